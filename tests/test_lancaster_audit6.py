"""Lancaster: corrections typed while a question waits, found by a held-out trial (stop 24). A question
set aside by `put`/`take` is asked again from the new position; each outcome was worked out from the
rulebook (■15 favours, ■20 the laws left to right, ■22 the counties A to I, ■24 Surrey, ■25 the castle,
■26 ransoms) before the lines were run."""

from __future__ import annotations

from conftest import Table
from lancaster_helpers import counties, kind, pending
from test_lancaster_audit5 import END

# Three players, the first-round cards on the board; the lines a judge types after `new`.
SET_UP = """
    put extension Aki 2
    put extension Ben 3
    put extension Chie 4
    put conflict u1 6 4-2-1
    put conflict u2 5 3-1-0
    put deck 6
"""


def judge(*lines: str) -> Table:
    t = Table("new lancaster Aki Ben Chie").run(SET_UP)
    for line in lines:
        t.ok(line)
    return t


def test_a_law_corrected_while_the_laws_apply_is_not_applied_twice_nor_another_skipped():
    # ■20: the three laws apply once each, left to right. The referee applies "most gold" (place 1) and
    # asks Aki which knight to upgrade; the table corrects: "most gold" is the card in place 2 (so "most
    # servants" is in place 1). "Most gold" has applied; "most servants" (Ben, 5 servants: a new knight)
    # and the third law still apply, "most gold" not again.
    t = judge("put knight Aki 2 u1", "put coins Aki 5", "put servants Ben 5", "put round 2", "put phase laws")
    assert t.show()["laws"][0] == "most-gold" and t.state.pending["kind"] == "upgrade"
    t.ok("put law 2 most-gold")
    assert t.show()["laws"][:2] == ["most-squires", "most-gold"]
    text = " ".join(t.ok("upgrade 2 u1").text.split())
    assert "Aki's 2 in upper left conflict becomes a 3" in text
    assert "becomes a 4" not in text  # most gold applied once
    assert "Law 1 applies: most servants" in text and "Ben takes a new knight of strength 1" in text


def test_a_knight_put_on_a_county_the_rewards_passed_is_asked_about_and_goes_back():
    # ■22: the counties are settled A to I, each knight then back to its court. Chie's 1 put on A while D
    # is asked: A is asked now, and no knight is left on a county into the next round.
    t = judge("fact county.A.minimum 1", "put knight Aki 3 D", "put round 2", "put phase counties")
    assert t.state.pending["county"] == "D"
    t.ok("put knight Chie 1 A")
    assert t.state.pending["kind"] == "county" and t.state.pending["county"] == "A"
    assert t.state.pending["player"] == "Chie"


def test_a_knight_left_on_a_county_goes_back_at_the_end_of_the_round():
    # ■22: knights on the counties go back to the court after their rewards; one a set-up line put there
    # after the counties were settled (phase IV) goes back when the round ends, without a reward.
    t = Table("new lancaster Aki Ben Chie").run(SET_UP.replace("put extension Aki 2", "put extension Aki 3"))
    t.run("put knight Aki 1 s1\nput servants Aki 4\nput round 2\nput phase castles")
    assert t.state.pending["kind"] == "castle"
    t.ok("put knight Chie 1 A")
    t.ok("castle none")
    assert t.state.round == 2 and t.state.phase == "prepare"
    assert "A" not in t.state.counties and 1 in t.state.court["Chie"]


def test_no_favour_for_a_knight_taken_back_out_of_the_conflict():
    # ■15: the favour is for the knight placed in a conflict; `take` took it back out.
    t = judge("put round 2", "put phase placement")
    t.ok("knight 1 u1")
    assert t.state.pending["kind"] == "favour"
    reply = t.ok("take knight Aki 1 u1")
    assert "Aki has no knight in a conflict any more: no favour" in reply.text
    assert t.state.pending["kind"] == "place" and t.state.pending["player"] == "Ben"
    t.rejected("favour coins3", "lancaster.turn.pending")


def test_no_paid_castle_reward_for_a_space_whose_knight_was_taken_off():
    # ■25: the reward above a knight placed on the castle; the knight on s1 taken off, nothing is offered.
    t = Table("new lancaster Aki Ben Chie").run(SET_UP.replace("put extension Aki 2", "put extension Aki 3"))
    t.run("put knight Aki 1 s1\nput servants Aki 4\nput round 2\nput phase castles")
    assert t.state.pending["kind"] == "castle" and t.state.pending["player"] == "Aki"
    reply = t.ok("take knight Aki 1 s1")
    assert "Aki takes a new knight" not in reply.text
    assert t.state.phase == "prepare"  # nothing more asked of the castle: the round went on to its end


def test_a_ransom_a_correction_leaves_unpaid_is_said_at_the_table():
    # ■26: Ben may ransom his 3 from the second battle at 1 coin per strength; with 1 coin he cannot, nor
    # could anyone with the coins all the players hold (the one case he is not asked: ■3, coins are private).
    t = Table("new lancaster Aki Ben Chie").run(END)
    t.ok("put phase castles")
    assert t.state.pending["kind"] == "ransom" and t.state.pending["player"] == "Ben"
    t.ok("put coins Aki 0")
    t.ok("put coins Chie 0")
    reply = t.ok("put coins Ben 1")
    assert "Ben ransoms none of 3" in reply.text


def test_a_start_player_kept_by_surrey_reads_as_kept():
    # ■24: Surrey's holder chooses the start player, and may keep the one there is.
    t = counties("put knight Ben 4 I")
    t.ok("choose noble")
    assert (kind(t), pending(t)["player"]) == ("surrey", "Ben")
    reply = t.ok("start Aki")
    assert "Ben keeps Aki as the start player" in reply.text and t.show()["start_player"] == "Aki"


def test_show_json_holds_the_ballots_typed_until_the_vote_is_counted():
    # ■20: markers typed with a ballot leave the player; until the vote is counted they are on the table.
    t = judge("put markers Aki 3", "put proposal 1 buy-markers", "put round 2", "put phase parliament")
    assert t.state.pending["kind"] == "vote"
    t.ok("vote Aki yes 2")
    shown = t.show()
    assert shown["ballots"] == {"Aki": {"vote": "yes", "markers": 2}}
    assert shown["holdings"]["Aki"]["markers"] == 1


def test_refusals_name_what_is_really_wrong_a_second_prisoner_and_a_knight_stronger_than_four():
    t = Table("new lancaster Aki Ben Chie").run(END)
    t.ok("put phase castles")
    reply = t.rejected("ransom 3 3", "lancaster.conflict.prisoners")  # ■26: Ben has one prisoner, a 3
    assert "Ben has only 1 prisoner(s) of strength 3 here" in reply.text
    t = counties("put knight Aki 4 B")
    t.ok("choose reward")
    assert kind(t) == "upgrade"
    reply = t.rejected("upgrade 4 B", "lancaster.knight.upgrade")  # ■0: knights are 1 to 4
    assert "Aki's 4 is the strongest knight there is" in reply.text
