"""The interactive prompt of `referee play`. Imported only when both stdin and stdout are terminals.

A thin shell over the session (as pgcli is over its engine): the completer, the lexer and the
toolbar each live in their own module (repl_complete, repl_lexer, repl_toolbar). Every line goes
through `Session.execute` exactly as a script's would.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from prompt_toolkit import PromptSession, print_formatted_text
from prompt_toolkit.application.current import get_app
from prompt_toolkit.formatted_text import ANSI, to_formatted_text
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.styles import Style

from referee.core import InputError
from referee.i18n import _
from referee.registry import parse_args
from referee.render import clip
from referee.repl_complete import RefereeCompleter
from referee.repl_lexer import LineLexer
from referee.repl_toolbar import prompt_message, toolbar

STYLE = Style.from_dict({
    "prompt.game": "ansicyan bold",
    "prompt.player": "ansiyellow bold",
    # the typed line (not "accepted": prompt-toolkit gives that class to the whole line on Enter)
    "line.command": "ansicyan bold",
    "line.unknown": "ansired",
    "line.legal": "ansigreen",
    "line.rejected": "ansired bold",
    "line.comment": "ansibrightblack",
    "bottom-toolbar": "noreverse bg:#303030 #d0d0d0",
    "bottom-toolbar.game": "bold #87d7ff",
    "bottom-toolbar.player": "bold #ffd75f",
    "bottom-toolbar.pending": "bold #ff875f",
    "bottom-toolbar.unsaved": "bold #ff5f5f",
    "bottom-toolbar.over": "bold #ff875f",
})
REJECTED = "ansired bold"
ERROR = "ansiyellow"
SHOWS_BOARD = ("new", "load")  # after these the board is drawn once


def pasted_codes_are_not_mouse_events():
    """Key bindings that keep a pasted colour code (ESC[31m) from reaching prompt_toolkit's mouse handler,
    which reads any ESC[<digits>m as a mouse report and fails on one number (a traceback on the screen);
    a real mouse report (three numbers) goes on to it."""
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.key_binding.bindings.mouse import load_mouse_bindings
    from prompt_toolkit.keys import Keys

    mouse = next(b.handler for b in load_mouse_bindings().bindings if b.keys == (Keys.Vt100MouseEvent,))
    bindings = KeyBindings()

    @bindings.add(Keys.Vt100MouseEvent)
    def _(event):
        data = event.data
        if data[2:3] != "M" and len(data[2:].lstrip("<")[:-1].split(";")) != 3:
            return None  # not a mouse report: ignored
        return mouse(event)

    return bindings


def run_repl(session, input=None, output=None) -> int:  # noqa: A002 - prompt_toolkit's own names
    """Read lines until quit or Ctrl-D; Ctrl-C clears the line. input/output: for tests."""
    from referee import i18n
    from referee.render import fit, set_width

    i18n.set_language(session.lang)  # the prompt, the toolbar and click speak the session's language
    prompt = PromptSession(
        message=lambda: prompt_message(session),
        completer=RefereeCompleter(session),
        lexer=LineLexer(session),
        bottom_toolbar=lambda: toolbar(session, _columns()),
        style=STYLE,
        history=open_history(),
        complete_while_typing=True,
        key_bindings=pasted_codes_are_not_mouse_events(),
        input=input,
        output=output,
    )
    out = prompt.output
    confirm = PromptSession(input=input, output=output, history=InMemoryHistory())  # for yes/no questions

    def echo(text: str, style: str = "", wrap: bool = True) -> None:
        """Print a reply, wrapped to the terminal (JSON as it is)."""
        text = fit(text) if wrap else text
        print_formatted_text(to_formatted_text(ANSI(text), style=style), output=out, style=STYLE)

    def ask(question: str) -> bool:
        """A yes/no question on its own prompt (no completion, no history); Ctrl-C or Ctrl-D: no."""
        try:
            return is_yes(confirm.prompt(question))
        except (KeyboardInterrupt, EOFError):
            return False

    echo(_("Type 'help' for the commands, Tab to complete; Ctrl-D or 'quit' leaves."), "ansibrightblack")
    set_width(_terminal_columns(out))  # screens use the room of a wider terminal
    if session.game is not None:
        echo(session.execute("show").text)
    warned = False
    while True:
        set_width(_terminal_columns(out))
        try:
            line = prompt.prompt()
        except KeyboardInterrupt:
            continue
        except EOFError:
            line = None
        if line is None or _is_quit(session, line):
            if _unsaved(session) and not warned:
                echo(_("This game is not saved: 'save FILE' keeps it; 'quit' or Ctrl-D again leaves without saving."),
                     ERROR)
                warned = True
                continue
            return 0
        warned = False
        _run_line(session, line, echo, ask)
        if session.lang != i18n.language():  # `lang ja`
            i18n.set_language(session.lang)


def _run_line(session, line: str, echo, ask=None) -> None:
    first = _command_word(session, line)
    if first == "undo" and ask is not None and not _undo_confirmed(session, line, echo, ask):
        return
    try:
        reply = session.execute(line)
    except Exception as exc:  # noqa: BLE001 - a bug must not end the game at the table; the save is intact
        echo(_("Internal error: {error}").format(error=repr(exc)), ERROR)
        return
    if reply.status == "rejected":
        echo(reply.text, REJECTED)
    elif reply.status == "error":
        echo(reply.text, ERROR)
    elif reply.text:
        echo(reply.text, wrap=not reply.is_json)
    if reply.status == "ok" and first in SHOWS_BOARD and session.game is not None:
        echo(session.execute("show").text)


def _undo_confirmed(session, line: str, echo, ask) -> bool:
    """An undo that goes back into an earlier turn says what it takes back and asks once."""
    try:
        parsed = session.registry().parse(line)
        if parsed.command is None:
            return True
        (n,) = parse_args(parsed.command, list(parsed.rest), None)
    except (InputError, TypeError, ValueError):
        return True  # not a usable undo: the session says what is wrong with it
    preview = session.undo_preview(n)
    if preview is None or not preview.crosses:
        return True
    head = _("Undo {n} lines, back to {turn} ({player}):").format(
        n=len(preview.lines), turn=preview.turn, player=preview.player or _("the table"))
    lines = preview.lines if len(preview.lines) <= 2 else [preview.lines[0], "…", preview.lines[-1]]
    echo(clip(f"{head} {'; '.join(lines)}", max(20, _columns() - 1)))
    if ask(_("Take them back? [y/N] ")):
        return True
    echo(_("Nothing was undone."), "ansibrightblack")
    return False


YES = ("y", "yes", "はい")


def is_yes(answer: str) -> bool:
    """'y', 'yes', 'はい' (full-width or not, any case) say yes; anything else, or nothing, says no."""
    return unicodedata.normalize("NFKC", answer).strip().lower() in YES


def _command_word(session, line: str) -> str | None:
    try:
        cmd = session.registry().parse(line).command
    except InputError:
        return None
    return cmd.words[0] if cmd else None


def _is_quit(session, line: str) -> bool:
    return _command_word(session, line) == "quit" and session.execute(line).status == "quit"


def _unsaved(session) -> bool:
    """A game whose lines would be lost on leaving: no file to save it to."""
    return session.game is not None and session.path is None


def _terminal_columns(out) -> int:
    try:
        return out.get_size().columns
    except Exception:  # noqa: BLE001 - an output that cannot tell: the common width
        return 80


def _columns() -> int:
    try:
        return get_app().output.get_size().columns
    except Exception:  # noqa: BLE001 - no running application (tests): a common width
        return 80


# --- history ----------------------------------------------------------------------------------------

def history_path(environ=None) -> Path:
    """$XDG_STATE_HOME/referee/history (an absolute XDG_STATE_HOME only), else ~/.local/state/referee/history."""
    from referee.paths import state_dir

    return state_dir(environ) / "history"


class _QuietFileHistory(FileHistory):
    """A file history that keeps working in memory when the file stops being writable or readable."""

    def load_history_strings(self):
        try:
            yield from super().load_history_strings()
        except OSError:
            return

    def store_string(self, string: str) -> None:
        try:
            super().store_string(string)
        except OSError:
            pass


def open_history(path: Path | None = None) -> History:
    path = path or history_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch(exist_ok=True)
    except OSError:
        return InMemoryHistory()
    return _QuietFileHistory(str(path))
