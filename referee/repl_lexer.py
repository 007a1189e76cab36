"""Colours of the line being typed: its keywords, an unknown command, and whether the game would take it.

A complete game action is tried on the current state as it is typed (the game's pure `apply`, on
a copy): its arguments turn green when the line would be accepted and red when a rule rejects it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.lexers import Lexer

from referee.core import InputError
from referee.registry import MAX_LINE, fold, normalise
from referee.repl_line import command_of, verdict

WORD = re.compile(r"\S+")


class LineLexer(Lexer):
    def __init__(self, session):
        self.session = session
        self._cache: tuple[object, str, StyleAndTextTuples] | None = None

    def lex_document(self, document: Document) -> Callable[[int], StyleAndTextTuples]:
        lines = document.lines
        styled = [self.fragments(line) for line in lines]
        return lambda number: styled[number] if number < len(styled) else []

    def fragments(self, text: str) -> StyleAndTextTuples:
        state = self.session.state
        if self._cache is not None and self._cache[0] is state and self._cache[1] == text:
            return self._cache[2]
        if len(text) > MAX_LINE:  # the session refuses it unread; do not parse it for colours either
            return [("class:line.unknown", text)]
        try:
            result = self._fragments(text)
        except Exception:  # noqa: BLE001 - colours are a nicety: plain text rather than a broken prompt
            result = [("", text)]
        self._cache = (state, text, result)
        return result

    def _fragments(self, text: str) -> StyleAndTextTuples:
        code, hash_, comment = text.partition("#")
        spans = [(m.start(), m.end()) for m in WORD.finditer(code)]
        if not spans:
            return [("", code)] + ([("class:line.comment", hash_ + comment)] if hash_ else [])
        words = [normalise(code[a:b]) for a, b in spans]
        keyword_count, arg_style = self._styles(code, words)
        out: StyleAndTextTuples = []
        pos = 0
        for i, (a, b) in enumerate(spans):
            out.append(("", code[pos:a]))
            if i < keyword_count:
                style = "class:line.command"
            elif keyword_count == 0:
                style = arg_style if i == 0 else ""
            else:
                style = arg_style
            out.append((style, code[a:b]))
            pos = b
        out.append(("", code[pos:]))
        if hash_:
            out.append(("class:line.comment", hash_ + comment))
        return out

    def _styles(self, code: str, words: list[str]) -> tuple[int, str]:
        """How many words are keywords, and the style of the others."""
        registry = self.session.registry()
        try:
            parsed = registry.parse(code)  # the parsed line the verdict and, on Enter, the session share
        except InputError:
            parsed = None
        if parsed is not None and list(parsed.tokens) == words:
            found = (parsed.command, list(parsed.rest)) if parsed.command else None
        else:  # quoted words: match the words as the prompt shows them
            found = command_of(registry, tuple(words))
        if found is None:
            first = fold(words[0])
            known = any(fold(seq[0]).startswith(first) for c in registry.commands for seq in (c.words, *c.aliases))
            return 0, "" if known else "class:line.unknown"
        _cmd, rest = found
        result = verdict(self.session, code)
        style = {"ok": "class:line.legal", "rejected": "class:line.rejected"}.get(result.status, "")
        return len(words) - len(rest), style
