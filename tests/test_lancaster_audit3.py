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
put conflict u1 8 4-2-1
put conflict u2 8 5-3-1
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


# --- a five-player game, two rounds played through and counted by hand (■7-■27) -------------------------
# Lines starting with ! are refused with the rule named after the mark; the table then plays the next
# line instead. The hand count is in the test below the script.

FIVE_ROUND_1 = """\
reveal conflict 6 4-2-1
reveal conflict 8 5-3-1
reveal law conflicts-3pp
reveal law knight2-squire
reveal law counties-8pp
extension 2
extension 3
extension 4
extension 5
extension 6
fact county.A.minimum 1
fact county.B.minimum 2
fact county.C.minimum 2
fact county.E.minimum 1
fact county.F.minimum 1
fact county.G.minimum 3
fact county.H.minimum 1
fact county.I.minimum 1
knight 2 u1
favour coins3
knight 2 u1
favour servants2
knight 2 u1
favour coins2
!lancaster.conflict.space knight 2 u1
knight 2 B 1
knight 2 B 2
knight 1 u2
favour upgrade
upgrade 1 u2
knight 1 I
knight 1 s5
knight 2 u2
favour servant
knight 1 u2
favour noble
noble A
!lancaster.county.minimum knight 1 G
knight 1 F
vote Aki yes 1
vote Ben yes
vote Chie no 1
vote Dai no
vote Emi no 1
vote Aki no
vote Ben yes 1
vote Chie yes
vote Dai yes 1
vote Emi no
vote Aki yes
vote Ben yes
vote Chie yes
vote Dai yes
vote Emi yes
!lancaster.pay.afford choose both
choose noble
choose reward
choose reward
start Chie
castle none
"""

FIVE_ROUND_2 = """\
reveal conflict 7 4-2-1
reveal conflict 5 3-1-0
reveal law swap-3-for-4
reveal law no2-upgrade
reveal law buy-markers
knight 2 u2
favour coins3
knight 1 l2
favour upgrade
upgrade 1 l2
knight 2 l2
favour servants2
knight 2 u2
favour coins2
!lancaster.county.minimum knight 2 G
knight 2 u1
favour servant
knight 1 s1
!lancaster.county.minimum knight 1 C
knight 1 H
knight 1 A 2
vote Chie no
vote Dai no
vote Emi no
vote Aki no
vote Ben no
vote Aki yes 1
vote Ben yes 1
vote Chie no 3
vote Dai yes 0
vote Emi no 0
vote Aki no
vote Ben no
vote Chie no
vote Dai yes 3
vote Emi yes 3
pay 2
pay 0
pay 1
pay 0
pay 3
!lancaster.pay.afford choose both
choose noble
choose reward
move u1
castle 1
castle 6
upgrade 2 l2
"""


def _play(t: Table, script: str) -> None:
    for line in script.splitlines():
        if line.startswith("!"):
            rule, line = line[1:].split(" ", 1)
            t.rejected(line, rule)
        else:
            t.ok(line)


def _board(t: Table) -> dict:
    s = t.state
    return {p: (s.pp[p], s.markers[p], sorted(s.court[p])) for p in s.players}


def test_conflict_ranking_five_players_two_rounds_counted_by_hand():
    """lancaster.conflict.ranking, lancaster.vote.count, lancaster.law.order, lancaster.county.surrey:
    five players (■1: the 2 and 3 out, 4 nobles a county). Round 1: the fourth knight finds u1 full,
    Emi drives Dai out of Stafford (2+2 > 2+1), Surrey makes Chie start. Laws: the 3 PP law is rejected
    3-5, the 2-knight law passes 5-2, the 8 PP law 5-0. u1: 2+2+2 = 6 against 6, England, all tied so
    the lowest space ranks first: Chie 4, Ben 2, Aki 1. u2: 2+2+1 = 5 against 8, France: Dai (lower
    than Aki at equal 2) 3, Aki 1, Emi 0; the card goes down to l2 with its knights."""
    t = Table("new lancaster Aki Ben Chie Dai Emi")
    _play(t, FIVE_ROUND_1)
    assert t.state.start == t.state.players.index("Chie")
    assert t.state.laws == ["counties-3pp", "knight2-squire", "counties-8pp"]
    assert _board(t) == {"Aki": (2, 1, [2]), "Ben": (2, 1, [1, 2]), "Chie": (4, 3, [1, 2]),
                         "Dai": (3, 3, [1, 1]), "Emi": (0, 3, [2])}
    assert t.state.conflicts["l2"]["spaces"] == [["Aki", [2]], ["Dai", [2]], ["Emi", [1]]]
    # Round 2, from Chie. Dai stacks on his l2 space and upgrades it (2+2), Emi stacks (1+2), Dorset
    # moves Dai's 1 to u1 under Ben. Votes: the 3-for-4 law 0-5 out; "no 2-knight" 5-5 passes (the 3
    # PP law leaves); buy-markers 8-3 passes (the 2-knight law leaves). Laws: nobody holds 3 counties;
    # everybody has a 2 out, so nobody upgrades; markers bought in player order from Chie (2, 0, 1,
    # 0, 3) are kept: the votes are over. Phase IV: Chie pays 3 servants at s1 for a new 1, Emi pays
    # 2 at s6 and her 2 at l2 becomes a 3 before phase V.
    # l2 (second battle): Aki 2, Dai 4, Emi 4 = 10 against 8, England: Emi (lower) 5, Dai 3, Aki 1.
    # u1: Ben 2, Dai 1 against 7, France: Ben 2, Dai 1, down to l1. u2: Chie 2, Aki 2 against 5:
    # France, the lower Aki 1 and Chie 0 (3-1-0 shifted), down to l2.
    _play(t, FIVE_ROUND_2)
    assert t.state.laws == ["counties-8pp", "no2-upgrade", "buy-markers"]
    assert _board(t) == {"Aki": (4, 1, [2]), "Ben": (4, 5, [1]), "Chie": (4, 3, [1, 1]),
                         "Dai": (7, 3, [2, 2]), "Emi": (5, 4, [1, 3])}
    assert t.state.conflicts["l1"]["spaces"] == [["Ben", [2]], ["Dai", [1]]]
    assert t.state.conflicts["l2"]["spaces"] == [["Chie", [2]], ["Aki", [2]]]
    assert t.state.nobles["Ben"] == ["A"] and t.state.nobles["Emi"] == ["A", "B"]


FIVE_ROUNDS_3_TO_5 = """\
reveal conflict 9 6-3-1
reveal conflict 4 3-2-1
reveal law conflicts-bundle
reveal law extensions-5pp
reveal law three-1s-5pp
knight 1 l2
favour coins2
knight 2 l1
favour coins3
knight 3 D
knight 2 l2
favour servant
knight 1 l1
favour servants2
knight 1 u1
favour upgrade
upgrade 1 u1
knight 2 E
knight 1 s5
vote Chie yes
vote Dai yes
vote Emi no
vote Aki yes
vote Ben no
vote Chie no 3
vote Dai no
vote Emi yes 4
vote Aki no
vote Ben yes
vote Chie no
vote Dai no 3
vote Emi no
vote Aki no 1
vote Ben yes 5
pay 1
pay 0
pay 1
pay 0
pay 0
choose reward
upgrade 3 D
choose reward
extension 2
castle none
ransom 1 2
ransom 2
reveal conflict 10 6-4-2
reveal conflict 6 4-2-1
reveal law conflicts-extension
reveal law nobles-knight
reveal law squire-gold-3pp
knight 2 l1
favour coins3
knight 2 C
knight 4 G
knight 2 u1
favour coins2
knight 2 u1
favour servant
knight 1 s6
!lancaster.county.minimum knight 2 G 1
knight 2 l2
favour servants2
knight 1 l2
favour upgrade
upgrade 1 l2
knight 2 u2
favour noble
noble E
knight 1 F
vote Chie yes
vote Dai yes
vote Emi yes
vote Aki yes
vote Ben yes
vote Chie no
vote Dai no
vote Emi yes 8
vote Aki no
vote Ben no
vote Chie yes 3
vote Dai no 3
vote Emi no
vote Aki yes 1
vote Ben no 2
extension 3
choose both
choose reward
choose reward
castle 6
upgrade 2 l1
castle none
ransom 3 2
reveal conflict 8 5-3-1
reveal conflict 7 4-2-1
reveal law all-four "deployed 1234 -> pp 6"
reveal law unnamed "most markers -> pp 2"
reveal law buy-pp "pay coins 1 -> pp 5"
knight 3 D
knight 2 B
knight 4 l1
favour coins3
knight 2 l2
favour coins2
knight 2 A
!lancaster.county.minimum knight 2 G
knight 2 E
knight 1 s5
knight 1 s6
knight 1 F
knight 1 H
vote Chie no
vote Dai no
vote Emi no
vote Aki no
vote Ben no
vote Chie no
vote Dai no
vote Emi no
vote Aki no
vote Ben no
vote Chie no
vote Dai no
vote Emi no
vote Aki no
vote Ben no
extension 4
choose noble
choose reward
upgrade 2 B
choose both
upgrade 3 D
choose noble
choose reward
choose reward
move l2
castle 6
upgrade 1 l2
castle none
ransom none
ransom 2
ransom 2
"""


def test_final_winner_five_player_whole_game_counted_by_hand():
    """lancaster.final.winner, lancaster.final.knights, lancaster.final.extensions, lancaster.final.nobles,
    lancaster.conflict.prisoners: the five-player game above played to the end (■28).
    Round 3: l1 second battle lost 6 against 7, Dai (lower, tied 3) 2, Ben 1; Dai ransoms 1+2 for 3,
    Ben only his 2 (his 1 to the stock). Round 4: Aki, in two conflicts, takes an extension tile by
    law before phase IV, and it pays that round; Chie's castle-6 upgrade in l1 still loses (5 against
    9) and she ransoms 3+2 for 5. Round 5: Aki and Ben place nothing (their knights are in France);
    nobody votes yes; Dorset sends Dai's 1 to l2 and his castle-6 upgrade makes it a 2 before phase V:
    l2 2+2+2 = 6 against 6, England, all tied, Dai (lowest) 4, Chie 2, Aki 1; l1 8 against 10, France:
    Emi 4, Ben 2, Aki 0; Emi cannot pay 4 for her 4, which goes to the stock.
    Play: Aki 12, Ben 11, Chie 13, Dai 15, Emi 18. Knights in the court: Dai 1+1+2+2+3 = 9 (8 PP),
    Chie 1+2+4 = 7 (4). Extension tiles: Aki 3 (8), Dai 2 (4). Nobles: Emi 3 (3), Dai 2 (1), the others
    1 (0). Totals: Dai 28, Emi 21, Aki 20, Chie 17, Ben 11."""
    t = Table("new lancaster Aki Ben Chie Dai Emi")
    _play(t, FIVE_ROUND_1)
    _play(t, FIVE_ROUND_2)
    _play(t, FIVE_ROUNDS_3_TO_5)
    assert t.state.over
    result = {r["player"]: (r["score"], r["breakdown"]) for r in t.score()["ranking"]}
    assert result == {
        "Dai": (28, {"play": 15, "knights": 8, "extensions": 4, "nobles": 1}),
        "Emi": (21, {"play": 18, "knights": 0, "extensions": 0, "nobles": 3}),
        "Aki": (20, {"play": 12, "knights": 0, "extensions": 8, "nobles": 0}),
        "Chie": (17, {"play": 13, "knights": 4, "extensions": 0, "nobles": 0}),
        "Ben": (11, {"play": 11, "knights": 0, "extensions": 0, "nobles": 0}),
    }
    assert t.score()["winners"] == ["Dai"]
    assert sorted(t.state.court["Emi"]) == [2] and 4 in t.state.stock["Emi"]


# --- the laws apply one after another: a law sees what the law before it changed (■20) -----------------

def test_law_order_a_most_law_counts_after_the_pay_law_before_it():
    """lancaster.law.order, lancaster.law.pay, lancaster.law.most: the laws apply left to right, each on the
    table as the one before left it. Law 2 sells 3 PP for a servant and a coin; law 3 gives a knight to
    the most servants. Aki (4 servants) pays twice and drops to 2, so Ben's 3 are the most: Ben alone
    takes the knight. Had law 3 counted before law 2 was paid, Aki would have taken it."""
    t = Table("new lancaster Aki Ben Chie")
    t.run("""\
put round 2
put extension Aki 2
put extension Ben 2
put extension Chie 2
put law 1 counties-3pp
put law 2 squire-gold-3pp
put law 3 most-squires
put servants Aki 4
put servants Ben 3
put servants Chie 1
put coins Aki 5
put phase laws""")
    t.ok("pay 2")      # Aki: 4 -> 2 servants, +6 PP
    t.ok("pay 0")      # Ben keeps his 3
    t.ok("pay 0")      # Chie
    s = t.state
    assert (s.pp["Aki"], s.servants["Aki"], s.servants["Ben"]) == (6, 2, 3)
    assert sorted(s.court["Ben"]) == [1, 1, 2] and sorted(s.court["Aki"]) == [1, 2]


# --- the rewards in order: counties, castle, then the conflicts (■21) ------------------------------------

def test_conflict_england_wins_after_a_stafford_and_a_castle_upgrade_of_the_conflict_knights():
    """lancaster.conflict.england-wins, lancaster.county.stafford, lancaster.castle.reward: phase III and IV
    come before phase V, so upgrades taken there count in the battle. u1: Aki's 2 against France 3;
    his castle-6 knight (2 servants) makes it a 3: 3 against 3, England, Aki +4. u2: Ben 2 + Chie 1
    against 6; Ben's Stafford reward makes his 2 a 3: 4 against 6, still France, Ben 3 and Chie 1
    (5-3-1 shifted), and the card goes down with its knights."""
    t = Table("new lancaster Aki Ben Chie")
    t.run("""\
put round 2
put extension Aki 2
put extension Ben 2
put extension Chie 2
put conflict u1 3 4-2-1
put conflict u2 6 5-3-1
fact county.B.minimum 1
put knight Aki 2 u1
put knight Aki 1 s6
put knight Ben 1 B
put knight Ben 2 u2
put knight Chie 1 u2
put law 1 extensions-5pp
put law 2 nobles-knight
put law 3 counties-8pp
put phase counties
choose reward
upgrade 2 u2
castle 6
upgrade 2 u1""")
    s = t.state
    assert (s.pp["Aki"], s.pp["Ben"], s.pp["Chie"]) == (4, 3, 1)
    assert "u1" not in s.conflicts and 3 in s.court["Aki"]
    assert s.conflicts["l2"]["spaces"] == [["Ben", [3]], ["Chie", [1]]]


# --- the last round: conflicts, prisoners and the final count (■26, ■28) ----------------------------------

def test_final_knights_round_5_ransomed_knights_count_knights_left_in_france_do_not():
    """lancaster.final.knights, lancaster.final.france, lancaster.conflict.prisoners,
    lancaster.final.extensions: round 5, phase V. l1 (second battle, France 6, 5-3-1): Aki 1, Chie 2+1,
    4 against 6: France, Chie 3, Aki 1; Aki ransoms his 1 (1 coin), Chie her 2 (2 coins), her 1 goes to
    the stock. u1 (France 8, 4-2-1): Aki 3, Ben 2, 5 against 8: France, Aki 2, Ben 1; these knights stay
    in France and are not on the castle board at the end.
    Knights: Chie 1+2+3+4 + 2 = 12 (8 PP), Aki 2+4 + 1 = 7 (4 PP), Ben 1+4 = 5 (his 2 is in France).
    Extension tiles: Aki and Ben 2 each, Aki has more coins after his ransom (4 against 3): Aki 8, Ben 4.
    Nobles: Aki 4 (6 PP), Chie 1 (0). Aki 10+1+2+4+8+6 = 31, Ben 12+1+4 = 17, Chie 5+3+8 = 16."""
    t = Table("new lancaster Aki Ben Chie")
    t.run("""\
put round 5
put extension Aki 2
put extension Aki 3
put extension Ben 4
put extension Ben 5
put extension Chie 2
put conflict u1 8 4-2-1
put conflict l1 6 5-3-1
put deck 0
take knight Aki 1 court
put knight Aki 4 court
put knight Aki 3 u1
put knight Aki 1 l1
put knight Ben 2 u1
take knight Ben 2 court
put knight Ben 4 court
put knight Chie 2 l1
put knight Chie 1 l1
put knight Chie 3 court
put knight Chie 4 court
put coins Aki 5
put coins Ben 3
put coins Chie 2
put servants Aki 1
put servants Ben 2
put servants Chie 0
put noble Aki A
put noble Aki B
put noble Aki C
put noble Aki D
put noble Chie E
put pp Aki 10
put pp Ben 12
put pp Chie 5
put phase conflicts
ransom 1
ransom 2""")
    assert t.state.over
    rows = {r["player"]: (r["score"], r["breakdown"], r["tiebreaks"]["strength"]) for r in t.score()["ranking"]}
    assert rows == {
        "Aki": (31, {"play": 13, "knights": 4, "extensions": 8, "nobles": 6}, 7),
        "Ben": (17, {"play": 13, "knights": 0, "extensions": 4, "nobles": 0}, 5),
        "Chie": (16, {"play": 8, "knights": 8, "extensions": 0, "nobles": 0}, 12),
    }
    assert t.state.conflicts["l1"]["spaces"] == [["Aki", [3]], ["Ben", [2]]]


def test_conflict_prisoners_ransom_all_frees_every_knight_or_is_refused_beyond_the_coins():
    """lancaster.conflict.prisoners: 'ransom all' (身代金 全部) buys back every knight of the player there at
    1 coin per strength (■26); more than the player's coins is refused and changes nothing."""
    t = Table("new lancaster 太郎 花子 次郎", lang="ja")
    t.run("""\
設定 ラウンド 3
設定 紛争 下1 7 4-2-1
設定 騎士 太郎 2 下1
設定 騎士 太郎 1 下1
設定 騎士 花子 3 下1
設定 コイン 太郎 5
設定 コイン 花子 4
設定 コイン 次郎 0
設定 フェイズ 紛争の解決""")
    # 2+1 and 3: 6 against 7, France wins the second battle: 花子 (3) 2, 太郎 (3, higher space) 1.
    t.ok("身代金 全部")
    assert t.state.coins["太郎"] == 2 and sorted(t.state.court["太郎"]).count(2) == 2
    t.ok("身代金 なし")
    assert 3 in t.state.stock["花子"] and t.state.coins["花子"] == 4
    t2 = Table("new lancaster Aki Ben Chie")
    t2.run("""\
put round 3
put conflict l1 7 4-2-1
put knight Aki 2 l1
put knight Aki 1 l1
put coins Aki 2
put phase conflicts""")
    t2.rejected("ransom all", "lancaster.pay.afford")
    t2.ok("ransom 2")
    assert t2.state.coins["Aki"] == 0 and 1 in t2.state.stock["Aki"]


def test_county_surrey_start_none_keeps_the_start_player():
    """lancaster.county.surrey: the Surrey knight may leave the start player as it is (■24 今のまま変えなくても
    よい): 'start none' (スタート なし) keeps it, as naming the current start player does."""
    t = Table("new lancaster Aki Ben Chie")
    t.run("""\
put round 2
put start Ben
put extension Aki 2
put extension Ben 2
put extension Chie 2
fact county.I.minimum 1
put knight Chie 1 I
put phase counties
choose reward""")
    t.ok("start none")
    assert t.state.players[t.state.start] == "Ben"
    assert (t.state.coins["Chie"], t.state.servants["Chie"]) == (2 + 2 + 2, 2 + 2)
