"""Cards whose text lets them be activated (or revealed) only at a moment that a plain activation during the turn
never is: "only when you are attacked", "when opponent attacks one of your 'Mechs", "when a 'Mech assigns missiles",
"when a 'Mech overheats", "when one of your Units attacks alone" (moments of a mission and its battle), or "only when
opponent activates a Subterfuge card" (an answer, right after the opponent's activation).

Rules: cards are activated in their player's Deploy phase (rulebook p.20; 1997 rulings: Command cards are used
only in the Deploy phase unless the text says otherwise); a card's text makes the exception (rulebook p.9), and then
the card is activated at the moment its text names and only then. A Unit is attacked, blocks, attacks, assigns
missiles and overheats only in a mission and its battle (rulebook p.24-31), and the turn's actions come before the
missions they send, so activating such a card as a plain turn action is a violation of its own timing, never a
refusal. At its moment the card is activated by the engine that sees that moment: the defender's reveal as an attack
is declared (judge/bttcg/reveal.py), the answer written right after the activation it answers
(judge/bttcg/opponent_plays.py, counterespionage.py)."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.activation_timing import CARDS_MAKE_EXCEPTIONS
from judge.dsl import models as m

RULES = (t.ACTIVATE, CARDS_MAKE_EXCEPTIONS)


def _moment(condition: m.Condition) -> str | None:
    """The moment in words, or ``None`` for a condition a plain activation during the turn may meet."""
    if isinstance(condition, m.WhenIn):
        return f"when {' or '.join(condition.roles)} in a mission"
    if isinstance(condition, m.OpponentAttacks):
        return "when the opponent attacks (in a mission)"
    if isinstance(condition, m.AttacksAlone):
        return "when one of its player's Units attacks alone (in a mission)"
    if isinstance(condition, m.WhenUnitDoes):
        words = {"overheats": "overheats", "assigns_missiles": "assigns missiles"}[condition.event]
        return f"when a Unit {words} in a battle"
    if isinstance(condition, m.OpponentPlays):
        return f"when the opponent {condition.verb} a card it answers, right after that"
    return None


def activation_moment(ability: m.Ability) -> str | None:
    """The moment an activation restriction ("You may activate this card only when ...") waits for, when a plain
    activation during the turn never meets it (every one of its conditions such a moment); ``None`` otherwise."""
    if not isinstance(ability, m.PlayRestriction) or not (ability.activate or ability.reveal):
        return None
    moments = [_moment(c) for c in ability.conditions]
    if not moments or any(w is None for w in moments):
        return None
    return " and ".join(w for w in moments if w is not None)


def not_now(name: str, moment: str) -> str:
    """The violation's message."""
    return f"{name} is activated only {moment}: not as a plain activation during the turn"


__all__ = ["RULES", "activation_moment", "not_now"]
