"""Kings & Castles: findings of a held-out trial (stop 30), each worked out from the rulebook first.

- 9.1: a player of two sets places from them in turn, and the rulebook does not say which comes first:
  at his first crown of a selection he names either (crown BOX COLOUR); after that the one due.
- 2 (11), 1.2: William I puts 'one unit' in Rouen, and units are every colour's knights, men-at-arms
  and archers, the enemy's too: any unit of his array; none there, Rouen stays empty and it is said.
- Map corrections: `fact region.X.adjacent` names all of X's neighbours, so a border it leaves out is
  gone from both regions.
"""

from __future__ import annotations

from conftest import Table
from test_kings_castles_audit2 import enemies, settle
from test_kings_castles_audit3 import judge


def two_players() -> Table:
    """Aki (green, plum) and Ben (turquoise, blue) at the first king selection, Aki to place."""
    t = Table("new kings-castles Aki Ben")
    enemies(t)
    settle(t)
    assert t.state.pending["kind"] == "crown" and t.state.pending["colour"] == "green"
    return t


# --- 9.1: two sets in turn, either first ------------------------------------------------------------

def test_a_player_of_two_sets_may_begin_a_selection_with_either():
    t = two_players()
    assert "or of your other set" in t.ok("show").text
    t.ok("crown 1 plum")  # William I for plum: 9.1 only asks him to alternate
    assert t.state.crowns == {"1": "plum"} and t.state.pending["player"] == "Ben"
    t.ok("crown 3 blue")  # Ben too
    # Aki's next is green: he alternates, and naming plum again is refused with its rule
    assert t.state.pending["colour"] == "green"
    reply = t.rejected("crown 5 plum", "kings-castles.crown.place")
    assert "in turn" in reply.text
    t.ok("crown 5 green")
    assert t.state.pending["colour"] == "turquoise"
    t.ok("crown 7")
    for _ in range(4):
        t.ok(f"crown {t.state.pending['boxes'][0]}")
    # each player placed four, two of each set, alternating
    placed = [t.state.crowns[str(b)] for b in range(1, 9)]
    assert sorted(placed) == sorted(["green", "plum", "turquoise", "blue"] * 2)
    assert t.state.crowns["1"] == "plum" and t.state.crowns["5"] == "green"


def test_a_set_of_another_player_is_refused():
    t = two_players()
    t.rejected("crown 1 blue", "kings-castles.crown.place")
    t.ok("crown 1 green")  # the set asked, named: the same as crown 1


def test_the_set_named_decides_the_boxes_its_crown_may_take():
    # 9.1: if no box is away from both of his sets, then away from the set placed. Aki's green sits on
    # box 2 and plum on box 8 by hand; at his first crown of the selection the free boxes next to
    # neither are 4, 5 and 6 for either set, so both are offered those.
    t = two_players()
    t.ok("put crown 2 green")
    t.ok("put crown 8 plum")
    assert t.state.pending["boxes"] == [4, 5, 6]
    t.rejected("crown 7 plum", "kings-castles.crown.adjacent")
    t.ok("crown 4 plum")
    assert t.state.crowns["4"] == "plum"


def test_a_player_of_one_set_cannot_name_another():
    t = judge()
    enemies(t)
    settle(t)
    t.rejected("crown 1 plum", "kings-castles.crown.place")
    assert "or of your other set" not in t.ok("show").text


# --- 2 (11), 1.2: William I's unit in Rouen is any unit of his array -------------------------------------

def test_william_may_put_an_enemy_unit_in_rouen():
    t = judge("put crown 1 blue", "put crown 2 plum",
              "put array blue green-knight enemy-man merc-1 castle-1", "put reign 1")
    settle(t)
    assert t.state.pending["kind"] == "rouen"
    units = t.state.pending["units"]
    assert units[0].startswith("blue-")  # his own colour's first
    assert "enemy-man" in units and "green-knight" in units and "merc-1" not in units
    t.rejected("rouen turquoise-man", "kings-castles.turn.rouen")
    t.ok("rouen enemy-man")
    assert t.state.units["rouen"] == "enemy-man" and "enemy-man" not in t.state.arrays["blue"]


def test_an_array_without_units_leaves_rouen_empty_and_says_so():
    t = judge("put crown 1 blue", "put crown 2 plum",
              "put household blue knight 0", "put household blue man 0", "put household blue archer 0",
              "put array blue merc-1 merc-2 castle-1 castle-2 castle-3 merc-3", "put reign 1")
    for counter in ("merc-1", "castle-1", "merc-2", "castle-2"):
        reply = t.ok(f"draw {counter}")
    assert "holds no unit: Rouen stays empty" in reply.text
    assert "rouen" not in t.state.units and t.state.pending is None


# --- map corrections: a region's neighbours, typed, are all of them ----------------------------------------

def test_a_typed_list_of_neighbours_removes_the_borders_it_leaves_out():
    t = judge()
    assert t.state.board.adjacent["derry"] == {"galway", "carrickfergus"}  # the shipped reconstruction
    t.ok("fact region.derry.adjacent galway dublin")
    assert t.state.board.adjacent["derry"] == {"galway", "dublin"}
    assert "derry" not in t.state.board.adjacent["carrickfergus"]  # Carrickfergus's own list still names it
    assert "derry" in t.state.board.adjacent["galway"] and "derry" in t.state.board.adjacent["dublin"]
    # rule 5.5 on the corrected map: Carrickfergus borders no faction unit once Derry's green archer is cut off
    t = judge("fact region.derry.adjacent galway", "put crown 18 blue", "put crown 19 plum",
              "put unit derry green-archer", "put unit carrickfergus enemy-archer", "put unit galway enemy-man",
              "put unit dublin enemy-man", "put unit waterford enemy-man",
              "put array blue blue-knight blue-man blue-archer green-knight merc-1", "put reign 18")
    settle(t)
    t.rejected("attack carrickfergus blue-man", "kings-castles.attack.contested-adjacent")
    t.ok("attack galway blue-knight")  # Galway still borders Derry: 3 beats the man-at-arms's 2


# --- words: a bare unit type names its counters in the table's language ----------------------------------

def test_a_bare_unit_type_is_answered_with_the_counters_it_may_mean_in_japanese():
    t = judge(lang="ja")
    enemies(t)
    reply = t.error("引く 騎士")
    assert "もしかして:" in reply.text and "緑-騎士" in reply.text and "、" in reply.text.split("もしかして:")[1]
    t3 = Table("new kings-castles Aki Ben Chie", lang="en")
    enemies(t3)
    assert "plum" not in t3.error("draw knight").text  # 9.2: plum is out of a three-player game


def test_a_king_of_two_boxes_named_without_its_part_asks_which_box():
    t = judge(lang="ja")
    enemies(t)
    settle(t)
    reply = t.error("王冠 ヘンリー1世")
    assert "2つのボックス" in reply.text and "4 ヘンリーI世(1)" in reply.text and "もしかして" not in reply.text
    t.ok("王冠 ヘンリー1世(1)")
    assert t.state.crowns["4"] == "green"


def test_the_crown_clause_says_either_set_may_begin():
    t = two_players()
    assert "crown 1 plum" in t.ok("rules kings-castles.crown.place").text
    assert "王冠 1 プラム" in Table("new kings-castles Aki Ben", lang="ja").ok("ルール kings-castles.crown.place").text
