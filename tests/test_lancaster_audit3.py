"""Lancaster, third audit against the rulebook (seeds/002): positions written as a judge writes them
(`new`, `put` lines from scratch, then play to the end of the effect), on the parliament (votes,
ties, the laws in force changing and applying in order), the conflicts with France, the order of the
rewards and the final scoring.
"""

from __future__ import annotations

from conftest import Table


def _ids(t: Table) -> list[str]:
    return list(t.state.laws)


# --- set-up: the law cards on the parliament board (lancaster.put.occupied) ---------------------------

def test_put_occupied_a_law_put_where_it_already_lies_is_accepted():
    """lancaster.put.occupied: a judge writes the current laws out in full, including the ones the
    set-up already put there (■2); the line must not stop the script."""
    t = Table("new lancaster Aki Ben Chie")
    before = _ids(t)
    t.ok(f"put law 1 {before[0]}")
    t.ok(f"put law 2 {before[1]}")
    t.ok(f"put law 3 {before[2]}")
    assert _ids(t) == before


def test_put_occupied_current_laws_rearranged_swap_places():
    """lancaster.put.occupied: laws put in a new order, left to right, end in that order, each card once."""
    t = Table("new lancaster Aki Ben Chie")
    assert _ids(t) == ["most-gold", "most-squires", "counties-3pp"]
    t.ok("put law 1 counties-3pp")
    t.ok("put law 2 most-gold")
    t.ok("put law 3 most-squires")
    assert _ids(t) == ["counties-3pp", "most-gold", "most-squires"]
    assert not t.state.laws_gone


def test_put_occupied_proposals_swap_and_a_current_law_is_not_proposed():
    """lancaster.put.occupied: proposals swap like laws; a proposal put among the laws moves up and
    leaves its place empty; a current law cannot be a proposal as well."""
    t = Table("new lancaster Aki Ben Chie")
    t.ok("put proposal 1 buy-markers")
    t.ok("put proposal 2 conflicts-3pp")
    deck = t.state.law_deck
    t.ok("put proposal 1 conflicts-3pp")
    assert t.state.proposals[:2] == ["conflicts-3pp", "buy-markers"]
    assert t.state.law_deck == deck
    t.ok("put law 3 buy-markers")
    assert _ids(t)[2] == "buy-markers" and t.state.proposals[:2] == ["conflicts-3pp", ""]
    assert "counties-3pp" in t.state.laws_gone
    t.rejected("put proposal 2 most-gold", "lancaster.put.occupied")


# --- the king's favours as the rulebook prints them (lancaster.favour.effects, ■16) --------------------

def test_favour_effects_the_rulebook_names_with_a_plus_are_understood_in_japanese():
    """lancaster.favour.effects: ■16 prints the favours as (+コイン2) (+コイン3) (+従者) (+従者2人)
    (+矢印) (+人物); a judge copies them."""
    t = Table("new lancaster 太郎 花子 次郎", lang="ja")
    t.run("""\
put conflict u1 9 4-2-1
put conflict u2 9 5-3-1
put extension 太郎 2
put extension 花子 2
put extension 次郎 2
put phase placement""")
    t.ok("騎士 2 上1")
    t.ok("恩恵 +コイン3")
    t.ok("騎士 2 上1")
    t.ok("恩恵 +従者")
    t.ok("騎士 2 上1")
    t.ok("恩恵 +従者2人")
    t.ok("騎士 1 上2")
    t.ok("恩恵 +矢印")
    t.ok("強化 1 上2")
    t.ok("騎士 1 上2")
    t.ok("恩恵 +人物")
    t.ok("貴族 G")
    t.ok("騎士 1 上2")
    t.ok("恩恵 +コイン2")
    s = t.state
    assert (s.coins["太郎"], s.servants["花子"], s.servants["次郎"], s.coins["次郎"]) == (2 + 3, 2 + 1, 2 + 2, 2 + 2)
    assert s.conflict_space("u2", "太郎") == [2] and s.nobles["花子"] == ["G"]
    assert s.favours == []
