"""Benchmarks for Tigris & Euphrates and the shell (figures go in the closing notes, never in tests).

    python bench/bench_tigris.py

1. start-up: `referee --version` against `python -c "import click"` (target: within 1.5x);
2. engine latency of single commands on a late-game position with 100+ tiles (target: median < 5 ms);
3. loading a save of a full four-player game with 300+ logged lines (target: < 200 ms).
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import tigris_playout  # noqa: E402

from timing import load_ms, median_ms  # noqa: E402
from referee.core import RuleViolation  # noqa: E402
from referee.games.tigris.board import SQUARES, board  # noqa: E402
from referee.kinds import Ctx  # noqa: E402
from referee.registry import Action, parse_args, split  # noqa: E402
from referee.session import Session  # noqa: E402


def startup(runs: int = 20) -> None:
    referee = shutil.which("referee") or str(Path(sys.executable).parent / "referee")
    click_ms = median_ms(lambda: subprocess.run([sys.executable, "-c", "import click"], check=True), runs)
    version_ms = median_ms(lambda: subprocess.run([referee, "--version"], check=True, capture_output=True), runs)
    print(f"start-up: python -c 'import click' {click_ms:.1f} ms; referee --version {version_ms:.1f} ms; "
          f"ratio {version_ms / click_ms:.2f} (target <= 1.5)")


def late_game_session() -> Session:
    """A four-player game well under way, then filled with tiles until 100+ lie on the board."""
    session, _script = tigris_playout.play(lines=250, seed=3)
    rng = random.Random(7)
    while session.state.pending:
        session.execute(tigris_playout._line(session.game, session.state, rng))
    assert not session.state.over, "choose another seed: this game ended early"
    rivers = board(session.state.board).rivers
    squares = list(SQUARES)
    rng.shuffle(squares)
    for sq in squares:
        if len(session.state.tiles) >= 110:
            break
        colour = "blue" if sq in rivers else rng.choice(["red", "black", "green"])
        session.execute(f"put tile {colour} {sq}")
    return session


def commands(runs: int = 200) -> None:
    session = late_game_session()
    state, game = session.state, session.game
    reg = session.registry()
    empty_land = [sq for sq in SQUARES if not state.occupied(sq) and sq not in board(state.board).rivers]
    empty_river = [sq for sq in SQUARES if not state.occupied(sq) and sq in board(state.board).rivers]
    lines = [f"tile red {empty_land[0]}", f"tile blue {empty_river[0]}" if empty_river else "swap 1",
             f"leader green {empty_land[-1]}", f"catastrophe {empty_land[1]}", "swap 2", "end",
             "tile blue A1", "leader red off"]
    print(f"late-game position: {len(state.tiles)} tiles, {len(state.leaders)} leaders, "
          f"{len(session.log)} lines played")
    for line in lines:
        cmd, rest = reg.match(split(line))
        args = parse_args(cmd, rest, Ctx(game, state))
        action = Action(cmd.name, args, cmd.handler)

        def once():
            try:
                game.apply(state, action)
                return "accepted"
            except RuleViolation as exc:
                return f"rejected ({exc.rule})"

        print(f"  engine {line:<24} {once():<40} median {median_ms(once, runs):.3f} ms")
    whole = median_ms(lambda: session.trial(lines[0]), runs)
    print(f"  whole line through the session (parse, apply, render): {whole:.3f} ms")


def load(runs: int = 10) -> None:
    session, script = tigris_playout.play(lines=330, seed=5)  # a game still going after 330 lines
    ms, size = load_ms(session, runs)
    print(f"load: full four-player save, {len(script) - 1} logged lines, {size} bytes: median {ms:.1f} ms "
          f"(target < 200 ms)")


if __name__ == "__main__":
    startup()
    commands()
    load()
