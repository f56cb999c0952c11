"""The transformer of gramA7's triggers (``grammar/triggers.lark``, the section marked gramA7): the game's own
moments and events as triggers (the start or end of a named phase, a Unit attacked, blocked or scrapping another).
A mixin of :class:`~judge.cardtext.transform_triggers.TriggersTransformer`."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import PHASES
from judge.dsl import models as m

Whose = Literal["your", "any", "opponent"]


def phase_holder(token: Token | None) -> Whose:
    """Whose phase "each of your", "each player's", "your opponent's", "each" name (none: "your")."""
    if token is None:
        return "your"
    words = str(token).replace("’", "'")
    if words == "each of your":
        return "your"
    if "opponent" in words:
        return "opponent"
    return "any"  # "each player's", "any player's", "every player's", "each"


@v_args(inline=True)
class EventTriggersMixin(Transformer[Token, Any]):
    """Triggers on the game's own moments and events (rulebook p.16-33)."""

    def phase_start_trigger(self, *parts: Any) -> m.Triggered:
        """Rulebook p.16: a turn's phases in order; the ability fires as the phase named begins."""
        holder, phase, _noun, effects = parts[-4:]
        during = m.During(phase=PHASES[str(phase)], whose=phase_holder(holder))
        return m.Triggered(trigger="phase_start", effects=effects, conditions=[during])

    def phase_end_trigger(self, holder: Token, phase: Token, _noun: Token, effects: list[Any]) -> m.Triggered:
        during = m.During(phase=PHASES[str(phase)], whose=phase_holder(holder), at_end=True)
        return m.Triggered(trigger="phase_end", effects=effects, conditions=[during])
