"""Hostile input found by fuzzing: scripts that are not UTF-8, broken board profiles, special files
where a save should be, over-long lines and values, NUL bytes and undecodable names, damaged or
edited Lancaster facts, and saving without losing what the user made. Each ends in a clear message
and exit status 2 (never a traceback, never a hang), or is handled as the user would expect.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from referee import registry, save
from referee.cli import build
from referee.session import Session

from conftest import saved_tigris

ROOT = Path(__file__).resolve().parent.parent
POSIX = pytest.mark.skipif(os.name != "posix", reason="POSIX files")


def _cli(*args: str, input: bytes | str | None = None, env: dict | None = None):
    return CliRunner().invoke(build(), ["--lang", "en", *args], input=input, env=env)


def _proc(*args: bytes | str, input: bytes | None = None, env: dict | None = None, lang: str = "en"):
    """The referee as a separate process (argv may hold raw bytes), with a time limit: no hang."""
    return subprocess.run([sys.executable, "-m", "referee", "--lang", lang, *args], input=input,
                          capture_output=True, timeout=60, env={**os.environ, **(env or {})})


def _exit2(result, *words: str) -> str:
    if isinstance(result, subprocess.CompletedProcess):
        code, text = result.returncode, (result.stdout + result.stderr).decode("utf-8")
    else:
        code, text = result.exit_code, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert code == 2, (code, text)
    assert "Traceback" not in text
    flowing = " ".join(text.split())  # a long temporary path moves where the 80-column wrap falls
    for word in words:
        assert word in flowing, text
    return text


def _tigris(tmp_path: Path, name: str = "game.toml", lines=("leader red F4",)) -> Path:
    return saved_tigris(tmp_path, lines, name)


# --- scripts and standard input that are not UTF-8 ---------------------------------------------------

SCRIPT = "new tigris Aki Ben\n# 赤い神殿の隣に指導者を置く\nleader red F4\n"


def test_a_shift_jis_script_is_read_with_one_notice(tmp_path):
    script = tmp_path / "sjis.txt"
    script.write_bytes(SCRIPT.encode("cp932"))
    result = _proc("run", str(script), "-o", str(tmp_path / "g.toml"))
    assert result.returncode == 0, result.stderr.decode()
    notice = result.stderr.decode().strip()
    assert notice.count("Shift_JIS") == 1 and "sjis.txt" in notice  # one notice (wrapped to the terminal)
    assert "F4" in _cli("show", str(tmp_path / "g.toml"), "--json").output


def test_a_script_that_is_neither_utf8_nor_shift_jis_names_the_line(tmp_path):
    script = tmp_path / "latin1.txt"
    script.write_bytes(b"new tigris Aki Ben\n# caf\xe9 \x80\x80\x80\nleader red F4\n")
    text = _exit2(_proc("run", str(script), "-o", str(tmp_path / "g.toml")),
                  "line 2", "not UTF-8", "0xe9", "latin1.txt")
    assert "Save" in text
    ja = _exit2(_proc("run", str(script), lang="ja"), "2行目", "UTF-8")
    assert "Traceback" not in ja


def test_piped_standard_input_that_is_not_utf8(tmp_path):
    path = _tigris(tmp_path)
    before = path.read_bytes()
    _exit2(_proc("play", str(path), input=b"leader black G3\n\xff\xfe\xfd\n"), "line 2", "not UTF-8",
           "standard input")
    assert path.read_bytes() != before  # the first line was played and saved; the bad one was not
    _exit2(_proc("run", "-", input=b"new tigris Aki Ben\n\xff\n"), "line 2")


def test_a_utf8_byte_order_mark_and_windows_line_ends_are_fine(tmp_path):
    result = _proc("run", "-", input=b"\xef\xbb\xbfnew tigris Aki Ben\r\nleader red F4\r\n")
    assert result.returncode == 0, result.stderr.decode()


@POSIX
def test_a_script_of_one_endless_line_stops_at_the_line_limit(tmp_path):
    started = time.monotonic()
    _exit2(_proc("run", "/dev/zero"), "line 1", "too long")
    assert time.monotonic() - started < 30


# --- a hand-edited board profile -----------------------------------------------------------------------

PROFILES = [
    "facts = " + "[" * 100_000 + "]" * 100_000 + "\n",
    '[facts]\n"county.D.minimum" = 1' + "0" * 5000 + "\n",
    '[facts]\n"county.D.minimum" = ' + "9" * 4000 + "\n",
    '[facts]\n"county.D.minimum" = [[[[1]]]]\n',
    "[facts]\n" + '"' + "x" * 10_000 + '" = 1\n',
    "not toml [\n",
    "[facts]\nsupply.coins = 5\n",  # a dotted key: a nested table, not a value
]


@pytest.mark.parametrize("profile", PROFILES, ids=range(len(PROFILES)))
def test_a_broken_board_profile_is_refused_and_never_overwritten(tmp_path, profile):
    config = tmp_path / "config"
    path = config / "referee" / "lancaster.toml"
    path.parent.mkdir(parents=True)
    path.write_text(profile, encoding="utf-8")
    env = {"XDG_CONFIG_HOME": str(config)}
    for args in (("board", "lancaster"), ("new", "lancaster", "Aki", "Ben", "Chie", "-o", str(tmp_path / "l.toml")),
                 ("board", "lancaster", "set", "county.A.minimum", "2"), ("board", "lancaster", "unset", "county.A.minimum")):
        text = _exit2(_cli(*args, env=env), str(path))
        assert len(max(text.splitlines(), key=len)) < 400, text
    assert path.read_text(encoding="utf-8") == profile
    assert not (tmp_path / "l.toml").exists()
    assert [p.name for p in path.parent.iterdir()] == ["lancaster.toml"]


@POSIX
def test_a_board_profile_that_is_a_fifo_does_not_hang(tmp_path):
    path = tmp_path / "config" / "referee" / "lancaster.toml"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    _exit2(_proc("board", "lancaster", env={"XDG_CONFIG_HOME": str(tmp_path / "config")}), "regular file")


# --- saves: what is left behind, what is kept ---------------------------------------------------------

def _old(path: Path, seconds: float = 3600) -> Path:
    path.write_bytes(b"half a save")
    when = time.time() - seconds
    os.utime(path, (when, when))
    return path


def test_stale_temporary_files_of_the_same_save_are_removed_at_the_next_save(tmp_path):
    path = _tigris(tmp_path)
    stale = _old(tmp_path / ".game.toml.k3j_x9ab.tmp")  # left by a killed save of game.toml
    young = tmp_path / ".game.toml.q1w2e3r4.tmp"  # another writer may be busy with it
    young.write_bytes(b"in flight")
    other = _old(tmp_path / ".other.toml.k3j_x9ab.tmp")  # another save's
    mine = _old(tmp_path / ".game.toml.backup.tmp")  # not the referee's pattern
    result = _cli("play", str(path), input="leader black G3\n")
    assert result.exit_code == 0, result.output
    assert not stale.exists()
    assert young.exists() and other.exists() and mine.exists()


@POSIX
def test_a_temporary_file_locked_by_a_live_writer_is_kept(tmp_path):
    import fcntl

    path = _tigris(tmp_path)
    busy = _old(tmp_path / ".game.toml.abcdefgh.tmp")
    with busy.open("rb") as held:
        fcntl.flock(held.fileno(), fcntl.LOCK_EX)
        assert _cli("play", str(path), input="leader black G3\n").exit_code == 0
        assert busy.exists()
    assert _cli("play", str(path), input="leader green B1\n").exit_code == 0
    assert not busy.exists()


@POSIX
def test_saving_keeps_the_permissions_of_the_file(tmp_path):
    path = _tigris(tmp_path)
    path.chmod(0o644)
    assert _cli("play", str(path), input="leader black G3\n").exit_code == 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    path.chmod(0o640)
    session = Session(lang="en")
    session.load(path)
    session.execute("leader green B1")
    session.save_to(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@POSIX
def test_a_new_save_gets_the_umask_not_600(tmp_path):
    old = os.umask(0o022)
    try:
        path = _tigris(tmp_path, "new.toml")
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


@POSIX
def test_saving_through_a_symlink_writes_the_file_it_points_to(tmp_path):
    (tmp_path / "games").mkdir()
    target = _tigris(tmp_path / "games", "real.toml")
    link = tmp_path / "link.toml"
    link.symlink_to(target)
    assert _cli("play", str(link), input="leader black G3\n").exit_code == 0
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert "G3" in target.read_text(encoding="utf-8")
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    assert sorted(p.name for p in (tmp_path / "games").iterdir()) == ["real.toml"]


def test_an_integer_of_thousands_of_digits_is_not_a_usable_save(tmp_path):
    path = _tigris(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("schema_version = 1", "schema_version = 1" + "0" * 5000), encoding="utf-8")
    for command in ("show", "score"):
        _exit2(_cli(command, str(path)), str(path), "not a valid save file", "too many digits")


# --- special files where a save should be ----------------------------------------------------------------

@POSIX
@pytest.mark.parametrize("kind", ["fifo", "zero", "urandom", "null"])
def test_a_save_that_is_not_a_regular_file_is_refused_without_hanging(tmp_path, kind):
    path = tmp_path / f"{kind}.toml"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(f"/dev/{kind}")
    for args in (("show", str(path)), ("score", str(path)), ("play", str(path))):
        _exit2(_proc(*args, input=b""), str(path), "not a regular file")
    _exit2(_proc("run", "-", input=f"load {path}\n".encode()), "line 1", "not a regular file")


def test_never_more_than_the_limit_is_read(tmp_path, monkeypatch):
    path = tmp_path / "big.toml"
    path.write_bytes(b"x" * 5000)
    taken = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: taken.append(n) or real_read(fd, n))
    with pytest.raises(save.SaveError):
        save.safe_read(path, limit=100)
    assert sum(taken) <= 101


# --- long values and long lines -----------------------------------------------------------------------------

def test_a_save_naming_an_unknown_game_quotes_only_a_prefix(tmp_path):
    path = _tigris(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('game = "tigris"', 'game = "' + "z" * 10_000 + '"'), encoding="utf-8")
    out = _exit2(_cli("show", str(path)), "z" * 40 + "…")
    assert "z" * 41 not in out


@pytest.mark.parametrize("line", [
    "x" * 10_000,
    "new tigris " + "A" * 5_000 + " Ben",
    "tile red " + "Q" * 300,
    "leader " + "c" * 300 + " F4",
])
def test_messages_quote_at_most_a_short_prefix_of_a_value(line):
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    reply = session.execute(line)
    assert reply.status == "error"
    assert len(reply.text) < 300, reply.text


@pytest.mark.parametrize("line", [
    'tile red "' + "x" * 10_000_000,                 # an unbalanced quote
    "ｔｉｌｅ　" + "Ａ" * 10_000_000,                  # full-width text for NFKC
    "leader red F4 " + "\0" * 10_000_000,              # NUL bytes
    "rules " + "temple " * 1_500_000,                  # a rules line
    "ask " + "what? " * 1_500_000,                     # a question
    "x" * (registry.MAX_LINE + 1),
])
def test_over_long_lines_are_refused_before_parsing(line):
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    before = session.game.to_dict(session.state)
    started = time.monotonic()
    reply = session.execute(line)
    assert time.monotonic() - started < 1
    assert reply.status == "error" and "too long" in reply.text and str(registry.MAX_LINE) in reply.text
    assert session.game.to_dict(session.state) == before and session.log == []
    with pytest.raises(registry.InputError):
        registry.split(line)


def test_a_line_at_the_limit_is_still_read():
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    reply = session.execute("leader red F4" + " " * (registry.MAX_LINE - len("leader red F4")))
    assert reply.status == "ok", reply.text


def test_the_prompt_does_not_choke_on_a_huge_line():
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from referee.repl_complete import RefereeCompleter
    from referee.repl_lexer import LineLexer

    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    for text in ["x" * 1_000_000 + " \0", 'tile red "' + "Ａ" * 1_000_000]:
        started = time.monotonic()
        LineLexer(session).lex_document(Document(text))(0)
        list(RefereeCompleter(session).get_completions(Document(text), CompleteEvent(completion_requested=True)))
        assert time.monotonic() - started < 1


def test_over_long_ask_and_rules_on_the_command_line():
    _exit2(_cli("ask", "why " * 2_000), "too long")
    _exit2(_cli("rules", "temple " * 1_000), "too long")


# --- NUL bytes in file names, undecodable player names ---------------------------------------------------

@pytest.mark.parametrize("line", ['load "a\0b.toml"', 'save "a\0b.toml"'])
def test_a_file_name_with_a_nul_byte(tmp_path, line):
    script = tmp_path / "s.txt"
    script.write_text(f"new tigris Aki Ben\n{line}\n", encoding="utf-8")
    _exit2(_cli("run", str(script)), "line 2", "NUL")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.txt"]


@POSIX
def test_a_player_name_that_is_not_utf8(tmp_path):
    out = tmp_path / "g.toml"
    text = _exit2(_proc("new", "tigris", "Aki", b"B\xffn", "-o", str(out)), "UTF-8")
    assert "B\\udcffn" in text or "B" in text
    assert not out.exists() and list(tmp_path.iterdir()) == []
    _exit2(_proc("new", "tigris", "Aki", "Ben", "--option", b"board=\xff"), "UTF-8")


# --- Lancaster saves whose facts are incomplete or edited ---------------------------------------------------

def _lancaster(tmp_path: Path) -> Path:
    session = Session(lang="en")
    assert session.execute("new lancaster Aki Ben Chie").status == "ok"
    assert session.execute("reveal conflict 5 4-2-1").status == "ok"
    path = tmp_path / "lan.toml"
    session.save_to(path)
    return path


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


SERVANTS = '[facts."supply.servants"]\nprovenance = "verified"\nvalue = 37'
GLOUCESTER = '[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = 3'


def _everywhere(path: Path, *words: str) -> None:
    """show, score, play, run with `load` in a script: all exit 2 with the message."""
    for args in (("show", str(path)), ("score", str(path)), ("play", str(path))):
        _exit2(_cli(*args, input=""), str(path), *words)
    _exit2(_cli("run", "-", input=f"load {path}\n"), "line 1", *words)


def test_a_lancaster_save_lacking_a_fact_the_set_up_needs_is_damaged(tmp_path):
    path = _lancaster(tmp_path)
    _edit(path, SERVANTS, '[facts."supply.servants"]\nprovenance = "unknown"')
    text = path.read_text(encoding="utf-8")
    path.write_text("\n".join(x for x in text.splitlines() if not x.startswith("facts_digest")) + "\n",
                    encoding="utf-8")  # as an older save, without the digest: refused, as any save with [facts]
    _everywhere(path, "facts_digest", "edited or is damaged")  # and without it (stop 21)


def test_a_lancaster_save_with_facts_removed_is_refused_as_edited(tmp_path):
    path = _lancaster(tmp_path)
    _edit(path, SERVANTS, '[facts."supply.servants"]\nprovenance = "unknown"')
    _everywhere(path, "[facts]", "edited or is damaged")


def test_an_edited_fact_no_longer_matches_the_snapshot(tmp_path):
    path = _lancaster(tmp_path)
    _edit(path, GLOUCESTER, GLOUCESTER.replace("value = 3", "value = 1"))
    _everywhere(path, "[facts]", "edited or is damaged")


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "scenarios" / "lancaster").glob("*.toml")))
def test_the_scenario_saves_record_their_facts(tmp_path, name):
    path = tmp_path / name
    path.write_bytes((ROOT / "scenarios" / "lancaster" / name).read_bytes())
    assert _cli("show", str(path)).exit_code == 0
    _edit(path, GLOUCESTER, GLOUCESTER.replace("value = 3", "value = 1"))
    _exit2(_cli("show", str(path)), "[facts]")


def test_a_save_without_facts_has_no_digest(tmp_path):
    path = _tigris(tmp_path)
    assert "facts_digest" not in path.read_text(encoding="utf-8")
    assert _cli("show", str(path)).exit_code == 0


def test_the_printed_save_of_new_carries_the_digest_too(tmp_path):
    result = _cli("new", "lancaster", "Aki", "Ben", "Chie")
    assert result.exit_code == 0
    path = tmp_path / "printed.toml"
    path.write_text(result.output, encoding="utf-8")
    assert "facts_digest" in result.output
    assert _cli("show", str(path)).exit_code == 0


# --- the number of lines a save holds -------------------------------------------------------------------------

def test_the_line_that_would_overfill_a_save_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(save, "MAX_LINES", 3)
    path = tmp_path / "g.toml"
    session = Session(lang="en", autosave=True)
    session.execute("new tigris Aki Ben")
    session.save_to(path)
    session.path = path
    for line in ("leader red F4", "leader black G3", "leader green B1"):
        assert session.execute(line).status == "ok", line
    before = session.game.to_dict(session.state)
    reply = session.execute("leader blue B3")
    assert reply.status == "error" and "3 lines" in reply.text
    assert session.game.to_dict(session.state) == before and len(session.log) == 3
    again = Session(lang="en")
    again.load(path)  # what was written loads
    assert again.log == session.log
    assert session.execute("undo").status == "ok"
    assert session.execute("leader blue B3").status == "ok"  # replacing a line taken back is fine


def test_a_script_stops_at_the_line_that_would_overfill_the_save(tmp_path, monkeypatch):
    monkeypatch.setattr(save, "MAX_LINES", 2)
    out = tmp_path / "g.toml"
    result = _cli("run", "-", "-o", str(out), input="new tigris Aki Ben\nleader red F4\nleader black G3\n"
                                                  "leader green B1\n")
    _exit2(result, "line 4", "2 lines")
    assert _cli("show", str(out)).exit_code == 0


@pytest.mark.parametrize("line", ["", "   ", "leader red F4", "  put  tile  blue A1 ", "設定　タイル 青 A1", "ｌｅａｄｅｒ red",
                                  "note 'two words' x", 'note "a b"', "note a\\ b", "leader red F4 # why", "a#b c",
                                  "tab\there", "x\u3000y\xa0z", "note \u2028 y", "emoji \U0001f600 ok", "\x1cx y"])
def test_a_plain_line_splits_as_shlex_splits_it(line):
    """registry.split reads a line without quotes, escapes or comments without shlex: the same words."""
    import shlex

    lexer = shlex.shlex(registry.normalise(line), posix=True, punctuation_chars=False)
    lexer.whitespace_split, lexer.commenters = True, "#"
    assert registry.split(line) == list(lexer)


# --- found by the robustness check of stop 21 (all four games) ---------------------------------------------

def test_an_edited_fact_with_its_digest_line_deleted_is_refused_too(tmp_path):
    path = _lancaster(tmp_path)
    text = path.read_text(encoding="utf-8").replace(GLOUCESTER, GLOUCESTER.replace("value = 3", "value = 1"))
    path.write_text("\n".join(l for l in text.splitlines() if not l.startswith("facts_digest")) + "\n",
                    encoding="utf-8")
    _everywhere(path, "facts_digest", "edited or is damaged")


@POSIX
@pytest.mark.parametrize("kind", ["fifo", "fifo-link", "directory"])
def test_a_save_is_never_written_over_a_pipe_or_a_device(tmp_path, kind):
    target = tmp_path / "target"
    if kind == "directory":
        target.mkdir()
    else:
        os.mkfifo(target)
    out = target
    if kind == "fifo-link":
        out = tmp_path / "link.toml"
        out.symlink_to(target)
    _exit2(_cli("run", "-", "-o", str(out), input="new tigris Aki Ben\n"), "not a regular file")
    assert stat.S_ISFIFO(os.stat(target).st_mode) or target.is_dir()  # still what it was
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    reply = session.execute(f"save {out}")
    assert reply.status == "error" and "not a regular file" in reply.text


def test_a_save_too_large_to_load_is_never_written(tmp_path, monkeypatch):
    path = tmp_path / "g.toml"
    monkeypatch.setattr(save, "MAX_BYTES", 500)  # a new Tigris game's save takes about 900
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    reply = session.execute(f"save {path}")
    assert reply.status == "error" and "more than a save may" in reply.text and not path.exists()


def test_the_line_that_would_fill_a_save_with_bytes_is_refused(monkeypatch):
    monkeypatch.setattr(save, "LOG_BYTES", 40)
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    assert session.execute("leader red F4").status == "ok"
    assert session.execute("leader black G3").status == "ok"  # 13 + 15 bytes
    reply = session.execute("leader green B1")
    assert reply.status == "error" and "fill what a save holds" in reply.text and len(session.log) == 2


@pytest.mark.parametrize("name", ["B\udcffn", "#Ben", "Be\x07n", "B\ue000n", "-Ben"])
def test_a_player_name_that_cannot_be_typed_back_or_saved_is_refused(name):
    from referee.core import InputError

    session = Session(lang="en")
    with pytest.raises(InputError):  # as `new` gives it, from the shell or the prompt
        session.start("tigris", ["Aki", name], {})
    assert session.execute(f"new tigris Aki {name} Chie").status in ("error", "rejected") and session.game is None


def test_a_line_with_undecoded_terminal_bytes_says_it_is_not_utf8():
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    reply = session.execute("\udc82\udca0\udc82\udca2")
    assert reply.status == "error" and "not UTF-8" in reply.text


@pytest.mark.parametrize("data", [b"new tigris Aki B\xffn Chie\n", "new tigris Aki Ben\n".encode("utf-16")])
def test_bytes_that_shift_jis_maps_to_no_text_are_not_read_as_shift_jis(data):
    _exit2(_proc("run", "-", input=data), "not UTF-8")


def test_a_refusal_quotes_only_an_excerpt_of_what_was_typed():
    from referee.core import EXCERPT

    session = Session(lang="en")
    session.execute("new kings-castles Aki Ben")
    for line in ("show " + "x" * 3000, "shwo " + "y" * 3000 + " \x1b]0;title\x07"):
        text = session.execute(line).text
        assert len(text) < 400 and "\x1b" not in text and "\x07" not in text
    assert len(Session(lang="en").execute("rules tigris " + "z " * 1500).text) < 400
    assert EXCERPT <= 40


def test_counted_counters_beyond_the_box_are_a_rules_refusal():
    session = Session(lang="en")
    session.execute("new kings-castles Aki Ben")
    for line in ("put array green green-knight*10", "put array green green-knight*0", "put array green 緑の騎士31個"):
        reply = session.execute(line)
        assert reply.status == "rejected" and reply.rule in ("kings-castles.put.components",
                                                              "kings-castles.game.components"), (line, reply)


def test_a_pasted_colour_code_is_not_read_as_a_mouse_report():
    """prompt_toolkit reads ESC[31m as a mouse report and fails on it; the prompt's own binding ignores it."""
    from types import SimpleNamespace

    from referee.repl import pasted_codes_are_not_mouse_events

    (binding,) = pasted_codes_are_not_mouse_events().bindings
    assert binding.handler(SimpleNamespace(data="\x1b[31m")) is None  # no exception


@pytest.mark.parametrize("token", ["١٢", "1_0", "٣"])
def test_a_number_is_written_in_ascii_or_full_width_digits_only(token):
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    assert session.execute(f"swap {token}").status == "error"
    assert session.execute("swap ３").status == "ok"


def test_a_board_profile_holding_more_than_facts_is_refused_and_kept(tmp_path):
    profile = tmp_path / "referee" / "lancaster.toml"
    profile.parent.mkdir()
    text = '# mine\nstray = 1\n[facts]\n"county.B.minimum" = 2\n'
    profile.write_text(text, encoding="utf-8")
    result = _cli("board", "lancaster", "set", "county.C.minimum", "2", env={"XDG_CONFIG_HOME": str(tmp_path)})
    _exit2(result, "more than a [facts] table")
    assert profile.read_text(encoding="utf-8") == text
