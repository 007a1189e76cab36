"""Views of a Carolingi state: the board grouped by region in 80 columns, one country with who controls
it and why, the player boards, JSON with stable keys, the standings."""

from __future__ import annotations

from typing import Any

from referee.games.carolingi import control, scoring
from referee.games.carolingi.board import adjacency_keys, component, uncertain_keys
from referee.games.carolingi.events import capacity
from referee.games.carolingi.flow import left
from referee.games.carolingi.state import State
from referee.i18n import N_, _, listing, plural, render as render_msg
from referee.render import Items, Laid, clip, pad, screen, style, table, width, wrap_items


def _followers(state: State, counts: dict[str, int]) -> str:
    return " ".join(f"{p} {n}" for p, n in counts.items() if n) or "-"


def _provisional(state: State) -> bool:
    b = state.board
    keys = [f"country.{c}.{k}" for c in b.countries for k in ("region", "neighbours", "sea")]
    return bool(uncertain_keys(state.facts, state.table_facts, keys))


def _chunks(parts: list[str], cols: int) -> list[str]:
    """Words laid on as few lines of `cols` columns as they need (a word too long is clipped)."""
    lines: list[str] = []
    for part in parts:
        if lines and width(lines[-1]) + 1 + width(part) <= cols:
            lines[-1] += " " + part
        else:
            lines.append(clip(part, cols))
    return lines or ["-"]


NAME = 24  # a country's column: every English name and all but the two longest Japanese ones whole
WHO = 24  # the followers' column; a line is 2 + NAME + 4 + WHO + 8 + 2 + 14 = 78 columns at most


def _country_line(game, state: State, c: str, color: bool) -> str:
    b = state.board
    s = control.standing(state, c)
    marks = ("F" if c in b.forests else " ") + ("H" if s.homeland_of else " ")
    name = game.country_name(c)
    dev = state.development.get(c, 0)
    held = s.controller or "-"
    # every colour stays in view: followers that do not fit go on to lines of their own below
    who = _chunks([f"{p} {n}" for p, n in s.counts.items() if n], WHO)
    text = (pad(clip(name, NAME), NAME) + " " + marks + " " + pad(who[0], WHO) + " "
            + pad(str(s.rebels or "-"), 3, right=True) + " " + pad(str(dev or "-"), 3, right=True) + "  "
            + clip(held, 14))
    more = ["".join((" " * 2, " " * NAME, " ", "  ", " ", w)) for w in who[1:]]
    first = style(text.rstrip(), color and bool(s.controller), bold=True) if s.controller else text.rstrip()
    return "\n".join([first, *more])


def board_text(game, state: State, color: bool = True) -> str:
    b = state.board
    head = (pad(_("country"), NAME) + " " + pad("", 2) + " " + pad(_("followers"), WHO) + " " + pad(_("reb"), 3, True)
            + " " + pad(_("dev"), 3, True) + "  " + _("controlled by"))
    lines = [head.rstrip(), "-" * min(78, width(head) + 4)]
    for r in b.regions:
        cards = []
        for c in state.slots.get(r, []):
            on = _followers(state, state.card_followers.get(c, {}))
            reb = state.card_rebels.get(c, 0)
            extra = ", ".join(x for x in (on if on != "-" else "", _("rebels {n}").format(n=reb) if reb else "") if x)
            cards.append(game.country_name(c) + (f" [{extra}]" if extra else ""))
        title = _("{region}: cards {n}/{slots}: {cards}").format(
            region=game.term("region", r), n=len(state.slots.get(r, [])), slots=b.slots(r), cards="{cards}")
        for i, part in enumerate(wrap_items(title, "cards", cards, sep="; ", cells=76).split("\n")):
            lines.append(style(part if i == 0 else "    " + part, color, bold=True))
        for c in b.in_region(r):
            lines.append("  " + _country_line(game, state, c, color))
    return Laid("\n".join(lines))


def players_text(game, state: State) -> str:
    header = [_("player"), _("homeland"), "L/N/M", _("glory"), _("tiles"), _("used"), _("points")]
    rows = []
    for p in state.players:
        # whole tile names, wrapped between them (a Japanese name is never broken mid-word)
        used = [game.term("tile", t) for t in state.used[p]] + ([_("+swap")] if state.swapped[p] else [])
        rows.append([p, game.country_name(state.homeland[p]), f"{state.leudes[p]}/{state.nobiles[p]}/{state.missi[p]}",
                     state.glory[p], f"{state.ready[p]}/{state.inactive[p]}", Items(used, " ") if used else "-",
                     scoring.points(state, p)])
    legend = _("L/N/M: Leudes/Nobiles/Missi; tiles: active in the court/inactive; used: on the season spaces, "
               "+swap a tile on the swap space")
    return Laid("\n".join([table(header, rows, shrink=(0, 1), wrapped=(5,)), *_fit_lines(legend)]))


def _fit_lines(text: str) -> list[str]:
    from referee.render import wrap

    return wrap(text, 80)


def show(game, state: State, color: bool = True) -> str:
    season = game.term("season", state.season_name)
    parts = [_("Carolingi: {year}, {season}; sundial {sundial}; bag: {tiles} tile(s), {events} event tile(s); "
               "Scriptorium: {waiting} event tile(s); Archivum: {archive} card(s){hunger}{rebels}").format(
        year=state.year, season=season, sundial=state.sundial, tiles=sum(state.bag.values()), events=state.bag_events,
        waiting=state.scriptorium, archive=len(state.archive) + state.archive_hunger,
        hunger=_(" incl. hunger") if state.archive_hunger else "",
        rebels=_(", {n} surplus rebel(s) on top").format(n=state.archive_rebels) if state.archive_rebels else "")]
    if state.almanac_events or state.hunger_beside:  # 2.2.4-2.2.5: waiting for the first year change
        parts[0] += _("; almanac: {events} event tile(s) on {year}{hunger}").format(
            events=state.almanac_events, year=state.year + 1,
            hunger=_(", the hunger card beside the board") if state.hunger_beside else "")
    if _provisional(state):
        parts.append(style(_("Map: provisional, verify against your board ('referee board carolingi'; "
                             "correct with 'fact KEY VALUE')"), color, fg="yellow"))
    parts.append(board_text(game, state, color))
    parts.append(_("F forest, H homeland (palace); reb rebels; dev development counters; controlled by: "
                   "an absolute majority"))
    parts.append(players_text(game, state))
    if state.over:
        parts.append(plural(len(state.winners), N_("The game is over. Winner: {players}"),
                            N_("The game is over. Winners: {players}")).format(players=listing(state.winners)))
    status = game.status(state)
    if status.pending is not None:
        parts.append(render_msg(status.pending, game.namer))
    return screen([_wrap(p) for p in parts])


def _wrap(text: str) -> str:
    from referee.render import fit

    return text if isinstance(text, Laid) else fit(text)


REASONS = {
    "control": N_("{player} controls it: {n} follower(s) against {others} (the other players' followers and the "
               "rebels together)."),
    "tie": N_("Nobody controls it: the most followers ({n}) are tied between {players}."),
    "short": N_("Nobody controls it: {player} has {n} follower(s), not more than the {others} of the other players "
             "and the rebels together."),
    "empty": N_("Nobody controls it: no follower stands there."),
    "forest": N_("A forest is never controlled."),
}


def country(game, state: State, c: str) -> str:
    """One country: what stands there, who controls it and why, and its battle majority."""
    b = state.board
    if c not in b.countries:
        return _("{country} is not in play with {n} players.").format(country=game.country_name(c),
                                                                      n=len(state.players))
    s = control.standing(state, c)
    region = b.region_of[c]
    lines = [f"{game.country_name(c)} ({c}) - {game.term('region', region)}"]
    kind = []
    if c in b.forests:
        kind.append(_("forest"))
    if s.homeland_of:
        kind.append(_("homeland of {player} (palace)").format(player=s.homeland_of))
    if kind:
        lines.append(", ".join(kind))
    lines.append(_("Followers: {followers}; rebels: {rebels}; development: {dev}; capacity in a hunger: {cap}").format(
        followers=_followers(state, s.counts), rebels=s.rebels, dev=state.development.get(c, 0),
        cap=capacity(state, c)))
    slot = next((r for r, cs in state.slots.items() if c in cs), None)
    if slot:
        lines.append(_("Its card is in the slots; on it: followers {followers}, rebels {rebels}").format(
            followers=_followers(state, state.card_followers.get(c, {})), rebels=state.card_rebels.get(c, 0)))
    best = max(s.counts.values(), default=0)
    leader = s.controller or (max(s.counts, key=s.counts.get) if s.counts else "")
    tied = [p for p, n in s.counts.items() if n == best]
    lines.append(_(REASONS[s.reason]).format(player=leader, n=best, others=s.others(leader) if leader else 0,
                                              players=", ".join(tied)))
    lines.append(_("Battle majority (more than each other player and than the rebels): {player}").format(
        player=s.leader or "-"))
    lines.append(wrap_items(_("Neighbours: {countries}"), "countries",
                            [game.country_name(n) + (_(" (by sea)") if b.sea(c, n) else "") for n in b.neighbours[c]]))
    found = uncertain_keys(state.facts, state.table_facts, [f"country.{c}.region", *adjacency_keys(c)])
    if found:
        lines.append(_("Provisional map data: {facts} (correct with 'fact KEY VALUE')").format(facts=", ".join(found)))
    return "\n".join(_wrap(x) for x in lines)


def show_json(state: State) -> dict[str, Any]:
    b = state.board
    countries = {}
    for c in b.countries:
        s = control.standing(state, c)
        countries[c] = {"region": b.region_of[c], "forest": c in b.forests, "homeland": s.homeland_of or "",
                        "followers": dict(s.counts), "rebels": s.rebels, "development": state.development.get(c, 0),
                        "controller": s.controller or "", "battle_majority": s.leader or "", "why": s.reason,
                        "neighbours": list(b.neighbours[c]),
                        "sea": [n for n in b.neighbours[c] if b.sea(c, n)]}
    cards = {r: [{"country": c, "followers": dict(state.card_followers.get(c, {})),
                  "rebels": state.card_rebels.get(c, 0)} for c in state.slots.get(r, [])] for r in b.regions}
    players = {}
    for p in state.players:
        met = scoring.conditions(state, p)
        players[p] = {"homeland": state.homeland[p], "leudes": state.leudes[p], "nobiles": state.nobiles[p],
                      "missi": state.missi[p], "glory": state.glory[p], "box": state.box[p],
                      "followers_on_board": state.on_board(p), "followers_on_cards": state.on_cards(p),
                      "tiles": {"ready": state.ready[p], "inactive": state.inactive[p],
                                "activated": state.activated[p], "used": list(state.used[p]),
                                "swapped": state.swapped[p], "in_bag": state.bag.get(p, 0)},
                      "controlled": control.controlled(state, p),
                      "conditions": {k: met[k] for k in scoring.CONDITIONS}, "regions": met["regions"],
                      "points": scoring.points(state, p)}
    return {
        "game": "carolingi", "players": list(state.players), "year": state.year, "season": state.season_name,
        "sundial": state.sundial, "regions": list(b.regions), "countries": countries, "cards": cards,
        "slots": {r: b.slots(r) for r in b.regions},
        "archive": {"cards": len(state.archive), "hunger": state.archive_hunger, "rebels": state.archive_rebels},
        "discard": list(state.discard), "hunger_beside": state.hunger_beside, "hunger_played": state.hunger_played,
        "scriptorium": state.scriptorium, "almanac_events": state.almanac_events,
        # during a peace draw-off only the rivals' peace tiles are in the bag; the rest wait beside it (5.8)
        "bag": {"tiles": dict(state.bag), "events": state.bag_events,
                "left": len(state.peace["waiting"]) if state.peace.get("waiting") else left(state)},
        "rebel_supply": state.rebel_supply(), "player_boards": players,
        "pending": dict(state.pending) if state.pending else None,
        "map_provisional": _provisional(state),
        "game_over": state.over, "end_reason": state.end_reason, "winners": list(state.winners),
    }


def score(game, state: State) -> str:
    data = scoring.score_json(state)
    header = [_("player"), _("points"), _("expansion"), _("development"), _("followers"), _("glory"),
              _("regions")]
    rows = []
    for p in data["order"]:
        d = data["players"][p]
        mark = {True: "x", False: "-"}
        rows.append([p, d["points"], f"{mark[d['conditions']['expansion']]} {d['controlled']}",
                     f"{mark[d['conditions']['development']]} {d['development_counters']}",
                     f"{mark[d['conditions']['followers']]} {d['followers_on_board']}",
                     f"{mark[d['conditions']['glory']]} {d['glory']}",
                     ", ".join(game.term("region", r) for r in d["regions"]) or "-"])
    title = _("Final result") if state.over else _("Victory conditions now (the game is not over)")
    legend = _("x met, - not yet: expansion: countries controlled ({expansion}, forests not counted); development: "
               "counters in them ({development}); followers: on the board ({followers}); glory: trophies (more than "
               "every other player, or {trophies}); regions: a point each").format(
        expansion=component("expansion"), development=component("development"),
        followers=component("many_followers"), trophies=component("trophies_max"))
    parts = [title, table(header, rows, shrink=(0,), wrapped=(6,)), *_fit_lines(legend)]
    if state.over:
        parts.append(plural(len(state.winners), N_("Winner: {players}"),
                            N_("Winners: {players}")).format(players=listing(state.winners)))
        broken = scoring.tie_break(state) if state.end_reason != "peace" else None
        if broken is not None:  # who won a tie, and by what
            parts += _fit_lines(render_msg(broken, game.namer))
    return screen(parts, "\n").rstrip()
