"""The Lancaster scenarios: the set-ups for 3 to 5 players, and the ruling each teaching position
shows. (tests/test_scenarios.py checks that every script runs and every save matches its script.)"""

from __future__ import annotations

from functools import partial

import pytest
from scenario_helpers import SCENARIOS, load, loaded, run_script

FOLDER = SCENARIOS / "lancaster"
TEACHING = ["displacement", "tied-vote", "laws", "prisoners", "final-scoring", "example-game"]
PLAYERS = ["Aki", "Ben", "Chie", "Dai", "Emi"]
_state = partial(loaded, "lancaster")


def test_every_required_scenario_is_there():
    names = {p.name for p in FOLDER.iterdir()}
    for n in (3, 4, 5):
        assert f"setup-{n}p.toml" in names
    for stem in TEACHING:
        assert f"{stem}.txt" in names and f"{stem}.toml" in names


# --- the set-ups ---------------------------------------------------------------------------------

@pytest.mark.parametrize("n,nobles,removed", [(3, 2, [9, 10]), (4, 3, [2, 10]), (5, 4, [2, 3])])
def test_starting_setups(n, nobles, removed):
    s = load(FOLDER / f"setup-{n}p.toml")
    shown = s.game.show_json(s.state)
    assert s.log == []
    assert shown["players"] == PLAYERS[:n] and shown["start_player"] == "Aki"
    assert shown["round"] == 0 and shown["phase"] == "setup"
    assert shown["pending"] == {"kind": "reveal-conflict", "slot": "u1", "deck": 10}
    assert all(c["nobles"] == nobles and c["knight"] is None for c in shown["counties"].values())
    assert shown["counties"]["D"]["minimum"] == 3
    assert shown["conflicts"] == {} and shown["conflict_deck"] == 10
    assert shown["laws"] == ["most-gold", "most-squires", "counties-3pp"] and shown["law_deck"] == 15
    assert len(shown["favours"]) == 6
    for p in PLAYERS[:n]:
        h = shown["holdings"][p]
        assert h["court"] == [1, 2] and h["stock"] == [1, 1, 2, 3, 4] and h["extensions"] == []
        assert (h["coins"], h["servants"], h["markers"], h["pp"]) == (2, 2, 1, 0)
    assert shown["supply"] == {"coins": 37 - 2 * n, "servants": 37 - 2 * n, "markers": 37 - n}
    assert s.state.facts[f"conflict.removed.{n}"].value == removed


# --- the teaching positions ------------------------------------------------------------------------

def test_displacement_scenario():
    s, st = _state("displacement")
    assert st.counties == {"D": ["Aki", 3, 2]}
    assert st.court["Ben"] == [1, 3] and st.court["Aki"] == []
    assert st.servants["Aki"] == 0 and st.servants["Ben"] == 1  # Ben's servant went to the supply
    assert st.pending["kind"] == "place" and st.pending["player"] == "Ben"
    assert any("lancaster.county.displace" in m.key for m in s.why)
    s.execute("undo 1")
    assert s.state.counties == {"D": ["Ben", 3, 1]}
    assert s.execute("knight 3 D 1").rule == "lancaster.county.displace"  # 4 against 4 is not enough


def test_tied_vote_scenario():
    _s, st = _state("tied-vote")
    assert st.laws == ["most-squires", "counties-3pp", "counties-8pp"]
    assert "most-gold" in st.laws_gone
    assert st.proposals == ["", "conflicts-3pp", "knight2-squire"]
    assert st.markers == {"Aki": 2, "Ben": 0, "Chie": 2}
    # 37 in the box, 1 to each player at the set-up, 3 + 0 + 1 more put out; the 3 used came back
    assert st.supply["markers"] == 37 - 3 - (3 + 0 + 1) + 3
    assert st.ballots == {} and st.pending["kind"] == "vote" and st.pending["index"] == 2


def test_laws_scenario():
    _s, st = _state("laws")
    assert st.laws == ["most-squires", "counties-3pp", "squire-gold-3pp"]
    assert st.pp == {"Aki": 3, "Ben": 3, "Chie": 6}
    # "most servants": Aki and Chie tied on 3, both take a strength-1 knight; Ben does not.
    assert st.court == {"Aki": [1], "Ben": [], "Chie": [1]}
    assert st.coins == {"Aki": 5, "Ben": 3, "Chie": 0}
    assert st.servants == {"Aki": 3, "Ben": 0, "Chie": 1}
    assert st.pending["kind"] == "county" and st.pending["player"] == "Aki" and st.pending["county"] == "D"


def test_prisoners_scenario_first_battle():
    s = run_script(FOLDER / "prisoners.txt", until="put law 1 extensions-5pp")
    st = s.state
    assert "u1" not in st.conflicts and "u2" not in st.conflicts
    assert st.conflicts["l1"]["battle"] == 2 and st.conflicts["l1"]["france"] == 7
    assert st.conflicts["l1"]["spaces"] == [["Aki", [2]], ["Ben", [1]]]  # the same order
    assert st.pp == {"Aki": 2, "Ben": 1, "Chie": 4}  # France won u1 (4-2-1 shifted); England won u2
    assert 4 in st.court["Chie"]


def test_prisoners_scenario():
    _s, st = _state("prisoners")
    assert st.conflicts == {}
    # Second battle: 6 against 7; Ben ranks above Aki on the tie (lower space): +2 and +1.
    assert st.pp == {"Aki": 3, "Ben": 3, "Chie": 4}
    assert st.court["Aki"] == [2] and st.court["Ben"] == [1]  # ransomed
    assert st.stock["Aki"].count(1) == 3 and st.stock["Ben"].count(2) == 2  # not ransomed: to the stock
    assert st.coins["Aki"] == 2 and st.coins["Ben"] == 0
    assert st.round == 4 and st.pending["kind"] == "reveal-conflict"


def test_final_scoring_scenario():
    s, st = _state("final-scoring")
    assert st.over
    score = s.game.score_json(st)
    assert score["final"] is True and score["winners"] == ["Aki"]
    rows = {r["player"]: (r["score"], r["breakdown"]) for r in score["ranking"]}
    assert rows == {
        "Aki": (34, {"play": 20, "knights": 8, "extensions": 0, "nobles": 6}),
        "Chie": (30, {"play": 15, "knights": 1, "extensions": 8, "nobles": 6}),
        "Ben": (27, {"play": 22, "knights": 1, "extensions": 4, "nobles": 0}),
        "Dai": (19, {"play": 18, "knights": 1, "extensions": 0, "nobles": 0}),
    }


def test_example_game_scenario():
    s, st = _state("example-game")
    assert st.over and st.round == 5
    assert len(s.log) > 150
    score = s.game.score_json(st)
    assert score["winners"] == ["Chie"]
    rows = {r["player"]: (r["score"], r["breakdown"]) for r in score["ranking"]}
    assert rows == {
        "Chie": (46, {"play": 24, "knights": 8, "extensions": 8, "nobles": 6}),
        "Aki": (24, {"play": 13, "knights": 4, "extensions": 4, "nobles": 3}),
        "Ben": (24, {"play": 21, "knights": 0, "extensions": 0, "nobles": 3}),
    }
    assert st.nobles == {"Aki": ["I", "B", "D"], "Ben": ["I", "B", "A"], "Chie": ["D", "F", "G", "E"]}
    assert st.court == {"Aki": [3, 4], "Ben": [2], "Chie": [1, 1, 2, 4]}


def test_a_phase_put_while_ransoms_are_asked_leaves_no_empty_conflict_space():
    """Found by the random-lines property: `put phase` between two ransoms dropped the step that clears
    the conflict, leaving the first player's emptied space on the card."""
    s = run_script(FOLDER / "prisoners.txt", until="ransom 2")
    assert s.execute("ransom 2 1").status == "ok"  # Aki buys both knights back: his space is empty
    assert s.state.pending["kind"] == "ransom" and s.state.pending["player"] == "Ben"
    assert [p for p, knights in s.state.conflicts[s.state.pending["slot"]]["spaces"] if not knights] == ["Aki"]
    assert s.execute("put phase placement").status == "ok"
    for conflict in s.state.conflicts.values():
        assert all(knights for _p, knights in conflict["spaces"]), conflict
