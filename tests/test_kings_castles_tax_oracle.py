"""Differential tests: Kings & Castles taxation, king selection and the king's turn bookkeeping against the
independent model of tests/oracle_kings_castles_tax.py (rulebook 2 (10), 4.2, 8, 9.1, 9.3, 10.3, 10.4).

Random positions are typed with `put` lines, one reign is played (tax, end, the refill, the flip, a later
king selection or the final taxation) and every outcome the model predicts is compared with the engine's
`show --json --private` and `score --json`. ORACLE_EXAMPLES raises the number of examples.
"""

from __future__ import annotations

import os

from conftest import Table
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import oracle_kings_castles_tax as M
from referee import facts

GAME = "kings-castles"
FACTS = facts.shipped(GAME)
REGIONS = [k.split(".")[1] for k in FACTS if k.startswith("region.") and k.endswith(".country")]
VALUES = {r: FACTS[f"region.{r}.value"].value for r in REGIONS}
BONUS = {b: FACTS[f"chart.{b}.bonus"].value for b in range(1, M.CHART + 1)}
NAMES = ["Aki", "Ben", "Chie", "Dai"]
TYPES = ("knight", "man", "archer")
ENEMIES = {"knight": 12, "man": 14, "archer": 14}
EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "30"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))


# --- positions --------------------------------------------------------------------------------------------

@st.composite
def games(draw, selection=None):
    n = draw(st.sampled_from([2, 3, 4]))
    length = draw(st.sampled_from(["full", "short"]))
    sel = selection or draw(st.sampled_from(["staggered", "once"]))
    return n, length, sel


@st.composite
def holdings(draw, colours):
    """region -> (owner, type): a unit of a colour, an enemy, or nobody; within the counters of the game."""
    used, out = {}, {}
    for r in REGIONS:
        owner = draw(st.sampled_from([None, "enemy", "enemy", *colours, *colours]))
        if owner is None:
            continue
        kind = draw(st.sampled_from(TYPES))
        cap = ENEMIES[kind] if owner == "enemy" else 3
        if used.get((owner, kind), 0) >= cap:
            continue
        used[(owner, kind)] = used.get((owner, kind), 0) + 1
        out[r] = (owner, kind)
    return out


@st.composite
def crowns_up_to(draw, colours, wins, upto):
    """Boxes 1..upto filled as the selections fill them: each window shared out evenly among the colours
    (2 (3), 9.2, 9.3, 10.3: 6 or 8 crowns each, 3 or 4 in the short game)."""
    crowns = {}
    for w in wins:
        if w.start > upto:
            break
        order = draw(st.permutations([c for c in colours for _ in range(len(w) // len(colours))]))
        crowns.update({b: c for b, c in zip(w, order) if b <= upto})
    return crowns


def new_table(n, length, sel, first=None, overlap=False) -> Table:
    opts = ["--option overlap=on"] if overlap else []
    if length == "short":
        opts.append("--option length=short")
    if sel == "once":
        opts.append("--option selection=once")
    t = Table(" ".join(["new kings-castles", *NAMES[:n], *opts]))
    if first:
        t.ok(f"put first {first}")
    return t


@st.composite
def castles(draw):
    """Castles on some regions (they defend; they hold no town: 7, 8.1), within the six of each size."""
    chosen = draw(st.dictionaries(st.sampled_from(REGIONS), st.integers(1, 3), max_size=8))
    return {r: v for r, v in chosen.items() if list(chosen.values()).count(v) <= 6}


def typed(t: Table, held, crowns, money=None, tax_left=None, array=(), king=None, forts=None):
    for r, (owner, kind) in held.items():
        t.ok(f"put unit {r} {owner}-{kind}")
    for r, size in (forts or {}).items():
        t.ok(f"put castle {r} {size}")
    for b, c in crowns.items():
        t.ok(f"put crown {b} {c}")
    for c, v in (money or {}).items():
        t.ok(f"put money {c} {v}")
    for c, v in (tax_left or {}).items():
        t.ok(f"put tax {c} {v}")
    if array:
        t.ok(f"put array {king} {' '.join(array)}")


def answer_draws(t: Table, why: str | None = None):
    """Answer the draws the engine asks for (only those for `why`, when given: bonus, refill): household
    units first (at least one), then the bag."""
    while t.state.pending and t.state.pending["kind"] == "draw" and why in (None, t.state.pending["why"]):
        d, s = t.state.draw, t.state
        home = s.households[d["colour"]]
        if not d["bagged"] and not d.get("housed", True) and any(home.values()):
            t.ok(f"household {next(k for k, v in home.items() if v)}")
        else:
            t.ok(f"draw {next(iter(s.bag))}")


def private(t: Table) -> dict:
    return t.ok("show --json --private").data


def holders_of(held) -> dict:
    return {r: owner for r, (owner, _k) in held.items()}


# --- taxation and the final count -------------------------------------------------------------------------

@SETTINGS
@given(data=st.data())
def test_taxation_and_final_count_match_the_model(data):
    n, length, sel = data.draw(games())
    sets = M.colours_of(n)
    colours = [c for i in range(n) for c in sets[i]]
    last = M.last_box(length)
    box = data.draw(st.one_of(st.just(last), st.integers(2, last)))
    held = data.draw(holdings(colours))
    crowns = data.draw(crowns_up_to(colours, M.windows(n, length, sel), last))
    money = {c: data.draw(st.one_of(st.integers(0, 60), st.sampled_from([0, 6]))) for c in colours}  # ties too
    tax_left = {c: data.draw(st.integers(0, M.tax_markers(length))) for c in colours}
    t = new_table(n, length, sel)
    assert private(t)["tax_left"] == dict.fromkeys(colours, M.tax_markers(length)), "2 (4), 9.3"
    t.rejected(f"put tax {colours[-1]} {M.tax_markers(length) + 1}", "kings-castles.tax.markers")
    typed(t, held, crowns, money, tax_left, forts=data.draw(castles()))
    t.ok(f"put reign {box}")
    if data.draw(st.booleans()):
        t.rejected("tax", "kings-castles.turn.pending")  # 4.2: the bonus comes first
    answer_draws(t)
    king = crowns[box]
    holders = holders_of(held)
    shown = private(t)
    assert shown["king"] == king and shown["towns"] == {c: M.towns(holders, VALUES, c) for c in colours}
    standing = {r["player"]: (r["score"], r["towns"]) for r in t.score()["ranking"]}
    assert standing == {p: (sum(money[c] for c in sets[i]), sum(M.towns(holders, VALUES, c) for c in sets[i]))
                        for i, p in enumerate(NAMES[:n])}, "score --json: the money as it stands; 9.1: both sets"
    assert t.show() == shown, "show --json keeps every figure: --private adds nothing to it"
    taxed = False
    for _try in range(data.draw(st.integers(0, 2))):
        refusal, after = M.tax(king, colours, holders, VALUES, money, tax_left, taxed)
        if refusal:
            t.rejected("tax", refusal)
            continue
        t.ok("tax")
        money, tax_left = after
        taxed = True
        shown = private(t)
        assert shown["money"] == money, "8.1: the king double, every other colour face value"
        assert shown["tax_left"] == tax_left
    if box != last:
        return
    t.ok("end")
    while not t.state.over:
        if t.state.pending["kind"] == "draw":
            answer_draws(t)
        else:
            t.ok(f"discard {t.state.pending['counters'][0]}")
    final = M.final_tax(colours, holders, VALUES, money, length)
    shown = t.show()
    assert shown["money_revealed"] is True and shown["money"] == final, "8.3 / 10.4: the final taxation"
    score = t.score()
    assert score["final"] is True
    assert sorted(score["winners"]) == sorted(M.winners(NAMES[:n], sets, final)), "3, 4.1, 9.1: the winner"
    totals = {r["player"]: r["score"] for r in score["ranking"]}
    assert totals == {p: sum(final[c] for c in sets[i]) for i, p in enumerate(NAMES[:n])}
    assert {r["player"]: r["rank"] for r in score["ranking"]} == M.ranks(NAMES[:n], sets, final)


# --- the king's turn: bonus, refill to ten, surplus, flip, what comes next -------------------------------

COUNTERS = ["merc-1", "merc-2", "merc-3", "castle-1", "castle-2", "castle-3", "enemy-archer", "enemy-man"]


@SETTINGS
@given(data=st.data())
def test_the_kings_turn_bookkeeping_matches_the_model(data):
    n, length, sel = data.draw(games())
    overlap = data.draw(st.booleans())
    sets = M.colours_of(n)
    colours = [c for i in range(n) for c in sets[i]]
    last = M.last_box(length)
    wins = M.windows(n, length, sel)
    box = data.draw(st.integers(1, last))
    upto = M.window_of(box, wins).stop - 1
    held = data.draw(holdings(colours))
    crowns = data.draw(crowns_up_to(colours, wins, upto))
    king = crowns[box]
    drawn = data.draw(st.lists(st.sampled_from(COUNTERS + [f"{king}-archer"]), max_size=14))
    array = [c for i, c in enumerate(drawn) if drawn[:i].count(c) < 3]  # within the box's counters
    t = new_table(n, length, sel, overlap=overlap)
    typed(t, held, crowns, array=array, king=king)
    t.ok(f"put reign {box}")
    shown = private(t)
    assert shown["king"] == king and shown["box"] == box
    assert shown["pending"]["kind"] == "draw" and shown["pending"]["left"] == BONUS[box], "4.2 (1): the bonus"
    answer_draws(t)
    size = len(t.state.arrays[king])
    assert size == len(array) + BONUS[box]
    mine = sorted({c.split("-")[1] for c in t.state.arrays[king] if c.startswith(f"{king}-")})
    if box == 1 and "rouen" not in held and mine:  # 2 (11): William I begins with a unit in Rouen
        assert t.state.pending["kind"] == "rouen" and sorted(t.state.pending["types"]) == mine
        t.ok(f"rouen {data.draw(st.sampled_from(mine))}")
        size -= 1
        assert t.state.units["rouen"].startswith(king) and len(t.state.arrays[king]) == size
    t.ok("end")
    owed = M.after_actions(size)
    nxt, arg = M.after_flip(box, length, wins)
    # 10.1: the next king takes his bonus before this king refills (even with nothing to refill); a king
    # who plays two boxes running (possible only when no other box was free, 2 (10)) refills first.
    early = overlap and nxt == "reign" and crowns[arg] != king
    if early:
        pending = t.state.pending
        assert pending["kind"] == "draw" and pending["colour"] == crowns[arg] and pending["left"] == BONUS[arg]
        answer_draws(t, "bonus-next")
    pending = t.state.pending
    if owed is None:
        assert pending is None or pending.get("why") != "refill"
    else:
        assert pending["kind"] == owed[0] and pending["colour"] == king and pending["left"] == owed[1], \
            "4.2 (5): refill to ten"
        if owed[0] == "discard":
            before = dict(t.state.destroyed)
            gone = []
            for _k in range(owed[1]):
                counter = data.draw(st.sampled_from(sorted(t.state.arrays[king])))
                t.ok(f"discard {counter}")
                gone.append(counter)
            for counter in set(gone):
                assert t.state.destroyed.get(counter, 0) == before.get(counter, 0) + gone.count(counter)
        else:
            answer_draws(t, "refill")
        assert len(t.state.arrays[king]) == M.ARRAY
    shown = private(t)
    assert box in shown["flipped"], "4.2 (6): the crown is flipped"
    if nxt == "final":
        assert shown["game_over"] is True
    elif nxt == "selection":
        assert shown["pending"]["kind"] in ("crown", "first"), "10.3: a later king selection"
    else:
        assert shown["box"] == arg and shown["king"] == crowns[arg]
        if early:
            assert shown["pending"] is None and shown["phase"] == "attack"
            assert len(shown["arrays"][crowns[arg]]) >= BONUS[arg]
        else:
            assert shown["pending"]["kind"] == "draw" and shown["pending"]["left"] == BONUS[arg]


# --- king selection ---------------------------------------------------------------------------------------

def play_selection(t: Table, data, players, sets, crowns: dict, window, first: str):
    """Place every crown of one selection, comparing the colour asked, the boxes offered and refusals."""
    order = M.crown_order(players, sets, first, len(window))
    own_of = {c: sets[i] for i in sets for c in sets[i]}
    for colour in order:
        pending = t.state.pending
        assert pending["kind"] == "crown" and pending["colour"] == colour, (pending, colour, crowns)
        tier, legal = M.legal_tier(crowns, colour, own_of[colour], window)
        event(f"crown tier {tier} with {len(players)} players")
        assert sorted(pending["boxes"]) == sorted(legal), (colour, crowns, pending["boxes"], legal)
        if data.draw(st.booleans()):
            probe = data.draw(st.integers(1, M.CHART))
            rule = M.crown_verdict(probe, crowns, colour, own_of[colour], window)
            if rule:
                t.rejected(f"crown {probe}", rule)
        box = data.draw(st.sampled_from(legal))
        t.ok(f"crown {box}")
        crowns[box] = colour


@SETTINGS
@given(data=st.data())
def test_the_first_king_selection_matches_the_model(data):
    n, length, sel = data.draw(games())
    players = NAMES[:n]
    sets = M.colours_of(n)
    first = data.draw(st.sampled_from(players))
    t = new_table(n, length, sel, first=first)
    while t.state.pending["kind"] == "enemy":
        t.ok(f"enemy {t.state.pending['types'][0]}")
    while t.state.pending["kind"] == "draw":
        answer_draws(t)
    window = M.windows(n, length, sel)[0]
    play_selection(t, data, players, sets, {}, window, first)
    assert t.state.pending["kind"] == "draw" and t.state.box == 1, "2 (11): William I begins"


@SETTINGS
@given(data=st.data())
def test_a_later_king_selection_matches_the_model(data):
    n, _length, _sel = data.draw(games())
    length, sel = "full", "staggered"  # 10.3 applies to the full game only
    players = NAMES[:n]
    sets = M.colours_of(n)
    colours = [c for i in range(n) for c in sets[i]]
    wins = M.windows(n, length, sel)
    w = data.draw(st.integers(0, len(wins) - 2))
    box = wins[w].stop - 1
    held = data.draw(holdings(colours))
    crowns = data.draw(crowns_up_to(colours, wins, box))
    t = new_table(n, length, sel)
    typed(t, held, crowns)
    t.ok(f"put reign {box}")
    answer_draws(t)
    t.ok("end")
    answer_draws(t)
    lowest = M.lowest_town_players(players, sets, holders_of(held), VALUES)
    if len(lowest) > 1:
        pending = t.state.pending
        assert pending["kind"] == "first" and sorted(pending["players"]) == sorted(lowest), (pending, lowest)
        others = [p for p in players if p not in lowest]
        if others and data.draw(st.booleans()):
            t.rejected(f"first {data.draw(st.sampled_from(others))}", "kings-castles.crown.first")
        first = data.draw(st.sampled_from(lowest))
        t.ok(f"first {first}")
    else:
        first = lowest[0]
    play_selection(t, data, players, sets, dict(crowns), wins[w + 1], first)
    shown = private(t)
    assert shown["box"] == box + 1 and shown["pending"]["left"] == BONUS[box + 1]


@SETTINGS
@given(st.integers(0, 999))
def test_money_is_shown_as_the_fewest_markers(n):
    from referee.games.kings_castles.render import money_markers

    c, xx, x, ladder = M.money_markers(n)
    words = ["C"] * c + ["XX"] * xx + ["X"] * x
    assert money_markers(n) == (f"{' '.join(words)} + {ladder}" if words else str(ladder))


# --- several reigns running: markers, money and selections carried from reign to reign -------------------

@SETTINGS
@given(data=st.data())
def test_reigns_in_a_row_carry_money_markers_and_selections_as_the_model(data):
    n, length, sel = data.draw(games())
    overlap = data.draw(st.booleans())
    players = NAMES[:n]
    sets = M.colours_of(n)
    colours = [c for i in range(n) for c in sets[i]]
    last = M.last_box(length)
    wins = M.windows(n, length, sel)
    ends = [w.stop - 1 for w in wins]  # often a few reigns before a selection or the final count
    box = max(2, data.draw(st.one_of(st.integers(2, last), st.sampled_from(ends).map(lambda e: e - 2))))
    held = data.draw(holdings(colours))
    holders = holders_of(held)
    crowns = data.draw(crowns_up_to(colours, wins, M.window_of(box, wins).stop - 1))
    money = dict.fromkeys(colours, 0)
    tax_left = dict.fromkeys(colours, M.tax_markers(length))
    t = new_table(n, length, sel, overlap=overlap)
    typed(t, held, crowns)
    t.ok(f"put reign {box}")
    for _reign in range(data.draw(st.integers(1, 6))):
        answer_draws(t, "bonus")
        king = crowns[box]
        assert t.state.box == box and t.state.king == king
        taxed = False
        for _try in range(data.draw(st.integers(0, 2))):
            refusal, after = M.tax(king, colours, holders, VALUES, money, tax_left, taxed)
            if refusal:
                t.rejected("tax", refusal)
                break
            t.ok("tax")
            if data.draw(st.booleans()):  # taken back and typed again: the same money
                t.ok("undo")
                assert private(t)["money"] == money and private(t)["tax_left"] == tax_left
                t.ok("tax")
            money, tax_left = after
            taxed = True
        shown = private(t)
        assert shown["money"] == money and shown["tax_left"] == tax_left, "8.1, from reign to reign"
        t.ok("end")
        while t.state.pending and t.state.pending["kind"] in ("draw", "discard") and \
                t.state.pending.get("why") != "bonus":
            if t.state.pending["kind"] == "draw":
                answer_draws(t, t.state.pending["why"])
            else:
                t.ok(f"discard {t.state.pending['counters'][0]}")
        nxt, arg = M.after_flip(box, length, wins)
        if nxt == "final":
            money = M.final_tax(colours, holders, VALUES, money, length)
            assert t.show()["money"] == money and t.score()["winners"] == M.winners(players, sets, money)
            return
        if nxt == "selection":
            lowest = M.lowest_town_players(players, sets, holders, VALUES)
            first = lowest[0]
            if len(lowest) > 1:
                first = data.draw(st.sampled_from(lowest))
                t.ok(f"first {first}")
            play_selection(t, data, players, sets, crowns, arg, first)  # fills `crowns` as it goes
            arg = arg.start
        box = arg
