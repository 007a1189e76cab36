"""Lancaster: what a held-out trial (26) found through the command language. Each position is set up
with put/take lines; each outcome was worked out from the rulebook (■3/■16 coins and servants behind the
screen, ■10 the castle spaces' costs, ■12-■14 the order of placing, ■19 the secret vote, ■25 the castle
rewards, ■26 ransoms) before the lines were run."""

from __future__ import annotations

import pytest

from conftest import Table
from lancaster_helpers import game, holdings, kind, pending


# --- 1. a choice that contradicts itself ------------------------------------------------------------

def _prisoners() -> Table:
    # ■26: France 7 against Aki's 2+1 in the second battle; Aki has 5 coins to ransom them.
    t = Table("new lancaster Aki Ben Chie")
    t.run("""\
put round 3
put conflict l1 7 4-2-1
put knight Aki 2 l1
put knight Aki 1 l1
put coins Aki 5
put phase conflicts""")
    assert kind(t) == "ransom"
    return t


@pytest.mark.parametrize("line", ["ransom 2 none", "ransom none 2", "ransom none all", "ransom all none",
                                  "ransom all 2"])
def test_a_ransom_naming_knights_and_none_or_all_is_refused_as_malformed(line):
    t = _prisoners()
    before = t.session.game.to_dict(t.state)
    reply = t.error(line)
    assert "contradicts itself" in reply.text and "none" in reply.text
    assert t.session.game.to_dict(t.state) == before and kind(t) == "ransom"
    t.ok("ransom 2")  # the line the player meant is then taken
    assert t.state.coins["Aki"] == 3 and 2 in t.state.court["Aki"]


def _castle() -> Table:
    # ■10/■25: tiles on space 1 (3 servants -> a knight) and space 6 (2 servants -> an upgrade); 5 servants.
    t = game(extensions=(6, 5, 5))
    t.ok("put extension Aki 1")
    t.ok("put servants Aki 5")
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    return t


@pytest.mark.parametrize("line", ["castle 6 none", "castle none 6", "castle all none", "castle none all",
                                  "castle 1 all"])
def test_a_castle_choice_naming_spaces_and_none_or_all_is_refused_as_malformed(line):
    t = _castle()
    reply = t.error(line)
    assert "contradicts itself" in reply.text and "none" in reply.text
    assert holdings(t, "Aki")["servants"] == 5 and kind(t) == "castle"


def test_the_contradiction_is_refused_in_japanese_too():
    tj = Table("new lancaster 太郎 花子 次郎", lang="ja")
    tj.run("""\
設定 ラウンド 3
設定 紛争 下1 7 4-2-1
設定 騎士 太郎 2 下1
設定 コイン 太郎 5
設定 フェイズ 紛争の解決""")
    reply = tj.error("身代金 2 なし")
    assert "矛盾" in reply.text and tj.state.coins["太郎"] == 5
