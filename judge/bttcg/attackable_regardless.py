"""A 'Mech that may be attacked whatever its speed, from a card revealed during the turn: a 'Mech the opponent
controls is chosen, and it "may be attacked ... regardless of its speed" (Caught in Hangar, revealed during its player's
Missions phase but not during a mission). Rulebook p.24: a Unit may be the target of a mission "provided that each
attacking Unit is faster than the target Unit"; rulebook p.9: the card's text makes the exception. Only that speed
rule is set aside: the target must still be an opposing Unit in play, and blocking is unchanged.

How long it holds: the card names no end. Attacks are declared only in the Missions phase (rulebook p.24), and a
scenario reaches no later Missions phase than the one the card is revealed in (a turn scenario is one turn and its
mission comes after the turn's actions: README, The turn), so it is kept for the rest of this turn
(``Position.lasting``, ended by ``lasting.end`` with the turn): every attack it could matter to in a scenario. Anything
but "that 'Mech" just chosen is refused (:func:`attackable_problem`)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.state import LastingBonus, Position, UnsupportedError
from judge.dsl import models as m

ATTACKABLE = "may be attacked regardless of its speed"
"""The lasting "stat" kept for the chosen 'Mech (``LastingBonus.stat``; its amount is not read)."""
RULE_IDS = (r.TARGET_SLOWER_UNIT, t.RULES_MAKE_EXCEPTIONS)


def is_attackable_grant(effect: m.Effect) -> bool:
    """The chosen 'Mech may be attacked whatever its speed (Caught in Hangar): the effect this module executes."""
    return isinstance(effect, m.IgnoreSpeed) and effect.action == "be_attacked"


def attackable_problem(effect: m.IgnoreSpeed) -> str | None:
    """Why the turn cannot execute this change to the speed rules yet, or ``None``."""
    if effect.action != "be_attacked":
        return f"ignoring speed to {effect.action.replace('_', ' ')} from a card revealed during the turn"
    target = effect.target
    if effect.against is not None or not (
        isinstance(target, m.ThatOne)
        and target.noun in ("mech", "unit")
        and target.index is None
        and target.among is None
        and not target.plural
    ):
        return "a card that may be attacked regardless of its speed other than the one 'Mech just chosen"
    return None


def plan_attackable(pos: Position, source: str, last: list[str]) -> Callable[[], None]:
    """The step: the 'Mech chosen just before (``last``) may be attacked whatever its speed for the rest of the turn.

    :raises UnsupportedError: when no single card was chosen before it.
    """
    if len(last) != 1:
        raise UnsupportedError(f"{pos.name(source)}: 'that 'Mech' names no single card chosen before it")
    card_id = last[0]

    def apply() -> None:
        pos.lasting = [*pos.lasting, LastingBonus(source, card_id, ATTACKABLE, 0, "turn")]
        pos.note(
            f"{pos.name(source)}: {pos.name(card_id)} may be attacked regardless of its speed (the card names no "
            "end: it holds for the attacks of this Missions phase)",
            *RULE_IDS,
        )

    return apply


def attackable_regardless(pos: Position, card_id: str) -> bool:
    """Whether a card revealed this turn lets the card be attacked whatever the attackers' speed."""
    return any(b.card_id == card_id and b.stat == ATTACKABLE for b in pos.lasting)


__all__ = [
    "ATTACKABLE",
    "RULE_IDS",
    "attackable_problem",
    "attackable_regardless",
    "is_attackable_grant",
    "plan_attackable",
]
