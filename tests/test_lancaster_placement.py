"""Lancaster phase I: placing knights (■12-■18), and the king's favours (■15, ■16).

Every position starts from a table set up by the rules (lancaster_helpers.game) and is changed with
`put` / `take`; the assertions are outcomes: where the knights stand, whose court they go back to,
where servants go, what each player holds, who is asked next.
"""

from __future__ import annotations

from lancaster_helpers import PLAYERS4, empty_courts, game, holdings, kind, pending, supply_total


def placers(t, lines: list[str]) -> list[str]:
    """Who was asked for each of these placements (each line must pass)."""
    who = []
    for line in lines:
        assert kind(t) == "place", t.state.pending
        who.append(pending(t)["player"])
        t.ok(line)
    return who


# --- ■12 one knight at a time, clockwise from the start player, until every court is empty -----------


def test_rulebook_12_one_knight_each_clockwise_until_the_courts_are_empty():
    """lancaster.place.order"""
    t = game()
    who = placers(t, ["knight 1 s1", "knight 1 s1", "knight 1 s1", "knight 2 s2", "knight 2 s2", "knight 2 s2"])
    assert who == ["Aki", "Ben", "Chie"] * 2
    assert all(holdings(t, p)["court"] == [] for p in ("Aki", "Ben", "Chie"))
    assert t.show()["phase"] == "parliament" and kind(t) == "vote"


def test_ruling_24_an_empty_court_is_skipped_and_the_last_player_places_the_rest_in_a_row():
    """lancaster.place.order"""
    t = game()
    empty_courts(t, "Ben")
    t.ok("put knight Chie 3 court")
    t.ok("put knight Chie 4 court")
    who = placers(t, ["knight 1 s1", "knight 1 s1", "knight 2 s2", "knight 2 s2", "knight 3 s3", "knight 4 s4"])
    assert who == ["Aki", "Chie", "Aki", "Chie", "Chie", "Chie"]


def test_rulebook_12_the_start_player_places_first():
    t = game()
    t.ok("put start Chie")
    assert placers(t, ["knight 1 s1", "knight 1 s1", "knight 1 s1"]) == ["Chie", "Aki", "Ben"]


def test_only_a_knight_in_the_court_can_be_placed():
    t = game()
    t.rejected("knight 3 s1", "lancaster.place.court")  # the 3 is in the stock
    t.rejected("knight 4 A", "lancaster.place.court")


def test_rulebook_12_18_castle_spaces_take_any_knight_one_per_space():
    """lancaster.castle.space: one knight per space of one's own castle; no minimum strength."""
    t = game()
    t.ok("knight 1 s1")  # Aki
    t.ok("knight 1 s1")  # Ben: his own castle's s1
    t.ok("knight 1 s2")  # Chie
    t.rejected("knight 2 s1", "lancaster.castle.space")  # Aki's s1 is taken
    t.ok("knight 2 s6")
    assert holdings(t, "Aki")["castle"] == {"s1": 1, "s6": 2}
    assert holdings(t, "Ben")["castle"] == {"s1": 1}


# --- lancaster.place.stuck: a player whose court knights have no legal space is passed over ------------


def blocked_chie(servants: int = 0):
    """Four players in round 1, a position normal play can reach: both conflicts full without Chie,
    every county held by a knight with one servant (total 2), Chie's castle full but for the space
    under her extension tile, and Chie with her 1 and 2 in the court and no servants. Aki, Ben and
    Dai still hold their 1 and 2. The table waits for Aki's knight."""
    t = game(PLAYERS4)
    lines = [f"put knight {p} {k} {slot}" for k, slot in ((3, "u1"), (4, "u2")) for p in ("Aki", "Ben", "Dai")]
    lines += [f"put knight Chie {k} {s}" for k, s in zip((3, 4, 1, 1, 2), ("s1", "s2", "s3", "s4", "s6"))]
    owners = [p for p in ("Aki", "Ben", "Dai") for _ in range(3)]
    knights = (1, 1, 2) * 3
    lines += [f"put knight {p} {k} {c} {2 - k}" for p, k, c in zip(owners, knights, "ABCDEFGHI")]
    lines += ["fact county.D.minimum 1", f"put servants Chie {servants}"]
    t.run("\n".join(lines))
    return t


def test_ruling_a_player_with_no_legal_space_is_passed_over_and_phase_1_ends():
    """lancaster.place.stuck: Chie's 1 and 2 cannot beat any county's 2 without servants, the
    conflicts and her castle are full; she is passed over each time, keeps both knights in the
    court, and phase I ends when only she has knights left."""
    t = blocked_chie()
    assert kind(t) == "place" and pending(t)["player"] == "Aki"
    t.ok("knight 1 s1")
    reply = t.ok("knight 1 s1")  # Ben; Chie is next and cannot place
    assert pending(t)["player"] == "Dai"
    assert "Chie cannot place any knight from the court (1, 2)" in reply.text
    assert "lancaster.place.stuck" in t.ok("why").text
    who = placers(t, ["knight 1 s1", "knight 2 s2", "knight 2 s2", "knight 2 s2"])
    assert who == ["Dai", "Aki", "Ben", "Dai"]
    assert holdings(t, "Chie")["court"] == [1, 2]
    assert t.show()["phase"] == "parliament" and kind(t) == "vote"


def test_ruling_a_player_who_can_place_is_never_passed_over():
    """lancaster.place.stuck: one servant lets Chie's 2 beat a county's 2, so she is asked; once
    her 2 is out, her 1 (1 + 0 servants left) has nowhere to go and she is passed over."""
    t = blocked_chie(servants=1)
    assert placers(t, ["knight 1 s1", "knight 1 s1"]) == ["Aki", "Ben"]
    assert pending(t)["player"] == "Chie"
    t.rejected("knight 1 A", "lancaster.county.displace")
    t.ok("knight 2 A 1")
    assert t.show()["counties"]["A"]["knight"] == {"player": "Chie", "strength": 2, "servants": 1}
    assert placers(t, ["knight 1 s1", "knight 2 s2", "knight 2 s2"]) == ["Dai", "Aki", "Ben"]
    assert pending(t)["player"] == "Dai"  # Chie's 1 is passed over
    assert holdings(t, "Chie")["court"] == [1]


def test_ruling_undo_takes_the_passing_over_back():
    """lancaster.place.stuck: undoing the line after which Chie was passed over asks Ben again."""
    t = blocked_chie()
    t.ok("knight 1 s1")
    t.ok("knight 1 s1")
    assert pending(t)["player"] == "Dai"
    t.ok("undo")
    assert pending(t)["player"] == "Ben" and holdings(t, "Ben")["court"] == [1, 2]
    t.ok("put servants Chie 1")  # now Chie's 2 can beat a county: she is asked after Ben
    t.ok("knight 1 s1")
    assert pending(t)["player"] == "Chie"


# --- ■13 counties --------------------------------------------------------------------------------------


def test_rulebook_13_the_knight_alone_must_meet_the_minimum_servants_do_not_count():
    """lancaster.county.minimum (R2)"""
    t = game(minimums={"B": 2})
    t.rejected("knight 1 B 2", "lancaster.county.minimum")  # 1 + 2 servants: still a 1
    t.rejected("knight 2 D", "lancaster.county.minimum")  # Gloucester: 3, as printed
    t.ok("knight 2 B")
    assert t.show()["counties"]["B"]["knight"] == {"player": "Aki", "strength": 2, "servants": 0}


def test_rulebook_13_servants_go_with_a_county_knight_from_the_players_own():
    """lancaster.county.servants"""
    t = game()
    t.rejected("knight 1 A 3", "lancaster.county.servants")  # Aki has 2
    t.rejected("knight 1 s1 1", "lancaster.county.servants")  # servants only go to counties
    t.ok("knight 1 A 2")
    assert t.show()["counties"]["A"]["knight"] == {"player": "Aki", "strength": 1, "servants": 2}
    assert holdings(t, "Aki")["servants"] == 0
    assert supply_total(t, "servants") == 37


def test_rulebook_13_ruling_1_equal_strength_does_not_displace():
    """lancaster.county.displace (R1)"""
    t = game()
    t.ok("knight 2 A")  # Aki: 2
    t.rejected("knight 1 A 1", "lancaster.county.displace")  # Ben: 1 + 1 = 2, not more
    t.rejected("knight 2 A", "lancaster.county.displace")
    assert t.show()["counties"]["A"]["knight"]["player"] == "Aki"


def test_rulebook_13_strictly_more_displaces_the_knight_goes_home_its_servants_to_the_supply():
    """lancaster.county.displace (R3, R5)"""
    t = game()
    t.ok("knight 1 A 1")  # Aki: 1 + 1 = 2
    supply = t.state.supply["servants"]
    t.ok("knight 1 A 2")  # Ben: 1 + 2 = 3 > 2; servants count for displacing
    assert t.show()["counties"]["A"]["knight"] == {"player": "Ben", "strength": 1, "servants": 2}
    assert holdings(t, "Aki")["court"] == [1, 2]  # her 1 is back in her court
    assert holdings(t, "Aki")["servants"] == 1  # the servant she sent is not returned to her
    assert t.state.supply["servants"] == supply + 1  # it went to the supply
    assert holdings(t, "Ben")["servants"] == 0
    # Aki places the displaced knight again this round.
    who = placers(t, ["knight 1 s1", "knight 1 s1", "knight 2 s2", "knight 2 s2", "knight 2 s3"])
    assert who == ["Chie", "Aki", "Ben", "Chie", "Aki"]
    assert kind(t) == "vote"


def test_ruling_4_a_players_own_knight_cannot_be_displaced():
    """lancaster.county.own"""
    t = game()
    t.ok("knight 1 A")  # Aki
    t.ok("knight 1 s1")
    t.ok("knight 1 s1")
    t.rejected("knight 2 A 2", "lancaster.county.own")
    assert t.show()["counties"]["A"]["knight"] == {"player": "Aki", "strength": 1, "servants": 0}


# --- ■14 conflicts -------------------------------------------------------------------------------------


def test_rulebook_14_topmost_free_space_one_space_per_player_stacking():
    """lancaster.conflict.space (R7)"""
    t = game()
    t.ok("put knight Aki 3 court")
    t.ok("knight 1 u1")
    t.ok("favour coins2")
    t.ok("knight 2 u1")  # Ben: the second space
    t.ok("favour coins3")
    t.ok("knight 1 u2")  # Chie joins the other conflict
    t.ok("favour servant")
    t.ok("knight 3 u1")  # Aki stacks on her own space; she does not take the third
    t.ok("favour servants2")
    spaces = t.show()["conflicts"]["u1"]["spaces"]
    assert spaces == [{"player": "Aki", "knights": [1, 3]}, {"player": "Ben", "knights": [2]}]
    assert t.show()["conflicts"]["u1"]["england"] == 6
    t.ok("knight 1 s1")  # Ben
    t.ok("knight 2 u1")  # Chie takes the third space; she is in both conflicts
    assert t.show()["conflicts"]["u1"]["spaces"][2] == {"player": "Chie", "knights": [2]}
    assert t.show()["conflicts"]["u2"]["spaces"] == [{"player": "Chie", "knights": [1]}]


def test_rulebook_14_three_spaces_per_conflict():
    """lancaster.conflict.space"""
    t = game(PLAYERS4)
    for p in ("Aki", "Ben", "Chie"):
        t.ok(f"put knight {p} 3 u1")
    t.ok("put turn Dai")
    t.rejected("knight 1 u1", "lancaster.conflict.space")
    t.rejected("knight 1 l1", "lancaster.conflict.space")  # no card in the lower row
    t.ok("knight 1 u2")


def test_ruling_8_no_servants_in_a_conflict():
    """lancaster.conflict.no-servants"""
    t = game()
    t.rejected("knight 1 u1 1", "lancaster.conflict.no-servants")


def test_ruling_12_knights_may_be_added_to_a_second_battle():
    t = game()
    t.ok("take conflict u1")
    t.ok("put conflict l1 6 4-2-1")
    t.ok("put knight Ben 2 l1")
    t.ok("knight 1 l1")  # Aki joins below Ben, and takes a favour (■15: any knight in a conflict)
    assert kind(t) == "favour"
    assert t.show()["conflicts"]["l1"]["spaces"] == [{"player": "Ben", "knights": [2]},
                                                     {"player": "Aki", "knights": [1]}]


# --- ■15 ■16 the king's favours ----------------------------------------------------------------------------


def test_rulebook_15_the_first_six_knights_in_conflicts_each_take_a_favour():
    """lancaster.favour.take (R9): per knight, not per player; a face-down favour cannot be taken."""
    t = game()
    for p in ("Aki", "Ben"):
        t.ok(f"put knight {p} 3 court")
        t.ok(f"put knight {p} 4 court")
    t.ok("knight 1 u1")  # Aki
    t.ok("favour coins2")
    t.ok("knight 1 u1")  # Ben
    t.ok("favour coins3")
    t.ok("knight 1 u1")  # Chie
    t.rejected("favour coins2", "lancaster.favour.take")  # face down
    t.ok("favour servant")
    t.ok("knight 2 u1")  # Aki again: her second favour
    t.ok("favour servants2")
    t.ok("knight 2 u1")  # Ben
    t.ok("favour noble")
    t.ok("noble A")
    t.ok("knight 2 u1")  # Chie: the sixth knight, the last favour
    assert pending(t)["favours"] == ["upgrade"]
    t.ok("favour upgrade")
    t.ok("upgrade none")
    assert t.show()["favours"] == []
    t.ok("knight 3 u2")  # Aki: the seventh knight in a conflict takes nothing
    assert kind(t) == "place" and pending(t)["player"] == "Ben"
    assert [holdings(t, p)["coins"] for p in ("Aki", "Ben", "Chie")] == [4, 5, 2]
    assert [holdings(t, p)["servants"] for p in ("Aki", "Ben", "Chie")] == [4, 2, 3]
    assert holdings(t, "Ben")["nobles"] == ["A"]


def test_rulebook_16_favours_coins_and_servants_come_from_the_supply():
    """lancaster.favour.effects"""
    t = game()
    t.ok("put knight Aki 3 court")
    t.ok("put knight Ben 3 court")
    supply = dict(t.state.supply)
    t.ok("knight 1 u1")
    t.ok("favour coins2")
    t.ok("knight 1 u1")
    t.ok("favour coins3")
    t.ok("knight 1 u2")
    t.ok("favour servants2")
    t.ok("knight 2 u2")
    t.ok("favour servant")
    assert [holdings(t, p)["coins"] for p in ("Aki", "Ben", "Chie")] == [4, 5, 2]
    assert [holdings(t, p)["servants"] for p in ("Aki", "Ben", "Chie")] == [3, 2, 4]
    assert t.state.supply["coins"] == supply["coins"] - 5
    assert t.state.supply["servants"] == supply["servants"] - 3


def test_rulebook_16_the_arrow_upgrades_any_knight_in_the_court_or_deployed():
    """lancaster.favour.effects, lancaster.knight.upgrade"""
    t = game()
    t.ok("knight 1 u1")
    t.ok("favour upgrade")
    assert kind(t) == "upgrade" and sorted(pending(t)["options"]) == ["1@u1", "2@court"]
    t.ok("upgrade 1 u1")  # the deployed 1 is exchanged for the stock's 2
    assert t.show()["conflicts"]["u1"]["spaces"] == [{"player": "Aki", "knights": [2]}]
    assert holdings(t, "Aki")["stock"] == [1, 1, 1, 3, 4]
    assert holdings(t, "Aki")["court"] == [2]
    t.ok("knight 1 u1")  # Ben
    t.ok("favour noble")
    t.ok("noble I")
    assert holdings(t, "Ben")["nobles"] == ["I"]  # a noble of any county (■16)
    t = game()
    t.ok("knight 1 u1")
    t.ok("favour upgrade")
    t.ok("upgrade 2 court")  # a knight still in the court
    assert holdings(t, "Aki")["court"] == [3] and holdings(t, "Aki")["stock"] == [1, 1, 2, 2, 4]


def test_ruling_29_an_upgrade_without_the_next_knight_in_the_stock_cannot_be_chosen():
    """lancaster.knight.upgrade, lancaster.favour.effects (■16: without such a knight it cannot be taken)"""
    t = game()
    for k in (2, 3, 4):
        t.ok(f"put knight Aki {k} court")  # Aki's stock: 1, 1
    t.ok("knight 1 u1")
    t.rejected("favour upgrade", "lancaster.favour.effects")  # her 1s need a 2, her 2s a 3, her 3 the 4
    t.ok("favour coins2")
    assert kind(t) == "place" and pending(t)["player"] == "Ben"
    assert holdings(t, "Aki")["court"] == [2, 2, 3, 4] and holdings(t, "Aki")["stock"] == [1, 1]
    t.ok("knight 1 u1")  # Ben
    t.ok("favour coins3")
    t.ok("knight 1 u1")  # Chie
    t.ok("favour upgrade")
    t.rejected("upgrade 4", "lancaster.knight.upgrade")  # Chie's 4 is in the stock, not hers to upgrade
    t.ok("put knight Chie 4 court")
    t.ok("put knight Chie 3 court")  # her stock: 1, 1, 2
    t.rejected("upgrade 3 court", "lancaster.knight.upgrade")  # no 4 left in the stock
    t.ok("upgrade 1 u1")
    assert t.show()["conflicts"]["u1"]["spaces"][2] == {"player": "Chie", "knights": [2]}


def test_rulebook_13_an_upgraded_county_knight_counts_as_it_stands_now():
    """lancaster.county.displace: the displaced knight goes home as the upgraded knight."""
    t = game()
    t.ok("knight 1 A")  # Aki
    t.ok("knight 1 s1")  # Ben
    t.ok("knight 1 s1")  # Chie
    t.ok("knight 2 u1")  # Aki
    t.ok("favour upgrade")
    t.ok("upgrade 1 A")  # her knight in Northumberland is now a 2
    t.rejected("knight 2 A", "lancaster.county.displace")  # Ben: 2 against 2
    t.ok("knight 2 A 1")  # 3 against 2
    assert holdings(t, "Aki")["court"] == [2]
    assert t.show()["counties"]["A"]["knight"] == {"player": "Ben", "strength": 2, "servants": 1}
    assert (pending(t)["player"], kind(t)) == ("Chie", "place")


def test_put_turn_while_a_favour_is_being_chosen_sets_who_places_after_it():
    """lancaster.put.turn: a referee joining in phase I may say who places next, even mid-favour."""
    t = game()
    t.ok("knight 1 u1")
    assert kind(t) == "favour"
    t.ok("put turn Chie")
    assert kind(t) == "favour" and pending(t)["player"] == "Aki"
    t.ok("favour coins2")
    assert kind(t) == "place" and pending(t)["player"] == "Chie"


def test_the_conflict_space_is_counted_from_the_top_in_why():
    t = game()
    t.ok("knight 1 u1")
    why = t.ok("why").text
    assert "space 1 from the top" in why and "castle" not in why
