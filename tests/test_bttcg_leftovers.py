"""Card-text leftovers of the turn (issue 17, "every card does what it says"): a Pilot that cannot be reassigned,
and the other single sentences the turn executes since, each with an invented inline card or a pool card read in
place."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only


def scenario(cards: dict[str, Any], actions: list[dict[str, Any]], **more: Any) -> str:
    data = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}, "cards": cards, "actions": actions, **more}
    return yaml.safe_dump(data, sort_keys=False)


def mech(owner: str, name: str) -> dict[str, Any]:
    return {
        "owner": owner,
        "unit": {"type": "mech", "speed": "fast", "attack": 4, "armor": 0, "structure": 5, "name": name},
    }


# --- "Rookie Pilot cannot be reassigned." ----------------------------------------------------------------------------


def test_cannot_be_reassigned_rulebook_p9_p20() -> None:
    """Rulebook p.20 (a Pilot is reassigned in the Deploy phase to an unpiloted 'Mech) and p.9 (cards make exceptions
    to the rules): a Pilot whose text says it cannot be reassigned stays where it is (a violation); the same Pilot
    without that sentence is reassigned."""

    def reassign(text: str) -> dict[str, Any]:
        cards = {
            "m1": mech("Brian", "One"),
            "m2": mech("Brian", "Two"),
            "rookie": {
                "owner": "Brian",
                "command": {"name": "Rookie", "keywords": ["Pilot"], "text": text},
                "on": "m1",
            },
        }
        return answer(scenario(cards, [{"by": "Brian", "reassign": "rookie", "on": "m2"}], phase="deploy"))

    kept = reassign("Pilot: -1 attack. Rookie cannot be reassigned.")
    assert [(v["action"], v["message"]) for v in kept["violations"]] == [(0, "Rookie cannot be reassigned (its text)")]
    assert "rulebook/about-this-rulebook-2" in kept["violations"][0]["rules"]
    moved = reassign("Pilot: -1 attack.")
    assert moved["legal"], moved["violations"]
    assert only(moved)["cards"]["rookie"]["zone"] == "command_post"


# --- "When ComStar Support comes into play, choose an asset." ------------------------------------------------------

RELAY = "{T}: {R} When Relay comes into play, choose an asset. Relay provides that asset."


def test_comes_into_play_as_activated_rulebook_p13_p20() -> None:
    """Rulebook p.20 (activating a card) and p.13 ("If you activate a copy of a Unique card when there's already a
    copy in play": activated, a card is in play): what a card does when it comes into play happens as it is activated
    (ComStar Support's Mercenaries text; its Commander's Edition printing says "When you activate this card"). Brian
    chooses Tactics for Relay, so War Room (1+3T) with 1 counter is activated after it."""
    cards = {
        "relay": {
            "owner": "Brian",
            "command": {"name": "Relay", "cost": "1", "text": RELAY},
            "zone": "construction",
            "counters": 1,
        },
        "room": {
            "owner": "Brian",
            "command": {"name": "War Room", "cost": "1+3T"},
            "zone": "construction",
            "counters": 1,
        },
    }
    actions = [{"by": "Brian", "activate": "relay", "choose": ["T"]}, {"by": "Brian", "activate": "room"}]
    result = answer(scenario(cards, actions, phase="deploy"))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["room"]["zone"] == "command_post"
    unsaid = answer(scenario(cards, [{"by": "Brian", "activate": "relay"}], phase="deploy"))
    assert not unsaid["legal"] and "say which asset" in unsaid["violations"][0]["message"]


# --- Stockpile damage per construction counter above the cost (Tactical Nuke's older printing) ---------------------


OLD_NUKE = (
    "Scrap Nuke when it is revealed. Each player's Stockpile receives 1 damage for each construction counter above "
    "the cost of Nuke."
)


def test_per_excess_construction_stockpile_damage_rulebook_p20_p29() -> None:
    """Tactical Nuke's older text (its current text is the Commander's Edition one), on an invented card: "Each
    player's Stockpile receives 1 damage for each construction counter above the cost" (rulebook p.20: counters above
    the cost count when the card says so; p.29: each point of damage to a Stockpile scraps a card). 2+6M+4P with M
    and P: cost 2; 5 counters: 3 damage to each Stockpile, victory checked once the whole effect is done (CE rulings,
    Victory Conditions): both out is a draw."""

    def nuke(brian: int, melissa: int) -> dict[str, Any]:
        command = {"name": "Nuke", "cost": "2+6M+4P", "text": OLD_NUKE}
        cards = {"nuke": {"owner": "Brian", "command": command, "zone": "construction", "counters": 5}}
        players = {"Brian": {"assets": ["M", "P"], "stockpile": brian}, "Melissa": {"stockpile": melissa}}
        doc = {"game": "bttcg", "players": players, "phase": "deploy", "cards": cards}
        return answer(yaml.safe_dump(doc | {"actions": [{"by": "Brian", "activate": "nuke"}]}))

    result = nuke(10, 8)
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {"Brian": 7, "Melissa": 5}
    assert only(result)["cards"]["nuke"]["zone"] == "scrapheap"
    assert any("3 construction counter(s) above its cost of 2" in s["text"] for s in result["trace"])
    assert only(nuke(3, 2))["winner"] == "draw"


# --- "Gain {R} for each card you control that provides {P}." -------------------------------------------------------

BUREAU = "{T}: Gain {R} for each card you control that provides {P}."


def _bureau(**more: Any) -> dict[str, Any]:
    def politics(name: str) -> dict[str, Any]:
        return {"owner": "Brian", "command": {"name": name, "keywords": ["Resource", "Politics"], "text": "{T}: {R}"}}

    actions = [
        {"by": "Brian", "use": "ability", "card": "bureau"},
        {"by": "Brian", "construct": {"mech": more.pop("counters", 2)}},
    ]
    cards = {
        "bureau": {"owner": "Brian", "command": {"name": "Bureau", "text": BUREAU}},
        "p1": politics("Envoy"),
        "p2": politics("Senate"),
        "other": politics("Abroad") | {"owner": "Melissa"},
        "mech": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 5, "cost": "5"},
            "zone": "construction",
        },
    }
    doc = {"game": "bttcg", "players": more.pop("players", {"Brian": {}, "Melissa": {}}), "phase": "deploy"}
    return answer(yaml.safe_dump(doc | {"cards": cards, "actions": actions}))


def test_for_each_card_providing_an_asset_resources_rulebook_p14_p19() -> None:
    """ComStar News Bureau's text on an invented card: "{T}: Gain {R} for each card you control that provides {P}"
    (rulebook p.14: only cards in play provide assets; p.19: resources spent at once): Brian's two Politics cards
    count, Melissa's does not: 2 resources, 2 construction counters; 3 is more than he has (a violation)."""
    result = _bureau()
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["mech"]["counters"] == 2
    assert only(result)["cards"]["bureau"]["tapped"]
    too_many = _bureau(counters=3)
    assert [v["action"] for v in too_many["violations"]] == [1]


def test_for_each_provider_not_listed_is_refused() -> None:
    """Politics declared for Brian though none of his listed cards provides it (cards not listed): refused."""
    with pytest.raises(ScenarioError, match="how many is not known"):
        _unlisted()


def _unlisted() -> dict[str, Any]:
    cards = {"bureau": {"owner": "Brian", "command": {"name": "Bureau", "text": BUREAU}}}
    doc = {"game": "bttcg", "players": {"Brian": {"assets": ["P"]}, "Melissa": {}}, "phase": "deploy", "cards": cards}
    return answer(yaml.safe_dump(doc | {"actions": [{"by": "Brian", "use": "ability", "card": "bureau"}]}))


# --- "Deal 5 damage divided any way you choose among any number of 'Mechs and/or sites." ---------------------------

AIR = (
    "Scrap Air Mission when it is revealed. Deal 5 damage divided any way you choose among any number of 'Mechs "
    "and/or sites."
)


def _air(amounts: dict[str, int] | None, melissa: int = 8) -> dict[str, Any]:
    action: dict[str, Any] = {"by": "Brian", "activate": "air"}
    if amounts is not None:
        action["amounts"] = amounts
    command = {"name": "Air Mission", "cost": "4", "text": AIR}
    cards = {
        "air": {"owner": "Brian", "command": command, "zone": "construction", "counters": 4},
        "raider": mech("Melissa", "Raider") | {"unit": {**mech("Melissa", "Raider")["unit"], "armor": 1}},
        "post": {"owner": "Melissa", "command": {"name": "Post", "structure": 4}},
        "gear": {"owner": "Melissa", "command": {"name": "Gear", "keywords": ["Enhancement"]}, "on": "raider"},
    }
    doc = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {"stockpile": melissa}}, "phase": "deploy"}
    return answer(yaml.safe_dump(doc | {"cards": cards, "actions": [action]}))


def test_damage_divided_among_cards_during_the_turn_rulebook_p29_p30() -> None:
    """Aerospace Fighter Mission's text on an invented card, revealed as it is activated (rulebook p.24): the 5
    damage divided as Brian says (``amounts``), each part resolved by the rules of Resolving Damage (rulebook
    p.29-30: the Raider's armor 1 stops 1 of its 3; 2 scrap two cards of Melissa's Stockpile)."""
    result = _air({"raider": 3, "Melissa.stockpile": 2})
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 2 and cards["air"]["zone"] == "scrapheap"
    assert only(result)["stockpiles"]["Melissa"] == 6
    split = _air({"raider": 1, "post": 4})
    assert only(split)["cards"]["post"]["zone"] == "scrapheap"  # 4 damage, structure 4, no armor


def test_damage_divided_strict_mode_and_victory_ce_rulings_victory_conditions() -> None:
    """Strict mode: no division, amounts not adding up to 5, or a recipient the text does not reach (an
    Enhancement is no 'Mech and no site) are violations, nothing happens; the Stockpile emptied is checked once the
    whole effect is done (CE General Rulings, Victory Conditions)."""
    for amounts, said in (
        (None, "say how its 5 damage is divided"),
        ({"raider": 3}, "add up to 3"),
        ({"gear": 5}, "cannot damage Gear"),
    ):
        result = _air(amounts)
        assert [v["action"] for v in result["violations"]] == [0], amounts
        assert said in result["violations"][0]["message"]
        assert only(result)["cards"]["air"]["zone"] == "construction"
    won = _air({"raider": 3, "Melissa.stockpile": 2}, melissa=2)
    assert only(won)["winner"] == "Brian" and only(won)["cards"]["raider"]["damage"] == 2


def test_aerospace_fighter_mission_divides_among_cards_chosen_rulebook_p29(current_pool: CardPool) -> None:
    """Aerospace Fighter Mission (CE), read in place: "Choose any number of Units and/or sites and deal 5 damage to
    them divided any way you choose": the cards chosen are those the division names (``amounts``); 4+5P with
    Politics costs 4 (rulebook p.19); damage resolved per card (rulebook p.29-30)."""
    cards = {
        "afm": {"owner": "Brian", "card": "Aerospace Fighter Mission", "zone": "construction", "counters": 4},
        "raider": mech("Melissa", "Raider"),
        "post": {"owner": "Melissa", "command": {"name": "Post", "structure": 4}},
    }
    doc = {"game": "bttcg", "players": {"Brian": {"assets": ["P"]}, "Melissa": {}}, "phase": "deploy", "cards": cards}
    action = {"by": "Brian", "activate": "afm", "amounts": {"raider": 1, "post": 4}}
    result = answer(yaml.safe_dump(doc | {"actions": [action]}), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["raider"]["damage"] == 1
    assert only(result)["cards"]["post"]["zone"] == "scrapheap"
