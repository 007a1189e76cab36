"""The `ask` index, kept in the user's cache directory and rebuilt when its sources change.

The key is a checksum of the sources' bytes (CRC-32, Adler-32 and the length: zlib imports in well
under a millisecond, hashlib in about four, and the key guards a cache against edits, not an
adversary): the corpora, the glossaries and the code that builds the index, so an edit to any of
them is a new key. REFEREE_CACHE_DIR overrides the directory; set it
empty to keep nothing. A cache that cannot be read or written is ignored: it only saves time.
"""

from __future__ import annotations

import gc
import os
import pickle
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from referee.paths import cache_dir

T = TypeVar("T")
FORMAT = 2  # bump when the cached objects change shape in a way the code hash would not show


def digest(sources: list[Path]) -> str:
    crc, adler, size = 0, 1, 0

    def update(data: bytes) -> None:
        nonlocal crc, adler, size
        crc, adler, size = zlib.crc32(data, crc), zlib.adler32(data, adler), size + len(data)

    update(f"{FORMAT}|{sys.version_info[:2]}".encode())
    for path in sources:
        update(path.name.encode() + b"\0")
        try:
            update(path.read_bytes())
        except OSError:
            update(b"\0missing")
        update(b"\0")
    return f"{crc:08x}{adler:08x}{size:08x}"


def unpickle(data: bytes):
    """pickle.loads with the cyclic garbage collector paused: an index is hundreds of thousands of
    small objects and none of them garbage, yet each batch of them would set off a collection that
    walks them all (a fourfold cost, measured: 88 ms against 23 ms for the four games' indexes)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        value = pickle.loads(data)
        # and kept out of later collections: the index lives as long as the process, and the first
        # collection after this one would otherwise walk every object just made (7 ms for four games)
        gc.freeze()
        return value
    finally:
        if enabled:
            gc.enable()


def load_or_build(name: str, sources: list[Path], build: Callable[[], T]) -> T:
    """The cached value for these sources, or build() (then stored for next time)."""
    folder = cache_dir()
    if folder is None:
        return build()
    path = folder / f"{name}-{digest(sources)[:24]}.pickle"
    try:
        return unpickle(path.read_bytes())
    except FileNotFoundError:
        pass
    except Exception:  # a damaged or foreign file: rebuild over it
        pass
    value = build()
    import tempfile

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".tmp-", delete=False) as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(f.name, path)
        for stale in folder.glob(f"{name}-*.pickle"):
            if stale != path:
                stale.unlink(missing_ok=True)
    except OSError:
        pass
    return value
