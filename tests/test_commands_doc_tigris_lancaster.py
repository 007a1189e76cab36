"""The command language as /work/shared/design/COMMANDS.md, the README and the man page write it, for
Tigris & Euphrates and Lancaster: what a judge scripting from those documents and the rulebooks types.

Each test drives the referee only through command lines (a session, or `referee run`), and pins a
place where the referee fell short of what the documents promise.
"""

from __future__ import annotations

import pytest
from conftest import Table


def lancaster(*lines: str) -> Table:
    return Table("new lancaster Aki Ben Chie", *lines)


# --- Lancaster `put phase PHASE`: every game noun has English and Japanese names -------------------
# COMMANDS.md (Lines): "Every game noun has English and Japanese names and aliases". The phases had
# only their English ids as words: their Japanese names ("フェイズI: 騎士の配置") hold a space, so
# `put phase` could not be typed in Japanese at all, and the rulebook's own names of the phases
# (■7: フェイズ1 騎士の配置, フェイズ2 議会, Ⅲ 州の報奨, Ⅳ 城の報奨, Ⅴ 紛争の解決; ■20 法律の施行;
# ■28 最終得点計算) or the numerals `history` shows (R2·IV) were refused as unusable input.

@pytest.mark.parametrize("word, phase", [
    ("騎士の配置", "placement"), ("フェイズ1", "placement"), ("フェイズⅠ", "placement"), ("I", "placement"),
    ("議会", "parliament"), ("II", "parliament"), ("法律の施行", "laws"),
    ("州の報奨", "counties"), ("III", "counties"), ("城の報奨", "castles"), ("IV", "castles"),
    ("紛争の解決", "conflicts"), ("V", "conflicts"),
])
def test_lancaster_put_phase_takes_the_rulebooks_names_of_the_phases(word, phase):
    by_word = lancaster("put round 2", f"put phase {word}")
    by_id = lancaster("put round 2", f"put phase {phase}")
    assert by_word.session.game.to_dict(by_word.state) == by_id.session.game.to_dict(by_id.state)


def test_lancaster_put_phase_in_japanese_begins_phase_one():
    t = lancaster("put round 3", "配置 フェイズ 騎士の配置")
    assert (t.state.round, t.state.phase) == (3, "placement")
    assert t.state.pending["kind"] == "place"


def test_lancaster_final_scoring_by_its_japanese_name_ends_the_game():
    t = lancaster("put pp Aki 5", "put phase 最終得点計算")
    assert t.state.over
    t.rejected("knight 1 A", "lancaster.turn.game-over")
