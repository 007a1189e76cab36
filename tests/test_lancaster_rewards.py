"""Lancaster phase III-IV: county rewards A to I (■21-■24), castle rewards and the nobles' voting
markers (■25), and what rewards share: new knights, upgrades, nobles, the supply (■10, ■16, ■17).
"""

from __future__ import annotations

import pytest
from lancaster_helpers import counties, game, holdings, kind, pending


# --- ■22 A to I; noble, reward, or both for 3 coins -------------------------------------------------------


def test_rulebook_22_counties_are_resolved_a_to_i():
    """lancaster.county.choice"""
    t = counties("put knight Chie 1 I", "put knight Aki 1 G", "put knight Ben 1 C")
    asked = []
    while kind(t) == "county":
        asked.append((pending(t)["county"], pending(t)["player"]))
        t.ok("choose noble")
    assert asked == [("C", "Ben"), ("G", "Aki"), ("I", "Chie")]


def test_rulebook_22_the_noble_goes_to_the_leftmost_free_place_and_the_knight_home():
    """lancaster.county.choice, lancaster.county.return (R3: the servants are spent)"""
    t = counties("put noble Aki B", "put knight Aki 1 G 2")
    supply = t.state.supply["servants"]
    t.ok("choose noble")
    assert holdings(t, "Aki")["nobles"] == ["B", "G"]
    assert t.show()["counties"]["G"] == {"minimum": 1, "minimum_provenance": "table", "knight": None, "nobles": 1}
    assert holdings(t, "Aki")["court"] == [1, 1, 2]  # the county's knight is back in the court
    assert t.state.supply["servants"] == supply + 2
    assert holdings(t, "Aki")["pp"] == 0


def test_rulebook_22_the_reward_alone():
    t = counties("put knight Aki 1 G")
    t.ok("choose reward")  # Somerset: 6 power points
    assert holdings(t, "Aki")["pp"] == 6 and holdings(t, "Aki")["nobles"] == []
    assert t.show()["counties"]["G"]["nobles"] == 2


def test_rulebook_22_both_for_three_coins_to_the_supply():
    """lancaster.county.both, lancaster.pay.afford"""
    t = counties("put knight Aki 1 G", "put knight Ben 1 I")
    t.rejected("choose both", "lancaster.pay.afford")  # Aki has 2 coins
    t.ok("put coins Aki 4")
    assert kind(t) == "county" and pending(t)["county"] == "G"
    supply = t.state.supply["coins"]
    t.ok("choose both")
    assert (holdings(t, "Aki")["pp"], holdings(t, "Aki")["nobles"], holdings(t, "Aki")["coins"]) == (6, ["G"], 1)
    assert t.state.supply["coins"] == supply + 3


def test_rulebook_17_22_never_a_second_noble_of_one_county_and_none_from_an_empty_county():
    """lancaster.noble.unique (R21), lancaster.noble.stack (■1, ■22: an empty stack gives no noble)"""
    t = counties("put noble Aki E", "put coins Aki 5", "put knight Aki 1 E", "put knight Ben 1 G",
                 "put nobles G 0")
    t.rejected("choose noble", "lancaster.noble.unique")
    t.rejected("choose both", "lancaster.noble.unique")
    t.ok("choose reward")
    t.ok("extension 1")
    asked = t.session.render(t.session.game.status(t.state).pending)
    assert "only the reward: choose reward" in asked and "noble |" not in asked  # Ben is told so
    t.rejected("choose noble", "lancaster.noble.stack")  # Somerset's nobles are gone (Ben)
    t.rejected("choose both", "lancaster.noble.stack")
    t.ok("choose reward")
    assert holdings(t, "Ben")["pp"] == 6 and holdings(t, "Aki")["coins"] == 5


# --- ■23 the rewards of the counties -------------------------------------------------------------------------


def test_rulebook_23_northumberland_and_bedford_an_extension_tile():
    """lancaster.county.reward, lancaster.castle.extension"""
    t = counties("put knight Aki 1 A", "put knight Ben 1 E")
    t.ok("choose reward")
    assert (kind(t), pending(t)["player"]) == ("extension", "Aki")
    t.ok("extension 2")
    t.ok("choose reward")
    t.ok("extension 6")
    assert holdings(t, "Aki")["extensions"] == ["s2", "s5"]
    assert holdings(t, "Ben")["extensions"] == ["s5", "s6"]


def test_rulebook_23_stafford_upgrades_any_knight():
    """lancaster.county.reward, lancaster.knight.upgrade"""
    t = counties("put knight Aki 1 B", "put knight Aki 3 u1", "put knight Chie 1 s6")
    t.ok("choose reward")
    assert kind(t) == "upgrade" and sorted(pending(t)["options"]) == ["1@B", "1@court", "3@u1"]
    t.ok("upgrade 3 u1")
    assert t.show()["conflicts"]["u1"]["spaces"] == [{"player": "Aki", "knights": [4]}]
    assert holdings(t, "Aki")["stock"] == [1, 2, 3]


def test_rulebook_23_york_a_new_knight_and_two_markers_suffolk_a_new_knight():
    """lancaster.county.reward, lancaster.knight.new"""
    t = counties("put knight Aki 2 C", "put knight Ben 1 F")
    t.ok("choose reward")
    assert holdings(t, "Aki")["court"] == [1, 1, 2, 2] and holdings(t, "Aki")["markers"] == 3
    assert holdings(t, "Aki")["stock"] == [1, 3, 4]
    t.ok("choose reward")
    assert holdings(t, "Ben")["court"] == [1, 1, 1, 2] and holdings(t, "Ben")["stock"] == [2, 3, 4]


def test_a_new_knight_when_the_stock_has_no_1_gives_nothing():
    """lancaster.knight.new"""
    t = counties("put knight Aki 1 court", "put knight Aki 1 court", "put knight Aki 3 F")
    t.ok("choose reward")
    assert holdings(t, "Aki")["court"] == [1, 1, 1, 2, 3] and holdings(t, "Aki")["stock"] == [2, 4]


def test_rulebook_23_gloucester_upgrade_and_two_markers():
    t = counties("put knight Aki 3 D")
    t.ok("choose reward")
    assert holdings(t, "Aki")["markers"] == 3
    t.ok("upgrade 3 D")
    assert holdings(t, "Aki")["court"] == [1, 2, 4]  # the upgraded knight goes home after its reward


def test_rulebook_23_somerset_six_power_points():
    t = counties("put knight Ben 1 G")
    t.ok("choose reward")
    assert t.show()["points"] == {"Aki": 0, "Ben": 6, "Chie": 0}


def test_rulebook_23_dorset_moves_the_knight_to_a_conflict_without_a_favour():
    """lancaster.county.dorset (R28): any conflict; no favour; its servants to the supply; it fights this round."""
    t = counties("put knight Ben 3 u1", "put knight Aki 2 H 1", "put knight Chie 1 s6")
    supply = t.state.supply["servants"]
    t.ok("choose reward")
    assert (kind(t), pending(t)["player"]) == ("dorset", "Aki") and pending(t)["slots"] == ["u1", "u2"]
    t.rejected("move l1", "lancaster.county.dorset")  # no card there
    t.ok("move u1")
    assert t.show()["counties"]["H"]["knight"] is None
    assert t.show()["conflicts"]["u1"]["spaces"] == [{"player": "Ben", "knights": [3]},
                                                     {"player": "Aki", "knights": [2]}]
    assert len(t.show()["favours"]) == 6  # no favour taken
    assert t.state.supply["servants"] == supply + 1
    assert "Chie takes no castle reward" in t.ok("castle none").text  # Chie's castle; then phase V
    # Phase V of this round: 3 + 2 = 5 against France 5, England wins; 4-2-1.
    assert t.show()["points"] == {"Aki": 2, "Ben": 4, "Chie": 0}
    assert holdings(t, "Aki")["court"] == [1, 2, 2]


def test_rulebook_23_dorset_a_full_conflict_takes_no_newcomer():
    """lancaster.county.dorset with ■19-■20 (R28): a conflict has three spaces, one per player; a conflict
    whose three spaces are other players' is not a place the knight can go. A full conflict where
    the player already has a space still is: the knight joins its own space."""
    from lancaster_helpers import PLAYERS4

    t = counties("put knight Ben 1 u1", "put knight Chie 1 u1", "put knight Dai 1 u1", "put knight Aki 2 H",
                 players=PLAYERS4)
    t.ok("choose reward")
    assert (kind(t), pending(t)["player"]) == ("dorset", "Aki") and pending(t)["slots"] == ["u2"]
    t.rejected("move u1", "lancaster.county.dorset")
    assert len(t.show()["conflicts"]["u1"]["spaces"]) == 3
    text = t.ok("move u2").text  # then phase V: Aki alone in the upper right conflict with its 2
    assert "upper right conflict: England 2 against France 7" in text and "Aki +3" in text

    t = counties("put knight Aki 1 u1", "put knight Chie 1 u1", "put knight Dai 1 u1", "put knight Aki 2 H",
                 "put knight Ben 1 u2", "put knight Chie 1 u2", "put knight Dai 1 u2", players=PLAYERS4)
    t.ok("choose reward")
    assert pending(t)["slots"] == ["u1"]
    t.rejected("move u2", "lancaster.county.dorset")
    text = t.ok("move u1").text  # on Aki's own knight: 1 + 2 + 1 + 1 = 5 against France 5
    assert "upper left conflict: England 5 against France 5: England wins" in text


def test_rulebook_23_dorset_with_every_conflict_full_of_others_the_knight_goes_home():
    """lancaster.county.dorset: no conflict can take the knight, so it returns to its court."""
    from lancaster_helpers import PLAYERS4

    t = counties(*(f"put knight {p} 1 {s}" for s in ("u1", "u2") for p in ("Ben", "Chie", "Dai")),
                 "put knight Aki 2 H", players=PLAYERS4)
    reply = t.ok("choose reward")
    assert kind(t) != "dorset"
    assert "Aki's knight cannot move to any conflict" in reply.text  # said at the table, not only in why
    assert t.show()["counties"]["H"]["knight"] is None and 2 in holdings(t, "Aki")["court"]
    assert all(len(c["spaces"]) == 3 for c in t.show()["conflicts"].values())


def test_rulebook_23_dorset_with_only_the_noble_the_knight_goes_home():
    t = counties("put knight Aki 2 H")
    t.ok("choose noble")
    assert kind(t) != "dorset"
    assert holdings(t, "Aki")["court"] == [1, 2, 2]
    assert all(c["spaces"] == [] for c in t.show()["conflicts"].values())


def test_rulebook_23_24_surrey_two_coins_two_servants_then_the_start_player_at_once():
    """lancaster.county.surrey (R22): the new order applies at once: the castle rewards are asked from Ben."""
    t = counties("put knight Chie 4 I", *(f"put knight {p} 1 s6" for p in ("Aki", "Ben", "Chie")))
    t.ok("choose reward")
    assert (holdings(t, "Chie")["coins"], holdings(t, "Chie")["servants"]) == (4, 4)
    assert (kind(t), pending(t)["player"]) == ("surrey", "Chie")
    t.ok("start Ben")
    assert t.show()["start_player"] == "Ben"
    asked = []
    while kind(t) == "castle":
        asked.append(pending(t)["player"])
        t.ok("castle none")
    assert asked == ["Ben", "Chie", "Aki"]


def test_rulebook_24_surrey_after_the_noble_too_and_the_start_may_stay():
    t = counties("put knight Ben 4 I")
    t.ok("choose noble")
    assert (kind(t), pending(t)["player"]) == ("surrey", "Ben")
    t.ok("start Aki")
    assert t.show()["start_player"] == "Aki"


def test_rulebook_24_the_new_start_player_places_first_next_round():
    t = counties("put knight Aki 4 I")
    t.ok("choose reward")
    t.ok("start Chie")
    # Through phase V to the next round: new cards and proposals.
    t.ok("reveal conflict 6 4-2-1")
    t.ok("reveal conflict 8 6-3-1")
    for law in ("knight2-squire", "conflicts-bundle", "extensions-5pp"):  # put phase set round 1's aside
        t.ok(f"reveal law {law}")
    assert t.show()["round"] == 2 and pending(t)["player"] == "Chie"


def test_rulebook_24_no_knight_in_surrey_no_change():
    t = counties("put knight Ben 1 G")
    t.ok("choose reward")
    assert t.show()["start_player"] == "Aki"


# --- ■25 the castle ---------------------------------------------------------------------------------------------


def test_rulebook_25_a_castle_knight_takes_its_reward_and_goes_home():
    """lancaster.castle.reward"""
    t = game()
    t.ok("put knight Aki 1 s2")
    t.ok("put knight Aki 2 s3")
    t.ok("put knight Ben 1 s4")
    t.ok("put phase castles")
    assert (holdings(t, "Aki")["coins"], holdings(t, "Aki")["servants"]) == (2 + 2 + 1, 2 + 1)
    assert holdings(t, "Ben")["servants"] == 4
    assert holdings(t, "Aki")["castle"] == {} and holdings(t, "Aki")["court"] == [1, 1, 2, 2]
    assert holdings(t, "Ben")["court"] == [1, 1, 2]


def test_rulebook_25_a_reward_that_costs_is_optional():
    """lancaster.castle.reward (R32)"""
    t = game()
    t.ok("put servants Aki 5")
    t.ok("put knight Aki 2 s1")
    t.ok("put knight Aki 1 s6")
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    t.rejected("castle 3", "lancaster.castle.reward")  # not a space she may take now
    t.ok("castle 1")  # 3 servants for a new 1; she declines the upgrade
    assert holdings(t, "Aki")["servants"] == 2
    assert holdings(t, "Aki")["court"] == [1, 1, 1, 2, 2] and holdings(t, "Aki")["stock"] == [3, 4]
    assert holdings(t, "Aki")["castle"] == {}


def test_rulebook_25_declining_every_reward_still_sends_the_knights_home():
    t = game()
    t.ok("put knight Aki 1 s6")
    t.ok("put phase castles")
    t.ok("castle none")
    assert holdings(t, "Aki")["servants"] == 2 and holdings(t, "Aki")["court"] == [1, 1, 2]


def test_rulebook_10_a_reward_that_cannot_be_paid_or_given_is_not_offered():
    # Not one player has the 3 servants (■3: servants are private, so only then is Aki not asked).
    t = game()
    t.ok("put servants Ben 0")
    t.ok("put servants Chie 0")
    t.ok("put servants Aki 2")
    t.ok("put knight Aki 2 s1")  # 3 servants needed
    t.ok("put phase castles")
    assert kind(t) != "castle"
    assert holdings(t, "Aki")["court"] == [1, 2, 2] and holdings(t, "Aki")["servants"] == 2


def test_rulebook_11_25_an_extension_tile_pays_every_round_without_a_knight():
    """lancaster.castle.extension"""
    t = game(extensions=(2, 4, 3))
    t.ok("put phase castles")
    assert [holdings(t, p)["coins"] for p in ("Aki", "Ben", "Chie")] == [4, 2, 3]
    assert [holdings(t, p)["servants"] for p in ("Aki", "Ben", "Chie")] == [2, 4, 3]
    assert holdings(t, "Aki")["extensions"] == ["s2"]  # it stays
    t.ok("put phase castles")
    assert holdings(t, "Aki")["coins"] == 6


def test_rulebook_25_an_extension_tile_that_costs_is_offered_too():
    t = game(extensions=(6, 5, 5))
    t.ok("put phase castles")
    assert (kind(t), pending(t)["player"], pending(t)["spaces"]) == ("castle", "Aki", ["s6"])
    t.ok("castle 6")
    t.ok("upgrade 2 court")
    assert holdings(t, "Aki")["court"] == [1, 3] and holdings(t, "Aki")["servants"] == 0


@pytest.mark.parametrize(("nobles", "markers"), [(0, 1), (1, 2), (4, 5)])
def test_rulebook_25_voting_markers_one_per_noble_plus_one(nobles, markers):
    """lancaster.castle.nobles-markers"""
    t = game(extensions=(2, 2, 2))
    for county in "ABCD"[:nobles]:
        t.ok(f"put noble Aki {county}")
    t.ok("put markers Aki 0")
    t.ok("put phase castles")
    assert holdings(t, "Aki")["markers"] == markers
    assert holdings(t, "Ben")["markers"] == 1 + 1  # his 1 from the set-up, and 0 nobles + 1


def test_rulebook_25_no_markers_for_nobles_in_round_5():
    """lancaster.castle.nobles-markers"""
    t = game(extensions=(2, 2, 2))
    t.ok("put noble Aki A")
    t.ok("put markers Aki 0")
    t.ok("put round 5")
    t.ok("put phase castles")
    assert holdings(t, "Aki")["markers"] == 0


# --- the supply ------------------------------------------------------------------------------------------------


def test_when_the_supply_runs_out_the_reward_is_paid_in_full_with_substitutes():
    """lancaster.supply.limit (■4 sets no limit): Surrey's 2 coins with 1 coin left in the supply."""
    t = counties("put knight Aki 1 I", "put coins Ben 32")  # 37 - 2 - 32 - 2 = 1 coin left
    assert t.state.supply["coins"] == 1
    reply = t.ok("choose reward")
    assert holdings(t, "Aki")["coins"] == 4 and t.state.supply["coins"] == -1
    assert "The supply has run out of coins: use substitutes" in reply.text


def test_a_castle_space_whose_knight_is_not_in_the_stock_says_so():
    # ■10 (lancaster.castle.icons), found by trial 26: space 1 gives a strength-1 knight from the stock;
    # both of Aki's 1s are out (s1 and county A), so with 3 servants the space is still not offered, for
    # the knight it cannot give: the refusal says that, not "not among the rewards offered".
    t = game(extensions=(6, 5, 5))
    t.ok("put knight Aki 1 s1")
    t.ok("put knight Aki 1 A")
    t.ok("put servants Aki 3")
    assert 1 not in t.state.stock["Aki"]
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s6"])
    reply = t.rejected("castle 1", "lancaster.castle.icons")
    assert "not in Aki's stock" in reply.text
