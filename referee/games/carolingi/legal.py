"""Carolingi: the legal lines of each command now (referee/legal.py asks them), in the rules' order.

What comes out of the bag and of the Archivum is the table's (`draw`, `card`, `reveal` are a sample of
what may be typed: every tile a player may still have, every card the Archivum may still hold). The
actions are generated with their counts written out (COUNTRY N ...): a line that leaves a count out
has the same outcome as the one with 1. Moves are generated one group per line.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, combinations_with_replacement
from typing import Any

from referee.games.carolingi import control, flow, peace
from referee.games.carolingi.actions import levy_amount
from referee.games.carolingi.board import component
from referee.games.carolingi.state import ACTION_TILES, State
from referee.registry import canonical
from referee.turn import Pending


def _cmd(name: str):
    from referee.games.carolingi.game import COMMANDS

    return next(c for c in COMMANDS if c.name == name)


def _line(name: str, *values: Any) -> str:
    return canonical(_cmd(name), values)


def _distributions(places: list[str], total: int, cap: dict[str, int]) -> Iterator[dict[str, int]]:
    """Every way to share 1..total among the places (each at most its cap)."""
    for k in range(1, total + 1):
        for combo in combinations_with_replacement(places, k):
            counts: dict[str, int] = {}
            for c in combo:
                counts[c] = counts.get(c, 0) + 1
            if all(n <= cap.get(c, total) for c, n in counts.items()):
                yield counts


def _flat(counts: dict[str, int]) -> tuple[Any, ...]:
    out: list[Any] = []
    for c, n in counts.items():
        out += [c, n]
    return tuple(out)


def _draw(state: State, asked: Pending) -> Iterator[str]:
    if asked.kind == "peace-draw":
        for q in asked["players"]:
            yield _line("draw", "peace", q)
        return
    if state.bag_events:
        yield _line("draw", "event", None)
    for p in state.players:
        if state.bag[p] < 1:
            continue
        if state.drawn[p].count("noaction") < component("noaction"):
            yield _line("draw", "noaction", p)
        if state.ready[p] - state.fresh[p] >= 1:
            for t in ACTION_TILES:
                if t != "peace" or state.may_draw_peace(p):
                    yield _line("draw", t, p)


def _swap(state: State, asked: Pending) -> Iterator[str]:
    if asked.kind != "draw" or flow.under_way(state):
        return
    for p in state.players:
        if not state.swapped[p] and state.ready[p] - state.fresh[p] >= 1:
            for t in dict.fromkeys(state.used[p]):
                yield _line("swap", p, t)


def _card(state: State, asked: Pending) -> Iterator[str]:
    for c in state.archive:
        yield _line("card", c)
    if state.archive_hunger:
        yield _line("card", "hunger")


def _tile(asked: Pending, tile: str) -> str | None:
    return asked["player"] if asked.kind == "act" and asked["tile"] == tile else None


def _influence_home(state, asked):
    p = _tile(asked, "influence")
    if p:
        for n in range(1, min(component("influence_home"), state.missi[p]) + 1):
            yield _line("influence home", n)


def _influence_cards(state, asked):
    p = _tile(asked, "influence")
    if not p or state.missi[p] < 1:
        return
    cards = [c for cs in state.slots.values() for c in cs if control.controller(state, c) in (None, p)]
    for counts in _distributions(cards, min(state.missi[p], 4), {}):
        yield _line("influence cards", _flat(counts))


def _influence_board(state, asked):
    p = _tile(asked, "influence")
    if not p:
        return
    cards = [c for cs in state.slots.values() for c in cs if state.card_followers.get(c, {}).get(p, 0) > 0]
    for k in range(1, min(3, len(cards)) + 1):
        for chosen in combinations(cards, k):
            yield _line("influence board", chosen)


def _activate(state, asked):
    p = _tile(asked, "develop")
    if p and state.inactive[p] >= 1 and state.missi[p] >= component("activate_cost"):
        yield _line("develop activate")


def _develop(state, asked):
    p = _tile(asked, "develop")
    if not p or state.missi[p] < 1:
        return
    b = state.board
    room = {c: component("development_max") - state.development.get(c, 0) for c in control.controlled(state, p)
            if c not in b.forests and not state.owner_of_homeland(c)}
    room = {c: n for c, n in room.items() if n > 0}
    total = min(component("development_per_action"), state.missi[p])
    for counts in _distributions(list(room), total, room):
        yield _line("develop", _flat(counts))


def _levy(state, asked):
    p = _tile(asked, "levy")
    if not p:
        return
    amount = levy_amount(state, p)
    for a in range(min(state.leudes[p], amount) + 1):
        for bb in range(min(state.nobiles[p], (amount - a) // 2) + 1):
            for c in range(min(state.nobiles[p] - bb, amount - a - 2 * bb) + 1):
                yield _line("levy", a, bb, c)


def _move(state, asked):
    p = _tile(asked, "move")
    if not p or state.missi[p] < 1:
        return
    b = state.board
    for frm in b.countries:
        have = state.count(frm, p)
        if have < 1 or (frm not in b.forests and not control.controls(state, p, frm)):
            continue
        for to in b.neighbours[frm]:
            owner = state.owner_of_homeland(to)
            if owner is not None and owner != p:
                continue
            for n in range(1, have + 1):
                yield _line("move", (frm, to, n))


def _battle(state, asked):
    p = _tile(asked, "battle")
    if not p:
        return
    where = [c for c in state.board.countries
             if control.standing(state, c).leader == p and control.standing(state, c).others(p) > 0]
    for k in range(1, min(3, len(where)) + 1):
        for chosen in combinations(where, k):
            yield _line("battle", chosen)


def _pacify(state, asked):
    p = _tile(asked, "pacify")
    if not p:
        return
    b = state.board
    for c in b.countries:
        if not any(state.count(x, p) for x in (c, *b.neighbours[c])):
            continue
        for n in range(1, min(component("pacify_max"), state.rebels.get(c, 0), state.missi[p]) + 1):
            yield _line("pacify", c, n)


def _pass(state, asked):
    if asked.kind == "act":
        yield _line("pass")


def _trophy(state, asked):
    yield _line("trophy", "yes")
    yield _line("trophy", "no")


def _remove(state, asked):
    c, excess = asked["country"], asked["excess"]
    for combo in combinations_with_replacement(asked["represented"], excess):
        if all(combo.count(q) <= state.count(c, q) for q in set(combo)):
            yield _line("remove", combo)


def _extra(state, asked):
    p = asked["player"]
    yield _line("extra", "none")
    if state.ready[p] - state.fresh[p] >= 1:
        for t in ACTION_TILES:
            if t != "peace":
                yield _line("extra", t)


def _reveal(state, asked):
    p = asked["player"]
    options = [asked["known"]] if asked["known"] else ["paired", "unpaired"]
    rivals = [q for q in state.players if q != p and peace.paired_in_bag(state, q)]
    for word in options:
        if word == "paired" and not asked["known"] and state.bag[p] < 1:
            continue
        yield _line("reveal", word, ())
        for q in rivals:
            yield _line("reveal", word, (q,))


GENERATORS = {
    "draw": _draw, "swap": _swap, "card": _card, "influence home": _influence_home,
    "influence cards": _influence_cards, "influence board": _influence_board, "develop activate": _activate,
    "develop": _develop, "levy": _levy, "move": _move, "battle": _battle, "pacify": _pacify, "pass": _pass,
    "trophy": _trophy, "remove": _remove, "extra": _extra, "reveal": _reveal,
}


def lines(state: State, command: str, pending: Pending | None) -> Iterator[str] | None:
    generator = GENERATORS.get(command)
    if generator is None or pending is None:
        return None if generator is None else iter(())
    return generator(state, pending)
