"""`put` and `take`: setting up a position without the move rules, so that the referee can join a
game already on the table. Only what is physically impossible is refused: two knights in one county,
a fourth player in a conflict, an eighth knight. Coins, servants and markers have no limit (the table
uses substitutes when the box runs out: lancaster.supply.limit).
"""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg
from referee.i18n import N_
from referee.games.lancaster import conflicts, effects, facts, flow, placement, scoring
from referee.games.lancaster.state import CONFLICT_SPACES, COUNTIES, LOWER, RESOURCES, SLOTS, SPACES, UPPER, State


def _from_stock_or_court(state: State, player: str, strength: int) -> None:
    if strength in state.stock[player]:
        state.stock[player].remove(strength)
    elif strength in state.court[player]:
        state.court[player].remove(strength)
    else:
        raise RuleViolation("lancaster.put.components", "lancaster.put.components.knight", player=player,
                            strength=strength)


def put_knight(state: State, out: Outcome, player: str, strength: int, where: str, servants: int | None) -> None:
    servants = servants or 0
    if servants and where not in COUNTIES:
        raise RuleViolation("lancaster.county.servants", "lancaster.county.servants.only-counties")
    if where == "court":
        if strength not in state.stock[player]:
            raise RuleViolation("lancaster.put.components", "lancaster.put.components.knight", player=player,
                                strength=strength)
        state.stock[player].remove(strength)
        state.court[player].append(strength)
        state.court[player].sort()
    elif where in COUNTIES:
        if where in state.counties:
            raise RuleViolation("lancaster.put.occupied", where=where)
        _from_stock_or_court(state, player, strength)
        effects.draw(state, out, "servants", servants)
        state.counties[where] = [player, strength, servants]
        if state.phase == "counties" and not any(s.get("do") == "county" and s.get("county") == where
                                                 for s in state.queue):
            state.queue.insert(0, {"do": "county", "county": where})  # a county the rewards passed: asked now (■22)
    elif where in SLOTS:
        conflict = state.conflicts.get(where)
        if conflict is None:
            raise RuleViolation("lancaster.put.empty", where=where)
        mine = state.conflict_space(where, player)
        if mine is None and len(conflict["spaces"]) >= CONFLICT_SPACES:
            raise RuleViolation("lancaster.put.occupied", where=where)
        _from_stock_or_court(state, player, strength)
        if mine is None:
            conflict["spaces"].append([player, [strength]])
        else:
            mine.append(strength)
    elif where in SPACES:
        if where in state.castle[player]:
            raise RuleViolation("lancaster.put.occupied", where=where)
        placement.check_extension_space(state, out, player, where)
        _from_stock_or_court(state, player, strength)
        state.castle[player][where] = strength
    out.events.append(msg("lancaster.put.done.knight", None, player=player, strength=strength, where=where))


def take_knight(state: State, out: Outcome, player: str, strength: int, where: str) -> None:
    if strength not in state.knights_at(player, where):
        raise RuleViolation("lancaster.put.empty", "lancaster.put.empty.knight", player=player, strength=strength,
                            where=where)
    if where == "court":
        state.court[player].remove(strength)
    elif where in COUNTIES:
        _p, _k, servants = state.counties.pop(where)
        state.supply["servants"] += servants
    elif where in SLOTS:
        conflict = state.conflicts[where]
        knights = state.conflict_space(where, player)
        knights.remove(strength)
        if not knights:
            conflict["spaces"] = [s for s in conflict["spaces"] if s[0] != player]
    else:
        del state.castle[player][where]
    state.stock[player].append(strength)
    state.stock[player].sort()
    out.events.append(msg("lancaster.put.done.take-knight", None, player=player, strength=strength, where=where))


PRIVATE = ("coins", "servants")  # behind the screen: a put line records them without showing the number


def _resource(what: str):
    def put(state: State, out: Outcome, player: str, value: int) -> None:
        if what == "pp":  # after the end: the points of play, on which the final scoring is done again
            done = state.final.get(player) if state.over else None
            state.pp[player] = value + (done["total"] - done["play"] if done else 0)
        else:
            effects.draw(state, out, what, value - getattr(state, what)[player])
            getattr(state, what)[player] = value
        key = N_("lancaster.put.done.private") if what in PRIVATE else N_("lancaster.put.done.resource")
        out.events.append(msg(key, None, player=player, resource=what, count=value))
    return put


def put_noble(state: State, out: Outcome, player: str, county: str) -> None:
    if county in state.nobles[player]:
        raise RuleViolation("lancaster.noble.unique", player=player, county=county)
    if state.noble_stacks[county] > 0:
        state.noble_stacks[county] -= 1
    elif state.nobles_box > 0:
        state.nobles_box -= 1
    else:
        raise RuleViolation("lancaster.put.components", "lancaster.put.components.noble", county=county)
    state.nobles[player].append(county)
    out.events.append(msg("lancaster.put.done.noble", None, player=player, county=county))


def take_noble(state: State, out: Outcome, player: str, county: str) -> None:
    if county not in state.nobles[player]:
        raise RuleViolation("lancaster.put.empty", "lancaster.put.empty.noble", player=player, county=county)
    state.nobles[player].remove(county)
    state.noble_stacks[county] += 1
    out.events.append(msg("lancaster.put.done.take-noble", None, player=player, county=county))


def put_nobles(state: State, out: Outcome, county: str, value: int) -> None:
    have = state.noble_stacks[county]
    lettered = facts.need(state, out, "nobles.total", "lancaster.put.components") // len(COUNTIES)
    held = sum(1 for p in state.players if county in state.nobles[p])
    if value - have > state.nobles_box or value + held > lettered:  # only so many bear the county's letter
        raise RuleViolation("lancaster.put.components", "lancaster.put.components.noble", county=county)
    state.nobles_box -= value - have
    state.noble_stacks[county] = value
    out.events.append(msg("lancaster.put.done.nobles", None, county=county, count=value))


def put_extension(state: State, out: Outcome, player: str, space: str) -> None:
    if space in state.extensions[player]:
        raise RuleViolation("lancaster.put.occupied", where=space)
    state.extensions[player].append(space)
    state.extensions[player].sort()
    out.events.append(msg("lancaster.put.done.extension", None, player=player, space=space))


def take_extension(state: State, out: Outcome, player: str, space: str) -> None:
    if space not in state.extensions[player]:
        raise RuleViolation("lancaster.put.empty", where=space)
    state.extensions[player].remove(space)
    out.events.append(msg("lancaster.put.done.take-extension", None, player=player, space=space))


def put_conflict(state: State, out: Outcome, slot: str, strength: int, points: list[int]) -> None:
    from referee.games.lancaster import legend

    if slot in state.conflicts:
        raise RuleViolation("lancaster.put.occupied", where=slot)
    legend.check_card(strength, points)
    conflicts.check_in_game(state, out, strength)
    if state.conflict_deck <= 0:
        raise RuleViolation("lancaster.put.components", "lancaster.put.components.deck")
    state.conflict_deck -= 1
    state.cards_seen.append(f"{strength}:{'-'.join(map(str, points))}")
    state.conflicts[slot] = {"france": strength, "points": list(points), "battle": 2 if slot in LOWER else 1,
                             "spaces": []}
    out.events.append(msg("lancaster.put.done.conflict", None, slot=slot, strength=strength,
                          points="-".join(map(str, points)), deck=state.conflict_deck))


def take_conflict(state: State, out: Outcome, slot: str) -> None:
    conflict = state.conflicts.pop(slot, None)
    if conflict is None:
        raise RuleViolation("lancaster.put.empty", where=slot)
    for player, knights in conflict["spaces"]:
        state.court[player] += knights
        state.court[player].sort()
    out.events.append(msg("lancaster.put.done.take-conflict", None, slot=slot))


def put_deck(state: State, out: Outcome, value: int) -> None:
    total = facts.need(state, out, "conflict.numbered", "lancaster.put.components")
    if value + len(state.cards_seen) > total:
        raise RuleViolation("lancaster.put.components", "lancaster.put.components.deck")
    state.conflict_deck = value
    out.events.append(msg("lancaster.put.done.deck", None, count=value))


def put_law(state: State, out: Outcome, slot: int, law: str) -> None:
    """The law in that place. A law already in another place of the top row changes places with the
    one there; a proposal moves up from the bottom row (its place is left empty)."""
    old, before = state.laws[slot - 1], list(state.laws)
    if law in state.laws:
        state.laws[state.laws.index(law)] = old
    else:
        if law in state.proposals:
            state.proposals[state.proposals.index(law)] = ""
        if law in state.laws_gone:
            state.laws_gone.remove(law)
        state.laws_gone.append(old)
    state.laws[slot - 1] = law
    out.events.append(msg("lancaster.put.done.law", None, slot=slot, law=law))
    _laws_still_to_apply(state, before)


def _laws_still_to_apply(state: State, before: list[str]) -> None:
    """A law corrected while the laws apply (■20): a law already applied is not applied again, and every
    law not yet applied still is, left to right. The steps of the places not yet reached are those of
    the places whose laws were not applied before the correction."""
    at = [i for i, step in enumerate(state.queue) if step.get("do") == "law"]
    if not at or len(at) == len(before):  # the laws have not begun to apply
        return
    applied = set(before) - {before[state.queue[i]["slot"]] for i in at}
    steps = [{"do": "law", "slot": i} for i, law in enumerate(state.laws) if law and law not in applied]
    later = [step for step in state.queue[at[0]:] if step.get("do") != "law"]
    state.queue[at[0]:] = steps + later


def put_proposal(state: State, out: Outcome, slot: int, law: str) -> None:
    """The proposal in that place (none: empty, the card back in the deck). A proposal already in
    another place changes places with the one there; a current law cannot be proposed as well."""
    old = state.proposals[slot - 1]
    if law == "none":
        state.proposals[slot - 1] = ""
        if old:
            state.law_deck += 1
        out.events.append(msg("lancaster.put.done.proposal-none", None, slot=slot))
        return
    if law in state.laws:
        raise RuleViolation("lancaster.put.occupied", "lancaster.put.occupied.law", law=law)
    if law in state.proposals:
        state.proposals[state.proposals.index(law)] = old
    else:
        if law in state.laws_gone:
            state.laws_gone.remove(law)
        if not old:
            if state.law_deck <= 0:
                raise RuleViolation("lancaster.put.components", "lancaster.put.components.laws")
            state.law_deck -= 1
    state.proposals[slot - 1] = law
    out.events.append(msg("lancaster.put.done.proposal", None, slot=slot, law=law))


def put_favour(state: State, out: Outcome, name: str, side: str) -> None:
    allowed = facts.need(state, out, f"favours.{len(state.players)}", "lancaster.setup.favours")
    if name not in allowed:
        raise RuleViolation("lancaster.put.components", "lancaster.put.components.favour", favour=name)
    if side == "up" and name not in state.favours:
        state.favours.append(name)
        state.favours.sort(key=allowed.index)
    elif side == "down" and name in state.favours:
        state.favours.remove(name)
    out.events.append(msg("lancaster.put.done.favour", None, favour=name, side=side))


def put_start(state: State, out: Outcome, player: str) -> None:
    state.start = state.players.index(player)
    out.events.append(msg("lancaster.put.done.start", None, player=player))


def put_round(state: State, out: Outcome, value: int) -> None:
    rounds = facts.need(state, out, "rounds", "lancaster.round.phases")
    if value > rounds:
        raise RuleViolation("lancaster.put.components", "lancaster.put.components.round", round=value, rounds=rounds)
    state.round = value
    out.events.append(msg("lancaster.put.done.round", None, round=value))


def put_phase(state: State, out: Outcome, phase: str) -> None:
    for p, (_v, markers) in state.ballots.items():
        state.markers[p] += markers
    state.ballots = {}
    if state.round == 0:
        state.round = 1
    state.queue = flow.steps_from(phase, state.round)
    for conflict in state.conflicts.values():  # a space whose knights were all ransomed is no space now
        conflict["spaces"] = [[p, knights] for p, knights in conflict["spaces"] if knights]
    scoring.take_back(state)  # a game reopened after the end: its final scoring is undone, done once again later
    state.over = False
    out.events.append(msg("lancaster.put.done.phase", None, phase=phase, round=state.round))
    _past_parliament(state, out, phase)


def _past_parliament(state: State, out: Outcome, phase: str) -> None:
    """A phase after parliament: the round's proposals were voted on at the table (■19), so none is left
    to vote on; kept, they would wait for the next round's parliament and its new proposals would never
    be drawn (■27). Each went out of the game as voted down, or to the laws if it passed: the referee
    cannot know which, so they are set aside as voted down and the reply says how to put a passed one."""
    if flow.PHASES.index(phase) <= flow.PHASES.index("parliament"):
        return
    gone = [(slot, law) for slot, law in enumerate(state.proposals, 1) if law]
    if not gone:
        return
    out.events.append(msg("lancaster.put.done.phase-proposals", None, hint="put law N LAW"))
    for slot, law in gone:
        state.proposals[slot - 1] = ""
        state.laws_gone.append(law)
        out.events.append(msg("lancaster.put.done.phase-proposal", None, slot=slot, law=law))


def put_turn(state: State, out: Outcome, player: str) -> None:
    task = next((t for t in state.queue if t["do"] == "placement"), None)
    if task is None or state.phase != "placement":
        raise RuleViolation("lancaster.put.turn", phase=state.phase)
    if not state.court[player]:  # ■12-■14: a player whose court is empty is skipped, never the one to place
        raise RuleViolation("lancaster.place.order", N_("lancaster.place.order.empty-court"), player=player)
    task["next"] = state.players.index(player)  # after any favour or upgrade still being answered
    out.events.append(msg("lancaster.put.done.turn", None, player=player))


SETUP = {
    "put knight": put_knight,
    "take knight": take_knight,
    "put coins": _resource("coins"),
    "put servants": _resource("servants"),
    "put markers": _resource("markers"),
    "put pp": _resource("pp"),
    "put noble": put_noble,
    "take noble": take_noble,
    "put nobles": put_nobles,
    "put extension": put_extension,
    "take extension": take_extension,
    "put conflict": put_conflict,
    "take conflict": take_conflict,
    "put deck": put_deck,
    "put law": put_law,
    "put proposal": put_proposal,
    "put favour": put_favour,
    "put start": put_start,
    "put round": put_round,
    "put phase": put_phase,
    "put turn": put_turn,
}

__all__ = ["SETUP", "RESOURCES", "UPPER"]
