"""One JSON shape for scripts in every game (referee/games/base.py): `score --json` has the core `game`,
`final`, `end_reason`, `winners` and `ranking` (best first; each entry `player`, `rank` shared by players
still level, `score` a number, `tiebreak` the figures the rules compare after the score, in their order),
and `show --json` has `winners` too. JSON keeps every figure, the hidden ones as well (Kings & Castles'
money mid-game); the screens hide them. Found by a scoring-script audit: the four games' keys differed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import Table

from referee.cli import build
from referee.session import Session

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
CORE = {"game", "final", "end_reason", "winners", "ranking"}
ENTRY = {"player", "rank", "score", "tiebreak"}


def loaded(save: str) -> Session:
    s = Session(lang="en")
    assert s.load(SCENARIOS / f"{save}.toml") == []
    return s


def core(data: dict) -> list[tuple]:
    """The ranking as (player, rank, score, tiebreak), after checking the core keys are all there."""
    assert CORE <= set(data)
    assert all(ENTRY <= set(r) for r in data["ranking"])
    assert all(isinstance(r["score"], int) and isinstance(r["tiebreak"], list) for r in data["ranking"])
    assert [r["rank"] for r in data["ranking"]] == sorted(r["rank"] for r in data["ranking"])
    return [(r["player"], r["rank"], r["score"], r["tiebreak"]) for r in data["ranking"]]


def same_winners(s: Session) -> None:
    """`show --json` names the winners `score --json` names, and the end reason."""
    shown, score = s.execute("show --json").data, s.execute("score --json").data
    assert shown["winners"] == score["winners"] and shown["end_reason"] == score["end_reason"]


# --- Tigris & Euphrates: the weakest colour, then the next weakest (tigris.score.tiebreak) ---------------

def test_tigris_finished_ranks_on_the_second_weakest_colour():
    s = loaded("tigris/end-second-weakest")
    data = s.execute("score --json").data
    assert data["game"] == "tigris" and data["final"] is True and data["end_reason"] == "tigris.end.treasures"
    assert data["winners"] == ["Ben"]
    assert core(data) == [("Ben", 1, 4, [5, 6, 7]), ("Aki", 2, 4, [4, 5, 5]), ("Chie", 3, 3, [3, 3, 3])]
    same_winners(s)


def test_tigris_in_progress_players_level_share_a_rank():
    t = Table("new tigris Aki Ben Chie")
    for p in ("Aki", "Ben"):
        for colour in ("red", "blue", "green", "black"):
            t.ok(f"put points {p} {colour} 2")
    t.ok("put points Chie red 5")
    data = t.score()
    assert data["game"] == "tigris" and data["final"] is False and data["end_reason"] is None
    assert data["winners"] == [] and t.show()["winners"] == []
    assert core(data) == [("Aki", 1, 2, [2, 2, 2]), ("Ben", 1, 2, [2, 2, 2]), ("Chie", 3, 0, [0, 0, 5])]


# --- Lancaster: the most power points; players level share the victory (■28): no tie-break ---------------

def test_lancaster_finished():
    s = loaded("lancaster/final-scoring")
    data = s.execute("score --json").data
    assert data["game"] == "lancaster" and data["final"] is True and data["end_reason"] == "lancaster.round.phases"
    assert data["winners"] == ["Aki"]
    assert core(data) == [("Aki", 1, 34, []), ("Chie", 2, 30, []), ("Ben", 3, 27, []), ("Dai", 4, 19, [])]
    assert all(r["tiebreaks"] is not None for r in data["ranking"])  # the awards' tie-breaks stay
    same_winners(s)


def test_lancaster_in_progress_players_level_share_a_rank():
    t = Table("new lancaster Aki Ben Chie", "put pp Ben 5", "put pp Chie 5", "put pp Aki 2")
    data = t.score()
    assert data["game"] == "lancaster" and data["final"] is False and data["end_reason"] is None
    assert data["winners"] == [] and t.show()["winners"] == []
    assert core(data) == [("Ben", 1, 5, []), ("Chie", 1, 5, []), ("Aki", 3, 2, [])]


# --- Carolingi: points, then followers on the board, then countries controlled (3.5) ---------------------

def test_carolingi_finished_by_the_sundial_ranks_on_the_last_tie_break():
    from test_carolingi_end import ended_by_the_sundial

    t = ended_by_the_sundial()  # 1 point each, 12 followers each; Aki controls three countries, Ben two
    data = t.score()
    assert data["game"] == "carolingi" and data["final"] is True and data["end_reason"] == "sundial"
    assert data["winners"] == ["Aki"]
    assert core(data) == [("Aki", 1, 1, [12, 3]), ("Ben", 2, 1, [12, 2])]
    same_winners(t.session)


def test_carolingi_finished_by_peace():
    s = loaded("carolingi/peace-wins")
    data = s.execute("score --json").data
    assert data["final"] is True and data["end_reason"] == "peace" and data["winners"] == ["Aki"]
    assert core(data) == [("Aki", 1, 3, [12, 7]), ("Ben", 2, 0, [5, 1])]
    same_winners(s)


def test_carolingi_in_progress_players_level_share_a_rank():
    from carolingi_helpers import table

    t = table("Aki Ben")
    data = t.score()
    assert data["game"] == "carolingi" and data["final"] is False and data["end_reason"] is None
    assert data["winners"] == [] and t.show()["winners"] == []
    # the set-up: 5 followers on the board and the homeland controlled, for both
    assert core(data) == [("Aki", 1, 0, [5, 1]), ("Ben", 1, 0, [5, 1])]


# --- Kings & Castles: the most money wins (3); no tie-break in the rulebook -------------------------------

def test_kings_castles_finished():
    s = loaded("kings-castles/short-game")
    data = s.execute("score --json").data
    assert data["game"] == "kings-castles" and data["final"] is True
    assert data["end_reason"] == "kings-castles.tax.final-short" and data["winners"] == ["Ben"]
    assert core(data) == [("Ben", 1, 49, []), ("Aki", 2, 24, []), ("Chie", 3, 14, [])]
    same_winners(s)


def test_kings_castles_in_progress_json_has_the_money_the_screens_hide():
    s = loaded("kings-castles/richard-ii")
    data = s.execute("score --json").data
    assert data["game"] == "kings-castles" and data["final"] is False and data["end_reason"] is None
    assert data["winners"] == []
    # the money as it stands (it was null until the final count), ranked by it; Chie and Dai level
    assert core(data) == [("Chie", 1, 9, []), ("Dai", 1, 9, []), ("Ben", 3, 8, []), ("Aki", 4, 0, [])]
    money = s.state.money
    assert all(r["colours"] == {c: money[c] for c in s.state.sets[r["player"]]} for r in data["ranking"])
    shown = s.execute("show --json").data
    assert shown["money"] == money and shown["money_revealed"] is False and shown["winners"] == []
    assert s.execute("show --json --private").data == shown  # still accepted; adds nothing to JSON
    # the screens still hide it: `score` shows the towns, ranked by them, and `show` a ? for the money
    text = s.execute("score").text
    assert "secret" in text and "Towns" in text and "Money" not in text.split("\n", 1)[1]
    rows = s.execute("show").text.split("Money\n")[1].splitlines()[1:]
    assert [r.split()[-1] for r in rows if r.split() and r.split()[0] in s.state.players] == ["?"] * 4


# --- every game: the session's `show --json` is what `referee run SCRIPT --json` prints ------------------

@pytest.mark.parametrize("script", ["tigris/end-second-weakest", "lancaster/final-scoring",
                                    "carolingi/peace-wins", "kings-castles/short-game"])
def test_run_json_prints_the_show_json_of_the_session(script, tmp_path):
    out = CliRunner().invoke(build(), ["--lang", "en", "run", str(SCENARIOS / f"{script}.txt"), "--json",
                                       "-o", str(tmp_path / "game.toml")])
    assert out.exit_code == 0, out.output
    printed = json.loads(out.output)
    s = Session(lang="en")
    assert s.load(tmp_path / "game.toml") == []
    assert printed == json.loads(json.dumps(s.execute("show --json").data))
    assert printed["winners"] and printed["winners"] == s.execute("score --json").data["winners"]
