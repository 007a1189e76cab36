"""Lancaster as a pure function: apply(state, action) -> Outcome, or RuleViolation.

The state passed in is never changed: handlers work on a copy, and a rejected action leaves
nothing behind. Every line answers what the referee is waiting for (state.pending), sets up a
position (put/take), or supplies a printed fact (fact KEY VALUE).
"""

from __future__ import annotations

from collections.abc import Callable

from referee import facts as facts_mod
from referee.core import Outcome, RuleViolation, msg
from referee.games.lancaster import answers, conflicts, flow, parliament, placement, printed, rewards
from referee.games.lancaster.positions import SETUP
from referee.games.lancaster.state import State
from referee.i18n import N_
from referee.registry import Action

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
}

# Answers: command -> (the pending kind it answers, handler).
ANSWERS: dict[str, tuple[str, Callable]] = {
    "knight": ("place", placement.place),
    "favour": ("favour", placement.favour),
    "noble": ("noble", answers.noble),
    "upgrade": ("upgrade", answers.upgrade),
    "extension": ("extension", answers.extension),
    "vote": ("vote", parliament.vote),
    "pay": ("pay", parliament.pay),
    "choose": ("county", rewards.choose),
    "move": ("dorset", rewards.move),
    "start": ("surrey", rewards.new_start),
    "castle": ("castle", rewards.take_castle),
    "ransom": ("ransom", conflicts.ransom),
    "reveal conflict": ("reveal-conflict", conflicts.reveal),
    "reveal law": ("reveal-law", parliament.reveal_law),
}


def pending_params(pending: dict) -> dict:
    return {k: v for k, v in pending.items() if k not in ("kind",)}


def apply(state: State, action: Action) -> Outcome:
    name = action.command
    new = state.copy()
    out = Outcome(new)
    if name == "fact":
        set_fact(new, out, *action.args)
        return out
    if name in SETUP:
        SETUP[name](new, out, *action.args)
        new.pending = None
        flow.settle(new, out)
        return out
    if state.over:
        raise RuleViolation("lancaster.turn.game-over")
    kind, handler = ANSWERS[name]
    pending = state.pending
    if pending is None:
        raise RuleViolation("lancaster.turn.pending", "lancaster.turn.pending.nothing", command=name)
    if pending["kind"] != kind:
        raise RuleViolation("lancaster.turn.pending", PENDING_KEYS[pending["kind"]], **pending_params(pending))
    handler(new, out, *action.args)
    flow.settle(new, out)
    return out


def set_fact(state: State, out: Outcome, key: str, text: str) -> None:
    """A printed value typed in at the table for this game (validated; provenance `table`)."""
    fact = printed.fact(state, key)
    value = facts_mod.parse(fact, text)
    state.table_facts[key] = value
    out.events.append(msg("lancaster.facts.table.set", "lancaster.facts.table", fact=key,
                          value=facts_mod.format_value(value)))
    if state.pending is None and state.queue and not state.over:
        flow.settle(state, out)


def start(state: State) -> Outcome:
    """Settle a new game up to its first question."""
    out = Outcome(state)
    flow.settle(state, out)
    return out
