"""The interactive prompt: completion, colours of the typed line, the toolbar, history, and the loop itself."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.history import InMemoryHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from prompt_toolkit.output.plain_text import PlainTextOutput

from referee.games.tigris.board import SQUARES
from referee.render import width
from referee.repl import history_path, open_history, run_repl
from referee.repl_complete import RefereeCompleter
from referee.repl_lexer import LineLexer
from referee.repl_line import args_at
from referee.repl_toolbar import fit, prompt_message, toolbar
from referee.session import Session


def session(*lines: str, lang: str = "en") -> Session:
    s = Session(lang=lang)
    for line in lines:
        reply = s.execute(line)
        assert reply.status == "ok", reply.text
    return s


def completions(s: Session, text: str) -> list:
    return list(RefereeCompleter(s).get_completions(Document(text), CompleteEvent(completion_requested=True)))


def texts(s: Session, text: str) -> list[str]:
    return [c.text for c in completions(s, text)]


# --- keywords -----------------------------------------------------------------------------------------

def test_first_words_are_the_registrys():
    for s in (session(), session("new tigris Aki Ben")):
        assert sorted(texts(s, "")) == s.registry().first_words()


def test_second_keywords_and_their_help():
    s = session("new tigris Aki Ben")
    offered = {c.text: c.display_meta_text for c in completions(s, "put ")}
    assert set(offered) == {c.words[1] for c in s.registry().commands if c.words[0] == "put"}
    assert offered["leader"] == "Set up: put a player's leader on a square"
    assert texts(s, "put l") == ["leader"]
    assert "leader" in {c.text for c in completions(s, "put ")}
    # a word shared by several commands lists what may follow it
    meta = {c.text: c.display_meta_text for c in completions(s, "p")}["put"]
    assert "leader" in meta and "bag" in meta


def test_japanese_names_of_commands_only_in_japanese():
    en = texts(session("new tigris Aki Ben"), "")
    ja_session = session("new tigris Aki Ben", lang="ja")
    ja = {c.text: c.display_meta_text for c in completions(ja_session, "")}
    assert "リーダー" not in en and "表示" not in en
    assert {"リーダー", "表示", "leader", "show"} <= set(ja)
    assert ja["リーダー"] == ja["leader"] != "Place your leader of that colour, move it there, or withdraw it (off)"
    assert texts(ja_session, "リ") == ["リーダー"]
    assert "リーダー" in texts(ja_session, "設定 ")  # after a Japanese first word, its Japanese second words


def test_an_alias_completes_when_no_main_name_fits():
    s = session("new tigris Aki Ben")
    assert texts(s, "exch") == ["exchange"]
    assert "priest" in texts(s, "leader pri")


def test_help_topics_are_the_commands():
    s = session("new tigris Aki Ben")
    assert "leader" in texts(s, "help ")
    assert "treasures" in texts(s, "help put ")


# --- arguments ------------------------------------------------------------------------------------------

def test_leader_squares_are_only_those_the_rules_allow():
    s = session("new tigris Aki Ben")
    offered = texts(s, "leader red ")
    assert "F4" in offered
    assert "E3" not in offered  # a river
    assert "H5" not in offered  # no temple beside it
    for square in SQUARES:
        verdict, _why = s.trial(f"leader red {square}")
        assert (verdict.status == "ok") == (square in offered), square


def test_offered_squares_follow_the_position():
    s = session("new tigris Aki Ben")
    assert "F4" in texts(s, "tile black ")
    s.execute("leader red F4")
    assert "F4" not in texts(s, "tile black ")
    s.execute("undo")
    assert "F4" in texts(s, "tile black ")


def test_full_width_input_completes():
    s = session("new tigris Aki Ben", lang="ja")
    found = {c.text: c for c in completions(s, "ｌｅａｄｅｒ　ｒｅｄ　Ｆ")}
    assert "F4" in found and "F3" not in found  # F3 holds a temple
    assert found["F4"].start_position == -1  # replaces the full-width F
    assert "leader" in texts(s, "ｌｅａ")


def test_colours_in_the_sessions_language_and_by_id():
    en = {c.text: c.display_meta_text for c in completions(session("new tigris Aki Ben"), "leader ")}
    assert set(en) == {"red", "blue", "green", "black"}
    assert "priest" in en["red"] and "temple" in en["red"]
    ja = {c.text: c.display_meta_text for c in completions(session("new tigris Aki Ben", lang="ja"), "leader ")}
    assert {"red", "赤", "black", "黒"} <= set(ja)
    assert "神官" in ja["red"]


def test_players_ints_languages_games_and_options():
    s = session("new tigris Aki Ben")
    assert texts(s, "put leader ") == ["Aki", "Ben"]
    assert texts(s, "swap ") == ["1", "2", "3", "4", "5", "6"]
    assert texts(s, "put points Aki red ") == []  # 0-999: too many to list
    assert texts(s, "lang ") == ["ja", "en"]
    assert texts(session(), "new ") == ["tigris", "lancaster", "carolingi", "kings-castles"]
    assert texts(session(), "new tigris A B --option ") == ["board=standard", "board=advanced", "points=hidden",
                                                           "points=open"]


def test_when_every_value_is_rejected_each_shows_why():
    s = session("new tigris Aki Ben")
    offered = completions(s, "war ")
    assert {c.text for c in offered} == {"red", "blue", "green", "black"}
    assert all("tigris.war.order" in c.display_meta_text for c in offered)


def test_commit_during_a_revolt_offers_what_the_hand_allows():
    s = session("new tigris Aki Ben", "put hand Aki 2", "put leader Ben red G3", "leader red F4")
    assert s.state.pending["kind"] == "revolt"
    assert texts(s, "commit ") == ["0", "1", "2"]  # Aki holds two tiles
    assert "war" in texts(s, "w")  # commands stay offered whatever is pending


def test_file_names_for_load(tmp_path):
    (tmp_path / "game.toml").write_text("")
    (tmp_path / "notes.txt").write_text("")
    (tmp_path / "saves").mkdir()
    (tmp_path / ".hidden.toml").write_text("")
    found = texts(session(), f"load {tmp_path}/")
    assert set(found) == {"game.toml", "saves"}


def test_argument_positions():
    s = session("new tigris Aki Ben")
    new = s.registry().find("new")
    assert [a.name for a in args_at(new.args, 0)] == ["GAME"]
    assert [a.name for a in args_at(new.args, 2)] == ["PLAYER", "--option KEY=VALUE"]
    treasure = s.registry().find("treasure")
    assert [a.name for a in args_at(treasure.args, 3)] == ["SQUARE"]


# --- the typed line's colours ------------------------------------------------------------------------------

def styles(s: Session, text: str) -> dict[str, str]:
    return {t: style for style, t in LineLexer(s).fragments(text) if t.strip()}


def test_lexer_marks_keywords_and_what_the_rules_say():
    s = session("new tigris Aki Ben")
    assert styles(s, "leader red E3") == {"leader": "class:line.command", "red": "class:line.rejected",
                                          "E3": "class:line.rejected"}
    assert styles(s, "leader red F4")["F4"] == "class:line.legal"
    assert styles(s, "leader red")["red"] == ""  # not complete yet: no verdict
    assert styles(s, "frobnicate 3")["frobnicate"] == "class:line.unknown"
    assert styles(s, "lea")["lea"] == ""  # still typing a command
    assert styles(s, "ｌｅａｄｅｒ　ｒｅｄ　Ｅ３")["Ｅ３"] == "class:line.rejected"
    assert s.log == []  # trying lines as they are typed never plays them


# --- prompt and toolbar -----------------------------------------------------------------------------------

def plain(fragments) -> str:
    return "".join(t for _style, t, *_rest in fragments)


@pytest.mark.parametrize(("game", "title"), [("tigris", "チグリス・ユーフラテス"), ("kings-castles", "王と城")])
def test_a_japanese_prompt_and_toolbar_name_the_game_by_its_title(game, title):
    s = session(f"new {game} 明 紅 蒼", lang="ja")
    assert plain(prompt_message(s)).startswith(f"{title} ")
    assert plain(toolbar(s, 200)).startswith(f" {title} │")


def test_toolbar_and_prompt():
    s = session()
    assert plain(prompt_message(s)) == "referee> "
    assert "new GAME" in plain(toolbar(s, 100))
    s = session("new tigris Aki Ben", "put leader Ben red G3", "leader red F4")
    assert plain(prompt_message(s)) == "tigris Aki> "
    bar = plain(toolbar(s, 500))
    assert "tigris" in bar and "Aki to play" in bar and "Actions left: 1" in bar and "Not saved" in bar
    assert s.render(s.game.status(s.state).pending) in bar


def test_toolbar_in_japanese_fits_the_terminal(tmp_path):
    s = session("new tigris Aki Ben", "put leader Ben red G3", "leader red F4", lang="ja")
    s.execute(f"save {tmp_path / 'g.toml'}")
    bar = plain(toolbar(s, 500))
    assert "Akiの手番" in bar and "g.toml" in bar and "未保存" not in bar and "内部紛争" in bar
    for columns in (20, 41, 60, 79):
        assert width(plain(toolbar(s, columns))) <= columns
    assert width(plain(fit([("", "手番手番手番")], 5))) <= 5


# --- history -----------------------------------------------------------------------------------------

def test_history_location(tmp_path):
    assert history_path({"XDG_STATE_HOME": str(tmp_path)}) == tmp_path / "referee" / "history"
    assert history_path({"XDG_STATE_HOME": "relative"}).parts[-3:] == ("state", "referee", "history")
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert isinstance(open_history(blocked / "referee" / "history"), InMemoryHistory)


# --- the loop ------------------------------------------------------------------------------------------

def drive(s: Session, keys: str, output=None) -> int:
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        pipe.close()  # once the keys run out the prompt sees end of input, so a test cannot hang
        return run_repl(s, input=pipe, output=output or DummyOutput())


@pytest.fixture
def state_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return tmp_path / "state"


def test_prompt_places_a_leader_and_quits(tmp_path, state_home):
    path = tmp_path / "g.toml"
    s = session("new tigris Aki Ben", f"save {path}")
    s.autosave = True
    assert drive(s, "leader red E3\rｌｅａｄｅｒ　ｒｅｄ　Ｆ４\rquit\rtile red G4\r") == 0
    assert s.log == ["leader red F4"]  # the rejected line changed nothing; nothing ran after quit
    assert s.state.leaders == {"F4": ("Aki", "red")}
    loaded = Session()
    loaded.load(path)
    assert loaded.log == ["leader red F4"]  # autosaved
    history = (state_home / "referee" / "history").read_text(encoding="utf-8")
    assert "+leader red E3" in history and "+quit" in history


def test_ctrl_c_clears_the_line_and_replies_are_printed():
    s = session("new tigris Aki Ben")
    out = io.StringIO()
    drive(s, "tile red G4\x03leader red E3\rleader red F4\r", PlainTextOutput(out))
    assert s.log == ["leader red F4"]
    text = out.getvalue()
    assert "Rejected [tigris.leader.no-river]" in text
    assert "      A   B   C" in text  # the board, shown once at the start


def test_leaving_an_unsaved_game_asks_twice(state_home):
    s = session()
    out = io.StringIO()
    assert drive(s, "new tigris Aki Ben\rquit\rleader red F4\rquit\r", PlainTextOutput(out)) == 0
    assert s.log == ["leader red F4"]  # the first quit only warned
    text = out.getvalue()
    assert "not saved" in text
    assert text.count("      A   B   C") == 1  # `new` drew the board


# --- start-up stays light --------------------------------------------------------------------------------

def imported(*args: str, stdin: str = "") -> set[str]:
    run = subprocess.run([sys.executable, "-X", "importtime", "-m", "referee", *args], input=stdin,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-2000:]
    names = set()
    for line in run.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip().split(".")[0])
    return names


@pytest.mark.parametrize("args,stdin", [(("--version",), ""),
                                        (("run", "-"), "new tigris Aki Ben\nleader red F4\nshow\n"),
                                        (("play",), "new tigris Aki Ben\nleader red F4\n")])
def test_scripts_never_load_prompt_toolkit_or_babel(args, stdin):
    names = imported(*args, stdin=stdin)
    assert "referee" in names
    assert "prompt_toolkit" not in names and "babel" not in names


def test_numbers_are_offered_as_numbers_in_japanese_too():
    s = session("new lancaster Aki Ben Chie", lang="ja")
    assert texts(s, "reveal conflict ") == [str(n) for n in range(2, 11)]  # French strengths 2-10
    assert texts(s, "reveal conflict １") == ["10"]  # full-width digit


def test_lancaster_places_are_offered_where_the_knight_may_go():
    s = session("new lancaster Aki Ben Chie", "fact county.A.minimum 2", "reveal conflict 5 4-2-1",
                "reveal conflict 6 5-3-1", "reveal law buy-markers", "reveal law conflicts-3pp",
                "reveal law nobles-knight", "extension 1", "extension 2", "extension 3", "fact castle.knight-on-extension no")
    offered = texts(s, "knight 2 ")
    assert {"A", "u1", "u2", "s2", "s6"} <= set(offered)
    assert "D" not in offered  # Gloucester needs strength 3
    assert "s1" not in offered  # Aki's extension tile covers castle space 1
