"""Reading a Mech chess scenario (``game: mechchess``; README "Mech chess scenarios"): its model, checked field by
field, and the starting position."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from judge.cards.models import MechChessCard, MechChessUnit
from judge.importers.yamlfile import YamlDocument
from judge.mechchess.engine import Piece, Position, apply_lasting, parse_square
from judge.pool import CardLookupError, CardPool
from judge.scenario_input import ScenarioError, die_results, two_players, validate

MAX_ACTIONS = 200
MAX_LASTING = 20


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class BoardUnit(_Strict):
    owner: str
    unit: str
    hits: int | None = Field(default=None, ge=1)
    ace: bool = False
    leader: bool = False
    lasting: list[str] = Field(default_factory=list, max_length=MAX_LASTING)
    """Modifier cards that hit it earlier and whose effects last (Leg Damage, Weapons Hit, Gyros Destroyed, Heat
    Sinks damaged; Topples: it cannot move in its owner's next turn)."""
    moved: bool = False
    """It moved this turn, before the scenario's actions."""
    attacked: bool = False
    """It attacked this turn, before the scenario's actions."""


class PlayerSpec(_Strict):
    hand: list[str] = Field(default_factory=list)
    leader: str | None = None
    aces: list[str] = Field(default_factory=list)


class Action(_Strict):
    by: str
    move: str | list[str] | None = None
    to: str | None = None
    forward: bool = False
    card: str | None = None
    attack: str | None = None
    target: str | None = None
    modifiers: list[str] = Field(default_factory=list)
    defend: str | None = None
    special: str | None = None
    unit: str | None = None
    discard: list[str] | None = None
    pass_: bool = Field(default=False, alias="pass")


class MechChessScenario(_Strict):
    game: Literal["mechchess"]
    title: str | None = None
    question: str | None = None
    players: dict[str, PlayerSpec]
    board: dict[str, BoardUnit]
    deck: list[str] | None = None
    discard: list[str] = Field(default_factory=list)
    phase: Literal["orders", "move", "battle"] = "move"
    turn: int = Field(default=1, ge=1)
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    dice: list[int] = Field(default_factory=list, max_length=MAX_ACTIONS)
    seed: int | None = None
    reshuffle: list[str] | None = None
    """The order (top first) of the new deck when the discard is first shuffled into it."""
    setup: bool = False
    """Check the position as a starting set-up (back rows, 50 hits, Aces, Leader)."""

    @field_validator("players")
    @classmethod
    def _two_players(cls, value: dict[str, PlayerSpec]) -> dict[str, PlayerSpec]:
        return two_players(value, "Mech chess")

    @field_validator("dice")
    @classmethod
    def _die_faces(cls, value: list[int]) -> list[int]:
        return die_results(value)


def load_scenario(doc: YamlDocument, pool: CardPool) -> tuple[MechChessScenario, Position]:
    """The scenario and its starting position.

    :raises ScenarioError: for an unknown field, a wrong type, an unknown unit or card name, a bad square, a unit
        owned by no player — with the line.
    """
    scenario = validate(MechChessScenario, doc)
    players = list(scenario.players)
    board: dict[str, Piece] = {}
    for square, spec in scenario.board.items():
        line = doc.line_of(["board", square])
        _square(square, line, f"board.{square}")
        if spec.owner not in players:
            raise ScenarioError(f"owner {spec.owner!r} is not a player ({', '.join(players)})", line, f"board.{square}")
        unit = _unit(pool, spec.unit, line, f"board.{square}.unit")
        hits = spec.hits if spec.hits is not None else unit.hits
        if hits > unit.hits:
            raise ScenarioError(f"a {unit.name} starts with {unit.hits} hits, not {hits}", line, f"board.{square}")
        piece = Piece(owner=spec.owner, unit=unit, hits=hits, ace=spec.ace, leader=spec.leader)
        piece.moved, piece.attacked = spec.moved, spec.attacked
        # hit in the turn before its owner's (the first player's turn is the scenario's)
        hit_turn = scenario.turn - (1 if spec.owner == players[0] else 0)
        for n, name in enumerate(spec.lasting):
            card = _card(pool, name, line, f"board.{square}.lasting.{n}")
            if not apply_lasting(piece, card, hit_turn):
                raise ScenarioError(
                    f"{card.name} has no lasting effect on a unit (its note: {card.notes!r})",
                    line,
                    f"board.{square}.lasting.{n}",
                )
        board[square.lower()] = piece
    hands: dict[str, list[str]] = {}
    for name, player in scenario.players.items():
        line = doc.line_of(["players", name])
        hands[name] = [_card(pool, c, line, f"players.{name}.hand").name for c in player.hand]
        for square in [*([player.leader] if player.leader else []), *player.aces]:
            _square(square, line, f"players.{name}")
            held = board.get(square.lower())
            if held is None or held.owner != name:
                raise ScenarioError(f"{square} holds no unit of {name}", line, f"players.{name}")
        if player.leader:
            board[player.leader.lower()].leader = True
        for square in player.aces:
            board[square.lower()].ace = True
    deck_line = doc.line_of(["deck"])
    position = Position(
        players=players,
        board=board,
        hands=hands,
        deck=None if scenario.deck is None else [_card(pool, c, deck_line, "deck").name for c in scenario.deck],
        discard=[_card(pool, c, doc.line_of(["discard"]), "discard").name for c in scenario.discard],
        seed=scenario.seed,
        reshuffle=None
        if scenario.reshuffle is None
        else [_card(pool, c, doc.line_of(["reshuffle"]), "reshuffle").name for c in scenario.reshuffle],
        phase=scenario.phase,
        turn=scenario.turn,
    )
    for index, action in enumerate(scenario.actions):
        line = doc.line_of(["actions", index])
        if action.by not in players:
            raise ScenarioError(f"{action.by!r} is not a player", line, f"actions.{index}.by")
        verbs = [v for v in ("move", "attack", "defend", "special", "discard") if getattr(action, v) is not None]
        verbs += ["pass"] if action.pass_ else []
        if len(verbs) != 1:
            raise ScenarioError(
                "an action has exactly one verb: move, attack, defend, special, discard or pass",
                line,
                f"actions.{index}",
            )
        names = [action.card, action.defend, action.special, *action.modifiers, *(action.discard or [])]
        for card_name in names:
            if card_name is not None:
                _card(pool, card_name, line, f"actions.{index}")
        for where in [action.to, action.attack, action.target, action.unit]:
            if where is not None:
                _square(where, line, f"actions.{index}")
        moves = action.move if isinstance(action.move, list) else [action.move] if action.move else []
        for square in moves:
            _square(square, line, f"actions.{index}.move")
    return scenario, position


def _square(square: str, line: int | None, field_name: str) -> None:
    try:
        parse_square(square)
    except ValueError as exc:
        raise ScenarioError(str(exc), line, field_name) from None


def _unit(pool: CardPool, name: str, line: int | None, field_name: str | None = None) -> MechChessUnit:
    try:
        unit = pool.lookup(name, "mechchess")
    except CardLookupError as exc:
        raise ScenarioError(str(exc), line, field_name) from None
    if not isinstance(unit, MechChessUnit):
        raise ScenarioError(f"{unit.name!r} is a card, not a unit", line, field_name)
    return unit


def _card(pool: CardPool, name: str, line: int | None, field_name: str | None = None) -> MechChessCard:
    try:
        card = pool.lookup(name, "mechchess")
    except CardLookupError as exc:
        raise ScenarioError(str(exc), line, field_name) from None
    if not isinstance(card, MechChessCard):
        raise ScenarioError(f"{card.name!r} is a unit, not a card", line, field_name)
    return card
