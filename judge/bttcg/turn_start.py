"""What the cards in play do at the beginning of their owner's turn (DSL trigger ``turn_start``): "At the beginning
of each of your turns, put an investment counter on this card" (ComStar Investment), "Remove an operation counter
from this card at the beginning of your turn" (the Operation cards, Hidden Location), "Put another innovation counter
on it during each of your Untap phases" (Davion High Command), "At the beginning of your turn, repair 1 damage to each
of your Units." (judge/bttcg/turn_start_repairs.py).

The Untap phase is "the phase at the beginning of a turn" (rulebook Glossary, Untap phase; p.16-17, the turn
sequence): these abilities happen as it begins, before the player's cards untap. Each is done on its own card
(counters put or removed by :func:`judge.bttcg.counters.plan_counters`; removing the last counter from a card whose
text says "When the last counter has been removed, scrap <it>" scraps it). They touch only their own card, so the
order in which several happen does not change the outcome. A card's text makes an exception to the rules (rulebook
p.9); anything else such an ability does (a choice, another card, a counter it does not have to remove) is refused
out loud, never dropped."""

from __future__ import annotations

from functools import partial
from typing import NoReturn

from judge.bttcg import turn_start_repairs
from judge.bttcg.counters import plan_counters
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import UnsupportedError, is_active
from judge.bttcg.turn import TurnRunner
from judge.dsl import models as m

UNTAP_PHASE_BEGINS_TURN = "rulebook/glossary-index/untap-phase"
"""Rulebook Glossary, Untap phase: "The phase at the beginning of a turn"."""
RULE_IDS = (UNTAP_PHASE_BEGINS_TURN,)


_OTHER = (
    "abilities at the start of a turn other than counters on their own card, or repairs of it or of each Unit of a kind"
)


def turn_start_problem(ability: m.Triggered) -> str | None:
    """Why the turn cannot do this ``turn_start`` ability yet, or ``None`` when it can."""
    if ability.conditions:
        return "abilities at the start of a turn with conditions"
    for effect in ability.effects:
        if turn_start_repairs.executed(effect):  # "repair 1 damage to each of your Units" (turn_start_repairs.py)
            continue
        if not isinstance(effect, m.AddCounters | m.RemoveCounters) or not isinstance(effect.target, m.This):
            return _OTHER
        if isinstance(effect, m.AddCounters) and (effect.stat is not None or effect.counter == "damage"):
            return _OTHER
    return None


def _no_choice(target: m.Target) -> str:
    raise UnsupportedError(f"a choice ('{target.kind}') at the beginning of the turn is not executed yet")


def at_turn_start(run: TurnRunner) -> None:
    """The ``turn_start`` abilities of the active player's active cards, each done on its own card.

    :raises UnsupportedError: for an ability :func:`turn_start_problem` names, or a counter to remove that the card
        does not have.
    """
    from judge.bttcg.turn_steps import scrap_card  # the turn's scrapping (turn_steps imports the turn)

    pos, player = run.pos, run.turn.player
    for card_id, state in list(pos.cards.items()):
        if pos.owners[card_id] != player or not is_active(state):
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            repairs = turn_start_repairs.beginning_repairs(ability)  # "Repair 1 damage to ~ at the beginning of ..."
            if repairs and is_active(pos.cards[card_id]):
                pos.note(f"At the beginning of {player}'s turn, {face.name}'s ability happens", UNTAP_PHASE_BEGINS_TURN)
                for repair in repairs:
                    turn_start_repairs.plan(pos, card_id, repair)()
                continue
            if not isinstance(ability, m.Triggered) or ability.trigger != "turn_start":
                continue
            if not is_active(pos.cards[card_id]):
                break  # scrapped by an earlier ability: it does nothing more
            problem = turn_start_problem(ability)
            if problem is not None:
                raise unsupported(face.name, ability, problem)

            def refuse(message: str, rule: str, name: str = face.name, ab: m.Ability = ability) -> NoReturn:
                raise unsupported(name, ab, f"this when it cannot be done: {message}; {rule}")

            steps = []
            for effect in ability.effects:
                if isinstance(effect, m.Repair):  # turn_start_problem says turn_start_repairs executes it
                    steps.append(turn_start_repairs.plan(pos, card_id, effect))
                    continue
                assert isinstance(effect, m.AddCounters | m.RemoveCounters)  # turn_start_problem says so
                step, _ = plan_counters(pos, card_id, effect, [], _no_choice, refuse, partial(scrap_card, pos))
                steps.append(step)
            pos.note(f"At the beginning of {player}'s turn, {face.name}'s ability happens", UNTAP_PHASE_BEGINS_TURN)
            for step in steps:
                step()


__all__ = ["RULE_IDS", "at_turn_start", "turn_start_problem"]
