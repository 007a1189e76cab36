"""What Kings & Castles asks the table: its pending questions (kinds, messages, declared keys, options),
the typed question of a state, and the one way a step asks a new one."""

from __future__ import annotations

from typing import Any

from referee import turn
from referee.games.kings_castles.state import State
from referee.i18n import N_
from referee.turn import Answer, Pending, Question

PENDING_KEYS = {
    "enemy": N_("kings-castles.setup.enemies.ask"),
    "draw": N_("kings-castles.draw.bag.ask"),
    "crown": N_("kings-castles.crown.place.ask"),
    "first": N_("kings-castles.crown.first.ask"),
    "rouen": N_("kings-castles.turn.rouen.ask"),
    "discard": N_("kings-castles.refill.discard.ask"),
}
# a draw once the household has nothing more to give (empty, or the bag drawn from already)
DRAW_BAG_ONLY = N_("kings-castles.draw.bag.ask-bag-only")
# a crown with only one box left to it (the last of a selection)
CROWN_ONE = N_("kings-castles.crown.place.ask-one")
# a player of two sets at his first crown of a selection: either set (9.1)
CROWN_EITHER = N_("kings-castles.crown.place.ask-either")

# command -> (the kinds it answers, the rule a misplaced answer is refused with)
ANSWERS: dict[str, tuple[tuple[str, ...], str]] = {
    "enemy": (("enemy",), "kings-castles.setup.enemies"),
    "household": (("draw",), "kings-castles.draw.household-first"),
    "draw": (("draw",), "kings-castles.draw.bag"),
    "crown": (("crown",), "kings-castles.crown.place"),
    "first": (("first",), "kings-castles.crown.first"),
    "rouen": (("rouen",), "kings-castles.turn.rouen"),
    "discard": (("discard",), "kings-castles.refill.discard"),
}
_ANSWERS = {name: Answer(kinds, rule) for name, (kinds, rule) in ANSWERS.items()}

KINDS: dict[str, Question] = {
    "enemy": Question(PENDING_KEYS["enemy"], asks="table", options=(("unit-type", "types"),),
                      fields=("region", "types", "left")),
    "draw": Question(PENDING_KEYS["draw"], fields=("player", "colour", "left", "why", "household")),
    "crown": Question(PENDING_KEYS["crown"], options=(("box", "boxes"),), fields=("player", "colour", "boxes")),
    "first": Question(PENDING_KEYS["first"], asks="table", options=(("player", "players"),),
                      fields=("players", "total")),
    "rouen": Question(PENDING_KEYS["rouen"], options=(("unit-type", "units"),), fields=("player", "colour", "types", "units")),
    "discard": Question(PENDING_KEYS["discard"], options=(("counter", "counters"),),
                        fields=("player", "colour", "counters", "left")),
}


def first_of_selection(state: State, player: str) -> bool:
    """Whether the player has placed no crown yet in the selection under way: a player of two sets may
    then begin with either (9.1)."""
    sel = state.selection
    return bool(sel) and all(state.owner(c) != player for c in sel["order"][:sel["at"]])


def pending(state: State) -> Pending | None:
    if state.pending is None:
        return None
    kind = state.pending["kind"]
    key = (DRAW_BAG_ONLY if kind == "draw" and not state.pending.get("household")
           else CROWN_ONE if kind == "crown" and len(state.pending["boxes"]) == 1
           else CROWN_EITHER if kind == "crown" and len(state.sets[state.pending["player"]]) == 2
           and first_of_selection(state, state.pending["player"]) else None)
    return turn.Pending.build(state.pending, KINDS, _ANSWERS, key=key)


def ask(state: State, kind: str, **data: Any) -> None:
    state.pending = turn.entry(KINDS, kind, **data)
