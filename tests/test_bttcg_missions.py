"""Several missions in one scenario (an extension: ``attack`` actions), each played from every end state of the one
before: "There's no real limit to the number of missions you can have in a single turn" (rulebook p.23)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from judge.bttcg import rules as r
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text, to_yaml
from judge.importers.yamlfile import YamlDocument
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, rules_of, traced, unit

FIRST = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["wall"]}


def cards() -> dict[str, object]:
    return {
        "a1": unit("Brian", "fast", attack=2),
        "a2": unit("Brian", "fast", attack=3),
        "wall": unit("Melissa", "fast", attack=0, structure=9),
    }


def test_several_missions_in_a_phase_rulebook_p23() -> None:
    """rulebook p.23-24: no limit to the number of missions; once a mission has been resolved, send Units on
    another. The second mission is unblocked here: its 3 damage reach the Stockpile."""
    second = {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a2"]}
    actions = [{"by": "Melissa", "pass": True}, {"by": "Brian", "assign": "a1", "to": {"wall": 2}}, second]
    result = battle(cards(), FIRST, actions)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["wall"]["damage"] == 2
    assert outcome["stockpiles"]["Melissa"] == 27
    assert [i["winner"] for i in result["initiatives"]] == ["Brian", "Brian"]


def test_blockers_of_one_mission_are_tapped_for_the_next_rulebook_p25() -> None:
    """rulebook p.25: "If your opponent blocks your first mission, your opponent's blockers are tapped—and a tapped
    Unit can't block if you send Units on a second mission"."""
    second = {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a2"], "blockers": ["wall"]}
    result = battle(cards(), FIRST, [{"by": "Brian", "assign": "a1", "to": {"wall": 2}}, second])
    assert not result["legal"]
    blocked_again = [v for v in result["violations"] if v["action"] == 1]
    assert blocked_again and r.BLOCKING in blocked_again[0]["rules"]


def test_a_unit_that_attacked_cannot_attack_again_rulebook_p24() -> None:
    """rulebook p.24: "Since sending a Unit on a mission requires tapping it, a Unit can typically attack just once
    each turn"."""
    second = {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a1"]}
    result = battle(cards(), FIRST, [{"by": "Brian", "assign": "a1", "to": {"wall": 2}}, second])
    assert r.MISSION in rules_of(result)


def test_the_next_mission_is_played_from_every_end_state() -> None:
    """Missiles of the first mission make three end states; the second mission is played from each, and the
    answer merges the ways it went with their exact probabilities."""
    cards_ = cards()
    cards_["lrm"] = unit("Brian", "fast", attack=0, text="Missile 1")
    first = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"}
    actions = [
        {"by": "Melissa", "pass": True},
        {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 1}},
        {"by": "Brian", "attack": "Melissa.stockpile", "group": ["a2"]},
    ]
    result = battle(cards_, first, actions, stockpiles=(30, 4))
    dist = {o["stockpiles"]["Melissa"]: Fraction(o["probability"]) for o in result["outcomes"]}
    assert dist == {1: Fraction(4, 6), 0: Fraction(2, 6)}  # 4 - 3 after no missile damage; a 1 or 2 empties it
    assert {o["winner"] for o in result["outcomes"]} == {None, "Brian"}
    assert any(step["text"].startswith("If mission 1 ends with") for step in result["trace"])
    assert r.VICTORY in traced(result)


def test_attack_needs_a_first_mission_and_known_ids() -> None:
    """The first mission is ``mission:``; an ``attack`` action names known cards (malformed input otherwise)."""
    with pytest.raises(ValueError, match="the first is 'mission:'"):
        BtScenario.model_validate(
            {
                "game": "bttcg",
                "players": {"A": {}, "B": {}},
                "actions": [{"by": "A", "attack": "B.stockpile", "group": ["x"]}],
            }
        )
    with pytest.raises(ScenarioError, match="group"):
        battle(cards(), FIRST, [{"by": "Brian", "attack": "Melissa.stockpile", "group": ["nobody"]}])


def test_several_missions_read_and_written_in_both_spellings() -> None:
    """A second 'attacks' sentence is an ``attack`` action; 'blocks with' and 'The target joins the battle' after it
    are that mission's; YAML and text round trips give the same model."""
    text = (
        "Brian has Tactics. Melissa has Tactics.\n"
        "Brian has a fast 'Mech Raider with attack 2, armor 0 and structure 5.\n"
        "Brian has a fast 'Mech Hunter with attack 3, armor 0 and structure 5.\n"
        "Melissa has a fast 'Mech Wall with attack 0, armor 0 and structure 9.\n"
        "Melissa has a slow 'Mech Prey with attack 1, armor 0 and structure 9.\n"
        "Brian attacks Melissa's Stockpile with Raider.\n"
        "Melissa blocks with Wall.\n"
        "Brian assigns 2 damage from Raider to Wall.\n"
        "Brian attacks Prey with Hunter.\n"
        "Melissa blocks with Wall.\n"
        "The target joins the battle.\n"
    )
    model = parse_text(text)
    assert model.mission is not None and model.mission.blockers == ["wall"]
    attack = model.actions[-1]
    assert (attack.attack, attack.group, attack.blockers, attack.include_target) == ("prey", ["hunter"], ["wall"], True)
    assert parse_text(to_text(model)) == model
    assert BtScenario.model_validate(YamlDocument(to_yaml(model)).data) == model
