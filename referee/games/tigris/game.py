"""Tigris & Euphrates for the session: the command table, argument kinds, and views of the state."""

from __future__ import annotations

from itertools import product
from pathlib import Path
from typing import Any

from referee import facts
from referee.core import InputError, Msg
from referee.games.base import GameSpec, Status
from referee.games.tigris import engine, render, scoring
from referee.games.tigris.board import COLOURS, SQUARES, board_names, components, parse_square
from referee.games.tigris.state import State, new_state, to_dict
from referee.glossary import load as load_glossary
from referee.i18n import N_, _
from referee.registry import Arg, Command

_GLOSSARY = Path(__file__).parent / "data" / "glossary.toml"

COLOUR = Arg("COLOUR", "colour")
SQUARE = Arg("SQUARE", "square")
PLAYER = Arg("PLAYER", "player")
# Printed bounds, read from data/facts.toml at import (the argument kinds take them as numbers).
HAND = facts.value("tigris", "components.hand")  # tiles in a full hand
CATASTROPHES = facts.value("tigris", "components.catastrophes_per_player")

COMMANDS = (
    Command(("leader",), (COLOUR, Arg("SQUARE|off", "target")),
            N_("Place your leader of that colour, move it there, or withdraw it (off)")),
    Command(("tile",), (COLOUR, SQUARE), N_("Place a civilization tile from your hand")),
    Command(("catastrophe",), (SQUARE,), N_("Place a catastrophe tile")),
    Command(("swap",), (Arg("N", "int", lo=1, hi=HAND, rule="tigris.swap.count"),),
            N_("Discard N tiles (1-6) and draw as many")),
    Command(("commit",), (Arg("N", "int", lo=0, hi=HAND, rule="tigris.conflict.commit"),),
            N_("In a revolt or war, the side now asked commits N tiles from hand")),
    Command(("war",), (COLOUR,), N_("Several wars pending: choose the colour fought next")),
    Command(("monument",), (Arg("COLOUR-COLOUR|none", "monument"), Arg("SQUARE", "square", optional=True)),
            N_("Build that monument on the 2x2 block whose top-left square is SQUARE, or decline (none)")),
    Command(("treasure",), (Arg("SQUARE", "square", repeat=True),),
            N_("The trader's owner chooses which treasures to take")),
    Command(("end",), (), N_("End the turn before using both actions")),
    Command(("put", "leader"), (PLAYER, COLOUR, SQUARE), N_("Set up: put a player's leader on a square")),
    Command(("put", "tile"), (COLOUR, SQUARE), N_("Set up: put a tile on a square (taken from the bag)")),
    Command(("put", "treasure"), (SQUARE,), N_("Set up: put a treasure on a temple")),
    Command(("put", "catastrophe"), (SQUARE,), N_("Set up: put a catastrophe on a square")),
    Command(("put", "monument"), (Arg("COLOUR-COLOUR", "monument"), SQUARE),
            N_("Set up: build a monument on the 2x2 block whose top-left square is SQUARE")),
    Command(("take",), (SQUARE,), N_("Set up: remove the topmost piece of a square")),
    Command(("put", "points"), (PLAYER, COLOUR, Arg("N", "int", lo=0, hi=999)),
            N_("Set up: a player's victory points of one colour")),
    Command(("put", "treasures"), (PLAYER, Arg("N", "int", lo=0, rule="tigris.put.components")),
            N_("Set up: how many treasures a player has collected")),
    Command(("put", "turn"), (PLAYER,
                              Arg("ACTIONS-LEFT", "int", optional=True, lo=1, hi=2, rule="tigris.turn.actions")),
            N_("Set up: whose turn it is and how many actions are left")),
    Command(("put", "hand"), (PLAYER, Arg("N", "int", lo=0, hi=HAND, rule="tigris.tile.hand")),
            N_("Set up: how many tiles a player holds")),
    Command(("put", "bag"), (Arg("N", "int", lo=0, rule="tigris.put.components"),),
            N_("Set up: how many tiles are in the bag")),
    Command(("put", "catastrophes"), (PLAYER, Arg("N", "int", lo=0, hi=CATASTROPHES, rule="tigris.catastrophe.supply")),
            N_("Set up: how many catastrophe tiles a player still holds")),
)



class Tigris(GameSpec):
    id = "tigris"
    min_players = 2
    max_players = 4
    # Rulebook: 通常ルールでは他プレイヤーの勝利点は隠されます (an option makes them public: points=open).
    # Treasures count as victory points (財宝駒は1個につき"無色"の勝利点1点), so they are kept hidden too.
    private = N_("Private: victory points are kept behind each player's screen; shown on request")
    score_is_private = True

    def __init__(self) -> None:
        self.glossary = load_glossary(_GLOSSARY)
        self.options = {"board": tuple(board_names()), "points": ("hidden", "open")}
        self.commands = tuple(
            Command(c.words, c.args, c.help, c.scope, aliases=self._aliases(c.words)) for c in COMMANDS)

    def _aliases(self, words: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        choices = []
        for w in words:
            term = self.glossary.get("command", w) or self.glossary.get("term", w)
            choices.append([w] + ([n for n in term.names() if " " not in n] if term else []))
        combos = {tuple(c) for c in product(*choices)} - {words}
        return tuple(sorted(combos))

    # --- rules ------------------------------------------------------------------------------------
    def new(self, players, options) -> State:
        return new_state(tuple(players), options.get("board", "standard"))

    def apply(self, state, action):
        return engine.apply(state, action)

    # --- arguments --------------------------------------------------------------------------------
    def parse_arg(self, kind: str, token: str, state: State) -> Any:
        if kind == "square":
            sq = parse_square(token)
            if sq is None:
                raise InputError(N_("'{token}' is not a square of the board (A1 to P11)"), token=token)
            return sq
        if kind == "target":
            word = self.glossary.lookup(token, "word")
            if word is not None and word.id == "off":
                return "off"
            return self.parse_arg("square", token, state)
        if kind == "colour":
            return self._colour(token)
        if kind == "monument":
            word = self.glossary.lookup(token, "word")
            if word is not None and word.id == "none":
                return None
            for sep in ("-", "/", "・", "+", ","):
                if sep in token:
                    parts = token.split(sep)
                    break
            else:
                raise InputError(N_("'{token}' is not a monument: write its two colours, such as black-red"),
                                 token=token)
            colours = sorted({self._colour(p) for p in parts if p})
            if len(colours) != 2 or len(parts) != 2:
                raise InputError(N_("'{token}' is not a monument: write its two colours, such as black-red"),
                                 token=token)
            return "-".join(colours)
        return super().parse_arg(kind, token, state)

    def format_arg(self, kind: str, value: Any) -> str:
        if kind == "monument" and value is None:
            return "none"
        return super().format_arg(kind, value)

    def _colour(self, token: str) -> str:
        term = self.glossary.lookup(token, "colour", "leader", "tile")
        if term is None:
            raise InputError(N_("'{token}' is not a colour (red, blue, green, black)"), token=token)
        return term.attrs.get("colour", term.id)

    def candidates(self, kind: str, state: State) -> list[str]:
        if kind in ("square", "target"):
            return list(SQUARES) + (["off"] if kind == "target" else [])
        if kind == "colour":
            return list(COLOURS)
        if kind == "monument":
            return [m for m in components()["monuments"] if m not in state.monuments] + ["none"]
        return super().candidates(kind, state)

    def namer(self, key: str, value: Any) -> str:
        if isinstance(value, (list, tuple)):
            return ", ".join(self.namer(key, v) for v in value)
        if key in ("colour", "colours") and value in COLOURS:
            return self.term("colour", value)
        if key in ("leader", "tile", "piece"):
            kind = "leader" if key == "leader" else "tile"
            term = self.glossary.with_attr(kind, "colour", value)
            if term is not None:
                return self.term(kind, term.id)
            return self.term("command", value)
        if key in ("monument", "monuments") and "-" in str(value):
            return "-".join(self.term("colour", c) for c in value.split("-"))
        if key in ("side", "kind"):
            return _(value)
        return str(value)

    # --- views ----------------------------------------------------------------------------------
    def to_dict(self, state: State) -> dict:
        return to_dict(state)

    def status(self, state: State) -> Status:
        pending = None
        if state.pending:
            pending = Msg(engine.PENDING_KEYS[state.pending["kind"]], engine.pending_params(state.pending))
        waiting = state.pending.get("player", state.player) if state.pending else state.player
        return Status(active=state.player, actions_left=state.actions_left, pending=pending, over=state.over,
                      waiting=waiting)

    def turn_labels(self, states: list[State]) -> list[str]:
        """T1, T2, ...: a new turn when the active player changes or gets a fresh pair of actions."""
        labels, turn, before = [], 1, None
        for state in states:
            if before is not None and (state.active != before.active or state.actions_left > before.actions_left):
                turn += 1
            labels.append(f"T{turn}")
            before = state
        return labels

    def show_text(self, state: State, color: bool = True, private: bool = False) -> str:
        return render.show(self, state, color, private)

    def hides(self, state: State, options: dict[str, str]) -> bool:
        return options.get("points") != "open" and super().hides(state, options)

    def show_json(self, state: State) -> dict:
        return render.show_json(state)

    def score_json(self, state: State) -> dict:
        return scoring.score_json(state)

    def score_text(self, state: State) -> str:
        return render.score(self, state)

    def score_why(self, state: State) -> list[Msg]:
        return scoring.why(state)


GAME = Tigris()

# Words that appear as parameter values and are put into words through the catalogs.
_PARAM_WORDS = (N_("attacker"), N_("defender"), N_("revolt"), N_("war"), N_("war-order"), N_("monument"),
                N_("treasure"), N_("standard"), N_("advanced"))
