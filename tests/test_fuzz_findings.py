"""Findings of a random-line fuzzer (every game, every option): each test is the short script a failure
reduced to, with what the referee must do instead."""

from __future__ import annotations

from conftest import Table

from referee.session import Session

LANCASTER_OPENING = ("new lancaster Aki Ben Chie", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1",
                     "reveal law buy-markers", "reveal law no2-upgrade", "reveal law conflicts-3pp",
                     "extension 5", "extension 5", "extension 5")


def test_redo_after_load_keeps_a_fact_that_stood_though_its_held_line_was_refused(tmp_path):
    """session redo / load: a printed fact that completes a held line stays in the game even when the rules
    (here lancaster.county.minimum) refuse that line. Taken back with `undo` and saved, it and the lines
    after it must load back ready to be redone; the loader dropped them as 'no longer replays'."""
    t = Table(*LANCASTER_OPENING)
    t.ok("knight 2 H")  # Dorset's minimum is not known yet: the line waits for it
    reply = t.session.execute("fact county.H.minimum 4")
    assert reply.status == "rejected" and reply.rule == "lancaster.county.minimum"
    t.ok("knight 2 u1")
    played = t.session.game.to_dict(t.state)
    t.ok("undo 2")
    path = tmp_path / "game.toml"
    t.session.save_to(path)
    loaded = Session(lang="en")
    assert loaded.load(path) == []  # nothing dropped
    assert loaded.log == t.session.log and loaded.pos == t.session.pos
    assert loaded.execute("redo 2").status == "ok"
    assert loaded.game.to_dict(loaded.state) == played
    assert "H" not in loaded.state.counties and loaded.state.table_facts
