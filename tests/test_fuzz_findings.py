"""Findings of a random-line fuzzer (every game, every option): each test is the short script a failure
reduced to, with what the referee must do instead."""

from __future__ import annotations

from conftest import Table

from referee import save
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


def test_kings_castles_turn_rouen_after_the_reigning_crown_is_put_off():
    """kings-castles.turn.rouen (2 (11)): William I's unit in Rouen is asked of the king after his bonus.
    A table that takes the reigning box's crown off with put while the bonus is drawn leaves a reign with
    no king: the referee crashed (KeyError) on the last bonus counter; now it asks nothing, offers no king's
    actions, and the reign goes on once a crown is back on the box."""
    from test_kings_castles_audit2 import enemies, settle

    from referee.legal import LegalActions

    t = Table("new kings-castles Aki Ben Chie Dai")
    enemies(t)
    for b in range(1, 9):
        t.ok(f"put crown {b} {('green', 'blue', 'turquoise', 'plum')[b % 4]}")
    t.ok("put reign 1")
    assert t.state.pending["kind"] == "draw" and t.state.pending["why"] == "bonus"
    t.ok("put crown 1 none")
    settle(t)  # the bonus counters of the colour that was king
    assert t.state.pending is None and t.state.king is None
    assert list(LegalActions(t.session.game, t.state)) == []
    t.rejected("end", "kings-castles.turn.order")
    assert "a crown on box 1" in t.ok("show").text  # what to type is said (trial finding: a silent dead end)
    t.ok("put crown 1 blue")
    assert any(line.startswith("attack ") for line in LegalActions(t.session.game, t.state))
    t.ok("end")


def _hand_edited(tmp_path, new_line: str, key: str, entry: dict):
    """A save of a game just begun, its [facts] entry `key` replaced by `entry` and the digest made again
    (a save edited by someone who knows the format: the facts themselves are then checked as the game reads them)."""
    import tomllib

    import tomli_w

    t = Table(new_line)
    path = tmp_path / "game.toml"
    t.session.save_to(path)
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    doc["facts"][key] = entry
    doc["snapshot"]["facts_digest"] = save.facts_digest(doc["facts"])
    path.write_text(tomli_w.dumps(doc), encoding="utf-8")
    return path


def test_load_refuses_a_save_leaving_a_map_fact_unknown(tmp_path):
    """load (facts.from_save): a Carolingi or Kings & Castles save whose [facts] gives a country's
    neighbours or a region's value no value crashed the loader (TypeError while the map was built): neither
    game asks the table for a printed fact, so the save is refused as damaged and the game in play stays."""
    cases = [("new carolingi Aki Ben Chie", "country.baiern.neighbours"),
             ("new kings-castles Aki Ben Chie", "region.york.value"),
             ("new kings-castles Aki Ben Chie", "region.rouen.adjacent")]
    for new_line, key in cases:
        path = _hand_edited(tmp_path, new_line, key, {"provenance": "unknown"})
        host = Table("new tigris Aki Ben", "leader red F4")
        before = host.session.game.to_dict(host.state)
        reply = host.error(f"load {path}")
        assert key in reply.text and "no value" in reply.text
        assert host.session.game.id == "tigris" and host.session.game.to_dict(host.state) == before
    # Lancaster asks for a fact it lacks: a county's minimum left unknown still loads (and is asked later)
    path = _hand_edited(tmp_path, "new lancaster Aki Ben Chie", "county.D.minimum", {"provenance": "unknown"})
    loaded = Session(lang="en")
    assert loaded.execute(f"load {path}").status == "ok"
    assert loaded.facts["county.D.minimum"].value is None


def _profile(tmp_path, monkeypatch, text: str) -> None:
    """The user's Lancaster board profile (what `referee board lancaster set KEY VALUE` writes)."""
    config = tmp_path / "config"
    (config / "referee").mkdir(parents=True, exist_ok=True)
    (config / "referee" / "lancaster.toml").write_text("[facts]\n" + text, encoding="utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))


def test_lancaster_setup_refuses_printed_facts_that_do_not_fit_together(tmp_path, monkeypatch):
    """lancaster.setup.knights, lancaster.setup.nobles, lancaster.setup.conflicts (■1-■4): each value of a
    board profile is checked alone, so `referee board lancaster set knights.court 4-4` (one 4 among the
    seven knights) crashed `new` (ValueError), and nobles.total 9 (3 players: 2 on each of 9 counties)
    set up a box of -9 nobles. Now `new` is refused, naming the rule and the facts to check."""
    cases = [("\"knights.court\" = [4, 4]\n", "lancaster.setup.knights", "knights.court"),
             ("\"nobles.total\" = 9\n", "lancaster.setup.nobles", "nobles.total"),
             ("\"conflict.numbered\" = 1\n", "lancaster.setup.conflicts", "conflict.numbered")]
    for profile, rule, key in cases:
        _profile(tmp_path, monkeypatch, profile)
        session = Session(lang="en")
        reply = session.execute("new lancaster Aki Ben Chie")
        assert reply.status == "rejected" and reply.rule == rule and key in reply.text, reply.text
        assert session.game is None
        # a refused `new` leaves the game in play as it was (the session took the new game's name first)
        host = Table("new tigris Aki Ben", "leader red F4")
        before = host.session.game.to_dict(host.state)
        assert host.session.execute("new lancaster Aki Ben Chie").rule == rule
        assert host.session.game.id == "tigris" and host.session.game.to_dict(host.state) == before
        host.ok("show")
        host.ok("tile red F5")
    # a save carrying such a fact is damaged: refused on load, the game in play kept
    _profile(tmp_path, monkeypatch, "")
    path = _hand_edited(tmp_path, "new lancaster Aki Ben Chie", "knights.court",
                        {"value": [4, 4], "provenance": "table"})
    host = Table("new tigris Aki Ben")
    reply = host.error(f"load {path}")
    assert "lancaster.setup.knights" in reply.text and host.session.game.id == "tigris"
    # facts that fit are set up as before: the court's 1 and 2, five knights in stock, 18 nobles in the box
    t = Table("new lancaster Aki Ben Chie")
    assert t.state.court["Aki"] == [1, 2] and t.state.stock["Aki"] == [1, 1, 2, 3, 4]
    assert t.state.nobles_box == 36 - 2 * 9 and t.state.conflict_deck == 10
