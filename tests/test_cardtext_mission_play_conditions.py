"""Issue 18 (gramB9): a Mission card's play conditions in more wordings, read from invented sentences (never pool
text) and read back from their English: the defending player, a group of so many Units of a kind, an asset in play
or not (yours or an opponent's), a Stockpile's size, one of your Units the mission's target, a battle, before
blockers. The engine checks each as the card is played (CE General Rulings, Abilities: a condition is checked when
the card is played)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.bttcg import rules as r
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.bttcg_helpers import battle, mission_card, only, unit
from tests.cardtext_helpers import parsed

EFFECT = " Target Unit gets +2 armor until end of turn."


def _conditions(text: str) -> list[m.Condition]:
    restriction, _effect = parsed(text + EFFECT, "Iron Vow", "Mission")
    assert isinstance(restriction, m.PlayRestriction)
    return restriction.conditions


def _unread(text: str) -> bool:
    return not parse_card_text(text + EFFECT, "Iron Vow", "Mission", suggestions=False).ok


@pytest.mark.parametrize(
    "text",
    [
        "Play only when defending.",
        "Play when defending.",
        "Play only while you are defending.",
        "Play only when you are the defending player.",
        "Play while defending.",
    ],
)
def test_play_only_when_defending_rulebook_p24_defending_player(text: str) -> None:
    """Rulebook p.24: the player whose site, Stockpile or Unit a mission targets defends; "when defending" is "if
    you are the defending player"."""
    assert _conditions(text) == [m.Defending()]


@pytest.mark.parametrize(
    ("text", "role", "count", "noun"),
    [
        ("Play only when attacking with three or more Units.", "attacking", 3, "unit"),
        ("Play only when you attack with 3 or more Units.", "attacking", 3, "unit"),
        ("Play only if you are attacking with at least two 'Mechs.", "attacking", 2, "mech"),
        ("Play only when blocking with at least one Battle Armor Unit.", "blocking", 1, "battle_armor"),
        ("Play only when blocking with a Vehicle.", "blocking", 1, "vehicle"),
        ("Play only while you block with two or more 'Mechs.", "blocking", 2, "mech"),
    ],
)
def test_group_of_at_least_so_many_rulebook_p23_attacking_group(text: str, role: str, count: int, noun: str) -> None:
    """Rulebook p.23-27: the Units on a mission form the attacking group, the blockers a blocking group; "with three
    or more Units" counts the player's group in that role (at least, unlike "with exactly four 'Mechs")."""
    assert _conditions(text) == [m.GroupSize(roles=[role], count=count, noun=noun, at_least=True)]


@pytest.mark.parametrize(
    ("text", "player", "absent"),
    [
        ("Play only if your opponent doesn't have Logistics available.", "opponent", True),
        ("Play only if your opponent does not have Logistics in play.", "opponent", True),
        ("Play only if an opponent has Logistics available.", "opponent", False),
        ("Play only if you don't have Logistics available.", "you", True),
        ("Play only if you have Logistics available.", "you", False),
    ],
)
def test_asset_available_or_not_glossary_assets(text: str, player: str, absent: bool) -> None:
    """Glossary, Assets: a player has an asset while a card providing it is in play ("available"); the condition
    may be about the opponent's, or the asset missing."""
    assert _conditions(text) == [m.HasAsset(asset="Logistics", player=player, absent=absent)]
    if player == "you" and not absent:  # the pool's wording
        assert _conditions("Play only if you have Logistics in play.") == _conditions(text)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("Play only if your Stockpile has 10 or fewer cards.", m.StockpileSize(count=10)),
        ("Play only if you have 10 or fewer cards in your Stockpile.", m.StockpileSize(count=10)),
        ("Play only if your Stockpile contains 5 or less cards.", m.StockpileSize(count=5)),
        (
            "Play only if your opponent's Stockpile has 20 or more cards.",
            m.StockpileSize(player="opponent", count=20, at_most=False),
        ),
        (
            "Play only if your opponent has 8 or fewer cards in his or her Stockpile.",
            m.StockpileSize(player="opponent", count=8),
        ),
    ],
)
def test_stockpile_size_glossary_stockpile(text: str, size: m.StockpileSize) -> None:
    """Glossary, Stockpile: a player's draw pile, counted."""
    assert _conditions(text) == [size]


@pytest.mark.parametrize(
    ("text", "blocked"),
    [
        ("Play only when one of your Units is the target.", False),
        ("Play only when one of your Units is the target of the mission.", False),
        ("Play when one of your Units is the target and the mission is blocked.", True),
        ("Play only if one of your 'Mechs is the target of this mission.", False),
        ("Play only while one of your Units is the target and that mission is blocked.", True),
    ],
)
def test_one_of_your_units_the_target_glossary_target(text: str, blocked: bool) -> None:
    """Glossary, Target: the card a mission is sent against; one of your Units targeted is an opponent's mission
    against it ("when an opponent attacks one of your Units"), and the mission blocked is blocked by you, its
    defender (rulebook p.27, Blocking)."""
    conditions = _conditions(text)
    attacked = conditions[0]
    assert isinstance(attacked, m.OpponentAttacks) and isinstance(attacked.target, m.Selector)
    assert attacked.target.owner == "you" and attacked.target.quantifier == "one"
    assert conditions[1:] == ([m.WhenIn(roles=["blocking"])] if blocked else [])


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Play during a battle.", m.During(whose="any", battle=True)),
        ("Play only during a battle.", m.During(whose="any", battle=True)),
        ("Play only during battles.", m.During(whose="any", battle=True)),
        ("Play before blockers are declared.", m.BeforeBlockers()),
        ("Play only before blockers have been assigned.", m.BeforeBlockers()),
    ],
)
def test_during_a_battle_before_blockers_rulebook_p26_p27(text: str, condition: m.Condition) -> None:
    """Rulebook p.26: a mission's battle; p.27: blockers are assigned after the attack is declared."""
    assert _conditions(text) == [condition]


@pytest.mark.parametrize(
    "text",
    [
        "Play only when attacking with more Units.",  # how many is not said
        "Play only when attacked with three or more Units.",  # a group is attacking or blocking
        "Play only if his or her Stockpile has 10 or fewer cards.",  # whose Stockpile
        "Play only if you have 10 or fewer cards in your opponent's Stockpile.",  # the player and the Stockpile differ
        "Play only if your opponent doesn't have Logistics.",  # "available" or "in play" is the asset's state
        "Play only when one of your sites is the target of the mission.",  # a site is not a Unit here
    ],
)
def test_meaningless_play_conditions_stay_unread(text: str) -> None:
    assert _unread(text)


# --- the engine checks them as the card is played ------------------------------------------------------------------

MISSION = {"attacker": "Brian", "group": ["a1", "a2"], "target": "Melissa.stockpile", "blockers": ["b1"]}


def _played(text: str, by: str = "Brian", **more: Any) -> dict[str, Any]:
    cards = {
        "a1": unit("Brian", "fast", attack=3, structure=9),
        "a2": unit("Brian", "fast", attack=3, structure=9, type="vehicle"),
        "b1": unit("Melissa", "fast", attack=3, structure=9),
        "vow": mission_card(by, text + EFFECT, "Iron Vow"),
    }
    chosen = "a1" if by == "Brian" else "b1"
    actions: list[Any] = [{"by": "Melissa", "pass": True}] if by == "Brian" else []
    return battle(
        cards, more.pop("mission", MISSION), [*actions, {"by": by, "play": "vow", "choose": [chosen]}], **more
    )


def _legal(result: dict[str, Any]) -> bool:
    """The card was played: no violation of a play restriction (other violations, such as damage left to assign
    among the attackers, are not this test's)."""
    return not any(r.PLAY_ONLY_WHEN in v["rules"] for v in result["violations"])


def test_engine_group_of_at_least_rulebook_p23() -> None:
    """Brian attacks with a 'Mech and a Vehicle: "with two or more Units" and "with at least one Vehicle" hold,
    "with three or more Units" and "with two or more 'Mechs" do not."""
    assert _legal(_played("Play only when attacking with two or more Units."))
    assert _legal(_played("Play only when attacking with at least one Vehicle."))
    refused = _played("Play only when attacking with three or more Units.")
    assert not _legal(refused) and any("at least 3" in v["message"] for v in refused["violations"])
    assert not _legal(_played("Play only when attacking with two or more 'Mechs."))


def test_engine_opponents_asset_glossary_assets() -> None:
    """Brian has Tactics, Melissa Tactics and Logistics (the scenario's assets)."""
    assets = ("T", "TL")
    assert _legal(_played("Play only if your opponent has Logistics available.", assets=assets))
    assert not _legal(_played("Play only if your opponent doesn't have Logistics available.", assets=assets))
    assert _legal(_played("Play only if you don't have Logistics available.", assets=assets))
    assert not _legal(_played("Play only if you don't have Tactics available.", assets=assets))


def test_engine_stockpile_size_glossary_stockpile() -> None:
    """Brian's Stockpile holds 9 cards, Melissa's 30."""
    small = (9, 30)
    assert _legal(_played("Play only if your Stockpile has 10 or fewer cards.", stockpiles=small))
    refused = _played("Play only if your opponent's Stockpile has 10 or fewer cards.", stockpiles=small)
    assert not _legal(refused) and r.STOCKPILE_COUNTED in {x for v in refused["violations"] for x in v["rules"]}


def test_engine_one_of_your_units_the_target_glossary_target() -> None:
    """Brian's mission targets Melissa's 'Mech b2 and is blocked by b1: Melissa may play the card; against her
    Stockpile she may not."""
    unit_mission = {"attacker": "Brian", "group": ["a1"], "target": "b2", "blockers": ["b1"]}
    text = "Play only when one of your Units is the target and the mission is blocked."
    cards = {
        "a1": unit("Brian", "fast", attack=3, structure=9),
        "b1": unit("Melissa", "fast", attack=3, structure=9),
        "b2": unit("Melissa", "slow", attack=1, structure=9),
        "vow": mission_card("Melissa", text + EFFECT, "Iron Vow"),
    }
    played = battle(cards, unit_mission, [{"by": "Melissa", "play": "vow", "choose": ["b1"]}])
    assert played["legal"], played["violations"]
    assert only(played)["cards"]["b1"]["damage"] == 3 - 2
    refused = _played(text, by="Melissa")
    assert not _legal(refused)
