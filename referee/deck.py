"""A deck of cards or a bag of tiles, as far as the referee can know it.

The referee never sees a shuffled deck: it knows what the box holds (the composition: id -> count),
how many are still to draw (`left`), which ids the table has revealed (`seen`), and how many were
drawn face down and are not revealed yet (`hidden`: the count went down, the identity is unknown).
A bag whose contents are never told until they are placed (Tigris's tiles) is the same thing: draws
are face down, and a reveal happens when a tile is placed.

Each reveal is checked against the composition: an id the deck does not hold, or one whose copies
are all seen already, is a RuleViolation naming the rule id the caller gives (with message keys
`<rule>.unknown` / `<rule>.exhausted` unless the caller names others).

Plain data for saves: to_dict / from_dict.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from referee.core import RuleViolation


@dataclass
class Deck:
    """A deck or a bag as the referee knows it (see the module's notes)."""

    composition: dict[str, int]  # id -> copies in the box ({} when the ids are not known: counts only)
    left: int  # still to draw, face down
    seen: dict[str, int] = field(default_factory=dict)  # id -> copies revealed
    hidden: int = 0  # drawn face down, identity not revealed yet

    @classmethod
    def full(cls, composition: Mapping[str, int]) -> Deck:
        """A fresh deck holding its whole composition, nothing drawn."""
        return cls(composition=dict(composition), left=sum(composition.values()))

    def copy(self) -> Deck:
        return Deck(dict(self.composition), self.left, dict(self.seen), self.hidden)

    # --- what is known ---------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return sum(self.composition.values())

    def unseen(self) -> dict[str, int]:
        """Copies of each id not revealed yet (in the pile or drawn face down), ids with none left out."""
        return {c: n - self.seen.get(c, 0) for c, n in self.composition.items() if n > self.seen.get(c, 0)}

    def could_be(self, card: str) -> bool:
        """Whether a reveal of this id now would be accepted."""
        return self.composition.get(card, 0) > self.seen.get(card, 0)

    # --- changes ---------------------------------------------------------------------------------
    def draw(self, count: int = 1) -> int:
        """Face-down draws: as many as asked, or as the pile holds. Returns how many were drawn."""
        drawn = max(0, min(count, self.left))
        self.left -= drawn
        self.hidden += drawn
        return drawn

    def check(self, card: str, rule: str, *, unknown: str | None = None, exhausted: str | None = None,
              **params: Any) -> None:
        """Whether the table may reveal this id now: RuleViolation(rule) if the deck holds no such id
        or all its copies are seen (nothing to check in a deck of counts only). Changes nothing."""
        if self.composition and card not in self.composition:
            raise RuleViolation(rule, unknown or f"{rule}.unknown", card=card, **params)
        if self.composition and not self.could_be(card):
            raise RuleViolation(rule, exhausted or f"{rule}.exhausted", card=card, **params)

    def reveal(self, card: str, rule: str, *, drawn: bool = False, unknown: str | None = None,
               exhausted: str | None = None, **params: Any) -> None:
        """The table turns a card up: from the top of the pile, or (drawn=True) one drawn face down
        earlier. Refused as check() refuses; ValueError if there is nothing to reveal from (a bug)."""
        self.check(card, rule, unknown=unknown, exhausted=exhausted, **params)
        if drawn:
            if self.hidden < 1:
                raise ValueError("reveal(drawn=True) with no card drawn face down")
            self.hidden -= 1
        else:
            if self.left < 1:
                raise ValueError("reveal of the top card of an empty deck")
            self.left -= 1
        if self.composition:
            self.seen[card] = self.seen.get(card, 0) + 1

    def put_back(self, card: str | None = None, count: int = 1) -> None:
        """Cards or tiles go back into the pile or bag (shuffled in): seen ones by id, or `count` of
        those drawn face down (card=None)."""
        if card is None:
            if count > self.hidden:
                raise ValueError(f"put_back of {count} face-down cards with {self.hidden} drawn")
            self.hidden -= count
        else:
            if self.seen.get(card, 0) < count:
                raise ValueError(f"put_back of {card!r} x{count}, only {self.seen.get(card, 0)} seen")
            self.seen[card] -= count
            if not self.seen[card]:
                del self.seen[card]
        self.left += count

    def reshuffle(self, cards: Mapping[str, int]) -> None:
        """A discard pile (seen ids with counts) shuffled back into the deck."""
        for card, n in cards.items():
            self.put_back(card, n)


# --- saves -----------------------------------------------------------------------------------------

def to_dict(deck: Deck) -> dict[str, Any]:
    out: dict[str, Any] = {"left": deck.left}
    if deck.composition:
        out["composition"] = dict(sorted(deck.composition.items()))
    if deck.seen:
        out["seen"] = dict(sorted(deck.seen.items()))
    if deck.hidden:
        out["hidden"] = deck.hidden
    return out


def from_dict(data: Mapping[str, Any]) -> Deck:
    """A Deck from to_dict's output; ValueError if the counts cannot be true."""
    deck = Deck(composition=dict(data.get("composition", {})), left=data["left"], seen=dict(data.get("seen", {})),
                hidden=data.get("hidden", 0))
    counts = [deck.left, deck.hidden, *deck.composition.values(), *deck.seen.values()]
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts):
        raise ValueError("deck counts must be whole numbers, 0 or more")
    if deck.composition:
        for card, n in deck.seen.items():
            if n > deck.composition.get(card, 0):
                raise ValueError(f"deck: {card!r} seen {n} times, the deck holds {deck.composition.get(card, 0)}")
        if deck.left + deck.hidden > deck.size - sum(deck.seen.values()):
            raise ValueError("deck: more cards left to draw than unseen")
    return deck
