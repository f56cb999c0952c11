"""Command cards watching the cards battle damage scraps from a Stockpile (judge/bttcg/stockpile_scrapped.py; issue
17: every card does what it says): rulebook p.29-30, "If your Stockpile is damaged, scrap a number of cards from it
equal to the amount of damage that got through"; the cards are unnamed, so the answer never names them. Pool cards
read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

UNBLOCKED = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}


def _attack(pool: CardPool, watcher: str, owner: str, stockpile: int = 10, **more: Any) -> dict[str, Any]:
    cards = {"raider": unit("Brian", "fast", attack=3, structure=5), "watcher": {"owner": owner, "card": watcher}}
    cards.update(more)
    return battle(cards, UNBLOCKED, stockpiles=(10, stockpile), pool=pool)


def _said(result: dict[str, Any], name: str) -> list[str]:
    return [step["text"] for step in result["trace"] if step["text"].startswith(name)]


def test_scrapped_from_stockpile_into_hand_rulebook_p29(current_pool: CardPool) -> None:
    """scrapped (from a Stockpile): Ghost Bear High Command (pool card, read in place), Melissa's: the cards other
    than Resource or Unit cards scrapped from her Stockpile go to her hand. Brian's 3 damage to her Stockpile scraps 3
    cards (rulebook p.29-30): her Stockpile has 7 left whatever they are, and the trace says those other than
    Resource or Unit cards go to her hand, naming none. A named card of her Stockpile (one of those scrapped,
    maybe) is refused; Brian's Ghost Bear High Command does nothing for Melissa's Stockpile."""
    result = _attack(current_pool, "Ghost Bear High Command", "Melissa")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {"Brian": 10, "Melissa": 7}
    [said] = _said(result, "Ghost Bear High Command")
    assert "3 card(s) scrapped from Melissa's Stockpile" in said and "other than Resource or Unit" in said
    assert "hand" in said
    assert not _said(_attack(current_pool, "Ghost Bear High Command", "Brian"), "Ghost Bear High Command")
    named = {"owner": "Melissa", "command": {"name": "Supply Cache"}, "zone": "stockpile"}
    with pytest.raises(ScenarioError, match="which cards go is not known"):
        _attack(current_pool, "Ghost Bear High Command", "Melissa", named=named)


def test_resources_for_each_card_scrapped_from_opponents_stockpile_rulebook_p29(current_pool: CardPool) -> None:
    """scrapped (each from the opponent's Stockpile), at_the_beginning: Hanse Davion - The Fox, Brian's: "For each
    Resource card scrapped from opponent's Stockpile, gain one resource at the beginning of your next Deploy phase."
    The 3 cards Brian's damage scraps from Melissa's Stockpile (rulebook p.29-30) are unnamed: the trace says Brian
    gains one resource then for each Resource card among them, without a count it cannot know."""
    result = _attack(current_pool, "Hanse Davion - The Fox", "Brian")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 7
    [said] = _said(result, "Hanse Davion - The Fox")
    assert "Brian gains 1 resource(s) at the beginning of Brian's next Deploy phase for each Resource card" in said
    assert "3 card(s) scrapped from Melissa's Stockpile" in said


def test_scrapped_from_stockpile_into_hand_instead_victory_conditions(current_pool: CardPool) -> None:
    """scrapped ... instead, choose, scrap: St. Ives Salvage Crew (pool card, read in place), Melissa's: the cards
    scrapped from her Stockpile go to her hand instead, then she chooses as many cards of her hand to scrap. The cards
    leave her Stockpile all the same (7 left); a Stockpile run out by the damage is still her loss (CE General
    Rulings: Victory Conditions). With a card the scenario names in her hand, which cards she scraps is her choice,
    which the scenario cannot give as damage resolves: refused."""
    result = _attack(current_pool, "St. Ives Salvage Crew", "Melissa")
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 7
    [said] = _said(result, "St. Ives Salvage Crew")
    assert "go to Melissa's hand instead" in said and "scraps 3 card(s) of the hand" in said
    assert only(_attack(current_pool, "St. Ives Salvage Crew", "Melissa", stockpile=2))["winner"] == "Brian"
    cover = mission_card("Melissa", "Prevent 1 damage to target 'Mech.", "Cover")
    with pytest.raises(ScenarioError, match="cannot give that choice"):
        _attack(current_pool, "St. Ives Salvage Crew", "Melissa", cover=cover)
