"""Phases III and IV: the county rewards A to I (■22-■24) and the castle rewards (■25)."""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.lancaster import effects, facts
from referee.games.lancaster.questions import pending
from referee.games.lancaster.state import CONFLICT_SPACES, SPACES, State
from referee.i18n import N_

# --- counties ------------------------------------------------------------------------------------


def choose(state: State, out: Outcome, choice: str) -> None:
    asked = pending(state)
    player, county = asked.player, asked["county"]
    if choice in ("noble", "both") and not effects.noble_options(state, player, county):
        if county in state.nobles[player]:
            raise RuleViolation("lancaster.noble.unique", player=player, county=county)
        raise RuleViolation("lancaster.noble.stack", county=county)
    effect = facts.effect(state, out, f"county.{county}.reward", "lancaster.county.reward")
    if choice == "both":
        cost = facts.need(state, out, "county.both-cost", "lancaster.county.both")
        effects.pay(state, player, "coins", cost, "lancaster.county.both")
        out.why.append(step("lancaster.county.both", player=player, county=county, cost=cost))
    state.queue.pop(0)
    state.pending = None
    out.why.append(step("lancaster.county.choice", player=player, county=county, choice=choice))
    out.events.append(msg("lancaster.county.choice.done", "lancaster.county.choice", player=player, county=county,
                          choice=choice))
    tasks: list[dict] = []
    if choice in ("noble", "both"):
        effects.take_noble(state, out, player, county, "lancaster.county.choice")
    if choice in ("reward", "both"):
        out.why.append(step("lancaster.county.reward", player=player, county=county, text=effect.text))
        tasks += effects.grant(state, out, player, effect.rewards, 1, "lancaster.county.reward",
                               extra={"county": county})
    elif any(r[0] == "start" for r in effect.rewards):
        # Surrey: the start player is chosen after any of the three options (■24).
        tasks.append({"do": "ask-surrey", "player": player, "source": "lancaster.county.surrey"})
    tasks.append({"do": "county-return", "county": county})
    effects.push(state, tasks)


def county_return(state: State, out: Outcome, county: str) -> None:
    """After its reward the knight goes back to its court; servants with it are spent (lancaster.county.return)."""
    held = state.counties.pop(county, None)
    if held is None:
        return
    player, knight, servants = held
    state.court[player].append(knight)
    state.court[player].sort()
    state.supply["servants"] += servants
    out.why.append(step("lancaster.county.return", player=player, county=county, strength=knight,
                        servants=servants))


def dorset_options(state: State, player: str) -> list[str]:
    return [s for s, c in sorted(state.conflicts.items())
            if state.conflict_space(s, player) is not None or len(c["spaces"]) < CONFLICT_SPACES]


def move(state: State, out: Outcome, slot: str) -> None:
    asked = pending(state)
    player, county, slots = asked.player, asked["county"], list(asked.choice("slot"))
    if slot not in slots:
        raise RuleViolation("lancaster.county.dorset", slot=slot, slots=slots)
    held = state.counties.pop(county)
    _p, knight, servants = held
    state.supply["servants"] += servants
    mine = state.conflict_space(slot, player)
    if mine is not None:
        mine.append(knight)
    else:
        state.conflicts[slot]["spaces"].append([player, [knight]])
    state.queue.pop(0)
    state.pending = None
    out.why.append(step("lancaster.county.dorset", player=player, county=county, strength=knight, slot=slot,
                        servants=servants))
    out.events.append(msg("lancaster.county.dorset.done", "lancaster.county.dorset", player=player,
                          strength=knight, slot=slot))


def new_start(state: State, out: Outcome, player: str) -> None:
    chooser = pending(state).player
    key, why = N_("lancaster.county.surrey.done"), N_("lancaster.county.surrey.why")
    if player == "none" or state.players.index(player) == state.start:  # unchanged (■24)
        player, key = state.players[state.start], N_("lancaster.county.surrey.kept")
        why = N_("lancaster.county.surrey.kept-why")
    elif player == chooser:
        key = N_("lancaster.county.surrey.self")
    state.start = state.players.index(player)
    state.queue.pop(0)
    state.pending = None
    out.why.append(step("lancaster.county.surrey", why, player=chooser, start=player))
    out.events.append(msg(key, "lancaster.county.surrey", player=chooser, start=player))


# --- the castle ------------------------------------------------------------------------------------

def _times(state: State, out: Outcome, player: str, space: str) -> tuple[int, str]:
    knight = space in state.castle[player]
    tile = space in state.extensions[player]
    if knight and tile:
        # The tile was laid under a knight already there (a reward of phase II or III): the space
        # still pays once (lancaster.castle.extension-knight).
        out.why.append(step("lancaster.castle.extension-knight", player=player, space=space))
        return 1, "lancaster.castle.reward"
    if knight:
        return 1, "lancaster.castle.reward"
    if tile:
        return 1, "lancaster.castle.extension"
    return 0, ""


def castle(state: State, out: Outcome, player: str) -> None:
    """Free rewards are collected at once; those that cost something are offered (ask-castle)."""
    tasks: list[dict] = []
    paid: list[str] = []
    for space in SPACES:
        times, rule = _times(state, out, player, space)
        if not times:
            continue
        effect = facts.effect(state, out, f"castle.{space[1]}", rule)
        if effect.condition[0] == "pay":
            paid += [space] * times
            continue
        out.why.append(step("lancaster.castle.extension" if rule == "lancaster.castle.extension"
                            else "lancaster.castle.reward", player=player, space=space, text=effect.text, times=times))
        tasks += effects.grant(state, out, player, effect.rewards, times, rule)
    if paid:
        tasks.append({"do": "ask-castle", "player": player, "spaces": paid})
    tasks.append({"do": "castle-return", "player": player})
    effects.push(state, tasks)


def price(effect) -> tuple:
    """What a castle space costs: its pay condition's items, or nothing when its text (a table's `fact`
    typed while the question waits) makes it free."""
    return effect.condition[1] if effect.condition[0] == "pay" else ()


def castle_options(state: State, player: str, spaces: list[str]) -> list[str]:
    """The paid spaces the player can afford (in State.public: what the players hold between them, when
    the question is asked, ■3, ■16) and whose reward can be given (■10: no higher knight in
    the stock, no upgrade; no strength-1 knight in the stock, no new knight), where a knight of the player
    or an extension tile still is (■25: the reward above a knight placed; a set-up line may have taken it)."""
    out = []
    for space in spaces:
        if space not in state.castle[player] and space not in state.extensions[player]:
            continue
        effect = facts.effect(state, None, f"castle.{space[1]}", "lancaster.castle.reward")
        if all(getattr(state, item)[player] >= n for item, n in price(effect)) \
                and effects.can_receive(state, player, effect.rewards):
            out.append(space)
    return out


def take_castle(state: State, out: Outcome, choices: tuple) -> None:
    asked = pending(state)
    player = asked.player
    offered = list(asked.choice("space"))
    effects.one_choice(choices)
    if "all" in choices:
        chosen = list(offered)
    elif "none" in choices:
        chosen = []
    else:
        chosen = []
        for c in choices:
            if c not in offered:
                raise _not_offered(state, player, c, offered)
            offered.remove(c)
            chosen.append(c)
    _afford(state, player, chosen)
    tasks: list[dict] = []
    for space in chosen:
        effect = facts.effect(state, out, f"castle.{space[1]}", "lancaster.castle.reward")
        for item, n in price(effect):
            effects.pay(state, player, item, n, "lancaster.castle.reward")
        out.why.append(step("lancaster.castle.reward", player=player, space=space, text=effect.text, times=1))
        tasks += effects.grant(state, out, player, effect.rewards, 1, "lancaster.castle.reward")
    state.queue.pop(0)
    state.pending = None
    out.events.append(msg(N_("lancaster.castle.reward.done") if chosen else N_("lancaster.castle.reward.none"),
                          "lancaster.castle.reward", player=player, spaces=chosen))
    effects.push(state, tasks)


def _not_offered(state: State, player: str, space: str, offered: list[str]) -> RuleViolation:
    """Why a castle space named is not offered: its price is more than the player has (■10: space 1 costs
    3 servants, space 6 two), or the knight it gives is not in the stock (lancaster.castle.icons); else
    it is not one of the player's paid spaces left to take."""
    effect = facts.effect(state, None, f"castle.{space[1]}", "lancaster.castle.reward")
    if effect.condition[0] == "pay" and (space in state.castle[player] or space in state.extensions[player]):
        short = [(item, n) for item, n in price(effect) if getattr(state, item)[player] < n]
        if short:
            return RuleViolation("lancaster.pay.afford", N_("lancaster.pay.afford.castle"), player=player,
                                 space=space, resource=short[0][0], need=short[0][1])
        if not effects.can_receive(state, player, effect.rewards):
            return RuleViolation("lancaster.castle.icons", N_("lancaster.castle.icons.stock"), player=player,
                                 space=space)
    return RuleViolation("lancaster.castle.reward", "lancaster.castle.reward.not-offered", space=space,
                         spaces=offered or ["-"])


def _afford(state: State, player: str, spaces: list[str]) -> None:
    """The spaces chosen together cost their sum: refused as a whole, saying what they cost, not what
    the player has (lancaster.pay.afford; ■3, ■16)."""
    need: dict[str, int] = {}
    for space in spaces:
        effect = facts.effect(state, None, f"castle.{space[1]}", "lancaster.castle.reward")
        for item, n in price(effect):
            need[item] = need.get(item, 0) + n
    for item, n in need.items():
        if getattr(state, item)[player] < n:
            raise RuleViolation("lancaster.pay.afford", player=player, resource=item, need=n,
                                source="lancaster.castle.reward")


def castle_return(state: State, out: Outcome, player: str) -> None:
    knights = state.castle[player]
    if knights:
        state.court[player] += list(knights.values())
        state.court[player].sort()
        out.why.append(step("lancaster.castle.reward", "lancaster.castle.reward.back", player=player,
                            knights=sorted(knights.values())))
        state.castle[player] = {}


def noble_markers(state: State, out: Outcome) -> None:
    """One voting marker per noble plus one for the lord; none in the last round (■25)."""
    rounds = facts.need(state, out, "rounds", "lancaster.castle.nobles-markers")
    if state.round >= rounds:
        out.why.append(step("lancaster.castle.nobles-markers", "lancaster.castle.nobles-markers.last",
                            round=state.round))
        return
    bonus = facts.need(state, out, "castle.lord-markers", "lancaster.castle.nobles-markers")
    for p in state.order():
        n = len(state.nobles[p]) + bonus
        got = effects.gain(state, out, p, "markers", n, "lancaster.castle.nobles-markers")
        out.why.append(step("lancaster.castle.nobles-markers", player=p, nobles=len(state.nobles[p]), count=got))
