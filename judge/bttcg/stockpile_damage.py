"""Damage a card deals to Stockpiles outside a battle, as it is revealed when activated (Tactical Nuke: "Deal damage to
each opposing Stockpile equal to the number of construction counters above the cost of this card, then deal that much
damage to your own Stockpile").

- Each point of damage to a Stockpile scraps its top card (rulebook p.8 "Object of the Game", p.29 "Resolving
  Damage", Glossary "Stockpile").
- Construction counters above the card's total cost count only when the card says so (rulebook p.20 "Activating
  Cards"; 1997 rulings, Deployment); the total cost is its base cost plus the asset costs whose asset its owner does
  not have available (rulebook p.19).
- Victory is checked once the entire effect has been assessed: each player whose Stockpile ran out loses, and if all
  did, the game is a draw (CE General Rulings, Victory Conditions; Tactical Nuke's ruling points there).

Anything else in such an ability (another target, a computed amount the engine does not compute, a card in play that
could prevent, redirect or watch the damage) is refused out loud, never dropped."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import rules as r
from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.asset_costs import cost_assets
from judge.bttcg.damage_changes import lasting_factor
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import TurnRunner, kinds_in
from judge.bttcg.turn_triggers import sentence
from judge.dsl import models as m

CHANGES_DAMAGE = frozenset(
    {
        "prevent_damage",
        "prevent_all_damage",
        "prevent_that_damage",
        "multiply_damage",
        "redirect_damage",
        "redirect_all_damage",
        "redirect_to_counters",
    }
)
"""Effects that would change damage as it is dealt: with such a card in play the damage is refused, not guessed."""
_SELECTOR_FIELDS = frozenset({"kind", "quantifier", "noun", "owner"})


def _to_stockpiles(effects: list[m.Effect]) -> bool:
    return bool(effects) and all(
        isinstance(e, m.DealDamage) and isinstance(e.target, m.Selector) and e.target.noun == "stockpile"
        for e in effects
    )


def _per_excess(ability: m.Static) -> m.PerExcessConstruction | None:
    """ "Each player's Stockpile receives 1 damage for each construction counter above the cost of Tactical Nuke"
    (its older printing): damage to Stockpiles once per N counters above this card's cost, a plain amount."""
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], m.PerExcessConstruction):
        return None
    per = ability.effects[0]
    plain = all(isinstance(e, m.DealDamage) and e.amount_of is None for e in per.effects)
    return per if not per.of_that and plain and _to_stockpiles(per.effects) else None


def is_stockpile_damage(ability: m.Ability) -> bool:
    """An ability made only of damage dealt to Stockpiles, or of such damage per construction counter above the
    card's cost (what :func:`plan` executes or refuses)."""
    return isinstance(ability, m.Static) and (_to_stockpiles(ability.effects) or _per_excess(ability) is not None)


def _excess(run: TurnRunner, card_id: str) -> int:
    """Construction counters above the card's total cost for its owner now (rulebook p.19-20)."""
    pos = run.pos
    cost = run.turn.costs.get(card_id)
    if cost is None:
        raise UnsupportedError(f"{pos.name(card_id)}: its construction cost is not known (give 'cost')")
    return max(pos.cards[card_id].counters - cost.total(cost_assets(pos, pos.owners[card_id])), 0)


def _players(pos: Position, by: str, target: m.Selector, face_name: str, ability: m.Ability) -> list[str]:
    extra = set(target.model_dump(exclude_defaults=True)) - _SELECTOR_FIELDS
    if extra or target.owner not in ("you", "opponent", "any") or target.quantifier not in ("each", "that", "your"):
        raise UnsupportedError(f"{face_name}: {sentence(ability)} (the engine does not reach these Stockpiles yet)")
    if target.owner == "you":
        return [by]
    if target.owner == "opponent":
        return [pos.other(by)]
    return list(pos.players)


def _refuse_watchers(pos: Position, face_name: str, ability: m.Ability) -> None:
    """A card in play that could change or watch damage to a Stockpile: refused, not guessed."""
    for card_id, state in pos.cards.items():
        if not is_active(state):
            continue
        other = pos.faces[card_id]
        for own in other.abilities:
            watches = isinstance(own, m.Triggered) and (
                own.trigger == "you_damage_stockpile"
                or (own.trigger == "scrapped" and "stockpile" in str(own.model_dump()))
            )
            if watches or any(getattr(n, "kind", None) in CHANGES_DAMAGE for n in kinds_in(own)):
                raise UnsupportedError(
                    f"{face_name}: {sentence(ability)} (the engine does not apply {other.name}'s ability to this "
                    "damage yet)"
                )


def plan(run: TurnRunner, by: str, card_id: str, ability: m.Static) -> Callable[[], None]:
    """The Stockpile damage of ``ability`` (:func:`is_stockpile_damage`), settled now (before the card's counters
    are removed as it is activated) and dealt when the returned step runs.

    :raises UnsupportedError: for a condition, a target, or an amount the engine does not execute, or a card in play
        that could change or watch the damage.
    """
    pos = run.pos
    face = pos.faces[card_id]
    if ability.conditions:
        raise UnsupportedError(f"{face.name}: {sentence(ability)} (the engine does not check its conditions yet)")
    _refuse_watchers(pos, face.name, ability)
    hits: list[tuple[str, int, str]] = []
    last = 0
    its_cost = run.turn.costs[card_id].total(cost_assets(pos, by)) if card_id in run.turn.costs else None
    effects, times, why_times = ability.effects, 1, ""
    if (per := _per_excess(ability)) is not None:  # once per N counters above the cost (rulebook p.20)
        above = _excess(run, card_id)
        effects, times = per.effects, above // per.per
        why_times = f" ({above} construction counter(s) above its cost of {its_cost})"
    for effect in effects:
        assert isinstance(effect, m.DealDamage) and isinstance(effect.target, m.Selector)
        quantity = effect.amount_of
        plain = quantity is None or (quantity.divided_by == 1 and quantity.times == 1 and quantity.less == 0)
        if effect.divided or effect.source is not None or not plain:
            raise UnsupportedError(f"{face.name}: {sentence(ability)} (the engine does not deal this damage yet)")
        if quantity is None:
            amount, why = effect.amount * times, why_times
        elif quantity.of == "excess_construction" and quantity.card is None:
            amount = _excess(run, card_id)
            why = f" (its construction counters above its cost of {its_cost})"
        elif quantity.of == "that_much" and hits:
            amount, why = last, " (that much)"
        else:
            raise UnsupportedError(f"{face.name}: {sentence(ability)} (the engine does not compute this amount yet)")
        last = amount
        hits += [(player, amount, why) for player in _players(pos, by, effect.target, face.name, ability)]

    def deal() -> None:
        for player, printed, why in hits:
            amount = printed * lasting_factor(pos, f"{player}.stockpile")  # judge/bttcg/damage_changes.py
            if amount != printed:
                why += f" ({printed}, multiplied by {amount // printed} this turn)"
            scrapped = min(amount, pos.stockpiles[player])
            stockpile_cards.scrap_top(pos, player, scrapped)  # the top cards to the Scrapheap in a whole game
            pos.note(
                f"{face.name} deals {amount} damage to {player}'s Stockpile{why}: {scrapped} card(s) scrapped from it, "
                f"{pos.stockpiles[player]} left",
                r.STOCKPILE_DAMAGE,
                t.STOCKPILE,
                t.EXTRA_COUNTERS,
            )
        run.check_stockpiles()  # after the entire effect (CE General Rulings, Victory Conditions)

    return deal


__all__ = ["is_stockpile_damage", "plan"]
