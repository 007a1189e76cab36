"""An independent model of the Kings & Castles draws (rulebook 2 (6)-(9), 4.2 (1) (5), 5.7), written from
the rulebook and the research digest, not from the engine. Plain data in, predictions out.

The counters of the game (2 (6)-(8)): each colour 4 knights, 4 men-at-arms, 4 archers in the household (3 of
each in the short game) and the rest of its 24 units in the bag; all enemy units, mercenaries and castles in
the bag (the counts of these are the referee's provisional facts, passed in). Three players leave plum out
(9.2).

A draw (the first ten, the king's bonus, the refill) owes `left` counters to one colour's array:
- household units are chosen before any bag draw (2 (9), 4.2 (1) (5)); while the household holds any unit at
  least one comes from it first (translator's note to 2 (9)); once a counter came from the bag, no more from
  the household; the household need not be emptied (the worked example);
- never more than is owed; only units the household holds; only counters the bag holds;
- when the bag has been drawn empty, the destroyed pile goes back into it (5.7);
- with nothing left to take (the household unusable or empty, the bag and the destroyed pile empty) the draw
  stops short (the rulebook is silent; the referee's reading).
"""

from __future__ import annotations

from collections import Counter

TYPES = ("knight", "man", "archer")
COLOURS = ("green", "blue", "turquoise", "plum")
R = "kings-castles."


def colours_of(n: int) -> list[str]:
    return list(COLOURS[:3]) if n == 3 else list(COLOURS)


def sets_order(n: int) -> list[str]:
    """The colours in the order of play at set-up: players as seated, each player's sets in turn (9.1: two
    players play green with plum, turquoise with blue)."""
    return ["green", "plum", "turquoise", "blue"] if n == 2 else colours_of(n)


def totals(n: int, length: str, enemy, mercs, castles) -> Counter:
    c = Counter()  # 24 units a colour (2 (7) (8)): taken as 8 of each type
    for col in colours_of(n):
        for t in TYPES:
            c[f"{col}-{t}"] = 8
    for t, k in zip(TYPES, enemy):
        c[f"enemy-{t}"] = k
    for v, k in zip((1, 2, 3), mercs):
        c[f"merc-{v}"] = k
    for v, k in zip((1, 2, 3), castles):
        c[f"castle-{v}"] = k
    return c


class Model:
    def __init__(self, bag: Counter, destroyed: Counter, households: dict, arrays: dict):
        self.bag = +Counter(bag)
        self.destroyed = +Counter(destroyed)
        if not self.bag:  # a bag with nothing left in it takes the destroyed pile back (5.7)
            self.bag, self.destroyed = self.destroyed, Counter()
        self.households = {c: dict(h) for c, h in households.items()}
        self.arrays = {c: list(a) for c, a in arrays.items()}
        self.draw = None  # {colour, left, housed, bagged}
        self.short = 0  # counters still owed when the last draw stopped short

    # --- a draw --------------------------------------------------------------------------------------
    def start(self, colour: str, left: int):
        self.draw = {"colour": colour, "left": left, "housed": False, "bagged": False} if left > 0 else None
        self.short = 0
        if self.draw and not self.bag:  # the draw finds the bag empty: the destroyed pile goes back (5.7)
            self.bag, self.destroyed = self.destroyed, Counter()
        self._settle()

    def home_units(self, colour) -> int:
        return sum(self.households[colour].values())

    def _settle(self):
        d = self.draw
        if d is None:
            return
        if d["left"] <= 0:
            self.draw = None
            return
        home_usable = not d["bagged"] and self.home_units(d["colour"]) > 0
        if not home_usable and not self.bag and not self.destroyed:
            self.draw = None  # nothing left anywhere: the draw stops short (draw.exhausted)
            self.short = d["left"]

    def household(self, kind: str, n: int) -> str | None:
        """`household TYPE N`: None when accepted, else the rule id of the refusal."""
        d = self.draw
        if d is None:  # nothing owed (the engine names the household-first rule)
            return R + "draw.household-first"
        # Which refusal is named when several apply is not a rule: the engine's order (bag already drawn from,
        # then more than owed, then more than the household holds) is kept.
        if d["bagged"]:
            return R + "draw.household-first"
        if n > d["left"]:
            return R + "draw.count"
        home = self.households[d["colour"]]
        if home.get(kind, 0) < n:
            return R + "draw.household"
        home[kind] -= n
        self.arrays[d["colour"]] += [f"{d['colour']}-{kind}"] * n
        d["left"] -= n
        d["housed"] = True
        self._settle()
        return None

    def take(self, counter: str) -> str | None:
        """`draw COUNTER` from the bag."""
        d = self.draw
        if d is None:  # nothing owed
            return R + "draw.bag"
        if not d["housed"] and not d["bagged"] and self.home_units(d["colour"]) > 0:
            return R + "draw.household-first"
        bag = self.bag if self.bag else self.destroyed  # 5.7: an empty bag takes the destroyed pile back
        if bag[counter] <= 0:
            return R + "bag.contents"
        if not self.bag:
            self.bag, self.destroyed = self.destroyed, Counter()
        self.bag[counter] -= 1
        self.bag = +self.bag
        self.arrays[d["colour"]].append(counter)
        d["left"] -= 1
        d["bagged"] = True
        if not self.bag:  # drawn empty: the destroyed pile goes back at once (5.7)
            self.bag, self.destroyed = +self.destroyed, Counter()
        self._settle()
        return None


# --- set-up: the enemies (2 (6)) --------------------------------------------------------------------------

class Enemies:
    """One enemy drawn for every region but Rouen; the referee names the next empty region in map order and
    the table may name another empty one."""

    def __init__(self, regions: list[str], bag: Counter):
        self.regions = regions
        self.units: dict[str, str] = {}
        self.bag = bag

    def empty(self) -> list[str]:
        return [r for r in self.regions if r != "rouen" and r not in self.units]

    def enemy(self, kind: str, region: str | None = None) -> str | None:
        if not self.empty():  # the arrays' draws are asked now: that question is answered first
            return R + "turn.pending"
        region = region or self.empty()[0]
        if region == "rouen" or region in self.units:
            return R + "setup.enemies"
        if self.bag[f"enemy-{kind}"] <= 0:
            return R + "bag.contents"
        self.bag[f"enemy-{kind}"] -= 1
        self.units[region] = kind
        return None
