"""A Unit's own static rules in plain English (``grammar/unit_rules.lark``, :mod:`judge.cardtext.transform_unit_rules`),
in the words the grammar reads back: "This card gets +2 attack in a battle against any Vehicle."."""

from __future__ import annotations

from judge.cardtext.render_effects import _effects
from judge.cardtext.render_selectors import _target
from judge.dsl import models as m


def unit_rule(ability: m.Ability) -> str | None:
    """The English of a Unit's own static rule, or ``None`` for any other ability."""
    match ability:
        case m.Static(effects=effects, conditions=[m.Facing(target=fought)], used=False) if effects and all(
            isinstance(e, m.ModifyStat) for e in effects
        ):
            return f"{_effects(effects)} in a battle against {_target(fought)}."
    return None
