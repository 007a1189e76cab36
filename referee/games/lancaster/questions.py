"""What Lancaster asks the table: the one table of its pending questions (their kinds, messages, declared
keys and options), the typed question of a state (`pending`), and the one way a step or a handler asks a
new one (`ask`). The engine, the settling steps (flow) and the answer handlers import it; it imports none
of them.
"""

from __future__ import annotations

from typing import Any

from referee import turn
from referee.games.lancaster.state import State
from referee.i18n import N_
from referee.turn import Answer, Pending, Question

# What the table owes the referee, as said in `show`, the toolbar and a rejection.
PENDING_KEYS = {
    "reveal-conflict": N_("lancaster.conflict.card.ask"),
    "reveal-law": N_("lancaster.law.deck.ask"),
    "extension": N_("lancaster.castle.extension.ask"),
    "place": N_("lancaster.place.order.ask"),
    "favour": N_("lancaster.favour.take.ask"),
    "upgrade": N_("lancaster.knight.upgrade.ask"),
    "noble": N_("lancaster.noble.unique.ask"),
    "vote": N_("lancaster.vote.ballot.ask"),
    "pay": N_("lancaster.law.pay.ask"),
    "county": N_("lancaster.county.choice.ask"),
    "dorset": N_("lancaster.county.dorset.ask"),
    "surrey": N_("lancaster.county.surrey.ask"),
    "castle": N_("lancaster.castle.reward.ask"),
    "ransom": N_("lancaster.conflict.prisoners.ask"),
    "fact": N_("lancaster.facts.table.ask"),
}
# A fact that is not a number in a range (a choice, a text) is asked in other words.
FACT_VALUE_KEY = N_("lancaster.facts.table.ask-value")
# A county whose stack of nobles is empty offers only its reward (lancaster.county.choice).
COUNTY_REWARD_KEY = N_("lancaster.county.choice.ask-reward")
# The parts of a held line's question that are for the engine, not for the message.
_HELD = ("kind", "command", "args", "previous", "rule")

# Answers: command -> the pending kind it answers. (Each command's handler is in its registry entry,
# referee/games/lancaster/game.py, and reaches apply in the Action.)
ANSWERS: dict[str, str] = {
    "knight": "place",
    "favour": "favour",
    "noble": "noble",
    "upgrade": "upgrade",
    "extension": "extension",
    "vote": "vote",
    "pay": "pay",
    "choose": "county",
    "move": "dorset",
    "start": "surrey",
    "castle": "castle",
    "ransom": "ransom",
    "reveal conflict": "reveal-conflict",
    "reveal law": "reveal-law",
}


def pending_params(pending: dict) -> dict:
    if pending["kind"] == "fact":
        return {k: v for k, v in pending.items() if k not in _HELD}
    return {k: v for k, v in pending.items() if k not in ("kind",)}


def pending_key(pending: dict) -> str:
    """The message that says what the table owes."""
    if pending["kind"] == "fact" and "lo" not in pending:
        return FACT_VALUE_KEY
    if pending["kind"] == "county" and pending.get("nobles") == 0:
        return COUNTY_REWARD_KEY
    return PENDING_KEYS[pending["kind"]]


# A held line's question (engine._question): the fact, its range or its hint, and the line it holds.
_FACT = ("fact", "what", "line", "lo", "hi", "hint", "rule", "command", "args", "previous")

# What each pending kind asks, of whom, its keys and the finite choices it offers (see referee.turn.Pending).
KINDS: dict[str, Question] = {
    "reveal-conflict": Question(PENDING_KEYS["reveal-conflict"], asks="table", fields=("slot", "deck")),
    "reveal-law": Question(PENDING_KEYS["reveal-law"], asks="table", fields=("index", "deck")),
    "extension": Question(PENDING_KEYS["extension"], options=(("space", "spaces"),),
                          fields=("player", "source", "spaces")),
    "place": Question(PENDING_KEYS["place"], options=(("strength", "court"),), fields=("player", "court")),
    "favour": Question(PENDING_KEYS["favour"], options=(("favour", "favours"),), fields=("player", "favours")),
    "upgrade": Question(PENDING_KEYS["upgrade"], options=(("upgrade", "options"),),
                        fields=("player", "mode", "source", "options")),
    "noble": Question(PENDING_KEYS["noble"], options=(("county", "counties"),),
                      fields=("player", "source", "counties")),
    "vote": Question(PENDING_KEYS["vote"], asks="players", fields=("index", "law", "waiting")),
    "pay": Question(PENDING_KEYS["pay"], fields=("player", "law", "max")),
    "county": Question(PENDING_KEYS["county"], fields=("player", "county", "nobles")),
    "dorset": Question(PENDING_KEYS["dorset"], options=(("slot", "slots"),), fields=("player", "county", "slots")),
    "surrey": Question(PENDING_KEYS["surrey"], fields=("player", "start")),
    "castle": Question(PENDING_KEYS["castle"], options=(("space", "spaces"),), fields=("player", "spaces")),
    "ransom": Question(PENDING_KEYS["ransom"], fields=("player", "slot", "knights", "rate", "coins")),
    "fact": Question(PENDING_KEYS["fact"], asks="table", fields=_FACT),
}


# A misplaced answer is refused naming what the table owes.
_ANSWERS = {name: Answer((kind,), "lancaster.turn.pending") for name, kind in ANSWERS.items()}
# `fact KEY VALUE` answers a held line's question too (apply takes it before the skeleton).
_ANSWERS_FACT = {**_ANSWERS, "fact": Answer(("fact",), "lancaster.facts.table")}


def pending(state: State) -> Pending | None:
    """What the table owes the referee now, typed."""
    if state.pending is None:
        return None
    return Pending.build(state.pending, KINDS, _ANSWERS_FACT, key=pending_key(state.pending),
                         params=pending_params(state.pending))


def ask(state: State, kind: str, **data: Any) -> None:
    """Ask the table a new question of a kind (its keys as KINDS declares them)."""
    state.pending = turn.entry(KINDS, kind, **data)
