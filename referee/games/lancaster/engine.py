"""Lancaster as a pure function: apply(state, action) -> Outcome, or RuleViolation.

The state passed in is never changed: handlers work on a copy, and a rejected action leaves
nothing behind. Every line answers what the referee is waiting for (state.pending), sets up a
position (put/take), or supplies a printed fact (fact KEY VALUE).

A line that needs a printed fact nobody has given (facts.NeedFact) is held, not refused: it is
accepted with the outcome "waiting for fact KEY", and the state's pending question (kind "fact")
records the fact, its range, the held action and the question it answered. `fact KEY VALUE` then
records the fact and applies the held action to the state as it was, so that its events are the
reply to the `fact` line; another missing fact is asked the same way. The log stays a plain list
of lines that replays to the same state. A line that every value of the fact would refuse is
refused at once: the extreme values of the range (every choice of a short list) are tried first.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from referee import facts as facts_mod
from referee import turn
from referee.core import Msg, Outcome, RuleViolation, msg
from referee.games.lancaster import facts, flow, placement, questions, scoring
from referee.games.lancaster.positions import SETUP
from referee.games.lancaster.questions import (  # noqa: F401
    _ANSWERS, _ANSWERS_FACT, _HELD, ANSWERS, FACT_VALUE_KEY, KINDS, PENDING_KEYS, pending, pending_key, pending_params)
from referee.games.lancaster.state import State
from referee.i18n import N_
from referee.registry import Action
from referee.turn import Pending, Turn


def apply(state: State, action: Action) -> Outcome:
    if action.command == "fact":
        return _fact(state, *action.args)
    try:
        out = _apply(state, action)
    except facts.NeedFact as need:
        return _hold(state, action, need)
    held = pending(state)
    if held is not None and held.kind == "fact" and action.command in SETUP:  # never dropped unsaid
        out.events.insert(0, msg("lancaster.put.pending.dropped", "lancaster.put.pending",
                                 line=held["line"], fact=held["fact"]))
    if action.command in SETUP:  # a position corrected after the end: the final scoring follows it
        scoring.redo(out.state, out)
    return out


# What the core's turn skeleton (referee.turn.apply) says for this game, by the keys it derives from
# the game's id: the game is over, nothing waits for this answer, a set-up line set a question aside.
SKELETON_KEYS = (N_("lancaster.turn.game-over"), N_("lancaster.turn.pending.nothing"), N_("lancaster.put.pending.why"))

TURN = Turn(game="lancaster", setup=SETUP, answers=_ANSWERS, pending=pending, settle=flow.settle)


def _apply(state: State, action: Action) -> Outcome:
    return turn.apply(TURN, state, action)


# --- printed facts, and the lines that wait for them -------------------------------------------------

def _fact(state: State, key: str, text: str) -> Outcome:
    """`fact KEY VALUE`: a printed value typed in at the table for this game (validated; provenance
    `table`); then the held line, if one waits for a fact, is applied again."""
    new = state.copy()
    out = Outcome(new)
    gone = facts_mod.obsolete(facts.GAME)
    if key in gone:  # a line of an older save: the question is settled by a rule now
        out.events.append(msg("lancaster.facts.table.obsolete", "lancaster.facts.table", fact=key, rule=gone[key]))
        return out
    set_fact(new, out, key, text)
    _keeps_payments(new, key)
    placement.below_minimum(new, out, key)
    held = pending(new)
    if held is None or held.kind != "fact":
        _ask_again(new, out)
        scoring.redo(new, out, key)
        return out
    base = new.copy()
    base.pending = copy.deepcopy(held.get("previous")) or None
    try:
        done = apply(base, _held_action(held))
    except RuleViolation as exc:
        out.state = base
        out.refused = exc.msg
        out.events.append(msg("lancaster.facts.table.held-refused", "lancaster.facts.table", line=held["line"],
                              fact=key, value=facts_mod.format_value(new.table_facts[key])))
        _ask_again(base, out)
        return out
    done.events[:0] = out.events
    done.why[:0] = out.why
    return done


def _keeps_payments(state: State, key: str) -> None:
    """A law's text that the players are being asked to pay for (ask-pay steps: the question, and the
    players after) may be corrected to another payment, and the question is asked again from it; it
    may not lose its payment, since the players before have paid by the old text (lancaster.law.pay):
    the table answers, or takes the lines back to before the law and types the fact then."""
    if not key.startswith("law.") or key.count(".") != 1:
        return
    law = key.split(".", 1)[1]
    if law in state.law_texts:  # a card typed in at the table: its text is not this fact
        return
    waiting = [t for t in state.queue if t.get("do") == "ask-pay" and t.get("law") == law]
    if waiting and facts.law_effect(state, None, law, "lancaster.law.pay").condition[0] != "pay":
        raise RuleViolation("lancaster.law.pay", "lancaster.law.pay.fact", law=law, fact=key,
                            player=waiting[0]["player"])


def _ask_again(state: State, out: Outcome) -> None:
    """A printed value can change the question the table was asked, as a set-up line can: a county's
    minimum can leave the player asked to place with no legal space, who is then passed over
    (lancaster.place.stuck). The question is asked again from the game's queue."""
    if state.queue and not state.over:
        state.pending = None
        flow.settle(state, out)


def _held_action(held: Pending) -> Action:
    """The held line again, as an Action with its command's handler (from the command table)."""
    from referee.games.lancaster.game import COMMANDS

    cmd = next(c for c in COMMANDS if c.name == held["command"])
    return Action(cmd.name, _decode(held["args"]), cmd.handler)


def set_fact(state: State, out: Outcome, key: str, text: str) -> None:
    from referee.games.lancaster.game import GAME

    fact = facts.fact(state, key)
    value = GAME.read_fact(fact, text)
    state.table_facts[key] = value
    out.events.append(msg("lancaster.facts.table.set", "lancaster.facts.table", fact=key,
                          value=facts_mod.format_value(value)))
    out.events += facts_mod.overriding(fact, value, "lancaster.facts.table")


def _hold(state: State, action: Action, need: facts.NeedFact) -> Outcome:
    """The line waits for a fact: accepted with a question, unless no value of the fact could let it pass."""
    possible, refusals = _verdicts(state, action, 0)
    if not possible:
        # Say what forbids the line whatever the fact is, rather than what one trial value forbids.
        raise next((e for e in refusals if e.rule != need.rule and not isinstance(e, facts.NeedFact)),
                   refusals[0])
    new = state.copy()
    asked = pending(state)
    previous = asked.data if asked is not None else None
    if asked is not None and asked.kind == "fact":
        previous = asked.get("previous")  # a put/take while a line was held: it clears that question
    questions.ask(new, "fact", **_question(state, action, need, previous))
    held = pending(new)
    said = Msg(held.key, held.params, "lancaster.facts.table")
    return Outcome(new, events=[said], why=[said])


_DEPTH = 3  # unknown facts tried together at most (2 values each: 8 trials); more: ask


def _verdicts(state: State, action: Action, depth: int) -> tuple[bool, list[RuleViolation]]:
    """Whether some values of the unknown facts let the action pass, else the refusals met."""
    try:
        _apply(state, action)
        return True, []
    except facts.NeedFact as need:
        values = _trial_values(facts.fact(state, need.key))
        if not values or depth >= _DEPTH:
            return True, []
        refusals: list[RuleViolation] = []
        for value in values:
            trial = state.copy()
            trial.table_facts[need.key] = value
            possible, found = _verdicts(trial, action, depth + 1)
            if possible:
                return True, []
            refusals += found
        return False, refusals
    except RuleViolation as exc:
        return False, [exc]


def _trial_values(fact: facts_mod.Fact) -> list[Any] | None:
    """The values worth trying: the ends of a range (a rule compares with them), every choice of a list."""
    if fact.type == "int" and fact.lo is not None and fact.hi is not None:
        return sorted({fact.lo, fact.hi})
    if fact.type == "ints" and fact.lo is not None and fact.hi is not None and fact.length:
        return [[fact.lo] * fact.length, [fact.hi] * fact.length]
    if fact.type == "bool":
        return [False, True]
    if fact.type == "enum" and fact.choices:
        return list(fact.choices)
    return None


def _question(state: State, action: Action, need: facts.NeedFact, previous: Mapping[str, Any] | None) -> dict:
    """What a held line's question holds (its kind aside), in the order the state stores it."""
    fact = facts.fact(state, need.key)
    data: dict[str, Any] = {"fact": fact.key, "what": fact.key, "line": _line(action)}
    if fact.type == "int" and fact.lo is not None and fact.hi is not None:
        data.update(lo=fact.lo, hi=fact.hi, hint=f"fact {fact.key} N")
    elif fact.type == "bool":
        data["hint"] = f"fact {fact.key} true|false"
    elif fact.choices and fact.type == "enum":
        data["hint"] = f"fact {fact.key} {'|'.join(fact.choices)}"
    else:
        data["hint"] = facts.hint(fact)
    data.update(rule=need.rule, command=action.command, args=_encode(action.args))
    if previous is not None:
        data["previous"] = {k: v for k, v in previous.items() if v is not None}
    return data


def _encode(args: tuple) -> list[list[Any]]:
    """Argument values as TOML can hold them: [value] each, [] for an optional one left out."""
    return [[] if a is None else [list(a) if isinstance(a, tuple) else a] for a in args]


def _decode(args: list[list[Any]]) -> tuple:
    return tuple(a[0] if a else None for a in args)


def _line(action: Action) -> str:
    """The held line as words, for the question (the session keeps the canonical line in the log)."""
    words = [action.command]
    for a in action.args:
        if a is None or a == "":
            continue
        if isinstance(a, tuple):
            words += [str(v) for v in a]
        elif isinstance(a, list):
            words.append("-".join(str(v) for v in a))
        else:
            words.append(str(a))
    return " ".join(words)


def start(state: State) -> Outcome:
    """Settle a new game up to its first question."""
    out = Outcome(state)
    flow.settle(state, out)
    return out
