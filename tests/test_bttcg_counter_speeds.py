"""The speed a kind of counter gives a Unit, as the card that puts it says (judge/bttcg/counter_speeds.py, asked by
speeds.speed_of; issue 17: every card does what it says). Invented inline cards in Hip Shattered's construction
(another counter's name), and Hip Shattered read in place from the pool (skipped without ../shared). Rulebook p.19
and Glossary, Counter (the card that put a counter says what it does, for as long as the counter stays); p.9 (a
card's text makes the exception) and p.24 (a Unit can be attacked only by Units faster than it)."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.pool import CardPool
from tests.bttcg_helpers import battle, mission_card, only, unit

_TEXT = (
    "Choose a 'Mech. If that 'Mech receives structure damage, put a limp counter on it. A 'Mech with a limp counter "
    "cannot block, and its speed is slow."
)
_ATTACK_IT = {"attacker": "Brian", "group": ["raider"], "target": "runner", "blockers": []}


def _attack_runner(counters: dict[str, int] | None, with_card: bool) -> dict[str, Any]:
    more: dict[str, Any] = {"other_counters": counters} if counters else {}
    cards: dict[str, Any] = {
        "raider": unit("Brian", "moderate", attack=2, structure=9),
        "runner": unit("Melissa", "fast", attack=0, structure=9, **more),
    }
    if with_card:
        cards["card"] = {**mission_card("Brian", _TEXT, "Limp"), "zone": "scrapheap"}
    return battle(cards, _ATTACK_IT)


def test_set_speed_of_units_with_a_counter_rulebook_glossary_counter_p24() -> None:
    """set_speed of the Units with a kind of counter: "A 'Mech with a limp counter ... its speed is slow." A fast
    'Mech with a limp counter is slow while the card that put it (now in the Scrapheap) says so: a moderate 'Mech may
    attack it (rulebook p.24: only Units faster than the target may attack it); without the counter, or without the
    card in the scenario (nothing says what the counter does), it is fast and the attack is a violation."""
    slowed = _attack_runner({"limp": 1}, with_card=True)
    assert slowed["legal"], slowed["violations"]
    for counters, with_card in (({"limp": 1}, False), (None, True), ({"other": 1}, True)):
        fast = _attack_runner(counters, with_card)
        assert not fast["legal"], (counters, with_card)
        assert r.TARGET_SLOWER_UNIT in {rule for v in fast["violations"] for rule in v["rules"]}


def test_hip_shattered_played_in_a_battle_rulebook_p29_glossary_counter(current_pool: CardPool) -> None:
    """Hip Shattered (read in place) played in a battle: the chosen blocker takes structure damage and gets its
    hindrance counter; the speed it sets is a rule for later missions, executed (no refusal)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "card": {"owner": "Brian", "card": "Hip Shattered"},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    actions = [
        {"by": "Brian", "play": "card", "choose": ["guard"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": 3}},
    ]
    result = battle(cards, mission, actions, assets=("T", ""), pool=current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["guard"]["other_counters"] == {"hindrance": 1}
