"""Kings & Castles: rulings found by an audit against the rulebook, each pinned by a position set up
with put lines (or the rulebook's example) and named after its rule id."""

from __future__ import annotations

from conftest import Table
from test_kings_castles_rules import position


def test_kings_castles_attack_enemy_adjacent_is_the_ruling_why_gives():
    # Box 8 (blue king, Ireland): Ireland is contested; green holds Waterford, which borders Dublin
    # and Galway, both enemy-held. The king's enemy man-at-arms takes it (5.5, last paragraph).
    t = position("put unit waterford green-archer", "put array blue enemy-man", box=8,
                 bonus=("household knight 3",))
    t.ok("attack waterford enemy-man")
    assert t.state.units["waterford"] == "enemy-man"
    why = t.ok("why").text
    assert "kings-castles.attack.enemy-adjacent" in why
    assert "kings-castles.attack.contested-adjacent" not in why  # that rule is about faction units
    assert "region.waterford.adjacent" in why  # the ruling rests on provisional borders


def test_kings_castles_turn_order_no_attack_after_a_castle_in_both_languages():
    for lang, word in (("en", "castle"), ("ja", "城")):
        t = position("put array turquoise castle-2", box=2, bonus=("household knight 3",))
        t.ok(f"lang {lang}")
        t.ok("castle 2 london")
        reply = t.rejected("attack london turquoise-knight", "kings-castles.turn.order")
        assert "after-castles" not in reply.text and word in reply.text, reply.text


def test_kings_castles_draw_household_first_at_least_one_unit_before_the_bag():
    # Set-up step 9 and its note, 4.2 (1) and (5): units are chosen from the household before the bag.
    t = position(box=2)  # turquoise king, bonus III, a full household
    reply = t.rejected("draw merc-1", "kings-castles.draw.household-first")
    assert "household" in reply.text
    t.ok("household knight")
    t.ok("draw merc-1")  # the household need not be emptied (the rulebook's example)
    t.ok("draw castle-2")
    assert t.state.arrays["turquoise"].count("turquoise-knight") == 1 and t.state.phase == "attack"
    # An empty household: the bag at once.
    t2 = position(*(f"put household turquoise {k} 0" for k in ("knight", "man", "archer")), box=2)
    t2.ok("draw merc-1")
    # The first ten of the set-up, in Japanese.
    t3 = Table("new kings-castles Aki Ben Chie Dai", lang="ja")
    while t3.state.pending["kind"] == "enemy":
        t3.ok(f"enemy {t3.state.pending['types'][0]}")
    assert "一族郎党" in t3.rejected("draw green-knight", "kings-castles.draw.household-first").text
    t3.ok("household archer")
    t3.ok("draw green-knight")


def _example_until_the_bonus(lang: str = "en") -> Table:
    """The rulebook's Richard II in Ireland (scenarios/kings-castles/richard-ii.txt) up to its attacks."""
    from pathlib import Path

    t = Table(lang=lang)
    script = Path(__file__).parent.parent / "scenarios" / "kings-castles" / "richard-ii.txt"
    for line in script.read_text(encoding="utf-8").splitlines():
        if line.startswith("household knight"):
            break
        if line.strip() and not line.startswith("#"):
            t.ok(line)
    return t


def test_kings_castles_castle_array_sizes_typed_as_the_rulebook_names_them():
    # The example's bonus: a knight from the household, then a large castle (大きな城) from the bag.
    t = _example_until_the_bonus("ja")
    t.ok("household knight")
    t.ok("draw 大きな城")
    assert "castle-3" in t.state.arrays["blue"]
    t.ok("attack galway 青の騎士")  # 青の騎士 reads as 青-騎士
    assert t.state.units["galway"] == "blue-knight"
    for line in ("attack derry green-knight green-knight", "attack dublin blue-man merc-3"):
        t.ok(line)
    t.ok("castle 大きな城 ダブリン")
    assert t.state.castles["dublin"] == 3 and "castle-3" not in t.state.arrays["blue"]
    t2 = _example_until_the_bonus()
    t2.ok("household knight")
    t2.ok("draw castle-large")
    t2.ok("castle large london")
    assert t2.state.castles["london"] == 3


def test_kings_castles_turn_overlap_not_with_oneself():
    # 10.1: the next player takes his bonus before this king refills. When the same colour holds the
    # next box too (possible late in a selection), the refill comes first: the bonus is on top of ten.
    t = Table("new kings-castles Aki Ben Chie Dai --option overlap=on")
    for i, r in enumerate(r for r in t.state.board.country if r != "rouen"):
        t.ok(f"put unit {r} enemy-{('man', 'knight', 'archer')[i % 3]}")
    colours = ["green", "turquoise", "turquoise", "plum", "blue", "green", "plum", "blue"]
    for b, c in enumerate(colours, start=1):
        t.ok(f"put crown {b} {c}")
    t.ok("put array turquoise turquoise-man")
    t.ok("put reign 2")  # turquoise, bonus III; box 3 is turquoise's too (bonus II)
    t.ok("household knight 3")
    t.ok("end")
    assert t.state.pending["why"] == "refill" and t.state.pending["left"] == 6
    t.ok("household man 4")
    t.ok("household archer 2")
    assert t.state.pending["why"] == "bonus" and t.state.box == 3
    t.ok("household archer 2")
    assert len(t.state.arrays["turquoise"]) == 12  # ten after the refill, and the bonus of II


def test_kings_castles_turn_rouen_and_draw_household_take_a_unit_named_as_a_counter():
    # A table names William I's unit in Rouen (2 (11)) and household units (2 (7), (9)) as counters too.
    t = Table("new kings-castles Aki Ben Chie Dai")
    t.ok("enemy enemy-knight")  # set-up 2 (6): the enemy drawn, named as a counter
    t.rejected("enemy green-knight", "kings-castles.setup.enemies")
    while t.state.pending["kind"] == "enemy":
        t.ok(f"enemy {t.state.pending['types'][0]}")
    t.rejected("household blue-knight", "kings-castles.draw.household")  # green is asked, not blue
    t.ok("household green-knight 4")
    assert t.state.arrays["green"].count("green-knight") == 4
    for line in ("household man 4", "household archer 2"):
        t.ok(line)
    for _c in range(3):
        for line in ("household knight 4", "household man 4", "household archer 2"):
            t.ok(line)
    for box in range(1, 9):
        t.ok(f"crown {box}")
    assert t.state.crowns["1"] == "green"
    t.ok("household archer 2")
    t.ok("draw merc-3")
    t.ok("draw castle-1")
    t.rejected("rouen blue-man", "kings-castles.turn.rouen")
    t.ok("rouen 緑-装甲兵")
    assert t.state.units["rouen"] == "green-man"


def test_kings_castles_turn_overlap_with_no_crown_on_the_next_box():
    # A position typed with `put` may leave the next box without a crown (found by the random-lines
    # property test: a KeyError). 10.1 has no next king to take his bonus then: this king refills.
    t = Table("new kings-castles Aki Ben --option overlap=on")
    for i, r in enumerate(r for r in t.state.board.country if r != "rouen"):
        t.ok(f"put unit {r} enemy-{('man', 'knight', 'archer')[i % 3]}")
    t.ok("put crown 1 green")
    t.ok("put crown 2 turquoise")
    t.ok("put array turquoise turquoise-man")
    t.ok("put reign 2")
    t.ok("household knight 3")
    t.ok("end")
    assert "3" not in t.state.crowns
    assert t.state.pending["why"] == "refill" and t.state.king == "turquoise"
