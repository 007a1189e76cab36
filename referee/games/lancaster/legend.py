"""The icon legend of ■20 as a small language, so that laws, county rewards, castle spaces and
favours are data (facts.toml) and a card the catalog does not know can be typed in as it appears.

    text       := [condition "->"] reward ("," reward)*
    condition  := "most" STAT                      the players with the most (ties: all)
                | "per" N STAT                     once per N (whole multiples only)
                | "none" "knight" S                no deployed knight of strength S
                | "deployed" DIGITS                these knights all deployed (111, 1234)
                | "return" "knight" S              a deployed knight of strength S goes back to the stock
                | "pay" (ITEM N)+                  pay, as many times as the player chooses
    reward     := "pp" N | "coins" N | "servants" N | "markers" N
                | "knight" [S]                     your strength-S knight (default 1) from the stock into the court
                | "upgrade" ["deployed" | S]       upgrade a knight (any / a deployed one / your deployed S)
                | "extension" | "noble"            place an extension tile / take a noble of any county
                | "move" | "start"                 Dorset's move to a conflict / Surrey's new start player
    STAT       := coins | servants | markers | pp | nobles | extensions | counties | conflicts | knight S
    ITEM       := coins | servants | markers

Japanese words for the tokens come from the glossary (kind "legend"). The canonical text is English.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from referee.core import InputError
from referee.i18n import N_

STATS = ("coins", "servants", "markers", "pp", "nobles", "extensions", "counties", "conflicts", "knight")
ITEMS = ("coins", "servants", "markers")
AMOUNTS = ("pp", "coins", "servants", "markers")
CONDITIONS = ("most", "per", "none", "deployed", "return", "pay")
WORDS = set(STATS) | set(CONDITIONS) | set(AMOUNTS) | {"knight", "upgrade", "deployed", "extension", "noble",
                                                       "move", "start", "->", ","}


@dataclass(frozen=True)
class Effect:
    """A parsed text. condition: ("always",) or ("most", stat, s) / ("per", n, stat, s) / ("none", s) /
    ("deployed", digits) / ("return", s) / ("pay", ((item, n), ...)). rewards: tuples such as
    ("pp", 3), ("knight", 1), ("upgrade", None | "deployed" | s), ("extension",)."""

    condition: tuple
    rewards: tuple[tuple, ...]

    @property
    def text(self) -> str:
        return format_effect(self)


class LegendError(InputError):
    pass


def _fail(text: str, problem: str, **params) -> LegendError:
    return LegendError(N_("'{text}' is not in the icon legend of ■20: {problem}"), text=text,
                       problem=_Problem(problem, params))


def law_error(exc: LegendError) -> LegendError:
    """A law card that cannot be read: what is wrong, then how a card is typed."""
    return LegendError(N_("{problem}. A law card is typed [CONDITION ->] REWARD, REWARD..., such as: "
                          "reveal law new per 2 counties -> pp 3 ('help reveal law' lists the words)"),
                       problem=_Rendered(exc.msg))


class _Rendered:
    """A message put into words only when shown (in the language of that moment)."""

    def __init__(self, message):
        self.message = message

    def __str__(self) -> str:
        from referee.i18n import render

        return render(self.message)


class _Problem:
    def __init__(self, key: str, params: dict):
        self.key, self.params = key, params

    def __str__(self) -> str:
        from referee.i18n import _

        return _(self.key).format(**self.params)


@cache
def _aliases() -> dict[str, str]:
    from referee.glossary import load

    gloss = load(Path(__file__).parent / "data" / "glossary.toml")
    out = {}
    for term in gloss.of_kind("legend"):
        for name in term.names():
            out[name.casefold()] = term.id
    return out


# ■20 as the rulebook prints the icons: "=貴族3" (per 3 nobles), "=紋章2" (per deployed 2), "=紋章2×"
# (no 2 deployed), "=紋章111" (three 1s deployed), "-紋章3" (return the deployed 3), "-コイン1" (pay a
# coin), "maxコイン" (the most coins), "-コイン1/+5権力点" (the slash parts condition and reward).
_LETTERS = r"[^\W\d_]+"
_SIGNED = re.compile(rf"(?:(?<=\s)|^)([=-])(?!>)\s*({_LETTERS})\s*(\d+)\s*([×✗]|x(?![a-z]))?", re.I)
_PLUS = re.compile(rf"\+\s*(?:(\d+)\s*({_LETTERS})|({_LETTERS})\s*(\d+))")


def _signed(m: re.Match) -> str:
    sign, word, digits, cross = m.group(1), m.group(2), m.group(3), m.group(4)
    stat = _aliases().get(word.casefold(), word)
    if stat == "knight":
        if sign == "-":
            return f" return knight {digits} "
        if cross:
            return f" none knight {digits} "
        return f" deployed {digits} " if len(digits) > 1 else f" per 1 knight {digits} "
    return f" pay {stat} {digits} " if sign == "-" else f" per {digits} {stat} "


def _printed(text: str) -> str:
    if "->" not in text:
        text = text.replace("/", " -> ")
    text = re.sub(r"(?<![a-z])max(?=[^\W\d_])", "max ", text, flags=re.I)
    text = re.sub(r"(?<![^\s\d])-(?!>)", " -", text)
    text = _SIGNED.sub(_signed, text)
    return _PLUS.sub(lambda m: f" {m.group(2) or m.group(3)} {m.group(1) or m.group(4)} ", text)


def tokens(text: str) -> list[str]:
    import unicodedata

    text = unicodedata.normalize("NFKC", text).replace("→", " -> ").replace("、", ",")
    text = re.sub(r"\s*->\s*", " -> ", text).replace(",", " , ")
    text = _printed(text)
    aliases = _aliases()
    out = []
    for raw in text.split():
        low = raw.casefold()
        m = re.fullmatch(r"([^\W\d_]+)(\d+)", low)
        if low in aliases:
            out.append(aliases[low])
        elif m and aliases.get(m.group(1), m.group(1)) in WORDS:
            out += [aliases.get(m.group(1), m.group(1)), m.group(2)]
        else:
            out.append(aliases.get(low, low))
    return out


def _number(text: str, toks: list[str], i: int, lo: int = 1, hi: int = 99) -> int:
    if i >= len(toks) or not toks[i].isdigit() or not lo <= int(toks[i]) <= hi:
        raise _fail(text, N_("a number from {lo} to {hi} is missing after '{word}'"), lo=lo, hi=hi,
                    word=toks[i - 1] if i else "")
    return int(toks[i])


def _stat(text: str, toks: list[str], i: int) -> tuple[str, int, int]:
    """(stat, strength for 'knight S' or 0, next index)."""
    if i >= len(toks) or toks[i] not in STATS:
        raise _fail(text, N_("expected one of: {words}"), words=", ".join(STATS))
    if toks[i] == "knight":
        return "knight", _number(text, toks, i + 1, 1, 4), i + 2
    return toks[i], 0, i + 1


def _condition(text: str, toks: list[str]) -> tuple:
    head = toks[0] if toks else ""
    if head == "most":
        stat, s, i = _stat(text, toks, 1)
        cond: tuple = ("most", stat, s)
    elif head == "per":
        n = _number(text, toks, 1, 1, 9)
        stat, s, i = _stat(text, toks, 2)
        cond = ("per", n, stat, s)
    elif head == "none":
        if toks[1:2] != ["knight"]:
            raise _fail(text, N_("expected one of: {words}"), words="knight")
        cond, i = ("none", _number(text, toks, 2, 1, 4)), 3
    elif head == "deployed":
        if len(toks) < 2 or not re.fullmatch(r"[1-4]{1,7}", toks[1]):
            raise _fail(text, N_("'deployed' takes the strengths of the knights, such as 111 or 1234"))
        cond, i = ("deployed", "".join(sorted(toks[1]))), 2
    elif head == "return":
        if toks[1:2] != ["knight"]:
            raise _fail(text, N_("expected one of: {words}"), words="knight")
        cond, i = ("return", _number(text, toks, 2, 1, 4)), 3
    elif head == "pay":
        toks = [head, *(t for t in toks[1:] if t != "pay")]  # "-従者1 -コイン1": one payment of both
        items, i = [], 1
        while i < len(toks) and toks[i] in ITEMS:
            items.append((toks[i], _number(text, toks, i + 1, 1, 9)))
            i += 2
        if not items:
            raise _fail(text, N_("expected one of: {words}"), words=", ".join(ITEMS))
        cond = ("pay", tuple(items))
    else:
        raise _fail(text, N_("expected one of: {words}"), words=", ".join(CONDITIONS))
    if i != len(toks):
        raise _fail(text, N_("unexpected '{word}'"), word=toks[i])
    return cond


def _rewards(text: str, toks: list[str]) -> tuple[tuple, ...]:
    out: list[tuple] = []
    groups: list[list[str]] = [[]]
    for t in toks:
        if t == ",":
            groups.append([])
        else:
            groups[-1].append(t)
    for g in groups:
        if not g:
            raise _fail(text, N_("a reward is missing"))
        head = g[0]
        if head in AMOUNTS:
            if len(g) != 2:
                raise _fail(text, N_("'{word}' takes one number"), word=head)
            out.append((head, _number(text, g, 1, 1, 99)))
        elif head == "knight":
            if len(g) > 2:
                raise _fail(text, N_("unexpected '{word}'"), word=g[2])
            out.append(("knight", _number(text, g, 1, 1, 4) if len(g) == 2 else 1))
        elif head == "upgrade":
            if len(g) == 1:
                out.append(("upgrade", None))
            elif len(g) == 2 and g[1] == "deployed":
                out.append(("upgrade", "deployed"))
            elif len(g) == 2:
                out.append(("upgrade", _number(text, g, 1, 1, 3)))
            else:
                raise _fail(text, N_("unexpected '{word}'"), word=g[2])
        elif head in ("extension", "noble", "move", "start"):
            if len(g) != 1:
                raise _fail(text, N_("unexpected '{word}'"), word=g[1])
            out.append((head,))
        else:
            raise _fail(text, N_("'{word}' is not a reward of the legend"), word=head)
    return tuple(out)


def parse(text: str) -> Effect:
    toks = tokens(text)
    if not toks:
        raise _fail(text, N_("a reward is missing"))
    if toks.count("->") > 1:
        raise _fail(text, N_("unexpected '{word}'"), word="->")
    if "->" in toks:
        k = toks.index("->")
        cond = _condition(text, toks[:k])
        rewards = _rewards(text, toks[k + 1:])
    else:
        cond, rewards = ("always",), _rewards(text, toks)
    return Effect(cond, rewards)


def format_condition(cond: tuple) -> str:
    kind = cond[0]
    if kind == "most":
        return f"most {cond[1]}" + (f" {cond[2]}" if cond[1] == "knight" else "")
    if kind == "per":
        return f"per {cond[1]} {cond[2]}" + (f" {cond[3]}" if cond[2] == "knight" else "")
    if kind in ("none", "return"):
        return f"{kind} knight {cond[1]}"
    if kind == "deployed":
        return f"deployed {cond[1]}"
    if kind == "pay":
        return "pay " + " ".join(f"{item} {n}" for item, n in cond[1])
    return ""


def format_reward(r: tuple) -> str:
    if r[0] in AMOUNTS:
        return f"{r[0]} {r[1]}"
    if r[0] == "knight":
        return "knight" if r[1] == 1 else f"knight {r[1]}"
    if r[0] == "upgrade":
        return "upgrade" if r[1] is None else f"upgrade {r[1]}"
    return r[0]


def format_effect(e: Effect) -> str:
    rewards = ", ".join(format_reward(r) for r in e.rewards)
    return rewards if e.condition[0] == "always" else f"{format_condition(e.condition)} -> {rewards}"


# --- checks named by facts.toml (referee.facts calls them to validate a value) ----------------------

def _check(text: str, conditions: tuple[str, ...], rewards_allowed: set[str]) -> str:
    effect = parse(text)
    if effect.condition[0] not in conditions:
        raise _fail(text, N_("no condition is allowed here"))
    for r in effect.rewards:
        if r[0] not in rewards_allowed:
            raise _fail(text, N_("'{word}' is not a reward of the legend"), word=r[0])
    return effect.text


_PLAIN = {"pp", "coins", "servants", "markers", "knight", "upgrade", "extension", "noble"}


def check_law(text: str) -> str:
    effect = parse(text)
    if effect.condition[0] == "always":
        raise _fail(text, N_("a law has a condition (above) and a reward (below)"))
    return _check(text, CONDITIONS, _PLAIN)


def check_county(text: str) -> str:
    return _check(text, ("always",), _PLAIN | {"move", "start"})


def check_castle(text: str) -> str:
    return _check(text, ("always", "pay"), _PLAIN)


def check_favour(text: str) -> str:
    return _check(text, ("always",), _PLAIN)


def parse_card(text: str) -> tuple[int, list[int]]:
    """'7:5-3-1' -> (7, [5, 3, 1]). Raises LegendError."""
    m = re.fullmatch(r"\s*(\d+)\s*[:/ ]\s*(\d+)\s*-\s*(\d+)\s*-\s*(\d+)\s*", text)
    if not m:
        raise LegendError(N_("'{text}' is not a conflict card: write STRENGTH:1ST-2ND-3RD, such as 7:5-3-1"),
                          text=text)
    strength, points = int(m.group(1)), [int(m.group(i)) for i in (2, 3, 4)]
    check_card(strength, points, text)
    return strength, points


def check_card(strength: int, points: list[int], text: str = "") -> None:
    text = text or f"{strength}:{'-'.join(map(str, points))}"
    if not 2 <= strength <= 10:
        raise LegendError(N_("'{text}': the French strength of a conflict card is 2 to 10"), text=text)
    if any(p > 30 for p in points):  # the referee's own bound: printed cards give a few points each
        raise LegendError(N_("'{text}': a conflict card gives at most 30 points to a place"), text=text)
    if len(points) != 3 or any(p < 0 for p in points) or points != sorted(points, reverse=True) \
            or points[0] == 0:
        raise LegendError(N_("'{text}': the points are three numbers for 1st, 2nd and 3rd, none larger "
                             "than the one before, such as 4-2-1"), text=text)


def check_conflict_cards(cards: list[str]) -> list[str]:
    out = []
    for c in cards:
        s, p = parse_card(c)
        out.append(f"{s}:{'-'.join(map(str, p))}")
    return out


def check_law_ids(ids: list[str]) -> list[str]:
    from referee import facts

    known = {k.split(".", 1)[1] for k in facts.keys("lancaster") if k.startswith("law.") and k.count(".") == 1}
    for i in ids:
        if i not in known:
            raise LegendError(N_("'{text}' is not a law of the catalog"), text=i)
    if len(set(ids)) != len(ids):
        raise LegendError(N_("'{text}' names a law twice"), text=", ".join(ids))
    return list(ids)


# --- in words -----------------------------------------------------------------------------------------

def describe(text: str) -> str:
    """A legend text in the current language (catalog templates; nouns from the glossary)."""
    from referee.core import msg
    from referee.i18n import render

    try:
        effect = parse(text)
    except InputError:
        return text
    word = _word
    cond = effect.condition
    kind = cond[0]
    parts = []
    for r in effect.rewards:
        if r[0] in AMOUNTS:
            parts.append(render(msg("lancaster.law.legend.amount", None, count=r[1], resource=word(r[0]))))
        elif r[0] == "knight":
            parts.append(render(msg("lancaster.law.legend.knight", None, strength=r[1])))
        elif r[0] == "upgrade":
            if r[1] is None:
                parts.append(render(msg("lancaster.law.legend.upgrade", None)))
            elif r[1] == "deployed":
                parts.append(render(msg("lancaster.law.legend.upgrade-deployed", None)))
            else:
                parts.append(render(msg("lancaster.law.legend.upgrade-strength", None, strength=r[1])))
        else:
            parts.append(render(msg(REWARD_KEYS[r[0]], None)))
    rewards = render(msg("lancaster.law.legend.separator", None)).join(parts)
    if kind == "always":
        return rewards
    if kind == "most":
        condition = render(msg("lancaster.law.legend.most", None, stat=_stat_word(cond[1], cond[2])))
    elif kind == "per":
        condition = render(msg("lancaster.law.legend.per", None, count=render(msg(COUNTED[cond[2]], None, n=cond[1])),
                               stat=_stat_word(cond[2], cond[3])))
    elif kind == "none":
        condition = render(msg("lancaster.law.legend.none", None, strength=cond[1]))
    elif kind == "deployed":
        condition = render(msg("lancaster.law.legend.deployed", None,
                                   knights=render(msg("lancaster.setup.knights.join", None)).join(cond[1])))
    elif kind == "return":
        condition = render(msg("lancaster.law.legend.return", None, strength=cond[1]))
    else:
        items = [render(msg("lancaster.law.legend.amount", None, count=n, resource=word(item))) for item, n in cond[1]]
        condition = render(msg("lancaster.law.legend.pay", None, items=" + ".join(items)))
    return render(msg("lancaster.law.legend.effect", None, condition=condition, rewards=rewards))


REWARD_KEYS = {
    "extension": N_("lancaster.law.legend.extension"),
    "noble": N_("lancaster.law.legend.noble"),
    "move": N_("lancaster.law.legend.move"),
    "start": N_("lancaster.law.legend.start"),
}


# A count of a stat with its counter, as Japanese says it (紛争1つごとに, コイン2枚ごとに).
COUNTED = {
    "coins": N_("lancaster.law.legend.count.coins"), "servants": N_("lancaster.law.legend.count.servants"),
    "markers": N_("lancaster.law.legend.count.markers"), "pp": N_("lancaster.law.legend.count.pp"),
    "nobles": N_("lancaster.law.legend.count.nobles"), "extensions": N_("lancaster.law.legend.count.extensions"),
    "counties": N_("lancaster.law.legend.count.counties"), "conflicts": N_("lancaster.law.legend.count.conflicts"),
    "knight": N_("lancaster.law.legend.count.knight"),
}


def _word(token: str) -> str:
    from referee.glossary import load
    from referee.i18n import language

    gloss = load(Path(__file__).parent / "data" / "glossary.toml")
    term = gloss.get("legend", token)
    return term.name(language()) if term else token


def _stat_word(stat: str, strength: int) -> str:
    from referee.core import msg
    from referee.i18n import render

    if stat == "knight":
        return render(msg("lancaster.law.legend.knight-stat", None, strength=strength))
    return _word(stat)
