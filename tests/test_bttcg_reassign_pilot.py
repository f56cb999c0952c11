"""A Pilot reassigned by a Mission card during a battle (judge/bttcg/reassign_pilot.py; issue 17: every card does
what it says): Reassigned Pilot and Kell Hound Pilot read in place from the pool (skipped without ../shared), the
'Mechs invented inline. Rulebook p.32 (Mission cards affect the Units in the battle and the target), p.28 (an attack
changed after assigning), CE rulings and 1997 rulings, Reassigning Pilots."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import turn_rules as t
from judge.bttcg.reassign_pilot import RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, rules_of, unit

_MISSION = {
    "attacker": "Brian",
    "group": ["raider"],
    "target": "sunder",
    "blockers": ["guard"],
    "include_target": True,
}


def _reassigned(
    pool: CardPool, choose: list[str], dice: list[int], guard_to: int = 3, more: dict[str, Any] | None = None
) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "sunder": unit("Melissa", "slow", attack=0, structure=9),
        "kell": {"owner": "Melissa", "card": "Kell Hound Pilot", "on": "sunder"},  # +1 initiative, +1 attack
        "guard": unit("Melissa", "fast", attack=2, structure=9),
        "other": unit("Melissa", "fast", attack=2, structure=9),
        "card": {"owner": "Melissa", "card": "Reassigned Pilot"},
        **(more or {}),
    }
    actions = [
        {"by": "Brian", "assign": "raider", "to": {"guard": 3}},
        {"by": "Melissa", "play": "card", "choose": choose},
        {"by": "Melissa", "assign": "guard", "to": {"raider": guard_to}},
    ]
    return battle(cards, _MISSION, actions, dice=dice, assets=("", "T"), pool=pool)  # Melissa wins initiative


def test_reassign_pilot_moves_its_bonus_to_the_other_mech_rulebook_p32_ce_rulings_reassigning_pilots(
    current_pool: CardPool,
) -> None:
    """reassign_pilot: Reassigned Pilot: "Roll a die: 1-3, reassign a pilot from one of your untapped 'Mechs to
    another one of your 'Mechs; 4-6, ... and return Reassigned Pilot to your hand after mission." The die rolls 2:
    Kell Hound Pilot leaves the untapped target (in the battle) for the unpiloted blocker, whose attack becomes 3
    (its +1 attack), all dealt to raider; the card goes to the Scrapheap. On a 5 it returns to the hand."""
    result = _reassigned(current_pool, ["sunder", "guard"], [2])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 3
    assert cards["card"]["zone"] == "scrapheap"
    again = _reassigned(current_pool, ["sunder", "guard"], [5])
    assert again["legal"], again["violations"]
    assert only(again)["cards"]["card"]["zone"] == "hand"


def test_reassign_pilot_needs_a_piloted_source_and_an_unpiloted_mech_ce_rulings_reassigning_pilots(
    current_pool: CardPool,
) -> None:
    """The first 'Mech is one of the player's untapped 'Mechs in the battle with a Pilot, the second another,
    unpiloted 'Mech in the battle (rulebook p.32; CE rulings, Reassigning Pilots: one Pilot to a 'Mech): a tapped
    blocker as the first, the same 'Mech twice, a 'Mech outside the battle as the second, a first 'Mech with no Pilot
    and a second one already piloted are violations; the blocker's attack stays 2 (3 assigned is then too much)."""
    for choose in (["guard", "sunder"], ["sunder", "sunder"], ["sunder", "other"]):
        result = _reassigned(current_pool, choose, [2], guard_to=2)
        assert not result["legal"], choose
    moved = {"kell": {"owner": "Melissa", "card": "Kell Hound Pilot", "on": "other"}}
    no_pilot = _reassigned(current_pool, ["sunder", "guard"], [2], guard_to=2, more=moved)
    assert not no_pilot["legal"] and t.REASSIGN_PILOTS in rules_of(no_pilot)
    second = {"kell2": {"owner": "Melissa", "card": "Kell Hound Pilot", "on": "guard"}}
    piloted = _reassigned(current_pool, ["sunder", "guard"], [2], more=second)
    assert not piloted["legal"] and t.REASSIGN_NEEDS_UNPILOTED_MECH in rules_of(piloted)


def test_reassign_pilot_changing_initiative_is_refused_ce_rulings_resolving_initiative(current_pool: CardPool) -> None:
    """The target left out of the battle (``include_target: false``) is still a card a Mission card may affect
    (rulebook p.32), but its Pilot does not count towards initiative; moved onto the blocker it would (glossary,
    Initiative), changing initiative after it was determined: refused out loud (not answered), never judged as if
    initiative stayed."""
    cards_mission = dict(_MISSION, include_target=False)
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "sunder": unit("Melissa", "slow", attack=0, structure=9),
        "kell": {"owner": "Melissa", "card": "Kell Hound Pilot", "on": "sunder"},
        "guard": unit("Melissa", "fast", attack=2, structure=9),
        "card": {"owner": "Melissa", "card": "Reassigned Pilot"},
    }
    actions = [{"by": "Melissa", "play": "card", "choose": ["sunder", "guard"]}]
    with pytest.raises(ScenarioError, match=r"not answered by this version.*initiative"):
        battle(cards, cards_mission, actions, dice=[2], assets=("", "T"), pool=current_pool)


def test_reassign_pilot_rule_ids_resolve() -> None:
    """Every rule id reassign_pilot.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
