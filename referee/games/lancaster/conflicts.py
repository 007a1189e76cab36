"""Conflicts with France: cards revealed at the table, and phase V (■26).

Slots: the upper row (u1, u2) holds first battles, the lower row (l1, l2) second battles; a card
France wins the first time moves straight down with its knights. The lower row is resolved first,
left to right, then the upper row, so that a card moving down finds its place free.
"""

from __future__ import annotations

from collections import Counter

from referee.core import InputError, Outcome, RuleViolation, msg, step
from referee.deck import Deck
from referee.games.lancaster import effects, facts, legend
from referee.games.lancaster.questions import pending
from referee.games.lancaster.state import LOWER, SLOTS, UPPER, State
from referee.i18n import N_

ORDER = LOWER + UPPER


# --- cards revealed at the table -------------------------------------------------------------------

def card_id(strength: int, points: list[int]) -> str:
    return f"{strength}:{'-'.join(map(str, points))}"


def deck(state: State) -> Deck:
    """The conflict deck as the referee knows it: the catalog of the numbered cards (ids "7:5-3-1")
    when the table has given it, else counts only; the cards seen; how many are left to draw."""
    cards = facts.peek(state, "conflict.cards")
    composition = dict(Counter(cards)) if cards is not None else {}
    seen = dict(Counter(c for c in state.cards_seen if c in composition))
    return Deck(composition, left=state.conflict_deck, seen=seen)


def catalog_left(state: State) -> list[tuple[int, list[int]]] | None:
    """The catalog's cards not yet seen, in catalog order, or None when the table has not given it."""
    cards = facts.peek(state, "conflict.cards")
    if cards is None:
        return None
    skip = dict(deck(state).seen)  # the first copies of each card seen are the ones gone
    left = []
    for c in cards:
        if skip.get(c, 0) > 0:
            skip[c] -= 1
        else:
            left.append(legend.parse_card(c))
    return left


def check_in_game(state: State, out: Outcome, strength: int) -> None:
    """The cards removed at set-up for this many players are not in the game (lancaster.setup.conflicts)."""
    removed = facts.need(state, out, f"conflict.removed.{len(state.players)}", "lancaster.setup.conflicts")
    if strength in removed:
        raise RuleViolation("lancaster.setup.conflicts", players=len(state.players), strength=strength,
                            removed=removed)


def reveal(state: State, out: Outcome, strength: int, points: list[int] | None) -> None:
    slot = pending(state)["slot"]
    rule = "lancaster.conflict.card"
    check_in_game(state, out, strength)
    if points is not None:
        legend.check_card(strength, points)
    left = catalog_left(state)
    if left is not None:
        matching = [p for s, p in left if s == strength]
        if not matching:
            raise RuleViolation(rule, "lancaster.conflict.card.not-left", strength=strength)
        if points is None:
            if len({tuple(p) for p in matching}) > 1:
                raise InputError(N_("Several cards with French strength {strength} are left ({cards}): "
                                    "add the points, such as: reveal conflict {strength} {first}"),
                                 strength=strength, cards=", ".join("-".join(map(str, p)) for p in matching),
                                 first="-".join(map(str, matching[0])))
            points = matching[0]
        elif points not in matching:
            raise RuleViolation(rule, "lancaster.conflict.card.mismatch", strength=strength,
                                points="-".join(map(str, points)),
                                cards=", ".join("-".join(map(str, p)) for p in matching))
    elif points is None:
        raise RuleViolation(rule, "lancaster.conflict.card.points", strength=strength)
    else:
        legend.check_card(strength, points)
    state.conflicts[slot] = {"france": strength, "points": list(points), "battle": 1 if slot in UPPER else 2,
                             "spaces": []}
    # checked above card by card, with the messages of the strength and the points; the deck agrees
    deck(state).check(card_id(strength, points), rule, unknown="lancaster.conflict.card.not-left",
                      exhausted="lancaster.conflict.card.not-left", strength=strength)
    state.conflict_deck -= 1
    state.cards_seen.append(card_id(strength, points))
    state.queue.pop(0)
    state.pending = None
    out.events.append(msg("lancaster.conflict.card.done", rule, slot=slot, strength=strength,
                          points="-".join(map(str, points)), deck=state.conflict_deck))


# --- phase V ------------------------------------------------------------------------------------------

def order(state: State) -> list[str]:
    return [s for s in ORDER if s in state.conflicts]


def resolve(state: State, out: Outcome, slot: str) -> None:
    conflict = state.conflicts[slot]
    spaces = conflict["spaces"]
    france = conflict["france"]
    total = sum(sum(k) for _p, k in spaces)
    england = total >= france
    second = conflict["battle"] == 2
    out.why.append(step("lancaster.conflict.england-wins" if england else "lancaster.conflict.france-wins",
                        None if spaces else N_("lancaster.conflict.france-wins.empty-why"), slot=slot, total=total,
                        france=france,
                        knights=", ".join(f"{p} {'+'.join(map(str, k))}" for p, k in spaces)))
    # Ranking: more strength first; equal strength, the lower (later) space first.
    if second:
        out.why.append(step("lancaster.conflict.second-battle", None if england else
                            N_("lancaster.conflict.second-battle.lost-why"), slot=slot))
    ranked = sorted(range(len(spaces)), key=lambda i: (-sum(spaces[i][1]), -i))
    points = list(conflict["points"]) if england else list(conflict["points"][1:])
    if spaces:
        out.why.append(step("lancaster.conflict.ranking", slot=slot,
                            ranking=", ".join(f"{n + 1}. {spaces[i][0]} {sum(spaces[i][1])}"
                                              for n, i in enumerate(ranked))))
    for n, i in enumerate(ranked):
        player = spaces[i][0]
        got = points[n] if n < len(points) else 0
        if got:
            state.pp[player] += got
        out.why.append(step("lancaster.conflict.points", None if england else N_("lancaster.conflict.points.shifted"),
                            player=player, place=n + 1, points=got, row="-".join(map(str, conflict["points"]))))
    if england:
        out.events.append(msg("lancaster.conflict.england-wins.done", "lancaster.conflict.england-wins", slot=slot,
                              total=total, france=france,
                              awards=", ".join(f"{spaces[i][0]} +{points[n] if n < len(points) else 0}"
                                               for n, i in enumerate(ranked)) or "-"))
        for player, knights in spaces:
            state.court[player] += knights
            state.court[player].sort()
        del state.conflicts[slot]
        return
    awards = ", ".join(f"{spaces[i][0]} +{points[n] if n < len(points) else 0}" for n, i in enumerate(ranked)) or "-"
    if not second:
        target = _lower_slot(state, slot)
        key = N_("lancaster.conflict.france-wins.done") if spaces else N_("lancaster.conflict.france-wins.empty")
        out.events.append(msg(key, "lancaster.conflict.france-wins", slot=slot, total=total, france=france,
                              awards=awards, target=target or slot))
        conflict["battle"] = 2
        if target is not None:
            del state.conflicts[slot]
            state.conflicts[target] = conflict
        return
    if spaces:
        out.events.append(msg("lancaster.conflict.second-battle.lost", "lancaster.conflict.second-battle", slot=slot,
                              total=total, france=france, awards=awards))
    else:
        out.events.append(msg("lancaster.conflict.second-battle.empty", "lancaster.conflict.second-battle", slot=slot,
                              france=france))
    tasks = [{"do": "ask-ransom", "player": p, "slot": slot} for p in state.order()
             if state.conflict_space(slot, p) is not None]
    tasks.append({"do": "conflict-out", "slot": slot})
    effects.push(state, tasks)


def _lower_slot(state: State, slot: str) -> str | None:
    below = "l" + slot[1]
    if slot in UPPER and below not in state.conflicts:
        return below
    for s in LOWER:
        if s not in state.conflicts:
            return s
    return None


def ransom_options(state: State, player: str, slot: str) -> tuple[list[int], int]:
    knights = state.conflict_space(slot, player) or []
    return list(knights), facts.peek(state, "conflict.ransom") or 0


def ransom(state: State, out: Outcome, choices: tuple) -> None:
    effects.one_choice(choices)
    asked = pending(state)
    player, slot = asked.player, asked["slot"]
    rate = facts.need(state, out, "conflict.ransom", "lancaster.conflict.prisoners")
    held = list(state.conflict_space(slot, player))
    chosen: list[int] = []
    if "all" in choices:
        chosen = list(held)
    elif "none" not in choices:
        pool = list(held)
        for k in choices:
            if k not in pool:  # none of that strength, or fewer than the line names
                key = N_("lancaster.conflict.prisoners.too-many") if k in held else \
                    N_("lancaster.conflict.prisoners.not-held")
                raise RuleViolation("lancaster.conflict.prisoners", key, player=player, strength=k, knights=held,
                                    n=held.count(k))
            pool.remove(k)
            chosen.append(k)
    cost = sum(chosen) * rate
    effects.pay(state, player, "coins", cost, "lancaster.conflict.prisoners")
    knights = state.conflict_space(slot, player)
    for k in chosen:
        knights.remove(k)
        state.court[player].append(k)
    state.court[player].sort()
    state.queue.pop(0)
    state.pending = None
    why = N_("lancaster.conflict.prisoners.why") if knights else N_("lancaster.conflict.prisoners.why-all")
    if not chosen:
        why = N_("lancaster.conflict.prisoners.why-none")
    out.why.append(step("lancaster.conflict.prisoners", why, player=player, knights=chosen, cost=cost,
                        rate=rate, lost=sorted(knights)))
    out.events.append(msg(N_("lancaster.conflict.prisoners.done") if chosen else N_("lancaster.conflict.prisoners.none"),
                          "lancaster.conflict.prisoners", player=player, knights=chosen, cost=cost))


def conflict_out(state: State, out: Outcome, slot: str) -> None:
    """The card leaves the game; knights not ransomed go back to the stock."""
    conflict = state.conflicts.pop(slot, None)
    if conflict is None:
        return
    for player, knights in conflict["spaces"]:
        if knights:
            state.stock[player] += knights
            state.stock[player].sort()
            out.why.append(step("lancaster.conflict.prisoners", "lancaster.conflict.prisoners.lost", player=player,
                                knights=sorted(knights)))
            out.events.append(msg("lancaster.conflict.prisoners.lost", "lancaster.conflict.prisoners", player=player,
                                  knights=sorted(knights)))
