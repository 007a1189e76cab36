"""Lancaster: the legal lines of each answering command now (referee/legal.py asks them), from what
the table owes (the pending question and its typed options) and the rules of its handler.

What chance turns up is typed by the table, and the referee cannot know it: a conflict card's
printed points, a law card the catalog does not know, the value of a printed fact. For those the
lines generated are a sample of what the table may type (each strength the conflict deck still holds
with a few point rows; each law left in the catalog, or a new card; each value of a fact's range),
declared in LEGAL_OPEN; every other line generated here is one `apply` accepts.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from referee.games.lancaster import effects, facts, legend, parliament
from referee.games.lancaster.state import CONFLICT_SPACES, COUNTIES, SLOTS, SPACES, State
from referee.turn import Pending



# A few point rows a conflict card may print (1st-2nd-3rd), for the sample.
POINT_ROWS = ("4-2-1", "3-2-1", "5-3-1", "6-3-0")
# A law card the catalog does not know, and a text for a catalog card whose text is not known.
NEW_LAW = "reveal law new per 2 nobles -> markers 1"
LAW_TEXT = "most nobles -> pp 3"


def _knight(state: State, p: Pending) -> Iterator[str]:
    return knight_lines(state, p["player"])


def knight_lines(state: State, player: str) -> Iterator[str]:
    """Every `knight` line the player may type now (none: no court knight has a legal space)."""
    for strength in sorted(set(state.court[player])):
        for county in COUNTIES:
            occupant = state.counties.get(county)
            if occupant is not None and occupant[0] == player:
                continue
            minimum = facts.peek(state, f"county.{county}.minimum")
            theirs = occupant[1] + occupant[2] if occupant is not None else -1
            for servants in range(state.servants[player] + 1):
                if minimum is not None and strength < minimum:
                    break
                if strength + servants <= theirs:
                    continue
                if not servants:  # no servants: typed or not (a held line keeps the line as typed)
                    yield f"knight {strength} {county}"
                yield f"knight {strength} {county} {servants}"
        for slot in SLOTS:
            conflict = state.conflicts.get(slot)
            if conflict is None:
                continue
            if state.conflict_space(slot, player) is None and len(conflict["spaces"]) >= CONFLICT_SPACES:
                continue
            yield f"knight {strength} {slot}"
        for space in SPACES:
            if space in state.castle[player] or space in state.extensions[player]:
                continue
            yield f"knight {strength} {space}"


def _choose(state: State, p: Pending) -> Iterator[str]:
    player, county = p["player"], p["county"]
    noble = bool(effects.noble_options(state, player, county))
    if noble:
        yield "choose noble"
    yield "choose reward"
    cost = facts.peek(state, "county.both-cost")
    if noble and (cost is None or state.coins[player] >= cost):
        yield "choose both"


def _upgrade(state: State, p: Pending) -> Iterator[str]:
    for option in p["options"]:
        strength, _sep, where = option.partition("@")
        yield f"upgrade {strength} {where}" if where else f"upgrade {strength}"
    yield "upgrade none"


def _vote(state: State, p: Pending) -> Iterator[str]:
    for who in p["waiting"]:
        for ballot in ("yes", "no"):
            for markers in range(state.markers[who] + 1):
                yield f"vote {who} {ballot} {markers}"


def _affords(state: State, player: str, costs: list[tuple[str, int]]) -> bool:
    """Whether the player can pay all these costs at once (lancaster.pay.afford)."""
    total: dict[str, int] = {}
    for item, n in costs:
        total[item] = total.get(item, 0) + n
    return all(getattr(state, item)[player] >= n for item, n in total.items())


def _castle_cost(state: State, space: str) -> list[tuple[str, int]]:
    text = facts.peek(state, f"castle.{space[1]}")
    if text is None:
        return []  # unknown: asked when taken
    condition = legend.parse(text).condition
    return list(condition[1]) if condition[0] == "pay" else []


def _castle(state: State, p: Pending) -> Iterator[str]:
    player, offered = p["player"], list(p["spaces"])
    costs = {space: _castle_cost(state, space) for space in offered}
    if _affords(state, player, [c for space in offered for c in costs[space]]):
        yield "castle all"
    yield "castle none"
    for n in range(1, len(offered)):
        for chosen in combinations(offered, n):
            if _affords(state, player, [c for space in chosen for c in costs[space]]):
                yield "castle " + " ".join(space[1] for space in chosen)


def _pay(state: State, p: Pending) -> Iterator[str]:
    """pay 0 up to what the player can pay in this state (in the public view, what all hold between them)."""
    text = facts.law_text(state, p["law"])
    limit = p["max"] if text is None else parliament.pay_limit(state, p["player"], legend.parse(text).condition)
    return (f"pay {n}" for n in range(limit + 1))


def _ransom(state: State, p: Pending) -> Iterator[str]:
    yield "ransom none"
    knights = sorted(state.conflict_space(p["slot"], p["player"]) or [])
    rate = facts.peek(state, "conflict.ransom") or 0  # unknown: asked when paid
    if knights and sum(knights) * rate <= state.coins[p["player"]]:
        yield "ransom all"
    seen = set()
    for n in range(1, len(knights) + 1):
        for chosen in combinations(knights, n):
            if chosen not in seen and sum(chosen) * rate <= state.coins[p["player"]]:
                seen.add(chosen)
                yield "ransom " + " ".join(str(k) for k in chosen)


def _conflict(state: State, p: Pending) -> Iterator[str]:
    removed = facts.peek(state, f"conflict.removed.{len(state.players)}") or ()
    for strength in range(2, 11):
        if strength in removed:
            continue
        for row in POINT_ROWS:
            yield f"reveal conflict {strength} {row}"


def _law(state: State, p: Pending) -> Iterator[str]:
    seen = set(state.laws) | set(state.proposals) | set(state.laws_gone)
    setup = set(facts.peek(state, "laws.setup") or ())
    for law in facts.catalog_laws():
        if law in seen or law in setup:
            continue
        yield f"reveal law {law}" if facts.law_text(state, law) is not None else f"reveal law {law} {LAW_TEXT}"
    yield NEW_LAW


def _fact(state: State, p: Pending) -> Iterator[str]:
    if p.get("lo") is not None:
        for value in range(p["lo"], p["hi"] + 1):
            yield f"fact {p['fact']} {value}"
    else:
        yield f"fact {p['fact']} 1"


GENERATORS = {
    "knight": _knight,
    "favour": lambda state, p: (f"favour {f}" for f in p["favours"]),
    "noble": lambda state, p: (f"noble {c}" for c in p["counties"]),
    "upgrade": _upgrade,
    "extension": lambda state, p: (f"extension {s[1]}" for s in p["spaces"]),
    "vote": _vote,
    "pay": _pay,
    "choose": _choose,
    "move": lambda state, p: (f"move {s}" for s in p["slots"]),
    "start": lambda state, p: iter(["start none", *(f"start {who}" for who in state.players)]),
    "castle": _castle,
    "ransom": _ransom,
    "reveal conflict": _conflict,
    "reveal law": _law,
    "fact": _fact,
}


def lines(state: State, command: str, pending: Pending | None) -> Iterator[str] | None:
    generator = GENERATORS.get(command)
    if generator is None or pending is None:
        return None
    return generator(state, pending)
