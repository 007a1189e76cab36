"""The architecture notes name only files that exist, so that they cannot drift from the code unseen."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTES = ROOT / "docs" / "ARCHITECTURE.md"
GAMES = ("tigris", "lancaster")
PATH = re.compile(r"^[\w./<>*-]+(/|\.(py|toml|md|po|pot))$")


def named_paths(text: str) -> list[str]:
    """Every `code span` of the notes that is a file or folder name."""
    return sorted({span for span in re.findall(r"`([^`\n]+)`", text) if PATH.match(span)})


def found(path: str) -> bool:
    """A name is found under the repository, under referee/ or referee/rules/ (the module map), or in a game's folder;
    `<game>` stands for each game in turn, any other placeholder for any name."""
    if "<game>" in path:
        return all(found(path.replace("<game>", game)) for game in GAMES)
    pattern = re.sub(r"<[^>]+>", "*", path).rstrip("/")
    bases = [ROOT, ROOT / "referee", ROOT / "referee" / "rules", *(ROOT / "referee" / "games" / g for g in GAMES)]
    return any(any(base.glob(pattern)) for base in bases)


def test_the_notes_name_some_paths():
    paths = named_paths(NOTES.read_text(encoding="utf-8"))
    assert "referee/session.py" in paths and "referee/games/<game>/" in paths and len(paths) > 40


def test_every_path_the_notes_name_exists():
    missing = [p for p in named_paths(NOTES.read_text(encoding="utf-8")) if not found(p)]
    assert missing == []


def test_a_wrong_path_is_caught():
    assert not found("referee/no_such_module.py") and not found("referee/games/<game>/nothing.py")
    assert found("tests/test_<game>_*.py") and found("data/rules.toml")


def test_the_readme_links_the_notes():
    assert "(docs/ARCHITECTURE.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
