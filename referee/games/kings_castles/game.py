"""Kings & Castles for the session: the command table, its argument kinds, and views of the state."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from referee import facts as facts_mod
from referee.core import InputError, Msg, RuleViolation, excerpt, msg
from referee.games.base import GameSpec, Status
from referee.games.kings_castles import actions, attacks, engine, positions, render, scoring, selection, setup
from referee.games.kings_castles.board import BOXES, COLOURS, ENEMY, GAME as GAME_ID, UNITS, regions
from referee.games.kings_castles.state import State, to_dict
from referee.glossary import load as load_glossary
from referee.i18n import N_, _, language, listing
from referee.kinds import Ctx, Kind, Named, Number, OrWord, Term
from referee.registry import Arg, Command, aliases

_GLOSSARY = Path(__file__).parent / "data" / "glossary.toml"


# Castle sizes as the rulebook names them (its example: a small castle of 1, a large castle) and as a
# table says them; the middle size has no printed name.
CASTLE_SIZES = {"small": 1, "medium": 2, "large": 3, "小": 1, "中": 2, "大": 3, "小さな城": 1, "中くらいの城": 2,
                "大きな城": 3, "小さい城": 1, "大きい城": 3}


def castle_size(token: str) -> int | None:
    """A castle size typed as a word (large, 大きな城), or None."""
    return CASTLE_SIZES.get(token.strip().lower())


_KANJI_DIGITS = str.maketrans("一二三", "123")
# the words around a mercenary's or a castle's number, as the rulebook writes them (3本太矢の傭兵1個)
_COUNT_WORDS = re.compile(r"[123]|本|太矢|ポイント|点|の|個|[()\[\]・\-_]|bolts?|points?", re.IGNORECASE)


_TIMES = (re.compile(r"(?P<base>.+?)(?P<n>[0-9]+)個"), re.compile(r"(?P<base>.+?)[×x*](?P<n>[0-9]+)", re.IGNORECASE),
          re.compile(r"(?P<n>[0-9]+)[×x*](?P<base>.+)", re.IGNORECASE))
# Counted counters: at most this many of one (more than the box holds of any; the rules refuse beyond it).
MAX_TIMES = 30


def _times(token: str) -> tuple[str, int] | None:
    """A counter typed with how many of it (緑の騎士2個, green-knight×2, 2xgreen-knight): (counter, n)."""
    text = token.strip().translate(_KANJI_DIGITS).translate(str.maketrans("四五六七八九", "456789"))
    for pattern in _TIMES:
        m = pattern.fullmatch(text)
        if m:
            return m["base"], int(m["n"])
    return None


def _counted(glossary: Any, text: str) -> str | None:
    """A mercenary or a castle written with its number among other words: 3本太矢の傭兵, 傭兵(3),
    3ポイントの城, 3-bolt-mercenary; None if it is not one."""
    text = text.translate(_KANJI_DIGITS).removesuffix("1個")
    digits = re.findall(r"[123]", text)
    if len(digits) != 1:
        return None
    word = glossary.lookup(_COUNT_WORDS.sub("", text), "counter")
    return f"{word.id}-{digits[0]}" if word is not None else None


class CounterKind(Kind):
    """A counter: a unit by colour and type (green-knight, enemy-archer, 緑-騎士), a mercenary by its
    bolts (merc-3) or a castle by its size (castle-2)."""

    id = "counter"
    quoted = False  # a counted value ("green-knight green-knight") is logged as the counters it stands for

    def parse(self, token: str, ctx: Ctx) -> Any:
        try:
            return self._one(token, ctx)
        except InputError:
            times = _times(token)
            if times is None or ctx.arg is None or not ctx.arg.repeat:
                raise
            base, n = times
            try:
                one = self._one(base, ctx)
            except InputError:
                raise InputError(N_("'{token}' is not a counter (green-knight, enemy-archer, merc-3, castle-2)"),
                                 token=token) from None
            if not 1 <= n <= MAX_TIMES:  # a count the line reads, beyond what the box holds: a rules refusal
                raise RuleViolation("kings-castles.game.components", N_("kings-castles.game.components.count")
                                    if n else N_("kings-castles.game.components.none"), counter=one, count=n,
                                    limit=MAX_TIMES)
            return " ".join([one] * n)  # 緑の騎士2個: two green knights, as the rulebook's example writes them

    def _one(self, token: str, ctx: Ctx) -> str:
        g = ctx.game.glossary
        text = token.strip()
        size = castle_size(text) if text.endswith("城") else castle_size(re.sub(r"[-_]?castle$", "", text.lower())
                                                                            if text.lower().endswith("castle") else "")
        if size is not None:  # 大きな城: the castle of that size
            return f"castle-{size}"
        parts = re.split(r"[-:/・の]", text, maxsplit=1)  # 青の騎士 as 青-騎士
        pairs = [parts] if len(parts) == 2 else [[text[:i], text[i:]] for i in range(1, len(text))]
        for a, b in pairs:
            col = g.lookup(a, "colour")
            kind = g.lookup(b, "unit")
            if col is not None and kind is not None:
                return f"{col.id}-{kind.id}"
            word = g.lookup(a, "counter")
            if word is not None and b.strip() in ("1", "2", "3"):
                return f"{word.id}-{b.strip()}"
            if word is not None and word.id == "castle" and castle_size(b) is not None:  # castle-large
                return f"castle-{castle_size(b)}"
        counted = _counted(g, text)
        if counted is not None:
            return counted
        raise InputError(N_("'{token}' is not a counter (green-knight, enemy-archer, merc-3, castle-2)"),
                         token=token)

    def candidates(self, ctx: Ctx) -> list[str]:
        colours = ctx.state.colours if ctx.state is not None else COLOURS  # plum is out of a 3-player game
        return [f"{c}-{u}" for c in (*colours, ENEMY) for u in UNITS] + [f"{w}-{n}" for w in ("merc", "castle")
                                                                          for n in (1, 2, 3)]

    def words(self, value: Any, game: Any = None) -> str:
        if game is None:
            return str(value)
        return " ".join(render.counter_name(game, c) for c in str(value).split())


def _loose_king(name: str) -> str:
    """A king's name as a table may type it: any case, with or without spaces, hyphens, dots or brackets,
    a part as "part 2" (the rulebook's Henry III part 2) or "(2)"."""
    text = unicodedata.normalize("NFKC", name).casefold().replace("part", "").replace("パート", "")
    return re.sub(r"[\s\-_.()・]", "", text)


@cache
def _loose_kings(glossary: Any) -> dict[str, int]:
    """Loose form -> box, for the forms that name one box only."""
    found: dict[str, set[int]] = {}
    for term in glossary.of_kind("king"):
        for name in term.names():
            found.setdefault(_loose_king(name), set()).add(int(term.id[3:]))
    return {form: next(iter(boxes)) for form, boxes in found.items() if len(boxes) == 1 and form}


@cache
def _split_kings(glossary: Any) -> dict[str, tuple[int, ...]]:
    """Loose form of a king's name without its part -> the boxes of his parts (henry1 -> 4, 5)."""
    found: dict[str, set[int]] = {}
    for term in glossary.of_kind("king"):
        for name in term.names():
            text = unicodedata.normalize("NFKC", name).casefold()
            base = re.sub(r"\s*(?:\(\s*[12]\s*\)|(?:part|パート)\s*[12])\s*$", "", text)
            if base != text:
                found.setdefault(_loose_king(base), set()).add(int(term.id[3:]))
    return {form: tuple(sorted(boxes)) for form, boxes in found.items() if len(boxes) > 1}


class BoxKind(Kind):
    """A box of the succession chart: its number (1-24) or its king (william1, richard2, 王名)."""

    id = "box"

    def parse(self, token: str, ctx: Ctx) -> Any:
        if token.isascii() and token.isdigit():  # not ٣, which int() reads as 3
            n = int(token)
            if 1 <= n <= BOXES:
                return n
        term = ctx.game.glossary.lookup(token, "king")
        box = int(term.id[3:]) if term is not None else _loose_kings(ctx.game.glossary).get(_loose_king(token))
        if box is None:
            both = _split_kings(ctx.game.glossary).get(_loose_king(token))
            if both:  # ヘンリー1世: a king whose reign the chart splits in two boxes
                exc = InputError(N_("'{token}' reigns in two boxes of the chart: {boxes}; type the box"),
                                 token=token, boxes=tuple(render.box_name(ctx.game, b) for b in both))
                exc.exhaustive = True
                raise exc
            raise InputError(N_("'{token}' is not a box of the succession chart (1-24, or its king)"), token=token)
        return box

    def candidates(self, ctx: Ctx) -> list[str]:
        return [str(n) for n in range(1, BOXES + 1)]

    def words(self, value: Any, game: Any = None) -> str:
        return render.box_name(game, int(value)) if game is not None else str(value)


class FactKind(Kind):
    id = "fact"

    def parse(self, token: str, ctx: Ctx) -> Any:
        if token not in facts_mod.shipped(GAME_ID):
            raise InputError(N_("'{token}' is not a Kings & Castles fact ('referee board kings-castles' lists them)"),
                             token=token)
        return token

    def candidates(self, ctx: Ctx) -> list[str]:
        return list(facts_mod.shipped(GAME_ID))


class SizeOrRegion(Kind):
    """A castle's size (1-3) or a region: `castle 3 dublin` and `castle dublin 3` both read."""

    id = "size-or-region"

    def parse(self, token: str, ctx: Ctx) -> Any:
        if token.lstrip("-").isdigit():
            return SIZE.kind.parse(token, ctx)
        if castle_size(token) is not None:  # castle large dublin, castle 大きな城 ダブリン
            return castle_size(token)
        try:  # the castle named as a counter, as `draw castle-3` drew it
            counter = COUNTER_KIND.parse(token, ctx)
        except InputError:
            counter = ""
        if counter.startswith("castle-"):
            return SIZE.kind.parse(counter.partition("-")[2], ctx)
        if REGION_KIND.lookup(token, ctx) is None:
            raise InputError(N_("'{token}' is neither a castle size (1-3, small, medium, large) nor a region of "
                                "the map"), token=token)
        return REGION_KIND.parse(token, ctx)

    def candidates(self, ctx: Ctx) -> list[str]:
        return ["1", "2", "3", *regions()]

    def words(self, value: Any, game: Any = None) -> str:
        return REGION_KIND.words(value, game) if isinstance(value, str) else str(value)


class Count(Number):
    """How many, as a table may write it: 2, or 2個 / 2つ (一族郎党 装甲兵 2個)."""

    def parse(self, token: str, ctx: Ctx) -> Any:
        text = token.strip()
        for suffix in ("個", "つ"):
            text = text.removesuffix(suffix)
        return super().parse(text.translate(_KANJI_DIGITS), ctx)


REGION_KIND = Term("region", ("region",), N_("'{token}' is not a region of the map ('show' lists them)"),
                   offer=lambda ctx: list(regions()))
UNIT_KIND = Term("unit-type", ("unit",), N_("'{token}' is not a unit type (knight, man, archer)"),
                 values=UNITS)
COLOUR_KIND = Term("colour", ("colour",), N_("'{token}' is not a faction colour (green, blue, turquoise, plum)"),
                   values=COLOURS, offer=lambda ctx: list(ctx.state.colours) if ctx.state is not None else list(COLOURS))
COUNTER_KIND = CounterKind()


class TypeOrUnit(Term):
    """A unit type (knight, 騎士), or a unit named as a counter (green-knight): the handler checks that
    its colour is the one asked (household, rouen) or the enemy's (enemy)."""

    def parse(self, token: str, ctx: Ctx) -> Any:
        value = self.lookup(token, ctx)
        if value is not None:
            return value
        try:
            counter = COUNTER_KIND.parse(token, ctx)
        except InputError:
            raise InputError(self.error, token=token, **self.params) from None
        if counter.partition("-")[2] not in UNITS:
            raise InputError(self.error, token=token, **self.params)
        return counter


TYPE_OR_UNIT = TypeOrUnit("unit-type", ("unit",), N_("'{token}' is not a unit type (knight, man, archer)"),
                          values=UNITS)
BOX_KIND = BoxKind()
COUNTRY_WORDS = Named(lambda value, game: game.term("country", str(value)))

REGION = Arg("REGION", REGION_KIND)
COUNTER = Arg("COUNTER", COUNTER_KIND)
COUNTERS = Arg("COUNTER", COUNTER_KIND, repeat=True)
TYPE = Arg("TYPE", UNIT_KIND)
OWN_TYPE = Arg("TYPE", TYPE_OR_UNIT)
COLOUR = Arg("COLOUR", COLOUR_KIND)
SIZE = Arg("SIZE", "int", lo=1, hi=3, rule="kings-castles.castle.size")
SIZE_OR_REGION = SizeOrRegion()
BOX = Arg("BOX", BOX_KIND)

COUNTER_FORMAT = N_("""\
Counters: COLOUR-TYPE for units (green-knight, blue-man, enemy-archer,
緑-騎士); colours green blue turquoise plum enemy; types knight (3),
man (man-at-arms, 2), archer (1); merc-N for a mercenary of N bolts;
castle-N for a castle of N points. Several of one counter in an attack:
green-knight*2, 緑の騎士2個.""")

CROWN_FORMAT = N_("""\
BOX is a box of the succession chart: 1 (William I) to 24 (Richard III),
or its king (william1, henry3.2, richard2, ヘンリーIII世パート2). A crown
never goes next to one of its player's own crowns while another box of
the selection is free; Henry III part 2 (12) counts as next to Edward I
(13). The boxes allowed are listed in the question ('show'). With two
players each places from his two sets in turn; at his first crown of a
selection he may begin with either: crown BOX COLOUR (crown 1 plum).""")

ATTACK_FORMAT = N_("""\
Counters are written COLOUR-TYPE for units (green-knight, blue-man,
enemy-archer, 青-騎士), merc-N for a mercenary of N bolts, castle-N for
a castle of N points. The attack must beat the region's defence (its unit
plus its castle) with no counter to spare. Examples from the rulebook's
Richard II in Ireland:
  attack galway blue-knight
  attack derry green-knight green-knight
  attack dublin blue-man merc-3
  attack derry enemy-man enemy-man""")

COMMANDS = (
    Command(("enemy",), (OWN_TYPE, Arg("REGION", REGION_KIND, optional=True)),
            N_("Set-up: the enemy unit drawn for the region the referee names (or for another empty region)"),
            handler=actions.enemy),
    Command(("household",), (OWN_TYPE, Arg("N", Count(lo=1, hi=12, rule="kings-castles.draw.count"), optional=True)),
            N_("Take N units (default 1) of a type from the household into the array, before any bag draw"),
            handler=actions.household),
    Command(("draw",), (COUNTER,), N_("The counter drawn from the bag into the array"), details=COUNTER_FORMAT,
            handler=actions.draw),
    Command(("crown",), (BOX, Arg("COLOUR", COLOUR_KIND, optional=True)),
            N_("King selection: put your crown marker on a box of the chart (with two sets, name the set)"),
            details=CROWN_FORMAT, handler=selection.place),
    Command(("first",), (Arg("PLAYER", "player"),),
            N_("King selection: the first to choose among the tied lowest town totals"), handler=selection.first),
    Command(("discard",), (COUNTER, Arg("N", Count(lo=1, hi=12, rule="kings-castles.refill.discard"), optional=True)),
            N_("Refill: N counters (default 1) of a kind beyond ten in the array go to the destroyed pile"),
            handler=actions.discard),
    Command(("rouen",), (Arg("UNIT", TYPE_OR_UNIT),), N_("William I: a unit of your array put in Rouen without an attack (a bare type: your colour's)"),
            handler=actions.rouen),
    Command(("attack",), (REGION, COUNTERS),
            N_("Attack a region with counters of your array: units of one colour, and mercenaries"),
            details=ATTACK_FORMAT, handler=attacks.attack),
    Command(("castle",), (Arg("SIZE", SIZE_OR_REGION), Arg("REGION", SIZE_OR_REGION)),
            N_("After the attacks: a castle of your array on a region (castle 3 dublin, or castle dublin 3)"),
            handler=actions.castle),
    Command(("tax",), (), N_("Taxation: flip a taxation marker; everyone is paid, the king double"),
            handler=actions.tax),
    Command(("end",), (), N_("End the king's actions: the array is refilled to ten, the crown flipped"),
            handler=actions.end),
    Command(("fact",), (Arg("KEY", FactKind()), Arg("VALUE", "text")),
            N_("A fact printed on your map or chart, for this game (see 'referee board kings-castles')")),
    Command(("put", "unit"), (REGION, COUNTER), N_("Set up: a unit holding a region"), details=COUNTER_FORMAT,
            handler=positions.put_unit),
    Command(("put", "castle"), (Arg("REGION", SIZE_OR_REGION), Arg("SIZE", SIZE_OR_REGION)),
            N_("Set up: a castle in a region (put castle dublin 3, or put castle 3 dublin)"),
            handler=positions.put_castle),
    Command(("take",), (REGION,), N_("Set up: a region's unit and castle back to the bag"), handler=positions.take),
    Command(("put", "array"), (COLOUR, COUNTERS), N_("Set up: counters into a faction's array"), details=COUNTER_FORMAT,
            handler=positions.put_array),
    Command(("take", "array"), (COLOUR, COUNTERS), N_("Set up: counters of a faction's array back to the bag"),
            handler=positions.take_array),
    Command(("put", "household"), (COLOUR, TYPE, Arg("N", Count(lo=0, hi=24, rule="kings-castles.put.components"))),
            N_("Set up: how many units of a type a faction's household holds"), handler=positions.put_household),
    Command(("put", "destroyed"), (COUNTER, Arg("N", Count(lo=0, hi=99, rule="kings-castles.put.components"))),
            N_("Set up: how many of a counter lie in the destroyed pile"), handler=positions.put_destroyed),
    Command(("put", "money"), (COLOUR, Arg("N", "int", lo=0, rule="kings-castles.tax.money", cap=9999)),
            N_("Set up: a faction's money (secret)"), handler=positions.put_money, private=True),
    Command(("put", "tax"), (COLOUR, Arg("N", Count(lo=0, hi=3, rule="kings-castles.tax.markers"))),
            N_("Set up: a faction's taxation markers still face up"), handler=positions.put_tax),
    Command(("put", "crown"), (BOX, Arg("COLOUR|none", OrWord(COLOUR_KIND, "none", "none"))),
            N_("Set up: a crown marker on a box of the chart (none: take it off)"), handler=positions.put_crown),
    Command(("put", "first"), (Arg("PLAYER", "player"),),
            N_("Set up: who won the lot and places the first crown (by default the first player named)"),
            handler=positions.put_first),
    Command(("put", "reign"), (BOX,), N_("Set up: the reign of that box begins now (its bonus first)"),
            handler=positions.put_reign),
)

PARAMS: dict[str, Kind] = {
    "region": REGION_KIND, "unit": COUNTER_KIND, "counter": COUNTER_KIND, "destroyed": COUNTER_KIND,
    "counters": COUNTER_KIND, "units": COUNTER_KIND,
    "colour": Named(lambda value, game: _colour_word(value, game)),
    "country": COUNTRY_WORDS, "other": COUNTRY_WORDS,
    "box": BOX_KIND, "boxes": Named(lambda value, game: str(value)), "king": Named(lambda value, game: str(value)),
    "types": Named(lambda value, game: game.term("unit", str(value))),  # a list is joined by the namer
    "length": Named(lambda value, game: game.term("word", str(value))),
    "why": Named(lambda value, game: game.term("word", str(value))),
    "note": Named(lambda value, game: (" " if language() == "en" else "") + _(
        "(Provisional map data: if your board differs, type fact {key} VALUE.)").format(key=value) if value else ""),
    "sets": Named(lambda value, game: _player_colours(str(value), game)),
    "shown": Named(lambda value, game: _fact_words(str(value), game)),  # a fact's value, in words
    # the note on a rulebook value a fact overrides (and a fact's value in other messages), in words
    **dict.fromkeys(("value", "known"), Named(lambda value, game: game.fact_words(value))),
}


def _fact_words(value: str, game: Any) -> str:
    """A fact's value as facts.format_value wrote it ('galway, carrickfergus'), each region, country or
    map symbol in the table's words (= ゴールウェイ、キャリクファーガス); numbers stay as they are."""
    items = value.split(", ")
    words = []
    for item in items:
        term = next((t for k in ("region", "country", "word") if (t := game.glossary.get(k, item))), None)
        words.append(game.term(term.kind, item) if term else item)
    return listing(words)


def _colour_word(value: Any, game: Any) -> str:
    """A colour in words; `none` (put crown BOX none) as the word, `-` for no colour."""
    if not value:
        return "-"
    return game.term("word", "none") if value == "none" else game.term("colour", str(value))


def _player_colours(value: str, game: Any) -> str:
    """'Aki:green+plum' in words: Aki: 緑+プラム."""
    player, _sep, colours = value.rpartition(":")
    return f"{player}: " + "+".join(game.term("colour", c) for c in colours.split("+"))


class KingsCastles(GameSpec):
    engine, render, scoring = engine, render, scoring
    printed_facts = True
    fact_kinds = ("region", "country", "word")  # a map's regions, countries and symbols
    detail_kinds = (REGION_KIND,)  # show REGION (or its country)

    def fact_lookup(self, word):
        """Also a map symbol by the letter its legend gives it (A, P, B)."""
        return engine.place(word)
    to_dict = staticmethod(to_dict)
    id = GAME_ID
    title = N_("Kings & Castles")
    min_players = 2
    max_players = 4
    players_rule = "kings-castles.setup.factions"
    # Rulebook 8.2: every money marker stays hidden until the end of the game.
    private = N_("Private: each faction's money stays hidden until the end; shown on request")
    turn_actions = tuple(sorted(engine.ACTIONS))
    legal_open_commands = ("fact",)

    def __init__(self) -> None:
        self.glossary = load_glossary(_GLOSSARY)
        self.options = {"length": ("full", "short"), "overlap": ("off", "on"), "selection": ("staggered", "once")}
        self.option_titles = {"length": N_("option:length"), "overlap": N_("option:overlap"),
                              "selection": N_("option:selection")}
        self.params = PARAMS
        self.commands = tuple(replace(c, aliases=aliases(c.words, self.glossary)) for c in COMMANDS)

    def end_rule(self, state):
        """After the last reign, the final taxation: doubled in the full game, at face value in the short."""
        return "kings-castles.tax.final-short" if state.length == "short" else "kings-castles.tax.final"

    def ruling_changed(self, states, snapshot):
        """A save written when the referee put the destroyed pile back into the bag only at the next draw
        (before kings-castles.bag.refill did it as soon as the last counter is drawn, 5.7): its log now
        replays with the pile going back earlier, so its snapshot differs. Accepted when the replay
        refilled the bag at some point (the pile emptied into a bag that did not shrink) and the snapshot
        differs only in where the same counters lie, the bag or the destroyed pile (any other difference
        is an edit)."""
        refilled = any(sum(a.destroyed.values()) and not b.destroyed and sum(b.bag.values()) >= sum(a.bag.values())
                       for a, b in zip(states, states[1:]))
        if not refilled:
            return None
        replayed, moved = to_dict(states[-1]), ("bag", "destroyed")
        if not self.same_but(replayed, snapshot, moved):
            return None

        def pooled(data: dict) -> Counter | None:  # the counters of the bag and the pile together
            parts = [data.get(k) for k in moved]
            if not all(isinstance(part, dict) and all(isinstance(n, int) and n >= 0 for n in part.values())
                       for part in parts):
                return None
            return sum((Counter(part) for part in parts), Counter())

        same = pooled(snapshot) is not None and pooled(snapshot) == pooled(replayed)
        return msg("kings-castles.bag.refill.replayed", "kings-castles.bag.refill") if same else None

    def legal(self, state, command, pending):
        from referee.games.kings_castles import legal

        return legal.lines(state, command, pending)

    def new(self, players, options, facts=None) -> State:
        facts = facts if facts is not None else facts_mod.shipped(self.id)
        values = {k: f.value for k, f in facts.items()}
        prov = {k: f.provenance for k, f in facts.items()}
        state = setup.new_state(tuple(players), options, values, prov)
        from referee.core import Outcome
        from referee.games.kings_castles import flow

        flow.settle(state, Outcome(state))
        return state

    def started(self, state: State) -> list[Msg]:
        return setup.notes(state)

    def status(self, state: State) -> Status:
        asked = engine.pending(state)
        king = state.king
        active = state.owner(king) if king and state.phase in ("attack", "rouen", "bonus") else None
        waiting = asked.player if asked else active
        return Status(active=active or waiting, pending=asked.msg if asked else None, over=state.over,
                      stage=render.stage(self, state), waiting=waiting)

    def turn_labels(self, states: list[State]) -> list[str]:
        # the reign of a box of the chart: B5 in English, 治世5 in Japanese
        return [_("B{box}").format(box=s.box) if s.box else _("Set-up") for s in states]

    def show_detail(self, state: State, words: list[str]) -> str:
        """`show COUNTRY` (or a region: its country): the country's regions with their neighbours."""
        token = " ".join(words)
        term = self.glossary.lookup(token, "country")
        if term is not None:
            return render.country(self, state, term.id)
        region = self.glossary.lookup(token, "region")
        if region is None:
            raise InputError(N_("'{token}' is neither a country nor a region of the map (show COUNTRY|REGION)"),
                             token=excerpt(token))
        return render.country(self, state, state.board.country[region.id], region.id)

    def run_words(self) -> tuple[str, ...]:
        """A counter as the rulebook writes it, colour の unit (緑の騎士), so that 攻撃デリー緑の騎士緑の騎士 splits."""
        colours = [n for t in self.glossary.of_kind("colour") for n in t.names() if not n.isascii()]
        units = [n for t in self.glossary.of_kind("unit") for n in t.names() if not n.isascii()]
        return tuple(f"{c}の{u}" for c in colours for u in units)

    def hides(self, state: State, options: dict[str, str]) -> bool:
        """The money is public from the final count on (made before the last refill)."""
        return not state.final and super().hides(state, options)



GAME = KingsCastles()

_PARAM_WORDS = (N_("full"), N_("short"))
