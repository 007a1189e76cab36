"""Benchmarks for Kings & Castles (figures go in the closing notes, never in tests).

    python bench/bench_kings_castles.py

1. engine latency of single commands on a mid-game four-player position (a reign of the second
   half, the king's actions open): `engine.apply` on a state for attacks (accepted and refused),
   castles, taxation, the end of the reign with its refill, set-up lines and a printed fact; and a
   whole line through the Session (target: median < 5 ms for any command);
2. the legal-action query (every attack the rules allow) on that position;
3. loading a save of a full four-player game of 24 reigns played by a seeded random table through
   the legal-action query (target: < 200 ms).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from timing import load_ms, median_ms  # noqa: E402
from referee.core import RuleViolation  # noqa: E402
from referee.games.kings_castles import attacks, engine  # noqa: E402
from referee.kinds import Ctx  # noqa: E402
from referee.legal import legal  # noqa: E402
from referee.registry import Action, parse_args, split  # noqa: E402
from referee.session import Session  # noqa: E402

PLAYERS = ("Aki", "Ben", "Chie", "Dai")


def play(seed: int = 1, stop=None) -> Session:
    """A four-player full game played by a seeded random table through the legal-action query."""
    rng = random.Random(seed)
    session = Session(lang="en")
    session.execute(f"new kings-castles {' '.join(PLAYERS)}")
    for _k in range(5000):
        state = session.state
        if state.over or (stop is not None and stop(state)):
            break
        session.execute(rng.choice(list(legal(session.game, state))))
    return session


def _position() -> Session:
    return play(3, stop=lambda s: s.box >= 14 and s.phase == "attack" and len(attacks.legal_attacks(s)) >= 5)


def commands(runs: int = 200) -> None:
    session = _position()
    state, game = session.state, session.game
    found = attacks.legal_attacks(state)
    region, counters = found[0]
    print(f"mid-game position: box {state.box}, king {state.king}, {len(found)} legal attacks, "
          f"{len(session.log)} lines played")
    lines = [f"attack {region} {' '.join(counters)}", f"attack {region} merc-1", "tax", "castle 1 london",
             "end", "put unit york green-knight", "fact region.york.adjacent durham", "crown 3"]
    reg = session.registry()
    worst = 0.0
    for line in lines:
        cmd, rest = reg.match(split(line))
        action = Action(cmd.name, parse_args(cmd, rest, Ctx(game, state)), cmd.handler)

        def once():
            try:
                engine.apply(state, action)
                return "accepted"
            except RuleViolation as exc:
                return f"rejected ({exc.rule})"

        verdict = once()
        ms = median_ms(once, runs)
        worst = max(worst, ms)
        print(f"  engine  {line[:40]:<40} {verdict:<44} median {ms:.3f} ms")
    for line in lines[:1] + ["end"]:
        ms = median_ms(lambda: session.trial(line), runs // 2)
        worst = max(worst, ms)
        print(f"  session {line[:40]:<40} (parse, apply, render) median {ms:.3f} ms")
    ms = median_ms(lambda: list(legal(game, state)), runs // 4)
    print(f"  legal-action query (all lines now): median {ms:.3f} ms")
    print(f"  slowest command median: {worst:.3f} ms (target < 5 ms)")


def load(runs: int = 10) -> None:
    session = play(1)
    assert session.state.over, "the random game did not reach the final taxation"
    ms, size = load_ms(session, runs)
    print(f"load: full four-player save of 24 reigns, {len(session.log)} logged lines, {size} bytes: "
          f"median {ms:.1f} ms (target < 200 ms)")


if __name__ == "__main__":
    commands()
    load()
