"""Carolingi rulings checked by an independent reading of the rulebook (a second referee's situations,
predicted from the rulebook before they were run): each test names the rule it pins."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, country, table


def _autumn_834(t, cards=("Hessen", "Thüringen")):
    for line in ("draw noaction Aki", "draw noaction Aki", "draw noaction Ben", "draw noaction Ben"):
        t.ok(line)
    for c in cards:
        t.ok("draw event")
        t.ok(f"card {c}")


def test_the_sundial_year_is_scored_before_the_rebels_are_trimmed():
    """carolingi.end.victory, carolingi.year.rebels: the game ends with the sundial year's autumn; the
    rebels above three are trimmed only to prepare a new year, so the final result is that court day's.
    Anjou holds 4 of Aki's and 5 rebels: not controlled (trimmed to 3 it would be, and give expansion)."""
    t = table("Aki Ben", "put year 834", "put season autumn")
    mine = ("Picardie", "Champagne", "Île-de-France", "Friesland")
    clear_rebels(t, *mine)
    for c in mine:
        t.ok(f"put followers {c} Aki 1")
    t.ok("put rebels Anjou 5")
    t.ok("put followers Anjou Aki 4")
    _autumn_834(t)
    data = t.score()
    assert data["final"] and data["end_reason"] == "sundial"
    assert data["players"]["Aki"]["conditions"]["expansion"] is False
    # 13 followers on the board: the one condition met
    assert data["players"]["Aki"]["points"] == data["court_days"]["834"]["Aki"] == 1
    assert country(t, "anjou")["rebels"] == 5


def test_the_battle_example_two_countries_one_trophy():
    """carolingi.battle.rounds, carolingi.battle.trophy (5.5 example): Anjou red 2 yellow 1, Champagne
    red 2 blue 1 and a rebel; one round each; one trophy for the tile, taken from the Leudes."""
    t = table("Aki Ben Chie")
    clear_rebels(t, "Anjou")
    t.run("put followers Anjou Aki 2\nput followers Anjou Chie 1\nput rebels Champagne 1\n"
          "put followers Champagne Aki 2\nput followers Champagne Ben 1\ndraw battle Aki")
    leudes = board(t, "Aki")["leudes"]
    t.ok("battle Anjou Champagne")
    t.ok("trophy yes")
    assert country(t, "anjou")["followers"] == {"Aki": 1}
    assert country(t, "champagne")["followers"] == {"Aki": 1} and country(t, "champagne")["rebels"] == 0
    assert board(t, "Aki")["glory"] == 1 and board(t, "Aki")["leudes"] == leudes + 2 - 1
    assert board(t, "Ben")["leudes"] == board(t, "Chie")["leudes"] == 8 - 1 + 1


def test_a_battle_goes_on_until_one_colour_is_left():
    """carolingi.battle.rounds: Aki 4, Ben 1, Chie 2, a rebel: round 1 leaves Aki 3 Chie 1, round 2 Aki 2."""
    t = table("Aki Ben Chie", "put rebels Anjou 1", "put followers Anjou Aki 4", "put followers Anjou Ben 1",
              "put followers Anjou Chie 2", "draw battle Aki", "battle Anjou")
    assert country(t, "anjou")["followers"] == {"Aki": 2} and country(t, "anjou")["rebels"] == 0


def test_a_hunger_tie_can_empty_a_country_of_three_colours():
    """carolingi.hunger.tie, carolingi.hunger.rebels: Aki 2, Ben 2 (tied first), Chie 1 in Anjou, which
    feeds 1: equal removal from everyone there, round by round, leaves nobody; a rebel rises."""
    t = table("Aki Ben Chie", "put year 831", "put rebels Anjou 0", "put followers Anjou Aki 2",
              "put followers Anjou Ben 2", "put followers Anjou Chie 1", "draw event", "card hunger")
    assert country(t, "anjou")["followers"] == {} and country(t, "anjou")["rebels"] == 1


def test_the_full_region_example_of_4_1():
    """carolingi.event.full-region, carolingi.event.forest-spread (4.1 B example): Hessen drawn while the
    Sachsen slots hold Westfalen, Nordalbingien, Thueringen; the followerless Nordalbingien card gets a
    rebel that reaches the forest and spreads to Friesland (by sea), not to Ostfalen (a homeland)."""
    t = table("Aki Ben Chie", "put card Nordalbingien", "put card Thüringen", "put envoys Westfalen Ben 1",
              "put envoys Thüringen Aki 2", "draw event", "card Hessen")
    assert country(t, "nordalbingien")["rebels"] == 1
    assert country(t, "friesland")["rebels"] == 2 and country(t, "ostfalen")["rebels"] == 0
    assert country(t, "westfalen")["followers"] == {"Ben": 1} and country(t, "thueringen")["followers"] == {"Aki": 2}
    assert [c["country"] for c in t.show()["cards"]["sachsen"]] == ["hessen"]
    assert set(t.show()["discard"]) == {"westfalen", "nordalbingien", "thueringen"}


def test_pacify_without_a_number_takes_as_many_as_the_rule_allows():
    """carolingi.pacify.count: up to 3 rebels, no more than lie there, one Missus each."""
    t = table("Aki Ben Chie", "put rebels Anjou 4", "draw pacify Aki", "pacify Anjou")
    assert country(t, "anjou")["followers"] == {"Aki": 3} and country(t, "anjou")["rebels"] == 1
    t = table("Aki Ben Chie", "put rebels Anjou 2", "draw pacify Aki", "pacify Anjou")
    assert country(t, "anjou")["followers"] == {"Aki": 2} and board(t, "Aki")["missi"] == 1
    t = table("Aki Ben Chie", "put rebels Anjou 3", "put court Aki 10 8 1", "draw pacify Aki", "pacify Anjou")
    assert country(t, "anjou")["followers"] == {"Aki": 1} and country(t, "anjou")["rebels"] == 2
    t = table("Aki Ben Chie", "put rebels Anjou 0", "draw pacify Aki")
    t.rejected("pacify Anjou", "carolingi.pacify.count")
    t = table("Aki Ben Chie", "put court Aki 11 8 0", "draw pacify Aki")
    t.rejected("pacify Anjou", "carolingi.pacify.count")


def test_country_names_as_players_write_them():
    """Japanese forms without the long vowel mark, and the README's English example."""
    t = table("A B C D E F")
    for name, key in (("フリウリ", "friuli"), ("ピカルディ", "picardie"), ("Swabia", "schwaben"),
                      ("ブルゴーニュ公国", "duche-de-bourgogne"), ("Franconia", "franken"),
                      ("ブルゴーニュ県", "duche-de-bourgogne"),  # as the 5.2 example writes it
                      ("イルドフランス", "ile-de-france"), ("クールレーティエン", "chur-raetien"),
                      ("ロンゴバルディアオリエンターレ", "longobardia-orientale"),
                      ("ロンゴバルディア・オッキデンターレ", "longobardia-occidentale"),
                      ("Basse-Lorraine", "niederlothringen"), ("Ostphalia", "ostfalen"), ("Thuringe", "thueringen")):
        assert f"({key})" in t.ok(f"show {name}").text


def test_the_board_keeps_every_colour_in_view_within_80_columns():
    """The board screen: six players in one country and a crowded card lose nobody, and fit 80 columns."""
    import re

    from wcwidth import wcswidth

    names = "Alexandrina Bartholomew Christopher Dorothea Evangeline Frederique".split()
    t = table(" ".join(names), "put rebels Picardie 0")
    for n in names:
        t.ok(f"put followers Picardie {n} 1")
    for n in names[:4]:
        t.ok(f"put envoys Champagne {n} 3")
    text = re.sub(r"\x1b\[[0-9;]*m", "", t.ok("show").text)
    assert max(wcswidth(line) for line in text.splitlines()) <= 80
    for n in names:
        assert f"{n} 1" in text
    assert "Dorothea 3" in text


def test_a_draw_off_is_judged_after_every_extra_action():
    """carolingi.peace.draw-off, carolingi.peace.reveal: Aki meets three conditions when the bag is opened,
    but Ben's peace tile (with a no-action tile) is drawn off and Ben's extra battle in Picardie costs Aki
    a follower: 11 on the board, two conditions; nobody wins, both peace tiles go back, play goes on."""
    from test_carolingi_end import strong

    t = strong(table("Aki Ben"))
    t.run("put tiles Aki 5 4\nput tiles Ben 5 4\nput followers Picardie Ben 2")
    assert t.score()["players"]["Aki"]["points"] == 3
    t.run("draw peace Aki\nextra none\nreveal paired Ben\ndraw peace Ben\nextra battle\nbattle Picardie\ntrophy yes")
    data = t.score()
    assert not data["final"] and data["winners"] == []
    assert data["players"]["Aki"]["points"] == 2
    assert board(t, "Aki")["tiles"]["inactive"] == 5 and board(t, "Ben")["tiles"]["inactive"] == 5
    assert board(t, "Ben")["tiles"]["used"] == ["battle"] and board(t, "Ben")["glory"] == 1
    assert t.show()["pending"]["kind"] == "draw"
