"""Keep the gettext catalogs in step with the code.

    python tools/catalog.py update    extract every message into locales/<domain>.pot and merge it
                                      into locales/<lang>/<domain>.po (new entries empty, gone ones dropped)
    python tools/catalog.py check     list messages without a translation (exit 1 if any)
    python tools/catalog.py compile   compile the .po files into referee/locale (as the build does)

Messages are found in the source by their call: _("..."), N_("...") for shell sentences, and the
symbolic keys of engine messages: msg(KEY, ...), step(RULE, KEY=None) (KEY defaults to RULE.why),
RuleViolation(RULE, KEY=None) (KEY defaults to RULE), Msg(KEY, ...). English sentences are their
own English translation; symbolic keys need a real one in every language.

    python tools/catalog.py update --domain NAME    the same for one domain only

Domains: messages in referee/games/<game>/ belong to the domain <game>; those in the areas named
in AREAS (referee/<area>.py, referee/<area>_*.py or referee/<area>/) to that area; all others to
"referee". Each domain has its own .po files, so work on one part never touches another's catalogs.
"""

from __future__ import annotations

import ast
import datetime
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "referee"
LOCALES = ROOT / "locales"
LANGS = ("en", "ja")
# Dates in catalog headers are fixed so that regenerating a catalog changes only what changed.
FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
SYMBOLIC = re.compile(r"^[a-z][a-z0-9-]*(\.[a-z0-9-]+){2,}$")


def _strings(node: ast.AST | None) -> list[str]:
    """String constants an argument may take (a constant, or either branch of a conditional)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def _is_none(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _call_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _keys_of_call(node: ast.Call) -> list[str]:
    name = _call_name(node)
    args = node.args
    first = args[0] if args else None
    second = args[1] if len(args) > 1 else None
    if name in ("_", "N_", "msg", "Msg", "InputError", "SaveError"):
        return _strings(first)
    if name == "step":
        keys = _strings(second)
        if second is None or _is_none(second) or (isinstance(second, ast.IfExp) and (
                _is_none(second.body) or _is_none(second.orelse))):
            keys += [f"{r}.why" for r in _strings(first)]
        return keys
    if name == "RuleViolation":
        keys = _strings(second)
        if second is None or _is_none(second):
            keys += _strings(first)
        return keys
    return []


AREAS = ("repl", "rules", "facts")


def domain_of(path: Path) -> str:
    parts = path.relative_to(PACKAGE).parts
    if len(parts) > 2 and parts[0] == "games":
        return parts[1]
    area = parts[0].removesuffix(".py").split("_")[0]  # repl_complete.py belongs to "repl"
    return area if area in AREAS else "referee"


def extract() -> dict[str, dict[str, list[str]]]:
    """domain -> msgid -> source locations, for every message in the package."""
    found: dict[str, dict[str, list[str]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        domain = found.setdefault(domain_of(path), {})
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                for key in _keys_of_call(node):
                    domain.setdefault(key, []).append(f"{path.relative_to(ROOT)}:{node.lineno}")
    found = {name: messages for name, messages in found.items() if messages}
    # A message marked in two domains is kept in the first one only (the shell's comes first).
    seen: set[str] = set()
    for name in sorted(found, key=lambda d: (d != "referee", d)):
        found[name] = {k: v for k, v in found[name].items() if k not in seen}
        seen |= set(found[name])
    return found


def _po_path(lang: str, domain: str) -> Path:
    return LOCALES / lang / f"{domain}.po"


def update(only: str | None = None) -> None:
    for domain, messages in extract().items():
        if only is None or domain == only:
            _update_domain(domain, messages)


def _update_domain(domain: str, messages: dict[str, list[str]]) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    def template() -> Catalog:
        cat = Catalog(project="referee", domain=domain, creation_date=FIXED_DATE)
        for msgid, locations in sorted(messages.items()):
            cat.add(msgid, locations=[(loc.rsplit(":", 1)[0], int(loc.rsplit(":", 1)[1])) for loc in locations])
        return cat

    with (LOCALES / f"{domain}.pot").open("wb") as f:
        write_po(f, template(), omit_header=False, sort_output=True, width=0, include_lineno=False)
    for lang in LANGS:
        path = _po_path(lang, domain)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang)
        else:
            catalog = Catalog(locale=lang, project="referee", domain=domain, creation_date=FIXED_DATE)
        catalog.update(template(), no_fuzzy_matching=True)
        catalog.revision_date = FIXED_DATE
        catalog.obsolete.clear()
        if lang == "en":
            for message in catalog:
                if message.id and not message.string and not SYMBOLIC.match(message.id):
                    message.string = message.id
        with path.open("wb") as f:
            write_po(f, catalog, omit_header=False, sort_output=True, width=0, include_previous=False,
                     include_lineno=False)


def translations(lang: str, domain: str) -> dict[str, str]:
    from babel.messages.pofile import read_po

    path = _po_path(lang, domain)
    if not path.exists():
        return {}
    with path.open("rb") as f:
        return {m.id: m.string for m in read_po(f, locale=lang) if m.id}


def missing() -> dict[str, list[str]]:
    """Messages extracted from the code that a catalog does not translate, per language."""
    result: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for domain, messages in extract().items():
        for lang in LANGS:
            translated = translations(lang, domain)
            result[lang] += [f"{domain}: {k}" for k in sorted(messages) if not translated.get(k)]
    return result


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    if command == "update":
        only = argv[argv.index("--domain") + 1] if "--domain" in argv[:-1] else None
        update(only)
        command = "check"
    if command == "compile":
        sys.path.insert(0, str(ROOT))
        from hatch_build import compile_catalogs

        for path in compile_catalogs(ROOT):
            print(path.relative_to(ROOT))
        return 0
    if command == "check":
        gaps = missing()
        for lang, keys in gaps.items():
            for key in keys:
                print(f"{lang}: {key}")
        return 1 if any(gaps.values()) else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
