"""The renderer split by sub-language (issue 18 item 5: one ``.lark`` file, one transformer, one models module, one
renderer): each models module of the DSL has its renderer module, each effect is rendered by the renderer of its
kind's models module, and every node kind of the DSL has English in some renderer."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path
from typing import get_args

import pytest
from pydantic import BaseModel

from judge.cardtext.render_effects import effect_renderers
from judge.dsl import models as m

RENDERER_OF = {
    "selectors": "render_selectors",
    "conditions": "render_conditions",
    "costs": "render_costs",
    "durations": "render_durations",
    "options": "render_options",
    "keywords": "render_keywords",
    "effects_core": "render_effects_core",
    "effects_battle": "render_effects_battle",
    "effects_restrict": "render_effects_restrict",
    "effects_stock": "render_effects_stock",
    "effects_asset": "render_effects_asset",
    "effects_untap": "render_effects_untap",
    "effects_players": "render_effects_players",
    "effects_rules": "render_effects_rules",
    "player_rules": "render_player_rules",
    "effects_amounts": "render_effects_amounts",
    "effects_own": "render_effects_own",
    "effects_permissions": "render_effects_permissions",
    "effects_missiles": "render_effects_missiles",
    "effects_mission": "render_effects_mission",
    "effects_hidden": "render_effects_hidden",
    "effects_redirect": "render_effects_redirect",
    "effects_attack_rules": "render_effects_attack_rules",
    "triggers": "render_triggers",
    "abilities": "render_abilities",
}
"""Each models module of ``judge.dsl`` and its renderer in ``judge.cardtext`` (``effects.py``, the union, is
rendered by ``render_effects``: lists of effects, riders, and the dispatch to the others)."""

SHARED = ("render_effects",)


def _kinds(module_name: str) -> list[type[BaseModel]]:
    module = importlib.import_module(f"judge.dsl.{module_name}")
    return [
        v
        for v in vars(module).values()
        if inspect.isclass(v)
        and issubclass(v, BaseModel)
        and v.__module__ == module.__name__
        and "kind" in v.model_fields
    ]


def _source(renderer: str) -> str:
    return inspect.getsource(importlib.import_module(f"judge.cardtext.{renderer}"))


def test_every_models_module_with_kinds_has_its_renderer_issue18() -> None:
    """issue 18 item 5: a models module with node kinds and no renderer of its own would be a sub-language the
    renderer gives no English for."""
    dsl = importlib.import_module("judge.dsl")
    package = dsl.__path__[0]
    modules = sorted(p.stem for p in Path(package).glob("*.py"))
    other_games = ("domination", "mechchess")  # their own DSLs, rendered by judge.domination / judge.mechchess
    with_kinds = [n for n in modules if not n.startswith(other_games) and n not in ("models", "core") and _kinds(n)]
    assert sorted(with_kinds) == sorted(RENDERER_OF)


def test_each_effect_is_rendered_by_the_renderer_of_its_models_module_issue18() -> None:
    union = get_args(get_args(m.Effect.__value__)[0])
    renderers = effect_renderers()
    for model in union:
        short = model.__module__.removeprefix("judge.dsl.")
        render = renderers.get(model.__module__)
        assert render is not None, f"no renderer for the effects of {model.__module__}"
        assert render.__module__ == f"judge.cardtext.{RENDERER_OF[short]}"


@pytest.mark.parametrize("models_module", sorted(RENDERER_OF))
def test_every_kind_has_english_issue18(models_module: str) -> None:
    """Every node kind is named by a renderer: most by their sub-language's own, some by the renderers that compose
    them (riders in ``render_effects``, static abilities in ``render_abilities``, a payment only as an option of
    ``OneOf`` in ``render_effects_battle``)."""
    everywhere = "".join(_source(r) for r in {*RENDERER_OF.values(), *SHARED})
    kinds = _kinds(models_module)
    assert kinds
    missing = [k.__name__ for k in kinds if not re.search(rf"\bm\.{k.__name__}\b", everywhere)]
    assert not missing, f"no English for {missing} of judge.dsl.{models_module}"


def test_an_effect_renderer_gives_no_english_for_another_modules_kinds() -> None:
    """The dispatch is by models module: a renderer answers ``None`` (not a wrong sentence) for a kind of another."""
    from judge.cardtext import render_effects_core, render_effects_restrict

    limit = m.AttackLimit(player="opponent", count=1)
    assert render_effects_core.effect_text(limit) is None
    assert render_effects_restrict.effect_text(limit) == "opponent cannot attack more than once per turn"
