"""The command language as the documents write it (COMMANDS.md, the README, the man page), checked for
Carolingi and Kings & Castles: every name the doc admits reads, and a count beyond the rules' bounds is a
rules refusal (exit status 1, with the rule id), never unusable input (exit status 2)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from carolingi_helpers import clear_rebels, country, table
from conftest import Table
from referee.cli import build


def run_script(tmp_path, *lines: str):
    script = tmp_path / "game.txt"
    script.write_text("\n".join([*lines, ""]), encoding="utf-8")
    return CliRunner().invoke(build(), ["--lang", "en", "run", str(script)])


# --- Carolingi: countries as the Japanese rulebook writes them (README: "as the Japanese rulebook writes them")

def test_the_rulebooks_forest_countries_read_with_their_word_for_country():
    """Rulebook 2.2.3 names the forests of a two-player game ベリー国、フランドール国、ノルダルビンゲン国 and a
    four-player one's ガスコーニュ地方: each names the country, as set-up lines and actions read it."""
    t = table("Aki Ben Chie Dai")
    for name, cid in (("ベリー国", "berry"), ("フランドール国", "flandern"), ("ノルダルビンゲン国", "nordalbingien"),
                      ("ガスコーニュ地方", "gascogne")):
        t.ok(f"put followers {name} Aki 1")
        assert country(t, cid)["followers"] == {"Aki": 1}, name
    assert "Berry" in t.ok("show ベリー国").text


def test_a_name_ending_in_koku_of_its_own_still_names_its_country():
    t = table("Aki Ben Chie")
    clear_rebels(t, "ブルゴーニュ公国")
    t.ok("put followers ブルゴーニュ公国 Aki 2")
    assert country(t, "duche-de-bourgogne")["followers"] == {"Aki": 2}
    t.error("put rebels 国 1")  # the word alone names nothing


def test_an_edge_country_with_the_word_for_country_is_refused_by_the_rule_that_keeps_it_out():
    table("Aki Ben").rejected("put rebels ナバラ国 1", "carolingi.map.in-play")


# --- Carolingi: counts beyond the rules' bounds are rules refusals ----------------------------------------------

def test_a_levy_beyond_what_any_board_holds_is_refused_by_the_levy_rule(tmp_path):
    """5.3: the levy moves followers the board holds; `levy 100` and `levy -1` are refused by
    carolingi.levy.spend (exit 1), as `levy 99` already was."""
    t = table("Aki Ben", "draw levy Aki")
    for line in ("levy 100", "levy -1", "levy 3 100", "levy 3 0 -2"):
        t.rejected(line, "carolingi.levy.spend")
    result = run_script(tmp_path, "new carolingi Aki Ben", "draw levy Aki", "levy 100")
    assert result.exit_code == 1 and "carolingi.levy.spend" in result.output


def test_a_negative_count_after_a_country_is_refused_by_the_actions_rule(tmp_path):
    """`develop COUNTRY [N]...`, `influence cards COUNTRY [N]...`, `move FROM TO [N]...`: a count below 1 is
    refused by the action's rule, as 0 is, and not read as a country's name."""
    t = table("Aki Ben")
    clear_rebels(t, "Hessen")
    t.ok("put followers Aki Hessen 3")
    t.ok("draw develop Aki")
    t.rejected("develop Hessen -1", "carolingi.develop.counters")
    t.ok("develop Hessen 2")
    t = table("Aki Ben", "draw influence Aki")
    t.rejected("influence cards Westfalen -1", "carolingi.influence.cards")
    t = table("Aki Ben", "draw move Ben")
    t.rejected("move Ostfalen Westfalen -2", "carolingi.move.step")
    result = run_script(tmp_path, "new carolingi Aki Ben", "draw move Ben", "move Ostfalen Westfalen -2")
    assert result.exit_code == 1 and "carolingi.move.step" in result.output


def test_a_count_below_1_is_quoted_as_typed_and_never_hidden_in_a_sum():
    """carolingi.move.step, carolingi.develop.counters: the refusal of a group's count quotes the number
    typed (trial finding: 'move Normandie Anjou -1' said 'FROM TO 0 moves none'); a count below 1 is
    refused even when the same group was written twice and the sum would be 1 or more (the counts were
    summed first: 'move Normandie Anjou 2 Normandie Anjou -1' moved one follower)."""
    t = table("Aki Ben", "draw move Aki")
    for n in ("-1", "0"):
        reply = t.rejected(f"move Normandie Anjou {n}", "carolingi.move.step")
        assert f"at least 1 follower, not {n} (from Normandie to Anjou)" in " ".join(reply.text.split())
    t.rejected("move Normandie Anjou 2 Normandie Anjou -1", "carolingi.move.step")
    ja = Table("new carolingi Aki Ben", "draw move Aki", lang="ja")
    reply = ja.rejected("移動 ノルマンディー アンジュー -1", "carolingi.move.step")
    assert "ノルマンディーからアンジューへ-1体は移動できません" in reply.text
    t = table("Aki Ben")
    clear_rebels(t, "Hessen")
    t.ok("put followers Aki Hessen 3")
    t.ok("draw develop Aki")
    t.rejected("develop Hessen 2 Hessen -1", "carolingi.develop.counters")


@pytest.mark.parametrize("line", ["move Normandie", "move Normandie Anjou 1 Anjou", "move 2 Normandie Anjou",
                                  "move Normandie Anjou 1 2"])
def test_a_move_whose_words_form_no_groups_is_unusable_input(tmp_path, line):
    """COMMANDS.md: exit status 2 for input that is not a line of the language, as 'battle' alone or
    'levy 1 1 1 1' are; a move line whose words do not form FROM TO [N] groups is one, whatever the referee
    waits for (trial finding: it was a rules refusal, exit 1, [carolingi.move.step])."""
    t = table("Aki Ben", "draw move Aki")
    reply = t.error(line)
    assert "FROM TO [N]" in reply.text and "Usage: move FROM TO [N]..." in reply.text
    table("Aki Ben").error(line)  # no move awaited: still no line of the language
    ja = Table("new carolingi Aki Ben", "draw move Aki", lang="ja")
    reply = ja.error(line.replace("move", "移動"))
    assert "元 先 [数]" in reply.text and "使い方: 移動 元 先 [数]..." in reply.text
    result = run_script(tmp_path, "new carolingi Aki Ben", "draw move Aki", line)
    assert result.exit_code == 2 and "carolingi.move.step" not in result.output


@pytest.mark.parametrize("line", ["develop 2 Hessen", "develop Hessen 1 2", "influence cards 2 Westfalen"])
def test_a_count_before_its_country_is_unusable_input(line):
    """`develop COUNTRY [N]...`, `influence cards COUNTRY [N]...`: a number first, or two numbers in a row,
    is no line of the language (exit 2), as a malformed move group is; a count below 1 stays the rule's."""
    t = table("Aki Ben", "draw develop Aki" if line.startswith("develop") else "draw influence Aki")
    assert "COUNTRY [N]" in t.error(line).text


def test_an_action_tile_drawn_without_its_owner_is_unusable_input(tmp_path):
    """`draw TILE PLAYER`: only `draw event` names no one; `draw influence` alone is no line of the language
    (exit 2 with its usage, as every other missing word), not a rules refusal."""
    t = table("Aki Ben")
    assert "draw TILE PLAYER" in t.error("draw influence").text
    t.ok("draw influence Aki")
    result = run_script(tmp_path, "new carolingi Aki Ben", "draw battle")
    assert result.exit_code == 2 and "carolingi.season.draw" not in result.output
    assert "引く タイル プレイヤー" in Table("new carolingi Aki Ben", lang="ja").error("引く 影響").text


def test_put_bag_names_the_event_tiles_in_japanese_in_help():
    t = Table("new carolingi Aki Ben", lang="ja")
    text = t.ok("help put bag").text
    assert "設定 袋 プレイヤー|イベント 数" in text
    t.ok("設定 袋 イベント 1")
    assert t.show()["bag"]["events"] == 1


# --- Kings & Castles ----------------------------------------------------------------------------------------

def test_money_set_up_beyond_its_bounds_is_a_rules_refusal(tmp_path):
    """8.2: money is counted in markers and never negative: `put money COLOUR -1` is refused by
    kings-castles.tax.money (exit 1), not taken for a malformed line; beyond 9999 is the referee's own cap
    (exit 2), as Tigris's points and Lancaster's coins beyond 999."""
    t = Table("new kings-castles Aki Ben")
    t.rejected("put money green -1", "kings-castles.tax.money")
    assert "9999" in t.error("put money green 10000").text
    t.ok("put money green 9999")
    result = run_script(tmp_path, "new kings-castles Aki Ben", "put money green -1")
    assert result.exit_code == 1 and "kings-castles.tax.money" in result.output


def test_a_crown_taken_off_is_said_in_the_tables_language():
    t = Table("new kings-castles Aki Ben", "put crown 3 green", lang="ja")
    reply = t.ok("設定 王冠 3 なし")
    assert "なし" in reply.text and "none" not in reply.text
    assert "3" not in t.show()["crowns"]
    assert "none" in Table("new kings-castles Aki Ben", "put crown 3 green").ok("put crown 3 none").text


def test_the_archivum_card_reads_a_country_typed_as_loosely_as_every_other_country_word():
    """`card COUNTRY`, `put discard COUNTRY`: the country in any of its forms (README: hyphens or quotes when
    the name has spaces), as `put rebels` and `show` read it."""
    t = table("Aki Ben", "draw influence Aki", "influence home 1", "draw noaction Ben", "draw event")
    t.ok('card "Ile de France"')
    assert [c["country"] for c in t.show()["cards"]["neustrien"]][-1] == "ile-de-france"
    t = table("Aki Ben")
    t.ok("put discard ベリー国")
    t.ok('put discard "ANJOU"')
    assert t.show()["discard"] == ["berry", "anjou"]


def test_a_chart_box_reads_its_king_as_the_rulebook_writes_him():
    """README: boxes by number or by king. The rulebook's 'Henry III part 2' (2 (10) note; ヘンリーIII世パート2)
    names box 12 in any case and spacing; a king of two parts named without one names no box."""
    t = Table("new kings-castles Aki Ben")
    for line, box in (("put crown 'Henry III part 2' green", "12"), ("put crown 'william ii part 1' blue", "2"),
                      ("put crown 'ヘンリーIII世 パート2' plum", "12"), ("put crown 'Edward III (1)' turquoise", "16"),
                      ("put crown richard2 green", "18")):
        t.ok(line)
        assert box in t.show()["crowns"], line
    t.error("put crown 'Edward I' green")  # boxes 13 and 14


# --- why: "the derivation of the last ruling, step by step, with rule ids" (COMMANDS.md) ----------------------

def test_why_after_every_kings_and_castles_set_up_answer_names_its_rule():
    """An enemy drawn (2 (6)), the household before the bag and a bag draw (2 (9)), a crown (2 (10)), the unit
    in Rouen (2 (11)): `why` gives the rule each rests on instead of 'Nothing to explain yet'."""
    t = Table("new kings-castles Aki Ben")
    t.ok("enemy knight")
    assert "kings-castles.setup.enemies" in t.ok("why").text
    for n in range(30):
        t.ok(f"enemy {('man', 'archer', 'knight')[n % 3]}")
    for colour in ("green", "turquoise", "plum", "blue"):
        t.ok("household knight 4")
        assert "kings-castles.draw.household-first" in t.ok("why").text
        t.ok("household man 4")
        t.ok(f"draw {colour}-archer")
        assert "kings-castles.draw.bag" in t.ok("why").text
        t.ok(f"draw {colour}-archer")
    t.ok("crown 1")
    assert "kings-castles.crown.place" in t.ok("why").text


def test_why_after_a_carolingi_draw_names_the_draw_rule():
    t = table("Aki Ben", "draw influence Aki")
    assert "carolingi.season.draw" in t.ok("why").text


# --- fact KEY VALUE: the value's places named as show prints them ---------------------------------------------

def test_a_carolingi_fact_names_its_countries_and_region_in_any_of_their_names():
    """`fact country.ID.neighbours a,b,c` (README): the countries as the board prints them, in Japanese or
    loosely, read as their ids; a name that is no country is still unusable."""
    t = table("Aki Ben")
    t.ok("fact country.hessen.neighbours 'Westfalen, Île de France'")
    t.ok("fact country.hessen.region ザクセン")
    facts = t.state.table_facts
    assert facts["country.hessen.neighbours"] == ["westfalen", "ile-de-france"]
    assert facts["country.hessen.region"] == "sachsen"
    t.ok("fact country.hessen.neighbours ヴェストファーレン,オストファーレン")
    assert t.state.table_facts["country.hessen.neighbours"] == ["westfalen", "ostfalen"]
    t.error("fact country.hessen.neighbours Westfalen,Narnia")


def test_a_kings_and_castles_fact_names_its_regions_as_show_prints_them():
    t = Table("new kings-castles Aki Ben")
    t.ok("fact region.derry.adjacent Galway,Carrickfergus")
    t.ok("fact region.derry.country アイルランド")
    t.ok("fact region.derry.symbols Banner")
    facts = t.state.table_facts
    assert facts["region.derry.adjacent"] == ["galway", "carrickfergus"]
    assert facts["region.derry.country"] == "ireland" and facts["region.derry.symbols"] == ["banner"]
    t.error("fact region.derry.adjacent Galway,Atlantis")
