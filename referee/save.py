"""Save files: TOML with a format version, the players, the options, the action log and a snapshot.

A save is both a record of the game and a proof of how it got there: loading replays the log
(see Session.load) and checks the result against the snapshot. The lines taken back by `undo`
stay in the save ([log] undone, in the order they were played) until a new line replaces them;
loading replays them on top of the snapshot's position so that `redo` finds them again. Files are written atomically
(temporary file, fsync, replace) in UTF-8, and anything unexpected in a file is refused with a
clear message before it can reach the game.

Writing keeps the file the user made: its permissions (a new file gets the umask's), and through a
symbolic link the file the link points to. Reading takes regular files only, and at most MAX_BYTES.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core import InputError, excerpt
from referee.i18n import N_, os_reason
from referee.words import MAX_LINE

SCHEMA_VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_LINES = 100_000  # lines of a save's log; a session refuses the line that would exceed it
# The bytes a save's log lines may take (UTF-8): half of MAX_BYTES, room for their TOML quoting and the
# snapshot; a session refuses the line that would exceed it, so that no save it writes is too large to load.
LOG_BYTES = MAX_BYTES // 2
PATH_EXCERPT = 200  # characters of a file name quoted in a message
STALE_AFTER = 10  # seconds: an unlocked temporary file of ours this old belongs to no live writer


def log_bytes(lines: list[str]) -> int:
    """The bytes of log lines as UTF-8 (what LOG_BYTES bounds)."""
    return sum(len(line.encode("utf-8", "surrogatepass")) for line in lines)


@dataclass
class SaveData:
    """A save file as read and checked: the game, its players and options, the log of accepted lines,
    the snapshot it must replay to, and the lines taken back (kept for redo)."""

    game: str
    players: list[str]
    options: dict[str, str]
    log: list[str]
    snapshot: dict[str, Any]
    facts_digest: str | None = None  # what the snapshot recorded of [facts] (None: an older save)
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
    doc["snapshot"] = seal(doc["snapshot"], data.extra)
    payload = tomli_w.dumps(doc).encode("utf-8")
    if len(payload) > MAX_BYTES:  # never a save that the loader would refuse
        raise SaveError(N_("Cannot write {path}: the save would take {size} bytes, more than a save may ({limit})"),
                        path=excerpt(path, PATH_EXCERPT), size=len(payload), limit=MAX_BYTES)
    atomic_write(path, payload)


def facts_digest(table: Any) -> str:
    """A digest of a save's [facts] table, which the snapshot records: a hand-edited fact no longer
    matches it (Session.load refuses the save, as it refuses an edited snapshot)."""
    import hashlib  # imported when used: a game without printed facts never needs it
    import json

    text = json.dumps(table, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)

    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def seal(snapshot: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """The snapshot as written: the game's state, and the digest of the facts it was played with."""
    if "facts" not in extra:
        return snapshot
    return {**snapshot, "facts_digest": facts_digest(extra["facts"])}


def _check_name(path: Any) -> str:
    text = os.fspath(path)
    if "\0" in text:
        raise SaveError(N_("{path}: a file name cannot contain a NUL character"), path=excerpt(text, PATH_EXCERPT))
    return text


def _cannot_write(path: Any, exc: OSError) -> SaveError:
    return SaveError(N_("Cannot write {path}: {reason}"), path=excerpt(path, PATH_EXCERPT), reason=os_reason(exc))


def atomic_write(path: Path, payload: bytes) -> None:
    """Write bytes so that the file is either the old one or the new one, never half of each.

    Through a symbolic link the file it points to is written (the link stays); the file keeps its
    permissions (a new one gets 0o666 less the umask, not mkstemp's 0o600); our own temporary files
    that an interrupted save of the same file left behind are removed (see _remove_stale)."""
    shown = Path(_check_name(path))
    path = Path(os.path.realpath(shown)) if shown.is_symlink() else shown
    directory = path.parent if str(path.parent) else Path(".")
    try:
        info = os.stat(path)
        mode = stat.S_IMODE(info.st_mode)
    except OSError:
        info, mode = None, 0o666 & ~_umask()
    if info is not None and not stat.S_ISREG(info.st_mode):  # a pipe, a device, a directory: never replaced
        raise SaveError(N_("Cannot write {path}: it is not a regular file (a device, a pipe, a socket or a "
                           "directory); give a file"), path=excerpt(shown, PATH_EXCERPT))
    try:
        import tempfile  # only a write needs it: `show FILE` never imports it

        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise _cannot_write(shown, exc) from None
    try:
        with os.fdopen(fd, "wb") as f:
            _lock(f.fileno())
            if hasattr(os, "fchmod"):  # POSIX: the old file's mode, not mkstemp's 0o600
                os.fchmod(f.fileno(), mode)
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise _cannot_write(shown, exc) from None
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
    _remove_stale(directory, path.name)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _lock(fd: int, blocking: bool = True) -> bool:
    """An exclusive lock on a temporary file while it is being written (released when its writer
    ends, even when killed): the sign that it is not stale. True if taken (always where POSIX
    locks are unavailable)."""
    try:
        import fcntl
    except ImportError:  # not POSIX: age alone decides
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except OSError:
        return False
    return True


def _remove_stale(directory: Path, name: str) -> None:
    """Remove the temporary files an interrupted save of this very file left behind: only names of
    our own pattern for it (.NAME.XXXXXXXX.tmp, as mkstemp makes them), only regular files of this
    user, only if older than STALE_AFTER seconds and not locked by a writer that is still alive
    (each writer locks its temporary file from creation to rename). Anything else is left alone."""
    pattern = re.compile(r"\." + re.escape(name) + r"\.[A-Za-z0-9_]{8}\.tmp")
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid() or now - info.st_mtime < STALE_AFTER:
                continue
            fd = os.open(entry.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except (OSError, AttributeError):
            continue
        try:
            if _lock(fd, blocking=False):
                os.unlink(entry.path)
        except OSError:
            pass
        finally:
            os.close(fd)


def safe_read(path: Any, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file (after following links) of at most `limit` bytes, or SaveError.

    A FIFO, a device or a directory is refused before it is opened for reading (it could block
    forever or never end), and no more than limit + 1 bytes are ever read."""
    text = _check_name(path)
    shown = excerpt(text, PATH_EXCERPT)
    fd = None
    try:
        info = os.stat(text)
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(N_("{path} is a directory, not a save file"), path=shown)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(N_("{path} is not a regular file (a device, a pipe or a socket); give a file"),
                            path=shown)
        fd = os.open(text, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        info = os.fstat(fd)  # the file opened, which may have been swapped since the stat
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(N_("{path} is not a regular file (a device, a pipe or a socket); give a file"),
                            path=shown)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise SaveError(N_("{path} is too large to be a save file ({size} bytes)"), path=shown,
                            size=max(size, info.st_size))
        return b"".join(chunks)
    except FileNotFoundError:
        raise SaveError(N_("No such file: {path}"), path=shown) from None
    except IsADirectoryError:
        raise SaveError(N_("{path} is a directory, not a save file"), path=shown) from None
    except OSError as exc:
        raise SaveError(N_("Cannot read {path}: {reason}"), path=shown, reason=os_reason(exc)) from None
    finally:
        if fd is not None:
            os.close(fd)


_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)")  # where tomllib says a save breaks


def read(path: Path) -> SaveData:
    """Parse and validate a save file. Raises SaveError with a message for the user."""
    import tomllib

    raw = safe_read(path)
    shown = excerpt(os.fspath(path), PATH_EXCERPT)
    try:
        text = raw.decode("utf-8")
        doc = tomllib.loads(text)
    except UnicodeDecodeError:
        raise SaveError(N_("{path} is not a save file: it is not UTF-8 text"), path=shown) from None
    except tomllib.TOMLDecodeError as exc:
        at = _TOML_AT.search(str(exc))
        if at is None:
            raise SaveError(N_("{path} is not a valid save file: {reason}"), path=shown, reason=excerpt(exc, 120)) from None
        # the parser's words are English: the place is said in the user's language, the words beside it
        raise SaveError(N_("{path} is not a valid save file: the TOML is broken at line {line}, column {column} "
                           "({reason})"), path=shown, line=int(at[1]), column=int(at[2]),
                        reason=excerpt(str(exc)[:at.start()].strip(), 100)) from None
    except RecursionError:
        raise SaveError(N_("{path} is not a valid save file: nested too deeply"), path=shown) from None
    except ValueError:  # tomllib's integer conversion: a number of thousands of digits
        raise SaveError(N_("{path} is not a valid save file: a number in it has too many digits"), path=shown) from None
    except MemoryError:
        raise SaveError(N_("{path} is too large to be a save file ({size} bytes)"), path=shown, size=len(raw)) from None
    data = validate(doc, shown)
    data.facts_digest = doc["snapshot"].get("facts_digest")
    return data


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
        raise _fail(where, N_("unknown key(s) in [{key}]: {keys}"), key=key, keys=_names(unknown))
    return value


def _names(keys: set[str]) -> str:
    """Unknown keys as a message lists them: the first few, each cut short."""
    names = sorted(keys)
    return ", ".join(excerpt(k) for k in names[:5]) + (", …" if len(names) > 5 else "")


def validate(doc: dict, where: str = "save") -> SaveData:
    allowed_top = {"meta", "game", "log", "snapshot", "facts"}
    unknown = set(doc) - allowed_top
    if unknown:
        raise _fail(where, N_("unknown table(s): {keys}"), keys=_names(unknown))
    meta = _table(doc, "meta", where, {"schema_version", "app_version", "game", "created", "saved"})
    version = meta.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _fail(where, N_("meta.schema_version must be a whole number"))
    if version > SCHEMA_VERSION:
        raise _fail(where, N_("it was written by a newer referee (format {version}; this one reads {known})"),
                    version=excerpt(version), known=SCHEMA_VERSION)
    if version < 1:
        raise _fail(where, N_("unknown save format {version}"), version=excerpt(version))
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
    snapshot = dict(snapshot)  # without the digest, which read() hands on as SaveData.facts_digest
    if not isinstance(snapshot.pop("facts_digest", ""), str):
        raise _fail(where, N_("snapshot.facts_digest must be text"))
    facts = doc.get("facts")
    if facts is not None and not isinstance(facts, dict):
        raise _fail(where, N_("the [facts] table is not a table"))
    return SaveData(game=game_name, players=players, options=dict(options), log=lines, snapshot=snapshot,
                    created=created, extra={"facts": facts} if facts is not None else {}, undone=undone)
