"""The Japanese spelling variants the search reads as one (referee.rules.search.kana_fold, through fold):
the same for the indexed clauses and the question."""

import pytest

from referee.rules.search import fold, kana_fold, tokens_ja


@pytest.mark.parametrize("a, b", [
    ("アーキヴィウム", "アーキビウム"),                 # ヴィ is ビ
    ("ヴァリアント", "バリアント"),
    ("シュヴァーベン", "シュバーベン"),
    ("ヴォ", "ボ"), ("ヴェ", "ベ"), ("ヴ", "ブ"), ("ヸ", "ビ"),
    ("ウィリアム", "ウイリアム"),                       # a small vowel after ウ is full size
    ("ウェールズ", "ウエールズ"),
    ("クール=レーティエン", "クールレーティエン"),       # joiners inside a name are dropped
    ("クール＝レーティエン", "クールレーティエン"),
    ("ロンゴバルディア・オリエンターレ", "ロンゴバルディアオリエンターレ"),
    ("ﾛﾝｺﾞﾊﾞﾙﾃﾞｨｱ･ｵﾘｴﾝﾀｰﾚ", "ロンゴバルディアオリエンターレ"),  # half width and its dot
    ("ア-キビウム", "アーキビウム"),                    # a dash typed for the long-vowel mark
    ("アーーキビウム", "アーキビウム"),
    ("バーゼル〜", "バーゼルー"),
    ("人々", "人人"), ("すゝむ", "すすむ"), ("いすゞ", "いすず"), ("ハヽ", "ハハ"),
])
def test_variants_meet(a, b):
    assert fold(a) == fold(b)
    assert tokens_ja(a) == tokens_ja(b)


@pytest.mark.parametrize("text", ["アーキヴィウム", "ウェストファーレン", "クール=レーティエン", "人々の番",
                                  "ミッシーはどこに置く?", "カード-3枚", "ヴ", "々"])
def test_idempotent(text):
    assert fold(fold(text)) == fold(text)
    assert kana_fold(kana_fold(text)) == kana_fold(text)


def test_what_is_left_alone():
    # hiragana carries the grammar; a dot between words that are not katakana stays; ASCII is untouched
    assert fold("どうなる?") == "どうなる?"
    assert fold("王・城") == "王・城"
    assert fold("Carolingi - VP") == "carolingi - vp"
    assert fold("ウエスト") == "ウエスト"
    assert tokens_ja("ミッシー") == ["ミッ", "ッシ", "シー"]  # the long-vowel mark stays (measured)


@pytest.mark.parametrize("written, variant", [
    ("アーキビウムの山はどう作る?", "アーキヴィウムの山はどう作る?"),
    ("クール=レーティエンには何を置く?", "クール・レーティエンには何を置く?"),
    ("ヴェストファーレンはどこ?", "ベストファーレンはどこ?"),
    ("オーヴェルニュの隣は?", "オーベルニュの隣は?"),
    ("プロヴァンスは何人で使う?", "プロバンスは何人で使う?"),
    ("ロンゴバルディア・オリエンターレは何人で使う?", "ロンゴバルディア＝オリエンターレは何人で使う?"),
])
def test_a_variant_spelling_finds_the_same_clause(written, variant):
    """Carolingi's names as the rulebook writes them and as a player may: the same rule answers."""
    from referee.rules import answer

    a = answer.ask(written, game="carolingi", lang="ja")
    b = answer.ask(variant, game="carolingi", lang="ja")
    assert not a.abstained and not b.abstained
    assert a.hits[0].clause.id == b.hits[0].clause.id
