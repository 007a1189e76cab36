"""`help` and usage lines in the user's language: command names and argument words from the glossary.

English usage comes from the registry (`tile COLOUR SQUARE`); its Japanese form (`タイル 色 マス`) takes
each keyword's Japanese name only when the registry accepts it, each placeholder's name from the
glossary's [[arg]] tables, and each literal word (`off`, `none`) from the glossary's words. Listings fit
80 columns measured with wcwidth: the help text wraps under the usage when the two do not fit side by side.
"""

from __future__ import annotations

import re
from itertools import product

from referee.glossary import Glossary
from referee.i18n import _
from referee.registry import Command, fold
from referee.render import pad, width
from referee.render import wrap as render_wrap

COLUMNS = 80
_PIECES = re.compile(r"(\.\.\.|[|\[\]=\s])")


def local_words(cmd: Command, gloss: Glossary, lang: str) -> tuple[str, ...]:
    """The command's keywords in `lang`: a Japanese name per keyword, if the registry accepts that line."""
    if lang == "en":
        return cmd.words
    accepted = {tuple(fold(w) for w in words) for words in cmd.aliases}
    choices = []
    for word in cmd.words:
        terms = [t for t in gloss.terms if t.kind in ("command", "term") and (word in (t.id, t.en))]
        terms.sort(key=lambda t: t.kind != "command")
        choices.append([t.name(lang) for t in terms] + [word])
    for words in product(*choices):
        if tuple(fold(w) for w in words) in accepted:
            return tuple(words)
    return cmd.words


def local_arg(name: str, gloss: Glossary, lang: str) -> str:
    """An argument's usage text (`SQUARE|off`, `[N]`) with its placeholders and literal words in `lang`."""
    if lang == "en":
        return name
    whole = gloss.arg_name(name, lang)  # a name the glossary gives whole (PLAYER|event: プレイヤー|イベント)
    if whole is not None:
        return whole
    out = []
    for piece in _PIECES.split(name):
        local = gloss.arg_name(piece, lang)
        if local is None and "-" in piece and all(gloss.arg_name(p, lang) for p in piece.split("-")):
            local = "-".join(gloss.arg_name(p, lang) for p in piece.split("-"))
        if local is None and piece.islower():
            term = gloss.lookup(piece, "word")
            if term is not None:
                local = next((n for n in (term.ja, *term.aliases_ja) if not re.search(r"[\s(（]", n)), None)
        out.append(local or piece)
    return "".join(out)


def local_usage(cmd: Command, gloss: Glossary, lang: str) -> str:
    parts = [*local_words(cmd, gloss, lang)]
    for arg in cmd.args:
        text = arg.kind.title(arg.name, gloss, lang) + ("..." if arg.repeat else "")
        parts.append(f"[{text}]" if arg.optional else text)
    return " ".join(parts)


def local_line(text: str, commands: tuple[Command, ...], gloss: Glossary, lang: str) -> str:
    """A line to type (`fact county.B.minimum N`) with its command's keywords in `lang` (事実 ...); its
    arguments, and any text that does not start with a command, as they are."""
    words = text.split(" ")
    for cmd in sorted(commands, key=lambda c: -len(c.words)):
        if tuple(words[:len(cmd.words)]) == cmd.words:
            return " ".join([*local_words(cmd, gloss, lang), *words[len(cmd.words):]])
    return text


def usage_text(cmd: Command, gloss: Glossary, lang: str) -> str:
    """What a "Usage:" message shows: the line in the user's words, and the English line it stands for."""
    local = local_usage(cmd, gloss, lang)
    english = cmd.usage()
    return english if local == english else f"{local}（{english}）"


def wrap(text: str, cells: int) -> list[str]:
    """Lines of at most `cells` columns, broken as every screen is (referee.render.wrap: at spaces, or
    between wide characters, never before a closing bracket or after an opening one)."""
    return render_wrap(text, cells) or [""]


def entries(commands: list[Command], gloss: Glossary, lang: str) -> list[str]:
    """One entry per command: its usage (and its Japanese usage), then its help text, within 80 columns."""
    heads = []
    for cmd in commands:
        head = [cmd.usage()]
        local = local_usage(cmd, gloss, lang)
        if local != head[0]:
            head.append(f"「{local}」")
        heads.append(head)
    column = min(max(width(" ".join(h)) for h in heads) + 4, 34)
    overflow = sum(width("  " + " ".join(h)) + 2 > column for h in heads)
    if overflow * 3 > len(heads):  # most usages are long (Japanese beside English): help under each usage
        column = 6
    lines = []
    for cmd, head in zip(commands, heads):
        joined = " ".join(head)
        text = wrap(_(cmd.help), COLUMNS - column)
        if width("  " + joined) + 2 <= column:
            lines.append(pad("  " + joined, column) + text[0])
            text = text[1:]
        elif width("  " + joined) <= COLUMNS:
            lines.append("  " + joined)
        else:
            lines += ["  " + h for h in head]
        lines += [" " * column + t for t in text]
    return lines


def listing(session_cmds: list[Command], game_cmds: list[Command], gloss: Glossary, lang: str,
            game: str | None) -> str:
    """`help` with no topic: the session's commands, then the game's (or how to start one)."""
    lines = [_("Commands of every session:"), *entries(session_cmds, gloss, lang)]
    if game_cmds:
        lines += ["", _("Commands of {game}:").format(game=game), *entries(game_cmds, gloss, lang)]
    else:
        lines += ["", _("A game's own commands are listed here once one is started (new or load).")]
    return "\n".join(lines)


def family(commands: list[Command], topic: list[str]) -> list[Command]:
    """The commands whose keywords (or an alias of them) begin with the topic's words."""
    want = tuple(fold(t) for t in topic)
    found = []
    for cmd in commands:
        for words in (cmd.words, *cmd.aliases):
            if tuple(fold(w) for w in words)[: len(want)] == want:
                found.append(cmd)
                break
    return found


def one(cmd: Command, gloss: Glossary, lang: str) -> str:
    """`help put leader`: the usage (and its Japanese form) and the help text, wrapped."""
    lines = [cmd.usage()]
    local = local_usage(cmd, gloss, lang)
    if local != cmd.usage():
        lines.append(local)
    lines += ["    " + t for t in wrap(_(cmd.help), COLUMNS - 4)]
    if cmd.details:
        lines += ["", _(cmd.details)]
    return "\n".join(lines)
