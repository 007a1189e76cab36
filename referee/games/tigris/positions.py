"""`put` and `take`: setting up a position without the move rules, so that a referee can join a
game already on the table. Only what is physically impossible is refused: two pieces on one
square, a farm on dry land, more pieces than the box holds. A position the rules can never leave
behind (a leader with no temple beside it, two leaders of one colour in a kingdom with no conflict
being fought) is accepted with a note naming the rule: it may be a step of a longer set-up, but what
the referee rules from it is then not what the rules would.
"""

from __future__ import annotations

from referee.core import InputError, Msg, Outcome, RuleViolation, msg
from referee.games.tigris.board import block, board, components
from referee.games.tigris.regions import adjacent_temples, kingdoms, leaders_in
from referee.games.tigris.state import State
from referee.i18n import N_


def _total_tiles() -> int:
    return sum(components()["tiles"].values())


def _total_treasures(state: State) -> int:
    return len(board(state.board).temples)


def _check_terrain(state: State, colour: str, square: str) -> None:
    river = square in board(state.board).rivers
    if colour == "blue" and not river:
        raise RuleViolation("tigris.tile.farm-on-river", square=square)
    if colour != "blue" and river:
        raise RuleViolation("tigris.tile.land-only", square=square, tile=colour)


def _check_free(state: State, square: str) -> None:
    if state.occupied(square):
        raise RuleViolation("tigris.put.occupied", square=square)


def put_leader(state: State, out: Outcome, player: str, colour: str, square: str) -> None:
    origin = state.leader_square(player, colour)
    if origin == square:
        return
    _check_free(state, square)
    if square in board(state.board).rivers:
        raise RuleViolation("tigris.leader.no-river", square=square)
    if origin is not None:
        del state.leaders[origin]
    state.leaders[square] = (player, colour)
    out.events.append(msg("tigris.put.done.leader", None, player=player, leader=colour, square=square))


def _from_stock(state: State, what: str, colour: str | None = None) -> None:
    """Take one tile for the board or a hand: from the bag, else from the tiles out of the game (first
    those that left face down; a tile whose colour the table saw leave, only for a hand or of that colour)."""
    known = state.out_by_colour
    if state.bag > 0:
        state.bag -= 1
        return
    back = colour if colour is not None else max(known, key=known.get, default=None)
    if state.out > sum(known.values()):
        state.out -= 1
    elif back is not None and known.get(back):
        state.out -= 1
        _forget_out(state, back, 1)
    else:
        raise RuleViolation("tigris.put.components", piece=what, total=_total_tiles())


def _forget_out(state: State, colour: str, count: int) -> None:
    state.out_by_colour[colour] -= count
    if not state.out_by_colour[colour]:
        del state.out_by_colour[colour]


def put_tile(state: State, out: Outcome, colour: str, square: str) -> None:
    _check_free(state, square)
    _check_terrain(state, colour, square)
    if state.unseen(colour) < 1:
        raise RuleViolation("tigris.put.components", "tigris.put.components.tiles", piece=colour,
                            **state.seen(colour))
    _from_stock(state, colour, colour)
    state.tiles[square] = colour
    out.events.append(msg("tigris.put.done.tile", None, tile=colour, square=square))


def put_treasure(state: State, out: Outcome, square: str) -> None:
    if state.tiles.get(square) != "red" or square in state.treasures:
        raise RuleViolation("tigris.put.occupied", "tigris.put.occupied.needs-temple", square=square)
    if state.total_treasures() >= _total_treasures(state):
        raise RuleViolation("tigris.put.components", piece="treasure", total=_total_treasures(state))
    state.treasures.add(square)
    out.events.append(msg("tigris.put.done.treasure", None, square=square))


def put_catastrophe(state: State, out: Outcome, square: str) -> None:
    if square in state.leaders or square in state.catastrophes or square in state.treasures \
            or square in state.flipped:
        raise RuleViolation("tigris.put.occupied", square=square)
    limit = components()["catastrophes_per_player"] * len(state.players)
    if len(state.catastrophes) >= limit:
        raise RuleViolation("tigris.put.components", piece="catastrophe", total=limit)
    destroyed = state.tiles.pop(square, None)
    if destroyed is not None:
        state.leave_game(destroyed)
    state.catastrophes.add(square)
    out.events.append(msg("tigris.put.done.catastrophe", None, square=square))


def put_monument(state: State, out: Outcome, name: str | None, top_left: str) -> None:
    if name is None:  # the argument parser reads "none" as declining a monument; here it names nothing
        raise InputError(N_("'{token}' is not a monument: write its two colours, such as black-red"), token="none")
    if name in state.monuments:
        raise RuleViolation("tigris.put.components", "tigris.put.components.monument-built", monument=name,
                            square=state.monuments[name])
    squares = block(top_left)
    colours = {state.tiles.get(sq) for sq in squares} if squares else {None}
    if squares is None or len(colours) != 1 or not colours <= set(name.split("-")) \
            or any(sq in state.flipped for sq in squares):
        raise RuleViolation("tigris.monument.build", "tigris.monument.build.put-block", monument=name, square=top_left)
    state.flipped.update(squares)
    state.monuments[name] = top_left
    out.events.append(msg("tigris.put.done.monument", None, monument=name, square=top_left))


def take(state: State, out: Outcome, square: str) -> None:
    """Remove the topmost piece of a square: leader, catastrophe, monument, treasure, then tile."""
    if square in state.leaders:
        player, colour = state.leaders.pop(square)
        out.events.append(msg("tigris.put.done.take-leader", None, player=player, leader=colour,
                              square=square))
        return
    if square in state.catastrophes:
        state.catastrophes.discard(square)
        out.events.append(msg("tigris.put.done.take", None, square=square))
        return
    for name, top_left in list(state.monuments.items()):
        squares = block(top_left)
        if square in squares:
            del state.monuments[name]
            state.flipped.difference_update(squares)
            out.events.append(msg("tigris.put.done.take-monument", None, monument=name, square=top_left))
            return
    if square in state.treasures:
        state.treasures.discard(square)
        out.events.append(msg("tigris.put.done.take", None, square=square))
        return
    if square in state.tiles:
        # back into the bag it came from: `take` undoes `put tile`, which drew the tile from the bag
        colour = state.tiles.pop(square)
        state.bag += 1
        out.events.append(msg("tigris.put.done.take-tile", None, tile=colour, square=square, count=state.bag))
        return
    raise RuleViolation("tigris.put.empty", square=square)


def put_points(state: State, out: Outcome, player: str, colour: str, value: int) -> None:
    state.points[player][colour] = value
    out.events.append(msg("tigris.put.done.points", None, player=player, colour=colour, count=value))


def put_treasures(state: State, out: Outcome, player: str, value: int) -> None:
    others = state.total_treasures() - state.treasures_won[player]
    if others + value > _total_treasures(state):
        # the treasures a player holds were taken off the board: say which squares still hold one
        on_board = sorted(state.treasures, key=lambda sq: (sq[0], int(sq[1:])))
        raise RuleViolation("tigris.put.components", "tigris.put.components.treasures", total=_total_treasures(state),
                            count=len(on_board), squares=tuple(on_board[:6]) + (("...",) if len(on_board) > 6 else ()))
    state.treasures_won[player] = value
    out.events.append(msg("tigris.put.done.treasures", None, player=player, count=value))


def put_turn(state: State, out: Outcome, player: str, actions: int | None) -> None:
    """Whose turn it is; a finished game set back to a turn plays on (as put phase, put season and put reign
    in the other games)."""
    asked = state.pending or {}
    if asked.get("kind") in ("revolt", "war", "war-order") and asked.get("attacker", player) != player:
        # the attacker is the player who placed the leader or tile (set-up cannot make it another's turn)
        raise RuleViolation("tigris.put.pending", "tigris.put.pending.turn", player=player,
                            attacker=asked["attacker"])
    if state.over:
        state.over, state.end_reason = False, None
        out.events.append(msg("tigris.put.done.reopened", None))
    state.active = state.players.index(player)
    state.actions_left = 2 if actions is None else actions
    out.events.append(msg("tigris.put.done.turn", None, player=player, count=state.actions_left))


def put_hand(state: State, out: Outcome, player: str, value: int) -> None:
    while state.hands[player] < value:
        _from_stock(state, "tile")
        state.hands[player] += 1
    if state.hands[player] > value:
        state.bag += state.hands[player] - value
        state.hands[player] = value
    out.events.append(msg("tigris.put.done.hand", None, player=player, count=value))


def put_bag(state: State, out: Outcome, value: int) -> None:
    rest = _total_tiles() - len(state.tiles) - sum(state.hands.values())
    if value > rest:  # the box's tiles less those on the board and in hands
        raise RuleViolation("tigris.put.components", "tigris.put.components.bag", total=_total_tiles(),
                            board=len(state.tiles), hands=sum(state.hands.values()), rest=rest)
    state.bag = value
    state.out = rest - value
    while sum(state.out_by_colour.values()) > state.out:  # the table's bag took back tiles seen leaving
        known = state.out_by_colour
        _forget_out(state, max(known, key=known.get), 1)
    out.events.append(msg("tigris.put.done.bag", None, count=value))


def put_catastrophes(state: State, out: Outcome, player: str, value: int) -> None:
    """How many catastrophe tiles a player still holds (0-2; the argument's bounds check it)."""
    state.catastrophes_left[player] = value
    out.events.append(msg("tigris.put.done.catastrophes", None, player=player, count=value))


# --- positions the rules never leave ------------------------------------------------------------------

def unreachable(state: State) -> list[Msg]:
    """Notes on what in this position the rules never leave behind (accepted from `put`, said)."""
    notes = [msg("tigris.leader.adjacent-temple.put", "tigris.leader.adjacent-temple", player=player, leader=colour,
                 square=sq)
             for sq, (player, colour) in sorted(state.leaders.items()) if not adjacent_temples(state, sq)]
    total = components()["catastrophes_per_player"] * len(state.players)
    held = sum(state.catastrophes_left.values())
    if len(state.catastrophes) + held > total:  # `put catastrophe` takes none from a supply: say so, and how to mend it
        notes.append(msg("tigris.put.components.catastrophes", "tigris.put.components", board=len(state.catastrophes),
                         held=held, total=total))
    if state.pending is None or state.pending.get("kind") not in ("revolt", "war"):
        for kingdom in kingdoms(state):
            found = leaders_in(state, kingdom)
            for colour in dict.fromkeys(c for _sq, _p, c in found):
                squares = sorted(sq for sq, _p, c in found if c == colour)
                if len(squares) > 1:
                    notes.append(msg("tigris.conflict.kinds.put", "tigris.conflict.kinds", leader=colour,
                                     squares=squares))
    return notes


def note_unreachable(before: State, after: State, out: Outcome) -> None:
    """Say what a `put`/`take` line made unreachable by the rules, once (not what was so before it)."""
    said = unreachable(before)
    out.events += [m for m in unreachable(after) if m not in said]
