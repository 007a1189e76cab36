"""A long, legal game of Tigris & Euphrates played by a seeded random player, for benchmarks.

Every line goes through the session like a typed line; only accepted lines are kept, so the
result is a script that replays exactly.
"""

from __future__ import annotations

import random

from referee.games.tigris.board import COLOURS, NEIGHBOURS, SQUARES, board
from referee.session import Session


def _answer(state, rng: random.Random) -> str:
    p = state.pending
    kind = p["kind"]
    if kind in ("revolt", "war"):
        return f"commit {rng.choice([0, 0, 0, 1])}" if state.hands[p["player"]] else "commit 0"
    if kind == "war-order":
        return f"war {rng.choice(p['colours'])}"
    if kind == "monument":
        return rng.choice([f"monument {rng.choice(p['monuments'])} {rng.choice(p['squares'])}", "monument none"])
    return "treasure " + " ".join(rng.sample(p["choices"], p["count"]))


def _action(state, rng: random.Random) -> str:
    rivers = board(state.board).rivers
    roll = rng.random()
    if roll < 0.02 and state.catastrophes_left[state.player]:
        return f"catastrophe {rng.choice(SQUARES)}"
    if roll < 0.03:
        return f"swap {rng.randint(1, max(1, state.hands[state.player]))}"
    if roll < 0.65:
        temples = [sq for sq, c in state.tiles.items() if c == "red" and sq not in state.flipped]
        near = [n for t in temples for n in NEIGHBOURS[t] if not state.occupied(n) and n not in rivers]
        colour = rng.choice(COLOURS) if rng.random() < 0.3 else rng.choice(["red", "blue", "black"])
        return f"leader {colour} {rng.choice(near or SQUARES)}"
    near = [n for sq in state.tiles for n in NEIGHBOURS[sq] if not state.occupied(n)]
    square = rng.choice(near or SQUARES)
    colour = "blue" if square in rivers else rng.choice(["red", "red", "black", "green", "blue"])
    return f"tile {colour} {square}"


def play(players=("Aki", "Ben", "Chie", "Dai"), lines: int = 320, seed: int = 1, board_name: str = "standard"):
    """A session after `lines` accepted lines (or the end of the game) and its script."""
    rng = random.Random(seed)
    session = Session(lang="en")
    script = [f"new tigris {' '.join(players)} --option board={board_name}"]
    session.execute(script[0])
    while len(script) - 1 < lines and not session.state.over:
        state = session.state
        line = _answer(state, rng) if state.pending else _action(state, rng)
        if session.execute(line).status == "ok":
            script.append(line)
    return session, script


if __name__ == "__main__":
    session, script = play()
    print("\n".join(script))
    print(f"# {len(script) - 1} lines, {len(session.state.tiles)} tiles on the board", flush=True)
