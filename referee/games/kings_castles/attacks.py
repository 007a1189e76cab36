"""Attacks (rulebook 5, 6): every check before any counter moves, then the conquest.

An attack is a region and counters of the king's array: units of one colour (a faction's or the
enemy's) and any mercenaries. The checks, in the order a player meets them: the counters are in the
array; one colour and at least one unit; the country the colour may attack (5.4); whether the
country is contested and what that allows (5.5, 5.6); the total exceeds the defence with no surplus
counter (5.2). The conquest (5.3): the defender and its castle go to the destroyed pile, the
highest attacking unit stays, the other attackers and every mercenary are destroyed.
"""

from __future__ import annotations

from collections import Counter

from referee.core import Outcome, RuleViolation, msg, step
from referee.i18n import N_
from referee.games.kings_castles.board import ENEMY
from referee.games.kings_castles.state import State, colour_of, is_unit, split, spread, value

_WHY_KEYS = (N_("kings-castles.attack.contested-adjacent.why"), N_("kings-castles.attack.invasion.why"),
             N_("kings-castles.attack.enemy-adjacent.why"),
             N_("kings-castles.attack.civil-war-adjacent.why"), N_("kings-castles.attack.banner.why"),
             N_("kings-castles.tax.final.why"), N_("kings-castles.tax.final-short.why"))
# The rule each kind of attack rests on, for `why`.
WHY_KIND = {"contested": "kings-castles.attack.contested-adjacent", "invasion": "kings-castles.attack.invasion",
            "enemy": "kings-castles.attack.enemy-adjacent",
            "civil-war": "kings-castles.attack.civil-war-adjacent", "banner": "kings-castles.attack.banner"}


def _note(state: State, *keys: str) -> str:
    """The first of the printed facts a ruling rests on that is provisional or inferred ("" if none): the
    message then says that the map data may differ from the table's board, and how to correct it."""
    return next((k for k in keys if k not in state.table_facts and state.provenance.get(k) in ("provisional",
                                                                                           "inferred")), "")


def contested(state: State, country: str) -> bool:
    """A country with at least one enemy unit (5.1)."""
    return any(state.holder(r) == ENEMY for r in state.board.regions_of(country))


def _entry(state: State, region: str) -> bool:
    """A region through which a country may be invaded: it has a port (anchor) or a portcullis."""
    b = state.board
    return b.has(region, "port") or b.has(region, "portcullis")


def check(state: State, region: str, counters: list[str]) -> dict:
    """What the attack is, or RuleViolation naming the rule that forbids it. Nothing changes."""
    king = state.king
    if king is None or state.phase != "attack":
        raise RuleViolation("kings-castles.turn.order", "kings-castles.turn.order.no-attack")
    if state.stage != "attacks":
        raise RuleViolation("kings-castles.turn.order", "kings-castles.turn.order.after-tax"
                            if state.stage == "taxed" else "kings-castles.turn.order.after-castles")
    have = Counter(state.arrays[king])
    want = Counter(counters)
    for c, n in want.items():
        if have[c] < n:
            raise RuleViolation("kings-castles.attack.array",  # some of them held, or none
                                "kings-castles.attack.array.short" if have[c] else "kings-castles.attack.array",
                                counter=c, region=region, have=have[c], want=n)
    units = [c for c in counters if is_unit(c)]
    if any(split(c)[0] == "castle" for c in counters):
        raise RuleViolation("kings-castles.castle.defence-only", region=region)
    if not units:
        raise RuleViolation("kings-castles.attack.mercenaries", region=region)
    colours = {colour_of(c) for c in units}
    if len(colours) > 1:
        raise RuleViolation("kings-castles.attack.one-colour", region=region)
    colour = colours.pop()
    b = state.board
    country = b.country[region]
    target = b.target[state.box]
    holder = state.holder(region)
    if holder == colour:
        raise RuleViolation("kings-castles.attack.own", region=region, colour=colour)
    # 5.4: the king's units attack only the box's country; the others that country or one other.
    other = state.other
    if colour == king and country != target:
        raise RuleViolation("kings-castles.attack.king-country", region=region, country=target,
                            note=_note(state, f"chart.{state.box}.country", f"region.{region}.country"))
    if colour != king and country != target and other is not None and country != other:
        raise RuleViolation("kings-castles.attack.other-country", region=region, country=target, other=other)
    # 5.5 / 5.6
    near = b.adjacent[region]
    if contested(state, country):
        kind = "contested"
        if colour == ENEMY:
            if holder == ENEMY:
                raise RuleViolation("kings-castles.attack.enemy-adjacent", "kings-castles.attack.enemy-adjacent.enemy-held",
                                    region=region)
            if holder is None:  # 5.5 names only regions the king's or a baron's units hold (an empty Rouen typed with put)
                raise RuleViolation("kings-castles.attack.enemy-adjacent", "kings-castles.attack.enemy-adjacent.empty",
                                    region=region)
            if not any(state.holder(n) == ENEMY for n in near):
                raise RuleViolation("kings-castles.attack.enemy-adjacent", region=region,
                                    note=_note(state, f"region.{region}.adjacent"))
            kind = "enemy"
        else:
            if holder not in (ENEMY, None):
                raise RuleViolation("kings-castles.attack.no-civil-war", region=region, country=country)
            factions = [r for r in b.regions_of(country) if state.holder(r) not in (ENEMY, None)]
            if factions:
                if not any(state.holder(n) not in (ENEMY, None) for n in near):
                    raise RuleViolation("kings-castles.attack.contested-adjacent", region=region,
                                        note=_note(state, f"region.{region}.adjacent"))
            elif not _entry(state, region):
                raise RuleViolation("kings-castles.attack.invasion", region=region, country=country,
                                    note=_note(state, f"region.{region}.symbols"))
            else:
                kind = "invasion"
    else:
        kind = "civil-war"
        if colour == ENEMY:
            if not b.has(region, "banner"):
                # England has no banner by the rulebook (5.6), whatever the map data says
                raise RuleViolation("kings-castles.attack.banner", region=region, country=country,
                                    note="" if country == "england" else _note(state, f"region.{region}.symbols"))
            kind = "banner"
        else:
            mine = [r for r in b.regions_of(country) if state.holder(r) == colour]
            if mine:
                if not any(state.holder(n) == colour for n in near):
                    raise RuleViolation("kings-castles.attack.civil-war-adjacent", region=region, colour=colour,
                                        note=_note(state, f"region.{region}.adjacent"))
            elif not _entry(state, region):
                raise RuleViolation("kings-castles.attack.invasion", region=region, country=country,
                                    note=_note(state, f"region.{region}.symbols"))
            else:
                kind = "invasion"
    # 5.2: exceed the defence, with no surplus counter.
    defence = state.defence(region)
    total = sum(value(c) for c in counters)
    if total <= defence:
        raise RuleViolation("kings-castles.attack.exceed", region=region, total=total, defence=defence)
    if surplus(counters, defence):
        raise RuleViolation("kings-castles.attack.surplus", region=region, total=total, defence=defence)
    return {"colour": colour, "country": country, "kind": kind, "defence": defence, "total": total}


def surplus(counters: list[str], defence: int) -> bool:
    """Whether a counter of the attack could be left out and the rest still exceed the defence (5.2 note 3).
    The rest must still be an attack: mercenaries never attack alone (6), so the only unit of an attack
    with mercenaries is never surplus (a man-at-arms and a 3-bolt mercenary against 2 stand)."""
    total = sum(value(c) for c in counters)
    for i, c in enumerate(counters):
        rest = counters[:i] + counters[i + 1:]
        if total - value(c) > defence and any(is_unit(r) for r in rest):
            return True
    return False


def attack(state: State, out: Outcome, region: str, counters: tuple[str, ...] | list[str]) -> None:
    counters = spread(counters)
    found = check(state, region, counters)
    king = state.king
    b = state.board
    if found["country"] != b.target[state.box] and found["colour"] != king and state.other is None:
        state.other = found["country"]
        out.why.append(step("kings-castles.attack.other-country", country=found["country"]))
    for c in counters:
        state.from_array(king, c)
    defender = state.units.get(region)
    gone = []
    if defender:
        state.add(state.destroyed, defender)
        gone.append(defender)
    castle = state.castles.pop(region, None)
    if castle:
        state.add(state.destroyed, f"castle-{castle}")
        gone.append(f"castle-{castle}")
    units = sorted((c for c in counters if is_unit(c)), key=value, reverse=True)
    stays = units[0]
    state.units[region] = stays
    lost = list(counters)
    lost.remove(stays)
    for c in lost:
        state.add(state.destroyed, c)
    out.why.append(step(WHY_KIND[found["kind"]], region=region, country=found["country"]))
    out.why.append(step("kings-castles.attack.exceed", region=region, total=found["total"], defence=found["defence"]))
    destroyed = [*gone, *lost]  # none: a lone unit took an empty region (a position typed with put)
    out.why.append(step("kings-castles.attack.stay", None if destroyed else "kings-castles.attack.stay.why-none",
                        region=region, unit=stays, destroyed=destroyed))
    used = "adjacent" if found["kind"] in ("contested", "civil-war", "enemy") else "symbols"  # what the ruling read
    note = _note(state, f"region.{region}.{used}", f"chart.{state.box}.country")
    if note:
        out.why.append(step("kings-castles.facts.provisional", fact=note))
    out.events.append(msg("kings-castles.attack.stay.done" if destroyed else "kings-castles.attack.stay.done-none",
                          "kings-castles.attack.stay", region=region, unit=stays,
                          total=found["total"], defence=found["defence"], destroyed=destroyed))
    if castle:
        out.why.append(step("kings-castles.castle.destroyed", region=region, size=castle))


def legal_attacks(state: State) -> list[tuple[str, list[str]]]:
    """Every attack the rules allow now: (region, counters), counters in array order."""
    king = state.king
    if king is None or state.phase != "attack" or state.stage != "attacks":
        return []
    have = Counter(state.arrays[king])
    units_by_colour: dict[str, list[str]] = {}
    for c in have:
        col = colour_of(c)
        if col is not None:
            units_by_colour.setdefault(col, []).append(c)
    mercs = [c for c in have if split(c)[0] == "merc"]
    out = []
    for region in state.board.country:
        defence = state.defence(region)
        for col, kinds in units_by_colour.items():
            for combo in _combos(kinds + mercs, have, defence):
                if not any(is_unit(c) for c in combo):
                    continue
                try:
                    check(state, region, combo)
                except RuleViolation:
                    continue
                out.append((region, combo))
    return out


def _combos(kinds: list[str], have: Counter, defence: int) -> list[list[str]]:
    """Multisets of the counters (each at most as many as the array holds) whose total exceeds the
    defence with no surplus counter."""
    # Units before mercenaries: a total reached with a unit among the counters is an attack, and any
    # counter added to it would be surplus; mercenaries alone are no attack (6).
    kinds = sorted(kinds, key=lambda c: (not is_unit(c), -value(c)))
    found: list[list[str]] = []

    def walk(i: int, chosen: list[str], total: int) -> None:
        if total > defence:
            if not surplus(chosen, defence):
                found.append(list(chosen))
            return
        if i == len(kinds):
            return
        c = kinds[i]
        for n in range(have[c], -1, -1):
            walk(i + 1, chosen + [c] * n, total + value(c) * n) if n == 0 or total + value(c) * (n - 1) <= defence \
                else None

    walk(0, [], 0)
    return found
