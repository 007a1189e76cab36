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


def test_no_message_id_reads_differently_in_two_domains():
    """A lookup reads the domains as one chain (referee/i18n.py), the shell's before the games', each
    only when a lookup reaches it: an id in two domains with two wordings would depend on that order."""
    import gettext

    for folder in sorted((ROOT / "referee" / "locale").glob("*/LC_MESSAGES")):
        wordings: dict[str, dict[str, str]] = {}
        for mo in sorted(folder.glob("*.mo")):
            with mo.open("rb") as f:
                for msgid, text in gettext.GNUTranslations(f)._catalog.items():
                    if msgid:  # (the header)
                        wordings.setdefault(msgid, {})[mo.stem] = text
        clashes = {m: d for m, d in wordings.items() if len(set(d.values())) > 1}
        assert clashes == {}, f"{folder.parent.name}: ids worded differently in two domains: {clashes}"


def test_a_lookup_reads_only_the_domains_it_reaches(monkeypatch):
    from referee import i18n

    monkeypatch.setattr(i18n, "_catalogs", {})
    read = []
    real = i18n.gettext.GNUTranslations

    class Recording(real):
        def _parse(self, fp):
            read.append(Path(fp.name).stem)
            return super()._parse(fp)

    monkeypatch.setattr(i18n.gettext, "GNUTranslations", Recording)
    assert i18n._catalog("en").gettext("Error") == "Error" and read == ["referee"]
    answer = "No rule found for this question."  # the rules domain, a shell's: no game's is read
    assert i18n._catalog("ja").gettext(answer) != answer
    assert read[1] == "referee" and "rules" in read and not {"lancaster", "tigris"} & set(read)
    assert i18n._catalog("ja").gettext("tigris.leader.adjacent-temple") != "tigris.leader.adjacent-temple"
    assert read[-1] == "tigris"
    assert i18n._catalog("ja").gettext("no such message") == "no such message"
