"""The handlers of the table's answers and the king's actions: each checks before it changes the
copied state, raises RuleViolation with a rule id, and records Msg events and why steps."""

from __future__ import annotations

from referee import facts as facts_mod
from referee.core import InputError, Outcome, RuleViolation, msg, step
from referee.i18n import N_
from referee.games.kings_castles import flow, questions, setup
from referee.games.kings_castles.board import COLOURS, ENEMY, ROUEN
from referee.games.kings_castles.state import State



_KEYS = (N_("kings-castles.setup.enemies.not-enemy"),)  # raised through _own


def _own(kind: str, colour: str, rule: str, key: str, **params) -> str:
    """The unit type of TYPE typed as a type (knight) or as a counter (green-knight), whose colour must
    be the one asked."""
    typed, _sep, unit_type = kind.rpartition("-")
    if typed and typed != colour:
        raise RuleViolation(rule, key, colour=colour, unit=kind, **params)
    return unit_type or kind


def enemy(state: State, out: Outcome, kind: str, region: str | None = None) -> None:
    """`enemy TYPE [REGION]`: the enemy unit drawn for the region the referee names, or for another
    region still empty (the table may draw in its own order) (2 (6))."""
    asked = questions.pending(state)
    region = region or asked["region"]
    kind = _own(kind, ENEMY, "kings-castles.setup.enemies", "kings-castles.setup.enemies.not-enemy")
    if region == ROUEN:
        raise RuleViolation("kings-castles.setup.enemies", "kings-castles.setup.enemies.rouen", region=region)
    if region in state.units:
        raise RuleViolation("kings-castles.setup.enemies", "kings-castles.setup.enemies.placed", region=region,
                            unit=state.units[region])
    counter = f"{ENEMY}-{kind}"
    if not state.bag.get(counter):
        _not_in_bag(state, counter)
    state.add(state.bag, counter, -1)
    state.units[region] = counter
    state.pending = None
    out.events.append(msg("kings-castles.setup.enemies.done", "kings-castles.setup.enemies", region=region,
                          unit=counter))


def _not_in_bag(state: State, counter: str) -> None:
    """Refuse a counter the bag no longer holds: a colour not in play (9.2), the rest on the destroyed pile
    (5.7), or else the count it was filled by, which the table may correct."""
    colour = counter.split("-")[0]
    if colour in COLOURS and colour not in state.arrays:
        raise RuleViolation("kings-castles.bag.contents", "kings-castles.bag.contents.colour", colour=colour)
    if state.destroyed.get(counter):
        raise RuleViolation("kings-castles.bag.contents", "kings-castles.bag.contents.destroyed", counter=counter,
                            n=state.destroyed[counter])
    key = setup.counter_fact(counter, state.length)
    raise RuleViolation("kings-castles.bag.contents", counter=counter, fact=key,
                        value=facts_mod.format_value(state.fact(key)))


def household(state: State, out: Outcome, kind: str, n: int | None) -> None:
    """`household TYPE [N]`: units of the asked colour's household into its array, before any bag draw."""
    n = n or 1
    asked = questions.pending(state)
    colour = asked["colour"]
    kind = _own(kind, colour, "kings-castles.draw.household", "kings-castles.draw.household", have=0)
    d = state.draw
    if d["bagged"]:
        raise RuleViolation("kings-castles.draw.household-first", colour=colour)
    if n > d["left"]:
        raise RuleViolation("kings-castles.draw.count", n=n, left=d["left"])
    have = state.households[colour].get(kind, 0)
    if have < n:
        raise RuleViolation("kings-castles.draw.household",
                            "kings-castles.draw.household" if have else "kings-castles.draw.household.none",
                            colour=colour, unit=f"{colour}-{kind}", have=have)
    state.households[colour][kind] -= n
    d["housed"] = True
    for _k in range(n):
        state.to_array(colour, f"{colour}-{kind}")
    d["left"] -= n
    state.pending = None
    out.events.append(msg("kings-castles.draw.household.done", "kings-castles.draw.household-first", colour=colour,
                          unit=f"{colour}-{kind}", n=n, left=d["left"]))


def draw(state: State, out: Outcome, counter: str) -> None:
    """`draw COUNTER`: the counter drawn from the bag into the asked colour's array."""
    asked = questions.pending(state)
    colour = asked["colour"]
    d = state.draw
    home = sum(state.households[colour].values())
    if home and not d["bagged"] and not d.get("housed", True):  # (a draw begun in an older save: no check)
        # units are always chosen from the household before the bag: at least one (2 (9) and its note, 4.2)
        raise RuleViolation("kings-castles.draw.household-first", "kings-castles.draw.household-first.none",
                            colour=colour, n=home)
    if not state.bag.get(counter):
        _not_in_bag(state, counter)
    state.add(state.bag, counter, -1)
    state.to_array(colour, counter)
    state.draw["left"] -= 1
    state.draw["bagged"] = True
    state.pending = None
    out.events.append(msg("kings-castles.draw.bag.done", "kings-castles.draw.bag", colour=colour, counter=counter,
                          left=state.draw["left"]))
    if not state.bag and state.destroyed:  # the last counter is out: the destroyed pile goes back in now (5.7)
        flow.refill_bag(state, out)


def rouen(state: State, out: Outcome, kind: str) -> None:
    """`rouen UNIT`: William I's free unit in Rouen, no attack needed (2 (11)): any unit of his array, a
    bare type (knight) meaning his own colour's."""
    asked = questions.pending(state)
    colour = asked["colour"]
    unit = kind if "-" in kind else f"{colour}-{kind}"
    if unit not in asked["units"]:
        raise RuleViolation("kings-castles.turn.rouen", "kings-castles.turn.rouen.unit", colour=colour, unit=unit,
                            units=list(asked["units"]))
    state.from_array(colour, unit)
    state.units[ROUEN] = unit
    state.pending = None
    state.after.pop(0)
    out.events.append(msg("kings-castles.turn.rouen.done", "kings-castles.turn.rouen", unit=unit))


def discard(state: State, out: Outcome, counter: str, n: int | None = None) -> None:
    """`discard COUNTER [N]`: counters beyond ten in the array go to the destroyed pile (4.2 (5)): as many
    as the array holds beyond ten, one kind a line."""
    n = n or 1
    asked = questions.pending(state)
    colour = asked["colour"]
    if counter not in state.arrays[colour]:
        raise RuleViolation("kings-castles.refill.discard", "kings-castles.refill.discard.not-held", colour=colour, counter=counter)
    held = state.arrays[colour].count(counter)
    if n > min(held, asked["left"]):
        raise RuleViolation("kings-castles.refill.discard", "kings-castles.refill.discard.too-many", colour=colour,
                            counter=counter, n=n, held=held, left=asked["left"])
    for _k in range(n):
        state.from_array(colour, counter)
        state.add(state.destroyed, counter)
    state.pending = None
    out.events.append(msg("kings-castles.refill.discard.done", "kings-castles.refill.discard", colour=colour,
                          counter=counter, n=n))


def size_and_region(a: int | str, b: int | str) -> tuple[int, str]:
    """A castle's size and its region, typed in either order."""
    if isinstance(a, str) and isinstance(b, int):
        a, b = b, a
    if not (isinstance(a, int) and isinstance(b, str)):
        raise InputError(N_("Name a castle's size (1-3) and a region, such as: castle 3 dublin"))
    return a, b


def castle(state: State, out: Outcome, a: int | str, b: int | str) -> None:
    """`castle SIZE REGION`: a castle of the king's array on any region without one (7), after the attacks."""
    size, region = size_and_region(a, b)
    king = state.king
    if king is None or state.phase != "attack":
        raise RuleViolation("kings-castles.turn.order", "kings-castles.turn.order.no-attack")
    if state.stage == "taxed":
        raise RuleViolation("kings-castles.turn.order", "kings-castles.turn.order.after-tax")
    if f"castle-{size}" not in state.arrays[king]:
        raise RuleViolation("kings-castles.castle.array", size=size, colour=king)
    if region in state.castles:
        raise RuleViolation("kings-castles.castle.one-per-region", region=region, size=state.castles[region])
    state.from_array(king, f"castle-{size}")
    state.castles[region] = size
    if state.stage == "attacks":
        out.why.append(step("kings-castles.turn.order", stage="castles"))
    state.stage = "castles"
    out.events.append(msg("kings-castles.castle.array.done", "kings-castles.castle.one-per-region", region=region, size=size))


def tax(state: State, out: Outcome) -> None:
    from referee.games.kings_castles import taxation

    taxation.tax(state, out)


def end(state: State, out: Outcome) -> None:
    """`end`: the king's actions are over."""
    if state.king is None or state.phase != "attack":
        raise RuleViolation("kings-castles.turn.order", "kings-castles.turn.order.no-attack")
    done = msg("kings-castles.turn.flip.end", "kings-castles.turn.flip", colour=state.king, box=state.box)
    out.events.append(done)
    out.why.append(done)  # `why` says it, and then what follows: the refill (flow._draw)
    flow.end_turn(state, out)
