"""Benchmarks for the prompt (figures go in the closing notes, never in tests).

    python bench/bench_repl.py

1. completing the squares of `leader red `, `tile black ` and `catastrophe ` (176 squares checked
   against the legal actions of the position, referee/legal.py) on the opening and on a late-game position: cold (a new position) and warm
   (the next keystroke on the same position) (target: cold < 50 ms);
2. colouring a complete line as it is typed (the lexer tries it once per keystroke; target < 5 ms).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_tigris import late_game_session  # noqa: E402
from prompt_toolkit.completion import CompleteEvent  # noqa: E402
from prompt_toolkit.document import Document  # noqa: E402

from timing import median_ms  # noqa: E402
from referee.repl_complete import RefereeCompleter  # noqa: E402
from referee.repl_lexer import LineLexer  # noqa: E402
from referee.session import Session  # noqa: E402


def completion(session: Session, label: str, runs: int = 30) -> None:
    for text in ("leader red ", "tile black ", "catastrophe "):
        doc = Document(text)

        def cold():
            list(RefereeCompleter(session).get_completions(doc, CompleteEvent()))

        warm_completer = RefereeCompleter(session)
        list(warm_completer.get_completions(doc, CompleteEvent()))
        n = len(list(warm_completer.get_completions(doc, CompleteEvent())))
        cold_ms = median_ms(cold, runs)
        warm_ms = median_ms(lambda: list(warm_completer.get_completions(doc, CompleteEvent())), runs)
        print(f"{label}: complete {text!r}: {n} offered; cold {cold_ms:.1f} ms, warm {warm_ms:.2f} ms "
              f"(target cold < 50 ms)")


def lexing(session: Session, label: str, runs: int = 200) -> None:
    lexer = LineLexer(session)
    lines = ["leader red F4", "tile black G7", "catastrophe C5"]
    ms = median_ms(lambda: [lexer._fragments(line) for line in lines], runs) / len(lines)
    print(f"{label}: colour a typed line: {ms:.2f} ms (target < 5 ms)")


if __name__ == "__main__":
    opening = Session(lang="en")
    opening.execute("new tigris Aki Ben Chie Dai")
    completion(opening, "opening")
    lexing(opening, "opening")
    late = late_game_session()
    print(f"late game: {len(late.state.tiles)} tiles on the board")
    completion(late, "late game")
    lexing(late, "late game")
