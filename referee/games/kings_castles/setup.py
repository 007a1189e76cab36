"""The new-game set-up by player count and length (rulebook 2, 9.1-9.3): factions and their sets,
crown and taxation markers, households, the bag. The enemies on the map and the arrays are typed by
the table as they are drawn (flow.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.core import Msg, msg
from referee.games.kings_castles import flow
from referee.games.kings_castles.board import ENEMY, UNITS
from referee.games.kings_castles.state import State


# The colours each player plays, by player count (2 players: two sets each, 9.1; 3 players: the
# fourth set is left out, 9.2).
SETS = {2: [["green", "plum"], ["turquoise", "blue"]], 3: [["green"], ["blue"], ["turquoise"]],
        4: [["green"], ["blue"], ["turquoise"], ["plum"]]}


def crowns(players: int, length: str) -> int:
    """Crown markers per colour (2 (3), 9.2, 9.3)."""
    if length == "short":
        return 4 if players == 3 else 3
    return 8 if players == 3 else 6


def new_state(players: tuple[str, ...], options: dict[str, str], facts: dict[str, Any],
              provenance: dict[str, str]) -> State:
    length = options.get("length", "full")
    sets = {p: list(cs) for p, cs in zip(players, SETS[len(players)], strict=True)}
    colours = [c for p in players for c in sets[p]]
    hh = facts[f"counters.household.{length}"]
    state = State(players=tuple(players), length=length, overlap=options.get("overlap", "off") == "on",
                  staggered=options.get("selection", "staggered") == "staggered",
                  sets=sets, facts=facts, provenance=provenance)
    for c in colours:
        state.arrays[c] = []
        state.households[c] = dict(zip(UNITS, hh, strict=True))
        state.crowns_left[c] = crowns(len(players), length)
        state.tax_left[c] = 2 if length == "short" else 3
        state.money[c] = 0
    for counter, n in bag_contents(colours, length, facts.__getitem__).items():
        state.add(state.bag, counter, n)
    state.after = flow.start_queue()
    return state


def bag_contents(colours: list[str], length: str, fact: Callable[[str], Any]) -> dict[str, int]:
    """What the bag holds at set-up by the counter facts (2 (9)): each colour's units, the enemies, the
    mercenaries and the castles."""
    bag: dict[str, int] = {}
    for c in colours:
        bag.update({f"{c}-{t}": n for t, n in zip(UNITS, fact(f"counters.bag.{length}"), strict=True)})
    bag.update({f"{ENEMY}-{t}": n for t, n in zip(UNITS, fact("counters.enemy"), strict=True)})
    bag.update({f"merc-{size}": n for size, n in zip((1, 2, 3), fact("counters.mercenaries"), strict=True)})
    bag.update({f"castle-{size}": n for size, n in zip((1, 2, 3), fact("counters.castles"), strict=True)})
    return bag


def counter_fact(counter: str, length: str) -> str:
    """The fact that says how many of this counter the box holds (the bag's share of it)."""
    kind, _sep, _rest = counter.partition("-")
    return {ENEMY: "counters.enemy", "merc": "counters.mercenaries", "castle": "counters.castles"}.get(
        kind, f"counters.bag.{length}")


def notes(state: State) -> list[Msg]:
    sets = [f"{p}:{'+'.join(cs)}" for p, cs in state.sets.items()]
    out = [msg("kings-castles.setup.factions", "kings-castles.setup.factions", sets=sets, length=state.length)]
    if state.length == "short":  # option selection is the full game's: said, since a table may have typed it
        out.append(msg("kings-castles.crown.window.short", "kings-castles.crown.window"))
    return out + [msg("kings-castles.facts.provisional.note", "kings-castles.facts.provisional")]
