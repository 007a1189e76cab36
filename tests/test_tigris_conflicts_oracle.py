"""Tigris & Euphrates: the engine against an independent model (tests/oracle_tigris_conflicts.py).

Hypothesis builds crowded random positions on a window of the standard board with `put` lines (tiles,
leaders of up to four players, catastrophes, monuments, extra treasures, scores, hands), repaired into
positions the game could reach (every leader beside a face-up temple, no kingdom with two leaders of
one colour, no kingdom already owing treasures). It then plays one action (a tile, mostly on a square
that unites kingdoms; a leader; a catastrophe), answers every question the referee asks (commitments,
the order of wars, monuments, treasures) with random legal answers, and compares each question and the
final table (tiles, leaders, points, treasures, hands, turn, end of game, final ranking) with the model.

ORACLE_EXAMPLES raises the number of examples (default 60).
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import oracle_tigris_conflicts as oracle
from oracle_tigris_conflicts import COLS, RIVERS, Pos, Refused, block, neighbours
from referee.session import Session

EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "60"))
PLAYERS = ("Aki", "Ben", "Chie", "Dai")
START_TEMPLES = ("K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11")
COMPARED = ("kind", "player", "colour", "attacker", "defender", "attacker_square", "defender_square",
            "attacker_strength", "defender_strength", "colours", "forced", "count")
SORTED = ("squares", "monuments", "choices")


# --- positions ----------------------------------------------------------------------------------------

def _fix(pos: Pos) -> None:
    """Make the drawn position one the game could reach."""
    for sq in [s for s in pos.leaders if pos.temples_by(s) == 0]:
        del pos.leaders[sq]
    changed = True
    while changed:  # no kingdom with two leaders of one colour, none owing treasures
        changed = False
        for sq in sorted(pos.leaders):
            if sq not in pos.leaders:
                continue
            reg = pos.region(sq)
            lead = pos.leaders_in(reg)
            colours = [c for _p, c in lead.values()]
            trader_owed = len(reg & pos.treasures) >= 2 and "green" in colours
            if len(colours) != len(set(colours)) or trader_owed:
                drop = max(s for s, (_p, c) in lead.items() if colours.count(c) > 1 or
                           (trader_owed and c == "green"))
                del pos.leaders[drop]
                changed = True


def _sprinkle(draw, pos: Pos, cells: list[str], used: set, empty: int) -> None:
    """Random tiles, leaders and catastrophes on the free cells (a roll below `empty` leaves one free)."""
    n = len(pos.players)
    for sq in cells:
        if sq in pos.tiles or sq in pos.leaders or sq in pos.catastrophes:
            continue
        roll = draw(st.integers(0, 99))
        if roll < empty:
            continue
        if roll < empty + (100 - empty) * 6 // 10:
            colour = "blue" if sq in RIVERS else draw(st.sampled_from(["red", "red", "red", "black", "green"]))
            pos.tiles[sq] = colour
        elif roll < 96 and sq not in RIVERS:
            who = (draw(st.sampled_from(pos.players)), draw(st.sampled_from(oracle.COLOURS)))
            if who not in used:
                used.add(who)
                pos.leaders[sq] = who
        elif len(pos.catastrophes) < n:
            pos.catastrophes.add(sq)


def _sides(draw, pos: Pos, window: list[str], used: set) -> tuple[str, set] | None:
    """Two or three kingdoms grown apart from a free square X that would unite them, sharing leader
    colours (so that the tile on X sets off wars); X."""
    inner = [sq for sq in window if len([n for n in neighbours(sq) if n in window]) == 4 and sq not in pos.tiles]
    if not inner:
        return None
    x = draw(st.sampled_from(inner), label="uniting square")
    starts = draw(st.lists(st.sampled_from(neighbours(x)), unique=True, min_size=2, max_size=3), label="sides")
    blobs: list[set] = []
    for start in starts:
        if start in pos.tiles or any(n in b for b in blobs for n in neighbours(start) + [start]):
            continue
        blob = {start}
        for _ in range(draw(st.integers(2, 9))):
            cell = draw(st.sampled_from(sorted(blob)))
            nxt = draw(st.sampled_from(neighbours(cell)))
            if nxt == x or nxt not in window or nxt in pos.tiles or nxt in blob:
                continue
            if any(m in b for b in blobs for m in neighbours(nxt) + [nxt]):
                continue
            blob.add(nxt)
        for sq in sorted(blob):
            pos.tiles[sq] = "blue" if sq in RIVERS else draw(st.sampled_from(["red", "red", "black", "green"]))
        if start not in RIVERS and draw(st.integers(0, 2)):
            pos.tiles[start] = "red"
        blobs.append(blob | {m for sq in blob for m in neighbours(sq) if m in pos.tiles})
    owners: dict = {}
    for blob in blobs:
        spots = sorted(m for sq in blob for m in neighbours(sq)
                       if m != x and m not in RIVERS and m not in pos.tiles and m not in pos.leaders
                       and any(pos.tiles.get(t) == "red" for t in neighbours(m))
                       and not any(t in b for b in blobs if b is not blob for t in neighbours(m) + [m]))
        colours = draw(st.lists(st.sampled_from(oracle.COLOURS), unique=True, min_size=1, max_size=4))
        for colour in colours:
            if not spots:
                break
            sq = draw(st.sampled_from(spots))
            spots.remove(sq)
            free = [p for p in pos.players if (p, colour) not in used]
            if sq in pos.leaders or not free:
                continue
            who = (draw(st.sampled_from(free)), colour)
            used.add(who)
            pos.leaders[sq] = who
            blob.add(sq)
    return x, set().union(*blobs) if blobs else set()


@st.composite
def positions(draw):
    n = draw(st.integers(2, 4), label="players")
    players = list(PLAYERS[:n])
    w, h = draw(st.integers(5, 9)), draw(st.integers(4, 7))
    c0, r0 = draw(st.integers(0, 16 - w)), draw(st.integers(1, 12 - h))
    window = [f"{COLS[c]}{r}" for r in range(r0, r0 + h) for c in range(c0, c0 + w)]
    pos = Pos(players=players, active=draw(st.sampled_from(players)))
    pos.tiles = {sq: "red" for sq in START_TEMPLES}
    pos.treasures = set(START_TEMPLES)
    lifted = draw(st.sets(st.sampled_from(START_TEMPLES), max_size=8), label="treasures lifted")
    pos.treasures -= lifted
    used: set = set()
    x, near = None, set()
    if draw(st.integers(0, 3)) < 3:
        x, near = _sides(draw, pos, window, used) or (None, set())
    near |= {m for sq in near for m in neighbours(sq)} | {x}
    _sprinkle(draw, pos, [sq for sq in window if sq not in near], used, 50 if x else 22)
    # extra treasures on temples of the window (the game has ten in all)
    spare = len(lifted) - draw(st.integers(0, 2), label="treasures won")
    temples = sorted(sq for sq in window if pos.tiles.get(sq) == "red" and sq not in pos.treasures)
    extra = draw(st.lists(st.sampled_from(temples), unique=True, max_size=max(0, min(3, spare)))) if temples else []
    pos.treasures |= set(extra)
    # a monument already standing, on a 2x2 block of one colour inside the window
    if draw(st.integers(0, 3)) == 0:
        tops = [sq for sq in window if block(sq) and all(b in window for b in block(sq))]
        if tops:
            top = draw(st.sampled_from(tops))
            four = block(top)
            land = [b not in RIVERS for b in four]
            if all(land) or not any(land):
                colour = "blue" if not any(land) else draw(st.sampled_from(["red", "black", "green"]))
                for b in four:
                    pos.leaders.pop(b, None)
                    pos.catastrophes.discard(b)
                    if b not in START_TEMPLES:
                        pos.tiles[b] = colour
                        if colour != "red":
                            pos.treasures.discard(b)
                if all(pos.tiles.get(b) == colour for b in four):
                    other = draw(st.sampled_from([c for c in oracle.COLOURS if c != colour]))
                    pos.monuments["-".join(sorted((colour, other)))] = top
                    pos.flipped |= set(four)
    _fix(pos)
    won = max(0, len(lifted) - len(extra))
    for p in players:
        pos.points[p] = {c: draw(st.integers(0, 4)) for c in oracle.COLOURS}
        pos.treasures_won[p] = 0
        pos.hands[p] = draw(st.sampled_from([6, 5, 4, 3, 2, 1, 0]))
        budget = 2 * n - len(pos.catastrophes) - sum(pos.catastrophes_left.values())
        pos.catastrophes_left[p] = min(budget, draw(st.integers(0, 2)))
    while won > 0 and draw(st.booleans()):
        pos.treasures_won[draw(st.sampled_from(players))] += 1
        won -= 1
    pos.actions_left = draw(st.integers(1, 2))
    pos.bag = draw(st.sampled_from([60, 60, 60, 3, 0]))
    return pos, window, x


def setup_lines(pos: Pos) -> list[str]:
    lines = [f"new tigris {' '.join(pos.players)}"]
    lines += [f"take {sq}" for sq in START_TEMPLES if sq not in pos.treasures]
    lines += [f"put tile {c} {sq}" for sq, c in pos.tiles.items() if sq not in START_TEMPLES]
    lines += [f"put monument {name} {top}" for name, top in pos.monuments.items()]
    lines += [f"put treasure {sq}" for sq in sorted(pos.treasures - set(START_TEMPLES))]
    lines += [f"put leader {p} {c} {sq}" for sq, (p, c) in pos.leaders.items()]
    lines += [f"put catastrophe {sq}" for sq in sorted(pos.catastrophes)]
    for p in pos.players:
        lines += [f"put points {p} {c} {n}" for c, n in pos.points[p].items() if n]
        lines += [f"put treasures {p} {pos.treasures_won[p]}", f"put hand {p} {pos.hands[p]}",
                  f"put catastrophes {p} {pos.catastrophes_left[p]}"]
    lines += [f"put bag {pos.bag}", f"put turn {pos.active} {pos.actions_left}"]
    return lines


def model_of(state) -> Pos:
    """The engine's table as the model's plain data."""
    return Pos(players=list(state.players), active=state.player, actions_left=state.actions_left,
               tiles=dict(state.tiles), flipped=set(state.flipped), leaders=dict(state.leaders),
               treasures=set(state.treasures), catastrophes=set(state.catastrophes),
               monuments=dict(state.monuments), points={p: dict(c) for p, c in state.points.items()},
               treasures_won=dict(state.treasures_won), hands=dict(state.hands),
               catastrophes_left=dict(state.catastrophes_left), bag=state.bag, out=state.out,
               over=state.over, end_reason=state.end_reason)


def table_of(pos: Pos) -> dict:
    keys = ("active", "actions_left", "tiles", "flipped", "leaders", "treasures", "catastrophes", "monuments",
            "points", "treasures_won", "hands", "catastrophes_left", "bag", "out", "over", "end_reason")
    return {k: getattr(pos, k) for k in keys}


# --- the action ---------------------------------------------------------------------------------------

def action(draw, pos: Pos, window: list[str], x: str | None) -> str:
    near = sorted({n for sq in window for n in neighbours(sq)} | set(window))
    empty = [sq for sq in near if sq not in pos.tiles and sq not in pos.leaders and sq not in pos.catastrophes]
    kind = draw(st.sampled_from(["tile"] * 7 + ["leader"] * 2 + ["catastrophe"]), label="kind")
    if kind == "tile":
        uniting = [sq for sq in empty if len(pos.kingdoms_around(sq)) >= 2]
        if x in empty and draw(st.integers(0, 9)) < 7:
            uniting = [x]
        sq = draw(st.sampled_from(uniting if uniting and draw(st.integers(0, 9)) < 8 else empty or near))
        colour = "blue" if sq in RIVERS else draw(st.sampled_from(["red", "black", "green"]))
        if draw(st.integers(0, 19)) == 0:
            colour = draw(st.sampled_from(oracle.COLOURS))
        return f"tile {colour} {sq}"
    if kind == "leader":
        colour = draw(st.sampled_from(oracle.COLOURS))
        by_temple = [sq for sq in empty if pos.temples_by(sq)]
        if draw(st.integers(0, 9)) == 0:
            return f"leader {colour} off"
        return f"leader {colour} {draw(st.sampled_from(by_temple or near))}"
    return f"catastrophe {draw(st.sampled_from(near))}"


def answer(draw, session: Session, q: dict) -> str:
    kind = q["kind"]
    if kind in ("revolt", "war"):
        hand = session.state.hands[q["player"]]
        if hand < 6 and draw(st.integers(0, 9)) == 0:  # more than the hand holds: refused
            reply = session.execute(f"commit {hand + 1}")
            assert (reply.status, reply.rule) == ("rejected", "tigris.conflict.commit"), reply.text
        return f"commit {draw(st.integers(0, hand))}"
    if kind == "war-order":
        return f"war {draw(st.sampled_from(q['colours']))}"
    if kind == "monument":
        if draw(st.integers(0, 3)) == 0:
            return "monument none"
        return f"monument {draw(st.sampled_from(q['monuments']))} {draw(st.sampled_from(sorted(q['squares'])))}"
    chosen = draw(st.lists(st.sampled_from(sorted(q["choices"])), unique=True, min_size=q["count"],
                           max_size=q["count"]))
    return "treasure " + " ".join(chosen)


def same_question(engine: dict, model: dict) -> None:
    for k in COMPARED:
        if k in model:
            assert engine.get(k) == model[k], (k, engine, model)
    for k in SORTED:
        if k in model:
            assert sorted(engine.get(k)) == sorted(model[k]), (k, engine, model)


def play_and_compare(draw, session: Session, line: str) -> None:
    pos = model_of(session.state)
    model = oracle.play(pos, line)
    try:
        q = next(model)
    except Refused as refused:
        reply = session.execute(line)
        event(f"refused: {sorted(refused.rules)}")
        assert reply.status == "rejected" and reply.rule in refused.rules, (line, reply.rule, refused.rules, reply.text)
        return
    except StopIteration as stop:
        q, final = None, stop.value
    reply = session.execute(line)
    assert reply.status == "ok", (line, reply.text)
    event(f"action: {line.split()[0]}")
    while q is not None:
        event(f"asked: {q['kind']}")
        engine_q = session.state.pending
        assert engine_q is not None, (line, q)
        same_question(engine_q, q)
        ans = answer(draw, session, q)
        reply = session.execute(ans)
        assert reply.status == "ok", (line, ans, reply.text)
        try:
            q = model.send(ans)
        except StopIteration as stop:
            q, final = None, stop.value
    assert session.state.pending is None, (line, session.state.pending)
    got, want = table_of(model_of(session.state)), table_of(final)
    for k in want:
        assert got[k] == want[k], (line, k, got[k], want[k])
    ranking, winners = oracle.ranking(final)
    score = session.execute("score --json").data
    assert [(r["player"], r["score"], r["colours"]) for r in score["ranking"]] == ranking, (score, ranking)
    assert score["final"] == final.over
    assert score["winners"] == (winners if final.over else []), (score, winners)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.filter_too_much])
@given(data=st.data())
def test_one_action_and_all_it_sets_off_match_the_model(data):
    pos, window, x = data.draw(positions(), label="position")
    session = Session(lang="en")
    for line in setup_lines(pos):
        reply = session.execute(line)
        assert reply.status == "ok", (line, reply.text)
    start = model_of(session.state)
    assert (start.tiles, start.leaders, start.treasures) == (pos.tiles, pos.leaders, pos.treasures)
    line = action(data.draw, start, window, x)
    play_and_compare(data.draw, session, line)
