"""Final scoring (■28): knight strength and extension tiles (8 and 4, with tie-breaks and the
shared-place rule rounded down), nobles by the track, and the winner; standings for `score`.
"""

from __future__ import annotations

from typing import Any

from referee.core import Msg, Outcome, msg, step
from referee.games.lancaster import facts
from referee.games.lancaster.state import State
from referee.i18n import N_


def _groups(order: list[str], keys: dict[str, tuple[int, int]]) -> list[list[str]]:
    """Players from the best (value, tie-break) down, those still equal grouped together."""
    groups: list[list[str]] = []
    for p in sorted(order, key=lambda q: keys[q], reverse=True):
        if groups and keys[groups[-1][0]] == keys[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


def places(order: list[str], keys: dict[str, tuple[int, int]], awards: list[int]) -> dict[str, int]:
    """Points for 1st and 2nd place. Equal keys (value, tie-break) share: a tie for 1st splits 1st + 2nd,
    a tie for 2nd splits 2nd; fractions are dropped."""
    groups = _groups(order, keys)
    result = {p: 0 for p in order}
    first, second = awards[0], awards[1] if len(awards) > 1 else 0
    if len(groups[0]) > 1:
        for p in groups[0]:
            result[p] = (first + second) // len(groups[0])
        return result
    result[groups[0][0]] = first
    if len(groups) > 1:
        for p in groups[1]:
            result[p] = second // len(groups[1])
    return result


def knight_strength(state: State, player: str, in_france: bool) -> int:
    total = sum(state.court[player]) + sum(state.castle[player].values())
    if in_france:
        total += sum(k for _w, k in state.deployed(player) if _w.startswith(("u", "l")))
    return total


def final(state: State, out: Outcome) -> None:
    order = state.order()
    knight_awards = facts.need(state, out, "final.knights", "lancaster.final.knights")
    ext_awards = facts.need(state, out, "final.extensions", "lancaster.final.extensions")
    stuck = {p: sum(k for w, k in state.deployed(p) if w.startswith(("u", "l"))) for p in order}
    in_france = False
    if any(stuck.values()):
        in_france = facts.need(state, out, "final.knights-in-france", "lancaster.final.france")
        out.why.append(step("lancaster.final.france", None if in_france else N_("lancaster.final.france.not-counted"),
                            knights=", ".join(f"{p} {stuck[p]}" for p in order if stuck[p])))
    strength = {p: knight_strength(state, p, in_france) for p in order}
    k_points = places(order, {p: (strength[p], state.servants[p]) for p in order}, knight_awards)
    extensions = {p: len(state.extensions[p]) for p in order}
    e_points = places(order, {p: (extensions[p], state.coins[p]) for p in order}, ext_awards)
    for p in order:
        n = len(state.nobles[p])
        noble_points = facts.need(state, out, f"nobles.track.{n}", "lancaster.final.nobles") if n else 0
        before = state.pp[p]
        state.pp[p] += k_points[p] + e_points[p] + noble_points
        state.final[p] = {"play": before, "strength": strength[p], "servants": state.servants[p],
                          "knights": k_points[p], "extension_tiles": extensions[p], "coins": state.coins[p],
                          "extensions": e_points[p], "nobles_count": n, "nobles": noble_points,
                          "total": state.pp[p]}
    out.why.extend(why(state))
    state.over = True
    state.phase = "over"
    winners = winners_of(state)
    out.events.append(msg("lancaster.final.winner.done", "lancaster.final.winner", winners=winners,
                          score=state.pp[winners[0]]))


# The printed facts the final scoring reads: typed after the end, they re-do it (see redo).
FACT_PREFIXES = ("final.", "nobles.track.")


def take_back(state: State) -> None:
    """Back to the points of play: what the final scoring added is taken off (■28 scores once)."""
    for p, done in state.final.items():
        state.pp[p] -= done["total"] - done["play"]
    state.final = {}


def redo(state: State, out: Outcome, key: str | None = None) -> None:
    """A fact the final scoring reads (`key`), or a set-up line (no key), typed after the end: the final
    scoring is done again from the points of play on the corrected position, and the table is told
    whether the result changed (lancaster.facts.table, lancaster.final.winner)."""
    if not state.over or not state.final or (key is not None and not key.startswith(FACT_PREFIXES)):
        return
    before = {p: dict(state.final[p]) for p in state.players}
    take_back(state)
    again = Outcome(state)
    final(state, again)
    if key is None:  # a set-up line: said only when the result changed
        if state.final != before:
            out.events.append(msg("lancaster.final.winner.recount", "lancaster.final.winner"))
            out.events += again.events
            out.why += [out.events[-len(again.events) - 1], *again.why]
        return
    if state.final == before:
        out.events.append(msg("lancaster.facts.table.final-same", "lancaster.facts.table", fact=key))
        out.why.extend(again.why)
        return
    out.events.append(msg("lancaster.facts.table.final-redone", "lancaster.facts.table", fact=key))
    out.why.append(out.events[-1])
    out.events += again.events
    out.why += again.why


def winners_of(state: State) -> list[str]:
    best = max(state.pp.values())
    return [p for p in state.order() if state.pp[p] == best]


def _shared(order: list[str], keys: dict[str, tuple[int, int]]) -> list[list[str]]:
    """The groups that share 1st or 2nd place."""
    return [g for g in _groups(order, keys)[:2] if len(g) > 1]


def why(state: State) -> list[Msg]:
    if not state.final:
        return [step("lancaster.final.winner", "lancaster.final.winner.standing", player=p, score=state.pp[p])
                for p in ranking_order(state)]
    order = state.order()
    f = state.final
    steps = []
    for p in order:
        steps.append(step("lancaster.final.knights", player=p, strength=f[p]["strength"], servants=f[p]["servants"],
                          points=f[p]["knights"]))
    for group in _shared(order, {p: (f[p]["strength"], f[p]["servants"]) for p in order}):
        steps.append(step("lancaster.final.shared", players=group, points=f[group[0]]["knights"]))
    for p in order:
        steps.append(step("lancaster.final.extensions", player=p, count=f[p]["extension_tiles"], coins=f[p]["coins"],
                          points=f[p]["extensions"]))
    for group in _shared(order, {p: (f[p]["extension_tiles"], f[p]["coins"]) for p in order}):
        steps.append(step("lancaster.final.shared", players=group, points=f[group[0]]["extensions"]))
    for p in order:
        steps.append(step("lancaster.final.nobles", player=p, count=f[p]["nobles_count"], points=f[p]["nobles"]))
    for p in ranking_order(state):
        steps.append(step("lancaster.final.winner", player=p, play=f[p]["play"], knights=f[p]["knights"],
                          extensions=f[p]["extensions"], nobles=f[p]["nobles"], score=state.pp[p]))
    return steps


def ranking_order(state: State) -> list[str]:
    order = state.order()
    return sorted(order, key=lambda p: -state.pp[p])


def score_json(state: State) -> dict[str, Any]:
    ranked = ranking_order(state)
    rows = []
    rank = 0
    for i, p in enumerate(ranked):
        if i == 0 or state.pp[p] != state.pp[ranked[i - 1]]:
            rank = i + 1
        # the same keys before the end as after it: the final scoring's parts are null until it is done.
        # `tiebreak` is empty: players level on power points share the victory (■28); `tiebreaks` are the
        # final scoring's awards' (knights, extension tiles)
        row: dict[str, Any] = {"player": p, "score": state.pp[p], "rank": rank, "tiebreak": [], "breakdown": None,
                               "tiebreaks": None}
        if state.final:
            f = state.final[p]
            row["breakdown"] = {"play": f["play"], "knights": f["knights"], "extensions": f["extensions"],
                                "nobles": f["nobles"]}
            row["tiebreaks"] = {"strength": f["strength"], "servants": f["servants"],
                                "extension_tiles": f["extension_tiles"], "coins": f["coins"],
                                "nobles": f["nobles_count"]}
        rows.append(row)
    return {"final": state.over, "round": state.round, "ranking": rows,
            "winners": winners_of(state) if state.over else []}
