"""Kings & Castles, a third audit against the rulebook: situations a judge would type (`new`, `put`
lines from scratch, then play to the end of the effect), each outcome decided from the rulebook before
running it. Spent on what the earlier audits left unpinned: the bag running out (5.7), the last reign
and the final count, William I's Rouen, two rules meeting in one attack, and the Japanese words of the
rulebook for the pieces and actions."""

from __future__ import annotations

from conftest import Table


def judge(*lines: str, lang: str = "en") -> Table:
    """A four-player game set up by hand: the lines a judge types after `new`."""
    t = Table(lang=lang)
    t.ok("new kings-castles Aki Ben Chie Dai")
    for line in lines:
        t.ok(line)
    return t


def bag_of(t: Table, keep: dict[str, int]) -> None:
    """Every counter of the bag onto the destroyed pile but the ones to keep (set-up by `put destroyed`)."""
    for counter, n in list(t.state.bag.items()):
        t.ok(f"put destroyed {counter} {n - keep.get(counter, 0)}")
    assert t.state.bag == keep


# --- 5.7: "when every counter has been drawn from the bag, the destroyed pile goes back into it" -------

def test_kings_castles_bag_refill_as_soon_as_the_last_counter_is_drawn():
    # William II part 1 (box 2, bonus III): turquoise's household is empty and the bag holds three
    # mercenaries; the bonus draws all three. The bag is then empty: the destroyed pile goes back in at
    # once, so a unit destroyed later in the turn lies in the pile, not in the bag.
    t = judge("put crown 2 turquoise", "put unit london enemy-archer", "put array turquoise turquoise-man",
              "put household turquoise knight 0", "put household turquoise man 0", "put household turquoise archer 0",
              "put reign 2")
    bag_of(t, {"merc-1": 3})
    pile = sum(t.state.destroyed.values())
    for _k in range(3):
        t.ok("draw merc-1")
    shown = t.show()
    assert (shown["bag"], shown["destroyed"]) == (pile, 0)
    # England is all enemy: London (anchor) is invaded; its enemy archer goes to the (new) pile
    t.ok("attack london turquoise-man")
    shown = t.show()
    assert (shown["bag"], shown["destroyed"]) == (pile, 1)
    assert t.state.destroyed == {"enemy-archer": 1}


def test_kings_castles_bag_refill_in_the_middle_of_a_draw_then_the_draw_goes_on():
    # The bag holds one castle, every other counter lies on the destroyed pile; the bonus (III) is owed
    # from the bag. The castle comes out, the pile goes in, and the two other counters are drawn from it.
    t = judge("put crown 2 turquoise", "put household turquoise knight 0", "put household turquoise man 0",
              "put household turquoise archer 0", "put reign 2")
    bag_of(t, {"castle-1": 1})
    pile = dict(t.state.destroyed)
    t.ok("draw castle-1")
    assert t.state.bag == pile and not t.state.destroyed and t.state.pending["left"] == 2
    t.ok("draw enemy-knight")
    t.ok("draw merc-3")
    assert t.state.arrays["turquoise"] == ["enemy-knight", "merc-3", "castle-1"]
    assert t.state.pending is None and t.state.phase == "attack"


# --- the worked example typed in the rulebook's Japanese words ------------------------------------------

def _richard_ii_position(lang: str) -> Table:
    from pathlib import Path

    t = Table(lang=lang)
    script = Path(__file__).parent.parent / "scenarios" / "kings-castles" / "richard-ii.txt"
    for line in script.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            t.ok(line)
        if line.startswith("put reign"):
            return t
    raise AssertionError("the scenario sets up no reign")


def test_kings_castles_attack_stay_the_worked_example_in_the_rulebooks_japanese_words():
    # プレイの例 (Richard II, blue): every piece as the rulebook writes it, the mercenary as
    # "3本太矢の傭兵" and the castles as 大きな城 / 小さな城.
    t = _richard_ii_position("ja")
    for line in ("一族郎党 騎士", "引く 大きな城",
                 "攻撃 ゴールウェイ 青の騎士", "攻撃 デリー 緑の騎士 緑の騎士",
                 "攻撃 ダブリン 青の装甲兵 3本太矢の傭兵", "攻撃 デリー 敵の装甲兵 敵の装甲兵",
                 "攻撃 デリー 青の騎士", "攻撃 ランカスター ターコイズの騎士",
                 "築城 大きな城 ダブリン", "課税"):
        t.ok(line)
    s = t.state
    assert {r: s.units[r] for r in ("galway", "derry", "dublin", "lancaster")} == {
        "galway": "blue-knight", "derry": "blue-knight", "dublin": "blue-man", "lancaster": "turquoise-knight"}
    assert s.castles["dublin"] == 3
    # 5.3 / 6: the 3-bolt mercenary is destroyed though it was the larger counter; the small castle with Dublin
    assert s.destroyed["merc-3"] == 1 and s.destroyed["castle-1"] == 1
    # 8.1: Dublin 2 + Galway 1 + Derry 1 = 4, doubled to 8 for the king
    assert s.money["blue"] == 8 and s.tax_left["blue"] == 1
    assert len(s.arrays["blue"]) == 2  # eight to draw at the refill


def test_kings_castles_attack_array_mercenaries_and_castles_named_with_their_number_in_words():
    t = _richard_ii_position("ja")
    t.ok("一族郎党 騎士")
    t.ok("引く 三本太矢の傭兵" if t.state.bag.get("merc-3") else "引く 傭兵-3")
    assert t.state.arrays["blue"].count("merc-3") == 2
    t.ok("攻撃 ゴールウェイ 青の騎士")
    t.ok("攻撃 デリー 緑の騎士 緑の騎士")
    t.ok("攻撃 ダブリン 青の装甲兵 傭兵(3)")
    t.error("攻撃 デリー 敵の装甲兵 33本の傭兵")  # not a number of bolts: unusable, not a ruling


def test_kings_castles_attack_one_colour_counters_typed_with_their_number_as_the_example_table_does():
    # The example's table: "緑の騎士2個(6ポイント)", "敵の装甲兵2個(計4ポイント)"; the log keeps each counter.
    t = _richard_ii_position("ja")
    t.ok("一族郎党 騎士")
    t.ok("引く 大きな城")
    t.ok("攻撃 ゴールウェイ 青の騎士")
    t.ok("攻撃 デリー 緑の騎士2個")
    t.ok("攻撃 ダブリン 青の装甲兵 3本太矢の傭兵1個")
    t.ok("攻撃 デリー 敵の装甲兵×2")
    assert t.state.units["derry"] == "enemy-man" and t.state.destroyed["green-knight"] == 3  # Dublin's and both of Derry's
    log = t.session.log
    assert "attack derry green-knight green-knight" in log and "attack derry enemy-man enemy-man" in log
    assert "攻撃 デリー 緑-騎士 緑-騎士" in t.ok("history").text  # shown in the table's words
    t.error("引く 緑の騎士2個")  # one counter is drawn at a time
    t.rejected("attack derry blue-knight*2", "kings-castles.attack.array")  # one blue knight is left


# --- 2 (11): William I begins by putting one unit in Rouen, without an attack ----------------------------

def test_kings_castles_turn_rouen_a_unit_of_the_kings_colour_then_england_is_invaded():
    t = judge("put unit london enemy-knight", "put unit canterbury enemy-archer", "put unit calais enemy-man",
              "put crown 1 green", "put array green green-man green-archer blue-knight merc-2 enemy-man",
              "put reign 1")
    t.ok("household knight 4")  # bonus IV, from the household before the bag
    assert t.state.pending["kind"] == "rouen"
    # any unit of the array may go (1.2: units are every colour's, the enemy's too), his own first
    assert t.state.pending["units"][:3] == ["green-archer", "green-knight", "green-man"]
    assert {"blue-knight", "enemy-man"} <= set(t.state.pending["units"])
    t.rejected("attack canterbury green-man", "kings-castles.turn.pending")  # Rouen comes first
    reply = t.rejected("rouen turquoise-knight", "kings-castles.turn.rouen")
    assert "not in the array of green" in reply.text
    t.ok("rouen knight")  # a bare type: the king's own colour
    assert t.state.units["rouen"] == "green-knight" and t.state.destroyed == {}
    # England is all enemy: a port first (Canterbury's anchor), then on from the new foothold
    t.ok("attack canterbury green-man")
    t.ok("attack london green-knight green-archer")
    # France, the other country, is contested: Calais borders green's Rouen, any colour may use it
    t.ok("attack calais blue-knight")
    assert t.state.other == "france"
    assert {r: t.state.units[r] for r in ("rouen", "canterbury", "london", "calais")} == {
        "rouen": "green-knight", "canterbury": "green-man", "london": "green-knight", "calais": "blue-knight"}


# --- two rules in one line: enemies with a mercenary against a castle, then the taxation ---------------

def test_kings_castles_castle_destroyed_by_enemy_units_and_the_taxation_that_follows():
    # Edward I part 2 (box 14, Scotland), blue king. Green holds Edinburgh (2) behind a 2-point castle:
    # defence 3 + 2 = 5. Enemy units of the array attack it from next to the enemy in Stirling (5.5):
    # knight + man-at-arms + 1-bolt mercenary = 6 > 5, and nothing is surplus (without the mercenary
    # 5 does not beat 5). The enemy knight stays; castle, green knight, man-at-arms and mercenary are destroyed.
    t = judge("put unit edinburgh green-knight", "put castle edinburgh 2", "put unit stirling enemy-archer",
              "put unit dumfries enemy-man", "put unit perth green-archer", "put unit london blue-knight",
              "put crown 14 blue", "put array blue enemy-knight enemy-man merc-1 enemy-knight", "put reign 14",
              "household knight 3")
    t.rejected("attack edinburgh enemy-knight enemy-knight merc-1", "kings-castles.attack.surplus")
    t.rejected("attack edinburgh enemy-knight enemy-man", "kings-castles.attack.exceed")
    t.ok("attack edinburgh enemy-knight enemy-man merc-1")
    s = t.state
    assert s.units["edinburgh"] == "enemy-knight" and "edinburgh" not in s.castles
    assert s.destroyed == {"castle-2": 1, "green-knight": 1, "enemy-man": 1, "merc-1": 1}
    # 5.5: enemy units attack only regions held by king's or barons' units, never the enemy's own
    t.rejected("attack stirling enemy-knight", "kings-castles.attack.own")
    t.ok("tax")  # 8.1: green now holds Perth only (1); blue London 3, doubled
    assert t.state.money == {"green": 1, "blue": 6, "turquoise": 0, "plum": 0}


def test_kings_castles_castle_array_and_units_named_as_a_table_says_them():
    # 1.2 / the example: "small castle", "large castle"; colours as adjectives (青い, 緑色の)
    t = judge("put crown 18 blue", "put array blue blue-knight small-castle", "put array blue 緑色の騎士",
              "put array blue 青い装甲兵 teal-knight", "put reign 18", "household knight", "draw large-castle")
    assert t.state.arrays["blue"] == ["blue-knight", "blue-knight", "blue-man", "green-knight", "turquoise-knight",
                                      "castle-3", "castle-1"]
    t.ok("castle large-castle dublin")
    t.ok("castle 小さな城 galway")
    assert t.state.castles == {"dublin": 3, "galway": 1}


def test_kings_castles_setup_factions_short_game_chosen_in_japanese_words():
    # 9.3: the short game (短縮版) typed in the rulebook's word: two taxation markers, three crowns each,
    # households of 3/3/3, the chart's first twelve boxes
    t = Table(lang="ja")
    t.ok("new kings-castles Aki Ben Chie Dai --option length=短縮版")
    s = t.state
    assert s.length == "short" and s.last_box == 12
    assert s.tax_left["green"] == 2 and s.crowns_left["green"] == 3
    assert s.households["green"] == {"knight": 3, "man": 3, "archer": 3}
    t.error("new kings-castles Aki Ben --option length=中編")


def test_kings_castles_draw_count_household_units_counted_in_japanese():
    # 4.2 (1): William II part 1's bonus (III) from the household, typed as a table says it
    t = judge("put crown 2 green", "put reign 2", lang="ja")
    t.ok("一族郎党 装甲兵 2個")
    t.ok("一族郎党 騎士 一つ")
    assert t.state.arrays["green"] == ["green-knight", "green-man", "green-man"]
    assert t.state.households["green"] == {"knight": 3, "man": 2, "archer": 4}
    # the same counts in the set-up lines
    t.ok("設定 一族郎党 青 騎士 1個")
    t.ok("設定 課税 青 2個")
    assert t.state.households["blue"]["knight"] == 1 and t.state.tax_left["blue"] == 2



# --- the last reign: Richard III's turn is played out (4.2 (5) refill), then the final count (8.3) -----

def test_kings_castles_tax_final_after_richard_iiis_whole_turn():
    t = judge("put unit london green-knight", "put unit york blue-man", "put unit dublin plum-archer",
              "put unit calais enemy-knight", "put crown 24 green", "put reign 24", "household knight 2")
    t.ok("tax")  # 8.1: green London 3, doubled; blue York 2; plum Dublin 2; the enemy's Calais pays no one
    assert t.state.money == {"green": 6, "blue": 2, "turquoise": 0, "plum": 2}
    t.ok("end")
    # the final count ends the game at once; the last refill may still be typed (it changes no money)
    assert t.state.over and t.state.pending["why"] == "refill" and t.state.pending["left"] == 8
    for line in ("household man 4", "household knight 2", "household archer 2"):
        t.ok(line)
    # 8.3: everyone doubles their towns on top of Richard III's taxation
    assert t.state.over and t.state.money == {"green": 12, "blue": 6, "turquoise": 0, "plum": 6}
    score = t.score()
    assert score["final"] and score["winners"] == ["Aki"] and score["ranking"][0]["score"] == 12
    t.rejected("tax", "kings-castles.turn.game-over")


def test_an_attack_typed_without_spaces_splits_each_counter_written_colour_no_unit():
    """A Japanese line without spaces is read when it splits one way: 緑の騎士 is one piece, so an attack
    naming two counters splits too (it asked for the spaced form)."""
    t = _richard_ii_position("ja")
    t.ok("一族郎党 騎士")
    t.ok("引く 大きな城")
    t.ok("攻撃デリー緑の騎士緑の騎士")
    assert t.session.log[-1] == "attack derry green-knight green-knight"
