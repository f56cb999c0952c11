"""Damage a Command card's ability deals to one card or site during the turn, outside a battle ("{T}: Deal 3 damage
to one site. Use this ability only during your Missions phase but not during a mission.", Long Tom Battery; "Choose
any site and deal 1 structure damage to it", Arrow IV Battery; "Deal 5 damage to a card under construction",
Nekekami Sabotage; "Deal 1 structure damage to a 'Mech or Command card", Tyra Miraborg).

No battle is under way, so the damage is resolved as the ability is used, by the rules of Resolving Damage (rulebook
p.29-30): the recipient's armor stops its amount once (Units and Command cards have their armor, other sites 0;
structure damage is not stopped by armor: the DSL's ``structure``); what gets through gives a Unit or Command card
that many damage counters, scrapped once they reach its structure; scraps that many cards from a Stockpile (the
player whose Stockpile runs out loses: CE General Rulings, Victory Conditions, checked once the effect is done);
removes one construction counter per 2 points from a card under construction, which is scrapped when more got
through than its counters take (or it had none). A site is a Stockpile, a card under construction, or a Command card
in the Command Post other than an Enhancement or Pilot (rulebook p.14, Playing Area).

Refused, never guessed: damage divided among cards, or dealt by a named card; a computed amount; a Vehicle hit (its
die roll, rulebook p.30); any card in play that could prevent, redirect, multiply or watch damage, or trigger when a
card is scrapped."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NoReturn

from judge.bttcg import rules as r
from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.counters import counted
from judge.bttcg.damage import counters_removed
from judge.bttcg.damage_changes import MULTIPLIER_RULE_IDS, lasting_factor
from judge.bttcg.state import Position, UnsupportedError, is_active, under_construction
from judge.bttcg.stats import armor, structure
from judge.bttcg.stockpile_damage import CHANGES_DAMAGE
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

_CHANGES_DAMAGE = CHANGES_DAMAGE | {"scrap_if_damaged", "if_receives_damage", "cannot_be_scrapped"}
"""Effects that would change or watch damage as it is dealt: with such a card in play the damage is refused."""
_WATCHING = frozenset({"you_damage_stockpile", "enhanced_site_damaged"})
"""Triggers damage dealt during the turn would fire (a card scrapped by it: judge/bttcg/turn_scrapped.py)."""
_ONE = frozenset({"a", "one", "any"})
_SITE_FIELDS = frozenset({"kind", "quantifier", "noun", "owner"})

Misfit = Callable[[str, m.Selector], str | None]
"""Why a card in play is not one a selector reaches (``turn_choices.misfit``), or ``None``."""
Refuse = Callable[[str, str], NoReturn]
Scrap = Callable[[str, str], None]
"""Scraps a card with what is on it (card id, the name of the card scrapping it)."""


def damage_problem(effect: m.DealDamage) -> str | None:
    """Why the turn cannot deal this damage yet, or ``None`` when it can (its recipient is checked when it runs)."""
    from judge.bttcg.turn_damage_each import each_problem, is_each  # it builds on this module

    if is_each(effect):  # "deal 1 damage to each opposing 'Mech" (turn_damage_each.py)
        return each_problem(effect)
    if effect.divided or not (effect.source is None or isinstance(effect.source, m.This)):
        return "damage divided among cards or dealt by a named card during the turn"
    if effect.amount_of is not None and not (_excess_amount(effect.amount_of) or _counters_amount(effect.amount_of)):
        return "damage of a computed amount during the turn"
    target = effect.target
    if isinstance(target, m.ThatOne):
        return None if target.index is None and not target.plural and target.among is None else "damage to them"
    return site_choice_problem(target)


def _excess_amount(quantity: m.Quantity) -> bool:
    """ "equal to the number of construction counters above the cost of this card" (Corridor of Fire)."""
    plain = quantity.divided_by == 1 and quantity.times == 1 and quantity.less == 0
    return plain and quantity.of == "excess_construction" and quantity.card is None


def _counters_amount(quantity: m.Quantity) -> bool:
    """ "equal to the number of time counters on Time Bomb": this card's counters of that kind, counted as the
    ability is used, before any of its effects runs (its cost, "Scrap Time Bomb", included: the counters it had)."""
    plain = quantity.divided_by == 1 and quantity.times == 1 and quantity.less == 0
    return plain and quantity.of == "counters" and quantity.counter is not None and quantity.card is None


def names_a_site(target: m.Target) -> bool:
    """Whether the target reaches sites ("any site", "a 'Mech or site")."""
    options = target.options if isinstance(target, m.Either) else [target]
    return any(isinstance(o, m.Selector) and o.noun == "site" for o in options)


def site_choice_problem(target: m.Target) -> str | None:
    """Why the turn cannot choose the card or site this target reaches yet, or ``None``."""
    options = target.options if isinstance(target, m.Either) else [target]
    for option in options:
        if not isinstance(option, m.Selector) or option.quantifier not in _ONE:
            return "damage to several cards, or to cards not chosen by a selector, during the turn"
        if option.noun == "site" and set(option.model_dump(exclude_defaults=True)) - _SITE_FIELDS:
            return "damage to a site of a kind the turn does not check"
    return None


def site_misfit(pos: Position, by: str, site: str, selector: m.Selector) -> str | None:
    """Why ``site`` is not a site the selector reaches, or ``None`` (rulebook p.14: a Stockpile, a card under
    construction, a Command card in the Command Post other than an Enhancement or Pilot)."""
    if site.endswith(".stockpile"):
        owner = site[: -len(".stockpile")]
        if owner not in pos.players:
            return "it is no player's Stockpile"
    else:
        owner = pos.owners[site]
        state, face = pos.cards[site], pos.faces[site]
        if not under_construction(state) and not (state.zone == "command_post" and face.is_site_card):
            return "it is not a site"
    if selector.owner == "you" and owner != by:
        return f"it is not {by}'s"
    if selector.owner == "opponent" and owner == by:
        return "it is not an opponent's"
    return None


def choose_card_or_site(
    pos: Position, by: str, name: str, target: m.Target, plan: _Plan, misfit: Misfit, refuse: Refuse
) -> str:
    if isinstance(target, m.ThatOne):
        if len(plan.last) != 1:
            raise UnsupportedError(f"{name}: 'it' names no single card here: the damage is not dealt")
        return plan.last[0]
    if not plan.chosen:
        refuse(f"{name}: say which card or site it damages (choose)", t.COMMAND_ABILITIES_WHEN_ACTIVE)
    chosen = plan.chosen.pop(0)
    if not chosen.endswith(".stockpile") and chosen not in pos.cards:
        refuse(f"{name}: {chosen} is not a card of the scenario", t.COMMAND_ABILITIES_WHEN_ACTIVE)
    options = target.options if isinstance(target, m.Either) else [target]
    problems: list[str] = []
    for option in options:
        assert isinstance(option, m.Selector)  # damage_problem says so
        if option.noun == "site":
            problem = site_misfit(pos, by, chosen, option)
        elif chosen.endswith(".stockpile"):
            problem = "a Stockpile is not a card"
        else:
            problem = misfit(chosen, option)
        if problem is None:
            return chosen
        problems.append(problem)
    return refuse(f"{name} cannot damage {pos.name(chosen)}: {' / '.join(problems)}", t.RULES_MAKE_EXCEPTIONS)


def refuse_watchers(pos: Position, name: str, recipient: str) -> None:
    for card_id, state in pos.cards.items():
        if not is_active(state):
            continue
        other = pos.faces[card_id]
        for ability in other.abilities:
            if isinstance(ability, m.Triggered) and ability.trigger == "last_counter_removed":
                continue  # what it begins, it begins then (counters.py): a multiplier is kept in ``pos.lasting``
            watches = isinstance(ability, m.Triggered) and (
                ability.trigger in _WATCHING
                or (ability.trigger == "scrapped" and recipient.endswith(".stockpile"))  # cards from a Stockpile
            )
            if watches or any(getattr(n, "kind", None) in _CHANGES_DAMAGE for n in _nodes(ability)):
                raise UnsupportedError(
                    f"{name}: the engine does not apply {other.name}'s ability to damage dealt during the turn yet"
                )


def _nodes(node: object) -> list[object]:
    from judge.bttcg.executes import nodes

    return list(nodes(node))


def plan_damage(
    pos: Position,
    by: str,
    source: str,
    effect: m.DealDamage,
    plan: _Plan,
    misfit: Misfit,
    refuse: Refuse,
    scrap: Scrap,
    check_victory: Callable[[], None],
    excess: Callable[[], int],
) -> None:
    """The recipient chosen and checked now, the damage resolved when the step runs; an amount "equal to the number
    of construction counters above the cost of this card" is ``excess()``, counted now, as the card is activated
    (rulebook p.20; :func:`judge.bttcg.stockpile_damage._excess`).

    :raises UnsupportedError: for what :func:`damage_problem` names, a Vehicle hit, or a card in play that could
        change or watch the damage.
    """
    name = pos.name(source)
    problem = damage_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    recipient = choose_card_or_site(pos, by, name, effect.target, plan, misfit, refuse)
    check_recipient(pos, name, recipient)
    if effect.amount_of is None:
        amount = effect.amount
    elif _counters_amount(effect.amount_of):
        amount = counted(pos, source, effect.amount_of.counter)  # judge/bttcg/counters.py
    else:
        amount = excess()
    plan.steps.append(partial(resolve, pos, name, recipient, amount, effect.structure, scrap, check_victory))
    plan.last = [recipient]


def check_recipient(pos: Position, name: str, recipient: str) -> None:
    """Refuses damage the turn does not deal yet: to a Vehicle (its die roll, rulebook p.29-30), or to a card another
    card in play changes or watches (:func:`refuse_watchers`).

    :raises UnsupportedError: naming the card and what is missing.
    """
    if not recipient.endswith(".stockpile") and pos.faces[recipient].unit_type == "vehicle":
        raise UnsupportedError(f"{name}: damage to a Vehicle during the turn (its die roll) is not executed yet")
    refuse_watchers(pos, name, recipient)


def resolve(
    pos: Position,
    name: str,
    recipient: str,
    amount: int,
    structure_damage: bool,
    scrap: Scrap,
    check_victory: Callable[[], None],
) -> None:
    """``amount`` damage dealt at once to ``recipient`` by the card ``name`` (rulebook p.29-30, Resolving Damage)."""
    factor = lasting_factor(pos, recipient)  # a lasting multiplier (damage_changes.py)
    if factor != 1:
        pos.note(f"{name}'s {amount} damage to {pos.name(recipient)} is multiplied by {factor}", *MULTIPLIER_RULE_IDS)
        amount *= factor
    if recipient.endswith(".stockpile"):
        player = recipient[: -len(".stockpile")]
        scrapped = min(amount, pos.stockpiles[player])
        stockpile_cards.scrap_top(pos, player, scrapped)  # the top cards to the Scrapheap in a whole game
        pos.note(
            f"{name} deals {amount} damage to {player}'s Stockpile: {scrapped} card(s) scrapped from it, "
            f"{pos.stockpiles[player]} left",
            r.STOCKPILE_DAMAGE,
            t.STOCKPILE,
        )
        check_victory()
        return
    state = pos.cards[recipient]
    stops = 0 if structure_damage else armor(pos, None, None, recipient)
    through = max(amount - stops, 0)
    what = f"{name} deals {amount} {'structure ' if structure_damage else ''}damage to {pos.name(recipient)}"
    if stops:
        what += f" (armor {stops} stops {min(stops, amount)})"
    if under_construction(state):
        if through > 2 * state.counters or (through and not state.counters):
            pos.note(f"{what}: more than its {state.counters} construction counters take", r.CONSTRUCTION_DAMAGE)
            scrap(recipient, name)
        else:
            removed = counters_removed(through)
            state.counters -= removed
            pos.note(f"{what}: {removed} construction counter(s) removed", r.CONSTRUCTION_DAMAGE)
        return
    state.damage += through
    limit = structure(pos, recipient)
    pos.note(f"{what}: {through} damage counter(s), {state.damage} in all", r.DAMAGE_COUNTERS)
    if limit is not None and state.damage >= limit:
        scrap(recipient, name)


__all__ = [
    "check_recipient",
    "choose_card_or_site",
    "damage_problem",
    "names_a_site",
    "plan_damage",
    "refuse_watchers",
    "resolve",
    "site_choice_problem",
    "site_misfit",
]
