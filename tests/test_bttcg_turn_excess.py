"""Effects once for every N construction counters above a card's cost, as it is activated during the turn
(judge/bttcg/turn_excess.py; rulebook p.20, Activating Cards: counters above the cost count when the card says so):
restocking the top card of the Scrapheap (Culling) and cards chosen from an opponent's hand (Airstrikes Close to
Home). Pool cards are read in place from ../shared/data (skipped without it)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.scrapheap_top import SCRAPHEAP
from judge.bttcg.turn_excess import HAND
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced
from tests.test_bttcg_turn import BRIAN, MELISSA, command


def _turn(pool: CardPool, cards: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": BRIAN, **action}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def _activating(name: str, counters: int) -> dict[str, Any]:
    return {"owner": BRIAN, "card": name, "zone": "construction", "counters": counters}


def _named(owner: str, zone: str, name: str) -> dict[str, Any]:
    return {**command(owner, zone=zone), "command": {"name": name}}


def test_per_excess_restock_top_of_scrapheap_culling_rulebook_p20_glossary_restock(full_pool: CardPool) -> None:
    """per_excess_construction with restock (Culling, pool card, cost 3+3P = 6 without Politics: "Restock the top
    card from your Scrapheap for each 3 construction above the cost of Culling"): 12 counters, 6 above its cost
    (rulebook p.20), twice the top card of Brian's Scrapheap (the order is the action's ``choose``) goes to the
    bottom of his Stockpile (Glossary, Restock): 22 cards; Culling itself is removed from the game."""
    cards = {
        "cull": _activating("Culling", 12),
        "a": _named(BRIAN, "scrapheap", "Old A"),
        "b": _named(BRIAN, "scrapheap", "Old B"),
        "c": _named(BRIAN, "scrapheap", "Old C"),
    }
    result = _turn(full_pool, cards, {"activate": "cull", "choose": ["b", "a"]})
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"][BRIAN] == 22
    assert outcome["cards"]["a"]["zone"] == outcome["cards"]["b"]["zone"] == "stockpile"
    assert outcome["cards"]["c"]["zone"] == "scrapheap"
    assert SCRAPHEAP in traced(result)
    # 11 counters: 5 above the cost, once: a second card chosen is left over (strict mode)
    result = _turn(full_pool, {**cards, "cull": _activating("Culling", 11)}, {"activate": "cull", "choose": ["b", "a"]})
    assert not result["legal"]
    # a card of Melissa's Scrapheap is not on top of Brian's
    cards["m"] = _named(MELISSA, "scrapheap", "Hers")
    result = _turn(full_pool, cards, {"activate": "cull", "choose": ["m", "a"]})
    assert not result["legal"] and only(result)["cards"]["m"]["zone"] == "scrapheap"


def test_per_excess_may_choose_from_opponents_hand_airstrikes_rulebook_p20_p14(full_pool: CardPool) -> None:
    """per_excess_construction with "you may choose one card from his or her hand" (Airstrikes Close to Home, pool
    card, cost 2+6P = 8 without Politics): 10 counters, 2 above its cost (rulebook p.20), twice Brian may choose a
    card of Melissa's hand (rulebook p.14, the hand); "That opponent scraps the chosen cards": both go to her
    Scrapheap, the third stays in her hand."""
    cards = {
        "air": _activating("Airstrikes Close to Home", 10),
        "x": _named(MELISSA, "hand", "Card X"),
        "y": _named(MELISSA, "hand", "Card Y"),
        "z": _named(MELISSA, "hand", "Card Z"),
    }
    result = _turn(full_pool, cards, {"activate": "air", "may": [True, True], "choose": ["x", "z"]})
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert (states["x"]["zone"], states["y"]["zone"], states["z"]["zone"]) == ("scrapheap", "hand", "scrapheap")
    assert HAND in traced(result)
    # "you may": only one chosen
    result = _turn(full_pool, cards, {"activate": "air", "may": [True, False], "choose": ["y"]})
    assert result["legal"], result["violations"]
    states = only(result)["cards"]
    assert (states["x"]["zone"], states["y"]["zone"]) == ("hand", "scrapheap")
    # the same card twice, or a card of Brian's own hand: violations, nothing changes
    mine = {**cards, "own": _named(BRIAN, "hand", "Mine")}
    for chosen in (["x", "x"], ["own", "x"]):
        result = _turn(full_pool, mine, {"activate": "air", "may": [True, True], "choose": chosen})
        assert not result["legal"] and only(result)["cards"]["x"]["zone"] == "hand"


def test_opponent_scraps_from_hand_refused_while_a_card_watches_scraps_rulebook_p14(full_pool: CardPool) -> None:
    """hand_scrap (rulebook p.14, Playing Area: scrapped cards go to the Scrapheap): whether a card scrapped from a
    hand fires a card in play's "Whenever a card ... is scrapped" the rules documents do not say: refused, never
    guessed."""
    watch = "Whenever a card an opponent controls is scrapped, put a salvage counter on this card."
    cards = {
        "air": _activating("Airstrikes Close to Home", 9),
        "x": _named(MELISSA, "hand", "Card X"),
        "yard": command(BRIAN, zone="command_post", text=watch),
    }
    with pytest.raises(ScenarioError, match="not answered by this version: Airstrikes Close to Home: whether"):
        _turn(full_pool, cards, {"activate": "air", "may": [True], "choose": ["x"]})
