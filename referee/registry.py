"""The one table of commands: it drives parsing, `help`, REPL completion, the man page and the grammar tests.

A command is a sequence of keywords ("put", "leader") followed by typed arguments, and the handler
that applies it. Each argument has a kind (referee/kinds.py) that reads, writes and offers its words:
kinds every game shares (a number, a player, text, ...) live in the core, the others ("square",
"county", ...) in the game's package.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field, replace
from itertools import product
from typing import Any, NamedTuple

from referee.core import InputError, excerpt
from referee.i18n import N_, _
from referee.kinds import Ctx, Kind, resolve
from referee.words import MAX_LINE, check_length, fold, normalise  # noqa: F401 - also the registry's words

@dataclass(frozen=True)
class Arg:
    """One argument: the name shown in usage, its kind, and how often it may appear."""

    name: str
    kind: Kind  # a kind object, or the name of a core kind ("int", "player", "word", "file", "text", "flag")
    optional: bool = False
    repeat: bool = False  # one or more (zero or more when optional)
    lo: int | None = None  # bounds of an "int"
    hi: int | None = None
    # The rule the bounds come from: a number beyond them is a rules rejection naming it (exit 1).
    # Without one the bounds are the referee's own limits, and a number beyond them is unusable input.
    rule: str | None = None
    cap: int | None = None  # the referee's own upper limit of a count the rule bounds only from below

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", resolve(self.kind, self.lo, self.hi, self.rule, self.cap))

    def usage(self) -> str:
        text = self.name + ("..." if self.repeat else "")
        return f"[{text}]" if self.optional else text


@dataclass(frozen=True)
class Command:
    """A command line's shape: keywords, arguments, a help message id and where it applies.

    scope: "session" commands work in the REPL and in scripts whatever the game; "game"
    commands are actions of one game and are written to the save's action log.
    """

    words: tuple[str, ...]
    args: tuple[Arg, ...] = ()
    help: str = ""
    scope: str = "game"
    aliases: tuple[tuple[str, ...], ...] = ()
    details: str = ""  # a longer message id shown by `help COMMAND` only (formats, examples)
    # Its numbers are what the rules keep hidden (victory points, coins, money): `history` shows them
    # as ? on the shared screen while the game's private figures are hidden (GameSpec.hides).
    # "ballot": every word after the first argument (a secret vote: vote Ben ? ?).
    private: bool | str = False
    # What applies the command to a copy of the state: handler(state, outcome, *args). The game's engine
    # says when it may be applied (which pending question it answers); session commands have none.
    handler: Any = field(default=None, compare=False)
    # What the words read one by one must form together (Carolingi's FROM TO [N] groups): shape(values)
    # gives None, or the message id (with {usage}) of a line that is not one of the language (exit 2).
    shape: Any = field(default=None, compare=False)

    @property
    def name(self) -> str:
        return " ".join(self.words)

    def usage(self) -> str:
        return " ".join([self.name, *(a.usage() for a in self.args)])


class Action(NamedTuple):
    """A parsed line: the command's name, its argument values in order, and its command's handler."""

    command: str
    args: tuple[Any, ...] = ()
    handler: Any = None


_SHELL = "'\"\\#"  # what shlex reads apart from spaces: quotes, the escape and the comment sign


def split(line: str) -> list[str]:
    """Split a line shell-style after NFKC; '#' starts a comment. Raises InputError."""
    check_length(line)
    text = normalise(line)
    if text.isprintable() and not any(c in text for c in _SHELL):
        return [w for w in text.split(" ") if w]  # what shlex gives a line with no quote, escape or comment
    lexer = shlex.shlex(text, posix=True, punctuation_chars=False)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        return list(lexer)
    except ValueError as exc:  # shlex's English: the two things it refuses, said in the user's words
        reason = N_("a quotation mark (' or \") is not closed") if "quotation" in str(exc) else \
            N_("a backslash (\\) ends the line") if "escaped" in str(exc) else str(exc)
        raise InputError(N_("Cannot read this line: {reason}"), reason=_(reason)) from None


class ParsedLine(NamedTuple):
    """A line split and matched once: its words, the command its first words name (None: no command)
    and the words after the command's keywords. The session, the prompt's colours, its completion and
    the did-you-mean all read this one form of a line (Registry.parse)."""

    text: str
    tokens: tuple[str, ...]
    command: Command | None = None
    rest: tuple[str, ...] = ()


# Lines whose parsed form a registry keeps (the prompt asks again about the line being typed).
_PARSED_KEPT = 64


class Registry:
    """Commands in order, found by their keywords or any alias of them."""

    def __init__(self, commands: list[Command] | None = None) -> None:
        self.commands: list[Command] = commands if commands is not None else []
        self._index: dict[tuple[str, ...], Command] = {}
        self._parsed: dict[str, ParsedLine] = {}
        for cmd in self.commands:
            self._add_index(cmd)

    def parse(self, line: str) -> ParsedLine:
        """The line split (shell-style, after NFKC) and matched against the commands, once: the same
        line asked again is not split again. Raises InputError for a line that cannot be split."""
        parsed = self._parsed.get(line)
        if parsed is None:
            tokens = split(line)
            found = self.match(tokens) if tokens else None
            cmd, rest = found if found else (None, ())
            parsed = ParsedLine(line, tuple(tokens), cmd, tuple(rest))
            if len(self._parsed) >= _PARSED_KEPT:
                self._parsed.pop(next(iter(self._parsed)))
            self._parsed[line] = parsed
        return parsed

    def _add_index(self, cmd: Command) -> None:
        for words in (cmd.words, *cmd.aliases):
            self._index[tuple(fold(w) for w in words)] = cmd

    def add(self, cmd: Command) -> None:
        self.commands.append(cmd)
        self._add_index(cmd)
        self._parsed.clear()

    def match(self, tokens: list[str]) -> tuple[Command, list[str]] | None:
        """The command whose keywords begin the line (the longest match), and the rest."""
        folded = [fold(t) for t in tokens[:3]]  # keywords are at most three words
        for n in range(len(folded), 0, -1):
            cmd = self._index.get(tuple(folded[:n]))
            if cmd is not None:
                return cmd, tokens[n:]
        return None

    def find(self, name: str) -> Command | None:
        found = self.match(name.split())
        return found[0] if found else None

    def first_words(self) -> list[str]:
        return sorted({c.words[0] for c in self.commands})


def aliases(words: tuple[str, ...], gloss: Any) -> tuple[tuple[str, ...], ...]:
    """Every other spelling of a command's keywords that the glossary gives: each keyword by any name
    (without a space) of its term: the command's own term for the first keyword, the term the others
    name (by id or English name) or else a command's. The one place aliases are made, for every command."""
    choices = []
    for i, w in enumerate(words):
        term = gloss.get("command", w) if i == 0 else None
        if term is None:
            term = (gloss.get("term", w) or next((t for t in gloss.of_kind("term") if t.en == w), None)
                    or gloss.get("command", w))
        names = [n for n in term.names() if " " not in n] if term else []
        choices.append(list(dict.fromkeys([w, *names])))
    return tuple(sorted({tuple(c) for c in product(*choices)} - {tuple(words)}))


def with_aliases(commands: Any, gloss: Any) -> list[Command]:
    """The commands, each with its aliases from the glossary, an alias that several share kept by one."""
    return without_clashes([replace(c, aliases=aliases(c.words, gloss)) for c in commands])


def without_clashes(commands: list[Command]) -> list[Command]:
    """The commands with an alias that several of them share kept only by the one whose own keywords it
    spells most literally: the plural "treasures" of `treasure` must not take `put treasures` (or
    `設定 treasures`) away from the command it spells. A tie is left alone for the tests to report."""
    def folded(words: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(fold(w) for w in words)

    owners: dict[tuple[str, ...], list[Command]] = {}
    own: dict[int, tuple[str, ...]] = {}  # id of a command -> its own keywords, folded
    keys: dict[int, list[tuple[str, ...]]] = {}  # id of a command -> its aliases, folded
    for c in commands:
        own[id(c)], keys[id(c)] = folded(c.words), [folded(a) for a in c.aliases]
        for key in (own[id(c)], *keys[id(c)]):
            owners.setdefault(key, []).append(c)

    def keeps(c: Command, key: tuple[str, ...]) -> bool:
        score = {id(r): sum(a == w for a, w in zip(key, own[id(r)])) + (own[id(r)] == key) * 99
                 for r in owners[key]}
        best = max(score.values())
        return score[id(c)] == best or list(score.values()).count(best) > 1

    out = []
    for c in commands:
        # (most aliases spell one command only: nothing to weigh)
        kept = [alias for alias, key in zip(c.aliases, keys[id(c)]) if len(owners[key]) == 1 or keeps(c, key)]
        aliases = tuple(kept)
        out.append(c if aliases == c.aliases else replace(c, aliases=aliases))
    return out


def parse_args(cmd: Command, tokens: list[str], ctx: Ctx | None = None,
               near: Any = None) -> tuple[Any, ...]:
    """Turn the tokens after a command's keywords into argument values, each read by its kind against
    `ctx` (the game and its state). `near(kind, token)`, when given, names the words of a game's kind
    nearest a word it cannot read (did you mean)."""
    ctx = ctx or Ctx()
    values: list[Any] = []
    rest = list(tokens)
    for i, arg in enumerate(cmd.args):
        if arg.kind.takes_rest:
            if not rest and not arg.optional:
                raise _usage(cmd)
            values.append(" ".join(rest))
            rest = []
            continue
        if arg.repeat:
            # Leave one token for each required argument that follows.
            needed = sum(1 for a in cmd.args[i + 1 :] if not a.optional)
            take = rest[: max(0, len(rest) - needed)]
            if not take and not arg.optional:
                raise _usage(cmd)
            values.append(tuple(_parse_one(cmd, arg, t, ctx, near) for t in take))
            rest = rest[len(take) :]
            continue
        if not rest:
            if arg.optional:
                values.append(None)
                continue
            raise _usage(cmd)
        values.append(_parse_one(cmd, arg, rest.pop(0), ctx, near))
    if rest:
        raise InputError(N_("Too many words after '{command}': {extra}. Usage: {usage}"),
                         command=cmd.name, extra=excerpt(" ".join(rest)), usage=cmd.usage())
    wrong = cmd.shape(tuple(values)) if cmd.shape is not None else None
    if wrong is not None:
        raise InputError(wrong, usage=cmd.usage())
    return tuple(values)


def _parse_one(cmd: Command, arg: Arg, token: str, ctx: Ctx, near: Any) -> Any:
    here = Ctx(ctx.game, ctx.state, cmd, arg)
    if not arg.kind.of_game:
        return arg.kind.parse(token, here)
    if ctx.game is None:
        raise InputError(N_("'{token}' is not understood here"), token=token)
    try:
        return arg.kind.parse(token, here)
    except InputError as exc:
        if near is not None and not exc.exhaustive:  # raises its own error when some words are near the token
            near(arg.kind, token, here, exc)
        if exc.msg.params.get("token") == token:  # a game's message quoting the token: only a short prefix
            exc.msg.params["token"] = excerpt(token)
        raise


def _usage(cmd: Command) -> InputError:
    if cmd.details:  # a command whose arguments have a format of their own (a law card) points to it
        return InputError(N_("Usage: {usage} ('help {command}' shows the format, with examples)"),
                          usage=cmd.usage(), command=cmd.name)
    return InputError(N_("Usage: {usage}"), usage=cmd.usage())


def canonical(cmd: Command, values: tuple[Any, ...]) -> str:
    """The line as it is written to the log: English keywords, canonical arguments (each kind's format)."""
    parts = list(cmd.words)
    for arg, value in zip(cmd.args, values):
        if value is None and arg.optional:
            continue
        items = value if arg.repeat else (value,)
        for item in items:
            text = arg.kind.format(item)
            parts.append(shlex.quote(text) if arg.kind.quoted else text)
    return " ".join(parts)
