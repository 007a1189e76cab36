"""Lancaster, second audit against the rulebook (seeds/002): a whole four-player game typed in Japanese
and checked by hand round by round, and interactions between rules the other test files pin one at a
time (Surrey's new start player and phase IV, markers a law sells after the votes, an upgraded county
knight going home, round 5's markers).
"""

from __future__ import annotations

from conftest import Table
from lancaster_helpers import game, holdings, kind, pending

# A four-player game from the set-up to the final scoring, in the glossary's Japanese words. Each
# round starts at its two "公開 紛争" lines. The comments give the hand count (■7-■28).
JA_GAME = """\
事実 county.A.minimum 1
事実 county.B.minimum 2
事実 county.C.minimum 2
事実 county.E.minimum 1
事実 county.F.minimum 1
事実 county.G.minimum 3
事実 county.H.minimum 1
事実 county.I.minimum 1
公開 紛争 6 4-2-1
公開 紛争 4 3-1-0
公開 法律 buy-markers
公開 法律 knight2-squire
公開 法律 conflicts-3pp
拡張 2
拡張 4
拡張 5
拡張 3
騎士 2 上1
恩恵 コイン3
騎士 2 上1
恩恵 強化(矢印)
強化 2 上1
騎士 1 ノーサンバーランド
騎士 2 スタッフォード 1
騎士 1 サリー
騎士 1 上2
恩恵 従者2
騎士 2 上2
恩恵 コイン2
騎士 1 城6
投票 太郎 賛成 1
投票 花子 反対 0
投票 次郎 反対 0
投票 美咲 反対 1
投票 太郎 賛成 0
投票 花子 賛成 1
投票 次郎 反対 1
投票 美咲 反対 0
投票 太郎 賛成
投票 花子 賛成
投票 次郎 賛成
投票 美咲 賛成
選択 報奨
拡張 2
選択 報奨
強化 2 スタッフォード
選択 両方
スタート 花子
城 6
強化 3 中庭
公開 紛争 7 5-3-1
公開 紛争 3 2-1-0
公開 法律 squire-gold-3pp
公開 法律 swap-3-for-4
公開 法律 extensions-5pp
騎士 1 ドーセット
騎士 4 サマーセット
騎士 1 下1
恩恵 貴族(人物)
貴族 ノーサンバーランド
騎士 1 上2
恩恵 コイン2
投票 太郎 賛成 2
投票 花子 反対 1
投票 次郎 反対 0
投票 美咲 賛成 0
投票 花子 賛成 0
投票 次郎 反対 3
投票 太郎 反対
投票 美咲 反対
投票 太郎 反対
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
支払う 2
支払う 1
支払う 0
支払う 3
選択 報奨
選択 報奨
移動 上1
身代金 なし
身代金 2
公開 紛争 8 5-3-1
公開 紛争 5 3-2-1
公開 法律 conflicts-extension
公開 法律 three-1s-5pp
公開 法律 nobles-knight
騎士 3 グロスター
騎士 2 下1
恩恵 コイン3
騎士 4 グロスター
騎士 2 ヨーク
騎士 3 上1
恩恵 従者1
騎士 1 城1
投票 太郎 反対
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
投票 太郎 反対
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
投票 太郎 賛成 3
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
支払う 0
支払う 0
支払う 2
支払う 1
選択 両方
選択 貴族
城 なし
身代金 1 2
身代金 なし
公開 紛争 9 6-3-1
公開 紛争 5 2-1-0
公開 法律 conflicts-bundle
公開 法律 no2-upgrade
公開 法律 counties-8pp
騎士 2 上2
恩恵 強化(矢印)
強化 2 上2
騎士 4 サマーセット
騎士 1 サフォーク
騎士 1 ベッドフォード
騎士 1 ドーセット
騎士 2 スタッフォード
投票 太郎 反対
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
投票 太郎 反対
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
投票 太郎 賛成 6
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
支払う 0
支払う 0
支払う 1
支払う 2
選択 報奨
強化 2 スタッフォード
選択 報奨
拡張 1
選択 貴族
選択 両方
選択 報奨
移動 下1
城 1
身代金 なし
身代金 1
公開 紛争 7 4-2-1
公開 紛争 3 2-1-0
公開 法律 buy-pp "pay coins 2 -> pp 3"
公開 法律 all-four "deployed 1234 -> pp 6"
公開 法律 unnamed "most nobles -> pp 3"
騎士 1 下2
恩恵 コイン3
騎士 4 上1
恩恵 従者2
騎士 3 グロスター
騎士 1 サリー
騎士 1 城5
騎士 1 上1
恩恵 貴族(人物)
貴族 スタッフォード
騎士 1 サフォーク
投票 太郎 賛成 5
投票 花子 反対 1
投票 次郎 反対 3
投票 美咲 賛成 0
投票 太郎 反対
投票 花子 反対
投票 次郎 反対
投票 美咲 反対
投票 太郎 反対
投票 花子 反対
投票 次郎 反対
投票 美咲 賛成 3
支払う 0
支払う 6
支払う 1
支払う 1
選択 報奨
強化 3 グロスター
選択 報奨
選択 貴族
スタート 花子
城 なし
身代金 1
"""


def _rounds(text: str) -> list[list[str]]:
    """The lines of the set-up plus round 1, then of each later round (a round begins at its first
    revealed conflict card)."""
    lines = text.splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("公開 紛争")][::2]
    bounds = [0, *starts[1:], len(lines)]
    return [lines[a:b] for a, b in zip(bounds, bounds[1:])]


def test_a_whole_four_player_game_in_japanese_checked_by_hand():
    """lancaster.round.phases, lancaster.final.winner: 3 nobles per county and the conflict cards 2 and 10
    out (■1); every phase of the five rounds; the final scoring (■28) counted by hand."""
    t = Table("new lancaster 太郎 花子 次郎 美咲", lang="ja")
    assert all(c["nobles"] == 3 for c in t.show()["counties"].values())
    t.rejected("公開 紛争 10 6-3-1", "lancaster.setup.conflicts")
    # Power points at the end of each round, counted by hand:
    # 1: laws "3 PP per conflict" (太郎 3, 花子 6, 次郎 3); France wins u1 5-6 (花子 3 ranks first: 2,
    #    太郎 1) and u2 3-4 (次郎 1).
    # 2: 3 PP per conflict again; 1 servant + 1 coin for 3 PP (花子 twice, 次郎 once, 太郎 three
    #    times); Somerset 6 (美咲); l1 England 6-6, equal 3s: 花子 on the lower space first (4, 太郎 2);
    #    l2 France (次郎 1, 花子's 1 a prisoner she cannot ransom); u1 次郎 3, u2 美咲 1.
    # 3: 3 PP per conflict; pay law (美咲 twice, 太郎 once); l1 France (次郎 3), l2 France (美咲 1),
    #    u1 France (花子 3).
    # 4: pay law (美咲 once, 太郎 twice); 8 PP per 3 counties (太郎: B, F, H); Somerset both (美咲 6);
    #    l1 France (花子 3, 太郎 1), u2 France (次郎 1).
    # 5: coins 2 for 3 PP (次郎 six times, 美咲 and 太郎 once); most nobles 3 (太郎, 5); l2 France
    #    (次郎 1); u1 France (美咲 2, 太郎 1).
    expected = [
        {"太郎": 4, "花子": 8, "次郎": 4, "美咲": 0},
        {"太郎": 18, "花子": 24, "次郎": 14, "美咲": 10},
        {"太郎": 21, "花子": 30, "次郎": 20, "美咲": 20},
        {"太郎": 36, "花子": 33, "次郎": 21, "美咲": 29},
        {"太郎": 43, "花子": 33, "次郎": 40, "美咲": 34},
    ]
    for n, (lines, points) in enumerate(zip(_rounds(JA_GAME), expected), start=1):
        for line in lines:
            t.ok(line)
        if n < 5:
            assert t.show()["points"] == points, f"round {n}"
        if n == 1:
            # Surrey (太郎, both for 3 coins) made 花子 the start player at once (■24); 美咲's castle 6
            # upgraded her court 3 to the 4 (■10).
            assert t.show()["start_player"] == "花子"
            assert holdings(t, "美咲")["court"] == [1, 4] and holdings(t, "太郎")["nobles"] == ["I"]
    final = {row["player"]: row for row in t.score()["ranking"]}
    # Knights in the court (■28): 太郎 4+1+1 = 6 (8 PP), 次郎 1+1 = 2 (4 PP); 美咲's 4 and 太郎's 1 are
    # still in France. Extension tiles: 次郎 3 (8 PP); 1 each for the others, 太郎 has the most coins
    # (2 against 1 and 0): 4 PP. Nobles: 太郎 5 (10), 美咲 2 (1), 次郎 1 (0).
    assert {p: (r["breakdown"]["play"], r["breakdown"]["knights"], r["breakdown"]["extensions"],
                r["breakdown"]["nobles"], r["score"]) for p, r in final.items()} == {
        "太郎": (43, 8, 4, 10, 65), "次郎": (40, 4, 8, 0, 52), "美咲": (34, 0, 0, 1, 35), "花子": (33, 0, 0, 0, 33)}
    assert t.score()["winners"] == ["太郎"]


# --- interactions -------------------------------------------------------------------------------------


def test_rulebook_19_20_markers_a_law_sells_after_the_votes_are_kept_for_the_next_round():
    """lancaster.vote.markers, lancaster.law.pay: the unused markers go back after the third vote (■19);
    the laws apply after that (■20), so markers bought then are the player's for the next parliament."""
    t = game(extensions=(2, 2, 2))
    t.ok("put coins Aki 5")
    t.ok("put phase parliament")
    for player in ("Aki", "Ben", "Chie"):  # "buy voting markers" passes 3 to 0
        t.ok(f"vote {player} yes")
    for _ in range(2):
        for player in ("Aki", "Ben", "Chie"):
            t.ok(f"vote {player} no")
    assert holdings(t, "Ben")["markers"] == 0  # his unused marker went back
    assert (kind(t), pending(t)["player"]) == ("pay", "Aki")
    t.ok("pay 3")
    t.ok("pay 0")
    t.ok("pay 0")
    # The round runs on to its end: phase IV adds the lord's marker (no noble) and 2 coins (castle 2).
    assert kind(t) == "reveal-conflict"
    assert holdings(t, "Aki")["markers"] == 4 and holdings(t, "Aki")["coins"] == 4
    assert holdings(t, "Ben")["markers"] == 1
    t.ok("reveal conflict 6 4-2-1")
    t.ok("reveal conflict 8 5-3-1")
    for law in ("squire-gold-3pp", "swap-3-for-4", "extensions-5pp"):
        t.ok(f"reveal law {law}")
    t.ok("put phase parliament")
    t.ok("vote Aki yes 4")  # the three markers bought and the lord's one
    assert holdings(t, "Aki")["markers"] == 0
    t.rejected("vote Ben yes 2", "lancaster.vote.ballot")


def test_rulebook_23_stafford_upgrades_its_own_knight_which_goes_home_stronger():
    """lancaster.county.stafford, lancaster.knight.upgrade, lancaster.county.return"""
    t = game(minimums={"B": 2})
    t.ok("put knight Aki 2 B 1")
    t.ok("put phase counties")
    t.ok("choose reward")
    t.ok("upgrade 2 B")
    assert holdings(t, "Aki")["court"] == [1, 2, 3] and holdings(t, "Aki")["stock"] == [1, 1, 2, 4]
    assert t.show()["counties"]["B"]["knight"] is None


def test_rulebook_23_25_york_markers_come_in_round_5_but_not_the_nobles_markers():
    """lancaster.county.york, lancaster.castle.nobles-markers: only the nobles' markers stop in round 5
    (■25)."""
    t = game(extensions=(2, 2, 2))
    for line in ("put noble Aki A", "put noble Aki B", "put markers Aki 0", "put round 5", "put knight Aki 1 C",
                 "put phase counties"):
        t.ok(line)
    t.ok("choose reward")  # a new 1 and 2 markers
    assert holdings(t, "Aki")["markers"] == 2 and holdings(t, "Aki")["court"] == [1, 1, 1, 2]
    assert t.score()["final"]  # no markers for the two nobles, and the game is over


def test_rulebook_20_the_most_gold_law_upgrades_a_deployed_knight_only():
    """lancaster.law.most, lancaster.knight.upgrade: most coins, then a knight on the board (not the court)."""
    t = game()
    for line in ("put coins Aki 5", "put knight Aki 1 u1", "put phase laws"):
        t.ok(line)
    assert (kind(t), pending(t)["mode"], pending(t)["options"]) == ("upgrade", "deployed", ["1@u1"])
    t.rejected("upgrade 2 court", "lancaster.knight.upgrade")
    t.ok("upgrade 1 u1")
    assert t.show()["conflicts"]["l1"]["spaces"] == [{"player": "Aki", "knights": [2]}]


def test_rulebook_26_a_ransom_beyond_the_coins_is_refused_and_changes_nothing():
    """lancaster.conflict.prisoners, lancaster.pay.afford: 1 coin per point of strength; what is not ransomed
    goes to the stock."""
    t = game()
    for line in ("put conflict l1 8 5-3-1", "put knight Aki 3 l1", "put knight Aki 2 l1", "put coins Aki 4",
                 "put phase conflicts"):
        t.ok(line)
    assert pending(t)["knights"] == [3, 2]
    t.rejected("ransom 3 2", "lancaster.pay.afford")
    t.ok("ransom 3")
    assert holdings(t, "Aki")["court"] == [1, 2, 3] and holdings(t, "Aki")["stock"] == [1, 1, 2, 4]
    assert holdings(t, "Aki")["coins"] == 1 and t.show()["points"]["Aki"] == 3  # 5-3-1 shifted: 3


def test_the_conflicts_are_named_as_the_board_shows_them_in_both_languages():
    """lancaster.conflict.space: 上段左 / 左上 / upper-left are the upper left conflict (u1), and so on."""
    t = game(lang="ja")
    t.ok("騎士 2 上段左")
    t.ok("恩恵 コイン2")
    t.ok("騎士 2 右上")
    t.ok("恩恵 コイン3")
    t = game()
    t.ok("knight 2 upper-right")
    t.ok("favour coins2")
    assert [s["player"] for s in t.show()["conflicts"]["u2"]["spaces"]] == ["Aki"]


def test_rulebook_12_13_a_knight_driven_out_by_the_last_placement_is_placed_again_and_may_drive_back():
    """lancaster.place.order, lancaster.county.displace: the phase goes on until every court is empty
    (■12), so a knight driven out after its owner has placed everything comes back into play; it may
    drive out the intruder in turn with more servants (strictly more, ■13)."""
    t = game(minimums={"B": 2, "C": 2})
    for line in ("knight 2 B", "knight 2 u1", "favour coins2", "knight 1 s1", "knight 1 s2", "knight 1 s2"):
        t.ok(line)
    assert holdings(t, "Aki")["court"] == [] and holdings(t, "Ben")["court"] == []
    t.ok("knight 2 B 1")  # Chie: 2 + 1 against 2
    assert (kind(t), pending(t)["player"]) == ("place", "Aki") and holdings(t, "Aki")["court"] == [2]
    t.rejected("knight 2 B 1", "lancaster.county.displace")  # 3 against 3
    t.ok("knight 2 B 2")  # 4 against 3: Chie's 2 home, her servant to the supply
    assert holdings(t, "Chie")["court"] == [2] and holdings(t, "Chie")["servants"] == 1
    assert t.show()["counties"]["B"]["knight"] == {"player": "Aki", "strength": 2, "servants": 2}
    assert pending(t)["player"] == "Chie"  # Ben's court is empty
    t.ok("knight 2 C")
    assert kind(t) == "vote"
