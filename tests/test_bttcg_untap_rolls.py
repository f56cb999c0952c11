"""A die rolled as a card with a counter would untap (judge/bttcg/untap_rolls.py, judge/bttcg/turn_dice.py):
Communications Failure's die rolled as a Unit with one of its static counters would untap (1-3 it stays tapped, 4-6 its
counters go and it untaps). Rulebook p.17 (Untap Phase), p.9 (the card's text makes the exception), p.19 (Glossary:
Counter: the card that put it says what it does); the die comes from the scenario's ``dice`` (the first ones: the Untap
phase comes first) or is enumerated, each face as likely. Pool cards are read in place from ../shared/data (skipped
without it), the others are inline."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import yaml

from judge.bttcg.untap_rolls import RULE_IDS, UNTAP_ROLL
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

JAMMED = (
    "Put a jam counter on each attacking Unit. Whenever a Unit with one of these jam counters would untap, roll a "
    "die: 1-2: That Unit remains tapped. 3-6: Remove all jam counters from that Unit and untap it."
)
"""An invented Mission with the construction of Communications Failure, other odds (1-2 / 3-6)."""


def _untap(cards: dict[str, Any], pool: CardPool | None = None, dice: list[int] | None = None, **more: Any) -> Any:
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "untap",
        "cards": cards,
        "actions": more.pop("actions", []),
        **more,
    }
    if dice is not None:
        doc["dice"] = dice
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def _jam() -> dict[str, Any]:
    return {"owner": MELISSA, "mission": {"text": JAMMED, "name": "Jammed"}, "zone": "scrapheap"}


def test_untap_roll_enumerated_exact_odds_rulebook_p17_p19() -> None:
    """The invented Jammed in Melissa's Scrapheap: Brian's jammed Unit rolls as it would untap: 1-2 (1/3) it stays
    tapped with its counters, 3-6 (2/3) its counters go and it untaps; his other tapped Unit untaps either way
    (rulebook p.17, p.9, p.19)."""
    cards = {"raider": unit(BRIAN, tapped=True, other_counters={"jam": 2}), "free": unit(BRIAN, tapped=True)}
    result = _untap({**cards, "jam": _jam()})
    assert result["legal"], result["violations"]
    by_p = {Fraction(o["probability"]): o["cards"] for o in result["outcomes"]}
    assert set(by_p) == {Fraction(1, 3), Fraction(2, 3)}
    stays, untaps = by_p[Fraction(1, 3)], by_p[Fraction(2, 3)]
    assert stays["raider"]["tapped"] and stays["raider"]["other_counters"] == {"jam": 2}
    assert not untaps["raider"]["tapped"] and "other_counters" not in untaps["raider"]
    assert not stays["free"]["tapped"] and not untaps["free"]["tapped"]
    assert UNTAP_ROLL in traced(result)
    assert any(s["text"].startswith("If Jammed rolls 1") for s in result["trace"])


def test_untap_roll_fixed_by_the_scenario_dice_rulebook_p17() -> None:
    """``dice: [2]`` / ``dice: [3]``: the one outcome of each fixed roll (the Untap phase's die is the scenario's
    first)."""
    cards = {"raider": unit(BRIAN, tapped=True, other_counters={"jam": 1}), "jam": _jam()}
    assert only(_untap(cards, dice=[2]))["cards"]["raider"]["tapped"]
    raider = only(_untap(cards, dice=[3]))["cards"]["raider"]
    assert not raider["tapped"] and "other_counters" not in raider


def test_untap_roll_once_per_card_rulebook_p17() -> None:
    """Two jammed Units each roll as they would untap: four runs, each outcome 1/9, 2/9, 2/9 or 4/9."""
    cards = {
        "a": unit(BRIAN, tapped=True, other_counters={"jam": 1}),
        "b": unit(BRIAN, tapped=True, other_counters={"jam": 1}),
        "jam": _jam(),
    }
    result = _untap(cards)
    found = sorted(Fraction(o["probability"]) for o in result["outcomes"])
    assert found == [Fraction(1, 9), Fraction(2, 9), Fraction(2, 9), Fraction(4, 9)]


def test_static_counter_die_roll_communications_failure_ce(full_pool: CardPool) -> None:
    """Communications Failure (CE, pool card; CE rulings errata "4-6: Remove all static counters from that Unit and
    untap it"): 1-3 stays tapped, 4-6 untaps, each 1/2."""
    cards = {
        "raider": unit(BRIAN, tapped=True, other_counters={"static": 1}),
        "jam": {"owner": MELISSA, "card": "Communications Failure (CE)", "zone": "scrapheap"},
    }
    result = _untap(cards, full_pool)
    by_tapped = {o["cards"]["raider"]["tapped"]: Fraction(o["probability"]) for o in result["outcomes"]}
    assert by_tapped == {True: Fraction(1, 2), False: Fraction(1, 2)}


def test_untap_roll_before_the_mission_uses_the_first_die_rulebook_p17_p23() -> None:
    """The turn from its Untap phase to a mission: the Untap phase's die is the scenario's first. With 1 the jammed
    Unit stays tapped and cannot attack (rulebook p.23: a tapped Unit cannot be sent); with 6 it untaps and the
    attack is legal."""
    cards = {"raider": unit(BRIAN, tapped=True, other_counters={"jam": 1}), "jam": _jam()}
    mission = {"attacker": BRIAN, "group": ["raider"], "target": f"{MELISSA}.stockpile"}
    stuck = _untap(cards, dice=[1], mission=mission)
    assert not stuck["legal"]
    free = _untap(cards, dice=[6], mission=mission)
    assert free["legal"], free["violations"]
    assert all(o["stockpiles"][MELISSA] == 17 for o in free["outcomes"])


def test_the_knowledge_base_resolves_the_untap_roll_rules() -> None:
    """Every rule id cited by untap_rolls resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
