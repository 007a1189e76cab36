"""Kings & Castles: properties of random sequences of lines (hypothesis).

Lines are mostly legal lines drawn from the legal-action query (whole reigns are played: draws,
crowns, attacks, castles, taxation, refills), mixed with random commands of the game's registry with
random words, random set-up lines, printed facts, session commands and garbage. Whatever the lines:

- no exception escapes Session.execute, in English or Japanese;
- a rejected or unusable line changes nothing (state, log, place in the history);
- every counter is in exactly one place (a region, a castle site, an array, a household, the bag, the
  destroyed pile): the multiset of all counters changes only by a count the table corrects (fact counters.*); nothing is negative; a region holds
  at most one unit and one castle; crown markers placed and left add up to what each colour had;
- a game saved at any point loads back to the same state and log.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.legal import legal
from referee.session import Session

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
WORDS = ["london", "derry", "rouen", "ダブリン", "green-knight", "enemy-man", "merc-3", "castle-2", "緑-騎士",
         "knight", "man", "archer", "1", "3", "12", "0", "-1", "99", "x", "none", "Aki", "Nobody", "green",
         "plum", "william1", "richard2", "25", "'", "🙂", "３"]
SESSION_LINES = ["show", "show --json", "show --private", "score", "score --json", "why", "history", "help",
                 "help attack", "", "# a comment", "undo", "redo", "lang ja", "lang en"]
GARBAGE = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=30)


def total(state) -> Counter:
    return Counter(state.counters())


def the_box(state) -> Counter:
    """What the bag was filled with by the counter facts now in force: a count corrected in the game
    (fact counters.*) adds counters to the game or takes them out of the bag."""
    from referee.games.kings_castles.setup import bag_contents

    return Counter(bag_contents(state.colours, state.length, state.fact))


@st.composite
def a_line(draw, session: Session) -> str:
    kind = draw(st.sampled_from(["legal"] * 12 + ["registry", "put", "fact", "session", "garbage"]))
    if kind == "legal":
        lines = list(legal(session.game, session.state))
        return random.Random(draw(st.integers(0, 2**32 - 1))).choice(lines) if lines else "show"
    if kind in ("registry", "put"):
        cmds = [c for c in session.game.commands if (c.words[0] in ("put", "take")) == (kind == "put")]
        cmd = draw(st.sampled_from(cmds))
        words = list(draw(st.sampled_from([cmd.words, *cmd.aliases])))
        for arg in cmd.args:
            count = draw(st.integers(0, 3)) if arg.repeat else draw(st.sampled_from([0, 1, 1, 2]))
            words += [draw(st.sampled_from(WORDS)) for _ in range(count)]
        return " ".join(words)
    if kind == "fact":
        return draw(st.sampled_from(["fact region.derry.symbols banner port", "fact chart.2.bonus 4",
                                     "fact region.york.adjacent durham lancaster", "fact region.york.value 9",
                                     "fact counters.enemy 1-2", "fact nothing 1", "fact counters.enemy 14-14-16",
                                     "fact counters.castles 5-6-6", "fact counters.mercenaries 4-4-5",
                                     "fact counters.bag.full 2-4-4", "fact counters.household.short 1-1-1"]))
    if kind == "session":
        return draw(st.sampled_from(SESSION_LINES))
    return draw(GARBAGE)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.integers(2, 4), st.sampled_from(["", "--option length=short", "--option overlap=on",
                                                    "--option selection=once"]))
def test_random_lines_never_crash_change_nothing_when_refused_and_keep_every_counter(data, n, option):
    session = Session(lang=data.draw(st.sampled_from(["en", "ja"])))
    assert session.execute(f"new kings-castles {' '.join(PLAYERS[:n])} {option}").status == "ok"
    game = session.game
    start, box = total(session.state), the_box(session.state)
    crowns = {c: session.state.crowns_left[c] for c in session.state.colours}
    for _step in range(data.draw(st.integers(60, 260))):
        if session.state.over:
            break
        line = data.draw(a_line(session))
        before, log, pos = game.to_dict(session.state), list(session.log), session.pos
        reply = session.execute(line)
        if reply.status not in ("ok", "empty", "quit"):
            assert (game.to_dict(session.state), session.log, session.pos) == (before, log, pos), line
        state = session.state
        now = the_box(state)
        expected = Counter({k: start[k] + now[k] - box[k] for k in start.keys() | now.keys()})
        assert total(state) == +expected, line
        piles = [*state.bag.values(), *state.destroyed.values(),
                 *(n for h in state.households.values() for n in h.values())]
        assert all(n >= 0 for n in piles) and all(v >= 0 for v in state.tax_left.values())
        for c in state.colours:
            assert state.crowns_left[c] + sum(1 for v in state.crowns.values() if v == c) == crowns[c]
        assert set(state.castles) <= set(state.board.country) and all(1 <= v <= 3 for v in state.castles.values())


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_game_saved_at_any_point_loads_back(seed, tmp_path_factory):
    rng = random.Random(seed)
    session = Session(lang="en")
    session.execute("new kings-castles Aki Ben Chie")
    for _k in range(rng.randint(40, 200)):
        lines = list(legal(session.game, session.state))
        if not lines:
            break
        session.execute(rng.choice(lines))
    path = tmp_path_factory.mktemp("kc") / "game.toml"
    session.save_to(path)
    loaded = Session(lang="en")
    loaded.load(path)
    assert loaded.log == session.log
    assert loaded.game.to_dict(loaded.state) == session.game.to_dict(session.state)
