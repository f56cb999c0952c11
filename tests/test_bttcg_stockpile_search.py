"""Searching a Stockpile for a card put into its owner's hand during the turn (``search``,
judge/bttcg/stockpile_search.py): the card found is the player's choice (``choose``), one of the cards the scenario
lists in that Stockpile, never guessed; it leaves the Stockpile (Glossary: Stockpile) for the hand (rulebook p.14,
Playing Area). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

from judge.bttcg import turn_rules as t
from judge.bttcg.show import SHOW
from judge.bttcg.stockpile_search import RULE_IDS
from judge.bttcg.turn_moves import HAND_AND_SCRAPHEAP
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import only, traced
from tests.test_bttcg_restock import turn

SUMMONS = (
    "{T}: Search your Stockpile and choose a ComStar card. Put that card in your hand. Shuffle your Stockpile "
    "afterwards."
)
"""First Circuit Summons' ability (its Mercenaries printing), without its timing, on an invented card."""


def _cards(keywords: list[str], kind: str = "command", zone: str = "stockpile", owner: str = "Brian") -> Any:
    found: dict[str, Any] = {"name": "Acolyte", "keywords": keywords} if kind == "command" else {"name": "Acolyte"}
    if kind == "unit":
        found = {"type": "mech", "speed": "slow", "attack": 2, "armor": 0, "structure": 3, "keywords": keywords}
    return {
        "summons": {"owner": "Brian", "command": {"name": "Summons", "text": SUMMONS}},
        "acolyte": {"owner": owner, kind: found, "zone": zone},
    }


def _use(*choose: str) -> dict[str, Any]:
    return {"by": "Brian", "use": "ability", "card": "summons", "choose": list(choose)}


def test_search_stockpile_for_a_card_into_the_hand_glossary_stockpile() -> None:
    """search: "Search your Stockpile and choose a ComStar card. Put that card in your hand. Shuffle your Stockpile
    afterwards." The ComStar card Brian chooses goes from his Stockpile (20 cards, one fewer: Glossary, Stockpile)
    into his hand (rulebook p.14, Playing Area); the ability's {T} is paid. The shuffle changes nothing the answer
    holds."""
    result = turn(_cards(["ComStar"]), _use("acolyte"), "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["acolyte"]["zone"] == "hand" and outcome["cards"]["summons"]["tapped"]
    assert outcome["stockpiles"] == {"Brian": 19, "Melissa": 20}
    assert {t.STOCKPILE, HAND_AND_SCRAPHEAP} <= traced(result)
    assert "finds Acolyte (19 card(s) left, shuffled)" in " ".join(step["text"] for step in result["trace"])


def test_search_strict_mode_no_card_named_or_one_that_does_not_fit() -> None:
    """Strict mode (scenario format): the card found is the player's choice, never guessed. No card in ``choose``,
    a card that is not ComStar, a ComStar card of the hand or of the opponent's Stockpile: a violation, nothing
    changes (the Summons stays untapped, the Stockpile keeps its 20 cards)."""
    cases = [
        (_cards(["ComStar"]), _use(), "say which card of Brian's Stockpile is found"),
        (_cards(["Mercenary"]), _use("acolyte"), "it is not a ComStar card"),
        (_cards(["ComStar"], zone="hand"), _use("acolyte"), "it is not in Brian's Stockpile"),
        (_cards(["ComStar"], owner="Melissa"), _use("acolyte"), "it is not in Brian's Stockpile"),
    ]
    for cards, use, message in cases:
        result = turn(cards, use, "deploy", None)  # type: ignore[arg-type]
        assert [v["action"] for v in result["violations"]] == [0], result["violations"]
        assert message in result["violations"][0]["message"]
        outcome = only(result)
        assert not outcome["cards"]["summons"]["tapped"] and outcome["stockpiles"]["Brian"] == 20
        assert outcome["cards"]["acolyte"]["zone"] == cards["acolyte"]["zone"]


def test_search_other_than_a_unit_first_circuit_summons_ce(full_pool: CardPool) -> None:
    """First Circuit Summons (pool card, read in place; its Commander's Edition printing reads "Search your Stockpile
    for any ComStar card other than a Unit", the CE rulings' errata): a ComStar 'Mech is not found (a violation);
    a ComStar Command card is, in the Deploy phase only."""
    cards = _cards(["ComStar"], kind="unit")
    cards["summons"] = {"owner": "Brian", "card": "First Circuit Summons (CE)"}
    unit = turn(cards, _use("acolyte"), "deploy", full_pool)
    assert "it is a Unit" in unit["violations"][0]["message"]
    cards["acolyte"] = _cards(["ComStar"])["acolyte"]
    found = turn(cards, _use("acolyte"), "deploy", full_pool)
    assert found["legal"], found["violations"]
    assert only(found)["cards"]["acolyte"]["zone"] == "hand" and only(found)["stockpiles"]["Brian"] == 19
    late = turn(cards, _use("acolyte"), "repair", full_pool)
    assert "only during Brian's Deploy phase" in late["violations"][0]["message"]


def test_search_show_that_card_mercenary_commission_contacts_glossary_show(full_pool: CardPool) -> None:
    """Mercenary Commission Contacts (pool card, read in place): "Search your Stockpile for a Mercenary card, show
    that card to all players, and put it in your hand." The card is shown (Glossary: Show, nothing changes) and goes
    into the hand; the last card of a Stockpile found so ends the game (CE General Rulings: Victory)."""
    cards = _cards(["Mercenary"])
    cards["summons"] = {"owner": "Brian", "card": "Mercenary Commission Contacts"}
    result = turn(cards, _use("acolyte"), "deploy", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["acolyte"]["zone"] == "hand"
    assert SHOW in traced(result)
    assert "shows Acolyte to all players" in " ".join(step["text"] for step in result["trace"])


def test_the_stockpile_search_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
