"""Lancaster: what a held-out trial (26) found through the command language. Each position is set up
with put/take lines; each outcome was worked out from the rulebook (■3/■16 coins and servants behind the
screen, ■10 the castle spaces' costs, ■12-■14 the order of placing, ■19 the secret vote, ■25 the castle
rewards, ■26 ransoms) before the lines were run."""

from __future__ import annotations

import pytest

from conftest import Table
from lancaster_helpers import game, holdings, kind, pending


# --- 1. a choice that contradicts itself ------------------------------------------------------------

def _second_battle(coins: int) -> Table:
    """■26: France 7 against Aki's 2+1 in the second battle, Aki holding `coins`; phase III not begun."""
    t = Table("new lancaster Aki Ben Chie")
    t.run(f"""\
put round 3
put conflict l1 7 4-2-1
put knight Aki 2 l1
put knight Aki 1 l1
put coins Aki {coins}""")
    return t


def _prisoners() -> Table:
    # Aki has 5 coins to ransom them.
    t = _second_battle(5)
    t.ok("put phase conflicts")
    assert kind(t) == "ransom"
    return t


@pytest.mark.parametrize("line", ["ransom 2 none", "ransom none 2", "ransom none all", "ransom all none",
                                  "ransom all 2"])
def test_a_ransom_naming_knights_and_none_or_all_is_refused_as_malformed(line):
    t = _prisoners()
    before = t.session.game.to_dict(t.state)
    reply = t.error(line)
    assert "contradicts itself" in reply.text and "none" in reply.text
    assert t.session.game.to_dict(t.state) == before and kind(t) == "ransom"
    t.ok("ransom 2")  # the line the player meant is then taken
    assert t.state.coins["Aki"] == 3 and 2 in t.state.court["Aki"]


def _castle() -> Table:
    # ■10/■25: tiles on space 1 (3 servants -> a knight) and space 6 (2 servants -> an upgrade); 5 servants.
    t = game(extensions=(6, 5, 5))
    t.ok("put extension Aki 1")
    t.ok("put servants Aki 5")
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    return t


@pytest.mark.parametrize("line", ["castle 6 none", "castle none 6", "castle all none", "castle none all",
                                  "castle 1 all"])
def test_a_castle_choice_naming_spaces_and_none_or_all_is_refused_as_malformed(line):
    t = _castle()
    reply = t.error(line)
    assert "contradicts itself" in reply.text and "none" in reply.text
    assert holdings(t, "Aki")["servants"] == 5 and kind(t) == "castle"


def test_the_contradiction_is_refused_in_japanese_too():
    tj = Table("new lancaster 太郎 花子 次郎", lang="ja")
    tj.run("""\
設定 ラウンド 3
設定 紛争 下1 7 4-2-1
設定 騎士 太郎 2 下1
設定 コイン 太郎 5
設定 フェイズ 紛争の解決""")
    reply = tj.error("身代金 2 なし")
    assert "矛盾" in reply.text and tj.state.coins["太郎"] == 5


# --- 2. what is behind the screen stays there (■3, ■16) and a vote is revealed together (■19) ----------

def _paying(lang: str = "en") -> Table:
    # ■20 "1 servant + 1 coin for 3 PP" first: Aki (start player) has 3 coins and 7 servants, so may
    # pay up to 3 times; the table must not read that off the shared screen.
    from test_lancaster_parliament import laws_phase

    t = laws_phase("squire-gold-3pp", "buy-markers", "conflicts-3pp", lang=lang)
    t.ok("put coins Aki 3")
    t.ok("put servants Aki 7")
    t.ok("put phase laws")
    assert (pending(t)["player"], pending(t)["max"]) == ("Aki", 3)  # the script view keeps it
    return t


def test_the_pay_prompt_does_not_show_how_often_the_player_can_pay():
    t = _paying()
    for line in ("show", "why", "history"):
        text = " ".join(t.ok(line).text.split())
        assert "up to 3" not in text and "3 time(s)" not in text, line
    assert "Aki may pay for" in " ".join(t.ok("show").text.split())
    status = t.session.game.status(t.state)
    from referee.i18n import render

    toolbar = render(status.pending, t.session.game.namer)
    assert "pay N" in toolbar and "3" not in toolbar.replace("3 PP", "")
    # nor does the refusal of a line asking too much: it says what was asked, not the limit (■3)
    refused = " ".join(t.rejected("pay 4", "lancaster.law.pay").text.split())
    assert "Aki does not have enough to pay 4 time(s)" in refused and "3 time(s)" not in refused


def test_the_japanese_pay_prompt_hides_the_limit_and_uses_the_help_word():
    t = _paying("ja")
    text = t.ok("show").text
    assert "最大3回" not in text and "支払う 数" in text and "支払う 回数" not in text
    assert "支払う 数" in t.ok("help 支払う").text


def test_a_prisoner_that_cannot_be_ransomed_is_said_without_the_coins():
    # ■26: France 7 against Aki's 2+1; no player has a coin (the one case Aki is not asked: ■3, coins lie
    # behind the screen), so the prisoners go to the stock. The table sees that Aki ransoms none, as at
    # the table, neither why nor how many coins Aki has.
    t = _second_battle(0)
    t.run("put coins Ben 0\nput coins Chie 0")
    reply = t.ok("put phase conflicts")
    text = " ".join(reply.text.split())
    assert "Aki ransoms none of" in text and "cannot" not in text
    assert "coin(s)" not in text
    assert "coin(s)" not in " ".join(t.ok("why").text.split())
    assert sorted(t.state.stock["Aki"]).count(2) >= 1 and not t.state.conflicts


def _markers_column(t: Table) -> dict[str, str]:
    """The Markers column of `show`, player by player."""
    lines = t.ok("show").text.splitlines()
    head = next(i for i, line in enumerate(lines) if "Markers" in line and "Court" in line)
    cols = lines[head].split()
    rows = {}
    for line in lines[head + 2:head + 5]:
        cells = line.split()
        rows[cells[1]] = cells[cols.index("Markers")]
    return rows


def test_markers_put_on_a_ballot_stay_in_the_column_until_every_vote_is_in():
    # ■19: the votes are chosen behind the screen and revealed together. Everyone has 2 markers; after
    # Aki's ballot with 1 marker the column still shows 2 for Aki; once all have voted, 1.
    t = game()
    for p in ("Aki", "Ben", "Chie"):
        t.ok(f"put markers {p} 2")
    t.ok("put phase parliament")
    assert kind(t) == "vote"
    assert _markers_column(t) == {"Aki": "2", "Ben": "2", "Chie": "2"}
    reply = t.ok("vote Aki yes 1")
    for text in (reply.text, t.ok("why").text):  # the ballot is in; what it says is not on the screen yet
        assert "Aki's vote is in" in text and "yes" not in text and "marker(s)" not in text
    assert _markers_column(t) == {"Aki": "2", "Ben": "2", "Chie": "2"}
    t.ok("vote Ben no 2")
    assert _markers_column(t) == {"Aki": "2", "Ben": "2", "Chie": "2"}
    text = t.ok("vote Chie no").text  # the last ballot: all are revealed together
    assert "Aki: yes, tile + 1 marker(s) = 2 vote(s)" in text and "Ben: no, tile + 2 marker(s)" in text
    assert _markers_column(t) == {"Aki": "1", "Ben": "0", "Chie": "2"}  # revealed and spent


def test_a_ballot_typed_is_not_read_back_by_history_undo_or_redo():
    """■19: history, undo and redo showed `vote Ben yes 2` before the reveal (found by a secrets audit)."""
    t = game()
    t.ok("put phase parliament")
    t.ok("vote Ben yes 1")
    assert t.ok("history").text.splitlines()[-1].endswith("vote Ben ? ?")
    assert t.ok("undo").text == "Undone: vote Ben ? ?"
    assert t.ok("redo").text == "Redone: vote Ben ? ?"


# --- 3. put turn names a player who can place (■12-■14) ---------------------------------------------

def test_put_turn_refuses_a_player_whose_court_is_empty():
    # ■12-■14: placing goes clockwise, a player whose court is empty is skipped. Aki's court emptied,
    # Ben is to place; "put turn Aki" cannot make Aki the placer, and says so rather than reporting it.
    t = game()
    from lancaster_helpers import empty_courts

    empty_courts(t, "Aki")
    assert (kind(t), pending(t)["player"]) == ("place", "Ben")
    reply = t.rejected("put turn Aki", "lancaster.place.order")
    assert "Aki has no knight in the court" in reply.text
    assert pending(t)["player"] == "Ben"
    t.ok("put turn Chie")  # a player with knights can be named
    assert pending(t)["player"] == "Chie"


# --- 4. a refusal names the real reason ---------------------------------------------------------------

def test_a_castle_space_the_player_cannot_afford_is_offered_and_refused_for_what_it_costs():
    # ■10: space 1 costs 3 servants (a new knight), space 6 two (an upgrade). Aki has knights on both
    # and 2 servants: both are offered (■3, ■16: servants lie behind the screen); "castle 1" is refused
    # for the 3 servants it needs, and says no more than that.
    t = game(extensions=(5, 5, 5))
    t.ok("put knight Aki 1 s1")
    t.ok("put knight Aki 2 s6")
    t.ok("put servants Aki 2")
    t.ok("put phase castles")
    assert (kind(t), pending(t)["spaces"]) == ("castle", ["s1", "s6"])
    reply = t.rejected("castle 1", "lancaster.pay.afford")
    assert "Aki does not have 3 servants" in " ".join(reply.text.split())
    assert "not among the rewards offered" not in reply.text
    t.rejected("castle 3", "lancaster.castle.reward")  # not a space of Aki's that costs anything
    t.ok("castle 6")
    assert holdings(t, "Aki")["servants"] == 0


def test_a_knight_sent_to_its_own_county_is_refused_for_that_before_the_servants():
    # ■14: a player never places on a county that holds their own knight; that is checked before the
    # servants offered (Aki has 1, names 2).
    t = game()
    t.ok("put knight Aki 1 A")
    t.ok("put servants Aki 1")
    assert pending(t)["player"] == "Aki"
    t.rejected("knight 2 A 2", "lancaster.county.own")
    t.rejected("knight 2 B 2", "lancaster.county.servants")  # elsewhere, the servants are the reason
