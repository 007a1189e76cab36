"""Answers to the choices a reward leaves open: which knight to upgrade, which extension tile, which
noble. The same answer serves a favour, a law, a county or a castle space; the pending step says which.
"""

from __future__ import annotations

from typing import Any

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.lancaster import effects
from referee.games.lancaster.questions import pending
from referee.games.lancaster.state import State


def upgrade(state: State, out: Outcome, strength: Any, where: str | None) -> None:
    asked = pending(state)
    player, rule = asked.player, asked["source"]
    if strength == "none":
        state.queue.pop(0)
        state.pending = None
        out.why.append(step("lancaster.knight.upgrade", "lancaster.knight.upgrade.declined", player=player))
        out.events.append(msg("lancaster.knight.upgrade.declined", "lancaster.knight.upgrade", player=player))
        return
    options = effects.upgrade_options(state, player, effects.mode_of(asked.data))
    places = [w for k, w in options if k == strength]
    if not places:
        if strength + 1 not in state.stock[player] and strength in state.all_knights(player):
            raise RuleViolation("lancaster.knight.upgrade", effects.stock_key(state, player, strength), player=player,
                                strength=strength, higher=strength + 1)
        raise RuleViolation("lancaster.knight.upgrade", "lancaster.knight.upgrade.none-of", player=player,
                            strength=strength)
    place = effects.find_knight(state, player, strength, where, places)
    state.queue.pop(0)
    state.pending = None
    effects.upgrade(state, out, player, strength, place, rule)


def extension(state: State, out: Outcome, space: str) -> None:
    asked = pending(state)
    player, rule = asked.player, asked["source"]
    if space not in asked.choice("space"):
        raise RuleViolation("lancaster.castle.extension", "lancaster.castle.extension.placed", player=player,
                            space=space)
    state.queue.pop(0)
    state.pending = None
    effects.place_extension(state, out, player, space, rule)


def noble(state: State, out: Outcome, county: str) -> None:
    asked = pending(state)
    player, rule = asked.player, asked["source"]
    if county not in asked.choice("county"):
        if county in state.nobles[player]:
            raise RuleViolation("lancaster.noble.unique", player=player, county=county)
        raise RuleViolation("lancaster.noble.stack", county=county)
    state.queue.pop(0)
    state.pending = None
    effects.take_noble(state, out, player, county, rule)
