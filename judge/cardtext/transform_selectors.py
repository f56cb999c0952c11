"""The transformer of the selectors (``grammar/selectors.lark``): which cards an effect is about; one mixin per part
of the sub-language (:mod:`.transform_selectors_core`: quantified selectors, :mod:`.transform_relatives`: their
relative clauses, :mod:`.transform_targets`: the other targets), combined here into the one transformer
:mod:`judge.cardtext.transformers` merges with the others."""

from __future__ import annotations

from judge.cardtext.transform_each_players import EachPlayersMixin
from judge.cardtext.transform_kinds_places import KindsPlacesTransformer
from judge.cardtext.transform_relatives import RelativesTransformer
from judge.cardtext.transform_relatives_more import MoreRelativesTransformer
from judge.cardtext.transform_relatives_stats import StatRelativesTransformer
from judge.cardtext.transform_selectors_core import (
    NUMBER_WORDS,
    SelectorsCoreTransformer,
    and_or,
    count_value,
    either_of,
    noun_of,
    stockpile_of,
)
from judge.cardtext.transform_targets import TargetsTransformer

__all__ = [
    "NUMBER_WORDS",
    "KindsPlacesTransformer",
    "MoreRelativesTransformer",
    "RelativesTransformer",
    "SelectorsCoreTransformer",
    "SelectorsTransformer",
    "StatRelativesTransformer",
    "TargetsTransformer",
    "and_or",
    "count_value",
    "either_of",
    "noun_of",
    "stockpile_of",
]


class SelectorsTransformer(
    EachPlayersMixin,
    KindsPlacesTransformer,
    StatRelativesTransformer,
    MoreRelativesTransformer,
    RelativesTransformer,
    TargetsTransformer,
    SelectorsCoreTransformer,
):
    """``grammar/selectors.lark`` → :class:`~judge.dsl.models.Selector` and the other targets: the rule callbacks of
    every selectors mixin."""
