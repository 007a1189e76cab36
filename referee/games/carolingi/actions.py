"""The actions of the tiles (rulebook 5.1-5.7): each answers the question of the tile just drawn,
checks every condition on the copied state before it changes anything, and says why.
"""

from __future__ import annotations

from typing import Any

from referee.core import InputError, Msg, Outcome, RuleViolation, msg, step
from referee.i18n import N_
from referee.games.carolingi import control
from referee.games.carolingi.board import adjacency_keys, component, uncertain_keys
from referee.games.carolingi.events import empty_card, note_map
from referee.games.carolingi.questions import ask, done, pending
from referee.games.carolingi.state import State


def _acting(state: State, tile: str) -> str:
    """The player whose drawn tile this command carries out (the command must be that tile's)."""
    asked = pending(state)
    if asked["tile"] != tile:
        raise RuleViolation("carolingi.action.tile", "carolingi.action.tile.other", player=asked["player"],
                            tile=asked["tile"], action=tile)
    return asked["player"]


def in_play(state: State, country: str) -> None:
    if country not in state.board.countries:
        raise RuleViolation("carolingi.map.in-play", country=country)


def counted(values: tuple[Any, ...], size: int) -> list[tuple[tuple[str, ...], int | None]] | None:
    """NAME... [N] NAME... [N] ...: groups of `size` names (a country; FROM TO), each with the number typed
    after it (None: none typed); None when the words form no such groups (a number first, two numbers
    in a row, a group left short), which is no line of the language."""
    out: list[tuple[tuple[str, ...], int | None]] = []
    names: list[str] = []
    for v in values:
        if not isinstance(v, int):
            names.append(v)
            if len(names) == size:
                out.append((tuple(names), None))
                names = []
        elif names or not out or out[-1][1] is not None:
            return None
        else:
            out[-1] = (out[-1][0], v)
    return out if out and not names else None


def pairs(values: tuple[Any, ...], rule: str) -> dict[str, int]:
    """COUNTRY [N] COUNTRY [N] ...: a count for each country named (1 when no number follows); each
    count typed is 1 or more."""
    out: dict[str, int] = {}
    for (country,), n in counted(values, 1) or ():
        if n is not None and n < 1:
            raise RuleViolation(rule, "carolingi.action.optional.count")
        out[country] = out.get(country, 0) + (1 if n is None else n)
    return out


def _pay_missi(state: State, player: str, n: int, rule: str) -> None:
    if state.missi[player] < n:
        raise RuleViolation(rule, "carolingi.action.optional.missi", player=player, need=n, have=state.missi[player])


# --- 5.1 influence ------------------------------------------------------------------------------------------

def influence_home(state: State, out: Outcome, n: int) -> None:
    p = _acting(state, "influence")
    _pay_missi(state, p, n, "carolingi.influence.home")
    state.missi[p] -= n
    state.add(state.homeland[p], p, n)
    _said(out, msg("carolingi.influence.home.done", "carolingi.influence.home", player=p, n=n,
                          country=state.homeland[p]))
    done(state)


def influence_cards(state: State, out: Outcome, values: tuple[Any, ...]) -> None:
    p = _acting(state, "influence")
    wanted = pairs(values, "carolingi.influence.cards")
    slotted = {c for cards in state.slots.values() for c in cards}
    for c in wanted:
        if c not in slotted:
            raise RuleViolation("carolingi.influence.cards", "carolingi.influence.cards.no-card", country=c)
        held = control.controller(state, c)
        if held is not None and held != p:
            raise RuleViolation("carolingi.influence.cards", "carolingi.influence.cards.controlled", country=c,
                                player=held)
    _pay_missi(state, p, sum(wanted.values()), "carolingi.influence.cards")
    for c, n in wanted.items():
        state.missi[p] -= n
        state.add_card(c, p, n)
        _said(out, msg("carolingi.influence.cards.done", "carolingi.influence.cards", player=p, n=n,
                              country=c))
    done(state)


def influence_board(state: State, out: Outcome, cards: tuple[str, ...]) -> None:
    p = _acting(state, "influence")
    slotted = {c: r for r, cs in state.slots.items() for c in cs}
    for c in dict.fromkeys(cards):
        if c not in slotted:
            raise RuleViolation("carolingi.influence.board", "carolingi.influence.cards.no-card", country=c)
        if state.card_followers.get(c, {}).get(p, 0) < 1:
            raise RuleViolation("carolingi.influence.board", "carolingi.influence.board.not-yours", country=c,
                                player=p)
    for c in dict.fromkeys(cards):
        _said(out, msg("carolingi.influence.board.done", "carolingi.influence.board", player=p, country=c,
                              moved=[f"{q} {n}" for q, n in sorted(state.card_followers.get(c, {}).items())],
                              rebels=state.card_rebels.get(c, 0)))
        empty_card(state, out, c, "carolingi.influence.board")
        state.slots[slotted[c]].remove(c)
        state.discard.append(c)
    done(state)


# --- 5.2 development ----------------------------------------------------------------------------------------

def develop_activate(state: State, out: Outcome) -> None:
    p = _acting(state, "develop")
    cost = component("activate_cost")
    if state.inactive[p] < 1:
        raise RuleViolation("carolingi.develop.activate", "carolingi.develop.activate.none", player=p)
    _pay_missi(state, p, cost, "carolingi.develop.activate")
    state.missi[p] -= cost
    state.leudes[p] += cost
    state.inactive[p] -= 1
    state.activated[p] += 1
    state.ready[p] += 1
    state.fresh[p] += 1
    _said(out, msg("carolingi.develop.activate.done", "carolingi.develop.activate", player=p, cost=cost))
    done(state)


def develop(state: State, out: Outcome, values: tuple[Any, ...]) -> None:
    p = _acting(state, "develop")
    wanted = pairs(values, "carolingi.develop.counters")
    total = sum(wanted.values())
    if total > component("development_per_action"):
        raise RuleViolation("carolingi.develop.counters", "carolingi.develop.counters.three", n=total)
    for c, n in wanted.items():
        in_play(state, c)
        if state.owner_of_homeland(c):
            raise RuleViolation("carolingi.develop.counters", "carolingi.develop.counters.homeland", country=c)
        if c in state.board.forests:
            raise RuleViolation("carolingi.develop.counters", "carolingi.develop.counters.forest", country=c)
        if not control.controls(state, p, c):
            raise RuleViolation("carolingi.develop.counters", "carolingi.develop.counters.control", country=c,
                                player=p)
        if state.development.get(c, 0) + n > component("development_max"):
            raise RuleViolation("carolingi.develop.counters", "carolingi.develop.counters.two", country=c,
                                have=state.development.get(c, 0))
    _pay_missi(state, p, total, "carolingi.develop.counters")
    for c, n in wanted.items():
        state.development[c] = state.development.get(c, 0) + n
        state.missi[p] -= n
        state.leudes[p] += n
        _said(out, msg("carolingi.develop.counters.done", "carolingi.develop.counters", player=p, n=n,
                              country=c, total=state.development[c]))
    done(state)


# --- 5.3 hiring Missi ---------------------------------------------------------------------------------------

def levy_amount(state: State, player: str, out: Outcome | None = None) -> int:
    """The levy: 1 + development per controlled country, 1 for the homeland, nothing from forests,
    never below the minimum."""
    total = 0
    for c in state.board.countries:
        if c == state.homeland.get(player):
            each = 1
        elif control.controls(state, player, c):
            each = 1 + state.development.get(c, 0)
        else:
            continue
        total += each
        if out is not None:
            out.why.append(step("carolingi.levy.amount", "carolingi.levy.amount.country", country=c, n=each))
    least = component("levy_minimum")
    if out is not None and total < least:
        out.why.append(step("carolingi.levy.amount", "carolingi.levy.amount.minimum", n=total, least=least))
    return max(total, least)


def levy(state: State, out: Outcome, to_missi: int, nobiles_to_missi: int | None,
         nobiles_to_leudes: int | None) -> None:
    p = _acting(state, "levy")
    b, c = nobiles_to_missi or 0, nobiles_to_leudes or 0
    amount = levy_amount(state, p, out)
    cost = to_missi + 2 * b + c
    if to_missi > state.leudes[p] + c:  # a Nobile brought to court this levy may go on to the Missi (1 + 1)
        raise RuleViolation("carolingi.levy.spend", "carolingi.levy.spend.leudes", player=p, have=state.leudes[p])
    if b + c > state.nobiles[p]:
        raise RuleViolation("carolingi.levy.spend", "carolingi.levy.spend.nobiles", player=p, have=state.nobiles[p])
    if cost > amount:
        raise RuleViolation("carolingi.levy.spend", "carolingi.levy.spend.too-much", cost=cost, amount=amount)
    state.leudes[p] += c - to_missi
    state.nobiles[p] -= b + c
    state.missi[p] += to_missi + b
    _said(out, msg("carolingi.levy.spend.done", "carolingi.levy.spend", player=p, amount=amount, cost=cost,
                          leudes=to_missi, direct=b, court=c, lost=amount - cost))
    done(state)


# --- 5.4 moving troops --------------------------------------------------------------------------------------

def groups(values: tuple[Any, ...]) -> dict[tuple[str, str], int]:
    """FROM TO [N] FROM TO [N] ...: followers moved by each group (one group per FROM-TO pair); each count
    typed is 1 or more, refused as typed."""
    out: dict[tuple[str, str], int] = {}
    for (frm, to), n in counted(values, 2) or ():
        if n is not None and n < 1:
            raise RuleViolation("carolingi.move.step", "carolingi.move.step.none", origin=frm, target=to, n=n)
        out[frm, to] = out.get((frm, to), 0) + (1 if n is None else n)
    return out


def move(state: State, out: Outcome, values: tuple[Any, ...]) -> None:
    p = _acting(state, "move")
    moves = groups(values)
    b = state.board
    start = {c: control.standing(state, c) for c, _to in moves}  # majority checked at the start only
    leaving: dict[str, int] = {}
    for (frm, to), n in moves.items():
        in_play(state, frm)
        in_play(state, to)
        if start[frm].controller != p and frm not in b.forests:
            raise RuleViolation("carolingi.move.from", country=frm, player=p)
        if not b.adjacent(frm, to):
            found = uncertain_keys(state.facts, state.table_facts, adjacency_keys(frm, to))
            raise RuleViolation("carolingi.move.step", "carolingi.move.step.not-adjacent-provisional" if found
                                else "carolingi.move.step.not-adjacent", origin=frm, target=to, facts=found)
        owner = state.owner_of_homeland(to)
        if owner is not None and owner != p:
            raise RuleViolation("carolingi.move.homeland", country=to, player=owner)
        leaving[frm] = leaving.get(frm, 0) + n
        if leaving[frm] > state.count(frm, p):
            raise RuleViolation("carolingi.move.step", "carolingi.move.step.too-many", country=frm, player=p,
                                have=state.count(frm, p))
    _pay_missi(state, p, len(moves), "carolingi.move.cost")
    for frm in dict.fromkeys(frm for frm, _to in moves):  # why each origin may be left
        s = start[frm]
        if frm in b.forests:
            out.why.append(step("carolingi.move.from", "carolingi.move.from.forest", country=frm))
        else:
            out.why.append(step("carolingi.move.from", "carolingi.move.from.held", country=frm, player=p,
                                n=s.counts.get(p, 0), others=s.others(p)))
    for (frm, to), n in moves.items():
        note_map(state, out, adjacency_keys(frm))
        state.add(frm, p, -n)
        state.add(to, p, n)
        state.missi[p] -= 1
        state.leudes[p] += 1
        _said(out, msg("carolingi.move.step.done", "carolingi.move.step", player=p, n=n, origin=frm,
                              target=to))
    out.why.append(step("carolingi.move.cost", groups=len(moves)))
    done(state)


# --- 5.5 battle ---------------------------------------------------------------------------------------------

def battle(state: State, out: Outcome, countries: tuple[str, ...]) -> None:
    p = _acting(state, "battle")
    chosen = list(dict.fromkeys(countries))
    if len(chosen) < len(countries):  # battle X X: one battle or two? asked to be typed again
        twice = next(c for c in chosen if countries.count(c) > 1)
        raise InputError(N_("{country} is named twice: a battle is fought once in each country named"), country=twice)
    for c in chosen:
        in_play(state, c)
        s = control.standing(state, c)
        if s.leader != p:
            raise RuleViolation("carolingi.battle.condition", country=c, player=p)
        if s.others(p) == 0:
            raise RuleViolation("carolingi.battle.condition", "carolingi.battle.condition.nobody", country=c)
    for c in chosen:
        s = control.standing(state, c)
        out.why.append(step("carolingi.battle.condition", "carolingi.battle.condition.met", country=c, player=p,
                            n=s.counts[p], most=max([n for q, n in s.counts.items() if q != p], default=0),
                            rebels=s.rebels))
        rounds = max([n for q, n in s.counts.items() if q != p] + [s.rebels])
        lost = {q: (rounds if q == p else n) for q, n in s.counts.items()}
        for q, n in lost.items():
            state.add(c, q, -n)
            state.leudes[q] += n
        state.add_rebels(c, -s.rebels)
        _said(out, msg("carolingi.battle.rounds.done", "carolingi.battle.rounds", player=p, country=c,
                              rounds=rounds, lost=[f"{q} {n}" for q, n in sorted(lost.items())], rebels=s.rebels,
                              left=state.count(c, p)))
    done(state)
    state.queue.insert(0, {"do": "trophy", "player": p, "countries": chosen})


def trophy_barred(state: State, player: str, countries: list[str]) -> Msg | None:
    """Why no trophy can be taken now (4 on the glory track, no Leudes to place, or no follower left in a
    country of the battle: 5.5; a battle always leaves one, a set-up line may not), or None."""
    if not any(state.count(c, player) for c in countries):
        return step("carolingi.battle.trophy", "carolingi.battle.trophy.none-left", player=player,
                    countries=list(countries))
    if state.glory[player] >= component("trophies_max"):
        return step("carolingi.battle.trophy", "carolingi.battle.trophy.full", player=player)
    if state.leudes[player] < 1:
        return step("carolingi.battle.trophy", "carolingi.battle.trophy.no-leudes", player=player)
    return None


def offer_trophy(state: State, out: Outcome, task: dict) -> None:
    """The trophy step: asked only while a trophy can be taken; checked again whenever it is asked (a
    set-up line may have changed the glory track or the Leudes meanwhile)."""
    barred = trophy_barred(state, task["player"], task["countries"])
    if barred is not None:
        state.queue.pop(0)
        _said(out, barred)
        return
    ask(state, "trophy", player=task["player"], countries=task["countries"])


def trophy(state: State, out: Outcome, take: str) -> None:
    asked = pending(state)
    p = asked.player
    if take == "yes":
        barred = trophy_barred(state, p, asked["countries"])
        if barred is not None:
            raise RuleViolation("carolingi.battle.trophy", barred.key, **barred.params)
        state.leudes[p] -= 1
        state.glory[p] += 1
        _said(out, msg("carolingi.battle.trophy.taken", "carolingi.battle.trophy", player=p, n=state.glory[p]))
    else:
        _said(out, msg("carolingi.battle.trophy.declined", "carolingi.battle.trophy", player=p))
    done(state)


# --- 5.7 pacification ---------------------------------------------------------------------------------------

def pacify(state: State, out: Outcome, country: str, n: int | None = None) -> None:
    p = _acting(state, "pacify")
    in_play(state, country)
    b = state.board
    near = [c for c in (country, *b.neighbours[country]) if state.count(c, p) > 0]
    if not near:
        found = uncertain_keys(state.facts, state.table_facts, adjacency_keys(country))
        if found:
            raise RuleViolation("carolingi.pacify.range", "carolingi.pacify.range.provisional", country=country,
                                player=p, facts=found)
        raise RuleViolation("carolingi.pacify.range", country=country, player=p)
    have = state.rebels.get(country, 0)
    if n is None:  # as many as the rule allows: at most 3, the rebels there, the Missi at hand
        if have < 1:
            raise RuleViolation("carolingi.pacify.count", "carolingi.pacify.count.rebels", country=country, have=have)
        _pay_missi(state, p, 1, "carolingi.pacify.count")
        n = min(component("pacify_max"), have, state.missi[p])
    if n > have:
        raise RuleViolation("carolingi.pacify.count", "carolingi.pacify.count.rebels", country=country, have=have)
    _pay_missi(state, p, n, "carolingi.pacify.count")
    # why the country may be pacified: a follower of the player there or in a neighbour (5.7)
    out.why.append(step("carolingi.pacify.range", "carolingi.pacify.range.here" if near[0] == country
                        else "carolingi.pacify.range.near", player=p, country=country, via=near[0],
                        n=state.count(near[0], p)))
    if near[0] != country:
        note_map(state, out, adjacency_keys(country))
    state.add_rebels(country, -n)
    state.missi[p] -= n
    state.add(country, p, n)
    _said(out, msg("carolingi.pacify.count.done", "carolingi.pacify.count", player=p, n=n, country=country,
                          via=near[0]))
    done(state)


def _said(out: Outcome, m) -> None:
    """A ruling's outcome: told to the table, and a step of `why`."""
    out.events.append(m)
    out.why.append(m)


def pass_(state: State, out: Outcome) -> None:
    asked = pending(state)
    out.events.append(msg("carolingi.action.optional.passed", "carolingi.action.optional", player=asked["player"],
                          tile=asked["tile"]))
    done(state)
