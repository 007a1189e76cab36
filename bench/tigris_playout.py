"""A long, legal game of Tigris & Euphrates played by a seeded random player, for benchmarks.

The player picks among the legal actions of each position (referee/legal.py). Every line goes
through the session like a typed line; only accepted lines are kept, so the result is a script that
replays exactly.
"""

from __future__ import annotations

import random

from referee.legal import legal
from referee.session import Session


# How often the random player takes each turn action (a long game: mostly leaders and tiles).
WEIGHTS = {"leader": 62, "tile": 35, "catastrophe": 2, "swap": 1}


def _line(game, state, rng: random.Random) -> str:
    """A legal line (referee/legal.py): an answer to what is pending, else a turn action, by WEIGHTS;
    a side in a conflict mostly commits nothing."""
    if state.pending is None:
        commands = [c for c in WEIGHTS if any(True for _line in legal(game, state, c))]
        if commands:
            command = rng.choices(commands, [WEIGHTS[c] for c in commands])[0]
            return rng.choice(list(legal(game, state, command)))
    lines = list(legal(game, state))
    if state.pending is not None and state.pending["kind"] in ("revolt", "war"):
        return lines[min(rng.choice([0, 0, 0, 1]), len(lines) - 1)]  # commit 0, now and then 1
    return rng.choice(lines)


def play(players=("Aki", "Ben", "Chie", "Dai"), lines: int = 320, seed: int = 1, board_name: str = "standard"):
    """A session after `lines` accepted lines (or the end of the game) and its script."""
    rng = random.Random(seed)
    session = Session(lang="en")
    script = [f"new tigris {' '.join(players)} --option board={board_name}"]
    session.execute(script[0])
    while len(script) - 1 < lines and not session.state.over:
        state = session.state
        line = _line(session.game, state, rng)
        if session.execute(line).status == "ok":
            script.append(line)
    return session, script


if __name__ == "__main__":
    session, script = play()
    print("\n".join(script))
    print(f"# {len(script) - 1} lines, {len(session.state.tiles)} tiles on the board", flush=True)
