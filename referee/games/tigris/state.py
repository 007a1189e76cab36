"""The mirror of a Tigris & Euphrates table: plain data that round-trips through TOML.

Hands are hidden at the table, so the referee keeps only their sizes. Every tile is somewhere:
on the board, in a hand, in the bag, or out of the game (discarded, removed, committed).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from referee.deck import Deck
from referee.games.tigris.board import COLOURS, board, components


@dataclass
class State:
    """The mirror of a Tigris & Euphrates table, as plain data (see the module's notes)."""

    board: str
    players: tuple[str, ...]
    tiles: dict[str, str] = field(default_factory=dict)  # square -> colour
    flipped: set[str] = field(default_factory=set)  # squares whose tile lies face down under a monument
    leaders: dict[str, tuple[str, str]] = field(default_factory=dict)  # square -> (player, colour)
    treasures: set[str] = field(default_factory=set)  # squares holding a treasure
    catastrophes: set[str] = field(default_factory=set)
    monuments: dict[str, str] = field(default_factory=dict)  # "black-red" -> top-left square
    points: dict[str, dict[str, int]] = field(default_factory=dict)
    treasures_won: dict[str, int] = field(default_factory=dict)
    hands: dict[str, int] = field(default_factory=dict)
    catastrophes_left: dict[str, int] = field(default_factory=dict)
    bag: int = 0
    out: int = 0  # tiles out of the game
    # Of those, the ones whose colour the table saw leave (removed by a war or a catastrophe, committed in a
    # conflict), by colour; a swap's discards leave face down and are counted in `out` only.
    out_by_colour: dict[str, int] = field(default_factory=dict)
    active: int = 0
    actions_left: int = 2
    pending: dict[str, Any] | None = None  # what the table owes the referee next
    unification: str | None = None  # square under the unification tile while wars are fought
    placed: str | None = None  # square of the tile placed this action, until its monument is settled
    over: bool = False
    end_reason: str | None = None
    # The steps being settled (events.py), during one line only: never saved, never shown.
    steps: list[dict[str, Any]] = field(default_factory=list, compare=False, repr=False)

    # --- helpers ----------------------------------------------------------------------------
    def copy(self) -> State:
        """A copy whose boards, hands and scores change without touching this state. (Built field by
        field rather than by dataclasses.replace, which costs twice as much: a save's replay copies
        the state at every line.)"""
        new = State.__new__(State)
        new.__dict__.update(self.__dict__)
        new.tiles = dict(self.tiles)
        new.flipped = set(self.flipped)
        new.leaders = dict(self.leaders)
        new.treasures = set(self.treasures)
        new.catastrophes = set(self.catastrophes)
        new.monuments = dict(self.monuments)
        new.points = {p: dict(c) for p, c in self.points.items()}
        new.treasures_won = dict(self.treasures_won)
        new.hands = dict(self.hands)
        new.catastrophes_left = dict(self.catastrophes_left)
        new.out_by_colour = dict(self.out_by_colour)
        new.pending = dict(self.pending) if self.pending else None
        return new

    def lifted(self, square: str | None) -> State:
        """The board as it is with the leader on `square` lifted off (None: as it is), to test where
        that leader may go. Only the leaders are its own: it is read, never changed."""
        if square is None:
            return self
        view = State.__new__(State)
        view.__dict__.update(self.__dict__)
        view.leaders = {sq: leader for sq, leader in self.leaders.items() if sq != square}
        return view

    @property
    def player(self) -> str:
        return self.players[self.active]

    def face_up(self, square: str, colour: str | None = None) -> bool:
        c = self.tiles.get(square)
        return c is not None and square not in self.flipped and (colour is None or c == colour)

    def occupied(self, square: str) -> bool:
        return square in self.tiles or square in self.leaders or square in self.catastrophes

    def leader_square(self, player: str, colour: str) -> str | None:
        for sq, (p, c) in self.leaders.items():
            if p == player and c == colour:
                return sq
        return None

    def order_from(self, player: str) -> list[str]:
        """Players clockwise starting with the given one."""
        i = self.players.index(player)
        return list(self.players[i:] + self.players[:i])

    def total_tiles(self) -> int:
        return len(self.tiles) + sum(self.hands.values()) + self.bag + self.out

    def total_treasures(self) -> int:
        return len(self.treasures) + sum(self.treasures_won.values())

    def leave_game(self, colour: str, count: int = 1) -> None:
        """Tiles of a colour the table sees leave the game (removed from the board, or committed)."""
        self.out += count
        self.out_by_colour[colour] = self.out_by_colour.get(colour, 0) + count

    def seen(self, colour: str) -> dict[str, int]:
        """Where the tiles of a colour are that the table sees: how many the box holds (total), how many are
        on the board (face up or under a monument) and how many left the game in sight (out). The others
        are in hands or in the bag, face down."""
        return {"total": components()["tiles"][colour],
                "board": sum(1 for c in self.tiles.values() if c == colour),
                "out": self.out_by_colour.get(colour, 0)}

    def unseen(self, colour: str) -> int:
        """How many tiles of a colour can still be in a hand or in the bag."""
        seen = self.seen(colour)
        return seen["total"] - seen["board"] - seen["out"]


def bag(state: State) -> Deck:
    """The bag as the referee knows it: tiles of four colours drawn face down, so counts only. The
    hands are its face-down draws; a tile's colour is learnt only when it is placed from a hand, and
    tiles discarded by a swap leave the game unseen."""
    return Deck(composition={}, left=state.bag, hidden=sum(state.hands.values()))


def draw(state: State, count: int) -> int:
    """Draw up to `count` tiles from the bag, face down; how many it held. The caller gives them to a hand."""
    tiles = bag(state)
    drawn = tiles.draw(count)
    state.bag = tiles.left
    return drawn


def new_state(players: tuple[str, ...], board_name: str) -> State:
    """Set-up: a temple with a treasure on every shedu square, six tiles to each hand."""
    b = board(board_name)
    comp = components()
    hand = comp["hand"]
    total = sum(comp["tiles"].values())
    bag = total - len(b.temples) - hand * len(players)
    return State(
        board=board_name,
        players=tuple(players),
        tiles={sq: "red" for sq in b.temples},
        treasures=set(b.temples),
        points={p: {c: 0 for c in COLOURS} for p in players},
        treasures_won={p: 0 for p in players},
        hands={p: hand for p in players},
        catastrophes_left={p: comp["catastrophes_per_player"] for p in players},
        bag=bag,
    )


# --- TOML ---------------------------------------------------------------------------------------
# Sets become sorted lists, tuples become lists, None is left out.

# Fields added after saves were first written, left out while empty: the snapshot of an older save, which
# lacks them, still matches its replay unless the replay fills them (Tigris.ruling_changed says why then).
ADDED_LATER = ("out_by_colour",)


def to_dict(state: State) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(State):
        value = getattr(state, f.name)
        if value is None or f.name == "steps" or (f.name in ADDED_LATER and not value):
            continue
        if isinstance(value, set):
            value = sorted(value)
        elif isinstance(value, tuple):
            value = list(value)
        elif f.name == "leaders":
            value = {sq: list(pc) for sq, pc in sorted(value.items())}
        elif isinstance(value, dict):
            value = {k: (dict(v) if isinstance(v, dict) else v) for k, v in sorted(value.items())} \
                if f.name != "pending" else _pending_to_dict(value)
        out[f.name] = value
    return out


def _pending_to_dict(pending: dict[str, Any]) -> dict[str, Any]:
    return {k: (list(v) if isinstance(v, (tuple, set)) else v) for k, v in pending.items() if v is not None}


def from_dict(data: dict[str, Any]) -> State:
    """Rebuild a State from to_dict's output (already validated by the caller's schema)."""
    kwargs = dict(data)
    for name in ("flipped", "treasures", "catastrophes"):
        kwargs[name] = set(kwargs.get(name, ()))
    kwargs["players"] = tuple(kwargs["players"])
    kwargs["leaders"] = {sq: tuple(pc) for sq, pc in kwargs.get("leaders", {}).items()}
    return State(**kwargs)
