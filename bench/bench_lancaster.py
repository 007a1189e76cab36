"""Benchmarks for Lancaster (figures go in the closing notes, never in tests).

    python bench/bench_lancaster.py

1. engine latency of single commands on a late-game five-player position (round 5, phase I, with
   knights in counties, conflicts of both rows and castles): `engine.apply` on a state, and a whole
   line through the Session (parse, apply, render) (target: median < 5 ms for any command);
2. loading a save of a full five-player game played to the final score by a seeded random table
   (bench/lancaster_playout.py) (target: < 200 ms).

The games are played by a random table with made-up values for the facts nobody knows (see
lancaster_playout.py); they measure the referee, not the printed board.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import lancaster_playout  # noqa: E402

from timing import load_ms, median_ms  # noqa: E402
from referee.core import RuleViolation  # noqa: E402
from referee.games.lancaster import engine  # noqa: E402
from referee.kinds import Ctx  # noqa: E402
from referee.registry import Action, parse_args, split  # noqa: E402
from referee.session import Session  # noqa: E402

PLAYERS = ("Aki", "Ben", "Chie", "Dai", "Emi")


def late_game_session(seed: int = 15) -> Session:
    """A five-player game in round 5, phase I, with eight knights or more on the board (seed 15 keeps
    the most knights in play of the first fifteen seeds)."""
    def stop(state) -> bool:
        if state.round < 5 or state.phase != "placement" or not state.pending:
            return False
        placed = sum(len(state.deployed(p)) for p in state.players)
        return state.pending["kind"] == "place" and placed >= 8

    session, _script = lancaster_playout.play(PLAYERS, seed=seed, stop=stop)
    assert not session.state.over, "choose another seed: this game ended before the late position"
    return session


def _lines(state) -> list[str]:
    """Lines to time on the position: answers to what is pending, set-ups that run whole phases,
    and lines the rules refuse."""
    player = state.pending["player"]
    court = state.court[player]
    k = max(court)
    servants = state.servants[player]
    free = next((c for c in "ABCDEFGHI" if c not in state.counties), "A")
    taken = next((c for c, held in state.counties.items() if held[0] != player), "A")
    slot = next((s for s, c in sorted(state.conflicts.items())
                 if state.conflict_space(s, player) is not None or len(c["spaces"]) < 3), "u1")
    return [
        f"knight {k} {free} {min(1, servants)}",   # a county (minimum checked)
        f"knight {k} {taken} {servants}",          # a county fight (or a refusal)
        f"knight {min(court)} {slot}",             # a conflict (then a favour is asked)
        f"knight {min(court)} s3",          # a castle space
        "vote Aki yes 2",                   # refused: not what the table owes now
        "put coins Ben 5",                  # a set-up line
        "fact county.A.minimum 2",          # a printed fact typed in
        "put phase laws",                   # the three laws applied
        "put phase castles",                # castle rewards and noble markers
        "put phase conflicts",              # every conflict resolved
        "put phase final",                  # the final scoring
    ]


def commands(runs: int = 200) -> None:
    session = late_game_session()
    state, game = session.state, session.game
    reg = session.registry()
    placed = sum(len(state.deployed(p)) for p in state.players)
    print(f"late-game position: round {state.round}, {state.phase}, {placed} knights on the board, "
          f"{len(state.conflicts)} conflicts, {len(session.log)} lines played")
    worst = 0.0
    for line in _lines(state):
        cmd, rest = reg.match(split(line))
        args = parse_args(cmd, rest, Ctx(game, state))
        action = Action(cmd.name, args, cmd.handler)

        def once():
            try:
                engine.apply(state, action)
                return "accepted"
            except RuleViolation as exc:
                return f"rejected ({exc.rule})"

        verdict = once()
        ms = median_ms(once, runs)
        worst = max(worst, ms)
        print(f"  engine  {line:<26} {verdict:<44} median {ms:.3f} ms")
    for line in _lines(state)[:3] + ["put phase final"]:
        ms = median_ms(lambda: session.trial(line), runs // 2)
        worst = max(worst, ms)
        print(f"  session {line:<26} (parse, apply, render)                      median {ms:.3f} ms")
    print(f"  slowest median: {worst:.3f} ms (target < 5 ms)")


def load(runs: int = 10) -> None:
    session, script = lancaster_playout.play(PLAYERS, seed=15)
    assert session.state.over, "the random game did not reach the final score"
    ms, size = load_ms(session, runs)
    print(f"load: full five-player save, {len(script) - 1} logged lines, {size} bytes: median {ms:.1f} ms "
          f"(target < 200 ms)")


if __name__ == "__main__":
    commands()
    load()
