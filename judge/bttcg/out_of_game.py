"""A card removed from the game, and an extra turn, during the turn (``turn_abilities._plan_effects`` hands these
effects here): the card removing itself from the game for an extra turn that skips its Missions phase (Tyra
Miraborg), a card scrapped as it is revealed and removed from the game (Culling).

Rules: the rules documents say nothing of a card removed from the game but what the card's text says, which makes
the exception (rulebook p.9): the card leaves play (or its Scrapheap) for the rest of the game, to no Scrapheap or
hand; the answer's zone for it is ``out_of_game`` (an extension of the zones of scenario-format.md). Only the card
itself is removed here ("this card"); another card, or one with cards on it, is refused. An extra turn comes after the
scenario's turn, which the answer does not go beyond: it is recorded in the trace, with the phases it skips."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS,)
OUT_OF_GAME = "out_of_game"
"""The zone of a card removed from the game (an extension of the answer's zones)."""
_PHASES = {
    "untap": "Untap",
    "draw": "Draw",
    "deploy": "Deploy",
    "repair_reload": "Repair/Reload",
    "missions": "Missions",
}


def out_of_game_problem(effect: m.RemoveFromGame | m.ExtraTurn) -> str | None:
    """Why the turn cannot execute this effect yet, or ``None``."""
    if isinstance(effect, m.RemoveFromGame) and not isinstance(effect.target, m.This):
        return "removing from the game a card other than this one"
    return None


def plan_out_of_game(
    pos: Position, by: str, source: str, effect: m.RemoveFromGame | m.ExtraTurn
) -> tuple[Callable[[], None], list[str]]:
    """The step of the effect, settled before anything changes, and the cards "that ..." names after it.

    :raises UnsupportedError: for what :func:`out_of_game_problem` names, or a card with cards on it.
    """
    name = pos.name(source)
    problem = out_of_game_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} during the turn yet")
    if isinstance(effect, m.ExtraTurn):
        skipped = [_PHASES.get(p, p.replace("_", " ").title()) for p in effect.skip_phases]
        skips = f", without its {' and '.join(skipped)} phase{'s' if len(skipped) > 1 else ''}" if skipped else ""

        def extra() -> None:
            pos.note(
                f"{name}: {by} takes an extra turn after this one{skips} (after the scenario's turn: the answer "
                "does not go on into it)",
                CARDS_MAKE_EXCEPTIONS,
            )

        return extra, []
    if any(state.on == source for state in pos.cards.values() if state.zone not in ("hand", "scrapheap")):
        raise UnsupportedError(f"{name}: removing from the game a card with cards on it is not executed yet")

    def remove() -> None:
        from judge.bttcg.assets import settle  # assets.py imports the turn's modules

        state = pos.cards[source]
        was = state.zone
        state.zone, state.on, state.guarding = OUT_OF_GAME, None, None
        state.counters = state.damage = 0
        state.other_counters = {}
        state.tapped = state.depleted = state.activated = False
        pos.note(f"{name} is removed from the game (from the {was.replace('_', ' ')})", CARDS_MAKE_EXCEPTIONS)
        settle(pos, f"{name} is removed from the game")  # an asset it provided is gone (rulebook p.14)

    return remove, [source]


__all__ = ["OUT_OF_GAME", "RULE_IDS", "out_of_game_problem", "plan_out_of_game"]
