"""Tigris & Euphrates: set-up, leaders and tiles, from positions built with `put`."""

import pytest
from conftest import Table


def test_new_game_setup_three_players():
    t = Table("new tigris Aki Ben Chie")
    s = t.state
    assert sorted(s.tiles) == sorted(["K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11"])
    assert all(c == "red" for c in s.tiles.values())
    assert s.treasures == set(s.tiles)
    assert s.hands == {"Aki": 6, "Ben": 6, "Chie": 6}
    assert s.bag == 153 - 10 - 18
    assert s.catastrophes_left == {"Aki": 2, "Ben": 2, "Chie": 2}
    assert s.player == "Aki" and s.actions_left == 2


def test_leader_must_touch_a_temple():
    t = Table("new tigris Aki Ben")
    t.rejected("leader red H5", "tigris.leader.adjacent-temple")
    t.rejected("leader red E3", "tigris.leader.no-river")
    t.ok("leader red F4")
    assert t.state.leaders["F4"] == ("Aki", "red")


def test_farm_only_on_river_and_others_never():
    t = Table("new tigris Aki Ben")
    t.rejected("tile blue F4", "tigris.tile.farm-on-river")
    t.rejected("tile red E3", "tigris.tile.land-only")
    t.ok("tile blue E3")


def test_tile_scores_for_same_colour_leader_else_king():
    t = Table("new tigris Aki Ben", "put leader Ben black G3", "put leader Aki green F4")
    t.ok("tile green G4")  # next to F4 (Aki's trader) and G3 (Ben's king), one kingdom
    assert t.points("Aki")["green"] == 1
    t.ok("tile black H3")  # no black leader other than the king itself: the king scores black
    assert t.points("Ben")["black"] == 1


def test_japanese_aliases_are_accepted():
    t = Table("new tigris Aki Ben")
    t.ok("リーダー 神官 F4")
    assert t.state.leaders["F4"] == ("Aki", "red")
    t.ok("タイル 赤 G4")
    assert t.state.tiles["G4"] == "red"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_monument_none_with_a_square_is_not_a_line(lang):
    """`monument none A10` was taken and the square dropped; a decline names no block (found by a trial)."""
    t = Table("new tigris Aki Ben", "put leader Aki black G3", "put tile black G4", "put tile black H4",
              "put tile black H3", "tile black G5", "tile black H5", lang=lang)
    before = t.show()
    reply = t.error("monument none G4" if lang == "en" else "モニュメント なし G4")
    assert ("takes no square" if lang == "en" else "マスを付けません") in reply.text
    assert t.show() == before and t.state.pending["kind"] == "monument"


def test_monument_none_is_logged_so_that_it_replays(tmp_path):
    """A declined monument must be written to the log as `monument none`, not a bare `monument`."""
    from referee.session import Session

    t = Table("new tigris Aki Ben", "put leader Aki black G3", "put tile black G4", "put tile black H4",
              "put tile black H3")
    t.ok("tile black G5")  # completes nothing: G4 H4 G5 H5? no — G3 is a leader
    t.ok("tile black H5")  # G4 H4 G5 H5 is a black 2x2 block
    assert t.state.pending["kind"] == "monument"
    t.ok("monument none")
    assert t.session.log[-1] == "monument none"
    path = tmp_path / "g.toml"
    t.session.save_to(path)
    loaded = Session(lang="en")
    loaded.load(path)
    assert loaded.log == t.session.log


def test_a_swap_from_an_empty_hand_says_there_is_nothing_to_swap():
    t = Table("new tigris Aki Ben", "put hand Aki 0")
    reply = t.rejected("swap 1", "tigris.swap.count")
    assert "Aki holds no tile, so there is nothing to swap." in reply.text


def test_put_turn_cannot_hand_a_waiting_conflict_to_another_player():
    """The attacker of a revolt is the player who placed the leader (tigris.put.pending): `put turn Ben` while
    Aki's revolt waits made Ben active and left Aki attacking (found by a held-out trial)."""
    t = Table("new tigris Aki Ben", "put leader Ben red G3", "put tile red H3", "put tile red J3",
              "put tile red J4", "leader red I3")
    assert t.state.pending["kind"] == "revolt" and t.state.pending["attacker"] == "Aki"
    t.rejected("put turn Ben", "tigris.put.pending")
    t.ok("put turn Aki 1")  # the attacker's own turn may still be set
