"""The card-text transformers split by sub-language (issue 18 item 5): the effects transformer is one mixin per
models module (``judge/cardtext/transform_effects_core.py`` ... ``transform_effects_untap.py``, as
``judge/dsl/effects_*.py``), the selectors transformer one per part of its sub-language (quantified selectors, their
relative clauses, the other targets), each combined into the one class the parser composes."""

from __future__ import annotations

from pathlib import Path

import pytest
from lark import Transformer

from judge.cardtext import transformers
from judge.cardtext.transform_effects import EffectsTransformer
from judge.cardtext.transform_selectors import SelectorsTransformer

CARDTEXT = Path(transformers.__file__).parent


def _mixins(combined: type) -> list[type]:
    return [c for c in combined.__mro__ if c.__module__.startswith("judge.") and c is not combined]


@pytest.mark.parametrize("combined", [EffectsTransformer, SelectorsTransformer])
def test_no_rule_callback_is_in_two_mixins(combined: type) -> None:
    # with two callbacks of one name, the method resolution order would pick one and hide the other without a word
    seen: dict[str, str] = {}
    for mixin in _mixins(combined):
        for name, value in vars(mixin).items():
            if callable(value) and not name.startswith("__"):
                assert name not in seen, f"{name} is in {seen[name]} and {mixin.__name__}"
                seen[name] = mixin.__name__
    assert len(seen) > 50


@pytest.mark.parametrize("combined", [EffectsTransformer, SelectorsTransformer])
def test_the_combined_transformer_adds_no_callback_of_its_own(combined: type) -> None:
    # every callback lives in the mixin of its sub-language; the combined class only names them together
    assert [n for n, v in vars(combined).items() if callable(v) and not n.startswith("__")] == []
    assert issubclass(combined, Transformer)
    assert len(_mixins(combined)) >= 3


@pytest.mark.parametrize("name", ["core", "battle", "restrict", "stock", "asset", "untap"])
def test_each_effects_models_module_has_its_mixin(name: str) -> None:
    mixins = {c.__module__ for c in _mixins(EffectsTransformer)}
    assert f"judge.cardtext.transform_effects_{name}" in mixins
    assert (Path(__file__).parents[1] / "judge" / "dsl" / f"effects_{name}.py").is_file()


def test_the_transformer_modules_stay_under_600_lines() -> None:
    # working rules: modules under ~600 lines, split by concern when one grows past that
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in CARDTEXT.glob("transform*.py")}
    assert len(sizes) >= 12
    assert {name: size for name, size in sizes.items() if size > 600} == {}
