"""A card in play moved onto another card during the turn: "Choose any Pilot that is not Unique that an opponent
controls and move it to any unpiloted 'Mech you control" (Defection, as it is revealed when activated:
``turn_abilities._plan_effects`` hands the effect here).

Rules: the card's text makes the exception (rulebook p.9); a Pilot goes only on a 'Mech (CE rulings: Pilots), one
with no Pilot (rulebook p.20, Reassigning Pilots: one at a time, to an unpiloted 'Mech); a Pilot on a 'Mech you
control is yours to use (rulebook Glossary, Opposing: cards are an opponent's by who controls them), so its new
'Mech's controller controls it from then on, for the rest of the game; its owner keeps it (a card that leaves play
goes to its owner's Scrapheap, rulebook p.14: ``gain_control.left_play``). Whether a card may take the 'Mech's stat
below 0 as it moves is said only of reassignments (1997 rulings): such a move is refused, never judged either way."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
OPPOSING = "rulebook/glossary-index/opposing"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, OPPOSING, t.PILOTS_ONLY_ON_MECHS, t.REASSIGN_NEEDS_UNPILOTED_MECH)

Choice = Callable[[m.Target], str]
"""The next card of ``choose`` checked against a selector (``turn_choices.take_choice``)."""


def move_card_problem(effect: m.MoveCard) -> str | None:
    """Why the turn cannot execute this move yet, or ``None``."""
    target = effect.target
    if not (isinstance(target, m.ThatOne) and target.index is None and target.among is None and not target.plural):
        return "moving a card not chosen before ('it')"
    to = effect.to
    if not (isinstance(to, m.Selector) and to.noun == "mech" and "unpiloted" in to.states):
        return "moving a card onto a card other than an unpiloted 'Mech chosen"
    return None


def plan_move_card(
    pos: Position, by: str, source: str, effect: m.MoveCard, last: list[str], choice: Choice
) -> tuple[Callable[[], None], list[str]]:
    """The step that moves the Pilot named before onto the 'Mech chosen next; its controller becomes the 'Mech's.

    :raises UnsupportedError: for what :func:`move_card_problem` names, a card other than a Pilot, or a move taking
        a stat below 0.
    """
    from judge.bttcg.deploy import reassignment_problem  # deploy.py imports the turn's modules

    name = pos.name(source)
    problem = move_card_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} during the turn yet")
    if len(last) != 1:
        raise UnsupportedError(f"{name}: 'it' names no single card here: not executed")
    (moving,) = last
    face = pos.faces[moving]
    if not (face.kind == "command" and face.has_keyword("Pilot")):
        raise UnsupportedError(f"{name}: moving {face.name}, not a Pilot, onto a 'Mech is not executed yet")
    mech = choice(effect.to)
    refused = reassignment_problem(pos, face, mech)
    if refused is not None:
        raise UnsupportedError(
            f"{name}: moving {face.name} onto {pos.name(mech)} ({refused[0]}): the rules documents say this only of "
            "reassignments, not executed"
        )
    leaving = pos.cards[moving].on

    def step() -> None:
        owner = pos.control_gained.get(moving, pos.owners[moving])
        controller = pos.owners[mech]
        pos.cards[moving].on = mech
        if controller != pos.owners[moving]:
            pos.control_gained = {**pos.control_gained, moving: owner}
            pos.control_until = {**pos.control_until, moving: "game"}
            pos.owners[moving] = controller
        was = f" from {pos.name(leaving)}" if leaving is not None else ""
        pos.note(
            f"{name}: {face.name} moves{was} to {pos.name(mech)}; {controller} controls it (owned by {owner})",
            CARDS_MAKE_EXCEPTIONS,
            OPPOSING,
            t.REASSIGN_NEEDS_UNPILOTED_MECH,
        )

    return step, [moving]


__all__ = ["RULE_IDS", "move_card_problem", "plan_move_card"]
