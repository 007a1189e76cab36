"""`ask`: a rule question answered from the corpus, or a question about a move tried on a copy of the game.

The answer's language is the one asked for (--lang), else the question's own script. A question
that names a square and a piece or action of the current game ("F4に神官を置ける?", "can Ben's
trader go to G3?") is turned into command lines by the game's [asking] table in rules.toml and tried
with Session.trial, which changes nothing. Any other question, or any question without a game, is
matched against the clauses; below a threshold the answer says that no rule was found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from referee.rules import corpus as corpus_mod
from referee.rules.search import STOPWORDS, Hit, Searcher, TermFinder, fold, script_lang

RESULTS = 5  # clauses listed in --json and as suggestions


@dataclass
class Trial:
    """A move tried on a copy of the game, and the verdict."""

    line: str
    status: str                 # ok | rejected | error
    text: str                   # the referee's reply, in the answer's language
    rule: str | None = None
    player: str | None = None   # the player the question names, if not the one to play
    active: str | None = None
    as_player: bool = False     # tried as if it were that player's turn
    why: list[tuple[str | None, str]] = field(default_factory=list)  # (rule id, rendered step)

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "status": self.status, "rule": self.rule, "text": self.text,
                "player": self.player, "active": self.active, "as_player": self.as_player,
                "why": [{"rule": r, "text": t} for r, t in self.why]}


@dataclass
class Answer:
    question: str
    lang: str
    games: tuple[str, ...]
    hits: list[Hit]
    abstained: bool
    trial: Trial | None = None

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
            "answer": best.id if best else None,
            "results": [{"id": h.clause.id, "score": round(h.score, 4), "coverage": round(h.coverage, 3),
                         "title": h.clause.title(self.lang)} for h in self.hits[:RESULTS]],
            "trial": self.trial.to_json() if self.trial else None,
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
    code = [here / "search.py", here / "corpus.py", here / "answer.py", package / "glossary.py"]
    sources = [p for g in games for p in (corpus_mod.path_of(g), corpus_mod.glossary_path(g))]
    sources += [package / "data" / "glossary.toml", *code]
    corpora, index = cache_mod.load_or_build("ask-" + "+".join(games), sources, lambda: _build(games))
    for c in corpora:
        corpus_mod.remember(c)
    return index


def _build(games: tuple[str, ...]) -> tuple[list, Searcher]:
    corpora = [corpus_mod.load(g) for g in games]
    clauses = [c for cp in corpora for c in cp.clauses]
    terms = [t for g in games for t in game_terms(g)]
    return corpora, Searcher(clauses, terms)


def choose_games(question: str, game: str | None = None) -> tuple[str, ...]:
    """The corpora to search: the given game, else a game the question names, else all of them."""
    from referee import games as games_mod

    if game:
        return (games_mod.resolve(game),)
    available = corpus_mod.games_with_corpus()
    text = fold(question)
    named = []
    for alias, gid in games_mod.ALIASES.items():
        if gid in available and gid not in named and _names(text, alias):
            named.append(gid)
    return tuple(named) if len(named) == 1 else tuple(available)


def _names(text: str, word: str) -> bool:
    """Whether the folded text names the word: as a whole word when it is ASCII, else anywhere."""
    word = fold(word)
    if not word:
        return False
    if word.isascii():
        return re.search(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])", text) is not None
    return word in text


# --- asking ---------------------------------------------------------------------------------

def ask(question: str, game: str | None = None, lang: str | None = None, session=None) -> Answer:
    """Answer a question. With a session in a game, a question about a move is tried on a copy."""
    question = question.strip()
    lang = lang or script_lang(question)
    if session is not None and session.game is not None and game is None:
        game = session.game.id
    chosen = choose_games(question, game)
    index = searcher(chosen)
    hits = index.search(question, lang, limit=10)
    settings = index.settings
    abstained = not hits or hits[0].coverage < settings.min_coverage or hits[0].score < settings.min_score
    answer = Answer(question, lang, chosen, hits, abstained)
    if session is not None and session.game is not None and session.game.id in chosen:
        answer.trial = try_move(question, session, lang, index.finder)
    return answer


def move_lines(question: str, asking: dict, finder: TermFinder, players: tuple[str, ...] = ()) -> tuple[str, str | None] | None:
    """The command line a question about a move stands for, and the player it names (or None)."""
    pattern = asking.get("place")
    found = re.search(pattern, question) if pattern else None
    if found is None:
        return None
    slots: dict[str, str] = {"place": found.group(1).upper()}
    mentions = finder.find(question[:found.start()] + " " + question[found.end():])
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
        try:
            return move["line"].format(**slots), player
        except KeyError:
            continue
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


def try_move(question: str, session, lang: str, finder: TermFinder) -> Trial | None:
    asking = corpus_mod.load(session.game.id).asking
    found = move_lines(fold(question), asking, finder, tuple(session.players))
    if found is None:
        return None
    line, named = found
    active = session.game.status(session.state).active
    lines = [line]
    as_player = named is not None and named != active and "as_player" in asking
    if as_player:
        lines.insert(0, asking["as_player"].format(player=named))
    reply, why = session.trial(*lines, lang=lang)
    from referee.rules.text import speaking

    with speaking(lang):
        steps = [(m.rule, session.render(m)) for m in why] if reply.status == "ok" else []
    return Trial(line=line, status=reply.status, text=reply.text, rule=reply.rule,
                 player=named if named != active else None, active=active, as_player=as_player, why=steps)
