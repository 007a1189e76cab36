"""Lancaster, fourth audit against the rulebook (seeds/002): the law cards (■20), the vote (■19), the
castle spaces and extension tiles (■10, ■11, ■25) and the final scoring (■28), written as a judge
writes them: a table set up by the rules, `put` lines, play to the end of the effect.
"""

from __future__ import annotations

from lancaster_helpers import game, holdings, kind, pending


# --- ■10/■25 two paid castle spaces at once ------------------------------------------------------------

def test_castle_two_paid_spaces_cost_their_sum_and_the_refusal_says_what_the_player_has():
    """lancaster.pay.afford: tiles on space 1 (3 servants -> a knight) and space 6 (2 servants -> an
    upgrade); with 3 servants either one can be bought, not both. Taking both is refused with the
    servants the player really has (3, not the 0 left after paying the first), and nothing is paid."""
    t = game(extensions=(6, 5, 5))
    t.ok("put extension Aki 1")
    t.ok("put servants Aki 3")
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    reply = t.rejected("castle all", "lancaster.pay.afford")
    assert "has 3 servants, not 5" in reply.text
    assert holdings(t, "Aki")["servants"] == 3
    t.rejected("castle 1 6", "lancaster.pay.afford")
    t.ok("castle 1")  # one of them is fine
    assert holdings(t, "Aki")["servants"] == 0 and holdings(t, "Aki")["court"] == [1, 1, 2]
