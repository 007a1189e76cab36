"""The mirror of a Carolingi table: plain data that round-trips through TOML.

Every follower of a player is somewhere: in a country, on a country card in a region's slots, on the
player board (Leudes, Nobiles, Missi), on the glory track, or in the box (set aside by a set-up line).
Every rebel is in a country, on a country card, waiting on top of the Archivum, or in the supply.
The referee never sees a face-down tile: it counts each player's tiles (active in the court,
inactive, on the season spaces, in the bag) and learns each one as it is drawn and typed.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields
from typing import Any

from referee.games.carolingi.board import Board, board, component

SEASONS = ("winter", "spring", "summer", "autumn")
ACTION_TILES = ("influence", "develop", "levy", "move", "battle", "pacify", "peace")
TILES = (*ACTION_TILES, "noaction")


@dataclass
class State:
    players: tuple[str, ...]
    sundial: int = 834
    year: int = 830
    season: int = 0  # index in SEASONS
    # the board: country -> player -> followers; country -> rebels, development counters
    followers: dict[str, dict[str, int]] = field(default_factory=dict)
    rebels: dict[str, int] = field(default_factory=dict)
    development: dict[str, int] = field(default_factory=dict)
    homeland: dict[str, str] = field(default_factory=dict)  # player -> country of the palace
    # the cards: region -> cards in its slots; card -> player -> followers on it; card -> rebels on it
    slots: dict[str, list[str]] = field(default_factory=dict)
    card_followers: dict[str, dict[str, int]] = field(default_factory=dict)
    card_rebels: dict[str, int] = field(default_factory=dict)
    archive: list[str] = field(default_factory=list)  # country cards in the Archivum (order unknown)
    archive_hunger: int = 0  # hunger cards shuffled into the Archivum
    archive_rebels: int = 0  # surplus rebels waiting on top of the Archivum (3.4)
    discard: list[str] = field(default_factory=list)
    # --option archive=reshuffle: an event finding the Archivum empty shuffles the discard pile into it
    # (the rulebook does not say; by default the event brings no card)
    reshuffle: bool = False
    hunger_beside: int = 1  # the hunger card set aside for 830 -> 831
    hunger_played: int = 0
    # the almanac and the Scriptorium
    almanac_events: int = 1  # the event tile lying on 831
    scriptorium: int = 1  # event tiles waiting on the Scriptorium
    # the player boards
    leudes: dict[str, int] = field(default_factory=dict)
    nobiles: dict[str, int] = field(default_factory=dict)
    missi: dict[str, int] = field(default_factory=dict)
    glory: dict[str, int] = field(default_factory=dict)
    box: dict[str, int] = field(default_factory=dict)  # followers set aside by set-up lines
    ready: dict[str, int] = field(default_factory=dict)  # active action tiles in the court
    inactive: dict[str, int] = field(default_factory=dict)  # dotted tiles still inactive
    activated: dict[str, int] = field(default_factory=dict)  # dotted tiles made active (peace may be one)
    fresh: dict[str, int] = field(default_factory=dict)  # activated this season: usable from the next
    # active dotted tiles known not to be the peace tile: those left active when a failed peace sent it back
    # (5.8); a later activation may be the peace tile again (not in the snapshot, so older saves load)
    not_peace: dict[str, int] = field(default_factory=dict)
    used: dict[str, list[str]] = field(default_factory=dict)  # tiles on the season spaces this year
    swapped: dict[str, bool] = field(default_factory=dict)  # the swap space is filled this year
    # the season: tiles of each player still in the bag, event tiles in it, tiles drawn this season
    bag: dict[str, int] = field(default_factory=dict)
    bag_events: int = 0
    drawn: dict[str, list[str]] = field(default_factory=dict)
    # what the table owes, and the steps still to settle
    pending: dict[str, Any] | None = None
    queue: list[dict[str, Any]] = field(default_factory=list)
    peace: dict[str, Any] = field(default_factory=dict)  # a declaration of peace in progress
    court_days: dict[str, dict[str, int]] = field(default_factory=dict)  # year -> player -> points
    over: bool = False
    end_reason: str = ""
    winners: list[str] = field(default_factory=list)
    table_facts: dict[str, Any] = field(default_factory=dict)  # facts typed in during this game
    # The facts the game was started with; not part of the snapshot.
    facts: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def copy(self) -> State:
        """A copy whose containers can be changed without touching this state (plain data, copied by
        shape: faster than a deep copy)."""
        new = copy.copy(self)
        for name in ("followers", "card_followers"):
            setattr(new, name, {k: dict(v) for k, v in getattr(self, name).items()})
        for name in ("rebels", "development", "homeland", "card_rebels", "leudes", "nobiles", "missi", "glory",
                     "box", "ready", "inactive", "activated", "fresh", "not_peace", "swapped", "bag", "table_facts"):
            setattr(new, name, dict(getattr(self, name)))
        for name in ("slots", "used", "drawn"):
            setattr(new, name, {k: list(v) for k, v in getattr(self, name).items()})
        new.archive, new.discard, new.winners = list(self.archive), list(self.discard), list(self.winners)
        new.court_days = {k: dict(v) for k, v in self.court_days.items()}
        new.pending = _copied(self.pending)
        new.queue = _copied(self.queue)
        new.peace = _copied(self.peace)
        return new

    # --- reading the position ------------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The board this game is played on (kept with the facts it was built from)."""
        key = (id(self.facts), tuple(sorted(self.table_facts)), tuple(map(str, self.table_facts.values())))
        cached = self.__dict__.get("_board")
        if cached is None or cached[0] != key:
            cached = (key, board(len(self.players), self.facts, self.table_facts))
            self.__dict__["_board"] = cached
        return cached[1]

    @property
    def season_name(self) -> str:
        return SEASONS[self.season]

    def may_draw_peace(self, player: str) -> bool:
        """Whether one of the player's active dotted tiles, usable this season, may be the peace tile (the
        table never says which dotted tile it activates, 5.2a)."""
        return self.activated[player] - self.fresh[player] - self.not_peace.get(player, 0) >= 1

    def count(self, country: str, player: str) -> int:
        return self.followers.get(country, {}).get(player, 0)

    def owner_of_homeland(self, country: str) -> str | None:
        return next((p for p, c in self.homeland.items() if c == country), None)

    def on_board(self, player: str) -> int:
        return sum(f.get(player, 0) for f in self.followers.values())

    def on_cards(self, player: str) -> int:
        return sum(f.get(player, 0) for f in self.card_followers.values())

    def total_followers(self, player: str) -> int:
        return (self.on_board(player) + self.on_cards(player) + self.leudes[player] + self.nobiles[player]
                + self.missi[player] + self.glory[player] + self.box[player])

    def rebels_out(self) -> int:
        return sum(self.rebels.values()) + sum(self.card_rebels.values()) + self.archive_rebels

    def rebel_supply(self) -> int:
        return component("rebels") - self.rebels_out()

    # --- changing the position (no rules: the rule modules check first) ---------------------
    def add(self, country: str, player: str, n: int) -> None:
        here = self.followers.setdefault(country, {})
        here[player] = here.get(player, 0) + n
        if here[player] <= 0:
            del here[player]
        if not here:
            del self.followers[country]

    def add_rebels(self, country: str, n: int) -> int:
        """Rebels from (n > 0) or to (n < 0) the supply; as many as the supply holds. Returns how many."""
        if n > 0:
            n = min(n, self.rebel_supply())
        self.rebels[country] = self.rebels.get(country, 0) + n
        if self.rebels[country] <= 0:
            del self.rebels[country]
        return n

    def add_card(self, card: str, player: str, n: int) -> None:
        here = self.card_followers.setdefault(card, {})
        here[player] = here.get(player, 0) + n
        if here[player] <= 0:
            del here[player]
        if not here:
            del self.card_followers[card]


def _copied(value: Any) -> Any:
    """A copy of plain data (dicts, lists, scalars)."""
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copied(v) for v in value]
    return value


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def to_dict(state: State) -> dict[str, Any]:
    """The snapshot a save checks (TOML-safe: no None)."""
    out = {}
    for f in fields(state):
        if f.name in ("facts", "not_peace"):
            continue
        value = getattr(state, f.name)
        if f.name == "reshuffle" and not value:  # older saves have no such key
            continue
        if value is None:
            continue
        out[f.name] = _plain(value)
    return out
