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
