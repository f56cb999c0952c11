"""Counters replaced, moved and distributed during the turn (judge/bttcg/counter_moves.py): pool cards read in place
from ../shared/data (skipped without it). Rulebook p.19 (Glossary: Counter): counters live on cards; CE rulings,
Underworld Connections: any kind of counter may be replaced, only on cards."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.counter_moves import COUNTER, RULE_IDS, UNDERWORLD_CONNECTIONS
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, command


def _turn(pool: CardPool, cards: dict[str, Any], actions: list[dict[str, Any]], phase: str = "deploy") -> Any:
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def _building(owner: str, counters: int, **more: Any) -> dict[str, Any]:
    return {**command(owner, zone="construction"), "counters": counters, **more}


@pytest.mark.parametrize("name", ["Underworld Connections", "Hyperpulse Generator", "Financial Collapse"])
def test_counter_moves_cards_are_counted_executed(full_pool: CardPool, name: str) -> None:
    card = full_pool.lookup(name, "bttcg")
    assert isinstance(card, BtCard)
    assert card_refusals(face_of_pool_card(card)).refused == []


def test_replace_counters_one_construction_counter_with_two_ce_rulings_underworld_connections(
    full_pool: CardPool,
) -> None:
    """replace_counters (Underworld Connections, pool card read in place: one counter on a card chosen, in play or
    under construction, becomes two of its kind): CE rulings, any kind of counter: a
    card under construction goes from 2 construction counters to 3; an operation counter on a card in play becomes
    two operation counters."""
    cards = {
        "uc": {"owner": BRIAN, "card": "Underworld Connections"},
        "site": _building(BRIAN, 2),
        "op": {**command(MELISSA), "other_counters": {"operation": 1}},
    }
    result = _turn(full_pool, cards, [{"by": BRIAN, "use": "ability", "card": "uc", "choose": ["site"]}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["site"]["counters"] == 3 and only(result)["cards"]["uc"]["tapped"]
    assert {COUNTER, UNDERWORLD_CONNECTIONS} <= traced(result)
    result = _turn(full_pool, cards, [{"by": BRIAN, "use": "ability", "card": "uc", "choose": ["op"]}])
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["op"]["other_counters"] == {"operation": 2}


def test_replace_counters_none_or_several_kinds_ce_rulings_underworld_connections(full_pool: CardPool) -> None:
    """A card without counters has none to replace (a violation, nothing changes); a card with counters of two kinds
    asks which one the player replaces, not read from a scenario yet: refused, never guessed; damage counters put by
    an effect are refused as everywhere (they would scrap a Unit at its structure)."""
    cards = {
        "uc": {"owner": BRIAN, "card": "Underworld Connections"},
        "bare": command(MELISSA),
        "both": {**command(MELISSA), "other_counters": {"operation": 1, "time": 2}},
        "hurt": unit(MELISSA, damage=1),
    }
    result = _turn(full_pool, cards, [{"by": BRIAN, "use": "ability", "card": "uc", "choose": ["bare"]}])
    assert not result["legal"] and "has no counter" in result["violations"][0]["message"]
    assert not only(result)["cards"]["uc"]["tapped"]
    with pytest.raises(ScenarioError, match="several kinds"):
        _turn(full_pool, cards, [{"by": BRIAN, "use": "ability", "card": "uc", "choose": ["both"]}])
    with pytest.raises(ScenarioError, match="damage counters"):
        _turn(full_pool, cards, [{"by": BRIAN, "use": "ability", "card": "uc", "choose": ["hurt"]}])


def test_move_counters_to_another_card_in_that_region_rulebook_glossary_counter(full_pool: CardPool) -> None:
    """move_counters (Hyperpulse Generator, pool card read in place: a card of the opponent's Under Construction
    region chosen and shown, and one counter of it optionally moved to another card of that region): one
    construction counter moves from Melissa's 3-counter site to her 1-counter site; a card of Brian's region is no
    other card "in that region" (a violation, nothing changes)."""
    cards = {
        "hpg": {"owner": BRIAN, "card": "Hyperpulse Generator"},
        "big": _building(MELISSA, 3),
        "small": _building(MELISSA, 1),
        "mine": _building(BRIAN, 1),
    }
    use = {"by": BRIAN, "use": "ability", "card": "hpg", "choose": ["big", "small"], "may": [True]}
    result = _turn(full_pool, cards, [use])
    assert result["legal"], result["violations"]
    assert (only(result)["cards"]["big"]["counters"], only(result)["cards"]["small"]["counters"]) == (2, 2)
    declined = _turn(full_pool, cards, [{**use, "choose": ["big"], "may": [False]}])
    assert declined["legal"] and only(declined)["cards"]["big"]["counters"] == 3
    wrong = _turn(full_pool, cards, [{**use, "choose": ["big", "mine"]}])
    assert not wrong["legal"] and only(wrong)["cards"]["big"]["counters"] == 3


def _collapse(pool: CardPool, amounts: dict[str, int] | None) -> Any:
    """Financial Collapse (pool card read in place, activated with 20 counters, scrapped as it is revealed: every
    construction counter of the opponent's cards under construction is removed, then divided as its player chooses
    among his or her own)."""
    cards = {
        "fc": {"owner": BRIAN, "card": "Financial Collapse", "zone": "construction", "counters": 20},
        "a": _building(MELISSA, 2),
        "b": _building(MELISSA, 3),
        "x": _building(BRIAN, 1),
        "y": _building(BRIAN, 0),
    }
    action: dict[str, Any] = {"by": BRIAN, "activate": "fc"}
    if amounts is not None:
        action["amounts"] = amounts
    return _turn(pool, cards, [action])


def test_distribute_counters_removed_among_your_cards_rulebook_glossary_counter(full_pool: CardPool) -> None:
    """distribute_counters: the 5 construction counters removed from Melissa's cards go 4 and 1 on Brian's cards
    under construction, as the action's ``amounts`` says; the card is scrapped as it is revealed (rulebook p.24)."""
    result = _collapse(full_pool, {"x": 4, "y": 1})
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert (cards["a"]["counters"], cards["b"]["counters"]) == (0, 0)
    assert (cards["x"]["counters"], cards["y"]["counters"]) == (5, 1)
    assert cards["fc"]["zone"] == "scrapheap"


@pytest.mark.parametrize(("amounts", "said"), [(None, "add up to 0"), ({"x": 4}, "add up to 4"), ({"a": 5}, "not on")])
def test_distribute_counters_strict_mode_every_counter_placed_on_your_cards(
    full_pool: CardPool, amounts: dict[str, int] | None, said: str
) -> None:
    """Strict mode: the distribution is the player's choice, given whole in ``amounts`` on the cards the text names;
    otherwise a violation, and nothing changes."""
    result = _collapse(full_pool, amounts)
    assert not result["legal"] and said in result["violations"][0]["message"]
    assert only(result)["cards"]["a"]["counters"] == 2 and only(result)["cards"]["fc"]["zone"] == "construction"


def test_the_counter_moves_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_activation_amounts_in_plain_english_read_back() -> None:
    """An activation's ``amounts`` (an extension: how the counters are distributed) is written "choosing 4 for X
    and 1 for Y" and read back the same."""
    from judge.bttcg.scenario import BtScenario
    from judge.bttcg.scenario_text import parse_text
    from judge.bttcg.scenario_write import to_text

    doc = {
        "game": "bttcg",
        "players": {BRIAN: {}, MELISSA: {}},
        "phase": "deploy",
        "cards": {
            "fc": {**command(BRIAN, zone="construction"), "command": {"name": "Collapse", "text": ""}},
            "x": {**_building(BRIAN, 1), "command": {"name": "Depot", "text": ""}},
            "y": {**_building(BRIAN, 0), "command": {"name": "Works", "text": ""}},
        },
        "actions": [{"by": BRIAN, "activate": "fc", "amounts": {"x": 4, "y": 1}}],
    }
    model = BtScenario.model_validate(doc)
    text = to_text(model)
    assert "choosing 4 for Depot and 1 for Works" in text
    assert parse_text(text).actions[0].amounts == {"x": 4, "y": 1}
