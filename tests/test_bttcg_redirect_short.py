"""Redirected damage left short of the amount that scraps the Enhancement (judge/bttcg/redirect.py ``left_short``,
the rule ``check_complete`` records; judge/bttcg/game/prechecks.py ``redirect_left_short``): a whole game offers no
assignment that the end of the battle would reject. CE General Rulings, Enhancements: "A player can't redirect damage
to such an Enhancement unless he or she redirects the exact amount needed to scrap it". The Enhancement is invented
inline."""

from __future__ import annotations

from typing import Any

from judge.bttcg.answer import build_position
from judge.bttcg.redirect import check_complete, left_short
from judge.bttcg.scenario import BtScenario
from judge.bttcg.state import Battle, Fighter, Position
from tests.bttcg_helpers import unit

SHIELD = (
    "Play Shield Wall only on a site. When that site is damaged, attacker may choose to redirect 4 of that damage to "
    "Shield Wall, scrapping it."
)


def _position() -> Position:
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=7),
        "r2": unit("Brian", "fast", attack=3),
        "depot": {"owner": "Melissa", "command": {"name": "Depot", "structure": 10}},
        "wall": {
            "owner": "Melissa",
            "command": {"name": "Shield Wall", "keywords": ["Enhancement"], "text": SHIELD},
            "on": "depot",
        },
    }
    doc = {"game": "bttcg", "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}}, "cards": cards}
    return build_position(BtScenario.model_validate(doc), {})


def _battle(r2: dict[str, int] | None) -> Battle:
    battle = Battle("Brian", "Melissa", ["raider", "r2"], [], "depot", False)
    battle.fighters = {c: Fighter(c, "Brian", False) for c in ("raider", "r2")}
    battle.fighters["r2"].assigned = r2
    return battle


def test_redirect_short_while_another_attacker_may_still_complete_it_ce_rulings_enhancements() -> None:
    """1 of 4 redirected while the other attacking Unit has not assigned: it may still bring the total to 4."""
    pos, battle = _position(), _battle(None)
    assert not left_short(pos, battle, battle.fighters["raider"], {"depot": 6, "wall": 1})


def test_redirect_short_with_nobody_left_to_complete_it_ce_rulings_enhancements() -> None:
    """The other attacking Unit assigned all to the site: 1 of 4 redirected is left short (and 5 is too many), the
    same answer as the end of the battle's check (one rule: ``check_complete``); 4, or none, is not."""
    pos = _position()
    for to, short in (
        ({"depot": 6, "wall": 1}, True),
        ({"depot": 2, "wall": 5}, True),
        ({"depot": 3, "wall": 4}, False),
        ({"depot": 7}, False),
    ):
        battle = _battle({"depot": 3})
        assert left_short(pos, battle, battle.fighters["raider"], to) is short, to
        battle.fighters["raider"].assigned = to
        pos.violations.clear()
        check_complete(pos, battle)
        assert bool(pos.violations) is short, to
