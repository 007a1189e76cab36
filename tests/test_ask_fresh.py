"""`ask` on the FRESH golden sets: a held-out test of how rule questions generalise (issue 8).

tests/golden/fresh/<game>.toml, fresh2/, fresh3/, fresh4/ and fresh5/ hold questions written from the rulebooks by
people who had not read the rule corpus, then labelled with the clause ids that answer them. Each
generation replaced the last as the honest held-out figure once the lead had read the last one's
misses: fresh's at stop 18, fresh2's at stop 20 (2026-11-27), after fresh3 was written and its
baseline taken, fresh3's at stop 24 (2026-11-28), after fresh4 was written and its baseline taken, fresh4's at
stop 25 (2026-11-28), after fresh5 was written and its baseline taken.
All are reported; fresh5 is the honest held-out figure. The search is never tuned on them
(tune on tests/golden/<game>.toml; bench/bench_ask.py does not read fresh/). Do not reword or
relabel a question because of what this harness reports. A question may also name, in `later`, clauses
created after the set was labelled that state what it asks: added from the clause texts alone by
someone who never ran ask on the set, and reported apart ("with later clauses"), never in the goals.

Every question is asked four ways:
  named     answer.ask with the game given (as `referee ask --game GAME`)
  unnamed   answer.ask without a game: the search must choose the game itself
  session   `ask QUESTION` typed in a session playing that game
  cli       `referee ask --json QUESTION` on the command line, no game named
The goals (issue 8, "Rule questions that generalise"): top-1 >= 90% per game, named and unnamed;
every unrelated question declined; the same answer in a game as on the command line.

`pytest -s tests/test_ask_fresh.py` and `python tests/test_ask_fresh.py` print the figures;
`python tests/test_ask_fresh.py --misses fresh` reports that set alone, with a table of every miss (never
run it on a set still held out: whoever reads the misses may no longer tune the search).
"""

from __future__ import annotations

import json
import sys
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

HERE = Path(__file__).parent
if str(HERE) not in sys.path:  # run as a script: conftest and the helpers live here
    sys.path.insert(0, str(HERE))

SETS = ("fresh", "fresh2", "fresh3", "fresh4", "fresh5")
PAIRS = [(s, p.stem) for s in SETS for p in sorted((HERE / "golden" / s).glob("*.toml"))]
TOP1 = 0.90
MODES = ("named", "unnamed", "session", "cli")


pytestmark = pytest.mark.usefixtures("index_cache_in_tmp")


def fresh(kind: str, game: str) -> list[dict]:
    data = tomllib.loads((HERE / "golden" / kind / f"{game}.toml").read_text(encoding="utf-8"))
    assert data["game"] == game
    return data["q"]


def _kind(q: dict) -> str:
    if q.get("unanswerable"):
        return "unrelated"
    return "gap" if q.get("gap") else "rule"


# --- asking ---------------------------------------------------------------------------------------

@dataclass
class Asked:
    """One question asked one way: the ranked clause ids (empty when ask declined)."""

    q: dict
    ranked: list[str]
    abstained: bool
    also: list[str] = field(default_factory=list)  # with no game named: other games' clauses listed too

    @property
    def top(self) -> str | None:
        return None if self.abstained or not self.ranked else self.ranked[0]

    def hit(self, k: int, later: bool = False) -> bool:
        """A labelled clause among the first k; with `later`, also one of the clauses added to the corpus
        after the set was labelled that the question's `later` names (see below)."""
        want = self.q["ids"] + (self.q.get("later", []) if later else [])
        return not self.abstained and any(i in want for i in self.ranked[:k])


def _from_json(q: dict, data: dict) -> Asked:
    return Asked(q, [r["id"] for r in data["results"]], data["abstained"], [a["id"] for a in data.get("also", [])])


def _sessions(game: str) -> dict:
    """A table playing GAME, one per language, past its set-up: where players ask at the table."""
    if game == "lancaster":
        from lancaster_helpers import game as lancaster_game

        return {lang: lancaster_game(lang=lang).session for lang in ("ja", "en")}
    from conftest import Table

    return {lang: Table(f"new {game} Aki Ben Chie", lang=lang).session for lang in ("ja", "en")}


@cache
def measure(kind: str, game: str) -> dict[str, list[Asked]]:
    from click.testing import CliRunner

    from referee.cli import build
    from referee.rules import answer

    questions = fresh(kind, game)
    out: dict[str, list[Asked]] = {m: [] for m in MODES}
    sessions = _sessions(game)
    runner, cli = CliRunner(), build()
    for q in questions:
        for mode, name in (("named", game), ("unnamed", None)):
            r = answer.ask(q["q"], game=name, lang=q["lang"])
            out[mode].append(Asked(q, [h.clause.id for h in r.hits], r.abstained))
        session = sessions[q["lang"]]
        before = (list(session.log), session.pos)
        reply = session.execute(f"ask {q['q']}")
        assert reply.status == "ok", reply.text
        assert (list(session.log), session.pos) == before, "ask changed the game"
        out["session"].append(_from_json(q, reply.data))
        result = runner.invoke(cli, ["ask", "--json", q["q"]])
        assert result.exit_code in (0, 1), result.output
        out["cli"].append(_from_json(q, json.loads(result.stdout)))
    return out


# --- figures --------------------------------------------------------------------------------------

@dataclass
class Figures:
    rules: int = 0
    top1: int = 0
    top3: int = 0
    by_lang: dict[str, list[int]] = field(default_factory=dict)  # lang -> [top-1, top-3, count]
    unrelated: int = 0
    declined: int = 0
    top1_later: int = 0   # top-1 counting the clauses added after labelling (`later`) as right too
    misses: list[Asked] = field(default_factory=list)      # rule questions whose top answer is wrong
    answered: list[Asked] = field(default_factory=list)    # unrelated questions not declined

    @property
    def top1_rate(self) -> float:
        return self.top1 / self.rules if self.rules else 1.0

    def line(self) -> str:
        langs = " ".join(f"{lang} {r[0]}/{r[2]}" for lang, r in sorted(self.by_lang.items()))
        later = (f" [with later clauses {self.top1_later}/{self.rules} ({self.top1_later / self.rules:.0%})]"
                 if self.top1_later != self.top1 else "")
        return (f"top-1 {self.top1}/{self.rules} ({self.top1_rate:.0%}; {langs}){later}, "
                f"top-3 {self.top3}/{self.rules} ({self.top3 / max(self.rules, 1):.0%}), "
                f"declined {self.declined}/{self.unrelated}")


def figures(asked: list[Asked]) -> Figures:
    f = Figures()
    for a in asked:
        kind = _kind(a.q)
        if kind == "unrelated":
            f.unrelated += 1
            f.declined += a.abstained
            if not a.abstained:
                f.answered.append(a)
        elif kind == "rule":
            row = f.by_lang.setdefault(a.q["lang"], [0, 0, 0])
            f.rules += 1
            row[2] += 1
            if a.hit(1):
                f.top1 += 1
                row[0] += 1
            else:
                f.misses.append(a)
            f.top3 += a.hit(3)
            row[1] += a.hit(3)
            f.top1_later += a.hit(1, later=True)
    return f


def differences(kind: str, game: str) -> list[tuple[dict, str | None, str | None]]:
    """Questions answered differently in a game session and on the command line."""
    m = measure(kind, game)
    return [(s.q, s.top, c.top) for s, c in zip(m["session"], m["cli"]) if s.top != c.top]


def report(kind: str, game: str, misses: bool = False) -> str:
    m = measure(kind, game)
    lines = [f"{game}: {kind} set"]
    for mode in MODES:
        lines.append(f"  {mode:8} {figures(m[mode]).line()}")
    diff = differences(kind, game)
    listed = sum(s in c.also for s, c in zip((a.top for a in m["session"]), m["cli"]) if s != c.top)
    lines.append(f"  session vs cli: {len(diff)} answered differently"
                 f" ({listed} with the session's answer listed among the other games')")
    if misses:
        for mode in ("named", "unnamed"):
            f = figures(m[mode])
            for a in f.misses:
                want = " | ".join(a.q["ids"])
                lines.append(f"  MISS {mode:7} {a.q['q']}  ->  {a.top or '(declined)'}  (want {want})")
            for a in f.answered:
                lines.append(f"  ANSWERED {mode:7} {a.q['q']}  ->  {a.top}  (should decline)")
        for q, s, c in diff:
            lines.append(f"  DIFF {q['q']}  ->  session {s or '(declined)'} / cli {c or '(declined)'}")
    return "\n".join(lines)


# --- tests ------------------------------------------------------------------------------------------

def pair_id(pair) -> str:
    return "-".join(pair)


@pytest.mark.parametrize(("kind", "game"), PAIRS, ids=pair_id)
def test_fresh_set_is_well_formed(kind, game):
    from referee.rules import corpus
    from referee.rules.search import script_lang

    questions = fresh(kind, game)
    known = {c.id for c in corpus.load(game).clauses}
    rules = [q for q in questions if _kind(q) == "rule"]
    unrelated = [q for q in questions if _kind(q) == "unrelated"]
    # at least 40 rule questions (issue 8); fresh's Carolingi and Kings & Castles were written with 5
    # unrelated questions each, and a held-out question is never added afterwards
    assert len(rules) >= 40 and len(unrelated) >= 5
    by_lang = {lang: sum(q["lang"] == lang for q in rules) for lang in ("ja", "en")}
    assert sum(by_lang.values()) == len(rules) and min(by_lang.values()) >= 0.4 * len(rules), by_lang
    for n, q in enumerate(questions, 1):
        # failures name the question by its number only: a held-out question is never printed
        where = f"{kind}/{game}.toml question {n}"
        # (booleans first: pytest would show the values an assert compares, the question among them)
        written_in_its_language = script_lang(q["q"]) == q["lang"]
        assert written_in_its_language, where
        has_answer_and_source = bool(q["answer"] and q["source"])
        assert has_answer_and_source, where
        assert set(q["ids"]) <= known, f"{where}: unknown ids {sorted(set(q['ids']) - known)}"
        assert bool(q["ids"]) == (_kind(q) == "rule"), where  # unrelated and gap questions have ids = []
        # `later`: clauses created after the set was labelled that state what the question asks, added
        # from the clause texts alone (never from what ask answers); reported apart, never in the goal
        # (a gap question that a later clause answers stays a gap question)
        assert set(q.get("later", [])) <= known - set(q["ids"]), where
    assert len({q["q"] for q in questions}) == len(questions), "a question appears twice"


@pytest.mark.parametrize(("kind", "game"), PAIRS, ids=pair_id)
def test_fresh_questions_are_asked_every_way(kind, game):
    """The four ways of asking work on every question (in a session: status ok, the game unchanged)."""
    m = measure(kind, game)
    assert all(len(m[mode]) == len(fresh(kind, game)) for mode in MODES)
    assert all(a.q is b.q for a, b in zip(m["named"], m["cli"]))


def _plain(text: str) -> str:
    """A question as compared for copying: folded as the search folds it, punctuation and spaces gone."""
    from referee.rules.search import fold

    return "".join(ch for ch in fold(text) if ch.isalnum())


def test_no_clause_copies_a_held_out_question():
    """The clauses' questions (what `ask` matches) never repeat a held-out question: a copied question
    would score itself. Only the clause ids are named when this fails, never the question."""
    from referee.rules import corpus

    held = {_plain(q["q"]) for kind, game in PAIRS for q in fresh(kind, game)}
    copied = sorted({c.id for game in corpus.games_with_corpus() for c in corpus.load(game).clauses
                     for q in (*c.questions_ja, *c.questions_en) if _plain(q) in held})
    assert not copied, f"clauses whose questions copy a held-out question: {copied}"


# Measured on the search of 2026-11-23 (before issue 8's search work): Lancaster top-1 66% named /
# 68% unnamed, Tigris 81% / 81%; 6/9 and 4-5/10 unrelated questions declined; 10 and 6 questions
# answered differently in a game and on the command line. So the goals below are xfail, not strict,
# until the search reaches them; remove the marks then.
NOT_YET = pytest.mark.xfail(strict=False, raises=AssertionError,
                            reason="issue 8: the search does not reach the goal on the fresh set yet")
CASES = [pytest.param(kind, game, mode, marks=NOT_YET, id=f"{kind}-{game}-{mode}")
         for kind, game in PAIRS for mode in ("named", "unnamed")]

# The failure messages give counts only: a held-out set's questions are never printed by a test run.


@pytest.mark.parametrize(("kind", "game", "mode"), CASES)
def test_fresh_questions_find_their_clause_first(kind, game, mode):
    f = figures(measure(kind, game)[mode])
    print(f"\n{kind} {game} {mode}: {f.line()}")
    assert f.top1_rate >= TOP1, f"{kind} {game} {mode}: {f.line()}"


@pytest.mark.parametrize(("kind", "game", "mode"), CASES)
def test_fresh_unrelated_questions_are_declined(kind, game, mode):
    f = figures(measure(kind, game)[mode])
    assert not f.answered, f"{kind} {game} {mode}: {len(f.answered)} answered instead of declining"


@pytest.mark.parametrize(("kind", "game"), [pytest.param(*p, marks=NOT_YET, id=pair_id(p)) for p in PAIRS])
def test_fresh_same_answer_in_a_game_and_on_the_command_line(kind, game):
    print("\n" + report(kind, game))
    diff = differences(kind, game)
    assert not diff, f"{kind} {game}: {len(diff)} answered differently in a game and on the command line"


if __name__ == "__main__":
    import os
    import tempfile

    os.environ.setdefault("REFEREE_CACHE_DIR", tempfile.mkdtemp(prefix="referee-fresh-"))
    shown = sys.argv[2] if sys.argv[1:2] == ["--misses"] else None
    for k, g in PAIRS:
        if shown is None or k == shown:  # reading one set's misses shows no other set's figures
            print(report(k, g, misses=k == shown))
