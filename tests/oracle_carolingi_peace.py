"""An independent model of the Carolingi seasons, the yearly swap, no action and the declaration of peace,
written from the rulebook (seed 3.1-3.5, 5.6, 5.8) without reading the engine.

The referee never sees a face-down tile, so the model only counts: per player the active action tiles in the
court not yet used this year (`ready`, those laid in the bag included), the dotted tiles still inactive, the
tiles used this year, the swap space, the player's tiles still in the bag and what came out of it this season.
A step takes one line and returns None (accepted) or the rule id that refuses it; it mutates the model."""

from __future__ import annotations

SEASONS = ["winter", "spring", "summer", "autumn"]
ACTIONS = ["influence", "develop", "levy", "move", "battle", "pacify"]
DOTTED = 5  # five dotted tiles, the peace tile among them (2.1.1)


def new(players, year=830, season="winter", sundial=834, tiles=None, used=None, swapped=None):
    """tiles: {player: (ready, inactive)}; used: {player: [tile...]}; swapped: {player: bool}."""
    events = 1 if len(players) <= 4 else 2  # on the Scriptorium in 830 (2.2, digest 3.3)
    if year > 830:
        events += 1  # the almanac's tile joined after the first year (3.4)
    m = {"players": list(players), "year": year, "season": SEASONS.index(season), "sundial": sundial,
         "events": events, "over": False, "reason": "", "winners": [], "pending": "draw",
         "p": {}}
    for p in players:
        ready, inactive = (tiles or {}).get(p, (5, 5))
        m["p"][p] = {"ready": ready, "inactive": inactive, "used": list((used or {}).get(p, [])),
                     "swapped": bool((swapped or {}).get(p, False)), "bag": 2, "drawn": []}
    m["bag_events"] = events
    return m


def activated(b) -> int:
    return DOTTED - b["inactive"]


def left(m) -> int:
    return sum(b["bag"] for b in m["p"].values()) + m["bag_events"]


def season_started(m) -> bool:
    return any(b["drawn"] for b in m["p"].values()) or m["bag_events"] < m["events"]


def _guard(m, kind="draw"):
    if m["over"]:
        return "carolingi.turn.game-over"
    if m["pending"] != kind:
        return "carolingi.turn.pending"
    return None


def draw(m, tile: str, player: str | None = None):
    """3.2: the tile just drawn from the bag. Returns the refusal or None; sets m['pending']."""
    err = _guard(m)
    if err:
        return err
    if tile == "event":
        if m["bag_events"] == 0:
            return "carolingi.season.draw"
        m["bag_events"] -= 1
        m["pending"] = "card?"  # the test answers the Archivum card, then calls after_card
        return None
    b = m["p"][player]
    if b["bag"] == 0:
        return "carolingi.season.draw"  # both of the player's tiles already came out
    if tile != "noaction" and b["ready"] == 0:
        return "carolingi.season.draw"  # no active action tile could have been laid
    if tile == "peace":
        if activated(b) == 0 or "peace" in b["used"]:
            return "carolingi.peace.pair"  # the dotted peace tile was never activated (2.1.1, 5.2a)
    b["bag"] -= 1
    b["drawn"].append(tile)
    if tile == "noaction":  # 5.6: straight back to the board, nothing happens
        end_of_draw(m)
        return None
    b["ready"] -= 1
    b["used"].append(tile)
    m["pending"] = "extra" if tile == "peace" else "act"
    m["actor"] = player
    return None


def after_action(m):
    """The drawn action was carried out or passed (5: every action is optional)."""
    m["pending"] = "draw"
    end_of_draw(m)


def end_of_draw(m):
    """3.2: the season ends when the bag is empty; autumn ends the year (3.4), the sundial's year the game (3.5)."""
    m["pending"] = "draw"
    if left(m) > 0:
        return
    if m["season"] < 3:
        m["season"] += 1
    else:
        if m["year"] >= m["sundial"]:
            m["over"], m["reason"] = True, "sundial"
            return
        if m["year"] == 830:
            m["events"] += 1  # the event tile on 831 joins the Scriptorium (3.4)
        m["year"] += 1
        m["season"] = 0
        for b in m["p"].values():  # every active tile back to the court (3.4): all ten but the inactive ones
            b["ready"] = 10 - b["inactive"]
            b["used"], b["swapped"] = [], False
    for b in m["p"].values():
        b["bag"], b["drawn"] = 2, []
    m["bag_events"] = m["events"]


def swap(m, player: str, tile: str):
    """3.3: once a year, at a change of season (before the season's tiles are laid): an unused active tile to the
    swap space, a used action tile back to the court."""
    err = _guard(m)
    if err:
        return err
    b = m["p"][player]
    if season_started(m) or b["swapped"] or tile == "noaction" or tile not in b["used"] or b["ready"] == 0:
        return "carolingi.season.swap"
    b["used"].remove(tile)
    b["swapped"] = True  # one ready tile to the swap space, the used one back: ready unchanged
    return None


def winners(standing: dict) -> list:
    """3.5: most points; then most followers on the board; then most countries controlled; still level: shared.
    standing: {player: (points, followers_on_board, controlled)}."""
    best = max(standing.values())
    return sorted(p for p, s in standing.items() if s == best)


# ---------------------------------------------------------------- the declaration of peace (5.8)


def paired_known(b):
    """What the referee saw of the peace player's second tile: 'noaction', 'action' or None (still in the bag)."""
    others = [x for x in b["drawn"] if x != "peace"]
    if not others:
        return None
    return "noaction" if "noaction" in others else "action"


def extra(m, tile, points: dict):
    """5.8 step 1: an active tile from the court played at once as if drawn (None: no extra action)."""
    err = _guard(m, "extra")
    if err:
        return err
    p, b = m["actor"], m["p"][m["actor"]]
    m["extra_tile"] = tile
    if tile is None:
        return check(m, points)
    if b["ready"] == 0:
        return "carolingi.peace.extra"  # no active tile left in the court
    b["ready"] -= 1
    b["used"].append(tile)
    m["pending"] = "act"  # carried out (here: passed), then check() (step 2)
    return None


def _undo_extra(m, p):
    """5.8: the extra action is taken back completely, its tile with it."""
    tile = m.get("extra_tile")
    if tile:
        m["p"][p]["used"].remove(tile)
        m["p"][p]["ready"] += 1
    m["extra_tile"] = None


def check(m, points: dict):
    """5.8 step 2: the check of 3 conditions after the extra action; the pending step after it."""
    p = m["actor"]
    if m.get("drawoff"):
        m["drawoff"].remove(p)
        if m["drawoff"]:
            m["pending"] = "peace-draw"
            return None
        winners_ = [q for q in m["peace_players"] if points[q] >= 3]
        if len(winners_) == 1:
            m["over"], m["reason"], m["winners"], m["pending"] = True, "peace", winners_, "none"
            return None
        for q in m["peace_players"]:  # several or none: every executed peace tile back to inactive
            _fail(m, q)
        m["drawoff"] = None
        m["pending"] = "draw"
        end_of_draw(m)
        return None
    if points[p] < 3 or paired_known(m["p"][p]) == "action":
        if points[p] >= 3:  # the bag shows a second tile that was no no-action tile
            _undo_extra(m, p)
        _fail(m, p)
        after_action(m)
        return None
    m["pending"] = "reveal"
    return None


def _fail(m, p):
    b = m["p"][p]
    b["used"].remove("peace")
    b["inactive"] += 1


def may_have_peace(m, q) -> bool:
    b = m["p"][q]
    return (activated(b) >= 1 and b["ready"] >= 1 and "peace" not in b["used"] and b["bag"] >= 1
            and (b["bag"] == 2 or "noaction" in b["drawn"]))


def reveal(m, paired: bool, others: list, points: dict):
    err = _guard(m, "reveal")
    if err:
        return err
    p = m["actor"]
    if not paired and paired_known(m["p"][p]) == "noaction":
        return "carolingi.peace.reveal"  # the referee saw the no-action tile come out
    if any(q == p or not may_have_peace(m, q) for q in others):
        return "carolingi.peace.reveal"
    if not paired:
        # other players named here are checked, then ignored: with the player's own peace undone, the other
        # peace tiles stay in the bag and come out as usual (5.8 names no draw-off for this case)
        _undo_extra(m, p)
        _fail(m, p)
        after_action(m)
        return None
    if not others:
        m["over"], m["reason"], m["winners"], m["pending"] = True, "peace", [p], "none"
        return None
    m["peace_players"] = [p] + list(others)
    m["drawoff"] = list(others)
    m["pending"] = "peace-draw"
    return None


def draw_off(m, q: str):
    """A peace tile drawn in the draw-off: its owner takes the extra action at once."""
    err = _guard(m, "peace-draw")
    if err:
        return err
    if q not in m["drawoff"]:
        return "carolingi.peace.reveal"  # the engine names the opened bag: only the named peace tiles are in it
    b = m["p"][q]
    b["bag"] -= 1
    b["drawn"].append("peace")
    b["ready"] -= 1
    b["used"].append("peace")
    m["actor"] = q
    m["pending"] = "extra"
    return None
