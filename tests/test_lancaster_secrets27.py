"""Lancaster: coins and servants lie behind each player's screen (rulebook 002 ■3, ■16), so neither the
prompt's completion nor a refusal on the shared screen may tell how many a player holds."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from lancaster_helpers import counties, game, kind, pending
from test_lancaster_parliament import laws_phase

from referee.repl_complete import RefereeCompleter


def offered(t, text: str) -> list[str]:
    event = CompleteEvent(completion_requested=True)
    return [c.text for c in RefereeCompleter(t.session).get_completions(Document(text), event)]


# --- completion does not read behind the screen -------------------------------------------------------

def test_choose_both_is_offered_whatever_coins_the_player_holds():
    t = counties("put knight Aki 1 G", "put knight Ben 1 I")
    assert t.state.coins["Aki"] == 2  # short of the 3 that both costs
    short = offered(t, "choose ")
    t.ok("put coins Aki 5")
    assert short == offered(t, "choose ") == ["noble", "reward", "both"]


def test_choose_both_is_still_left_out_when_the_noble_is_not_to_be_had():
    # a public reason (■22: no second noble of one county) still narrows the offer
    t = counties("put noble Aki G", "put knight Aki 1 G", "put knight Ben 1 I")
    assert offered(t, "choose ") == ["reward"]


def test_castle_all_is_offered_whatever_servants_the_player_holds():
    # ■10/■25: space 1 costs 3 servants, space 6 costs 2; with 3 the player may take either, not both
    t = game(extensions=(6, 5, 5))
    t.ok("put extension Aki 1")
    t.ok("put servants Aki 3")
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    short = offered(t, "castle ")
    t.ok("put servants Aki 5")
    assert short == offered(t, "castle ") == ["all", "none"]


# --- a refusal says what the line asks for, not what the player has ---------------------------------

def _refused(t, line: str, rule: str) -> str:
    return " ".join(t.rejected(line, rule).text.split())


def test_both_refused_says_the_coins_asked_for_not_the_coins_held():
    t = counties("put knight Aki 1 G", "put knight Ben 1 I")
    text = _refused(t, "choose both", "lancaster.pay.afford")
    assert "Aki does not have 3 coins" in text and "2" not in text


def test_both_refused_in_japanese_says_the_coins_asked_for_not_the_coins_held():
    t = counties("put knight Aki 1 G", "put knight Ben 1 I", lang="ja")
    text = _refused(t, "選択 両方", "lancaster.pay.afford")
    assert "Akiの手元にコイン3はありません" in text and "2" not in text


@pytest.mark.parametrize("lang,expected", [("en", "Aki does not have 3 servant(s)"),
                                           ("ja", "Akiの手元に従者3人はいません")])
def test_servants_refused_says_the_servants_asked_for_not_the_servants_held(lang, expected):
    t = game(lang=lang)
    t.ok("put servants Aki 2")
    text = _refused(t, "knight 1 A 3", "lancaster.county.servants")
    assert expected in text and "2" not in text.replace("兵力", "")


@pytest.mark.parametrize("lang,expected", [
    ("en", "Ben does not have enough to pay 3 time(s) for"), ("ja", "Benの手元では")])
def test_a_pay_law_refused_says_neither_the_limit_nor_the_holdings(lang, expected):
    t = laws_phase("squire-gold-3pp", "buy-markers", "conflicts-3pp", lang=lang)
    t.ok("put start Ben")
    t.ok("put coins Chie 0")
    t.ok("put phase laws")
    text = _refused(t, "pay 3" if lang == "en" else "支払う 3", "lancaster.law.pay")
    assert expected in text and "3" in text
    assert "2" not in text and "at most" not in text and "最大" not in text
