"""A word that is not one of a kind's values is refused with the values listed in the table's words
(referee.glossary.listed, the helper `fact` refusals use too): at a Japanese table the glossary's names,
one word each so that each reads back; in English the ids a script types, as before."""

from __future__ import annotations

import pytest

from conftest import Table

PHASES_JA = ["騎士の配置", "議会", "法律の施行", "州の報奨", "城の報奨", "紛争の解決", "最終得点計算"]
TILES_JA = ["影響", "開発", "ミッシ雇用", "部隊移動", "戦闘", "暴動鎮圧", "平和", "ノーアクション"]


def _flat(text: str) -> str:
    return "".join(text.split())


def test_put_phase_at_a_japanese_table_lists_the_phases_in_japanese():
    t = Table("new lancaster Aki Ben Chie", lang="ja")
    text = _flat(t.error("設定 フェイズ 県").text)
    assert "(" + "".join(PHASES_JA) + ")" in text
    assert "placement" not in text and "parliament" not in text


@pytest.mark.parametrize("name", PHASES_JA)
def test_each_phase_listed_reads_back(name):
    Table("new lancaster Aki Ben Chie", lang="ja").ok(f"設定 フェイズ {name}")


def test_in_english_put_phase_still_lists_the_ids():
    text = Table("new lancaster Aki Ben Chie").error("put phase xyz").text
    assert "(placement parliament laws counties castles conflicts final)" in " ".join(text.split())


def test_help_for_put_phase_names_the_phases_in_japanese():
    text = Table("new lancaster Aki Ben Chie", lang="ja").ok("help 設定 フェイズ").text
    assert "騎士の配置" in text and "placement" not in text.split("\n", 1)[1]


def test_a_favour_refused_at_a_japanese_table_lists_the_names_fact_reads_back():
    t = Table("new lancaster Aki Ben Chie", lang="ja")
    text = _flat(t.error("設定 恩恵 金 表").text)
    assert "(コイン2コイン3従者1従者2強化(矢印)貴族(人物))" in text


def test_a_carolingi_tile_refused_at_a_japanese_table_lists_the_tiles_in_japanese():
    t = Table("new carolingi Aki Ben Chie", lang="ja")
    text = _flat(t.error("交換 Aki 魔法").text)
    assert "(" + "".join(TILES_JA) + ")" in text and "influence" not in text
    for name in TILES_JA:  # each name listed is read as a tile (a rule may still refuse the swap)
        assert t.session.execute(f"交換 Aki {name}").status != "error", name


def test_a_carolingi_tile_refused_in_english_lists_the_ids():
    text = Table("new carolingi Aki Ben").error("swap Aki magic").text
    assert "influence develop levy move battle pacify peace noaction" in " ".join(text.split())


# --- a fact said back (Lancaster as Kings & Castles) ------------------------------------------------------

def test_a_lancaster_fact_is_said_back_in_the_tables_words():
    t = Table("new lancaster Aki Ben Chie", lang="ja")
    text = t.ok("事実 favours.3 コイン2 コイン3 従者1 従者2 強化(矢印) 貴族(人物)").text
    assert "favours.3 = コイン2、コイン3、従者1、従者2、強化(矢印)、貴族(人物)" in text
    assert "coins2" not in text and "servants2" not in text


def test_in_english_a_lancaster_fact_is_said_back_with_the_favours_names():
    text = Table("new lancaster Aki Ben Chie").ok("fact favours.3 coins2 coins3 servant servants2 upgrade noble").text
    assert "favours.3 = +2 coins, +3 coins, +1 servant, +2 servants, upgrade (arrow), noble (person)" in text


def test_a_lancaster_fact_that_is_no_list_of_favours_is_said_back_as_typed():
    t = Table("new lancaster Aki Ben Chie")
    assert "law.buy-pp = pay coins 1 -> pp 5" in t.ok("fact law.buy-pp pay coins 1 -> pp 5").text
    assert "county.A.minimum = 2" in t.ok("fact county.A.minimum 2").text


def test_kings_and_castles_says_a_fact_back_in_the_tables_words_too():
    t = Table("new kings-castles Aki Ben", lang="ja")
    text = t.ok("事実 region.london.country スコットランド").text
    assert "スコットランド" in text and "scotland" not in text


def test_carolingi_says_a_fact_back_in_the_tables_words_too():
    t = Table("new carolingi Aki Ben Chie", lang="ja")
    text = t.ok("事実 country.normandie.region ザクセン").text
    assert "= ザクセン" in text and "sachsen" not in text


def test_a_value_refused_is_quoted_as_typed_not_put_into_words():
    reply = Table("new kings-castles Aki Ben").error("fact region.derry.adjacent galway,derry")
    assert "'derry' is not allowed here" in " ".join(reply.text.split())
