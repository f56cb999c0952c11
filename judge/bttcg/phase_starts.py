"""Abilities that fire as a named phase begins (DSL trigger ``phase_start``: "At the beginning of your Draw phase,
...", "At the start of each player's Untap phase, ..."; rulebook p.16, the phases of a turn in order). The engine does
not do them yet: as such a phase begins, a card in play with one is refused out loud, naming the card and its
sentence (:func:`judge.bttcg.refusals.refuse_unfired`), rather than let the phase pass as if the card said nothing."""

from __future__ import annotations

from judge.bttcg.refusals import refuse_unfired
from judge.bttcg.state import Position
from judge.bttcg.turn_triggers import ends
from judge.dsl import models as m


def refuse_phase_starts(pos: Position, phase: str, player: str) -> None:
    """:raises UnsupportedError: when ``phase`` of ``player``'s turn begins and a card in play has an ability that
    fires then (its :class:`~judge.dsl.models.During` condition names the phase, and whose turn it is)."""

    def elsewhen(position: Position, card_id: str, ability: m.Triggered) -> bool:
        return not ends(ability, phase, position.owners[card_id] == player)

    refuse_unfired(pos, ("phase_start",), phase=phase, skip=elsewhen)


__all__ = ["refuse_phase_starts"]
