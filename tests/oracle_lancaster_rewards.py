"""An independent model of Lancaster's resolutions, written from the rulebook (seeds/002, ■13, ■19,
■20, ■26, ■28) and the research digest where the rulebook is silent, without reading the engine.

Plain data in, plain data out. A player's knights are strengths (1-4); a conflict space is
(player, [strengths]) listed from the top space down. The test file turns the same data into `put`
lines and compares the engine's outcome with what these functions predict.
"""

from __future__ import annotations

KNIGHT_SET = (1, 1, 1, 2, 2, 3, 4)          # ■0: per player
NOBLE_TRACK = {n: n * (n - 1) // 2 for n in range(10)}   # ■17 (4 -> 6), ■28 (9 -> 36); inferred between
FINAL_AWARD = (8, 4)                         # ■28: 1st 8, 2nd 4


# --- ■13: a knight placed in a county -------------------------------------------------------------------------


def county_place(mover: str, strength: int, servants: int, held_servants: int, minimum: int,
                 occupant: tuple[str, int, int] | None) -> dict:
    """Which rules forbid the placement (a set of rule ids; empty: legal), and what happens if legal.
    occupant: (player, knight strength, servants) already in the county, or None."""
    broken = set()
    if strength < minimum:                      # ■13: the knight alone meets the minimum; squires never count
        broken.add("lancaster.county.minimum")
    if servants > held_servants:
        broken.add("lancaster.county.servants")   # ■13: squires from your own
    if occupant is not None:
        who, s, n = occupant
        if who == mover:                        # digest R4: never on top of your own knight
            broken.add("lancaster.county.own")
        elif strength + servants <= s + n:      # ■13: strictly greater to drive the occupant out
            broken.add("lancaster.county.displace")
    if broken:
        return {"refused": broken}
    out = {"refused": set(), "county": (mover, strength, servants), "mover_servants": held_servants - servants,
           "expelled": None, "servants_to_supply": 0}
    if occupant is not None:
        out["expelled"] = (occupant[0], occupant[1])   # ■13: back to its court
        out["servants_to_supply"] = occupant[2]        # ■13: to the common supply
    return out


# --- ■26: phase V, the conflicts -------------------------------------------------------------------------------


def resolve_conflict(france: int, points: list[int], battle: int, spaces: list[tuple[str, list[int]]]) -> dict:
    """One conflict: who scores what, and what becomes of the card and the knights.
    result: 'england' (card leaves, knights home), 'down' (first battle lost: card and knights move to
    the lower row), 'captured' (second battle lost: knights are prisoners, card leaves)."""
    total = sum(sum(k) for _p, k in spaces)
    england = total >= france                   # ■26: 以上 = England; an empty conflict has 0 < France
    # players by their strength there, strongest first; a tie puts the lower (later) space first
    ranked = [sp[0] for i, sp in sorted(enumerate(spaces), key=lambda e: (-sum(e[1][1]), -e[0]))]
    pay = list(points) if england else list(points[1:]) + [0]
    gains: dict[str, int] = {}
    for place, player in enumerate(ranked):
        if place < len(pay) and pay[place]:
            gains[player] = gains.get(player, 0) + pay[place]
    if england:
        result = "england"
    else:
        result = "down" if battle == 1 else "captured"
    return {"england": england, "gains": gains, "result": result}


def ransom(knights: list[int], coins: int, wanted: list[int]) -> tuple[list[int], list[int], int]:
    """A prisoner's owner buys back `wanted` (1 coin per strength, ■26): (to court, to stock, coins left)."""
    cost = sum(wanted)
    assert cost <= coins
    rest = list(knights)
    for k in wanted:
        rest.remove(k)
    return list(wanted), rest, coins - cost


# --- ■19: the parliament vote ----------------------------------------------------------------------------------


def vote(ballots: dict[str, tuple[bool, int]]) -> bool:
    """Each player's ballot: (yes?, markers). The tile is 1 vote and each marker 1 more; a tie passes."""
    yes = sum(1 + m for y, m in ballots.values() if y)
    no = sum(1 + m for y, m in ballots.values() if not y)
    return yes >= no


def parliament(laws: list[str], proposals: list[str], all_ballots: list[dict[str, tuple[bool, int]]]) -> list[str]:
    """The current laws after the three votes (left to right): a passed law enters on the right and
    the leftmost leaves; a rejected one leaves the game."""
    laws = list(laws)
    for law, ballots in zip(proposals, all_ballots):
        if vote(ballots):
            laws = laws[1:] + [law]
    return laws


# --- ■20: the laws ---------------------------------------------------------------------------------------------
# A player's position for the laws: counties (how many held), conflicts (how many with a space),
# placed: [(strength, where)] for the knights on counties, conflicts and castle spaces; court and
# stock (strengths); nobles (their counties), extensions (castle spaces with a tile), coins, servants,
# markers, pp.


def _per(n: int, count: int) -> int:
    return count // n


def _deployed(p: dict) -> list[int]:
    return [s for s, _w in p["placed"]]


def counties_held(p: dict) -> int:
    return len({w for _s, w in p["placed"] if len(w) == 1})


def _conflicts(p: dict) -> int:
    return len({w for _s, w in p["placed"] if w[0] in "ul"})


def _new_knight(p: dict, strength: int = 1) -> None:
    """■10/■23: a knight of that strength from the stock into the court, if the stock has one."""
    if strength in p["stock"]:
        p["stock"].remove(strength)
        p["court"].append(strength)


def _most(players: dict, key: str) -> list[str]:
    best = max(p[key] for p in players.values())
    return [name for name, p in players.items() if p[key] == best]


def upgrade_options(p: dict, deployed_only: bool) -> set[tuple[int, str]]:
    """■10/■16: a knight can go up by one only if the stock holds the knight one strength higher."""
    knights = list(p["placed"]) + ([] if deployed_only else [(s, "court") for s in p["court"]])
    return {(s, w) for s, w in knights if s + 1 in p["stock"]}


def do_upgrade(p: dict, choice: tuple[int, str] | None) -> None:
    """The chosen knight is exchanged for the stock's knight one higher; it goes to the stock."""
    if choice is None:
        return
    s, where = choice
    if where == "court":
        p["court"].remove(s)
        p["court"].append(s + 1)
    else:
        i = p["placed"].index((s, where))
        p["placed"][i] = (s + 1, where)
    p["stock"].remove(s + 1)
    p["stock"].append(s)


# Laws typed in the words of ■20's legend (`fact law.ID TEXT`): "[CONDITION ->] REWARD, REWARD...".
STATS = ("coins", "servants", "markers", "pp", "nobles", "extensions", "counties", "conflicts")


def parse_law(text: str) -> tuple[tuple | None, list[tuple]]:
    cond, _, rewards = text.rpartition("->")
    words = cond.split()
    if not words:
        c = None
    elif words[0] == "most":
        c = ("most", words[1], int(words[2]) if words[1] == "knight" else 0)
    elif words[0] == "per":
        c = ("per", int(words[1]), words[2], int(words[3]) if words[2] == "knight" else 0)
    elif words[0] in ("none", "return"):
        c = (words[0], int(words[2]))
    elif words[0] == "deployed":
        c = ("deployed", words[1])
    else:  # pay ITEM N [ITEM N]
        c = ("pay", [(words[i], int(words[i + 1])) for i in range(1, len(words), 2)])
    out = []
    for r in rewards.split(","):
        w = r.split()
        out.append((w[0], int(w[1])) if len(w) > 1 and w[1].isdigit() else (w[0], w[1] if len(w) > 1 else None))
    return c, out


def _stat(p: dict, what: str, strength: int) -> int:
    if what == "knight":
        return _deployed(p).count(strength)
    if what == "counties":
        return counties_held(p)
    if what == "conflicts":
        return _conflicts(p)
    if what in ("nobles", "extensions"):
        return len(p[what])
    return p[what]


def _times(p: dict, cond: tuple | None) -> int:
    """How many times a player meets a condition other than most / pay (a return happens here)."""
    if cond is None:
        return 1
    if cond[0] == "per":
        return _stat(p, cond[2], cond[3]) // cond[1]
    if cond[0] == "none":
        return int(cond[1] not in _deployed(p))
    if cond[0] == "deployed":
        pool = _deployed(p)
        for k in map(int, cond[1]):
            if k not in pool:
                return 0
            pool.remove(k)
        return 1
    # return knight S: the placed knight of that strength goes back to the stock (■20 "- crest 3")
    spot = next(((s, w) for s, w in p["placed"] if s == cond[1]), None)
    if spot is None:
        return 0
    p["placed"].remove(spot)
    p["stock"].append(cond[1])
    return 1


def typed_law_steps(text: str, players: dict, order: list[str], nobles_left: dict[str, int]):
    """A typed law, as law_steps does for the catalog: yields (player, kind, options), takes answers.
    At most one reward that asks a choice, the others plain amounts or a new knight."""
    cond, rewards = parse_law(text)
    if cond and cond[0] == "most":
        vals = {n: _stat(players[n], cond[1], cond[2]) for n in order}
        times = {n: int(vals[n] == max(vals.values())) for n in order}
    for name in order:
        p = players[name]
        if cond and cond[0] == "pay":
            most = min(p[item] // k for item, k in cond[1])
            # ■3, ■16: coins and servants lie behind the screen: the player is asked (and may pay none)
            # unless the players could not pay once with all they hold between them; voting markers are
            # in view (■25), so the player's own count decides
            could = min((sum(q[item] for q in players.values()) if item in ("coins", "servants") else p[item])
                        // k for item, k in cond[1])
            n = (yield name, "pay", most) if could else 0
            for item, k in cond[1]:
                p[item] -= k * n
        else:
            n = times[name] if cond and cond[0] == "most" else _times(p, cond)
        for _ in range(n):
            for kind, v in rewards:
                if kind in ("pp", "coins", "servants", "markers"):
                    p[kind] += v
                elif kind == "knight":
                    _new_knight(p, v or 1)
        for _ in range(n):
            for kind, v in rewards:
                if kind == "upgrade":
                    opts = upgrade_options(p, deployed_only=v == "deployed")
                    if opts:
                        do_upgrade(p, (yield name, "upgrade", opts))
                elif kind == "extension":
                    free = {s for s in range(1, 7) if s not in p["extensions"]}
                    if free:
                        p["extensions"].append((yield name, "extension", free))
                elif kind == "noble":
                    free = {c for c, left in nobles_left.items() if left and c not in p["nobles"]}
                    if free:
                        c = yield name, "noble", free
                        p["nobles"].append(c)
                        nobles_left[c] -= 1


# The catalog laws whose text is known (research digest §7.2, L-a to L-o), in the same words.
CATALOG = {
    "most-gold": "most coins -> upgrade deployed",            # L-a
    "most-squires": "most servants -> knight",                # L-b
    "counties-3pp": "per 2 counties -> pp 3",                 # L-c
    "buy-markers": "pay coins 1 -> markers 1",                # L-d
    "squire-gold-3pp": "pay servants 1 coins 1 -> pp 3",      # L-e
    "conflicts-extension": "per 2 conflicts -> extension",    # L-f
    "knight2-squire": "per 1 knight 2 -> servants 1",         # L-g
    "conflicts-bundle": "per 2 conflicts -> servants 1, markers 1, coins 1",  # L-h
    "no2-upgrade": "none knight 2 -> upgrade",                # L-i
    "extensions-5pp": "per 3 extensions -> pp 5",             # L-k
    "conflicts-3pp": "per 1 conflicts -> pp 3",               # L-l
    "counties-8pp": "per 3 counties -> pp 8",                 # L-m
    "three-1s-5pp": "deployed 111 -> pp 5",                   # L-n
    "nobles-knight": "per 3 nobles -> knight",                # L-o
}
KNOWN_LAWS = (*CATALOG, "swap-3-for-4")


def law_steps(law: str, players: dict, order: list[str], nobles_left: dict[str, int] | None = None):
    """A catalog law: as typed_law_steps; L-j exchanges a placed 3 for the 4 of the stock."""
    if law != "swap-3-for-4":
        return (yield from typed_law_steps(CATALOG[law], players, order, nobles_left or {}))
    for name in order:
        for s, where in list(players[name]["placed"]):
            if s == 3 and 4 in players[name]["stock"]:
                do_upgrade(players[name], (3, where))


# --- ■25: phase IV, the castle rewards ------------------------------------------------------------------------

CASTLE_FREE = {2: {"coins": 2}, 3: {"coins": 1, "servants": 1}, 4: {"servants": 2}, 5: {"markers": 2}}
CASTLE_COST = {1: 3, 6: 2}      # servants: 1 -> a new strength-1 knight, 6 -> upgrade a knight (■10)


def castle_income(p: dict, last_round: bool, everyone: dict | None = None) -> set[int]:
    """The rewards that cost nothing, for every castle space with a knight or an extension tile, and
    the voting markers of the nobles (one each and one for the lord; none in the last round). Returns
    the paying spaces the player may buy (alone, with the servants held after the free rewards; the
    upgrade only if some knight can go up, the new knight only if the stock has a 1). Given `everyone`
    (all the players, p among them): the spaces offered, which the servants all the players hold between
    them could buy (■3, ■16: a player's servants lie behind the screen)."""
    covered = set(p["extensions"]) | {int(w[1]) for _s, w in p["placed"] if w.startswith("s")}
    for space in sorted(covered):
        for key, n in CASTLE_FREE.get(space, {}).items():
            p[key] += n
    if not last_round:
        p["markers"] += len(p["nobles"]) + 1
    servants = p["servants"] if everyone is None else sum(q["servants"] for q in everyone.values())
    can = {s for s in covered if s in CASTLE_COST and CASTLE_COST[s] <= servants}
    if not upgrade_options(p, deployed_only=False):
        can.discard(6)                         # ■10: no knight can go up: the upgrade cannot be bought
    if 1 not in p["stock"]:
        can.discard(1)                         # ■10: no strength-1 knight in the stock to take
    return can


def castle_buy(p: dict, space: int) -> None:
    p["servants"] -= CASTLE_COST[space]
    if space == 1:
        _new_knight(p)


def castle_home(p: dict) -> None:
    """After its reward a castle knight goes back to the court."""
    for s, w in list(p["placed"]):
        if w.startswith("s"):
            p["placed"].remove((s, w))
            p["court"].append(s)


# --- ■28: the final scoring ------------------------------------------------------------------------------------


def award(values: dict[str, int], tiebreak: dict[str, int]) -> dict[str, int]:
    """1st 8, 2nd 4 by value, then tie-break; players still equal share: a tie for 1st shares 8 + 4,
    a tie for 2nd shares 4; fractions dropped."""
    key = {p: (values[p], tiebreak[p]) for p in values}
    levels = sorted(set(key.values()), reverse=True)
    out = {p: 0 for p in values}
    first = [p for p in values if key[p] == levels[0]]
    if len(first) > 1:
        for p in first:
            out[p] = sum(FINAL_AWARD) // len(first)
        return out
    out[first[0]] = FINAL_AWARD[0]
    if len(levels) > 1:
        second = [p for p in values if key[p] == levels[1]]
        for p in second:
            out[p] = FINAL_AWARD[1] // len(second)
    return out


def final_scoring(players: dict) -> dict:
    """players: name -> {castle: [strengths in the court], servants, extensions, coins, nobles, pp}.
    The totals and the winners (all players with the highest total)."""
    knights = award({n: sum(p["castle"]) for n, p in players.items()},
                    {n: p["servants"] for n, p in players.items()})
    exts = award({n: p["extensions"] for n, p in players.items()},
                 {n: p["coins"] for n, p in players.items()})
    totals = {n: p["pp"] + knights[n] + exts[n] + NOBLE_TRACK[p["nobles"]] for n, p in players.items()}
    best = max(totals.values())
    return {"knights": knights, "extensions": exts, "totals": totals,
            "winners": sorted(n for n, v in totals.items() if v == best)}
