"""A rider on the card chosen in a mission (judge/bttcg/scrapped_riders.py): "If that 'Mech is scrapped, scrap this
card" (``if_scrapped`` watching "that"), with "otherwise, untap this card after the mission". CE rulings, Mission
Cards (a card's effect stays in effect for the mission); rulebook p.9 (cards make exceptions), p.29-30 (damage
resolves at the end of the battle). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg.rules import MISSION_CARD_STAYS_IN_EFFECT
from judge.bttcg.scrapped_riders import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, only, traced, unit

KHAN = (
    "{T}: Choose a 'Mech. That 'Mech gets +2 attack. If that 'Mech is scrapped, scrap Wolf Khan. "
    "Use this ability only during a mission."
)
ACADEMY = (
    "{T}: One of your Units gets +1 attack. If that Unit is scrapped during this mission, scrap this card; "
    "otherwise, untap this card after the mission. Use this ability only during a mission."
)


def fight(text: str, guard_attack: int) -> Any:
    """Brian's raider (structure 4) attacks Melissa's Stockpile; Melissa's guard blocks and deals ``guard_attack``
    to it; Brian uses his Command card on the raider."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=1, structure=4),
        "guard": unit("Melissa", "fast", attack=guard_attack, structure=20),
        "khan": {"owner": "Brian", "command": {"name": "Wolf Khan", "text": text}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    return battle(cards, mission, [{"by": "Brian", "use": "ability", "card": "khan", "choose": ["raider"]}])


def test_if_scrapped_that_mech_scraps_this_card_ce_rulings_mission_cards() -> None:
    """if_scrapped (that 'Mech, the card scrapping itself): the raider is scrapped as damage resolves, so Wolf Khan
    is scrapped; when the raider survives, Wolf Khan stays in the Command Post (tapped: its {T} was paid)."""
    result = fight(KHAN, 4)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["zone"] == "scrapheap" and cards["khan"]["zone"] == "scrapheap"
    assert {CARDS_MAKE_EXCEPTIONS, MISSION_CARD_STAYS_IN_EFFECT} <= traced(result)
    cards = only(fight(KHAN, 3))["cards"]
    assert cards["raider"]["zone"] == "patrol" and cards["khan"]["zone"] == "command_post" and cards["khan"]["tapped"]


def test_if_scrapped_otherwise_untaps_this_card_after_the_mission() -> None:
    """ "...; otherwise, untap this card after the mission": the raider survives, the card untaps; scrapped, the
    card is scrapped."""
    cards = only(fight(ACADEMY, 2))["cards"]
    assert cards["khan"]["zone"] == "command_post" and not cards["khan"]["tapped"]
    cards = only(fight(ACADEMY, 9))["cards"]
    assert cards["khan"]["zone"] == "scrapheap"


def test_if_scrapped_by_an_effect_before_damage_resolves_is_refused() -> None:
    """The watched 'Mech scrapped by an effect mid-battle: the card would be scrapped at once, refused."""
    extra = {"sacrifice": mission_card("Brian", "Scrap one of your 'Mechs.", "Sacrifice")}
    later = [{"by": "Brian", "play": "sacrifice", "choose": ["raider"]}]
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=1, structure=4),
        "guard": unit("Melissa", "fast", attack=0, structure=20),
        "khan": {"owner": "Brian", "command": {"name": "Wolf Khan", "text": KHAN}},
        **extra,
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}
    actions = [{"by": "Brian", "use": "ability", "card": "khan", "choose": ["raider"]}, *later]
    with pytest.raises(ScenarioError, match=r"not answered by this version: .*scrapped before damage resolved"):
        battle(cards, mission, actions)


def test_the_scrapped_riders_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
