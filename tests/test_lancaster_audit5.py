"""Lancaster: findings of a held-out trial (rulebook seeds/002).

- A printed fact the final scoring used (■28: knights in France, the noble track), typed after the end,
  re-does the final scoring; the table is told so (lancaster.facts.table).
- A county's minimum nobody has typed is asked for only when the verdict depends on it: a 4 meets every
  minimum 1-4 a county prints (■6, ■13; lancaster.county.minimum).
- Words: an upgrade with no knight it may take says so (lancaster.knight.upgrade); an empty noble stack
  is refused under its own rule (■1, ■22; lancaster.noble.stack); a conflict nobody fought reads as such
  (■26; lancaster.conflict.france-wins).
- `put conflict` refuses a card removed at set-up for this many players, as `reveal conflict` does
  (■1; lancaster.setup.conflicts).
- A minimum typed while a weaker knight stands on the county is noted at the table (lancaster.county.minimum).
"""

from __future__ import annotations

from conftest import Table
from lancaster_helpers import game, in_phase, pending

from referee.session import Session

# The trial's position: round 5, phase IV; Aki's 4 alone in u1 (France 7), Ben's 3 and Chie's 1 in
# the second battle l2 (France 8). Aki holds two nobles; Ben can ransom his 3, Chie cannot pay.
END = """\
put extension Aki 5
put extension Ben 2
put extension Chie 4
put conflict u1 7 4-2-1
put conflict u2 6 5-3-1
put conflict l2 8 6-3-2
put deck 0
put noble Aki A
put noble Aki B
put knight Aki 4 u1
put knight Ben 3 l2
put knight Chie 1 l2
put coins Ben 3
put markers Aki 0
put round 5"""


def ended(*facts_before: str) -> Table:
    t = Table("new lancaster Aki Ben Chie")
    t.run(END)
    for line in facts_before:
        t.ok(line)
    t.ok("put phase castles")
    t.ok("ransom all")
    t.ok("ransom none")
    assert t.show()["game_over"] is True
    return t


def points(t: Table) -> dict:
    return {p: h["pp"] for p, h in t.show()["holdings"].items()}


# --- 1. a fact typed after the end -----------------------------------------------------------------------


def test_knights_in_france_typed_after_the_end_redo_the_final_scoring():
    """lancaster.final.france, lancaster.facts.table (■28): the final scoring said it used the inferred
    'false' and how to correct it; the correction re-does it, as if typed before the end."""
    t = ended()
    assert t.score()["winners"] == ["Ben"]
    reply = t.ok("fact final.knights-in-france true")
    assert "done again" in reply.text and "Winner(s): Aki with 15" in reply.text
    before = ended("fact final.knights-in-france true")
    assert t.score() == before.score()
    assert points(t) == points(before) == {"Aki": 15, "Ben": 11, "Chie": 6}
    assert t.score()["winners"] == ["Aki"]


def test_a_noble_track_value_typed_after_the_end_redoes_the_nobles_points():
    """lancaster.final.nobles, lancaster.noble.track: two nobles were worth the inferred 1."""
    t = ended()
    reply = t.ok("fact nobles.track.2 3")
    assert "done again" in reply.text
    aki = next(r for r in t.score()["ranking"] if r["player"] == "Aki")
    assert aki["breakdown"]["nobles"] == 3 and aki["score"] == 9
    assert t.score() == ended("fact nobles.track.2 3").score()


def test_a_fact_that_changes_nothing_says_the_result_stands_and_the_save_replays(tmp_path):
    """lancaster.facts.table: the value the final scoring used, confirmed; the log replays the same."""
    t = ended()
    score = t.score()
    reply = t.ok("fact final.knights-in-france false")
    assert "does not change" in reply.text and t.score() == score
    t.ok("fact final.knights-in-france true")
    path = tmp_path / "game.toml"
    t.session.save_to(path)
    loaded = Session(lang="en")
    loaded.load(path)
    assert loaded.game.to_dict(loaded.state) == t.session.game.to_dict(t.state)


def test_a_position_corrected_after_the_end_is_scored_again():
    """lancaster.final.winner: a put line after the end (two nobles Chie had and nobody typed) changes
    what the final scoring reads; it is done again, as if the nobles had been typed before the end."""
    t = ended()
    t.ok("put noble Chie C")
    reply = t.ok("put noble Chie D")
    assert "done again" in reply.text and "lancaster.final.winner" in t.ok("why").text
    before = ended("put noble Chie C", "put noble Chie D")
    assert t.score() == before.score() and points(t) == points(before)
    winners = t.score()["winners"]
    t.ok("put coins Chie 0")  # the coins the final scoring shows change; they break no tie here
    assert t.score()["winners"] == winners
    assert t.ok("put round 5").text.count("done again") == 0  # the same round: nothing the scoring reads


def test_a_fact_the_final_scoring_does_not_read_leaves_it_alone():
    t = ended()
    reply = t.ok("fact county.A.minimum 2")
    assert "final scoring" not in reply.text.lower() and t.score()["winners"] == ["Ben"]


def test_japanese_the_final_scoring_is_done_again():
    t = ended()
    t.session.execute("lang ja")
    reply = t.ok("fact final.knights-in-france true")
    assert "やり直します" in reply.text


# --- 2. a minimum asked for only when it matters -----------------------------------------------------------


def placing(*lines: str) -> Table:
    """Round 1, phase I, Aki to place; no county minimum typed (D's 3 is printed)."""
    t = Table("new lancaster Aki Ben Chie")
    t.run("put extension Aki 5\nput extension Ben 5\nput extension Chie 5\n"
          "put conflict u1 7 4-2-1\nput conflict u2 6 5-3-1\nput knight Aki 4 court")
    for line in lines:
        t.ok(line)
    t.ok("put phase placement")
    assert pending(t) == {"kind": "place", "player": "Aki", "court": [1, 2, 4]}
    return t


def test_a_4_meets_every_minimum_a_county_may_print():
    """lancaster.county.minimum (■6: 1-4; ■13): 'knight 4 B' does not wait for county.B.minimum."""
    t = placing()
    reply = t.ok("knight 4 B")
    assert pending(t)["kind"] == "place" and pending(t)["player"] == "Ben"
    assert t.show()["counties"]["B"]["knight"] == {"player": "Aki", "strength": 4, "servants": 0}
    assert "county.B.minimum" not in reply.text
    why = t.ok("why").text
    assert "lancaster.county.minimum" in why and "1 to 4" in why


def test_a_displacement_decided_whatever_the_minimum_is_not_held():
    """lancaster.county.displace (■13): Aki's 4 beats Ben's 3 in Stafford whatever its minimum."""
    t = placing("put knight Ben 3 B")
    t.ok("knight 4 B")
    assert t.show()["counties"]["B"]["knight"]["player"] == "Aki"
    assert 3 in t.show()["holdings"]["Ben"]["court"]
    assert pending(t)["player"] == "Ben"


def test_a_knight_that_some_minimum_refuses_still_waits():
    """lancaster.county.minimum: a 2 meets a minimum of 1 or 2, not 3 or 4: the value is asked for."""
    t = placing()
    t.ok("knight 2 B")
    assert pending(t)["kind"] == "fact" and pending(t)["fact"] == "county.B.minimum"


def test_a_displacement_lost_whatever_the_minimum_is_refused_at_once():
    t = placing("put knight Ben 3 B")
    t.rejected("knight 2 B", "lancaster.county.displace")


# --- 3. words ------------------------------------------------------------------------------------------------


def test_an_upgrade_of_a_placed_knight_with_none_placed_says_so():
    """lancaster.knight.upgrade, lancaster.law.most: the setup law 'most gold: upgrade a deployed
    knight' finds Aki with the most coins and no knight on the board."""
    t = in_phase("laws", "put coins Aki 9")
    text = "\n".join(r.text for r in t.replies[-1:])
    assert "Aki has no placed knight to upgrade" in text
    assert "no stronger knight in the stock" not in text


def test_an_upgrade_whose_stronger_knight_is_out_keeps_its_words():
    """lancaster.knight.upgrade: Aki's only placed knight is a 4: no stronger knight."""
    t = in_phase("laws", "put coins Aki 9", "put knight Aki 4 s1")
    assert "Aki has no knight to upgrade (no stronger knight in the stock)" in t.replies[-1].text


def test_an_empty_noble_stack_is_refused_under_its_own_rule():
    """lancaster.noble.stack (■1, ■16): the person favour cannot take a noble of an empty county."""
    t = game()
    t.ok("put nobles G 0")
    t.ok("knight 1 u1")
    t.ok("favour noble")
    reply = t.rejected("noble G", "lancaster.noble.stack")
    assert "No noble is left on Somerset" in reply.text
    t.ok("put noble Aki A")
    t.rejected("noble A", "lancaster.noble.unique")


def test_a_conflict_nobody_fought_is_worded_as_such():
    """lancaster.conflict.france-wins (■26): nobody placed a knight there; France wins, nobody scores."""
    t = game()
    t.ok("put deck 0")
    reply = t.ok("put phase conflicts")
    assert "no knight fights France 5: France wins, nobody scores" in reply.text
    assert "-;" not in reply.text
    ja = game(lang="ja")
    assert "騎士が誰もいないためフランス5の勝利" in ja.ok("put phase conflicts").text


# --- 4. put conflict and the cards removed at set-up ------------------------------------------------------


def test_put_conflict_refuses_a_card_removed_for_this_many_players():
    """lancaster.setup.conflicts (■1): with 3 players the cards 9 and 10 are out; with 4, 2 and 10."""
    t = Table("new lancaster Aki Ben Chie")
    t.rejected("put conflict u1 9 4-2-1", "lancaster.setup.conflicts")
    t.rejected("put conflict l1 10 4-2-1", "lancaster.setup.conflicts")
    t.ok("put conflict u1 8 4-2-1")
    four = Table("new lancaster Aki Ben Chie Dai")
    four.rejected("put conflict u1 2 4-2-1", "lancaster.setup.conflicts")
    four.ok("put conflict u1 9 4-2-1")


def test_put_conflict_draws_from_the_deck_and_says_how_many_are_left():
    """lancaster.put.components: a card put on the board comes from the deck, as at the table (put lines
    act on the components, as put knight takes its knight from the stock); the line says so, and
    `put deck N` typed after the cards on the board leaves N."""
    t = Table("new lancaster Aki Ben Chie")
    t.ok("put deck 8")
    assert "drawn from the deck (7 left)" in t.ok("put conflict u1 7 4-2-1").text
    t.ok("put conflict u2 6 5-3-1")
    assert t.show()["conflict_deck"] == 6
    t.ok("put deck 8")
    assert t.show()["conflict_deck"] == 8


# --- 5. a minimum typed under a weaker knight -----------------------------------------------------------------


def test_a_minimum_typed_under_a_weaker_knight_is_noted():
    """lancaster.county.minimum: Aki's 1 stands in Northumberland; its minimum turns out to be 3."""
    t = placing("fact county.A.minimum 1")
    t.ok("knight 1 A")
    reply = t.ok("fact county.A.minimum 3")
    assert "Aki's 1 in Northumberland is below the minimum 3" in reply.text
    assert t.show()["counties"]["A"]["knight"]["strength"] == 1
    assert "below" not in t.ok("fact county.A.minimum 1").text


def test_the_free_castle_rewards_come_first_and_may_pay_for_a_paid_space():
    """lancaster.castle.reward (■25, order not given): Aki's extension on space 4 gives 2 servants,
    which pay the 3 servants of space 1 although Aki held only 1 when phase IV began."""
    t = Table("new lancaster Aki Ben Chie")
    t.run("""\
put round 2
put extension Aki 4
put extension Ben 3
put extension Chie 3
put servants Aki 1
put knight Aki 1 s1
put knight Aki 2 s6
put phase castles""")
    assert t.state.servants["Aki"] == 3 and t.state.pending["kind"] == "castle"
    t.ok("castle 1")
    assert t.state.servants["Aki"] == 0


def test_put_pp_after_the_end_sets_the_points_of_play_and_the_final_scoring_follows():
    """lancaster.turn.game-over: after the end, put pp is a player's points of play; the final scoring's
    points come on top, as when the same points are typed before the end."""
    t = ended()
    added = {p: f["total"] - f["play"] for p, f in t.state.final.items()}
    t.ok("put pp Aki 0")
    assert t.state.final["Aki"]["play"] == 0 and points(t)["Aki"] == added["Aki"]
    aki = next(r for r in t.score()["ranking"] if r["player"] == "Aki")
    assert aki["score"] == added["Aki"] and aki["breakdown"]["play"] == 0
