"""Default choices for a Domination :class:`~judge.domination.engine.Strategy`: how much an option, an effect or an
activation is worth to its player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from judge.domination.context import Ctx, candidates, refs
from judge.domination.hooks import total, worth
from judge.dsl import domination as d

if TYPE_CHECKING:
    from judge.domination.engine import Game, Player


# --- default choices (Strategy) ---------------------------------------------------------------------------------


def option_score(game: Game, me: Player, ctx: Ctx, option: Sequence[d.Effect]) -> float:
    """How good an option of a ChooseOne looks: +Cards, +Actions (when the hand can use them), +Buys, +Industry;
    discarding an opponent's revealed card is good when that card is."""
    score = 0.0
    playable = any(game.cards[c].is_support or game.cards[c].is_unit for c in me.hand)
    for e in option:
        if isinstance(e, d.Plus) and e.player == "you":
            weight = {"cards": 2.0, "actions": 1.5 if playable else 0.1, "buys": 1.2, "industry": 1.0}
            score += weight.get(e.resource, 1.0) * e.amount
        elif isinstance(e, d.Discard) and isinstance(e.cards, d.Ref) and ctx.revealed_seat != ctx.me:
            score += sum(worth(game.cards[c]) for c in refs(ctx, e.cards)) - 2.5
    return score


def _overrun_now(game: Game) -> int:
    """The attacker's Total Attack Value minus the defender's Total Defense Value, as they stand now."""
    attacker = game.active
    return total(game, attacker, True) - total(game, 1 - attacker, False)


_GAINS: dict[int, tuple[Sequence[d.Effect], int, bool]] = {}
"""By ``id``; each entry keeps its list alive, so an id is never reused for another list."""


def _gains(then: Sequence[d.Effect]) -> tuple[int, bool]:
    """The Attack bonus and whether an Overrun is forced by "If you do" effects (cached: the DSL is parsed once)."""
    found = _GAINS.get(id(then))
    if found is None:
        bonus = sum(e.amount for e in then if isinstance(e, d.Plus) and e.resource == "attack")
        bonus += sum(e.amount for e in then if isinstance(e, d.CombatBonus))
        forced = any(isinstance(e, (d.ForceOverrun, d.OverrunBonus)) for e in then)
        found = _GAINS[id(then)] = (then, bonus, forced)
    return found[1], found[2]


def worth_doing(game: Game, me: Player, effect: d.Effect, ctx: Ctx, then: Sequence[d.Effect]) -> bool:
    """The default answer to a May: damage or discard for a combat bonus only when it raises the attacker's
    Overrun (or lowers the one against the defender); damage for an effect on the opponent when he has a unit it
    hits; taking a unit back into the hand: no; the rest: yes."""
    attack_bonus, forced = _gains(then)
    attacking = ctx.me == game.active
    if isinstance(effect, d.Damage) and isinstance(effect.target, d.Ref):  # damage this unit
        if attack_bonus:
            difference = _overrun_now(game)
            before = min(max(difference, 0), OVERRUN_CAP)
            after = min(max(difference + attack_bonus - game.cards[ctx.source].attack, 0), OVERRUN_CAP)
            return attacking and after > before
        selectors = [e.target.selector for e in then if isinstance(e, d.Damage) and isinstance(e.target, d.Pick)]
        other = game.players[1 - ctx.me]
        return any(candidates(ctx, other.deployment, selector) for selector in selectors)
    if isinstance(effect, d.Discard) and isinstance(effect.cards, d.Pick):
        needed = effect.cards.count if isinstance(effect.cards.count, int) else 1
        if len(me.hand) < needed:
            return False
        overrun = _overrun_now(game)
        if forced:
            return attacking and overrun < OVERRUN_CAP - 1
        if attack_bonus:
            return overrun < OVERRUN_CAP if attacking else overrun > 0
        return True
    if isinstance(effect, d.Damage):  # the opponent may damage a Mech (Trial of Possession): when he has one
        return bool(me.deployment)
    if isinstance(effect, d.Move):
        if isinstance(effect.cards, d.Ref):  # a bought or gained card on top of the deck: a good one
            return any(worth(game.cards[c]) >= 3 for c in refs(ctx, effect.cards))
        return False
    return True


def activation_pays(game: Game, me: Player, ability: d.Activated) -> bool:
    """The default for once-per-turn abilities (Catapult, Hunchback): when the opponent has a unit to damage, and
    any cards to discard are not Resources."""
    if not game.players[1 - me.seat].deployment:
        return False
    for e in ability.effects:
        if isinstance(e, d.Discard) and isinstance(e.cards, d.Pick) and isinstance(e.cards.count, int):
            spare = sum(1 for c in me.hand if not game.cards[c].is_resource)
            if spare < e.cards.count:
                return False
    return True


OVERRUN_CAP = 3
