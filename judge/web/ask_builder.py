"""The position builder's JSON endpoint (issue 21 item 1): ``POST /api/ask/builder`` takes a BattleTech scenario, as
its model (``{"scenario": {...}}``, the fields of ``shared/spec/scenario-format.md``) or as text in either spelling
(``{"text": "..."}``: loading YAML or plain English into the builder), and gives the model, both spellings and what
fits (:func:`judge.scenario_builder.fits`: the menus the builder offers, computed by the engine's checks). ``GET``
describes it. The builder itself is ``templates/static/ask_builder.js``, on ``/ask``; this view only reads the request
and writes the answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, jsonify, request

from judge.bttcg.convert import read_bttcg
from judge.bttcg.load import check_scenario
from judge.bttcg.scenario import BtScenario, MissionSpec
from judge.domination_builder import zones_fits
from judge.inputs import JsonInputError, load_json
from judge.mechchess_builder import board_fits
from judge.pool import CardPool
from judge.scenario_builder import fits, spelled
from judge.scenario_input import ScenarioError
from judge.simulate import MAX_SCENARIO_BYTES, SimulateError, looks_like_yaml, read_scenario
from judge.web import error_response
from judge.web.pool import get_pool

bp = Blueprint("ask_builder", __name__)
OTHER_GAMES: dict[str, Callable[[dict[str, Any], CardPool], dict[str, Any]]] = {
    "mechchess": board_fits,
    "domination": zones_fits,
}
"""The builders of the other games: the Mech chess board, the Domination zones."""
SOURCE = "scenario"


class _Fields:
    """A scenario model sent as JSON, seen as a document without lines."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def line_of(self, loc: Any) -> int | None:
        return None


class BuilderError(ValueError):
    """A request the builder cannot read: the message says what and where (``field``)."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


def _draft(data: dict[str, Any], scenario: BtScenario) -> MissionSpec | None:
    """The mission being chosen (``"draft": {"attacker": ..., "group": [...], "target": ...}``), for its menus.

    :raises BuilderError: for a draft that names no player or a card the scenario does not have.
    """
    draft = data.get("draft")
    if draft is None:
        return None
    if not isinstance(draft, dict) or draft.get("attacker") not in scenario.players:
        raise BuilderError("field 'draft.attacker': name one of the players", "draft")
    group, target = draft.get("group") or [], draft.get("target") or ""
    if not isinstance(group, list) or any(c not in scenario.cards for c in group):
        raise BuilderError("field 'draft.group': ids of the scenario's cards", "draft")
    if not isinstance(target, str):
        raise BuilderError("field 'draft.target': an id or <player>.stockpile", "draft")
    # a mission half chosen (no group or target yet) is not a valid mission: its menus only read these fields
    return MissionSpec.model_construct(
        attacker=draft["attacker"], group=list(group), target=target, blockers=[], include_target=False
    )


def read_body(body: bytes) -> dict[str, Any]:
    """The JSON of a builder request: ``{"scenario": {...}}`` or ``{"text": "..."}``, with an optional ``draft``.

    :raises BuilderError: for any other body.
    """
    if len(body) > MAX_SCENARIO_BYTES:
        raise BuilderError(f"scenarios are limited to {MAX_SCENARIO_BYTES} bytes")
    try:
        data = load_json(body.decode("utf-8"))
    except (JsonInputError, UnicodeDecodeError) as exc:
        raise BuilderError(f"the body is not JSON: {getattr(exc, 'message', exc)}") from None
    if (
        not isinstance(data, dict)
        or len({"scenario", "text"} & set(data)) != 1
        or set(data) - {"scenario", "text", "draft"}
    ):
        raise BuilderError(
            'send {"scenario": {...}} (the scenario\'s fields) or {"text": "..."} (YAML or plain English), and '
            'optionally "draft": {"attacker", "group", "target"} (a mission being chosen)'
        )
    if "text" in data and (not isinstance(data["text"], str) or not data["text"].strip()):
        raise BuilderError("field 'text': give the scenario's text (YAML or plain English)", "text")
    return data


def other_game(data: dict[str, Any]) -> dict[str, Any] | None:
    """The Mech chess or Domination scenario a request holds (its model, or its YAML text read), else ``None``."""
    if isinstance(data.get("scenario"), dict):
        model: Any = data["scenario"]
    elif isinstance(data.get("text"), str) and looks_like_yaml(data["text"]):
        try:
            model = read_scenario(data["text"], SOURCE).data
        except SimulateError:
            return None
    else:
        return None
    return model if isinstance(model, dict) and model.get("game") in OTHER_GAMES else None


def read_request(data: dict[str, Any]) -> tuple[BtScenario, MissionSpec | None]:
    """The BattleTech scenario a builder request holds, and the mission being chosen.

    :raises BuilderError: for a scenario that does not read (the field and why).
    """
    if "text" in data:
        try:
            scenario = read_bttcg(data["text"], SOURCE)
        except SimulateError as exc:
            raise BuilderError(str(exc), "text") from None
        return scenario, _draft(data, scenario)
    model = data["scenario"]
    if not isinstance(model, dict):
        raise BuilderError("field 'scenario': a scenario is a mapping with 'game', 'players', ...", "scenario")
    if model.get("game") != "bttcg":
        raise BuilderError(
            "field 'scenario.game': the builder builds bttcg, mechchess and domination scenarios", "game"
        )
    try:
        scenario = check_scenario(_Fields(model))
    except ScenarioError as exc:
        field = f" field {exc.field!r}:" if exc.field else ""
        raise BuilderError(f"{SOURCE}:{field} {exc.reason}", exc.field) from None
    return scenario, _draft(data, scenario)


def built(scenario: BtScenario, draft: MissionSpec | None = None) -> dict[str, Any]:
    """The builder's answer: the model, both spellings, and what fits (or why the engine cannot set it up)."""
    answer: dict[str, Any] = {
        "scenario": scenario.model_dump(mode="json", by_alias=True, exclude_defaults=True),
        **spelled(scenario),
        "fits": None,
        "problem": None,
    }
    answer["scenario"]["game"] = "bttcg"
    try:
        answer["fits"] = fits(scenario, get_pool(), draft)
    except ScenarioError as exc:
        answer["problem"] = {"message": exc.reason, "field": exc.field}
    return answer


@bp.get("/api/ask/builder")
def api_builder_help() -> Response:
    return jsonify(
        {
            "post": 'POST {"scenario": {...}} (a BattleTech scenario\'s fields, shared/spec/scenario-format.md) or '
            '{"text": "..."} (YAML or plain English): the answer gives the scenario, its YAML and plain English, and '
            "what fits: each card's options and abilities, each player's hand, the mission's possible group, targets "
            "and blockers, each fighter's damage recipients (or 'problem': why the engine cannot set it up). A Mech "
            "chess scenario (game: mechchess) gives its YAML and the board's menus: the squares, the units of the unit "
            "table with their hits, the cards; a Domination one (game: domination) its YAML, the zones and the cards",
            "max_bytes": MAX_SCENARIO_BYTES,
        }
    )


@bp.post("/api/ask/builder")
def api_builder() -> Response:
    try:
        data = read_body(request.get_data(cache=False))
        other = other_game(data)
        if other is not None:
            return jsonify(OTHER_GAMES[other["game"]](other, get_pool()))
        scenario, draft = read_request(data)
        return jsonify(built(scenario, draft))
    except BuilderError as exc:
        return error_response(400, exc.message, **({"field": exc.field} if exc.field else {}))
