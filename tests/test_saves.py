"""Save files: a damaged, hand-edited or hostile file is refused with a clear message and exit status
2, never a traceback, and is never changed; writing a save replaces the old file whole or not at all.

Every case goes through the shell the way a user meets it (`referee show FILE`, `referee score FILE`).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from referee import save
from referee.cli import build
from referee.session import Session

from conftest import saved_tigris

GAME_LINES = [
    "put leader Aki red F4",
    "put tile red G4",
    "put leader Ben red J4",
    "put tile red I4",
    "tile black H4",  # unites: a war of priests is pending
]


def _game(tmp_path: Path, lines=GAME_LINES, name: str = "game.toml") -> Path:
    return saved_tigris(tmp_path, lines, name)


def _cli(*args: str):
    return CliRunner().invoke(build(), ["--lang", "en", *args])


def _refused(path: Path, *, command: str = "show", words: tuple[str, ...] = ()) -> str:
    """`referee show PATH` fails cleanly with exit status 2 and leaves the file as it was."""
    before = path.read_bytes() if path.is_file() else None
    result = _cli(command, str(path))
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    text = " ".join(result.output.split())  # as one line: the message is wrapped to 80 columns
    assert "Traceback" not in text and "Error" in text
    assert str(path) in text
    for word in words:
        assert word in text, text
    if before is not None:
        assert path.read_bytes() == before, "the file was changed"
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    return text


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# --- a good save ----------------------------------------------------------------------------------

def test_a_good_save_shows_and_scores(tmp_path):
    path = _game(tmp_path)
    before = path.read_bytes()
    for command in ("show", "score"):
        result = _cli(command, str(path), "--json")
        assert result.exit_code == 0, result.output
    assert path.read_bytes() == before


# --- files that are not saves ---------------------------------------------------------------------

def test_missing_file(tmp_path):
    _refused(tmp_path / "nothing.toml", words=("No such file",))


def test_directory(tmp_path):
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    _refused(folder, words=("directory",))


def test_not_utf8(tmp_path):
    path = _game(tmp_path)
    path.write_bytes(path.read_bytes().replace(b'"Aki"', b'"\xff\xfeAki"', 1))
    _refused(path, words=("UTF-8",))


def test_binary_garbage(tmp_path):
    path = tmp_path / "garbage.toml"
    path.write_bytes(bytes(range(256)) * 8)
    _refused(path)


def test_empty_file(tmp_path):
    path = tmp_path / "empty.toml"
    path.write_bytes(b"")
    _refused(path)


def test_not_toml(tmp_path):
    path = tmp_path / "notes.toml"
    path.write_text("this is not [toml\n", encoding="utf-8")
    _refused(path, words=("not a valid save file", "at line 1, column 6"))


def test_broken_toml_is_placed_in_the_users_language(tmp_path):
    # the parser's own words are English: under ja only the place is said (a hostile-input trial read
    # "Cannot declare ('snapshot', 'glory') twice" inside a Japanese message)
    path = tmp_path / "twice.toml"
    path.write_text("[snapshot]\nx = 1\n[snapshot]\n", encoding="utf-8")
    result = CliRunner().invoke(build(), ["--lang", "ja", "show", str(path)])
    text = "".join(result.output.split())
    assert result.exit_code == 2 and "3行目" in text and "Cannot" not in text, text
    assert "Cannot declare" in _refused(path)  # in English, the parser's words help


@pytest.mark.parametrize("fraction", [0.1, 0.5, 0.9, 0.99])
def test_truncated(tmp_path, fraction):
    path = _game(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[: int(len(data) * fraction)])
    _refused(path)


def test_too_large(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_bytes(b"# padding\n" * (save.MAX_BYTES // 10 + 10))
    _refused(path, words=("too large",))


def test_deeply_nested_arrays(tmp_path):
    path = _game(tmp_path)
    depth = 200_000
    with path.open("a", encoding="utf-8") as f:
        f.write("\n[snapshot.deep]\nx = " + "[" * depth + "]" * depth + "\n")
    _refused(path)


def test_deeply_nested_inline_tables(tmp_path):
    path = tmp_path / "tables.toml"
    depth = 50_000
    path.write_text("x = " + "{a = " * depth + "1" + "}" * depth + "\n", encoding="utf-8")
    _refused(path)


# --- hand-edited or hostile contents ----------------------------------------------------------------

@pytest.mark.parametrize("old,new,words", [
    ("schema_version = 1", "schema_version = 99999999999999999999", ("newer",)),
    ("schema_version = 1", 'schema_version = "one"', ("schema_version",)),
    ("schema_version = 1", "schema_version = 0", ("format",)),
    ('game = "tigris"', 'game = "chess"', ("chess",)),
    ('game = "tigris"', "game = 7", ("meta.game",)),
    ('board = "standard"\n', 'board = "moon"\n', ("board",)),
    ('board = "standard"\n', "board = 5\n", ("options",)),
    ('[game]\nplayers = [\n    "Aki",\n    "Ben",\n]', '[game]\nplayers = "Aki"', ("players",)),
    ('[game]\nplayers = [\n    "Aki",\n    "Ben",\n]', '[game]\nplayers = ["Aki", "Ben", "Chie", "Dai", "Eri"]', ("2 to 4",)),
    ('[game]\nplayers = [\n    "Aki",\n    "Ben",\n]', '[game]\nplayers = ["Aki", "Aki"]', ("Aki",)),
    ('[game]\nplayers = [\n    "Aki",\n    "Ben",\n]', '[game]\nplayers = [1, 2]', ("players",)),
    ("[log]\nlines = [", "[log]\nlines = 5\nx = [", ()),
    ("[log]\nlines = [", "[log]\nlines = [1, 2, ", ("log.lines",)),
    ("[meta]\n", "[meta]\nextra = true\n", ("extra",)),
    ("[log]\n", "[cheats]\ngold = 1\n\n[log]\n", ("cheats",)),
    ("[meta]\n", "[meta]\ncreated = 5\n", ()),
])
def test_bad_headers(tmp_path, old, new, words):
    path = _game(tmp_path)
    _edit(path, old, new)
    _refused(path, words=words)


@pytest.mark.parametrize("old,new", [
    ("bag = ", "bag = 99999999999999999999 # "),
    ("bag = ", "bag = -5 # "),
    ("bag = ", 'bag = "many" # '),
    ("actions_left = ", "actions_left = 7 # "),
    ('over = false', 'over = true'),
    ("[snapshot.leaders]\nF4 = [", "[snapshot.leaders]\nF5 = ["),
    ('[snapshot.points.Aki]\nred = 0', '[snapshot.points.Aki]\nred = 50'),
    ('[snapshot.points.Aki]\nred = 0', '[snapshot.points.Aki]\nred = 1e400'),
    ('[snapshot.points.Aki]\n', '[snapshot.points.Aki]\nsilver = 3\n'),
    ('[snapshot]\n', '[snapshot]\nextra_key = [[[1]]]\n'),
])
def test_snapshot_that_does_not_match_the_log(tmp_path, old, new):
    path = _game(tmp_path)
    _edit(path, old, new)
    _refused(path, words=("snapshot",))


def test_snapshot_missing(tmp_path):
    path = _game(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("[snapshot]")], encoding="utf-8")
    _refused(path, words=("snapshot",))


@pytest.mark.parametrize("bad_line,words", [
    ("tile red E3", ("tigris.tile.land-only",)),              # a move the rules forbid
    ("leader red H9", ("tigris.leader.no-river",)),
    ("commit 9", ("commit",)),                                 # outside the command's bounds
    ("put points Aki red 99999999999999999999999", ("99999999999999999999999",)),
    ("fly to the moon", ("fly",)),                             # no such command
    ("undo", ()),                                              # a session command is no game action
    ("new tigris Aki Ben", ()),
    ("load /etc/passwd", ()),
    ("", ()),
    ("'unclosed", ()),
])
def test_log_with_a_line_that_cannot_be_replayed(tmp_path, bad_line, words):
    path = _game(tmp_path, lines=["put leader Aki red F4"])
    _edit(path, '"put leader Aki red F4",', f'"put leader Aki red F4",\n    {_toml_string(bad_line)},')
    text = _refused(path, words=("line 2",) + words)
    assert "Traceback" not in text


def test_log_line_too_long(tmp_path):
    path = _game(tmp_path, lines=["put leader Aki red F4"])
    _edit(path, '"put leader Aki red F4",', '"put leader Aki red F4",\n    "' + "x" * 5000 + '",')
    _refused(path, words=("log.lines",))


def test_log_and_snapshot_edited_together_are_still_replayed(tmp_path):
    """Cheating both the log and the snapshot consistently gives a game the rules can reach, or nothing."""
    path = _game(tmp_path, lines=["put leader Aki red F4"])
    _edit(path, '"put leader Aki red F4",', '"put leader Aki red F4",\n    "tile red G4",')
    _refused(path, words=("snapshot",))


def test_score_refuses_like_show(tmp_path):
    path = _game(tmp_path)
    _edit(path, "bag = ", "bag = 3 # ")
    _refused(path, command="score", words=("snapshot",))


def test_a_fresh_process_prints_no_traceback(tmp_path):
    path = _game(tmp_path)
    path.write_bytes(path.read_bytes()[:100])
    before = path.read_bytes()
    result = subprocess.run([sys.executable, "-m", "referee", "--lang", "en", "show", str(path)],
                            capture_output=True, text=True, encoding="utf-8")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "Error" in result.stderr
    assert path.read_bytes() == before


def _toml_string(text: str) -> str:
    import json

    return json.dumps(text)


# --- writing ----------------------------------------------------------------------------------------

def test_round_trip_of_a_game_in_the_middle_of_a_war(tmp_path):
    path = _game(tmp_path)
    session = Session(lang="en")
    session.load(path)
    assert session.state.pending["kind"] == "war"
    assert session.execute("commit 0").status == "ok"
    session.save_to(path)
    again = Session(lang="en")
    again.load(path)
    assert again.game.to_dict(again.state) == session.game.to_dict(session.state)


def test_atomic_write_keeps_the_old_file_when_replacing_fails(tmp_path, monkeypatch):
    path = _game(tmp_path)
    before = path.read_bytes()
    session = Session(lang="en")
    session.load(path)
    session.execute("commit 0")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(save.SaveError):
        session.save_to(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml"]  # no temporary file left


def test_atomic_write_keeps_the_old_file_when_writing_fails_half_way(tmp_path, monkeypatch):
    path = _game(tmp_path)
    before = path.read_bytes()

    real_fsync = os.fsync

    def failing_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    session = Session(lang="en")
    session.load(path)
    session.execute("commit 0")
    with pytest.raises(save.SaveError) as caught:
        session.save_to(path)
    assert "no space left on the disk" in session.render(caught.value.msg)  # in the user's words
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml"]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs POSIX permissions and a non-root user")
def test_read_only_directory_keeps_the_old_file(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    path = _game(folder)
    before = path.read_bytes()
    session = Session(lang="en")
    session.load(path)
    session.execute("commit 0")
    folder.chmod(0o500)
    try:
        with pytest.raises(save.SaveError):
            session.save_to(path)
    finally:
        folder.chmod(0o700)
    assert path.read_bytes() == before


def test_run_with_output_in_a_missing_folder_exits_2(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("new tigris Aki Ben\nleader red F4\n", encoding="utf-8")
    result = _cli("run", str(script), "-q", "-o", str(tmp_path / "no" / "such" / "dir" / "g.toml"))
    assert result.exit_code == 2
    assert "Traceback" not in result.output and "Cannot write" in result.output


def test_written_saves_are_complete_toml(tmp_path):
    import tomllib

    path = _game(tmp_path)
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert doc["meta"]["game"] == "tigris" and doc["log"]["lines"][-1] == "tile black H4"
    assert doc["snapshot"]["pending"]["kind"] == "war"


WRONG_TYPES = [
    lambda d: d.__setitem__("snapshot", 3),
    lambda d: d.__setitem__("snapshot", []),
    lambda d: d["snapshot"].__setitem__("tiles", [1, 2]),
    lambda d: d["snapshot"].__setitem__("leaders", {"F4": "Aki"}),
    lambda d: d["snapshot"].__setitem__("pending", "war"),
    lambda d: d["snapshot"].__setitem__("players", 5),
    lambda d: d["snapshot"].pop("board"),
    lambda d: d.__setitem__("log", {"lines": "tile red G4"}),
    lambda d: d.__setitem__("log", []),
    lambda d: d.__setitem__("game", {"players": ["Aki", "Ben"], "options": ["board"]}),
    lambda d: d.__setitem__("game", {"players": ["Aki", "Ben"], "options": {"board": "standard", "speed": "fast"}}),
    lambda d: d.__setitem__("game", {"players": ["Aki", "B" * 41]}),
    lambda d: d.__setitem__("game", {"players": ["Aki", "Ben Chie"]}),
    lambda d: d.__setitem__("meta", {"schema_version": True, "game": "tigris"}),
    lambda d: d.pop("meta"),
    lambda d: d.__setitem__("facts", "yes"),
]


@pytest.mark.parametrize("mutate", WRONG_TYPES, ids=[f"case{i}" for i in range(len(WRONG_TYPES))])
def test_wrong_types_anywhere(tmp_path, mutate):
    import tomllib

    import tomli_w

    path = _game(tmp_path)
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    mutate(doc)
    path.write_text(tomli_w.dumps(doc), encoding="utf-8")
    _refused(path)


# --- printed facts carried by a save (Lancaster) -----------------------------------------------------

LANCASTER_LINES = ["fact county.A.minimum 2", "reveal conflict 5 4-2-1"]


def _lancaster(tmp_path: Path) -> Path:
    session = Session(lang="en")
    assert session.execute("new lancaster Aki Ben Chie").status == "ok"
    for line in LANCASTER_LINES:
        assert session.execute(line).status == "ok", line
    path = tmp_path / "lancaster.toml"
    session.save_to(path)
    return path


def test_a_lancaster_save_replays_with_the_facts_it_was_started_with(tmp_path, monkeypatch):
    path = _lancaster(tmp_path)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert _cli("board", "lancaster", "set", "county.D.minimum", "4").exit_code == 0
    result = _cli("show", str(path), "--json")
    assert result.exit_code == 0, result.output
    session = Session(lang="en")
    session.load(path)
    assert session.facts["county.D.minimum"].value == 3  # the save's value, not the new profile's


@pytest.mark.parametrize("old, new, words", [
    ('[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = 3',
     '[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = 9', ("county.D.minimum", "9")),
    ('[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = 3',
     '[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = "three"', ("county.D.minimum",)),
    ('[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = 3',
     '[facts."county.D.minimum"]\nprovenance = "gossip"\nvalue = 3', ("county.D.minimum", "provenance")),
    ('[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = 3',
     '[facts."county.D.minimum"]\nprovenance = "verified"\nvalue = 3\nextra = 1', ("county.D.minimum",)),
    ('[facts."county.D.minimum"]', '[facts."county.Z.minimum"]', ("county.Z.minimum",)),
    ('[facts."supply.coins"]\nprovenance = "verified"\nvalue = 37',
     '[facts."supply.coins"]\nprovenance = "verified"\nvalue = 99999999999999999999', ("supply.coins",)),
])
def test_hostile_facts_in_a_lancaster_save(tmp_path, old, new, words):
    path = _lancaster(tmp_path)
    _edit(path, old, new)
    _refused(path, words=words)


def test_a_save_without_its_facts_says_the_referees_own_are_used(tmp_path):
    # [facts] and snapshot.facts_digest cut out together: loaded, but said (found by a hostile-input trial)
    from conftest import Table

    t = Table("new carolingi Aki Ben")
    path = tmp_path / "cut.toml"
    t.ok(f"save {path}")
    kept, skip = [], False
    for line in path.read_text(encoding="utf-8").split("\n"):
        if line.startswith("["):
            skip = line.startswith("[facts")
        if not skip and not line.startswith("facts_digest"):
            kept.append(line)
    path.write_text("\n".join(kept), encoding="utf-8")
    assert "the save records no facts" in Table().ok(f"load {path}").text
    tigris = tmp_path / "tigris.toml"  # a game without printed facts has none to record
    Table("new tigris Aki Ben").ok(f"save {tigris}")
    assert "records no facts" not in Table().ok(f"load {tigris}").text
