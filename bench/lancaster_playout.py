"""Whole games of Lancaster played by a seeded random table, for benchmarks, property tests and examples.

The table picks among the legal actions of each position (referee/legal.py). Every line goes
through the session like a typed line; only accepted lines are kept, so the result is a script that
replays exactly. The facts nobody knows (county minimums, conflict points, some laws) are typed in
with made-up values: they are for the simulation only, not the printed board.
"""

from __future__ import annotations

import random

from referee import games
from referee.legal import legal
from referee.session import Session

# Made-up values for the simulation; not the printed board.
SIMULATED_MINIMUMS = {"A": 1, "B": 2, "C": 2, "E": 1, "F": 1, "G": 3, "H": 2, "I": 4}


def setup_lines(rng: random.Random) -> list[str]:
    return [f"fact county.{c}.minimum {m}" for c, m in SIMULATED_MINIMUMS.items()]


def answer(state, rng: random.Random) -> str:
    """A legal answer to what the table owes (referee/legal.py), the table's cards and facts among them."""
    return rng.choice(list(legal(games.load("lancaster"), state)))


def play(players=("Aki", "Ben", "Chie", "Dai", "Emi"), seed: int = 1, max_lines: int = 5000,
         stop=None) -> tuple[Session, list[str]]:
    """A session after a whole game (or when stop(state) says so) and its script of accepted lines."""
    rng = random.Random(seed)
    session = Session(lang="en")
    script = [f"new lancaster {' '.join(players)}"]
    assert session.execute(script[0]).status == "ok"
    for line in setup_lines(rng):
        assert session.execute(line).status == "ok", line
        script.append(line)
    tries = 0
    while not session.state.over and len(script) < max_lines:
        if stop is not None and stop(session.state):
            break
        line = answer(session.state, rng)
        reply = session.execute(line)
        tries += 1
        if reply.status == "ok":
            script.append(line)
        elif tries > 50 * max_lines:
            raise RuntimeError(f"stuck at {session.state.pending}: {reply.text}")
    return session, script


if __name__ == "__main__":
    session, script = play()
    print("\n".join(script))
    print(f"# {len(script) - 1} lines; final: {dict(session.state.pp)}", flush=True)
