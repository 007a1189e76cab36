"""The rule corpus of a game: one clause per rule id, in English and Japanese, with its source.

Each game keeps its corpus in referee/games/<game>/data/rules.toml (the schema is the same for
every game, see validate()). A clause is found by its rule id; a message key with more parts
(tigris.war.outcome.won) leads to the clause of its rule (tigris.war.outcome).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
RULE_ID = re.compile(r"^[a-z][a-z0-9-]*\.[a-z0-9-]+\.[a-z0-9-]+$")
PROVENANCE = ("rulebook", "verified", "single", "inferred", "provisional", "table")
REQUIRED = ("id", "title_en", "title_ja", "en", "ja", "source", "provenance")
OPTIONAL = ("see_also", "keywords_en", "keywords_ja", "questions_en", "questions_ja")
# The source line in Japanese, where the English one says more than section codes and tags (which
# rules/text.py puts into words itself): "ルールブック 5.2 注3、プレイの例 注3".
OPTIONAL_TEXT = ("source_ja", "option")
# A clause that holds only for one value of one of the game's options (`new ... --option length=short`)
# says which: option = "length=short". In a game played with another value `ask` ranks it below the
# clauses that hold (Searcher.search, options).
OPTION = re.compile(r"^[a-z][a-z0-9-]*=[a-z0-9][a-z0-9-]*$")
META_REQUIRED = ("game", "title_en", "title_ja")
# [meta] options = { length = "full" }: the option values the rulebook's main text describes (its
# variants are appendices). `ask` reads a question asked outside a game in them, as in a game played
# with its defaults, so that a question gets the same answer in such a game and on the command line.


class CorpusError(Exception):
    """A rules.toml that does not follow the schema; the message lists every problem."""


@dataclass(frozen=True)
class Clause:
    """One rule of the corpus in both languages: its id, titles, text, source and provenance, and the
    words and questions that lead to it."""

    id: str
    title_en: str
    title_ja: str
    en: str
    ja: str
    source: str
    provenance: str
    see_also: tuple[str, ...] = ()
    keywords_en: tuple[str, ...] = ()
    keywords_ja: tuple[str, ...] = ()
    questions_en: tuple[str, ...] = ()  # questions the clause answers, as players ask them
    questions_ja: tuple[str, ...] = ()
    source_ja: str = ""
    option: str = ""  # "key=value": the option value the clause holds for alone, else ""

    def applies(self, options: dict[str, str] | None) -> bool:
        """Whether the clause holds in a game with these options (all of them, defaults filled in): a
        clause of one option value does not hold when the game has another value of that option."""
        key, _sep, value = self.option.partition("=")
        return not key or not options or options.get(key, value) == value

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def area(self) -> str:
        return self.id.split(".")[1]

    def title(self, lang: str) -> str:
        return self.title_ja if lang == "ja" else self.title_en

    def text(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en

    def source_in(self, lang: str) -> str:
        """The source line in `lang`: the Japanese one if written, else the English one."""
        return self.source_ja if lang == "ja" and self.source_ja else self.source

    def keywords(self, lang: str) -> tuple[str, ...]:
        return self.keywords_ja if lang == "ja" else self.keywords_en

    def questions(self, lang: str) -> tuple[str, ...]:
        return self.questions_ja if lang == "ja" else self.questions_en


@dataclass
class Corpus:
    """A game's rule corpus (data/rules.toml): its clauses in file order, and how `ask` reads a move."""

    game: str
    title_en: str
    title_ja: str
    clauses: list[Clause]
    asking: dict = field(default_factory=dict)
    path: Path | None = None
    area_titles: dict = field(default_factory=dict)  # area -> {"en": ..., "ja": ...} ([areas])
    options: dict = field(default_factory=dict)  # the main text's option values ([meta] options)

    def __post_init__(self) -> None:
        self._by_id = {c.id: c for c in self.clauses}

    def title(self, lang: str) -> str:
        return self.title_ja if lang == "ja" else self.title_en

    def get(self, key: str) -> Clause | None:
        """The clause of a rule id, or of the rule a longer message key belongs to."""
        key = key.strip().lower()
        clause = self._by_id.get(key)
        if clause is None and key.count(".") > 2:
            clause = self._by_id.get(".".join(key.split(".")[:3]))
        return clause

    def area_title(self, area: str, lang: str) -> str:
        """What an area of the rule ids is about, in words ([areas]: war is 外部紛争)."""
        return self.area_titles[area]["ja" if lang == "ja" else "en"]

    def areas(self) -> dict[str, list[Clause]]:
        """Clauses grouped by area (the id's middle part), in file order."""
        out: dict[str, list[Clause]] = {}
        for c in self.clauses:
            out.setdefault(c.area, []).append(c)
        return out


def game_dir(game: str) -> Path:
    """The package folder of a game id ('kings-castles' lives in kings_castles/)."""
    for name in (game, game.replace("-", "_")):
        if (GAMES_DIR / name).is_dir():
            return GAMES_DIR / name
    return GAMES_DIR / game.replace("-", "_")


def path_of(game: str) -> Path:
    return game_dir(game) / "data" / "rules.toml"


def glossary_path(game: str) -> Path:
    return game_dir(game) / "data" / "glossary.toml"


def games_with_corpus() -> list[str]:
    """Game ids that have a rules.toml, in the order the registry of games lists them."""
    from referee.games import MODULES

    return list(_games_with_corpus(GAMES_DIR, tuple(MODULES)))


@cache
def _games_with_corpus(games_dir: Path, listed: tuple[str, ...]) -> tuple[str, ...]:
    """(Looked up once per folder and registry: `ask` asks several times, and a glob costs.)"""
    found = [g for g in listed if path_of(g).is_file()]
    # A corpus written before its game is registered still counts.
    for path in sorted(games_dir.glob("*/data/rules.toml")):
        game = path.parent.parent.name.replace("_", "-")
        if game not in found:
            found.append(game)
    return tuple(found)


def validate(data: dict, game: str | None = None) -> list[str]:
    """Every way a parsed rules.toml breaks the schema (an empty list when it is sound)."""
    problems: list[str] = []
    meta = data.get("meta")
    if not isinstance(meta, dict):
        return ["[meta] is missing"]
    for key in META_REQUIRED:
        if not isinstance(meta.get(key), str) or not meta[key].strip():
            problems.append(f"[meta] {key} is missing or empty")
    options = meta.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(v, str) and OPTION.match(f"{k}={v}")
                                                for k, v in options.items()):
        problems.append("[meta] options must map each option to its value (length = \"full\")")
    name = meta.get("game", game)
    if game is not None and name != game:
        problems.append(f"[meta] game is {name!r}, expected {game!r}")
    clauses = data.get("clause")
    if not isinstance(clauses, list) or not clauses:
        return problems + ["no [[clause]]"]
    seen: set[str] = set()
    for i, entry in enumerate(clauses):
        where = f"clause {entry.get('id', '#' + str(i + 1))}"
        for key in REQUIRED:
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                problems.append(f"{where}: {key} is missing or empty")
        for key in entry:
            if key not in REQUIRED and key not in OPTIONAL and key not in OPTIONAL_TEXT:
                problems.append(f"{where}: unknown field {key!r}")
        for key in OPTIONAL_TEXT:
            if key in entry and (not isinstance(entry[key], str) or not entry[key].strip()):
                problems.append(f"{where}: {key} must be a non-empty string")
        if isinstance(entry.get("option"), str) and not OPTION.match(entry["option"]):
            problems.append(f"{where}: option must be KEY=VALUE (length=short)")
        for key in OPTIONAL:
            value = entry.get(key, [])
            if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
                problems.append(f"{where}: {key} must be a list of strings")
        cid = entry.get("id", "")
        if isinstance(cid, str):
            if not RULE_ID.match(cid):
                problems.append(f"{where}: id must have three dot-separated parts (game.area.rule)")
            elif not cid.startswith(f"{name}."):
                problems.append(f"{where}: id must start with the game, {name}.")
            if cid in seen:
                problems.append(f"{where}: id used twice")
            seen.add(cid)
        if entry.get("provenance") not in PROVENANCE and isinstance(entry.get("provenance"), str):
            problems.append(f"{where}: provenance must be one of {', '.join(PROVENANCE)}")
    for entry in clauses:
        for target in entry.get("see_also", []) if isinstance(entry.get("see_also"), list) else []:
            if target not in seen:
                problems.append(f"clause {entry.get('id')}: see_also {target!r} names no clause")
            if target == entry.get("id"):
                problems.append(f"clause {entry.get('id')}: see_also names the clause itself")
    problems += _validate_asking(data.get("asking"))
    problems += _validate_areas(data.get("areas"), {c.get("id", "").split(".")[1] for c in clauses
                                                    if isinstance(c.get("id"), str) and RULE_ID.match(c["id"])})
    return problems


def _validate_areas(areas, used: set[str]) -> list[str]:
    """[areas] names every area the clause ids use, each in both languages, and no other."""
    if not isinstance(areas, dict):
        return ["[areas] is missing: each area of the ids needs its title, en and ja"]
    problems = [f"[areas] {a}: no clause id uses this area" for a in areas if a not in used]
    for area in sorted(used):
        titles = areas.get(area)
        if not isinstance(titles, dict) or not all(isinstance(titles.get(k), str) and titles[k].strip()
                                                   for k in ("en", "ja")):
            problems.append(f"[areas] {area}: needs a title in en and ja")
    return problems


def _validate_asking(asking) -> list[str]:
    if asking is None:
        return []
    if not isinstance(asking, dict):
        return ["[asking] must be a table"]
    problems = []
    for key in ("place", "intent"):
        if key in asking:
            try:
                re.compile(asking[key])
            except (re.error, TypeError) as exc:
                problems.append(f"[asking] {key} is not a regular expression: {exc}")
    if asking.get("place_case", "upper") not in ("upper", "keep"):
        problems.append("[asking] place_case must be 'upper' or 'keep'")
    slots = asking.get("slot", {})
    if not isinstance(slots, dict):
        return problems + ["[asking.slot] must be a table of slots"]
    for name, spec in slots.items():
        if not isinstance(spec, dict):
            problems.append(f"[asking.slot.{name}] must be a table")
            continue
        try:
            re.compile(spec.get("pattern", ""))
        except (re.error, TypeError) as exc:
            problems.append(f"[asking.slot.{name}] pattern is not a regular expression: {exc}")
        for key in ("try", "weak"):
            value = spec.get(key, [])
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                problems.append(f"[asking.slot.{name}] {key} must be a list of strings")
    for i, move in enumerate(asking.get("move", [])):
        if not isinstance(move.get("line"), str) or not isinstance(move.get("when"), list):
            problems.append(f"[[asking.move]] #{i + 1}: needs line (text) and when (list)")
        for name in move.get("try", []):
            if name not in slots or not slots[name].get("try"):
                problems.append(f"[[asking.move]] #{i + 1}: try names {name!r}, which has no [asking.slot] try values")
    return problems


_loaded: dict[str, Corpus] = {}


def load(game: str) -> Corpus:
    """The corpus of a game id (read once per process). CorpusError if it has none or breaks the schema."""
    found = _loaded.get(game)
    if found is None:
        found = _loaded[game] = _read(game)
    return found


def remember(corpus: Corpus) -> None:
    """Keep a corpus that came from the index cache, so that it is not read again."""
    _loaded.setdefault(corpus.game, corpus)


def _read(game: str) -> Corpus:
    path = path_of(game)
    try:
        raw = path.read_bytes()
    except OSError:
        raise CorpusError(f"{game}: no rule corpus ({path})") from None
    import tomllib

    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CorpusError(f"{path}: {exc}") from None
    problems = validate(data, game)
    if problems:
        raise CorpusError(f"{path}:\n  " + "\n  ".join(problems))
    clauses = [
        Clause(**{k: c[k] for k in REQUIRED},
               **{k: tuple(c.get(k, ())) for k in OPTIONAL}, **{k: c[k] for k in OPTIONAL_TEXT if k in c})
        for c in data["clause"]
    ]
    meta = data["meta"]
    return Corpus(game=meta["game"], title_en=meta["title_en"], title_ja=meta["title_ja"], clauses=clauses,
                  asking=data.get("asking", {}), path=path, area_titles=data["areas"],
                  options=dict(meta.get("options", {})))


def find(key: str) -> Clause | None:
    """The clause for a rule id or message key of any game, or None."""
    game = key.split(".", 1)[0]
    if not path_of(game).is_file():
        return None
    try:
        return load(game).get(key)
    except CorpusError:
        return None
