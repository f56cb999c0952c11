"""An opponent scrapping the cards just chosen from his or her hand, during the turn (Airstrikes Close to Home, in
substance: once per construction counter above its cost its player may pick a card of that opponent's hand, and
that opponent scraps the cards picked; the choices: judge/bttcg/turn_excess.py).

Rulebook p.14, Playing Area: "you have your hand and your Scrapheap"; cards you own that are scrapped are put face up
on your Scrapheap. A card scrapped from a hand never was in play: whether an ability watching for a card being
scrapped ("Whenever any opposing Unit is scrapped") fires for it, the rules documents do not say, so while such an
ability is in play the scrap is refused, never guessed. Any other scrap by an opponent during the turn is refused."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn_plan import _Plan
from judge.dsl import models as m

HAND = "rulebook/playing-area-6"
"""Rulebook p.14, Playing Area: the hand and the Scrapheap; scrapped cards go face up on their owner's Scrapheap."""
RULE_IDS = (HAND, t.SCRAP)


def is_opponent_scrap(effect: m.Effect) -> bool:
    """A scrap done by another player than the card's ("That opponent scraps the chosen cards")."""
    return isinstance(effect, m.Scrap) and effect.player != "you"


def hand_scrap_problem(effect: m.Scrap) -> str | None:
    """Why the turn cannot execute this scrap by an opponent, or ``None`` when it can (the cards are checked when it
    runs)."""
    target = effect.target
    if effect.player == "opponent" and isinstance(target, m.ThatOne) and target.index is None and target.among is None:
        return None
    return "an opponent scrapping cards other than those just chosen from his or her hand"


def plan_hand_scrap(pos: Position, by: str, source: str, plan: _Plan) -> None:
    """The cards just chosen (``plan.last``; after a sentence of its own, the cards chosen one by one before it,
    ``plan.picked``), all in the opponent's hand, go to the opponent's Scrapheap.

    :raises UnsupportedError: for a card chosen elsewhere, or while a card in play watches for cards scrapped.
    """
    name = pos.name(source)
    other = pos.other(by)
    cards = list(plan.last or plan.picked)
    for card_id in cards:
        if pos.cards[card_id].zone != "hand" or pos.owners[card_id] != other:
            raise UnsupportedError(f"{name}: {other} scrapping {pos.name(card_id)}, not a card of {other}'s hand")
    watching = [
        pos.name(c)
        for c, state in pos.cards.items()
        if is_active(state)
        and any(isinstance(a, m.Triggered) and a.trigger == "scrapped" for a in pos.faces[c].abilities)
    ]
    if cards and watching:
        raise UnsupportedError(
            f"{name}: whether a card scrapped from a hand fires {', '.join(watching)}'s 'whenever ... is scrapped' "
            "the rules documents do not say: not executed"
        )
    plan.gone |= set(cards)

    def step() -> None:
        if not cards:
            pos.note(f"{name}: no card was chosen, {other} scraps none", HAND)
        for card_id in cards:
            pos.cards[card_id].zone = "scrapheap"
            pos.note(f"{name}: {other} scraps {pos.name(card_id)} from {other}'s hand", HAND, t.SCRAP)

    plan.steps.append(step)


__all__ = ["HAND", "RULE_IDS", "hand_scrap_problem", "is_opponent_scrap", "plan_hand_scrap"]
