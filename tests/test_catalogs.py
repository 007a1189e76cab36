"""The gettext catalogs: every message the code can show is translated in Japanese and English, the
translations take the parameters the code sends, and the compiled catalogs are those of the sources."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import catalog  # noqa: E402  (tools/catalog.py)

FIELD = re.compile(r"(?<!\{)\{([a-z_][a-z0-9_]*)[^{}]*\}(?!\})")


def _fields(text: str) -> set[str]:
    return set(FIELD.findall(text))


def test_no_message_lacks_a_translation():
    gaps = catalog.missing()
    assert gaps == {lang: [] for lang in catalog.LANGS}, "run: python tools/catalog.py update, then translate"


@pytest.mark.parametrize("domain", sorted(catalog.extract()))
def test_both_languages_use_the_same_parameters(domain):
    en, ja = catalog.translations("en", domain), catalog.translations("ja", domain)
    for msgid in catalog.extract()[domain]:
        expected = _fields(msgid) if not catalog.SYMBOLIC.match(msgid) else _fields(en[msgid])
        assert _fields(ja[msgid]) <= expected | _fields(en[msgid]), f"{domain}: {msgid!r}: ja names a parameter en lacks"
        if not catalog.SYMBOLIC.match(msgid):
            assert _fields(en[msgid]) == expected, f"{domain}: {msgid!r}: en changes the parameters"


def test_japanese_translations_are_japanese():
    for domain in catalog.extract():
        for msgid, text in catalog.translations("ja", domain).items():
            words = FIELD.sub("", text)
            if catalog.SYMBOLIC.match(msgid) and re.search(r"[A-Za-z]{3}", words):
                assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", words), f"{domain}: {msgid}: {text!r}"


def test_compiled_catalogs_match_their_sources(tmp_path):
    """The .mo files the package reads are compiled from the current .po files (a stale build would
    show old wording or none)."""
    import gettext

    from babel.messages.pofile import read_po

    locale = ROOT / "referee" / "locale"
    for po in sorted((ROOT / "locales").glob("*/*.po")):
        mo = locale / po.parent.name / "LC_MESSAGES" / f"{po.stem}.mo"
        assert mo.is_file(), f"{mo} is missing: python tools/catalog.py compile"
        with po.open("rb") as f:
            source = {m.id: m.string for m in read_po(f) if m.id and m.string and isinstance(m.id, str)}
        with mo.open("rb") as f:
            compiled = gettext.GNUTranslations(f)
        stale = [k for k, v in source.items() if compiled.gettext(k) != v]
        assert not stale, f"{mo} is older than {po}: python tools/catalog.py compile ({stale[:3]})"
