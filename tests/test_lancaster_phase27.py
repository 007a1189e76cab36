"""Lancaster: a `put phase` past parliament (■19) leaves no proposal to vote on. The round's proposals
were voted on at the table; kept, they would wait for the next round's parliament, and its new
proposals (■27) would never be drawn."""

from __future__ import annotations

import pytest

from lancaster_helpers import LAWS, game, kind, pending


@pytest.mark.parametrize("phase", ["laws", "counties", "castles", "conflicts"])
def test_a_phase_past_parliament_sets_the_proposals_aside_and_says_so(phase):
    t = game()
    assert t.state.proposals == list(LAWS)
    deck = t.state.law_deck
    reply = t.ok(f"put phase {phase}")
    assert t.state.proposals == ["", "", ""]
    assert t.state.laws_gone[-3:] == list(LAWS) and t.state.law_deck == deck  # seen: not back in the deck
    text = " ".join(reply.text.split())
    assert "its proposals can no longer be voted on" in text and "put law N LAW" in text
    assert "Proposal 1 (buy voting markers, 1 coin each): set aside as voted down" in text


@pytest.mark.parametrize("phase", ["placement", "parliament"])
def test_a_phase_before_the_vote_keeps_the_proposals(phase):
    t = game()
    reply = t.ok(f"put phase {phase}")
    assert t.state.proposals == list(LAWS) and "set aside" not in reply.text


def test_the_next_round_draws_new_proposals():
    t = game()
    t.ok("put phase conflicts")
    while kind(t) == "reveal-conflict":
        t.ok(f"reveal conflict {8 - len(t.state.conflicts)} 4-2-1")
    assert (kind(t), pending(t)["index"]) == ("reveal-law", 1)  # ■27: three new proposals
    t.ok("reveal law knight2-squire")


def test_a_proposal_the_table_passed_is_put_as_a_law():
    t = game()
    t.ok("put phase counties")
    t.ok("put law 1 buy-markers")
    assert t.state.laws[0] == "buy-markers" and "buy-markers" not in t.state.laws_gone


def test_the_japanese_reply_names_the_proposals_in_the_tables_words():
    t = game(lang="ja")
    text = " ".join(t.ok("設定 フェイズ 州の報奨").text.split())
    assert "法案にはもう投票できません" in text and "法案1: 「投票マーカーをコイン1で購入」を否決として除きました" in text
