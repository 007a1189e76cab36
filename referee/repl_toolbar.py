"""The prompt and the bottom toolbar: the game, where it stands, whom the referee waits for, actions
left, what is pending, the save file.

Widths are counted in terminal cells (wcwidth), so a Japanese toolbar is cut where it really ends.
"""

from __future__ import annotations

from prompt_toolkit.formatted_text import StyleAndTextTuples
from wcwidth import wcwidth

from referee.i18n import _
from referee.render import width

BAR = " │ "
ELLIPSIS = "…"


def prompt_message(session) -> StyleAndTextTuples:
    """'tigris Aki> ': the game and the player the referee waits for (the side asked in a revolt, the
    player who chooses; 'the table' in a vote); 'referee> ' before a game."""
    with session.speaking():
        return _prompt_message(session)


def _game_word(session) -> str:
    """The game as the prompt names it: its id in English (as `new` types it), its title in another
    language (王と城, not kings-castles)."""
    return session.game.id if session.lang == "en" else session.game.name()


def _prompt_message(session) -> StyleAndTextTuples:
    if session.game is None:
        return [("class:prompt", "referee> ")]
    try:
        status = session.game.status(session.state)
    except Exception:  # noqa: BLE001 - a game still without `status`
        return [("class:prompt.game", _game_word(session)), ("class:prompt", "> ")]
    parts: StyleAndTextTuples = [("class:prompt.game", _game_word(session))]
    if not status.over:
        parts += [("class:prompt", " "), ("class:prompt.player", status.waiting or _("the table"))]
    return parts + [("class:prompt", "> ")]


def toolbar(session, columns: int) -> StyleAndTextTuples:
    """One line, cut to the terminal's width; what is pending comes last and is cut first."""
    try:
        with session.speaking():
            parts = toolbar_parts(session)
    except Exception:  # noqa: BLE001 - a game still without `status`: show its name only
        parts = [("", " "), ("class:bottom-toolbar.game", session.game.id if session.game else "referee")]
    return fit(parts, columns)


def toolbar_parts(session) -> StyleAndTextTuples:
    if session.game is None:
        return [("class:bottom-toolbar.note", _("No game: new GAME PLAYER... or load FILE"))]
    status = session.game.status(session.state)
    parts: list[tuple[str, str]] = [("class:bottom-toolbar.game", _game_word(session))]
    if status.over:
        parts.append(("class:bottom-toolbar.over", _("Game over")))
    else:
        if status.stage:
            parts.append(("", status.stage))
        if status.waiting:
            parts.append(("class:bottom-toolbar.player", _("{player} to play").format(player=status.waiting)))
        else:
            parts.append(("class:bottom-toolbar.player", _("The table's turn")))
        if status.turn and status.waiting == status.active:  # what is left of the active player's turn
            parts.append(("", status.turn))
    if session.path is None:
        parts.append(("class:bottom-toolbar.unsaved", _("Not saved: save FILE")))
    else:
        parts.append(("", session.path.name))
    if status.pending is not None:
        parts.append(("class:bottom-toolbar.pending", session.render(status.pending)))
    out: StyleAndTextTuples = [("", " ")]
    for i, (style, text) in enumerate(parts):
        if i:
            out.append(("", BAR))
        out.append((style, text))
    return out


def fit(parts: StyleAndTextTuples, columns: int) -> StyleAndTextTuples:
    """Cut the fragments to `columns` cells, ending with an ellipsis when something was cut."""
    total = sum(width(text) for _style, text, *_rest in parts)
    if total <= columns:
        return list(parts)
    room = max(0, columns - 1)
    out: StyleAndTextTuples = []
    for style, text, *_rest in parts:
        kept = []
        for ch in text:
            cells = max(0, wcwidth(ch))
            if cells > room:
                room = 0
                break
            kept.append(ch)
            room -= cells
        out.append((style, "".join(kept)))
        if room == 0:
            break
    out.append(("", ELLIPSIS))
    return out
