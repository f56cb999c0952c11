"""The transformer of the triggers (``grammar/triggers.lark``): the game's own
moments and events as triggers (the start or end of a named phase, a Unit attacked, blocked or scrapping another).
A mixin of :class:`~judge.cardtext.transform_triggers.TriggersTransformer`."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import PHASES
from judge.dsl import models as m

Whose = Literal["your", "any", "opponent"]
_OPTION_TOKENS = ("OVERHEAT", "ALPHA_STRIKE", "OPTION_NAME")


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

    # a Unit's events in a battle (rulebook p.26-30)

    def when_unit_event(self, unit: Any, event: str, effects: list[Any]) -> m.Triggered:
        if event == "unit_attacks_alone" and isinstance(unit, m.PilotedUnit):
            return m.Triggered(trigger="piloted_attacks_alone", effects=effects)  # a Pilot's own (pilot_triggers.py)
        return m.Triggered(trigger=event, watched=unit, effects=effects)

    def when_unit_blocked_by(self, unit: Any, blockers: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(
            trigger="unit_blocked", watched=unit, effects=effects, conditions=[m.Facing(target=blockers)]
        )

    def when_unit_scraps(self, unit: Any, scrapped: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="unit_scraps", watched=unit, effects=effects, conditions=[m.Facing(target=scrapped)])

    def when_selector_acts(self, watched: Any, *parts: Any) -> m.Triggered:
        acts = sorted({p for p in parts[:-1] if isinstance(p, str) and not isinstance(p, Token)})
        trigger = {
            ("attacks",): "unit_attacks",
            ("blocks",): "unit_blocks",
            ("attacks", "blocks"): "unit_attacks_or_blocks",
        }[tuple(acts)]
        return m.Triggered(trigger=trigger, watched=_any_of(watched), effects=parts[-1])

    def when_selector_event(self, watched: Any, event: str, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger=event, watched=_any_of(watched), effects=effects)

    def whenever_mech_event(self, *parts: Any) -> m.Triggered:
        # [a] 'Mech, "you control" (nothing kept) or OPPONENT_CONTROLS, the event or acts, the effects
        owner = (
            "opponent" if any(isinstance(p, Token) and p.type.endswith("OPPONENT_CONTROLS") for p in parts) else "you"
        )
        watched = m.Selector(quantifier="a", noun="mech", owner=owner)
        events = [p for p in parts[:-1] if isinstance(p, str) and not isinstance(p, Token)]
        if len(events) == 1 and events[0].startswith("unit_"):
            return self.when_selector_event(watched, events[0], parts[-1])
        return self.when_selector_acts(watched, *events, parts[-1])

    def when_self_deployed(self, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="you_deploy", watched=m.This(), effects=effects)

    def when_unit_deployed(self, unit: Any, effects: list[Any]) -> m.Triggered:
        if not isinstance(unit, m.This):
            raise ValueError("the card deployed is the card itself")
        return self.when_self_deployed(unit, effects)

    def when_unit_uses_option(self, unit: Any, *parts: Any) -> m.Triggered:
        """Rulebook p.31: a Unit's option used by its controller, as the Unit's own trigger."""
        option, effects = next(p for p in parts if isinstance(p, Token) and p.type.endswith(_OPTION_TOKENS)), parts[-1]
        if isinstance(unit, m.PilotedUnit):
            if str(option) not in ("Overheat", "Alpha Strike"):
                raise ValueError("a Pilot's trigger on its 'Mech's option is read for Overheat and Alpha Strike")
            return m.Triggered(trigger="piloted_uses_option", option=str(option), effects=effects)
        return m.Triggered(trigger="uses_option", watched=unit, option=str(option), effects=effects)

    def when_you_use_its_option(self, _of: Token, option: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="uses_option", watched=m.This(), option=str(option), effects=effects)

    def event_attacked(self) -> str:
        return "unit_attacked"

    def event_blocked(self) -> str:
        return "unit_blocked"

    def event_unblocked(self, *_parts: Any) -> str:
        return "unit_unblocked"

    def event_attacks_alone(self) -> str:
        return "unit_attacks_alone"

    def event_survives(self) -> str:
        return "unit_survives"


def _any_of(watched: Any) -> m.Selector:
    """The Units a trigger watches, any one of a kind ("Whenever a Unit you control attacks")."""
    if not isinstance(watched, m.Selector) or watched.quantifier not in ("any", "a", "each", "one"):
        raise ValueError("the Units whose events trigger an ability are any of a kind")
    return watched
