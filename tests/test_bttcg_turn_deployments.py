"""Deployments an ability used during the turn makes or uses (judge/bttcg/turn_deployments.py): rulebook p.18
("Some cards give you additional deployments") and 1997 rulings, Heavy Industry ("Using up a deployment is part of
the cost of using this ability"). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.turn_deployments import HEAVY_INDUSTRY, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced


def _hand(n: int) -> dict[str, Any]:
    return {
        f"u{i}": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1},
            "zone": "hand",
        }
        for i in range(n)
    }


def turn(cards: dict[str, Any], actions: list[dict[str, Any]], pool: CardPool) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_additional_deployment_mech_hangar_makes_a_third_deployment_rulebook_p18(full_pool: CardPool) -> None:
    """additional_deployment during the turn ('Mech Hangar, pool card: "{T}: You may make an additional deployment
    this turn. Use this ability only during your Deploy phase."): Brian deploys three cards; without it, the third
    is a violation (two deployments a turn, rulebook p.18)."""
    deploys = [{"by": "Brian", "deploy": f"u{i}"} for i in range(3)]
    cards = {"hangar": {"owner": "Brian", "card": "'Mech Hangar"}, **_hand(3)}
    result = turn(cards, [{"by": "Brian", "use": "ability", "card": "hangar"}, *deploys], full_pool)
    assert result["legal"], result["violations"]
    assert all(only(result)["cards"][f"u{i}"]["zone"] == "construction" for i in range(3))
    assert only(result)["cards"]["hangar"]["tapped"] and t.EXTRA_DEPLOYMENTS in traced(result)
    without = turn(cards, deploys, full_pool)
    assert [v["action"] for v in without["violations"]] == [2]


def test_counts_as_deployment_heavy_industry_uses_one_1997_rulings_heavy_industry(full_pool: CardPool) -> None:
    """counts_as_deployment (Heavy Industry, pool card: "{T}: {R} {R}. Using this ability counts as one of your
    deployments."): the two resources are spent at once on construction counters, and one deployment is used: a
    second card deployed after it is the third deployment, a violation. With none left, using it is a violation
    (1997 rulings: part of the cost)."""
    cards = {
        "industry": {"owner": "Brian", "card": "Heavy Industry"},
        "mech": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1},
            "zone": "construction",
        },
        **_hand(2),
    }
    use = {"by": "Brian", "use": "ability", "card": "industry"}
    result = turn(cards, [use, {"by": "Brian", "construct": {"mech": 2}}, {"by": "Brian", "deploy": "u0"}], full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["mech"]["counters"] == 2 and HEAVY_INDUSTRY in traced(result)
    over = turn(cards, [use, {"by": "Brian", "deploy": "u0"}, {"by": "Brian", "deploy": "u1"}], full_pool)
    assert [v["action"] for v in over["violations"]] == [2]
    late = turn(cards, [{"by": "Brian", "deploy": "u0"}, {"by": "Brian", "deploy": "u1"}, use], full_pool)
    assert [v["action"] for v in late["violations"]] == [2]
    assert HEAVY_INDUSTRY in late["violations"][0]["rules"]
    assert not only(late)["cards"]["industry"]["tapped"]


def test_the_turn_deployment_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_free_deployment_merchant_caste_puts_a_resource_into_play_ce_rulings_solaris_contacts(
    full_pool: CardPool,
) -> None:
    """free_deployment during the turn (Merchant Caste, pool card: "{T}: Choose any Resource card in your hand and
    put it into play. This does not count as a deployment."): Support: Munitions goes from Brian's hand to his Command
    Post with no cost paid (CE rulings, Solaris Contacts) and no deployment used (rulebook p.18): two deployments are
    still left, and its Munitions lowers Gunboat's cost at once (rulebook p.14). A Unit chosen is not a Resource: a
    violation, nothing changes."""
    cards = {
        "caste": {"owner": "Brian", "card": "Merchant Caste"},
        "munitions": {"owner": "Brian", "card": "Support: Munitions", "zone": "hand"},
        "gunboat": {
            "owner": "Brian",
            "unit": {"type": "vehicle", "speed": "fast", "attack": 1, "armor": 0, "structure": 2, "cost": "1+2M"},
            "zone": "construction",
            "counters": 1,
        },
        **_hand(2),
    }
    actions = [
        {"by": "Brian", "use": "ability", "card": "caste", "choose": ["munitions"]},
        {"by": "Brian", "activate": "gunboat"},
        {"by": "Brian", "deploy": "u0"},
        {"by": "Brian", "deploy": "u1"},
    ]
    result = turn(cards, actions, full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["munitions"]["zone"] == "command_post" and outcome["caste"]["tapped"]
    assert outcome["gunboat"]["zone"] == "construction" and "ce-rulings/solaris-contacts" in traced(result)
    wrong = turn(cards, [{"by": "Brian", "use": "ability", "card": "caste", "choose": ["u0"]}], full_pool)
    assert not wrong["legal"] and "is not a Resource card" in wrong["violations"][0]["message"]
    assert only(wrong)["cards"]["u0"]["zone"] == "hand"


def test_free_deployment_solaris_contacts_puts_a_pilot_on_an_unpiloted_mech_ce_rulings_solaris_contacts(
    full_pool: CardPool,
) -> None:
    """free_deployment with a Pilot (Solaris Contacts, pool card: "{T}: Choose any Pilot card in your hand and put it
    into play on any unpiloted 'Mech you control. This does not count as a deployment."): the Pilot, then the 'Mech,
    in choose; no cost paid (CE rulings, Solaris Contacts). A 'Mech that already has a Pilot is a violation (rulebook
    p.13: one Pilot on a 'Mech at a time)."""
    mech = {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 3}
    cards = {
        "contacts": {"owner": "Brian", "card": "Solaris Contacts"},
        "ace": {"owner": "Brian", "command": {"name": "Ace", "keywords": ["Pilot"]}, "zone": "hand"},
        "old": {"owner": "Brian", "command": {"name": "Old Hand", "keywords": ["Pilot"]}, "on": "piloted"},
        "raider": {"owner": "Brian", "unit": {**mech, "name": "Raider"}},
        "piloted": {"owner": "Brian", "unit": {**mech, "name": "Piloted"}},
    }
    use = {"by": "Brian", "use": "ability 2", "card": "contacts", "choose": ["ace", "raider"]}
    result = turn(cards, [use], full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["ace"]["zone"] == "command_post"
    assert any("Ace comes from Brian's hand into play on Raider" in s["text"] for s in result["trace"])
    taken = turn(cards, [{**use, "choose": ["ace", "piloted"]}], full_pool)
    assert not taken["legal"] and "already has a Pilot" in taken["violations"][0]["message"]
    assert only(taken)["cards"]["ace"]["zone"] == "hand"


def test_counts_as_deployment_outside_ones_own_deploy_phase_rulebook_p18(full_pool: CardPool) -> None:
    """rulebook p.18, Deploying Cards: "You get two deployments each turn, during your Deploy phase"; 1997 rulings,
    Heavy Industry: using up a deployment is part of the cost. Used in its player's Repair/Reload phase, or in the
    Deploy phase of the opponent's turn, the ability has no deployment to use: a violation, the card stays untapped
    (it was refused: "a deployment made or used outside the Deploy phase"; found by whole pool games)."""
    cards = {
        "industry": {"owner": "Brian", "card": "Heavy Industry"},
        "theirs": {"owner": "Melissa", "card": "Heavy Industry"},
    }
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "repair",
        "cards": cards,
        "actions": [{"by": "Brian", "use": "ability", "card": "industry"}],
    }
    late = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    (violation,) = late["violations"]
    assert "Brian has none in the Repair/Reload phase" in violation["message"], violation
    assert HEAVY_INDUSTRY in violation["rules"] and t.DEPLOYMENTS in violation["rules"]
    assert not only(late)["cards"]["industry"]["tapped"]
    theirs = turn(cards, [{"by": "Melissa", "use": "ability", "card": "theirs"}], full_pool)
    assert not theirs["legal"]  # an ability used in the opponent's turn (CE rulings, Abilities) before its deployment
    assert not only(theirs)["cards"]["theirs"]["tapped"]
    mine = turn(cards, [{"by": "Brian", "use": "ability", "card": "industry"}], full_pool)
    assert mine["legal"] and only(mine)["cards"]["industry"]["tapped"], mine["violations"]


def test_counts_as_deployment_during_a_mission_rulebook_p18(full_pool: CardPool) -> None:
    """rulebook p.18: deployments are made during one's own Deploy phase, and a mission is in the Missions phase;
    1997 rulings, Heavy Industry: using up a deployment is part of the cost. Used in a battle, the ability is a
    violation and the card stays untapped (it was refused: "the engine does not execute this effect yet (resources
    ...)"; found by whole pool games)."""
    from tests.bttcg_helpers import battle, unit

    cards = {
        "raider": unit("Brian", "fast", attack=2, structure=4),
        "industry": {"owner": "Brian", "card": "Heavy Industry"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": []}
    result = battle(cards, mission, [{"by": "Brian", "use": "ability", "card": "industry"}], pool=full_pool)
    (violation,) = result["violations"]
    assert "none is made during a mission" in violation["message"], violation
    assert HEAVY_INDUSTRY in violation["rules"] and t.DEPLOYMENTS in violation["rules"]
    assert all(not o["cards"]["industry"]["tapped"] for o in result["outcomes"])
