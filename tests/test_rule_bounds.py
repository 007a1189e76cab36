"""A well-formed line that the rules forbid is a rules rejection with its rule id (exit 1 from a script),
numbers beyond the rules' bounds included; only a line that is not a line of the language (not a
number, an unknown word) is unusable input (exit 2).

A number argument whose bounds come from a rule names that rule (registry.Arg.rule); counts that
depend on the position (a hand, the supply, a player's coins) are checked by the engine.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import Table
from lancaster_helpers import game as lancaster_game

from referee import games
from referee.rules import corpus


def tigris(*lines: str) -> Table:
    return Table("new tigris Aki Ben", *lines)


def tigris_revolt() -> Table:
    return tigris("put leader Ben red G3", "put hand Aki 3", "leader red F4")


def lancaster_paying() -> Table:
    t = lancaster_game()
    t.ok("fact law.buy-pp pay coins 1 -> pp 5")
    t.ok("put law 1 buy-pp")
    t.ok("put phase laws")  # Aki, with 2 coins, is asked how often to pay
    return t


def lancaster_voting() -> Table:
    t = lancaster_game()
    t.ok("put phase parliament")
    return t


CASES = [
    # Tigris & Euphrates
    (tigris, "swap 7", "tigris.swap.count"),  # a swap is 1 to 6 tiles
    (tigris, "swap 0", "tigris.swap.count"),
    (tigris, "commit 9", "tigris.conflict.commit"),  # more tiles than a hand ever holds
    (tigris_revolt, "commit 9", "tigris.conflict.commit"),
    (tigris_revolt, "commit 4", "tigris.conflict.commit"),  # more than Aki's hand of 3
    (tigris_revolt, "commit -1", "tigris.conflict.commit"),
    (tigris, "put catastrophes Aki 3", "tigris.catastrophe.supply"),  # two catastrophe tiles each
    (tigris, "put hand Aki 7", "tigris.tile.hand"),  # a hand holds six
    (tigris, "put turn Aki 3", "tigris.turn.actions"),  # two actions a turn
    (tigris, "put bag 154", "tigris.put.components"),  # 153 tiles in the game
    (tigris, "put treasures Aki 11", "tigris.put.components"),  # ten treasures on the standard map
    # Lancaster
    (lancaster_game, "knight 5 A", "lancaster.setup.knights"),  # knights are of strength 1 to 4
    (lancaster_game, "knight 0 A", "lancaster.setup.knights"),
    (lancaster_game, "put knight Aki 5 court", "lancaster.setup.knights"),
    (lancaster_game, "take knight Aki 9 court", "lancaster.setup.knights"),
    (lancaster_game, "upgrade 5", "lancaster.setup.knights"),
    (lancaster_game, "knight 1 A 3", "lancaster.county.servants"),  # Aki has 2 servants
    (lancaster_game, "knight 1 A 100", "lancaster.county.servants"),
    (lancaster_game, "knight 1 A -1", "lancaster.county.servants"),
    (lancaster_game, "put markers Aki -1", "lancaster.put.components"),
    (lancaster_game, "put nobles A 5", "lancaster.put.components"),  # four nobles bear a county's letter
    (lancaster_game, "put deck 99", "lancaster.put.components"),
    (lancaster_game, "put round 6", "lancaster.put.components"),  # five rounds
    (lancaster_game, "put round 0", "lancaster.put.components"),
    (lancaster_game, "put law 4 buy-pp", "lancaster.setup.laws"),  # three laws, three proposals
    (lancaster_game, "put proposal 0 none", "lancaster.setup.laws"),
    (lancaster_game, "reveal conflict 11", "lancaster.conflict.card"),  # French strength 2 to 10
    (lancaster_game, "put conflict u1 1 4-2-1", "lancaster.conflict.card"),
    (lancaster_voting, "vote Aki yes 99", "lancaster.vote.ballot"),  # more markers than Aki has
    (lancaster_voting, "vote Aki yes -1", "lancaster.vote.ballot"),
    (lancaster_paying, "pay 99", "lancaster.law.pay"),  # more than Aki can afford
    (lancaster_paying, "pay -1", "lancaster.law.pay"),
]


@pytest.mark.parametrize("position, line, rule", CASES, ids=[f"{c[0].__name__}: {c[1]}" for c in CASES])
def test_a_number_the_rules_forbid_is_a_rules_rejection(position, line, rule):
    position().rejected(line, rule)


@pytest.mark.parametrize("position, line", [
    (tigris, "swap seven"), (tigris, "commit lots"), (tigris, "put catastrophes Aki two"),
    (lancaster_game, "knight strong A"), (lancaster_game, "pay 1.5"), (lancaster_game, "upgrade big"),
])
def test_a_word_that_is_not_a_number_is_unusable_input(position, line):
    position().error(line)


def test_the_rules_bounds_are_said_in_both_languages():
    t = Table("new tigris Aki Ben", lang="ja")
    assert t.rejected("swap 7", "tigris.swap.count").text == \
        "却下 [tigris.swap.count] '交換' の数は1〜6です(7は指定できません)"  # the command and N in the table's words
    t = Table("new carolingi Aki Ben", lang="ja")  # an argument's name too: LEUDES>MISSI is リューデス→ミッシ
    assert t.rejected("levy 200", "carolingi.levy.spend").text == \
        "却下 [carolingi.levy.spend] '徴収' のリューデス→ミッシは0〜99です(200は指定できません)"
    assert "LEUDES" not in t.error("levy x").text.split("（")[0]
    t = tigris()
    assert t.rejected("swap 7", "tigris.swap.count").text == \
        "Rejected [tigris.swap.count] 'swap': N must be between 1 and 6, not 7"


def test_every_bounded_number_of_a_game_names_its_rule_or_is_a_referee_limit():
    """A game command's number bounds come from a rule with a clause; the only exceptions are the
    referee's own sanity limits on scores (`cap`), which no rule bounds: below 0 is still the rule's."""
    referee_limits = {("tigris", "put points"), ("lancaster", "put pp"), ("lancaster", "put coins"),
                      ("lancaster", "put servants"), ("lancaster", "put markers")}
    for name in ("tigris", "lancaster"):
        game = games.load(name)
        ids = {c.id for c in corpus.load(name).clauses}
        for cmd in game.commands:
            for arg in cmd.args:
                if arg.kind.id != "int" or (arg.lo is None and arg.hi is None):
                    continue
                assert (arg.cap is not None) == ((name, cmd.name) in referee_limits)
                assert arg.rule in ids, f"{name} {cmd.name} {arg.name}: bounds without a rule"


def referee(*args, input=None):
    return subprocess.run([sys.executable, "-m", "referee", *args], input=input, capture_output=True, text=True,
                          encoding="utf-8")


@pytest.mark.parametrize("before, line, rule", [
    ("put leader Ben red G3\nleader red F4\n", "commit 9", "tigris.conflict.commit"),  # in a revolt
    ("", "swap 7", "tigris.swap.count"),
    ("", "put catastrophes Aki 3", "tigris.catastrophe.supply"),
])
def test_a_script_stops_at_a_count_beyond_the_rules_with_exit_1(tmp_path, before, line, rule):
    script = tmp_path / "s.txt"
    script.write_text(f"new tigris Aki Ben\n{before}{line}\n", encoding="utf-8")
    result = referee("run", str(script))
    assert result.returncode == 1, result.stderr
    number = 2 + before.count("\n")
    assert f"line {number}" in result.stderr and rule in result.stderr


def test_a_script_with_a_word_for_a_number_still_exits_2(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("new tigris Aki Ben\nswap seven\n", encoding="utf-8")
    result = referee("run", str(script))
    assert result.returncode == 2 and "seven" in result.stderr
