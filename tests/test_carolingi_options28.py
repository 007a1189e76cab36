"""Carolingi `new`: the semi-cooperative version and the other hunger cards are refused with their rule
(carolingi.variant.semi-coop, carolingi.hunger.other-cards) however the option is typed: by its key,
by its Japanese name, or by the value alone. They were checked before the options were read, so a value
typed alone or an option named in Japanese started a game the referee cannot referee."""

from __future__ import annotations

import pytest
from conftest import Table


@pytest.mark.parametrize("option", ["version=semi-cooperative", "semi-cooperative", "バージョン=semi-cooperative"])
def test_the_semi_cooperative_version_is_refused_however_typed(option):
    reply = Table(lang="ja").error(f"new carolingi A B C --option {option}")
    assert "[carolingi.variant.semi-coop]" in reply.text


@pytest.mark.parametrize("option", ["hunger-cards=2", "飢餓カード=3", "Hunger-Cards=4"])
def test_another_hunger_card_is_refused_however_typed(option):
    reply = Table(lang="ja").error(f"new carolingi A B C --option {option}")
    assert "[carolingi.hunger.other-cards]" in reply.text


def test_the_competitive_version_and_the_first_hunger_card_still_start_a_game():
    t = Table("new carolingi A B C --option バージョン=competitive --option 飢餓カード=1", lang="ja")
    assert t.session.options["version"] == "competitive" and t.session.options["hunger-cards"] == "1"
