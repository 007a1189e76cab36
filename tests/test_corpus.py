"""The rule corpora: schema, one clause for every rule id an engine uses, and the links between clauses.

Every test here runs for every game that has a rules.toml, so a new game's corpus is held to the
same standard without touching this file.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from conftest import Table

from referee.rules import corpus
from referee.rules.search import script_lang

GAMES = corpus.games_with_corpus()


def engine_rule_ids(game: str) -> set[str]:
    """Every rule id the game's code names: 3-part ids, and the 3-part prefix of longer message keys,
    as string literals in its modules, and as values in its data files (other than the corpus and
    glossary themselves)."""
    folder = corpus.game_dir(game)
    literal = re.compile(r"""["'](%s\.[a-z0-9-]+\.[a-z0-9-]+(?:\.[a-z0-9-]+)*)["']""" % re.escape(game))
    found: set[str] = set()
    paths = list(folder.rglob("*.py")) + [p for p in (folder / "data").glob("*.toml")
                                           if p.name not in ("rules.toml", "glossary.toml")]
    for path in paths:
        for key in literal.findall(path.read_text(encoding="utf-8")):
            found.add(".".join(key.split(".")[:3]))
    return found


def test_tigris_has_a_corpus():
    assert "tigris" in GAMES


@pytest.mark.parametrize("game", GAMES)
def test_corpus_follows_the_schema(game):
    data = tomllib.loads(corpus.path_of(game).read_text(encoding="utf-8"))
    assert corpus.validate(data, game) == []
    loaded = corpus.load(game)
    assert loaded.game == game and loaded.clauses


@pytest.mark.parametrize("game", GAMES)
def test_every_engine_rule_id_has_a_clause(game):
    ids = {c.id for c in corpus.load(game).clauses}
    used = engine_rule_ids(game)
    assert used, f"no rule ids found in the code of {game}"
    missing = sorted(used - ids)
    assert not missing, f"rule ids without a clause in {corpus.path_of(game)}: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_has_both_languages_a_title_and_a_source(game):
    for c in corpus.load(game).clauses:
        for field in ("title_en", "title_ja", "en", "ja", "source"):
            assert getattr(c, field).strip(), f"{c.id}: {field} is empty"
        assert any("\u3040" <= ch <= "\u9fff" for ch in c.ja + c.title_ja), f"{c.id}: ja is not Japanese"
        assert c.en.isascii() or not any("\u3040" <= ch <= "\u30ff" for ch in c.en), f"{c.id}: en holds kana"


@pytest.mark.parametrize("game", GAMES)
def test_no_two_clauses_of_a_game_share_a_title(game):
    """`ask` and `rules` list clauses by title: two with one title could not be told apart."""
    for lang in ("en", "ja"):
        titles = [c.title(lang).casefold() for c in corpus.load(game).clauses]
        assert sorted(t for t in set(titles) if titles.count(t) > 1) == [], lang


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_has_questions_in_both_languages(game):
    """The questions a clause answers (indexed by `ask`): at least two per language, in its script,
    and no question given to two clauses."""
    seen: dict[str, str] = {}
    for c in corpus.load(game).clauses:
        for lang, questions in (("en", c.questions_en), ("ja", c.questions_ja)):
            assert len(questions) >= 2, f"{c.id}: fewer than two {lang} questions"
            for q in questions:
                assert script_lang(q) == lang, f"{c.id}: {q!r} is not {lang}"
                assert seen.setdefault(q, c.id) == c.id, f"{q!r} is given to {seen[q]} and {c.id}"


@pytest.mark.parametrize("game", GAMES)
def test_see_also_points_to_clauses(game):
    loaded = corpus.load(game)
    for c in loaded.clauses:
        for target in c.see_also:
            assert loaded.get(target) is not None and target != c.id, f"{c.id}: see_also {target}"


# --- a Japanese clause names the line to type in the words of the Japanese prompt ----------------

# Kept in English: what is typed at a shell (`referee board GAME set KEY VALUE`, a `--option` or flag),
# a fact key with its value (事実 county.A.minimum 2) and a rule id (lancaster.castle.extension-knight).
SHELL_WORDS = re.compile(r"referee [a-z]+(?: [a-z-]+)*(?: [A-Za-z.]+)*|--[a-z-]+(?:=\S+)?|"
                         r"(?<![A-Za-z0-9_])[a-z][\w-]*(?:\.[\w-]+)+(?: [\w,:\-.]+)?")


def typed_words(game: str) -> dict[str, tuple[str, ...]]:
    """The game's command words and argument words (none, all, yes ...) in English, each with its
    Japanese name and aliases: what the Japanese prompt reads in place of the English word."""
    from referee import glossary

    terms = glossary.load(corpus.game_dir(game) / "data" / "glossary.toml")
    words: dict[str, tuple[str, ...]] = {}
    for term in terms.of_kind("command") + terms.of_kind("word"):
        if re.fullmatch(r"[a-z]+", term.en) and term.ja != term.en:
            words[term.en] = words.get(term.en, ()) + (term.ja, *term.aliases_ja)
    return words


def english_typed_words(text: str, words: dict[str, tuple[str, ...]]) -> list[str]:
    """The English command and argument words of `text`, except one in parentheses right after its
    Japanese name (「カード 国(card COUNTRY)」, 「設定(put)」)."""
    text = SHELL_WORDS.sub(lambda m: " " * len(m.group()), text)
    found = []
    for m in re.finditer(r"(?<![A-Za-z0-9_./=-])[a-z]+(?![A-Za-z0-9_.=-])", text):
        if m.group() not in words:
            continue
        before = text[:m.start()]
        opened = max(before.rfind("("), before.rfind("("))
        inside = opened >= 0 and max(before.rfind(")"), before.rfind(")")) < opened
        named = before[:opened]  # 「カード 国」 before 「(card COUNTRY)」: the name, then its arguments
        if inside and any(re.search(re.escape(ja) + r"(?: [^\s、。()()]+)*$", named) for ja in words[m.group()]):
            continue
        found.append(m.group())
    return found


@pytest.mark.parametrize("game", GAMES)
def test_no_japanese_clause_tells_the_table_to_type_an_english_command(game):
    """A Japanese player types the command words of the Japanese prompt (カード 国, 引く イベント): a ja
    text names them so, as the game's Japanese messages do (tests/test_pending_words.py)."""
    words = typed_words(game)
    wrong = [f"{c.id}: {found} in {c.ja}" for c in corpus.load(game).clauses
             if (found := english_typed_words(c.ja, words))]
    assert not wrong, "\n".join(wrong)


def test_the_check_of_japanese_clauses_would_catch_the_old_wording():
    words = typed_words("carolingi")
    assert english_typed_words("そのたびに draw タイル プレイヤー、または draw event と入力します。", words) == [
        "draw", "draw"]
    assert english_typed_words("実際に引いた結果は put palace プレイヤー 国 で入力します。", words) == ["put"]
    assert english_typed_words("'show 国' で誰が支配しているかを表示します。", words) == ["show"]
    assert english_typed_words("しないときは pass)。", words) == ["pass"]
    assert english_typed_words("引いた財宝のマスを指定します(draw F3)", words) == ["draw"]  # not after its name
    assert not english_typed_words("カード 国(card COUNTRY)または 設定(put)と 除去(take)で入力します。", words)
    assert not english_typed_words("'referee board carolingi set キー 値'(例: country.picardie.region none)、"
                                   "または 事実 キー 値、--option hunger-cards", words)
    lancaster = typed_words("lancaster")
    assert english_typed_words("choose noble、choose both と答えます", lancaster) == [
        "choose", "noble", "choose"]
    assert english_typed_words("(変えないなら スタート none)", lancaster) == ["none"]


# --- validate() catches what the tests above rely on ------------------------------------------

GOOD = {
    "meta": {"game": "demo", "title_en": "Demo", "title_ja": "デモ"},
    "clause": [
        {"id": "demo.turn.actions", "title_en": "Turn", "title_ja": "手番", "en": "Two actions.",
         "ja": "2回行動します。", "source": "rulebook §1", "provenance": "rulebook",
         "see_also": ["demo.turn.end"]},
        {"id": "demo.turn.end", "title_en": "End", "title_ja": "終了", "en": "It ends.", "ja": "終わります。",
         "source": "rulebook §2", "provenance": "rulebook"},
    ],
    "areas": {"turn": {"en": "a turn", "ja": "手番"}},
}


def _broken(**changes) -> dict:
    data = {"meta": dict(GOOD["meta"]), "clause": [dict(c) for c in GOOD["clause"]], "areas": dict(GOOD["areas"])}
    for key, value in changes.items():
        if value is None:
            del data["clause"][0][key]
        else:
            data["clause"][0][key] = value
    return data


def test_validate_accepts_a_sound_corpus():
    assert corpus.validate(GOOD, "demo") == []


@pytest.mark.parametrize("changes, problem", [
    ({"ja": None}, "ja is missing"),
    ({"en": ""}, "en is missing"),
    ({"title_ja": None}, "title_ja is missing"),
    ({"source": None}, "source is missing"),
    ({"see_also": ["demo.turn.nowhere"]}, "names no clause"),
    ({"id": "demo.turn"}, "three dot-separated parts"),
    ({"id": "other.turn.actions"}, "must start with the game"),
    ({"provenance": "rumour"}, "provenance must be one of"),
    ({"keywords_en": "words"}, "must be a list"),
    ({"colour": "red"}, "unknown field"),
])
def test_validate_names_each_problem(changes, problem):
    problems = corpus.validate(_broken(**changes), "demo")
    assert any(problem in p for p in problems), problems


@pytest.mark.parametrize("areas, problem", [
    (None, "[areas] is missing"),
    ({}, "[areas] turn: needs a title in en and ja"),
    ({"turn": {"en": "a turn"}}, "[areas] turn: needs a title in en and ja"),
    ({"turn": {"en": "a turn", "ja": "手番"}, "war": {"en": "war", "ja": "戦争"}}, "[areas] war: no clause id"),
])
def test_validate_wants_each_area_titled_in_both_languages(areas, problem):
    data = _broken()
    if areas is None:
        del data["areas"]
    else:
        data["areas"] = areas
    problems = corpus.validate(data, "demo")
    assert any(problem in p for p in problems), problems


def test_rules_names_each_area_in_the_language_of_the_screen():
    from referee.rules import browse

    ja = browse.overview("ja")
    assert "war(外部紛争)" in ja and "hunger(飢餓)" in ja and "tax(課税)" in ja
    assert "(外部紛争)" not in browse.overview("en")
    listing = browse.listing(corpus.load("tigris"), "ja").splitlines()
    assert "war: 外部紛争" in listing and "revolt: 内部紛争" in listing
    assert "war: wars (external conflicts)" in browse.listing(corpus.load("tigris"), "en").splitlines()


def test_validate_finds_a_duplicate_id():
    data = _broken()
    data["clause"][1]["id"] = data["clause"][0]["id"]
    assert any("used twice" in p for p in corpus.validate(data, "demo"))


def test_engine_rule_ids_finds_ids_and_message_key_prefixes(tmp_path, monkeypatch):
    game = tmp_path / "demo"
    (game / "data").mkdir(parents=True)
    (game / "engine.py").write_text('raise RuleViolation("demo.move.blocked")\nmsg("demo.war.outcome.won")\n')
    (game / "data" / "facts.toml").write_text('rule = "demo.treasure.corner"\n')
    monkeypatch.setattr(corpus, "GAMES_DIR", tmp_path)
    assert engine_rule_ids("demo") == {"demo.move.blocked", "demo.war.outcome", "demo.treasure.corner"}


# --- one id, one clause: rejections, `rules ID` and message keys reach the same clause ----------

def test_a_rejection_and_rules_reach_the_same_clause():
    t = Table("new tigris Aki Ben")
    reply = t.rejected("leader red H5", "tigris.leader.adjacent-temple")
    shown = t.session.execute(f"rules {reply.rule}")
    assert shown.status == "ok"
    assert shown.text.startswith("[tigris.leader.adjacent-temple] ")
    assert corpus.load("tigris").get(reply.rule).title_en in shown.text


def test_a_message_key_leads_to_its_rule():
    clause = corpus.find("tigris.war.outcome.won")
    assert clause is not None and clause.id == "tigris.war.outcome"
    assert corpus.find("tigris.nothing.here") is None
    assert corpus.find("nogame.area.rule") is None


def test_corpus_file_is_inside_the_package():
    path = corpus.path_of("tigris")
    assert path == Path(corpus.GAMES_DIR / "tigris" / "data" / "rules.toml")


def test_a_source_line_is_in_the_language_of_the_screen():
    # file names and section codes stay; the words around them are the screen's (a Japanese table trial
    # read 「出典(ルールブック):rulebook: …; research/tigris.md ruling 25 [verified]」)
    from referee.rules.text import clause_text

    clause = corpus.find("tigris.score.tiebreak")
    ja = clause_text(clause, "ja").splitlines()
    source = " ".join(line for line in ja if line.startswith("出典") or "research/" in line)
    assert "ルールブック: ゲーム終了と得点計算 (T-end)" in source and "research/tigris.md 裁定 25 [確認済み]" in source
    assert "rulebook" not in source and "ruling" not in source and "[verified]" not in source
    assert "ruling 25 [verified]" in clause_text(clause, "en")


# A source line's English prose: words of three letters or more, once file paths and web addresses
# (research/lancaster.md, spielwiese.at), section codes (T-prep, L-a, R25) and names in capitals (BGA,
# FAQ, UNC) are taken out. The names of public sources written in small letters stay in both languages.
SOURCE_NAMES = frozenset({
    "Lawson", "Mayfair", "Gus&Co", "bdml", "docslib", "faqjeux", "gamesnightguru", "ludorium", "minarinbg",
    "poeppelkiste", "scribd", "spiele-offensive", "spielpreis", "superfred", "ultraboardgames"})
# What rules/text.py puts into the screen's language by itself (so an English line with only these
# and codes needs no Japanese one).
SHOWN_IN_JAPANESE = frozenset({"rulebook", "ruling"})
_TAG = re.compile(r"\[(?:verified|single|inferred|unknown|provisional)\]")
_PATH = re.compile(r"\S*\w[./]\w\S*")


def english_prose(line: str, keep: frozenset = SOURCE_NAMES) -> list[str]:
    line = re.sub(r"\b[A-Z]-\w+", " ", _PATH.sub(" ", line))
    return [w for w in re.findall(r"[A-Za-z][A-Za-z'&-]{2,}", line) if not w.isupper() and w not in keep]


def test_english_prose_finds_the_words_a_japanese_table_read():
    trial = "rulebook 5.2 note 3; the example of play, note 3"
    assert english_prose(_TAG.sub(" ", trial), SOURCE_NAMES | SHOWN_IN_JAPANESE) == ["note", "the", "example", "play", "note"]
    codes = "rulebook ■13; research/lancaster.md R1, §4.1, T-prep [verified] (BGA help; spielwiese.at; spielpreis FAQ)"
    assert english_prose(_TAG.sub(" ", codes), SOURCE_NAMES | SHOWN_IN_JAPANESE) == ["help"]
    assert english_prose("ルールブック ■13 [確認済み] (BGA のヘルプ; spielpreis FAQ)") == []


@pytest.mark.parametrize("game", GAMES)
def test_a_source_line_with_english_prose_has_a_japanese_one(game):
    """At a Japanese table a source line reads in Japanese: the clauses whose English source says more
    than codes, file names and the words text.py translates carry a source_ja, in Japanese only."""
    for c in corpus.load(game).clauses:
        prose = english_prose(_TAG.sub(" ", c.source), SOURCE_NAMES | SHOWN_IN_JAPANESE)
        assert not prose or c.source_ja, f"{c.id}: source has English prose {prose} and no source_ja"
        if c.source_ja:
            assert english_prose(c.source_ja) == [], f"{c.id}: source_ja has English {english_prose(c.source_ja)}"
            assert any("\u3040" <= ch <= "\u9fff" for ch in c.source_ja), f"{c.id}: source_ja is not Japanese"


@pytest.mark.parametrize("game", GAMES)
def test_a_japanese_source_line_names_the_same_sections_sources_and_certainty(game):
    """source_ja says what source says: every file, section code and number, and each certainty tag in
    the words the screen shows for it elsewhere ([verified] is [確認済み] in every clause)."""
    from collections import Counter

    from referee.i18n import speaking
    from referee.rules.text import source_text

    codes = re.compile(r"[\w/-]+\.md|\b[A-Z]-[a-z]+\b|\d+")
    for c in corpus.load(game).clauses:
        if not c.source_ja:
            continue
        with speaking("ja"):
            tags = [source_text(tag) for tag in _TAG.findall(c.source)]
        assert re.findall(r"\[[^\]]+\]", c.source_ja) == tags, c.id
        ja = re.sub(r"\[[^\]]+\]", " ", c.source_ja)
        missing = Counter(codes.findall(_TAG.sub(" ", c.source))) - Counter(codes.findall(ja))
        assert not missing, f"{c.id}: source_ja leaves out {sorted(missing)}"


def test_rules_at_a_japanese_table_shows_the_japanese_source_line():
    # a Japanese table trial read 「出典(ルールブック):ルールブック 5.2 note 3; the example of play, note 3」
    from click.testing import CliRunner

    from referee.cli import build

    clause = corpus.find("kings-castles.attack.surplus")
    result = CliRunner().invoke(build(), ["--lang", "ja", "rules", "kings-castles.attack.surplus"])
    assert result.exit_code == 0, result.output
    assert f"出典(ルールブック):{clause.source_ja}" in result.output
    assert "note" not in result.output and "example" not in result.output
    english = CliRunner().invoke(build(), ["--lang", "en", "rules", "kings-castles.attack.surplus"])
    assert clause.source in english.output and clause.source_ja not in english.output
