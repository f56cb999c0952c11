"""The top card of a Stockpile shown during the turn, and what happens if it is (or is not) a card of a type (DSL
``show`` of the top card, then ``if_card_is``): Secured Drop Site taps to show everyone the top card of its player's
Stockpile, restocks it unless it is a 'Mech, and otherwise puts it into the hand with one more deployment this turn.

The top card of a Stockpile is hidden information that the Stockpile's count does not give, and the outcome depends
on it, with no probability the scenario lets the engine compute (which cards are in the Stockpile is not given). So
it is an input: the action names it (``top: <card id>``, an extension), a card of the scenario in its player's
Stockpile (``zone: stockpile``); without it the answer is refused out loud, never guessed.

Rules: showing a card is not revealing it (rulebook p.20, Glossary: Show); to restock is to place a card on the
bottom of your Stockpile (Glossary: Restock), so it stays in the Stockpile; a card put into the hand leaves the
Stockpile (one card fewer; one that runs out loses: CE General Rulings, Victory Conditions); "you may make an
additional deployment this turn" only if the card was a 'Mech (CE Individual Card Rulings, Secured Drop Site: "If the
card isn't a 'Mech, you do not get the extra deployment")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.bttcg.restock import RESTOCK
from judge.bttcg.rules import VICTORY
from judge.bttcg.show import SHOW
from judge.bttcg.state import UnsupportedError
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.turn import TurnRunner

SECURED_DROP_SITE = "ce-rulings/secured-drop-site"
"""CE Individual Card Rulings, Secured Drop Site: no extra deployment unless the card is a 'Mech."""
RULE_IDS = (SHOW, RESTOCK, VICTORY, SECURED_DROP_SITE)

Refuse = Callable[[str, str], NoReturn]


def shows_top(effect: m.Effect) -> bool:
    """ "Show the top card of your Stockpile": one card, on top of its player's own Stockpile."""
    if not isinstance(effect, m.Show) or effect.player != "you":
        return False
    target = effect.target
    return (
        isinstance(target, m.Selector)
        and target.model_dump(exclude_defaults=True).keys()
        <= {
            "kind",
            "quantifier",
            "noun",
            "owner",
            "zone",
            "top",
        }
        and (target.zone, target.top, target.noun, target.quantifier) == ("stockpile", True, "card", "one")
    )


def _that(target: m.Target) -> bool:
    return isinstance(target, m.ThatOne) and target.index is None and target.among is None and not target.plural


def _branch_effect_problem(effect: m.Effect) -> str | None:
    if isinstance(effect, m.Restock) and effect.player == "you" and not effect.any_order and _that(effect.target):
        return None
    if isinstance(effect, m.ReturnToHand) and effect.delayed is None and _that(effect.target):
        return None
    if isinstance(effect, m.AdditionalDeployment) and not effect.when_revealed:
        return None
    return f"'{effect.kind}' of the card shown on top of a Stockpile"


def if_card_problem(effect: m.IfCardIs) -> str | None:
    """Why the turn cannot execute this rider on the card shown yet, or ``None``."""
    if effect.any_of:
        return "a condition on any of several cards looked at"
    return next((p for e in [*effect.effects, *effect.otherwise] if (p := _branch_effect_problem(e))), None)


def sequence_problems(effects: list[m.Effect]) -> list[str]:
    """A rider on a card (``if_card_is``) not right after the top card of your Stockpile shown: :func:`plan_top`
    does not take it (the turn refuses it as it comes)."""
    return [
        "a condition on a card other than the top card of your Stockpile just shown"
        for before, effect in zip([None, *effects], effects, strict=False)
        if isinstance(effect, m.IfCardIs) and not (before is not None and shows_top(before))
    ]


def _is(face: CardFace, card_type: str) -> bool:
    """Whether the card is of the type ("a 'Mech", "a Mission card")."""
    if card_type == "Mech":
        return face.kind == "unit" and face.unit_type == "mech"
    if card_type in ("Unit", "Mission", "Command"):
        return face.kind == card_type.lower()
    raise UnsupportedError(f"the engine does not check whether a card shown is a {card_type} card yet")


def plan_top(
    run: TurnRunner,
    by: str,
    face: CardFace,
    rest: list[m.Effect],
    plan: _Plan,
    top: str | None,
    refuse: Refuse,
    deployment: Callable[[m.AdditionalDeployment], Callable[[], None]],
) -> list[m.Effect]:
    """The show and the rider right after it (their steps in ``plan``); the effects left after them.

    :raises UnsupportedError: without ``top`` (the card on top is not given), or for a rider that does not follow.
    """
    pos = run.pos
    if top is None:
        raise UnsupportedError(
            f"{face.name}: say which card is on top of {by}'s Stockpile ('top': a card of the scenario in zone "
            "stockpile); the outcome depends on it, and the engine does not guess hidden cards"
        )
    if top not in pos.cards or pos.cards[top].zone != "stockpile" or pos.owners[top] != by:
        refuse(f"{face.name}: {pos.name(top)} is not a card of {by}'s Stockpile (zone: stockpile)", SHOW)
    if not rest or not isinstance(rider := rest[0], m.IfCardIs):
        raise UnsupportedError(f"{face.name}: the engine does not show the top card of a Stockpile alone yet")
    problem = if_card_problem(rider)
    if problem is not None:
        raise UnsupportedError(f"{face.name}: the engine does not execute {problem} yet")
    shown = pos.faces[top]
    is_type = _is(shown, rider.card_type)
    holds = is_type != rider.negated
    plan.last = [top]

    def show() -> None:
        pos.note(f"{face.name}: {by} shows {shown.name}, the top card of {by}'s Stockpile, to all players", SHOW)

    plan.steps.append(show)
    for effect in rider.effects if holds else rider.otherwise:
        if isinstance(effect, m.Restock):
            plan.steps.append(lambda: pos.note(f"{face.name}: {shown.name} is restocked", RESTOCK, t.STOCKPILE))
        elif isinstance(effect, m.ReturnToHand):
            plan.steps.append(_to_hand(run, by, face.name, top))
        elif isinstance(effect, m.AdditionalDeployment):
            plan.steps.append(deployment(effect))
    if any(isinstance(e, m.AdditionalDeployment) for e in (rider.otherwise if holds else rider.effects)):
        note = f"{face.name}: {shown.name} is {'' if is_type else 'not '}a {rider.card_type} card: no "
        plan.steps.append(lambda: pos.note(note + "additional deployment", SECURED_DROP_SITE))
    return rest[1:]


def _to_hand(run: TurnRunner, by: str, name: str, card_id: str) -> Callable[[], None]:
    pos = run.pos

    def step() -> None:
        pos.cards[card_id].zone = "hand"
        pos.stockpiles[by] -= 1
        pos.note(
            f"{name}: {pos.name(card_id)} goes into {by}'s hand ({pos.stockpiles[by]} left in the Stockpile)",
            t.STOCKPILE,
            VICTORY,
        )
        run.check_stockpiles()

    return step


__all__ = ["RULE_IDS", "if_card_problem", "plan_top", "sequence_problems", "shows_top"]
