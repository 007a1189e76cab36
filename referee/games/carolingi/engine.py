"""Carolingi as a pure function: apply(state, action) -> Outcome, or RuleViolation.

Every line answers what the referee waits for (a tile out of the bag, an Archivum card, a player's
choice), sets up a position (put/take), or corrects a printed fact of the map (fact KEY VALUE).
"""

from __future__ import annotations

from referee import facts as facts_mod
from referee import turn
from referee.core import Outcome, RuleViolation, msg
from referee.games.carolingi import flow, scoring
from referee.games.carolingi.positions import SETUP
from referee.games.carolingi.questions import _ANSWERS, pending  # noqa: F401
from referee.games.carolingi.state import State
from referee.i18n import N_
from referee.registry import Action
from referee.turn import Turn

SKELETON_KEYS = (N_("carolingi.turn.game-over"), N_("carolingi.turn.pending.nothing"), N_("carolingi.put.pending.why"))

TURN = Turn(game="carolingi", setup=SETUP, answers=_ANSWERS, pending=pending, settle=flow.settle)


def apply(state: State, action: Action) -> Outcome:
    out = _fact(state, *action.args) if action.command == "fact" else turn.apply(TURN, state, action)
    if state.over and out.state.over:  # a set-up line or a fact corrected the final position
        scoring.recount(out.state, out)
    return out


def _fact(state: State, key: str, text: str) -> Outcome:
    """`fact KEY VALUE`: the table corrects a fact of the map for this game (provenance `table`)."""
    new = state.copy()
    fact = state.facts.get(key) or facts_mod.shipped("carolingi")[key]
    from referee.games.carolingi.game import GAME

    new.table_facts[key] = GAME.read_fact(fact, text)
    b = new.board
    stranded = [c for c in (*new.followers, *new.rebels, *new.development) if c not in b.countries]
    stranded += [c for region, cards in new.slots.items() for c in cards if b.region_of.get(c) != region]
    if stranded:
        raise RuleViolation("carolingi.facts.table", "carolingi.facts.table.stranded", fact=key,
                            countries=sorted(set(stranded)))
    for region in b.regions:
        new.slots.setdefault(region, [])
    placed = {c for cards in new.slots.values() for c in cards} | set(new.discard) | set(new.homeland.values())
    new.archive = sorted({c for c in new.archive if c in b.countries}
                         | {c for c in b.countries if c not in placed and c not in b.start_cards})
    new.discard = [c for c in new.discard if c in b.countries]
    out = Outcome(new)
    out.events.append(msg("carolingi.facts.table.set", "carolingi.facts.table", fact=key,
                          value=facts_mod.format_value(new.table_facts[key])))
    out.events += facts_mod.overriding(fact, new.table_facts[key], "carolingi.facts.table")
    return out


def place(word: str) -> str | None:
    """A country or region in any of its names (a fact's value), as its id."""
    from referee.games.carolingi.game import GAME, COUNTRY_KIND
    from referee.kinds import Ctx

    term = GAME.glossary.lookup(word, "region", "word")
    return term.id if term is not None else COUNTRY_KIND.lookup(word, Ctx(GAME, None))


def start(state: State) -> Outcome:
    out = Outcome(state)
    flow.settle(state, out)
    return out
