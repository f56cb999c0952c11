"""A Command card's continuous "You have Munitions available." (DSL ``have_asset`` of its controller, one asset named):
the asset is available to its controller while the card is active, as if the card provided it (rulebook p.14,
Assets: "The usual way to make an asset available to you is to have a Command card active that provides the asset";
assets are not cumulative). Read by ``assets._provided`` (with the card's printed assets) and passed by
``stats.check_bystanders`` (through ``continuous.bystander_executed``): the battle reads assets from
``Position.assets``. An asset chosen before or when it happens ("gain A, L, M, P, or T"), another player's, or with
conditions, stays refused."""

from __future__ import annotations

from judge.dsl import models as m


def _held(effect: m.Effect) -> str | None:
    if isinstance(effect, m.HaveAsset) and effect.player == "you" and len(effect.options) == 1:
        return effect.options[0]
    return None


def held(ability: m.Ability) -> frozenset[str]:
    """The asset letters a continuous ability without conditions makes available to its card's controller (every
    effect of it one such asset), else none."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return frozenset()
    letters = [_held(e) for e in ability.effects]
    return frozenset(x for x in letters if x is not None) if None not in letters else frozenset()
