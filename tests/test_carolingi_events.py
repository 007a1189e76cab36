"""Carolingi events (rulebook 4): the country card into a free slot or a full region, the forest spread,
and the hunger card with the rulebook's example A-F."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, country, table
from conftest import Table


def test_a_card_goes_into_a_free_slot():
    """carolingi.event.card (4.1 A: Nordalbingien into the Saxony slots)"""
    t = table("Aki Ben Chie")
    t.ok("draw event")
    assert t.show()["pending"]["kind"] == "card"
    homeland = t.rejected("card Normandie", "carolingi.event.card")  # a homeland card is out of the game
    assert "a homeland, left the game at set-up" in homeland.text
    assert "lies in a slot" in t.rejected("card Westfalen", "carolingi.event.card").text  # a start card
    two = table("Aki Ben")
    two.ok("draw event")
    assert "not in play" in two.rejected("card Franken", "carolingi.event.card").text  # Austrasien: 3+ players
    t.ok("card Nordalbingien")
    assert [c["country"] for c in t.show()["cards"]["sachsen"]] == ["westfalen", "nordalbingien"]
    assert t.show()["pending"]["kind"] == "draw"


def hessen_example():
    """The position of 4.1 B: the Saxony slots full with Westfalen, Nordalbingien and Thueringen."""
    t = table("Aki Ben Chie", "put card Nordalbingien", "put card Thüringen",
              "put envoys Westfalen Ben 1", "put envoys Westfalen Chie 1", "put envoys Thüringen Ben 2")
    return t


def test_the_rulebook_s_full_region_example():
    """carolingi.event.full-region, carolingi.event.forest-spread (4.1 B: Hessen drawn, Saxony full)"""
    t = hessen_example()
    before = t.show()["countries"]
    t.ok("draw event")
    reply = t.ok("card Hessen")
    data = t.show()
    c = data["countries"]
    assert c["nordalbingien"]["rebels"] == 1  # B.1: the followerless card got a rebel, B.2 it came down
    assert c["friesland"]["rebels"] == before["friesland"]["rebels"] + 1  # the forest spreads over the sea
    assert c["ostfalen"]["rebels"] == 0  # blue's homeland is protected
    assert c["westfalen"]["followers"] == {"Ben": 1, "Chie": 1}
    assert c["thueringen"]["followers"] == {"Ben": 2}
    assert [x["country"] for x in data["cards"]["sachsen"]] == ["hessen"]
    assert set(data["discard"]) == {"westfalen", "nordalbingien", "thueringen"}
    assert "provisional" in reply.text  # the spread rests on the provisional map


def test_cards_discarded_come_back_at_the_year_change_and_surplus_rebels_ride_on_cards():
    """carolingi.year.change, carolingi.year.rebels"""
    t = hessen_example()
    t.ok("draw event")
    t.ok("card Hessen")
    t.ok("put rebels Anjou 5")
    t.ok("put season autumn")
    for p in ("Aki", "Ben", "Chie"):
        t.ok(f"draw noaction {p}")
        t.ok(f"draw noaction {p}")
    t.ok("draw event")
    t.ok("card Picardie")  # Neustria has room
    data = t.show()
    assert data["year"] == 831 and data["season"] == "winter"
    assert data["countries"]["anjou"]["rebels"] == 3 and data["archive"]["rebels"] == 2
    assert data["archive"]["hunger"] == 1 and data["hunger_beside"] == 0
    assert data["discard"] == [] and data["scriptorium"] == 0 and data["bag"]["events"] == 2
    t.ok("draw event")
    t.ok("card Anjou")
    assert t.show()["cards"]["neustrien"][-1] == {"country": "anjou", "followers": {}, "rebels": 1}
    assert t.show()["archive"]["rebels"] == 1


def hunger_example():
    """The position of 4.2 (Aki red in Normandie, Ben blue in Ostfalen, Chie yellow in Comte de Bourgogne)."""
    t = table("Aki Ben Chie", "put year 831")
    clear_rebels(t, "Hessen", "Champagne", "'Duché de Bourgogne'", "Île-de-France", "Schwaben")
    t.run("""put followers Normandie Aki 4
put followers Hessen Ben 3
put development Hessen 2
put followers Champagne Aki 2
put followers Champagne Ben 2
put followers Duché_de_Bourgogne Chie 2
put followers Duché_de_Bourgogne Aki 1
put development Duché_de_Bourgogne 1
put followers Île-de-France Aki 2
put followers Schwaben Chie 1
put rebels Schwaben 1""".replace("_", "\\ "))
    return t


def test_the_rulebook_s_hunger_example_a_to_f():
    """carolingi.hunger.capacity, carolingi.hunger.choice, carolingi.hunger.tie, carolingi.hunger.rebels"""
    t = hunger_example()
    leudes = board(t, "Aki")["leudes"]
    t.ok("draw event")
    t.ok("card hunger")
    asked = t.show()["pending"]
    assert asked["kind"] == "hunger" and asked["player"] == "Chie" and asked["country"] == "duche-de-bourgogne"
    t.rejected("remove Aki Aki", "carolingi.hunger.choice")  # one must leave, not two
    t.rejected("remove Ben", "carolingi.hunger.choice")  # blue has nobody there
    t.ok("remove Aki")  # D: yellow removes the red follower
    c = t.show()["countries"]
    assert c["normandie"]["followers"] == {"Aki": 3} and c["normandie"]["rebels"] == 0  # A
    assert c["hessen"]["followers"] == {"Ben": 3} and c["hessen"]["rebels"] == 0  # B
    assert c["champagne"]["followers"] == {} and c["champagne"]["rebels"] == 1  # C: both colours gone
    assert c["duche-de-bourgogne"]["followers"] == {"Chie": 2} and c["duche-de-bourgogne"]["rebels"] == 1  # D
    assert c["ile-de-france"]["followers"] == {"Aki": 1} and c["ile-de-france"]["rebels"] == 1  # E
    assert c["schwaben"]["followers"] == {"Chie": 1} and c["schwaben"]["rebels"] == 1  # F: rebels do not count
    assert board(t, "Aki")["leudes"] == leudes + 1 + 2 + 1 + 1
    assert t.show()["pending"]["kind"] == "draw"
    assert t.show()["archive"]["hunger"] == 0


def test_a_hunger_tie_can_empty_a_country_with_three_players():
    t = table("Aki Ben Chie", "put year 831")
    clear_rebels(t, "Anjou")
    t.run("put followers Anjou Aki 1\nput followers Anjou Ben 1\nput followers Anjou Chie 1")
    t.ok("draw event")
    t.ok("card hunger")
    assert country(t, "anjou")["followers"] == {} and country(t, "anjou")["rebels"] == 1


def test_no_hunger_card_before_831():
    t = table("Aki Ben")
    t.ok("draw event")
    t.rejected("card hunger", "carolingi.event.card")


def test_influence_c_into_a_forest_spreads_but_not_into_a_neighbouring_forest():
    """carolingi.influence.board, carolingi.event.forest-spread: rebels brought down from a card into a
    forest stir up its neighbours (5.1 C note, 4.1 B.2), a neighbouring forest excepted."""
    t = table("Aki Ben")
    t.ok("fact country.berry.neighbours anjou,ile-de-france,flandern")  # a forest next to a forest
    t.ok("put card Berry")
    t.ok("put envoys Aki Berry 1")
    t.ok("put card-rebels Berry 1")
    before = t.show()["countries"]
    t.ok("draw influence Aki")
    t.ok("influence board Berry")
    c = t.show()["countries"]
    assert c["berry"]["followers"] == {"Aki": 1} and c["berry"]["rebels"] == 1
    assert c["anjou"]["rebels"] == before["anjou"]["rebels"] + 1
    assert c["ile-de-france"]["rebels"] == before["ile-de-france"]["rebels"] + 1
    assert c["flandern"]["rebels"] == 0  # a forest: no rebel, no chain


def test_a_rebel_due_with_none_left_in_the_supply_is_not_placed_and_the_table_is_told():
    """carolingi.supply.rebels: the hunger tie in Anjou is due a rebel, but all 50 are out."""
    t = table("Aki Ben Chie", "put year 831")
    clear_rebels(t, "Anjou")
    t.run("put followers Anjou Aki 1\nput followers Anjou Ben 1\nput followers Anjou Chie 1")
    left = t.show()["rebel_supply"]
    t.ok(f"put rebels Berry {country(t, 'berry')['rebels'] + left}")
    assert t.show()["rebel_supply"] == 0
    t.ok("draw event")
    reply = t.ok("card hunger")
    assert country(t, "anjou")["followers"] == {} and country(t, "anjou")["rebels"] == 0
    assert "No rebel is left in the supply for Anjou" in reply.text
    assert "carolingi.supply.rebels" in t.ok("why").text


def test_an_empty_archivum_brings_no_card_unless_the_table_reshuffles_the_discard_pile():
    """carolingi.event.card: the rulebook says nothing of an empty Archivum (discards go back at the year
    change): an event then brings no card; --option archive=reshuffle shuffles the discard pile into it."""
    for option, asked in (("", False), (" --option archive=reshuffle", True)):
        t = Table(f"new carolingi Aki Ben{option}")
        cards = list(t.state.archive)
        for card in cards:
            t.ok(f"put discard {card}")
        assert not t.state.archive and t.state.bag_events >= 1
        reply = t.ok("draw event")
        if asked:
            assert t.state.pending["kind"] == "card" and sorted(t.state.archive) == sorted(cards)
            assert "shuffled into it" in reply.text and not t.state.discard
            assert "carolingi.event.card" in t.ok("why").text
            t.ok(f"card {cards[0]}")
        else:
            assert "the event brings no card" in reply.text and sorted(t.state.discard) == sorted(cards)
