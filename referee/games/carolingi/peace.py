"""The declaration of peace (rulebook 5.8): the extra action, the check of three victory conditions,
the bag revealed, several peace tiles drawn off against each other, and the tile sent back to the
inactive tiles when the attempt fails.

"At least three victory conditions" is read as at least three points of 3.5 (each region held counts
as one): the rulebook calls both "conditions"; the corpus clause says this is inferred.
"""

from __future__ import annotations

from typing import Any

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.carolingi import questions, scoring
from referee.games.carolingi.board import component
from referee.games.carolingi.questions import ask, done
from referee.games.carolingi.state import ACTION_TILES, State

# What a failed extra action restores (5.8: the extra action is undone completely).
_KEPT = ("followers", "rebels", "development", "slots", "card_followers", "card_rebels", "archive", "discard",
         "archive_rebels", "leudes", "nobiles", "missi", "glory", "ready", "inactive", "activated", "fresh", "used")


def begin(state: State, out: Outcome, player: str) -> list[dict]:
    """The steps of a peace tile drawn in ordinary play."""
    state.peace = {"player": player, "players": [player], "snapshot": {}, "stage": "extra"}
    out.events.append(msg("carolingi.peace.extra.start", "carolingi.peace.extra", player=player))
    return [{"do": "extra", "player": player}, {"do": "peace-check", "player": player}]


def _snapshot(state: State) -> dict[str, Any]:
    import copy

    return {name: copy.deepcopy(getattr(state, name)) for name in _KEPT}


def _extra(state: State, out: Outcome, task: dict) -> None:
    ask(state, "extra", player=task["player"])


def extra(state: State, out: Outcome, tile: str) -> None:
    """`extra TILE` / `extra none`: the active tile the peace player plays at once from the board."""
    p = questions.pending(state).player
    if p == state.peace.get("player"):
        state.peace["snapshot"] = _snapshot(state)
    if tile == "none":
        out.events.append(msg("carolingi.peace.extra.none", "carolingi.peace.extra", player=p))
        done(state)
        return
    if tile not in ACTION_TILES or tile == "peace":
        raise RuleViolation("carolingi.peace.extra", "carolingi.peace.extra.tile", tile=tile)
    if state.ready[p] - state.fresh[p] < 1:
        raise RuleViolation("carolingi.peace.extra", "carolingi.peace.extra.no-tile", player=p)
    state.ready[p] -= 1
    state.used[p].append(tile)
    done(state)
    out.events.append(msg("carolingi.peace.extra.played", "carolingi.peace.extra", player=p, tile=tile))
    state.queue.insert(0, {"do": "act", "player": p, "tile": tile, "extra": True})


def _deactivate(state: State, player: str) -> None:
    """The peace tile goes back to the inactive tiles."""
    if "peace" in state.used[player]:
        state.used[player].remove("peace")
    state.activated[player] = max(0, state.activated[player] - 1)
    state.inactive[player] += 1
    state.not_peace[player] = state.activated[player]  # the dotted tiles still active are other tiles


def _check(state: State, out: Outcome, task: dict) -> None:
    p = task["player"]
    got = scoring.points(state, p)
    need = component("peace_conditions")
    out.why.append(step("carolingi.peace.check", player=p, points=got, need=need))
    out.why.append(scoring.checked(state, p))
    if got < need:
        state.queue.pop(0)
        _deactivate(state, p)
        state.peace = {}
        out.events.append(msg("carolingi.peace.check.failed", "carolingi.peace.check", player=p, points=got, need=need))
        return
    known = ""
    other = [t for t in state.drawn[p] if t != "peace"]
    if other:
        known = "paired" if other[0] == "noaction" else "unpaired"
    if known == "unpaired":  # the referee saw the second tile come out: the attempt is undone at once
        state.queue.pop(0)
        _undo(state, out, p)
        return
    ask(state, "reveal", player=p, known=known)


def _undo(state: State, out: Outcome, player: str) -> None:
    """The second tile was no no-action tile: the extra action is taken back, the peace tile goes back."""
    for name, value in state.peace["snapshot"].items():
        setattr(state, name, value)
    _deactivate(state, player)
    state.peace = {}
    out.events.append(msg("carolingi.peace.pair.unpaired", "carolingi.peace.pair", player=player))


def reveal(state: State, out: Outcome, paired: str, others: tuple[str, ...]) -> None:
    """`reveal paired|unpaired [PLAYER...]`: the bag opened: whether the peace player's second tile is a
    no-action tile, and who else has a peace tile (with a no-action tile) in it."""
    asked = questions.pending(state)
    p = asked["player"]
    if asked["known"] and asked["known"] != paired:
        raise RuleViolation("carolingi.peace.reveal", "carolingi.peace.reveal.known", player=p, known=asked["known"])
    if paired == "paired" and not asked["known"] and state.bag[p] < 1:
        raise RuleViolation("carolingi.peace.reveal", "carolingi.peace.reveal.empty", player=p)
    rivals = list(dict.fromkeys(others))
    for q in rivals:
        if q == p or not paired_in_bag(state, q):
            raise RuleViolation("carolingi.peace.reveal", "carolingi.peace.reveal.rival", player=q)
    done(state)
    if paired == "unpaired":
        _undo(state, out, p)
        return
    if not rivals:
        _win(state, out, [p])
        return
    state.peace["players"] = [p, *rivals]
    state.peace["waiting"] = rivals
    # 5.8: the peace tile already carried out stays out; the others are drawn
    out.events.append(msg("carolingi.peace.reveal.draw-off", "carolingi.peace.reveal", player=p, players=rivals))
    state.queue.insert(0, {"do": "peace-draw"})


def paired_in_bag(state: State, player: str) -> bool:
    """Whether the player can have a peace tile in the bag laid with a no-action tile: both tiles still in
    it, or the peace tile in it and the other one already drawn this season as a no-action tile (the
    pairing is the tiles laid, as for the declaring player). A tile activated this season was not at hand
    when the tiles were laid."""
    if not state.may_draw_peace(player) or state.ready[player] - state.fresh[player] < 1:
        return False
    return state.bag[player] >= 2 or (state.bag[player] == 1 and state.drawn[player] == ["noaction"])


def _draw_step(state: State, out: Outcome, task: dict) -> None:
    waiting = state.peace.get("waiting", [])
    for q in [q for q in waiting if not state.may_draw_peace(q)]:
        # a set-up line left the rival no active dotted tile: no peace tile of theirs is in the bag
        waiting.remove(q)
        state.peace["players"].remove(q)
        left = msg("carolingi.peace.pair.inactive", "carolingi.peace.pair", player=q)
        out.events.append(left)
        out.why.append(left)
    if len(state.peace["players"]) == 1:  # no rival left: the declaring player's peace stands (5.8)
        state.queue.pop(0)
        _win(state, out, state.peace["players"])
        return
    if waiting:
        ask(state, "peace-draw", players=list(waiting))
        return
    state.queue.pop(0)
    players = state.peace["players"]
    need = component("peace_conditions")
    winners = [q for q in players if scoring.points(state, q) >= need]
    out.why.append(step("carolingi.peace.reveal", "carolingi.peace.reveal.result",
                        points=[f"{q} {scoring.points(state, q)}" for q in players], need=need))
    out.why.extend(scoring.checked(state, q) for q in players)
    if len(winners) == 1:
        _win(state, out, winners)
        return
    for q in players:
        _deactivate(state, q)
    state.peace = {}
    if winners:  # 5.8: more than one of them meets three conditions
        out.events.append(msg("carolingi.peace.reveal.several", "carolingi.peace.reveal", players=winners,
                              n=len(winners), need=need))
    else:
        out.events.append(msg("carolingi.peace.reveal.nobody", "carolingi.peace.reveal", players=players,
                              need=need))


def draw_off(state: State, out: Outcome, tile: str, player: str | None) -> None:
    """A peace tile drawn in the draw-off: its owner takes the extra action at once."""
    waiting = state.peace.get("waiting", [])
    if tile != "peace" or player not in waiting:
        raise RuleViolation("carolingi.peace.reveal", "carolingi.peace.reveal.draw-peace", players=list(waiting))
    waiting.remove(player)
    state.pending = None
    state.bag[player] -= 1
    state.drawn[player].append("peace")
    state.ready[player] -= 1
    state.used[player].append("peace")
    out.events.append(msg("carolingi.season.draw.action", "carolingi.season.draw", player=player, tile="peace",
                          season=state.season_name))
    state.queue.insert(0, {"do": "extra", "player": player})


def _win(state: State, out: Outcome, winners: list[str]) -> None:
    state.winners = winners
    state.over, state.end_reason = True, "peace"
    state.pending = None
    state.queue = []
    state.peace = {}
    out.events.append(msg("carolingi.peace.reveal.won", "carolingi.peace.reveal", player=winners[0]))


HANDLERS = {"extra": _extra, "peace-check": _check, "peace-draw": _draw_step}
