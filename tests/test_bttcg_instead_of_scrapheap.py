"""A card restocked instead of going to the Scrapheap from play (judge/bttcg/instead_of_scrapheap.py): rulebook
glossary p.33 (Restock: the bottom of the Stockpile), p.9 (a card's text makes the exception). Invented inline
cards."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.instead_of_scrapheap import RULE_IDS
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, only, traced, unit

CONTRACT = (
    "If Reserve Contract goes into your Scrapheap from play, restock it instead. "
    "{T}: Choose one of your Units. That Unit gets +4 armor. If that Unit receives 6 or more damage, scrap this card. "
    "Use this ability only during a mission."
)


def test_instead_of_scrapheap_restocks_a_card_a_battle_scraps_rulebook_glossary_restock() -> None:
    """instead_of_scrapheap: the guard receives 6 damage, so the contract would be scrapped (its own rider): it is
    restocked instead, at the bottom of Melissa's Stockpile (one card more there)."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=6, structure=20),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "contract": {"owner": "Melissa", "command": {"name": "Reserve Contract", "text": CONTRACT}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    result = battle(cards, mission, [{"by": "Melissa", "use": "ability", "card": "contract", "choose": ["guard"]}])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["contract"]["zone"] == "stockpile" and outcome["stockpiles"]["Melissa"] == 31
    assert set(RULE_IDS) <= traced(result)


def test_instead_of_scrapheap_outside_a_battle_is_refused() -> None:
    """Scrapped during the turn (a card's ability scrapping it): the engine does not move it there yet: refused,
    never answered with the card in the Scrapheap."""
    scrapper = "{T}: Scrap a Command card. Use this ability during your Deploy phase."
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "deploy",
        "cards": {
            "contract": {"owner": "Brian", "command": {"name": "Reserve Contract", "text": CONTRACT}},
            "wrecker": {"owner": "Brian", "command": {"name": "Wrecker", "text": scrapper}},
        },
        "actions": [{"by": "Brian", "use": "ability", "card": "wrecker", "choose": ["contract"]}],
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Reserve Contract: .*restocks it instead"):
        answer(yaml.safe_dump(doc, sort_keys=False))


def test_the_instead_of_scrapheap_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
