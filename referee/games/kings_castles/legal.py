"""The legal lines of each command now, in the rules' order (referee/legal.py asks for them)."""

from __future__ import annotations

from collections.abc import Iterator

from referee.games.kings_castles import attacks, questions, selection
from referee.games.kings_castles.board import ROUEN, UNITS, regions
from referee.games.kings_castles.state import State
from referee.turn import Pending


def lines(state: State, command: str, pending: Pending | None) -> Iterator[str] | None:
    kind = pending.kind if pending is not None else None
    if command == "household":
        if kind != "draw" or state.draw["bagged"]:
            return iter(())
        colour, left = pending["colour"], state.draw["left"]
        return iter([f"household {t} {n}" for t in UNITS
                     for n in range(1, min(left, state.households[colour].get(t, 0)) + 1)])
    if command == "draw":
        if kind != "draw" or (not state.draw["bagged"] and not state.draw.get("housed", True)
                              and sum(state.households[pending["colour"]].values())):
            return iter(())  # at least one unit from the household first
        return iter([f"draw {c}" for c in state.bag])
    if command == "enemy":
        if kind != "enemy":
            return iter(())
        empty = [r for r in regions() if r != ROUEN and r not in state.units]
        return iter([f"enemy {t}" for t in pending["types"]] + [f"enemy {t} {r}" for t in pending["types"] for r in empty])
    if command == "crown":
        if kind != "crown":
            return iter(())
        out = [f"crown {b}" for b in pending["boxes"]]
        player, sel = pending["player"], state.selection
        if questions.first_of_selection(state, player):  # a player of two sets may begin with the other (9.1)
            for other in state.sets[player]:
                if other != pending["colour"] and state.crowns_left.get(other):
                    out += [f"crown {b} {other}" for b in selection.allowed(state, other, sel["lo"], sel["hi"])]
        return iter(out)
    if command == "discard":
        return iter([f"discard {c}" for c in pending["counters"]] if kind == "discard" else [])
    if command == "attack":
        if pending is not None:
            return iter(())
        return iter([f"attack {r} {' '.join(cs)}" for r, cs in attacks.legal_attacks(state)])
    if command in ("castle", "tax", "end") and state.king is None:  # a reign whose crown was taken off with put
        return iter(())
    if command == "castle":
        if pending is not None or state.phase != "attack" or state.stage == "taxed":
            return iter(())
        sizes = sorted({int(c.split("-")[1]) for c in state.arrays[state.king] if c.startswith("castle-")})
        return iter([f"castle {s} {r}" for s in sizes for r in regions() if r not in state.castles])
    if command == "tax":
        ok = pending is None and state.phase == "attack" and state.stage != "taxed" and state.tax_left[state.king] > 0
        return iter(["tax"] if ok else [])
    if command == "end":
        return iter(["end"] if pending is None and state.phase == "attack" else [])
    if command == "fact":
        return iter(())
    return None
