"""What every game gives the session: its commands, its vocabulary, and pure functions on its state."""

from __future__ import annotations

from typing import Any, NamedTuple

from referee import kinds
from referee.core import InputError, Msg, Outcome, RuleViolation, excerpt
from referee.glossary import Glossary, choice_words
from referee.i18n import N_, _, language
from referee.kinds import PLAIN, Kind
from referee.registry import Action, Command, fold
from referee.turn import Pending


class Status(NamedTuple):
    """For the prompt's toolbar and `show`: whose turn, what is awaited; derived from the game's
    Pending (GameSpec.pending).

    `active` is the player whose turn it is (as `show --json` says); `waiting` is the player the
    referee waits for now (the side asked in a conflict, the player who chooses), None when the
    whole table answers (a vote). `stage` says where the game stands (a round and a phase), or "".
    `turn` is what is left of the active player's turn in words ("Actions left: 2"), shown while the
    referee waits for that player; "" for a game whose turns are not counted so.
    """

    active: str | None
    pending: Msg | None
    over: bool
    stage: str = ""
    waiting: str | None = None
    turn: str = ""


# `show --private`: the one flag, for every game, that shows what the players keep hidden.
PRIVATE_FLAG = "--private"


class GameSpec:
    id: str = ""
    title: str = ""  # the game's name as the table reads it (N_, in the game's domain); the id when empty
    min_players: int = 2
    max_players: int = 4
    players_rule: str = ""  # the rule whose clause gives the number of players: a count beyond it is refused by it
    commands: tuple[Command, ...] = ()
    options: dict[str, tuple[str, ...]] = {}  # option -> allowed values, the first one the default
    glossary: Glossary
    # What the players keep hidden from each other (behind their screens), as one sentence that
    # `show --private` and `score` put above those figures; "" for a game where everything is open.
    private: str = ""
    score_is_private: bool = False  # `score` before the end shows the private figures

    # --- set-up and rules -------------------------------------------------------------------
    def new(self, players: tuple[str, ...], options: dict[str, str]) -> Any:
        """The state after set-up. A game whose initial_facts() is not None is called with a third
        argument: the printed facts (referee.facts.Fact by key) this game is played with."""
        raise NotImplementedError

    # True for a game whose state is built from printed facts (data/facts.toml, with the user's board
    # profile laid over them: referee/facts.py), copied into each save so it replays the same anywhere
    printed_facts = False
    # True for a game that asks the table for a printed fact it lacks (a save may record one as unknown);
    # a game that cannot ask refuses a save whose [facts] leaves one without a value
    asks_unknown_facts = False

    def initial_facts(self) -> dict | None:
        """Printed facts for a new game (shipped, with the user's board profile laid over them), or None
        for a game that keeps its facts elsewhere. A new game copies them into its save."""
        if not self.printed_facts:
            return None
        from referee import facts as facts_mod

        return facts_mod.effective(self.id)

    def facts_from_save(self, table: dict) -> dict | None:
        """The facts a save was started with (its [facts] table), so it replays the same on any machine."""
        if not self.printed_facts:
            return None
        from referee import facts as facts_mod

        return facts_mod.from_save(self.id, table, unknown=self.asks_unknown_facts)

    # The glossary kinds a printed fact's choices are terms of (Lancaster's favours; the regions and
    # countries of a map): a value is typed in any of their names and said in the table's words.
    fact_kinds: tuple[str, ...] = ()

    def fact_lookup(self, word: str) -> str | None:
        """The id a word of a fact's value names (any of its names in the glossary), or None."""
        term = self.glossary.lookup(word, *self.fact_kinds) if self.fact_kinds else None
        return term.id if term is not None else None

    def read_fact(self, fact: Any, text: str) -> Any:
        """A fact's value as typed (`fact KEY VALUE` at the table, `referee board GAME set KEY VALUE`): a
        choice read by any of its names, a refusal listing the choices in the table's words."""
        from referee import facts as facts_mod
        from referee.glossary import choice_words

        return facts_mod.parse(fact, facts_mod.named(fact, text, self.fact_lookup),
                               choice_words(self.glossary, *self.fact_kinds))

    def fact_words(self, value: Any) -> str:
        """A fact's value (as facts.format_value writes it) in the table's words (glossary.value_words)."""
        from referee.glossary import value_words

        return value_words(self.glossary, value, *self.fact_kinds)

    def name(self) -> str:
        """The game's name in the language spoken now (its id when it gives no title)."""
        return _(self.title) if self.title else self.id

    def started(self, state: Any) -> list[Msg]:
        """What `new` tells the table besides 'New game of ...' (the set-up, facts still unknown)."""
        return []

    # The game's own modules the methods below delegate to, when a game names them (a game may override
    # any method instead): engine (apply, pending), render (show, show_json, score), scoring
    # (score_json, why).
    engine: Any = None
    render: Any = None
    scoring: Any = None

    def apply(self, state: Any, action: Action) -> Outcome:
        return self.engine.apply(state, action)

    def pending(self, state: Any) -> Pending | None:
        """What the table owes the referee now (referee.turn.Pending), or None."""
        return self.engine.pending(state) if self.engine else None

    # --- legal actions (referee/legal.py) ---------------------------------------------------------
    turn_actions: tuple[str, ...] = ()  # the commands of a turn, by name, taken when nothing is pending
    # Rules a generator cannot narrow (rule id -> why): a generated line may be refused by them only.
    legal_open: dict[str, str] = {}
    # Commands whose values are the table's (a card revealed, a printed fact): their lines are a sample
    # of what the table may type, so a line `apply` accepts need not be among them.
    legal_open_commands: tuple[str, ...] = ()

    def public_view(self, state: Any) -> Any:
        """The position as the whole table may know it, for what the prompt offers (completion): a figure
        a player keeps behind the screen is set so that it narrows nothing, since the offer is on the
        shared screen. Default: the state itself (a game where everything is open)."""
        return state

    def legal(self, state: Any, command: str, pending: Pending | None) -> Any:
        """The canonical lines of one command that the rules allow now, lazily and in the rules' order;
        None: the core's product of each argument's options and candidates (referee/legal.py)."""
        return None

    def check_new(self, players: tuple[str, ...], options: dict[str, str]) -> dict[str, str]:
        """Validate players and options for `new`; returns the options with defaults filled in."""
        if not self.min_players <= len(players) <= self.max_players:
            raise RuleViolation(self.players_rule, N_("{game} is played by {lo} to {hi} players, not {n}"),
                                game=self.name(), lo=self.min_players, hi=self.max_players, n=len(players))
        seen = set()
        for p in players:
            # printable (no control character, no byte a terminal sent undecoded), and nameable in a line:
            # no space, not an option (-) nor a comment (#)
            if not p.strip() or len(p) > 40 or not p.isprintable() or any(ch.isspace() for ch in p) \
                    or p.startswith(("-", "#")):
                raise InputError(N_("'{name}' cannot be a player name (1-40 letters or signs, no spaces, not "
                                    "starting with - or #)"), name=excerpt(p))
            if fold(p) in seen:
                raise InputError(N_("Two players are called '{name}'"), name=excerpt(p))
            seen.add(fold(p))
        result = {}
        for key, value in options.items():
            key = self._option_key(key, value)
            value = self._option_id(key, value)
            if value not in self.options[key]:
                raise InputError(N_("Option {key} takes one of: {values}"), key=self._option_named(key),
                                 values=", ".join(self._option_value(v) for v in self.options[key]))
            result[key] = value
        for key, values in self.options.items():
            result.setdefault(key, values[0])
        return result

    # The options' names in the table's words (key -> N_ message in the game's catalog): length=短縮版 may be
    # typed 長さ=短縮版, and a refusal lists them so.
    option_titles: dict[str, str] = {}

    def _option_key(self, key: str, value: str) -> str:
        """The option a `new` word names: its key, its name in either language, or, for a value typed alone
        (key '=N', session.parse_new_args), the one option that has that value."""
        if key in self.options:
            return key
        if key.startswith("="):
            owners = [k for k in self.options if self._option_id(k, value) in self.options[k]]
            if len(owners) == 1:
                return owners[0]
            raise InputError(N_("'{value}' is not the value of one option of {game}; options: {options}"),
                             value=excerpt(value), game=self.name(), options=self.options_text())
        for k in self.options:
            if fold(key) in {fold(self._option_title(k, lang)) for lang in ("en", "ja")}:
                return k
        raise InputError(N_("Unknown option '{key}' for {game}; options: {options}"), key=excerpt(key),
                         game=self.name(), options=self.options_text())

    def _option_title(self, key: str, lang: str) -> str:
        from referee.i18n import speaking

        with speaking(lang):
            return _(self.option_titles[key]) if key in self.option_titles else key

    def _option_id(self, key: str, value: str) -> str:
        """A value as the option holds it: typed so, or in the glossary's words (length=短縮版)."""
        if value in self.options[key]:
            return value
        term = self.glossary.lookup(value, "word")
        return term.id if term is not None else value

    def _option_named(self, key: str) -> str:
        """An option's key, with its name in the table's language: 'length(長さ)'."""
        title = self._option_title(key, language())
        return key if title == key else f"{key}({title})"

    def options_text(self) -> str:
        """The game's options and their values, as `new` takes them, in the table's words:
        'length(長さ)=完全版|短縮版' (the ids are typed too: length=short)."""
        return "; ".join(f"{self._option_named(k)}={'|'.join(self._option_value(v) for v in vs)}"
                         for k, vs in self.options.items()) or "-"

    def _option_value(self, value: str) -> str:
        """An option's value as the table's language lists it (glossary.choice_words): the id in English
        (board=advanced), the glossary's word in Japanese (上級マップ), either accepted; a value the glossary
        does not name (a year of the sundial) as it is."""
        return choice_words(self.glossary, "word")(value)

    # --- words ------------------------------------------------------------------------------------
    # How each message parameter is put into words: parameter name -> its kind (referee/kinds.py);
    # a parameter not listed goes through `param_default`. The argument kinds live on the commands.
    params: dict[str, Kind] = {}
    param_default: Kind = PLAIN

    def namer(self, key: str, value: Any) -> str:
        """Put a message parameter into words (glossary names for colours, leaders and tiles)."""
        named = self.__dict__.get("_namer")
        if named is None:
            named = self._namer = kinds.namer({"command": kinds.Named(_command_words), "line": kinds.Named(line_words),
                                               "provenance": kinds.Named(_provenance_word), **self.params},
                                              self.param_default, self)
        return named(key, value)

    def term(self, kind: str, term_id: str) -> str:
        t = self.glossary.get(kind, term_id)
        return t.name(language()) if t else term_id

    # --- views ----------------------------------------------------------------------------------
    def to_dict(self, state: Any) -> dict:
        raise NotImplementedError

    def ruling_changed(self, states: list[Any], snapshot: dict[str, Any]) -> Msg | None:
        """A save's snapshot (`snapshot`) differs from what its log replays to (`states`, from the set-up on): the
        note that says which ruling changed since the save was written, when the game can tell that
        this explains it; None, the save was edited or is damaged (load refuses it). Default: None."""
        return None

    @staticmethod
    def same_but(replayed: dict[str, Any], snapshot: dict[str, Any], keys: tuple[str, ...]) -> bool:
        """Whether a snapshot is the replay's in everything but these keys: what a changed ruling may have
        made differ (ruling_changed); a difference anywhere else is an edit."""
        return ({k: v for k, v in replayed.items() if k not in keys} ==
                {k: v for k, v in snapshot.items() if k not in keys})

    def status(self, state: Any) -> Status:
        raise NotImplementedError

    def turn_labels(self, states: list[Any]) -> list[str]:
        """A short label of the turn each state is in ("T5", "R2·I"), for `history` and `undo`; one
        per state, in order. Two states with the same label are in the same turn. Default: none."""
        return ["" for _state in states]

    def show_text(self, state: Any, color: bool = True, private: bool = False) -> str:
        """The table as the players see it; with `private`, also what they keep hidden."""
        return self.render.show(self, state, color, private)

    def run_words(self) -> tuple[str, ...]:
        """Words of more than one glossary name that a line typed without spaces may hold whole (Kings &
        Castles' 緑の騎士): pieces for splitting such a line (referee/suggest.py)."""
        return ()

    detail_kinds: tuple = ()  # the kinds of what `show THING` names, for a did-you-mean

    def show_detail(self, state: Any, words: list[str]) -> str:
        """`show THING`: one part of the table in detail (a country, a county), for a game that has such
        views; the others say they have none."""
        raise InputError(N_("'show {thing}': {game} has no view of one part of the table; 'show' shows all of it."),
                         thing=excerpt(" ".join(words)), game=self.name())

    def hides(self, state: Any, options: dict[str, str]) -> bool:
        """Whether the private figures are hidden now: during the game, unless an option opens them."""
        return bool(self.private) and not self.status(state).over

    def private_note(self) -> str:
        """The warning shown above private figures revealed on request."""
        return _(self.private)

    def show_json(self, state: Any) -> dict:
        """`show --json`: the game's own keys, and in every game `active`, the player the referee waits
        for (null when it waits for the table or the game is over), `end_reason`, the rule that ended
        the game (null while it goes on), and `winners` ([] until the game is over; as `score --json`
        gives them). Every figure, the hidden ones too: the screens hide them, scripts read them."""
        data = self.render.show_json(state)
        status = self.status(state)
        data["active"] = None if status.over else data.get("active", status.active)
        data["end_reason"] = self.end_reason(state)
        data["winners"] = self.score_json(state)["winners"] if status.over else []
        return data

    def end_rule(self, state: Any) -> str:
        """The rule that ended the game, once it is over: a game that ends one way only (after the last
        round or reign) names that rule; a game that can end several ways says which one did. Default: none."""
        return ""

    def end_reason(self, state: Any) -> str | None:
        """`end_reason` in `show --json` and `score --json`: the rule that ended the game, null while it goes on."""
        return (self.end_rule(state) or None) if self.status(state).over else None

    def score_json(self, state: Any) -> dict:
        """`score --json`: the game's own keys (scoring.score_json), and in every game the same core:
        `game`, `final` (the game is over), `end_reason` (as `show --json` gives it), `winners` ([] until
        the end) and `ranking`, best first: `player`, `score` (a number), `tiebreak` (the figures the
        game's rules compare after the score, in their order; [] where the rules have none) and `rank`
        (1 the best, shared by players still level). The game gives each entry's score and tiebreak and
        its winners (its own final result); the order and the ranks follow from them here: the winners
        first (a Carolingi peace is won outright), then score, then the tie-break figures."""
        data = self.scoring.score_json(state)
        over = self.status(state).over
        winners = list(data.get("winners") or []) if over else []
        rows = [{"player": row["player"], "rank": 0, "score": row["score"], "tiebreak": list(row.get("tiebreak", ())),
                 **{k: v for k, v in row.items() if k not in ("player", "rank", "score", "tiebreak")}}
                for row in data["ranking"]]

        def key(row: dict) -> tuple:
            return (row["player"] in winners, row["score"], row["tiebreak"])

        rows.sort(key=key, reverse=True)  # stable: players still level keep the game's order
        for i, row in enumerate(rows):
            row["rank"] = rows[i - 1]["rank"] if i and key(row) == key(rows[i - 1]) else i + 1
        core = {"game": self.id, "final": over, "end_reason": self.end_reason(state), "winners": winners,
                "ranking": rows}
        return {**core, **{k: v for k, v in data.items() if k not in core}}

    def score_text(self, state: Any) -> str:
        return self.render.score(self, state)

    def score_why(self, state: Any) -> list[Msg]:
        return self.scoring.why(state) if self.scoring else []


def _command_words(value: Any, game: Any) -> str:
    """A command a message names ('commit'), as the table types it in its language (支援)."""
    from referee.helptext import local_words

    cmd = next((c for c in game.commands if c.name == str(value)), None) if game is not None else None
    return " ".join(local_words(cmd, game.glossary, language())) if cmd is not None else str(value)


def line_words(value: Any, game: Any) -> str:
    """A line a message quotes or tells the table to type (`put reign`, `fact KEY N`), its command's
    keywords in the table's language (設定 治世, 事実 KEY N); its arguments as they are."""
    from referee.helptext import local_line

    return local_line(str(value), game.commands, game.glossary, language()) if game is not None else str(value)


def _provenance_word(value: Any, game: Any) -> str:
    """Where a printed fact comes from (rulebook, verified, table), in the table's language (確認済み)."""
    from referee import facts as facts_mod

    return facts_mod.provenance_word(str(value))
