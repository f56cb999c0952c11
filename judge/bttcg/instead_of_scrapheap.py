"""A card that goes elsewhere instead of the Scrapheap: restocked when it would go from play to its owner's Scrapheap
(Contract with Northwind Highlanders; DSL ``instead_of_scrapheap``). Restock: "To place a card
on the bottom of your Stockpile" (rulebook glossary p.33); the card's text makes the exception (rulebook p.9).

Executed where a battle scraps it (as damage resolves, by an effect or a rider during the battle, or after it: the
card in play as the battle began ends in its owner's Stockpile, one card more there). Anywhere else (the turn's
effects, costs, upkeep) the engine does not move it yet: an answer in which such a card went from play to the
Scrapheap is refused (:func:`refuse_unmoved`), never given with the card in the wrong zone."""

from __future__ import annotations

from typing import Any

from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Battle, CardState, Position, UnsupportedError, is_active
from judge.dsl import models as m

RESTOCK = "rulebook/glossary-index/restock"
CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (RESTOCK, CARDS_MAKE_EXCEPTIONS, t.STOCKPILE)


def executed(effect: m.Effect) -> bool:
    """ "restock it instead" (its owner's own card: "your Scrapheap")."""
    return (
        isinstance(effect, m.InsteadOfScrapheap)
        and bool(effect.effects)
        and all(
            isinstance(e, m.Restock) and e.player == "you" and isinstance(e.target, m.ThatOne | m.This)
            for e in effect.effects
        )
    )


def restocks(face: CardFace) -> bool:
    return any(isinstance(a, m.Static) and any(map(executed, a.effects)) for a in face.abilities)


def in_battle(pos: Position, battle: Battle, final: dict[str, CardState], stockpiles: dict[str, int]) -> list[str]:
    """One outcome of the battle: each such card it scrapped goes to the bottom of its owner's Stockpile instead."""
    said = []
    for card_id in sorted(battle.in_play_at_start):
        if final[card_id].zone != "scrapheap" or not restocks(pos.faces[card_id]):
            continue
        owner = pos.owners[card_id]
        final[card_id] = CardState(zone="stockpile")
        stockpiles[owner] += 1
        said.append(f"{pos.name(card_id)} would go to the Scrapheap from play: restocked instead (its text)")
    return said


def watched(pos: Position) -> list[str]:
    """The cards in play whose text restocks them instead of the Scrapheap (before anything happens)."""
    return [
        c
        for c, state in pos.cards.items()
        if (is_active(state) or state.zone == "construction") and restocks(pos.faces[c])
    ]


def refuse_unmoved(pos: Position, cards: list[str], outcomes: list[dict[str, Any]]) -> None:
    """:raises UnsupportedError: when one of ``cards`` (:func:`watched`) went from play to the Scrapheap in an outcome
    (a move the engine did not redirect)."""
    for card_id in cards:
        for outcome in outcomes:
            shown = outcome.get("cards", {}).get(card_id)
            if shown is not None and shown.get("zone") == "scrapheap":
                raise UnsupportedError(
                    f"{pos.name(card_id)}: it goes from play to the Scrapheap here, and its text restocks it instead: "
                    "the engine does not move it there yet outside a battle"
                )
