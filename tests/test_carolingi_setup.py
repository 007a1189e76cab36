"""Carolingi set-up by player count (rulebook 2.2), the map data as shipped (a provisional
reconstruction: the checks the rulebook itself implies), and control as the one reading of majorities."""

from __future__ import annotations

import pytest
from carolingi_helpers import clear_rebels, country, table
from conftest import Table

from referee import facts
from referee.games.carolingi.board import board as build_board

PLAYERS = "Aki Ben Chie Dai Emi Fumi".split()
# players -> (countries in play, rebels placed, cards in the Archivum, event tiles on the Scriptorium)
EXPECTED = {2: (15, 10, 10, 1), 3: (21, 13, 15, 1), 4: (27, 17, 19, 1), 5: (31, 19, 21, 2), 6: (36, 22, 24, 2)}
HOMELANDS = ["normandie", "ostfalen", "comte-de-bourgogne", "toulouse", "karantanien", "tuscia"]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_by_player_count(n):
    """carolingi.setup.regions, carolingi.setup.cards, carolingi.setup.forests, carolingi.setup.events,
    carolingi.setup.boards, carolingi.setup.homelands, carolingi.setup.rebels"""
    t = table(" ".join(PLAYERS[:n]))
    data = t.show()
    countries, rebels, archive, events = EXPECTED[n]
    assert len(data["countries"]) == countries
    assert sum(c["rebels"] for c in data["countries"].values()) == rebels
    assert data["archive"] == {"cards": archive, "hunger": 0, "rebels": 0}
    assert data["hunger_beside"] == 1 and data["almanac_events"] == 1
    assert data["bag"]["events"] == events and data["bag"]["tiles"] == {p: 2 for p in PLAYERS[:n]}
    forests = {c for c, d in data["countries"].items() if d["forest"]}
    assert forests == {c for c, k in facts.table("carolingi", "setup")["forest_from"].items() if k <= n}
    for i, p in enumerate(PLAYERS[:n]):
        home = data["countries"][HOMELANDS[i]]
        assert home["homeland"] == p and home["followers"] == {p: 5} and home["rebels"] == 0
        b = data["player_boards"][p]
        assert (b["leudes"], b["nobiles"], b["missi"], b["glory"]) == (8, 8, 3, 0)
        assert b["tiles"]["ready"] == 5 and b["tiles"]["inactive"] == 5
    cards = {c["country"] for cs in data["cards"].values() for c in cs}
    start = {"champagne", "oberlothringen", "westfalen"} | ({"perigord"} if n >= 4 else set()) \
        | ({"nordgau"} if n >= 5 else set()) | ({"longobardia-orientale"} if n >= 6 else set())
    assert cards == start
    for c, d in data["countries"].items():  # a rebel in every unforested country but the homelands
        assert d["rebels"] == (0 if d["forest"] or d["homeland"] else 1), c
    assert data["sundial"] == 834 and data["year"] == 830 and data["season"] == "winter"


def test_the_sundial_is_an_option():
    t = Table("new carolingi Aki Ben --option sundial=832")
    assert t.show()["sundial"] == 832


@pytest.mark.parametrize("option, rule", [("version=semi-cooperative", "carolingi.variant.semi-coop"),
                                          ("hunger-cards=3", "carolingi.hunger.other-cards")])
def test_what_the_rulebook_lacks_is_refused_not_guessed(option, rule):
    t = Table()
    reply = t.session.execute(f"new carolingi Aki Ben --option {option}")
    assert reply.status == "error" and rule in reply.text and t.session.game is None


def test_the_map_data_keeps_the_rulebook_s_own_checks():
    """carolingi.map.adjacent: the shipped map satisfies what the rulebook implies."""
    shipped = facts.shipped("carolingi")
    b = build_board(6, shipped, {})
    assert len(b.countries) == 36 and len(b.regions) == 8
    assert sum(b.slots(r) for r in b.regions) == 20
    assert set(b.in_region("sachsen")) == {"westfalen", "ostfalen", "nordalbingien", "hessen", "thueringen"}
    assert b.slots("sachsen") == 3
    assert set(b.neighbours["nordalbingien"]) == {"friesland", "ostfalen"}  # 4.1: the spread reaches only these
    assert b.adjacent("normandie", "anjou") and b.adjacent("hessen", "franken")  # 5.4
    assert b.region_of["franken"] == "alamannien" and b.region_of["hessen"] == "sachsen"
    for r in b.regions:  # one forest a region
        assert len([c for c in b.in_region(r) if c in b.forests]) == 1, r
    for players in range(2, 7):  # every country in play hangs together
        small = build_board(players, shipped, {})
        seen, todo = {small.countries[0]}, [small.countries[0]]
        while todo:
            for n in small.neighbours[todo.pop()]:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == set(small.countries), players


def test_the_5_7_example_s_eligible_countries_follow_from_the_map():
    """carolingi.pacify.range: yellow (homeland Comte de Bourgogne, followers in Schwaben) may pacify
    Oberlothringen, Franken, Schwaben, (Haute) Provence, Duche de Bourgogne and Champagne, but not Anjou,
    Thueringen or Niederlothringen."""
    t = table("Aki Ben Chie", "put followers Schwaben Chie 1")
    b = t.state.board
    near = {c for c in b.countries
            if any(t.state.count(x, "Chie") for x in (c, *b.neighbours[c])) and not t.state.owner_of_homeland(c)}
    assert {"oberlothringen", "franken", "schwaben", "haute-provence", "duche-de-bourgogne", "champagne"} <= near
    assert not near & {"anjou", "thueringen", "niederlothringen"}
    t.ok("draw pacify Chie")
    t.rejected("pacify Anjou 1", "carolingi.pacify.range")
    t.rejected("pacify Thüringen 1", "carolingi.pacify.range")
    t.ok("pacify Oberlothringen 1")
    assert country(t, "oberlothringen")["followers"] == {"Chie": 1} and country(t, "oberlothringen")["rebels"] == 0


def test_control_is_one_concept_and_show_country_says_why():
    """carolingi.control.majority: more than all others and the rebels together; a tie is not control;
    a forest is never controlled; the battle majority is the simple one."""
    t = table("Aki Ben Chie")
    t.ok("put followers Anjou Aki 2")  # 2 against a rebel: control
    assert country(t, "anjou")["controller"] == "Aki"
    t.ok("put followers Anjou Chie 1")  # 2 against 1 + 1 rebel: no control, but still the battle majority
    assert country(t, "anjou")["controller"] == "" and country(t, "anjou")["battle_majority"] == "Aki"
    assert country(t, "anjou")["why"] == "short"
    t.ok("put followers Champagne Aki 2")
    t.ok("put followers Champagne Ben 2")
    assert country(t, "champagne")["why"] == "tie" and country(t, "champagne")["battle_majority"] == ""
    t.ok("put followers Berry Aki 3")
    assert country(t, "berry")["controller"] == "" and country(t, "berry")["why"] == "forest"
    text = t.ok("show Anjou").text
    assert "Nobody controls it: Aki has 2 follower(s)" in text and "Battle majority" in text
    assert "controls it" in t.ok("show Normandie").text
    ja = t.ok("lang ja") and t.ok("show アンジュー").text
    assert "誰も支配していません" in ja


def test_show_country_is_a_general_core_view_other_games_refuse():
    t = Table("new tigris Aki Ben")
    assert t.session.execute("show F4").status == "error"
    t2 = table("Aki Ben")
    assert "Picardie" in t2.ok("show picardy").text  # an alias of the board's name


def test_the_show_screen_fits_80_columns_and_says_the_map_is_provisional():
    from referee.render import width

    for players in ("Aki Ben", "Aki Ben Chie Dai Emi Fumi"):
        for lang in ("en", "ja"):
            t = Table(f"new carolingi {players}", lang=lang)
            text = t.ok("show").text
            assert max(width(line) for line in text.splitlines()) <= 80
            assert ("provisional" in text) or ("暫定" in text)
    assert Table("new carolingi Aki Ben").show()["map_provisional"] is True


def test_put_palace_swaps_homelands_with_their_followers():
    """carolingi.setup.homelands"""
    t = table("Aki Ben", "put palace Aki Ostfalen")
    data = t.show()
    assert data["countries"]["ostfalen"]["followers"] == {"Aki": 5}
    assert data["countries"]["normandie"]["homeland"] == "Ben"


def test_homelands_stay_closed_to_others():
    """carolingi.homeland.closed"""
    t = table("Aki Ben")
    t.rejected("put followers Normandie Ben 1", "carolingi.homeland.closed")
    t.rejected("put rebels Ostfalen 1", "carolingi.homeland.closed")
    t.rejected("put followers Toulouse Aki 1", "carolingi.map.in-play")  # Aquitaine is out with two


def test_the_table_corrects_the_map():
    """carolingi.facts.table: a neighbours list typed at the table is complete for its country."""
    t = table("Aki Ben")
    assert "normandie" in country(t, "anjou")["neighbours"]
    t.ok("fact country.anjou.neighbours berry,ile-de-france")
    assert "normandie" not in country(t, "anjou")["neighbours"]
    assert "anjou" not in country(t, "normandie")["neighbours"]
    t.rejected("fact country.picardie.region none", "carolingi.facts.table")  # its rebel would be stranded
    clear_rebels(t, "Picardie")
    t.ok("fact country.picardie.region none")
    assert "picardie" not in t.show()["countries"]


def test_a_board_profile_corrects_new_games(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    text, status = facts.cli_board("carolingi", "set", ["country.anjou.neighbours", "berry"])
    assert status == 0
    t = table("Aki Ben")
    assert country(t, "anjou")["neighbours"] == ["berry"]
    assert t.show()["map_provisional"] is True  # the other countries are still provisional


def test_sea_links_are_adjacency_and_the_table_corrects_them():
    """carolingi.map.adjacent: a dashed line over water joins Friesland and Nordalbingien (4.1 B)."""
    t = table("Aki Ben")
    assert country(t, "nordalbingien")["sea"] == ["friesland"]
    assert "(by sea)" in t.ok("show Nordalbingien").text
    t.ok("fact country.flandern.sea friesland")  # a sea link the table finds on its board
    assert "friesland" in country(t, "flandern")["sea"] and "flandern" in country(t, "friesland")["neighbours"]


def test_a_sea_link_can_be_struck_off():
    t = table("Aki Ben Chie Dai Emi Fumi")
    t.ok("fact country.corse.sea none")
    t.ok("fact country.tuscia.sea none")
    t.ok("fact country.longobardia-occidentale.sea none")
    assert country(t, "corse")["neighbours"] == []
