"""Kings & Castles: corrections typed while a question waits, found by a held-out trial (stop 24). A
question set aside by `put`/`take` is asked again from the new position; each outcome was worked out
from the rulebook (4.2 (5), 10.3.1 C, 5.5) before the lines were run."""

from __future__ import annotations

from conftest import Table
from test_kings_castles_audit2 import enemies, settle
from test_kings_castles_audit3 import judge

from referee.games.kings_castles import selection

# Ben's blue reigns in box 18 with twelve counters in the array: two are discarded after the refill.
TWELVE = """
    put crown 18 blue
    put crown 19 plum
    put array blue blue-knight blue-man blue-archer merc-1 merc-2 merc-3 castle-1 castle-2 castle-3 enemy-knight
    put reign 18
    household knight 2
"""


def test_an_array_taken_under_ten_while_its_surplus_waits_is_refilled_not_flipped():
    # 4.2 (5): the array is filled up to ten before the crown is flipped (6); a correction that takes four
    # counters out while the discard of two waits leaves eight, so two are drawn, household first.
    t = Table("new kings-castles Aki Ben Chie Dai").run(TWELVE)
    t.ok("end")
    assert t.state.pending["kind"] == "discard" and t.state.pending["left"] == 2
    t.ok("take array blue castle-1 castle-2 castle-3 merc-1")
    asked = t.state.pending
    assert asked["kind"] == "draw" and asked["why"] == "refill" and asked["left"] == 2
    assert 18 not in t.state.flipped
    t.ok("household knight 2")
    assert len(t.state.arrays["blue"]) == 10 and 18 in t.state.flipped


def test_a_tie_for_the_first_chooser_that_a_correction_breaks_is_asked_no_more():
    # 10.3.1 C: the lowest town total chooses first. With green on Lincoln, plum on Canterbury, blue on
    # Bristol and turquoise on York, Aki (green) shares the lowest total; the reign's end asks who of the
    # tied begins. Taking Lincoln off leaves Aki alone with the lowest total (0): Aki chooses first.
    t = Table("new kings-castles Aki Ben Chie Dai")
    for box, colour in zip(range(1, 9), ["green", "turquoise", "plum", "blue"] * 2, strict=True):
        t.ok(f"put crown {box} {colour}")
    t.run("""
        put unit lincoln green-archer
        put unit canterbury plum-archer
        put unit bristol blue-archer
        put unit york turquoise-archer
        put array blue merc-1 merc-1 merc-1 merc-2 merc-2 merc-2 merc-3
        put reign 8
        household knight 3
        end
    """)
    assert t.state.pending["kind"] == "first"
    shown = t.show()  # no one reigns while the crowns are chosen
    assert shown["phase"] == "select" and shown["king"] is None and shown["king_player"] is None
    tied = list(t.state.pending["players"])
    assert "Aki" in tied and len(tied) >= 2
    reply = t.ok("take lincoln")
    assert "Aki has the lowest town total (0) and chooses first" in reply.text
    asked = t.state.pending
    assert asked["kind"] == "crown" and asked["player"] == "Aki"
    t.rejected("first Dai", "kings-castles.turn.pending")  # the crown asked is answered first


def test_enemy_units_do_not_attack_an_empty_region():
    # 5.5: enemy units attack only a region the king's or a baron's units hold, next to another enemy
    # unit; Rouen, empty until William I's unit goes there, is neither.
    t = Table("new kings-castles Aki Ben Chie Dai").run("""
        put crown 18 blue
        put unit calais enemy-man
        put array blue enemy-man
        put reign 18
        household knight 2
    """)
    reply = t.rejected("attack rouen enemy-man", "kings-castles.attack.enemy-adjacent")
    assert "Rouen is empty" in reply.text


def test_a_household_holds_no_more_units_than_its_twelve_spaces():
    # 2 (7): twelve household spaces on the faction card.
    t = Table("new kings-castles Aki Ben Chie Dai")
    reply = t.rejected("put household blue knight 8", "kings-castles.put.components")
    assert "12 spaces" in reply.text
    t.ok("put household blue knight 0")
    t.ok("put household blue man 8")
    assert t.state.households["blue"] == {"knight": 0, "man": 8, "archer": 4}


def test_towns_corrected_after_the_final_count_are_counted_again():
    # 8.3: the final count doubles every colour's towns in the full game. Green London 3, blue York 2,
    # plum Dublin 2; Richard III taxes nothing, so the count alone pays green 6, blue 4, plum 4. The table
    # then finds York was green's (put unit york green-man): green 10, blue 0; put money after the end
    # stands as typed, and a correction that changes no town changes nothing.
    t = judge("put unit london green-knight", "put unit york blue-man", "put unit dublin plum-archer",
              "put unit calais enemy-knight", "put crown 24 green", "put reign 24", "household knight 2")
    t.ok("end")
    assert t.state.over and t.state.money == {"green": 6, "blue": 4, "turquoise": 0, "plum": 4}
    reply = t.ok("put unit york green-man")
    assert "the count is made again" in reply.text
    assert t.state.over and t.state.money == {"green": 10, "blue": 0, "turquoise": 0, "plum": 4}
    assert t.score()["winners"] == ["Aki"]
    reply = t.ok("put money plum 30")  # public after the final count: said, not kept secret
    assert "Money of plum: 30" in reply.text and "secret" not in reply.text
    t.ok("put castle york 1")
    assert t.state.money == {"green": 10, "blue": 0, "turquoise": 0, "plum": 30}
    assert t.score()["winners"] == ["Dai"]


def test_why_a_lone_unit_took_an_empty_region_says_nothing_was_destroyed():
    # Rouen empty (a position typed with put, before William I's unit): a baron's knight takes it alone.
    t = Table("new kings-castles Aki Ben Chie Dai").run("""
        put crown 18 blue
        put array blue green-knight
        put reign 18
        household knight 2
    """)
    t.ok("attack rouen green-knight")
    text = t.ok("why").text
    assert "green-knight stays; nothing goes to the destroyed pile" in " ".join(text.split())
    assert "destroyed pile: ." not in text


def test_a_two_player_crown_refused_names_the_crown_it_is_next_to():
    # 9.1: no crown next to either of the player's sets while another box is free. Aki holds green and
    # plum: plum's crown may not go on box 2, next to green's on box 1; the refusal names green's crown.
    t = Table("new kings-castles Aki Ben")
    enemies(t)
    settle(t)
    assert t.state.pending["kind"] == "crown" and t.state.pending["colour"] == "green"
    t.ok("crown 1")
    t.ok(f"crown {t.state.pending['boxes'][-1]}")
    assert t.state.pending["colour"] == "plum"
    reply = t.rejected("crown 2", "kings-castles.crown.adjacent")
    assert "next to a crown of green's" in reply.text


def test_a_castle_line_with_a_word_that_is_neither_size_nor_region_says_both():
    t = Table("new kings-castles Aki Ben Chie Dai")
    reply = t.error("put castle big dublin")
    assert "'big' is neither a castle size (1-3, small, medium, large) nor a region of the map" in reply.text
    assert "Did you mean: dublin?" in t.error("put castle dublni 2").text
    t.ok("put castle dublin large")
    assert t.state.castles["dublin"] == 3


def test_a_short_game_says_its_kings_are_all_chosen_at_the_start():
    # 9.3: the short game crowns its twelve boxes at once, whatever option selection says (it is the full
    # game's, 10.3); a table that typed selection=staggered is told so, not silently overruled
    for options, said in (("--option length=short --option selection=staggered", True),
                          ("--option length=short", True), ("", False)):
        t = Table()
        reply = t.ok(f"new kings-castles Aki Ben Chie {options}")
        assert ("twelve kings at the start" in reply.text) is said, reply.text
        rules = [m.rule for m in t.session.game.started(t.state)]
        assert ("kings-castles.crown.window" in rules) is said
        if said:
            assert [(lo, hi) for lo, hi in selection.windows(t.state)] == [(1, 12)]


def test_a_towns_value_corrected_after_the_final_count_is_counted_again():
    # 8.3 as above (green London 3, blue York 2, plum Dublin 2: green 6, blue 4, plum 4); the table then
    # reads York's printed value as 1 (fact region.york.value 1): blue's count is 2, and the result follows
    # (found by a hostile-input trial: towns changed in score, money and winner did not)
    t = judge("put unit london green-knight", "put unit york blue-man", "put unit dublin plum-archer",
              "put unit calais enemy-knight", "put crown 24 green", "put reign 24", "household knight 2")
    t.ok("end")
    assert t.state.money == {"green": 6, "blue": 4, "turquoise": 0, "plum": 4}
    reply = t.ok("fact region.york.value 1")
    assert "the count is made again" in reply.text
    assert t.state.over and t.state.money == {"green": 6, "blue": 2, "turquoise": 0, "plum": 4}
    assert t.score()["winners"] == ["Aki"]
    t.ok("fact region.london.value 1")  # green's London counts 1: green 2, and plum's 4 leads
    assert t.state.money["green"] == 2 and t.score()["winners"] == ["Dai"]
