"""Carolingi: a finding of a held-out trial (stop 30). `put season` typed while a hunger card is being
carried out used to drop the countries not yet checked, though the card was spent (rulebook 4.2 checks
every country; carolingi.put.pending asks a question set aside by a set-up line again)."""

from __future__ import annotations

from conftest import Table


def test_put_season_during_a_hunger_card_finishes_the_card():
    t = Table("new carolingi Aki Ben Chie", "put year 831", "put followers Aki Anjou 3",
              "put followers Ben Anjou 1", "put followers Chie Anjou 1", "draw event", "card hunger")
    assert t.state.pending["kind"] == "hunger"
    t.ok("put season spring")
    asked = t.state.pending
    assert asked["kind"] == "hunger" and asked["country"] == "anjou" and asked["player"] == "Aki"
    assert asked["excess"] == 4 and t.state.hunger_played == 1
    reply = t.ok("remove Aki 2 Ben 1 Chie 1")
    # the rest of the card is checked too: Ostfalen and Comté de Bourgogne (homelands, 5 followers) feed 3
    assert "Hunger in Ostfalen (feeds 3): back to Leudes: Ben 2" in reply.text
    assert t.state.followers["anjou"] == {"Aki": 1}
    assert t.state.followers["ostfalen"] == {"Ben": 3} and t.state.followers["comte-de-bourgogne"] == {"Chie": 3}
    assert t.state.pending["kind"] == "draw" and t.state.pending["season"] == "spring"
