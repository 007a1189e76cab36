"""Carolingi: a third independent audit against the rulebook (seeds/003). Each outcome below was worked out
by hand from the rulebook before the referee was run; each test is named after the rule id it pins. The
rulings already pinned by the earlier audits are left alone: these are the interactions (two rules in one
line, ties, zero cases, the last year and the final count), and two whole games played to the sundial."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, country, table
from conftest import Table

# --- whole games ------------------------------------------------------------------------------------------------

# Three players, sundial 831. Chie spreads from the Comte de Bourgogne into the Duche, Schwaben and the
# forest (Haute) Provence; Ben and Aki put envoys on the Champagne card and Aki brings them down (Influence C
# moves Ben's envoy too) and fights them; the hunger of 831; a full Lotharingia whose two followerless cards
# each get a rebel; a full Saxony bringing Ben's envoy down into the forest Nordalbingien (no rebel on it: no
# spread).
GAME_EN = """
# Winter 830
draw influence Aki
influence cards Champagne 2
draw influence Ben
influence cards Champagne 1 Westfalen 2
draw move Chie
move Comté-de-Bourgogne Duché-de-Bourgogne 2 Comté-de-Bourgogne Schwaben 1 Comté-de-Bourgogne Haute-Provence 1
draw event
card Haute-Provence
draw move Aki
move Normandie Anjou 2
draw noaction Ben
draw levy Chie
levy 3
# Spring 830
swap Ben influence
draw event
card Nordalbingien
draw levy Aki
levy 3
draw levy Ben
levy 3
draw develop Chie
develop Duché-de-Bourgogne 2
draw noaction Aki
draw influence Ben
influence board Westfalen
draw pacify Chie
pacify Schwaben
# Summer 830
swap Aki influence
draw influence Aki
influence board Champagne
draw battle Aki
battle Champagne
trophy yes
draw event
card Hessen
draw move Ben
move Westfalen Hessen 1
draw noaction Ben
draw battle Chie
pass
draw noaction Chie
# Autumn 830
draw event
card Friesland
draw noaction Aki
draw noaction Aki
draw develop Ben
develop activate
draw noaction Ben
draw noaction Chie
draw noaction Chie
# Winter 831
draw event
card hunger
draw levy Ben
levy 3
draw move Ben
move Ostfalen Thüringen 2
draw event
card Chur-Rätien
draw pacify Aki
pacify Île-de-France
draw noaction Aki
draw levy Chie
levy 4
draw noaction Chie
# Spring 831
draw event
card Picardie
draw event
card Westfalen
draw influence Aki
influence cards Picardie 2
draw develop Chie
pass
draw battle Ben
battle Thüringen
trophy yes
draw noaction Aki
draw noaction Ben
draw noaction Chie
# Summer 831
draw event
card Anjou
draw event
card Flandern
draw levy Aki
levy 3
draw move Aki
move Normandie Anjou 2
draw influence Ben
influence cards Nordalbingien 1
draw noaction Ben
draw pacify Chie
pacify Schwaben
draw noaction Chie
# Autumn 831
draw event
card Thüringen
draw event
card Berry
draw battle Aki
battle Anjou
trophy yes
draw noaction Aki
draw develop Ben
develop Thüringen 1
draw noaction Ben
draw influence Chie
influence home 3
draw noaction Chie
"""


def _play(t: Table, script: str, until: str | None = None) -> None:
    for line in script.strip().splitlines():
        if until is not None and line.strip() == until:
            return
        if line.strip() and not line.startswith("#"):
            t.ok(line)


def test_carolingi_end_tie_break_a_whole_three_player_game_decided_by_followers_on_the_board():
    """carolingi.end.victory, carolingi.end.tie-break (3.5), with carolingi.hunger.capacity and
    carolingi.event.full-region on the way. Counted by hand at the end of 831:
    Aki: Normandie 1, Champagne 1, Ile-de-France 1, Anjou 1 (its two rebels fought away): 4 countries
    controlled, 4 followers on the board (the 2 on the Picardie card never count), 2 trophies against
    Ben's 1 and Chie's 0: glory, 1 point.
    Ben: Ostfalen 1, Thueringen 1 (1 counter) controlled; Westfalen 1 and Hessen 1 against 2 rebels each;
    Nordalbingien 1 (a forest): 5 on the board, 0 points.
    Chie: Comte de Bourgogne 4, Duche 2 (2 counters, 1 rebel), Schwaben 2 controlled, 1 in the forest
    (Haute) Provence: Bourgogne is hers, 1 point; 9 on the board.
    Aki and Chie tie on 1 point; Chie has more followers on the board (9 against 4) and wins."""
    t = Table("new carolingi Aki Ben Chie --option sundial=831")
    _play(t, GAME_EN, until="# Winter 831")
    # 830's court day, then the hunger of 831 below: Anjou (Aki 2, feeds 1) and Schwaben (Chie 2, feeds 1)
    # each lose one and get a rebel; the homeland Ostfalen (Ben 5) keeps 3 and gets none.
    assert t.score()["court_days"]["830"] == {"Aki": 1, "Ben": 0, "Chie": 1}
    t.ok("draw event")
    t.ok("card hunger")
    assert country(t, "anjou")["followers"] == {"Aki": 1} and country(t, "anjou")["rebels"] == 2
    assert country(t, "schwaben")["followers"] == {"Chie": 1} and country(t, "schwaben")["rebels"] == 1
    assert country(t, "ostfalen")["followers"] == {"Ben": 3} and country(t, "ostfalen")["rebels"] == 0
    _play(t, GAME_EN.split("card hunger", 1)[1])
    data = t.score()
    assert data["final"] and data["end_reason"] == "sundial" and data["winners"] == ["Chie"]
    got = {p: (v["points"], v["controlled"], v["development_counters"], v["followers_on_board"], v["glory"],
               v["regions"]) for p, v in data["players"].items()}
    assert got == {"Aki": (1, 4, 0, 4, 2, []), "Ben": (0, 2, 1, 5, 1, []),
                   "Chie": (1, 3, 2, 9, 0, ["bourgogne"])}
    assert data["players"]["Aki"]["conditions"]["glory"] is True
    assert [r["player"] for r in data["ranking"]] == ["Chie", "Aki", "Ben"]
    # the full Lotharingia of summer 831: each followerless card brought a rebel down
    assert country(t, "oberlothringen")["rebels"] == country(t, "friesland")["rebels"] == 2
    # the full Saxony of autumn 831: Ben's envoy came down into the forest; no rebel on its card, no spread
    assert country(t, "nordalbingien")["followers"] == {"Ben": 1} and country(t, "nordalbingien")["rebels"] == 0
    assert country(t, "hessen")["rebels"] == country(t, "westfalen")["rebels"] == 2


# Two players, sundial 830, typed in the Japanese words of the rulebook and the help (the headings of 5.3,
# 5.4 and 5.7 name the tiles and the commands alike). Aki activates a dotted tile in winter, lays it as the
# peace tile in summer with a no-action tile, and pacifies Anjou as the extra action: two countries, no
# condition: the peace fails. Ben has used all five of his tiles by autumn and cannot swap (nothing unused
# to lay on the swap space).
GAME_JA = """
引く 開発 Aki
開発 活性化
引く 部隊移動 Ben
移動 オストファーレン ヘッセン 2 オストファーレン テューリンゲン 1
引く イベント
カード ヘッセン
引く 部隊移動 Aki
部隊の移動 ノルマンディー アンジュー 1
引く ノーアクション Ben
引く ミッシを雇う Aki
ミッシを雇う 3
引く 暴動を鎮める Ben
暴動を鎮める テューリンゲン
引く イベント
カード ノルダルビンゲン
引く 影響 Aki
影響 カードへ ヴェストファーレン 1 ノルダルビンゲン 1
引く バトル Ben
戦闘 ヘッセン
トロフィー はい
引く イベント
カード テューリンゲン
引く 平和 Aki
追加 暴動鎮圧
鎮圧 アンジュー
引く ノーアクション Aki
引く 影響 Ben
見送り
引く ミッシ雇用 Ben
徴収 1 0 1
"""


def test_carolingi_peace_check_a_whole_japanese_game_with_a_failed_peace():
    """carolingi.peace.check, carolingi.season.swap, carolingi.end.victory (3.3, 3.5, 5.8), in Japanese.
    Counted by hand: the peace fails with 0 conditions; the pacification it brought stands (Anjou: Aki 2,
    no rebel) and the peace tile is inactive again (5 inactive). The full Saxony of summer brings Aki's
    envoys down into Westfalen and the forest Nordalbingien, and a rebel onto the followerless Hessen card.
    At the end of 830: Aki controls Normandie 4 and Anjou 2 (8 on the board, with Westfalen 1 against a
    rebel and Nordalbingien 1): 0 points. Ben controls Ostfalen 2 and Thueringen 2; Hessen 1 against 1
    rebel; 1 trophy against none: glory, 1 point. Ben wins."""
    t = Table("new carolingi Aki Ben --option sundial=830", lang="ja")
    t.run(GAME_JA)
    assert any("達成した勝利条件は0個で、必要な3個に足りません" in r.text for r in t.replies)
    assert country(t, "anjou")["followers"] == {"Aki": 2} and country(t, "anjou")["rebels"] == 0
    assert board(t, "Aki")["tiles"]["inactive"] == 5
    assert country(t, "hessen")["followers"] == {"Ben": 1} and country(t, "hessen")["rebels"] == 1
    assert country(t, "westfalen")["followers"] == {"Aki": 1} and country(t, "westfalen")["rebels"] == 1
    assert country(t, "nordalbingien")["followers"] == {"Aki": 1}
    t.rejected("交換 Ben 部隊移動", "carolingi.season.swap")
    t.run("引く イベント\nカード ピカルディー\n引く ノーアクション Aki\n引く ノーアクション Aki\n"
          "引く ノーアクション Ben\n引く ノーアクション Ben")
    data = t.score()
    assert data["final"] and data["winners"] == ["Ben"]
    got = {p: (v["points"], v["controlled"], v["followers_on_board"], v["glory"]) for p, v in data["players"].items()}
    assert got == {"Aki": (0, 2, 8, 0), "Ben": (1, 2, 5, 1)}


# --- interactions ------------------------------------------------------------------------------------------------

def test_carolingi_hunger_choice_the_majority_may_send_its_own_followers_away():
    """carolingi.hunger.choice, carolingi.hunger.rebels (4.2): Anjou has a counter (feeds 2) and Aki 2,
    Ben 1, Chie 1. Aki, the majority, decides who leaves and may name one of his own: Aki 1 and Chie 1
    stay, one rebel rises."""
    t = table("Aki Ben Chie", "put year 831", "put rebels Anjou 0", "put development Anjou 1",
              "put followers Anjou Aki 2", "put followers Anjou Ben 1", "put followers Anjou Chie 1")
    t.run("draw event\ncard hunger")
    assert t.show()["pending"]["kind"] == "hunger"
    t.ok("remove Aki Ben")
    assert country(t, "anjou")["followers"] == {"Aki": 1, "Chie": 1} and country(t, "anjou")["rebels"] == 1


def test_carolingi_hunger_tie_every_player_represented_loses_alike():
    """carolingi.hunger.tie (4.2): Picardie (1 counter, feeds 2) holds Aki 2 and Ben 2: one each leaves,
    and no question is asked. Champagne (2 counters, feeds 3) holds Aki 2, Ben 2, Chie 1: the top is
    tied, so one round takes one from every player represented, Chie's single follower too."""
    t = table("Aki Ben Chie", "put year 831")
    clear_rebels(t, "Picardie", "Champagne")
    t.run("put development Picardie 1\nput followers Picardie Aki 2\nput followers Picardie Ben 2\n"
          "put development Champagne 2\nput followers Champagne Aki 2\nput followers Champagne Ben 2\n"
          "put followers Champagne Chie 1\ndraw event\ncard hunger")
    assert country(t, "picardie")["followers"] == {"Aki": 1, "Ben": 1} and country(t, "picardie")["rebels"] == 1
    assert country(t, "champagne")["followers"] == {"Aki": 1, "Ben": 1} and country(t, "champagne")["rebels"] == 1
    assert t.show()["pending"]["kind"] == "draw"


def test_carolingi_levy_amount_an_empty_homeland_still_yields_one():
    """carolingi.levy.amount (5.3): the homeland always yields 1, even with no follower left in it;
    Anjou (2 counters) 3, Picardie 1, Champagne (1 counter) 2; Ile-de-France has counters but a rebel
    and no follower: nothing. 1 + 3 + 1 + 2 = 7, all spent; 8 would be too much."""
    t = table("Aki Ben", "take followers Normandie Aki")
    clear_rebels(t, "Anjou", "Picardie", "Champagne")
    t.run("put development Anjou 2\nput followers Anjou Aki 1\nput followers Picardie Aki 1\n"
          "put development Champagne 1\nput followers Champagne Aki 1\nput development Île-de-France 2\n"
          "draw levy Aki")
    t.rejected("levy 8", "carolingi.levy.spend")
    missi = board(t, "Aki")["missi"]
    t.ok("levy 7")
    assert board(t, "Aki")["missi"] == missi + 7


def test_carolingi_move_cost_two_groups_from_one_country_cost_two_missi():
    """carolingi.move.cost, carolingi.move.from (5.4): two groups out of the homeland (2 to Anjou, 1 to
    Picardie) cost two Missi, whatever their sizes; with one Missus the line is refused whole."""
    t = table("Aki Ben", "put court Aki 8 8 1", "draw move Aki")
    t.rejected("move Normandie Anjou 2 Normandie Picardie 1", "carolingi.move.cost")
    t.ok("put court Aki 8 8 3")
    t.ok("move Normandie Anjou 2 Normandie Picardie 1")
    assert country(t, "normandie")["followers"] == {"Aki": 2}
    assert country(t, "anjou")["followers"] == {"Aki": 2} and country(t, "picardie")["followers"] == {"Aki": 1}
    assert (board(t, "Aki")["missi"], board(t, "Aki")["leudes"]) == (1, 10)


def test_carolingi_battle_rounds_three_colours_and_rebels_without_control():
    """carolingi.battle.condition, carolingi.battle.rounds (5.5): Ben 3 in Hessen against Aki 2, Chie 2
    and 2 rebels: no control (3 against 6), but more than each; two rounds leave Ben 1; Aki and Chie
    each get 2 back to Leudes, Ben 2, the rebels go to the supply."""
    t = table("Aki Ben Chie", "put rebels Hessen 2", "put followers Hessen Ben 3", "put followers Hessen Aki 2",
              "put followers Hessen Chie 2", "draw battle Ben")
    leudes = {p: board(t, p)["leudes"] for p in ("Aki", "Ben", "Chie")}
    t.ok("battle Hessen")
    assert country(t, "hessen")["followers"] == {"Ben": 1} and country(t, "hessen")["rebels"] == 0
    assert {p: board(t, p)["leudes"] - leudes[p] for p in leudes} == {"Aki": 2, "Ben": 2, "Chie": 2}


def test_carolingi_event_full_region_a_forest_card_with_an_envoy_and_a_rebel():
    """carolingi.event.full-region, carolingi.event.forest-spread (4.1 B): Saxony full with Westfalen,
    Nordalbingien (Ben's envoy and a rebel on it) and Thueringen when Hessen comes out. The Nordalbingien
    card carries a follower, so it gets no new rebel; Westfalen and Thueringen do, and the table is told.
    Its own rebel comes down into the forest and spreads to Friesland (by sea), not to Ben's Ostfalen."""
    t = table("Aki Ben Chie", "put card Nordalbingien", "put card Thüringen", "put envoys Nordalbingien Ben 1",
              "put card-rebels Nordalbingien 1", "draw event")
    reply = t.ok("card Hessen")
    assert "The card of Westfalen carries no follower" in reply.text
    assert "The card of Thüringen carries no follower" in reply.text
    assert "The card of Nordalbingien carries no follower" not in reply.text
    c = t.show()["countries"]
    assert c["nordalbingien"]["followers"] == {"Ben": 1} and c["nordalbingien"]["rebels"] == 1
    assert c["friesland"]["rebels"] == 2 and c["ostfalen"]["rebels"] == 0
    assert c["westfalen"]["rebels"] == c["thueringen"]["rebels"] == 2


def test_carolingi_end_victory_development_counts_only_in_countries_still_controlled():
    """carolingi.end.victory (3.5): Aki controls Normandie and five more (expansion) with 2 counters in
    each of Picardie, Anjou and Champagne (development: 6). One follower of Ben in Champagne makes it a
    tie: five countries and four counters, neither condition."""
    t = table("Aki Ben")
    mine = ("Picardie", "Anjou", "Champagne", "Île-de-France", "Friesland")
    clear_rebels(t, *mine)
    for c in mine:
        t.ok(f"put followers {c} Aki 1")
    t.run("put development Picardie 2\nput development Anjou 2\nput development Champagne 2")
    aki = t.score()["players"]["Aki"]
    assert aki["conditions"]["expansion"] and aki["conditions"]["development"] and aki["points"] == 2
    t.ok("put followers Champagne Ben 1")
    aki = t.score()["players"]["Aki"]
    assert (aki["controlled"], aki["development_counters"], aki["points"]) == (5, 4, 0)


def test_carolingi_hunger_choice_the_last_event_of_the_sundial_year_is_settled_before_the_final_count():
    """carolingi.hunger.choice, carolingi.end.tie-break (4.2, 3.5): in the autumn of the sundial year the
    bag's last tile reveals the hunger. The game waits for Aki's choice in Anjou (Aki 2, Ben 1, feeds 1),
    then ends: Normandie keeps 3, Anjou Aki 1 against the new rebel, Ostfalen 3. Both 0 points; Aki has
    4 followers on the board against Ben's 3 and wins."""
    t = table("Aki Ben", "put year 834", "put season autumn", "put rebels Anjou 0", "put followers Anjou Aki 2",
              "put followers Anjou Ben 1")
    t.run("draw noaction Aki\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben\ndraw event\ncard Hessen\n"
          "draw event\ncard hunger")
    assert t.show()["pending"]["kind"] == "hunger" and not t.score()["final"]
    t.ok("remove Ben Aki")
    data = t.score()
    assert data["final"] and data["winners"] == ["Aki"]
    assert {p: (v["points"], v["followers_on_board"], v["controlled"]) for p, v in data["players"].items()} == {
        "Aki": (0, 4, 1), "Ben": (0, 3, 1)}
    assert country(t, "anjou")["followers"] == {"Aki": 1} and country(t, "anjou")["rebels"] == 1
