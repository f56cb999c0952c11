"""The selector refinement 'affiliation' ("each Steiner Unit", "Davion 'Mechs you control"): a card that lists that
House or Clan (rulebook p.40, Clan and House: icons or the end of the keyword line, "equivalent in the game"; CE
General Rulings, Universe Rules: the House and Clan affiliations). Invented inline cards: an inline card's
affiliations are its ``keywords``."""

from __future__ import annotations

from typing import Any

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["a1", "a2"], "target": "Melissa.stockpile"}


def _command(owner: str, text: str) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": "HQ", "text": text}}


def test_affiliation_of_a_continuous_change_rulebook_p40_clan_and_house() -> None:
    """rulebook p.40, Clan and House: "Davion 'Mechs you control get +1 attack." reaches the attacker listing Davion
    (with another House beside it: a card may list several), not the Kurita one."""
    cards = {
        "a1": unit("Brian", "fast", attack=2, keywords=["Inner Sphere", "Steiner", "Davion"]),
        "a2": unit("Brian", "fast", attack=3, keywords=["Inner Sphere", "Kurita"]),
        "hq": _command("Brian", "Davion 'Mechs you control get +1 attack."),
    }
    assert only(battle(cards, TO_STOCKPILE))["stockpiles"]["Melissa"] == 30 - (2 + 1) - 3


def test_affiliation_of_a_target_ce_general_rulings_universe_rules() -> None:
    """CE General Rulings, Universe Rules (Wolf is a Clan affiliation): "target Wolf 'Mech" admits a Wolf 'Mech and
    not a Jade Falcon one; an inline card naming no keyword at all is refused, never guessed."""
    text = "Deal 2 damage to target Wolf 'Mech."

    def play(**victim: Any) -> dict[str, Any]:
        cards = {
            "a1": unit("Brian", "fast", attack=0, keywords=["Inner Sphere", "Kurita"]),
            "a2": unit("Brian", "fast", attack=0, keywords=["Inner Sphere", "Kurita"]),
            "victim": unit("Melissa", "slow", attack=0, structure=9, **victim),
            "shot": mission_card("Brian", text, "Shot"),
        }
        mission = {"attacker": "Brian", "group": ["a1", "a2"], "target": "victim"}
        return battle(cards, mission, [{"by": "Brian", "play": "shot", "choose": ["victim"]}])

    wolf = play(keywords=["Clan", "Wolf"])
    assert wolf["legal"], wolf["violations"]
    assert only(wolf)["cards"]["victim"]["damage"] == 2
    falcon = play(keywords=["Clan", "Jade Falcon"])
    assert not falcon["legal"]
    with pytest.raises(ScenarioError, match="not answered by this version: whether victim is Wolf is not known"):
        play()
