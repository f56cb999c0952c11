"""A player taps cards to remove a counter whose rules live on another card (judge/bttcg/counter_taps.py; issue 17:
every card does what it says): Trapped! read in place from the pool (skipped without ../shared), in the Scrapheap, the
Units invented inline. Rulebook p.19 and Glossary, Counter (the card that put a counter says what it does); p.9 (a
card's text makes the exception); p.17 and Glossary, Tap (a player taps only cards he or she controls)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.counter_taps import COUNTER_RULE, RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, rules_of, unit


def _turn(pool: CardPool, choose: list[str], phase: str = "missions", **more: Any) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=2, tapped=True, other_counters={"pinned": 1}),
        "u1": unit("Brian", "fast", attack=1),
        "u2": unit("Brian", "fast", attack=1, **more),
        "theirs": unit("Melissa", "fast", attack=1),
        "trapped": {"owner": "Melissa", "card": "Trapped!", "zone": "scrapheap"},
    }
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "phase": phase,
        "cards": cards,
        "actions": [{"by": "Brian", "use": "ability", "card": "trapped", "choose": choose}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def test_player_may_tap_two_units_to_remove_the_pinned_counter_rulebook_glossary_counter(
    current_pool: CardPool,
) -> None:
    """player_may_tap: Trapped! (Commander's Edition): in any player's Missions phase, not during a mission, "that
    player may tap two Units he or she controls" to remove the pinned counter. In his Missions
    phase Brian taps two of his untapped Units; the pinned counter leaves his raider (which stays tapped)."""
    result = _turn(current_pool, ["raider", "u1", "u2"])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert "other_counters" not in cards["raider"] and cards["raider"]["tapped"]
    assert cards["u1"]["tapped"] and cards["u2"]["tapped"]


def test_player_may_tap_only_in_that_phase_own_untapped_units_rulebook_p17_glossary_tap(
    current_pool: CardPool,
) -> None:
    """Not in the Deploy phase; two different untapped Units of his own, no fewer (rulebook p.17, Glossary: Tap: a
    player taps only cards he or she controls; the card names the number): each wrong use is a violation and the
    counter stays."""
    wrongs: list[tuple[list[str], str, dict[str, Any]]] = [
        (["raider", "u1", "u2"], "deploy", {}),
        (["raider", "u1"], "missions", {}),
        (["raider", "u1", "u1"], "missions", {}),
        (["raider", "u1", "theirs"], "missions", {}),
        (["raider", "u1", "u2"], "missions", {"tapped": True}),
        (["u1", "u2", "raider"], "missions", {}),
    ]
    for choose, phase, more in wrongs:
        result = _turn(current_pool, choose, phase, **more)
        assert not result["legal"], (choose, phase, more)
        assert COUNTER_RULE in rules_of(result), (choose, phase, more)
        assert only(result)["cards"]["raider"]["other_counters"] == {"pinned": 1}


def test_counter_taps_rule_ids_resolve() -> None:
    """Every rule id counter_taps.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
