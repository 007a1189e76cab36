"""Kings & Castles as a pure function: apply(state, action) -> Outcome, or RuleViolation. The state
passed in is never changed. `fact KEY VALUE` records a printed fact for this game (the map, the
chart, the counter mix); every other line goes through the core's turn skeleton."""

from __future__ import annotations

from referee import facts as facts_mod
from referee import turn
from referee.core import Msg, Outcome, RuleViolation, msg
from referee.games.kings_castles import flow, setup, taxation
from referee.games.kings_castles.board import GAME
from referee.games.kings_castles.questions import _ANSWERS, pending
from referee.games.kings_castles.render import ROMAN
from referee.games.kings_castles.state import State
from referee.i18n import N_
from referee.registry import Action
from referee.turn import Turn

SETUP = frozenset({"put unit", "put castle", "take", "put array", "take array", "put household", "put destroyed",
                   "put money", "put tax", "put crown", "put reign", "put first"})
ACTIONS = frozenset({"attack", "castle", "tax", "end"})

SKELETON_KEYS = (N_("kings-castles.turn.game-over"), N_("kings-castles.turn.pending.nothing"),
                 N_("kings-castles.put.pending.why"))

TURN = Turn(game=GAME, setup=SETUP, answers=_ANSWERS, pending=pending, settle=flow.settle,
            actions=ACTIONS)


def apply(state: State, action: Action) -> Outcome:
    if action.command == "fact":
        return _fact(state, *action.args)
    if state.over and state.pending is not None:  # the last refill, asked after the final count
        state = state.copy()
        state.over = False
    out = turn.apply(TURN, state, action)
    if action.command in SETUP:  # a position corrected after the final count: the count follows it
        taxation.recount(out.state, out)
    if out.state.final:  # the final count ends the game, whether or not the table types the last refill
        out.state.over = True
    return out


def _fact(state: State, key: str, text: str) -> Outcome:
    """`fact KEY VALUE`: a printed value typed in at the table for this game (provenance `table`)."""
    new = state.copy()
    out = Outcome(new)
    fact = facts_mod.shipped(GAME)[key]
    if key.startswith("counters.household."):  # the households are filled at set-up: new games only
        raise RuleViolation("kings-castles.facts.table", "kings-castles.facts.table.new-games", fact=key)
    roman = {v: str(k) for k, v in ROMAN.items()}  # the chart prints its bonuses I-IV
    if fact.type == "int" and text.strip().upper() in roman:
        text = roman[text.strip().upper()]
    from referee.games.kings_castles.game import GAME as SPEC

    value = SPEC.read_fact(fact, text)
    new.table_facts[key] = value
    new._board = None
    new.board  # noqa: B018 - built now: a value the map cannot use is refused here
    out.events.append(msg("kings-castles.facts.table.set", "kings-castles.facts.table", fact=key,
                          shown=facts_mod.format_value(value)))
    out.events += facts_mod.overriding(fact, value, "kings-castles.facts.table")
    if key.endswith((".symbols", ".country")):
        out.events += _banners_in_england(new)
    out.events += _recount_bag(state, new, key)
    taxation.recount(new, out)  # a town's value corrected after the final count: the count follows it
    return out


def _banners_in_england(state: State) -> list[Msg]:
    """A note when the facts put a banner in England, which the rulebook says has none (5.6 注意): enemy
    units could then invade England again. The table's board is still the truth: the note only asks."""
    b = state.board
    found = [r for r in b.regions_of("england") if b.has(r, "banner")]
    return [msg(N_("kings-castles.facts.table.banner-england"), "kings-castles.attack.banner",
                region=found)] if found else []


def _recount_bag(old: State, new: State, key: str) -> list[Msg]:
    """A counter count corrected during a game (the box holds more or fewer than the referee took):
    the difference goes into or out of the bag, where the counters not yet drawn are."""
    before = setup.bag_contents(old.colours, old.length, old.fact)
    after = setup.bag_contents(new.colours, new.length, new.fact)
    changes = []
    for counter in sorted(before.keys() | after.keys()):
        delta = after.get(counter, 0) - before.get(counter, 0)
        if delta < 0 and new.bag.get(counter, 0) < -delta:
            raise RuleViolation("kings-castles.facts.table", "kings-castles.facts.table.out-of-bag", fact=key,
                                counter=counter, n=-delta, bag=new.bag.get(counter, 0))
        if delta:
            new.add(new.bag, counter, delta)
            changes.append(msg("kings-castles.facts.table.bag", "kings-castles.facts.table", counter=counter,
                               change=f"{delta:+d}"))
    return changes


def place(word: str) -> str | None:
    """A region, country, map symbol or word in any of its names (a fact's value), as its id; a symbol
    also by the letter the map's legend gives it (A, P, B)."""
    from referee.games.kings_castles.game import GAME as SPEC
    from referee.games.kings_castles.render import SYMBOL

    letter = next((s for s, c in SYMBOL.items() if c == word.strip().upper()), None)
    term = SPEC.glossary.lookup(word, "region", "country", "word")
    return letter or (term.id if term is not None else None)
