"""Differential tests of the Carolingi actions (rulebook 5.1-5.5, 5.7) against an independent model
(tests/oracle_carolingi_actions.py): random positions typed with put lines, one action tile drawn and one
action line played; the engine's outcome (refusal rule id, or the position afterwards) must be the model's.

ORACLE_EXAMPLES raises the number of examples (default 10 for each action, 30 sequences)."""

from __future__ import annotations

import os

import pytest

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

import oracle_carolingi_actions as oracle
from referee.session import Session

EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "10"))  # for each of the nine actions
PLAYERS = ("Aki", "Ben", "Chie", "Dai", "Emi", "Fumi")
TILE = {"influence-home": "influence", "influence-cards": "influence", "influence-board": "influence",
        "develop-activate": "develop", "develop": "develop", "levy": "levy", "move": "move", "battle": "battle",
        "pacify": "pacify"}
_MAPS: dict = {}


def fresh(n: int):
    session = Session(lang="en")
    assert session.execute(f"new carolingi {' '.join(PLAYERS[:n])}").status == "ok"
    return session


def show(session) -> dict:
    reply = session.execute("show --json")
    assert reply.status == "ok"
    return reply.data


def the_map(n: int) -> dict:
    if n not in _MAPS:
        _MAPS[n] = show(fresh(n))
    return _MAPS[n]


def ok(session, line):
    reply = session.execute(line)
    assert reply.status in ("ok", "empty"), f"{line!r}: {reply.text}"
    return reply


# ---- positions --------------------------------------------------------------------------------------------------

small = st.sampled_from([0, 0, 0, 1, 1, 2, 3])


@st.composite
def positions(draw):
    """(player count, put lines) for a legal-to-type position."""
    n = draw(st.sampled_from([2, 3, 3, 4, 5, 6]))
    d = the_map(n)
    players = PLAYERS[:n]
    countries = d["countries"]
    open_ = [k for k, c in countries.items() if not c["homeland"]]
    lines = [f"put court {p} 0 0 0" for p in players]
    on_board = {p: 0 for p in players}
    for p in players:
        home = d["player_boards"][p]["homeland"]
        h = draw(st.integers(0, 5))
        lines.append(f"put followers {p} {home} {h}")
        on_board[p] += h
    busy = draw(st.lists(st.sampled_from(open_), min_size=2, max_size=8, unique=True))
    for k in busy:
        lines.append(f"put rebels {k} {draw(st.sampled_from([0, 0, 1, 1, 2, 3]))}")
        if not countries[k]["forest"]:
            lines.append(f"put development {k} {draw(st.sampled_from([0, 0, 0, 1, 2]))}")
        for p in players:
            f = draw(small)
            if f and on_board[p] + f <= 16:
                lines.append(f"put followers {p} {k} {f}")
                on_board[p] += f
    # cards: the inserted ones, and a few more where the region has room
    in_slots = [c["country"] for cards in d["cards"].values() for c in cards]
    free = {r: d["slots"][r] - len(cards) for r, cards in d["cards"].items()}
    for k in draw(st.lists(st.sampled_from(open_), max_size=3, unique=True)):
        region = countries[k]["region"]
        if k not in in_slots and free[region] > 0:
            lines.append(f"put card {k}")
            in_slots.append(k)
            free[region] -= 1
    on_cards = {p: 0 for p in players}
    for k in in_slots:
        for p in players:
            e = draw(st.sampled_from([0, 0, 1, 2]))
            if e and on_board[p] + on_cards[p] + e <= 20:
                lines.append(f"put envoys {p} {k} {e}")
                on_cards[p] += e
        r = draw(st.sampled_from([0, 0, 0, 1, 2]))
        if r:
            lines.append(f"put card-rebels {k} {r}")
    for p in players:
        tiles = draw(st.sampled_from([None, None, None, (10, 0), (6, 4), (9, 1)]))
        if tiles:
            lines.append(f"put tiles {p} {tiles[0]} {tiles[1]}")
        glory = draw(st.sampled_from([0, 0, 1, 3, 4]))
        lines.append(f"put glory {p} {glory}")
        room = 24 - on_board[p] - on_cards[p] - glory
        leudes = draw(st.integers(0, min(6, room)))
        nobiles = draw(st.integers(0, min(6, room - leudes)))
        missi = draw(st.integers(0, min(6, room - leudes - nobiles)))
        lines.append(f"put court {p} {leudes} {nobiles} {missi}")
    return n, lines


# ---- actions -------------------------------------------------------------------------------------------------------

def mine(d, p):
    return [k for k, c in d["countries"].items() if c["followers"].get(p)]


def written(draw, n):
    """A count as typed: N, or nothing for 1 (the default)."""
    return "" if n == 1 and draw(st.booleans()) else f" {n}"


def mixed(draw, preferred, others):
    """Mostly from preferred (nearly legal choices), sometimes from anything."""
    pool = preferred if preferred and draw(st.integers(0, 3)) else others
    return draw(st.sampled_from(pool))


@st.composite
def actions(draw, d, player, kind):
    """(model args, command line) for a random action of that kind, biased towards nearly legal ones."""
    countries = list(d["countries"])
    near = mine(d, player) or countries
    cards = [c["country"] for cs in d["cards"].values() for c in cs]
    missi = d["player_boards"][player]["missi"]
    if kind == "influence-home":
        n = draw(st.integers(1, 4))
        return (n,), f"influence home {n}"
    if kind == "influence-cards":
        picks = draw(st.lists(st.sampled_from(cards + countries[:2]), min_size=1, max_size=3, unique=True))
        ns = [draw(st.integers(1, 3)) for _ in picks]
        return (list(zip(picks, ns)),), "influence cards " + " ".join(f"{k}{written(draw, n)}" for k, n in zip(picks, ns))
    if kind == "influence-board":
        with_mine = [c for c in cards if oracle.cards_in_slots(d)[c]["followers"].get(player)]
        # no card in any slot (the position's cards were all taken): a country then, which the rules refuse
        picks = sorted({mixed(draw, with_mine, cards or countries) for _ in range(draw(st.integers(1, 3)))})
        return (picks,), "influence board " + " ".join(picks)
    if kind == "develop-activate":
        return (), "develop activate"
    if kind == "develop":
        open_ = [k for k in countries if oracle.controls(d, player, k) and not d["countries"][k]["homeland"]
                 and d["countries"][k]["development"] < 2]
        picks = sorted({mixed(draw, open_, near + countries[:3]) for _ in range(draw(st.integers(1, 3)))})
        ns = [draw(st.sampled_from([1, 1, 2])) for _ in picks]
        return (list(zip(picks, ns)),), "develop " + " ".join(f"{k}{written(draw, n)}" for k, n in zip(picks, ns))
    if kind == "levy":
        amount = oracle.levy_amount(d, player)
        a = draw(st.integers(0, amount + 1))
        b = draw(st.integers(0, max(0, (amount - a) // 2 + 1)))
        c = draw(st.integers(0, max(0, amount - a - 2 * b + 1)))
        return (a, b, c), f"levy {a} {b} {c}"
    if kind == "move":
        movable = [k for k in near if d["countries"][k]["forest"] or oracle.controls(d, player, k)]
        groups = []
        for _ in range(draw(st.integers(1, 3))):
            frm = mixed(draw, movable, near)
            to = mixed(draw, d["countries"][frm]["neighbours"], countries)
            if any((frm, to) == g[:2] for g in groups):
                continue  # the same route twice: one group or two? not asked here
            groups.append((frm, to, draw(st.integers(1, max(1, oracle.own(d, frm, player))))))
        return (groups,), "move " + " ".join(f"{f} {t}{written(draw, n)}" for f, t, n in groups)
    if kind == "battle":
        fights = [k for k in countries if oracle.may_battle(d, player, k)]
        picks = sorted({mixed(draw, fights, near) for _ in range(draw(st.integers(1, 3)))})
        return (picks, draw(st.booleans())), "battle " + " ".join(picks)
    # pacify
    around = sorted({nb for k in near for nb in d["countries"][k]["neighbours"]} | set(near))
    k = mixed(draw, [c for c in around if d["countries"][c]["rebels"]], countries)
    n = draw(st.sampled_from([None, 1, 1, 2, 2, 3, 4]))
    return (k, n), f"pacify {k}" + ("" if n is None else f" {n}")


# ---- the comparison ---------------------------------------------------------------------------------------------------

def play(session, lines, player, kind, args, line, note=lambda label: None):
    ok(session, f"draw {TILE[kind]} {player}")
    before = show(session)
    legal, predicted = oracle.predict(before, player, kind, *args)
    note(f"{kind} {'accepted' if legal else 'refused ' + ' '.join(sorted(predicted))}")
    reply = session.execute(line)
    context = f"\n{chr(10).join(lines)}\ndraw {TILE[kind]} {player}\n{line}\n-> {reply.status}: {reply.text}"
    if not legal:
        assert reply.status == "rejected", f"model refuses by {predicted}{context}"
        assert reply.rule in predicted, f"model refuses by {predicted}{context}"
        assert show(session) == before, "a rejected line changed the game" + context
        return
    agree(session, reply, predicted, args, context)


def agree(session, reply, predicted, args, context):
    """An accepted action: the trophy asked when the model expects it (answered as drawn), then the outcome."""
    assert reply.status == "ok", f"model accepts{context}"
    asked = show(session)["pending"]["kind"] == "trophy"
    assert asked == predicted.pop("trophy_asked"), f"trophy asked: engine {asked}{context}"
    if asked:
        ok(session, "trophy yes" if args[1] else "trophy no")
    got = oracle.outcome(show(session))
    for key in predicted:
        assert got[key] == predicted[key], f"{key}: engine {got[key]} model {predicted[key]}{context}"


@pytest.mark.parametrize("kind", sorted(TILE))
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_actions_agree_with_the_model(kind, data):
    n, lines = data.draw(positions())
    player = data.draw(st.sampled_from(PLAYERS[:n]))
    session = fresh(n)
    for put in lines:
        ok(session, put)
    d = show(session)
    # Left out: 5.2 a with exactly one Missus. The rulebook moves "2 followers from Missi to Leudes" and notes
    # only that the action is impossible with an empty Missi space; one reading refuses it with one Missus (the
    # engine's), the other lets that one Missus pay. The engine's reading is kept and pinned elsewhere.
    assume(kind != "develop-activate" or d["player_boards"][player]["missi"] != 1)
    args, line = data.draw(actions(d, player, kind))
    play(session, lines, player, kind, args, line, note=event)


# ---- situations the generator reaches rarely, played through the same comparison ------------------------------------

PINNED = [
    # 5.1 C / 4.1 B.2: rebels come down into a forest and spread once to each neighbour, a sea neighbour
    # (Nordalbingien-Friesland is land and sea) once, never into a homeland (Ostfalen) or a forest; two forests
    # with a common neighbour (Flandern, Nordalbingien: Friesland) give it one rebel each
    (3, ["put card nordalbingien", "put envoys Ben nordalbingien 1", "put card-rebels nordalbingien 2",
         "put card flandern", "put envoys Ben flandern 2", "put envoys Aki flandern 1", "put card-rebels flandern 1"],
     "Ben", "influence-board", (["flandern", "nordalbingien"],), "influence board nordalbingien flandern"),
    # 5.1 B: the card of a country its owner controls is closed to the others, a forest card never is
    (3, ["put card hessen", "put rebels hessen 0", "put followers Chie hessen 1", "put card berry",
         "put followers Chie berry 3"], "Aki", "influence-cards", ([("hessen", 1)],), "influence cards hessen 1"),
    (3, ["put card berry", "put followers Chie berry 3"], "Aki", "influence-cards", ([("berry", 2)],),
     "influence cards berry 2"),
    # 5.3: a Nobile called to Leudes steps on to Missi with a second levy; an empty homeland still yields 1
    (2, ["put followers Aki normandie 0", "put rebels anjou 0", "put followers Aki anjou 1", "put rebels picardie 0",
         "put followers Aki picardie 1", "put development picardie 2", "put court Aki 0 8 0"],
     "Aki", "levy", (2, 1, 1), "levy 2 1 1"),
    # 5.4: control is checked at the start: two groups leave Île-de-France although the first breaks the majority
    (2, ["put rebels ile-de-france 2", "put followers Aki ile-de-france 3", "put court Aki 3 3 5"],
     "Aki", "move", ([("ile-de-france", "anjou", 1), ("ile-de-france", "berry", 1)],),
     "move ile-de-france anjou 1 ile-de-france berry 1"),
    # 5.4: a follower moves one step only: those arriving in Anjou may not go on
    (2, ["put rebels anjou 0", "put followers Aki anjou 1", "put rebels ile-de-france 0",
         "put followers Aki ile-de-france 3", "put court Aki 3 3 5"],
     "Aki", "move", ([("ile-de-france", "anjou", 2), ("anjou", "berry", 2)],),
     "move ile-de-france anjou 2 anjou berry 2"),
    # 5.5: three colours and rebels; the rounds run until only the battling colour is left
    (3, ["put rebels hessen 2", "put followers Aki hessen 4", "put followers Ben hessen 3",
         "put followers Chie hessen 1", "put rebels anjou 0", "put followers Aki anjou 2", "put followers Ben anjou 1",
         "put glory Aki 3"], "Aki", "battle", (["hessen", "anjou"], True), "battle hessen anjou"),
    # 5.7: a forest next to one's follower, majorities aside
    (3, ["put rebels haute-provence 3", "put followers Ben haute-provence 2", "put rebels duche-de-bourgogne 3",
         "put followers Aki duche-de-bourgogne 1", "put court Aki 3 3 2"],
     "Aki", "pacify", ("haute-provence", None), "pacify haute-provence"),
]


@pytest.mark.parametrize("n, lines, player, kind, args, line", PINNED)
def test_pinned_situations_agree_with_the_model(n, lines, player, kind, args, line):
    session = fresh(n)
    for put in lines:
        ok(session, put)
    play(session, lines, player, kind, args, line)


@settings(max_examples=EXAMPLES * 3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_actions_in_a_row_agree_with_the_model(data):
    """Two to four actions of one season in a row (each player's two tiles at most), the model carrying its own
    position from one to the next: an earlier action changes who controls, who may fight, what a levy yields."""
    n, lines = data.draw(positions())
    session = fresh(n)
    for put in lines:
        ok(session, put)
    model = show(session)
    tiles_left = {p: 2 for p in PLAYERS[:n]}
    played = list(lines)
    for _ in range(data.draw(st.integers(2, 4))):
        player = data.draw(st.sampled_from([p for p, left in tiles_left.items() if left]))
        tiles_left[player] -= 1
        kind = data.draw(st.sampled_from(sorted(TILE)))
        if kind == "develop-activate" and model["player_boards"][player]["missi"] == 1:
            kind = "levy"  # left out, see test_the_actions_agree_with_the_model
        ok(session, f"draw {TILE[kind]} {player}")
        played.append(f"draw {TILE[kind]} {player}")
        model["player_boards"][player]["tiles"] = show(session)["player_boards"][player]["tiles"]  # the draw
        args, line = data.draw(actions(model, player, kind))
        legal, predicted, model = oracle.play(model, player, kind, *args)
        reply = session.execute(line)
        played.append(line)
        context = "\n" + "\n".join(played) + f"\n-> {reply.status}: {reply.text}"
        if not legal:
            assert reply.status == "rejected" and reply.rule in predicted, f"model refuses by {predicted}{context}"
            ok(session, "pass")
            continue
        agree(session, reply, predicted, args, context)
