"""Kings & Castles, a fourth audit against the rulebook, on its less-travelled rules: the addendum's
overlapping turns (10.1) over several reigns and up to the last one, the two-player game (9.1: two sets,
their alternation, money per set added at the end), the three-player game (9.2, 10.3.2), the short game
(9.3, 10.4), the later king selections (10.3.1 C: the lowest town total, not doubled, chooses first) and
castles kept in the array from one reign to a later one (4.2 (3), 7). Each outcome was worked out from
the rulebook before the lines were run."""

from __future__ import annotations

from conftest import Table
from test_kings_castles_audit2 import enemies, settle


def first_eight_crowns(t: Table) -> None:
    """The first selection made by hand: boxes 1-8 crowned green, turquoise, plum, blue in turn."""
    for b, c in zip(range(1, 9), ["green", "turquoise", "plum", "blue"] * 2, strict=True):
        t.ok(f"put crown {b} {c}")


def crowns_placed(t: Table) -> list[tuple[str, str, list[int]]]:
    """Play a selection out, each crown on the first box allowed: (player, colour, boxes allowed)."""
    placed = []
    while t.state.pending and t.state.pending["kind"] == "crown":
        asked = t.state.pending
        placed.append((asked["player"], asked["colour"], list(asked["boxes"])))
        t.ok(f"crown {asked['boxes'][0]}")
    return placed


# --- 10.1: overlapping turns --------------------------------------------------------------------------

def test_kings_castles_turn_overlap_each_next_king_draws_before_the_refill_reign_after_reign():
    # 10.1: player B takes his bonus while player A, whose reign is over, has not yet refilled; B then
    # plays his reign with that bonus, and does not draw it a second time. Box 2 turquoise (bonus III),
    # box 3 plum (II), box 4 blue (III).
    t = Table("new kings-castles Aki Ben Chie Dai --option overlap=on")
    enemies(t)
    first_eight_crowns(t)
    t.ok("put reign 2")
    t.ok("household knight 3")
    t.ok("end")
    assert "kings-castles.turn.overlap" in t.ok("why").text
    asked = t.state.pending
    assert (asked["colour"], asked["why"], asked["left"]) == ("plum", "bonus-next", 2)
    t.ok("household knight 2")
    asked = t.state.pending
    assert (asked["colour"], asked["why"], asked["left"]) == ("turquoise", "refill", 7)
    settle(t)
    # plum's reign begins with the two knights it drew, and no bonus is asked again
    assert (t.state.box, t.state.king, t.state.phase) == (3, "plum", "attack")
    assert t.state.arrays["plum"] == ["plum-knight", "plum-knight"] and t.state.flipped == [1, 2]
    assert len(t.state.arrays["turquoise"]) == 10
    t.ok("end")
    asked = t.state.pending
    assert (asked["colour"], asked["why"], asked["left"]) == ("blue", "bonus-next", 3)
    t.ok("household man 3")
    assert t.state.pending["colour"] == "plum" and t.state.pending["left"] == 8  # 10 less its 2 knights


def test_kings_castles_turn_overlap_short_two_player_game_to_the_final_count():
    # 9.1, 9.3, 10.1, 10.4: a short game for two (Aki green+plum, Ben turquoise+blue), overlapping turns.
    # Henry III part 1 (box 11, green, bonus II) taxes; Henry III part 2 (box 12, turquoise, bonus I)
    # draws his bonus before green refills, taxes, and the game ends after him at face value.
    #   green (London 3):      6 (king) + 3 + 3 (final) = 12    plum (York 2):        2 + 2 + 2 = 6
    #   turquoise (Bristol 2): 2 + 4 (king) + 2 (final) = 8     blue (Canterbury 1):  1 + 1 + 1 = 3
    # Aki 12 + 6 = 18, Ben 8 + 3 = 11: Aki wins. Each set has two taxation markers; one is left.
    t = Table("new kings-castles Aki Ben --option length=short --option overlap=on")
    enemies(t)
    for line in ("put crown 11 green", "put crown 12 turquoise", "put unit london green-knight",
                 "put unit york plum-knight", "put unit bristol turquoise-man", "put unit canterbury blue-archer",
                 "put reign 11"):
        t.ok(line)
    assert t.state.tax_left == {"green": 2, "plum": 2, "turquoise": 2, "blue": 2}
    assert t.state.pending["left"] == 2
    t.ok("household knight 2")
    t.ok("tax")
    t.ok("end")
    asked = t.state.pending
    assert (asked["colour"], asked["why"], asked["left"]) == ("turquoise", "bonus-next", 1)
    t.ok("household knight")
    assert t.state.pending["colour"] == "green" and t.state.pending["why"] == "refill"
    settle(t)
    assert (t.state.box, t.state.king, t.state.phase) == (12, "turquoise", "attack")
    t.ok("tax")
    t.ok("end")  # the last reign: no next king to overlap with; the refill, then the final count
    settle(t)
    assert t.state.over
    assert t.state.money == {"green": 12, "plum": 6, "turquoise": 8, "blue": 3}
    assert t.state.tax_left == {"green": 1, "plum": 2, "turquoise": 1, "blue": 2}
    score = t.score()
    assert {r["player"]: r["score"] for r in score["ranking"]} == {"Aki": 18, "Ben": 11}
    assert score["winners"] == ["Aki"]


# --- 10.3.1 C: the later selections -------------------------------------------------------------------

def test_kings_castles_crown_first_the_kings_own_towns_are_not_doubled():
    # 10.3.1 C note 1: the town totals that decide the first chooser are not doubled, not even the king's
    # who has just taxed. Blue (king of box 8) holds York (2); green London (3), turquoise Bristol and
    # Canterbury (3), plum Rouen and Winchester (3). Blue chooses first (doubled it would be 4, the
    # highest), then clockwise: turquoise, plum, green. Blue may not take Richard I (box 9), next to its
    # own Henry II part 2 (2 (10), note 2).
    t = Table("new kings-castles Aki Ben Chie Dai")
    enemies(t)
    first_eight_crowns(t)
    for line in ("put unit york blue-knight", "put unit london green-knight", "put unit bristol turquoise-knight",
                 "put unit canterbury turquoise-archer", "put unit rouen plum-man", "put unit winchester plum-archer",
                 "put reign 8"):
        t.ok(line)
    settle(t)
    assert t.state.king == "blue"
    t.ok("tax")
    t.ok("end")
    settle(t)
    assert "kings-castles.crown.first" in t.ok("why").text
    t.rejected("crown 9", "kings-castles.crown.adjacent")
    placed = crowns_placed(t)
    assert [c for _p, c, _b in placed] == ["blue", "turquoise", "plum", "green"] * 2
    assert 9 not in placed[0][2]
    assert sorted(int(b) for b in t.state.crowns) == list(range(1, 17))
    assert t.state.box == 9 and t.state.pending["why"] == "bonus"


def test_kings_castles_crown_first_two_players_alternate_sets_and_avoid_both_sets():
    # 9.1 with 10.3.1 C: Ben's sets hold 1 (turquoise Canterbury, blue nothing), Aki's 3 (green London,
    # plum nothing): Ben chooses first. His turquoise crown may not go next to his blue
    # Henry II part 2 (box 8) either; the players alternate, each alternating its two sets.
    t = Table("new kings-castles Aki Ben")
    enemies(t)
    first_eight_crowns(t)
    for line in ("put unit london green-knight", "put unit canterbury turquoise-archer", "put reign 8"):
        t.ok(line)
    settle(t)
    t.ok("end")
    settle(t)
    asked = t.state.pending
    assert (asked["player"], asked["colour"]) == ("Ben", "turquoise") and 9 not in asked["boxes"]
    t.rejected("crown 9", "kings-castles.crown.adjacent")
    placed = crowns_placed(t)
    assert [(p, c) for p, c, _b in placed] == [("Ben", "turquoise"), ("Aki", "green"), ("Ben", "blue"),
                                              ("Aki", "plum")] * 2
    assert t.state.crowns_left == {"green": 2, "plum": 2, "turquoise": 2, "blue": 2}


def test_kings_castles_crown_window_three_players_the_last_selection_after_richard_ii():
    # 10.3.2 (4): three players choose Henry IV to Richard III (boxes 19-24) after Richard II (box 18).
    # Chie (turquoise, nothing held) is lowest and begins, then clockwise Aki, Ben; each places two,
    # and every colour's eight crowns are then on the chart (9.2). Turquoise held Richard II: not box 19.
    t = Table("new kings-castles Aki Ben Chie")
    enemies(t)
    for b, c in zip(range(1, 19), ["green", "blue", "turquoise"] * 6, strict=True):
        t.ok(f"put crown {b} {c}")
    for line in ("put unit london green-knight", "put unit york blue-knight", "put reign 18"):
        t.ok(line)
    settle(t)
    assert t.state.king == "turquoise"
    t.ok("end")
    settle(t)
    assert t.state.pending["player"] == "Chie" and 19 not in t.state.pending["boxes"]
    t.rejected("crown 18", "kings-castles.crown.window")
    placed = crowns_placed(t)
    assert [c for _p, c, _b in placed] == ["turquoise", "green", "blue"] * 2
    assert t.state.crowns_left == {"green": 0, "blue": 0, "turquoise": 0}
    assert sorted(int(b) for b in t.state.crowns) == list(range(1, 25)) and t.state.box == 19


def test_kings_castles_crown_first_ties_for_the_lowest_in_a_two_player_game():
    # 10.3.1 C: both players' sets add to 2 (Aki plum York; Ben turquoise and blue, one town each): the
    # rulebook names no tie-break, the table names who begins; Ben begins with his first set.
    t = Table("new kings-castles Aki Ben")
    enemies(t)
    first_eight_crowns(t)
    for line in ("put unit york plum-knight", "put unit canterbury turquoise-archer", "put unit exeter blue-archer",
                 "put reign 8"):
        t.ok(line)
    settle(t)
    t.ok("end")
    settle(t)
    assert t.state.pending["kind"] == "first" and set(t.state.pending["players"]) == {"Aki", "Ben"}
    t.ok("first Ben")
    assert (t.state.pending["player"], t.state.pending["colour"]) == ("Ben", "turquoise")


# --- 7: castles kept in the array ---------------------------------------------------------------------

def test_kings_castles_castle_array_kept_from_one_reign_to_the_next_of_that_colour():
    # 4.2 (3), 7: turquoise (box 2, bonus III) draws a knight and two castles, places the small one in
    # the empty Rouen and keeps the large one: it counts among the ten at the refill, and turquoise
    # places it at its next reign (box 6), after which the taxation closes the castles (4.2 (4)).
    t = Table("new kings-castles Aki Ben Chie Dai")
    enemies(t)
    first_eight_crowns(t)
    t.ok("put reign 2")
    t.ok("household knight")
    t.ok("draw castle-3")
    t.ok("draw castle-1")
    t.ok("castle 1 rouen")
    t.rejected("attack london turquoise-knight", "kings-castles.turn.order")  # the attacks are over
    t.ok("end")
    assert t.state.pending["left"] == 8  # ten less the knight and the large castle kept
    settle(t)
    assert "castle-3" in t.state.arrays["turquoise"] and len(t.state.arrays["turquoise"]) == 10
    while t.state.box < 6:  # boxes 3-5 play no action
        if t.state.phase == "attack":
            t.ok("end")
        settle(t)
    assert t.state.king == "turquoise"
    t.rejected("castle 3 rouen", "kings-castles.castle.one-per-region")
    t.ok("castle 3 london")
    assert t.state.castles == {"rouen": 1, "london": 3} and t.state.defence("london") == 3 + 2  # enemy man
    t.ok("tax")
    t.rejected("castle 1 york", "kings-castles.turn.order")


def test_kings_castles_castle_array_two_players_only_the_kings_set():
    # 9.1 with 4.2 (3): a player of two sets places castles from the array of the set that is king; the
    # castle in his other set's array waits for that set's reign.
    t = Table("new kings-castles Aki Ben")
    enemies(t)
    first_eight_crowns(t)
    t.ok("put array plum castle-2")
    t.ok("put array green castle-1")
    t.ok("put reign 5")  # green, Aki's
    settle(t)
    t.rejected("castle 2 york", "kings-castles.castle.array")
    t.ok("castle 1 york")
    t.ok("end")
    settle(t)
    while t.state.box < 7:
        if t.state.phase == "attack":
            t.ok("end")
        settle(t)
    assert t.state.king == "plum"
    t.ok("castle 2 bristol")
    assert t.state.castles == {"york": 1, "bristol": 2}
