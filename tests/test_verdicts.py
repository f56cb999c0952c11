"""The verdict in words of Mech chess and Domination answers (judge/verdicts.py; issue 21 item 3 as
judge/bttcg/verdict.py gives it for BattleTech): legality first, then the outcomes with their exact probabilities."""

from __future__ import annotations

from pathlib import Path

from judge.pool import CardPool
from judge.simulate import read_scenario, simulate_document
from judge.verdicts import domination_summary, mechchess_summary

EXAMPLES = Path(__file__).resolve().parent.parent / "judge" / "web" / "examples"


def _answer(game: str, builtin_pool: CardPool, text: str | None = None) -> dict[str, object]:
    text = text if text is not None else (EXAMPLES / f"{game}.yaml").read_text(encoding="utf-8")
    return simulate_document(read_scenario(text, game), builtin_pool, game)


def test_the_readme_examples_say_what_happens(builtin_pool: CardPool) -> None:
    """seed 003 (Medium Range, Critical Hit: the Commando with 2 hits left is destroyed) and seed 001's detailed
    turn example (Total Attack 3 against Total Defense 2: B is overrun by 1)."""
    assert _answer("mechchess", builtin_pool)["summary"] == "Legal. Black's Commando (e6) is destroyed (certain)."
    assert _answer("domination", builtin_pool)["summary"] == (
        "Legal. Scores: A 14, B 5 (certain). Overrun: B 1. Total Attack 3 against Total Defense 2."
    )


def test_an_illegal_action_is_said_first(builtin_pool: CardPool) -> None:
    text = (
        (EXAMPLES / "mechchess.yaml")
        .read_text(encoding="utf-8")
        .replace("{by: White, move: c1", "{by: Black, move: c1")
    )
    summary = str(_answer("mechchess", builtin_pool, text)["summary"])
    assert summary.startswith("Illegal: Black cannot move the unit on c1: it is White's (and 1 more).")


def test_chances_and_winners_are_given_with_their_probabilities() -> None:
    outcomes = [
        {"probability": "1/3", "destroyed": ["Black's Locust (d8)"], "winner": "White"},
        {"probability": "2/3", "destroyed": [], "winner": None},
    ]
    assert mechchess_summary({"legal": True, "outcomes": outcomes}) == (
        "Legal. Black's Locust (d8) is destroyed (probability 1/3 ≈ 33%). White wins (probability 1/3 ≈ 33%)."
    )
    assert mechchess_summary({"legal": True, "outcomes": [{"probability": "1", "destroyed": []}]}) == (
        "Legal. No unit is destroyed."
    )
    scores = [
        {"probability": "1/4", "players": {"A": {"score": 3}, "B": {"score": 1}}, "winner": "A"},
        {"probability": "3/4", "players": {"A": {"score": 2}, "B": {"score": 1}}, "winner": None},
    ]
    assert domination_summary({"legal": True, "outcomes": scores}) == (
        "Legal. Scores: A 2, B 1 (probability 3/4 ≈ 75%); or A 3, B 1 (probability 1/4 ≈ 25%). "
        "A wins (probability 1/4 ≈ 25%)."
    )
    assert domination_summary({"legal": False, "violations": [], "outcomes": []}) == (
        "Illegal: a rule is broken. No outcome could be resolved."
    )
