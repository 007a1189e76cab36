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
        broken.add("servants")                  # physically impossible; any rule id the engine gives
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


def conflict_ranking(spaces: list[tuple[str, list[int]]]) -> list[str]:
    """Players by their strength there, strongest first; a tie puts the lower (later) space first."""
    order = list(enumerate(spaces))
    order.sort(key=lambda e: (-sum(e[1][1]), -e[0]))
    return [sp[0] for _i, sp in order]


def resolve_conflict(france: int, points: list[int], battle: int, spaces: list[tuple[str, list[int]]]) -> dict:
    """One conflict: who scores what, and what becomes of the card and the knights.
    result: 'england' (card leaves, knights home), 'down' (first battle lost: card and knights move to
    the lower row), 'captured' (second battle lost: knights are prisoners, card leaves)."""
    total = sum(sum(k) for _p, k in spaces)
    england = total >= france                   # ■26: 以上 = England; an empty conflict has 0 < France
    ranked = conflict_ranking(spaces)
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


# --- ■20: the laws that need no choice -------------------------------------------------------------------------
# A player's position for the laws: counties (how many held), conflicts (how many with a space),
# deployed (strengths on counties, conflicts and castle spaces), nobles, extensions, coins, servants,
# markers, pp, stock (strengths).


def _per(n: int, count: int) -> int:
    return count // n


def _new_knight(p: dict, strength: int = 1) -> None:
    """■10/■23: a knight of that strength from the stock into the court, if the stock has one."""
    if strength in p["stock"]:
        p["stock"].remove(strength)
        p["court"].append(strength)


def _most(players: dict, key: str) -> list[str]:
    best = max(p[key] for p in players.values())
    return [name for name, p in players.items() if p[key] == best]


def apply_law(law: str, players: dict, order: list[str]) -> None:
    """Apply one law to every player (in place). Only laws whose outcome needs no player's choice."""
    for name in order:
        p = players[name]
        if law == "counties-3pp":
            p["pp"] += 3 * _per(2, p["counties"])
        elif law == "counties-8pp":
            p["pp"] += 8 * _per(3, p["counties"])
        elif law == "conflicts-3pp":
            p["pp"] += 3 * p["conflicts"]
        elif law == "extensions-5pp":
            p["pp"] += 5 * _per(3, p["extensions"])
        elif law == "knight2-squire":
            p["servants"] += p["deployed"].count(2)
        elif law == "conflicts-bundle":
            n = _per(2, p["conflicts"])
            p["servants"] += n
            p["markers"] += n
            p["coins"] += n
        elif law == "three-1s-5pp":
            if p["deployed"].count(1) >= 3:
                p["pp"] += 5
        elif law == "nobles-knight":
            for _ in range(_per(3, p["nobles"])):
                _new_knight(p)
        elif law == "most-squires":
            pass
        else:
            raise ValueError(law)
    if law == "most-squires":                  # L-b: most servants, ties all (■20 max)
        for name in _most(players, "servants"):
            _new_knight(players[name])


AUTOMATIC_LAWS = ("counties-3pp", "counties-8pp", "conflicts-3pp", "extensions-5pp", "knight2-squire",
                  "conflicts-bundle", "three-1s-5pp", "nobles-knight", "most-squires")


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
