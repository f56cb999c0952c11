"""Cards a Command card's ability moves or turns during the turn, outside a battle (``turn_abilities._plan_effects``
hands these effects here):

- a card chosen from a player's Scrapheap or hand (``Choose a Mission card from your Scrapheap``; the selector's
  ``zone``): out of play, so it is checked against the zone, never against the cards in play. "Cards you own that are
  scrapped ... are put face up on your Scrapheap" (rulebook p.14, Playing Area: the hand and the Scrapheap);
- ``return_to_hand``: that card, from the Scrapheap into its owner's hand ("Put any Pilot card from your Scrapheap
  into your hand", MedEvac Team). A card in play returned to a hand is not executed here (what goes with it is not
  settled): refused;
- ``tap``: tapping or untapping a card in play ("Choose any Unit and untap it", Adam Steiner; "Untap all of your
  Resources", Ulric Kerensky). Rulebook p.17, Untap Phase: a tapped card cannot do again what tapped it until it
  untaps; Glossary, Deplete: a depleted card needs a Reload before it untaps, so untapping a depleted card is refused
  (the rules documents do not say what an effect does to it), never guessed. CE rulings, Expert Negotiation Team:
  "This card may untap only cards listing the keyword Mercenary" (the selector's card type, checked by its keywords);
- ``deal_damage`` to one card or site, resolved at once (:mod:`judge.bttcg.turn_damage`);
- ``put_into_play``: a card of the hand put into play without being deployed (:mod:`judge.bttcg.put_into_play`);
- ``per_excess_construction``: once for every N construction counters above the cost (:mod:`judge.bttcg.turn_excess`);
- ``look_at_hand``: hidden information; the cards the scenario lists in that hand are what is seen, nothing changes;
- ``additional_deployment`` in an ability used or as a card is activated ("{T}: You may make an additional deployment
  this turn.", 'Mech Hangar): one more deployment left this turn (a permission: the player makes it or not).

Choices come from the action's ``choose`` in order (strict mode: a missing or unfit one is a violation, nothing
changes); "up to N" takes the next chosen cards, at most N (none is legal)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.put_into_play import SOLARIS_CONTACTS, plan_put_into_play, put_problem
from judge.bttcg.refinements import TURN_STATES, turn_unchecked
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import Turn, TurnRunner
from judge.bttcg.turn_damage import (
    Misfit,
    choose_card_or_site,
    damage_problem,
    names_a_site,
    plan_damage,
    site_choice_problem,
)
from judge.bttcg.turn_damage_each import is_each, plan_each
from judge.bttcg.turn_divided import divided_problem, plan_divided
from judge.bttcg.turn_end import delayed_untap_problem, untap_later
from judge.bttcg.turn_excess import excess_problem, plan_per_excess
from judge.bttcg.turn_plan import _Plan
from judge.bttcg.untap_counters import refuse_untap_by_effect
from judge.dsl import models as m

ZONE_CHOICE_FIELDS = frozenset({"kind", "quantifier", "noun", "card_type", "zone", "unique", "owner", "their_zone"})
"""The refinements of a selector of a card out of play that :func:`zone_misfit` checks."""
HAND_AND_SCRAPHEAP = "rulebook/playing-area-6"
"""Rulebook p.14, Playing Area: "you have your hand and your Scrapheap"; scrapped cards go face up on the Scrapheap."""
UNTAP = "rulebook/glossary-index/untap"
"""Rulebook Glossary, Untap: "Once a card is tapped, you can't do anything that would require tapping it until it
untaps again"."""
MERCENARY_UNTAP = "ce-rulings/expert-negotiation-team"
RULE_IDS = (HAND_AND_SCRAPHEAP, UNTAP, MERCENARY_UNTAP)
_ONE = frozenset({"a", "one", "any"})
_KINDS = {"Command": "command", "Mission": "mission", "Unit": "unit"}

REVEAL_ONE_SHOTS = (
    m.Choose,
    m.Scrap,
    m.Draw,
    m.LookAtHand,
    m.Tap,
    m.ReturnToHand,
    m.DealDamage,
    m.PerExcessConstruction,
)
"""Effects done once, as a card scrapped when it is revealed is activated (``turn_abilities._one_shot``)."""

Choice = Callable[[m.Target], str]
"""The next card of ``choose`` checked against a selector of cards in play (``turn_choices.take_choice``)."""
Every = Callable[[m.Selector], list[str]]
"""Every card in play a selector reaches (``turn_steps.plan_more``)."""
Refuse = Callable[[str, str], NoReturn]
"""Records a violation (message, rule) and raises: the action does nothing."""


def _zone_of(target: m.Target) -> str | None:
    return target.zone if isinstance(target, m.Selector) else None


def handles(effect: m.Effect) -> bool:
    """Whether this module executes the effect during the turn (or refuses it in its own words)."""
    if isinstance(effect, m.Choose):
        return not effect.more and (_zone_of(effect.target) is not None or names_a_site(effect.target))
    if isinstance(effect, m.FreeDeployment):  # "This does not count as a deployment." in an ability used
        return not effect.if_revealed
    if isinstance(effect, m.AdditionalDeployment):  # "You may make an additional deployment this turn."
        return not effect.when_revealed
    if isinstance(effect, m.LookAtHand | m.PerExcessConstruction):
        return True
    return isinstance(effect, m.Tap | m.ReturnToHand | m.DealDamage | m.PutIntoPlay)


def zone_selector_problem(target: m.Target) -> str | None:
    """Why the turn cannot choose a card out of play by this selector (:func:`zone_misfit`), or ``None``."""
    if not isinstance(target, m.Selector) or target.quantifier not in _ONE:
        return "choosing several cards out of play, or not by a selector"
    extra = set(target.model_dump(exclude_defaults=True)) - ZONE_CHOICE_FIELDS
    if extra or target.zone not in ("scrapheap", "hand") or target.noun not in ("card", "unit", "mech"):
        return "the refinement " + (", ".join(sorted(extra)) or "zone") + " of a card chosen out of play"
    return None


def move_problem(effect: m.Effect) -> str | None:
    """Why the turn cannot execute this effect of this module yet, or ``None`` when it can (its targets are checked
    when it runs)."""
    if isinstance(effect, m.Choose):
        if names_a_site(effect.target):
            return site_choice_problem(effect.target)
        return zone_selector_problem(effect.target)
    if isinstance(effect, m.ReturnToHand):
        if effect.delayed is not None:
            return "returning a card to a hand later"
        target = effect.target
        if isinstance(target, m.ThatOne):
            # "put one of those cards into your hand" after a look at a Stockpile: stockpile_looks.py (else refused)
            return (
                None if target.index is None and not target.plural and target.among in (None, 1) else "returning them"
            )
        if _zone_of(target) == "scrapheap":
            return zone_selector_problem(target)
        return "returning a card in play to its owner's hand during the turn"
    if isinstance(effect, m.Tap):
        if effect.delayed is not None:  # "Untap that 'Mech at end of your turn." (turn_end.py)
            return delayed_untap_problem(effect)
        target = effect.target
        if isinstance(target, m.This):
            return None
        if isinstance(target, m.ThatOne):  # "Tap one and untap the other": ``index`` of the cards chosen together
            return None if not target.plural and target.among is None else "tapping them"
        if not isinstance(target, m.Selector) or target.zone is not None:
            return "tapping or untapping cards not chosen by a selector of cards in play"
        if target.quantifier == "up_to" and target.count is None:
            return "tapping or untapping 'up to' an unsaid number of cards"
        if target.quantifier not in (*_ONE, "all", "each", "up_to"):
            return f"tapping or untapping '{target.quantifier}' cards"
        extra = turn_unchecked(target) - {"count"}
        if extra or not set(target.states) <= TURN_STATES:
            return "the refinement " + (", ".join(sorted(extra)) or "states") + " of a card tapped during the turn"
        return None
    if isinstance(effect, m.DealDamage):  # divided among cards: judge/bttcg/turn_divided.py
        return divided_problem(effect) if effect.divided else damage_problem(effect)
    if isinstance(effect, m.PutIntoPlay):
        return put_problem(effect)
    if isinstance(effect, m.PerExcessConstruction):
        return excess_problem(effect)
    if isinstance(effect, m.FreeDeployment | m.AdditionalDeployment | m.LookAtHand):
        return None
    return f"'{effect.kind}' during the turn"


def _excess(run: TurnRunner, card_id: str) -> int:
    from judge.bttcg.stockpile_damage import _excess as counted  # the counters above the total cost (rulebook p.20)

    return counted(run, card_id)


def _word(zone: str) -> str:
    return {"scrapheap": "Scrapheap", "stockpile": "Stockpile", "command_post": "Command Post"}.get(
        zone, zone.replace("_", " ") + ("" if zone == "hand" else " region")
    )


def zone_misfit(pos: Position, by: str, card_id: str, selector: m.Selector) -> str | None:
    """Why the card is not one a selector of a card out of play reaches ("any Pilot card from your Scrapheap"), or
    ``None``."""
    face, state = pos.faces[card_id], pos.cards[card_id]
    owner = pos.owners[card_id]
    zone = selector.zone or ""
    theirs = selector.owner == "opponent" or selector.their_zone  # "from his or her hand": the opponent's
    mine = (owner == by) != theirs
    if state.zone != zone or not mine:
        whose = pos.other(by) if theirs else by
        return f"it is not in {whose}'s {_word(zone)} (it is in {owner}'s {_word(state.zone)})"
    if selector.noun in ("unit", "mech") and (
        face.kind != "unit" or (selector.noun == "mech" and face.unit_type != "mech")
    ):
        return f"it is not a {selector.noun}"
    wanted = selector.card_type
    if wanted is not None:
        fits = face.kind == _KINDS[wanted] if wanted in _KINDS else face.has_keyword(wanted)
        if wanted == "Mech":
            fits = face.kind == "unit" and face.unit_type == "mech"
        if not fits:
            return f"it is not {'an' if wanted[0] in 'AEIOU' else 'a'} {wanted} card"
    if selector.unique and not face.unique:
        return "it is not Unique"
    return None


@dataclass(frozen=True)
class Hooks:
    """What the effects here ask of the turn (``turn_abilities``): its choices of cards in play, its checks, its
    scrapping, its victory check."""

    choice: Choice
    every: Every
    misfit: Misfit
    refuse: Refuse
    scrap: Callable[[str, str], None]
    """Scraps a card with what is on it (card id, the name of the card scrapping it)."""
    check_victory: Callable[[], None]
    run: TurnRunner
    """The turn (its deployments left, the cards' costs)."""
    index: int | None = None
    """The action's place in the scenario (the top of a Scrapheap is known only for its first action)."""


def plan_move(pos: Position, by: str, source: str, effect: m.Effect, plan: _Plan, hooks: Hooks) -> None:
    """Checks the effect, settles its cards (from ``plan.chosen``, or ``plan.last`` for "that card") and adds its
    step to ``plan``; damage is :mod:`judge.bttcg.turn_damage`'s.

    :raises UnsupportedError: for what :func:`move_problem` names, or untapping a depleted card.
    """
    name = pos.name(source)
    problem = move_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    if isinstance(effect, m.Choose) and names_a_site(effect.target):
        plan.last = [choose_card_or_site(pos, by, name, effect.target, plan, hooks.misfit, hooks.refuse)]
    elif isinstance(effect, m.Choose):
        plan.last = [_zone_choice(pos, by, name, effect.target, plan, hooks.refuse)]
    elif isinstance(effect, m.ReturnToHand):
        _plan_return(pos, by, name, effect, plan, hooks.refuse)
    elif isinstance(effect, m.Tap):
        _plan_tap(pos, by, source, effect, plan, hooks.choice, hooks.every)
        if effect.delayed is not None:  # "Untap that 'Mech at end of your turn": set up now, done then
            plan.steps[-1] = partial(untap_later, hooks.run, source, list(plan.last))
    elif isinstance(effect, m.DealDamage) and effect.divided:
        plan_divided(pos, by, source, effect, plan, hooks.misfit, hooks.refuse, hooks.scrap, hooks.check_victory)
    elif isinstance(effect, m.DealDamage) and is_each(effect):  # to every card a selector reaches
        plan_each(pos, source, effect, plan, hooks.every, hooks.scrap, hooks.check_victory)
    elif isinstance(effect, m.DealDamage):
        excess = partial(_excess, hooks.run, source)
        plan_damage(pos, by, source, effect, plan, hooks.misfit, hooks.refuse, hooks.scrap, hooks.check_victory, excess)
    elif isinstance(effect, m.PutIntoPlay):
        plan_put_into_play(pos, by, source, effect, plan, hooks.choice, hooks.refuse)
    elif isinstance(effect, m.PerExcessConstruction):
        plan_per_excess(
            hooks.run, by, source, effect, plan, hooks.misfit, hooks.choice, hooks.refuse, hooks.scrap, hooks.index
        )
    elif isinstance(effect, m.LookAtHand):
        plan.steps.append(lambda: _look_at_hand(pos, by, name))
    elif isinstance(effect, m.AdditionalDeployment):
        _plan_deployment(pos, name, plan, hooks.run.turn, hooks.refuse)
    elif isinstance(effect, m.FreeDeployment):  # nothing to do: the card put into play used no deployment
        plan.steps.append(lambda: pos.note(f"{name}: this does not count as a deployment (its text)", SOLARIS_CONTACTS))


def _look_at_hand(pos: Position, by: str, name: str) -> None:
    """ "Look at opponent's hand": hidden information, nothing in play changes; the cards the scenario lists in that
    hand are what is seen (the scenario may list only some: the answer never invents the others)."""
    other = pos.other(by)
    held = [pos.name(c) for c, s in pos.cards.items() if s.zone == "hand" and pos.owners[c] == other]
    seen = ", ".join(held) if held else "no card the scenario lists"
    pos.note(f"{name}: {by} looks at {other}'s hand: {seen} (nothing changes)", t.RULES_MAKE_EXCEPTIONS)


def _plan_deployment(pos: Position, name: str, plan: _Plan, turn: Turn, refuse: Refuse) -> None:
    """One more deployment this turn (rulebook p.18: two deployments a turn, one on the first player's first turn;
    the card makes the exception, p.9), during the Deploy phase, where deployments are made."""
    if turn.phase != "deploy":
        refuse(f"{name}: an additional deployment is made during the Deploy phase, not now", t.EXTRA_DEPLOYMENTS)

    def step() -> None:
        turn.deployments += 1
        pos.note(
            f"{name}: {turn.player} may make an additional deployment ({turn.deployments} left)", t.EXTRA_DEPLOYMENTS
        )

    plan.steps.append(step)


def _zone_choice(pos: Position, by: str, name: str, target: m.Target, plan: _Plan, refuse: Refuse) -> str:
    assert isinstance(target, m.Selector) and target.zone is not None  # move_problem says so
    zone = target.zone
    if not plan.chosen:
        refuse(f"{name}: say which card of {by}'s {_word(zone)} it takes (choose)", t.COMMAND_ABILITIES_WHEN_ACTIVE)
    chosen = plan.chosen.pop(0)
    if chosen not in pos.cards:
        refuse(f"{name}: {chosen} is not a card of the scenario", t.COMMAND_ABILITIES_WHEN_ACTIVE)
    misfit = zone_misfit(pos, by, chosen, target)
    if misfit is not None or chosen in plan.gone:
        refuse(f"{name} cannot take {pos.name(chosen)}: {misfit or 'it has moved'}", t.RULES_MAKE_EXCEPTIONS)
    return chosen


def _plan_return(pos: Position, by: str, name: str, effect: m.ReturnToHand, plan: _Plan, refuse: Refuse) -> None:
    if isinstance(effect.target, m.ThatOne):
        if effect.target.among is not None or len(plan.last) != 1:
            raise UnsupportedError(f"{name}: 'that card' names no single card here: not executed")
        card_id = plan.last[0]
        if pos.cards[card_id].zone != "scrapheap":
            raise UnsupportedError(
                f"{name}: returning {pos.name(card_id)}, a card not in a Scrapheap, to its owner's hand is not "
                "executed during the turn yet"
            )
    else:
        card_id = _zone_choice(pos, by, name, effect.target, plan, refuse)
    owner = pos.owners[card_id]
    plan.gone.add(card_id)

    def step() -> None:
        pos.cards[card_id].zone = "hand"
        pos.note(f"{name}: {pos.name(card_id)} goes from {owner}'s Scrapheap into {owner}'s hand", HAND_AND_SCRAPHEAP)

    plan.steps.append(step)
    plan.last = [card_id]


def _mercenary(effect: m.Tap) -> bool:
    return isinstance(effect.target, m.Selector) and effect.target.card_type == "Mercenary"


def plan_tap(pos: Position, by: str, source: str, effect: m.Tap, plan: _Plan, choice: Choice) -> None:
    """One card of ``choose`` (or this card, or "that" card) tapped or untapped (judge/bttcg/turn_excess.py)."""
    _plan_tap(pos, by, source, effect, plan, choice, _no_every)


def _no_every(selector: m.Selector) -> list[str]:  # pragma: no cover - plan_tap's effects choose one card
    raise UnsupportedError("tapping every card a selector reaches is planned by plan_move")


def _plan_tap(pos: Position, by: str, source: str, effect: m.Tap, plan: _Plan, choice: Choice, every: Every) -> None:
    target = effect.target
    if isinstance(target, m.This):
        cards = [source]
    elif isinstance(target, m.ThatOne) and target.index is not None:  # one of the cards chosen together
        if len(plan.picked) < target.index:
            raise UnsupportedError(f"{pos.name(source)}: 'that' names card {target.index} of no cards chosen together")
        cards = [plan.picked[target.index - 1]]
    elif isinstance(target, m.ThatOne):
        cards = list(plan.last)
    else:
        assert isinstance(target, m.Selector)  # move_problem says so
        if target.quantifier in ("all", "each"):  # "each guarding 'Mech" is every one of them
            cards = every(target.model_copy(update={"quantifier": "a"}))
        elif target.quantifier == "up_to":
            one = target.model_copy(update={"quantifier": "a", "count": None})
            cards = [choice(one) for _ in range(min(target.count or 0, len(plan.chosen)))]
        else:
            cards = [choice(target)]
    name = pos.name(source)
    for card_id in cards:
        state = pos.cards[card_id]
        if not is_active(state):
            raise UnsupportedError(f"{name}: {pos.name(card_id)} is not active in play: tapping it is not executed")
        if effect.untap and effect.delayed is None:
            refuse_untap_by_effect(pos, card_id)  # a counter's "whenever it would untap" (untap_counters.py)
        if effect.untap and state.depleted and effect.delayed is None:
            raise UnsupportedError(
                f"{name}: untapping {pos.name(card_id)}, a depleted card (rulebook Glossary, Deplete: it is reloaded "
                "before it untaps): what the effect does to it is not settled by the rules documents, not executed"
            )

    def step() -> None:
        for card_id in cards:
            state = pos.cards[card_id]
            was = state.tapped
            state.tapped = not effect.untap
            verb = "untaps" if effect.untap else "taps"
            same = " (it already was)" if was == state.tapped else ""
            rules = [UNTAP, t.RULES_MAKE_EXCEPTIONS] + ([MERCENARY_UNTAP] if _mercenary(effect) else [])
            pos.note(f"{name} {verb} {pos.name(card_id)}{same}", *rules)
        if not cards:
            pos.note(f"{name} {'untaps' if effect.untap else 'taps'} no card", t.RULES_MAKE_EXCEPTIONS)

    plan.steps.append(step)
    plan.last = cards


__all__ = [
    "REVEAL_ONE_SHOTS",
    "RULE_IDS",
    "ZONE_CHOICE_FIELDS",
    "Hooks",
    "handles",
    "move_problem",
    "plan_move",
    "plan_tap",
    "zone_misfit",
    "zone_selector_problem",
]
