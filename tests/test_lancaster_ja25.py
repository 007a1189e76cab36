"""Lancaster as a Japanese table played it (table trial 25): questions with a move, the start player,
ransom, and the words of the messages and of `why` (なぜ)."""

from __future__ import annotations

import pytest
from lancaster_helpers import counties, game

pytestmark = pytest.mark.usefixtures("index_cache_in_tmp")


def _trial(t, question: str) -> dict:
    reply = t.session.execute(f"質問 {question}")
    assert reply.status == "ok", reply.text
    return reply.data["trial"]


# --- 1. a question with a move keeps its servant count (■13) ----------------------------------------

@pytest.mark.parametrize("question, line", [
    ("騎士 2 ヨーク 5 を置けますか", "knight 2 ヨーク 5"),
    ("騎士 3 グロスター 1 は置けますか", "knight 3 グロスター 1"),
    ("騎士 2 を ヨーク 5 に置けますか", "knight 2 ヨーク 5"),
    ("騎士2 ヨーク5 置ける?", "knight 2 ヨーク 5"),
    ("兵力2の騎士をヨーク 3 で置ける?", "knight 2 ヨーク 3"),
    ("騎士 2 ヨーク 1 が置けますか", "knight 2 ヨーク 1"),
    ("can I put knight 2 in york 3?", "knight 2 york 3"),
])
def test_a_question_with_a_move_keeps_the_servants_after_the_place(question, line):
    t = game(lang="ja")
    assert _trial(t, question)["line"] == line


def test_the_servants_of_a_question_are_checked_as_on_the_line():
    t = game(lang="ja")  # every player starts with 2 servants (■3)
    trial = _trial(t, "騎士 2 ヨーク 5 を置けますか")
    assert trial["status"] == "rejected" and trial["rule"] == "lancaster.county.servants"
    assert t.session.execute("騎士 2 ヨーク 5").rule == "lancaster.county.servants"


@pytest.mark.parametrize("question", ["騎士 2 ヨーク を置けますか", "兵力 2 は ヨーク に置けますか",
                                      "ヨークに騎士2を置けますか", "ラウンド 3 でヨークに騎士2を置ける?"])
def test_a_strength_or_another_number_is_not_a_servant_count(question):
    t = game(lang="ja")
    trial = _trial(t, question)
    assert trial["line"] == "knight 2 ヨーク" and trial["status"] == "ok"


# --- 2. why says a start player kept is kept (■24 今のまま変えなくてもよい) -------------------------

def _why(t) -> str:
    reply = t.session.execute("なぜ")
    assert reply.status == "ok", reply.text
    return reply.text


def test_why_after_start_none_says_the_start_player_was_kept():
    t = counties("put knight Ben 4 I", lang="ja")
    t.ok("choose noble")
    assert "BenはスタートプレイヤーをAkiのままにしました" in t.ok("スタート なし").text
    why = _why(t)
    assert "Akiのままにしました" in why and "選びました" not in why and "ただちに適用" not in why


def test_why_after_a_new_start_player_says_it_applies_at_once():
    t = counties("put knight Ben 4 I", lang="ja")
    t.ok("choose noble")
    t.ok("スタート Chie")
    assert "BenがChieをスタートプレイヤーに選びました" in _why(t)
