"""Positions for the Lancaster tests: a table set up by the rules (■1-■9), then pieces put where a
test needs them with the `put` / `take` commands, as a referee joining a game would.

The county minimums other than Gloucester's are not public (research/lancaster.md §15); the tests
type them in with `fact county.X.minimum N`, as the table would from its own board. Unless a test
says otherwise they are all 1 here (D is printed: 3).
"""

from __future__ import annotations

from conftest import Table

from referee.games.lancaster.state import COUNTIES

PLAYERS3 = "Aki Ben Chie"
PLAYERS4 = "Aki Ben Chie Dai"
PLAYERS5 = "Aki Ben Chie Dai Emi"
# Three laws of the 1-4 deck whose texts are known (the first proposals of every test game).
LAWS = ("buy-markers", "no2-upgrade", "conflicts-3pp")
# Default cards: u1 is the rulebook's own 4-2-1 example (■26).
CARDS = ("5 4-2-1", "7 5-3-1")


def game(players: str = PLAYERS3, cards: tuple[str, str] = CARDS, laws: tuple[str, ...] = LAWS,
         extensions: tuple[int, ...] | None = None, minimums: dict[str, int] | None = None,
         lang: str = "en") -> Table:
    """A new game through its set-up: two conflict cards, three proposals, one extension tile each
    (castle space 5, two voting markers, unless given), and the county minimums typed in. The table
    then waits for the start player's first knight of round 1."""
    t = Table(f"new lancaster {players}", lang=lang)
    for card in cards:
        t.ok(f"reveal conflict {card}")
    for law in laws:
        t.ok(f"reveal law {law}")
    n = len(players.split())
    for space in (extensions or (5,) * n):
        t.ok(f"extension {space}")
    mins = {c: 1 for c in COUNTIES if c != "D"}
    mins.update(minimums or {})
    for county, value in mins.items():
        t.ok(f"fact county.{county}.minimum {value}")
    return t


def in_phase(phase: str, *lines: str, **kw):
    """A game set up by the rules, the given lines (knights put in place, cards ...), then that phase begins."""
    t = game(**kw)
    for line in lines:
        t.ok(line)
    t.ok(f"put phase {phase}")
    return t


def counties(*lines: str, **kw):
    """Knights put in counties (and anything else), then phase III."""
    return in_phase("counties", *lines, **kw)


def pending(t: Table) -> dict:
    return dict(t.state.pending or {})


def kind(t: Table) -> str | None:
    return t.state.pending["kind"] if t.state.pending else None


def holdings(t: Table, player: str) -> dict:
    return t.show()["holdings"][player]


def empty_courts(t: Table, *players: str) -> None:
    """Send the named players' court knights back to the stock (set-up)."""
    for p in players:
        for k in list(t.state.court[p]):
            t.ok(f"take knight {p} {k} court")


def supply_total(t, what: str) -> int:
    """Coins, servants or voting markers with the players, on the board and in the supply
    (of a Table, or of a state)."""
    s = getattr(t, "state", t)
    total = s.supply[what] + sum(getattr(s, what).values())
    if what == "servants":
        total += sum(v[2] for v in s.counties.values())
    if what == "markers":
        total += sum(m for _v, m in s.ballots.values())
    return total
