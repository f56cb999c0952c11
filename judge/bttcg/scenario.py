"""BattleTech TCG scenarios (``game: bttcg``, ``shared/spec/scenario-format.md``): the model both spellings (YAML
and plain text) are read into. Field names are the contract's; the project may add fields, never change these."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from judge.scenario_input import die_results, two_players

MAX_CARDS = 200
MAX_ACTIONS = 200
MAX_DICE = 200
MAX_STAT = 99
"""Bounds on what one scenario can ask for: enough for any real position, small enough to answer at once."""

CARD_ID = re.compile(r"^[a-z][a-z0-9_-]*$")
COUNTER_KIND = re.compile(r"[A-Za-z0-9+'-][A-Za-z0-9+' -]{0,39}")
"""A kind of counter, as card text names it: ``operation``, ``clubbing limb``, ``+1 attack``."""
AssetLetter = Literal["A", "L", "M", "P", "T"]
CardZone = Literal["hand", "patrol", "guard", "construction", "command_post", "scrapheap", "stockpile"]
"""``stockpile``: one of the cards the player's ``stockpile`` counts, named because an effect searches for it (an
extension)."""
Region = Literal["stockpile", "construction", "command_post", "patrol"]
"""A player's four regions (rulebook p.12: Stockpile, Construction, Command Post, Patrol): where a Terrain card is
played, the region it enhances (rulebook p.12, Glossary: Terrain)."""
UnitType = Literal["mech", "vehicle", "battle_armor"]
SpeedName = Literal["slow", "moderate", "fast"]
TurnPhase = Literal["untap", "draw", "deploy", "repair", "missions", "end"]
"""The phases of a turn (rulebook p.16) as scenarios name them; ``repair`` is the Repair/Reload phase, ``end`` End
of Turn."""
TURN_PHASES: tuple[TurnPhase, ...] = ("untap", "draw", "deploy", "repair", "missions", "end")
Verb = Literal[
    "play",
    "use",
    "assign",
    "pass",
    "phase",
    "deploy",
    "tap",
    "construct",
    "activate",
    "reassign",
    "repair",
    "guard",
    "unguard",
    "restock",
    "attack",
    "reveal",
]
BATTLE_VERBS: tuple[Verb, ...] = ("play", "use", "assign", "pass", "attack", "reveal")
TURN_VERBS: tuple[Verb, ...] = (
    "phase",
    "deploy",
    "tap",
    "construct",
    "activate",
    "reassign",
    "repair",
    "guard",
    "unguard",
    "restock",
)
"""The verbs of the turn (an extension of the contract): each one a field of :class:`Action`."""
_NAMED_VERBS: tuple[Verb, ...] = ("play", "use", "assign", "attack", "reveal", *TURN_VERBS)


Face = Annotated[int, Field(ge=1, le=6)]
"""A die's face."""
RollDo = Literal["reroll"] | Annotated[int, Field(ge=-6, le=6)]
"""What an ability used after a die roll does to a face: roll it again, or change it by that much."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class PlayerSpec(_Strict):
    assets: list[AssetLetter] = Field(default_factory=list)
    """The assets this player has available."""
    stockpile: int = Field(default=30, ge=0, le=1000)
    """Cards in the Stockpile."""


class InlineUnit(_Strict):
    """A Unit written out in the scenario instead of named from the pool."""

    type: UnitType
    speed: SpeedName
    attack: int = Field(ge=0, le=MAX_STAT)
    armor: int = Field(ge=0, le=MAX_STAT)
    structure: int = Field(ge=1, le=MAX_STAT)
    name: str | None = Field(default=None, max_length=100)
    keywords: list[str] = Field(default_factory=list, max_length=20)
    text: str = Field(default="", max_length=2000)
    """Card text, parsed by the card-text grammar exactly as a pool card's text is."""
    cost: str | None = Field(default=None, max_length=40)
    """Construction cost, spelled as printed (``6+3A+3M+3T``): needed only to activate the Unit (an extension)."""


class InlineCommand(_Strict):
    """A Command card written out in the scenario."""

    name: str | None = Field(default=None, max_length=100)
    keywords: list[str] = Field(default_factory=list, max_length=20)
    armor: int = Field(default=0, ge=0, le=MAX_STAT)
    structure: int | None = Field(default=None, ge=1, le=MAX_STAT)
    attack: int | None = Field(default=None, ge=0, le=MAX_STAT)
    cost: str | None = Field(default=None, max_length=40)
    text: str = Field(default="", max_length=2000)


class InlineMission(_Strict):
    """A Mission card written out in the scenario."""

    name: str | None = Field(default=None, max_length=100)
    text: str = Field(default="", max_length=2000)


class CardSpec(_Strict):
    """A card that matters to the position, under the scenario's id for it."""

    owner: str
    card: str | None = Field(default=None, max_length=200)
    unit: InlineUnit | None = None
    command: InlineCommand | None = None
    mission: InlineMission | None = None
    zone: CardZone | None = None
    """Where the card is; ``None``: the default for its kind (``patrol`` for Units, ``command_post`` for Command
    cards, ``hand`` for Mission cards)."""
    guarding: str | None = None
    on: str | None = None
    tapped: bool = False
    depleted: bool = False
    damage: int = Field(default=0, ge=0, le=MAX_STAT)
    counters: int = Field(default=0, ge=0, le=MAX_STAT)
    activated: bool = False
    other_counters: dict[str, int] = Field(default_factory=dict, max_length=20)
    """Counters of other kinds than construction and damage already on the card, by kind (an extension:
    ``{operation: 3}``, ``{"+1 attack clubbing limb": 1}``)."""
    chosen_player: str | None = None
    """For a card in play whose text chose a player as it was activated (an extension; Sharilar Mori, whose chosen
    player gets -1 initiative): that player. ``None``: not said; a card whose chosen player matters is then refused,
    never guessed (judge/bttcg/continuous.py)."""
    region: Region | None = None
    """For a Terrain card in play (an extension): the region of its owner it was put in, and so enhances (rulebook
    p.12, Glossary: Terrain; judge/bttcg/terrain.py). ``None``: not said; a Terrain card whose region matters is then
    refused, never guessed."""
    this_turn: list[Literal["attacked", "blocked", "was_blocked", "damaged", "dealt_damage"]] = Field(
        default_factory=list, max_length=5
    )
    """What the card did earlier this turn, before the position (an extension): attacked, blocked, its attack was
    blocked, it was damaged, it dealt damage. ``[]``: none of these earlier this turn (the battle under way adds its
    own: its attackers attacked, its blockers blocked). Read by "that attacked this turn" (``refinements_cards``)."""

    @field_validator("other_counters")
    @classmethod
    def _counter_kinds(cls, value: dict[str, int]) -> dict[str, int]:
        for kind, count in value.items():
            if not COUNTER_KIND.fullmatch(kind) or kind.casefold() in ("construction", "damage"):
                raise ValueError(
                    f"the counter kind {kind!r} is not a kind of counter (1 to 40 letters, digits, spaces, + or -; "
                    "construction and damage counters have their own fields)"
                )
            if not 0 <= count <= MAX_STAT:
                raise ValueError(f"{count} {kind} counters: between 0 and {MAX_STAT}")
        return {kind: count for kind, count in value.items() if count}

    @model_validator(mode="after")
    def _one_source(self) -> CardSpec:
        given = [name for name in ("card", "unit", "command", "mission") if getattr(self, name) is not None]
        if len(given) != 1:
            raise ValueError(
                "a card is given by exactly one of 'card', 'unit', 'command', 'mission'"
                + (f" (found {', '.join(given)})" if given else "")
            )
        return self


class MissionSpec(_Strict):
    """The mission in progress."""

    attacker: str
    group: list[str] = Field(min_length=1, max_length=MAX_CARDS)
    target: str
    """A card id, or ``<player>.stockpile``."""
    blockers: list[str] = Field(default_factory=list, max_length=MAX_CARDS)
    include_target: bool = False


class Action(_Strict):
    """What one player does: exactly one verb with its fields. The contract's verbs (``play``, ``use``, ``assign``,
    ``pass``) are the battle's; the others (:data:`TURN_VERBS`, an extension) are the turn's: ``phase`` (go on to
    that phase), ``deploy`` (with ``revealed``), ``tap`` (cards for resources), ``construct`` (counters per card),
    ``activate`` (with ``on`` for an Enhancement or Pilot, ``patrol`` for a Unit that may go on patrol
    at once), ``reassign`` (a Pilot ``on`` another 'Mech), ``repair``
    (1 damage, Assembly), ``guard`` (a Unit, at ``site``), ``unguard`` (back to patrol), ``restock`` (Logistics)."""

    by: str
    play: str | None = None
    choose: list[str] | None = Field(default=None, max_length=MAX_CARDS)
    amounts: dict[str, int] | None = None
    may: list[bool] | None = Field(default=None, max_length=MAX_CARDS)
    """The answers, in order, to what the card played or used says its player "may" do (an extension): ``true``
    does it, ``false`` declines; strict mode: each "may" the card reaches needs its answer. On a ``deploy``: what
    the cards in play that watch deployments offer (judge/bttcg/turn_fired.py); on an ``activate``: what the card
    does as it is revealed (judge/bttcg/turn_excess.py); on a ``reveal`` in a mission: whether the card activated
    when attacked redirects the attack (judge/bttcg/before_blockers.py)."""
    either: list[int] | None = Field(default=None, max_length=MAX_CARDS)
    """The options chosen, in order, where the card played, used or activated says "either ... or ..." (an
    extension): 1 takes the first option, 2 the second (judge/bttcg/one_of.py); strict mode: each choice the card
    reaches needs its answer."""
    use: str | None = Field(default=None, max_length=100)
    on_roll: list[Face] | dict[Face, RollDo] | None = Field(default=None, min_length=1, max_length=6)
    """With ``use`` of an ability used immediately after a die is rolled (an extension: "Reroll one of your missile
    die rolls", "Add +1 to one of your die rolls"): the faces on which its player uses it, or for each face what it
    does (``reroll``, or the change: ``{4: reroll, 2: 1, 3: -1}``) where the ability offers a choice; it is used on
    the first of the player's missile rolls (of the Unit in ``choose``, when given) that shows one of them, else not
    at all (judge/bttcg/rerolls.py)."""
    unit: str | None = None
    card: str | None = None
    at: dict[str, int] | None = None
    assign: str | None = None
    to: dict[str, int] | None = None
    pass_: bool | None = Field(default=None, alias="pass")
    phase: TurnPhase | None = None
    deploy: str | None = None
    revealed: bool | None = None
    tap: list[str] | None = Field(default=None, min_length=1, max_length=MAX_CARDS)
    construct_: dict[str, int] | None = Field(default=None, alias="construct")
    activate: str | None = None
    reassign: str | None = None
    on: str | None = None
    repair: str | None = None
    guard: str | None = None
    site: str | None = None
    unguard: str | None = None
    restock: str | None = None
    attack: str | None = None
    """Another mission, after the one before it has resolved (an extension): its target, with ``group``,
    ``blockers`` and ``include_target`` as in ``mission``; the attacker is ``by``."""
    group: list[str] | None = Field(default=None, min_length=1, max_length=MAX_CARDS)
    blockers: list[str] | None = Field(default=None, max_length=MAX_CARDS)
    include_target: bool | None = None
    patrol: bool | None = None
    """With ``activate``, for a Unit that may go to its Patrol region as soon as it is activated (an extension):
    ``true`` moves it there at once, ``false`` leaves it in the Construction region until the end of the turn."""
    top: str | None = None
    """With ``use`` of an ability that shows the top card of its player's Stockpile (an extension): that card, a card
    of the scenario in the Stockpile (``zone: stockpile``): hidden information the answer depends on
    (judge/bttcg/stockpile_top.py)."""
    region: Region | None = None
    """With ``activate`` of a Terrain card (an extension): the region of its player it is put in ("put it in one of
    your regions": judge/bttcg/terrain.py)."""
    reveal: str | None = None
    """The defender reveals a card under construction when the opponent attacks, before blockers are assigned (an
    extension: first among its mission's actions; Ambush!, CE rulings), with the ``choose``/``amounts`` of what the
    card does as it is revealed ('Mech Trap-like cards activated when attacked: judge/bttcg/reveal.py)."""

    @field_validator("may")
    @classmethod
    def _no_answers_is_absent(cls, value: list[bool] | None) -> list[bool] | None:
        """``may: []`` says what leaving it out says (no answer)."""
        return value or None

    @field_validator("either")
    @classmethod
    def _options_count_from_one(cls, value: list[int] | None) -> list[int] | None:
        """``either: []`` says what leaving it out says; an option is numbered from 1."""
        if value and any(n < 1 for n in value):
            raise ValueError("'either' numbers the options chosen from 1 (1: the first option, 2: the second)")
        return value or None

    @field_validator("blockers")
    @classmethod
    def _no_blockers_is_absent(cls, value: list[str] | None) -> list[str] | None:
        """``blockers: []`` says what leaving it out says (unblocked)."""
        return value or None

    @field_validator("include_target")
    @classmethod
    def _not_included_is_absent(cls, value: bool | None) -> bool | None:
        return value or None

    def mission(self) -> MissionSpec:
        """The mission an ``attack`` action declares."""
        assert self.attack is not None and self.group is not None
        return MissionSpec(
            attacker=self.by,
            group=self.group,
            target=self.attack,
            blockers=self.blockers or [],
            include_target=bool(self.include_target),
        )

    @field_validator("choose", "amounts", "at")
    @classmethod
    def _empty_is_absent(cls, value: list[str] | dict[str, int] | None) -> list[str] | dict[str, int] | None:
        """``choose: []`` says what leaving ``choose`` out says (both spellings write it as absent)."""
        return value or None

    @field_validator("on_roll")
    @classmethod
    def _changes_change(cls, value: list[int] | dict[int, RollDo] | None) -> list[int] | dict[int, RollDo] | None:
        """A change of 0 does nothing: ``reroll`` or a change of at least 1 either way."""
        if isinstance(value, dict) and any(do == 0 for do in value.values()):
            raise ValueError("'on_roll' says for each face 'reroll' or a change other than 0, e.g. {4: reroll, 2: 1}")
        return value

    @field_validator("revealed")
    @classmethod
    def _false_is_absent(cls, value: bool | None) -> bool | None:
        """``revealed: false`` says what leaving it out says (deployed face down)."""
        return value or None

    @property
    def ability_number(self) -> int | None:
        """``use: ability`` / ``use: ability N``: which of the card's activated abilities (1 for ``ability``);
        ``None`` when ``use`` names something else (a Unit option)."""
        word, _, number = (self.use or "").strip().lower().partition(" ")
        if word != "ability" or not (number or "1").isdigit():
            return None
        return int(number or "1")

    @property
    def verb(self) -> Verb:
        for name in _NAMED_VERBS:
            if getattr(self, _attribute(name)) is not None:
                return name
        return "pass"

    @property
    def is_turn_action(self) -> bool:
        return self.verb in TURN_VERBS

    @model_validator(mode="after")
    def _one_verb(self) -> Action:
        verbs = [name for name in ("play", "use", "assign", "attack", "reveal") if getattr(self, name) is not None]
        if self.pass_ is not None:
            verbs.append("pass")
        verbs += [name for name in TURN_VERBS if getattr(self, _attribute(name)) is not None]
        if len(verbs) != 1:
            found = f" (found {', '.join(verbs)})" if verbs else ""
            raise ValueError(
                "an action has exactly one verb: play, use, assign, "
                "pass, attack or reveal (the battle's), or phase, deploy, tap, "
                f"construct, activate, reassign, repair, guard, unguard or restock (the turn's){found}"
            )
        if self.pass_ is False:
            raise ValueError("'pass' is written 'pass: true'")
        for name, allowed in (
            ("choose", {"play", "use", "activate", "reveal"}),
            ("amounts", {"play", "use", "reveal", "activate"}),
            ("may", {"play", "use", "deploy", "activate", "reveal"}),
            ("either", {"play", "use", "activate"}),
            ("unit", {"use"}),
            ("card", {"use"}),
            ("top", {"use"}),
            ("at", {"use"}),
            ("on_roll", {"use", "play"}),
            ("to", {"assign"}),
            ("revealed", {"deploy"}),
            ("on", {"activate", "reassign"}),
            ("patrol", {"activate"}),
            ("region", {"activate"}),
            ("site", {"guard"}),
            ("group", {"attack"}),
            ("blockers", {"attack"}),
            ("include_target", {"attack"}),
        ):
            if getattr(self, name) is not None and verbs[0] not in allowed:
                raise ValueError(f"'{name}' goes with {' or '.join(sorted(allowed))}, not with {verbs[0]}")
        if verbs[0] == "attack" and self.group is None:
            raise ValueError("'attack' needs 'group': the attacking Units")
        if verbs[0] == "assign" and self.to is None:
            raise ValueError("'assign' needs 'to': where the damage goes, e.g. {sunder: 7}")
        if verbs[0] == "use" and (self.unit is None) == (self.card is None):
            raise ValueError("'use' needs exactly one of 'unit' or 'card': whose option or ability it is")
        if verbs[0] == "reassign" and self.on is None:
            raise ValueError("'reassign' needs 'on': the 'Mech the Pilot goes on")
        if verbs[0] == "guard" and self.site is None:
            raise ValueError("'guard' needs 'site': the site guarded (a card id or '<player>.stockpile')")
        if verbs[0] == "construct" and not self.construct_:
            raise ValueError("'construct' needs the counters per card, e.g. {sunder: 3}")
        for name in ("amounts", "at", "to", "construct"):
            numbers = getattr(self, _attribute(name))
            if numbers and any(not 0 <= n <= MAX_STAT for n in numbers.values()):
                raise ValueError(f"'{name}' amounts are 0 to {MAX_STAT}")
        return self


def _attribute(name: str) -> str:
    """The attribute of :class:`Action` a field is kept in (``pass`` and ``construct`` are Python or pydantic
    names)."""
    return f"{name}_" if name in ("pass", "construct") else name


class TurnSpec(_Strict):
    """The active player's turn so far, where the scenario starts (an extension): what the position does not hold."""

    first_turn: bool = False
    """The game's first turn, taken by the player who goes first: one card drawn, one deployment (rulebook p.18)."""
    deployments_used: int = Field(default=0, ge=0, le=2)
    """Deployments already used this turn (a scenario starting in or after the Deploy phase)."""
    repaired: bool = False
    """The Assembly repair of this turn is already made (a scenario starting in or after the Repair/Reload phase)."""
    restocked: bool = False
    """The Logistics restock of this turn is already made (a scenario starting in the End of Turn phase)."""
    in_force: list[str] = Field(default_factory=list, max_length=MAX_CARDS)
    """Cards of the opponent whose effect for his or her opponent's next turn, begun in the turn before, holds in
    this one ("Next turn, each 'Mech opponent controls able to attack your Stockpile must do so.", Treachery!:
    judge/bttcg/next_turn.py)."""


class BtScenario(_Strict):
    """A board position of the BattleTech TCG and what the players do from it."""

    game: Literal["bttcg"]
    title: str | None = Field(default=None, max_length=300)
    question: str | None = Field(default=None, max_length=2000)
    players: dict[str, PlayerSpec]
    """Exactly two; the first listed is the active player."""
    cards: dict[str, CardSpec] = Field(default_factory=dict, max_length=MAX_CARDS)
    mission: MissionSpec | None = None
    phase: TurnPhase | None = None
    """Where the scenario starts: the beginning of that phase of the active player's turn (an extension); ``None``:
    in the Missions phase, with the turn not run unless an action or ``turn`` asks for it."""
    turn: TurnSpec | None = None
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    dice: list[int] = Field(default_factory=list, max_length=MAX_DICE)

    @field_validator("players")
    @classmethod
    def _two_players(cls, value: dict[str, PlayerSpec]) -> dict[str, PlayerSpec]:
        return two_players(value, "BattleTech")

    @field_validator("cards")
    @classmethod
    def _card_ids(cls, value: dict[str, CardSpec]) -> dict[str, CardSpec]:
        for card_id in value:
            if not CARD_ID.match(card_id):
                raise ValueError(f"card id {card_id!r}: ids are [a-z][a-z0-9_-]* (lower case, digits, '_' and '-')")
        return value

    @field_validator("dice")
    @classmethod
    def _die_faces(cls, value: list[int]) -> list[int]:
        return die_results(value)

    @field_validator("turn")
    @classmethod
    def _default_turn_is_absent(cls, value: TurnSpec | None) -> TurnSpec | None:
        """``turn: {}`` says what leaving ``turn`` out says."""
        return None if value == TurnSpec() else value

    @model_validator(mode="after")
    def _first_mission_first(self) -> BtScenario:
        if self.mission is None and any(a.attack is not None for a in self.actions):
            raise ValueError("'attack' actions declare the missions after the first; the first is 'mission:'")
        return self

    @property
    def active_player(self) -> str:
        return next(iter(self.players))

    @property
    def uses_turn(self) -> bool:
        """Whether the scenario asks about the turn (``phase``, ``turn`` or a turn verb): otherwise it is the
        contract's mission in progress, answered exactly as before the extension."""
        return self.phase is not None or self.turn is not None or any(a.is_turn_action for a in self.actions)


__all__ = [
    "Action",
    "BtScenario",
    "CardSpec",
    "InlineCommand",
    "InlineMission",
    "InlineUnit",
    "MissionSpec",
    "PlayerSpec",
    "Region",
    "TurnSpec",
]
