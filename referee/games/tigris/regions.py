"""Regions and kingdoms (rule tigris.kingdom.regions).

A region is a group of orthogonally connected squares holding tiles (face up or under a monument)
or leaders; catastrophes break connections. A kingdom is a region with at least one leader.
"""

from __future__ import annotations

from collections.abc import Iterable

from referee.core import Outcome, msg
from referee.games.tigris.board import NEIGHBOURS
from referee.games.tigris.state import State


def region_of(state: State, start: str, exclude: Iterable[str] = ()) -> set[str]:
    """Every square connected to start through tiles and leaders, not passing through exclude."""
    barred = set(exclude)
    if start in barred or not (start in state.tiles or start in state.leaders):
        return set()
    seen = {start}
    todo = [start]
    tiles, leaders = state.tiles, state.leaders
    while todo:
        sq = todo.pop()
        for n in NEIGHBOURS[sq]:
            if n not in seen and n not in barred and (n in tiles or n in leaders):
                seen.add(n)
                todo.append(n)
    return seen


def neighbour_regions(state: State, square: str, exclude: Iterable[str] = ()) -> list[set[str]]:
    """The distinct regions touching a square (the square itself not counted)."""
    barred = set(exclude) | {square}
    found: list[set[str]] = []
    for n in NEIGHBOURS[square]:
        if any(n in r for r in found):
            continue
        r = region_of(state, n, barred)
        if r:
            found.append(r)
    return found


def leaders_in(state: State, region: set[str]) -> list[tuple[str, str, str]]:
    """(square, player, colour) of every leader in the region, in the order of `state.leaders` (a region
    holds at most one leader of a colour, except while a revolt or a war is being settled)."""
    return [(sq, *leader) for sq, leader in state.leaders.items() if sq in region]


def is_kingdom(state: State, region: set[str]) -> bool:
    return not region.isdisjoint(state.leaders)


def neighbour_kingdoms(state: State, square: str, exclude: Iterable[str] = ()) -> list[set[str]]:
    return [r for r in neighbour_regions(state, square, exclude) if is_kingdom(state, r)]


def kingdoms(state: State) -> list[set[str]]:
    """Every kingdom on the board."""
    seen: set[str] = set()
    out = []
    for sq in state.leaders:
        if sq not in seen:
            r = region_of(state, sq)
            seen |= r
            out.append(r)
    return out


def adjacent_temples(state: State, square: str) -> int:
    """Face-up temples orthogonally next to a square."""
    return sum(1 for n in NEIGHBOURS[square] if state.face_up(n, "red"))


def send_home_orphans(state: State, out: Outcome, squares: Iterable[str]) -> list[tuple[str, str, str]]:
    """Leaders on these squares left with no face-up temple beside them go back to their owners;
    returns them as (square, player, colour)."""
    home = []
    for sq in list(squares):
        if sq in state.leaders and adjacent_temples(state, sq) == 0:
            player, colour = state.leaders.pop(sq)
            home.append((sq, player, colour))
            out.events.append(msg("tigris.leader.orphaned.home", "tigris.leader.orphaned",
                                  player=player, leader=colour, square=sq))
    return home
