"""Argument kinds, command handlers, aliases and the parsed line: the seams a new game plugs into.

A throwaway game defined here (its own kind of argument, its handlers, its message words) is played
through the session without any change to the core: parsing, the log, did-you-mean, rule bounds and
the words of its messages all come from its kinds and its command table.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from referee import registry
from referee.core import InputError, Msg, Outcome, RuleViolation
from referee.games.base import GameSpec, Status
from referee.kinds import Ctx, Kind, Named, Number, OrWord, Player, resolve
from referee.registry import Arg, Command, Registry, aliases, canonical, parse_args
from referee.session import Session

@pytest.fixture(autouse=True)
def _a_toy_game_has_no_catalogs(monkeypatch):
    """The toy games here ship no catalogs: their message keys are their words (referee.i18n.STRICT off)."""
    monkeypatch.setattr("referee.i18n.STRICT", False)


ROOMS = ("hall", "library", "kitchen")


class RoomKind(Kind):
    """A room of the toy house, by name (any case); logged in capitals."""

    id = "room"

    def parse(self, token, ctx):
        if token.lower() not in ROOMS:
            raise InputError("'{token}' is not a room", token=token)
        return token.lower()

    def format(self, value):
        return value.upper()

    def candidates(self, ctx):
        return list(ROOMS)

    def words(self, value, game=None):
        return f"the {value}"


@dataclass
class ToyState:
    players: tuple
    rooms: dict

    def copy(self):
        return ToyState(self.players, dict(self.rooms))


def go(state, out, player, room):
    state.rooms[player] = room
    out.events.append(Msg("{who} goes to {room}", {"who": player, "room": room}))


def roll(state, out, n):
    out.events.append(Msg("rolled {n}", {"n": n}))


ROOM = RoomKind()


class Toy(GameSpec):
    id = "toy"
    min_players = 1
    commands = (
        Command(("go",), (Arg("PLAYER", "player"), Arg("ROOM|none", OrWord(ROOM, "none", None))), "go",
                handler=go),
        Command(("roll",), (Arg("N", "int", lo=1, hi=6, rule="toy.die"),), "roll", handler=roll),
    )
    params = {"room": ROOM, "who": Named(lambda value, game: value.upper())}

    def __init__(self):
        from referee import games

        self.glossary = games.load("tigris").glossary  # a glossary with the word `none`

    def new(self, players, options):
        return ToyState(players, {})

    def apply(self, state, action):
        new = state.copy()
        out = Outcome(new)
        action.handler(new, out, *action.args)  # the handler comes with the line, from the command table
        return out

    def to_dict(self, state):
        return {"rooms": state.rooms}

    def status(self, state):
        return Status(active=None, actions_left=None, pending=None, over=False)


@pytest.fixture
def toy():
    session = Session(lang="en")
    session._begin(Toy(), ("ann", "bob"), {})
    return session


def test_a_new_game_reads_logs_and_names_its_arguments_through_its_kinds(toy):
    reply = toy.execute("go ANN Library")
    assert reply.status == "ok"
    assert reply.text == "ANN goes to the library"  # who: the table's words; room: the kind's words
    assert toy.log == ["go ann LIBRARY"]  # the player kind's value, the room kind's format
    assert toy.execute("go bob none").status == "ok"
    assert toy.log[-1] == "go bob none"  # "X or none": the word is logged for the value


def test_a_new_games_kind_offers_its_candidates_to_did_you_mean(toy):
    reply = toy.execute("go ann kitchn")
    assert reply.status == "error"
    assert "Did you mean: kitchen" in reply.text
    assert toy.log == []


def test_bounds_with_a_rule_are_a_rule_rejection(toy):
    reply = toy.execute("roll 7")
    assert (reply.status, reply.rule) == ("rejected", "toy.die")
    assert toy.execute("roll x").status == "error"
    assert toy.execute("roll 6").text == "rolled 6"


@pytest.mark.parametrize("token, value", [("2枚", 2), ("３人", 3), ("1個", 1), ("なし", 0), ("none", 0), ("4", 4)])
def test_a_number_as_a_japanese_table_says_it(token, value):
    # 支援 2枚, 交換 3枚: the counter a Japanese number takes is no part of it; なし is none at all
    assert Number(0, 9).parse(token, Ctx()) == value


@pytest.mark.parametrize("token", ["2枚目", "枚", "2枚3", "なし2", "x2"])
def test_a_number_with_other_words_is_still_no_number(token):
    with pytest.raises(InputError):
        Number(0, 9).parse(token, Ctx())


def test_a_number_with_its_counter_is_logged_as_the_number():
    s = Session(lang="ja")
    s.execute("new tigris Aki Ben")
    assert s.execute("交換 3枚").status == "ok" and s.log[-1] == "swap 3"


def test_core_kinds_by_name_and_their_format():
    assert isinstance(resolve("player"), Player)
    number = resolve("int", 0, 2, "some.rule")
    assert isinstance(number, Number) and number.candidates(Ctx()) == ["0", "1", "2"]
    with pytest.raises(ValueError):
        resolve("colour")  # a game's kind is an object of the game, not a name the core knows
    cmd = Command(("say",), (Arg("N", "int"), Arg("TEXT", "text")))
    values = parse_args(cmd, ["3", "it's", "fine"])
    assert values == (3, "it's fine")
    assert canonical(cmd, values) == "say 3 it's fine"  # free text is logged as typed


def test_every_game_command_has_its_handler_in_its_entry():
    from referee import games

    for game_id in ("tigris", "lancaster"):
        for cmd in games.load(game_id).commands:
            # `fact` is answered by Lancaster's engine itself (it may complete a held line)
            assert cmd.handler is not None or cmd.name == "fact", (game_id, cmd.name)


def test_aliases_come_from_the_glossary_once():
    from referee import games

    gloss = games.load("tigris").glossary
    made = aliases(("put", "leader"), gloss)
    assert ("設定", "leader") in made and ("put", "leader") not in made
    session = Session(lang="en")
    session.execute("new tigris a b")
    reg = session.registry()
    assert reg.find("設定 leader") is reg.find("put leader")


def test_a_line_is_split_once_for_the_prompt_and_the_session(monkeypatch):
    from referee.repl_lexer import LineLexer

    session = Session(lang="en")
    session.execute("new tigris a b")
    calls = []
    real = registry.split
    monkeypatch.setattr(registry, "split", lambda line: calls.append(line) or real(line))
    line = "tile red A1"
    LineLexer(session).fragments(line)  # colours the line: matches it and tries it on the state
    assert session.execute(line).status in ("ok", "rejected")
    assert calls.count(line) == 1
    parsed = session.registry().parse("put leader a red A1")
    assert (parsed.command.name, parsed.rest) == ("put leader", ("a", "red", "A1"))


def test_registry_parse_of_an_unknown_line():
    reg = Registry([Command(("end",))])
    parsed = reg.parse("hello there # a comment")
    assert parsed.command is None and parsed.tokens == ("hello", "there")
    with pytest.raises(InputError):
        reg.parse("say 'open")
    assert reg.parse("END").command is reg.commands[0]
    reg.add(replace(reg.commands[0], words=("stop",)))
    assert reg.parse("stop").command is not None


def test_a_rule_bound_kind_raises_the_rule():
    cmd = Command(("swap",), (Arg("N", "int", lo=1, hi=6, rule="tigris.swap.count"),))
    with pytest.raises(RuleViolation) as info:
        parse_args(cmd, ["9"])
    assert info.value.rule == "tigris.swap.count"


# --- a place on a map, a card of a deck: the shared kinds the next games read their words with ------------

def _places_and_cards():
    from types import SimpleNamespace

    from referee import deck, map as maps
    from referee.glossary import Glossary, Term as Word
    from referee.kinds import Card, Ctx, Place

    board = maps.from_dict({"regions": {"hessen": {"land": ["sachsen"]}, "sachsen": {"land": ["hessen"]}}})
    pile = deck.Deck.full({"hessen": 1, "hunger": 2})
    gloss = Glossary([Word("hessen", "region", "Hesse", "ヘッセン"), Word("hunger", "card", "Hunger", "飢饉")])
    ctx = Ctx(game=SimpleNamespace(glossary=gloss), state=None)
    place = Place("region", lambda ctx: board, "'{token}' is not a region")
    card = Card("card", lambda ctx: pile, "'{token}' is not a card")
    return place, card, pile, ctx


def test_a_place_is_read_by_its_id_or_its_names_and_offered_from_the_map():
    place, _card, _pile, ctx = _places_and_cards()
    assert [place.parse(w, ctx) for w in ("hessen", "SACHSEN", "Hesse", "ヘッセン")] == ["hessen", "sachsen"] + ["hessen"] * 2
    assert place.candidates(ctx) == ["hessen", "sachsen"]
    with pytest.raises(InputError):
        place.parse("bayern", ctx)


def test_a_card_is_read_from_the_deck_and_offered_while_one_could_still_turn_up():
    _place, card, pile, ctx = _places_and_cards()
    assert card.parse("飢饉", ctx) == "hunger" and card.parse("Hessen", ctx) == "hessen"
    with pytest.raises(InputError):
        card.parse("sachsen", ctx)  # a region, not a card of this deck
    pile.reveal("hessen", "test.deck")
    assert card.candidates(ctx) == ["hunger"]  # the one Hessen card is out; two hunger cards are not
