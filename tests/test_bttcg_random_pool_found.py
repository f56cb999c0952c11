"""What random play with the pool's executed cards (``tests/test_bttcg_random_pool.py``) found, fixed and kept as
regression tests with invented inline cards: each names the rule it follows."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.answer import answer_scenario
from judge.bttcg.scenario import BtScenario


def _used_in_the_deploy_phase(user: dict[str, Any]) -> dict[str, Any]:
    """Brian, in his Deploy phase, uses the first ability of ``user`` (no mission under way)."""
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": {"user": user},
        "actions": [{"by": "Brian", "use": "ability", "card": "user"}],
    }
    return answer_scenario(BtScenario.model_validate(doc), {})


def _a_violation_nothing_done(answer: dict[str, Any], rule: str) -> None:
    assert not answer["legal"]
    (violation,) = answer["violations"]
    assert "no mission is under way" in violation["message"] and rule in violation["rules"], violation
    assert answer["outcomes"][0]["cards"]["user"]["tapped"] is False, "the illegal use changed nothing"


def test_missile_roll_ability_outside_a_mission_rulebook_p31() -> None:
    """rulebook p.31, Missile Y: missile dice are rolled "when damage resolves at the end of the battle". An ability
    used "only immediately after rolling the missile die roll", used in the Deploy phase with no mission under way,
    is a violation (it was refused: "does not check 'after_roll' during the turn yet"; found by random pool play with
    pool cards of this timing)."""
    text = (
        "{T}: Reroll one of your missile die rolls. Use this ability only immediately after rolling the missile die "
        "roll."
    )
    answer = _used_in_the_deploy_phase({"owner": "Brian", "command": {"text": text}, "zone": "command_post"})
    _a_violation_nothing_done(answer, r.MISSILE)


def test_before_blockers_ability_outside_a_mission_rulebook_p24() -> None:
    """rulebook p.24, Blocking: blockers are assigned by the defender as a mission is sent. An ability used "only
    before assigning blockers" (after another condition: the order does not matter), used in the Deploy phase, is a
    violation (it was refused: "does not check 'before_blockers' during the turn yet"; found by random pool play)."""
    text = "{T}: This card gets +2 attack. Use this ability only once each turn and only before assigning blockers."
    answer = _used_in_the_deploy_phase({"owner": "Brian", "command": {"text": text}, "zone": "command_post"})
    _a_violation_nothing_done(answer, r.BLOCKING)


def test_declaring_attack_ability_outside_a_mission_rulebook_p24() -> None:
    """rulebook p.24, Sending Units on a Mission: an attack is declared as its mission is sent. An ability used "only
    when declaring an attack with only one Unit", used in the Deploy phase with no mission under way, is a violation
    (it was refused: "does not check 'declaring_attack' during the turn yet"; found by whole pool games)."""
    text = "{T}: Draw a card. Use this ability only when declaring an attack with only one Unit."
    answer = _used_in_the_deploy_phase({"owner": "Brian", "command": {"text": text}, "zone": "command_post"})
    _a_violation_nothing_done(answer, r.MISSION)


def test_blocking_unit_ability_outside_a_mission_rulebook_p24() -> None:
    """rulebook p.24-26: a Unit blocks only in a mission. A 'Mech's ability used "only when this 'Mech blocks", used
    in the Deploy phase, is a violation (it was refused: "does not check 'unit_role' during the turn yet")."""
    mech = {"type": "mech", "speed": "fast", "attack": 2, "armor": 0, "structure": 3}
    text = "{T}: This 'Mech gets +2 attack. Use this ability only when this 'Mech blocks."
    answer = _used_in_the_deploy_phase({"owner": "Brian", "unit": {**mech, "text": text}, "zone": "patrol"})
    _a_violation_nothing_done(answer, r.BLOCKING)


def test_terrain_ability_in_its_region_outside_a_mission_rulebook_p12() -> None:
    """rulebook p.12 (Glossary: Terrain): a Terrain card enhances one of its owner's regions; an ability used "only
    during a mission whose target is in the region enhanced by this card", used in the Deploy phase with no mission
    under way, is a violation (it was refused: "does not check 'during' during the turn yet"; found by random pool
    play with the pool's Terrain cards)."""
    text = "Any Unit gets +1 armor. Use this ability only during a mission whose target is in the region enhanced by "
    text += "this card."
    terrain = {"keywords": ["Terrain"], "text": text}
    answer = _used_in_the_deploy_phase({"owner": "Brian", "command": terrain, "region": "patrol"})
    _a_violation_nothing_done(answer, t.ABILITY_ANY_TIME_OF_YOUR_TURN)
    assert "whose target is in the region this card enhances" in answer["violations"][0]["message"]


def test_mission_ability_outside_a_mission_ce_rulings_abilities() -> None:
    """CE rulings, Abilities: an ability is used any time of its controller's turn unless it says otherwise. One
    used "only during a mission", used in the Deploy phase, is a violation naming that moment (the check now lives
    with the battle's other moments, judge/bttcg/battle_moments.py, before any condition the turn does not check)."""
    mech = {"type": "mech", "speed": "fast", "attack": 2, "armor": 0, "structure": 3}
    text = "{T}: This 'Mech gets +1 attack. Use this ability only during a mission."
    answer = _used_in_the_deploy_phase({"owner": "Brian", "unit": {**mech, "text": text}, "zone": "patrol"})
    _a_violation_nothing_done(answer, t.ABILITY_ANY_TIME_OF_YOUR_TURN)
    assert "used only during a mission, and no mission is under way" in answer["violations"][0]["message"]


def _deploys(text: str, count: int) -> dict[str, Any]:
    """Brian, in his Deploy phase, deploys the Command card ``text`` from his hand, then ``count - 1`` plain cards."""
    cards: dict[str, Any] = {"giver": {"owner": "Brian", "command": {"text": text}, "zone": "hand"}}
    cards |= {f"plain{i}": {"owner": "Brian", "command": {}, "zone": "hand"} for i in range(1, count)}
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": "Brian", "deploy": card_id} for card_id in cards],
    }
    return answer_scenario(BtScenario.model_validate(doc), {})


@pytest.mark.parametrize(
    "text",
    [
        "{T}, {R}: You may make an additional deployment this turn. Use this ability only once each turn.",
        "When this card is activated, you may make an additional deployment this turn.",
    ],
)
def test_deploying_a_card_whose_ability_adds_deployments_rulebook_p14(text: str) -> None:
    """rulebook p.14, Playing Area: "You can't use the abilities of a Command card until you've activated it". A card
    whose ability (used, or fired when it is activated) gives an additional deployment is deployed from hand as any
    card, with one of the turn's two deployments (rulebook p.18), and gives none as it is deployed: the third
    deployment is a violation. It was refused ("does not execute its deployment ability yet"; found by random pool
    play with Theodore Kurita, Tor Miraborg, Solaris Contacts, Merchant Caste, Teachings of the Unfinished Book)."""
    answer = _deploys(text, 2)
    assert answer["legal"], answer["violations"]
    assert answer["outcomes"][0]["cards"]["giver"]["zone"] == "construction"
    third = _deploys(text, 3)
    (violation,) = third["violations"]
    assert violation["action"] == 2 and "no deployment left" in violation["message"]
