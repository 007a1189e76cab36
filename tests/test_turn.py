"""The turn contract (referee/turn.py): the typed Pending each game gives, the apply skeleton and the
queue of steps, for the two games and for a throwaway third game that only lists its tables."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest
from conftest import Table
from lancaster_helpers import game

from referee import turn
from referee.core import Outcome, RuleViolation, msg
from referee.registry import Action
from referee.turn import Answer, Question, Pending, Turn


def test_tigris_pending_is_typed_with_its_choices():
    t = Table("new tigris Aki Ben", "put tile black G5", "put tile black G6", "put tile black H6",
              "put leader Aki black F5")
    t.ok("tile black H5")
    asked = t.session.game.pending(t.state)
    assert (asked.kind, asked.asks, asked.player, asked.answers) == ("monument", "player", "Aki", ("monument",))
    assert asked.choice("square") == ("G5",) and "black-red" in asked.choice("monument")
    assert asked.choice("colour") is None
    status = t.session.game.status(t.state)
    assert status.waiting == "Aki" and status.pending == asked.msg and status.turn == "Actions left: 1"


def test_a_question_is_asked_only_with_the_keys_its_kind_declares():
    from referee.games.tigris import questions

    entry = turn.entry(questions.KINDS, "war-order", player="Aki", colours=["black", "red"])
    assert list(entry) == ["kind", "player", "colours"] and entry["kind"] == "war-order"
    with pytest.raises(ValueError, match="undeclared keys"):
        turn.entry(questions.KINDS, "war-order", player="Aki", colour="black")
    with pytest.raises(KeyError):
        turn.entry(questions.KINDS, "peace", player="Aki")


def test_every_pinned_pending_shape_is_declared_in_its_games_table():
    from referee.games.carolingi import questions as carolingi
    from referee.games.kings_castles import questions as kings_castles
    from referee.games.lancaster import questions as lancaster
    from referee.games.tigris import questions as tigris
    from tests.test_pending_shapes import SHAPES

    tables = {"tigris": tigris.KINDS, "lancaster": lancaster.KINDS, "carolingi": carolingi.KINDS,
              "kings-castles": kings_castles.KINDS}
    for (game_id, kind), shapes in SHAPES.items():
        question = tables[game_id][kind]
        assert {name for _arg, name in question.options} <= set(question.fields), (game_id, kind)
        for shape in shapes:
            assert set(shape) - {"kind"} <= set(question.fields), (game_id, kind, shape)


def test_a_handler_reads_the_question_s_data_from_a_copy():
    t = Table("new tigris Aki Ben", "put tile black G5", "put tile black G6", "put tile black H6",
              "put leader Aki black F5")
    t.ok("tile black H5")
    asked = t.session.game.pending(t.state)
    assert asked["colour"] == "black" and asked.get("nothing") is None
    asked["squares"].append("A1")
    assert t.state.pending["squares"] == ["G5"]


def test_lancaster_pending_says_who_answers():
    t = Table("new lancaster Aki Ben Chie")
    asked = t.session.game.pending(t.state)
    assert (asked.kind, asked.asks, asked.of, asked.player) == ("reveal-conflict", "table", (), None)
    assert asked.answers == ("reveal conflict",)
    t = game()
    asked = t.session.game.pending(t.state)
    assert (asked.kind, asked.player, asked.choice("strength")) == ("place", "Aki", (1, 2))
    t.ok("put phase parliament")
    asked = t.session.game.pending(t.state)
    assert (asked.kind, asked.asks, asked.player) == ("vote", "players", None) and len(asked.of) == 3
    status = t.session.game.status(t.state)
    assert status.waiting is None and status.turn == "" and status.stage.startswith("round 1")


# --- a third game, carried by the core without a change to it ---------------------------------------------


@dataclass
class Coin:
    """A game of flips: each `flip` asks the table what the coin shows; three heads win."""

    heads: int = 0
    flips: int = 0
    pending: dict | None = None
    over: bool = False
    queue: list = field(default_factory=list)

    def copy(self) -> Coin:
        return replace(self, pending=dict(self.pending) if self.pending else None, queue=list(self.queue))


def _flip(state: Coin, out: Outcome) -> None:
    state.flips += 1
    state.queue.append({"do": "ask"})


def _shows(state: Coin, out: Outcome, face: str) -> None:
    state.pending = None
    state.queue.pop(0)
    state.heads += face == "heads"
    state.queue.append({"do": "check"})


def _put_heads(state: Coin, out: Outcome, n: int) -> None:
    state.heads = n


def _ask(state: Coin, out: Outcome, task: dict) -> None:
    state.pending = {"kind": "face", "faces": ["heads", "tails"]}


def _check(state: Coin, out: Outcome, task: dict) -> None:
    state.queue.pop(0)
    if state.heads >= 3:
        state.over = True
        out.events.append(msg("coin.won"))


COIN_ANSWERS = {"shows": Answer(("face",), "coin.face")}
HANDLERS = {"flip": _flip, "shows": _shows, "put heads": _put_heads}  # each command's, as in a registry entry
COIN = Turn(
    game="coin", setup={"put heads"}, answers=COIN_ANSWERS,
    pending=lambda s: Pending.build(s.pending, {"face": Question("coin.face.ask", asks="table",
                                                             options=(("face", "faces"),))}, COIN_ANSWERS)
    if s.pending else None,
    settle=lambda s, out, steps: turn.run(s, out, s.queue, {"ask": _ask, "check": _check}),
    actions={"flip"},
)


def test_a_third_game_runs_on_the_skeleton_and_the_queue():
    s = Coin()
    s = turn.apply(COIN, s, Action("flip", (), HANDLERS["flip"])).state
    asked = COIN.pending(s)
    assert (asked.kind, asked.asks, asked.choice("face")) == ("face", "table", ("heads", "tails"))
    before = s
    with pytest.raises(RuleViolation) as exc:
        turn.apply(COIN, s, Action("flip", (), HANDLERS["flip"]))
    assert exc.value.rule == "coin.turn.pending" and s is before and s.flips == 1  # nothing changed
    out = turn.apply(COIN, s, Action("put heads", (2,), HANDLERS["put heads"]))  # set-up while asked: asked again
    assert out.state.heads == 2 and out.state.pending is not None
    assert [m.rule for m in out.why] == ["coin.put.pending"]
    out = turn.apply(COIN, out.state, Action("shows", ("heads",), HANDLERS["shows"]))
    assert out.state.over and [m.key for m in out.events] == ["coin.won"]
    with pytest.raises(RuleViolation) as exc:
        turn.apply(COIN, out.state, Action("flip", (), HANDLERS["flip"]))
    assert exc.value.rule == "coin.turn.game-over"
