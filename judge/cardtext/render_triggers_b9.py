"""the triggers in plain English (``grammar/triggers.lark``;
:mod:`judge.cardtext.transform_triggers_b9`): a Unit attacking in a group with another, a card of a kind played,
the start of your turn with a condition."""

from __future__ import annotations

from judge.cardtext.render_conditions import _restrictions
from judge.cardtext.render_effects import _effects, _riders, _split_riders
from judge.cardtext.render_events import _watched
from judge.cardtext.render_selectors import _NOUNS, _target
from judge.dsl import models as m


def triggered_b9(ability: m.Triggered) -> str | None:
    """The English of such a trigger, or ``None`` for the others (:func:`render_triggers._triggered`)."""
    main, riders = _split_riders(ability.effects)
    match ability:
        case m.Triggered(
            trigger="unit_attacks", watched=watched, conditions=[m.InGroupWith(target=same, others=others), *rest]
        ) if same == watched:
            lead = f"Whenever {_watched(watched)} attacks in a group with {_target(others)}, "
            return lead + _effects(main, capital=False) + "." + _riders(riders) + _restrictions(rest)
        case m.Triggered(
            trigger="you_play_card", watched=m.Selector(card_type=str() as kind), conditions=[] | [m.During()] as when
        ):
            during = ""
            if when:
                (moment,) = when
                if moment not in (m.During(whose="any", battle=True), m.During(whose="any", mission=True)):
                    return None
                during = " during a battle" if moment.battle else " during a mission"
            lead = f"Whenever you play {'an' if kind[0] in 'AEIOU' else 'a'} {kind} card{during}, "
            return lead + _effects(main, capital=False) + "." + _riders(riders)
        case m.Triggered(
            trigger="turn_start",
            conditions=[
                m.Controls(player=player, target=m.Selector(noun=noun, count=int() as count) as each, at_least=n)
            ],
        ) if count == n and each == m.Selector(quantifier="each", noun=noun, count=count):
            who = "an opponent controls" if player == "opponent" else "you control"
            lead = f"At the beginning of each of your turns, if {who} {count} or more {_NOUNS[noun][1]}, "
            return lead + _effects(main, capital=False) + "." + _riders(riders)
    return None
