"""The `referee` command: new, play, run, show, score, rules, ask.

The language is chosen before the click tree is built, so that help texts are in it. Only
click and the catalogs are imported at start-up; games, saves and the REPL load when used.
"""

from __future__ import annotations

import gc
import os
import re
import sys
from pathlib import Path
from typing import Any, NoReturn

import click

from referee import __version__, i18n
from referee.i18n import _

EXIT_OK, EXIT_REJECTED, EXIT_INPUT = 0, 1, 2


def _lang_from_argv(argv: list[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def _fit(text: str) -> str:
    """Text wrapped to the screen's width (80 columns unless the prompt knows better)."""
    from referee.render import fit

    return fit(text)


def _echo_err(text: str) -> None:
    click.echo(_fit(text), err=True)


def _session(ctx: click.Context, **kwargs):
    from referee.session import Session

    return Session(lang=ctx.obj["lang"], lang_chosen=ctx.obj.get("lang_explicit", False), **kwargs)


def _fail(session, exc) -> None:
    _echo_err(f"{_('Error')}: {session.render(exc.msg)}")
    sys.exit(EXIT_INPUT)


def _load(ctx: click.Context, path: str):
    from referee.core import InputError

    session = _session(ctx)
    try:
        notes = session.load(Path(path))
    except InputError as exc:
        _fail(session, exc)
    for note in notes:  # lines taken back that can no longer be redone
        _echo_err(note)
    return session


def _print_reply(reply, quiet: bool = False) -> None:
    if reply.text and not quiet:
        click.echo(reply.text if reply.is_json else _fit(reply.text))


class _HelpFormatter(click.HelpFormatter):
    """click's --help laid out in terminal cells (wcwidth), as every other screen is: click counts
    characters, and a Japanese character takes two cells."""

    def write_text(self, text: str) -> None:
        from referee.render import wrap

        indent = " " * self.current_indent
        for i, paragraph in enumerate(" ".join(p.split()) for p in text.split("\n\n")):
            if i:
                self.write("\n")
            for line in wrap(paragraph, max(self.width - self.current_indent, 20)):
                self.write(f"{indent}{line}\n")

    def write_dl(self, rows, col_max: int = 30, col_spacing: int = 2) -> None:
        from referee.render import width, wrap

        rows = list(rows)
        first_col = min(max((width(first) for first, _second in rows), default=0), col_max) + col_spacing
        hang = " " * (first_col + self.current_indent)
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            if not second:
                self.write("\n")
                continue
            self.write(" " * (first_col - width(first)) if width(first) <= first_col - col_spacing else f"\n{hang}")
            lines = wrap(second, max(self.width - first_col - self.current_indent, 10))
            self.write(f"{lines[0]}\n" + "".join(f"{hang}{line}\n" for line in lines[1:]))


class _ScriptFile(click.File):
    """click.File, with the reason a script cannot be opened in the user's language."""

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        if isinstance(value, str) and value != "-":
            try:
                os.stat(value)
            except OSError as exc:
                self.fail(f"'{click.format_filename(value)}': {i18n.os_reason(exc)}", param, ctx)
        return super().convert(value, param, ctx)


class _Context(click.Context):
    formatter_class = _HelpFormatter


def _check_lang(value: str | None) -> str | None:
    if value is not None and i18n.normalise(value) is None:
        raise click.BadParameter(_("Languages: ja, en"), param_hint="--lang")
    return value


def _lang_option(command):
    """`--lang` after the command's name too (`referee show game.toml --lang ja`): COMMANDS.md gives it
    to any command. It overrides the one given before the name, as the last word of a line does."""

    def chosen(ctx: click.Context, _param, value: str | None) -> None:
        if _check_lang(value) is None:
            return
        ctx.obj.update(lang=i18n.detect(value), lang_explicit=True)
        i18n.set_language(ctx.obj["lang"])

    return click.option("--lang", metavar="ja|en", expose_value=False, is_eager=True, callback=chosen,
                        help=_("Language of messages (default: from LC_ALL, LC_MESSAGES, LANG)"))(command)


def build() -> click.Group:
    @click.group(help=_("A referee and rules assistant for tabletop games played on a real table."),
                 context_settings={"help_option_names": ["-h", "--help"]})
    @click.version_option(__version__, "--version", prog_name="referee", message="%(prog)s %(version)s")
    @click.option("--lang", metavar="ja|en", help=_("Language of messages (default: from LC_ALL, LC_MESSAGES, LANG)"))
    @click.pass_context
    def cli(ctx: click.Context, lang: str | None) -> None:
        _check_lang(lang)
        ctx.obj = {"lang": i18n.detect(lang), "lang_explicit": lang is not None}
        i18n.set_language(ctx.obj["lang"])
        if sys.stdout.isatty():  # a wider terminal gets the room; a pipe or a file gets 80 columns
            import shutil

            from referee.render import set_width

            set_width(shutil.get_terminal_size().columns)

    @cli.command(help=_("Start a new game set up by the rules for that many players, and write its save."))
    @_lang_option
    @click.argument("game")
    @click.argument("players", nargs=-1, required=True)
    @click.option("--option", "options", multiple=True, metavar="KEY=VALUE", help=_("A game option, such as board=advanced or length=short (or the value alone); an unknown one lists the game's options"))
    @click.option("-o", "--output", metavar="FILE", help=_("Write the save here (default: print it)"))
    @click.option("--force", is_flag=True, help=_("Overwrite FILE if it exists"))
    @click.pass_context
    def new(ctx, game, players, options, output, force):
        from referee.core import InputError, RuleViolation
        from referee.session import parse_new_args

        session = _session(ctx)
        try:
            _utf8(game, *players, *options, *([output] if output else []))
            _none, opts = parse_new_args([t for o in options for t in ("--option", o)])
            session.start(game, list(players), opts)
            if output is None:
                from referee import save

                click.echo(_save_text(session, save), nl=False)
                return
            if Path(output).exists() and not force:
                from referee.i18n import N_

                raise InputError(N_("{path} exists; use --force to overwrite it, or choose another name"),
                                 path=output)
            session.save_to(Path(output))
        except InputError as exc:
            _fail(session, exc)
        except RuleViolation as exc:  # a player count the rules do not allow
            _echo_err(session._rejection(exc.msg))
            sys.exit(EXIT_REJECTED)
        click.echo(_fit(_("New game of {game} written to {path}").format(game=session.game.name(), path=output)))
        for note in session.game.started(session.state):
            click.echo(_fit(session.render(note)))

    @cli.command(help=_("Referee a game at the prompt; every accepted line is saved to FILE at once."))
    @_lang_option
    @click.argument("file", required=False)
    @click.pass_context
    def play(ctx, file):
        if file and not Path(file).exists() and not Path(file).is_symlink():
            hint = _("No such file: {path}. Start a game with: referee new GAME PLAYER... -o {path}")
            _echo_err(f"{_('Error')}: {hint.format(path=file)}")
            sys.exit(EXIT_INPUT)
        session = _load(ctx, file) if file else _session(ctx)
        session.autosave = True
        if sys.stdin.isatty() and sys.stdout.isatty():
            from referee.repl import run_repl

            sys.exit(run_repl(session))
        sys.exit(_run_script(session, getattr(sys.stdin, "buffer", sys.stdin), _("standard input"), quiet=False))

    @cli.command(help=_("Run the lines of SCRIPT (- for standard input); it starts with 'new ...' or 'load FILE'."))
    @_lang_option
    @click.argument("script", type=_ScriptFile("rb"))
    @click.option("-o", "--output", metavar="FILE", help=_("Save the game here at the end (or before a rejected line)"))
    @click.option("--json", "as_json", is_flag=True, help=_("Print the final state as 'show --json' does"))
    @click.option("-q", "--quiet", is_flag=True, help=_("Print only errors"))
    @click.pass_context
    def run(ctx, script, output, as_json, quiet):
        session = _session(ctx)
        name = getattr(script, "name", "-")
        name = _("standard input") if name in ("-", "<stdin>") or not isinstance(name, str) else click.format_filename(name)
        code = _run_script(session, script, name, quiet=quiet or as_json)
        if output and session.game is not None:
            from referee.core import InputError

            try:
                session.save_to(Path(output))
            except InputError as exc:
                _fail(session, exc)
        if as_json and session.game is not None:
            import json

            click.echo(json.dumps(session.execute("show --json").data, ensure_ascii=False, indent=2))
        sys.exit(code)

    @cli.command(help=_("Show the board, the players and what is pending (THING: one place of the map in detail, a country or a region)."))
    @_lang_option
    @click.argument("file")
    @click.argument("thing", nargs=-1, metavar="[THING]")
    @click.option("--json", "as_json", is_flag=True, help=_("Machine-readable output with stable keys"))
    @click.option("--private", "--points", "private", is_flag=True,
                  help=_("Also what the players keep hidden (victory points, coins), with a warning"))
    @click.pass_context
    def show(ctx, file, thing, as_json, private):
        import shlex

        session = _load(ctx, file)
        words = ["show", *(["--json"] if as_json else []), *(["--private"] if private else []), *thing]
        reply = session.execute(" ".join(shlex.quote(w) for w in words))
        if reply.status in ("ok", "empty"):
            _print_reply(reply)
            _end_now(EXIT_OK)
        click.echo(_fit(reply.text), err=True)
        _end_now(EXIT_INPUT)

    @cli.command(help=_("Standings now, or the final result once the game is over, with the tie-breaks applied."))
    @_lang_option
    @click.argument("file")
    @click.option("--json", "as_json", is_flag=True, help=_("Machine-readable output with stable keys"))
    @click.option("--why", "explain", is_flag=True, help=_("How the standings were worked out, step by step"))
    @click.pass_context
    def score(ctx, file, as_json, explain):
        session = _load(ctx, file)
        reply = session.execute(" ".join(["score"] + (["--json"] if as_json else []) + (["--why"] if explain else [])))
        if reply.status in ("ok", "empty"):
            _print_reply(reply)
            _end_now(EXIT_OK)
        click.echo(_fit(reply.text), err=True)  # --json with --why
        _end_now(EXIT_INPUT)

    @cli.command(help=_("The rule corpus: the games and their areas, a clause by its id, or the clauses about some words."))
    @_lang_option
    @click.argument("words", nargs=-1, metavar="[GAME] [RULE-ID|WORDS...]")
    @click.pass_context
    def rules(ctx, words):
        from referee.rules.commands import cli_rules

        _too_long(" ".join(words))
        text, code = cli_rules(list(words), ctx.obj["lang"], ctx.obj.get("lang_explicit", False))
        click.echo(_fit(text), err=code == EXIT_INPUT)
        _end_now(code)

    @cli.command(help=_("A rules question in Japanese or English, answered from the rule corpus with clause ids."))
    @_lang_option
    @click.argument("question", nargs=-1, required=True)
    @click.option("--game", metavar="GAME", help=_("The game asked about (default: the one the question names, else all)"))
    @click.option("--json", "as_json", is_flag=True, help=_("The ranked clause ids with their scores"))
    @click.pass_context
    def ask(ctx, question, game, as_json):
        from referee.rules.commands import cli_ask

        lang = ctx.obj["lang"] if ctx.obj.get("lang_explicit") else None
        _too_long(" ".join(question))
        text, code = cli_ask(" ".join(question), game, lang, as_json)
        click.echo(text if as_json else _fit(text), err=code == EXIT_INPUT)
        _end_now(code)

    @cli.command(help=_("The printed facts of GAME and where each comes from. 'set KEY VALUE' records your board's "
                        "value in your profile (used by new games), 'unset KEY' removes it."))
    @_lang_option
    @click.argument("game")
    @click.argument("action", required=False, metavar="[set KEY VALUE | unset KEY]")
    @click.argument("args", nargs=-1)
    def board(game, action, args):
        from referee.facts import cli_board

        text, code = cli_board(game, action, list(args))
        if text:
            click.echo(_fit(text), err=code != EXIT_OK)
        sys.exit(code)

    for command in (cli, *cli.commands.values()):
        command.context_class = _Context
    return cli


def _save_text(session, save) -> str:
    import tomli_w

    return tomli_w.dumps({
        "meta": {"schema_version": save.SCHEMA_VERSION, "app_version": __version__, "game": session.game.id},
        "game": {"players": list(session.players), "options": session.options},
        **session.facts_table(),
        "log": {"lines": []},
        "snapshot": save.seal(session.game.to_dict(session.state), session.facts_table()),
    })


def _utf8(*values: str) -> None:
    """Words from the command line must be text: a byte the shell could not decode is refused."""
    from referee.core import InputError, excerpt
    from referee.i18n import N_

    for value in values:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(N_("'{value}' is not valid UTF-8 text; type it again in UTF-8"), value=excerpt(value)) from None


def _too_long(text: str) -> None:
    from referee.core import InputError
    from referee.words import check_length

    try:
        check_length(text)
    except InputError as exc:
        _echo_err(f"{_('Error')}: {i18n.render(exc.msg)}")
        sys.exit(EXIT_INPUT)


class _Script:
    """The lines of a script or of standard input, decoded: UTF-8; or Shift_JIS (CP932) when the first
    line that is not plain ASCII is not UTF-8 but reads cleanly as CP932 (a notice says so, once, on
    stderr). No line longer than the line limit is read whole. Iteration stops at a line that cannot
    be read, leaving (its number, an InputError) in `error`."""

    def __init__(self, stream, name: str):
        self.stream, self.name, self.error = stream, name, None

    def __iter__(self):
        from referee.core import InputError
        from referee.i18n import N_
        from referee.words import MAX_LINE

        encoding = None
        limit = 4 * MAX_LINE + 2  # bytes: UTF-8 takes at most 4 a character
        number = 0
        while True:
            raw = self.stream.readline(limit)
            if not raw:
                return
            number += 1
            if isinstance(raw, str):  # a text stream (an embedding caller): already decoded
                yield raw.rstrip("\r\n")
                continue
            if len(raw) >= limit and not raw.endswith(b"\n"):
                self.error = number, InputError(N_("This line is too long: the referee reads lines of at most "
                                                   "{limit} characters."), limit=MAX_LINE)
                return
            if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]  # a UTF-8 byte-order mark
            if encoding is None and not raw.isascii():
                encoding = _encoding(raw, self.name)
            try:
                text = raw.decode(encoding or "ascii")
                if encoding == "cp932" and not _clean(text):
                    raise UnicodeDecodeError("cp932", raw, *_unclean_span(raw), "not Japanese text")
            except UnicodeDecodeError as exc:
                self.error = number, InputError(
                    N_("This line is not UTF-8 text (byte 0x{byte} at byte {column}). Save {name} as UTF-8 "
                       "(Shift_JIS is read too, when the whole file is in it) and run it again."),
                    byte=f"{raw[exc.start]:02x}", column=exc.start + 1, name=self.name)
                return
            yield text.rstrip("\r\n")


def _clean(text: str) -> bool:
    """Whether decoded text is text: no private-use character (CP932 maps stray bytes such as 0xff to
    some) and no control character but a tab or a line end (UTF-16 holds NULs)."""
    return not _UNCLEAN.search(text)


_UNCLEAN = re.compile("[\ue000-\uf8ff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _unclean_span(raw: bytes) -> tuple[int, int]:
    """Where in a line's bytes the first byte of an unclean character lies (for the message)."""
    text = raw.decode("cp932")
    at = len(text[: _UNCLEAN.search(text).start()].encode("cp932"))
    return at, at + 1


def _encoding(first: bytes, name: str) -> str:
    """The encoding of a script, from its first line that is not ASCII."""
    try:
        first.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        if not _clean(first.decode("cp932")):
            return "utf-8"  # bytes CP932 maps to private-use or control characters: not Japanese text
    except UnicodeDecodeError:
        return "utf-8"
    _echo_err(_("{name} is not UTF-8 but reads as Shift_JIS (CP932), so it is read that way. "
                "Saved as UTF-8 it would not need this.").format(name=name))
    return "cp932"


def _run_script(session, stream, name: str, quiet: bool) -> int:
    """Run the lines of a script file or stream; a line that cannot be read ends it like an unusable one."""
    lines = _Script(stream, name)
    code = _run_lines(session, lines, quiet)
    if code == EXIT_OK and lines.error is not None:
        number, error = lines.error
        _echo_err(_("line {number}: {text}").format(number=number, text=session.render(error.msg)))
        code = EXIT_INPUT
    return code


def _run_lines(session, stream, quiet: bool) -> int:
    """Run a script line by line; stop at the first rejected or unusable line (saying so when lines follow)."""
    stream = iter(stream)
    for number, line in enumerate(stream, 1):
        if session.game is None and session.needs_game(line):
            _echo_err(_("line {number}: {text}").format(
                number=number, text=_("this script must start with 'new GAME PLAYER...' or 'load FILE'")))
            return EXIT_INPUT
        reply = session.execute(line.rstrip("\n"))
        if reply.status == "quit":
            break
        if reply.status in ("rejected", "error"):
            _echo_err(_("line {number}: {text}").format(number=number, text=reply.text))
            if any(rest.strip() for rest in stream):
                _echo_err(_("Stopped at line {number}: the lines after it were not run.").format(number=number))
            return EXIT_REJECTED if reply.status == "rejected" else EXIT_INPUT
        if not quiet and reply.text:
            click.echo(reply.text if reply.is_json else _fit(reply.text))
        elif quiet:
            for note in reply.notes:  # "print only errors": and the warnings
                _echo_err(_fit(note))
    return EXIT_OK


def _end_now(code: int) -> NoReturn:
    """End a command that changed nothing (ask, rules, show, score) as soon as its output is written,
    skipping the interpreter's teardown: `ask` holds its indexes' hundreds of thousands of objects,
    `show` a replayed game, and freeing them one by one at exit costs 3-4 ms of a 100 ms budget. Only
    in the referee's own process (main), never under a test's CliRunner, which must go on."""
    if not _OWN_PROCESS:
        sys.exit(code)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except OSError:  # a reader that left (| head -0): nothing more to say to it
        pass
    os._exit(code)


_OWN_PROCESS = False  # set by main(): the process is the referee's, not a test's


def main(argv: list[str] | None = None) -> None:
    global _OWN_PROCESS
    _OWN_PROCESS = True
    # What the process holds so far (click, the standard library) lives until it exits: frozen, it is
    # left alone by the cyclic collector, both in the collections a command sets off (a save's replay
    # makes thousands of containers) and in those Python makes at exit. (About 5-7 ms of `referee show`.)
    gc.freeze()
    argv = sys.argv[1:] if argv is None else argv
    lang = i18n.detect(_lang_from_argv(argv))
    i18n.set_language(lang)
    build().main(args=argv, prog_name="referee")
