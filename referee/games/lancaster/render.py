"""Views of a Lancaster state: the board and the players as text, `show --json`, and `score`."""

from __future__ import annotations

from typing import Any

from referee import facts as facts_mod
from referee.games.lancaster import facts, scoring
from referee.games.lancaster.state import COUNTIES, SLOTS, SPACES, State
from referee.i18n import _, listing, render as render_msg
from referee import render as layout
from referee.render import Laid, clip, fit, screen, style, table, width

NAME = 12  # cells of a player's name inside a cell that says more ("Aki 3+1")
NBSP = "\u00a0"  # keeps a name with its knights when a cell is wrapped


def _knights(knights: list[int]) -> str:
    return "+".join(str(k) for k in knights)


def _name(player: str) -> str:
    return clip(player, NAME).replace(" ", NBSP)


def _items(items) -> str:
    """Numbered items on one line, or one a line when they do not fit on one."""
    items = [i.replace(" ", NBSP) for i in items]
    line = "  ".join(items)
    return line if width(line) <= layout.WIDTH - 20 else "".join("\n  " + i for i in items)


def _supply(state: State, what: str) -> str:
    """What the supply holds of one kind; below zero, the substitutes in play (lancaster.supply.limit)."""
    n = state.supply[what]
    forms = {"coins": (_("{n} coins"), _("{n} coins (+{extra} substitutes)")),
             "servants": (_("{n} servants"), _("{n} servants (+{extra} substitutes)")),
             "markers": (_("{n} voting markers"), _("{n} voting markers (+{extra} substitutes)"))}[what]
    return forms[0].format(n=n) if n >= 0 else forms[1].format(n=0, extra=-n)


def _markers_seen(state: State, player: str) -> int:
    """The voting markers the table sees at a player's castle: a vote is chosen behind the screen and all
    are revealed together (■19), so the markers of a ballot typed before the others count as still held."""
    ballot = state.ballots.get(player)
    return state.markers[player] + (ballot[1] if ballot else 0)


def show(game, state: State, color: bool = True, private: bool = False) -> str:
    """The boards as the table sees them; with `private`, also the coins and servants that each player
    keeps behind the castle screen (rulebook ■3: 衝立の内側にコイン2,従者2を置きます)."""
    parts = []
    title = _("Lancaster, round {round} of {rounds}: {phase}. Start player: {start}").format(
        round=state.round, rounds=facts.peek(state, "rounds"), phase=game.term("phase", state.phase),
        start=state.players[state.start])
    parts.append(style(fit(title), color, bold=True))

    rows = []
    for c in COUNTIES:
        f = facts.fact(state, f"county.{c}.minimum")
        minimum = "?" if f.value is None else str(f.value) + ("*" if f.uncertain else "")
        held = state.counties.get(c)
        knight = "-" if held is None else f"{_name(held[0])} {held[1]}" + (f"+{held[2]}" if held[2] else "")
        rows.append([c, game.term("county", c), minimum, knight, state.noble_stacks.get(c, 0)])
    parts.append(table([_("County"), _("Name"), _("Min."), _("Knight (+servants)"), _("Nobles")], rows,
                       shrink=(1,)))

    rows = []
    for s in SLOTS:
        conflict = state.conflicts.get(s)
        if conflict is None:
            continue
        knights = ", ".join(f"{_name(p)}{NBSP}{_knights(k)}" for p, k in conflict["spaces"]) or "-"
        total = sum(sum(k) for _p, k in conflict["spaces"])
        rows.append([s, game.term("slot", s), conflict["france"], "-".join(map(str, conflict["points"])),
                     total, knights])
    if rows:
        parts.append(table([_("Place"), _("Conflict"), _("France"), _("Points"), _("England"),
                            _("Knights, top space first")], rows, shrink=(1,), wrapped=(5,)))
    parts.append(_("Conflict deck: {deck}   Favours face up: {favours}").format(
        deck=state.conflict_deck, favours=", ".join(game.term("favour", f).replace(" ", NBSP) for f in state.favours) or "-"))

    # a law's name is never split over two lines (no-break spaces inside it)
    laws = _items(f"{i}. {game.law_name(law)}" for i, law in enumerate(state.laws, 1))
    proposals = _items(f"{i}. {game.law_name(law) if law else '-'}" for i, law in enumerate(state.proposals, 1))
    parts.append("\n".join(line.rstrip() for line in "\n".join([
        _("Laws: {laws}").format(laws=laws),
        _("Proposals: {proposals}   (law deck: {deck})").format(proposals=proposals, deck=state.law_deck)]).split("\n")))

    numbers = [f"{i}{'*' if i - 1 == state.start else ''}" for i in range(1, len(state.players) + 1)]
    header = ["#", _("Player"), _("PP"), _("Markers"), _("Court"), _("Stock")]
    rows = [[n, p, state.pp[p], _markers_seen(state, p), _knights(state.court[p]) or "-",
             _knights(state.stock[p]) or "-"] for n, p in zip(numbers, state.players)]
    parts.append(table(header, rows, shrink=(1,)))
    header = ["#", _("Player"), _("Castle"), _("Extensions"), _("Nobles")]
    rows = []
    for n, p in zip(numbers, state.players):
        castle = " ".join(f"{sp[1]}:{k}" for sp, k in sorted(state.castle[p].items())) or "-"
        ext = " ".join(sp[1] for sp in state.extensions[p]) or "-"
        rows.append([n, p, castle, ext, "".join(state.nobles[p]) or "-"])
    parts.append(table(header, rows, shrink=(1,), wrapped=(4,)))
    if private:
        rows = [[n, p, state.coins[p], state.servants[p]] for n, p in zip(numbers, state.players)]
        parts.append(Laid("\n".join([_("Behind the castle screens"),
                                     table(["#", _("Player"), _("Coins"), _("Servants")], rows, shrink=(1,))])))
    parts.append(_("Supply: {coins}, {servants}, {markers}; nobles in the box: {box}")
                 .format(box=state.nobles_box, **{what: _supply(state, what) for what in state.supply}))
    if state.over:
        from referee.games.lancaster.scoring import winners_of

        parts.append(fit(_("Game over. Winner(s): {players} ('score' shows the count).").format(
            players=listing(winners_of(state)))))
    status = game.status(state)
    if status.pending is not None:
        parts.append(style(fit(render_msg(status.pending, game.namer)), color, bold=True))
    unknown = [k for k in facts.shipped() if facts.fact(state, k).value is None]
    if unknown:
        parts.append(_("Not known yet (type them when asked, or: fact KEY VALUE): {facts}").format(
            facts=listing(unknown)))
    parts.append(_("* start player; a minimum marked * is inferred or provisional."))
    return screen(parts)


def show_json(state: State) -> dict[str, Any]:
    """The state for scripts. "supply" is the signed count of coins, servants and voting markers in the
    common supply: below zero, that many substitutes are in play (lancaster.supply.limit)."""
    counties = {}
    for c in COUNTIES:
        f = facts.fact(state, f"county.{c}.minimum")
        held = state.counties.get(c)
        counties[c] = {
            "minimum": f.value,
            "minimum_provenance": f.provenance,
            "knight": None if held is None else {"player": held[0], "strength": held[1], "servants": held[2]},
            "nobles": state.noble_stacks.get(c, 0),
        }
    conflicts = {}
    for s in SLOTS:
        c = state.conflicts.get(s)
        if c is not None:
            conflicts[s] = {"france": c["france"], "points": list(c["points"]), "battle": c["battle"],
                            "england": sum(sum(k) for _p, k in c["spaces"]),
                            "spaces": [{"player": p, "knights": list(k)} for p, k in c["spaces"]]}
    holdings = {}
    for p in state.players:
        holdings[p] = {
            "court": list(state.court[p]),
            "stock": list(state.stock[p]),
            "castle": {sp: k for sp, k in sorted(state.castle[p].items())},
            "extensions": list(state.extensions[p]),
            "nobles": list(state.nobles[p]),
            "coins": state.coins[p],
            "servants": state.servants[p],
            "markers": state.markers[p],
            "pp": state.pp[p],
        }
    pending = None
    if state.pending:
        pending = {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in state.pending.items()}
    return {
        "game": "lancaster",
        "players": list(state.players),
        "round": state.round,
        "phase": state.phase,
        "start_player": state.players[state.start],
        "active": state.pending.get("player") if state.pending else None,
        "pending": pending,
        "counties": counties,
        "conflicts": conflicts,
        "conflict_deck": state.conflict_deck,
        "favours": list(state.favours),
        "laws": list(state.laws),
        "proposals": [p or None for p in state.proposals],
        # the ballots typed for the proposal being voted on, with their markers, until it is counted
        "ballots": {p: {"vote": "yes" if v else "no", "markers": m} for p, (v, m) in state.ballots.items()},
        "law_deck": state.law_deck,
        "holdings": holdings,
        "points": {p: state.pp[p] for p in state.players},
        "supply": dict(state.supply),
        "nobles_box": state.nobles_box,
        "facts": {k: {"value": f.value, "provenance": f.provenance}
                  for k in facts.shipped() for f in (facts.fact(state, k),)},
        "game_over": state.over,
    }


def score(game, state: State) -> str:
    data = scoring.score_json(state)
    if data["final"]:
        header = [_("Rank"), _("Player"), _("Score"), _("Play"), _("Knights"), _("Extensions"), _("Nobles"),
                  _("Tie-breaks")]
        rows = []
        for r in data["ranking"]:
            b, t = r["breakdown"], r["tiebreaks"]
            rows.append([r["rank"], r["player"], r["score"], b["play"], b["knights"], b["extensions"], b["nobles"],
                         ", ".join(item.replace(" ", NBSP) for item in _(
                             "strength {strength}, servants {servants}, tiles {tiles}, coins {coins}").format(
                             strength=t["strength"], servants=t["servants"], tiles=t["extension_tiles"],
                             coins=t["coins"]).split(", "))])
        return screen([_("Final scoring"), table(header, rows, shrink=(1,), wrapped=(7,)),
                       _("Winners: {players}").format(players=listing(data["winners"]))], "\n")
    header = [_("Rank"), _("Player"), _("Power points")]
    rows = [[r["rank"], r["player"], r["score"]] for r in data["ranking"]]
    return screen([_("Standings now (round {round}; the game is not over)").format(round=state.round),
                   table(header, rows, shrink=(1,))], "\n")


def provenance(state: State, key: str) -> str:
    return facts_mod.provenance_word(facts.fact(state, key).provenance)


__all__ = ["show", "show_json", "score", "SPACES"]
