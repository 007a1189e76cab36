"""Carolingi under random command sequences (hypothesis): no crash; a rejected line changes nothing;
every player's 24 followers, the 50 rebels and the development counters are conserved by play (only
set-up lines may change them). Also the set-up lines' own bounds and the almanac."""

from __future__ import annotations

import random

from carolingi_helpers import board, table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.legal import legal
from referee.session import Session


def totals(state):
    followers = {p: state.total_followers(p) for p in state.players}
    rebels = state.rebels_out() + state.rebel_supply()
    return followers, rebels


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6))
def test_random_play_conserves_pieces_and_rejections_change_nothing(seed, players):
    rng = random.Random(seed)
    s = Session(lang="en")
    names = "Aki Ben Chie Dai Emi Fumi".split()[:players]
    assert s.execute("new carolingi " + " ".join(names)).status == "ok"
    game = s.game
    for _step in range(120):
        state = s.state
        if state.over:
            break
        followers, rebels = totals(state)
        assert followers == {p: 24 for p in names} and rebels == 50
        dev = sum(state.development.values())
        before = game.to_dict(state)
        bad = rng.choice(["battle Normandie", "move Anjou Berry 9", "levy 99", "draw peace Aki", "card hunger",
                          "remove Aki", "pacify Corse 3", "develop Normandie 2", "reveal paired", "trophy yes",
                          "influence home 3", "swap Aki battle", "draw event Aki", "zz",
                          # set-up lines of a table joining mid-year: accepted ones are undone below
                          "put used Aki move battle", "put used Ben none", "put swapped Aki yes", "put bag Aki 1",
                          "put bag event 0", "put discard Anjou", "put discard hunger", "put archive-rebels 2",
                          "put card-rebels Anjou 1", "put envoys Aki Anjou 1", "put glory Aki 2", "put palace Aki Anjou",
                          "put season summer", "put tiles Aki 1 1", "take card Anjou"])
        reply = s.execute(bad)
        if reply.status != "ok":
            assert game.to_dict(s.state) == before, bad
        else:
            s.execute("undo")
        lines = list(legal(game, s.state))
        assert lines
        assert s.execute(rng.choice(lines)).status == "ok"
        after = s.state
        assert sum(after.development.values()) >= dev  # counters are never taken off by play
        assert totals(after) == ({p: 24 for p in names}, 50)


def test_set_up_lines_keep_the_components_and_set_questions_aside():
    """carolingi.put.components, carolingi.put.pending"""
    t = table("Aki Ben")
    t.rejected("put followers Anjou Aki 20", "carolingi.put.components")  # 8 + 8 + 3 off the board
    t.ok("put followers Anjou Aki 10")  # the Leudes first, then the Nobiles
    assert (t.state.leudes["Aki"], t.state.nobiles["Aki"]) == (0, 6)
    t.ok("put followers Anjou Aki 0")  # back to the Leudes
    t.ok("put court Aki 8 8 3")
    t.rejected("put rebels Anjou 60", "carolingi.put.components")  # 50 rebels in all
    t.rejected("put court Aki 9 8 3", "carolingi.put.components")  # 24 followers in all
    t.rejected("put development Anjou 3", "carolingi.develop.counters")
    t.ok("put card Anjou")
    t.rejected("put card Anjou", "carolingi.put.components")  # already in the slots
    t.ok("put card Picardie")
    t.ok("put card Île-de-France")
    t.rejected("put card Berry", "carolingi.put.components")  # Neustria's four slots are full
    t.ok("draw move Aki")
    reply = t.ok("put followers Anjou Aki 1")
    assert "carolingi.put.pending" in str(reply.data) or t.show()["pending"]["kind"] == "act"
    why = t.ok("why").text
    assert "carolingi.put.pending" in why or "set the waiting question aside" in why


def test_the_almanac_and_the_game_s_length():
    """carolingi.setup.almanac, carolingi.game.goal: the game runs to the end of the sundial's year"""
    t = table("Aki Ben", "put year 832")
    data = t.show()
    assert data["year"] == 832 and data["almanac_events"] == 0 and data["scriptorium"] + data["bag"]["events"] == 2
    assert board(t, "Aki")["leudes"] == 8
    t.rejected("put year 835", "carolingi.put.components")  # beyond the sundial (834)


def test_set_up_words_in_either_order_and_take_lines():
    """carolingi.put.components: player and country in either order; take lines give back."""
    t = table("Aki Ben")
    t.ok("put followers Aki Anjou 2")
    t.ok("put followers Anjou Ben 1")
    assert t.show()["countries"]["anjou"]["followers"] == {"Aki": 2, "Ben": 1}
    t.rejected("take followers Aki Anjou 3", "carolingi.put.components")
    t.ok("take followers Aki Anjou 1")
    t.ok("take followers Ben Anjou")
    t.ok("take rebels Anjou")
    assert t.show()["countries"]["anjou"]["followers"] == {"Aki": 1} and t.show()["countries"]["anjou"]["rebels"] == 0
    assert board(t, "Ben")["leudes"] == 8
    t.ok("draw Aki move")  # the tile and its owner in either order
    assert t.show()["pending"]["tile"] == "move"
