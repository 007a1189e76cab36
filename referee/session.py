"""A session: one game in play, its history for undo and redo, its save file, and its language.

Every line goes the same way whether typed at the prompt or read from a script:
line -> Command (registry) -> engine -> Outcome -> text (rendered in the current language).
"""

from __future__ import annotations

import shlex

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple

from referee import games, i18n, save, turn
from referee.core import InputError, Msg, Refused, Reply, RuleViolation, excerpt
from referee.games.base import PRIVATE_FLAG, GameSpec
from referee.i18n import N_, _
from referee.kinds import ArgName, Ctx, Kind
from referee.registry import (Action, Arg, Command, Registry, aliases, canonical, check_length, normalise, parse_args,
                              split, without_clashes)
from referee.render import Laid, clip, pad, width, wrap

FLAG_JSON = Arg("--json", "flag", optional=True)
HISTORY_WIDTH = 80  # `history` rows wrap at this many terminal cells, undo's listed lines are cut there
HISTORY_NAME = 12  # and the players' names to this many

SESSION_COMMANDS = (
    Command(("new",), (Arg("GAME", "word"), Arg("PLAYER", "word", repeat=True),
                       Arg("--option KEY=VALUE", "word", optional=True, repeat=True)),
            N_("Start a new game (players in turn order)"), "session"),
    Command(("load",), (Arg("FILE", "file"),), N_("Load a saved game; at the prompt later lines are saved to it (a script: run -o)"), "session"),
    Command(("save",), (Arg("FILE", "file", optional=True),),
            N_("Save the game (to FILE; at the prompt every later line is saved there too)"), "session"),
    Command(("show",), (FLAG_JSON, Arg(PRIVATE_FLAG, "flag", optional=True), Arg("THING", "word", optional=True)),
            N_("Show the board, the players and what is pending (--private: hidden too)"),
            "session"),
    Command(("score",), (FLAG_JSON, Arg("--why", "flag", optional=True)),
            N_("Standings now, or the final result once the game is over (--why: how they are reached)"),
            "session"),
    Command(("undo",), (Arg("N", "int", optional=True, lo=1, hi=100_000),),
            N_("Take back the last N lines; the save keeps them for redo"), "session"),
    Command(("redo",), (Arg("N", "int", optional=True, lo=1, hi=100_000),), N_("Replay N lines taken back"),
            "session"),
    Command(("history",), (), N_("The lines so far, each with its turn (or round) and player"), "session"),
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

NEEDS_GAME = ("save", "show", "score", "undo", "redo", "history")  # session commands about the game in play


class UndoPreview(NamedTuple):
    """What `undo N` would take back, for a prompt that asks before a long undo."""

    lines: list[str]  # the lines taken back, in the order they were played
    turn: str  # the label of the turn it goes back to ("T5", "R2·I"), or ""
    player: str | None  # who was asked then (None: the whole table)
    crosses: bool  # it takes back lines of an earlier turn than the last line's


@dataclass
class Session:
    """One game in play (see the module's notes): its states for undo and redo, its log, its save file."""

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
    lang_chosen: bool = False  # the language was asked for (--lang, `lang`), not guessed: `ask` answers in it

    def __post_init__(self) -> None:
        # The session speaks its own language in what it does (see _speaking); constructing one
        # changes nothing global, so sessions in two languages can coexist.
        self._registries: dict[str | None, Registry] = {}
        self._suggest_for: Any = None  # the session's Suggester, made when a line first goes wrong

    # --- state ------------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[self.pos] if self.game else None

    def registry(self) -> Registry:
        key = self.game.id if self.game else None
        reg = self._registries.get(key)
        if reg is None:
            reg = Registry(without_clashes([*_with_aliases(SESSION_COMMANDS, self.game),
                                            *(self.game.commands if self.game else ())]))
            self._registries[key] = reg
        return reg

    def glossary(self):
        """The words of this session: the shared glossary and the game's."""
        from referee import glossary

        return self.game.glossary if self.game else glossary.load()

    def _log_size(self) -> int:
        """The bytes of the lines standing (log[:pos]), counted on from the last count: a long game replayed
        line by line must not count its whole log again at every line."""
        ident, counted, size = getattr(self, "_sized", (None, 0, 0))  # (none before a game begins)
        if ident != id(self.log) or counted > self.pos:  # another log (a load), or lines taken back
            counted, size = 0, 0
        size += save.log_bytes(self.log[counted:self.pos])
        self._sized = (id(self.log), self.pos, size)
        return size

    def render(self, msg: Msg, lang: str | None = None) -> str:
        """A message in the session's language, or in `lang` (`ask` answers in the question's)."""
        lang = lang or self.lang
        usage = msg.params.get("usage")
        if lang != "en" and any(isinstance(v, ArgName) for v in msg.params.values()):
            from referee.helptext import local_arg

            msg = Msg(msg.key, {k: local_arg(v, self.glossary(), lang) if isinstance(v, ArgName) else v
                                for k, v in msg.params.items()}, msg.rule)
        named = msg.params.get("command")
        if lang != "en" and isinstance(named, str) and not isinstance(usage, str):  # a shell command's name too
            from referee.helptext import local_words

            cmd = next((c for c in self.registry().commands if c.name == named), None)
            if cmd is not None:
                msg = Msg(msg.key, {**msg.params, "command": " ".join(local_words(cmd, self.glossary(), lang))},
                          msg.rule)
        if isinstance(usage, str) and lang != "en":  # "Usage: ..." in the user's words too
            from referee.helptext import local_words, usage_text

            cmd = next((c for c in self.registry().commands if c.usage() == usage), None)
            if cmd is not None:
                params = {**msg.params, "usage": usage_text(cmd, self.glossary(), lang)}
                if "command" in params:  # 'help COMMAND' to type
                    params["command"] = " ".join(local_words(cmd, self.glossary(), lang))
                msg = Msg(msg.key, params, msg.rule)
        with i18n.speaking(lang):  # the namer puts glossary words in the current language
            return i18n.render(msg, self.game.namer if self.game else None, lang)

    def speaking(self):
        """A context in which messages are rendered in this session's language."""
        return i18n.speaking(self.lang)

    # --- lines ------------------------------------------------------------------------------------
    def execute(self, line: str) -> Reply:
        """Run one line. A rejected or malformed line changes nothing, with one exception: a printed
        fact (`fact KEY VALUE`) that completes a held line is kept even when the rules then refuse
        that line (the reply is a rejection, and the game waits again for what it waited for)."""
        with self.speaking():
            return self._execute(line)

    def _execute(self, line: str) -> Reply:
        try:
            check_length(line)
            free = self._free_text(line)
            if free is not None:
                return free
            parsed = self.registry().parse(line)  # split and matched once (the prompt may have done it)
            tokens, cmd, rest = list(parsed.tokens), parsed.command, list(parsed.rest)
            if not tokens:
                return Reply("empty")
            if cmd is None:  # `タイル赤E6`: its one reading without spaces, or what the user may have meant
                return self.execute(self._suggester().reading(tokens))
            if cmd.scope == "session":
                return getattr(self, "_cmd_" + cmd.words[0])(cmd, rest)
            try:
                return self._play(cmd, rest)
            except InputError:
                reading = self._suggester().readings(tokens)
                if len(reading) != 1:
                    raise
                return self.execute(reading[0])  # `タイル 赤E6`: the one reading of its words
        except RuleViolation as exc:
            self.why = [exc.msg]
            return Reply("rejected", self._rejection(exc.msg), rule=exc.rule)
        except Refused as exc:
            return Reply("rejected", self.render(exc.msg))
        except InputError as exc:
            return Reply("error", self.render(exc.msg))

    def _ctx(self) -> Ctx:
        """What a line's words are read against: the game and its state now."""
        return Ctx(self.game, self.state)

    # --- lines that do not parse: what the user may have meant (referee/suggest.py) ---------------
    def _suggester(self) -> Any:
        """This session's did-you-mean (imported only when a line goes wrong: a view never needs it)."""
        if self._suggest_for is None:
            from referee.suggest import Suggester

            self._suggest_for = Suggester(self)
        return self._suggest_for

    def _near(self, kind: Kind, token: str, ctx: Ctx, exc: InputError) -> None:
        """A word a game's kind cannot read: the error names the nearest words of that kind, if any."""
        self._suggester().near(kind, token, ctx, exc)

    def needs_game(self, line: str) -> bool:
        """Whether this line is a command that only makes sense in a game (a script's first game line)."""
        try:
            parsed = self.registry().parse(line)
        except InputError:
            return False
        cmd = parsed.command
        if cmd is None:
            if not parsed.tokens or self.game is not None:
                return False
            from referee.suggest import some_game_command

            return some_game_command(list(parsed.tokens))
        return cmd.scope != "session" or cmd.words[0] in NEEDS_GAME

    def _free_text(self, line: str) -> Reply | None:
        """`ask` and `rules` take the rest of the line as typed: a question may hold an apostrophe."""
        head, _sep, rest = normalise(line).strip().partition(" ")
        found = self.registry().match([head]) if head else None
        if found is None or found[0].words[0] not in ("ask", "rules"):
            return None
        return getattr(self, "_cmd_" + found[0].words[0])(found[0], [rest.strip()] if rest.strip() else [])

    def _with_question(self, text: str, before: Any) -> str:
        """The events' text, then the question the line leaves the table, when it is a new one and the
        events did not ask it already: a script or the prompt's messages say what is awaited, as `show` does."""
        asked, earlier = self.game.pending(self.state), self.game.pending(before)
        if asked is None or earlier is not None and (asked.key, asked.player) == (earlier.key, earlier.player):
            return text  # (the same question again, its options changed by the line: a set-up line, a draw)
        question = self.render(asked.msg)
        return text if question in text else "\n".join(filter(None, [text, question]))

    def _rejection(self, msg: Msg) -> str:
        return f"{_('Rejected')} [{msg.rule}] {self.render(msg)}"

    def _play(self, cmd: Command, rest: list[str], quiet: bool = False) -> Reply:
        """Play a game line; `quiet`: without the text of its events (a save's log replayed)."""
        if self.game is None:
            raise InputError(N_("No game yet: start one with 'new GAME PLAYER...' or 'load FILE'"))
        if self.pos >= save.MAX_LINES:  # the save could not hold one more: refuse it, as the loader would
            raise InputError(N_("This game has {limit} lines, the most a save holds; no more lines can be added."),
                             limit=save.MAX_LINES)
        state = self.state
        args = parse_args(cmd, rest, self._ctx(), near=self._near)
        outcome = self.game.apply(state, Action(cmd.name, args, cmd.handler))
        line = canonical(cmd, args)
        check_length(line)  # the log line must load again
        if self._log_size() + len(line.encode("utf-8", "surrogatepass")) > save.LOG_BYTES:
            raise InputError(N_("This game's lines fill what a save holds ({limit} bytes); no more lines can be added."),
                             limit=save.LOG_BYTES)
        del self.states[self.pos + 1:]
        del self.log[self.pos:]
        self.states.append(outcome.state)
        self.log.append(line)
        self.pos += 1
        self.why = turn.explanation(outcome) or self.why
        self._autosave()
        text = "" if quiet else self._with_question("\n".join(self.render(e) for e in outcome.events), state)
        if outcome.refused is not None:
            # The line stands (a printed fact), but what it completed is refused: say so as a rejection.
            self.why = [outcome.refused]
            return Reply("rejected", "\n".join(filter(None, [text, self._rejection(outcome.refused)])),
                         rule=outcome.refused.rule)
        return Reply("ok", text)

    def trial(self, *lines: str, lang: str | None = None) -> tuple[Reply, list[Msg]]:
        """Try lines on a copy of the game, stopping at the first one not accepted: the last verdict
        and derivation, rendered in `lang` (default: the session's); this session is unchanged. A line
        that waits for a printed value no one has typed yet (Lancaster's minimums) is "held"."""
        copy = Session(lang=lang or self.lang)
        copy._registries = self._registries
        if self.game is not None:
            copy._begin(self.game, self.players, self.options, self.facts)
            copy.states = [self.state]
        reply = Reply("empty")
        for line in lines:
            asked = copy.game.pending(copy.state) if copy.game is not None else None
            reply = copy.execute(line)
            if reply.status != "ok":
                break
        if reply.status == "ok" and self.game is not None:
            now = self.game.pending(copy.state)
            if now is not None and now.answers == ("fact",) and now != asked:
                # the line is held until `fact KEY VALUE` gives a printed value: the verdict waits for it
                reply = Reply("held", reply.text)
        return reply, copy.why

    # --- games and files --------------------------------------------------------------------------
    def start(self, game_name: str, players: list[str], options: dict[str, str]) -> None:
        game = games.load(game_name)
        with self.speaking():
            opts = game.check_new(tuple(players), options)
            self._begin(game, tuple(players), opts, game.initial_facts())

    def _begin(self, game: GameSpec, players: tuple[str, ...], options: dict[str, str], facts: Any = None) -> None:
        first = game.new(players, options) if facts is None else game.new(players, options, facts)
        self.game, self.players, self.options, self.facts = game, players, options, facts  # (set up: no refusal left)
        self.states = [first]
        self.log, self.pos, self.why, self.created = [], 0, [], None
        self._sized: tuple = (None, 0, 0)  # (the log counted, up to which line, its bytes): Session._log_size

    def load(self, path: Path) -> list[str]:
        """Replace the session's game with a save file's, replaying its log and checking the snapshot,
        then the lines taken back (so that `redo` works again). Returns notes for the user: a line
        taken back that no longer replays is dropped with the ones after it, and said so."""
        with self.speaking():
            return self._load(path)

    def _load(self, path: Path) -> list[str]:
        data = save.read(path)
        shown = excerpt(path, save.PATH_EXCERPT)
        try:
            game = games.load(data.game)
            options = game.check_new(tuple(data.players), data.options)
            facts = game.facts_from_save(data.extra.get("facts", {}))
        except (InputError, RuleViolation) as exc:
            raise save.SaveError(N_("{path}: {problem}"), path=shown, problem=self.render(exc.msg)) from None
        # The digest covers the facts as the game reads them (keys no longer facts are ignored, as on load).
        played_with = _facts_to_save(facts)
        if "facts" in data.extra and data.facts_digest is None:  # every save with [facts] records them
            raise save.SaveError(N_("{path}: the snapshot does not record the facts it was played with "
                                    "(snapshot.facts_digest); the file was edited or is damaged"), path=shown)
        if data.facts_digest is not None and data.facts_digest != save.facts_digest(played_with):
            raise save.SaveError(N_("{path}: the [facts] table does not match the facts the snapshot records; "
                                    "the file was edited or is damaged"), path=shown)
        trial = Session(lang=self.lang)
        trial._registries = self._registries  # a registry depends on the game only: build it once
        try:
            trial._begin(game, tuple(data.players), options, facts)
        except RuleViolation as exc:  # the set-up needs a fact the save lacks: the save is damaged, not the move
            raise save.SaveError(N_("{path}: a damaged save: the game cannot be set up from it: {reason}"),
                                 path=shown, reason=trial._rejection(exc.msg)) from None
        for number, line in enumerate(data.log, 1):
            reply = trial._replay(line)
            if reply.status != "ok" and trial.pos != number:  # (a fact refusing a held line still stands)
                raise save.SaveError(N_("{path}: line {number} of the log cannot be replayed ({line}): {reason}"),
                                     path=shown, number=number, line=excerpt(line), reason=reply.text)
        pos, why, notes = trial.pos, trial.why, []
        if "facts" not in data.extra and _facts_to_save(game.facts_from_save({})):
            # an older save, or one whose [facts] were cut out: said, since the game is played with the shipped ones
            notes.append(_("{path}: the save records no facts ([facts]): the referee's own are used, and any a "
                           "table typed with 'fact' are lost").format(path=shown))
        if game.to_dict(trial.state) != data.snapshot:
            changed = game.ruling_changed(trial.states, data.snapshot)
            if changed is None:
                raise save.SaveError(N_("{path}: the snapshot does not match what the log produces; "
                                        "the file was edited or is damaged"), path=shown)
            notes.append(_("{path}: {note}").format(path=shown, note=trial.render(changed)))
        for number, line in enumerate(data.undone, 1):
            reply = trial._replay(line)
            if reply.status != "ok" and trial.pos != pos + number:  # (as above: a fact that stands)
                notes.append(_("{path}: {n} line(s) taken back cannot be redone: '{line}' no longer replays "
                               "({reason})").format(path=shown, n=len(data.undone) - number + 1,
                                                    line=clip(line, 40), reason=reply.text))
                break
        self._begin(game, trial.players, options, facts)
        self.states, self.log, self.pos, self.why = trial.states, trial.log, pos, why
        self.created = data.created
        self.path = Path(path)
        return notes

    def _replay(self, line: str) -> Reply:
        try:
            parsed = self.registry().parse(line)
        except InputError as exc:
            return Reply("error", self.render(exc.msg))
        if parsed.command is None or parsed.command.scope != "game":
            return Reply("error", _("not a game action"))
        try:  # as execute, but the events' text, which a load throws away, is never rendered
            check_length(line)
            return self._play(parsed.command, parsed.rest, quiet=True)
        except RuleViolation as exc:
            self.why = [exc.msg]
            return Reply("rejected", self._rejection(exc.msg), rule=exc.rule)
        except InputError as exc:
            return Reply("error", self.render(exc.msg))

    def save_to(self, path: Path | None = None) -> Path:
        target = Path(path) if path else self.path
        if target is None:
            raise InputError(N_("Save where? Give a file name: save FILE"))
        if self.game is None:
            raise InputError(N_("No game to save"))
        save.write(target, save.SaveData(
            game=self.game.id, players=list(self.players), options=self.options, log=self.log[: self.pos],
            snapshot=self.game.to_dict(self.state), created=self.created, extra=self.facts_table(),
            undone=self.log[self.pos:]))
        return target

    def facts_table(self) -> dict:
        """The save's [facts] table (empty for a game without printed facts)."""
        return {} if self.facts is None else {"facts": _facts_to_save(self.facts)}

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
        text = _("New game of {game}: {players}").format(game=self.game.name(), players=i18n.listing(players))
        notes = [self.render(m) for m in self.game.started(self.state)]
        return Reply("ok", "\n".join([text, *notes]))

    def _cmd_load(self, cmd: Command, rest: list[str]) -> Reply:
        (path,) = parse_args(cmd, rest, None)
        notes = self.load(Path(path))
        text = _("Loaded {path}: {n} lines replayed").format(path=path, n=self.pos)
        redo = len(self.log) - self.pos
        if redo:
            text += "\n" + _("{n} line(s) taken back can be redone: redo N").format(n=redo)
        return Reply("ok", "\n".join([text, *notes]), notes=tuple(notes))

    def _cmd_save(self, cmd: Command, rest: list[str]) -> Reply:
        (path,) = parse_args(cmd, rest, None)
        target = self.save_to(Path(path) if path else None)
        self.path = target
        return Reply("ok", _("Saved to {path}").format(path=target))

    def _require_game(self) -> GameSpec:
        if self.game is None:
            raise InputError(N_("No game yet: start one with 'new GAME PLAYER...' or 'load FILE'"))
        return self.game

    def _flags(self, rest: list[str]) -> list[str]:
        """The words of show and score with each flag by its option name (得点 なぜ: score --why)."""
        gloss = self.glossary()
        return [term.id if (term := gloss.lookup(word, "flag")) is not None else word for word in rest]

    def _cmd_show(self, cmd: Command, rest: list[str]) -> Reply:
        rest = self._flags(rest)
        words = [word for word in rest if not word.startswith("-")]
        if words:  # `show THING`: one part of the table in detail, where the game has such views
            game = self._require_game()
            flags = [word for word in rest if word.startswith("-")]
            if any(flag not in ("--json", PRIVATE_FLAG) for flag in flags) or len(set(flags)) < len(flags):
                raise InputError(N_("Usage: {usage}"), usage=cmd.usage())
            if "--json" in flags:
                raise InputError(N_("'show {thing}' has no JSON form: 'show --json' gives the whole table."),
                                 thing=" ".join(words))
            # a detail view shows what the table can see: --private adds nothing to it
            try:
                return Reply("ok", game.show_detail(self.state, words))
            except InputError as exc:  # a near name of what the game can show (ノルマンディ: ノルマンディー)
                for kind in game.detail_kinds:
                    self._near(kind, " ".join(words), self._ctx(), exc)
                raise
        if any(word not in ("--json", PRIVATE_FLAG) for word in rest) or len(set(rest)) < len(rest):
            raise InputError(N_("Usage: {usage}"), usage=cmd.usage())
        game = self._require_game()
        if "--json" in rest:  # stable keys, every figure (for scripts): --private adds nothing to it
            data = game.show_json(self.state)
            return Reply("ok", _json(data), data=data)
        hidden = game.hides(self.state, self.options)
        text = game.show_text(self.state, color=True, private=not hidden or PRIVATE_FLAG in rest)
        if hidden and PRIVATE_FLAG in rest:
            text = self._private_note(game) + "\n\n" + text
        return Reply("ok", text)

    def _private_note(self, game: GameSpec) -> str:
        from referee.render import fit, style

        return style(fit(game.private_note()), True, fg="yellow", bold=True)

    def _cmd_score(self, cmd: Command, rest: list[str]) -> Reply:
        """The standings. A view: `why` still explains the last ruling; `score --why` gives the
        derivation of the standings themselves."""
        rest = self._flags(rest)
        if any(word not in ("--json", "--why") for word in rest) or len(set(rest)) < len(rest) or len(rest) > 1:
            raise InputError(N_("Usage: {usage}"), usage=cmd.usage())
        game = self._require_game()
        if "--json" in rest:
            data = game.score_json(self.state)
            return Reply("ok", _json(data), data=data)
        if "--why" in rest:
            from referee.rules.text import why_text

            text = why_text(game.score_why(self.state), self.render, self.lang)
        else:
            text = game.score_text(self.state)
        if game.score_is_private and game.hides(self.state, self.options):  # asked for: shown, with the warning
            text = self._private_note(game) + "\n" + text
        return Reply("ok", text)

    def _cmd_undo(self, cmd: Command, rest: list[str]) -> Reply:
        (n,) = parse_args(cmd, rest, None)
        self._require_game()
        asked, n = n or 1, min(n or 1, self.pos)
        if n == 0:
            raise Refused(N_("Nothing to undo"))
        was_over = self._over()
        self.pos -= n
        self.why = self._standing_why()
        self._autosave()
        said = _lines_said(_("Undone: {lines}"), _("Undone {n} lines:"), self._said(self.log[self.pos:self.pos + n]))
        if asked > n:
            said += "\n" + _("Only {n} line(s) could be taken back: that is back to the start.").format(n=n)
        return Reply("ok", said + self._end_changed(was_over))

    def _over(self) -> bool:
        return self.game is not None and self.game.status(self.state).over

    def _end_changed(self, was_over: bool) -> str:
        """What undo or redo did to the end of the game: taken back, or reached again."""
        if was_over and not self._over():
            return "\n" + _("The end of the game is taken back: play goes on.")
        if self._over() and not was_over:
            return "\n" + _("The game is over again: 'score' shows the result.")
        return ""

    def _cmd_redo(self, cmd: Command, rest: list[str]) -> Reply:
        (n,) = parse_args(cmd, rest, None)
        self._require_game()
        asked, n = n or 1, min(n or 1, len(self.states) - 1 - self.pos)
        if n == 0:
            raise Refused(N_("Nothing to redo"))
        was_over = self._over()
        self.pos += n
        self.why = self._standing_why()
        self._autosave()
        said = _lines_said(_("Redone: {lines}"), _("Redone {n} lines:"), self._said(self.log[self.pos - n:self.pos]))
        if asked > n:
            said += "\n" + _("Only {n} line(s) could be done again: there are no more.").format(n=n)
        return Reply("ok", said + self._end_changed(was_over))

    def _said(self, lines: list[str]) -> list[str]:
        """Lines taken back or done again as the screen may show them: in the table's words, private numbers
        as ? (as history)."""
        hidden = self.game.hides(self.state, self.options)
        return [self.local_line(self._masked(line) if hidden else line) for line in lines]

    def local_line(self, line: str, lang: str | None = None) -> str:
        """A logged line (English keywords and ids) in the table's language (or `lang`), as it could be typed
        there: 引く 影響 太郎 for 'draw influence 太郎'. Shown only when it reads back to the same line; else as
        logged."""
        lang = lang or self.lang
        if lang == "en" or self.game is None:
            return line
        from referee.helptext import local_words

        try:
            tokens = shlex.split(line)
        except ValueError:
            return line
        found = self.registry().match(tokens)
        if found is None:
            return line
        cmd, rest = found
        gloss = self.glossary()
        words = [*local_words(cmd, gloss, lang), *(_local_token(t, gloss, lang) for t in rest)]
        local = " ".join(w if " " not in w else shlex.quote(w) for w in words)
        if "?" in rest:  # a masked private figure: nothing to read back
            return local
        try:
            again = self.registry().match(words)
            same = again is not None and canonical(again[0], parse_args(again[0], again[1], self._ctx())) == line
        except (InputError, RuleViolation):
            same = False
        return local if same else line

    def _standing_why(self, back: int = 20) -> list[Msg]:
        """What `why` explains once lines are taken back or redone: the ruling of the latest line still
        standing that has one (looked for among the last `back` lines), worked out again by applying
        the line to the state before it; the engines are pure, so this changes nothing."""
        for i in range(self.pos - 1, max(self.pos - back, 0) - 1, -1):
            parsed = self.registry().parse(self.log[i])
            if parsed.command is None or parsed.command.scope != "game":
                continue
            cmd = parsed.command
            try:
                args = parse_args(cmd, parsed.rest, Ctx(self.game, self.states[i]))
                outcome = self.game.apply(self.states[i], Action(cmd.name, args, cmd.handler))
            except (RuleViolation, InputError):
                continue
            why = [outcome.refused] if outcome.refused is not None else turn.explanation(outcome)
            if why:
                return why
        return []

    def undo_preview(self, n: int | None = None) -> UndoPreview | None:
        """What `undo N` would take back (None when nothing would be): the session is unchanged."""
        if self.game is None:
            return None
        n = min(n or 1, self.pos)
        if n == 0:
            return None
        with self.speaking():
            labels = self.game.turn_labels(self.states[: self.pos])
        back = self.pos - n
        return UndoPreview(lines=[self.local_line(line) for line in self.log[back:self.pos]], turn=labels[back],
                           player=self._who(self.states[back]),
                           crosses=labels[back] != labels[self.pos - 1])

    def _who(self, state: Any) -> str | None:
        """The player the referee waited for in this state; None for the whole table."""
        return self.game.status(state).waiting

    def _cmd_history(self, cmd: Command, rest: list[str]) -> Reply:
        parse_args(cmd, rest, None)
        self._require_game()
        if not self.pos:
            return Reply("ok", _("No lines yet"))
        labels = self.game.turn_labels(self.states[: self.pos])
        table = _("the table")
        who = [clip(self._who(state) or table, HISTORY_NAME) for state in self.states[: self.pos]]
        label_cells = max(width(x) for x in labels)
        who_cells = max(width(x) for x in who)
        hidden = self.game.hides(self.state, self.options)
        rows = []
        for i, line in enumerate(self.log[: self.pos]):
            head = f"{i + 1:4d}  " + (pad(labels[i], label_cells) + " " if label_cells else "")
            shown = self.local_line(self._masked(line) if hidden else line)
            lead = f"{head}{pad(who[i], who_cells)}  "
            # a long line wraps under itself, whole: it can be read back and typed again
            parts = wrap(shown.rstrip(), max(HISTORY_WIDTH - width(lead), 20)) or [""]
            rows += [lead + parts[0], *(" " * width(lead) + part.lstrip() for part in parts[1:])]
        return Reply("ok", Laid("\n".join(rows)))

    def _masked(self, line: str) -> str:
        """A logged line with the numbers of a private command (put points, put money) as ?: the table
        saw them typed, but the screen does not keep showing what the rules keep hidden."""
        tokens = line.split()
        found = self.registry().match(tokens)
        if found is None or not found[0].private:
            return line
        n = len(tokens) - len(found[1])
        if found[0].private == "ballot":  # the player voting is seen; the ballot is not
            return " ".join(tokens[:n + 1] + ["?"] * len(tokens[n + 1:]))
        return " ".join(tokens[:n] + ["?" if t.lstrip("-").isdigit() else t for t in tokens[n:]])

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
        self.lang, self.lang_chosen = lang, True  # the REPL follows it for its own prompt and toolbar
        with self.speaking():
            return Reply("ok", _("Language: English"))

    def _cmd_help(self, cmd: Command, rest: list[str]) -> Reply:
        from referee import helptext

        topic = split(" ".join(rest))
        reg, gloss = self.registry(), self.glossary()
        if not topic:
            session = [c for c in reg.commands if c.scope == "session"]
            game = [c for c in reg.commands if c.scope != "session"]
            return Reply("ok", helptext.listing(session, game, gloss, self.lang, self.game and self.game.name()))
        found = helptext.family(reg.commands, topic)
        if not found:
            raise self._suggester().unknown(topic)
        if len(found) == 1:
            return Reply("ok", helptext.one(found[0], gloss, self.lang))
        return Reply("ok", "\n".join(helptext.entries(found, gloss, self.lang)))

    def _cmd_quit(self, cmd: Command, rest: list[str]) -> Reply:
        parse_args(cmd, rest, None)
        return Reply("quit")


def _lines_said(one: str, many: str, lines: list[str]) -> str:
    """'Undone: tile red F4'; for several lines their count, then the lines one per row (the first two
    and the last two of more than five), each cut to 80 columns."""
    if len(lines) == 1:
        return clip(one.format(lines=lines[0]), HISTORY_WIDTH)
    shown = lines if len(lines) <= 5 else [*lines[:2], _("… {n} more").format(n=len(lines) - 4), *lines[-2:]]
    return "\n".join([many.format(n=len(lines)), *(clip("  " + line, HISTORY_WIDTH) for line in shown)])


def _facts_to_save(facts: Any) -> dict | None:
    """The [facts] table of a save for these facts (None for a game without printed facts)."""
    if facts is None:
        return None
    from referee import facts as facts_mod

    return facts_mod.to_save(facts)


def parse_new_args(tokens: list[str]) -> tuple[list[str], dict[str, str]]:
    """Players and --option KEY=VALUE (or KEY=VALUE; --option VALUE, kept under a key '=N') from the words
    after `new GAME`."""
    players: list[str] = []
    options: dict[str, str] = {}
    it = iter(tokens)
    for token in it:
        if token in ("--option", "-O"):
            token = next(it, "")
            if not token or token == "=":
                raise InputError(N_("--option needs KEY=VALUE"))
            if "=" not in token:  # a value alone (--option short): the game finds its option (GameSpec.check_new)
                token = "=" + token
        if "=" in token:
            key, _sep, value = token.partition("=")
            key = key.strip().lower() or f"={len(options)}"  # values alone each under a key no one can type
            options[key] = value.strip().lower()
        else:
            players.append(token)
    return players, options


def _json(data: Any) -> str:
    import json  # here: a load, a move or a screen never needs it (~1.5 ms of `show FILE`)

    return json.dumps(data, ensure_ascii=False, indent=2)


def _with_aliases(commands: tuple[Command, ...], game: GameSpec | None) -> list[Command]:
    """Session commands with their Japanese and English aliases from the shared glossary."""
    from referee.glossary import load

    gloss = load()
    return [replace(c, aliases=aliases(c.words, gloss)) for c in commands]


def _local_token(token: str, gloss, lang: str) -> str:
    """An argument of a logged line in `lang`: a glossary id or English name as its name there (a counter
    green-knight part by part: 緑-騎士); numbers, players and anything else as logged."""
    def named(word: str) -> str | None:
        if word.isdigit():  # a number is a number (some terms have numbers as ids: a castle space)
            return None
        for term in gloss.terms:
            if term.kind != "command" and word in (term.id, term.en.lower()):
                return term.name(lang)
        # else the one term that takes it as an English alias (reward: the choice 報奨); the line is shown
        # in these words only if they read back to the same line (Session.local_line)
        aliased = [t for t in gloss.terms if t.kind != "command" and word in (a.lower() for a in t.aliases_en)]
        return aliased[0].name(lang) if len(aliased) == 1 else None

    whole = named(token.lower())
    if whole is not None or "-" not in token:
        return whole or token
    parts = [named(p.lower()) for p in token.split("-")]
    return "-".join(n or p for n, p in zip(parts, token.split("-")))
