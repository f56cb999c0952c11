"""A card activated in answer that makes the card it answers have no effect: ISF Counterespionage, scrapped as it is
revealed, is activated only as an opponent activates a Subterfuge card, which then has no effect (its Unlimited
printing: it is scrapped with no effect).

Rules: a card's text makes the exception to activating only in one's own Deploy phase (rulebook p.9, p.20); the
scenario writes the answer as the action right after the activation it answers (``{by: <opponent>, activate: <id>}``:
judge/bttcg/opponent_plays.py checks and activates it). Activating a card reveals it (rulebook p.20), and what it
does when revealed or activated happens then; the answer comes before any of it happens, so the card answered is
revealed and scrapped with nothing of its text happening, as a card scrapped with no effect by Candace Liao
(judge/bttcg/cancel.py, whose plan ``turn_abilities.reveal_plan`` follows). Both printings are read so for a
Subterfuge card scrapped when it is revealed (rulebook p.25: it goes to the Scrapheap as it is revealed either way);
a card answered that would stay in play is refused out loud (whether it stays, with no effect, is not written).

The answer is seen as the card it answers is activated (:func:`cancel_ahead`, called by the turn before each
activation with the action after it), and only when it is legal then: the answering card is its player's, under
construction, with counters covering its cost (CE rulings, Deploy Phase); otherwise the activation goes on as usual
and the answer is a violation where it is written."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg.opponent_plays import answers_activation, cancels_that, fits
from judge.bttcg.scenario import Action
from judge.bttcg.state import UnsupportedError, under_construction
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner


def _cancels(abilities: tuple[m.Ability, ...]) -> bool:
    return answers_activation(abilities) and any(
        isinstance(a, m.Static) and a.effects and all(map(cancels_that, a.effects)) for a in abilities
    )


def cancel_ahead(run: TurnRunner, action: Action, after: Action | None) -> None:
    """Before ``action`` activates a card: when ``after`` legally activates, in answer, a card of the opponent's that
    cancels it, the card is marked to be scrapped with no effect as it is revealed (``Turn.cancelled``).

    :raises UnsupportedError: for a card answered that is not scrapped when it is revealed.
    """
    from judge.bttcg.deploy import total_cost
    from judge.bttcg.turn_abilities import scrapped_when_revealed

    pos = run.pos
    answered, answering = action.activate, None if after is None else after.activate
    if answered is None or answering is None or after is None:
        return
    if answered not in pos.faces or answering not in pos.faces:
        return
    face = pos.faces[answering]
    if not _cancels(face.abilities) or not fits(pos, answered, face.abilities):
        return
    by = after.by
    if by == action.by or pos.owners[answering] != by or not under_construction(pos.cards[answering]):
        return
    if pos.cards[answering].counters < total_cost(run, answering):
        return
    if not scrapped_when_revealed(pos.faces[answered]):
        raise UnsupportedError(
            f"{face.name}: {pos.name(answered)} is not scrapped when it is revealed: whether it stays in play with no "
            "effect is not written (the engine does not execute this yet)"
        )
    run.turn.cancelled[answered] = face.name


__all__ = ["cancel_ahead"]
