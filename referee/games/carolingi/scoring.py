"""The victory conditions (rulebook 3.5), checked at every court day, for a declaration of peace and at
the end; the winner and the tie-breaks."""

from __future__ import annotations

from typing import Any

from referee.core import Msg, Outcome, msg, step
from referee.games.carolingi import control
from referee.games.carolingi.board import component
from referee.games.carolingi.state import State

CONDITIONS = ("expansion", "development", "followers", "glory")


def conditions(state: State, player: str) -> dict[str, Any]:
    """Each condition met (True/False), and the regions the player holds."""
    mine = control.controlled(state, player)
    dev = sum(state.development.get(c, 0) for c in mine)
    others = [state.glory[q] for q in state.players if q != player]
    glory = state.glory[player] >= component("trophies_max") or (
        state.glory[player] > 0 and all(state.glory[player] > g for g in others))
    return {
        "expansion": len(mine) >= component("expansion"),
        "development": dev >= component("development"),
        "followers": state.on_board(player) >= component("many_followers"),
        "glory": glory,
        "regions": regions_held(state, player),
        "controlled": len(mine),
        "development_counters": dev,
        "followers_on_board": state.on_board(player),
    }


def regions_held(state: State, player: str) -> list[str]:
    """Regions where the player controls every unforested country and has a follower in each forest."""
    b = state.board
    held = []
    for r in b.regions:
        countries = b.in_region(r)
        if not countries:
            continue
        ok = all(control.controls(state, player, c) if c not in b.forests else state.count(c, player) > 0
                 for c in countries)
        if ok:
            held.append(r)
    return held


def points(state: State, player: str) -> int:
    met = conditions(state, player)
    return sum(1 for k in CONDITIONS if met[k]) + len(met["regions"])


def checked(state: State, player: str) -> Msg:
    """Which victory conditions the player meets and which not, with the counts (for a declaration of
    peace's `why`): items "expansion 4 6" (condition, what the player has, what it needs) and "region ID"."""
    met = conditions(state, player)
    have = {"expansion": (met["controlled"], component("expansion")),
            "development": (met["development_counters"], component("development")),
            "followers": (met["followers_on_board"], component("many_followers")),
            "glory": (state.glory[player], component("trophies_max"))}
    items = {k: f"{k} {have[k][0]} {have[k][1]}" for k in CONDITIONS}
    return step("carolingi.peace.check", "carolingi.peace.check.conditions", player=player,
                met=[items[k] for k in CONDITIONS if met[k]] + [f"region {r}" for r in met["regions"]] or ["-"],
                unmet=[items[k] for k in CONDITIONS if not met[k]] or ["-"])


def ranking_key(state: State, player: str) -> tuple[int, int, int]:
    """Points, then followers on the board, then countries controlled (3.5)."""
    met = conditions(state, player)
    return (points(state, player), met["followers_on_board"], met["controlled"])


def standing_key(state: State, player: str) -> tuple[bool, int, int, int]:
    """The order of the standings: a successful declaration of peace wins outright (5.8), whatever the
    points; then points and the tie-breaks (3.5)."""
    return (state.end_reason == "peace" and player in state.winners, *ranking_key(state, player))


def _count(state: State) -> int:
    """Most points wins, ties broken by followers on the board, then controlled countries; players still
    level share the victory (3.5). Sets the winners; returns their points."""
    keys = {p: ranking_key(state, p) for p in state.players}
    best = max(keys.values())
    state.winners = [p for p in state.players if keys[p] == best]
    return best[0]


def finish(state: State, out: Outcome, reason: str) -> None:
    """The end by the sundial, scored as the court day of its year."""
    state.over, state.end_reason = True, reason
    state.pending = None
    state.queue = []
    best = _count(state)
    out.events.append(msg("carolingi.end.victory.winner", "carolingi.end.victory", winners=state.winners,
                          points=best))
    broken = tie_break(state)
    if broken is not None:
        out.why.append(broken)


def recount(state: State, out: Outcome) -> None:
    """A set-up line (or a fact) after the end by the sundial corrects the position its court day
    counted: the winner is whoever has the most points at the end of the sundial's year (3.5), so the
    final result is counted again on the corrected position, and the winners always head the ranking
    (as every game's standings follow its position). A won peace stands: the declarer won outright (5.8)."""
    if state.end_reason != "sundial":
        return
    before = list(state.winners)
    best = _count(state)
    if state.court_days:  # the sundial's court day, which the final result is
        state.court_days[max(state.court_days, key=int)] = {p: points(state, p) for p in state.players}
    if state.winners != before:
        out.events.append(msg("carolingi.end.victory.recount", "carolingi.end.victory", winners=state.winners,
                              points=best))
        broken = tie_break(state)
        if broken is not None:
            out.why.append(broken)


def tie_break(state: State) -> Msg | None:
    """How a tie on points was broken (3.5): the tied players' followers on the board and countries
    controlled; None when no one tied for the most points."""
    keys = {p: ranking_key(state, p) for p in state.players}
    top = max(k[0] for k in keys.values())
    tied = [p for p in state.players if keys[p][0] == top]
    if len(tied) < 2:
        return None
    return step("carolingi.end.tie-break", tied=tied, keys=[f"{p} {keys[p][1]}/{keys[p][2]}" for p in tied])


def conditions_why(state: State) -> list[Msg]:
    """Each player's victory conditions, as a court day counts them."""
    out = []
    for p in state.players:
        met = conditions(state, p)
        out.append(step("carolingi.end.victory", "carolingi.end.victory.player", player=p,
                        controlled=met["controlled"], development=met["development_counters"],
                        followers=met["followers_on_board"], glory=state.glory[p],
                        regions=met["regions"] or ["-"], points=points(state, p)))
    return out


def why(state: State) -> list[Msg]:
    """`score --why`: each player's conditions, how a tie on points is broken (3.5), and at the end who won."""
    out = conditions_why(state)
    broken = tie_break(state) if state.end_reason != "peace" else None
    if broken is not None:
        out.append(broken)
    if state.over:
        out.append(step("carolingi.end.victory", "carolingi.end.victory.winner", winners=state.winners,
                        points=max(points(state, p) for p in state.winners)))
    return out


def score_json(state: State) -> dict[str, Any]:
    players = {}
    for p in state.players:
        met = conditions(state, p)
        players[p] = {
            "points": points(state, p),
            "conditions": {k: met[k] for k in CONDITIONS},
            "regions": met["regions"],
            "controlled": met["controlled"],
            "development_counters": met["development_counters"],
            "followers_on_board": met["followers_on_board"],
            "glory": state.glory[p],
        }
    order = sorted(state.players, key=lambda p: standing_key(state, p), reverse=True)
    ranking, rank = [], 0
    for i, p in enumerate(order):
        if i == 0 or standing_key(state, p) != standing_key(state, order[i - 1]):
            rank = i + 1
        # `tiebreak`: followers on the board, then countries controlled (3.5), as `tiebreaks` names them
        ranking.append({"player": p, "score": players[p]["points"], "rank": rank,
                        "tiebreak": [players[p]["followers_on_board"], players[p]["controlled"]],
                        "tiebreaks": {"followers_on_board": players[p]["followers_on_board"],
                                      "controlled": players[p]["controlled"]}})
    return {"game": "carolingi", "final": state.over, "year": state.year, "ranking": ranking,
            "winners": list(state.winners), "end_reason": state.end_reason, "order": order, "players": players,
            "court_days": state.court_days}
