"""Revolts (internal conflicts) and wars (external conflicts).

A conflict waits for the table: the attacker commits tiles from hand, then the defender
(`commit N`). Hands are hidden, so the referee checks only that a player commits no more tiles
than the hand holds. Ties go to the defender in both kinds of conflict.
"""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.tigris.board import NEIGHBOURS
from referee.games.tigris.regions import (
    adjacent_temples,
    leaders_in,
    neighbour_regions,
    region_of,
    send_home_orphans,
)
from referee.games.tigris.questions import ask, pending, tile_colour
from referee.games.tigris.state import State
from referee.i18n import N_


# --- revolt -------------------------------------------------------------------------------------

def start_revolt(state: State, out: Outcome, colour: str, attacker_sq: str, defender_sq: str) -> None:
    attacker = state.leaders[attacker_sq][0]
    defender = state.leaders[defender_sq][0]
    a_strength, d_strength = adjacent_temples(state, attacker_sq), adjacent_temples(state, defender_sq)
    ask(state, "revolt", colour=colour, player=attacker, attacker=attacker, defender=defender,
        attacker_square=attacker_sq, defender_square=defender_sq,
        attacker_strength=a_strength, defender_strength=d_strength)
    out.events.append(msg("tigris.revolt.trigger.started", "tigris.revolt.trigger", leader=colour,
                          tile=tile_colour(state.pending), attacker=attacker, defender=defender,
                          attacker_strength=a_strength, defender_strength=d_strength))


def _resolve_revolt(state: State, out: Outcome, p: dict) -> None:
    a_base = adjacent_temples(state, p["attacker_square"])
    d_base = adjacent_temples(state, p["defender_square"])
    a_total = a_base + p["attacker_commit"]
    d_total = d_base + p["defender_commit"]
    attacker_wins = a_total > d_total
    winner, loser = (p["attacker"], p["defender"]) if attacker_wins else (p["defender"], p["attacker"])
    loser_sq = p["defender_square"] if attacker_wins else p["attacker_square"]
    del state.leaders[loser_sq]
    state.points[winner]["red"] += 1
    _discard_commitments(state, p)
    tile = tile_colour(p)
    out.why += [
        step("tigris.revolt.strength", player=p["attacker"], side="attacker", leader=p["colour"], tile=tile,
             board=a_base, committed=p["attacker_commit"], total=a_total),
        step("tigris.revolt.strength", player=p["defender"], side="defender", leader=p["colour"], tile=tile,
             board=d_base, committed=p["defender_commit"], total=d_total),
        step("tigris.revolt.outcome", "tigris.revolt.outcome.why-tie" if a_total == d_total else None,
             winner=winner, loser=loser, leader=p["colour"], tile=tile),
    ]
    out.events.append(msg("tigris.revolt.outcome.won", "tigris.revolt.outcome", winner=winner, loser=loser,
                          leader=p["colour"], tile=tile, winner_total=a_total if attacker_wins else d_total,
                          loser_total=d_total if attacker_wins else a_total))


# --- war ----------------------------------------------------------------------------------------

def next_war(state: State, out: Outcome) -> None:
    """Re-evaluate the wars around the unification tile; start one, ask for an order, or finish."""
    unification = state.unification
    if unification not in state.tiles:
        # a set-up line took the tile that joined the kingdoms: nothing is joined, no war is fought
        state.unification = None
        gone = msg("tigris.war.cascade.gone", "tigris.war.cascade", square=unification)
        out.events.append(gone)
        out.why.append(gone)
        return
    by_colour = _rivals(state)
    duplicated = sorted(by_colour)
    if not duplicated:
        state.unification = None
        if any(m.rule == "tigris.war.outcome" for m in out.events):  # no war at all: nothing to say
            out.events.append(msg("tigris.war.cascade.done", "tigris.war.cascade", square=unification))
        return
    if len(duplicated) == 1:
        start_war(state, out, duplicated[0], by_colour[duplicated[0]])
        return
    ask(state, "war-order", player=state.player, colours=duplicated)
    out.events.append(msg("tigris.war.order.ask", "tigris.war.order", player=state.player, colours=duplicated))


def _rivals(state: State) -> dict[str, list[str]]:
    """The colours with a leader on each side of the unification tile, and those leaders' squares."""
    sides = [r for r in neighbour_regions(state, state.unification) if any(sq in state.leaders for sq in r)]
    by_colour: dict[str, list[str]] = {}
    if len(sides) >= 2:
        for side in sides:
            for sq, _player, colour in leaders_in(state, side):
                by_colour.setdefault(colour, []).append(sq)
    return {c: sqs for c, sqs in by_colour.items() if len(sqs) >= 2}


def choose_war(state: State, out: Outcome, colour: str) -> None:
    colours = list(pending(state).choice("colour"))
    if colour not in colours:
        raise RuleViolation("tigris.war.order", leader=colour, colours=colours)
    state.pending = None
    sides = [r for r in neighbour_regions(state, state.unification) if any(sq in state.leaders for sq in r)]
    squares = [sq for side in sides for sq, _p, c in leaders_in(state, side) if c == colour]
    start_war(state, out, colour, squares)


def start_war(state: State, out: Outcome, colour: str, squares: list[str]) -> None:
    first, second = squares[0], squares[1]
    owners = {state.leaders[first][0]: first, state.leaders[second][0]: second}
    attacker = next(p for p in state.order_from(state.player) if p in owners)
    defender = next(p for p in owners if p != attacker)
    a_sq, d_sq = owners[attacker], owners[defender]
    a_strength, d_strength = _support(state, a_sq, colour), _support(state, d_sq, colour)
    ask(state, "war", colour=colour, player=attacker, attacker=attacker, defender=defender,
        attacker_square=a_sq, defender_square=d_sq, attacker_strength=a_strength, defender_strength=d_strength)
    out.events.append(msg("tigris.war.attacker.started", "tigris.war.attacker", leader=colour,
                          tile=tile_colour(state.pending), attacker=attacker,
                          defender=defender, attacker_strength=a_strength, defender_strength=d_strength))


def _side(state: State, leader_sq: str) -> set[str]:
    """A leader's former kingdom: its region with the unification square taken out."""
    return region_of(state, leader_sq, exclude=(state.unification,))


def _support(state: State, leader_sq: str, colour: str) -> int:
    return sum(1 for sq in _side(state, leader_sq) if state.face_up(sq, colour))


def _outcome_why(tie: bool, removed: bool) -> str:
    """The why key of a war's outcome: a tie or not, and tiles removed or only the leader."""
    keys = {(False, True): N_("tigris.war.outcome.why"), (True, True): N_("tigris.war.outcome.why-tie"),
            (False, False): N_("tigris.war.outcome.why-leader-only"),
            (True, False): N_("tigris.war.outcome.why-tie-leader-only")}
    return keys[tie, removed]


def _resolve_war(state: State, out: Outcome, p: dict) -> None:
    colour = p["colour"]
    a_base = _support(state, p["attacker_square"], colour)
    d_base = _support(state, p["defender_square"], colour)
    a_total = a_base + p["attacker_commit"]
    d_total = d_base + p["defender_commit"]
    attacker_wins = a_total > d_total
    winner, loser = (p["attacker"], p["defender"]) if attacker_wins else (p["defender"], p["attacker"])
    loser_sq = p["defender_square"] if attacker_wins else p["attacker_square"]
    loser_side = _side(state, loser_sq)
    due = [c for c in _rivals(state) if c != colour]  # the wars still to fight after this one
    del state.leaders[loser_sq]

    removed, kept = [], []
    for sq in sorted(loser_side):
        if not state.face_up(sq, colour):
            continue
        if colour == "red" and (sq in state.treasures or any(
                n in state.leaders and state.leaders[n][1] != "red" for n in NEIGHBOURS[sq])):
            kept.append(sq)
            continue
        removed.append(sq)
    for sq in removed:
        del state.tiles[sq]
    if removed:
        state.leave_game(colour, len(removed))
    gained = len(removed) + 1
    state.points[winner][colour] += gained
    _discard_commitments(state, p)
    tile = tile_colour(p)

    out.why += [
        step("tigris.war.strength", player=p["attacker"], side="attacker", leader=colour, tile=tile,
             board=a_base, committed=p["attacker_commit"], total=a_total),
        step("tigris.war.strength", player=p["defender"], side="defender", leader=colour, tile=tile,
             board=d_base, committed=p["defender_commit"], total=d_total),
        step("tigris.war.outcome", _outcome_why(a_total == d_total, bool(removed)),
             winner=winner, loser=loser, leader=colour, tile=tile, removed=len(removed), gained=gained,
             colour=colour),
    ]
    if kept:
        out.why.append(step("tigris.war.priest-exception", squares=kept))
    key = N_("tigris.war.outcome.won") if removed else N_("tigris.war.outcome.won-leader-only")
    out.events.append(msg(key, "tigris.war.outcome", winner=winner, loser=loser,
                          leader=colour, tile=tile, removed=len(removed), gained=gained, colour=colour,
                          squares=removed or "-", winner_total=a_total if attacker_wins else d_total,
                          loser_total=d_total if attacker_wins else a_total))
    # Removing temples can leave other leaders without one.
    touched = {n for sq in removed for n in NEIGHBOURS[sq]}
    send_home_orphans(state, out, sorted(touched))
    # A war still due may be gone: the removed tiles split the kingdom, or its leader went home.
    rivals = _rivals(state)
    for other in due:
        if other not in rivals:
            gone = msg("tigris.war.cascade.split", "tigris.war.cascade", leader=other)
            out.events.append(gone)
            out.why.append(gone)


# --- commitments --------------------------------------------------------------------------------

def commit(state: State, out: Outcome, count: int) -> None:
    """The side now asked commits tiles from hand; after the defender, the conflict is decided."""
    asked = pending(state)
    player, tile = asked.player, asked.params["tile"]
    if count > state.hands[player]:
        raise RuleViolation("tigris.conflict.commit", player=player, count=count, hand=state.hands[player],
                            tile=tile)
    side = "attacker" if asked.get("attacker_commit") is None else "defender"
    committed = asked.get("attacker_commit") or 0  # beside the board already, not yet out of the game
    most = max(0, state.unseen(tile) - committed)
    if count > most:
        raise RuleViolation("tigris.tile.components", "tigris.tile.components.commit", player=player, count=count,
                            tile=tile, committed=committed, most=most, **state.seen(tile))
    # The question as it stands, with this side's tiles: the conflict's record (the defender is asked next).
    p = {**asked.data, f"{side}_commit": count}
    out.events.append(msg("tigris.conflict.commit.done" if count else "tigris.conflict.commit.none",
                          "tigris.conflict.commit", player=player, count=count, tile=tile))
    if side == "attacker":
        data = {k: v for k, v in p.items() if k != "kind"}
        ask(state, asked.kind, **{**data, "player": asked["defender"]})
        return
    state.pending = None
    if p["kind"] == "revolt":
        _resolve_revolt(state, out, p)
    else:
        _resolve_war(state, out, p)


def _discard_commitments(state: State, p: dict) -> None:
    state.hands[p["attacker"]] -= p["attacker_commit"]
    state.hands[p["defender"]] -= p["defender_commit"]
    if p["attacker_commit"] + p["defender_commit"]:
        state.leave_game(tile_colour(p), p["attacker_commit"] + p["defender_commit"])
