"""Languages: which one the user wants, the gettext catalogs, and rendering of messages.

Catalogs are compiled from locales/<lang>/<domain>.po into referee/locale at build time: the
shell's domain "referee" and one domain per game. Two kinds of message id live in them: natural
English sentences (marked with _ or N_), and symbolic keys such as "tigris.leader.adjacent-temple"
emitted by the engines. Both languages translate every id, so no message depends on the id's own
wording. A lookup tries the shell's domain, then the games'.
"""

from __future__ import annotations

import errno
import gettext
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "ja")
_LOCALE_DIR = Path(__file__).parent / "locale"
_catalogs: dict[str, gettext.NullTranslations] = {}
_current = "en"


def detect(explicit: str | None = None, environ: Mapping[str, str] = os.environ) -> str:
    """The language to speak: an explicit choice, else LC_ALL / LC_MESSAGES / LANG, else English."""
    if explicit:
        return normalise(explicit) or "en"
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def normalise(lang: str) -> str | None:
    """'ja', 'JA', 'ja_JP.UTF-8', '日本語' -> 'ja'; 'en', 'English' -> 'en'; anything else -> None."""
    value = lang.strip().lower()
    if value.startswith("ja") or value in ("日本語", "にほんご", "japanese"):
        return "ja"
    if value.startswith("en") or value in ("english", "英語"):
        return "en"
    return None


def set_language(lang: str) -> None:
    global _current
    _current = lang if lang in LANGUAGES else "en"
    _speak_to_click(_current)


def _speak_to_click(lang: str) -> None:
    """click's own messages (usage errors, help headings) go through gettext's global domain:
    point it at our "click" catalog in the chosen language."""
    if os.environ.get("LANGUAGE") == lang and gettext.textdomain() == "click":
        return
    os.environ["LANGUAGE"] = lang
    gettext.bindtextdomain("click", str(_LOCALE_DIR))
    gettext.textdomain("click")


def language() -> str:
    return _current


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Speak `lang` for a while (a session's own language), then the language spoken before.
    The process language that click's own messages use is left alone."""
    global _current
    previous = _current
    _current = lang if lang in LANGUAGES else "en"
    try:
        yield
    finally:
        _current = previous


def _catalog(lang: str) -> gettext.NullTranslations:
    """A language's domains as one chain: the shell's ("referee", then the others), then the games'.
    Each domain's file is read when a lookup first reaches it: `--help` or `ask` never reads a game's."""
    cat = _catalogs.get(lang)
    if cat is None:
        folder = _LOCALE_DIR / lang / "LC_MESSAGES"
        files = sorted(folder.glob("*.mo"), key=_lookup_order) if folder.is_dir() else []
        cat = _catalogs[lang] = _Later(files)
    return cat


def _lookup_order(path: Path) -> tuple[bool, bool, str]:
    # (No message id is in two domains, tests/test_catalogs.py checks: the order changes only what is read.)
    return path.stem != "referee", (_LOCALE_DIR.parent / "games" / path.stem.replace("-", "_")).is_dir(), path.stem


class _Later(gettext.NullTranslations):
    """The rest of a chain of domains, from its first domain's .mo file, read when first asked."""

    def __init__(self, files: list[Path]) -> None:
        super().__init__()
        self._files = files
        self._domain: gettext.NullTranslations | None = None

    def gettext(self, message: str) -> str:
        if self._domain is None:
            if not self._files:
                return message
            with self._files[0].open("rb") as f:
                self._domain = gettext.GNUTranslations(f)
            self._domain.add_fallback(_Later(self._files[1:]))
        return self._domain.gettext(message)


def _(message: str) -> str:
    """Translate a message id into the current language."""
    return _catalog(_current).gettext(message)


def N_(message: str) -> str:
    """Mark a message id for extraction without translating it yet."""
    return message


# Why the system refused a file, in the user's words (strerror is the C library's English).
_OS_REASONS = {errno.ENOENT: N_("no such file or folder"), errno.EACCES: N_("permission denied"),
               errno.EPERM: N_("permission denied"), errno.EISDIR: N_("it is a folder"),
               errno.ENOTDIR: N_("a part of the path is not a folder"), errno.ENOSPC: N_("no space left on the disk"),
               errno.EROFS: N_("the file system is read-only"), errno.ENAMETOOLONG: N_("the name is too long"),
               errno.ELOOP: N_("too many symbolic links")}


def os_reason(exc: OSError) -> str:
    """The reason of an OSError in the current language (the system's own words when it is unusual)."""
    key = _OS_REASONS.get(exc.errno or 0)
    return _(key) if key else exc.strerror or str(exc)


# How a parameter value is put into words: the session installs the current game's namer,
# which turns glossary ids (colours, leaders) into names in the current language.
ParamNamer = Callable[[str, Any], str]


# How each language separates the items of a list in running text (青木、佐藤、鈴木).
LIST_SEPARATORS = {"en": ", ", "ja": "、"}


def separator() -> str:
    """How the current language separates the items of a list in running text."""
    return LIST_SEPARATORS[_current]


def listing(items) -> str:
    """Items as a list in running text of the current language."""
    return separator().join(str(v) for v in items)


def plural(n: int, one: str, many: str) -> str:
    """The message for one thing or for several, translated (each marked with N_ where it is written)."""
    return _(one if n == 1 else many)


def _plain(name: str, value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return listing(value)
    return str(value)


# Set by the tests: a message with no catalog entry is an error there, not its key shown to a player
# (the catalogs hold the keys the extractor finds; one built in a way it cannot see would be missed).
STRICT = os.environ.get("REFEREE_STRICT_I18N") == "1"


def render(msg, namer: ParamNamer | None = None, lang: str | None = None) -> str:
    """The text of a Msg (see referee.core) in `lang` (default: the current language)."""
    namer = namer or _plain
    template = _catalog(lang if lang in LANGUAGES else _current).gettext(msg.key)
    if STRICT and template is msg.key:
        raise LookupError(f"no catalog entry for {msg.key!r}")
    params = {k: namer(k, v) for k, v in msg.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        # A catalog entry naming a parameter the engine did not send: show what we have.
        return template + " " + " ".join(f"{k}={v}" for k, v in params.items())
