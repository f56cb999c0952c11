"""Damage and repairs a card does as it is revealed when activated, outside a mission: "Deal 1 damage to one 'Mech for
each 2 construction above the cost of Sabotage 'Mech", "For every 2 construction counters above the cost of 'Mech
Rotation, repair all damage to one 'Mech", "Choose any site and deal damage to it equal to the number of construction
counters above the cost of this card" (Corridor of Fire).

- Construction counters above the card's total cost count only when the card says so (rulebook p.20, Activating
  Cards; 1997 rulings, Deployment); the total is the base cost plus the asset costs its owner does not have
  available (rulebook p.19). "For every 2": once per 2 counters above the cost, the odd one lost.
- Each time, the card or site of the action's ``choose`` (in order, one per time, after the card's other choices):
  the player decides; a missing or wrong choice is a violation (strict mode).
- "Damage is sometimes dealt to Units or sites other than during a mission. For example, some Command cards damage
  Units and/or sites when activated. Receiving damage is always treated the same way as during the damage resolution
  step of a battle" (rulebook p.33, Effects of Damage): armor subtracted (a Unit's or Command card's; other sites
  have 0), once against the lump sum a card receives from the effect (rulebook p.30); damage counters, scrapped at
  its structure; a card under construction loses a counter per 2 points and is scrapped by more than its counters
  take; a Stockpile loses a card per point, and victory is checked once the whole effect is done (CE General
  Rulings, Victory Conditions).
- The cards read reach 'Mechs and sites only (never a Vehicle, whose die roll, CE General Rulings: Vehicles, the
  turn does not roll). Refused, never guessed: damage to a Command card without a structure value, and any damage
  while a card in play has text that prevents, redirects or multiplies damage, or reacts to damage or to cards
  scrapped ("When that site is damaged", "Whenever a 'Mech you control is scrapped").
- "Repair all damage": every damage counter of the 'Mech removed (rulebook Glossary: Repair)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.damage import counters_removed
from judge.bttcg.state import Battle, Position, UnsupportedError, is_active, under_construction
from judge.bttcg.stats import armor, structure
from judge.bttcg.turn import TurnRunner, kinds_in
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.dsl import models as m

EFFECTS_OF_DAMAGE = "rulebook/effects-of-damage"
"""Rulebook p.33: damage dealt outside a mission is resolved as in a battle's damage resolution step."""
RULE_IDS = (EFFECTS_OF_DAMAGE, r.PREVENTION_AND_ARMOR, r.DAMAGE_COUNTERS, r.CONSTRUCTION_DAMAGE, r.STOCKPILE_DAMAGE)
_CHANGES_DAMAGE = frozenset(
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
_WATCHES = frozenset({"enhanced_site_damaged", "you_damage_stockpile", "scrapped", "piloted_scrapped"})
"""Triggers damage or what it scraps would fire ("When that site is damaged", "For each Resource card scrapped")."""
_PLAIN_FIELDS = frozenset({"kind", "quantifier", "noun", "owner"})
Scrapper = Callable[[Position, str, str], None]


def _plain(target: m.Target) -> bool:
    """One 'Mech or site of anyone's, with no other refinement ("one 'Mech", "one site or 'Mech", "any site")."""
    options = target.options if isinstance(target, m.Either) else [target]
    return all(
        isinstance(o, m.Selector)
        and o.quantifier in ("one", "a", "any")
        and o.noun in ("mech", "site")
        and o.owner == "any"
        and set(o.model_dump(exclude_defaults=True)) <= _PLAIN_FIELDS
        for o in options
    )


def _inner(effect: m.Effect) -> bool:
    if isinstance(effect, m.Repair):
        return effect.all_damage and _plain(effect.target)
    if isinstance(effect, m.DealDamage):
        plain = effect.amount_of is None and effect.amount > 0 and not effect.structure
        return plain and not effect.divided and effect.source is None and _plain(effect.target)
    return False


def is_turn_damage(ability: m.Ability) -> bool:
    """An ability :func:`plan` executes: once per counters above the cost, or the damage "equal to" them."""
    if not isinstance(ability, m.Static) or ability.conditions:
        return False
    effects = ability.effects
    if len(effects) == 1 and isinstance(effects[0], m.PerExcessConstruction):
        per = effects[0]
        return not per.of_that and len(per.effects) == 1 and _inner(per.effects[0])
    if len(effects) == 2 and isinstance(effects[0], m.Choose) and isinstance(effects[1], m.DealDamage):
        choose, deal = effects[0], effects[1]
        amount = deal.amount_of
        return (
            _plain(choose.target)
            and not choose.more
            and isinstance(deal.target, m.ThatOne)
            and deal.target.index is None
            and amount is not None
            and amount.of == "excess_construction"
            and amount.card is None
            and (amount.divided_by, amount.times, amount.less) == (1, 1, 0)
            and not deal.divided
            and deal.source is None
        )
    return False


def plan(
    run: TurnRunner, index: int | None, by: str, card_id: str, ability: m.Static, chosen: _Plan, scrap: Scrapper
) -> Callable[[], None]:
    """The ability's targets taken from ``chosen`` and checked now (before the card's counters are removed as it is
    activated); the damage and repairs done when the returned step runs.

    :raises _RefusedError: after recording a violation.
    :raises UnsupportedError: for a recipient or a card in play :func:`plan` does not settle (see the module).
    """
    pos = run.pos
    face = pos.faces[card_id]
    _refuse_changers(pos, face.name)
    excess = _excess(run, card_id)
    damage: dict[str, int] = {}
    repaired: list[str] = []
    first = ability.effects[0]
    if isinstance(first, m.PerExcessConstruction):
        times = excess // first.per
        inner = first.effects[0]
        pos.note(
            f"{face.name}: {excess} construction counter(s) above its cost, its effect happens {times} time(s)",
            t.EXTRA_COUNTERS,
            t.TOTAL_COST,
        )
        for _ in range(times):
            assert isinstance(inner, m.Repair | m.DealDamage)
            target = _take(run, index, by, face.name, inner.target, chosen, mechs_only=isinstance(inner, m.Repair))
            if isinstance(inner, m.Repair):
                repaired.append(target)
            else:
                damage[target] = damage.get(target, 0) + inner.amount
    else:
        assert isinstance(first, m.Choose)
        target = _take(run, index, by, face.name, first.target, chosen, mechs_only=False)
        chosen.last = [target]
        damage[target] = excess
        pos.note(f"{face.name}: {excess} construction counter(s) above its cost", t.EXTRA_COUNTERS, t.TOTAL_COST)
    for recipient in damage:
        _check_recipient(pos, face.name, recipient)

    def apply() -> None:
        for unit in repaired:
            state = pos.cards[unit]
            if state.zone == "scrapheap":
                continue
            pos.note(f"{face.name} repairs all damage to {pos.name(unit)} ({state.damage})", t.REPAIRING)
            state.damage = 0
        for recipient, amount in damage.items():
            _damage(run, face.name, recipient, amount, scrap)
        run.check_stockpiles()  # after the entire effect (CE General Rulings, Victory Conditions)

    return apply


def _excess(run: TurnRunner, card_id: str) -> int:
    pos = run.pos
    cost = run.turn.costs.get(card_id)
    if cost is None:
        raise UnsupportedError(f"{pos.name(card_id)}: its construction cost is not known (give 'cost')")
    return max(pos.cards[card_id].counters - cost.total(pos.assets[pos.owners[card_id]]), 0)


def _refuse_changers(pos: Position, name: str) -> None:
    """A card in play whose text changes damage, or reacts to damage or to cards scrapped by it: refused, never
    passed over."""
    for card_id, state in pos.cards.items():
        if not is_active(state):
            continue
        other = pos.faces[card_id]
        for own in other.abilities:
            reacts = isinstance(own, m.Triggered) and own.trigger in _WATCHES
            if reacts or any(getattr(n, "kind", None) in _CHANGES_DAMAGE for n in kinds_in(own)):
                raise UnsupportedError(
                    f"{name}: the engine does not apply {other.name}'s ability to damage dealt during the turn yet"
                )


def _take(
    run: TurnRunner, index: int | None, by: str, name: str, target: m.Target, chosen: _Plan, mechs_only: bool
) -> str:
    pos = run.pos
    options = target.options if isinstance(target, m.Either) else [target]
    nouns = {o.noun for o in options if isinstance(o, m.Selector)}
    wanted = " or ".join(sorted(n.replace("mech", "'Mech") for n in nouns))
    if not chosen.chosen:
        _refuse(pos, index, f"{name}: say which {wanted} it reaches each time (choose)", t.RULES_MAKE_EXCEPTIONS)
    pick = chosen.chosen.pop(0)
    if pick.endswith(".stockpile"):
        player = pick[: -len(".stockpile")]
        if "site" in nouns and player in pos.players and not mechs_only:
            return pick
        _refuse(pos, index, f"{name} cannot choose {pick}: it is not a {wanted}", t.RULES_MAKE_EXCEPTIONS)
    if pick not in pos.cards:
        _refuse(pos, index, f"{name}: {pick} is not a card of the scenario", t.RULES_MAKE_EXCEPTIONS)
    face, state = pos.faces[pick], pos.cards[pick]
    is_mech = face.kind == "unit" and face.unit_type == "mech" and is_active(state)
    is_site = run.not_own_site(pos.owners[pick], pick) is None
    if ("mech" in nouns and is_mech) or ("site" in nouns and is_site and not mechs_only):
        return pick
    why = "under construction, a site" if under_construction(state) else f"{state.zone}"
    return _refuse(
        pos,
        index,
        f"{name} cannot choose {face.name}: it is not a {wanted} in play ({why})",
        t.RULES_MAKE_EXCEPTIONS,
        t.UNDER_CONSTRUCTION_NOT_A_UNIT,
    )


def _check_recipient(pos: Position, name: str, recipient: str) -> None:
    if recipient.endswith(".stockpile") or under_construction(pos.cards[recipient]):
        return
    face = pos.faces[recipient]
    if structure(pos, recipient) is None:
        raise UnsupportedError(f"{name}: damage to {face.name}, which has no structure value")


def _damage(run: TurnRunner, name: str, recipient: str, amount: int, scrap: Scrapper) -> None:
    """One recipient's lump sum, resolved as in a battle's damage resolution step (rulebook p.29-30, p.33)."""
    pos = run.pos
    if recipient.endswith(".stockpile"):
        player = recipient[: -len(".stockpile")]
        lost = min(amount, pos.stockpiles[player])
        pos.stockpiles[player] -= lost
        pos.note(
            f"{name} deals {amount} damage to {player}'s Stockpile: {lost} card(s) scrapped from it, "
            f"{pos.stockpiles[player]} left",
            EFFECTS_OF_DAMAGE,
            r.STOCKPILE_DAMAGE,
        )
        return
    state = pos.cards[recipient]
    if state.zone in ("hand", "scrapheap", "stockpile"):
        return
    target = pos.name(recipient)
    if under_construction(state):
        if amount > 2 * state.counters or not state.counters:
            pos.note(f"{name} deals {amount} damage to {target} (under construction): scrapped", r.CONSTRUCTION_DAMAGE)
            scrap(pos, recipient, name)
            return
        removed = counters_removed(amount)
        state.counters -= removed
        pos.note(
            f"{name} deals {amount} damage to {target} (under construction): {removed} construction counter(s) "
            f"removed, {state.counters} left",
            EFFECTS_OF_DAMAGE,
            r.CONSTRUCTION_DAMAGE,
        )
        return
    owner = pos.owners[recipient]
    stops = min(armor(pos, Battle(owner, pos.other(owner), [], [], recipient, False), None, recipient), amount)
    through = amount - stops
    state.damage += through
    limit = structure(pos, recipient)
    assert limit is not None  # checked by _check_recipient
    pos.note(
        f"{name} deals {amount} damage to {target}: armor stops {stops}, {through} damage counter(s) "
        f"({state.damage} in all, structure {limit})",
        EFFECTS_OF_DAMAGE,
        r.PREVENTION_AND_ARMOR,
        r.DAMAGE_COUNTERS,
    )
    if through and state.damage >= limit:
        scrap(pos, recipient, name)


def _refuse(pos: Position, index: int | None, message: str, *rules: str) -> NoReturn:
    pos.violate(index, message, *rules)
    raise _RefusedError


__all__ = ["EFFECTS_OF_DAMAGE", "RULE_IDS", "is_turn_damage", "plan"]
