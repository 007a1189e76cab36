"""The Carolingi scenarios (scenarios/carolingi/): each teaching save holds the ruling it shows."""

from __future__ import annotations

from scenario_helpers import loaded


def test_hunger_scenario():
    """carolingi.hunger.capacity, carolingi.hunger.choice, carolingi.hunger.tie, carolingi.hunger.rebels"""
    s, state = loaded("carolingi", "hunger")
    assert state.followers["normandie"] == {"Aki": 3} and "normandie" not in state.rebels
    assert state.followers["hessen"] == {"Ben": 3}
    assert "champagne" not in state.followers and state.rebels["champagne"] == 1
    assert state.followers["duche-de-bourgogne"] == {"Chie": 2} and state.rebels["duche-de-bourgogne"] == 1
    assert state.followers["ile-de-france"] == {"Aki": 1} and state.rebels["ile-de-france"] == 1
    assert state.followers["schwaben"] == {"Chie": 1} and state.rebels["schwaben"] == 1


def test_full_region_scenario():
    """carolingi.event.full-region, carolingi.event.forest-spread"""
    s, state = loaded("carolingi", "full-region")
    assert state.slots["sachsen"] == ["hessen"]
    assert state.rebels["nordalbingien"] == 1 and state.rebels["friesland"] == 2
    assert "ostfalen" not in state.rebels
    assert state.followers["thueringen"] == {"Ben": 2}


def test_levy_scenario():
    """carolingi.levy.amount, carolingi.levy.spend"""
    s, state = loaded("carolingi", "levy")
    assert (state.leudes["Chie"], state.nobiles["Chie"], state.missi["Chie"]) == (1, 3, 9)


def test_battle_scenario():
    """carolingi.battle.rounds, carolingi.battle.trophy"""
    s, state = loaded("carolingi", "battle-trophy")
    assert state.followers["anjou"] == {"Aki": 1} and state.followers["champagne"] == {"Aki": 1}
    assert "champagne" not in state.rebels and state.glory["Aki"] == 1


def test_peace_scenarios():
    """carolingi.peace.check, carolingi.peace.reveal"""
    s, state = loaded("carolingi", "peace-fails")
    assert not state.over and state.inactive["Aki"] == 5 and state.followers["anjou"] == {"Aki": 1}
    s, state = loaded("carolingi", "peace-wins")
    assert state.over and state.winners == ["Aki"] and state.end_reason == "peace"


def test_setup_saves():
    for n in range(2, 7):
        s, state = loaded("carolingi", f"setup-{n}p")
        assert len(state.players) == n and state.pending["kind"] == "draw"


def test_first_year_scenario():
    """carolingi.season.swap, carolingi.year.change, carolingi.year.court-day, carolingi.year.rebels"""
    s, state = loaded("carolingi", "first-year")
    assert (state.year, state.season) == (831, 0)
    assert state.rebels["anjou"] == 3 and state.archive_rebels == 2
    assert state.ready == {"Aki": 5, "Ben": 5} and state.swapped == {"Aki": False, "Ben": False}
    assert state.archive_hunger == 1 and state.bag_events == 2
    assert state.court_days == {"830": {"Aki": 0, "Ben": 0}}
    assert state.followers["normandie"] == {"Aki": 8} and state.missi["Aki"] == 3
