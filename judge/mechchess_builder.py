"""The Mech chess board of the position builder (issue 21 item 1, "Mech chess: an 8×8 board to place units"): a
Mech chess scenario model checked by the game's own loader (:func:`judge.mechchess.scenario_load.load_scenario`:
every unit of the unit table, squares a1-h8, hits at most the table's, a Leader and Aces on their owner's units), its
YAML in the README's style, and the menus the board offers: the units of the unit table with their hits, the cards of
the shared deck, each player's pieces."""

from __future__ import annotations

import json
from typing import Any

import yaml

from judge.cards.models import MechChessCard, MechChessUnit
from judge.importers.yamlfile import YamlDocument
from judge.mechchess.scenario_load import load_scenario
from judge.pool import CardPool
from judge.scenario_input import ScenarioError

FILES = "abcdefgh"
SQUARES = tuple(f"{f}{r}" for r in range(8, 0, -1) for f in FILES)
"""The board's squares, rank 8 first (as the board is drawn: the first player's side at the bottom)."""
_ORDER = ("game", "title", "question", "players", "board", "deck", "discard", "phase", "turn", "actions", "dice")


def _flow(value: Any) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, sort_keys=False, allow_unicode=True, width=2**31 - 1)
    return text.removesuffix("\n...\n").rstrip("\n")


def to_yaml(model: dict[str, Any]) -> str:
    """A Mech chess scenario model in YAML: block style at the top, one line per player, square and action."""
    lines: list[str] = []
    for key in [*_ORDER, *(k for k in model if k not in _ORDER)]:
        if key not in model:
            continue
        value = model[key]
        if key in ("players", "board") and isinstance(value, dict):
            lines.append(f"{key}:")
            lines += [f"  {_flow(k)}: {_flow(v)}" for k, v in value.items()]
        elif key == "actions" and isinstance(value, list):
            lines.append("actions:")
            lines += [f"  - {_flow(a)}" for a in value]
        else:
            lines.append(f"{key}: {_flow(value)}")
    return "\n".join(lines) + "\n"


def board_fits(model: dict[str, Any], pool: CardPool) -> dict[str, Any]:
    """The scenario's YAML and the board's menus; ``problem``: why the game's loader refuses it (its field), else
    ``None``.

    :raises ScenarioError: for a model that is not a Mech chess scenario's mapping.
    """
    if not isinstance(model, dict) or model.get("game") != "mechchess":
        raise ScenarioError("a Mech chess scenario has game: mechchess", field="game")
    text = to_yaml(model)
    problem: dict[str, Any] | None = None
    try:
        load_scenario(YamlDocument(text), pool)
    except ScenarioError as exc:
        problem = {"message": exc.reason, "field": exc.field}
    units = sorted((c for c in pool.filter("mechchess") if isinstance(c, MechChessUnit)), key=lambda u: u.name)
    cards = sorted({c.name for c in pool.filter("mechchess") if isinstance(c, MechChessCard)})
    return {
        "scenario": json.loads(json.dumps(model)),
        "yaml": text,
        "text": None,
        "fits": {
            "squares": list(SQUARES),
            "units": [{"name": u.name, "hits": u.hits, "move": u.move} for u in units],
            "cards": cards,
        },
        "problem": problem,
    }


__all__ = ["SQUARES", "board_fits", "to_yaml"]
