"""Mech chess units may start a scenario with the lasting effects of earlier hits and with what they did this turn,
and the answer shows them (issue 23): the same rules as when the hit happens in the scenario
(mechchess/card-list-notation/z; the card list's notes)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.test_mechchess import answer, base, messages


def _black_atlas(builtin_pool: CardPool, atlas: dict[str, Any], actions: list[dict[str, Any]], **extra: Any) -> Any:
    """Black (the active player) has an Atlas (move 2) on d2 and White a Stalker on d1."""
    board = {"d2": {"owner": "Black", "unit": "Atlas", **atlas}, "d1": {"owner": "White", "unit": "Stalker"}}
    scenario = base(board, ["Slow Move", "Very Slow Move", "Close Range"], [], actions=actions, **extra)
    scenario["players"] = {"Black": scenario["players"]["White"], "White": {"hand": []}}
    return answer(builtin_pool, scenario)


def test_leg_damage_at_the_start_lowers_the_move_rating_card_list_z(builtin_pool: CardPool) -> None:
    """Leg Damage "Mech move is permanently –1": the Atlas (move 2) that starts with it cannot use a Slow Move (2);
    the answer shows it still bears it."""
    move = [{"by": "Black", "move": "d2", "to": "d4", "card": "Slow Move"}]
    hurt = _black_atlas(builtin_pool, {"lasting": ["Leg Damage"]}, move)
    assert messages(hurt) == ["Slow Move moves 2, more than its move rating 1"]
    fine = _black_atlas(builtin_pool, {}, move)
    assert fine["legal"], messages(fine)
    assert "lasting" not in fine["outcomes"][0]["board"]["d4"]
    assert fine["outcomes"][0]["board"]["d4"]["moved"] is True
    slow = _black_atlas(builtin_pool, {"lasting": ["Leg Damage"]}, [])
    assert slow["outcomes"][0]["board"]["d2"]["lasting"] == ["Leg Damage"]


def test_toppled_at_the_start_cannot_move_in_its_owners_turn_card_list_z(builtin_pool: CardPool) -> None:
    """Topples "Mech cannot move next turn" (mechchess-judge/attack-modifiers: its owner's next turn): a unit that
    starts toppled cannot move in its owner's turn, the scenario's."""
    move = [{"by": "Black", "move": "d2", "to": "d3", "card": "Very Slow Move"}]
    assert messages(_black_atlas(builtin_pool, {"lasting": ["Topples"]}, move)) == [
        "the unit on d2 cannot move this turn (Topples)"
    ]


def test_moved_and_heat_sinks_damaged_cannot_attack_card_list_z(builtin_pool: CardPool) -> None:
    """Heat Sinks damaged "Unit cannot Move & Attack in same turn": a unit that starts having moved this turn, with
    its heat sinks damaged, cannot attack; without the damage it may."""
    attack = [{"by": "Black", "attack": "d2", "target": "d1", "card": "Close Range"}]
    hot = _black_atlas(
        builtin_pool, {"lasting": ["Heat Sinks damaged"], "moved": True}, attack, phase="battle", dice=[2]
    )
    assert messages(hot) == ["the unit on d2 moved this turn and cannot also attack (Heat Sinks damaged)"]
    cool = _black_atlas(builtin_pool, {"moved": True}, attack, phase="battle", dice=[2])
    assert cool["legal"], messages(cool)
    assert cool["outcomes"][0]["board"]["d2"]["attacked"] is True


def test_a_card_without_lasting_effect_is_refused_with_its_place(builtin_pool: CardPool) -> None:
    with pytest.raises(ScenarioError, match="Critical Hit has no lasting effect") as raised:
        _black_atlas(builtin_pool, {"lasting": ["Critical Hit"]}, [])
    assert raised.value.field == "board.d2.lasting.0"


def test_the_branches_of_unknown_rolls_are_counted_in_the_work_budget(builtin_pool: CardPool) -> None:
    """Issue 20: each action on each branch and each gunnery roll followed is counted before it is done; a budget
    too small for the branches is a refusal naming it, never a partial answer."""
    from judge.budget import own_budget

    attack = [{"by": "Black", "attack": "d2", "target": "d1", "card": "Close Range"}]
    with own_budget():
        answered = _black_atlas(builtin_pool, {}, attack, phase="battle")
    assert len(answered["outcomes"]) > 1
    with own_budget(limit=500), pytest.raises(ScenarioError, match="over the limit of 500") as raised:
        _black_atlas(builtin_pool, {}, attack, phase="battle")
    assert raised.value.field == "dice"
