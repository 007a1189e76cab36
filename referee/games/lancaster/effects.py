"""Rewards and payments shared by favours, laws, counties and the castle: gains from the supply,
payments to it, new knights, upgrades, nobles and extension tiles.

A reward that leaves the player a choice (which knight to upgrade, which extension tile, which
noble, where Dorset's knight goes, who starts) becomes an "ask" step at the head of the queue; the
flow asks the table for it before anything else happens.
"""

from __future__ import annotations

from typing import Any

from referee.core import InputError, Outcome, RuleViolation, msg, step
from referee.games.lancaster.state import COUNTIES, SLOTS, SPACES, State
from referee.i18n import N_


# --- a choice typed on one line ------------------------------------------------------------------

def one_choice(choices: tuple) -> None:
    """`castle` and `ransom` take the items chosen, or all, or none: a line naming more than one of
    these contradicts itself and is refused as a whole, nothing chosen (not settled by a precedence)."""
    words = {c for c in choices if c in ("all", "none")}
    if len(words) > 1 or (words and len(words) < len(set(choices))):
        raise InputError(N_("The line contradicts itself: name the ones taken, or write all, or none, "
                            "only one of these (nothing was chosen)"))


# --- the supply ---------------------------------------------------------------------------------

def gain(state: State, out: Outcome, player: str, what: str, n: int, rule: str) -> int:
    """Give n coins, servants, markers or power points, always in full (lancaster.supply.limit)."""
    if n <= 0:
        return 0
    if what == "pp":
        state.pp[player] += n
        return n
    draw(state, out, what, n)
    getattr(state, what)[player] += n
    return n


def draw(state: State, out: Outcome, what: str, n: int) -> None:
    """Take n coins, servants or markers from the supply. The rulebook sets no limit (■4): when the
    box's pieces run out the table uses substitutes, and the supply's count goes below zero; the
    line that first needs a substitute says so (lancaster.supply.limit)."""
    before = state.supply[what]
    state.supply[what] -= n
    if before >= 0 > state.supply[what]:
        out.why.append(step("lancaster.supply.limit", resource=what, missing=-state.supply[what]))
        out.events.append(msg("lancaster.supply.limit.out", "lancaster.supply.limit", resource=what))


def pay(state: State, player: str, what: str, n: int, rule: str) -> None:
    """Pay n to the supply, or refuse the line (lancaster.pay.afford): the refusal says what the line
    asks for, never what the player has (■3, ■16: it lies behind the screen)."""
    if n <= 0:
        return
    if getattr(state, what)[player] < n:
        raise RuleViolation("lancaster.pay.afford", player=player, resource=what, need=n, source=rule)
    getattr(state, what)[player] -= n
    state.supply[what] += n


# --- knights ------------------------------------------------------------------------------------

def new_knight(state: State, out: Outcome, player: str, strength: int, rule: str) -> bool:
    """The player's knight of that strength from the stock into the court (lancaster.knight.new)."""
    stock = state.stock[player]
    if strength not in stock:
        out.why.append(step("lancaster.knight.new", "lancaster.knight.new.none", player=player, strength=strength))
        out.events.append(msg("lancaster.knight.new.none", "lancaster.knight.new", player=player, strength=strength))
        return False
    stock.remove(strength)
    state.court[player].append(strength)
    state.court[player].sort()
    out.events.append(msg("lancaster.knight.new.done", "lancaster.knight.new", player=player, strength=strength))
    out.why.append(step("lancaster.knight.new", player=player, strength=strength, source=rule))
    return True


def upgrade_options(state: State, player: str, mode: Any = None) -> list[tuple[int, str]]:
    """(strength, where) of each knight that can be upgraded: the next strength is in the stock.

    mode None: any knight in the court or deployed; "deployed": deployed only; an int: that
    strength, deployed (the law that exchanges a deployed 3 for the 4)."""
    stock = state.stock[player]
    return [(k, w) for k, w in upgrade_candidates(state, player, mode) if k + 1 in stock]


def upgrade_candidates(state: State, player: str, mode: Any = None) -> list[tuple[int, str]]:
    """(strength, where) of each knight the upgrade may take, whatever the stock holds (see upgrade_options)."""
    places: list[tuple[int, str]] = []
    if mode is None:
        places += [(k, "court") for k in sorted(set(state.court[player]))]
    for where, k in state.deployed(player):
        if (k, where) not in places:
            places.append((k, where))
    if isinstance(mode, int):
        places = [(k, w) for k, w in places if k == mode]
    return places


def can_receive(state: State, player: str, rewards: tuple) -> bool:
    """Whether every knight in these rewards can be given: a new knight needs its strength in the stock,
    an upgrade a knight whose next strength is there."""
    for r in rewards:
        if r[0] == "knight" and r[1] not in state.stock[player]:
            return False
        if r[0] == "upgrade" and not upgrade_options(state, player, r[1]):
            return False
    return True


def stock_key(state: State, player: str, strength: int) -> str:
    """Why a knight cannot be upgraded from the stock: the player has no stronger knight at all (a 4, ■0),
    or the next one is in play."""
    stronger = strength + 1 in state.all_knights(player)
    return N_("lancaster.knight.upgrade.stock") if stronger else N_("lancaster.knight.upgrade.strongest")


def upgrade(state: State, out: Outcome, player: str, strength: int, where: str, rule: str) -> None:
    """Exchange the knight for the stock knight one stronger, in the same place (lancaster.knight.upgrade)."""
    if strength + 1 not in state.stock[player]:
        raise RuleViolation("lancaster.knight.upgrade", stock_key(state, player, strength), player=player,
                            strength=strength, higher=strength + 1)
    if where == "court":
        state.court[player].remove(strength)
        state.court[player].append(strength + 1)
        state.court[player].sort()
    elif where in COUNTIES:
        state.counties[where][1] = strength + 1
    elif where in SLOTS:
        knights = state.conflict_space(where, player)
        knights[knights.index(strength)] = strength + 1
    elif where in SPACES:
        state.castle[player][where] = strength + 1
    state.stock[player].remove(strength + 1)
    state.stock[player].append(strength)
    state.stock[player].sort()
    out.events.append(msg("lancaster.knight.upgrade.done", "lancaster.knight.upgrade", player=player,
                          strength=strength, higher=strength + 1, where=where))
    out.why.append(step("lancaster.knight.upgrade", player=player, strength=strength, higher=strength + 1,
                        where=where, source=rule))


def find_knight(state: State, player: str, strength: int, where: str | None, candidates: list[str]) -> str:
    """Where the player's knight of that strength is, among the candidate places; asks when ambiguous."""
    from referee.core import InputError
    from referee.i18n import N_

    if where is not None:
        if where not in candidates:
            raise RuleViolation("lancaster.knight.upgrade", "lancaster.knight.upgrade.not-there", player=player,
                                strength=strength, where=where, places=candidates or ["-"])
        return where
    if len(candidates) == 1:
        return candidates[0]
    if not candidates:
        raise RuleViolation("lancaster.knight.upgrade", "lancaster.knight.upgrade.none-of", player=player,
                            strength=strength)
    raise InputError(N_("Which knight of strength {strength}? {player} has one in: {places}. "
                        "Add the place, such as: upgrade {strength} {first}"),
                     strength=strength, player=player, places=", ".join(candidates), first=candidates[0])


# --- nobles and extension tiles -------------------------------------------------------------------

def noble_options(state: State, player: str, county: str | None = None) -> list[str]:
    counties = [county] if county else list(COUNTIES)
    return [c for c in counties if state.noble_stacks.get(c, 0) > 0 and c not in state.nobles[player]]


def take_noble(state: State, out: Outcome, player: str, county: str, rule: str) -> None:
    """The noble goes to the leftmost free place at the player's table (lancaster.noble.unique)."""
    if county in state.nobles[player]:
        raise RuleViolation("lancaster.noble.unique", player=player, county=county)
    if state.noble_stacks.get(county, 0) <= 0:
        raise RuleViolation("lancaster.noble.stack", county=county)
    state.noble_stacks[county] -= 1
    state.nobles[player].append(county)
    out.events.append(msg("lancaster.noble.unique.done", "lancaster.noble.unique", player=player, county=county,
                          count=len(state.nobles[player])))
    out.why.append(step("lancaster.noble.unique", player=player, county=county, count=len(state.nobles[player]),
                        source=rule))


def extension_options(state: State, player: str) -> list[str]:
    return [s for s in SPACES if s not in state.extensions[player]]


def place_extension(state: State, out: Outcome, player: str, space: str, rule: str) -> None:
    if space in state.extensions[player]:
        raise RuleViolation("lancaster.castle.extension", "lancaster.castle.extension.placed", player=player,
                            space=space)
    state.extensions[player].append(space)
    state.extensions[player].sort()
    out.events.append(msg("lancaster.castle.extension.done", "lancaster.castle.extension", player=player,
                          space=space, count=len(state.extensions[player])))
    out.why.append(step("lancaster.castle.extension", "lancaster.castle.extension.tile", player=player, space=space,
                        count=len(state.extensions[player])))


# --- rewards of the legend --------------------------------------------------------------------------

def grant(state: State, out: Outcome, player: str, rewards: tuple, times: int, rule: str,
          extra: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Apply rewards `times` times: amounts and new knights at once; choices become ask steps (returned,
    in order, for the caller to put at the head of the queue)."""
    asks: list[dict[str, Any]] = []
    told: dict[str, int] = {}  # each amount is told once, with its total, where it was first told
    for _i in range(times):
        for r in rewards:
            kind = r[0]
            if kind in ("coins", "servants", "markers", "pp"):
                got = gain(state, out, player, kind, r[1], rule)
                if got:
                    said = msg("lancaster.supply.limit.gain", rule, player=player, resource=kind, count=got)
                    if kind in told:
                        said.params["count"] += out.events[told[kind]].params["count"]
                        out.events[told[kind]] = said
                    else:
                        told[kind] = _said_gain(out, said)
            elif kind == "knight":
                new_knight(state, out, player, r[1], rule)
            elif kind == "upgrade":
                asks.append({"do": "ask-upgrade", "player": player, "mode": r[1] if r[1] is not None else "any",
                             "source": rule})
            elif kind == "extension":
                asks.append({"do": "ask-extension", "player": player, "source": rule})
            elif kind == "noble":
                asks.append({"do": "ask-noble", "player": player, "source": rule})
            elif kind == "move":
                asks.append({"do": "ask-dorset", "player": player, "source": rule, **(extra or {})})
            elif kind == "start":
                asks.append({"do": "ask-surrey", "player": player, "source": rule})
    return asks


def _said_gain(out: Outcome, said) -> int:
    """Tell a gain; told once with its total when the line just before tells the same gain to the same
    player from the same rule (two castle spaces that pay alike): 投票マーカー2, not 1 twice. Its index."""
    last = out.events[-1] if out.events else None
    if last is not None and last.key == said.key and last.rule == said.rule and \
            (last.params["player"], last.params["resource"]) == (said.params["player"], said.params["resource"]):
        said.params["count"] += last.params["count"]
        out.events[-1] = said
    else:
        out.events.append(said)
    return len(out.events) - 1


def push(state: State, tasks: list[dict[str, Any]]) -> None:
    """Put steps at the head of the queue, in order."""
    state.queue[0:0] = tasks


def describe(rewards: tuple) -> str:
    from referee.games.lancaster.legend import format_reward

    return ", ".join(format_reward(r) for r in rewards)


def mode_of(task: dict[str, Any]) -> Any:
    mode = task.get("mode", "any")
    return None if mode == "any" else mode
