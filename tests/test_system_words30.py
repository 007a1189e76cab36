"""What the system and the line splitter say reaches the user in the user's language (a Japanese table
met `No closing quotation` and `No such file or directory` in Japanese messages; stop 30)."""

from __future__ import annotations

import errno

import pytest
from conftest import Table
from test_cli import referee

from referee import i18n


@pytest.mark.parametrize(("lang", "said"), [("en", "a quotation mark (' or \") is not closed"),
                                            ("ja", "引用符(' または \")が閉じていません")])
def test_an_unclosed_quote_is_said_in_the_table_language(lang, said):
    t = Table("new tigris Aki Ben", lang=lang)
    reply = t.error('tile red G5"')
    assert said in reply.text and "No closing" not in reply.text


def test_a_trailing_backslash_is_said_in_japanese():
    t = Table("new tigris Aki Ben", lang="ja")
    assert "バックスラッシュ" in t.error("tile red G5 \\").text


def test_an_os_error_reason_is_translated_and_an_unusual_one_kept():
    with i18n.speaking("ja"):
        assert i18n.os_reason(FileNotFoundError(errno.ENOENT, "No such file or directory")) == \
            "そのファイルもフォルダーもありません"
        assert i18n.os_reason(OSError(errno.EIO, "Input/output error")) == "Input/output error"


def test_a_missing_script_and_an_unwritable_save_are_said_in_japanese(tmp_path):
    result = referee("--lang", "ja", "run", str(tmp_path / "nofile.txt"))
    assert result.returncode == 2 and "そのファイルもフォルダーもありません" in result.stderr
    assert "No such file" not in result.stderr
    result = referee("--lang", "ja", "run", "-", input=f"new tigris Aki Ben\nsave {tmp_path}/no/x.toml\n")
    assert result.returncode == 2 and "書き込めません: そのファイルもフォルダーもありません" in result.stderr


@pytest.mark.parametrize(("typed", "meant"), [("ランカスタ", "ランカスター"), ("カロリンギア", "カロリンギ"),
                                              ("lancastr", "lancaster")])
def test_a_mistyped_game_name_gets_a_suggestion(typed, meant):
    reply = Table(lang="ja").error(f"new {typed} Aki Ben Chie")
    assert f"もしかして: {meant}" in reply.text


def test_the_spellings_a_japanese_table_types_name_their_games():
    for name, game in (("チグリス&ユーフラテス", "tigris"), ("キングスアンドキャッスルズ", "kings-castles")):
        t = Table(f"new {name} Aki Ben Chie", lang="ja")
        assert t.session.game.id == game
