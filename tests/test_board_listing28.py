"""`referee board GAME` lists each fact's value in the table's words (GameSpec.fact_words), as `fact`
and `referee board GAME set` say a value back: at a Japanese table Lancaster's favour tiles, a Carolingi
country's region and neighbours, a Kings & Castles region's country by their Japanese names, not ids."""

from __future__ import annotations

import pytest

from referee import facts
from referee.i18n import speaking

CASES = [
    ("lancaster", "favours.5", "コイン2、コイン3、従者1、従者2", "coins2, coins3"),
    ("carolingi", "country.normandie.region", "ネウストリア", "neustrien"),
    ("carolingi", "country.normandie.neighbours", "アンジュー、ピカルディー", "anjou, ile-de-france"),
    ("kings-castles", "region.london.country", "イングランド", "england"),
]


def _row(text: str, key: str) -> str:
    """The fact's row with its wrapped lines (the source line, indented less, left out), spaces taken out."""
    lines = text.splitlines()
    i = next(n for n, line in enumerate(lines) if line.startswith(key + " "))
    k = i + 1
    while k < len(lines) and lines[k].startswith(" " * 20):
        k += 1
    return "".join("".join(line.split()) for line in lines[i:k])


@pytest.mark.parametrize(("game", "key", "ja", "ids"), CASES)
def test_the_board_listing_says_values_in_the_tables_words(tmp_path, game, key, ja, ids):
    environ = {"XDG_CONFIG_HOME": str(tmp_path)}
    with speaking("ja"):
        text, code = facts.cli_board(game, None, [], environ)
    assert code == 0
    row = _row(text, key)
    # (a value wrapped over two lines has the provenance between its halves)
    assert all(word in row for word in ja.split("、")) and not any(i in row for i in ids.split(", ")), row


def test_a_value_typed_by_its_id_is_listed_in_words_too(tmp_path):
    environ = {"XDG_CONFIG_HOME": str(tmp_path)}
    facts.cli_board("lancaster", "set", ["favours.3", "coins2, coins3, servant, servants2, upgrade, noble"], environ)
    with speaking("ja"):
        text, _code = facts.cli_board("lancaster", None, [], environ)
    assert "コイン2、コイン3" in _row(text, "favours.3")
