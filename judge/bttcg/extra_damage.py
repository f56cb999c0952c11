"""Extra damage of Units that already assigned theirs: 'Mechs that already dealt damage assign the extra damage once
the card is played (Relentless Assault's older wording; DSL ``assign_extra_damage``), after the sentence that raised
their attack.

Source: rulebook p.27, One Player Goes First: "If a Unit's attack value goes up after you've assigned its damage, you
assign the new damage immediately. You can't reassign the old damage." The sentence restates that rule, which the
battle applies to every rise of attack (``battle.BattleRunner.attack_changed``: the new damage goes at once where a
single recipient can take it, else its player assigns it next, without moving the old): executing it is checking
that the Units it names are those and saying so; nothing else changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context


def handles(effect: m.Effect) -> bool:
    return isinstance(effect, m.AssignExtraDamage)


def problem(effect: m.Effect) -> str | None:
    from judge.bttcg.interpret_targets import target_problem

    assert isinstance(effect, m.AssignExtraDamage)
    return target_problem(effect.target)


def run(ctx: Context, effect: m.Effect) -> None:
    """The Units named that already assigned their damage, noted: their extra damage is assigned now."""
    from judge.bttcg.interpret_targets import resolve_target

    assert isinstance(effect, m.AssignExtraDamage)
    pos = ctx.pos
    last = list(ctx.last)
    units = [c for c in resolve_target(ctx, effect.target) if c in ctx.battle.fighters]
    ctx.last = last
    names = ", ".join(map(pos.name, units)) or "no Unit"
    pos.note(
        f"{pos.name(ctx.source)}: {names} already assigned damage: the extra damage is assigned now, the old stays",
        r.ATTACK_CHANGES_AFTER_ASSIGNING,
    )


__all__ = ["handles", "problem", "run"]
