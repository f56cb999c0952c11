"""Activating a card in the phase its text names (judge/bttcg/activation_timing.py), the "may" of what a card does
as it is activated (its answers: the action's ``may``, judge/bttcg/may.py) and tapping or untapping one card for every
N construction counters above the cost (judge/bttcg/turn_excess.py). Invented inline cards in the wordings of
Double-Time Offense, Holographic Decoy and Accelerated Turnaround; the pool's are read in place (skipped without
../shared)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.activation_timing import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

SCRAP = "Scrap this card when it is revealed. "
DECOY = SCRAP + "For every two construction counters above the cost of this card, you may choose any Unit and tap it."
OFFENSE = (
    SCRAP + "Activate this card only during your Missions phase but not during a mission. For each "
    "construction counter above the cost of this card, you may untap one of your Units."
)
AT_THE_END = (
    SCRAP + "Activate this card only at the end of your Missions phase. For each construction counter above "
    "the cost of this card, you may untap one of your Units."
)
UNTAP_EACH = SCRAP + "Untap one 'Mech for each construction counter above the cost of this card."


def _doc(text: str, counters: int, actions: list[dict[str, Any]], phase: str = "deploy") -> dict[str, Any]:
    """Brian's card (cost 2) under construction with ``counters``; his tapped 'Mech m1 and Melissa's untapped m2."""
    return {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": phase,
        "cards": {
            "card": {
                "owner": BRIAN,
                "command": {"name": "Trick", "cost": "2", "text": text},
                "zone": "construction",
                "counters": counters,
            },
            "m1": {**unit(BRIAN, "fast", attack=2), "tapped": True},
            "m2": unit(MELISSA, "fast", attack=2),
        },
        "actions": actions,
    }


def _answer(doc: dict[str, Any]) -> dict[str, Any]:
    return answer(yaml.safe_dump(doc, sort_keys=False))


def _activate(choose: list[str], may: list[bool] | None = None) -> dict[str, Any]:
    action: dict[str, Any] = {"by": BRIAN, "activate": "card", "choose": choose}
    return {**action, "may": may} if may is not None else action


def test_per_excess_construction_may_tap_one_unit_each_time_rulebook_p20() -> None:
    """per_excess_construction with "you may choose any Unit and tap it" (Holographic Decoy's wording): 4 counters
    above the cost of 2 make it twice (rulebook p.20, Activating Cards: the counters above the cost count when the
    card says so); the first time Brian says yes and taps Melissa's m2, the second time no. Strict mode: a missing
    answer is a violation, and so is an answer the card does not ask for."""
    result = _answer(_doc(DECOY, 6, [_activate(["m2"], [True, False])]))
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["m2"]["tapped"] and cards["card"]["zone"] == "scrapheap"
    assert {t.EXTRA_COUNTERS, CARDS_MAKE_EXCEPTIONS} <= traced(result)
    missing = _answer(_doc(DECOY, 6, [_activate(["m2"], [True])]))
    assert not missing["legal"] and "'may'" in missing["violations"][0]["message"]
    assert only(missing)["cards"]["card"]["zone"] == "construction"
    extra = _answer(_doc(DECOY, 6, [_activate(["m2"], [True, False, True])]))
    assert not extra["legal"] and "left over" in extra["violations"][0]["message"]


def test_per_excess_construction_untaps_one_mech_each_time_rulebook_glossary_untap() -> None:
    """per_excess_construction with "Untap one 'Mech for each construction counter above the cost" (the
    Counterstrike wording of Accelerated Turnaround): 1 counter above the cost, Brian's m1 untaps; a second card
    chosen is more than the card asks for (strict mode)."""
    result = _answer(_doc(UNTAP_EACH, 3, [_activate(["m1"])]))
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["m1"]["tapped"]
    extra = _answer(_doc(UNTAP_EACH, 3, [_activate(["m1", "m2"])]))
    assert not extra["legal"] and "left over" in extra["violations"][0]["message"]


def test_activate_only_during_your_missions_phase_rulebook_p9() -> None:
    """activation timing, "Activate this card only during your Missions phase but not during a mission" (Double-Time
    Offense's kind): the card's text makes the exception to "cards are activated in the Deploy
    phase" (rulebook p.9, p.20): activated in Brian's Missions phase (before any mission is sent) it untaps m1; in
    the Deploy phase it is a violation and stays under construction."""
    result = _answer(_doc(OFFENSE, 3, [_activate(["m1"], [True])], phase="missions"))
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["m1"]["tapped"] and only(result)["cards"]["card"]["zone"] == "scrapheap"
    deploy = _answer(_doc(OFFENSE, 3, [_activate(["m1"], [True])]))
    assert not deploy["legal"] and "Missions phase" in deploy["violations"][0]["message"]
    assert CARDS_MAKE_EXCEPTIONS in {rule for v in deploy["violations"] for rule in v["rules"]}
    assert only(deploy)["cards"]["card"]["zone"] == "construction"


def test_activate_only_at_the_end_of_your_missions_phase_rulebook_p16() -> None:
    """activation timing, "Activate this card only at the end of your Missions phase" (Accelerated Turnaround's
    kind): activated in Brian's Missions phase it untaps m1, and the phase is over: a mission sent
    after it is a violation (rulebook p.16: the phases come in order), as is activating it in the Deploy phase."""
    result = _answer(_doc(AT_THE_END, 3, [_activate(["m1"], [True])], phase="missions"))
    assert result["legal"], result["violations"]
    assert not only(result)["cards"]["m1"]["tapped"]
    assert any("the phase is over" in s["text"] or "it is over" in s["text"] for s in result["trace"])
    doc = _doc(AT_THE_END, 3, [_activate(["m1"], [True])], phase="missions")
    doc["mission"] = {"attacker": BRIAN, "group": ["m1"], "target": "Melissa.stockpile"}
    later = _answer(doc)
    assert not later["legal"] and "Missions phase has ended" in later["violations"][0]["message"]
    assert t.SEQUENCE in later["violations"][0]["rules"]
    deploy = _answer(_doc(AT_THE_END, 3, [_activate(["m1"], [True])]))
    assert not deploy["legal"] and "Missions phase" in deploy["violations"][0]["message"]


def test_activate_with_answers_reads_back_from_plain_text() -> None:
    """The plain-text spelling says the answers of an activation: ``..., choosing m2, answering yes and no.``"""
    doc = _doc(DECOY, 6, [_activate(["m2"], [True, False])])
    from judge.bttcg.scenario import BtScenario

    scenario = BtScenario.model_validate(doc)
    text = to_text(scenario)
    assert "answering yes and no" in text
    assert parse_text(text).actions[0].may == [True, False]


def test_double_time_offense_holographic_decoy_accelerated_turnaround_are_executed(current_pool: CardPool) -> None:
    """The pool's Double-Time Offense, Holographic Decoy and Accelerated Turnaround (current texts, read in place)
    have every ability executed now."""
    for name in ("Double-Time Offense", "Holographic Decoy", "Accelerated Turnaround"):
        card = current_pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        refused = card_refusals(face_of_pool_card(card)).refused
        assert refused == [], (name, refused)


def test_the_activation_timing_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
