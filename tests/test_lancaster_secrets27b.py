"""Lancaster: a player's coins and servants lie behind the screen (rulebook 002 ■3, ■16), so a question
the referee asks lists what the rules allow, not what the player can afford, and a player is passed over
only when the players could not pay between them (what they hold between them is public: the supply is
in view). A line the player cannot afford is refused saying what it costs ('does not have N')."""

from __future__ import annotations

from lancaster_helpers import game, in_phase, kind, pending
from test_lancaster_parliament import laws_phase

from referee.legal import LegalActions


def _prompt(t) -> str:
    return " ".join(t.session.render(t.session.game.status(t.state).pending).split())


# --- castle rewards (■10, ■25) -------------------------------------------------------------------------

def _castle(servants: int, lang: str = "en"):
    """Aki's knights on castle spaces 1 (3 servants: a new knight) and 6 (2: an upgrade)."""
    t = game(extensions=(5, 5, 5), lang=lang)
    t.ok("put knight Aki 1 s1")
    t.ok("put knight Aki 2 s6")
    t.ok(f"put servants Aki {servants}")
    t.ok("put phase castles")
    return t


def test_the_castle_question_lists_every_paid_space_whatever_servants_the_player_holds():
    asked = []
    for servants in (0, 2, 5):
        t = _castle(servants)
        assert (kind(t), pending(t)["player"]) == ("castle", "Aki")
        asked.append((pending(t)["spaces"], _prompt(t)))
    assert asked[0] == asked[1] == asked[2]
    assert asked[0][0] == ["s1", "s6"] and "castle 1 (3 servants" in asked[0][1]


def test_in_japanese_the_castle_question_lists_both_spaces_too():
    t = _castle(2, lang="ja")
    assert pending(t)["spaces"] == ["s1", "s6"] and "城1" in _prompt(t) and "城6" in _prompt(t)


def test_a_player_with_no_servant_is_asked_and_answers_none():
    t = _castle(0)
    text = " ".join(t.rejected("castle 6", "lancaster.pay.afford").text.split())
    assert "Aki does not have 2 servants" in text
    t.ok("castle none")
    assert not (kind(t) == "castle" and pending(t)["player"] == "Aki")


def test_castle_all_beyond_the_servants_is_refused_for_what_both_cost():
    t = _castle(3)
    assert "Aki does not have 5 servants" in " ".join(t.rejected("castle all", "lancaster.pay.afford").text.split())
    t.ok("castle 1")
    assert t.state.servants["Aki"] == 0


def test_nobody_is_asked_when_the_players_could_not_pay_between_them():
    t = game(extensions=(5, 5, 5))
    t.ok("put knight Aki 1 s1")
    for p, n in (("Aki", 1), ("Ben", 1), ("Chie", 0)):
        t.ok(f"put servants {p} {n}")
    t.ok("put phase castles")
    assert kind(t) != "castle"


# --- laws that are paid for (■20) -------------------------------------------------------------------

def test_a_player_with_nothing_to_pay_a_law_with_is_asked_all_the_same():
    t = laws_phase("squire-gold-3pp", "buy-markers", "conflicts-3pp")
    t.ok("put start Chie")
    t.ok("put coins Chie 0")
    reply = t.ok("put phase laws")
    assert (kind(t), pending(t)["player"]) == ("pay", "Chie")
    assert "Chie pays nothing" not in reply.text
    t.rejected("pay 1", "lancaster.law.pay")
    t.ok("pay 0")
    assert (kind(t), pending(t)["player"]) == ("pay", "Aki")


def test_the_pay_lines_the_prompt_may_offer_come_from_the_public_position():
    # LegalActions on GameSpec.public_view (what completion reads): up to what all hold between them
    # (4 coins, 6 servants: 4 times), not Chie's own bound; on the real position, only pay 0 is legal.
    t = laws_phase("squire-gold-3pp", "buy-markers", "conflicts-3pp")
    t.ok("put start Chie")
    t.ok("put coins Chie 0")
    t.ok("put phase laws")
    spec = t.session.game
    assert list(LegalActions(spec, t.state, "pay")) == ["pay 0"]
    assert list(LegalActions(spec, spec.public_view(t.state), "pay")) == [f"pay {n}" for n in range(5)]


def test_a_law_nobody_could_pay_asks_nobody():
    t = laws_phase("squire-gold-3pp", "buy-markers", "conflicts-3pp")
    for p in ("Aki", "Ben", "Chie"):
        t.ok(f"put servants {p} 0")
    t.ok("put phase laws")
    assert (pending(t)["kind"], pending(t)["law"]) == ("pay", "buy-markers")  # law 1 asked of nobody


# --- ransoms (■26) -------------------------------------------------------------------------------------

def test_a_prisoner_whose_owner_has_no_coin_is_offered_for_ransom_all_the_same():
    t = in_phase("conflicts", "take conflict u1", "put conflict l1 8 5-3-1", "put knight Aki 2 l1",
                 "put coins Aki 0")
    assert (kind(t), pending(t)["player"], pending(t)["knights"]) == ("ransom", "Aki", [2])
    assert "Aki does not have 2 coins" in " ".join(t.rejected("ransom 2", "lancaster.pay.afford").text.split())
    t.ok("ransom none")
    assert 2 in t.state.stock["Aki"]


def test_a_castle_space_made_free_by_a_fact_while_asked_costs_nothing():
    # The castle question re-asked after `fact castle.6 pp 1` (a free reward now) read a price that is
    # not there (IndexError); it is offered, and taken for nothing.
    t = _castle(5)
    t.ok("fact castle.6 pp 1")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    t.ok("castle 6")
    assert (t.state.servants["Aki"], t.state.pp["Aki"]) == (5, 1)


def test_a_law_paid_in_voting_markers_passes_over_a_player_without_one():
    # Voting markers stand in view (■25): a player with none is not asked to pay them.
    t = game()
    t.ok("fact law.buy-pp pay markers 1 -> pp 5")
    t.ok("put law 1 buy-pp")
    t.ok("put markers Aki 0")
    t.ok("put phase laws")
    assert (kind(t), pending(t)["player"]) == ("pay", "Ben")
