"""Loading and replaying the scenarios of scenarios/<game>/ (shared by the scenario tests)."""

from __future__ import annotations

from pathlib import Path

from referee.session import Session

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"


def run_script(path: Path, until: str | None = None) -> Session:
    """The session after the script's lines (or just before the first line equal to `until`)."""
    session = Session(lang="en")
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if until is not None and line.strip() == until:
            break
        reply = session.execute(line)
        assert reply.status in ("ok", "empty"), f"{path.name}:{number}: {line!r}: {reply.text}"
    return session


def load(path: Path) -> Session:
    session = Session(lang="en")
    session.load(path)
    return session


def loaded(game: str, stem: str):
    """A scenario's save, loaded: the session and its state."""
    s = load(SCENARIOS / game / f"{stem}.toml")
    return s, s.state
