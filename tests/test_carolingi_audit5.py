"""Carolingi: corrections typed while a question waits, found by a held-out trial (stop 24). A question
set aside by `put`/`take` is asked again from the new position; each outcome was worked out from the
rulebook (5.5 trophies, 5.8 the peace draw-off, 3.4 the year change) before the lines were run."""

from __future__ import annotations

import tomllib
from pathlib import Path

from carolingi_helpers import board, table
from conftest import Table
from test_carolingi_audit4 import exactly_three, quiet_season

DATA = Path(__file__).parent / "data"


def test_no_trophy_once_a_correction_leaves_no_follower_in_the_battle_country():
    # 5.5: a trophy only while a follower of the player is left in a country of the battle.
    t = table("Aki Ben")
    t.run("put rebels Champagne 0\nput followers Aki Champagne 2\nput followers Ben Champagne 1")
    t.run("draw battle Aki\nbattle Champagne")
    assert t.state.pending["kind"] == "trophy"
    reply = t.ok("take followers Aki Champagne")
    assert "Aki has no follower left in Champagne: no trophy" in reply.text
    assert t.state.pending is None or t.state.pending["kind"] != "trophy"
    assert board(t, "Aki")["glory"] == 0


def test_a_rival_whose_dotted_tiles_a_correction_deactivates_leaves_the_peace_draw_off():
    # 5.8: a draw-off only among players with a peace tile (paired) in the bag; with Ben's dotted tiles all
    # inactive again (put tiles Ben 5 5) there is none of his, so Aki's peace stands at once.
    t = exactly_three(table("Aki Ben Chie"))
    t.run("put tiles Aki 6 4\nput tiles Ben 6 4")
    t.run("draw peace Aki\nextra none\nreveal paired Ben")
    assert t.state.pending["kind"] == "peace-draw"
    reply = t.ok("put tiles Ben 5 5")
    assert "Ben has no active dotted tile" in reply.text
    data = t.score()
    assert data["final"] and data["winners"] == ["Aki"]


def test_every_active_tile_is_back_in_the_court_at_the_year_change_whatever_a_set_up_line_left():
    # 3.4: at the year change every tile comes back to the court. `put tiles Aki 3 4` accounts for 7 of
    # Aki's 10 tiles; in 831 Aki has his five active tiles ready again (none of the dotted ones activated).
    t = table("Aki Ben")
    t.ok("put tiles Aki 3 5")
    for _season in range(4):
        quiet_season(t, ["Aki", "Ben"], 1)
    shown = t.show()
    assert shown["year"] == 831 and shown["season"] == "winter"
    assert board(t, "Aki")["tiles"]["ready"] == 5 and board(t, "Aki")["tiles"]["inactive"] == 5


SUNDIAL_830 = """
    put season autumn
    put used Aki levy
    draw noaction Aki
    draw noaction Aki
    draw noaction Ben
    draw noaction Ben
    draw event
    card Anjou
"""


def test_the_end_by_the_sundial_prepares_no_next_year():
    # 3.5: the sundial year's autumn ends the game; the 831 event tile, the hunger card beside the board
    # and the used tiles stay where they were, for no year follows.
    t = Table("new carolingi Aki Ben --option sundial=830").run(SUNDIAL_830)
    shown = t.show()
    assert shown["game_over"] and shown["end_reason"] == "sundial" and shown["year"] == 830
    assert shown["almanac_events"] == 1 and shown["scriptorium"] == 1 and shown["hunger_beside"] == 1
    assert shown["archive"]["hunger"] == 0
    assert board(t, "Aki")["tiles"]["used"] == ["levy"]


def test_a_save_ended_by_the_sundial_that_prepared_the_next_year_loads_with_a_note(tmp_path):
    """The same game saved when the end by the sundial still moved the pieces for 831."""
    path = tmp_path / "old.toml"
    path.write_bytes((DATA / "carolingi-sundial-end-with-next-year-prepared.toml").read_bytes())
    assert tomllib.loads(path.read_text(encoding="utf-8"))["snapshot"]["scriptorium"] == 2
    loaded = Table()
    reply = loaded.ok(f"load {path}")
    assert "carolingi.year.change" in reply.text
    assert loaded.state.over and loaded.state.scriptorium == 1
    edited = path.read_text(encoding="utf-8").replace("scriptorium = 2", "scriptorium = 3", 1)
    path.write_text(edited, encoding="utf-8")
    assert "snapshot does not match" in Table().error(f"load {path}").text


def test_show_json_counts_the_hunger_cards_played_and_only_the_draw_off_tiles_in_the_bag():
    t = table("Aki Ben", "put year 831")
    t.ok("put discard hunger")
    assert t.show()["hunger_played"] == 1
    # 5.8: in a draw-off the other tiles are set aside: only Ben's peace tile is in the bag
    t = exactly_three(table("Aki Ben Chie"))
    t.run("put tiles Aki 6 4\nput tiles Ben 6 4")
    t.run("draw peace Aki\nextra none\nreveal paired Ben")
    assert t.show()["bag"]["left"] == 1


def test_put_tiles_that_leave_tiles_unaccounted_for_says_so():
    # Each player has 10 action tiles (2.2.7): 5 ready and 4 inactive leave one unaccounted for.
    t = table("Aki Ben")
    reply = t.ok("put tiles Aki 5 4")
    assert "1 of Aki's 10 action tiles are neither in the court" in " ".join(reply.text.split())
    assert "Note" not in t.ok("put tiles Aki 6 4").text


def test_a_battle_line_naming_a_country_twice_is_refused_and_changes_nothing():
    # 5.5: one battle in each country chosen; `battle Champagne Champagne` is typed again, not read as one
    t = table("Aki Ben")
    t.run("put rebels Champagne 0\nput followers Aki Champagne 2\nput followers Ben Champagne 1")
    t.ok("draw battle Aki")
    before = t.show()
    reply = t.error("battle Champagne Champagne")
    assert "Champagne is named twice" in reply.text
    assert t.show() == before
    t.ok("battle Champagne")
    assert t.state.pending["kind"] == "trophy"
