"""The vocabulary shared by every engine: messages, rulings, outcomes.

Engines never produce text. They return an Outcome whose events and explanation are Msg
values (a gettext key plus parameters, and the rule id it rests on), or raise RuleViolation
naming the rule that forbids the action. The session renders both in the user's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple


@dataclass(frozen=True)
class Msg:
    """A message for the user: a gettext key, its parameters, and the rule it cites."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None


def msg(key: str, rule: str | None = None, /, **params: Any) -> Msg:
    return Msg(key, params, rule)


def step(rule: str, key: str | None = None, /, **params: Any) -> Msg:
    """One step of a derivation shown by `why`: the rule applied and what it gave.

    The key defaults to "<rule>.why", the catalog entry that explains this rule's arithmetic.
    """
    return Msg(key or f"{rule}.why", params, rule)


class RuleViolation(Exception):
    """An action the rules forbid. The state it was tried on is unchanged."""

    def __init__(self, rule: str, key: str | None = None, /, **params: Any):
        super().__init__(rule)
        self.rule = rule
        self.msg = Msg(key or rule, _quoted(params), rule)


class InputError(Exception):
    """A line that cannot be understood (unknown command, malformed argument, unreadable file).

    Carries a Msg whose key is a natural-language gettext message id. `exhaustive`: the message already
    names what may be typed instead, so no "did you mean" is added to it.
    """

    exhaustive = False

    def __init__(self, key: str, /, **params: Any):
        super().__init__(key)
        self.msg = Msg(key, _quoted(params))


class Refused(Exception):
    """A line of the language that the session cannot carry out now (`undo` with nothing to take back):
    refused as a well-formed line is (exit 1 in a script, not the 2 of unusable input), though no rule of
    a game forbids it, so it names none."""

    def __init__(self, key: str, /, **params: Any):
        super().__init__(key)
        self.msg = Msg(key, _quoted(params))


# The parameters of a refusal that quote what the user typed: never more than an excerpt of it.
QUOTED = frozenset({"token", "word", "words", "thing"})


def _quoted(params: dict[str, Any]) -> dict[str, Any]:
    if not QUOTED.intersection(params):
        return params
    return {k: excerpt(v) if k in QUOTED and isinstance(v, str) else v for k, v in params.items()}


@dataclass
class Outcome:
    """What an accepted action produced: the new state, what happened, and why."""

    state: Any
    events: list[Msg] = field(default_factory=list)
    why: list[Msg] = field(default_factory=list)
    # A line accepted for what it says, whose consequence the rules refuse: a printed fact that
    # completes a held line the fact turns out to forbid. The fact is kept; the session reports the
    # refusal with its rule (a script stops there).
    refused: Msg | None = None


class Reply(NamedTuple):
    """What a line produced, as the session returns it.

    status: ok | empty | rejected (a rule, or a line the session cannot carry out now: rule None) |
    error (input) | quit."""

    status: str
    text: str = ""
    rule: str | None = None
    data: Any = None
    notes: tuple[str, ...] = ()  # warnings within the text that even a quiet script prints (a load's)

    @property
    def is_json(self) -> bool:
        """`show --json`, `score --json`: the text is the data, printed as it is (never wrapped)."""
        return self.data is not None and self.text.startswith("{")


EXCERPT = 40  # characters of a value from a file or a line that a message may quote


def excerpt(value: Any, limit: int = EXCERPT) -> str:
    """A value as a message may quote it: at most `limit` characters (then "…"), with control
    characters and undecodable bytes (surrogate escapes) shown as escapes, never sent raw."""
    try:
        text = str(value)
    except ValueError:  # an integer too long to print
        text = "…"
    cut = text[:limit]
    if any(not c.isprintable() for c in cut):
        cut = "".join(c if c.isprintable() else c.encode("unicode_escape", "backslashreplace").decode("ascii")
                      for c in cut)
    return cut + "…" if len(text) > limit else cut
