"""How clauses, answers and `why` steps are written out, in the language asked for."""

from __future__ import annotations

import re
from collections.abc import Callable

from referee import i18n
from referee.i18n import N_, _

# Provenance tags, put into words.
PROVENANCE = {
    "rulebook": N_("from the rulebook"),
    "verified": N_("verified by several public sources"),
    "single": N_("one public source"),
    "inferred": N_("inferred from other facts"),
    "provisional": N_("provisional: a reasoned guess"),
    "table": N_("the referee's own procedure"),
}


# The words of a clause's source line (kept in English in the corpus: file names, section codes), put
# into the language of the screen: "rulebook ■26; research/lancaster.md ruling 8 [verified]".
SOURCE_WORDS = {
    "rulebook": N_("rulebook"),
    "ruling": N_("ruling"),
    "[verified]": N_("[verified]"),
    "[single]": N_("[single source]"),
    "[inferred]": N_("[inferred]"),
    "[unknown]": N_("[unknown]"),
    "[provisional]": N_("[provisional]"),
}
_SOURCE_WORD = re.compile(r"(?<![\w/])(?:rulebook|ruling)(?![\w.])|\[(?:verified|single|inferred|unknown|provisional)\]")


def source_text(source: str) -> str:
    """A clause's source with its words in the current language (file names and section codes stay)."""
    return _SOURCE_WORD.sub(lambda m: _(SOURCE_WORDS[m.group()]), source)


speaking = i18n.speaking  # render messages in a language for a while, then go back


def clause_head(clause, lang: str) -> str:
    return f"[{clause.id}] {clause.title(lang)}"


def clause_text(clause, lang: str, corpus=None, see_also: int | None = None) -> str:
    """A clause in full: id and title, text, source, and the clauses worth reading next."""
    with speaking(lang):
        lines = [clause_head(clause, lang), clause.text(lang)]
        lines.append(_("Source ({provenance}): {source}").format(
            source=source_text(clause.source_in(lang)), provenance=_(PROVENANCE.get(clause.provenance, clause.provenance))))
        related = list(clause.see_also)[:see_also] if see_also is not None else list(clause.see_also)
        if corpus is not None and related:
            names = []
            for rid in related:
                other = corpus.get(rid)
                names.append(clause_head(other, lang) if other else f"[{rid}]")
            lines.append(_("See also: {clauses}").format(clauses="; ".join(names)))
    return "\n".join(lines)


def answer_text(answer) -> str:
    """What `ask` prints: the move tried (if any), then the clause, or that no rule was found."""
    from referee.rules import corpus as corpus_mod

    lang = answer.lang
    parts = []
    if answer.trial is not None:
        parts.append(trial_text(answer.trial, lang))
        rule = answer.trial.rule
        clause = corpus_mod.find(rule) if rule else None
        if clause is not None:
            parts.append(clause_text(clause, lang, corpus_mod.load(clause.game), see_also=2))
        return "\n\n".join(parts)
    best = answer.best
    if best is None:
        with speaking(lang):
            lines = [_("No rule found for this question.")]
            if answer.about == "program":
                lines.append(_("It seems to be about using the referee itself: type 'help' at the play prompt, "
                               "or see 'referee --help'."))
            elif answer.about == "other":
                lines.append(_("It seems to be about something other than the rules of these games: another "
                               "game, the real world or advice."))
            if answer.hits:
                lines.append(_("Nearest clauses:"))
                lines += [f"  {clause_head(h.clause, lang)}" for h in answer.hits[:3]]
        return "\n".join(lines)
    parts.append(clause_text(best, lang, corpus_mod.load(best.game), see_also=2))
    if answer.close:
        with speaking(lang):
            parts.append("\n".join([_("Close to the question too:")]
                                   + [f"  {clause_head(h.clause, lang)}" for h in answer.close]))
    if answer.also:
        with speaking(lang):
            parts.append("\n".join([_("No game was named; the other games answer it too:")]
                                   + [f"  {clause_head(h.clause, lang)}" for h in answer.also]))
    return "\n\n".join(parts)


def trial_text(trial, lang: str) -> str:
    with speaking(lang):
        lines = []
        if trial.player is not None and trial.active is None:  # no one's turn (a tile or card is awaited)
            lines.append(_("It is not {player}'s turn: no player is to act now.").format(player=trial.player))
        elif trial.player is not None and trial.as_player:
            lines.append(_("It is not {player}'s turn ({active} is to play); tried as if it were:").format(
                player=trial.player, active=trial.active))
        elif trial.player is not None:
            lines.append(_("It is not {player}'s turn ({active} is to play).").format(
                player=trial.player, active=trial.active))
        if trial.status == "ok":
            lines.append(_("'{line}' would be accepted (tried on a copy; the game is unchanged):").format(
                line=trial.shown or trial.line))
            if trial.text:
                lines.append(trial.text)
            lines += [f"  [{rule}] {text}" if rule else f"  {text}" for rule, text in trial.why]
        elif trial.status == "held":
            lines.append(_("'{line}' depends on a printed value nobody has typed yet (tried on a copy; the game is "
                           "unchanged):").format(line=trial.shown or trial.line))
            lines.append(trial.text)
        elif trial.status == "rejected":
            lines.append(_("'{line}' would be rejected (tried on a copy; the game is unchanged):").format(
                line=trial.shown or trial.line))
            lines.append(trial.text)
        else:
            lines.append(_("'{line}' cannot be tried here: {reason}").format(line=trial.shown or trial.line, reason=trial.text))
    return "\n".join(lines)


def why_text(steps, render: Callable, lang: str) -> str:
    """The steps of `why`, each with its rule id and the title of the rule's clause."""
    from referee.rules import corpus as corpus_mod

    lines = []
    for i, m in enumerate(steps):
        if i and m.rule and m.rule == steps[i - 1].rule:  # the same rule again: under the same heading
            lines.append(f"  {render(m)}")
            continue
        clause = corpus_mod.find(m.rule) if m.rule else None
        head = f"[{m.rule}] {clause.title(lang)}" if clause else f"[{m.rule}]"
        lines.append(f"{head}: {render(m)}")
    return "\n".join(lines)
