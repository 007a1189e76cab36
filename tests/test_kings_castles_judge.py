"""Kings & Castles situations written from the rulebook before running them (an independent reading):
the surplus rule with mercenaries (kings-castles.attack.surplus), the conquest
(kings-castles.attack.stay), taxation by a two-set player (kings-castles.tax.income), Richard III's
taxation added to the final count (kings-castles.tax.final), Henry III part 2 next to Edward I in a
later selection (kings-castles.crown.adjacent), money in JSON mid-game (hidden on screens), `show COUNTRY`,
Japanese words; and every attack of random positions checked against a fresh reading of rulebook 5
and 6 (kings-castles.attack.contested-adjacent, .invasion, .enemy-adjacent, .no-civil-war,
.civil-war-adjacent, .banner, .king-country, .other-country, .exceed, .surplus)."""

from __future__ import annotations

from conftest import Table
from test_kings_castles_rules import owed, position

ARRAY = "put array turquoise turquoise-man merc-3 turquoise-archer merc-1 turquoise-knight turquoise-archer"


def test_the_only_unit_beside_mercenaries_is_never_surplus():
    # kings-castles.attack.surplus: a man-at-arms and a 3-bolt mercenary (5) against a man-at-arms (2):
    # without the unit the mercenary may not attack (6), without the mercenary 2 does not exceed 2.
    t = position("put unit london enemy-man", ARRAY, box=2, bonus=("household knight 3",))
    t.ok("attack london turquoise-man merc-3")
    assert t.state.units["london"] == "turquoise-man" and t.state.destroyed == {"enemy-man": 1, "merc-3": 1}
    t2 = position("put unit london enemy-man", ARRAY, box=2, bonus=("household knight 3",))
    t2.ok("attack london turquoise-archer merc-3")
    t3 = position("put unit london enemy-man", ARRAY, box=2, bonus=("household knight 3",))
    # the 1-bolt mercenary could be left out and 4 would still exceed 2
    t3.rejected("attack london turquoise-archer merc-1 merc-3", "kings-castles.attack.surplus")


def test_the_rulebooks_surplus_example_against_a_knight():
    t = position("put unit london enemy-knight", ARRAY, box=2, bonus=("household knight 3",))
    t.rejected("attack london turquoise-knight turquoise-archer turquoise-archer", "kings-castles.attack.surplus")
    t.ok("attack london turquoise-knight turquoise-knight")
    assert t.state.units["london"] == "turquoise-knight" and t.state.destroyed == {"enemy-knight": 1,
                                                                                   "turquoise-knight": 1}


def test_a_conquest_destroys_the_castle_and_the_highest_attacker_stays():
    # kings-castles.attack.stay, kings-castles.castle.destroyed: archer + castle 2 = 3; knight + archer 4.
    t = position("put unit london enemy-archer", "put castle london 2", ARRAY, box=2, bonus=("household knight 3",))
    t.rejected("attack london turquoise-knight", "kings-castles.attack.exceed")
    t.ok("attack london turquoise-archer turquoise-knight")
    assert t.state.units["london"] == "turquoise-knight" and "london" not in t.state.castles
    assert t.state.destroyed == {"enemy-archer": 1, "castle-2": 1, "turquoise-archer": 1}


def test_the_json_keeps_the_money_the_screens_hide_until_the_end():
    # JSON keeps every figure for scripts, in every game (it gave null mid-game unless --private);
    # the screens keep the money secret until the final count (8.2)
    t = position("put money blue 7", box=2, bonus=("household knight 3",))
    data = t.show()
    assert data["money"]["blue"] == 7 and data["money_revealed"] is False
    assert t.ok("show --json --private").data == data  # --private adds nothing to JSON
    assert "7" not in t.ok("score").text.split("secret")[-1].split("Towns")[0]
    ben = next(line for line in t.ok("show").text.split("Money")[-1].splitlines() if line.startswith("Ben"))
    assert ben.split()[-1] == "?"


def test_the_json_keys_stay_the_same_before_and_after_the_final_count():
    # Issue 11: `show --json` and `score --json` with stable keys; the money (8.2) is there mid-game too.
    t = position("put unit london green-knight", "put unit york plum-knight", "put money plum 7",
                 box=24, players="Aki Ben", bonus=("household knight 2",))
    show, score = t.show(), t.score()
    mid = {r["player"]: r for r in score["ranking"]}
    assert mid["Aki"]["colours"] == {"green": 0, "plum": 7} and mid["Aki"]["score"] == 7
    t.ok("end")
    while not t.state.over:
        t.ok(owed(t) if t.state.pending["kind"] == "draw" else f"discard {t.state.pending['counters'][0]}")
    end_show, end_score = t.show(), t.score()
    assert set(end_show) == set(show) and set(end_score) == set(score)
    assert all(set(r) == set(score["ranking"][0]) for r in score["ranking"] + end_score["ranking"])
    final = {r["player"]: r for r in end_score["ranking"]}
    assert final["Aki"]["colours"] == {"green": 3 * 2, "plum": 7 + 2 * 2} and final["Aki"]["score"] == 17


def test_two_sets_earn_apart_the_king_set_doubled_and_sum_at_the_end():
    # 9.1: money per set; the king's set doubles, the same player's other set takes face value.
    t = position("put unit london green-knight", "put unit york plum-knight", "put unit bristol turquoise-man",
                 box=1, players="Aki Ben")
    assert t.state.sets["Aki"] == ["green", "plum"]
    king = t.state.king
    while t.state.pending:
        t.ok("household knight" if t.state.pending["kind"] == "draw" else "rouen knight")
    t.ok("tax")
    assert king == "plum" and t.state.units["rouen"] == "plum-knight"  # William I's unit in Rouen (2)
    assert t.state.money == {"green": 3, "plum": (2 + 2) * 2, "turquoise": 2, "blue": 0}


def test_richard_iii_taxation_is_added_to_the_doubled_final_count():
    t = position("put unit london green-knight", "put unit york blue-knight", box=24, bonus=("household knight 2",))
    king = t.state.king
    assert king == "blue"
    t.ok("tax")
    t.ok("end")
    while not t.state.over:
        t.ok(owed(t) if t.state.pending["kind"] == "draw"
             else f"discard {t.state.pending['counters'][0]}")
    assert t.state.money["blue"] == 4 + 4 and t.state.money["green"] == 3 + 6
    assert t.score()["winners"] == ["Aki"] and t.show()["money"]["green"] == 9


def test_henry_iii_part_2_counts_next_to_edward_i_in_the_three_player_selection():
    # kings-castles.crown.adjacent: 3 players choose every six kings (10.3.2); box 12 (Henry III part 2)
    # ends one selection and box 13 (Edward I part 1) begins the next.
    t = position(*[f"put crown {b} none" for b in range(13, 25)], box=12, players="Aki Ben Chie",
                 bonus=("household knight",))
    owner12 = t.state.crowns["12"]
    t.ok("end")
    while t.state.pending["kind"] in ("draw", "discard", "first"):
        p = t.state.pending
        t.ok(owed(t) if p["kind"] == "draw" else
             f"discard {p['counters'][0]}" if p["kind"] == "discard" else f"first {p['players'][0]}")
    while t.state.pending["colour"] != owner12:
        t.ok(f"crown {max(t.state.pending['boxes'])}")
    assert 13 not in t.state.pending["boxes"]
    t.rejected("crown 13", "kings-castles.crown.adjacent")


ENGLAND = ("london", "canterbury", "winchester", "exeter", "bristol", "oxford", "norwich", "lincoln", "chester",
           "york", "lancaster", "durham")


def _england(*holders: str) -> list[str]:
    """England's twelve regions held by units of these colours in turn: archers, or for the enemy (whose
    archers are mostly on the map already) knights, men-at-arms and archers in turn."""
    return [f"put unit {r} {holders[i % len(holders)]}-" + (("knight", "man", "archer")[i % 3]
                                                              if holders == ("enemy",) else "archer")
            for i, r in enumerate(ENGLAND)]


def test_a_wholly_enemy_country_is_invaded_through_a_port_or_portcullis_then_spreads_by_neighbours():
    # kings-castles.attack.invasion then kings-castles.attack.contested-adjacent (5.5).
    t = position(*_england("enemy"), box=2, bonus=("household knight 3",))
    t.rejected("attack winchester turquoise-knight", "kings-castles.attack.invasion")
    t.ok("attack chester turquoise-knight")  # a portcullis
    assert "kings-castles.attack.invasion" in t.ok("why").text
    t.ok("attack oxford turquoise-knight")  # borders Chester
    t.rejected("attack exeter turquoise-knight", "kings-castles.attack.contested-adjacent")


def test_the_king_uses_enemy_units_against_a_faction_region_next_to_other_enemies():
    # kings-castles.attack.enemy-adjacent (5.5): London (turquoise) borders enemy-held Canterbury;
    # Durham (plum) borders only faction regions.
    lines = [*_england("enemy"), "put unit london turquoise-archer", "put unit durham plum-archer",
             "put unit york green-archer", "put unit lancaster green-archer",
             "put array turquoise enemy-knight enemy-man"]
    t = position(*lines, box=2, bonus=("household knight 3",))
    t.rejected("attack durham enemy-knight", "kings-castles.attack.enemy-adjacent")
    t.rejected("attack canterbury enemy-knight", "kings-castles.attack.own")  # enemies never fight enemies
    t.ok("attack london enemy-man")
    assert t.state.units["london"] == "enemy-man"


def test_civil_war_needs_the_same_colour_next_door_or_an_invasion_by_port_or_portcullis():
    # kings-castles.attack.civil-war-adjacent, kings-castles.attack.invasion (5.6): England holds no enemy.
    t = position(*_england("plum", "green"), "put array turquoise plum-knight plum-knight", box=2,
                 bonus=("household knight 3",))
    t.rejected("attack winchester turquoise-knight", "kings-castles.attack.invasion")  # no turquoise in England
    t.ok("attack london turquoise-knight")  # a port
    t.ok("attack canterbury turquoise-knight")  # green, next to turquoise London
    t.rejected("attack durham turquoise-knight", "kings-castles.attack.civil-war-adjacent")
    t.ok("attack exeter plum-knight")  # green Exeter borders plum Winchester


def test_enemies_come_back_through_a_banner_of_the_other_country_only():
    # kings-castles.attack.banner, kings-castles.attack.other-country (5.4, 5.6): box 2 is England's.
    scotland = [f"put unit {r} green-archer" for r in ("edinburgh", "dumfries", "stirling", "perth", "inverness")]
    wales = [f"put unit {r} plum-archer" for r in ("llandaff", "pembroke", "montgomery", "caernarfon")]
    t = position(*scotland, *wales, "put array turquoise enemy-man enemy-man", box=2, bonus=("household knight 3",))
    t.rejected("attack perth enemy-man", "kings-castles.attack.banner")
    t.ok("attack inverness enemy-man")
    assert t.state.other == "scotland" and t.state.units["inverness"] == "enemy-man"
    t.rejected("attack caernarfon enemy-man", "kings-castles.attack.other-country")


def test_england_has_no_banner_by_the_rulebook_not_by_provisional_map_data():
    # kings-castles.attack.banner (5.6): the refusal in England cites no provisional fact
    t = position(*_england("plum", "green"), "put array turquoise enemy-man", box=2, bonus=("household knight 3",))
    reply = t.rejected("attack canterbury enemy-man", "kings-castles.attack.banner")
    assert "Provisional" not in reply.text and "fact region" not in reply.text


def test_show_a_country_lists_each_regions_neighbours_within_80_columns():
    from wcwidth import wcswidth

    t = position("put unit dublin green-knight", "put castle dublin 1", box=2, bonus=("household knight 3",))
    text = t.ok("show ireland").text
    dublin = next(line for line in text.splitlines() if line.startswith("Dublin"))
    assert "Galway" in dublin and "4" in dublin.split()  # defence: knight 3 + castle 1
    assert ">Dublin" in t.ok("show ダブリン").text  # a region shows its country, itself marked
    t.ok("lang ja")
    for word in ("ireland", "イングランド", "ヨーク"):
        assert max(wcswidth(line) for line in t.ok(f"show {word}").text.splitlines()) <= 80
    t.error("show nowhere")


def test_kings_named_in_japanese_as_the_rulebook_writes_them():
    # The rulebook writes ヘンリーIII世パート2; players also type ヘンリー3世(2).
    t = position(box=2, bonus=("household knight 3",))
    box = t.session.game.glossary.lookup
    for word, n in (("ヘンリーIII世パート2", 12), ("ヘンリー3世(2)", 12), ("リチャード2世", 18),
                    ("エドワードIII世パート1", 16), ("ウィリアム1世", 1)):
        assert box(word, "king").id == f"box{n}", word


def test_a_castle_typed_in_japanese_and_help_crown_explains_boxes():
    t = position("put array turquoise castle-1", box=2, bonus=("household knight 3",))
    t.ok("城 1 ロンドン")  # kings-castles.castle.array
    assert t.state.castles == {"london": 1}
    text = t.ok("help crown").text
    assert "henry3.2" in text and "Edward I" in text


# --- every attack of random positions against an independent reading of rulebook 5 and 6 ------------

def _by_the_rulebook(s, region: str, counters: list[str]) -> bool:
    """Rulebook 5.2-5.6 and 6 read afresh: whether the attack is allowed."""
    from referee.games.kings_castles.state import colour_of, is_unit, value

    b = s.board
    units = [c for c in counters if is_unit(c)]
    if any(c.startswith("castle") for c in counters) or not units or len({colour_of(c) for c in units}) > 1:
        return False
    col, country, target, holder = colour_of(units[0]), b.country[region], b.target[s.box], s.holder(region)
    if holder == col or (col == s.king and country != target):
        return False
    if col != s.king and country != target and s.other not in (None, country):
        return False
    regs, near = b.regions_of(country), b.adjacent[region]
    faction = [r for r in regs if s.holder(r) not in ("enemy", None)]
    entry = b.has(region, "port") or b.has(region, "portcullis")
    if any(s.holder(r) == "enemy" for r in regs):  # contested (5.5)
        if col == "enemy":
            # only a region the king's or a baron's units hold (王か諸侯のユニットによってコントロールされる地域)
            ok = holder not in ("enemy", None) and any(s.holder(n) == "enemy" for n in near)
        elif holder not in ("enemy", None):
            ok = False
        else:
            ok = any(n in faction for n in near) if faction else entry
    elif col == "enemy":  # uncontested: a banner (5.6)
        ok = b.has(region, "banner")
    else:  # civil war (5.6)
        ok = any(s.holder(n) == col for n in near) if any(s.holder(r) == col for r in regs) else entry
    d, total = s.defence(region), sum(value(c) for c in counters)
    spare = any(total - value(c) > d and any(is_unit(r) for r in counters[:i] + counters[i + 1:])
                for i, c in enumerate(counters))
    return ok and total > d and not spare


def test_every_attack_of_random_positions_agrees_with_a_fresh_reading_of_the_rules():
    import itertools
    import random

    from referee.core import RuleViolation
    from referee.games.kings_castles import attacks

    rng = random.Random(11)
    colours = ["green", "blue", "turquoise", "plum", "enemy", "enemy"]
    allowed = 0
    for _trial in range(6):
        t = Table("new kings-castles A B C D")
        for r in t.state.board.country:
            if rng.random() < 0.9:
                c = rng.choice(colours)
                if t.session.execute(f"put unit {r} {c}-{rng.choice(('knight', 'man', 'archer'))}").status != "ok":
                    t.session.execute(f"put unit {r} {c}-archer")
            if rng.random() < 0.15:
                t.ok(f"put castle {r} {rng.randint(1, 3)}")
        for b in range(1, 25):
            t.ok(f"put crown {b} {colours[b % 4]}")
        box = rng.randint(2, 24)
        array = [f"{rng.choice(colours)}-{rng.choice(('knight', 'man', 'archer'))}" for _k in range(7)]
        t.ok(f"put array {colours[box % 4]} {' '.join(array)} merc-{rng.randint(1, 3)} merc-{rng.randint(1, 3)}")
        t.ok(f"put reign {box}")
        while t.state.pending:
            t.ok(owed(t))
        s = t.state
        if rng.random() < 0.5:
            s.other = rng.choice(["england", "wales", "scotland", "ireland", "france"])
        found = set()
        for n in range(1, 4):
            for combo in set(itertools.combinations(s.arrays[s.king], n)):
                for region in s.board.country:
                    try:
                        attacks.check(s, region, list(combo))
                        engine = True
                    except RuleViolation:
                        engine = False
                    assert engine == _by_the_rulebook(s, region, list(combo)), (box, region, combo)
                    if engine:
                        found.add((region, tuple(sorted(combo))))
        allowed += len(found)
        legal = {(r, tuple(sorted(c))) for r, c in attacks.legal_attacks(s) if len(c) <= 3}
        assert legal == found
    assert allowed > 50


def _mine_allowed(crowns: dict[int, str], own: set[str], colour: str, lo: int, hi: int) -> list[int]:
    """Rulebook 2 (10), 9.1: never next to one's own crowns (either set) while a box allows it; then never
    next to this set's own; else any free box. Boxes next to each other differ by one (12 and 13 too)."""
    free = [b for b in range(lo, hi + 1) if b not in crowns]

    def near(b: int, cs: set[str]) -> bool:
        return any(abs(b - o) == 1 and c in cs for o, c in crowns.items())

    return [b for b in free if not near(b, own)] or [b for b in free if not near(b, {colour})] or free


def test_the_opening_selection_of_every_size_and_length_follows_the_rulebook():
    # kings-castles.crown.adjacent, kings-castles.crown.window, kings-castles.crown.place (2 (10), 9.1-9.3, 10.3)
    import random

    rng = random.Random(5)
    # per: the crown markers of a colour at the start (6, 3 players 8; short 3, 3 players 4)
    for players, length, hi, per in (("A B", "full", 8, 6), ("A B C", "full", 6, 8), ("A B C D", "full", 8, 6),
                                     ("A B", "short", 12, 3), ("A B C", "short", 12, 4),
                                     ("A B C D", "short", 12, 3)):
        t = Table(f"new kings-castles {players} --option length={length}")
        for i in range(31):
            t.ok(f"enemy {('knight', 'man', 'archer')[i % 3]}")
        while t.state.pending["kind"] == "draw":
            t.ok(owed(t) if t.state.pending["household"] == 0 else "household archer"
                 if t.state.households[t.state.pending["colour"]]["archer"] else "household man"
                 if t.state.households[t.state.pending["colour"]]["man"] else "household knight")
        names = players.split()
        seq = [t.state.sets[p][k] for k in range(2) for p in names] if len(names) == 2 else \
              [t.state.sets[p][0] for p in names]
        crowns: dict[int, str] = {}
        for k in range(hi):
            asked = t.state.pending
            assert asked["kind"] == "crown" and asked["colour"] == seq[k % len(seq)], (players, length, k)
            own = set(t.state.sets[asked["player"]])
            mine = _mine_allowed(crowns, own, asked["colour"], 1, hi)
            assert sorted(asked["boxes"]) == mine, (players, length, k)
            barred = [b for b in range(1, hi + 1) if b not in crowns and b not in mine]
            if barred:
                t.rejected(f"crown {barred[0]}", "kings-castles.crown.adjacent")
            box = rng.choice(mine)
            t.ok(f"crown {box}")
            crowns[box] = asked["colour"]
        assert all(list(crowns.values()).count(c) == hi // len(seq) for c in seq)
        assert {t.state.crowns_left[c] for c in seq} == {per - hi // len(seq)}  # short: every crown is out
        assert t.state.pending is None or t.state.pending["kind"] != "crown"
        assert sorted(int(b) for b in t.state.crowns) == list(range(1, hi + 1))


def test_an_attack_typed_in_japanese_without_spaces_is_read_when_one_reading_parses():
    # a line typed without spaces: the last piece of a run may be a counter only its kind reads (緑の騎士)
    t = position(*_england("plum", "green"), "put array turquoise plum-knight plum-knight", box=2,
                 bonus=("household knight 3",))
    reply = t.session.execute("攻撃ロンドンターコイズの騎士")
    assert reply.status == "ok", reply.text
    assert t.state.units["london"] == "turquoise-knight" and t.session.log[-1] == "attack london turquoise-knight"
