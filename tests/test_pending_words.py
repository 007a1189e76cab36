"""What the referee waits for is asked, in every game and both languages: never told as if it had
happened ("Chie chooses 1 treasure ..." read as a choice already made)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee import i18n
from referee.core import Msg
from referee.games.carolingi import questions as carolingi
from referee.games.kings_castles import questions as kings_castles
from referee.games.lancaster import engine as lancaster
from referee.games.tigris import engine as tigris

# Every message that announces a pending choice: what `show` and the toolbar say, and the events
# that open one.
KEYS = sorted({*tigris.PENDING_KEYS.values(), *lancaster.PENDING_KEYS.values(),
               *carolingi.PENDING_KEYS.values(), *kings_castles.PENDING_KEYS.values(), kings_castles.DRAW_BAG_ONLY,
               "tigris.war.order.ask", "tigris.treasure.choice.ask", "tigris.monument.build.ask"})
# "Aki chooses", "Aki (Surrey) takes": a third-person verb right after the player reads as done.
TOLD_EN = re.compile(r"^\{player\}(?: \([^)]*\))? (?!may\b|has\b)[a-z]+s\b")
TOLD_JA = re.compile(r"(?:取り|選び|置き|移動し|強化し|決め|支払い)ます(?!か)")  # 〜ますか asks


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
    ("ja", "Akiは騎士を置いてください: 騎士 兵力 場所 [従者数](中庭: 1、2)"),
])
def test_lancaster_asks_for_the_first_knight(lang, asked):
    from lancaster_helpers import game

    t = game(lang=lang)
    status = t.session.game.status(t.state)
    assert t.session.render(status.pending) == asked
    assert asked in t.ok("show").text


# The words a player types, as English keywords: a Japanese question must name them in Japanese.
ENGLISH_COMMANDS = re.compile(r"\b(commit|treasure|monument|war|knight|extension|castle|reveal|ransom|choose|"
                              r"move|start|favour|upgrade|pay|noble|fact|none|all|new|vote|yes|no|pass|enemy|household|draw|crown|first|"
                              r"rouen|discard)\b")
# The events that open a question say what to type too (a conflict's start names `commit`).
OPENING_KEYS = ["tigris.revolt.trigger.started", "tigris.war.attacker.started"]


@pytest.mark.parametrize("key", KEYS + OPENING_KEYS)
def test_a_japanese_question_says_what_to_type_in_japanese(key):
    ja = re.sub(r"\{[^}]*\}", "", template(key, "ja"))  # parameters are the game's values, not words to type
    assert not ENGLISH_COMMANDS.search(ja), ja


@pytest.mark.parametrize("game,line", [
    ("tigris", "支援 2"), ("tigris", "財宝 F3"), ("tigris", "モニュメント なし"), ("tigris", "外部紛争 赤"),
    ("lancaster", "騎士 2 B 1"), ("lancaster", "公開 紛争 7 4-2-1"), ("lancaster", "城 全部"),
    ("lancaster", "身代金 なし"), ("lancaster", "選択 両方"), ("lancaster", "強化 なし"),
    ("lancaster", "公開 法律 新規 per 2 counties -> pp 3"), ("lancaster", "事実 county.B.minimum 2"),
    ("lancaster", "投票 Aki 賛成 2"), ("lancaster", "投票 Ben 反対"),
    ("kings-castles", "敵 騎士"), ("kings-castles", "一族郎党 騎士"), ("kings-castles", "王冠 3"),
    ("kings-castles", "先手 Aki"), ("kings-castles", "ルーアン上陸 騎士"), ("kings-castles", "手番終了"),
    ("carolingi", "見送り"), ("carolingi", "トロフィー はい"),
])
def test_the_japanese_words_the_questions_name_are_read(game, line):
    from referee.session import Session

    session = Session(lang="ja")
    session.execute(f"new {game} Aki Ben Chie")
    assert session.execute(line).status in ("ok", "rejected")  # a line of the language (the rules may refuse it)


# Every Japanese message, not only the questions: a line it tells the table to type uses the Japanese
# command names `help` shows (事実, 新規, 読み込み, 保存, ヘルプ, 終わる ...), as every command accepts them.
TYPED_ENGLISH = re.compile(r"(?<![A-Za-z.{\-_/])(new|load|save|help|quit|redo|undo|fact|show|reveal|draw|put|take|"
                           r"commit|vote|enemy|household|crown|first|rouen|discard|extension|knight|castle|ransom|"
                           r"choose|move|start|favour|upgrade|pay|noble|treasure|monument|war|leader|tile|swap|end|"
                           r"pass|trophy|remove|extra|card|levy|battle|pacify|develop|influence|attack|tax|history|"
                           r"why|lang|ask)(?=[ ']|$)")
SHELL = re.compile(r"referee [a-z]+(?: [a-z-]+)*(?: [A-Za-z.]+)*(?: \.\.\.)?|'show --json'")  # shell lines stay


def japanese_messages():
    from babel.messages.pofile import read_po

    for path in sorted((Path(__file__).parent.parent / "locales" / "ja").glob("*.po")):
        if path.stem == "rules":  # `referee rules` answers on the shell command line as well
            continue
        with path.open("rb") as f:
            for message in read_po(f):
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                for text in strings:
                    if message.id and text and "\n" not in text:  # a help page's details show both languages
                        yield message.id, text


def test_no_japanese_message_tells_the_table_to_type_an_english_command():
    wrong = []
    for key, text in japanese_messages():
        typed = SHELL.sub("", re.sub(r"\{[^}]*\}", "", text))
        if TYPED_ENGLISH.search(typed):
            wrong.append(f"{key}: {text}")
    assert not wrong, "\n".join(wrong)


def test_the_check_of_japanese_messages_would_catch_the_old_wording():
    for old in ("ゲームがまだありません。'new ゲーム プレイヤー...' または 'load ファイル' で始めてください",
                "先に{attacker}が追加の{tile}タイルを出します: commit 枚数", "未保存: save ファイル"):
        assert TYPED_ENGLISH.search(SHELL.sub("", re.sub(r"\{[^}]*\}", "", old))), old
    assert not TYPED_ENGLISH.search(SHELL.sub("", "手元の印刷と違う場合: referee board lancaster set favours.3 ..."))


@pytest.mark.parametrize("game, line, said", [
    ("tigris", "支援 1", "'支援'"),  # nothing to commit to: the command is named as the table typed it
    ("tigris", "交換 7", "'交換'"),  # beyond the rules' bounds
    ("lancaster", "騎士 9 A", "'騎士'"),
    ("kings-castles", "築城 9 dublin", "'築城'"),
    ("carolingi", "徴収 -1", "'徴収'"),  # the command, not the tile of the same id (ミッシ雇用)
])
def test_a_refusal_names_the_command_in_japanese(game, line, said):
    from conftest import Table

    t = Table(f"new {game} Aki Ben Chie", lang="ja")
    reply = t.session.execute(line)
    assert reply.status == "rejected" and said in reply.text, reply.text
    assert not ENGLISH_COMMANDS.search(reply.text.split("]", 1)[-1]), reply.text
