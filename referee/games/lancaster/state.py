"""The mirror of a Lancaster table: plain data that round-trips through TOML.

Every piece is somewhere. A player's seven knights are in the court, on the board (a county, a
conflict, a castle space) or in the stock; coins, servants and voting markers are with a player, on
the board (servants beside a county knight, markers on a ballot) or in the supply; nobles are on a
county, at a player's table, or in the box. The round is a queue of steps (`queue`); the first one
that needs the table's answer is `pending`.

Places ("where") are written as: "court", a county letter "A"-"I", a conflict slot "u1", "u2"
(upper row, first battle) or "l1", "l2" (lower row, second battle), a castle space "s1"-"s6".
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from referee import facts as facts_mod


def _places(key: str):
    return facts_mod.value("lancaster", f"places.{key}")


# The places of the boards, read from data/facts.toml ([places]).
COUNTIES: tuple[str, ...] = tuple(_places("counties"))
DORSET: str = _places("dorset")
LAW_SPACES: int = _places("law-spaces")  # current laws, and proposals, on the parliament board
UPPER: tuple[str, ...] = tuple(_places("conflict-upper"))
LOWER: tuple[str, ...] = tuple(_places("conflict-lower"))
SLOTS = UPPER + LOWER
CONFLICT_SPACES: int = _places("conflict-spaces")  # knight spaces beside a conflict card, one per player
SPACES: tuple[str, ...] = tuple(_places("castle-spaces"))
RESOURCES = ("coins", "servants", "markers")


@dataclass
class State:
    """The mirror of a Lancaster table, as plain data (see the module's notes)."""

    players: tuple[str, ...]
    round: int = 0
    phase: str = "setup"
    start: int = 0  # index of the start player
    queue: list[dict[str, Any]] = field(default_factory=list)
    pending: dict[str, Any] | None = None
    # the players' castles
    court: dict[str, list[int]] = field(default_factory=dict)
    stock: dict[str, list[int]] = field(default_factory=dict)
    castle: dict[str, dict[str, int]] = field(default_factory=dict)  # player -> "s3" -> knight
    extensions: dict[str, list[str]] = field(default_factory=dict)  # player -> spaces covered
    nobles: dict[str, list[str]] = field(default_factory=dict)  # player -> counties, left to right
    coins: dict[str, int] = field(default_factory=dict)
    servants: dict[str, int] = field(default_factory=dict)
    markers: dict[str, int] = field(default_factory=dict)
    pp: dict[str, int] = field(default_factory=dict)
    # the main board
    counties: dict[str, list[Any]] = field(default_factory=dict)  # letter -> [player, knight, servants]
    noble_stacks: dict[str, int] = field(default_factory=dict)
    nobles_box: int = 0
    conflicts: dict[str, dict[str, Any]] = field(default_factory=dict)  # slot -> card and spaces
    conflict_deck: int = 0
    cards_seen: list[str] = field(default_factory=list)  # "7:5-3-1", in the order revealed
    favours: list[str] = field(default_factory=list)  # face up
    # parliament
    laws: list[str] = field(default_factory=list)  # the three current laws, left to right
    proposals: list[str] = field(default_factory=list)  # three slots, "" when empty
    law_deck: int = 0
    laws_gone: list[str] = field(default_factory=list)
    law_texts: dict[str, str] = field(default_factory=dict)  # laws typed in at the table: id -> text
    ballots: dict[str, list[int]] = field(default_factory=dict)  # player -> [yes 1 / no 0, markers]
    supply: dict[str, int] = field(default_factory=dict)
    table_facts: dict[str, Any] = field(default_factory=dict)  # facts typed in during this game
    final: dict[str, dict[str, int]] = field(default_factory=dict)
    over: bool = False
    # The facts the game was started with (from the save); not part of the snapshot.
    facts: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def copy(self) -> State:
        new = State.__new__(State)
        d = new.__dict__
        d.update(self.__dict__)
        d["queue"] = [dict(t) for t in self.queue]
        d["pending"] = dict(self.pending) if self.pending else None
        for name in ("court", "stock", "extensions", "nobles"):
            d[name] = {p: list(v) for p, v in getattr(self, name).items()}
        d["castle"] = {p: dict(v) for p, v in self.castle.items()}
        for name in ("coins", "servants", "markers", "pp", "noble_stacks", "supply", "law_texts", "table_facts"):
            d[name] = dict(getattr(self, name))
        d["counties"] = {c: list(v) for c, v in self.counties.items()}
        d["conflicts"] = {s: _copy_conflict(c) for s, c in self.conflicts.items()}
        d["cards_seen"] = list(self.cards_seen)
        d["favours"] = list(self.favours)
        d["laws"] = list(self.laws)
        d["proposals"] = list(self.proposals)
        d["laws_gone"] = list(self.laws_gone)
        d["ballots"] = {p: list(v) for p, v in self.ballots.items()}
        d["final"] = {p: dict(v) for p, v in self.final.items()}
        return new

    def public(self) -> State:
        """The position as the whole table may know it (■3, ■16: a player's coins and servants lie behind
        the screen). The supply is in view, so what the players hold between them is known to all: each
        player is taken to hold all of it, so a choice that turns only on the private count stays open.
        What the prompt offers and what a question lists are read from it (GameSpec.public_view)."""
        view = self.copy()
        for item in ("coins", "servants"):
            held = sum(max(n, 0) for n in getattr(self, item).values())
            setattr(view, item, dict.fromkeys(self.players, held))
        return view

    # --- players ------------------------------------------------------------------------------
    def order(self) -> list[str]:
        """Players clockwise from the start player."""
        i = self.start
        return list(self.players[i:] + self.players[:i])

    # --- knights ------------------------------------------------------------------------------
    def deployed(self, player: str) -> list[tuple[str, int]]:
        """(where, strength) of every knight of the player on the board (counties, conflicts, castle)."""
        out = [(c, v[1]) for c, v in self.counties.items() if v[0] == player]
        for slot, conflict in self.conflicts.items():
            for p, knights in conflict["spaces"]:
                if p == player:
                    out += [(slot, k) for k in knights]
        out += [(sp, k) for sp, k in self.castle[player].items()]
        return out

    def knights_at(self, player: str, where: str) -> list[int]:
        if where == "court":
            return self.court[player]
        if where in COUNTIES:
            v = self.counties.get(where)
            return [v[1]] if v and v[0] == player else []
        if where in SLOTS:
            c = self.conflicts.get(where)
            if c:
                for p, knights in c["spaces"]:
                    if p == player:
                        return knights
            return []
        if where in SPACES:
            k = self.castle[player].get(where)
            return [k] if k else []
        return []

    def all_knights(self, player: str) -> list[int]:
        return sorted(self.court[player] + self.stock[player] + [k for _w, k in self.deployed(player)])

    def conflict_space(self, slot: str, player: str) -> list[int] | None:
        for p, knights in self.conflicts[slot]["spaces"]:
            if p == player:
                return knights
        return None

    def conflicts_of(self, player: str) -> list[str]:
        return [s for s in SLOTS if s in self.conflicts and self.conflict_space(s, player) is not None]

    def counties_of(self, player: str) -> list[str]:
        return [c for c in COUNTIES if c in self.counties and self.counties[c][0] == player]


def _copy_conflict(c: dict[str, Any]) -> dict[str, Any]:
    out = dict(c)
    out["points"] = list(c["points"])
    out["spaces"] = [[p, list(k)] for p, k in c["spaces"]]
    return out


# --- TOML ---------------------------------------------------------------------------------------

def to_dict(state: State) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(State):
        if f.name == "facts":
            continue
        value = getattr(state, f.name)
        if value is None:
            continue
        if isinstance(value, tuple):
            value = list(value)
        if f.name == "queue":
            value = [_plain(t) for t in value]
        elif f.name == "pending":
            value = _plain(value)
        elif f.name == "conflicts":
            value = {s: {"france": c["france"], "points": list(c["points"]), "battle": c["battle"],
                         "spaces": [[p, list(k)] for p, k in c["spaces"]]} for s, c in sorted(value.items())}
        elif isinstance(value, dict):
            value = {k: (dict(sorted(v.items())) if isinstance(v, dict) else (list(v) if isinstance(v, list) else v))
                     for k, v in sorted(value.items())}
        elif isinstance(value, list):
            value = list(value)
        out[f.name] = value
    return out


def _plain(d: dict[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, (tuple, list)) else v) for k, v in d.items() if v is not None}
