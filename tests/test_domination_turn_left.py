"""What the active player has left of his turn, shown in a Domination answer (issue 23): Actions, Buys, Industry,
LosTech and the once-per-turn abilities used, so a referee reads them off the answer instead of probing them with a
later illegal action."""

from __future__ import annotations

from typing import Any

from judge.pool import CardPool
from judge.simulate import read_scenario, simulate_document


def _turn(until: str, actions: str, pool: CardPool, phase: str = "") -> dict[str, Any]:
    text = (
        f"game: domination\nseed: 3\n{phase}until: {until}\nplayers:\n"
        "  A: {hand: [Hidden Base, Basic Factory, Basic Factory, Basic Factory, Awesome],"
        " deployment: [Catapult, Catapult], deck: [Basic Factory, Basic Factory]}\n"
        "  B: {deployment: [Infantry Platoon, Infantry Platoon, Infantry Platoon]}\n"
        "supply: {Cicada: 1, Uziel: 1, Awesome: 1, Infantry Platoon: 1}\n"
        f"actions:\n{actions}"
    )
    data = simulate_document(read_scenario(text, "s.yaml"), pool, "s.yaml")
    assert data["legal"], data["violations"]
    [outcome] = data["outcomes"]
    turn: dict[str, Any] = outcome["turn"]
    return turn


def test_actions_left_in_the_action_phase_domination_action_phase(builtin_pool: CardPool) -> None:
    """domination/action-phase: two Actions; Hidden Base costs one and gives one (+1 Action) back."""
    assert _turn("action", "  - {by: A, play: Hidden Base, choose: [Awesome]}\n", builtin_pool, "phase: action\n") == {
        "actions": 2,
        "buys": 1,
        "industry": 0,
        "lostech": 0,
        "used": [],
    }


def test_once_per_turn_ability_used_is_shown_domination_combat_phase_faq_3(builtin_pool: CardPool) -> None:
    """domination/combat-phase-faq-3: HEAVY FIRE SUPPORT once per turn, whatever the copies: the answer lists it."""
    turn = _turn(
        "action",
        "  - {by: A, use: Catapult, choose: [Basic Factory, Basic Factory]}\n",
        builtin_pool,
        "phase: action\n",
    )
    assert turn["used"] == ["HEAVY FIRE SUPPORT"]


def test_industry_and_buys_left_in_the_buy_phase_domination_buy_phase(builtin_pool: CardPool) -> None:
    """domination/buy-phase/step-a: the Resource cards in hand are played; what is left to spend is shown after a
    buy (an Infantry Platoon costs nothing: 3 Industry and no Buy left)."""
    turn = _turn("buy", "  - {by: A, buy: Infantry Platoon}\n", builtin_pool, "phase: action\n")
    assert turn == {"actions": 0, "buys": 0, "industry": 3, "lostech": 0, "used": []}
