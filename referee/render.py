"""Text helpers for the terminal: widths of Japanese text (wcwidth), wrapping, tables, colour.

Every screen fits `WIDTH` terminal cells (80 unless the prompt knows its terminal is wider): tables
shrink names and wrap long cells, and `fit` wraps any other long line at word boundaries (Japanese
may break between any two characters, but not inside an ASCII word or a number).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Sequence
from functools import cache

import click

from referee.scripts import is_hiragana, is_kanji, is_katakana

WIDTH = 80
ELLIPSIS = "…"
# Characters that may not begin a line (Japanese line-breaking rules, kinsoku) and that may not end one.
_NO_START = set("、。，．・：；？！ー）」』】〕〉》”’ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]},.:;!?%")
_NO_END = set("（「『【〔〈《“‘([{")
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
# An escape sequence, a run of spaces, a Japanese phrase, one other wide character, or a run of anything
# else (a word or a number). A phrase is a word of kanji or katakana with the hiragana after it (its
# okurigana and particles: 上回りません, 神殿タイルを is two, 防御側の), or a run of hiragana; each part is
# bounded, so that a phrase always fits a narrow column.
_WIDE = "\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"  # CJK, kana, Hangul, full-width
_KANJI = "\u3400-\u4dbf\u4e00-\u9fff\u3005\u3006\u30f6"  # as scripts.is_kanji: with 々 〆 ヶ
_HIRAGANA = "\u3041-\u3096"
_KATAKANA = "\u30a1-\u30fa\u30fc"
_PARTICLES = "のをにはがでともへや"  # one kana between two kanji that ends a phrase (赤の勝利点), unlike 書き込む
_UNIT = (rf"\x1b\[[0-9;]*m|[ ]+|(?:[{_KANJI}]{{1,6}}(?:(?![{_PARTICLES}])[{_HIRAGANA}][{_KANJI}]{{1,6}})?"
         rf"|[{_KATAKANA}]{{2,8}})[{_HIRAGANA}]{{0,8}}|[{_HIRAGANA}]{{1,8}}|[{_WIDE}]|[^ \x1b{_WIDE}]+")
# The same pieces in a line with no wide character (below U+2E80), without compiling the wide ranges (~4 ms).
_NARROW_UNIT = re.compile(r"\x1b\[[0-9;]*m|[ ]+|[^ \x1b]+")
_MARKER = re.compile(r"^( *)((?:\d+\.|[-*•]|\[[^\]]{1,60}\]) +)?")


# Characters whose width wcwidth gives for certain, to count without importing it (~20 ms): one cell
# (printable ASCII, the no-break space, a few signs our texts use) or two (kana, CJK ideographs, CJK
# punctuation, full-width forms; not the combining sound marks among them). tests/test_screens.py
# compares these with wcwidth over every code point they name. (Ranges tested in a loop: a regular
# expression over them takes ~2.5 ms to compile.)
_ONE_CELL = frozenset("\xa0\xa7\xd7\xf7\u2014\u2026\u2192\u25a0\u25cb\u25ce")  # besides printable ASCII
_TWO_CELLS = ((0x3000, 0x3029), (0x3030, 0x303E), (0x3041, 0x3096), (0x309B, 0x30FF), (0x4E00, 0x9FFF),
              (0xFF01, 0xFF60), (0xFFE0, 0xFFE6))


def _known_width(text: str) -> int | None:
    """The cells of a text made only of the characters above; None if it has any other."""
    cells = 0
    for ch in text:
        cp = ord(ch)
        if 0x20 <= cp < 0x7F or ch in _ONE_CELL:
            cells += 1
        elif any(lo <= cp <= hi for lo, hi in _TWO_CELLS):
            cells += 2
        else:
            return None
    return cells


def width(text: str) -> int:
    plain = click.unstyle(text)
    probe = plain.replace("\xa0", " ")  # the no-break space of glued words is one cell too
    if probe.isascii() and probe.isprintable():
        return len(plain)  # one cell a character: what wcwidth says, without importing it (~15 ms)
    known = _known_width(plain)
    if known is not None:
        return known  # what wcwidth says, without importing it
    from wcwidth import wcswidth  # on first use: `score --json` and `show --json` never measure

    w = wcswidth(plain)
    return w if w >= 0 else len(text)


def set_width(cells: int) -> None:
    """The terminal's width for the screens that follow (never below 80: the screens are laid out for it)."""
    global WIDTH
    WIDTH = max(80, int(cells))


def pad(text: str, cells: int, right: bool = False) -> str:
    gap = " " * max(0, cells - width(text))
    return gap + text if right else text + gap


def clip(text: str, cells: int) -> str:
    """The text cut to `cells` terminal cells, ending in an ellipsis when something was cut."""
    if width(text) <= cells:
        return text
    room, kept = cells - 1, []
    for ch in text:
        w = _known_width(ch)
        if w is None:
            from wcwidth import wcswidth

            w = max(0, wcswidth(ch))
        if w > room:
            break
        kept.append(ch)
        room -= w
    return "".join(kept) + "…"


class Items:
    """A table cell of whole items (names): on one line they are joined by `sep`; in a wrapped column
    they are laid out item by item, and an item is never broken or cut (unless it is longer than a
    whole line: then it starts a line of its own and wraps as any text)."""

    def __init__(self, items: Sequence[str], sep: str = ", ") -> None:
        self.items, self.sep = list(items), sep

    def __str__(self) -> str:
        return self.sep.join(self.items)

    def _pieces(self) -> list[str]:
        end = self.sep.rstrip()
        return [item + end for item in self.items[:-1]] + self.items[-1:]

    def floor(self) -> int:
        """The narrowest the cell can be: its widest item."""
        return max((width(p) for p in self._pieces()), default=1)

    def lines(self, cells: int) -> list[str]:
        space = self.sep[len(self.sep.rstrip()):]
        lines: list[str] = []
        for piece in self._pieces():
            if lines and width(lines[-1] + space + piece) <= cells:
                lines[-1] += space + piece
            elif width(piece) <= cells:
                lines.append(piece)
            else:  # one item longer than a line (a card with many players on it): wrapped, from a line's start
                lines += wrap(piece, cells)
        return lines or [""]


def wrap_items(template: str, field: str, items: Sequence[str], sep: str = ", ", cells: int | None = None) -> str:
    """A message whose `{field}` is a list of names, wrapped between the names only: a name is never
    broken across lines (Japanese text may otherwise break anywhere)."""
    before, _sep, after = template.partition("{" + field + "}")
    if not items:
        return template.format(**{field: "-"})
    pieces = list(items)
    pieces[0] = before + pieces[0]
    pieces[-1] += after
    return Laid("\n".join(Items(pieces, sep).lines(cells or WIDTH)))


def table(header: Sequence[str], rows: Sequence[Sequence[object]], shrink: Collection[int] = (),
          wrapped: Collection[int] = (), cells: int | None = None, notes: Sequence[str] = ()) -> str:
    """A plain table; columns holding only numbers are right-aligned. When it is wider than `cells`
    (default: WIDTH), the columns in `shrink` (names) are cut with … and those in `wrapped` are
    wrapped onto more lines, the widest first, until it fits; a cell given as `Items` is wrapped
    between its items only, never narrower than its widest item. notes[i], if given, is text under
    row i, indented and wrapped to the whole width (each of its lines, when it has several)."""
    cells = cells or WIDTH
    cols = len(header)
    texts = [[str(v) for v in r] for r in [header, *rows]]
    widths = [max(width(r[i]) for r in texts) for i in range(cols)]
    numeric = [bool(rows) and all(isinstance(r[i], int) for r in rows) for i in range(cols)]
    flexible = [i for i in range(cols) if i in shrink or i in wrapped]
    floor = {i: max((r[i].floor() for r in rows if isinstance(r[i], Items)), default=8 if i in shrink else 12)
             for i in flexible}
    while sum(widths) + 2 * (cols - 1) > cells:
        i = max(flexible, key=lambda j: widths[j] - floor[j], default=None)
        if i is None or widths[i] <= floor[i]:
            break
        widths[i] -= 1
    lines = []
    for n, row in enumerate(texts):
        parts = []
        for i, v in enumerate(row):
            if width(v) <= widths[i]:
                parts.append([v])
            elif i in wrapped:
                cell = rows[n - 1][i] if n else None
                parts.append(cell.lines(widths[i]) if isinstance(cell, Items) else wrap(v, widths[i]))
            else:
                parts.append([clip(v, widths[i])])
        for k in range(max(len(p) for p in parts)):
            cells_k = [pad(p[k] if k < len(p) else "", widths[i], right=numeric[i])
                       for i, p in enumerate(parts)]
            lines.append("  ".join(cells_k).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
        elif n <= len(notes) and notes[n - 1]:  # a note laid out already (wrap_items) keeps its lines
            lines += [part for line in notes[n - 1].split("\n") for part in wrap("    " + line, cells)]
    return Laid("\n".join(lines))


def _is_wide(ch: str) -> bool:
    """Whether a character is in _WIDE's ranges (tested in a loop: compiled, they cost ~4 ms)."""
    return ("\u2e80" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" or "\uf900" <= ch <= "\ufaff"
            or "\ufe30" <= ch <= "\ufe4f" or "\uff00" <= ch <= "\uffef")


def _run(line: str, j: int, n: int, test, most: int) -> int:
    """The end of the run of characters passing `test` from j, at most `most` long."""
    end = min(n, j + most)
    while j < end and test(line[j]):
        j += 1
    return j


def _wide_pieces(line: str) -> list[str]:
    """The pieces _UNIT finds in a line (re.findall), found without compiling it."""
    out: list[str] = []
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch == "\x1b":
            m = _ANSI.match(line, i)
            if m:
                out.append(m.group())
                i = m.end()
            else:
                i += 1  # a lone escape is no piece
            continue
        j = i + 1
        if ch == " ":
            while j < n and line[j] == " ":
                j += 1
        elif is_kanji(ch) or is_katakana(ch) and j < n and is_katakana(line[j]):
            j = _run(line, i, n, is_kanji, 6) if is_kanji(ch) else _run(line, i, n, is_katakana, 8)
            if (is_kanji(ch) and j + 1 < n and is_hiragana(line[j]) and line[j] not in _PARTICLES
                    and is_kanji(line[j + 1])):  # 書き込めません, 取り消し: one word
                j = _run(line, j + 1, n, is_kanji, 6)
            j = _run(line, j, n, is_hiragana, 8)
        elif is_hiragana(ch):
            j = _run(line, i, n, is_hiragana, 8)
        elif not _is_wide(ch):
            while j < n and line[j] not in " \x1b" and not _is_wide(line[j]):
                j += 1
        out.append(line[i:j])
        i = j
    return out


def _units(line: str) -> list[str]:
    """Pieces a line may break between: words, numbers and single wide characters, with escape
    sequences and kinsoku punctuation glued to their neighbours; runs of spaces stay pieces of their own."""
    out: list[str] = []
    carry = ""  # escape sequences or an opening bracket waiting for the next piece
    pieces = _NARROW_UNIT.findall(line) if not line or max(line) < "\u2e80" else _wide_pieces(line)
    quotes = 0  # ASCII quotes so far: one standing alone among wide characters ('ヘルプ') opens or closes
    for u in pieces:
        quote = u in ("'", '"')
        quotes += u.count("'") + u.count('"')
        if _ANSI.fullmatch(u):
            if out and not out[-1].isspace() and not carry:
                out[-1] += u
            else:
                carry += u
        elif u.isspace():
            out.append(u)
        elif out and not carry and not out[-1].isspace() and (u[0] in _NO_START or quote and not quotes % 2
                                                                or _counted(out[-1], u)):
            out[-1] += u  # (a closing quote may not begin a line, nor a counter or particle its number or name)
        elif u[-1] in _NO_END or quote:  # (nor an opening quote end one)
            carry += u
        else:
            out.append(carry + u)
            carry = ""
    if carry:
        out.append(carry)
    return out


def _counted(before: str, u: str) -> bool:
    """A number and its counter (1枚, 3人), a name and its particle (Chieが): one piece."""
    return before[-1].isascii() and before[-1].isalnum() and (is_kanji(u[0]) or is_hiragana(u[0]))


def _fitting(units: list[str], room: int) -> Iterator[str]:
    """The units, a Japanese phrase wider than `room` (a narrow column) given character by character."""
    for u in units:
        if width(u) > room and _is_wide(u[-1]) and "\x1b" not in u:
            parts: list[str] = []
            for ch in u:
                if parts and ch in _NO_START:
                    parts[-1] += ch
                else:
                    parts.append(ch)
            yield from parts
        else:
            yield u


def wrap(line: str, cells: int | None = None) -> list[str]:
    """One line as lines of at most `cells` cells; continuation lines keep the line's indentation
    (and hang under a short list marker: '1. ', '- ', '[rule.id] ')."""
    cells = cells or WIDTH
    if width(line) <= cells:
        return [line]
    m = _MARKER.match(click.unstyle(line))
    hang = m.group(0) if m.group(2) and width(m.group(2)) <= 12 else m.group(1)
    indent = " " * min(width(hang), cells // 2)
    lines, cur, gap = [], "", ""
    used = 0  # width(cur), kept as it grows: measuring the whole line again at each piece is quadratic
    for u in _fitting(_units(line), cells - len(indent)):
        if u.isspace():
            if cur.strip():
                gap = u
            else:
                cur += u
                used += len(u)
            continue
        grown = used + len(gap) + width(u)
        if grown <= cells:
            cur, gap, used = cur + gap + u, "", grown
            continue
        if cur.strip():
            lines.append(cur.rstrip())
            cur, used = indent, len(indent)
        gap = ""
        cur += u  # a word longer than a whole line (a long path) stays whole: cut, it could not be copied
        used += width(u)
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


def fit(text: str, cells: int | None = None) -> str:
    """Every line of `text` wrapped to `cells` (default: WIDTH); lines that fit are left as they are."""
    return "\n".join(part for line in text.split("\n") for part in wrap(line, cells))


class Laid(str):
    """Text laid out to fit already (a table, a board): `screen` leaves it as it is, so that a row
    that did not fit shows as too wide in the tests instead of being broken."""


def screen(parts: Sequence[str], sep: str = "\n\n") -> str:
    """A screen of parts: tables and boards as laid out, any other text wrapped to fit."""
    return sep.join(p if isinstance(p, Laid) else fit(p) for p in parts)


def style(text: str, color: bool, **kwargs) -> str:
    return click.style(text, **kwargs) if color else text
