"""The BattleTech TCG misrulings (:mod:`judge.bttcg.misrulings`): each one, turned on with
:func:`judge.misrulings.applying`, changes the answer to a scenario the way its mistake predicts, and only inside
``applying``; each names current records that resolve. The scenarios are the worked examples under
``rulings/examples/bttcg`` read in place (those with invented cards only), or invented inline cards; the examples that
name real cards read the community card data in place, and skip without it."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.bttcg import misrulings as mr
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.answer import answer_scenario
from judge.misrulings import REGISTRY, active, applying, misrulings_of
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, rules_of, traced
from tests.test_bttcg_random_play import check_answer, random_battle

SCENARIOS = Path(__file__).parent.parent / "rulings" / "examples" / "bttcg"
Answer = dict[str, Any]


@pytest.fixture(scope="module")
def rulings() -> RulingBase:
    return RulingBase.load()


def example(name: str) -> str:
    """A worked-example scenario file, read in place."""
    return (SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8")


def both(misruling: str, text: str, pool: CardPool | None = None) -> tuple[Answer, Answer]:
    """The right answer and the answer under ``misruling``; the right one again after ``applying``, unchanged."""
    right = answer(text, pool)
    with applying(misruling):
        wrong = answer(text, pool)
    assert active() == frozenset()
    assert answer(text, pool) == right, "the misruling leaked out of applying()"
    return right, wrong


def cards(result: Answer) -> dict[str, dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = only(result)["cards"]
    return cards


# --- one scenario per misruling: the concrete difference its mistake makes ------------------------------------------

CASES: dict[str, Callable[[], tuple[Answer, Answer]]] = {}


def case(misruling: str) -> Callable[[Callable[[], tuple[Answer, Answer]]], Callable[[], tuple[Answer, Answer]]]:
    def register(fn: Callable[[], tuple[Answer, Answer]]) -> Callable[[], tuple[Answer, Answer]]:
        CASES[misruling] = fn
        return fn

    return register


SUNDER_INLINE = example("rulebook-sunder-two-mechs").replace(
    "    card: Sunder\n", "    unit: {type: mech, speed: slow, attack: 3, armor: 3, structure: 10, name: Sunder}\n"
)
"""rulebook p.30's Sunder with the stats the example itself gives (3 armor, structure 10)."""


@case(mr.ARMOR_PER_SOURCE)
def armor_per_source() -> tuple[Answer, Answer]:
    """rulebook p.30 (rulebook/resolving-damage-8, -9): 7 + 7 damage, armor 3 once: 11 counters, the Sunder is
    scrapped. Armor per source: 4 + 4 = 8 counters, and it survives."""
    right, wrong = both(mr.ARMOR_PER_SOURCE, SUNDER_INLINE)
    assert cards(right)["sunder"]["zone"] == "scrapheap"
    assert cards(wrong)["sunder"] == {"zone": "patrol", "damage": 8, "tapped": False, "depleted": False, "counters": 0}
    return right, wrong


TIE = """game: bttcg
players:
  Brian: {assets: [T]}
  Melissa: {assets: [T]}
cards:
  striker: {owner: Brian, unit: {type: mech, speed: fast, attack: 4, armor: 0, structure: 6}}
  wall: {owner: Melissa, unit: {type: mech, speed: fast, attack: 2, armor: 1, structure: 6}}
mission: {attacker: Brian, group: [striker], target: Melissa.stockpile, blockers: [wall]}
actions:
  - {by: Melissa, assign: wall, to: {striker: 2}}
  - {by: Brian, assign: striker, to: {wall: 4}}
"""


@case(mr.INITIATIVE_TIE_TO_DEFENDER)
def initiative_tie_to_defender() -> tuple[Answer, Answer]:
    """rulebook p.26 (rulebook/determine-who-wins-initiative): 1 to 1, the attacker wins initiative: Melissa goes
    first, and the order of the actions is legal. Ties to the defender: Melissa wins, so Brian should have gone
    first, and his assignment after hers is out of turn."""
    right, wrong = both(mr.INITIATIVE_TIE_TO_DEFENDER, TIE)
    assert right["legal"], right["violations"]
    assert right["initiative"] == {"winner": "Brian", "scores": {"Brian": 1, "Melissa": 1}}
    assert wrong["initiative"] == {"winner": "Melissa", "scores": {"Brian": 1, "Melissa": 1}}
    assert [(v["action"], v["rules"]) for v in wrong["violations"]] == [(1, [r.GOES_SECOND])]
    assert any("ties go to the defender" in step["text"] for step in wrong["trace"])
    return right, wrong


FOG_INLINE = example("rulebook-heavy-fog-take-back").replace(
    "    card: Heavy Fog\n", '    mission: {name: Thick Smoke, text: "Each attacking Unit gets -2 attack."}\n'
)
"""rulebook p.28's example with an invented Mission card doing what the example says Heavy Fog does."""


@case(mr.REDUCED_DAMAGE_REASSIGNED)
def reduced_damage_reassigned() -> tuple[Answer, Answer]:
    """rulebook p.28 (rulebook/one-player-goes-first-9): after the -2, Melissa takes 2 back from the 'Mech her 7
    went to; moving the other 5 to Brian's other 'Mech is refused. Reassigned freely: the 5 move."""
    text = FOG_INLINE + "  - {by: Melissa, assign: brawler, to: {second: 5}}\n"
    right, wrong = both(mr.REDUCED_DAMAGE_REASSIGNED, text)
    assert r.ATTACK_CHANGES_AFTER_ASSIGNING in rules_of(right)
    assert (cards(right)["first"]["damage"], cards(right)["second"]["damage"]) == (5, 0)
    assert wrong["legal"], wrong["violations"]
    assert (cards(wrong)["first"]["damage"], cards(wrong)["second"]["damage"]) == (0, 5)
    return right, wrong


@case(mr.ECM_CUMULATIVE)
def ecm_cumulative() -> tuple[Answer, Answer]:
    """CE General Rulings, Unit Options/ECM (ce-rulings/ecm-2): two ECM, still +1 armor: 3 of the 4 get through.
    Stacked: +2 armor, 2 get through."""
    right, wrong = both(mr.ECM_CUMULATIVE, example("ce-ecm-not-cumulative"))
    assert cards(right)["ecm1"]["damage"] == 3
    assert cards(wrong)["ecm1"]["damage"] == 2
    return right, wrong


DEPLETED = """game: bttcg
players:
  Brian: {assets: [T]}
  Melissa: {assets: [T]}
cards:
  striker: {owner: Brian, unit: {type: mech, speed: slow, attack: 3, armor: 1, structure: 6}}
  spent: {owner: Melissa, unit: {type: mech, speed: fast, attack: 4, armor: 0, structure: 5}, depleted: true}
mission: {attacker: Brian, group: [striker], target: spent}
actions:
  - {by: Melissa, pass: true}
"""


@case(mr.DEPLETED_DEALS_DAMAGE)
def depleted_deals_damage() -> tuple[Answer, Answer]:
    """rulebook p.28 (rulebook/one-player-goes-first-11): a slow 'Mech attacks a depleted one (rulebook p.24); the
    depleted target is in the battle but deals no damage. Dealing damage: its 4, less armor 1, on the attacker."""
    right, wrong = both(mr.DEPLETED_DEALS_DAMAGE, DEPLETED)
    assert cards(right)["striker"]["damage"] == 0
    assert r.DEPLETED_DEALS_NO_DAMAGE in traced(right)
    assert cards(wrong)["striker"]["damage"] == 4 - 1
    assert cards(right)["spent"]["damage"] == cards(wrong)["spent"]["damage"] == 3
    return right, wrong


@case(mr.ASSEMBLY_REPAIRS_PER_RESOURCE)
def assembly_repairs_per_resource() -> tuple[Answer, Answer]:
    """CE General Rulings, Repair/Reload Phase (ce-rulings/repair-reload-phase): two Assembly Plants, one repair a
    turn; the second is refused. A repair per {R}: both Units repaired."""
    right, wrong = both(mr.ASSEMBLY_REPAIRS_PER_RESOURCE, example("ce-assembly-repairs-once"))
    assert [(v["action"], v["rules"]) for v in right["violations"]] == [(3, [t.REPAIR_ONCE])]
    assert (cards(right)["hurt"]["damage"], cards(right)["scratched"]["damage"]) == (2, 1)
    assert wrong["legal"], wrong["violations"]
    assert (cards(wrong)["hurt"]["damage"], cards(wrong)["scratched"]["damage"]) == (2, 0)
    return right, wrong


@case(mr.ANTI_MISSILE_NOT_CUMULATIVE)
def anti_missile_not_cumulative() -> tuple[Answer, Answer]:
    """CE General Rulings, Unit Options/Anti-Missile (ce-rulings/anti-missile-2): two Anti-Missile, -2 per missile:
    rolls 2 and 1 deal nothing. Not cumulative: -1 per missile, 1 + 0 damage."""
    right, wrong = both(mr.ANTI_MISSILE_NOT_CUMULATIVE, example("ce-anti-missile-cumulative"))
    assert cards(right)["ams1"]["damage"] == 0
    assert cards(wrong)["ams1"]["damage"] == 1
    return right, wrong


@case(mr.BLOCKERS_DO_NOT_TAP)
def blockers_do_not_tap() -> tuple[Answer, Answer]:
    """rulebook p.25 (rulebook/blocking-6): the blocking 'Mech taps, the included target does not. Blocking without
    tapping: both stay untapped."""
    right, wrong = both(mr.BLOCKERS_DO_NOT_TAP, example("rulebook-blocking-include-target"))
    assert (cards(right)["helper"]["tapped"], cards(right)["slowpoke"]["tapped"]) == (True, False)
    assert (cards(wrong)["helper"]["tapped"], cards(wrong)["slowpoke"]["tapped"]) == (False, False)
    return right, wrong


OVERHEAT = """game: bttcg
players:
  Brian: {assets: [T]}
  Melissa: {assets: [T]}
cards:
  hot: {owner: Brian, unit: {type: mech, speed: fast, attack: 3, armor: 0, structure: 5, text: "Overheat 2: +2 attack"}}
  flush: {owner: Brian, mission: {name: Coolant Flush, text: "Prevent 2 damage to one of your Units."}}
mission: {attacker: Brian, group: [hot], target: Melissa.stockpile}
actions:
  - {by: Melissa, pass: true}
  - {by: Brian, use: Overheat, unit: hot}
  - {by: Brian, play: flush, choose: [hot]}
  - {by: Brian, assign: hot, to: {Melissa.stockpile: 5}}
"""


@case(mr.OVERHEAT_NOT_PREVENTABLE)
def overheat_not_preventable() -> tuple[Answer, Answer]:
    """CE Individual Card Rulings, Heavy Fog (ce-rulings/heavy-fog-2): damage prevention prevents Overheat damage
    like any other: the 2 Overheat damage are prevented. Not preventable: 2 damage counters."""
    right, wrong = both(mr.OVERHEAT_NOT_PREVENTABLE, OVERHEAT)
    assert cards(right)["hot"]["damage"] == 0
    assert cards(wrong)["hot"]["damage"] == 2
    assert only(right)["stockpiles"] == only(wrong)["stockpiles"] == {"Brian": 30, "Melissa": 25}
    return right, wrong


@case(mr.CONSTRUCTION_ROUNDS_UP)
def construction_rounds_up() -> tuple[Answer, Answer]:
    """1997 rulings, Cards Under Construction (rulings-1997/cards-under-construction-2): 3 damage remove one of two
    counters, the odd point is lost. Rounded up: both counters removed."""
    data = yaml.safe_load(example("1997-construction-counters"))
    data["cards"]["site"]["counters"] = 2
    right, wrong = both(mr.CONSTRUCTION_ROUNDS_UP, yaml.safe_dump(data, sort_keys=False))
    assert cards(right)["site"] == {
        "zone": "construction",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 1,
    }
    assert cards(wrong)["site"] == {
        "zone": "construction",
        "damage": 0,
        "tapped": False,
        "depleted": False,
        "counters": 0,
    }
    return right, wrong


@pytest.mark.parametrize("misruling", sorted(CASES))
def test_each_misruling_changes_the_answer_as_its_mistake_predicts(misruling: str, rulings: RulingBase) -> None:
    """The case's own assertions hold (the right answer, and the wrong one the mistake gives); the two answers
    differ; the misruled answer is still a well-formed answer (probabilities summing to 1, cited rules resolving)."""
    right, wrong = CASES[misruling]()
    assert right != wrong
    assert sum(Fraction(o["probability"]) for o in wrong["outcomes"]) == 1
    cited = traced(wrong) | rules_of(wrong)
    assert [rule for rule in cited if rulings.get(rule) is None] == []


def test_every_declared_bttcg_misruling_has_a_scenario_that_it_changes() -> None:
    """Every BattleTech misruling is reachable through a scenario: the table above covers exactly the declared
    ones (a misruling added without a case, or a case without a misruling, fails here)."""
    assert sorted(CASES) == sorted(m.id for m in misrulings_of("bttcg"))
    assert len(CASES) >= 6


def test_every_broken_rule_id_resolves_to_a_current_record(rulings: RulingBase) -> None:
    """Each misruling names the records it breaks, each one a record ``judge rule`` resolves and that no newer
    record supersedes."""
    for misruling in misrulings_of("bttcg"):
        assert misruling.title and misruling.mistake
        for rule_id in misruling.breaks:
            record = rulings.get(rule_id)
            assert record is not None, (misruling.id, rule_id)
            assert record.superseded_by == [], (misruling.id, rule_id, record.superseded_by)


def test_the_declarations_are_registered_under_their_game() -> None:
    """The module's constants are the registry's ids, in the game ``bttcg``."""
    names = [value for name, value in vars(mr).items() if name.isupper() and name != "GAME"]
    assert sorted(names) == sorted(m.id for m in misrulings_of("bttcg"))
    assert all(REGISTRY[name].game == "bttcg" for name in names)


# --- more of each mistake: the other sources of damage, and the worked examples that name real cards --------------


def test_armor_per_source_counts_overheat_as_a_source_ce_rulings() -> None:
    """CE General Rulings, Unit Options/Overheat (ce-rulings/overheat): Overheat damage joins the battle's other
    damage, armor once against the lump sum: 3 from the blocker + 2 Overheat - armor 2 = 3. Per source: 1 + 0."""
    text = """game: bttcg
players:
  Brian: {assets: [T]}
  Melissa: {assets: [T]}
cards:
  hot: {owner: Brian, unit: {type: mech, speed: fast, attack: 3, armor: 2, structure: 9, text: "Overheat 2: +2 attack"}}
  wall: {owner: Melissa, unit: {type: mech, speed: fast, attack: 3, armor: 0, structure: 9}}
mission: {attacker: Brian, group: [hot], target: Melissa.stockpile, blockers: [wall]}
actions:
  - {by: Melissa, assign: wall, to: {hot: 3}}
  - {by: Brian, use: Overheat, unit: hot}
  - {by: Brian, assign: hot, to: {wall: 5}}
"""
    right, wrong = both(mr.ARMOR_PER_SOURCE, text)
    assert cards(right)["hot"]["damage"] == 3 + 2 - 2
    assert cards(wrong)["hot"]["damage"] == (3 - 2) + 0
    assert cards(right)["wall"]["damage"] == cards(wrong)["wall"]["damage"] == 5  # one source, no armor


def test_armor_per_source_counts_the_missiles_as_a_source_rulebook_p30() -> None:
    """rulebook p.30-31: a 'Mech's 2 damage and its missile's 2 (die fixed at 2) on a Unit of armor 1: 4 - 1 = 3
    counters. Per source: 1 + 1."""
    text = """game: bttcg
players:
  Brian: {assets: [T]}
  Melissa: {assets: [T]}
cards:
  lrm: {owner: Brian, unit: {type: mech, speed: fast, attack: 2, armor: 0, structure: 9, text: "Missile 1"}}
  wall: {owner: Melissa, unit: {type: mech, speed: fast, attack: 0, armor: 1, structure: 9}}
mission: {attacker: Brian, group: [lrm], target: Melissa.stockpile, blockers: [wall]}
actions:
  - {by: Melissa, pass: true}
  - {by: Brian, use: Missile, unit: lrm, at: {wall: 1}}
  - {by: Brian, assign: lrm, to: {wall: 2}}
dice: [2]
"""
    right, wrong = both(mr.ARMOR_PER_SOURCE, text)
    assert cards(right)["wall"]["damage"] == 3
    assert cards(wrong)["wall"]["damage"] == 2


def test_sunder_worked_example_armor_per_source_rulebook_p30(full_pool: CardPool) -> None:
    """rulebook p.30 (rulebook/resolving-damage-9), the example file with the real Sunder: scrapped by the rule,
    8 counters and alive with armor per source."""
    right, wrong = both(mr.ARMOR_PER_SOURCE, example("rulebook-sunder-two-mechs"), full_pool)
    assert cards(right)["sunder"]["zone"] == "scrapheap"
    assert cards(wrong)["sunder"]["zone"] == "patrol" and cards(wrong)["sunder"]["damage"] == 8


def test_guillotine_albatross_lumped_damage_reassigned_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/reducing-the-attack-of-a-unit-that-has-assigned-its-damage-2), first way:
    after Heavy Fog the Koshi takes 2 and survives; moving the Albatross's remaining 4 onto the Koshi is refused.
    Reassigned freely: the Koshi takes 6 and is scrapped, the Pouncer nothing."""
    text = example("ce-guillotine-albatross-heavy-fog-lumped") + "  - {by: You, assign: albatross, to: {koshi: 4}}\n"
    right, wrong = both(mr.REDUCED_DAMAGE_REASSIGNED, text, full_pool)
    assert r.ATTACK_CHANGES_AFTER_ASSIGNING in rules_of(right)
    assert cards(right)["koshi"]["zone"] == "patrol" and cards(right)["koshi"]["damage"] == 2
    assert wrong["legal"], wrong["violations"]
    assert cards(wrong)["koshi"]["zone"] == "scrapheap"
    assert cards(wrong)["pouncer"]["damage"] == 0


def test_reassigning_without_an_attack_drop_stays_refused_under_the_misruling() -> None:
    """The misruling is about damage after an attack reduction only: without the -2, Melissa's 7 damage already
    assigned still cannot move to Brian's other 'Mech (rulebook p.28)."""
    text = (
        FOG_INLINE.replace("  - {by: Brian, play: fog}\n", "") + "  - {by: Melissa, assign: brawler, to: {second: 7}}\n"
    )
    with applying(mr.REDUCED_DAMAGE_REASSIGNED):
        result = answer(text)
    assert [v["rules"] for v in result["violations"]] == [[r.ATTACK_CHANGES_AFTER_ASSIGNING]]
    assert (cards(result)["first"]["damage"], cards(result)["second"]["damage"]) == (7, 0)


def test_the_worked_examples_are_unchanged_without_a_misruling(current_pool: CardPool) -> None:
    """Outside ``applying`` no misruling is in force: every worked example gets the same answer before and after
    running it under each misruling (nothing leaks between contexts)."""
    for path in sorted(SCENARIOS.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        before = answer(text, current_pool)
        for misruling in misrulings_of("bttcg"):
            with applying(misruling.id):
                answer(text, current_pool)
        assert answer(text, current_pool) == before, path.name


@pytest.mark.parametrize("misruling", [m.id for m in misrulings_of("bttcg")])
def test_random_battles_under_a_misruling_never_crash_and_stay_consistent(misruling: str) -> None:
    """The quiz runs every misruling on every scenario: random battles (tests/test_bttcg_random_play.py) answer or
    fail with a clear :class:`ScenarioError`, and their answers keep the engine's invariants, except the one the
    mistake breaks on purpose (blockers that did not tap)."""
    answered = 0
    for seed in range(40):
        scenario = random_battle(random.Random(seed))
        try:
            with applying(misruling):
                result = answer_scenario(scenario, {})
        except ScenarioError:
            continue
        answered += 1
        blockers = scenario.mission.blockers if scenario.mission else []
        untapped = [
            b
            for o in result["outcomes"]
            for b in blockers
            if o["cards"][b]["zone"] != "scrapheap" and not o["cards"][b]["tapped"]
        ]
        if misruling == mr.BLOCKERS_DO_NOT_TAP and result["legal"] and untapped:
            with pytest.raises(AssertionError, match="fought and is untapped"):
                check_answer(scenario, result)
        else:
            check_answer(scenario, result)
    assert answered > 20
