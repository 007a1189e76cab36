"""Tigris & Euphrates as a pure function: apply(state, action) -> Outcome, or RuleViolation.

The state passed in is never changed: the handlers work on a copy, and a rejected action
leaves nothing behind.
"""

from __future__ import annotations

from referee import turn
from referee.core import Outcome
from referee.games.tigris import conflicts, events
from referee.games.tigris.state import State
from referee.i18n import N_
from referee.registry import Action
from referee.turn import Answer, Question, Pending, Turn

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


# What the core's turn skeleton (referee.turn.apply) says for this game, by the keys it derives from
# the game's id: the game is over, nothing waits for this answer, a set-up line set a question aside.
SKELETON_KEYS = (N_("tigris.turn.game-over"), N_("tigris.turn.pending.nothing"), N_("tigris.put.pending.why"))

# What each pending kind asks, of whom, and the finite choices it offers (see referee.turn.Pending).
KINDS: dict[str, Question] = {
    "revolt": Question(PENDING_KEYS["revolt"]),
    "war": Question(PENDING_KEYS["war"]),
    "war-order": Question(PENDING_KEYS["war-order"], options=(("colour", "colours"),)),
    "monument": Question(PENDING_KEYS["monument"], options=(("monument", "monuments"), ("square", "squares"))),
    "treasure": Question(PENDING_KEYS["treasure"], options=(("square", "choices"),)),
}
_ANSWERS = {name: Answer(kinds, rule) for name, (kinds, rule) in ANSWERS.items()}


def pending(state: State) -> Pending | None:
    """What the table owes the referee now, typed."""
    if state.pending is None:
        return None
    return Pending.build(state.pending, KINDS, _ANSWERS, params=pending_params(state.pending))


def _used_an_action(state: State, name: str) -> None:
    if name != "end":
        state.actions_left -= 1


TURN = Turn(
    game="tigris",
    setup=SETUP,
    answers=_ANSWERS,
    pending=pending,
    settle=events.settle,
    actions=TURN_ACTIONS | {"end"},
    after_action=_used_an_action,
    after_line=events.after_line,
    reask=events.reask,
)


def apply(state: State, action: Action) -> Outcome:
    return turn.apply(TURN, state, action)
