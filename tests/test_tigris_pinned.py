"""Tigris rules the random contract meets that no other test named: a catastrophe destroys the tile it
lands on, a tile that unites two kingdoms scores nothing and starts a war, and hands are refilled
at the end of a turn."""

from __future__ import annotations

from conftest import Table
from contract import apply_line


def rules_of(t: Table, line: str) -> set[str]:
    out = apply_line(t.session.game, t.state, line)
    t.ok(line)
    return {m.rule for m in [*out.events, *out.why]}


def test_a_catastrophe_destroys_the_tile_under_it():
    t = Table("new tigris Aki Ben", "put tile black G5")
    assert "tigris.catastrophe.effect" in rules_of(t, "catastrophe G5")
    assert "G5" not in t.state.tiles and "G5" in t.state.catastrophes and t.state.out == 1


def test_a_tile_uniting_two_kingdoms_scores_nothing_and_starts_a_war():
    t = Table("new tigris Aki Ben", "put tile red F6", "put leader Aki black F5", "put tile red H6",
              "put leader Ben black H5")
    before = {p: dict(t.points(p)) for p in ("Aki", "Ben")}
    assert "tigris.score.unification" in rules_of(t, "tile green G5")
    assert {p: dict(t.points(p)) for p in ("Aki", "Ben")} == before
    assert t.state.pending["kind"] == "war"


def test_hands_are_refilled_at_the_end_of_a_turn():
    t = Table("new tigris Aki Ben", "tile black G5")
    assert t.state.hands["Aki"] == 5
    assert "tigris.turn.refill" in rules_of(t, "tile black G6")
    assert t.state.hands["Aki"] == 6 and t.state.player == "Ben"
