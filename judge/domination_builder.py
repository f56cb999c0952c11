"""Domination zones of the position builder (issue 21 item 1, "Domination: zones per player"): a Domination
scenario model checked by the game's own loader (:func:`judge.domination.scenario_load.load_scenario`: every card of
the card list, two players, their zones, the Supply's piles), its YAML, and the menus the zones offer: the cards of
the game and the zones a player has (seed 001: deck, hand, discard, deployment; aside for Hidden Base)."""

from __future__ import annotations

import json
from typing import Any

from judge.cards.models import DominationCard
from judge.domination.scenario_load import PlayerSpec, load_scenario
from judge.importers.yamlfile import YamlDocument
from judge.mechchess_builder import to_yaml
from judge.pool import CardPool
from judge.scenario_input import ScenarioError

ZONES = tuple(name for name in PlayerSpec.model_fields if name != "allegiance")
"""A player's zones, as the scenario names them (the model's list fields)."""


def zones_fits(model: dict[str, Any], pool: CardPool) -> dict[str, Any]:
    """The scenario's YAML and the zones' menus; ``problem``: why the game's loader refuses it (its field), else
    ``None``.

    :raises ScenarioError: for a model that is not a Domination scenario's mapping.
    """
    if not isinstance(model, dict) or model.get("game") != "domination":
        raise ScenarioError("a Domination scenario has game: domination", field="game")
    text = to_yaml(model)
    problem: dict[str, Any] | None = None
    try:
        load_scenario(YamlDocument(text), pool)
    except ScenarioError as exc:
        problem = {"message": exc.reason, "field": exc.field}
    cards = sorted({c.name for c in pool.filter("domination") if isinstance(c, DominationCard)})
    return {
        "scenario": json.loads(json.dumps(model)),
        "yaml": text,
        "text": None,
        "fits": {"zones": list(ZONES), "cards": cards},
        "problem": problem,
    }


__all__ = ["ZONES", "zones_fits"]
