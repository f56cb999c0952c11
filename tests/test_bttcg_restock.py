"""Restocking and drawing by a card's ability during the turn (judge/bttcg/restock.py): restock is "To place a card
on the bottom of your Stockpile" (rulebook p.33, Glossary: Restock), a card of the hand chosen in ``choose``; a draw
is one card fewer in the Stockpile (rulebook p.18). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.restock import RESTOCK, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, mission_card, only, traced, unit


def turn(cards: dict[str, Any], action: dict[str, Any], phase: str, pool: CardPool) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": [action],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_tsen_shang_restocks_a_card_from_hand_and_draws_glossary_restock(full_pool: CardPool) -> None:
    """restock (Tsen Shang, pool card: "{T}: Restock a card from your hand and draw a card. Use this ability only
    during your Draw phase."): the Mission card goes from Brian's hand to his Stockpile (rulebook p.33, Glossary:
    Restock), then he draws one: the Draw phase's 2 cards, +1, -1."""
    cards = {"tsen": {"owner": "Brian", "card": "Tsen Shang"}, "trick": mission_card("Brian", "", "Trick")}
    action = {"by": "Brian", "use": "ability", "card": "tsen", "choose": ["trick"]}
    result = turn(cards, action, "draw", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["trick"]["zone"] == "stockpile" and outcome["cards"]["tsen"]["tapped"]
    assert outcome["stockpiles"]["Brian"] == 20 - 2 + 1 - 1
    assert {RESTOCK, t.DRAW} <= traced(result)


def test_chandrasekhar_kurita_restocks_a_card_of_the_hand(full_pool: CardPool) -> None:
    """restock, "Restock a card" (Chandrasekhar Kurita's second ability, pool card): a card of Brian's hand goes to
    the Stockpile, one card more there."""
    cards = {"kurita": {"owner": "Brian", "card": "Chandrasekhar Kurita"}, "trick": mission_card("Brian", "", "Trick")}
    action = {"by": "Brian", "use": "ability 2", "card": "kurita", "choose": ["trick"]}
    result = turn(cards, action, "deploy", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["trick"]["zone"] == "stockpile" and only(result)["stockpiles"]["Brian"] == 21


@pytest.mark.parametrize(
    ("choose", "said"),
    [([], "say which card"), (["theirs"], "is not Brian's"), (["gone"], "is not in Brian's hand")],
)
def test_restock_needs_a_card_of_your_hand(full_pool: CardPool, choose: list[str], said: str) -> None:
    """Strict mode: no card chosen, an opponent's card, a card in the Scrapheap: a violation, nothing changes."""
    cards = {
        "kurita": {"owner": "Brian", "card": "Chandrasekhar Kurita"},
        "theirs": mission_card("Melissa", "", "Theirs"),
        "gone": {**mission_card("Brian", "", "Gone"), "zone": "scrapheap"},
    }
    action = {"by": "Brian", "use": "ability 2", "card": "kurita", "choose": choose}
    result = turn(cards, action, "deploy", full_pool)
    assert not result["legal"] and said in result["violations"][0]["message"]
    assert only(result)["stockpiles"]["Brian"] == 20 and not only(result)["cards"]["kurita"]["tapped"]


def test_restock_a_card_chosen_in_play_is_refused_not_guessed(full_pool: CardPool) -> None:
    """ "Restock a card" choosing a card in play: the rules documents restock from the hand; refused, not guessed."""
    cards = {"kurita": {"owner": "Brian", "card": "Chandrasekhar Kurita"}, "raider": unit("Brian", "fast")}
    action = {"by": "Brian", "use": "ability 2", "card": "kurita", "choose": ["raider"]}
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*in play"):
        turn(cards, action, "deploy", full_pool)


def test_the_restock_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


MALLORY = "{T}: Look at an opponent's hand and choose a card in it. That opponent restocks that card."


def test_restock_that_card_chosen_from_an_opponents_hand_rulebook_glossary_restock() -> None:
    """restock of "that card" just chosen from a hand (Alex Mallory's kind, invented words): Melissa restocks the
    card Brian chose from her hand (rulebook Glossary, Restock: the bottom of her own Stockpile), 21 cards in it, the
    card chosen one of them; a card of Brian's own hand is no choice (a violation)."""

    def use(chosen: str) -> dict[str, Any]:
        doc = {
            "game": "bttcg",
            "phase": "missions",
            "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
            "cards": {
                "alex": {"owner": "Brian", "command": {"name": "Alex", "text": MALLORY}},
                "secret": {"owner": "Melissa", "command": {"name": "Secret"}, "zone": "hand"},
                "mine": {"owner": "Brian", "command": {"name": "Mine"}, "zone": "hand"},
            },
            "actions": [{"by": "Brian", "use": "ability", "card": "alex", "choose": [chosen]}],
        }
        return answer(yaml.safe_dump(doc, sort_keys=False))

    result = use("secret")
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["secret"]["zone"] == "stockpile" and outcome["stockpiles"] == {"Brian": 20, "Melissa": 21}
    assert any("Melissa restocks Secret" in step["text"] for step in result["trace"])
    wrong = use("mine")
    assert not wrong["legal"] and only(wrong)["cards"]["mine"]["zone"] == "hand"
