"""Carolingi at a Japanese table (trial 26): the rulebook's words in the table's view, the refusals and `why`,
in Japanese and, where the English had the same fault, in English."""

from __future__ import annotations

import pytest

from carolingi_helpers import board, clear_rebels, table
from conftest import Table
from test_carolingi_events import hunger_example


def _flat(text: str) -> str:
    """A text with its line breaks and spaces gone (wrapping breaks a Japanese line at a space)."""
    return "".join(text.split())


def _players_rows(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(("プレイヤー", "player")))
    return lines[start + 2:]


def test_the_used_tiles_name_the_swap_in_the_table_s_words_and_wrap_between_tiles():
    """3.3: a tile on the swap space shows as +交換 (not +swap), and a long row of used tiles wraps between
    whole tile names (暴動鎮 / 圧 was broken mid-word)."""
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.run("設定 使用済み アキ ミッシ雇用 開発 暴動鎮圧 戦闘 部隊移動\n設定 使用済み ベン 戦闘 暴動鎮圧 部隊移動 ミッシ雇用")
    t.ok("交換 ベン 戦闘")
    rows = _players_rows(t.ok("表示").text)
    cells = " ".join(rows)
    aki = rows[:next(i for i, r in enumerate(rows) if r.startswith("ベン"))]  # Aki's row and its wrapped lines
    words = set(" ".join(aki).split())
    for tile in ("戦闘", "暴動鎮圧", "部隊移動", "ミッシ雇用", "開発"):
        assert tile in words, f"{tile} broken across lines: {rows}"
    assert "+交換" in cells and "swap" not in cells
    assert "+swap" in " ".join(_players_rows(Table("new carolingi Aki Ben", "put used Aki battle",
                                                    "swap Aki battle").ok("show").text))


def test_rebels_on_a_slotted_card_are_named_as_rebels_not_r():
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.run("設定 カード反乱軍 シャンパーニュ 1\n設定 使者 アキ シャンパーニュ 2")
    text = t.ok("表示").text
    assert "[アキ 2, 反乱軍 1]" in text and "r1" not in text
    assert "[Aki 2, rebels 1]" in table("Aki Ben", "put card-rebels Champagne 1", "put envoys Aki Champagne 2").ok(
        "show").text


def test_influence_board_says_whose_followers_come_down_and_that_the_card_goes_to_the_discard():
    """5.1 C: everything on the card comes down; the card goes onto the discard pile (捨山, as 4.1 and
    `設定 捨山` say)."""
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.run("設定 使者 チエ シャンパーニュ 2\n引く 影響 チエ")
    said = _flat(t.ok("影響 盤面へ シャンパーニュ").text)
    assert "チエのフォロワー2体、反乱軍0体" in said and "捨山" in said and "捨て札" not in said
    t = table("Aki Ben", "put envoys Ben Champagne 2", "draw influence Ben")
    assert "2 follower(s) of Ben, 0 rebel(s)" in " ".join(t.ok("influence board Champagne").text.split())


def _peace_ready(t: Table) -> Table:
    """Aki meets three conditions (expansion, followers, glory) once Ben's glory is below hers."""
    six = ("Picardie", "Île-de-France", "Champagne", "Anjou", "Westfalen", "Hessen")
    clear_rebels(t, *(f"'{c}'" if " " in c else c for c in six))
    for c in six:
        t.ok(f"put followers {c} Aki 1")
    t.run("put followers Normandie Aki 6\nput court Aki 5 4 3\nput glory Aki 4\nput tiles Aki 5 4\nput tiles Ben 5 4")
    return t


def test_the_peace_check_s_why_lists_each_condition_met_and_not_met():
    """carolingi.peace.check (5.8, 3.5): the derivation names each victory condition, met or not, with the
    count and what it needs; a failed check too (Aki holds only her homeland)."""
    t = _peace_ready(table("Aki Ben"))
    t.run("lang ja\ndraw peace Aki\nextra none")
    why = _flat(t.ok("なぜ").text)
    assert "達成拡大(支配国7、必要6)" in why and "多くの信奉者(ボード上のフォロワー12体、必要12体)" in why
    assert "未達成開発(支配国の開発カウンター0個、必要6個)" in why
    t = table("Aki Ben", "put tiles Aki 5 4", "draw peace Aki", "extra none")
    why = " ".join(t.ok("why").text.split())
    assert "met -; not met expansion (1 countries controlled; 6 needed)" in why
    assert "glory (0 trophies; more than every other player, or 4)" in why


def test_a_peace_draw_off_won_by_two_says_two_met_the_conditions():
    """5.8: when more than one of the peace players meets three conditions the peace fails; the message
    says so instead of 'not exactly one'."""
    t = _peace_ready(table("Aki Ben"))
    six = ("Flandern", "Friesland", "Niederlothringen", "Oberlothringen", "Thüringen", "Nordalbingien")
    clear_rebels(t, *six)
    for c in six:
        t.ok(f"put followers {c} Ben 2")
    t.run("put glory Ben 4\ndraw noaction Ben\ndraw peace Aki\nextra none\nreveal paired Ben\nlang ja")
    said = _flat(t.ok("引く 平和 Ben").text + t.ok("追加 なし").text)
    assert "Aki、Benの2人が勝利条件を3つ以上満たしたので、平和は成立しません" in said


def test_the_reveal_question_says_only_peace_tiles_laid_with_a_no_action_tile_count():
    t = _peace_ready(table("Aki Ben"))
    t.run("lang ja\n引く 平和 Aki\n追加 なし")
    assert "ノーアクションタイルが添えられていない平和タイルは数えません" in _flat(t.ok("表示").text)
    t = _peace_ready(table("Aki Ben"))
    t.run("draw peace Aki\nextra none")
    assert "a peace tile laid without a no-action tile does not count" in " ".join(t.ok("show").text.split())


def test_put_development_beyond_two_says_how_many_may_be_set():
    """carolingi.develop.counters: 3 counters cannot be set (0-2); it did not say Franken has 3."""
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    reply = t.rejected("設定 開発カウンター フランケン 3", "carolingi.develop.counters")
    assert "フランケンに3個は置けません(0〜2)" in reply.text and "3個あります" not in reply.text
    reply = table("Aki Ben Chie").rejected("put development Franken 3", "carolingi.develop.counters")
    assert "3 cannot be set in Franken (0-2)" in reply.text and "has 3" not in reply.text


def test_history_and_undo_name_the_year_and_season_in_words():
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.run("引く 戦闘 アキ\n見送り")
    assert "830年 冬" in t.ok("履歴").text and "830·1" not in t.ok("履歴").text
    assert t.session.undo_preview(1).turn == "830年 冬"
    t = table("Aki Ben", "draw battle Aki", "pass")
    assert "830 winter" in t.ok("history").text


def test_the_rulebook_s_tile_words_are_accepted():
    """5.4 兵の移動タイル, 3.5/5.8 平和宣言 and 和平宣言, 影響タイル, and 雇用 as the levy command."""
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.run("設定 タイル アキ 5 4\n引く 兵の移動 アキ\n見送り\n引く 影響タイル ベン\n見送り")
    t.ok("引く 和平宣言 アキ")
    assert t.show()["pending"]["kind"] == "extra"
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.run("設定 タイル アキ 5 4\n引く 平和宣言 アキ")
    assert t.show()["pending"]["kind"] == "extra"
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.ok("引く ミッシ雇用 アキ")
    assert "賦課金は" in _flat(t.ok("表示").text) and "徴収は" not in _flat(t.ok("表示").text)
    t.ok("雇用 1")
    assert board(t, "アキ")["missi"] == 4


def test_a_hunger_choice_naming_a_player_with_no_follower_there_says_so():
    """carolingi.hunger.choice (4.2): "…にベンのフォロワーはいません", not "0体だけです"; and `why`
    after the choice names the choice rule."""
    t = hunger_example()
    t.run("draw event\ncard hunger\nlang ja")
    reply = t.rejected("除去 Ben", "carolingi.hunger.choice")
    assert "ブルゴーニュ公国にBenのフォロワーはいません" in reply.text and "0体" not in reply.text
    t.ok("除去 Aki")
    why = t.ok("なぜ").text
    assert "carolingi.hunger.choice" in why and "Chieが、去る1体を選びました:Akiのフォロワー1体" in _flat(why)
    t = hunger_example()
    t.run("draw event\ncard hunger")
    assert "Ben has no follower in Duché de Bourgogne" in t.rejected("remove Ben", "carolingi.hunger.choice").text


def test_put_court_beyond_the_followers_says_what_the_three_numbers_may_add_up_to():
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    reply = t.rejected("設定 宮廷 アキ 9 9 9", "carolingi.put.components")
    assert "合計は19体までです(指定は27体)" in _flat(reply.text)
    reply = table("Aki Ben").rejected("put court Aki 9 9 9", "carolingi.put.components")
    assert "may add up to 19 at most (not 27)" in " ".join(reply.text.split())


def test_extra_refusal_has_no_english_in_japanese():
    reply = Table("new carolingi アキ ベン", "設定 タイル アキ 5 4", "引く 平和 アキ", lang="ja").error("追加 フランケン")
    assert "「なし」でもありません" in reply.text and "none" not in reply.text


def test_a_line_after_the_end_says_how_to_go_on():
    t = table("Aki Ben", "put year 834", "put season autumn")
    t.run("draw noaction Aki\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben")
    for c in ("Hessen", "Picardie"):
        t.run(f"draw event\ncard {c}")
    assert t.state.over
    reply = t.session.execute("draw battle Aki")
    assert reply.status == "rejected" and "'undo'" in reply.text and "'score'" in reply.text
    t.ok("lang ja")
    reply = t.session.execute("引く 戦闘 Aki")
    assert "「取り消し」" in reply.text and "「得点」" in reply.text


def test_an_event_tile_with_the_archivum_empty_asks_for_no_card():
    """4: with no card left in the Archivum, the event tile asks for none; with no hunger card left the
    question offers only a country card."""
    t = Table("new carolingi Aki Ben", lang="ja")
    for c in list(t.state.archive):
        t.ok(f"設定 捨山 {c}")
    said = t.ok("引く イベント").text
    assert "カードを引いて入力" not in said and "アーキビウムが空" in said
    t = table("Aki Ben", "put year 831", "put discard hunger")
    assert t.state.archive_hunger == 0
    said = t.ok("draw event").text
    assert "card COUNTRY" in said and "card hunger" not in said
    assert "card hunger" not in t.ok("show").text


def test_pacify_s_why_says_why_the_country_may_be_pacified():
    """carolingi.pacify.range (5.7): a follower of the player in the country or a neighbour."""
    t = table("Aki Ben Chie", "put followers Schwaben Chie 1", "put rebels Franken 2", "draw pacify Chie",
              "pacify Franken 2")
    why = " ".join(t.ok("why").text.split())
    assert "carolingi.pacify.range" in why and "Chie has followers in Schwaben (1), a neighbour of Franken" in why
    t.ok("lang ja")
    assert "Chieのフォロワーが隣国シュヴァーベンにいる(1体)ので" in _flat(t.ok("なぜ").text)


def test_set_up_echoes_and_refusals_name_the_player():
    t = Table("new carolingi アキ ベン チエ", lang="ja")
    t.ok("設定 カード ヘッセン")
    assert t.ok("除去 カード ヘッセン").text.startswith("除去:")
    assert "未活性" not in t.ok("設定 タイル アキ 3 4").text
    t.run("設定 フォロワー アキ ピカルディー 1\n引く 部隊移動 アキ")
    clear_rebels(t, "ピカルディー")
    reply = t.rejected("移動 ピカルディー イル=ド=フランス 2", "carolingi.move.step")
    assert "アキのフォロワーは1体だけです" in reply.text and "あなた" not in reply.text
    help_text = t.ok("ヘルプ").text
    for english in ("Hessen 2 Westfalen", "Franken 2 Schwaben", "移動 Aki", "移動 Hessen"):
        assert english not in help_text


# --- held-out trial 26 (the command contract) ------------------------------------------------------------

@pytest.mark.parametrize("tile", ["peace", "noaction"])
def test_extra_with_a_peace_or_no_action_tile_is_refused_by_the_rule(tile):
    """5.8: the extra action is an active action tile; `extra peace` was refused as a malformed word (exit 2)."""
    t = Table("new carolingi Aki Ben", "put tiles Aki 5 4", "draw peace Aki")
    t.rejected(f"extra {tile}", "carolingi.peace.extra")


@pytest.mark.parametrize("game", ["tigris", "lancaster", "carolingi", "kings-castles"])
def test_show_json_names_the_player_awaited_in_every_game(game):
    t = Table(f"new {game} Aki Ben Chie")
    data = t.show()
    assert "active" in data and data["active"] == t.session.game.status(t.state).active
