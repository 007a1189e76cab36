"""The Tigris & Euphrates boards: squares, adjacency, rivers and starting temples, read through
referee/facts.py from data/facts.toml."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from referee import facts as facts_mod

GAME = "tigris"
COLUMNS = "ABCDEFGHIJKLMNOP"
ROWS = 11
COLOURS = ("red", "blue", "green", "black")  # temple, farm, market, settlement
SQUARES = tuple(f"{c}{r}" for r in range(1, ROWS + 1) for c in COLUMNS)


def _neighbours(square: str) -> tuple[str, ...]:
    col, row = COLUMNS.index(square[0]), int(square[1:])
    out = []
    for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        c, r = col + dc, row + dr
        if 0 <= c < len(COLUMNS) and 1 <= r <= ROWS:
            out.append(f"{COLUMNS[c]}{r}")
    return tuple(out)


NEIGHBOURS: dict[str, tuple[str, ...]] = {sq: _neighbours(sq) for sq in SQUARES}


def parse_square(token: str) -> str | None:
    """'f4', 'F4', '4F' -> 'F4'; None when it names no square of the board."""
    text = token.strip().upper()
    if len(text) < 2:
        return None
    if text[0].isalpha() and text[1:].isdigit():
        col, row = text[0], text[1:]
    elif text[-1].isalpha() and text[:-1].isdigit():
        col, row = text[-1], text[:-1]
    else:
        return None
    if col not in COLUMNS or not (1 <= int(row) <= ROWS) or row.startswith("0"):
        return None
    return f"{col}{int(row)}"


@cache  # (asked after every tile placed: a monument may be built)
def block(top_left: str) -> tuple[str, ...] | None:
    """The four squares of the 2x2 block whose top-left square is given, or None at the edge."""
    col, row = COLUMNS.index(top_left[0]), int(top_left[1:])
    if col + 1 >= len(COLUMNS) or row + 1 > ROWS:
        return None
    c0, c1 = COLUMNS[col], COLUMNS[col + 1]
    return (f"{c0}{row}", f"{c1}{row}", f"{c0}{row + 1}", f"{c1}{row + 1}")


@cache
def blocks_containing(square: str) -> tuple[str, ...]:
    """Top-left squares of every 2x2 block that contains the square."""
    col, row = COLUMNS.index(square[0]), int(square[1:])
    out = []
    for dc in (-1, 0):
        for dr in (-1, 0):
            c, r = col + dc, row + dr
            if 0 <= c < len(COLUMNS) - 1 and 1 <= r < ROWS:
                out.append(f"{COLUMNS[c]}{r}")
    return tuple(out)


class Board(NamedTuple):
    name: str
    rivers: frozenset[str]
    temples: tuple[str, ...]
    priority_treasures: frozenset[str]
    priority_rule: str
    source: str
    provenance: str


@cache
def board(name: str) -> Board:
    data = facts_mod.table(GAME, "boards")[name]
    return Board(
        name=name,
        rivers=frozenset(data["rivers"]),
        temples=tuple(data["temples"]),
        priority_treasures=frozenset(data["priority_treasures"]),
        priority_rule=data["priority_rule"],
        source=data["source"],
        provenance=data["provenance"],
    )


def board_names() -> tuple[str, ...]:
    return tuple(facts_mod.table(GAME, "boards"))


def components() -> dict:
    return facts_mod.table(GAME, "components")
