"""The turn contract between the core and every game: what the referee waits for (Pending), one apply
skeleton, and one settle mechanism (a queue of steps).

A game keeps what it waits for as plain data in its state (a dict that `show --json` prints and a save
holds); `Pending.build` reads it through the game's table of kinds (`Question`, data over code) into a
typed question: what is asked (a message key and its parameters), of whom (one player, several, or the
table for what chance turns up), which commands answer it, and the finite options the rules give.

`apply` is the one skeleton of a game's apply(state, action): copy the state; a set-up line (put/take);
the game-over check; an answer to the pending question, or a turn action when nothing is pending; then
`settle`. The rule for a set-up line while something is pending, the same in every game: the line is
accepted, the question is set aside, and settling asks again whatever the new position still asks
(the rule `<game>.put.pending`, cited in `why`). A table joining a game needs exactly that: it sets up
the position it has in front of it, whatever the referee was waiting for.

`run` is the one settle mechanism: steps ({"do": NAME, ...}) run from the head of a queue until one
needs the table's answer (it sets the state's `pending` and stays at the head) or the game is over.
A game supplies its steps' handlers; the queue is the game's (kept in its state, or built by the line).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from referee.core import Msg, Outcome, RuleViolation, step
from referee.registry import Action

# --- what the referee waits for ------------------------------------------------------------------------


class Choice(NamedTuple):
    """A finite set of values the rules allow for one argument of the answer (squares, monuments,
    castle spaces...): `arg` names the argument kind, `values` are in the order the rules give them."""

    arg: str
    values: tuple[Any, ...]


class Question(NamedTuple):
    """How a game's pending entry of one kind reads as a Pending (one row of the game's table; the
    commands that answer it come from the game's table of answers).

    `asks`: "player" (the entry's `player` answers), "players" (each player of the entry's `waiting`
    list answers, as in a vote), "table" (nobody in particular: a card or tile revealed, a printed
    fact). `options`: argument kind -> the entry's key holding the values it may take. `fields`: every
    key the entry may hold besides `kind` (its declared shape, which `entry` checks a question against).
    """

    key: str
    asks: str = "player"
    options: tuple[tuple[str, str], ...] = ()
    fields: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pending:
    """What the table owes the referee now."""

    kind: str  # the game's id for the question ("war", "vote", "reveal-law", "fact")
    key: str  # the message that asks it
    params: dict[str, Any] = field(default_factory=dict)
    asks: str = "player"  # "player", "players" (each of `of` answers) or "table"
    of: tuple[str, ...] = ()  # who answers: one player, several, or () for the table
    answers: tuple[str, ...] = ()  # the commands that answer it
    options: tuple[Choice, ...] = ()  # the finite choices the rules give, by argument kind
    # The entry as the state holds it (a copy): what the question carries besides its options, for the
    # handler that answers it (read with asked["name"] or asked.get("name")).
    data: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __getitem__(self, name: str) -> Any:
        return self.data[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.data.get(name, default)

    @property
    def player(self) -> str | None:
        """The one player asked, or None when several players or the table answer."""
        return self.of[0] if self.asks == "player" and self.of else None

    @property
    def msg(self) -> Msg:
        return Msg(self.key, self.params)

    def choice(self, arg: str) -> tuple[Any, ...] | None:
        """The values allowed for an argument kind, or None when the rules give no finite set."""
        return next((c.values for c in self.options if c.arg == arg), None)

    @staticmethod
    def build(entry: Mapping[str, Any], kinds: Mapping[str, Question], answers: Mapping[str, Answer],
              key: str | None = None, params: Mapping[str, Any] | None = None) -> Pending:
        """The typed question from a game's pending entry; `answers` is the game's table of answering
        commands; `key`/`params`: when the game words the question otherwise than its table says."""
        kind = kinds[entry["kind"]]
        if kind.asks == "player":
            of: tuple[str, ...] = (entry["player"],) if entry.get("player") else ()
        elif kind.asks == "players":
            of = tuple(entry.get("waiting", ()))
        else:
            of = ()
        options = tuple(Choice(arg, tuple(entry[name])) for arg, name in kind.options if name in entry)
        commands = tuple(name for name, answer in answers.items() if entry["kind"] in answer.kinds)
        return Pending(entry["kind"], key or kind.key, dict(params if params is not None else entry), kind.asks,
                       of, commands, options, _copy(entry))


def _copy(data: Any) -> Any:
    """A deep copy of plain data (a pending entry: dicts, lists, sets and tuples of numbers and words), as
    copy.deepcopy makes it at half the cost: every line of a save's replay reads the question."""
    if isinstance(data, dict):
        return {k: _copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copy(v) for v in data]
    if isinstance(data, (tuple, set)):
        return type(data)(map(_copy, data))
    return data


def entry(kinds: Mapping[str, Question], kind: str, **data: Any) -> dict[str, Any]:
    """A new pending entry of a kind, as the state stores it ({"kind": kind, **data}, in the order given),
    checked against the game's table: a kind it declares, holding only the keys its Question declares."""
    question = kinds[kind]
    unknown = [name for name in data if name not in question.fields]
    if unknown:
        raise ValueError(f"pending {kind!r}: undeclared keys {unknown}")
    return {"kind": kind, **data}


# --- settling: a queue of steps ---------------------------------------------------------------------------

Step = dict[str, Any]
LIMIT = 10_000  # steps in one settle: more is a bug, never the table's fault


def run(state: Any, out: Outcome, queue: list[Step], handlers: Mapping[str, Callable[[Any, Outcome, Step], None]],
        game: str = "") -> None:
    """Run steps from the head of `queue` while nothing is pending and the game goes on. A handler pops
    its step when done (queue.pop(0)), or sets `state.pending` and leaves it at the head so that it is
    asked again after the answer (or after a set-up line)."""
    for _n in range(LIMIT):
        if state.pending is not None or state.over or not queue:
            return
        task = queue[0]
        handlers[task["do"]](state, out, task)
    raise RuntimeError(f"{game}: the steps do not advance")


# --- the apply skeleton --------------------------------------------------------------------------------------


class Answer(NamedTuple):
    """A command that answers a pending question: the kinds it answers, and the rule a misplaced
    answer is refused with. (Its handler is in its registry entry and reaches apply in the Action.)"""

    kinds: tuple[str, ...]
    rule: str


class Turn(NamedTuple):
    """What a game hands the apply skeleton: its command tables and its rules of the turn."""

    game: str  # the rule ids below start with it
    setup: Collection[str]  # the set-up lines (put/take), by command name
    answers: Mapping[str, Answer]
    pending: Callable[[Any], Pending | None]  # the typed question of a state
    # settle(state, out, steps): the steps the line queues in front of the game's own, then run them.
    settle: Callable[[Any, Outcome, list[Step]], None]
    actions: Collection[str] = frozenset()  # the turn actions (taken when nothing is pending), by name
    after_action: Callable[[Any, str], None] | None = None  # what a turn action uses up (an action of two)
    after_line: Callable[[Any], list[Step]] = lambda state: []  # steps an action or an answer queues
    # Steps that ask again a question a set-up line set aside (a game whose question is still at the
    # head of its queue needs none).
    reask: Callable[[Any, Pending], list[Step]] = lambda state, pending: []

    def rule(self, name: str) -> str:
        return f"{self.game}.{name}"


def explanation(out: Outcome) -> list[Msg]:
    """What `why` shows after a line: its derivation, or, when it set off none of its own (a leader placed,
    an enemy drawn, a crown placed, a tile drawn), its events, each of which names the rule it rests on."""
    return list(out.why) or [m for m in out.events if m.rule]


def apply(turn: Turn, state: Any, action: Action) -> Outcome:
    """One accepted line on a copy of the state, or RuleViolation (the state is never changed). The
    command's handler (its registry entry's) does what the line says: handler(state, out, *args)."""
    name, args, handler = action.command, action.args, action.handler
    new = state.copy()
    out = Outcome(new)
    if name in turn.setup:
        asked = turn.pending(state)
        handler(new, out, *args)
        steps: list[Step] = []
        if asked is not None:
            new.pending = None
            out.why.append(step(turn.rule("put.pending"), kind=asked.kind, line=name))
            steps = [*turn.reask(new, asked), *turn.after_line(new)]
        turn.settle(new, out, steps)
        return out
    if state.over:
        raise RuleViolation(turn.rule("turn.game-over"))
    asked = turn.pending(state)
    if name in turn.answers:
        answer = turn.answers[name]
        if asked is None or asked.kind not in answer.kinds:
            if asked is not None:  # another question waits: it is answered first, as for any other line
                raise RuleViolation(turn.rule("turn.pending"), asked.key, **asked.params)
            raise RuleViolation(answer.rule, turn.rule("turn.pending.nothing"), command=name)
        handler(new, out, *args)
    elif asked is not None:
        raise RuleViolation(turn.rule("turn.pending"), asked.key, **asked.params)
    else:
        handler(new, out, *args)
        if turn.after_action is not None:
            turn.after_action(new, name)
    turn.settle(new, out, turn.after_line(new))
    return out
