"""Damage to every Stockpile multiplied until the end of the game, begun as a card's last counter is removed
(judge/bttcg/game_multipliers.py, judge/bttcg/counters.py): Accelerate Conflict (pool card, read in place; skipped
without ../shared), in substance: once its last operation counter is removed, the card is scrapped and all damage
to every Stockpile is doubled for the rest of the game. Rulebook p.29 (a Stockpile loses a card for
each point of damage), Glossary: Untap phase (the beginning of the turn, when its counter is removed)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.game_multipliers import RULE_IDS
from judge.pool import CardPool
from tests.bttcg_helpers import answer, only, traced

BOMB = "Scrap this card when it is revealed. Deal 3 damage to one site."


def _turn(pool: CardPool, operation: int) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20, "assets": ["L"]}, "Melissa": {"stockpile": 20}},
        "phase": "untap",
        "cards": {
            "ac": {"owner": "Brian", "card": "Accelerate Conflict", "other_counters": {"operation": operation}},
            "bomb": {"owner": "Brian", "command": {"name": "Bomb", "cost": "0", "text": BOMB}, "zone": "construction"},
        },
        "actions": [
            {"by": "Brian", "phase": "deploy"},
            {"by": "Brian", "activate": "bomb", "choose": ["Melissa.stockpile"]},
        ],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_last_counter_removed_doubles_stockpile_damage_until_end_of_game_rulebook_p29(full_pool: CardPool) -> None:
    """Accelerate Conflict's last operation counter is removed at the beginning of Brian's turn: it is scrapped, and
    the invented Bomb's 3 damage to Melissa's Stockpile is doubled in his Deploy phase (6 cards). With 2 counters,
    one is removed, nothing is doubled (3 cards)."""
    result = _turn(full_pool, 1)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["ac"]["zone"] == "scrapheap"
    assert outcome["stockpiles"]["Melissa"] == 14
    assert set(RULE_IDS) <= traced(result)
    result = _turn(full_pool, 2)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 17
    assert only(result)["cards"]["ac"]["other_counters"] == {"operation": 1}
