"""The map and the succession chart as the referee plays them: built from the printed facts of a game
(data/facts.toml, the table's board profile, the `fact` lines of this game), read through
referee/facts.py. Everything here is plain lookups; the rules are in the rule modules."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from referee import facts as facts_mod

GAME = "kings-castles"
COUNTRIES = ("england", "scotland", "wales", "ireland", "france")
UNITS = ("knight", "man", "archer")  # 3, 2, 1 points (rulebook 1.2)
UNIT_VALUE = {"knight": 3, "man": 2, "archer": 1}
COLOURS = ("green", "blue", "turquoise", "plum")
ENEMY = "enemy"
BOXES = 24
SHORT_BOXES = 12
ROUEN = "rouen"  # empty at the start; William I's free unit (rulebook 2 (6), (11))
WILLIAM = 1  # the box of William I


@lru_cache(maxsize=1)
def shipped() -> dict[str, facts_mod.Fact]:
    return facts_mod.shipped(GAME)


@lru_cache(maxsize=1)
def regions() -> tuple[str, ...]:
    """The regions in map order (the facts file's order)."""
    return tuple(k.split(".")[1] for k in shipped() if k.startswith("region.") and k.endswith(".country"))


@dataclass(frozen=True)
class Board:
    country: dict[str, str]
    value: dict[str, int]
    symbols: dict[str, frozenset[str]]
    adjacent: dict[str, frozenset[str]]
    king: dict[int, str]
    bonus: dict[int, int]
    target: dict[int, str]  # the country each box's king attacks

    def regions_of(self, country: str) -> list[str]:
        return [r for r in regions() if self.country[r] == country]

    def has(self, region: str, symbol: str) -> bool:
        return symbol in self.symbols[region]


def _build(values: tuple[tuple[str, Any], ...], given: frozenset[str]) -> Board:
    """The board of these values. A border is in either region's list of neighbours, except that the
    list of a region in `given` (typed by the table) is the whole of that region's: a border another
    region's list names and this one leaves out is gone."""
    v = dict(values)
    rs = regions()
    adj: dict[str, set[str]] = {r: set() for r in rs}
    for r in rs:
        for n in v[f"region.{r}.adjacent"]:
            if n in given and r not in given:
                continue  # n's own list, typed by the table, decides
            if n in adj and n != r and v[f"region.{n}.country"] == v[f"region.{r}.country"]:
                adj[r].add(n)
                adj[n].add(r)
    return Board(
        country={r: v[f"region.{r}.country"] for r in rs},
        value={r: v[f"region.{r}.value"] for r in rs},
        symbols={r: frozenset(s for s in v[f"region.{r}.symbols"] if s != "none") for r in rs},
        adjacent={r: frozenset(a) for r, a in adj.items()},
        king={n: v[f"chart.{n}.king"] for n in range(1, BOXES + 1)},
        bonus={n: v[f"chart.{n}.bonus"] for n in range(1, BOXES + 1)},
        target={n: v[f"chart.{n}.country"] for n in range(1, BOXES + 1)},
    )


_CACHE: dict[tuple, Board] = {}


def board(values: dict[str, Any], given: frozenset[str] = frozenset()) -> Board:
    """The board of a game's fact values (key -> value), `given` the regions whose neighbours the table
    typed (see _build); cached by both."""
    key = tuple(sorted((k, tuple(x) if isinstance(x, list) else x) for k, x in values.items()
                       if k.startswith(("region.", "chart."))))
    found = _CACHE.get((key, given))
    if found is None:
        if len(_CACHE) > 64:
            _CACHE.clear()
        found = _CACHE[key, given] = _build(key, given)
    return found
