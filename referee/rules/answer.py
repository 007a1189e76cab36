"""`ask`: a rule question answered from the corpus, or a question about a move tried on a copy of the game.

The answer's language is the one asked for (--lang), else the question's own script. A question
that names a square and a piece or action of the current game ("F4に神官を置ける?", "can Ben's
trader go to G3?") is turned into command lines by the game's [asking] table in rules.toml and tried
with Session.trial, which changes nothing. Any other question, or any question without a game, is
matched against the clauses; below a threshold the answer says that no rule was found. A question
asked without a game goes to the game it names, else to the game a model of each game's words and
each game's own search agree on (referee/rules/which.py), so that it gets the answer it gets inside
that game.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import product
from pathlib import Path
from typing import Any

from referee.rules import corpus as corpus_mod
from referee.rules.search import (STOPWORDS, Hit, Searcher, SynonymFinder, TermFinder, Thesaurus, fold, script_lang,
                                  tokens)

RESULTS = 5  # clauses listed in --json and as suggestions
# A clause of the answer's game that scores at least this share of the best's is listed after it
# ("close to it too"), unless the best one's see-also names it already: two clauses that answer a
# question about as well are both worth reading. Measured on the seen question sets (2,268 answers):
# at 0.85 a list comes with 7% of the answers, and 41 of the 61 answers that were not the labelled
# clause show that clause (close, or in see-also) instead of 26 with see-also alone.
CLOSE = 0.85


@dataclass
class Trial:
    """A move tried on a copy of the game, and the verdict."""

    line: str
    status: str                 # ok | held (waits for a printed value) | rejected | error
    text: str                   # the referee's reply, in the answer's language
    rule: str | None = None
    player: str | None = None   # the player the question names, if not the one to play
    active: str | None = None
    as_player: bool = False     # tried as if it were that player's turn
    why: list[tuple[str | None, str]] = field(default_factory=list)  # (rule id, rendered step)
    shown: str = ""             # the line in the question's words (引く 影響 太郎), for the text; `line` stays the log's

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "status": self.status, "rule": self.rule, "text": self.text,
                "player": self.player, "active": self.active, "as_player": self.as_player,
                "why": [{"rule": r, "text": t} for r, t in self.why]}


@dataclass
class Answer:
    """A question's answer: the clauses found, best first (none when it abstains), and in a game the
    move it names tried on a copy."""

    question: str
    lang: str
    games: tuple[str, ...]
    hits: list[Hit]
    abstained: bool
    trial: Trial | None = None
    # declined, and what about when a word of it says: 'program' (using the program itself: see help),
    # 'other' (another game, real history, the everyday world or advice), else ''
    about: str = ""
    # asked with no game named: the best clause of each other game that answers it nearly as well
    also: list[Hit] = field(default_factory=list)

    @property
    def close(self) -> list[Hit]:
        """The answer's runners-up that score nearly as well (CLOSE), at most two, left out when the
        answer's see-also names them."""
        if self.best is None:
            return []
        top = self.hits[0].score
        return [h for h in self.hits[1:3] if h.score >= CLOSE * top and h.clause.id not in self.best.see_also]

    @property
    def best(self):
        return None if self.abstained or not self.hits else self.hits[0].clause

    def to_json(self) -> dict[str, Any]:
        best = self.best
        return {
            "question": self.question,
            "lang": self.lang,
            "games": list(self.games),
            "abstained": self.abstained,
            "about": self.about or None,
            "answer": best.id if best else None,
            "results": [{"id": h.clause.id, "score": round(h.score, 4), "coverage": round(h.coverage, 3),
                         "title": h.clause.title(self.lang)} for h in self.hits[:RESULTS]],
            "trial": self.trial.to_json() if self.trial else None,
            "also": [{"game": h.clause.game, "id": h.clause.id, "title": h.clause.title(self.lang)}
                     for h in self.also],
            "close": [{"id": h.clause.id, "title": h.clause.title(self.lang)} for h in self.close],
        }


# --- indexes ----------------------------------------------------------------------------------

def game_terms(game: str) -> list:
    """The game's own glossary terms (the session's command words left out)."""
    from referee import glossary

    path = corpus_mod.glossary_path(game)
    if not path.is_file():
        return []
    shared = set(glossary.load().terms)
    return [t for t in glossary.load(path).terms if t not in shared]


@cache
def searcher(games: tuple[str, ...]) -> Searcher:
    """The index over the clauses of these games: from the user's cache when its sources are unchanged."""
    from referee.rules import cache as cache_mod

    here = Path(__file__).resolve().parent
    package = here.parent
    code = [here / "search.py", here / "corpus.py", here / "answer.py", package / "glossary.py", package / "scripts.py"]
    sources = [p for g in games for p in (corpus_mod.path_of(g), corpus_mod.glossary_path(g))]
    sources += [package / "data" / "glossary.toml", SYNONYMS, READINGS, *code]
    corpora, index = cache_mod.load_or_build("ask-" + "+".join(games), sources, lambda: _build(games))
    for c in corpora:
        corpus_mod.remember(c)
    return index


SYNONYMS = Path(__file__).resolve().parent.parent / "data" / "synonyms.toml"
READINGS = SYNONYMS.with_name("readings.toml")


def thesaurus(games: tuple[str, ...]) -> Thesaurus:
    """The synonym table's groups for these games (and every game's), read from referee/data/synonyms.toml.
    A game's name ([names]) that is also a term of these games' glossaries stays in the question:
    Lancaster, a town of Kings & Castles, is a word of that game's questions."""
    import tomllib
    from dataclasses import replace

    th = Thesaurus.from_data(tomllib.loads(SYNONYMS.read_text(encoding="utf-8")), games)
    readings = tomllib.loads(READINGS.read_text(encoding="utf-8"))
    th = replace(th, readings={r: w for g in games for r, w in readings.get(g, {}).items()})
    own = {fold(n).strip() for g in games for t in game_terms(g)
           for n in (t.en, t.ja, *t.aliases_en, *t.aliases_ja)}
    return replace(th, names=tuple(n for n in th.names if n not in own)) if own & set(th.names) else th


def _build(games: tuple[str, ...]) -> tuple[list, Searcher]:
    corpora = [corpus_mod.load(g) for g in games]
    clauses = [c for cp in corpora for c in cp.clauses]
    terms = [t for g in games for t in game_terms(g)]
    main = {k: v for cp in corpora for k, v in cp.options.items()}  # the rulebooks' main text (Corpus.options)
    return corpora, Searcher(clauses, terms, thesaurus=thesaurus(games), options=main)


def choose_games(question: str, game: str | None = None) -> tuple[str, ...]:
    """The games the question's own words point to: the given game, else a game the question names
    (by a name no other game uses as a word), else the games whose vocabulary it uses, else all of
    them. Without a game, `ask` weighs this with a model of each game's words and the search
    (referee/rules/which.py): a word that names a game here does not decide alone."""
    from referee import games as games_mod

    if game:
        return (games_mod.resolve(game),)
    named, shared, using = _evidence(question, script_lang(question))
    if named:
        return (named,)
    return tuple(g for g in corpus_mod.games_with_corpus() if g in shared or g in using)


def _evidence(question: str, lang: str) -> tuple[str | None, tuple[str, ...], tuple[str, ...]]:
    """What a question's own words say of its game: the one game it names by a name no other game uses
    as a word (or None: it names none, or several); the games named otherwise, to be weighed (by a
    name that another game uses as a word: Lancaster, a town of Kings & Castles; or all those named
    when several are); the games whose own vocabulary it uses (all when none or all)."""
    available = corpus_mod.games_with_corpus()
    text = fold(question)
    words = words_used(question, lang)
    named = named_games(question)
    shared = tuple(g for g in named if _name_is_a_word(g, text, words))
    plain = [g for g in named if g not in shared]
    if len(plain) == 1:  # "how many knights go to Lancaster in Kings & Castles": Kings & Castles
        return plain[0], (), tuple(available)
    if plain:  # "is a revolt in Tigris like a conflict in Lancaster?": both weigh
        shared = tuple(named)
    # No game named: the games whose own vocabulary the question uses ("神官" is Tigris's, "voting
    # marker" Lancaster's), when that leaves out some of them; else all of them.
    # A word inside a longer word of another game is that game's: 紛争 (Lancaster's conflict) in
    # 内部紛争 (Tigris's revolt), "marker" in "voting marker".

    def own_word(g: str, w: str) -> bool:
        rest = text
        for other in available:
            for x in words[other] if other != g else ():
                if x != w and _within(w, x):
                    rest = rest.replace(x, " ")
        return _within(w, rest)

    using = [g for g in available if any(own_word(g, w) for w in words[g])]
    return None, shared, tuple(using) if 0 < len(using) < len(available) else tuple(available)


@lru_cache(maxsize=64)
def words_used(question: str, lang: str) -> dict[str, list[str]]:
    """Each game's own words (_vocabulary_used) in the question."""
    return {g: _vocabulary_used(g, question, lang) for g in corpus_mod.games_with_corpus()}


def stranger(question: str, lang: str) -> bool:
    """Whether the question uses no word of any game's own vocabulary (glossary terms, synonym-group
    words): only the search says it is about these rules at all (which.Weights.stranger_*)."""
    return not any(words_used(question, lang).values())


def declines(index, hits, question: str, lang: str) -> bool:
    """Whether `ask` declines a question searched in one game's index: the index finds it too weak,
    or it uses no game's words and names no game and its best match is under the higher bar that
    `ask` with no game holds such a question to (which.weak), so that it gets the same answer inside
    a game as on the command line."""
    from referee.rules import which

    return index.abstains(hits) or (which.weak(hits, which.Weights()) and not named_games(question)
                                    and stranger(question, lang))


def _name_is_a_word(game: str, text: str, words: dict[str, list[str]]) -> bool:
    """Whether the name the folded question gives a game is (part of) a word another game's vocabulary
    finds in it: "Lancaster" is also a town of Kings & Castles."""
    from referee import games as games_mod

    aliases = [fold(a) for a, gid in games_mod.ALIASES.items() if gid == game and _names(text, a)]
    return any(_within(a, w) for g, found in words.items() if g != game for w in found for a in aliases)


def named_games(question: str) -> list[str]:
    """The games with a corpus that the question names ("in Lancaster, ...", チグリスで...)."""
    from referee import games as games_mod

    available = corpus_mod.games_with_corpus()
    text = fold(question)
    named: list[str] = []
    for alias, gid in games_mod.ALIASES.items():
        if gid in available and gid not in named and _names(text, alias):
            named.append(gid)
    return named


def _game_vocabulary(game: str) -> tuple[TermFinder, SynonymFinder, Thesaurus]:
    """The finders of a game's own words (its glossary, its synonym groups), kept in the cache with
    the model of the games' words (game_model), since reading them is most of what choosing costs."""
    return _choosing()[1][game]


def _vocabulary_of(game: str) -> tuple[TermFinder, SynonymFinder, Thesaurus]:
    import tomllib

    own = Thesaurus.from_data(tomllib.loads(SYNONYMS.read_text(encoding="utf-8")), (game,), general=False)
    return TermFinder(game_terms(game)), SynonymFinder(own), own


def _within(word: str, text: str) -> bool:
    """Whether a folded word is part of a folded text: as whole words when ASCII, else anywhere."""
    if not word.isascii():
        return word in text
    return re.search(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])", text) is not None


def _vocabulary_used(game: str, question: str, lang: str) -> list[str]:
    """The words of the question (folded) that name a term of the game's glossary (not an answer
    word or a typing alias that is an ordinary word, as the search reads it, nor a name made only of
    generic words: "play" types Tigris's 'place' but says nothing of which game) or a word of the
    game's synonym groups."""
    terms, synonyms, own = _game_vocabulary(game)
    generic = (own.generic or {}).get(lang, frozenset())

    def names_the_game(m) -> bool:
        if m.term.kind == "word" or fold(m.text) in own.ignore[lang]:
            return False
        toks = tokens(m.text, lang)
        return not toks or not all(t in generic for t in toks)

    found = [fold(m.text) for m in terms.find(question) if names_the_game(m)]
    return found + [fold(text) for text, _group in synonyms.find(question, lang)]


def _names(text: str, word: str) -> bool:
    """Whether the folded text names the word: as a whole word when it is ASCII, else anywhere."""
    word = fold(word)
    return bool(word) and _within(word, text)


# --- asking ---------------------------------------------------------------------------------

def ask(question: str, game: str | None = None, lang: str | None = None, session=None) -> Answer:
    """Answer a question. With a session in a game, a question about a move is tried on a copy."""
    question = question.strip()
    lang = lang or script_lang(question)
    if session is not None and session.game is not None and game is None:
        # The game being played, unless the question names another one ("in Lancaster, ..." asked
        # during a Tigris game is about Lancaster's rules). A name that is also a word of a game
        # (Lancaster, a town of Kings & Castles) weighs the two games, in favour of the game being
        # played when it is that game's word; a move the game being played can try stays a move
        # ("can I attack Lancaster?").
        here = session.game.id
        game = here
        if here in corpus_mod.games_with_corpus() and named_games(question):
            named, shared, _using = _evidence(question, lang)
            if named is not None:
                game = named
            elif len(shared) == 1 and shared[0] != here:
                from referee.rules import which

                town = _name_is_a_word(shared[0], fold(question), {here: _vocabulary_used(here, question, lang)})
                move = town and move_lines(unicodedata.normalize("NFKC", question), corpus_mod.load(here).asking,
                                   searcher((here,)).finder, tuple(session.players)) is not None
                # a name that is a word of the game being played (Lancaster, its town) is first that
                # word: the bonus is the game being played's, and only the other game's own words
                # (vote, law) take the question there
                game = here if move else which.choose(
                    question, lang, game_model(), lambda g: searcher((g,)), named=shared if not town else (here,),
                    games=(here, shared[0])).game
        elif here not in corpus_mod.games_with_corpus():
            named = named_games(question)
            game = named[0] if len(named) == 1 else here
    declined = None  # which.choose's word, with no game
    also: list[Hit] = []
    if game is not None:
        from referee import games as games_mod

        chosen = (games_mod.resolve(game),)
        index = searcher(chosen)
        # in the game being played, the clauses of its options' other values rank lower (Clause.option);
        # elsewhere, those of the values the rulebook's main text does not describe (Corpus.options)
        playing = session is not None and session.game is not None and chosen == (session.game.id,)
        hits = index.search(question, lang, limit=10, options=session.options if playing else None)
        declined = declines(index, hits, question, lang)
    else:
        named, shared, using = _evidence(question, lang)
        if named is not None:
            chosen = (named,)
            index = searcher(chosen)
            hits = index.search(question, lang, limit=10)
        else:
            # Each game is searched in its own index, so that a rule question gets the same answer
            # inside a game as on the command line; which game, referee/rules/which.py.
            from referee.rules import which

            choice = which.choose(question, lang, game_model(), lambda g: searcher((g,)),
                                  vocabulary=using if len(using) < len(game_model().games) else (), named=shared,
                                  stranger=stranger(question, lang))
            chosen, index, hits = choice.searched, choice.index, choice.hits
            declined = choice.declined
            also = [other[0] for _game, other in choice.also if other]
    answer = Answer(question, lang, chosen, hits, index.abstains(hits) if declined is None else declined, also=also)
    answer.about = index.thesaurus.declined_as(question) if answer.abstained else ""
    if session is not None and session.game is not None and session.game.id in chosen:
        answer.trial = try_move(question, session, lang, searcher((session.game.id,)).finder)
    return answer


def game_model():
    """The model of each game's words that helps choose a question's game (which.GameModel)."""
    return _choosing()[0]


@cache
def _choosing():
    """The model of the games' words (which.GameModel) and each game's own vocabulary finders: from
    the user's cache when their sources are unchanged (one file: reading them is most of what
    choosing a game costs)."""
    from referee.rules import cache as cache_mod
    from referee.rules import which

    here = Path(__file__).resolve().parent
    games = tuple(corpus_mod.games_with_corpus())
    sources = [p for g in games for p in (corpus_mod.path_of(g), corpus_mod.glossary_path(g))]
    sources += [here.parent / "data" / "glossary.toml", SYNONYMS, here / "search.py", here / "which.py",
                here / "corpus.py", here / "answer.py", here.parent / "glossary.py", here.parent / "scripts.py"]

    def build():
        import tomllib

        names = tomllib.loads(SYNONYMS.read_text(encoding="utf-8")).get("names", {})
        corpora = [corpus_mod.load(g) for g in games]
        model = which.GameModel(which.model_documents(corpora, game_terms),
                                tuple(n for lang in ("en", "ja") for n in names.get(lang, ())), which.Weights().alpha)
        return model, {g: _vocabulary_of(g) for g in games}

    return cache_mod.load_or_build("which-game", sources, build)


# Number words a slot may be written with ("with two servants", "従者を二人"): slot values are digits.
NUMBER_WORDS = {
    "a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10",
    "一": "1", "二": "2", "三": "3", "四": "4", "五": "5",
    "六": "6", "七": "7", "八": "8", "九": "9", "十": "10",
}


@dataclass
class MoveLines:
    """The command lines a question about a move stands for: alternatives tried in order (one, unless
    the move tries the values of a slot the question leaves out), the player it names, and the rules
    whose rejection only says that a tried value does not fit."""

    lines: list[str]
    player: str | None
    weak: frozenset[str] = frozenset()
    complete: str | None = None  # a legal line beginning with this is the move, when values were tried
    named: frozenset[str] = frozenset()  # the pieces the question names ([asking] account): a line says each

    def says_all(self, line: str) -> bool:
        """Whether a line names every piece the question names: a verdict on a line that leaves one out
        ("can the mercenary attack alone?" tried as a knight's attack) would answer another question."""
        parts = {part for token in line.split() for part in token.split("-")}
        return self.named <= parts


def _first_group(found: re.Match) -> str:
    """The first group that took part in the match (a pattern may have one group per alternative)."""
    return next((g for g in found.groups() if g), found.group(0))


TERM_HOLE = re.compile(r"\{term:([a-z-]+)\}")


def expand(pattern: str, terms=()) -> tuple[str, dict[str, str]]:
    """The pattern with each {term:KIND} replaced by the names of the glossary terms of that kind (any
    case, a space or a hyphen between words), and which term each folded name stands for."""
    ids: dict[str, str] = {}

    def names(kind: str) -> str:
        found = {}
        for t in terms:
            if t.kind == kind:
                for name in {t.id, t.en, t.ja, *t.aliases_en, *t.aliases_ja}:
                    if name.strip():
                        found[name.strip()] = t.id
        ids.update({fold(n): i for n, i in found.items()})
        alts = [re.sub(r"(?:\\ |\\-|-)+", r"[\\s\\-]+", re.escape(n)) for n in sorted(found, key=len, reverse=True)]
        return "(?i:" + "|".join(alts or ["(?!)"]) + ")"

    return TERM_HOLE.sub(lambda m: names(m.group(1)), pattern), ids


def _term_value(value: str, ids: dict[str, str]) -> str:
    """A value matched through {term:KIND}: the term's id (one word the command line reads)."""
    key = fold(re.sub(r"[\s\-]+", "-", value))
    return ids.get(fold(value), ids.get(key, value))


def _slot_value(found: re.Match, spec: dict, ids: dict[str, str]) -> str:
    """A slot's value from its match: its `value` template over the groups ({1}, {2}, {n}), else the
    first group that took part, number words as digits, glossary names as their term's id."""
    if "value" in spec:
        groups = [_term_value(NUMBER_WORDS.get(fold(g), g), ids) if g else "" for g in found.groups()]
        return spec["value"].format(found.group(0), *groups, **{k: v or "" for k, v in found.groupdict().items()})
    value = _first_group(found).strip()
    value = spec.get("words", {}).get(fold(value), value)  # a size said in words: large -> 3
    return _term_value(NUMBER_WORDS.get(fold(value), value), ids)


def question_slots(question: str, asking: dict, terms=()) -> dict[str, str]:
    """The values of the [asking.slot.NAME] patterns that the question matches, number words as digits.
    A slot with `many = true` takes every match, joined by spaces (a group named n, n2, ... repeats a
    value n times: "two blue knights", 青の騎士2体), and is left out when none matches (its `try` values are then tried)."""
    out: dict[str, str] = {}
    for name, spec in asking.get("slot", {}).items():
        pattern = spec.get("pattern")
        if not pattern:
            continue
        pattern, ids = expand(pattern, terms)
        if spec.get("many"):
            values = []
            for found in re.finditer(pattern, question):
                count = next((v for k, v in found.groupdict().items() if v and re.fullmatch(r"n\d*", k)), "1").strip()
                count = NUMBER_WORDS.get(fold(count), count)
                times = int(count) if count.isdigit() and 0 < int(count) < 10 else 1
                values += [_slot_value(found, spec, ids)] * times
            if values:
                out[name] = " ".join(values)
            continue
        found = re.search(pattern, question)
        if found is not None:
            out[name] = _slot_value(found, spec, ids)
    return out


def move_lines(question: str, asking: dict, finder: TermFinder, players: tuple[str, ...] = ()) -> MoveLines | None:
    """The command lines a question about a move stands for, and the player it names (or None).

    When [asking] has an `intent` pattern, only a question that matches it ("can ...", "...置ける?") is
    a move. Slots: {place} (the `place` pattern, in capitals unless place_case = "keep"), {colour} (a
    colour, leader or tile term), {player}, and any [asking.slot.NAME] pattern. A move whose `try`
    names a slot the question leaves out is tried with each of that slot's `try` values, in order."""
    intent = asking.get("intent")
    if intent and re.search(intent, question) is None:
        return None  # a question about the rules ("what happens to my knight in Dorset?"), not a move
    pattern, ids = expand(asking.get("place", ""), finder.terms)
    found = re.search(pattern, question) if pattern else None
    if found is None:
        return None
    place = _first_group(found)
    if fold(place) in ids or fold(re.sub(r"[\s\-]+", "-", place)) in ids:
        place = _term_value(place, ids)
    slots: dict[str, str] = {"place": place if asking.get("place_case") == "keep" else place.upper()}
    rest = question[:found.start()] + " " + question[found.end():]
    mentions = finder.find(rest)
    slots.update(question_slots(rest, asking, finder.terms))
    # One-letter names and names that are also common words ("A", "I", "Will") are not looked for:
    # "can a leader go to F4?" names no player called A.
    player = next((p for p in players if len(p) > 1 and fold(p) not in STOPWORDS and _names(fold(question), p)),
                  None)
    for move in asking.get("move", []):
        matched = _match(move["when"], mentions)
        if matched is None:
            continue
        colour = next((t.attrs.get("colour", t.id if t.kind == "colour" else None) for t in matched
                       if t.attrs.get("colour") or t.kind == "colour"), None)
        if colour is not None:
            slots["colour"] = colour
        if player is not None:
            slots["player"] = player
        tried = [s for s in move.get("try", []) if s not in slots]
        specs = [asking.get("slot", {}).get(s, {}) for s in tried]
        try:
            lines = [" ".join(move["line"].format(**slots, **dict(zip(tried, values))).split())
                     for values in product(*(spec.get("try", []) for spec in specs))]
            complete = move["complete"].format(**slots) if tried and "complete" in move else None
        except KeyError:
            continue
        if lines:
            named = frozenset(m.term.id for m in mentions if m.term.kind in asking.get("account", ()))
            return MoveLines(lines, player, frozenset(r for spec in specs for r in spec.get("weak", [])), complete,
                             named)
    return None


def _match(when: list[str], mentions) -> list | None:
    """The terms that satisfy each requirement of a move, or None when one is missing."""
    terms = []
    for need in when:
        if need == "place":
            continue
        kind, _sep, tid = need.partition(":")
        term = next((m.term for m in mentions if m.term.kind == kind and (not tid or m.term.id == tid)), None)
        if term is None:
            return None
        terms.append(term)
    return terms


# A command line asked about as typed: "attack york green-knight", "is attack york green-knight legal?"
_TYPED_ASKING = re.compile(r"^(?:is|can i|could i|may i|can we)\s+|\s+(?:legal|allowed|ok|okay|possible)$",
                           re.IGNORECASE)


def typed_line(question: str, session) -> str | None:
    """The game line a question is, when it is one as typed (a command of the game and its arguments,
    perhaps framed as "is ... legal?"): the line as the log writes it; else None."""
    from referee.legal import legal

    text = _TYPED_ASKING.sub("", unicodedata.normalize("NFKC", question).strip().rstrip("?? ").strip())
    read = legal(session.game, session.state).read(text)
    return read[1] if read else None


def try_move(question: str, session, lang: str, finder: TermFinder) -> Trial | None:
    asking = corpus_mod.load(session.game.id).asking
    line = typed_line(question, session)
    # NFKC but not case-folded: a place pattern may tell a county "I" from the pronoun "I".
    found = MoveLines([line], None) if line else move_lines(unicodedata.normalize("NFKC", question), asking,
                                                           finder, tuple(session.players))
    if found is None:
        return None
    named = found.player
    active = session.game.status(session.state).active
    as_player = named is not None and named != active and "as_player" in asking
    before = [asking["as_player"].format(player=named)] if as_player else []
    # The first line accepted; else the first rejection that is not weak; else the first rejection.
    # A question about the player whose turn it is: the first legal line (referee/legal.py) is the move.
    lines = [line for line in found.lines if found.says_all(line)]
    if not lines:
        return None  # the question names a piece no line of the move can say: a rules question
    if not before:
        from referee.legal import legal

        query = legal(session.game, session.state)
        fits = [line for line in lines if line in query]
        if not fits and found.complete:
            # The move names less than a line needs ("can I attack Dublin?"): a legal line that says it.
            prefix = found.complete.split()
            fits = [line for line in legal(session.game, session.state, prefix[0])
                    if line.split()[:len(prefix)] == prefix and found.says_all(line)][:1]
        lines = fits[:1] or lines
    chosen = None
    for line in lines:
        reply, why = session.trial(*before, line, lang=lang)
        if chosen is None or (chosen[1].rule in found.weak and reply.rule not in found.weak):
            chosen = (line, reply, why)
        if reply.status == "ok":
            chosen = (line, reply, why)
            break
    line, reply, why = chosen
    from referee.rules.text import speaking

    with speaking(lang):
        steps = [(m.rule, session.render(m, lang)) for m in why] if reply.status == "ok" else []
    shown = session.local_line(line, lang)
    return Trial(line=line, status=reply.status, text=reply.text, rule=reply.rule,
                 player=named if named != active else None, active=active, as_player=as_player, why=steps,
                 shown=shown)
