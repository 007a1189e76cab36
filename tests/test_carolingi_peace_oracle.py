"""Carolingi seasons, the yearly swap, no action, the game's end and the declaration of peace against an
independent model (tests/oracle_carolingi_peace.py, written from the rulebook 3.1-3.5, 5.6, 5.8): random
positions typed with `put` lines, a random run of draws, swaps and peace steps, the engine's tile counts,
season, year, end and winners compared with the model's after every line.

ORACLE_EXAMPLES raises the number of examples per test (default 30)."""

from __future__ import annotations

import os

import oracle_carolingi_peace as oracle
from conftest import Table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

NAMES = "Aki Ben Chie Dai Emi Fumi".split()
EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "30"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def execute(t: Table, line: str):
    """The line through the session: None when accepted, else the rule id of the refusal."""
    reply = t.session.execute(line)
    assert reply.status in ("ok", "empty", "rejected"), f"{line!r}: {reply.status}: {reply.text}"
    return None if reply.status != "rejected" else reply.rule


def build(data, peace=False):
    """A random position legal to type and the model of it."""
    n = data.draw(st.integers(2, 6), label="players")
    players = NAMES[:n]
    sundial = data.draw(st.integers(830, 836), label="sundial")
    year = data.draw(st.integers(830, sundial), label="year")
    season = data.draw(st.sampled_from(oracle.SEASONS), label="season")
    t = Table("new carolingi " + " ".join(players) + f" --option sundial={sundial}")
    t.ok(f"put year {year}")
    t.ok(f"put season {season}")
    tiles, used, swapped = {}, {}, {}
    past = oracle.SEASONS.index(season) * 2  # at most two tiles a season so far this year
    for p in players:
        inactive = data.draw(st.integers(0, 5), label="inactive " + p)
        if peace and data.draw(st.booleans(), label="peace ready " + p):
            inactive = min(inactive, 4)
        k = data.draw(st.integers(0, min(past, 4)), label="used " + p)
        # a peace tile never stays on a season space: it wins, or goes back to inactive (5.8)
        u = data.draw(st.lists(st.sampled_from(oracle.ACTIONS), min_size=k, max_size=k), label="used tiles " + p)
        s = bool(u) and data.draw(st.booleans(), label="swapped " + p)
        room = 10 - inactive - len(u) - s
        ready = data.draw(st.integers(0, room), label="ready " + p)
        if u:  # `put used` and `put swapped` take from the active tiles: typed first
            t.ok(f"put used {p} {' '.join(u)}")
        if s:
            t.ok(f"put swapped {p} yes")
        t.ok(f"put tiles {p} {ready} {inactive}")
        tiles[p], used[p], swapped[p] = (ready, inactive), u, s
    shown = t.show()
    for p in players:  # `put used` takes the tiles from the active ones
        b = shown["player_boards"][p]["tiles"]
        tiles[p] = (b["ready"], b["inactive"])
    m = oracle.new(players, year, season, sundial, tiles, used, swapped)
    return t, m


def compare(t: Table, m: dict, where: str):
    s = t.show()
    if m["over"]:
        assert s["game_over"] and s["end_reason"] == m["reason"], where
        if m["reason"] == "sundial":
            players = t.score()["players"]
            standing = {p: (x["points"], x["followers_on_board"], x["controlled"]) for p, x in players.items()}
            assert sorted(s["winners"]) == oracle.winners(standing), where
        else:
            assert sorted(s["winners"]) == m["winners"], where
        return
    assert not s["game_over"], where
    assert (s["year"], s["season"]) == (m["year"], oracle.SEASONS[m["season"]]), where
    assert s["bag"]["events"] == m["bag_events"], where
    for p, b in m["p"].items():
        e = s["player_boards"][p]["tiles"]
        got = (e["ready"], e["inactive"], sorted(e["used"]), e["swapped"], e["in_bag"])
        want = (b["ready"], b["inactive"], sorted(b["used"]), b["swapped"], b["bag"])
        assert got == want, f"{where}: {p}: engine {got}, model {want}"


def step_line(data, m):
    """A random line: mostly what a table would type, sometimes what it should not."""
    players = m["players"]
    kind = data.draw(st.sampled_from(["tile", "tile", "tile", "event", "swap", "odd"]), label="kind")
    p = data.draw(st.sampled_from(players), label="player")
    if kind == "event":
        return "draw event", ("draw", "event", None)
    if kind == "swap":
        b = m["p"][p]
        tile = data.draw(st.sampled_from(b["used"] + ["noaction", "move"]), label="swap tile")
        return f"swap {p} {tile}", ("swap", p, tile)
    if kind == "odd":
        p = data.draw(st.sampled_from([q for q in players if m["p"][q]["bag"] == 0] or players), label="odd")
    tile = data.draw(st.sampled_from(["noaction", "noaction"] + oracle.ACTIONS), label="tile")
    return f"draw {tile} {p}", ("draw", tile, p)


def play_card(t: Table, m: dict, where: str) -> bool:
    """After an event tile: type the Archivum's card; False when the event leaves a choice open (hunger)."""
    pending = t.show()["pending"]
    if pending and pending["kind"] == "card":
        archive = t.state.archive
        t.ok(f"card {archive[0]}" if archive else "card hunger")
        pending = t.show()["pending"]
    if not pending or pending["kind"] != "draw":
        return False
    oracle.end_of_draw(m)
    return True


@SETTINGS
@given(st.data())
def test_seasons_swaps_and_the_sundial_agree_with_the_model(data):
    """carolingi.season.tiles, carolingi.season.draw, carolingi.season.swap, carolingi.year.change,
    carolingi.end.tie-break (3.1-3.5, 5.6)"""
    t, m = build(data)
    compare(t, m, "position")
    for i in range(data.draw(st.integers(5, 40), label="steps")):
        line, move = step_line(data, m)
        if move[0] == "swap":
            want = oracle.swap(m, move[1], move[2])
        else:
            want = oracle.draw(m, move[1], move[2])
        got = execute(t, line)
        assert got == want, f"step {i} {line!r}: engine {got}, model {want}"
        if got is None and m["pending"] == "act":
            t.ok("pass")
            oracle.after_action(m)
        elif got is None and m["pending"] == "card?":
            if not play_card(t, m, line):
                return
        compare(t, m, f"step {i} {line!r}")
        if m["over"]:
            assert execute(t, "draw noaction Aki") == "carolingi.turn.game-over"
            return
