"""Carolingi for the session: the command table, its argument kinds, and views of the state."""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from referee import facts as facts_mod
from referee.core import InputError, Msg, Outcome, RuleViolation, excerpt, msg
from referee.games.base import GameSpec, Status
from referee.games.carolingi import actions, engine, events, flow, peace, render, scoring, setup
from referee.games.carolingi.board import COUNTRIES, component
from referee.games.carolingi.positions import SETUP
from referee.games.carolingi.state import ACTION_TILES, SEASONS, TILES, State, to_dict
from referee.glossary import load as load_glossary
from referee.i18n import N_, _
from referee.kinds import Ctx, Kind, Listed, Named, Term
from referee.registry import Arg, Command, aliases

_GLOSSARY = Path(__file__).parent / "data" / "glossary.toml"


# --- argument kinds -------------------------------------------------------------------------------------------

def _in_play(ctx: Ctx) -> list[str]:
    return list(ctx.state.board.countries) if ctx.state is not None else list(COUNTRIES)


_LOOSE_DROP = str.maketrans("", "", " -_.'()・=＝‐‑")
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def loose(name: str) -> str:
    """A country's name as a table may type it: any case, spaces or hyphens or none, accents or none
    (Île de France, ile-de-france, Chur Raetien, オートプロヴァンス)."""
    folded = unicodedata.normalize("NFKC", name).casefold().translate(_LOOSE_DROP)
    return "".join(ch for ch in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(ch))


# The Japanese rulebook sometimes writes a country with a word for "country" or "province" after its name
# (2.2.3: ベリー国、フランドール国、ノルダルビンゲン国, ガスコーニュ地方).
_SUFFIXES = ("国", "地方")


def unsuffixed(name: str) -> str:
    """The name without such a trailing word (ベリー国 -> ベリー); the name itself when it has none."""
    text = unicodedata.normalize("NFKC", name).strip()
    for suffix in _SUFFIXES:
        if text.endswith(suffix) and len(text) > len(suffix):
            return text[: -len(suffix)]
    return text


@cache
def _loose_names(glossary: Any) -> dict[str, str]:
    """Loose form -> country id, for the forms that name one country only."""
    found: dict[str, set[str]] = {}
    for term in glossary.of_kind("country"):
        for name in term.names():
            folded = unicodedata.normalize("NFKC", name).casefold()
            for form in (loose(name), loose(folded.translate(_UMLAUTS))):
                found.setdefault(form, set()).add(term.id)
    return {form: next(iter(ids)) for form, ids in found.items() if len(ids) == 1 and form}


class CountryTerm(Term):
    """A country by any of its names, and failing that by its name typed loosely (see `loose`); a
    country at the map's edge (2.1.2 E) is on the board but never in play, a rules refusal."""

    def lookup(self, token: str, ctx: Ctx) -> Any:
        value = super().lookup(token, ctx)
        for form in dict.fromkeys((token, unsuffixed(token))):
            if value is None:
                value = _loose_names(ctx.game.glossary).get(loose(form))
        return value

    def parse(self, token: str, ctx: Ctx) -> Any:
        try:
            return super().parse(token, ctx)
        except InputError:
            names = _edge_names(ctx.game.glossary)
            edge = names.get(loose(token)) or names.get(loose(unsuffixed(token)))
            if edge is not None:
                raise RuleViolation("carolingi.map.in-play", "carolingi.map.in-play.edge",
                                    country=excerpt(token)) from None
            region = ctx.game.glossary.lookup(token, "region")
            if region is None or ctx.state is None:
                raise
            # a region's name where a country is wanted (バイエルン for バイエルン本領): its countries
            board = ctx.state.board
            countries = [ctx.game.term("country", c) for c, r in board.region_of.items() if r == region.id]
            raise InputError(N_("'{token}' is a region, not a country: its countries are {countries}"),
                             token=excerpt(token), countries=", ".join(countries)) from None


@cache
def _edge_names(glossary: Any) -> dict[str, str]:
    """Loose form -> id of the countries at the map's edge and the papal lands (glossary kind "edge")."""
    return {loose(name): term.id for term in glossary.of_kind("edge") for name in term.names()}


COUNTRY_KIND = CountryTerm("country", ("country",), N_("'{token}' is not a country of the board (its name, in "
                                                       "any of its forms)"), offer=_in_play)


class OrNumber(Kind):
    """A word of one kind, or a number after it (how many): Hessen 2 Westfalen; Ben 3 Chie 2."""

    def __init__(self, of: Kind) -> None:
        self.of, self.id = of, f"{of.id}-or-n"

    def parse(self, token: str, ctx: Ctx) -> Any:
        if token.removeprefix("-").isdigit():  # a count below 1 is the rule's to refuse, not a typo
            return int(token)
        return self.of.parse(token, ctx)

    def format(self, value: Any) -> str:
        return str(value)

    def candidates(self, ctx: Ctx) -> list[str]:
        return [*self.of.candidates(ctx), "1", "2", "3"]

    def words(self, value: Any, game: Any = None) -> str:
        return str(value) if isinstance(value, int) else self.of.words(value, game)


class Either(Kind):
    """One word that may be either of two kinds (a player or a country; a tile or a player): players
    type `put followers Aki Hessen 2` as readily as `put followers Hessen Aki 2`."""

    def __init__(self, id: str, first: Kind, second: Kind, error: str) -> None:
        self.id, self.first, self.second, self.error = id, first, second, error

    def parse(self, token: str, ctx: Ctx) -> Any:
        for kind in (self.first, self.second):
            try:
                return kind.parse(token, ctx)
            except InputError:
                continue
        raise InputError(self.error, token=token)

    def candidates(self, ctx: Ctx) -> list[str]:
        return [*self.first.candidates(ctx), *self.second.candidates(ctx)]

    def words(self, value: Any, game: Any = None) -> str:
        return str(value)


TILE_KIND = Term("tile", ("tile",), N_("'{token}' is not a tile ({names})"), values=(*TILES, "event"),
                 names="influence develop levy move battle pacify peace noaction event")
# a no-action tile is read too, so that swapping one is refused by the rule that forbids it (3.3)
SWAP_KIND = Term("swap-tile", ("tile",), N_("'{token}' is not a tile ({names})"), values=TILES,
                 names="influence develop levy move battle pacify peace noaction")
# the tiles that may be played as peace's extra action, or lie on the season spaces (peace never stays there)
EXTRA_KIND = Term("extra-tile", ("tile", "word"), N_("'{token}' is not an action tile or none ({names})"),
                  values=(*(t for t in ACTION_TILES if t != "peace"), "none"),
                  names="influence develop levy move battle pacify none")
# `extra`: peace and no-action are read too, so that they are refused by the rule that forbids them (5.8)
PEACE_EXTRA_KIND = Term("extra-tile", ("tile", "word"), EXTRA_KIND.error, values=(*EXTRA_KIND.values, "peace", "noaction"),
                        offer=lambda ctx: list(EXTRA_KIND.values), names=EXTRA_KIND.params["names"])
CARD_KIND = CountryTerm("card", ("country", "word"), N_("'{token}' is not a country card or hunger"),
                        offer=lambda ctx: [*ctx.state.archive, *(["hunger"] if ctx.state.archive_hunger else [])])
YESNO_KIND = Term("yesno", ("word",), N_("'{token}': yes or no"), values=("yes", "no"))
PAIRED_KIND = Term("paired", ("word",), N_("'{token}': paired or unpaired"), values=("paired", "unpaired"))
SEASON_KIND = Term("season", ("season",), N_("'{token}' is not a season (winter spring summer autumn)"),
                   values=SEASONS)


class FactKind(Kind):
    """The key of a printed fact of Carolingi (country.ID.region, country.ID.neighbours)."""

    id = "fact"

    def parse(self, token: str, ctx: Ctx) -> Any:
        if token not in facts_mod.shipped("carolingi"):
            raise InputError(N_("'{token}' is not a Carolingi fact ('referee board carolingi' lists them)"),
                             token=token)
        return token

    def candidates(self, ctx: Ctx) -> list[str]:
        return list(facts_mod.shipped("carolingi"))


PLAYER = Arg("PLAYER", "player")
_PLAYER_KIND = PLAYER.kind
WHO = Either("player-or-country", _PLAYER_KIND, COUNTRY_KIND,
             N_("'{token}' is neither a player of this game nor a country of the board"))
WHOSE = Either("tile-or-player", TILE_KIND, _PLAYER_KIND, N_("'{token}' is neither a tile nor a player"))
COUNTRY = Arg("COUNTRY", COUNTRY_KIND)
PAIRS = Arg("COUNTRY [N]", OrNumber(COUNTRY_KIND), repeat=True)


def _shape(size: int, wrong: str) -> Any:
    """A command's check that its words form groups of `size` names, each with at most one number after
    it (actions.counted); `wrong` says how to write them (a usage error, exit 2)."""
    return lambda values: None if actions.counted(values[0], size) is not None else wrong


def _whose(values: tuple) -> str | None:
    """`draw TILE PLAYER`: an action tile needs its owner; only `draw event` stands alone (a usage error, exit 2)."""
    words = [w for w in values if w is not None]
    return N_("Say whose tile it is: draw TILE PLAYER (only draw event names no one). Usage: {usage}") \
        if len(words) == 1 and words[0] != "event" else None


SHAPE_PAIRS = _shape(1, N_("A number comes right after the country it counts: COUNTRY [N]. Usage: {usage}"))
PUT_N = Arg("N", "int", lo=0, rule="carolingi.put.components")

COMMANDS = (
    Command(("draw",), (Arg("TILE", WHOSE), Arg("PLAYER", WHOSE, optional=True)),
            N_("The tile just drawn from the bag and whose it is (draw move Aki, draw noaction Ben, draw event)"),
            handler=flow.draw, shape=_whose),
    Command(("swap",), (PLAYER, Arg("TILE", SWAP_KIND)),
            N_("Before the season's first draw, once a year: a player takes back a used tile (one of theirs "
               "goes face down on the swap space)"), handler=flow.swap),
    Command(("card",), (Arg("COUNTRY|hunger", CARD_KIND),),
            N_("The card revealed from the Archivum after an event tile: a country, or hunger"), handler=events.card),
    Command(("influence", "home"), (Arg("N", "int", lo=1, hi=component("influence_home"),
                                        rule="carolingi.influence.home"),),
            N_("Influence A: up to 3 Missi into your homeland"), handler=actions.influence_home),
    Command(("influence", "cards"), (PAIRS,),
            N_("Influence B: Missi onto country cards in the slots (Hessen 2 Westfalen)"),
            handler=actions.influence_cards, shape=SHAPE_PAIRS),
    Command(("influence", "board"), (Arg("COUNTRY", COUNTRY_KIND, repeat=True),),
            N_("Influence C: everything on these cards (each with one of your followers) into the countries"),
            handler=actions.influence_board),
    Command(("develop", "activate"), (), N_("Development a: 2 Missi to Leudes, one dotted tile becomes active"),
            handler=actions.develop_activate),
    Command(("develop",), (PAIRS,),
            N_("Development b: up to 3 counters in countries you control, at most 2 a country (Franken 2 Schwaben)"),
            handler=actions.develop, shape=SHAPE_PAIRS),
    Command(("levy",), (Arg("LEUDES>MISSI", "int", lo=0, hi=99, rule="carolingi.levy.spend"),
                        Arg("NOBILES>MISSI", "int", optional=True, lo=0, hi=99, rule="carolingi.levy.spend"),
                        Arg("NOBILES>LEUDES", "int", optional=True, lo=0, hi=99, rule="carolingi.levy.spend")),
            N_("Hire Missi: how the levy is spent (Leudes to Missi 1 each, Nobiles to Missi 2, Nobiles to Leudes 1)"),
            handler=actions.levy),
    Command(("move",), (Arg("FROM TO [N]", OrNumber(COUNTRY_KIND), repeat=True),),
            N_("Move troops: groups of followers one step each, one Missus a group (move Hessen Franken 2)"),
            handler=actions.move,
            shape=_shape(2, N_("Write each group as FROM TO [N]: where from, where to, how many (1 when left out). Usage: {usage}"))),
    Command(("battle",), (Arg("COUNTRY", COUNTRY_KIND, repeat=True),),
            N_("Battle in these countries (you need a simple majority in each)"), handler=actions.battle),
    Command(("trophy",), (Arg("yes|no", YESNO_KIND),), N_("After a battle: take a trophy (one Leudes to glory)"),
            handler=actions.trophy),
    Command(("pacify",), (COUNTRY, Arg("N", "int", optional=True, lo=1, hi=component("pacify_max"),
                                       rule="carolingi.pacify.count")),
            N_("Pacify: replace up to 3 rebels of a country with Missi (no N: as many as you can)"),
            handler=actions.pacify),
    Command(("pass",), (), N_("Do not carry out the action of the tile drawn"), handler=actions.pass_),
    Command(("remove",), (Arg("PLAYER [N]", OrNumber(_PLAYER_KIND), repeat=True),),
            N_("Hunger: the majority player names whose followers leave (a name per follower, or a name and how many)"),
            handler=events.remove,
            shape=_shape(1, N_("A number comes right after the player it counts: PLAYER [N]. Usage: {usage}"))),
    Command(("extra",), (Arg("TILE|none", PEACE_EXTRA_KIND),),
            N_("Peace: the active tile played at once from the board as the extra action"), handler=peace.extra),
    Command(("reveal",), (Arg("paired|unpaired", PAIRED_KIND), Arg("PLAYER", "player", optional=True, repeat=True)),
            N_("Peace: the bag opened: is the peace tile paired with a no-action tile, and who else has a peace tile"),
            handler=peace.reveal),
    Command(("fact",), (Arg("KEY", FactKind()), Arg("VALUE", "text")),
            N_("Correct a fact of the map for this game (see 'referee board carolingi')")),
    Command(("put", "followers"), (Arg("PLAYER", WHO), Arg("COUNTRY", WHO), PUT_N),
            N_("Set up: a player's followers in a country (from or to the player board)"),
            handler=SETUP["put followers"]),
    Command(("take", "followers"), (Arg("PLAYER", WHO), Arg("COUNTRY", WHO), Arg("N", "int", optional=True, lo=1,
                                                                                  rule="carolingi.put.components")),
            N_("Set up: a player's followers out of a country, all or N (back to Leudes)"),
            handler=SETUP["take followers"]),
    Command(("take", "rebels"), (COUNTRY, Arg("N", "int", optional=True, lo=1, rule="carolingi.put.components")),
            N_("Set up: rebels out of a country, all or N (back to the supply)"), handler=SETUP["take rebels"]),
    Command(("put", "rebels"), (COUNTRY, PUT_N), N_("Set up: rebels in a country"), handler=SETUP["put rebels"]),
    Command(("put", "development"), (COUNTRY, Arg("N", "int", lo=0, rule="carolingi.develop.counters")),
            N_("Set up: development counters in a country (0-2)"), handler=SETUP["put development"]),
    Command(("put", "card"), (COUNTRY,), N_("Set up: a country card into its region's slots"),
            handler=SETUP["put card"]),
    Command(("take", "card"), (COUNTRY,), N_("Set up: a country card out of the slots, back to the Archivum"),
            handler=SETUP["take card"]),
    Command(("put", "envoys"), (Arg("PLAYER", WHO), Arg("COUNTRY", WHO), PUT_N),
            N_("Set up: a player's followers on a country card in the slots"), handler=SETUP["put envoys"]),
    Command(("put", "card-rebels"), (COUNTRY, PUT_N), N_("Set up: rebels on a country card in the slots"),
            handler=SETUP["put card-rebels"]),
    Command(("put", "court"), (PLAYER, Arg("LEUDES", "int", lo=0, rule="carolingi.put.components"),
                               Arg("NOBILES", "int", lo=0, rule="carolingi.put.components"),
                               Arg("MISSI", "int", lo=0, rule="carolingi.put.components")),
            N_("Set up: a player's Leudes, Nobiles and Missi"), handler=SETUP["put court"]),
    Command(("put", "glory"), (PLAYER, Arg("N", "int", lo=0, hi=component("trophies_max"),
                                           rule="carolingi.battle.trophy")),
            N_("Set up: trophies on a player's glory track"), handler=SETUP["put glory"]),
    Command(("put", "tiles"), (PLAYER, Arg("READY", "int", lo=0, rule="carolingi.put.components"),
                               Arg("INACTIVE", "int", lo=0, rule="carolingi.put.components")),
            N_("Set up: a player's active tiles in the court and dotted tiles still inactive"),
            handler=SETUP["put tiles"]),
    Command(("put", "used"), (PLAYER, Arg("TILE|none", EXTRA_KIND, repeat=True)),
            N_("Set up: the tiles a player has on the season spaces this year (taken from the active ones)"),
            handler=SETUP["put used"]),
    Command(("put", "swapped"), (PLAYER, Arg("yes|no", YESNO_KIND)),
            N_("Set up: whether a player's swap space holds a tile this year"), handler=SETUP["put swapped"]),
    Command(("put", "palace"), (PLAYER, COUNTRY), N_("Set up: the homeland whose palace a player drew"),
            handler=SETUP["put palace"]),
    Command(("put", "year"), (Arg("YEAR", "int", lo=component("first_year"), hi=component("last_year"),
                                  rule="carolingi.put.components"),), N_("Set up: the year Hartmut marks"),
            handler=SETUP["put year"]),
    Command(("put", "season"), (Arg("SEASON", SEASON_KIND),),
            N_("Set up: start this season afresh (all tiles back in the bag)"), handler=SETUP["put season"]),
    Command(("put", "bag"), (Arg("PLAYER|event", WHOSE), PUT_N),
            N_("Set up: how many of a player's tiles (0-2), or of the event tiles, are still in the bag this season"),
            handler=SETUP["put bag"]),
    Command(("put", "discard"), (Arg("COUNTRY|hunger", CARD_KIND),),
            N_("Set up: a card revealed earlier this year, from the Archivum onto the discard"),
            handler=SETUP["put discard"]),
    Command(("put", "archive-rebels"), (PUT_N,), N_("Set up: surplus rebels waiting on the Archivum"),
            handler=SETUP["put archive-rebels"]),
)


def _term_words(kind: str) -> Named:
    return Named(lambda value, game: game.term(kind, str(value)))


def _usages(value: Any, game: Any) -> str:
    """A pending question's hint ("move FROM TO [N]... | ...") in the table's words: in Japanese each
    usage as `help` shows it (移動 元 先 [数]...), so the line asked for is the line the help teaches."""
    from referee.helptext import local_usage
    from referee.i18n import language

    by_usage = {c.usage(): c for c in game.commands} if game is not None else {}
    return " | ".join(local_usage(by_usage[u], game.glossary, language()) if u in by_usage else u
                      for u in str(value).split(" | "))


def _followers_of(value: Any, game: Any) -> str:
    """"Chie 2" (a player's followers, as an outcome records them) in words: チエのフォロワー2体."""
    player, _sep, n = str(value).rpartition(" ")
    return _("{n} follower(s) of {player}").format(player=player, n=n) if player else str(value)


CONDITION_WORDS = {
    "expansion": N_("expansion ({have} countries controlled; {need} needed)"),
    "development": N_("development ({have} counters in the countries controlled; {need} needed)"),
    "followers": N_("many followers ({have} on the board; {need} needed)"),
    "glory": N_("glory ({have} trophies; more than every other player, or {need})"),
    "region": N_("region {region} (a point)"),
}


def _condition(value: Any, game: Any) -> str:
    """"expansion 4 6" or "region neustrien" (scoring.checked) in words."""
    what, *rest = str(value).split()
    if what not in CONDITION_WORDS:
        return str(value)
    if what == "region":
        return _(CONDITION_WORDS[what]).format(region=game.term("region", rest[0]))
    return _(CONDITION_WORDS[what]).format(have=rest[0], need=rest[1])


PARAMS: dict[str, Kind] = {
    **dict.fromkeys(("met", "unmet"), Named(_condition)),
    "hint": Named(_usages),
    "moved": Named(_followers_of),
    "names": Listed("tile", "word"),  # the tiles (and none) a refusal lists, in the table's words
    **dict.fromkeys(("country", "origin", "target", "forest", "via", "countries", "cards", "forests"),
                    Named(lambda value, game: game.country_name(str(value)))),
    **dict.fromkeys(("region", "regions"), _term_words("region")),
    **dict.fromkeys(("tile", "action", "used"), _term_words("tile")),  # "command": the core's command words
    "season": _term_words("season"),
    # paired/unpaired (peace), and a fact's value said back or overridden (ザクセン), in the table's words
    **dict.fromkeys(("known", "value"), Named(lambda value, game: game.fact_words(value))),
}


class Carolingi(GameSpec):
    engine, render, scoring = engine, render, scoring
    printed_facts = True
    fact_kinds = ("country", "region", "word")  # a country's region, its neighbours
    detail_kinds = (COUNTRY_KIND,)  # show COUNTRY

    def fact_lookup(self, word):
        """A country also by its name typed loosely, as COUNTRY_KIND reads it."""
        return engine.place(word)
    to_dict = staticmethod(to_dict)
    id = "carolingi"
    title = N_("Carolingi")
    min_players = 2
    max_players = 6
    players_rule = "carolingi.setup.regions"
    private = ""  # every piece is in view; the face-down tiles are not known to the referee either

    legal_open = {
        "carolingi.season.draw": "the bag is the table's: which tile comes out is a sample",
        "carolingi.event.card": "the Archivum is the table's: which card comes out is a sample",
        "carolingi.peace.reveal": "what the bag holds is the table's",
        "carolingi.facts.table": "a printed fact is the table's",
    }
    legal_open_commands = ("draw", "card", "reveal", "fact", "swap")

    def __init__(self) -> None:
        self.glossary = load_glossary(_GLOSSARY)
        default, years = component("sundial"), range(component("first_year"), component("last_year") + 1)
        self.options = {"sundial": (str(default), *(str(y) for y in years if y != default)),
                        "version": ("competitive", "semi-cooperative"),
                        "hunger-cards": ("1", "2", "3", "4", "5"), "archive": ("nothing", "reshuffle")}
        self.option_titles = {"sundial": N_("option:sundial"), "version": N_("option:version"),
                              "hunger-cards": N_("option:hunger-cards"), "archive": N_("option:archive")}
        self.params = PARAMS
        self.commands = tuple(replace(c, aliases=aliases(c.words, self.glossary)) for c in COMMANDS)

    def legal(self, state, command, pending):
        from referee.games.carolingi import legal

        return legal.lines(state, command, pending)

    # --- rules --------------------------------------------------------------------------------------
    def check_new(self, players, options):
        options = super().check_new(players, options)  # the options by their keys and ids, however typed
        if options.get("version") == "semi-cooperative":
            raise InputError(N_("[carolingi.variant.semi-coop] The rulebook the referee follows describes only "
                                "the competitive game; the semi-cooperative version is not in it, so the referee "
                                "cannot referee it."))
        if options.get("hunger-cards", "1") != "1":
            raise InputError(N_("[carolingi.hunger.other-cards] The rulebook the referee follows gives only the "
                                "hunger card of the basic game; the texts of the four other hunger cards are not "
                                "in it, so the referee cannot use them."))
        return options

    def new(self, players, options, facts=None) -> State:
        state = setup.new_state(tuple(players), facts if facts is not None else facts_mod.shipped(self.id),
                                int(options.get("sundial", component("sundial"))))
        state.reshuffle = options.get("archive") == "reshuffle"
        engine.start(state)
        return state

    def started(self, state: State) -> list[Msg]:
        return setup.notes(state)

    def ruling_changed(self, states, snapshot):
        """A save of a game the sundial ended, written while the referee still prepared the year that
        does not come (3.5): its snapshot holds the event tile, the cards, the hunger card and the tiles
        moved as for a next year. Accepted when that is the only difference."""
        last = states[-1]
        if not (last.over and last.end_reason == "sundial"):
            return None
        old = last.copy()
        flow._prepare_next_year(old, Outcome(old))
        for p in old.players:  # as the year change then gave the tiles back: the used and swapped ones
            old.ready[p] = last.ready[p] + len(last.used[p]) + (1 if last.swapped[p] else 0)
        if to_dict(old) != snapshot:
            return None
        return msg("carolingi.year.change.replayed", "carolingi.year.change")

    # --- words ------------------------------------------------------------------------------------------
    def country_name(self, country: str) -> str:
        term = self.glossary.get("country", country)
        return term.name(_lang()) if term else country

    # --- views ----------------------------------------------------------------------------------------
    def end_rule(self, state: State) -> str:
        """A won declaration of peace (`peace`) or the sundial's last year (`sundial`)."""
        return state.end_reason

    def status(self, state: State) -> Status:
        asked = engine.pending(state)
        who = asked.player if asked else None
        return Status(active=who, pending=asked.msg if asked else None, over=state.over, stage=self.stage(state),
                      waiting=who)

    def stage(self, state: State) -> str:
        if state.over:
            return _("game over")
        return _("{year}, {season}").format(year=state.year, season=self.term("season", state.season_name))

    def turn_labels(self, states: list[State]) -> list[str]:
        """The year and the season, in the table's words: 830年 夏 (history, undo)."""
        return [_("{year} {season}").format(year=s.year, season=self.term("season", s.season_name)) for s in states]

    def show_text(self, state: State, color: bool = True, private: bool = False) -> str:
        return render.show(self, state, color)

    def show_detail(self, state: State, words: list[str]) -> str:
        from referee.kinds import Ctx as _Ctx

        country = COUNTRY_KIND.parse(" ".join(words), _Ctx(self, state))
        return render.country(self, state, country)



def _lang() -> str:
    from referee.i18n import language

    return language()


GAME = Carolingi()
