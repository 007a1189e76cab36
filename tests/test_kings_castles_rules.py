"""Kings & Castles through command lines: the shipped map and chart facts the rulebook fixes, set-up,
king selection, attacks of every kind, castles, taxation and the final count.

Rule ids named here (each has a test below or is met in the contract playouts):
kings-castles.setup.enemies, kings-castles.setup.factions, kings-castles.draw.household-first,
kings-castles.draw.household, kings-castles.draw.bag, kings-castles.draw.count, kings-castles.draw.exhausted,
kings-castles.bag.contents, kings-castles.bag.refill, kings-castles.crown.place, kings-castles.crown.adjacent,
kings-castles.crown.window, kings-castles.crown.first, kings-castles.turn.bonus, kings-castles.turn.rouen,
kings-castles.turn.order, kings-castles.turn.flip, kings-castles.turn.overlap, kings-castles.turn.pending,
kings-castles.turn.game-over, kings-castles.put.pending, kings-castles.put.components, kings-castles.put.occupied,
kings-castles.attack.array, kings-castles.attack.mercenaries, kings-castles.attack.one-colour,
kings-castles.attack.own, kings-castles.attack.king-country, kings-castles.attack.other-country,
kings-castles.attack.contested-adjacent, kings-castles.attack.invasion, kings-castles.attack.no-civil-war,
kings-castles.attack.enemy-adjacent, kings-castles.attack.civil-war-adjacent, kings-castles.attack.banner,
kings-castles.attack.exceed, kings-castles.attack.surplus, kings-castles.attack.stay,
kings-castles.castle.defence-only, kings-castles.castle.array, kings-castles.castle.one-per-region,
kings-castles.castle.destroyed, kings-castles.castle.size, kings-castles.tax.markers, kings-castles.tax.once,
kings-castles.tax.income, kings-castles.tax.final, kings-castles.tax.final-short, kings-castles.tax.winner,
kings-castles.refill.discard, kings-castles.facts.table, kings-castles.facts.provisional.
"""

from __future__ import annotations

from conftest import Table

from referee import facts

GAME = "kings-castles"


def test_shipped_data_keeps_what_the_rulebook_fixes():
    f = facts.shipped(GAME)
    regions = [k.split(".")[1] for k in f if k.startswith("region.") and k.endswith(".country")]
    assert len(regions) == 32
    assert sum(f[f"region.{r}.value"].value for r in regions) == 41
    assert f["region.london.value"].value == 3
    assert {r for r in regions if f[f"region.{r}.value"].value == 2} == {
        "bristol", "york", "llandaff", "edinburgh", "dublin", "rouen", "bordeaux"}
    for r in ("galway", "derry", "dublin"):
        assert f[f"region.{r}.country"].value == "ireland"
    assert "banner" in f["region.derry.symbols"].value
    assert "galway" in f["region.dublin.adjacent"].value
    assert "london" in f["region.canterbury.adjacent"].value
    assert not any("banner" in f[f"region.{r}.symbols"].value for r in regions
                   if f[f"region.{r}.country"].value == "england")
    assert f["chart.18.bonus"].value == 2 and f["chart.18.country"].value == "ireland"
    assert f["chart.1.bonus"].value == 4 and f["region.derry.symbols"].provenance == "inferred"


def richard_ii() -> Table:
    """The rulebook's worked example: Richard II (box 18), blue king, Ireland."""
    t = Table("new kings-castles Aki Ben Chie Dai")
    s = t.state
    free = [r for r in s.board.country if r not in s.units and r != "rouen"]
    lines = [f"put unit {r} enemy-{('man', 'knight', 'archer')[i % 3]}" for i, r in enumerate(free)]
    for line in lines:
        t.ok(line)
    for i, r in enumerate(s.board.regions_of("england")):  # England uncontested: the turquoise knight's civil war
        t.ok(f"put unit {r} {('plum', 'turquoise')[i % 2]}-archer")
    for line in ("put unit galway enemy-archer", "put unit derry enemy-knight", "put unit dublin green-knight",
                 "put castle dublin 1", "put unit carrickfergus plum-man", "put unit waterford turquoise-man",
                 "put unit lancaster plum-archer", "put unit york turquoise-archer",
                 "put crown 18 blue", "put tax blue 2", "put household blue knight 1", "put household blue man 2",
                 "put household blue archer 1",
                 "put array blue blue-knight blue-man green-knight green-knight enemy-man enemy-man turquoise-knight "
                 "merc-3 enemy-archer castle-1",
                 "put reign 18"):
        t.ok(line)
    return t


def test_the_worked_example_richard_ii_in_ireland():
    t = richard_ii()
    # Bonus II: a knight from the household, then a large castle from the bag.
    t.ok("household knight")
    t.ok("draw castle-3")
    # (1) Galway: enemy archer (1) beaten by a blue knight (3).
    t.ok("attack galway blue-knight")
    assert t.state.units["galway"] == "blue-knight"
    # Dublin cannot be attacked yet: Ireland is contested (note 1).
    t.rejected("attack dublin blue-man merc-3", "kings-castles.attack.no-civil-war")
    # (2) Derry: enemy knight (3); one green knight is not enough, two are.
    t.rejected("attack derry green-knight", "kings-castles.attack.exceed")
    t.ok("attack derry green-knight green-knight")
    assert t.state.units["derry"] == "green-knight"
    # (3) Dublin: green knight + small castle = 4; blue man-at-arms + 3-bolt mercenary = 5.
    t.ok("attack dublin blue-man merc-3")
    assert t.state.units["dublin"] == "blue-man" and "dublin" not in t.state.castles
    # (4) Derry: green knight (3) by two enemy men-at-arms through Derry's banner.
    t.ok("attack derry enemy-man enemy-man")
    assert t.state.units["derry"] == "enemy-man"
    # (5) Derry: enemy man-at-arms (2) by the blue knight from the bonus.
    t.ok("attack derry blue-knight")
    # (6) Lancaster in England, the other country: plum archer by the turquoise knight.
    t.ok("attack lancaster turquoise-knight")
    assert t.state.other == "england"
    t.ok("castle 3 dublin")
    before = dict(t.state.money)
    t.ok("tax")
    assert t.state.money["blue"] - before["blue"] == 8  # Dublin 2 + Galway 1 + Derry 1, doubled
    assert t.state.money["plum"] - before["plum"] == t.state.towns("plum")
    assert len(t.state.arrays["blue"]) == 2  # two counters left: eight to draw
    t.ok("end")
    assert t.state.pending["left"] == 8


def test_attack_rules_refuse_before_anything_moves():
    t = richard_ii()
    t.ok("household knight")
    t.ok("draw castle-3")
    before = t.show()
    t.rejected("attack galway merc-3", "kings-castles.attack.mercenaries")
    t.rejected("attack galway blue-knight green-knight", "kings-castles.attack.one-colour")
    t.rejected("attack galway blue-knight blue-knight", "kings-castles.attack.surplus")
    t.rejected("attack london blue-knight", "kings-castles.attack.king-country")
    t.rejected("attack galway castle-1 blue-man", "kings-castles.castle.defence-only")
    t.rejected("attack galway blue-archer", "kings-castles.attack.array")
    t.rejected("attack galway enemy-man", "kings-castles.attack.own")
    assert t.show() == before
    t.ok("castle 1 galway")
    t.rejected("attack galway blue-knight", "kings-castles.turn.order")
    t.rejected("castle 1 galway", "kings-castles.castle.array")
    t.ok("tax")
    t.rejected("tax", "kings-castles.tax.once")


def test_short_game_final_taxation_and_winner():
    t = Table("new kings-castles Aki Ben --option length=short")
    s = t.state
    free = [r for r in s.board.country if r not in s.units and r != "rouen"]
    for i, r in enumerate(free):
        t.ok(f"put unit {r} enemy-{('man', 'knight', 'archer')[i % 3]}")
    t.ok("put unit london green-knight")
    t.ok("put money turquoise 5")
    for box in range(1, 13):
        t.ok(f"put crown {box} {('green', 'turquoise', 'plum', 'blue')[box % 4]}")
    t.ok("put reign 12")
    assert "money" in t.show() and t.show()["money"] is None
    while t.state.pending:
        asked = t.state.pending
        t.ok(f"draw {next(iter(t.state.bag))}" if asked["kind"] == "draw" else "end")
    t.ok("end")
    while not t.state.over:
        t.ok(f"draw {next(iter(t.state.bag))}" if t.state.pending["kind"] == "draw"
             else f"discard {t.state.pending['counters'][0]}")
    score = t.score()
    assert score["final"] is True and score["winners"] == ["Ben"]  # 5 against London 3 at face value
    assert t.show()["money"]["green"] == 3
