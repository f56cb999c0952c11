"""The effect DSL in plain English, in the phrasing the grammar reads back (parse → render → parse gives the same
DSL, up to the keyword reminders, which belong to a printing rather than to the effect).

One renderer per sub-language, as the grammar and the models are (issue 18 item 5); this module names their public
functions:

- ``render_selectors``: targets (``grammar/selectors.lark``, :mod:`judge.dsl.selectors`), and the shared words;
- ``render_conditions``: timing restrictions and conditions (``conditions.lark``, :mod:`judge.dsl.conditions`);
- ``render_costs``: costs of activated abilities (:mod:`judge.dsl.costs`);
- ``render_options``, ``render_keywords``: Unit options and keywords (``options.lark``, ``keywords.lark``);
- ``render_durations``: effects that last or wait (``durations.lark``, :mod:`judge.dsl.durations`);
- ``render_effects``: lists of effects and riders (``effects.lark``), each effect by the renderer of its models
  module: ``render_effects_core``, ``render_effects_battle``, ``render_effects_restrict``, ``render_effects_stock``,
  ``render_effects_asset``, ``render_effects_untap`` (as ``judge.dsl.effects_core`` ...);
- ``render_triggers``: triggered abilities (``triggers.lark``, :mod:`judge.dsl.triggers`);
- ``render_abilities``: abilities (``cardtext.lark``, :mod:`judge.dsl.abilities`).

The helpers of the one render.py kept their names in the module of their sub-language (``_target`` in
``render_selectors``, ``_effects`` in ``render_effects``, the cases of ``_effect`` in the renderer of their kind's
models module, in their order).
"""

from __future__ import annotations

from judge.cardtext.render_abilities import render_abilities, render_ability, without_reminders
from judge.cardtext.render_effects import render_effect
from judge.cardtext.render_selectors import render_target

__all__ = ["render_abilities", "render_ability", "render_effect", "render_target", "without_reminders"]
