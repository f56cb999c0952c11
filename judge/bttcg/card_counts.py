"""Counting cards in a battle (``count_cards``): Simone Devon counts its player's Units and the opposing Units. The
count itself changes nothing; the effects after it that use the numbers ("you get +X initiative ..., where X is the
difference": ``per_outnumbering``) are executed, or refused, by their own kind.

Rules: a Unit is a card in play (rulebook p.20: an active card is on patrol, guarding, or a Unit activated this turn
still in the Construction region); a card under construction is a site, not a Unit (CE General Rulings,
Construction Region). The same count is an amount ("Deal damage equal to the number of 'Mechs you control to target
Unit": :func:`cards_counted`, asked by ``interpret._computed``). "Your Units" are the Units of the card's player,
"opposing Units" the opponent's. A count of the cards of a zone ("Count the number of cards in your hand") is
refused: the scenario names only the cards that matter, so it does not know how many cards a hand holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.state import Position, is_active
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module
    from judge.bttcg.interpret import Context

_PLAIN = frozenset({"kind", "quantifier", "noun", "owner"})
_UNIT_NOUNS = {"unit": None, "mech": "mech", "vehicle": "vehicle", "battle_armor": "battle_armor"}


def count_problem(effect: m.CountCards) -> str | None:
    """Why a battle cannot count these cards yet, or ``None``."""
    if effect.zone is not None or not effect.targets:
        return "counting the cards of a hand or another zone"
    for target in effect.targets:
        plain = isinstance(target, m.Selector) and not set(target.model_dump(exclude_defaults=True)) - _PLAIN
        if not plain or not isinstance(target, m.Selector) or target.quantifier not in ("all", "each"):
            return "counting cards other than all your Units or all opposing Units"
        if target.noun not in _UNIT_NOUNS:
            return "counting cards other than Units"
    return None


def selector_problem(target: m.Target | None) -> str | None:
    """Why a battle cannot count the cards of an amount ("equal to the number of 'Mechs you control") yet, or
    ``None``: all the player's, the opponent's or both players' Units (of a type) in play, as :func:`count_problem`."""
    plain = isinstance(target, m.Selector) and not set(target.model_dump(exclude_defaults=True)) - _PLAIN
    if not plain or not isinstance(target, m.Selector) or target.quantifier not in ("all", "each", "any"):
        return "an amount counted of cards other than all your Units or all opposing Units in play"
    if target.noun not in _UNIT_NOUNS:
        return "an amount counted of cards other than Units in play"
    return None


def cards_counted(ctx: Context, target: m.Target | None) -> int:
    """ "Deal damage equal to the number of 'Mechs you control": the Units in play the selector reaches when the
    effect happens (rulebook p.20: a Unit in play is active), said in the trace."""
    assert selector_problem(target) is None and isinstance(target, m.Selector)
    found = units_counted(ctx.pos, ctx.player, target)
    whose = {"you": f"{ctx.player}'s", "opponent": f"{ctx.pos.other(ctx.player)}'s", "any": "all"}[target.owner]
    ctx.pos.note(
        f"{ctx.pos.name(ctx.source)} counts {whose} {target.noun.replace('_', ' ')}s in play: {len(found)}",
        r.MISSION_CARDS_AFFECT,
    )
    return len(found)


def units_counted(pos: Position, player: str, selector: m.Selector) -> list[str]:
    """The Units in play the selector reaches, for the card's player."""
    wanted = _UNIT_NOUNS[selector.noun]
    found = []
    for card_id, state in pos.cards.items():
        face, owner = pos.faces[card_id], pos.owners[card_id]
        if face.kind != "unit" or not is_active(state) or state.on is not None:
            continue
        if wanted is not None and face.unit_type != wanted:
            continue
        if (selector.owner == "you" and owner != player) or (selector.owner == "opponent" and owner == player):
            continue
        found.append(card_id)
    return found


def run_count(ctx: Context, effect: m.CountCards) -> None:
    """Counts, and says the numbers in the trace."""
    parts = []
    for target in effect.targets:
        assert isinstance(target, m.Selector)
        whose = {"you": f"{ctx.player}'s", "opponent": f"{ctx.pos.other(ctx.player)}'s", "any": "all"}[target.owner]
        noun = target.noun.replace("_", " ")
        parts.append(f"{whose} {noun}s in play: {len(units_counted(ctx.pos, ctx.player, target))}")
    ctx.pos.note(f"{ctx.pos.name(ctx.source)} counts {'; '.join(parts)}", r.MISSION_CARDS_AFFECT)


__all__ = ["cards_counted", "count_problem", "run_count", "selector_problem", "units_counted"]
