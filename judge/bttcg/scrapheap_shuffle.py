"""Cards of a Scrapheap shuffled into the Stockpile, then as many cards scrapped from it, during the turn (St. Ives
Operations Officer: "Choose any number of cards in your Scrapheap. Shuffle those cards into your Stockpile, then scrap
that many cards from your Stockpile."; its Commander's Edition printing: "Shuffle any number of cards from your
Scrapheap into your Stockpile, then scrap that many cards from your Stockpile.").

Rules:

- the cards are the player's choice among the cards of his or her Scrapheap the scenario lists: every card of the
  action's ``choose`` left (any number, none included; each must be in that Scrapheap: strict mode);
- shuffled in, they are cards of the Stockpile, a face-down draw pile (rulebook Glossary: Stockpile); scrapping cards
  from it puts them on the Scrapheap (rulebook p.14, Playing Area; Glossary: Scrap), cards no one picks by looking;
- after a shuffle every order is as likely, so every set of ``k`` of its cards is as likely to be scrapped: which of
  the scenario's cards now in that Stockpile (those shuffled in, and those it names there: ``zone: stockpile``) are
  scrapped is chance, each set of them answered with its exact probability (with ``S`` cards in the Stockpile after
  the shuffle, ``N`` of them named and ``k`` scrapped, a given ``t`` named cards and no other named card are
  scrapped with probability ``C(S - N, k - t) / C(S, k)``), by :func:`judge.bttcg.turn_chance.pick`. The Stockpile
  keeps its number of cards.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_chance import pick
from judge.bttcg.turn_moves import HAND_AND_SCRAPHEAP, zone_misfit
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RULE_IDS = (t.STOCKPILE, HAND_AND_SCRAPHEAP)
MAX_NAMED = 8
"""Most cards of the scenario a shuffle may send to the Scrapheap (2^8 sets): more is refused, never cut short."""

Refuse = Callable[[str, str], NoReturn]


def _any_number_of_scrapheap(target: m.Target) -> bool:
    if not isinstance(target, m.Selector) or target.quantifier != "any_number":
        return False
    fields = set(target.model_dump(exclude_defaults=True)) <= {"kind", "quantifier", "noun", "owner", "zone"}
    return fields and target.noun == "card" and target.zone == "scrapheap" and target.owner in ("any", "you")


def _that(target: m.Target) -> bool:
    return isinstance(target, m.ThatOne) and target.index is None and target.among is None


def handles(effect: m.Effect) -> bool:
    """The effects of this module: the cards chosen in a Scrapheap, shuffled into the Stockpile, and as many
    scrapped from it."""
    if isinstance(effect, m.Choose):
        return not effect.more and _any_number_of_scrapheap(effect.target)
    if isinstance(effect, m.ShuffleInto):
        return effect.stockpile == "yours" and (_any_number_of_scrapheap(effect.target) or _that(effect.target))
    if isinstance(effect, m.Scrap):
        target = effect.target
        return isinstance(target, m.Selector) and target.quantifier == "that_many" and target.zone == "stockpile"
    return False


def is_selector_shuffle(effect: m.Effect) -> bool:
    """ "Shuffle any number of cards from your Scrapheap into your Stockpile"."""
    return isinstance(effect, m.ShuffleInto) and _any_number_of_scrapheap(effect.target)


def shuffle_problem(effect: m.Effect) -> str | None:
    """Why the turn cannot do this yet, or ``None`` (the sequence is checked when it runs)."""
    if isinstance(effect, m.Scrap):
        target = effect.target
        assert isinstance(target, m.Selector)
        extra = set(target.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner", "zone"}
        if extra or effect.player != "you" or target.noun != "card" or target.owner not in ("any", "you"):
            return "scrapping 'that many' cards of a Stockpile other than your own"
    return None


def plan_shuffle(
    pos: Position, by: str, source: str, effect: m.Effect, rest: list[m.Effect], plan: _Plan, refuse: Refuse
) -> list[m.Effect]:
    """The cards chosen (all of ``choose`` left), shuffled in, and the step that scraps as many from the top of the
    Stockpile (chance: which named cards go). Returns the effects after those it took.

    :raises UnsupportedError: for another sequence, or too many named cards.
    """
    name = pos.name(source)
    problem = shuffle_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    steps = [effect, *rest[:2]]
    if isinstance(effect, m.Choose):
        kinds = [e.kind for e in steps[:3]]
        into = steps[1] if len(steps) > 1 else None
        if kinds != ["choose", "shuffle_into", "scrap"] or not all(map(handles, steps)):
            raise UnsupportedError(f"{name}: cards of a Scrapheap chosen and not shuffled into the Stockpile: not yet")
        if not isinstance(into, m.ShuffleInto) or not _that(into.target):
            raise UnsupportedError(f"{name}: cards of a Scrapheap chosen and not shuffled into the Stockpile: not yet")
        taken = 2
    else:
        kinds = [e.kind for e in steps[:2]]
        if kinds != ["shuffle_into", "scrap"] or not all(map(handles, steps[:2])) or not is_selector_shuffle(effect):
            raise UnsupportedError(f"{name}: shuffling cards into a Stockpile this way is not executed yet")
        taken = 1
    selector = m.Selector(quantifier="a", noun="card", owner="you", zone="scrapheap")
    cards: list[str] = []
    while plan.chosen:
        card_id = plan.chosen.pop(0)
        if card_id not in pos.cards:
            refuse(f"{name}: {card_id} is not a card of the scenario", t.STOCKPILE)
        misfit = zone_misfit(pos, by, card_id, selector)
        if misfit is not None or card_id in cards or card_id in plan.gone:
            refuse(f"{name} cannot shuffle {pos.name(card_id)} in: {misfit or 'it is chosen twice'}", t.STOCKPILE)
        cards.append(card_id)
    named = [c for c, s in pos.cards.items() if s.zone == "stockpile" and pos.owners[c] == by] + cards
    if len(named) > MAX_NAMED and cards:
        raise UnsupportedError(f"{name}: more than {MAX_NAMED} named cards may be scrapped by chance: not answered yet")
    plan.gone |= set(cards)
    plan.last = list(cards)

    def step() -> None:
        for card_id in cards:
            pos.cards[card_id].zone = "stockpile"
        size, k = pos.stockpiles[by] + len(cards), len(cards)
        pos.stockpiles[by] = size
        listed = ", ".join(pos.name(c) for c in cards) or "no card"
        pos.note(f"{name}: {by} shuffles {listed} from the Scrapheap into the Stockpile ({size} cards)", t.STOCKPILE)
        sets = [s for t_ in range(min(k, len(named)) + 1) for s in combinations(named, t_)]
        weights = [Fraction(comb(size - len(named), k - len(s)), comb(size, k)) for s in sets]
        ways = [(s, w) for s, w in zip(sets, weights, strict=True) if w > 0]
        labels = [f"the shuffle leaves {_names(pos, s)} among the {k} card(s) scrapped" for s, _ in ways]
        gone = ways[pick([w for _, w in ways], labels, name)][0] if k else ()
        pos.stockpiles[by] = size - k
        for card_id in gone:
            pos.cards[card_id].zone = "scrapheap"
        pos.note(
            f"{name}: {by} scraps {k} card(s) from the Stockpile ({_names(pos, gone)}; {pos.stockpiles[by]} left)",
            t.STOCKPILE,
            HAND_AND_SCRAPHEAP,
        )

    plan.steps.append(step)
    return rest[taken:]


def _names(pos: Position, cards: tuple[str, ...]) -> str:
    return ", ".join(pos.name(c) for c in cards) or "none of the scenario's cards"


__all__ = ["MAX_NAMED", "RULE_IDS", "handles", "plan_shuffle", "shuffle_problem"]
