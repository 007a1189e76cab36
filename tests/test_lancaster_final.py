"""Lancaster final scoring (■28): knight strength 8/4 (tie: servants), extension tiles 8/4 (tie:
coins), a shared first place splits 1st + 2nd, a shared second place splits 2nd, fractions dropped;
nobles by the track over the rightmost noble (4 -> 6, 9 -> 36); the most power points win, a tie
shares the victory.

Every player starts with a 1 and a 2 in the court (3 strength), 2 servants, 2 coins and one
extension tile (lancaster_helpers.game); positions are adjusted with put / take, then `put phase final`.
"""

from __future__ import annotations

from lancaster_helpers import PLAYERS4, game

from referee.games.lancaster.state import COUNTIES


def final(*lines: str, players: str = "Aki Ben Chie", extensions=None):
    t = game(players, extensions=extensions)
    for line in lines:
        t.ok(line)
    t.ok("put phase final")
    assert t.show()["game_over"] is True
    return t


def breakdown(t, part: str) -> dict:
    return {r["player"]: r["breakdown"][part] for r in t.score()["ranking"]}


# --- knights -------------------------------------------------------------------------------------------------


def test_rulebook_28_knight_strength_first_8_second_4():
    """lancaster.final.knights"""
    t = final("put knight Aki 4 court", "put knight Aki 3 court", "put knight Ben 3 court")
    assert breakdown(t, "knights") == {"Aki": 8, "Ben": 4, "Chie": 0}


def test_rulebook_28_knights_on_castle_spaces_count():
    t = final("put knight Ben 4 s1", "put knight Ben 3 court")
    assert breakdown(t, "knights") == {"Aki": 2, "Ben": 8, "Chie": 2}


def test_rulebook_28_knight_tie_broken_by_servants():
    """lancaster.final.knights"""
    t = final("put knight Aki 4 court", "put knight Ben 4 court", "put servants Ben 3")
    assert breakdown(t, "knights") == {"Aki": 4, "Ben": 8, "Chie": 0}


def test_rulebook_28_a_shared_first_place_splits_first_and_second():
    """lancaster.final.shared"""
    t = final("put knight Aki 4 court", "put knight Ben 4 court")
    assert breakdown(t, "knights") == {"Aki": 6, "Ben": 6, "Chie": 0}


def test_rulebook_28_three_share_first_place():
    """lancaster.final.shared: 12 / 3"""
    t = final()
    assert breakdown(t, "knights") == {"Aki": 4, "Ben": 4, "Chie": 4}


def test_rulebook_28_a_shared_second_place_splits_second():
    """lancaster.final.shared"""
    t = final("put knight Aki 4 court")
    assert breakdown(t, "knights") == {"Aki": 8, "Ben": 2, "Chie": 2}


def test_rulebook_28_fractions_are_dropped():
    """lancaster.final.shared: 4 / 3 = 1 each"""
    t = final("put knight Aki 4 court", players=PLAYERS4)
    assert breakdown(t, "knights") == {"Aki": 8, "Ben": 1, "Chie": 1, "Dai": 1}


def test_ruling_knights_still_in_france_are_not_on_the_castle_board():
    """lancaster.final.france: ■28 counts the knights on the castle board (inferred; flagged)."""
    t = game()
    t.ok("put knight Aki 4 u1")
    t.ok("put knight Aki 3 u1")
    reply = t.ok("put phase final")
    assert "final.knights-in-france" in reply.text and "inferred" in reply.text
    assert breakdown(t, "knights") == {"Aki": 4, "Ben": 4, "Chie": 4}
    # A table whose copy says otherwise types it in.
    t = game()
    t.ok("fact final.knights-in-france true")
    t.ok("put knight Aki 4 u1")
    t.ok("put phase final")
    assert breakdown(t, "knights") == {"Aki": 8, "Ben": 2, "Chie": 2}


# --- extension tiles -------------------------------------------------------------------------------------------


def test_rulebook_28_extension_tiles_first_8_second_4():
    """lancaster.final.extensions"""
    t = final("put extension Aki 1", "put extension Aki 2", "put extension Ben 1")
    assert breakdown(t, "extensions") == {"Aki": 8, "Ben": 4, "Chie": 0}


def test_rulebook_28_extension_tie_broken_by_coins():
    """lancaster.final.extensions"""
    t = final("put extension Aki 1", "put extension Ben 1", "put coins Ben 3")
    assert breakdown(t, "extensions") == {"Aki": 4, "Ben": 8, "Chie": 0}


def test_rulebook_28_extension_tie_after_coins_shares():
    t = final("put extension Aki 1", "put extension Ben 1", "put coins Chie 9")
    assert breakdown(t, "extensions") == {"Aki": 6, "Ben": 6, "Chie": 0}


# --- nobles ----------------------------------------------------------------------------------------------------


def test_rulebook_17_28_the_noble_track_four_nobles_6_nine_nobles_36():
    """lancaster.final.nobles"""
    lines = [f"put noble Aki {c}" for c in COUNTIES] + [f"put noble Ben {c}" for c in "ABCD"]
    t = final(*lines)
    assert breakdown(t, "nobles") == {"Aki": 36, "Ben": 6, "Chie": 0}


def test_rulebook_28_the_whole_noble_track():
    for n, value in enumerate([0, 1, 3, 6, 10, 15, 21, 28, 36], 1):
        t = final(*(f"put noble Aki {c}" for c in COUNTIES[:n]))
        assert breakdown(t, "nobles")["Aki"] == value, n


# --- the winner ------------------------------------------------------------------------------------------------


def test_rulebook_28_the_most_power_points_win():
    """lancaster.final.winner"""
    t = final("put pp Aki 20", "put pp Ben 25", "put knight Aki 4 court", "put extension Aki 1",
              *(f"put noble Chie {c}" for c in "ABCDE"))
    score = t.score()
    totals = {r["player"]: r["score"] for r in score["ranking"]}
    # Aki 20 + 8 + 8; Ben 25 + 2 + 2; Chie 0 + 2 + 2 + 10.
    assert totals == {"Aki": 36, "Ben": 29, "Chie": 14}
    assert [r["player"] for r in score["ranking"]] == ["Aki", "Ben", "Chie"]
    assert score["winners"] == ["Aki"]
    assert t.show()["points"] == totals


def test_rulebook_28_a_tie_is_a_shared_victory():
    """lancaster.final.winner"""
    t = final("put pp Aki 10", "put pp Chie 10")
    score = t.score()
    assert score["winners"] == ["Aki", "Chie"]
    assert [(r["player"], r["rank"]) for r in score["ranking"]] == [("Aki", 1), ("Chie", 1), ("Ben", 3)]


def test_the_final_scoring_is_explained_step_by_step():
    t = final("put knight Aki 4 court", "put knight Ben 4 court")
    text = t.ok("why").text
    for rule in ("lancaster.final.knights", "lancaster.final.shared", "lancaster.final.extensions",
                 "lancaster.final.nobles", "lancaster.final.winner"):
        assert rule in text
