"""Lancaster: a king's favour that would give nothing cannot be chosen (■16, lancaster.favour.effects).

■16 says of the arrow: if there is no such knight, it cannot be taken. The referee reads the person the
same way (a noble the player may take), and a knight offered only such favours takes none. Found by a
held-out trial (stop 30): the tile used to be turned face down for nothing, so nobody else could take it.
"""

from __future__ import annotations

from lancaster_helpers import game

# Aki's every knight stands in the court or in a conflict and the stronger ones are all out of the stock:
# 1, 1, 1 and 2, 3, 4 in play, so no knight has its next strength in the stock.
NO_UPGRADE = ("put knight Aki 1 court", "put knight Aki 1 court", "put knight Aki 2 court",
              "put knight Aki 3 court", "put knight Aki 4 court")


def test_the_arrow_with_no_knight_to_upgrade_is_refused_and_stays_face_up():
    t = game()
    t.run("\n".join(NO_UPGRADE))
    t.ok("knight 1 u1")
    asked = t.state.pending
    assert "upgrade" not in asked["favours"] and "coins2" in asked["favours"]
    reply = t.rejected("favour upgrade", "lancaster.favour.effects")
    assert "cannot be chosen" in reply.text
    t.ok("favour coins2")
    assert "upgrade" in t.state.favours and "coins2" not in t.state.favours


def test_the_arrow_with_a_knight_to_upgrade_is_taken():
    t = game()
    t.ok("knight 1 u1")
    assert "upgrade" in t.state.pending["favours"]
    t.ok("favour upgrade")
    assert "upgrade" not in t.state.favours


def test_the_person_with_no_noble_to_take_is_refused():
    t = game()
    for county in "ABCDEFGHI":
        t.ok(f"put nobles {county} 0")
    t.ok("knight 1 u1")
    assert "noble" not in t.state.pending["favours"]
    t.rejected("favour noble", "lancaster.favour.effects")


def test_a_knight_offered_only_useless_favours_takes_none():
    t = game()
    t.run("\n".join(NO_UPGRADE))
    for name in ("coins2", "coins3", "servant", "servants2", "noble"):
        t.ok(f"put favour {name} down")
    reply = t.ok("knight 1 u1")
    assert "this knight takes none" in reply.text
    assert t.state.favours == ["upgrade"]
    # the tile stays face up for Ben, who has knights to upgrade
    t.ok("knight 1 u2")
    assert t.state.pending["player"] == "Ben" and t.state.pending["favours"] == ["upgrade"]
    t.ok("favour upgrade")
    assert t.state.favours == []

