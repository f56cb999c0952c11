"""A Pilot's bonuses shared with the player's other 'Mechs (judge/bttcg/pilot_sharing.py, DSL ``share_bonuses``):
Warrior Caste's "Each Pilot that you activate also gives its attack and initiative bonuses to each other 'Mech you
control, until end of turn". Rulebook p.9 (a card's text makes the exception), p.20 (a Pilot activated onto a 'Mech),
p.33 (the End of Turn phase: "until end of turn"); CE General Rulings (Under Construction Region: a card under
construction is no 'Mech). Inline cards are invented; the pool card is read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import deploy as d
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.lasting import END_OF_TURN, lasting_bonus
from judge.bttcg.pilot_sharing import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, position, runner

CASTE = (
    "Each Pilot that you activate also gives its attack and initiative bonuses to each other 'Mech you control, "
    "until end of turn."
)


def _pilot(text: str = "+1 initiative, +2 attack") -> dict[str, Any]:
    return {
        "owner": BRIAN,
        "command": {"name": "Ace", "keywords": ["Pilot"], "text": text, "cost": "0"},
        "zone": "construction",
    }


def _cards(pilot: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "caste": {"owner": BRIAN, "command": {"name": "Caste", "keywords": ["Faction"], "text": CASTE}},
        "ace": pilot or _pilot(),
        "host": unit(BRIAN, attack=3),
        "raider": unit(BRIAN, attack=3),
        "building": unit(BRIAN, attack=3, zone="construction", counters=1),
        "theirs": unit(MELISSA, attack=3),
    }


def _scenario(cards: dict[str, Any], mission: dict[str, Any] | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": BRIAN, "activate": "ace", "on": "host"}],
    }
    if mission is not None:
        doc["mission"] = mission
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_pilot_bonuses_shared_with_each_other_mech_until_end_of_turn_warrior_caste_rulebook_p9_p20() -> None:
    """Brian activates a +2 attack, +1 initiative Pilot onto 'host' with the invented Caste in his Command Post: his
    other 'Mech 'raider' attacks Melissa's Stockpile with 3 + 2 = 5 (rulebook p.9, p.20); the Pilot's own 'Mech is not
    "each other 'Mech" (it has the Pilot's bonus once), a Unit under construction is no 'Mech (CE General Rulings),
    Melissa's 'Mech gets nothing."""
    mission = {"attacker": BRIAN, "group": ["raider"], "target": f"{MELISSA}.stockpile"}
    result = _scenario(_cards(), mission)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"][MELISSA] == 15
    assert CARDS_MAKE_EXCEPTIONS in traced(result)
    note = next(s["text"] for s in result["trace"] if "also gives" in s["text"])
    assert "raider" in note and "host" not in note and "building" not in note and "theirs" not in note


def test_shared_initiative_counts_in_the_battle_warrior_caste_glossary_initiative() -> None:
    """Glossary (Initiative score: the modifiers of the cards that can affect the battle): the raider carries the
    shared +1 initiative: Brian's score is 1 higher."""
    mission = {"attacker": BRIAN, "group": ["raider"], "target": f"{MELISSA}.stockpile"}
    with_pilot = _scenario(_cards(), mission)["initiative"]["scores"][BRIAN]
    cards = _cards()
    del cards["caste"]
    without = _scenario(cards, mission)["initiative"]["scores"][BRIAN]
    assert with_pilot == without + 1


def test_shared_bonuses_end_with_the_turn_rulebook_p33() -> None:
    """Rulebook p.33: "until end of turn": the shared bonus holds in the turn's Missions phase and ends as the turn
    is over."""
    pos = position(_cards())
    run = runner(pos, "deploy", costs={"ace": "0"})
    d.activate(run, 0, BRIAN, "ace", on="host")
    assert not pos.violations
    assert lasting_bonus(pos, "raider", "attack") == 2 and lasting_bonus(pos, "raider", "initiative") == 1
    run.enter("missions")
    assert lasting_bonus(pos, "raider", "attack") == 2
    run.enter("over")
    assert lasting_bonus(pos, "raider", "attack") == 0 == lasting_bonus(pos, "raider", "initiative")
    assert END_OF_TURN in {rule for step in pos.trace for rule in step.rules}


def test_a_pilot_bonus_that_holds_only_sometimes_is_refused_warrior_caste() -> None:
    """A Pilot whose attack bonus holds only during a mission, and for its group (the construction of Fanatical
    Leader): which bonus it "gives" is not plain: refused out loud, naming the card."""
    pilot = _pilot(
        "+1 initiative. Each Unit in a group that includes 'Mech piloted by Ace gets +1 attack. Use this ability "
        "only during a mission."
    )
    with pytest.raises(ScenarioError, match=r"not answered by this version: Caste: .*Ace's attack bonus"):
        _scenario(_cards(pilot))


def test_a_pilot_penalty_is_refused_warrior_caste() -> None:
    """A Pilot with "-3 attack" (Rookie Pilot's): whether a penalty is one of its "bonuses" is not written: refused."""
    with pytest.raises(ScenarioError, match=r"not answered by this version: Caste: .*negative"):
        _scenario(_cards(_pilot("-3 attack")))


def test_warrior_caste_is_executed_in_the_pool(current_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): Warrior Caste (pool card) has every ability executed."""
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "Warrior Caste")
    assert not card_refusals(face_of_pool_card(card)).refused


def test_the_knowledge_base_resolves_the_pilot_sharing_rules() -> None:
    """Every rule id cited by pilot_sharing resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
