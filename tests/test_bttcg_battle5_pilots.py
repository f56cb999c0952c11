"""Pilots of the older printings and the continuous abilities of Command cards in a battle (issue 17: every card
does what it says), one scenario test per rule, citing it. Pool cards are read in place (skipped without
../shared), else invented inline cards."""

from __future__ import annotations

from judge.pool import CardPool
from tests.bttcg_helpers import battle, only, unit

BLOCKED = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}


def _dest(pool: CardPool, dice: list[int] | None) -> dict[str, object]:
    cards = {
        "raider": unit("Brian", "fast", attack=1, structure=3),
        "dest": {"owner": "Brian", "card": "DEST Pilot", "on": "raider"},
        "guard": unit("Melissa", "fast", attack=9, structure=20),
    }
    return battle(cards, BLOCKED, dice=dice, assets=("", ""), pool=pool)


def test_dest_pilot_is_a_pilot_rulebook_p40(current_pool: CardPool) -> None:
    """DEST Pilot (pool card, read in place; its keyword line in the pool lacks Pilot): rulebook p.40, Playing with
    Older Card Printings, table "Pilots", names it a Pilot. On Brian's 'Mech it gives +2 attack and +1 initiative
    (rulebook p.26: a Pilot affects the battle through its 'Mech) and, its 'Mech scrapped as damage resolves
    (rulebook p.30), "roll a die: 1-4, no effect; 5-6, return DEST Pilot to your hand"."""
    result = _dest(current_pool, [6])
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 1, "Melissa": 0}  # no Tactics: DEST Pilot's +1
    cards = only(result)["cards"]
    assert cards["guard"]["damage"] == 1 + 2
    assert cards["raider"]["zone"] == "scrapheap" and cards["dest"]["zone"] == "hand"
    assert only(_dest(current_pool, [3]))["cards"]["dest"]["zone"] == "scrapheap"


def test_command_card_initiative_modifier_rulebook_p26(current_pool: CardPool) -> None:
    """Takashi Kurita (pool card, read in place; not a Pilot): "+1 initiative". Rulebook p.26: "All Command cards can
    affect the battle, except for Enhancements and Pilots"; "Your total initiative score is equal to your base
    initiative plus all initiative modifiers provided by all your cards that can affect the battle": +1 to its
    controller's score in a battle, attacking, or defending as the target attacked."""
    cards = {
        "raider": unit("Brian", "fast", attack=1, structure=3),
        "guard": unit("Melissa", "fast", attack=1, structure=20),
        "takashi": {"owner": "Brian", "card": "Takashi Kurita"},
    }
    result = battle(cards, BLOCKED, assets=("", ""), pool=current_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 1, "Melissa": 0}
    cards["takashi"] = {"owner": "Melissa", "card": "Takashi Kurita"}  # the attack limit aside: its target
    attacked = {"attacker": "Brian", "group": ["raider"], "target": "takashi", "blockers": ["guard"]}
    result = battle(cards, attacked, assets=("", ""), pool=current_pool)
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"] == {"Brian": 0, "Melissa": 1}
