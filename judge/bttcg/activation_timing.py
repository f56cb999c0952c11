"""When a card's text lets it be activated outside the Deploy phase (DSL ``play_restriction`` with ``activate``):
"You may activate this card only during your Missions phase, but not during a mission" (Double-Time Offense).

Cards are activated during the Deploy phase (rulebook p.16, p.20; 1997 rulings: Command cards are used only during
the Deploy phase unless the text says otherwise); a card's text makes the exception (rulebook p.9), and then it is
activated in the phase the text names and only then. A turn's actions come before the missions they send (the
scenario's turn actions, then its battle), so an activation in the Missions phase is outside a mission ("but not
during a mission" holds).

Executed: one of your own phases, the whole phase, but not during a mission, or at its end: "You may activate this
card only at the end of your Missions phase" (Accelerated Turnaround) is activated in that phase, and then the phase
is over: nothing more is done in it (a mission sent, an ability used "during your Missions phase" is a violation:
rulebook p.16, the phases come in order), but activating other cards at its end. Refused out loud, never judged by
the plain Deploy-phase rule: an opponent's phase, and any other condition on the activation that the reveal does not
check (the mission-time ones, "when attacked", are judge/bttcg/reveal.py's).

An older printing's "Reveal Caught in Hangar during your Missions phase but not during a mission" (a Command card
scrapped when it is revealed) is read the same way, as when the card is activated, its cost paid: activating a card
reveals it (rulebook p.20), and the Commander's Edition rulings give such older "reveal" wordings as activations (CE
rulings, Inside Job: the Limited and Unlimited text "should read ... You may activate this card only when ...";
Ambush! (Unlimited): "You may activate Ambush! when opponent attacks"). Only Caught in Hangar's text in the pool
names a phase so."""

from __future__ import annotations

from judge.dsl import models as m
from judge.dsl.conditions import Phase

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS,)


def _timing(ability: m.Ability) -> m.During | None:
    """The phase condition of an activation restriction ("You may activate this card only during your ... phase")."""
    if not isinstance(ability, m.PlayRestriction) or not (ability.activate or ability.reveal):
        return None  # an older printing's "Reveal this card during your Missions phase": see the module
    phases = [c for c in ability.conditions if isinstance(c, m.During) and c.phase is not None]
    return phases[0] if phases else None


def timing_problem(ability: m.Ability) -> str | None:
    """Why the turn cannot check when this card may be activated yet, or ``None`` when it can (or the ability says
    nothing of a phase)."""
    during = _timing(ability)
    if during is None:
        return None
    assert isinstance(ability, m.PlayRestriction)
    if len(ability.conditions) > 1:
        return "an activation restricted to a phase with other conditions"
    plain = during.model_copy(update={"not_during_mission": False, "at_end": False})
    if plain != m.During(phase=during.phase):
        return "activating a card only in an opponent's phase, or with other conditions on the phase"
    return None


def at_end(face_abilities: list[m.Ability] | tuple[m.Ability, ...]) -> bool:
    """ "You may activate this card only at the end of your Missions phase": once it is activated, the phase is
    over (nothing more is done in it but activating other such cards)."""
    return any((during := _timing(a)) is not None and during.at_end for a in face_abilities)


def activation_phase(face_abilities: list[m.Ability] | tuple[m.Ability, ...]) -> Phase | None:
    """The phase of the card's own turn in which its text lets it be activated instead of the Deploy phase, or
    ``None`` (the Deploy phase: rulebook p.20). Call only when :func:`timing_problem` names nothing."""
    for ability in face_abilities:
        during = _timing(ability)
        if during is not None and during.phase is not None:
            return during.phase
    return None


__all__ = ["RULE_IDS", "activation_phase", "at_end", "timing_problem"]
