"""A game map: regions, groups of regions (countries, counties, kingdoms...), land and sea adjacency.

Loaded from plain data (a TOML table) and checked on load, so a typo in a data file fails at once
with a message naming the region, never later in a ruling:

    connected = true              # optional: every region reachable from every other (by "any")
    connected_by = "land"         # optional: which adjacency `connected` means: land | sea | any

    [groups.wessex]
    kind = "county"               # optional, free text: several layers of groups may coexist
    regions = ["A", "B"]          # optional; if given it must agree with the regions' own `groups`
    connected = true              # optional, as above, within the group

    [regions.A]
    groups = ["wessex"]           # every group named must be declared under [groups]
    land = ["B"]                  # adjacency must be written on both sides (checked symmetric)
    sea = []

Pure and immutable; queries refuse unknown names with MapError.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

By = Literal["land", "sea", "any"]
BYS = ("land", "sea", "any")


class MapError(ValueError):
    """A map file that cannot be used, or a query naming a region or group the map lacks."""


@dataclass(frozen=True)
class Map:
    """A game's map as its facts give it: regions, named groups of them, land and sea adjacency."""

    regions: tuple[str, ...]
    groups: Mapping[str, tuple[str, ...]]  # group -> its regions, in map order
    kinds: Mapping[str, str]  # group -> kind ("" when none declared)
    land: Mapping[str, frozenset[str]]
    sea: Mapping[str, frozenset[str]]

    # --- names --------------------------------------------------------------------------------
    def _region(self, name: str) -> str:
        if name not in self.land:
            raise MapError(f"unknown region {name!r}; the map has: {', '.join(self.regions)}")
        return name

    def _group(self, name: str) -> str:
        if name not in self.groups:
            raise MapError(f"unknown group {name!r}; the map has: {', '.join(self.groups)}")
        return name

    def __contains__(self, name: object) -> bool:
        return name in self.land

    # --- queries ------------------------------------------------------------------------------
    def neighbours(self, region: str, by: By = "any") -> tuple[str, ...]:
        """The regions next to this one, in map order."""
        self._region(region)
        if by not in BYS:
            raise MapError(f"unknown adjacency {by!r}; expected one of: {', '.join(BYS)}")
        near = (self.land[region] if by != "sea" else frozenset()) | (self.sea[region] if by != "land" else frozenset())
        return tuple(r for r in self.regions if r in near)

    def are_adjacent(self, a: str, b: str, by: By = "any") -> bool:
        self._region(b)
        return b in self.neighbours(a, by)

    def groups_of(self, region: str, kind: str | None = None) -> tuple[str, ...]:
        """Every group holding the region (only those of one kind, if given)."""
        self._region(region)
        return tuple(g for g, rs in self.groups.items() if region in rs and (kind is None or self.kinds[g] == kind))

    def group_of(self, region: str, kind: str | None = None) -> str:
        """The one group (of a kind) that holds the region; MapError if none or several."""
        found = self.groups_of(region, kind)
        if len(found) != 1:
            raise MapError(f"region {region!r} is in {len(found)} groups{f' of kind {kind!r}' if kind else ''}, not one")
        return found[0]

    def regions_of(self, group: str) -> tuple[str, ...]:
        return self.groups[self._group(group)]

    def components(self, by: By = "any", within: Iterable[str] | None = None) -> list[tuple[str, ...]]:
        """The connected components of the regions given (default all), each in map order."""
        pool = set(self.regions if within is None else (self._region(r) for r in within))
        seen: set[str] = set()
        out = []
        for start in self.regions:
            if start not in pool or start in seen:
                continue
            part = {start}
            todo = deque([start])
            while todo:
                for n in self.neighbours(todo.popleft(), by):
                    if n in pool and n not in part:
                        part.add(n)
                        todo.append(n)
            seen |= part
            out.append(tuple(r for r in self.regions if r in part))
        return out

    def path(self, a: str, b: str, by: By = "any", within: Iterable[str] | None = None) -> tuple[str, ...] | None:
        """A shortest path from a to b (both included), through the regions given; None if none."""
        pool = set(self.regions if within is None else (self._region(r) for r in within)) | {self._region(a)}
        self._region(b)
        back: dict[str, str | None] = {a: None}
        todo = deque([a])
        while todo:
            here = todo.popleft()
            if here == b:
                steps = [b]
                while back[steps[-1]] is not None:
                    steps.append(back[steps[-1]])  # type: ignore[arg-type]
                return tuple(reversed(steps))
            for n in self.neighbours(here, by):
                if n in pool and n not in back:
                    back[n] = here
                    todo.append(n)
        return None

    def is_connected(self, by: By = "any", within: Iterable[str] | None = None) -> bool:
        return len(self.components(by, within)) <= 1


# --- loading --------------------------------------------------------------------------------------

def _names(value: Any, what: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise MapError(f"{what} must be a list of names")
    if len(set(value)) != len(value):
        raise MapError(f"{what} names a region or group twice")
    return list(value)


def _by(table: Mapping[str, Any], what: str) -> By:
    by = table.get("connected_by", "any")
    if by not in BYS:
        raise MapError(f"{what}: connected_by must be one of {', '.join(BYS)}, not {by!r}")
    return by


def from_dict(data: Mapping[str, Any], where: str = "map") -> Map:
    """A checked Map from its plain-data form (see the module's docstring); MapError names `where`."""
    try:
        return _build(data, where)
    except MapError as exc:
        raise MapError(f"{where}: {exc}") from None


def _build(data: Mapping[str, Any], where: str) -> Map:
    regions_table = data.get("regions")
    if not isinstance(regions_table, Mapping) or not regions_table:
        raise MapError("no [regions]")
    groups_table = data.get("groups", {})
    if not isinstance(groups_table, Mapping):
        raise MapError("[groups] must be a table")
    regions = tuple(regions_table)
    land: dict[str, frozenset[str]] = {}
    sea: dict[str, frozenset[str]] = {}
    members: dict[str, list[str]] = {g: [] for g in groups_table}
    for name, entry in regions_table.items():
        if not isinstance(entry, Mapping):
            raise MapError(f"region {name!r} must be a table")
        unknown_keys = set(entry) - {"groups", "land", "sea", "name", "source", "provenance"}
        if unknown_keys:
            raise MapError(f"region {name!r}: unknown key(s) {', '.join(sorted(unknown_keys))}")
        for kind, table in (("land", land), ("sea", sea)):
            near = _names(entry.get(kind), f"region {name!r} {kind}")
            for n in near:
                if n not in regions_table:
                    raise MapError(f"region {name!r} {kind}: unknown region {n!r}")
                if n == name:
                    raise MapError(f"region {name!r} is {kind}-adjacent to itself")
            table[name] = frozenset(near)
        for g in _names(entry.get("groups"), f"region {name!r} groups"):
            if g not in members:
                raise MapError(f"region {name!r}: unknown group {g!r}")
            members[g].append(name)
    for kind, table in (("land", land), ("sea", sea)):
        for a, near in table.items():
            for b in near:
                if a not in table[b]:
                    raise MapError(f"{kind} adjacency is not symmetric: {a!r} lists {b!r}, "
                                   f"but {b!r} does not list {a!r}")
    groups: dict[str, tuple[str, ...]] = {}
    kinds: dict[str, str] = {}
    for g, entry in groups_table.items():
        if not isinstance(entry, Mapping):
            raise MapError(f"group {g!r} must be a table")
        if "regions" in entry:
            declared = _names(entry["regions"], f"group {g!r} regions")
            for r in declared:
                if r not in regions_table:
                    raise MapError(f"group {g!r}: unknown region {r!r}")
            if set(declared) != set(members[g]):
                raise MapError(f"group {g!r} lists {', '.join(declared) or 'no region'} but the regions that name "
                               f"it are {', '.join(members[g]) or 'none'}")
        if not members[g]:
            raise MapError(f"group {g!r} holds no region")
        groups[g] = tuple(members[g])
        kinds[g] = str(entry.get("kind", ""))
    built = Map(regions=regions, groups=groups, kinds=kinds, land=land, sea=sea)
    if data.get("connected"):
        by = _by(data, "map")
        parts = built.components(by)
        if len(parts) > 1:
            raise MapError(f"the map is declared connected (by {by}) but falls into {len(parts)} parts: "
                           + " | ".join(", ".join(p) for p in parts))
    for g, entry in groups_table.items():
        if entry.get("connected"):
            by = _by(entry, f"group {g!r}")
            parts = built.components(by, groups[g])
            if len(parts) > 1:
                raise MapError(f"group {g!r} is declared connected (by {by}) but falls into {len(parts)} parts: "
                               + " | ".join(", ".join(p) for p in parts))
    return built


def to_dict(m: Map) -> dict[str, Any]:
    """The plain-data form from_dict reads (groups listed on both sides)."""
    return {
        "groups": {g: {**({"kind": m.kinds[g]} if m.kinds[g] else {}), "regions": list(rs)} for g, rs in m.groups.items()},
        "regions": {r: {"groups": list(m.groups_of(r)),
                        "land": [n for n in m.regions if n in m.land[r]],
                        "sea": [n for n in m.regions if n in m.sea[r]]} for r in m.regions},
    }
