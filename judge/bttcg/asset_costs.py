"""The assets that let a player ignore asset costs: those available to him or her, less any asset a card in play
says no longer pays them (Work Stoppage, in substance: an asset is chosen as the card is activated, and no player
with that asset may ignore the asset costs naming it; DSL ``choose_asset`` then ``asset_does_not_pay``).

Rules: "If you have the corresponding assets in play, you can ignore those parts of the cost" (rulebook p.19,
Constructing Cards; 1997 rulings, Deployment Costs); "A card's cost isn't verified until you want to activate it"
(rulebook p.20), so the asset stops paying for every cost verified while the card is active, whoever's (the card
says "Players"), and pays again once it leaves play. The asset stays available for everything else (a Tactics
player keeps +1 initiative; rulebook p.14, Assets). The asset is the one chosen as the card is activated (the
activation's ``choose``: judge/bttcg/choose_asset.py); for a card already in play when the scenario starts the
scenario does not say which, so a cost verified then is refused, never guessed.

One place: every total cost the engine verifies takes its assets from :func:`cost_assets`."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.assets import ASSET_NAMES
from judge.bttcg.face_cache import from_face
from judge.bttcg.face_index import states_whose_face
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RULE_IDS = (t.ASSET_COSTS, t.ASSET_COST_IGNORED)


def _stops(ability: m.Ability) -> m.AssetDoesNotPay | None:
    if isinstance(ability, m.Static) and not ability.conditions and not ability.used:
        for effect in ability.effects:
            if isinstance(effect, m.AssetDoesNotPay):
                return effect
    return None


def _face_stops(face: CardFace) -> tuple[m.AssetDoesNotPay, ...]:
    return tuple(effect for ability in face.abilities if (effect := _stops(ability)) is not None)


def does_not_pay_problem(effect: m.AssetDoesNotPay) -> str | None:
    """Why the engine cannot apply this yet (``None``: it can)."""
    if effect.under_construction:
        return "an asset that no longer pays only the costs of cards under construction"
    return None


def _stops_any(face: CardFace) -> bool:
    """A card whose text stops an asset paying asset costs: the cards :func:`stopped` reads
    (judge/bttcg/face_index.py)."""
    return bool(from_face(face, "asset_costs.stops", _face_stops))


def stopped(pos: Position) -> frozenset[str]:
    """The assets the active cards say no longer pay asset costs.

    :raises UnsupportedError: for such a card whose asset the scenario does not say (in play from the start)."""
    letters: set[str] = set()
    for card_id, state in states_whose_face(pos, "asset_costs.stops", _stops_any):
        if not is_active(state):
            continue
        for effect in from_face(pos.faces[card_id], "asset_costs.stops", _face_stops):
            letter = effect.asset or pos.stopped_assets.get(card_id)
            if letter is None:
                raise UnsupportedError(
                    f"{pos.name(card_id)}: the asset chosen as it was activated is not known (it is in play from the "
                    "start of the scenario): the costs it changes are not verified"
                )
            letters.add(letter)
    return frozenset(letters)


def cost_assets(pos: Position, player: str) -> frozenset[str]:
    """The assets whose asset costs the player may ignore now."""
    return frozenset(pos.assets[player]) - stopped(pos)


def plan_stop(pos: Position, source: str, plan: _Plan) -> Callable[[], None]:
    """As the card is activated: the asset chosen (``plan.asset``) no longer pays asset costs while it is active."""
    letter = plan.asset
    assert letter is not None, "asset_does_not_pay after choose_asset: take_asset settled it"

    def step() -> None:
        pos.stopped_assets = {**pos.stopped_assets, source: letter}
        pos.note(
            f"{pos.name(source)}: while it is in play, having {ASSET_NAMES[letter]} available does not let a player "
            "ignore asset costs specifying it",
            *RULE_IDS,
        )

    return step


def stop_with_choice(abilities: tuple[m.Ability, ...], trigger: m.Triggered) -> list[m.Effect]:
    """An asset chosen as the card is activated, then the sentence saying it no longer pays asset costs: the
    sentence using "that asset", run with the trigger's choice."""
    if not any(isinstance(e, m.ChooseAsset) for e in trigger.effects):
        return []
    found = [_stops(a) for a in abilities]
    return [e for e in found if e is not None and e.asset is None]


__all__ = ["RULE_IDS", "cost_assets", "does_not_pay_problem", "plan_stop", "stop_with_choice", "stopped"]
