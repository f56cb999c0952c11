"""Unit options in plain English (options.lark, :mod:`judge.dsl.options`; rulebook p.31)."""

from __future__ import annotations

from judge.dsl import models as m


def _option(ability: m.Overheat | m.AlphaStrike | m.Missile | m.Jump) -> str:
    """A Unit option as the rulebook prints it (p.31)."""
    match ability:
        case m.Overheat(heat=heat, attack=attack):
            return f"Overheat {heat}: {attack:+d} attack"
        case m.AlphaStrike(attack=attack):
            return f"Alpha Strike: {attack:+d} attack"
        case m.Missile(count=count):
            return f"Missile {count}"
        case m.Jump(attack=attack, initiative=initiative):
            return f"Jump ({attack:+d} attack: {initiative:+d} initiative)"
    raise ValueError(f"no English for {ability!r}")
