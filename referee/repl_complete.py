"""Completion at the prompt: command words from the registry, then each argument by its kind.

Nothing here names a command of a game. Keywords come from the registry (English, plus the
Japanese names when the session speaks Japanese); values come from the game's `candidates`
for its argument kinds, from int ranges, from file names, from the registry again for `help`.
Candidates for a game action are kept when the line they complete is among the legal actions of the
position (referee/legal.py), and left out otherwise (all are shown, with the rule, when none is legal).
The position is the one the whole table may know (GameSpec.public_view): the menu is on the shared
screen, so what a player keeps behind the screen (Lancaster's coins) never narrows it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document

from referee.i18n import _
from referee.kinds import Ctx
from referee.core import RuleViolation
from referee.registry import Arg, Command, canonical, fold, parse_args
from referee.repl_line import INCOMPLETE, Typed, Verdict, args_at, starts, try_action, typed

SEPARATOR = " · "


class RefereeCompleter(Completer):
    def __init__(self, session):
        self.session = session
        self.paths = PathCompleter(expanduser=True, file_filter=_save_file)
        self._verdicts: dict[tuple, dict[str, Verdict]] = {}
        self._verdicts_of: object = None
        self._public: object = None  # the position as the table may know it (GameSpec.public_view)
        self._lines: dict[str, set[str] | None] = {}
        self._related: dict[int, dict[str, list]] = {}

    # --- entry point ------------------------------------------------------------------------------
    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        registry = self.session.registry()
        line = typed(document.text_before_cursor, registry)
        if line is None:
            return
        seen: dict[str, Completion] = {}
        with self.session.speaking():  # collected at once: the language is not left changed between yields
            try:
                for completion in self._all(line, registry, complete_event):
                    seen.setdefault(completion.text, completion)
            except Exception:  # noqa: BLE001 - a game without candidates for a kind must not break the prompt
                pass
        yield from seen.values()

    def _all(self, line: Typed, registry, event: CompleteEvent) -> Iterator[Completion]:
        yield from self._keywords(line, line.before, registry)
        if line.command is None:
            return
        cmd, rest = line.command, list(line.rest)
        for arg in args_at(cmd.args, len(rest)):
            yield from self._argument(line, cmd, arg, rest, event)

    # --- keywords ---------------------------------------------------------------------------------
    def _keywords(self, line: Typed, before: tuple[str, ...], registry) -> Iterator[Completion]:
        """The next keyword of every command the typed words may still begin."""
        k, word = len(before), fold(line.word)
        preferred: dict[str, list[Command]] = {}
        others: dict[str, list[Command]] = {}
        for cmd in registry.commands:
            nexts = {seq[k] for seq in (cmd.words, *cmd.aliases) if len(seq) > k and starts(seq, before)}
            if not nexts:
                continue
            folded = {fold(n) for n in nexts}
            best = [w for w in self._keyword_names(cmd.words[k]) if fold(w) in folded] if len(cmd.words) > k else []
            for name in best:
                if fold(name).startswith(word):
                    preferred.setdefault(name, []).append(cmd)
            for name in sorted(nexts):
                if name not in best and fold(name).startswith(word):
                    others.setdefault(name, []).append(cmd)
        for name, cmds in (preferred or others).items():
            yield Completion(name, -line.raw_len, display_meta=self._keyword_meta(cmds, k))

    def _keyword_names(self, word: str) -> list[str]:
        """The English keyword, and its Japanese name when the session speaks Japanese."""
        names = [word]
        if self.session.lang == "ja":
            term = self._term(word)
            if term is not None and term.ja != word:
                names.append(term.ja)
        return names

    def _keyword_meta(self, cmds: list[Command], k: int) -> str:
        whole = [c for c in cmds if len(c.words) == k + 1]
        if len(cmds) == 1 and whole:
            return _(cmds[0].help)
        nexts = dict.fromkeys(self._name(c.words[k + 1]) for c in cmds if len(c.words) > k + 1)
        return SEPARATOR.join(([_(whole[0].help)] if whole else []) + list(nexts))

    def _term(self, word: str):
        glossary = self._glossary()
        return glossary.get("command", word) or glossary.get("term", word) or glossary.get("word", word)

    def _name(self, word: str) -> str:
        term = self._term(word)
        return term.name(self.session.lang) if term else word

    def _glossary(self):
        if self.session.game is not None:
            return self.session.game.glossary
        from referee.glossary import load

        return load()

    # --- arguments --------------------------------------------------------------------------------
    def _argument(self, line: Typed, cmd: Command, arg: Arg, rest: list[str],
                  event: CompleteEvent) -> Iterator[Completion]:
        if arg.kind.id == "file":
            yield from self._files(line, event)
            return
        if arg.kind.takes_rest:
            if arg.name == "COMMAND":  # help COMMAND: the topics are the commands themselves
                start = cmd.args.index(arg)
                yield from self._keywords(line, tuple(rest[start:]), self.session.registry())
            return
        values = [(v, meta) for v, meta in self._values(cmd, arg, rest) if v]
        if arg.kind.id == "int":  # a number is only a number, whatever glossary term shares its id
            matching = [(v, meta, v) for v, meta in values if v.startswith(fold(line.word))]
        else:
            matching = [(v, meta, text) for v, meta in values for text in self._spellings(v, line.word)]
        if not matching and arg.kind.id != "int":  # no offered spelling fits what is typed: try every alias
            matching = [(v, meta, text) for v, meta in values for text in self._aliases(v, line.word)]
        verdicts = self._legal(cmd, rest, [v for v, _meta, _text in matching])
        rejected_all = bool(verdicts) and all(v.status == "rejected" for v in verdicts.values())
        for value, meta, text in matching:
            if text != value:  # a name of the value: its meta need not repeat it
                meta = SEPARATOR.join(m for m in meta.split(SEPARATOR) if m != text)
            result = verdicts.get(value)
            if result is not None and result.status == "rejected":
                if not rejected_all:
                    continue
                violation = result.violation or try_action(self.session, cmd, [*rest, value],
                                                           self._public).violation
                if violation is not None:  # the rule that refuses it, for the menu
                    meta = f"✗ [{violation.rule}] {self.session.render(violation.msg)}"
            yield Completion(text, -line.raw_len, display_meta=meta)

    def _values(self, cmd: Command, arg: Arg, rest: list[str]) -> list[tuple[str, str]]:
        """(value, meta) pairs an argument may take, whatever is typed."""
        session = self.session
        if arg.kind.id == "flag":
            return [(arg.name, "")]
        if arg.kind.id == "int":
            return [(n, "") for n in arg.kind.candidates(Ctx(session.game, session.state))]
        if arg.kind.id == "word":
            return self._words(cmd, arg, rest)
        if session.game is None:
            return []
        return [(v, self._value_meta(v)) for v in arg.kind.candidates(Ctx(session.game, session.state))]

    def _words(self, cmd: Command, arg: Arg, rest: list[str]) -> list[tuple[str, str]]:
        """Free words with a known set of values: alternatives in the name (ja|en), games, --options."""
        if "|" in arg.name:
            return [(v, "") for v in arg.name.split("|")]
        if arg.name == "GAME":
            from referee import games

            return [(g, "") for g, module in games.MODULES.items() if module]
        if arg.name.startswith("--"):
            flag = arg.name.split()[0]
            if rest and rest[-1] == flag and cmd.args and cmd.args[0].name == "GAME":
                return self._game_options(rest[0])
            return [(flag, "")]
        return []

    def _game_options(self, game_name: str) -> list[tuple[str, str]]:
        from referee import games
        from referee.core import InputError

        try:
            game = games.load(game_name)
        except InputError:
            return []
        return [(f"{key}={value}", "") for key, values in game.options.items() for value in values]

    def _value_meta(self, value: str) -> str:
        """The names, in the session's language, of the glossary terms a value stands for."""
        terms = self._related_terms().get(value, [])
        names = dict.fromkeys(t.name(self.session.lang) for t in terms)
        names.pop(value, None)
        if not names and "-" in value and self.session.game is not None:  # a pair such as black-red
            named = self.session.game.namer("monument", value)
            return "" if named == value else named
        return SEPARATOR.join(names)

    def _related_terms(self) -> dict[str, list]:
        """value -> glossary terms with that id or naming it in an attribute (red: priest, temple)."""
        glossary = self._glossary()
        index = self._related.get(id(glossary))
        if index is None:
            index = {}
            for term in glossary.terms:
                if term.kind == "command":
                    continue
                for value in dict.fromkeys([term.id, *(v for v in term.attrs.values() if isinstance(v, str))]):
                    index.setdefault(value, []).append(term)
            for value, terms in index.items():
                terms.sort(key=lambda t, v=value: t.id != v)  # the term that is the value first
            self._related[id(glossary)] = index
        return index

    def _spellings(self, value: str, word: str) -> list[str]:
        """How a value is offered: its id, and its name when the session speaks Japanese."""
        texts = [value]
        if self.session.lang == "ja":
            own = [t for t in self._related_terms().get(value, []) if t.id == value]
            if own and own[0].ja != value:
                texts.append(own[0].ja)
        return [t for t in texts if fold(t).startswith(fold(word))]

    def _aliases(self, value: str, word: str) -> list[str]:
        if not word:
            return []
        names = dict.fromkeys(n for t in self._related_terms().get(value, []) for n in t.names())
        return [n for n in names if " " not in n and fold(n).startswith(fold(word))]

    # --- legality ---------------------------------------------------------------------------------
    def _legal(self, cmd: Command, rest: list[str], values: list[str]) -> dict[str, Verdict]:
        """The game's verdict on the line completed with each value (game actions only): from the legal
        actions of the position (referee/legal.py). A line the query does not cover (a set-up line, a
        command not playable now, a value the table types) is tried by `apply`, as is a refused line
        whose reason is shown."""
        session = self.session
        if session.game is None or cmd.scope != "game" or not values:
            return {}
        if self._verdicts_of is not session.state:  # a new position: forget what was tried
            self._verdicts.clear()
            self._lines.clear()
            self._verdicts_of = session.state
            self._public = session.game.public_view(session.state)
        known = self._verdicts.setdefault((cmd.name, tuple(rest)), {})
        lines = self._legal_lines(cmd)
        for value in values:
            if value not in known:
                tokens = [*rest, value]
                known[value] = (try_action(session, cmd, tokens, self._public) if lines is None
                                else self._query(cmd, tokens, lines))
        return {v: known[v] for v in values}

    def _legal_lines(self, cmd: Command) -> set[str] | None:
        """The legal lines of a command now, or None when the query does not decide its lines."""
        if cmd.name not in self._lines:
            from referee.legal import LegalActions

            query = LegalActions(self.session.game, self._public, cmd.name)
            decided = bool(query.commands()) and cmd.name not in self.session.game.legal_open_commands
            self._lines[cmd.name] = set(query) if decided else None
        return self._lines[cmd.name]

    def _query(self, cmd: Command, tokens: list[str], lines: set[str]) -> Verdict:
        session = self.session
        try:
            args = parse_args(cmd, tokens, Ctx(session.game, self._public))
        except RuleViolation as exc:
            return Verdict("rejected", exc)
        except Exception:  # noqa: BLE001 - an incomplete or unreadable line: offered, as typed so far
            return INCOMPLETE
        return Verdict("ok") if canonical(cmd, args) in lines else Verdict("rejected")

    # --- files ------------------------------------------------------------------------------------
    def _files(self, line: Typed, event: CompleteEvent) -> Iterator[Completion]:
        if len(line.word) != line.raw_len:  # NFKC changed the word's length: offsets would not fit
            return
        hidden = os.path.basename(line.word).startswith(".")
        for completion in self.paths.get_completions(Document(line.word), event):
            if hidden or not completion.display_text.startswith("."):
                yield completion


def _save_file(path: str) -> bool:
    return os.path.isdir(path) or path.endswith(".toml")
