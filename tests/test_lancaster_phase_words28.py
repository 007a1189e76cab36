"""Lancaster `put phase` at a Japanese table: the short natural names of the phases (配置, 議会, 法律, 州,
城, 紛争, 最終) are read, each naming exactly one phase (glossary aliases of kind "phase")."""

from __future__ import annotations

from collections import Counter

import pytest
from lancaster_helpers import game

from referee.games import load
from referee.words import fold

WORDS = {"配置": "placement", "議会": "parliament", "法律": "laws", "州": "counties", "城": "castles",
         "紛争": "conflicts", "最終": "final"}


@pytest.mark.parametrize(("word", "phase"), WORDS.items())
def test_a_short_name_puts_its_phase(word, phase):
    by_word, by_id = game(lang="ja"), game(lang="ja")
    said = by_word.ok(f"設定 フェイズ {word}").text
    assert said == by_id.ok(f"put phase {phase}").text
    assert by_word.session.game.to_dict(by_word.state) == by_id.session.game.to_dict(by_id.state)


def test_each_name_of_a_phase_names_that_phase_only():
    terms = load("lancaster").glossary.of_kind("phase")
    names = Counter(fold(n) for t in terms for n in dict.fromkeys(fold(x) for x in t.names()))
    assert all(names[fold(w)] == 1 for w in WORDS), {w: names[fold(w)] for w in WORDS}
    assert [n for n, c in names.items() if c > 1] == []
