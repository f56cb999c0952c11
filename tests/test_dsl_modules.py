"""The effect DSL split by sub-language (issue 18 item 5: one ``.lark`` file, one transformer, one models module, one
renderer): ``judge.dsl.models`` still names every model, and every model is complete (pydantic built it) once the
DSL is imported, although the effect modules name the recursive ``Effect`` union before it exists."""

from __future__ import annotations

import importlib
import inspect
from types import ModuleType

import pytest
from pydantic import BaseModel

from judge.dsl import models as m

SUB_LANGUAGES = (
    "selectors",
    "conditions",
    "costs",
    "durations",
    "options",
    "keywords",
    "effects",
    "effects_core",
    "effects_battle",
    "effects_restrict",
    "effects_stock",
    "effects_asset",
    "effects_untap",
    "triggers",
    "abilities",
)


def _module(name: str) -> ModuleType:
    return importlib.import_module(f"judge.dsl.{name}")


def _own_names(module: ModuleType) -> list[str]:
    """The public names a sub-language module defines itself (not those it imports)."""
    source = inspect.getsource(module)
    return [
        name
        for name, value in vars(module).items()
        if name.isidentifier()
        and not name.startswith("_")
        and (
            getattr(value, "__module__", None) == module.__name__ or f"\n{name} = " in source or f"\n{name}: " in source
        )
    ]


@pytest.mark.parametrize("name", SUB_LANGUAGES)
def test_models_names_every_model_of_the_sub_language_issue18(name: str) -> None:
    """issue 18 item 5: ``from judge.dsl import models as m; m.Foo`` reaches every model of every sub-language, as the
    one models.py did."""
    module = _module(name)
    own = _own_names(module)
    assert own, f"judge.dsl.{name} defines nothing"
    missing = [n for n in own if n not in m.__all__]
    assert not missing, f"judge.dsl.models does not name {missing} of judge.dsl.{name}"
    for n in own:
        assert getattr(m, n) is getattr(module, n)


def test_models_all_is_exactly_what_it_imports() -> None:
    public = {n for n in vars(m) if not n.startswith("_") and n != "annotations"}
    assert public == set(m.__all__)


@pytest.mark.parametrize("name", SUB_LANGUAGES)
def test_every_model_is_complete_issue18(name: str) -> None:
    """Every node is built (``__pydantic_complete__``) once the DSL is imported: an effect model left incomplete
    would be rebuilt on first use, against a namespace where ``Effect`` does not exist, and fail there."""
    module = _module(name)
    models = [
        v
        for v in vars(module).values()
        if inspect.isclass(v) and issubclass(v, BaseModel) and v.__module__ == module.__name__
    ]
    incomplete = [model.__name__ for model in models if not model.__pydantic_complete__]
    assert not incomplete, f"incomplete models in judge.dsl.{name}: {incomplete}"


def test_effect_models_validate_through_the_union() -> None:
    """A nested effect (a model of one module holding effects of others) goes to JSON and back."""
    tree = m.AbilityList(
        [
            m.Static(
                effects=[
                    m.May(
                        effects=[
                            m.Lasting(
                                until="end_of_turn",
                                effects=[m.ModifyStat(target=m.This(), stat="attack", amount=2)],
                            ),
                            m.RollDie(branches=[m.DieBranch(low=1, high=6, effects=[m.Draw()])]),
                        ]
                    )
                ]
            )
        ]
    )
    assert m.AbilityList.model_validate_json(tree.model_dump_json()) == tree
