"""Lancaster: set-up (■0-■9), printed facts, the set-up commands (put / take), what the table is
asked and when, and the session around the game (why, show --json, score --json, Japanese names).

The rulebook is shared/seeds/002 (Japanese, ■0-■28); rulings R1-R32 are in shared/research/lancaster.md.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from conftest import Table
from lancaster_helpers import LAWS, PLAYERS3, PLAYERS4, PLAYERS5, game, holdings, kind, pending

from referee.games.lancaster.state import COUNTIES
from referee.session import Session

# --- who can play ------------------------------------------------------------------------------------


def test_two_players_are_refused_at_new_with_a_clear_message():
    session = Session(lang="en")
    reply = session.execute("new lancaster Aki Ben")
    assert reply.status == "rejected" and reply.rule == "lancaster.setup.players"
    assert "lancaster.setup.players" in reply.text
    assert "two" in reply.text.lower() and "3 to 5" in reply.text
    assert session.game is None  # nothing was started


def test_two_players_are_refused_in_japanese_too():
    session = Session(lang="ja")
    reply = session.execute("new lancaster Aki Ben")
    assert reply.status == "rejected" and "lancaster.setup.players" in reply.text
    assert session.game is None


@pytest.mark.parametrize("players", [PLAYERS3, PLAYERS4, PLAYERS5])
def test_three_to_five_players_can_play(players):
    t = Table(f"new lancaster {players}")
    assert t.show()["players"] == players.split()


def test_six_players_are_refused():
    reply = Session(lang="en").execute("new lancaster A B C D E F")
    assert reply.status == "rejected" and reply.rule == "lancaster.setup.players"


# --- ■1 the main board ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "per", "removed"), [
    (PLAYERS3, 2, (9, 10)),
    (PLAYERS4, 3, (2, 10)),
    (PLAYERS5, 4, (2, 3)),
])
def test_rulebook_1_nobles_per_county_and_conflict_cards_removed(players, per, removed):
    """lancaster.setup.nobles, lancaster.setup.conflicts"""
    t = Table(f"new lancaster {players}")
    shown = t.show()
    assert {c: shown["counties"][c]["nobles"] for c in COUNTIES} == {c: per for c in COUNTIES}
    assert shown["nobles_box"] == 36 - 9 * per  # the rest of the 36 stay in the box
    assert shown["conflict_deck"] == 10  # 12 numbered cards, two removed
    assert str(per) in t.replies[0].text and f"{removed[0]}, {removed[1]}" in t.replies[0].text
    # Two cards are revealed into the upper row; a removed card cannot be one of them.
    for strength in removed:
        t.rejected(f"reveal conflict {strength} 4-2-1", "lancaster.setup.conflicts")
    t.ok("reveal conflict 5 4-2-1")
    t.ok("reveal conflict 6 5-3-1")
    shown = t.show()
    assert sorted(shown["conflicts"]) == ["u1", "u2"] and shown["conflict_deck"] == 8
    assert shown["conflicts"]["u1"] == {"france": 5, "points": [4, 2, 1], "battle": 1, "england": 0, "spaces": []}


def test_rulebook_1_six_favours_face_up():
    """lancaster.setup.favours"""
    t = Table(f"new lancaster {PLAYERS5}")
    assert t.show()["favours"] == ["coins2", "coins3", "servant", "servants2", "upgrade", "noble"]


# --- ■2 the parliament board ---------------------------------------------------------------------------


def test_rulebook_2_three_zero_laws_and_three_proposals_left_to_right():
    t = Table(f"new lancaster {PLAYERS3}", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1")
    shown = t.show()
    assert shown["laws"] == ["most-gold", "most-squires", "counties-3pp"]
    assert shown["proposals"] == [None, None, None] and shown["law_deck"] == 15
    assert pending(t) == {"kind": "reveal-law", "index": 1, "deck": 15}
    # The 0-cards are the current laws (lancaster.setup.laws): none of them comes out of the 1-4 deck.
    before = t.session.game.to_dict(t.state)
    reply = t.session.execute("reveal law most-gold")
    assert reply.status == "rejected" and reply.rule in ("lancaster.setup.laws", "lancaster.law.deck")
    assert t.session.game.to_dict(t.state) == before
    for i, law in enumerate(LAWS, 1):
        t.ok(f"reveal law {law}")
        assert t.show()["proposals"][:i] == list(LAWS[:i])
    assert t.show()["law_deck"] == 12


def test_a_zero_card_is_never_a_proposal(monkeypatch, tmp_path):
    from referee import facts

    # A copy whose board profile says other 0-cards lie on the parliament board: most-gold (back 0)
    # is then in the box, never in the 1-4 deck.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    facts.set_in_profile("lancaster", "laws.setup", "buy-pp, all-four, unnamed")
    t = Table(f"new lancaster {PLAYERS3}", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1")
    assert t.show()["laws"] == ["buy-pp", "all-four", "unnamed"]
    t.rejected("reveal law most-gold", "lancaster.setup.laws")


@pytest.mark.parametrize("lang, said", [("en", "buy voting markers"), ("ja", "投票マーカーをコイン1で購入")])
def test_a_law_already_seen_cannot_be_revealed_again(lang, said):
    t = Table(f"new lancaster {PLAYERS3}", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1",
              "reveal law buy-markers", lang=lang)
    reply = t.rejected("reveal law buy-markers", "lancaster.law.deck")
    # Said in words, naming the law: never the message's own key (lancaster.law.deck.seen).
    assert "lancaster.law.deck." not in reply.text and said in reply.text


def test_a_card_the_catalog_does_not_know_is_typed_in_the_legend():
    t = Table(f"new lancaster {PLAYERS3}", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1")
    t.rejected("reveal law new", "lancaster.law.legend")  # the text is needed
    t.error("reveal law new most bananas -> pp 3")  # not in the icon legend of ■20
    t.ok("reveal law new per 2 nobles -> markers 1")
    assert t.state.proposals[0].startswith("new-")
    # A catalog law whose text nobody knows is typed in, on the line or when asked (lancaster.facts.table).
    t.ok("reveal law buy-pp")
    assert not t.state.proposals[1] and t.state.pending["fact"] == "law.buy-pp"
    t.ok("undo")
    t.ok("reveal law buy-pp pay coins 1 -> pp 5")
    assert t.state.proposals[1] == "buy-pp"


# --- ■3 ■4 the castle boards and the supply -------------------------------------------------------------


@pytest.mark.parametrize("players", [PLAYERS3, PLAYERS5])
def test_rulebook_3_each_castle_starts_with_a_1_and_a_2_two_coins_two_servants_one_marker(players):
    """lancaster.setup.knights, lancaster.setup.supply"""
    t = Table(f"new lancaster {players}")
    n = len(players.split())
    for p in players.split():
        h = holdings(t, p)
        assert h["court"] == [1, 2]
        assert h["stock"] == [1, 1, 2, 3, 4]  # seven knights: 1 x3, 2 x2, 3, 4 (■0)
        assert (h["coins"], h["servants"], h["markers"], h["pp"]) == (2, 2, 1, 0)
        assert h["castle"] == {} and h["extensions"] == [] and h["nobles"] == []
    assert t.show()["supply"] == {"coins": 37 - 2 * n, "servants": 37 - 2 * n, "markers": 37 - n}


# --- ■8 ■9 start player, one extension tile each ---------------------------------------------------------


def test_rulebook_8_9_start_player_and_one_extension_tile_each_before_round_1():
    """lancaster.setup.extension"""
    t = Table(f"new lancaster {PLAYERS3}", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1",
              *(f"reveal law {law}" for law in LAWS))
    assert t.show()["start_player"] == "Aki"
    asked = []
    for space in (2, 2, 6):  # two players may choose the same icon: each has their own six tiles
        asked.append(pending(t)["player"])
        assert kind(t) == "extension" and len(pending(t)["spaces"]) == 6
        t.ok(f"extension {space}")
    assert asked == ["Aki", "Ben", "Chie"]
    assert [holdings(t, p)["extensions"] for p in ("Aki", "Ben", "Chie")] == [["s2"], ["s2"], ["s6"]]
    shown = t.show()
    assert (shown["round"], shown["phase"]) == (1, "placement")
    assert pending(t) == {"kind": "place", "player": "Aki", "court": [1, 2]}


def test_an_extension_tile_already_placed_cannot_be_placed_again():
    t = game()
    t.ok("put knight Aki 1 A")
    t.ok("put phase counties")
    t.ok("choose reward")  # Northumberland: an extension tile; Aki's s5 is already placed
    assert kind(t) == "extension" and "s5" not in pending(t)["spaces"]
    t.rejected("extension 5", "lancaster.castle.extension")
    t.ok("extension 1")
    assert holdings(t, "Aki")["extensions"] == ["s1", "s5"]


# --- printed facts -------------------------------------------------------------------------------------


def test_an_unknown_fact_is_asked_for_and_finishes_the_line():
    """lancaster.facts.table: the line waits for the fact (more in test_lancaster_facts.py)."""
    t = Table(f"new lancaster {PLAYERS3}", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1",
              *(f"reveal law {law}" for law in LAWS), "extension 2", "extension 3", "extension 4")
    reply = t.ok("knight 1 A")
    assert "fact county.A.minimum" in reply.text and kind(t) == "fact"
    t.ok("fact county.A.minimum 1")
    assert t.show()["counties"]["A"]["knight"] == {"player": "Aki", "strength": 1, "servants": 0}
    assert t.show()["facts"]["county.A.minimum"] == {"value": 1, "provenance": "table"}


def test_a_fact_outside_what_can_be_printed_is_unusable_input():
    t = game()
    before = t.session.game.to_dict(t.state)
    t.error("fact county.A.minimum 9")  # ■6: minimums are 1 to 4
    t.error("fact no.such.fact 1")
    assert t.session.game.to_dict(t.state) == before


def test_a_provisional_fact_is_flagged_in_the_reply():
    t = Table(f"new lancaster {PLAYERS3}")
    assert "favours.3" in t.replies[0].text and "provisional" in t.replies[0].text
    reply = t.ok("put favour coins2 down")  # the 3-player favour set is provisional
    assert "favours.3" in reply.text and "provisional" in reply.text


def test_an_inferred_noble_track_value_is_flagged_at_the_final_scoring():
    t = game()
    t.ok("put noble Aki A")
    t.ok("put noble Aki B")
    reply = t.ok("put phase final")
    assert "nobles.track.2" in reply.text and "inferred" in reply.text


# --- what the table is asked, and nothing else ---------------------------------------------------------


def test_an_answer_to_a_question_not_asked_is_refused():
    t = Table(f"new lancaster {PLAYERS3}")
    t.rejected("knight 1 A", "lancaster.turn.pending")  # the conflict cards come first
    t.rejected("vote Aki yes", "lancaster.turn.pending")
    t = game()
    t.rejected("choose reward", "lancaster.turn.pending")
    t.rejected("favour coins2", "lancaster.turn.pending")
    t.rejected("ransom none", "lancaster.turn.pending")


def test_nothing_but_set_up_after_the_game_is_over():
    t = game()
    t.ok("put phase final")
    assert t.show()["game_over"] is True
    t.rejected("knight 1 A", "lancaster.turn.game-over")
    t.rejected("vote Aki yes", "lancaster.turn.game-over")


# --- put and take: a position without the move rules, only what is physically impossible --------------


def test_put_knight_takes_it_from_the_stock_and_take_knight_puts_it_back():
    t = game()
    t.ok("put knight Ben 4 C 2")
    assert t.show()["counties"]["C"]["knight"] == {"player": "Ben", "strength": 4, "servants": 2}
    assert holdings(t, "Ben")["stock"] == [1, 1, 2, 3]
    assert t.state.supply["servants"] == 37 - 6 - 2  # the servants come from the supply
    t.ok("take knight Ben 4 C")
    assert t.show()["counties"]["C"]["knight"] is None
    assert holdings(t, "Ben")["stock"] == [1, 1, 2, 3, 4]
    assert t.state.supply["servants"] == 37 - 6


def test_put_refuses_an_eighth_knight_and_a_knight_in_an_occupied_place():
    t = game()
    t.ok("put knight Aki 4 court")
    t.rejected("put knight Aki 4 court", "lancaster.put.components")  # there is one 4
    t.ok("put knight Aki 3 B")
    t.rejected("put knight Ben 3 B", "lancaster.put.occupied")  # one knight per county (■13)
    t.ok("put knight Aki 1 s1")
    t.rejected("put knight Aki 1 s1", "lancaster.put.occupied")
    t.rejected("put knight Aki 2 l1", "lancaster.put.empty")  # no card there
    t.rejected("take knight Aki 4 B", "lancaster.put.empty")
    t.rejected("put knight Aki 2 u1 1", "lancaster.county.servants")  # servants only go to counties


def test_put_a_fourth_player_into_a_conflict_is_impossible():
    t = game(PLAYERS4)
    for p in ("Aki", "Ben", "Chie"):
        t.ok(f"put knight {p} 1 u1")
    t.rejected("put knight Dai 1 u1", "lancaster.put.occupied")
    t.ok("put knight Aki 3 u1")  # stacking on one's own space
    assert t.show()["conflicts"]["u1"]["spaces"][0] == {"player": "Aki", "knights": [1, 3]}


def test_put_counts_come_from_the_box():
    t = game()
    t.ok("put coins Aki 10")
    assert holdings(t, "Aki")["coins"] == 10 and t.state.supply["coins"] == 37 - 6 - 8
    t.ok("put coins Ben 40")  # 37 coins in the box, but the supply is not a limit (lancaster.supply.limit)
    assert t.state.supply["coins"] == 37 - 6 - 8 - 38
    t.ok("put servants Ben 0")
    assert t.state.supply["servants"] == 37 - 4
    t.ok("put markers Chie 5")
    t.ok("put pp Chie 17")
    assert (holdings(t, "Chie")["markers"], holdings(t, "Chie")["pp"]) == (5, 17)


def test_put_nobles_and_conflicts_and_the_decks():
    t = game()
    t.ok("put noble Aki G")
    assert holdings(t, "Aki")["nobles"] == ["G"] and t.show()["counties"]["G"]["nobles"] == 1
    t.rejected("put noble Aki G", "lancaster.noble.unique")
    t.ok("take noble Aki G")
    t.rejected("take noble Aki G", "lancaster.put.empty")
    t.ok("put nobles G 0")
    t.ok("put noble Aki G")  # from the box when the county is empty
    t.ok("put nobles A 4")  # four nobles bear a county's letter (3 players: two on it, two in the box)
    t.rejected("put nobles A 5", "lancaster.put.components")
    t.ok("put noble Ben B")
    t.rejected("put nobles B 4", "lancaster.put.components")  # Ben holds one of the four
    t.ok("put nobles B 3")
    t.rejected("put conflict u1 6 4-2-1", "lancaster.put.occupied")
    t.ok("take conflict u1")
    t.ok("put conflict u1 6 4-2-1")
    t.rejected("put deck 20", "lancaster.put.components")
    t.ok("put deck 0")
    t.ok("take conflict u2")
    t.rejected("put conflict u2 6 4-2-1", "lancaster.put.components")  # the deck is empty
    t.ok("put law 1 buy-pp")
    t.ok("put law 2 buy-pp")  # a law already in the top row changes places (see test_lancaster_audit3)
    t.rejected("put proposal 1 buy-pp", "lancaster.put.occupied")  # a current law is not proposed too
    t.ok("put proposal 1 none")
    t.ok("put extension Ben 1")
    t.rejected("put extension Ben 1", "lancaster.put.occupied")
    t.ok("take extension Ben 1")
    t.rejected("take extension Ben 1", "lancaster.put.empty")
    t.rejected("put round 6", "lancaster.put.components")


def test_put_done_replies_say_what_changed():
    """lancaster.put.done"""
    t = game()
    assert "Aki" in t.ok("put coins Aki 5").text
    assert t.ok("put start Ben").text
    assert t.show()["start_player"] == "Ben"


def test_put_turn_only_in_phase_i():
    t = game()
    t.ok("put turn Chie")
    assert pending(t)["player"] == "Chie"
    t.ok("put phase castles")
    t.rejected("put turn Aki", "lancaster.put.turn")


# --- why, show --json, score --json ----------------------------------------------------------------------


def test_why_after_a_ruling_lists_the_rule_ids_it_used():
    t = game(minimums={"B": 2})
    t.ok("knight 2 B 1")  # Aki
    t.ok("knight 2 B 2")  # Ben: 4 > 3, Aki's knight goes home
    text = t.ok("why").text
    for rule in ("lancaster.county.minimum", "lancaster.county.displace", "lancaster.county.servants"):
        assert rule in text


def test_why_after_a_rejection_names_the_rule():
    t = game()
    t.rejected("knight 3 A", "lancaster.place.court")
    assert "lancaster.place.court" in t.ok("why").text


SHOW_KEYS = {"game", "players", "round", "phase", "start_player", "active", "end_reason", "pending", "counties", "conflicts",
             "conflict_deck", "favours", "laws", "proposals", "ballots", "law_deck", "holdings", "points", "supply",
             "nobles_box", "facts", "game_over", "winners"}
HOLDING_KEYS = {"court", "stock", "castle", "extensions", "nobles", "coins", "servants", "markers", "pp"}


def test_show_json_has_stable_keys():
    t = game()
    t.ok("put knight Ben 2 C 1")
    t.ok("put knight Aki 1 u1")
    shown = t.show()
    assert set(shown) == SHOW_KEYS
    assert shown["game"] == "lancaster" and shown["players"] == ["Aki", "Ben", "Chie"]
    assert shown["active"] == "Aki" and shown["pending"]["kind"] == "place"
    assert set(shown["counties"]) == set(COUNTIES)
    assert set(shown["counties"]["C"]) == {"minimum", "minimum_provenance", "knight", "nobles"}
    assert set(shown["conflicts"]["u1"]) == {"france", "points", "battle", "england", "spaces"}
    assert shown["conflicts"]["u1"]["spaces"] == [{"player": "Aki", "knights": [1]}]
    assert all(set(h) == HOLDING_KEYS for h in shown["holdings"].values())
    assert set(shown["supply"]) == {"coins", "servants", "markers"}
    assert shown["points"] == {"Aki": 0, "Ben": 0, "Chie": 0}
    assert shown["counties"]["D"]["minimum"] == 3  # printed (■6): Gloucester 3


def test_score_json_has_stable_keys_before_and_after_the_end():
    t = game()
    t.ok("put pp Ben 5")
    now = t.score()
    assert set(now) == {"game", "final", "end_reason", "round", "ranking", "winners"}
    assert now["final"] is False and now["winners"] == [] and now["end_reason"] is None
    assert now["ranking"][0] == {"player": "Ben", "score": 5, "rank": 1, "tiebreak": [], "breakdown": None,
                                 "tiebreaks": None}
    t.ok("put phase final")
    done = t.score()
    assert done["final"] is True
    row = done["ranking"][0]
    assert set(row) == {"player", "score", "rank", "tiebreak", "breakdown", "tiebreaks"}
    assert set(row["breakdown"]) == {"play", "knights", "extensions", "nobles"}
    assert set(row["tiebreaks"]) == {"strength", "servants", "extension_tiles", "coins", "nobles"}


# --- Japanese names ----------------------------------------------------------------------------------------


def test_japanese_names_for_commands_counties_favours_and_answers():
    t = game()
    t.ok("騎士 1 ヨーク")  # Aki: knight 1 C
    t.ok("騎士 1 上1")  # Ben: knight 1 u1
    t.ok("恩恵 コイン2")  # his favour: +2 coins
    assert t.show()["counties"]["C"]["knight"]["player"] == "Aki"
    assert holdings(t, "Ben")["coins"] == 4
    t.ok("put phase parliament")
    t.ok("投票 Aki はい")
    t.ok("投票 Ben いいえ")
    t.ok("投票 Chie 反対")
    assert t.state.laws_gone[-1] == "buy-markers"  # 1 yes, 2 no: rejected
    t.ok("put phase counties")
    t.ok("選択 報奨")  # York: the reward
    assert holdings(t, "Aki")["court"] == [1, 1, 2]  # a new 1, and the knight home


def test_japanese_names_for_the_answers_of_phases_iii_to_v():
    t = game(lang="ja")
    for line in ("put knight Aki 2 H 1", "put knight Ben 4 I", "put knight Chie 1 s6", "put conflict l1 8 5-3-1",
                 "put knight Ben 3 l1", "put coins Ben 5", "put phase counties"):
        t.ok(line)
    t.rejected("選択 両方", "lancaster.pay.afford")  # Dorset, Aki: 2 coins, not 3
    t.ok("選択 報奨")
    t.ok("移動 上1")  # move u1
    t.ok("選択 貴族")  # Surrey, Ben: the noble, then the start player
    t.ok("スタート Chie")
    t.ok("城 なし")  # Chie declines her paid castle reward
    t.ok("身代金 なし")  # Ben leaves his 3 a prisoner
    assert t.show()["start_player"] == "Chie"
    assert holdings(t, "Ben")["nobles"] == ["I"] and holdings(t, "Ben")["stock"] == [1, 1, 2, 3]
    assert t.show()["conflicts"]["l1"]["spaces"] == [{"player": "Aki", "knights": [2]}]
    assert t.show()["points"] == {"Aki": 2, "Ben": 3, "Chie": 0}


def test_japanese_session_rejections_name_the_rule():
    t = game(lang="ja")
    reply = t.rejected("騎士 4 A州", "lancaster.place.court")
    assert any("\u3040" <= ch <= "\u9fff" for ch in reply.text)


# --- every rule id the engine names is pinned by some test -----------------------------------------------


def test_every_lancaster_rule_id_has_a_test():
    sys.path.insert(0, str(Path(__file__).parent))
    from test_corpus import engine_rule_ids

    mine = ("setup", "placement", "parliament", "rewards", "conflicts", "final", "properties", "facts")
    text = "\n".join((Path(__file__).parent / f"test_lancaster_{name}.py").read_text(encoding="utf-8")
                     for name in mine)
    named = set(re.findall(r"lancaster\.[a-z0-9-]+\.[a-z0-9-]+", text))
    missing = sorted(engine_rule_ids("lancaster") - named)
    assert not missing, f"rule ids without a test: {missing}"


def test_a_conflict_card_beyond_the_referees_points_bound_says_so():
    """A card's points are checked as a shape (three places, none above the one before) and against the
    referee's own bound of 30 a place: each refusal names its own reason."""
    t = Table(f"new lancaster {PLAYERS3}")
    assert "30" in t.error("reveal conflict 7 99-0-0").text
    assert "none larger" in t.error("reveal conflict 7 1-3-0").text
    t.ok("reveal conflict 7 30-3-0")
