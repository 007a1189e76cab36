"""Lancaster phase II: parliament (■19) and the laws (■20).

Votes are typed one line per player (`vote PLAYER yes|no [MARKERS]`), in any order, since all
reveal together; the count comes when the last ballot is in.
"""

from __future__ import annotations

from lancaster_helpers import game, holdings, kind, pending, supply_total


def parliament(**kw):
    t = game(**kw)
    t.ok("put phase parliament")
    return t


def laws_phase(*laws: str, **kw):
    """A table whose current laws are these, left to right, about to apply them."""
    t = game(**kw)
    for i in (1, 2, 3):
        t.ok(f"put proposal {i} none")
    spare = [law for law in ("knight2-squire", "conflicts-bundle", "extensions-5pp", "nobles-knight",
                                "counties-8pp", "three-1s-5pp", "swap-3-for-4")
             if law not in laws]
    for i in (1, 2, 3):
        t.ok(f"put law {i} {spare[i - 1]}")
    for i, law in enumerate(laws, 1):
        t.ok(f"put law {i} {law}")
    assert t.show()["laws"] == list(laws)
    return t


# --- ■19 votes -----------------------------------------------------------------------------------------------


def test_rulebook_19_three_proposals_are_voted_left_to_right():
    t = parliament()
    seen = []
    for _ in range(3):
        assert kind(t) == "vote"
        seen.append((pending(t)["index"], pending(t)["law"]))
        for p in ("Aki", "Ben", "Chie"):
            t.ok(f"vote {p} no")
    assert seen == [(1, "buy-markers"), (2, "no2-upgrade"), (3, "conflicts-3pp")]


def test_rulebook_19_a_tie_passes_the_leftmost_law_leaves_the_new_one_enters_on_the_right():
    """lancaster.vote.count (R14, R16)"""
    t = parliament()
    t.ok("put markers Aki 1")
    t.ok("vote Ben no")  # the ballots are secret and simultaneous: any order
    t.ok("vote Aki yes 1")  # the tile and one marker: 2 votes
    t.ok("vote Chie no")  # 2 against
    assert t.show()["laws"] == ["most-squires", "counties-3pp", "buy-markers"]
    assert "most-gold" in t.state.laws_gone


def test_rulebook_19_more_against_the_proposal_leaves_the_game():
    """lancaster.vote.count"""
    t = parliament()
    t.ok("put markers Ben 3")
    t.ok("vote Aki yes 1")  # 2 for
    t.ok("vote Chie yes")  # 3 for
    t.ok("vote Ben no 3")  # 4 against
    assert t.show()["laws"] == ["most-gold", "most-squires", "counties-3pp"]
    assert t.state.laws_gone == ["buy-markers"]
    assert t.show()["proposals"][0] is None


def test_rulebook_19_a_player_votes_once_with_markers_they_have():
    """lancaster.vote.ballot"""
    t = parliament()
    t.rejected("vote Aki yes 2", "lancaster.vote.ballot")  # Aki has 1 marker
    t.ok("vote Aki yes 1")
    t.rejected("vote Aki no", "lancaster.vote.ballot")  # twice
    assert pending(t)["waiting"] == ["Ben", "Chie"]


def test_rulebook_19_used_markers_go_to_the_supply_and_unused_ones_after_the_third_vote():
    """lancaster.vote.markers (R15)"""
    t = parliament()
    t.ok("put markers Ben 4")
    t.ok("put knight Aki 1 A")  # so that the table stops at the laws (most gold: Aki upgrades)
    supply = t.state.supply["markers"]
    t.ok("vote Aki yes 1")
    t.ok("vote Ben no 2")
    t.ok("vote Chie no")
    assert t.state.supply["markers"] == supply + 3
    assert [holdings(t, p)["markers"] for p in ("Aki", "Ben", "Chie")] == [0, 2, 1]
    for _ in range(2):
        for p in ("Aki", "Ben", "Chie"):
            t.ok(f"vote {p} no")
    # The next round starts with no markers: the unused 3 are back in the supply.
    assert (kind(t), t.show()["phase"]) == ("upgrade", "laws")
    assert [holdings(t, p)["markers"] for p in ("Aki", "Ben", "Chie")] == [0, 0, 0]
    assert t.state.supply["markers"] == supply + 6
    assert supply_total(t, "markers") == 37


# --- ■20 the laws apply --------------------------------------------------------------------------------------


def test_rulebook_20_laws_apply_left_to_right():
    """lancaster.law.order: paying for markers (left) changes who has the most gold (middle)."""
    t = laws_phase("buy-markers", "most-gold", "counties-3pp")
    t.ok("put coins Aki 5")
    t.ok("put coins Ben 4")
    t.ok("put knight Aki 1 A")
    t.ok("put knight Ben 1 B")
    t.ok("put phase laws")
    assert (kind(t), pending(t)["player"], pending(t)["law"]) == ("pay", "Aki", "buy-markers")
    t.ok("pay 2")  # Aki: 3 coins left, 2 more markers
    t.ok("pay 0")  # Ben
    t.ok("pay 0")  # Chie
    # most-gold now: Ben (4) alone; he upgrades his deployed knight.
    assert (kind(t), pending(t)["player"]) == ("upgrade", "Ben")
    assert pending(t)["options"] == ["1@B"]
    t.ok("upgrade 1 B")
    assert t.show()["counties"]["B"]["knight"]["strength"] == 2
    assert holdings(t, "Aki")["markers"] == 3 and holdings(t, "Aki")["coins"] == 3
    assert t.show()["counties"]["A"]["knight"]["strength"] == 1


def test_rulebook_20_most_ties_reward_every_tied_player():
    """lancaster.law.most (R17)"""
    t = laws_phase("most-squires", "buy-markers", "conflicts-3pp")
    t.ok("put servants Aki 3")
    t.ok("put servants Ben 3")
    t.ok("put servants Chie 1")
    t.ok("put phase laws")
    assert holdings(t, "Aki")["court"] == [1, 1, 2] and holdings(t, "Ben")["court"] == [1, 1, 2]
    assert holdings(t, "Chie")["court"] == [1, 2]


def test_rulebook_20_pay_laws_are_asked_in_player_order_from_the_start_player():
    """lancaster.law.pay (R18): any number of times the player can pay. A player with nothing to pay is
    asked all the same (■3: coins lie behind the screen) and answers pay 0."""
    t = laws_phase("squire-gold-3pp", "buy-markers", "conflicts-3pp")
    t.ok("put start Ben")
    t.ok("put coins Aki 3")
    t.ok("put servants Aki 2")
    t.ok("put coins Chie 0")
    t.ok("put phase laws")
    assert (pending(t)["player"], pending(t)["max"]) == ("Ben", 2)
    t.rejected("pay 3", "lancaster.law.pay")  # Ben has 2 servants and 2 coins
    t.ok("pay 1")
    assert pending(t)["player"] == "Chie"  # with no coin, asked: skipping her would tell the table
    t.rejected("pay 1", "lancaster.law.pay")
    assert "Chie pays 0 time(s) for" in t.ok("pay 0").text
    assert (pending(t)["player"], pending(t)["max"]) == ("Aki", 2)
    supply = dict(t.state.supply)
    t.ok("pay 2")
    assert (holdings(t, "Aki")["pp"], holdings(t, "Aki")["coins"], holdings(t, "Aki")["servants"]) == (6, 1, 0)
    assert holdings(t, "Ben")["pp"] == 3
    assert t.state.supply["coins"] == supply["coins"] + 2 and t.state.supply["servants"] == supply["servants"] + 2
    # The second law (buy voting markers, 1 coin each) is asked next, again from Ben.
    assert (pending(t)["law"], pending(t)["player"]) == ("buy-markers", "Ben")


def test_rulebook_20_the_example_of_paying_one_coin_per_five_points():
    """■20: "-coin 1 / +5 power points": per coin paid, as many as the player wants."""
    t = game()
    t.ok("fact law.buy-pp pay coins 1 -> pp 5")
    t.ok("put law 1 buy-pp")
    t.ok("put coins Aki 4")
    t.ok("put phase laws")
    t.ok("pay 3")
    assert (holdings(t, "Aki")["pp"], holdings(t, "Aki")["coins"]) == (15, 1)


def test_rulebook_20_per_counties_and_per_conflicts_with_your_knights():
    """lancaster.law.per: whole multiples only."""
    t = laws_phase("counties-3pp", "conflicts-3pp", "counties-8pp")
    for county in ("A", "B", "C"):
        t.ok(f"put knight Aki 1 {county}" if county != "C" else "put knight Aki 2 C")
    t.ok("put knight Ben 1 E")
    t.ok("put knight Chie 1 F")
    t.ok("put knight Chie 1 G")
    t.ok("put knight Ben 3 u1")
    t.ok("put knight Ben 2 u2")
    t.ok("put knight Chie 2 u2")
    t.ok("put phase laws")
    # Aki: 3 counties -> 3 (per 2) + 8 (per 3); Ben: 1 county, 2 conflicts -> 6; Chie: 2 counties,
    # 1 conflict -> 3 + 3.
    assert t.show()["points"] == {"Aki": 11, "Ben": 6, "Chie": 6}


def test_rulebook_20_deployed_knights_three_1s_and_no_2():
    """lancaster.law.deployed: knights on counties, conflicts and castle spaces count as deployed."""
    t = laws_phase("three-1s-5pp", "no2-upgrade", "buy-markers")
    t.ok("put knight Aki 1 A")
    t.ok("put knight Aki 1 u1")
    t.ok("put knight Aki 1 s1")
    t.ok("put knight Ben 1 B")
    t.ok("put knight Ben 1 s1")
    t.ok("put knight Ben 2 s2")
    t.ok("put phase laws")
    assert t.show()["points"] == {"Aki": 5, "Ben": 0, "Chie": 0}
    # no2-upgrade: Aki (no 2 deployed) and Chie (nothing deployed) upgrade; Ben has a 2 out.
    assert (kind(t), pending(t)["player"]) == ("upgrade", "Aki")
    t.ok("upgrade 1 A")
    assert (kind(t), pending(t)["player"]) == ("upgrade", "Chie")
    t.ok("upgrade 2 court")
    assert holdings(t, "Chie")["court"] == [1, 3]
    assert t.show()["counties"]["A"]["knight"]["strength"] == 2


def test_rulebook_20_a_deployed_3_goes_back_to_the_stock_for_the_4():
    """lancaster.law.deployed (■20: -crest 3)"""
    t = laws_phase("swap-3-for-4", "buy-markers", "conflicts-3pp")
    t.ok("put knight Aki 3 B")
    t.ok("put knight Ben 3 court")  # not deployed: nothing
    t.ok("put phase laws")
    assert t.show()["counties"]["B"]["knight"] == {"player": "Aki", "strength": 4, "servants": 0}
    assert holdings(t, "Aki")["stock"] == [1, 1, 2, 3]
    assert holdings(t, "Ben")["court"] == [1, 2, 3] and holdings(t, "Ben")["stock"] == [1, 1, 2, 4]


def test_rulebook_20_the_other_icons_of_the_legend():
    """lancaster.law.per: per deployed 2-knight, per 2 conflicts, per 3 extension tiles, per 3 nobles."""
    t = laws_phase("knight2-squire", "conflicts-bundle", "extensions-5pp")
    t.ok("put knight Aki 2 A")
    t.ok("put knight Aki 2 s1")  # two 2s deployed: 2 servants
    t.ok("put knight Ben 2 u1")
    t.ok("put knight Ben 1 u2")  # two conflicts: a servant, a marker and a coin
    for space in (1, 2):
        t.ok(f"put extension Chie {space}")  # three tiles: 5 power points
    supply = dict(t.state.supply)
    t.ok("put phase laws")
    assert holdings(t, "Aki")["servants"] == 4
    assert (holdings(t, "Ben")["servants"], holdings(t, "Ben")["markers"], holdings(t, "Ben")["coins"]) == (4, 2, 3)
    assert t.show()["points"] == {"Aki": 0, "Ben": 0, "Chie": 5}
    assert t.state.supply["servants"] == supply["servants"] - 4


def test_rulebook_20_a_new_knight_per_three_nobles_and_an_extension_per_two_conflicts():
    t = laws_phase("nobles-knight", "conflicts-extension", "buy-markers")
    for county in "ABC":
        t.ok(f"put noble Aki {county}")
    t.ok("put knight Ben 1 u1")
    t.ok("put knight Ben 2 u2")
    t.ok("put coins Aki 0")
    t.ok("put coins Ben 0")
    t.ok("put coins Chie 0")
    t.ok("put phase laws")
    assert holdings(t, "Aki")["court"] == [1, 1, 2]
    assert (kind(t), pending(t)["player"]) == ("extension", "Ben")
    t.ok("extension 3")
    assert holdings(t, "Ben")["extensions"] == ["s3", "s5"]


def test_ruling_26_round_5_still_votes():
    t = game()
    t.ok("put round 5")
    t.ok("put phase parliament")
    assert kind(t) == "vote" and pending(t)["law"] == "buy-markers"
