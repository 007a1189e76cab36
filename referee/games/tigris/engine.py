"""Tigris & Euphrates as a pure function: apply(state, action) -> Outcome, or RuleViolation.

The state passed in is never changed: the handlers work on a copy, and a rejected action
leaves nothing behind.
"""

from __future__ import annotations

from referee.core import Outcome, RuleViolation
from referee.games.tigris import conflicts, events
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


# The turn's actions: each uses one of the two actions of the turn. (Each command's handler is in its
# registry entry, referee/games/tigris/game.py, and reaches apply in the Action.)
TURN_ACTIONS = frozenset({"leader", "tile", "catastrophe", "swap"})

# Answers to what the referee is waiting for: command -> (pending kinds it answers, rule).
ANSWERS: dict[str, tuple[tuple[str, ...], str]] = {
    "commit": (("revolt", "war"), "tigris.conflict.commit"),
    "war": (("war-order",), "tigris.war.order"),
    "monument": (("monument",), "tigris.monument.build"),
    "treasure": (("treasure",), "tigris.treasure.choice"),
}

# Position set-up: no move rules, only what is physically impossible.
SETUP = frozenset({"put leader", "put tile", "put treasure", "put catastrophe", "put monument", "take",
                   "put points", "put treasures", "put turn", "put hand", "put bag", "put catastrophes"})


def apply(state: State, action: Action) -> Outcome:
    name = action.command
    new = state.copy()
    out = Outcome(new)
    if name in SETUP:
        if state.pending is not None:
            raise RuleViolation("tigris.put.pending", kind=state.pending["kind"])
        action.handler(new, out, *action.args)
        return out
    if state.over:
        raise RuleViolation("tigris.turn.game-over")
    pending = state.pending
    if name in ANSWERS:
        kinds, rule = ANSWERS[name]
        if pending is None or pending["kind"] not in kinds:
            raise RuleViolation(rule, "tigris.turn.pending.nothing", command=name)
        action.handler(new, out, *action.args)
    elif pending is not None:
        raise RuleViolation("tigris.turn.pending", PENDING_KEYS[pending["kind"]], **pending_params(pending))
    else:
        action.handler(new, out, *action.args)
        if name in TURN_ACTIONS:
            new.actions_left -= 1
    events.settle(new, out)
    return out
