"""Benchmarks for Carolingi (figures go in the closing notes, never in tests).

    python bench/bench_carolingi.py

1. engine latency of single commands on a full six-player position (every country in play, followers
   spread over the board, counters, cards in the slots): `engine.apply` on a state for each kind of
   line, each one the rules accept; and a hunger card that settles every country of a six-player
   board without a question (target: median < 5 ms for any command);
2. loading a save of a six-player game played by a seeded random table through the legal-action
   query, to its end or 1500 lines (target: < 200 ms).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from timing import load_ms, median_ms  # noqa: E402
from referee.games.carolingi import engine  # noqa: E402
from referee.kinds import Ctx  # noqa: E402
from referee.legal import legal  # noqa: E402
from referee.registry import Action, Registry, parse_args  # noqa: E402
from referee.session import Session  # noqa: E402

PLAYERS = ("Aki", "Ben", "Chie", "Dai", "Emi", "Fumi")


def full_board() -> Session:
    """Six players, year 831, followers of several players in most countries, counters, cards."""
    s = Session(lang="en")
    s.execute("new carolingi " + " ".join(PLAYERS))
    s.execute("put year 831")
    state = s.state
    rng = random.Random(7)
    for c in state.board.countries:
        if state.owner_of_homeland(c):
            continue
        for p in rng.sample(PLAYERS, 2):
            if s.state.leudes[p] >= 2:
                s.execute(f"put followers {c} {p} {rng.randint(1, 2)}")
        if c not in state.board.forests:
            s.execute(f"put development {c} {rng.randint(0, 2)}")
    return s


def battle_country() -> str:
    """A country of the full board where Aki has the battle majority and someone to fight."""
    from referee.games.carolingi import control

    state = full_board().state
    return next(c for c in state.board.countries
                if control.standing(state, c).leader == "Aki" and control.standing(state, c).others("Aki"))


def starving_board() -> Session:
    """Six players, 831: every country overfed by one player or by a tie, so that one hunger card
    settles every country of the board without asking anybody."""
    s = Session(lang="en")
    s.execute("new carolingi " + " ".join(PLAYERS))
    s.execute("put year 831")
    for i, c in enumerate(c for c in s.state.board.countries if not s.state.owner_of_homeland(c)):
        a, b = PLAYERS[i % 6], PLAYERS[(i + 1) % 6]
        s.execute(f"put followers {a} {c} 2")
        if i % 2:
            s.execute(f"put followers {b} {c} 2")
    return s


def action(session: Session, line: str) -> Action:
    parsed = Registry(list(session.game.commands)).parse(line)
    cmd = parsed.command
    return Action(cmd.name, parse_args(cmd, list(parsed.rest), Ctx(session.game, session.state)), cmd.handler)


def time_line(session: Session, setup: list[str], line: str, runs: int = 200) -> float:
    for x in setup:
        session.execute(x)
    state = session.state
    act = action(session, line)

    engine.apply(state, act)  # each line timed is one the rules accept (else this raises)
    return median_ms(lambda: engine.apply(state, act), runs)


def playout(seed: int = 3, cap: int = 3000) -> Session:
    """A whole six-player game to the sundial's year: no peace tile is laid, and an action is taken
    rather than passed whenever one is legal (the longest games the table plays)."""
    rng = random.Random(seed)
    s = Session(lang="en")
    s.execute("new carolingi " + " ".join(PLAYERS))
    for _ in range(cap):
        if s.state.over:
            break
        lines = [x for x in legal(s.game, s.state) if "peace" not in x]
        acting = [x for x in lines if x != "pass"]
        s.execute(rng.choice(acting or lines))
    return s


def main() -> None:
    cases = [
        ([], "draw noaction Aki"),
        ([], "draw event"),
        (["draw event"], "card hunger"),  # the hunger card on the full board, up to its first question
        (["draw event"], "card Picardie"),
        (["draw battle Aki"], "battle " + battle_country()),
        (["draw move Aki"], "move Normandie Anjou 1"),
        (["draw levy Aki"], "levy 0 1 1"),
        (["draw develop Aki"], "develop activate"),
        (["draw pacify Aki"], "pacify Anjou 1"),
        (["draw influence Aki"], "influence home 3"),
        ([], "put followers Anjou Aki 1"),
    ]
    cases = [(line, full_board, setup, line) for setup, line in cases]
    cases.append(("card hunger, 34 countries settled", starving_board, ["draw event"], "card hunger"))
    worst = 0.0
    for label, position, setup, line in cases:
        ms = time_line(position(), setup, line)
        worst = max(worst, ms)
        print(f"{label:36s} {ms:7.3f} ms (median, engine only)")
    print(f"worst median: {worst:.3f} ms (target < 5 ms)")
    s = playout()
    ms, size = load_ms(s)
    print(f"six-player save: {len(s.log)} lines, {size} bytes, loads in {ms:.1f} ms (target < 200 ms); "
          f"over: {s.state.over} ({s.state.end_reason})")


if __name__ == "__main__":
    main()
