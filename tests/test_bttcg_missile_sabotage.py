"""Missiles turned on the 'Mech that fired them (judge/bttcg/missile_sabotage.py, judge/bttcg/reactions.py): Sabotaged
Missiles, revealed as a 'Mech assigns missiles: those missiles deal twice their damage to that 'Mech, none to their
targets; its player draws. Rulebook p.9 (a card's text makes the exception), p.20 (a card under construction may be
revealed), p.25 (scrapped as it is revealed), p.29-31 (damage at once, missiles rolled then: 1-2 deal that much). Inline
cards are invented; the pool card is read in place (skipped without ../shared)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.missile_sabotage import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, traced, unit

SITE = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
FIRE = {"by": "Brian", "use": "Missile", "unit": "raider", "at": {"Melissa.stockpile": 1}}
REVEAL = {"by": "Melissa", "reveal": "jam"}
HIT = {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 2}}


def _cards(pool: CardPool, jam: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    card = pool.lookup("Sabotaged Missiles", "bttcg")  # its text read in place, on an inline card
    assert isinstance(card, BtCard) and card.text
    return {
        "raider": unit("Brian", "fast", attack=2, structure=9, text="Missile 1"),
        "jam": jam
        or {
            "owner": "Melissa",
            "command": {"name": "Sabotaged Missiles", "keywords": ["Subterfuge"], "text": card.text},
            "zone": "construction",
        },
        **more,
    }


def test_missiles_deal_double_damage_to_their_mech_sabotaged_missiles_rulebook_p9_p31(full_pool: CardPool) -> None:
    """The Raider fires 1 missile at Melissa's Stockpile; Melissa reveals Jam: the missile's roll (1: 1, 2: 2, 3-6:
    none; rulebook p.31) is dealt twice to the Raider, not to the Stockpile, which receives the Raider's 2 damage and
    loses the card Melissa draws (rulebook p.29); Jam is scrapped as it is revealed (p.25)."""
    result = battle(_cards(full_pool), SITE, [FIRE, REVEAL, HIT], assets=("", ""))
    assert result["legal"], result["violations"]
    by_damage = {o["cards"]["raider"]["damage"]: Fraction(o["probability"]) for o in result["outcomes"]}
    assert by_damage == {0: Fraction(2, 3), 2: Fraction(1, 6), 4: Fraction(1, 6)}
    assert all(o["stockpiles"]["Melissa"] == 27 for o in result["outcomes"])
    assert all(o["cards"]["jam"]["zone"] == "scrapheap" for o in result["outcomes"])
    assert CARDS_MAKE_EXCEPTIONS in traced(result)
    fixed = only(battle(_cards(full_pool), SITE, [FIRE, REVEAL, HIT], dice=[2], assets=("", "")))
    assert fixed["cards"]["raider"]["damage"] == 4


def test_reveal_answering_no_missiles_is_a_violation_rulebook_p9(full_pool: CardPool) -> None:
    """Revealed when no 'Mech has just assigned missiles: a violation, nothing happens."""
    result = battle(_cards(full_pool), SITE, [HIT, REVEAL], dice=[1], assets=("", ""))
    assert not result["legal"] and "assigns missiles" in result["violations"][0]["message"]


def test_anti_missile_in_the_battle_is_refused(full_pool: CardPool) -> None:
    """With Anti-Missile in the battle, whose group's Anti-Missile reaches missiles hitting their own firer is not
    written: refused out loud."""
    cards = _cards(full_pool, guard=unit("Melissa", "fast", attack=1, text="Anti-Missile"))
    mission = {**SITE, "blockers": ["guard"]}
    fire = {**FIRE, "at": {"guard": 1}}
    with pytest.raises(ScenarioError, match=r"not answered by this version: Sabotaged Missiles: .*Anti-Missile"):
        battle(cards, mission, [fire, REVEAL], assets=("", ""))


def test_sabotaged_missiles_pool_card(full_pool: CardPool) -> None:
    """Sabotaged Missiles read in place: the missile's 2 is dealt twice to the Raider."""
    cards = _cards(full_pool, {"owner": "Melissa", "card": "Sabotaged Missiles", "zone": "construction"})
    result = only(battle(cards, SITE, [FIRE, REVEAL, HIT], dice=[2], assets=("", ""), pool=full_pool))
    assert result["cards"]["raider"]["damage"] == 4


def test_sabotaged_missiles_is_executed_in_the_pool(current_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): Sabotaged Missiles (pool card) has every ability executed."""
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "Sabotaged Missiles")
    assert not card_refusals(face_of_pool_card(card)).refused


def test_the_knowledge_base_resolves_the_missile_sabotage_rules() -> None:
    """Every rule id cited by missile_sabotage resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
