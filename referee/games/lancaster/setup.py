"""Set-up by the number of players (■1-■4, ■8, ■9). What chance decides (the conflict cards and
proposals revealed) and what the players choose (their first extension tile) is asked of the table.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from referee.core import Msg, RuleViolation, msg
from referee.games.lancaster import facts
from referee.games.lancaster.state import COUNTIES, LAW_SPACES, UPPER, State


def new_state(players: tuple[str, ...], given: dict[str, Any]) -> State:
    """The state after set-up, with the facts the game was started with (`given`)."""
    state = State(players=tuple(players), facts=given)
    n = len(players)

    def v(key: str, rule: str) -> Any:
        return facts.need(state, None, key, rule)

    knights = list(v("knights.set", "lancaster.setup.knights"))
    court = list(v("knights.court", "lancaster.setup.knights"))
    if Counter(court) - Counter(knights):  # facts of a board profile or a save that do not fit together
        raise RuleViolation("lancaster.setup.knights", "lancaster.setup.knights.court",
                            court="-".join(map(str, court)), knights="-".join(map(str, knights)))
    stock = list(knights)
    for k in court:
        stock.remove(k)
    state.supply = {"coins": v("supply.coins", "lancaster.setup.supply"),
                    "servants": v("supply.servants", "lancaster.setup.supply"),
                    "markers": v("supply.markers", "lancaster.setup.supply")}
    start = {"coins": v("start.coins", "lancaster.setup.supply"),
             "servants": v("start.servants", "lancaster.setup.supply"),
             "markers": v("start.markers", "lancaster.setup.supply")}
    for p in players:
        state.court[p] = sorted(court)
        state.stock[p] = sorted(stock)
        state.castle[p] = {}
        state.extensions[p] = []
        state.nobles[p] = []
        state.pp[p] = 0
        for what, amount in start.items():
            getattr(state, what)[p] = amount
            state.supply[what] -= amount
    per = v(f"nobles.per-county.{n}", "lancaster.setup.nobles")
    state.noble_stacks = {c: per for c in COUNTIES}
    state.nobles_box = v("nobles.total", "lancaster.setup.nobles") - per * len(COUNTIES)
    if state.nobles_box < 0:
        raise RuleViolation("lancaster.setup.nobles", "lancaster.setup.nobles.total", players=n, per=per,
                            counties=len(COUNTIES), total=state.nobles_box + per * len(COUNTIES))
    removed = v(f"conflict.removed.{n}", "lancaster.setup.conflicts")
    state.conflict_deck = v("conflict.numbered", "lancaster.setup.conflicts") - len(removed)
    if state.conflict_deck < 0:
        raise RuleViolation("lancaster.setup.conflicts", "lancaster.setup.conflicts.deck", players=n,
                            removed=len(removed), numbered=state.conflict_deck + len(removed))
    state.favours = list(v(f"favours.{n}", "lancaster.setup.favours"))
    state.laws = list(v("laws.setup", "lancaster.setup.laws"))
    state.proposals = [""] * LAW_SPACES
    state.law_deck = v("laws.deck", "lancaster.setup.laws")
    state.queue = [{"do": "phase", "phase": "setup"},
                   *({"do": "reveal-conflict", "slot": s} for s in UPPER),
                   *({"do": "reveal-law", "index": i} for i in range(LAW_SPACES)),
                   *({"do": "first-extension", "player": p} for p in players),
                   {"do": "round", "n": 1}]
    return state


def notes(state: State) -> list[Msg]:
    """What `new` tells the table: the set-up, and the facts that are unknown or only inferred."""
    n = len(state.players)
    out = [msg("lancaster.setup.players.summary", "lancaster.setup.players", players=n,
               nobles=state.noble_stacks["A"], removed=facts.peek(state, f"conflict.removed.{n}"),
               deck=state.conflict_deck, start=state.players[state.start])]
    used = [f"favours.{n}", "laws.setup"]
    for key in used:
        f = facts.fact(state, key)
        if f.known and f.uncertain:
            out.append(msg("lancaster.facts.table.uncertain", "lancaster.facts.table", fact=key,
                           value=", ".join(f.value) if isinstance(f.value, list) else f.value,
                           provenance=f.provenance, hint=f"referee board lancaster set {key} ..."))
    unknown = [k for k in facts.shipped() if facts.fact(state, k).value is None]
    if unknown:
        out.append(msg("lancaster.facts.table.unknown-list", "lancaster.facts.table", facts=unknown))
    return out
