"""Differential tests: Tigris & Euphrates placement against the independent model of
tests/oracle_tigris_placement.py (rulebook A:リーダー駒を1個動かす, B:王国タイルを1枚置く, C:大災害タイルを1枚置く,
D:交換, 手番の終了).

Random positions are typed with `put` lines in the middle-west of the board (two starting temples, rivers
on three sides), a short sequence of actions is played, and after every line the engine's verdict (the
rule id of a refusal) and `show --json` are compared with the model's prediction. The comparison stops
at the first event the model does not follow (a conflict, a monument, treasures) or at the end of the game.
ORACLE_EXAMPLES raises the number of examples.
"""

from __future__ import annotations

import os

from conftest import Table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import oracle_tigris_placement as M

NAMES = ["Aki", "Ben", "Chie", "Dai"]
EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "60"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
WINDOW = [f"{c}{r}" for c in "DEFGHIJ" for r in range(2, 11)]


# --- positions --------------------------------------------------------------------------------------------

def duplicated(pos: M.Pos) -> bool:
    occ = M.occupied(pos)
    for sq, (_, colour) in pos.leaders.items():
        reg = M.region(pos, sq, occ)
        if sum(1 for s in reg if s in pos.leaders and pos.leaders[s][1] == colour) > 1:
            return True
    return False


@st.composite
def positions(draw):
    n = draw(st.sampled_from([2, 3, 4]))
    players = NAMES[:n]
    lines = ["new tigris " + " ".join(players)]
    pos = M.Pos(players=players, tiles={t: "red" for t in M.TEMPLES})
    used, hot = set(), []
    if draw(st.booleans()):
        hot.append(crossroads(draw, pos, lines, used))
    if draw(st.integers(0, 3)) == 0:
        monument(draw, pos, lines, hot)
    free = [s for s in WINDOW if s not in pos.tiles and s not in pos.leaders and s not in hot]
    squares = draw(st.lists(st.sampled_from(free), min_size=draw(st.sampled_from([0, 8, 14])), max_size=30, unique=True))
    for sq in squares:
        colour = "blue" if sq in M.RIVERS else draw(st.sampled_from(["red", "red", "green", "black"]))
        pos.tiles[sq] = colour
        if duplicated(pos):     # a typed kingdom never holds two leaders of one colour
            del pos.tiles[sq]
            continue
        lines.append(f"put tile {colour} {sq}")
    empties = [s for s in WINDOW if s not in pos.tiles and s not in pos.leaders and s not in hot]
    for sq in draw(st.lists(st.sampled_from(empties), max_size=2, unique=True)):
        pos.cats.add(sq)
        lines.append(f"put catastrophe {sq}")
    spots = [s for s in WINDOW if s not in pos.tiles and s not in pos.cats and s not in M.RIVERS
             and s not in pos.leaders and M.face_up_temple_next_to(pos, s)]
    for p in players:
        for colour in M.COLOURS:
            if not spots or (p, colour) in used or not draw(st.booleans()):
                continue
            sq = draw(st.sampled_from(spots))
            pos.leaders[sq] = (p, colour)
            if duplicated(pos):
                del pos.leaders[sq]
                continue
            spots.remove(sq)
            lines.append(f"put leader {p} {colour} {sq}")
    for sq in draw(st.lists(st.sampled_from(M.TEMPLES), max_size=9, unique=True)) if draw(st.integers(0, 4)) == 0 else []:
        lines.append(f"take {sq}")   # the treasure, the topmost piece of a starting temple
    for p in players:
        lines.append(f"put hand {p} {draw(st.sampled_from([6, 6, 6, 5, 3, 1, 0]))}")
        lines.append(f"put catastrophes {p} {draw(st.sampled_from([2, 2, 1, 0]))}")
    lines.append(f"put bag {draw(st.sampled_from([80, 80, 40, 6, 2, 0]))}")
    lines.append(f"put turn {draw(st.sampled_from(players))} {draw(st.sampled_from([1, 2]))}")
    occ = M.occupied(pos) | pos.cats
    near = sorted({n for s in occ if s in WINDOW for n in M.neighbours(s)} - occ) or WINDOW
    return lines, (hot or near) + near


def crossroads(draw, pos: M.Pos, lines: list, used: set) -> str:
    """Up to four kingdoms around one empty square X: a temple on a neighbour of X and a leader one
    square further out, so that a tile or a leader on X meets them all (the three-kingdom and
    no-unite rules, and wars)."""
    centre = draw(st.sampled_from([s for s in WINDOW if s not in M.RIVERS and s not in M.TEMPLES]))
    arms = draw(st.lists(st.sampled_from(M.neighbours(centre)), min_size=2, max_size=4, unique=True))
    for arm in arms:
        c, r = M.COLS.index(arm[0]) * 2 - M.COLS.index(centre[0]), int(arm[1:]) * 2 - int(centre[1:])
        if not (0 <= c < 16 and 1 <= r <= 11):
            continue
        out = f"{M.COLS[c]}{r}"
        if {arm, out} & (set(pos.tiles) | set(pos.leaders)) or out in M.RIVERS:
            continue
        who = draw(st.sampled_from([(p, col) for p in pos.players for col in M.COLOURS if (p, col) not in used]))
        colour = "blue" if arm in M.RIVERS else "red"
        pos.tiles[arm] = colour
        lines.append(f"put tile {colour} {arm}")
        pos.leaders[out] = who
        if not M.face_up_temple_next_to(pos, out) or duplicated(pos):
            del pos.leaders[out]
            continue
        used.add(who)
        lines.append(f"put leader {who[0]} {who[1]} {out}")
    return centre


def monument(draw, pos: M.Pos, lines: list, hot: list) -> None:
    """A monument already built on four flipped tiles of one colour (end-of-turn points, catastrophes)."""
    top = draw(st.sampled_from(WINDOW))
    c, r = M.COLS.index(top[0]), int(top[1:])
    block = [f"{M.COLS[c + i]}{r + j}" for i in (0, 1) for j in (0, 1)]
    rivers = {b in M.RIVERS for b in block}
    if r + 1 > 11 or len(rivers) > 1 or set(block) & (set(pos.tiles) | set(pos.leaders) | set(hot)):
        return
    colour = "blue" if rivers == {True} else draw(st.sampled_from(["red", "green", "black"]))
    name = draw(st.sampled_from([m for m in M.MONUMENTS if colour in m.split("-")]))
    for b in block:
        pos.tiles[b] = colour
        pos.flipped.add(b)
        lines.append(f"put tile {colour} {b}")
    pos.monuments[top] = name
    lines.append(f"put monument {name} {top}")


@st.composite
def actions(draw, near):
    out = []
    for _ in range(draw(st.integers(1, 3))):
        square = draw(st.sampled_from(near[:1]) | st.sampled_from(near) | st.sampled_from(WINDOW)
                      | st.sampled_from(M.SQUARES))
        colour = draw(st.sampled_from(M.COLOURS))
        out.append(draw(st.sampled_from([
            f"tile {colour} {square}", f"tile {colour} {square}", f"tile {colour} {square}",
            f"leader {colour} {square}", f"leader {colour} {square}", f"leader {colour} off",
            f"catastrophe {square}", f"swap {draw(st.integers(0, 7))}", "end",
        ])))
    return out


def event(name: str) -> None:
    """hypothesis.event inside a property, nothing in a plain test."""
    from hypothesis import event as record
    from hypothesis.control import currently_in_test_context

    if currently_in_test_context():
        record(name)


# --- engine <-> model ---------------------------------------------------------------------------------------

def from_show(shown: dict) -> M.Pos:
    pos = M.Pos(players=list(shown["players"]))
    for sq, v in shown["board"].items():
        if "tile" in v:
            pos.tiles[sq] = v["tile"]
        if v.get("monument"):
            pos.flipped.add(sq)
        if v.get("treasure"):
            pos.treasures.add(sq)
        if "leader" in v:
            pos.leaders[sq] = (v["owner"], v["leader"])
        if v.get("catastrophe"):
            pos.cats.add(sq)
    by_name = {}
    for sq in sorted(pos.flipped, key=lambda s: (int(s[1:]), s[0])):
        by_name.setdefault(shown["board"][sq]["monument"], sq)
    pos.monuments = {sq: name for name, sq in by_name.items()}
    pos.hands = dict(shown["hands"])
    pos.cats_left = dict(shown["catastrophes"])
    pos.points = {p: {c: shown["points"][p][c] for c in M.COLOURS} for p in pos.players}
    pos.active = shown["active"]
    pos.actions_left = shown["actions_left"]
    pos.bag = shown["bag"]
    pos.over = shown["game_over"]
    pos.treasures &= set(pos.tiles)
    return pos


def view(pos: M.Pos) -> dict:
    return {"tiles": pos.tiles, "leaders": pos.leaders, "cats": pos.cats, "treasures": pos.treasures,
            "points": pos.points, "hands": pos.hands, "cats_left": pos.cats_left, "active": pos.active,
            "actions_left": pos.actions_left, "bag": pos.bag}


def check(setup: list[str], lines: list[str]) -> None:
    t = Table(*setup)
    pos = from_show(t.show())
    if pos.over or M.treasure_due(pos):   # a typed position that already owes treasures: not placement
        return
    for line in lines:
        verdict, predicted = M.act(pos, line)
        reply = t.session.execute(line)
        where = f"{setup}\n{lines}: {line!r}: {reply.text}"
        if verdict == "rejected":
            event(f"rejected {predicted}")
            assert reply.status == "rejected" and reply.rule == predicted, f"model refuses by {predicted}; {where}"
            continue
        assert reply.status in ("ok", "empty"), f"model accepts; {where}"
        event(f"ok {line.split()[0]}" + (f" -> {predicted.pending}" if predicted.pending else ""))
        if predicted.points != pos.points:
            event("a tile scored")
        if len(predicted.leaders) < len(pos.leaders) and line.startswith("catastrophe"):
            event("a catastrophe sent a leader home")
        if predicted.over:
            event("the game ended")
        if predicted.active != pos.active:
            event("the turn passed")
        shown = t.show()
        if predicted.pending == "treasure":
            return
        if predicted.over:
            assert shown["game_over"], f"model ends the game; {where}"
            pos = predicted     # every later action is refused
            continue
        assert not shown["game_over"], where
        got = (shown["pending"] or {}).get("kind")
        assert got == predicted.pending, f"pending {got} != model {predicted.pending}; {where}"
        engine = from_show(shown)
        if predicted.pending:
            predicted.hands, predicted.bag = engine.hands, engine.bag   # refills come later
            assert view(engine) == view(predicted), where
            pos = predicted     # every later action waits for the event
            continue
        assert view(engine) == view(predicted), where
        pos = engine


@SETTINGS
@given(st.data())
def test_placement_matches_the_model(data):
    setup, near = data.draw(positions())
    check(setup, data.draw(actions(near)))


def test_a_catastrophe_on_the_last_temple_sends_the_leader_home():
    """T-C: a leader left without a neighbouring temple goes back to its owner (tigris.leader.orphaned);
    the other leader keeps its second temple."""
    setup = ["new tigris Aki Ben", "put tile red G5", "put leader Aki black G6", "put leader Ben red H5",
             "put tile red I5"]
    check(setup, ["catastrophe G5", "catastrophe H6", "leader black G7"])
