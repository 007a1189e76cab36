"""One door to printed facts: every game reads its boards, components and places through
referee/facts.py, each value with its provenance and source."""

from __future__ import annotations

import pytest

from referee import facts
from referee.games.tigris import game as tigris_game


def test_a_value_inside_a_table_carries_the_tables_provenance():
    hand = facts.fact("tigris", "components.hand")
    assert (hand.value, hand.type, hand.provenance) == (6, "int", "verified")
    assert "rulebook T-prep" in hand.source
    temples = facts.fact("tigris", "boards.advanced.temples")
    assert temples.type == "strs" and len(temples.value) == 14 and temples.provenance == "single"
    assert facts.value("tigris", "components.tiles") == {"black": 30, "green": 30, "red": 57, "blue": 36}


def test_fact_entries_and_tables_share_the_door():
    assert facts.fact("lancaster", "supply.coins") is facts.shipped("lancaster")["supply.coins"]
    for key in ("components.nothing", "boards.standard.rivers.0", "fact", "nowhere"):
        with pytest.raises(KeyError, match=key.split(".")[0]):
            facts.fact("tigris", key)


def test_tigris_bounds_come_from_the_facts():
    bounds = {(c.words, a.name): a.hi for c in tigris_game.COMMANDS for a in c.args if a.kind.id == "int"}
    hand = facts.value("tigris", "components.hand")
    assert bounds[("swap",), "N"] == bounds[("commit",), "N"] == bounds[("put", "hand"), "N"] == hand
    assert bounds[("put", "catastrophes"), "N"] == facts.value("tigris", "components.catastrophes_per_player")


def test_lancaster_places_come_from_the_facts():
    from referee.games.lancaster import state

    places = facts.fact("lancaster", "places.counties")
    assert places.provenance == "rulebook" and "■6" in places.source
    assert state.COUNTIES == tuple(places.value) and state.DORSET == "H" and state.DORSET in state.COUNTIES
    assert state.SLOTS == ("u1", "u2", "l1", "l2") and state.SPACES == tuple(f"s{i}" for i in range(1, 7))
    assert state.CONFLICT_SPACES == 3
    # [places] is shipped data, not a [[fact]]: no profile or `fact` line can move a county.
    assert not any(key.startswith("places.") for key in facts.shipped("lancaster"))


def test_lancaster_bounds_come_from_the_facts():
    from referee.games.lancaster import game, state

    assert (game.STRENGTH.lo, game.STRENGTH.hi) == (1, 4) == (facts.shipped("lancaster")["knights.set"].lo,
                                                               facts.shipped("lancaster")["knights.set"].hi)
    assert game.PLACE.name == "1-3" and game.PLACE.hi == state.LAW_SPACES == 3


@pytest.mark.parametrize("line", ["fact counters.array 1_0", "fact counters.array ٣", "fact counters.array 1.5",
                                  "crown ٣"])
def test_a_number_a_table_types_is_ascii_digits_after_nfkc(line):
    # int() reads ٣ as 3 and 1_0 as 10; every other number of the language refuses them (exit 2), and so do
    # facts and the chart's boxes (found by a hostile-input trial)
    from conftest import Table

    t = Table("new kings-castles Aki Ben Chie")
    t.error(line)
    assert "counters.array" not in t.state.table_facts
    t.ok("fact counters.array １０")  # full-width digits are digits once NFKC has read them
    assert t.state.table_facts["counters.array"] == 10


def test_the_note_on_a_typed_fact_names_its_source_in_the_tables_language():
    # Kings & Castles said 出典(rulebook) and (テーブル) where Lancaster says 出典(確認済み), (卓で入力)
    from conftest import Table

    text = Table("new kings-castles Aki Ben Chie", lang="ja").ok("fact counters.array 12").text
    assert "出典(ルールブック)" in text and "(卓で入力)" in text and "rulebook" not in text
