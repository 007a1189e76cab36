"""Carolingi, a fourth audit: the declaration of peace in full (5.8), the year change (3.4), the
once-a-year swap (3.3), the end by the sundial (3.5) and the tables of five and six (2.2)."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, country, table

from referee.legal import legal

FIVE = ["Picardie", "Île-de-France", "Champagne", "Anjou", "Friesland"]


def exactly_three(t, player="Aki"):
    """Six controlled countries (the homeland and five with one follower each), 12 followers on the board
    and four trophies: expansion, followers, glory; losing one country loses expansion."""
    clear_rebels(t, *FIVE)
    for c in FIVE:
        t.ok(f"put followers {c} {player} 1")
    t.ok(f"put followers {t.state.homeland[player]} {player} 7")
    t.ok(f"put court {player} 5 4 3")
    t.ok(f"put glory {player} 4")
    return t


def test_carolingi_peace_draw_off_nobody_wins_and_play_goes_on():
    """carolingi.peace.draw-off (5.8): Ben's extra action in the draw-off (a move into Friesland) takes
    Aki's sixth country; nobody meets three conditions: both peace tiles go back to the inactive tiles,
    the moves stand, the set-aside tiles (the two no-action tiles, the event) go on being drawn."""
    t = exactly_three(table("Aki Ben"))
    t.run("put tiles Aki 5 4\nput tiles Ben 5 4")
    assert t.score()["players"]["Aki"]["points"] == 3
    t.run("draw peace Aki\nextra none\nreveal paired Ben\ndraw peace Ben\nextra move\nmove Ostfalen Friesland 1")
    data = t.score()
    assert not data["final"] and data["players"]["Aki"]["points"] == 2
    assert country(t, "friesland")["followers"] == {"Aki": 1, "Ben": 1}
    for p in ("Aki", "Ben"):
        tiles = board(t, p)["tiles"]
        assert tiles["inactive"] == 5 and "peace" not in tiles["used"]
    assert board(t, "Ben")["tiles"]["used"] == ["move"]
    shown = t.show()
    assert shown["pending"]["kind"] == "draw" and shown["bag"]["tiles"] == {"Aki": 1, "Ben": 1}
    assert shown["bag"]["events"] == 1
    t.run("draw noaction Aki\ndraw noaction Ben")


def quiet_season(t, players, events):
    """Every player's two tiles are no-action tiles; each event tile reveals the first Archivum card."""
    for p in players:
        t.run(f"draw noaction {p}\ndraw noaction {p}")
    for _ in range(events):
        t.ok("draw event")
        if t.show()["pending"] and t.show()["pending"]["kind"] == "card":
            t.ok(f"card {t.state.archive[0]}")


def test_carolingi_year_change_a_swapped_year_gives_every_tile_back():
    """carolingi.season.swap, carolingi.year.change (3.3, 3.4): Aki uses the levy in winter and the move
    in spring; at the change to summer he swaps the levy back (an unused tile goes face down on the swap
    space) and uses it again in summer. At the year change the season spaces and the swap space go back
    to the court: five active tiles again, and a new swap is allowed in 831. The 831 event tile joins
    the Scriptorium, the hunger card the Archivum, the discarded card too."""
    t = table("Aki Ben")
    t.run("draw levy Aki\npass\ndraw noaction Aki")
    quiet_season(t, ["Ben"], 1)
    t.run("draw move Aki\npass\ndraw noaction Aki")
    quiet_season(t, ["Ben"], 1)
    assert t.show()["season"] == "summer"
    t.rejected("swap Aki develop", "carolingi.season.swap")  # never used
    t.ok("swap Aki levy")
    tiles = board(t, "Aki")["tiles"]
    assert tiles["used"] == ["move"] and tiles["swapped"] is True
    t.run("draw levy Aki\npass\ndraw noaction Aki")
    quiet_season(t, ["Ben"], 1)
    t.rejected("swap Aki move", "carolingi.season.swap")  # once a year
    quiet_season(t, ["Aki", "Ben"], 1)
    shown = t.show()
    assert shown["year"] == 831 and shown["season"] == "winter"
    tiles = board(t, "Aki")["tiles"]
    assert tiles["used"] == [] and tiles["swapped"] is False and tiles["ready"] == 5
    assert shown["bag"]["events"] == 2 and shown["almanac_events"] == 0
    assert shown["archive"]["hunger"] == 1 and shown["hunger_beside"] == 0


def test_carolingi_season_swap_not_after_an_event_tile_came_out():
    """carolingi.season.swap (3.3): the swap is announced before the season's tiles are laid; once the
    bag is being drawn, even if only an event tile has come out yet, it is too late. Before, the referee
    only looked at the players' tiles drawn and accepted the swap after an event tile."""
    t = table("Aki Ben")
    t.run("draw levy Aki\npass\ndraw noaction Aki")
    quiet_season(t, ["Ben"], 1)
    assert t.show()["season"] == "spring"
    t.run("draw event")
    t.ok(f"card {t.state.archive[0]}")
    t.rejected("swap Aki levy", "carolingi.season.swap")
    assert board(t, "Aki")["tiles"]["used"] == ["levy"] and board(t, "Aki")["tiles"]["swapped"] is False
    assert not any(line.startswith("swap") for line in legal(t.session.game, t.state))  # nor offered


def test_carolingi_setup_six_players_and_their_first_year():
    """carolingi.setup (2.2) for six: eight regions, Karantanien and Tuscia the fifth and sixth homelands,
    Ostmark and Corse forests, Nordgau and Longobardia Orientale on the cards, two event tiles in the bag
    in 830 and the third from the almanac from 831 (3.1, 3.4)."""
    players = ["A", "B", "C", "D", "E", "F"]
    t = table(" ".join(players))
    shown = t.show()
    assert country(t, "karantanien")["homeland"] == "E" and country(t, "tuscia")["homeland"] == "F"
    assert country(t, "ostmark")["forest"] and country(t, "corse")["forest"]
    assert shown["cards"]["bayern"][0]["country"] == "nordgau"
    assert shown["cards"]["langobardia"][0]["country"] == "longobardia-orientale"
    assert shown["archive"]["cards"] == 36 - 6 - 6 and shown["rebel_supply"] == 50 - (36 - 6 - 8)
    assert shown["bag"]["events"] == 2 and shown["almanac_events"] == 1
    for _ in range(4):
        quiet_season(t, players, 2)
    shown = t.show()
    assert shown["year"] == 831 and shown["bag"]["events"] == 3 and shown["archive"]["hunger"] == 1
    in_slots = sum(len(cards) for cards in shown["cards"].values())
    assert shown["discard"] == [] and shown["archive"]["cards"] + in_slots == 36 - 6  # discards shuffled back


def test_carolingi_year_rebels_the_hunger_card_releases_no_surplus_rebel():
    """carolingi.year.rebels (3.4): the surplus rebels on top of the Archivum come down one per country
    card inserted into a region's slots; the hunger card is no country card: they stay on the Archivum,
    and the next country card takes one."""
    t = table("Aki Ben", "put year 831", "put archive-rebels 2")
    t.run("draw event\ncard hunger")
    assert t.show()["archive"]["rebels"] == 2 and t.show()["pending"]["kind"] == "draw"
    t.run("draw event\ncard Picardie")
    assert t.show()["archive"]["rebels"] == 1
    assert t.show()["cards"]["neustrien"][-1] == {"country": "picardie", "followers": {}, "rebels": 1}


def test_carolingi_peace_draw_off_the_rival_alone_meets_three_and_wins():
    """carolingi.peace.draw-off (5.8): Aki declares with three conditions, the bag shows Ben's peace tile
    with a no-action tile; in the draw-off Ben's extra move takes Friesland from Aki (two against one):
    Ben now holds six countries (three conditions), Aki five (two). Of those who laid a peace tile only
    Ben meets three: Ben wins, though Aki declared first."""
    t = exactly_three(table("Aki Ben"))
    for c in ("Westfalen", "Hessen", "Thüringen", "Oberlothringen"):
        t.run(f"put rebels {c} 0\nput followers {c} Ben 1")
    t.run("put followers Ostfalen Ben 10\nput court Ben 3 0 3\nput glory Ben 4")
    t.run("put tiles Aki 5 4\nput tiles Ben 5 4")
    assert [t.score()["players"][p]["points"] for p in ("Aki", "Ben")] == [3, 2]
    t.run("draw peace Aki\nextra none\nreveal paired Ben\ndraw peace Ben\nextra move\nmove Ostfalen Friesland 2")
    data = t.score()
    assert [data["players"][p]["points"] for p in ("Aki", "Ben")] == [2, 3]
    assert data["final"] and data["end_reason"] == "peace" and data["winners"] == ["Ben"]


def test_carolingi_peace_reveal_an_extra_activation_is_taken_back_with_the_peace_tile():
    """carolingi.peace.reveal (5.8): the extra action (develop: two Missi to the Leudes, one dotted tile
    made active) is undone completely when the bag shows an action tile beside the peace tile: the Missi
    and the dotted tile are back as before, the develop tile back in the court (the court less only the peace tile), and the peace tile lies
    with the inactive tiles again (four inactive before the declaration, five after)."""
    t = exactly_three(table("Aki Ben"))
    t.run("put tiles Aki 5 4")
    before = board(t, "Aki")
    t.run("draw peace Aki\nextra develop\ndevelop activate")
    assert board(t, "Aki")["tiles"]["inactive"] == 3 and board(t, "Aki")["missi"] == before["missi"] - 2
    t.ok("reveal unpaired")
    after = board(t, "Aki")
    assert (after["missi"], after["leudes"]) == (before["missi"], before["leudes"])
    assert after["tiles"]["inactive"] == 5 and after["tiles"]["activated"] == 0
    assert after["tiles"]["used"] == [] and after["tiles"]["ready"] == before["tiles"]["ready"] - 1  # peace out
    assert not t.score()["final"] and t.show()["pending"]["kind"] == "draw"


def test_carolingi_peace_reveal_the_last_tile_of_the_sundial_year():
    """carolingi.peace.reveal, carolingi.end.tie-break (5.8, 3.5): in the autumn of the sundial year the
    peace tile is the last tile out of the bag. With three conditions and the no-action tile seen, Aki
    wins by peace, not by the sundial; with two the peace fails, the season ends and the sundial ends the
    game on points (Aki 2, Ben 0)."""
    def autumn(points_ok):
        t = table("Aki Ben", "put year 834", "put season autumn")
        exactly_three(t)
        if not points_ok:
            t.ok("put glory Aki 0")
        t.run("put tiles Aki 5 4\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben")
        for _ in range(2):
            t.ok("draw event")
            t.ok(f"card {t.state.archive[0]}")
        t.run("draw peace Aki\nextra none")
        return t

    t = autumn(True)
    t.ok("reveal paired")
    data = t.score()
    assert data["final"] and data["end_reason"] == "peace" and data["winners"] == ["Aki"]
    t = autumn(False)
    data = t.score()
    assert data["final"] and data["end_reason"] == "sundial" and data["winners"] == ["Aki"]
    assert data["court_days"]["834"] == {"Aki": 2, "Ben": 0}
    assert board(t, "Aki")["tiles"]["inactive"] == 5


def test_carolingi_peace_check_under_three_the_extra_action_stands_even_beside_an_action_tile():
    """carolingi.peace.check (5.8 step 2): the bag is opened only with three conditions. Aki's second tile
    (a levy) came out before the peace tile, so the referee knows it was no no-action tile; with two
    conditions the peace simply fails: the extra move stands, only the peace tile goes back."""
    t = exactly_three(table("Aki Ben"))
    t.run("put glory Aki 0\nput tiles Aki 5 4\ndraw levy Aki\npass")
    t.run("draw peace Aki\nextra move\nmove Anjou Normandie 1")
    assert country(t, "normandie")["followers"] == {"Aki": 8} and country(t, "anjou")["followers"] == {}
    tiles = board(t, "Aki")["tiles"]
    assert tiles["used"] == ["levy", "move"] and tiles["inactive"] == 5
    assert t.show()["pending"]["kind"] == "draw" and not t.score()["final"]


def test_carolingi_event_full_region_bavaria_with_five_players():
    """carolingi.event.full-region (4.1 B) in a region of five players: Bavaria has two slots (four
    countries), Nordgau starts in one. Baiern fills the other; Ostmark's card then empties the region:
    each neglected card gets a rebel, everything comes down (Nordgau and Baiern two rebels each), both
    cards are discarded and Ostmark's card takes a slot."""
    t = table("A B C D E")
    assert t.show()["slots"]["bayern"] == 2
    t.run("draw event\ncard Baiern")
    assert [c["country"] for c in t.show()["cards"]["bayern"]] == ["nordgau", "baiern"]
    t.run("draw event\ncard Ostmark")
    shown = t.show()
    assert [c["country"] for c in shown["cards"]["bayern"]] == ["ostmark"]
    assert country(t, "nordgau")["rebels"] == 2 and country(t, "baiern")["rebels"] == 2
    assert sorted(shown["discard"]) == ["baiern", "nordgau"]


def test_carolingi_peace_draw_off_in_japanese_words():
    """carolingi.peace.draw-off, carolingi.season.swap: a Japanese table: 交換 (3.3) after the winter,
    then in spring a declaration of peace with Ben's peace tile in the bag (公開 ペア Ben, 引く 平和の宣言
    Ben, 追加 なし): only Aki meets three conditions and wins."""
    from conftest import Table

    t = exactly_three(Table("new carolingi Aki Ben", lang="ja"))
    t.run("put tiles Aki 5 4\nput tiles Ben 5 4\n引く 徴収 Aki\n見送り\n引く ノーアクションタイル Aki")
    quiet_season(t, ["Ben"], 1)
    t.ok("交換 Aki 徴収")
    assert board(t, "Aki")["tiles"]["used"] == [] and board(t, "Aki")["tiles"]["swapped"] is True
    t.run("引く 平和の宣言 Aki\n追加 なし\n公開 ペア Ben\n引く 平和の宣言 Ben\n追加 なし")
    data = t.score()
    assert data["final"] and data["end_reason"] == "peace" and data["winners"] == ["Aki"]
