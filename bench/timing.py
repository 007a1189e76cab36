"""What every benchmark here measures the same way: the median of repeated runs, and the time to
load a save of a whole game."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from referee.session import Session


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def load_ms(session: Session, runs: int = 10) -> tuple[float, int]:
    """The median time to load the session's game from a save file, and the file's size."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "full.toml"
        session.save_to(path)
        return median_ms(lambda: Session(lang="en").load(path), runs), os.path.getsize(path)
