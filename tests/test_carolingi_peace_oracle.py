"""Carolingi seasons, the yearly swap, no action, the game's end and the declaration of peace against an
independent model (tests/oracle_carolingi_peace.py, written from the rulebook 3.1-3.5, 5.6, 5.8): random
positions typed with `put` lines, a random run of draws, swaps and peace steps, the engine's tile counts,
season, year, end and winners compared with the model's after every line.

ORACLE_EXAMPLES raises the number of examples per test (default 30)."""

from __future__ import annotations

import os

import oracle_carolingi_peace as oracle
from conftest import Table
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

NAMES = "Aki Ben Chie Dai Emi Fumi".split()
EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "30"))
# shrinking a long run of lines takes minutes: only with ORACLE_SHRINK=1
PHASES = list(Phase) if os.environ.get("ORACLE_SHRINK") else [Phase.explicit, Phase.reuse, Phase.generate]
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, phases=PHASES, report_multiple_bugs=False,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def execute(t: Table, line: str):
    """The line through the session: None when accepted, else the rule id of the refusal."""
    reply = t.session.execute(line)
    assert reply.status in ("ok", "empty", "rejected"), f"{line!r}: {reply.status}: {reply.text}"
    return None if reply.status != "rejected" else reply.rule


def build(data, peace=False):
    """A random position legal to type and the model of it."""
    n = data.draw(st.sampled_from([2, 2, 2, 3, 3, 4, 5, 6]), label="players")
    players = NAMES[:n]
    sundial = data.draw(st.integers(830, 836), label="sundial")
    year = data.draw(st.sampled_from([sundial, sundial, *range(830, sundial + 1)]), label="year")
    season = data.draw(st.sampled_from(oracle.SEASONS + ["autumn", "autumn"]), label="season")  # the end, often
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
    if not oracle.season_started(m) and data.draw(st.booleans(), label="swap first"):
        kind = "swap"
    if kind == "event" and m["bag_events"] == 0:
        kind = "tile"
    if kind == "swap" and not oracle.season_started(m):  # a swap that may be allowed: a used tile back
        kind = "swap" if data.draw(st.booleans(), label="swap now") else "tile"
    elif kind == "swap":
        kind = data.draw(st.sampled_from(["swap", "tile"]), label="late swap")
    inbag = [q for q in players if m["p"][q]["bag"] > 0]
    p = data.draw(st.sampled_from(inbag if kind == "tile" and inbag else players), label="player")
    if kind == "event":
        return "draw event", ("draw", "event", None)
    if kind == "swap":
        can = [q for q in players if m["p"][q]["used"] and not m["p"][q]["swapped"]]
        p = data.draw(st.sampled_from(can * 3 + players), label="swapper")
        b = m["p"][p]
        tile = data.draw(st.sampled_from(b["used"] * 3 + ["noaction", "move"]), label="swap tile")
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
    for i in range(data.draw(st.integers(5, 60), label="steps")):
        line, move = step_line(data, m)
        if move[0] == "swap":
            want = oracle.swap(m, move[1], move[2])
        else:
            want = oracle.draw(m, move[1], move[2])
        got = execute(t, line)
        assert got == want, f"step {i} {line!r}: engine {got}, model {want}"
        event(f"{move[0]}: {got or 'accepted'}")
        if got is None and m["pending"] == "act":
            t.ok("pass")
            oracle.after_action(m)
        elif got is None and m["pending"] == "card?":
            if not play_card(t, m, line):
                return
        compare(t, m, f"step {i} {line!r}")
        if m["over"]:
            event("the sundial's year ended")
            assert execute(t, "draw noaction Aki") == "carolingi.turn.game-over"
            return


# ---------------------------------------------------------------- the declaration of peace (5.8)


def strengthen(data, t: Table, players: list) -> None:
    """Some players get 2 or 3 victory conditions: six countries of their own with a follower each, 12 followers
    on the board, and the glory track full or not (the points themselves are the events oracle's to check)."""
    show = t.show()
    free = [k for k, c in show["countries"].items() if not c["forest"] and not c["homeland"]]
    for p in players:
        if len(free) < 6 or not data.draw(st.booleans(), label="strong " + p):
            continue
        mine, free = free[:6], free[6:]
        for c in mine:
            t.ok(f"put rebels {c} 0")
            for q in show["countries"][c]["followers"]:
                t.ok(f"take followers {q} {c}")
            t.ok(f"put followers {c} {p} 1")
        t.ok(f"put followers {t.state.homeland[p]} {p} 6")
        t.ok(f"put court {p} 5 4 3")
        t.ok(f"put glory {p} {data.draw(st.sampled_from([4, 4, 0]), label='glory ' + p)}")


def engine_pending(t: Table, m: dict) -> str:
    s = t.show()
    if s["game_over"]:
        return "none"
    return s["pending"]["kind"]


def normal_step(data, t: Table, m: dict, i) -> bool:
    """One random draw or swap, as in the season test; False when the run cannot go on."""
    line, move = step_line(data, m)
    want = oracle.swap(m, move[1], move[2]) if move[0] == "swap" else oracle.draw(m, move[1], move[2])
    got = execute(t, line)
    assert got == want, f"step {i} {line!r}: engine {got}, model {want}"
    if got is None and m["pending"] == "act":
        t.ok("pass")
        oracle.after_action(m)
    elif got is None and m["pending"] == "card?":
        if not play_card(t, m, line):
            return False
    compare(t, m, f"step {i} {line!r}")
    return not m["over"]


@SETTINGS
@given(st.data())
def test_the_declaration_of_peace_agrees_with_the_model(data):
    """carolingi.peace.pair, carolingi.peace.extra, carolingi.peace.check, carolingi.peace.reveal,
    carolingi.peace.draw-off (5.8)"""
    t, m = build(data, peace=True)
    strengthen(data, t, m["players"])
    points = {p: x["points"] for p, x in t.score()["players"].items()}
    strong = [p for p in m["players"] if points[p] >= 3]
    actor = data.draw(st.sampled_from(strong * 3 + m["players"]), label="actor")
    for i in range(data.draw(st.integers(0, 4), label="before")):
        if not normal_step(data, t, m, f"before {i}"):
            return
    got, want = execute(t, f"draw peace {actor}"), oracle.draw(m, "peace", actor)
    assert got == want, f"draw peace {actor}: engine {got}, model {want}"
    if got:
        return
    while not m["over"] and m["pending"] in ("extra", "reveal", "peace-draw"):
        if m["pending"] == "extra":
            tile = data.draw(st.sampled_from([None, None] + oracle.ACTIONS), label="extra")
            line = f"extra {tile or 'none'}"
            got, want = execute(t, line), oracle.extra(m, tile, points)
            if got is None and m["pending"] == "act":
                t.ok("pass")  # every action may be left undone; the check follows
                m["pending"] = "extra"
                oracle.check(m, points)
        elif m["pending"] == "reveal":
            paired = data.draw(st.sampled_from([True, True, False]), label="paired")
            likely = [q for q in m["players"] if q != actor and oracle.may_have_peace(m, q)]
            others = data.draw(st.lists(st.sampled_from(likely * 4 + m["players"]), unique=True, max_size=3),
                               label="others")
            line = f"reveal {'paired' if paired else 'unpaired'} {' '.join(others)}".strip()
            got, want = execute(t, line), oracle.reveal(m, paired, others, points)
        else:
            q = data.draw(st.sampled_from(m["players"]), label="draw-off")
            line = f"draw peace {q}"
            got, want = execute(t, line), oracle.draw_off(m, q)
        assert got == want, f"{line!r}: engine {got}, model {want}"
        assert engine_pending(t, m) == m["pending"], line
        if got is None:
            compare(t, m, line)
    event(f"peace: {m['reason'] or 'play goes on'}" + (" after a draw-off" if m.get("peace_players") else ""))
    for i in range(data.draw(st.integers(0, 6), label="after")):
        if m["over"] or not normal_step(data, t, m, f"after {i}"):
            return


def test_the_draw_off_counts_the_conditions_after_every_extra_action():
    """carolingi.peace.draw-off (5.8): "all peace tiles drawn and all extra actions done, then victory is checked":
    Ben's extra move breaks Aki's hold on Friesland and Niederlothringen, so Aki is down to five countries and
    two conditions; neither meets three and play goes on."""
    from test_carolingi_end import strong
    t = strong(Table("new carolingi Aki Ben"))
    t.run("put tiles Aki 5 4\nput tiles Ben 5 4\nput rebels Westfalen 0\nput followers Westfalen Ben 1")
    t.ok("draw peace Aki")
    t.ok("extra none")
    t.ok("reveal paired Ben")
    t.ok("draw peace Ben")
    t.ok("extra move")
    t.ok("move Ostfalen Friesland 1 Westfalen Niederlothringen 1")
    assert t.score()["players"]["Aki"]["points"] == 2
    data = t.score()
    assert not data["final"] and data["winners"] == []
    assert t.show()["player_boards"]["Aki"]["tiles"]["inactive"] == 5
    assert t.show()["pending"]["kind"] == "draw"


def test_five_players_have_three_event_tiles_from_831():
    """carolingi.year.change (3.4, 2.2): two event tiles on the Scriptorium with 5-6 players, and the almanac's
    tile joins them after the first year; a swapped tile and the used ones come back to the court."""
    from test_carolingi_end import play_season
    players = NAMES[:5]
    t = Table("new carolingi " + " ".join(players), "put season autumn")
    t.ok("put used Aki move")
    t.ok("put swapped Aki yes")
    assert t.show()["bag"]["events"] == 2 and t.show()["player_boards"]["Aki"]["tiles"]["ready"] == 3
    play_season(t, players, events=2)
    s = t.show()
    assert (s["year"], s["season"], s["bag"]["events"]) == (831, "winter", 3)
    assert s["player_boards"]["Aki"]["tiles"]["ready"] == 5 and not s["player_boards"]["Aki"]["tiles"]["swapped"]
