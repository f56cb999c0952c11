"""Scenario answers (issue 5): the time of each worked example under ``rulings/examples/bttcg``, and the exact
damage distribution of 1..12 missiles at a Stockpile, against a baseline in the same process: enumerating every
sequence of die results (6^n) instead of merging equal states after each roll. Then (issue 20) one missile at each
of n blockers (3^n distinct outcomes), answered from one part per blocker (``judge/bttcg/enumeration.py``), against
the joint enumeration of every outcome (the baseline, up to 8 blockers), with the work units each spends
(``judge/budget.py``).

Run: ``.venv/bin/python benchmarks/simulate.py [--quick]``. Examples that name pool cards need ../shared/data
(skipped with a message without it). ``--quick``: each example once, 1..4 missiles.
"""

from __future__ import annotations

import itertools
import sys
import time
from fractions import Fraction
from typing import Any

from common import ROOT, Result, figure, have_data, knowledge, result, standalone

from judge import budget
from judge.bttcg import missions_play
from judge.bttcg.answer import answer_scenario
from judge.bttcg.damage import missile_damage
from judge.bttcg.scenario import BtScenario
from judge.cards.models import BtCard
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool

EXAMPLES = ROOT / "rulings" / "examples" / "bttcg"
BRUTE_FORCE_LIMIT = 7
"""The baseline enumerates 6^n sequences: up to 7 missiles (279,936 sequences)."""


def _answer(text: str, pool: CardPool | None) -> dict[str, object]:
    scenario = BtScenario.model_validate(YamlDocument(text).data)
    cards: dict[str, BtCard] = {}
    for card_id, spec in scenario.cards.items():
        if spec.card is not None:
            if pool is None:
                raise LookupError(spec.card)
            card = pool.lookup(spec.card, "bttcg")
            assert isinstance(card, BtCard)
            cards[card_id] = card
    answer: dict[str, object] = answer_scenario(scenario, cards)
    return answer


def _missiles(n: int) -> str:
    return f"""game: bttcg
players:
  Brian: {{assets: [T, M]}}
  Melissa: {{assets: [T], stockpile: 40}}
cards:
  lrm: {{owner: Brian, unit: {{type: mech, speed: fast, attack: 0, armor: 0, structure: 5, text: "Missile {n}"}}}}
mission: {{attacker: Brian, group: [lrm], target: Melissa.stockpile}}
actions:
  - {{by: Melissa, pass: true}}
  - {{by: Brian, use: Missile, unit: lrm, at: {{Melissa.stockpile: {n}}}}}
"""


def _blockers(n: int) -> str:
    """One missile at each of ``n`` blocking 'Mechs (tests/hostile/wide-missiles.txt has 8)."""
    ids = [f"b{i}" for i in range(n)]
    cards = "".join(
        f"  {c}: {{owner: Melissa, unit: {{type: mech, speed: fast, attack: 0, armor: 0, structure: 5}}}}\n"
        for c in ids
    )
    at = ", ".join(f"{c}: 1" for c in ids)
    return f"""game: bttcg
players:
  Brian: {{assets: [T]}}
  Melissa: {{assets: [T], stockpile: 40}}
cards:
  lrm: {{owner: Brian, unit: {{type: mech, speed: fast, attack: 0, armor: 0, structure: 5, text: "Missile {n}"}}}}
{cards}mission: {{attacker: Brian, group: [lrm], target: Melissa.stockpile, blockers: [{", ".join(ids)}]}}
actions:
  - {{by: Melissa, pass: true}}
  - {{by: Brian, use: Missile, unit: lrm, at: {{{at}}}}}
"""


def _spent(text: str, joint: bool) -> tuple[float, int, dict[str, object]]:
    """Seconds, work units and the answer; ``joint``: the parts taken away and the budget lifted (the baseline)."""
    real = missions_play.factorise
    if joint:
        missions_play.factorise = lambda resolver: None  # type: ignore[assignment]
    try:
        with budget.work_budget(limit=10**12 if joint else budget.WORK_LIMIT) as spent:
            start = time.perf_counter()
            answer = _answer(text, None)
            seconds = time.perf_counter() - start
    finally:
        missions_play.factorise = real
    return seconds, spent.spent, answer


def _wide(quick: bool, figures: dict[str, Any], baseline: dict[str, dict[str, Any]]) -> None:
    print()
    print("one missile at each of n blockers (3^n outcomes): by parts vs every joint outcome (baseline)")
    print(f"  {'n':>2} {'outcomes':>9} {'by parts':>10} {'units':>9} {'joint':>10} {'units':>10}")
    for n in (6, 8) if quick else (6, 8, 10, 12):
        text = _blockers(n)
        seconds, units, answer = _spent(text, joint=False)
        rest = answer["outcomes_rest"]
        assert isinstance(rest, dict) and rest["count"] + 100 == 3**n, rest
        figures[f"{n} blockers, by parts"] = figure(seconds * 1000, "ms")
        figures[f"{n} blockers, by parts, work"] = figure(units, "units")
        shown = f"{'-':>10} {'-':>10}"
        if n <= 8:
            joint_seconds, joint_units, joint = _spent(text, joint=True)
            assert joint["outcomes_rest"] == rest and joint["card_outcomes"] == answer["card_outcomes"]
            baseline[f"{n} blockers, joint"] = figure(joint_seconds * 1000, "ms")
            baseline[f"{n} blockers, joint, work"] = figure(joint_units, "units")
            shown = f"{joint_seconds * 1000:7.1f} ms {joint_units:>10,}"
        print(f"  {n:>2} {3**n:>9,} {seconds * 1000:7.1f} ms {units:>9,} {shown}")


def _brute_force(n: int) -> dict[int, Fraction]:
    counts: dict[int, int] = {}
    for rolls in itertools.product(range(1, 7), repeat=n):
        total = sum(missile_damage(r, True) for r in rolls)
        counts[total] = counts.get(total, 0) + 1
    return {k: Fraction(v, 6**n) for k, v in counts.items()}


def _time(fn: object, repeat: int) -> float:
    assert callable(fn)
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def run(quick: bool) -> Result:
    pool = knowledge(True).pool if have_data() else None  # the rulings' errata applied, as judge simulate plays cards
    if pool is None:
        print("note: ../shared/data is absent: examples naming pool cards are skipped")
    repeat = 1 if quick else 5
    _answer(_missiles(1), pool)  # warm the card-text grammar
    print(f"worked examples (best of {repeat})")
    times: dict[str, float] = {}
    skipped_examples = 0
    for path in sorted(EXAMPLES.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        try:
            seconds = _time(lambda text=text: _answer(text, pool), repeat)
        except LookupError:
            print(f"  {path.stem:58} skipped (needs the card pool)")
            skipped_examples += 1
            continue
        times[path.stem] = seconds
        print(f"  {path.stem:58} {seconds * 1000:8.2f} ms")
    ordered = sorted(times.values())
    total = sum(ordered)
    print(
        f"  {len(ordered)} examples: total {total * 1000:.1f} ms, slowest {ordered[-1] * 1000 if ordered else 0:.1f} ms"
    )
    print()
    print("missiles at a Stockpile, with Munitions: exact distribution (merged) vs every sequence (baseline)")
    print(f"  {'n':>2} {'outcomes':>8} {'merged':>10} {'baseline':>12}  P(no damage)")
    figures = {
        "worked examples, total": figure(total * 1000, "ms"),
        "worked examples, slowest": figure(ordered[-1] * 1000 if ordered else 0.0, "ms"),
    }
    baseline: dict[str, dict[str, Any]] = {}
    for n in range(1, 5 if quick else 13):
        text = _missiles(n)
        merged = _time(lambda text=text: _answer(text, None), repeat=1 if quick else 3)
        result_ = _answer(text, None)
        outcomes = result_["outcomes"]
        assert isinstance(outcomes, list)
        none = next(Fraction(o["probability"]) for o in outcomes if o["stockpiles"]["Melissa"] == 40)
        figures[f"{n} missiles, merged"] = figure(merged * 1000, "ms")
        if n <= BRUTE_FORCE_LIMIT:
            brute = _time(lambda n=n: _brute_force(n), repeat=1)
            exact = _brute_force(n)
            assert exact[0] == none, (n, exact[0], none)
            baseline[f"{n} missiles, every sequence"] = figure(brute * 1000, "ms")
            shown = f"{brute * 1000:9.1f} ms"
        else:
            shown = f"{'(6^' + str(n) + ')':>12}"
        print(f"  {n:>2} {len(outcomes):>8} {merged * 1000:7.2f} ms {shown}  {none}")
    _wide(quick, figures, baseline)
    return result(figures, baseline, checks={"examples": len(times), "examples_skipped": skipped_examples})


if __name__ == "__main__":
    sys.exit(standalone(run, __doc__))
