"""Riders on the optional effect before them, "If you do" / "If he or she does" / "If not" (judge/bttcg/if_did.py):
rulebook p.9 (the card's words make the exception); what was chosen is the answer in the action's ``may``. Invented
inline Mission cards."""

from __future__ import annotations

from typing import Any

from tests.bttcg_helpers import battle, mission_card, only, unit

TO_STOCKPILE = {"attacker": "Brian", "group": ["a1"], "target": "Melissa.stockpile"}


def _play(text: str, may: list[bool]) -> dict[str, Any]:
    cards = {"a1": unit("Brian", "fast", attack=2), "m": mission_card("Brian", text, "Gambit")}
    return battle(cards, TO_STOCKPILE, [{"by": "Brian", "play": "m", "choose": ["a1"], "may": may}], stockpiles=(9, 9))


def test_if_you_do_follows_the_optional_effect_done_rulebook_p9() -> None:
    """rulebook p.9: "You may draw a card. If you do, target Unit gets +1 attack.": drawn, the attacker deals 2 + 1;
    declined, neither the draw nor the +1."""
    text = "You may draw a card. If you do, target Unit gets +1 attack."
    done = _play(text, [True])
    assert done["legal"], done["violations"]
    assert only(done)["stockpiles"] == {"Brian": 8, "Melissa": 9 - 3}
    declined = _play(text, [False])
    assert declined["legal"], declined["violations"]
    assert only(declined)["stockpiles"] == {"Brian": 9, "Melissa": 9 - 2}


def test_if_he_or_she_does_follows_the_opponents_choice_rulebook_p9() -> None:
    """rulebook p.9: "Your opponent may draw a card. If he or she does, you draw two cards.": Melissa's answer in
    ``may`` decides both her draw and Brian's two."""
    text = "Your opponent may draw a card. If he or she does, you draw two cards."
    done = _play(text, [True])
    assert done["legal"], done["violations"]
    assert only(done)["stockpiles"] == {"Brian": 9 - 2, "Melissa": 9 - 1 - 2}
    declined = _play(text, [False])
    assert only(declined)["stockpiles"] == {"Brian": 9, "Melissa": 9 - 2}


def test_if_not_follows_the_optional_effect_declined_rulebook_p9() -> None:
    """rulebook p.9: "You may draw a card. If not, target Unit gets +2 attack.": only when declined."""
    text = "You may draw a card. If not, target Unit gets +2 attack."
    declined = _play(text, [False])
    assert declined["legal"], declined["violations"]
    assert only(declined)["stockpiles"] == {"Brian": 9, "Melissa": 9 - 4}
    done = _play(text, [True])
    assert only(done)["stockpiles"] == {"Brian": 8, "Melissa": 9 - 2}
