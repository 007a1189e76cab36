"""Legal actions as a query, as python-chess's `Board.legal_moves`: what may be typed now.

`LegalActions(game, state)` is a lazy view of the lines a player (or the table, for what chance turns
up) may type in this position: the answers to the pending question (its answering commands, with the
typed options the rules give), or, when nothing is pending, the game's turn actions. Set-up lines
(put/take) are never part of legal play.

Each command's lines come from the game when it has a generator for it (`GameSpec.legal(state,
command, pending)`, in the rules' order, so that no product of several big kinds is built), else from
the core: the product of each argument's values (the Pending's typed options for its kind, else the
kind's `candidates(ctx)`). Lines are canonical (English keywords, each kind's format), as the log
writes them.

The rules stay the authority: `apply` decides. A generator may over-generate only where the game
declares that it cannot know (`GameSpec.legal_open`: rule id -> why), and tests/test_legal.py checks
on random positions that every generated line is accepted, or refused by a declared rule, and that
every line `apply` accepts from a broad sample is generated (the agreement test).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any

from referee.core import InputError, RuleViolation
from referee.kinds import Ctx
from referee.registry import Command, Registry, canonical, parse_args


class LegalActions:
    """The lines that may be typed now; `command` narrows the view to one command (by name)."""

    def __init__(self, game: Any, state: Any, command: str | None = None) -> None:
        self.game, self.state, self.command = game, state, command
        self.pending = game.pending(state) if state is not None else None
        self._listed: dict[str, set[str]] = {}

    # --- which commands --------------------------------------------------------------------------
    def commands(self) -> list[Command]:
        """The commands that may be typed now: the pending question's answers, else the turn actions."""
        if self.state is None or getattr(self.state, "over", False):
            return []
        if self.pending is not None:
            names: Iterable[str] = self.pending.answers
        else:
            names = self.game.turn_actions
        by_name = {c.name: c for c in self.game.commands}
        wanted = [by_name[n] for n in names if n in by_name]
        if self.command is not None:
            wanted = [c for c in wanted if c.name == self.command]
        return wanted

    # --- the lines ---------------------------------------------------------------------------------
    def __iter__(self) -> Iterator[str]:
        for cmd in self.commands():
            yield from self.lines(cmd)

    def lines(self, cmd: Command) -> Iterator[str]:
        own = self.game.legal(self.state, cmd.name, self.pending)
        if own is not None:
            yield from own
            return
        for values in self._product(cmd):
            yield canonical(cmd, values)

    def _product(self, cmd: Command) -> Iterator[tuple[Any, ...]]:
        """The core's generator: each argument's values in turn (lazily)."""
        domains = [self._values(cmd, arg) for arg in cmd.args]
        yield from itertools.product(*domains)

    def _values(self, cmd: Command, arg: Any) -> list[Any]:
        chosen = self.pending.choice(arg.kind.id) if self.pending is not None else None
        if chosen is not None:
            values: list[Any] = list(chosen)
        else:
            ctx = Ctx(self.game, self.state, cmd, arg)
            values = []
            for word in arg.kind.candidates(ctx):
                try:
                    values.append(arg.kind.parse(word, ctx))
                except (InputError, RuleViolation):
                    continue
        if arg.repeat:
            values = [(v,) for v in values]
        if arg.optional and not values:
            values = [() if arg.repeat else None]
        return values

    def __contains__(self, line: object) -> bool:
        """Whether a typed line is one of the legal lines (read as the game reads it, compared in
        canonical form); the lines of each command are listed once per view."""
        read = self.read(line) if isinstance(line, str) else None
        if read is None:
            return False
        name, text = read
        if name not in self._listed:
            self._listed[name] = set(LegalActions(self.game, self.state, name))
        return text in self._listed[name]

    def read(self, line: str) -> tuple[str, str] | None:
        """A typed line's command and its canonical form (as the log writes it), or None when it
        cannot be read here."""
        try:
            parsed = Registry(list(self.game.commands)).parse(line)
            if parsed.command is None:
                return None
            values = parse_args(parsed.command, list(parsed.rest), Ctx(self.game, self.state))
        except (InputError, RuleViolation):
            return None
        return parsed.command.name, canonical(parsed.command, values)

    def __bool__(self) -> bool:
        return next(iter(self), None) is not None

    def count(self) -> int:
        return sum(1 for _line in self)


def legal(game: Any, state: Any, command: str | None = None) -> LegalActions:
    """The legal lines of a position (see LegalActions)."""
    return LegalActions(game, state, command)
