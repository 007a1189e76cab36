"""referee/deck.py: a deck or bag, its reveals checked against its composition."""

from __future__ import annotations

import pytest

from referee.core import RuleViolation
from referee.deck import Deck, from_dict, to_dict

LAWS = {"tax": 1, "peace": 2}


def test_reveals_from_the_top_are_checked_and_counted():
    deck = Deck.full(LAWS)
    assert (deck.size, deck.left) == (3, 3)
    deck.reveal("peace", "game.law.reveal")
    deck.reveal("peace", "game.law.reveal")
    assert deck.left == 1 and deck.unseen() == {"tax": 1} and not deck.could_be("peace")
    with pytest.raises(RuleViolation) as err:
        deck.reveal("peace", "game.law.reveal", slot=2)
    assert err.value.rule == "game.law.reveal"
    assert err.value.msg.key == "game.law.reveal.exhausted" and err.value.msg.params == {"card": "peace", "slot": 2}
    with pytest.raises(RuleViolation) as err:
        deck.reveal("war", "game.law.reveal", unknown="game.law.reveal.no-such-law")
    assert err.value.msg.key == "game.law.reveal.no-such-law"
    assert deck.left == 1  # a refused reveal changes nothing
    deck.check("tax", "game.law.reveal")  # would be accepted; check() draws nothing
    assert deck.left == 1 and deck.seen == {"peace": 2}
    with pytest.raises(RuleViolation):
        deck.check("peace", "game.law.reveal")


def test_face_down_draws_then_reveals():
    bag = Deck.full({"red": 2, "blue": 1})
    assert bag.draw(2) == 2 and (bag.left, bag.hidden) == (1, 2)
    bag.reveal("red", "game.tile", drawn=True)
    assert (bag.left, bag.hidden, bag.seen) == (1, 1, {"red": 1})
    assert bag.draw(5) == 1 and bag.left == 0  # the bag runs out
    with pytest.raises(ValueError):
        bag.reveal("red", "game.tile")  # nothing on top of an empty pile
    bag.put_back(count=1)
    bag.put_back("red")
    assert (bag.left, bag.hidden, bag.seen) == (2, 1, {})


def test_a_bag_of_counts_only():
    bag = Deck(composition={}, left=10)
    assert bag.draw(3) == 3
    bag.reveal("anything", "game.tile", drawn=True)  # nothing to check it against
    assert (bag.left, bag.hidden, bag.seen) == (7, 2, {})


def test_reshuffle_returns_the_discards():
    deck = Deck.full(LAWS)
    deck.reveal("tax", "r")
    deck.reveal("peace", "r")
    deck.reshuffle({"tax": 1, "peace": 1})
    assert deck == Deck.full(LAWS)
    with pytest.raises(ValueError):
        deck.reshuffle({"tax": 1})  # not seen: it cannot come back


def test_saves_round_trip_and_refuse_impossible_counts():
    deck = Deck.full(LAWS)
    deck.draw()
    deck.reveal("peace", "r")
    assert to_dict(deck) == {"left": 1, "composition": {"peace": 2, "tax": 1}, "seen": {"peace": 1}, "hidden": 1}
    assert from_dict(to_dict(deck)) == deck
    copy = deck.copy()
    copy.draw()
    assert deck.left == 1
    for bad in ({"left": -1}, {"left": 1, "composition": {"a": 1}, "seen": {"a": 2}},
                {"left": 3, "composition": {"a": 2}}, {"left": True}):
        with pytest.raises(ValueError):
            from_dict(bad)


def test_lancaster_decks_are_decks():
    from lancaster_helpers import game as lancaster_game

    from referee.games.lancaster import conflicts, parliament

    t = lancaster_game()
    state = t.state
    laws = parliament.law_deck(state)
    assert laws.left == state.law_deck and set(laws.seen) == {*state.laws, *(p for p in state.proposals if p)}
    glossary_laws = {term.id for term in t.session.game.glossary.of_kind("law")}
    assert len(glossary_laws) == 18 and glossary_laws <= set(laws.composition)  # `reveal law` never names a law the deck lacks
    cards = conflicts.deck(state)
    assert cards.left == state.conflict_deck


def test_tigris_bag_is_a_bag_of_counts_only():
    from conftest import Table

    from referee.games.tigris.state import bag

    t = Table("new tigris Aki Ben")
    tiles = bag(t.state)
    assert tiles.composition == {} and tiles.left == t.state.bag and tiles.hidden == 12
    before = t.state.bag
    t.ok("swap 3")  # three tiles out of the game unseen, three drawn face down
    assert t.state.bag == before - 3 and bag(t.state).hidden == 12
