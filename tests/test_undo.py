"""Nothing a user typed is lost: lines taken back stay in the save, `redo` works after reopening it,
and a long undo at the prompt asks first. Also whom the referee waits for, and `history`."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.plain_text import PlainTextOutput

from referee import save
from referee.render import clip, width
from referee.repl import is_yes, run_repl
from referee.repl_toolbar import prompt_message, toolbar
from referee.session import Session
from scenario_helpers import SCENARIOS, run_script
from conftest import Table

EXAMPLES = {"tigris": SCENARIOS / "tigris" / "example-game.toml",
            "lancaster": SCENARIOS / "lancaster" / "example-game.toml"}
FINISHED = {**EXAMPLES, "carolingi": SCENARIOS / "carolingi" / "peace-wins.toml",
            "kings-castles": SCENARIOS / "kings-castles" / "short-game.toml"}


def opened(path: Path, lang: str = "en") -> Session:
    """A session playing the save file, autosaving after every line, as `referee play FILE` does.
    Never a shipped scenario: the tests must not write them."""
    assert SCENARIOS not in Path(path).resolve().parents
    s = Session(lang=lang)
    assert s.load(path) == []
    s.autosave = True
    return s


def example(game: str, lang: str = "en") -> Session:
    """A shipped example game, loaded (not autosaved)."""
    s = Session(lang=lang)
    assert s.load(EXAMPLES[game]) == []
    return s


def copy_of(game: str, tmp_path: Path) -> Path:
    path = tmp_path / f"{game}.toml"
    shutil.copyfile(EXAMPLES[game], path)
    return path


def log_table(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))["log"]


# --- undo 99, leave, reopen, redo 99 ------------------------------------------------------------------

@pytest.mark.parametrize("game", ["tigris", "lancaster"])
def test_undo_everything_leave_reopen_and_redo_everything(game, tmp_path):
    path = copy_of(game, tmp_path)
    s = opened(path)
    whole, lines = s.game.to_dict(s.state), list(s.log)
    assert len(lines) > 20 and (s.state.over if game == "tigris" else True)
    reply = s.execute("undo 99")
    assert reply.status == "ok" and s.pos == max(0, len(lines) - 99)
    # the autosave keeps the lines taken back, in order, beside the lines still played
    table = log_table(path)
    assert table["lines"] == lines[: s.pos] and table["undone"] == lines[s.pos:]
    # quit; reopen in a new session (as `referee play FILE` does) and take everything back again
    again = opened(path)
    assert again.game.to_dict(again.state) == s.game.to_dict(s.state) and again.pos == s.pos
    assert again.execute("redo 99").status == "ok"
    assert again.game.to_dict(again.state) == whole
    assert again.log == lines and again.pos == len(lines)
    assert log_table(path) == {"lines": lines}  # after redo nothing is left to redo: no `undone` key


def test_load_at_the_prompt_says_what_can_be_redone(tmp_path):
    path = copy_of("tigris", tmp_path)
    opened(path).execute("undo 5")
    t = Table()
    reply = t.ok(f"load {path}")
    assert f"{len(t.session.log) - 5} lines replayed" in reply.text
    assert "5 line(s) taken back can be redone" in reply.text
    t.ok("redo 5")
    assert t.state.over


def test_referee_play_keeps_the_lines_taken_back_in_the_save(tmp_path):
    """`referee play FILE` with piped input (a script: nothing is asked), then reopened."""
    path = copy_of("tigris", tmp_path)
    before = json.loads(_referee("show", "--json", str(path)).stdout)
    run = _referee("play", str(path), stdin="undo 99\nquit\n")
    assert run.returncode == 0 and "Undone 22 lines" in run.stdout and "?" not in run.stdout
    assert json.loads(_referee("show", "--json", str(path)).stdout)["bag"] != before["bag"]
    run = _referee("play", str(path), stdin="redo 99\n")
    assert run.returncode == 0, run.stderr
    assert json.loads(_referee("show", "--json", str(path)).stdout) == before


def _referee(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "referee", "--lang", "en", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


# --- the redo stack in the save -----------------------------------------------------------------------

def test_a_new_line_after_an_undo_drops_the_lines_taken_back(tmp_path):
    path = tmp_path / "g.toml"
    t = Table("new tigris Aki Ben", f"save {path}")
    t.session.autosave = True
    t.run("leader red F4\ntile red G4\nleader black I6")
    t.ok("undo 2")
    assert log_table(path) == {"lines": ["leader red F4"], "undone": ["tile red G4", "leader black I6"]}
    t.ok("tile black G4")  # a different line: the ones taken back are gone for good
    assert log_table(path) == {"lines": ["leader red F4", "tile black G4"]}
    again = opened(path)
    assert again.execute("redo").status == "rejected"  # Nothing to redo
    assert again.log == ["leader red F4", "tile black G4"]


def test_a_save_without_lines_taken_back_loads_as_before():
    """Saves written before `undone` existed (the scenarios) load, with nothing to redo."""
    assert "undone" not in log_table(EXAMPLES["tigris"])
    s = example("tigris")
    assert s.pos == len(s.log) == 22
    reply = s.execute("redo")
    assert reply.status == "rejected" and "Nothing to redo" in reply.text


def test_a_line_taken_back_that_no_longer_replays_is_dropped_with_the_rest(tmp_path):
    path = tmp_path / "g.toml"
    t = Table("new tigris Aki Ben", f"save {path}")
    t.session.autosave = True
    t.run("leader red F4\ntile red G4\nleader black I6\ntile green H6")
    t.ok("undo 3")
    text = path.read_text(encoding="utf-8").replace('"leader black I6"', '"leader black F4"')  # hand-edited
    path.write_text(text, encoding="utf-8")
    s = Session()
    notes = s.load(path)
    assert len(notes) == 1 and "\n" not in notes[0]
    assert "2 line(s) taken back cannot be redone" in notes[0] and "leader black F4" in notes[0]
    assert s.log == ["leader red F4", "tile red G4"] and s.pos == 1  # the line before it still redoes
    assert s.execute("redo 5").text.splitlines() == ["Redone: tile red G4",
                                                     "Only 1 line(s) could be done again: there are no more."]
    # a quiet script ("print only errors") still prints the warning, on stderr
    from click.testing import CliRunner

    from referee.cli import build

    result = CliRunner().invoke(build(), ["--lang", "en", "run", "-q", "-"], input=f"load {path}\n")
    assert result.exit_code == 0 and "cannot be redone" in result.stderr and not result.stdout


def test_load_at_the_prompt_reports_lines_that_cannot_be_redone_in_japanese(tmp_path):
    path = tmp_path / "g.toml"
    t = Table("new tigris Aki Ben", f"save {path}")
    t.session.autosave = True
    t.run("leader red F4\ntile red G4")
    t.ok("undo 1")
    path.write_text(path.read_text(encoding="utf-8").replace('"tile red G4"', '"tile red F4"'), encoding="utf-8")
    reply = Table(lang="ja").ok(f"load {path}")
    assert "取り消した1行はやり直せません" in reply.text and "tile red F4" in reply.text


@pytest.mark.parametrize("undone,problem", [
    ('"tile red G4"', "log.undone must be a list of command lines"),
    ("[1, 2]", "log.undone must be a list of command lines"),
    (f'["{"x" * (save.MAX_LINE + 1)}"]', "log.undone must be a list of command lines"),
])
def test_a_damaged_list_of_lines_taken_back_is_refused(tmp_path, undone, problem):
    path = tmp_path / "g.toml"
    Table("new tigris Aki Ben", f"save {path}")
    text = path.read_text(encoding="utf-8").replace("lines = []", f"lines = []\nundone = {undone}")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(save.SaveError) as caught:
        Session().load(path)
    assert problem in Session().render(caught.value.msg)


def test_the_log_table_still_refuses_unknown_keys(tmp_path):
    path = tmp_path / "g.toml"
    Table("new tigris Aki Ben", f"save {path}")
    path.write_text(path.read_text(encoding="utf-8").replace("lines = []", "lines = []\nredo = []"),
                    encoding="utf-8")
    with pytest.raises(save.SaveError) as caught:
        Session().load(path)
    assert "unknown key(s) in [log]: redo" in Session().render(caught.value.msg)


def test_lines_and_lines_taken_back_share_the_loaders_limit():
    doc = {"meta": {"schema_version": 1, "game": "tigris"}, "game": {"players": ["Aki", "Ben"]},
           "log": {"lines": ["end"] * 3, "undone": ["end"] * (save.MAX_LINES - 2)}, "snapshot": {}}
    with pytest.raises(save.SaveError):
        save.validate(doc)
    doc["log"]["undone"] = ["end"] * (save.MAX_LINES - 3)
    assert len(save.validate(doc).undone) == save.MAX_LINES - 3


# --- undo_preview: what a long undo takes back ----------------------------------------------------------

def test_undo_preview_knows_the_turns():
    s = example("tigris")  # 22 lines; lines 17-18 are Aki's turn T7, 19-21 Ben's T8, 22 Aki's T9
    before = s.game.to_dict(s.state)
    one = s.undo_preview(1)
    assert (one.lines, one.turn, one.player, one.crosses) == (["swap 3"], "T9", "Aki", False)
    five = s.undo_preview(5)
    assert (five.lines[0], five.turn, five.player, five.crosses) == ("tile red H4", "T7", "Aki", True)
    assert len(s.undo_preview(99).lines) == 22 and s.undo_preview(99).turn == "T1"
    assert s.game.to_dict(s.state) == before and s.pos == 22  # a pure query
    s.execute("undo 99")
    assert s.undo_preview() is None


def test_undo_preview_lists_the_lines_in_the_tables_words():
    # a Japanese table is asked about タイル 黒 G4, not tile black G4 (found by a Japanese table trial)
    s = example("tigris")
    s.lang = "ja"
    assert s.undo_preview(1).lines == ["交換 3"]
    assert s.undo_preview(5).lines[0] == "タイル 赤 H4"


def test_a_revolt_is_one_turn_with_two_sides():
    t = Table("new tigris Aki Ben", "put leader Ben red G3", "leader red F4", "commit 0", "commit 0")
    assert t.session.undo_preview(3).crosses is False  # attacker's tile, both commitments: Aki's turn
    rows = t.ok("history").text.splitlines()
    assert [r.split()[1:3] for r in rows[-3:]] == [["T1", "Aki"], ["T1", "Aki"], ["T1", "Ben"]]


# --- the prompt asks once before a long undo ---------------------------------------------------------------

def drive(s: Session, keys: str) -> str:
    out = io.StringIO()
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        pipe.close()
        run_repl(s, input=pipe, output=PlainTextOutput(out))
    return out.getvalue()


@pytest.fixture
def state_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))


def test_a_long_undo_asks_once_and_no_keeps_the_game(tmp_path, state_home):
    s = opened(copy_of("tigris", tmp_path))
    text = drive(s, "undo 5\rn\r")
    assert s.pos == 22
    assert text.count("Undo 5 lines, back to T7 (Aki): tile red H4; …; swap 3") == 1
    assert "Take them back? [y/N]" in text and "Nothing was undone." in text


def test_a_long_undo_goes_ahead_on_yes(tmp_path, state_home):
    s = opened(copy_of("tigris", tmp_path))
    text = drive(s, "undo 5\ry\rundo 99\rY\r")
    assert s.pos == 0 and text.count("lines, back to T") == 2
    assert "Undone 17 lines" in text


def test_a_one_line_undo_and_an_undo_within_the_turn_are_not_asked(tmp_path, state_home):
    s = opened(copy_of("tigris", tmp_path))
    text = drive(s, "undo\rundo 2\r")  # swap 3 (T9), then the last two of Ben's three lines of T8
    assert "Take them back" not in text and s.pos == 19
    s.execute("redo 3")
    text = drive(s, "undo 2\r")  # T9's swap and T8's last tile: into an earlier turn
    assert "Take them back" in text and s.pos == 22  # end of input answers no


def test_japanese_prompt_asks_in_japanese_and_hai_says_yes(tmp_path, state_home):
    s = opened(copy_of("tigris", tmp_path), lang="ja")
    text = drive(s, "undo 5\rはい\r")
    assert "5行を取り消してT7(Aki)まで戻ります" in text and "取り消しますか? [はい/いいえ]" in text  # the answer to type
    assert s.pos == 17


def test_yes_words():
    assert all(is_yes(w) for w in ("y", "Y", "yes", "はい", "ｙ", " y "))
    assert not any(is_yes(w) for w in ("", "n", "no", "いいえ", "yess", "undo"))


def test_scripts_are_never_asked():
    s = run_script(SCENARIOS / "tigris" / "example-game.txt")
    n = len(s.log)
    assert s.execute("undo 99").status == "ok" and s.pos == 0 and len(s.log) == n


# --- whom the referee waits for ------------------------------------------------------------------------

def plain(fragments) -> str:
    return "".join(t for _style, t, *_rest in fragments)


def test_the_prompt_names_the_side_asked_in_a_revolt():
    t = Table("new tigris Aki Ben", "put leader Ben red G3", "leader red F4")
    s = t.session
    assert plain(prompt_message(s)) == "tigris Aki> "  # the attacker commits first
    t.ok("commit 1")
    assert plain(prompt_message(s)) == "tigris Ben> "  # then the defender, during Aki's turn
    assert s.game.status(s.state).active == "Aki" and t.show()["active"] == "Aki"
    bar = plain(toolbar(s, 500))
    assert "Ben to play" in bar and "Actions left" not in bar
    t.ok("commit 0")
    assert plain(prompt_message(s)) == "tigris Aki> " and "Actions left: 1" in plain(toolbar(s, 500))


def test_the_prompt_names_the_side_asked_in_a_war():
    t = Table("new tigris Aki Ben", "put tile black G5", "put tile black G6", "put tile black H6", "put tile red F6",
              "put leader Aki red F5", "put tile red I5", "put leader Ben red J5", "put tile red J6")
    t.ok("tile black H5")  # unites Aki's and Ben's kingdoms: a war of the priests
    assert t.state.pending["kind"] == "war"
    order = [t.state.pending["attacker"], t.state.pending["defender"]]
    seen = [plain(prompt_message(t.session))]
    t.ok("commit 0")
    seen.append(plain(prompt_message(t.session)))
    assert seen == [f"tigris {order[0]}> ", f"tigris {order[1]}> "] and order[0] != order[1]


def test_the_prompt_names_the_player_who_chooses_a_treasure():
    t = Table("new tigris Aki Ben", "put tile black G10", "put tile black H10", "put tile black I10",
              "put tile black J10", "put leader Ben green F11", "tile black K10")
    assert t.state.pending["kind"] == "treasure" and t.state.player == "Aki"
    assert plain(prompt_message(t.session)) == "tigris Ben> "
    assert t.session.game.status(t.state).waiting == "Ben"


def test_the_prompt_names_the_player_who_chooses_a_monument():
    s = run_script(SCENARIOS / "tigris" / "monument.txt", until="monument black-red G5")
    assert s.state.pending["kind"] == "monument"
    assert plain(prompt_message(s)) == f"tigris {s.state.pending['player']}> "


def test_a_lancaster_vote_waits_for_the_table():
    en = Session(lang="en")
    en.load(SCENARIOS / "lancaster" / "tied-vote.toml")
    assert en.state.pending["kind"] == "vote"
    assert plain(prompt_message(en)) == "lancaster the table> "
    assert "The table's turn" in plain(toolbar(en, 500))
    ja = Session(lang="ja")
    ja.load(SCENARIOS / "lancaster" / "tied-vote.toml")
    assert plain(prompt_message(ja)) == "ランカスター 全員> " and "全員の番" in plain(toolbar(ja, 500))


def test_other_lancaster_questions_wait_for_the_player_asked():
    s = Session(lang="en")
    s.load(SCENARIOS / "lancaster" / "displacement.toml")
    assert s.state.pending["kind"] == "place" and s.state.pending["player"] == "Ben"
    assert plain(prompt_message(s)) == "lancaster Ben> " and "Ben to play" in plain(toolbar(s, 500))


# --- Lancaster's round and phase in the toolbar ------------------------------------------------------------

def test_lancaster_round_and_phase_in_the_toolbar():
    for lang, stage in (("en", "round 2, phase II: parliament (votes)"), ("ja", "第2ラウンド、フェイズII: 議会(投票)")):
        s = Session(lang=lang)
        s.load(SCENARIOS / "lancaster" / "tied-vote.toml")
        with s.speaking():  # the game's own words, in the session's language
            assert s.game.status(s.state).stage == stage
        assert f" │ {stage} │ " in plain(toolbar(s, 500))
    s = Session(lang="en")
    s.load(SCENARIOS / "lancaster" / "displacement.toml")
    assert "phase I: placing knights" in plain(toolbar(s, 500))
    t = Table("new lancaster Aki Ben Chie")
    assert t.session.game.status(t.state).stage == "set-up"


def test_tigris_has_no_stage_text():
    t = Table("new tigris Aki Ben")
    assert t.session.game.status(t.state).stage == ""


# --- history: who played each line, in which turn or round ----------------------------------------------

def test_tigris_history_names_the_turn_and_the_player():
    s = example("tigris")
    rows = s.execute("history").text.splitlines()
    assert len(rows) == 22
    assert rows[0] == "   1  T1 Aki  leader red F4"
    assert rows[2] == "   3  T2 Ben  leader black I6"
    assert rows[6] == "   7  T3 Ben  commit 0"  # the defender's answer, during Aki's turn
    assert rows[21] == "  22  T9 Aki  swap 3"


def test_lancaster_history_names_the_round_and_phase():
    s = example("lancaster")
    rows = s.execute("history").text.splitlines()
    assert len(rows) == len(s.log)
    by_line = {r.split()[0]: r for r in rows}
    assert by_line["1"].split()[1] == "Set-up"
    assert by_line["15"] == "  15  R1·I     Aki        knight 2 B 1"
    assert by_line["24"] == "  24  R1·II    the table  vote Aki no 1"
    assert by_line["38"].split()[1] == "R2·prep."
    ja = example("lancaster", lang="ja").execute("history").text.splitlines()
    assert ja[23] == "  24  R1·II   全員  投票 Aki 反対 1" and ja[0].split()[1] == "準備"  # in the table's words


def test_a_long_line_in_history_wraps_whole_under_itself():
    """A line longer than the row is wrapped, not cut: history can be read back and typed again."""
    move = "move Neustrien Anjou 1 Neustrien Bretagne 1 Neustrien Aquitanien 1 Neustrien Picardie 1"
    t = Table("new carolingi Aki Ben Chie")
    t.session.log, t.session.pos = [move], 1
    t.session.states = [t.session.states[0], t.session.states[0]]
    rows = t.ok("history").text.splitlines()
    assert len(rows) == 2 and all(width(r) <= 80 for r in rows)
    lead = rows[0].index("move")
    assert rows[1][:lead].strip() == "" and " ".join(r[lead:].strip() for r in rows) == move


def test_history_fits_80_columns():
    name = "あ" * 20  # 40 cells, the longest name a player may have
    for lang in ("en", "ja"):
        t = Table(f"new lancaster {name} Ben Chie", "fact county.A.minimum 2", "reveal conflict 5 4-2-1",
                  "reveal conflict 6 5-3-1", "reveal law buy-markers", "reveal law conflicts-3pp",
                  "reveal law nobles-knight", f"put coins {name} 5", f"put servants {name} 4", lang=lang)
        rows = t.ok("history").text.splitlines()
        assert all(width(r) <= 80 for r in rows), rows
        assert rows[3].split()[-3:-1] == (["reveal", "law"] if lang == "en" else ["公開", "法律"])  # nothing after
        assert rows[6].split()[2] == "あああああ…"  # a long name is cut to its column
        for row in example("lancaster", lang=lang).execute("history").text.splitlines():
            assert width(row) <= 80


def test_clip_cuts_by_terminal_cells():
    assert clip("tile red F4", 80) == "tile red F4"
    assert clip("あいうえお", 6) == "あい…" and width(clip("あいうえお", 6)) == 5
    assert clip("abcdef", 4) == "abc…"


def test_undo_and_redo_replies_fit_80_columns():
    s = example("lancaster")
    reply = s.execute("undo 99")
    rows = reply.text.splitlines()
    assert rows[0] == "Undone 99 lines:" and rows[3] == "  … 95 more" and len(rows) == 7
    assert rows[6] == "The end of the game is taken back: play goes on."
    assert all(width(row) <= 80 for row in rows)
    assert all(width(row) <= 80 for row in s.execute("redo 99").text.splitlines())


@pytest.mark.parametrize("game", ["tigris", "lancaster", "carolingi", "kings-castles"])
def test_undo_and_redo_say_when_they_did_fewer_lines_and_when_the_end_changes(game):
    s = Session()
    assert s.load(FINISHED[game]) == []
    assert s.game.status(s.state).over  # finished games, as shipped
    lines = len(s.log)
    # the lines since the end (Kings & Castles' refill after the last reign is still typed)
    k = next(i for i in range(1, lines + 1) if not s.game.status(s.states[-1 - i]).over)
    text = s.execute(f"undo {k}").text
    assert text.endswith("The end of the game is taken back: play goes on.")
    text = s.execute(f"redo {k + 4}").text
    assert f"Only {k} line(s) could be done again: there are no more." in text
    assert text.endswith("The game is over again: 'score' shows the result.")
    text = s.execute(f"undo {lines + 10}").text
    assert text.startswith(f"Undone {lines} lines:")
    assert f"Only {lines} line(s) could be taken back: that is back to the start." in text
    assert s.pos == 0 and s.execute(f"redo {lines}").text.endswith("The game is over again: 'score' shows the result.")


def test_sessions_in_two_languages_coexist():
    """Constructing or using a Japanese session leaves an English one English (and the other way)."""
    from referee import i18n

    en = Table("new tigris Aki Ben")
    ja = Table("new tigris Aki Ben", lang="ja")
    assert i18n.language() == "en"  # constructing a session changes nothing global
    ja.rejected("leader red H5", "tigris.leader.adjacent-temple")
    reply = en.rejected("leader red H5", "tigris.leader.adjacent-temple")
    assert reply.text.startswith("Rejected") and "リーダー" not in reply.text
    assert en.ok("why").text.isascii() and en.ok("help").text.isascii()
    assert "却下" in ja.session.execute("leader red H5").text
    assert ja.session.trial("leader red H5", lang="en")[0].text.startswith("Rejected")
    assert "却下" in ja.session.execute("leader red H5").text and i18n.language() == "en"


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_why_after_undo_or_redo_explains_the_latest_ruling_still_standing(game):
    # as the table played it: the explanation `why` gives after each line
    played = example(game)
    log = played.log[: played.pos]
    fresh = Session(lang="en")
    fresh.load(EXAMPLES[game])
    fresh.execute(f"undo {len(log)}")
    after = []
    for line in log:  # typed again (not redone), so `why` is what playing the line gave
        assert fresh.execute(line).status == "ok", line
        after.append(list(fresh.why))
    s = example(game)
    for back in (1, 2, 3):
        s.execute("undo")
        assert s.why == after[len(log) - back - 1], f"{game}: why after undoing {back} line(s)"
    s.execute("redo 3")
    assert s.why == after[-1]


def test_a_japanese_table_sees_its_lines_in_its_own_words():
    """history, undo and redo show a line as the table would type it (引く 影響 太郎), when it reads back to
    the same line; the log itself keeps the English keywords scripts and saves depend on."""
    t = Table("new carolingi 太郎 花子", "引く 影響 太郎", "影響 カードへ シャンパーニュ 2", lang="ja")
    assert t.session.log[-1] == "influence cards champagne 2"
    assert "引く 影響 太郎" in t.ok("history").text
    assert t.ok("取り消し").text == "取り消しました: 影響 カードへ シャンパーニュ 2"
    assert t.ok("やり直し").text == "やり直しました: 影響 カードへ シャンパーニュ 2"
    assert "influence cards champagne 2" in Table("new carolingi Aki Ben", "draw influence Aki",
                                                 "influence cards Champagne 2").ok("history").text
