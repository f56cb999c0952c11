"""(issue 18): the callbacks of ``grammar/rules.lark``'s: a Unit's own rules on what it may
attack and how it blocks, and cards no player may repair (:mod:`judge.dsl.effects_attack_rules`; the pool's nodes
where the meaning is one the pool already has)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


def _bare(noun: Any, speed: Token | None) -> m.Selector:
    """A kind named bare and plural ("Vehicles", "sites", "Units of the same speed"): all of them."""
    return m.Selector(quantifier="all", noun=noun, same_speed=speed is not None)


@v_args(inline=True)
class AttackRulesMixin(Transformer[Token, Any]):
    """The rules a Unit's own text sets on its attacks and blocks."""

    def cannot_attack_these(self, attackers: Any, victims: Any) -> m.CannotBeAttacked:
        """ "~ can't attack Vehicles" is "Vehicles cannot be attacked by ~" (rulebook p.23)."""
        return m.CannotBeAttacked(target=victims, by=attackers)

    def attack_only(self, attackers: Any, only: Any) -> m.AttackOnly:
        return m.AttackOnly(target=attackers, only=only)

    def cannot_attack_bare(self, attackers: Any, noun: Any, speed: Token | None) -> m.CannotBeAttacked:
        return m.CannotBeAttacked(target=_bare(noun, speed), by=attackers)

    def cannot_attack_in_region(self, attackers: Any, noun: Any, _region: Token) -> m.CannotBeAttacked:
        """ "VTOL Units cannot attack sites in this region": any of them in the region this card enhances."""
        victims = m.Selector(quantifier="any", noun=noun, in_enhanced_region=True)
        return m.CannotBeAttacked(target=victims, by=attackers)

    def attack_only_bare(self, attackers: Any, noun: Any, speed: Token | None) -> m.AttackOnly:
        return m.AttackOnly(target=attackers, only=_bare(noun, speed))

    def blocks_without_tapping(self, target: Any, words: Token) -> m.BlocksWithoutTapping:
        return m.BlocksWithoutTapping(target=target, only_guarding="guarding" in str(words))

    def block_as_if_fast(self, target: Any) -> m.IgnoreSpeed:
        """ "may block as though it were fast": fast is the fastest speed, so it blocks any group (glossary, Patrol
        region), as "may block regardless of its speed" reads."""
        return m.IgnoreSpeed(target=target, action="block")

    def cannot_be_repaired(self, target: Any) -> m.CannotBeRepaired:
        return m.CannotBeRepaired(target=target)

    def cannot_be_repaired_bare(self, noun: Any) -> m.CannotBeRepaired:
        return m.CannotBeRepaired(target=_bare(noun, None))

    def cannot_be_repaired_passive(self, target: Any) -> m.CannotBeRepaired:
        return m.CannotBeRepaired(target=target)
