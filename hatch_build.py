"""Build hook: compile locales/<lang>/<domain>.po into referee/locale/<lang>/LC_MESSAGES/<domain>.mo.

Runs for wheels and editable installs alike, so a fresh `pip install .` speaks every language
whose catalogs are in locales/. Each game has its own domain
(locales/<lang>/<game>.po) beside the shell's (referee.po).
"""

from pathlib import Path


def compile_catalogs(root: Path) -> list[Path]:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po in sorted((root / "locales").glob("*/*.po")):
        lang = po.parent.name
        with po.open("rb") as f:
            catalog = read_po(f, locale=lang)
        out = root / "referee" / "locale" / lang / "LC_MESSAGES" / f"{po.stem}.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        part = out.with_suffix(".mo.part")  # written aside, then renamed: a referee starting now reads a whole file
        with part.open("wb") as f:
            write_mo(f, catalog)
        part.replace(out)
        written.append(out)
    return written


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # imported by tools/catalog.py outside a build
    pass
else:

    class CatalogBuildHook(BuildHookInterface):
        PLUGIN_NAME = "custom"

        def initialize(self, version, build_data):
            compile_catalogs(Path(self.root))
