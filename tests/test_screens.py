"""Every screen fits an 80-column terminal, in both languages and both games.

Screens laid out as tables and boards (show, score, `referee board`) fit by themselves, so no row is
broken to fit; messages (events, rejections, pending questions, `why`, `rules`) are wrapped at word
boundaries where they are printed (the command line and the prompt). Widths are terminal cells
(wcwidth), after the colour codes are stripped.
"""

from __future__ import annotations

import io
import re

import click
import pytest
from click.testing import CliRunner
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.plain_text import PlainTextOutput
from scenario_helpers import SCENARIOS

from referee import render
from referee.cli import build
from referee.render import fit, table, width, wrap
from referee.repl import run_repl
from referee.session import Session

COLUMNS = 80
# Long names (12+ characters), Japanese names, and the longest a name may be (40 characters).
NAMES = ("Maximiliana12", "ながいなまえのひと", "太郎", "Bartholomew-the-Great-of-Mercia-42-chars", "Chieko-Longname")
ORIGINAL = ("Aki", "Ben", "Chie", "Dai")
SCRIPTS = sorted(SCENARIOS.glob("*/*.txt"))
SAVES = sorted(SCENARIOS.glob("*/*.toml"))
LANGS = ("en", "ja")


def _too_wide(text: str) -> list[str]:
    """Lines wider than the terminal (a carriage return starts a line again, as the prompt redraws)."""
    return [line for line in re.split(r"[\r\n]", click.unstyle(text)) if width(line) > COLUMNS]


def _renamed(text: str) -> str:
    """A scenario script played by players with long and Japanese names."""
    names = dict(zip(ORIGINAL, NAMES))
    return re.sub(r"\b(Aki|Ben|Chie|Dai)\b", lambda m: names[m.group(1)], text)


def _name(path) -> str:
    return f"{path.parent.name}/{path.name}"


# --- the wrapping helper ---------------------------------------------------------------------------

def test_wrap_breaks_english_between_words_only():
    text = ("Rejected [tigris.leader.adjacent-temple] A leader must stand beside a face-up temple; "
            "E6 has none beside it, and 12345678 is a number that must stay whole.")
    lines = wrap(text, 36)
    assert all(width(line) <= 36 for line in lines)
    assert " ".join(lines).split() == text.split()  # no word was cut, none was lost


def test_wrap_breaks_japanese_between_phrases_and_keeps_ascii_words_and_kinsoku():
    text = ("却下 [tigris.leader.adjacent-temple] リーダー駒は表向きの神殿タイルに隣接するマスに置かなければ"
            "なりません。E6 の隣には神殿がありません(commit 12345 のような語は分けません)。")
    lines = wrap(text, 36)
    assert all(width(line) <= 36 for line in lines)
    assert "".join(line.strip() for line in lines).replace(" ", "") == text.replace(" ", "")
    for word in ("tigris.leader.adjacent-temple]", "E6", "12345", "commit"):
        assert any(word in line for line in lines), word
    assert not any(line.lstrip()[:1] in "、。)」" for line in lines[1:])


@pytest.mark.parametrize("cut", range(30, 81))
def test_wrap_keeps_japanese_phrases_counted_numbers_and_names_whole(cut):
    """A Japanese line breaks between phrases (a word with its okurigana and particles), never inside
    防御側, 勝利点, 飢餓 or 上回りません, nor between a number and its counter or a name and its particle."""
    text = ("内部紛争は神殿タイル2対1でChieの勝ちです。防御側のBenは集落タイル1枚を失い、Chieは赤の勝利点を"
            "1点得ます。飢餓カードはボードの横に置きます。攻撃力1ではカンタベリーの防御値3を上回りません。"
            "保存先に書き込めません。")
    lines = wrap(text, cut)
    assert "".join(lines) == text and all(width(line) <= cut for line in lines)
    for word in ("防御側", "勝利点", "1枚", "1点", "飢餓", "上回りません", "Chieの", "Benは", "カンタベリー", "書き込めません"):
        assert any(word in line for line in lines), (word, lines)


@pytest.mark.parametrize("cut", range(20, 44))
def test_wrap_keeps_ascii_quotes_with_the_japanese_word_they_quote(cut):
    """'ヘルプ' quoted with ASCII quotes: the opening quote never ends a line, the closing one never
    begins one, whatever the width."""
    text = "2行目: 'commit'はチグリス・ユーフラテスのコマンドで、王と城にはありません。'ヘルプ'でコマンドの一覧を表示します。"
    lines = wrap(text, cut)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(width(line) <= cut for line in lines)
    assert not any(line.rstrip().endswith("'") and line.count("'") % 2 for line in lines)
    assert not any(line.lstrip().startswith("'") and line.count("'") % 2 for line in lines)


def test_wrap_keeps_the_indentation_and_hangs_under_a_list_marker():
    lines = wrap("  1. [tigris.war.support] " + "supporting tiles " * 8, 40)
    assert all(line.startswith("     ") for line in lines[1:])


def test_wrap_measures_coloured_text_without_its_escape_codes():
    text = click.style("Revolt of the red leaders: " * 4, fg="red", bold=True) + " ■20 " + "神殿" * 30
    lines = wrap(text, 40)
    assert all(width(line) <= 40 for line in lines) and len(lines) > 3
    assert "".join(click.unstyle("".join(lines)).split()) == "".join(click.unstyle(text).split())
    assert any("■20" in click.unstyle(line) for line in lines)


def test_table_shrinks_names_and_wraps_long_cells():
    rows = [[1, NAMES[3], 12, "strength 12, servants 3, tiles 4, coins 5 " * 2]]
    text = table(["#", "Player", "Score", "Tie-breaks"], rows, shrink=(1,), wrapped=(3,))
    assert not _too_wide(text)
    assert "…" in text and "Bartholomew" in text
    assert "coins 5" in text


def test_a_wider_terminal_gets_the_room():
    long = "word " * 30
    try:
        render.set_width(120)
        assert len(fit(long).split("\n")) == 2
    finally:
        render.set_width(80)
    assert len(fit(long).split("\n")) == 2 and max(width(x) for x in fit(long).split("\n")) <= 80
    render.set_width(40)  # never narrower than the screens are laid out for
    assert render.WIDTH == 80


# --- screens laid out to fit -------------------------------------------------------------------------

def _screens(session: Session) -> dict[str, str]:
    out = {}
    for line in ("show", "show --private", "score"):
        reply = session.execute(line)
        assert reply.status == "ok", reply.text
        out[line] = reply.text
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("save", SAVES, ids=_name)
def test_saved_positions_fit(save, lang):
    s = Session(lang=lang)
    s.load(save)
    for line, text in _screens(s).items():
        assert not _too_wide(text), (line, _too_wide(text))
        assert fit(text) == text, f"{line}: a row had to be broken to fit"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("script", SCRIPTS, ids=_name)
def test_every_step_of_every_scenario_fits_with_long_names(script, lang):
    """After every line of a scenario played by long- and Japanese-named players: the reply, `why`,
    `show`, `show --private` and `score`. Tables and boards fit as laid out; messages once wrapped
    for printing keep every word whole (no word is longer than a line)."""
    s = Session(lang=lang)
    for line in _renamed(script.read_text(encoding="utf-8")).splitlines():
        reply = s.execute(line)
        assert reply.status in ("ok", "empty"), (line, reply.text)
        if reply.status == "empty":
            continue
        for what, text in [(line, reply.text), ("why", s.execute("why").text)]:
            wrapped = fit(text)
            assert not _too_wide(wrapped), (what, _too_wide(wrapped))
            assert "".join(wrapped.split()) == "".join(text.split()), f"{what}: something was lost"
            lines = wrapped.split("\n")
            for word in set(re.findall(r"[!-~]+", text)):  # ASCII words and numbers stay whole
                assert any(word in x for x in lines), f"{what}: {word!r} was cut"
        for what, text in _screens(s).items():
            assert not _too_wide(text), (line, what, _too_wide(text))
            assert fit(text) == text, f"{line}: {what}: a row had to be broken to fit"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,players", [("tigris", NAMES[:n]) for n in (2, 3, 4)]
                         + [("lancaster", NAMES[:n]) for n in (3, 4, 5)])
def test_start_screens_fit(game, players, lang):
    s = Session(lang=lang)
    reply = s.execute(f"new {game} {' '.join(players)}")
    assert reply.status == "ok"
    assert not _too_wide(fit(reply.text))
    for line, text in _screens(s).items():
        assert not _too_wide(text), (line, _too_wide(text))
        assert fit(text) == text


REJECTED = {
    "tigris": ["leader red A1", "tile blue A1", "tile red E1", "catastrophe B2", "commit 3", "war red",
               "monument black-red F3", "treasure F3", "swap 7", "leader purple E6", "frobnicate", "put points"],
    "lancaster": ["knight 4 A", "knight 2 u1 3", "vote Maximiliana12 yes 40", "pay 2", "choose both",
                  "castle all", "ransom 3", "reveal law new most fish", "knight 9 Z", "fact nothing 3"],
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(REJECTED))
def test_rejections_and_errors_fit_when_printed(game, lang, tmp_path):
    players = " ".join(NAMES[:3])
    for bad in REJECTED[game]:
        script = tmp_path / "s.txt"
        script.write_text(f"new {game} {players}\n{bad}\n", encoding="utf-8")
        result = CliRunner().invoke(build(), ["--lang", lang, "run", str(script)])
        assert result.exit_code in (1, 2), (bad, result.output)
        assert not _too_wide(result.output), (bad, _too_wide(result.output))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("script", [p for p in SCRIPTS if p.stem in ("revolt", "two-colour-war", "prisoners",
                                                                      "tied-vote", "final-scoring")], ids=_name)
def test_scripts_print_within_80_columns(script, lang, tmp_path):
    """A whole scenario through `referee run`, then show, score, why, history and a rule clause."""
    renamed = tmp_path / "s.txt"
    game = script.parent.name
    clause = {"tigris": "tigris.leader.adjacent-temple", "lancaster": "lancaster.county.displace"}[game]
    renamed.write_text(_renamed(script.read_text(encoding="utf-8"))
                       + f"\nwhy\nshow\nshow --private\nscore\nhistory\nrules {clause}\n", encoding="utf-8")
    result = CliRunner().invoke(build(), ["--lang", lang, "run", str(renamed)])
    assert result.exit_code == 0, result.output
    assert not _too_wide(result.output), _too_wide(result.output)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("args", [["board", "lancaster"], ["board", "tigris"], ["rules"],
                                  ["rules", "tigris", "tigris.leader.adjacent-temple"],
                                  ["rules", "lancaster", "lancaster.county.displace"],
                                  ["ask", "内部紛争で引き分けたらどうなる?"],
                                  ["ask", "what happens when a second battle is lost"]])
def test_command_line_screens_fit(args, lang):
    result = CliRunner().invoke(build(), ["--lang", lang, *args])
    assert result.exit_code in (0, 1), result.output
    assert result.output.strip()
    assert not _too_wide(result.output), _too_wide(result.output)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,n", [("tigris", 4), ("lancaster", 5)])
def test_new_on_the_command_line_fits(game, n, lang, tmp_path):
    result = CliRunner().invoke(build(), ["--lang", lang, "new", game, *NAMES[:n], "-o", str(tmp_path / "g.toml")])
    assert result.exit_code == 0, result.output
    assert not _too_wide(result.output)
    result = CliRunner().invoke(build(), ["--lang", lang, "show", str(tmp_path / "g.toml")])
    assert result.exit_code == 0 and not _too_wide(result.output), _too_wide(result.output)


@pytest.mark.parametrize("lang", LANGS)
def test_the_prompts_first_screen_fits(lang):
    s = Session(lang=lang)
    s.execute(f"new lancaster {' '.join(NAMES[:5])}")
    out = io.StringIO()
    with create_pipe_input() as pipe:
        pipe.send_text("knight 9 Z\rhelp knight\rquit\rquit\r")
        pipe.close()
        run_repl(s, input=pipe, output=PlainTextOutput(out))
    text = out.getvalue()
    assert "Maximiliana12" in text
    # what the referee printed; not the prompt's own line, which a plain-text output draws twice
    printed = "\n".join(x for x in re.split(r"[\r\n]", text) if not re.match(r"\s*(lancaster|ランカスター)\b.*> ", x))
    assert not _too_wide(printed), _too_wide(printed)


def test_json_is_printed_as_it_is_and_answers_are_wrapped(tmp_path):
    import json

    script = tmp_path / "s.txt"
    script.write_text(f"new lancaster {' '.join(NAMES[:5])}\nshow --json\n"
                      "ask what happens when a second battle is lost\n", encoding="utf-8")
    result = CliRunner().invoke(build(), ["--lang", "en", "run", str(script)])
    assert result.exit_code == 0, result.output
    text = result.output
    start, end = text.index("\n{") + 1, text.index("\n}\n") + 2
    data = json.loads(text[start:end])  # a long value is not broken over lines
    assert data["players"] == list(NAMES[:5]) and len(data["facts"]) > 10
    assert not _too_wide(text[:start] + text[end:]), _too_wide(text[:start] + text[end:])


@pytest.mark.parametrize("text", ["", "Aki 21", "R1\xa0=\xa0red leader", "\x1b[1mbold\x1b[0m", "tab\there",
                                  "línea", "太郎 2", "タイル\xa0×3", "\x7f", "a\u200bb"])
def test_width_counts_cells_as_wcwidth_does(text):
    """The ASCII shortcut in render.width gives what wcwidth gives (control characters: their length)."""
    from wcwidth import wcswidth

    plain = click.unstyle(text)
    expected = wcswidth(plain) if wcswidth(plain) >= 0 else len(text)
    assert width(text) == expected


def test_known_widths_are_what_wcwidth_says():
    """render.width counts the characters it knows (kana, CJK, full-width forms, a few signs) without
    wcwidth: over every code point it names, its count is wcwidth's, alone and in a line."""
    from wcwidth import wcswidth

    points = [chr(cp) for cp in range(0x20, 0x7F)] + sorted(render._ONE_CELL)
    points += [chr(cp) for lo, hi in render._TWO_CELLS for cp in range(lo, hi + 1)]
    assert len(points) > 20000
    for ch in points:
        assert render._known_width(ch) == width(ch) == wcswidth(ch) > 0, hex(ord(ch))
        assert render.clip(ch * 5, 4) == ch * (3 // wcswidth(ch)) + "…"
    for text in ["リーダーは神殿に隣接する空きマスに置く（規則 2.1）。", "タイル\xa0×3 ■ §4 「王国」の「指導者」→ 得点",
                 "ｱｲｳ 半角カナ", "か\u3099", "\u302a漢", "Ｔｉｇｒｉｓ　＆"]:
        assert width(text) == wcswidth(text), text
    assert render.clip("リーダーは神殿に隣接する", 9) == "リーダー…"


@pytest.mark.parametrize("line", ["", "Legend:\xa0r\xa0b; R1\xa0=\xa0red  leader", "\x1b[1mAki\x1b[0m scores 3.",
                                  "(tile) [rule.id] 1. x\u2e7f", "caf\u00e9 \u2014 na\u00efve"])
def test_narrow_lines_break_into_the_same_pieces(line):
    """A line with no wide character is cut with a smaller pattern that finds the same pieces."""
    assert max(line, default=" ") < "\u2e80"
    assert render._NARROW_UNIT.findall(line) == re.findall(render._UNIT, line)


@pytest.mark.parametrize("line", ["リーダーは神殿に隣接する空きマスに置く（規則 2.1）。", "\x1b[31mタイル\x1b[0m ×3「王国」",
                                  "ア ーー カードカードカード ｱｲｳ Ｔｉｇｒｉｓ　＆ 한국 tile42 \x1b stray", "漢\x1b[1m字\x1bx",
                                  "x.tomlに書き込めません。赤の勝利点を取り消し、引き分けにしなければなりません。"])
def test_wide_lines_break_into_the_same_pieces(line):
    """A line with wide characters is cut by a loop over its characters that finds the pieces _UNIT
    would (compiled, its wide ranges cost ~4 ms: a Japanese `ask` answer is one such line)."""
    assert render._wide_pieces(line) == re.findall(render._UNIT, line)


def test_wrap_measures_a_line_once_per_piece():
    """Long Japanese lines wrap to the same lines as measuring the whole line again at each piece did."""
    line = "王国に同じ色のリーダーが二人いれば内部紛争になり、神殿の数で勝ち負けを決めます。" * 6
    lines = wrap(line, 40)
    assert all(width(x) <= 40 for x in lines) and "".join(lines) == line
    # full lines: the next line's first phrase would not have fitted
    assert all(width(x) + width(render._units(nxt)[0]) > 40 for x, nxt in zip(lines, lines[1:]))


@pytest.mark.parametrize(("lang", "said"), [("en", "Aki, Ben, Chie"), ("ja", "Aki、Ben、Chie")])
def test_a_list_in_running_text_is_separated_as_the_language_does(lang, said):
    from conftest import Table

    t = Table("new tigris Aki Ben Chie", lang=lang)
    assert said in t.replies[0].text  # New game of ...: the players
    assert f"({said})" in t.error("put points Dan red 1").text  # not a player of this game (the players)


@pytest.mark.parametrize(("save", "reason"), [("tigris/example-game", "tigris.end.bag"),
                                              ("lancaster/example-game", "lancaster.round.phases"),
                                              ("carolingi/peace-wins", "peace"),
                                              ("kings-castles/short-game", "kings-castles.tax.final-short")])
def test_show_json_says_in_every_game_who_is_awaited_and_why_the_game_ended(save, reason):
    from referee.session import Session

    s = Session()
    assert s.load(SCENARIOS / f"{save}.toml") == []
    data = s.execute("show --json").data
    assert data["game_over"] is True and data["active"] is None and data["end_reason"] == reason
    while data["game_over"]:  # (Kings & Castles' last refill is typed after the end)
        s.execute("undo")
        data = s.execute("show --json").data
    assert data["end_reason"] is None


def test_a_shared_win_says_winners():
    """Two winners are 'Winners: Aki, Ben' (it said 'Winner: Aki, Ben'; found by a scoring-script audit)."""
    from conftest import Table

    t = Table("new tigris Aki Ben")
    for p in ("Aki", "Ben"):
        for colour in ("red", "blue", "green", "black"):
            t.ok(f"put points {p} {colour} 3")
    t.ok("put treasures Aki 0")
    t.ok("take K1")
    t.ok("take K11")
    t.ok("put turn Aki 1")
    for sq in ("F3", "N5", "I7", "B8", "O9", "F10", "B2", "P2"):
        t.ok(f"take {sq}")
    t.ok("end")
    assert t.state.over
    assert "Winners: Aki, Ben" in t.ok("score").text and "Winners: Aki, Ben" in " ".join(t.ok("show").text.split())
