"""What a Japanese character is: kanji, hiragana, katakana; and the two kana as each other. A leaf
module: wrapping (render), searching (rules.search) and suggesting (suggest) share it."""

from __future__ import annotations


def is_kanji(ch: str) -> bool:
    """A kanji (with Extension A), or 々 〆 ヶ, which stand for kanji."""
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or ch in "々〆ヶ"


def is_hiragana(ch: str) -> bool:
    return "\u3041" <= ch <= "\u3096"


def is_katakana(ch: str) -> bool:
    return "\u30a1" <= ch <= "\u30fa" or ch == "\u30fc"


_KATAKANA_OF = {c: c + 0x60 for c in range(0x3041, 0x3097)}  # ぁ-ゖ -> ァ-ヶ
_HIRAGANA_OF = {c + 0x60: c for c in range(0x3041, 0x3097)}


def katakana_of(text: str) -> str:
    """Hiragana as katakana (たいる: タイル), the rest as it is."""
    return text.translate(_KATAKANA_OF)


def hiragana_of(text: str) -> str:
    """Katakana as hiragana (タイル: たいる), the rest as it is."""
    return text.translate(_HIRAGANA_OF)
