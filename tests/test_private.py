"""What the players keep hidden stays hidden on the shared screen unless asked for.

Tigris & Euphrates: victory points (and treasures, which are victory points) are private by the rules
(通常ルールでは他プレイヤーの勝利点は隠されます). Lancaster: coins and servants lie behind each
player's castle screen (衝立の内側). `show`, `new` and the prompt's first screen leave them out;
`show --private` (and a Tigris `score` before the end) shows them under a one-line warning; the
final scoring and `show` after the game show everything; the JSON keeps every figure.
"""

from __future__ import annotations

import io

import pytest
from click.testing import CliRunner
from conftest import Table
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.plain_text import PlainTextOutput
from scenario_helpers import loaded

from referee.cli import build
from referee.repl import run_repl
from referee.repl_toolbar import toolbar_parts

WARNING = {
    ("tigris", "en"): "Private: victory points are kept behind each player's screen; shown on request",
    ("tigris", "ja"): "非公開: 勝利点は各自が衝立の裏に隠すもの",
    ("lancaster", "en"): "Private: coins and servants stay behind each player's screen; shown on request",
    ("lancaster", "ja"): "非公開: コインと従者は各自が衝立の内側に置くもの",
}
# Distinctive private figures, set with `put`, and where they must not appear.
SECRETS = {
    "tigris": (["put points Aki red 917", "put points Ben green 823", "put points Aki black 706",
                "take B2", "put treasures Ben 1"], ["917", "823", "706"]),
    "lancaster": (["put coins Aki 29", "put servants Ben 23"], ["29", "23"]),
}
PLAYERS = {"tigris": "Aki Ben", "lancaster": "Aki Ben Chie"}
LANGS = ("en", "ja")


def _flat(text: str) -> str:
    """As one line: a warning may be wrapped to 80 columns (Japanese without spaces)."""
    import click

    return "".join(click.unstyle(text).split())


def _table(game: str, lang: str, *extra: str) -> Table:
    t = Table(f"new {game} {PLAYERS[game]}", *SECRETS[game][0], *extra, lang=lang)
    return t


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(SECRETS))
def test_show_leaves_the_private_figures_out(game, lang):
    t = _table(game, lang)
    text = t.ok("show").text
    for figure in SECRETS[game][1]:
        assert figure not in text
    assert _flat(WARNING[game, lang]) not in _flat(text)
    assert " ".join(t.session.render(m) for m in t.session.game.started(t.state)).count("917") == 0


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(SECRETS))
def test_show_private_reveals_them_under_a_warning(game, lang):
    t = _table(game, lang)
    text = t.ok("show --private").text
    for figure in SECRETS[game][1]:
        assert figure in text
    assert _flat(text).startswith(_flat(WARNING[game, lang]))
    assert t.ok("show --points").text == text  # the same flag by the name a Tigris table asks for


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(SECRETS))
def test_the_warning_is_one_line(game, lang):
    from referee.render import width

    note = _table(game, lang).ok("show --private").text.split("\n")[0]
    import click

    assert click.unstyle(note).startswith(WARNING[game, lang]) and width(note) <= 80


@pytest.mark.parametrize("game", sorted(SECRETS))
def test_the_json_keeps_every_figure(game):
    t = _table(game, "en")
    shown = t.show()
    if game == "tigris":
        assert shown["points"]["Aki"]["red"] == 917 and shown["points"]["Ben"]["treasures"] == 1
        assert t.score()["final"] is False
        assert {r["player"]: r for r in t.score()["ranking"]}["Aki"]["colours"]
    else:
        assert shown["holdings"]["Aki"]["coins"] == 29 and shown["holdings"]["Ben"]["servants"] == 23


@pytest.mark.parametrize("lang", LANGS)
def test_tigris_score_during_the_game_reveals_with_the_warning(lang):
    t = _table("tigris", lang)
    text = t.ok("score").text
    assert _flat(text).startswith(_flat(WARNING["tigris", lang]))
    assert "917" in text and "706" in text


@pytest.mark.parametrize("lang", LANGS)
def test_lancaster_score_during_the_game_shows_only_power_points(lang):
    """Power points are on the board's track, in view of all: no warning, no coins."""
    t = _table("lancaster", lang, "put pp Chie 41")
    text = t.ok("score").text
    assert "41" in text and "29" not in text
    assert _flat(WARNING["lancaster", lang]) not in _flat(text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,stem", [("tigris", "example-game"), ("lancaster", "example-game")])
def test_the_end_of_the_game_shows_everything_without_a_warning(game, stem, lang):
    s, state = loaded(game, stem)
    assert state.over
    s.execute(f"lang {lang}")
    score, show = s.execute("score").text, s.execute("show").text
    for text in (score, show):
        assert _flat(WARNING[game, lang]) not in _flat(text)
    if game == "tigris":
        for player, points in s.game.show_json(state)["points"].items():
            row = next(line for line in show.splitlines() if player in line and str(points["red"]) in line)
            assert all(str(points[c]) in row for c in ("red", "blue", "green", "black", "treasures"))
        data = s.game.score_json(state)
        assert all(str(r["score"]) in score for r in data["ranking"])
    else:
        for p, h in s.game.show_json(state)["holdings"].items():
            assert any(p in line and str(h["coins"]) in line and str(h["servants"]) in line
                       for line in show.splitlines())
        assert "tiles" in score or "タイル" in score  # the tie-breaks, coins and servants among them


def test_points_open_option_plays_with_open_points():
    t = Table("new tigris Aki Ben --option points=open", "put points Aki red 917")
    text = t.ok("show").text
    assert "917" in text and "Private" not in text
    assert "Private" not in t.ok("score").text
    t.error("new tigris Aki Ben --option points=secret")


@pytest.mark.parametrize("game", sorted(SECRETS))
def test_the_prompts_first_screen_and_toolbar_leave_them_out(game):
    t = _table(game, "en")
    out = io.StringIO()
    with create_pipe_input() as pipe:
        pipe.send_text("quit\rquit\r")
        pipe.close()
        run_repl(t.session, input=pipe, output=PlainTextOutput(out))
    screen = out.getvalue()
    assert "Aki" in screen
    bar = "".join(text for _style, text in toolbar_parts(t.session))
    for figure in SECRETS[game][1]:
        assert figure not in screen and figure not in bar


@pytest.mark.parametrize("game", sorted(SECRETS))
def test_the_command_line_show_and_new(game, tmp_path):
    path = tmp_path / "g.toml"
    runner = CliRunner()
    result = runner.invoke(build(), ["--lang", "en", "new", game, *PLAYERS[game].split(), "-o", str(path)])
    assert result.exit_code == 0
    script = tmp_path / "s.txt"
    script.write_text(f"load {path}\n" + "\n".join(SECRETS[game][0]) + "\n", encoding="utf-8")
    assert runner.invoke(build(), ["run", str(script), "-q", "-o", str(path)]).exit_code == 0
    shown = runner.invoke(build(), ["--lang", "en", "show", str(path)])
    private = runner.invoke(build(), ["--lang", "en", "show", str(path), "--private"])
    assert shown.exit_code == 0 and private.exit_code == 0
    for figure in SECRETS[game][1]:
        assert figure not in shown.output and figure in private.output
    assert _flat(private.output).startswith(_flat(WARNING[game, "en"]))
    assert runner.invoke(build(), ["--lang", "en", "show", str(path), "--points"]).output == private.output
    assert "917" in runner.invoke(build(), ["show", str(path), "--json"]).output or game != "tigris"


def test_show_takes_only_its_flags():
    t = _table("tigris", "en")
    assert "Usage" in t.error("show --everything").text
    assert "Usage" in t.error("show --private --private").text
    assert "Usage" in t.error("show --private --points").text
    assert t.ok("show --private --json").data["points"]["Aki"]["red"] == 917


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(SECRETS))
def test_history_shows_the_private_figures_typed_with_put_as_question_marks(game, lang):
    """`history` replays the lines on the shared screen: a private command's numbers (put points,
    put coins) show as ? while the game hides them (GameSpec.hides: until the end, unless the table
    plays with open points); every other line as typed."""
    t = _table(game, lang)
    text = t.ok("history").text
    assert not any(secret in text for secret in SECRETS[game][1]), text
    masked = {("tigris", "en"): "put points Aki red ?", ("lancaster", "en"): "put coins Aki ?",
              ("tigris", "ja"): "設定 勝利点 Aki 赤 ?", ("lancaster", "ja"): "設定 コイン Aki ?"}  # the table's words
    assert masked[game, lang] in text
    assert ("take B2" if lang == "en" else "除去 B2") in text if game == "tigris" else True  # a public line as typed
    opened = Table(f"new {game} {PLAYERS[game]} --option points=open", *SECRETS[game][0]) if game == "tigris" else None
    if opened is not None:  # points open by the table's choice: nothing to hide
        assert "917" in opened.ok("history").text


def test_history_of_kings_and_castles_hides_money_until_the_final_count():
    t = Table("new kings-castles Aki Ben", "put money green 37")
    assert "put money green ?" in t.ok("history").text and "37" not in t.ok("history").text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(SECRETS))
def test_a_private_figure_typed_with_put_is_not_echoed_nor_shown_by_undo_and_redo(game, lang):
    """The reply to `put points` / `put coins` records the figure without showing it; `undo` and `redo`
    name the line with ? as `history` does (the screen is shared; the rules keep these figures hidden)."""
    t = Table(f"new {game} {PLAYERS[game]}", lang=lang)
    for line in SECRETS[game][0]:
        reply = t.ok(line)
        assert not any(secret in reply.text for secret in SECRETS[game][1]), reply.text
    undone = t.ok(f"undo {len(SECRETS[game][0])}").text
    redone = t.ok(f"redo {len(SECRETS[game][0])}").text
    for text in (undone, redone):
        assert not any(secret in text for secret in SECRETS[game][1]), text
    t.ok("undo")
    assert "?" in t.ok("redo").text


@pytest.mark.parametrize("game, name, winners", [("tigris", "end-second-weakest", "Ben"),
                                                 ("lancaster", "final-scoring", "Aki")])
def test_show_after_the_end_names_the_winner(game, name, winners):
    """Once the game is over, `show` says who won, as Carolingi's does; the count stays with `score`."""
    from pathlib import Path

    from referee.session import Session

    s = Session(lang="en")
    s.load(Path(__file__).resolve().parent.parent / "scenarios" / game / f"{name}.toml")
    text = s.execute("show").text
    assert f"Winner: {winners}" in text or f"Winner(s): {winners}" in text


def test_score_why_during_the_game_warns_that_the_points_are_private():
    # `score --why` (得点 なぜ) is a request for the private figures like `score`: shown, with the same warning
    from conftest import Table

    for lang, warning in (("en", "Private: victory points"), ("ja", "非公開")):
        t = Table("new tigris Aki Ben", "tile red E6", lang=lang)
        for line in ("score --why", "score"):
            first = t.ok(line).text.splitlines()[0]
            assert warning in first, (line, first)
