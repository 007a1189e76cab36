"""Tigris & Euphrates: a third independent audit against the rulebook (seed 001, the BGA game help).

The first two audits pinned every ruling on its own; these tests chain several rulings in one action or
one turn (a war, then a monument, then treasures, then the monument points of the turn), play the last
turn of a game to the final count, and use the rulebook's own Japanese words for the pieces. Each outcome
was worked out by hand from the rulebook before the test was run.

The positions are read on the standard board drawn at the top of tests/test_tigris_rulings.py.
"""

from __future__ import annotations

from test_tigris_rulings import leaders, pts, table


# --- one tile: war, then monument, then treasures, then the monument points of the turn --------------

WAR_MONUMENT_TREASURE = """
    take K1
    take N5
    put tile red F6
    put treasure F6
    put leader Aki black F5
    put leader Aki green E6
    put tile black G5
    put tile black G6
    put tile black H6
    put tile red I5
    put treasure I5
    put leader Ben black J5
    put tile black J6
"""


def test_tigris_turn_events_war_then_monument_then_treasures_then_monument_points():
    # West: Aki's king F5 and trader E6 beside the temple F6 (treasure); settlements G5 G6 H6.
    # East: Ben's king J5 beside the temple I5 (treasure); settlement J6.
    # Aki's settlement on H5 touches G5 and H6 (west) and I5 (east): it unites two kingdoms, so it
    # scores nothing, and the kings fight (イベント:紛争の解決, B:外部紛争).
    t = table(setup=WAR_MONUMENT_TREASURE)
    t.ok("tile black H5")
    p = t.state.pending
    # Aki is active and in the war: he attacks. Support: G5 G6 H6 against J6; H5 never counts.
    assert (p["kind"], p["colour"], p["attacker"], p["defender"]) == ("war", "black", "Aki", "Ben")
    assert (p["attacker_strength"], p["defender_strength"]) == (3, 1)
    t.ok("commit 0")
    t.ok("commit 0")
    # Aki wins 3-1: Ben's king goes home and his settlement J6 leaves the game; Aki scores 1 + 1 black.
    assert "J5" not in t.state.leaders and "J6" not in t.state.tiles
    pts(t, "Aki", black=2)
    pts(t, "Ben")
    # The war is over, so the block G5 H5 G6 H6 of settlements is whole: the monument comes next
    # (イベント:モニュメントの建設), before the treasures.
    p = t.state.pending
    assert (p["kind"], p["player"]) == ("monument", "Aki")
    assert sorted(p["monuments"]) == ["black-blue", "black-green", "black-red"]
    t.ok("monument black-green G5")
    assert {"G5", "H5", "G6", "H6"} <= t.state.flipped
    # Then the treasures (各アクションの終了時): the united kingdom holds F6 and I5 and Aki's trader;
    # neither is a corner treasure, so Aki chooses the one he takes.
    p = t.state.pending
    assert (p["kind"], p["player"], p["count"], sorted(p["choices"])) == ("treasure", "Aki", 1, ["F6", "I5"])
    t.ok("treasure I5")
    assert t.state.treasures_won["Aki"] == 1 and "F6" in t.state.treasures
    assert (t.state.player, t.state.actions_left) == ("Aki", 1)
    # Aki ends the turn: his king and trader stand in the kingdom of the black-green monument, one
    # point of each colour (手番の終了).
    t.ok("end")
    pts(t, "Aki", black=3, green=1)
    assert t.state.player == "Ben"


# --- the last turn: treasures fall to two, monument points, then the final count ---------------------

def test_tigris_end_treasures_the_last_turn_keeps_its_second_action_and_monument_points_then_the_count():
    # Three treasures are left: B2, F3 and G4. G3 links the temples F3 and G4; settlements I4 J4 I5 J5
    # carry the black-green monument, which touches H4. Aki's trader goes to H4 (beside the temple G4).
    t = table(setup="""
        take K1
        take P2
        take N5
        take I7
        take B8
        take O9
        take F10
        take K11
        put tile red G3
        put tile red G4
        put treasure G4
        put tile black I4
        put tile black J4
        put tile black I5
        put tile black J5
        put monument black-green I4
        put points Aki red 3
        put points Aki blue 2
        put points Aki green 1
        put points Aki black 2
        put points Ben red 2
        put points Ben blue 2
        put points Ben green 5
        put points Ben black 5
    """)
    t.ok("leader green H4")
    # The kingdom F3 G3 G4 H4 (+ the monument) holds two treasures, neither framed: Aki takes one.
    p = t.state.pending
    assert (p["kind"], p["count"], sorted(p["choices"])) == ("treasure", 1, ["F3", "G4"])
    t.ok("treasure F3")
    # Two treasures are left on the board, but the game ends only at the end of the turn
    # (ゲーム終了と得点計算): Aki still has his second action.
    assert sorted(t.state.treasures) == ["B2", "G4"]
    assert not t.state.over and t.state.actions_left == 1
    t.ok("leader black H3")  # beside the temple G3, in the same kingdom
    # End of the turn: monument points first (the trader green, the king black), then the end.
    pts(t, "Aki", red=3, blue=2, green=2, black=3)
    assert t.state.over
    # Final count: Aki 3 2 2 3 and one treasure, given to a weakest colour: 2 3 3 3 -> 2.
    # Ben 2 2 5 5 -> 2. Tied on the weakest colour, the second weakest decides: 3 against 2.
    score = t.score()
    assert score["final"] is True and score["winners"] == ["Aki"]
    assert [(r["player"], r["score"], r["colours"]) for r in score["ranking"]] == [
        ("Aki", 2, [2, 3, 3, 3]), ("Ben", 2, [2, 2, 5, 5])]
    t.rejected("tile black K6", "tigris.turn.game-over")
    # a finished game set back to a turn with put plays on, as put phase / season / reign in the other games
    assert "no longer over" in t.ok("put turn Ben").text
    assert not t.state.over and t.score()["final"] is False and t.score()["winners"] == []
    t.rejected("put turn Ben 3", "tigris.turn.actions")


# --- the same table in the rulebook's Japanese words -----------------------------------------------

def test_tigris_the_rulebook_words_for_pieces_and_actions_in_japanese():
    # The rulebook names the leaders as pieces (国王駒, 商人駒: "その王国に商人駒を配置しているプレイヤー"),
    # the tiles as 王国タイル, the catastrophe as 大災害タイル, the support as 支援タイル and the
    # treasures as 財宝駒. Same position as above; Aki and Ben play it in those words.
    t = table("Aki Ben", WAR_MONUMENT_TREASURE, lang="ja")
    t.ok("王国タイル 集落 H5")
    t.ok("支援タイル 0")
    t.ok("支援タイル 0")
    t.ok("モニュメント 黒・緑 G5")
    t.ok("財宝駒 I5")
    t.ok("手番終了")
    pts(t, "Aki", black=3, green=1)
    # Ben's king goes back in beside the temple I5, now part of Aki's kingdom, where Aki's king
    # already stands: a revolt (A:内部紛争). One temple each; Ben attacks with one more temple and wins.
    t.ok("リーダー駒 国王駒 J5")
    p = t.state.pending
    assert (p["kind"], p["attacker"], p["attacker_strength"], p["defender_strength"]) == ("revolt", "Ben", 1, 1)
    t.ok("支援タイル 1")
    t.ok("支援タイル 0")
    assert "F5" not in t.state.leaders
    pts(t, "Ben", red=1)
    # Then a catastrophe on I5 (no treasure left there): the temple leaves the game and Ben's king, left
    # without a temple, goes home (C:大災害タイルを1枚置く).
    t.ok("大災害タイル I5")
    assert "I5" not in t.state.tiles and "I5" in t.state.catastrophes
    assert leaders(t) == {"E6": ("Aki", "green")}
    assert t.state.catastrophes_left["Ben"] == 1
    assert (t.state.player, t.state.hands["Ben"]) == ("Aki", 6)
    # A catastrophe may not go on the temple F6, which carries a treasure.
    t.rejected("大災害タイル F6", "tigris.catastrophe.target")
    # The priest and the farmer by the rulebook's piece names, both beside the temple F6.
    t.ok("リーダー 神官駒 F5")
    t.ok("リーダー 農民駒 F7")
    assert leaders(t) == {"E6": ("Aki", "green"), "F5": ("Aki", "red"), "F7": ("Aki", "blue")}
    assert t.state.player == "Ben"
    t.ok("パス")  # Ben passes: his turn ends with no action
    assert (t.state.player, t.state.actions_left) == ("Aki", 2)


# --- a whole short game on the advanced map, typed in Japanese, scored by hand ------------------------

GAME_ADVANCED_JA = """
    リーダー 商人 F4
    タイル 市場 H4
    リーダー 国王 K4
    タイル 集落 J4
    タイル 神殿 I4
    財宝 L4
    リーダー 国王 G5
    支援 2
    支援 1
    大災害 H4
    リーダー 神官 K4
    タイル 神殿 G3
    タイル 神殿 F3
    put bag 0
    タイル 神殿 K3
"""


def test_tigris_a_game_on_the_advanced_map_in_japanese_scored_by_hand():
    # Advanced map: temples with treasures on G4 and L4 (both inside the rivers), no river on rows 3-5
    # between F and L. 太郎's trader F4 and 花子's king K4 start two kingdoms; 太郎's market H4 scores
    # green for his trader, 花子's settlement J4 black for her king. 太郎's temple I4 unites them
    # without a war (a trader and a king): no point. The kingdom holds G4 and L4 and 太郎's trader: he
    # takes one of them (both inside the rivers: free choice). His king then goes to G5 beside G4,
    # where 花子's king stands: a revolt, one temple each (G4 / L4), 2+1 against 1+1: 太郎 wins a red
    # point. 花子's catastrophe on the market H4 cuts the kingdom; her priest takes K4 beside L4.
    # 太郎's temples G3 and F3 score red through his king (no priest there). With the bag empty,
    # 花子's temple K3 scores for her priest, and her hand cannot be refilled: the game ends.
    t = table("太郎 花子", GAME_ADVANCED_JA, board="advanced", lang="ja")
    assert t.state.treasures_won == {"太郎": 1, "花子": 0} and "G4" in t.state.treasures
    assert "H4" in t.state.catastrophes and "H4" not in t.state.tiles
    assert leaders(t) == {"F4": ("太郎", "green"), "G5": ("太郎", "black"), "K4": ("花子", "red")}
    assert t.state.player == "花子" and t.state.actions_left == 1
    pts(t, "太郎", red=3, green=1)
    pts(t, "花子", red=1, black=1)
    t.ok("手番終了")
    assert t.state.over and t.state.end_reason == "tigris.end.bag"
    assert t.state.hands == {"太郎": 6, "花子": 5}
    # The last line says that 花子's hand could not be refilled, and not that the hands were refilled.
    text = t.replies[-1].text
    assert "花子" in text and "補充しました" not in text
    # 太郎: red 3, blue 0, green 1, black 0 and one treasure (to a weakest colour) -> 0 1 1 3.
    # 花子: red 1, blue 0, green 0, black 1 -> 0 0 1 1. Both score 0; the second colour decides.
    score = t.score()
    assert [(r["player"], r["colours"]) for r in score["ranking"]] == [("太郎", [0, 1, 1, 3]), ("花子", [0, 0, 1, 1])]
    assert score["winners"] == ["太郎"]


# --- a priests' war between two other players: a third player's king keeps a temple -------------------

def test_tigris_war_priest_exception_a_bystanders_king_keeps_the_temple_beside_it():
    # Four players, Aki active and in no war. West: Ben's priest F4 with the temples F3 (treasure), G4,
    # G5 and G6; Aki's king F5 touches G5. East: Dan's priest J4 with the temples I4 and J5.
    # Aki's settlement H4 unites them: a priests' war. Clockwise from Aki, Ben comes before Dan: Ben
    # attacks (B:外部紛争, 攻撃側の決定).
    t = table("Aki Ben Chie Dan", """
        put leader Ben red F4
        put tile red G4
        put tile red G5
        put tile red G6
        put leader Aki black F5
        put tile red I4
        put leader Dan red J4
        put tile red J5
    """)
    t.ok("tile black H4")
    p = t.state.pending
    assert (p["kind"], p["colour"], p["attacker"], p["defender"]) == ("war", "red", "Ben", "Dan")
    assert (p["attacker_strength"], p["defender_strength"]) == (4, 2)
    t.ok("commit 0")
    t.ok("commit 3")
    # Dan wins 5-4; Ben's priest goes home. Of Ben's temples, F3 keeps its treasure and G5 touches
    # Aki's king (a leader other than a priest, whoever owns it): both stay. G4 and G6 go.
    # Dan scores 2 removed + 1 = 3 red; Aki's king keeps G5 and stays.
    assert {sq: t.state.tiles.get(sq) for sq in ("F3", "G4", "G5", "G6")} == {
        "F3": "red", "G4": None, "G5": "red", "G6": None}
    pts(t, "Dan", red=3)
    for player in ("Aki", "Ben", "Chie"):
        pts(t, player)
    assert leaders(t) == {"F5": ("Aki", "black"), "J4": ("Dan", "red")}
    assert t.state.pending is None and (t.state.player, t.state.actions_left) == ("Aki", 1)
    # The committed temples leave Dan's hand now; he draws them back at the end of Aki's turn.
    assert t.state.hands["Dan"] == 3
    t.ok("end")
    assert t.state.hands == {"Aki": 6, "Ben": 6, "Chie": 6, "Dan": 6} and t.state.player == "Ben"


# --- a whole short game on the standard map, typed with the piece names, scored by hand ----------------

GAME_STANDARD_EN = """
    leader farmer I8
    tile farm I9
    leader king J7
    tile settlement K7
    leader priest H7
    tile temple H6
    leader trader I6
    tile market J6
    swap 3
    catastrophe H6
    tile temple H5
    tile temple I5
    tile farm H9
    tile farm J9
    leader priest G3
    tile temple G4
    leader trader F2
    tile market G2
"""


def test_tigris_a_three_player_game_on_the_standard_map_scored_by_hand():
    # Aki: farmer I8 (temple I7) and farms I9, H9, J9, K9 on the river: 4 blue; trader I6, market J6: 1 green.
    # Ben: king J7, settlement K7: 1 black; swaps 3; catastrophe on Chie's temple H6 (her priest H7
    #      keeps I7); priest G3 by F3, temple G4: 1 red.
    # Chie: priest H7, temples H6 and I5 (I5 joins the lone H5 to the kingdom): 2 red; trader F2 in
    #      Ben's kingdom, market G2: 1 green.
    t = table("Aki Ben Chie", GAME_STANDARD_EN)
    # The bag: 153 - 10 temples - 18 in hands = 125; then refills of 1, 1, 1 (turn 1), 1, 3 (Ben's
    # swap draws at once, his catastrophe needs none), 2 (turn 2), 2, 1, 1 (turn 3).
    assert t.state.bag == 125 - 3 - 1 - 3 - 2 - 2 - 1 - 1 == 112
    assert (t.state.player, t.state.actions_left) == ("Aki", 2)
    t.run("put bag 0\ntile farm K9\nend")
    pts(t, "Aki", blue=4, green=1)
    pts(t, "Ben", red=1, black=1)
    pts(t, "Chie", red=2, green=1)
    assert "H6" in t.state.catastrophes and t.state.catastrophes_left == {"Aki": 2, "Ben": 1, "Chie": 2}
    assert t.state.leaders["H7"] == ("Chie", "red")
    assert t.state.over and t.state.hands == {"Aki": 5, "Ben": 6, "Chie": 6}
    score = t.score()
    assert [(r["player"], r["colours"]) for r in score["ranking"]] == [
        ("Aki", [0, 0, 1, 4]), ("Chie", [0, 0, 1, 2]), ("Ben", [0, 0, 1, 1])]
    assert score["winners"] == ["Aki"]


# --- a declined block is never offered again, but a new block that shares two of its tiles is ---------

def test_tigris_monument_build_a_new_block_overlapping_a_declined_one_is_offered():
    # イベント:モニュメントの建設: "この正方形をそのまま利用して、あとの手番でモニュメントを建設することは
    # できません" - the declined square itself; a new square completed by a new tile is a new chance.
    t = table(setup="put tile red G5\nput tile red H5\nput tile red G6")
    t.ok("tile red H6")
    t.ok("monument none")
    t.ok("tile red G7")  # G6 G7 and H6: three of a new block, nothing to offer
    assert t.state.pending is None and t.state.player == "Ben"
    t.ok("tile red H7")  # completes G6 H6 G7 H7 (not G5 H5 G6 H6, which does not hold H7)
    p = t.state.pending
    assert (p["kind"], p["player"], p["squares"]) == ("monument", "Ben", ["G6"])
    t.ok("monument blue-red")  # only one block: its square may be left out
    assert t.state.monuments == {"blue-red": "G6"}
    assert {"G6", "H6", "G7", "H7"} == t.state.flipped


# --- the ways a table writes a monument's two colours --------------------------------------------------

def test_tigris_monument_choice_two_colours_written_as_a_japanese_table_writes_them():
    # 黒と赤, 黒赤, 赤・黒 and black&red all name the black-red monument; なし declines.
    for words in ("黒と赤", "黒赤", "赤・黒", "black&red", "集落と神殿"):
        t = table(setup="put tile red G5\nput tile red H5\nput tile red G6", lang="ja")
        t.ok("タイル 神殿 H6")
        t.ok(f"モニュメント {words} G5")
        assert t.state.monuments == {"black-red": "G5"}, words
    t = table(setup="put tile red G5\nput tile red H5\nput tile red G6", lang="ja")
    t.ok("タイル 神殿 H6")
    t.error("モニュメント 黒 G5")  # one colour is not a monument
    t.ok("モニュメント なし")
    assert t.state.monuments == {} and t.state.pending is None


# --- a catastrophe splits a kingdom; a tile that joins the halves again is a unification ----------------

def test_tigris_score_unification_rejoining_the_halves_of_a_split_kingdom_scores_nothing():
    # Aki's kingdom: king F4 by the temple F3, settlements G4 H4, priest I4 by the temple I5.
    t = table(setup="""
        put leader Aki black F4
        put tile black G4
        put tile black H4
        put tile red I5
        put leader Aki red I4
    """)
    t.ok("catastrophe G4")  # C:大災害タイル: the settlement leaves the game, the kingdom splits in two
    assert "G4" not in t.state.tiles and t.state.catastrophes_left["Aki"] == 1
    t.ok("tile black G3")  # touches only the west half (F3): the king scores
    pts(t, "Aki", black=1)
    assert t.state.player == "Ben"
    # Ben's settlement H3 touches G3 (west) and H4 (east): two kingdoms, so it unites them and scores
    # nothing, not even for Aki's king; no colour is doubled, so there is no war.
    t.ok("tile black H3")
    pts(t, "Aki", black=1)
    pts(t, "Ben")
    assert t.state.pending is None and t.state.unification is None
    assert t.state.leaders == {"F4": ("Aki", "black"), "I4": ("Aki", "red")}


# --- a monument flip, then the treasures of the same action ------------------------------------------

FLIP_SETUP = """
    take K1
    put tile red G3
    put tile red F4
    put treasure G3
    put leader Ben green H3
"""


def test_tigris_monument_flip_orphans_the_trader_before_the_treasures_are_collected():
    # F3 (treasure) G3 (treasure) F4: Aki's temple G4 completes the block F3 G3 F4 G4. Ben's trader H3
    # touches only G3. Flipping the block leaves the trader without a face-up temple: it goes home at
    # once (イベント:モニュメントの建設), so at the end of the action no trader can take the treasures.
    t = table(setup=FLIP_SETUP)
    t.ok("tile red G4")
    t.ok("monument black-red F3")
    assert leaders(t) == {} and {"F3", "G3"} <= t.state.treasures
    assert t.state.treasures_won == {"Aki": 0, "Ben": 0} and t.state.pending is None


def test_tigris_monument_flip_keeps_the_treasures_and_a_trader_with_another_temple_takes_one():
    # The same, but the trader H3 also touches the temple H4: it stays, and its kingdom holds the
    # treasures F3 and G3, now on face-down temples. Ben (not the active player) takes one of them.
    t = table(setup=FLIP_SETUP + "put tile red H4")
    t.ok("tile red G4")
    t.ok("monument black-red F3")
    assert leaders(t) == {"H3": ("Ben", "green")}
    p = t.state.pending
    assert (p["kind"], p["player"], p["count"], sorted(p["choices"])) == ("treasure", "Ben", 1, ["F3", "G3"])
    t.ok("treasure G3")
    assert t.state.treasures_won == {"Aki": 0, "Ben": 1} and "F3" in t.state.treasures
    assert (t.state.player, t.state.actions_left) == ("Aki", 1)
