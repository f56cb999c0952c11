"""Every node kind of the card-text DSL (``judge/dsl/models.py``), by family, read from the models by introspection
(not from the table of :mod:`judge.bttcg.executes`, which must name each of them: ``tests/test_bttcg_executes.py``)."""

from __future__ import annotations

from pydantic import BaseModel

from judge.dsl import models as m


def _union_members(alias: object) -> tuple[type[BaseModel], ...]:
    """The models of a discriminated union (``Annotated[A | B, Field(...)]``, possibly a named type alias)."""
    from typing import get_args

    value = getattr(alias, "__value__", alias)
    union = get_args(value)[0]
    return tuple(t for t in get_args(union) if isinstance(t, type) and issubclass(t, BaseModel))


def _kind(model: type[BaseModel]) -> str:
    return str(model.model_fields["kind"].default)


def _literal(alias: object) -> tuple[str, ...]:
    from typing import get_args

    return tuple(str(v) for v in get_args(alias))


def effect_kinds() -> tuple[str, ...]:
    return tuple(_kind(t) for t in _union_members(m.Effect))


def kinds_of_dsl() -> dict[str, tuple[str, ...]]:
    """Every node kind card text can produce, by family (from the models, not from this table)."""
    from typing import get_args

    return {
        "effect": effect_kinds(),
        "condition": tuple(_kind(t) for t in _union_members(m.Condition)),
        "target": tuple(_kind(t) for t in _union_members(m.Target)),
        "selector": tuple(f for f in m.Selector.model_fields if f != "kind"),
        "amount": _literal(m.Quantity.model_fields["of"].annotation),
        "duration": _literal(m.Duration),
        "cost": tuple(_kind(t) for t in _union_members(m.AbilityCost)),
        "trigger": _literal(m.Trigger),
        "ability": tuple(_kind(t) for t in _union_members(m.Ability)),
        "keyword": tuple(str(v) for v in get_args(m.KeywordName)),
        "until": _literal(m.Until),
    }


__all__ = ["effect_kinds", "kinds_of_dsl"]
