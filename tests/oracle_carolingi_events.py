"""An independent model of Carolingi's control, events, hunger, year-end rebels and court day, written from the
rulebook (seed 003: 3.4, 3.5, 4.1, 4.2, 5.1-5.5 on majorities) without reading the engine. It works on plain
data: a position is the `show --json` dict's countries/cards/slots and a few counters, copied and changed here.

Position keys used: countries {id: {forest, homeland, followers {player: n}, rebels, development, neighbours,
sea}}, cards {region: [{country, followers, rebels}]}, slots {region: n}, glory {player: n}, archive_rebels,
discard [ids], players [names], region_of {id: region}.
"""

from __future__ import annotations

import copy

# ---------------------------------------------------------------- control and majorities (3.5, 5.2-5.5)


def controller(c: dict) -> str:
    """Absolute majority: more followers than all other players' followers and the rebels together (3.5, 5.2,
    5.3, 5.4). A forest can never be controlled (3.5). A tie is no control."""
    if c["forest"]:
        return ""
    total = sum(c["followers"].values()) + c["rebels"]
    for p, n in c["followers"].items():
        if n > total - n:
            return p
    return ""


def battle_majority(c: dict) -> str:
    """Simple majority (5.5): more followers than each other player and than the rebels; forests included."""
    for p, n in c["followers"].items():
        if n > 0 and n > c["rebels"] and all(n > m for q, m in c["followers"].items() if q != p):
            return p
    return ""


# ---------------------------------------------------------------- victory conditions (3.5)


def conditions(pos: dict, player: str) -> dict:
    countries = pos["countries"]
    controlled = [k for k, c in countries.items() if controller(c) == player]
    glory = pos["glory"]
    mine = glory[player]
    regions = []
    for region in pos["regions"]:
        members = [k for k in countries if pos["region_of"][k] == region]
        plain = [k for k in members if not countries[k]["forest"]]
        forests = [k for k in members if countries[k]["forest"]]
        if all(k in controlled for k in plain) and all(countries[k]["followers"].get(player, 0) > 0 for k in forests):
            regions.append(region)
    result = {
        "expansion": len(controlled) >= 6,
        "development": sum(countries[k]["development"] for k in controlled) >= 6,
        "followers": sum(c["followers"].get(player, 0) for c in countries.values()) >= 12,
        "glory": mine >= 4 or all(mine > g for q, g in glory.items() if q != player),
    }
    return {"conditions": result, "regions": regions, "controlled": sorted(controlled),
            "points": sum(result.values()) + len(regions),
            "followers_on_board": sum(c["followers"].get(player, 0) for c in countries.values())}


def standing_key(pos: dict, player: str) -> tuple[int, int, int]:
    """Points; tie: most followers on the board; then most controlled countries (3.5)."""
    s = conditions(pos, player)
    return (s["points"], s["followers_on_board"], len(s["controlled"]))


def winners(pos: dict) -> list[str]:
    best = max(standing_key(pos, p) for p in pos["players"])
    return [p for p in pos["players"] if standing_key(pos, p) == best]


def ranks(pos: dict) -> dict[str, int]:
    """Each player's place in the standings: 1 + how many players stand strictly better."""
    keys = {p: standing_key(pos, p) for p in pos["players"]}
    return {p: 1 + sum(k > keys[p] for k in keys.values()) for p in keys}


# ---------------------------------------------------------------- country card (4.1)


def _add_rebels(pos: dict, country: str, n: int) -> None:
    c = pos["countries"][country]
    if n and not c["homeland"]:
        c["rebels"] += n
        pos["supply"] -= n


def _insert(pos: dict, region: str, country: str) -> None:
    """Slide a card into a free space; one surplus rebel from the Archivum rides on it while any wait (3.4)."""
    rebels = 0
    if pos["archive_rebels"] > 0:
        pos["archive_rebels"] -= 1
        rebels = 1
    pos["cards"][region].append({"country": country, "followers": {}, "rebels": rebels})


def bring_down(pos: dict, card: dict) -> None:
    """Move everything on a card onto its country; rebels arriving in a forest stir up every neighbour, whatever
    its region, except forests (no chain) and homelands (4.1 B.2, 2.2.8). Countries not in play get nothing."""
    country = pos["countries"][card["country"]]
    for p, n in card["followers"].items():
        if n:
            country["followers"][p] = country["followers"].get(p, 0) + n
    if card["rebels"]:
        country["rebels"] += card["rebels"]  # these rebels came from the supply when put on the card
        if country["forest"]:
            for k in sorted(set(country["neighbours"]) | set(country["sea"])):
                other = pos["countries"].get(k)
                if other is not None and not other["forest"]:
                    _add_rebels(pos, k, 1)


def play_card(pos: dict, name: str) -> dict:
    """4.1: A. a free space: the card goes in. B. the region is full: a rebel on each card without a follower,
    everything on the region's cards down to the board, the cards to the discard, the new card into a slot."""
    pos = copy.deepcopy(pos)
    region = pos["region_of"][name]
    cards = pos["cards"][region]
    if len(cards) < pos["slots"][region]:
        _insert(pos, region, name)
        return pos
    for card in cards:
        if not any(card["followers"].values()):
            card["rebels"] += 1
            pos["supply"] -= 1
    for card in cards:
        bring_down(pos, card)
    pos["discard"] += [card["country"] for card in cards]
    pos["cards"][region] = []
    _insert(pos, region, name)
    return pos


# ---------------------------------------------------------------- hunger (4.2)


def capacity(c: dict) -> int:
    return 3 if c["homeland"] else 1 + c["development"]


def hunger_case(c: dict) -> tuple[str, int]:
    """What hunger does in one country: ("", 0) nothing; ("choice", surplus) the single largest holder names
    whose followers leave; ("auto", 0) a lone player or a tie for most, settled without a choice."""
    present = {p: n for p, n in c["followers"].items() if n > 0}
    surplus = sum(present.values()) - capacity(c)
    if surplus <= 0:
        return "", 0
    top = max(present.values())
    leaders = [p for p, n in present.items() if n == top]
    if len(present) > 1 and len(leaders) == 1:
        return "choice", surplus
    return "auto", surplus


def hunger_auto(c: dict) -> dict[str, int]:
    """A lone player loses the surplus; a tie for most: every represented player loses one, round by round,
    until the country is within its capacity (this can empty it) (4.2)."""
    left = {p: n for p, n in c["followers"].items() if n > 0}
    if len(left) == 1:
        (p, n), = left.items()
        return {p: n - min(n, capacity(c))}
    removed = {p: 0 for p in left}
    while sum(left.values()) > capacity(c):
        for p in list(left):
            if left[p] > 0:
                left[p] -= 1
                removed[p] += 1
    return {p: n for p, n in removed.items() if n}


def hunger(pos: dict, choices: dict[str, dict[str, int]]) -> dict:
    """4.2: every country over capacity sheds followers to their owners' Leudes; `choices` gives, for each
    country with a single largest holder, how many of whose followers leave (that holder's choice). Every
    country that lost a follower gets one rebel, a homeland excepted. Rebels never count against capacity."""
    pos = copy.deepcopy(pos)
    for name, c in pos["countries"].items():
        case, surplus = hunger_case(c)
        if not case:
            continue
        removed = hunger_auto(c) if case == "auto" else choices[name]
        assert sum(removed.values()) >= surplus if case == "auto" else sum(removed.values()) == surplus
        for p, n in removed.items():
            c["followers"][p] -= n
            if c["followers"][p] == 0:
                del c["followers"][p]
            pos["leudes"][p] += n
        if any(removed.values()):
            _add_rebels(pos, name, 1)
    return pos


# ---------------------------------------------------------------- year change (3.4)


def year_end_rebels(pos: dict) -> dict:
    """3.4: any country with more than three rebels keeps three; the surplus waits on the Archivum."""
    pos = copy.deepcopy(pos)
    for c in pos["countries"].values():
        if c["rebels"] > 3:
            pos["archive_rebels"] += c["rebels"] - 3
            c["rebels"] = 3
    return pos


# ---------------------------------------------------------------- reading a position from `show --json`


def position(data: dict) -> dict:
    """The plain data the model needs, from `show --json`."""
    countries = {}
    for k, c in data["countries"].items():
        countries[k] = {"forest": c["forest"], "homeland": c["homeland"],
                        "followers": {p: n for p, n in c["followers"].items() if n},
                        "rebels": c["rebels"], "development": c["development"],
                        "neighbours": list(c["neighbours"]), "sea": list(c["sea"])}
    boards = data["player_boards"]
    return {
        "players": list(data["players"]),
        "regions": list(data["regions"]),
        "region_of": {k: c["region"] for k, c in data["countries"].items()},
        "countries": countries,
        "cards": {r: [{"country": x["country"], "followers": {p: n for p, n in x["followers"].items() if n},
                       "rebels": x["rebels"]} for x in cs] for r, cs in data["cards"].items()},
        "slots": dict(data["slots"]),
        "discard": list(data["discard"]),
        "archive_rebels": data["archive"]["rebels"],
        "glory": {p: b["glory"] for p, b in boards.items()},
        "leudes": {p: b["leudes"] for p, b in boards.items()},
        "supply": data["rebel_supply"],
    }
