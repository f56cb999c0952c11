"""Answering BattleTech scenarios in tests: YAML text in, the contract's answer JSON out."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.answer import answer_scenario
from judge.bttcg.scenario import BtScenario
from judge.cards.models import BtCard
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool


def answer(text: str, pool: CardPool | None = None) -> dict[str, Any]:
    scenario = BtScenario.model_validate(YamlDocument(text).data)
    cards: dict[str, BtCard] = {}
    for card_id, spec in scenario.cards.items():
        if spec.card is not None:
            assert pool is not None, f"{card_id} names a pool card: pass a pool"
            card = pool.lookup(spec.card, "bttcg")
            assert isinstance(card, BtCard)
            cards[card_id] = card
    return answer_scenario(scenario, cards)


def only(result: dict[str, Any]) -> dict[str, Any]:
    """The one outcome of a scenario without chance."""
    assert len(result["outcomes"]) == 1, result["outcomes"]
    outcome: dict[str, Any] = result["outcomes"][0]
    return outcome


def rules_of(result: dict[str, Any]) -> set[str]:
    return {rule for v in result["violations"] for rule in v["rules"]}


def traced(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["trace"] for rule in step["rules"]}


def unit(
    owner: str, speed: str = "moderate", attack: int = 3, armor: int = 0, structure: int = 5, **more: Any
) -> dict[str, Any]:
    """An inline Unit card spec (a 'Mech unless ``type`` says otherwise)."""
    zone = more.pop("zone", None)
    state: dict[str, Any] = {
        k: more.pop(k)
        for k in ("tapped", "depleted", "damage", "counters", "guarding", "on", "other_counters", "this_turn")
        if k in more
    }
    spec: dict[str, Any] = {
        "owner": owner,
        "unit": {
            "type": more.pop("type", "mech"),
            "speed": speed,
            "attack": attack,
            "armor": armor,
            "structure": structure,
            **more,
        },
    }
    if zone:
        spec["zone"] = zone
    spec.update(state)
    return spec


def mission_card(owner: str, text: str, name: str | None = None) -> dict[str, Any]:
    return {"owner": owner, "mission": {"text": text, **({"name": name} if name else {})}}


def battle(
    cards: dict[str, Any],
    mission: dict[str, Any],
    actions: list[Any] | None = None,
    dice: list[int] | None = None,
    assets: tuple[str, str] = ("T", "T"),
    stockpiles: tuple[int, int] = (30, 30),
    pool: CardPool | None = None,
) -> dict[str, Any]:
    """Answers a scenario between Brian (active, first listed) and Melissa."""
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {
            "Brian": {"assets": list(assets[0]), "stockpile": stockpiles[0]},
            "Melissa": {"assets": list(assets[1]), "stockpile": stockpiles[1]},
        },
        "cards": cards,
        "mission": mission,
        "actions": actions or [],
    }
    if dice is not None:
        doc["dice"] = dice
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def printing_text(pool: CardPool, name: str, set_name: str) -> str:
    """The wording of one printing of a pool card (an older one: the pool plays the current text), read in place."""
    card = pool.lookup(name, "bttcg")
    assert isinstance(card, BtCard), name
    found = [p.text for p in card.printings if p.set == set_name and p.text and not p.partial_text]
    assert found, f"{name} has no printing of {set_name} with its text"
    return found[0]


NEEDS_MUNITIONS: dict[str, Any] = {
    "owner": "Brian",
    "unit": {
        "type": "mech",
        "speed": "slow",
        "attack": 2,
        "armor": 0,
        "structure": 3,
        "name": "Gunboat",
        "cost": "1+2M",
    },
    "zone": "construction",
    "counters": 1,
}
"""Brian's slow 'Mech under construction with 1 counter, whose cost asks for Munitions (1+2M): a card's cost with an
asset to pay (rulebook p.14, Assets)."""
