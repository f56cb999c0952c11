"""Effects for each counter removed, in a battle (judge/bttcg/counters_removed.py; rulebook p.19, Glossary: Counter;
p.27, Determine who wins initiative): Davion High Command (pool card, read in place; skipped without ../shared)
in substance: tap it and remove as many innovation counters as its player likes, for that much initiative; use this
ability only during a mission."."""

from __future__ import annotations

from typing import Any

from judge.bttcg.counters import COUNTER
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.pool import CardPool
from tests.bttcg_helpers import battle, only, traced, unit

MISSION = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}


def _cards(innovation: int) -> dict[str, Any]:
    return {
        "raider": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "fast", attack=3, structure=9),
        "dhc": {
            "owner": "Melissa",
            "card": "Davion High Command",
            "zone": "command_post",
            "other_counters": {"innovation": innovation},
        },
    }


def _use(amounts: dict[str, int] | None) -> list[dict[str, Any]]:
    action: dict[str, Any] = {"by": "Melissa", "use": "ability", "card": "dhc", "choose": ["wall"]}
    if amounts is not None:
        action["amounts"] = amounts
    return [action]


def test_per_counter_removed_that_much_initiative_rulebook_glossary_counter_p27(full_pool: CardPool) -> None:
    """per_counter_removed in a battle: Melissa, losing initiative on the tie (ties go to the attacker, rulebook
    p.27), taps Davion High Command and removes 2 of its 3 innovation counters: +2 initiative, 3 against 1, and she
    wins initiative; 1 counter is left and the card is tapped."""
    result = battle(_cards(3), MISSION, _use({"dhc": 2}), pool=full_pool)
    assert result["legal"], result["violations"]
    texts = [step["text"] for step in result["trace"]]
    assert any("Melissa wins initiative (Brian 1, Melissa 3)" in t for t in texts), texts
    state = only(result)["cards"]["dhc"]
    assert state["other_counters"] == {"innovation": 1} and state["tapped"]
    assert COUNTER in traced(result)


def test_per_counter_removed_how_many_is_the_players_choice_strict_mode(full_pool: CardPool) -> None:
    """ "any number" is the player's choice (scenario-format.md: choices in ``amounts``, strict mode): none given, or
    more than the card has, is a violation and no counter is removed."""
    for amounts in (None, {"dhc": 4}):
        result = battle(_cards(3), MISSION, _use(amounts), pool=full_pool)
        assert not result["legal"]
        assert "innovation" in result["violations"][0]["message"]
        assert only(result)["cards"]["dhc"]["other_counters"] == {"innovation": 3}


def test_davion_high_command_is_executed_in_the_coverage(full_pool: CardPool) -> None:
    """Issue 17 (coverage tells the truth): every ability of Davion High Command is executed now."""
    card = full_pool.lookup("Davion High Command", "bttcg")
    assert isinstance(card, BtCard)
    assert card_refusals(face_of_pool_card(card)).refused == []
