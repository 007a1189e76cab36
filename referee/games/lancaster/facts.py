"""What the engine knows of the printed components: the game's facts, as the save holds them, with
the values typed in at the table during this game laid over them.

A rule that needs a fact nobody knows raises NeedFact: the engine holds the line and asks the table
for the fact (see engine.py); a ruling that rests on an inferred or provisional value says so, once
per line, with the command that corrects it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Any

from referee import facts as facts_mod
from referee.core import Outcome, RuleViolation, msg
from referee.games.lancaster import legend
from referee.games.lancaster.state import State
from referee.i18n import N_

GAME = "lancaster"


@cache
def shipped() -> dict[str, facts_mod.Fact]:
    return facts_mod.shipped(GAME)


class NeedFact(RuleViolation):
    """A rule needs a printed fact nobody has given. The engine turns it into a question and holds the
    line; where nothing can hold it (a new game), it is an ordinary refusal naming the command."""

    def __init__(self, rule: str, f: facts_mod.Fact):
        super().__init__(rule, N_("lancaster.facts.table.unknown"), fact=f.key, hint=hint(f))
        self.key = f.key


def fact(state: State, key: str) -> facts_mod.Fact:
    base = state.facts.get(key) or shipped()[key]
    if key in state.table_facts:
        return replace(base, value=state.table_facts[key], provenance="table")
    return base


def need(state: State, out: Outcome | None, key: str, rule: str) -> Any:
    """The value of a fact the rule needs; refuses the line if it is unknown; notes an uncertain one."""
    f = fact(state, key)
    if f.value is None:
        raise NeedFact(rule, f)
    if f.uncertain and out is not None:
        note = msg("lancaster.facts.table.uncertain", "lancaster.facts.table", fact=key,
                   value=facts_mod.format_value(f.value), provenance=f.provenance, hint=hint(f))
        if note not in out.events:
            out.events.append(note)
            out.why.append(note)
    return f.value


def whatever(state: State, key: str, test: Callable[[Any], bool]) -> bool | None:
    """The verdict of `test` on a fact nobody has given, when every value of the range the table would
    be asked for gives the same one (the table need not be asked); None when the fact is known or the
    verdict depends on its value."""
    f = fact(state, key)
    if f.value is not None or f.type != "int" or f.lo is None or f.hi is None:
        return None
    verdicts = {bool(test(v)) for v in range(f.lo, f.hi + 1)}
    return verdicts.pop() if len(verdicts) == 1 else None


def peek(state: State, key: str) -> Any:
    """A fact's value without notes (None when unknown): for views and candidates."""
    return fact(state, key).value


def hint(f: facts_mod.Fact) -> str:
    """The `fact` line that supplies a fact, with the values it takes."""
    if f.type == "enum":
        example = "|".join(f.choices)
    elif f.type == "int":
        example = f"{f.lo}-{f.hi}" if f.lo is not None else "N"
    elif f.type == "ints":
        example = "-".join(["N"] * (f.length or 2))
    elif f.type == "bool":
        example = "true|false"
    else:
        example = '"..."'
    return f"fact {f.key} {example}"


def effect(state: State, out: Outcome | None, key: str, rule: str) -> legend.Effect:
    return legend.parse(need(state, out, key, rule))


def law_text(state: State, law: str) -> str | None:
    if law in state.law_texts:
        return state.law_texts[law]
    key = f"law.{law}"
    if key in shipped() or key in state.table_facts:
        return fact(state, key).value
    return None


def law_effect(state: State, out: Outcome | None, law: str, rule: str) -> legend.Effect:
    if law in state.law_texts:
        return legend.parse(state.law_texts[law])
    return effect(state, out, f"law.{law}", rule)


def catalog_laws() -> list[str]:
    return [k.split(".", 1)[1] for k in shipped() if k.startswith("law.") and k.count(".") == 1]


def counts(state: State) -> int:
    return len(state.players)
