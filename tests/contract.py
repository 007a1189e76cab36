"""The contract every listed game must pass (tests/test_contract.py runs it for each game, and for a
throwaway third game): random playouts through the legal-action query (referee/legal.py), rejected
lines that change nothing, saves that round-trip, messages that render in both languages, rule ids
with a corpus clause and a test, and the agreement of the legal-action query with `apply`.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee import i18n
from referee.core import InputError, Msg, RuleViolation
from referee.kinds import Ctx
from referee.legal import legal
from referee.registry import Action, Registry, canonical, parse_args
from referee.session import Session

TESTS = Path(__file__).parent


@dataclass
class Figures:
    """What a contract run met: for the report and for assertions that it did something."""

    lines: int = 0  # accepted lines
    rejected: int = 0  # generated lines refused by a rule the game declares open
    bad: int = 0  # bad lines tried (each changed nothing)
    ended: int = 0  # playouts that reached the end of the game
    positions: int = 0  # positions where the query was checked against apply
    generated: int = 0  # generated lines applied
    sampled: int = 0  # candidate lines applied
    accepted: int = 0  # candidate lines apply accepted (each found among the generated)
    rules: set[str] = field(default_factory=set)
    messages: set[str] = field(default_factory=set)


# --- one line against the pure apply -------------------------------------------------------------------

def parse(game: Any, state: Any, line: str) -> Action:
    parsed = Registry(list(game.commands)).parse(line)
    if parsed.command is None:
        raise InputError("not a command")
    cmd = parsed.command
    return Action(cmd.name, parse_args(cmd, list(parsed.rest), Ctx(game, state)), cmd.handler)


def apply_line(game: Any, state: Any, line: str):
    """The Outcome of a line, or the RuleViolation/InputError that refuses it."""
    try:
        return game.apply(state, parse(game, state, line))
    except (RuleViolation, InputError) as exc:
        return exc


def candidate_lines(game: Any, state: Any, rng: random.Random, per_command: int) -> list[str]:
    """A broad sample of lines of every command that is no set-up line: each argument's candidate
    words (the kind's, whatever the position), and small numbers for unbounded numbers."""
    out = []
    for cmd in game.commands:
        if cmd.words[0] in ("put", "take"):
            continue
        for _n in range(per_command):
            words = list(cmd.words)
            for arg in cmd.args:
                ctx = Ctx(game, state, cmd, arg)
                if arg.kind.takes_rest:
                    words.append(rng.choice(["1", "pp 1", "per 2 nobles -> markers 1"]))
                    continue
                options = list(arg.kind.candidates(ctx))
                if arg.kind.id == "int" and not options:
                    options = [str(n) for n in range(0, 8)]
                if not options:
                    options = ["x"]
                count = rng.randint(1, 3) if arg.repeat else (rng.randint(0, 1) if arg.optional else 1)
                words += [rng.choice(options) for _k in range(count)]
            out.append(" ".join(words))
    return out


def check_agreement(game: Any, state: Any, rng: random.Random, figures: Figures, sample: int = 40,
                    per_command: int = 12) -> None:
    """Every generated line is accepted by apply (or refused by a rule the game declares open), and
    every candidate line apply accepts is generated (the same line, or one with the same outcome)."""
    generated = list(legal(game, state))
    figures.positions += 1
    if state.over:
        assert generated == []
        return
    open_rules = set(game.legal_open)
    for line in rng.sample(generated, min(sample, len(generated))):
        figures.generated += 1
        result = apply_line(game, state, line)
        if isinstance(result, RuleViolation):
            assert result.rule in open_rules, f"generated but refused: {line} [{result.rule}]"
        assert not isinstance(result, InputError), f"generated but unreadable: {line}: {result}"
    lines = set(generated)
    outcomes: dict[str, list] = {}
    for line in candidate_lines(game, state, rng, per_command):
        figures.sampled += 1
        result = apply_line(game, state, line)
        if isinstance(result, Exception):
            continue
        action = parse(game, state, line)
        cmd = next(c for c in game.commands if c.name == action.command)
        if canonical(cmd, action.args) in lines:
            figures.accepted += 1
            continue
        if cmd.name in game.legal_open_commands:
            continue
        seen = outcomes.get(cmd.name)
        if seen is None:
            seen = outcomes[cmd.name] = []
            for other in legal(game, state, cmd.name):
                done = apply_line(game, state, other)
                if not isinstance(done, Exception):
                    seen.append(game.to_dict(done.state))
        assert game.to_dict(result.state) in seen, f"accepted but not generated: {line}"
        figures.accepted += 1


# --- messages ------------------------------------------------------------------------------------------------

def render_both(session: Session, messages: list[Msg], figures: Figures) -> None:
    """Each message renders in ja and en with every parameter its template names."""
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        try:
            for m in messages:
                template = i18n._(m.key)
                fields = {f for _lit, f, _spec, _conv in string.Formatter().parse(template) if f}
                assert fields <= set(m.params), f"{lang} {m.key}: the template needs {fields - set(m.params)}"
                i18n.render(m, session.game.namer)
                figures.messages.add(m.key)
                if m.rule:
                    figures.rules.add(m.rule)
        finally:
            i18n.set_language(session.lang)


# --- a playout ----------------------------------------------------------------------------------------------

BAD_WORDS = ["", "zz", "-1", "99", "none", "off", "A0", "ｘ", "'"]


def bad_line(game: Any, state: Any, rng: random.Random) -> str:
    """A line of any command of the game with random words, or garbage."""
    cmd = rng.choice(game.commands)
    words = list(cmd.words)
    for arg in cmd.args:
        options = list(arg.kind.candidates(Ctx(game, state, cmd, arg))) or BAD_WORDS
        words.append(rng.choice(options + BAD_WORDS))
    return rng.choice([" ".join(words), " ".join(words[: rng.randint(0, len(words))]), "zz top"])


def playout(game_id: str, seed: int, cap: int, tmp_path: Path, figures: Figures, every: int = 0,
            players: int | None = None) -> Session:
    """A seeded random game through the legal-action query; checks the contract on the way."""
    rng = random.Random(seed)
    session = Session(lang="en")
    spec_players = ("Aki", "Ben", "Chie", "Dai", "Emi", "Fumi")
    from referee import games

    spec = games.load(game_id)
    n = players or rng.randint(spec.min_players, spec.max_players)
    reply = session.execute(f"new {game_id} {' '.join(spec_players[:n])}")
    assert reply.status == "ok", reply.text
    game = session.game
    for step in range(cap):
        state = session.state
        if state.over:
            figures.ended += 1
            break
        if every and step % every == 0:
            check_agreement(game, state, rng, figures)
        asked = game.pending(state)
        if asked is not None:
            render_both(session, [asked.msg], figures)
        lines = list(legal(game, state))
        assert lines, f"{game_id} seed {seed}: nothing legal at line {step}, not over: {asked}"
        if step % 5 == 0:  # a bad line changes nothing
            before, log, pos = game.to_dict(state), list(session.log), session.pos
            line = bad_line(game, state, rng)
            bad = session.execute(line)
            if bad.status != "ok":
                figures.bad += 1
                assert (game.to_dict(session.state), session.log, session.pos) == (before, log, pos), line
                if bad.rule:
                    figures.rules.add(bad.rule)
            else:
                session.execute("undo")
                assert game.to_dict(session.state) == before
        line = rng.choice(lines)
        result = apply_line(game, state, line)
        pos = session.pos
        reply = session.execute(line)
        if reply.status != "ok" and session.pos == pos + 1:  # a fact kept, the held line it completes refused
            figures.lines += 1
            figures.rules.add(reply.rule)
            continue
        if reply.status != "ok":
            assert reply.rule in game.legal_open, f"{game_id} seed {seed}: {line}: {reply.text}"
            figures.rejected += 1
            figures.rules.add(reply.rule)
            continue
        figures.lines += 1
        if not isinstance(result, Exception):
            render_both(session, [*result.events, *result.why], figures)
    else:
        if session.state.over:
            figures.ended += 1
    # A save round-trips and replays to its snapshot.
    path = tmp_path / f"{game_id}-{seed}.toml"
    session.save_to(path)
    loaded = Session(lang="en")
    loaded.load(path)
    assert loaded.log == session.log
    assert game.to_dict(loaded.state) == game.to_dict(session.state)
    return session


# --- rule ids ------------------------------------------------------------------------------------------------

def read_tests() -> str:
    """The text of the tests: the test modules and the scenarios tests/test_scenarios.py replays."""
    paths = [*sorted(TESTS.glob("test_*.py")), *sorted((TESTS.parent / "scenarios").rglob("*.txt")),
             *sorted((TESTS.parent / "scenarios").rglob("*.toml"))]
    return "\n".join(p.read_text(encoding="utf-8") for p in paths)


def check_rules(game_id: str, rules: set[str], corpus_ids: set[str], text: str) -> None:
    """Every rule id met has a corpus clause and a test that names it."""
    mine = {r for r in rules if r.startswith(game_id + ".")}
    missing = sorted(r for r in mine if ".".join(r.split(".")[:3]) not in corpus_ids and r not in corpus_ids)
    assert not missing, f"{game_id}: rule ids without a corpus clause: {missing}"
    untested = sorted(r for r in mine if ".".join(r.split(".")[:3]) not in text)
    assert not untested, f"{game_id}: rule ids no test names: {untested}"
