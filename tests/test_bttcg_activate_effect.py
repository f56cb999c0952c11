"""An ability that activates another card under construction during the turn (``activate_card``, ``reveal_card``,
``if_within_resources``, judge/bttcg/activate_effect.py): Earthwerks Limited, Alshain. Rulebook p.20 (Activating
Cards: a card is activated when its counters cover its total cost; the card's words make the exception, rulebook
p.9), p.19 (the total cost). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

from judge.bttcg import turn_rules as t
from judge.bttcg.activate_effect import RULE_IDS
from judge.bttcg.counters import COUNTER
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import only, traced
from tests.test_bttcg_restock import turn

WORKS = "{T}: Activate one of your 'Mechs under construction that is within 2 Resources of being fully constructed."
"""Earthwerks Limited's second ability (its Commander's Edition printing) on an invented card."""
REVEAL_WORKS = (
    "{T}: Reveal one of your 'Mechs under construction; if that 'Mech is within 2 Resources of being fully "
    "constructed, activate it."
)
"""Its Counterstrike printing."""
ALSHAIN = (
    "{T}: Scrap a card from your hand to activate one 'Mech in your Construction Region that is fully constructed. "
    "Put a +1 attack counter on it for every 2 construction counters above its cost."
)
"""Alshain's kind of ability, invented (one sentence, one counter per 2 construction counters above the cost)."""


def _cards(text: str, counters: int, cost: str = "5", owner: str = "Brian") -> dict[str, Any]:
    mech = {"type": "mech", "speed": "slow", "attack": 2, "armor": 0, "structure": 3, "name": "Hulk", "cost": cost}
    return {
        "works": {"owner": "Brian", "command": {"name": "Works", "text": text}},
        "hulk": {"owner": owner, "unit": mech, "zone": "construction", "counters": counters},
        "spare": {"owner": "Brian", "mission": {"name": "Spare"}, "zone": "hand"},
    }


def _use(*choose: str) -> dict[str, Any]:
    return {"by": "Brian", "use": "ability", "card": "works", "choose": list(choose)}


def test_activate_card_within_2_resources_rulebook_p20() -> None:
    """activate_card: "Activate one of your 'Mechs under construction that is within 2 Resources of being fully
    constructed." A cost-5 'Mech with 3 counters is activated (its counters gone, still in the Construction region
    until the end of the turn: CE rulings, Deploy phase); with 2 counters it is 3 short: a violation, nothing
    changes."""
    result = turn(_cards(WORKS, 3), _use("hulk"), "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["hulk"]["zone"] == "construction" and cards["hulk"]["counters"] == 0 and cards["works"]["tapped"]
    assert {t.ACTIVATE, t.TOTAL_COST, t.UNITS_WAIT} <= traced(result)
    short = turn(_cards(WORKS, 2), _use("hulk"), "deploy", None)  # type: ignore[arg-type]
    assert (
        "is not within 2 Resource(s) of being fully constructed (3 Resource(s) short"
        in (short["violations"][0]["message"])
    )
    assert only(short)["cards"]["hulk"]["counters"] == 2 and not only(short)["cards"]["works"]["tapped"]


def test_activate_card_total_cost_counts_missing_assets_rulebook_p19() -> None:
    """Rulebook p.19: the total cost adds each asset cost whose asset the owner does not have. 3+2A with 3 counters
    and no A: total 5, 2 short, activated; an opponent's 'Mech or none chosen: a violation."""
    result = turn(_cards(WORKS, 3, cost="3+2A"), _use("hulk"), "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    theirs = turn(_cards(WORKS, 5, owner="Melissa"), _use("hulk"), "deploy", None)  # type: ignore[arg-type]
    assert not theirs["legal"]
    none = turn(_cards(WORKS, 5), _use(), "deploy", None)  # type: ignore[arg-type]
    assert not none["legal"] and only(none)["cards"]["hulk"]["counters"] == 5


def test_reveal_card_if_within_resources_activate_it_glossary_reveal() -> None:
    """reveal_card and if_within_resources (Earthwerks Limited's Counterstrike printing): the 'Mech is revealed
    (Glossary: Reveal); within 2 Resources it is activated, else it stays under construction, revealed, and the
    ability is still used (legal)."""
    result = turn(_cards(REVEAL_WORKS, 4), _use("hulk"), "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["hulk"]["counters"] == 0 and t.REVEAL in traced(result)
    short = turn(_cards(REVEAL_WORKS, 1), _use("hulk"), "deploy", None)  # type: ignore[arg-type]
    assert short["legal"], short["violations"]
    assert only(short)["cards"]["hulk"]["counters"] == 1 and only(short)["cards"]["works"]["tapped"]
    assert "4 Resource(s) short of being fully constructed: it is not activated" in " ".join(
        step["text"] for step in short["trace"]
    )


def test_activate_fully_constructed_with_attack_counters_per_3_above_cost_rulings_1997_deployment() -> None:
    """Alshain's kind of ability: a 'Mech "that is fully constructed" activated, with a +1 attack counter "for every 2
    construction counters above its cost" (counters above the cost count when the card says so: 1997 rulings,
    Deployment). Cost 5 with 12 counters: 7 above, three +1 attack counters; with 4 counters it is not fully
    constructed (a violation)."""
    use = {**_use("spare", "hulk")}
    result = turn(_cards(ALSHAIN, 12), use, "deploy", None)  # type: ignore[arg-type]
    assert result["legal"], result["violations"]
    hulk = only(result)["cards"]["hulk"]
    assert hulk["counters"] == 0 and hulk["other_counters"] == {"+1 attack": 3}
    assert only(result)["cards"]["spare"]["zone"] == "scrapheap"
    assert {t.EXTRA_COUNTERS, COUNTER} <= traced(result)
    short = turn(_cards(ALSHAIN, 4), use, "deploy", None)  # type: ignore[arg-type]
    assert "is not fully constructed" in short["violations"][0]["message"]
    assert only(short)["cards"]["spare"]["zone"] == "hand"


def test_earthwerks_limited_pool_card(full_pool: CardPool) -> None:
    """Earthwerks Limited (pool card, read in place): its second ability activates the 'Mech 2 short, in the Deploy
    phase only."""
    cards = _cards(WORKS, 3)
    cards["works"] = {"owner": "Brian", "card": "Earthwerks Limited"}
    use = {**_use("hulk"), "use": "ability 2"}
    result = turn(cards, use, "deploy", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["hulk"]["counters"] == 0
    late = turn(cards, use, "repair", full_pool)
    assert "only during Brian's Deploy phase" in late["violations"][0]["message"]


def test_the_activate_effect_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
