"""Lancaster, fourth audit against the rulebook (seeds/002): the law cards (■20), the vote (■19), the
castle spaces and extension tiles (■10, ■11, ■25) and the final scoring (■28), written as a judge
writes them: a table set up by the rules, `put` lines, play to the end of the effect.
"""

from __future__ import annotations

import pytest
from conftest import Table
from lancaster_helpers import game, holdings, kind, pending


# --- ■10/■25 two paid castle spaces at once ------------------------------------------------------------

def test_castle_two_paid_spaces_cost_their_sum_and_the_refusal_says_what_they_cost():
    """lancaster.pay.afford: tiles on space 1 (3 servants -> a knight) and space 6 (2 servants -> an
    upgrade); with 3 servants either one can be bought, not both. Taking both is refused with what the
    two cost together (5), never what the player has (■3: behind the screen), and nothing is paid."""
    t = game(extensions=(6, 5, 5))
    t.ok("put extension Aki 1")
    t.ok("put servants Aki 3")
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    reply = t.rejected("castle all", "lancaster.pay.afford")
    assert "Aki does not have 5 servants" in reply.text and "3" not in reply.text
    assert holdings(t, "Aki")["servants"] == 3
    t.rejected("castle 1 6", "lancaster.pay.afford")
    t.ok("castle 1")  # one of them is fine
    assert holdings(t, "Aki")["servants"] == 0 and holdings(t, "Aki")["court"] == [1, 1, 2]


# --- ■20 the law icons as the rulebook prints them -------------------------------------------------------

PRINTED = [
    ("maxコイン → 強化 配置済み", "most coins -> upgrade deployed"),
    ("=貴族3 → 騎士", "per 3 nobles -> knight"),
    ("-コイン1/+5権力点", "pay coins 1 -> pp 5"),  # ■20's own example
    ("-紋章3 → 紋章4", "return knight 3 -> knight 4"),
    ("=拡張タイル3 → 権力点5", "per 3 extensions -> pp 5"),
    ("=紋章2 → 従者1", "per 1 knight 2 -> servants 1"),
    ("=紋章2× → 強化", "none knight 2 -> upgrade"),
    ("=紋章111 → 権力点5", "deployed 111 -> pp 5"),
    ("=紋章1234 → 権力点5", "deployed 1234 -> pp 5"),
    ("=州2 → 権力点3", "per 2 counties -> pp 3"),
    ("-従者1-コイン1/+3権力点", "pay servants 1 coins 1 -> pp 3"),
]


def _proposal(line: str):
    t = Table("new lancaster 太郎 花子 次郎", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1", lang="ja")
    t.ok(f"公開 法律 new {line}")
    return t


@pytest.mark.parametrize(("printed", "canonical"), PRINTED)
def test_law_legend_a_card_copied_in_the_icons_of_rulebook_20_is_read_as_that_icon(printed, canonical):
    """lancaster.law.legend: ■20 prints =貴族3 (per 3 nobles), -コイン1/+5権力点 (per coin paid, 5
    points), -紋章3 (the deployed 3 back to the stock), =紋章2× (no 2 deployed), =紋章111, maxコイン...;
    a table copying a card in those signs gets that law, not a refusal."""
    t = _proposal(printed)
    law = t.state.proposals[0]
    assert t.state.law_texts[law] == canonical


def test_law_legend_the_rulebook_example_pay_one_coin_per_five_points_voted_in_and_applied():
    """lancaster.law.pay (■19/■20): the card "-コイン1/+5権力点" typed as printed, voted in by a tie
    (2 for, 2 against passes); then the laws apply left to right and the new one, rightmost, asks each
    player from the start player how many coins to pay: 2 coins, 10 power points."""
    t = _proposal("-コイン1/+5権力点")
    t.ok("公開 法律 no2-upgrade")
    t.ok("公開 法律 conflicts-3pp")
    for _ in range(3):
        t.ok("extension 2")
    t.ok("put markers 太郎 1")
    t.ok("put phase parliament")
    t.ok("投票 太郎 賛成 1")  # 2 for
    t.ok("投票 花子 反対")
    t.ok("投票 次郎 反対")  # 2 against: a tie passes
    for _ in range(2):
        for p in ("太郎", "花子", "次郎"):
            t.ok(f"投票 {p} 反対")
    new = t.state.laws[2]
    assert t.state.law_texts[new] == "pay coins 1 -> pp 5"
    assert t.state.laws_gone[0] == "most-gold"
    # most-squires (everyone 2 servants: all tied, a new 1-knight each), counties-3pp (none), then the new law.
    assert (kind(t), pending(t)["player"], pending(t)["max"]) == ("pay", "太郎", 2)
    t.ok("pay 2")
    assert holdings(t, "太郎")["coins"] == 0 and t.show()["points"]["太郎"] == 10


def test_law_legend_the_japanese_help_names_the_printed_signs_and_each_is_accepted():
    """lancaster.law.legend: `help reveal law` in Japanese says the signs of ■20 may be copied as
    printed; every sign it names is read."""
    t = Table("new lancaster 太郎 花子 次郎", lang="ja")
    text = t.ok("help reveal law").text
    line = next(i for i, s in enumerate(text.splitlines()) if "■20の記号" in s)
    signs = "".join(text.splitlines()[line:line + 2]).split(":", 1)[1].rstrip("。").split("、")
    assert len(signs) == 6 and "-コイン1/+5権力点" in signs
    for sign in signs:
        reward = "-> 権力点 1" if "/" not in sign else ""
        _proposal(f"{sign} {reward}")


# --- ■20 the laws at work --------------------------------------------------------------------------------

def _in_force(t: Table, *lines: str) -> None:
    """The three proposals voted in (all yes), so the cards typed for them are the laws in force, then
    the laws apply left to right."""
    for line in lines:
        t.ok(line)
    t.ok("put phase parliament")
    for _ in range(3):
        for p in ("太郎", "花子", "次郎"):
            t.ok(f"投票 {p} 賛成")


def test_law_return_the_deployed_3_goes_to_the_stock_with_its_servants_and_the_reward_follows():
    """lancaster.law.deployed (■20 "-紋章3 ... ストックに戻して"): 太郎's 3 in county A (with a servant)
    goes back to the stock, the servant to the supply, and he takes the 4 power points; 花子's 3 is in
    her court, not deployed: nothing. County A is empty afterwards, so phase III has nothing there."""
    t = _proposal("-紋章3 → 権力点4")
    t.ok("公開 法律 new =紋章2 → コイン1")
    t.ok("公開 法律 new =紛争1 → 権力点1")
    for _ in range(3):
        t.ok("extension 2")
    for line in ("put knight 太郎 3 A 1", "put knight 花子 3 court", "put knight 花子 2 B"):
        t.ok(line)
    supply = t.state.supply["servants"]
    _in_force(t)
    assert t.show()["points"] == {"太郎": 4, "花子": 0, "次郎": 0}
    assert "A" not in t.show()["counties"] or not t.show()["counties"]["A"].get("knight")
    assert 3 in holdings(t, "太郎")["stock"] and 3 in holdings(t, "花子")["court"]
    assert t.state.supply["servants"] == supply + 1
    assert holdings(t, "花子")["coins"] == 3  # =紋章2: her deployed 2 in B, one coin


def test_law_most_with_nobody_holding_any_every_player_is_tied_for_the_most():
    """lancaster.law.most (■20 "同率の場合は全員に適用"; the project's ruling for zero): nobody has a
    servant, so all three are tied for the most and each takes a new strength-1 knight."""
    t = _proposal("max従者 → 騎士")
    t.ok("公開 法律 no2-upgrade")
    t.ok("公開 法律 conflicts-3pp")
    for _ in range(3):
        t.ok("extension 2")
    _in_force(t, *(f"put servants {p} 0" for p in ("太郎", "花子", "次郎")), "put knight 太郎 2 A",
              "put knight 花子 2 B", "put knight 次郎 2 C")
    assert [holdings(t, p)["court"] for p in ("太郎", "花子", "次郎")] == [[1, 1, 2]] * 3  # a 1 more each
