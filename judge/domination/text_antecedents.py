"""Antecedent resolution for Domination card text: the words that point back at a card ("it", "that unit", "the
card") become references to the card the same ability named last (:func:`resolve_antecedents`), before the
transformer builds the DSL."""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field

from lark import Token, Tree

# --- "it", "that unit", "the card": the card named last ----------------------------------------------------------

_PRODUCERS = {
    "you_deploy": "event",
    "ref_damaged_event": "event",
    "unit_damaged": "event",
    "you_buy": "event",
    "you_play": "event",
    "you_buy_or_gain": "event",
    "opponent_deploys": "event",
    "opponent_plays": "event",
    "opponent_damages": "event",
    "opp_reveals": "revealed",
    "reveal_top": "revealed",
    "reveal_hand": "revealed",
    "reveal_until": "revealed",
    "choose_cards": "chosen",
    "choose_pick": "chosen",
    "opp_chooses_to_discard": "chosen",
    "gain": "gained",
    "gain_copy": "gained",
    "discard": "discarded",
    "discard_hand": "discarded",
    "discard_ref": "discarded",
    "scrap": "scrapped",
    "scrap_ref": "scrapped",
    "damage": "damaged",
    "damage_ref": "damaged",
    "damage_x": "damaged",
    "damage_your_choice": "damaged",
    "set_aside": "set_aside",
}


@dataclass
class _Mentions:
    """The cards an ability has named so far: the latest of each kind, in the order named."""

    order: list[tuple[str, Tree[Token] | None]] = field(default_factory=list)
    supply_piles: bool = False

    def latest(self, kinds: Iterable[str] | None = None) -> tuple[str, Tree[Token] | None] | None:
        wanted = set(kinds) if kinds is not None else None
        for kind, noun in reversed(self.order):
            if wanted is None or kind in wanted:
                return kind, noun
        return None


def resolve_antecedents(tree: Tree[Token]) -> Tree[Token]:
    """Replaces each ``antecedent`` ("it", "them", "that unit", "those cards", "the card") by a reference to the card
    the same ability named last before it: the trigger's card, or the cards the latest reveal, choice, gain, discard,
    scrap, damage or set-aside moved; inside "For each ... card revealed", the current card; with nothing named
    before, this card. "The damaged Mech" is the unit damaged last (or the trigger's). After revealing cards "until
    you reveal a Mech or Vehicle unit", "that unit" is the revealed card that matches.

    Also checks that "If there are three or more" follows "If there are two or more empty Supply piles".

    :raises ValueError: for an elliptical "If there are N or more" with nothing to complete it.
    """

    def visit(node: Tree[Token], mentions: _Mentions) -> None:
        if node.data == "labeled":
            mentions = _Mentions()
        if node.data == "for_each_revealed":
            inner = _Mentions(order=[*mentions.order, ("each", None)], supply_piles=mentions.supply_piles)
            for child in node.children:
                if isinstance(child, Tree):
                    visit(child, inner)
            return
        if node.data in ("antecedent", "antecedent_damaged"):
            kinds = ("damaged", "event") if node.data == "antecedent_damaged" else None
            found = mentions.latest(kinds) or ("this", None)
            kind, noun = found
            node.data = f"ref_{kind}"
            node.children = [copy.deepcopy(noun)] if noun is not None else []
            return
        if node.data == "empty_piles_again" and not mentions.supply_piles:
            raise ValueError(
                "'If there are N or more' completes an earlier 'If there are N or more empty Supply piles'"
            )
        if node.data == "empty_piles":
            mentions.supply_piles = True
        for child in node.children:
            if isinstance(child, Tree):
                visit(child, mentions)
        produced = _PRODUCERS.get(str(node.data))
        if produced is not None:
            last = node.children[-1] if node.data == "reveal_until" and node.children else None
            mentions.order.append((produced, last if isinstance(last, Tree) else None))

    visit(tree, _Mentions())
    return tree
