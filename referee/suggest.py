"""What the user may have meant: near names for a misspelt word, and the words of a line typed without spaces.

Both read only names: the registry's keywords and aliases, the glossary's terms, the players. `close`
uses difflib over folded names; `segmentations` splits a Japanese run such as `タイル赤E6` into known
names, with runs of ASCII letters and digits (squares, numbers, player names) as words of their own.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from referee.registry import fold, normalise

CUTOFF = 0.65
MAX_SEGMENT = 64  # longer runs are not split (the number of readings grows quickly)


def close(word: str, names: Iterable[str], n: int = 3) -> list[str]:
    """The names nearest to `word` (compared after NFKC and case folding), best first: those above the
    cutoff and near the best one's score, so that a far second guess does not crowd out a good one."""
    by_fold: dict[str, str] = {}
    for name in names:
        by_fold.setdefault(fold(name), name)
    target = fold(word)
    scored = []
    for folded in difflib.get_close_matches(target, list(by_fold), n=n, cutoff=CUTOFF):
        scored.append((difflib.SequenceMatcher(None, target, folded).ratio(), folded))
    best = max((score for score, _f in scored), default=0.0)
    return [by_fold[f] for score, f in scored if score >= best - 0.15]


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
        if _ascii(text[i]):  # an ASCII run ends where the ASCII ends, or where a known name begins (2A州)
            j = i + 1
            while j < len(text) and _ascii(text[j]):
                if self._names(text, j):
                    pieces.append(text[i:j])
                j += 1
            pieces.append(text[i:j])
        return pieces

    def _names(self, text: str, i: int) -> list[str]:
        return [n for n in self._by_first.get(fold(text[i]), ()) if fold(text[i:i + len(n)]) == n]


def segment(token: str, vocab: Vocabulary, cap: int = 20) -> list[list[str]]:
    """Every way (at most `cap`) to write `token` as a sequence of known names and ASCII runs."""
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
        for piece in vocab.at(token, i):
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
