"""Lancaster: printed facts nobody has given hold the line instead of refusing it; the knight on an
extension tile is a ruling (lancaster.castle.extension-knight), not a fact; `help reveal law` shows
how a law card is typed.

A line that needs an unknown fact is accepted with a question (pending kind "fact"); `fact KEY VALUE`
on the next line records the fact and finishes the same line. A line that no value of the fact could
let through is refused at once.
"""

from __future__ import annotations

import tomllib
from dataclasses import replace

import tomli_w
from click.testing import CliRunner
from conftest import Table
from lancaster_helpers import CARDS, LAWS, PLAYERS3, game, holdings, kind, pending

from referee import facts as facts_mod
from referee.cli import build
from referee.games.lancaster.state import COUNTIES
from referee.render import width
from referee.session import Session

SET_UP = [f"new lancaster {PLAYERS3}", *(f"reveal conflict {c}" for c in CARDS), *(f"reveal law {law}" for law in LAWS),
          "extension 5", "extension 5", "extension 5"]


def fresh(lang: str = "en") -> Table:
    """Set up by the rules, with no county minimum typed in (only Gloucester's 3 is known)."""
    return Table(*SET_UP, lang=lang)


def knight_in(t: Table, county: str):
    return t.show()["counties"][county]["knight"]


# --- a line waits for the fact, then finishes --------------------------------------------------------------


def test_a_line_needing_an_unknown_fact_is_held_and_the_fact_finishes_it():
    """lancaster.facts.table"""
    t = fresh()
    reply = t.ok("knight 2 B 1")
    assert "county.B.minimum" in reply.text and "fact county.B.minimum N" in reply.text
    assert "1 to 4" in reply.text  # the range of facts.toml
    asked = pending(t)
    assert asked["kind"] == "fact" and asked["fact"] == "county.B.minimum"
    assert (asked["lo"], asked["hi"]) == (1, 4) and asked["line"] == "knight 2 B 1"
    assert knight_in(t, "B") is None and holdings(t, "Aki")["servants"] == 2  # nothing happened yet
    done = t.ok("fact county.B.minimum 2")
    assert "county.B.minimum = 2" in done.text and "Stafford" in done.text  # the fact, then the knight's event
    assert knight_in(t, "B") == {"player": "Aki", "strength": 2, "servants": 1}
    assert holdings(t, "Aki")["servants"] == 1
    assert pending(t) == {"kind": "place", "player": "Ben", "court": [1, 2]}
    assert t.session.log[-2:] == ["knight 2 B 1", "fact county.B.minimum 2"]
    assert t.show()["facts"]["county.B.minimum"] == {"value": 2, "provenance": "table"}


def test_a_script_answers_the_question_on_its_next_line(tmp_path):
    script = tmp_path / "game.txt"
    script.write_text("\n".join([*SET_UP, "knight 2 B 1", "fact county.B.minimum 2", ""]), encoding="utf-8")
    out = tmp_path / "game.toml"
    result = CliRunner().invoke(build(), ["--lang", "en", "run", str(script), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "fact county.B.minimum N" in " ".join(result.output.split())  # wrapped to 80 columns
    loaded = Table(f"load {out}")
    assert knight_in(loaded, "B") == {"player": "Aki", "strength": 2, "servants": 1}
    assert kind(loaded) == "place"


def test_a_script_that_stops_at_the_question_leaves_the_line_held(tmp_path):
    script = tmp_path / "game.txt"
    script.write_text("\n".join([*SET_UP, "knight 2 B 1", ""]), encoding="utf-8")
    out = tmp_path / "game.toml"
    result = CliRunner().invoke(build(), ["--lang", "en", "run", str(script), "-o", str(out)])
    assert result.exit_code == 0, result.output
    t = Table(f"load {out}", "fact county.B.minimum 1")
    assert knight_in(t, "B") == {"player": "Aki", "strength": 2, "servants": 1}


def test_the_fact_refusing_the_held_line_is_kept_and_the_line_refused():
    """The fact is true whatever the line: it stays; the line is refused by its rule and asked again."""
    t = fresh()
    t.ok("knight 1 C")
    reply = t.session.execute("fact county.C.minimum 3")
    assert reply.status == "rejected" and reply.rule == "lancaster.county.minimum"
    assert "county.C.minimum = 3" in reply.text and "lancaster.county.minimum" in reply.text
    assert t.show()["facts"]["county.C.minimum"] == {"value": 3, "provenance": "table"}
    assert pending(t) == {"kind": "place", "player": "Aki", "court": [1, 2]}
    assert knight_in(t, "C") is None
    t.ok("knight 1 A")  # A's minimum is still unknown: asked in turn
    t.ok("fact county.A.minimum 1")
    assert knight_in(t, "A") == {"player": "Aki", "strength": 1, "servants": 0}


def test_a_script_stops_with_exit_1_when_the_fact_refuses_the_held_line(tmp_path):
    script = tmp_path / "game.txt"
    script.write_text("\n".join([*SET_UP, "knight 1 C", "fact county.C.minimum 3", "knight 1 u1", ""]),
                      encoding="utf-8")
    out = tmp_path / "game.toml"
    result = CliRunner().invoke(build(), ["--lang", "en", "run", str(script), "-o", str(out)])
    assert result.exit_code == 1
    assert "lancaster.county.minimum" in result.output
    loaded = Session(lang="en")
    loaded.load(out)  # the fact line replays, though the line it completed was refused
    assert loaded.log[-2:] == ["knight 1 C", "fact county.C.minimum 3"]
    assert loaded.state.pending == {"kind": "place", "player": "Aki", "court": [1, 2]}


# --- refused at once when no value helps ---------------------------------------------------------------------


def test_a_line_illegal_whatever_the_fact_is_refused_at_once():
    t = fresh()
    # Aki has 2 servants: 5 are too many whatever B's minimum is.
    reply = t.rejected("knight 2 B 5", "lancaster.county.servants")
    assert "county.B.minimum" not in reply.text
    t.rejected("knight 3 B", "lancaster.place.court")  # no 3 in the court
    assert kind(t) == "place" and t.show()["facts"]["county.B.minimum"]["value"] is None


def test_a_line_only_some_values_allow_is_asked():
    t = fresh()
    t.ok("knight 1 E")  # allowed if E's minimum is 1, not if it is 2-4: ask
    assert kind(t) == "fact"


# --- while the fact is awaited -------------------------------------------------------------------------------


def test_while_a_fact_is_awaited_other_lines_are_refused_naming_it_and_session_commands_work():
    t = fresh()
    t.ok("knight 2 B 1")
    reply = t.rejected("knight 1 u1", "lancaster.turn.pending")
    assert "county.B.minimum" in reply.text and "knight 2 B 1" in reply.text
    t.rejected("vote Aki yes", "lancaster.turn.pending")
    shown = t.show()
    assert shown["pending"]["kind"] == "fact" and shown["pending"]["fact"] == "county.B.minimum"
    assert shown["active"] is None  # the table reads the board
    text = t.ok("show").text
    assert "fact county.B.minimum N" in " ".join(text.split())  # wrapped to 80 columns
    status = t.session.game.status(t.state)
    assert "county.B.minimum" in t.session.render(status.pending)  # the toolbar's words
    assert t.ok("history").text.splitlines()[-1].endswith("knight 2 B 1")
    t.error("fact county.B.minimum 7")  # outside 1-4: unusable, still waiting
    assert kind(t) == "fact"


def test_a_fact_for_another_key_is_noted_and_the_question_stays():
    t = fresh()
    t.ok("knight 2 B 1")
    reply = t.ok("fact county.C.minimum 2")
    assert "county.C.minimum = 2" in reply.text and "county.B.minimum" in reply.text
    assert pending(t)["fact"] == "county.B.minimum"
    t.ok("fact county.B.minimum 2")
    assert knight_in(t, "B")["strength"] == 2


def test_undo_takes_the_held_line_back():
    t = fresh()
    before = t.session.game.to_dict(t.state)
    t.ok("knight 2 B 1")
    t.ok("undo")
    assert t.session.game.to_dict(t.state) == before and kind(t) == "place"
    t.ok("knight 1 u1")  # the turn goes on as if the line had never been typed
    assert kind(t) in ("favour", "place")


def test_undo_after_the_fact_returns_to_the_question():
    t = fresh()
    t.ok("knight 2 B 1")
    held = t.session.game.to_dict(t.state)
    t.ok("fact county.B.minimum 2")
    t.ok("undo")
    assert t.session.game.to_dict(t.state) == held
    t.ok("redo")
    assert knight_in(t, "B")["strength"] == 2


def test_put_clears_the_question_as_it_clears_any_other():
    """lancaster.put.pending: a set-up line is accepted whatever is asked; the held line is dropped and
    the question asked again from the new position (the same rule as tigris.put.pending)."""
    t = fresh()
    t.ok("knight 2 B 1")
    said = t.ok("put coins Aki 5").text  # the held line is dropped, never silently
    assert said.startswith("'knight 2 B 1' waited for county.B.minimum") and "type it again" in said
    assert pending(t) == {"kind": "place", "player": "Aki", "court": [1, 2]}
    assert "'knight 2 B 1'" not in t.ok("put coins Aki 6").text  # said once, when it was dropped
    assert "[lancaster.put.pending]" in t.ok("why").text
    t.ok("put knight Aki 2 court")  # Aki's court changes: the question says so
    assert pending(t) == {"kind": "place", "player": "Aki", "court": [1, 2, 2]}


def test_a_save_with_a_held_line_round_trips(tmp_path):
    t = fresh()
    t.ok("knight 2 B 1")
    path = tmp_path / "held.toml"
    t.ok(f"save {path}")
    snapshot = tomllib.loads(path.read_text(encoding="utf-8"))["snapshot"]
    assert snapshot["pending"]["kind"] == "fact" and snapshot["pending"]["line"] == "knight 2 B 1"
    loaded = Table(f"load {path}")
    assert loaded.session.game.to_dict(loaded.state) == t.session.game.to_dict(t.state)
    assert loaded.session.log == t.session.log
    loaded.ok("fact county.B.minimum 2")
    t.ok("fact county.B.minimum 2")
    assert loaded.session.game.to_dict(loaded.state) == t.session.game.to_dict(t.state)


def test_a_held_line_in_japanese():
    t = fresh(lang="ja")
    reply = t.ok("騎士 2 B 1")
    # The line to type in the table's words, as `help` teaches it (事実 キー 値), and it is read.
    assert "事実 county.B.minimum N" in reply.text and "1〜4" in reply.text
    assert "fact" not in reply.text
    status = t.session.game.status(t.state)
    assert "事実 county.B.minimum N" in t.session.render(status.pending)  # show and the toolbar
    t.ok("事実 county.B.minimum 2")
    assert knight_in(t, "B")["strength"] == 2


def test_a_law_card_without_its_text_is_held_until_the_text_is_typed():
    """lancaster.facts.table: a catalog card whose text is not known waits for it, as a minimum does"""
    t = Table(f"new lancaster {PLAYERS3}", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1", lang="ja")
    reply = t.ok("公開 法律 buy-pp")
    assert '事実 law.buy-pp "..."' in reply.text
    assert pending(t)["kind"] == "fact" and pending(t)["fact"] == "law.buy-pp"
    assert t.show()["proposals"][0] is None  # nothing revealed yet
    t.ok('事実 law.buy-pp "pay coins 1 -> pp 5"')
    assert t.show()["proposals"][0] == "buy-pp" and pending(t)["kind"] == "reveal-law"
    t.session.execute("undo 2")  # or typed on the same line, as the card's text
    t.ok('公開 法律 buy-pp "pay coins 1 -> pp 5"')
    assert t.show()["proposals"][0] == "buy-pp"


# --- several facts for one line, asked one after another ----------------------------------------------------------


def _game_without(*keys: str) -> Table:
    """A game played with some facts unknown (as a save whose [facts] lacks them would be)."""
    facts = dict(facts_mod.shipped("lancaster"))
    for key in keys:
        facts[key] = replace(facts[key], value=None, provenance="unknown")
    t = Table()
    t.session.start("lancaster", PLAYERS3.split(), {})
    t.session._begin(t.session.game, t.session.players, {}, facts)
    for line in SET_UP[1:]:
        t.ok(line)
    for county in COUNTIES:
        if county != "D":
            t.ok(f"fact county.{county}.minimum 1")
    return t


def test_several_missing_facts_are_asked_one_after_another(tmp_path):
    t = _game_without("county.both-cost", "castle.lord-markers")
    t.ok("put knight Aki 3 G")
    t.ok("put coins Aki 5")
    t.ok("put phase counties")
    assert pending(t)["kind"] == "county" and pending(t)["county"] == "G"
    first = t.ok("choose both")
    assert pending(t)["fact"] == "county.both-cost" and "(N from 0 to 20)" in first.text
    second = t.ok("fact county.both-cost 3")
    assert pending(t)["fact"] == "castle.lord-markers" and "fact castle.lord-markers N" in second.text
    assert pending(t)["line"] == "choose both"
    t.ok("fact castle.lord-markers 1")
    assert holdings(t, "Aki")["pp"] == 6 and holdings(t, "Aki")["nobles"] == ["G"]
    assert holdings(t, "Aki")["coins"] == 2  # 5 less the 3 for both
    path = tmp_path / "two.toml"
    t.ok(f"save {path}")
    loaded = Table(f"load {path}")
    assert loaded.session.game.to_dict(loaded.state) == t.session.game.to_dict(t.state)


# --- castle.knight-on-extension: a ruling now ---------------------------------------------------------------------


def test_no_knight_on_a_castle_space_covered_by_ones_extension_tile():
    """lancaster.castle.extension-knight"""
    t = game(extensions=(2, 5, 5))
    reply = t.rejected("knight 1 s2", "lancaster.castle.extension-knight")
    assert "fact" not in reply.text  # nothing to type in: the referee rules it
    t.rejected("put knight Aki 1 s2", "lancaster.castle.extension-knight")
    t.ok("knight 1 s3")  # an uncovered space
    assert holdings(t, "Aki")["castle"] == {"s3": 1}
    t.ok("knight 1 s2")  # Ben's s2 has no tile of his (his is on s5)
    assert holdings(t, "Ben")["castle"] == {"s2": 1}


def test_a_tile_laid_under_a_standing_knight_pays_once():
    """lancaster.castle.extension-knight: the knight was there first (Northumberland in phase III)."""
    t = game()
    t.ok("put knight Aki 1 s4")  # servants 2
    t.ok("put knight Aki 2 A")  # Northumberland: an extension tile
    t.ok("put phase counties")
    t.ok("choose reward")
    t.ok("extension 4")
    assert holdings(t, "Aki")["servants"] == 2 + 2  # once, not twice
    assert "lancaster.castle.extension-knight" in t.ok("why").text


def test_the_old_fact_is_ignored_in_old_saves_and_lines(tmp_path):
    t = game()
    path = tmp_path / "old.toml"
    t.ok(f"save {path}")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    data["facts"]["castle.knight-on-extension"] = {"provenance": "table", "value": "pays-twice"}
    data["log"]["lines"].append("fact castle.knight-on-extension pays-twice")
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    loaded = Table(f"load {path}")
    assert loaded.session.game.to_dict(loaded.state) == t.session.game.to_dict(t.state)
    reply = loaded.ok("fact castle.knight-on-extension no")
    assert "lancaster.castle.extension-knight" in reply.text
    assert "castle.knight-on-extension" not in facts_mod.shipped("lancaster")


# --- help reveal law --------------------------------------------------------------------------------------------


def test_help_reveal_law_shows_the_format_and_an_example_in_80_columns():
    for lang in ("en", "ja"):
        t = Table("new lancaster Aki Ben Chie", lang=lang)
        text = t.ok("help reveal law").text
        assert ("reveal law new per 2 counties -> pp 3" if lang == "en" else "公開 法律 新規 ごとに 2 州 -> 権力点 3") in text
        assert "[CONDITION ->] REWARD" in text or "[条件 ->] 報酬" in text
        assert all(width(line) <= 80 for line in text.splitlines()[2:]), text


def test_the_examples_of_help_reveal_law_are_accepted():
    t = Table("new lancaster Aki Ben Chie")
    examples = [line.strip() for line in t.ok("help reveal law").text.splitlines()
                if line.strip().startswith("reveal law new ")]
    assert len(examples) == 3
    for line in [f"reveal conflict {c}" for c in CARDS] + examples:
        t.ok(line)
    # and the Japanese help's, typed at a Japanese table
    j = Table("new lancaster Aki Ben Chie", lang="ja")
    examples = [line.strip() for line in j.ok("help reveal law").text.splitlines()
                if line.strip().startswith("公開 法律 新規 ")]
    assert len(examples) == 4
    for line in [f"reveal conflict {c}" for c in CARDS] + examples[:3]:  # three laws are drawn a round
        j.ok(line)
    from referee.games.lancaster import legend

    assert legend.parse(examples[3].removeprefix("公開 法律 新規 ")).condition == ("most", "servants", 0)
    t = Table("new lancaster Aki Ben Chie", lang="ja")
    t.ok("reveal conflict 5 4-2-1")
    t.ok("reveal conflict 7 5-3-1")
    t.ok("reveal law new ごとに 2 州 -> 権力点 3")
    assert t.state.law_texts["new-1"] == "per 2 counties -> pp 3"


def test_an_unreadable_law_card_says_how_to_type_one():
    t = Table("new lancaster Aki Ben Chie", *(f"reveal conflict {c}" for c in CARDS))
    reply = t.error("reveal law new most bananas -> pp 3")
    assert "bananas" in reply.text and "reveal law new per 2 counties -> pp 3" in reply.text
    assert "help reveal law" in reply.text
    reply = t.rejected("reveal law new", "lancaster.law.legend")
    assert "help reveal law" in reply.text


def test_the_prompt_offers_the_awaited_fact_first():
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from referee.repl_complete import RefereeCompleter

    t = fresh()
    t.ok("knight 2 B 1")
    event = CompleteEvent(completion_requested=True)
    offered = [c.text for c in RefereeCompleter(t.session).get_completions(Document("fact "), event)]
    assert offered[0] == "county.B.minimum"


def test_reveal_law_without_its_arguments_points_to_its_help():
    t = Table("new lancaster Aki Ben Chie", *(f"reveal conflict {c}" for c in CARDS))
    reply = t.error("reveal law")
    assert "Usage: reveal law" in reply.text and "help reveal law" in reply.text


def test_ask_about_a_move_that_waits_for_a_printed_value_says_so():
    """An `ask` tried on a copy: a line held for a fact is neither accepted nor refused yet."""
    t = fresh()
    reply = t.ok("ask knight 1 C")
    assert "depends on a printed value nobody has typed yet" in reply.text and "would be accepted" not in reply.text
    assert "fact county.C.minimum N" in reply.text
    assert reply.data["trial"]["status"] == "held" and pending(t)["kind"] == "place"  # the game unchanged
    ja = fresh("ja")
    assert "まだ入力されていない印刷された値しだい" in ja.ok("ask ヨークに兵力1を置ける?").text
    t.ok("fact county.C.minimum 2")
    assert "would be rejected" in t.ok("ask knight 1 C").text  # now the rules decide


def test_a_fact_typed_against_the_rulebook_or_verified_sources_is_taken_with_a_note():
    """lancaster.facts.table: the table's copy is the truth, but a typo over a known value is said."""
    t = fresh()
    reply = t.ok("fact county.D.minimum 2")  # Gloucester's 3 is printed in the rulebook's sources
    assert "the verified value of county.D.minimum is 3; this game now uses 2" in reply.text
    assert "Note:" not in t.ok("fact county.B.minimum 2").text  # no source gives B's: nothing to say
    assert "Note:" not in t.ok("fact county.D.minimum 3").text  # the known value again
