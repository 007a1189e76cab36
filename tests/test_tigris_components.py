"""Tigris & Euphrates: findings of a held-out trial (seed 001, the BGA game help).

- ゲームの準備 (T-prep), the tile table: 黒 集落 30, 緑 市場 30, 赤 神殿 57, 青 農地 36. A tile of a colour
  whose tiles are all on the board or out of the game (removed by a war or a catastrophe, committed in
  a conflict: ゲームから除外) cannot be in anyone's hand, so it can be neither placed nor committed, nor
  put on the board (tigris.tile.components, tigris.put.components).
- A treasure choice naming one square twice is not two treasures (tigris.treasure.choice).
- A monument already built is refused as built, not as the wrong colour (tigris.monument.choice).

Positions are read on the standard board drawn at the top of tests/test_tigris_rulings.py.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from conftest import Table
from test_tigris_audit2 import TREASURES_BY_C2
from test_tigris_rulings import pts, table

from referee.games.tigris.board import board

STANDARD = board("standard")
# Rows 10 and 11 hold no river and only the temples F10 and K11: 30 land squares far from rows 3-7.
SOUTH = [f"{c}{r}" for r in (10, 11) for c in "ABCDEFGHIJKLMNOP" if f"{c}{r}" not in STANDARD.temples]
DATA = Path(__file__).parent / "data"


def fill(t: Table, colour: str, count: int, squares: list[str] = SOUTH) -> None:
    for sq in squares[:count]:
        t.ok(f"put tile {colour} {sq}")


# --- tigris.tile.components: the box's count per colour -------------------------------------------------

def test_the_31st_settlement_cannot_be_placed_from_a_hand():
    # The trial's line: 30 settlements on the board, then `tile black J6` was accepted (31 on the board).
    t = Table("new tigris A B C")
    land = [sq for sq in (f"{c}{r}" for r in range(1, 12) for c in "ABCDEFGHIJKLMNOP")
            if sq not in STANDARD.rivers and sq not in STANDARD.temples and sq != "J6"]
    fill(t, "black", 30, land)
    reply = t.rejected("tile black J6", "tigris.tile.components")
    assert "30 settlement tiles" in reply.text and "30 are on the board" in reply.text
    assert "J6" not in t.state.tiles and t.state.actions_left == 2
    t.ok("tile red J6")  # another colour still can be placed
    reply = t.rejected(f"put tile black {land[30]}", "tigris.put.components")
    assert "30 settlement tiles" in reply.text


def test_a_tile_destroyed_by_a_catastrophe_still_counts_against_its_colour():
    # 29 settlements, one destroyed by Aki's catastrophe: 28 on the board and 1 out of the game.
    # One more may be put (29 + 1 = 30); then neither put nor a tile action can add another.
    t = table(setup="")
    fill(t, "black", 29)
    t.ok(f"catastrophe {SOUTH[0]}")
    assert t.state.out_by_colour == {"black": 1}
    t.ok(f"put tile black {SOUTH[29]}")
    reply = t.rejected("put tile black G6", "tigris.put.components")
    assert "29 are on the board and 1 are out of the game" in reply.text
    t.rejected("tile black G6", "tigris.tile.components")


def test_a_put_catastrophe_on_a_tile_counts_it_out_of_the_game():
    t = table(setup="")
    fill(t, "green", 30)
    t.ok(f"put catastrophe {SOUTH[0]}")
    assert t.state.out_by_colour == {"green": 1}
    t.rejected(f"put tile green {SOUTH[0].replace('10', '9')}", "tigris.put.components")
    t.ok(f"take {SOUTH[1]}")  # a tile taken off goes back into the bag: one market may be put again
    t.ok(f"put tile green {SOUTH[1]}")


def test_settlements_removed_in_a_war_count_against_the_box():
    # West of H5: Ben's king F5 with the settlements E5 and F6 (and the temple G5). East: Chie's king J5
    # with the settlement K5 (and the temple I5). Aki's market H5 unites them: Ben (next clockwise)
    # attacks, 2 against 1, and Chie's settlement K5 leaves the game. With 27 more settlements in the
    # south, 29 are on the board and 1 out of the game: no 31st.
    t = table("Aki Ben Chie", """
        put tile red G5
        put leader Ben black F5
        put tile black E5
        put tile black F6
        put tile red I5
        put leader Chie black J5
        put tile black K5
    """)
    fill(t, "black", 27)
    t.ok("tile green H5")
    t.ok("commit 0")
    t.ok("commit 0")
    assert "K5" not in t.state.tiles and "J5" not in t.state.leaders
    pts(t, "Ben", black=2)  # the leader and the settlement
    assert t.state.out_by_colour == {"black": 1}
    t.rejected("put tile black G7", "tigris.put.components")
    t.rejected("tile black G7", "tigris.tile.components")


REVOLT = """
    put tile red G4
    put tile red G5
    put tile black H5
    put leader Ben red F4
"""


def test_committed_temples_leave_the_game_and_no_more_can_be_committed_than_can_be_in_hands():
    # 57 temples: the 10 starting ones, G4 and G5, and 42 more in the south and north: 54 on the board,
    # so at most 3 can be in hands. Aki's priest H4 revolts against Ben's F4 (scenarios/tigris/revolt.txt).
    t = table(setup=REVOLT)
    north = [f"{c}{r}" for r in (1, 2) for c in "ABCDJLNOP" if f"{c}{r}" not in STANDARD.temples]
    fill(t, "red", 42, SOUTH + north)
    assert t.state.unseen("red") == 3
    t.ok("leader red H4")
    reply = t.rejected("commit 4", "tigris.tile.components")
    assert "at most 3" in reply.text
    t.ok("commit 2")
    reply = t.rejected("commit 2", "tigris.tile.components")  # Aki's two are beside the board
    assert "2 were committed by the attacker" in reply.text and "at most 1" in reply.text
    t.ok("commit 1")
    assert t.state.out_by_colour == {"red": 3}  # committed tiles leave the game, and their colour is known
    t.rejected("put tile red G7", "tigris.put.components")
    t.rejected("tile red G7", "tigris.tile.components")


def test_the_legal_lines_leave_out_a_colour_that_cannot_be_in_a_hand():
    from referee.legal import legal

    t = table(setup="")
    fill(t, "black", 30)
    lines = set(legal(t.session.game, t.state, "tile"))
    assert "tile red G6" in lines and "tile black G6" not in lines


def test_a_swap_discards_face_down_tiles_of_no_known_colour():
    t = table(setup="")
    t.ok("swap 3")
    assert t.state.out == 3 and t.state.out_by_colour == {}


def test_put_bag_taking_back_tiles_seen_leaving_forgets_their_colour():
    # The table says the bag holds every tile not on the board or in hands: nothing is out of the game.
    t = table(setup="")
    fill(t, "black", 30)
    t.ok(f"catastrophe {SOUTH[0]}")
    rest = 153 - len(t.state.tiles) - sum(t.state.hands.values())
    t.ok(f"put bag {rest}")
    assert t.state.out == 0 and t.state.out_by_colour == {}
    t.ok(f"put tile black {SOUTH[0].replace('10', '9')}")


# --- saves written before the count ------------------------------------------------------------------

def test_an_old_save_with_tiles_out_of_the_game_loads_with_a_note(tmp_path):
    """scenarios/tigris/priest-war.toml as written before out_by_colour (the loser's temples and no
    commitments: three temples left the game). Its snapshot lacks the count; load says why."""
    path = tmp_path / "old.toml"
    path.write_bytes((DATA / "tigris-before-out-by-colour.toml").read_bytes())
    assert "out_by_colour" not in tomllib.loads(path.read_text(encoding="utf-8"))["snapshot"]
    loaded = Table()
    reply = loaded.ok(f"load {path}")
    assert "tigris.tile.components" in reply.text
    assert loaded.state.out_by_colour == {"red": 3}


def test_an_old_save_edited_elsewhere_is_still_refused(tmp_path):
    path = tmp_path / "edited.toml"
    text = (DATA / "tigris-before-out-by-colour.toml").read_text(encoding="utf-8")
    edited = text.replace("[snapshot.hands]\nAki = ", "[snapshot.hands]\nAki = 1", 1)
    assert edited != text
    path.write_text(edited, encoding="utf-8")
    assert "snapshot does not match" in Table().error(f"load {path}").text


def test_a_new_save_with_an_edited_count_is_refused(tmp_path):
    t = table(setup="")
    t.ok(f"put tile black {SOUTH[0]}")
    t.ok(f"catastrophe {SOUTH[0]}")
    path = tmp_path / "edited.toml"
    t.ok(f"save {path}")
    text = path.read_text(encoding="utf-8")
    assert "[snapshot.out_by_colour]\nblack = 1\n" in text
    path.write_text(text.replace("[snapshot.out_by_colour]\nblack = 1\n", "[snapshot.out_by_colour]\nblack = 2\n"),
                    encoding="utf-8")
    assert "snapshot does not match" in Table().error(f"load {path}").text


def test_a_game_without_tiles_out_of_the_game_saves_no_count(tmp_path):
    t = table(setup="put tile black G6")
    path = tmp_path / "game.toml"
    t.ok(f"save {path}")
    assert "out_by_colour" not in path.read_text(encoding="utf-8")


# --- tigris.treasure.choice: a square named twice ------------------------------------------------------

def test_a_treasure_named_twice_is_refused():
    # Aki's trader C2 links B2 (framed, taken first), A2 and C3: one of A2 and C3 is his to choose.
    t = table(setup=TREASURES_BY_C2)
    t.ok("leader green C2")
    reply = t.rejected("treasure C3 C3", "tigris.treasure.choice")
    assert "C3 is named twice" in reply.text
    assert t.state.treasures_won == {"Aki": 0, "Ben": 0}
    t.ok("treasure C3")
    assert t.state.treasures_won == {"Aki": 2, "Ben": 0}


# --- tigris.monument.choice: a monument already built ----------------------------------------------------

MONUMENT_BUILT = """
    put tile red G5
    put tile red H5
    put tile red G6
    put tile red H6
    put monument green-red G5
    put tile red J5
    put tile red K5
    put tile red J6
"""


def test_a_monument_already_built_is_refused_as_built():
    t = table(setup=MONUMENT_BUILT)
    t.ok("tile red K6")
    reply = t.rejected("monument green-red J5", "tigris.monument.choice")
    assert "already built" in reply.text and "G5" in reply.text and "black-red, blue-red" in reply.text
    ja = table(setup=MONUMENT_BUILT, lang="ja")
    ja.ok("tile red K6")
    assert "すでに建っています" in ja.rejected("monument green-red J5", "tigris.monument.choice").text
    t.ok("monument black-red J5")
    assert t.state.monuments == {"green-red": "G5", "black-red": "J5"}


# --- tigris.put.components: catastrophes on the board and in supplies -------------------------------------

def test_a_put_catastrophe_beyond_two_per_player_with_the_supplies_is_noted_and_mended_by_put_catastrophes():
    """C:大災害タイルを1枚置く: each player has two catastrophe tiles. `put catastrophe` takes none from a
    supply (it does not say whose), so it is accepted as a step of a set-up, and the table is told when
    the board and the supplies together hold more than the game has, and how to mend it."""
    t = table("Aki Ben Chie")
    reply = t.ok("put catastrophe G6")
    assert "the board holds 1 catastrophe tile(s) and the players' supplies 6" in reply.text
    assert "put catastrophes PLAYER N" in reply.text
    assert "Note" not in t.ok("put catastrophes Aki 1").text  # 1 + 5 = 6: the position is possible again
    assert "Note" not in t.ok("catastrophe G7").text  # a turn's catastrophe comes from the supply: never noted
    reply = t.ok("put catastrophes Ben 2")  # still 2 + 4 = 6: nothing to say
    assert "Note" not in reply.text
    reply = t.ok("put catastrophes Aki 1")  # 2 + 5 = 7
    assert "the board holds 2 catastrophe tile(s) and the players' supplies 5" in reply.text
    ja = table("Aki Ben Chie", lang="ja")
    assert "設定 残り大災害 プレイヤー 数" in ja.ok("put catastrophe G6").text
