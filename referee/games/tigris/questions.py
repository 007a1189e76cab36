"""What Tigris & Euphrates asks the table: the one table of its pending questions (their kinds, messages,
declared keys and options), the typed question of a state (`pending`), and the one way a handler asks a
new one (`ask`). The engine and the handlers (conflicts, events) all import it; it imports none of them.
"""

from __future__ import annotations

from typing import Any

from referee import turn
from referee.games.tigris.state import State
from referee.i18n import N_
from referee.turn import Answer, Pending, Question

# What the table owes the referee, as said in `show`, the toolbar and a rejection.
PENDING_KEYS = {
    "revolt": N_("tigris.turn.pending.revolt"),
    "war": N_("tigris.turn.pending.war"),
    "war-order": N_("tigris.turn.pending.war-order"),
    "monument": N_("tigris.turn.pending.monument"),
    "treasure": N_("tigris.turn.pending.treasure"),
}

# Answers to what the referee is waiting for: command -> (pending kinds it answers, rule).
ANSWERS: dict[str, tuple[tuple[str, ...], str]] = {
    "commit": (("revolt", "war"), "tigris.conflict.commit"),
    "war": (("war-order",), "tigris.war.order"),
    "monument": (("monument",), "tigris.monument.build"),
    "treasure": (("treasure",), "tigris.treasure.choice"),
}

# A conflict's question: the side asked (`player`), both sides, and what each has committed so far.
_CONFLICT = ("colour", "player", "attacker", "defender", "attacker_square", "defender_square",
             "attacker_strength", "defender_strength", "attacker_commit", "defender_commit")

# What each pending kind asks, of whom, its keys and the finite choices it offers (see referee.turn.Pending).
KINDS: dict[str, Question] = {
    "revolt": Question(PENDING_KEYS["revolt"], fields=_CONFLICT),
    "war": Question(PENDING_KEYS["war"], fields=_CONFLICT),
    "war-order": Question(PENDING_KEYS["war-order"], options=(("colour", "colours"),), fields=("player", "colours")),
    "monument": Question(PENDING_KEYS["monument"], options=(("monument", "monuments"), ("square", "squares")),
                         fields=("player", "colour", "squares", "monuments")),
    "treasure": Question(PENDING_KEYS["treasure"], options=(("square", "choices"),),
                         fields=("player", "forced", "choices", "count", "treasures")),
}
_ANSWERS = {name: Answer(kinds, rule) for name, (kinds, rule) in ANSWERS.items()}
# A choice of treasures after the corner ones the rules give first (tigris.treasure.corner): it names them.
TREASURE_FORCED_KEY = N_("tigris.turn.pending.treasure-forced")


def tile_colour(p: dict) -> str:
    """The colour of the tiles a conflict is fought with (the one place that says so): temples (red)
    in a revolt, whatever the leaders' colour; the leaders' colour in a war. Messages name the tile
    through the glossary from this colour (parameter `tile`)."""
    return "red" if p["kind"] == "revolt" else p["colour"]


def pending_params(pending: dict) -> dict:
    """What a pending message is told: the pending entry, and for a conflict the tiles it is fought with."""
    params = dict(pending)
    if pending["kind"] in ("revolt", "war"):
        params["tile"] = tile_colour(pending)
    return params


def pending(state: State) -> Pending | None:
    """What the table owes the referee now, typed."""
    if state.pending is None:
        return None
    forced = state.pending["kind"] == "treasure" and state.pending.get("forced")
    return turn.Pending.build(state.pending, KINDS, _ANSWERS, params=pending_params(state.pending),
                              **({"key": TREASURE_FORCED_KEY} if forced else {}))


def ask(state: State, kind: str, **data: Any) -> None:
    """Ask the table a new question of a kind (its keys as KINDS declares them)."""
    state.pending = turn.entry(KINDS, kind, **data)
