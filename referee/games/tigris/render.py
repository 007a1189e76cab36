"""Views of a Tigris & Euphrates state: the board in colour with coordinates, the players, JSON."""

from __future__ import annotations

from typing import Any

from referee.games.tigris import scoring
from referee.games.tigris.board import COLOURS, COLUMNS, ROWS, block, board, components
from referee.games.tigris.state import State
from referee.i18n import N_, _, listing, plural, render as render_msg
from referee.render import Laid, fit, pad, screen, style, table

LETTER = {"red": "r", "blue": "b", "green": "g", "black": "k"}
FG = {"red": "red", "blue": "blue", "green": "green", "black": "white"}


CELL = 4  # columns per square: room for the widest mark (=r*, a treasure under a monument) and a space


def _cell(state: State, sq: str, rivers: frozenset[str], color: bool) -> str:
    if sq in state.leaders:
        player, colour = state.leaders[sq]
        text = f"{LETTER[colour].upper()}{state.players.index(player) + 1}"
        return style(pad(text, CELL, right=True), color, fg=FG[colour], bold=True, reverse=True)
    if sq in state.catastrophes:
        return style(pad("X", CELL, right=True), color, fg="yellow", bold=True)
    colour = state.tiles.get(sq)
    if colour is None:
        if sq in rivers:
            return style(pad("~", CELL, right=True), color, fg="cyan")
        return style(pad(".", CELL, right=True), color, dim=True)
    mark = "*" if sq in state.treasures else ""
    if sq in state.flipped:
        text = f"={LETTER[colour]}{mark}"
    elif sq == state.unification:
        text = f"<{LETTER[colour]}>"
    else:
        text = f"{LETTER[colour]}{mark}"
    return style(pad(text, CELL, right=True), color, fg=FG[colour], bold=bool(mark))


def board_text(state: State, color: bool = True) -> str:
    rivers = board(state.board).rivers
    lines = ["   " + "".join(pad(c, CELL, right=True) for c in COLUMNS)]
    for r in range(1, ROWS + 1):
        cells = "".join(_cell(state, f"{c}{r}", rivers, color) for c in COLUMNS)
        lines.append(pad(str(r), 3, right=False) + cells)
    return Laid("\n".join(lines))


def show(game, state: State, color: bool = True, private: bool = False) -> str:
    """The board and what the table can see; with `private`, also each player's victory points and
    treasures, which the rules keep behind the players' screens (rulebook: 勝利点は隠されます)."""
    legend = _("Legend: r b g k = temple farm market settlement; R1 = red leader of player 1; * treasure; "
               "= under a monument; X catastrophe; ~ river; <> unification tile")
    # an item of the legend is never split over two lines (no-break spaces inside it)
    parts = [board_text(state, color), "; ".join(item.replace(" ", "\u00a0") for item in legend.split("; "))]
    header = ["#", _("player"), _("hand"), _("catastrophes"), _("leaders in supply")]
    rows = []
    for i, p in enumerate(state.players, 1):
        on_board = {c for _sq, (q, c) in state.leaders.items() if q == p}
        supply = " ".join(LETTER[c].upper() for c in COLOURS if c not in on_board) or "-"
        rows.append([i, p, in_hand(state)[p], state.catastrophes_left[p], supply])
    parts.append(table(header, rows, shrink=(1,)))
    if private:
        header = ["#", _("player"), *(game.term("colour", c) for c in COLOURS), _("treasures")]
        rows = [[i, p, *(state.points[p][c] for c in COLOURS), state.treasures_won[p]]
                for i, p in enumerate(state.players, 1)]
        parts.append(Laid("\n".join([_("Victory points"), table(header, rows, shrink=(1,))])))
    built = listing(f"{game.namer('monument', m)} {sq}" for m, sq in sorted(state.monuments.items())) or "-"
    parts.append(_("Board: {board}   Bag: {bag}   Treasures on the board: {treasures}   Monuments: {monuments}")
                 .format(board=_(state.board), bag=state.bag, treasures=len(state.treasures), monuments=built))
    status = game.status(state)
    if state.over:
        from referee.games.tigris.scoring import score_json

        winners = score_json(state)["winners"]
        parts.append(fit(plural(len(winners), N_("The game is over. Winner: {players} ('score' shows the count)."),
                                N_("The game is over. Winners: {players} ('score' shows the count).")).format(
            players=listing(winners))))
    else:
        parts.append(_("{player} to play, {n} action(s) left").format(player=state.player, n=state.actions_left))
    if status.pending is not None:
        parts.append(render_msg(status.pending, game.namer))
    return screen(parts)


def in_hand(state: State) -> dict[str, int]:
    """The tiles each player holds. In a revolt or a war the attacker's tiles, once committed, lie face
    up beside the board while the defender decides (rulebook: 先に攻撃側が、次に防御側が ... 手持ちから出し、
    表向きにしてボードの横に置く); the state takes them from the hand when the conflict is decided."""
    hands = dict(state.hands)
    p = state.pending or {}
    if p.get("attacker_commit") is not None:
        hands[p["attacker"]] -= p["attacker_commit"]
    return hands


def show_json(state: State) -> dict[str, Any]:
    cells: dict[str, dict[str, Any]] = {}
    for sq, colour in state.tiles.items():
        cells[sq] = {"tile": colour}
        if sq in state.treasures:
            cells[sq]["treasure"] = True
    for name, top_left in state.monuments.items():
        for sq in block(top_left):
            cells.setdefault(sq, {})["monument"] = name
    for sq, (player, colour) in state.leaders.items():
        cells[sq] = {"leader": colour, "owner": player}
    for sq in state.catastrophes:
        cells[sq] = {"catastrophe": True}
    order = {f"{c}{r}": (r, i) for r in range(1, ROWS + 1) for i, c in enumerate(COLUMNS)}
    return {
        "game": "tigris",
        "board_name": state.board,
        "players": list(state.players),
        "active": state.player,
        "actions_left": state.actions_left,
        "pending": dict(state.pending) if state.pending else None,
        "unification": state.unification,  # the square under the unification tile while wars are fought
        "board": {sq: cells[sq] for sq in sorted(cells, key=order.__getitem__)},
        "monuments_available": [m for m in components()["monuments"] if m not in state.monuments],
        "points": {p: {**state.points[p], "treasures": state.treasures_won[p]} for p in state.players},
        "hands": in_hand(state),
        "catastrophes": dict(state.catastrophes_left),
        "bag": state.bag,
        "treasures_on_board": len(state.treasures),
        "game_over": state.over,
        "end_reason": state.end_reason,
    }


def score(game, state: State) -> str:
    rows = scoring.ranking(state)
    header = [_("rank"), _("player"), _("score"), _("colours, weakest first (treasures assigned)")]
    body = [[r["rank"], r["player"], r["score"], " ".join(str(v) for v in r["colours"])] for r in rows]
    title = _("Final result") if state.over else _("Standings now (the game is not over)")
    winners = [r["player"] for r in rows if r["rank"] == 1]
    return screen([title, table(header, body, shrink=(1,), wrapped=(3,)),
                   plural(len(winners), N_("Winner: {players}"), N_("Winners: {players}")).format(players=listing(winners))
                   if state.over else ""], "\n").rstrip()
