"""The course of a year (rulebook 3): seasons and the bag, the draws, the year change, the end.

The game is a queue of steps (referee.turn.run): the permanent `draw` step asks the table for the next
tile out of the bag; a drawn tile puts its steps in front of it (the owner's action, an Archivum card,
the hunger, a declaration of peace); an empty bag ends the season, and autumn ends the year.
"""

from __future__ import annotations

from referee import turn
from referee.core import Outcome, RuleViolation, msg, step
from referee.games.carolingi import actions, peace, questions, scoring
from referee.games.carolingi.board import component
from referee.games.carolingi.questions import ask
from referee.games.carolingi.state import ACTION_TILES, SEASONS, State
from referee.i18n import N_


def begin_season(state: State) -> None:
    """3.1: every player has put two tiles face down; they go into the bag with the waiting event tiles."""
    state.bag = {p: 2 for p in state.players}
    state.bag_events, state.scriptorium = state.scriptorium, 0
    state.drawn = {p: [] for p in state.players}
    state.fresh = {p: 0 for p in state.players}


def under_way(state: State) -> bool:
    """Whether a tile has come out of this season's bag: a player's tile, or an event tile (it lies on the
    Scriptorium until the next season)."""
    return any(state.drawn[p] for p in state.players) or state.scriptorium > 0


def left(state: State) -> int:
    return sum(state.bag.values()) + state.bag_events


# --- steps --------------------------------------------------------------------------------------------------

def _season(state: State, out: Outcome, task: dict) -> None:
    state.queue.pop(0)
    begin_season(state)
    out.events.append(msg("carolingi.season.tiles.begin", "carolingi.season.tiles", year=state.year,
                          season=state.season_name, tiles=2 * len(state.players), events=state.bag_events))


def _draw(state: State, out: Outcome, task: dict) -> None:
    if left(state) > 0:
        ask(state, "draw", year=state.year, season=state.season_name, left=left(state), events=state.bag_events)
        return
    state.queue.pop(0)
    out.events.append(msg("carolingi.season.draw.empty", "carolingi.season.draw", season=state.season_name))
    if state.season < len(SEASONS) - 1:
        state.season += 1
        state.queue[:0] = [{"do": "season"}, {"do": "draw"}]
    else:
        state.queue[:0] = [{"do": "year"}]


def _act(state: State, out: Outcome, task: dict) -> None:
    ask(state, "act", player=task["player"], tile=task["tile"], extra=task.get("extra", False))


def _card(state: State, out: Outcome, task: dict) -> None:
    if not state.archive and not state.archive_hunger and state.reshuffle and state.discard:
        state.archive, state.discard = sorted(state.discard), []  # the table's option: the discard pile again
        out.events.append(msg("carolingi.event.card.reshuffled", "carolingi.event.card", n=len(state.archive)))
        out.why.append(step("carolingi.event.card", "carolingi.event.card.reshuffled", n=len(state.archive)))
    if not state.archive and not state.archive_hunger:
        state.queue.pop(0)
        out.events.append(msg("carolingi.event.card.empty", "carolingi.event.card"))
        return
    ask(state, "card", archive=len(state.archive), hunger=state.archive_hunger)


def _year(state: State, out: Outcome, task: dict) -> None:
    """3.4: the year change, in the almanac's order; then the end (3.5) or a new winter."""
    state.queue.pop(0)
    year = state.year
    if year < state.sundial:  # the sundial year's autumn ends the game (3.5): nothing is prepared for a next year
        _prepare_next_year(state, out)
    points = {p: scoring.points(state, p) for p in state.players}
    state.court_days[str(year)] = points
    out.why.extend(scoring.conditions_why(state))  # each player's conditions, as the court day counts them
    out.events.append(msg("carolingi.year.court-day.result", "carolingi.year.court-day", year=year,
                          points=[f"{p} {n}" for p, n in points.items()]))
    if year >= state.sundial:
        scoring.finish(state, out, "sundial")
        return
    keep = component("rebels_keep")
    for c in sorted(state.rebels):
        if state.rebels[c] > keep:
            surplus = state.rebels[c] - keep
            state.rebels[c] = keep
            state.archive_rebels += surplus
            told = step("carolingi.year.rebels", country=c, surplus=surplus, keep=keep)
            out.events.append(told)  # the table moves them: it must be told, not only `why`
            out.why.append(told)
    state.year += 1
    state.season = 0
    out.events.append(msg("carolingi.year.change.new", "carolingi.year.change", year=state.year))
    state.queue[:0] = [{"do": "season"}, {"do": "draw"}]


def _prepare_next_year(state: State, out: Outcome) -> None:
    """3.4: what the year change moves for the next year, in the almanac's order."""
    if state.almanac_events:  # the event tile on 831 joins the Scriptorium after the first year
        state.scriptorium += state.almanac_events
        out.why.append(step("carolingi.year.change", "carolingi.year.change.event", n=state.almanac_events))
        state.almanac_events = 0
    if state.discard:
        state.archive = sorted(state.archive + state.discard)
        out.why.append(step("carolingi.year.change", "carolingi.year.change.cards", cards=list(state.discard)))
        state.discard = []
    if state.hunger_beside:
        state.hunger_beside -= 1
        state.archive_hunger += 1
        out.why.append(step("carolingi.year.change", "carolingi.year.change.hunger"))
    for p in state.players:  # every active tile is back in the court, wherever a set-up line left it
        state.ready[p] = component("undotted") + component("dotted") - state.inactive[p]
        state.used[p], state.swapped[p] = [], False


HANDLERS = {"season": _season, "draw": _draw, "act": _act, "card": _card, "year": _year,
            "trophy": actions.offer_trophy}


def settle(state: State, out: Outcome, steps: list[dict] | None = None) -> None:
    from referee.games.carolingi import events

    handlers = {**HANDLERS, **events.HANDLERS, **peace.HANDLERS}
    state.queue[:0] = steps or []
    turn.run(state, out, state.queue, handlers, "carolingi")


# --- answers: what comes out of the bag ------------------------------------------------------------------------

def _event_key(state: State) -> str:
    """What an event tile drawn asks for: the top card of the Archivum, as the cards left in it allow (4);
    none when it is empty (and not to be reshuffled)."""
    countries = bool(state.archive) or (not state.archive_hunger and state.reshuffle and bool(state.discard))
    return {(True, True): N_("carolingi.season.draw.event"), (True, False): N_("carolingi.season.draw.event.country"),
            (False, True): N_("carolingi.season.draw.event.hunger")}.get((countries, state.archive_hunger > 0),
                                                                        N_("carolingi.season.draw.event.empty"))


def draw(state: State, out: Outcome, tile: str, player: str | None) -> None:
    """`draw TILE PLAYER` / `draw event`: the tile the table has just drawn (3.2)."""
    from referee.games.carolingi.state import TILES

    typed = " ".join(w for w in (tile, player) if w)
    if tile not in (*TILES, "event") and (player is None or player in (*TILES, "event")):
        tile, player = player, tile  # draw PLAYER TILE
    if tile not in (*TILES, "event") or (player is not None and player not in state.players):
        raise RuleViolation("carolingi.season.draw", "carolingi.season.draw.words", first=typed, second="")
    asked = questions.pending(state)
    if asked.kind == "peace-draw":
        peace.draw_off(state, out, tile, player)
        return
    if tile == "event":
        if player is not None:
            raise RuleViolation("carolingi.season.draw", "carolingi.season.draw.event-owner")
        if state.bag_events < 1:
            raise RuleViolation("carolingi.season.draw", "carolingi.season.draw.no-event")
        state.bag_events -= 1
        state.scriptorium += 1
        state.pending = None
        state.queue.insert(0, {"do": "card"})
        out.events.append(msg(_event_key(state), "carolingi.season.draw"))
        return
    if state.bag[player] < 1:
        raise RuleViolation("carolingi.season.draw", "carolingi.season.draw.none-left", player=player)
    if tile != "noaction" and state.ready[player] - state.fresh[player] < 1:
        raise RuleViolation("carolingi.season.draw", "carolingi.season.draw.no-tile", player=player, tile=tile)
    if tile == "peace" and not state.may_draw_peace(player):
        returned = state.not_peace.get(player, 0) and state.activated[player] - state.fresh[player] >= 1
        raise RuleViolation("carolingi.peace.pair", "carolingi.peace.pair.returned" if returned
                            else "carolingi.peace.pair.inactive", player=player)
    if tile == "noaction" and state.drawn[player].count("noaction") >= component("noaction"):
        raise RuleViolation("carolingi.season.draw", "carolingi.season.draw.noaction", player=player)
    state.bag[player] -= 1
    state.drawn[player].append(tile)
    state.pending = None
    if tile == "noaction":  # 5.6: straight back to its owner
        out.events.append(msg("carolingi.season.draw.noaction", "carolingi.season.draw", player=player))
        return
    state.ready[player] -= 1
    state.used[player].append(tile)
    out.events.append(msg("carolingi.season.draw.action", "carolingi.season.draw", player=player, tile=tile,
                          season=state.season_name))
    if tile == "peace":
        state.queue[:0] = peace.begin(state, out, player)
        return
    state.queue.insert(0, {"do": "act", "player": player, "tile": tile})


def swap(state: State, out: Outcome, player: str, tile: str) -> None:
    """3.3: once a year, at a change of season, before the season's tiles are laid: an unused active
    tile goes face down on the swap space; a used one comes back from the season spaces."""
    if state.swapped[player]:
        raise RuleViolation("carolingi.season.swap", "carolingi.season.swap.twice", player=player)
    if under_way(state):
        raise RuleViolation("carolingi.season.swap", "carolingi.season.swap.late")
    if tile not in ACTION_TILES:
        raise RuleViolation("carolingi.season.swap", "carolingi.season.swap.noaction", player=player)
    if tile not in state.used[player]:
        raise RuleViolation("carolingi.season.swap", "carolingi.season.swap.not-used", player=player, tile=tile)
    if state.ready[player] - state.fresh[player] < 1:
        raise RuleViolation("carolingi.season.swap", "carolingi.season.swap.none-ready", player=player)
    state.used[player].remove(tile)
    state.swapped[player] = True  # the ready tile laid there stays unknown; the used one is active again
    out.events.append(msg("carolingi.season.swap.done", "carolingi.season.swap", player=player, tile=tile))
