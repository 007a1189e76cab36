"""Text helpers for the terminal: widths of Japanese text (wcwidth), tables, colour."""

from __future__ import annotations

from collections.abc import Sequence

import click
from wcwidth import wcswidth


def width(text: str) -> int:
    w = wcswidth(click.unstyle(text))
    return w if w >= 0 else len(text)


def pad(text: str, cells: int, right: bool = False) -> str:
    gap = " " * max(0, cells - width(text))
    return gap + text if right else text + gap


def clip(text: str, cells: int) -> str:
    """The text cut to `cells` terminal cells, ending in an ellipsis when something was cut."""
    if width(text) <= cells:
        return text
    room, kept = cells - 1, []
    for ch in text:
        w = max(0, wcswidth(ch))
        if w > room:
            break
        kept.append(ch)
        room -= w
    return "".join(kept) + "…"


def table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A plain table; columns holding only numbers are right-aligned."""
    cols = len(header)
    widths = [max(width(str(r[i])) for r in [header, *rows]) for i in range(cols)]
    numeric = [bool(rows) and all(isinstance(r[i], int) for r in rows) for i in range(cols)]
    lines = []
    for row in [header, *rows]:
        cells = [pad(str(v), widths[i], right=numeric[i]) for i, v in enumerate(row)]
        lines.append("  ".join(cells).rstrip())
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def style(text: str, color: bool, **kwargs) -> str:
    return click.style(text, **kwargs) if color else text
