"""An independent model of Lancaster phase I (placing knights), written from the rulebook alone.

Rulebook (seeds/002) ■12 one knight per turn, clockwise from the start player, until every court is
empty; three kinds of place. ■13 counties: the knight alone meets the printed minimum, servants add
1 each but never toward the minimum; an occupied county is taken only by a strictly stronger knight
+ servants, the displaced knight goes back to its court, its servants to the supply. ■14 conflicts:
the topmost empty of three spaces, one space per player, stacking on one's own space. ■15 the first
six conflict knights of a round each take a face-up favour. ■18 castle: the six spaces of one's own
castle. Research digest (research/lancaster.md) R4 no displacing one's own knight, R8 no servants in
France, R24 an empty court is skipped. Project rulings (rules.toml): a castle space under one's own
extension tile takes no knight (lancaster.castle.extension-knight); a player whose court knights
have nowhere to go is passed over, and phase I ends when nobody can place (lancaster.place.stuck).

A position is plain data (Position); `refusals` lists every rule a line breaks (the engine must
name one of them), `place` plays a legal line, `next_placer` says who is asked next.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

COUNTIES = "ABCDEFGHI"
CONFLICTS = ("u1", "u2", "l1", "l2")
SPACES = tuple(f"s{i}" for i in range(1, 7))
PLACES = tuple(COUNTIES) + CONFLICTS + SPACES
FAVOURS = ("coins2", "coins3", "servant", "servants2", "upgrade", "noble")
# ■1: the conflict cards removed for each number of players.
REMOVED = {3: (9, 10), 4: (2, 10), 5: (2, 3)}
# ■6: a county prints a minimum strength from 1 to 4.
MINIMUMS = range(1, 5)
# What the simple favours give (■16): (coins, servants).
FAVOUR_GAIN = {"coins2": (2, 0), "coins3": (3, 0), "servant": (0, 1), "servants2": (0, 2)}


@dataclass
class Position:
    players: list[str]
    turn: str  # the player asked to place (before passing over)
    court: dict[str, list[int]]
    servants: dict[str, int]
    coins: dict[str, int]
    extensions: dict[str, set[str]]  # castle spaces covered by the player's tiles
    castle: dict[str, dict[str, int]]  # player -> space -> strength
    minimum: dict[str, int | None]  # county -> printed minimum (None: not typed yet)
    county: dict[str, tuple[str, int, int] | None]  # county -> (player, strength, servants)
    cards: set[str]  # conflicts with a card
    conflict: dict[str, list[tuple[str, list[int]]]] = field(default_factory=dict)  # top first
    favours: list[str] = field(default_factory=list)  # face up
    stock: dict[str, list[int]] = field(default_factory=dict)
    supply_servants: int = 0  # change of the common supply since the position was set up


def waits_for_minimum(p: Position, strength: int, where: str) -> bool:
    """An untyped minimum is asked for only when the knight does not meet every one a county may print."""
    return where in COUNTIES and p.minimum[where] is None and any(strength < m for m in MINIMUMS)


def refusals(p: Position, player: str, strength: int, where: str, servants: int = 0) -> set[str]:
    """Every rule the line `knight STRENGTH WHERE SERVANTS` by `player` breaks (empty: legal)."""
    out = set()
    if strength not in p.court[player]:
        out.add("lancaster.place.court")  # ■12: only a knight in one's court
    if where in COUNTIES:
        if servants > p.servants[player]:
            out.add("lancaster.county.servants")  # ■13: one's own servants
        if strength < (p.minimum[where] or 1):  # unknown (None): some value lets it pass
            out.add("lancaster.county.minimum")  # ■13: the knight alone
        occ = p.county[where]
        if occ is not None:
            if occ[0] == player:
                out.add("lancaster.county.own")  # R4
            elif strength + servants <= occ[1] + occ[2]:
                out.add("lancaster.county.displace")  # ■13: strictly stronger
    elif where in CONFLICTS:
        if servants:
            out.add("lancaster.conflict.no-servants")  # R8
        holders = [who for who, _ in p.conflict.get(where, [])]
        if where not in p.cards or (player not in holders and len(holders) >= 3):
            out.add("lancaster.conflict.space")  # ■14
    else:
        if servants:
            out.add("lancaster.county.servants")  # servants go only to counties
        if where in p.extensions[player]:
            out.add("lancaster.castle.extension-knight")
        if where in p.castle[player]:
            out.add("lancaster.castle.space")  # ■18: one knight per space
    return out


def servant_options(p: Position, player: str, strength: int, where: str) -> range:
    return range(p.servants[player] + 1) if where in COUNTIES else range(1)


def can_place(p: Position, player: str) -> bool:
    return any(not refusals(p, player, s, w, n)
               for s in set(p.court[player]) for w in PLACES for n in servant_options(p, player, s, w))


def next_placer(p: Position, start: str) -> str | None:
    """The first player clockwise from `start` (included) who can place; None: phase I is over."""
    i = p.players.index(start)
    order = p.players[i:] + p.players[:i]
    return next((who for who in order if can_place(p, who)), None)


def after(p: Position, player: str) -> str:
    return p.players[(p.players.index(player) + 1) % len(p.players)]


def place(p: Position, player: str, strength: int, where: str, servants: int = 0) -> Position:
    """The position after a legal placement (favour not yet taken)."""
    q = copy.deepcopy(p)
    q.court[player].remove(strength)
    if where in COUNTIES:
        q.servants[player] -= servants
        occ = q.county[where]
        if occ is not None:  # ■13: the knight home, its servants to the supply
            q.court[occ[0]].append(occ[1])
            q.supply_servants += occ[2]
        q.county[where] = (player, strength, servants)
    elif where in CONFLICTS:
        spaces = q.conflict.setdefault(where, [])
        mine = [ks for who, ks in spaces if who == player]
        if mine:
            mine[0].append(strength)
        else:
            spaces.append((player, [strength]))
    else:
        q.castle[player][where] = strength
    return q


def usable_favours(p: Position, player: str) -> list[str]:
    """■16: a face-up favour that would give the player nothing cannot be chosen: the arrow when no
    knight of hers can be upgraded (R29). The model keeps nobles on the counties, so the person is usable."""
    return [f for f in p.favours if f != "upgrade" or upgrade_options(p, player)]


def takes_favour(p: Position, player: str, where: str) -> bool:
    """■15: a knight placed in a conflict takes a favour while any face-up one gives the player something."""
    return where in CONFLICTS and bool(usable_favours(p, player))


def take_favour(p: Position, player: str, favour: str) -> Position:
    q = copy.deepcopy(p)
    q.favours.remove(favour)
    coins, servants = FAVOUR_GAIN.get(favour, (0, 0))
    q.coins[player] += coins
    q.servants[player] += servants
    q.supply_servants -= servants
    return q


def knights_at(p: Position, player: str) -> list[tuple[int, str]]:
    """Every knight of the player in the court or deployed, as (strength, where)."""
    out = [(k, "court") for k in p.court[player]]
    out += [(occ[1], c) for c, occ in p.county.items() if occ and occ[0] == player]
    out += [(k, c) for c, spaces in p.conflict.items() for who, ks in spaces if who == player for k in ks]
    return out + [(k, s) for s, k in p.castle[player].items()]


def upgrade_options(p: Position, player: str) -> set[tuple[int, str]]:
    """■16 the arrow: any knight of the player, in the court or deployed, whose next strength is in
    the stock; none: the arrow cannot be chosen (R29)."""
    return {(k, w) for k, w in knights_at(p, player) if k + 1 in p.stock[player]}


def upgrade(p: Position, player: str, strength: int, where: str) -> Position:
    """The knight is exchanged for the stock's knight one stronger, where it stands."""
    q = copy.deepcopy(p)
    q.stock[player].remove(strength + 1)
    q.stock[player].append(strength)
    if where == "court":
        q.court[player][q.court[player].index(strength)] = strength + 1
    elif where in COUNTIES:
        who, k, n = q.county[where]
        q.county[where] = (who, k + 1, n)
    elif where in CONFLICTS:
        ks = next(ks for who, ks in q.conflict[where] if who == player)
        ks[ks.index(strength)] = strength + 1
    else:
        q.castle[player][where] = strength + 1
    return q


def legal_lines(p: Position, player: str) -> list[tuple[int, str, int]]:
    return [(s, w, n) for s in sorted(set(p.court[player])) for w in PLACES
            for n in servant_options(p, player, s, w) if not refusals(p, player, s, w, n)]
