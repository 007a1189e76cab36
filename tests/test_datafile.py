"""Shipped TOML data read through the cache (referee/datafile.py): always what tomllib reads from the file
as it is now, whatever the cache holds."""

from __future__ import annotations

import tomllib
from pathlib import Path

from referee import datafile

ROOT = Path(__file__).resolve().parent.parent


def _cached(folder: Path) -> list[Path]:
    return sorted((folder / datafile.FOLDER).glob("*.marshal"))


def test_a_shipped_file_reads_as_tomllib_reads_it_then_from_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path))
    for path in [ROOT / "referee" / "data" / "glossary.toml", *sorted((ROOT / "referee" / "games").glob("*/data/*.toml"))]:
        expected = tomllib.loads(path.read_text(encoding="utf-8"))
        assert datafile.load(path) == expected  # parsed, then stored
        assert datafile.load(path) == expected  # read back
    assert _cached(tmp_path)


def test_an_edited_file_is_read_again_and_its_old_copy_removed(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "demo" / "data" / "glossary.toml"
    path.parent.mkdir(parents=True)
    path.write_text('[[term]]\nid = "red"\n', encoding="utf-8")
    assert datafile.load(path) == {"term": [{"id": "red"}]}
    (tmp_path / "cache" / datafile.FOLDER / f".{_cached(tmp_path / 'cache')[0].name}.99999").write_bytes(b"cut")
    path.write_text('[[term]]\nid = "blue"\n', encoding="utf-8")
    assert datafile.load(path) == {"term": [{"id": "blue"}]}
    assert [p.name.startswith("demo-data-glossary_toml-") for p in (tmp_path / "cache" / datafile.FOLDER).iterdir()] \
        == [True], "one copy, of the file as it is now; a write cut short is removed too"


def test_a_damaged_cache_is_parsed_over_and_no_cache_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "demo" / "data" / "facts.toml"
    path.parent.mkdir(parents=True)
    path.write_text("hand = 6\n", encoding="utf-8")
    datafile.load(path)
    (cached,) = _cached(tmp_path / "cache")
    cached.write_bytes(b"damaged")
    assert datafile.load(path) == {"hand": 6}
    assert datafile.load(path) == {"hand": 6}
    monkeypatch.setenv("REFEREE_CACHE_DIR", "")
    other = tmp_path / "other" / "data" / "facts.toml"
    other.parent.mkdir(parents=True)
    other.write_text("hand = 5\n", encoding="utf-8")
    assert datafile.load(other) == {"hand": 5} and len(_cached(tmp_path / "cache")) == 1


def test_a_value_marshal_cannot_hold_is_parsed_every_time(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "demo" / "data" / "facts.toml"
    path.parent.mkdir(parents=True)
    path.write_text("printed = 2007-01-01\n", encoding="utf-8")
    assert str(datafile.load(path)["printed"]) == "2007-01-01"
    assert _cached(tmp_path / "cache") == []
