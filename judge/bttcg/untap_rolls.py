"""A die rolled as a card with a counter would untap: a die rolled each time a Unit with one of the card's
counters would untap, one range of results keeping it tapped, the other removing those counters and untapping it
(Communications Failure).

Rulebook p.17 (Untap Phase): the player untaps all of his or her tapped cards; p.9: a card's text makes the
exception; p.19 (Glossary: Counter): the card that put a counter says what it does, wherever that card now is. The
die is rolled as the card would untap, once for each such card, in the order of the position's cards: its result
comes from the scenario's ``dice`` (the Untap phase comes first in the turn, so its rolls are the first of the
scenario's; 1997 rulings, Order of Resolving Effects: dice are rolled when the rules roll them), or is enumerated,
the scenario being answered once for each face (judge/bttcg/dice.py, judge/bttcg/turn_dice.py).

Executed: one die, its branches covering 1-6, each branch either keeping the card tapped ("That Unit remains
tapped") or untapping it, after removing all of that counter from it ("Remove all static counters from that Unit
and untap it"). Anything else as a card would untap is refused (untap_counters.rule_problem)."""

from __future__ import annotations

from judge.bttcg.dice import DiceStream
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.bttcg.turn_after_roll import refuse_if_watched
from judge.dsl import models as m

UNTAP_ROLL = "rulebook/untap-phase-5"
"""Rulebook p.17 (Untap Phase), with p.9 (the card's text is the exception) and p.19 (Glossary: Counter): the die
the counter's card rolls decides whether the card untaps."""
RULE_IDS = (UNTAP_ROLL,)


def _that(target: m.Target) -> bool:
    return isinstance(target, m.ThatOne)


def _stays(effects: list[m.Effect]) -> bool:
    """ "That Unit remains tapped"."""
    return len(effects) == 1 and isinstance(effects[0], m.RemainsTapped) and _that(effects[0].target)


def _untaps(effects: list[m.Effect], kind: str) -> bool:
    """ "Remove all <kind> counters from that Unit and untap it" (the removal optional)."""
    untap = [e for e in effects if isinstance(e, m.Tap) and e.untap and e.delayed is None and _that(e.target)]
    removes = [
        e
        for e in effects
        if isinstance(e, m.RemoveCounters) and e.counter == kind and e.all_counters and _that(e.target)
    ]
    return len(untap) == 1 and len(untap) + len(removes) == len(effects) and len(removes) <= 1


def handles(node: m.WhenWouldUntap) -> bool:
    """Whether the rule is a die roll as the card would untap."""
    return len(node.effects) == 1 and isinstance(node.effects[0], m.RollDie)


def problem(node: m.WhenWouldUntap, kind: str) -> str | None:
    """Why the Untap phase cannot execute this roll yet, or ``None`` when it can."""
    roll = node.effects[0]
    assert isinstance(roll, m.RollDie)
    if node.instead or roll.count != 1 or roll.additional or roll.instead or roll.delayed or roll.second:
        return "a die roll as a card would untap other than one die deciding whether it untaps"
    faces = sorted(n for b in roll.branches for n in range(b.low, b.high + 1))
    if faces != list(range(1, 7)):
        return "a die roll as a card would untap whose branches do not cover 1-6 once each"
    if not all(_stays(b.effects) or _untaps(b.effects, kind) for b in roll.branches):
        return "a die roll as a card would untap with branches other than staying tapped or untapping"
    return None


def roll(
    pos: Position,
    dice: DiceStream | None,
    card_id: str,
    state: CardState,
    kind: str,
    source: str,
    node: m.WhenWouldUntap,
) -> bool:
    """Rolls the die for the card as it would untap and runs the branch: whether the card stays tapped (noted).

    :raises UnsupportedError: without a dice stream (the turn run where no die can be rolled).
    :raises NeedRollError: (from the stream) for a die neither fixed nor chosen by the branch being run.
    """
    name = pos.name(card_id)
    if dice is None:
        raise UnsupportedError(f"{source}: a die roll as {name} would untap, where the engine rolls no dice")
    refuse_if_watched(pos, pos.owners[card_id], f"the die rolled as {name} would untap")  # turn_after_roll.py
    result = dice.roll(source)
    the_roll = node.effects[0]
    assert isinstance(the_roll, m.RollDie)
    branch = next(b for b in the_roll.branches if b.low <= result <= b.high)
    if _stays(branch.effects):
        pos.note(
            f"{name} would untap: {source}'s text rolls a die for its '{kind}' counter: {result}, and it stays tapped",
            UNTAP_ROLL,
        )
        return True
    removed = 0
    if any(isinstance(e, m.RemoveCounters) for e in branch.effects):
        removed = state.other_counters.get(kind, 0)
        state.other_counters = {k: n for k, n in state.other_counters.items() if k != kind}  # a new dict (state.py)
    pos.note(
        f"{name} would untap: {source}'s text rolls a die for its '{kind}' counter: {result}; "
        + (f"its {removed} '{kind}' counter(s) are removed and " if removed else "")
        + "it untaps",
        UNTAP_ROLL,
    )
    return False


__all__ = ["RULE_IDS", "handles", "problem", "roll"]
