"""Searching a Stockpile for a card and putting it into its owner's hand during the turn (``turn_abilities.
_plan_effects`` hands the search here when it is not for an OmniMech's configuration, ``omni.plan_search``):
"Search your Stockpile and choose a ComStar card. Put that card in your hand. Shuffle your Stockpile afterwards."
(First Circuit Summons), "Search your Stockpile for a Mercenary card, show that card to all players, and put it in
your hand." (Mercenary Commission Contacts).

Rules:

- the card found is the searching player's choice among the cards of his or her Stockpile that fit the card's words
  (the card's text); it is the next card of the action's ``choose`` and must be a card the scenario lists in that
  player's Stockpile (``zone: stockpile``). Strict mode (scenario format): no card named, or one that is not in the
  Stockpile or does not fit, is a violation and nothing happens; the engine never guesses which card of the
  Stockpile's unlisted cards would be found. What is found is the player's choice, not chance: nothing is random;
- the card leaves the Stockpile: one card fewer there (rulebook, Glossary: Stockpile), and goes into the owner's hand
  (rulebook p.14, Playing Area: the hand); a Stockpile that runs out so ends the game (CE General Rulings: Victory
  Conditions; ``TurnRunner.check_stockpiles``);
- showing that card turns it face up for all to see and changes nothing (rulebook Glossary: Show; ``show.py``);
- the Stockpile is shuffled afterwards: its order is not part of the answer (scenario format: ``stockpiles`` are
  counts), so nothing else changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.refinements import noun_is
from judge.bttcg.refinements_base import Where, an
from judge.bttcg.show import SHOW
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_moves import HAND_AND_SCRAPHEAP, zone_misfit
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

SEARCH_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "card_type", "unique", "other_than"})
"""The refinements of the card searched for that :func:`_misfit` checks."""
_ONE = frozenset({"a", "one", "any"})
RULE_IDS = (t.STOCKPILE, HAND_AND_SCRAPHEAP, SHOW)

Refuse = Callable[[str, str], NoReturn]
"""Records a violation (message, rule) and raises: the action does nothing."""


def is_hand_search(effect: m.Effect) -> bool:
    """A search of a Stockpile this module executes (or refuses in its own words): not an OmniMech's configuration
    (``omni.py``), not a copy of a card (``mission_search.py``)."""
    return (
        isinstance(effect, m.Search)
        and isinstance(effect.target, m.Selector)
        and not effect.target.configuration_of_that
    )


def search_problem(effect: m.Search) -> str | None:
    """Why the turn cannot execute this search into a hand, or ``None``."""
    target = effect.target
    assert isinstance(target, m.Selector)
    extra = set(target.model_dump(exclude_defaults=True)) - SEARCH_FIELDS
    if extra:
        return "the refinement " + ", ".join(sorted(extra)) + " of a card searched for"
    if target.quantifier not in _ONE or target.owner not in ("any", "you"):
        return "searching for several cards, or for an opponent's card"
    if target.noun not in ("card", "unit", "mech"):
        return f"searching for a card by the noun '{target.noun}'"
    return None


def _misfit(pos: Position, by: str, card_id: str, target: m.Selector) -> str | None:
    """Why the card is not one the search finds: in the searching player's Stockpile, of the kind the text says."""
    where = target.model_copy(update={"zone": "stockpile", "owner": "you", "other_than": None})
    problem = zone_misfit(pos, by, card_id, where)
    if problem is None and target.other_than is not None and noun_is(Where(pos, by), target.other_than, card_id):
        problem = f"it is {an(target.other_than)}"  # "any ComStar card other than a Unit"
    return problem


def plan_hand_search(
    pos: Position,
    by: str,
    source: str,
    effect: m.Search,
    rest: list[m.Effect],
    plan: _Plan,
    refuse: Refuse,
    check_victory: Callable[[], None],
) -> list[m.Effect]:
    """The card of ``choose`` found in ``by``'s Stockpile, with what the text does with it next (shown, put into the
    hand, the Stockpile shuffled). Returns the effects after those it took.

    :raises UnsupportedError: for what :func:`search_problem` names, or a card found that the text does not put in
        its owner's hand.
    """
    name = pos.name(source)
    problem = search_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} during the turn yet")
    target = effect.target
    assert isinstance(target, m.Selector)
    if not plan.chosen:
        refuse(f"{name}: say which card of {by}'s Stockpile is found (choose)", t.STOCKPILE)
    found = plan.chosen.pop(0)
    if found not in pos.cards:
        refuse(f"{name}: {found} is not a card of the scenario", t.STOCKPILE)
    misfit = _misfit(pos, by, found, target)
    if misfit is not None:
        refuse(f"{name} cannot find {pos.name(found)}: {misfit}", t.STOCKPILE)
    shown: str | None = None
    to_hand, shuffled = False, False
    while rest and _follows(rest[0]) and not (to_hand and not isinstance(rest[0], m.Shuffle)):
        taken = rest.pop(0)
        if isinstance(taken, m.Show):
            shown = "all players" if taken.to == "all_players" else pos.other(by)
        to_hand |= isinstance(taken, m.ReturnToHand)
        shuffled |= isinstance(taken, m.Shuffle)
    if not to_hand:
        raise UnsupportedError(f"{name}: a card found in a Stockpile and not put into its owner's hand: not executed")
    plan.gone.add(found)
    plan.last = [found]

    def step() -> None:
        face = pos.faces[found]
        stockpile_cards.take(pos, by, found, "hand")
        if shuffled:
            stockpile_cards.shuffle(pos, by)
        left = f"{pos.stockpiles[by]} card(s) left" + (", shuffled" if shuffled else "")
        pos.note(f"{name}: {by} searches the Stockpile and finds {face.name} ({left})", t.STOCKPILE)
        if shown is not None:
            pos.note(f"{name}: {by} shows {face.name} to {shown} (nothing changes)", SHOW)
        pos.note(f"{name}: {face.name} goes into {by}'s hand", HAND_AND_SCRAPHEAP)
        check_victory()

    plan.steps.append(step)
    return rest


def _follows(effect: m.Effect) -> bool:
    """What the text does next with the card found: show "that card", put "it" into the hand, shuffle."""
    if isinstance(effect, m.Shuffle):
        return True
    if isinstance(effect, m.Show):
        that = effect.target
        return isinstance(that, m.ThatOne) and that.index is None and that.among is None and effect.player == "you"
    if isinstance(effect, m.ReturnToHand):
        that = effect.target
        plain = isinstance(that, m.ThatOne) and that.index is None and not that.plural and that.among is None
        return plain and effect.delayed is None
    return False


__all__ = ["RULE_IDS", "SEARCH_FIELDS", "is_hand_search", "plan_hand_search", "search_problem"]
