"""Loading a BattleTech TCG scenario (``game: bttcg``, ``shared/spec/scenario-format.md``) from either spelling:
the model validated, every card name resolved in the pool, every id checked.

Only malformed input is refused here (wrong types, unknown fields, unknown or ambiguous card names, ids that name
nothing, players that are not players, a card in a zone its type can never be in). Questions of the rules — a slow
Unit attacking, damage assigned to a card not in the battle, a card played that is not in hand — are the engine's:
they are answered as violations (``legal: false``), not refused.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from judge.bttcg.scenario import TURN_PHASES, BtScenario, CardSpec
from judge.cards.cost import CostError, parse_cost
from judge.cards.models import ASSET_NAMES, BtCard, Card
from judge.pool import CardLookupError, CardPool
from judge.scenario_input import ScenarioError, SourceDocument, validate

IMPOSSIBLE_ZONES = {
    "Mission": {"patrol", "guard", "construction"},
    "Command": {"patrol", "guard"},
}
"""Zones a card of a type can never be in: only Units patrol and guard, and Mission cards are never deployed."""
GAME_NAMES = {"domination": "Battletech: Domination", "mechchess": "Mech chess"}


@dataclass(frozen=True)
class LoadedScenario:
    """A validated scenario and, for every card given by ``card:``, the pool card it names (by scenario id)."""

    scenario: BtScenario
    cards: Mapping[str, BtCard]

    def card_type(self, card_id: str) -> str | None:
        """``Unit``, ``Command`` or ``Mission`` (``None`` where a pool card does not say)."""
        spec = self.scenario.cards[card_id]
        return _kind(spec, self.cards.get(card_id))


def load_scenario(doc: SourceDocument, pool: CardPool) -> LoadedScenario:
    """The scenario ``doc`` holds, with its pool cards.

    :raises ScenarioError: for malformed input, with the line and the dotted field: an unknown field or wrong type,
        an owner or acting player that is not a player, a card name that designates no BattleTech card or several
        (with the closest names), a card in a zone its type can never be in, any id (``on``, ``guarding``, the
        mission's, the actions') that names no card of the scenario, and an inline cost that does not read.
    """
    return _check(doc, pool)


def check_scenario(doc: SourceDocument) -> BtScenario:
    """The scenario ``doc`` holds, checked as :func:`load_scenario` checks it but for the card names, which are not
    looked up (converting a scenario between its spellings needs no card pool).

    :raises ScenarioError: as :func:`load_scenario`, but never for a card name.
    """
    return _check(doc, None).scenario


def _check(doc: SourceDocument, pool: CardPool | None) -> LoadedScenario:
    scenario = validate(BtScenario, doc)
    players = list(scenario.players)
    cards: dict[str, BtCard] = {}
    check = _Checker(doc, scenario, players)
    for card_id, spec in scenario.cards.items():
        at: list[str | int] = ["cards", card_id]
        check.player(spec.owner, [*at, "owner"])
        if spec.chosen_player is not None:
            check.player(spec.chosen_player, [*at, "chosen_player"])
        if spec.card is not None and pool is not None:
            cards[card_id] = _pool_card(pool, spec.card, doc.line_of([*at, "card"]), f"cards.{card_id}.card")
        kind = _kind(spec, cards.get(card_id))
        if spec.zone is not None and spec.zone in IMPOSSIBLE_ZONES.get(kind or "", set()):
            where = spec.zone.replace("_", " ")
            raise ScenarioError(
                f"a {kind} card is never {'on' if spec.zone in ('patrol', 'guard') else 'in'} {where}"
                + (" (only Units patrol and guard)" if spec.zone in ("patrol", "guard") else ""),
                doc.line_of([*at, "zone"]),
                f"cards.{card_id}.zone",
            )
        if spec.on is not None:
            check.site(spec.on, [*at, "on"])  # an Enhancement may be on a Stockpile (a site)
            if spec.on == card_id:
                raise ScenarioError("a card is not played on itself", doc.line_of([*at, "on"]), f"cards.{card_id}.on")
        if spec.guarding is not None:
            _guarding(check, scenario, cards, card_id, spec)
    for player, player_spec in scenario.players.items():
        named = [card_id for card_id, c in scenario.cards.items() if c.owner == player and c.zone == "stockpile"]
        if len(named) > player_spec.stockpile:
            raise check.fail(
                f"{len(named)} cards of {player}'s are in the Stockpile, which has {player_spec.stockpile} cards",
                ["cards", named[-1], "zone"],
            )
    if scenario.mission is not None:
        mission = scenario.mission
        check.player(mission.attacker, ["mission", "attacker"])
        for index, unit in enumerate(mission.group):
            check.card(unit, ["mission", "group", index])
        for index, unit in enumerate(mission.blockers):
            check.card(unit, ["mission", "blockers", index])
        check.site(mission.target, ["mission", "target"])
    for index, action in enumerate(scenario.actions):
        at = ["actions", index]
        check.player(action.by, [*at, "by"])
        for key in ("play", "unit", "card", "assign", "reveal", "top", *TURN_CARD_KEYS):
            value = getattr(action, key)
            if value is not None:
                check.card(value, [*at, key])
        for number, chosen in enumerate(action.choose or []):
            if (action.activate is not None or action.use is not None) and chosen in ASSET_NAMES:
                continue  # an asset chosen as a card is activated or an ability used (choose_asset, kept_assets)
            check.site(chosen, [*at, "choose", number])
        if action.attack is not None:
            check.site(action.attack, [*at, "attack"])
            for key in ("group", "blockers"):
                for number, unit in enumerate(getattr(action, key) or []):
                    check.card(unit, [*at, key, number])
        for number, tapped in enumerate(action.tap or []):
            check.card(tapped, [*at, "tap", number])
        for key in ("amounts", "at", "to"):
            for target in getattr(action, key) or {}:
                check.site(target, [*at, key, target])
        for target in action.construct_ or {}:
            check.card(target, [*at, "construct", target])
        if action.on is not None:
            (check.site if action.activate is not None else check.card)(action.on, [*at, "on"])
        if action.site is not None:
            check.site(action.site, [*at, "site"])
    _costs(doc, scenario)
    _turn(check, scenario)
    return LoadedScenario(scenario, MappingProxyType(cards))


TURN_CARD_KEYS = ("deploy", "activate", "reassign", "repair", "guard", "unguard", "restock")
"""The turn verbs whose value is a card id (an extension of the contract)."""


def _turn(check: _Checker, scenario: BtScenario) -> None:
    """The turn's bookkeeping fits where the scenario starts: deployments used only from the Deploy phase on (at most
    one on the first player's first turn), the repair from the Repair/Reload phase on, the restock in End of Turn."""
    if scenario.turn is None:
        return
    for index, card_id in enumerate(scenario.turn.in_force):
        check.card(card_id, ["turn", "in_force", index])
    at = TURN_PHASES.index(scenario.phase or "missions")
    if scenario.turn.first_turn and scenario.turn.deployments_used > 1:
        raise check.fail("one deployment on the first player's first turn", ["turn", "deployments_used"])
    for name, phase in (("deployments_used", "deploy"), ("repaired", "repair"), ("restocked", "end")):
        if getattr(scenario.turn, name) and at < TURN_PHASES.index(phase):
            raise check.fail(
                f"the scenario starts in the {scenario.phase} phase, before the {phase} phase: nothing is used yet",
                ["turn", name],
            )


def _costs(doc: SourceDocument, scenario: BtScenario) -> None:
    """Inline construction costs read as printed costs: an inline Unit's always (a field of the extension), an
    inline Command card's when the scenario runs the turn (a battle never reads it)."""
    for card_id, spec in scenario.cards.items():
        for kind, body in (("unit", spec.unit), ("command", spec.command if scenario.uses_turn else None)):
            if body is None or body.cost is None:
                continue
            try:
                parse_cost(body.cost)
            except CostError as exc:
                at: list[str | int] = ["cards", card_id, kind, "cost"]
                raise ScenarioError(str(exc), doc.line_of(at), ".".join(str(p) for p in at)) from None


class _Checker:
    """Ids and player names checked against the scenario, each error with its line and dotted field."""

    def __init__(self, doc: SourceDocument, scenario: BtScenario, players: Sequence[str]) -> None:
        self.doc = doc
        self.scenario = scenario
        self.players = list(players)

    def fail(self, message: str, at: Sequence[str | int]) -> ScenarioError:
        return ScenarioError(message, self.doc.line_of(at), ".".join(str(p) for p in at))

    def player(self, name: str, at: Sequence[str | int]) -> None:
        if name not in self.players:
            raise self.fail(f"{name!r} is not a player (the players are {' and '.join(self.players)})", at)

    def card(self, card_id: str, at: Sequence[str | int]) -> None:
        if card_id not in self.scenario.cards:
            close = difflib.get_close_matches(card_id, list(self.scenario.cards), n=4, cutoff=0.5)
            hint = f"; closest: {', '.join(close)}" if close else ""
            stockpile = " (a Stockpile is not a card here)" if card_id.endswith(".stockpile") else ""
            raise self.fail(f"no card with the id {card_id!r} in 'cards'{stockpile}{hint}", at)

    def site(self, target: str, at: Sequence[str | int]) -> None:
        """A card id, or ``<player>.stockpile``."""
        if target.endswith(".stockpile") and target.removesuffix(".stockpile") in self.players:
            return
        if target.endswith(".stockpile"):
            player = target.removesuffix(".stockpile")
            raise self.fail(
                f"{player!r} is not a player: a Stockpile is '<player>.stockpile' with {' or '.join(self.players)}", at
            )
        if target not in self.scenario.cards:
            close = difflib.get_close_matches(target, [*self.scenario.cards, *self._stockpiles()], n=4, cutoff=0.5)
            hint = f"; closest: {', '.join(close)}" if close else ""
            raise self.fail(f"{target!r} is neither a card id of 'cards' nor '<player>.stockpile'{hint}", at)

    def _stockpiles(self) -> list[str]:
        return [f"{p}.stockpile" for p in self.players]


def _guarding(check: _Checker, scenario: BtScenario, cards: Mapping[str, BtCard], card_id: str, spec: CardSpec) -> None:
    at: list[str | int] = ["cards", card_id, "guarding"]
    assert spec.guarding is not None
    if spec.zone != "guard":
        raise check.fail("'guarding' goes with 'zone: guard' (the site a Unit on guard guards)", at)
    check.site(spec.guarding, at)
    if spec.guarding == card_id:
        raise check.fail("a card does not guard itself", at)
    site = scenario.cards.get(spec.guarding)
    if site is None:
        return
    kind = _kind(site, cards.get(spec.guarding))
    zone = site.zone or _default_zone(kind)
    if kind == "Mission" or zone in ("hand", "scrapheap", "stockpile"):
        what = "a Mission card" if kind == "Mission" else f"a card in the {zone.replace('_', ' ') if zone else 'hand'}"
        raise check.fail(f"{spec.guarding!r} is not a site a Unit can guard: it is {what}", at)


def _kind(spec: CardSpec, card: BtCard | None) -> str | None:
    if spec.unit is not None:
        return "Unit"
    if spec.command is not None:
        return "Command"
    if spec.mission is not None:
        return "Mission"
    return card.card_type if card is not None else None


def _default_zone(kind: str | None) -> str | None:
    return {"Unit": "patrol", "Command": "command_post", "Mission": "hand"}.get(kind or "")


def _pool_card(pool: CardPool, name: str, line: int | None, field: str) -> BtCard:
    """The BattleTech card ``name`` designates (``shared/spec/scenario-format.md``, "Card names").

    :raises ScenarioError: for an unknown or ambiguous name (with the closest names), or a card of another game.
    """
    try:
        card: Card = pool.lookup(name, "bttcg")
    except CardLookupError as exc:
        other = _other_game(pool, name) if str(exc).startswith("no card") else None
        if other is not None:
            game = GAME_NAMES.get(other.game, other.game)
            raise ScenarioError(f"{other.name!r} is a {game} card, not a BattleTech TCG card", line, field) from None
        raise ScenarioError(str(exc), line, field) from None
    assert isinstance(card, BtCard)
    return card


def _other_game(pool: CardPool, name: str) -> Card | None:
    try:
        card = pool.lookup(name)
    except CardLookupError:
        return None
    return None if isinstance(card, BtCard) else card


__all__ = ["LoadedScenario", "check_scenario", "load_scenario"]
