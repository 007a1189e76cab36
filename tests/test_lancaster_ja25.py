"""Lancaster as a Japanese table played it (table trial 25): questions with a move, the start player,
ransom, and the words of the messages and of `why` (なぜ)."""

from __future__ import annotations

import pytest
from lancaster_helpers import counties, game, holdings, in_phase, kind, pending
from test_lancaster_parliament import laws_phase

pytestmark = pytest.mark.usefixtures("index_cache_in_tmp")


def _trial(t, question: str) -> dict:
    reply = t.session.execute(f"質問 {question}")
    assert reply.status == "ok", reply.text
    return reply.data["trial"]


# --- 1. a question with a move keeps its servant count (■13) ----------------------------------------

@pytest.mark.parametrize("question, line", [
    ("騎士 2 ヨーク 5 を置けますか", "knight 2 ヨーク 5"),
    ("騎士 3 グロスター 1 は置けますか", "knight 3 グロスター 1"),
    ("騎士 2 を ヨーク 5 に置けますか", "knight 2 ヨーク 5"),
    ("騎士2 ヨーク5 置ける?", "knight 2 ヨーク 5"),
    ("兵力2の騎士をヨーク 3 で置ける?", "knight 2 ヨーク 3"),
    ("騎士 2 ヨーク 1 が置けますか", "knight 2 ヨーク 1"),
    ("can I put knight 2 in york 3?", "knight 2 york 3"),
])
def test_a_question_with_a_move_keeps_the_servants_after_the_place(question, line):
    t = game(lang="ja")
    assert _trial(t, question)["line"] == line


def test_the_servants_of_a_question_are_checked_as_on_the_line():
    t = game(lang="ja")  # every player starts with 2 servants (■3)
    trial = _trial(t, "騎士 2 ヨーク 5 を置けますか")
    assert trial["status"] == "rejected" and trial["rule"] == "lancaster.county.servants"
    assert t.session.execute("騎士 2 ヨーク 5").rule == "lancaster.county.servants"


@pytest.mark.parametrize("question", ["騎士 2 ヨーク を置けますか", "兵力 2 は ヨーク に置けますか",
                                      "ヨークに騎士2を置けますか", "ラウンド 3 でヨークに騎士2を置ける?"])
def test_a_strength_or_another_number_is_not_a_servant_count(question):
    t = game(lang="ja")
    trial = _trial(t, question)
    assert trial["line"] == "knight 2 ヨーク" and trial["status"] == "ok"


# --- 2. why says a start player kept is kept (■24 今のまま変えなくてもよい) -------------------------

def _why(t) -> str:
    reply = t.session.execute("なぜ")
    assert reply.status == "ok", reply.text
    return reply.text


def test_why_after_start_none_says_the_start_player_was_kept():
    t = counties("put knight Ben 4 I", lang="ja")
    t.ok("choose noble")
    assert "BenはスタートプレイヤーをAkiのままにしました" in t.ok("スタート なし").text
    why = _why(t)
    assert "Akiのままにしました" in why and "選びました" not in why and "ただちに適用" not in why


def test_why_after_a_new_start_player_says_it_applies_at_once():
    t = counties("put knight Ben 4 I", lang="ja")
    t.ok("choose noble")
    t.ok("スタート Chie")
    assert "BenがChieをスタートプレイヤーに選びました" in _why(t)


# --- 3. ransom as the prompt shows it (身代金 兵力...), and its messages (■26) ------------------------

def _prisoners():
    """Second battle lost at l1 (8 against 2+1, 3 and 1): Aki, Ben and Chie have prisoners."""
    return in_phase("conflicts", "take conflict u1", "put conflict l1 8 5-3-1", "put knight Aki 2 l1",
                    "put knight Aki 1 l1", "put knight Ben 3 l1", "put knight Chie 1 l1", "put coins Ben 3",
                    "put coins Chie 0", lang="ja")


def _prompt(t) -> str:
    return t.session.render(t.session.game.status(t.state).pending)


def test_ransom_takes_a_strength_written_as_the_prompt_names_it():
    t = _prisoners()
    assert kind(t) == "ransom" and "身代金 兵力..." in _prompt(t)
    reply = t.ok("身代金 兵力2")
    assert "Akiがコイン2を払って兵力2の騎士を解放しました" in reply.text
    assert holdings(t, "Aki")["coins"] == 0 and 2 in holdings(t, "Aki")["court"]
    assert t.session.log[-1] == "ransom 2"


def test_ransom_messages_say_which_knights_and_what_becomes_of_the_others():
    t = _prisoners()
    assert "Akiの兵力2・1の騎士は下段左の紛争で捕虜です" in _prompt(t)
    t.ok("身代金 2")
    t.ok("身代金 なし")
    why = _why(t)
    assert "Benは捕虜を解放しません。残る捕虜: 兵力3の騎士" in why
    assert "-を解放" not in why and "残る捕虜: -" not in why
    # Chie, with no coin, is asked (■3: coins are private) until no player has one: then passed over.
    assert pending(t)["player"] == "Chie"
    reply = t.ok("put coins Ben 0")
    assert "Chieは捕虜(兵力1の騎士)を買い戻しません。捕虜はストックに戻ります" in reply.text
    assert "Benの兵力3の騎士は解放されず、ストックに戻ります" in reply.text


def test_why_of_a_ransom_of_every_prisoner_says_none_is_left():
    t = _prisoners()
    t.ok("put coins Aki 3")
    t.ok("身代金 全部")
    assert "残る捕虜はいません" in _why(t) and "Akiがコイン3を払って兵力2・1の騎士を解放しました" in t.replies[-1].text


# --- 4. a strength names a knight: 兵力2の騎士 ----------------------------------------------------------

def test_placing_and_sending_knights_say_knight():
    t = game(lang="ja")
    assert "Akiが兵力2の騎士と従者1人をヨークに置きました" in t.ok("騎士 2 ヨーク 1").text
    assert "Benが兵力2の騎士を上段右の紛争に送りました" in t.ok("騎士 2 u2").text


def test_the_strongest_knight_is_called_a_knight_of_strength_4():
    t = counties("put knight Aki 4 B", lang="ja")
    t.ok("choose reward")
    reply = t.session.execute("強化 4 B")
    assert reply.status == "rejected" and "Akiの兵力4の騎士はいちばん強い騎士なので" in reply.text


# --- 6. why in words -------------------------------------------------------------------------------------

def test_why_of_a_battle_names_the_knights_total_and_an_empty_conflict_in_words():
    t = in_phase("conflicts", "put knight Aki 3 u1", "put knight Ben 2 u1", lang="ja")
    why = _why(t)
    assert "上段左の紛争: イングランドの兵力の合計5(Aki 3, Ben 2)、フランス5。フランス以上なのでイングランドの勝利" in why
    assert "上段右の紛争: 騎士が1つもいないので、フランス7の勝利" in why
    assert "騎士-" not in why and "1つずらし: " not in why
    assert "フランスの勝利なのでカード5-3-1の点を1つずらして" not in why  # u2 had no knight: no points


def test_why_of_a_lost_second_battle_says_so_in_words():
    t = _prisoners()
    why = t.session.execute("なぜ").text
    assert "下段左の紛争は2回目の戦闘で、フランスの勝利です。騎士は捕虜になります" in why
    assert "イングランドの勝利: " not in why
    assert "Benは1位: フランスの勝利なのでカード5-3-1の点を1つずらして、権力点3" in why


def test_why_of_a_law_on_deployed_knights_says_met_or_not_in_words():
    t = laws_phase("three-1s-5pp", "no2-upgrade", "conflicts-3pp", lang="ja")
    for line in ("put knight Aki 1 A", "put knight Aki 1 u1", "put knight Aki 1 s1", "put knight Ben 1 B",
                 "put knight Ben 2 u2", "put phase laws"):
        t.ok(line)
    why = t.session.execute("なぜ").text
    assert ("Aki: 「兵力1の騎士3個を配置済みで権力点5」の条件を満たします(必要な配置済みの騎士: 兵力1・1・1。"
            "配置済みの騎士の兵力: 1・1・1)") in why
    assert "Ben: 「兵力1の騎士3個を配置済みで権力点5」の条件を満たしません" in why
    assert "Chie: 兵力2の騎士を配置していないので、「兵力2の騎士を配置していなければ強化」の条件を満たします(配置済みの騎士の兵力: なし)" in why
    assert "111" not in why and ": いいえ" not in why and ": はい" not in why


def test_why_of_a_law_per_conflict_is_a_division():
    t = laws_phase("conflicts-3pp", "counties-3pp", "counties-8pp", lang="ja")
    for line in ("put knight Aki 1 A", "put knight Aki 1 u1", "put knight Aki 2 u2", "put phase laws"):
        t.ok(line)
    assert "Aki: 「紛争1つごとに権力点3」: 紛争2 ÷ 1 = 2回" in t.session.execute("なぜ").text


# --- 5. one reward, one line: the total --------------------------------------------------------------------

def test_a_law_paid_twice_is_told_once_with_its_total():
    t = laws_phase("conflicts-3pp", "counties-3pp", "counties-8pp", lang="ja")
    for line in ("put knight Aki 1 A", "put knight Aki 1 u1", "put knight Aki 2 u2"):
        t.ok(line)
    text = t.ok("put phase laws").text
    assert "Akiが権力点6を受け取りました" in text and "Akiが権力点3を受け取りました" not in text
    assert t.show()["points"]["Aki"] == 6


# --- 7. wording: law names in 「」, counters, the eighteenth law -------------------------------------------

def test_a_vote_names_the_law_in_brackets():
    t = game(lang="ja")
    t.ok("put phase parliament")
    for p in ("Aki", "Ben", "Chie"):
        reply = t.ok(f"vote {p} yes")
    assert "「投票マーカーをコイン1で購入」は3対0で可決" in reply.text


def test_a_law_typed_with_a_counter_per_stat():
    t = game(lang="ja", laws=("new per 1 conflicts -> pp 3", "new per 2 coins -> pp 1", "buy-markers"))
    told = "\n".join(r.text for r in t.replies)
    assert "(紛争1つごとに: 権力点3)" in told and "(コイン2枚ごとに: 権力点1)" in told and "紛争1ごとに" not in told


def test_the_eighteenth_law_once_typed_is_not_called_unknown():
    t = game(lang="ja", laws=("unnamed per 1 conflicts -> pp 1", "no2-upgrade", "conflicts-3pp"))
    assert "18枚目の法律" in t.session.execute("表示").text
    assert "内容不明" not in t.session.execute("表示").text


def test_the_screen_is_written_as_the_rulebook_writes_it():
    t = game(lang="ja")
    reply = t.ok("設定 コイン Aki 3")
    assert "衝立の裏" in reply.text and "ついたて" not in reply.text


def test_a_law_of_several_rewards_paid_twice_tells_each_total_once():
    # conflicts-bundle: a servant, a voting marker and a coin per 2 conflicts; Aki is in 4 (■20).
    t = laws_phase("conflicts-bundle", "counties-3pp", "counties-8pp", lang="ja")
    for line in ("put conflict l1 8 5-3-1", "put conflict l2 6 4-2-1", "put knight Aki 1 u1", "put knight Aki 1 u2",
                 "put knight Aki 1 l1", "put knight Aki 2 l2", "put coins Aki 0", "put servants Aki 0"):
        t.ok(line)
    text = t.ok("put phase laws").text.split("法律2を施行")[0]
    for said in ("Akiが従者2を受け取りました", "Akiが投票マーカー2を受け取りました", "Akiがコイン2を受け取りました"):
        assert text.count(said) == 1, text
    assert "1を受け取りました" not in text


def test_why_of_knights_left_in_france_says_whether_they_count():
    t = game(lang="ja")
    t.ok("put knight Aki 4 u1")
    t.ok("put phase final")
    why = t.session.execute("なぜ").text
    assert "終了時にフランスに残る騎士(Aki 4)は数えません" in why and "数えるか:" not in why
    t = game(lang="ja")
    t.ok("fact final.knights-in-france true")
    t.ok("put knight Aki 4 u1")
    t.ok("put phase final")
    assert "終了時にフランスに残る騎士(Aki 4)も城ボードの騎士と合わせて数えます" in t.session.execute("なぜ").text


def test_a_knight_takes_its_strength_as_the_prompt_names_it():
    # the prompt: 騎士 兵力 場所 [従者数]
    t = game(lang="ja")
    assert "Akiが兵力2の騎士と従者1人をヨークに置きました" in t.ok("騎士 兵力2 ヨーク 1").text
    assert t.session.log[-1] == "knight 2 C 1"
    t.rejected("騎士 兵力5 ヨーク", "lancaster.setup.knights")


def test_a_card_typed_unlike_the_catalog_names_the_fact_to_correct_by_its_key():
    # the message told the table to type fact law.{law} with {law} the law's name: 事実 law.「…」 内容
    from conftest import Table

    for lang, typed in (("en", "fact law.buy-markers TEXT"), ("ja", "事実 law.buy-markers 内容")):
        t = Table("new lancaster Aki Ben Chie", "reveal conflict 5 4-2-1", "reveal conflict 7 5-3-1", lang=lang)
        reply = t.rejected("reveal law buy-markers pay coins 2 -> markers 1", "lancaster.law.legend")
        assert typed in reply.text, reply.text


def test_history_shows_the_choice_and_the_castle_space_in_japanese():
    # 履歴 showed 選択 reward and 拡張 s2 (words that only an English alias named); each is shown in Japanese
    # only where it reads back to the same line
    from referee.session import Session

    s = Session(lang="ja")
    s.execute("new lancaster Aki Ben Chie")
    assert s.local_line("choose reward") == "選択 報奨"
    assert s.local_line("choose noble") == "選択 貴族"
    for line in ("choose both", "extension s2", "castle s6"):
        local = s.local_line(line)
        assert local.isascii() is False and s.registry().parse(local).command.name == line.split()[0]


def test_a_line_held_for_a_printed_fact_is_named_in_the_tables_words():
    """The held line is quoted as the table typed it (「騎士 2 B」), not as the log keeps it (knight 2 B)."""
    from conftest import Table

    t = Table("new lancaster 青木 佐藤 鈴木", lang="ja")
    for line in ("公開 紛争 5 4-2-1", "公開 紛争 7 5-3-1", "公開 法律 buy-markers", "公開 法律 no2-upgrade",
                 "公開 法律 conflicts-3pp", "拡張 5", "拡張 5", "拡張 5"):
        t.ok(line)
    held = t.ok("騎士 2 B").text
    assert "「騎士 2 B」" in held and "knight" not in held
    assert "county.B.minimum" in held  # the fact's key is typed as it is
    assert "「騎士 2 B」" in t.ok("表示").text  # the question still waiting, on the screen
    assert t.state.pending["line"] == "knight 2 B"  # the save keeps the logged line
