"""The Lancaster scenarios: every script runs, every save loads and matches its script, and each
teaching position shows the ruling it is named after."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from referee.cli import build
from referee.session import Session

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "scenarios" / "lancaster"
SCRIPTS = sorted(FOLDER.glob("*.txt"))
SAVES = sorted(FOLDER.glob("*.toml"))
TEACHING = ["displacement", "tied-vote", "laws", "prisoners", "final-scoring", "example-game"]
PLAYERS = ["Aki", "Ben", "Chie", "Dai", "Emi"]


def run_script(path: Path, until: str | None = None) -> Session:
    """The session after the script's lines (or just before the first line equal to `until`)."""
    session = Session(lang="en")
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if until is not None and line.strip() == until:
            break
        reply = session.execute(line)
        assert reply.status in ("ok", "empty"), f"{path.name}:{number}: {line!r}: {reply.text}"
    return session


def load(path: Path) -> Session:
    session = Session(lang="en")
    session.load(path)
    return session


def _state(stem: str):
    s = load(FOLDER / f"{stem}.toml")
    return s, s.state


def _named_ids(script: Path) -> set[str]:
    return set(re.findall(r"lancaster\.[a-z-]+\.[a-z-]+", script.read_text(encoding="utf-8")))


# --- every file --------------------------------------------------------------------------------

def test_every_required_scenario_is_there():
    names = {p.name for p in FOLDER.iterdir()}
    for n in (3, 4, 5):
        assert f"setup-{n}p.toml" in names
    for stem in TEACHING:
        assert f"{stem}.txt" in names and f"{stem}.toml" in names
    readme = (ROOT / "scenarios" / "README.md").read_text(encoding="utf-8")
    for p in FOLDER.iterdir():
        assert p.stem in readme, f"{p.name} is not listed in scenarios/README.md"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_script_runs_with_exit_status_0(script, tmp_path):
    out = tmp_path / "out.toml"
    result = CliRunner().invoke(build(), ["--lang", "en", "run", str(script), "-q", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.is_file()


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_script_starts_with_new_and_its_save_matches(script):
    lines = [x.strip() for x in script.read_text(encoding="utf-8").splitlines()]
    code = [x for x in lines if x and not x.startswith("#")]
    assert code[0].startswith("new lancaster ")
    played = run_script(script)
    saved = load(script.with_suffix(".toml"))
    assert saved.log == played.log[: played.pos]
    assert saved.game.to_dict(saved.state) == played.game.to_dict(played.state)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_rule_ids_named_in_scripts_exist(script):
    sys.path.insert(0, str(ROOT / "tests"))
    from test_corpus import engine_rule_ids

    named = _named_ids(script)
    assert named, f"{script.name} names no rule id"
    assert named <= engine_rule_ids("lancaster"), named - engine_rule_ids("lancaster")


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_rule_ids_named_in_scripts_have_a_clause(script):
    corpus = ROOT / "referee" / "games" / "lancaster" / "data" / "rules.toml"
    if not corpus.is_file():
        pytest.skip("no rule corpus yet")
    ids = {c["id"] for c in tomllib.loads(corpus.read_text(encoding="utf-8")).get("clause", [])}
    sys.path.insert(0, str(ROOT / "tests"))
    from test_corpus import engine_rule_ids

    if not engine_rule_ids("lancaster") <= ids:
        pytest.skip("the Lancaster corpus does not cover the engine's rule ids yet (tests/test_corpus.py says which)")
    named = _named_ids(script)
    assert named <= ids, named - ids


@pytest.mark.parametrize("save", SAVES, ids=lambda p: p.name)
def test_saves_hold_the_shipped_facts(save):
    """No board profile leaked into a scenario: every fact it needs beyond the shipped ones is typed
    in by its own lines (`fact KEY VALUE`), so the save plays the same for everyone."""
    from referee import facts as facts_mod

    table = tomllib.loads(save.read_text(encoding="utf-8")).get("facts", {})
    shipped = facts_mod.shipped("lancaster")
    for key, entry in table.items():
        assert entry["provenance"] != "table", f"{save.name}: {key} comes from a board profile"
        assert entry.get("value") == shipped[key].value, f"{save.name}: {key} differs from the shipped value"


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
