"""Keep the man pages in step with the command registry.

    python tools/man.py          rewrite the generated part of man/referee.1 and man/ja/referee.1
    python tools/man.py --check  exit 1 if either page differs from what the registry gives

The pages are written by hand except the part between the lines `.\\" BEGIN COMMANDS` and
`.\\" END COMMANDS`, which lists every in-game command of the session and of each game, with its
usage and help text in the page's language (from the compiled catalogs).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = {"en": ROOT / "man" / "referee.1", "ja": ROOT / "man" / "ja" / "referee.1"}
BEGIN, END = '.\\" BEGIN COMMANDS', '.\\" END COMMANDS'
HEADINGS = {
    "en": {"session": "In every game", "tigris": "Tigris & Euphrates (tigris)", "lancaster": "Lancaster (lancaster)",
           "carolingi": "Carolingi (carolingi)", "kings-castles": "Kings & Castles (kings-castles)"},
    "ja": {"session": "すべてのゲーム共通", "tigris": "チグリス・ユーフラテス (tigris)", "lancaster": "ランカスター (lancaster)",
           "carolingi": "カロリンギ (carolingi)", "kings-castles": "王と城 (kings-castles)"},
}


def roff_escape(text: str) -> str:
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def _entries(commands, gloss, lang: str) -> list[str]:
    from referee.helptext import local_usage
    from referee.i18n import _

    lines = [".Bl -tag -width Ds"]
    for cmd in commands:
        words = " ".join(roff_escape(w) for w in cmd.words)
        args = " ".join(roff_escape(a.usage()) for a in cmd.args)
        lines.append(f".It Cm {words}" + (f" Ar {args}" if args else ""))
        local = local_usage(cmd, gloss, lang)
        if local != cmd.usage():  # the same line in the page's language, as `help` shows it
            lines += [roff_escape(f"「{local}」"), ".br"]
        lines.append(roff_escape(_(cmd.help)))
    lines.append(".El")
    return lines


def generated(lang: str) -> str:
    sys.path.insert(0, str(ROOT))
    from referee import games, glossary, i18n
    from referee.session import SESSION_COMMANDS, _with_aliases

    i18n.set_language(lang)
    session = _with_aliases(SESSION_COMMANDS, None)
    lines = [BEGIN, f".Ss \\&{HEADINGS[lang]['session']}", *_entries(session, glossary.load(), lang)]
    for game_id, module in games.MODULES.items():
        if module is None:
            continue
        game = games.load(game_id)
        lines += [f".Ss \\&{HEADINGS[lang].get(game_id, game_id)}", *_entries(game.commands, game.glossary, lang)]
    lines.append(END)
    return "\n".join(lines)


def render(lang: str) -> str:
    page = PAGES[lang].read_text(encoding="utf-8")
    head, _sep, rest = page.partition(BEGIN)
    _old, _sep, tail = rest.partition(END)
    return head + generated(lang) + tail


def main(argv: list[str]) -> int:
    stale = []
    for lang, path in PAGES.items():
        text = render(lang)
        if path.read_text(encoding="utf-8") != text:
            stale.append(path)
            if "--check" not in argv:
                path.write_text(text, encoding="utf-8")
    if "--check" in argv and stale:
        print("out of date: " + ", ".join(str(p.relative_to(ROOT)) for p in stale) + " (run python tools/man.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
