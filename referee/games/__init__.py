"""The games the referee knows, by name and alias; each is imported only when used."""

from __future__ import annotations

import importlib

from referee.core import InputError, excerpt
from referee.i18n import N_
from referee.words import fold

# game id -> module that defines GAME (None: not refereed yet)
MODULES: dict[str, str | None] = {
    "tigris": "referee.games.tigris.game",
    "lancaster": "referee.games.lancaster.game",
    "carolingi": "referee.games.carolingi.game",
    "kings-castles": "referee.games.kings_castles.game",
}

ALIASES: dict[str, str] = {
    "tigris": "tigris", "te": "tigris", "t&e": "tigris", "tne": "tigris", "tigris-euphrates": "tigris",
    "tigris&euphrates": "tigris", "euphrat": "tigris", "チグリス": "tigris", "チグリスユーフラテス": "tigris",
    "チグリス・ユーフラテス": "tigris", "チグユー": "tigris", "チグリス&ユーフラテス": "tigris",
    "lancaster": "lancaster", "ランカスター": "lancaster",
    "carolingi": "carolingi", "カロリンギ": "carolingi",
    "kings-castles": "kings-castles", "kings&castles": "kings-castles", "k&c": "kings-castles",
    "kingsandcastles": "kings-castles", "王と城": "kings-castles", "キングス&キャッスル": "kings-castles",
    # as a question names it ("in Kings & Castles, ...": `ask` looks for these in the question)
    "kings & castles": "kings-castles", "kings and castles": "kings-castles",
    "キングス・アンド・キャッスル": "kings-castles", "キングスアンドキャッスル": "kings-castles",
    "キングス・アンド・キャッスルズ": "kings-castles", "キングス&キャッスルズ": "kings-castles",
    "キングスアンドキャッスルズ": "kings-castles",
}


def resolve(name: str) -> str:
    """The game id for a name or alias; InputError if none."""
    typed = fold(name).replace(" ", "").replace("_", "-")
    game = ALIASES.get(typed)
    if game is None:
        from referee.suggest import close

        near = close(typed, ALIASES, n=1)  # ランカスタ: ランカスター
        if near:
            raise InputError(N_("Unknown game '{name}'. Did you mean: {choices}? Games: {games}"), name=excerpt(name),
                             choices=near[0], games=", ".join(MODULES))
        raise InputError(N_("Unknown game '{name}'. Games: {games}"), name=excerpt(name), games=", ".join(MODULES))
    return game


def load(name: str):
    """The GameSpec of a game, by id or alias."""
    game = resolve(name)
    module = MODULES[game]
    if module is None:
        raise InputError(N_("{game} is not refereed yet; games available: {games}"), game=game,
                         games=", ".join(g for g, m in MODULES.items() if m))
    return importlib.import_module(module).GAME
