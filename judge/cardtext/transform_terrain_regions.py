"""(issue 18): Units attacking, blocking or guarding in the region a Terrain card enhances
(``grammar/cardtext.lark``, ``region_role_static``): "Units attacking a target in this region get -1 attack" is the
attacking Units' change during a mission whose target is in the region, the DSL of the wording the pool uses ("All
attacking Units get -1 attack. This ability applies only during a mission whose target is in the region enhanced by
this card."; glossary, Terrain: "A Terrain can affect any mission whose target is in the region it enhances")."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_selectors_core import noun_of
from judge.dsl import models as m

_ROLES = (("attacking", "attacking"), ("blocking", "blocking"), ("guarding", "guarding"))


def _role(words: str) -> str:
    return next(state for word, state in _ROLES if words.startswith(word))


def _during_region() -> m.During:
    return m.During(whose="any", mission=True, target_in_enhanced_region=True)


@v_args(inline=True)
class TerrainRegionsMixin(Transformer[Token, Any]):
    """The callbacks of ``region_role_static``."""

    def region_role_static(self, *parts: Any) -> m.Static:
        changes = [p for p in parts if isinstance(p, tuple)]
        if isinstance(parts[0], Token) and parts[0].type.endswith("REGION_PLURAL_ROLE"):
            text = str(parts[0])
            cut = min(text.index(f" {word} ") for word, _state in _ROLES if f" {word} " in text)
            noun = text[:cut].removesuffix(" Units")
            selector = m.Selector(quantifier="all", noun=noun_of(Token("UNIT", noun)), states=[_role(text[cut + 1 :])])
        else:
            target, role = parts[0], parts[1]
            if not isinstance(target, m.Selector) or target.noun not in ("unit", "mech", "vehicle", "battle_armor"):
                raise ValueError("only Units attack, block or guard in a region")
            state = _role(str(role))
            if target.states:
                raise ValueError("a Unit's state said twice: before its noun and in the region's clause")
            selector = target.model_copy(update={"states": [state]})
        effects = [m.ModifyStat(target=selector, stat=stat, amount=amount) for stat, amount in changes]
        words = str(parts[0] if isinstance(parts[0], Token) else parts[1])
        conditions: list[m.Condition] = [_during_region()]
        if "guarding" not in words and " site" in words:  # missions against a site in the region
            conditions.append(m.MissionTarget(target=m.Selector(quantifier="a", noun="site")))
        return m.Static(effects=effects, conditions=conditions)
