"""Tigris & Euphrates: properties of random sequences of lines (hypothesis).

Lines are drawn from the game's own command registry with random arguments (good and bad), from
the legal actions of the position (referee/legal.py; near the pieces, so that conflicts, monuments
and treasures really happen), from the session's commands, and from garbage. Whatever the lines:

- no exception escapes Session.execute;
- a rejected or unusable line changes nothing (state, log, position in the history);
- the 153 tiles are always somewhere: board + hands + bag + out of the game; of each colour, no more
  are on the board or seen leaving the game than the box holds;
- the treasures (10, or 14 on the advanced map) are on the board or collected, and no game action
  creates or loses one (only the set-up commands `take` / `put treasure(s)` may change the count);
- no player has two leaders of one colour on the board; pieces never share a square;
- a save written at any point loads back to the same state and log;
- every message an accepted line produces renders in both languages without a missing parameter.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import i18n
from referee.games.tigris.board import COLOURS, NEIGHBOURS, SQUARES, board, components
from referee.legal import legal
from referee.session import Session

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
KINDS = {"revolt", "war", "war-order", "monument", "treasure"}
TOTAL_TILES = sum(components()["tiles"].values())
SETUP_TREASURE_PREFIXES = ("take ", "put treasure")

# Positions to start from: an empty board, and crowded ones where conflicts are a move away.
START = {
    "empty": "",
    "two-kingdoms": """
        put tile black G5
        put leader Aki black F5
        put tile red F6
        put tile black H4
        put tile red G4
        put leader Aki red E6
        put leader Aki green G3
        put tile black I5
        put leader Ben black J5
        put tile red J6
        put tile red K5
        put leader Ben red K6
        put leader Ben green J4
        put tile red G6
        put tile red L6
    """,
    "treasures": """
        put tile red C2
        put tile red D2
        put tile blue E2
        put tile black G10
        put tile black H10
        put tile black I10
        put tile black J10
        put tile red G5
        put tile red H5
        put tile red G6
        put leader Ben red I6
        put leader Aki black F5
    """,
}

# Tokens for arguments, good and bad.
COLOUR_TOKENS = ["red", "blue", "green", "black", "赤", "神官", "farmer", "k", "purple", "", "RED"]
SQUARE_TOKENS = ["A1", "P11", "F4", "4F", "f4", "Q1", "A0", "A12", "A01", "Z", "11", "Ａ１", "H5", "E3", "B2"]
INT_TOKENS = ["0", "1", "2", "6", "7", "-1", "99999999999999999999", "x", "３", "1.5"]
MONUMENT_TOKENS = ["black-red", "red-black", "blue-green", "green-red", "none", "なし", "red-red", "red", "a-b-c"]
WORD_TOKENS = ["off", "none", "Aki", "Ben", "Chie", "Dai", "Nobody", "--json", "'", '"', "#", "\\", "\x00", "🙂"]
GARBAGE = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=30)


def _token(kind: str):
    return {
        "colour": st.sampled_from(COLOUR_TOKENS),
        "square": st.sampled_from(SQUARE_TOKENS) | st.sampled_from(SQUARES),
        "target": st.sampled_from(SQUARE_TOKENS + ["off", "撤退"]) | st.sampled_from(SQUARES),
        "int": st.sampled_from(INT_TOKENS),
        "monument": st.sampled_from(MONUMENT_TOKENS),
        "player": st.sampled_from(list(PLAYERS) + ["Nobody", "aki"]),
    }.get(kind, st.sampled_from(WORD_TOKENS))


@st.composite
def registry_line(draw, session: Session) -> str:
    """A command of the game's registry (words or an alias) with random arguments."""
    cmd = draw(st.sampled_from(session.game.commands))
    words = draw(st.sampled_from([cmd.words, *cmd.aliases]))
    args = []
    for arg in cmd.args:
        count = draw(st.integers(0, 3)) if arg.repeat else draw(st.sampled_from([0, 1, 1, 1, 2]))
        args += [draw(_token(arg.kind.id)) for _ in range(count)]
    return " ".join([*words, *args])


# The turn actions a plausible line takes, by a roll of 0-99 (the rest are set-up lines).
ACTION_ROLLS = ((45, "tile"), (75, "leader"), (80, "catastrophe"), (85, "swap"), (90, "end"))


@st.composite
def plausible_line(draw, session: Session) -> str:
    """A move that is legal here (referee/legal.py): mostly an answer to what is pending, or a turn
    action near the pieces; else a set-up line."""
    state, game = session.state, session.game
    if state.pending is not None and draw(st.integers(0, 9)) < 8:
        answers = list(legal(game, state))
        if answers:
            return draw(st.sampled_from(answers))
    rivers = board(state.board).rivers
    occupied = set(state.tiles) | set(state.leaders) | state.catastrophes
    near = sorted({n for sq in occupied for n in NEIGHBOURS[sq]} - occupied) or list(SQUARES)
    square = draw(st.sampled_from(near))
    roll = draw(st.integers(0, 99))
    command = next((name for limit, name in ACTION_ROLLS if roll < limit), None)
    if command is not None:
        lines = list(legal(game, state, command))
        close = [line for line in lines if line.split()[-1] in near]
        if close or lines:
            return draw(st.sampled_from(close or lines))
        return draw(registry_line(session))  # nothing of it is legal now: a line the rules refuse
    player = draw(st.sampled_from(state.players))
    return draw(st.sampled_from([
        f"put tile {'blue' if square in rivers else 'red'} {square}",
        f"put leader {player} {draw(st.sampled_from(COLOURS))} {square}",
        f"take {draw(st.sampled_from(sorted(occupied) or ['A1']))}",
        f"put hand {player} {draw(st.integers(0, 6))}",
        f"put bag {draw(st.integers(0, 140))}",
        f"put turn {player}",
        f"put treasures {player} {draw(st.integers(0, 3))}",
        f"put catastrophe {square}",
        f"put catastrophes {player} {draw(st.integers(0, 2))}",
        f"put monument {draw(st.sampled_from(MONUMENT_TOKENS))} {square}",
    ]))


SESSION_LINES = ["show", "show --json", "score", "score --json", "why", "history", "undo", "undo 3", "redo",
                 "redo 2", "help", "help tile", "lang ja", "lang en", "", "# a comment", "show extra"]


def any_line(session: Session):
    return st.one_of(
        plausible_line(session), plausible_line(session), plausible_line(session),
        registry_line(session),
        st.sampled_from(SESSION_LINES),
        GARBAGE,
    )


def _treasures_held(state) -> int:
    return len(state.treasures) + sum(state.treasures_won.values())


def check_invariants(session: Session, treasures_touched: bool) -> None:
    s = session.state
    total_treasures = len(board(s.board).temples)
    # Tiles: all 153 somewhere.
    assert len(s.tiles) + sum(s.hands.values()) + s.bag + s.out == TOTAL_TILES
    assert s.bag >= 0 and s.out >= 0 and all(0 <= h <= 6 for h in s.hands.values())
    # Of a colour, never more on the board and seen leaving the game than the box holds; the colours seen
    # leaving are some of the tiles out of the game (a swap's are face down).
    assert all(n > 0 for n in s.out_by_colour.values()) and sum(s.out_by_colour.values()) <= s.out
    for colour, total in components()["tiles"].items():
        assert sum(1 for c in s.tiles.values() if c == colour) + s.out_by_colour.get(colour, 0) <= total, colour
    # Treasures: on the board (on temples) or collected.
    assert s.treasures <= {sq for sq, c in s.tiles.items() if c == "red"}
    held = len(s.treasures) + sum(s.treasures_won.values())
    assert held <= total_treasures
    if not treasures_touched:
        assert held == total_treasures
    # Leaders: one per player and colour; pieces never share a square.
    pairs = list(s.leaders.values())
    assert len(pairs) == len(set(pairs))
    assert not set(s.leaders) & set(s.tiles)
    assert not s.catastrophes & (set(s.tiles) | set(s.leaders))
    assert s.flipped <= set(s.tiles)
    rivers = board(s.board).rivers
    assert all((c == "blue") == (sq in rivers) for sq, c in s.tiles.items())
    assert all(0 <= n <= 2 for n in s.catastrophes_left.values())
    # What the referee waits for is one of the documented kinds, asked of a player.
    if s.pending is not None:
        assert s.pending["kind"] in KINDS and s.pending["player"] in s.players
        assert not s.over
    shown = session.game.show_json(s)
    assert set(shown["board"]) == set(s.tiles) | set(s.leaders) | s.catastrophes
    assert shown["pending"] == (dict(s.pending) if s.pending else None)
    session.game.score_json(s)


class _StrictRender:
    """Wraps i18n.render: a message whose template names a parameter the engine did not send fails."""

    def __init__(self):
        self.original = i18n.render

    def __call__(self, msg, namer=None, lang=None):
        template = i18n._(msg.key)
        names = set(msg.params)
        import string

        fields = {f for _lit, f, _spec, _conv in string.Formatter().parse(template) if f}
        assert fields <= names, f"{msg.key}: the template needs {fields - names}"
        return self.original(msg, namer, lang)


@pytest.fixture
def strict_render(monkeypatch):
    import referee.session as session_module

    strict = _StrictRender()
    monkeypatch.setattr(session_module.i18n, "render", strict)
    yield


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(data=st.data(), n_players=st.integers(2, 4), board_name=st.sampled_from(["standard", "advanced"]),
       start=st.sampled_from(sorted(START)), lang=st.sampled_from(["en", "ja"]))
def test_random_lines_keep_the_table_consistent(tmp_path_factory, strict_render, data, n_players, board_name,
                                                start, lang):
    session = Session(lang=lang)
    players = PLAYERS[:n_players]
    assert session.execute(f"new tigris {' '.join(players)} --option board={board_name}").status == "ok"
    for line in START[start].splitlines():
        reply = session.execute(line)
        assert reply.status in ("ok", "empty", "rejected"), reply.text  # a river or a temple may be in the way
    for _ in range(data.draw(st.integers(5, 60), label="length")):
        line = data.draw(any_line(session), label="line")
        before = (session.game.to_dict(session.state), list(session.log), session.pos)
        held = _treasures_held(session.state)
        reply = session.execute(line)  # must not raise
        if reply.status in ("rejected", "error", "empty"):
            assert (session.game.to_dict(session.state), list(session.log), session.pos) == before, line
        elif session.pos == before[2] + 1 and not session.log[session.pos - 1].startswith(("put ", "take ")):
            assert _treasures_held(session.state) == held, f"{line!r} created or lost a treasure"
        # Only the set-up commands that lift or give treasures may change how many there are.
        treasures_touched = any(x.startswith(SETUP_TREASURE_PREFIXES) for x in session.log[: session.pos])
        check_invariants(session, treasures_touched)
    # A save of this game loads back to the same state and the same log.
    path = Path(tmp_path_factory.mktemp("saves")) / "game.toml"
    session.save_to(path)
    loaded = Session(lang="en")
    loaded.load(path)
    assert loaded.log == session.log and loaded.pos == session.pos  # lines taken back can still be redone
    assert session.game.to_dict(loaded.state) == session.game.to_dict(session.state)


@settings(max_examples=40, deadline=None)
@given(seed_lines=st.lists(st.integers(0, 10_000), min_size=1, max_size=3))
def test_garbage_lines_are_refused_without_change(seed_lines):
    session = Session(lang="en")
    session.execute("new tigris Aki Ben")
    before = session.game.to_dict(session.state)
    for n in seed_lines:
        for line in (f"tile red {n}", f"leader {n} F4", f"commit {n}", f"swap {n}", f"put bag {n * 1000}",
                     f"put points Aki red {n * 1000}", f"monument {n}", f"treasure {n}"):
            reply = session.execute(line)
            if reply.status == "ok":
                session.execute("undo")
    assert session.game.to_dict(session.state) == before
