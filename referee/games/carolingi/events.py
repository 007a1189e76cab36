"""Event tiles (rulebook 4): the Archivum card revealed, a country card into its region's slots or a full
region emptied onto the board (4.1), and the hunger card (4.2)."""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.carolingi.board import adjacency_keys, component, uncertain_keys
from referee.games.carolingi.questions import ask, done
from referee.games.carolingi.state import State
from referee.i18n import N_


def note_map(state: State, out: Outcome, keys: list[str]) -> None:
    """Say once per line that a ruling rests on provisional map data, and how to correct it."""
    found = uncertain_keys(state.facts, state.table_facts, keys)
    if not found:
        return
    note = msg("carolingi.facts.table.uncertain", "carolingi.facts.table", facts=found)
    if note not in out.events:
        out.events.append(note)
        out.why.append(note)


def no_rebel_left(out: Outcome, country: str) -> None:
    """A rebel the rules place where the supply has none left: none is placed, and the table is told."""
    told = msg("carolingi.supply.rebels.none", "carolingi.supply.rebels", country=country)
    out.events.append(told)
    out.why.append(told)


# --- 4.1 country cards --------------------------------------------------------------------------------------

def card(state: State, out: Outcome, which: str) -> None:
    """`card COUNTRY` / `card hunger`: the top card of the Archivum, as revealed."""
    if which == "hunger":
        if state.archive_hunger < 1:
            raise RuleViolation("carolingi.event.card", "carolingi.event.card.no-hunger")
        state.archive_hunger -= 1
        state.hunger_played += 1
        done(state)
        out.events.append(msg("carolingi.hunger.capacity.card", "carolingi.hunger.capacity"))
        state.queue.insert(0, {"do": "hunger", "todo": list(state.board.countries)})
        return
    if which not in state.archive:  # why not, as far as the table can see
        if which not in state.board.countries:
            raise RuleViolation("carolingi.event.card", "carolingi.event.card.not-in-play", country=which)
        if which in state.board.homelands:
            raise RuleViolation("carolingi.event.card", "carolingi.event.card.homeland", country=which)
        if any(which in cards for cards in state.slots.values()):
            raise RuleViolation("carolingi.event.card", "carolingi.event.card.in-slot", country=which)
        raise RuleViolation("carolingi.event.card", "carolingi.event.card.not-there", country=which)
    state.archive.remove(which)
    done(state)
    insert(state, out, which)


def insert(state: State, out: Outcome, country: str) -> None:
    b = state.board
    region = b.region_of[country]
    note_map(state, out, [f"country.{country}.region"])
    if len(state.slots[region]) < b.slots(region):  # 4.1 A
        _slide(state, out, region, country)
        return
    # 4.1 B: the region's slots are full
    told = msg("carolingi.event.full-region.start", "carolingi.event.full-region", region=region, country=country,
               cards=list(state.slots[region]))
    out.events.append(told)
    out.why.append(told)
    for c in state.slots[region]:  # B.1 neglected followers rebel
        if state.card_followers.get(c):
            continue
        if state.rebel_supply() > 0:
            state.card_rebels[c] = state.card_rebels.get(c, 0) + 1
            told = step("carolingi.event.full-region", "carolingi.event.full-region.rebel", country=c)
            out.events.append(told)  # the table puts the rebel on the card: it must be told, not only `why`
            out.why.append(told)
        else:
            no_rebel_left(out, c)
    for c in list(state.slots[region]):  # B.2 everything onto the board
        empty_card(state, out, c)
    state.discard += state.slots[region]  # B.3
    state.slots[region] = []
    _slide(state, out, region, country)  # B.4


def _slide(state: State, out: Outcome, region: str, country: str) -> None:
    state.slots[region].append(country)
    told = msg("carolingi.event.card.slot", "carolingi.event.card", country=country, region=region)
    out.events.append(told)
    out.why.append(told)
    if state.archive_rebels > 0:  # 3.4: the surplus rebels ride on the next cards
        state.archive_rebels -= 1
        state.card_rebels[country] = state.card_rebels.get(country, 0) + 1
        told = step("carolingi.year.rebels", "carolingi.year.rebels.release", country=country,
                    left=state.archive_rebels)
        out.events.append(told)  # the table puts the rebel on the card
        out.why.append(told)


def empty_card(state: State, out: Outcome, card: str, rule: str = "carolingi.event.full-region") -> None:
    """Move the followers and rebels of a card onto its country; rebels in a forest spread (4.1 B.2).
    `rule` names the ruling that empties the card (a full region, or Influence C)."""
    for p, n in sorted(state.card_followers.pop(card, {}).items()):
        state.add(card, p, n)
        out.why.append(step(rule, "carolingi.event.full-region.followers", country=card, player=p, n=n))
    rebels = state.card_rebels.pop(card, 0)
    if rebels:
        state.rebels[card] = state.rebels.get(card, 0) + rebels
        out.why.append(step(rule, "carolingi.event.full-region.rebels", country=card, n=rebels))
        if card in state.board.forests:
            spread(state, out, card)


def spread(state: State, out: Outcome, forest: str) -> None:
    """A rebel reaching a forest stirs up every neighbour, whatever its region; not another forest and
    not a homeland; no chain."""
    b = state.board
    note_map(state, out, adjacency_keys(forest))
    for n in b.neighbours[forest]:
        if n in b.forests:
            out.why.append(step("carolingi.event.forest-spread", "carolingi.event.forest-spread.forest", country=n))
        elif state.owner_of_homeland(n):
            out.why.append(step("carolingi.event.forest-spread", "carolingi.event.forest-spread.homeland", country=n))
        elif state.add_rebels(n, 1):
            told = msg("carolingi.event.forest-spread.rebel", "carolingi.event.forest-spread", forest=forest, country=n)
            out.events.append(told)
            out.why.append(told)
        else:
            no_rebel_left(out, n)


# --- 4.2 hunger -----------------------------------------------------------------------------------------------------

def capacity(state: State, country: str) -> int:
    if state.owner_of_homeland(country):
        return component("homeland_capacity")
    return 1 + state.development.get(country, 0)


def _hunger(state: State, out: Outcome, task: dict) -> None:
    """Check every country in turn; where the majority player must choose, ask them."""
    todo = task["todo"]
    while todo:
        c = todo[0]
        counts = state.followers.get(c, {})
        cap = capacity(state, c)
        excess = sum(counts.values()) - cap
        if excess <= 0:
            todo.pop(0)
            continue
        best = max(counts.values())
        top = [p for p, n in counts.items() if n == best]
        if len(counts) == 1:
            (p,) = counts
            _remove(state, out, c, {p: excess}, "alone")
        elif len(top) > 1:
            removed = {p: 0 for p in counts}
            left = dict(counts)
            while sum(left.values()) > cap:  # equal removal, round by round, from everyone represented
                for p in list(left):
                    if left[p] > 0:
                        left[p] -= 1
                        removed[p] += 1
            _remove(state, out, c, {p: n for p, n in removed.items() if n}, "tie")
        else:
            ask(state, "hunger", player=top[0], country=c, excess=excess, capacity=cap,
                represented=sorted(counts))
            return
        todo.pop(0)
    state.queue.pop(0)


def _remove(state: State, out: Outcome, country: str, removed: dict[str, int], how: str) -> None:
    for p, n in sorted(removed.items()):
        state.add(country, p, -n)
        state.leudes[p] += n
    out.events.append(msg("carolingi.hunger.capacity.removed", "carolingi.hunger.capacity", country=country,
                          removed=[f"{p} {n}" for p, n in sorted(removed.items())],
                          capacity=capacity(state, country)))
    rule = "carolingi.hunger.tie" if how == "tie" else "carolingi.hunger.capacity"
    out.why.append(step(rule, country=country, removed=[f"{p} {n}" for p, n in sorted(removed.items())],
                        capacity=capacity(state, country)))
    if state.owner_of_homeland(country):
        out.why.append(step("carolingi.hunger.rebels", "carolingi.hunger.rebels.homeland", country=country))
    elif state.add_rebels(country, 1):
        told = msg("carolingi.hunger.rebels.placed", "carolingi.hunger.rebels", country=country)
        out.events.append(told)
        out.why.append(told)
    else:
        no_rebel_left(out, country)


def remove(state: State, out: Outcome, victims: tuple[str, ...]) -> None:
    """`remove PLAYER [N]...`: the majority player names the followers to leave the country, one per name
    or a name and how many."""
    from referee.games.carolingi.actions import counted
    from referee.games.carolingi.questions import pending

    asked = pending(state)
    c, excess = asked["country"], asked["excess"]
    want: dict[str, int] = {}
    for (p,), n in counted(victims, 1) or ():  # a number after a name says how many of theirs: Ben 3
        if n is not None and n < 1:
            raise RuleViolation("carolingi.hunger.choice", "carolingi.hunger.choice.count", country=c,
                                excess=excess)
        want[p] = want.get(p, 0) + (1 if n is None else n)
    if sum(want.values()) != excess:
        raise RuleViolation("carolingi.hunger.choice", "carolingi.hunger.choice.count", country=c, excess=excess)
    for p, n in want.items():
        if state.count(c, p) < n:
            raise RuleViolation("carolingi.hunger.choice", "carolingi.hunger.choice.absent" if state.count(c, p)
                                else "carolingi.hunger.choice.none", country=c, player=p, n=state.count(c, p))
    state.pending = None
    out.why.append(step("carolingi.hunger.choice", "carolingi.hunger.choice.why", country=c,
                        player=asked["player"], excess=excess,
                        moved=[f"{p} {n}" for p, n in sorted(want.items())]))
    _remove(state, out, c, want, "choice")
    task = state.queue[0]
    task["todo"] = task["todo"][1:]


HANDLERS = {"hunger": _hunger}

# The derivations of the hunger, by the rule applied (step(rule) with the rule in a variable).
_WHY = (N_("carolingi.hunger.capacity.why"), N_("carolingi.hunger.tie.why"))
