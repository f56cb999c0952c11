"""Choosing an asset as a card is activated: "When you activate this card, choose the asset it provides." (ComStar
Support: ``choose_asset`` then ``provides_asset``).

- "The usual way to make an asset available to you is to have a Command card active that provides the asset"
  (rulebook p.14): the card provides the asset chosen while it is active (judge/bttcg/assets.py), at once (rulebook
  p.20: a card's cost is verified when it is activated, so the asset counts for the cards activated after it).
- The player chooses: the asset is the next of the activation's ``choose``, an asset letter (``A``, ``L``, ``M``,
  ``P``, ``T``; in text, its name: "choosing Tactics"). Strict mode: a missing choice, or a card where an asset is
  chosen, is a violation, never a guess. A card already in play when the scenario starts provides what
  ``players.assets`` declares (the trace says so).
- Refused: an asset chosen for anything but the card itself to provide (losing an asset, asset costs no longer
  ignored, an asset available with no card): those are not executed yet."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.assets import ASSET_NAMES, settle
from judge.bttcg.kept_assets import is_kept_asset
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.dsl import models as m

RULE_IDS = (t.ASSETS, t.ASSET_COSTS, t.ACTIVATE)


def asset_problem(effect: m.Effect) -> str | None:
    """Why the turn cannot execute this asset effect (``None``: it can)."""
    if isinstance(effect, m.ProvidesAsset) and not isinstance(effect.target, m.This):
        return "an asset provided by a card other than this one"
    return None


def take_asset(
    pos: Position, index: int | None, by: str, name: str, plan: _Plan, then: list[m.Effect] | None = None
) -> None:
    """The asset the player chooses: the next of ``choose``, an asset letter; with ``then`` (the effects after it),
    for the card to provide (the caller otherwise uses it: judge/bttcg/asset_loss.py).

    :raises _RefusedError: after recording a violation.
    :raises UnsupportedError: when the asset chosen is for anything else (it would be dropped).
    """
    provided = then is None or any(
        (isinstance(e, m.ProvidesAsset) and e.asset is None and asset_problem(e) is None)
        or (isinstance(e, m.AssetDoesNotPay) and e.asset is None)  # Work Stoppage: judge/bttcg/asset_costs.py
        or is_kept_asset(e)  # Think Tank: judge/bttcg/kept_assets.py
        for e in then
    )
    if not provided:
        raise UnsupportedError(
            f"{name}: the engine does not execute an asset chosen other than for the card to provide"
        )
    if not plan.chosen:
        _refuse(pos, index, f"{name}: say which asset {by} chooses (choose: one of A, L, M, P, T)")
    pick = plan.chosen.pop(0)
    if pick not in ASSET_NAMES:
        _refuse(pos, index, f"{name}: an asset is chosen here (one of A, L, M, P, T), not {pos.name(pick)}")
    plan.asset = pick


def plan_provides(pos: Position, source: str, effect: m.ProvidesAsset, plan: _Plan) -> Callable[[], None]:
    """ "choose the asset it provides": the card provides the asset named (or chosen before) from now on."""
    letter = effect.asset or plan.asset
    assert letter is not None, "provides_asset without an asset: the grammar puts choose_asset first"

    def provide() -> None:
        pos.chosen_assets = {**pos.chosen_assets, source: letter}
        pos.note(f"{pos.name(source)} provides {ASSET_NAMES[letter]}, chosen as it is activated", *RULE_IDS)
        settle(pos, f"{pos.name(source)} provides {ASSET_NAMES[letter]}")

    return provide


def provided_with_choice(abilities: tuple[m.Ability, ...], trigger: m.Triggered) -> list[m.Effect]:
    """ "When ComStar Support comes into play, choose an asset. ComStar Support provides that asset.": the card's
    sentence providing "that asset", the one its trigger chooses (choose_asset.take_asset), run with the choice."""
    chooses = any(isinstance(e, m.ChooseAsset) for e in trigger.effects)
    if not chooses or any(isinstance(e, m.ProvidesAsset) for e in trigger.effects):
        return []
    return [
        e
        for a in abilities
        if isinstance(a, m.Static) and not a.conditions and not a.used
        for e in a.effects
        if isinstance(e, m.ProvidesAsset) and e.asset is None and isinstance(e.target, m.This)
    ]


def _refuse(pos: Position, index: int | None, message: str) -> NoReturn:
    pos.violate(index, message, t.ASSETS, t.COMMAND_ABILITIES_WHEN_ACTIVE)
    raise _RefusedError


__all__ = ["RULE_IDS", "asset_problem", "plan_provides", "provided_with_choice", "take_asset"]
