"""Lancaster: a printed fact typed while a question waits on that very text (a law being paid for, a
castle space offered, the ransom rate). The referee never crashes: a law being paid for may be corrected
to another payment (the question is asked again from the new text) but not lose its payment, since the
players before have paid by the old text (refused, lancaster.law.pay); a castle space or the ransom rate
is asked again from the new value. At the prompt, completion and `legal` follow the same state."""

from __future__ import annotations

from lancaster_helpers import kind, pending
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from test_lancaster_conflicts import battle
from test_lancaster_parliament import laws_phase
from test_lancaster_secrets27b import _castle

from referee.legal import LegalActions
from referee.repl_complete import RefereeCompleter


def _legal(t, command: str) -> list[str]:
    return [line for line in LegalActions(t.session.game, t.state) if line.split()[0] == command]


def _completes(t, text: str) -> list[str]:
    event = CompleteEvent(completion_requested=True)
    return [c.text for c in RefereeCompleter(t.session).get_completions(Document(text), event)]


def _paying(lang: str = "en"):
    t = laws_phase("squire-gold-3pp", "buy-markers", "conflicts-3pp", lang=lang)
    t.ok("put start Chie")
    for p in ("Aki", "Ben", "Chie"):
        t.ok(f"put coins {p} 3")
        t.ok(f"put servants {p} 3")
    t.ok("put phase laws")
    assert (kind(t), pending(t)["player"], pending(t)["law"]) == ("pay", "Chie", "squire-gold-3pp")
    return t


def test_a_law_being_paid_for_cannot_lose_its_payment_by_a_fact():
    t = _paying()
    reply = t.rejected("fact law.squire-gold-3pp per 2 counties -> pp 3", "lancaster.law.pay")
    assert "Chie is asked to pay for" in " ".join(reply.text.split())
    assert "law.squire-gold-3pp" not in t.state.table_facts
    assert _legal(t, "pay") == ["pay 0", "pay 1", "pay 2", "pay 3"]
    assert "pay" in _completes(t, "")
    t.ok("pay 1")
    assert (kind(t), pending(t)["player"]) == ("pay", "Aki")


def test_the_players_after_are_waited_for_too():
    t = _paying()
    t.ok("pay 0")
    t.rejected("fact law.squire-gold-3pp most coins -> pp 3", "lancaster.law.pay")
    t.ok("pay 0")
    t.ok("pay 0")
    assert pending(t).get("law") != "squire-gold-3pp"  # the next law's payments
    t.ok("fact law.squire-gold-3pp most coins -> pp 3")  # paid for by everyone: a correction like any other


def test_in_japanese_the_refusal_says_who_is_asked():
    t = _paying(lang="ja")
    reply = t.rejected("fact law.squire-gold-3pp per 2 counties -> pp 3", "lancaster.law.pay")
    assert "Chieが" in reply.text and "取り消し" in reply.text


def test_a_law_corrected_to_another_payment_is_asked_again_from_the_new_text():
    t = _paying()
    t.ok("fact law.squire-gold-3pp pay coins 2 -> pp 5")
    assert (kind(t), pending(t)["player"]) == ("pay", "Chie")
    assert _legal(t, "pay") == ["pay 0", "pay 1"]
    t.rejected("pay 2", "lancaster.law.pay")
    t.ok("pay 1")
    assert t.state.coins["Chie"] == 1 and t.state.servants["Chie"] == 3


def test_a_castle_space_made_free_while_offered_is_taken_for_nothing():
    t = _castle(2)
    t.ok("fact castle.1 coins 2")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    assert "castle all" in _legal(t, "castle")
    t.ok("castle all")
    assert t.state.servants["Aki"] == 0


def test_a_castle_space_made_dearer_while_offered_is_asked_again():
    t = _castle(2)
    t.ok("fact castle.6 pay servants 3 -> upgrade")
    assert "castle 6" not in _legal(t, "castle")
    t.rejected("castle 6", "lancaster.pay.afford")
    t.ok("castle none")


def test_the_ransom_rate_corrected_while_asked():
    t = battle("take conflict u1", "put conflict l1 8 5-3-1", "put knight Aki 3 l1", "put coins Aki 5")
    assert kind(t) == "ransom"
    t.ok("fact conflict.ransom 0")
    assert "ransom all" in _legal(t, "ransom")
    t.ok("ransom 3")
    assert t.state.coins["Aki"] == 5
