"""A session: one game in play, its history for undo and redo, its save file, and its language.

Every line goes the same way whether typed at the prompt or read from a script:
line -> Command (registry) -> engine -> Outcome -> text (rendered in the current language).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee import games, i18n, save
from referee.core import InputError, Msg, RuleViolation, excerpt
from referee.games.base import GameSpec
from referee.i18n import N_, _
from referee.registry import Action, Arg, Command, Registry, canonical, check_length, normalise, parse_args, split

FLAG_JSON = Arg("--json", "flag", optional=True)

SESSION_COMMANDS = (
    Command(("new",), (Arg("GAME", "word"), Arg("PLAYER", "word", repeat=True),
                       Arg("--option KEY=VALUE", "word", optional=True, repeat=True)),
            N_("Start a new game (players in turn order)"), "session"),
    Command(("load",), (Arg("FILE", "file"),), N_("Load a saved game; later lines are saved to it"), "session"),
    Command(("save",), (Arg("FILE", "file", optional=True),),
            N_("Save the game (to FILE, which becomes the autosave file)"), "session"),
    Command(("show",), (FLAG_JSON,), N_("Show the board, the players and what is pending"), "session"),
    Command(("score",), (FLAG_JSON,), N_("Standings now, or the final result once the game is over"), "session"),
    Command(("undo",), (Arg("N", "int", optional=True, lo=1, hi=100_000),), N_("Take back the last N lines"),
            "session"),
    Command(("redo",), (Arg("N", "int", optional=True, lo=1, hi=100_000),), N_("Replay N lines taken back"),
            "session"),
    Command(("history",), (), N_("The lines of this game so far"), "session"),
    Command(("why",), (), N_("The derivation of the last ruling, step by step, with rule ids"), "session"),
    Command(("lang",), (Arg("ja|en", "word"),), N_("Switch the language of messages"), "session"),
    Command(("help",), (Arg("COMMAND", "text", optional=True),), N_("List the commands, or explain one"),
            "session"),
    Command(("ask",), (Arg("QUESTION", "text"),),
            N_("A rules question in Japanese or English; a move it names is tried on a copy of the game"),
            "session"),
    Command(("rules",), (Arg("ID|WORDS", "text", optional=True),),
            N_("The rule corpus: a clause by its id, or the clauses about some words"), "session"),
    Command(("quit",), (), N_("Leave (the game is already saved after every line)"), "session"),
)


@dataclass
class Reply:
    """What a line produced. status: ok | empty | rejected (a rule) | error (input) | quit."""

    status: str
    text: str = ""
    rule: str | None = None
    data: Any = None


@dataclass
class Session:
    lang: str = "en"
    path: Path | None = None
    autosave: bool = False
    game: GameSpec | None = None
    players: tuple[str, ...] = ()
    options: dict[str, str] = field(default_factory=dict)
    states: list[Any] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    pos: int = 0
    why: list[Msg] = field(default_factory=list)
    created: Any = None
    facts: Any = None  # the printed facts the game is played with (games that have them); saved with it

    def __post_init__(self) -> None:
        i18n.set_language(self.lang)
        self._registries: dict[str | None, Registry] = {}

    # --- state ------------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[self.pos] if self.game else None

    def registry(self) -> Registry:
        key = self.game.id if self.game else None
        reg = self._registries.get(key)
        if reg is None:
            reg = Registry([*_with_aliases(SESSION_COMMANDS, self.game), *(self.game.commands if self.game else ())])
            self._registries[key] = reg
        return reg

    def render(self, msg: Msg) -> str:
        return i18n.render(msg, self.game.namer if self.game else None)

    # --- lines ------------------------------------------------------------------------------------
    def execute(self, line: str) -> Reply:
        """Run one line. A rejected or malformed line changes nothing."""
        try:
            check_length(line)
            free = self._free_text(line)
            if free is not None:
                return free
            tokens = split(line)
            if not tokens:
                return Reply("empty")
            found = self.registry().match(tokens)
            if found is None:
                raise InputError(N_("Unknown command '{word}'. Type 'help' for the list of commands."),
                                 word=tokens[0])
            cmd, rest = found
            if cmd.scope == "session":
                return getattr(self, "_cmd_" + cmd.words[0])(cmd, rest)
            return self._play(cmd, rest)
        except RuleViolation as exc:
            self.why = [exc.msg]
            return Reply("rejected", self._rejection(exc.msg), rule=exc.rule)
        except InputError as exc:
            return Reply("error", self.render(exc.msg))

    def _free_text(self, line: str) -> Reply | None:
        """`ask` and `rules` take the rest of the line as typed: a question may hold an apostrophe."""
        head, _sep, rest = normalise(line).strip().partition(" ")
        found = self.registry().match([head]) if head else None
        if found is None or found[0].words[0] not in ("ask", "rules"):
            return None
        return getattr(self, "_cmd_" + found[0].words[0])(found[0], [rest.strip()] if rest.strip() else [])

    def _rejection(self, msg: Msg) -> str:
        return f"{_('Rejected')} [{msg.rule}] {self.render(msg)}"

    def _play(self, cmd: Command, rest: list[str]) -> Reply:
        if self.game is None:
            raise InputError(N_("No game yet: start one with 'new GAME PLAYER...' or 'load FILE'"))
        if self.pos >= save.MAX_LINES:  # the save could not hold one more: refuse it, as the loader would
            raise InputError(N_("This game has {limit} lines, the most a save holds; no more lines can be added."),
                             limit=save.MAX_LINES)
        state = self.state
        args = parse_args(cmd, rest, lambda kind, token: self.game.parse_arg(kind, token, state))
        outcome = self.game.apply(state, Action(cmd.name, args))
        line = canonical(cmd, args, self.game.format_arg)
        check_length(line)  # the log line must load again
        del self.states[self.pos + 1:]
        del self.log[self.pos:]
        self.states.append(outcome.state)
        self.log.append(line)
        self.pos += 1
        if outcome.why:
            self.why = list(outcome.why)
        self._autosave()
        return Reply("ok", "\n".join(self.render(e) for e in outcome.events))

    def trial(self, *lines: str, lang: str | None = None) -> tuple[Reply, list[Msg]]:
        """Try lines on a copy of the game, stopping at the first one not accepted: the last verdict
        and derivation, rendered in `lang` (default: the session's); this session is unchanged."""
        copy = Session(lang=lang or self.lang)
        if self.game is not None:
            copy._begin(self.game, self.players, self.options, self.facts)
            copy.states = [self.state]
        reply = Reply("empty")
        for line in lines:
            reply = copy.execute(line)
            if reply.status != "ok":
                break
        i18n.set_language(self.lang)
        return reply, copy.why

    # --- games and files --------------------------------------------------------------------------
    def start(self, game_name: str, players: list[str], options: dict[str, str]) -> None:
        game = games.load(game_name)
        opts = game.check_new(tuple(players), options)
        self._begin(game, tuple(players), opts, game.initial_facts())

    def _begin(self, game: GameSpec, players: tuple[str, ...], options: dict[str, str], facts: Any = None) -> None:
        self.game, self.players, self.options, self.facts = game, players, options, facts
        self.states = [game.new(players, options) if facts is None else game.new(players, options, facts)]
        self.log, self.pos, self.why, self.created = [], 0, [], None

    def load(self, path: Path) -> None:
        """Replace the session's game with a save file's, replaying its log and checking the snapshot."""
        data = save.read(path)
        shown = excerpt(path, save.PATH_EXCERPT)
        try:
            game = games.load(data.game)
            options = game.check_new(tuple(data.players), data.options)
            facts = game.facts_from_save(data.extra.get("facts", {}))
        except InputError as exc:
            raise save.SaveError(N_("{path}: {problem}"), path=shown, problem=self.render(exc.msg)) from None
        if data.facts_digest is not None and data.facts_digest != save.facts_digest(data.extra.get("facts")):
            raise save.SaveError(N_("{path}: the [facts] table does not match the facts the snapshot records; "
                                    "the file was edited or is damaged"), path=shown)
        trial = Session(lang=self.lang)
        try:
            trial._begin(game, tuple(data.players), options, facts)
        except RuleViolation as exc:  # the set-up needs a fact the save lacks: the save is damaged, not the move
            raise save.SaveError(N_("{path}: a damaged save: the game cannot be set up from it: {reason}"),
                                 path=shown, reason=trial._rejection(exc.msg)) from None
        for number, line in enumerate(data.log, 1):
            reply = trial._replay(line)
            if reply.status != "ok":
                raise save.SaveError(N_("{path}: line {number} of the log cannot be replayed ({line}): {reason}"),
                                     path=shown, number=number, line=excerpt(line), reason=reply.text)
        if game.to_dict(trial.state) != data.snapshot:
            raise save.SaveError(N_("{path}: the snapshot does not match what the log produces; "
                                    "the file was edited or is damaged"), path=str(path))
        self._begin(game, trial.players, options, facts)
        self.states, self.log, self.pos, self.why = trial.states, trial.log, trial.pos, trial.why
        self.created = data.created
        self.path = Path(path)

    def _replay(self, line: str) -> Reply:
        try:
            tokens = split(line)
        except InputError as exc:
            return Reply("error", self.render(exc.msg))
        found = self.registry().match(tokens) if tokens else None
        if found is None or found[0].scope != "game":
            return Reply("error", _("not a game action"))
        return self.execute(line)

    def save_to(self, path: Path | None = None) -> Path:
        target = Path(path) if path else self.path
        if target is None:
            raise InputError(N_("Save where? Give a file name: save FILE"))
        if self.game is None:
            raise InputError(N_("No game to save"))
        save.write(target, save.SaveData(
            game=self.game.id, players=list(self.players), options=self.options, log=self.log[: self.pos],
            snapshot=self.game.to_dict(self.state), created=self.created, extra=self.facts_table()))
        return target

    def facts_table(self) -> dict:
        """The save's [facts] table (empty for a game without printed facts)."""
        if self.facts is None:
            return {}
        from referee import facts as facts_mod

        return {"facts": facts_mod.to_save(self.facts)}

    def _autosave(self) -> None:
        if self.autosave and self.path is not None:
            self.save_to(self.path)

    # --- session commands -------------------------------------------------------------------------
    def _cmd_new(self, cmd: Command, rest: list[str]) -> Reply:
        if not rest:
            raise InputError(N_("Usage: {usage}"), usage=cmd.usage())
        players, options = parse_new_args(rest[1:])
        self.start(rest[0], players, options)
        self.path = None  # a new game never overwrites the previous game's file; `save FILE` sets one
        text = _("New game of {game}: {players}").format(game=self.game.id, players=", ".join(players))
        notes = [self.render(m) for m in self.game.started(self.state)]
        return Reply("ok", "\n".join([text, *notes]))

    def _cmd_load(self, cmd: Command, rest: list[str]) -> Reply:
        (path,) = parse_args(cmd, rest, None)
        self.load(Path(path))
        return Reply("ok", _("Loaded {path}: {n} lines replayed").format(path=path, n=len(self.log)))

    def _cmd_save(self, cmd: Command, rest: list[str]) -> Reply:
        (path,) = parse_args(cmd, rest, None)
        target = self.save_to(Path(path) if path else None)
        self.path = target
        return Reply("ok", _("Saved to {path}").format(path=target))

    def _require_game(self) -> GameSpec:
        if self.game is None:
            raise InputError(N_("No game yet: start one with 'new GAME PLAYER...' or 'load FILE'"))
        return self.game

    def _flag(self, cmd: Command, rest: list[str]) -> bool:
        if rest and rest != ["--json"]:
            raise InputError(N_("Usage: {usage}"), usage=cmd.usage())
        return bool(rest)

    def _cmd_show(self, cmd: Command, rest: list[str]) -> Reply:
        as_json = self._flag(cmd, rest)
        game = self._require_game()
        if as_json:
            data = game.show_json(self.state)
            return Reply("ok", json.dumps(data, ensure_ascii=False, indent=2), data=data)
        return Reply("ok", game.show_text(self.state, color=True))

    def _cmd_score(self, cmd: Command, rest: list[str]) -> Reply:
        as_json = self._flag(cmd, rest)
        game = self._require_game()
        self.why = game.score_why(self.state)
        if as_json:
            data = game.score_json(self.state)
            return Reply("ok", json.dumps(data, ensure_ascii=False, indent=2), data=data)
        return Reply("ok", game.score_text(self.state))

    def _cmd_undo(self, cmd: Command, rest: list[str]) -> Reply:
        (n,) = parse_args(cmd, rest, None)
        self._require_game()
        n = min(n or 1, self.pos)
        if n == 0:
            raise InputError(N_("Nothing to undo"))
        self.pos -= n
        self._autosave()
        return Reply("ok", _("Undone: {lines}").format(lines="; ".join(self.log[self.pos:self.pos + n])))

    def _cmd_redo(self, cmd: Command, rest: list[str]) -> Reply:
        (n,) = parse_args(cmd, rest, None)
        self._require_game()
        n = min(n or 1, len(self.states) - 1 - self.pos)
        if n == 0:
            raise InputError(N_("Nothing to redo"))
        self.pos += n
        self._autosave()
        return Reply("ok", _("Redone: {lines}").format(lines="; ".join(self.log[self.pos - n:self.pos])))

    def _cmd_history(self, cmd: Command, rest: list[str]) -> Reply:
        parse_args(cmd, rest, None)
        self._require_game()
        lines = [f"{i:4d}  {line}" for i, line in enumerate(self.log[: self.pos], 1)]
        return Reply("ok", "\n".join(lines) if lines else _("No lines yet"))

    def _cmd_why(self, cmd: Command, rest: list[str]) -> Reply:
        parse_args(cmd, rest, None)
        if not self.why:
            return Reply("ok", _("Nothing to explain yet"))
        from referee.rules.text import why_text

        return Reply("ok", why_text(self.why, self.render, self.lang))

    def _cmd_ask(self, cmd: Command, rest: list[str]) -> Reply:
        from referee.rules.commands import ask

        return ask(self, cmd, " ".join(rest))

    def _cmd_rules(self, cmd: Command, rest: list[str]) -> Reply:
        from referee.rules.commands import rules

        return rules(self, " ".join(rest))

    def _cmd_lang(self, cmd: Command, rest: list[str]) -> Reply:
        (value,) = parse_args(cmd, rest, None)
        lang = i18n.normalise(value)
        if lang is None:
            raise InputError(N_("Languages: ja, en"))
        self.lang = lang
        i18n.set_language(lang)
        return Reply("ok", _("Language: English"))

    def _cmd_help(self, cmd: Command, rest: list[str]) -> Reply:
        topic = " ".join(rest)
        reg = self.registry()
        if topic:
            found = reg.match(split(topic))
            if found is None:
                raise InputError(N_("Unknown command '{word}'. Type 'help' for the list of commands."), word=topic)
            c = found[0]
            return Reply("ok", f"{c.usage()}\n    {_(c.help)}")
        width = max(len(c.usage()) for c in reg.commands)
        lines = [_("Commands:")]
        lines += [f"  {c.usage():<{width}}  {_(c.help)}" for c in reg.commands]
        return Reply("ok", "\n".join(lines))

    def _cmd_quit(self, cmd: Command, rest: list[str]) -> Reply:
        parse_args(cmd, rest, None)
        return Reply("quit")


def parse_new_args(tokens: list[str]) -> tuple[list[str], dict[str, str]]:
    """Players and --option KEY=VALUE (or KEY=VALUE) from the words after `new GAME`."""
    players: list[str] = []
    options: dict[str, str] = {}
    it = iter(tokens)
    for token in it:
        if token in ("--option", "-O"):
            token = next(it, "")
            if "=" not in token:
                raise InputError(N_("--option needs KEY=VALUE"))
        if "=" in token:
            key, _sep, value = token.partition("=")
            options[key.strip().lower()] = value.strip().lower()
        else:
            players.append(token)
    return players, options


def _with_aliases(commands: tuple[Command, ...], game: GameSpec | None) -> list[Command]:
    """Session commands with their Japanese and English aliases from the shared glossary."""
    from referee.glossary import load

    gloss = load()
    out = []
    for c in commands:
        term = gloss.get("command", c.words[0])
        aliases = tuple((n,) for n in term.names() if n != c.words[0]) if term else ()
        out.append(Command(c.words, c.args, c.help, c.scope, aliases))
    return out
