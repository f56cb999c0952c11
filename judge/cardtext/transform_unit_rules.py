"""A Unit's own static rules (``grammar/unit_rules.lark``, the statements of ``grammar/cardtext.lark`` marked
unit_rules): a bonus that counts only in a battle against some kind of Unit ("~ gets +2 attack when in a battle
against Vehicles"). A mixin of :class:`~judge.cardtext.transformers.CardTextTransformer`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m

_OWN_UNITS = (m.This, m.PilotedUnit, m.Enhanced)
"""The Units whose battles a bonus can watch: the card itself, the 'Mech it pilots, the Unit it enhances."""


def _own_bonus(effects: list[Any]) -> list[Any]:
    """The effects as one Unit's bonus: stat changes of this card, the 'Mech it pilots or the Unit it enhances."""
    if not effects or not all(isinstance(e, m.ModifyStat) for e in effects):
        raise ValueError("a bonus in a battle against some Units is a change of the Unit's attack, armor or initiative")
    units = {type(e.target) for e in effects}
    if len(units) != 1 or not issubclass(next(iter(units)), _OWN_UNITS):
        raise ValueError("a bonus in a battle against some Units names one Unit: this card, its 'Mech, its host")
    if any(e.from_roll or e.amount_from or e.only_against for e in effects):
        raise ValueError("a bonus in a battle against some Units is a plain amount")
    return effects


_KINDS = {"unit": "unit", "vehicle": "vehicle", "battle armor": "battle_armor", "omnimech": "mech", "mech": "mech"}
_OPTIONS = {"missile": "Missile", "missiles": "Missile"}


def _kind(words: str) -> m.Selector:
    """A kind of Unit named by its plural alone ("Vehicles", "Units with Jump"): any one of them."""
    noun, _, option = words.replace("’", "'").replace("'", "").partition(" with ")
    noun = noun.replace(" that have", "")
    if not option and " that have " in words:
        noun, _, option = words.partition(" that have ")
    base = noun.lower().removesuffix(" units").rstrip("s")
    selector = m.Selector(quantifier="any", noun=_KINDS[base.removeprefix("omni") if base != "omnimech" else base])
    if base.startswith("omni"):
        selector = selector.model_copy(update={"omni": True})
    if option:
        selector = selector.model_copy(update={"with_option": _OPTIONS.get(option.lower(), option)})
    return selector


def _fought(selector: Any) -> m.Selector:
    if isinstance(selector, Token):
        selector = _kind(str(selector))
    elif isinstance(selector, m.Selector) and selector.quantifier in ("all", "each", "a"):
        selector = selector.model_copy(update={"quantifier": "any"})
    if not isinstance(selector, m.Selector) or selector.noun not in ("unit", "mech", "vehicle", "battle_armor"):
        raise ValueError("the Units fought in a battle are named as Units ('Vehicles', 'fast Units')")
    if selector.owner == "you":
        raise ValueError("a battle is against the opposing side's Units, not your own")
    return selector


@v_args(inline=True)
class UnitRulesMixin(Transformer[Token, Any]):
    """Statements of a Unit's own static rules."""

    def bonus_in_battle_against(self, effects: list[Any], _against: Token, fought: Any) -> m.Static:
        """Rulebook p.26, Battle: the Units of the other group are the ones a Unit battles against; the bonus holds
        only while they are (a :class:`~judge.dsl.conditions.Facing` condition, as a trigger's "when ~ blocks a
        Vehicle")."""
        return m.Static(effects=_own_bonus(effects), conditions=[m.Facing(target=_fought(fought))])

    def bonus_in_battle_against_first(self, _against: Token, fought: Any, effects: list[Any]) -> m.Static:
        return self.bonus_in_battle_against(effects, _against, fought)
