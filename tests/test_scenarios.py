"""Every game's scenarios (scenarios/<game>/): each script runs unattended with exit status 0,
starts with `new GAME`, and names only rule ids its game has a clause for; each save loads, holds
the same game as its script, and is listed in scenarios/README.md. The outcomes each teaching
position shows are pinned in tests/test_<game>_scenarios.py."""

from __future__ import annotations

import re
import tomllib

import pytest
from click.testing import CliRunner
from scenario_helpers import SCENARIOS, load, run_script
from test_corpus import engine_rule_ids

from referee.cli import build
from referee.rules import corpus

GAMES = sorted(p.name for p in SCENARIOS.iterdir() if p.is_dir())
SCRIPTS = sorted(SCENARIOS.glob("*/*.txt"))
SAVES = sorted(SCENARIOS.glob("*/*.toml"))


def _name(path) -> str:
    return f"{path.parent.name}/{path.name}"


def test_every_game_with_an_engine_has_scenarios():
    from referee import games

    assert {g for g, module in games.MODULES.items() if module} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_scenario_is_listed_in_the_readme(game):
    readme = (SCENARIOS / "README.md").read_text(encoding="utf-8")
    for p in (SCENARIOS / game).iterdir():
        assert p.stem in readme, f"{p.name} is not listed in scenarios/README.md"


@pytest.mark.parametrize("script", SCRIPTS, ids=_name)
def test_script_runs_with_exit_status_0(script, tmp_path):
    out = tmp_path / "out.toml"
    result = CliRunner().invoke(build(), ["--lang", "en", "run", str(script), "-q", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.is_file()


@pytest.mark.parametrize("script", SCRIPTS, ids=_name)
def test_script_starts_with_new_and_its_save_matches(script):
    lines = [x.strip() for x in script.read_text(encoding="utf-8").splitlines()]
    code = [x for x in lines if x and not x.startswith("#")]
    assert code[0].startswith(f"new {script.parent.name} ")
    played = run_script(script)
    saved = load(script.with_suffix(".toml"))
    assert saved.log == played.log[: played.pos]
    assert saved.game.to_dict(saved.state) == played.game.to_dict(played.state)


@pytest.mark.parametrize("script", SCRIPTS, ids=_name)
def test_rule_ids_named_in_scripts_exist_and_have_a_clause(script):
    game = script.parent.name
    named = set(re.findall(rf"{re.escape(game)}\.[a-z-]+\.[a-z-]+", script.read_text(encoding="utf-8")))
    assert named, f"{script.name} names no rule id"
    clauses = {c.id for c in corpus.load(game).clauses}
    assert named <= clauses, named - clauses
    assert named <= engine_rule_ids(game) | clauses


@pytest.mark.parametrize("save", SAVES, ids=_name)
def test_saves_hold_the_shipped_facts(save):
    """No board profile leaked into a scenario: every fact it needs beyond the shipped ones is typed
    in by its own lines (`fact KEY VALUE`), so the save plays the same for everyone."""
    from referee import facts as facts_mod

    table = tomllib.loads(save.read_text(encoding="utf-8")).get("facts", {})
    if not table:
        return
    shipped = facts_mod.shipped(save.parent.name)
    for key, entry in table.items():
        assert entry["provenance"] != "table", f"{save.name}: {key} comes from a board profile"
        assert entry.get("value") == shipped[key].value, f"{save.name}: {key} differs from the shipped value"


def test_the_readme_names_no_missing_file():
    readme = (SCENARIOS / "README.md").read_text(encoding="utf-8")
    for name in re.findall(r"`([a-z0-9-]+\.(?:txt|toml))`", readme):
        assert any(p.name == name for p in SCENARIOS.glob("*/*")), name
