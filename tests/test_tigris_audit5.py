"""Tigris & Euphrates: corrections typed while a conflict waits, and the end by a swap (a held-out trial,
stop 24). Each outcome was worked out from the rulebook (B:外部紛争, 合併タイルの配置, D: タイルの交換) first.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from conftest import Table
from test_tigris_rulings import table

DATA = Path(__file__).parent / "data"

# Aki's trader F4 (markets F5 E5) and Ben's trader H5 (market I5, temple H6): the temple on G5 joins them.
WAR_AT_G5 = """
    put leader Aki green F4
    put tile green F5
    put tile green E5
    put tile red H6
    put leader Ben green H5
    put tile green I5
"""


def test_a_war_whose_uniting_tile_the_table_takes_off_is_not_fought():
    # With G5 empty nothing joins the two kingdoms, so there is no war (B: 2つの王国が合併して...), and
    # the unification tile goes back: the action is over, Aki has the second one.
    t = table("Aki Ben Chie", setup=WAR_AT_G5)
    t.ok("tile red G5")
    assert t.show()["pending"]["kind"] == "war"
    reply = t.ok("take G5")
    assert "G5 no longer holds the tile that joined the kingdoms" in reply.text
    assert "[tigris.war.cascade]" in t.ok("why").text
    shown = t.show()
    assert shown["pending"] is None and shown["unification"] is None
    assert shown["actions_left"] == 1 and t.state.player == "Aki"
    assert t.state.leaders["H5"] == ("Ben", "green") and t.state.tiles["I5"] == "green"
    t.rejected("commit 0", "tigris.conflict.commit")


def test_a_war_whose_uniting_square_then_holds_a_catastrophe_is_not_fought():
    t = table("Aki Ben Chie", setup=WAR_AT_G5)
    t.ok("tile red G5")
    t.ok("take G5")
    t.ok("put catastrophe G5")
    assert t.show()["pending"] is None
    assert t.state.leaders == {"F4": ("Aki", "green"), "H5": ("Ben", "green")}


def test_a_war_set_aside_after_the_attacker_committed_gives_the_tiles_back_and_says_so():
    t = table("Aki Ben Chie", setup=WAR_AT_G5)
    t.ok("tile red G5")
    t.ok("commit 2")
    reply = t.ok("put tile green J4")
    assert "The 2 market tile(s) Aki committed go back to the hand" in reply.text
    assert "Aki committed go back" in " ".join(t.ok("why").text.split())
    pending = t.show()["pending"]
    assert pending["kind"] == "war" and pending["player"] == "Aki"  # asked again, the attacker first
    assert "attacker_commit" not in t.state.pending or t.state.pending.get("attacker_commit") is None


def test_a_swap_that_ends_the_game_leaves_no_action_and_points_to_the_score():
    t = table("Aki Ben Chie", setup="put bag 3")
    reply = t.ok("swap 4")
    assert "'score' shows the result" in reply.text
    shown = t.show()
    assert shown["game_over"] and shown["actions_left"] == 0


def test_an_old_save_ended_by_a_swap_with_an_action_left_loads_with_a_note(tmp_path):
    """scenarios/tigris/example-game.toml as written while a game ended by a swap still showed a second
    action (actions_left = 1): the replay leaves none, and load says which ruling explains the difference."""
    path = tmp_path / "old.toml"
    path.write_bytes((DATA / "tigris-swap-end-with-an-action-left.toml").read_bytes())
    assert tomllib.loads(path.read_text(encoding="utf-8"))["snapshot"]["actions_left"] == 1
    loaded = Table()
    reply = loaded.ok(f"load {path}")
    assert "tigris.end.bag" in reply.text and "no action left" in reply.text
    assert loaded.state.over and loaded.state.actions_left == 0
    edited = path.read_text(encoding="utf-8").replace("actions_left = 1", "actions_left = 2", 1)
    path.write_text(edited, encoding="utf-8")
    assert "snapshot does not match" in Table().error(f"load {path}").text
