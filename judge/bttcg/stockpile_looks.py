"""Looking at the top cards of a Stockpile during the turn (``look_at_top``), and restocking the card looked at.

Blood of Kerensky taps, in its player's Draw phase, to look at the two cards on top of that player's Stockpile and
restock one of them; Justin Xiang Allard taps, in the Missions phase outside a mission, to look at the card on top of
the opponent's Stockpile, and its player may have the opponent restock it; Operations Liaison takes one of the cards
looked at into the hand and restocks the others.

Rules: the Stockpile is "a player's draw pile" (rulebook p.46, Glossary: Stockpile); to restock is "to place a card
on the bottom of your Stockpile" (Glossary: Restock): a card restocked from the top goes to the bottom of the same
Stockpile. The top cards of a Stockpile are hidden information the scenario does not fix: it counts the Stockpile
(``players.<p>.stockpile``) and names only the cards an effect searches for (``zone: stockpile``), never their order.
So the answer says what it depends on rather than inventing the cards: whichever cards are looked at and whichever
is restocked, the Stockpile keeps as many cards and every card of the scenario keeps its zone, so the outcome is the
same for every order and every choice (the trace says so). The restock is the owner's own: "have opponent restock
that card" of the opponent's Stockpile.

A restock of "that card" / "one of them" is executed only right after the look it names (:func:`plan_look` takes
it); elsewhere it is refused, by :func:`sequence_problems` in the coverage figures and by ``restock.plan_restock``
as it runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.hand_looks import with_hand_choices
from judge.bttcg.may import note_answer, take_answer
from judge.bttcg.restock import RESTOCK, restocks_looked
from judge.bttcg.rules import VICTORY
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

RULE_IDS = (RESTOCK, t.STOCKPILE, VICTORY)

Refuse = Callable[[str, str], NoReturn]
"""Records a violation (message, rule) and raises: the action does nothing."""


def look_problem(effect: m.LookAtTop) -> str | None:
    """Why the turn cannot look at these cards yet, or ``None``: your Stockpile, an opponent's, or any player's (the
    player chosen in the action's ``choose``, as ``<player>.stockpile``)."""
    if effect.whose not in ("you", "opponent", "any") or effect.count < 1:
        return "looking at the top of a Stockpile of a player chosen"
    return None


def put_back_problem(effect: m.PutOnStockpile | m.ShuffleInto) -> str | None:
    """Why the turn cannot put these cards back yet, or ``None``: "return those cards in any order" / "shuffle those
    cards into that Stockpile" / "put them back in any order" / "put them on the bottom of your Stockpile", the cards
    just looked at, into the Stockpile they came from (:func:`plan_put_back` refuses it as it runs where no look comes
    before it, or where "your Stockpile" is not the one looked at)."""
    target = effect.target
    looked = isinstance(target, m.ThatOne) and target.index is None and target.among is None
    if looked and isinstance(target, m.ThatOne) and (effect.stockpile == "that" or target.plural):
        return None
    return f"'{effect.kind}' during the turn"


def plan_put_back(
    pos: Position, by: str, source: str, effect: m.PutOnStockpile | m.ShuffleInto, plan: _Plan
) -> Callable[[], None]:
    """The cards looked at go back on top of their Stockpile in the order the player chooses, or are shuffled into
    it: either way the Stockpile keeps as many cards and every card of the scenario its zone (the scenario does not
    give the Stockpile's order: the outcome is the same for every order and every shuffle).

    :raises UnsupportedError: for what :func:`put_back_problem` names, or no look before it.
    """
    name = pos.name(source)
    problem = put_back_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} yet")
    if plan.looked is None:
        raise UnsupportedError(f"{name}: 'those cards' names no cards looked at on top of a Stockpile here")
    whose, count = plan.looked
    if effect.stockpile == "yours" and whose != by:
        raise UnsupportedError(f"{name}: {by} putting cards of {whose}'s Stockpile into {by}'s own is not executed")
    bottom = isinstance(effect, m.PutOnStockpile) and effect.bottom
    if bottom and pos.stockpile_order is not None:
        raise UnsupportedError(
            f"{name}: the order {by} puts cards on the bottom of {whose}'s Stockpile in is a choice a whole game does "
            "not ask for yet"
        )
    how = "shuffles them into" if isinstance(effect, m.ShuffleInto) else "returns them, in the order chosen, on top of"
    how = "puts them, in the order chosen, on the bottom of" if bottom else how

    def step() -> None:
        seen = min(count, pos.stockpiles[whose])
        pos.note(
            f"{name}: {by} {how} {whose}'s Stockpile: the {seen} card(s) looked at stay in it, still "
            f"{pos.stockpiles[whose]} cards (every card of the scenario keeps its zone, whatever the order)",
            t.STOCKPILE,
        )

    return step


def _to_hand(effect: m.Effect) -> bool:
    """ "Put one of those cards into your hand": one of the cards looked at, into its owner's hand now."""
    if not isinstance(effect, m.ReturnToHand) or effect.delayed is not None:
        return False
    target = effect.target
    return isinstance(target, m.ThatOne) and target.among == 1 and target.index is None and not target.plural


def _follows(effect: m.Effect) -> bool:
    """An effect :func:`plan_look` takes with the look: the restock of a card looked at (maybe as a "may"), one of
    them put into the hand, the remaining ones restocked."""
    if isinstance(effect, m.May):
        return len(effect.effects) == 1 and restocks_looked(effect.effects[0])
    return restocks_looked(effect) or _to_hand(effect)


def sequence_problems(effects: list[m.Effect]) -> list[str]:
    """What :func:`plan_look` does not take of these effects in order: a restock of "that card" not right after a
    look at the top of a Stockpile (its card is then one chosen before, which the turn does not restock)."""
    found: list[str] = []
    looked = from_hand = False
    for effect in with_hand_choices(effects):  # "Look at opponent's hand and choose a card" (hand_looks.py)
        if from_hand and restocks_chosen(effect):  # "choose any card in it. That opponent restocks that card"
            from_hand = False
            continue
        if _follows(effect):
            if not looked:
                found.append("returning them" if _to_hand(effect) else "restocking a card not chosen from a hand")
            continue
        looked = isinstance(effect, m.LookAtTop)
        from_hand = (
            isinstance(effect, m.Choose)
            and isinstance(effect.target, m.Selector)
            and effect.target.zone == "hand"
            and not effect.more
        )
    return found


def restocks_chosen(effect: m.Effect) -> bool:
    """ "restocks that card": the one card just chosen (from a hand: ``restock.plan_restock``)."""
    return (
        restocks_looked(effect)
        and isinstance(effect, m.Restock)
        and isinstance(effect.target, m.ThatOne)
        and effect.target.among is None
    )


def plan_look(
    pos: Position, by: str, source: str, effect: m.LookAtTop, rest: list[m.Effect], plan: _Plan, refuse: Refuse
) -> list[m.Effect]:
    """The look, and the restocks of the cards looked at that follow it (their steps in ``plan``); the effects
    left after them.

    :raises UnsupportedError: for what :func:`look_problem` names, an empty Stockpile, or a player restocking a card
        of another player's Stockpile.
    """
    name = pos.name(source)
    problem = look_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{name}: the engine does not execute {problem} during the turn yet")
    whose = by if effect.whose == "you" else pos.other(by)
    if effect.whose == "any":  # "any Stockpile": the player chooses whose (choose: <player>.stockpile)
        site = plan.chosen.pop(0) if plan.chosen else ""
        whose = site.removesuffix(".stockpile")
        if not site.endswith(".stockpile") or whose not in pos.players:
            refuse(f"{name}: say whose Stockpile {by} looks at (choose: <player>.stockpile)", t.STOCKPILE)
    plan.looked = (whose, effect.count)  # "those cards" after it (plan_put_back)
    if pos.stockpiles[whose] == 0:
        raise UnsupportedError(f"{name}: {whose}'s Stockpile has no card to look at (the game is over)")

    def look() -> None:
        seen = min(effect.count, pos.stockpiles[whose])
        pos.note(
            f"{name}: {by} looks at the top {seen} card(s) of {whose}'s Stockpile (hidden: the scenario does not say "
            "which cards they are, and the answer does not depend on it)",
            t.STOCKPILE,
        )

    plan.steps.append(look)
    plan.last = []
    rest = list(rest)
    taken: list[int] = []  # the cards looked at put into the hand, so not restocked with the remaining ones
    while rest and _follows(rest[0]):
        follow = rest.pop(0)
        if isinstance(follow, m.May):
            if plan.may is None:
                raise UnsupportedError(f"{name}: the engine does not take 'may' answers as a card is activated yet")
            chosen = take_answer(pos, by, source, follow, plan.may, refuse)
            plan.steps.append(note_answer(pos, by, source, follow, chosen))
            if not chosen:
                continue
            follow = follow.effects[0]
        if isinstance(follow, m.ReturnToHand):
            plan.steps.append(_to_hand_step(pos, by, name, whose))
            taken.append(1)
            continue
        assert isinstance(follow, m.Restock)
        plan.steps.append(_restock_step(pos, by, name, whose, effect.count - len(taken), follow))
    return rest


def _to_hand_step(pos: Position, by: str, name: str, whose: str) -> Callable[[], None]:
    """ "Put one of those cards into your hand": one card fewer in the Stockpile, one more in the hand (a card the
    scenario does not name, as a card drawn is; a Stockpile left empty loses once the ability is done: CE General
    Rulings, Victory Conditions)."""
    if whose != by:
        raise UnsupportedError(f"{name}: {by} taking a card of {whose}'s Stockpile into a hand is not executed")

    def step() -> None:
        pos.stockpiles[whose] -= 1
        pos.note(
            f"{name}: {by} puts one of those cards into {by}'s hand ({pos.stockpiles[whose]} left in the Stockpile; "
            "which card it is, the scenario does not say)",
            t.STOCKPILE,
            VICTORY,
        )

    return step


def _restock_step(pos: Position, by: str, name: str, whose: str, count: int, effect: m.Restock) -> Callable[[], None]:
    restocker = by if effect.player == "you" else pos.other(by)
    if restocker != whose:
        raise UnsupportedError(
            f"{name}: {restocker} restocking a card of {whose}'s Stockpile (a restock puts a card at the bottom of its "
            "owner's own Stockpile) is not executed"
        )
    if isinstance(effect.target, m.Remaining):
        which = f"the remaining {max(count, 0)} card(s) looked at, in the order {restocker} chooses,"
    else:
        assert isinstance(effect.target, m.ThatOne)
        which = "one of them" if effect.target.among else "that card"

    def restock() -> None:
        pos.note(
            f"{name}: {restocker} restocks {which} from the top of the Stockpile to its bottom, still "
            f"{pos.stockpiles[whose]} cards (the scenario does not give the Stockpile's order: every card of it keeps "
            f"its zone whichever card {'is chosen' if count > 1 else 'it is'})",
            RESTOCK,
            t.STOCKPILE,
        )

    return restock


__all__ = [
    "RULE_IDS",
    "look_problem",
    "plan_look",
    "plan_put_back",
    "put_back_problem",
    "restocks_chosen",
    "sequence_problems",
]
