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
