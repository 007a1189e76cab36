"""The course of a game as a queue of steps (state.after), run by referee.turn.run: set-up (enemies,
arrays), king selections, reigns (bonus, William I's Rouen, the king's actions, refill, crown
flipped) and the final taxation. A step that needs the table asks (questions.ask) and stays at the
head of the queue until it is done.

A step is a plain string "NAME[:ARG...]", so that a save holds the queue as it is:
  enemies                 ask the enemy drawn for each empty region but Rouen (2 (6))
  arrays                  becomes one draw:setup:COLOUR per colour (2 (9))
  draw:WHY:COLOUR         counters owed to an array, household first (WHY: setup, bonus, bonus-next, refill)
  discard:COLOUR          the king puts what his array holds beyond ten on the destroyed pile (4.2 (5))
  select:LO               the king selection of the boxes from LO (2 (10), 10.3)
  reign:BOX / enter:BOX   a reign begins (enter: its bonus was drawn already, 10.1)
  rouen                   William I's unit in Rouen (2 (11))
  attack                  the king's actions: attack, castle, tax, end (nothing runs: the king types)
  flip:BOX / next:BOX     the crown flipped; what follows the reign (a selection, the next reign, the end)
  final                   the final taxation (8.3, 10.4), and the game is over
  count / over            after the last king's actions: the final taxation at once, which ends the game
                          (engine.apply), then the last refill, which the table may type or leave (it
                          changes no money), and the flip"""

from __future__ import annotations

from referee import turn
from referee.core import Outcome, msg, step
from referee.games.kings_castles import questions, selection, taxation
from referee.games.kings_castles.board import ENEMY, ROUEN, UNITS, WILLIAM, regions
from referee.games.kings_castles.state import State


def start_queue() -> list[str]:
    return ["enemies", "arrays", "select:1", "reign:1"]


def settle(state: State, out: Outcome, steps: list | None = None) -> None:
    # The queue of record is state.after (plain strings); turn.run drives it one head at a time.
    turn.run(state, out, _Queue(state), _HANDLERS, game="kings-castles")
    state.phase = phase_of(state)


class _Queue(list):
    """state.after seen by turn.run as steps ({"do": head})."""

    def __init__(self, state: State) -> None:
        super().__init__()
        self.state = state

    def __bool__(self) -> bool:  # the king's actions wait for his commands: nothing to run
        return bool(self.state.after) and self.state.after[0] != "attack"

    def __getitem__(self, i):  # type: ignore[override]
        return {"do": self.state.after[i].split(":")[0]}

    def pop(self, i=-1):  # type: ignore[override]
        return self.state.after.pop(i)


def phase_of(state: State) -> str:
    if state.over:
        return "over"
    if not state.after:
        return "over"
    head = state.after[0].split(":")[0]
    if head == "draw":
        return _draw_phase(state)
    return head


def _draw_phase(state: State) -> str:
    why = state.after[0].split(":")[1]
    return {"setup": "arrays", "bonus": "bonus", "bonus-next": "bonus", "refill": "refill"}[why]


def _args(state: State) -> list[str]:
    return state.after[0].split(":")[1:]


# --- set-up ---------------------------------------------------------------------------------------------

def next_enemy_region(state: State) -> str | None:
    return next((r for r in regions() if r != ROUEN and r not in state.units), None)


def _enemies(state: State, out: Outcome, task: dict) -> None:
    region = next_enemy_region(state)
    if region is None:
        state.after.pop(0)
        return
    types = [t for t in UNITS if state.bag.get(f"{ENEMY}-{t}", 0) > 0]
    if not types:  # the bag holds no more enemy units as the facts count them: the table corrects the count
        out.events.append(msg("kings-castles.setup.enemies.none", "kings-castles.setup.enemies", region=region))
        state.after.pop(0)
        return
    questions.ask(state, "enemy", region=region, types=types,
                  left=sum(1 for r in regions() if r != ROUEN and r not in state.units))


def _arrays(state: State, out: Outcome, task: dict) -> None:
    state.after[0:1] = [f"draw:setup:{c}" for c in state.colours]


# --- drawing counters (household first, then the bag) ---------------------------------------------------

def _draw(state: State, out: Outcome, task: dict) -> None:
    why, colour = _args(state)
    size = state.fact("counters.array")
    if state.draw is None:
        if why in ("bonus", "bonus-next"):
            box = state.box + (why == "bonus-next")
            left = state.board.bonus[box]
        else:
            left = max(0, size - len(state.arrays[colour]))
        state.draw = {"colour": colour, "left": left, "bagged": False, "housed": False, "why": why}
        if why == "bonus" and left:
            out.events.append(msg("kings-castles.turn.bonus.done", "kings-castles.turn.bonus", n=left, king=state.board.king[box],
                                  colour=colour))
        if why in ("setup", "refill") and left:  # whose array is filled now, and how (2 (9), 4.2 (5))
            home = sum(state.households[colour].values())
            start = msg("kings-castles.draw.household-first.start" if home else "kings-castles.draw.bag.start",
                        "kings-castles.draw.household-first" if home else "kings-castles.draw.bag",
                        player=state.owner(colour), colour=colour, left=left, why=why, household=home)
            out.events.append(start)
            if why == "refill":
                out.why.append(start)
    d = state.draw
    if why in ("setup", "refill"):  # up to ten, counted again after a `put array` or `take array` line
        d["left"] = max(0, size - len(state.arrays[colour]))
    if d["left"] > 0 and not state.bag and state.destroyed:
        refill_bag(state, out)
    household = sum(state.households[colour].values())
    if d["left"] > 0 and (state.bag or (household and not d["bagged"])):
        questions.ask(state, "draw", player=state.owner(colour), colour=colour, left=d["left"], why=why,
                      household=household if not d["bagged"] else 0)
        return
    if d["left"] > 0:
        out.events.append(msg("kings-castles.draw.exhausted.done", "kings-castles.draw.exhausted", colour=colour, left=d["left"]))
    state.draw = None
    state.after.pop(0)
    if why == "refill" and len(state.arrays[colour]) > size:
        state.after.insert(0, f"discard:{colour}")


def refill_bag(state: State, out: Outcome) -> None:
    """The destroyed pile goes back into the bag once the bag is empty (5.7)."""
    n = sum(state.destroyed.values())
    for c, k in state.destroyed.items():
        state.add(state.bag, c, k)
    state.destroyed = {}
    out.events.append(msg("kings-castles.bag.refill.done", "kings-castles.bag.refill", n=n))


def _discard(state: State, out: Outcome, task: dict) -> None:
    colour = _args(state)[0]
    extra = len(state.arrays[colour]) - state.fact("counters.array")
    if extra < 0:  # a correction (take array) left the array short of ten: the refill goes on (4.2 (5))
        state.after[0] = f"draw:refill:{colour}"
        return
    if extra == 0:
        state.after.pop(0)
        return
    questions.ask(state, "discard", player=state.owner(colour), colour=colour,
                  counters=sorted(set(state.arrays[colour]), key=state.arrays[colour].index), left=extra)


# --- reigns ---------------------------------------------------------------------------------------------

def _select(state: State, out: Outcome, task: dict) -> None:
    lo = int(_args(state)[0])
    if selection.run(state, out, lo):
        state.after.pop(0)


def _reign(state: State, out: Outcome, task: dict) -> None:
    box = int(_args(state)[0])
    state.after.pop(0)
    if str(box) not in state.crowns:  # no crown marker left for it (a position set up by hand): no reign
        state.after.insert(0, f"next:{box}")
        return
    enter(state, out, box)
    king = state.king
    state.after[0:0] = [f"draw:bonus:{king}", "rouen", "attack"]


def enter(state: State, out: Outcome, box: int) -> None:
    state.box = box
    state.other = None
    state.stage = "attacks"
    out.events.append(msg("kings-castles.turn.flip.reign", "kings-castles.turn.flip", box=box, king=state.board.king[box],
                          colour=state.crowns.get(str(box), ""), country=state.board.target[box]))


def _enter(state: State, out: Outcome, task: dict) -> None:
    """Overlapping turns: the next king, whose bonus is drawn already, begins his reign."""
    box = int(_args(state)[0])
    state.after.pop(0)
    if str(box) not in state.crowns:  # its crown was taken off with put meanwhile: as after any reign whose
        state.after.insert(0, f"next:{box - 1}")  # next box has no crown (a selection asks for one)
        return
    enter(state, out, box)
    state.after[0:0] = ["rouen", "attack"]


def _rouen(state: State, out: Outcome, task: dict) -> None:
    """William I's first step: one unit of his array, of any colour (rulebook 2 (11) says 'one unit'), in
    Rouen; his own colour's are offered first."""
    king = state.king  # None: the table took this reign's crown off with put during the bonus draw
    if state.box != WILLIAM or ROUEN in state.units or king is None:
        state.after.pop(0)
        return
    units = sorted({c for c in state.arrays[king] if c.partition("-")[2] in UNITS},
                   key=lambda c: (not c.startswith(f"{king}-"), c))
    if not units:  # nothing to put there: said, so that the table does not look for it
        state.after.pop(0)
        said = step("kings-castles.turn.rouen", "kings-castles.turn.rouen.none", colour=king)
        out.events.append(said)
        out.why.append(said)
        return
    types = [t for t in UNITS if f"{king}-{t}" in units]  # what a bare type may name
    questions.ask(state, "rouen", player=state.owner(king), colour=king, types=types, units=units)


def _attack(state: State, out: Outcome, task: dict) -> None:
    """The king's actions: nothing is asked; attack, castle, tax and end are the turn's commands."""


def end_turn(state: State, out: Outcome) -> None:
    """`end`: the king's actions are over; the array is refilled, the crown flipped (4.2 (5), (6))."""
    box, king = state.box, state.king
    assert state.after and state.after[0] == "attack"
    state.after.pop(0)
    nxt = box + 1
    # 10.1 lets the next player take his bonus while this king refills; a king who also holds the next
    # box refills first, or his bonus would count among the ten
    heir = state.crowns.get(str(nxt))  # none when a position typed with `put` left the box empty
    overlap = (state.overlap and nxt <= state.last_box and not selection.starts_window(state, nxt)
               and heir is not None and heir != king)
    if overlap:
        out.why.append(step("kings-castles.turn.overlap", box=nxt))
        state.after[0:0] = [f"draw:bonus-next:{heir}", f"draw:refill:{king}", f"flip:{box}",
                            f"enter:{nxt}"]
    elif box >= state.last_box:  # the refill changes no money: the final count is known at once (4.1)
        state.after[0:0] = ["count", f"draw:refill:{king}", f"flip:{box}", "over"]
    else:
        state.after[0:0] = [f"draw:refill:{king}", f"flip:{box}", f"next:{box}"]


def _flip(state: State, out: Outcome, task: dict) -> None:
    box = int(_args(state)[0])
    state.after.pop(0)
    state.flipped.append(box)
    out.events.append(msg("kings-castles.turn.flip.done", "kings-castles.turn.flip", box=box, king=state.board.king[box]))


def _next(state: State, out: Outcome, task: dict) -> None:
    box = int(_args(state)[0])
    state.after.pop(0)
    if box >= state.last_box:
        state.after.insert(0, "final")
    elif selection.starts_window(state, box + 1) or str(box + 1) not in state.crowns:
        # a new selection; or a position set up with put whose next box has no crown yet
        state.after[0:0] = [f"select:{selection.window_of(state, box + 1)}", f"reign:{box + 1}"]
    else:
        state.after.insert(0, f"reign:{box + 1}")


def _final(state: State, out: Outcome, task: dict) -> None:
    state.after.pop(0)
    taxation.final(state, out)
    state.over = True


def _count(state: State, out: Outcome, task: dict) -> None:
    """The last king's actions are over: the final taxation now; the last refill (4.2 (5)) still follows,
    as in every reign, and the table may type it or stop here."""
    state.after.pop(0)
    taxation.final(state, out)
    out.events.append(msg("kings-castles.turn.order.last", "kings-castles.turn.order"))
    out.why.append(step("kings-castles.turn.order", "kings-castles.turn.order.last"))


def _over(state: State, out: Outcome, task: dict) -> None:
    state.after.pop(0)
    state.over = True


_HANDLERS = {"enemies": _enemies, "arrays": _arrays, "draw": _draw, "discard": _discard, "select": _select,
             "reign": _reign, "enter": _enter, "rouen": _rouen, "attack": _attack, "flip": _flip, "next": _next,
             "final": _final, "count": _count, "over": _over}


