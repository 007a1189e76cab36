"""Lancaster phase V: the conflicts with France (■26), and the next round (■27).

The default table has u1 = France 5 with 4-2-1 (the rulebook's own example) and u2 = France 7 with
5-3-1. Knights are put on the conflict spaces in the order given: the first one put is on the top
space.
"""

from __future__ import annotations

from lancaster_helpers import PLAYERS5, game, holdings, in_phase, kind, pending


def battle(*lines: str, **kw):
    """Knights (and cards) put in place, then phase V."""
    return in_phase("conflicts", *lines, **kw)


def points(t) -> dict:
    return t.show()["points"]


# --- who wins -----------------------------------------------------------------------------------------------


def test_rulebook_26_england_wins_at_equal_strength_4_2_1():
    """lancaster.conflict.england-wins (R11): the card leaves, the knights go home."""
    t = battle("put knight Aki 3 u1", "put knight Ben 2 u1")
    assert points(t) == {"Aki": 4, "Ben": 2, "Chie": 0}
    assert "u1" not in t.show()["conflicts"] and 5 not in [c["france"] for c in t.show()["conflicts"].values()]
    assert holdings(t, "Aki")["court"] == [1, 2, 3] and holdings(t, "Ben")["court"] == [1, 2, 2]


def test_rulebook_26_the_4_2_1_example_all_three_places():
    """lancaster.conflict.points"""
    t = battle("put knight Aki 4 u1", "put knight Ben 1 u1", "put knight Chie 3 u1")
    assert points(t) == {"Aki": 4, "Ben": 1, "Chie": 2}


def test_rulebook_26_a_missing_2nd_or_3rd_place_is_not_paid():
    """lancaster.conflict.points"""
    t = battle("put knight Ben 4 u1", "put knight Ben 1 u1")
    assert points(t) == {"Aki": 0, "Ben": 4, "Chie": 0}


def test_rulebook_26_equal_strength_ranks_the_lower_space_higher():
    """lancaster.conflict.ranking (R30)"""
    t = battle("put knight Aki 2 u1", "put knight Ben 2 u1", "put knight Chie 1 u1")
    assert points(t) == {"Aki": 2, "Ben": 4, "Chie": 1}


def test_rulebook_26_stacked_knights_add_up_for_the_ranking():
    t = battle("put knight Aki 3 u1", "put knight Ben 2 u1", "put knight Ben 1 u1")
    assert points(t) == {"Aki": 2, "Ben": 4, "Chie": 0}


def test_rulebook_26_france_wins_the_first_battle_2_1_and_the_card_moves_down_with_its_knights():
    """lancaster.conflict.france-wins (R12): 4-2-1 pays 2 and 1; the knights stay, in order."""
    t = battle("put knight Aki 2 u1", "put knight Ben 1 u1", "put knight Chie 1 u1")
    # 4 < 5. Ranking: Aki 2; Ben and Chie 1 each, Chie below: Chie 2nd, Ben 3rd.
    assert points(t) == {"Aki": 2, "Ben": 0, "Chie": 1}
    lower = t.show()["conflicts"]["l1"]
    assert (lower["france"], lower["points"], lower["battle"]) == (5, [4, 2, 1], 2)
    assert lower["spaces"] == [{"player": "Aki", "knights": [2]}, {"player": "Ben", "knights": [1]},
                               {"player": "Chie", "knights": [1]}]
    assert holdings(t, "Aki")["court"] == [1, 2]  # her 2 is still in France


def test_rulebook_26_france_wins_5_3_1_pays_3_and_1():
    t = battle("put knight Aki 2 u2", "put knight Ben 1 u2")
    assert points(t) == {"Aki": 3, "Ben": 1, "Chie": 0}
    assert t.show()["conflicts"]["l2"]["france"] == 7


def test_ruling_31_a_conflict_without_knights_is_a_french_win_and_moves_down():
    """lancaster.conflict.france-wins"""
    t = battle()
    shown = t.show()["conflicts"]
    assert {s: (c["france"], c["battle"], c["spaces"]) for s, c in shown.items()} == {
        "l1": (5, 2, []), "l2": (7, 2, [])}
    assert points(t) == {"Aki": 0, "Ben": 0, "Chie": 0}


def test_rulebook_26_the_lower_row_is_cleared_before_an_upper_card_moves_down():
    """lancaster.conflict.order: second battles leave the lower row, the first-battle losses take it."""
    t = battle("put conflict l1 4 4-2-1", "put conflict l2 6 4-2-1", "put knight Ben 4 l1",
               "put knight Chie 3 l2", "put knight Chie 4 l2", "put knight Aki 1 u1")
    shown = t.show()["conflicts"]
    assert sorted(shown) == ["l1", "l2"]
    assert (shown["l1"]["france"], shown["l1"]["spaces"]) == (5, [{"player": "Aki", "knights": [1]}])
    assert shown["l2"]["france"] == 7
    assert points(t) == {"Aki": 2, "Ben": 4, "Chie": 4}


# --- second battles ---------------------------------------------------------------------------------------------


def test_rulebook_26_england_wins_the_second_battle_as_the_first():
    """lancaster.conflict.second-battle"""
    t = battle("take conflict u1", "put conflict l1 6 4-2-1", "put knight Aki 2 l1", "put knight Aki 1 l1",
               "put knight Ben 3 l1")
    assert points(t) == {"Aki": 2, "Ben": 4, "Chie": 0}
    assert "l1" not in t.show()["conflicts"]
    assert holdings(t, "Aki")["court"] == [1, 1, 2, 2] and holdings(t, "Ben")["court"] == [1, 2, 3]


def test_rulebook_26_france_wins_the_second_battle_prisoners_ransomed_at_one_coin_per_strength():
    """lancaster.conflict.second-battle, lancaster.conflict.prisoners (R13)"""
    t = battle("take conflict u1", "put conflict l1 8 5-3-1", "put knight Aki 2 l1", "put knight Aki 1 l1",
               "put knight Ben 3 l1", "put knight Chie 1 l1", "put coins Ben 3", "put coins Chie 0")
    # 7 < 8: 3 and 1 for 1st and 2nd; Ben (3, lower) before Aki (3).
    assert points(t) == {"Aki": 1, "Ben": 3, "Chie": 0}
    assert (kind(t), pending(t)["player"], pending(t)["knights"]) == ("ransom", "Aki", [2, 1])
    t.rejected("ransom 4", "lancaster.conflict.prisoners")  # not hers
    t.rejected("ransom 2 1", "lancaster.pay.afford")  # 3 coins; she has 2
    t.ok("ransom 2")
    assert holdings(t, "Aki")["coins"] == 0
    assert (kind(t), pending(t)["player"]) == ("ransom", "Ben")
    supply = t.state.supply["coins"]
    t.ok("ransom none")  # Ben could pay 3 for his 3, and does not
    # Chie has no coin, and is asked all the same (■3: coins lie behind the screen).
    assert (kind(t), pending(t)["player"]) == ("ransom", "Chie")
    assert "Chie does not have 1 coin" in t.rejected("ransom 1", "lancaster.pay.afford").text
    t.ok("ransom none")
    # The card leaves the game; unransomed knights go to the stock.
    assert "l1" not in t.show()["conflicts"]
    assert holdings(t, "Aki")["court"] == [1, 2, 2] and holdings(t, "Aki")["stock"] == [1, 1, 3, 4]
    assert holdings(t, "Ben")["court"] == [1, 2] and holdings(t, "Ben")["stock"] == [1, 1, 2, 3, 4]
    assert holdings(t, "Chie")["court"] == [1, 2] and holdings(t, "Chie")["stock"] == [1, 1, 2, 3, 4]
    assert t.state.supply["coins"] == supply
    assert all(len(t.state.all_knights(p)) == 7 for p in ("Aki", "Ben", "Chie"))


def test_rulebook_26_ransom_paid_goes_to_the_supply():
    t = battle("take conflict u1", "put conflict l1 8 5-3-1", "put knight Aki 3 l1", "put coins Aki 5")
    supply = t.state.supply["coins"]
    t.ok("ransom 3")
    assert holdings(t, "Aki")["coins"] == 2 and t.state.supply["coins"] == supply + 3
    assert holdings(t, "Aki")["court"] == [1, 2, 3]


# --- cards revealed at the table -------------------------------------------------------------------------------


def test_a_conflict_card_needs_its_points_unless_the_catalog_is_known():
    """lancaster.conflict.card"""
    t = game()
    t.ok("put phase conflicts")  # both conflicts move down; two new cards are asked for
    assert (kind(t), pending(t)["slot"]) == ("reveal-conflict", "u1")
    t.rejected("reveal conflict 6", "lancaster.conflict.card")
    t.error("reveal conflict 6 1-2-3")  # points do not grow from 1st to 3rd
    t.ok("fact conflict.cards 2:2-1-0 3:2-1-0 4:3-2-1 4:4-2-1 5:4-2-1 6:4-2-1 7:5-3-1 7:6-3-1 8:6-3-1 "
         "8:5-3-1 9:7-4-2 10:8-4-2")
    t.rejected("reveal conflict 5 4-2-1", "lancaster.conflict.card")  # the only 5 is on the table
    t.rejected("reveal conflict 6 5-3-1", "lancaster.conflict.card")  # the 6 is 4-2-1
    t.ok("reveal conflict 6")
    assert t.show()["conflicts"]["u1"]["points"] == [4, 2, 1]


# --- ■27 the next round -------------------------------------------------------------------------------------------


def test_rulebook_7_27_a_whole_round_then_the_next_one_is_prepared():
    """lancaster.round.phases, lancaster.round.prepare (R10): new cards above, favours face up,
    three proposals; knights left in France stay there, the others start again in their courts."""
    t = game()
    # Phase I
    t.ok("knight 1 u1")  # Aki
    t.ok("favour coins2")
    t.ok("knight 1 G")  # Ben
    t.ok("knight 1 s2")  # Chie
    t.ok("knight 2 s4")  # Aki
    t.ok("knight 2 s3")  # Ben
    t.ok("knight 2 u2")  # Chie
    t.ok("favour servant")
    assert t.show()["phase"] == "parliament"
    # Phase II: three votes, all rejected
    for _ in range(3):
        for p in ("Aki", "Ben", "Chie"):
            t.ok(f"vote {p} no")
    # the laws: most gold (Aki, 4) upgrades a deployed knight
    assert (t.show()["phase"], kind(t), pending(t)["player"]) == ("laws", "upgrade", "Aki")
    t.ok("upgrade 1 u1")
    # Phase III: Somerset
    assert (t.show()["phase"], kind(t)) == ("counties", "county")
    t.ok("choose reward")
    # Phases IV and V ran by themselves: u1 (2 < 5) and u2 (2 < 7) both French wins.
    assert t.show()["points"] == {"Aki": 2, "Ben": 6, "Chie": 3}
    assert (t.show()["phase"], kind(t)) == ("prepare", "reveal-conflict")
    assert t.show()["favours"] == ["coins3", "servants2", "upgrade", "noble"]
    t.ok("reveal conflict 6 4-2-1")
    t.ok("reveal conflict 8 6-3-1")
    assert len(t.show()["favours"]) == 6
    for law in ("knight2-squire", "conflicts-bundle", "extensions-5pp"):
        t.ok(f"reveal law {law}")
    shown = t.show()
    assert (shown["round"], shown["phase"]) == (2, "placement")
    assert {s: c["france"] for s, c in shown["conflicts"].items()} == {"u1": 6, "u2": 8, "l1": 5, "l2": 7}
    assert shown["proposals"] == ["knight2-squire", "conflicts-bundle", "extensions-5pp"]
    assert shown["conflicts"]["l1"]["spaces"] == [{"player": "Aki", "knights": [2]}]
    assert holdings(t, "Aki")["court"] == [2] and holdings(t, "Ben")["court"] == [1, 2]
    assert pending(t) == {"kind": "place", "player": "Aki", "court": [2]}


def test_rulebook_7_five_rounds_then_the_final_scoring():
    """lancaster.round.phases"""
    t = game()
    t.ok("put round 4")
    t.ok("put phase conflicts")
    assert kind(t) == "reveal-conflict" and not t.show()["game_over"]
    t = game()
    t.ok("put round 5")
    t.ok("put phase conflicts")
    assert t.show()["game_over"] is True and t.score()["final"] is True


def test_rulebook_1_five_players_remove_the_2_and_the_3():
    t = game(PLAYERS5, cards=("4 3-2-1", "10 8-4-2"))
    assert {c["france"] for c in t.show()["conflicts"].values()} == {4, 10}


def test_a_conflict_taken_out_while_its_prisoners_are_ransomed_ends_the_ransoms():
    """lancaster.put.done: `take conflict` during the ransoms clears them (it crashed before)."""
    t = battle("take conflict u1", "put conflict l1 8 5-3-1", "put knight Aki 2 l1", "put knight Aki 1 l1",
               "put knight Ben 3 l1", "put knight Chie 1 l1", "put coins Ben 3", "put coins Chie 0")
    assert kind(t) == "ransom"
    t.ok("take conflict l1")
    assert kind(t) != "ransom" and "l1" not in t.show()["conflicts"]
