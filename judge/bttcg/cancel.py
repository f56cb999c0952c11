"""Cards revealed with no effect (DSL ``cancel``, continuous): "If Candace Liao is in play, all Subterfuge cards that
are revealed are scrapped with no effect."

A card's text makes an exception to the rules (rulebook p.9): while such a card is in play (active), a card of the
named type revealed is scrapped and nothing of its text happens. Only cards revealed after it came into play (CE
Individual Card Rulings, Candace Liao): the engine checks what is in play at each reveal. Where a card is revealed:
- activated during the turn (rulebook p.20: activating reveals it): :func:`judge.bttcg.turn_abilities.reveal_plan`
  scraps it instead of what it does, and the activation's choices and answers are more than it asks for;
- deployed revealed, or revealed as an opponent attacks (judge/bttcg/reveal.py): refused out loud, not yet executed.
Any other cancelling (of cards activated, of a card chosen, without scrapping) is refused where it would act."""

from __future__ import annotations

from judge.bttcg.refusals import IN_PLAY, unsupported
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
"""Rulebook p.9: cards make exceptions to the rules."""
AFTER_IT_COMES_INTO_PLAY = "ce-rulings/candace-liao"
"""CE Individual Card Rulings, Candace Liao: only cards revealed after it comes into play."""
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, AFTER_IT_COMES_INTO_PLAY)


def cancel_problem(effect: m.Cancel) -> str | None:
    """Why the engine cannot keep this cancelling in play yet, or ``None`` when it can."""
    target = effect.target
    if not effect.scrap or effect.on == "activated" or not isinstance(target, m.Selector):
        return "cancelling cards other than scrapping every card of a type revealed"
    plain = target.model_dump(exclude_defaults=True).keys() - {"kind", "quantifier", "noun", "owner", "states"}
    if plain != {"card_type"} or target.states != ["revealed"] or target.quantifier not in ("all", "each"):
        return "cancelling cards other than scrapping every card of a type revealed"
    return None


def is_cancelling(ability: m.Ability) -> bool:
    """A continuous ability that only cancels revealed cards (checked where cards are revealed, not in a battle)."""
    return (
        isinstance(ability, m.Static)
        and not ability.conditions
        and bool(ability.effects)
        and all(isinstance(e, m.Cancel) for e in ability.effects)
    )


def cancelled_by(pos: Position, card_id: str) -> str | None:
    """The name of the card in play that scraps this card, revealed now, with no effect (``None``: none does).

    :raises UnsupportedError: for a cancelling in play the engine does not keep (:func:`cancel_problem`).
    """
    face = pos.faces[card_id]
    for other, state in pos.cards.items():
        if other == card_id or state.zone not in IN_PLAY or not is_active(state):
            continue
        for ability in pos.faces[other].abilities:
            if not is_cancelling(ability):
                continue
            assert isinstance(ability, m.Static)  # is_cancelling says so
            for effect in ability.effects:
                assert isinstance(effect, m.Cancel)
                problem = cancel_problem(effect)
                if problem is not None:
                    raise unsupported(pos.faces[other].name, ability, problem)
                assert isinstance(effect.target, m.Selector)
                if effect.target.card_type is not None and face.has_keyword(effect.target.card_type):
                    return pos.faces[other].name
    return None


def refuse_cancelled(pos: Position, card_id: str, how: str) -> None:
    """:raises UnsupportedError: when a card in play would scrap this card, revealed ``how``, with no effect."""
    by = cancelled_by(pos, card_id)
    if by is not None:
        raise UnsupportedError(
            f"{by}: the engine does not execute scrapping {pos.name(card_id)} with no effect as it is {how} yet"
        )


__all__ = ["RULE_IDS", "cancel_problem", "cancelled_by", "is_cancelling", "refuse_cancelled"]
