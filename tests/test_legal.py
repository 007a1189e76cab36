"""Legal actions as a query (referee/legal.py): what may be typed now, for each game, and the
agreement of the query with `apply` on random positions (tests/contract.py plays the positions)."""

from __future__ import annotations

import random

from conftest import Table
from contract import Figures, apply_line, check_agreement, playout

from referee.legal import legal


def test_tigris_turn_actions_are_listed_and_set_up_lines_are_not():
    t = Table("new tigris Aki Ben")
    query = legal(t.session.game, t.state)
    lines = list(query)
    assert "end" in lines and "swap 6" in lines and "swap 7" not in lines
    assert not any(line.startswith(("put", "take", "commit", "war", "monument", "treasure")) for line in lines)
    assert "tile red E3" not in query  # E3 is a river square...
    rivers = [line for line in lines if line.startswith("tile blue")]
    assert rivers and all(f"tile red {line.split()[-1]}" not in query for line in rivers)  # ...and only farms go there
    assert "tile 赤 A1" in query and "tile black A1" in query  # any colour: the hand's colours are not known
    assert "leader red A1" not in query  # no temple beside A1


def test_tigris_answers_are_what_is_pending():
    t = Table("new tigris Aki Ben", "put tile black G5", "put tile black G6", "put tile black H6",
              "put leader Aki black F5")
    t.ok("tile black H5")
    lines = list(legal(t.session.game, t.state))
    assert lines[0] == "monument none" and "monument black-red G5" in lines
    assert {line.split()[0] for line in lines} == {"monument"}
    assert "tile red A1" not in legal(t.session.game, t.state)  # a turn action waits for the answer


def test_lancaster_answers_follow_the_pending_question():
    t = Table("new lancaster Aki Ben Chie")
    lines = list(legal(t.session.game, t.state))
    assert lines and all(line.startswith("reveal conflict ") for line in lines)  # the table reveals a card
    assert "reveal conflict 5 4-2-1" in legal(t.session.game, t.state)


def test_nothing_is_legal_once_the_game_is_over():
    from referee.legal import LegalActions

    t = Table("new tigris Aki Ben", "put bag 0")
    t.ok("swap 1")  # the bag cannot give the tiles back: the game ends
    assert t.state.over and list(LegalActions(t.session.game, t.state)) == [] and not legal(t.session.game, t.state)


def test_the_query_agrees_with_apply_on_random_positions(tmp_path):
    """Every generated line is accepted (or refused by a rule the game declares open), and every line
    apply accepts from a broad sample of candidate lines is generated, on the positions of a seeded
    playout per game (the contract checks more, tests/test_contract.py)."""
    for game_id in ("tigris", "lancaster"):
        figures = Figures()
        playout(game_id, 11, 400, tmp_path, figures, every=8)
        assert figures.positions >= 15 and figures.generated >= 300 and figures.accepted >= 20, (game_id, figures)


def test_an_accepted_line_missing_from_the_query_fails_the_agreement_check():
    t = Table("new tigris Aki Ben")
    game = t.session.game
    original = game.legal

    def without_tiles(state, command, pending):
        return iter(()) if command == "tile" else original(state, command, pending)

    game.legal = without_tiles
    try:
        try:
            check_agreement(game, t.state, random.Random(1), Figures())
        except AssertionError as exc:
            assert "accepted but not generated: tile" in str(exc)
        else:
            raise AssertionError("the agreement check did not notice the missing tile lines")
    finally:
        del game.legal
    assert not isinstance(apply_line(game, t.state, "tile red A1"), Exception)
