"""Save files: TOML with a format version, the players, the options, the action log and a snapshot.

A save is both a record of the game and a proof of how it got there: loading replays the log
(see Session.load) and checks the result against the snapshot. The lines taken back by `undo`
stay in the save ([log] undone, in the order they were played) until a new line replaces them;
loading replays them on top of the snapshot's position so that `redo` finds them again. Files are written atomically
(temporary file, fsync, replace) in UTF-8, and anything unexpected in a file is refused with a
clear message before it can reach the game.
"""

from __future__ import annotations

import datetime as dt
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core import InputError
from referee.i18n import N_

SCHEMA_VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_LINES = 100_000
MAX_LINE = 1_000


@dataclass
class SaveData:
    game: str
    players: list[str]
    options: dict[str, str]
    log: list[str]
    snapshot: dict[str, Any]
    created: dt.datetime | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # per-game tables (such as [facts])
    undone: list[str] = field(default_factory=list)  # lines taken back, which `redo` plays again


class SaveError(InputError):
    pass


def write(path: Path, data: SaveData) -> None:
    import tomli_w

    now = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    doc = {
        "meta": {
            "schema_version": SCHEMA_VERSION,
            "app_version": __version__,
            "game": data.game,
            "created": data.created or now,
            "saved": now,
        },
        "game": {"players": list(data.players), "options": dict(data.options)},
        **data.extra,
        "log": {"lines": list(data.log), **({"undone": list(data.undone)} if data.undone else {})},
        "snapshot": data.snapshot,
    }
    payload = tomli_w.dumps(doc).encode("utf-8")
    atomic_write(path, payload)


def atomic_write(path: Path, payload: bytes) -> None:
    """Write bytes so that the file is either the old one or the new one, never half of each."""
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise SaveError(N_("Cannot write {path}: {reason}"), path=str(path), reason=exc.strerror or str(exc)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise SaveError(N_("Cannot write {path}: {reason}"), path=str(path), reason=exc.strerror or str(exc)) from None
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def read(path: Path) -> SaveData:
    """Parse and validate a save file. Raises SaveError with a message for the user."""
    import tomllib

    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(N_("{path} is too large to be a save file ({size} bytes)"), path=str(path), size=size)
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(N_("No such file: {path}"), path=str(path)) from None
    except IsADirectoryError:
        raise SaveError(N_("{path} is a directory, not a save file"), path=str(path)) from None
    except OSError as exc:
        raise SaveError(N_("Cannot read {path}: {reason}"), path=str(path), reason=exc.strerror or str(exc)) from None
    try:
        text = raw.decode("utf-8")
        doc = tomllib.loads(text)
    except UnicodeDecodeError:
        raise SaveError(N_("{path} is not a save file: it is not UTF-8 text"), path=str(path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise SaveError(N_("{path} is not a valid save file: {reason}"), path=str(path), reason=str(exc)) from None
    except RecursionError:
        raise SaveError(N_("{path} is not a valid save file: nested too deeply"), path=str(path)) from None
    return validate(doc, str(path))


def _fail(where: str, problem: str, **params: Any) -> SaveError:
    return SaveError(N_("{path}: {problem}"), path=where, problem=_Problem(problem, params))


class _Problem:
    """A sub-message rendered lazily in the current language (see Session.render)."""

    def __init__(self, key: str, params: dict[str, Any]):
        self.key, self.params = key, params

    def __str__(self) -> str:
        from referee.i18n import _

        try:
            return _(self.key).format(**self.params)
        except (KeyError, ValueError, IndexError):
            return _(self.key)


def _table(doc: dict, key: str, where: str, allowed: set[str]) -> dict:
    value = doc.get(key)
    if not isinstance(value, dict):
        raise _fail(where, N_("the [{key}] table is missing or is not a table"), key=key)
    unknown = set(value) - allowed
    if unknown:
        raise _fail(where, N_("unknown key(s) in [{key}]: {keys}"), key=key, keys=", ".join(sorted(unknown)))
    return value


def validate(doc: dict, where: str = "save") -> SaveData:
    allowed_top = {"meta", "game", "log", "snapshot", "facts"}
    unknown = set(doc) - allowed_top
    if unknown:
        raise _fail(where, N_("unknown table(s): {keys}"), keys=", ".join(sorted(unknown)))
    meta = _table(doc, "meta", where, {"schema_version", "app_version", "game", "created", "saved"})
    version = meta.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _fail(where, N_("meta.schema_version must be a whole number"))
    if version > SCHEMA_VERSION:
        raise _fail(where, N_("it was written by a newer referee (format {version}; this one reads {known})"),
                    version=version, known=SCHEMA_VERSION)
    if version < 1:
        raise _fail(where, N_("unknown save format {version}"), version=version)
    game_name = meta.get("game")
    if not isinstance(game_name, str) or not game_name:
        raise _fail(where, N_("meta.game must name a game"))
    created = meta.get("created")
    if created is not None and not isinstance(created, dt.datetime):
        raise _fail(where, N_("meta.created must be a date and time"))

    game = _table(doc, "game", where, {"players", "options"})
    players = game.get("players")
    if not isinstance(players, list) or not players or len(players) > 8 \
            or not all(isinstance(p, str) and 0 < len(p) <= 40 for p in players):
        raise _fail(where, N_("game.players must be a list of player names"))
    options = game.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(v, str) and len(v) <= 100 for v in options.values()):
        raise _fail(where, N_("game.options must be a table of text values"))

    log = _table(doc, "log", where, {"lines", "undone"})
    lines = log.get("lines", [])
    if not isinstance(lines, list) or len(lines) > MAX_LINES \
            or not all(isinstance(x, str) and len(x) <= MAX_LINE for x in lines):
        raise _fail(where, N_("log.lines must be a list of command lines"))
    undone = log.get("undone", [])
    if not isinstance(undone, list) or len(lines) + len(undone) > MAX_LINES \
            or not all(isinstance(x, str) and len(x) <= MAX_LINE for x in undone):
        raise _fail(where, N_("log.undone must be a list of command lines"))

    snapshot = doc.get("snapshot")
    if not isinstance(snapshot, dict):
        raise _fail(where, N_("the [snapshot] table is missing or is not a table"))
    facts = doc.get("facts")
    if facts is not None and not isinstance(facts, dict):
        raise _fail(where, N_("the [facts] table is not a table"))
    return SaveData(game=game_name, players=players, options=dict(options), log=lines, snapshot=snapshot,
                    created=created, extra={"facts": facts} if facts is not None else {}, undone=undone)
