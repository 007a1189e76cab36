"""A `fact` line whose value is not one of the fact's choices is refused with the choices listed in the
table's words: the glossary names at a Japanese table, the ids (what a script types) in English. The
names listed are read back by `fact` too."""

from __future__ import annotations

import pytest

from conftest import Table

CASES = [
    ("lancaster Aki Ben Chie", "favours.3 gold",
     "コイン2 | コイン3 | 従者1 | 従者2 | 強化(矢印) | 貴族(人物)",
     "coins2 | coins3 | servant | servants2 | upgrade | noble"),
    ("kings-castles Aki Ben", "region.london.country germany",
     "イングランド | スコットランド | ウェールズ | アイルランド | フランス",
     "england | scotland | wales | ireland | france"),
    ("carolingi Aki Ben Chie", "country.normandie.region xyz",
     "ネウストリア | ロタリンギエン | ザクセン", "neustrien | lotharingien | sachsen"),
]

@pytest.mark.parametrize("new,line,ja,en", CASES)
def test_a_fact_refused_lists_its_choices_in_the_tables_words(new, line, ja, en):
    t = Table(f"new {new}", lang="ja")
    text = "".join(t.error(f"事実 {line}").text.split())
    assert "".join(ja.split()) in text
    assert "".join(en.split()) not in text

@pytest.mark.parametrize("new,line,ja,en", CASES)
def test_in_english_the_choices_stay_ids(new, line, ja, en):
    t = Table(f"new {new}")
    assert en in " ".join(t.error(f"fact {line}").text.split())

def test_the_japanese_names_listed_are_read_back():
    t = Table("new lancaster Aki Ben Chie", lang="ja")
    t.ok("事実 favours.3 コイン2 コイン3 従者1 従者2 強化(矢印) 貴族(人物)")
    assert t.state.table_facts["favours.3"] == ["coins2", "coins3", "servant", "servants2", "upgrade", "noble"]

def test_a_yes_no_fact_says_yes_or_no_in_japanese():
    t = Table("new lancaster Aki Ben Chie", lang="ja")
    text = t.error("事実 final.knights-in-france たぶん").text
    assert "はい|いいえ" in text and "true" not in text
    t.ok("事実 final.knights-in-france いいえ")
