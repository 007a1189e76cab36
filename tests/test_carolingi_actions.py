"""Carolingi seasons and actions (rulebook 3.1-3.3, 5.1-5.7), from the rulebook's examples and from
positions set up with put lines; each action is reached as at the table: its tile drawn from the bag."""

from __future__ import annotations

from carolingi_helpers import board, clear_rebels, country, table


def test_draws_follow_the_bag():
    """carolingi.season.tiles, carolingi.season.draw: two tiles a player, the event tiles; a no-action tile
    goes straight back; the season ends with an empty bag."""
    t = table("Aki Ben")
    assert t.show()["bag"]["left"] == 5
    assert "draw TILE PLAYER" in t.error("draw move").text  # whose? (no line of the language: exit 2)
    t.rejected("draw event Aki", "carolingi.season.draw")
    t.ok("draw noaction Aki")
    t.ok("draw noaction Aki")
    t.rejected("draw move Aki", "carolingi.season.draw")  # Aki's two tiles are out
    t.ok("draw levy Ben")
    t.rejected("draw move Ben", "carolingi.turn.pending")  # Ben's levy is asked first
    t.ok("pass")
    assert board(t, "Ben")["tiles"]["used"] == ["levy"] and board(t, "Ben")["tiles"]["ready"] == 4
    t.ok("draw event")
    t.ok("card Picardie")
    t.ok("draw noaction Ben")
    assert t.show()["season"] == "spring" and t.show()["bag"]["left"] == 5


def test_action_tiles_are_optional_but_must_be_the_tile_s():
    """carolingi.action.optional, carolingi.action.tile"""
    t = table("Aki Ben", "draw battle Aki")
    t.rejected("move Normandie Anjou", "carolingi.action.tile")
    t.ok("pass")
    assert t.show()["pending"]["kind"] == "draw"


def test_swap_once_a_year_before_the_season_s_first_draw():
    """carolingi.season.swap"""
    t = table("Aki Ben", "draw levy Aki", "pass", "draw noaction Aki", "draw noaction Ben", "draw noaction Ben",
              "draw event", "card Picardie")
    assert t.show()["season"] == "spring"
    t.rejected("swap Aki move", "carolingi.season.swap")  # move was never used
    t.ok("swap Aki levy")
    assert board(t, "Aki")["tiles"]["used"] == [] and board(t, "Aki")["tiles"]["swapped"] is True
    t.rejected("swap Aki levy", "carolingi.season.swap")
    t.ok("draw levy Aki")
    t.ok("pass")
    t.rejected("swap Ben levy", "carolingi.season.swap")  # too late this season


def test_influence_a_b_c():
    """carolingi.influence.home, carolingi.influence.cards, carolingi.influence.board"""
    t = table("Aki Ben Chie", "draw influence Aki")
    t.rejected("influence home 4", "carolingi.influence.home")
    t.ok("influence home 3")
    assert country(t, "normandie")["followers"] == {"Aki": 8} and board(t, "Aki")["missi"] == 0
    # B: not onto the card of a country another player controls (5.1 example: blue holds Ile-de-France)
    clear_rebels(t, "Île-de-France")
    t.ok("put followers Île-de-France Ben 1")
    t.ok("put card Île-de-France")
    t.ok("draw influence Chie")
    t.rejected("influence cards Île-de-France 1", "carolingi.influence.cards")
    t.rejected("influence cards Hessen 1", "carolingi.influence.cards")  # not in the slots
    t.ok("influence cards Westfalen 2 Champagne")
    assert t.show()["cards"]["sachsen"][0]["followers"] == {"Chie": 2}
    # C: everything on the card comes down, the card is discarded
    t.ok("put envoys Westfalen Ben 1")
    t.ok("put card-rebels Westfalen 1")
    t.ok("draw influence Ben")
    t.rejected("influence board Champagne", "carolingi.influence.board")  # none of blue's there
    t.ok("influence board Westfalen")
    assert country(t, "westfalen")["followers"] == {"Chie": 2, "Ben": 1} and country(t, "westfalen")["rebels"] == 2
    assert "westfalen" in t.show()["discard"]


def test_development_activate_and_counters():
    """carolingi.develop.activate, carolingi.develop.counters (the 5.2 example's refusals)"""
    t = table("Aki Ben Chie")
    clear_rebels(t, "Oberlothringen", "'Duché de Bourgogne'", "Schwaben", "Champagne")
    t.run("put followers Oberlothringen Chie 1\nput followers Duché\\ de\\ Bourgogne Chie 1\n"
          "put followers Schwaben Chie 1\nput followers Champagne Chie 1\nput followers Champagne Aki 1\n"
          "put followers Haute-Provence Chie 1")
    t.ok("draw develop Chie")
    t.rejected("develop Comté-de-Bourgogne", "carolingi.develop.counters")  # a homeland
    t.rejected("develop Haute-Provence", "carolingi.develop.counters")  # a forest
    t.rejected("develop Champagne", "carolingi.develop.counters")  # tied with red
    t.rejected("develop Île-de-France", "carolingi.develop.counters")  # not controlled
    t.rejected("develop Oberlothringen 1 Duché-de-Bourgogne 2 Schwaben 1", "carolingi.develop.counters")  # 4
    t.rejected("develop Oberlothringen 3", "carolingi.develop.counters")  # 2 a country
    t.ok("develop Oberlothringen 1 Duché-de-Bourgogne 2")
    d = t.show()
    assert d["countries"]["duche-de-bourgogne"]["development"] == 2
    assert d["player_boards"]["Chie"]["missi"] == 0 and d["player_boards"]["Chie"]["leudes"] == 8 - 5 + 3
    t.ok("draw develop Ben")
    t.ok("develop activate")
    b = board(t, "Ben")["tiles"]
    assert (b["inactive"], b["activated"]) == (4, 1) and board(t, "Ben")["missi"] == 1
    t.ok("draw develop Ben")
    t.rejected("develop activate", "carolingi.develop.activate")  # one Missus left


def levy_example():
    """5.3: yellow's countries and counters as in the rulebook's levy example."""
    t = table("Aki Ben Chie")
    clear_rebels(t, "'Duché de Bourgogne'", "Champagne", "Oberlothringen", "Franken", "Schwaben")
    t.run("""put followers Duché-de-Bourgogne Chie 1
put development Duché-de-Bourgogne 2
put followers Champagne Chie 1
put followers Champagne Aki 1
put followers Oberlothringen Chie 1
put development Oberlothringen 1
put followers Franken Chie 1
put followers Schwaben Chie 1
put development Schwaben 1
put followers Haute-Provence Chie 1
put court Chie 4 6 3""")
    return t


def test_the_rulebook_s_levy_example():
    """carolingi.levy.amount, carolingi.levy.spend: 1 + 3 + 0 + 2 + 1 + 2 + 0 = 9"""
    t = levy_example()
    drawn = t.ok("draw levy Chie")
    assert "the levy is 9" in " ".join(drawn.text.split()) + " ".join(t.ok("show").text.split())  # asked with it
    t.rejected("levy 4 3", "carolingi.levy.spend")  # 4 + 6 = 10 > 9
    t.rejected("levy 5", "carolingi.levy.spend")  # only 4 Leudes
    reply = t.ok("levy 4 2 1")
    assert "levies 9" in reply.text
    b = board(t, "Chie")
    assert (b["leudes"], b["nobiles"], b["missi"]) == (1, 3, 9)


def test_the_levy_is_never_below_three():
    t = table("Aki Ben", "draw levy Aki")
    t.ok("levy 3")  # only the homeland (1), raised to 3
    t.ok("draw levy Ben")
    t.rejected("levy 2 1", "carolingi.levy.spend")  # 2 + 2 = 4 > 3


def test_moving_troops():
    """carolingi.move.from, carolingi.move.step, carolingi.move.cost, carolingi.move.homeland (5.4)"""
    t = table("Aki Ben Chie")
    t.ok("draw move Aki")
    t.rejected("move Normandie Ostfalen", "carolingi.move.step")  # not adjacent
    t.rejected("move Normandie Anjou 6", "carolingi.move.step")  # five there
    zero = t.rejected("move Normandie Anjou 0", "carolingi.move.step")  # the shape is right, 0 is not
    assert "at least 1 follower" in zero.text and "Write each group" not in zero.text
    t.ok("move Normandie Anjou 1")  # 5.4 A: one to Anjou, a Missus to Leudes
    assert country(t, "anjou")["followers"] == {"Aki": 1} and board(t, "Aki")["missi"] == 2
    clear_rebels(t, "Hessen", "Thüringen", "Westfalen")
    t.run("put followers Hessen Ben 2\nput followers Thüringen Ben 1\nput followers Westfalen Ben 1\n"
          "put followers Westfalen Chie 1\nput court Ben 6 8 1")
    t.ok("draw move Ben")
    t.rejected("move Westfalen Hessen", "carolingi.move.from")  # no control in Westfalen (5.4 B)
    t.rejected("move Hessen Franken 1 Thüringen Franken 1", "carolingi.move.cost")  # one Missus only
    t.ok("move Hessen Franken 1")
    assert country(t, "franken")["followers"] == {"Ben": 1} and board(t, "Ben")["missi"] == 0
    t.ok("put court Ben 5 8 2")
    t.ok("draw move Ben")
    t.rejected("move Westfalen Ostfalen 1", "carolingi.move.from")
    t.ok("put followers Anjou Ben 0")
    t.ok("put followers Île-de-France Ben 2")
    t.ok("put rebels Île-de-France 0")
    t.rejected("move Île-de-France Normandie 1", "carolingi.move.homeland")


def test_moving_out_of_a_forest_needs_no_majority():
    t = table("Aki Ben", "put followers Berry Aki 1", "put followers Berry Ben 2", "draw move Aki")
    t.ok("move Berry Anjou")
    assert country(t, "anjou")["followers"] == {"Aki": 1}


def test_the_rulebook_s_battle_with_a_trophy():
    """carolingi.battle.condition, carolingi.battle.rounds, carolingi.battle.trophy (5.5: Anjou and
    Champagne, one trophy for the tile)"""
    t = table("Aki Ben Chie")
    clear_rebels(t, "Anjou")
    t.run("put followers Anjou Aki 2\nput followers Anjou Chie 1\nput followers Champagne Aki 2\n"
          "put followers Champagne Ben 1\nput followers Île-de-France Aki 1\nput followers Île-de-France Ben 1")
    t.ok("draw battle Aki")
    t.rejected("battle Île-de-France", "carolingi.battle.condition")  # a tie is not enough
    t.rejected("battle Normandie", "carolingi.battle.condition")  # nobody to fight
    t.ok("battle Anjou Champagne")
    c = t.show()["countries"]
    assert c["anjou"]["followers"] == {"Aki": 1} and c["champagne"]["followers"] == {"Aki": 1}
    assert c["champagne"]["rebels"] == 0
    assert board(t, "Chie")["leudes"] == 8 - 1 + 1 and board(t, "Ben")["leudes"] == 8 - 2 + 1
    assert t.show()["pending"]["kind"] == "trophy"
    t.ok("trophy yes")
    assert board(t, "Aki")["glory"] == 1 and t.show()["pending"]["kind"] == "draw"
    t.ok("put glory Aki 4")
    t.ok("put followers Île-de-France Aki 2")
    t.ok("draw battle Aki")
    t.ok("battle Île-de-France")  # four trophies already: no question, the draws go on
    assert board(t, "Aki")["glory"] == 4 and t.show()["pending"]["kind"] == "draw"


def test_a_battle_in_a_forest_with_a_simple_majority():
    t = table("Aki Ben", "put followers Berry Aki 2", "put followers Berry Ben 1", "put rebels Berry 1",
              "draw battle Aki", "battle Berry", "trophy no")
    assert country(t, "berry")["followers"] == {"Aki": 1} and board(t, "Aki")["glory"] == 0


def test_a_battle_costs_no_missi():
    """carolingi.battle.condition: 5.5 names no cost (moving, developing and pacifying spend Missi), so
    a battle is fought with no Missi on the board and leaves the Missi where they were."""
    t = table("Aki Ben", "put followers Anjou Aki 2", "put followers Anjou Ben 1", "put rebels Anjou 0",
              "put court Aki 8 8 0", "draw battle Aki")
    t.ok("battle Anjou")
    assert country(t, "anjou")["followers"] == {"Aki": 1} and board(t, "Aki")["missi"] == 0


def test_pacification():
    """carolingi.pacify.range, carolingi.pacify.count (5.7: yellow replaces 2 rebels in Franken)"""
    t = table("Aki Ben Chie", "put followers Schwaben Chie 1", "put rebels Franken 2", "draw pacify Chie")
    t.rejected("pacify Franken 3", "carolingi.pacify.count")  # two rebels there
    t.ok("pacify Franken 2")
    assert country(t, "franken")["followers"] == {"Chie": 2} and country(t, "franken")["rebels"] == 0
    assert board(t, "Chie")["missi"] == 1


def test_influence_is_one_option_per_tile():
    """carolingi.influence.choice: an influence tile gives one of A, B or C, never two; after the first,
    a second influence line is refused and changes nothing."""
    t = table("Aki Ben", "draw influence Aki")
    t.ok("influence home 2")
    before = t.show()
    assert board(t, "Aki")["missi"] == 1
    t.rejected("influence cards Westfalen 1", "carolingi.turn.pending")  # the tile is done: a draw is awaited
    assert t.show() == before
