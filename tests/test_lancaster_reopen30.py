"""Lancaster: a game set back to a phase after its end (a held-out trial, stop 30)."""

from __future__ import annotations

from conftest import Table


def test_a_game_reopened_after_the_end_is_scored_once():
    """■28 scores once: put phase after the end takes the final scoring back before playing on."""
    t = Table("new lancaster Aki Ben Chie", "put round 5", "put extension Aki 5", "put extension Ben 3",
              "put extension Chie 1", "put extension Aki 2", "put pp Aki 10")
    t.ok("put phase final")
    first = t.score()
    assert t.state.over and t.state.pp["Aki"] == 22
    t.ok("put phase final")
    assert t.state.pp["Aki"] == 22 and t.score() == first
    assert "once more" in t.ok("rules lancaster.turn.game-over").text  # the clause says so
