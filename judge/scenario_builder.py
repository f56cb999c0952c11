"""What fits in a BattleTech position being built (issue 21 item 1, the position builder of ``/ask``): for a scenario
model, its two spellings and the menus the builder offers, each computed by the engine's own checks so that the page
offers only what fits and never re-implements a rule:

- the Units that may go on the mission: :func:`judge.bttcg.mission.check_group` (rulebook p.24, "Sending Units on a
  Mission": the attacker's untapped Units on patrol);
- its targets: :func:`judge.bttcg.mission.check_target` (rulebook p.24: an opposing site, a slower opposing Unit, a
  depleted opposing Unit or Command card);
- the blockers: :func:`judge.bttcg.mission.check_blockers` (rulebook p.24-25, "Blocking");
- the cards a player may play: those in the player's hand (rulebook p.32);
- a Unit's options (Jump, Overheat, Alpha Strike, Missile: rulebook p.31) and its abilities: the card's parsed
  abilities, with those it gains (:func:`judge.bttcg.stats.all_abilities`);
- damage recipients: the battle :func:`judge.bttcg.mission.declare` starts, each fighter's opponents (rulebook
  p.28-29, "Assign Damage"), and the target of an unblocked mission.

A Battle Armor offered alone is not refused here (it may join others: rulebook p.24), the engine says so when it is
sent alone.
"""

from __future__ import annotations

from typing import Any

from judge.bttcg import mission as missions
from judge.bttcg import rules as r
from judge.bttcg.answer import build_position
from judge.bttcg.faces import usable
from judge.bttcg.load import load_scenario
from judge.bttcg.scenario import BtScenario, MissionSpec
from judge.bttcg.scenario_write import to_text, to_yaml
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.stats import all_abilities
from judge.dsl import models as m
from judge.pool import CardPool
from judge.scenario_input import ScenarioError

OPTIONS: tuple[tuple[type[m.Node], str], ...] = (
    (m.Jump, "Jump"),
    (m.Overheat, "Overheat"),
    (m.AlphaStrike, "Alpha Strike"),
    (m.Missile, "Missile"),
)
_ALONE = {r.BATTLE_ARMOR_NEVER_ALONE}


class _Model:
    """A scenario model as a document without lines, for the loader."""

    def __init__(self, scenario: BtScenario) -> None:
        self.data = scenario.model_dump(mode="json", by_alias=True, exclude_none=True)

    def line_of(self, loc: Any) -> int | None:
        return None


def _passes(pos: Position, check: Any, *args: Any) -> bool:
    """Whether ``check`` records no violation (but Battle Armor alone) on ``pos``; the position is left as it was."""
    before = len(pos.violations)
    try:
        check(pos, *args)
    except UnsupportedError:
        return False
    found = pos.violations[before:]
    del pos.violations[before:]
    return all(_ALONE & set(v.rules) for v in found)


def _spec(attacker: str, group: list[str], target: str, blockers: list[str] | None = None) -> MissionSpec:
    """A mission to check one choice with: built without validation, since a mission half chosen (no group yet) is
    not a valid mission, and the checks read only these fields."""
    return MissionSpec.model_construct(
        attacker=attacker, group=group, target=target, blockers=blockers or [], include_target=False
    )


def _options(pos: Position, card_id: str) -> list[str]:
    abilities = all_abilities(pos, card_id)
    return [name for kind, name in OPTIONS if any(isinstance(a, kind) for a in abilities)]


def _mission_menus(scenario: BtScenario, pos: Position, draft: MissionSpec | None) -> dict[str, Any]:
    spec = scenario.mission or draft
    attacker = spec.attacker if spec is not None else next(iter(scenario.players))
    defender = pos.other(attacker)
    group = list(spec.group) if spec is not None else []
    target = spec.target if spec is not None and spec.target else f"{defender}.stockpile"
    may_attack = [c for c in scenario.cards if _passes(pos, missions.check_group, _spec(attacker, [c], target))]
    sites = [f"{defender}.stockpile", *(c for c in scenario.cards if pos.owners[c] == defender)]
    targets = [t for t in sites if _passes(pos, missions.check_target, _spec(attacker, group, t), defender)]
    blockers = [
        c
        for c in scenario.cards
        if pos.owners[c] == defender
        and c != target
        and _passes(
            pos,
            missions.check_blockers,
            _spec(attacker, group, target, [c]),
            defender,
        )
    ]
    return {"attacker": attacker, "defender": defender, "group": may_attack, "targets": targets, "blockers": blockers}


def _recipients(scenario: BtScenario, pool_cards: dict[str, Any]) -> dict[str, list[str]]:
    """Each fighter of the mission's battle: the cards it may assign damage to (the other side's fighters, and the
    target of an unblocked mission)."""
    spec = scenario.mission
    if spec is None or not spec.group:
        return {}
    pos = build_position(scenario, pool_cards)
    try:
        battle = missions.declare(pos, spec)
    except (UnsupportedError, KeyError):
        return {}
    found: dict[str, list[str]] = {}
    for card_id, fighter in battle.fighters.items():
        others = [c for c, f in battle.fighters.items() if f.player != fighter.player]
        if fighter.player == spec.attacker and not spec.blockers and spec.target not in others:
            others.append(spec.target)  # an unblocked mission reaches its target (a site, a Stockpile)
        found[card_id] = others
    return found


def fits(scenario: BtScenario, pool: CardPool, draft: MissionSpec | None = None) -> dict[str, Any]:
    """The builder's menus for ``scenario``: each card's name, kind, zone, options and abilities; each player's hand;
    the mission's possible group, targets and blockers (of the scenario's mission, else of ``draft``, a mission being
    chosen); each fighter's damage recipients.

    :raises ScenarioError: for a scenario the engine cannot set up (a card name the pool does not have, a card whose
        text does not parse), with the field.
    """
    loaded = load_scenario(_Model(scenario), pool)
    pool_cards = dict(loaded.cards)
    pos = build_position(scenario, pool_cards)
    cards: dict[str, Any] = {}
    hands: dict[str, list[str]] = {p: [] for p in scenario.players}
    for card_id in scenario.cards:
        face, state = pos.faces[card_id], pos.cards[card_id]
        cards[card_id] = {
            "name": face.name,
            "kind": face.kind,
            "owner": pos.owners[card_id],
            "zone": state.zone,
            "speed": face.speed,
            "options": _options(pos, card_id) if face.kind == "unit" else [],
            "abilities": len(usable(all_abilities(pos, card_id))),
            "attaches": bool({"Pilot", "Enhancement"} & face.keywords),
        }
        if state.zone == "hand":
            hands[pos.owners[card_id]].append(card_id)
    return {
        "cards": cards,
        "hand": hands,
        "mission": _mission_menus(scenario, pos, draft),
        "recipients": _recipients(scenario, pool_cards),
    }


def spelled(scenario: BtScenario) -> dict[str, str]:
    """The scenario in both spellings.

    :raises ScenarioError: for a reference to a card id the scenario does not have.
    """
    return {"yaml": to_yaml(scenario), "text": to_text(scenario)}


__all__ = ["OPTIONS", "ScenarioError", "fits", "spelled"]
