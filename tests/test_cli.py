"""The shell: exit codes, languages, `new` never overwriting a game, scripts from standard input."""

import subprocess
import sys

import pytest
from click.testing import CliRunner

from referee.cli import build, main
from referee.render import width


def referee(*args, input=None, env=None):
    """Run the installed command the way a user does (a fresh process: language detection included)."""
    return subprocess.run([sys.executable, "-m", "referee", *args], input=input, capture_output=True, text=True,
                          env=env, encoding="utf-8")


def test_run_exit_codes_and_save_before_rejected_line(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("new tigris Aki Ben\nleader red F4\ntile red E3\nleader black G3\n", encoding="utf-8")
    out = tmp_path / "g.toml"
    result = referee("run", str(script), "-o", str(out))
    assert result.returncode == 1
    assert "line 3" in result.stderr and "tigris.tile.land-only" in result.stderr
    shown = referee("show", str(out), "--json")
    assert shown.returncode == 0
    assert '"F4"' in shown.stdout and '"G3"' not in shown.stdout  # the state before the rejected line
    assert "Stopped at line 3: the lines after it were not run." in result.stderr  # line 4 was skipped
    script.write_text("new tigris Aki Ben\ntile red E3\n\n", encoding="utf-8")
    assert "Stopped" not in referee("run", str(script)).stderr  # nothing followed it


def test_commands_that_change_nothing_end_their_process_with_all_their_output(tmp_path):
    """show, score and rules end the process as soon as their output is written (cli._end_now, no
    interpreter teardown): the whole screen still reaches a pipe, and the exit status is kept."""
    out = tmp_path / "g.toml"
    assert referee("run", "-", "-o", str(out), input="new tigris Aki Ben\nleader red F4\n").returncode == 0
    for args in (("show", str(out)), ("score", str(out)), ("--lang", "ja", "show", str(out))):
        done = referee(*args)
        assert done.returncode == 0 and done.stdout.endswith("\n") and "Ben" in done.stdout, args
    scored = referee("score", str(out), "--json")
    assert scored.returncode == 0 and scored.stdout.rstrip().endswith("}")
    explained = referee("score", str(out), "--why")  # as score --why at the prompt (README)
    assert explained.returncode == 0 and "[tigris." in explained.stdout
    assert referee("score", str(out), "--why", "--json").returncode == 2
    assert referee("rules", "tigris.tile.land-only").returncode == 0
    missing = referee("rules", "tigris.no.such")
    assert missing.returncode == 1 and "tigris.no.such" in missing.stdout


def test_run_unusable_input_exits_2(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("new tigris Aki Ben\nfly to the moon\n", encoding="utf-8")
    result = referee("run", str(script))
    assert result.returncode == 2
    assert "line 2" in result.stderr and "fly" in result.stderr


def test_run_from_stdin_with_json():
    result = referee("run", "-", "--json", input="new tigris Aki Ben\nleader red F4\n")
    assert result.returncode == 0, result.stderr
    assert '"leader": "red"' in result.stdout


def test_new_refuses_to_overwrite(tmp_path):
    out = tmp_path / "g.toml"
    assert referee("new", "tigris", "A", "B", "-o", str(out)).returncode == 0
    before = out.read_bytes()
    again = referee("new", "tigris", "C", "D", "-o", str(out))
    assert again.returncode == 2 and "--force" in again.stderr
    assert out.read_bytes() == before
    assert referee("new", "tigris", "C", "D", "-o", str(out), "--force").returncode == 0
    assert out.read_bytes() != before


@pytest.mark.parametrize("args", [["new", "chess", "A", "B"], ["new", "tigris", "A", "A"],
                                  ["new", "tigris", "A", "B", "--option", "board=moon"]])
def test_new_rejects_bad_set_ups(args):
    result = referee(*args)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("game,players,rule", [
    ("tigris", ["Solo"], "tigris.setup.start"), ("tigris", list("ABCDE"), "tigris.setup.start"),
    ("lancaster", ["A", "B"], "lancaster.setup.players"), ("lancaster", list("ABCDEF"), "lancaster.setup.players"),
    ("carolingi", list("ABCDEFG"), "carolingi.setup.regions"),
    ("kings-castles", ["A"], "kings-castles.setup.factions")])
def test_a_player_count_the_rules_do_not_allow_is_a_rules_refusal(tmp_path, game, players, rule):
    """A well-formed `new` with a count beyond the rules' bounds names the rule that gives the count
    (exit 1, issue 8), on the command line and in a script; no file is written."""
    out = tmp_path / "g.toml"
    result = referee("new", game, *players, "-o", str(out))
    assert result.returncode == 1 and f"[{rule}]" in result.stderr and not out.exists()
    script = tmp_path / "s.txt"
    script.write_text(f"new {game} {' '.join(players)}\n", encoding="utf-8")
    result = referee("run", str(script))
    assert result.returncode == 1 and f"line 1: Rejected [{rule}]" in result.stderr


def test_language_from_environment_and_flag():
    import os

    env = {**os.environ, "LANG": "ja_JP.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
    result = referee("run", "-", input="new tigris Aki Ben\ntile red E3\n", env=env)
    assert result.returncode == 1
    assert "却下" in result.stderr and "tigris.tile.land-only" in result.stderr
    result = referee("--lang", "en", "run", "-", input="new tigris Aki Ben\ntile red E3\n", env=env)
    assert "Rejected" in result.stderr


def test_click_messages_are_translated_too():
    result = referee("--lang", "ja", "show")
    assert result.returncode == 2
    assert "使い方" in result.stderr


def test_version_is_cheap():
    result = referee("--version")
    assert result.returncode == 0 and result.stdout.startswith("referee ")


def test_play_without_a_terminal_reads_a_script_and_autosaves(tmp_path):
    out = tmp_path / "g.toml"
    assert referee("new", "tigris", "Aki", "Ben", "-o", str(out)).returncode == 0
    result = referee("play", str(out), input="leader red F4\nleader black G3\n")
    assert result.returncode == 0, result.stderr
    shown = referee("show", str(out), "--json")
    assert '"G3"' in shown.stdout


def test_a_script_saves_only_when_asked_and_help_says_where_lines_are_saved(tmp_path):
    out = tmp_path / "g.toml"
    assert referee("new", "tigris", "Aki", "Ben", "-o", str(out)).returncode == 0
    before = out.read_bytes()
    result = referee("run", "-", input=f"load {out}\nleader red F4\n")
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == before  # `run` writes with -o (or a `save` line) only
    said = " ".join(referee("run", "-", input="help load\nhelp save\n").stdout.split())
    assert said.count("at the prompt") == 2 and "run -o" in said  # what only the prompt does


def test_in_process_runner_agrees():
    runner = CliRunner()
    result = runner.invoke(build(), ["run", "-"], input="new tigris A B\nleader red F4\n")
    assert result.exit_code == 0
    assert callable(main)


@pytest.mark.parametrize("lang,says", [("en", "this script must start with 'new GAME PLAYER...' or 'load FILE'"),
                                       ("ja", "'新規 ゲーム プレイヤー...' か '読み込み ファイル'")])
def test_a_script_must_start_with_new_or_load(tmp_path, lang, says):
    script = tmp_path / "s.txt"
    script.write_text("# a game without its first line\n\nleader red F4\n", encoding="utf-8")
    result = referee("--lang", lang, "run", str(script))
    assert result.returncode == 2
    assert says in result.stderr and ("line 3" in result.stderr or "3行目" in result.stderr)
    piped = referee("--lang", lang, "play", input="show\n")
    assert piped.returncode == 2 and says in piped.stderr
    fine = referee("--lang", lang, "run", "-", input="help\nnew tigris Aki Ben\nleader red F4\n")
    assert fine.returncode == 0, fine.stderr
    fine = referee("--lang", lang, "run", "-", input="新規 tigris Aki Ben\nリーダー 赤 F4\n")  # the words it names
    assert fine.returncode == 0, fine.stderr


@pytest.mark.parametrize("lang,says", [
    ("en", "No such file: nothere.toml. Start a game with: referee new GAME PLAYER... -o nothere.toml"),
    ("ja", "referee new ゲーム プレイヤー... -o nothere.toml")])
def test_play_on_a_missing_file_points_to_new(tmp_path, lang, says):
    result = subprocess.run([sys.executable, "-m", "referee", "--lang", lang, "play", "nothere.toml"], cwd=tmp_path,
                            input="", capture_output=True, text=True, encoding="utf-8")
    assert result.returncode == 2
    assert says in " ".join(result.stderr.split())  # wrapped to the terminal
    assert not (tmp_path / "nothere.toml").exists()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_put_at_the_command_line(lang):
    result = referee("--lang", lang, "run", "-", input="new tigris Aki Ben\nhelp put\nhelp put leader\n")
    assert result.returncode == 0, result.stderr
    assert "put bag N" in result.stdout and "put leader PLAYER COLOUR SQUARE" in result.stdout
    assert ("設定 リーダー プレイヤー 色 マス" in result.stdout) == (lang == "ja")


@pytest.mark.parametrize("view", ["score", "show"])
def test_json_views_import_nothing_only_the_prompt_or_tables_need(view):
    """`score FILE --json` and `show FILE --json` print data: no terminal widths (wcwidth), no prompt,
    no help or did-you-mean, no rule search is imported for them."""
    from pathlib import Path

    save = Path(__file__).resolve().parent.parent / "scenarios" / "tigris" / "advanced-4p.toml"
    code = ("import os, sys, runpy\n"
            "def _exit(code):\n    raise SystemExit(code)\n"
            "os._exit = _exit  # the command ends its process at once (cli._end_now): look at it first\n"
            f"sys.argv = ['referee', {view!r}, {str(save)!r}, '--json']\n"
            "try:\n    runpy.run_module('referee', run_name='__main__')\nexcept SystemExit as e:\n"
            "    assert not e.code, e.code\n"
            "heavy = ('wcwidth', 'prompt_toolkit', 'referee.helptext', 'referee.suggest', 'referee.repl', 'referee.rules')\n"
            "print(sorted(m for m in sys.modules if m.startswith(heavy)), file=sys.stderr)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.lstrip().startswith("{")
    assert result.stderr.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("command", [None, "new", "play", "run", "show", "score", "board", "rules", "ask"])
def test_the_shells_help_fits_80_columns_in_both_languages(lang, command):
    # click measures text by characters; Japanese characters take two cells each (wcwidth).
    result = referee("--lang", lang, *([command] if command else []), "--help")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert max(width(line) for line in lines) <= 80, "\n".join(l for l in lines if width(l) > 80)
    assert "--help" in result.stdout  # the options are all still there


def test_show_file_thing_shows_one_thing_as_at_the_prompt(tmp_path):
    """`referee show FILE COUNTRY` answers as `show COUNTRY` does at the prompt (Carolingi: who controls
    the country and why); a THING the game does not know is refused with status 2."""
    out = tmp_path / "c.toml"
    assert referee("new", "carolingi", "Aki", "Ben", "-o", str(out)).returncode == 0
    shown = referee("--lang", "en", "show", str(out), "Normandie")
    assert shown.returncode == 0, shown.stderr
    assert "Aki controls it" in shown.stdout
    spaced = referee("--lang", "en", "show", str(out), "Île de France")
    assert spaced.returncode == 0 and "Nobody controls it" in spaced.stdout
    bad = referee("--lang", "en", "show", str(out), "Bohemia")
    assert bad.returncode == 2 and "Bohemia" in bad.stderr


def test_new_names_the_game_as_the_table_reads_it_in_its_language(tmp_path):
    out = tmp_path / "g.toml"
    said = referee("--lang", "ja", "new", "kings-castles", "Aki", "Ben", "-o", str(out))
    assert said.returncode == 0 and said.stdout.startswith("王と城の新しいゲームを")
    said = referee("--lang", "en", "run", "-", input="new carolingi Aki Ben\n")
    assert "New game of Carolingi: Aki, Ben" in said.stdout
