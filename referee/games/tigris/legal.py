"""Tigris & Euphrates: the legal lines of each command now (referee/legal.py asks them), in the rules'
order: a square first where a square decides, then what the square allows.

The referee does not know the colours of a player's hand (only how many tiles it holds), so a tile
line is generated for every colour the square allows: the rules let any of them be typed, and the
table sees what is placed. With that, every line generated here is one `apply` accepts (no rule is
left open; tests/test_legal.py checks both ways).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from referee import facts
from referee.games.tigris import questions
from referee.games.tigris.board import COLOURS, NEIGHBOURS, SQUARES, board
from referee.games.tigris.regions import adjacent_temples, kingdoms
from referee.games.tigris.state import State
from referee.turn import Pending

LAND_COLOURS = tuple(c for c in COLOURS if c != "blue")


def _touching(state: State):
    """For an empty square, how many kingdoms it touches (regions.neighbour_kingdoms, with the
    kingdoms found once for the whole board rather than once per square)."""
    which = {sq: i for i, kingdom in enumerate(kingdoms(state)) for sq in kingdom}
    return lambda square: len({which[n] for n in NEIGHBOURS[square] if n in which})


def _leader(state: State) -> Iterator[str]:
    player, rivers = state.player, board(state.board).rivers
    for colour in COLOURS:
        origin = state.leader_square(player, colour)
        if origin is not None:
            yield f"leader {colour} off"
        lifted = state.lifted(origin)
        touching = _touching(lifted)
        for square in SQUARES:
            if (square == origin or lifted.occupied(square) or square in rivers
                    or adjacent_temples(lifted, square) == 0 or touching(square) >= 2):
                continue
            yield f"leader {colour} {square}"


def _tile(state: State) -> Iterator[str]:
    if state.hands[state.player] < 1:
        return
    rivers, touching = board(state.board).rivers, _touching(state)
    left = {colour for colour in COLOURS if state.unseen(colour) > 0}  # tigris.tile.components
    for square in SQUARES:
        if state.occupied(square) or touching(square) >= 3:
            continue
        for colour in ("blue",) if square in rivers else LAND_COLOURS:
            if colour in left:
                yield f"tile {colour} {square}"


def _catastrophe(state: State) -> Iterator[str]:
    if state.catastrophes_left[state.player] < 1:
        return
    for square in SQUARES:
        if square in state.leaders or square in state.treasures or square in state.flipped \
                or square in state.catastrophes:
            continue
        yield f"catastrophe {square}"


def _swap(state: State) -> Iterator[str]:
    for n in range(1, min(facts.value("tigris", "components.hand"), state.hands[state.player]) + 1):
        yield f"swap {n}"


def _commit(state: State) -> Iterator[str]:
    asked = questions.pending(state)
    hand = state.hands[asked.player]
    left = max(0, state.unseen(asked.params["tile"]) - (asked.get("attacker_commit") or 0))  # tigris.tile.components
    for n in range(min(facts.value("tigris", "components.hand"), hand, left) + 1):
        yield f"commit {n}"


def _monument(state: State) -> Iterator[str]:
    asked = questions.pending(state)
    squares = asked.choice("square")
    yield "monument none"
    for name in asked.choice("monument"):
        if len(squares) == 1:
            yield f"monument {name}"
        for square in squares:
            yield f"monument {name} {square}"


def _treasure(state: State) -> Iterator[str]:
    asked = questions.pending(state)
    for chosen in combinations(asked.choice("square"), asked["count"]):
        yield "treasure " + " ".join(chosen)


GENERATORS = {
    "leader": _leader, "tile": _tile, "catastrophe": _catastrophe, "swap": _swap,
    "end": lambda state: iter(("end",)),
    "commit": _commit, "monument": _monument, "treasure": _treasure,
    "war": lambda state: (f"war {c}" for c in questions.pending(state).choice("colour")),
}


def lines(state: State, command: str, pending: Pending | None) -> Iterator[str] | None:
    generator = GENERATORS.get(command)
    return None if generator is None else generator(state)
