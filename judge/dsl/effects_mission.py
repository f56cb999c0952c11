"""Effects of Mission cards in other sets' words (``grammar/triggers.lark`` and ``cardtext.lark``, their
sections; issue 18): effects that happen only if the mission is (not) blocked or the card's side attacks or blocks
("If the mission is unblocked, draw a card", "Target Unit gets +2 attack if it is not blocked"), and a player's next
phase skipped ("Skip your next Untap phase"). Rulebook p.23-27: a mission's attacking group, the defending player's
blockers, a mission unblocked; p.16: the phases of a turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from judge.dsl.conditions import Phase
from judge.dsl.core import Node

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


class IfBattleRole(Node):
    """The effects happen only if, as they resolve, the card's side is in ``role`` (the mission ``blocked`` or
    ``unblocked``, its controller ``attacking`` or ``blocking``); otherwise nothing happens. Not a restriction on
    when the card is played ("Play only when unblocked" is :class:`~judge.dsl.abilities.PlayRestriction`): a card
    played with the condition false does nothing."""

    kind: Literal["if_battle_role"] = "if_battle_role"
    role: Literal["attacking", "blocking", "blocked", "unblocked"]
    effects: list[Effect]


class SkipNextPhase(Node):
    """``player`` skips his or her next ``phase`` (rulebook p.16: each turn has its phases in order; the card makes
    the exception, p.9): "Skip your next Untap phase", "Your opponent skips his or her next Draw phase"."""

    kind: Literal["skip_next_phase"] = "skip_next_phase"
    phase: Phase
    player: Literal["you", "opponent"] = "you"


__all__ = ["IfBattleRole", "SkipNextPhase"]
