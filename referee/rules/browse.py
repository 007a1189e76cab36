"""`rules [GAME] [ID|words]`: the games and their areas, one clause by id, or the clauses about some words."""

from __future__ import annotations

from referee.core import InputError, excerpt
from referee import i18n
from referee.i18n import N_, _
from referee.rules import corpus as corpus_mod
from referee.rules.search import script_lang
from referee.rules.text import clause_head, clause_text, speaking

TOPIC_LIMIT = 8


def rules(words: list[str], lang: str, explicit: bool = False, game: str | None = None) -> tuple[str, bool]:
    """The text to print, and whether something was found. InputError for an unknown game."""
    from referee import games as games_mod

    words = [w for w in words if w.strip()]
    if game is not None:
        game = games_mod.resolve(game)
    elif words and not looks_like_id(words[0]):
        try:
            game = games_mod.resolve(words[0])
            words = words[1:]
        except InputError:
            pass
    query = " ".join(words)
    if query and not explicit and not looks_like_id(query):
        lang = script_lang(query)
    if game is None and not query:
        return overview(lang), True
    if game is not None and not corpus_mod.path_of(game).is_file():
        raise InputError(N_("{game} has no rule corpus yet"), game=game)
    if not query:
        return listing(corpus_mod.load(game), lang), True
    if looks_like_id(query):
        clause = corpus_mod.find(query)
        if clause is None or (game is not None and clause.game != game):
            with speaking(lang):
                return _("No clause has the id {id}. 'rules GAME' lists the ids of a game.").format(id=query), False
        return clause_text(clause, lang, corpus_mod.load(clause.game)), True
    return topic(query, game, lang)


def looks_like_id(text: str) -> bool:
    """A rule id or message key (game.area.rule, maybe with more parts), not words."""
    text = text.strip()
    return " " not in text and text.count(".") >= 2 and all(text.split("."))


def overview(lang: str) -> str:
    """Every game, with its areas and clause counts, or a note that it has no corpus yet."""
    from referee import games as games_mod

    available = corpus_mod.games_with_corpus()
    with speaking(lang):
        lines = [_("Rule corpora (rules GAME lists the clauses of a game; rules GAME ID shows one):")]
        for game in dict.fromkeys([*games_mod.MODULES, *available]):
            if game not in available:
                lines.append("  " + _("{game}: no rule corpus yet").format(game=game))
                continue
            corpus = corpus_mod.load(game)
            lines.append("  " + _("{game} ({title}): {count} clauses; areas: {areas}").format(
                game=game, title=corpus.title(lang), count=len(corpus.clauses),
                areas=i18n.listing(area if lang == "en" else f"{area}({corpus.area_title(area, lang)})"
                                for area in corpus.areas())))
    return "\n".join(lines)


def listing(corpus, lang: str) -> str:
    """Every clause of a game, id and title, grouped by area."""
    width = max(len(c.id) for c in corpus.clauses)
    lines = [f"{corpus.title(lang)} ({corpus.game})"]
    for area, clauses in corpus.areas().items():
        lines.append(f"{area}: {corpus.area_title(area, lang)}")
        lines += [f"  {c.id:<{width}}  {c.title(lang)}" for c in clauses]
    return "\n".join(lines)


def topic(words: str, game: str | None, lang: str) -> tuple[str, bool]:
    """The clauses about some words: the best one in full, then the others' titles."""
    from referee.rules.answer import searcher

    games = (game,) if game else tuple(corpus_mod.games_with_corpus())
    index = searcher(games)
    hits = [h for h in index.search(words, lang, limit=TOPIC_LIMIT) if h.coverage >= index.settings.min_coverage]
    with speaking(lang):
        if not hits:
            return _("No clause about '{words}'.").format(words=excerpt(words)), False
        best = hits[0].clause
        parts = [clause_text(best, lang, corpus_mod.load(best.game))]
        if len(hits) > 1:
            parts.append(_("Also about '{words}':").format(words=words) + "\n" +
                         "\n".join(f"  {clause_head(h.clause, lang)}" for h in hits[1:]))
    return "\n\n".join(parts), True
