"""An independent model of the Carolingi actions (rulebook 5.1-5.5, 5.7), written from the rulebook alone.

It takes a position as plain data (the `show --json` dict of a session, read only for where the pieces are and
what the map says), one player and one action, and predicts the outcome: refused (with the rule ids that may
name the refusal) or the position afterwards, in the shape of `outcome()`. It never calls the engine.
"""

from __future__ import annotations

import copy

FOREST_SPREAD_SKIPS = ("forest", "homeland")  # 4.1 B.2: a neighbouring forest gets nothing; 2.2.8: no rebels at home


class Refused(Exception):
    def __init__(self, *rules: str):
        super().__init__(rules)
        self.rules = set(rules)


# ---- the position -------------------------------------------------------------------------------------------

def outcome(d: dict) -> dict:
    """What an action can change, from a `show --json` dict (or from a predicted one)."""
    return {
        "countries": {k: ({p: n for p, n in c["followers"].items() if n}, c["rebels"], c["development"])
                      for k, c in d["countries"].items()},
        "boards": {p: (b["leudes"], b["nobiles"], b["missi"], b["glory"]) for p, b in d["player_boards"].items()},
        "tiles": {p: (b["tiles"]["ready"], b["tiles"]["inactive"], b["tiles"]["activated"])
                  for p, b in d["player_boards"].items()},
        "cards": {c["country"]: ({p: n for p, n in c["followers"].items() if n}, c["rebels"])
                  for cards in d["cards"].values() for c in cards},
        "discard": sorted(d["discard"]),
        "rebel_supply": d["rebel_supply"],
        "pending": d["pending"]["kind"] if d["pending"] else None,
    }


def own(d, country, player):
    return d["countries"][country]["followers"].get(player, 0)


def controls(d, player, country) -> bool:
    """3.5 / 5.2 / 5.3 / 5.4: more followers than all other players' followers and rebels together; never a
    forest. Followers on cards do not count."""
    c = d["countries"][country]
    if c["forest"]:
        return False
    mine = c["followers"].get(player, 0)
    others = sum(n for p, n in c["followers"].items() if p != player) + c["rebels"]
    return mine > others


def adjacent(d, a, b) -> bool:
    c = d["countries"][a]
    return b in d["countries"] and (b in c["neighbours"] or b in c["sea"])  # 2.2.1: never out of play


def homeland_of_other(d, player, country) -> bool:
    h = d["countries"].get(country, {}).get("homeland")
    return bool(h) and h != player


def add(d, country, player, n):
    f = d["countries"][country]["followers"]
    f[player] = f.get(player, 0) + n


def board(d, player):
    return d["player_boards"][player]


def cards_in_slots(d) -> dict:
    return {c["country"]: c for cards in d["cards"].values() for c in cards}


# ---- 5.1 influence --------------------------------------------------------------------------------------------

def influence_home(d, p, n):
    """5.1 A: up to 3 followers from Missi into the homeland."""
    b = board(d, p)
    if not 1 <= n <= 3 or n > b["missi"]:
        raise Refused("carolingi.influence.home")
    b["missi"] -= n
    add(d, b["homeland"], p, n)


def influence_cards(d, p, placements):
    """5.1 B: Missi onto cards in the slots, not onto the card of a country another player controls."""
    slots = cards_in_slots(d)
    b = board(d, p)
    for country, n in placements:
        if country not in slots or n < 1:
            raise Refused("carolingi.influence.cards")
        if any(controls(d, q, country) for q in d["players"] if q != p):
            raise Refused("carolingi.influence.cards")
    if sum(n for _, n in placements) > b["missi"]:
        raise Refused("carolingi.influence.cards")
    for country, n in placements:
        f = slots[country]["followers"]
        f[p] = f.get(p, 0) + n
        b["missi"] -= n


def influence_board(d, p, countries):
    """5.1 C: cards with one of your followers at least; everything on them onto the country; cards discarded;
    rebels arriving in a forest spread to its neighbours (4.1 B.2)."""
    slots = cards_in_slots(d)
    for country in countries:
        if country not in slots or not slots[country]["followers"].get(p, 0):
            raise Refused("carolingi.influence.board")
    for country in countries:
        card = slots[country]
        for q, n in card["followers"].items():
            add(d, country, q, n)
        rebels = card["rebels"]
        d["countries"][country]["rebels"] += rebels
        if rebels and d["countries"][country]["forest"]:
            for nb in sorted(set(d["countries"][country]["neighbours"] + d["countries"][country]["sea"])):
                c = d["countries"][nb]
                if c["forest"] or c["homeland"] or nb == country:
                    continue
                c["rebels"] += 1
                d["rebel_supply"] -= 1
        for region, cards in d["cards"].items():
            d["cards"][region] = [c for c in cards if c["country"] != country]
        d["discard"].append(country)


# ---- 5.2 development ------------------------------------------------------------------------------------------

def develop_activate(d, p):
    """5.2 a: two Missi to Leudes, one dotted tile becomes active (with one Missus only: left out, see tests)."""
    b = board(d, p)
    if b["missi"] < 2 or b["tiles"]["inactive"] < 1:
        raise Refused("carolingi.develop.activate")
    b["missi"] -= 2
    b["leudes"] += 2
    b["tiles"]["inactive"] -= 1
    b["tiles"]["activated"] += 1  # in the court now (ready), usable from the next season
    b["tiles"]["ready"] += 1


def develop_counters(d, p, placements):
    """5.2 b: up to 3 counters, at most 2 a country, in controlled countries that are neither homeland nor
    forest; one Missus to Leudes for each."""
    b = board(d, p)
    merged: dict = {}
    for country, n in placements:  # a country named twice: its counters together
        merged[country] = merged.get(country, 0) + n
    placements = list(merged.items())
    total = sum(n for _, n in placements)
    for country, n in placements:
        c = d["countries"][country]
        if n < 1 or c["forest"] or c["homeland"] or not controls(d, p, country) or c["development"] + n > 2:
            raise Refused("carolingi.develop.counters")
    if total > 3 or total > b["missi"]:
        raise Refused("carolingi.develop.counters")
    for country, n in placements:
        d["countries"][country]["development"] += n
    b["missi"] -= total
    b["leudes"] += total


# ---- 5.3 hiring Missi -------------------------------------------------------------------------------------------

def levy_amount(d, p) -> int:
    """5.3: each controlled country 1 + its counters; forests nothing; the homeland always 1; at least 3."""
    home = board(d, p)["homeland"]
    total = 1
    for k in d["countries"]:
        if k != home and controls(d, p, k):
            total += 1 + d["countries"][k]["development"]
    return max(3, total)


def levy(d, p, to_missi, nobiles_to_missi, nobiles_to_leudes):
    """5.3: one levy moves one follower one space right to left (Leudes->Missi, Nobiles->Leudes); Nobiles->Missi
    costs 2; unused levy is lost."""
    b = board(d, p)
    cost = to_missi + 2 * nobiles_to_missi + nobiles_to_leudes
    # a Nobile called to Leudes may step on to Missi with another levy (the same as 2 levies straight to Missi)
    if (cost > levy_amount(d, p) or to_missi > b["leudes"] + nobiles_to_leudes
            or nobiles_to_missi + nobiles_to_leudes > b["nobiles"]):
        raise Refused("carolingi.levy.spend")
    b["leudes"] += nobiles_to_leudes - to_missi
    b["nobiles"] -= nobiles_to_missi + nobiles_to_leudes
    b["missi"] += to_missi + nobiles_to_missi


# ---- 5.4 moving troops -------------------------------------------------------------------------------------------

def move(d, p, groups):
    """5.4: groups (from, to, n); each leaves a country controlled at the start of the action (or a forest),
    goes one step to a neighbour that is no sibling's homeland; each follower moves once; a Missus a group."""
    start = copy.deepcopy(d)
    leaving: dict = {}
    bad = set()
    for frm, to, n in groups:
        if not (start["countries"][frm]["forest"] or controls(start, p, frm)):
            bad.add("carolingi.move.from")
        if homeland_of_other(start, p, to):
            bad.add("carolingi.move.homeland")
        if not adjacent(start, frm, to) or n < 1:
            bad.add("carolingi.move.step")
        leaving[frm] = leaving.get(frm, 0) + n
    if any(n > own(start, frm, p) for frm, n in leaving.items()):
        bad.add("carolingi.move.step")
    if len(groups) > board(d, p)["missi"]:
        bad.add("carolingi.move.cost")
    if bad:
        raise Refused(*bad)
    for frm, to, n in groups:
        add(d, frm, p, -n)
        add(d, to, p, n)
    board(d, p)["missi"] -= len(groups)
    board(d, p)["leudes"] += len(groups)


# ---- 5.5 battle ---------------------------------------------------------------------------------------------------

def may_battle(d, p, country) -> bool:
    """5.5: more followers than each other player and than the rebels; someone to fight; control not needed."""
    c = d["countries"][country]
    mine = c["followers"].get(p, 0)
    others = [n for q, n in c["followers"].items() if q != p and n] + ([c["rebels"]] if c["rebels"] else [])
    return bool(others) and all(mine > n for n in others)


def battle(d, p, countries, trophy: bool):
    """5.5: one of each colour and one rebel removed a round until one colour is left; followers to their
    Leudes, rebels to the supply; one trophy a tile (a Leudes onto glory), at most 4."""
    if len(set(countries)) != len(countries) or not all(may_battle(d, p, k) for k in countries):
        raise Refused("carolingi.battle.condition")
    for k in countries:
        c = d["countries"][k]
        rounds = max([n for q, n in c["followers"].items() if q != p] + [c["rebels"]])
        for q in list(c["followers"]):
            gone = min(rounds, c["followers"][q])
            c["followers"][q] -= gone
            board(d, q)["leudes"] += gone
        d["rebel_supply"] += c["rebels"]
        c["rebels"] = 0
    b = board(d, p)
    if b["glory"] < 4 and b["leudes"] > 0:
        if trophy:
            b["glory"] += 1
            b["leudes"] -= 1
        return "trophy"
    return None


# ---- 5.7 pacification -----------------------------------------------------------------------------------------------

def pacify(d, p, country, n):
    """5.7: a country where you have a follower, or next to one (forests too; majorities play no role);
    up to 3 of its rebels to the supply, as many of your Missi in their place. n None: as many as you can."""
    bad = set()
    if not (own(d, country, p) or any(own(d, k, p) for k in d["countries"] if adjacent(d, country, k))):
        bad.add("carolingi.pacify.range")
    c = d["countries"][country]
    b = board(d, p)
    if n is None:
        n = min(3, c["rebels"], b["missi"])
    if not 1 <= n <= 3 or n > c["rebels"] or n > b["missi"]:
        bad.add("carolingi.pacify.count")
    if bad:
        raise Refused(*bad)
    c["rebels"] -= n
    d["rebel_supply"] += n
    add(d, country, p, n)
    b["missi"] -= n


# ---- one action ------------------------------------------------------------------------------------------------------

ACTIONS = {
    "influence-home": influence_home, "influence-cards": influence_cards, "influence-board": influence_board,
    "develop-activate": develop_activate, "develop": develop_counters, "levy": levy, "move": move,
    "battle": battle, "pacify": pacify,
}


def predict(position: dict, player: str, action: str, *args):
    """(True, outcome after the action) or (False, the rule ids that may name the refusal)."""
    legal, found, _ = play(position, player, action, *args)
    return legal, found


def play(position: dict, player: str, action: str, *args):
    """predict(), and the position afterwards (for a next action)."""
    d = copy.deepcopy(position)
    try:
        pending = ACTIONS[action](d, player, *args)
    except Refused as r:
        return False, r.rules - {""}, position
    out = outcome(d)
    out["pending"] = "draw"
    out["trophy_asked"] = pending == "trophy"
    return True, out, d
