"""Tigris & Euphrates as a Japanese table played it (table trial 25): the words for withdrawing a
leader, the player named in a refusal, the swap limit, and messages that say only what happened."""

from __future__ import annotations

from test_tigris_audit3 import WAR_MONUMENT_TREASURE
from test_tigris_rulings import table


def test_torinozoku_withdraws_a_leader_the_rulebooks_word():
    # 手番のアクション: リーダー駒を配置するか、移動するか、取り除く
    for word in ("取り除く", "取り除き", "外す", "手元に戻す"):
        t = table(setup=WAR_MONUMENT_TREASURE, lang="ja")
        t.ok(f"リーダー 黒 {word}")
        assert "F5" not in t.state.leaders


def test_idou_is_the_leader_command_only_leaders_move():
    t = table(setup=WAR_MONUMENT_TREASURE, lang="ja")
    t.ok("移動 黒 手元")
    assert "F5" not in t.state.leaders


def test_a_leader_not_on_the_board_is_named_with_its_player():
    for lang, text in (("ja", "Akiの国王はボード上にいません"), ("en", "Aki's")):
        t = table(lang=lang)
        reply = t.rejected("leader black off", "tigris.leader.withdraw")
        assert text in reply.text and "あなた" not in reply.text and "Your" not in reply.text


def test_a_swap_after_a_tile_offers_as_many_as_the_hand_holds():
    t = table(lang="ja")
    t.ok("タイル 赤 A1")
    reply = t.rejected("交換 6", "tigris.swap.count")
    assert "手持ちは5枚なので" in reply.text and "1~5枚" in reply.text and "1~6" not in reply.text


def test_a_swap_says_how_many_were_drawn():
    t = table(lang="ja")
    t.state.bag = 1  # the bag holds one tile: the swap draws one and the game ends (ゲームの終了)
    reply = t.ok("交換 5")
    assert "5枚捨て、1枚引きました" in reply.text


def test_pass_on_a_full_hand_says_nothing_of_a_refill():
    # 手番の終わりに6枚になるまで引く: nobody used a tile, so nobody draws.
    t = table(lang="ja")
    reply = t.ok("パス")
    assert "補充" not in reply.text
    t = table(lang="ja")
    t.ok("タイル 赤 A1")
    assert "補充" in t.ok("パス").text


def test_a_side_that_commits_nothing_is_said_so():
    for lang, text in (("ja", "Akiは集落タイルを出しませんでした"), ("en", "Aki commits no settlement tile")):
        t = table(setup=WAR_MONUMENT_TREASURE, lang=lang)
        t.ok("tile black H5")
        reply = t.ok("commit 0")
        assert text in reply.text and "0" not in reply.text.split("\n")[0]


def test_why_leaves_out_the_supporting_tiles_when_the_loser_had_none():
    # Ben's king J5 has no settlement beside it: he loses only the leader (外部紛争の解決).
    setup = WAR_MONUMENT_TREASURE.replace("put tile black J6", "")
    for lang, gone, zero in (("ja", "Benの国王がボードから取り除かれ", "タイル0枚"), ("en", "Ben's king leaves", "0 supporting")):
        t = table(setup=setup, lang=lang)
        t.ok("tile black H5")
        t.ok("commit 0")
        t.ok("commit 0")
        why = t.ok("why" if lang == "en" else "なぜ").text
        assert gone in why and zero not in why, why


# West: Aki's priest G5 (temple G6) links his king F5 (temple F4) to H5; East: Ben's priest J5 and king
# I4 beside the temples I5 I6. A market on H5 joins them: two wars (red, black), Aki chooses red.
TWO_WARS = """
put tile red F4
put tile red G6
put leader Aki red G5
put leader Aki black F5
put tile red I5
put tile red I6
put leader Ben red J5
put leader Ben black I4
"""


def test_a_war_still_due_that_the_kingdom_split_cancels_is_said_with_its_rule():
    # 外部紛争の解決: after each war the kingdoms are looked at again. Aki loses the priests' war 3-3
    # (the defender wins a tie): his priest G5 leaves, and his king F5 is no longer joined to H5.
    for lang, text in (("ja", "王国が分かれたため、国王同士の外部紛争は起きません"), ("en", "The kingdom has split")):
        t = table(setup=TWO_WARS, lang=lang)
        t.ok("tile green H5")
        assert t.state.pending["colours"] == ["black", "red"]
        t.ok("war red")
        t.ok("commit 0")
        reply = t.ok("commit 0")
        assert text in reply.text and t.state.pending is None
        why = t.ok("why").text
        assert "tigris.war.cascade" in why and text in why


def test_joining_kingdoms_without_a_war_says_nothing_of_wars():
    t = table(setup="put tile red G6\nput leader Aki red G5\nput tile red I5\nput leader Ben black J5", lang="ja")
    reply = t.ok("タイル 緑 H5")
    assert "外部紛争" not in reply.text and t.state.unification is None
