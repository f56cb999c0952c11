"""Counters put if a card chosen receives structure damage (judge/bttcg/mission_after.py), and what a kind of counter
forbids a Unit as the card that puts it says (judge/bttcg/counter_rules.py; issue 17: every card does what it says).
Invented inline cards (Hip Shattered's constructions with another counter and no change of speed). Rulebook p.29
and Glossary, Armor (structure damage is what gets through armor); p.19 and Glossary, Counter (the card that put a
counter says what it does); p.9 and p.25 (a card's text makes an exception to blocking)."""

from __future__ import annotations

from typing import Any

from judge.bttcg import rules as r
from judge.bttcg.counter_rules import COUNTER_RULE, RULE_IDS
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, only, rules_of, unit

_TEXT = (
    "Choose a 'Mech. If that 'Mech receives structure damage, put a diversion counter on it. A 'Mech with a diversion "
    "counter cannot block."
)
_BLOCKED = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}


def _shattered(assigned: int) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=assigned, structure=9),
        "guard": unit("Melissa", "fast", attack=0, armor=1, structure=9),
        "card": mission_card("Brian", _TEXT, "Limp"),
    }
    actions = [
        {"by": "Brian", "play": "card", "choose": ["guard"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": assigned}},
    ]
    return battle(cards, _BLOCKED, actions, assets=("T", ""))


def test_if_structure_damage_puts_a_counter_rulebook_p29_glossary_armor() -> None:
    """if_structure_damage: "If that 'Mech receives structure damage, put a diversion counter on it." 3 damage on a
    blocker with 1 armor gets 2 through (structure damage): the counter goes on; 1 damage is stopped by the armor:
    none does (glossary, Armor: only damage that gets through the armor has any lasting effect)."""
    hit = _shattered(3)
    assert hit["legal"], hit["violations"]
    assert only(hit)["cards"]["guard"]["other_counters"] == {"diversion": 1}
    missed = _shattered(1)
    assert missed["legal"], missed["violations"]
    assert "other_counters" not in only(missed)["cards"]["guard"]


def test_a_unit_with_the_counter_cannot_block_rulebook_glossary_counter() -> None:
    """cannot_block of Units with a kind of counter: the card that put it (in the Scrapheap) says "A 'Mech with a
    diversion counter cannot block.": declaring that 'Mech as a blocker is a violation (rulebook p.19, p.9, p.25);
    without the card in the scenario, nothing says what the counter does; a 'Mech without it blocks."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=9),
        "guard": unit("Melissa", "fast", attack=0, structure=9, other_counters={"diversion": 1}),
        "card": {**mission_card("Brian", _TEXT, "Limp"), "zone": "scrapheap"},
    }
    refused = battle(cards, _BLOCKED)
    assert not refused["legal"] and {COUNTER_RULE, r.BLOCKING} <= rules_of(refused)
    assert battle({k: v for k, v in cards.items() if k != "card"}, _BLOCKED)["legal"]
    cards["guard"] = unit("Melissa", "fast", attack=0, structure=9)
    assert battle(cards, _BLOCKED)["legal"]


def test_counter_rules_rule_ids_resolve() -> None:
    """Every rule id counter_rules.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
