"""A Command card's "You have Munitions available." (judge/bttcg/held_assets.py): the asset is available to its
controller while the card is active (rulebook p.14, Assets: a Command card active that provides the asset). Invented
texts."""

from __future__ import annotations

import pytest

from judge.bttcg import assets
from judge.bttcg.state import UnsupportedError
from tests.bttcg_helpers import battle, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, command, position

DEPOT = "You have Munitions available."


def test_command_card_makes_an_asset_available_rulebook_p14() -> None:
    """have_asset: in play, Brian has Munitions; Melissa does not; under construction, it makes nothing available."""
    pos = position({"depot": command(BRIAN, text=DEPOT)})
    assets.settle(pos)
    assert "M" in pos.assets[BRIAN] and "M" not in pos.assets[MELISSA]
    building = position({"depot": command(BRIAN, zone="construction", text=DEPOT)})
    assets.settle(building)
    assert "M" not in building.assets[BRIAN]


def test_depleted_card_asset_is_refused_rulebook_p21() -> None:
    """Face down (rulebook p.21): whether it still makes the asset available is not settled: refused."""
    with pytest.raises(UnsupportedError, match="depleted"):
        assets.settle(position({"depot": command(BRIAN, text=DEPOT, depleted=True)}))


def test_asset_card_beside_a_battle_is_answered_rulebook_p26() -> None:
    """Beside a battle it does nothing more than make the asset available: the mission is answered, not refused."""
    cards = {
        "raider": unit("Brian", "fast", attack=2),
        "depot": {"owner": "Brian", "command": {"name": "Depot", "text": DEPOT}},
    }
    result = battle(cards, {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"})
    assert result["legal"], result["violations"]
