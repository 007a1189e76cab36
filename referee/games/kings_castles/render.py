"""Views of a Kings & Castles state: the map by country, the succession chart, the factions, as text
(80 columns) and as JSON."""

from __future__ import annotations

from referee.games.kings_castles.board import COUNTRIES, UNITS, regions
from referee.games.kings_castles.state import State, split
from referee.i18n import N_, _, listing, plural, separator
from referee import render as layout
from referee.render import Items, fit, screen, style, table, width, wrap_items

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
SYMBOL = {"port": "A", "portcullis": "P", "banner": "B"}  # anchor, portcullis, banner


def _t(game, kind: str, term_id: str) -> str:
    return game.term(kind, term_id)


def counter_name(game, counter: str) -> str:
    a, b = split(counter)
    if b in UNITS:
        return f"{_t(game, 'colour', a)}-{_t(game, 'unit', b)}"
    return f"{_t(game, 'counter', a)}-{b}"


def _unit_cell(game, counter: str) -> Items:
    """A counter's name as a table cell that may wrap after its colour ("turquoise-" / "man-at-arms")."""
    first, _sep, rest = counter_name(game, counter).partition("-")
    return Items([first + "-", rest], sep="")


def box_name(game, box: int) -> str:
    return f"{box} {_t(game, 'king', f'box{box}')}"


def _mark(state: State, *keys: str) -> str:
    """'*' when a fact in use is provisional or inferred (a table's value is certain)."""
    for key in keys:
        if key not in state.table_facts and state.provenance.get(key) in ("provisional", "inferred"):
            return "*"
    return ""


def stage(game, state: State) -> str:
    if state.over:
        return _("game over")
    if state.phase in ("enemies", "arrays"):
        return _("set-up")
    if state.phase == "select":
        return _("king selection")
    if state.box:
        return _("reign {box}").format(box=box_name(game, state.box))
    return ""


def show(game, state: State, color: bool = True, private: bool = False) -> str:
    parts = []
    title = _("Kings & Castles ({length}, {n} players): {stage}").format(
        length=game.term("word", state.length), n=len(state.players), stage=stage(game, state))
    # once the game is over no one reigns, nor while crowns are chosen (the last reign is over)
    if state.king and not state.over and state.phase != "select":
        b = state.board
        title += "\n" + _("King: {colour} ({player}); bonus {bonus}; his units attack {country}{mark}").format(
            colour=_t(game, "colour", state.king), player=state.owner(state.king), bonus=ROMAN[b.bonus[state.box]],
            country=_t(game, "country", b.target[state.box]), mark=_mark(state, f"chart.{state.box}.country"))
        if state.other:
            title += _("; other country: {country}").format(country=_t(game, "country", state.other))
    parts.append(style(fit(title), color, bold=True))
    b = state.board
    for country in COUNTRIES:
        rows = []
        for r in b.regions_of(country):
            u = state.units.get(r)
            sym = "".join(SYMBOL[s] for s in ("port", "portcullis", "banner") if b.has(r, s))
            rows.append([_t(game, "region", r) + _mark(state, f"region.{r}.adjacent", f"region.{r}.symbols"),
                         b.value[r], counter_name(game, u) if u else "-", state.castles.get(r, "") or "-",
                         sym or "-", state.defence(r)])
        contested = any(state.holder(r) == "enemy" for r in b.regions_of(country))
        head = _t(game, "country", country) + " (" + (_("contested") if contested else _("uncontested")) + ")"
        parts.append(table([head, _("Val"), _("Unit"), _("Castle"), _("Sym"), _("Def")], rows, shrink=(0, 2)))
    parts.append(_chart(game, state))
    parts.append(_factions(game, state, private))
    parts.append(fit(_("Bag: {bag} counters. Destroyed pile: {destroyed}. A anchor, P portcullis, B banner; "
                       "* provisional map or chart data (fact KEY VALUE corrects it).").format(
        bag=state.in_bag(), destroyed=sum(state.destroyed.values()))))
    if state.final:
        from referee.games.kings_castles.scoring import score_json

        winners = score_json(state)["winners"]
        parts.append(fit(plural(len(winners), N_("Game over. Winner: {players} ('score' shows the count)."),
                                N_("Game over. Winners: {players} ('score' shows the count).")).format(
            players=listing(winners))))
    asked = game.pending(state)
    if asked is not None:
        from referee.i18n import render as render_msg

        waiting = (_("The game is over; the last refill may still be typed (it changes no money): {what}")
                   if state.over else _("Waiting for: {what}"))
        parts.append(fit(waiting.format(what=render_msg(asked.msg, game.namer))))
    elif state.king and state.phase == "attack" and not state.over:
        parts.append(fit(_(KING_ACTIONS[state.stage]).format(player=state.owner(state.king))))
    elif state.box and state.phase == "attack" and not state.over:  # the table took the reign's crown off
        parts.append(fit(_("Waiting for: a crown on box {name} (put crown {box} COLOUR) for its reign to go on, "
                           "or another reign (put reign N).").format(box=state.box, name=box_name(game, state.box))))
    return screen(parts)


# What the king may do now, by how far his turn has gone (4.2: attacks, castles, one taxation, in order)
KING_ACTIONS = {
    "attacks": N_("Waiting for: {player}, the king: attack, castle, tax (once) or end the turn."),
    "castles": N_("Waiting for: {player}, the king: castle, tax (once) or end the turn; no more attacks "
                  "after a castle."),
    "taxed": N_("Waiting for: {player}, the king: end the turn; no attack or castle after taxation."),
}


def country(game, state: State, country: str, region: str | None = None) -> str:
    """`show COUNTRY`: each region of one country with its value, unit, castle, symbols, defence and the
    regions it borders (the adjacency every attack is checked against); `>` marks a region asked for."""
    b = state.board
    rows = []
    for r in b.regions_of(country):
        u = state.units.get(r)
        sym = "".join(SYMBOL[s] for s in ("port", "portcullis", "banner") if b.has(r, s))
        near = [_t(game, "region", n) for n in b.regions_of(country) if n in b.adjacent[r]]
        rows.append([(">" if r == region else "") + _t(game, "region", r)
                     + _mark(state, f"region.{r}.adjacent", f"region.{r}.symbols"),
                     b.value[r], _unit_cell(game, u) if u else "-", state.castles.get(r, "") or "-", sym or "-",
                     state.defence(r), Items(near) if near else "-"])
    contested = any(state.holder(r) == "enemy" for r in b.regions_of(country))
    head = _t(game, "country", country) + " (" + (_("contested") if contested else _("uncontested")) + ")"
    # Names stay whole: the neighbours wrap between names and, if that is not enough (long Japanese
    # names), go on a line of their own under each region; a counter's name is never broken.
    header = [_("Region"), _("Val"), _("Unit"), _("Castle"), _("Sym"), _("Def"), _("Next to")]
    laid = table(header, rows, wrapped=(6,))
    if max(width(line) for line in laid.splitlines()) > layout.WIDTH:
        notes = [wrap_items(_("next to: {regions}"), "regions", r[6].items if isinstance(r[6], Items) else [],
                            sep=separator(), cells=layout.WIDTH - 4) for r in rows]
        whole = [[*r[:2], str(r[2]), *r[3:6]] for r in rows]  # each unit on one line
        laid = table(header[:6], whole, notes=notes)
    return screen([fit(head), laid,
                   fit(_("A anchor, P portcullis, B banner; * provisional map data (fact KEY VALUE corrects it)."))])


def _chart(game, state: State) -> str:
    """The succession chart, one box a row: king, bonus, the country his units attack, the crown; the
    short game's twelve boxes only (9.3)."""
    b = state.board
    rows = []
    for n in range(1, state.last_box + 1):
        crown = state.crowns.get(str(n))
        here = ">" if n == state.box and not state.over else ""
        name = _t(game, "colour", crown) if crown else "-"
        if crown:
            name = f"{name} ({state.owner(crown)})"
            if n in state.flipped:
                name += " " + _("done")
        rows.append([f"{here}{n}", _t(game, "king", f"box{n}") + _mark(state, f"chart.{n}.king"),
                     ROMAN[b.bonus[n]] + _mark(state, f"chart.{n}.bonus"),
                     _t(game, "country", b.target[n]) + _mark(state, f"chart.{n}.country"), name])
    return table(["#", _("King"), _("Bonus"), _("Country"), _("Crown")], rows, shrink=(1, 4))


def _array(game, counters: list[str]) -> list[str]:
    """The counters of an array, each kind once with its number as a line may type it (green-knight×2)."""
    seen: dict[str, int] = {}
    for c in counters:
        seen[c] = seen.get(c, 0) + 1
    return [counter_name(game, c) + (f"×{n}" if n > 1 else "") for c, n in seen.items()]


def money_markers(n: int) -> str:
    """Money as the table keeps it: C (100), XX (20) and X (10) markers, the rest on the taxation
    ladder (0-IX) (rulebook 1.3, 8.2): 147 -> 'C XX XX + 7'."""
    parts = []
    for name, worth in (("C", 100), ("XX", 20), ("X", 10)):
        parts += [name] * (n // worth)
        n %= worth
    return " ".join(parts) + (f" + {n}" if parts else str(n))


def _factions(game, state: State, private: bool) -> str:
    """One row a colour; its array on a line of its own under it."""
    rows, notes = [], []
    for c in state.colours:
        h = state.households[c]
        money = f"{state.money[c]} ({money_markers(state.money[c])})" if private and state.money[c] >= 10 else (
            str(state.money[c]) if private else "?")
        rows.append([state.owner(c), _t(game, "colour", c), "/".join(str(h[t]) for t in UNITS),
                     state.crowns_left[c], state.tax_left[c], state.towns(c), money])
        # wrapped between counters only: a counter's name is never broken (ターコイズ-弓兵)
        notes.append(wrap_items(_("array: {counters}"), "counters", _array(game, state.arrays[c]), sep=" ",
                                cells=layout.WIDTH - 4))
    return table([_("Player"), _("Colour"), _("Hh K/M/A"), _("Crowns"), _("Tax"), _("Towns"), _("Money")], rows,
                 shrink=(0,), notes=notes)


def show_json(state: State) -> dict:
    b = state.board
    king = None if state.phase == "select" else state.king  # no one reigns while crowns are chosen
    return {
        "game": "kings-castles", "players": list(state.players), "length": state.length, "overlap": state.overlap,
        "selection": "staggered" if state.staggered and state.length == "full" else "once",
        "sets": {p: list(cs) for p, cs in state.sets.items()},
        "phase": state.phase, "box": state.box, "king": king,
        # how far the king's turn has gone while he acts (4.2): attacks, castles (no more attacks), taxed
        "stage": state.stage if state.phase == "attack" and king else None,
        "king_player": state.owner(king) if king else None,
        "regions": {r: {"country": b.country[r], "value": b.value[r], "owner": state.holder(r),
                        "unit": state.units.get(r), "castle": state.castles.get(r, 0)} for r in regions()},
        "castles": dict(sorted(state.castles.items())),
        "arrays": {c: list(a) for c, a in state.arrays.items()},
        "households": {c: dict(h) for c, h in state.households.items()},
        "bag": state.in_bag(), "destroyed": sum(state.destroyed.values()),
        "crowns": dict(sorted(state.crowns.items(), key=lambda kv: int(kv[0]))), "flipped": list(state.flipped),
        "crowns_left": dict(state.crowns_left), "tax_left": dict(state.tax_left),
        "towns": {c: state.towns(c) for c in state.colours},
        # every colour's money, for scripts, as every game's JSON keeps every figure; `money_revealed`:
        # whether the table may see the amounts yet (after the final count, 8.2), the screens hide them before
        "money": dict(state.money), "money_revealed": bool(state.final),
        "game_over": state.over,
        "pending": dict(state.pending) if state.pending else None,
    }


def score(game, state: State) -> str:
    from referee.games.kings_castles import scoring

    data = scoring.score_json(state)
    if data["final"]:
        rows = [[r["rank"], r["player"], r["score"], ", ".join(f"{_t(game, 'colour', c)} {m}"
                                                               for c, m in r["colours"].items())]
                for r in data["ranking"]]
        head = plural(len(data["winners"]), N_("Final count. Winner: {players}"),
                      N_("Final count. Winners: {players}")).format(players=listing(data["winners"]))
        return screen([head, table(["#", _("Player"), _("Money"), _("Colours")], rows, shrink=(1,))])
    rows = [[r["rank"], r["player"], r["towns"]] for r in scoring.towns_ranking(state)]
    head = _("Money is secret until the final count; towns held now (face value):")
    return screen([fit(head), table(["#", _("Player"), _("Towns")], rows, shrink=(1,))])

