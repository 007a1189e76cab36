"""Shared helpers: a session driven by command lines, as a player would type them."""

from __future__ import annotations

import os
import tempfile

import pytest

# The tests never read or write the user's own board profiles or prompt history.
_HOME = tempfile.mkdtemp(prefix="referee-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_STATE_HOME"] = os.path.join(_HOME, "state")
# A message with no catalog entry fails the test that shows it (referee.i18n.STRICT); set before the
# referee is imported, and inherited by the processes the CLI tests start.
os.environ["REFEREE_STRICT_I18N"] = "1"

from referee.session import Session  # noqa: E402 - after the environment it reads


class Table:
    """A session in English that fails loudly when a line the test expects to pass is refused."""

    def __init__(self, *lines: str, lang: str = "en"):
        self.session = Session(lang=lang)
        self.replies = []
        for line in lines:
            self.ok(line)

    @property
    def state(self):
        return self.session.state

    def ok(self, line: str):
        reply = self.session.execute(line)
        assert reply.status in ("ok", "empty"), f"{line!r} was refused: {reply.text}"
        self.replies.append(reply)
        return reply

    def rejected(self, line: str, rule: str):
        before = self.session.game.to_dict(self.state) if self.session.game else None
        reply = self.session.execute(line)
        assert reply.status == "rejected", f"{line!r} should be rejected by {rule}, got {reply.status}: {reply.text}"
        assert reply.rule == rule, f"{line!r}: expected {rule}, got {reply.rule}: {reply.text}"
        assert rule in reply.text
        if before is not None:
            assert self.session.game.to_dict(self.state) == before, "a rejected line changed the game"
        return reply

    def error(self, line: str):
        reply = self.session.execute(line)
        assert reply.status == "error", f"{line!r} should be unusable input, got {reply.status}: {reply.text}"
        return reply

    def points(self, player: str) -> dict:
        return dict(self.state.points[player])

    def run(self, text: str):
        """Several lines at once (one per line; comments and blank lines allowed), each expected to pass."""
        for line in text.splitlines():
            self.ok(line)
        return self

    def show(self) -> dict:
        """The state as `show --json` prints it."""
        reply = self.ok("show --json")
        return reply.data

    def score(self) -> dict:
        """The standings as `score --json` prints them."""
        reply = self.ok("score --json")
        return reply.data


@pytest.fixture
def table():
    return Table


@pytest.fixture(autouse=True)
def _process_language():
    """A test that runs the command line sets the process language; the next test starts in English."""
    from referee import i18n

    yield
    i18n.set_language("en")


def saved_tigris(tmp_path, lines=("leader red F4",), name: str = "game.toml"):
    """A two-player Tigris game after `lines`, saved to tmp_path/name; the save's path."""
    session = Session(lang="en")
    assert session.execute("new tigris Aki Ben").status == "ok"
    for line in lines:
        assert session.execute(line).status == "ok", line
    path = tmp_path / name
    session.save_to(path)
    return path


@pytest.fixture(autouse=True, scope="session")
def cache_in_tmp(tmp_path_factory):
    """Keep what the referee caches (parsed data files, rule indexes) out of the user's cache directory."""
    mp = pytest.MonkeyPatch()
    mp.setenv("REFEREE_CACHE_DIR", str(tmp_path_factory.mktemp("session-cache")))
    yield
    mp.undo()


@pytest.fixture(scope="module")
def index_cache_in_tmp(tmp_path_factory):
    """Keep the rule index cache of `ask` tests out of the user's cache directory."""
    mp = pytest.MonkeyPatch()
    mp.setenv("REFEREE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    yield
    mp.undo()
