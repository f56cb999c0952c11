"""What a Unit does when it attacks or blocks, and a Pilot when its 'Mech does (judge/bttcg/pilot_triggers.py): the
trigger happens as the mission is declared, once the Unit is in the attacking or the blocking group (Glossary,
Group), before initiative; rulebook p.26: Units in the battle, and the Pilots on them, can affect it. Invented inline
cards."""

from __future__ import annotations

from typing import Any

from tests.bttcg_helpers import battle, only, traced, unit

BLOCKED = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile", "blockers": ["b1"]}


def _pilot(owner: str, text: str, on: str) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": "Ace", "keywords": ["Pilot"], "text": text}, "on": on}


def test_a_unit_that_blocks_gets_its_bonus_rulebook_p26_glossary_group() -> None:
    """ "When ~ blocks, it gets +2 armor until end of turn.": the blocker takes the attacker's 3 damage with armor
    0 + 2 (1 damage counter); the rule cited is that Units in the battle affect it (rulebook p.26)."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "b1": unit(
            "Melissa", "fast", attack=0, name="Wall", text="When Wall blocks, it gets +2 armor until end of turn."
        ),
    }
    result = battle(cards, BLOCKED)
    assert only(result)["cards"]["b1"]["damage"] == 1
    assert "rulebook/battle-2" in traced(result)


def test_a_unit_that_attacks_gets_no_block_bonus_glossary_group() -> None:
    """The same card attacking: "When ~ blocks" does not trigger, its armor stays 0 (the blocker deals it 3)."""
    cards = {
        "a1": unit(
            "Brian", "fast", attack=0, name="Wall", text="When Wall blocks, it gets +2 armor until end of turn."
        ),
        "b1": unit("Melissa", "fast", attack=3),
    }
    assert only(battle(cards, BLOCKED))["cards"]["a1"]["damage"] == 3


def test_a_unit_that_attacks_gets_its_attack_bonus_glossary_group() -> None:
    """ "When ~ attacks, it gets +2 attack.": the attacker deals 1 + 2 to the Stockpile."""
    cards = {"a1": unit("Brian", "fast", attack=1, name="Rook", text="When Rook attacks, it gets +2 attack.")}
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
    assert only(battle(cards, mission))["stockpiles"]["Melissa"] == 30 - 3


def test_a_pilot_whose_mech_blocks_rulebook_p26() -> None:
    """ "Whenever the 'Mech piloted by Ace blocks, it gets +2 armor until end of turn." on the blocker's Pilot
    (rulebook p.26: a Pilot on a Unit in the battle affects it)."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "b1": unit("Melissa", "fast", attack=0),
        "ace": _pilot("Melissa", "Whenever the 'Mech piloted by Ace blocks, it gets +2 armor until end of turn.", "b1"),
    }
    assert only(battle(cards, BLOCKED))["cards"]["b1"]["damage"] == 1


def test_a_trigger_naming_another_card_stays_refused() -> None:
    """ "Whenever ~ attacks, deal 1 damage to target Unit.": a choice the mission's declaration has no input for:
    refused, never run without its target."""
    import pytest

    from judge.scenario_input import ScenarioError

    cards = {
        "a1": unit("Brian", "fast", attack=1, name="Rook", text="Whenever Rook attacks, deal 1 damage to target Unit."),
    }
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
    with pytest.raises(ScenarioError, match="not answered by this version"):
        battle(cards, mission)


def test_a_bonus_while_attacking_glossary_group() -> None:
    """ "~ gets +2 attack while attacking.": the attacker deals 1 + 2; the same card blocking deals 1 (Glossary,
    Group: the attacking Units are one group)."""
    text = "Rook gets +2 attack while attacking."
    cards = {"a1": unit("Brian", "fast", attack=1, name="Rook", text=text)}
    mission = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}
    assert only(battle(cards, mission))["stockpiles"]["Melissa"] == 30 - 3
    cards = {
        "a1": unit("Brian", "fast", attack=0, structure=9),
        "b1": unit("Melissa", "fast", attack=1, name="Rook", text=text),
    }
    assert only(battle(cards, BLOCKED))["cards"]["a1"]["damage"] == 1


def test_a_pilots_bonus_while_its_mech_blocks_rulebook_p26() -> None:
    """ "'Mech piloted by Ace gets +2 armor while blocking.": the blocker takes 3 with armor 0 + 2 (rulebook p.26: a
    Pilot on a Unit in the battle affects it)."""
    cards = {
        "a1": unit("Brian", "fast", attack=3),
        "b1": unit("Melissa", "fast", attack=0),
        "ace": _pilot("Melissa", "'Mech piloted by Ace gets +2 armor while blocking.", "b1"),
    }
    assert only(battle(cards, BLOCKED))["cards"]["b1"]["damage"] == 1
