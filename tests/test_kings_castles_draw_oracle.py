"""Differential tests: the Kings & Castles draws against the independent model of
tests/oracle_kings_castles_draw.py (rulebook 2 (6)-(9), 4.2 (1) (5), 5.7).

The set-up is played from `new` (the enemies region by region, then each colour's first ten), and reigns are
begun on positions typed with `put` lines that leave the bag nearly empty (the bonus, the refill, the bag
drawn empty and refilled from the destroyed pile, a draw that stops short). Random lines, legal or not, are
played one at a time; after each the refusal's rule id, the bag, the destroyed pile, the household, the array
and the draw still owed are compared with the model. ORACLE_EXAMPLES raises the number of examples.
"""

from __future__ import annotations

import os
from collections import Counter

from conftest import Table
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

import oracle_kings_castles_draw as M
from referee import facts

GAME = "kings-castles"
FACTS = facts.shipped(GAME)
REGIONS = [k.split(".")[1] for k in FACTS if k.startswith("region.") and k.endswith(".country")]
BONUS = {b: FACTS[f"chart.{b}.bonus"].value for b in range(1, 25)}
COUNTS = {k: FACTS[f"counters.{k}"].value for k in ("enemy", "mercenaries", "castles")}
NAMES = ["Aki", "Ben", "Chie", "Dai"]
EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "40"))
SHRINK = [] if os.environ.get("ORACLE_NO_SHRINK") else [Phase.shrink]
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
                    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, *SHRINK])


def totals(n, length) -> Counter:
    return M.totals(n, length, COUNTS["enemy"], COUNTS["mercenaries"], COUNTS["castles"])


def new_table(n, length, overlap=False) -> Table:
    opts = " --option length=short" if length == "short" else ""
    opts += " --option overlap=on --option selection=once" if overlap else ""
    return Table(f"new kings-castles {' '.join(NAMES[:n])}{opts}")


def engine_draw(t: Table):
    s = t.state
    if s.pending and s.pending.get("kind") == "draw":
        return s.draw["colour"], s.draw["left"]
    return None


def play(t: Table, line: str, expected: str | None):
    reply = t.session.execute(line)
    if expected is None:
        assert reply.status in ("ok", "empty"), f"{line!r}: the model accepts it, the engine says {reply.text}"
    else:
        assert reply.status == "rejected" and reply.rule == expected, \
            f"{line!r}: the model refuses it by {expected}, the engine: {reply.status} {reply.rule} {reply.text}"


def same(t: Table, m: M.Model, colour: str, line: str):
    s = t.state
    assert +Counter(s.bag) == m.bag, f"after {line!r}: bag {+Counter(s.bag) - m.bag} / {m.bag - +Counter(s.bag)}"
    assert +Counter(s.destroyed) == m.destroyed, f"after {line!r}: destroyed pile"
    for c in m.households:
        assert {k: v for k, v in s.households[c].items() if v} == \
            {k: v for k, v in m.households[c].items() if v}, f"after {line!r}: household of {c}"
        assert Counter(s.arrays[c]) == Counter(m.arrays[c]), f"after {line!r}: array of {c}"
    shown = t.show()
    assert shown["bag"] == sum(m.bag.values()) and shown["destroyed"] == sum(m.destroyed.values())
    got = engine_draw(t)
    if m.draw is not None:
        assert got == (m.draw["colour"], m.draw["left"]), f"after {line!r}: draw owed {got}, model {m.draw}"
    else:
        assert got is None or got[0] != colour, f"after {line!r}: the engine still asks {got}, the model is done"


@st.composite
def draw_line(draw, m: M.Model, kinds):
    colour = m.draw["colour"]
    if draw(st.integers(0, 12)) == 0:  # out of step: nothing else before the counters owed (4.2)
        return draw(st.sampled_from(["end", "tax", "castle 1 london", "attack london " + colour + "-knight"]))
    if draw(st.integers(0, 2)) == 0:
        kind = draw(st.sampled_from(M.TYPES))
        n = draw(st.sampled_from([1, 1, 1, 2, 3, 4]))
        return f"household {kind} {n}" if n > 1 or draw(st.booleans()) else f"household {kind}"
    pool = sorted(m.bag or m.destroyed) or kinds
    counter = draw(st.one_of(st.sampled_from(pool), st.sampled_from(pool), st.sampled_from(kinds),
                             st.just(f"{colour}-knight")))
    return f"draw {counter}"


def step(t, m, line, colour):
    was = sum(m.destroyed.values()), m.draw and m.draw["left"]
    if line.startswith("household"):
        parts = line.split()
        expected = m.household(parts[1], int(parts[2]) if len(parts) > 2 else 1)
    elif line.startswith("draw"):
        expected = m.take(line.split()[1])
    else:
        expected = M.R + "turn.pending"
    event(f"{line.split()[0]}: {expected or 'accepted'}")
    if was[0] and not m.destroyed:
        event("5.7: the destroyed pile back into the bag")
    if m.draw is None and m.short:
        event("draw.exhausted: the draw stopped short")
    play(t, line, expected)
    same(t, m, colour, line)


def finish(t, m, colour):
    """Finish a draw legally: the household first, then the bag (the pile once the bag is empty)."""
    while m.draw is not None:
        home_left = [k for k, v in m.households[colour].items() if v]
        if home_left and not m.draw["bagged"]:
            line = f"household {home_left[0]}"
        else:
            line = f"draw {sorted(m.bag or m.destroyed)[0]}"
        step(t, m, line, colour)


# --- set-up: enemies, then the first ten of every colour ---------------------------------------------------

@SETTINGS
@given(st.data())
def test_setup_draws_match_the_model(data):
    n = data.draw(st.sampled_from([2, 3, 4]))
    length = data.draw(st.sampled_from(["full", "short"]))
    t = new_table(n, length)
    home = 3 if length == "short" else 4
    households = {c: {k: home for k in M.TYPES} for c in M.colours_of(n)}
    bag = totals(n, length) - Counter({f"{c}-{k}": home for c in households for k in M.TYPES})
    assert +Counter(t.state.bag) == bag, "2 (6)-(8): the bag's contents"
    enemies = M.Enemies(REGIONS, bag)
    bias = data.draw(st.sampled_from(M.TYPES))
    while enemies.empty():
        kind = data.draw(st.sampled_from([bias, bias, bias, *M.TYPES]))
        region = data.draw(st.one_of(st.none(), st.none(), st.none(), st.sampled_from(REGIONS)))
        line = f"enemy {kind}" + (f" {region}" if region else "")
        expected = enemies.enemy(kind, region)
        event(f"enemy: {expected or 'accepted'}")
        play(t, line, expected)
    shown = t.show()
    for r in REGIONS:
        held = shown["regions"][r]
        want = ("enemy", enemies.units[r]) if r in enemies.units else (None, None)
        assert (held["owner"], held["unit"] and held["unit"].split("-")[-1]) == want, r
    play(t, "enemy knight", M.R + "turn.pending")  # every region has its enemy: the arrays are asked now
    m = M.Model(enemies.bag, Counter(), households, {c: [] for c in households})
    kinds = sorted(totals(n, length))
    for colour in M.sets_order(n):
        assert engine_draw(t) == (colour, 10), "2 (9): each colour's first ten, in turn"
        m.start(colour, 10)
        for _ in range(data.draw(st.integers(0, 14))):
            if m.draw is None:
                break
            step(t, m, data.draw(draw_line(m, kinds)), colour)
        finish(t, m, colour)
    assert engine_draw(t) is None and t.state.pending["kind"] == "crown", "2 (10): the kings are chosen next"


# --- a reign: the bonus and the refill on a nearly empty bag ------------------------------------------------

@SETTINGS
@given(st.data())
def test_bonus_and_refill_draws_match_the_model(data):
    n = data.draw(st.sampled_from([2, 3, 4]))
    length = data.draw(st.sampled_from(["full", "short"]))
    colours = M.colours_of(n)
    king = data.draw(st.sampled_from(colours))
    sink = data.draw(st.sampled_from([c for c in colours if c != king]))
    home = 3 if length == "short" else 4
    overlap = data.draw(st.booleans())
    t = new_table(n, length, overlap)
    households = {c: {k: home for k in M.TYPES} for c in colours}
    for c in colours:
        for k in M.TYPES:
            h = data.draw(st.sampled_from([0, 0, 1, 2, home]))
            households[c][k] = h
            t.ok(f"put household {c} {k} {h}")
    bag = totals(n, length) - Counter({f"{c}-{k}": v for c in colours for k, v in households[c].items()})
    keep, destroyed, away = Counter(), Counter(), []
    sparse, pile = data.draw(st.booleans()), data.draw(st.sampled_from(["none", "some", "some"]))
    for counter in sorted(bag):
        a = bag[counter]
        b = min(a, data.draw(st.sampled_from([0] * 12 + [1] if sparse else [0, 0, 0, 1, 2, a])))
        d = data.draw(st.integers(0, a - b)) if pile == "some" and data.draw(st.booleans()) else 0
        keep[counter], destroyed[counter] = b, d
        away += [counter] * (a - b - d)
        if d:
            t.ok(f"put destroyed {counter} {d}")
    picks = data.draw(st.lists(st.integers(0, len(away) - 1), unique=True, max_size=6)) if away else []
    mine = [away[i] for i in picks]
    away = [c for i, c in enumerate(away) if i not in picks]
    if mine:
        t.ok(f"put array {king} {' '.join(mine)}")
    if away:
        t.ok(f"put array {sink} {' '.join(away)}")
    last = 12 if length == "short" else 24
    box = data.draw(st.integers(2, last - 1 if overlap else last))
    t.ok(f"put crown {box} {king}")
    nxt = data.draw(st.sampled_from([c for c in colours if c != king])) if overlap else None
    if nxt:
        t.ok(f"put crown {box + 1} {nxt}")
    t.ok(f"put reign {box}")
    arrays = {c: [] for c in colours}
    arrays[king], arrays[sink] = list(mine), list(away)
    m = M.Model(keep, destroyed, households, arrays)
    kinds = sorted(totals(n, length))
    m.start(king, BONUS[box])
    event(f"bonus starts {'owed' if m.draw else 'with nothing to draw'}")
    if m.short:
        event("draw.exhausted: the bonus stops short at once")
    same(t, m, king, f"put reign {box}")
    ended = False
    for _ in range(data.draw(st.integers(0, 16))):
        if m.draw is None:
            if not ended and data.draw(st.integers(0, 3)) == 0:  # a draw with nothing owed (after the
                # last reign's end the game is over, turn.game-over)
                step(t, m, data.draw(st.sampled_from(["draw merc-1", "household knight"])), king)
            if ended or len(m.arrays[king]) > 10:
                break
            ended = True
            play(t, "end", None)
            if nxt:  # 10.1: the next king's bonus comes before this king's refill
                m.start(nxt, BONUS[box + 1])
                event(f"10.1: next bonus {'owed' if m.draw else 'with nothing drawn'}")
                same(t, m, nxt, "end")
                for _ in range(data.draw(st.integers(0, 8))):
                    if m.draw is not None:
                        step(t, m, data.draw(draw_line(m, kinds)), nxt)
                finish(t, m, nxt)
            m.start(king, 10 - len(m.arrays[king]))  # 4.2 (5): refill to ten
            event(f"refill {'owed' if m.draw else 'with nothing drawn'}")
            same(t, m, king, "end")
            continue
        step(t, m, data.draw(draw_line(m, kinds)), king)


def test_a_refill_takes_back_the_units_destroyed_after_the_bag_ran_dry():
    """5.7 [kings-castles.bag.refill] with [kings-castles.draw.exhausted]: the bonus draws the bag's last
    counter while the destroyed pile is empty and stops short; an attack then destroys an enemy archer; the
    refill at the end of the reign finds the bag empty, takes the pile back and draws the archer, then stops
    short with nothing left anywhere."""
    t = new_table(4, "full")
    t.ok("put unit london enemy-archer")
    for c in M.COLOURS:
        for k in M.TYPES:
            t.ok(f"put household {c} {k} 0")
    t.ok("put array green green-man merc-2")
    rest = +Counter(t.state.bag) - Counter({"merc-1": 1})
    t.ok(f"put array blue {' '.join(sorted(rest.elements()))}")
    t.ok("put crown 6 green")
    t.ok("put reign 6")  # bonus I: one counter owed, one left in the bag
    t.ok("draw merc-1")
    assert engine_draw(t) is None and not +Counter(t.state.bag) and not +Counter(t.state.destroyed)
    t.ok("attack london green-man")  # England is all enemy: London's port (5.5); 2 beats 1
    assert +Counter(t.state.destroyed) == Counter({"enemy-archer": 1})
    t.ok("end")
    assert engine_draw(t) == ("green", 8), "4.2 (5): two counters kept, eight owed"
    t.rejected("draw merc-1", "kings-castles.bag.contents")
    t.ok("draw enemy-archer")
    assert engine_draw(t) is None, "nothing left anywhere: the refill stops short"
    assert Counter(t.state.arrays["green"]) == Counter(["merc-2", "merc-1", "enemy-archer"])
    assert not +Counter(t.state.bag) and not +Counter(t.state.destroyed)
