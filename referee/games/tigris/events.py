"""What an action sets off once its own effect is done, in the rulebook's order:
wars around the unification tile, a monument, treasures, and the end of the turn.

These are steps ({"do": ...}) that the core's queue runner (referee.turn.run) settles after every
accepted action or answer, stopping at the first thing the table must answer (state.pending); the
next line that answers it queues them again and settling continues from there. The steps read the
position: the unification tile still in place (wars), the tile just placed (a monument), the
kingdoms (treasures), the actions left (the end of the turn). A set-up line that sets a question aside
queues a step that asks it again from the new position (reask).
"""

from __future__ import annotations

from collections.abc import Callable

from referee import turn
from referee.core import InputError, Outcome, RuleViolation, msg, step
from referee.games.tigris import conflicts
from referee.games.tigris.board import NEIGHBOURS, block, blocks_containing, board, components
from referee.games.tigris.questions import ask, pending
from referee.games.tigris.regions import leaders_in, region_of, send_home_orphans
from referee.games.tigris.state import State, draw
from referee.i18n import N_
from referee.turn import Pending, Step

# The treasure-priority rules a board may name in facts.toml (priority_rule).
PRIORITY_RULES = (N_("tigris.treasure.corner"), N_("tigris.treasure.outside-rivers"))


def after_line(state: State) -> list[Step]:
    """The steps every action and answer sets off, in the rulebook's order."""
    return [{"do": "wars"}, {"do": "monument"}, {"do": "treasures"}, {"do": "end-of-action"}]


def settle(state: State, out: Outcome, steps: list[Step]) -> None:
    """Run the steps; what is left when the table is asked is queued again by the answer (after_line)."""
    state.steps = list(steps)
    turn.run(state, out, state.steps, HANDLERS, "tigris")
    state.steps = []


def _done(state: State) -> None:
    state.steps.pop(0)


def reask(state: State, asked: Pending) -> list[Step]:
    """Steps that ask again, from the position a set-up line left, a question it set aside. Wars and
    treasures are asked again by their own steps (the unification tile and the kingdoms are still there)."""
    p = asked.params
    steps: list[Step] = []
    if asked.kind in ("revolt", "war") and p.get("attacker_commit"):
        # tiles the attacker laid beside the board go back to the hand: the conflict starts over
        steps.append({"do": "commit-back", "player": p["attacker"], "count": p["attacker_commit"], "tile": p["tile"]})
    if asked.kind == "revolt":
        steps.append({"do": "revolt", "colour": p["colour"], "attacker_square": p["attacker_square"],
                      "defender_square": p["defender_square"]})
    if asked.kind == "monument":
        steps.append({"do": "monument-again", "colour": p["colour"], "squares": list(p["squares"])})
    return steps


def _wars(state: State, out: Outcome, task: Step) -> None:
    if state.unification is None:
        _done(state)
    else:
        conflicts.next_war(state, out)


def _monument(state: State, out: Outcome, task: Step) -> None:
    if state.placed is None:
        _done(state)
    else:
        _offer_monument(state, out)


def _treasures(state: State, out: Outcome, task: Step) -> None:
    if not _collect_treasures(state, out):
        _done(state)


def _end_of_action(state: State, out: Outcome, task: Step) -> None:
    _done(state)
    if state.actions_left <= 0:
        end_turn(state, out)


def _revolt(state: State, out: Outcome, task: Step) -> None:
    """A revolt set aside by a set-up line: fought again if both leaders still stand in one kingdom."""
    _done(state)
    colour, a_sq, d_sq = task["colour"], task["attacker_square"], task["defender_square"]
    a, d = state.leaders.get(a_sq), state.leaders.get(d_sq)
    if a and d and a[1] == d[1] == colour and a[0] != d[0] and d_sq in region_of(state, a_sq):
        conflicts.start_revolt(state, out, colour, a_sq, d_sq)


def _commit_back(state: State, out: Outcome, task: Step) -> None:
    _done(state)
    back = msg("tigris.put.pending.commit-back", "tigris.put.pending", player=task["player"], count=task["count"],
               tile=task["tile"])
    out.events.append(back)
    out.why.append(back)


def _monument_again(state: State, out: Outcome, task: Step) -> None:
    """A monument choice set aside by a set-up line: offered again on the blocks still built."""
    _done(state)
    colour = task["colour"]
    _ask_monument(state, out, colour, [tl for tl in task["squares"]
                                       if all(state.face_up(sq, colour) for sq in block(tl))])


# --- monuments ----------------------------------------------------------------------------------

def _offer_monument(state: State, out: Outcome) -> None:
    placed, state.placed = state.placed, None
    colour = state.tiles.get(placed)
    if colour is None or placed in state.flipped:
        return
    _ask_monument(state, out, colour, [tl for tl in blocks_containing(placed)
                                       if all(state.face_up(sq, colour) for sq in block(tl))])


def _ask_monument(state: State, out: Outcome, colour: str, squares: list[str]) -> None:
    if not squares:
        return
    available = [m for m in components()["monuments"] if colour in m.split("-") and m not in state.monuments]
    if not available:
        out.why.append(step("tigris.monument.build", "tigris.monument.build.none-left", colour=colour))
        return
    ask(state, "monument", player=state.player, colour=colour, squares=squares, monuments=available)
    out.events.append(msg("tigris.monument.build.ask", "tigris.monument.build", player=state.player,
                          colour=colour, squares=squares, monuments=available))


def monument(state: State, out: Outcome, name: str | None, top_left: str | None) -> None:
    asked = pending(state)
    if name is None and top_left is not None:  # `monument none A10`: declining names no block
        raise InputError(N_("'monument none' takes no square: decline with 'monument none' alone"))
    squares, monuments = list(asked.choice("square")), list(asked.choice("monument"))
    if name is not None and top_left is None and len(squares) == 1:
        top_left = squares[0]  # only one block can hold it: the square may be left out
    if name is not None and name in state.monuments:
        raise RuleViolation("tigris.monument.choice", "tigris.monument.choice.built", monument=name,
                            square=state.monuments[name], monuments=monuments)
    if name is not None and name not in monuments:
        raise RuleViolation("tigris.monument.choice", "tigris.monument.choice.monument",
                            monument=name, colour=asked["colour"], monuments=monuments)
    if name is not None and top_left is None:
        raise RuleViolation("tigris.monument.choice", "tigris.monument.choice.which", squares=squares)
    if name is not None and top_left not in squares:
        raise RuleViolation("tigris.monument.choice", "tigris.monument.choice.square",
                            square=top_left or "-", squares=squares)
    state.pending = None
    if name is None:
        out.events.append(msg("tigris.monument.build.declined", "tigris.monument.build", player=asked.player))
        return
    squares = block(top_left)
    state.flipped.update(squares)
    state.monuments[name] = top_left
    out.events.append(msg("tigris.monument.flip.done", "tigris.monument.flip", player=asked.player,
                          monument=name, square=top_left))
    send_home_orphans(state, out, sorted({n for sq in squares for n in NEIGHBOURS[sq]}))


# --- treasures ----------------------------------------------------------------------------------

def _collect_treasures(state: State, out: Outcome) -> bool:
    """Give a trader's owner the treasures of one kingdom; True if anything happened."""
    if len(state.treasures) < 2:
        return False
    priority = board(state.board).priority_treasures
    for kingdom in _trader_kingdoms(state):
        found = sorted(kingdom & state.treasures)
        if len(found) < 2:
            continue
        traders = [p for _sq, p, c in leaders_in(state, kingdom) if c == "green"]
        owner, take = traders[0], len(found) - 1
        first = [sq for sq in found if sq in priority]
        rest = [sq for sq in found if sq not in priority]
        forced, pool, count = ([], first, take) if len(first) >= take else (first, rest, take - len(first))
        if count < len(pool):
            ask(state, "treasure", player=owner, forced=forced, choices=pool, count=count, treasures=found)
            key = N_("tigris.treasure.choice.ask-forced") if forced else N_("tigris.treasure.choice.ask")
            out.events.append(msg(key, "tigris.treasure.choice", player=owner, count=count, squares=pool,
                                  forced=forced))
            return True
        _give(state, out, owner, forced + pool)
        return True
    return False


def _trader_kingdoms(state: State) -> list[set[str]]:
    """The kingdoms holding a trader (a green leader), in the order of kingdoms(): only these can take
    treasures, and finding them from the traders alone spares a search of every kingdom after each line."""
    leaders = list(state.leaders)
    found: list[tuple[int, set[str]]] = []
    searched: set[str] = set()
    for sq, (_player, colour) in state.leaders.items():
        if colour == "green" and sq not in searched:
            region = region_of(state, sq)
            searched |= region
            first = next(i for i, s in enumerate(leaders) if s in region)  # kingdoms() finds it from there
            found.append((first, region))
    return [r for _i, r in sorted(found, key=lambda f: f[0])]


def treasure(state: State, out: Outcome, squares: tuple[str, ...]) -> None:
    asked = pending(state)
    choices, forced = list(asked.choice("square")), list(asked["forced"])
    twice = next((sq for i, sq in enumerate(squares) if sq in squares[:i]), None)
    if twice is not None:  # each treasure is taken once: a square named again is not a second treasure
        raise RuleViolation("tigris.treasure.choice", "tigris.treasure.choice.twice", square=twice,
                            count=asked["count"], squares=choices)
    chosen = set(squares)
    for sq in chosen:
        if sq in forced or sq in choices:
            continue
        if sq in asked["treasures"]:
            rule = board(state.board).priority_rule
            raise RuleViolation(rule, square=sq, squares=choices)
        raise RuleViolation("tigris.treasure.choice", "tigris.treasure.choice.not-here",
                            square=sq, squares=choices)
    picked = sorted(chosen & set(choices))
    if len(picked) != asked["count"]:
        raise RuleViolation("tigris.treasure.choice", "tigris.treasure.choice.count",
                            count=asked["count"], squares=choices)
    state.pending = None
    _give(state, out, asked.player, forced + picked)


def _give(state: State, out: Outcome, player: str, squares: list[str]) -> None:
    for sq in squares:
        state.treasures.discard(sq)
    state.treasures_won[player] += len(squares)
    out.events.append(msg("tigris.treasure.collect.done", "tigris.treasure.collect", player=player,
                          count=len(squares), squares=sorted(squares)))
    out.why.append(step("tigris.treasure.collect", player=player, count=len(squares), squares=sorted(squares)))


# --- end of turn --------------------------------------------------------------------------------

def end_turn(state: State, out: Outcome) -> None:
    player = state.player
    _monument_points(state, out, player)
    hand = components()["hand"]
    total = 0
    for p in state.order_from(player):
        need = hand - state.hands[p]
        if need <= 0:
            continue
        drawn = draw(state, need)
        state.hands[p] += drawn
        total += drawn
        if drawn < need:
            state.over = True
            state.end_reason = "tigris.end.bag"
            out.events.append(msg("tigris.end.bag.refill", "tigris.end.bag", player=p, drawn=drawn))
            out.why.append(step("tigris.end.bag", player=p, need=need, drawn=drawn))
            break
    else:  # every hand is back to six (said only when someone drew; a short bag is said above instead)
        if total:
            out.events.append(msg("tigris.turn.refill.done", "tigris.turn.refill", bag=state.bag))
    if not state.over and len(state.treasures) <= 2:
        state.over = True
        state.end_reason = "tigris.end.treasures"
        out.events.append(msg("tigris.end.treasures.done", "tigris.end.treasures", count=len(state.treasures)))
    if state.over:
        out.events.append(msg("tigris.score.final.over", "tigris.score.final"))
        return
    state.active = (state.active + 1) % len(state.players)
    state.actions_left = 2
    out.events.append(msg("tigris.turn.actions.next", "tigris.turn.actions", player=state.player))


def _monument_points(state: State, out: Outcome, player: str) -> None:
    on_board = {c for p, c in state.leaders.values() if p == player}
    for name, top_left in sorted(state.monuments.items()):
        if on_board.isdisjoint(name.split("-")):
            continue  # none of the player's leaders has the monument's colours: no kingdom to search
        kingdom = region_of(state, top_left)
        mine = {c for _sq, p, c in leaders_in(state, kingdom) if p == player}
        for colour in name.split("-"):
            if colour in mine:
                state.points[player][colour] += 1
                out.events.append(msg("tigris.monument.score.scored", "tigris.monument.score",
                                      player=player, colour=colour, monument=name))
                out.why.append(step("tigris.monument.score", player=player, colour=colour, monument=name))


HANDLERS: dict[str, Callable[[State, Outcome, Step], None]] = {
    "wars": _wars,
    "monument": _monument,
    "treasures": _treasures,
    "end-of-action": _end_of_action,
    "revolt": _revolt,
    "commit-back": _commit_back,
    "monument-again": _monument_again,
}
