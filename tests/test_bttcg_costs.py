"""Paying for a card's ability during the turn (judge/bttcg/costs.py): ``{R}`` spent from the resources tapped just
before (rulebook p.19, Constructing Cards; CE General Rulings: Resources), cards scrapped from the hand, from play or
this card itself, chosen first in ``choose`` with the ability's other choices (1997 rulings: Black Market
Connections). Pool cards are read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.costs import BLACK_MARKET, COST_RULES
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, mission_card, only, traced, unit


def turn(cards: dict[str, Any], actions: list[dict[str, Any]], phase: str, pool: CardPool) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
    }
    return answer(yaml.safe_dump(doc, sort_keys=False), pool)


def _building(owner: str = "Brian") -> dict[str, Any]:
    return {**unit(owner, zone="construction"), "counters": 0}


def test_scrap_cost_from_hand_tharkad_gains_a_resource_rulebook_p19(full_pool: CardPool) -> None:
    """scrap_cost from the hand (Tharkad, pool card: "{T}: Scrap a card from your hand to gain {R}. Use this ability
    only during your Deploy phase."): the card chosen goes from Brian's hand to the Scrapheap, Tharkad taps, and the
    resource is spent at once on a construction counter (rulebook p.19; CE General Rulings: Resources)."""
    cards = {
        "tharkad": {"owner": "Brian", "card": "Tharkad"},
        "trick": mission_card("Brian", "", "Trick"),
        "mech": _building(),
    }
    actions = [
        {"by": "Brian", "use": "ability", "card": "tharkad", "choose": ["trick"]},
        {"by": "Brian", "construct": {"mech": 1}},
    ]
    result = turn(cards, actions, "deploy", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)["cards"]
    assert outcome["trick"]["zone"] == "scrapheap" and outcome["tharkad"]["tapped"]
    assert outcome["mech"]["counters"] == 1
    assert t.SCRAP in traced(result)


@pytest.mark.parametrize(
    ("choose", "said"),
    [
        ([], "say which card hand Brian scraps"),
        (["theirs"], "is not Brian's"),
        (["raider"], "not in Brian's hand"),
    ],
)
def test_scrap_cost_needs_a_card_of_your_hand_strict_mode_1997_black_market(
    full_pool: CardPool, choose: list[str], said: str
) -> None:
    """Strict mode: the card paying is the player's choice (1997 rulings: Black Market Connections, all the choices
    made at once): none, an opponent's, one in play: a violation, and nothing changes (Tharkad stays untapped)."""
    cards = {
        "tharkad": {"owner": "Brian", "card": "Tharkad"},
        "theirs": mission_card("Melissa", "", "Theirs"),
        "raider": unit("Brian"),
    }
    result = turn(cards, [{"by": "Brian", "use": "ability", "card": "tharkad", "choose": choose}], "deploy", full_pool)
    assert not result["legal"] and said in result["violations"][0]["message"], result["violations"]
    assert not only(result)["cards"]["tharkad"]["tapped"]
    assert {BLACK_MARKET, t.SCRAP} & set(result["violations"][0]["rules"])


def test_scrap_cost_this_card_specialized_project_team_draws_rulebook_glossary_scrap(full_pool: CardPool) -> None:
    """scrap_cost of this card (Specialized Project Team, pool card: "Scrap Specialized Project Team to draw a card.
    Use this ability only during your Deploy phase."): no {T} needed; the card goes to the Scrapheap and Brian draws
    one (20 - 2 in the Draw phase - 1)."""
    cards = {"team": {"owner": "Brian", "card": "Specialized Project Team", "tapped": True}}
    result = turn(cards, [{"by": "Brian", "use": "ability 2", "card": "team"}], "draw", full_pool)
    assert not result["legal"] and "Deploy phase" in result["violations"][0]["message"]
    result = turn(
        cards,
        [{"by": "Brian", "phase": "deploy"}, {"by": "Brian", "use": "ability 2", "card": "team"}],
        "draw",
        full_pool,
    )
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["team"]["zone"] == "scrapheap"
    assert only(result)["stockpiles"]["Brian"] == 20 - 2 - 1


def test_scrap_cost_a_resource_in_play_haakon_magnusson_loses_its_asset_rulebook_p14(full_pool: CardPool) -> None:
    """scrap_cost from play of a type (Haakon Magnusson, pool card: "{T}: Scrap one of your Resources in play to draw
    two cards."): the Support: Tactics chosen is scrapped, Brian draws two (20 - 2), and the Tactics it provided is gone
    (rulebook p.14: an asset comes from a card in play). A Unit chosen instead is not a Resource: a violation."""
    cards = {
        "haakon": {"owner": "Brian", "card": "Haakon Magnusson"},
        "tactics": {"owner": "Brian", "card": "Support: Tactics"},
        "raider": unit("Brian"),
    }
    wrong = turn(
        cards, [{"by": "Brian", "use": "ability", "card": "haakon", "choose": ["raider"]}], "deploy", full_pool
    )
    assert not wrong["legal"] and "not a Resource card" in wrong["violations"][0]["message"]
    result = turn(
        cards, [{"by": "Brian", "use": "ability", "card": "haakon", "choose": ["tactics"]}], "deploy", full_pool
    )
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["tactics"]["zone"] == "scrapheap" and outcome["cards"]["haakon"]["tapped"]
    assert outcome["stockpiles"]["Brian"] == 20 - 2  # the scenario starts in the Deploy phase: no draw
    assert any("loses Tactics" in step["text"] for step in result["trace"])


def test_resource_cost_dropship_site_draws_rulebook_p19_spend_resources(full_pool: CardPool) -> None:
    """resource_cost (DropShip Site, pool card: "{R}, {T}: Draw a card. Use this ability only during your Draw
    phase."): Brian taps a Support card for {R} and spends it on the ability at once (rulebook p.19: tap enough
    Command cards, spend them); without it unspent, a violation."""
    cards = {
        "dropship": {"owner": "Brian", "card": "DropShip Site"},
        "support": {"owner": "Brian", "card": "Support: Tactics"},
    }
    use = {"by": "Brian", "use": "ability", "card": "dropship"}
    broke = turn(cards, [use], "draw", full_pool)
    assert not broke["legal"] and "costs 1 resource(s)" in broke["violations"][0]["message"]
    assert not only(broke)["cards"]["dropship"]["tapped"] and only(broke)["stockpiles"]["Brian"] == 18
    result = turn(cards, [{"by": "Brian", "tap": ["support"]}, use], "draw", full_pool)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["dropship"]["tapped"] and outcome["cards"]["support"]["tapped"]
    assert outcome["stockpiles"]["Brian"] == 20 - 2 - 1
    assert {t.SPEND_RESOURCES, t.RESOURCES_AT_ONCE} <= traced(result)


def test_resource_cost_without_tap_technician_caste_repairs_twice_rulebook_p19(full_pool: CardPool) -> None:
    """resource_cost alone (Technician Caste, pool card: "{R}: Repair 1 damage to one 'Mech. Use this ability only
    during your Repair/Reload phase."): no {T}, so each {R} spent repairs 1 damage; the resource left over after a
    use is lost (spent at once, CE General Rulings: Resources)."""
    cards = {
        "caste": {"owner": "Brian", "card": "Technician Caste"},
        "a": {"owner": "Brian", "card": "Support: Tactics"},
        "b": {"owner": "Brian", "card": "Support: Munitions"},
        "raider": unit("Brian", damage=3),
    }
    use = {"by": "Brian", "use": "ability", "card": "caste", "choose": ["raider"]}
    result = turn(cards, [{"by": "Brian", "tap": ["a"]}, use, {"by": "Brian", "tap": ["b"]}, use], "repair", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["damage"] == 1
    lost = turn(cards, [{"by": "Brian", "tap": ["a", "b"]}, use, use], "repair", full_pool)
    assert not lost["legal"] and "0 unspent" in lost["violations"][0]["message"]
    assert only(lost)["cards"]["raider"]["damage"] == 2


def _haakon_with_watch(watching: str) -> dict[str, Any]:
    return {
        "haakon": {"owner": "Brian", "card": "Haakon Magnusson"},
        "tactics": {"owner": "Brian", "card": "Support: Tactics"},
        "watch": {
            "owner": "Melissa",
            "command": {"name": "Watch", "text": f"Whenever {watching} is scrapped, draw a card."},
        },
    }


def test_scrap_cost_with_a_card_reacting_to_scrapped_cards_is_refused(full_pool: CardPool) -> None:
    """A card in play whose ability fires when any card is scrapped (an invented one) would react to the Support
    scrapped to pay Haakon Magnusson: refused out loud, not passed over."""
    action = {"by": "Brian", "use": "ability", "card": "haakon", "choose": ["tactics"]}
    with pytest.raises(ScenarioError, match=r"not answered by this version: Watch"):
        turn(_haakon_with_watch("a card"), [action], "deploy", full_pool)


def test_scrap_cost_unseen_by_a_watcher_of_mechs_rulebook_p9(full_pool: CardPool) -> None:
    """Rulebook p.9 (a card does what its text says, no more): a watcher of 'Mechs scrapped does not react to the
    Support (a Command card) scrapped to pay Haakon Magnusson, so the ability is answered. Before, any watcher in
    play refused every scrap cost (Think Tank's beside Salvage Yard ended games)."""
    action = {"by": "Brian", "use": "ability", "card": "haakon", "choose": ["tactics"]}
    result = turn(_haakon_with_watch("a 'Mech you control"), [action], "deploy", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["tactics"]["zone"] == "scrapheap"


def test_the_cost_rule_ids_resolve() -> None:
    base = RulingBase.load()
    for rule in COST_RULES:
        assert base.get(rule) is not None, rule


def test_resources_per_different_asset_operation_advisory_council_rulebook_p14(full_pool: CardPool) -> None:
    """add_resources computed from the different assets (Operation Advisory Council, pool card: "{R} {R}, {T}: Gain
    as many resources as you have different assets in play."): Brian has Assembly, Munitions and Tactics (each
    counted once, rulebook p.14); he pays {R}{R} tapped from a Depot and gains 3, spent at once on counters."""
    cards = {
        "council": {"owner": "Brian", "card": "Operation Advisory Council"},
        "depot": {"owner": "Brian", "command": {"name": "Depot", "keywords": ["Resource"], "text": "{T}: {R} {R}"}},
        "mech": _building(),
    }
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["A", "M", "T"]}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": [
            {"by": "Brian", "tap": ["depot"]},
            {"by": "Brian", "use": "ability", "card": "council"},
            {"by": "Brian", "construct": {"mech": 3}},
        ],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["mech"]["counters"] == 3 and only(result)["cards"]["council"]["tapped"]


def test_scrap_cost_from_hand_in_a_battle_new_avalon_gets_initiative_rulebook_p27(full_pool: CardPool) -> None:
    """scrap_cost from the hand in a battle (New Avalon, pool card: "{T}: Scrap a card from your hand to get +2
    initiative. Use this ability only during a mission."): the card paying is first in choose (1997 rulings: Black
    Market Connections), then the effect's choice; Brian, losing initiative 0 to 1 (Melissa has Tactics), acts and
    his initiative is 2; the card is scrapped, New Avalon taps.
    Without a card of the hand chosen: a violation, nothing used."""
    mech = {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 5}
    cards = {
        "avalon": {"owner": "Brian", "card": "New Avalon"},
        "trick": mission_card("Brian", "", "Trick"),
        "raider": {"owner": "Brian", "unit": mech},
        "guard": {"owner": "Melissa", "unit": mech},
    }

    def battle(choose: list[str]) -> dict[str, Any]:
        doc = {
            "game": "bttcg",
            "players": {"Brian": {}, "Melissa": {"assets": ["T"]}},
            "cards": cards,
            "mission": {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]},
            "actions": [{"by": "Brian", "use": "ability", "card": "avalon", "choose": choose}],
        }
        return answer(yaml.safe_dump(doc, sort_keys=False), full_pool)

    result = battle(["trick", "raider"])
    assert result["legal"], result["violations"]
    assert result["initiative"]["scores"]["Brian"] == 2
    outcome = only(result)["cards"]
    assert outcome["trick"]["zone"] == "scrapheap" and outcome["avalon"]["tapped"]
    broke = battle(["raider"])
    assert not broke["legal"] and "is not one" in broke["violations"][0]["message"]
    assert broke["initiative"]["scores"]["Brian"] == 0
