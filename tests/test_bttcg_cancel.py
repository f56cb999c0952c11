"""Cards revealed with no effect (judge/bttcg/cancel.py, DSL ``cancel``): "If Candace Liao is in play, all Subterfuge
cards that are revealed are scrapped with no effect." (rulebook p.9: the card's text makes the exception; CE
Individual Card Rulings, Candace Liao: only cards revealed after it comes into play). Invented inline cards in Candace
Liao's wording; the pool card is read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.cancel import AFTER_IT_COMES_INTO_PLAY, CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced
from tests.test_bttcg_turn import BRIAN, MELISSA

WATCHER = "If Watcher is in play, all Subterfuge cards that are revealed are scrapped with no effect."
PLOT = "Scrap this card when it is revealed. Draw two cards."


def _doc(watcher: dict[str, Any] | None, actions: list[dict[str, Any]], keywords: list[str]) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "plot": {
            "owner": BRIAN,
            "command": {"name": "Plot", "cost": "1", "keywords": keywords, "text": PLOT},
            "zone": "construction",
            "counters": 1,
        }
    }
    if watcher is not None:
        cards["watcher"] = watcher
    return {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": cards,
        "actions": actions,
    }


MELISSAS_WATCHER = {"owner": MELISSA, "command": {"name": "Watcher", "text": WATCHER}}
ACTIVATE = {"by": BRIAN, "activate": "plot"}


def _answer(doc: dict[str, Any]) -> dict[str, Any]:
    return answer(yaml.safe_dump(doc, sort_keys=False))


def test_cancel_a_subterfuge_revealed_is_scrapped_with_no_effect_ce_rulings_candace_liao() -> None:
    """cancel: Melissa's Watcher in play; Brian activates his Subterfuge, which is revealed and scrapped with no
    effect: no card drawn (20 left). Without the Watcher, or for a card that is not a Subterfuge, it draws two."""
    result = _answer(_doc(MELISSAS_WATCHER, [ACTIVATE], ["Subterfuge"]))
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["plot"]["zone"] == "scrapheap" and outcome["stockpiles"][BRIAN] == 20
    assert {CARDS_MAKE_EXCEPTIONS, AFTER_IT_COMES_INTO_PLAY} <= traced(result)
    assert only(_answer(_doc(None, [ACTIVATE], ["Subterfuge"])))["stockpiles"][BRIAN] == 18
    assert only(_answer(_doc(MELISSAS_WATCHER, [ACTIVATE], [])))["stockpiles"][BRIAN] == 18


def test_cancel_choices_given_for_a_card_scrapped_with_no_effect_are_a_violation() -> None:
    """Strict mode: a card scrapped with no effect asks for nothing, so a choice given for it is a violation, and
    the activation does not happen."""
    result = _answer(_doc(MELISSAS_WATCHER, [{**ACTIVATE, "choose": ["watcher"]}], ["Subterfuge"]))
    assert not result["legal"] and "Watcher scraps it with no effect" in result["violations"][0]["message"]
    assert only(result)["cards"]["plot"]["zone"] == "construction"


def test_cancel_of_a_card_deployed_revealed_is_refused_issue17() -> None:
    """A Subterfuge deployed revealed while the Watcher is in play is not executed yet: refused out loud."""
    doc = _doc(MELISSAS_WATCHER, [{"by": BRIAN, "deploy": "plot", "revealed": True}], ["Subterfuge"])
    doc["cards"]["plot"].update({"zone": "hand", "counters": 0})
    with pytest.raises(ScenarioError, match=r"not answered by this version: Watcher: .*deployed revealed"):
        _answer(doc)


def test_candace_liao_is_executed(current_pool: CardPool) -> None:
    """The pool's Candace Liao (read in place) has every ability executed now."""
    card = current_pool.lookup("Candace Liao", "bttcg")
    assert isinstance(card, BtCard)
    assert card_refusals(face_of_pool_card(card)).refused == []


def test_the_cancel_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
