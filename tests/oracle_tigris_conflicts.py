"""An independent model of Tigris & Euphrates' conflicts and what surrounds them, written from the
rulebook (seeds/001: T-B scoring and the unification tile, T-A / T-C leaders, T-revolt, T-war,
T-monument, T-treasure, T-endturn, T-end) and the research digest where the rulebook is silent
(rulings 3, 13, 14, 17, 20, 25, 28), without reading the engine.

A position is plain data (`Pos`). `play(pos, line)` is a generator: it yields each question the
table must answer (a dict shaped like the engine's `pending`) and is sent the answer line; it returns
the position after the action (and after the end of the turn when the action was the last one), or
raises `Refused` with the set of rule ids any of which forbids the line.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

COLOURS = ("red", "blue", "green", "black")
COLS = "ABCDEFGHIJKLMNOP"
# The boards (research digest sections 1.2 and 1.4): rivers, starting temples, and the treasures taken
# first: the four framed ones near the corners (T-treasure), or those outside the rivers (T-adv).
BOARDS = {
    "standard": (set("E1 F1 G1 H1 I1 M1 E2 M2 D3 E3 M3 N3 A4 B4 C4 D4 N4 O4 P4 O5 P5 O6 A7 B7 C7 D7 "
                     "M7 N7 O7 D8 E8 F8 G8 M8 G9 H9 I9 J9 K9 L9 M9".split()),
                 ("K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11"),
                 {"B2", "P2", "B8", "O9"}),
    "advanced": (set("C1 D1 P1 C2 D2 P2 C3 D3 P3 C4 M4 N4 O4 P4 C5 M5 C6 M6 C7 D7 M7 N7 D8 E8 F8 N8 F9 G9 H9 "
                     "N9 G10 H10 I10 J10 K10 L10 M10 N10 G11".split()),
                 ("E1", "J1", "O2", "B3", "G4", "L4", "D6", "P6", "A8", "H8", "M8", "E10", "J11", "O11"),
                 {"B3", "P6", "A8", "E10", "J11", "O11"}),
}
MONUMENTS = ("black-blue", "black-green", "black-red", "blue-green", "blue-red", "green-red")


def neighbours(sq: str) -> list[str]:
    c, r = COLS.index(sq[0]), int(sq[1:])
    return [f"{COLS[c + dc]}{r + dr}" for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1))
            if 0 <= c + dc < 16 and 1 <= r + dr <= 11]


def block(top_left: str) -> list[str]:
    c, r = COLS.index(top_left[0]), int(top_left[1:])
    if c > 14 or r > 10:
        return []
    return [f"{COLS[c + dc]}{r + dr}" for dr in (0, 1) for dc in (0, 1)]


@dataclass
class Pos:
    players: list[str]
    active: str
    board: str = "standard"
    actions_left: int = 2
    tiles: dict = field(default_factory=dict)        # square -> colour
    flipped: set = field(default_factory=set)        # tiles under a monument
    leaders: dict = field(default_factory=dict)      # square -> (player, colour)
    treasures: set = field(default_factory=set)
    catastrophes: set = field(default_factory=set)
    monuments: dict = field(default_factory=dict)    # name -> top-left square
    points: dict = field(default_factory=dict)       # player -> colour -> n
    treasures_won: dict = field(default_factory=dict)
    hands: dict = field(default_factory=dict)
    catastrophes_left: dict = field(default_factory=dict)
    bag: int = 100
    out: int = 0
    over: bool = False
    end_reason: str | None = None
    notes: list = field(default_factory=list)        # what happened, for the test's statistics

    @property
    def rivers(self) -> set:
        return BOARDS[self.board][0]

    @property
    def temples(self) -> tuple:
        return BOARDS[self.board][1]

    # --- regions and kingdoms (T-kingdom) -------------------------------------------------------
    def region(self, sq: str, without: str | None = None) -> set:
        """The squares linked to sq by tiles and leaders (catastrophes break links; `without` is a square
        that links nothing, the unification tile during wars)."""
        if sq == without or not (sq in self.tiles or sq in self.leaders):
            return set()
        seen, todo = {sq}, [sq]
        while todo:
            for n in neighbours(todo.pop()):
                if n not in seen and n != without and (n in self.tiles or n in self.leaders):
                    seen.add(n)
                    todo.append(n)
        return seen

    def kingdoms_around(self, sq: str) -> list[set]:
        """The distinct kingdoms (regions holding a leader) touching sq, sq itself linking nothing."""
        out = []
        for n in neighbours(sq):
            if any(n in k for k in out):
                continue
            reg = self.region(n, without=sq)
            if any(s in self.leaders for s in reg):
                out.append(reg)
        return out

    def leaders_in(self, reg: set) -> dict:
        return {s: self.leaders[s] for s in reg if s in self.leaders}

    def temples_by(self, sq: str) -> int:
        return sum(1 for n in neighbours(sq) if self.tiles.get(n) == "red" and n not in self.flipped)


class Refused(Exception):
    def __init__(self, rules: set):
        super().__init__(rules)
        self.rules = rules


def orphans(pos: Pos) -> None:
    """T-A, T-C, T-monument: a leader with no face-up temple beside it goes home."""
    for sq in [s for s in pos.leaders if pos.temples_by(s) == 0]:
        del pos.leaders[sq]
        pos.notes.append("a leader left without a temple")


def conflict(pos: Pos, kind: str, colour: str, att_sq: str, def_sq: str, att_str: int, def_str: int):
    """T-revolt / T-war: attacker commits, then defender; a tie goes to the defender. Returns the winner's
    and loser's squares."""
    att, dfd = pos.leaders[att_sq][0], pos.leaders[def_sq][0]
    q = {"kind": kind, "colour": colour, "attacker": att, "defender": dfd, "attacker_square": att_sq,
         "defender_square": def_sq, "attacker_strength": att_str, "defender_strength": def_str}
    a = int((yield {**q, "player": att}).split()[1])  # answers are legal: the test checks refusals
    pos.hands[att] -= a
    d = int((yield {**q, "player": dfd}).split()[1])
    pos.hands[dfd] -= d
    pos.out += a + d  # committed tiles leave the game
    return (att_sq, def_sq) if att_str + a > def_str + d else (def_sq, att_sq)


# --- the actions ------------------------------------------------------------------------------------

def play(pos: Pos, line: str):
    pos = copy.deepcopy(pos)
    words = line.split()
    if words[0] == "tile":
        yield from place_tile(pos, words[1], words[2])
    elif words[0] == "leader":
        yield from place_leader(pos, words[1], words[2])
    elif words[0] == "catastrophe":
        place_catastrophe(pos, words[1])
    yield from treasures(pos)  # T-treasure: at the end of every action
    pos.actions_left -= 1
    if pos.actions_left == 0:
        end_turn(pos)
    return pos


def place_tile(pos: Pos, colour: str, sq: str):
    broken = set()
    if pos.hands[pos.active] == 0:
        broken.add("tigris.tile.hand")
    if sq in pos.tiles or sq in pos.leaders or sq in pos.catastrophes:
        broken.add("tigris.tile.empty-square")
    if colour == "blue" and sq not in pos.rivers:
        broken.add("tigris.tile.farm-on-river")
    if colour != "blue" and sq in pos.rivers:
        broken.add("tigris.tile.land-only")
    kingdoms = pos.kingdoms_around(sq) if not broken else []
    if len(kingdoms) >= 3:
        broken.add("tigris.tile.three-kingdoms")  # T-B: never three kingdoms at once
    if broken:
        raise Refused(broken)
    pos.hands[pos.active] -= 1
    pos.tiles[sq] = colour
    if len(kingdoms) == 1:  # T-B scoring: the leader of the tile's colour, else the king
        lead = pos.leaders_in(kingdoms[0])
        owner = next((p for p, c in lead.values() if c == colour), None)
        owner = owner or next((p for p, c in lead.values() if c == "black"), None)
        if owner:
            pos.points[owner][colour] += 1
    elif len(kingdoms) == 2:  # a unification: no point; wars (T-war)
        yield from wars(pos, sq)
    yield from monument(pos, sq)


def doubled(pos: Pos, sq: str) -> dict:
    """colour -> the two leaders' squares, for each colour held in two kingdoms around the unification."""
    seen: dict = {}
    for k in pos.kingdoms_around(sq):
        for s, (_p, c) in pos.leaders_in(k).items():
            seen.setdefault(c, []).append(s)
    return {c: s for c, s in seen.items() if len(s) >= 2}


def wars(pos: Pos, sq: str):
    pending: dict = {}
    while True:
        before = pending
        pending = doubled(pos, sq)  # looked at again after each war (ruling 14)
        if len(set(before) - set(pending)) > 1:  # more than the colour just fought
            pos.notes.append("a war called off by an earlier one")
        if len(pos.kingdoms_around(sq)) >= 3:
            pos.notes.append("three kingdoms around the unification tile")
        if not pending:
            return
        if len(pending) > 1:  # T-war: the active player picks the order
            line = yield {"kind": "war-order", "player": pos.active, "colours": sorted(pending)}
            colour = line.split()[1]
        else:
            colour = next(iter(pending))
        a_sq, b_sq = pending[colour]
        owners = {pos.leaders[a_sq][0]: a_sq, pos.leaders[b_sq][0]: b_sq}
        # T-war: the active player attacks if involved, else the next involved player clockwise.
        i = pos.players.index(pos.active)
        order = pos.players[i:] + pos.players[:i]
        attacker = next(p for p in order if p in owners)
        att_sq = owners[attacker]
        def_sq = b_sq if att_sq == a_sq else a_sq
        side = {s: pos.region(s, without=sq) for s in (att_sq, def_sq)}

        def support(s):
            return sorted(t for t in side[s] if pos.tiles.get(t) == colour and t not in pos.flipped)

        win, lose = yield from conflict(pos, "war", colour, att_sq, def_sq, len(support(att_sq)),
                                        len(support(def_sq)))
        winner = pos.leaders[win][0]
        del pos.leaders[lose]
        if len(pos.kingdoms_around(sq)) > len(side):
            pos.notes.append("a leader's leaving split a kingdom")
        removed = support(lose)
        if colour == "red":  # the priests' exception: treasures and temples beside another leader stay
            removed = [t for t in removed if t not in pos.treasures
                       and not any(n in pos.leaders and pos.leaders[n][1] != "red" for n in neighbours(t))]
        if len(removed) < len(support(lose)):
            pos.notes.append("temples spared in a priests' war")
        for t in removed:
            del pos.tiles[t]
        pos.out += len(removed)
        pos.points[winner][colour] += len(removed) + 1
        orphans(pos)


def monument(pos: Pos, sq: str):
    """T-monument: a 2x2 of one colour, face up, completed by the tile still there after the wars."""
    colour = pos.tiles.get(sq)
    c, r = COLS.index(sq[0]), int(sq[1:])
    squares = []
    for dc in (-1, 0):
        for dr in (-1, 0):
            if 0 <= c + dc and 1 <= r + dr:
                b = block(f"{COLS[c + dc]}{r + dr}")
                if b and all(pos.tiles.get(t) == colour and t not in pos.flipped for t in b):
                    squares.append(b[0])
    choices = sorted(m for m in MONUMENTS if colour in m.split("-") and m not in pos.monuments)
    if not squares or not choices:
        return
    squares = sorted(squares, key=lambda s: (int(s[1:]), s[0]))
    line = yield {"kind": "monument", "player": pos.active, "colour": colour, "squares": squares,
                  "monuments": choices}
    words = line.split()
    if words[1] == "none":
        return
    name = "-".join(sorted(words[1].split("-")))
    top = words[2] if len(words) > 2 else squares[0]
    pos.monuments[name] = top
    pos.flipped |= set(block(top))
    orphans(pos)


def place_leader(pos: Pos, colour: str, sq: str):
    me = pos.active
    old = next((s for s, lc in pos.leaders.items() if lc == (me, colour)), None)
    if old is not None:
        del pos.leaders[old]  # ruling 3: a moved leader is lifted first
    if sq == "off":
        if old is None:
            raise Refused({"tigris.leader.withdraw"})
        return
    broken = set()
    if sq in pos.tiles or sq in pos.leaders or sq in pos.catastrophes or sq == old:
        broken.add("tigris.leader.empty-square")
    if sq in pos.rivers:
        broken.add("tigris.leader.no-river")
    if pos.temples_by(sq) == 0:
        broken.add("tigris.leader.adjacent-temple")
    if not broken and len(pos.kingdoms_around(sq)) >= 2:
        broken.add("tigris.leader.no-unite")
    if broken:
        if sq == old:
            broken.add("tigris.leader.move")
        raise Refused(broken)
    pos.leaders[sq] = (me, colour)
    rival = next((s for s, (_p, c) in pos.leaders_in(pos.region(sq)).items() if c == colour and s != sq), None)
    if rival is None:
        return
    # T-revolt: temples beside each leader; the winner scores one red point.
    win, lose = yield from conflict(pos, "revolt", colour, sq, rival, pos.temples_by(sq), pos.temples_by(rival))
    pos.points[pos.leaders[win][0]]["red"] += 1
    del pos.leaders[lose]


def place_catastrophe(pos: Pos, sq: str) -> None:
    broken = set()
    if pos.catastrophes_left[pos.active] == 0:
        broken.add("tigris.catastrophe.supply")
    if sq in pos.leaders or sq in pos.treasures or sq in pos.flipped or sq in pos.catastrophes:
        broken.add("tigris.catastrophe.target")
    if broken:
        raise Refused(broken)
    pos.catastrophes_left[pos.active] -= 1
    if sq in pos.tiles:
        del pos.tiles[sq]
        pos.out += 1
    pos.catastrophes.add(sq)
    orphans(pos)


def treasures(pos: Pos):
    """T-treasure: a kingdom with 2+ treasures and a trader: its owner takes all but one, corners first
    (on the advanced map those outside the rivers, T-adv)."""
    done: list = []
    for sq in sorted(pos.treasures):
        reg = pos.region(sq)
        if any(sq in d for d in done):
            continue
        done.append(reg)
        here = sorted(reg & pos.treasures)
        trader = next((p for p, c in pos.leaders_in(reg).values() if c == "green"), None)
        if len(here) < 2 or trader is None:
            continue
        take = len(here) - 1
        corners = [t for t in here if t in BOARDS[pos.board][2]]
        others = [t for t in here if t not in BOARDS[pos.board][2]]
        if corners:
            pos.notes.append("corner treasure")
        if len(corners) >= take:
            forced, choices, count = [], corners, take
        else:
            forced, choices, count = corners, others, take - len(corners)
        chosen = choices[:count]
        if 0 < count < len(choices):
            line = yield {"kind": "treasure", "player": trader, "forced": forced, "choices": choices,
                          "count": count}
            chosen = line.split()[1:]
        for t in forced + chosen:
            pos.treasures.discard(t)
        pos.treasures_won[trader] += take


# --- the end of a turn and of the game --------------------------------------------------------------

def end_turn(pos: Pos) -> None:
    me = pos.active
    for name, top in sorted(pos.monuments.items()):  # T-monument: only the active player's leaders
        reg = pos.region(top)
        for colour in name.split("-"):
            if (me, colour) in pos.leaders_in(reg).values():
                pos.points[me][colour] += 1
                pos.notes.append("monument points")
    i = pos.players.index(me)
    short = False
    for p in pos.players[i:] + pos.players[:i]:  # T-endturn: active first, then the others
        need = 6 - pos.hands[p]
        got = min(need, pos.bag)
        pos.hands[p] += got
        pos.bag -= got
        short = short or got < need
    # Both ends may come at once; the rulebook names no order. The bag runs short during the refill,
    # before the treasures are counted (ruling 22), so the engine's reason is the bag's.
    pos.notes.append("turn ended")
    if short:
        pos.over, pos.end_reason = True, "tigris.end.bag"
    elif len(pos.treasures) <= 2:
        pos.over, pos.end_reason = True, "tigris.end.treasures"
    if not pos.over:
        pos.active = pos.players[(i + 1) % len(pos.players)]
        pos.actions_left = 2


def final_colours(points: dict, treasures: int) -> list[int]:
    """T-end: each treasure is a point of any colour; given to the weakest colour, one at a time."""
    values = sorted(points[c] for c in COLOURS)
    for _ in range(treasures):
        values[0] += 1
        values.sort()
    return values


def ranking(pos: Pos) -> tuple[list, list]:
    """(player, weakest score, colours weakest first) best first, and the winners: ties broken by the
    second weakest colour, then the third and the fourth (T-end)."""
    rows = [(p, final_colours(pos.points[p], pos.treasures_won[p])) for p in pos.players]
    rows.sort(key=lambda r: r[1], reverse=True)
    best = rows[0][1]
    return [(p, c[0], c) for p, c in rows], [p for p, c in rows if c == best]
