"""The effect DSL: card abilities as typed data, produced by the card-text parser (``judge.cardtext``)."""

from judge.dsl.models import (
    Ability,
    AbilityList,
    Activated,
    AlphaStrike,
    Effect,
    Jump,
    Keyword,
    Missile,
    Overheat,
    PlayRestriction,
    Selector,
    Static,
    Triggered,
)

__all__ = [
    "Ability",
    "AbilityList",
    "Activated",
    "AlphaStrike",
    "Effect",
    "Jump",
    "Keyword",
    "Missile",
    "Overheat",
    "PlayRestriction",
    "Selector",
    "Static",
    "Triggered",
]
