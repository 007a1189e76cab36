"""Leftovers: Lancaster's common supply is not a limit (■4); Kings & Castles' bag during the set-up's
enemy draw; whole region names in `show COUNTRY`; negative counts in put lines in all four games.
"""

from __future__ import annotations

from conftest import Table
from lancaster_helpers import game, holdings

# --- Lancaster: the supply is not a limit (lancaster.supply.limit) -----------------------------------------

RUN_OUT = "The supply has run out of coins: use substitutes"


def counties(*lines: str) -> Table:
    t = game()
    for line in lines:
        t.ok(line)
    t.ok("put phase counties")
    return t


def test_a_reward_is_paid_in_full_from_an_empty_supply_and_the_table_is_told_once():
    """Surrey (I) pays 2 coins and 2 servants (■23); the supply has no coins left (37 - 6 - 31)."""
    t = counties("put knight Aki 1 I", "put knight Ben 1 H", "put coins Chie 33")
    assert t.state.supply["coins"] == 0
    t.ok("choose reward")  # Dorset (H), Ben: sends the knight to a conflict; no coins
    t.ok("move u1")
    reply = t.ok("choose reward")  # Surrey, Aki
    assert holdings(t, "Aki")["coins"] == 2 + 2
    assert t.state.supply["coins"] == -2
    assert reply.text.count(RUN_OUT) == 1
    assert "lancaster.supply.limit" in t.ok("why").text


def test_the_run_out_is_said_when_the_supply_first_goes_below_zero_not_after():
    t = game()
    reply = t.ok("put coins Aki 33")  # 37 - 6 + 2 - 33: the supply is at 0, no substitute yet
    assert t.state.supply["coins"] == 0 and RUN_OUT not in reply.text
    reply = t.ok("put coins Ben 3")
    assert t.state.supply["coins"] == -1 and RUN_OUT in reply.text
    reply = t.ok("put coins Chie 10")
    assert t.state.supply["coins"] == -9 and RUN_OUT not in reply.text  # already said
    t.ok("put coins Aki 0")  # 33 coins back: the supply has coins again
    assert t.state.supply["coins"] == 24
    assert RUN_OUT in t.ok("put coins Aki 40").text  # and runs out again


def test_put_never_refuses_for_the_supply():
    t = game()
    t.ok("put coins Aki 40")
    t.ok("put coins Ben 20")
    t.ok("put coins Chie 20")
    t.ok("put servants Aki 30")
    t.ok("put knight Ben 1 A 12")  # twelve servants with a county knight
    t.ok("put markers Chie 38")
    data = t.show()
    assert data["supply"] == {"coins": 37 - 80, "servants": 37 - 30 - 2 - 2 - 12, "markers": 37 - 38 - 2}
    assert holdings(t, "Aki")["coins"] == 40 and data["counties"]["A"]["knight"]["servants"] == 12


def test_show_says_the_substitutes_in_play_in_both_languages():
    t = game()
    t.ok("put coins Aki 36")  # 3 coins more than the supply has
    text = t.ok("show").text
    assert "Supply: 0 coins (+3 substitutes), 31 servants, 34 voting markers" in text
    t = game(lang="ja")
    t.ok("put coins Aki 36")
    text = t.ok("show").text.replace("\n", "")
    assert "共通のストック: コイン0(代用品+3)、従者31、投票マーカー34" in text
    assert "共通のストックの従者が尽きました: 代用品を使ってください" in t.ok("put servants Ben 40").text


def test_a_save_with_substitutes_in_play_loads_back(tmp_path):
    t = counties("put knight Aki 1 I", "put coins Ben 34")
    t.ok("choose reward")
    path = tmp_path / "dry.toml"
    t.ok(f"save {path}")
    loaded = Table(f"load {path}")
    assert loaded.show()["supply"] == t.show()["supply"]
    assert t.show()["supply"]["coins"] == -3


# --- Kings & Castles: the bag during the set-up's enemy draw (rulebook 2 (6), (8)) ------------------------


def test_during_the_enemy_draw_the_bag_holds_only_the_enemy_units():
    """2 (6): all the enemy units go into the bag and one is drawn for each region but Rouen; the
    players' remaining units, the mercenaries and the castles go in only at 2 (8)."""
    t = Table("new kings-castles Aki Ben Chie Dai")
    facts = t.state.facts
    enemies = sum(facts["counters.enemy"])
    assert t.state.phase == "enemies"
    assert t.show()["bag"] == enemies
    assert f"Bag: {enemies} counters." in t.ok("show").text
    t.ok("enemy knight")
    assert t.show()["bag"] == enemies - 1
    drawn = 1
    while t.state.phase == "enemies":
        t.ok(f"enemy {t.state.pending['types'][0]}")
        drawn += 1
    assert drawn == len(t.state.board.country) - 1  # every region but Rouen
    rest = (4 * sum(facts["counters.bag.full"]) + sum(facts["counters.mercenaries"])
            + sum(facts["counters.castles"]))
    assert t.show()["bag"] == rest + enemies - drawn  # (8): now the rest is in the bag too
    assert f"Bag: {rest + enemies - drawn} counters." in t.ok("show").text


def test_the_enemy_draw_bag_in_japanese():
    t = Table("new kings-castles Aki Ben Chie", lang="ja")
    enemies = sum(t.state.facts["counters.enemy"])
    assert t.show()["bag"] == enemies
    assert str(enemies) in next(line for line in t.ok("show").text.splitlines() if "袋" in line or "バッグ" in line)
