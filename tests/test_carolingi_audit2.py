"""Carolingi: a second independent audit against the rulebook (seeds/003). Each outcome below was worked
out by hand from the rulebook before the referee was run; each test is named after the rule id it pins.
Two whole games (one in English, one typed in Japanese words) are played from set-up to the final
scoring, with every player's pieces counted by hand."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, country, table
from conftest import Table

from referee.legal import legal

# --- whole games --------------------------------------------------------------------------------------------

# Two players, sundial 831: two full years, with a swap, a battle without a trophy, the hunger of 831, a
# full Saxony (4.1 B), a forest spreading from a full Lotharingia, and an event on an empty Archivum.
GAME_EN = """
# Winter 830
draw influence Aki
influence home 3
draw move Ben
move Ostfalen Westfalen 2 Ostfalen Hessen 2
draw event
card Hessen
draw move Aki
pass
draw noaction Ben
# Spring 830: both levies are the minimum of 3 (Ben: Ostfalen, Westfalen, Hessen)
draw levy Aki
levy 3
draw levy Ben
levy 3
draw event
card Picardie
draw noaction Aki
draw noaction Ben
# Summer 830
swap Aki move
draw move Aki
move Normandie Picardie 2 Normandie Anjou 2
draw battle Ben
battle Westfalen Hessen
trophy no
draw event
card Anjou
draw noaction Aki
draw noaction Ben
# Autumn 830
draw develop Aki
develop Picardie 1
draw influence Ben
influence cards Champagne 2
draw event
card Thüringen
draw noaction Aki
draw noaction Ben
# Winter 831: two event tiles a season from now on
draw event
card hunger
draw battle Aki
battle Picardie
trophy yes
draw influence Ben
influence board Champagne
draw event
card Nordalbingien
draw noaction Aki
draw noaction Ben
# Spring 831
draw levy Ben
levy 3
draw move Ben
move Ostfalen Hessen 1
draw levy Aki
levy 3
draw event
card Île-de-France
draw event
card Berry
draw noaction Aki
# Summer 831
draw pacify Aki
pacify Anjou 2
draw battle Ben
pass
draw event
card Flandern
draw event
card Friesland
draw noaction Aki
draw noaction Ben
# Autumn 831
draw develop Aki
develop Anjou 1
draw develop Ben
develop Champagne 1 Hessen 2
draw event
card Niederlothringen
draw event
draw noaction Aki
draw noaction Ben
"""


def test_carolingi_end_victory_a_whole_two_player_game_to_the_sundial():
    """carolingi.end.victory, carolingi.year.court-day, carolingi.end.tie-break (3.4, 3.5), with every
    action on the way. Counted by hand:
    - 830: Aki holds Normandie 4, Picardie 2 (1 counter), Anjou 2; Ben Ostfalen 1, Westfalen 1, Hessen 1;
      nobody has a trophy: both 0 at the court day.
    - 831: the hunger sends one of Normandie's 4 and one of Anjou's 2 home (a rebel in Anjou); Aki wins a
      trophy in Picardie; the full Saxony puts a rebel on Westfalen, Hessen and Thuringia (Ben loses both);
      the full Lotharingia brings a rebel to the forest Flandern, which stirs up Picardie, Friesland and
      Niederlothringen (Aki loses Picardie); the last event finds the Archivum empty.
    - The end: Aki controls Normandie (3) and Anjou (3, 1 counter), 7 on the board, 1 trophy against 0:
      glory only, 1 point. Ben controls Champagne (2, 1 counter) and Hessen (2, 2 counters), 5 on the
      board: 0 points. Aki wins."""
    t = Table("new carolingi Aki Ben --option sundial=831")
    t.run(GAME_EN)
    data = t.score()
    assert data["final"] and data["end_reason"] == "sundial" and data["winners"] == ["Aki"]
    assert data["court_days"] == {"830": {"Aki": 0, "Ben": 0}, "831": {"Aki": 1, "Ben": 0}}
    aki, ben = data["players"]["Aki"], data["players"]["Ben"]
    assert aki["conditions"] == {"expansion": False, "development": False, "followers": False, "glory": True}
    assert (aki["controlled"], aki["development_counters"], aki["followers_on_board"]) == (2, 1, 7)
    assert (ben["points"], ben["controlled"], ben["development_counters"], ben["followers_on_board"]) == (0, 2, 3, 5)
    c = t.show()["countries"]
    expected = {"normandie": ({"Aki": 3}, 0), "picardie": ({"Aki": 1}, 1), "anjou": ({"Aki": 3}, 0),
                "champagne": ({"Ben": 2}, 1), "westfalen": ({"Ben": 1}, 1), "hessen": ({"Ben": 2}, 1),
                "thueringen": ({}, 2), "ostfalen": ({}, 0), "flandern": ({}, 1), "friesland": ({}, 2),
                "niederlothringen": ({}, 2), "oberlothringen": ({}, 2), "ile-de-france": ({}, 1)}
    for name, (followers, rebels) in expected.items():
        assert (c[name]["followers"], c[name]["rebels"]) == (followers, rebels), name
    a, b = board(t, "Aki"), board(t, "Ben")
    assert (a["leudes"], a["nobiles"], a["missi"], a["glory"]) == (8, 8, 0, 1)
    assert (b["leudes"], b["nobiles"], b["missi"], b["glory"]) == (10, 8, 1, 0)


# Three players, sundial 830, every line in the Japanese words of the help. Chie spreads from the Comte de
# Bourgogne into the Duche, (Haute) Provence (the forest) and Schwaben.
GAME_JA = """
# 冬
引く 部隊移動 Chie
移動 ブルゴーニュ伯領 ブルゴーニュ公国 2 ブルゴーニュ伯領 (オート)プロヴァンス 1 ブルゴーニュ伯領 シュヴァーベン 1
引く 影響 Aki
影響 本国 3
引く イベント
カード ノルダルビンゲン
引く 戦闘 Ben
見送り
引く ノーアクション Aki
引く ノーアクション Ben
引く ノーアクション Chie
# 春
引く ミッシ雇用 Chie
徴収 3
引く 部隊移動 Aki
見送り
引く 影響 Ben
影響 カードへ ヴェストファーレン 2 ノルダルビンゲン 1
引く イベント
カード ブルゴーニュ公国
引く ノーアクション Aki
引く ノーアクション Ben
引く 開発 Chie
開発 ブルゴーニュ公国 2
# 夏
引く イベント
カード フランケン
引く 暴動鎮圧 Chie
鎮圧 シュヴァーベン 1
引く ミッシ雇用 Aki
徴収 2 0 1
引く ミッシ雇用 Ben
徴収 0 1 1
引く ノーアクション Aki
引く ノーアクション Ben
引く ノーアクション Chie
# 秋
交換 Aki 部隊移動
引く 部隊移動 Aki
移動 ノルマンディー アンジュー 3 ノルマンディー ピカルディー 2
引く 影響 Chie
見送り
引く 部隊移動 Ben
移動 オストファーレン ヘッセン 3
引く イベント
カード ヘッセン
引く ノーアクション Aki
引く ノーアクション Ben
引く ノーアクション Chie
"""


def test_carolingi_end_victory_a_whole_japanese_game_won_by_a_region():
    """carolingi.end.victory (3.5, region), carolingi.levy.amount, carolingi.pacify.range, in Japanese.
    Counted by hand: Chie controls her homeland (1 left), the Duche (2, 2 counters) and Schwaben (2, its
    rebel pacified) and has a follower in the forest (Haute) Provence: Burgundy is hers, 1 point. Aki
    controls Normandie 3, Anjou 3 and Picardie 2 (8 on the board), Ben Ostfalen 2 and Hessen 3 (3 more on
    cards, which never count): 0 points each. Chie wins the one-year game."""
    t = Table("new carolingi Aki Ben Chie --option sundial=830", lang="ja")
    t.run(GAME_JA)
    data = t.score()
    assert data["final"] and data["winners"] == ["Chie"]
    chie = data["players"]["Chie"]
    assert chie["regions"] == ["bourgogne"] and chie["points"] == 1
    assert (chie["controlled"], chie["development_counters"], chie["followers_on_board"]) == (3, 2, 6)
    assert data["players"]["Aki"]["points"] == data["players"]["Ben"]["points"] == 0
    assert data["players"]["Aki"]["followers_on_board"] == 8 and data["players"]["Ben"]["followers_on_board"] == 5
    boards = {p: board(t, p) for p in ("Aki", "Ben", "Chie")}
    assert {p: (b["leudes"], b["nobiles"], b["missi"], b["followers_on_cards"]) for p, b in boards.items()} == {
        "Aki": (9, 7, 0, 0), "Ben": (10, 6, 0, 3), "Chie": (10, 8, 0, 0)}


# --- the worked examples and the actions ----------------------------------------------------------------------

def test_carolingi_influence_home_the_red_example():
    """carolingi.influence.home (5.1 A, the example: red puts up to 3 Missi beside the palace in
    Normandie); asking for more Missi than are at hand is refused and changes nothing."""
    t = table("Aki Ben Chie", "put court Aki 8 8 2", "draw influence Aki")
    t.rejected("influence home 3", "carolingi.influence.home")
    t.ok("influence home 2")
    assert country(t, "normandie")["followers"] == {"Aki": 7} and board(t, "Aki")["missi"] == 0


def test_carolingi_influence_cards_a_forest_card_is_always_open():
    """carolingi.influence.cards (5.1 B note): the card of a forest may always take Missi, whoever has the
    most followers in that forest, since a forest is never controlled."""
    t = table("Aki Ben Chie", "put card Berry", "put followers Berry Ben 3", "draw influence Aki")
    t.ok("influence cards Berry 2")
    assert t.state.card_followers["berry"] == {"Aki": 2} and board(t, "Aki")["missi"] == 1


def test_carolingi_move_cost_the_blue_example_of_5_4():
    """carolingi.move.from, carolingi.move.cost (5.4 example B): blue cannot take a follower out of
    Westfalen, which it does not control; moving from Thuringia and from Hessen into Franken is two groups
    and needs two Missi, blue has one: refused whole; one group goes, its Missus back to Leudes."""
    t = table("Aki Ben Chie")
    clear_rebels(t, "Thüringen", "Hessen")
    t.run("put followers Westfalen Ben 1\nput followers Thüringen Ben 1\nput followers Hessen Ben 2\n"
          "put court Ben 4 8 1\ndraw move Ben")
    t.rejected("move Westfalen Hessen 1", "carolingi.move.from")  # 1 blue against 1 rebel
    t.rejected("move Thüringen Franken 1 Hessen Franken 1", "carolingi.move.cost")
    t.ok("move Hessen Franken 1")
    assert country(t, "franken")["followers"] == {"Ben": 1} and country(t, "hessen")["followers"] == {"Ben": 1}
    assert (board(t, "Ben")["missi"], board(t, "Ben")["leudes"]) == (0, 5)


def test_carolingi_move_step_one_step_per_follower_and_tile():
    """carolingi.move.step (5.4 range): a follower moves one country a tile; the follower just arrived in
    Picardie cannot go on to Flandern, only one already there at the start can."""
    t = table("Aki Ben", "put rebels Picardie 0", "put followers Picardie Aki 1", "draw move Aki")
    t.rejected("move Normandie Picardie 1 Picardie Flandern 2", "carolingi.move.step")
    t.ok("move Normandie Picardie 1 Picardie Flandern 1")
    assert country(t, "picardie")["followers"] == {"Aki": 1} and country(t, "flandern")["followers"] == {"Aki": 1}
    assert board(t, "Aki")["missi"] == 1


def test_carolingi_battle_rounds_more_rebels_than_rivals():
    """carolingi.battle.rounds (5.5): Aki 4, Ben 1 and 3 rebels; round 1 takes one of each, rounds 2 and 3
    one Aki and one rebel: Aki keeps 1, 3 of Aki's and Ben's 1 go to their Leudes, the rebels to the supply."""
    t = table("Aki Ben Chie", "put rebels Anjou 3", "put followers Anjou Aki 4", "put followers Anjou Ben 1")
    supply = t.state.rebel_supply()
    leudes = {p: board(t, p)["leudes"] for p in ("Aki", "Ben")}
    t.ok("draw battle Aki")
    t.ok("battle Anjou")
    assert country(t, "anjou")["followers"] == {"Aki": 1} and country(t, "anjou")["rebels"] == 0
    assert board(t, "Aki")["leudes"] == leudes["Aki"] + 3 and board(t, "Ben")["leudes"] == leudes["Ben"] + 1
    assert t.state.rebel_supply() == supply + 3


def test_carolingi_battle_condition_ties_are_not_enough():
    """carolingi.battle.condition (5.5): a tie with another player, or as many followers as rebels, is no
    battle majority; a country with nobody to fight is no battle either; in a forest the simple majority
    suffices."""
    t = table("Aki Ben Chie", "put rebels Anjou 2", "put followers Anjou Aki 2", "put rebels Picardie 0",
              "put followers Picardie Aki 2", "put followers Picardie Ben 2", "put followers Berry Aki 2",
              "put followers Berry Ben 1", "put rebels Berry 1", "draw battle Aki")
    t.rejected("battle Anjou", "carolingi.battle.condition")
    t.rejected("battle Picardie", "carolingi.battle.condition")
    t.rejected("battle Berry Anjou", "carolingi.battle.condition")  # the line is refused whole
    t.rejected("battle Normandie", "carolingi.battle.condition")
    t.ok("battle Berry")
    assert country(t, "berry")["followers"] == {"Aki": 1} and country(t, "berry")["rebels"] == 0


def test_carolingi_battle_trophy_none_beyond_four():
    """carolingi.battle.trophy (5.5): with 4 trophies on the glory track no trophy is offered."""
    t = table("Aki Ben", "put glory Aki 4", "put followers Anjou Aki 2", "draw battle Aki")
    reply = t.ok("battle Anjou")
    assert "already has 4 trophies" in reply.text
    assert t.show()["pending"]["kind"] == "draw" and board(t, "Aki")["glory"] == 4


def test_carolingi_pacify_count_the_yellow_example_in_franken():
    """carolingi.pacify.range, carolingi.pacify.count (5.7 example): yellow, with a follower in Schwaben,
    chooses Franken next door and replaces its 2 rebels with 2 Missi; Schwaben and Franken are then both
    yellow's. A third rebel would need a third Missus."""
    t = table("Aki Ben Chie", "put rebels Schwaben 0", "put followers Schwaben Chie 1", "put rebels Franken 2",
              "put court Chie 8 8 2", "draw pacify Chie")
    t.ok("pacify Franken")  # as many as the rule allows: both rebels, both Missi
    assert country(t, "franken")["followers"] == {"Chie": 2} and country(t, "franken")["rebels"] == 0
    assert country(t, "franken")["controller"] == "Chie" and country(t, "schwaben")["controller"] == "Chie"
    assert board(t, "Chie")["missi"] == 0
    t2 = table("Aki Ben Chie", "put followers Schwaben Chie 1", "put rebels Franken 3", "put court Chie 8 8 2",
               "draw pacify Chie")
    t2.rejected("pacify Franken 3", "carolingi.pacify.count")


def test_carolingi_levy_spend_nobiles_straight_to_missi_cost_two():
    """carolingi.levy.spend (5.3): the minimum levy of 3 buys one Nobilis straight to the Missi (2) and one
    more to the Leudes (1); a second Nobilis to the Missi would cost 4."""
    t = table("Aki Ben", "draw levy Aki")
    t.rejected("levy 0 2", "carolingi.levy.spend")
    t.ok("levy 0 1 1")
    b = board(t, "Aki")
    assert (b["leudes"], b["nobiles"], b["missi"]) == (9, 6, 4)


def test_carolingi_hunger_choice_the_majority_names_exactly_the_surplus():
    """carolingi.hunger.choice, carolingi.hunger.rebels (4.2): Aki has the most in Anjou (3 against Ben's
    1; it feeds 1) and must name exactly 3 followers that are there; a forest feeds 1 and gets its rebel;
    the homelands with 5 keep 3 and get none."""
    t = table("Aki Ben Chie", "put year 831", "put rebels Anjou 0", "put followers Anjou Aki 3",
              "put followers Anjou Ben 1", "put followers Berry Chie 2", "put rebels Berry 1")
    t.ok("draw event")
    t.ok("card hunger")
    t.rejected("remove Aki", "carolingi.hunger.choice")
    t.rejected("remove Chie Aki Aki", "carolingi.hunger.choice")
    t.rejected("remove Ben Ben Aki", "carolingi.hunger.choice")
    t.rejected("remove Ben 2 Aki", "carolingi.hunger.choice")  # a name and how many: Ben has 1 there
    assert "PLAYER [N]" in t.error("remove 2 Ben Aki").text  # a number names no one: no line of the language
    t.rejected("remove Ben Aki 0 Aki", "carolingi.hunger.choice")
    t.ok("remove Ben Aki 2")  # = remove Ben Aki Aki
    assert country(t, "anjou")["followers"] == {"Aki": 1} and country(t, "anjou")["rebels"] == 1
    assert country(t, "berry")["followers"] == {"Chie": 1} and country(t, "berry")["rebels"] == 2
    assert country(t, "ostfalen")["followers"] == {"Ben": 3} and country(t, "ostfalen")["rebels"] == 0
    assert t.show()["pending"]["kind"] == "draw"


def test_carolingi_year_change_the_one_hunger_card_is_shuffled_in_once():
    """carolingi.year.change (3.4): in the basic game the hunger card is shuffled into the Archivum only
    from 830 to 831; once played it does not come back the next year."""
    t = table("Aki Ben", "put year 831", "put season autumn")
    t.ok("draw event")
    t.ok("card hunger")
    t.ok("draw event")
    t.ok("card Hessen")
    t.run("draw noaction Aki\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben")
    assert t.show()["year"] == 832
    t.ok("draw event")
    t.rejected("card hunger", "carolingi.event.card")


def test_carolingi_year_change_a_hunger_card_not_drawn_in_831_waits_in_the_archivum():
    """carolingi.year.change (3.4, 4): the hunger card shuffled in at 830 -> 831 stays in the Archivum
    until an event reveals it, in 832 if not before."""
    t = table("Aki Ben", "put year 831", "put season autumn")
    t.run("draw event\ncard Hessen\ndraw event\ncard Thüringen")
    t.run("draw noaction Aki\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben")
    assert t.show()["year"] == 832 and t.show()["archive"]["hunger"] == 1
    t.ok("draw event")
    t.ok("card hunger")


def test_carolingi_year_rebels_surplus_rides_on_the_card_a_full_region_brings_in():
    """carolingi.year.rebels, carolingi.event.full-region (3.4, 4.1 B): with 2 surplus rebels waiting on
    the Archivum, the Hessen card for a full Saxony: the followerless Nordalbingien and Thuringia cards get
    a rebel each (Thuringia's own rebel does not count as a follower), everything comes down, and the Hessen
    card, slid into the emptied slots, takes one surplus rebel."""
    t = table("Aki Ben Chie", "put card Nordalbingien", "put card Thüringen", "put envoys Westfalen Ben 1",
              "put archive-rebels 2", "put card-rebels Thüringen 1")
    before = t.show()["countries"]
    t.ok("draw event")
    t.ok("card Hessen")
    data = t.show()
    c = data["countries"]
    assert c["thueringen"]["rebels"] == before["thueringen"]["rebels"] + 2
    assert c["nordalbingien"]["rebels"] == 1 and c["friesland"]["rebels"] == before["friesland"]["rebels"] + 1
    assert c["westfalen"]["followers"] == {"Ben": 1} and c["westfalen"]["rebels"] == before["westfalen"]["rebels"]
    assert data["cards"]["sachsen"] == [{"country": "hessen", "followers": {}, "rebels": 1}]
    assert data["archive"]["rebels"] == 1


# --- victory, peace and the end ---------------------------------------------------------------------------

SIX = ["Picardie", "Île-de-France", "Champagne", "Anjou", "Friesland", "Niederlothringen"]


def test_carolingi_peace_check_the_extra_action_can_bring_the_third_condition():
    """carolingi.peace.extra, carolingi.peace.check, carolingi.peace.reveal (5.8): Aki meets two
    conditions (seven countries, 14 followers); the extra battle in Hessen wins a trophy, and with it
    glory (1 against 0): three conditions after the action; the bag shows the no-action tile: Aki wins."""
    t = table("Aki Ben")
    clear_rebels(t, *SIX)
    for c in SIX:
        t.ok(f"put followers {c} Aki 1")
    t.run("put followers Normandie Aki 6\nput court Aki 5 4 3\nput tiles Aki 5 4\nput followers Hessen Aki 2")
    assert t.score()["players"]["Aki"]["points"] == 2
    t.run("draw peace Aki\nextra battle\nbattle Hessen\ntrophy yes")
    assert t.show()["pending"]["kind"] == "reveal"
    t.ok("reveal paired")
    data = t.score()
    assert data["final"] and data["end_reason"] == "peace" and data["winners"] == ["Aki"]


def test_carolingi_peace_check_two_conditions_fail_and_the_extra_action_stands():
    """carolingi.peace.check (5.8 step 2): with two conditions after the extra action the peace fails at
    once, without opening the bag; the peace tile goes back to the inactive tiles; the extra action (a
    move) stands and play goes on."""
    t = table("Aki Ben")
    clear_rebels(t, *SIX)
    for c in SIX:
        t.ok(f"put followers {c} Aki 1")
    t.run("put followers Normandie Aki 6\nput court Aki 5 4 3\nput tiles Aki 5 4")
    t.run("draw peace Aki\nextra move\nmove Normandie Anjou 2")
    data = t.score()
    assert not data["final"] and data["players"]["Aki"]["points"] == 2
    assert country(t, "anjou")["followers"] == {"Aki": 3}
    assert board(t, "Aki")["tiles"]["inactive"] == 5 and board(t, "Aki")["tiles"]["used"] == ["move"]
    assert t.show()["pending"]["kind"] == "draw"


def test_carolingi_end_victory_glory_tied_gives_nobody_the_point():
    """carolingi.end.victory (3.5 glory): more trophies than every other player, or 4; two players level
    below 4 both miss it, and a third with fewer too."""
    t = table("Aki Ben Chie", "put glory Aki 2", "put glory Ben 2", "put glory Chie 1")
    players = t.score()["players"]
    assert not any(players[p]["conditions"]["glory"] for p in ("Aki", "Ben", "Chie"))
    t.ok("put glory Ben 4")
    players = t.score()["players"]
    assert players["Ben"]["conditions"]["glory"] and not players["Aki"]["conditions"]["glory"]


def test_carolingi_end_victory_a_region_with_an_empty_homeland_is_not_held():
    """carolingi.end.victory (3.5 region): every unforested country of the region must be controlled, the
    homeland too; Burgundy with an empty Comte de Bourgogne is not Chie's, and another player's homeland
    keeps Saxony from anyone else."""
    t = table("Aki Ben Chie", "put rebels Duché-de-Bourgogne 0", "put followers Duché-de-Bourgogne Chie 1",
              "put followers Haute-Provence Chie 1")
    assert t.score()["players"]["Chie"]["regions"] == ["bourgogne"]
    t.ok("put followers Comté-de-Bourgogne Chie 0")
    assert t.score()["players"]["Chie"]["regions"] == []
    clear_rebels(t, "Westfalen", "Hessen", "Thüringen")
    t.run("put followers Westfalen Aki 1\nput followers Hessen Aki 1\nput followers Thüringen Aki 1\n"
          "put followers Nordalbingien Aki 1")
    assert t.score()["players"]["Aki"]["regions"] == []  # Ostfalen is Ben's homeland


def test_carolingi_end_tie_break_then_the_countries_controlled():
    """carolingi.end.tie-break (3.5): level on points and on followers on the board, the one controlling
    more countries wins: Aki moves 2 of Normandie's 5 into Anjou and Picardie (3 countries, 5 followers),
    Ben keeps his 5 at home (1 country)."""
    t = table("Aki Ben", "put year 834", "put season autumn")
    clear_rebels(t, "Anjou", "Picardie")
    t.run("put followers Normandie Aki 3\nput followers Anjou Aki 1\nput followers Picardie Aki 1")
    t.run("draw noaction Aki\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben")
    t.run("draw event\ncard Hessen\ndraw event\ncard Thüringen")
    data = t.score()
    assert data["final"] and data["winners"] == ["Aki"]
    ranking = {r["player"]: r for r in data["ranking"]}
    assert ranking["Aki"]["tiebreaks"] == {"followers_on_board": 5, "controlled": 3}
    assert ranking["Ben"]["tiebreaks"] == {"followers_on_board": 5, "controlled": 1}
    assert ranking["Aki"]["score"] == ranking["Ben"]["score"] == 0


def test_carolingi_battle_trophy_a_fifth_is_never_taken_after_a_set_up_line():
    """carolingi.battle.trophy (5.5: with 4 trophies no more can be added): the trophy question is judged
    again when a set-up line changes the position while it waits; the glory track set to 4, or the Leudes
    emptied, and no trophy is offered any more (before, 'trophy yes' then put a fifth on the track, or
    took a follower from empty Leudes)."""
    t = table("Aki Ben", "put followers Anjou Aki 2", "draw battle Aki", "battle Anjou")
    assert t.show()["pending"]["kind"] == "trophy"
    reply = t.ok("put glory Aki 4")
    assert "already has 4 trophies" in reply.text and t.show()["pending"]["kind"] == "draw"
    t.rejected("trophy yes", "carolingi.turn.pending")
    assert board(t, "Aki")["glory"] == 4
    t = table("Aki Ben", "put followers Anjou Aki 2", "draw battle Aki", "battle Anjou")
    reply = t.ok("put court Aki 0 8 3")
    assert "no Leudes for a trophy" in reply.text and t.show()["pending"]["kind"] == "draw"
    assert (board(t, "Aki")["leudes"], board(t, "Aki")["glory"]) == (0, 0)


def _peace_ready(t):
    clear_rebels(t, *SIX)
    for c in SIX:
        t.ok(f"put followers {c} Aki 1")
    t.run("put followers Normandie Aki 6\nput court Aki 5 4 3\nput glory Aki 4\nput tiles Aki 5 4\n"
          "put tiles Ben 5 4")
    return t


def test_carolingi_peace_reveal_a_rival_whose_no_action_tile_came_out_first_is_drawn_off():
    """carolingi.peace.reveal, carolingi.peace.draw-off (5.8): the pairing is the tiles laid. Ben laid his
    peace tile with a no-action tile, which came out of the bag earlier this season; his peace tile, still
    in the bag, is a paired peace tile as Aki's would be (the referee counts a no-action tile already seen
    for the declaring player too): the bag's reveal names Ben and the peace tiles are drawn off. Before,
    the line was refused and Aki won at once. A rival whose drawn tile was an action is not paired."""
    t = _peace_ready(table("Aki Ben"))
    t.run("draw noaction Ben\ndraw peace Aki\nextra none")
    assert "reveal paired Ben" in set(legal(t.session.game, t.state))  # and the legal lines offer it
    said = " ".join(t.ok("reveal paired Ben").text.split())
    assert "the peace tiles of Ben are drawn off one by one (Aki's was carried out already)" in said
    assert t.show()["pending"]["kind"] == "peace-draw" and not t.score()["final"]
    t.run("draw peace Ben\nextra none")
    data = t.score()
    assert data["final"] and data["winners"] == ["Aki"]  # only Aki meets three conditions
    t = _peace_ready(table("Aki Ben"))
    t.run("draw levy Ben\npass\ndraw peace Aki\nextra none")
    t.rejected("reveal paired Ben", "carolingi.peace.reveal")


def test_carolingi_season_draw_tiles_by_the_rulebook_s_japanese_headings():
    """carolingi.season.draw: a Japanese table names the tiles as the rulebook's headings do (5.3 ミッシを
    雇う, 5.4 部隊の移動, 5.7 暴動を鎮める, 5.8 平和の宣言, a ノーアクションタイル)."""
    t = Table("new carolingi Aki Ben", lang="ja")
    t.run("put tiles Aki 5 4\n引く ミッシを雇う Aki\n見送り\n引く 部隊の移動 Ben\n見送り\n引く 暴動を鎮める Ben\n見送り")
    t.ok("引く 平和の宣言 Aki")
    assert t.show()["pending"]["kind"] == "extra"
    t.ok("追加 なし")
    assert board(t, "Aki")["tiles"]["inactive"] == 5  # the peace failed: no condition met
    t = Table("new carolingi Aki Ben", lang="ja")
    t.ok("引く ノーアクションタイル Ben")
    assert t.show()["bag"]["tiles"]["Ben"] == 1


def test_carolingi_peace_reveal_the_peace_winner_heads_the_final_standings():
    """carolingi.peace.reveal (5.8): a successful declaration wins the game outright, even against a
    player with more points (Ben holds Saxony with 4 points, Aki declares with 3); the final standings
    (score --json ranking and order) put the winner first, as `winners` does; before, Ben was ranked 1."""
    t = _peace_ready(table("Aki Ben"))
    for c in ("Westfalen", "Hessen", "Thüringen", "Oberlothringen"):
        t.run(f"put rebels {c} 0\nput followers {c} Ben 3")
    for c in ("Westfalen", "Hessen", "Thüringen"):
        t.ok(f"put development {c} 2")
    t.run("put followers Ostfalen Ben 2\nput followers Nordalbingien Ben 1\nput glory Ben 4")
    assert t.score()["players"]["Ben"]["points"] == 4 and t.score()["players"]["Aki"]["points"] == 3
    t.run("draw peace Aki\nextra none\nreveal paired")
    data = t.score()
    assert data["final"] and data["winners"] == ["Aki"] and data["order"] == ["Aki", "Ben"]
    assert [(r["player"], r["rank"], r["score"]) for r in data["ranking"]] == [("Aki", 1, 3), ("Ben", 2, 4)]
