"""The Mech chess misrulings (judge/mechchess/misrulings.py): each one, turned on with ``applying``, changes the
answer of a ``game: mechchess`` scenario in the way its mistake predicts, and the answer is the rule's again outside
``applying``. The rules are seed 003's (``mechchess/...``) and this project's readings of it (``mechchess-judge/...``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import yaml

from judge.importers.yamlfile import YamlDocument
from judge.mechchess import misrulings as m
from judge.mechchess.scenario import simulate
from judge.mechchess.scenario_load import load_scenario
from judge.misrulings import applying, misrulings_of
from judge.pool import CardPool
from judge.rulings.store import RulingBase


def answer(pool: CardPool, scenario: dict[str, Any]) -> dict[str, Any]:
    """The scenario's answer, as ``judge simulate`` gives it."""
    doc = YamlDocument(yaml.safe_dump(scenario, sort_keys=False))
    loaded, position = load_scenario(doc, pool)
    return simulate(loaded, position, pool).as_json()


def scenario(
    board: dict[str, Any], white: list[str], black: list[str], actions: list[dict[str, Any]], **extra: Any
) -> dict[str, Any]:
    return {
        "game": "mechchess",
        "players": {"White": {"hand": white}, "Black": {"hand": black}},
        "board": board,
        "actions": actions,
        **extra,
    }


def messages(result: dict[str, Any]) -> list[str]:
    return [v["message"] for v in result["violations"]]


def compare(pool: CardPool, misruling: str, built: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The answer under the rule, under the misruling, and under the rule again (which must equal the first)."""
    right = answer(pool, built)
    with applying(misruling):
        wrong = answer(pool, built)
    assert answer(pool, built) == right, "the misruling leaked out of 'applying'"
    return right, wrong


def gunnery_uncapped(pool: CardPool) -> None:
    """mechchess/battle-phase-6: "If the Roll is greater than the Damage rating, then the damage inflicted is Equal to
    the Damage Rating". The Stalker's LR rating is 3: rolls 4-6 deal 3, not 4, 5 or 6."""
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d4": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"}]
    right, wrong = compare(pool, m.GUNNERY_UNCAPPED, scenario(board, ["Long Range"], [], actions, phase="battle"))
    assert right["attacks"][0]["damage"] == {"1": "1/6", "2": "1/6", "3": "2/3"}
    assert wrong["attacks"][0]["damage"] == {str(n): "1/6" for n in range(1, 7)}
    assert min(o["board"]["d4"]["hits"] for o in right["outcomes"]) == 13 - 3
    assert min(o["board"]["d4"]["hits"] for o in wrong["outcomes"]) == 13 - 6


def ace_bonus_after_cap(pool: CardPool) -> None:
    """mechchess/ace-pilots-3: "Ace Pilots get +1 to Gunnery rolls" — to the roll, which the rating then caps
    (mechchess/battle-phase-6): an Ace Stalker at LR (rating 3) deals 2 on a 1, else 3, never 4."""
    board = {"d1": {"owner": "White", "unit": "Stalker", "ace": True}, "d4": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"}]
    right, wrong = compare(pool, m.ACE_BONUS_AFTER_CAP, scenario(board, ["Long Range"], [], actions, phase="battle"))
    assert right["attacks"][0]["damage"] == {"2": "1/6", "3": "5/6"}
    assert wrong["attacks"][0]["damage"] == {"2": "1/6", "3": "1/6", "4": "2/3"}


def move_up_to(pool: CardPool) -> None:
    """mechchess/move-phase-3, mechchess-judge/move-distance: a Move card moves the unit exactly its number of
    squares; Slow Move (2) cannot take the Atlas from d1 to d2."""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    actions = [{"by": "White", "move": "d1", "to": "d2", "card": "Slow Move"}]
    right, wrong = compare(pool, m.MOVE_UP_TO, scenario(board, ["Slow Move"], [], actions))
    assert not right["legal"] and "exactly 2" in messages(right)[0]
    assert right["violations"][0]["rules"] == ["mechchess/move-phase-3", "mechchess-judge/move-distance"]
    assert "d1" in right["outcomes"][0]["board"]
    assert wrong["legal"] and wrong["outcomes"][0]["board"]["d2"]["unit"] == "Atlas"
    too_far = [{"by": "White", "move": "d1", "to": "d4", "card": "Slow Move"}]
    with applying(m.MOVE_UP_TO):  # "up to" still stops at the number
        assert "at most 2" in messages(answer(pool, scenario(board, ["Slow Move"], [], too_far)))[0]


def fire_through_units(pool: CardPool) -> None:
    """mechchess/battle-phase-8: "Units cannot attack through other units": the Locust on d2 blocks the Stalker's
    Medium Range attack from d1 on the Atlas on d3."""
    board = {
        "d1": {"owner": "White", "unit": "Stalker"},
        "d2": {"owner": "White", "unit": "Locust"},
        "d3": {"owner": "Black", "unit": "Atlas"},
    }
    actions = [{"by": "White", "attack": "d1", "target": "d3", "card": "Medium Range"}]
    right, wrong = compare(pool, m.FIRE_THROUGH_UNITS, scenario(board, ["Medium Range"], [], actions, phase="battle"))
    assert not right["legal"] and "the unit on d2 stands between d1 and d3" in messages(right)
    assert right["attacks"] == [] and right["outcomes"][0]["board"]["d3"]["hits"] == 13
    assert wrong["legal"] and wrong["attacks"][0]["rating"] == 6  # the Stalker's MR
    assert sorted(o["board"]["d3"]["hits"] for o in wrong["outcomes"]) == [7, 8, 9, 10, 11, 12]


def extreme_range_as_long(pool: CardPool) -> None:
    """Extreme Range's note (card list, seed 003): "Damage Rating: ER = (LR – 2)"; the Catapult's LR is 5, its ER 3
    (mechchess-judge/attack-cards-a-unit-can-use)."""
    board = {"a1": {"owner": "White", "unit": "Catapult"}, "a5": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "a1", "target": "a5", "card": "Extreme Range"}]
    built = scenario(board, ["Extreme Range"], [], actions, phase="battle")
    right, wrong = compare(pool, m.EXTREME_RANGE_AS_LONG, built)
    assert right["attacks"][0]["rating"] == 3 and max(map(int, right["attacks"][0]["damage"])) == 3
    assert wrong["attacks"][0]["rating"] == 5 and max(map(int, wrong["attacks"][0]["damage"])) == 5


def defense_without_condition(pool: CardPool) -> None:
    """mechchess-judge/defense-cards, card list: Dodge is "Use by Mech with move of 4+"; the Atlas (move 2) cannot
    negate the Stalker's attack with it."""
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d4": {"owner": "Black", "unit": "Atlas"}}
    actions = [
        {"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"},
        {"by": "Black", "defend": "Dodge"},
    ]
    built = scenario(board, ["Long Range"], ["Dodge"], actions, phase="battle")
    right, wrong = compare(pool, m.DEFENSE_WITHOUT_CONDITION, built)
    assert not right["legal"] and "Dodge needs a move of 4+; the Atlas's is 2" in messages(right)
    assert {o["board"]["d4"]["hits"] for o in right["outcomes"]} == {10, 11, 12}  # the attack goes through
    assert wrong["legal"] and wrong["attacks"][0]["negated"]
    assert [o["board"]["d4"]["hits"] for o in wrong["outcomes"]] == [13]


CHECKS: dict[str, Callable[[CardPool], None]] = {
    m.GUNNERY_UNCAPPED: gunnery_uncapped,
    m.ACE_BONUS_AFTER_CAP: ace_bonus_after_cap,
    m.MOVE_UP_TO: move_up_to,
    m.FIRE_THROUGH_UNITS: fire_through_units,
    m.EXTREME_RANGE_AS_LONG: extreme_range_as_long,
    m.DEFENSE_WITHOUT_CONDITION: defense_without_condition,
}
"""Each misruling of the game → the scenario check that shows it changing the answer."""


@pytest.mark.parametrize("misruling", sorted(CHECKS))
def test_each_misruling_changes_a_scenario_answer_as_its_mistake_predicts(
    builtin_pool: CardPool, misruling: str
) -> None:
    CHECKS[misruling](builtin_pool)


def test_every_mechchess_misruling_has_a_scenario_check() -> None:
    assert sorted(CHECKS) == sorted(x.id for x in misrulings_of("mechchess"))
    assert 4 <= len(CHECKS) <= 6


def test_every_mechchess_misruling_breaks_rules_that_resolve() -> None:
    """``judge rule ID`` resolves every id a misruling says it breaks."""
    rulings = RulingBase.load()
    for misruling in misrulings_of("mechchess"):
        assert misruling.title and misruling.mistake
        for rule in misruling.breaks:
            assert rulings.get(rule) is not None, (misruling.id, rule)


def test_misrulings_of_one_game_leave_the_others_alone(builtin_pool: CardPool) -> None:
    """Two misrulings at once: each does its own mistake (the uncapped roll and the Extreme Range rating)."""
    board = {"a1": {"owner": "White", "unit": "Catapult"}, "a5": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "a1", "target": "a5", "card": "Extreme Range"}]
    built = scenario(board, ["Extreme Range"], [], actions, phase="battle")
    with applying(m.GUNNERY_UNCAPPED, m.EXTREME_RANGE_AS_LONG):
        both = answer(builtin_pool, built)
    assert both["attacks"][0]["rating"] == 5
    assert both["attacks"][0]["damage"] == {str(n): "1/6" for n in range(1, 7)}
