"""King selection (rulebook 2 (10), 9.1, 9.2, 9.3, 10.3): crown markers placed in turn on the boxes of a
window of the succession chart, never next to one's own unless no other box is free."""

from __future__ import annotations

from referee.core import Outcome, RuleViolation, msg, step
from referee.games.kings_castles import questions
from referee.games.kings_castles.board import BOXES
from referee.games.kings_castles.state import State



def windows(state: State) -> list[tuple[int, int]]:
    """The boxes chosen at each selection: the short game all twelve at once; the full game every
    eight kings (2 and 4 players) or every six (3 players) (10.3), or all 24 at the start when the table
    plays without the addendum's selections (2 (10), option selection=once)."""
    if state.length == "short" or not state.staggered:
        return [(1, state.last_box)]
    size = 6 if len(state.players) == 3 else 8
    return [(lo, lo + size - 1) for lo in range(1, state.last_box + 1, size)]


def starts_window(state: State, box: int) -> bool:
    return any(lo == box for lo, _hi in windows(state))


def _window(state: State, lo: int) -> tuple[int, int]:
    return next(w for w in windows(state) if w[0] == lo)


def window_of(state: State, box: int) -> int:
    """The first box of the selection that holds this box."""
    return next(lo for lo, hi in windows(state) if lo <= box <= hi)


def adjacent(a: int, b: int) -> bool:
    """Boxes next to each other on the chart; Henry III part 2 (12) counts as next to Edward I (13)."""
    return abs(a - b) == 1


def allowed(state: State, colour: str, lo: int, hi: int) -> list[int]:
    """The boxes a crown of this colour may go to now (2 (10), 9.1)."""
    free = [b for b in range(lo, hi + 1) if str(b) not in state.crowns]
    mine = set(state.sets[state.owner(colour)])

    def near(b: int, colours: set[str]) -> bool:
        return any(adjacent(b, int(o)) and c in colours for o, c in state.crowns.items())

    for tier in ([b for b in free if not near(b, mine)], [b for b in free if not near(b, {colour})]):
        if tier:
            return tier
    return free


def order(state: State, first: str, lo: int, hi: int, lead: dict[str, str] | None = None) -> list[str]:
    """The colours in the order they place: clockwise from the first player; a player of two sets
    alternates them (9.1), from the set `lead` names for him (else his first). A colour with no crown
    marker left is passed over (a position set up by hand)."""
    i = state.players.index(first)
    seats = list(state.players[i:] + state.players[:i])
    left = dict(state.crowns_left)
    wanted = sum(1 for b in range(lo, hi + 1) if str(b) not in state.crowns)
    out: list[str] = []
    lead = lead or {}
    turns = {p: state.sets[p].index(lead[p]) if p in lead else 0 for p in seats}
    for k in range(4 * BOXES):
        if len(out) == wanted or not any(left.values()):
            break
        p = seats[k % len(seats)]
        sets = state.sets[p]
        colour = sets[turns[p] % len(sets)]
        turns[p] += 1
        if left.get(colour, 0) > 0:
            left[colour] -= 1
            out.append(colour)
    return out


def run(state: State, out: Outcome, lo: int) -> bool:
    """Ask for the next crown of the selection that begins at box `lo`; True when it is complete."""
    lo, hi = _window(state, lo)
    if all(str(b) in state.crowns for b in range(lo, hi + 1)):
        # every box of the window holds a crown already (a position set up with put): nothing to choose,
        # so no first player either
        state.selection = None
        return True
    sel = state.selection
    # who begins is worked out again while the table has not named one of a tie: a correction typed
    # meanwhile (put, take) may have broken the tie, or made another
    if sel is None or sel.get("lo") != lo or "tied" in sel:
        if lo == 1:
            first = state.first or state.players[0]
        else:
            totals = {p: sum(state.towns(c) for c in state.sets[p]) for p in state.players}
            low = min(totals.values())
            tied = [p for p in state.players if totals[p] == low]
            if len(tied) > 1:
                if sel is None or sel.get("lo") != lo:  # said once, when the selection begins (10.3.1 C)
                    out.events.append(msg("kings-castles.crown.place.selection-tied", "kings-castles.crown.first",
                                          lo=lo, hi=hi, players=tuple(tied), total=low))
                questions.ask(state, "first", players=tied, total=low)
                state.selection = {"lo": lo, "hi": hi, "at": 0, "order": [], "tied": tied}
                return False
            first = tied[0]
            out.why.append(step("kings-castles.crown.first", player=first, total=low))
        state.selection = {"lo": lo, "hi": hi, "at": 0, "order": order(state, first, lo, hi), "first": first}
        if lo == 1:
            out.events.append(msg("kings-castles.crown.place.selection", "kings-castles.crown.place", lo=lo, hi=hi,
                                  player=first))
        else:  # a later selection says why this player begins (10.3.1 C)
            out.events.append(msg("kings-castles.crown.place.selection-lowest", "kings-castles.crown.first", lo=lo,
                                  hi=hi, player=first, total=low))
    sel = state.selection
    if sel["at"] >= len(sel["order"]):
        state.selection = None
        return True
    colour = sel["order"][sel["at"]]
    questions.ask(state, "crown", player=state.owner(colour), colour=colour, boxes=allowed(state, colour, lo, hi))
    return False


def first(state: State, out: Outcome, player: str) -> None:
    """`first PLAYER`: the table names the first chooser among the tied lowest totals (10.3.1 C)."""
    asked = questions.pending(state)
    if player not in asked["players"]:
        raise RuleViolation("kings-castles.crown.first", "kings-castles.crown.first.not-lowest", player=player,
                            players=tuple(asked["players"]))
    sel = state.selection
    sel["order"] = order(state, player, sel["lo"], sel["hi"])
    sel["first"] = player
    sel.pop("tied", None)
    state.pending = None
    out.why.append(step("kings-castles.crown.first", player=player, total=asked["total"]))
    out.events.append(msg("kings-castles.crown.place.selection", "kings-castles.crown.place", lo=sel["lo"], hi=sel["hi"], player=player))


def _switch(state: State, colour: str) -> None:
    """A player of two sets names the set he places from: at his first crown of a selection either set
    (9.1 says only that he alternates them), later the one due. The order from here on follows his
    choice; the boxes his crown may take are those of the set named."""
    asked = questions.pending(state)
    player, sel = asked["player"], state.selection
    if colour not in state.sets[player]:
        raise RuleViolation("kings-castles.crown.place", "kings-castles.crown.place.not-yours", colour=colour,
                            sets=f"{player}:" + "+".join(state.sets[player]))
    if not questions.first_of_selection(state, player):
        raise RuleViolation("kings-castles.crown.place", "kings-castles.crown.place.alternate", player=player,
                            colour=asked["colour"])
    if not state.crowns_left.get(colour):
        raise RuleViolation("kings-castles.crown.place", "kings-castles.crown.place.none-left", colour=colour)
    rest = sel["order"][sel["at"]:]
    lead = {p: next(c for c in rest if state.owner(c) == p) for p in {state.owner(c) for c in rest}}
    lead[player] = colour
    sel["order"] = sel["order"][:sel["at"]] + order(state, player, sel["lo"], sel["hi"], lead)
    questions.ask(state, "crown", player=player, colour=colour, boxes=allowed(state, colour, sel["lo"], sel["hi"]))


def place(state: State, out: Outcome, box: int, colour: str | None = None) -> None:
    """`crown BOX [COLOUR]`: the asked colour's crown marker (or, for a player of two sets, the one he
    names) on a free box of the window."""
    if colour is not None and colour != questions.pending(state)["colour"]:
        _switch(state, colour)
    asked = questions.pending(state)
    colour = asked["colour"]
    sel = state.selection
    if not sel["lo"] <= box <= sel["hi"]:
        raise RuleViolation("kings-castles.crown.window", box=box, lo=sel["lo"], hi=sel["hi"])
    if str(box) in state.crowns:
        raise RuleViolation("kings-castles.crown.place", "kings-castles.crown.place.taken", box=box,
                            boxes=list(asked["boxes"]))
    if box not in asked["boxes"]:  # named by the crown it is next to (of either set of a 2-player game, 9.1)
        mine = set(state.sets[state.owner(colour)])
        beside = next((c for o, c in sorted(state.crowns.items()) if adjacent(box, int(o)) and c in mine), colour)
        raise RuleViolation("kings-castles.crown.adjacent", box=box, colour=beside, boxes=list(asked["boxes"]))
    free = [b for b in range(sel["lo"], sel["hi"] + 1) if str(b) not in state.crowns]
    if len(asked["boxes"]) < len(free):  # some free boxes were barred: next to this player's crowns
        out.why.append(step("kings-castles.crown.adjacent", colour=colour, boxes=list(asked["boxes"])))
    state.crowns[str(box)] = colour
    state.crowns_left[colour] -= 1
    sel["at"] += 1
    state.pending = None
    out.events.append(msg("kings-castles.crown.place.done", "kings-castles.crown.place", colour=colour, box=box,
                          king=state.board.king[box]))
