"""Each ability once per battle, and {T} paid only by an untapped card (judge/bttcg/battle_uses.py): rulebook, One
Player Goes First, "Each ability can be used only once each battle"; Glossary, Tap. Invented inline cards."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from tests.bttcg_helpers import battle, rules_of, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}


def _cards(text: str, **state: Any) -> dict[str, Any]:
    return {
        "a1": unit("Brian", "fast", attack=2),
        "hq": {"owner": "Brian", "command": {"name": "HQ", "text": text}, **state},
    }


def test_an_ability_used_twice_in_one_battle_is_a_violation_rulebook_one_player_goes_first() -> None:
    text = "One of your Units gets +1 attack. Use this ability only during a mission."
    use = {"by": "Brian", "use": "ability", "card": "hq", "choose": ["a1"]}
    once = battle(_cards(text), TO_STOCKPILE, [use])
    assert once["legal"], once["violations"]
    twice = battle(_cards(text), TO_STOCKPILE, [use, use])
    assert [v["action"] for v in twice["violations"]] == [1]
    assert r.ABILITY_ONCE_PER_BATTLE in rules_of(twice)


def test_a_tapped_card_cannot_pay_tap_glossary_tap() -> None:
    text = "{T}: One of your Units gets +1 attack."
    use = {"by": "Brian", "use": "ability", "card": "hq", "choose": ["a1"]}
    assert battle(_cards(text), TO_STOCKPILE, [use])["legal"]
    tapped = battle(_cards(text, tapped=True), TO_STOCKPILE, [use])
    assert any("tapped and cannot pay" in v["message"] for v in tapped["violations"])
