"""The Tigris & Euphrates scenarios: the starting set-ups, and the ruling each teaching position shows.
(tests/test_scenarios.py checks that every script runs and every save matches its script.)"""

from __future__ import annotations

from functools import partial

import pytest
from scenario_helpers import SCENARIOS, load, loaded

FOLDER = SCENARIOS / "tigris"
TEACHING = ["revolt", "two-colour-war", "priest-war", "monument", "end-second-weakest", "example-game"]
_state = partial(loaded, "tigris")


def test_every_required_scenario_is_there():
    names = {p.name for p in FOLDER.iterdir()}
    for n in (2, 3, 4):
        assert f"standard-{n}p.toml" in names and f"advanced-{n}p.toml" in names
    for stem in TEACHING:
        assert f"{stem}.txt" in names and f"{stem}.toml" in names


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("board,bag,temples", [("standard", 143, 10), ("advanced", 139, 14)])
def test_starting_setups(n, board, bag, temples):
    s = load(FOLDER / f"{board}-{n}p.toml")
    shown = s.game.show_json(s.state)
    assert s.log == [] and shown["board_name"] == board
    assert shown["players"] == ["Aki", "Ben", "Chie", "Dai"][:n] and shown["active"] == "Aki"
    assert shown["bag"] == bag - 6 * n and shown["hands"] == {p: 6 for p in shown["players"]}
    assert len(shown["board"]) == temples
    assert all(c == {"tile": "red", "treasure": True} for c in shown["board"].values())
    assert shown["pending"] is None and shown["game_over"] is False and shown["actions_left"] == 2
    assert all(v == {"red": 0, "blue": 0, "green": 0, "black": 0, "treasures": 0} for v in shown["points"].values())


def test_revolt_scenario():
    s, st = _state("revolt")
    assert st.leaders == {"H4": ("Aki", "red")}
    assert st.points["Aki"]["red"] == 1 and st.points["Ben"]["red"] == 0
    assert st.pending is None and st.hands["Aki"] == 4  # 1 action left; the commitment is gone
    s.execute("undo 3")
    assert "H4" not in s.state.leaders and s.state.leaders["F4"] == ("Ben", "red")


def test_two_colour_war_scenario():
    _s, st = _state("two-colour-war")
    assert st.points["Ben"] == {"red": 2, "blue": 0, "green": 0, "black": 2}
    assert st.points["Aki"] == {"red": 0, "blue": 0, "green": 0, "black": 0}
    assert "G4" not in st.tiles and "G5" not in st.tiles and st.tiles["F6"] == "red" and st.tiles["H4"] == "black"
    assert st.leaders == {"G2": ("Aki", "green"), "J5": ("Ben", "black"), "K6": ("Ben", "red")}
    assert st.pending is None and st.unification is None


def test_priest_war_scenario():
    _s, st = _state("priest-war")
    assert st.points["Ben"]["red"] == 3
    assert st.tiles["F3"] == "red" and "F3" in st.treasures and st.tiles["F5"] == "red"
    assert "G4" not in st.tiles and "G5" not in st.tiles
    assert st.leaders == {"E5": ("Aki", "black"), "J4": ("Ben", "red")}


def test_monument_scenario():
    s, st = _state("monument")
    assert st.monuments == {"black-red": "G5"}
    assert st.points["Aki"] == {"red": 2, "blue": 0, "green": 0, "black": 1}
    assert "I5" not in st.leaders and st.player == "Ben"
    shown = s.game.show_json(st)
    assert shown["board"]["H6"] == {"tile": "red", "monument": "black-red"}
    assert "black-red" not in shown["monuments_available"]


def test_end_second_weakest_scenario():
    s, st = _state("end-second-weakest")
    assert st.over and st.end_reason == "tigris.end.treasures" and len(st.treasures) == 2
    score = s.game.score_json(st)
    assert score["final"] is True and score["winners"] == ["Ben"]
    rows = {r["player"]: r["colours"] for r in score["ranking"]}
    assert rows == {"Ben": [4, 5, 6, 7], "Aki": [4, 4, 5, 5], "Chie": [3, 3, 3, 3]}


def test_example_game_scenario():
    s, st = _state("example-game")
    assert st.over and st.end_reason == "tigris.end.bag"
    assert st.points["Aki"] == {"red": 3, "blue": 1, "green": 0, "black": 0}
    assert st.points["Ben"] == {"red": 5, "blue": 0, "green": 2, "black": 0}
    assert s.game.score_json(st)["winners"] == ["Ben"]
