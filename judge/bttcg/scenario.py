"""BattleTech TCG scenarios (``game: bttcg``, ``shared/spec/scenario-format.md``): the model both spellings (YAML
and plain text) are read into. Field names are the contract's; the project may add fields, never change these."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

MAX_CARDS = 200
MAX_ACTIONS = 200
MAX_DICE = 200
MAX_STAT = 99
"""Bounds on what one scenario can ask for: enough for any real position, small enough to answer at once."""

CARD_ID = re.compile(r"^[a-z][a-z0-9_-]*$")
AssetLetter = Literal["A", "L", "M", "P", "T"]
CardZone = Literal["hand", "patrol", "guard", "construction", "command_post", "scrapheap"]
UnitType = Literal["mech", "vehicle", "battle_armor"]
SpeedName = Literal["slow", "moderate", "fast"]


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
    """What one player does: exactly one verb (``play``, ``use``, ``assign``, ``pass``) with its fields."""

    by: str
    play: str | None = None
    choose: list[str] | None = Field(default=None, max_length=MAX_CARDS)
    amounts: dict[str, int] | None = None
    use: str | None = Field(default=None, max_length=100)
    unit: str | None = None
    card: str | None = None
    at: dict[str, int] | None = None
    assign: str | None = None
    to: dict[str, int] | None = None
    pass_: bool | None = Field(default=None, alias="pass")

    @field_validator("choose", "amounts", "at")
    @classmethod
    def _empty_is_absent(cls, value: list[str] | dict[str, int] | None) -> list[str] | dict[str, int] | None:
        """``choose: []`` says what leaving ``choose`` out says (both spellings write it as absent)."""
        return value or None

    @property
    def verb(self) -> Literal["play", "use", "assign", "pass"]:
        for name in ("play", "use", "assign"):
            if getattr(self, name) is not None:
                return name
        return "pass"

    @model_validator(mode="after")
    def _one_verb(self) -> Action:
        verbs = [name for name in ("play", "use", "assign") if getattr(self, name) is not None]
        if self.pass_ is not None:
            verbs.append("pass")
        if len(verbs) != 1:
            found = f" (found {', '.join(verbs)})" if verbs else ""
            raise ValueError(f"an action has exactly one verb: play, use, assign or pass{found}")
        if self.pass_ is False:
            raise ValueError("'pass' is written 'pass: true'")
        for name, allowed in (
            ("choose", {"play", "use"}),
            ("amounts", {"play"}),
            ("unit", {"use"}),
            ("card", {"use"}),
            ("at", {"use"}),
            ("to", {"assign"}),
        ):
            if getattr(self, name) is not None and verbs[0] not in allowed:
                raise ValueError(f"'{name}' goes with {' or '.join(sorted(allowed))}, not with {verbs[0]}")
        if verbs[0] == "assign" and self.to is None:
            raise ValueError("'assign' needs 'to': where the damage goes, e.g. {sunder: 7}")
        if verbs[0] == "use" and (self.unit is None) == (self.card is None):
            raise ValueError("'use' needs exactly one of 'unit' or 'card': whose option or ability it is")
        for name in ("amounts", "at", "to"):
            numbers = getattr(self, name)
            if numbers and any(not 0 <= n <= MAX_STAT for n in numbers.values()):
                raise ValueError(f"'{name}' amounts are 0 to {MAX_STAT}")
        return self


class BtScenario(_Strict):
    """A board position of the BattleTech TCG and what the players do from it."""

    game: Literal["bttcg"]
    title: str | None = Field(default=None, max_length=300)
    question: str | None = Field(default=None, max_length=2000)
    players: dict[str, PlayerSpec]
    """Exactly two; the first listed is the active player."""
    cards: dict[str, CardSpec] = Field(default_factory=dict, max_length=MAX_CARDS)
    mission: MissionSpec | None = None
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    dice: list[int] = Field(default_factory=list, max_length=MAX_DICE)

    @field_validator("players")
    @classmethod
    def _two_players(cls, value: dict[str, PlayerSpec]) -> dict[str, PlayerSpec]:
        if len(value) != 2:
            raise ValueError("a BattleTech scenario has exactly two players")
        return value

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
        if any(not 1 <= die <= 6 for die in value):
            raise ValueError("die results are 1 to 6")
        return value

    @property
    def active_player(self) -> str:
        return next(iter(self.players))


__all__ = [
    "Action",
    "BtScenario",
    "CardSpec",
    "InlineCommand",
    "InlineMission",
    "InlineUnit",
    "MissionSpec",
    "PlayerSpec",
]
