"""Carolingi in Japanese and through `why`: the table's words in both languages, rule ids in the
derivations, and the provisional map named where a ruling rests on it."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, country, table
from conftest import Table


def test_a_japanese_table_plays_a_battle():
    t = Table("new carolingi Aki Ben Chie", lang="ja")
    clear_rebels(t, "アンジュー")
    t.run("put followers アンジュー Aki 2\nput followers アンジュー Chie 1")
    t.ok("引く 戦闘 Aki")
    reply = t.ok("戦闘 アンジュー")
    assert "アンジュー" in reply.text and "戦闘" in reply.text
    t.ok("トロフィー はい")
    assert board(t, "Aki")["glory"] == 1 and country(t, "anjou")["followers"] == {"Aki": 1}


def test_japanese_country_names_as_the_rulebook_writes_them():
    t = table("Aki Ben Chie")
    for name, cid in (("ブルゴーニュ伯領", "comte-de-bourgogne"), ("ノルダルビンゲン", "nordalbingien"),
                      ("フランドール", "flandern"), ("トスカーナ", "tuscia"),
                      ("(オート)プロヴァンス", "haute-provence")):
        assert t.session.game.glossary.lookup(name, "country").id == cid
    assert t.session.game.glossary.lookup("Burgundy", "region").id == "bourgogne"


def test_why_names_the_rules_of_a_levy():
    t = table("Aki Ben", "draw levy Aki", "levy 3")
    why = t.ok("why").text
    assert "carolingi.levy.amount" in why and "carolingi.levy.spend" in why


def test_a_move_says_the_map_is_provisional():
    t = table("Aki Ben", "draw move Aki")
    reply = t.ok("move Normandie Anjou")
    assert "provisional" in reply.text and "country.normandie.neighbours" in reply.text


def test_help_documents_the_commands_in_both_languages():
    t = table("Aki Ben")
    text = t.ok("help").text
    for usage in ("draw TILE [PLAYER]", "card COUNTRY|hunger", "levy LEUDES>MISSI", "remove PLAYER [N]..."):
        assert usage in text
    ja = Table("new carolingi Aki Ben", lang="ja").ok("help").text
    assert "引く" in ja and "徴収" in ja


def test_a_country_at_the_maps_edge_is_refused_by_the_rule_that_keeps_it_out_of_play():
    """carolingi.map.in-play (2.1.2 E): the brown border countries and the papal lands are on the board
    but never in play; a line naming one, by any of its names, is a rules refusal that says so, not a
    word the referee does not know."""
    t = table("Aki Ben")
    for name in ("Bretagne", "Brittany", "ボヘミア", "ベーメン", "Marca-Hispanica", "Latium"):
        reply = t.rejected(f"put followers Aki {name} 1", "carolingi.map.in-play")
        assert "edge" in reply.text or "端" in reply.text
    assert t.error("put followers Aki Atlantis 1").status == "error"  # an unknown word stays unusable input


def test_a_region_named_where_a_country_is_wanted_lists_its_countries():
    """バイエルン is the region, バイエルン本領 its country (rulebook 2.1, 5.4): the refusal names the countries."""
    reply = Table("new carolingi Aki Ben", lang="ja").error("show バイエルン")
    assert "地域" in reply.text and "バイエルン本領" in reply.text
    reply = table("Aki Ben").error("move Normandie Bavaria 1")
    assert "region" in reply.text and "Baiern" in reply.text



def test_a_tile_is_read_by_its_actions_command_word_and_no_refusal_suggests_the_word_refused():
    """引く 雇う 太郎: 雇う types the levy command, so it names the levy tile too. A word refused is never
    offered back as its own 'did you mean' (雇う, a command word, was once suggested for a tile)."""
    t = Table("new carolingi 太郎 花子", lang="ja")
    t.ok("引く 雇う 太郎")
    from referee.suggest import close

    assert close("comit", ["commit", "comit"]) == ["commit"]  # the word itself is dropped, the near one stays


def test_take_says_how_many_were_taken_not_that_none_were_put():
    """除去 フォロワー: 'taken from Normandie (0 left)', not 'set up: 0 followers' (a Japanese table trial)."""
    t = Table("new carolingi 太郎 花子", lang="ja")
    assert "ノルマンディーから太郎のフォロワー5体(残り0体)" in t.ok("除去 フォロワー 太郎 ノルマンディー").text
    en = Table("new carolingi Aki Ben")
    assert "2 of Aki's followers taken from Normandie (3 left)" in en.ok("take followers Aki Normandie 2").text
