"""Argument kinds: what an argument of a command may be, as one object per kind.

A kind knows how to read a typed word (`parse`), how the value is written in the log (`format`),
which words the completer may offer (`candidates`), its placeholder's name in both languages
(`title`, from the glossary's [[arg]] tables) and how a value is put into words in a message
(`words`). Kinds every game shares live here; a game defines its own next to its commands.

`ctx` is a Ctx: the game (its glossary), the state the line is read against, and the command and
argument being read (for messages that quote the usage).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from referee.core import InputError, RuleViolation, excerpt
from referee.i18n import N_, language, listing

# A range of whole numbers longer than this is not offered number by number at the prompt.
RANGE_LIMIT = 20


_DIGITS = re.compile(r"[+-]?[0-9]+")  # a whole number as typed (full-width digits: NFKC first)
# the counters a number takes in Japanese (支援 2枚, 騎士 3個, 従者 1人): the number is the same without them
_COUNTED = re.compile(r"(?<=[0-9])(?:枚|個|人|体|回|つ|点|本|名|マス)$")
_NONE = frozenset({"なし", "無し", "ゼロ", "none", "zero"})


class ArgName(str):
    """An argument's placeholder in a message (LEUDES>MISSI, N): the session shows it in the user's words."""


class Ctx(NamedTuple):
    """What a word is read against: the game, its state, and the command and argument being read."""

    game: Any = None
    state: Any = None
    cmd: Any = None
    arg: Any = None


def _fold(token: str) -> str:
    from referee.words import fold

    return fold(token)


class Kind:
    """One kind of argument. Subclasses override what differs from a plain word."""

    id = "word"
    takes_rest = False  # the kind takes the rest of the line (free text)
    quoted = True  # written to the log shell-quoted
    of_game = True  # read against a game (its glossary, its state); False for numbers, words, files

    def parse(self, token: str, ctx: Ctx) -> Any:
        raise InputError(N_("'{token}' is not understood here"), token=excerpt(token))

    def format(self, value: Any) -> str:
        return str(value)

    def candidates(self, ctx: Ctx) -> list[str]:
        return []

    def words(self, value: Any, game: Any = None) -> str:
        """A value in words in a message, in the current language."""
        return str(value)

    def title(self, name: str, gloss: Any, lang: str) -> str:
        """The argument's placeholder (`SQUARE|off`) in `lang`: from the glossary's [[arg]] tables, its
        literal words from the glossary's words (the data stays in the glossary)."""
        from referee.helptext import local_arg

        return local_arg(name, gloss, lang)

    def __repr__(self) -> str:
        return f"<kind {self.id}>"


class Word(Kind):
    """A word taken as typed (a game's name, a language, an option)."""

    id = "word"
    of_game = False

    def parse(self, token: str, ctx: Ctx) -> Any:
        return token


class File(Word):
    id = "file"


class Flag(Word):
    id = "flag"


class Text(Word):
    """Free text: the rest of the line, written to the log as typed."""

    id = "text"
    takes_rest = True
    quoted = False


class Number(Kind):
    """A whole number, within bounds. With `rule`, a number beyond them is a rules rejection naming
    the rule the bounds come from; without, the bounds are the referee's own and it is unusable input.
    `cap` is an upper limit of the referee's own above a count the rules bound only from below (no
    negative points): beyond it the number is unusable input, below `lo` a rules rejection."""

    id = "int"
    of_game = False

    def __init__(self, lo: int | None = None, hi: int | None = None, rule: str | None = None,
                 cap: int | None = None) -> None:
        self.lo, self.hi, self.rule, self.cap = lo, hi, rule, cap

    def __eq__(self, other: object) -> bool:  # two Args with the same bounds are the same argument
        return isinstance(other, Number) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple:
        return (self.lo, self.hi, self.rule, self.cap)

    def parse(self, token: str, ctx: Ctx) -> Any:
        from referee.words import normalise

        name = ArgName(ctx.arg.name if ctx.arg is not None else "N")
        usage = ctx.cmd.usage() if ctx.cmd is not None else name
        try:
            text = _COUNTED.sub("", normalise(token))  # 2枚, 3人: a number as a Japanese table says it
            text = "0" if _fold(text) in _NONE else text  # 支援 なし: commit 0
            if not _DIGITS.fullmatch(text):  # int() would also take ١٢ and 1_0
                raise ValueError(text)
            value = int(text)
        except ValueError:
            raise InputError(N_("'{token}' is not a whole number ({name} in: {usage})"),
                             token=excerpt(token), name=name, usage=usage) from None
        own = self.cap is not None and value > self.cap
        if own or (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            self._out_of_bounds(ctx, value, own)
        return value

    def _out_of_bounds(self, ctx: Ctx, value: int, own: bool) -> None:
        top = self.cap if own else self.hi  # a rule's refusal names the rule's bounds only
        if self.lo is not None and top is not None:
            key = N_("'{command}': {name} must be between {lo} and {hi}, not {value}")
        elif self.lo is not None:
            key = N_("'{command}': {name} must be {lo} or more, not {value}")
        else:
            key = N_("'{command}': {name} must be {hi} or less, not {value}")
        params = {"command": ctx.cmd.name if ctx.cmd else "", "name": ArgName(ctx.arg.name if ctx.arg else "N"),
                  "lo": self.lo, "hi": top, "value": excerpt(value)}
        if self.rule is not None and not own:
            raise RuleViolation(self.rule, key, **params)
        raise InputError(key, **params)

    def candidates(self, ctx: Ctx) -> list[str]:
        if self.lo is None or self.hi is None or self.hi - self.lo > RANGE_LIMIT:
            return []
        return [str(n) for n in range(self.lo, self.hi + 1)]


class Player(Kind):
    """A player of this game, by name (any case)."""

    id = "player"

    def parse(self, token: str, ctx: Ctx) -> Any:
        for p in ctx.state.players:
            if _fold(p) == _fold(token):
                return p
        raise InputError(N_("'{token}' is not a player of this game ({players})"), token=excerpt(token),
                         players=tuple(ctx.state.players))

    def candidates(self, ctx: Ctx) -> list[str]:
        return list(ctx.state.players)


class Term(Kind):
    """A term of the game's glossary of one of `kinds` (a colour, a county, a favour, a phase), read by
    any of its names; the value is its id (or the attribute `attr` when given). `values`, when given,
    lists the ids allowed and offered; `error` is the message for a word that is none of them."""

    def __init__(self, id: str, kinds: tuple[str, ...], error: str, values: tuple[str, ...] | None = None,
                 attr: str | None = None, offer: Callable[[Ctx], list[str]] | None = None,
                 **params: Any) -> None:
        self.id, self.kinds, self.error, self.values, self.attr = id, kinds, error, values, attr
        self.offer, self.params = offer, params

    def lookup(self, token: str, ctx: Ctx) -> Any:
        term = ctx.game.glossary.lookup(token, *self.kinds)
        if term is None:
            return None
        value = term.attrs.get(self.attr, term.id) if self.attr else term.id
        if self.values is not None and value not in self.values:
            return None
        return value

    def parse(self, token: str, ctx: Ctx) -> Any:
        value = self.lookup(token, ctx)
        if value is None:
            raise InputError(self.error, token=token, **self.params)
        return value

    def candidates(self, ctx: Ctx) -> list[str]:
        if self.offer is not None:
            return self.offer(ctx)
        if self.values is not None:
            return list(self.values)
        return [t.id for t in ctx.game.glossary.of_kind(self.kinds[0])]

    def words(self, value: Any, game: Any = None) -> str:
        if game is None:
            return str(value)
        term = game.glossary.get(self.kinds[0], str(value))
        return term.name(language()) if term else str(value)


class OrWord(Kind):
    """X, or one literal word of the glossary (`none`, `off`, `new`): the word gives `value`."""

    def __init__(self, kind: Kind, word: str = "none", value: Any = "none", id: str | None = None) -> None:
        self.kind, self.word, self.value = kind, word, value
        self.id = id or f"{kind.id}-or-{word}"

    def parse(self, token: str, ctx: Ctx) -> Any:
        term = ctx.game.glossary.lookup(token, "word")
        if term is not None and term.id == self.word:
            return self.value
        return self.kind.parse(token, ctx)

    def format(self, value: Any) -> str:
        return self.word if value == self.value else self.kind.format(value)

    def candidates(self, ctx: Ctx) -> list[str]:
        return [*self.kind.candidates(ctx), self.word]

    def words(self, value: Any, game: Any = None) -> str:
        return self.kind.words(value, game)


def or_none(kind: Kind, value: Any = "none") -> OrWord:
    """"X or none": `none` declines."""
    return OrWord(kind, "none", value)


class Named(Kind):
    """How a message parameter is put into words when it is no argument of a command: fn(value, game).
    `join` joins the words of a list's items (None: as the current language lists them, i18n.listing)."""

    def __init__(self, fn: Callable[[Any, Any], str], join: str | None = None) -> None:
        self.fn, self.join = fn, join

    def words(self, value: Any, game: Any = None) -> str:
        return self.fn(value, game)


class Listed(Kind):
    """A message parameter holding ids of glossary `kinds` a space apart (what a refusal says may be typed),
    put in the table's words (referee.glossary.listed: one word each, the names at a Japanese table, the
    ids in English)."""

    def __init__(self, *kinds: str) -> None:
        self.kinds = kinds

    def words(self, value: Any, game: Any = None) -> str:
        from referee.glossary import listed

        ids = value.split() if isinstance(value, str) else [str(v) for v in value]
        return listed(game.glossary, ids, *self.kinds) if game is not None else " ".join(ids)


class _Among(Term):
    """A word naming one of the ids a game object holds (a map's regions, a deck's cards): read by
    its id or by any name the glossary gives it under `names`."""

    def __init__(self, id: str, source: Callable[[Ctx], Any], error: str, names: str) -> None:
        super().__init__(id, (names,), error)
        self.source = source

    def ids(self, ctx: Ctx) -> Any:
        raise NotImplementedError

    def lookup(self, token: str, ctx: Ctx) -> Any:
        ids = self.ids(ctx)
        value = {_fold(i): i for i in ids}.get(_fold(token)) or super().lookup(token, ctx)
        return value if value in ids else None


class Place(_Among):
    """A region of a map (referee/map.py), offered from the map's regions. `map_of(ctx)` is the map in
    play (a game's printed facts; a table may correct them)."""

    def __init__(self, id: str, map_of: Callable[[Ctx], Any], error: str, names: str = "region") -> None:
        super().__init__(id, map_of, error, names)

    def ids(self, ctx: Ctx) -> Any:
        return self.source(ctx).regions

    def candidates(self, ctx: Ctx) -> list[str]:
        return list(self.ids(ctx))


class Card(_Among):
    """A card of a deck or a tile of a bag (referee/deck.py). Any card of the deck's composition is
    read (whether one is still there to reveal is a rule, checked by the engine with Deck.check);
    those that could still turn up are offered."""

    def __init__(self, id: str, deck_of: Callable[[Ctx], Any], error: str, names: str = "card") -> None:
        super().__init__(id, deck_of, error, names)

    def ids(self, ctx: Ctx) -> Any:
        return self.source(ctx).composition

    def candidates(self, ctx: Ctx) -> list[str]:
        deck = self.source(ctx)
        return [card for card in deck.composition if deck.could_be(card)]


# The kinds every command line may use, by the names Arg accepts for them.
CORE: dict[str, Kind] = {"word": Word(), "file": File(), "flag": Flag(), "text": Text(), "player": Player()}


def resolve(kind: Any, lo: int | None = None, hi: int | None = None, rule: str | None = None,
            cap: int | None = None) -> Kind:
    """The kind object for an Arg's kind (a Kind, or the name of a core kind)."""
    if isinstance(kind, Kind):
        return kind
    if kind == "int":
        return Number(lo, hi, rule, cap)
    try:
        return CORE[kind]
    except KeyError:
        raise ValueError(f"unknown argument kind {kind!r}") from None


PLAIN = Kind()


def namer(params: dict[str, Kind], default: Kind = PLAIN, game: Any = None) -> Callable[[str, Any], str]:
    """A message-parameter namer (referee.i18n.render) from a table: parameter name -> its kind."""
    def name(key: str, value: Any) -> str:
        kind = params.get(key, default)
        if isinstance(value, (list, tuple)):
            sep = getattr(kind, "join", None)
            items = [name(key, v) for v in value]
            return listing(items) if sep is None else sep.join(items)
        return kind.words(value, game)
    return name
