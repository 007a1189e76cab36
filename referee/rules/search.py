"""Finding clauses for a question: tokens, glossary concepts and BM25 over parallel ja/en clauses.

Every clause exists in both languages, so a question is matched against the clauses written in its
own language. Japanese text becomes character bigrams over runs of kanji and katakana (a run of
one character stays whole; hiragana carries grammar and is dropped), after the kana spelling variants
are made one (kana_fold: ヴィ=ビ, ウィ=ウイ, クール=レーティエン=クールレーティエン); English text becomes word
stems without stopwords. A game term the question names through the glossary ("内乱", "fight",
"Monument" in a Japanese question) is one concept, matched by the best of its names and aliases in
the question's language, and by the wider term it is a kind of (a priest is a leader); so is a word
of a synonym group (referee/data/synonyms.toml: "used up" for "spent", 一番多い for 最多), and a
synonym phrase that spans several glossary terms is one concept ("red tiles" is a temple); every
other token is a concept of its own. A generic word ("game", "play") counts only generic_weight of
an ordinary one, in the score and the coverage, so a question matched only through such words is
declined. A name other than the question's own words counts only where
all of it is found. A clause's document is its title, text, keywords and the questions it answers;
a clause scores the sum over concepts of BM25 (Lucene's idf, never negative), plus the best match
among its own questions (each indexed alone), times the share of the question's concepts it covers
to the power `coordination`; that share (coverage) and the score decide when `ask` abstains. A
word of a phase of the game in the question ("at the start", 準備: [phase.*] in the synonym table)
counts every clause outside that phase only phase_weight as much; a word of questions about other
things ("buy", 値段: [offtopic]) matches nothing but still counts in the share to be covered. The
games' own names ([names]: "in Lancaster, ...", チグリスで...) are taken out of a question first: they
say which game, never which rule; and a longer name of a thing is replaced by the corpus's word
([same.<game>]: the rulebook's 王国タイル is a tile, not a kingdom and a tile). The kind of question (when, where, how many, can I, what happens:
QUESTION_KINDS) is a token of its own in matching a clause's own questions, so "when do I get X"
is nearer a clause asked "when ..." about X than one asked "how many X". A bigram of two kanji that no
clause holds and that only joins a term of the question to the kanji before or after it (今課 of
今課税) is no concept (Searcher._seam). Asked in a game, a clause that holds only for another value of
one of the game's options (Clause.option: the short game's final taxation in a full game) ranks
lower (Settings.option_weight), unless the question names that value (短縮版); asked outside a game,
the options are those the rulebook's main text describes (Corpus.options: the full game).
Beside the concepts, side tokens (side_tokens: pairs of adjacent English word stems, stopwords
kept, for word order and the little words; single kanji, which a bigram hides: 城 in 城主; and
the pairs of characters with hiragana in them, which the concepts drop: a verb's stem and ending,
置け, 戻っ, the verbs and words a player writes in kana, おける, のこる, and the particle after a
word, フランスに / フランスが) add
side_weight of their BM25 to the ranking, from indexes of their own (the clauses, and their
questions one by one), so that the ordinary tokens' document lengths, and so their scores, stay
as they were. They count in neither the coverage nor the decision to abstain, which is taken on
the clause that leads without them (Hit.evidence): "where can I ..." is in many clauses'
questions and must not lift an unrelated question over the line. Nor do the bigrams of a Japanese
loanword that the leading clause holds only inside another word (_fragments: ポーカー's ーカー in
マーカー, フラッシュ's フラ in フランス): the evidence leaves them out. A question that names another
game ([elsewhere]: chess, 将棋, Catan) is about that game's rules and is declined outright; so is one
that names the real history behind a theme and asks about it as trivia does ([history]: "who won the
Wars of the Roses", while "is it about the Norman Conquest to the Wars of the Roses" is the game's). A question
with a word of the real world ([worldly]: historically, 史実, 亡くなった) or of advice ([advice])
is declined unless its best clause covers worldly_coverage of it, whatever the score: such questions
share a name or two with the rules and little else ("who won the Wars of the Roses in real life"),
while a rule question that uses such a word is covered by its clause ("日時計はどの年に置くのがおすすめ?"). So is a
question about using the program itself ([program]: undo, save the game, 取り消したい): `ask` declines it
with a pointer to `help`. The words of both match nothing in the question that uses them, as [offtopic]
ones ("change the colours" asks about the screen, not about a rule that changes a colour; "where can I
buy an expansion" about a shop, not about Carolingi's expansion point; イギリス in "ランカスターって
イギリスのどのへん?" about Britain, not about the English variant a clause's question calls イギリス式).
Where those words leave no token of their own (おすすめ and どれがいい are kana, "recommend" a filler),
they still count as one concept of average weight that no clause covers (Settings.cue_weight): else
"ランカスターの拡張はどれがおすすめ?" reads as 拡張 alone, which a clause covers in full. A cue inside a
phrase of a rule question ([worldly.rules]: "the best number of players", 何人がベスト) is no cue: Kings &
Castles' rulebook says the game plays best with four. A question asking for advice ([advice]:
strategy, "is it better to", どっちが有利, おすすめ) is held to the higher advice_coverage, since a
rulebook gives little advice ("what's the best tile to play on turn one" is covered 0.75 by the clause
on what a turn is), unless the clause that leads gives the advice itself ([advice.given]: Carolingi's
recommends 834 for the sundial), which then answers it as any rule question (bench_ask.py --unrelated:
+6 declined of dev10's 400, --cv and the other sets unchanged). A cue may hold a gap, '...' ("should i ...
or", どの...べき: which of two plans, which one to take), any few words of one sentence: a question that
weighs two plans shares most of its words with the rule of each (bench_ask.py --unrelated: dev13-tune +8
declined of 240 with table manners moved to [advice], dev10-rel +2; --cv and the other sets unchanged).
(Measured with bench_ask.py --unrelated: 5 more declined, --cv unchanged once "historical" left
[worldly]: "do kings go in historical order" is a rule of Kings & Castles.) Both lists are looked for
in the question as written and with a game's name read as the game: "how much does Kings and Castles
cost" asks what the game costs ([worldly] "does the game cost"), not what a rule of it costs.
In cross-validation of the
clauses' own questions (bench_ask.py --cv) they gained 1-2 points in every game. Measured there
and left out, as no better: BM25F (title, text, keywords and questions as fields, each with its
own length and b), a clause's top 2-3 questions summed instead of its best one, kanji/katakana
trigrams, whole katakana runs, other k1, b, coordination, title and question weights. (The pairs
with hiragana were measured as no better when the clauses had five questions each; with 10-16
they gained about 2 points in --cv, 4-5 among Japanese questions, and none of the check sets moved
by more than a question or two either way.)
(A Japanese morphological analyser was not needed: bigrams plus the synonym table do the job
within the time budget; folding okurigana, 取り除く = 取除く, was measured and gained nothing.)
"""

from __future__ import annotations

import math
import re
import unicodedata
from array import array
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

from referee.scripts import hiragana_of, is_hiragana, is_kanji

# --- scripts --------------------------------------------------------------------------------------

def _is_kana(ch: str) -> bool:
    return "\u3040" <= ch <= "\u30ff" or "\uff66" <= ch <= "\uff9f"


def _is_content(ch: str) -> bool:
    """Kanji, katakana and the long-vowel mark: the characters Japanese bigrams are made of (the
    middle dot ・ separates words: スタートプレイヤー・マーカー is two)."""
    return is_kanji(ch) or ("\u30a0" <= ch <= "\u30ff" and ch not in "\u30a0\u30fb")


def script_lang(text: str) -> str:
    """'ja' when the text holds any kana or kanji, else 'en'."""
    return "ja" if any(_is_kana(ch) or is_kanji(ch) for ch in text) else "en"


def fold(text: str) -> str:
    """How the search compares text, the same for the index and the question: NFKC (full and
    half width), case folded, and Japanese spelling variants made one (kana_fold)."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return text if text.isascii() else kana_fold(text)


# --- Japanese spelling variants -------------------------------------------------------------------

# Loanwords, above all Carolingi's German, French and Latin names, are written in katakana several
# ways (アーキヴィウム/アーキビウム, ウィリアム/ウイリアム, クール=レーティエン/クールレーティエン), and
# players write them as they like. kana_fold makes the usual variants one spelling:
# - ヴ and its small-vowel pairs are the バ row (ヴァ=バ, ヴィ=ビ, ヴ=ブ, ヴェ=ベ, ヴォ=ボ; ヷヸヹヺ too);
# - a small vowel after ウ is full size (ウィリアム=ウイリアム, ウェールズ=ウエールズ);
# - a dash or tilde typed for the long-vowel mark after katakana is ー, and ーー is ー (dropping ー
#   at the end of a word, ミッシー=ミッシ, was measured: it gained 4 Carolingi and KC questions in
#   cross-validation of the clauses' own questions and lost as many Lancaster and Tigris ones, so no);
# - marks that join the parts of a name (・ = ゠) are dropped between katakana;
# - iteration marks are spelt out (ヽヾゝゞ, and 々 after a kanji).
# Hiragana is left alone (it carries the grammar the bigrams leave out), but for counted numbers below.
_VU = {"ヴァ": "バ", "ヴィ": "ビ", "ヴゥ": "ブ", "ヴェ": "ベ", "ヴォ": "ボ", "ヴュ": "ビュ", "ヴ": "ブ",
       "ゔぁ": "ば", "ゔぃ": "び", "ゔぇ": "べ", "ゔぉ": "ぼ", "ゔ": "ぶ",
       "ヷ": "バ", "ヸ": "ビ", "ヹ": "ベ", "ヺ": "ボ", "ウィ": "ウイ", "ウェ": "ウエ", "ウォ": "ウオ"}
_VU_RE = re.compile("|".join(sorted(_VU, key=len, reverse=True)))
_KATA = "\u30a1-\u30fa\u30fd\u30fe"
# joiners between two katakana (the long-vowel mark may stand between them: ファーレン・)
_JOINER_RE = re.compile(f"(?<=[{_KATA}ー])[・=゠](?=[{_KATA}])")
_DASH_RE = re.compile(f"(?<=[{_KATA}])[-‐‑–—―〜~ー]+")
_ITERATION = "ヽヾゝゞ々"
_ANY_VARIANT = re.compile("[ヴゔヷヸヹヺウ・=゠\\-‐‑–—―〜~ー" + _ITERATION + "]")


def _voiced(ch: str) -> str:
    return unicodedata.normalize("NFC", ch + "\u3099")


def _iterate(text: str) -> str:
    out: list[str] = []
    for ch in text:
        prev = out[-1] if out else ""
        if ch in "ヽゝ" and prev and _is_kana(prev):
            out.append(prev)
        elif ch in "ヾゞ" and prev and _is_kana(prev):
            out.append(_voiced(prev))
        elif ch == "々" and prev and is_kanji(prev) and prev != "々":
            out.append(prev)
        else:
            out.append(ch)
    return "".join(out)


# Numbers counted in kana are digits, as the corpus writes them: ひとつ = 1つ, ふたり = 2人; only the
# forms no other word holds (not いっこ or にまい). Kanji numerals with a counter (一つ, 三枚) were
# measured too and left alone: --cv no better, --sets 2 questions worse (一回 is also "once").
_COUNTED = {"ひとつ": "1つ", "ふたつ": "2つ", "みっつ": "3つ", "よっつ": "4つ", "いつつ": "5つ",
            "ひとり": "1人", "ふたり": "2人"}
_COUNTED_RE = re.compile("|".join(_COUNTED))


def kana_fold(text: str) -> str:
    """One spelling for the kana variants of a (NFKC, case folded) text; see above. Idempotent."""
    text = _COUNTED_RE.sub(lambda m: _COUNTED[m.group(0)], text)
    if not _ANY_VARIANT.search(text):
        return text  # most text: one scan instead of four
    if any(ch in _ITERATION for ch in text):
        text = _iterate(text)
    text = _VU_RE.sub(lambda m: _VU[m.group(0)], text)
    text = _JOINER_RE.sub("", text)
    return _DASH_RE.sub("ー", text)


# --- English --------------------------------------------------------------------------------------

STOPWORDS = frozenset("""
a an the and or but of to in on at for with by from as into onto about than then so if
is are was were be been being am it its this that these those there here
i me my mine you your yours we us our they them their he him his she her
do does did done can could would should will shall may might must
what which who whom whose when why how
just also any some very really too go goes
have has had having not don doesn didn isn aren t s
happen happens happened allowed possible able okay ok please anyone someone something thing
anybody somebody anything
many much
""".split())

# Irregular forms players use in questions; every other word goes through the suffix rules.
IRREGULAR = {
    "won": "win", "lost": "lose", "drew": "draw", "drawn": "draw", "gave": "give", "given": "give",
    "took": "take", "taken": "take", "chose": "choose", "chosen": "choose", "built": "build",
    "went": "go", "gone": "go", "came": "come", "ran": "run", "threw": "throw", "thrown": "throw",
    "fought": "fight", "held": "hold", "kept": "keep", "left": "leave", "men": "man",
    "better": "good", "best": "good", "worse": "bad", "worst": "bad",
}

_VOWEL = re.compile(r"[aeiouy]")


_STEMS: dict[str, str] = {}


def stem(word: str) -> str:
    """A light suffix stripper: plurals, -ed, -ing, final -e and -y, doubled consonants. Each word's
    stem is kept once worked out (building the index stems the same few thousand words again and
    again)."""
    found = _STEMS.get(word)
    if found is None:
        found = _STEMS[word] = _stem(word)
    return found


def _stem(word: str) -> str:
    word = IRREGULAR.get(word, word)
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "i"
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and _VOWEL.search(word[:-len(suffix)]):
            word = word[:-len(suffix)]
            if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    elif word.endswith("y") and len(word) > 3:
        word = word[:-1] + "i"
    return word


_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    """ASCII words of a folded text, stemmed, stopwords kept (for phrase matching)."""
    return [stem(w) for w in _WORD.findall(text)]


def tokens_en(text: str) -> list[str]:
    return [stem(w) for w in _WORD.findall(fold(text)) if w not in STOPWORDS]


# --- Japanese -------------------------------------------------------------------------------------

def tokens_ja(text: str) -> list[str]:
    """Bigrams over runs of kanji/katakana (a one-character run stays whole), plus ASCII word stems."""
    text = fold(text)
    out: list[str] = []
    run: list[str] = []

    def flush() -> None:
        if set(run) == {"ー"}:  # the long-vowel mark of a word typed in hiragana (りーだー): no word
            pass
        elif len(run) == 1:
            out.append(run[0])
        else:
            out.extend(run[i] + run[i + 1] for i in range(len(run) - 1))
        run.clear()

    for ch in text:
        if _is_content(ch):
            run.append(ch)
        elif run:
            flush()
    if run:
        flush()
    out.extend(w for w in tokens_en(re.sub(r"[^\x00-\x7f]+", " ", text)))
    return out


def tokens(text: str, lang: str) -> list[str]:
    return tokens_ja(text) if lang == "ja" else tokens_en(text)


# --- side tokens ----------------------------------------------------------------------------------

def side_tokens(text: str, lang: str) -> list[str]:
    """Tokens that count beside the ordinary ones at a low weight (Settings.side_weight), marked '~'
    so that they never meet an ordinary token. English: each pair of adjacent word stems, stopwords
    kept ('~how_mani', '~leader_back'): the word order and the little words the ordinary tokens
    drop. Japanese: each kanji alone ('~城': 城主 and 城 share it, which the bigrams cannot see), and
    each pair of adjacent characters with hiragana in it, the other a kanji, katakana or hiragana
    ('~を置', '~置け', '~ける' of を置ける; '~おけ' of おける; '~スに' of フランスに, not フランスが): the
    verbs, kana and particles the bigrams drop."""
    text = fold(text)
    if lang != "ja":
        ws = words(text)
        return [f"~{a}_{b}" for a, b in zip(ws, ws[1:])]
    return ["~" + ch for ch in text if is_kanji(ch)] + [
        f"~{a}{b}" for a, b in zip(text, text[1:])
        if (is_hiragana(a) or is_hiragana(b)) and _is_japanese(a) and _is_japanese(b)]


def _is_japanese(ch: str) -> bool:
    """Kana or kanji (not a mark, a digit or a Latin letter)."""
    return is_hiragana(ch) or is_kanji(ch) or "\u30a1" <= ch <= "\u30fa" or ch == "ー"


# --- the kind of question -------------------------------------------------------------------------

# What a question asks for: a time, a place, a number, a permission, an outcome... Each clause's own
# questions are tagged the same way, so "when do I get X" is nearer a clause asked "when ..." about X
# than one asked "how many X". The tags count only in matching a clause's own questions (never in the
# share of the question a clause covers, so they cannot keep an unrelated question from being declined).
QUESTION_KINDS = {
    # English: (kind, words that mark it, the next word it needs if any, next words that unmark it)
    "en": (
        ("howmany", ("how",), ("many", "much"), ()), ("how", ("how",), (), ("many", "much")),
        ("when", ("when",), (), ()), ("where", ("where",), (), ()), ("who", ("who", "whom", "whose"), (), ()),
        ("why", ("why",), (), ()), ("which", ("which",), (), ()),
        ("can", ("can", "may", "allowed", "possible"), (), ()),
        ("happen", ("what",), ("happen", "happens", "if"), ()),
        ("define", ("mean", "meaning", "means", "definition", "define", "defined"), (), ()),
    ),
    # Japanese: (kind, substrings that mark it, endings of the question that mark it, longer
    # substrings that do not: どうなる is 'happen', not 'how')
    "ja": (
        ("when", ("いつ",), (), ()), ("where", ("どこ",), (), ()), ("who", ("誰", "だれ"), (), ()),
        ("why", ("なぜ", "どうして"), (), ()), ("howmany", ("何枚", "何点", "いくつ", "何人", "何個", "何回"), (), ()),
        ("how", ("どう",), (), ("どうなる", "どうして")), ("which", ("どれ", "どっち", "どちら"), (), ()),
        ("can", (), ("ける", "せる", "れる", "きる", "てもいい", "ていい", "可能", "られる"), ()),
        ("happen", ("どうなる",), ("たら",), ()),
        ("define", ("って何", "ってなに", "とは", "の意味", "ってどういう", "ってなん"), (), ()),
    ),
}


def question_kinds(text: str, lang: str) -> list[str]:
    """The kinds of a question as tokens of their own ('?when', '?can'), in QUESTION_KINDS order."""
    folded = fold(text).strip()
    if lang == "en":
        ws = _WORD.findall(folded)
        nexts = [(w, ws[i + 1] if i + 1 < len(ws) else "") for i, w in enumerate(ws)]
        return ["?" + kind for kind, marks, then, unless in QUESTION_KINDS["en"]
                if any(w in marks and (not then or nxt in then) and nxt not in unless for w, nxt in nexts)]
    end = folded.rstrip("?!.。 ")
    return ["?" + kind for kind, marks, endings, unless in QUESTION_KINDS.get(lang, ())
            if any(folded.count(m) > sum(folded.count(u) for u in unless if u.startswith(m)) for m in marks)
            or (endings and end.endswith(endings))]


# --- the glossary ---------------------------------------------------------------------------------

class Mention(NamedTuple):
    """A glossary term named in a question, and the words that named it."""

    term: object  # referee.glossary.Term
    text: str


class TermFinder:
    """Finds the game terms a question names: Japanese names as substrings (longest first),
    English names as whole words (stems compared, so 'temples' finds 'temple')."""

    def __init__(self, terms) -> None:
        self.terms = list(terms)
        self._ja: dict[str, list[tuple[str, object]]] = {}
        self._en: dict[tuple[str, ...], object] = {}
        self._en_longest = 1
        for term in self.terms:
            for name in {term.en, term.ja, *term.aliases_en, *term.aliases_ja}:
                folded = fold(name).strip()
                if not folded:
                    continue
                if script_lang(folded) == "ja":
                    self._ja.setdefault(folded[0], []).append((folded, term))
                    continue
                key = tuple(words(folded))
                if not key or (len(key) == 1 and (len(key[0]) < 2 or key[0] in STOPWORDS)):
                    continue  # 'r', 'no', '?': too short or too common to stand for a term in a question
                self._en.setdefault(key, term)
                self._en_longest = max(self._en_longest, len(key))
        for names in self._ja.values():
            names.sort(key=lambda nt: -len(nt[0]))
        by_id = {}
        for term in self.terms:
            by_id.setdefault(term.id, term)
        self._broader = {t: by_id[t.attrs["broader"]] for t in self.terms if t.attrs.get("broader") in by_id}

    def broader(self, term):
        """The wider term a term is a kind of (a priest is a leader), or None."""
        return self._broader.get(term)

    def find(self, question: str) -> list[Mention]:
        text = fold(question)
        return [Mention(term, name) for name, term in [*_substrings(text, self._ja),
                                                        *_word_runs(text, self._en, self._en_longest)]]


def names_of(term, lang: str) -> list[str]:
    return [term.ja, *term.aliases_ja] if lang == "ja" else [term.en, *term.aliases_en]


def expansion(mentions: list[Mention], lang: str) -> list[str]:
    """The names and aliases, in one language, of the terms a question mentions."""
    return [name for m in mentions for name in names_of(m.term, lang)]


# --- synonyms -------------------------------------------------------------------------------------

def _uses(words: tuple, question: str) -> bool:
    """Whether the question uses one of these folded words: ASCII words as whole words, others anywhere."""
    return bool(_used(words, fold(question)))


def _without(words: tuple, text: str) -> str:
    """The folded text without these words (whole words), each with the space after it."""
    return re.sub(r"(?<![a-z0-9])(?:" + "|".join(map(re.escape, words)) + r")(?![a-z0-9]) ?", "", text)


def _used(words: tuple, text: str) -> list[str]:
    """The folded words that the folded text uses: ASCII words as whole words, others anywhere. A
    cue with a gap ("should i ... or", どの...べき: GAP) is used where its parts come in that order
    within one sentence, a few words apart ("should i send my knight early or keep him")."""
    return [w for w in words if (_gapped(w).search(text) if GAP in w else w in text
            and (not w.isascii() or re.search(rf"(?<![a-z0-9]){re.escape(w)}(?![a-z0-9])", text)))]


GAP = "..."  # in a cue, any words of one sentence (… reads as ... once folded)


@cache
def _gapped(cue: str) -> re.Pattern:
    """The pattern of a cue with a gap: its parts in order, ASCII ones as whole words, at most 60
    characters apart and no end of a sentence between them."""
    def part(p: str) -> str:
        return rf"(?<![a-z0-9]){re.escape(p)}(?![a-z0-9])" if p.isascii() else re.escape(p)
    return re.compile(r"[^?!.。？！]{1,60}?".join(part(p.strip()) for p in cue.split(GAP)))


@dataclass(frozen=True)
class Thesaurus:
    """The synonym table (referee/data/synonyms.toml) for the games searched: groups of equivalent
    words per language, glossary aliases that are ordinary words in a question, and filler words."""

    groups: dict            # lang -> list of groups, each a tuple of words or phrases
    ignore: dict            # lang -> frozenset of folded aliases not read as glossary terms
    filler: dict            # lang -> frozenset of tokens left out of a question
    generic: dict = None    # lang -> frozenset of tokens that say little about which rule (game, play)
    offtopic: dict = None   # lang -> frozenset of tokens of questions about other things (buy, price)
    phases: tuple = ()      # (name, clause id prefixes, {lang: words}) of each phase of the game ([phase.*])
    names: tuple = ()       # the games' own names ([names]), folded, longest first: they say which game,
                            # never which rule, and are taken out of a question before it is read
    same: tuple = ()        # (words, the corpus's word for them) of the games searched ([same.<game>]),
                            # folded, longest first: replaced in a question before it is read
    elsewhere: tuple = ()   # the names of other games ([elsewhere]: chess, 将棋, Catan), folded: a
                            # question that names one is about that game's rules, not these
    worldly: tuple = ()     # words of questions about the real world or advice ([worldly]: historically,
                            # 史実, strategy), folded: a clause must cover more of such a question
    program: tuple = ()     # words of questions about using the program itself ([program]: undo, save the
                            # game, 取り消したい), folded: held to the bar of [worldly]; declined, they point to help
    history: tuple = ()     # names of the real history behind the themes ([history]: Wars of the Roses, 1066)
    history_asks: tuple = ()  # and past-tense trivia ([history.asks]: who won the, what year): both, declined
    worldly_rules: tuple = ()  # rule questions that hold a word of [worldly] ([worldly.rules]: "the best
                               # number of players" is 4 in Kings & Castles' rulebook): there it is no cue
    kinds: dict = None         # kind of glossary term -> {lang: the corpus's word for any term of it} ([kind.<game>]:
                               # region -> 地域): the wider name of a term that has no wider term
    readings: dict = None      # the corpus's kanji words by their reading in hiragana (referee/data/readings.toml,
                               # written by tools/readings.py): せんそう -> 戦争
    advice: tuple = ()         # words of questions asking for advice ([advice]: strategy, is it better to, 有利),
                               # folded: like [worldly], and held to the higher bar of advice_coverage
    advice_given: tuple = ()   # words by which a clause gives advice itself ([advice.given]: recommended, 推奨)
    asides: tuple = ()         # the phrases of [filler] ("new here", "kind of"), folded: read as nothing
    fillers: tuple = ()        # the single words of [filler] ("actually", "really"), folded: cue phrases are
                               # also looked for without them ("who actually won the" asks "who won the")

    @classmethod
    def from_data(cls, data: dict, games, general: bool = True) -> Thesaurus:
        groups = {"en": [], "ja": []}
        for section in (("general",) if general else ()) + tuple(games):
            for lang in groups:
                groups[lang] += [tuple(g) for g in data.get(section, {}).get(lang, [])]
        ignore = {lang: frozenset(fold(w) for w in data.get("ignore", {}).get(lang, [])) for lang in groups}
        filler = {lang: frozenset(t for w in data.get("filler", {}).get(lang, []) if " " not in w.strip()
                                  for t in tokens(w, lang)) for lang in groups}
        generic = {lang: frozenset(t for w in data.get("generic", {}).get(lang, []) for t in tokens(w, lang))
                   for lang in groups}
        phases = tuple((name, tuple(p.get("clauses", ())), {lang: tuple(p.get(lang, ())) for lang in groups})
                       for name, p in data.get("phase", {}).items())
        offtopic = {lang: frozenset(t for w in data.get("offtopic", {}).get(lang, []) for t in tokens(w, lang))
                    for lang in groups}
        names = tuple(sorted({fold(w).strip() for lang in groups for w in data.get("names", {}).get(lang, [])} - {""},
                             key=lambda w: (-len(w), w)))
        asides, fillers = (tuple(sorted({fold(w).strip() for lang in groups for w in data.get("filler", {}).get(lang, [])
                                         if (" " in w.strip()) == phrase}, key=lambda w: (-len(w), w)))
                           for phrase in (True, False))
        same = tuple(sorted({(fold(a).strip(), fold(b).strip())
                             for section in (("general",) if general else ()) + tuple(games) for lang in groups
                             for a, b in data.get("same", {}).get(section, {}).get(lang, [])},
                            key=lambda ab: (-len(ab[0]), ab)))
        elsewhere = tuple(sorted({fold(w).strip() for lang in groups
                                  for w in data.get("elsewhere", {}).get(lang, [])} - {""}))
        worldly = tuple(sorted({fold(w).strip() for lang in groups
                                for w in data.get("worldly", {}).get(lang, [])} - {""}))
        program = tuple(sorted({fold(w).strip() for lang in groups
                                for w in data.get("program", {}).get(lang, [])} - {""}))
        history = {key: tuple(sorted({fold(w).strip() for lang in groups for w in words.get(lang, [])} - {""}))
                   for key, words in (("names", data.get("history", {})), ("asks", data.get("history", {}).get("asks", {})))}
        worldly_rules = tuple(sorted({fold(w).strip() for lang in groups
                                      for w in data.get("worldly", {}).get("rules", {}).get(lang, [])} - {""},
                                     key=lambda w: (-len(w), w)))
        kinds = {kind: dict(zip(("en", "ja"), words)) for game in games
                 for kind, words in data.get("kind", {}).get(game, {}).items()}
        advice, given = ({fold(w).strip() for lang in groups for w in table.get(lang, [])} - {""}
                         for table in (data.get("advice", {}), data.get("advice", {}).get("given", {})))
        return cls(groups, ignore, filler, generic, offtopic, phases, names, same, elsewhere,
                   worldly, program, history["names"], history["asks"], worldly_rules,
                   kinds=kinds, advice=tuple(sorted(advice)), advice_given=tuple(sorted(given)), asides=asides,
                   fillers=fillers)

    def _uses(self, words: tuple, question: str) -> bool:
        """Whether the question uses one of these words of [worldly] or [program], as written or with the
        name of a game read as the game itself: "how much does Kings and Castles cost" asks what the game
        costs ("does the game cost"), not what a rule of Kings & Castles costs."""
        return any(_used(words, text) for text in self._cue_texts(question))

    def _cue_texts(self, question: str) -> tuple[str, ...]:
        """The question (folded) as written and with each game's name read as the game, each also without
        the words of [filler], and without the rule questions' phrases that hold a cue word ([worldly.rules])."""
        texts = (fold(question), self.as_the_game(question))
        if self.fillers and any(f in texts[0] for f in self.fillers):
            texts += tuple(_without(self.fillers, t) for t in texts)
        if not any(r in t for r in self.worldly_rules for t in texts):
            return texts
        return tuple(_replace(t, dict.fromkeys(self.worldly_rules, " ")) for t in texts)

    def as_the_game(self, question: str) -> str:
        """The question (folded) with each name of a game ([names]) read as "the game" (このゲーム)."""
        return _replace(fold(question), {n: ("the game" if n.isascii() else "このゲーム") for n in self.names})

    def names_worldly(self, question: str, clause=None) -> bool:
        """Whether the question uses a word of questions about the real world ([worldly]), about using the
        program ([program]) or asking for advice ([advice]) that this clause does not give: all are held
        to worldly_coverage."""
        return (self._uses(self.worldly, question) or self.names_program(question)
                or (self.asks_advice(question) and not (clause is not None and self.gives_advice(clause))))

    def asks_advice(self, question: str) -> bool:
        """Whether the question asks for advice ([advice]: strategy, "is it better to", どっちが有利)."""
        return self._uses(self.advice, question)

    def gives_advice(self, clause) -> bool:
        """Whether a clause gives advice itself: its text uses a word of [advice.given] (recommended, 推奨)."""
        return any(_used(self.advice_given, fold(clause.text(lang))) for lang in ("en", "ja"))

    def asks_history(self, question: str) -> bool:
        """Whether the question asks about the real history behind a theme: it names it ([history]) and asks
        as trivia does, in the past tense ([history.asks]: "who won the Wars of the Roses")."""
        return _uses(self.history, question) and self._uses(self.history_asks, question)

    def declined_as(self, question: str) -> str:
        """What a declined question is about, when a word of it says: 'program' (using the program
        itself, [program]), 'other' (another game, real history, the everyday world or advice:
        [elsewhere], [history], [worldly]), else ''."""
        if self.names_program(question):
            return "program"
        if (self.names_elsewhere(question) or self.asks_history(question) or self._uses(self.worldly, question)
                or self.asks_advice(question)):
            return "other"
        return ""

    def aside_tokens(self, question: str, lang: str) -> frozenset:
        """The tokens of the words about the program or the real world ([program], [worldly]) the question
        uses: "change the colours" asks about the screen, not about a rule that changes a colour, and
        "where can I buy an expansion" about a shop, not about Carolingi's expansion point, so they are
        no evidence of a rule (イギリス is a word of a clause's question, イギリス式ヴァリアント, and no
        rule of Britain)."""
        cues = self.program + self.worldly + self.advice
        used = {w for text in self._cue_texts(question) for w in _used(cues, text)}
        return frozenset(t for w in used for t in tokens(w, lang))

    def names_program(self, question: str) -> bool:
        """Whether the question uses a word of questions about using the program itself ([program])."""
        return self._uses(self.program, question)

    def names_elsewhere(self, question: str) -> bool:
        """Whether the question names another game ([elsewhere]): ASCII names as whole words, a
        katakana name as a whole katakana word (チェス is not the チェス of ウィンチェスター), others anywhere."""
        text = fold(question)
        # only the names found as substrings go into the regex: compiling one of every name costs
        # milliseconds, and a name that is not a substring cannot match
        present = tuple(name for name in self.elsewhere if name in text)
        if not present:
            return False

        def edge(ch: str) -> str:  # the characters that may not touch a name at this end
            return "a-z0-9" if ch.isascii() else (f"{_KATA}ー" if _is_content(ch) and not is_kanji(ch) else "")

        alts = []
        for name in present:
            before, after = edge(name[0]), edge(name[-1])
            alts.append((f"(?<![{before}])" if before else "") + re.escape(name)
                        + (f"(?![{after}])" if after else ""))
        return re.search("|".join(alts), text) is not None

    def as_read(self, question: str) -> str:
        """The question as the search reads it (folded): without the names of the games ("in
        Lancaster, ...", チグリスで...), and with the corpus's word for a longer name of a thing
        ([same.<game>]: 王国タイル is a タイル, not a 王国 and a タイル); ASCII words as whole words,
        others anywhere. A question that names its game is about the same rule as one that does not."""
        return _replace(fold(question), _replacements(self.names + self.asides, self.same))


def _replace(text: str, by: dict[str, str]) -> str:
    """The text with each name in by replaced by its word: ASCII names as whole words, others anywhere."""
    # one regex of the ASCII names found in the text as substrings (longest first, whole words):
    # a regex of every name would cost milliseconds to compile, and one not found cannot match
    present = [n for n in by if n.isascii() and n in text]
    if present:
        present.sort(key=lambda n: (-len(n), n))
        pattern = r"(?<![a-z0-9])(?:" + "|".join(map(re.escape, present)) + r")(?![a-z0-9])"
        text = re.sub(pattern, lambda m: by[m.group(0)], text)
    for name, word in by.items():
        if not name.isascii():
            text = text.replace(name, word.strip() or " ")
    return text


_REPLACEMENTS: dict = {}


def _replacements(names: tuple, same: tuple) -> dict[str, str]:
    """What each game name (nothing) and longer name of a thing (the corpus's word) becomes."""
    key = (names, same)
    if key not in _REPLACEMENTS:
        _REPLACEMENTS[key] = {n: " " for n in names} | {a: f" {b} " for a, b in same}
    return _REPLACEMENTS[key]


def _substrings(text: str, by_first: dict[str, list[tuple[str, Any]]]) -> list[tuple[str, Any]]:
    """(name, value) for each name of `by_first` (names by their first character, longest first) found
    in `text` as a substring, scanning left to right without overlaps: how Japanese names are found."""
    found = []
    i = 0
    while i < len(text):
        for name, value in by_first.get(text[i], ()):
            if text.startswith(name, i):
                found.append((name, value))
                i += len(name)
                break
        else:
            i += 1
    return found


def _word_runs(text: str, by_words: dict[tuple[str, ...], Any], longest: int) -> list[tuple[str, Any]]:
    """(the words as written, value) for each run of whole words (stems compared) that `by_words`
    names, the longest run first, without overlaps: how English names are found."""
    raw = _WORD.findall(text)
    ws = [stem(w) for w in raw]
    found = []
    i = 0
    while i < len(ws):
        for n in range(min(longest, len(ws) - i), 0, -1):
            value = by_words.get(tuple(ws[i:i + n]))
            if value is not None:
                found.append((" ".join(raw[i:i + n]), value))
                i += n
                break
        else:
            i += 1
    return found


class SynonymFinder:
    """Finds the words of synonym groups in a question: Japanese as substrings (longest first, no
    overlaps), English as whole words (stems compared)."""

    def __init__(self, thesaurus: Thesaurus) -> None:
        self._ja: dict[str, list[tuple[str, tuple]]] = {}
        for group in thesaurus.groups["ja"]:
            for word in group:
                folded = fold(word)
                if folded:
                    self._ja.setdefault(folded[0], []).append((folded, group))
        for found in self._ja.values():
            found.sort(key=lambda wg: -len(wg[0]))
        self._en: dict[tuple[str, ...], tuple] = {}
        self._longest = 1
        for group in thesaurus.groups["en"]:
            for word in group:
                key = tuple(words(fold(word)))
                if key and not (len(key) == 1 and key[0] in STOPWORDS):  # 'go' is no synonym of anything
                    self._en.setdefault(key, group)
                    self._longest = max(self._longest, len(key))

    def find(self, question: str, lang: str) -> list[tuple[str, tuple]]:
        """(the words of the question, their group) for each group word the question uses."""
        text = fold(question)
        if lang == "ja":
            return _substrings(text, self._ja)
        return _word_runs(text, self._en, self._longest)


class PhaseFinder:
    """Finds the phase of the game a question is about ("at the start", 準備), from the words of
    each phase in the synonym table ([phase.*]): Japanese as substrings, English as whole words."""

    def __init__(self, thesaurus: Thesaurus) -> None:
        self.prefixes = {name: prefixes for name, prefixes, _w in thesaurus.phases}
        self._ja: dict[str, list[tuple[str, str]]] = {}
        self._en: dict[tuple[str, ...], str] = {}
        self._longest = 1
        for name, _areas, by_lang in thesaurus.phases:
            for word in by_lang.get("ja", ()):
                folded = fold(word)
                if folded:
                    self._ja.setdefault(folded[0], []).append((folded, name))
            for word in by_lang.get("en", ()):
                key = tuple(words(fold(word)))
                if key:
                    self._en.setdefault(key, name)
                    self._longest = max(self._longest, len(key))
        for found in self._ja.values():
            found.sort(key=lambda wn: -len(wn[0]))

    def find(self, question: str, lang: str) -> set[str]:
        """The names of the phases the question's words speak of."""
        text = fold(question)
        found = _substrings(text, self._ja) if lang == "ja" else _word_runs(text, self._en, self._longest)
        return {name for _w, name in found}


# --- BM25 -----------------------------------------------------------------------------------------

@dataclass
class Settings:
    """Retrieval knobs. The defaults were chosen on the golden questions (bench/bench_ask.py --grid)
    from a broad plateau; b is the usual BM25 value. k1 is above the usual 1.2: in cross-validation
    of the clauses' own questions (--cv) the ranking rose in every game up to k1 = 3 (a word the
    clause repeats, in its title above all, counts more); but scores grow with k1, and past 1.6
    the thresholds of abstention (weak_score) would have to move with it: at 2.0 no weak_score
    both declined every unrelated question of the tuning sets and answered a short borderline
    one (オーヴェルニュの隣は?)."""

    k1: float = 1.6
    b: float = 0.75
    title_weight: int = 3          # the title's tokens count this many times
    keyword_weight: int = 1        # and the keywords' tokens this many times
    question_weight: int = 1       # and the tokens of the questions the clause answers
    synonym_weight: float = 0.8    # a synonym (referee/data/synonyms.toml) of a word of the question
    question_match: float = 0.3    # the best match among a clause's own questions, added at this weight
    expansion_weight: float = 0.3  # an alias of a term the question mentions
    canonical_weight: float = 0.8  # the term's own name in the question's language
    coordination: float = 0.5      # scores are multiplied by coverage ** coordination
    generic_weight: float = 0.3    # a generic word of the question ("game", "play") counts this much,
                                   # in the score and in the coverage
    side_weight: float = 0.4       # the side tokens (side_tokens: English word pairs, Japanese single
                                   # kanji and pairs with hiragana) count this much, in the ranking
                                   # only; 0 leaves them out
    min_coverage: float = 0.3      # below this share of the question matched, ask abstains
    min_score: float = 1.5         # and below this score too
    weak_coverage: float = 0.6     # and when both the share matched is below this
    weak_score: float = 4.0        # and the score below this (one ordinary word matched, the rest unknown)
    worldly_coverage: float = 0.7  # and a question with a word of the real world or advice ([worldly]),
                                   # or of using the program ([program]),
                                   # below this share, whatever the score
    advice_coverage: float = 0.85  # and a question asking for advice ([advice]) below this share, unless the
                                   # clause gives the advice itself ([advice.given]): a rulebook gives little
    cue_weight: float = 1.0        # where those words leave no token of their own (おすすめ, "recommend"),
                                   # they count as this many concepts of average weight that no clause covers
    phase_weight: float = 0.4      # a question about a phase ("at the start"): other clauses count this much
    kind_weight: float = 1.0       # the kind of question (when, where, how many, can...: QUESTION_KINDS)
                                   # in matching a clause's own questions; 0 leaves it out
    option_weight: float = 0.6     # a clause of another value of one of the game's options
                                   # (Clause.option: length=short in a full game) counts this much, in
                                   # the ranking only, unless the question names that value (短縮版)


class BM25:
    """Okapi BM25 over token lists, with Lucene's idf log(1 + (N - n + 0.5) / (n + 0.5)). The
    postings of a term are one flat run of unsigned ints (document, tf, document, tf...) kept as
    bytes, the documents' length norms one array of doubles, and the idf is worked out when asked:
    the index is unpickled for every `ask`, and the fewer objects, the faster."""

    def __init__(self, docs: list[list[str]], k1: float = 1.2, b: float = 0.75):
        self.n = len(docs)
        self.k1, self.b = k1, b
        lengths = [len(d) for d in docs]
        self.avgdl = (sum(lengths) / self.n) if self.n else 0.0
        postings: dict[str, list[int]] = {}
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                postings.setdefault(term, []).extend((i, tf))
        self.postings: dict[str, bytes] = {t: array("I", p).tobytes() for t, p in postings.items()}
        self.norm = array("d", (k1 * (1 - b + b * (dl / self.avgdl if self.avgdl else 0)) for dl in lengths))

    def term_scores(self, term: str) -> dict[int, float]:
        """The BM25 contribution of one term to each document that holds it."""
        postings = self.postings.get(term)
        if not postings:
            return {}
        idf, k1, norm = self.idf_of(term), self.k1, self.norm
        it = iter(memoryview(postings).cast("I"))
        return {i: idf * tf * (k1 + 1) / (tf + norm[i]) for i, tf in zip(it, it)}

    def idf_of(self, term: str) -> float:
        n = len(self.postings.get(term, b"")) // _PAIR
        return math.log(1 + (self.n - n + 0.5) / (n + 0.5))


_PAIR = 2 * array("I").itemsize  # the bytes of one (document, tf) in a posting


class Indexes(NamedTuple):
    """The indexes of one language: the clauses, and the clauses' own questions (each a document,
    `owner` its clause), over the ordinary tokens and over the side tokens."""

    clauses: BM25
    owner: list[int]
    questions: BM25
    side: BM25
    side_questions: BM25


class Hit(NamedTuple):
    clause: object  # referee.rules.corpus.Clause
    score: float
    coverage: float  # share of the question's own weight (idf) that the clause matches
    # (score, coverage) on which `ask` decides to abstain, when not this hit's own: those of the
    # clause that leads on the concepts alone, side tokens left out (set on the first hit)
    evidence: tuple[float, float] | None = None
    worldly: bool = False  # the question uses a word of the real world, advice or the program ([worldly],
                           # [program]; on the first hit)
    advice: bool = False   # the question asks for advice ([advice]) and the clause that leads gives none


class Searcher:
    """BM25 indexes (one per language) over the clauses of one or more games, with their glossaries."""

    def __init__(self, clauses: list, terms: list, settings: Settings | None = None,
                 thesaurus: Thesaurus | None = None, options: dict[str, str] | None = None):
        self.settings = settings or Settings()
        self.options = dict(options or {})  # the option values of the rulebooks' main text (Corpus.options)
        self.clauses = list(clauses)
        self.finder = TermFinder(terms)
        self.thesaurus = thesaurus or Thesaurus({"en": [], "ja": []}, {"en": frozenset(), "ja": frozenset()},
                                                {"en": frozenset(), "ja": frozenset()})
        self.synonyms = SynonymFinder(self.thesaurus)
        self.phases = PhaseFinder(self.thesaurus)
        self.spellings = spellings(self.clauses, self.finder.terms, self.thesaurus.readings or {})
        self._langs: dict[str, Indexes | bytes] = {lang: self._indexes(lang) for lang in ("en", "ja")}

    def _indexes(self, lang: str) -> Indexes:
        k1, b = self.settings.k1, self.settings.b
        questions = [q for c in self.clauses for q in c.questions(lang)]
        return Indexes(
            clauses=BM25([self._doc(c, lang) for c in self.clauses], k1, b),
            # The questions of every clause, each a document of its own: a question asked much as one
            # of them is written adds that match (the best of the clause's questions) to the clause's score.
            owner=[i for i, c in enumerate(self.clauses) for _q in c.questions(lang)],
            questions=BM25([self._tokens(q, lang) + self._kinds(q, lang) for q in questions] or [[]], k1, b),
            # The side tokens in indexes of their own, the same documents (clauses, their questions), so
            # that they leave the lengths, and so the ranking, of the ordinary tokens as they were.
            side=BM25([self._doc(c, lang, self._side) for c in self.clauses], k1, b),
            side_questions=BM25([self._side(q, lang) for q in questions] or [[]], k1, b))

    def indexes(self, lang: str) -> Indexes:
        """The indexes of one language. Pickled (in the user's cache), each language is a blob of its
        own, unpickled when a question in that language first comes: half the loading of `ask`."""
        got = self._langs[lang]
        if isinstance(got, bytes):
            from referee.rules.cache import unpickle

            got = self._langs[lang] = unpickle(got)
        return got

    def __getstate__(self) -> dict:
        import pickle

        state = dict(self.__dict__)
        state["_langs"] = {lang: v if isinstance(v, bytes) else pickle.dumps(v, pickle.HIGHEST_PROTOCOL)
                           for lang, v in self._langs.items()}
        return state

    def _doc(self, clause, lang: str, tokenize=None) -> list[str]:
        toks = tokenize or self._tokens
        title = toks(clause.title(lang), lang)
        body = toks(clause.text(lang), lang)
        keywords = [t for k in clause.keywords(lang) for t in toks(k, lang)]
        questions = [t for q in clause.questions(lang) for t in toks(q, lang)]
        return (title * self.settings.title_weight + body + keywords * self.settings.keyword_weight
                + questions * self.settings.question_weight)

    def _kinds(self, text: str, lang: str) -> list[str]:
        return question_kinds(text, lang) if self.settings.kind_weight else []

    def _tokens(self, text: str, lang: str) -> list[str]:
        return tokens(text, lang)

    def _side(self, text: str, lang: str) -> list[str]:
        return side_tokens(text, lang) if self.settings.side_weight else []

    def concepts(self, question: str, lang: str) -> list[list[tuple[float, list[str]]]]:
        """The question as concepts, each a list of alternatives (weight, tokens): a term the
        question mentions is one concept whose alternatives are its words in the question and its
        names and aliases; every other token of the question is a concept of its own."""
        concepts: list[list[tuple[float, list[str]]]] = []
        terms: list[tuple[set, list]] = []  # (tokens, concept) of each glossary term named
        mentioned: set[str] = set()
        ignore = self.thesaurus.ignore[lang]
        named: dict[str, list] = {}  # the concept of each term read
        for m in self.finder.find(question):
            if m.term.kind == "word" or fold(m.text) in ignore:
                continue  # an answer word or a typing alias ("yes", "keep"): an ordinary word here
            own = self._tokens(m.text, lang)
            if m.term.id in named:  # named twice (場所 and どこ, 城 and キャッスル): one concept
                if own and all(toks != own for _w, toks in named[m.term.id]):
                    named[m.term.id].append((1.0, own))
                mentioned.update(own)
                continue
            mentioned.update(own)
            alternatives = [(1.0, own)] if own else []
            wider = self.finder.broader(m.term)
            canonical = m.term.ja if lang == "ja" else m.term.en
            kind = (self.thesaurus.kinds or {}).get(m.term.kind, {}).get(lang) if wider is None else None
            names = (expansion([m], lang) + (names_of(wider, lang) if wider is not None else [])
                     + ([kind] if kind else []))
            for name in names:
                toks = self._tokens(name, lang)
                if toks and toks != own:
                    weight = self.settings.canonical_weight if name == canonical else self.settings.expansion_weight
                    alternatives.append((weight, toks))
            if alternatives:
                alternatives = Named(alternatives)
                concepts.append(alternatives)
                terms.append((set(own), alternatives))
                named[m.term.id] = alternatives
        for text, group in self.synonyms.find(question, lang):
            own = self._tokens(text, lang)
            if own and set(own) <= mentioned:
                # Already read as glossary terms, unless the phrase spans several of them: "red
                # tiles" (red, tiles) is one thing, a temple.
                spanned = [alts for toks, alts in terms if toks and toks <= set(own)]
                if len(spanned) < 2 or set().union(*(t for t, a in terms if a in spanned)) != set(own):
                    continue
                concepts = [c for c in concepts if all(c is not a for a in spanned)]
            mentioned.update(own)
            alternatives = [(1.0, own)] if own else []
            for word in group:
                toks = self._tokens(word, lang)
                if toks and toks != own:
                    alternatives.append((self.settings.synonym_weight, toks))
            if alternatives:
                concepts.append(alternatives)
        filler = self.thesaurus.filler[lang]
        for t in dict.fromkeys(self._tokens(question, lang)):
            if t not in mentioned and t not in filler and not self._seam(t, mentioned, question, lang):
                concepts.append([(1.0, [t])])
        return concepts

    def _seam(self, token: str, mentioned: set[str], question: str, lang: str) -> bool:
        """Whether a Japanese bigram of two kanji is only the seam between a term or synonym the question
        names and the kanji right before or after it, with no particle between (今課 of 今課税, 回出 of 何回出る):
        no clause holds it, so it would match nothing and count as a part of the question that no rule
        covers, and a plain question (今課税できる?) would be declined. (Measured with bench_ask.py, with
        the filler 今: --cv no game lower; --sets one question asked with no game, 3枚交換, went to
        Carolingi, whose clauses do not hold 枚交 as Tigris's do.)"""
        if lang != "ja" or len(token) != 2 or not all(map(is_kanji, token)) \
                or token in self.indexes(lang).clauses.postings:
            return False  # katakana runs on inside a loanword: キングズ is no キング and a ズ
        text = fold(question)
        return any(len(m) == 2 and ((m[0] == token[1] and token + m[1] in text)
                                    or (m[1] == token[0] and m[0] + token in text)) for m in mentioned)

    def _damping(self, alternatives, lang: str) -> float:
        """generic_weight for a concept that is a generic word of the question (its own tokens all
        generic: "game", "play", "rule"), else 1."""
        generic = (self.thesaurus.generic or {}).get(lang, frozenset())
        own = alternatives[0][1]
        return self.settings.generic_weight if own and all(t in generic for t in own) else 1.0

    def _offtopic(self, alternatives, lang: str, aside: frozenset = frozenset()) -> bool:
        """Whether a concept is a word of questions about other things than the rules ("buy",
        "price"), or of the question's own words about the program or the real world (aside: Thesaurus.aside_tokens):
        it matches no clause but still counts in the share of the question to be covered."""
        offtopic = (self.thesaurus.offtopic or {}).get(lang, frozenset())
        own = alternatives[0][1]
        return bool(own) and all(t in offtopic or t in aside for t in own)

    def abstains(self, hits: list[Hit]) -> bool:
        """Whether the best hit is too weak to answer with: the question is not about these rules."""
        st = self.settings
        if not hits:
            return True
        score, coverage = hits[0].evidence or (hits[0].score, hits[0].coverage)
        return (coverage < st.min_coverage or score < st.min_score
                or (coverage < st.weak_coverage and score < st.weak_score)
                or (hits[0].worldly and coverage < st.worldly_coverage)
                or (hits[0].advice and coverage < st.advice_coverage))

    def _question_scores(self, concepts, side: list[str], lang: str,
                         aside: frozenset = frozenset()) -> tuple[dict[int, float], dict[int, float]]:
        """For each clause, the BM25 score of the best of its questions against this question (the
        same concepts, each counted by its best alternative), without the side tokens and with them."""
        indexes = self.indexes(lang)
        index, owner = indexes.questions, indexes.owner
        docs: dict[int, float] = {}
        extra: dict[int, float] = {}
        covered: dict[int, float] = {}
        total = 0.0
        for t in side:
            for d, v in indexes.side_questions.term_scores(t).items():
                extra[d] = extra.get(d, 0.0) + self.settings.side_weight * v
        for alternatives in concepts:
            best = {} if self._offtopic(alternatives, lang, aside) else _best_alternative(alternatives, index.term_scores)
            damping = self._damping(alternatives, lang)
            weight = damping * max(indexes.clauses.idf_of(t) for _w, toks in alternatives for t in toks)
            total += weight
            for d, v in best.items():
                docs[d] = docs.get(d, 0.0) + damping * v
                covered[d] = covered.get(d, 0.0) + weight
        plain: dict[int, float] = {}
        with_side: dict[int, float] = {}
        for d, v in docs.items():
            share = covered[d] / total if total else 0.0  # a question matched in full counts in full
            i = owner[d]
            if v * share > plain.get(i, 0.0):
                plain[i] = v * share
            v = (v + extra.get(d, 0.0)) * share
            if v > with_side.get(i, 0.0):
                with_side[i] = v
        return plain, with_side

    def _options_asked(self, question: str, options: dict[str, str] | None) -> dict[str, str] | None:
        """The game's options as the question takes them: a value of an option that the question names
        through the glossary (短縮版, "the short game": the word term 'short'), and no other value of
        it, is the one asked about, whatever the game being played has; a question that names several
        values of an option (短縮版でも完全版と同じく...) holds none of them back."""
        if not options:
            return options
        values: dict[str, set[str]] = {}
        for c in self.clauses:
            if c.option:
                key, _sep, value = c.option.partition("=")
                values.setdefault(key, set()).add(value)
        if not values:
            return options
        named = {m.term.id for m in self.finder.find(question) if m.term.kind == "word"}
        asked = dict(options)
        for key, vs in values.items():
            said = vs & named
            if len(said) == 1:
                asked[key] = said.pop()
            elif said:
                asked.pop(key, None)
        return asked

    def search(self, question: str, lang: str, limit: int = 10, options: dict[str, str] | None = None) -> list[Hit]:
        """Clauses ranked by the sum over the question's concepts of each concept's best alternative.
        Asked in a game, `options` are its options (defaults filled in); elsewhere (None), the values the
        rulebooks' main text describes (self.options). A clause that holds only for another value of one
        of them ranks lower (Settings.option_weight), never the decision to abstain."""
        index = self.indexes(lang).clauses
        scores = [0.0] * len(self.clauses)
        covered = [0.0] * len(self.clauses)
        total = 0.0
        cache: dict[str, dict[int, float]] = {}

        def term_scores(t: str) -> dict[int, float]:
            if t not in cache:
                cache[t] = index.term_scores(t)
            return cache[t]

        if self.thesaurus.names_elsewhere(question) or self.thesaurus.asks_history(question):
            return []  # about another game's rules, or about real history: declined
        aside = self.thesaurus.aside_tokens(question, lang)
        as_typed = question
        worldly = self.thesaurus.names_worldly(question)  # before [same] reads "save this game" as "app"
        asks_advice = self.thesaurus.asks_advice(question)
        question = self.thesaurus.as_read(question)
        if lang == "ja":
            read = question
            question = as_spelt(question, self.spellings)
            if question != read:
                # a word of the real world typed in hiragana that the corpus spells too (いぎりす, read as
                # イギリス) is that word: it asks about the world and is no evidence of a rule
                aside |= self.thesaurus.aside_tokens(question, lang)
                worldly = worldly or self.thesaurus.names_worldly(question)
        concepts = self.concepts(question, lang)
        single: dict[str, tuple[float, dict[int, float]]] = {}  # a token that is a concept alone
        unmatched = False  # a concept of the question that no clause may match ([offtopic], or its cue words)
        for alternatives in concepts:
            offtopic = self._offtopic(alternatives, lang, aside)
            unmatched |= offtopic
            best = {} if offtopic else _best_alternative(alternatives, term_scores)
            damping = self._damping(alternatives, lang)
            weight = damping * max(index.idf_of(t) for _w, toks in alternatives for t in toks)
            total += weight
            if len(alternatives) == 1 and len(alternatives[0][1]) == 1:
                single[alternatives[0][1][0]] = (weight, best)
            for i, v in best.items():
                scores[i] += damping * v
                covered[i] += weight
        if worldly and not unmatched and concepts:
            # the words that ask about the world or the program left no token ("どれがおすすめ", "recommend"
            # is a filler): they still are a part of the question that no rule covers, of average weight
            total += self.settings.cue_weight * total / len(concepts)
        side = list(dict.fromkeys(self._side(question, lang)))
        bonus = [0.0] * len(self.clauses)  # what the side tokens add: never in the coverage
        for t in side:
            for i, v in self.indexes(lang).side.term_scores(t).items():
                bonus[i] += self.settings.side_weight * v
        if self.settings.question_match:
            kinds = [[(self.settings.kind_weight, [k])] for k in self._kinds(question, lang)]
            asked, with_side = self._question_scores(concepts + kinds, side, lang, aside)
            for i, v in asked.items():
                scores[i] += self.settings.question_match * v
            for i, v in with_side.items():
                bonus[i] += self.settings.question_match * (v - asked.get(i, 0.0))
        phases = self.phases.find(question, lang)
        phased = [1.0] * len(self.clauses)
        if phases and self.settings.phase_weight != 1:
            prefixes = tuple(x for p in phases for x in self.phases.prefixes[p])
            for i, clause in enumerate(self.clauses):
                if not clause.id.split(".", 1)[1].startswith(prefixes):
                    phased[i] = self.settings.phase_weight
                    scores[i] *= self.settings.phase_weight
                    bonus[i] *= self.settings.phase_weight
        options = self._options_asked(as_typed, self.options if options is None else options)
        hits = []
        lead = (0.0, 0.0, -1)  # the best (score, coverage, clause) on the concepts alone
        other = False  # a clause of another option value of the game was ranked lower
        for i, score in enumerate(scores):
            if score > 0:
                coverage = covered[i] / total if total else 0.0
                factor = coverage ** self.settings.coordination
                held = 1.0 if self.clauses[i].applies(options) else self.settings.option_weight
                other |= held != 1.0
                hits.append(Hit(self.clauses[i], (score + bonus[i]) * factor * held, coverage))
                lead = max(lead, (score * factor, coverage, i))
        hits.sort(key=lambda h: -h.score)
        if hits:
            i = lead[2]
            evidence = lead[:2] if any(bonus) or other else None
            fragments = _fragments(question, self.clauses[i], single, i) if lang == "ja" else []
            if fragments:
                # bigrams of a loanword that the clause holds only inside another word (ポーカー's
                # ーカ in マーカー) are no evidence that the question is about this clause
                kept = covered[i] - sum(single[t][0] for t in fragments)
                coverage = kept / total if total else 0.0
                score = scores[i] - phased[i] * sum(single[t][1][i] for t in fragments)
                evidence = (max(score, 0.0) * coverage ** self.settings.coordination, coverage)
            # advice asked for is no cue when the clause that leads gives it (Carolingi's sundial: 834)
            given = asks_advice and self.thesaurus.gives_advice(self.clauses[i])
            hits[0] = hits[0]._replace(evidence=evidence, advice=asks_advice and not given,
                                       worldly=self.thesaurus.names_worldly(as_typed, self.clauses[i]) if given else worldly)
        return hits[:limit]


# --- words spelt in hiragana -----------------------------------------------------------------------

def spellings(clauses, terms, readings: dict[str, str]) -> dict[str, str]:
    """The corpus's words by their spelling in hiragana, as a player who does not switch the input to
    katakana or kanji types them, longest first: the katakana words of the corpus and the glossary
    (three letters or more: りーだー, たいる), each one whose hiragana no Japanese text of the corpus
    holds (ないと is a word of its own, so ナイト is left out), and the kanji words by their readings
    (せんそう, しゅうらく: Thesaurus.readings)."""
    texts = [fold(t) for c in clauses for t in (c.title("ja"), c.text("ja"), *c.keywords("ja"), *c.questions("ja"))]
    texts += [fold(n) for t in terms for n in (t.ja, *t.aliases_ja)]
    native = "\n".join(texts)
    words_ = {w for t in texts for w in _LOANWORD.findall(t) if len(w) >= 3 and w[0] not in _NO_START}
    found = dict(readings)
    found.update({h: w for w in words_ if (h := hiragana_of(w)) != w and h not in native})
    return dict(sorted(found.items(), key=lambda hw: (-len(hw[0]), hw[0])))


def as_spelt(question: str, by_hiragana: dict[str, str]) -> str:
    """The (folded) question with the corpus's words it spells in hiragana as the corpus spells them."""
    if not by_hiragana or not any("\u3041" <= ch <= "\u3096" for ch in question):
        return question
    return _replace(question, by_hiragana)


_LOANWORD = re.compile(f"[{_KATA}ー]{{2,}}")
_NO_START = "ーァィゥェォッャュョヮヵヶ"  # no word starts with these: ーカー, ッシュ are pieces of words


def _fragments(question: str, clause, single: dict, i: int) -> list[str]:
    """The bigrams of the question's katakana words (loanwords) that clause i matches only as pieces
    of other words. A bigram is a word the two share when it lies in the whole question word found
    inside a katakana word of the clause, or in a piece both hold of at least three letters that
    starts as a word can (not with the long-vowel mark or a small kana): プレイヤー of プレイヤーボード
    and スタートプレイヤー, ボード of ボード上. ポーカー's ーカー in マーカー, フラッシュ's フラ in フランス
    and its ッシュ in イングリッシュ are not: none is the word the question asks about."""
    words_ = _LOANWORD.findall(question)
    if not words_:
        return []
    text = fold(" ".join((clause.title("ja"), clause.text("ja"), *clause.keywords("ja"), *clause.questions("ja"))))
    theirs = " ".join(set(_LOANWORD.findall(text)))
    out: list[str] = []
    for word in words_:
        if word in theirs:
            continue
        held = [False] * len(word)
        for a in range(len(word)):
            for b in range(len(word), a + 1, -1):
                piece = word[a:b]
                if len(piece) < 3:
                    break
                if piece[0] in _NO_START:
                    continue
                if piece in theirs:
                    held[a:b] = [True] * (b - a)
                    break
        for k in range(len(word) - 1):
            t = word[k:k + 2]
            if not (held[k] and held[k + 1]) and t in single and i in single[t][1] and t not in out:
                out.append(t)
    return out


class Named(list):
    """The alternatives of a concept that is a glossary term the question names: its words too count
    only where all of them are found (外部紛争 is not 内部紛争 for sharing 部紛 and 紛争)."""


def _best_alternative(alternatives, term_scores) -> dict[int, float]:
    """For one concept of a question, each document's score by the best of the concept's names
    (weighted token lists). Another name than the first counts only where all of it is found:
    内部紛争 is not half of 外部紛争."""
    best: dict[int, float] = {}
    for n, (weight, toks) in enumerate(alternatives):
        summed: dict[int, float] = {}
        held: dict[int, int] = {}
        for t in toks:
            for d, v in term_scores(t).items():
                summed[d] = summed.get(d, 0.0) + weight * v
                held[d] = held.get(d, 0) + 1
        whole = len(set(toks))
        for d, v in summed.items():
            if (n or isinstance(alternatives, Named)) and held[d] < whole:
                continue
            if v > best.get(d, 0.0):
                best[d] = v
    return best
