"""A card activated in answer that makes the card it answers have no effect (judge/bttcg/counterespionage.py,
judge/bttcg/opponent_plays.py): ISF Counterespionage, activated as an
opponent activates a Subterfuge card, which then has no effect. Rulebook p.9 (a card's
text makes the exception), p.20 (activating reveals a card), p.25 (scrapped as it is revealed); CE rulings, Deploy
Phase (a card is activated once its cost is paid). Inline cards are invented; pool cards are read in place."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA

RAID = "Scrap this card when it is revealed. Choose a Unit card under construction and scrap it."


def _cards(pool: CardPool, spy_counters: int = 0, raid: str = RAID) -> dict[str, Any]:
    card = pool.lookup("ISF Counterespionage", "bttcg")  # its text read in place, on an inline card named Spy
    assert isinstance(card, BtCard) and card.text
    return {
        "raid": {
            "owner": BRIAN,
            "command": {"name": "Raid", "keywords": ["Subterfuge"], "text": raid, "cost": "0"},
            "zone": "construction",
        },
        "spy": {
            "owner": MELISSA,
            "command": {"name": "Spy", "text": card.text, "cost": str(spy_counters)},
            "zone": "construction",
            "counters": 1,
        },
        "sunder": {**unit(MELISSA), "zone": "construction", "counters": 2},
    }


def _turn(cards: dict[str, Any], actions: list[dict[str, Any]], pool: CardPool | None = None) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


RAID_IT = {"by": BRIAN, "activate": "raid", "choose": ["sunder"]}
SPY_IT = {"by": MELISSA, "activate": "spy"}


def test_subterfuge_card_has_no_effect_isf_counterespionage_rulebook_p9_p20(full_pool: CardPool) -> None:
    """Brian activates his Subterfuge Raid choosing Melissa's Sunder; Melissa answers with the Spy: the Raid is
    revealed and scrapped with no effect (the Sunder stays under construction), the Spy is scrapped as it is revealed
    (rulebook p.9, p.20, p.25). Without the answer the Raid scraps the Sunder."""
    result = _turn(_cards(full_pool), [RAID_IT, SPY_IT])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raid"]["zone"] == "scrapheap" and cards["spy"]["zone"] == "scrapheap"
    assert cards["sunder"]["zone"] == "construction"
    assert t.SCRAPPED_WHEN_REVEALED in traced(result)
    plain = only(_turn(_cards(full_pool), [RAID_IT]))["cards"]
    assert plain["sunder"]["zone"] == "scrapheap"


def test_answer_not_paid_is_a_violation_and_the_card_acts_ce_rulings_deploy_phase(full_pool: CardPool) -> None:
    """CE rulings, Deploy Phase: a card is activated only once its cost is paid. The Spy costs 3 and has 1 counter:
    its activation is a violation, and the Raid does what it says."""
    result = _turn(_cards(full_pool, spy_counters=3), [RAID_IT, SPY_IT])
    assert not result["legal"]
    cards = only(result)["cards"]
    assert cards["sunder"]["zone"] == "scrapheap" and cards["spy"]["zone"] == "construction"


def test_answer_only_to_a_subterfuge_card_rulebook_p9(full_pool: CardPool) -> None:
    """The Spy answers only a Subterfuge card: after Brian activates a card of another kind it answers nothing (a
    violation); Brian's own answer to his own card too."""
    cards = _cards(full_pool)
    cards["raid"]["command"]["keywords"] = []
    assert not _turn(cards, [RAID_IT, SPY_IT])["legal"]
    cards = _cards(full_pool)
    cards["spy"]["owner"] = BRIAN
    assert not _turn(cards, [RAID_IT, {"by": BRIAN, "activate": "spy"}])["legal"]


def test_answered_card_that_stays_in_play_is_refused(full_pool: CardPool) -> None:
    """A Subterfuge card not scrapped when revealed: whether it stays in play with no effect is not written:
    refused out loud, naming the answering card."""
    with pytest.raises(ScenarioError, match=r"not answered by this version: Spy: .*not scrapped when it is revealed"):
        _turn(
            _cards(full_pool, raid="Each Unit you control gets +1 attack."), [{"by": BRIAN, "activate": "raid"}, SPY_IT]
        )


def test_isf_counterespionage_pool_card(full_pool: CardPool) -> None:
    """ISF Counterespionage and Death Commando Strike (pool cards, read in place): the Strike has no effect."""
    cards = {
        "strike": {"owner": BRIAN, "card": "Death Commando Strike", "zone": "construction", "counters": 5},
        "isf": {"owner": MELISSA, "card": "ISF Counterespionage", "zone": "construction", "counters": 0},
        "sunder": {"owner": MELISSA, "card": "Sunder", "zone": "construction", "counters": 4},
    }
    doc_players = {BRIAN: {"assets": ["P"], "stockpile": 20}, MELISSA: {"stockpile": 20}}
    doc = {
        "game": "bttcg",
        "players": doc_players,
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": BRIAN, "activate": "strike", "choose": ["sunder"]}, {"by": MELISSA, "activate": "isf"}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["sunder"]["zone"] == "construction" and outcome["strike"]["zone"] == "scrapheap"


def test_isf_counterespionage_is_executed_in_the_pool(current_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): ISF Counterespionage (pool card) has every ability executed."""
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "ISF Counterespionage")
    assert not card_refusals(face_of_pool_card(card)).refused
