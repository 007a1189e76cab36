"""show --json's `pending` keeps its shape for every game (COMMANDS.md: {"kind": ..., "player": ..., ...}).

Every scenario script is replayed; after each line the pending entry of `show --json` must have,
for its kind, exactly one of the key sets (with their JSON types) pinned here, and every pinned kind
must turn up. A refactor of how the engines keep what they wait for must not change what scripts read.
"""

from __future__ import annotations

import json
from pathlib import Path

from referee.session import Session

ROOT = Path(__file__).resolve().parent.parent

_C = {"attacker": "str", "attacker_square": "str", "attacker_strength": "int", "colour": "str",
      "defender": "str", "defender_square": "str", "defender_strength": "int", "kind": "str", "player": "str"}

SHAPES: dict[tuple[str, str], list[dict[str, str]]] = {
    ("tigris", "revolt"): [_C, {**_C, "attacker_commit": "int"}],
    ("tigris", "war"): [_C, {**_C, "attacker_commit": "int"}],
    ("tigris", "war-order"): [{"colours": "list", "kind": "str", "player": "str"}],
    ("tigris", "monument"): [{"colour": "str", "kind": "str", "monuments": "list", "player": "str",
                              "squares": "list"}],
    ("tigris", "treasure"): [{"choices": "list", "count": "int", "forced": "list", "kind": "str",
                              "player": "str", "treasures": "list"}],
    ("lancaster", "castle"): [{"kind": "str", "player": "str", "spaces": "list"}],
    ("lancaster", "county"): [{"county": "str", "kind": "str", "nobles": "int", "player": "str"}],
    ("lancaster", "dorset"): [{"county": "str", "kind": "str", "player": "str", "slots": "list"}],
    ("lancaster", "extension"): [{"kind": "str", "player": "str", "source": "str", "spaces": "list"}],
    ("lancaster", "favour"): [{"favours": "list", "kind": "str", "player": "str"}],
    ("lancaster", "noble"): [{"counties": "list", "kind": "str", "player": "str", "source": "str"}],
    ("lancaster", "pay"): [{"kind": "str", "law": "str", "max": "int", "player": "str"}],
    ("lancaster", "place"): [{"court": "list", "kind": "str", "player": "str"}],
    ("lancaster", "ransom"): [{"coins": "int", "kind": "str", "knights": "list", "player": "str", "rate": "int",
                               "slot": "str"}],
    ("lancaster", "reveal-conflict"): [{"deck": "int", "kind": "str", "slot": "str"}],
    ("lancaster", "reveal-law"): [{"deck": "int", "index": "int", "kind": "str"}],
    ("lancaster", "surrey"): [{"kind": "str", "player": "str", "start": "str"}],
    ("lancaster", "upgrade"): [{"kind": "str", "mode": "str", "options": "list", "player": "str",
                                "source": "str"}],
    ("lancaster", "vote"): [{"index": "int", "kind": "str", "law": "str", "waiting": "list"}],
    ("carolingi", "draw"): [{"events": "int", "kind": "str", "left": "int", "season": "str", "year": "int"}],
    ("carolingi", "card"): [{"archive": "int", "hunger": "int", "kind": "str"}],
    ("carolingi", "act"): [{"extra": "bool", "kind": "str", "player": "str", "tile": "str"}],
    ("carolingi", "trophy"): [{"countries": "list", "kind": "str", "player": "str"}],
    ("carolingi", "hunger"): [{"capacity": "int", "country": "str", "excess": "int", "kind": "str", "player": "str",
                               "represented": "list"}],
    ("carolingi", "extra"): [{"kind": "str", "player": "str"}],
    ("carolingi", "reveal"): [{"kind": "str", "known": "str", "player": "str"}],
    ("kings-castles", "enemy"): [{"kind": "str", "left": "int", "region": "str", "types": "list"}],
    ("kings-castles", "draw"): [{"colour": "str", "household": "int", "kind": "str", "left": "int", "player": "str",
                                 "why": "str"}],
    ("kings-castles", "crown"): [{"boxes": "list", "colour": "str", "kind": "str", "player": "str"}],
    ("kings-castles", "first"): [{"kind": "str", "players": "list", "total": "int"}],
    ("kings-castles", "rouen"): [{"colour": "str", "kind": "str", "player": "str", "types": "list", "units": "list"}],
    ("kings-castles", "discard"): [{"colour": "str", "counters": "list", "kind": "str", "left": "int",
                                    "player": "str"}],
}


def _shape(pending: dict) -> dict[str, str]:
    return {k: "list" if isinstance(v, list) else type(v).__name__ for k, v in pending.items()}


def test_pending_keeps_its_json_shape_in_every_scenario():
    seen = set()
    for path in sorted(ROOT.glob("scenarios/*/*.txt")):
        session = Session(lang="en")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            session.execute(line)
            if session.state is None:
                continue
            shown = json.loads(json.dumps(session.game.show_json(session.state)))
            pending = shown["pending"]
            if pending is None:
                continue
            key = (session.game.id, pending["kind"])
            assert key in SHAPES, f"{path.name}:{number}: a pending kind nobody pinned: {key}"
            assert _shape(pending) in SHAPES[key], f"{path.name}:{number}: {key} changed shape: {pending}"
            seen.add(key)
    assert seen == set(SHAPES)


def test_held_line_pending_keeps_its_json_shape():
    """Lancaster's line held for a printed fact (lancaster.facts.table): the fact, its range, the line."""
    from tests.test_lancaster_facts import fresh  # noqa: PLC0415

    t = fresh()
    t.ok("knight 2 B 1")
    pending = json.loads(json.dumps(t.show()))["pending"]
    assert _shape(pending) == {"kind": "str", "fact": "str", "what": "str", "line": "str", "lo": "int", "hi": "int",
                               "hint": "str", "rule": "str", "command": "str", "args": "list",
                               "previous": "dict"}
