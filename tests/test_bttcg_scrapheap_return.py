"""Cards of a player's Scrapheap returned to his or her hand in a battle, of any type the card names and any number
(judge/bttcg/scrapheap_return.py): rulebook p.9 (the card's text makes the exception to p.32, and card types and
subtypes), p.13 (a Mission card goes to the Scrapheap after the mission). Invented inline cards; the cards are the
player's choice, named in ``choose``."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from tests.bttcg_helpers import battle, mission_card, only, rules_of, unit

ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}


def _cards(text: str) -> dict[str, Any]:
    return {
        "raider": unit("Brian", "fast", attack=2),
        "back": mission_card("Brian", text, "Salvage Run"),
        "dead": unit("Brian", "fast", attack=2, zone="scrapheap"),
        "dead2": unit("Brian", "slow", attack=1, zone="scrapheap"),
        "tank": unit("Brian", "slow", attack=1, type="vehicle", zone="scrapheap"),
        "ace": {"owner": "Brian", "zone": "scrapheap", "command": {"name": "Ace", "keywords": ["Pilot"], "text": ""}},
        "theirs": unit("Melissa", "fast", attack=2, zone="scrapheap"),
    }


def _play(text: str, choose: list[str]) -> dict[str, Any]:
    return battle(_cards(text), ATTACK, [{"by": "Brian", "play": "back", "choose": choose}])


def test_a_mech_card_from_your_scrapheap_to_hand_rulebook_p9_card_types() -> None:
    """rulebook p.9 (card types: a 'Mech is a Unit of type 'Mech): "Return a 'Mech card from your Scrapheap to your
    hand." takes Brian's scrapped 'Mech; a Vehicle, a Pilot or Melissa's 'Mech cannot be chosen."""
    text = "Return a 'Mech card from your Scrapheap to your hand."
    result = _play(text, ["dead"])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["dead"]["zone"] == "hand"
    for wrong in ("tank", "ace", "theirs", "raider"):
        refused = _play(text, [wrong])
        assert not refused["legal"] and r.MISSION_CARDS_AFFECT in rules_of(refused), wrong


def test_a_pilot_card_from_your_scrapheap_to_hand_rulebook_p9_subtypes() -> None:
    """rulebook p.9 (a Pilot is a Command card with the Pilot subtype): "Put a Pilot card from your Scrapheap into
    your hand." takes the Pilot, not a 'Mech; with nothing in ``choose`` the choice is missing, never guessed."""
    text = "Put a Pilot card from your Scrapheap into your hand."
    result = _play(text, ["ace"])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["ace"]["zone"] == "hand"
    assert not _play(text, ["dead"])["legal"]
    missing = _play(text, [])
    assert not missing["legal"] and any("missing in 'choose'" in v["message"] for v in missing["violations"])


def test_several_cards_from_your_scrapheap_to_hand_rulebook_p9() -> None:
    """rulebook p.9: "Return two 'Mech cards from your Scrapheap to your hand." takes two different 'Mechs, both
    chosen; one card named twice is not two cards."""
    text = "Return two 'Mech cards from your Scrapheap to your hand."
    result = _play(text, ["dead", "dead2"])
    assert result["legal"], result["violations"]
    assert {only(result)["cards"][c]["zone"] for c in ("dead", "dead2")} == {"hand"}
    assert not _play(text, ["dead", "dead"])["legal"]
    assert not _play(text, ["dead"])["legal"]
