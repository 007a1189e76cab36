"""Final scoring (tigris.score.final, tigris.score.tiebreak).

Each treasure is a wild point. Giving every treasure in turn to the weakest colour yields the
best possible sorted score vector, so it is the optimal assignment for the weakest colour and
for every tie-break after it. Players are ranked on the sorted vectors, weakest colour first.
"""

from __future__ import annotations

from typing import Any

from referee.core import Msg, step
from referee.games.tigris.board import COLOURS
from referee.games.tigris.state import State


def assign(points: dict[str, int], treasures: int) -> dict[str, int]:
    """Points per colour after giving each treasure to the currently weakest colour."""
    result = {c: points.get(c, 0) for c in COLOURS}
    for _ in range(treasures):
        weakest = min(COLOURS, key=lambda c: (result[c], COLOURS.index(c)))
        result[weakest] += 1
    return result


def ranking(state: State) -> list[dict[str, Any]]:
    rows = []
    for player in state.players:
        assigned = assign(state.points[player], state.treasures_won[player])
        vector = sorted(assigned.values())
        rows.append({"player": player, "score": vector[0], "colours": vector, "assigned": assigned})
    rows.sort(key=lambda r: r["colours"], reverse=True)
    rank = 0
    for i, row in enumerate(rows):
        if i == 0 or row["colours"] != rows[i - 1]["colours"]:
            rank = i + 1
        row["rank"] = rank
    return rows


def score_json(state: State) -> dict[str, Any]:
    """The standings; `winners` only once the game is over (empty before, as in every game). The score is
    the weakest colour; `tiebreak` the next weakest, then the next (tigris.score.tiebreak); `colours` all four."""
    rows = ranking(state)
    return {
        "final": state.over,
        "ranking": [{"player": r["player"], "score": r["score"], "tiebreak": r["colours"][1:], "colours": r["colours"],
                     "rank": r["rank"]} for r in rows],
        "winners": [r["player"] for r in rows if r["rank"] == 1] if state.over else [],
    }


def why(state: State) -> list[Msg]:
    rows = ranking(state)
    steps = []
    for r in rows:
        pts = state.points[r["player"]]
        steps.append(step("tigris.score.final", player=r["player"],
                          red=pts["red"], blue=pts["blue"], green=pts["green"], black=pts["black"],
                          treasures=state.treasures_won[r["player"]],
                          vector=" ".join(str(v) for v in r["colours"]), score=r["score"]))
    for a, b in zip(rows, rows[1:]):
        if a["score"] == b["score"]:
            if a["colours"] == b["colours"]:
                steps.append(step("tigris.score.tiebreak", "tigris.score.tiebreak.shared",
                                  first=a["player"], second=b["player"]))
            else:
                k = next(i for i, (x, y) in enumerate(zip(a["colours"], b["colours"])) if x != y)
                steps.append(step("tigris.score.tiebreak", first=a["player"], second=b["player"],
                                  position=k + 1, better=a["colours"][k], worse=b["colours"][k]))
    return steps
