"""`score --json` in every game: `winners` is empty and `final` false until the game is over, then the
winners are named; the same keys in every game, before and after the end."""

from __future__ import annotations

import pytest
from conftest import Table
from lancaster_helpers import game as lancaster_game

SHARED = {"game", "final", "end_reason", "ranking", "winners"}  # the core of every game (base.score_json)


def tigris_mid() -> Table:
    t = Table("new tigris Aki Ben", "put points Ben red 3", "put points Ben blue 3", "put points Ben green 3",
              "put points Ben black 3")
    t.ok("tile red G3")
    return t


def tigris_end() -> Table:
    t = tigris_mid()
    t.ok("put bag 0")
    t.ok("end")  # the bag cannot refill Aki's hand: the game ends
    assert t.state.over
    return t


def lancaster_mid() -> Table:
    t = lancaster_game()
    t.ok("put pp Ben 5")
    return t


def lancaster_end() -> Table:
    t = lancaster_mid()
    t.ok("put phase final")
    assert t.show()["game_over"] is True
    return t


@pytest.mark.parametrize("position", [tigris_mid, lancaster_mid])
def test_before_the_end_nobody_has_won(position):
    t = position()
    score = t.score()
    assert SHARED <= set(score)
    assert score["final"] is False and score["winners"] == []
    assert score["ranking"][0]["player"] == "Ben" and score["ranking"][0]["rank"] == 1  # leading, not winning


@pytest.mark.parametrize("position", [tigris_end, lancaster_end])
def test_at_the_end_the_winners_are_named(position):
    t = position()
    score = t.score()
    assert SHARED <= set(score)
    assert score["final"] is True and score["winners"] == ["Ben"]


def test_both_games_give_the_same_keys():
    keys = [set(p().score()) - {"round"} for p in (tigris_mid, lancaster_mid, tigris_end, lancaster_end)]
    assert all(k == SHARED for k in keys), keys


def test_score_is_a_view_that_leaves_why_to_the_last_ruling():
    """`score` changes nothing `why` explains: after it, `why` still gives the last ruling;
    `score --why` gives the derivation of the standings themselves."""
    t = Table("new tigris Aki Ben")
    t.rejected("leader red H5", "tigris.leader.adjacent-temple")
    before = t.ok("why").text
    assert "tigris.leader.adjacent-temple" in before
    t.ok("score")
    t.ok("score --json")
    assert t.ok("why").text == before
    derivation = t.ok("score --why").text
    assert "tigris.score.final" in derivation and "tigris.leader.adjacent-temple" not in derivation
    assert t.ok("why").text == before
    t.error("score --json --why")
    t.error("score --why --why")
