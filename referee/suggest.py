"""What the user may have meant: near names for a misspelt word, and the words of a line typed without spaces.

Both read only names: the registry's keywords and aliases, the glossary's terms, the players. `close`
uses difflib over folded names; `segmentations` splits a Japanese run such as `タイル赤E6` into known
names, with runs of ASCII letters and digits (squares, numbers, player names) as words of their own.
`Suggester` puts them to work for a session: the line it cannot match, the word a kind cannot read.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

from referee.core import InputError, excerpt
from referee.i18n import N_
from referee.kinds import Ctx, Kind
from referee.registry import Command, Registry, fold, normalise, parse_args
from referee.scripts import katakana_of

CUTOFF = 0.65
# A Japanese word is short: one kanji wrong in two (攻激 for 攻撃, 課勢 for 課税) is a ratio of 0.5
CUTOFF_JA = 0.5
MAX_SEGMENT = 64  # longer runs are not split (the number of readings grows quickly)


def close(word: str, names: Iterable[str], n: int = 3) -> list[str]:
    """The names nearest to `word` (compared after NFKC and case folding), best first: those above the
    cutoff and near the best one's score, so that a far second guess does not crowd out a good one."""
    by_fold: dict[str, str] = {}
    for name in names:
        by_fold.setdefault(fold(name), name)
    target = fold(word)
    cutoff = CUTOFF if target.isascii() else CUTOFF_JA
    best_of: dict[str, float] = {}
    # hiragana typed before the input method turned it into katakana (たいる for タイル) is compared as
    # katakana too, and each name keeps its better score
    for form in dict.fromkeys((target, katakana_of(target))):
        for folded in difflib.get_close_matches(form, list(by_fold), n=n, cutoff=cutoff):
            best_of[folded] = max(best_of.get(folded, 0.0), difflib.SequenceMatcher(None, form, folded).ratio())
    scored = sorted(((s, f) for f, s in best_of.items()), reverse=True)[:n]
    best = max((score for score, _f in scored), default=0.0)
    # the word itself is no suggestion (it can be a name of another kind: 雇う, a command, is no tile)
    return [by_fold[f] for score, f in scored if score >= best - 0.15 and f != target]


def _ascii(ch: str) -> bool:
    return ch.isascii() and not ch.isspace()


class Vocabulary:
    """The names a run may be split into: those holding a character that is not ASCII."""

    def __init__(self, names: Iterable[str]) -> None:
        self._by_first: dict[str, list[str]] = {}
        for name in {fold(n) for n in names if n and not n.isascii() and " " not in n}:
            self._by_first.setdefault(name[0], []).append(name)
        for group in self._by_first.values():
            group.sort(key=len, reverse=True)

    def at(self, text: str, i: int) -> list[str]:
        """The pieces that may start at text[i]: known names, and the whole ASCII run starting there."""
        pieces = [text[i:i + len(n)] for n in self._names(text, i)]
        if _ascii(text[i]):  # an ASCII run ends where the ASCII ends, or where a known name begins (2A州),
            j = i + 1        # or where a number meets a letter (騎士2u1: a strength, then a place)
            while j < len(text) and _ascii(text[j]):
                if self._names(text, j) or (text[j - 1].isdigit() and text[j].isalpha()):
                    pieces.append(text[i:j])
                j += 1
            pieces.append(text[i:j])
        return pieces

    def _names(self, text: str, i: int) -> list[str]:
        return [n for n in self._by_first.get(fold(text[i]), ()) if fold(text[i:i + len(n)]) == n]


def segment(token: str, vocab: Vocabulary, cap: int = 20) -> list[list[str]]:
    """Every way (at most `cap`) to write `token` as a sequence of known names and ASCII runs, the last
    piece perhaps a word of no list that an argument's kind reads (緑の騎士 in 攻撃ロンドン緑の騎士)."""
    token = normalise(token)
    if token.isascii() or len(token) > MAX_SEGMENT:
        return [[token]]
    out: list[list[str]] = []

    def walk(i: int, acc: list[str]) -> None:
        if len(out) >= cap:
            return
        if i == len(token):
            out.append(list(acc))
            return
        for piece in dict.fromkeys([*vocab.at(token, i), token[i:]]):
            acc.append(piece)
            walk(i + len(piece), acc)
            acc.pop()

    walk(0, [])
    return out


def segmentations(tokens: list[str], vocab: Vocabulary, cap: int = 20) -> list[list[str]]:
    """The readings of a line's tokens, each token split as `segment` does (at most `cap` readings)."""
    readings: list[list[str]] = [[]]
    for token in tokens:
        parts = segment(token, vocab, cap)
        if not parts:
            return []
        readings = [r + p for r in readings for p in parts][:cap]
    return readings


class Suggester:
    """What the user of one session may have meant: the readings of a line typed without spaces, the
    nearest words of an argument's kind, the nearest commands. It reads the session's registry,
    glossary, players, game and state as they are when asked, and renders in the session's language;
    it never changes the session (the session runs a line's one reading itself)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self._vocab: tuple[Any, Vocabulary] | None = None

    def _ctx(self) -> Ctx:
        """What a line's words are read against: the game and its state now."""
        return Ctx(self.session.game, self.session.state)

    def near(self, kind: Kind, token: str, ctx: Ctx, exc: InputError) -> None:
        """A word a game's kind cannot read: the error names the nearest words of that kind, if any."""
        near = self._near_words(kind, token)
        if near:
            raise InputError(N_("{problem}. Did you mean: {choices}?"),
                             problem=self.session.render(exc.msg).rstrip(".。"), choices=tuple(near)) from None

    def _parses(self, tokens: list[str]) -> bool:
        found = self.session.registry().match(tokens)
        if found is None:
            return False
        try:
            parse_args(found[0], found[1], self._ctx())
        except InputError:
            return False
        return True

    def _vocabulary(self) -> Vocabulary:
        session = self.session
        key = (session.game.id if session.game else None, session.players)
        if self._vocab is None or self._vocab[0] != key:
            names = [w for c in session.registry().commands for ws in (c.words, *c.aliases) for w in ws]
            names += [n for t in session.glossary().terms for n in t.names()] + list(session.players)
            names += session.game.run_words() if session.game else []
            self._vocab = (key, Vocabulary(names))
        return self._vocab[1]

    def readings(self, tokens: list[str]) -> list[str]:
        """The spaced lines a line typed without spaces (`タイル赤E6`) can stand for, each a command line
        (none for a line of ASCII only)."""
        if "".join(tokens).isascii():
            return []
        seen: list[str] = []
        for pieces in segmentations(tokens, self._vocabulary()):
            spaced = " ".join(pieces)
            if pieces != tokens and spaced not in seen and self._parses(pieces):
                seen.append(spaced)
        return seen

    def reading(self, tokens: list[str]) -> str:
        """The one command line a line no command matches stands for; else the error to show: the
        readings to choose from, or the nearest commands."""
        readings = self.readings(tokens)
        if len(readings) == 1:
            return readings[0]
        if readings:
            raise InputError(N_("'{line}' can be read in more than one way. Did you mean: {choices}? "
                                "Put spaces between the words."), line=excerpt(" ".join(tokens)),
                             choices=" / ".join(readings))
        raise self.unknown(tokens)

    def unknown(self, tokens: list[str]) -> InputError:
        """Unknown command: with the nearest command names, or the commands the words would fit after."""
        from referee.helptext import local_usage, local_words

        session = self.session
        if session.game is None and some_game_command(tokens):
            return InputError(N_("No game yet: start one with 'new GAME PLAYER...' or 'load FILE'"))
        reg, gloss, lang = session.registry(), session.glossary(), session.lang
        names: dict[str, tuple[Command, int]] = {}
        for c in reg.commands:
            for ws in (c.words, *c.aliases):
                names.setdefault(" ".join(ws), (c, len(ws)))
        choices: list[str] = []
        spelt: set[str] = set()  # choices only near in spelling (`take` for `reveal`)
        named: set[str] = set()
        # a verb put before a whole line (配置 タイル 赤 F4, "place leader red F4"): the line without it
        if len(tokens) > 1 and self._parses(tokens[1:]):
            choices.append(" ".join(tokens[1:]))
        # the first word of a family of commands typed alone (influence: influence home, cards, board)
        first = fold(tokens[0]) if len(tokens) == 1 else ""
        for c in reg.commands:
            if any(len(ws) > 1 and fold(ws[0]) == first for ws in (c.words, *c.aliases)) and c.name not in named:
                named.add(c.name)
                choices.append(local_usage(c, gloss, lang))
        for n in range(min(len(tokens), 3), 0, -1):
            wanted = [name for name, (_c, size) in names.items() if size == n]
            for name in close(" ".join(tokens[:n]), wanted):
                cmd = names[name][0]
                line = [*name.split(), *tokens[n:]]
                if cmd.name not in named:
                    named.add(cmd.name)
                    # in the table's words: `支援 1` for `comit 1` at a Japanese table (a name typed in
                    # Japanese stays the one typed: 取消し for 取消)
                    local = name.isascii() and lang != "en"
                    shown = [*local_words(cmd, gloss, lang), *tokens[n:]] if local else line
                    choices.append(" ".join(shown) if self._parses(line) else local_usage(cmd, gloss, lang))
                    spelt.add(choices[-1])
        for c in reg.commands:  # words the glossary keeps near a command without naming it (終了: quit)
            term = gloss.get("command", c.words[0]) if len(c.words) == 1 else None
            if term and fold(tokens[0]) in {fold(w) for w in term.attrs.get("near", ())}:
                choices.append(" ".join(local_words(c, gloss, lang)))
        if not choices and session.game is not None:  # `神官F4`: words that fit after a command
            for pieces in segmentations(tokens, self._vocabulary()):
                for c in reg.commands:
                    if c.scope != "session" and self._parses([*c.words, *pieces]):
                        choices.append(" ".join([*local_words(c, gloss, lang), *pieces]))
        # Another game's command is named as such, before a word of this game only near in spelling
        # (`reveal 3` in Tigris is Lancaster's line, not a slip for `take`); a word that begins commands
        # here (`put lader`) is a slip.
        own = fold(tokens[0]) in {fold(ws[0]) for c in reg.commands for ws in (c.words, *c.aliases)}
        others = [] if session.game is None or own or not spelt.issuperset(choices) else \
            [g for g in games_commanding(tokens) if g.id != session.game.id]
        if others:  # `commit 2` in Kings & Castles: Tigris's word
            return InputError(N_("'{word}' is a command of {games}, not of {game}. Type 'help' for the list of "
                                 "commands."), word=excerpt(tokens[0]),
                              games=" / ".join(g.name() for g in others), game=session.game.name())
        if choices:
            return InputError(N_("Unknown command '{word}'. Did you mean: {choices}? "
                                 "Type 'help' for the list of commands."), word=self._unknown_word(tokens),
                              choices=" / ".join(dict.fromkeys(excerpt(c) for c in choices[:3])))
        return InputError(N_("Unknown command '{word}'. Type 'help' for the list of commands."),
                          word=self._unknown_word(tokens))

    def _unknown_word(self, tokens: list[str]) -> str:
        """What to quote as unknown: `put lader`, not `put`, when the first word begins some commands."""
        firsts = {fold(ws[0]) for c in self.session.registry().commands for ws in (c.words, *c.aliases)}
        return excerpt(" ".join(tokens[:2]) if fold(tokens[0]) in firsts else tokens[0])

    def _near_words(self, kind: Kind, token: str) -> list[str]:
        """Words of this argument kind near `token`: the kind's candidates, their glossary names and the
        name the table reads (緑-騎士 for green-knight, in the session's language)."""
        names, value_of = [], {}
        game = self.session.game
        for value in kind.candidates(self._ctx()):
            shown = kind.words(value, game)
            for n in [value, shown, *(n for t in game.glossary.terms if t.id == value for n in t.names())]:
                names.append(n)
                value_of.setdefault(fold(n), value)
        near, seen = [], set()
        for n in close(token, names):  # one name a value: normandie and Normandy are one country
            if value_of[fold(n)] not in seen:
                seen.add(value_of[fold(n)])
                near.append(n)
        return near


def some_game_command(tokens: list[str]) -> bool:
    """Whether the line begins with a command of some game (none is started yet)."""
    return bool(games_commanding(tokens))


def games_commanding(tokens: list[str]) -> list:
    """The games (their rules objects) that have a command the line begins with."""
    from referee import games
    from referee.helptext import family

    found = []
    for game_id, module in games.MODULES.items():
        game = games.load(game_id) if module is not None else None
        commands = list(game.commands) if game is not None else []
        if commands and (Registry(commands).match(tokens) or family(commands, tokens[:1])):
            found.append(game)
    return found
