"""Standings: the money each player holds is secret until the final count (rulebook 8.2); before it,
the table sees only the towns each player holds (what taxation would pay at face value). The final
count is made as the last king's actions end, before the last refill, which changes no money."""

from __future__ import annotations

from referee.core import Msg, step
from referee.i18n import N_
from referee.games.kings_castles.state import State
from referee.games.kings_castles.taxation import totals_by_player


def towns_by_player(state: State) -> dict[str, int]:
    return {p: sum(state.towns(c) for c in state.sets[p]) for p in state.players}


def score_json(state: State) -> dict:
    """`score --json`: final, ranking and winners (the shared keys), each player's money as the score
    (before the final count too: the money as it stands, for scripts, as every game's JSON keeps every
    figure; the screens hide it until then, 8.2), the ranking following it (the richest wins, 3; the
    rulebook names no tie-break: `tiebreak` is empty and the richest share the win), each colour's
    money and the towns each player holds. The keys stay the same before and after the final count."""
    towns = towns_by_player(state)
    totals = totals_by_player(state)
    order = sorted(state.players, key=lambda p: -totals[p])
    ranking = [{"player": p, "rank": 1 + sum(1 for q in state.players if totals[q] > totals[p]),
                "score": totals[p], "tiebreak": [], "colours": {c: state.money[c] for c in state.sets[p]},
                "towns": towns[p]} for p in order]
    best = totals[order[0]] if order else 0
    return {"final": bool(state.final), "ranking": ranking,
            "winners": [p for p in order if totals[p] == best] if state.final else []}


def towns_ranking(state: State) -> list[dict]:
    """The standings `score` shows before the final count, when the money is secret (8.2): the towns each
    player holds (what taxation would pay at face value), most first."""
    towns = towns_by_player(state)
    return [{"player": p, "rank": 1 + sum(1 for q in state.players if towns[q] > towns[p]), "towns": towns[p]}
            for p in sorted(state.players, key=lambda p: -towns[p])]


TOTAL = {"full": N_("kings-castles.tax.final.total"), "short": N_("kings-castles.tax.final-short.total")}


def why(state: State) -> list[Msg]:
    if not state.final:
        # what a taxation would pay now, not money received: the money stays secret until the end (8.2)
        return [step("kings-castles.tax.income", "kings-castles.tax.income.now", colour=c, towns=state.towns(c))
                for c in state.colours]
    # after the final count: each colour's money, each player's (two colours each with two players), the richest
    final = "kings-castles.tax.final" if state.length == "full" else "kings-castles.tax.final-short"
    out = [step(final, TOTAL[state.length], colour=c, before=state.money[c] - state.final.get(c, 0),
                final=state.final.get(c, 0), money=state.money[c]) for c in state.colours]
    totals = totals_by_player(state)
    out += [step("kings-castles.tax.winner", "kings-castles.tax.winner.player", player=p,
                 colours=" + ".join(str(state.money[c]) for c in state.sets[p]), money=totals[p])
            for p in sorted(state.players, key=lambda p: -totals[p]) if len(state.sets[p]) > 1]
    out.append(step("kings-castles.tax.winner", players=tuple(p for p in state.players
                                                                   if totals[p] == max(totals.values())),
                    money=max(totals.values())))
    return out
