"""The allegiances a card's text may print as keywords (``judge.dsl.keywords.AllegianceName``, a type the DSL
spells out) are the importer's alignments, Mercenary and affiliations (``judge.cards.keywords``, from the CE General
Rulings' lists): one list, the type checked against it."""

from __future__ import annotations

from typing import get_args

from judge.cards.keywords import AFFILIATIONS, ALIGNMENTS
from judge.dsl.keywords import AllegianceName


def test_allegiance_names_are_the_importers_lists_ce_general_rulings_universe_rules() -> None:
    assert set(get_args(AllegianceName)) == {*ALIGNMENTS, "Mercenary", *AFFILIATIONS}
