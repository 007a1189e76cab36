"""Carolingi as a new table meets it: what the screens and questions say to type, in both languages,
fits 80 columns and is accepted when typed back; a choice declined or not offered is told."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, table
from conftest import Table
from wcwidth import wcswidth

SIX = "new carolingi Aki Ben Chie Dai Emi Fumi"


def _flat(text: str) -> str:
    """A text with its line breaks and spaces gone (wrapping breaks a Japanese line at a space)."""
    return "".join(text.split())


def test_the_board_shows_long_country_names_whole_in_80_columns():
    for lang in ("en", "ja"):
        text = Table(SIX, lang=lang).ok("show").text
        assert max(wcswidth(line) for line in text.splitlines()) <= 80
    ja = Table(SIX, lang="ja").ok("show").text
    assert "ニーダーロートリンゲン" in ja and "オーバーロートリンゲン" in ja
    # the two Langobard countries, too long to show whole, stay told apart
    assert "ロンゴバルディア・オッ" in ja and "ロンゴバルディア・オリ" in ja
    assert "Longobardia Occidentale" in Table(SIX).ok("show").text


def test_the_japanese_legend_names_the_columns_as_headed():
    text = Table("new carolingi Aki Ben Chie", lang="ja").ok("show").text
    legend = next(line for line in text.splitlines() if line.startswith("F 森林"))
    assert "反乱: 反乱軍" in legend and "開発: 開発カウンター" in legend and "reb" not in legend


def test_a_trophy_declined_is_told_and_one_not_offered_says_why():
    t = table("Aki Ben Chie")
    clear_rebels(t, "Anjou")
    t.run("put followers Anjou Aki 2\nput followers Anjou Chie 1\ndraw battle Aki\nbattle Anjou")
    assert "carolingi.battle.trophy.declined" not in t.ok("trophy no").text
    assert "takes no trophy" in t.replies[-1].text and board(t, "Aki")["glory"] == 0
    full = table("Aki Ben Chie")
    clear_rebels(full, "Anjou")
    full.run("put glory Aki 4\nput followers Anjou Aki 2\nput followers Anjou Chie 1\ndraw battle Aki")
    assert "already has 4 trophies" in full.ok("battle Anjou").text


def test_japanese_prompts_show_the_words_the_help_teaches_and_they_are_accepted():
    t = Table("new carolingi Aki Ben Chie", lang="ja")
    assert _flat("引く タイル プレイヤー または 引く イベント") in _flat(t.ok("show").text)
    t.ok("引く 移動 Aki")
    assert _flat("(移動 元 先 [数]...)か、見送りを入力") in _flat(t.ok("show").text)
    t.ok("見送り")
    clear_rebels(t, "アンジュー")
    t.run("put followers アンジュー Ben 2\nput followers アンジュー Chie 1\n引く 戦闘 Ben\n戦闘 アンジュー")
    assert _flat("トロフィー はい|いいえ") in _flat(t.ok("show").text)
    assert "はい か いいえ" in t.error("トロフィー ja").text
    t.ok("トロフィー いいえ")
    assert "トロフィーを取りません" in t.replies[-1].text


def test_the_palace_is_set_up_with_the_word_the_japanese_help_shows():
    t = Table("new carolingi Aki Ben", lang="ja")
    assert "設定 宮殿 プレイヤー 国" in t.ok("help put").text
    t.ok("設定 宮殿 Aki ノルマンディー")
    t.ok("引く 影響 Aki")
    t.ok("影響 宮殿 3")  # 宮殿 still names the homeland in influence A
    assert board(t, "Aki")["missi"] == 0


def test_the_year_change_tells_the_table_which_rebels_go_onto_the_archivum():
    t = table("Aki Ben", "put season autumn", "put rebels Anjou 5")
    t.run("draw noaction Aki\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben")
    assert "draw the top card of the Archivum and type it: card COUNTRY" in t.ok("draw event").text
    said = t.ok("card Hessen").text
    assert "Anjou keeps 3 rebels; the rest (2) go on top of the Archivum" in said
    assert _flat("2 surplus rebel(s) on top") in _flat(t.ok("show").text)
    t.run("draw noaction Aki\ndraw noaction Aki\ndraw noaction Ben\ndraw noaction Ben\ndraw event")
    card = t.state.archive[0] if t.state.archive[0] != "hunger" else t.state.archive[1]
    said = t.ok(f"card {card}").text
    assert "A surplus rebel rides on the card of" in said and "(1 left on the Archivum)" in said


def test_a_no_action_tile_cannot_be_swapped_and_the_refusal_names_the_rule():
    t = table("Aki Ben", "draw noaction Aki", "draw noaction Aki", "draw noaction Ben", "draw noaction Ben",
              "draw event", "card Hessen")
    reply = t.rejected("swap Aki noaction", "carolingi.season.swap")
    assert "no-action tile cannot be swapped" in reply.text
    ja = Table("new carolingi Aki Ben", lang="ja")
    assert "ノーアクションタイルは交換できません" in ja.rejected("交換 Aki ノーアクション", "carolingi.season.swap").text


def test_score_explains_its_marks_and_the_thresholds():
    t = table("Aki Ben", "put glory Aki 1")
    text = _flat(t.ok("score").text)
    assert _flat("x met, - not yet") in text and _flat("followers: on the board (12)") in text
    assert "x1" in text  # Aki's glory: more trophies than Ben
    ja = Table("new carolingi Aki Ben", lang="ja").ok("score").text
    assert _flat("x 達成、- 未達成") in _flat(ja) and max(wcswidth(line) for line in ja.splitlines()) <= 80


def test_a_refused_tile_word_lists_the_tiles_in_the_table_s_language_and_they_are_accepted():
    t = Table("new carolingi Aki Ben", lang="ja")
    text = t.error("交換 Aki 魔法").text
    assert "影響 開発 ミッシ雇用 部隊移動 戦闘 暴動鎮圧 平和 ノーアクション" in text
    for word in ("ミッシ雇用", "部隊移動"):  # as listed, so typed
        t.ok(f"引く {word} Aki")
        t.ok("見送り")
    assert "influence develop levy move" in Table("new carolingi Aki Ben").error("swap Aki magic").text


def test_the_draw_question_counts_the_event_tiles_among_those_left():
    t = table("Aki Ben Chie")
    assert _flat("(7 left, of them 1 event tile(s))") in _flat(t.ok("show").text)
    ja = Table("new carolingi Aki Ben Chie", lang="ja")
    assert "残り7枚、うちイベント1枚" in _flat(ja.ok("show").text)
    assert "飢餓 / hunger" in ja.error("カード 魔法").text
