"""The four actions of a turn (leader, tile, catastrophe, swap) and ending a turn early.

Each handler checks the action against the rules, raising RuleViolation before touching the
state, then changes the (already copied) state and records what happened. Conflicts,
monuments, treasures and the end of the turn follow in events.settle.
"""

from __future__ import annotations

from referee import facts
from referee.core import Outcome, RuleViolation, msg, step
from referee.games.tigris import conflicts
from referee.games.tigris.board import NEIGHBOURS, board
from referee.games.tigris.regions import (
    adjacent_temples,
    is_kingdom,
    leaders_in,
    neighbour_kingdoms,
    neighbour_regions,
    send_home_orphans,
)
from referee.games.tigris.state import State, draw


def leader(state: State, out: Outcome, colour: str, target: str) -> None:
    """Place a leader from supply, move it (lifted first), or withdraw it ("off")."""
    player = state.player
    origin = state.leader_square(player, colour)
    if target == "off":
        if origin is None:
            raise RuleViolation("tigris.leader.withdraw", player=player, leader=colour)
        del state.leaders[origin]
        out.events.append(msg("tigris.leader.withdraw.done", "tigris.leader.withdraw",
                              player=player, leader=colour, square=origin))
        return
    if target == origin:
        raise RuleViolation("tigris.leader.empty-square", "tigris.leader.empty-square.same",
                            leader=colour, square=target)
    # A moving leader is lifted first: every test below sees the board without it.
    lifted = state.lifted(origin)
    if lifted.occupied(target):
        raise RuleViolation("tigris.leader.empty-square", square=target)
    if target in board(state.board).rivers:
        raise RuleViolation("tigris.leader.no-river", square=target)
    if adjacent_temples(lifted, target) == 0:
        raise RuleViolation("tigris.leader.adjacent-temple", square=target)
    touching = neighbour_regions(lifted, target)
    if sum(is_kingdom(lifted, r) for r in touching) >= 2:
        raise RuleViolation("tigris.leader.no-unite", square=target)

    if origin is not None:
        del state.leaders[origin]
    state.leaders[target] = (player, colour)
    out.events.append(msg("tigris.turn.actions.leader-placed" if origin is None else "tigris.turn.actions.leader-moved",
                          "tigris.turn.actions", player=player, leader=colour, square=target,
                          origin=origin or ""))
    kingdom = {target}.union(*touching)  # the leader joins the regions around it into one
    rivals = [(sq, p) for sq, p, c in leaders_in(state, kingdom) if c == colour and sq != target]
    if rivals:
        sq, defender = rivals[0]
        conflicts.start_revolt(state, out, colour, target, sq)


def tile(state: State, out: Outcome, colour: str, square: str) -> None:
    """Place a civilization tile from hand; score it, or unite two kingdoms."""
    player = state.player
    if state.hands[player] < 1:
        raise RuleViolation("tigris.tile.hand", player=player)
    if state.unseen(colour) < 1:
        raise RuleViolation("tigris.tile.components", player=player, tile=colour, **state.seen(colour))
    if state.occupied(square):
        raise RuleViolation("tigris.tile.empty-square", square=square)
    river = square in board(state.board).rivers
    if colour == "blue" and not river:
        raise RuleViolation("tigris.tile.farm-on-river", square=square)
    if colour != "blue" and river:
        raise RuleViolation("tigris.tile.land-only", square=square, tile=colour)
    touching = neighbour_kingdoms(state, square)
    if len(touching) >= 3:
        raise RuleViolation("tigris.tile.three-kingdoms", square=square, count=len(touching))

    state.hands[player] -= 1
    state.tiles[square] = colour
    state.placed = square
    out.events.append(msg("tigris.turn.actions.tile-placed", "tigris.turn.actions",
                          player=player, tile=colour, square=square))
    if len(touching) == 2:
        state.unification = square
        out.events.append(msg("tigris.war.trigger.placed", "tigris.war.trigger", square=square))
        out.why.append(step("tigris.score.unification", square=square))
        return
    if not touching:
        out.why.append(step("tigris.score.tile", "tigris.score.tile.why-alone", tile=colour, square=square))
        return
    kingdom = touching[0]
    same = [(sq, p) for sq, p, c in leaders_in(state, kingdom) if c == colour]
    kings = [(sq, p) for sq, p, c in leaders_in(state, kingdom) if c == "black"]
    if same:
        scorer, via = same[0][1], colour
    elif kings:
        scorer, via = kings[0][1], "black"
    else:
        out.why.append(step("tigris.score.tile", "tigris.score.tile.why-nobody", tile=colour, square=square))
        return
    state.points[scorer][colour] += 1
    out.events.append(msg("tigris.score.tile.scored", "tigris.score.tile", player=scorer, colour=colour))
    out.why.append(step("tigris.score.tile", player=scorer, colour=colour, leader=via, square=square))


def catastrophe(state: State, out: Outcome, square: str) -> None:
    """Ruin a square for the rest of the game; the tile on it leaves the game."""
    player = state.player
    if state.catastrophes_left[player] < 1:
        raise RuleViolation("tigris.catastrophe.supply", player=player)
    if square in state.leaders:
        raise RuleViolation("tigris.catastrophe.target", "tigris.catastrophe.target.leader", square=square)
    if square in state.treasures:
        raise RuleViolation("tigris.catastrophe.target", "tigris.catastrophe.target.treasure", square=square)
    if square in state.flipped:
        raise RuleViolation("tigris.catastrophe.target", "tigris.catastrophe.target.monument", square=square)
    if square in state.catastrophes:
        raise RuleViolation("tigris.catastrophe.target", "tigris.catastrophe.target.catastrophe", square=square)

    state.catastrophes_left[player] -= 1
    destroyed = state.tiles.pop(square, None)
    if destroyed is not None:
        state.leave_game(destroyed)
    state.catastrophes.add(square)
    out.events.append(msg("tigris.catastrophe.effect.placed", "tigris.catastrophe.effect",
                          player=player, square=square))
    out.why.append(step("tigris.catastrophe.effect", square=square))
    if destroyed is not None:
        out.events.append(msg("tigris.catastrophe.effect.destroyed", "tigris.catastrophe.effect",
                              tile=destroyed, square=square))
        out.why.append(step("tigris.catastrophe.effect", "tigris.catastrophe.effect.why-tile",
                            tile=destroyed, square=square))
    for sq, owner, colour in send_home_orphans(state, out, NEIGHBOURS[square]):
        out.why.append(step("tigris.leader.orphaned", player=owner, leader=colour, square=sq))


def swap(state: State, out: Outcome, count: int) -> None:
    """Discard 1-6 tiles (a full hand at most) from hand, out of the game, and draw as many."""
    player = state.player
    if not 1 <= count <= facts.value("tigris", "components.hand") or count > state.hands[player]:
        hand = state.hands[player]
        if hand == 0:
            raise RuleViolation("tigris.swap.count", "tigris.swap.count.empty", player=player)
        raise RuleViolation("tigris.swap.count", count=count, hand=hand,
                            most=min(hand, facts.value("tigris", "components.hand")))
    state.hands[player] -= count
    state.out += count
    drawn = draw(state, count)
    state.hands[player] += drawn
    out.events.append(msg("tigris.swap.count.done", "tigris.swap.count", player=player, count=count,
                          drawn=drawn, bag=state.bag))
    out.why.append(step("tigris.swap.count", player=player, count=count, drawn=drawn))
    if drawn < count:  # the game ends at once, in the middle of the turn
        state.over = True
        state.end_reason = "tigris.end.bag"
        out.events.append(msg("tigris.end.bag.swap", "tigris.end.bag", player=player, drawn=drawn))
        out.events.append(msg("tigris.score.final.over", "tigris.score.final"))
        out.why.append(step("tigris.end.bag", "tigris.end.bag.why-swap", player=player, count=count, drawn=drawn))


def end(state: State, out: Outcome) -> None:
    """End the turn without using the remaining actions."""
    state.actions_left = 0

