"""The verdict of a Mech chess or Domination answer (issue 21, item 3: "first a verdict of one or two sentences with
card names ... the question answered directly where the engine can (survives or scrapped, who wins, with its
probability)"), as for the BattleTech TCG (``tests/test_bttcg_verdict.py``): ``summary`` beside the answer's keys,
the ``verdict:`` line of ``judge simulate``, the /ask page and its JSON twin. The Mech chess units are the rulebook's
Unit Table (``cards/mechchess.yaml``); the Domination position is its rulebook's detailed turn example."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from judge.pool import CardPool
from judge.simulate import read_scenario, simulate_document

EXAMPLES = Path(__file__).resolve().parent.parent / "judge" / "web" / "examples"

CATAPULT = """\
game: mechchess
question: {question}
players:
  White: {{hand: [Average Move, Medium Range], leader: d1, aces: [c1]}}
  Black: {{hand: [Dodge], leader: {leader}}}
board:
  d1: {{owner: White, unit: Atlas}}
  c1: {{owner: White, unit: Catapult}}
  d8: {{owner: Black, unit: Locust}}
  e6: {{owner: Black, unit: Commando}}
deck: [Slow Move, Close Range, Ambush]
discard: []
phase: move
actions:
  - {{by: White, move: c1, to: {to}, card: Average Move}}
  - {{by: White, attack: c4, target: e6, card: Medium Range}}
"""


def _catapult(question: str = "What happens?", leader: str = "d8", to: str = "c4") -> str:
    return CATAPULT.format(question=question, leader=leader, to=to)


def _answer(text: str, pool: CardPool) -> dict[str, Any]:
    return simulate_document(read_scenario(text, "<test>"), pool, "<test>")


def test_mechchess_verdict_names_the_unit_destroyed(builtin_pool: CardPool) -> None:
    """The rulebook example of /ask: the Catapult's Medium Range attack with Critical Hit destroys the Commando."""
    answer = _answer((EXAMPLES / "mechchess.yaml").read_text(encoding="utf-8"), builtin_pool)
    assert answer["summary"] == "Legal. Black's Commando on e6 is destroyed (certain)."


def test_mechchess_verdict_gives_the_probability_of_a_gunnery_roll_left_open(builtin_pool: CardPool) -> None:
    """Mech chess rules, Battle phase: the damage is the rating plus the gunnery roll's modifier; with the roll
    left open the answer has two outcomes, and the verdict gives the Commando's fate with each probability."""
    summary = _answer(_catapult("Does the Commando survive?"), builtin_pool)["summary"]
    assert summary == (
        "Legal. Black's Commando on e6 is destroyed (probability 5/6 ≈ 83%) and survives (probability 1/6 ≈ 17%)."
    )


def test_mechchess_verdict_answers_who_wins_first(builtin_pool: CardPool) -> None:
    """Mech chess rules, Victory: destroying the enemy Leader wins the game."""
    summary = _answer(_catapult("Who wins?", leader="e6"), builtin_pool)["summary"]
    assert summary.startswith("Legal. White wins the game (probability 5/6 ≈ 83%); Black's Commando on e6")


def test_mechchess_verdict_of_an_illegal_move_says_why_first(builtin_pool: CardPool) -> None:
    summary = _answer(_catapult(to="c6"), builtin_pool)["summary"]
    assert summary.startswith("Illegal: Average Move moves exactly 3 squares; c1 to c6 is 5 (and 1 more).")


def test_domination_verdict_gives_overrun_and_scores(builtin_pool: CardPool) -> None:
    """Domination rulebook, the detailed turn example: B is Overrun by 1; A scores 14 and B 5 at the end."""
    answer = _answer((EXAMPLES / "domination.yaml").read_text(encoding="utf-8"), builtin_pool)
    assert answer["summary"] == "Legal. B is Overrun by 1 (certain); A scores 14 (certain); B scores 5 (certain)."


def test_domination_verdict_answers_who_wins_when_asked(builtin_pool: CardPool) -> None:
    text = (EXAMPLES / "domination.yaml").read_text(encoding="utf-8")
    text = text.replace("title: The detailed turn example of the rulebook", "question: Who wins?")
    summary = _answer(text, builtin_pool)["summary"]
    assert summary.startswith("Legal. No one wins the game here; B is Overrun by 1 (certain)")


@pytest.mark.parametrize("game", ["mechchess", "domination"])
def test_the_json_twin_and_the_page_show_the_verdict(client: FlaskClient, game: str) -> None:
    text = (EXAMPLES / f"{game}.yaml").read_text(encoding="utf-8")
    answer = client.post("/api/ask", data=text, content_type="application/yaml").get_json()
    assert answer["summary"].startswith("Legal. ")
    page = client.post("/ask", data={"scenario": text}).get_data(as_text=True)
    assert 'id="summary"' in page
