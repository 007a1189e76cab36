"""The command language as /work/shared/design/COMMANDS.md, the README and the man page write it, for
Tigris & Euphrates and Lancaster: what a judge scripting from those documents and the rulebooks types.

Each test drives the referee only through command lines (a session, or `referee run`), and pins a
place where the referee fell short of what the documents promise.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import Table, saved_tigris


def referee(*args: str, input: str | None = None) -> subprocess.CompletedProcess:
    """The installed command in a fresh process, in English unless told otherwise."""
    env = {"PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
    return subprocess.run([sys.executable, "-m", "referee", *args], input=input, capture_output=True,
                          text=True, encoding="utf-8", env=env)


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
    t = lancaster("put round 3", "設定 フェイズ 騎士の配置")
    assert (t.state.round, t.state.phase) == (3, "placement")
    assert t.state.pending["kind"] == "place"


def test_lancaster_final_scoring_by_its_japanese_name_ends_the_game():
    t = lancaster("put pp Aki 5", "put phase 最終得点計算")
    assert t.state.over
    t.rejected("knight 1 A", "lancaster.turn.game-over")


# --- Tigris `show --json` "hands" while a conflict waits for the defender ------------------------------
# The rulebook (内乱 / 外部紛争): "先に攻撃側が、次に防御側が、任意の枚数の ... タイルを手持ちから出し、表向きにして
# ボードの横に置く". Once the attacker has committed, those tiles are no longer in the hand; `show --json`
# kept counting them in "hands" (and `show` in its hand column) until the defender had answered.

REVOLT = """
    put tile red G4
    put tile red G5
    put tile black H5
    put leader Ben red F4
    leader red H4
"""


def tigris(lines: str) -> Table:
    return Table("new tigris Aki Ben", *(line.strip() for line in lines.strip().splitlines()))


def test_tigris_hands_leave_out_the_attackers_committed_tiles():
    t = tigris(REVOLT)
    assert t.show()["hands"] == {"Aki": 6, "Ben": 6}
    t.ok("commit 4")
    shown = t.show()
    assert shown["pending"]["player"] == "Ben" and shown["pending"]["attacker_commit"] == 4
    assert shown["hands"] == {"Aki": 2, "Ben": 6}
    board = t.ok("show").text
    assert any(line.split()[:3] == ["1", "Aki", "2"] for line in board.splitlines())
    # The defender commits 1: the revolt is decided and both commitments leave the game.
    t.ok("commit 1")
    assert t.show()["hands"] == {"Aki": 2, "Ben": 5}


def test_tigris_a_set_up_line_during_the_revolt_gives_the_attacker_the_tiles_back():
    # A put line sets the revolt aside and asks it again from the start: the attacker commits anew.
    t = tigris(REVOLT)
    t.ok("commit 4")
    t.ok("put points Ben black 1")
    shown = t.show()
    assert shown["pending"]["player"] == "Aki" and "attacker_commit" not in shown["pending"]
    assert shown["hands"] == {"Aki": 6, "Ben": 6}


# --- `--lang ja|en (any command)`: after the command's name too -------------------------------------
# COMMANDS.md's shell table gives `--lang ja|en` to any command. Only `referee --lang ja show FILE`
# worked: `referee show FILE --lang ja`, `referee run SCRIPT --lang ja` ... stopped with "No such
# option" and exit status 2.

def test_lang_after_the_command_name(tmp_path):
    save = str(saved_tigris(tmp_path))
    shown = referee("show", save, "--lang", "ja")
    assert shown.returncode == 0 and "Akiの手番、残りアクション1" in shown.stdout
    scored = referee("score", save, "--json", "--lang=ja")
    assert scored.returncode == 0 and '"final": false' in scored.stdout
    ran = referee("run", "-", "--lang", "ja", input="new tigris Aki Ben\ntile red E3\n")
    assert ran.returncode == 1 and "tigris.tile.land-only" in ran.stderr and "2行目" in ran.stderr
    new = referee("new", "tigris", "Aki", "--lang", "ja")
    assert new.returncode == 1 and "2~4人" in new.stderr
    rules = referee("rules", "tigris", "tigris.swap.count", "--lang", "ja")
    assert rules.returncode == 0 and "タイルの交換" in rules.stdout


def test_lang_after_the_command_name_wins_and_is_checked(tmp_path):
    save = str(saved_tigris(tmp_path))
    assert "Aki to play, 1 action(s) left" in referee("--lang", "ja", "show", save, "--lang", "en").stdout
    wrong = referee("show", save, "--lang", "fr")
    assert wrong.returncode == 2 and "ja, en" in wrong.stderr


# --- exit status 1 for a count below the rules' bounds, as for every other count -------------------
# The man page (EXIT STATUS): 1 is "a line rejected by the rules, a number beyond the rules' bounds
# included"; 2 is unusable input. No rule gives negative victory points or power points, and every
# other count already said so as a rule (`put treasures Aki -1`, `put bag -1`, `put coins Aki -1`):
# `put points Aki red -1` and `put pp Aki -1` alone were unusable input (exit 2). Above 999 is the
# referee's own limit, not a rule: still unusable input.

@pytest.mark.parametrize("new, line, rule", [
    ("new tigris Aki Ben", "put points Aki red -1", "tigris.put.components"),
    ("new tigris Aki Ben", "put treasures Aki -1", "tigris.put.components"),
    ("new lancaster Aki Ben Chie", "put pp Aki -1", "lancaster.put.components"),
    ("new lancaster Aki Ben Chie", "put coins Aki -1", "lancaster.put.components"),
])
def test_a_negative_count_is_refused_by_the_rules(new, line, rule):
    reply = Table(new).rejected(line, rule)
    assert "0 or more" in reply.text and "999" not in reply.text


@pytest.mark.parametrize("new, line", [
    ("new tigris Aki Ben", "put points Aki red 1000"),
    ("new lancaster Aki Ben Chie", "put pp Aki 1000"),
])
def test_a_score_beyond_the_referees_limit_is_unusable_input(new, line):
    t = Table(new)
    assert t.session.execute(line).status == "error"
    t.ok(line.replace("1000", "999"))


def test_run_exit_status_for_negative_points():
    ran = referee("run", "-", input="new tigris Aki Ben\nput points Aki red -1\n")
    assert ran.returncode == 1 and "line 2" in ran.stderr and "tigris.put.components" in ran.stderr
    ran = referee("run", "-", input="new lancaster Aki Ben Chie\nput pp Aki 1000\n")
    assert ran.returncode == 2 and "line 2" in ran.stderr
