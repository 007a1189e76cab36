"""What the referee waits for is asked, in every game and both languages: never told as if it had
happened ("Chie chooses 1 treasure ..." read as a choice already made)."""

from __future__ import annotations

import re

import pytest

from referee import i18n
from referee.core import Msg
from referee.games.lancaster import engine as lancaster
from referee.games.tigris import engine as tigris

# Every message that announces a pending choice: what `show` and the toolbar say, and the events
# that open one.
KEYS = sorted({*tigris.PENDING_KEYS.values(), *lancaster.PENDING_KEYS.values(),
               "tigris.war.order.ask", "tigris.treasure.choice.ask", "tigris.monument.build.ask"})
# "Aki chooses", "Aki (Surrey) takes": a third-person verb right after the player reads as done.
TOLD_EN = re.compile(r"^\{player\}(?: \([^)]*\))? (?!may\b|has\b)[a-z]+s\b")
TOLD_JA = re.compile(r"(?:取り|選び|置き|移動し|強化し|決め|支払い)ます")


def template(key: str, lang: str) -> str:
    i18n.set_language(lang)
    try:
        return i18n.render(Msg(key, {}))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("key", KEYS)
def test_a_pending_choice_is_asked_not_told(key):
    en, ja = template(key, "en"), template(key, "ja")
    assert en != key and ja != key
    assert not TOLD_EN.search(en), en
    assert not TOLD_JA.search(ja), ja


def test_the_checks_would_catch_the_old_wording():
    assert TOLD_EN.search("{player} chooses {count} treasure(s) to take from {choices}: treasure SQUARE...")
    assert TOLD_EN.search("{player} (Surrey) chooses the start player: start PLAYER (now {start})")
    assert TOLD_JA.search("{player}が{choices}から取る財宝を{count}個選びます: treasure マス...")


@pytest.mark.parametrize("lang, asked", [
    ("en", "Aki: place a knight: knight STRENGTH WHERE [SERVANTS] (court: 1, 2)"),
    ("ja", "Akiは騎士を置いてください: knight 兵力 場所 [従者](中庭: 1, 2)"),
])
def test_lancaster_asks_for_the_first_knight(lang, asked):
    from lancaster_helpers import game

    t = game(lang=lang)
    status = t.session.game.status(t.state)
    assert t.session.render(status.pending) == asked
    assert asked in t.ok("show").text
