"""Tigris & Euphrates: the words of a ruling name what the rules say.

A revolt is fought with temples (red tiles) whatever the leaders' colour; a war with tiles of the
war's colour (research/tigris.md rulings 8 and 11; rulebook A:内部紛争, B:外部紛争). Every message of a
conflict, in English and in Japanese, names that tile and never another colour's: the start, the
pending text (`show` and the toolbar), a refused commitment, both commitments, the result and `why`.
"""

from __future__ import annotations

import re

import pytest
from conftest import Table

COLOURS = ("red", "blue", "green", "black")
TILE = {
    "en": {"red": "temple", "blue": "farm", "green": "market", "black": "settlement"},
    "ja": {"red": "神殿", "blue": "農地", "green": "市場", "black": "集落"},
}


def names(lang: str, colour: str) -> re.Pattern:
    word = TILE[lang][colour]
    return re.compile(rf"\b{word}s?\b" if lang == "en" else word)


def revolt(colour: str) -> tuple[str, str]:
    """Ben's leader on G3 and Aki's on F4 both touch the temple F3: a revolt of that colour."""
    return f"put leader Ben {colour} G3\nput hand Aki 2", f"leader {colour} F4"


def war(colour: str) -> tuple[str, str]:
    """Two kingdoms of two leaders of that colour, each with two tiles of it; Aki's tile unites them."""
    if colour == "blue":  # farms lie on the rivers of row 9
        return ("put tile red I8\nput leader Aki blue H8\nput tile blue H9\nput tile blue I9\n"
                "put tile red K8\nput leader Ben blue L8\nput tile blue K9\nput tile blue L9\n"
                "put hand Aki 2"), "tile black J8"
    c = colour
    return (f"put tile {c} G5\nput tile {c} G6\nput leader Aki {c} F5\nput tile red F6\n"
            f"put tile {c} I5\nput tile {c} K5\nput leader Ben {c} J5\nput tile red J6\n"
            "put hand Aki 2"), f"tile {'green' if c == 'black' else 'black'} H5"


def pending_text(t: Table) -> str:
    """The pending line as the toolbar shows it; `show` shows the same line."""
    text = t.session.render(t.session.game.status(t.state).pending)
    assert text in t.ok("show").text
    return text


def conflict_messages(kind: str, colour: str, lang: str) -> list[str]:
    """Play the conflict through and gather every message it gives."""
    setup, trigger = (revolt if kind == "revolt" else war)(colour)
    t = Table("new tigris Aki Ben", lang=lang)
    t.run(setup)
    said = [t.ok(trigger).text.splitlines()[-1]]  # the lines before it are the placement's own
    assert t.state.pending["kind"] == kind and t.state.pending["colour"] == colour
    said.append(pending_text(t))
    said.append(t.rejected("commit 3", "tigris.conflict.commit").text)  # Aki holds 1 or 2 tiles
    said += t.ok("commit 1").text.splitlines()
    said.append(pending_text(t))
    said += t.ok("commit 0").text.splitlines()[:2]  # the defender's commitment and the result
    assert t.state.pending is None
    why = t.ok("why").text.splitlines()
    assert len(why) >= 3
    return said + why


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("kind, colour", [("revolt", c) for c in COLOURS] + [("war", c) for c in COLOURS])
def test_every_message_of_a_conflict_names_the_tiles_it_is_fought_with(kind, colour, lang):
    tile = "red" if kind == "revolt" else colour
    messages = conflict_messages(kind, colour, lang)
    right = names(lang, tile)
    for text in messages:
        assert right.search(text), f"{kind} of {colour}: no {TILE[lang][tile]!r} in: {text}"
        for other in COLOURS:
            if other != tile:
                assert not names(lang, other).search(text), f"{kind} of {colour}: {TILE[lang][other]!r} in: {text}"


def test_a_revolt_of_kings_commits_temples_not_settlements():
    # The case a table met: after `commit N` in a king's revolt the referee said "settlement tiles".
    t = Table("new tigris Aki Ben", "put leader Ben black G3", "leader black F4")
    said = t.ok("commit 1").text.splitlines()  # what was done, then the question it leaves (the defender's)
    assert said[0] == "Aki commits 1 temple tile(s)." and "waiting for Ben to commit temple tiles" in said[1]
    t = Table("new tigris Aki Ben", "put leader Ben black G3", "leader black F4", lang="ja")
    said = t.ok("commit 1").text.splitlines()
    assert said[0] == "Akiが神殿タイルを1枚出しました。" and "神殿" in said[1] and "集落" not in "".join(said)


# --- a choice the table still owes is asked, not told as done ---------------------------------------

TREASURES_AFTER_A_WAR = """
    put leader Aki green F4
    put leader Aki red F5
    put tile red G4
    put tile red G5
    put tile red G6
    put tile black I6
    put leader Ben red J7
"""


@pytest.mark.parametrize("lang, asked", [
    ("en", "Aki: choose 1 treasure(s) to take from F3, I7 (treasure SQUARE...)."),
    ("ja", "AkiはF3、I7から取る財宝を1個選んでください(財宝 マス...)。"),
])
def test_a_pending_treasure_choice_is_a_question(lang, asked):
    # After the war, one kingdom holds F3 and I7 and Aki's trader: Aki has still to choose.
    t = Table("new tigris Aki Ben", lang=lang)
    t.run(TREASURES_AFTER_A_WAR)
    t.ok("tile black H6")
    t.ok("commit 0")
    reply = t.ok("commit 0")
    assert t.state.pending["kind"] == "treasure"
    assert reply.text.splitlines()[-1] == asked
    assert pending_text(t) == asked
    t.ok("treasure F3")
    assert t.state.treasures_won["Aki"] == 1


@pytest.mark.parametrize("lang, asked", [
    ("en", "Aki takes B2 first (the rules give those first) and chooses 1 more from D1, D2 (treasure SQUARE...)."),
    ("ja", "AkiはまずB2を取り(ルールで優先されます)、さらにD1、D2から1個選んでください(財宝 マス...)。"),
])
def test_a_treasure_choice_names_the_corner_treasures_taken_first(lang, asked):
    """tigris.treasure.corner: the corner treasure B2 is Aki's whatever Aki chooses; the question says so."""
    t = Table("new tigris Aki Ben Chie", lang=lang)
    t.run("take K11\ntake F10\nput tile red D2\nput treasure D2\nput tile red D1\nput treasure D1\n"
          "put leader Ben black C1")
    reply = t.ok("leader green C2")
    assert " ".join(reply.text.split()).endswith(asked)
    assert t.session.render(t.session.game.status(t.state).pending) == asked  # the toolbar and `show`
    t.ok("treasure D1")
    assert t.state.treasures_won["Aki"] == 2 and not {"B2", "D1"} & t.state.treasures


def test_a_treasure_under_a_monument_keeps_the_board_in_columns():
    """Every square of the board takes the same width, the widest mark (=r*) included."""
    from referee.games.tigris.render import board_text

    t = Table("new tigris Aki Ben", "put tile red B1", "put tile red A1", "put tile red A2",
              "put monument red-blue A1")
    rows = str(board_text(t.state, color=False)).splitlines()
    assert rows[2].split() == ["2", "=r", "=r*", ".", ".", "~", *rows[2].split()[6:]]
    assert len({len(r.rstrip()) for r in rows}) == 1 and max(len(r) for r in rows) <= 80


def test_the_bag_limit_counts_the_tiles_on_the_board_and_in_hands():
    t = Table("new tigris Aki Ben")
    reply = t.rejected("put bag 132", "tigris.put.components")
    assert "at most 131 tiles" in reply.text and "10 are on the board and 12 in hands" in reply.text
    t.ok("put bag 131")


def test_a_war_that_removes_no_tile_says_so():
    from referee.core import Msg

    for lang, said in (("en", "loses the leader (no temple tile to remove)"), ("ja", "リーダー駒を失い(取り除く神殿タイルはありません)")):
        t = Table("new tigris Aki Ben", lang=lang)
        text = t.session.render(Msg("tigris.war.outcome.won-leader-only",
                                    {"winner": "Aki", "loser": "Ben", "leader": "red", "tile": "red", "removed": 0,
                                     "gained": 1, "colour": "red", "squares": "-", "winner_total": 2,
                                     "loser_total": 1}, "tigris.war.outcome"))
        assert said in text and "0" not in text  # no "0 temple tile(s) (-)"


def test_show_of_one_thing_in_a_game_without_such_views_says_so():
    t = Table("new tigris Aki Ben")
    assert "has no view of one part of the table; 'show' shows all of it" in t.error("show F3").text
    t = Table("new lancaster Aki Ben Chie", lang="ja")
    assert "一部だけを詳しく見る表示はありません" in t.error("表示 ヨーク").text


def test_ask_about_a_move_answers_in_the_questions_language_throughout():
    """The verdict and its derivation in one language: the question's, whatever the table's."""
    for lang, question, said, other in (("en", "ask E3に農地を置ける?", "どの王国にも隣接していない", "touches no kingdom"),
                                        ("ja", "ask can I put a farm on E3?", "touches no kingdom", "どの王国にも")):
        text = Table("new tigris Aki Ben", lang=lang).ok(question).text
        assert said in text and other not in text
