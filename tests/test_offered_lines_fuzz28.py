"""Every game driven from `new` by lines drawn from what the referee offers (hypothesis).

Each line is one of: a line of the legal-action query (`legal`: the answers to the pending question or
the turn's actions); a line built word by word from the prompt's completion (so `put`, `take` and any
command reach the words the game lists, numbers where it lists none); `fact KEY VALUE` with a value
from the fact's range, its choices, or the value of another fact of the same type (a law's text given
another law's text, a castle space another space's); `undo`, `redo`, `why`, `show`, `score`. Whatever
the lines:

- no exception escapes Session.execute, the legal-action query or the completion;
- a refused or unusable line changes nothing (state, log, place in the history), except a printed fact
  that completes a held line: the fact stays though the rules refuse that line;
- a refusal of a rule names a rule of the game (or none: the session's own `undo` / `redo`).

The committed profile is short; REFEREE_FUZZ_EXAMPLES=N runs N examples per game (a long local run;
REFEREE_FUZZ_NO_SHRINK=1 reports a failure unshrunk).
"""

from __future__ import annotations

import os
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from referee import facts as facts_mod
from referee import glossary
from referee.legal import LegalActions
from referee.repl_complete import RefereeCompleter
from referee.session import Session

GAMES = {
    "tigris": ("Aki Ben", "Aki Ben Chie", "Aki Ben Chie Dai"),
    "lancaster": ("Aki Ben Chie", "Aki Ben Chie Dai", "Aki Ben Chie Dai Emi"),
    "carolingi": ("Aki Ben Chie", "Aki Ben Chie Dai"),
    "kings-castles": ("Aki Ben Chie Dai",),
}
# Words of the shell the walk does not start with: they leave the game, read files, or ask the corpus.
SHELL = {"new", "load", "save", "quit", "lang", "help", "ask", "rules", "history"}
SESSION = ["undo", "redo", "undo 2", "redo 2", "why", "show", "show --json", "score", "score --json"]
EVENT = CompleteEvent(completion_requested=True)
EXAMPLES = int(os.environ.get("REFEREE_FUZZ_EXAMPLES", "6"))
# A long run reports a failure as found (shrinking a long game can take many minutes).
PHASES = (Phase.explicit, Phase.generate) if os.environ.get("REFEREE_FUZZ_NO_SHRINK") else tuple(Phase)


@cache
def _fact_values(game: str) -> dict[str, list[str]]:
    """For each fact of the game, values worth typing: its own, its range's ends and middle, its
    choices, and the values of the facts of the same type and check (other laws' texts ...)."""
    shipped = facts_mod.shipped(game)
    by_type: dict[tuple[str, str], list[str]] = {}
    for f in shipped.values():
        if f.value is not None:
            by_type.setdefault((f.type, f.check), []).append(facts_mod.format_value(f.value))
    values: dict[str, list[str]] = {}
    for key, f in shipped.items():
        vs = list(dict.fromkeys(by_type.get((f.type, f.check), [])))
        if f.type == "int" and f.lo is not None and f.hi is not None:
            vs += [str(v) for v in {f.lo, f.hi, (f.lo + f.hi) // 2}]
        if f.type == "bool":
            vs += ["true", "false"]
        vs += list(f.choices)
        values[key] = vs or ["1"]
    return values


@cache
def _shell_words() -> frozenset[str]:
    """The words of SHELL in every language (新規 is `new`)."""
    return frozenset(n for t in glossary.load().of_kind("command") if t.id in SHELL for n in t.names())


def _completions(session: Session, text: str) -> list[str]:
    return [c.text for c in RefereeCompleter(session).get_completions(Document(text), EVENT)]


@st.composite
def walked_line(draw, session: Session) -> str:
    """A line built from the completion: its first word, then each next word it offers (a number
    where it offers none), stopping anywhere after the first word."""
    first = [w for w in _completions(session, "") if w not in SHELL and w not in _shell_words()]
    words = [draw(st.sampled_from(first))]
    for _ in range(6):
        offered = _completions(session, " ".join(words) + " ")
        if not offered:
            if draw(st.booleans()):
                break
            words.append(str(draw(st.integers(0, 12))))
            continue
        if draw(st.integers(0, 9)) == 0:
            break
        words.append(draw(st.sampled_from(offered)))
    return " ".join(words)


@st.composite
def fact_line(draw, session: Session) -> str:
    values = _fact_values(session.game.id)
    key = draw(st.sampled_from(sorted(values)))
    return f"fact {key} {draw(st.sampled_from(values[key]))}"


@st.composite
def legal_line(draw, session: Session) -> str:
    lines = list(LegalActions(session.game, session.state))
    return lines[draw(st.integers(0, len(lines) - 1))] if lines else "show"


def any_line(session: Session, has_fact: bool):
    kinds = [legal_line(session)] * 6 + [walked_line(session)] * 2 + [st.sampled_from(SESSION)]
    if has_fact:
        kinds.append(fact_line(session))
    return st.one_of(kinds)


def _snapshot(session: Session):
    return session.game.to_dict(session.state), list(session.log), session.pos


def _offers(session: Session) -> None:
    """What the prompt computes after each line: the legal lines and the completion of the first word
    and of each legal command's next word."""
    lines = list(LegalActions(session.game, session.state))
    _completions(session, "")
    for word in sorted({line.split()[0] for line in lines})[:4]:
        _completions(session, word + " ")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_offered_lines_never_crash_and_a_refusal_changes_nothing(game):
    @settings(max_examples=EXAMPLES, deadline=None, database=None, phases=PHASES,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(data=st.data(), players=st.sampled_from(GAMES[game]), lang=st.sampled_from(["en", "ja"]),
           seed=st.integers(0, 2**32 - 1), warm_up=st.integers(0, 150))
    def run(data, players, lang, seed, warm_up):
        session = Session(lang=lang)
        assert session.execute(f"new {game} {players}").status == "ok"
        has_fact = any(c.name == "fact" for c in session.game.commands)
        rng = random.Random(seed)
        for _ in range(warm_up):  # some way into the game first, by legal lines
            lines = list(LegalActions(session.game, session.state))
            if not lines:
                break
            session.execute(rng.choice(lines))
        for _ in range(data.draw(st.integers(5, 40), label="length")):
            line = data.draw(any_line(session, has_fact), label="line")
            before = _snapshot(session)
            held = ((session.state.pending or {}).get("kind") == "fact") if session.state is not None else False
            reply = session.execute(line)  # must not raise
            kept = held and reply.status == "rejected" and session.pos == before[2] + 1
            if reply.status in ("rejected", "error") and not kept:
                assert _snapshot(session) == before, (line, reply.text)
            if reply.status == "rejected" and reply.rule is not None:
                assert reply.rule.startswith(session.game.id + ".") and reply.rule in reply.text, (line, reply.text)
            elif reply.status == "rejected":  # the session's own: nothing to undo or redo
                assert session.registry().parse(line).command.name in ("undo", "redo"), (line, reply.text)
            _offers(session)

    run()
