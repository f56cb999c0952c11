"""Reading a Battletech: Domination scenario (``game: domination``; ``shared/spec/scenario-format.md``): its model,
checked field by field, and the game state it starts from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from judge.cards.models import DominationCard
from judge.domination.engine import (
    ALLEGIANCES_OFFERED,
    OVERRUN_MAX,
    CardInfo,
    Player,
)
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardLookupError, CardPool
from judge.scenario_input import ScenarioError, two_players, validate

MAX_ACTIONS = 200
MAX_CARDS = 500
"""Cards in all zones and supply counts together: bounds the work one scenario can cause."""

PHASES = ("combat", "action", "buy", "clean-up")
PhaseName = Literal["combat", "action", "buy"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, strict=True)


class PlayerSpec(_Strict):
    deck: list[str] = Field(default_factory=list)
    """The draw pile, top card first."""
    hand: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    deployment: list[str] = Field(default_factory=list)
    aside: list[str] = Field(default_factory=list)
    """Cards he set aside earlier (Hidden Base; domination/glossary/set-aside): his, scored
    (domination/end-of-game-2), in no other zone; they stay aside through the scenario's turn."""
    allegiance: str | None = None
    """The Allegiance he bought earlier in the game (Allegiance add-on)."""


class ScrapSpec(_Strict):
    """The defender's Overrun choice (domination/combat-phase/step-c): cards scrapped from each place."""

    hand: list[str] = Field(default_factory=list)
    deck: int = Field(default=0, ge=0, le=OVERRUN_MAX)
    """How many cards from the top of the draw deck."""
    deployment: list[str] = Field(default_factory=list)


class Action(_Strict):
    by: str
    play: str | None = None
    deploy: str | None = None
    buy: str | None = None
    use: str | None = None
    """A deployed Unit (by card name) whose ability is used (start of combat, or once per turn)."""
    react: str | None = None
    """A Reaction card in hand, revealed when the rules offer it."""
    scrap: ScrapSpec | None = None
    pass_: bool = Field(default=False, alias="pass")
    choose: list[str] | None = None
    """Card names, in the order the cards ask for them (alone: the choices the rules ask of this player next)."""
    options: list[int] | None = None
    """For "choose one/two": the options' numbers (1 = first), in order."""
    may: list[bool] | None = None
    """Answers to "you may" questions (and optional replacements), in order."""


class DominationScenario(_Strict):
    game: Literal["domination"]
    title: str | None = None
    question: str | None = None
    players: dict[str, PlayerSpec]
    supply: dict[str, int] = Field(default_factory=dict)
    allegiances: list[str] = Field(default_factory=list)
    """The Allegiance add-on: the Allegiances offered face up next to the Supply and not bought yet."""
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    dice: list[int] = Field(default_factory=list, max_length=MAX_ACTIONS)
    seed: int | None = None
    phase: PhaseName = "combat"
    """The phase the scenario starts in (earlier phases of the turn are over)."""
    until: Literal["combat", "action", "buy", "turn"] = "turn"
    """The scenario ends after this phase (``turn``: after the Clean-Up phase, with the end-of-game check)."""

    @field_validator("players")
    @classmethod
    def _two_players(cls, value: dict[str, PlayerSpec]) -> dict[str, PlayerSpec]:
        return two_players(value, "Domination")

    @field_validator("allegiances")
    @classmethod
    def _offered(cls, value: list[str]) -> list[str]:
        if len(value) > ALLEGIANCES_OFFERED:
            raise ValueError(f"at most {ALLEGIANCES_OFFERED} Allegiances are offered (domination/set-up)")
        return value

    @field_validator("supply")
    @classmethod
    def _counts(cls, value: dict[str, int]) -> dict[str, int]:
        if any(n < 0 for n in value.values()):
            raise ValueError("a Supply pile holds 0 or more cards")
        return value


VERBS = ("play", "deploy", "buy", "use", "react", "scrap")


def _verb(action: Action) -> str:
    verbs = [v for v in VERBS if getattr(action, v) is not None] + (["pass"] if action.pass_ else [])
    if not verbs and action.choose is not None:
        return "choose"
    if len(verbs) != 1:
        raise ValueError("an action has exactly one verb: play, deploy, buy, use, react, scrap, pass (or choose alone)")
    return verbs[0]


@dataclass
class Loaded:
    scenario: DominationScenario
    cards: list[CardInfo]
    by_name: dict[str, int]
    players: list[Player]
    supply: dict[int, int]
    verbs: list[str]
    allegiances: list[int] = field(default_factory=list)


def _build(pool: CardPool) -> list[CardInfo]:
    from judge.domination.selfplay import build_cards

    return build_cards(pool)


def load_scenario(doc: YamlDocument, pool: CardPool) -> Loaded:
    """The validated scenario with every card name resolved.

    :raises ScenarioError: for an unknown field, a wrong type, an unknown card name, an unknown player — with the
        line and field.
    """
    scenario = validate(DominationScenario, doc)
    cards = _build(pool)
    by_name = {c.name: c.index for c in cards}

    def card(name: str, where: list[str | int]) -> int:
        try:
            found = pool.lookup(name, "domination")
        except CardLookupError as exc:
            raise ScenarioError(str(exc), doc.line_of(where), ".".join(str(p) for p in where)) from None
        if not isinstance(found, DominationCard) or found.name not in by_name:
            raise ScenarioError(f"{name!r} is not a Domination card", doc.line_of(where), ".".join(map(str, where)))
        return by_name[found.name]

    def allegiance(name: str, where: list[str | int], wanted: bool) -> int:
        index = card(name, where)
        if cards[index].is_allegiance != wanted:
            place = ".".join(map(str, where))
            if wanted:
                raise ScenarioError(f"{name!r} is not an Allegiance card", doc.line_of(where), place)
            rule = "domination/during-the-game-4" if where[0] == "supply" else "domination/during-the-game-2"
            reason = (
                "is not part of the Supply"
                if where[0] == "supply"
                else "stays next to its owner's draw deck: never in a deck, hand, discard pile or deployment zone"
            )
            raise ScenarioError(f"{name!r} is an Allegiance: it {reason} ({rule})", doc.line_of(where), place)
        return index

    total = sum(scenario.supply.values())
    players: list[Player] = []
    seen: dict[int, list[str | int]] = {}
    for n, name in enumerate(scenario.allegiances):
        seen[allegiance(name, ["allegiances", n], True)] = ["allegiances", n]
    for seat, (name, spec) in enumerate(scenario.players.items()):
        zones: dict[str, list[int]] = {}
        for zone in ("deck", "hand", "discard", "deployment", "aside"):
            names: list[str] = getattr(spec, zone)
            zones[zone] = [allegiance(n, ["players", name, zone, i], False) for i, n in enumerate(names)]
            total += len(names)
        owned: list[int] = []
        if spec.allegiance is not None:
            where: list[str | int] = ["players", name, "allegiance"]
            owned.append(allegiance(spec.allegiance, where, True))
            if owned[0] in seen:
                raise ScenarioError(
                    f"there is one copy of each Allegiance: {spec.allegiance!r} is already at "
                    f"{'.'.join(map(str, seen[owned[0]]))} (domination/contents)",
                    doc.line_of(where),
                    ".".join(map(str, where)),
                )
            seen[owned[0]] = where
        players.append(
            Player(
                name,
                deck=list(reversed(zones["deck"])),  # the engine's top card is the last item
                hand=zones["hand"],
                discard=zones["discard"],
                deployment=zones["deployment"],
                aside=zones["aside"],
                seat=seat,
                allegiance=owned,
            )
        )
    if total > MAX_CARDS:
        raise ScenarioError(f"a scenario holds at most {MAX_CARDS} cards (zones and Supply)", doc.line_of([]), None)
    supply = {allegiance(n, ["supply", n], False): count for n, count in scenario.supply.items()}
    verbs: list[str] = []
    for index, action in enumerate(scenario.actions):
        loc: list[str | int] = ["actions", index]
        if action.by not in scenario.players:
            raise ScenarioError(f"{action.by!r} is not a player", doc.line_of([*loc, "by"]), f"actions.{index}.by")
        try:
            verbs.append(_verb(action))
        except ValueError as exc:
            raise ScenarioError(str(exc), doc.line_of(loc), f"actions.{index}") from None
        for key in ("play", "deploy", "buy", "use", "react"):
            value = getattr(action, key)
            if value is not None:
                setattr(action, key, cards[card(value, [*loc, key])].name)
        if action.choose is not None:
            action.choose = [cards[card(n, [*loc, "choose", i])].name for i, n in enumerate(action.choose)]
        if action.scrap is not None:
            for zone in ("hand", "deployment"):
                names = [
                    cards[card(n, [*loc, "scrap", zone, i])].name for i, n in enumerate(getattr(action.scrap, zone))
                ]
                setattr(action.scrap, zone, names)
        if any(o < 1 for o in action.options or []):
            raise ScenarioError(
                "options are numbered from 1", doc.line_of([*loc, "options"]), f"actions.{index}.options"
            )
    offered = [by_name[cards[card(n, ["allegiances", i])].name] for i, n in enumerate(scenario.allegiances)]
    return Loaded(scenario, cards, by_name, players, supply, verbs, offered)
