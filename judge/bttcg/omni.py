"""OmniMech configurations (CE rulings: OmniMech-Pod Cache): which 'Mech an OmniMech is a configuration of, read
from its name (split out of ``turn_abilities.py``, which swaps one configuration for another)."""

from __future__ import annotations

import re

from judge.bttcg.faces import CardFace
from judge.cards.names import split_code

_CONFIGURATION = re.compile(r"^(?P<chassis>.+?)\s+(?:Prime|[A-Z])(?:\s+Revised)?$")
"""A Clan OmniMech's configuration after its name: ``Daishi A``, ``Daishi Prime``."""
_OMNI_CODE = re.compile(r"^(?P<chassis>.+-O)[A-Z]?$", re.IGNORECASE)
"""An Inner Sphere OmniMech's configuration at the end of its model code: ``BJ2-OB``, ``SD1-O``."""


def chassis(name: str) -> tuple[str, str | None]:
    """The 'Mech an OmniMech is a configuration of, from its name: ``Daishi A (Dire Wolf)`` and ``Daishi Prime (Dire
    Wolf)`` are both ``("daishi", "direwolf")``; ``Blackjack (BJ2-OB)`` is ``("blackjack", "bj2o")``."""
    stem, code = split_code(name)
    found = _CONFIGURATION.match(stem)
    if found is not None:
        stem = found.group("chassis")
    elif code is not None and (omni := _OMNI_CODE.match(code)) is not None:
        code = omni.group("chassis")
    return _key(stem), _key(code) if code is not None else None


def _key(text: str) -> str:
    """Letters and digits only: ``Storm Crow`` and ``Stormcrow`` are one name."""
    return re.sub(r"[^a-z0-9]", "", text.casefold())


def not_a_configuration(old: CardFace, new: CardFace) -> str | None:
    """Why ``new`` is not a configuration of the OmniMech ``old`` (both Omni 'Mechs of one chassis), or ``None``."""
    if new.kind != "unit" or new.unit_type != "mech":
        return "it is not a 'Mech"
    if not new.has_keyword("Omni"):
        return "it is not an Omni 'Mech (an OmniMech's configurations are OmniMechs)"
    if chassis(old.name) != chassis(new.name):
        return "it is another 'Mech"
    return None


__all__ = ["chassis", "not_a_configuration"]
