"""Triggered abilities of the cards in play that fire during the turn, outside a battle: when a player deploys a card
("Whenever you deploy a Subterfuge card, ...", Steiner High Command) and at the end of a phase ("At the end of your
Missions phase, scrap Crusader Faction if ...", Crusader Faction). Whether one fires, and which of their variants the
turn executes (:mod:`judge.bttcg.turn_fired` runs them); a card's text makes an exception to the rules (rulebook p.9,
"About This Rulebook"), so a variant not executed is refused out loud
(:class:`~judge.bttcg.state.UnsupportedError`, naming the card and its sentence), never answered as if the card said
nothing. A trigger that does not fire (a card deployed that the ability does not watch) changes nothing."""

from __future__ import annotations

from judge.bttcg.faces import CardFace
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m


def sentence(ability: m.Ability) -> str:
    """The ability in the card language's words, for a refusal."""
    from judge.cardtext.render import render_ability

    return render_ability(ability)


def _refused(face: CardFace, ability: m.Ability, what: str) -> UnsupportedError:
    return UnsupportedError(f"{face.name}: {sentence(ability)} (the engine does not execute {what} yet)")


def watches(ability: m.Triggered, deployed: CardFace) -> bool:
    """Whether deploying ``deployed`` fires the ability: its ``watched`` selector reaches the card. A selector the
    engine cannot read is taken to reach it (the ability is then refused by :func:`deploy_trigger_problem`, never
    skipped)."""
    watched = ability.watched
    if watched is None:
        return True
    if not isinstance(watched, m.Selector) or watched.model_dump(exclude_defaults=True).keys() - {
        "kind",
        "quantifier",
        "noun",
        "card_type",
    }:
        return True
    kinds = {"card": True, "unit": deployed.kind == "unit", "command_card": deployed.kind == "command"}
    if watched.noun not in kinds:
        return True
    if not kinds[watched.noun]:
        return False
    if watched.card_type is None:
        return True
    wanted = watched.card_type
    return deployed.has_keyword(wanted) or deployed.kind == wanted.casefold()


def _readable(watched: m.Target | None) -> bool:
    """Whether :func:`watches` reads the selector of the cards the trigger watches (a noun and a card type)."""
    if watched is None:
        return True
    return (
        isinstance(watched, m.Selector)
        and not watched.model_dump(exclude_defaults=True).keys() - {"kind", "quantifier", "noun", "card_type"}
        and watched.noun in ("card", "unit", "command_card")
    )


def deploy_trigger_problem(ability: m.Triggered) -> str | None:
    """Why the turn cannot execute this "Whenever you deploy ..." ability (``turn_fired.plan_on_deploy``), or
    ``None`` when it can: conditions on it, a watched card it cannot read, an effect the turn does not run."""
    from judge.bttcg.turn_effects import turn_effect_problem  # turn_effects imports turn.py, which imports this

    if ability.conditions:
        return "the conditions of an ability when a player deploys a card"
    if not _readable(ability.watched):
        return "which deployed cards an ability watches"
    return next((p for e in ability.effects if (p := turn_effect_problem(e)) is not None), None)


def unless_in_deploy(ability: m.Triggered) -> bool:
    """ "Scrap this card when it is revealed unless you reveal it (activate it) during your Deploy phase" (Maskirovka
    Operatives, Nekekami Sabotage): a trigger whose only conditions are that exception. Activating a card reveals it
    (rulebook p.20), and cards are activated only during their player's Deploy phase (rulebook p.20; CE General
    Rulings), so when the card is activated the exception holds and the trigger does not happen."""
    return bool(ability.conditions) and all(
        isinstance(c, m.During)
        and c.phase == "deploy"
        and c.whose == "your"
        and c.unless is not None
        and not (c.mission or c.battle or c.at_end or c.not_during_mission or c.target_in_enhanced_region)
        for c in ability.conditions
    )


def on_reveal_at_deploy(face: CardFace) -> None:
    """What a card does when revealed, as it is deployed revealed (rulebook p.17, Glossary "Reveal": "Scrap this card
    when it is revealed" and the like happen then).

    :raises UnsupportedError: for such an ability: not executed yet as a card is deployed.
    """
    for ability in face.abilities:
        if isinstance(ability, m.Triggered) and ability.trigger == "revealed":
            raise _refused(face, ability, "this as the card is deployed revealed")


def ends(ability: m.Triggered, phase: str, owner_is_active: bool) -> bool:
    """Whether the ability fires at the end of ``phase`` of the active player's turn. A trigger whose conditions name
    no phase, or that the engine cannot read, fires at every phase's end (and is refused there)."""
    phases = [c for c in ability.conditions if isinstance(c, m.During) and c.phase is not None]
    if not phases or len(phases) != len(ability.conditions):
        return True
    for condition in phases:
        whose = {"your": owner_is_active, "opponent": not owner_is_active, "any": True}[condition.whose]
        if whose and condition.phase == phase:
            return True
    return False


ATTACK_RESTRICTIONS = frozenset({"cannot_attack_or_block", "attack_limit", "must_attack", "cannot_be_attacked"})
"""Card text that changes which Units can attack: with such a card in play, "could have attacked" is refused."""


def _scraps_itself(effects: list[m.Effect]) -> bool:
    return len(effects) == 1 and isinstance(effects[0], m.Scrap) and isinstance(effects[0].target, m.This)


def _patrolling_mechs(target: m.Target) -> bool:
    """ "any of your patrolling 'Mechs": the only selector :func:`judge.bttcg.turn_fired.at_phase_end` reads."""
    return isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
        "quantifier": "any",
        "noun": "mech",
        "owner": "you",
        "states": ["patrolling"],
    }


def phase_end_problem(ability: m.Triggered) -> str | None:
    """Why the turn cannot execute this "At the end of your ... phase, ..." ability (``turn_fired.at_phase_end``),
    or ``None`` when it can: its conditions must name the phase only ("At the end of your Missions phase"), and it
    must scrap the card itself, plainly or "if any of your patrolling 'Mechs could have attacked this turn but did
    not" (Crusader Faction). Its choices could come from no action, so nothing else is executed."""
    if not ability.conditions or not all(
        isinstance(c, m.During)
        and c.phase is not None
        and c.at_end
        and c.unless is None
        and not (c.mission or c.battle or c.not_during_mission or c.target_in_enhanced_region)
        for c in ability.conditions
    ):
        return "abilities at the end of a phase with conditions other than the phase"
    effects = ability.effects
    if _scraps_itself(effects):
        return None
    if (
        len(effects) == 1
        and isinstance(effects[0], m.IfCouldHaveAttacked)
        and _patrolling_mechs(effects[0].watched)
        and _scraps_itself(effects[0].effects)
    ):
        return None
    return "abilities at the end of a phase other than the card scrapping itself (Crusader Faction)"


__all__ = [
    "ATTACK_RESTRICTIONS",
    "deploy_trigger_problem",
    "ends",
    "on_reveal_at_deploy",
    "phase_end_problem",
    "sentence",
    "unless_in_deploy",
    "watches",
]
