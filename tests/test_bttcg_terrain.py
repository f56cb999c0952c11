"""Terrain cards and the regions they enhance (judge/bttcg/terrain.py): put in a region as they are activated,
scrapping the other Terrain cards of that region, and used in a mission only when its target is in the region
they enhance (rulebook p.12, p.26, Glossary: Terrain; CE General Rulings, Patrol Region)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import terrain
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced, unit

GORGE = (
    "When you activate Gorge, put it in one of your regions and scrap all other Terrain cards in that region. "
    "Deal 2 damage to each attacking Unit. Use this ability only during a mission whose target is in the region "
    "enhanced by Gorge."
)
WOODS = (
    "Prevent up to 2 damage to the target. Use this ability only during a mission whose target is in the region "
    "enhanced by this card."
)


def terrain_card(owner: str, name: str, text: str, **more: Any) -> dict[str, Any]:
    """An invented Terrain card (cost 3)."""
    command = {"name": name, "keywords": ["Enhancement", "Terrain"], "text": text, "cost": "3"}
    return {"owner": owner, "command": command, **more}


def scenario(cards: dict[str, Any], **more: Any) -> str:
    data = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}, "cards": cards, **more}
    return yaml.safe_dump(data, sort_keys=False)


def messages(result: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(v["action"], v["message"]) for v in result["violations"]]


# --- activating a Terrain card -----------------------------------------------------------------------------------


def _activation(chosen: str | None, **woods: Any) -> dict[str, Any]:
    action: dict[str, Any] = {"by": "Brian", "activate": "gorge"}
    if chosen is not None:
        action["region"] = chosen
    cards = {
        "gorge": terrain_card("Brian", "Gorge", GORGE, zone="construction", counters=3),
        "woods": terrain_card("Brian", "Woods", WOODS, **woods),
        "lake": terrain_card("Brian", "Lake", WOODS, region="stockpile"),
        "fens": terrain_card("Melissa", "Fens", WOODS, region="patrol"),
    }
    return answer(scenario(cards, phase="deploy", actions=[action]))


def test_put_in_region_scraps_other_terrain_there_rulebook_p12() -> None:
    """Rulebook p.12 (Command cards: Terrain is played in a region) and the card's own text ("put it in one of
    your regions and scrap all other Terrain cards in that region"; rulebook p.9: cards make exceptions): activated
    into Brian's Patrol region, Gorge scraps Brian's Woods there, not his Lake in the Stockpile region nor
    Melissa's Fens (in her own Patrol region, not Brian's)."""
    result = _activation("patrol", region="patrol")
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["gorge"]["zone"] == "command_post" and cards["woods"]["zone"] == "scrapheap"
    assert cards["lake"]["zone"] == "command_post" and cards["fens"]["zone"] == "command_post"
    assert {terrain.TERRAIN, terrain.TERRAIN_GLOSSARY} <= traced(result)
    other = _activation("command_post", region="patrol")
    assert other["legal"] and only(other)["cards"]["woods"]["zone"] == "command_post"


def test_terrain_region_is_a_choice_strict_mode_rulebook_p12() -> None:
    """Rulebook p.12: a Terrain card goes in one of its player's regions, the player's choice: without the
    activation's ``region`` it is a violation (strict mode), nothing happens; a region for another card is one too."""
    result = _activation(None, region="patrol")
    assert messages(result) == [
        (0, "Gorge is a Terrain card: it is put in one of its player's regions as it is activated: say which")
    ]
    assert only(result)["cards"]["gorge"]["zone"] == "construction"
    assert only(result)["cards"]["woods"]["zone"] == "command_post"


def test_other_terrain_of_unknown_region_is_refused_not_guessed() -> None:
    """Whether Woods is scrapped depends on its region, which the scenario does not give: refused."""
    with pytest.raises(ScenarioError, match=r"not answered by this version: Gorge scraps .* Woods is in"):
        _activation("patrol")


def test_region_only_for_a_terrain_card_in_play() -> None:
    """Only a Terrain card in play is in a region (Glossary: Command Post, Terrain): a region on any other card is
    malformed input naming the field."""
    cards = {"post": {"owner": "Brian", "command": {"name": "Post"}, "region": "patrol"}}
    with pytest.raises(ScenarioError, match="no Terrain card") as caught:
        answer(scenario(cards))
    assert caught.value.field == "cards.post.region"


# --- using a Terrain card's ability in a mission -----------------------------------------------------------------


def _battle(region: str | None, target: str = "sunder", **sunder: Any) -> dict[str, Any]:
    cards = {
        "gorge": terrain_card("Melissa", "Gorge", GORGE, **({"region": region} if region else {})),
        "raider": unit("Brian", speed="fast", attack=4, structure=5, name="Raider"),
        "sunder": unit("Melissa", speed="moderate", attack=2, structure=5, name="Sunder", **sunder),
        "post": {"owner": "Melissa", "command": {"name": "Post", "structure": 5}},
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": target}
    actions = [{"by": "Melissa", "use": "ability", "card": "gorge"}]
    return answer(scenario(cards, mission=mission, actions=actions))


@pytest.mark.parametrize(
    ("region", "target", "where"),
    [
        ("patrol", "sunder", {}),
        ("stockpile", "Melissa.stockpile", {}),
        ("command_post", "post", {}),
        ("stockpile", "sunder", {"zone": "guard", "guarding": "Melissa.stockpile"}),
    ],
)
def test_terrain_used_when_target_in_enhanced_region_glossary_terrain(
    region: str, target: str, where: dict[str, Any]
) -> None:
    """Glossary, Terrain ("A Terrain can affect any mission whose target is in the region it enhances"); rulebook
    p.26 (Terrain cards in the region containing the target can affect the battle); CE rulings, Patrol Region (a
    patrolling Unit targeted); rulebook p.25 (a guarding Unit is in the region of the site it guards): Gorge deals
    2 damage to the attacking Raider."""
    result = _battle(region, target, **where)
    assert result["legal"], result["violations"]
    assert any("Gorge deals 2 damage to Raider" in step["text"] for step in result["trace"])
    raider = only(result)["cards"]["raider"]
    assert raider["damage"] >= 2 or raider["zone"] == "scrapheap"


@pytest.mark.parametrize(
    ("region", "target"), [("stockpile", "sunder"), ("patrol", "post"), ("patrol", "Melissa.stockpile")]
)
def test_terrain_not_used_when_target_elsewhere_glossary_terrain(region: str, target: str) -> None:
    """Glossary, Terrain; CE rulings, Single Combat ("Terrain pertains only to the region in which the target of an
    attack is placed"): a target outside the enhanced region: the ability is not used (a violation), no damage."""
    result = _battle(region, target)
    assert [i for i, _ in messages(result)] == [0]
    assert "in the region it enhances" in result["violations"][0]["message"]
    assert only(result)["cards"]["raider"]["damage"] == (2 if target == "sunder" else 0)  # Sunder fights back


def test_terrain_without_region_in_a_mission_is_refused() -> None:
    """Where the region decides, and the scenario does not say it: refused, never guessed."""
    with pytest.raises(ScenarioError, match=r"not answered by this version: Gorge: .*does not say which region"):
        _battle(None)


def test_heavy_woods_prevents_damage_to_target_in_its_region(full_pool: CardPool) -> None:
    """Heavy Woods (CE), read in place: "Prevent up to 2 damage to the target" while the target is in the region it
    enhances (Glossary: Terrain)."""
    cards = {
        "woods": {"owner": "Melissa", "card": "Heavy Woods (CE)", "region": "patrol"},
        "raider": unit("Brian", speed="fast", attack=4, structure=6, name="Raider"),
        "sunder": unit("Melissa", speed="moderate", attack=0, structure=6, name="Sunder"),
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "sunder"}
    actions = [{"by": "Melissa", "use": "ability", "card": "woods", "choose": ["sunder"]}]
    result = answer(scenario(cards, mission=mission, actions=actions), full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["sunder"]["damage"] == 2


def test_the_terrain_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in (*terrain.RULE_IDS, terrain.CARDS_MAKE_EXCEPTIONS) if base.get(rule) is None]


def test_terrain_cards_executed_in_the_coverage(current_pool: CardPool) -> None:
    """Coverage tells the truth (issue 17): the Terrain cards whose abilities are used in a mission whose target is
    in the region they enhance, put in a region as they are activated, are executed in full."""
    for name in ("Fog-Shrouded Moors (CE)", "Heavy Woods (CE)", "Rocky Gorge (CE)", "Rolling Hills (CE)"):
        card = current_pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        assert card_refusals(face_of_pool_card(card)).refused == [], name


def test_terrain_region_in_plain_english() -> None:
    """The card's ``region`` and the activation's read and write in plain English (README, Terrain cards)."""
    text = (
        "The players are Brian and Melissa.\n"
        'Melissa has a Command card Woods with keyword "Terrain", enhancing the Command Post.\n'
        'Melissa has a Command card Gorge with keyword "Terrain" in construction.\n'
        "Melissa activates Gorge, putting it in the Stockpile region.\n"
    )
    model = parse_text(text)
    assert model.cards["woods"].region == "command_post"
    assert model.actions[0].model_dump(exclude_none=True) == {
        "by": "Melissa",
        "activate": "gorge",
        "region": "stockpile",
    }
    assert parse_text(to_text(model)) == model


# --- continuous Terrain abilities in a mission (judge/bttcg/terrain_battle.py) -------------------------------------

VALLEY = (
    "No group containing more than two Units can attack a target in the region enhanced by this card and no group "
    "containing more than two Units can block an attack against a target in the region enhanced by this card."
)
MIRE = (
    "All attacking Units are one speed slower. This ability applies only during a mission whose target is in the "
    "region enhanced by this card."
)


def _mission(
    text: str, region: str | None, group: int, blockers: int = 0, target: str = "Melissa.stockpile", **more: Any
) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "terrain": terrain_card("Melissa", "Valley", text, **({"region": region} if region else {}))
    }
    for i in range(group):
        cards[f"a{i}"] = unit("Brian", speed=more.get("speed", "fast"), attack=0, structure=5, name=f"A{i}")
    for i in range(blockers):
        cards[f"b{i}"] = unit("Melissa", speed=more.get("blocker_speed", "fast"), attack=0, structure=5, name=f"B{i}")
    cards["sunder"] = unit("Melissa", speed="moderate", attack=0, structure=5, name="Sunder")
    cards |= more.get("extra", {})
    mission = {
        "attacker": "Brian",
        "group": [f"a{i}" for i in range(group)],
        "target": target,
        "blockers": [f"b{i}" for i in range(blockers)],
    }
    return answer(scenario(cards, mission=mission))


def test_group_limit_of_terrain_in_target_region_rulebook_p9_glossary_terrain() -> None:
    """Narrow Valley's text (rulebook p.9: cards make exceptions to the rules; Glossary: Terrain, a mission whose
    target is in the region it enhances): no group of more than two Units attacks there, or blocks such an attack."""
    assert _mission(VALLEY, "stockpile", 2, 2)["legal"]
    three = _mission(VALLEY, "stockpile", 3)
    assert [v["action"] for v in three["violations"]] == [None]
    assert "no group of more than 2 units can attack Melissa's Stockpile" in three["violations"][0]["message"]
    blocked = _mission(VALLEY, "stockpile", 2, 3)
    assert "can block an attack against" in blocked["violations"][0]["message"]
    assert _mission(VALLEY, "patrol", 3, 3)["legal"]  # the Stockpile is not in the Patrol region


def test_group_limit_terrain_without_region_is_refused() -> None:
    with pytest.raises(ScenarioError, match="does not say which region"):
        _mission(VALLEY, None, 3)


def test_attackers_one_speed_slower_rulebook_p24_ce_rulings_difficult_terrain() -> None:
    """Difficult Terrain's text ("all attacking Units are one speed slower" while the target is in its region) with
    rulebook p.24-25: a fast attacker, now moderate, may no longer attack the moderate Sunder, and a moderate
    patrolling Unit may now block it. CE rulings, Difficult Terrain: slow stays slow (a slow attacker still attacks
    a Stockpile, and a slow blocker still blocks it)."""
    assert _mission(MIRE, "stockpile", 1, target="sunder")["legal"]  # the Terrain is not in the Patrol region
    slowed = _mission(MIRE, "patrol", 1, target="sunder")
    assert [v["action"] for v in slowed["violations"]] == [None]
    assert "can be attacked only by Units faster than it" in slowed["violations"][0]["message"]
    unslowed = _mission(MIRE, "patrol", 1, 1, blocker_speed="moderate")
    assert "slower than the slowest attacker" in unslowed["violations"][0]["message"]
    assert _mission(MIRE, "stockpile", 1, 1, blocker_speed="moderate")["legal"]
    assert _mission(MIRE, "stockpile", 1, 1, speed="slow", blocker_speed="slow")["legal"]


def test_slower_attackers_with_a_card_looking_at_speeds_is_refused() -> None:
    """Speed decides more than who attacks and blocks (Hand-to-Hand: against Units of the same speed or slower):
    with the attackers slowed and such a card in the scenario, refused."""
    brawler = {"extra": {"brawler": unit("Brian", name="Brawler", text="Hand-to-Hand 2")}}
    with pytest.raises(ScenarioError, match="Brawler's text looks at speeds"):
        _mission(MIRE, "stockpile", 1, 1, blocker_speed="moderate", **brawler)
    assert _mission(MIRE, "patrol", 1, **brawler)["legal"]  # not in force: the Stockpile is not in the Patrol region


def test_continuous_terrain_executed_in_the_coverage(current_pool: CardPool) -> None:
    for name in ("Narrow Valley (CE)", "Difficult Terrain (CE)"):
        card = current_pool.lookup(name, "bttcg")
        assert isinstance(card, BtCard)
        assert card_refusals(face_of_pool_card(card)).refused == [], name


def test_terrain_without_region_not_used_in_a_mission_is_answered() -> None:
    """A Terrain card whose region is not given, whose ability nobody uses: nothing of it acts in the battle (its
    activation trigger happened when it was activated), so the mission is answered."""
    cards = {
        "gorge": terrain_card("Melissa", "Gorge", GORGE),
        "raider": unit("Brian", speed="fast", attack=4, structure=5, name="Raider"),
        "sunder": unit("Melissa", speed="moderate", attack=2, structure=5, name="Sunder"),
    }
    result = answer(scenario(cards, mission={"attacker": "Brian", "group": ["raider"], "target": "sunder"}))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["sunder"]["damage"] == 4
