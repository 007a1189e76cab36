"""The set-up of a new game by player count (rulebook 2.2)."""

from __future__ import annotations

from referee.core import Msg, msg
from referee.games.carolingi.board import SETUP, board, component, uncertain_keys
from referee.games.carolingi.state import State


def new_state(players: tuple[str, ...], facts: dict, sundial: int) -> State:
    n = len(players)
    b = board(n, facts, {})
    state = State(players=players, sundial=sundial, facts=facts)
    for p, home in zip(players, b.homelands):  # 2.2.8: palaces drawn in player order (`put palace` corrects)
        state.homeland[p] = home
        state.add(home, p, component("homeland_followers"))
    for p in players:  # 2.2.6-2.2.7
        state.leudes[p], state.nobiles[p] = component("leudes"), component("nobiles")
        state.missi[p] = component("missi")
        state.glory[p] = state.box[p] = 0
        state.ready[p], state.inactive[p], state.activated[p] = component("undotted"), component("dotted"), 0
        state.fresh[p] = 0
        state.used[p], state.swapped[p] = [], False
    for c in b.countries:  # 2.2.9: a rebel in every unforested country that is no homeland
        if c not in b.forests and c not in b.homelands:
            state.add_rebels(c, 1)
    state.slots = {r: [c for c in b.start_cards if b.region_of[c] == r] for r in b.regions}  # 2.2.2
    state.archive = sorted(c for c in b.countries if c not in b.start_cards and c not in b.homelands)
    state.hunger_beside, state.archive_hunger = 1, 0
    state.almanac_events, state.scriptorium = 1, SETUP["scriptorium_events"][str(n)]  # 2.2.5
    state.queue = [{"do": "season"}, {"do": "draw"}]
    return state


def notes(state: State) -> list[Msg]:
    """What `new` tells the table: the set-up, and that the map is provisional."""
    b = state.board
    out = [msg("carolingi.setup.regions.summary", "carolingi.setup.regions", players=len(state.players),
               regions=list(b.regions), countries=len(b.countries), forests=sorted(b.forests),
               cards=list(b.start_cards), archive=len(state.archive), sundial=state.sundial)]
    first = component("first_year")
    out.append(msg("carolingi.setup.almanac.summary", "carolingi.setup.almanac", year=first, next=first + 1,
                   events=state.scriptorium + state.bag_events, leudes=component("leudes"),
                   nobiles=component("nobiles"), missi=component("missi"), undotted=component("undotted"),
                   noaction=component("noaction"), dotted=component("dotted")))
    for p in state.players:
        out.append(msg("carolingi.setup.homelands.palace", "carolingi.setup.homelands", player=p,
                       country=state.homeland[p]))
    keys = [f"country.{c}.{k}" for c in b.countries for k in ("region", "neighbours", "sea")]
    if uncertain_keys(state.facts, state.table_facts, keys):
        out.append(msg("carolingi.facts.table.provisional", "carolingi.facts.table"))
    return out
