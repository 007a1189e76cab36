"""Which game a question names none of is about: a game classifier and the search, weighed together.

`ask` without a game (on the command line, no --game) must choose the game itself, and should come
to the answer the same question gets inside that game. Raw search scores do not say which game:
each game is searched in its own index, whose scores have their own scale (its own idf, its own
number of clauses), and a word shared by several games (最後, "battle", Lancaster the game and
Lancaster the town of Kings & Castles) must not decide alone. So the choice weighs, for each game:

- a multinomial naive Bayes model of each game's words (GameModel), built from its clauses (titles,
  texts, keywords, the questions they answer) and its glossary's names, with the search's own
  tokens (Japanese bigrams, English stems): how likely the question's words are in that game,
  relative to the likeliest game. Only words some game uses count, and each only by how much more
  one game uses it than the others, so a word every game uses decides nothing;
- the search in the game's own index: the log of its best clause's score, and whether it declines;
- the game's own vocabulary in the question (a glossary term or a synonym-group word the question
  uses, not inside a longer word of another game: answer._evidence), a small bonus;
- a game's name that is also a word of another game ("Lancaster", a town of Kings & Castles): a
  large bonus for the game so named, not a decision (a name no other game uses decides before all
  this, in answer.ask).

The games more than `margin` behind the likeliest one before the search (model, vocabulary, name)
are searched only while every game searched so far declines the question, and those more than
`wide` behind never, so most questions load one or two indexes. The weights were chosen with bench/bench_ask.py --games (the clauses' own
questions asked with no game, 3-fold, each fold left out of the indexes and of the model), checked
on --sets' "no --game" column, from a broad plateau (search 3-4, declined 2-5, vocabulary 0.5-1,
margin 3-6 are all within a few questions of each other).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import NamedTuple

from referee.rules.search import fold, tokens


class Weights(NamedTuple):
    """How the evidence for a game is summed (the model's log-likelihood counts 1)."""

    search: float = 4.0       # the log of the best clause's score in the game's own index
    declined: float = 3.0     # taken off when the game's own index declines the question
    vocabulary: float = 1.0   # the question uses a word of the game's own vocabulary
    named: float = 10.0       # the question names the game with a name another game uses as a word
    margin: float = 4.0       # a game further behind the likeliest one is searched only if those ahead decline,
    wide: float = 8.0         # and one further behind than this never (its words are unlikely: a match
                              # there is a match on some stray word, and the question is better declined)
    alpha: float = 0.3        # the model's additive smoothing
    # A question that uses no game's own words and names no game has only the search's word for it
    # that it is about these rules at all: its best clause must match more of it (coverage) or match
    # it more strongly (score) than inside a game, or it is declined ("can we order sushi for the table")
    stranger_coverage: float = 0.6
    stranger_score: float = 6.0
    # Another game that answers too, this close to the chosen one, is named beside the answer: a
    # question that names no game ("how many players?") may well be about any of them
    also: float = 3.0
    # or whose best clause matches it nearly as strongly, however unlikely its words made that game:
    # "スタートプレイヤーはどう決める?" is Lancaster's phrase, and Tigris's own answer is named beside
    # (measured on the dev sets: of 52 questions answered differently with no game than in their own
    # game, 35 -> 42 list that game's answer; 0.101 -> 0.119 other games named per question). Games
    # further behind than `wide` are not looked in.
    also_match: float = 0.9


class GameModel:
    """Multinomial naive Bayes over each game's texts (game -> language -> texts), one model per
    language: log P(token | game), with additive smoothing over the tokens of every game. The games'
    own names ([names] of the synonym table) are left out of the texts and of the question: they are
    weighed apart (and the bigrams of ランカスター are not those of スタート)."""

    def __init__(self, docs: dict[str, dict[str, list[str]]], names: tuple[str, ...] = (), alpha: float = 0.3):
        self.games = tuple(docs)
        self.names = tuple(sorted({fold(n).strip() for n in names} - {""}, key=lambda n: (-len(n), n)))
        docs = {g: {lang: [t for text in texts for t in tokens(self.without_names(text), lang)]
                    for lang, texts in by_lang.items()} for g, by_lang in docs.items()}
        self.logp: dict[str, dict[str, tuple[float, ...]]] = {}
        for lang in ("en", "ja"):
            counts = {g: Counter(docs[g].get(lang, ())) for g in self.games}
            vocab = set().union(*counts.values())
            totals = {g: sum(c.values()) + alpha * len(vocab) for g, c in counts.items()}
            self.logp[lang] = {t: tuple(math.log((counts[g][t] + alpha) / totals[g]) for g in self.games)
                               for t in vocab}

    def without_names(self, question: str) -> str:
        """The folded question without the games' names."""
        text = fold(question)
        for name in self.names:  # longest first
            if name in text:
                text = (re.sub(rf"(?<![a-z0-9]){re.escape(name)}(?![a-z0-9])", " ", text) if name.isascii()
                        else text.replace(name, " "))
        return text

    def scores(self, question: str, lang: str) -> dict[str, float]:
        """Each game's log-likelihood of the question's tokens (those some game uses), minus the best
        one's: 0 for the likeliest game, negative for the others."""
        logp = self.logp[lang]
        sums = [0.0] * len(self.games)
        for t in tokens(self.without_names(question), lang):
            row = logp.get(t)
            if row is not None:
                sums = [s + x for s, x in zip(sums, row)]
        top = max(sums)
        return {g: s - top for g, s in zip(self.games, sums)}


def model_documents(corpora, terms_of) -> dict[str, dict[str, list[str]]]:
    """Each game's texts per language: its clauses' titles, texts, keywords and questions, and its
    glossary terms' names and aliases (terms_of(game))."""
    docs: dict[str, dict[str, list[str]]] = {}
    for cp in corpora:
        docs[cp.game] = {lang: [text for c in cp.clauses
                                for text in (c.title(lang), c.text(lang), *c.keywords(lang), *c.questions(lang))]
                         + [name for term in terms_of(cp.game)
                            for name in ((term.ja, *term.aliases_ja) if lang == "ja" else (term.en, *term.aliases_en))]
                         for lang in ("en", "ja")}
    return docs


class Choice(NamedTuple):
    """The game chosen, its index and hits, the games searched to choose it, and whether the
    question is declined (the chosen game's index declines it, or it is a stranger too weakly matched)."""

    game: str
    index: object   # search.Searcher
    hits: list
    searched: tuple[str, ...]
    declined: bool = False
    also: tuple = ()   # (game, hits) of the other games that answer it nearly as well (Weights.also)


def choose(question: str, lang: str, model: GameModel, index_of, vocabulary=(), named=(), games=None,
           weights: Weights | None = None, stranger: bool = False) -> Choice:
    """The game a question is about, among `games` (default: the model's): `vocabulary`, the games
    whose own words the question uses; `named`, the games it names with a name another game uses as
    a word; `stranger`, whether it uses no game's own words at all; index_of(game), a game's index."""
    w = weights or Weights()
    scores = model.scores(question, lang)
    prior = {g: scores[g] + w.vocabulary * (g in vocabulary) + w.named * (g in named)
             for g in model.games if games is None or g in games}
    top = max(prior.values())
    ranked = sorted(prior, key=lambda g: -prior[g])
    searched: list[str] = []
    answered = False
    best = None
    answering = []  # (score, game, hits) of each game searched that answers the question

    def answers(index, hits) -> bool:
        return not index.abstains(hits) and not (stranger and not named and weak(hits, w))

    for g in ranked:
        # a game far behind is searched only while every game searched so far declines the question
        if prior[g] < top - w.margin and (answered or prior[g] < top - w.wide):
            break
        index = index_of(g)
        hits = index.search(question, lang, limit=10)
        declined = index.abstains(hits)
        answered = answered or not declined
        searched.append(g)
        score = prior[g] + w.search * math.log(max(hits[0].score if hits else 0.0, 1e-3)) - w.declined * declined
        if best is None or score > best[0]:
            best = (score, g, index, hits)
        if answers(index, hits):
            answering.append((score, g, hits))
    top_score, g, index, hits = best
    declined = not answers(index, hits)
    if not declined:  # the games not searched, for those that answer as strongly (Weights.also_match)
        for other in (o for o in ranked if o not in searched and prior[o] >= top - w.wide):
            other_index = index_of(other)
            other_hits = other_index.search(question, lang, limit=10)
            if answers(other_index, other_hits):
                answering.append((-math.inf, other, other_hits))
    also = () if declined else tuple((other, h) for score, other, h in sorted(answering, key=lambda a: -a[0])
                                     if other != g and (score >= top_score - w.also
                                                        or h[0].score >= w.also_match * hits[0].score))
    return Choice(g, index, hits, tuple(g for g in model.games if g in searched), declined, also)


def weak(hits, w: Weights) -> bool:
    """Whether the best hit of a question that uses no game's own words is too weak to answer with:
    both its coverage and its score (on the concepts alone, search.Hit.evidence) below the bar."""
    if not hits:
        return True
    score, coverage = hits[0].evidence or (hits[0].score, hits[0].coverage)
    return coverage < w.stranger_coverage and score < w.stranger_score
