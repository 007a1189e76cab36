"""Tigris & Euphrates: a second independent audit against the rulebook (seed 001, the BGA game help).

Each test is a situation the rulebook decides that the other test files leave open, or a whole game
played as a table would, with the outcome worked out by hand from the rulebook before it was run.
Every position is set up with `put` lines and played with the commands a player types.

The positions are read on the standard board drawn at the top of tests/test_tigris_rulings.py.
"""

from __future__ import annotations

from conftest import Table
from test_tigris_rulings import pts, table


# --- tigris.war.attacker: "otherwise the next player clockwise" means the next one in the war --------

def test_tigris_war_attacker_skips_a_player_not_in_the_war():
    # Four players; Ben is active. Dan's king F5 (west of H5) and Aki's king J5 (east) will meet.
    # Clockwise from Ben: Chie (not in the war), Dan, Aki. Dan attacks, Aki defends.
    t = table("Aki Ben Chie Dan", """
        put tile red G5
        put leader Dan black F5
        put leader Dan red G6
        put tile red I5
        put leader Aki black J5
        put leader Aki green I4
        put turn Ben
    """)
    t.ok("tile green H5")
    p = t.state.pending
    assert (p["kind"], p["colour"], p["attacker"], p["defender"], p["player"]) == ("war", "black", "Dan", "Aki", "Dan")
    t.rejected("leader red F2", "tigris.turn.pending")
    t.ok("commit 0")
    assert t.state.pending["player"] == "Aki"
    t.ok("commit 0")
    # No settlement on either side: 0 to 0, the defender Aki wins. Dan's king goes home; Aki scores
    # 1 black for the leader. The market that united the kingdoms scores nobody.
    assert "F5" not in t.state.leaders and t.state.leaders["J5"] == ("Aki", "black")
    pts(t, "Aki", black=1)
    for player in ("Ben", "Chie", "Dan"):
        pts(t, player)
    assert t.state.pending is None and (t.state.player, t.state.actions_left) == ("Ben", 1)


# --- tigris.war.order: three colours doubled by one tile -------------------------------------------

def test_tigris_war_order_three_wars_from_one_tile_the_active_player_picks_each_next_war():
    # West of H5: Ben's king F5, priest G6 and trader G4 around the temple G5.
    # East: Chie's king J5, priest I4 and trader I6 around the temple I5 (I6 also touches I7).
    # Aki, in none of the wars, places the uniting market on H5: kings, priests and traders meet.
    t = table("Aki Ben Chie", """
        put tile red G5
        put leader Ben black F5
        put leader Ben red G6
        put leader Ben green G4
        put tile red I5
        put leader Chie black J5
        put leader Chie red I4
        put leader Chie green I6
    """)
    t.ok("tile green H5")
    p = t.state.pending
    assert (p["kind"], p["player"], sorted(p["colours"])) == ("war-order", "Aki", ["black", "green", "red"])
    t.ok("war green")
    # Ben attacks (first clockwise from Aki). The uniting market never supports: 0 to 0, Chie defends
    # and wins. Ben's trader goes home; Chie scores 1 green.
    assert (t.state.pending["attacker"], t.state.pending["defender"]) == ("Ben", "Chie")
    t.ok("commit 0")
    t.ok("commit 0")
    assert "G4" not in t.state.leaders
    pts(t, "Chie", green=1)
    # Two colours are still doubled: the active player is asked again.
    p = t.state.pending
    assert (p["kind"], p["player"], sorted(p["colours"])) == ("war-order", "Aki", ["black", "red"])
    t.ok("war red")
    p = t.state.pending
    assert (p["attacker"], p["attacker_strength"], p["defender_strength"]) == ("Ben", 1, 2)  # G5 / I5 I7
    t.ok("commit 0")
    t.ok("commit 0")
    # Chie wins 2-1. Ben's temple G5 touches his king F5 (not a priest): it stays, so Chie scores
    # only the priest.
    assert "G6" not in t.state.leaders and t.state.tiles["G5"] == "red"
    pts(t, "Chie", green=1, red=1)
    # The last war (kings) starts by itself: nobody is asked for an order.
    p = t.state.pending
    assert (p["kind"], p["colour"], p["attacker"]) == ("war", "black", "Ben")
    t.ok("commit 1")
    t.ok("commit 0")
    assert "J5" not in t.state.leaders and t.state.leaders["F5"] == ("Ben", "black")
    pts(t, "Ben", black=1)
    pts(t, "Aki")
    assert t.state.pending is None and t.state.unification is None
    assert t.state.tiles["H5"] == "green" and (t.state.player, t.state.actions_left) == ("Aki", 1)


# --- tigris.score.unification with tigris.monument.build: a union without war still builds ----------

def test_tigris_monument_build_after_a_union_without_war_and_no_point_for_the_uniting_tile():
    # Aki's priest F4 (kingdom F3 G4 G5 H4) and Ben's king I6 (kingdom I7 I5): no colour in common.
    t = table(setup="""
        put leader Aki red F4
        put tile red G4
        put tile red G5
        put tile red H4
        put leader Ben black I6
        put tile red I5
    """)
    t.ok("tile red H5")  # unites the two kingdoms and completes the red block G4 H4 G5 H5
    pts(t, "Aki")
    pts(t, "Ben")  # a uniting tile scores nothing, even for the king
    p = t.state.pending
    assert (p["kind"], p["player"], p["squares"]) == ("monument", "Aki", ["G4"])
    assert sorted(p["monuments"]) == ["black-red", "blue-red", "green-red"]
    t.ok("monument red-black G4")
    assert t.state.flipped == {"G4", "H4", "G5", "H5"} and t.state.monuments == {"black-red": "G4"}
    # F4 keeps the face-up F3 and I6 keeps I7: nobody goes home.
    assert t.state.leaders == {"F4": ("Aki", "red"), "I6": ("Ben", "black")}
    t.ok("end")
    # End of Aki's turn: his priest shares the monument's kingdom: 1 red. Ben's king is there too,
    # but only the active player scores.
    pts(t, "Aki", red=1)
    pts(t, "Ben")


def test_tigris_monument_build_farms_on_the_river_and_the_farmer_scores_it_each_turn():
    # Aki's farmer N6 beside the temple N5; farms on the river squares O4 P4 O5.
    t = table(setup="""
        put leader Aki blue N6
        put tile blue O4
        put tile blue P4
        put tile blue O5
    """)
    t.ok("tile blue P5")  # the farmer's kingdom: 1 blue; the block O4 P4 O5 P5 is complete
    pts(t, "Aki", blue=1)
    t.ok("monument blue-red")  # one block only: the square may be left out
    assert t.state.monuments == {"blue-red": "O4"} and "N6" in t.state.leaders  # N5 is still face up
    pts(t, "Aki", blue=1)
    t.ok("end")  # end of Aki's turn: his farmer shares the monument's kingdom
    pts(t, "Aki", blue=2)
    t.ok("end")
    pts(t, "Aki", blue=2)  # nothing on Ben's turn
    t.ok("end")
    pts(t, "Aki", blue=3)


# --- tigris.score.tile: a tile touching one kingdom on several sides is no union ------------------------

def test_tigris_score_tile_a_tile_touching_one_kingdom_on_three_sides_scores():
    t = table(setup="""
        put leader Aki black G3
        put tile black F4
        put tile red F5
        put tile red G5
    """)
    t.ok("tile black G4")  # G3, F4 and G5 belong to one kingdom (through F3, F4, F5)
    pts(t, "Aki", black=1)
    assert t.state.pending is None and t.state.unification is None


# --- tigris.treasure.corner with tigris.treasure.choice: framed first, then a choice -------------------

# Two treasures put on temples beside C2 (K1 and N5 taken off): a trader on C2 links B2 (framed), A2 and C3.
TREASURES_BY_C2 = """
    take K1
    take N5
    put tile red A2
    put treasure A2
    put tile red C3
    put treasure C3
"""


def test_tigris_treasure_corner_first_then_the_owner_chooses_among_the_others():
    # Aki's trader C2 links B2 (framed), A2 and C3 (two more treasures put on temples).
    t = table(setup=TREASURES_BY_C2)
    t.ok("leader green C2")
    p = t.state.pending
    assert (p["kind"], p["player"], p["forced"], p["choices"], p["count"]) == \
        ("treasure", "Aki", ["B2"], ["A2", "C3"], 1)
    t.rejected("treasure B2", "tigris.treasure.choice")  # B2 is taken anyway: one of A2 and C3
    t.rejected("treasure A2 C3", "tigris.treasure.choice")  # one must stay
    t.ok("treasure C3")
    assert t.state.treasures_won == {"Aki": 2, "Ben": 0}
    assert {"B2", "C3"}.isdisjoint(t.state.treasures) and "A2" in t.state.treasures


# --- tigris.end.bag: a defender's refill that the bag cannot make ends the game ------------------------

def test_tigris_end_bag_when_the_defender_cannot_refill():
    t = table(setup="""
        put leader Ben black G3
        put bag 1
    """)
    t.ok("leader black F4")  # a revolt: F3 touches both kings, 1 against 1
    t.ok("commit 0")
    t.ok("commit 2")  # Ben defends with 2 temples: 3 against 1
    assert t.state.leaders == {"G3": ("Ben", "black")}
    pts(t, "Ben", red=1)
    t.ok("tile red H6")
    # End of Aki's turn: Aki draws the last tile; Ben needs two and the bag is empty.
    assert t.state.over and t.state.end_reason == "tigris.end.bag"
    assert t.state.hands == {"Aki": 6, "Ben": 4} and t.state.bag == 0
    assert t.score()["final"] is True


# --- whole games, set-up to final score --------------------------------------------------------------

GAME_EN = """
    leader black G3
    tile green H3
    leader red H7
    tile red H6
    leader green F4
    tile green H4
    leader black I6
    tile black I5
    tile black H5
    commit 2
    commit 0
    treasure I7
    leader red F2
    commit 1
    commit 1
    catastrophe H4
    leader black J7
    tile red G6
    end
    put bag 0
    tile black J6
    end
"""


def test_a_whole_game_in_english_scored_by_hand():
    t = table()
    t.rejected("leader green G2", "tigris.leader.adjacent-temple")  # G2 touches no temple
    t.run(GAME_EN)
    # Aki: green 1 (H3, the king stands in) + 1 (H4, trader); black 2 (the kings' war: I5 and the
    #      king); treasure I7. Ben: red 1 (H6) + 1 (revolt) + 1 (G6, his priest); black 1 (I5)
    #      + 1 (J6). The bag could not refill Ben's hand: the game is over.
    pts(t, "Aki", green=2, black=2)
    pts(t, "Ben", red=3, black=2)
    assert t.state.treasures_won == {"Aki": 1, "Ben": 0}
    assert t.state.over and t.state.end_reason == "tigris.end.bag"
    assert "I5" not in t.state.tiles and "H4" in t.state.catastrophes and "F2" not in t.state.leaders
    # Aki: the treasure goes to red: 0 1 2 2. Ben: 0 0 2 3. Tied on 0; Aki's second colour wins.
    score = t.score()
    assert [(r["player"], r["colours"]) for r in score["ranking"]] == [("Aki", [0, 1, 2, 2]), ("Ben", [0, 0, 2, 3])]
    assert score["winners"] == ["Aki"]


GAME_JA = """
    take B2
    take P2
    take B8
    take O9
    take K1
    take N5
    take I7
    put tile red G5
    put leader 花子 black F5
    put leader 花子 red G6
    put tile red I5
    put leader 次郎 black J5
    put leader 次郎 red I4
    put tile red E9
    put leader 太郎 black E10
    put tile red G10
    put tile red F11
    put tile black H10
    put tile black I10
    put tile black J10
    put tile black K10
    put points 太郎 red 4
    put points 太郎 blue 3
    put points 太郎 green 5
    put points 太郎 black 6
    put points 花子 red 2
    put points 花子 blue 4
    put points 花子 green 3
    put points 花子 black 5
    put treasures 花子 1
    put points 次郎 red 4
    put points 次郎 blue 4
    put points 次郎 green 4
    put points 次郎 black 3
    タイル 緑 H5
    戦争 赤
    支援 1
    支援 0
    支援 0
    支援 0
    タイル 赤 G11
    モニュメント 黒・赤 F10
    リーダー 商人 D9
    財宝 K11
    手番終了
"""


def test_a_whole_game_in_japanese_two_wars_a_monument_and_the_treasures_end_it():
    t = table("太郎 花子 次郎", GAME_JA, lang="ja")
    # Priests' war first (花子 attacks, first clockwise from 太郎): 2 against 1; 次郎's temple I5
    # touches his king, so it stays: 花子 +1 red. Kings' war: 0 against 0, 次郎 defends: +1 black.
    # 太郎's temple G11 joins his king's kingdom: the king stands in, +1 red; the monument black-red
    # on F10 G10 F11 G11 keeps the F10 treasure; end of turn: his king shares its kingdom, +1 black.
    # 花子's trader D9 links F10 and K11: she takes one; two are left at the end of her turn.
    pts(t, "太郎", red=5, blue=3, green=5, black=7)
    pts(t, "花子", red=3, blue=4, green=3, black=5)
    pts(t, "次郎", red=4, blue=4, green=4, black=4)
    assert t.state.treasures_won == {"太郎": 0, "花子": 2, "次郎": 0}
    assert t.state.treasures == {"F3", "F10"} and t.state.over and t.state.end_reason == "tigris.end.treasures"
    # 花子's two treasures go to red and green: 4 4 4 5, ahead of 次郎's 4 4 4 4 on the fourth colour.
    score = t.score()
    assert [(r["player"], r["colours"]) for r in score["ranking"]] == \
        [("花子", [4, 4, 4, 5]), ("次郎", [4, 4, 4, 4]), ("太郎", [3, 5, 5, 7])]
    assert score["winners"] == ["花子"]


# --- tigris.treasure.outside-rivers: the advanced map's priority -------------------------------------

ADVANCED_WEST = """
    put tile black B4
    put tile black B5
    put tile black B6
    put tile black B7
    put tile black B8
"""


def test_tigris_treasure_outside_rivers_all_outside_is_a_free_choice():
    # Advanced map: B3 and A8 both lie west of the river in column C, outside the enclosed area.
    t = Table("new tigris Aki Ben --option board=advanced")
    t.run(ADVANCED_WEST)
    t.ok("leader green A3")  # the trader links B3 and A8 through B4-B8
    p = t.state.pending
    assert (p["kind"], p["forced"], p["choices"], p["count"]) == ("treasure", [], ["A8", "B3"], 1)
    t.rejected("treasure D6", "tigris.treasure.choice")
    t.ok("treasure A8")
    assert t.state.treasures_won == {"Aki": 1, "Ben": 0} and "B3" in t.state.treasures


def test_tigris_treasure_outside_rivers_are_taken_before_an_inside_one():
    # A farm on the river C6 adds D6, inside the rivers: the two outside treasures go, D6 stays.
    t = Table("new tigris Aki Ben --option board=advanced")
    t.run(ADVANCED_WEST + "put tile blue C6")
    t.ok("leader green A3")
    assert t.state.pending is None and t.state.treasures_won == {"Aki": 2, "Ben": 0}
    assert "D6" in t.state.treasures and {"A8", "B3"}.isdisjoint(t.state.treasures)


# --- tigris.leader.orphaned: one catastrophe can send home several leaders ----------------------------

def test_tigris_leader_orphaned_a_catastrophe_on_a_shared_temple_sends_both_leaders_home():
    t = table(setup="""
        put tile red G5
        put leader Aki black G4
        put leader Ben red H5
        put leader Ben green G6
        put tile red G7
    """)
    t.ok("catastrophe G5")
    # G4 and H5 had only G5; G6 keeps G7 beside it.
    assert t.state.leaders == {"G6": ("Ben", "green")}
    assert t.state.catastrophes == {"G5"} and "G5" not in t.state.tiles
