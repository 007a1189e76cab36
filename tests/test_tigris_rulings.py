"""Tigris & Euphrates: one test (or more) per ruling of shared/research/tigris.md section 3.

Every position is built with `put` lines on the standard board and played with the commands a
player types; the assertions are about outcomes: who wins, which squares empty, who scores what,
which leaders go home, what the referee waits for, whether the game is over.

Standard board, for reading the positions (~ river, T temple with treasure, C corner treasure):

         A B C D E F G H I J K L M N O P
      1  . . . . ~ ~ ~ ~ ~ . T . ~ . . .
      2  . C . . ~ . . . . . . . ~ . . C
      3  . . . ~ ~ T . . . . . . ~ ~ . .
      4  ~ ~ ~ ~ . . . . . . . . . ~ ~ ~
      5  . . . . . . . . . . . . . T ~ ~
      6  . . . . . . . . . . . . . . ~ .
      7  ~ ~ ~ ~ . . . . T . . . ~ ~ ~ .
      8  . C . ~ ~ ~ ~ . . . . . ~ . . .
      9  . . . . . . ~ ~ ~ ~ ~ ~ ~ . C .
     10  . . . . . T . . . . . . . . . .
     11  . . . . . . . . . . T . . . . .
"""

from __future__ import annotations

import pytest
from conftest import Table

ZERO = {"red": 0, "blue": 0, "green": 0, "black": 0}


def table(players: str = "Aki Ben", setup: str = "", board: str = "standard", lang: str = "en") -> Table:
    option = f" --option board={board}" if board != "standard" else ""
    t = Table(f"new tigris {players}{option}", lang=lang)
    t.run(setup)
    return t


def pts(t: Table, player: str, **colours: int) -> None:
    """The player's points are exactly these (colours not named are 0)."""
    assert t.points(player) == {**ZERO, **colours}, t.points(player)


def leaders(t: Table) -> dict[str, tuple[str, str]]:
    return dict(t.state.leaders)


# --- the rulebook's own situations ------------------------------------------------------------------

def test_rulebook_start_ten_one_tile_regions_and_no_kingdom():
    t = table("Aki Ben Chie")
    board = t.show()["board"]
    assert sorted(board) == sorted(["K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11"])
    assert all(cell == {"tile": "red", "treasure": True} for cell in board.values())
    t.ok("tile red G3")  # next to a region, not a kingdom: nobody scores
    assert all(t.points(p) == ZERO for p in ("Aki", "Ben", "Chie"))


def test_rulebook_a_kingdom_may_hold_leaders_of_several_colours_and_players():
    t = table(setup="put leader Ben black G3")
    t.ok("leader red F4")
    t.ok("leader green F2")
    assert t.state.pending is None
    assert leaders(t) == {"G3": ("Ben", "black"), "F4": ("Aki", "red"), "F2": ("Aki", "green")}


# --- 1. Turn structure ------------------------------------------------------------------------------

def test_ruling_01_two_actions_then_the_turn_passes():
    t = table()
    t.ok("leader red F4")
    assert (t.state.player, t.state.actions_left) == ("Aki", 1)
    t.ok("leader black G3")
    assert (t.state.player, t.state.actions_left) == ("Ben", 2)


def test_ruling_01_the_same_action_twice_and_ending_early():
    t = table()
    bag = t.state.bag
    t.ok("tile black H6")
    t.ok("tile black K6")  # the same action twice
    assert t.state.player == "Ben"
    assert t.state.hands == {"Aki": 6, "Ben": 6} and t.state.bag == bag - 2
    t.ok("end")  # doing nothing at all is allowed too
    assert (t.state.player, t.state.actions_left) == ("Aki", 2)
    t.ok("tile green L6")
    t.ok("end")
    assert t.state.player == "Ben" and t.state.hands["Aki"] == 6 and t.state.bag == bag - 3


def test_ruling_01_no_third_action():
    t = table()
    t.ok("tile black H6")
    t.ok("tile black K6")
    t.ok("tile black L6")  # this one is Ben's
    assert t.state.player == "Ben" and t.state.actions_left == 1
    assert t.state.hands == {"Aki": 6, "Ben": 5}


# --- 2. Leader placement ----------------------------------------------------------------------------

def test_ruling_02_leader_needs_an_empty_land_square_beside_a_temple():
    t = table()
    t.rejected("leader red H5", "tigris.leader.adjacent-temple")
    t.rejected("leader red E3", "tigris.leader.no-river")  # a river beside the F3 temple
    t.rejected("leader red F3", "tigris.leader.empty-square")
    t.ok("leader red F4")
    t.rejected("leader black F4", "tigris.leader.empty-square")


def test_ruling_02_leader_may_not_join_two_kingdoms():
    t = table(setup="""
        put leader Aki black G3
        put tile red H4
        put leader Ben black I4
    """)
    # G4 touches G3 (the kingdom of F3) and H4 (the kingdom of I4), and the temple H4.
    t.rejected("leader red G4", "tigris.leader.no-unite")


def test_ruling_02_leader_may_link_leaderless_regions():
    t = table(setup="put tile red H3")
    t.ok("leader red G3")  # between the F3 and H3 temples, two regions without leaders
    assert leaders(t) == {"G3": ("Aki", "red")}
    assert t.state.pending is None


def test_ruling_02_a_temple_under_a_monument_supports_no_leader():
    t = table(setup="""
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put monument black-red G5
    """)
    t.rejected("leader black G4", "tigris.leader.adjacent-temple")


def test_ruling_02_withdrawing_a_leader():
    t = table(setup="put leader Aki red F4")
    t.rejected("leader black off", "tigris.leader.withdraw")
    t.ok("leader red off")
    assert leaders(t) == {} and t.state.actions_left == 1


# --- 3. A moved leader is lifted first ---------------------------------------------------------------

def test_ruling_03_moving_inside_its_own_kingdom_starts_no_revolt():
    t = table(setup="""
        put leader Aki red F4
        put tile red G4
        put tile black G3
    """)
    t.ok("leader red H4")  # lifted from F4; F3-G3-G4 stay one kingdom, which it rejoins
    assert leaders(t) == {"H4": ("Aki", "red")}
    assert t.state.pending is None
    pts(t, "Aki")


def test_ruling_03_a_lifted_leader_no_longer_makes_its_region_a_kingdom():
    # Aki's king on F4 alone makes {F3, F4, G4} a kingdom; H4 touches G4 and Ben's kingdom at I4.
    t = table(setup="""
        put leader Aki black F4
        put tile black G4
        put tile red I4
        put leader Ben red J4
    """)
    t.rejected("leader red H4", "tigris.leader.no-unite")
    t.ok("leader black H4")  # the king itself moves: lifted, it leaves only regions behind
    assert leaders(t) == {"H4": ("Aki", "black"), "J4": ("Ben", "red")}
    assert t.state.pending is None


def test_ruling_03_same_square_is_refused():
    t = table(setup="put leader Aki red F4")
    t.rejected("leader red F4", "tigris.leader.empty-square")


# --- 4. Tile placement -----------------------------------------------------------------------------

def test_ruling_04_farms_on_rivers_other_tiles_on_land_never_on_occupied_squares():
    t = table(setup="put leader Aki red F4\nput catastrophe H6")
    t.rejected("tile blue G5", "tigris.tile.farm-on-river")
    t.rejected("tile black E3", "tigris.tile.land-only")
    t.rejected("tile red F4", "tigris.tile.empty-square")
    t.rejected("tile red F3", "tigris.tile.empty-square")
    t.rejected("tile red H6", "tigris.tile.empty-square")
    t.ok("tile blue E3")
    assert t.state.tiles["E3"] == "blue"


# Kingdoms around H5: Aki's king on F5 (temple G5), Ben's priest on J5 (temple I5); H4 a temple alone.
AROUND_H5 = """
    put tile red G5
    put leader Aki black F5
    put tile red I5
    put leader Ben red J5
    put tile red H4
"""


def test_ruling_04_a_tile_may_not_touch_three_kingdoms():
    t = table(setup=AROUND_H5 + "put leader Aki green H3")
    t.rejected("tile black H5", "tigris.tile.three-kingdoms")


def test_ruling_04_leaderless_regions_do_not_count_toward_three():
    t = table(setup=AROUND_H5)  # H4 is a temple without a leader: a region, not a kingdom
    t.ok("tile black H5")
    assert t.state.pending is None  # two kingdoms united, no colour doubled
    pts(t, "Aki")
    pts(t, "Ben")


def test_ruling_04_no_tile_in_hand():
    t = table(setup="put hand Aki 0")
    t.rejected("tile red H6", "tigris.tile.hand")


# --- 5. Points for a normal tile --------------------------------------------------------------------

def test_ruling_05_the_leader_of_the_tile_colour_scores_even_for_another_player():
    t = table(setup="""
        put leader Ben green G3
        put leader Aki black F4
    """)
    t.ok("tile green H3")
    pts(t, "Ben", green=1)
    pts(t, "Aki")


def test_ruling_05_failing_that_the_king_scores_in_the_tile_colour():
    t = table(setup="put leader Ben black G3")
    t.ok("tile blue E3")  # a farm on the river beside F3
    pts(t, "Ben", blue=1)


def test_ruling_05_no_leader_of_the_colour_and_no_king_nobody_scores():
    t = table(setup="put leader Ben red G3")
    t.ok("tile green H3")
    pts(t, "Ben")
    pts(t, "Aki")


def test_ruling_05_a_tile_alone_or_next_to_a_region_scores_nothing():
    t = table()
    t.ok("tile red H6")  # alone
    t.ok("tile red G3")  # beside the F3 temple: a region without leaders
    pts(t, "Aki")
    pts(t, "Ben")


def test_ruling_05_a_tile_touching_only_a_leader_scores():
    t = table(setup="put leader Aki red G3")
    t.ok("tile red G2")  # touches the priest, whose kingdom is {F3, G3}
    pts(t, "Aki", red=1)


# --- 6. A uniting tile scores nothing ---------------------------------------------------------------

def test_ruling_06_uniting_tile_scores_nothing_and_leaves_at_once_without_war():
    t = table(setup=AROUND_H5)
    t.ok("tile black H5")
    assert t.state.unification is None and t.state.pending is None
    assert t.show()["board"]["H5"] == {"tile": "black"}
    pts(t, "Aki")
    pts(t, "Ben")
    assert t.state.actions_left == 1


PRIESTS_AROUND_H5 = """
    put tile red G5
    put leader Aki red F5
    put tile red I5
    put leader Ben red J5
"""


def test_ruling_06_uniting_tile_scores_nothing_after_a_war_either():
    t = table(setup=PRIESTS_AROUND_H5)
    t.ok("tile black H5")
    assert t.state.pending["kind"] == "war"
    shown = t.show()
    assert shown["board"]["H5"] == {"tile": "black"} and shown["unification"] == "H5"
    t.ok("commit 0")
    t.ok("commit 0")
    # A tie: Ben defends and wins; G5 touched only the losing priest and goes: 1 + 1 red.
    pts(t, "Ben", red=2)
    pts(t, "Aki")
    assert t.state.tiles["H5"] == "black" and "G5" not in t.state.tiles
    assert t.state.unification is None


# --- 7. What starts which conflict ------------------------------------------------------------------

def test_ruling_07_placing_a_leader_starts_a_revolt_and_the_placer_attacks():
    t = table(setup="put leader Ben red G3")
    t.ok("leader red F4")
    p = t.show()["pending"]
    assert (p["kind"], p["player"], p["attacker"], p["defender"]) == ("revolt", "Aki", "Aki", "Ben")


def test_ruling_07_no_withdrawal_and_no_other_action_while_a_conflict_waits():
    t = table(setup="put leader Ben red G3\nput leader Aki black G2")
    t.ok("leader red F4")
    t.rejected("leader black off", "tigris.turn.pending")
    t.rejected("tile red H6", "tigris.turn.pending")
    t.rejected("end", "tigris.turn.pending")
    # an answer to another question too: the revolt waiting is answered first
    for line in ("war red", "monument black-red G5", "treasure F3"):
        t.rejected(line, "tigris.turn.pending")


def test_set_up_while_a_revolt_waits_asks_it_again_from_the_new_position():
    """tigris.put.pending: put/take while something is pending is accepted (a table joining a game sets
    up what it sees); the question is asked again from the new position, with what was committed forgotten."""
    t = table(setup="put leader Ben red G3\nput leader Aki black G2")
    t.ok("leader red F4")
    t.ok("commit 1")  # Aki's commitment, then Ben is asked
    assert t.show()["pending"]["player"] == "Ben"
    reply = t.ok("put tile red H6")
    p = t.show()["pending"]
    assert (p["kind"], p["player"], p["attacker"], p["defender"]) == ("revolt", "Aki", "Aki", "Ben")
    assert "attacker_commit" not in p  # the revolt starts over: Aki commits again
    assert "Revolt" in reply.text
    assert "[tigris.put.pending]" in t.ok("why").text
    t.ok("take F4")  # the attacking priest leaves: nothing is asked any more
    assert t.show()["pending"] is None


def test_ruling_07_placing_a_tile_never_starts_a_revolt():
    # A tile joining a kingdom with a priest to a region: nothing to fight, the priest scores.
    t = table(setup="put leader Ben red G3\nput tile red I3")
    t.ok("tile red H3")
    assert t.state.pending is None
    pts(t, "Ben", red=1)


# --- 8. Revolt strength -----------------------------------------------------------------------------

def test_ruling_08_revolt_counts_temples_beside_each_leader_then_commitments():
    # Ben's priest on G3 touches F3, G2 and G4: 3. Aki's priest on H3 touches only H4: 1.
    t = table(setup="""
        put tile red G4
        put tile red H4
        put tile red G2
        put leader Ben red G3
    """)
    t.ok("leader red H3")
    p = t.state.pending
    assert (p["attacker_strength"], p["defender_strength"]) == (1, 3)
    t.ok("commit 3")
    assert t.state.pending["player"] == "Ben"
    t.ok("commit 0")
    # 4 against 3: the attacker wins; Ben's priest goes home; Aki scores one red.
    assert leaders(t) == {"H3": ("Aki", "red")}
    pts(t, "Aki", red=1)
    pts(t, "Ben")
    assert all(t.state.tiles.get(sq) == "red" for sq in ("F3", "G4", "H4", "G2"))  # no board tile leaves
    assert t.state.hands == {"Aki": 3, "Ben": 6}  # committed tiles leave the game


def test_ruling_08_a_temple_touching_both_leaders_counts_for_both_and_ties_go_to_the_defender():
    t = table(setup="put tile red G5\nput leader Ben red G4")
    t.ok("leader red G6")  # G5 touches both G4 and G6
    p = t.state.pending
    assert (p["attacker_strength"], p["defender_strength"]) == (1, 1)
    t.ok("commit 2")
    t.ok("commit 2")
    assert leaders(t) == {"G4": ("Ben", "red")}
    pts(t, "Ben", red=1)
    pts(t, "Aki")
    out = t.state.out
    t.ok("end")  # both refill to six at the end of Aki's turn
    assert t.state.hands == {"Aki": 6, "Ben": 6} and t.state.out == out


def test_ruling_08_a_revolt_of_kings_scores_a_red_point():
    t = table(setup="put leader Ben black G3")
    t.ok("leader black F4")
    t.ok("commit 1")
    t.ok("commit 0")  # 2 against 1
    assert leaders(t) == {"F4": ("Aki", "black")}
    pts(t, "Aki", red=1)


# --- 9. Order of several wars -----------------------------------------------------------------------

# West of H5: Ben's king F5 and priest G6 around the temple G5. East: Chie's king J5 and priest I4
# around the temple I5.
TWO_WARS = """
    put tile red G5
    put leader Ben black F5
    put leader Ben red G6
    put tile red I5
    put leader Chie black J5
    put leader Chie red I4
"""


def test_ruling_09_the_active_player_orders_the_wars_even_when_not_involved():
    t = table("Aki Ben Chie", setup=TWO_WARS)
    t.ok("tile green H5")
    p = t.show()["pending"]
    assert p["kind"] == "war-order" and p["player"] == "Aki" and sorted(p["colours"]) == ["black", "red"]
    t.rejected("war green", "tigris.war.order")
    t.ok("war black")
    p = t.state.pending
    assert (p["kind"], p["colour"], p["attacker"], p["defender"]) == ("war", "black", "Ben", "Chie")
    t.ok("commit 1")
    t.ok("commit 0")
    # Ben wins the kings' war 1-0 (no settlements on either side): the leader only, 1 black.
    pts(t, "Ben", black=1)
    assert "J5" not in t.state.leaders
    # The priests' war follows by itself (one colour left): Ben attacks again.
    p = t.state.pending
    assert (p["kind"], p["colour"], p["attacker"]) == ("war", "red", "Ben")
    t.ok("commit 0")
    t.ok("commit 0")
    # 1-1: Chie defends and wins. G5 touches Ben's king F5, so it stays: Chie scores 1 red.
    pts(t, "Chie", red=1)
    assert t.state.tiles.get("G5") == "red" and "G6" not in t.state.leaders
    assert t.state.pending is None and t.state.unification is None
    assert (t.state.player, t.state.actions_left) == ("Aki", 1)


# --- 10. War attacker -------------------------------------------------------------------------------

def test_ruling_10_the_active_player_attacks_when_involved():
    t = table("Aki Ben Chie", setup=PRIESTS_AROUND_H5.replace("Aki", "Chie").replace("Ben", "Aki"))
    t.ok("tile black H5")  # Aki's priest J5 against Chie's F5
    p = t.state.pending
    assert (p["attacker"], p["defender"], p["player"]) == ("Aki", "Chie", "Aki")


def test_ruling_10_otherwise_the_next_involved_player_clockwise_attacks():
    # Ben is active; the priests are Aki's and Chie's. Clockwise from Ben: Chie, then Aki.
    t = table("Aki Ben Chie", setup=PRIESTS_AROUND_H5.replace("Ben", "Chie") + "put turn Ben")
    t.ok("tile black H5")
    p = t.state.pending
    assert (p["attacker"], p["defender"], p["player"]) == ("Chie", "Aki", "Chie")
    t.ok("commit 0")
    assert t.state.pending["player"] == "Aki"
    t.ok("commit 0")  # the defender Aki wins the tie
    pts(t, "Aki", red=2)


# --- 11. War strength -------------------------------------------------------------------------------

def test_ruling_11_war_support_is_the_leader_colour_in_its_former_kingdom():
    # West: Aki's priest F5 with temples F6, E6, D6 (D6 far from the priest), bridge G5 (black).
    # East: Ben's priest J5 with temples I5 and J6. A leaderless pair of temples H4-H3 touches H5.
    t = table(setup="""
        put leader Aki red F5
        put tile red F6
        put tile red E6
        put tile red D6
        put tile black G5
        put tile red I5
        put leader Ben red J5
        put tile red J6
        put tile red H4
        put tile red H3
    """)
    t.ok("tile red H5")  # a red uniting tile: it never supports anyone
    p = t.state.pending
    assert (p["colour"], p["attacker_strength"], p["defender_strength"]) == ("red", 3, 2)
    t.ok("commit 0")
    t.ok("commit 0")
    # Aki wins 3-2; Ben's I5 and J6 leave: 2 + 1 red. The leaderless H4-H3 is nobody's side.
    pts(t, "Aki", red=3)
    assert "I5" not in t.state.tiles and "J6" not in t.state.tiles and "J5" not in t.state.leaders
    assert t.state.tiles["H4"] == "red" and t.state.tiles["H3"] == "red" and t.state.tiles["H5"] == "red"


# --- 12. War result ---------------------------------------------------------------------------------

def test_ruling_12_loser_loses_leader_and_supporting_tiles_winner_scores_them_plus_one():
    t = table(setup="""
        put tile black G5
        put tile black G6
        put leader Aki black F5
        put tile red F6
        put tile black I5
        put tile black K5
        put leader Ben black J5
        put tile red J6
    """)
    out = t.state.out
    t.ok("tile green H5")
    p = t.state.pending
    assert (p["colour"], p["attacker_strength"], p["defender_strength"]) == ("black", 2, 2)
    t.ok("commit 2")
    t.ok("commit 1")
    # 4 against 3: Ben's I5 and K5 and his king leave; Aki scores 2 + 1 black. Commitments score
    # nothing and leave the game.
    pts(t, "Aki", black=3)
    pts(t, "Ben")
    assert "I5" not in t.state.tiles and "K5" not in t.state.tiles and t.state.tiles["J6"] == "red"
    assert leaders(t) == {"F5": ("Aki", "black")}
    assert t.state.hands == {"Aki": 3, "Ben": 5}
    assert t.state.out == out + 2 + 3
    t.ok("end")
    assert t.state.hands == {"Aki": 6, "Ben": 6}


# --- 13. The priest-war exception -------------------------------------------------------------------

def test_ruling_13_priest_war_exception():
    # West (Aki): priest F4 beside F3 (treasure); G4 touches only that priest; F5 touches Aki's king
    # E5; G5 touches no leader. East (Ben): priest J4 with temples I4, J5, K4, J3.
    t = table(setup="""
        put leader Aki red F4
        put tile red G4
        put tile red F5
        put leader Aki black E5
        put tile red G5
        put tile red I4
        put leader Ben red J4
        put tile red J5
        put tile red K4
        put tile red J3
    """)
    t.ok("tile black H4")
    p = t.state.pending
    assert (p["colour"], p["attacker_strength"], p["defender_strength"]) == ("red", 4, 4)
    t.ok("commit 0")
    t.ok("commit 1")
    # Ben wins 5-4. F3 keeps its treasure and stays; F5 touches the king and stays; G4 touched only
    # the losing priest (who has left) and goes; G5 goes. Ben scores 2 removed + 1 = 3 red.
    assert t.state.tiles.get("F3") == "red" and "F3" in t.state.treasures
    assert t.state.tiles.get("F5") == "red"
    assert "G4" not in t.state.tiles and "G5" not in t.state.tiles
    pts(t, "Ben", red=3)
    assert leaders(t) == {"E5": ("Aki", "black"), "J4": ("Ben", "red")}


# --- 14. Cascading wars -----------------------------------------------------------------------------

def test_ruling_14_a_split_leaves_three_kingdoms_on_the_unification_tile_and_support_is_recounted():
    # West of H5: W1 = king F5, settlement G5, temple F6; W2 = settlements H4 H3, temple H2, trader G2;
    # the temple G4 bridges them; Aki's priest E6 stands by F6.
    # East: Ben's king J5 (settlements I5 J4), priest K6 (temples J6 K5 L6).
    t = table(setup="""
        put tile black G5
        put leader Aki black F5
        put tile red F6
        put tile black H4
        put tile black H3
        put tile red H2
        put leader Aki green G2
        put tile red G4
        put leader Aki red E6
        put tile black I5
        put leader Ben black J5
        put tile black J4
        put tile red J6
        put tile red K5
        put leader Ben red K6
        put tile red L6
    """)
    t.ok("tile green H5")
    assert t.state.pending["kind"] == "war-order"
    t.ok("war red")
    p = t.state.pending
    assert (p["attacker"], p["attacker_strength"], p["defender_strength"]) == ("Aki", 3, 3)
    t.ok("commit 0")
    t.ok("commit 1")
    # Ben wins 4-3. F6 (beside the king) and H2 (beside the trader) stay; G4 goes: 2 red.
    assert "G4" not in t.state.tiles and t.state.tiles["F6"] == "red" and t.state.tiles["H2"] == "red"
    pts(t, "Ben", red=2)
    # West is now two kingdoms, both touching H5: the kings' war counts only G5 for Aki, not H4 H3.
    p = t.state.pending
    assert (p["kind"], p["colour"]) == ("war", "black")
    assert (p["attacker"], p["attacker_strength"], p["defender_strength"]) == ("Aki", 1, 2)
    t.ok("commit 0")
    t.ok("commit 0")
    assert "G5" not in t.state.tiles and t.state.tiles["H4"] == "black"
    pts(t, "Ben", red=2, black=2)
    pts(t, "Aki")
    assert t.state.pending is None and t.state.unification is None
    assert leaders(t) == {"G2": ("Aki", "green"), "J5": ("Ben", "black"), "K6": ("Ben", "red")}


def test_ruling_14_a_war_that_cuts_a_leader_off_the_unification_tile_cancels_its_war():
    # West: Aki's king E5 (temple E6), settlement F5, temple G5, priest G6. East: Ben's king J5
    # (settlement I5, temple J6), priest K5 (temples K6 L5).
    t = table(setup="""
        put tile red E6
        put leader Aki black E5
        put tile black F5
        put tile red G5
        put leader Aki red G6
        put tile black I5
        put leader Ben black J5
        put tile red J6
        put tile red K6
        put leader Ben red K5
        put tile red L5
    """)
    t.ok("tile green H5")
    t.ok("war red")
    assert (t.state.pending["attacker_strength"], t.state.pending["defender_strength"]) == (2, 3)
    t.ok("commit 0")
    t.ok("commit 0")
    # E6 stays (beside the king); G5 goes, and with it the king's link to H5: no kings' war.
    assert "G5" not in t.state.tiles and t.state.tiles["E6"] == "red"
    assert t.state.pending is None and t.state.unification is None
    pts(t, "Ben", red=2)
    assert leaders(t) == {"E5": ("Aki", "black"), "J5": ("Ben", "black"), "K5": ("Ben", "red")}


# --- 15. Monument after a war -----------------------------------------------------------------------

def test_ruling_15_the_monument_is_offered_after_the_war_if_the_block_survives():
    t = table(setup="""
        put tile black G5
        put tile black G6
        put tile black H6
        put tile red F6
        put leader Aki red F5
        put tile red I5
        put leader Ben red J5
        put tile red J6
    """)
    t.ok("tile black H5")  # unites, and completes the black block G5 H5 G6 H6
    assert t.state.pending["kind"] == "war"
    t.ok("commit 0")
    t.ok("commit 0")
    pts(t, "Ben", red=2)  # F6 goes with Aki's priest
    p = t.show()["pending"]
    assert (p["kind"], p["player"], p["squares"]) == ("monument", "Aki", ["G5"])
    assert sorted(p["monuments"]) == ["black-blue", "black-green", "black-red"]
    t.ok("monument red-black G5")
    board = t.show()["board"]
    assert all(board[sq] == {"tile": "black", "monument": "black-red"} for sq in ("G5", "H5", "G6", "H6"))
    t.ok("end")  # Aki has no leader left in that kingdom: no monument points
    pts(t, "Aki")
    t.ok("end")  # Ben's priest is in it: 1 red at the end of Ben's turn (not black: no king)
    pts(t, "Ben", red=3)


_MONUMENT_AFTER_WAR = """
    put tile black G5
    put tile black G6
    put tile black H6
    put tile red F6
    put leader Aki red F5
    put tile red I5
    put leader Ben red J5
    put tile red J6
"""


def test_set_up_while_a_war_or_a_monument_waits_asks_it_again():
    """tigris.put.pending: a war is asked again with its support counted anew; a monument choice is
    offered again on the blocks still built, and not at all once the block is broken."""
    t = table(setup=_MONUMENT_AFTER_WAR)
    t.ok("tile black H5")
    assert (t.state.pending["kind"], t.state.pending["defender_strength"]) == ("war", 2)
    t.ok("put tile red K5")  # one more red tile in Ben's kingdom
    p = t.show()["pending"]
    assert (p["kind"], p["attacker"], p["defender_strength"]) == ("war", "Aki", 3)
    t.ok("commit 0")
    t.ok("commit 0")
    assert t.show()["pending"]["kind"] == "monument"
    t.ok("put points Aki blue 1")  # the block still stands: the same choice is offered again
    p = t.show()["pending"]
    assert (p["kind"], p["player"], p["squares"]) == ("monument", "Aki", ["G5"])
    t.ok("take G6")  # the block is broken: nothing to build, the action is settled
    assert t.show()["pending"] is None and t.state.actions_left == 1
    assert "[tigris.put.pending]" in t.ok("why").text


def test_ruling_15_no_monument_when_the_war_breaks_the_block():
    t = table(setup="""
        put tile black G5
        put tile black G6
        put tile black H6
        put tile red F6
        put leader Aki black F5
        put tile black I5
        put tile black K5
        put tile black J4
        put leader Ben black J5
        put tile red J6
    """)
    t.ok("tile black H5")
    assert (t.state.pending["attacker_strength"], t.state.pending["defender_strength"]) == (3, 3)
    t.ok("commit 0")
    t.ok("commit 0")
    assert not any(sq in t.state.tiles for sq in ("G5", "G6", "H6"))
    pts(t, "Ben", black=4)
    assert t.state.pending is None and t.state.monuments == {}


# --- 16. Building a monument ------------------------------------------------------------------------

def test_ruling_16_a_monument_is_optional_and_a_declined_block_is_never_offered_again():
    t = table(setup="put tile red G5\nput tile red H5\nput tile red G6")
    t.ok("tile red H6")
    p = t.state.pending
    assert (p["kind"], p["squares"], p["monuments"]) == ("monument", ["G5"], ["black-red", "blue-red", "green-red"])
    t.ok("monument none")
    assert t.state.monuments == {} and t.state.pending is None
    t.ok("tile red G7")  # next to the block: no new block, no offer
    assert t.state.pending is None and t.state.player == "Ben"


def test_ruling_16_the_player_chooses_the_block_and_a_monument_with_its_colour():
    t = table(setup="""
        put tile red F5
        put tile red F6
        put tile red G5
        put tile red H5
        put tile red H6
    """)
    t.ok("tile red G6")  # completes F5-G6 and G5-H6
    assert t.state.pending["squares"] == ["F5", "G5"]
    t.rejected("monument black-red H7", "tigris.monument.choice")
    t.rejected("monument black-green G5", "tigris.monument.choice")
    t.rejected("monument green-red", "tigris.monument.choice")  # which block?
    t.ok("monument green-red G5")
    board = t.show()
    assert board["monuments_available"] == ["black-blue", "black-green", "black-red", "blue-green", "blue-red"]
    assert board["board"]["G5"] == {"tile": "red", "monument": "green-red"}
    assert board["board"]["F5"] == {"tile": "red"}


def test_ruling_16_flip_keeps_the_treasure_and_sends_home_a_leader_without_temple():
    # The block F2 G2 F3 G3 includes the F3 treasure temple. Ben's king on H2 touches only G2.
    t = table(setup="put tile red F2\nput tile red G2\nput leader Ben black H2")
    t.ok("tile red G3")  # the king stands in: Ben scores the red
    pts(t, "Ben", red=1)
    t.ok("monument black-red F2")
    board = t.show()["board"]
    assert board["F3"] == {"tile": "red", "treasure": True, "monument": "black-red"}
    assert "H2" not in board and leaders(t) == {}


def test_ruling_16_flipped_tiles_support_nothing_in_a_war_and_are_not_removed():
    t = table(setup="""
        put tile red D5
        put tile red E5
        put tile red D6
        put tile red E6
        put monument black-red D5
        put tile red F6
        put leader Aki red F5
        put tile black G5
        put tile red I5
        put leader Ben red J5
    """)
    t.ok("tile green H5")
    assert (t.state.pending["attacker_strength"], t.state.pending["defender_strength"]) == (1, 1)
    t.ok("commit 0")
    t.ok("commit 0")
    assert "F6" not in t.state.tiles
    assert all(sq in t.state.flipped for sq in ("D5", "E5", "D6", "E6"))
    pts(t, "Ben", red=2)


def test_ruling_16_no_monument_left_with_the_colour():
    t = table(setup="""
        put tile red A5
        put tile red B5
        put tile red A6
        put tile red B6
        put tile red A9
        put tile red B9
        put tile red A10
        put tile red B10
        put tile red K5
        put tile red L5
        put tile red K6
        put tile red L6
        put monument black-red A5
        put monument blue-red A9
        put monument green-red K5
        put tile red G5
        put tile red H5
        put tile red G6
    """)
    t.ok("tile red H6")
    assert t.state.pending is None and t.state.actions_left == 1


# --- 17. Monument points ----------------------------------------------------------------------------

def test_ruling_17_monument_points_go_to_the_active_player_per_colour_at_the_end_of_the_turn():
    t = table(setup="""
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put monument black-red G5
        put tile red I5
        put leader Aki black I6
        put leader Aki red J5
        put leader Ben green I4
    """)
    t.ok("end")
    pts(t, "Aki", red=1, black=1)  # a monument may pay two leaders
    t.ok("end")
    pts(t, "Ben")  # Ben's trader is not of the monument's colours
    pts(t, "Aki", red=1, black=1)  # and Aki scores only on his own turn
    t.ok("tile red K5")  # the priest scores the tile
    t.ok("end")
    pts(t, "Aki", red=3, black=2)


def test_ruling_17_the_king_does_not_stand_in_for_a_monument():
    t = table(setup="""
        put tile blue O4
        put tile blue P4
        put tile blue O5
        put tile blue P5
        put monument blue-green O4
        put leader Aki black N6
    """)
    t.ok("end")
    pts(t, "Aki")
    t.ok("end")
    t.ok("leader green M5")
    t.ok("end")
    pts(t, "Aki", green=1)


# --- 18. A leader without a temple goes home --------------------------------------------------------

def test_ruling_18_catastrophe_sends_home_a_leader_that_loses_its_last_temple():
    t = table(setup="""
        put tile red H5
        put leader Ben black H6
        put tile red J5
        put tile red K6
        put leader Ben red J6
    """)
    t.ok("catastrophe H5")
    assert "H6" not in t.state.leaders
    t.ok("catastrophe J5")  # the priest on J6 still has K6
    assert t.state.leaders["J6"] == ("Ben", "red")


def test_ruling_18_a_monument_flip_sends_home_a_leader_without_another_temple():
    t = table(setup="""
        put tile red G5
        put tile red H5
        put tile red G6
        put leader Ben green I5
        put leader Ben black F6
        put tile red E6
    """)
    t.ok("tile red H6")  # Ben's king F6 touches G6: he scores the red
    pts(t, "Ben", red=1)
    t.ok("monument black-red G5")
    assert leaders(t) == {"F6": ("Ben", "black")}  # the trader on I5 had only H5


# --- 19. Catastrophes -------------------------------------------------------------------------------

def test_ruling_19_catastrophe_targets():
    t = table(setup="""
        put leader Aki red F4
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put monument black-red G5
        put tile black K6
    """)
    t.rejected("catastrophe F4", "tigris.catastrophe.target")  # a leader
    t.rejected("catastrophe F3", "tigris.catastrophe.target")  # a treasure
    t.rejected("catastrophe G6", "tigris.catastrophe.target")  # a monument
    out = t.state.out
    t.ok("catastrophe K6")  # a tile: it leaves the game
    assert "K6" not in t.state.tiles and t.state.out == out + 1
    t.rejected("catastrophe K6", "tigris.catastrophe.target")  # a ruined square stays ruined
    t.ok("catastrophe E3")  # an empty river square
    assert t.state.player == "Ben" and t.state.catastrophes_left == {"Aki": 0, "Ben": 2}
    t.rejected("tile blue E3", "tigris.tile.empty-square")
    t.rejected("leader red K6", "tigris.leader.empty-square")
    t.ok("end")
    t.rejected("catastrophe A1", "tigris.catastrophe.supply")
    assert t.show()["board"]["K6"] == {"catastrophe": True}


def test_ruling_19_catastrophe_splits_a_kingdom():
    # Aki's king G3 and Ben's priest G6 share a kingdom through G4 and G5.
    t = table(setup="""
        put leader Aki black G3
        put tile red G4
        put tile red G5
        put leader Ben red G6
    """)
    t.ok("catastrophe G4")
    assert leaders(t) == {"G3": ("Aki", "black"), "G6": ("Ben", "red")}  # G3 keeps F3, G6 keeps G5
    t.ok("tile black H5")  # touches only Ben's part, where there is no king: nobody scores
    pts(t, "Aki")
    pts(t, "Ben")


# --- 20. Treasures ----------------------------------------------------------------------------------

def test_ruling_20_a_trader_takes_all_but_one_corner_treasures_first():
    # B2 (a framed corner treasure) and F3 linked by C2 D2, a farm on the river E2, and F2.
    t = table(setup="""
        put tile red C2
        put tile red D2
        put tile blue E2
        put tile black F2
    """)
    t.ok("leader green C3")
    assert t.state.treasures_won == {"Aki": 1, "Ben": 0}
    assert "B2" not in t.state.treasures and "F3" in t.state.treasures
    assert t.show()["board"]["B2"] == {"tile": "red"}


def test_ruling_20_the_trader_owner_collects_on_another_player_action():
    t = table(setup="""
        put tile red C2
        put tile red D2
        put tile blue E2
        put leader Ben green C3
    """)
    t.ok("tile black F2")
    assert t.state.treasures_won == {"Aki": 0, "Ben": 1} and "B2" not in t.state.treasures


def test_ruling_20_without_a_trader_the_treasures_wait():
    t = table(setup="""
        put tile red C2
        put tile red D2
        put tile blue E2
        put tile black F2
    """)
    t.ok("leader black C3")
    assert t.state.treasures_won == {"Aki": 0, "Ben": 0} and {"B2", "F3"} <= t.state.treasures
    t.ok("leader green G3")
    assert t.state.treasures_won == {"Aki": 1, "Ben": 0} and "B2" not in t.state.treasures


def test_ruling_20_the_trader_owner_chooses_with_treasure_square():
    t = table(setup="""
        put tile black G10
        put tile black H10
        put tile black I10
        put tile black J10
        put tile black K10
    """)
    t.ok("leader green F11")  # F10 and K11: neither is a corner treasure
    p = t.show()["pending"]
    assert (p["kind"], p["player"], p["count"], sorted(p["choices"])) == ("treasure", "Aki", 1, ["F10", "K11"])
    t.rejected("treasure B2", "tigris.treasure.choice")
    t.rejected("treasure F10 K11", "tigris.treasure.choice")
    t.ok("treasure K11")
    assert t.state.treasures_won["Aki"] == 1 and "F10" in t.state.treasures and "K11" not in t.state.treasures
    assert t.state.pending is None and t.state.actions_left == 1


def test_set_up_while_a_treasure_choice_waits_asks_it_again_or_settles_it():
    """tigris.put.pending: the choice is offered again while the kingdom still gives it; once the
    set-up leaves a single treasure to take, it is taken without asking."""
    t = table(setup="""
        put tile black G10
        put tile black H10
        put tile black I10
        put tile black J10
        put tile black K10
    """)
    t.ok("leader green F11")
    t.ok("put points Ben red 1")
    p = t.show()["pending"]
    assert (p["kind"], p["player"], sorted(p["choices"])) == ("treasure", "Aki", ["F10", "K11"])
    t.ok("take J10")  # K11 is cut off from the kingdom: only F10 is left with the trader, nothing to take
    assert t.show()["pending"] is None and t.state.treasures_won["Aki"] == 0 and t.state.actions_left == 1


def test_ruling_20_a_choice_between_two_corner_treasures():
    # B2 and B8 linked down column B (farms on the rivers B4 and B7).
    t = table(setup="""
        put tile red B3
        put tile blue B4
        put tile red B5
        put tile red B6
        put tile blue B7
    """)
    t.ok("leader green A3")
    p = t.state.pending
    assert (p["kind"], p["count"], sorted(p["choices"])) == ("treasure", 1, ["B2", "B8"])
    t.ok("treasure B8")
    assert "B2" in t.state.treasures and t.state.treasures_won["Aki"] == 1


def test_ruling_20_treasures_are_collected_after_the_wars():
    # West: F3 (treasure), Aki's trader F4 and priest F5, temples G4 G5 G6. East: settlement I6,
    # the I7 treasure temple and Ben's priest J7. H6 unites them.
    t = table(setup="""
        put leader Aki green F4
        put leader Aki red F5
        put tile red G4
        put tile red G5
        put tile red G6
        put tile black I6
        put leader Ben red J7
    """)
    t.ok("tile black H6")
    assert t.state.pending["kind"] == "war"
    t.ok("commit 0")
    t.ok("commit 0")
    # Aki wins 4-1; I7 carries a treasure and stays: Aki scores the leader only.
    pts(t, "Aki", red=1)
    assert t.state.tiles["I7"] == "red"
    # Now one kingdom holds F3 and I7 and Aki's trader: Aki chooses which to take.
    p = t.state.pending
    assert (p["kind"], p["player"], sorted(p["choices"])) == ("treasure", "Aki", ["F3", "I7"])
    t.ok("treasure F3")
    assert t.state.treasures_won["Aki"] == 1 and "I7" in t.state.treasures


def test_ruling_20_advanced_map_outside_the_rivers_first():
    # E10 (outside the rivers) and H8 (inside) linked through F10, the river F9 G9, and G8.
    t = table(board="advanced", setup="""
        put tile red F10
        put tile blue F9
        put tile blue G9
        put tile black G8
    """)
    t.ok("leader green E11")
    assert t.state.treasures_won["Aki"] == 1 and "E10" not in t.state.treasures and "H8" in t.state.treasures


# --- 21. Swap ---------------------------------------------------------------------------------------

def test_ruling_21_swap_discards_and_draws_and_the_new_tiles_serve_the_second_action():
    t = table()
    bag, out = t.state.bag, t.state.out
    t.rejected("swap 0", "tigris.swap.count")
    t.rejected("swap 7", "tigris.swap.count")
    t.ok("swap 3")
    assert t.state.hands["Aki"] == 6 and t.state.bag == bag - 3 and t.state.out == out + 3
    assert t.state.catastrophes_left["Aki"] == 2 and t.state.actions_left == 1
    t.ok("tile red H6")
    assert t.state.player == "Ben" and t.state.bag == bag - 4


def test_ruling_21_swap_no_more_than_the_hand_holds():
    t = table(setup="put hand Aki 2")
    t.rejected("swap 3", "tigris.swap.count")
    t.ok("swap 2")


# --- 22. End of turn --------------------------------------------------------------------------------

def test_ruling_22_monument_points_first_then_refills_from_the_active_player_clockwise():
    # Chie ends her turn; Chie and Aki hold 4 tiles, the bag only 3: Chie draws 2, then Aki (next
    # clockwise) draws the last one and cannot fill up, which ends the game. Chie's monument point
    # was scored before the refill.
    t = table("Aki Ben Chie", setup="""
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put monument black-red G5
        put tile red F4
        put leader Chie red G4
        put hand Aki 4
        put hand Chie 4
        put bag 3
        put turn Chie
    """)
    t.ok("end")
    assert t.state.hands == {"Aki": 5, "Ben": 6, "Chie": 6} and t.state.bag == 0
    assert t.state.over and t.state.end_reason == "tigris.end.bag"
    pts(t, "Chie", red=1)
    assert t.show()["game_over"] is True


def test_ruling_22_every_player_below_six_refills():
    t = table("Aki Ben Chie", setup="put hand Ben 2\nput hand Chie 5")
    bag = t.state.bag
    t.ok("tile red H6")
    t.ok("end")
    assert t.state.hands == {"Aki": 6, "Ben": 6, "Chie": 6} and t.state.bag == bag - 6
    assert not t.state.over


# --- 23. End by treasures ---------------------------------------------------------------------------

def test_ruling_23_the_game_ends_when_two_treasures_are_left_at_the_end_of_a_turn():
    t = table(setup="""
        take B2
        take P2
        take B8
        take O9
        take K1
        take N5
        take I7
        put tile black G10
        put tile black H10
        put tile black I10
        put tile black J10
        put tile black K10
    """)
    t.ok("tile red H6")
    t.ok("end")
    assert not t.state.over  # three treasures left
    t.ok("end")
    t.ok("leader green F11")
    t.ok("treasure F10")
    assert len(t.state.treasures) == 2 and not t.state.over  # not in the middle of a turn
    t.ok("tile red A6")
    assert t.state.over and t.state.end_reason == "tigris.end.treasures"
    assert t.state.player == "Aki"
    t.rejected("tile red A11", "tigris.turn.game-over")
    assert t.score()["final"] is True


# --- 24. End by the bag -----------------------------------------------------------------------------

def test_ruling_24_a_swap_that_empties_the_bag_ends_the_game_at_once():
    t = table(setup="put bag 2")
    t.ok("swap 3")
    assert t.state.over and t.state.end_reason == "tigris.end.bag"
    assert t.state.hands["Aki"] == 5 and t.state.bag == 0 and t.state.player == "Aki"
    t.rejected("tile red H6", "tigris.turn.game-over")
    t.rejected("end", "tigris.turn.game-over")


def test_ruling_24_the_game_ends_when_a_hand_cannot_be_refilled():
    t = table(setup="put bag 1")
    t.ok("tile red H6")
    t.ok("end")
    assert not t.state.over and t.state.bag == 0  # exactly enough
    t.ok("swap 2")  # Ben: the bag is empty, so the swap ends the game
    assert t.state.over and t.state.hands["Ben"] == 4
    t2 = table(setup="put bag 0")
    t2.ok("end")  # Aki needs nothing: the game goes on
    assert not t2.state.over
    t2.ok("tile red H6")
    t2.ok("end")
    assert t2.state.over and t2.state.end_reason == "tigris.end.bag"


# --- 25. Final score --------------------------------------------------------------------------------

def _ended(players: str, setup: str) -> Table:
    """A position ended by treasures: eight are taken off the board, then the turn ends."""
    t = table(players, setup="\n".join(f"take {sq}" for sq in ("B2", "P2", "B8", "O9", "K1", "N5", "I7", "F10")))
    t.run(setup)
    t.ok("end")
    assert t.state.over
    return t


def test_ruling_25_treasures_go_to_the_weakest_colours_and_ties_look_at_the_next_colour():
    t = _ended("Aki Ben Chie", """
        put points Aki red 5
        put points Aki blue 3
        put points Aki green 4
        put points Aki black 7
        put treasures Aki 2
        put points Ben red 4
        put points Ben blue 4
        put points Ben green 6
        put points Ben black 6
        put points Chie red 7
        put points Chie blue 5
        put points Chie green 5
        put points Chie black 4
    """)
    score = t.score()
    assert score["final"] is True
    rows = {r["player"]: r for r in score["ranking"]}
    assert rows["Aki"]["colours"] == [4, 5, 5, 7] and rows["Aki"]["score"] == 4
    assert rows["Ben"]["colours"] == [4, 4, 6, 6] and rows["Ben"]["score"] == 4
    assert rows["Chie"]["colours"] == [4, 5, 5, 7]
    assert [r["player"] for r in score["ranking"]][2] == "Ben"
    assert sorted(score["winners"]) == ["Aki", "Chie"]  # equal in every colour: a shared win


def test_ruling_25_the_third_colour_decides_and_the_total_does_not_count():
    t = _ended("Aki Ben", """
        put points Aki red 3
        put points Aki blue 3
        put points Aki green 5
        put points Aki black 6
        put points Ben red 3
        put points Ben blue 3
        put points Ben green 4
        put points Ben black 20
    """)
    score = t.score()
    assert score["winners"] == ["Aki"]
    assert [r["player"] for r in score["ranking"]] == ["Aki", "Ben"]


def test_ruling_25_standings_during_the_game_are_not_final():
    t = table(setup="put points Ben red 2\nput points Ben blue 2\nput points Ben green 2\nput points Ben black 1")
    score = t.score()
    assert score["final"] is False and score["ranking"][0]["player"] == "Ben"


# --- 26. Leaders moving between kingdoms ------------------------------------------------------------

def test_ruling_26_a_leader_moved_into_another_kingdom_revolts_and_may_come_back_next_action():
    t = table(setup="""
        put leader Aki red G3
        put tile red I5
        put leader Ben red J5
    """)
    t.ok("leader red H5")  # from G3 into Ben's kingdom
    p = t.state.pending
    assert (p["kind"], p["attacker"], p["attacker_strength"], p["defender_strength"]) == ("revolt", "Aki", 1, 1)
    t.ok("commit 0")
    t.ok("commit 0")
    assert leaders(t) == {"J5": ("Ben", "red")}
    pts(t, "Ben", red=1)
    t.ok("leader red G3")  # the second action places it again
    assert leaders(t)["G3"] == ("Aki", "red") and t.state.player == "Ben"


# --- 27. A tile touching one kingdom and regions -----------------------------------------------------

def test_ruling_27_one_kingdom_plus_regions_scores_and_merges():
    # Aki's trader G3 rules F3 (treasure) and H3; the region J3 K3 K2 leads to K1 (treasure).
    t = table(setup="""
        put leader Aki green G3
        put tile black H3
        put tile red J3
        put tile red K3
        put tile red K2
    """)
    t.ok("tile green I3")
    pts(t, "Aki", green=1)  # scored as a normal tile
    assert t.state.unification is None
    p = t.state.pending  # and the merged kingdom now holds two treasures and the trader
    assert (p["kind"], sorted(p["choices"])) == ("treasure", ["F3", "K1"])


# --- 28. Kingdom splits -----------------------------------------------------------------------------

def test_ruling_28_a_monument_belongs_to_the_part_holding_its_tiles():
    t = table(setup="""
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put monument black-red G5
        put tile red I6
        put tile red K6
        put leader Aki black J6
        put tile red F6
        put leader Aki red E6
    """)
    t.ok("catastrophe I6")  # cuts the king (J6, with K6) off the monument
    t.ok("end")
    pts(t, "Aki", red=1)
    assert leaders(t) == {"J6": ("Aki", "black"), "E6": ("Aki", "red")}
    assert "I7" in t.state.treasures


# --- 29. The king in wars and monuments -------------------------------------------------------------

def test_ruling_29_only_same_colour_leaders_fight():
    # West: Aki's king. East: Ben's king and priest. Only the kings fight.
    t = table(setup="""
        put tile red G5
        put leader Aki black F5
        put tile red I5
        put leader Ben black J5
        put leader Ben red I4
    """)
    t.ok("tile green H5")
    p = t.state.pending
    assert (p["kind"], p["colour"]) == ("war", "black")
    t.ok("commit 0")
    t.ok("commit 0")
    assert t.state.pending is None
    pts(t, "Ben", black=1)
    assert leaders(t) == {"J5": ("Ben", "black"), "I4": ("Ben", "red")}


# --- 30. Treasure temples are safe ------------------------------------------------------------------

def test_ruling_30_no_catastrophe_on_a_treasure_and_no_priest_war_removes_it():
    t = table()
    for sq in ("K1", "B2", "P2", "F3", "N5", "I7", "B8", "O9", "F10", "K11"):
        t.rejected(f"catastrophe {sq}", "tigris.catastrophe.target")
    # A priest war lost by the side holding F3 (see ruling 13): F3 stays.
    t = table(setup="""
        put leader Aki red F4
        put tile black G4
        put tile red I4
        put tile red I5
        put leader Ben red J4
    """)
    t.ok("tile black H4")
    t.ok("commit 0")
    t.ok("commit 0")
    assert t.state.tiles["F3"] == "red" and "F3" in t.state.treasures
    pts(t, "Ben", red=1)


# --- 31. Player count -------------------------------------------------------------------------------

@pytest.mark.parametrize("players", ["Aki", "Aki Ben Chie Dai Eri"])
def test_ruling_31_two_to_four_players(players):
    t = Table()
    t.rejected(f"new tigris {players}", "tigris.setup.start")  # a count beyond the rules' bounds (issue 8)


@pytest.mark.parametrize("n,board,bag,treasures", [
    (2, "standard", 131, 10), (3, "standard", 125, 10), (4, "standard", 119, 10),
    (2, "advanced", 127, 14), (3, "advanced", 121, 14), (4, "advanced", 115, 14),
])
def test_ruling_31_the_same_set_up_for_every_player_count(n, board, bag, treasures):
    t = table(" ".join(["Aki", "Ben", "Chie", "Dai"][:n]), board=board)
    s = t.show()
    assert s["bag"] == bag and s["hands"] == {p: 6 for p in s["players"]}
    assert sum(1 for cell in s["board"].values() if cell.get("treasure")) == treasures
    assert s["catastrophes"] == {p: 2 for p in s["players"]}
    assert t.state.total_tiles() == 153


# --- 32. The "English variant" is not applied -------------------------------------------------------

def test_ruling_32_commitments_are_free_in_size_the_english_variant_is_not_applied():
    # Under the optional variant an attacker who commits must exceed the defender's strength and the
    # defender may commit only up to a tie. The rulebook has no such limit, so the referee has none.
    t = table(setup="""
        put tile red G4
        put tile red G2
        put leader Ben red G3
        put tile red H4
    """)
    t.ok("leader red H3")  # 1 against 3
    t.ok("commit 1")  # 2: does not exceed 3
    t.ok("commit 4")  # far more than a tie needs
    assert leaders(t) == {"G3": ("Ben", "red")}
    assert t.state.hands == {"Aki": 5, "Ben": 2}
    pts(t, "Ben", red=1)


# --- 33. Hidden information -------------------------------------------------------------------------

def test_ruling_33_each_side_is_asked_in_turn_and_only_the_hand_size_is_checked():
    t = table(setup="put leader Ben red G3\nput hand Ben 2")
    t.ok("leader red F4")
    assert t.show()["pending"]["player"] == "Aki"
    t.rejected("commit 7", "tigris.conflict.commit")  # more than a hand ever holds
    t.error("commit seven")  # not a number: not a line of the language
    t.ok("commit 2")
    p = t.show()["pending"]
    assert p["player"] == "Ben" and p["attacker_commit"] == 2  # revealed before the defender commits
    t.rejected("commit 3", "tigris.conflict.commit")
    t.ok("commit 2")
    assert t.show()["hands"] == {"Aki": 4, "Ben": 0}
    t.rejected("commit 0", "tigris.conflict.commit")  # nothing is waiting for a commitment now


# --- combinations ---------------------------------------------------------------------------------------

def test_revolt_of_traders_comes_before_the_treasures():
    # Ben's trader G3 rules F3 (treasure); Aki's trader on F2 links F3 to the B2 chain (C2 D2 E2).
    t = table(setup="""
        put leader Ben green G3
        put tile red C2
        put tile red D2
        put tile blue E2
    """)
    t.ok("leader green F2")
    assert t.state.pending["kind"] == "revolt" and t.state.treasures_won == {"Aki": 0, "Ben": 0}
    p = t.state.pending
    assert (p["attacker_strength"], p["defender_strength"]) == (1, 1)
    t.ok("commit 1")
    t.ok("commit 0")
    # Aki's trader wins, then collects: B2 (a corner) first.
    assert t.state.treasures_won == {"Aki": 1, "Ben": 0} and "B2" not in t.state.treasures
    pts(t, "Aki", red=1)


def test_uniting_without_war_then_the_trader_collects():
    # West: Aki's trader F4 with F3 (treasure) and G4. East: Ben's priest H7 with I7 (treasure) and H6.
    t = table(setup="""
        put leader Aki green F4
        put tile red G4
        put tile red G5
        put tile black H6
        put leader Ben red H7
    """)
    t.ok("tile black H5")  # G5 (west) and H6 (east): united, no colour doubled, no points
    pts(t, "Aki")
    pts(t, "Ben")
    p = t.state.pending
    assert (p["kind"], p["player"], sorted(p["choices"])) == ("treasure", "Aki", ["F3", "I7"])


def test_a_farm_on_the_river_can_unite_and_start_a_farmers_war():
    # West: Aki's farmer H8 beside the temple I8, farms on the river H9 I9. East: Ben's farmer L10
    # beside the temple K10, a farm on K9. The river square J9 lies between I9 and K9.
    t = table(setup="""
        put tile red I8
        put leader Aki blue H8
        put tile blue H9
        put tile blue I9
        put tile red K10
        put leader Ben blue L10
        put tile blue K9
    """)
    t.ok("tile blue J9")
    p = t.state.pending
    assert (p["kind"], p["colour"]) == ("war", "blue")
    # Support: Aki H9 I9 = 2 (the uniting farm does not count); Ben K9 = 1.
    assert (p["attacker_strength"], p["defender_strength"]) == (2, 1)
    t.ok("commit 0")
    t.ok("commit 0")
    pts(t, "Aki", blue=2)
    assert "K9" not in t.state.tiles and "L10" not in t.state.leaders and t.state.tiles["J9"] == "blue"


# --- setting up a position: only what is physically impossible is refused --------------------------

def test_put_refuses_what_cannot_be_on_a_table():
    t = table()
    t.rejected("put tile blue F4", "tigris.tile.farm-on-river")
    t.rejected("put tile red E3", "tigris.tile.land-only")
    t.rejected("put leader Aki red E3", "tigris.leader.no-river")
    t.rejected("put leader Aki red F3", "tigris.put.occupied")
    t.rejected("put tile red F3", "tigris.put.occupied")
    t.rejected("put treasure G4", "tigris.put.occupied")  # no temple there
    t.ok("put tile red G4")
    t.rejected("put treasure G4", "tigris.put.components")  # all ten are on the board
    t.rejected("put treasure F3", "tigris.put.occupied")  # already has one
    t.rejected("put monument black-red G4", "tigris.monument.build")  # no 2x2 block
    t.rejected("take A1", "tigris.put.empty")
    t.rejected("put bag 200", "tigris.put.components")  # more tiles than the game has
    t.rejected("put bag 131", "tigris.put.components")  # 153 - 11 on the board - 12 in hands = 130
    t.rejected("put treasures Aki 1", "tigris.put.components")  # the ten are still on the board
    t.error("put points Aki purple 3")
    t.error("put leader Nobody red F4")
    # Legal by the move rules or not, a leader far from any temple can stand anywhere on land.
    t.ok("put leader Aki red H6")


def test_put_leader_moves_the_players_one_leader_of_that_colour():
    t = table(setup="put leader Aki red F4\nput leader Aki red G3")
    assert leaders(t) == {"G3": ("Aki", "red")}


def test_put_tile_takes_from_the_bag_and_take_puts_it_back():
    """`take` undoes a mistyped `put tile`: the tile goes back into the bag it was drawn from."""
    t = table()
    bag, out = t.state.bag, t.state.out
    t.ok("put tile black H6")
    assert t.state.bag == bag - 1
    reply = t.ok("take H6")
    assert "H6" not in t.state.tiles and (t.state.bag, t.state.out) == (bag, out)
    assert "back into the bag (bag: 131)" in reply.text
    assert t.state.total_tiles() == 153


def test_no_more_tiles_of_a_colour_than_the_box_holds():
    t = table()
    land = [sq for sq in [f"{c}{r}" for r in (5, 6, 10, 11) for c in "ABCDEFGHIJKLM"]
            if sq not in ("F10", "K11")]
    for sq in land[:30]:
        t.ok(f"put tile black {sq}")
    t.rejected(f"put tile black {land[30]}", "tigris.put.components")


def test_take_lifts_the_top_piece_first():
    t = table(setup="""
        put tile red F2
        put tile red G2
        put tile red G3
        put monument black-red F2
    """)
    t.ok("take F3")  # the monument over F2-G3 comes off; its tiles turn face up
    assert t.state.monuments == {} and not t.state.flipped
    t.ok("take F3")  # then the treasure
    assert "F3" not in t.state.treasures and t.state.tiles["F3"] == "red"
    t.ok("take F3")  # then the temple
    assert "F3" not in t.state.tiles
    t.rejected("put monument black-red F2", "tigris.monument.build")  # F3 is gone: no block


def test_put_monument_needs_two_colours_and_an_unbuilt_monument():
    t = table(setup="""
        put tile red G5
        put tile red H5
        put tile red G6
        put tile red H6
        put tile red K5
        put tile red L5
        put tile red K6
        put tile red L6
    """)
    t.error("put monument none G5")
    t.rejected("put monument blue-green G5", "tigris.monument.build")
    t.ok("put monument red-black G5")
    t.rejected("put monument black-red K5", "tigris.put.components")
    assert t.show()["monuments_available"] == ["black-blue", "black-green", "blue-green", "blue-red", "green-red"]


def test_a_monument_square_may_be_left_out_when_only_one_block_is_possible():
    t = table(setup="put tile red G5\nput tile red H5\nput tile red G6")
    t.ok("tile red H6")
    t.ok("monument green-red")
    assert t.state.monuments == {"green-red": "G5"}


def test_advanced_priority_treasures_are_the_temples_cut_off_by_the_rivers():
    """The 'outside the rivers' treasures of the advanced map (facts.toml) are exactly the temples whose
    land area, bounded by river squares, holds none of the other temples."""
    from referee.games.tigris.board import NEIGHBOURS, SQUARES, board

    b = board("advanced")
    area: dict[str, int] = {}
    for start in SQUARES:
        if start in b.rivers or start in area:
            continue
        area[start] = len(set(area.values()))
        todo = [start]
        while todo:
            sq = todo.pop()
            for n in NEIGHBOURS[sq]:
                if n not in b.rivers and n not in area:
                    area[n] = area[start]
                    todo.append(n)
    inside = {area[t] for t in b.temples if t not in b.priority_treasures}
    assert len(inside) == 1
    assert all(area[t] not in inside for t in b.priority_treasures)
    assert len(b.priority_treasures) == 6


def test_put_treasures_says_which_squares_still_hold_the_treasures_a_player_is_given():
    """tigris.put.components: a player's treasures were taken off the board, so a position that gives
    Aki two while all ten still lie on their temples is refused, naming the squares to `take` first;
    once two are taken off, the same line is accepted and scores as treasures at the end."""
    t = Table("new tigris Aki Ben")
    reply = t.rejected("put treasures Aki 2", "tigris.put.components")
    assert "10" in reply.text and "F3" in reply.text and "take" in reply.text
    t.ok("take F3")
    t.rejected("put treasures Aki 2", "tigris.put.components")  # nine left on the board, one free
    t.ok("take I7")
    t.ok("put treasures Aki 2")
    assert t.state.treasures_won["Aki"] == 2 and len(t.state.treasures) == 8


def test_a_put_position_the_rules_never_leave_is_accepted_with_a_note():
    """tigris.leader.adjacent-temple, tigris.conflict.kinds: `put` refuses only what is physically
    impossible, and says when a position is one the rules never leave (it may be a step of a set-up)."""
    t = table()
    t.ok("put leader Aki red F4")
    reply = t.ok("put leader Ben red G3")  # F3's kingdom now holds two priests, and no revolt is fought
    assert "one kingdom holds two priests (F4, G3)" in reply.text
    reply = t.ok("put leader Aki black G6")
    assert "Aki's king on G6 has no temple beside it" in reply.text and "two priests" not in reply.text  # said once
    assert "no temple beside it" not in t.ok("put tile red G7").text  # a step of the set-up: now it has one
    assert "no temple" not in t.ok("take G6").text and "Note" not in t.ok("tile red F5").text
    revolt = table()
    revolt.ok("put leader Ben red G3")
    revolt.ok("put hand Aki 3")
    assert "Note" not in revolt.ok("leader red F4").text  # a revolt being fought is no such position


def test_war_colour_while_the_only_war_is_fought_names_the_war_waiting():
    """`war black` with one war pending is refused by turn.pending and says what the war waits for (it said
    'Nothing is waiting for war now'; found by a held-out trial)."""
    t = Table("new tigris Aki Ben", "put leader Aki black G3", "put tile black G2", "put tile red I4",
              "put leader Ben black I3", "tile green H3")
    assert t.state.pending["kind"] == "war"
    reply = t.rejected("war black", "tigris.turn.pending")
    assert "Nothing is waiting" not in reply.text and "commit" in reply.text
