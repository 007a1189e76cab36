"""`new` options at a Japanese table: a refusal lists each option's values in the table's words
(glossary.choice_words: the glossary's word in Japanese, the id in English), and every word listed is
accepted, as the ids still are."""

from __future__ import annotations

import pytest
from conftest import Table

from referee import games
from referee.i18n import speaking

OPTIONS = [("tigris", "A B", "board", ["基本マップ", "上級マップ"]),
           ("tigris", "A B", "points", ["非公開", "公開"]),
           ("kings-castles", "A B C D", "length", ["完全版", "短縮版"]),
           ("kings-castles", "A B C D", "overlap", ["重ねない", "重ねる"]),
           ("kings-castles", "A B C D", "selection", ["分割選択", "一括選択"]),
           ("carolingi", "A B C", "version", ["対戦版", "半協力版"]),
           ("carolingi", "A B C", "archive", ["補充なし", "再シャッフル"])]


@pytest.mark.parametrize(("game", "players", "key", "words"), OPTIONS)
def test_a_bad_value_is_refused_with_the_values_in_the_tables_words(game, players, key, words):
    ids = games.load(game).options[key]
    text = Table(lang="ja").error(f"new {game} {players} --option {key}=x").text.replace("\n", "")
    assert ", ".join(words) in text and not any(i in text.split("値:")[1] for i in ids), text
    assert f"takes one of: {', '.join(ids)}" in Table().error(f"new {game} {players} --option {key}=x").text
    with speaking("ja"):
        assert f"{key}" in games.load(game).options_text() and "|".join(words) in games.load(game).options_text()


@pytest.mark.parametrize(("game", "players", "key", "words"), [o for o in OPTIONS if o[2] != "version"])
def test_each_word_listed_and_each_id_is_accepted(game, players, key, words):
    ids = games.load(game).options[key]
    for word, value in zip(words, ids, strict=True):
        for typed in (f"{key}={word}", word, f"{key}={value}"):
            t = Table(f"new {game} {players} --option {typed}", lang="ja")
            assert t.session.options[key] == value, typed
