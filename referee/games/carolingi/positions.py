"""`put` and `take`: set up a position already on the table (a game joined under way), without the move
rules; only what is physically impossible or what the rules never allow to stand is refused."""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg
from referee.games.carolingi.board import component
from referee.games.carolingi.flow import begin_season
from referee.games.carolingi.state import SEASONS, State
from referee.i18n import N_

PUT = "carolingi.put.components"


def _in_play(state: State, country: str) -> None:
    if country not in state.board.countries:
        raise RuleViolation("carolingi.map.in-play", country=country)


# What each set-up line reports, by what it set.
_DONE = {
    "followers": N_("carolingi.put.components.followers-set"), "rebels": N_("carolingi.put.components.rebels-set"),
    "development": N_("carolingi.put.components.development-set"), "card": N_("carolingi.put.components.card-set"),
    "card-taken": N_("carolingi.put.components.card-taken"), "envoys": N_("carolingi.put.components.envoys-set"),
    "card-rebels": N_("carolingi.put.components.card-rebels-set"), "court": N_("carolingi.put.components.court-set"),
    "glory": N_("carolingi.put.components.glory-set"), "tiles": N_("carolingi.put.components.tiles-set"),
    "palace": N_("carolingi.put.components.palace-set"), "year": N_("carolingi.put.components.year-set"),
    "season": N_("carolingi.put.components.season-set"), "used": N_("carolingi.put.components.used-set"),
    "bag": N_("carolingi.put.components.bag-set"), "bag-events": N_("carolingi.put.components.bag-events-set"),
    "swapped": N_("carolingi.put.components.swapped-set"), "unswapped": N_("carolingi.put.components.swapped-clear"),
    "archive-rebels": N_("carolingi.put.components.archive-rebels-set"),
    "discard": N_("carolingi.put.components.discard-set"),
    "discard-hunger": N_("carolingi.put.components.discard-hunger-set"),
    "followers-taken": N_("carolingi.put.components.followers-taken"),
    "rebels-taken": N_("carolingi.put.components.rebels-taken"),
}


def _said(out: Outcome, what: str, **params) -> None:
    out.events.append(msg(_DONE[what], PUT, **params))


def _take(state: State, player: str, n: int) -> None:
    """n followers of a player for the board or a card: from the box, then the Leudes, the Nobiles and
    the Missi (a negative n goes back to the Leudes); refused when the player has no more."""
    if n <= 0:
        state.leudes[player] -= n
        return
    spare = state.box[player] + state.leudes[player] + state.nobiles[player] + state.missi[player]
    if n > spare:
        raise RuleViolation(PUT, "carolingi.put.components.leudes", player=player, have=spare)
    for space in (state.box, state.leudes, state.nobiles, state.missi):
        used = min(n, space[player])
        space[player] -= used
        n -= used


def who(state: State, a: str, b: str) -> tuple[str, str]:
    """(player, country) from two words given in either order."""
    if a in state.players and b not in state.players:
        return a, b
    if b in state.players and a not in state.players:
        return b, a
    raise RuleViolation(PUT, "carolingi.put.components.who", first=a, second=b)


def put_followers(state: State, out: Outcome, a: str, b: str, n: int) -> None:
    """Set a player's followers in a country; the difference comes from (or goes back to) their board."""
    player, country = who(state, a, b)
    _in_play(state, country)
    owner = state.owner_of_homeland(country)
    if owner is not None and owner != player and n > 0:
        raise RuleViolation("carolingi.homeland.closed", country=country, player=owner)
    diff = n - state.count(country, player)
    _take(state, player, diff)
    state.add(country, player, diff)
    _said(out, "followers", country=country, player=player, n=n)


def put_rebels(state: State, out: Outcome, country: str, n: int) -> None:
    _in_play(state, country)
    if state.owner_of_homeland(country) and n > 0:
        raise RuleViolation("carolingi.homeland.closed", country=country, player=state.owner_of_homeland(country))
    diff = n - state.rebels.get(country, 0)
    if diff > state.rebel_supply():
        raise RuleViolation(PUT, "carolingi.put.components.rebels", have=state.rebel_supply())
    state.add_rebels(country, diff)
    _said(out, "rebels", country=country, n=n)


def put_development(state: State, out: Outcome, country: str, n: int) -> None:
    _in_play(state, country)
    if n and (state.owner_of_homeland(country) or country in state.board.forests):
        raise RuleViolation("carolingi.develop.counters", "carolingi.develop.counters.homeland-forest",
                            country=country)
    if n > component("development_max"):
        raise RuleViolation("carolingi.develop.counters", "carolingi.develop.counters.put", country=country, n=n,
                            most=component("development_max"))
    if n:
        state.development[country] = n
    else:
        state.development.pop(country, None)
    _said(out, "development", country=country, n=n)


def put_card(state: State, out: Outcome, country: str) -> None:
    """A country card into its region's slots, from the Archivum or the discard."""
    _in_play(state, country)
    b = state.board
    region = b.region_of[country]
    if any(country in cs for cs in state.slots.values()):
        raise RuleViolation(PUT, "carolingi.put.components.card-slotted", country=country)
    if country not in state.archive and country not in state.discard:
        raise RuleViolation(PUT, "carolingi.put.components.card-gone", country=country)
    if len(state.slots[region]) >= b.slots(region):
        raise RuleViolation(PUT, "carolingi.put.components.slots-full", region=region, slots=b.slots(region))
    (state.archive if country in state.archive else state.discard).remove(country)
    state.slots[region].append(country)
    _said(out, "card", country=country, region=region)


def take_card(state: State, out: Outcome, country: str) -> None:
    """A card out of its slot, back into the Archivum; what lay on it goes back (followers to Leudes)."""
    for region, cards in state.slots.items():
        if country in cards:
            cards.remove(country)
            break
    else:
        raise RuleViolation(PUT, "carolingi.put.components.no-card", country=country)
    for p, n in state.card_followers.pop(country, {}).items():
        state.leudes[p] += n
    state.card_rebels.pop(country, None)
    state.archive = sorted(state.archive + [country])
    _said(out, "card-taken", country=country)


def take_followers(state: State, out: Outcome, a: str, b: str, n: int | None) -> None:
    player, country = who(state, a, b)
    have = state.count(country, player)
    if n is not None and n > have:
        raise RuleViolation(PUT, "carolingi.put.components.few" if have else "carolingi.put.components.none",
                            country=country, player=player, have=have)
    taken = have if n is None else n
    put_followers(state, out, player, country, have - taken)
    out.events[-1] = msg(_DONE["followers-taken"], PUT, player=player, country=country, n=taken, left=have - taken)


def take_rebels(state: State, out: Outcome, country: str, n: int | None) -> None:
    have = state.rebels.get(country, 0)
    if n is not None and n > have:
        raise RuleViolation(PUT, "carolingi.put.components.few-rebels", country=country, have=have)
    taken = have if n is None else n
    put_rebels(state, out, country, have - taken)
    out.events[-1] = msg(_DONE["rebels-taken"], PUT, country=country, n=taken, left=have - taken)


def put_envoys(state: State, out: Outcome, a: str, b: str, n: int) -> None:
    """Followers of a player on a country card in the slots (from or to their board)."""
    player, country = who(state, a, b)
    if not any(country in cs for cs in state.slots.values()):
        raise RuleViolation(PUT, "carolingi.put.components.no-card", country=country)
    diff = n - state.card_followers.get(country, {}).get(player, 0)
    _take(state, player, diff)
    state.add_card(country, player, diff)
    _said(out, "envoys", country=country, player=player, n=n)


def put_card_rebels(state: State, out: Outcome, country: str, n: int) -> None:
    if not any(country in cs for cs in state.slots.values()):
        raise RuleViolation(PUT, "carolingi.put.components.no-card", country=country)
    diff = n - state.card_rebels.get(country, 0)
    if diff > state.rebel_supply():
        raise RuleViolation(PUT, "carolingi.put.components.rebels", have=state.rebel_supply())
    state.card_rebels[country] = n
    if not n:
        del state.card_rebels[country]
    _said(out, "card-rebels", country=country, n=n)


def put_court(state: State, out: Outcome, player: str, leudes: int, nobiles: int, missi: int) -> None:
    """The three spaces of a player board; followers come from or go to the box."""
    diff = (leudes + nobiles + missi) - (state.leudes[player] + state.nobiles[player] + state.missi[player])
    if diff > state.box[player]:
        most = state.box[player] + state.leudes[player] + state.nobiles[player] + state.missi[player]
        raise RuleViolation(PUT, "carolingi.put.components.followers", player=player,
                            total=component("followers"), placed=component("followers") - most, most=most,
                            asked=leudes + nobiles + missi)
    state.box[player] -= diff
    state.leudes[player], state.nobiles[player], state.missi[player] = leudes, nobiles, missi
    _said(out, "court", player=player, n=f"{leudes}/{nobiles}/{missi}")


def put_glory(state: State, out: Outcome, player: str, n: int) -> None:
    diff = n - state.glory[player]
    _take(state, player, diff)
    state.glory[player] = n
    _said(out, "glory", player=player, n=n)


def put_tiles(state: State, out: Outcome, player: str, ready: int, inactive: int) -> None:
    """Active tiles in the court and dotted tiles still inactive."""
    total = component("undotted") + component("dotted")
    in_use = len(state.used[player]) + (1 if state.swapped[player] else 0)
    if ready + inactive + in_use > total or inactive > component("dotted"):
        raise RuleViolation(PUT, "carolingi.put.components.tiles", player=player, total=total)
    state.ready[player], state.inactive[player] = ready, inactive
    state.activated[player] = component("dotted") - inactive
    state.fresh[player] = 0
    state.not_peace[player] = 0  # the table's tiles: any active dotted tile may be the peace tile
    _said(out, "tiles", player=player, n=f"{ready}/{inactive}")
    if ready + inactive + in_use < total:  # the others are somewhere the line did not say; all return at the year change
        out.events.append(msg("carolingi.put.components.tiles-short", PUT, player=player, total=total,
                              n=total - ready - inactive - in_use))


def put_used(state: State, out: Outcome, player: str, tiles: list[str]) -> None:
    """The action tiles a player has on the season spaces this year (face up: drawn earlier in the year),
    taken from their active tiles: a swap takes one back (3.3), the year change all of them (3.4)."""
    used = [t for t in tiles if t != "none"]
    ready = state.ready[player] + len(state.used[player]) - len(used)
    if ready < 0:
        raise RuleViolation(PUT, "carolingi.put.components.tiles",
                            player=player, total=component("undotted") + component("dotted"))
    state.ready[player], state.used[player] = ready, used
    _said(out, "used", player=player, used=used or "-")


def put_swapped(state: State, out: Outcome, player: str, filled: str) -> None:
    """Whether a player's swap space holds a tile this year (3.3): one of their active tiles, face down."""
    change = (filled == "yes") - state.swapped[player]
    if state.ready[player] - change < 0:
        raise RuleViolation(PUT, "carolingi.put.components.tiles",
                            player=player, total=component("undotted") + component("dotted"))
    state.ready[player] -= change
    state.swapped[player] = filled == "yes"
    _said(out, "swapped" if filled == "yes" else "unswapped", player=player)


def put_palace(state: State, out: Outcome, player: str, country: str) -> None:
    """The palace a player drew: players swap homelands together with their followers there."""
    homes = list(state.homeland.values())
    if country not in homes:
        raise RuleViolation("carolingi.setup.homelands", "carolingi.setup.homelands.not-one", country=country)
    other = state.owner_of_homeland(country)
    mine = state.homeland[player]
    if other != player:
        a, b = dict(state.followers.get(mine, {})), dict(state.followers.get(country, {}))
        state.followers.pop(mine, None)
        state.followers.pop(country, None)
        for p, n in a.items():
            state.add(country, p, n)
        for p, n in b.items():
            state.add(mine, p, n)
        state.homeland[player], state.homeland[other] = country, mine
    _said(out, "palace", player=player, country=country)


def put_year(state: State, out: Outcome, year: int) -> None:
    if year > state.sundial:
        raise RuleViolation(PUT, "carolingi.put.components.year", sundial=state.sundial)
    # Nothing drawn yet this season (every player's two tiles in the bag, no event tile back on the
    # Scriptorium): the season's bag is laid as in that year (3.1, 3.4), with the almanac's tile in it.
    untouched = state.scriptorium == 0 and all(state.bag.get(p, 0) == 2 for p in state.players)
    state.year = year
    if year > component("first_year"):
        state.scriptorium += state.almanac_events
        state.almanac_events = 0
        state.archive_hunger += state.hunger_beside
        state.hunger_beside = 0
    if untouched and state.pending is not None and state.pending.get("kind") == "draw":
        state.bag_events, state.scriptorium = state.bag_events + state.scriptorium, 0
    _said(out, "year", n=year)


def put_season(state: State, out: Outcome, season: str) -> None:
    """Start this season afresh: every player's two tiles and the waiting event tiles in the bag. After
    the end, the game set back to a season plays on (as put reign and put phase in the other games). A
    hunger card being carried out is finished first: its card is spent, so its countries are still
    checked (carolingi.put.pending)."""
    if state.over:
        state.over, state.end_reason, state.winners = False, "", []
        out.events.append(msg("carolingi.put.components.reopened", PUT))
    state.season = SEASONS.index(season)
    state.scriptorium += state.bag_events
    state.bag_events = 0
    begin_season(state)
    state.queue = [t for t in state.queue if t.get("do") == "hunger"] + [{"do": "draw"}]
    state.peace = {}
    _said(out, "season", season=season)


def put_bag(state: State, out: Outcome, who: str, n: int) -> None:
    """What is still in the bag this season (3.2): a player's face-down tiles (of the two laid), or the
    event tiles (the others lie on the Scriptorium, where a drawn one goes back)."""
    if who == "event":
        waiting = state.scriptorium + state.bag_events
        if n > waiting:
            raise RuleViolation(PUT, "carolingi.put.components.bag-events", n=waiting)
        state.bag_events, state.scriptorium = n, waiting - n
        _said(out, "bag-events", n=n)
        return
    if who not in state.players:
        raise RuleViolation(PUT, "carolingi.put.components.bag-who", tile=who)
    if n > 2:
        raise RuleViolation(PUT, "carolingi.put.components.bag", player=who)
    state.bag[who] = n
    _said(out, "bag", player=who, n=n)


def put_discard(state: State, out: Outcome, card: str) -> None:
    """A card already revealed this year, face up on the discard (4.1 B.3, 4.2 the hunger card, 5.1 C):
    out of the Archivum (the hunger card also from beside the board). Country cards in the slots are
    taken out with `take card` first."""
    if card != "hunger":
        if card not in state.archive:
            raise RuleViolation(PUT, "carolingi.put.components.discard", country=card)
        state.archive.remove(card)
        state.discard.append(card)
        _said(out, "discard", country=card)
        return
    if state.archive_hunger:
        state.archive_hunger -= 1
    elif state.hunger_beside:
        state.hunger_beside -= 1
    else:
        raise RuleViolation(PUT, "carolingi.put.components.discard-hunger")
    state.hunger_played += 1
    _said(out, "discard-hunger")


def put_archive_rebels(state: State, out: Outcome, n: int) -> None:
    diff = n - state.archive_rebels
    if diff > state.rebel_supply():
        raise RuleViolation(PUT, "carolingi.put.components.rebels", have=state.rebel_supply())
    state.archive_rebels = n
    _said(out, "archive-rebels", n=n)


SETUP = {"put followers": put_followers, "take followers": take_followers, "take rebels": take_rebels,
         "put rebels": put_rebels, "put development": put_development,
         "put card": put_card, "take card": take_card, "put envoys": put_envoys, "put card-rebels": put_card_rebels,
         "put court": put_court, "put glory": put_glory, "put tiles": put_tiles, "put used": put_used,
         "put swapped": put_swapped, "put palace": put_palace,
         "put year": put_year, "put season": put_season, "put bag": put_bag, "put discard": put_discard,
         "put archive-rebels": put_archive_rebels}
