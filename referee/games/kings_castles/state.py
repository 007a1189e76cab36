"""The mirror of a Kings & Castles table as plain data that round-trips through TOML.

Counters are named by strings: "green-knight", "enemy-archer" (a unit: colour and type), "merc-3" (a
mercenary of 3 bolts), "castle-2" (a castle of 2 points). Every counter is in exactly one place: on
the map (a region's unit, a region's castle), in a faction's array, in a faction's household (units
of its own colour), in the bag, or in the destroyed pile.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields, replace
from typing import Any

from referee.games.kings_castles.board import BOXES, ENEMY, SHORT_BOXES, UNIT_VALUE, UNITS, Board, board


def unit(colour: str, kind: str) -> str:
    return f"{colour}-{kind}"


def split(counter: str) -> tuple[str, str]:
    """('green', 'knight'), ('merc', '3'), ('castle', '2')."""
    a, _sep, b = counter.partition("-")
    return a, b


def value(counter: str) -> int:
    a, b = split(counter)
    return UNIT_VALUE[b] if b in UNIT_VALUE else int(b)


def spread(values: Any) -> list[str]:
    """The counters of a repeated COUNTER argument, a counted one ("green-knight green-knight", typed
    緑の騎士2個) spread out."""
    return [c for value in values for c in str(value).split()]


def is_unit(counter: str) -> bool:
    return split(counter)[1] in UNITS


def colour_of(counter: str) -> str | None:
    """The colour of a unit (a faction's or 'enemy'); None for a mercenary or a castle."""
    a, b = split(counter)
    return a if b in UNITS else None


@dataclass
class State:
    players: tuple[str, ...]
    length: str = "full"  # full | short (rulebook 9.3)
    overlap: bool = False  # the addendum's overlapping turns (10.1)
    staggered: bool = True  # the full game's kings chosen in parts (10.3), else all at the start (2 (10))
    sets: dict[str, list[str]] = field(default_factory=dict)  # player -> their colours (two in a 2-player game)
    facts: dict[str, Any] = field(default_factory=dict)  # printed facts: key -> value (the save's, not shown)
    provenance: dict[str, str] = field(default_factory=dict)  # key -> provenance of the value in use
    table_facts: dict[str, Any] = field(default_factory=dict)  # facts typed in this game (fact KEY VALUE)
    units: dict[str, str] = field(default_factory=dict)  # region -> unit counter holding it
    castles: dict[str, int] = field(default_factory=dict)  # region -> castle size
    arrays: dict[str, list[str]] = field(default_factory=dict)  # colour -> counters, sorted
    households: dict[str, dict[str, int]] = field(default_factory=dict)  # colour -> unit type -> count
    bag: dict[str, int] = field(default_factory=dict)  # counter -> count (only counts above 0)
    destroyed: dict[str, int] = field(default_factory=dict)
    crowns: dict[str, str] = field(default_factory=dict)  # box number (as text) -> colour
    flipped: list[int] = field(default_factory=list)  # boxes whose reign is over
    crowns_left: dict[str, int] = field(default_factory=dict)  # colour -> crown markers not yet placed
    tax_left: dict[str, int] = field(default_factory=dict)  # colour -> taxation markers face up
    money: dict[str, int] = field(default_factory=dict)  # colour -> money (secret until the end)
    phase: str = "enemies"  # enemies arrays select bonus rouen attack refill discard over
    box: int = 0  # the reign being played (0 before the first)
    first: str = ""  # who won the lot and places the first crown ("" : the first player named)
    other: str | None = None  # the 'other' country chosen this reign (rulebook 5.4)
    stage: str = "attacks"  # attacks | castles | taxed: how far the king's turn has gone (4.2)
    draw: dict[str, Any] | None = None  # the draw under way: colour, left, bagged, why
    selection: dict[str, Any] | None = None  # the king selection under way: lo, hi, order, at, first
    after: list[str] = field(default_factory=list)  # what follows the current step (overlapping turns)
    pending: dict[str, Any] | None = None
    over: bool = False
    final: dict[str, int] = field(default_factory=dict)  # colour -> money of the final taxation
    _board: Board | None = field(default=None, compare=False, repr=False)

    def copy(self) -> State:
        new = replace(self, sets={p: list(c) for p, c in self.sets.items()}, facts=self.facts,
                      provenance=self.provenance, table_facts=dict(self.table_facts),
                      units=dict(self.units), castles=dict(self.castles),
                      arrays={c: list(a) for c, a in self.arrays.items()},
                      households={c: dict(h) for c, h in self.households.items()},
                      bag=dict(self.bag), destroyed=dict(self.destroyed), crowns=dict(self.crowns),
                      flipped=list(self.flipped), crowns_left=dict(self.crowns_left), tax_left=dict(self.tax_left),
                      money=dict(self.money), draw=copy.deepcopy(self.draw), selection=copy.deepcopy(self.selection),
                      after=list(self.after), pending=copy.deepcopy(self.pending), final=dict(self.final))
        new._board = self._board
        return new

    # --- lookups ------------------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        if self._board is None:
            given = frozenset(k.split(".")[1] for k in (*self.table_facts, *self.provenance)
                              if k.endswith(".adjacent") and (k in self.table_facts or self.provenance[k] == "table"))
            self._board = board({**self.facts, **self.table_facts}, given)
        return self._board

    def fact(self, key: str) -> Any:
        return self.table_facts[key] if key in self.table_facts else self.facts[key]

    @property
    def colours(self) -> list[str]:
        return [c for p in self.players for c in self.sets[p]]

    def owner(self, colour: str) -> str:
        return next(p for p, cs in self.sets.items() if colour in cs)

    @property
    def last_box(self) -> int:
        return SHORT_BOXES if self.length == "short" else BOXES

    @property
    def king(self) -> str | None:
        """The colour of the current king, or None between reigns."""
        return self.crowns.get(str(self.box)) if self.box else None

    def holder(self, region: str) -> str | None:
        """The colour holding a region ('enemy' for an enemy unit), None when empty."""
        u = self.units.get(region)
        return u.partition("-")[0] if u else None

    def defence(self, region: str) -> int:
        u = self.units.get(region)
        return (value(u) if u else 0) + self.castles.get(region, 0)

    def towns(self, colour: str) -> int:
        """The value of the towns a colour's units hold (rulebook 8.1)."""
        b = self.board
        return sum(b.value[r] for r, u in self.units.items() if u.partition("-")[0] == colour)

    # --- places of counters ---------------------------------------------------------------------------
    def add(self, pile: dict[str, int], counter: str, n: int = 1) -> None:
        pile[counter] = pile.get(counter, 0) + n
        if pile[counter] <= 0:
            del pile[counter]

    def to_array(self, colour: str, counter: str) -> None:
        self.arrays[colour] = sorted([*self.arrays[colour], counter], key=sort_key)

    def from_array(self, colour: str, counter: str) -> None:
        arr = list(self.arrays[colour])
        arr.remove(counter)
        self.arrays[colour] = arr

    def in_bag(self) -> int:
        """How many counters are in the bag as the table sees it. During the set-up's enemy draw only
        the enemy units are in it (rulebook 2 (6)); the players' other units, the mercenaries and the
        castles go in after (2 (8)), though the referee keeps them in `bag` from the start."""
        if self.phase == "enemies":
            return sum(n for c, n in self.bag.items() if split(c)[0] == ENEMY)
        return sum(self.bag.values())

    def counters(self) -> dict[str, int]:
        """Every counter of the game by where it is: for the conservation checks."""
        total: dict[str, int] = {}
        for u in self.units.values():
            total[u] = total.get(u, 0) + 1
        for size in self.castles.values():
            total[f"castle-{size}"] = total.get(f"castle-{size}", 0) + 1
        for arr in self.arrays.values():
            for c in arr:
                total[c] = total.get(c, 0) + 1
        for colour, h in self.households.items():
            for kind, n in h.items():
                total[unit(colour, kind)] = total.get(unit(colour, kind), 0) + n
        for pile in (self.bag, self.destroyed):
            for c, n in pile.items():
                total[c] = total.get(c, 0) + n
        return {c: n for c, n in total.items() if n}


ORDER = {"knight": 0, "man": 1, "archer": 2}


def sort_key(counter: str) -> tuple:
    a, b = split(counter)
    group = 0 if b in ORDER else (1 if a == "merc" else 2)
    return (group, a if group == 0 else "", ORDER.get(b, 0), -int(b) if b.isdigit() else 0)


# --- TOML ---------------------------------------------------------------------------------------------

# Fields added after saves were first written: written only when they differ from their default, so
# that the snapshot of an older save still matches the state its log replays to.
_LATER_FIELDS = ("staggered",)

def to_dict(state: State) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(State):
        if f.name in ("facts", "provenance", "_board"):
            continue
        value = getattr(state, f.name)
        if f.name in _LATER_FIELDS and value == f.default:  # saves written before the field stay valid
            continue
        if value is None:
            continue
        if isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, dict):
            value = copy.deepcopy(dict(sorted(value.items())) if f.name not in ("draw", "selection", "pending")
                                  else value)
        elif isinstance(value, list):
            value = list(value)
        out[f.name] = value
    return out
