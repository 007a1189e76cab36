"""Kings & Castles as a new group meets it: what the screens ask for names what to type, in both languages.

Rule ids named here: kings-castles.setup.enemies, kings-castles.draw.bag, kings-castles.bag.contents,
kings-castles.attack.array, kings-castles.tax.income, kings-castles.crown.place, kings-castles.crown.first,
kings-castles.refill.discard.
"""

from __future__ import annotations

from conftest import Table
from test_kings_castles_rules import owed


def waiting(t: Table) -> str:
    text = t.ok("show").text
    return " ".join(text[text.rindex("Waiting for") if "Waiting for" in text else text.rindex("待っている"):].split())


def test_the_enemy_draw_names_the_unit_types_as_words():
    t = Table("new kings-castles Aki Ben Chie Dai")
    assert "enemy TYPE (knight, man-at-arms, archer)" in waiting(t)  # not one letter at a time
    j = Table("new kings-castles Aki Ben Chie Dai", lang="ja")
    assert "(騎士、装甲兵、弓兵)" in waiting(j)
    assert "k, n, i" not in waiting(j)


def all_enemies(t: Table) -> None:
    s = t.state
    for i, r in enumerate(r for r in s.board.country if r != "rouen"):
        t.ok(f"put unit {r} enemy-{('man', 'knight', 'archer')[i % 3]}")


def test_once_the_bag_is_drawn_from_the_draw_question_asks_only_for_the_bag():
    t = Table("new kings-castles Aki Ben Chie Dai")
    all_enemies(t)
    first = waiting(t)
    assert "household TYPE [N] first (12 at home)" in first and "(set-up)" in first
    t.ok("household knight 2")
    t.ok("draw green-archer")
    after = waiting(t)
    assert "draw COUNTER" in after and "household TYPE" not in after, after
    j = Table("new kings-castles Aki Ben Chie Dai", lang="ja")
    all_enemies(j)
    assert "(セットアップ)" in waiting(j) and "setup" not in waiting(j)


def test_an_empty_bag_of_enemies_says_where_the_counts_are_corrected():
    t = Table("new kings-castles Aki Ben Chie Dai")
    left = t.state.bag["enemy-archer"]
    for _ in range(left):
        t.ok("enemy archer")
    reply = t.rejected("enemy archer", "kings-castles.bag.contents")
    assert "fact counters.enemy" in reply.text and "12-14-14" in reply.text  # the count it was filled by
    # the table's box holds more: the correction puts the difference into the bag, and the draw goes on
    reply = t.ok("fact counters.enemy 12-14-20")
    assert "enemy-archer +6" in reply.text and t.state.bag["enemy-archer"] == 6
    t.ok("enemy archer")


def test_an_attack_naming_more_counters_than_the_array_holds_says_how_many_it_holds():
    from test_kings_castles_rules import richard_ii

    t = richard_ii()
    t.ok("household knight")
    t.ok("draw castle-3")
    held = t.state.arrays["blue"].count("blue-knight")
    reply = t.rejected("attack derry " + " ".join(["blue-knight"] * (held + 1)), "kings-castles.attack.array")
    text = " ".join(reply.text.split())
    assert f"holds {held} blue-knight, the attack names {held + 1}" in text
    none = t.rejected("attack derry green-archer", "kings-castles.attack.array")
    assert "green-archer is not in the king's array" in " ".join(none.text.split())


def test_score_why_mid_game_tells_towns_from_money_received():
    from test_kings_castles_rules import richard_ii

    t = richard_ii()
    text = " ".join(t.ok("score --why").text.split())
    assert "kings-castles.tax.income" in text
    assert "receives" not in text and "money stays secret" in text
    assert f"blue: towns {t.state.towns('blue')} now" in text


def arrays(t: Table) -> None:
    for _colour in t.state.colours:
        t.run("household knight 4\nhousehold man 4\nhousehold archer 2")


def test_every_question_names_the_command_that_answers_it():
    from test_kings_castles_rules import position

    new = Table("new kings-castles Aki Ben Chie Dai")
    assert "enemy TYPE" in waiting(new)
    crown = Table("new kings-castles Aki Ben Chie Dai")
    all_enemies(crown)
    arrays(crown)
    assert crown.state.pending["kind"] == "crown" and "crown BOX, one of 1, 2," in waiting(crown)
    cut = position("put array turquoise merc-1 merc-1 merc-1 merc-1 merc-2 merc-2 merc-2 merc-2 merc-3 merc-3", box=2)
    cut.ok("household knight 3")
    cut.ok("end")
    assert "discard COUNTER, one of" in waiting(cut)
    tie = position("put unit london green-knight", *[f"put crown {b} none" for b in range(9, 25)], box=8,
                   bonus=("household knight 3",))
    tie.ok("end")
    while tie.state.pending["kind"] == "draw":
        tie.ok(owed(tie))
    assert tie.state.pending["kind"] == "first" and "first PLAYER, one of" in waiting(tie)
    ja = Table("new kings-castles Aki Ben Chie Dai", lang="ja")
    all_enemies(ja)
    arrays(ja)
    assert "王冠 ボックス(" in waiting(ja) and "crown" not in waiting(ja)  # the words `help` teaches


def test_a_later_selection_says_why_its_first_player_begins():
    from test_kings_castles_rules import position

    t = position("put unit london green-knight", "put unit york blue-knight", "put unit bristol turquoise-knight",
                 *[f"put crown {b} none" for b in range(9, 25)], box=8, bonus=("household knight 3",))
    said = [t.ok("end").text]
    while t.state.pending["kind"] == "draw":
        said.append(t.ok(owed(t)).text)
    text = " ".join(" ".join(said).split())
    assert "King selection for boxes 9-16: Dai has the lowest town total (0) and chooses first." in text


def test_the_invasion_refusal_says_in_japanese_where_to_invade_from():
    from test_kings_castles_rules import position

    t = position(box=8, bonus=("household knight 3",))  # Ireland wholly enemy; Galway has no port
    t.session.execute("lang ja")
    reply = t.rejected(f"attack galway {t.state.king}-knight", "kings-castles.attack.invasion")
    assert "港か落し格子のある地域を攻撃して侵攻" in "".join(reply.text.split())


def test_money_stays_off_every_shared_screen_until_the_final_count(tmp_path):
    """Rulebook 8.2 (money markers secret until the end): after a taxation, the amounts appear on no
    screen the table shares (show, score, score --why, why, the prompt's first screen, the toolbar,
    the command line's show), only under `show --private` with its warning."""
    import io

    import click
    from click.testing import CliRunner
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output.plain_text import PlainTextOutput
    from test_kings_castles_rules import richard_ii

    from referee.cli import build
    from referee.repl import run_repl
    from referee.repl_toolbar import toolbar_parts

    for lang in ("en", "ja"):
        t = richard_ii()
        t.run("put money blue 917\nput money green 823\nhousehold knight\ndraw castle-3\n"
              "attack galway blue-knight\ntax")
        t.session.execute(f"lang {lang}")
        assert t.state.money["blue"] == 917 + 2 and t.state.money["green"] == 823 + 2  # Galway doubled, Dublin
        screens = [t.ok(line).text for line in ("show", "score", "score --why", "why")]
        screens.append("".join(text for _style, text in toolbar_parts(t.session)))
        out = io.StringIO()
        with create_pipe_input() as pipe:
            pipe.send_text("quit\r")
            pipe.close()
            run_repl(t.session, input=pipe, output=PlainTextOutput(out))
        screens.append(out.getvalue())
        for text in screens:
            assert "919" not in text and "825" not in text
        private = t.ok("show --private").text
        assert "919" in private and "825" in private
        assert "".join(t.session.game.private_note().split()) in "".join(click.unstyle(private).split())
    path = tmp_path / "g.toml"
    t.ok(f"save {path}")
    shown = CliRunner().invoke(build(), ["--lang", "en", "show", str(path)])
    assert shown.exit_code == 0 and "919" not in shown.output and "Aki" in shown.output
    assert "919" in CliRunner().invoke(build(), ["--lang", "en", "show", str(path), "--private"]).output


def test_a_region_is_never_its_own_neighbour_in_a_correction(tmp_path, monkeypatch):
    """Rulebook 5.1: adjacent regions border another region; a correction naming the region itself
    is refused (by `fact` in a game and by the board profile) instead of being recorded to no effect."""
    from click.testing import CliRunner

    from referee.cli import build

    t = Table("new kings-castles Aki Ben")
    reply = t.error("fact region.derry.adjacent galway,derry")
    assert "'derry' is not allowed here" in " ".join(reply.text.split())
    t.ok("fact region.derry.adjacent galway,dublin")
    assert "dublin" in t.state.board.adjacent["derry"]
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    refused = CliRunner().invoke(build(), ["--lang", "en", "board", "kings-castles", "set", "region.derry.adjacent",
                                           "derry"])
    assert refused.exit_code != 0 and not (tmp_path / "referee" / "kings-castles.toml").exists()


def test_the_short_game_chart_shows_its_twelve_boxes_only():
    """kings-castles.tax.final-short (9.3, 10.4): the short game ends with Henry III part 2, box 12, so its
    chart shows boxes 1-12; the full game's shows all 24, Richard III last."""
    short = Table("new kings-castles Aki Ben --option length=short").ok("show").text
    rows = [line.split()[0].lstrip(">") for line in short.splitlines() if line.split() and line.split()[0].lstrip(">").isdigit()]
    assert rows == [str(n) for n in range(1, 13)], rows
    full = Table("new kings-castles Aki Ben").ok("show").text
    assert "Richard III" in full and "Richard III" not in short


def test_show_of_a_region_takes_the_private_flag_and_refuses_json_with_a_reason():
    t = Table("new kings-castles Aki Ben Chie Dai")
    view = t.ok("show london").text
    assert t.ok("show --private london").text == view and t.ok("show london --private").text == view
    error = t.error("show --json london")
    assert "no JSON form" in error.text and "show --json" in error.text
    t.error("show --bogus london")


def test_show_says_what_the_king_may_do_during_his_actions():
    # kings-castles.turn.order (4.2): attacks, then castles, then one taxation
    from test_kings_castles_rules import position

    t = position("put array turquoise castle-1", "put tax turquoise 1", box=2, bonus=("household knight 3",))
    def said() -> str:
        return " ".join(t.ok("show").text.split())  # wrapped at 80 columns

    assert "Chie, the king: attack, castle, tax (once) or end the turn" in said()
    t.ok("castle 1 dublin")
    assert "no more attacks after a castle" in said()
    t.ok("tax")
    assert "the king: end the turn; no attack or castle after taxation" in said()


def test_an_array_wraps_between_counters_never_inside_one():
    from referee.render import width

    t = Table("new kings-castles Aki Ben", lang="ja")
    t.ok("put array turquoise " + " ".join(["turquoise-knight", "merc-1", "turquoise-man", "plum-man", "merc-2",
                                              "plum-archer", "enemy-man", "enemy-archer", "castle-3",
                                              "turquoise-archer"]))  # once wrapped inside ターコイズ-弓兵
    lines = t.ok("show").text.splitlines()
    arrays = [i for i, line in enumerate(lines) if "配列" in line]
    assert arrays and all(width(line) <= 80 for line in lines)
    for i in (i for i in arrays if not lines[i].rstrip().endswith("配列: -")):  # no name cut at a line's end
        assert not lines[i].rstrip().endswith(("-", "ターコイズ", "プラム")) and not lines[i + 1].lstrip().startswith("-")


def test_why_of_a_correction_while_a_question_waits_names_the_line_in_the_tables_words():
    t = Table("new kings-castles 明 紅 蒼", lang="ja")
    t.ok("設定 城 ダブリン 1")
    why = t.ok("なぜ").text
    assert "kings-castles.put.pending" in why and "'設定 城'" in why
    assert "put" not in why.replace("put.pending", "") and "enemy" not in why
