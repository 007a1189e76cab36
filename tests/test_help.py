"""`help` for every command and family, Japanese names and argument words, "did you mean", and lines
typed without spaces: in both languages, through command lines."""

from __future__ import annotations

import re

import pytest
from conftest import Table
from lancaster_helpers import game as lancaster_game

from referee import games
from referee.registry import fold
from referee.render import width
from referee.session import Session

GAMES = [g for g, module in games.MODULES.items() if module is not None]


def started(game: str | None, lang: str) -> Session:
    s = Session(lang=lang)
    if game:
        players = "Aki Ben Chie" if game == "lancaster" else "Aki Ben"
        assert s.execute(f"new {game} {players}").status == "ok"
    return s


def reply(s: Session, line: str):
    r = s.execute(line)
    assert r.status == "ok", f"{line!r}: {r.status}: {r.text}"
    return r.text


# --- help lists everything, fits 80 columns ------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", [None, *GAMES])
def test_help_lists_every_command_within_80_columns(game, lang):
    s = started(game, lang)
    text = reply(s, "help")
    for cmd in s.registry().commands:
        assert cmd.usage() in text, cmd.name
    assert max(width(line) for line in text.splitlines()) <= 80
    session_part, _sep, game_part = text.partition("\n\n")
    assert "quit" in session_part and ("put" not in session_part)
    if game:
        with s.speaking():
            assert s.game.name() in game_part.splitlines()[0]  # the game by its title in the language of the screen


@pytest.mark.parametrize("game", GAMES)
def test_japanese_help_breaks_no_line_before_a_closing_bracket_or_comma(game):
    """Kinsoku: a wrapped help text never starts a line with ）, 」, 、 or 。 (Carolingi's `take followers`
    left "）" alone on a line)."""
    s = started(game, "ja")
    text = "\n".join(reply(s, line) for line in ("help", "help put", "help take"))
    assert not [line for line in text.splitlines() if line.strip()[:1] in set(")）」』、。")]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_put_lists_the_family_and_help_put_leader_one_command(lang):
    s = started("tigris", lang)
    family = reply(s, "help put")
    puts = [c for c in s.registry().commands if c.words[0] == "put"]
    for cmd in puts:
        assert cmd.usage() in family
    assert "take SQUARE" not in family and "leader COLOUR" not in family.replace("put leader", "")
    one = reply(s, "help put leader")
    assert one.splitlines()[0] == "put leader PLAYER COLOUR SQUARE"
    assert "put tile" not in one
    assert max(width(line) for line in family.splitlines() + one.splitlines()) <= 80


def test_help_reveal_and_reveal_law_in_lancaster():
    s = started("lancaster", "en")
    family = reply(s, "help reveal")
    assert "reveal conflict STRENGTH" in family and "reveal law LAW|new" in family
    one = reply(s, "help reveal law")
    assert one.startswith("reveal law LAW|new [TEXT]") and "reveal conflict" not in one


def test_help_in_japanese_shows_japanese_names_and_argument_words():
    s = started("tigris", "ja")
    text = reply(s, "help")
    assert "tile COLOUR SQUARE 「タイル 色 マス」" in text
    assert "leader COLOUR SQUARE|off 「リーダー 色 マス|手元」" in text
    assert "「終わる」" in text  # quit
    one = reply(s, "ヘルプ 設定 リーダー")  # the topic in Japanese too
    assert one.splitlines()[:2] == ["put leader PLAYER COLOUR SQUARE", "設定 リーダー プレイヤー 色 マス"]
    assert "局面設定" in one
    assert "タイル" not in reply(started("tigris", "en"), "help")


@pytest.mark.parametrize("game", [None, *GAMES])
def test_every_argument_placeholder_has_a_japanese_name(game):
    from referee.helptext import local_usage

    s = started(game, "ja")
    for cmd in s.registry().commands:
        local = local_usage(cmd, s.glossary(), "ja")
        left = [w for w in re.split(r"[\s\[\]|=.]+", local) if re.fullmatch(r"[A-Z][A-Z0-9-]*", w)]
        assert not left, f"{cmd.usage()} -> {local}: no Japanese name for {left} (add an [[arg]] to a glossary)"
        assert not re.search(r"^[a-z]", local), f"{cmd.usage()} -> {local}: a keyword without a Japanese name"


def test_usage_messages_use_the_words_of_the_language():
    ja = Table("new tigris Aki Ben", lang="ja")
    assert "使い方: タイル 色 マス（tile COLOUR SQUARE）" in ja.error("タイル 赤").text
    en = Table("new tigris Aki Ben")
    assert en.error("tile red").text == "Usage: tile COLOUR SQUARE"


# --- one word, one command ------------------------------------------------------------------------

@pytest.mark.parametrize("game", [None, *GAMES])
def test_no_alias_names_two_commands(game):
    s = started(game, "en")
    named: dict[tuple[str, ...], set[str]] = {}
    for cmd in s.registry().commands:
        for words in (cmd.words, *cmd.aliases):
            named.setdefault(tuple(fold(w) for w in words), set()).add(cmd.name)
    clashes = {" ".join(k): v for k, v in named.items() if len(v) > 1}
    assert not clashes, f"one name for several commands: {clashes}"


@pytest.mark.parametrize("game", GAMES)
def test_ending_a_turn_and_leaving_have_different_words(game):
    s = started(game, "ja")
    assert s.registry().find("終了") is None  # the welcome line's word for leaving names no command
    if s.registry().find("end") is not None:
        assert s.registry().find("手番終了").name == "end"
    for word in ("終わる", "やめる", "退出", "quit"):
        assert s.registry().find(word).name == "quit", word


@pytest.mark.parametrize("word,command", [
    ("元に戻す", "undo"), ("取り消し", "undo"), ("アンドゥ", "undo"), ("やり直す", "redo"), ("リドゥ", "redo"),
    ("保存", "save"), ("セーブ", "save"), ("読み込み", "load"), ("ロード", "load"), ("表示", "show"),
    ("得点", "score"), ("スコア", "score"), ("履歴", "history"), ("説明", "why"), ("なぜ", "why"),
    ("助け", "help"), ("ヘルプ", "help"), ("質問", "ask"), ("規則", "rules"), ("ルール", "rules")])
def test_natural_japanese_synonyms(word, command):
    assert started("tigris", "ja").registry().find(word).name == command


def test_undo_and_redo_by_their_japanese_names():
    t = Table("new tigris Aki Ben", "tile red F4", lang="ja")
    t.ok("元に戻す")
    assert t.session.pos == 0
    t.ok("やり直す")
    assert t.session.pos == 1 and t.session.log == ["tile red F4"]


def test_a_shared_alias_goes_to_the_command_it_spells_and_a_tie_stays_visible():
    from referee.registry import Command, without_clashes

    one = Command(("put", "treasure"), aliases=(("put", "treasures"), ("set", "treasures")))
    many = Command(("put", "treasures"), aliases=(("set", "treasures"),))
    kept = {c.name: c.aliases for c in without_clashes([one, many])}
    assert kept == {"put treasure": (), "put treasures": (("set", "treasures"),)}
    end, quit_ = Command(("end",), aliases=(("終了",),)), Command(("quit",), aliases=(("終了",),))
    assert [c.aliases for c in without_clashes([end, quit_])] == [(("終了",),), (("終了",),)]


# --- did you mean -----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,near,put", [("en", "Did you mean: commit 2?", "put leader Aki red F4"),
                                           ("ja", "もしかして: 支援 2", "設定 リーダー Aki red F4")])
def test_a_misspelt_command_gets_the_nearest_one(lang, near, put):
    # in the table's words (the hints use the words of the current language)
    t = Table("new tigris Aki Ben", lang=lang)
    assert near in t.error("comit 2").text
    assert put in t.error("put lader Aki red F4").text


def test_the_rulebooks_word_for_a_move_is_not_the_set_up_command():
    # 配置 and 置く are what the rulebooks call placing (Lancaster's フェイズ1「騎士の配置」): typed at a
    # Japanese table they mean the move, never `put`, which sets pieces without the rules (a Japanese
    # trial placed a third strength-2 knight from the stock with 配置 騎士, no favour, no turn passed)
    t = Table("new tigris Aki Ben", lang="ja")
    refused = t.error("配置 リーダー 赤 F4").text
    assert "もしかして: リーダー 赤 F4" in refused  # the line without the verb comes first
    assert t.state.board == Table("new tigris Aki Ben").state.board
    t.ok("設定 リーダー Aki 赤 F4")  # the set-up command is 設定
    assert "Did you mean: tile red F4 /" in Table("new tigris Aki Ben").error("place tile red F4").text
    la = lancaster_game(lang="ja")
    assert la.session.registry().find("配置 2 ヨーク").name == "knight"
    assert la.session.registry().find("置く 2 ヨーク").name == "knight"
    assert la.session.registry().find("設定 コイン").name == "put coins"


def test_a_near_japanese_command_name():
    t = Table("new tigris Aki Ben", lang="ja")
    text = t.error("取消").text
    assert "もしかして" in text and "取消し" in text


@pytest.mark.parametrize("lang,line,near", [
    ("en", "tile rde F4", "Did you mean: red?"), ("ja", "tile rde F4", "もしかして: red"),
    ("ja", "タイル 赤い F4", "もしかして: 赤"), ("en", "put leader Akk red F4", "Did you mean: Aki?"),
    ("en", "leader red F44", "Did you mean: F4")])
def test_a_misspelt_argument_gets_the_nearest_word_of_its_kind(lang, line, near):
    t = Table("new tigris Aki Ben", lang=lang)
    assert near in t.error(line).text


def test_a_word_far_from_everything_gets_no_guess():
    t = Table("new tigris Aki Ben")
    text = t.error("xyzzy").text
    assert text == "Unknown command 'xyzzy'. Type 'help' for the list of commands."


@pytest.mark.parametrize(("game", "line", "others"), [
    ("kings-castles", "commit 2", "Tigris & Euphrates"),
    ("tigris", "fact county.B.minimum 2", "Lancaster / Carolingi / Kings & Castles"),
    ("lancaster", "levy", "Carolingi"),
    ("tigris", "reveal 3", "Lancaster / Carolingi"),  # near Tigris's `take`, but another game's word
])
def test_another_games_command_is_named_as_such(game, line, others):
    t = Table(f"new {game} Aki Ben Chie")
    before = t.show()
    text = t.error(line).text  # status "error": exit 2 in a script
    assert text.startswith(f"'{line.split()[0]}' is a command of {others}, not of ")
    assert t.show() == before


# --- lines typed without spaces --------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_tigris_line_without_spaces_runs_when_it_reads_one_way(lang):
    t = Table("new tigris Aki Ben", lang=lang)
    t.ok("タイル赤E6")  # the issue's own example
    assert t.session.log[-1] == "tile red E6"
    t.ok("タイル 黒G4")  # a spaced command word, the rest run together
    assert t.session.log[-1] == "tile black G4"


def test_a_lancaster_line_without_spaces():
    t = lancaster_game(lang="ja")
    t.ok("騎士2ヨーク1")
    assert t.session.log[-1] == "knight 2 C 1"
    t.ok("undo")
    t.ok("騎士2u1")  # a number glued to a place code: the number ends where the letters begin
    assert t.session.log[-1] == "knight 2 u1"


def test_several_readings_are_offered_spaced():
    t = Table("new tigris アキ アキ2", lang="ja")
    text = t.error("設定手番アキ2").text
    assert "設定 手番 アキ 2" in text and "設定 手番 アキ2" in text and "空白" in text
    t.ok("設定 手番 アキ2")  # typed with spaces, it is one line


def test_words_that_fit_after_a_command_are_suggested():
    t = Table("new tigris Aki Ben", lang="ja")
    text = t.error("神官F4").text
    assert "リーダー 神官 F4" in text
    assert t.session.log == []


def test_a_line_with_no_reading_is_unknown():
    t = Table("new tigris Aki Ben", lang="ja")
    assert "コマンドはありません" in t.error("ほげほげ").text


@pytest.mark.parametrize("lang,quit_name", [("ja", "終わる"), ("en", "quit")])
def test_the_word_for_leaving_offers_both_readings(lang, quit_name):
    t = Table("new tigris Aki Ben", lang=lang)
    text = t.error("終了").text
    assert "手番終了" in text and quit_name in text
    assert t.session.log == []


def test_help_for_a_game_family_before_any_game_says_to_start_one():
    t = Table(lang="ja")
    assert "ゲームがまだありません" in t.error("help put").text


@pytest.mark.parametrize("lang,line,said", [
    ("en", "influence", ["influence home", "influence cards", "influence board"]),
    ("ja", "影響", ["影響 本国", "影響 カードへ", "影響 盤面へ"]),
])
def test_the_first_word_of_a_family_of_commands_typed_alone_lists_the_family(lang, line, said):
    t = Table("new carolingi Aki Ben", lang=lang)
    text = " ".join(t.error(line).text.split())
    assert all(s in text for s in said), text


@pytest.mark.parametrize("line,near", [("課勢", "課税"), ("攻激 dublin", "攻撃")])
def test_a_japanese_command_with_one_kanji_wrong_gets_the_nearest_one(line, near):
    t = Table("new kings-castles Aki Ben", lang="ja")
    assert f"もしかして: {near}" in " ".join(t.error(line).text.split())


def test_a_misspelt_name_is_offered_once_per_thing_it_may_mean():
    t = Table("new carolingi Aki Ben Chie", "draw move Aki")
    text = t.error("move Normandi Anjou 1").text
    assert "Did you mean: normandie?" in " ".join(text.split()) and "Normandy" not in text


def test_a_shell_commands_bound_is_said_with_its_japanese_name():
    """A count out of bounds names the command as the table types it: '取り消し', not 'undo' (a game's
    commands were already named so: '交換')."""
    t = Table("new tigris Aki Ben", lang="ja")
    text = t.error("取り消し -1").text
    assert "'取り消し'" in text and "'undo'" not in text


def test_show_and_score_take_their_flags_in_the_tables_words():
    # 得点 なぜ, 表示 非公開 (a Japanese table trial was refused both: only --why and --private worked)
    t = Table("new tigris Aki Ben", "tile red E6", lang="ja")
    assert t.ok("得点 なぜ").text == t.ok("score --why").text
    shown = t.ok("表示 非公開").text
    assert shown == t.ok("show --private").text and "非公開" in shown.splitlines()[0]
    assert t.ok("show --points").text == shown  # the name a Tigris table asks for
    assert "得点 [--json] [なぜ]" in t.error("得点 へん").text


def test_an_unknown_option_value_lists_the_values_in_the_tables_words_too():
    # a Japanese table typed board=上級 and was told only "standard, advanced"
    assert "完全版, 短縮版" in Table(lang="ja").error("new kings-castles A B --option length=long2").text
    assert "takes one of: full, short" in Table().error("new kings-castles A B --option length=long2").text
    Table(lang="ja").ok("new kings-castles A B --option length=短縮版")


# --- game options typed as a table would -------------------------------------------------------------------

@pytest.mark.parametrize(("line", "want"), [
    ("new kings-castles 明 紅 蒼 --option 短縮版", {"length": "short"}),
    ("new kings-castles 明 紅 蒼 --option 長さ=短縮版", {"length": "short"}),
    ("new kings-castles Aki Ben Chie --option short --option on", {"length": "short", "overlap": "on"}),
    ("new kings-castles Aki Ben Chie --option length=short", {"length": "short"}),
    ("new carolingi アキ ベン --option 日時計=832", {"sundial": "832"}),
    ("new tigris A B --option advanced", {"board": "advanced"}),
])
def test_an_option_may_be_named_in_japanese_or_given_by_its_value_alone(line, want):
    t = Table(line, lang="ja")
    assert {k: t.session.options[k] for k in want} == want


@pytest.mark.parametrize(("line", "said"), [
    ("new kings-castles 明 紅 蒼 --option 色=赤", "王と城に'色'というオプションはありません。オプション: length(長さ)=完全版|短縮版"),
    ("new kings-castles 明 紅 蒼 --option 赤", "'赤'は王と城のどれか1つのオプションの値ではありません"),
])
def test_an_unknown_option_lists_the_games_options_in_the_tables_words(line, said):
    s = Session(lang="ja")
    reply = s.execute(line)
    assert reply.status == "error"  # exit 2 in a script
    assert said.replace(" ", "") in reply.text.replace("\n", "").replace(" ", "")  # wrapped at 80 columns
