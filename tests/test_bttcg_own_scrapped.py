"""What a card does when it is itself scrapped in a battle ("When Bramble is scrapped, draw two cards."):
judge/bttcg/own_scrapped.py. Rulebook p.9 (the card's text makes the exception), p.29-30 (damage resolves at the end
of the battle, scrapping the cards it destroys), Object of the Game (each player draws from his or her own
Stockpile). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

ATTACK = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["wall"]}


def _fight(text: str, structure: int, actions: list[Any] | None = None) -> dict[str, Any]:
    cards = {
        "a1": unit("Brian", "fast", attack=4, structure=9),
        "wall": unit("Melissa", "fast", attack=0, structure=structure, text=text, name="Wall"),
        "axe": mission_card("Brian", "Scrap target blocking Unit.", "Axe"),
    }
    return battle(cards, ATTACK, actions or [{"by": "Brian", "assign": "a1", "to": {"wall": 4}}], stockpiles=(9, 9))


def test_a_unit_scrapped_by_damage_draws_rulebook_p29_resolving_damage() -> None:
    """rulebook p.29-30: 4 damage scraps the blocker (structure 4) as damage resolves: "When Wall is scrapped, draw
    two cards." takes two cards off its controller's (Melissa's) Stockpile; with structure 5 it survives: no draw."""
    text = "When Wall is scrapped, draw two cards."
    scrapped = only(_fight(text, 4))
    assert scrapped["cards"]["wall"]["zone"] == "scrapheap"
    assert scrapped["stockpiles"] == {"Brian": 9, "Melissa": 9 - 2}
    survived = only(_fight(text, 5))
    assert survived["stockpiles"] == {"Brian": 9, "Melissa": 9}


def test_a_unit_scrapped_by_an_effect_draws_rulebook_p9() -> None:
    """rulebook p.9, p.32: scrapped by a Mission card during the battle, the Unit's ability happens as well: "When
    this card is scrapped, your opponent draws a card." (the opponent of its controller: Brian)."""
    text = "When this card is scrapped, your opponent draws a card."
    result = _fight(text, 9, [{"by": "Melissa", "pass": True}, {"by": "Brian", "play": "axe", "choose": ["wall"]}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["wall"]["zone"] == "scrapheap"
    assert only(result)["stockpiles"] == {"Brian": 9 - 1, "Melissa": 9 - 4}


def test_other_effects_when_a_card_is_scrapped_are_refused() -> None:
    """ "When Wall is scrapped, you may return it to your hand.": not executed yet: refused, never dropped."""
    with pytest.raises(ScenarioError, match="not answered by this version"):
        _fight("When Wall is scrapped, you may return it to your hand.", 4)


def test_a_mission_card_scraps_an_opposing_unit_in_the_battle_rulebook_p32() -> None:
    """rulebook p.32 ("Some Mission cards scrap a Unit ...: it drops out of the picture completely"): "Target Vehicle
    in the battle is scrapped." scraps Melissa's blocking Vehicle; one outside the battle cannot be chosen."""
    cards = {
        "a1": unit("Brian", "fast", attack=0, structure=9),
        "tank": unit("Melissa", "fast", attack=0, structure=9, type="vehicle"),
        "home": unit("Melissa", "slow", attack=0, structure=9, type="vehicle"),
        "axe": mission_card("Brian", "Target Vehicle in the battle is scrapped.", "Axe"),
    }
    mission = {**ATTACK, "blockers": ["tank"]}

    def play(pick: str) -> dict[str, Any]:
        return battle(
            cards, mission, [{"by": "Melissa", "pass": True}, {"by": "Brian", "play": "axe", "choose": [pick]}]
        )

    result = play("tank")
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["tank"]["zone"] == "scrapheap"
    assert not play("home")["legal"]
