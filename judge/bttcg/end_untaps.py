"""An older printing's standing untap at the end of its controller's turn: "Untap 'Mech piloted by Veteran
MechWarrior at end of your turn." (Unlimited), which the grammar reads as a continuous ability whose untap waits for
the end of the turn (a ``tap`` with ``delayed: turn``), where the Commander's Edition wording says "Untap 'Mech
piloted by Veteran MechWarrior at the end of each of your turns." (trigger ``turn_end``).

Rulebook p.40, Playing with Older Card Printings: "Most of the cards in Commander's Edition have changed from their
original versions. In most cases, we simply clarified the text printed on the cards": a card in play that says so
untaps the 'Mech it pilots (or itself) at the end of each of its controller's turns, as the newer wording says. The
End of Turn phase does it (judge/bttcg/turn_end.py, rulebook p.33); a battle has nothing to do with it.
"""

from __future__ import annotations

from judge.dsl import models as m


def _standing(effect: m.Effect) -> bool:
    return (
        isinstance(effect, m.Tap)
        and effect.untap
        and effect.delayed == "turn"
        and isinstance(effect.target, m.This | m.PilotedUnit)
    )


def as_turn_end(ability: m.Ability) -> m.Triggered | None:
    """The ability as the ``turn_end`` trigger it is: itself, or the older continuous wording read as one; ``None``
    for any other ability."""
    if isinstance(ability, m.Triggered) and ability.trigger == "turn_end":
        return ability
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return None
    if not all(map(_standing, ability.effects)):
        return None
    untaps: list[m.Effect] = [m.Tap(target=e.target, untap=True) for e in ability.effects if isinstance(e, m.Tap)]
    return m.Triggered(trigger="turn_end", effects=untaps)


def standing(ability: m.Ability) -> bool:
    """Whether the ability is the older continuous wording of an untap at the end of each turn."""
    return isinstance(ability, m.Static) and as_turn_end(ability) is not None


__all__ = ["as_turn_end", "standing"]
