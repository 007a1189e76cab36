"""The session's `ask` and `rules` commands (the REPL and scripts), on top of answer and browse."""

from __future__ import annotations

from referee.core import InputError, Reply
from referee.i18n import N_
from referee.rules import answer as answer_mod
from referee.rules import browse
from referee.rules.text import answer_text


def ask(session, cmd, question: str) -> Reply:
    """Answer in the question's language (or the one the table chose); inside a game, a move it names is
    tried on a copy."""
    if not question.strip():
        raise InputError(N_("Usage: {usage}"), usage=cmd.usage())
    game = session.game.id if session.game is not None else None
    # answer.ask searches the game being played, or the one other game the question names
    if game is not None and game not in _corpora() and len(answer_mod.named_games(question)) != 1:
        raise InputError(N_("{game} has no rule corpus yet"), game=game)
    # in the question's language, unless the table asked for one (--lang, `lang`), as `referee ask --lang`
    lang = session.lang if session.lang_chosen else None
    result = answer_mod.ask(question, lang=lang, session=session if game else None)
    return Reply("ok", answer_text(result), rule=result.best.id if result.best else None, data=result.to_json())


def rules(session, words: str) -> Reply:
    game = session.game.id if session.game is not None and session.game.id in _corpora() else None
    text, found = browse.rules(words.split(), session.lang, game=game)
    return Reply("ok" if found else "error", text)


def _corpora() -> list[str]:
    from referee.rules.corpus import games_with_corpus

    return games_with_corpus()


# --- the command line: `referee rules ...` and `referee ask ...` --------------------------------
EXIT_OK, EXIT_NOT_FOUND, EXIT_INPUT = 0, 1, 2


def cli_rules(words: list[str], lang: str, explicit: bool) -> tuple[str, int]:
    """The text of `referee rules` and its exit status (1: nothing found, 2: unknown game)."""
    from referee import i18n

    try:
        text, found = browse.rules(words, lang, explicit=explicit)
    except InputError as exc:
        return i18n.render(exc.msg), EXIT_INPUT
    return text, EXIT_OK if found else EXIT_NOT_FOUND


def cli_ask(question: str, game: str | None, lang: str | None, as_json: bool) -> tuple[str, int]:
    """The text (or JSON) of `referee ask` and its exit status (1: no rule found, 2: unknown game)."""
    from referee import i18n

    try:
        if game is not None:
            from referee.games import resolve

            game = resolve(game)
            if game not in _corpora():
                raise InputError(N_("{game} has no rule corpus yet"), game=game)
        result = answer_mod.ask(question, game=game, lang=lang)
    except InputError as exc:
        return i18n.render(exc.msg), EXIT_INPUT
    code = EXIT_NOT_FOUND if result.best is None else EXIT_OK
    if as_json:
        import json  # only here: ~2.5 ms that a plain answer does not need

        return json.dumps(result.to_json(), ensure_ascii=False, indent=2), code
    return answer_text(result), code
