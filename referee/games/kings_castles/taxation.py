"""Taxation (rulebook 8) and the final count (8.3, 10.4, 9.1): money is kept per colour and secret
until the end."""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.kings_castles.state import State



def incomes(state: State, doubled: set[str]) -> dict[str, int]:
    return {c: state.towns(c) * (2 if c in doubled else 1) for c in state.colours}


def tax(state: State, out: Outcome) -> None:
    """`tax`: the king flips a taxation marker; every colour takes its towns' value, the king double."""
    king = state.king
    if king is None or state.phase != "attack":
        raise RuleViolation("kings-castles.turn.order", "kings-castles.turn.order.no-attack")
    if state.stage == "taxed":
        raise RuleViolation("kings-castles.tax.once")
    if state.tax_left[king] <= 0:
        raise RuleViolation("kings-castles.tax.markers", colour=king)
    state.tax_left[king] -= 1
    state.stage = "taxed"
    got = incomes(state, {king})
    for c, n in got.items():
        state.money[c] += n
    for c in [king, *(c for c in state.colours if c != king and got[c])]:  # the king, then the others paid
        out.why.append(step("kings-castles.tax.income", colour=c, towns=state.towns(c), income=got[c]))
    out.events.append(msg("kings-castles.tax.income.done", "kings-castles.tax.income", colour=king, left=state.tax_left[king]))


def _final_incomes(state: State) -> dict[str, int]:
    return incomes(state, set(state.colours) if state.length == "full" else set())


def final(state: State, out: Outcome) -> None:
    """After the last reign: every colour's towns, doubled in the full game, at face value in the
    short game (on top of any taxation of the last king); the richest player wins. The game is over
    once the last reign has ended (flow: final, or count ... over)."""
    rule = "kings-castles.tax.final" if state.length == "full" else "kings-castles.tax.final-short"
    got = _final_incomes(state)
    for c, n in got.items():
        state.money[c] += n
        out.why.append(step(rule, colour=c, towns=state.towns(c), income=n))
    state.final = got
    totals = totals_by_player(state)
    best = max(totals.values())
    winners = [p for p in state.players if totals[p] == best]
    out.why.append(step("kings-castles.tax.winner", players=tuple(winners), money=best))
    out.events.append(msg("kings-castles.tax.winner.done", "kings-castles.tax.winner", players=tuple(winners), money=best))


def recount(state: State, out: Outcome) -> None:
    """A position corrected after the final count (`put unit`, `take`): the count is made again from the
    towns as they now stand, on the money the colours had before it, and the winner said again."""
    if not state.final or _final_incomes(state) == state.final:
        return
    for c, n in state.final.items():
        state.money[c] -= n
    rule = "kings-castles.tax.final" if state.length == "full" else "kings-castles.tax.final-short"
    recount = msg("kings-castles.tax.final.recount", rule)
    out.events.append(recount)
    out.why.append(recount)
    final(state, out)


def totals_by_player(state: State) -> dict[str, int]:
    """A player's money: the sum of their colours (two sets in a 2-player game, 9.1)."""
    return {p: sum(state.money[c] for c in state.sets[p]) for p in state.players}
