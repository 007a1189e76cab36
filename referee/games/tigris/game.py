"""Tigris & Euphrates for the session: the command table, its argument kinds, and views of the state."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from referee import facts
from referee.core import InputError, msg
from referee.games.base import GameSpec, Status
from referee.games.tigris import actions, conflicts, engine, events, positions, render, scoring
from referee.games.tigris.board import COLOURS, SQUARES, board_names, components, parse_square
from referee.games.tigris.state import State, new_state, to_dict
from referee.glossary import load as load_glossary
from referee.i18n import N_, _
from referee.kinds import Ctx, Kind, OrWord, Term
from referee.registry import Arg, Command, aliases

_GLOSSARY = Path(__file__).parent / "data" / "glossary.toml"


# --- argument kinds ---------------------------------------------------------------------------------
class SquareKind(Kind):
    """A square of the board, A1 to P11."""

    id = "square"

    def parse(self, token: str, ctx: Ctx) -> Any:
        sq = parse_square(token)
        if sq is None:
            raise InputError(N_("'{token}' is not a square of the board (A1 to P11)"), token=token)
        return sq

    def candidates(self, ctx: Ctx) -> list[str]:
        return list(SQUARES)


class PairKind(Kind):
    """A monument: its two colours, in any order and with any separator (black-red, 黒・赤, 黒と赤, 黒赤)."""

    id = "monument"

    def parse(self, token: str, ctx: Ctx) -> Any:
        for sep in ("-", "/", "・", "+", ",", "、", "&", "と"):
            if sep in token:
                parts = token.split(sep)
                break
        else:
            if len(token) != 2:  # two one-character colours run together: 黒赤
                raise InputError(N_("'{token}' is not a monument: write its two colours, such as black-red"),
                                 token=token)
            parts = list(token)
        colours = sorted({COLOUR_KIND.parse(p, ctx) for p in parts if p})
        if len(colours) != 2 or len(parts) != 2:
            raise InputError(N_("'{token}' is not a monument: write its two colours, such as black-red"),
                             token=token)
        return "-".join(colours)

    def candidates(self, ctx: Ctx) -> list[str]:
        return [m for m in components()["monuments"] if m not in ctx.state.monuments]

    def words(self, value: Any, game: Any = None) -> str:
        if game is None or "-" not in str(value):
            return str(value)
        return "-".join(COLOUR_KIND.words(c, game) for c in value.split("-"))


class PieceWords(Kind):
    """A leader or a tile named by its colour in a message (the red leader: the priest)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def words(self, value: Any, game: Any = None) -> str:
        term = game.glossary.with_attr(self.kind, "colour", value)
        if term is not None:
            return game.term(self.kind, term.id)
        return game.term("command", value)


class CatalogWords(Kind):
    """A word of the engine's own (attacker, war) put into words through the catalogs."""

    def words(self, value: Any, game: Any = None) -> str:
        return _(value)


COLOUR_KIND = Term("colour", ("colour", "leader", "tile"),
                   N_("'{token}' is not a colour (red, blue, green, black)"), attr="colour",
                   offer=lambda ctx: list(COLOURS))
SQUARE_KIND = SquareKind()
TARGET_KIND = OrWord(SQUARE_KIND, "off", "off", id="target")  # a leader's square, or off the board
MONUMENT_KIND = OrWord(PairKind(), "none", None, id="monument")  # a monument, or none (declined)

COLOUR = Arg("COLOUR", COLOUR_KIND)
SQUARE = Arg("SQUARE", SQUARE_KIND)
PLAYER = Arg("PLAYER", "player")
# Printed bounds, read from data/facts.toml at import (the argument kinds take them as numbers).
HAND = facts.value("tigris", "components.hand")  # tiles in a full hand
CATASTROPHES = facts.value("tigris", "components.catastrophes_per_player")

COMMANDS = (
    Command(("leader",), (COLOUR, Arg("SQUARE|off", TARGET_KIND)),
            N_("Place your leader of that colour, move it there, or withdraw it (off)"), handler=actions.leader),
    Command(("tile",), (COLOUR, SQUARE), N_("Place a civilization tile from your hand"), handler=actions.tile),
    Command(("catastrophe",), (SQUARE,), N_("Place a catastrophe tile"), handler=actions.catastrophe),
    Command(("swap",), (Arg("N", "int", lo=1, hi=HAND, rule="tigris.swap.count"),),
            N_("Discard N tiles (1-6) and draw as many"), handler=actions.swap),
    Command(("commit",), (Arg("N", "int", lo=0, hi=HAND, rule="tigris.conflict.commit"),),
            N_("In a revolt or war, the side now asked commits N tiles from hand"), handler=conflicts.commit),
    Command(("war",), (COLOUR,), N_("Several wars pending: choose the colour fought next"),
            handler=conflicts.choose_war),
    Command(("monument",), (Arg("COLOUR-COLOUR|none", MONUMENT_KIND), Arg("SQUARE", SQUARE_KIND, optional=True)),
            N_("Build that monument on the 2x2 block whose top-left square is SQUARE, or decline (none)"),
            handler=events.monument),
    Command(("treasure",), (Arg("SQUARE", SQUARE_KIND, repeat=True),),
            N_("The trader's owner chooses which treasures to take"), handler=events.treasure),
    Command(("end",), (), N_("End the turn before using both actions"), handler=actions.end),
    Command(("put", "leader"), (PLAYER, COLOUR, SQUARE), N_("Set up: put a player's leader on a square"),
            handler=positions.put_leader),
    Command(("put", "tile"), (COLOUR, SQUARE), N_("Set up: put a tile on a square (taken from the bag)"),
            handler=positions.put_tile),
    Command(("put", "treasure"), (SQUARE,), N_("Set up: put a treasure on a temple"), handler=positions.put_treasure),
    Command(("put", "catastrophe"), (SQUARE,), N_("Set up: put a catastrophe on a square"),
            handler=positions.put_catastrophe),
    Command(("put", "monument"), (Arg("COLOUR-COLOUR", MONUMENT_KIND), SQUARE),
            N_("Set up: build a monument on the 2x2 block whose top-left square is SQUARE"),
            handler=positions.put_monument),
    Command(("take",), (SQUARE,), N_("Set up: remove the topmost piece of a square"), handler=positions.take),
    Command(("put", "points"), (PLAYER, COLOUR, Arg("N", "int", lo=0, rule="tigris.put.components", cap=999)),
            N_("Set up: a player's victory points of one colour"), handler=positions.put_points, private=True),
    Command(("put", "treasures"), (PLAYER, Arg("N", "int", lo=0, rule="tigris.put.components")),
            N_("Set up: how many treasures a player has collected"), handler=positions.put_treasures,
            private=True),
    Command(("put", "turn"), (PLAYER,
                              Arg("ACTIONS-LEFT", "int", optional=True, lo=1, hi=2, rule="tigris.turn.actions")),
            N_("Set up: whose turn it is and how many actions are left"), handler=positions.put_turn),
    Command(("put", "hand"), (PLAYER, Arg("N", "int", lo=0, hi=HAND, rule="tigris.tile.hand")),
            N_("Set up: how many tiles a player holds (more are drawn from the bag, fewer go back into it: "
               "type put bag after put hand)"), handler=positions.put_hand),
    Command(("put", "bag"), (Arg("N", "int", lo=0, rule="tigris.put.components"),),
            N_("Set up: how many tiles are in the bag"), handler=positions.put_bag),
    Command(("put", "catastrophes"), (PLAYER, Arg("N", "int", lo=0, hi=CATASTROPHES, rule="tigris.catastrophe.supply")),
            N_("Set up: how many catastrophe tiles a player still holds"), handler=positions.put_catastrophes),
)

# How message parameters are put into words (the rest as they are).
PARAMS: dict[str, Kind] = {
    "colour": COLOUR_KIND, "colours": COLOUR_KIND,
    "leader": PieceWords("leader"), "tile": PieceWords("tile"), "piece": PieceWords("tile"),
    "monument": MONUMENT_KIND.kind, "monuments": MONUMENT_KIND.kind,
    "side": CatalogWords(), "kind": CatalogWords(),
}



class Tigris(GameSpec):
    engine, render, scoring = engine, render, scoring
    to_dict = staticmethod(to_dict)
    id = "tigris"
    title = N_("Tigris & Euphrates")
    min_players = 2
    max_players = 4
    players_rule = "tigris.setup.start"
    # Rulebook: 通常ルールでは他プレイヤーの勝利点は隠されます (an option makes them public: points=open).
    # Treasures count as victory points (財宝駒は1個につき"無色"の勝利点1点), so they are kept hidden too.
    private = N_("Private: victory points are kept behind each player's screen; shown on request")
    score_is_private = True

    def __init__(self) -> None:
        self.glossary = load_glossary(_GLOSSARY)
        self.options = {"board": tuple(board_names()), "points": ("hidden", "open")}
        self.option_titles = {"board": N_("option:board"), "points": N_("option:points")}
        self.params = PARAMS
        self.commands = tuple(replace(c, aliases=aliases(c.words, self.glossary)) for c in COMMANDS)

    # --- rules ------------------------------------------------------------------------------------
    def new(self, players, options) -> State:
        return new_state(tuple(players), options.get("board", "standard"))

    turn_actions = tuple(sorted(engine.TURN.actions))

    def legal(self, state, command, pending):
        from referee.games.tigris import legal

        return legal.lines(state, command, pending)

    # --- views ----------------------------------------------------------------------------------
    def end_rule(self, state: State) -> str:
        """The bag emptied (tigris.end.bag) or two treasures were left (tigris.end.treasures)."""
        return state.end_reason or ""

    def status(self, state: State) -> Status:
        asked = engine.pending(state)
        return Status(active=state.player, pending=asked.msg if asked else None, over=state.over,
                      waiting=(asked.player if asked else None) or state.player,
                      turn=_("Actions left: {n}").format(n=state.actions_left))

    def turn_labels(self, states: list[State]) -> list[str]:
        """T1, T2, ...: a new turn when the active player changes or gets a fresh pair of actions."""
        labels, turn, before = [], 1, None
        for state in states:
            if before is not None and (state.active != before.active or state.actions_left > before.actions_left):
                turn += 1
            labels.append(f"T{turn}")
            before = state
        return labels

    def ruling_changed(self, states, snapshot):
        """A save written before one of these changes, whose snapshot is the replay's but for it: the
        referee counted the tiles of each colour that left the game (tigris.tile.components: the
        snapshot lacks that count, which the replay now fills); a game ended by a swap the bag could
        not fill leaves no action (tigris.end.bag: the snapshot kept the second one)."""
        replayed = to_dict(states[-1])
        note = None
        if "out_by_colour" not in snapshot and "out_by_colour" in replayed:
            del replayed["out_by_colour"]
            note = msg("tigris.tile.components.replayed", "tigris.tile.components")
        if replayed.get("over") and replayed.get("end_reason") == "tigris.end.bag" and replayed["actions_left"] == 0:
            if snapshot.get("actions_left") == 1:
                replayed["actions_left"] = 1
                note = note or msg("tigris.end.bag.replayed", "tigris.end.bag")
        return note if note is not None and replayed == snapshot else None

    def hides(self, state: State, options: dict[str, str]) -> bool:
        return options.get("points") != "open" and super().hides(state, options)



GAME = Tigris()

# Words that appear as parameter values and are put into words through the catalogs.
_PARAM_WORDS = (N_("attacker"), N_("defender"), N_("revolt"), N_("war"), N_("war-order"), N_("monument"),
                N_("treasure"), N_("standard"), N_("advanced"))
