"""Cards activated in answer to what the opponent plays during the turn (DSL play restriction ``opponent_plays``):
Transportation Delay, scrapped when revealed, may be activated as the opponent activates a 'Mech, and depletes that
'Mech.

Rules: cards are activated in their owner's Deploy phase unless the text says otherwise (rulebook p.20; 1997 rulings:
Command cards are used only during the Deploy phase unless the text says otherwise); the card's text makes the
exception (rulebook p.9), so the card is activated by the opponent, in the active player's turn, right after the
activation it answers: the scenario writes it as the next action (``{by: <opponent>, activate: <id>}``). It is
activated only once its cost is paid (CE rulings, Deploy Phase: "You can activate a card under construction if
you've paid its construction cost"); activating reveals it (rulebook p.20), and a card scrapped when revealed goes to
the Scrapheap (rulebook p.25). "Deplete that 'Mech": the 'Mech just activated is tapped and turned face down
(Glossary: Deplete); a Unit activated stays in the Construction region until the end of the turn (rulebook p.33),
depleted. An activation answering nothing is a violation; anything else the card does is refused out loud."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import turn_rules as t
from judge.bttcg.cancel import refuse_cancelled
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import CardState, Position, UnsupportedError, under_construction
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
DEPLETE = "rulebook/glossary-index/deplete"
"""Glossary: a card that is depleted is tapped and turned face down."""
CANCEL_RULES = (CARDS_MAKE_EXCEPTIONS, t.SCRAPPED_WHEN_REVEALED)
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, DEPLETE, t.ACTIVATE, t.SCRAPPED_WHEN_REVEALED)


def _answered(condition: m.Condition) -> bool:
    """ "when opponent activates a 'Mech": any 'Mech the opponent activates; "only when any opponent activates a
    Subterfuge card": any card of that type (ISF Counterespionage: counterespionage.py)."""
    if not isinstance(condition, m.OpponentPlays) or condition.verb != "activates":
        return False
    target = condition.target
    if not isinstance(target, m.Selector):
        return False
    fields = target.model_dump(exclude_defaults=True).keys()
    if target.noun == "mech":
        return fields <= {"kind", "quantifier", "noun", "owner"}
    return (
        target.noun == "card" and target.card_type is not None and fields <= {"kind", "quantifier", "noun", "card_type"}
    )


def fits(pos: Position, card_id: str, abilities: tuple[m.Ability, ...] | list[m.Ability]) -> bool:
    """Whether the card just activated is one the answering card's text answers (a 'Mech, a Subterfuge card)."""
    for ability in abilities:
        if not isinstance(ability, m.PlayRestriction) or not ability.activate:
            continue
        for condition in ability.conditions:
            if isinstance(condition, m.OpponentPlays) and isinstance(condition.target, m.Selector):
                wanted = condition.target
                if wanted.noun == "mech":
                    return pos.faces[card_id].unit_type == "mech"
                return wanted.card_type is not None and pos.faces[card_id].has_keyword(wanted.card_type)
    return False


def answers_activation(abilities: tuple[m.Ability, ...] | list[m.Ability]) -> bool:
    """Whether the card's text lets it be activated when the opponent activates a 'Mech (and only then)."""
    return any(
        isinstance(a, m.PlayRestriction) and a.activate and len(a.conditions) == 1 and _answered(a.conditions[0])
        for a in abilities
    )


def condition_problem(condition: m.OpponentPlays) -> str | None:
    """Why the engine does not activate a card in answer to this yet, or ``None``."""
    if _answered(condition):
        return None
    return "a card played when the opponent plays a card, other than activated when the opponent activates a 'Mech"


def _what(abilities: tuple[m.Ability, ...] | list[m.Ability]) -> str:
    for ability in abilities:
        if isinstance(ability, m.PlayRestriction):
            for condition in ability.conditions:
                wanted = condition.target if isinstance(condition, m.OpponentPlays) else None
                if isinstance(wanted, m.Selector) and wanted.noun == "card" and wanted.card_type:
                    return f"a {wanted.card_type} card"
    return "a 'Mech"


def cancels_that(effect: m.Effect) -> bool:
    """ "That Subterfuge card has no effect": the card just activated (counterespionage.py)."""
    target = effect.target if isinstance(effect, m.Cancel) else None
    return (
        isinstance(effect, m.Cancel)
        and effect.on is None
        and isinstance(target, m.ThatOne)
        and target.index is None
        and target.among is None
        and not target.plural
    )


def _deplete_that(effect: m.Effect) -> bool:
    target = effect.target if isinstance(effect, m.Deplete) else None
    return (
        isinstance(effect, m.Deplete)
        and not effect.reload
        and isinstance(target, m.ThatOne)
        and target.index is None
        and target.among is None
        and not target.plural
    )


def _scraps_itself(ability: m.Ability) -> bool:
    return (
        isinstance(ability, m.Triggered)
        and ability.trigger == "revealed"
        and not ability.conditions
        and all(isinstance(e, m.Scrap) and isinstance(e.target, m.This) for e in ability.effects)
    )


def ability_problem(ability: m.Ability) -> str | None:
    """What of an ability of such a card the activation does not execute (``None``: all of it)."""
    if isinstance(ability, m.PlayRestriction):
        return None if answers_activation([ability]) else "a play restriction of a card activated in answer"
    if _scraps_itself(ability):
        return None
    if isinstance(ability, m.Static) and not ability.conditions and all(map(_deplete_that, ability.effects)):
        return None
    if isinstance(ability, m.Static) and not ability.conditions and all(map(cancels_that, ability.effects)):
        return None  # "That Subterfuge card has no effect" (counterespionage.py)
    return (
        "what a card activated when the opponent activates a card does, other than depleting that 'Mech or "
        "cancelling that card"
    )


def activate(run: TurnRunner, index: int | None, by: str, card_id: str, answered: str | None) -> None:
    """The activation of ``card_id`` by ``by``, answering ``answered`` (the card the action before it activated,
    ``None``: none)."""
    from judge.bttcg.deploy import total_cost

    pos = run.pos
    face = pos.faces[card_id]
    found = [(a, p) for a in face.abilities if (p := ability_problem(a)) is not None]
    if found:
        raise unsupported(face.name, *found[0])
    if not any(_scraps_itself(a) for a in face.abilities):
        raise UnsupportedError(f"{face.name}: the engine does not keep in play a card activated in answer yet")
    state = pos.cards[card_id]
    if pos.owners[card_id] != by or not under_construction(state):
        pos.violate(index, f"{face.name} is not {by}'s card under construction", t.ACTIVATE)
        return
    if answered is None or pos.owners[answered] == by or not fits(pos, answered, face.abilities):
        what = _what(face.abilities)
        pos.violate(
            index,
            f"{face.name} is activated only when the opponent activates {what}: the action before it activates none",
            t.ACTIVATE,
            CARDS_MAKE_EXCEPTIONS,
        )
        return
    cost = total_cost(run, card_id)
    if state.counters < cost:
        pos.violate(index, f"{face.name} costs {cost} and has {state.counters} construction counter(s)", t.ACTIVATE)
        return
    refuse_cancelled(pos, card_id, "activated as the opponent activates a 'Mech")  # cancel.py
    pos.note(
        f"{by} activates {face.name} as {pos.owners[answered]} activates {pos.name(answered)} (its text makes the "
        "exception to activating only in one's own Deploy phase)",
        t.ACTIVATE,
        CARDS_MAKE_EXCEPTIONS,
    )
    if any(isinstance(a, m.Static) and all(map(cancels_that, a.effects)) for a in face.abilities):
        if run.turn.cancelled.get(answered) != face.name:  # counterespionage.cancel_ahead did it as it was activated
            raise UnsupportedError(
                f"{face.name}: the engine did not see this answer as {pos.name(answered)} was activated"
            )
        pos.note(f"{face.name}: {pos.name(answered)} has no effect (it was scrapped as it was revealed)", *CANCEL_RULES)
    else:
        target = pos.cards[answered]
        target.tapped = target.depleted = True
        pos.note(f"{face.name}: {pos.name(answered)} is depleted (tapped and turned face down)", DEPLETE)
    pos.cards[card_id] = CardState(zone="scrapheap")
    pos.note(f"{face.name} is scrapped as it is revealed (its text)", t.SCRAPPED_WHEN_REVEALED)


__all__ = [
    "RULE_IDS",
    "ability_problem",
    "activate",
    "answers_activation",
    "cancels_that",
    "condition_problem",
    "fits",
]
