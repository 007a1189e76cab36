"""Lancaster for the session: the command table, its argument kinds, and views of the state."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from referee import facts as facts_mod
from referee.core import InputError, Msg, RuleViolation, msg
from referee.games.base import GameSpec, Status, line_words
from referee.games.lancaster import (answers, conflicts, engine, facts, parliament, placement, render, rewards,
                                    scoring, setup)
from referee.games.lancaster.flow import PHASES
from referee.games.lancaster.positions import SETUP
from referee.games.lancaster.state import COUNTIES, LAW_SPACES, SLOTS, SPACES, State, to_dict
from referee.glossary import load as load_glossary
from referee.i18n import N_, _
from referee.kinds import CORE, Ctx, Kind, Listed, Named, Number, Term, or_none
from referee.registry import Arg, Command, aliases

_GLOSSARY = Path(__file__).parent / "data" / "glossary.toml"


# --- argument kinds ---------------------------------------------------------------------------------
def _word(token: str, ctx: Ctx):
    return ctx.game.glossary.lookup(token, "word")


class WhereKind(Kind):
    """A place for a knight: a county (A-I), a conflict (u1 u2 l1 l2), a castle space (s1-s6) or court."""

    id = "where"

    def parse(self, token: str, ctx: Ctx) -> Any:
        return ctx.game.where(token)

    def candidates(self, ctx: Ctx) -> list[str]:
        return list(COUNTIES) + list(SLOTS) + list(SPACES) + ["court"]

    def words(self, value: Any, game: Any = None) -> str:
        return game.place_name(str(value))


class SpaceKind(Kind):
    """A castle space, 1-6 (its value s1-s6); with `choices`, also the words all and none."""

    def __init__(self, id: str, choices: tuple[str, ...] = ()) -> None:
        self.id, self.choices = id, choices

    def parse(self, token: str, ctx: Ctx) -> Any:
        if self.choices:
            word = _word(token, ctx)
            if word is not None and word.id in self.choices:
                return word.id
        term = ctx.game.glossary.lookup(token, "space")
        if term is None:
            raise InputError(N_("'{token}' is not a castle space (1-6, left to right)"), token=token)
        return "s" + term.id

    def candidates(self, ctx: Ctx) -> list[str]:
        return [s[1] for s in SPACES] + list(self.choices)

    def words(self, value: Any, game: Any = None) -> str:
        return game.space_name(str(value))


class LawKind(Kind):
    """A law of the catalog; `new` (a card the catalog lacks) or `none` where the command takes it; a law
    typed in this game (its text) where it is in play."""

    def __init__(self, id: str, word: str | None = None, typed: bool = True) -> None:
        self.id, self.word, self.typed = id, word, typed

    def parse(self, token: str, ctx: Ctx) -> Any:
        word = _word(token, ctx)
        if self.word is not None and word is not None and word.id == self.word:
            return self.word
        term = ctx.game.glossary.lookup(token, "law")
        if term is not None:
            return term.id
        if self.typed and token in ctx.state.law_texts:
            return token
        raise InputError(N_("'{token}' is not a law of the catalog ('referee board lancaster' lists them; "
                            "a card it does not know: reveal law new TEXT)"), token=token)

    def candidates(self, ctx: Ctx) -> list[str]:
        return facts.catalog_laws() + ([self.word] if self.word else [])

    def words(self, value: Any, game: Any = None) -> str:
        return game.law_name(str(value))


class WordKind(Kind):
    """One of a few words of the glossary (yes/no, up/down); with `attr`, the word's attribute is the value."""

    def __init__(self, id: str, values: tuple[str, ...], error: str, attr: str | None = None) -> None:
        self.id, self.values, self.error, self.attr = id, values, error, attr

    def parse(self, token: str, ctx: Ctx) -> Any:
        word = _word(token, ctx)
        if self.attr is not None:
            if word is None or self.attr not in word.attrs:
                raise InputError(self.error, token=token)
            return word.attrs[self.attr]
        if word is None or word.id not in self.values:
            raise InputError(self.error, token=token)
        return word.id

    def candidates(self, ctx: Ctx) -> list[str]:
        return list(self.values)


# A strength typed with its word before it (兵力2, strength2): the prompt names the argument 兵力 / STRENGTH.
_STRENGTH_WORD = re.compile(r"^(?:兵力|strength)[:=]?", re.IGNORECASE)


class StrengthOrNone(Kind):
    """A knight's strength, 1-4, or none; with `all`, also the word all (every knight asked about)."""

    def __init__(self, id: str, all: bool = False) -> None:
        self.id, self.all = id, all

    def parse(self, token: str, ctx: Ctx) -> Any:
        word = _word(token, ctx)
        if word is not None and (word.id == "none" or (self.all and word.id == "all")):
            return word.id
        try:
            value = int(_STRENGTH_WORD.sub("", token))  # 兵力2, as the prompt's placeholder 兵力 reads
        except ValueError:
            if self.all:
                raise InputError(N_("'{token}' is not a knight's strength (1-4), all or none"), token=token) from None
            raise InputError(N_("'{token}' is not a knight's strength (1-4) or none"), token=token) from None
        if not 1 <= value <= 4:
            raise RuleViolation("lancaster.setup.knights", "lancaster.setup.knights.strength", value=value)
        return value

    def candidates(self, ctx: Ctx) -> list[str]:
        return ["1", "2", "3", "4", *(["all"] if self.all else []), "none"]


class PointsKind(Kind):
    """The points of a conflict card for 1st, 2nd and 3rd (4-2-1)."""

    id = "points"

    def parse(self, token: str, ctx: Ctx) -> Any:
        parts = [p for p in re.split(r"[-,/ ]+", token) if p]
        if len(parts) != 3 or not all(p.isdigit() for p in parts):
            raise InputError(N_("'{token}': write the points for 1st, 2nd and 3rd, such as 4-2-1"), token=token)
        return [int(p) for p in parts]

    def format(self, value: Any) -> str:
        return "-".join(str(v) for v in value)


class FactKind(Kind):
    """The key of a printed fact; the one the referee asks for is offered first."""

    id = "fact"

    def parse(self, token: str, ctx: Ctx) -> Any:
        if token not in facts.shipped() and token not in facts_mod.obsolete(ctx.game.id):
            raise InputError(N_("'{token}' is not a Lancaster fact ('referee board lancaster' lists them)"),
                             token=token)
        return token

    def candidates(self, ctx: Ctx) -> list[str]:
        keys = list(facts.shipped())
        asked = (ctx.state.pending or {}).get("fact") if ctx.state is not None else None
        return ([asked] + [k for k in keys if k != asked]) if asked in keys else keys

    def words(self, value: Any, game: Any = None) -> str:
        return game.fact_name(str(value))


COUNTY_KIND = Term("county", ("county",), N_("'{token}' is not a county (A-I, or its name)"),
                   offer=lambda ctx: list(COUNTIES))
SLOT_KIND = Term("slot", ("slot",), N_("'{token}' is not a conflict place (u1 u2 upper row, l1 l2 lower row)"),
                 offer=lambda ctx: list(SLOTS))
class FavourKind(Term):
    """A king's favour, also as the rulebook prints it (■16): a leading + and, for one, no count
    (+コイン2, +従者, +従者2人, +矢印, +人物)."""

    def lookup(self, token: str, ctx: Ctx) -> Any:
        value = super().lookup(token, ctx)
        if value is None and token.startswith("+") and len(token) > 1:
            value = super().lookup(token[1:], ctx) or super().lookup(token[1:] + "1", ctx)
        return value


FAVOUR_KIND = FavourKind("favour", ("favour",), N_("'{token}' is not a king's favour ({names})"),
                   offer=lambda ctx: list(ctx.state.favours) if ctx.state is not None else [],
                   names="coins2 coins3 servant servants2 upgrade noble")
PHASE_KIND = Term("phase", ("phase",), N_("'{token}' is not a phase ({phases})"), values=tuple(PHASES),
                  phases=" ".join(PHASES))
WHERE_KIND = WhereKind()
SPACE_KIND = SpaceKind("space")
YESNO_KIND = WordKind("yesno", ("yes", "no"), N_("'{token}': vote yes or no"))
CHOICE_KIND = WordKind("choice", ("noble", "reward", "both"), N_("'{token}': choose noble, reward or both"),
                       attr="choice")
SIDE_KIND = WordKind("side", ("up", "down"), N_("'{token}': up or down"))

# Printed bounds, read from data/facts.toml at import (the argument kinds take them as numbers).
_KNIGHTS = facts_mod.shipped("lancaster")["knights.set"]  # the strengths printed on the knights


class _Strength(Number):
    """A knight's strength, a whole number, also with its word before it (兵力2: the prompt's 騎士 兵力 場所)."""

    def parse(self, token: str, ctx: Ctx) -> Any:
        return super().parse(_STRENGTH_WORD.sub("", token), ctx)


STRENGTH = Arg("STRENGTH", _Strength(_KNIGHTS.lo, _KNIGHTS.hi, "lancaster.setup.knights"), lo=_KNIGHTS.lo,
               hi=_KNIGHTS.hi, rule="lancaster.setup.knights")
PLAYER = Arg("PLAYER", "player")
WHERE = Arg("WHERE", WHERE_KIND)
# Power points: never below 0 (a set-up bound, as for coins); above, only the referee's own limit.
COUNT = Arg("N", "int", lo=0, rule="lancaster.put.components", cap=999)
# Counts of pieces: never below zero. The engine checks nobles and the deck against the box; coins,
# servants and markers have no upper bound (the supply is not a limit: lancaster.supply.limit).
SUPPLY = Arg("N", "int", lo=0, rule="lancaster.put.components")
# Coins, servants and markers: the rulebook sets no limit (substitutes, ■4); the referee's own sanity cap.
RESOURCE = Arg("N", "int", lo=0, rule="lancaster.put.components", cap=999)
FRENCH = Arg("STRENGTH", "int", lo=2, hi=10, rule="lancaster.conflict.card")  # the crest of a conflict card
PLACE = Arg(f"1-{LAW_SPACES}", "int", lo=1, hi=LAW_SPACES, rule="lancaster.setup.laws")  # three laws, three proposals

# How a law card is typed (`help reveal law`); the grammar is referee/games/lancaster/legend.py.
LAW_FORMAT = N_("""\
A law of the catalog: reveal law ID ('referee board lancaster' lists the ids).
A card the catalog does not know: reveal law new TEXT; a catalog card whose
text is not known: reveal law ID TEXT. TEXT is the card in the icons of ■20,
the condition above the arrow, the rewards below it:
  TEXT      = [CONDITION ->] REWARD, REWARD...
  CONDITION = most STAT | per N STAT | none knight S | deployed 1234
            | return knight S | pay ITEM N [ITEM N]   (pay: as often as wished)
  REWARD    = pp N | coins N | servants N | markers N | knight [S]
            | upgrade [S | deployed] | extension | noble
  STAT      = coins servants markers pp nobles extensions counties conflicts,
              or knight S (knights of strength S deployed)
  ITEM      = coins servants markers          S = a strength, 1 to 4
Examples:
  "3 power points for every 2 counties you hold":
      reveal law new per 2 counties -> pp 3
  "pay 1 servant and 1 coin, as often as you like, for 3 power points each":
      reveal law new pay servants 1 coins 1 -> pp 3
  "the player with the most servants takes a new strength-1 knight":
      reveal law new most servants -> knight""")

COMMANDS = (
    Command(("knight",), (STRENGTH, WHERE,
                          Arg("SERVANTS", "int", optional=True, lo=0, rule="lancaster.county.servants")),
            N_("Phase I: place a knight from your court in a county (A-I, with servants), a conflict "
               "(u1 u2 l1 l2) or a castle space (s1-s6)"), handler=placement.place),
    Command(("favour",), (Arg("FAVOUR", FAVOUR_KIND),),
            N_("Take a face-up king's favour for the knight just placed in a conflict"), handler=placement.favour),
    Command(("noble",), (Arg("COUNTY", COUNTY_KIND),), N_("Take a noble of that county (the person favour)"),
            handler=answers.noble),
    Command(("upgrade",), (Arg("STRENGTH|none", StrengthOrNone("knight-or-none")),
                           Arg("WHERE", WHERE_KIND, optional=True)),
            N_("Upgrade one of your knights (in the court or deployed) by one, or decline (none)"),
            handler=answers.upgrade),
    Command(("extension",), (Arg("SPACE", SPACE_KIND),),
            N_("Place one of your extension tiles on its castle space (1-6)"), handler=answers.extension),
    Command(("vote",), (PLAYER, Arg("yes|no", YESNO_KIND),
                        Arg("MARKERS", "int", optional=True, lo=0, rule="lancaster.vote.ballot")),
            N_("Parliament: a player's vote on the proposal, with the voting markers added to it"),
            handler=parliament.vote, private="ballot"),  # ■19: chosen in secret, revealed together
    Command(("pay",), (Arg("N", "int", lo=0, rule="lancaster.law.pay"),),
            N_("A law that sells something: how many times the player pays"), handler=parliament.pay),
    Command(("choose",), (Arg("noble|reward|both", CHOICE_KIND),),
            N_("Phase III: the county's knight takes the noble, the reward, or both for 3 coins"),
            handler=rewards.choose),
    Command(("move",), (Arg("CONFLICT", SLOT_KIND),), N_("Dorset: move the knight to that conflict"),
            handler=rewards.move),
    Command(("start",), (Arg("PLAYER|none", or_none(CORE["player"])),),
            N_("Surrey: the new start player (yourself, another, or unchanged)"),
            handler=rewards.new_start),
    Command(("castle",), (Arg("SPACE...|all|none", SpaceKind("castle-choice", ("all", "none")), repeat=True),),
            N_("Phase IV: which of the castle rewards that cost something to take"), handler=rewards.take_castle),
    Command(("ransom",), (Arg("STRENGTH...|all|none", StrengthOrNone("ransom", all=True), repeat=True),),
            N_("Prisoners: the knights the player ransoms, one coin per point of strength"), handler=conflicts.ransom),
    Command(("reveal", "conflict"), (FRENCH, Arg("1ST-2ND-3RD", PointsKind(), optional=True)),
            N_("The conflict card revealed: French strength and the points, as printed"), handler=conflicts.reveal),
    Command(("reveal", "law"), (Arg("LAW|new", LawKind("law", "new", typed=False)),
                                Arg("TEXT", "text", optional=True)),
            N_("The law revealed as a proposal; a card the catalog does not know is typed in the legend of ■20"),
            details=LAW_FORMAT, handler=parliament.reveal_law),
    Command(("fact",), (Arg("KEY", FactKind()), Arg("VALUE", "text")),
            N_("A fact printed on your board or cards, for this game; the answer when the referee asks for one "
               "(see 'referee board lancaster')")),
    Command(("put", "knight"), (PLAYER, STRENGTH, WHERE,
                                Arg("SERVANTS", "int", optional=True, lo=0, rule="lancaster.put.components")),
            N_("Set up: a player's knight at a place, or into the court; taken from the stock if one of that strength is there, else from the court"),
            handler=SETUP["put knight"]),
    Command(("take", "knight"), (PLAYER, STRENGTH, WHERE), N_("Set up: a player's knight back to the stock"),
            handler=SETUP["take knight"]),
    Command(("put", "coins"), (PLAYER, RESOURCE), N_("Set up: how many coins a player has"), handler=SETUP["put coins"],
            private=True),
    Command(("put", "servants"), (PLAYER, RESOURCE), N_("Set up: how many servants a player has"),
            handler=SETUP["put servants"], private=True),
    Command(("put", "markers"), (PLAYER, RESOURCE), N_("Set up: how many voting markers a player has"),
            handler=SETUP["put markers"]),
    Command(("put", "pp"), (PLAYER, COUNT), N_("Set up: a player's power points"), handler=SETUP["put pp"]),
    Command(("put", "noble"), (PLAYER, Arg("COUNTY", COUNTY_KIND)), N_("Set up: a noble at a player's table"),
            handler=SETUP["put noble"]),
    Command(("take", "noble"), (PLAYER, Arg("COUNTY", COUNTY_KIND)), N_("Set up: a noble back to its county"),
            handler=SETUP["take noble"]),
    Command(("put", "nobles"), (Arg("COUNTY", COUNTY_KIND), SUPPLY),
            N_("Set up: how many nobles lie on a county"), handler=SETUP["put nobles"]),
    Command(("put", "extension"), (PLAYER, Arg("SPACE", SPACE_KIND)), N_("Set up: an extension tile placed"),
            handler=SETUP["put extension"]),
    Command(("take", "extension"), (PLAYER, Arg("SPACE", SPACE_KIND)), N_("Set up: an extension tile removed"),
            handler=SETUP["take extension"]),
    Command(("put", "conflict"), (Arg("CONFLICT", SLOT_KIND), FRENCH, Arg("1ST-2ND-3RD", PointsKind())),
            N_("Set up: a conflict card drawn from the deck to a place (u1 u2: first battle; l1 l2: second battle)"),
            handler=SETUP["put conflict"]),
    Command(("take", "conflict"), (Arg("CONFLICT", SLOT_KIND),),
            N_("Set up: a conflict card out of the game (its knights back to their courts)"),
            handler=SETUP["take conflict"]),
    Command(("put", "deck"), (SUPPLY,),
            N_("Set up: conflict cards left in the deck now (a put conflict typed later draws from it)"),
            handler=SETUP["put deck"]),
    Command(("put", "law"), (PLACE, Arg("LAW", LawKind("law-id"))),
            N_("Set up: the current law in that place (1 = leftmost)"), handler=SETUP["put law"]),
    Command(("put", "proposal"), (PLACE, Arg("LAW|none", LawKind("law-or-none", "none"))),
            N_("Set up: the proposal in that place"), handler=SETUP["put proposal"]),
    Command(("put", "favour"), (Arg("FAVOUR", FAVOUR_KIND), Arg("up|down", SIDE_KIND)),
            N_("Set up: a king's favour face up or face down"), handler=SETUP["put favour"]),
    Command(("put", "start"), (PLAYER,), N_("Set up: the start player"), handler=SETUP["put start"]),
    Command(("put", "round"), (Arg("N", "int", lo=1, rule="lancaster.put.components"),), N_("Set up: the round"),
            handler=SETUP["put round"]),
    Command(("put", "phase"), (Arg("PHASE", PHASE_KIND),),
            N_("Set up: begin this phase of the round (placement parliament laws counties castles conflicts final)"),
            handler=SETUP["put phase"]),
    Command(("put", "turn"), (PLAYER,), N_("Set up: phase I, who places the next knight"), handler=SETUP["put turn"]),
)



class _YesNoWords(Kind):
    """A parameter no table names: a truth value as yes or no, anything else as it is."""

    def words(self, value: Any, game: Any = None) -> str:
        if isinstance(value, bool):
            return _("yes") if value else _("no")
        return str(value)


def _term_words(kind: str) -> Named:
    return Named(lambda value, game: game.term(kind, str(value)))


def _choice_words(value: Any, game: Any) -> str:
    term = game.glossary.get("word", f"choice-{value}") or game.glossary.get("word", str(value))
    return term.name(_lang()) if term else str(value)


def _options_words(value: Any, game: Any) -> str:
    strength, _sep, where = str(value).partition("@")
    return f"{strength} ({game.place_name(where)})"


def _legend_words(value: Any, game: Any) -> str:
    from referee.games.lancaster.legend import describe

    return describe(str(value))


def _county_words(value: Any, game: Any) -> str:
    return game.term("county", str(value)) if str(value) in COUNTIES else str(value)


def _slot_words(value: Any, game: Any) -> str:
    return game.term("slot", str(value)) if str(value) in SLOTS else str(value)


class _Strengths(Named):
    """Knights named by their strengths (2+1; 兵力2・1の騎士, as the rulebook writes 兵力1・2・3・4の騎士)."""

    def __init__(self, fn) -> None:
        self.fn = fn

    @property
    def join(self) -> str:
        return _("lancaster.setup.knights.join")


YES_NO_WORDS = _YesNoWords()
_PLAIN_LIST = Named(lambda value, game: str(value))
# How message parameters are put into words (the rest through YES_NO_WORDS).
PARAMS: dict[str, Kind] = {
    **dict.fromkeys(("knights", "needed"), _Strengths(lambda value, game: str(value))),
    "deployed": _Strengths(lambda value, game: _("lancaster.setup.knights.none") if value == "none" else str(value)),
    **dict.fromkeys(("removed", "court", "points"), _PLAIN_LIST),
    **dict.fromkeys(("county", "counties", "gone_county"), Named(_county_words)),
    **dict.fromkeys(("slot", "slots", "target"), Named(_slot_words)),
    "space": SPACE_KIND, "spaces": SPACE_KIND,
    "where": WHERE_KIND,
    "favour": _term_words("favour"), "favours": _term_words("favour"),
    **dict.fromkeys(("law", "laws", "gone"), LawKind("law-id")),
    "choice": Named(_choice_words),
    "phase": _term_words("phase"),
    # a fact's value said back (fact KEY VALUE, the note on a rulebook value) in words: favours.3 = コイン2、...
    "value": Named(lambda value, game: game.fact_words(value)),
    "phases": Listed("phase"), "names": Listed("favour"),  # what a refusal lists, in the table's words
    "resource": _term_words("resource"),
    "options": Named(_options_words),
    "stat": _term_words("legend"),
    "text": Named(_legend_words), "known": Named(_legend_words),
    "side": _term_words("word"),
    "what": FactKind(),
    "hint": Named(line_words),
}


class Lancaster(GameSpec):
    engine, render, scoring = engine, render, scoring
    printed_facts = True
    fact_kinds = ("favour", "law")  # favours.N: the king's favours of a player count; laws.setup: the laws
    asks_unknown_facts = True  # a county's minimum, a castle space: asked when a line needs it (fact KEY VALUE)
    to_dict = staticmethod(to_dict)
    id = "lancaster"
    title = N_("Lancaster")
    min_players = 3
    max_players = 5
    players_rule = "lancaster.setup.players"
    # Rulebook ■3, ■16: coins and servants lie behind each player's castle screen (衝立の内側); voting
    # markers stand on the castle board in view of all (■25), and so do knights, nobles and extensions.
    private = N_("Private: coins and servants stay behind each player's screen; shown on request")

    legal_open = {
        "lancaster.conflict.card": "the conflict cards are the table's: strengths and points are a sample",
        "lancaster.law.deck": "the law cards are the table's: the ids left and a new card are a sample",
        "lancaster.facts.table": "a printed fact is the table's: its range is offered",
    }

    legal_open_commands = ("reveal conflict", "reveal law", "fact")

    def ruling_changed(self, states, snapshot):
        """A save written when the referee capped the supply at the box's 37 (before lancaster.supply.limit
        said the supply is no limit): its log now replays with rewards paid in full, so its snapshot
        differs. Accepted when the replay needed substitutes at some point and the snapshot differs only as
        the cap made it: a supply never below zero, and players holding no more coins, servants and voting
        markers than the replay gives them (any other difference is an edit)."""
        if not any(n < 0 for state in states for n in state.supply.values()):
            return None
        replayed = self.to_dict(states[-1])
        if not self.same_but(replayed, snapshot, ("coins", "servants", "markers", "supply")):
            return None
        supply = snapshot.get("supply")
        if not isinstance(supply, dict) or set(supply) != set(replayed["supply"]) or \
                any(not isinstance(n, int) or n < 0 for n in supply.values()):
            return None
        for what in ("coins", "servants", "markers"):
            held = snapshot.get(what)
            if not isinstance(held, dict) or set(held) != set(replayed[what]) or \
                    any(not isinstance(n, int) or not 0 <= n <= replayed[what][p] for p, n in held.items()):
                return None
        return msg("lancaster.supply.limit.replayed", "lancaster.supply.limit")

    def public_view(self, state):
        """■3, ■16: a player's coins and servants lie behind the screen, so what the prompt offers must not
        turn on them (State.public: each player taken to hold what the players hold between them)."""
        return state.public()

    def legal(self, state, command, pending):
        from referee.games.lancaster import legal

        return legal.lines(state, command, pending)

    def __init__(self) -> None:
        self.glossary = load_glossary(_GLOSSARY)
        self.options = {}
        self.params, self.param_default = PARAMS, YES_NO_WORDS
        self.commands = tuple(replace(c, aliases=aliases(c.words, self.glossary)) for c in COMMANDS)

    # --- rules ------------------------------------------------------------------------------------
    def end_rule(self, state):
        return "lancaster.round.phases"  # after the fifth round

    def check_new(self, players, options):
        if len(players) == 2:
            raise RuleViolation("lancaster.setup.players", N_("The rulebook the referee follows leaves out the "
                                "rules for two players (the ally boards), so it cannot referee a two-player "
                                "game of Lancaster. Play with 3 to 5 players."))
        return super().check_new(players, options)

    def new(self, players, options, facts=None) -> State:
        state = setup.new_state(tuple(players), facts if facts is not None else facts_mod.shipped(self.id))
        engine.start(state)
        return state

    def started(self, state: State) -> list[Msg]:
        return setup.notes(state)

    # --- words ------------------------------------------------------------------------------------
    def _term(self, token: str, *kinds: str):
        return self.glossary.lookup(token, *kinds)

    def where(self, token: str) -> str:
        for kind in ("county", "slot"):
            term = self._term(token, kind)
            if term is not None:
                return term.id
        term = self._term(token, "space")
        if term is not None and not token.isdigit():
            return "s" + term.id
        word = self._term(token, "word")
        if word is not None and word.id == "court":
            return "court"
        raise InputError(N_("'{token}' is not a place: a county (A-I), a conflict (u1 u2 l1 l2), a castle space "
                            "(s1-s6) or court"), token=token)

    def fact_name(self, key: str) -> str:
        """A printed fact in words, with its key (for the question that asks for it)."""
        m = re.fullmatch(r"county\.([A-I])\.minimum", key)
        if m:
            return _("the minimum strength printed beside {county} ({key})").format(
                county=self.place_name(m.group(1)), key=key)
        return key

    def place_name(self, where: str) -> str:
        if where in COUNTIES:
            return f"{where} {self.term('county', where)}"
        if where in SLOTS:
            return self.term("slot", where)
        if where in SPACES:
            return self.space_name(where)
        if where == "court":
            return self.term("word", "court")
        return where

    def space_name(self, space: str) -> str:
        n = space[1:] if space.startswith("s") else space
        term = self.glossary.get("space", n)
        return _("castle {n} ({name})").format(n=n, name=term.name(_lang())) if term else space

    def law_name(self, law: str) -> str:
        if self.glossary.get("law", law) is not None:
            return self.term("law", law)
        return law

    # --- views ----------------------------------------------------------------------------------
    def status(self, state: State) -> Status:
        asked = engine.pending(state)
        active = asked.player if asked else None
        return Status(active=active, pending=asked.msg if asked else None, over=state.over, stage=self.stage(state),
                      waiting=active)

    def stage(self, state: State) -> str:
        """Where the game stands in words: 'round 2, phase I: placing knights' (the set-up, the final
        scoring and the end have no round)."""
        phase = "over" if state.over else state.phase
        if phase in ("setup", "final", "over"):
            return self.term("phase", phase)
        return _("round {round}, {phase}").format(round=state.round, phase=self.term("phase", phase))

    def turn_labels(self, states: list[State]) -> list[str]:
        return [turn_label(state) for state in states]



# The phases' numbers as the rulebook counts them (the laws apply at the end of phase II).
PHASE_NUMERALS = {"placement": "I", "parliament": "II", "laws": "II", "counties": "III", "castles": "IV",
                  "conflicts": "V"}


def turn_label(state: State) -> str:
    """'R2·I': the round and the phase; the set-up, the preparation of a round and the final scoring
    have a word of their own."""
    if state.phase == "setup":
        return _("Set-up")
    if state.phase == "prepare":
        return f"R{state.round + 1}·" + _("prep.")
    if state.phase in ("final", "over") or state.over:
        return _("Final")
    return f"R{state.round}·{PHASE_NUMERALS.get(state.phase, '?')}"


def _lang() -> str:
    from referee.i18n import language

    return language()


GAME = Lancaster()

# Words that appear as parameter values and are put into words through the catalogs.
_PARAM_WORDS = (N_("yes"), N_("no"))
