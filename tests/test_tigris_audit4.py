"""Tigris & Euphrates: a fourth audit of the less-travelled rules (seed 001, the BGA game help).

Catastrophes (C:大災害タイルを1枚置く), the swap and the bag running out (D:手持ちの王国タイルを1~6枚交換する,
ゲーム終了と得点計算), leaders moved, withdrawn and re-placed (A:リーダー駒を1個動かす), the advanced
map (上級マップ) and two-player games. Each outcome was worked out from the rulebook before the test ran.
Positions are read on the standard board drawn at the top of tests/test_tigris_rulings.py.
"""

from __future__ import annotations

from conftest import Table
from test_tigris_rulings import leaders, pts, table


# --- D: swap, and the bag running out -------------------------------------------------------------

def test_tigris_swap_taking_the_last_tiles_exactly_does_not_end_the_game_the_refill_does():
    # The swap draws all three it needs, so the hand is full and play goes on; the tile of the second
    # action leaves Aki one short at the refill, and the empty bag ends the game then.
    t = table(setup="put bag 3")
    t.ok("swap 3")
    assert not t.state.over and t.state.hands["Aki"] == 6 and t.state.bag == 0
    assert t.state.actions_left == 1
    t.ok("tile red H6")
    assert t.state.over and t.state.end_reason == "tigris.end.bag"
    assert t.state.hands["Aki"] == 5


def test_tigris_swap_short_of_tiles_as_second_action_ends_before_the_turn_end_points():
    # Aki's priest G4 shares a kingdom with the black-red monument: at a normal turn end he would score
    # red. The swap that cannot be filled ends the game there and then (タイルの交換...即座に終了).
    t = table(setup="""
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put monument black-red G5
        put tile red F4
        put leader Aki red G4
        put bag 1
    """)
    t.ok("tile black K6")
    t.ok("swap 2")
    assert t.state.over and t.state.end_reason == "tigris.end.bag"
    pts(t, "Aki")  # no monument point: the turn never reaches its end
    assert t.state.hands["Aki"] == 4 and t.state.bag == 0  # 6 - 1 tile - 2 discarded + 1 drawn


def test_tigris_swap_short_of_tiles_as_first_action_leaves_no_second_action():
    t = table(setup="put bag 1")
    t.ok("swap 2")
    assert t.state.over and t.state.hands["Aki"] == 5 and t.state.bag == 0
    t.rejected("leader red F4", "tigris.turn.game-over")


# --- C: catastrophes ------------------------------------------------------------------------------

def test_tigris_catastrophe_on_a_farm_on_the_river_removes_it():
    t = table(setup="put tile blue E3")
    out = t.state.out
    t.ok("catastrophe E3")
    assert t.show()["board"]["E3"] == {"catastrophe": True} and t.state.out == out + 1
    t.rejected("tile blue E3", "tigris.tile.empty-square")


def test_tigris_catastrophe_on_a_treasure_temple_refused_once_the_treasure_is_gone_allowed():
    t = table(setup="take F3")
    t.ok("catastrophe F3")
    assert t.show()["board"]["F3"] == {"catastrophe": True}


def test_tigris_catastrophe_scores_nothing_and_sends_home_only_the_orphaned_leader():
    # Ben's king G4 (beside the temples G3 and H4) and Aki's priest H5 (beside H4 only) share a kingdom.
    # Aki's catastrophe on H4 takes the priest's only temple: Aki's own priest goes home, Ben's king
    # keeps G3, and nobody scores (大災害タイルによって隣接する神殿タイルが無くなったリーダー駒は...手元に戻ります).
    t = table(setup="""
        put tile red G3
        put leader Ben black G4
        put tile red H4
        put leader Aki red H5
    """)
    t.ok("catastrophe H4")
    assert leaders(t) == {"G4": ("Ben", "black")}
    pts(t, "Aki")
    pts(t, "Ben")
    assert t.state.catastrophes_left["Aki"] == 1


def test_tigris_a_split_kingdom_scores_its_halves_apart():
    # Aki's king F4 and Ben's farmer I5 share one kingdom along G4 H4 H5 before the catastrophe.
    t = table(setup="""
        put leader Aki black F4
        put tile black G4
        put tile red H4
        put tile black H5
        put leader Ben blue I4
    """)
    t.ok("catastrophe G4")  # F4 keeps the F3 temple; I4 keeps H4
    assert leaders(t) == {"F4": ("Aki", "black"), "I4": ("Ben", "blue")}
    t.ok("tile green I5")  # Ben's half: no trader, no king -> nobody scores
    pts(t, "Aki")
    pts(t, "Ben")
    t.ok("tile green E4")  # Aki's half: Aki's king scores the green
    pts(t, "Aki", green=1)


# --- A: leaders moved, withdrawn, re-placed -------------------------------------------------------

MOVE_SETUP = """
    put leader Aki black F4
    put leader Aki red F2
    put tile red G3
    put tile red I3
    put leader Ben green J3
"""


def test_tigris_a_moved_leader_may_not_bridge_the_kingdom_it_leaves_while_others_stay():
    # Aki's kingdom F2-F3-F4-G3 keeps its king when the priest leaves F2; H3 touches G3 and Ben's I3.
    t = table(setup=MOVE_SETUP)
    t.rejected("leader red H3", "tigris.leader.no-unite")
    t.rejected("leader black H3", "tigris.leader.no-unite")  # the priest F2 still holds the kingdom
    t.ok("leader red off")
    t.ok("leader black H3")  # now only a region stays behind: allowed, no war, the turn ends
    assert leaders(t) == {"H3": ("Aki", "black"), "J3": ("Ben", "green")}
    assert t.state.pending is None and t.state.player == "Ben"


def test_tigris_a_moved_leader_starts_a_revolt_from_its_new_square_and_the_loser_is_re_placed():
    # Aki moves the priest from F4 to I5, into Ben's kingdom (H4 I4 J4 K4), which holds Ben's priest J4:
    # a revolt (内部紛争). Aki attacks with the one temple beside I5 (I4), Ben defends with I4 and K4.
    t = table(setup="""
        put leader Aki red F4
        put tile red I4
        put tile red K4
        put tile black H4
        put leader Ben red J4
        put hand Aki 6
    """)
    t.ok("leader red I5")  # beside I4; Ben's priest J4 touches I4 and K4
    assert t.state.pending is not None
    t.ok("commit 0")
    t.ok("commit 0")  # 1 against 2: Ben wins and scores a red
    assert leaders(t) == {"J4": ("Ben", "red")}
    pts(t, "Ben", red=1)
    assert t.state.player == "Aki" and t.state.actions_left == 1
    t.ok("leader red F4")  # the lost priest is placed again by the second action
    assert leaders(t) == {"J4": ("Ben", "red"), "F4": ("Aki", "red")}


# --- the advanced map -----------------------------------------------------------------------------

def test_tigris_advanced_map_rivers_and_treasures():
    t = table(board="advanced")
    board = t.show()["board"]
    assert len(board) == 14 and all(c == {"tile": "red", "treasure": True} for c in board.values())
    t.rejected("leader red C3", "tigris.leader.no-river")  # river beside the B3 temple
    t.rejected("tile blue E3", "tigris.tile.farm-on-river")  # land here, a river on the standard board
    t.rejected("catastrophe B3", "tigris.catastrophe.target")
    t.ok("leader red A3")
    t.ok("tile blue C3")
    assert t.state.player == "Ben"


# --- two players ----------------------------------------------------------------------------------

def test_tigris_two_players_the_active_player_attacks_a_war_started_by_the_other_colour():
    # Ben unites Aki's kingdom (king F4) and his own (king H5) with a red temple: he attacks.
    t = table(setup="""
        put leader Aki black F4
        put tile black G4
        put leader Ben black H5
        put tile red H6
        put turn Ben
    """)
    # Ben's red H4 touches G4 (Aki's kingdom) and H5 (Ben's): a unification, so it scores nothing,
    # and the kings go to war (外部紛争). With two players the active player is always involved, so
    # Ben attacks: Aki's black support is G4 (1), Ben's is none (H6 is red).
    t.ok("tile red H4")
    assert t.state.pending["kind"] == "war" and t.state.pending["player"] == "Ben"
    t.ok("commit 0")
    assert t.state.pending["player"] == "Aki"
    t.ok("commit 0")  # 1 to 0: Aki wins; only Ben's king leaves (no black support tile of his)
    assert leaders(t) == {"F4": ("Aki", "black")}
    pts(t, "Aki", black=1)
    pts(t, "Ben")
    assert t.state.tiles["H4"] == "red" and t.state.player == "Ben" and t.state.actions_left == 1


def test_tigris_a_trader_moved_between_two_treasures_collects_at_the_end_of_the_action():
    # Aki's trader leaves F4 for G3, between the treasure temples F3 and H3 (two leaderless regions once
    # it is lifted): the new kingdom holds two treasures and a trader, so Aki takes one and chooses which
    # (neither is a framed corner treasure).
    t = table(setup="""
        take K1
        put leader Aki green F4
        put tile red H3
        put treasure H3
    """)
    t.ok("leader green G3")
    assert t.state.pending["kind"] == "treasure" and t.state.pending["player"] == "Aki"
    t.rejected("treasure G3", "tigris.treasure.choice")
    t.ok("treasure H3")
    assert t.state.treasures_won["Aki"] == 1 and "F3" in t.state.treasures and "H3" not in t.state.treasures
    assert t.state.actions_left == 1


def test_tigris_catastrophe_a_temple_under_a_monument_does_not_keep_a_leader():
    # Ben's trader I6 stands beside H6 (flipped under the black-red monument) and the temple I7 (its
    # treasure taken off first). Aki's catastrophe on I7 leaves the trader no face-up temple: home.
    t = table(setup="""
        take I7
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put monument black-red G5
        put leader Ben green I6
    """)
    t.ok("catastrophe I7")
    assert leaders(t) == {}


def test_tigris_advanced_map_a_standard_river_square_is_land_for_a_leader():
    t = table(board="advanced")
    t.ok("leader red E2")  # beside the E1 temple; E2 is a river only on the standard side
    t.ok("catastrophe D2")  # an empty river square of the advanced side
    assert t.show()["board"]["D2"] == {"catastrophe": True}
    t.rejected("tile blue D2", "tigris.tile.empty-square")


REVOLT_OVER_TREASURES = """
    take K1
    put tile red I6
    put leader Ben green J6
    put tile red I4
    put treasure I4
    put leader Aki green F4
"""


def test_tigris_a_moved_trader_wins_a_revolt_then_takes_the_treasures_it_brought_together():
    # Aki's trader leaves F4 for I5, linking the leaderless temple I4 (treasure) to Ben's kingdom
    # I6-I7 (treasure on I7) held by Ben's trader J6: a revolt first. Aki has I4 and I6 beside I5 (2),
    # Ben has I6 beside J6 (1). Aki wins, scores a red, and then, at the end of the action, his trader's
    # kingdom holds two treasures: he takes one of them, his choice (イベント:財宝の分配).
    t = table(setup=REVOLT_OVER_TREASURES)
    t.ok("leader green I5")
    t.ok("commit 0")
    t.ok("commit 0")
    assert leaders(t) == {"I5": ("Aki", "green")}
    pts(t, "Aki", red=1)
    assert t.state.pending["kind"] == "treasure" and t.state.pending["player"] == "Aki"
    t.ok("treasure I7")
    assert t.state.treasures_won == {"Aki": 1, "Ben": 0} and "I4" in t.state.treasures


def test_tigris_a_moved_trader_that_loses_the_revolt_takes_its_bridge_away():
    # Ben commits one temple: 2 to 2, the defender wins. Aki's trader on I5 goes home, and with it the
    # link between I4 and Ben's kingdom: one treasure each side, nobody collects.
    t = table(setup=REVOLT_OVER_TREASURES)
    t.ok("leader green I5")
    t.ok("commit 0")
    t.ok("commit 1")
    assert leaders(t) == {"J6": ("Ben", "green")}
    pts(t, "Ben", red=1)
    assert t.state.pending is None and t.state.treasures_won == {"Aki": 0, "Ben": 0}
    assert {"I4", "I7"} <= t.state.treasures and t.state.actions_left == 1


def test_tigris_a_leader_lifted_from_the_bridge_of_its_kingdom_may_not_rejoin_the_halves():
    # Aki's priest G4 links G3 (with F3 and Aki's king H3) to G5 (with Ben's farmer H5). Lifted, it
    # leaves two kingdoms; H4 touches both (H3, H5) and the temple I4, so it may not go there, while
    # F4 touches only the northern half.
    t = table(setup="""
        put tile red G3
        put tile red G5
        put leader Aki red G4
        put leader Aki black H3
        put leader Ben blue H5
        put tile red I4
    """)
    t.rejected("leader red H4", "tigris.leader.no-unite")
    t.ok("leader red F4")
    assert leaders(t) == {"F4": ("Aki", "red"), "H3": ("Aki", "black"), "H5": ("Ben", "blue")}
    assert t.state.pending is None


def test_tigris_two_players_on_the_advanced_map_a_swap_ends_the_game_and_the_tie_breaks_on():
    # The bag is empty: Aki's swap cannot be filled, so the game ends at once (ゲーム終了と得点計算).
    # Aki 1/2/2/3 with two treasures -> 2/2/3/3 at best; Ben 2/2/2/2. Both weakest colours are 2, and so
    # are the second-weakest; the third decides: Aki 3 against Ben 2.
    t = table(board="advanced", setup="""
        take E1
        take J1
        put points Aki red 3
        put points Aki blue 1
        put points Aki green 2
        put points Aki black 2
        put treasures Aki 2
        put points Ben red 2
        put points Ben blue 2
        put points Ben green 2
        put points Ben black 2
        put bag 0
    """)
    t.ok("swap 1")
    assert t.state.over and t.state.hands["Aki"] == 5
    score = t.score()
    assert score["final"] is True and score["winners"] == ["Aki"]
    assert [(r["player"], r["score"], r["colours"]) for r in score["ranking"]] == [
        ("Aki", 2, [2, 2, 3, 3]), ("Ben", 2, [2, 2, 2, 2])]


def test_tigris_catastrophe_why_names_the_ruined_square_the_lost_tile_and_the_leader_sent_home():
    # `why` after a catastrophe explains that catastrophe (it used to repeat the ruling of an earlier
    # line): the square is ruined, its temple leaves the game, the priest beside it alone goes home.
    t = table(setup="""
        put tile red G3
        put leader Ben black G4
        put tile red H4
        put leader Aki red H5
    """)
    t.ok("tile black K6")  # a ruling of its own (nobody scores) that `why` must no longer show
    t.ok("catastrophe H4")
    why = t.ok("why").text.splitlines()
    # two steps of one rule go under one heading, the second indented
    assert [line.split("]")[0] + "]" for line in why if not line.startswith("  ")] == [
        "[tigris.catastrophe.effect]", "[tigris.leader.orphaned]"] and why[1].startswith("  ")
    assert "H4" in why[0] and "temple" in why[1] and "H5" in why[2] and "G4" not in why[2]


def test_tigris_why_after_the_bag_runs_out_in_a_swap_or_a_refill():
    t = table(setup="put bag 1")
    t.ok("swap 2")
    why = t.ok("why").text.splitlines()
    assert why[0].startswith("[tigris.swap.count]") and why[1].startswith("[tigris.end.bag]")
    assert "1 of the 2" in why[1]
    t = table(setup="put bag 0")
    t.ok("tile red H6")
    t.ok("tile red H7")
    why = t.ok("why").text.splitlines()
    assert why[-1].startswith("[tigris.end.bag]") and "0 of the 2" in why[-1]


def test_why_after_a_line_with_no_derivation_names_its_own_events_not_an_earlier_ruling():
    """COMMANDS.md: `why` gives the derivation of the last ruling. A leader placed sets off no derivation
    of its own; `why` then shows that line's events with their rule ids (in every game: the session's
    turn.explanation), never the tile scored on the line before."""
    t = Table("new tigris Aki Ben", "tile red E6")
    assert "tigris.score" in t.ok("why").text or "nobody scores" in t.ok("why").text
    t.ok("leader black F4")
    text = t.ok("why").text
    assert "places the king on F4" in text and "[tigris.turn.actions]" in text
    assert "nobody scores" not in text
