"""Whole games of Lancaster played by a seeded random table, for benchmarks, property tests and examples.

Every line goes through the session like a typed line; only accepted lines are kept, so the
result is a script that replays exactly. The facts nobody knows (county minimums, conflict
points, some laws) are typed in with made-up values: they are for the simulation only, not
the printed board.
"""

from __future__ import annotations

import random

from referee.games.lancaster import facts
from referee.games.lancaster.state import COUNTIES, SPACES
from referee.session import Session

# Made-up values for the simulation; not the printed board.
SIMULATED_MINIMUMS = {"A": 1, "B": 2, "C": 2, "E": 1, "F": 1, "G": 3, "H": 2, "I": 4}
SIMULATED_TEXTS = {"buy-pp": "pay coins 2 -> pp 1", "all-four": "deployed 1234 -> pp 6",
                   "unnamed": "most nobles -> pp 3"}


def setup_lines(rng: random.Random) -> list[str]:
    return [f"fact county.{c}.minimum {m}" for c, m in SIMULATED_MINIMUMS.items()]


def _card(state, rng: random.Random) -> str:
    removed = facts.peek(state, f"conflict.removed.{len(state.players)}")
    strength = rng.choice([s for s in range(2, 11) if s not in removed])
    a = rng.randint(2, 7)
    b = rng.randint(1, a)
    c = rng.randint(0, b)
    return f"reveal conflict {strength} {a}-{b}-{c}"


def _law(state, rng: random.Random) -> str:
    seen = set(state.laws) | set(state.proposals) | set(state.laws_gone)
    setup = set(facts.peek(state, "laws.setup"))
    left = [law for law in facts.catalog_laws() if law not in seen and law not in setup]
    if not left or rng.random() < 0.05:
        return "reveal law new per 2 nobles -> markers 1"
    law = rng.choice(left)
    if facts.law_text(state, law) is None:
        return f"reveal law {law} {SIMULATED_TEXTS[law]}"
    return f"reveal law {law}"


def _place(state, rng: random.Random, player: str) -> str:
    knight = rng.choice(state.court[player])
    roll = rng.random()
    if roll < 0.45:
        county = rng.choice(COUNTIES)
        servants = rng.choice([0, 0, 0, 1, 2]) if state.servants[player] else 0
        return f"knight {knight} {county} {servants}"
    if roll < 0.75 and state.conflicts:
        return f"knight {knight} {rng.choice(sorted(state.conflicts))}"
    return f"knight {knight} {rng.choice(SPACES)}"


def answer(state, rng: random.Random) -> str:
    p = state.pending
    kind = p["kind"]
    player = p.get("player")
    if kind == "fact":  # a printed fact a held line waits for (none when the set-up lines typed them all)
        return f"fact {p['fact']} {rng.randint(p['lo'], p['hi']) if 'lo' in p else 1}"
    if kind == "reveal-conflict":
        return _card(state, rng)
    if kind == "reveal-law":
        return _law(state, rng)
    if kind == "extension":
        return f"extension {rng.choice(p['spaces'])[1]}"
    if kind == "place":
        return _place(state, rng, player)
    if kind == "favour":
        return f"favour {rng.choice(p['favours'])}"
    if kind == "upgrade":
        if rng.random() < 0.1:
            return "upgrade none"
        strength, _sep, where = rng.choice(p["options"]).partition("@")
        return f"upgrade {strength} {where}"
    if kind == "noble":
        return f"noble {rng.choice(p['counties'])}"
    if kind == "vote":
        who = p["waiting"][0]
        return f"vote {who} {rng.choice(['yes', 'no'])} {rng.randint(0, state.markers[who])}"
    if kind == "pay":
        return f"pay {rng.randint(0, p['max'])}"
    if kind == "county":
        return f"choose {rng.choice(['noble', 'reward', 'reward', 'both'])}"
    if kind == "dorset":
        return f"move {rng.choice(p['slots'])}"
    if kind == "surrey":
        return f"start {rng.choice(state.players)}"
    if kind == "castle":
        return "castle " + rng.choice(["all", "none", p["spaces"][0][1]])
    if kind == "ransom":
        knights = p["knights"]
        if rng.random() < 0.4:
            return "ransom none"
        return "ransom " + " ".join(str(k) for k in rng.sample(knights, rng.randint(1, len(knights))))
    raise ValueError(kind)


def play(players=("Aki", "Ben", "Chie", "Dai", "Emi"), seed: int = 1, max_lines: int = 5000,
         stop=None) -> tuple[Session, list[str]]:
    """A session after a whole game (or when stop(state) says so) and its script of accepted lines."""
    rng = random.Random(seed)
    session = Session(lang="en")
    script = [f"new lancaster {' '.join(players)}"]
    assert session.execute(script[0]).status == "ok"
    for line in setup_lines(rng):
        assert session.execute(line).status == "ok", line
        script.append(line)
    tries = 0
    while not session.state.over and len(script) < max_lines:
        if stop is not None and stop(session.state):
            break
        line = answer(session.state, rng)
        reply = session.execute(line)
        tries += 1
        if reply.status == "ok":
            script.append(line)
        elif tries > 50 * max_lines:
            raise RuntimeError(f"stuck at {session.state.pending}: {reply.text}")
    return session, script


if __name__ == "__main__":
    session, script = play()
    print("\n".join(script))
    print(f"# {len(script) - 1} lines; final: {dict(session.state.pp)}", flush=True)
