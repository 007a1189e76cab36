"""Who holds a country: the one reading of majorities the rules use everywhere (3.5, 5.1-5.5).

- **Control** (absolute majority, 支配): a player's followers there outnumber all other players'
  followers and the rebels together. A forest is never controlled. Control counts for the victory
  conditions, the levy, development, moving out of a country, and blocks Influence B on its card.
- **Battle majority** (simple majority): a player's followers outnumber those of every other single
  player, and outnumber the rebels (each counted apart); a tie is not enough. It allows a battle (5.5),
  in forests too.
Followers on country cards never count.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.games.carolingi.state import State


@dataclass(frozen=True)
class Standing:
    """A country's majorities, and why."""

    country: str
    counts: dict[str, int]  # player -> followers there (players with at least one)
    rebels: int
    forest: bool
    homeland_of: str | None
    controller: str | None  # absolute majority, never in a forest
    leader: str | None  # battle majority (simple majority)
    reason: str  # a message-key suffix saying why: forest, empty, control, tie, short

    def others(self, player: str) -> int:
        """Everybody against the player: other players' followers and the rebels together."""
        return sum(n for p, n in self.counts.items() if p != player) + self.rebels


def standing(state: State, country: str) -> Standing:
    counts = dict(state.followers.get(country, {}))
    rebels = state.rebels.get(country, 0)
    forest = country in state.board.forests
    home = state.owner_of_homeland(country)
    best = max(counts.values(), default=0)
    top = [p for p, n in counts.items() if n == best]
    leader = top[0] if best > 0 and len(top) == 1 and best > rebels else None
    controller = None
    if best > 0 and len(top) == 1:
        p = top[0]
        if best > sum(counts.values()) - best + rebels and not forest:
            controller = p
    if forest:
        reason = "forest"
    elif not counts:
        reason = "empty"
    elif controller:
        reason = "control"
    elif len(top) > 1:
        reason = "tie"
    else:
        reason = "short"
    return Standing(country, counts, rebels, forest, home, controller, leader, reason)


def controls(state: State, player: str, country: str) -> bool:
    return standing(state, country).controller == player


def controlled(state: State, player: str) -> list[str]:
    """The countries in play the player controls, in board order."""
    return [c for c in state.board.countries if controls(state, player, c)]


def controller(state: State, country: str) -> str | None:
    return standing(state, country).controller
