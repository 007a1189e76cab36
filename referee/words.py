"""How typed words are compared: NFKC first (full-width letters, digits and the ideographic space become
ASCII), then case folded. A module of its own so that reading a glossary or a game's name does not
import the command registry."""

from __future__ import annotations

import re
import unicodedata

from referee.core import InputError
from referee.i18n import N_

# The longest line the referee reads (characters), checked before any parsing: prompt, scripts,
# `rules` and `ask` lines, and each line of a save's log. A game's lines are far shorter.
MAX_LINE = 4_000


def normalise(line: str) -> str:
    """NFKC first: full-width letters, digits and the ideographic space become ASCII."""
    return unicodedata.normalize("NFKC", line)


def fold(token: str) -> str:
    return normalise(token).casefold()


_UNDECODED = re.compile("[\ud800-\udfff]")


def check_length(line: str) -> None:
    """Refuse an over-long line before it is parsed (NFKC and shlex are slow on huge input), and one
    holding bytes that are not UTF-8."""
    if len(line) > MAX_LINE:
        raise InputError(N_("This line is too long: the referee reads lines of at most {limit} characters."),
                         limit=MAX_LINE)
    if _UNDECODED.search(line):  # bytes a terminal sent that are not UTF-8 (kept as surrogate escapes)
        raise InputError(N_("This line is not UTF-8 text: the terminal sent bytes in another encoding. Set the "
                            "terminal to UTF-8 and type it again."))
