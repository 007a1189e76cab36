"""`ask` and `rules`: the golden questions of every game, moves tried on a copy, and the commands.

The golden harness reads every tests/golden/<game>.toml: [[q]] q, lang, ids (ids = [] marks a
question the corpus cannot answer, on which ask must abstain).
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import Table
from lancaster_helpers import game as lancaster_game

from referee.cli import build
from referee.rules import answer, corpus
from referee.rules.search import script_lang

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.toml"))
TOP1, TOP3 = 0.90, 0.97


pytestmark = pytest.mark.usefixtures("index_cache_in_tmp")


def _golden(path: Path) -> tuple[str, list[dict]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return data["game"], data["q"]


def test_every_game_with_a_corpus_has_a_golden_set():
    have = {_golden(p)[0] for p in GOLDEN}
    assert set(corpus.games_with_corpus()) <= have


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_set_is_well_formed(path):
    game, questions = _golden(path)
    known = {c.id for c in corpus.load(game).clauses}
    positives = [q for q in questions if q["ids"]]
    assert len(positives) >= 60
    by_lang = {lang: sum(1 for q in positives if q["lang"] == lang) for lang in ("ja", "en")}
    assert sum(by_lang.values()) == len(positives)
    assert abs(by_lang["ja"] - by_lang["en"]) <= len(positives) // 10, by_lang
    for q in questions:
        assert script_lang(q["q"]) == q["lang"], q["q"]
        assert set(q["ids"]) <= known, q
    assert len({q["q"] for q in questions}) == len(questions), "a question appears twice"


DEV = [p for d in ("dev", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev11")
       for p in sorted((Path(__file__).parent / "golden" / d).glob("*.toml")) if p.stem != "unrelated"]


@pytest.mark.parametrize("path", DEV, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_dev_set_is_well_formed(path):
    """The dev sets (tuned on, reported by bench/bench_ask.py --sets) name clauses that exist."""
    game, questions = _golden(path)
    known = {c.id for c in corpus.load(game).clauses}
    assert len([q for q in questions if q["ids"]]) >= 20
    for q in questions:
        assert script_lang(q["q"]) == q["lang"] and set(q["ids"]) <= known, q
    assert {q["lang"] for q in questions if q["ids"]} == {"ja", "en"}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_questions_find_their_clauses(path):
    game, questions = _golden(path)
    stats = {lang: [0, 0, 0] for lang in ("ja", "en")}  # top-1, top-3, count
    misses = []
    for q in (q for q in questions if q["ids"]):
        result = answer.ask(q["q"], game=game, lang=q["lang"])
        ranked = [] if result.abstained else [h.clause.id for h in result.hits]
        row = stats[q["lang"]]
        row[2] += 1
        row[0] += bool(ranked) and ranked[0] in q["ids"]
        row[1] += any(i in q["ids"] for i in ranked[:3])
        if not ranked or ranked[0] not in q["ids"]:
            misses.append(f"{q['q']} -> {ranked[:3]} (want {q['ids']})")
    n = sum(r[2] for r in stats.values())
    top1 = sum(r[0] for r in stats.values()) / n
    top3 = sum(r[1] for r in stats.values()) / n
    report = ", ".join(f"{lang}: top-1 {r[0]}/{r[2]} top-3 {r[1]}/{r[2]}" for lang, r in stats.items())
    report += "\n  " + "\n  ".join(misses)
    assert top1 >= TOP1, f"top-1 {top1:.1%} < {TOP1:.0%}; {report}"
    assert top3 >= TOP3, f"top-3 {top3:.1%} < {TOP3:.0%}; {report}"


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_unanswerable_questions_abstain(path):
    game, questions = _golden(path)
    negatives = [q for q in questions if not q["ids"]]
    assert negatives, "a golden set needs questions the corpus cannot answer"
    answered = [q["q"] for q in negatives if not answer.ask(q["q"], game=game, lang=q["lang"]).abstained]
    assert not answered, f"answered instead of abstaining: {answered}"


# --- answers ------------------------------------------------------------------------------------

def test_answer_is_in_the_question_language_unless_asked_otherwise():
    ja = answer.ask("内部紛争で引き分けたらどうなる?")
    assert ja.lang == "ja" and ja.best.id == "tigris.revolt.outcome"
    en = answer.ask("内部紛争で引き分けたらどうなる?", lang="en")
    assert en.lang == "en" and en.best.id == "tigris.revolt.outcome"
    assert answer.ask("can a leader be placed on a river?").lang == "en"


def test_a_mixed_question_uses_the_glossary_across_languages():
    result = answer.ask("Monumentはいつ点になる?")
    assert result.lang == "ja"
    assert result.best is not None and result.best.area == "monument"


def test_abstaining_says_so_and_suggests():
    from referee.rules.text import answer_text

    result = answer.ask("今日の天気は?")
    assert result.abstained and result.best is None
    text = answer_text(result)
    assert "見つかりませんでした" in text


# --- moves tried on a copy of the game ------------------------------------------------------

def _ask(t: Table, question: str):
    before = (t.session.game.to_dict(t.state), list(t.session.log), t.session.pos)
    reply = t.session.execute(f"ask {question}")
    assert reply.status == "ok", reply.text
    assert (t.session.game.to_dict(t.state), list(t.session.log), t.session.pos) == before, "ask changed the game"
    return reply


def test_a_leader_question_in_japanese_is_tried_and_changes_nothing():
    t = Table("new tigris Aki Ben Chie")
    reply = _ask(t, "F4に神官を置ける?")
    trial = reply.data["trial"]
    assert trial["line"] == "leader red F4" and trial["status"] == "ok"
    assert "F4" in reply.text and "神官" in reply.text
    full_width = _ask(t, "Ｆ４に神官を置ける？")
    assert full_width.data["trial"]["line"] == "leader red F4"


def test_a_command_line_asked_as_typed_is_tried_and_changes_nothing():
    t = Table("new tigris Aki Ben Chie")
    for question in ("leader red F4", "is leader red F4 legal?", "can I leader red F4?"):
        trial = _ask(t, question).data["trial"]
        assert trial["line"] == "leader red F4" and trial["status"] == "ok", question
    rejected = _ask(t, "leader red A1").data["trial"]
    assert rejected["line"] == "leader red A1" and rejected["status"] == "rejected"
    assert _ask(t, "what happens in a revolt?").data["trial"] is None  # a question, not a line


def test_another_players_move_is_tried_as_if_it_were_their_turn():
    t = Table("new tigris Aki Ben Chie")
    reply = _ask(t, "can Ben's trader go to G3?")
    trial = reply.data["trial"]
    assert trial["line"] == "leader green G3" and trial["status"] == "ok"
    assert trial["player"] == "Ben" and trial["active"] == "Aki" and trial["as_player"]
    assert "not Ben's turn" in reply.text
    assert "Ben places the trader on G3" in reply.text


def test_a_tile_question_reports_the_scoring():
    t = Table("new tigris Aki Ben", "put leader Aki blue E4")
    reply = _ask(t, "what happens if I place a farm on E3?")
    trial = reply.data["trial"]
    assert trial["line"] == "tile blue E3" and trial["status"] == "ok"
    assert any(step["rule"] == "tigris.score.tile" for step in trial["why"])
    assert "Aki scores 1 blue" in reply.text


def test_one_letter_player_names_are_not_read_into_questions():
    t = Table("new tigris A B", "put turn B")
    reply = _ask(t, "can a leader go to F4?")
    assert reply.data["trial"] is None  # "a leader": no colour, no player A
    reply = _ask(t, "can a priest go to F4?")
    assert reply.data["trial"]["player"] is None and reply.data["trial"]["line"] == "leader red F4"


def test_a_catastrophe_question():
    t = Table("new tigris Aki Ben")
    reply = _ask(t, "E5に大災害を置いたら?")
    assert reply.data["trial"]["line"] == "catastrophe E5"
    assert reply.data["trial"]["status"] == "ok"


def test_a_rejected_move_names_the_rule_and_shows_its_clause():
    t = Table("new tigris Aki Ben")
    reply = _ask(t, "can I put my king on H5?")
    trial = reply.data["trial"]
    assert trial["status"] == "rejected" and trial["rule"] == "tigris.leader.adjacent-temple"
    assert "[tigris.leader.adjacent-temple]" in reply.text
    assert corpus.find("tigris.leader.adjacent-temple").title_en in reply.text
    ja = _ask(t, "H5に国王を置ける?")
    assert ja.data["trial"]["rule"] == "tigris.leader.adjacent-temple"
    assert corpus.find("tigris.leader.adjacent-temple").title_ja in ja.text


def test_without_a_game_a_move_question_is_answered_from_the_corpus():
    t = Table()
    reply = t.session.execute("ask F4に神官を置ける?")
    assert reply.status == "ok" and reply.data["trial"] is None
    assert reply.data["answer"].startswith("tigris.leader.")


def test_a_rule_question_inside_a_game_is_not_a_move():
    t = Table("new tigris Aki Ben")
    reply = _ask(t, "can a leader be placed on a river?")
    assert reply.data["trial"] is None and reply.data["answer"] == "tigris.leader.no-river"



# --- Lancaster: moves named by strength, place and servants ----------------------------------------

def _lancaster() -> Table:
    return lancaster_game()


def test_a_lancaster_knight_question_names_strength_place_and_player():
    t = _lancaster()
    trial = _ask(t, "can Ben's knight 2 go to D?").data["trial"]
    assert trial["line"] == "knight 2 D" and trial["as_player"] and trial["player"] == "Ben"
    assert trial["status"] == "rejected" and trial["rule"] == "lancaster.county.minimum"


def test_servants_in_words_and_county_names_reach_the_line():
    t = _lancaster()
    trial = _ask(t, "can I put a 1 in Gloucester with two servants?").data["trial"]
    assert trial["line"] == "knight 1 Gloucester 2" and trial["rule"] == "lancaster.county.minimum"
    trial = _ask(t, "ドーセットに兵力1の騎士を従者2人と置ける?").data["trial"]
    assert trial["line"] == "knight 1 ドーセット 2" and trial["status"] == "ok"


def test_a_knight_without_a_strength_is_tried_with_each_one_in_the_court():
    t = _lancaster()
    t.ok("put knight Aki 3 court")
    t.ok("take knight Aki 1 court")
    trial = _ask(t, "can I place a knight in u1?").data["trial"]
    assert trial["line"] == "knight 2 u1" and trial["status"] == "ok"  # no 1 in the court: the 2 is tried
    trial = _ask(t, "can I place a knight in D?").data["trial"]
    assert trial["line"] == "knight 3 D" and trial["status"] == "ok"  # the 2 is too weak for Gloucester


def test_the_pronoun_i_and_the_article_a_are_not_counties():
    t = _lancaster()
    assert _ask(t, "can I put my 2 on s3").data["trial"]["line"] == "knight 2 s3"
    assert _ask(t, "what happens to my knight in Dorset?").data["trial"] is None  # a rule question
    assert _ask(t, "what happens to my knight in Dorset?").data["answer"] == "lancaster.county.dorset"


# --- session commands -----------------------------------------------------------------------

def test_why_shows_the_clause_titles():
    t = Table("new tigris Aki Ben", "put leader Ben red G3", "leader red F4")
    assert t.state.pending["kind"] == "revolt"
    t.ok("commit 0")
    t.ok("commit 1")
    text = t.ok("why").text
    strength = corpus.find("tigris.revolt.strength").title_en
    outcome = corpus.find("tigris.revolt.outcome").title_en
    assert f"[tigris.revolt.strength] {strength}: " in text
    assert f"[tigris.revolt.outcome] {outcome}: " in text


def test_japanese_command_words_reach_ask_and_rules():
    t = Table()
    assert "[tigris.turn.actions]" in t.ok("ルール tigris.turn.actions").text
    assert t.ok("質問 財宝は誰がもらえるの").data["answer"] == "tigris.treasure.collect"


def test_rules_in_a_session_lists_shows_and_searches():
    t = Table("new tigris Aki Ben")
    assert "tigris.leader.no-river" in t.ok("rules").text  # inside a game: that game's clauses
    assert t.ok("rules tigris.leader.no-river").text.startswith("[tigris.leader.no-river]")
    assert t.session.execute("rules tigris.leader.nowhere").status == "error"
    assert "財宝" in t.ok("rules 財宝").text


def test_ask_needs_a_question():
    t = Table()
    assert t.error("ask").status == "error"


# --- the command line ---------------------------------------------------------------------

def _run(*args: str):
    return CliRunner().invoke(build(), list(args))


def test_cli_rules_by_id():
    result = _run("--lang", "en", "rules", "tigris", "tigris.leader.adjacent-temple")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("[tigris.leader.adjacent-temple] ")
    assert "T-A" in result.output  # the rulebook section it rests on


def test_cli_rules_by_words_and_listing():
    result = _run("rules", "tigris", "財宝")
    assert result.exit_code == 0 and "財宝" in result.output
    listing = _run("--lang", "en", "rules")
    assert listing.exit_code == 0 and "tigris" in listing.output
    game = _run("--lang", "ja", "rules", "te")
    assert game.exit_code == 0 and "tigris.leader.adjacent-temple" in game.output


def test_cli_rules_unknown_id_and_game():
    assert _run("rules", "tigris", "tigris.leader.nowhere").exit_code == 1
    assert _run("ask", "--game", "nosuchgame", "what?").exit_code == 2


def test_cli_ask_json_ranks_clauses_with_scores():
    result = _run("ask", "can a leader be placed on a river?", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["answer"] == "tigris.leader.no-river" and data["lang"] == "en"
    scores = [r["score"] for r in data["results"]]
    assert scores == sorted(scores, reverse=True) and len(scores) >= 3
    assert all(r["id"].startswith("tigris.") for r in data["results"])


def test_cli_ask_language_follows_lang_only_when_given():
    ja = _run("ask", "内部紛争で引き分けたらどうなる?")
    assert "防御側" in ja.output
    en = _run("--lang", "en", "ask", "内部紛争で引き分けたらどうなる?")
    assert "defender" in en.output and "防御側" not in en.output


def test_cli_ask_without_quotes_and_abstaining():
    result = _run("ask", "can", "a", "leader", "be", "placed", "on", "a", "river?")
    assert result.exit_code == 0 and "[tigris.leader.no-river]" in result.output
    none = _run("--lang", "en", "ask", "recommend a good pizza place")
    assert none.exit_code == 1 and "No rule found" in none.output


def test_ask_in_its_own_process_writes_everything_and_exits_with_its_status(tmp_path):
    """`referee ask` in the referee's own process ends without the interpreter's teardown (cli._end_now):
    its whole answer is still written, to a pipe too, and its exit status is kept (0 answered, 1 no rule
    found, 2 an unknown game); the first run still leaves the index in the cache."""
    code = "import sys; from referee import cli; cli.main(sys.argv[1:])"
    env = dict(__import__("os").environ, REFEREE_CACHE_DIR=str(tmp_path))

    def run(*args):
        return subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True)

    answered = run("ask", "--json", "can a leader be placed on a river?")
    assert answered.returncode == 0 and json.loads(answered.stdout)["answer"] == "tigris.leader.no-river"
    assert list(tmp_path.glob("ask-*.pickle")), "the index was stored before the process ended"
    long = run("--lang", "ja", "ask", "リーダーを川に置ける?")
    assert long.returncode == 0 and long.stdout.endswith("\n") and "[tigris.leader.no-river]" in long.stdout
    none = run("--lang", "en", "ask", "recommend a good pizza place")
    assert none.returncode == 1 and "No rule found" in none.stdout
    unknown = run("ask", "--game", "chess", "how does castling work")
    assert unknown.returncode == 2 and "chess" in unknown.stderr and not unknown.stdout


def test_version_does_not_import_the_rules_package():
    code = "import sys; from referee import cli\ntry:\n cli.main(['--version'])\nexcept SystemExit: pass\n" \
           "print('referee.rules' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("False")


# --- the index cache -----------------------------------------------------------------------

def test_cache_builds_once_and_rebuilds_when_a_source_changes(tmp_path, monkeypatch):
    from referee.rules import cache

    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "c"))
    source = tmp_path / "rules.toml"
    source.write_text("one")
    builds = []

    def build():
        builds.append(1)
        return {"value": len(builds)}

    assert cache.load_or_build("ask-demo", [source], build) == {"value": 1}
    assert cache.load_or_build("ask-demo", [source], build) == {"value": 1}  # read back, not rebuilt
    assert len(builds) == 1 and len(list((tmp_path / "c").glob("ask-demo-*.pickle"))) == 1
    source.write_text("two")
    assert cache.load_or_build("ask-demo", [source], build) == {"value": 2}
    assert len(list((tmp_path / "c").glob("ask-demo-*.pickle"))) == 1, "the stale index is removed"
    (next((tmp_path / "c").glob("ask-demo-*.pickle"))).write_bytes(b"damaged")
    assert cache.load_or_build("ask-demo", [source], build) == {"value": 3}
    monkeypatch.setenv("REFEREE_CACHE_DIR", "")
    assert cache.load_or_build("ask-none", [source], build) == {"value": 4}
    assert not list((tmp_path / "c").glob("ask-none-*"))


def test_a_cached_index_answers_as_a_fresh_one(tmp_path):
    code = ("import json, sys; from referee.rules import answer\n"
            "r = answer.ask(sys.argv[1], game='tigris')\n"
            "print(json.dumps([h.clause.id for h in r.hits[:5]]))\n")
    env = dict(__import__("os").environ, REFEREE_CACHE_DIR=str(tmp_path))
    question = "戦争に勝ったら何点もらえる?"
    first = subprocess.run([sys.executable, "-c", code, question], env=env, capture_output=True, text=True, check=True)
    assert list(tmp_path.glob("ask-tigris-*.pickle")), "the first run stores the index"
    second = subprocess.run([sys.executable, "-c", code, question], env=env, capture_output=True, text=True, check=True)
    assert json.loads(first.stdout) == json.loads(second.stdout)
    assert json.loads(second.stdout)[0] == "tigris.war.outcome"


# --- robustness: unrelated questions, synonyms, the same answer in a game and outside ------------

UNRELATED = [
    ("what's the best pizza topping", "en"), ("who won the world cup in 2010", "en"),
    ("how do I reset my password", "en"), ("recommend a good pizza place", "en"),
    ("who designed this game", "en"), ("how long does a game usually take", "en"),
    ("美味しいピザのトッピングは?", "ja"), ("明日は雨が降りますか", "ja"), ("駅までの道を教えて", "ja"),
]


@pytest.mark.parametrize("game", [None, "tigris", "lancaster"])
def test_unrelated_questions_are_declined_in_every_game_and_without_one(game):
    answered = [(q, r.best.id) for q, lang in UNRELATED
                if (r := answer.ask(q, game=game, lang=lang)).best is not None]
    assert not answered


@pytest.mark.parametrize("question, game, want", [
    ("宝物はいつもらえる?", "tigris", {"tigris.treasure.collect", "tigris.treasure.choice"}),  # 宝物 = 財宝
    ("can I oust a knight that is just as strong as mine", "lancaster", {"lancaster.county.displace"}),
    ("隣の神殿が全部消えたリーダーは?", "tigris", {"tigris.leader.orphaned"}),  # 消え = 取り除かれ
    ("最後のラウンドでも投票キューブはもらえる?", "lancaster", {"lancaster.castle.nobles-markers"}),
    ("who is the aggressor when two kingdoms merge", "tigris", {"tigris.war.attacker"}),
    ("what do I get for county A", "lancaster", {"lancaster.county.northumberland"}),  # [same.lancaster]
])
def test_a_question_in_synonyms_finds_its_clause_and_would_not_without_them(question, game, want):
    assert answer.ask(question, game=game).best.id in want
    from referee.rules.search import Searcher, Settings

    # no synonym table, and no side tokens (word pairs, single kanji), which find some of these
    # without it: the synonym group alone is what makes the difference here
    plain = Searcher(corpus.load(game).clauses, answer.game_terms(game), Settings(side_weight=0.0))
    hits = plain.search(question, script_lang(question))
    assert plain.abstains(hits) or hits[0].clause.id not in want


@pytest.mark.parametrize("question, game", [
    ("how long is a game of this", "tigris"), ("このゲームは何分くらいかかる?", "lancaster"),
])
def test_a_question_matched_only_through_generic_words_is_declined(question, game):
    # "game" matches a clause's text; as a generic word (synonyms.toml [generic]) it counts too little
    # to answer with. Counted as an ordinary word, the same question would be answered.
    from dataclasses import replace

    from referee.rules.search import Searcher

    assert answer.ask(question, game=game).abstained
    index = answer.searcher((game,))
    full = Searcher(corpus.load(game).clauses, answer.game_terms(game),
                    replace(index.settings, generic_weight=1.0), index.thesaurus)
    assert not full.abstains(full.search(question, script_lang(question)))


@pytest.mark.parametrize("question, lang", [("can red tiles go in the water", "en"), ("赤いタイルは川に置ける?", "ja")])
def test_a_synonym_phrase_spanning_several_glossary_terms_is_one_concept(question, lang):
    # "red tiles" names a colour and the tile, and as a whole a temple (synonyms.toml [tigris]).
    index = answer.searcher(("tigris",))
    concepts = index.concepts(question, lang)
    temple = index._tokens("temple" if lang == "en" else "神殿", lang)
    colour = index._tokens("red" if lang == "en" else "赤", lang)
    assert any((0.8, temple) in c for c in concepts)
    assert not any(c[0][1] == colour for c in concepts)  # the colour is no longer a concept of its own


def test_a_synonym_that_is_a_stopword_is_not_read_in_a_question():
    from referee.rules.search import SynonymFinder, Thesaurus

    none = {"en": frozenset(), "ja": frozenset()}
    finder = SynonymFinder(Thesaurus({"en": [("gone", "removed")], "ja": []}, none, none))
    assert finder.find("can temples go in the river", "en") == []  # 'gone' stems to the stopword 'go'
    assert finder.find("the tile is removed", "en") == [("removed", ("gone", "removed"))]


def test_a_glossary_alias_that_is_an_ordinary_word_is_not_read_as_the_term():
    # "keep" types 'castle' and "free" types 'ransom' in a command line; in a question they are words.
    result = answer.ask("can I keep my unused voting markers for the next round?", game="lancaster")
    assert result.best.id == "lancaster.vote.markers"


RULE_QUESTIONS = {
    "tigris": ["can a leader be placed on a river?", "内部紛争で引き分けたらどうなる?",
               "what happens to the tiles under a monument", "手番ではアクションを何回できる?"],
    "lancaster": ["does a tie in the vote pass the law?", "フランスに負けたら騎士はどうなる?",
                  "how many nobles per county with four players", "城の報奨はいつもらえる?",
                  "イングランドが勝つのはどんなとき?"],
    "carolingi": ["how many rebels can pacification replace", "アーキビウムはいつ使う?",
                  "what does the archivum do"],
    "kings-castles": ["what is a C money marker worth", "侵攻はどこから始めればいい?", "補充では袋から何個引く?",
                      "where do I start an invasion"],
}
PLAYERS = {"tigris": "Aki Ben", "lancaster": "Aki Ben Cy", "carolingi": "Aki Ben Chie",
           "kings-castles": "Aki Ben Chie Dai"}


@pytest.mark.parametrize("game", sorted(RULE_QUESTIONS))
def test_a_rule_question_gets_the_same_answer_in_a_game_and_on_the_command_line(game):
    t = Table(f"new {game} {PLAYERS[game]}")
    for question in RULE_QUESTIONS[game]:
        inside = _ask(t, question).data
        outside = json.loads(_run("ask", question, "--json").output)
        assert inside["trial"] is None
        assert inside["answer"] == outside["answer"] and inside["answer"] is not None, question
        assert [r["id"] for r in inside["results"]] == [r["id"] for r in outside["results"]], question


@pytest.mark.parametrize("question, game, want", [
    ("where do the temples go when we set up", "tigris", "tigris.setup.board"),
    ("準備のときリーダーはどこに置く?", "tigris", "tigris.setup.board"),
])
def test_a_set_up_question_finds_the_set_up_clause_not_the_one_used_in_play(question, game, want):
    # "at the start", 準備 name the set-up phase (synonyms.toml [phase.setup]): other clauses count less
    assert answer.ask(question, game=game).best.id == want
    from dataclasses import replace

    from referee.rules.search import Searcher

    flat = Searcher(corpus.load(game).clauses, answer.game_terms(game),
                    replace(answer.searcher((game,)).settings, phase_weight=1.0),
                    thesaurus=answer.thesaurus((game,)))
    assert flat.search(question, script_lang(question))[0].clause.id != want


@pytest.mark.parametrize("question, game", [
    ("where can I buy this game", "lancaster"), ("where can I buy this game", None),
    ("このゲームの値段は?", "tigris"), ("Amazonで売ってる?", None),
])
def test_a_question_about_buying_the_game_is_declined(question, game):
    # synonyms.toml [offtopic]: "buy", 値段 match no clause but count in the share to be covered
    assert answer.ask(question, game=game).abstained


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_an_expansion_to_buy_or_saving_the_game_is_no_rule(game):
    # [same.general]: "an expansion for", 拡張セット are products, "save the game", ゲームを保存 the app
    for question in ("is there an expansion for this game", "拡張セットは出ていますか?", "how do I save the game",
                     "ゲームを保存するには?"):
        assert answer.ask(question, game=game).abstained, question


@pytest.mark.parametrize("question, game, want", [
    ("do forests count for expansion", "carolingi", "carolingi.end.victory"),
    ("can I save levy for later", "carolingi", None), ("拡張タイルは何枚持てる?", "lancaster", None),
])
def test_the_rules_own_expansion_and_saving_are_still_answered(question, game, want):
    result = answer.ask(question, game=game)
    assert not result.abstained and (want is None or result.best.id == want)


def test_a_rule_about_buying_is_still_answered():
    assert answer.ask("how many times can I buy from a law", game="lancaster").best.id == "lancaster.law.pay"


def test_a_glossary_alias_made_of_generic_words_does_not_choose_the_game():
    # "play" types Tigris's 'place' on a command line; in a question it names no game ([generic]).
    everyone = tuple(corpus.games_with_corpus())
    assert answer.choose_games("how long is one play of it") == everyone
    assert answer.choose_games("can I play my priest next to a temple") == ("tigris",)  # 'priest' does


@pytest.mark.parametrize("question", ["what age is this game for", "who is the publisher of this game",
                                      "how old should players be", "is it ok for a 10 year old",
                                      "対象年齢は何歳から?", "このゲームのデザイナーは誰?"])
def test_questions_about_the_product_are_declined(question):
    # synonyms.toml [offtopic]: the age a game is for and who made it are not rules ("how old" is
    # read as "age" by [same.general], so "old" alone stays a word of the rules)
    assert answer.ask(question).abstained
    assert all(answer.ask(question, game=g).abstained for g in ("tigris", "lancaster"))


def test_old_in_a_rule_question_is_still_a_word_of_the_rules():
    assert answer.ask("what happens to the old knight when I upgrade", game="lancaster").best.id \
        == "lancaster.knight.upgrade"


NAMED = {"tigris": {"en": ["in Tigris and Euphrates, {}", "{} (Tigris)"], "ja": ["チグリス・ユーフラテスで{}", "チグリスの{}"]},
         "lancaster": {"en": ["in Lancaster, {}", "{} in lancaster"], "ja": ["ランカスターで{}", "ランカスターの{}"]}}


@pytest.mark.parametrize("game", sorted(NAMED))
def test_a_question_that_names_its_game_gets_the_answer_it_gets_without_the_name(game):
    # The game's name says which game, never which rule (synonyms.toml [names]): before, "in
    # Lancaster, ..." went to the clause that mentions Lancaster, and チグリス・ユーフラテスで... was
    # declined, its name's bigrams being most of the question.
    for question in RULE_QUESTIONS[game]:
        plain = answer.ask(question, game=game)
        assert plain.best is not None
        for form in NAMED[game][script_lang(question)]:
            named = form.format(question.rstrip("?"))
            for result in (answer.ask(named, game=game), answer.ask(named)):
                assert result.games == (game,) or result.best is None or result.best.game == game
                assert result.best is not None and result.best.id == plain.best.id, named


@pytest.mark.parametrize("question, want, forms", [
    ("how many rebels can pacification replace", "carolingi.pacify.count", ["in Carolingi, {}"]),
    ("スクリプトリウムには何が待っている?", "carolingi.board.scriptorium", ["カロリンギで{}"]),
    ("what is a C money marker worth", "kings-castles.tax.money",
     ["in Kings & Castles, {}", "in kings and castles, {}", "{} in K&C"]),
    ("港のない国にはどう侵攻する?", "kings-castles.attack.invasion",
     ["王と城で{}", "キングス・アンド・キャッスルで{}", "キングス&キャッスルの{}"]),
])
def test_carolingi_and_kings_castles_questions_are_answered_named_or_not(question, want, forms):
    # Their words choose the game when none is named (synonyms.toml [carolingi], [kings-castles]);
    # "in Kings & Castles, ..." names the game as players write it (games.ALIASES), and the name is
    # then left out of the question ([names]).
    assert answer.ask(question).best.id == want
    game = want.split(".")[0]
    for form in forms:
        named = answer.ask(form.format(question))
        assert named.games == (game,) and named.best is not None and named.best.id == want, form


@pytest.mark.parametrize("game", corpus.games_with_corpus())
def test_no_clause_lists_the_same_question_twice(game):
    # A repeated question counts twice in the clause's document and adds no way of asking.
    repeated = [(c.id, lang, q) for c in corpus.load(game).clauses for lang in ("en", "ja")
                for i, q in enumerate(c.questions(lang)) if q in c.questions(lang)[:i]]
    assert not repeated


def test_the_kind_of_question_prefers_the_clause_asked_the_same_way():
    # Two clauses about the same thing, asked in the same words but for a time ("when", いつ) or
    # another kind ("how many", どこ): the kind of the question (search.QUESTION_KINDS) decides;
    # without it they tie.
    from dataclasses import replace

    from referee.rules.corpus import Clause
    from referee.rules.search import Searcher, Settings, question_kinds

    def clause(cid, en, ja):
        return Clause(id=cid, title_en="Bonus", title_ja="ボーナス", en="The bonus.", ja="ボーナス。", source="-",
                      provenance="rulebook", questions_en=(en,), questions_ja=(ja,))

    clauses = [clause("demo.bonus.other", "how many bonus tiles do I get", "ボーナスタイルはどこでもらえる?"),
               clause("demo.bonus.time", "when do I get bonus tiles", "ボーナスタイルはいつもらえる?")]
    assert question_kinds("when is a bonus tile given", "en") == ["?when"]
    assert question_kinds("ボーナスタイルは何枚?", "ja") == ["?howmany"]
    assert question_kinds("ボーナスを取れる?", "ja") == ["?can"]
    # (side tokens left out of both: the word pairs "when do", "how many" would tell them apart too)
    no_side = Settings(side_weight=0.0)
    shaped, flat = Searcher(clauses, [], no_side), Searcher(clauses, [], replace(no_side, kind_weight=0.0))
    for question, lang, want in (("when is a bonus tile given", "en", "demo.bonus.time"),
                                 ("ボーナスタイルをもらうのはどこ?", "ja", "demo.bonus.other")):
        assert shaped.search(question, lang)[0].clause.id == want
        scores = [h.score for h in flat.search(question, lang)]
        assert len(scores) == 2 and abs(scores[0] - scores[1]) < 1e-9


def test_side_tokens_are_word_pairs_in_english_and_single_kanji_and_kana_pairs_in_japanese():
    from referee.rules.search import side_tokens, tokens

    assert side_tokens("Can a Leader go back?", "en") == ["~can_a", "~a_leader", "~leader_go", "~go_back"]
    assert side_tokens("城主の得点", "ja") == ["~城", "~主", "~得", "~点", "~主の", "~の得"]
    # a verb's stem and ending, and a verb written in kana: what the bigrams of kanji drop
    assert side_tokens("置ける", "ja") == ["~置", "~置け", "~ける"]
    assert side_tokens("おける?", "ja") == ["~おけ", "~ける"]
    # the particle after a word (katakana too), never a Latin letter, a digit or a mark
    assert side_tokens("タイルを置く", "ja") == ["~置", "~ルを", "~を置", "~置く"]
    assert side_tokens("フランスに勝つ", "ja") != side_tokens("フランスが勝つ", "ja")
    assert side_tokens("Aを3つ?", "ja") == []
    assert side_tokens("one", "en") == [] and side_tokens("ABC", "ja") == []
    # marked, so that a side token never meets an ordinary one (城 alone is an ordinary token too)
    assert not set(side_tokens("城は?", "ja")) & set(tokens("城は?", "ja"))


def test_side_tokens_rank_the_clause_in_the_questions_word_order_and_kanji():
    # Two clauses with the same ordinary tokens: the one whose word pairs (English) or single kanji
    # (Japanese: 王 in 王様) the question shares comes first; without side tokens they tie.
    from dataclasses import replace

    from referee.rules.corpus import Clause
    from referee.rules.search import Searcher, Settings

    def clause(cid, en, ja):
        return Clause(id=cid, title_en="Back", title_ja="戻し", en=en, ja=ja, source="-", provenance="rulebook")

    clauses = [clause("demo.back.leader", "A leader goes back to the hand.", "王様の得点。"),
               clause("demo.back.hand", "The hand goes back to a leader.", "騎士の得点。")]
    side, flat = Searcher(clauses, []), Searcher(clauses, [], replace(Settings(), side_weight=0.0))
    for question, lang in (("does a leader go back to the hand", "en"), ("王の得点は?", "ja")):
        assert side.search(question, lang)[0].clause.id == "demo.back.leader", question
        scores = [h.score for h in flat.search(question, lang)]
        assert len(scores) == 2 and abs(scores[0] - scores[1]) < 1e-9, question


@pytest.mark.parametrize("game", corpus.games_with_corpus())
def test_side_tokens_never_change_when_ask_abstains(game):
    # Side tokens rank; whether to answer at all is decided on the concepts alone: "where can I" is
    # in many clauses' questions and must not lift a question about buying the game over the line.
    from dataclasses import replace

    from referee.rules.search import Searcher, Settings

    clauses, terms, th = corpus.load(game).clauses, answer.game_terms(game), answer.thesaurus((game,))
    side = Searcher(clauses, terms, Settings(), th)
    flat = Searcher(clauses, terms, replace(Settings(), side_weight=0.0), th)
    questions = [("where can I buy this game", "en"), ("can I play this online", "en"), ("このゲームはどこで買える?", "ja")]
    questions += [(q, lang) for c in clauses[:20] for lang in ("en", "ja") for q in c.questions(lang)[:1]]
    for q, lang in questions:
        assert side.abstains(side.search(q, lang)) == flat.abstains(flat.search(q, lang)), q
    assert side.abstains(side.search("where can I buy this game", "en"))


def test_inside_a_game_a_question_naming_another_game_is_about_that_game():
    t = Table("new tigris Aki Ben")
    for question, want in (("in Lancaster, does a tie in the vote pass the law?", "lancaster.vote.count"),
                           ("ランカスターでフランスに負けたら騎士はどうなる?", None)):
        inside = _ask(t, question).data
        outside = json.loads(_run("ask", question, "--json").output)
        assert inside["games"] == ["lancaster"] and inside["trial"] is None
        assert inside["answer"] == outside["answer"] is not None and inside["answer"].startswith("lancaster.")
        assert want is None or inside["answer"] == want
    # a Tigris question in a Tigris game stays a Tigris question, and a move is still tried
    assert _ask(t, "チグリスでリーダーは川に置ける?").data["games"] == ["tigris"]


@pytest.mark.parametrize("question, want", [
    ("王国タイルを川に置ける?", "tigris.tile.land-only"), ("can a civilization tile go on a river", "tigris.tile.land-only"),
])
def test_a_longer_name_of_a_thing_is_read_as_the_corpus_word(question, want):
    # synonyms.toml [same.tigris]: the rulebook's 王国タイル is a tile; read as 王国 + タイル it pulled
    # a clause about kingdoms and catastrophes
    from dataclasses import replace

    from referee.rules.search import Searcher

    assert answer.ask(question, game="tigris").best.id == want
    # on the concepts alone (no side tokens, which now carry enough of に置ける to find it anyway):
    # right with the [same] reading, wrong without it
    index = answer.searcher(("tigris",))
    concepts = replace(index.settings, side_weight=0.0)
    read = Searcher(index.clauses, answer.game_terms("tigris"), concepts, index.thesaurus)
    assert read.search(question, script_lang(question))[0].clause.id == want
    plain = Searcher(index.clauses, answer.game_terms("tigris"), concepts, replace(index.thesaurus, same=()))
    hits = plain.search(question, script_lang(question))
    assert plain.abstains(hits) or hits[0].clause.id != want


@pytest.mark.parametrize("question, want", [
    ("侵攻はどこから始めればいい?", "kings-castles.attack.invasion"),     # どこ: a word of Tigris's synonym groups
    ("補充では袋から何個引く?", "kings-castles.draw.count"),             # 補充 Tigris's, 袋 Tigris's and Carolingi's
    ("イングランドが勝つのはどんなとき?", "lancaster.conflict.england-wins"),  # イングランド, a K&C country
])
def test_without_a_game_a_word_another_game_also_uses_does_not_decide_alone(question, want):
    # The glossary words alone pointed to another game (choose_games, before the corpus grew);
    # weighed with a model of each game's words and each game's own search, the question goes to
    # the game it is about, and gets the answer it gets inside that game.
    game = want.split(".")[0]
    assert answer.ask(question).best.id == want == answer.ask(question, game=game).best.id


@pytest.mark.parametrize("question, want", [
    ("アーキビウムはいつ使う?", "carolingi.year.change"), ("what does the archivum do", "carolingi.event.card"),
    ("how many rebels can pacification replace", "carolingi.pacify.count"),
])
def test_without_a_game_a_question_in_one_games_words_goes_to_that_game_alone(question, want):
    result = answer.ask(question)
    assert result.games == ("carolingi",) and result.best.id == want  # only its index was searched


def test_lancaster_is_a_game_and_a_town_of_kings_and_castles():
    # "in Lancaster, ..." names the game; "Lancaster" is also a town of Kings & Castles, so the name
    # weighs heavily but does not decide alone, and "Kings & Castles" names that game outright.
    for question, want in (("in Lancaster, does a tie in the vote pass the law?", "lancaster.vote.count"),
                           ("ランカスターで勝利条件は?", "lancaster.game.goal")):
        assert answer.ask(question).best.id == want
    assert answer.ask("ランカスターを攻撃できる?").best.game == "kings-castles"
    assert answer.ask("how many knights can attack Lancaster in Kings & Castles").games == ("kings-castles",)
    # two games named: both weigh, neither decides alone
    assert set(answer.ask("チグリスとカロリンギで戦闘のルールは違う?").games) <= {"tigris", "carolingi"}
    # The Kings & Castles index reads the town in a question; the game's name is left out elsewhere.
    assert "lancaster" not in answer.thesaurus(("kings-castles",)).names
    assert "lancaster" in answer.thesaurus(("tigris",)).names


def test_in_a_kings_and_castles_game_lancaster_is_the_town_unless_the_question_is_about_lancaster():
    t = _richard_ii()
    for question, line in (("can I attack Lancaster?", "attack lancaster "), ("ランカスターに城を置ける?", "castle 1 lancaster")):
        data = _ask(t, question).data
        assert data["games"] == ["kings-castles"] and data["trial"]["line"].startswith(line), question
    data = _ask(t, "in Lancaster, does a tie in the vote pass the law?").data
    assert data["games"] == ["lancaster"] and data["answer"] == "lancaster.vote.count" and data["trial"] is None
    # and in a Lancaster game, a question that names Kings & Castles is about that game
    data = _ask(Table("new lancaster Aki Ben Cy"), "in Kings & Castles, can I attack Lancaster from York?").data
    assert data["games"] == ["kings-castles"] and data["trial"] is None


def test_the_game_model_weighs_words_by_how_much_more_one_game_uses_them():
    from referee.rules import which

    docs = {"a": {"en": ["shared apple", "shared apple"], "ja": []},
            "b": {"en": ["shared pear", "shared pear"], "ja": []}}
    model = which.GameModel(docs, names=("game b",))
    assert model.scores("apple", "en")["a"] == 0 and model.scores("apple", "en")["b"] < -1
    assert abs(model.scores("shared", "en")["b"]) < 1e-9  # used as much by both: decides nothing
    assert model.scores("unknown words", "en") == {"a": 0.0, "b": 0.0}
    assert model.scores("in game b, pear", "en") == model.scores("pear", "en")  # names are weighed apart


def test_a_game_far_behind_on_the_model_is_not_searched_to_choose_and_not_named_beside_on_a_weak_match():
    from referee.rules import which

    choice = which.choose("what does the archivum do", "en", answer.game_model(), lambda g: answer.searcher((g,)))
    assert choice.game == "carolingi" and choice.searched == ("carolingi",)
    assert choice.also == ()  # the other games were looked in for a match as strong, and have none


def test_a_question_in_one_games_words_names_beside_another_game_that_answers_it_as_strongly():
    # スタートプレイヤー is Lancaster's phrase, so Lancaster is chosen; Tigris's own answer is named beside,
    # as a Tigris table asking it would get it (which.Weights.also_match)
    for q, lang in (("スタートプレイヤーはどう決める?", "ja"), ("two players finish with the same points, who wins", "en")):
        a = answer.ask(q, lang=lang)
        own = {g: answer.ask(q, game=g, lang=lang).best.id for g in ("tigris", "carolingi")}
        assert any(h.clause.id in own.values() for h in a.also), (q, a.best.id, [h.clause.id for h in a.also])


def test_a_game_behind_is_searched_only_when_those_ahead_decline_and_one_far_behind_never():
    from referee.rules import which
    from referee.rules.search import Hit

    class Index:  # game a's index declines everything; b's answers everything
        def __init__(self, game, declines):
            self.game, self.declines = game, declines

        def search(self, question, lang, limit=10):
            return [Hit(corpus.Clause(f"{self.game}.x.y", "t", "t", "e", "j", "-", "rulebook"), 5.0, 1.0)]

        def abstains(self, hits):
            return self.declines

    model = which.GameModel({"a": {"en": ["apple apple apple"], "ja": []}, "b": {"en": ["pear"], "ja": []}})
    weights = which.Weights(margin=1.0, wide=3.0)
    indexes = {"a": Index("a", True), "b": Index("b", False)}
    assert 1 < -model.scores("apple", "en")["b"] < 3 < -model.scores("apple apple", "en")["b"]
    near = which.choose("apple", "en", model, indexes.__getitem__, weights=weights)
    assert near.searched == ("a", "b") and near.game == "b"
    far = which.choose("apple apple", "en", model, indexes.__getitem__, weights=weights)
    assert far.searched == ("a",) and far.game == "a"  # declined: b's words are too unlikely
    indexes["a"].declines = False
    assert which.choose("apple", "en", model, indexes.__getitem__, weights=weights).searched == ("a",)


def test_other_games_that_answer_nearly_as_well_are_named_beside_the_answer():
    from referee.rules import which
    from referee.rules.search import Hit

    class Index:
        def __init__(self, game, score, declines=False):
            self.game, self.score, self.declines = game, score, declines

        def search(self, question, lang, limit=10):
            return [Hit(corpus.Clause(f"{self.game}.x.y", "t", "t", "e", "j", "-", "rulebook"), self.score, 1.0)]

        def abstains(self, hits):
            return self.declines

    model = which.GameModel({g: {"en": ["pear"], "ja": []} for g in "abcd"})
    # equal priors: the search decides; a scores e^(1/4) less than b (1 behind), c e^(4/4) less (4 behind)
    indexes = {"a": Index("a", 10 / math.e ** 0.25), "b": Index("b", 10.0), "c": Index("c", 10 / math.e),
               "d": Index("d", 10.0, declines=True)}
    choice = which.choose("pear", "en", model, indexes.__getitem__, weights=which.Weights(search=4.0, also=3.0))
    assert choice.game == "b" and [g for g, _hits in choice.also] == ["a"]  # c too far behind, d declines


@pytest.mark.parametrize("question, games", [
    ("how many players can play", {"kings-castles", "lancaster", "tigris"}),
    ("what happens when the bag is empty", {"kings-castles", "tigris"}),
])
def test_a_question_no_game_owns_names_the_other_games_answers(question, games):
    result = answer.ask(question)
    named = {result.best.game} | {h.clause.game for h in result.also}
    assert named >= games and result.best.game not in {h.clause.game for h in result.also}
    data = json.loads(_run("ask", question, "--json").output)
    assert data["answer"] == result.best.id and [a["id"] for a in data["also"]] == [h.clause.id for h in result.also]
    text = _run("--lang", "en", "ask", question).output
    assert "the other games answer it too" in text
    assert all(f"[{h.clause.id}]" in text for h in result.also)


@pytest.mark.parametrize("question, game", [
    ("how many players can play in Lancaster", None),   # named
    ("how many players can play", "tigris"),            # asked for a game
    ("can a leader be placed on a river?", None),       # one game's words
    ("recommend a good pizza place", None),              # declined
])
def test_no_other_games_are_named_when_the_game_is_known_or_the_question_declined(question, game):
    assert answer.ask(question, game=game).also == []


def test_in_a_game_no_other_games_are_named():
    t = Table("new tigris Aki Ben")
    assert answer.ask("how many players can play", session=t.session).also == []


def test_a_question_of_no_games_words_is_held_to_a_higher_bar_with_no_game():
    from referee.rules import which
    from referee.rules.search import Hit

    class Index:  # answers everything with this score and coverage; declines only below 4 / 0.3
        def __init__(self, score, coverage):
            self.score, self.coverage = score, coverage

        def search(self, question, lang, limit=10):
            return [Hit(corpus.Clause("a.x.y", "t", "t", "e", "j", "-", "rulebook"), self.score, self.coverage)]

        def abstains(self, hits):
            return hits[0].coverage < 0.3 or hits[0].score < 4

    model = which.GameModel({"a": {"en": ["apple"], "ja": []}, "b": {"en": ["pear"], "ja": []}})
    w = which.Weights()
    weak = {"a": Index(5.0, 0.5), "b": Index(5.0, 0.5)}
    assert not which.choose("apple pie", "en", model, weak.__getitem__).declined
    assert which.choose("apple pie", "en", model, weak.__getitem__, stranger=True).declined
    # matched in full, or strongly: answered, stranger or not
    for score, coverage in ((5.0, w.stranger_coverage), (w.stranger_score, 0.5)):
        strong = {g: Index(score, coverage) for g in "ab"}
        assert not which.choose("apple pie", "en", model, strong.__getitem__, stranger=True).declined
    # a game named by a name another game uses as a word is evidence enough
    assert not which.choose("apple pie", "en", model, weak.__getitem__, stranger=True, named=("a",)).declined


def test_a_question_of_no_games_words_is_held_to_the_same_bar_inside_a_game(monkeypatch):
    """The higher bar applies with a game given too (inside a game, --game): an unrelated question gets
    the same answer in a game as on the command line; a rule question in the game's words does not
    meet the bar at all."""
    from referee.rules import which
    from referee.rules.search import Searcher

    class Hit:
        evidence = None

        def __init__(self, score, coverage):
            self.score, self.coverage = score, coverage

    class Index:
        def abstains(self, hits):
            return hits[0].coverage < 0.3 or hits[0].score < 4

    w = which.Weights()
    weak = [Hit(5.0, 0.5)]
    question = "can we order sushi for the table"
    assert answer.stranger(question, "en")
    assert answer.declines(Index(), weak, question, "en")
    assert not answer.declines(Index(), [Hit(w.stranger_score, 0.5)], question, "en")
    assert not answer.declines(Index(), [Hit(5.0, w.stranger_coverage)], question, "en")
    # a question in a game's own words is not a stranger: the index's own bar alone
    assert not answer.stranger("can a leader be placed on a river?", "en")
    assert not answer.declines(Index(), weak, "can a leader be placed on a river?", "en")
    # through `ask` inside every game: with each game's own bar lowered to answer anything it matches
    # at all, the question of no game's words is still declined (its matches are weak), a rule
    # question is not
    monkeypatch.setattr(Searcher, "abstains", lambda self, hits: not hits)
    for game in corpus.games_with_corpus():
        assert answer.ask("will it rain this evening", game=game).abstained, game
        assert not answer.ask("how many tiles do I draw", game=game).abstained, game


def test_stranger_means_no_words_of_any_game():
    assert answer.stranger("what should we cook for lunch on sunday", "en")
    assert not answer.stranger("can a priest go on a river", "en")  # Tigris's words
    assert not answer.stranger("神官は川に置ける?", "ja")


def test_a_word_inside_a_longer_word_of_another_game_does_not_choose_that_game_too():
    # 紛争 (Lancaster's conflict) inside 内部紛争 (Tigris's revolt) is Tigris's; alone it is both games'
    assert answer.choose_games("内部紛争で引き分けたらどうなる?") == ("tigris",)
    assert answer.choose_games("what does a voting marker do") == ("lancaster",)
    assert set(answer.choose_games("紛争で負けたら?")) == {"tigris", "lancaster"}


# --- Carolingi and Kings & Castles: places read from the glossary ---------------------------------------

def test_a_carolingi_move_question_names_from_to_and_how_many():
    t = Table("new carolingi Aki Ben Chie", "draw move Aki")
    trial = _ask(t, "can I move 2 followers from Normandie to Anjou?").data["trial"]
    assert trial["line"] == "move normandie anjou 2" and trial["status"] == "ok"
    trial = _ask(t, "ノルマンディーからアンジューへフォロワーを1人移動できる?").data["trial"]
    assert trial["line"] == "move normandie anjou 1" and trial["status"] == "ok"
    trial = _ask(t, "can I move from Normandy to Lower Lotharingia?").data["trial"]
    assert trial["line"] == "move normandie niederlothringen" and trial["rule"] == "carolingi.move.step"
    ja = _ask(t, "ノルマンディーからオストファーレンに移動できる?")
    assert ja.data["trial"]["rule"] == "carolingi.move.step" and "[carolingi.move.step]" in ja.text
    assert _ask(t, "what happens when I move followers into Hessen?").data["trial"] is None


def test_a_carolingi_battle_pacify_develop_and_influence_question():
    t = Table("new carolingi Aki Ben Chie", "put rebels Anjou 0", "put followers Anjou Aki 2",
              "put followers Anjou Chie 1", "put followers Île-de-France Aki 1", "put followers Île-de-France Ben 1",
              "draw battle Aki")
    assert _ask(t, "can I fight a battle in Anjou?").data["trial"]["status"] == "ok"
    t.ok("put followers Champagne Aki 2")
    t.ok("put followers Champagne Ben 1")
    trial = _ask(t, "アンジューとシャンパーニュで戦闘できる?").data["trial"]
    assert trial["line"] == "battle anjou champagne" and trial["status"] == "ok"
    trial = _ask(t, "イル=ド=フランスで戦闘できる?").data["trial"]
    assert trial["line"] == "battle ile-de-france" and trial["rule"] == "carolingi.battle.condition"
    t = Table("new carolingi Aki Ben Chie", "put followers Schwaben Chie 1", "put rebels Franken 2", "draw pacify Chie")
    assert _ask(t, "フランケンを鎮圧できる?").data["trial"]["status"] == "ok"
    trial = _ask(t, "can I pacify 3 rebels in Franconia?").data["trial"]
    assert trial["line"] == "pacify franken 3" and trial["rule"] == "carolingi.pacify.count"
    t = Table("new carolingi Aki Ben Chie", "draw develop Chie")
    trial = _ask(t, "シャンパーニュを開発できる?").data["trial"]
    assert trial["line"] == "develop champagne" and trial["rule"] == "carolingi.develop.counters"
    t = Table("new carolingi Aki Ben Chie", "draw influence Chie")
    trial = _ask(t, "can I place 2 followers on the Westfalen card?").data["trial"]
    assert trial["line"] == "influence cards westfalen 2" and trial["status"] == "ok"
    assert _ask(t, "ヘッセンに影響を置ける?").data["trial"]["rule"] == "carolingi.influence.cards"


def _richard_ii() -> Table:
    from test_kings_castles_rules import richard_ii

    t = richard_ii()
    t.ok("household knight")
    t.ok("draw castle-3")
    return t


def test_a_kings_castles_attack_question_names_its_counters():
    t = _richard_ii()
    trial = _ask(t, "can I attack Galway with my blue knight?").data["trial"]
    assert trial["line"] == "attack galway blue-knight" and trial["status"] == "ok"
    assert _ask(t, "ゴールウェイを青の騎士で攻撃できる?").data["trial"]["line"] == "attack galway blue-knight"
    trial = _ask(t, "can I attack Galway with two blue knights?").data["trial"]
    assert trial["line"] == "attack galway blue-knight blue-knight" and trial["rule"] == "kings-castles.attack.surplus"
    trial = _ask(t, "can I attack Galway with my blue knight and a 2 mercenary?").data["trial"]
    assert trial["line"] == "attack galway blue-knight merc-2" and trial["rule"] == "kings-castles.attack.array"
    assert _ask(t, "デリーを敵の装甲兵2体で攻撃できる?").data["trial"]["line"] == "attack derry enemy-man enemy-man"
    trial = _ask(t, "can I attack Dublin with a 3 mercenary?").data["trial"]  # a unit of the array is added
    assert trial["status"] == "ok" and trial["line"].startswith("attack dublin ") and trial["line"].endswith(" merc-3")
    ja = _ask(t, "ダブリンを青の装甲兵と傭兵3で攻撃できる?")
    assert ja.data["trial"]["line"] == "attack dublin blue-man merc-3"
    assert ja.data["trial"]["rule"] == "kings-castles.attack.no-civil-war" and "[kings-castles.attack.no-civil-war]" in ja.text


def test_a_kings_castles_move_is_tried_only_as_a_line_that_says_every_piece_the_question_names():
    """[asking] account: a trial of another line would answer another question; the rules answer instead."""
    t = _richard_ii()
    data = _ask(t, "can the mercenary attack galway alone?").data  # a size-less mercenary: no line says it
    assert data["trial"] is None and data["answer"] == "kings-castles.attack.mercenaries"
    assert _ask(t, "can the blue man-at-arms and a mercenary attack dublin?").data["trial"] is None
    data = _ask(t, "can enemy units attack derry?").data  # tried with an enemy unit, never a blue knight
    assert "enemy-" in data["trial"]["line"] and data["trial"]["status"] == "rejected"
    # the counts and sizes of the rulebook's own example (step 2 and 3: 青の装甲兵と3本太矢の傭兵)
    assert _ask(t, "can green-knight*2 attack derry?").data["trial"]["line"] == "attack derry green-knight green-knight"
    trial = _ask(t, "青の装甲兵と3本太矢の傭兵1個でダブリンを攻撃できる?").data["trial"]
    assert trial["line"] == "attack dublin blue-man merc-3"
    assert _ask(t, "2本の太矢の傭兵と青の騎士でゴールウェイを攻撃できる?").data["trial"]["line"] == "attack galway blue-knight merc-2"
    assert _ask(t, "傭兵2個と青の騎士でゴールウェイを攻撃できる?").data["trial"] is None  # two, of no size said


def test_an_attack_without_counters_is_a_legal_attack_or_the_reason_there_is_none():
    t = _richard_ii()
    trial = _ask(t, "ダブリンを攻撃できる?").data["trial"]
    assert trial["status"] == "ok" and trial["line"].startswith("attack dublin ")
    t.ok("put tax blue 0")
    t.ok("castle 1 galway")  # the attacks are over
    trial = _ask(t, "can I attack Dublin?").data["trial"]
    assert trial["status"] == "rejected" and trial["rule"] == "kings-castles.turn.order"


def test_a_kings_castles_castle_and_crown_question():
    t = _richard_ii()
    trial = _ask(t, "ゴールウェイに城を置ける?").data["trial"]
    assert trial["line"] == "castle 1 galway" and trial["status"] == "ok"
    trial = _ask(t, "can I build a 2 castle in York?").data["trial"]
    assert trial["line"] == "castle 2 york" and trial["rule"] == "kings-castles.castle.array"
    # a size said in words, as the rulebook does: the castle of that size, never another one that fits
    # (blue's array holds castle-1 and castle-3: a medium castle is the one it lacks)
    for question in ("ゴールウェイに中くらいの城を置ける?", "can I build a medium castle in Galway?", "ゴールウェイに城-2を置ける?"):
        trial = _ask(t, question).data["trial"]
        assert trial["line"] == "castle 2 galway" and trial["rule"] == "kings-castles.castle.array", question
    for question, line in (("ゴールウェイに大きな城を置ける?", "castle 3 galway"),
                           ("can I build a small castle in Galway?", "castle 1 galway")):
        trial = _ask(t, question).data["trial"]
        assert trial["line"] == line and trial["status"] == "ok", question
    t = Table("new kings-castles Aki Ben Chie Dai")
    for i, _r in enumerate(r for r in t.state.board.country if r != "rouen"):
        t.ok(f"enemy {('man', 'knight', 'archer')[i % 3]}")
    for _c in t.state.colours:
        t.ok("household knight 4")
        t.ok("household man 4")
        t.ok("household archer 2")
    assert _ask(t, "can I put my crown on William I?").data["trial"]["status"] == "ok"
    trial = _ask(t, "9番に王冠を置ける?").data["trial"]
    assert trial["line"] == "crown 9" and trial["rule"] == "kings-castles.crown.window"


def test_term_holes_match_any_name_of_the_kind_and_give_its_id():
    finder = answer.searcher(("carolingi",)).finder
    asking = {"slot": {"from": {"pattern": r"from\s+({term:country})"}}}
    assert answer.question_slots("from Upper  Lorraine to Hessen", asking, finder.terms) == {"from": "oberlothringen"}
    assert answer.question_slots("from Nowhere", asking, finder.terms) == {}
    many = {"slot": {"c": {"pattern": r"(?P<n>\d)?\s*(x)", "many": True, "value": "y{2}"}}}
    assert answer.question_slots("2x and x", many) == {"c": "yx yx yx"}


# --- declining questions about other games, and loanwords matched only in pieces ----------------

OTHER_GAMES = [
    ("how does castling work in chess", "en"), ("in Carcassonne, does a farmer score at the end of the game", "en"),
    ("how do I win at poker", "en"), ("can I build a city without a settlement first in Catan", "en"),
    ("将棋で二歩は反則ですか?", "ja"), ("ポーカーでフラッシュとストレートはどっちが強い?", "ja"),
    ("トランプのシャッフルのコツは?", "ja"),
    # sports and video games are other games too
    ("how many points is a try worth in rugby", "en"), ("which Pokemon evolves with a moon stone", "en"),
    ("サッカーで一試合に何人まで交代できる?", "ja"), ("野球で一回に何人まで打席に立てる?", "ja"),
    # a move or a hand only another game has
    ("do you collect money when you pass Go", "en"), ("キャスリングはできる?", "ja"),
    # a sport's scoring move or foul
    ("how many points is a field goal", "en"), ("オフサイドになったらどうなる?", "ja"),
]


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_a_question_about_another_game_is_declined_in_every_game_and_without_one(game):
    # synonyms.toml [elsewhere]: a question that names another game is about that game's rules
    answered = [(q, r.best.id) for q, lang in OTHER_GAMES if (r := answer.ask(q, game=game, lang=lang)).best is not None]
    assert not answered


def test_without_the_names_of_other_games_some_would_be_answered():
    from dataclasses import replace

    from referee.rules.search import Searcher

    answered = []
    for game in corpus.games_with_corpus():
        index = answer.searcher((game,))
        # (nor the words of the real world and advice: コツ is one)
        plain = Searcher(index.clauses, answer.game_terms(game), index.settings,
                         replace(index.thesaurus, elsewhere=(), worldly=(), advice=()))
        answered += [q for q, lang in OTHER_GAMES if not plain.abstains(plain.search(q, lang))]
    assert "in Carcassonne, does a farmer score at the end of the game" in answered
    assert "トランプのシャッフルのコツは?" in answered


def test_a_name_of_another_game_is_a_whole_word():
    # チェス is inside Kings & Castles' ウィンチェスター, "uno" inside "unofficial": neither names a game
    th = answer.thesaurus(("kings-castles",))
    assert th.names_elsewhere("チェスの駒は?") and th.names_elsewhere("do we play Uno after this")
    assert not th.names_elsewhere("ウィンチェスターはどこ?") and not th.names_elsewhere("is this an unofficial rule")


@pytest.mark.parametrize("game", corpus.games_with_corpus())
def test_no_clause_question_names_another_game(game):
    # every question the corpus answers is still searched: none names a game of [elsewhere]
    th = answer.thesaurus((game,))
    named = [q for c in corpus.load(game).clauses for lang in ("en", "ja") for q in c.questions(lang)
             if th.names_elsewhere(q)]
    assert not named


# Questions about the real world or asking for advice (synonyms.toml [worldly]), each answered in some game
# without that list: they share a word or two with the rules ("knights", 騎士, "tiles") and little else.
WORLDLY = [("how did medieval knights fight in real life", "en"), ("who was the real Charlemagne historically", "en"),
           ("薔薇戦争の歴史を教えて", "ja"), ("any tips to win more tiles", "en"), ("騎士の鎧は実際どれくらい重かった?", "ja"),
           ("城を建てるコツは?", "ja"), ("when was Charlemagne born", "en"),
           # the everyday world: food, money, today's Britain
           ("which pizza should we order for the table, large or medium", "en"),
           ("how do I get more points on my credit card", "en"), ("今のイギリスの王様は誰?", "ja"),
           # buying the game and its release
           ("チグリスの日本語版はいつ発売された?", "ja"), ("where can I buy extra tiles for Tigris", "en"),
           ("ランカスターはどこで買えるの?", "ja"),
           # the real history and the real world behind a theme
           ("ヘンリー5世はアジャンクールで何を得た?", "ja"), ("ノルマン人はどこから来たんですか", "ja"),
           ("本物の騎士は何人くらいいた?", "ja"), ("イギリスのどこにお城が多い?", "ja"),
           ("is there an expansion with more cards", "en"), ("ランカスター朝の最後の王は?", "ja"),
           # advice, other games' pieces, other apps
           ("what is the best first move as a beginner", "en"), ("which faction is best for a first game", "en"),
           ("can a pawn capture backwards", "en"), ("is there an app to count the score", "en"),
           ("もっと勝てるようになるには?", "ja"), ("which card game has the most cards", "en"),
           ("did real knights carry swords", "en"), ("where is a real castle near York", "en"),
           # which choice pays better (advice, not a rule), distances and trivia of the real places and people
           ("is it better to attack with mercenaries early or late", "en"), ("騎士を増やすのと城を増やすのはどっちが有利?", "ja"),
           ("初心者は王と神官どっちを先に置く?", "ja"), ("did medieval kings really collect taxes like this", "en"),
           ("how far is Dublin from Galway", "en"), ("ヨークからロンドンまでは遠い?", "ja"),
           ("is the Lancaster board made of wood", "en"),
           # the strongest opening, snacks for the table, the history of Carolingi's theme, today's places
           ("what's the strongest opening for the first player", "en"), ("should I always take the first player card", "en"),
           ("ゲーム中につまめるお菓子でおすすめは?", "ja"), ("カロリング朝はなぜ分裂したの?", "ja"),
           ("シャルルマーニュはいつ戴冠した?", "ja"), ("アキテーヌって今のどこ?", "ja"),
           # how to stop losing, which pays better (どちらが得), who drew or painted the art, where to get a lost
           # piece, the box's size or a shelf (棚)
           ("how do I stop losing every war", "en"), ("いつも負けてばかり、騎士はどう置けばいい?", "ja"),
           ("反乱と戦争、仕掛けるならどちらが得?", "ja"), ("who painted the knights on the conflict cards", "en"),
           ("who drew the map of england", "en"), ("where can i get more monument pieces, we lost one", "en"),
           ("size of the box with the cloth map?", "en"), ("騎士のコマを棚に飾りたい", "ja"),
           # which of two plans ("should I ... or"), a runaway leader, table manners, a recipe
           ("should I attack the revolt now or wait for more tiles", "en"),
           ("how do I stop the leader who runs away with the treasures", "en"),
           ("is it rude to count everyone's money at the table", "en"), ("負けた人がコマを片付けるのがマナー?", "ja"),
           ("what recipe goes with the market tiles", "en")]


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_a_question_about_the_real_world_or_advice_is_declined(game):
    answered = [(q, r.best.id) for q, lang in WORLDLY if (r := answer.ask(q, game=game, lang=lang)).best is not None]
    assert not answered


def answered_without_the_real_world(questions) -> set[str]:
    """The questions some game answers when the words of the real world and of advice are left out of the
    synonym table: the questions a test of those words proves something with."""
    from dataclasses import replace

    from referee.rules.search import Searcher

    answered = set()
    for game in corpus.games_with_corpus():
        index = answer.searcher((game,))
        plain = Searcher(index.clauses, answer.game_terms(game), index.settings,
                         replace(index.thesaurus, worldly=(), advice=()))
        answered |= {q for q, lang in questions if not plain.abstains(plain.search(q, lang))}
    return answered


def test_without_the_words_of_the_real_world_each_would_be_answered_somewhere():
    assert answered_without_the_real_world(WORLDLY) == {q for q, _lang in WORLDLY}


# Near misses: a game's own words (castle, tax, levy, court, coin, parliament, king, treasure) in a
# question about real life: tourism (opening days, views, a passport), real money and tax (a paycheck,
# savings, a coin's worth now, imports), everyday things (wine, a cake, a court hearing, a university),
# the product (an expansion set to buy), the real history of a theme today (still a king, a real name,
# the famous ones), opinion (in your opinion, the most fun, 悪手), and such words typed in hiragana.
NEAR_MISSES = [("is conwy castle open on mondays", "en"), ("how is the levy on my paycheck worked out", "en"),
               ("how much is a noble coin worth now", "en"), ("how do i pay tax on my savings", "en"),
               ("do i need a passport to go from england to ireland", "en"), ("best port wine", "en"),
               ("when is the next court hearing", "en"), ("levy on imported goods", "en"),
               ("which castle in Wales has the best views", "en"), ("best treasure hunting spots", "en"),
               ("what's the most fun 4 player game", "en"), ("in your opinion which leader is the strongest", "en"),
               ("lancaster university ranking", "en"), ("is there a carolingi expansion", "en"),
               ("国会中継をみたい", "ja"), ("シャルルマーニュの本名は", "ja"), ("クラウン硬貨の価値", "ja"),
               ("スコットランドの王様で有名なのは誰", "ja"), ("ウェールズには今も王様がいる?", "ja"),
               ("ランカスターの拡張セットは買うべき", "ja"), ("反乱を放っておくのは悪手?", "ja"),
               ("宝探しゲームの作り方", "ja"), ("いぎりすりょこう よさん", "ja"),
               # real kings, reviews, ferries, the past of a theme, parliament's houses, titles, whom to pick
               ("who was the first king of scotland", "en"), ("kings and castles review", "en"),
               ("which port has ferries to france", "en"), ("who succeeded charlemagne", "en"),
               ("what is the house of lords", "en"), ("シャルルマーニュの子供は何人", "ja"),
               ("従者の仕事は何だった?", "ja"), ("最初の王は誰がいい", "ja"), ("貴族の称号を買える?", "ja")]


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_a_near_miss_about_real_life_in_a_games_words_is_declined(game):
    answered = [(q, r.best.id) for q, lang in NEAR_MISSES if (r := answer.ask(q, game=game, lang=lang)).best is not None]
    assert not answered


def test_without_the_words_of_the_real_world_each_near_miss_would_be_answered_somewhere():
    assert answered_without_the_real_world(NEAR_MISSES) == {q for q, _lang in NEAR_MISSES}


# Near misses of wave 28 (dev15's tune half): the product bought second hand or torn, antique coins, a real
# river's course, a vegetable farm or an allotment, one's own children, what the real Charlemagne could do
# or was like, the theme's places or houses today (今だと, 貴族院), a game's age typed in hiragana (なんさい),
# and opinions on the game (too hard, too random, 飽きる, 退屈, 難しすぎ).
NEAR_MISSES_28 = [("where can i find a second hand copy of lancaster", "en"),
                  ("are antique crown coins worth collecting", "en"), ("which sea does the tigris flow into", "en"),
                  ("how do i start a vegetable farm in the city", "en"), ("how do i start an allotment farm", "en"),
                  ("how do i keep the peace between my three daughters", "en"),
                  ("how do i share the castle toys between my two kids", "en"),
                  ("could charlemagne ride a horse", "en"), ("was charlemagne tall", "en"),
                  ("is kings and castles too hard for my group", "en"), ("tigris too random?", "en"),
                  ("貴族院の議長って誰?", "ja"), ("フランドルって今だとどこの国?", "ja"),
                  ("カロリンギのコマってどこで売ってるの", "ja"), ("マーカーが破れたらどうしよう", "ja"),
                  ("きしになれるのはなんさいから", "ja"), ("このゲームって何回遊んだら飽きる?", "ja"),
                  ("王様ってすぐ飽きるかな", "ja")]


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_a_near_miss_of_wave_28_is_declined(game):
    answered = [(q, r.best.id) for q, lang in NEAR_MISSES_28
                if (r := answer.ask(q, game=game, lang=lang)).best is not None]
    assert not answered


def test_without_the_words_of_the_real_world_each_near_miss_of_wave_28_would_be_answered_somewhere():
    assert answered_without_the_real_world(NEAR_MISSES_28) == {q for q, _lang in NEAR_MISSES_28}


def test_risk_named_in_japanese_with_its_armies_is_another_game():
    # リスク alone is no cue (アスタリスク holds it); with its armies or called a game it is Risk
    th = answer.thesaurus(("kings-castles",))
    assert th.names_elsewhere("リスクの軍隊は何個配置するの") and not th.names_elsewhere("アスタリスクって何?")
    assert all(answer.ask("リスクの軍隊は何個配置するの", game=g, lang="ja").abstained
               for g in [None, *corpus.games_with_corpus()])
    assert answer.ask("アスタリスクって何?", game="kings-castles", lang="ja").best is not None


@pytest.mark.parametrize("question", ["in risk how many armies do you get per turn", "the hunger games book order",
                                      "what is a temple run high score"])
def test_a_game_of_the_same_words_is_another_game(question):
    # Risk's armies, The Hunger Games, Temple Run: [elsewhere], declined in every game and without one
    assert answer.thesaurus(("kings-castles",)).names_elsewhere(question)
    assert all(answer.ask(question, game=g, lang="en").abstained for g in [None, *corpus.games_with_corpus()])


def test_a_word_of_the_real_world_typed_in_hiragana_is_aside_as_the_corpus_spells_it():
    # いぎりす is read as the corpus's イギリス (a word of a Tigris clause's question): as イギリス typed in
    # katakana, a word of [worldly], it is no evidence of a rule, so the rest of the question must be covered
    index = answer.searcher(("tigris",))
    for question in ("イギリスりょこう よさん", "いぎりすりょこう よさん"):
        assert index.thesaurus.names_worldly(question) and index.abstains(index.search(question, "ja")), question


def test_a_rule_question_with_a_word_of_the_real_world_is_still_answered():
    # a worldly word declines nothing alone: the clause must cover more of the question
    assert answer.thesaurus(("carolingi",)).names_worldly("日時計はどの年に置くのがおすすめ?")
    assert answer.ask("日時計はどの年に置くのがおすすめ?", game="carolingi").best.id == "carolingi.setup.almanac"
    assert answer.ask("do kings go in historical order", game="kings-castles").best.id == "kings-castles.turn.flip"
    # English words as whole words: "born" is not in "Osborne"
    th = answer.thesaurus(("lancaster",))
    assert th.names_worldly("when was he born?") and not th.names_worldly("who is Osborne?")


# Questions asking for advice ([advice]) that a clause covers enough to pass the bar of the real world
# (worldly_coverage) but not the higher one of advice (advice_coverage): no rule says which is better.
ADVICE = [("what's the best tile to play on turn one", "en"), ("is it better to build a monument or keep the tiles", "en"),
          ("騎士を城に置くのと州に置くのはどっちが有利?", "ja"), ("should we always take the treasure first", "en"),
          ("what is the best country to attack first", "en"), ("ミッシと貴族どっちがいい?", "ja"),
          # which one to pick, with a few words between (synonyms.toml [advice]: "which ... should i", どの...べき)
          ("which castle should I build first to win", "en"), ("騎士の強さで、どの州を先に取るべき?", "ja")]


@pytest.mark.parametrize("question,lang", ADVICE)
def test_a_question_asking_for_advice_is_held_to_a_higher_bar_than_the_real_worlds(question, lang):
    from dataclasses import replace

    from referee.rules.search import Searcher

    assert all(answer.ask(question, game=g, lang=lang).abstained for g in [None, *corpus.games_with_corpus()])
    answered = []
    for g in corpus.games_with_corpus():
        index = answer.searcher((g,))
        at_worldly_bar = Searcher(index.clauses, answer.game_terms(g),
                                  replace(index.settings, advice_coverage=index.settings.worldly_coverage),
                                  index.thesaurus)
        answered += [g] if not at_worldly_bar.abstains(at_worldly_bar.search(question, lang)) else []
    assert answered


def test_a_cue_with_a_gap_is_used_within_one_sentence_in_its_order():
    # "should i ... or" asks which of two plans, a few words apart; not across a sentence's end, not reversed
    th = answer.thesaurus(("kings-castles",))
    assert th.asks_advice("should I tax now or wait a reign")
    assert not th.asks_advice("should I draw a counter? or is that wrong")
    assert not th.asks_advice("or should I draw")
    assert not th.asks_advice("should I draw a counter")


def test_a_clause_that_gives_the_advice_asked_for_answers_it():
    # Carolingi's rulebook recommends 834 for the sundial: a question asking for that advice gets that clause
    th = answer.thesaurus(("carolingi",))
    almanac = corpus.load("carolingi").get("carolingi.setup.almanac")
    assert th.asks_advice("日時計はどの年に置くのがおすすめ?") and th.gives_advice(almanac)
    assert not th.gives_advice(corpus.load("carolingi").get("carolingi.levy.spend"))
    assert answer.ask("which year do you recommend for the sundial", game="carolingi").best.id == "carolingi.setup.almanac"


def test_an_opening_phrase_is_read_as_nothing_and_ばかり_is_no_insult():
    # "new here", "I'm new" open a question ([filler] phrases); "how does somebody win" asks how to win
    for question in ("new here - how do you win?", "I'm new, how does somebody win this?"):
        assert answer.ask(question, game="kings-castles").best.id == "kings-castles.game.goal"
    # ばか ("idiot", [program]) is the start of ばかり ("just"): a rule question, not an insult
    th = answer.thesaurus(("tigris",))
    assert not th.names_program("取り替えたばかりのタイルを同じ番に使える?")
    assert answer.ask("置いたばかりのリーダーを同じ手番に動かせる?", game="tigris").best is not None


class _Clause:
    def __init__(self, text):
        self._text = text

    def title(self, lang):
        return ""

    def text(self, lang):
        return self._text

    def keywords(self, lang):
        return ()

    def questions(self, lang):
        return ()


@pytest.mark.parametrize("question, clause_text, want", [
    ("ポーカーは何枚?", "投票マーカーを置く", {"ポー", "ーカ", "カー"}),  # ーカー of マーカー is no word
    ("フラッシュは?", "フランスとイングリッシュ", {"フラ", "ラッ", "ッシ", "シュ"}),  # nor フラ, nor ッシュ
    ("プレイヤーボードには何を置く?", "スタートプレイヤーの右", {"ーボ", "ボー", "ード"}),  # プレイヤー is
    ("ボードはどこ?", "メインボードに置く", set()),                      # the whole word inside theirs
    ("マーカーは何個?", "投票マーカーを置く", set()),
])
def test_a_loanword_matched_only_in_pieces_is_no_evidence(question, clause_text, want):
    from referee.rules.search import _fragments, tokens

    single = {t: (1.0, {0: 1.0}) for t in tokens(question, "ja")}  # as if clause 0 matched every bigram
    assert set(_fragments(question, _Clause(clause_text), single, 0)) == want


@pytest.mark.parametrize("game", ["tigris", "lancaster", "carolingi"])
def test_a_question_of_loanwords_matched_in_pieces_is_declined(game):
    # フラッシュ and ストレート share bigrams with フランス, イングリッシュ, ストーン...: without the rule
    # on pieces of loanwords, some games answered this question about poker hands
    assert answer.ask("フラッシュとストレートはどっちが強い?", game=game).abstained


# Questions about using the program itself (synonyms.toml [program]), each answered in some game without
# that list: they share a word with the referee's own clauses (undo, move, 取り消し, 表示) and little else.
PROGRAM = [("undo my last move please", "en"), ("can you show this in Japanese", "en"), ("英語で表示して", "ja"),
           ("間違えたので取り消したい", "ja"), ("画面の色を変えたい", "ja"), ("which version is this, the newest?", "en"),
           ("turn off the colors, they hurt my eyes", "en"), ("コマンドの一覧はどこで見られる?", "ja"),
           ("いったんやめて、あとで続きから再開できる?", "ja"), ("きみの名前を教えて", "ja"),
           ("さっきのコマンドは間違いだった", "ja"),
           # taking back a move on the table is the program's undo, not a rule
           ("can we go back one turn", "en"), ("置いたタイルを元に戻したい", "ja"), ("騎士の配置を取り消す方法は?", "ja"),
           ("配置をやり直したい", "ja"),
           # loading a position, and talk to the program itself
           ("前のタイルの配置を読み込みたい", "ja"), ("tell me a joke about knights", "en"),
           # the program by that word, and its screen
           ("can the program show the whole board", "en"), ("show the map on my screen", "en"),
           ("the tile colours are hard to see", "en"), ("the red and blue knights are hard to see", "en")]


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_a_question_about_using_the_program_is_declined_and_points_to_help(game):
    answered = [(q, r.best.id) for q, lang in PROGRAM if (r := answer.ask(q, game=game, lang=lang)).best is not None]
    assert not answered
    assert all(answer.ask(q, game=game, lang=lang).about == "program" for q, lang in PROGRAM)


def test_without_the_words_of_the_program_each_would_be_answered_somewhere():
    from dataclasses import replace

    from referee.rules.search import Searcher

    answered = set()
    for game in corpus.games_with_corpus():
        index = answer.searcher((game,))
        plain = Searcher(index.clauses, answer.game_terms(game), index.settings, replace(index.thesaurus, program=()))
        answered |= {q for q, lang in PROGRAM if not plain.abstains(plain.search(q, lang))}
    assert answered == {q for q, _lang in PROGRAM}


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_a_word_about_the_program_counts_as_the_player_wrote_it(game):
    # [same.general] reads "save this game" as "app" (a product: [offtopic]); the question still uses a word
    # about the program ([program]), so it is held to worldly_coverage and declined, pointing to help
    question = "how do I save this game and come back later"
    for g in [game] if game else corpus.games_with_corpus():
        hits = answer.searcher((g,)).search(question, "en")
        assert not hits or hits[0].worldly
    reply = answer.ask(question, game=game, lang="en")
    assert reply.abstained and reply.about == "program"


def test_the_reply_to_a_question_about_the_program_points_to_help_and_no_other_does():
    program = _run("--lang", "en", "ask", "undo my last move please")
    assert program.exit_code == 1 and "No rule found" in program.output and "'help'" in program.output
    ja = _run("--lang", "ja", "ask", "英語で表示して")
    assert ja.exit_code == 1 and "help" in ja.output
    pizza = _run("--lang", "en", "ask", "recommend a good pizza place")
    assert pizza.exit_code == 1 and "help" not in pizza.output
    assert answer.ask("recommend a good pizza place", lang="en").about == "other"
    # a question about the referee's own rule that says 'undo' ([offtopic]) is still answered by its clause
    assert answer.ask("can I undo after the game ends", game="lancaster").best.id == "lancaster.turn.game-over"


# Questions of trivia about the real history behind a theme (synonyms.toml [history] and [history.asks]),
# each answered in some game without that list: the game's goal is "the Norman Conquest to the Wars of
# the Roses", and war, win and end are words of the rules.
HISTORY = [("who won the Wars of the Roses in the end", "en"), ("what year did the Norman Conquest happen", "en"),
           ("why did the Hundred Years War start", "en"), ("ばら戦争はいつ終わった?", "ja"),
           ("薔薇戦争ではどっちの家が勝ったの?", "ja"),
           # a cue phrase is looked for without the fillers too: "who actually won the" asks "who won the"
           ("who actually won the Battle of Bosworth", "en"),
           # a span of years
           ("how long did the Wars of the Roses last", "en"), ("百年戦争は何年続いたの?", "ja"), ("薔薇戦争はいつからいつまで?", "ja"),
           # what a real king did: a king of the chart reigns and does nothing ("did William", "how many ... did")
           ("how many knights did William bring to England", "en"), ("why did Stephen lose the crown", "en")]


@pytest.mark.parametrize("game", [None, *corpus.games_with_corpus()])
def test_a_question_of_trivia_about_real_history_is_declined(game):
    answered = [(q, r.best.id) for q, lang in HISTORY if (r := answer.ask(q, game=game, lang=lang)).best is not None]
    assert not answered


def test_without_the_names_of_real_history_each_would_be_answered_somewhere():
    from dataclasses import replace

    from referee.rules.search import Searcher

    answered = set()
    for game in corpus.games_with_corpus():
        index = answer.searcher((game,))
        # (nor the words of the real world: "what year" is one)
        plain = Searcher(index.clauses, answer.game_terms(game), index.settings,
                         replace(index.thesaurus, history=(), worldly=(), advice=()))
        answered |= {q for q, lang in HISTORY if not plain.abstains(plain.search(q, lang))}
    assert answered == {q for q, _lang in HISTORY}


@pytest.mark.parametrize("question", ["is it about the Norman Conquest to the Wars of the Roses",
                                      "does the game cover the Wars of the Roses", "薔薇戦争の時代のゲーム?"])
def test_a_question_about_the_theme_that_names_real_history_is_still_answered(question):
    # a name alone is the game's theme; only with a past-tense question of trivia is it history
    assert not answer.thesaurus(("kings-castles",)).asks_history(question)
    assert answer.ask(question).best.id == "kings-castles.game.goal"


def test_a_king_of_the_chart_and_a_players_own_past_are_no_history():
    th = answer.thesaurus(("kings-castles",))
    assert not th.asks_history("how many castles can be built during Edward I's reign")
    assert not th.asks_history("how many counters did I lose")
    assert answer.ask("how many castles can be built during Edward I's reign",
                      game="kings-castles").best.id == "kings-castles.castle.array"


@pytest.mark.parametrize("game", corpus.games_with_corpus())
def test_no_clause_question_asks_about_real_history(game):
    th = answer.thesaurus((game,))
    asked = [q for c in corpus.load(game).clauses for lang in ("en", "ja") for q in c.questions(lang)
             if th.asks_history(q)]
    assert not asked


def test_a_declined_question_says_why_when_a_word_of_it_does():
    # another game, real history, the everyday world or advice: not about these rules
    for q, lang in [*OTHER_GAMES, *HISTORY, *WORLDLY]:
        assert answer.ask(q, lang=lang).about == "other", q
    chess = _run("--lang", "en", "ask", "how does castling work in chess")
    assert chess.exit_code == 1 and "something other than the rules" in chess.output
    # no word says why: only that no rule was found
    hello = answer.ask("hello", lang="en")
    assert hello.abstained and hello.about == "" and hello.to_json()["about"] is None
    assert "something other" not in _run("--lang", "en", "ask", "hello").output
    # an answered question is about its rule
    assert answer.ask("can a leader be placed on a river?").about == ""


@pytest.mark.parametrize("question", ["is there an expansion with more cards", "ランカスターはどこで買えるの?",
                                      "チグリスってイギリスのゲーム?"])
def test_the_words_of_the_real_world_are_no_evidence_of_a_rule(question, monkeypatch):
    # "is there an expansion" asks about a product, not about Carolingi's expansion point or Lancaster's
    # expansion tiles, どこで買 about a shop, not about buying points with a law, and イギリス about Britain,
    # not about the English variant (イギリス式 in a clause's question): a word of [worldly] matches
    # nothing in the question that uses it, so the clause that held it no longer covers the question
    lang = script_lang(question)
    assert all(answer.ask(question, game=g, lang=lang).about == "other" for g in [None, *corpus.games_with_corpus()])
    assert _answered_without_aside(question, lang, monkeypatch)


def _answered_without_aside(question, lang, monkeypatch):
    """The games that would answer the question if the words of [worldly] and [program] it uses were evidence
    of a rule (and, leaving then no token of their own, counted no concept: Settings.cue_weight 0)."""
    from dataclasses import replace

    from referee.rules.search import Searcher, Thesaurus

    monkeypatch.setattr(Thesaurus, "aside_tokens", lambda self, q, lang: frozenset())
    answered = []
    for g in corpus.games_with_corpus():
        index = answer.searcher((g,))
        plain = Searcher(index.clauses, answer.game_terms(g), replace(index.settings, cue_weight=0.0), index.thesaurus)
        if not plain.abstains(plain.search(question, lang)):
            answered.append(g)
    return answered


def test_a_game_named_in_a_question_about_the_product_is_the_game(monkeypatch):
    # "how much does Tigris cost" asks what the game costs ([worldly] "does the game cost"), while
    # "in Lancaster, how much does a new knight cost" asks about a rule and stays a rule question
    th = answer.thesaurus(("lancaster",))
    assert th.names_worldly("how much does Tigris cost")
    assert not th.names_worldly("in Lancaster, how much does a new knight cost")
    for g in [None, *corpus.games_with_corpus()]:
        reply = answer.ask("how much does Tigris cost", game=g, lang="en")
        assert reply.abstained and reply.about == "other", g
    from referee.rules.search import Thesaurus

    monkeypatch.setattr(Thesaurus, "as_the_game", lambda self, q: q)
    answered = [g for g in corpus.games_with_corpus()
                if not (index := answer.searcher((g,))).abstains(index.search("how much does Tigris cost", "en"))]
    assert answered


@pytest.mark.parametrize("question", ["can you change the colour of the pieces on screen", "さっき置いたタイルを取り消したい"])
def test_the_words_about_the_program_are_no_evidence_of_a_rule(question, monkeypatch):
    # "change the colour", 取り消したい ask about the program: they match no clause but count in the share
    # of the question to cover, so the question is declined everywhere and points to help
    lang = script_lang(question)
    assert all(answer.ask(question, game=g, lang=lang).about == "program" for g in [None, *corpus.games_with_corpus()])
    assert _answered_without_aside(question, lang, monkeypatch)


@pytest.mark.parametrize("question", ["おすすめの拡張タイルは?", "城はどれがおすすめ?", "which leader do you recommend",
                                      "what is the best castle", "騎士はどれがいい?"])
def test_words_of_advice_that_leave_no_token_still_count_in_the_share_to_cover(question):
    # おすすめ and どれがいい are kana, which the bigrams drop, and "recommend", "best" are fillers: the question
    # seems to be all "拡張タイル" or "castle", which a clause covers in full. The words that ask for advice
    # count as one concept (Settings.cue_weight) that no clause covers, so the question is declined everywhere.
    from dataclasses import replace

    from referee.rules.search import Searcher

    lang = script_lang(question)
    assert all(answer.ask(question, game=g, lang=lang).abstained for g in [None, *corpus.games_with_corpus()])
    answered = []
    for g in corpus.games_with_corpus():
        index = answer.searcher((g,))
        plain = Searcher(index.clauses, answer.game_terms(g), replace(index.settings, cue_weight=0.0), index.thesaurus)
        answered += [g] if not plain.abstains(plain.search(question, lang)) else []
    assert answered


@pytest.mark.parametrize("question", ["what is the best number of players", "how many players is best",
                                      "何人で遊ぶのが一番いい?", "何人がベスト?"])
def test_the_best_number_of_players_is_a_rule_not_advice(question):
    # "best" asks for advice ([worldly]) except in a rule question's phrase ([worldly.rules]): Kings &
    # Castles' rulebook says the game plays best with four
    r = answer.ask(question, game="kings-castles", lang=script_lang(question))
    assert not r.abstained and r.hits[0].clause.id == "kings-castles.setup.factions"
    advice = answer.ask("what is the best strategy with four players", game="kings-castles", lang="en")
    assert advice.abstained and advice.about == "other"


def test_counted_numbers_in_kana_are_digits_as_the_corpus_writes_them():
    from referee.rules.search import fold

    assert fold("ひとつの地域にふたつ") == "1つの地域に2つ"
    assert fold("ふたりであそぶとき") == "2人であそぶとき"
    assert fold("一番多い") == "一番多い"  # no counter: "the most", not a number


def test_a_word_spelt_in_hiragana_is_read_as_the_corpus_spells_it():
    index = answer.searcher(("tigris",))
    assert index.spellings["たいる"] == "タイル" and index.spellings["りーだー"] == "リーダー"
    assert index.spellings["せんそう"] == "戦争" and index.spellings["しゅうらく"] == "集落"
    assert "ないと" not in index.spellings  # a word of its own in hiragana (置かないと)
    for hiragana, written in (("りーだーは川のマスに置ける?", "リーダーは川のマスに置ける?"),
                              ("たいるは何枚引く?", "タイルは何枚引く?"),
                              ("せんそうのときうらがえしたタイルは数える?", "戦争のとき裏返したタイルは数える?")):
        assert [h.clause.id for h in index.search(hiragana, "ja", limit=3)] == \
            [h.clause.id for h in index.search(written, "ja", limit=3)]


def test_a_long_vowel_mark_alone_is_no_word():
    # りーだー (a loanword typed in hiragana) left ー ー, which the game model weighed as Lancaster's:
    # りーだーはどこにおけるの? went to Lancaster's voting markers
    from referee.rules.search import tokens

    assert tokens("りーだーはどこ", "ja") == [] and tokens("リーダー", "ja") == ["リー", "ーダ", "ダー"]
    assert answer.ask("りーだーはどこにおけるの?", lang="ja").best.game == "tigris"


def test_the_readings_are_of_words_the_corpus_writes():
    """referee/data/readings.toml is written from the corpus by tools/readings.py: every word it reads
    is a word of that game's Japanese (a word the corpus no longer holds means the file is stale)."""
    import tomllib

    tables = tomllib.loads(answer.READINGS.read_text(encoding="utf-8"))
    assert set(tables) == set(corpus.games_with_corpus())
    for game, table in tables.items():
        index = answer.searcher((game,))
        text = "\n".join(t for c in index.clauses for t in (c.title("ja"), c.text("ja"), *c.keywords("ja"),
                                                             *c.questions("ja")))
        text += "\n".join(n for t in answer.game_terms(game) for n in (t.ja, *t.aliases_ja))
        missing = [w for w in table.values() if w not in text]
        assert not missing, f"{game}: readings of words the corpus no longer writes: {missing[:5]}"
        assert all(len(r) >= 3 and all("\u3041" <= ch <= "\u3096" or ch == "ー" for ch in r) for r in table)


def test_a_term_named_twice_in_a_question_is_one_concept():
    index = answer.searcher(("tigris",))
    question = index.thesaurus.as_read("財宝を置く場所ってどこ?")
    places = [c for c in index.concepts(question, "ja") if any("場所" in toks for _w, toks in c)]
    assert len(places) == 1


def test_a_term_the_question_names_counts_only_where_its_whole_name_is_found():
    from referee.rules.search import Named, _best_alternative

    postings = {"外部": {0: 1.0}, "部紛": {0: 1.0, 1: 1.0}, "紛争": {0: 1.0, 1: 1.0}}
    war = [(1.0, ["外部", "部紛", "紛争"])]
    assert _best_alternative(war, postings.get) == {0: 3.0, 1: 2.0}  # an ordinary word: in part
    assert _best_alternative(Named(war), postings.get) == {0: 3.0}  # 内部紛争 (1) is not 外部紛争
    index = answer.searcher(("tigris",))
    assert index.search("外部紛争に勝ったら何点?", "ja")[0].clause.id == "tigris.war.outcome"


def test_a_place_no_clause_names_is_read_as_its_kind():
    # York is a region of Kings & Castles ([kind.kings-castles]); the clauses about attacking say 地域
    index = answer.searcher(("kings-castles",))
    concepts = index.concepts(index.thesaurus.as_read("ヨークを攻撃できる?"), "ja")
    assert any((0.3, ["地域"]) in c for c in concepts)
    assert index.search("can I attack York?", "en")[0].clause.id.startswith("kings-castles.attack.")


def test_clauses_that_answer_nearly_as_well_are_listed_after_the_answer():
    from referee.rules.answer import CLOSE

    question = "bag's empty and I still need to draw 3 more. now what?"
    result = answer.ask(question, game="kings-castles")
    top = result.hits[0].score
    assert result.close and all(h.score >= CLOSE * top and h.clause.game == "kings-castles" for h in result.close)
    assert all(h.clause.id not in result.best.see_also for h in result.close)
    assert [h.clause.id for h in result.hits[1:3] if h.score >= CLOSE * top
            and h.clause.id not in result.best.see_also] == [h.clause.id for h in result.close]
    data = json.loads(_run("ask", "--game", "kings-castles", question, "--json").output)
    assert [c["id"] for c in data["close"]] == [h.clause.id for h in result.close]
    text = _run("--lang", "en", "ask", "--game", "kings-castles", question).output
    assert "Close to the question too:" in text and all(f"[{h.clause.id}]" in text for h in result.close)
    # a clear answer has none, and a declined question none
    assert answer.ask("how many tiles are in the bag at the start?", game="tigris").close == []
    assert answer.ask("what's the best pizza topping?", game="tigris").close == []


def test_a_trial_when_no_player_is_to_act_says_so_without_a_placeholder():
    """Carolingi between two draws: nobody's turn; the trial says so (it printed 'None is to play')."""
    for lang, question, said in (("en", "can Chie battle in Hessen?", "no player is to act now"),
                                 ("ja", "ChieはHessenで戦闘できますか", "だれの手番でもありません")):
        t = Table("new carolingi Aki Ben Chie", lang=lang)
        text = t.session.execute(f"ask {question}").text
        assert said in text and "None" not in text


def test_ask_in_a_game_answers_in_the_language_the_table_chose():
    # `referee --lang ja run` and `lang ja` choose the language, as `referee --lang ja ask` does; a language
    # only guessed (from LANG) leaves the answer in the question's (found by a hostile-input trial)
    from referee.session import Session

    chosen = Session(lang="ja", lang_chosen=True)
    chosen.execute("new tigris Aki Ben")
    assert "見つかりませんでした" in chosen.execute("ask zzqx").text
    assert "リーダー駒" in chosen.execute("ask can a leader go on a river square").text
    guessed = Session(lang="ja")
    guessed.execute("new tigris Aki Ben")
    assert "No leader on a river" in guessed.execute("ask can a leader go on a river square").text
    guessed.execute("lang ja")
    assert "リーダー駒" in guessed.execute("ask can a leader go on a river square").text


def test_at_a_kings_and_castles_table_lancaster_is_first_the_town():
    """ランカスターは何点? at a Kings & Castles table asks the town's value (it was answered from the
    Lancaster game's final scoring); the Lancaster game's own words still take a question there."""
    t = Table("new kings-castles 明 紅 蒼", lang="ja")
    for question in ("ランカスターは何点?", "ランカスターの価値は?", "how many points is Lancaster worth?"):
        assert _ask(t, question).data["games"] == ["kings-castles"], question
    assert _ask(t, "ランカスターで投票が同数なら?").data["answer"] == "lancaster.vote.count"


def test_enemy_units_invade_through_a_banner_not_a_port():
    """Rulebook 1.3 and 5.6: the banner shows where the enemy may invade a country, the port and the
    portcullis where the king does. 敵のユニットはどこから侵攻できる? went to the port clause."""
    for question in ("敵のユニットはどこから侵攻できる?", "敵はどこから攻め込める?",
                     "where can enemy units invade from?", "where can the enemy invade?"):
        assert answer.ask(question, game="kings-castles").best.id == "kings-castles.attack.banner", question
    # the king's own invasion stays the port's
    for question in ("どこから侵攻できる?", "敵しかいない国にはどこから侵攻する?", "where can I invade a country held by enemies?"):
        assert answer.ask(question, game="kings-castles").best.id == "kings-castles.attack.invasion", question


def test_now_before_a_word_is_no_part_of_the_question():
    """今課税できる? was declined: 今課, the seam of 今 and 課税, is a bigram no clause holds. 今 alone is a
    filler ([filler] ja) and a seam next to a term is no concept (Searcher._seam)."""
    index = answer.searcher(("kings-castles",))
    assert not any(["今課"] in [toks for _w, toks in c] for c in index.concepts("今課税できる?", "ja"))
    for question in ("今課税できる?", "今は課税できますか?", "今、課税してもいい?"):
        result = answer.ask(question, game="kings-castles")
        assert not result.abstained, question
        assert result.best.id in ("kings-castles.tax.once", "kings-castles.turn.order"), question
    # a seam that a clause holds stays a word (今年 in Carolingi), and a question of no rule is still declined
    assert index.concepts("今日の天気は?", "ja") == [[(1.0, ["今日"])], [(1.0, ["天気"])]]
    assert answer.ask("今日の天気は?", game="kings-castles").abstained


def test_how_often_the_hunger_card_comes_is_the_year_change():
    """Rulebook 3.4: in the basic game one hunger card is shuffled in, at the change from 830 to 831."""
    for question in ("飢餓カードは何回出る?", "飢餓は何度くる?", "how often is there a famine?"):
        assert answer.ask(question, game="carolingi").best.id == "carolingi.year.change", question


def test_ask_in_a_game_ranks_the_clauses_of_its_options_first():
    """最終課税はいくら? in a full game (length=full, the default) gave the short game's final taxation
    first: a clause says the option value it holds for (option = "length=short"), and `ask` in a game
    ranks a clause of another value lower, unless the question names that value."""
    question = "最終課税はいくら?"
    for length, first, second in (("full", "tax.final", "tax.final-short"), ("short", "tax.final-short", "tax.final")):
        t = Table(f"new kings-castles A B C --option length={length}", lang="ja")
        result = answer.ask(question, session=t.session)
        ids = [h.clause.id for h in result.hits]
        assert ids[0] == f"kings-castles.{first}", (length, ids)
        assert ids.index(f"kings-castles.{second}") > 0
        assert _ask(t, question).data["answer"] == f"kings-castles.{first}"
        # the question names the other value: that value's clause
        other = "short" if length == "full" else "full"
        named = {"short": "短縮版の最終課税はいくら?", "full": "完全版の最終課税はいくら?"}[other]
        assert answer.ask(named, session=t.session).best.id == f"kings-castles.tax.final{'-short' * (other == 'short')}"
    # outside a game, the question is read in the game the rulebook's main text describes (the full
    # game, Corpus.options): the same answer as in a game played with the defaults, named or not
    default = Table("new kings-castles A B C", lang="ja")
    assert answer.ask(question, game="kings-castles").best.id == "kings-castles.tax.final"
    assert answer.ask(question, session=default.session).best.id == "kings-castles.tax.final"
    assert answer.ask("王と城の" + question).best.id == "kings-castles.tax.final"
    assert answer.ask(question).best.id == "kings-castles.tax.final"  # the game not named
    assert answer.ask("短縮版の最終課税はいくら?", game="kings-castles").best.id == "kings-castles.tax.final-short"
    # the short game in other words (the glossary's aliases of 短縮版), and a question naming both games
    for named in ("短縮ルールだと最後の課税は倍になりますか", "短いゲームの最終課税も2倍ですか?",
                  "in the short game, is the final tax doubled?",
                  "短縮版の最終課税では、完全版と同じく町の額面の倍額を受け取るのか、それとも額面のみか。"):
        assert answer.ask(named, game="kings-castles").best.id == "kings-castles.tax.final-short", named
    # the decision to abstain is taken as without options
    t = Table("new kings-castles A B C", lang="ja")
    assert answer.ask("zzqx", session=t.session).abstained


def test_a_clause_option_names_an_option_value_of_its_game():
    from referee import games as games_mod

    seen = 0
    for game in corpus.games_with_corpus():
        spec = games_mod.load(game)
        for c in corpus.load(game).clauses:
            if c.option:
                key, _sep, value = c.option.partition("=")
                assert value in spec.options.get(key, ()), c.id
                # and the glossary names the value, so that a question can name it (短縮版)
                assert spec.glossary.get("word", value) is not None, c.id
                seen += 1
                # outside a game, the option is read as the rulebook's main text has it: the game's default
                assert corpus.load(game).options[key] == spec.options[key][0], c.id
    assert seen >= 2
    assert corpus.validate({"meta": {"game": "x", "title_en": "X", "title_ja": "X"}, "areas": {"a": {"en": "A", "ja": "A"}},
                            "clause": [{"id": "x.a.b", "title_en": "t", "title_ja": "t", "en": "e", "ja": "j",
                                        "source": "s", "provenance": "rulebook", "option": "length short"}]}) == \
        ["clause x.a.b: option must be KEY=VALUE (length=short)"]
    assert corpus.validate({"meta": {"game": "x", "title_en": "X", "title_ja": "X", "options": {"length": "a b"}},
                            "areas": {"a": {"en": "A", "ja": "A"}},
                            "clause": [{"id": "x.a.b", "title_en": "t", "title_ja": "t", "en": "e", "ja": "j",
                                        "source": "s", "provenance": "rulebook"}]}) == \
        ['[meta] options must map each option to its value (length = "full")']
