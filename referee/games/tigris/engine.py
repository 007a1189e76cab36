"""Tigris & Euphrates as a pure function: apply(state, action) -> Outcome, or RuleViolation.

The state passed in is never changed: the handlers work on a copy, and a rejected action
leaves nothing behind.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core import Outcome, RuleViolation
from referee.games.tigris import actions, conflicts, events, positions
from referee.games.tigris.state import State
from referee.i18n import N_
from referee.registry import Action

# What the table owes the referee, as said in `show`, the toolbar and a rejection.
PENDING_KEYS = {
    "revolt": N_("tigris.turn.pending.revolt"),
    "war": N_("tigris.turn.pending.war"),
    "war-order": N_("tigris.turn.pending.war-order"),
    "monument": N_("tigris.turn.pending.monument"),
    "treasure": N_("tigris.turn.pending.treasure"),
}


def pending_params(pending: dict) -> dict:
    """What a pending message is told: the pending entry, and for a conflict the tiles it is fought with."""
    params = dict(pending)
    if pending["kind"] in ("revolt", "war"):
        params["tile"] = conflicts.tile_colour(pending)
    return params


# The turn's actions: each uses one of the two actions of the turn.
TURN_ACTIONS: dict[str, Callable] = {
    "leader": actions.leader,
    "tile": actions.tile,
    "catastrophe": actions.catastrophe,
    "swap": actions.swap,
}

# Answers to what the referee is waiting for: command -> (pending kinds it answers, handler, rule).
ANSWERS: dict[str, tuple[tuple[str, ...], Callable, str]] = {
    "commit": (("revolt", "war"), conflicts.commit, "tigris.conflict.commit"),
    "war": (("war-order",), conflicts.choose_war, "tigris.war.order"),
    "monument": (("monument",), events.monument, "tigris.monument.build"),
    "treasure": (("treasure",), events.treasure, "tigris.treasure.choice"),
}

# Position set-up: no move rules, only what is physically impossible.
SETUP: dict[str, Callable] = {
    "put leader": positions.put_leader,
    "put tile": positions.put_tile,
    "put treasure": positions.put_treasure,
    "put catastrophe": positions.put_catastrophe,
    "put monument": positions.put_monument,
    "take": positions.take,
    "put points": positions.put_points,
    "put treasures": positions.put_treasures,
    "put turn": positions.put_turn,
    "put hand": positions.put_hand,
    "put bag": positions.put_bag,
    "put catastrophes": positions.put_catastrophes,
}


def apply(state: State, action: Action) -> Outcome:
    name = action.command
    new = state.copy()
    out = Outcome(new)
    if name in SETUP:
        if state.pending is not None:
            raise RuleViolation("tigris.put.pending", kind=state.pending["kind"])
        SETUP[name](new, out, *action.args)
        return out
    if state.over:
        raise RuleViolation("tigris.turn.game-over")
    pending = state.pending
    if name in ANSWERS:
        kinds, handler, rule = ANSWERS[name]
        if pending is None or pending["kind"] not in kinds:
            raise RuleViolation(rule, "tigris.turn.pending.nothing", command=name)
        handler(new, out, *action.args)
    elif pending is not None:
        raise RuleViolation("tigris.turn.pending", PENDING_KEYS[pending["kind"]], **pending_params(pending))
    elif name == "end":
        actions.end(new, out)
    else:
        TURN_ACTIONS[name](new, out, *action.args)
        new.actions_left -= 1
    events.settle(new, out)
    return out
