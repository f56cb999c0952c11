"""The selector refinements of :mod:`judge.bttcg.refinements_more` (gramB7, issue 18 item 3 f), each in a battle with
an invented card: the card a refinement excludes is an illegal choice, the one it admits takes the effect."""

from __future__ import annotations

from typing import Any

import pytest

from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "victim"}


def _play(text: str, chosen: str, by: str = "Brian", **cards: Any) -> dict[str, Any]:
    found = {
        "raider": unit("Brian", "fast", attack=0, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "shot": mission_card(by, text, "Shot"),
        **cards,
    }
    return battle(found, ATTACK, [{"by": by, "play": "shot", "choose": [chosen]}])


@pytest.mark.parametrize(
    "text",
    [
        "Deal 3 damage to target Unit that is moderate or fast.",
        "Deal 3 damage to target Unit that is fast or moderate.",
    ],
)
def test_a_unit_of_one_of_two_speeds_rulebook_units_speed(text: str) -> None:
    """rulebook, Units: every Unit is slow, moderate or fast. "target Unit that is moderate or fast": the fast
    raider may be chosen, the slow victim may not."""
    fast = _play(text, "raider")
    assert fast["legal"], fast["violations"]
    assert only(fast)["cards"]["raider"]["damage"] == 3
    slow = _play(text, "victim")
    assert not slow["legal"]
    assert any("is not one Unit that is" in v["message"] for v in slow["violations"])


def test_what_a_card_did_not_do_this_turn_rulebook_p24_sending_units_on_a_mission() -> None:
    """rulebook p.24: the attacking group attacks. "target Unit that has not attacked this turn": Brian's raider
    attacks in the battle under way, so it may not be chosen; Melissa's victim may, unless the scenario says it
    attacked earlier this turn (``this_turn``)."""
    text = "Deal 3 damage to target Unit that has not attacked this turn."
    idle = _play(text, "victim", by="Melissa")
    assert idle["legal"], idle["violations"]
    assert only(idle)["cards"]["victim"]["damage"] == 3
    attacker = _play(text, "raider", by="Melissa")
    assert not attacker["legal"]
    assert any("is not one Unit that has not attacked this turn" in v["message"] for v in attacker["violations"])
    earlier = _play(text, "victim", by="Melissa", victim=unit("Melissa", "slow", attack=0, this_turn=["attacked"]))
    assert not earlier["legal"]


def test_a_mech_of_at_most_some_tons_rulebook_p11_tonnage(full_pool: CardPool) -> None:
    """rulebook p.11, Tonnage (printed on the card): "target 'Mech of 40 tons or less". The 25-ton Commando (pool
    card, read in place) may be chosen, the 90-ton Sunder may not; an inline 'Mech has no tonnage: refused, not
    guessed."""
    text = "Deal 1 damage to target 'Mech of 40 tons or less."
    cards = {
        "raider": {"owner": "Brian", "card": "Commando (COM-2D)"},
        "victim": {"owner": "Melissa", "card": "Sunder"},
        "shot": mission_card("Brian", text, "Shot"),
    }
    light = battle(cards, ATTACK, [{"by": "Brian", "play": "shot", "choose": ["raider"]}], pool=full_pool)
    assert light["legal"], light["violations"]
    heavy = battle(cards, ATTACK, [{"by": "Brian", "play": "shot", "choose": ["victim"]}], pool=full_pool)
    assert not heavy["legal"]
    assert any("of 40 tons or less" in v["message"] for v in heavy["violations"])
    with pytest.raises(ScenarioError, match="tonnage"):
        _play(text, "victim")


def test_a_stat_compared_with_this_units_rulebook_p26_battle_stats() -> None:
    """rulebook p.26-29: a Unit's attack in a battle is its printed attack with every change that applies. Melissa's
    attacked Unit (attack 3) uses "target Unit with lower attack than ~": an attacker of attack 1 may be chosen, one of
    attack 4 may not, nor a Unit outside the battle (its attack now is not compared)."""
    text = "{T}: Deal 2 damage to target Unit with lower attack than ~. Use this ability only during battle."

    def fight(attack: int, chosen: str = "raider") -> dict[str, Any]:
        cards = {
            "raider": unit("Brian", "fast", attack=attack, structure=9),
            "home": unit("Brian", "slow", attack=0, structure=9),
            "victim": unit("Melissa", "slow", attack=3, structure=9, name="Hunter", text=text),
        }
        return battle(cards, ATTACK, [{"by": "Melissa", "use": "ability", "card": "victim", "choose": [chosen]}])

    weaker = fight(1)
    assert weaker["legal"], weaker["violations"]
    assert only(weaker)["cards"]["raider"]["damage"] == 2 + 3
    stronger = fight(4)
    assert not stronger["legal"]
    assert any("with lower attack than this card" in v["message"] for v in stronger["violations"])
    assert not fight(1, "home")["legal"]  # outside the battle: no attack now to compare (never guessed lower)
