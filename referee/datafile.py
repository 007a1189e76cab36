"""The TOML data files shipped with the referee (glossaries, printed facts), parsed once and then read
back from the user's cache.

tomllib is written in Python: a game's glossary and facts take milliseconds to parse, at the start of
every command that plays a game. Their tables are plain data (tables, arrays, strings, numbers), which
marshal writes and reads back in microseconds. A cached copy is named by a checksum of the file's bytes,
as the `ask` index is (referee/rules/cache.py), so an edited file is parsed again; REFEREE_CACHE_DIR
works the same way (empty: nothing is kept). A cache that cannot be read or written is ignored, and a
file holding what marshal cannot (a date) is parsed every time: the cache only saves time.
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib
from pathlib import Path
from typing import Any

from referee.paths import cache_dir

FOLDER = "data"  # under the cache directory


def load(path: Path) -> dict[str, Any]:
    """The file's tables, as tomllib.load gives them (the caller treats them as read-only)."""
    raw = path.read_bytes()
    cached = _cached_name(path, raw)
    if cached is not None:
        try:
            data = marshal.loads(cached.read_bytes())
            if isinstance(data, dict):
                return data
        except (OSError, EOFError, ValueError, TypeError):
            pass  # not there yet, or damaged: parse the file again
    import tomllib

    data = tomllib.loads(raw.decode("utf-8"))
    if cached is not None:
        _store(cached, data)
    return data


def _cached_name(path: Path, raw: bytes) -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    name = "-".join(path.parts[-3:]).replace(".", "_")  # tigris-data-glossary_toml, referee-data-...
    key = zlib.crc32(f"{sys.version_info[:2]}|{marshal.version}|".encode() + raw)
    return folder / FOLDER / f"{name}-{key:08x}{len(raw):x}.marshal"


def _store(cached: Path, data: dict[str, Any]) -> None:
    try:
        blob = marshal.dumps(data)
    except ValueError:  # a date or another value marshal does not hold: parsed every time
        return
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        name = cached.name.rsplit("-", 1)[0]
        for stale in [*cached.parent.glob(f"{name}-*.marshal"), *cached.parent.glob(f".{name}-*")]:
            stale.unlink(missing_ok=True)  # an earlier version of the same file, or a write cut short
        temporary = cached.with_name(f".{cached.name}.{os.getpid()}")
        temporary.write_bytes(blob)
        os.replace(temporary, cached)
    except OSError:
        pass
