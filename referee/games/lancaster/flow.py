"""The round as a queue of steps, settled after every accepted line.

A step is a small dict ({"do": "county", "county": "D"}). `settle` runs steps from the head of the
queue until one needs the table's answer (it sets `state.pending` and stays at the head) or the game
is over; the queue runner is the core's (referee.turn.run), the steps and their handlers are here. Steps that ask ("ask-*", "placement", "vote", "county", "reveal-*") change nothing until
they are answered, so that a `put` may clear the question and have it asked again.
"""

from __future__ import annotations

from collections.abc import Callable

from referee import turn
from referee.core import Outcome, msg, step
from referee.games.lancaster import conflicts, effects, facts, parliament, placement, rewards, scoring
from referee.games.lancaster.questions import ask
from referee.games.lancaster.state import COUNTIES, DORSET, LAW_SPACES, UPPER, State
from referee.i18n import N_

PHASES = ("placement", "parliament", "laws", "counties", "castles", "conflicts", "final")


def round_steps(n: int) -> list[dict]:
    return [
        {"do": "phase", "phase": "placement"}, {"do": "placement"},
        {"do": "phase", "phase": "parliament"}, {"do": "vote", "index": 0}, {"do": "vote", "index": 1},
        {"do": "vote", "index": 2}, {"do": "votes-done"},
        {"do": "phase", "phase": "laws"}, {"do": "law", "slot": 0}, {"do": "law", "slot": 1},
        {"do": "law", "slot": 2},
        {"do": "phase", "phase": "counties"}, *({"do": "county", "county": c} for c in COUNTIES),
        {"do": "phase", "phase": "castles"}, {"do": "castles"}, {"do": "noble-markers"},
        {"do": "phase", "phase": "conflicts"}, {"do": "conflicts"},
        {"do": "end-round"},
    ]


def steps_from(phase: str, n: int) -> list[dict]:
    """The rest of round n from the start of a phase (for `put phase`)."""
    if phase == "final":
        return [{"do": "phase", "phase": "final"}, {"do": "final"}]
    steps = round_steps(n)
    k = next(i for i, s in enumerate(steps) if s.get("do") == "phase" and s.get("phase") == phase)
    return steps[k:]


def settle(state: State, out: Outcome, steps: list[dict] = ()) -> None:
    """Queue `steps` at the head, then run the queue (the core's runner, referee.turn.run)."""
    effects.push(state, list(steps))
    turn.run(state, out, state.queue, HANDLERS, "lancaster")


def _pop(state: State) -> dict:
    return state.queue.pop(0)


# --- set-up and rounds ----------------------------------------------------------------------------

def _phase(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    state.phase = task["phase"]
    out.events.append(msg("lancaster.round.phases.begin", "lancaster.round.phases", phase=task["phase"],
                          round=state.round))


def _round(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    state.round = task["n"]
    out.events.append(msg("lancaster.round.phases.round", "lancaster.round.phases", round=state.round,
                          start=state.players[state.start]))
    effects.push(state, round_steps(state.round))


def _end_round(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    # knights a set-up line put on a county or a castle space after its rewards go back to the court too
    for county in list(state.counties):
        rewards.county_return(state, out, county)
    for player in state.players:
        rewards.castle_return(state, out, player)
    rounds = facts.need(state, out, "rounds", "lancaster.round.phases")
    if state.round >= rounds:
        effects.push(state, [{"do": "phase", "phase": "final"}, {"do": "final"}])
        return
    out.why.append(step("lancaster.round.prepare", round=state.round + 1))
    effects.push(state, [{"do": "phase", "phase": "prepare"},
                         *({"do": "reveal-conflict", "slot": s} for s in UPPER),
                         {"do": "favours-up"},
                         *({"do": "reveal-law", "index": i} for i in range(LAW_SPACES)),
                         {"do": "round", "n": state.round + 1}])


def _favours_up(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    state.favours = list(facts.need(state, out, f"favours.{len(state.players)}", "lancaster.round.prepare"))


def _reveal_conflict(state: State, out: Outcome, task: dict) -> None:
    slot = task["slot"]
    if slot in state.conflicts or state.conflict_deck <= 0:
        _pop(state)
        return
    ask(state, "reveal-conflict", slot=slot, deck=state.conflict_deck)


def _reveal_law(state: State, out: Outcome, task: dict) -> None:
    i = task["index"]
    if state.proposals[i] or state.law_deck <= 0:
        _pop(state)
        return
    ask(state, "reveal-law", index=i + 1, deck=state.law_deck)


def _first_extension(state: State, out: Outcome, task: dict) -> None:
    player = task["player"]
    if state.extensions[player]:
        _pop(state)
        return
    ask(state, "extension", player=player, source="lancaster.setup.extension",
        spaces=effects.extension_options(state, player))


# --- phase I ----------------------------------------------------------------------------------------

def _placement(state: State, out: Outcome, task: dict) -> None:
    player = placement.next_placer(state, out, task)
    if player is None:
        _pop(state)
        return
    ask(state, "place", player=player, court=list(state.court[player]))


def _ask_favour(state: State, out: Outcome, task: dict) -> None:
    if not state.favours:
        _pop(state)
        return
    if not state.conflicts_of(task["player"]):  # a set-up line took the knight back out of the conflict (■15)
        _pop(state)
        said = step("lancaster.favour.take", "lancaster.favour.take.no-knight", player=task["player"])
        out.events.append(said)
        out.why.append(said)
        return
    favours = [f for f in state.favours if placement.usable(state, task["player"], f)]
    if not favours:  # those face up give nothing this player can take (■16): the knight takes none
        _pop(state)
        said = step("lancaster.favour.effects", "lancaster.favour.effects.none-usable", player=task["player"],
                    favours=list(state.favours))
        out.events.append(said)
        out.why.append(said)
        return
    ask(state, "favour", player=task["player"], favours=favours)


# --- phase II ---------------------------------------------------------------------------------------

def _vote(state: State, out: Outcome, task: dict) -> None:
    i = task["index"]
    if not state.proposals[i]:
        _pop(state)
        return
    ask(state, "vote", index=i + 1, law=state.proposals[i], waiting=parliament.waiting(state))


def _votes_done(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    parliament.votes_done(state, out)


def _law(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    parliament.apply_law(state, out, task["slot"])


def _ask_pay(state: State, out: Outcome, task: dict) -> None:
    player, law = task["player"], task["law"]
    effect = facts.law_effect(state, out, law, "lancaster.law.pay")
    limit = parliament.pay_limit(state, player, effect.condition)
    # Asked unless no player could pay even once between them: a player's coins and servants lie behind
    # the screen (■3, ■16), so passing over the player would tell the table they are short.
    if parliament.pay_limit(state.public(), player, effect.condition) <= 0:
        _pop(state)
        said = step("lancaster.law.pay", "lancaster.law.pay.cannot", player=player, law=law)
        out.events.append(said)  # said at the table too: the next answer is the next player's
        out.why.append(said)
        return
    ask(state, "pay", player=player, law=law, max=limit)


# --- choices that rewards leave to the player ----------------------------------------------------------

def _ask_upgrade(state: State, out: Outcome, task: dict) -> None:
    player = task["player"]
    mode = effects.mode_of(task)
    options = effects.upgrade_options(state, player, mode)
    if not options:
        _pop(state)
        said = step("lancaster.knight.upgrade", _no_upgrade(state, player, mode), player=player, strength=mode)
        out.why.append(said)
        out.events.append(said)
        return
    if isinstance(mode, int) and len(options) == 1:
        _pop(state)
        k, where = options[0]
        effects.upgrade(state, out, player, k, where, task["source"])
        return
    ask(state, "upgrade", player=player, mode=task.get("mode", "any"), source=task["source"],
        options=[f"{k}@{w}" for k, w in options])


def _no_upgrade(state: State, player: str, mode) -> str:
    """Why an upgrade gives nothing: no knight it may take, or none whose next strength is in the stock."""
    if effects.upgrade_candidates(state, player, mode):
        return N_("lancaster.knight.upgrade.impossible")
    if mode is None:
        return N_("lancaster.knight.upgrade.no-knight")
    if mode == "deployed":
        return N_("lancaster.knight.upgrade.no-placed")
    return N_("lancaster.knight.upgrade.no-placed-strength")


def _ask_extension(state: State, out: Outcome, task: dict) -> None:
    player = task["player"]
    options = effects.extension_options(state, player)
    if not options:
        _pop(state)
        out.why.append(step("lancaster.castle.extension", "lancaster.castle.extension.none-left", player=player))
        return
    ask(state, "extension", player=player, source=task["source"], spaces=options)


def _ask_noble(state: State, out: Outcome, task: dict) -> None:
    player = task["player"]
    options = effects.noble_options(state, player)
    if not options:
        _pop(state)
        out.why.append(step("lancaster.noble.unique", "lancaster.noble.unique.none-left", player=player))
        return
    ask(state, "noble", player=player, source=task["source"], counties=options)


# --- phase III ----------------------------------------------------------------------------------------

def _county(state: State, out: Outcome, task: dict) -> None:
    county = task["county"]
    held = state.counties.get(county)
    if held is None:
        _pop(state)
        return
    ask(state, "county", player=held[0], county=county, nobles=state.noble_stacks.get(county, 0))


def _county_return(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    rewards.county_return(state, out, task["county"])


def _ask_dorset(state: State, out: Outcome, task: dict) -> None:
    player, county = task["player"], task.get("county", DORSET)
    held = state.counties.get(county)
    options = rewards.dorset_options(state, player)
    if held is None or held[0] != player or not options:
        _pop(state)
        said = step("lancaster.county.dorset", "lancaster.county.dorset.nowhere", player=player)
        out.events.append(said)  # the reward gives nothing: said at the table, not only in why
        out.why.append(said)
        return
    ask(state, "dorset", player=player, county=county, slots=options)


def _ask_surrey(state: State, out: Outcome, task: dict) -> None:
    ask(state, "surrey", player=task["player"], start=state.players[state.start])


# --- phase IV -----------------------------------------------------------------------------------------

def _castles(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    effects.push(state, [{"do": "castle", "player": p} for p in state.order()])


def _castle(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    rewards.castle(state, out, task["player"])


def _ask_castle(state: State, out: Outcome, task: dict) -> None:
    player = task["player"]
    # The spaces the rules allow, whatever servants or coins the player holds behind the screen (■3, ■16):
    # a space they cannot afford is refused when named, saying what it costs (lancaster.pay.afford).
    options = rewards.castle_options(state.public(), player, task["spaces"])
    if not options:
        _pop(state)
        out.why.append(step("lancaster.castle.reward", "lancaster.castle.reward.cannot", player=player,
                            spaces=task["spaces"]))
        return
    ask(state, "castle", player=player, spaces=options)


def _castle_return(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    rewards.castle_return(state, out, task["player"])


def _noble_markers(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    rewards.noble_markers(state, out)


# --- phase V ------------------------------------------------------------------------------------------

def _conflicts(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    order = conflicts.order(state)
    out.why.append(step("lancaster.conflict.order", slots=order or ["-"]))
    effects.push(state, [{"do": "conflict", "slot": s} for s in order])


def _conflict(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    if task["slot"] in state.conflicts:
        conflicts.resolve(state, out, task["slot"])


def _ask_ransom(state: State, out: Outcome, task: dict) -> None:
    player, slot = task["player"], task["slot"]
    if slot not in state.conflicts:  # the card was taken out of the game (take conflict) meanwhile
        _pop(state)
        return
    knights, rate = conflicts.ransom_options(state, player, slot)
    # Passed over only when no player could pay the cheapest ransom: the coins lie behind the screen (■3).
    if not knights or state.public().coins[player] < min(knights) * rate:
        _pop(state)
        if knights:  # said at the table too: the next answer is the next player's
            said = step("lancaster.conflict.prisoners", "lancaster.conflict.prisoners.cannot", player=player,
                        knights=knights)
            out.events.append(said)
            out.why.append(said)
        return
    ask(state, "ransom", player=player, slot=slot, knights=knights, rate=rate, coins=state.coins[player])


def _conflict_out(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    conflicts.conflict_out(state, out, task["slot"])


def _final(state: State, out: Outcome, task: dict) -> None:
    _pop(state)
    scoring.final(state, out)


HANDLERS: dict[str, Callable[[State, Outcome, dict], None]] = {
    "phase": _phase,
    "round": _round,
    "end-round": _end_round,
    "favours-up": _favours_up,
    "reveal-conflict": _reveal_conflict,
    "reveal-law": _reveal_law,
    "first-extension": _first_extension,
    "placement": _placement,
    "ask-favour": _ask_favour,
    "vote": _vote,
    "votes-done": _votes_done,
    "law": _law,
    "ask-pay": _ask_pay,
    "ask-upgrade": _ask_upgrade,
    "ask-extension": _ask_extension,
    "ask-noble": _ask_noble,
    "county": _county,
    "county-return": _county_return,
    "ask-dorset": _ask_dorset,
    "ask-surrey": _ask_surrey,
    "castles": _castles,
    "castle": _castle,
    "ask-castle": _ask_castle,
    "castle-return": _castle_return,
    "noble-markers": _noble_markers,
    "conflicts": _conflicts,
    "conflict": _conflict,
    "ask-ransom": _ask_ransom,
    "conflict-out": _conflict_out,
    "final": _final,
}
