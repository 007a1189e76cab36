"""`undo` / `redo` with nothing to take back or do again are lines of the language the session cannot
carry out now: refused (exit 1 in a script), not unusable input (exit 2). And a script run with
--json that stops at a refused line gives the script what it needs: the refusal on stderr (line
number, rule id), the state before that line on stdout as valid JSON."""

from __future__ import annotations

import json

import pytest

from conftest import Table
from test_cli import referee


@pytest.mark.parametrize("line,says", [("undo", "Nothing to undo"), ("redo", "Nothing to redo"),
                                       ("undo 3", "Nothing to undo"), ("redo 2", "Nothing to redo")])
def test_nothing_to_undo_or_redo_is_a_refusal_in_the_session(line, says):
    t = Table("new tigris Aki Ben")
    reply = t.session.execute(line)
    assert (reply.status, reply.rule) == ("rejected", None) and says in reply.text


@pytest.mark.parametrize("line", ["undo", "redo"])
def test_nothing_to_undo_or_redo_exits_1_in_a_script(line):
    result = referee("run", "-", input=f"new tigris Aki Ben\n{line}\nshow\n")
    assert result.returncode == 1, result.stderr
    assert "line 2:" in result.stderr and "Stopped at line 2" in result.stderr


def test_nothing_to_undo_is_said_in_japanese_and_exits_1():
    result = referee("--lang", "ja", "run", "-", input="new tigris Aki Ben\n取り消し\n")
    assert result.returncode == 1 and "2行目: 取り消す行がありません" in result.stderr


def test_an_unreadable_undo_is_still_unusable_input():
    assert referee("run", "-", input="new tigris Aki Ben\nundo lots\n").returncode == 2


def test_a_refused_line_under_json_reaches_the_script_whole():
    script = "new tigris Aki Ben\nleader red F4\ntile red E3\nleader black G3\n"
    result = referee("run", "-", "--json", input=script)
    assert result.returncode == 1
    first = result.stderr.splitlines()[0]
    assert first.startswith("line 3: Rejected [tigris.tile.land-only]")
    state = json.loads(result.stdout)  # the state before line 3, and nothing else on stdout
    assert state["board"]["F4"] == {"leader": "red", "owner": "Aki"} and "G3" not in state["board"]
