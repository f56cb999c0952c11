"""Cards of a Scrapheap shuffled into the Stockpile, then as many scrapped from it, during the turn (``shuffle_into``
with "that many" scrapped: judge/bttcg/scrapheap_shuffle.py, St. Ives Operations Officer), and chance during the turn
answered with exact probabilities (judge/bttcg/turn_chance.py). Pool cards are read in place (skipped without
../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.scrapheap_shuffle import RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit

OFFICER = (
    "{T}: Choose any number of cards in your Scrapheap. Shuffle those cards into your Stockpile, then scrap that many "
    "cards from your Stockpile."
)
"""St. Ives Operations Officer's ability (its MechWarrior printing), without its timing, on an invented card."""


def _officer(choose: list[str], text: str = OFFICER, mission: bool = False, card: str | None = None) -> Any:
    """Brian's Draw phase (his 2 cards drawn: 18 left of 20); x and y in his Scrapheap, z in Melissa's."""
    officer: dict[str, Any] = {"owner": "Brian", "command": {"name": "Officer", "text": text}}
    if card is not None:
        officer = {"owner": "Brian", "card": card}
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": "draw",
        "cards": {
            "officer": officer,
            "x": {"owner": "Brian", "mission": {"name": "X"}, "zone": "scrapheap"},
            "y": {"owner": "Brian", "mission": {"name": "Y"}, "zone": "scrapheap"},
            "z": {"owner": "Melissa", "mission": {"name": "Z"}, "zone": "scrapheap"},
        },
        "actions": [{"by": "Brian", "use": "ability", "card": "officer", "choose": choose}],
    }
    if mission:
        doc["cards"]["raider"] = unit("Brian", "fast")
        doc["actions"].append({"by": "Brian", "phase": "missions"})
        doc["mission"] = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    return doc


def _zones(result: dict[str, Any]) -> dict[tuple[str, str], str]:
    """Each outcome's zones of x and y, with its probability."""
    return {(o["cards"]["x"]["zone"], o["cards"]["y"]["zone"]): o["probability"] for o in result["outcomes"]}


def test_shuffle_into_stockpile_then_scrap_that_many_exact_probabilities_glossary_stockpile() -> None:
    """shuffle_into, then "scrap that many cards from your Stockpile": X and Y go from the Scrapheap into the
    Stockpile (18 + 2 = 20 cards, shuffled: every set of 2 of its 20 cards is as likely to be scrapped), then 2 are
    scrapped (18 left in every outcome). Both X and Y scrapped again: 1 / C(20,2) = 1/190; X alone: 18/190 = 9/95, Y
    alone too; neither: C(18,2)/190 = 153/190 (Glossary: Stockpile, Scrap)."""
    result = answer(yaml.safe_dump(_officer(["x", "y"]), sort_keys=False))
    assert result["legal"], result["violations"]
    assert all(o["stockpiles"]["Brian"] == 18 for o in result["outcomes"])
    assert _zones(result) == {
        ("stockpile", "stockpile"): "153/190",
        ("scrapheap", "stockpile"): "9/95",
        ("stockpile", "scrapheap"): "9/95",
        ("scrapheap", "scrapheap"): "1/190",
    }
    assert result["outcomes"][0]["probability"] == "153/190"  # most probable first
    assert all(o["cards"]["officer"]["tapped"] for o in result["outcomes"])
    assert {t.STOCKPILE} <= traced(result)
    texts = [step["text"] for step in result["trace"]]
    assert "If the shuffle leaves X, Y among the 2 card(s) scrapped: Officer: Brian scraps 2 card(s) from the " in (
        " ".join(texts)
    )


def test_shuffle_into_strict_mode_and_none_chosen() -> None:
    """None chosen: nothing shuffled in, nothing scrapped, one outcome. A card of the opponent's Scrapheap: a
    violation, nothing happens (the Officer stays untapped)."""
    none = answer(yaml.safe_dump(_officer([]), sort_keys=False))
    assert none["legal"] and only(none)["stockpiles"]["Brian"] == 18
    theirs = answer(yaml.safe_dump(_officer(["x", "z"]), sort_keys=False))
    assert "cannot shuffle Z in" in theirs["violations"][0]["message"]
    outcome = only(theirs)
    assert outcome["cards"]["x"]["zone"] == "scrapheap" and not outcome["cards"]["officer"]["tapped"]


def test_chance_during_the_turn_before_a_mission_is_refused() -> None:
    """Chance during the turn, then a mission: not answered yet (refused out loud, never one way guessed)."""
    with pytest.raises(ScenarioError, match="chance during the turn is answered only when no mission follows"):
        answer(yaml.safe_dump(_officer(["x"], mission=True), sort_keys=False))


def test_st_ives_operations_officer_pool_card(full_pool: CardPool) -> None:
    """St. Ives Operations Officer (pool card, read in place): X shuffled in, one card scrapped from the 19: X again
    with probability 1/19."""
    result = answer(yaml.safe_dump(_officer(["x"], card="St. Ives Operations Officer"), sort_keys=False), full_pool)
    assert result["legal"], result["violations"]
    assert {o["cards"]["x"]["zone"]: o["probability"] for o in result["outcomes"]} == {
        "stockpile": "18/19",
        "scrapheap": "1/19",
    }


def test_the_scrapheap_shuffle_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
