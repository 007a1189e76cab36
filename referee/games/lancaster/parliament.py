"""Phase II: three proposals voted left to right (■19), then the three current laws applied left to
right in the icon legend of ■20.
"""

from __future__ import annotations

from collections import Counter

from referee.core import Outcome, RuleViolation, msg, step
from referee.deck import Deck
from referee.games.lancaster import effects, facts
from referee.games.lancaster.questions import pending
from referee.games.lancaster.state import State
from referee.i18n import N_


# --- votes ---------------------------------------------------------------------------------------

def waiting(state: State) -> list[str]:
    return [p for p in state.order() if p not in state.ballots]


def vote(state: State, out: Outcome, player: str, choice: str, markers: int | None) -> None:
    markers = markers or 0
    if player in state.ballots:
        raise RuleViolation("lancaster.vote.ballot", "lancaster.vote.ballot.twice", player=player)
    if markers > state.markers[player]:
        raise RuleViolation("lancaster.vote.ballot", player=player, count=markers, have=state.markers[player])
    state.markers[player] -= markers
    state.ballots[player] = [1 if choice == "yes" else 0, markers]
    state.pending = None
    # ■19: chosen in secret, revealed together: the table hears that the ballot is in, not what it says
    out.events.append(msg("lancaster.vote.ballot.done", "lancaster.vote.ballot", player=player))
    if not waiting(state):
        _count(state, out, state.queue[0]["index"])
        state.queue.pop(0)


def _count(state: State, out: Outcome, index: int) -> None:
    law = state.proposals[index]
    yes = sum(1 + m for v, m in state.ballots.values() if v == 1)
    no = sum(1 + m for v, m in state.ballots.values() if v == 0)
    spent = sum(m for _v, m in state.ballots.values())
    for p in state.order():
        v, m = state.ballots[p]
        revealed = step("lancaster.vote.ballot", player=p, choice="yes" if v else "no", count=m, votes=1 + m)
        out.events.append(revealed)  # the simultaneous reveal
        out.why.append(revealed)
    state.supply["markers"] += spent
    state.ballots = {}
    passed = yes >= no
    state.proposals[index] = ""
    if passed:
        gone = state.laws.pop(0)
        state.laws.append(law)
        state.laws_gone.append(gone)
        out.why.append(step("lancaster.vote.count", "lancaster.vote.count.passed", law=law, yes=yes, no=no,
                            gone=gone))
        out.events.append(msg("lancaster.vote.count.passed", "lancaster.vote.count", law=law, yes=yes, no=no,
                              gone=gone))
    else:
        state.laws_gone.append(law)
        out.why.append(step("lancaster.vote.count", "lancaster.vote.count.rejected", law=law, yes=yes, no=no))
        out.events.append(msg("lancaster.vote.count.rejected", "lancaster.vote.count", law=law, yes=yes, no=no))
    out.why.append(step("lancaster.vote.markers", "lancaster.vote.markers.spent", count=spent))


def votes_done(state: State, out: Outcome) -> None:
    """After the third vote the unused markers go back to the supply too (■19)."""
    unused = 0
    for p in state.players:
        unused += state.markers[p]
        state.markers[p] = 0
    state.supply["markers"] += unused
    out.why.append(step("lancaster.vote.markers", count=unused))
    if unused:
        out.events.append(msg("lancaster.vote.markers.returned", "lancaster.vote.markers", count=unused))


# --- the laws apply --------------------------------------------------------------------------------

def stat(state: State, player: str, what: str, strength: int = 0) -> int:
    if what in ("coins", "servants", "markers", "pp"):
        return getattr(state, what)[player]
    if what == "nobles":
        return len(state.nobles[player])
    if what == "extensions":
        return len(state.extensions[player])
    if what == "counties":
        return len(state.counties_of(player))
    if what == "conflicts":
        return len(state.conflicts_of(player))
    if what == "knight":
        return sum(1 for _w, k in state.deployed(player) if k == strength)
    raise ValueError(what)


def apply_law(state: State, out: Outcome, slot: int) -> None:
    law = state.laws[slot] if slot < len(state.laws) else ""
    if not law:
        return
    effect = facts.law_effect(state, out, law, "lancaster.law.order")
    cond = effect.condition
    out.events.append(msg("lancaster.law.order.apply", "lancaster.law.order", law=law, slot=slot + 1,
                          text=effect.text))
    out.why.append(step("lancaster.law.order", law=law, slot=slot + 1, text=effect.text))
    tasks: list[dict] = []
    order = state.order()
    if cond[0] == "pay":
        tasks = [{"do": "ask-pay", "player": p, "law": law} for p in order]
    elif cond[0] == "most":
        values = {p: stat(state, p, cond[1], cond[2]) for p in order}
        best = max(values.values())
        winners = [p for p in order if values[p] == best]
        out.why.append(step("lancaster.law.most", law=law, stat=cond[1],
                            values=", ".join(f"{p} {values[p]}" for p in order), winners=winners))
        for p in winners:
            tasks += effects.grant(state, out, p, effect.rewards, 1, "lancaster.law.most")
    else:
        for p in order:
            times = _times(state, out, p, law, cond)
            if times:
                tasks += effects.grant(state, out, p, effect.rewards, times, _rule(cond))
    effects.push(state, tasks)


def _rule(cond: tuple) -> str:
    return "lancaster.law.per" if cond[0] == "per" else "lancaster.law.deployed"


def _times(state: State, out: Outcome, player: str, law: str, cond: tuple) -> int:
    kind = cond[0]
    if kind == "per":
        n, what, strength = cond[1], cond[2], cond[3]
        have = stat(state, player, what, strength)
        times = have // n
        out.why.append(step("lancaster.law.per", player=player, law=law, stat=what, have=have, per=n, times=times))
        return times
    deployed = sorted(k for _w, k in state.deployed(player))
    if kind == "none":
        ok = cond[1] not in deployed
        out.why.append(step("lancaster.law.deployed", N_("lancaster.law.deployed.none") if ok else
                            N_("lancaster.law.deployed.none-unmet"), player=player, law=law, strength=cond[1],
                            deployed=deployed or "none"))
        return int(ok)
    if kind == "deployed":
        needed = [int(c) for c in cond[1]]
        pool = list(deployed)
        ok = True
        for k in needed:
            if k in pool:
                pool.remove(k)
            else:
                ok = False
        out.why.append(step("lancaster.law.deployed", N_("lancaster.law.deployed.why") if ok else
                            N_("lancaster.law.deployed.why-unmet"), player=player, law=law, needed=needed,
                            deployed=deployed or "none"))
        return int(ok)
    if kind == "return":
        strength = cond[1]
        where = next((w for w, k in state.deployed(player) if k == strength), None)
        out.why.append(step("lancaster.law.deployed", N_("lancaster.law.deployed.return") if where is not None
                            else N_("lancaster.law.deployed.return-unmet"), player=player, law=law,
                            strength=strength))
        if where is None:
            return 0
        _return_to_stock(state, player, strength, where)
        out.events.append(msg("lancaster.law.deployed.returned", "lancaster.law.deployed", player=player,
                              strength=strength, where=where))
        return 1
    return 0


def _return_to_stock(state: State, player: str, strength: int, where: str) -> None:
    from referee.games.lancaster.state import COUNTIES, SLOTS

    if where in COUNTIES:
        _p, _k, servants = state.counties.pop(where)
        state.supply["servants"] += servants
    elif where in SLOTS:
        knights = state.conflict_space(where, player)
        knights.remove(strength)
        if not knights:
            conflict = state.conflicts[where]
            conflict["spaces"] = [s for s in conflict["spaces"] if s[0] != player]
    else:
        del state.castle[player][where]
    state.stock[player].append(strength)
    state.stock[player].sort()


def pay_limit(state: State, player: str, cond: tuple) -> int:
    return min(getattr(state, item)[player] // n for item, n in cond[1])


def pay(state: State, out: Outcome, times: int) -> None:
    asked = pending(state)
    player, law = asked.player, asked["law"]
    effect = facts.law_effect(state, out, law, "lancaster.law.pay")
    if times > pay_limit(state, player, effect.condition):  # said without the limit: it tells the coins (■3)
        raise RuleViolation("lancaster.law.pay", player=player, times=times, law=law)
    for item, n in effect.condition[1]:
        effects.pay(state, player, item, n * times, "lancaster.law.pay")
    state.queue.pop(0)
    state.pending = None
    out.why.append(step("lancaster.law.pay", player=player, law=law, times=times, text=effect.text))
    out.events.append(msg("lancaster.law.pay.done", "lancaster.law.pay", player=player, law=law, times=times))
    effects.push(state, effects.grant(state, out, player, effect.rewards, times, "lancaster.law.pay"))


# --- proposals revealed at the table ---------------------------------------------------------------

def _law_text(text: str) -> str:
    """A law card typed in the legend of ■20, checked; an unreadable one says how to type it."""
    from referee.games.lancaster import legend

    try:
        return legend.check_law(text)
    except legend.LegendError as exc:
        raise legend.law_error(exc) from None


def law_deck(state: State) -> Deck:
    """The law deck as the referee knows it: one card of each law of the catalog; those on the board
    (laws, proposals) or gone are seen; how many are left to draw."""
    seen = [*state.laws, *(p for p in state.proposals if p), *state.laws_gone]
    ids = dict.fromkeys([*facts.catalog_laws(), *seen])
    return Deck({law: 1 for law in ids}, left=state.law_deck, seen=dict(Counter(seen)))


def reveal_law(state: State, out: Outcome, law: str, text: str | None) -> None:
    from referee.games.lancaster import legend

    index = pending(state)["index"] - 1
    rule = "lancaster.law.deck"
    if law == "new":
        if not text:
            raise RuleViolation("lancaster.law.legend", "lancaster.law.legend.text-needed")
        text = _law_text(text)
        law = f"new-{sum(1 for k in state.law_texts if k.startswith('new-')) + 1}"
        state.law_texts[law] = text
    else:
        law_deck(state).check(law, rule, exhausted=N_("lancaster.law.deck.seen"), law=law)
        if law in facts.need(state, None, "laws.setup", "lancaster.setup.laws"):
            raise RuleViolation("lancaster.setup.laws", law=law)
        back = facts.peek(state, f"law.{law}.back") if f"law.{law}.back" in facts.shipped() else None
        if back == 0:
            raise RuleViolation("lancaster.setup.laws", law=law)
        known = facts.law_text(state, law)
        if text:
            text = _law_text(text)
            if known is not None and legend.parse(known) != legend.parse(text):
                raise RuleViolation("lancaster.law.legend", "lancaster.law.legend.mismatch", law=law, known=known,
                                    text=text, fact=f"law.{law}")
            if known is None:
                state.table_facts[f"law.{law}"] = text
        elif known is None:  # a printed text no one has typed yet: the line waits for it (lancaster.facts.table)
            raise facts.NeedFact("lancaster.law.legend", facts.fact(state, f"law.{law}"))
    state.proposals[index] = law
    state.law_deck -= 1
    state.queue.pop(0)
    state.pending = None
    out.events.append(msg("lancaster.law.deck.done", rule, law=law, index=index + 1,
                          text=facts.law_text(state, law), deck=state.law_deck))
