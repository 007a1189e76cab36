"""The board of Carolingi as the game reads it: countries, regions, slots, forests, homelands and
adjacency, built from the printed facts (data/facts.toml, with the table's corrections laid over them).

The map is provisional data (see data/facts.toml): `uncertain_keys` names the facts a ruling rests on
so that the engine can say so. A board is built once per set of fact values (cached).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from referee import facts as facts_mod

GAME = "carolingi"
SETUP = facts_mod.table(GAME, "setup")
COMPONENTS = facts_mod.table(GAME, "components")
REGIONS: tuple[str, ...] = tuple(SETUP["region_from"])  # in the order they enter play
HOMELANDS: tuple[str, ...] = tuple(SETUP["homelands"])
COUNTRIES: tuple[str, ...] = tuple(k.split(".")[1] for k in facts_mod.keys(GAME) if k.endswith(".region"))


def component(name: str) -> int:
    return COMPONENTS[name]


@dataclass(frozen=True)
class Board:
    """The board for one player count: what is in play, and how it hangs together."""

    players: int
    regions: tuple[str, ...]  # regions in play, in order
    region_of: dict[str, str]  # every country on the board (in play or not) -> its region
    countries: tuple[str, ...]  # countries in play, in board order
    forests: frozenset[str]
    homelands: tuple[str, ...]  # in palace order, as many as players
    start_cards: tuple[str, ...]
    neighbours: dict[str, tuple[str, ...]]  # country in play -> adjacent countries in play, by land or sea
    by_sea: frozenset[frozenset[str]] = frozenset()  # the pairs joined by a dashed line over water

    def in_region(self, region: str) -> tuple[str, ...]:
        return tuple(c for c in self.countries if self.region_of[c] == region)

    def slots(self, region: str) -> int:
        """Card slots of a region: two fewer than its countries (2.1.3)."""
        return max(0, sum(1 for r in self.region_of.values() if r == region) - component("slots_less"))

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.neighbours.get(a, ())

    def sea(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.by_sea


def _value(facts: dict, table: dict, key: str) -> Any:
    if key in table:
        return table[key]
    return facts[key].value


def _typed(facts: dict, table: dict, key: str) -> bool:
    return key in table or facts[key].provenance == "table"


def board(players: int, facts: dict, table: dict) -> Board:
    """The board for a player count, from the facts the game is played with and those typed in."""
    key = (players, _content(facts), tuple(sorted((k, _hashable(v)) for k, v in table.items())) if table else ())
    return _board(key, players, _Frozen(facts), _Frozen(table))


def _hashable(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


_CONTENT: dict[int, tuple[dict, tuple]] = {}  # id -> (the facts, their content): a game's facts never change


def _content(facts: dict) -> tuple:
    known = _CONTENT.get(id(facts))
    if known is not None and known[0] is facts:
        return known[1]
    content = tuple((f.key, _hashable(f.value), f.provenance == "table") for f in facts.values())
    if len(_CONTENT) > 64:
        _CONTENT.clear()
    _CONTENT[id(facts)] = (facts, content)
    return content


class _Frozen:
    """A dict passed to the cache by identity (the facts of a game never change in place)."""

    def __init__(self, d: dict) -> None:
        self.d = d

    def __hash__(self) -> int:
        return 0

    def __eq__(self, other: object) -> bool:
        return True


@cache
def _board(key: tuple, players: int, frozen_facts: _Frozen, frozen_table: _Frozen) -> Board:
    facts, table = frozen_facts.d, frozen_table.d
    regions = tuple(r for r in REGIONS if SETUP["region_from"][r] <= players)
    region_of = {c: _value(facts, table, f"country.{c}.region") for c in COUNTRIES}
    region_of = {c: r for c, r in region_of.items() if r != "none"}
    countries = tuple(c for c in COUNTRIES if region_of.get(c) in regions)
    forests = frozenset(c for c, n in SETUP["forest_from"].items() if n <= players and c in countries)
    homelands = tuple(HOMELANDS[:players])
    start = tuple(c for c, n in SETUP["start_cards"].items() if n <= players and c in countries)
    land = _edges(facts, table, region_of, countries, "neighbours")
    sea = _edges(facts, table, region_of, countries, "sea")
    near = {a: tuple(b for b in countries if b in land[a] or b in sea[a]) for a in countries}
    by_sea = frozenset(frozenset((a, b)) for a in countries for b in sea[a])
    return Board(players, regions, region_of, countries, forests, homelands, start, near, by_sea)


def _edges(facts: dict, table: dict, region_of: dict, countries: tuple[str, ...], kind: str) -> dict[str, set[str]]:
    """One kind of adjacency (land `neighbours` or `sea`): an edge when either side lists the other,
    except that a list the table has typed is complete for its country."""
    lists = {c: set(_value(facts, table, f"country.{c}.{kind}")) - {"none"} for c in region_of}
    typed = {c for c in region_of if _typed(facts, table, f"country.{c}.{kind}")}
    out: dict[str, set[str]] = {}
    for a in countries:
        found = set()
        for b in countries:
            if a == b:
                continue
            if a in typed and b not in typed:
                edge = b in lists[a]
            elif b in typed and a not in typed:
                edge = a in lists[b]
            else:
                edge = b in lists[a] or a in lists[b]
            if edge:
                found.add(b)
        out[a] = found
    return out


def adjacency_keys(*countries: str) -> list[str]:
    """The facts an adjacency ruling about these countries rests on."""
    return [f"country.{c}.{kind}" for c in countries for kind in ("neighbours", "sea")]


def uncertain_keys(facts: dict, table: dict, keys: list[str]) -> list[str]:
    """Those of the keys whose value is inferred or provisional (not typed by the table)."""
    out = []
    for key in keys:
        if key in table or key not in facts:
            continue
        if facts[key].uncertain:
            out.append(key)
    return out
