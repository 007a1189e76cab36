"""An independent model of Kings & Castles attacks, written from the rulebook (seed 004), sections 5-7.

It takes a position as plain data and predicts whether an attack is legal (the set of rule ids it breaks:
empty when legal) and, when it is, what the attack leaves behind. It shares nothing with the engine but
the printed facts of the map (countries, borders, symbols) and the counter names (`blue-knight`,
`enemy-man`, `merc-3`, `castle-2`).

Readings (rulebook sections):
- 5.2: the attack must exceed the defence, which is the unit's value plus its castle (7). One colour of
  units, mercenaries added to it (note 1, 6); never mercenaries alone (6). No surplus (note 3): no counter
  may be left out with the rest still an attack (at least one unit) that beats the defence.
- 5.3: the defender and its castle (7) are destroyed; the highest attacking unit stays, every other
  attacking counter (mercenaries always, 6) is destroyed.
- 5.4: the king's own units attack only the chart's country; every other unit attacks there or in one
  other country, fixed by the first attack made there.
- 5.5 contested country (an enemy unit in it): king's and barons' units attack enemy regions next to a
  region of any king's or baron's unit; with none of those in the country, through a port or portcullis.
  King's and barons' regions there are attacked only by enemy units, next to another enemy region.
- 5.6 uncontested country: civil war between colours, the target next to a region of the attacking
  colour, or through a port or portcullis when that colour has no unit in the country; enemy units only
  through a banner region (England has none).
- 5.7: when the bag has been drawn empty, the destroyed pile goes back into it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

P = "kings-castles."
UNIT_VALUES = {"knight": 3, "man": 2, "archer": 1}


def colour(counter: str) -> str | None:
    """The colour of a unit counter (`enemy` for black units), None for mercenaries and castles."""
    head, _, kind = counter.rpartition("-")
    return head if kind in UNIT_VALUES else None


def value(counter: str) -> int:
    kind = counter.rpartition("-")[2]
    return UNIT_VALUES[kind] if kind in UNIT_VALUES else int(kind)


def is_unit(counter: str) -> bool:
    return colour(counter) is not None


@dataclass
class Map:
    """The printed facts the rules read: region -> country, borders (either side lists), symbols."""

    country: dict[str, str]
    adjacent: dict[str, set[str]]
    symbols: dict[str, set[str]]

    @classmethod
    def from_facts(cls, facts: dict) -> Map:
        regions = [k.split(".")[1] for k in facts if k.startswith("region.") and k.endswith(".country")]
        adjacent = {r: set() for r in regions}
        for r in regions:
            for other in facts[f"region.{r}.adjacent"]:
                adjacent[r].add(other)
                adjacent[other].add(r)
        return cls({r: facts[f"region.{r}.country"] for r in regions}, adjacent,
                   {r: set(facts[f"region.{r}.symbols"]) for r in regions})

    def regions_of(self, country: str) -> list[str]:
        return [r for r, c in self.country.items() if c == country]


@dataclass
class Position:
    units: dict[str, str]  # region -> unit counter
    castles: dict[str, int]  # region -> castle size
    king: str  # the king's colour
    king_country: str  # the chart's country for the reign (5.4)
    array: list[str]  # the king's array
    other: str | None = None  # the one other country, once chosen (5.4)
    castle_placed: bool = False  # 4.2: castles come after the attacks (step 3 after step 2)
    taxed: bool = False  # 4.2: taxation (step 4) comes after the castles
    destroyed: Counter = field(default_factory=Counter)


def judge(pos: Position, m: Map, region: str, counters: list[str]) -> set[str]:
    """The rule ids the attack breaks (empty: legal)."""
    broken = set()
    if pos.castle_placed or pos.taxed:
        broken.add(P + "turn.order")
    if Counter(counters) - Counter(pos.array):
        broken.add(P + "attack.array")
    if any(c.startswith("castle-") for c in counters):
        broken.add(P + "castle.defence-only")
    units = [c for c in counters if is_unit(c)]
    colours = {colour(c) for c in units}
    if not units:
        broken.add(P + "attack.mercenaries")
    if len(colours) > 1:
        broken.add(P + "attack.one-colour")
    if len(colours) != 1:
        return broken
    (a,) = colours
    broken |= _where(pos, m, region, a)
    fighting = [c for c in counters if not c.startswith("castle-")]
    defence = defence_of(pos, region)
    if sum(map(value, fighting)) <= defence:
        broken.add(P + "attack.exceed")
    elif any(_spare(fighting, c, defence) for c in set(fighting)):
        broken.add(P + "attack.surplus")
    return broken


def defence_of(pos: Position, region: str) -> int:
    unit = pos.units.get(region)
    return (value(unit) if unit else 0) + pos.castles.get(region, 0)


def _spare(counters: list[str], left_out: str, defence: int) -> bool:
    """5.2 note 3: leaving this counter out still makes an attack (a unit remains, 6) that beats the defence."""
    rest = list(counters)
    rest.remove(left_out)
    return any(is_unit(c) for c in rest) and sum(map(value, rest)) > defence


def _where(pos: Position, m: Map, region: str, a: str) -> set[str]:
    """Sections 5.4-5.6: may colour `a` attack this region now?"""
    broken = set()
    defender = pos.units.get(region)
    d = colour(defender) if defender else None
    x = m.country[region]
    if d == a:
        broken.add(P + "attack.own")
    if a == pos.king and x != pos.king_country:
        broken.add(P + "attack.king-country")
    if a != pos.king and x != pos.king_country and pos.other not in (None, x):
        broken.add(P + "attack.other-country")
    held = {r: colour(pos.units[r]) for r in m.regions_of(x) if r in pos.units}
    contested = "enemy" in held.values()
    near = {held[r] for r in m.adjacent[region] if r in held}
    gate = bool(m.symbols[region] & {"port", "portcullis"})
    if a == "enemy":
        if not contested:
            if "banner" not in m.symbols[region]:
                broken.add(P + "attack.banner")
        elif d not in (None, "enemy") and "enemy" not in near:
            broken.add(P + "attack.enemy-adjacent")
        return broken
    if contested:
        if d not in (None, "enemy"):
            broken.add(P + "attack.no-civil-war")
        elif not any(c != "enemy" for c in held.values()):
            if not gate:
                broken.add(P + "attack.invasion")
        elif not any(c != "enemy" for c in near):
            broken.add(P + "attack.contested-adjacent")
        return broken
    if d not in (None, a):
        if a not in held.values():
            if not gate:
                broken.add(P + "attack.invasion")
        elif a not in near:
            broken.add(P + "attack.civil-war-adjacent")
    return broken


def attack(pos: Position, m: Map, region: str, counters: list[str]) -> None:
    """5.3, 5.4, 6, 7: the outcome of a legal attack, applied to the position."""
    units = [c for c in counters if is_unit(c)]
    stays = max(units, key=value)
    leaving = list(counters)
    leaving.remove(stays)
    for c in leaving:
        pos.destroyed[c] += 1
    if region in pos.units:
        pos.destroyed[pos.units[region]] += 1
    if region in pos.castles:
        pos.destroyed[f"castle-{pos.castles.pop(region)}"] += 1
    pos.units[region] = stays
    for c in counters:
        pos.array.remove(c)
    x = m.country[region]
    if colour(stays) != pos.king and x != pos.king_country and pos.other is None:
        pos.other = x


def judge_castle(pos: Position, region: str, size: int) -> set[str]:
    """7 and its translator's note: a castle of the king's array on any region, at most one per region."""
    broken = set()
    if pos.taxed:
        broken.add(P + "turn.order")
    if f"castle-{size}" not in pos.array:
        broken.add(P + "castle.array")
    if region in pos.castles:
        broken.add(P + "castle.one-per-region")
    return broken


def castle(pos: Position, region: str, size: int) -> None:
    pos.array.remove(f"castle-{size}")
    pos.castles[region] = size
    pos.castle_placed = True


def draw_from_bag(bag: Counter, destroyed: Counter, counter: str) -> None:
    """5.7: a counter leaves the bag; once the bag is empty, the destroyed pile goes back into it."""
    bag[counter] -= 1
    if bag[counter] == 0:
        del bag[counter]
    if not bag:
        bag.update(destroyed)
        destroyed.clear()
