"""The rulebook's worked example (Richard II in Ireland, scenarios/kings-castles/richard-ii.txt) step by
step: the bonus, each of the six attacks, the castle, the taxation, the refill and the next reign; and
the set-up saves of 2, 3 and 4 players, full and short."""

from __future__ import annotations

import pytest
from scenario_helpers import SCENARIOS, loaded, run_script

SCRIPT = SCENARIOS / "kings-castles" / "richard-ii.txt"


def before(line: str):
    return run_script(SCRIPT, until=line).state


def test_the_position_before_the_turn():
    s = before("put reign 18")
    assert s.units["galway"] == "enemy-archer" and s.units["derry"] == "enemy-knight"
    assert s.units["dublin"] == "green-knight" and s.castles["dublin"] == 1
    assert s.crowns["18"] == "blue" and s.tax_left["blue"] == 2
    assert s.households["blue"] == {"knight": 1, "man": 2, "archer": 1}


def test_the_bonus_is_a_knight_from_the_household_then_the_bag():
    s = before("household knight")
    assert s.pending["kind"] == "draw" and s.pending["left"] == 2 and s.king == "blue"
    s = before("attack galway blue-knight")
    assert s.households["blue"]["knight"] == 0 and "castle-3" in s.arrays["blue"] and len(s.arrays["blue"]) == 12


@pytest.mark.parametrize("line,region,stays,gone", [
    ("attack galway blue-knight", "galway", "blue-knight", ["enemy-archer"]),
    ("attack derry green-knight green-knight", "derry", "green-knight", ["enemy-knight", "green-knight"]),
    ("attack dublin blue-man merc-3", "dublin", "blue-man", ["green-knight", "castle-1", "merc-3"]),
    ("attack derry enemy-man enemy-man", "derry", "enemy-man", ["green-knight", "enemy-man"]),
    ("attack derry blue-knight", "derry", "blue-knight", ["enemy-man"]),
    ("attack lancaster turquoise-knight", "lancaster", "turquoise-knight", ["plum-archer"]),
])
def test_each_attack_of_the_example(line, region, stays, gone):
    s = before(line)
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    after = run_script(SCRIPT, until=lines[lines.index(line) + 1]).state
    assert after.units[region] == stays
    destroyed = {c: after.destroyed.get(c, 0) - s.destroyed.get(c, 0) for c in set(after.destroyed) | set(s.destroyed)}
    assert sorted(c for c, n in destroyed.items() for _k in range(n)) == sorted(gone)
    assert region not in after.castles


def test_the_castle_the_taxation_and_the_refill():
    s = before("tax")
    assert s.castles["dublin"] == 3 and s.other == "england"
    money = dict(s.money)
    s = before("end")
    assert s.money["blue"] - money["blue"] == 8  # Dublin 2 + Galway 1 + Derry 1, doubled (the king)
    for colour in ("green", "turquoise", "plum"):
        assert s.money[colour] - money[colour] == s.towns(colour)  # face value
    assert s.tax_left["blue"] == 1 and len(s.arrays["blue"]) == 2
    s = before("household man 2")
    assert s.pending["kind"] == "draw" and s.pending["left"] == 8
    done = run_script(SCRIPT).state
    assert len(done.arrays["blue"]) == 10 and 18 in done.flipped
    assert done.box == 19 and done.king == "plum"  # the next crown plays


def test_the_save_is_the_script():
    s, state = loaded("kings-castles", "richard-ii")
    assert state.box == 19 and state.flipped[-1] == 18


@pytest.mark.parametrize("stem,players,crowns,tax,household", [
    ("full-2p", 2, 6, 3, 4), ("full-3p", 3, 8, 3, 4), ("full-4p", 4, 6, 3, 4),
    ("short-2p", 2, 3, 2, 3), ("short-3p", 3, 4, 2, 3), ("short-4p", 4, 3, 2, 3),
])
def test_set_up_by_player_count_and_length(stem, players, crowns, tax, household):
    s, state = loaded("kings-castles", stem)
    colours = state.colours
    assert len(state.players) == players and len(colours) == (4 if players == 2 else players)
    assert all(state.crowns_left[c] == crowns and state.tax_left[c] == tax for c in colours)
    assert all(state.households[c] == {"knight": household, "man": household, "archer": household} for c in colours)
    assert state.pending["kind"] == "enemy" and "rouen" not in state.units
    # during the enemy draw only the enemy units are in the bag (2 (6)); the rest go in at 2 (8)
    assert s.game.show_json(state)["bag"] == sum(n for c, n in state.bag.items() if c.startswith("enemy-"))


def test_a_whole_short_game_ends_with_the_final_taxation_at_face_value():
    s, state = loaded("kings-castles", "short-game")
    assert state.over and state.box == 12 and len(state.flipped) == 12
    assert all(state.final[c] == state.towns(c) for c in state.colours)  # face value, not doubled
    score = s.game.score_json(state)
    best = max(r["score"] for r in score["ranking"])
    assert score["winners"] == [r["player"] for r in score["ranking"] if r["score"] == best]
    assert s.game.show_json(state)["money_revealed"] is True
    taxed = sum((2 if state.length == "short" else 3) - state.tax_left[c] for c in state.colours)
    assert taxed >= 1  # the kings taxed on the way
