"""Adding a third game needs no change to any core module beyond listing it: a tiny game written
here into a temporary package (its commands with handlers and kinds, a Pending, a glossary, a rule
corpus), listed by monkeypatching the game list, passes the same contract as Tigris and Lancaster
(tests/contract.py): random playouts through the legal-action query, bad lines, a save, messages,
rule ids.

Its rule ids, named here so that the contract finds a test naming each: coin.turn.pending,
coin.turn.game-over, coin.turn.pending.nothing, coin.put.pending, coin.face.shown, coin.heads.count.
"""

from __future__ import annotations

import textwrap

import pytest
from contract import Figures, check_rules, playout, read_tests

from referee import games
from referee.legal import legal
from referee.rules import corpus


@pytest.fixture(autouse=True)
def _a_toy_game_has_no_catalogs(monkeypatch):
    """The toy games here ship no catalogs: their message keys are their words (referee.i18n.STRICT off)."""
    monkeypatch.setattr("referee.i18n.STRICT", False)


GAME = '''
from dataclasses import dataclass, field, replace
from pathlib import Path

from referee import turn
from referee.core import InputError, Outcome, msg
from referee.games.base import GameSpec, Status
from referee.glossary import load
from referee.kinds import Kind, Term
from referee.registry import Arg, Command
from referee.turn import Answer, Pending, Question, Turn


@dataclass
class Coin:
    """Flip a coin until it shows heads three times."""

    players: tuple
    player: str = ""
    heads: int = 0
    flips: int = 0
    pending: dict | None = None
    over: bool = False
    queue: list = field(default_factory=list)

    def copy(self):
        return replace(self, pending=dict(self.pending) if self.pending else None, queue=list(self.queue))


def flip(state, out):
    state.flips += 1
    state.queue.append({"do": "ask"})
    out.events.append(msg("coin.flip.done", "coin.turn.actions", player=state.player))


def shows(state, out, face):
    state.pending = None
    state.queue.pop(0)
    state.heads += face == "heads"
    out.events.append(msg("coin.face.shown.done", "coin.face.shown", face=face))
    state.queue.append({"do": "check"})


def put_heads(state, out, n):
    state.heads = n


def ask(state, out, task):
    state.pending = {"kind": "face", "faces": ["heads", "tails"]}


def check(state, out, task):
    state.queue.pop(0)
    if state.heads >= 3:
        state.over = True
        out.events.append(msg("coin.won", "coin.heads.count", flips=state.flips))


ANSWERS = {"shows": Answer(("face",), "coin.face.shown")}
QUESTIONS = {"face": Question("coin.face.ask", asks="table", options=(("face", "faces"),))}


def pending(state):
    return Pending.build(state.pending, QUESTIONS, ANSWERS) if state.pending else None


TURN = Turn(game="coin", setup={"put heads"}, answers=ANSWERS, pending=pending,
            settle=lambda s, out, steps: turn.run(s, out, s.queue, {"ask": ask, "check": check}),
            actions={"flip"})
FACE = Term("face", ("face",), "'{token}' is not a face of the coin")


class CoinGame(GameSpec):
    id = "coin"
    min_players = 1
    max_players = 2
    commands = (
        Command(("flip",), (), "Flip the coin", handler=flip),
        Command(("shows",), (Arg("FACE", FACE),), "What the coin shows", handler=shows),
        Command(("put", "heads"), (Arg("N", "int", lo=0, hi=3, rule="coin.heads.count"),), "Set up: heads",
                handler=put_heads),
    )
    turn_actions = ("flip",)

    def __init__(self):
        self.glossary = load(Path(__file__).parent / "data" / "glossary.toml")

    def new(self, players, options):
        return Coin(tuple(players), players[0])

    def apply(self, state, action):
        return turn.apply(TURN, state, action)

    def pending(self, state):
        return pending(state)

    def to_dict(self, state):
        return {"heads": state.heads, "flips": state.flips, "pending": state.pending or {}, "over": state.over,
                "queue": state.queue}

    def status(self, state):
        asked = pending(state)
        return Status(active=state.player, pending=asked.msg if asked else None, over=state.over)

    def show_text(self, state, color=True, private=False):
        return f"heads {state.heads}, flips {state.flips}"

    def show_json(self, state):
        return self.to_dict(state)

    def score_json(self, state):
        return {"heads": state.heads}

    def score_text(self, state):
        return f"heads {state.heads}"


GAME = CoinGame()
'''

GLOSSARY = '''
[[term]]
id = "heads"
kind = "face"
en = "heads"
ja = "表"

[[term]]
id = "tails"
kind = "face"
en = "tails"
ja = "裏"
'''

CLAUSES = [("coin.turn.pending", "Answer first"), ("coin.turn.game-over", "Game over"),
           ("coin.turn.actions", "Flip"), ("coin.put.pending", "Set-up while asked"),
           ("coin.face.shown", "The face shown"), ("coin.heads.count", "Three heads win")]
AREAS = {"turn": "waiting", "put": "set-up", "face": "the face", "heads": "heads"}
RULES = ('[meta]\ngame = "coin"\ntitle_en = "Coin"\ntitle_ja = "コイン"\n\n[areas]\n'
         + "".join(f'{a} = {{ en = "{t}", ja = "{t}" }}\n' for a, t in AREAS.items())) + "".join(
    f'\n[[clause]]\nid = "{rule}"\ntitle_en = "{title}"\ntitle_ja = "{title}（コイン）"\nen = "{title}."\n'
    f'ja = "{title}。"\nsource = "this test"\nprovenance = "rulebook"\n' for rule, title in CLAUSES)


def list_coin(tmp_path, monkeypatch):
    """Write the game's package and list it: the only change a new game needs."""
    package = tmp_path / "coin"
    (package / "data").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "game.py").write_text(textwrap.dedent(GAME))
    (package / "data" / "glossary.toml").write_text(GLOSSARY)
    (package / "data" / "rules.toml").write_text(RULES)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(games.MODULES, "coin", "coin.game")
    monkeypatch.setitem(games.ALIASES, "coin", "coin")
    monkeypatch.setattr(corpus, "GAMES_DIR", tmp_path)


def test_a_listed_third_game_passes_the_contract(tmp_path, monkeypatch):
    list_coin(tmp_path, monkeypatch)
    figures = Figures()
    for seed in (1, 2, 3):
        playout("coin", seed, 200, tmp_path, figures, every=3)
    assert figures.ended == 3 and figures.lines > 10 and figures.bad > 0 and figures.accepted > 0
    check_rules("coin", figures.rules, {c.id for c in corpus.load("coin").clauses}, read_tests())
    assert {"coin.face.shown", "coin.heads.count"} <= figures.rules


def test_its_legal_actions_come_from_its_pending_and_its_turn(tmp_path, monkeypatch):
    list_coin(tmp_path, monkeypatch)
    game = games.load("coin")
    state = game.new(("Aki",), {})
    assert list(legal(game, state)) == ["flip"]  # the turn action; never the set-up line
    from contract import apply_line

    state = apply_line(game, state, "flip").state
    assert list(legal(game, state)) == ["shows heads", "shows tails"]  # the Pending's typed options
    assert "shows 表" in legal(game, state) and "flip" not in legal(game, state)
