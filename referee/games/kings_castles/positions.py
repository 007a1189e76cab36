"""`put` and `take`: setting up a position already on the table, without the move rules. Counters
come from the bag (else the destroyed pile, else the colour's household) and go back to the bag, so
every counter stays in exactly one place; only what the box cannot hold is refused."""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg
from referee.games.kings_castles.board import UNITS
from referee.games.kings_castles.state import State, colour_of, is_unit, split, spread
from referee.i18n import N_



def _colour(state: State, colour: str) -> None:
    if colour not in state.arrays:
        raise RuleViolation("kings-castles.put.components", "kings-castles.put.components.colour", colour=colour)


def _supply(state: State, counter: str) -> str:
    """Take one counter from where the box keeps it: the bag, the destroyed pile, a household; says which."""
    if state.bag.get(counter):
        state.add(state.bag, counter, -1)
        return "bag"
    if state.destroyed.get(counter):
        state.add(state.destroyed, counter, -1)
        return "destroyed"
    colour, kind = split(counter)
    if kind in UNITS and state.households.get(colour, {}).get(kind):
        state.households[colour][kind] -= 1
        return "household"
    raise RuleViolation("kings-castles.put.components", counter=counter)


# What a set-up line did besides placing: a counter taken from elsewhere than the bag, a piece it replaced.
_ELSEWHERE = {"destroyed": N_("kings-castles.put.components.from-destroyed"),
              "household": N_("kings-castles.put.components.from-household")}


def _taken(out: Outcome, counters: list[str], places: list[str]) -> None:
    for place, key in _ELSEWHERE.items():
        found = [c for c, p in zip(counters, places) if p == place]
        if found and place == "household":
            out.events.append(msg(key, None, counter=found, colour=colour_of(found[0])))
        elif found:
            out.events.append(msg(key, None, counter=found))


def _replaced(out: Outcome, region: str, old: str) -> None:
    out.events.append(msg("kings-castles.put.components.replaced", None, region=region, unit=old))


def put_unit(state: State, out: Outcome, region: str, counter: str) -> None:
    if not is_unit(counter):
        raise RuleViolation("kings-castles.put.components", "kings-castles.put.components.not-unit", counter=counter)
    colour = colour_of(counter)
    if colour != "enemy":
        _colour(state, colour)
    old = state.units.get(region)
    if old == counter:
        return
    place = _supply(state, counter)
    if old:
        state.add(state.bag, old)
    state.units[region] = counter
    out.events.append(msg("kings-castles.put.components.done-unit", None, region=region, unit=counter))
    _taken(out, [counter], [place])
    if old:
        _replaced(out, region, old)


def put_castle(state: State, out: Outcome, a: int | str, b: int | str) -> None:
    from referee.games.kings_castles.actions import size_and_region

    size, region = size_and_region(a, b)
    old = state.castles.get(region)
    if old == size:
        return
    place = _supply(state, f"castle-{size}")
    if old:
        state.add(state.bag, f"castle-{old}")
    state.castles[region] = size
    out.events.append(msg("kings-castles.put.components.done-castle", None, region=region, size=size))
    _taken(out, [f"castle-{size}"], [place])
    if old:
        _replaced(out, region, f"castle-{old}")


def take(state: State, out: Outcome, region: str) -> None:
    unit, castle = state.units.pop(region, None), state.castles.pop(region, None)
    if unit is None and castle is None:
        raise RuleViolation("kings-castles.put.occupied", "kings-castles.put.occupied.empty", region=region)
    if unit:
        state.add(state.bag, unit)
    if castle:
        state.add(state.bag, f"castle-{castle}")
    out.events.append(msg("kings-castles.put.components.done-take", None, region=region))


def put_array(state: State, out: Outcome, colour: str, counters: tuple[str, ...]) -> None:
    _colour(state, colour)
    placed, places = list(spread(counters)), []
    for counter in placed:
        places.append(_supply(state, counter))
        state.to_array(colour, counter)
    out.events.append(msg("kings-castles.put.components.done-array", None, colour=colour, n=len(state.arrays[colour])))
    _taken(out, placed, places)


def take_array(state: State, out: Outcome, colour: str, counters: tuple[str, ...]) -> None:
    _colour(state, colour)
    for counter in spread(counters):
        if counter not in state.arrays[colour]:
            raise RuleViolation("kings-castles.put.components", "kings-castles.put.components.not-in-array", colour=colour,
                                counter=counter)
        state.from_array(colour, counter)
        state.add(state.bag, counter)
    out.events.append(msg("kings-castles.put.components.done-array", None, colour=colour, n=len(state.arrays[colour])))


HOUSEHOLD_SPACES = 12  # the faction card's household spaces (2 (7))


def put_household(state: State, out: Outcome, colour: str, kind: str, n: int) -> None:
    _colour(state, colour)
    have = state.households[colour][kind]
    others = sum(state.households[colour].values()) - have
    if others + n > HOUSEHOLD_SPACES:
        raise RuleViolation("kings-castles.put.components", "kings-castles.put.components.household", colour=colour,
                            spaces=HOUSEHOLD_SPACES, others=others)
    counter = f"{colour}-{kind}"
    while have < n:
        if not state.bag.get(counter) and not state.destroyed.get(counter):
            raise RuleViolation("kings-castles.put.components", counter=counter)
        pile = state.bag if state.bag.get(counter) else state.destroyed
        state.add(pile, counter, -1)
        have += 1
    if have > n:
        state.add(state.bag, counter, have - n)
        have = n
    state.households[colour][kind] = have
    out.events.append(msg("kings-castles.put.components.done-household", None, colour=colour, unit=counter, n=n))


def put_destroyed(state: State, out: Outcome, counter: str, n: int) -> None:
    have = state.destroyed.get(counter, 0)
    if n > have:
        if state.bag.get(counter, 0) < n - have:
            raise RuleViolation("kings-castles.put.components", counter=counter)
        state.add(state.bag, counter, have - n)
    elif n < have:
        state.add(state.bag, counter, have - n)
    state.add(state.destroyed, counter, n - have)
    out.events.append(msg("kings-castles.put.components.done-destroyed", None, counter=counter, n=n))


def put_money(state: State, out: Outcome, colour: str, n: int) -> None:
    _colour(state, colour)
    state.money[colour] = n
    if state.final:  # after the final count the money is on the table: said, and the result follows it
        out.events.append(msg("kings-castles.put.components.done-money-open", None, colour=colour, n=n))
        return
    out.events.append(msg("kings-castles.put.components.done-money", None, colour=colour))


def put_tax(state: State, out: Outcome, colour: str, n: int) -> None:
    _colour(state, colour)
    most = 2 if state.length == "short" else 3
    if n > most:
        raise RuleViolation("kings-castles.tax.markers", "kings-castles.tax.markers.count", colour=colour, most=most)
    state.tax_left[colour] = n
    out.events.append(msg("kings-castles.put.components.done-tax", None, colour=colour, n=n))


def put_crown(state: State, out: Outcome, box: int, colour: str) -> None:
    if box > state.last_box:  # the short game plays boxes 1-12 only (9.3)
        raise RuleViolation("kings-castles.put.components", "kings-castles.put.components.box-unused", box=box,
                            last=state.last_box)
    old = state.crowns.get(str(box))
    if colour == "none":
        if old:
            del state.crowns[str(box)]
            state.crowns_left[old] += 1
    else:
        _colour(state, colour)
        if old != colour:
            if state.crowns_left[colour] <= 0:
                raise RuleViolation("kings-castles.put.components", "kings-castles.put.components.crowns", colour=colour)
            if old:
                state.crowns_left[old] += 1
            state.crowns[str(box)] = colour
            state.crowns_left[colour] -= 1
    out.events.append(msg("kings-castles.put.components.done-crown", None, box=box, colour=colour))


def put_first(state: State, out: Outcome, player: str) -> None:
    """Who won the lot and places the first crown (2 (10)); during a selection, who places next."""
    from referee.games.kings_castles import selection

    state.first = player
    sel = state.selection
    if sel is not None:
        sel.pop("tied", None)
        sel["order"], sel["at"], sel["first"] = selection.order(state, player, sel["lo"], sel["hi"]), 0, player
    out.events.append(msg("kings-castles.put.components.done-first", None, player=player))


def put_reign(state: State, out: Outcome, box: int) -> None:
    """The reign of box N begins now (its bonus first); the boxes before it are flipped."""
    if str(box) not in state.crowns or box > state.last_box:
        raise RuleViolation("kings-castles.put.components", "kings-castles.put.components.no-crown", box=box)
    state.flipped = [b for b in range(1, box) if str(b) in state.crowns]
    state.selection, state.draw, state.pending = None, None, None
    state.over, state.final = False, {}  # a finished game set back to a reign plays on
    state.after = [f"reign:{box}"]
    out.events.append(msg("kings-castles.put.components.done-reign", None, box=box))

