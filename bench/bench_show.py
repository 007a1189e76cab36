"""`referee show` on a finished four-player Tigris game against `python -c "import click"`.

    python bench/bench_show.py [RUNS]

The game is a seeded random playout to its end (about 340 lines), saved to a temporary file;
the two commands are run in turn, RUNS times each (default 20), so that a loaded machine slows
both alike. Target: the ratio of the medians within 2.5. Figures go in the closing notes,
never in tests.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import tigris_playout  # noqa: E402


def finished_game(path: Path, seed: int = 1) -> int:
    """A four-player game played to its end, saved to `path`; the number of lines."""
    while True:
        session, script = tigris_playout.play(lines=2000, seed=seed)
        if session.state.over:
            session.save_to(path)
            return len(script) - 1
        seed += 1


def _ms(command: list[str], env: dict | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, env=env)
    return (time.perf_counter() - start) * 1000


def main(runs: int = 20) -> None:
    referee = shutil.which("referee") or str(Path(sys.executable).parent / "referee")
    # An installed package runs from compiled files (pip compiles it; Python writes them on first use
    # unless PYTHONDONTWRITEBYTECODE is set, as in some sandboxes): measure that, as click is measured.
    import compileall

    compileall.compile_dir(str(Path(__file__).resolve().parent.parent / "referee"), quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "finished.toml"
        lines = finished_game(path)
        # A cache of its own (warm after the first run, as a user's is): processes of other checkouts
        # sharing the user's cache would replace its parsed glossaries with their own versions.
        env = dict(os.environ, REFEREE_CACHE_DIR=str(Path(folder) / "cache"))
        click, show, score = [], [], []
        for _ in range(runs):
            click.append(_ms([sys.executable, "-c", "import click"]))
            show.append(_ms([referee, "show", str(path)], env))
            score.append(_ms([referee, "score", str(path), "--json"], env))
    c, s, j = (statistics.median(x) for x in (click, show, score))
    print(f"finished four-player Tigris game, {lines} lines: python -c 'import click' {c:.1f} ms; "
          f"referee show {s:.1f} ms (ratio {s / c:.2f}, target <= 2.5); referee score --json {j:.1f} ms "
          f"(ratio {j / c:.2f})")


if __name__ == "__main__":
    if len(sys.argv) > 2 or (len(sys.argv) == 2 and not sys.argv[1].isdigit()):
        sys.exit(__doc__)
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
