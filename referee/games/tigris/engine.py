"""Tigris & Euphrates as a pure function: apply(state, action) -> Outcome, or RuleViolation.

The state passed in is never changed: the handlers work on a copy, and a rejected action
leaves nothing behind.
"""

from __future__ import annotations

from referee import turn
from referee.core import Outcome
from referee.games.tigris import events, positions
from referee.games.tigris.questions import _ANSWERS, ANSWERS, KINDS, PENDING_KEYS, pending, pending_params  # noqa: F401
from referee.games.tigris.state import State
from referee.i18n import N_
from referee.registry import Action
from referee.turn import Turn

# The turn's actions: each uses one of the two actions of the turn. (Each command's handler is in its
# registry entry, referee/games/tigris/game.py, and reaches apply in the Action.)
TURN_ACTIONS = frozenset({"leader", "tile", "catastrophe", "swap"})

# Position set-up: no move rules, only what is physically impossible.
SETUP = frozenset({"put leader", "put tile", "put treasure", "put catastrophe", "put monument", "take",
                   "put points", "put treasures", "put turn", "put hand", "put bag", "put catastrophes"})


# What the core's turn skeleton (referee.turn.apply) says for this game, by the keys it derives from
# the game's id: the game is over, nothing waits for this answer, a set-up line set a question aside.
SKELETON_KEYS = (N_("tigris.turn.game-over"), N_("tigris.turn.pending.nothing"), N_("tigris.put.pending.why"))


def _used_an_action(state: State, name: str) -> None:
    if state.over:  # the action ended the game (a swap the bag cannot fill): nothing is left to play
        state.actions_left = 0
    elif name != "end":
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


# The set-up lines that change the board (or the catastrophes held): each says what it leaves that the rules
# never would.
BOARD_SETUP = frozenset({"put leader", "put tile", "put catastrophe", "put monument", "take", "put catastrophes"})


def apply(state: State, action: Action) -> Outcome:
    out = turn.apply(TURN, state, action)
    if action.command in BOARD_SETUP:
        positions.note_unreachable(state, out.state, out)
    return out
