"""An independent model of Kings & Castles taxation, king selection and the king's turn bookkeeping,
written from the rulebook (shared/seeds/004_*) for differential tests (tests/test_kings_castles_tax_oracle.py).

It takes plain data (who holds which region, crowns on the chart, money, taxation markers, array sizes)
and predicts the outcome. It knows nothing of the engine; the map and chart facts (town values, bonuses)
are given to it as data.

Rulebook sections modelled:
- 8.1 taxation: the king flips one of his taxation markers; every colour is paid the towns its units hold,
  the king double, the others face value. 3 markers (9.3: 2 in the short game).
- 8.3 / 10.4 final taxation after the last reign: every colour double (full game; on top of any tax the
  last king called), face value in the short game. 3, 4.1: the richest player wins. 9.1: a two-player
  player earns with each set separately and adds both at the end.
- 2 (10), 9.1, 9.3, 10.3: king selection. Crowns in turn from the first player clockwise, on an empty box,
  never next to one's own crown unless no other box is free (Henry III part 2 counts as next to Edward I:
  the chart is one chain 1-24). Two players alternate their two sets; they avoid both sets first, then
  only the set being placed, then any box. The full game chooses 8 kings at a time (6 with three
  players, 10.3.2); at the later selections the player with the lowest town total (not doubled) chooses
  first. The short game chooses its 12 kings at the start (10.3 does not apply to it).
- 4.2 the king's turn: bonus counters first, attacks, castles, tax, refill the array to ten (a surplus goes
  to the destroyed pile, the king choosing), flip the crown; the next face-up crown plays next.
"""

from __future__ import annotations

ARRAY = 10
CHART = 24


# --- the game's shape -----------------------------------------------------------------------------------

def colours_of(n_players: int) -> dict[int, list[str]]:
    """Player index -> the colours that player runs (9.1: two sets each with two players; 9.2: three
    players leave the fourth colour out). Order of colours is the referee's naming convention."""
    if n_players == 2:
        return {0: ["green", "plum"], 1: ["turquoise", "blue"]}
    return {i: [c] for i, c in enumerate(["green", "blue", "turquoise", "plum"][:n_players])}


def last_box(length: str) -> int:
    return 12 if length == "short" else CHART  # 9.3: the short game ends after Henry III part 2


def tax_markers(length: str) -> int:
    return 2 if length == "short" else 3  # 2 (4), 9.3


def crowns_per_colour(n_players: int, length: str) -> int:
    """2 (3): six each; 9.2: all eight with three players; 9.3: three (four with three players)."""
    if length == "short":
        return 4 if n_players == 3 else 3
    return 8 if n_players == 3 else 6


def windows(n_players: int, length: str, selection: str) -> list[range]:
    """The boxes filled at each king selection (10.3; the short game and 'once' choose all at the start)."""
    last = last_box(length)
    if length == "short" or selection == "once":
        return [range(1, last + 1)]
    step = 6 if n_players == 3 else 8  # 10.3.2 / 10.3.1
    return [range(a, a + step) for a in range(1, CHART + 1, step)]


def window_of(box: int, wins: list[range]) -> range:
    return next(w for w in wins if box in w)


def adjacent(a: int, b: int) -> bool:
    """The chart is one chain: neighbours on each side of the map, and Henry III part 2 (12) next to
    Edward I (13) (2 (10) note)."""
    return abs(a - b) == 1


# --- taxation --------------------------------------------------------------------------------------------

def towns(holders: dict[str, str | None], values: dict[str, int], colour: str) -> int:
    """The value of the towns whose region a unit of `colour` holds (8.1). holders: region -> colour
    (or 'enemy' / None)."""
    return sum(values[r] for r, c in holders.items() if c == colour)


def tax(king: str, colours: list[str], holders, values, money: dict, tax_left: dict, taxed: bool):
    """The king's `tax` (8.1): (refusal rule id, None) or (None, (money, tax_left)).

    Two players (9.1): only the colour whose crown is on the box is doubled; the king's player's other
    set is paid face value, as a baron. This follows 5.1 ("the king's units" are the units of the
    current king's faction) and 9.1 (money is earned by each set separately). The other reading, both
    sets of the player who is king doubled (4.1 note: the player is "the king"), is not the one the
    referee plays; the generator keeps the case and so pins the referee's reading."""
    if taxed:  # both true after the last marker: "taxed already this reign" is named first
        return "kings-castles.tax.once", None
    if tax_left[king] <= 0:
        return "kings-castles.tax.markers", None
    paid = dict(money)
    for c in colours:
        paid[c] += towns(holders, values, c) * (2 if c == king else 1)
    left = dict(tax_left)
    left[king] -= 1
    return None, (paid, left)


def final_tax(colours, holders, values, money: dict, length: str) -> dict:
    """8.3: every colour double after Richard III; 10.4: face value in the short game."""
    factor = 1 if length == "short" else 2
    return {c: money[c] + towns(holders, values, c) * factor for c in colours}


def winners(players: list[str], sets: dict[int, list[str]], money: dict) -> list[str]:
    """3, 4.1: the most money wins; 9.1: a two-player player adds both sets. The rulebook names no
    tie-break: every player sharing the top is a winner."""
    totals = {p: sum(money[c] for c in sets[i]) for i, p in enumerate(players)}
    top = max(totals.values())
    return [p for p in players if totals[p] == top]


def ranks(players: list[str], sets: dict[int, list[str]], money: dict) -> dict[str, int]:
    """Standings: 1 + the number of players with more money (a shared place is shared)."""
    totals = {p: sum(money[c] for c in sets[i]) for i, p in enumerate(players)}
    return {p: 1 + sum(v > totals[p] for v in totals.values()) for p in players}


def money_markers(n: int) -> tuple[int, int, int, int]:
    """8.2, 1.3: money as markers C (100), XX (20), X (10) with the units on the taxation ladder (0-IX),
    the fewest markers: (C, XX, X, ladder)."""
    return n // 100, n % 100 // 20, n % 20 // 10, n % 10


# --- king selection --------------------------------------------------------------------------------------

def lowest_town_players(players, sets, holders, values) -> list[str]:
    """10.3.1 C: each player totals the towns he holds (not doubled); the lowest chooses first.
    A two-player player holds the towns of both his sets (the text says "each player"; totalling each
    set apart would be the other reading). 10.3.2 names no first chooser for the three-player
    selections: the referee, and this model, take 10.3.1 C's lowest total there too (the other reading
    is a fresh lot)."""
    totals = {p: sum(towns(holders, values, c) for c in sets[i]) for i, p in enumerate(players)}
    low = min(totals.values())
    return [p for p in players if totals[p] == low]


def crown_order(players: list[str], sets, first: str, n_boxes: int) -> list[str]:
    """The colour asked for each crown of one selection: players clockwise from the first, a
    two-player player alternating his sets (9.1), his first set first."""
    start = players.index(first)
    order, placed = [], {p: 0 for p in players}
    k = 0
    while len(order) < n_boxes:
        i = (start + k) % len(players)
        p = players[i]
        order.append(sets[i][placed[p] % len(sets[i])])
        placed[p] += 1
        k += 1
    return order


def legal_tier(crowns: dict[int, str], colour: str, own: list[str], window: range) -> tuple[int, list[int]]:
    """2 (10), 9.1: the empty boxes of the window, first (tier 1) those next to none of the player's
    crowns, then (tier 2, two sets) those next to none of this set's crowns, then (tier 3) any."""
    free = [b for b in window if b not in crowns]

    def clear(b, cols):
        return not any(crowns.get(n) in cols for n in (b - 1, b + 1))

    for k, cols in ((1, set(own)), (2, {colour})):
        tier = [b for b in free if clear(b, cols)]
        if tier:
            return k, tier
    return 3, free


def legal_boxes(crowns, colour, own, window) -> list[int]:
    return legal_tier(crowns, colour, own, window)[1]


def crown_verdict(box: int, crowns, colour, own, window) -> str | None:
    """The refusal of `crown BOX`, or None."""
    if box not in window:
        return "kings-castles.crown.window"
    if box in crowns:
        return "kings-castles.crown.place"
    if box not in legal_boxes(crowns, colour, own, window):
        return "kings-castles.crown.adjacent"
    return None


# --- the king's turn -------------------------------------------------------------------------------------

def after_actions(array_size: int):
    """4.2 (5): at `end` the array is refilled to ten; more than ten: the surplus goes to the destroyed
    pile, the king choosing (translator's note). ('draw', n), ('discard', n) or None."""
    if array_size < ARRAY:
        return ("draw", ARRAY - array_size)
    if array_size > ARRAY:
        return ("discard", array_size - ARRAY)
    return None


def after_flip(box: int, length: str, wins: list[range]):
    """What follows the flip of `box`'s crown (4.1): 'final' after the last reign; 'selection' when the
    next box opens a later selection window; else ('reign', box + 1)."""
    if box == last_box(length):
        return ("final", None)
    nxt = box + 1
    if any(w.start == nxt for w in wins):
        return ("selection", window_of(nxt, wins))
    return ("reign", nxt)
