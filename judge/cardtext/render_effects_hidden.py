"""Hidden information made open in plain English (:mod:`judge.dsl.effects_hidden`): "each player plays with his or
her hand revealed"."""

from __future__ import annotations

from judge.dsl import models as m

_PLAYERS = {
    "each": "each player plays with his or her hand revealed",
    "opponents": "your opponents play with their hands revealed",
    "you": "you play with your hand revealed",
}


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_hidden`; ``None`` for a form it has none for."""
    match effect:
        case m.HandsRevealed(players=players):
            return _PLAYERS[players]
    return None
