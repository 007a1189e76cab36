"""Carolingi checks from the issue's feature list (issue 10): a game joined under way, and the keys of
`show --json` and `score --json`."""

from __future__ import annotations

from carolingi_helpers import board, table


def finish_the_year(t) -> None:
    """Every tile left in the bag comes out: no-action tiles, and event tiles with an Archivum card."""
    bag = t.show()["bag"]
    for player, n in bag["tiles"].items():
        for _ in range(n):
            t.ok(f"draw noaction {player}")
    for _ in range(bag["events"]):
        t.ok("draw event")
        t.ok(f"card {t.state.archive[0]}")


def test_a_table_joining_in_summer_sets_the_tiles_on_the_season_spaces():
    """carolingi.season.swap, carolingi.year.change (3.3, 3.4): Aki's battle and move tiles lie on the
    season spaces since winter and spring; the referee must know them to allow the swap that takes one
    back, and to return them to the court at the year change."""
    t = table("Aki Ben", "put year 832", "put season summer")
    t.ok("put used Aki battle move")
    tiles = board(t, "Aki")["tiles"]
    assert tiles["used"] == ["battle", "move"] and tiles["ready"] == 3
    t.ok("swap Aki battle")  # 3.3: a used tile back to the court, an active one face down on the swap space
    tiles = board(t, "Aki")["tiles"]
    assert tiles["used"] == ["move"] and tiles["swapped"] and tiles["ready"] == 3
    t.ok("put season autumn")
    finish_the_year(t)
    assert t.show()["year"] == 833
    tiles = board(t, "Aki")["tiles"]
    assert tiles["used"] == [] and not tiles["swapped"] and tiles["ready"] == 5  # all five back in the court


def test_a_table_joining_after_a_swap_sets_the_swap_space():
    """carolingi.season.swap (3.3): once the swap space is filled, no second swap that year; the tile on
    it comes back at the year change (3.4)."""
    t = table("Aki Ben", "put year 832", "put season summer")
    t.ok("put used Aki levy")
    t.ok("put swapped Aki yes")
    assert board(t, "Aki")["tiles"]["ready"] == 3
    t.rejected("swap Aki levy", "carolingi.season.swap")
    t.ok("put season autumn")
    finish_the_year(t)
    assert board(t, "Aki")["tiles"]["ready"] == 5


def test_put_used_refuses_more_tiles_than_the_player_has_active():
    t = table("Aki Ben")
    t.rejected("put used Aki battle move levy influence develop pacify", "carolingi.put.components")
    t.ok("put used Aki none")
    assert board(t, "Aki")["tiles"]["ready"] == 5


def test_a_table_joining_mid_season_sets_what_is_still_in_the_bag():
    """carolingi.season.draw (3.2): in summer 832 Aki's two tiles and one of the two event tiles are out
    of the bag already; the draws go on with what is left, and the season ends when the bag is empty."""
    t = table("Aki Ben", "put year 832", "put season summer")
    t.ok("put used Aki battle")
    t.ok("put bag Aki 0")
    t.ok("put bag event 1")
    shown = t.show()
    assert shown["bag"] == {"tiles": {"Aki": 0, "Ben": 2}, "events": 1, "left": 3} and shown["scriptorium"] == 1
    t.rejected("draw noaction Aki", "carolingi.season.draw")
    t.rejected("put bag Ben 3", "carolingi.put.components")
    t.rejected("put bag event 3", "carolingi.put.components")  # two event tiles in a two-player game
    t.ok("draw noaction Ben")
    t.ok("draw move Ben")
    t.ok("pass")
    t.ok("draw event")
    t.ok(f"card {t.state.archive[0]}")
    assert t.show()["season"] == "autumn"


SHOW_KEYS = {"game", "players", "year", "season", "sundial", "regions", "countries", "cards", "slots", "archive",
             "discard", "hunger_beside", "hunger_played", "scriptorium", "almanac_events", "bag", "rebel_supply", "player_boards",
             "pending", "map_provisional", "game_over", "end_reason", "winners", "active"}
COUNTRY_KEYS = {"region", "forest", "homeland", "followers", "rebels", "development", "controller",
                "battle_majority", "why", "neighbours", "sea"}
BOARD_KEYS = {"homeland", "leudes", "nobiles", "missi", "glory", "box", "followers_on_board", "followers_on_cards",
              "tiles", "controlled", "conditions", "regions", "points"}
CONDITIONS = {"expansion", "development", "followers", "glory"}
SCORE_KEYS = {"game", "final", "year", "ranking", "winners", "end_reason", "order", "players", "court_days"}
SCORE_PLAYER_KEYS = {"points", "conditions", "regions", "controlled", "development_counters", "followers_on_board",
                     "glory"}


def test_show_json_has_stable_keys():
    """The issue's list: followers per country and colour, rebels, development, cards in slots (and what
    lies on them), Leudes/Nobiles/Missi, glory, conditions met."""
    t = table("Aki Ben", "put followers Anjou Aki 2", "put development Anjou 1", "put envoys Champagne Ben 1")
    shown = t.show()
    assert set(shown) == SHOW_KEYS
    assert all(set(c) == COUNTRY_KEYS for c in shown["countries"].values())
    anjou = shown["countries"]["anjou"]
    assert anjou["followers"] == {"Aki": 2} and anjou["rebels"] == 1 and anjou["development"] == 1
    assert shown["cards"]["neustrien"] == [{"country": "champagne", "followers": {"Ben": 1}, "rebels": 0}]
    assert all(set(b) == BOARD_KEYS for b in shown["player_boards"].values())
    aki = shown["player_boards"]["Aki"]
    assert (aki["leudes"], aki["nobiles"], aki["missi"], aki["glory"]) == (6, 8, 3, 0)
    assert set(aki["conditions"]) == CONDITIONS
    assert set(aki["tiles"]) == {"ready", "inactive", "activated", "used", "swapped", "in_bag"}
    assert set(shown["bag"]) == {"tiles", "events", "left"} and set(shown["archive"]) == {"cards", "hunger", "rebels"}


def table_after_peace():
    """The scenario peace-wins: Aki declares peace with three conditions met and wins."""
    from pathlib import Path

    t = table("Aki Ben")
    script = Path(__file__).parent.parent / "scenarios" / "carolingi" / "peace-wins.txt"
    lines = [x for x in script.read_text(encoding="utf-8").splitlines() if x and not x.startswith(("#", "new "))]
    t.run("\n".join(lines))
    assert t.score()["final"] is True and t.score()["winners"] == ["Aki"]
    return t


def test_score_json_has_stable_keys_before_and_after_the_end():
    t = table("Aki Ben")
    for data in (t.score(), table_after_peace().score()):
        assert set(data) == SCORE_KEYS
        assert all(set(p) == SCORE_PLAYER_KEYS for p in data["players"].values())
        assert all(set(p["conditions"]) == CONDITIONS for p in data["players"].values())
        assert all(set(r) == {"player", "score", "rank", "tiebreak", "tiebreaks"} for r in data["ranking"])
        assert all(set(r["tiebreaks"]) == {"followers_on_board", "controlled"} for r in data["ranking"])



def test_put_bag_names_a_player_or_the_event_tiles():
    t = table("Aki Ben")
    t.rejected("put bag move 1", "carolingi.put.components")
    t.ok("設定 袋 イベント 0")
    assert t.show()["bag"]["events"] == 0 and t.show()["scriptorium"] == 1


def test_the_start_screen_says_how_to_lay_out_the_almanac_scriptorium_and_player_boards():
    """carolingi.setup.almanac, carolingi.setup.events, carolingi.setup.boards (2.2.4-2.2.7): Hartmut on
    830, an event tile on 831, one more event tile on the Scriptorium with 2-4 players and two with 5-6,
    the hunger card beside the board, 8/8/3 followers and the tiles of each player board."""
    from conftest import Table

    for players, events in (("Aki Ben", 1), ("Aki Ben Chie Dai Emi", 2)):
        t = Table()
        text = t.ok(f"new carolingi {players}").text
        assert f"Almanac: Hartmut on 830, the year markers and an event tile on 831; {events} event tile(s) on " \
               "the Scriptorium" in text.replace("\n", " ")
        assert "8 Leudes, 8 Nobiles, 3 Missi" in text.replace("\n", " ")
        assert "almanac: 1 event tile(s) on 831, the hunger card beside the board" in t.ok("show").text.replace(
            "\n", " ")


def test_after_the_first_year_the_almanac_line_is_gone():
    t = table("Aki Ben", "put year 831")
    assert "almanac:" not in t.ok("show").text


def test_a_table_joining_mid_year_puts_the_cards_revealed_this_year_on_the_discard():
    """carolingi.event.card (4, 4.2, 3.4): in 832 the hunger card and Anjou's card were revealed earlier;
    neither can come out of the Archivum again this year, and Anjou's goes back at the year change."""
    t = table("Aki Ben", "put year 832")
    t.ok("put discard hunger")
    t.ok("put discard Anjou")
    shown = t.show()
    assert shown["archive"]["hunger"] == 0 and "anjou" in shown["discard"]
    t.rejected("put discard Anjou", "carolingi.put.components")
    t.rejected("put discard hunger", "carolingi.put.components")
    t.ok("draw event")
    t.rejected("card hunger", "carolingi.event.card")
    t.rejected("card Anjou", "carolingi.event.card")
    t.ok("card Picardie")
    t.ok("put season autumn")
    finish_the_year(t)
    assert t.show()["year"] == 833 and "anjou" in t.state.archive and t.show()["archive"]["hunger"] == 0
