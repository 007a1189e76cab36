"""`referee board GAME set KEY VALUE` at a Japanese locale (LANG=ja_JP.UTF-8, or --lang ja) reads and
lists a fact's choices in the table's words, as `fact` does in a game (GameSpec.read_fact): the refusal
lists the glossary names, a name typed is recorded as its id, and the confirmation says it back in
words. In English the ids stay what a script types."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib

import pytest


def _board(tmp_path, *args, lang_env="ja_JP.UTF-8"):
    env = {**os.environ, "LANG": lang_env, "LC_ALL": "", "LC_MESSAGES": "", "XDG_CONFIG_HOME": str(tmp_path)}
    return subprocess.run([sys.executable, "-m", "referee", *args], capture_output=True, text=True, env=env,
                          encoding="utf-8")


def _flat(text: str) -> str:
    return "".join(text.split())


CASES = [
    ("lancaster", "favours.3", "gold", "コイン2 | コイン3 | 従者1 | 従者2 | 強化(矢印) | 貴族(人物)",
     "coins2 | coins3 | servant | servants2 | upgrade | noble"),
    ("kings-castles", "region.london.country", "germany", "イングランド | スコットランド | ウェールズ",
     "england | scotland | wales"),
    ("carolingi", "country.normandie.region", "xyz", "ネウストリア | ロタリンギエン | ザクセン",
     "neustrien | lotharingien | sachsen"),
]


@pytest.mark.parametrize("game,key,bad,ja,en", CASES)
def test_a_refused_value_lists_the_choices_in_japanese_under_a_japanese_locale(tmp_path, game, key, bad, ja, en):
    result = _board(tmp_path, "board", game, "set", key, bad)
    assert result.returncode == 2
    assert _flat(ja) in _flat(result.stderr) and _flat(en) not in _flat(result.stderr)


@pytest.mark.parametrize("game,key,bad,ja,en", CASES)
def test_the_lang_option_speaks_japanese_too_and_english_keeps_the_ids(tmp_path, game, key, bad, ja, en):
    assert _flat(ja) in _flat(_board(tmp_path, "--lang", "ja", "board", game, "set", key, bad,
                                     lang_env="C.UTF-8").stderr)
    assert en in " ".join(_board(tmp_path, "board", game, "set", key, bad, lang_env="C.UTF-8").stderr.split())


def test_the_japanese_names_are_recorded_as_ids_and_said_back_in_words(tmp_path):
    result = _board(tmp_path, "board", "lancaster", "set", "favours.3", "コイン2", "コイン3", "従者1", "従者2",
                    "強化(矢印)", "貴族(人物)")
    assert result.returncode == 0, result.stderr
    assert "favours.3=コイン2、コイン3、従者1、従者2、強化(矢印)、貴族(人物)" in _flat(result.stdout)
    profile = tomllib.loads((tmp_path / "referee" / "lancaster.toml").read_text(encoding="utf-8"))
    assert "coins2" in str(profile) and "コイン2" not in str(profile)
    result = _board(tmp_path, "board", "kings-castles", "set", "region.london.country", "スコットランド")
    assert result.returncode == 0 and "=スコットランド" in _flat(result.stdout)
