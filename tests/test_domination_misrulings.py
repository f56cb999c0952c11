"""The Battletech: Domination misrulings (judge/domination/misrulings.py): each one, turned on with ``applying``,
changes the answer of a ``game: domination`` scenario in the way its mistake predicts — with a seed (one play) and
without (every shuffle explored, judge/domination/scenario_odds.py) — and the answer is the rule's again outside
``applying``. The rules are seed 001's (``domination/...``), most of them answered in its FAQ.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from judge.domination import misrulings as m
from judge.domination.selfplay import build_cards, run_games, run_parallel
from judge.misrulings import applying, misrulings_of
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.simulate import read_scenario, simulate_document


def answer(text: str, pool: CardPool) -> dict[str, Any]:
    """The scenario's answer, as ``judge simulate`` gives it."""
    return simulate_document(read_scenario(text, "s.yaml"), pool, "s.yaml")


def scenario(players: str, actions: str, extra: str = "", seed: bool = True) -> str:
    return f"game: domination\n{'seed: 3' + chr(10) if seed else ''}{extra}players:\n{players}actions:\n{actions}"


def compare(pool: CardPool, misruling: str, text: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The answer under the rule, under the misruling, and under the rule again (which must equal the first)."""
    right = answer(text, pool)
    with applying(misruling):
        wrong = answer(text, pool)
    assert answer(text, pool) == right, "the misruling leaked out of 'applying'"
    return right, wrong


def outcome(data: dict[str, Any]) -> dict[str, Any]:
    assert data["legal"], data["violations"]
    assert len(data["outcomes"]) == 1
    result: dict[str, Any] = data["outcomes"][0]
    return result


def violation(data: dict[str, Any]) -> dict[str, Any]:
    assert not data["legal"] and data["outcomes"] == [], data["outcomes"]
    assert len(data["violations"]) == 1
    found: dict[str, Any] = data["violations"][0]
    return found


OVERRUN_BY_SIX = (
    "  A: {deployment: [Uziel, Uziel, Uziel]}\n"
    "  B: {hand: [Basic Factory, Basic Factory, Basic Factory, Basic Factory, Basic Factory], "
    "deck: [Uziel, Cicada]}\n"
)
"""A attacks 6 (three Uziels) against B's Defense 0: an Overrun Value of 6; B has 7 cards he could scrap."""


def overrun_uncapped(pool: CardPool) -> None:
    """domination/combat-phase/step-c, domination/combat-phase-10: the defender scraps the Overrun Value "to a
    maximum of three (3) cards per turn". Overrun by 6, B scraps 3 cards; 6 is the mistake."""
    three = scenario(
        OVERRUN_BY_SIX, "  - {by: B, scrap: {hand: [Basic Factory, Basic Factory], deck: 1}}\n", "until: combat\n"
    )
    right, wrong = compare(pool, m.OVERRUN_UNCAPPED, three)
    end = outcome(right)
    assert end["totals"] == {"attack": 6, "defense": 0} and end["overrun"] == {"B": 3}
    assert sorted(end["scrapheap"]) == ["Basic Factory", "Basic Factory", "Uziel"]
    found = violation(wrong)
    assert found["message"] == "B is Overrun by 6 and must scrap 6 card(s), not 3"
    six = scenario(
        OVERRUN_BY_SIX,
        "  - {by: B, scrap: {hand: [Basic Factory, Basic Factory, Basic Factory, Basic Factory, Basic Factory], "
        "deck: 1}}\n",
        "until: combat\n",
    )
    right, wrong = compare(pool, m.OVERRUN_UNCAPPED, six)
    assert violation(right)["message"] == "B is Overrun by 3 and must scrap 3 card(s), not 6"
    end = outcome(wrong)
    assert end["overrun"] == {"B": 6} and len(end["scrapheap"]) == 6
    assert end["players"]["B"]["hand"] == [] and end["players"]["B"]["deck"] == ["Cicada"]


def damage_only_when_overrun(pool: CardPool) -> None:
    """domination/combat-phase/step-d, domination/combat-phase-11 ("even if the defender was not Overrun!"),
    domination/combat-phase-faq: A attacks 2 against B's Defense 2 — no Overrun, but B must still damage one of his
    two Infantry Platoons."""
    text = scenario(
        "  A: {deployment: [Uziel]}\n  B: {deployment: [Infantry Platoon, Infantry Platoon]}\n",
        "  []\n",
        "until: combat\n",
    )
    right, wrong = compare(pool, m.DAMAGE_ONLY_WHEN_OVERRUN, text)
    end = outcome(right)
    assert end["overrun"] == {"B": 0} and end["totals"] == {"attack": 2, "defense": 2}
    assert end["players"]["B"]["deployment"] == ["Infantry Platoon"]
    assert end["players"]["B"]["discard"] == ["Infantry Platoon"]
    assert any("domination/combat-phase/step-d" in step["rules"] for step in right["trace"])
    mistaken = outcome(wrong)
    assert mistaken["players"]["B"]["deployment"] == ["Infantry Platoon", "Infantry Platoon"]
    assert mistaken["players"]["B"]["discard"] == []


def once_per_turn_per_copy(pool: CardPool) -> None:
    """domination/combat-phase-faq-3: a "once per turn" ability (Catapult's HEAVY FIRE SUPPORT) is used "one time per
    turn only, regardless of how many copies of that unit you have in your deployment zone"."""
    text = scenario(
        "  A: {hand: [Basic Factory, Basic Factory, Basic Factory, Basic Factory], deployment: [Catapult, Catapult]}\n"
        "  B: {deployment: [Infantry Platoon, Infantry Platoon, Infantry Platoon]}\n",
        "  - {by: A, use: Catapult}\n  - {by: A, use: Catapult}\n",
        "phase: action\nuntil: action\n",
    )
    right, wrong = compare(pool, m.ONCE_PER_TURN_PER_COPY, text)
    found = violation(right)
    assert found["action"] == 1 and found["rules"] == ["domination/combat-phase-faq-3"]
    assert found["message"] == "HEAVY FIRE SUPPORT can be used once per turn only"
    end = outcome(wrong)
    assert end["players"]["A"]["hand"] == [] and end["players"]["A"]["discard"] == ["Basic Factory"] * 4
    assert end["players"]["B"]["deployment"] == ["Infantry Platoon"]
    assert end["players"]["B"]["discard"] == ["Infantry Platoon", "Infantry Platoon"]


def placing_is_deploying(pool: CardPool) -> None:
    """domination/action-phase-faq-8: a unit a card places in the deployment zone (Maintenance Facility) is not
    deployed, so its "when you deploy this unit" ability (Firestarter's FLAMERS: "your opponent must damage all
    Infantry Platoons in his deployment zone") does not happen."""
    text = scenario(
        "  A: {hand: [Maintenance Facility], deck: [Basic Factory, Firestarter, Uziel]}\n"
        "  B: {deployment: [Infantry Platoon, Infantry Platoon]}\n",
        "  - {by: A, play: Maintenance Facility}\n",
        "phase: action\nuntil: action\n",
    )
    right, wrong = compare(pool, m.PLACING_IS_DEPLOYING, text)
    end = outcome(right)
    assert end["players"]["A"]["deployment"] == ["Firestarter"]
    assert end["players"]["A"]["discard"] == ["Basic Factory"] and end["players"]["A"]["deck"] == ["Uziel"]
    assert end["players"]["B"]["deployment"] == ["Infantry Platoon", "Infantry Platoon"]
    mistaken = outcome(wrong)
    assert mistaken["players"]["A"]["deployment"] == ["Firestarter"]
    assert mistaken["players"]["B"]["deployment"] == []
    assert mistaken["players"]["B"]["discard"] == ["Infantry Platoon", "Infantry Platoon"]


def base_piles_not_counted(pool: CardPool) -> None:
    """domination/end-of-game/condition-b and domination/end-of-game-faq ("Base cards are considered to be a Supply
    pile"): A buys the last Infantry Platoon, the fourth empty pile; the game ends and the bigger Deck wins."""
    players = (
        "  A: {hand: [Basic Factory, Basic Factory], deck: [Basic Factory, Basic Factory, Basic Factory]}\n"
        "  B: {hand: [Basic Factory]}\n"
    )
    supply = "supply: {Cicada: 0, Uziel: 0, Awesome: 0, Infantry Platoon: 1}\n"
    right, wrong = compare(
        pool, m.BASE_PILES_NOT_COUNTED, scenario(players, "  - {by: A, buy: Infantry Platoon}\n", supply)
    )
    end, mistaken = outcome(right), outcome(wrong)
    assert end["supply"]["Infantry Platoon"] == 0 == mistaken["supply"]["Infantry Platoon"]
    assert end["winner"] == "A"
    assert mistaken["winner"] is None  # three empty piles without the base pile: the game goes on


def deployed_units_scored(pool: CardPool) -> None:
    """domination/end-of-game-2 ("NOTE: Units in the player's deployment zone are not counted as part of the player's
    deck!") and domination/end-of-game-faq-2: at the end A's Deck is 5 cards, B's 1 — with five deployed units, B's
    score is still 1, and A wins."""
    players = (
        "  A: {hand: [Basic Factory, Basic Factory], deck: [Basic Factory, Basic Factory, Basic Factory]}\n"
        "  B: {hand: [Basic Factory], deployment: [Infantry Platoon, Infantry Platoon, Infantry Platoon, "
        "Infantry Platoon, Infantry Platoon]}\n"
    )
    supply = "supply: {Cicada: 0, Uziel: 0, Awesome: 0, Ammo Dump: 0}\n"
    right, wrong = compare(pool, m.DEPLOYED_UNITS_SCORED, scenario(players, "  []\n", supply))
    end, mistaken = outcome(right), outcome(wrong)
    assert (end["players"]["A"]["score"], end["players"]["B"]["score"], end["winner"]) == (5, 1, "A")
    assert (mistaken["players"]["A"]["score"], mistaken["players"]["B"]["score"], mistaken["winner"]) == (5, 6, "B")


CHECKS: dict[str, Callable[[CardPool], None]] = {
    m.OVERRUN_UNCAPPED: overrun_uncapped,
    m.DAMAGE_ONLY_WHEN_OVERRUN: damage_only_when_overrun,
    m.ONCE_PER_TURN_PER_COPY: once_per_turn_per_copy,
    m.PLACING_IS_DEPLOYING: placing_is_deploying,
    m.BASE_PILES_NOT_COUNTED: base_piles_not_counted,
    m.DEPLOYED_UNITS_SCORED: deployed_units_scored,
}
"""Each misruling of the game → the scenario check that shows it changing the answer."""


@pytest.mark.parametrize("misruling", sorted(CHECKS))
def test_each_misruling_changes_a_scenario_answer_as_its_mistake_predicts(
    builtin_pool: CardPool, misruling: str
) -> None:
    CHECKS[misruling](builtin_pool)


def test_every_domination_misruling_has_a_scenario_check() -> None:
    assert sorted(CHECKS) == sorted(x.id for x in misrulings_of("domination"))
    assert 4 <= len(CHECKS) <= 6


def test_every_domination_misruling_breaks_rules_that_resolve() -> None:
    """``judge rule ID`` resolves every id a misruling says it breaks."""
    rulings = RulingBase.load()
    for misruling in misrulings_of("domination"):
        assert misruling.title and misruling.mistake
        for rule in misruling.breaks:
            assert rulings.get(rule) is not None, (misruling.id, rule)


def test_the_exact_odds_without_seed_honour_the_misruling(builtin_pool: CardPool) -> None:
    """Without ``seed`` the answer replays the scenario on every shuffle (scenario_odds.explore): each replay runs
    under the misruling. B, Overrun by 6 with 2 Cicadas in hand and 2 Basic Factories and an Uziel in his discard
    pile, scraps 3 cards by the rule (domination/combat-phase/step-c): a Cicada and the top 2 of the deck shuffled
    from the discard pile, the Uziel among them 2 times in 3; all 5 cards under the mistake."""
    players = (
        "  A: {deployment: [Uziel, Uziel, Uziel]}\n"
        "  B: {discard: [Basic Factory, Basic Factory, Uziel], hand: [Cicada, Cicada]}\n"
    )
    right_text = scenario(players, "  - {by: B, scrap: {hand: [Cicada], deck: 2}}\n", "until: combat\n", seed=False)
    wrong_text = scenario(
        players, "  - {by: B, scrap: {hand: [Cicada, Cicada], deck: 3}}\n", "until: combat\n", seed=False
    )
    right = answer(right_text, builtin_pool)
    assert right["estimate"] is None and right["legal"]
    uziel = sum(Fraction(o["probability"]) for o in right["outcomes"] if "Uziel" in o["scrapheap"])
    assert uziel == Fraction(2, 3)
    with applying(m.OVERRUN_UNCAPPED):
        wrong = answer(wrong_text, builtin_pool)
        (refused,) = answer(right_text, builtin_pool)["violations"]
    assert refused["probability"] == "1" and "must scrap 5 card(s), not 3" in refused["message"]
    assert wrong["estimate"] is None and wrong["legal"]
    (everything,) = wrong["outcomes"]
    assert everything["probability"] == "1" and everything["overrun"] == {"B": 6}
    assert everything["scrapheap"] == ["Basic Factory", "Basic Factory", "Cicada", "Cicada", "Uziel"]
    assert answer(right_text, builtin_pool) == right


def test_self_play_honours_a_misruling_in_one_process_and_in_workers(builtin_pool: CardPool) -> None:
    """Self-play runs the same engine: with the Overrun uncapped, games between attack-heavy strategies go
    differently; the worker processes of run_parallel get the caller's misrulings too (a context variable does not
    cross into them), so they play exactly the games one process plays with the same seeds under the misruling."""
    cards = build_cards(builtin_pool)
    strategies = ("attack", "attack")
    right = run_parallel(cards, strategies, 40, seed=5, workers=2)
    with applying(m.OVERRUN_UNCAPPED):
        wrong = run_parallel(cards, strategies, 40, seed=5, workers=2)
        halves = [run_games(cards, strategies, 20, seed=5 * 1000 + i) for i in (0, 1)]
    alone = halves[0].add(halves[1])
    assert (wrong.wins, wrong.draws, wrong.turns) == (alone.wins, alone.draws, alone.turns)
    assert (right.wins, right.draws, right.turns) != (wrong.wins, wrong.draws, wrong.turns)
