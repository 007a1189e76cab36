"""Printed facts: what a game's boards, cards, charts and tracks say, each with where we know it from.

A game ships its facts in referee/games/<game>/data/facts.toml as `[[fact]]` entries:

    [[fact]]
    key = "county.D.minimum"     # dotted, stable: commands and saves name facts by it
    type = "int"                 # int | bool | str | enum | ints | strs | text
    min = 1                      # bounds of an int, or of each int of an ints list
    max = 4
    value = 3                    # absent: unknown (the referee asks the table when the rules need it)
    provenance = "verified"      # rulebook | verified | single | inferred | provisional | unknown
    source = "player reference; spielwiese.at"   # the rulebook section, or the public sources, or how

Optional: `choices` (allowed values of an enum, or of each item of strs), `length` (exact length of a
list), `check` ("module:function" that validates a value the game's own way, such as a law text).

The user's corrections live in a profile, `$XDG_CONFIG_HOME/referee/<game>.toml` (by default
`~/.config/referee/<game>.toml`), as a `[facts]` table of key = value; they override the shipped
values for new games, with provenance `table`. A new game copies the effective facts into its save,
so a save replays the same way on any machine whatever that machine's profile says.
"""

from __future__ import annotations

import importlib
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from referee import datafile
from referee.core import InputError, excerpt
from referee.glossary import choice_words  # noqa: F401 - the games name a fact's choices with it
from referee.i18n import N_, _, language

GAMES_DIR = Path(__file__).parent / "games"
PROVENANCES = ("rulebook", "verified", "single", "inferred", "provisional", "table", "unknown")
UNCERTAIN = ("inferred", "provisional")
TYPES = ("int", "bool", "str", "enum", "ints", "strs", "text")
KEY = re.compile(r"^[a-z0-9][a-z0-9-]*(\.[A-Za-z0-9][A-Za-z0-9-]*)*$")
TRUE = ("true", "yes", "1", "on", "はい")
FALSE = ("false", "no", "0", "off", "いいえ")

# Words shown for provenances (translated in the "facts" catalog).
PROVENANCE_WORDS = {
    "rulebook": N_("rulebook"),
    "verified": N_("verified"),
    "single": N_("single source"),
    "inferred": N_("inferred"),
    "provisional": N_("provisional"),
    "table": N_("table"),
    "unknown": N_("unknown"),
}


@dataclass(frozen=True)
class Fact:
    """One printed fact: its dotted key, type and bounds, its value (None: unknown), and where the
    value comes from (provenance and source)."""

    key: str
    type: str
    value: Any = None  # None: unknown
    provenance: str = "unknown"
    source: str = ""
    lo: int | None = None
    hi: int | None = None
    choices: tuple[str, ...] = ()
    length: int | None = None
    check: str = ""

    @property
    def known(self) -> bool:
        return self.value is not None

    @property
    def uncertain(self) -> bool:
        return self.provenance in UNCERTAIN


class FactError(InputError):
    pass


# --- shipped facts ------------------------------------------------------------------------------

def facts_file(game: str) -> Path:
    return GAMES_DIR / game.replace("-", "_") / "data" / "facts.toml"


@cache
def _raw(game: str) -> dict:
    path = facts_file(game)
    if not path.is_file():
        return {}
    return datafile.load(path)


@cache
def shipped(game: str) -> dict[str, Fact]:
    """The facts a game ships, in file order. Raises ValueError on a malformed file (a bug)."""
    out: dict[str, Fact] = {}
    for entry in _raw(game).get("fact", []):
        fact = _fact_from_entry(entry)
        if fact.key in out:
            raise ValueError(f"{facts_file(game)}: fact {fact.key} is defined twice")
        out[fact.key] = fact
    return out


def _fact_from_entry(entry: dict) -> Fact:
    key = entry["key"]
    if not KEY.match(key):
        raise ValueError(f"fact key {key!r} is not dotted lower-case words")
    kind = entry.get("type", "str")
    if kind not in TYPES:
        raise ValueError(f"fact {key}: unknown type {kind!r}")
    provenance = entry.get("provenance", "unknown")
    if provenance not in PROVENANCES:
        raise ValueError(f"fact {key}: unknown provenance {provenance!r}")
    fact = Fact(key=key, type=kind, provenance=provenance, source=entry.get("source", ""),
                lo=entry.get("min"), hi=entry.get("max"), choices=tuple(entry.get("choices", ())),
                length=entry.get("length"), check=entry.get("check", ""))
    if "value" in entry:
        fact = replace(fact, value=validate(fact, entry["value"]))
    elif provenance != "unknown":
        raise ValueError(f"fact {key}: no value but provenance {provenance!r}")
    return fact


def table(game: str, name: str) -> dict[str, Any]:
    """A table of a game's facts file that is not `[[fact]]` entries (a board, the components, the
    places), as written; its `provenance` and `source` say where it comes from. KeyError names it."""
    found = _raw(game).get(name)
    if not isinstance(found, dict):
        raise KeyError(f"{facts_file(game)} has no table [{name}]")
    return found


@cache
def fact(game: str, key: str) -> Fact:
    """One printed fact by its dotted key, with provenance: a `[[fact]]` entry's shipped value, or a
    value inside one of the file's tables ('components.hand', 'boards.standard.temples'), whose
    provenance and source are those of the nearest table that states them. KeyError names the key."""
    if key in shipped(game):
        return shipped(game)[key]
    node: Any = _raw(game)
    provenance, source = "unknown", ""
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node or part == "fact":
            raise KeyError(f"{facts_file(game)} has no fact {key}")
        provenance, source = node.get("provenance", provenance), node.get("source", source)
        node = node[part]
    if isinstance(node, dict):
        provenance, source = node.get("provenance", provenance), node.get("source", source)
    kinds = {bool: "bool", int: "int", str: "str", list: "strs", dict: "table"}
    kind = kinds.get(type(node), "text")
    if kind == "strs" and node and all(isinstance(v, int) for v in node):
        kind = "ints"
    return Fact(key=key, type=kind, value=node, provenance=provenance, source=source)


def value(game: str, key: str) -> Any:
    """The shipped value of a printed fact (see fact())."""
    return fact(game, key).value


def keys(game: str) -> list[str]:
    """The keys of a game's shipped facts, read without validating values (a check may call it)."""
    return [entry["key"] for entry in _raw(game).get("fact", [])]


def obsolete(game: str) -> dict[str, str]:
    """Keys that were facts once and are settled by a rule now (key -> rule id), from the facts file's
    `[obsolete."KEY"] rule = "..."` tables: older saves that name them still load."""
    table = _raw(game).get("obsolete", {})
    return {key: entry.get("rule", "") for key, entry in table.items() if isinstance(entry, dict)}


def other_facts(game: str) -> list[tuple[str, str, str]]:
    """Tables of a facts file that are not `[[fact]]` entries: (name, provenance, source) each."""
    rows = []
    for name, table in _raw(game).items():
        if name != "fact" and isinstance(table, dict):
            if "provenance" in table or "source" in table:
                rows.append((name, table.get("provenance", ""), table.get("source", "")))
            else:
                for sub, inner in table.items():
                    if isinstance(inner, dict) and ("provenance" in inner or "source" in inner):
                        rows.append((f"{name}.{sub}", inner.get("provenance", ""), inner.get("source", "")))
    return rows


# --- values -------------------------------------------------------------------------------------

def _bad(fact: Fact, value: Any, expected: str) -> FactError:
    try:
        shown = excerpt(format_value(value))
    except (ValueError, RecursionError):
        shown = "…"
    # `typed`, not `value`: quoted as typed, never put into a game's words as a fact's value is
    return FactError(N_("{key}: '{typed}' is not allowed here; expected {expected}"), key=fact.key,
                     typed=shown, expected=expected)


def _expected(fact: Fact, words: Callable[[str], str] | None = None) -> str:
    """What a value must be, in the table's words: a choice by `words` (the game's name for it in the
    language spoken), else by its id."""
    if fact.type in ("int", "ints"):
        if fact.lo is not None and fact.hi is not None:
            text = _("a whole number from {lo} to {hi}").format(lo=fact.lo, hi=fact.hi)
        else:
            text = _("a whole number")
        if fact.type == "ints":
            text = _("a list of {n} numbers, each {each}").format(n=fact.length or "", each=text).replace("  ", " ")
        return text
    if fact.type == "bool":
        return _bool_words()
    if fact.choices:
        return " | ".join(words(c) if words else c for c in fact.choices)
    return _("text")


def _bool_words() -> str:
    return _("true|false")


def _int(fact: Fact, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(fact, value, _expected(fact))
    if (fact.lo is not None and value < fact.lo) or (fact.hi is not None and value > fact.hi):
        raise _bad(fact, value, _expected(fact))
    return value


def validate(fact: Fact, value: Any, words: Callable[[str], str] | None = None) -> Any:
    """The value normalised, or FactError (naming a choice by `words`, see _expected). Lists become lists,
    text is stripped."""
    kind = fact.type
    if kind == "int":
        value = _int(fact, value)
    elif kind == "bool":
        if not isinstance(value, bool):
            raise _bad(fact, value, _bool_words())
    elif kind in ("str", "enum", "text"):
        if not isinstance(value, str) or not value.strip() or len(value) > 500:
            raise _bad(fact, value, _expected(fact, words))
        value = value.strip()
        if fact.choices and value not in fact.choices:
            raise _bad(fact, value, _expected(fact, words))
    elif kind in ("ints", "strs"):
        if not isinstance(value, (list, tuple)):
            raise _bad(fact, value, _expected(fact, words))
        if fact.length is not None and len(value) != fact.length:
            raise FactError(N_("{key}: {count} values given, {length} expected"), key=fact.key,
                            count=len(value), length=fact.length)
        if kind == "ints":
            value = [_int(fact, v) for v in value]
        else:
            items = []
            for v in value:
                if not isinstance(v, str) or not v.strip() or (fact.choices and v.strip() not in fact.choices):
                    raise _bad(fact, v, _expected(fact, words))
                items.append(v.strip())
            value = items
    if fact.check:
        value = _checker(fact.check)(value)
    return value


@cache
def _checker(path: str):
    module, _sep, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def named(fact: Fact, text: str, lookup: Any) -> str:
    """A typed value whose items may name a choice in the table's words (`Galway, Carrickfergus`,
    `ヴェストファーレン`): each comma-separated item (or word of one) that `lookup` reads as a choice is
    replaced by it; anything else stays as typed, for `parse` to judge."""
    if not fact.choices:
        return text

    def one(word: str) -> str:
        if word in fact.choices:
            return word
        found = lookup(word)
        if found not in fact.choices:
            found = next((c for c in fact.choices if c.casefold() == word.casefold()), None)
        return found or word

    items = []
    for item in (i.strip() for i in text.split(",")):
        whole = one(item)
        items.append(whole if whole != item or item in fact.choices else " ".join(one(w) for w in item.split()))
    return ",".join(items)


_WHOLE = re.compile(r"[+-]?[0-9]+")  # a whole number in ASCII digits (a line is NFKC'd: ３ is 3 by then)


def parse(fact: Fact, text: str, words: Callable[[str], str] | None = None) -> Any:
    """A value typed on a command line ('3', 'yes', '5-3-1', 'a,b,c', free text), validated; a refusal
    names the choices by `words` (see _expected)."""
    text = text.strip()
    if not text:
        raise _bad(fact, text, _expected(fact, words))
    kind = fact.type
    if kind == "int":
        if not _WHOLE.fullmatch(text):  # int() would also take ٣ and 1_0
            raise _bad(fact, text, _expected(fact, words))
        value: Any = int(text)
    elif kind == "bool":
        low = text.casefold()
        if low in TRUE:
            value = True
        elif low in FALSE:
            value = False
        else:
            raise _bad(fact, text, _bool_words())
    elif kind == "ints":
        parts = [p for p in re.split(r"[\s,/\-]+", text) if p]
        if not all(_WHOLE.fullmatch(p) for p in parts):
            raise _bad(fact, text, _expected(fact, words))
        value = [int(p) for p in parts]
    elif kind == "strs":
        value = [p for p in re.split(r"[\s,]+", text) if p]
    else:
        value = text
    return validate(fact, value, words)


def overriding(fact: Fact, value: Any, rule: str) -> list:
    """A note when the table types a value other than one the rulebook or several sources give
    (`fact KEY VALUE` is still taken: the table's copy is the truth, but a typo should not pass unseen)."""
    from referee.core import msg

    if fact.provenance not in ("rulebook", "verified") or fact.value is None or value == fact.value:
        return []
    return [msg(N_("Note: the {provenance} value of {fact} is {known}; this game now uses {value} "
                   "('undo' takes it back)."), rule, fact=fact.key, known=format_value(fact.value),
                provenance=fact.provenance, value=format_value(value))]


def format_value(value: Any) -> str:
    if value is None:
        return _("unknown")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        if all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return "-".join(str(v) for v in value)
        return ", ".join(str(v) for v in value)
    return str(value)


def provenance_word(provenance: str) -> str:
    return _(PROVENANCE_WORDS.get(provenance, provenance))


# --- the user's profile -------------------------------------------------------------------------

def profile_path(game: str, environ: Mapping[str, str] | None = None) -> Path:
    from referee.paths import config_dir

    return config_dir(environ) / f"{game}.toml"


PROFILE_BYTES = 1024 * 1024


def read_profile(game: str, environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The user's values (key -> value), checked against the shipped schema. A profile that cannot be
    used (not a regular file, too large, not TOML, nested too deeply, a value out of range...) is
    refused whole with FactError naming the file; nothing here ever writes to it."""
    from referee.i18n import render
    from referee.save import safe_read

    path = profile_path(game, environ)
    if not path.exists() and not path.is_symlink():
        return {}

    def unusable(reason: str) -> FactError:
        return FactError(N_("The board profile {path} cannot be read: {reason}"), path=excerpt(path, 200),
                         reason=reason)

    try:
        doc = tomllib.loads(safe_read(path, PROFILE_BYTES).decode("utf-8"))
    except InputError as exc:
        raise unusable(render(exc.msg)) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise unusable(excerpt(exc, 120)) from None
    except (ValueError, RecursionError, MemoryError):  # a number of thousands of digits, deep nesting
        raise unusable(_("a value is too large or nested too deeply")) from None
    table = doc.get("facts", {})
    if not isinstance(table, dict):
        raise unusable("[facts] is not a table")
    others = [k for k in doc if k != "facts"]
    if others:  # what `board ... set` would not write back: refused, never silently dropped
        raise unusable(_("it holds more than a [facts] table: {keys}").format(keys=excerpt(", ".join(others))))
    schema = shipped(game)
    out = {}
    for key, value in table.items():
        fact = schema.get(key)
        if fact is None:
            raise FactError(N_("The board profile {path} names an unknown fact: {key}"), path=excerpt(path, 200),
                            key=excerpt(key))
        try:
            out[key] = validate(fact, value)
        except FactError as exc:
            raise unusable(render(exc.msg)) from None
    return out


def effective(game: str, environ: Mapping[str, str] | None = None) -> dict[str, Fact]:
    """The shipped facts with the user's profile laid over them."""
    facts = dict(shipped(game))
    path = profile_path(game, environ)
    for key, value in read_profile(game, environ).items():
        facts[key] = replace(facts[key], value=value, provenance="table", source=str(path))
    return facts


def lookup(game: str, key: str) -> Fact:
    fact = shipped(game).get(key)
    if fact is None:
        raise FactError(N_("{game} has no fact called '{key}'. 'referee board {game}' lists them."), game=game, key=excerpt(key))
    return fact


def _write_profile(game: str, values: dict[str, Any], environ: Mapping[str, str] | None) -> Path:
    import tomli_w

    from referee.save import atomic_write

    path = profile_path(game, environ)
    path.parent.mkdir(parents=True, exist_ok=True)
    header = (f"# referee board profile for {game}: the values printed on your copy of the game.\n"
              f"# Written by 'referee board {game} set KEY VALUE'; it overrides the shipped facts for new games.\n")
    atomic_write(path, (header + tomli_w.dumps({"facts": values})).encode("utf-8"))
    return path


def set_in_profile(game: str, key: str, text: str, environ: Mapping[str, str] | None = None) -> tuple[Fact, Path]:
    from referee import games

    fact = lookup(game, key)
    value = games.load(game).read_fact(fact, text)  # a choice by any of its names, as `fact` reads it
    values = read_profile(game, environ)
    values[key] = value
    path = _write_profile(game, values, environ)
    return replace(fact, value=value, provenance="table", source=str(path)), path


def unset_in_profile(game: str, key: str, environ: Mapping[str, str] | None = None) -> tuple[Fact, Path]:
    fact = lookup(game, key)
    values = read_profile(game, environ)
    if key not in values:
        raise FactError(N_("{key} is not set in your board profile"), key=key)
    del values[key]
    return fact, _write_profile(game, values, environ)


# --- saves --------------------------------------------------------------------------------------

def to_save(facts: Mapping[str, Fact]) -> dict[str, dict[str, Any]]:
    """The [facts] table of a save: every fact's value (when known) and provenance."""
    out = {}
    for key, fact in facts.items():
        entry: dict[str, Any] = {"provenance": fact.provenance}
        if fact.value is not None:
            entry["value"] = fact.value
        out[key] = entry
    return out


def from_save(game: str, table: Mapping[str, Any], unknown: bool = True) -> dict[str, Fact]:
    """The facts a save was started with. Keys the save lacks keep the shipped value; keys that are
    no longer facts (`obsolete`) are ignored. `unknown`: whether the game can play with a fact the save
    records without a value (it asks the table when a rule needs it); if not, such a save is refused."""
    facts = dict(shipped(game))
    gone = obsolete(game)
    for key, entry in table.items():
        fact = facts.get(key)
        if fact is None and key in gone:
            continue  # settled by a rule since the save was written
        if fact is None:
            raise FactError(N_("the fact '{key}' in [facts] is not one this referee knows"), key=excerpt(key))
        if not isinstance(entry, dict) or entry.get("provenance") not in PROVENANCES \
                or not set(entry) <= {"value", "provenance"}:
            raise FactError(N_("the fact '{key}' in [facts] must hold a value and a provenance ({provenances}), "
                               "nothing else"), key=excerpt(key), provenances=", ".join(PROVENANCES))
        value = entry.get("value")
        if value is None and not unknown:
            raise FactError(N_("the fact '{key}' in [facts] has no value, and this game cannot do without it"),
                            key=excerpt(key))
        facts[key] = replace(fact, value=None if value is None else validate(fact, value),
                             provenance=entry["provenance"], source=_("from the save file"))
    return facts


# --- the table shown by `referee board GAME` ----------------------------------------------------

def board_rows(facts: Mapping[str, Fact], words: Callable[[str], str] = str) -> list[list[str]]:
    """One row a fact: its key, its value (in the table's words: GameSpec.fact_words), where it comes from."""
    return [[f.key, words(format_value(f.value)), provenance_word(f.provenance), f.source] for f in facts.values()]


def _board_table(header: list[str], rows: list[list[str]], wrapped: tuple[int, ...] = ()) -> str:
    """The rows with their last cell (the source, often long) on a line of its own under each."""
    from referee.render import table

    return table(header[:-1], [r[:-1] for r in rows], wrapped=wrapped, notes=[r[-1] for r in rows])


def board_text(game: str, facts: Mapping[str, Fact], words: Callable[[str], str] = str) -> str:
    from referee.render import table

    if not facts:
        rows = other_facts(game)
        if not rows:
            return _("{game} has no facts file.").format(game=game)
        body = [[name, provenance_word(prov) if prov in PROVENANCES else prov, source] for name, prov, source in rows]
        return "\n".join([_("Facts of {game} (shipped data; not settable from the command line):").format(game=game),
                          _board_table([_("data"), _("provenance"), _("source")], body)])
    header = [_("key"), _("value"), _("provenance"), _("source")]
    lines = [_board_table(header, board_rows(facts, words), wrapped=(1,))]
    unknown = [f.key for f in facts.values() if not f.known]
    uncertain = [f.key for f in facts.values() if f.known and f.uncertain]
    if unknown:
        lines.append(_("{n} fact(s) unknown: the referee asks the table for them when the rules need them.")
                     .format(n=len(unknown)))
    if uncertain:
        lines.append(_("{n} fact(s) inferred or provisional: messages that depend on them say so.")
                     .format(n=len(uncertain)))
    lines.append(_("Record your board's value with: referee board {game} set KEY VALUE (undo with: unset KEY)")
                 .format(game=game))
    return "\n".join(lines)


# --- `referee board GAME [set KEY VALUE | unset KEY]` ------------------------------------------------

def cli_board(name: str, action: str | None, args: list[str],
              environ: Mapping[str, str] | None = None) -> tuple[str, int]:
    """The text to print and the exit status (0 done, 2 unusable input)."""
    from referee import games

    try:
        game = games.resolve(name)
        spec = games.load(game)  # a value is said in the table's words (GameSpec.fact_words), as `fact` says it
        if action is None:
            if args:
                raise FactError(N_("Usage: {usage}"), usage="referee board GAME [set KEY VALUE | unset KEY]")
            return board_text(game, effective(game, environ), spec.fact_words), 0
        if action == "set" and len(args) >= 2:
            fact, path = set_in_profile(game, args[0], " ".join(args[1:]), environ)
            return _("{key} = {value} (table) recorded in {path}; new games use it.").format(
                key=fact.key, value=spec.fact_words(format_value(fact.value)), path=path), 0
        if action == "unset" and len(args) == 1:
            fact, path = unset_in_profile(game, args[0], environ)
            shipped_value = shipped(game)[fact.key]
            return _("{key} removed from {path}; new games use the shipped value: {value} ({provenance}).").format(
                key=fact.key, path=path, value=spec.fact_words(format_value(shipped_value.value)),
                provenance=provenance_word(shipped_value.provenance)), 0
        raise FactError(N_("Usage: {usage}"), usage="referee board GAME [set KEY VALUE | unset KEY]")
    except InputError as exc:
        from referee.i18n import render

        return f"{_('Error')}: {render(exc.msg)}", 2
