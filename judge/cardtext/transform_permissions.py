"""The transformer of the permissions (``grammar/triggers.lark``): who may attack
and block, and which options a Unit may use. A mixin of :class:`~judge.cardtext.transform_triggers.TriggersTransformer`.
Rulebook p.23 (Missions Phase), p.27 (Blocking), p.31 (Using Unit Options and Abilities)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m

_NUMBERS = {"one": 1, "two": 2, "three": 3}
_NOUNS = (("Unit", "unit"), ("Mech", "mech"), ("Vehicle", "vehicle"), ("Battle Armor", "battle_armor"))


@v_args(inline=True)
class PermissionsMixin(Transformer[Token, Any]):
    """Effects on who may attack, block or be blocked, and the options a Unit may use."""

    def cannot_attack(self, target: Any) -> m.CannotAttack:
        return m.CannotAttack(target=target)

    def cannot_attack_nor_block(self, target: Any) -> list[Any]:
        if isinstance(target, m.Selector) and target.quantifier not in ("each", "all", "any"):
            raise ValueError("'cannot attack or block' is read for this card or each card of a kind")
        return [m.CannotAttack(target=target), m.CannotBlock(target=target)]

    def may_not_block(self, target: Any) -> m.CannotBlock:
        return m.CannotBlock(target=target)

    def blocked_only_by(self, target: Any, _only: Token, blockers: Any) -> m.CannotBeBlocked:
        """Rulebook p.27: blocked only by these ("can be blocked only by fast Units"): by no other Unit."""
        return m.CannotBeBlocked(target=target, except_by=blockers)

    def cannot_be_blocked_by_with(self, target: Any, kind: Token, option: Token) -> m.CannotBeBlocked:
        """Rulebook p.27 (Blocking) and p.31 (Unit options): no Unit of the kind with that option blocks it."""
        noun = next(n for word, n in _NOUNS if word in str(kind))
        blockers = m.Selector(quantifier="any", noun=noun, with_option=str(option))
        return m.CannotBeBlocked(target=target, by=blockers)

    def blocked_by_at_most(self, target: Any, more_than: Token) -> m.BlockerLimit:
        """Rulebook p.27: any number of patrolling Units may block a group; the card sets a most."""
        found = re.match(r"more than (\w+)", str(more_than))
        assert found is not None  # the terminal says so
        word = found.group(1)
        return m.BlockerLimit(target=target, most=_NUMBERS[word] if word in _NUMBERS else int(word))

    def counts_as_speed(self, target: Any, *parts: Any) -> m.SetSpeed:
        """Rulebook p.10: a Unit is slow, moderate or fast; "counts as fast" is that speed."""
        speed = next(p for p in parts if isinstance(p, Token) and p.type.endswith("SPEED"))
        return m.SetSpeed(target=target, speed=str(speed))

    def cannot_use_option(self, target: Any, option: Token) -> m.CannotUseOption:
        return m.CannotUseOption(target=target, option=str(option))
