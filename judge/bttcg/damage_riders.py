"""Riders on the damage a battle deals, checked as it resolves: the cards under construction a chosen Unit damages
are scrapped (DSL ``if_damages``: Contract with Eridani Light Horse), and counters go on a chosen 'Mech when an
engaged opposing 'Mech is dealt structure damage (``if_receives_damage`` with ``structure``: Improvised Weapon).

Sources: rulebook p.9 (a card's text makes exceptions to the rules); CE rulings, Mission Cards (a card's effect stays
in effect for the mission); Resolving Damage, rulebook p.29-30 (all damage at once at the end of the battle;
prevention, then armor; a card under construction has no armor and loses a construction counter per 2 damage; damage
that gets through armor is damage counters); the glossary (p.44 Armor, p.46 Structure): structure damage is damage
that gets through armor, as damage counters; Engaged (Glossary p.26): the Units in the battle. A card is damaged when
damage gets through to it in the outcome (``Resolver._apply``'s ``damaged``).

Executed: the cards the watched Unit assigned damage to scrapped when that damage gets through (the Unit assigned
it, so it is the one damaging them); counters put on the card chosen before when any engaged opposing 'Mech is dealt
structure damage. Refused, never guessed: other riders; missiles of the watched Unit at such a card (whether they
damage it is a die roll the rider cannot tell apart from another source's); prevention on such a card (whose damage
it stops is not settled)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.counters import COUNTER, counter_name
from judge.bttcg.state import Later, UnsupportedError, under_construction
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
STRUCTURE = "rulebook/glossary-index/structure"
ENGAGED = "rulebook/glossary-index/engaged"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, r.MISSION_CARD_STAYS_IN_EFFECT, r.CONSTRUCTION_DAMAGE, STRUCTURE, ENGAGED, COUNTER)

Rider = m.IfDamages | m.IfReceivesDamage


def _that(target: m.Target) -> bool:
    return isinstance(target, m.ThatOne) and target.index is None and target.among is None


def handles(effect: m.Effect) -> bool:
    return isinstance(effect, m.IfDamages) or (isinstance(effect, m.IfReceivesDamage) and effect.structure)


def problem(effect: Rider) -> str | None:
    """Why the engine does not execute this rider yet, or ``None``."""
    if isinstance(effect, m.IfDamages):
        target = effect.target
        plain = isinstance(target, m.Selector) and set(target.model_dump(exclude_defaults=True)) <= {
            "kind",
            "quantifier",
            "noun",
            "states",
        }
        if not (_that(effect.watched) and plain and isinstance(target, m.Selector)):
            return "a condition on the damage a card deals, other than the card chosen before"
        if target.noun != "card" or target.states != ["under_construction"]:
            return "a condition on the damage a card deals to cards other than under construction"
        if not all(isinstance(e, m.Scrap) and _that(e.target) and e.player == "you" for e in effect.effects):
            return "a condition on the damage a card deals, other than scrapping the cards damaged"
        return None
    watched = effect.watched
    fields = set(watched.model_dump(exclude_defaults=True)) if isinstance(watched, m.Selector) else set()
    if effect.threshold is not None or effect.source is not None or effect.otherwise or not effect.structure:
        return "a condition on damage received, with a threshold, a source or an otherwise"
    if not isinstance(watched, m.Selector) or fields - {"kind", "quantifier", "noun", "owner", "states"}:
        return "a condition on damage received by cards the engine cannot read"
    if watched.states != ["engaged"] or watched.quantifier not in ("a", "any"):
        return "a condition on structure damage dealt to cards other than any engaged Unit"
    for inner in effect.effects:
        if not (isinstance(inner, m.AddCounters) and _that(inner.target) and inner.counter not in ("damage", None)):
            return "a condition on structure damage, other than counters on the card chosen before"
    return None


def settle(ctx: Context, effect: Rider) -> list[Later]:
    """The rider's thing to do after damage resolves, its cards settled now that the battle's steps are over."""
    pos, battle, source = ctx.pos, ctx.battle, ctx.source
    name = pos.name(source)
    if isinstance(effect, m.IfDamages):
        found: list[str] = []
        for unit in ctx.last:
            fighter = battle.fighters.get(unit)
            if fighter is None or fighter.removed or fighter.deals_no_damage:
                continue
            if any(v.unit == unit and not v.recipient.endswith(".stockpile") for v in battle.volleys):
                raise UnsupportedError(
                    f"{name}: the engine does not tell the damage of {pos.name(unit)}'s missiles from another's yet"
                )
            for recipient, n in (fighter.assigned or {}).items():
                if n <= 0 or recipient.endswith(".stockpile") or not under_construction(pos.cards[recipient]):
                    continue
                if any(s.recipient == recipient for s in battle.shields) or recipient in battle.redirect_all:
                    raise UnsupportedError(
                        f"{name}: damage to {pos.name(recipient)} is also prevented or redirected: whose damage gets "
                        "through is not settled"
                    )
                found.append(recipient)
        if not found:
            return []
        pos.note(
            f"{name}: if the damage {', '.join(map(pos.name, ctx.last))} assigned gets through to "
            f"{', '.join(map(pos.name, found))}, they are scrapped",
            CARDS_MAKE_EXCEPTIONS,
            r.MISSION_CARD_STAYS_IN_EFFECT,
            r.CONSTRUCTION_DAMAGE,
        )
        return [Later("scrap", source, ctx.player, 0, tuple(found), if_dealt=tuple(found))]
    watched = effect.watched
    assert isinstance(watched, m.Selector)  # problem() says so
    owner = watched.owner
    engaged = tuple(
        f.card_id
        for f in battle.active()
        if (owner == "any" or (f.player == ctx.player) == (owner == "you"))
        and noun_fits(watched.noun, pos.faces[f.card_id].unit_type)
    )
    found_laters: list[Later] = []
    for inner in effect.effects:
        assert isinstance(inner, m.AddCounters)
        kind = counter_name(inner.counter, inner.stat, inner.stat_amount)
        cards = tuple(ctx.last)
        pos.note(
            f"{name}: if {' or '.join(map(pos.name, engaged)) or 'no engaged card'} is dealt structure damage, "
            f"{', '.join(map(pos.name, cards))} gets {inner.count} {kind} counter(s)",
            CARDS_MAKE_EXCEPTIONS,
            STRUCTURE,
            ENGAGED,
            COUNTER,
        )
        if engaged:
            found_laters.append(
                Later("counters", source, ctx.player, inner.count, cards, if_dealt=engaged, counter=kind)
            )
    return found_laters


def dealt(damaged: frozenset[str], item: Later) -> bool:
    """Whether the rider's effect happens in one outcome: damage got through to any of its watched cards (its
    effect is then applied with the other effects after damage resolved: ``interpret_later.apply_later``)."""
    assert item.if_dealt is not None
    return any(c in damaged for c in item.if_dealt)
