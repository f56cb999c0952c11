"""Amounts computed from a card's base stat (judge/bttcg/base_amounts.py; issue 17). Invented card faces. Rulebook,
Glossary, Base structure (the printed structure, before any card or option changes it)."""

from __future__ import annotations

import pytest

from judge.bttcg.base_amounts import base_amount, is_base_amount
from judge.bttcg.faces import CardFace
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m

_MECH = CardFace(name="Salvaged", kind="unit", unit_type="mech", speed="slow", attack=5, armor=3, structure=8)


def test_base_structure_less_one_rulebook_glossary_base_structure() -> None:
    """ "a number of damage counters equal to 1 less than its structure": the printed structure 8, less 1; the base
    armor and attack read the same way, divided and multiplied as the text says, never below 0."""
    assert base_amount(_MECH, m.Quantity(of="base_structure", less=1)) == 7
    assert base_amount(_MECH, m.Quantity(of="base_armor")) == 3
    assert base_amount(_MECH, m.Quantity(of="base_attack", divided_by=2)) == 2
    assert base_amount(_MECH, m.Quantity(of="base_attack", divided_by=2, round_up=True)) == 3
    assert base_amount(_MECH, m.Quantity(of="base_armor", less=5)) == 0
    assert is_base_amount(m.Quantity(of="base_structure")) and not is_base_amount(m.Quantity(of="tonnage"))


def test_base_structure_of_a_card_without_one_is_refused_rulebook_glossary_base_structure() -> None:
    """A Command card printed without structure has no base structure: refused, never taken as 0."""
    command = CardFace(name="Order", kind="command")
    with pytest.raises(UnsupportedError, match="no structure printed"):
        base_amount(command, m.Quantity(of="base_structure", less=1))
