"""Carolingi: an audit against the rulebook (seeds/003): each test pins an outcome the rulebook fixes,
built from a `put` position or one of its examples, and is named after the rule id it checks."""

from __future__ import annotations

from carolingi_helpers import table


def test_carolingi_setup_events_put_year_lays_the_almanac_event_tile_in_an_untouched_bag():
    """carolingi.setup.events, carolingi.year.change (2.2.5, 3.4): from 831 a table of three lays two
    event tiles in the bag each season; a game joined in 831 before any draw has both in its bag."""
    t = table("Aki Ben Chie", "put year 831")
    data = t.show()
    assert data["bag"]["events"] == 2 and data["scriptorium"] == 0 and data["almanac_events"] == 0
    t.ok("draw event")
    t.ok("card hunger")
    t.ok("draw event")  # the second event tile of the season
    t.ok("card Picardie")
    t.rejected("draw event", "carolingi.season.draw")  # and no third


def test_carolingi_setup_events_put_year_after_a_draw_keeps_the_bag_as_laid():
    """carolingi.setup.events: once the season's draws have begun, the bag holds what was laid; the
    almanac's tile waits on the Scriptorium for the next season."""
    t = table("Aki Ben", "draw noaction Aki", "put year 832")
    data = t.show()
    assert data["bag"]["events"] == 1 and data["scriptorium"] == 1


def test_carolingi_event_forest_spread_is_told_in_why():
    """carolingi.event.forest-spread (4.1 B.2, the Hessen example): `why` names the rebel that the forest
    Nordalbingien spreads to Friesland, and the homeland it spares."""
    t = table("Aki Ben Chie", "put card Nordalbingien", "put card Thüringen", "put envoys Westfalen Ben 1",
              "put envoys Thüringen Ben 2", "draw event", "card Hessen")
    why = t.ok("why").text
    assert "a rebel in Friesland" in why and "Ostfalen is a homeland" in why
    assert "The Sachsen slots are full" in why


def test_carolingi_hunger_rebels_are_told_in_why():
    """carolingi.hunger.rebels (4.2 step 2): the rebel placed where followers left is a step of `why`."""
    t = table("Aki Ben", "put year 831", "put rebels Anjou 0", "put followers Anjou Aki 2",
              "draw event", "card hunger")
    why = t.ok("why").text
    assert "carolingi.hunger.rebels" in why and "Anjou" in why
    assert t.show()["countries"]["anjou"] == {**t.show()["countries"]["anjou"], "followers": {"Aki": 1},
                                             "rebels": 1}


def test_carolingi_season_draw_names_what_was_typed():
    """carolingi.season.draw: a draw line without its tile names the words typed, not a placeholder."""
    t = table("Aki Ben")
    reply = t.error("draw Aki")  # no tile named: no line of the language (exit 2), with its usage
    assert "None" not in reply.text and "draw TILE PLAYER" in reply.text


def test_carolingi_develop_activate_a_tile_activated_this_season_is_not_in_the_bag():
    """carolingi.develop.activate, carolingi.peace.pair (5.2 a): a dotted tile made active is usable from
    the next season; the peace tile cannot come out of the bag in the season it was activated."""
    t = table("Aki Ben", "draw develop Aki", "develop activate")
    t.rejected("draw peace Aki", "carolingi.peace.pair")
    t.run("""draw noaction Aki
draw noaction Ben
draw noaction Ben
draw event
card Picardie""")
    assert t.show()["season"] == "spring"
    t.ok("draw peace Aki")  # next season it may have been laid
    assert t.show()["pending"]["kind"] == "extra"


def test_carolingi_map_in_play_country_names_typed_loosely():
    """carolingi.map.in-play: a country typed with spaces for hyphens, without its accents or with the
    rulebook's brackets is the same country; a name of two countries stays refused."""
    t = table("Aki Ben Chie")
    t.ok("put rebels 'Ile de France' 0")
    t.ok("put followers Aki 'île de france' 2")
    t.ok("put followers Chie 'Chur Raetien' 1")
    t.ok("put followers Chie '(オート)プロヴァンス' 1")
    c = t.show()["countries"]
    assert c["ile-de-france"]["followers"] == {"Aki": 2} and c["ile-de-france"]["rebels"] == 0
    assert c["chur-raetien"]["followers"] == {"Chie": 1} and c["haute-provence"]["followers"] == {"Chie": 1}
    t.error("put followers Aki Burgundy 1")  # the duchy or the county?


def test_carolingi_move_from_why_says_control_was_checked_at_the_start():
    """carolingi.move.from (5.4): `why` tells that each origin was held at the start of the action (the
    count against the others), or is a forest; two groups from Anjou leave it although the first already
    breaks the majority."""
    t = table("Aki Ben Chie", "put rebels Anjou 0", "put followers Aki Anjou 2", "put followers Chie Anjou 1",
              "put followers Aki Berry 1", "draw move Aki", "move Anjou Normandie 1 Anjou Île-de-France 1 Berry Anjou")
    why = t.ok("why").text
    assert "Aki controls Anjou at the start of the action (2 against 1)" in why
    assert "Berry is a forest" in why
    c = t.show()["countries"]
    assert c["anjou"]["followers"] == {"Aki": 1, "Chie": 1} and c["ile-de-france"]["followers"] == {"Aki": 1}
    assert t.show()["player_boards"]["Aki"]["missi"] == 0  # three groups, three Missi


def test_carolingi_event_card_a_free_slot_is_the_last_ruling_in_why():
    """carolingi.event.card (4.1 A): after a card slides into a free slot, `why` tells that, not an older
    ruling."""
    t = table("Aki Ben Chie", "draw levy Aki", "levy 3", "draw event", "card Hessen")
    why = t.ok("why").text
    assert "carolingi.event.card" in why and "Hessen" in why and "levy" not in why.lower()


def test_carolingi_influence_board_why_names_influence_c():
    """carolingi.influence.board (5.1 C): what comes off the cards is told under Influence C's rule."""
    t = table("Aki Ben Chie", "put envoys Westfalen Aki 1", "put envoys Westfalen Chie 2",
              "draw influence Aki", "influence board Westfalen")
    why = t.ok("why").text
    assert "[carolingi.influence.board]" in why and "carolingi.event.full-region" not in why
    assert t.show()["countries"]["westfalen"]["followers"] == {"Aki": 1, "Chie": 2}


def test_carolingi_levy_spend_a_nobile_brought_to_court_may_go_on_to_the_missi():
    """carolingi.levy.spend (5.3): each levy moves a follower one space right to left; a Nobile moved to
    the Leudes may move on to the Missi with another levy (as Nobiles to Missi at 2)."""
    t = table("Aki Ben", "put court Aki 0 8 3", "draw levy Aki")
    t.rejected("levy 2 0 1", "carolingi.levy.spend")  # one Leudes only, and that the Nobile brought to court
    t.ok("levy 1 0 1")  # the levy of 3 (the minimum): one Nobile to court (1) and on to the Missi (1)
    b = t.show()["player_boards"]["Aki"]
    assert (b["leudes"], b["nobiles"], b["missi"]) == (0, 7, 4)


def test_carolingi_move_step_a_refused_step_says_it_rests_on_the_provisional_map():
    """carolingi.move.step, carolingi.pacify.range: a step or a pacification refused for want of a border
    names the provisional facts it rests on; once the table has typed the border, the same line passes."""
    t = table("Aki Ben", "draw move Aki")
    reply = t.rejected("move Normandie Champagne", "carolingi.move.step")
    assert "provisional" in reply.text and "country.champagne.neighbours" in reply.text
    t.ok("fact country.normandie.neighbours picardie,ile-de-france,anjou,champagne")
    t.ok("move Normandie Champagne")
    assert t.show()["countries"]["champagne"]["followers"] == {"Aki": 1}
    t = table("Aki Ben", "draw pacify Aki")
    reply = t.rejected("pacify Westfalen", "carolingi.pacify.range")
    assert "provisional" in reply.text


def test_carolingi_battle_condition_why_counts_each_side_and_the_trophy_is_the_last_ruling():
    """carolingi.battle.condition, carolingi.battle.trophy (5.5, the rulebook's example): `why` gives the
    counts that allow each battle; after the trophy, `why` tells the trophy."""
    t = table("Aki Ben Chie", "put rebels Anjou 0", "put followers Anjou Aki 2", "put followers Anjou Chie 1",
              "put followers Champagne Aki 2", "put followers Champagne Ben 1", "draw battle Aki",
              "battle Anjou Champagne")
    why = t.ok("why").text
    assert "Aki may battle in Champagne: 2 follower(s) against at most 1 of any other player and 1 rebel(s)" in why
    t.ok("trophy yes")
    assert "carolingi.battle.trophy" in t.ok("why").text
    assert t.show()["player_boards"]["Aki"]["glory"] == 1


def test_carolingi_end_victory_why_after_the_last_autumn_gives_each_player_s_conditions():
    """carolingi.end.victory, carolingi.end.tie-break (3.5): after the sundial year's last draw, `why` gives
    every player's conditions and the tie-break that decided (followers on the board)."""
    t = table("Aki Ben", "put year 834", "put season autumn", "put followers Aki Picardie 1", "put rebels Picardie 0")
    for line in ("draw noaction Aki", "draw noaction Aki", "draw noaction Ben", "draw noaction Ben",
                 "draw event", "card Anjou", "draw event"):
        t.ok(line)
    t.ok("card Thüringen")
    why = t.ok("why").text
    assert "Aki: countries controlled 2" in why and "Ben: countries controlled 1" in why
    assert "carolingi.end.tie-break" in why
    assert t.score()["winners"] == ["Aki"] and t.score()["final"] is True
