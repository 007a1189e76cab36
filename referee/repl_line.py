"""What the line typed so far says: its words, the command they begin, and whether the game would take it.

Shared by the completer and the lexer. A game action is tried with the game's pure `apply` on the
current state, never through the session, so nothing typed changes the game before Enter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from referee.core import InputError, RuleViolation
from referee.kinds import Ctx
from referee.registry import MAX_LINE, Action, Arg, Command, Registry, fold, normalise, parse_args

LAST_WORD = re.compile(r"\S*$")  # \S excludes the ideographic space too


@dataclass(frozen=True)
class Typed:
    """The line up to the cursor: the words before the cursor's word, and that word (both NFKC)."""

    before: tuple[str, ...]
    word: str
    raw_len: int  # characters of the cursor's word in the document: what a completion replaces
    command: Command | None = None  # the command the words before name, and the words after its keywords
    rest: tuple[str, ...] = ()


def typed(text_before_cursor: str, registry: Registry) -> Typed | None:
    """None when the line cannot be split (an open quote, or longer than the session reads). The words
    before the cursor's are split and matched once, by the registry (Registry.parse)."""
    if len(text_before_cursor) > MAX_LINE:  # LAST_WORD's search is quadratic in a long word
        return None
    found = LAST_WORD.search(text_before_cursor)
    raw = found.group(0)
    try:
        before = registry.parse(text_before_cursor[: found.start()])
    except InputError:
        return None
    return Typed(before.tokens, normalise(raw), len(raw), before.command, before.rest)


def starts(words: tuple[str, ...], prefix: tuple[str, ...]) -> bool:
    """Do the keywords begin with these typed words (after NFKC and case folding)?"""
    return len(words) >= len(prefix) and all(fold(a) == fold(b) for a, b in zip(words, prefix))


def command_of(registry: Registry, words: tuple[str, ...]) -> tuple[Command, list[str]] | None:
    """The command whose keywords the typed words complete, and the argument words after them."""
    return registry.match(list(words)) if words else None


def args_at(args: tuple[Arg, ...], n: int) -> list[Arg]:
    """The arguments that the n-th word after the keywords (from 0) may be."""

    def closure(states: set[tuple[int, bool]]) -> set[tuple[int, bool]]:
        out = set(states)
        todo = list(states)
        while todo:
            i, used = todo.pop()
            if i < len(args) and (args[i].optional or (args[i].repeat and used)):
                nxt = (i + 1, False)
                if nxt not in out:
                    out.add(nxt)
                    todo.append(nxt)
        return out

    states = closure({(0, False)})
    for _step in range(n):
        moved = set()
        for i, _used in states:
            if i < len(args):
                arg = args[i]
                moved.add((i, True) if arg.repeat or arg.kind.takes_rest else (i + 1, False))
        states = closure(moved)
    return [args[i] for i in sorted({i for i, _used in states if i < len(args)})]


@dataclass(frozen=True)
class Verdict:
    """ok: the game accepts the action; rejected: a rule forbids it; incomplete: it cannot be read yet."""

    status: str
    violation: RuleViolation | None = None


INCOMPLETE = Verdict("incomplete")


def try_action(session, cmd: Command, tokens: list[str], state=None) -> Verdict:
    """Try a game action with these argument words on the current state (or on `state`, a view of it),
    without touching the session."""
    game, state = session.game, session.state if state is None else state
    if game is None or cmd.scope != "game":
        return INCOMPLETE
    try:
        args = parse_args(cmd, tokens, Ctx(game, state))
        game.apply(state, Action(cmd.name, args, cmd.handler))
    except RuleViolation as exc:
        return Verdict("rejected", exc)
    except Exception:  # noqa: BLE001 - unreadable words, or an engine bug: the prompt must go on either way
        return INCOMPLETE
    return Verdict("ok")


def verdict(session, text: str) -> Verdict:
    """Would the whole line be accepted? Only game actions are tried; session commands are never run."""
    try:
        parsed = session.registry().parse(text)  # the same parsed line the session runs on Enter
    except InputError:
        return INCOMPLETE
    if parsed.command is None:
        return INCOMPLETE
    return try_action(session, parsed.command, list(parsed.rest))
