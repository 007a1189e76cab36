"""Kings & Castles attacks against an independent model (tests/oracle_kings_castles_attack.py).

Random positions are typed with `put` lines (units and castles in every country, contested or not, the
king's array), then a short sequence of attacks is played. For each attack the model names the rules it
breaks; the engine must refuse it with one of them (and change nothing), or accept it when the model
finds none, leaving the same units, castles, array, destroyed pile and "other" country as the model.
ORACLE_EXAMPLES raises the number of examples (default 60).
"""

from __future__ import annotations

import os
from collections import Counter
from itertools import product

from conftest import Table
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from oracle_kings_castles_attack import (Map, Position, attack, castle, colour, defence_of, draw_from_bag, judge,
                                         judge_castle, value)

from referee import facts
from referee.legal import legal

FACTS = {k: f.value for k, f in facts.shipped("kings-castles").items()}
MAP = Map.from_facts(FACTS)
REGIONS = sorted(MAP.country)
COUNTRIES = sorted(set(MAP.country.values()))
PLAYERS = ("Aki", "Ben", "Chie", "Dai")
KINDS = ("knight", "man", "archer")
EXAMPLES = int(os.environ.get("ORACLE_EXAMPLES", "60"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def supply(t: Table, counter: str) -> int:
    """How many of a counter are still off the map and out of the arrays (bag, or household for units)."""
    s = t.state
    n = s.bag.get(counter, 0)
    c = colour(counter)
    if c in s.households:
        n += s.households[c][counter.rpartition("-")[2]]
    return n


def reign(box: int, option: str = "", players: int = 4) -> Table:
    """Crowns on every box in turn, the reign of `box` begun and its bonus taken as household knights.
    Two players play two colour sets each, three leave plum out (9.1, 9.2)."""
    t = Table(f"new kings-castles {' '.join(PLAYERS[:players])} {option}")
    colours = t.state.colours
    for b in range(1, 25):
        t.ok(f"put crown {b} {colours[b % len(colours)]}")
    t.ok(f"put reign {box}")
    t.ok(f"household knight {FACTS[f'chart.{box}.bonus']}")
    return t


@st.composite
def board_lines(draw, t: Table) -> list[str]:
    """A unit in (nearly) every region, each country with its own mix of enemies and colours; castles."""
    lines = []
    for country in COUNTRIES:
        p_enemy = draw(st.sampled_from([0, 0, 20, 50, 80, 100]))
        colours = draw(st.lists(st.sampled_from(t.state.colours), min_size=1, max_size=3, unique=True))
        for r in MAP.regions_of(country):
            roll = draw(st.integers(0, 99))
            if roll >= 96:
                continue  # an empty region (Rouen at the start of the game)
            side = "enemy" if roll < p_enemy * 0.96 else draw(st.sampled_from(colours))
            kinds = [k for k in KINDS if supply(t, f"{side}-{k}")]
            if not kinds:
                continue
            t.ok(f"put unit {r} {side}-{draw(st.sampled_from(kinds))}")
            lines.append(f"put unit {r} {t.state.units[r]}")
            if draw(st.integers(0, 3)) == 3:
                size = draw(st.integers(1, 3))
                if supply(t, f"castle-{size}"):
                    t.ok(f"put castle {r} {size}")
                    lines.append(f"put castle {r} {size}")
    return lines


def sensible(pos: Position, region: str, factions: list[str]) -> str:
    """A side that may well attack the region: enemies a faction's region in a contested country,
    factions an enemy's region, another faction in an uncontested country (the king's own when he can)."""
    country = MAP.country[region]
    contested = any(colour(pos.units[r]) == "enemy" for r in MAP.regions_of(country) if r in pos.units)
    held = colour(pos.units[region])
    if held != "enemy" and contested:
        return "enemy"
    if held != pos.king and country == pos.king_country:
        return pos.king
    return next(c for c in factions if c not in (held, pos.king))


@st.composite
def an_attack(draw, t: Table, pos: Position) -> tuple[str, list[str]]:
    """A target (mostly held, mostly in the king's country or one other) and counters: mostly one colour
    fitted to beat the defence, sometimes a random heap, a second colour, a castle or mercenaries alone."""
    held = [r for r in REGIONS if r in pos.units]
    near_home = [r for r in held if MAP.country[r] in (pos.king_country, pos.other)]
    region = draw(st.sampled_from(near_home or held) if draw(st.booleans()) else st.sampled_from(held))
    factions = t.state.colours
    side = draw(st.sampled_from([sensible(pos, region, factions), pos.king, "enemy", *factions]))
    defence = defence_of(pos, region)
    counters: list[str] = []
    if draw(st.integers(0, 2)):  # fitted: add counters until the defence is beaten
        while sum(map(value, counters)) <= defence:
            if counters and not draw(st.integers(0, 3)):
                counters.append(f"merc-{draw(st.integers(1, 3))}")
            else:
                counters.append(f"{side}-{draw(st.sampled_from(KINDS))}")
    else:
        counters = [f"{side}-{draw(st.sampled_from(KINDS))}" for _ in range(draw(st.integers(1, 4)))]
        counters += [f"merc-{draw(st.integers(1, 3))}" for _ in range(draw(st.integers(0, 2)))]
    odd = draw(st.sampled_from(["none"] * 27 + ["mercs", "colour", "castle"]))
    if odd == "mercs":
        counters = [c for c in counters if c.startswith("merc-")] or ["merc-2"]
    elif odd == "colour":
        counters.append(f"{draw(st.sampled_from(['enemy', *factions]))}-{draw(st.sampled_from(KINDS))}")
    elif odd == "castle":
        counters.append(f"castle-{draw(st.integers(1, 3))}")
    return region, counters


def into_array(t: Table, pos: Position, counters: list[str], lines: list[str]) -> None:
    """Put what the array lacks for the attack (while the supply lasts), so most attacks can be typed."""
    missing = Counter(counters) - Counter(pos.array)
    for c, n in missing.items():
        for _ in range(min(n, supply(t, c))):
            line = f"put array {pos.king} {c}"
            pile = t.state.destroyed.get(c, 0)
            t.ok(line)
            lines.append(line)
            pos.array.append(c)
            pos.destroyed[c] -= pile - t.state.destroyed.get(c, 0)  # `put` may take it from the pile


def snapshot(t: Table, king: str) -> tuple:
    s = t.state
    return (dict(s.units), dict(s.castles), sorted(s.arrays[king]), dict(s.destroyed), s.other)


def expected(pos: Position) -> tuple:
    return (dict(pos.units), dict(pos.castles), sorted(pos.array), {k: n for k, n in pos.destroyed.items() if n},
            pos.other)


def compare(t: Table, pos: Position, region: str, counters: list[str], lines: list[str], grouped: bool = False) -> None:
    """One attack line (grouped: several of a counter written once, `green-knight*2`) ruled by both."""
    words = [f"{c}*{n}" if n > 1 else c for c, n in Counter(counters).items()] if grouped else counters
    ruled(t, pos, lines, f"attack {region} {' '.join(words)}", judge(pos, MAP, region, counters),
          lambda: attack(pos, MAP, region, counters))


def ruled(t: Table, pos: Position, lines: list[str], line: str, broken, carry_out) -> None:
    """The line typed: refused by a rule the model broke, changing nothing, or accepted with the model's outcome."""
    lines.append(line)
    before = t.session.game.to_dict(t.state)
    reply = t.session.execute(line)
    story = "\n".join(lines) + f"\n-> model: {sorted(broken) or 'legal'}; engine: {reply.status} {reply.rule}"
    if broken:
        assert reply.status == "rejected" and reply.rule in broken, story
        assert t.session.game.to_dict(t.state) == before, story
        return
    assert reply.status == "ok", story + f" {reply.text}"
    carry_out()
    assert snapshot(t, pos.king) == expected(pos), story


def play_attacks(data, t: Table, box: int, lines: list[str]) -> Position:
    """A random board, then one to four attacks or castles, each compared with the model."""
    lines += data.draw(board_lines(t))
    return play_reign(data, t, lines)


def play_reign(data, t: Table, lines: list[str]) -> Position:
    """The reign under way (its bonus taken): one to four attacks or castles, each compared with the model."""
    extra = data.draw(st.lists(st.sampled_from([f"{c}-{k}" for c in ("enemy", *t.state.colours) for k in KINDS]
                                               + ["merc-1", "merc-2", "merc-3", "castle-1", "castle-2"]), max_size=6))
    for c in extra:
        if supply(t, c):
            t.ok(f"put array {t.state.king} {c}")
    s = t.state
    lines += [f"# reign {s.box}: {s.king} king, {FACTS[f'chart.{s.box}.country']}, array {' '.join(s.arrays[s.king])}"]
    pos = Position(units=dict(s.units), castles=dict(s.castles), king=s.king,
                   king_country=FACTS[f"chart.{s.box}.country"], array=list(s.arrays[s.king]),
                   destroyed=Counter(s.destroyed))
    for _ in range(data.draw(st.integers(1, 4))):
        if not pos.units:
            break
        step = data.draw(st.integers(0, 11))
        if step < 2:
            place_castle(data, t, pos, lines)
            continue
        if step == 2 and not pos.taxed and t.state.tax_left[pos.king]:
            t.ok("tax")  # 4.2 step 4: no castle and no attack after it
            lines.append("tax")
            pos.taxed = True
            continue
        region, counters = data.draw(an_attack(t, pos))
        into_array(t, pos, counters, lines)
        compare(t, pos, region, counters, lines, grouped=not data.draw(st.integers(0, 3)))
    return pos


def place_castle(data, t: Table, pos: Position, lines: list[str]) -> None:
    """A castle line (4.2 step 3, rulebook 7): from the array, on any region without one."""
    region = data.draw(st.sampled_from(REGIONS))
    size = data.draw(st.integers(1, 3))
    if data.draw(st.integers(0, 3)):
        into_array(t, pos, [f"castle-{size}"], lines)
    ruled(t, pos, lines, f"castle {size} {region}", judge_castle(pos, region, size),
          lambda: castle(pos, region, size))


@SETTINGS
@given(st.data(), st.integers(2, 24), st.sampled_from([4, 4, 3, 2]))
def test_attacks_agree_with_the_model(data, box, players):
    """Each attack and castle line as the model rules it; then the attacks the legal-move query offers
    (prompt colouring, completion) are exactly the model's legal attacks on held regions."""
    t = reign(box, players=players)
    lines: list[str] = [f"# {players} players"]
    pos = play_attacks(data, t, box, lines)
    offered = {(w[1], tuple(sorted(w[2:]))) for w in (line.split() for line in legal(t.session.game, t.state))
               if w[0] == "attack" and w[1] in pos.units}  # attacks on empty regions: see an_attack
    assert offered == model_attacks(pos), "\n".join(lines)


def model_attacks(pos: Position) -> set[tuple[str, tuple[str, ...]]]:
    """Every legal attack on a held region by the model: each colour's units of the array with mercenaries."""
    have = Counter(pos.array)
    found = set()
    for side in {colour(c) for c in have if colour(c)}:
        kinds = [c for c in have if colour(c) == side or c.startswith("merc-")]
        for counts in product(*(range(have[c] + 1) for c in kinds)):
            counters = [c for c, n in zip(kinds, counts) for _ in range(n)]
            for region in pos.units:
                if counters and not judge(pos, MAP, region, counters):
                    found.add((region, tuple(sorted(counters))))
    return found


@SETTINGS
@given(st.data(), st.integers(2, 24), st.sampled_from(["", "--option overlap=on"]))
def test_the_destroyed_pile_goes_back_into_the_bag_once_it_is_drawn_empty(data, box, option):
    """5.7: attacks fill the destroyed pile; the refill draws the bag empty and the pile goes back into it
    at once. With overlapping turns (10.1) the next king takes his bonus (from his household) first."""
    t = reign(box, option)
    king = t.state.king
    lines = [f"# {option}", *(f"put household {king} {k} 0" for k in KINDS)]
    for line in lines[1:]:
        t.ok(line)
    keep = data.draw(st.integers(1, 6))  # counters left in the bag; the rest already destroyed
    for c, n in sorted(t.state.bag.items(), key=lambda item: item[0].startswith("merc-"), reverse=True):
        left = min(n, keep)
        keep -= left
        if n - left:
            t.ok(f"put destroyed {c} {t.state.destroyed.get(c, 0) + n - left}")
            lines.append(f"put destroyed {c} ...")
    pos = play_attacks(data, t, box, lines)
    assume(len(pos.array) < 10 and t.state.bag)  # a bag emptied by set-up lines is not a drawn-empty bag
    t.ok("end")
    lines.append("end")
    bag = Counter(t.state.bag)
    pile = Counter(t.state.destroyed)
    assert pile == +pos.destroyed, "\n".join(lines)
    while (t.state.pending or {}).get("kind") == "draw":
        pending = t.state.pending
        if pending["why"] != "refill":  # the next king's bonus, from his household
            if t.state.households[pending["colour"]]["knight"] < pending["left"]:
                return
            line = f"household knight {pending['left']}"
        elif bag:
            line = f"draw {data.draw(st.sampled_from(sorted(bag)))}"
            draw_from_bag(bag, pile, line.split()[1])
        else:
            return
        lines.append(line)
        t.ok(line)
        assert (Counter(t.state.bag), Counter(t.state.destroyed)) == (bag, pile), "\n".join(lines)
    # The next reign starts afresh: its own country, no other country chosen yet, castles not yet placed.
    if t.state.phase == "attack" and t.state.king:
        play_reign(data, t, lines)


def test_the_rulebooks_worked_example_through_the_model():
    """The rulebook's Richard II in Ireland (blue king), its six attacks in order, each ruled by the model
    and by the engine alike; then Dublin's large castle (7)."""
    from test_kings_castles_rules import richard_ii

    t = richard_ii()
    t.ok("household knight")
    t.ok("draw castle-3")
    s = t.state
    pos = Position(units=dict(s.units), castles=dict(s.castles), king=s.king, king_country="ireland",
                   array=list(s.arrays[s.king]), destroyed=Counter(s.destroyed))
    lines = ["# the rulebook's worked example"]
    for region, counters in [("dublin", ["blue-man", "merc-3"]),  # refused first: enemies remain in Ireland
                             ("galway", ["blue-knight"]), ("derry", ["green-knight", "green-knight"]),
                             ("dublin", ["blue-man", "merc-3"]), ("derry", ["enemy-man", "enemy-man"]),
                             ("derry", ["blue-knight"]), ("lancaster", ["turquoise-knight"])]:
        compare(t, pos, region, counters, lines)
    assert [pos.units[r] for r in ("galway", "dublin", "derry", "lancaster")] == [
        "blue-knight", "blue-man", "blue-knight", "turquoise-knight"]
    assert pos.other == "england" and pos.destroyed["merc-3"] == 1 and pos.destroyed["castle-1"] == 1
    t.ok("castle 3 dublin")
    castle(pos, "dublin", 3)
    assert snapshot(t, "blue") == expected(pos)


def test_a_lone_unit_taking_an_empty_region_destroys_nothing_and_says_so():
    # London left empty by the set-up lines (no enemy drawn to it): the man-at-arms walks in (5.3)
    from test_kings_castles_audit3 import judge

    t = judge("put crown 2 turquoise", "put array turquoise turquoise-man", "put household turquoise knight 0",
              "put household turquoise man 0", "put household turquoise archer 0", "put reign 2")
    for _k in range(3):
        t.ok("draw merc-1")
    pile = dict(t.state.destroyed)
    reply = t.ok("attack london turquoise-man")
    assert "Nothing is destroyed." in reply.text and "Destroyed:" not in reply.text
    assert t.state.units["london"] == "turquoise-man" and t.state.destroyed == pile
