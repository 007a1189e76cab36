"""Bilingual vocabulary: one source of truth for the names and aliases of game terms.

The parser reads colours, pieces and command keywords from it, the completer offers its names,
messages name things through it, and `ask` expands questions with its aliases.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from referee.i18n import language
from referee.words import fold

_SHARED = Path(__file__).parent / "data" / "glossary.toml"


@dataclass(frozen=True)
class Term:
    """A word of the game or the shell: its kind, its names in both languages and their aliases."""

    id: str
    kind: str
    en: str
    ja: str
    aliases_en: tuple[str, ...] = ()
    aliases_ja: tuple[str, ...] = ()
    attrs: dict = field(default_factory=dict, compare=False, hash=False)

    def name(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def names(self) -> tuple[str, ...]:
        return (self.id, self.en, self.ja, *self.aliases_en, *self.aliases_ja)

    def word(self, lang: str) -> str:
        """The name to type in that language: its name when that is one word, else its first alias in
        that language that is (フェイズIII: 州の報奨 -> 州の報奨), else its id."""
        aliases = self.aliases_ja if lang == "ja" else self.aliases_en
        return next((n for n in (self.name(lang), *aliases) if n and len(n.split()) == 1), self.id)


class Glossary:
    def __init__(self, terms: list[Term], args: dict[str, str] | None = None):
        self.terms = terms
        self.args = dict(args or {})  # argument names in usage (SQUARE) -> their Japanese names (マス)
        self._by_token: dict[tuple[str, str], Term] = {}
        self._by_id: dict[tuple[str, str], Term] = {}
        for term in terms:
            self._by_id[(term.kind, term.id)] = term
            for name in term.names():
                self._by_token.setdefault((term.kind, fold(name)), term)

    def lookup(self, token: str, *kinds: str) -> Term | None:
        key = fold(token)
        for kind in kinds:
            term = self._by_token.get((kind, key))
            if term is not None:
                return term
        return None

    def get(self, kind: str, term_id: str) -> Term | None:
        return self._by_id.get((kind, term_id))

    def of_kind(self, kind: str) -> list[Term]:
        return [t for t in self.terms if t.kind == kind]

    def arg_name(self, name: str, lang: str) -> str | None:
        """The name of an argument placeholder (PLAYER, SQUARE ...) in `lang`, if the glossary has it."""
        if name not in self.args:
            return None
        return self.args[name] if lang == "ja" else name

    def with_attr(self, kind: str, attr: str, value: str) -> Term | None:
        for term in self.terms:
            if term.kind == kind and term.attrs.get(attr) == value:
                return term
        return None


@cache
def _data(path: Path) -> dict:
    """A glossary file, parsed once (the session's and each game's vocabulary all read the shared one);
    read only: _read copies the entries it takes apart."""
    from referee import datafile  # here: an `ask` answered from the index cache never reads a glossary

    return datafile.load(path)


def _args(path: Path) -> dict[str, str]:
    """The [[arg]] tables: the Japanese names of the argument placeholders shown in usage lines."""
    return {entry["name"]: entry["ja"] for entry in _data(path).get("arg", [])}


def _read(path: Path) -> list[Term]:
    data = _data(path)
    terms = []
    for entry in data.get("term", []):
        entry = dict(entry)
        base = {k: entry.pop(k) for k in ("id", "kind", "en", "ja")}
        aliases_en = tuple(entry.pop("aliases_en", ()))
        aliases_ja = tuple(entry.pop("aliases_ja", ()))
        terms.append(Term(**base, aliases_en=aliases_en, aliases_ja=aliases_ja, attrs=entry))
    return terms


@cache
def load(*paths: Path) -> Glossary:
    """The shared session vocabulary plus the given game glossaries."""
    terms, args = _read(_SHARED), _args(_SHARED)
    for path in paths:
        terms.extend(_read(path))
        args.update(_args(path))
    return Glossary(terms, args)


# --- a kind's values in the table's words (what a refusal lists) ------------------------------------------

def choice_words(glossary: Any, *kinds: str) -> Callable[[str], str]:
    """A game's words for the ids of these kinds, for a refusal that lists what may be typed: the glossary
    name (of the first kind that has the id) in the language spoken, one word to type (Term.word), except
    in English, where the id is what a script and the table type (an English name may hold spaces)."""

    def words(choice: str) -> str:
        lang = language()
        if lang == "en":
            return choice
        term = next((t for kind in kinds if (t := glossary.get(kind, choice)) is not None), None)
        return term.word(lang) if term is not None else choice

    return words


def listed(glossary: Any, ids: Iterable[str], *kinds: str) -> str:
    """Ids as a refusal lists them, a space apart (each is one word): in English the ids, in another
    language their names (choice_words)."""
    words = choice_words(glossary, *kinds)
    return " ".join(words(i) for i in ids)


def value_words(glossary: Any, value: Any, *kinds: str) -> str:
    """A fact's value as facts.format_value wrote it ('coins2, coins3', 'sachsen', 'england'), said back in
    the table's words when every item is a term of these kinds (コイン2、コイン3; ザクセン), joined as the
    language lists things; anything else (a number, a law's text, a line typed) as it is."""
    from referee.i18n import listing

    text = str(value)
    items = text.split(", ")
    terms = [next((t for kind in kinds if (t := glossary.get(kind, item)) is not None), None) for item in items]
    if not all(terms):
        return text
    return listing([t.name(language()) for t in terms])
