"""The transformer of the effects (``grammar/effects.lark``): what abilities do; one mixin per models module
(:mod:`.transform_effects_core`, :mod:`.transform_effects_battle`, :mod:`.transform_effects_restrict`,
:mod:`.transform_effects_stock`, :mod:`.transform_effects_asset`, :mod:`.transform_effects_untap`, as
``judge/dsl/effects_*.py``), combined here into the one transformer :mod:`judge.cardtext.transformers` merges with
the others."""

from __future__ import annotations

from judge.cardtext.transform_effects_asset import EffectsAssetTransformer
from judge.cardtext.transform_effects_b7 import EffectsB7Transformer
from judge.cardtext.transform_effects_battle import EffectsBattleTransformer
from judge.cardtext.transform_effects_core import ChooseInIt, EffectsCoreTransformer, bonus_for_you
from judge.cardtext.transform_effects_restrict import EffectsRestrictTransformer
from judge.cardtext.transform_effects_stock import EffectsStockTransformer
from judge.cardtext.transform_effects_untap import EffectsUntapTransformer

__all__ = [
    "ChooseInIt",
    "EffectsAssetTransformer",
    "EffectsB7Transformer",
    "EffectsBattleTransformer",
    "EffectsCoreTransformer",
    "EffectsRestrictTransformer",
    "EffectsStockTransformer",
    "EffectsTransformer",
    "EffectsUntapTransformer",
    "bonus_for_you",
]


class EffectsTransformer(
    EffectsB7Transformer,
    EffectsBattleTransformer,
    EffectsRestrictTransformer,
    EffectsStockTransformer,
    EffectsAssetTransformer,
    EffectsUntapTransformer,
    EffectsCoreTransformer,
):
    """``grammar/effects.lark`` → the effects (:data:`~judge.dsl.models.Effect`): the rule callbacks of every effect
    mixin."""
