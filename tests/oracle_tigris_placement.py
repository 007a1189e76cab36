"""An independent model of Tigris & Euphrates placement, read from the rulebook (seeds/001, sections
A:リーダー駒を1個動かす, B:王国タイルを1枚置く, C:大災害タイルを1枚置く, D:交換, 手番の終了) and the research digest
(rulings 1-7, 18, 19, 21-24, 27). It knows nothing of the engine.

A position is plain data (see `Pos`); `act(pos, line)` returns either ("rejected", rule_id) or
("ok", new_pos). The new position's `pending` is None, or the kind of event the action set off that the
model does not follow further ("revolt", "war", "war-order", "monument", "treasure"); the caller stops
comparing there. Conflicts, monuments and treasures themselves belong to other models.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

COLS = "ABCDEFGHIJKLMNOP"
ROWS = range(1, 12)
SQUARES = [f"{c}{r}" for r in ROWS for c in COLS]
COLOURS = ("red", "blue", "green", "black")
# The standard board (digest 1.2): the 41 river squares and the 10 starting temples.
RIVERS = set("E1 F1 G1 H1 I1 M1 E2 M2 D3 E3 M3 N3 A4 B4 C4 D4 N4 O4 P4 O5 P5 O6 A7 B7 C7 D7 "
             "M7 N7 O7 D8 E8 F8 G8 M8 G9 H9 I9 J9 K9 L9 M9".split())
TEMPLES = "K1 B2 P2 F3 N5 I7 B8 O9 F10 K11".split()
MONUMENTS = ("black-blue", "black-green", "black-red", "blue-green", "blue-red", "green-red")


def neighbours(sq: str) -> list[str]:
    c, r = COLS.index(sq[0]), int(sq[1:])
    out = []
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= c + dc < 16 and 1 <= r + dr <= 11:
            out.append(f"{COLS[c + dc]}{r + dr}")
    return out


@dataclass
class Pos:
    players: list
    tiles: dict = field(default_factory=dict)        # square -> colour (flipped ones too)
    flipped: set = field(default_factory=set)        # tiles under a monument
    monuments: dict = field(default_factory=dict)    # top-left square -> "a-b"
    leaders: dict = field(default_factory=dict)      # square -> (owner, colour)
    cats: set = field(default_factory=set)
    treasures: set = field(default_factory=set)
    hands: dict = field(default_factory=dict)
    cats_left: dict = field(default_factory=dict)
    points: dict = field(default_factory=dict)       # player -> colour -> n
    active: str = ""
    actions_left: int = 2
    bag: int = 0
    over: bool = False
    pending: str | None = None

    def monuments_available(self):
        return [m for m in MONUMENTS if m not in self.monuments.values()]


# --- regions and kingdoms ------------------------------------------------------------------------------

def region(pos: Pos, start: str, occupied: set) -> set:
    seen, todo = {start}, [start]
    while todo:
        for n in neighbours(todo.pop()):
            if n in occupied and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def occupied(pos: Pos) -> set:
    return set(pos.tiles) | set(pos.leaders)


def kingdoms_around(pos: Pos, sq: str, occ: set) -> list[set]:
    """The distinct kingdoms (regions holding a leader) touching sq, sq itself left out."""
    occ = occ - {sq}
    found = []
    for n in neighbours(sq):
        if n in occ and not any(n in k for k in found):
            reg = region(pos, n, occ)
            if any(s in pos.leaders for s in reg):
                found.append(reg)
    return found


def face_up_temple_next_to(pos: Pos, sq: str) -> bool:
    return any(pos.tiles.get(n) == "red" and n not in pos.flipped for n in neighbours(sq))


# --- events after an action ----------------------------------------------------------------------------

def treasure_due(pos: Pos) -> bool:
    """T-treasure: a kingdom with a trader and two or more treasures."""
    occ = occupied(pos)
    for sq, (_, colour) in pos.leaders.items():
        if colour == "green":
            reg = region(pos, sq, occ)
            if len(reg & pos.treasures) >= 2:
                return True
    return False


def monument_due(pos: Pos, sq: str) -> bool:
    """T-monument: the placed tile completes a 2x2 block of face-up tiles of its colour, and a monument
    with that colour is still available."""
    colour = pos.tiles[sq]
    if not any(colour in m.split("-") for m in pos.monuments_available()):
        return False
    c, r = COLS.index(sq[0]), int(sq[1:])
    for dc in (-1, 0):
        for dr in (-1, 0):
            if not (0 <= c + dc and c + dc + 1 < 16 and 1 <= r + dr and r + dr + 1 <= 11):
                continue
            block = [f"{COLS[c + dc + i]}{r + dr + j}" for i in (0, 1) for j in (0, 1)]
            if all(pos.tiles.get(b) == colour and b not in pos.flipped for b in block):
                return True
    return False


def orphan_leaders(pos: Pos) -> None:
    """T-A, T-C: a leader with no face-up temple beside it goes back to its owner."""
    for sq in [s for s in pos.leaders if not face_up_temple_next_to(pos, s)]:
        del pos.leaders[sq]


def finish_action(pos: Pos) -> None:
    """An action is taken (counted at once, events or not); once its events are over, treasures, then
    perhaps the end of the turn."""
    pos.actions_left -= 1
    if pos.pending is None and treasure_due(pos):
        pos.pending = "treasure"
    if pos.pending is None and pos.actions_left <= 0:
        end_turn(pos)


def draw(pos: Pos, player: str, n: int) -> None:
    got = min(n, pos.bag)
    pos.hands[player] += got
    pos.bag -= got
    if got < n:
        pos.over = True


def end_turn(pos: Pos) -> None:
    """手番の終了: monument points for the active player, refills (active first, then clockwise every
    other player below six), then the end checks (the bag, two treasures or fewer)."""
    occ = occupied(pos)
    for top, name in pos.monuments.items():
        kingdom = region(pos, top, occ)
        for colour in name.split("-"):
            if any(pos.leaders[s] == (pos.active, colour) for s in kingdom if s in pos.leaders):
                pos.points[pos.active][colour] += 1
    i = pos.players.index(pos.active)
    for k in range(len(pos.players)):
        p = pos.players[(i + k) % len(pos.players)]
        if pos.hands[p] < 6:
            draw(pos, p, 6 - pos.hands[p])
    if len(pos.treasures) <= 2:
        pos.over = True
    if not pos.over:
        pos.active = pos.players[(i + 1) % len(pos.players)]
        pos.actions_left = 2


# --- the actions ---------------------------------------------------------------------------------------

def act(pos: Pos, line: str):
    words = line.split()
    if words[0] == "swap" and not 1 <= int(words[1]) <= 6:
        return "rejected", "tigris.swap.count"    # the engine reads the count's range with the line
    if pos.over:
        return "rejected", "tigris.turn.game-over"
    if pos.pending is not None:      # the action that set it off is not over (T-turn)
        return "rejected", "tigris.turn.pending"
    pos = copy.deepcopy(pos)
    handler = {"leader": leader, "tile": tile, "catastrophe": catastrophe, "swap": swap, "end": end}[words[0]]
    return handler(pos, *words[1:])


def end(pos: Pos):
    end_turn(pos)
    return "ok", pos


def leader(pos: Pos, colour: str, target: str):
    me = pos.active
    origin = next((s for s, v in pos.leaders.items() if v == (me, colour)), None)
    if target == "off":
        if origin is None:
            return "rejected", "tigris.leader.withdraw"
        del pos.leaders[origin]
        finish_action(pos)
        return "ok", pos
    if target in pos.tiles or target in pos.leaders or target in pos.cats:
        return "rejected", "tigris.leader.empty-square"
    if target in RIVERS:
        return "rejected", "tigris.leader.no-river"
    if not face_up_temple_next_to(pos, target):
        return "rejected", "tigris.leader.adjacent-temple"
    if origin is not None:           # ruling 3: a moved leader is lifted first
        del pos.leaders[origin]
    if len(kingdoms_around(pos, target, occupied(pos))) >= 2:
        return "rejected", "tigris.leader.no-unite"
    pos.leaders[target] = (me, colour)
    kingdom = region(pos, target, occupied(pos))
    if any(pos.leaders[s][1] == colour for s in kingdom if s in pos.leaders and s != target):
        pos.pending = "revolt"
    finish_action(pos)
    return "ok", pos


def tile(pos: Pos, colour: str, sq: str):
    me = pos.active
    if pos.hands[me] <= 0:
        return "rejected", "tigris.tile.hand"
    if sq in pos.tiles or sq in pos.leaders or sq in pos.cats:
        return "rejected", "tigris.tile.empty-square"
    if colour == "blue" and sq not in RIVERS:
        return "rejected", "tigris.tile.farm-on-river"
    if colour != "blue" and sq in RIVERS:
        return "rejected", "tigris.tile.land-only"
    kingdoms = kingdoms_around(pos, sq, occupied(pos))
    if len(kingdoms) >= 3:
        return "rejected", "tigris.tile.three-kingdoms"
    pos.hands[me] -= 1
    pos.tiles[sq] = colour
    if len(kingdoms) == 1:            # ◎勝利点の配当
        lead = {c: o for s, (o, c) in pos.leaders.items() if s in kingdoms[0]}
        owner = lead.get(colour) or lead.get("black")
        if owner:
            pos.points[owner][colour] += 1
    elif len(kingdoms) == 2:          # a unification: no points; a war for every shared colour
        a, b = ({pos.leaders[s][1] for s in k if s in pos.leaders} for k in kingdoms)
        shared = a & b
        if len(shared) == 1:
            pos.pending = "war"
        elif len(shared) > 1:
            pos.pending = "war-order"
    if pos.pending is None and monument_due(pos, sq):
        pos.pending = "monument"
    finish_action(pos)
    return "ok", pos


def catastrophe(pos: Pos, sq: str):
    me = pos.active
    if pos.cats_left[me] <= 0:
        return "rejected", "tigris.catastrophe.supply"
    if sq in pos.leaders or sq in pos.treasures or sq in pos.flipped or sq in pos.cats:
        return "rejected", "tigris.catastrophe.target"
    pos.cats_left[me] -= 1
    pos.tiles.pop(sq, None)
    pos.cats.add(sq)
    orphan_leaders(pos)
    finish_action(pos)
    return "ok", pos


def swap(pos: Pos, n: str):
    n = int(n)
    me = pos.active
    if not 1 <= n <= 6 or n > pos.hands[me]:
        return "rejected", "tigris.swap.count"
    pos.hands[me] -= n
    draw(pos, me, n)
    if pos.over:
        return "ok", pos
    finish_action(pos)
    return "ok", pos
