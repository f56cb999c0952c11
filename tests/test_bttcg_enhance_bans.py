"""Cards no Enhancement can be played on (judge/bttcg/enhance_bans.py): Enhancements go on Units or sites (rulebook
p.12, Command Cards; Glossary, Enhancement) unless a card's text makes the exception (rulebook p.9). Invented texts."""

from __future__ import annotations

from typing import Any

from judge.bttcg import deploy as d
from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position
from tests.bttcg_helpers import battle, unit
from tests.test_bttcg_turn import BRIAN, command, position, rules_of, runner
from tests.test_bttcg_turn import unit as turn_unit


def _activate(cards: dict[str, Any], card_id: str, on: str) -> Position:
    pos = position(cards)
    run = runner(pos, "deploy", costs={card_id: "0"})
    d.activate(run, 0, BRIAN, card_id, on=on)
    return pos


def _cards(**host: Any) -> dict[str, Any]:
    return {
        "kit": command(BRIAN, zone="construction", text="Enhanced 'Mech gets +1 attack.", keywords=["Enhancement"]),
        "ace": command(BRIAN, zone="construction", text="+1 initiative.", keywords=["Pilot"]),
        "crown": turn_unit(BRIAN, **host),
    }


def test_unit_cannot_be_enhanced_its_own_text_rulebook_p9_p12() -> None:
    """cannot_be_enhanced: "Hollow Crown cannot be enhanced." An Enhancement activated onto it is a violation and
    stays under construction; onto the same 'Mech without the text it goes on."""
    pos = _activate(_cards(name="Hollow Crown", text="Hollow Crown cannot be enhanced."), "kit", "crown")
    assert t.RULES_MAKE_EXCEPTIONS in rules_of(pos) and pos.cards["kit"].zone == "construction"
    assert "Hollow Crown cannot be enhanced" in pos.violations[0].message
    plain = _activate(_cards(name="Hollow Crown"), "kit", "crown")
    assert not plain.violations and plain.cards["kit"].on == "crown"


def test_a_pilot_is_no_enhancement_rulebook_p12_glossary_pilot() -> None:
    """A Pilot still goes on a 'Mech that cannot be enhanced: Pilots are not Enhancements (rulebook p.12)."""
    pos = _activate(_cards(name="Hollow Crown", text="Hollow Crown cannot be enhanced."), "ace", "crown")
    assert not pos.violations and pos.cards["ace"].on == "crown"


def test_enhancement_bars_further_enhancements_rulebook_p9() -> None:
    """ "Enhanced 'Mech cannot be enhanced." on an Enhancement already on the 'Mech: no other Enhancement goes on."""
    cards = _cards(name="Hollow Crown")
    shield = "Enhanced 'Mech cannot be enhanced."
    cards["seal"] = command(BRIAN, zone="command_post", text=shield, keywords=["Enhancement"], on="crown")
    pos = _activate(cards, "kit", "crown")
    assert pos.cards["kit"].zone == "construction" and "cannot be enhanced (" in pos.violations[0].message


def test_cannot_be_enhanced_does_nothing_in_a_battle_rulebook_p26() -> None:
    """Nothing of it acts in a battle: the mission is answered, not refused."""
    cards = {
        "crown": unit("Brian", "fast", attack=2, name="Hollow Crown", text="Hollow Crown cannot be enhanced."),
    }
    result = battle(cards, {"attacker": "Brian", "group": ["crown"], "target": "Melissa.stockpile"})
    assert result["legal"], result["violations"]
