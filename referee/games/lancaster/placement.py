"""Phase I: knights leave the court one at a time, in turn order, for a county, a conflict or a
castle space (■12-■18); a knight placed in a conflict takes a king's favour while any is face up.
"""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.lancaster import effects, facts, legal
from referee.games.lancaster.questions import pending
from referee.games.lancaster.state import CONFLICT_SPACES, COUNTIES, SLOTS, SPACES, State


def next_placer(state: State, out: Outcome, task: dict) -> str | None:
    """The next player clockwise (from the task's mark) who still has a knight in the court that can
    go somewhere. A player whose court knights have no legal space is passed over and keeps them in
    the court (lancaster.place.stuck); None: no one can place, phase I is over."""
    n = len(state.players)
    first = task.get("next", state.start)
    for k in range(n):
        player = state.players[(first + k) % n]
        if not state.court[player]:
            continue
        if next(legal.knight_lines(state, player), None) is not None:
            return player
        out.why.append(step("lancaster.place.stuck", player=player, court=list(state.court[player])))
        out.events.append(msg("lancaster.place.stuck.why", "lancaster.place.stuck", player=player,
                              court=list(state.court[player])))
    return None


def place(state: State, out: Outcome, strength: int, where: str, servants: int | None) -> None:
    player = pending(state).player
    if strength not in state.court[player]:
        raise RuleViolation("lancaster.place.court", player=player, strength=strength,
                            court=state.court[player] or ["-"])
    if where in COUNTIES:
        _county(state, out, player, strength, where, servants or 0)
    elif where in SLOTS:
        if servants:
            raise RuleViolation("lancaster.conflict.no-servants", slot=where)
        _conflict(state, out, player, strength, where)
    elif where in SPACES:
        if servants:
            raise RuleViolation("lancaster.county.servants", "lancaster.county.servants.only-counties")
        _castle(state, out, player, strength, where)
    else:
        raise RuleViolation("lancaster.place.court", "lancaster.place.court.target", where=where)
    state.court[player].remove(strength)
    task = state.queue[0]
    task["next"] = (state.players.index(player) + 1) % len(state.players)
    state.pending = None
    if where in SLOTS and state.favours:
        effects.push(state, [{"do": "ask-favour", "player": player}])


def _county(state: State, out: Outcome, player: str, strength: int, county: str, servants: int) -> None:
    occupant = state.counties.get(county)
    if occupant is not None and occupant[0] == player:  # the most basic rule first: never one's own county
        raise RuleViolation("lancaster.county.own", county=county)
    _minimum(state, out, strength, county, servants)
    if servants > state.servants[player]:
        raise RuleViolation("lancaster.county.servants", player=player, count=servants)  # not how many: ■3
    total = strength + servants
    if occupant is not None:
        other, their_knight, their_servants = occupant
        theirs = their_knight + their_servants
        if total <= theirs:
            raise RuleViolation("lancaster.county.displace", county=county, strength=strength, servants=servants,
                                total=total, other=other, their=theirs)
        state.court[other].append(their_knight)
        state.court[other].sort()
        state.supply["servants"] += their_servants
        out.why.append(step("lancaster.county.displace", county=county, strength=strength, servants=servants,
                            total=total, other=other, their=theirs, knight=their_knight,
                            their_servants=their_servants))
        out.events.append(msg("lancaster.county.displace.done", "lancaster.county.displace", player=player,
                              county=county, other=other, knight=their_knight, servants=their_servants))
    if servants:
        state.servants[player] -= servants
        out.why.append(step("lancaster.county.servants", player=player, count=servants, total=total))
    state.counties[county] = [player, strength, servants]
    out.events.append(msg("lancaster.place.order.county-servants" if servants else "lancaster.place.order.county",
                          "lancaster.place.order", player=player, strength=strength, county=county,
                          servants=servants))


def _minimum(state: State, out: Outcome, strength: int, county: str, servants: int) -> None:
    """The knight meets the county's minimum (lancaster.county.minimum). A minimum nobody has typed is
    asked for only when the verdict depends on it: a 4 meets every minimum a county can print."""
    key = f"county.{county}.minimum"
    if facts.whatever(state, key, lambda m: strength >= m):
        f = facts.fact(state, key)
        out.why.append(step("lancaster.county.minimum", "lancaster.county.minimum.any", county=county,
                            strength=strength, lo=f.lo, hi=f.hi))
        return
    minimum = facts.need(state, out, key, "lancaster.county.minimum")
    if strength < minimum:
        raise RuleViolation("lancaster.county.minimum", county=county, strength=strength, minimum=minimum,
                            servants=servants)
    out.why.append(step("lancaster.county.minimum", county=county, strength=strength, minimum=minimum))


def below_minimum(state: State, out: Outcome, key: str) -> None:
    """A county's minimum typed (or corrected) while a weaker knight stands there: said at the table; the
    knight stays, no ruling already made changes (lancaster.county.minimum)."""
    county = key.split(".")[1] if key.startswith("county.") and key.endswith(".minimum") else None
    held = state.counties.get(county) if county else None
    minimum = facts.peek(state, key)
    if held is not None and minimum is not None and held[1] < minimum:
        said = msg("lancaster.county.minimum.below", "lancaster.county.minimum", player=held[0], strength=held[1],
                   county=county, minimum=minimum)
        out.events.append(said)
        out.why.append(said)


def _conflict(state: State, out: Outcome, player: str, strength: int, slot: str) -> None:
    conflict = state.conflicts.get(slot)
    if conflict is None:
        raise RuleViolation("lancaster.conflict.space", "lancaster.conflict.space.no-card", slot=slot)
    mine = state.conflict_space(slot, player)
    if mine is not None:
        mine.append(strength)
        out.why.append(step("lancaster.conflict.space", "lancaster.conflict.space.stack", player=player,
                            slot=slot, strength=strength, total=sum(mine)))
    else:
        if len(conflict["spaces"]) >= CONFLICT_SPACES:
            raise RuleViolation("lancaster.conflict.space", "lancaster.conflict.space.full", slot=slot)
        conflict["spaces"].append([player, [strength]])
        out.why.append(step("lancaster.conflict.space", player=player, slot=slot, strength=strength,
                            row=len(conflict["spaces"])))
    out.events.append(msg("lancaster.place.order.conflict", "lancaster.place.order", player=player,
                          strength=strength, slot=slot))


def check_extension_space(state: State, out: Outcome, player: str, space: str) -> None:
    """A castle space covered by the player's extension tile takes no knight (the referee's ruling
    lancaster.castle.extension-knight: the tile is laid over the knight space, ■11)."""
    if space in state.extensions[player]:
        raise RuleViolation("lancaster.castle.extension-knight", player=player, space=space)


def _castle(state: State, out: Outcome, player: str, strength: int, space: str) -> None:
    if space in state.castle[player]:
        raise RuleViolation("lancaster.castle.space", space=space)
    check_extension_space(state, out, player, space)
    state.castle[player][space] = strength
    out.events.append(msg("lancaster.place.order.castle", "lancaster.place.order", player=player,
                          strength=strength, space=space))


def usable(state: State, player: str, name: str) -> bool:
    """Whether a face-up favour can do what it gives for this player: the arrow needs a knight that can
    be upgraded, the person a noble the player may take (■16: without one the favour cannot be taken).
    A favour whose effect nobody has given yet counts as usable: choosing it asks for the effect."""
    try:
        effect = facts.effect(state, None, f"favour.{name}", "lancaster.favour.effects")
    except facts.NeedFact:
        return True
    for reward in effect.rewards:
        if reward[0] == "upgrade" and not effects.upgrade_options(state, player, reward[1]):
            return False
        if reward[0] == "noble" and not effects.noble_options(state, player):
            return False
    return True


def favour(state: State, out: Outcome, name: str) -> None:
    player = pending(state).player
    if name not in state.favours:
        raise RuleViolation("lancaster.favour.take", "lancaster.favour.take.face-down", favour=name,
                            favours=state.favours or ["-"])
    if not usable(state, player, name):
        raise RuleViolation("lancaster.favour.effects", "lancaster.favour.effects.unusable", player=player,
                            favour=name, favours=[f for f in state.favours if usable(state, player, f)] or ["-"])
    state.favours.remove(name)
    effect = facts.effect(state, out, f"favour.{name}", "lancaster.favour.effects")
    state.queue.pop(0)
    state.pending = None
    out.events.append(msg("lancaster.favour.take.done", "lancaster.favour.take", player=player, favour=name,
                          left=len(state.favours)))
    out.why.append(step("lancaster.favour.take", player=player, favour=name, left=len(state.favours)))
    effects.push(state, effects.grant(state, out, player, effect.rewards, 1, "lancaster.favour.effects"))
