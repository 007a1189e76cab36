"""What Carolingi asks the table: the one table of its pending questions (kinds, messages, declared keys),
the typed question of a state (`pending`), and the one way a step or a handler asks (`ask`, `done`).
"""

from __future__ import annotations

from typing import Any

from referee import turn
from referee.games.carolingi.state import State
from referee.i18n import N_
from referee.turn import Answer, Pending, Question

PENDING_KEYS = {
    "draw": N_("carolingi.season.draw.ask"),
    "card": N_("carolingi.event.card.ask"),
    "act": N_("carolingi.action.optional.ask"),
    "trophy": N_("carolingi.battle.trophy.ask"),
    "hunger": N_("carolingi.hunger.choice.ask"),
    "extra": N_("carolingi.peace.extra.ask"),
    "reveal": N_("carolingi.peace.reveal.ask"),
    "peace-draw": N_("carolingi.peace.draw-off.ask"),
}

# What each kind asks, of whom, and its keys (see referee.turn.Question).
KINDS: dict[str, Question] = {
    "draw": Question(PENDING_KEYS["draw"], asks="table", fields=("year", "season", "left", "events")),
    "card": Question(PENDING_KEYS["card"], asks="table", fields=("archive", "hunger")),
    "act": Question(PENDING_KEYS["act"], fields=("player", "tile", "extra")),
    "trophy": Question(PENDING_KEYS["trophy"], fields=("player", "countries")),
    "hunger": Question(PENDING_KEYS["hunger"], options=(("player", "represented"),),
                       fields=("player", "country", "excess", "capacity", "represented")),
    "extra": Question(PENDING_KEYS["extra"], fields=("player",)),
    "reveal": Question(PENDING_KEYS["reveal"], asks="table", fields=("player", "known")),
    "peace-draw": Question(PENDING_KEYS["peace-draw"], asks="table", fields=("players",)),
}

ACTION_COMMANDS = ("influence home", "influence cards", "influence board", "develop activate", "develop", "levy",
                   "move", "battle", "pacify", "pass")

ANSWERS: dict[str, tuple[str, ...]] = {
    "draw": ("draw", "peace-draw"),
    "swap": ("draw",),
    "card": ("card",),
    **{name: ("act",) for name in ACTION_COMMANDS},
    "trophy": ("trophy",),
    "remove": ("hunger",),
    "extra": ("extra",),
    "reveal": ("reveal",),
}
_ANSWERS = {name: Answer(kinds, "carolingi.turn.pending") for name, kinds in ANSWERS.items()}


# The lines that carry out each tile's action, named in its question.
HINTS = {
    "influence": "influence home N | influence cards COUNTRY [N]... | influence board COUNTRY...",
    "develop": "develop activate | develop COUNTRY [N]...",
    "levy": "levy LEUDES>MISSI [NOBILES>MISSI] [NOBILES>LEUDES]",
    "move": "move FROM TO [N]...",
    "battle": "battle COUNTRY...",
    "pacify": "pacify COUNTRY [N]",
}


# The levy's question says how much there is to spend (5.3), worked out as the levy line will
LEVY_ASK = N_("carolingi.levy.amount.ask")


# The card question names only the cards still in the Archivum (4): no hunger card left, no `card hunger`.
CARD_ASK = {(True, False): N_("carolingi.event.card.ask-country"), (False, True): N_("carolingi.event.card.ask-hunger")}


def pending(state: State) -> Pending | None:
    if state.pending is None:
        return None
    entry = state.pending
    if entry["kind"] == "card":
        key = CARD_ASK.get((entry["archive"] > 0, entry["hunger"] > 0))
        return Pending.build(entry, KINDS, _ANSWERS, key=key, params=entry)
    if entry["kind"] != "act":
        return Pending.build(entry, KINDS, _ANSWERS)
    params = {**entry, "hint": HINTS.get(entry.get("tile", ""), "")}
    if entry.get("tile") == "levy":
        from referee.games.carolingi.actions import levy_amount

        params["amount"] = levy_amount(state, entry["player"])
        return Pending.build(entry, KINDS, _ANSWERS, key=LEVY_ASK, params=params)
    return Pending.build(entry, KINDS, _ANSWERS, params=params)


def ask(state: State, kind: str, **data: Any) -> None:
    state.pending = turn.entry(KINDS, kind, **data)


def done(state: State) -> None:
    """The question at the head of the queue is answered: its step is over."""
    state.pending = None
    if state.queue:
        state.queue.pop(0)
