"""``If that Unit receives 5 or more damage, scrap this card`` (judge/bttcg/scrap_if_damaged.py; the Mercenary
Contracts' wording, on an invented card): checked when damage resolves, on the damage received before prevention and
armor (rulebook p.29-30, the Sunder example: "Of the 14 damage received by the Sunder, 2 is prevented ..., and its
armor subtracts another 3")."""

from __future__ import annotations

from typing import Any

from judge.bttcg.scrap_if_damaged import RECEIVED_BEFORE_PREVENTION, RULE_IDS
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, only, traced, unit

CONTRACT = (
    "{T}: Choose one of your Units. That Unit gets +4 armor. If that Unit receives 5 or more damage, scrap this card. "
    "Use this ability only during a mission."
)


def fight(attack: int) -> dict[str, Any]:
    """Melissa's guard blocks Brian's raider (attack ``attack``); Melissa uses the contract on the guard."""
    cards = {
        "raider": unit("Brian", "fast", attack=attack, structure=20),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "contract": {"owner": "Melissa", "command": {"name": "Contract", "text": CONTRACT}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    actions = [{"by": "Melissa", "use": "ability", "card": "contract", "choose": ["guard"]}]
    return battle(cards, mission, actions)


def test_scrap_if_damaged_counts_damage_received_before_armor_rulebook_p30() -> None:
    """scrap_if_damaged: the guard receives 5 damage; its +4 armor stops 4 (1 damage counter), but it received 5,
    so the contract is scrapped when damage resolves."""
    result = fight(5)
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert states["guard"]["damage"] == 1 and states["contract"]["zone"] == "scrapheap"
    assert RECEIVED_BEFORE_PREVENTION in traced(result)


def test_scrap_if_damaged_below_the_threshold_keeps_the_card() -> None:
    """4 damage received: below 5, the contract stays (tapped: its {T} was paid)."""
    states = only(fight(4))["cards"]
    assert states["guard"]["damage"] == 0
    assert states["contract"]["zone"] == "command_post" and states["contract"]["tapped"]


def test_the_scrap_if_damaged_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
