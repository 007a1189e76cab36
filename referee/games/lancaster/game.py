"""Lancaster for the session: the command table, argument kinds, and views of the state."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from referee import facts as facts_mod
from referee.core import InputError, Msg, RuleViolation
from referee.games.base import GameSpec, Status
from referee.games.lancaster import engine, facts, render, scoring, setup
from referee.games.lancaster.flow import PHASES
from referee.games.lancaster.state import COUNTIES, LAW_SPACES, SLOTS, SPACES, State, to_dict
from referee.glossary import load as load_glossary
from referee.i18n import N_, _
from referee.registry import Arg, Command

_GLOSSARY = Path(__file__).parent / "data" / "glossary.toml"

# Printed bounds, read from data/facts.toml at import (the argument kinds take them as numbers).
_KNIGHTS = facts_mod.shipped("lancaster")["knights.set"]  # the strengths printed on the knights
STRENGTH = Arg("STRENGTH", "int", lo=_KNIGHTS.lo, hi=_KNIGHTS.hi, rule="lancaster.setup.knights")
PLAYER = Arg("PLAYER", "player")
WHERE = Arg("WHERE", "where")
COUNT = Arg("N", "int", lo=0, hi=999)  # power points: no rule bounds them, only the referee
# Counts that the engine checks against what there is (the supply, the box, the rounds): only the
# lower bound is the argument's.
SUPPLY = Arg("N", "int", lo=0, rule="lancaster.put.components")
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
               "(u1 u2 l1 l2) or a castle space (s1-s6)")),
    Command(("favour",), (Arg("FAVOUR", "favour"),),
            N_("Take a face-up king's favour for the knight just placed in a conflict")),
    Command(("noble",), (Arg("COUNTY", "county"),), N_("Take a noble of that county (the person favour)")),
    Command(("upgrade",), (Arg("STRENGTH|none", "knight-or-none"), Arg("WHERE", "where", optional=True)),
            N_("Upgrade one of your knights (in the court or deployed) by one, or decline (none)")),
    Command(("extension",), (Arg("SPACE", "space"),),
            N_("Place one of your extension tiles on its castle space (1-6)")),
    Command(("vote",), (PLAYER, Arg("yes|no", "yesno"),
                        Arg("MARKERS", "int", optional=True, lo=0, rule="lancaster.vote.ballot")),
            N_("Parliament: a player's vote on the proposal, with the voting markers added to it")),
    Command(("pay",), (Arg("N", "int", lo=0, rule="lancaster.law.pay"),),
            N_("A law that sells something: how many times the player pays")),
    Command(("choose",), (Arg("noble|reward|both", "choice"),),
            N_("Phase III: the county's knight takes the noble, the reward, or both for 3 coins")),
    Command(("move",), (Arg("CONFLICT", "slot"),), N_("Dorset: move the knight to that conflict")),
    Command(("start",), (PLAYER,), N_("Surrey: the new start player (yourself, another, or unchanged)")),
    Command(("castle",), (Arg("SPACE...|all|none", "castle-choice", repeat=True),),
            N_("Phase IV: which of the castle rewards that cost something to take")),
    Command(("ransom",), (Arg("STRENGTH...|none", "ransom", repeat=True),),
            N_("Prisoners: the knights the player ransoms, one coin per point of strength")),
    Command(("reveal", "conflict"), (FRENCH, Arg("1ST-2ND-3RD", "points", optional=True)),
            N_("The conflict card revealed: French strength and the points, as printed")),
    Command(("reveal", "law"), (Arg("LAW|new", "law"), Arg("TEXT", "text", optional=True)),
            N_("The law revealed as a proposal; a card the catalog does not know is typed in the legend of ■20"),
            details=LAW_FORMAT),
    Command(("fact",), (Arg("KEY", "fact"), Arg("VALUE", "text")),
            N_("A fact printed on your board or cards, for this game; the answer when the referee asks for one "
               "(see 'referee board lancaster')")),
    Command(("put", "knight"), (PLAYER, STRENGTH, WHERE,
                                Arg("SERVANTS", "int", optional=True, lo=0, rule="lancaster.put.components")),
            N_("Set up: a player's knight (from the stock or court) at a place, or into the court")),
    Command(("take", "knight"), (PLAYER, STRENGTH, WHERE), N_("Set up: a player's knight back to the stock")),
    Command(("put", "coins"), (PLAYER, SUPPLY), N_("Set up: how many coins a player has")),
    Command(("put", "servants"), (PLAYER, SUPPLY), N_("Set up: how many servants a player has")),
    Command(("put", "markers"), (PLAYER, SUPPLY), N_("Set up: how many voting markers a player has")),
    Command(("put", "pp"), (PLAYER, COUNT), N_("Set up: a player's power points")),
    Command(("put", "noble"), (PLAYER, Arg("COUNTY", "county")), N_("Set up: a noble at a player's table")),
    Command(("take", "noble"), (PLAYER, Arg("COUNTY", "county")), N_("Set up: a noble back to its county")),
    Command(("put", "nobles"), (Arg("COUNTY", "county"), SUPPLY),
            N_("Set up: how many nobles lie on a county")),
    Command(("put", "extension"), (PLAYER, Arg("SPACE", "space")), N_("Set up: an extension tile placed")),
    Command(("take", "extension"), (PLAYER, Arg("SPACE", "space")), N_("Set up: an extension tile removed")),
    Command(("put", "conflict"), (Arg("CONFLICT", "slot"), FRENCH, Arg("1ST-2ND-3RD", "points")),
            N_("Set up: a conflict card in a place (u1 u2: first battle; l1 l2: second battle)")),
    Command(("take", "conflict"), (Arg("CONFLICT", "slot"),),
            N_("Set up: a conflict card out of the game (its knights back to their courts)")),
    Command(("put", "deck"), (SUPPLY,), N_("Set up: conflict cards left in the deck")),
    Command(("put", "law"), (PLACE, Arg("LAW", "law-id")),
            N_("Set up: the current law in that place (1 = leftmost)")),
    Command(("put", "proposal"), (PLACE, Arg("LAW|none", "law-or-none")),
            N_("Set up: the proposal in that place")),
    Command(("put", "favour"), (Arg("FAVOUR", "favour"), Arg("up|down", "side")),
            N_("Set up: a king's favour face up or face down")),
    Command(("put", "start"), (PLAYER,), N_("Set up: the start player")),
    Command(("put", "round"), (Arg("N", "int", lo=1, rule="lancaster.put.components"),), N_("Set up: the round")),
    Command(("put", "phase"), (Arg("PHASE", "phase"),),
            N_("Set up: begin this phase of the round (placement parliament laws counties castles conflicts final)")),
    Command(("put", "turn"), (PLAYER,), N_("Set up: phase I, who places the next knight")),
)


class Lancaster(GameSpec):
    id = "lancaster"
    min_players = 3
    max_players = 5
    # Rulebook ■3, ■16: coins and servants lie behind each player's castle screen (衝立の内側); voting
    # markers stand on the castle board in view of all (■25), and so do knights, nobles and extensions.
    private = N_("Private: coins and servants stay behind each player's screen; shown on request")

    def __init__(self) -> None:
        self.glossary = load_glossary(_GLOSSARY)
        self.options = {}
        self.commands = tuple(replace(c, aliases=self._aliases(c.words)) for c in COMMANDS)

    def _aliases(self, words: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        from itertools import product

        choices = []
        for i, w in enumerate(words):
            if i == 0:
                term = self.glossary.get("command", w)
            else:
                term = next((t for t in self.glossary.of_kind("term") if t.en == w), None) \
                    or self.glossary.get("command", w)
            choices.append([w] + ([n for n in term.names() if " " not in n and n != w] if term else []))
        combos = {tuple(c) for c in product(*choices)} - {words}
        return tuple(sorted(combos))

    # --- rules ------------------------------------------------------------------------------------
    def check_new(self, players, options):
        if len(players) == 2:
            raise InputError(N_("[lancaster.setup.players] The rulebook the referee follows leaves out the "
                                "rules for two players (the ally boards), so it cannot referee a two-player "
                                "game of Lancaster. Play with 3 to 5 players."))
        return super().check_new(players, options)

    def initial_facts(self) -> dict:
        return facts_mod.effective(self.id)

    def facts_from_save(self, table: dict) -> dict:
        return facts_mod.from_save(self.id, table)

    def new(self, players, options, facts=None) -> State:
        state = setup.new_state(tuple(players), facts if facts is not None else facts_mod.shipped(self.id))
        engine.start(state)
        return state

    def started(self, state: State) -> list[Msg]:
        return setup.notes(state)

    def apply(self, state, action):
        return engine.apply(state, action)

    # --- arguments --------------------------------------------------------------------------------
    def _term(self, token: str, *kinds: str):
        return self.glossary.lookup(token, *kinds)

    def parse_arg(self, kind: str, token: str, state: State) -> Any:
        if kind == "where":
            return self.where(token)
        if kind == "county":
            term = self._term(token, "county")
            if term is None:
                raise InputError(N_("'{token}' is not a county (A-I, or its name)"), token=token)
            return term.id
        if kind == "slot":
            term = self._term(token, "slot")
            if term is None:
                raise InputError(N_("'{token}' is not a conflict place (u1 u2 upper row, l1 l2 lower row)"), token=token)
            return term.id
        if kind in ("space", "castle-choice"):
            if kind == "castle-choice":
                word = self._term(token, "word")
                if word is not None and word.id in ("all", "none"):
                    return word.id
            term = self._term(token, "space")
            if term is None:
                raise InputError(N_("'{token}' is not a castle space (1-6, left to right)"), token=token)
            return "s" + term.id
        if kind == "favour":
            term = self._term(token, "favour")
            if term is None:
                raise InputError(N_("'{token}' is not a king's favour ({names})"), token=token,
                                 names="coins2 coins3 servant servants2 upgrade noble")
            return term.id
        if kind in ("law", "law-id", "law-or-none"):
            word = self._term(token, "word")
            if kind == "law" and word is not None and word.id == "new":
                return "new"
            if kind == "law-or-none" and word is not None and word.id == "none":
                return "none"
            term = self._term(token, "law")
            if term is not None:
                return term.id
            if kind != "law" and (token in state.law_texts):
                return token
            raise InputError(N_("'{token}' is not a law of the catalog ('referee board lancaster' lists them; "
                                "a card it does not know: reveal law new TEXT)"), token=token)
        if kind == "yesno":
            word = self._term(token, "word")
            if word is None or word.id not in ("yes", "no"):
                raise InputError(N_("'{token}': vote yes or no"), token=token)
            return word.id
        if kind == "choice":
            word = self._term(token, "word")
            if word is None or "choice" not in word.attrs:
                raise InputError(N_("'{token}': choose noble, reward or both"), token=token)
            return word.attrs["choice"]
        if kind in ("knight-or-none", "ransom"):
            word = self._term(token, "word")
            if word is not None and word.id == "none":
                return "none"
            try:
                value = int(token)
            except ValueError:
                raise InputError(N_("'{token}' is not a knight's strength (1-4) or none"), token=token) from None
            if not 1 <= value <= 4:
                raise RuleViolation("lancaster.setup.knights", "lancaster.setup.knights.strength", value=value)
            return value
        if kind == "points":
            parts = [p for p in re.split(r"[-,/ ]+", token) if p]
            if len(parts) != 3 or not all(p.isdigit() for p in parts):
                raise InputError(N_("'{token}': write the points for 1st, 2nd and 3rd, such as 4-2-1"), token=token)
            return [int(p) for p in parts]
        if kind == "fact":
            if token not in facts.shipped() and token not in facts_mod.obsolete(self.id):
                raise InputError(N_("'{token}' is not a Lancaster fact ('referee board lancaster' lists them)"),
                                 token=token)
            return token
        if kind == "phase":
            term = self._term(token, "phase")
            if term is None or term.id not in PHASES:
                raise InputError(N_("'{token}' is not a phase ({phases})"), token=token, phases=" ".join(PHASES))
            return term.id
        if kind == "side":
            word = self._term(token, "word")
            if word is None or word.id not in ("up", "down"):
                raise InputError(N_("'{token}': up or down"), token=token)
            return word.id
        return super().parse_arg(kind, token, state)

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

    def format_arg(self, kind: str, value: Any) -> str:
        if kind == "points":
            return "-".join(str(v) for v in value)
        return str(value)

    def candidates(self, kind: str, state: State) -> list[str]:
        if kind == "where":
            return list(COUNTIES) + list(SLOTS) + list(SPACES) + ["court"]
        if kind == "county":
            return list(COUNTIES)
        if kind == "slot":
            return list(SLOTS)
        if kind in ("space", "castle-choice"):
            return [s[1] for s in SPACES] + (["all", "none"] if kind == "castle-choice" else [])
        if kind == "favour":
            return list(state.favours) if state is not None else []
        if kind in ("law", "law-id", "law-or-none"):
            return facts.catalog_laws() + (["new"] if kind == "law" else []) + (["none"] if kind == "law-or-none" else [])
        if kind == "yesno":
            return ["yes", "no"]
        if kind == "choice":
            return ["noble", "reward", "both"]
        if kind in ("knight-or-none", "ransom"):
            return ["1", "2", "3", "4", "none"]
        if kind == "fact":
            keys = list(facts.shipped())
            asked = (state.pending or {}).get("fact") if state is not None else None
            return ([asked] + [k for k in keys if k != asked]) if asked in keys else keys
        if kind == "phase":
            return list(PHASES)
        if kind == "side":
            return ["up", "down"]
        return super().candidates(kind, state)

    def namer(self, key: str, value: Any) -> str:
        if isinstance(value, (list, tuple)):
            if key in ("knights", "removed", "court", "deployed", "points"):
                return "+".join(str(v) for v in value) if key == "knights" else ", ".join(str(v) for v in value)
            return ", ".join(self.namer(key, v) for v in value)
        if isinstance(value, bool):
            return _("yes") if value else _("no")
        text = str(value)
        if key in ("county", "counties", "gone_county"):
            return self.term("county", text) if text in COUNTIES else text
        if key in ("slot", "slots", "target"):
            return self.term("slot", text) if text in SLOTS else text
        if key in ("space", "spaces"):
            return self.space_name(text)
        if key == "where":
            return self.place_name(text)
        if key in ("favour", "favours"):
            return self.term("favour", text)
        if key in ("law", "laws", "gone"):
            return self.law_name(text)
        if key == "choice":
            term = self.glossary.get("word", f"choice-{text}") or self.glossary.get("word", text)
            return term.name(_lang()) if term else text
        if key == "phase":
            return self.term("phase", text)
        if key == "resource":
            return self.term("resource", text)
        if key == "provenance":
            return facts_mod.provenance_word(text)
        if key == "options":
            strength, _sep, where = text.partition("@")
            return f"{strength} ({self.place_name(where)})"
        if key == "stat":
            return self.term("legend", text)
        if key in ("text", "known"):
            from referee.games.lancaster.legend import describe

            return describe(text)
        if key == "side":
            return self.term("word", text)
        if key == "what":
            return self.fact_name(text)
        return text

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
    def to_dict(self, state: State) -> dict:
        return to_dict(state)

    def status(self, state: State) -> Status:
        pending = None
        if state.pending:
            pending = Msg(engine.pending_key(state.pending), engine.pending_params(state.pending))
        active = state.pending.get("player") if state.pending else None
        return Status(active=active, actions_left=None, pending=pending, over=state.over, stage=self.stage(state),
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

    def show_text(self, state: State, color: bool = True, private: bool = False) -> str:
        return render.show(self, state, color, private)

    def show_json(self, state: State) -> dict:
        return render.show_json(state)

    def score_json(self, state: State) -> dict:
        return scoring.score_json(state)

    def score_text(self, state: State) -> str:
        return render.score(self, state)

    def score_why(self, state: State) -> list[Msg]:
        return scoring.why(state)


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
