"""Words a Japanese table met in a held-out trial (stop 30): a question is said when a line raises it,
in every game; Surrey's chooser who takes the start himself is worded so."""

from __future__ import annotations

from conftest import Table
from lancaster_helpers import counties, game


def test_the_question_a_line_raises_is_said_after_its_events():
    t = game()
    reply = t.ok("knight 1 u1")
    assert reply.text.splitlines()[-1].startswith("Aki: take a king's favour: favour NAME")
    # a line that leaves the same question (a set-up line changing its options) does not say it again
    assert "favour NAME" not in t.ok("put coins Aki 5").text
    c = Table("new carolingi Aki Ben Chie", "put year 831", "put followers Aki Anjou 3",
              "put followers Ben Anjou 1", "put followers Chie Anjou 1", "draw event", lang="ja")
    lines = c.ok("card hunger").text.splitlines()
    assert "除去 プレイヤー" in lines[-1] or "除去 プレイヤー" in lines[-2]  # (the question may wrap)


def test_surrey_taken_by_its_own_knight_reads_naturally():
    t = counties("put knight Chie 4 I")
    t.ok("choose reward")
    assert "Chie becomes the start player" in t.ok("start Chie").text



def test_a_command_typed_in_hiragana_before_conversion_is_suggested_in_katakana():
    t = Table("new tigris Aki Ben", lang="ja")
    said = t.error("たいる 赤 G5").text
    assert "もしかして:" in said and "タイル 赤 G5" in said
    assert "もしかして: あか" in t.error("タイル あかい G5").text  # a hiragana name is still found as typed


def test_show_of_a_near_name_suggests_the_thing_meant():
    c = Table("new carolingi Aki Ben Chie", lang="ja")
    assert "もしかして: ノルマンディー" in c.error("表示 ノルマンディ").text
    k = Table("new kings-castles Aki Ben Chie", lang="ja")
    assert "もしかして: ロンドン" in k.error("表示 ロンドン市").text
