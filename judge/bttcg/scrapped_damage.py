"""Structure damage dealt if a card chosen in the mission is scrapped: should the chosen Unit be scrapped in the
mission, the Units that assigned damage to it in the battle each receive structure damage (Pryde's Pride; DSL
``if_scrapped`` watching "that" card, its effects ``deal_damage`` with ``structure`` to a selector refined by
``dealt_damage_to_that``). A rider of :mod:`judge.bttcg.scrapped_riders`, settled and applied with its others.

Sources: 1997 rulings, Order of Resolving Effects During Missions (Head Shot and Pryde's Pride use information known
only once damage is applied, so they resolve after damage is applied); rulebook p.29-30 (damage resolves all at once
at the end of the battle; a card whose damage counters reach its structure is scrapped); Glossary, Structure and
Armor (structure damage gets through armor: it is damage counters at once); CE rulings, Mission Cards (a played card
stays in effect for the mission); 1997 rulings, Missiles (its missiles are part of the damage a Unit deals:
``refinements_battle.dealt_damage_to_that``).

Executed: in each outcome where the chosen card was scrapped as damage resolved, each Unit that assigned damage to it
(resolved when the battle's steps are over) still in play gets the damage counters, and is scrapped, with the cards
on it, when they reach its structure. Refused, never guessed: other effects or amounts; a Unit that could be so
scrapped with a card on it whose text acts as it is scrapped or leaves play (that card's trigger fires on the damage
resolving, which this later damage comes after)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.state import CardState, Later, UnsupportedError
from judge.bttcg.stats import structure
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context

AFTER_DAMAGE_APPLIED = r.DIE_ROLLS_AT_ONCE
"""1997 rulings, Order of Resolving Effects During Missions: Head Shot and Pryde's Pride resolve after damage."""
STRUCTURE = "rulebook/glossary-index/structure"
RULE_IDS = (AFTER_DAMAGE_APPLIED, r.RESOLVE_DAMAGE, STRUCTURE, r.MISSION_CARD_STAYS_IN_EFFECT)

_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "dealt_damage_to_that"})


def _to_dealers(effect: m.Effect) -> bool:
    """ "each Unit that had assigned damage to that Unit ... receives 2 structure damage"."""
    if not isinstance(effect, m.DealDamage) or not effect.structure or effect.divided:
        return False
    target = effect.target
    return (
        effect.amount_of is None
        and effect.amount > 0
        and effect.source is None
        and isinstance(target, m.Selector)
        and target.dealt_damage_to_that is not None
        and target.quantifier in ("each", "all")
        and set(target.model_dump(exclude_defaults=True)) <= _FIELDS
    )


def handles(effect: m.IfScrapped) -> bool:
    """Whether the rider's effects are all structure damage to the Units that dealt damage to the card watched."""
    return bool(effect.effects) and all(map(_to_dealers, effect.effects)) and not effect.otherwise


def problem(effect: m.IfScrapped) -> str | None:
    from judge.bttcg.interpret_targets import target_problem

    return next((p for e in effect.effects if isinstance(e, m.DealDamage) and (p := target_problem(e.target))), None)


def _acts_when_scrapped(ctx: Context, unit: str) -> str | None:
    """A card on the Unit with a triggered ability (it could act as the Unit is scrapped), or ``None``."""
    pos = ctx.pos
    for card_id, state in pos.cards.items():
        in_play = state.on == unit and state.zone not in ("hand", "scrapheap", "stockpile")
        if in_play and any(isinstance(a, m.Triggered) for a in pos.faces[card_id].abilities):
            return card_id
    return None


def settle(ctx: Context, effect: m.IfScrapped, watched: tuple[str, ...]) -> list[Later]:
    """The damage to do after damage resolves, to the Units that assigned damage to the card watched (now)."""
    from judge.bttcg.interpret_targets import resolve_target

    pos, source = ctx.pos, ctx.source
    found: list[Later] = []
    for deal in effect.effects:
        assert isinstance(deal, m.DealDamage)
        dealers = tuple(c for c in resolve_target(ctx, deal.target) if pos.faces[c].kind == "unit")
        for unit in dealers:
            on_it = _acts_when_scrapped(ctx, unit)
            if on_it is not None:
                raise UnsupportedError(
                    f"{pos.name(source)}: {pos.name(unit)} may be scrapped by its structure damage after damage "
                    f"resolved, and {pos.name(on_it)} on it has a triggered ability: not executed yet"
                )
        limits = tuple(structure(pos, unit) for unit in dealers)
        names = ", ".join(map(pos.name, dealers)) or "no Unit"
        pos.note(
            f"{pos.name(source)}: if {pos.name(watched[0])} is scrapped as damage resolves, then {names} (each Unit "
            f"that assigned damage to it) receives {deal.amount} structure damage",
            AFTER_DAMAGE_APPLIED,
            STRUCTURE,
            r.MISSION_CARD_STAYS_IN_EFFECT,
        )
        found.append(Later("damage", source, ctx.player, deal.amount, dealers, if_scrapped=watched, limits=limits))
    return found


def apply(cards: dict[str, CardState], item: Later) -> None:
    """One outcome where the card watched was scrapped: the damage counters, and each Unit they reach the structure
    of scrapped, with the cards on it (rulebook p.30)."""
    for card_id, limit in zip(item.cards, item.limits, strict=True):
        state = cards[card_id]
        if state.zone not in ("patrol", "guard", "construction"):
            continue  # scrapped as damage resolved, or otherwise out of play
        state.damage += item.count
        if limit is not None and state.damage >= limit:
            cards[card_id] = CardState(zone="scrapheap")
            for other, on in cards.items():
                if on.on == card_id and on.zone != "scrapheap":
                    cards[other] = CardState(zone="scrapheap")


__all__ = ["AFTER_DAMAGE_APPLIED", "RULE_IDS", "apply", "handles", "problem", "settle"]
