"""A Mission card that searches the Stockpile for a copy of a Pilot and puts it on a 'Mech in the mission
(judge/bttcg/mission_search.py; issue 17: every card does what it says): Sibko Allegiance read in place from the
pool (skipped without ../shared), the Pilots and 'Mechs invented inline. Rulebook p.32 (Mission cards affect the
Units in the battle), p.12-13 (one Pilot to a 'Mech), Glossary: Stockpile; CE rulings, Unique Cards."""

from __future__ import annotations

from typing import Any

from judge.bttcg import turn_rules as t
from judge.bttcg.mission_search import RULE_IDS
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import battle, mission_card, only, rules_of, unit

_MISSION = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["guard"]}


def _ace(zone: str, on: str | None = None, unique: bool = False) -> dict[str, Any]:
    keywords = ["Pilot", "Unique"] if unique else ["Pilot"]
    spec: dict[str, Any] = {"owner": "Brian", "command": {"name": "Ace", "keywords": keywords, "text": "+1 attack"}}
    spec["zone"] = zone
    if on is not None:
        spec["on"] = on
    return spec


def _sibko(pool: CardPool, choose: list[str], assign: int = 2, **more: Any) -> dict[str, Any]:
    cards = {
        "raider": unit("Brian", "fast", attack=1, structure=9),
        "home": unit("Brian", "fast", attack=1, structure=9),
        "ace1": _ace("command_post", on="home"),
        "ace2": _ace("stockpile"),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "card": {"owner": "Brian", "card": "Sibko Allegiance"},
        **more,
    }
    actions = [
        {"by": "Brian", "play": "card", "choose": choose},
        {"by": "Brian", "assign": "raider", "to": {"guard": assign}},
    ]
    return battle(cards, _MISSION, actions, assets=("T", ""), pool=pool)


def test_search_for_a_copy_of_a_pilot_and_put_it_on_a_mech_in_the_mission_rulebook_p32_glossary_stockpile(
    current_pool: CardPool,
) -> None:
    """search (copy_of), put_into_play (activated, on an unpiloted 'Mech in the mission), shuffle: Sibko Allegiance.
    Brian controls Ace on a 'Mech outside the battle ("whether or not it is involved"); the copy in his Stockpile goes
    on the raider, whose attack becomes 2 (Ace: +1 attack); his Stockpile has one card fewer."""
    result = _sibko(current_pool, ["ace2", "raider"])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["ace2"]["zone"] == "command_post"
    assert outcome["cards"]["guard"]["damage"] == 2
    assert outcome["stockpiles"]["Brian"] == 29


def test_search_for_a_copy_wrong_choices_rulebook_p12_ce_rulings_unique_cards(current_pool: CardPool) -> None:
    """The card found must be in the player's Stockpile, the 'Mech one of theirs in the mission without a Pilot, and
    a Unique Pilot does not come into play beside another of its title (CE rulings, Unique Cards): violations."""
    for choose in (["ace1", "raider"], ["ace2", "home"], ["ace2", "guard"], []):
        result = _sibko(current_pool, choose, assign=1)
        assert not result["legal"], choose
    piloted = _sibko(current_pool, ["ace2", "raider"], assign=1, ace3=_ace("command_post", on="raider"))
    assert not piloted["legal"] and t.PILOT in rules_of(piloted)
    unique = _sibko(
        current_pool,
        ["ace2", "raider"],
        assign=1,
        ace1=_ace("command_post", "home", True),
        ace2=_ace("stockpile", None, True),
    )
    assert not unique["legal"] and t.UNIQUE in rules_of(unique)


def test_search_and_put_into_play_without_activated_older_wording_rulebook_p32() -> None:
    """The older wording ("put it into play on one engaged, unpiloted 'Mech you control", invented here with "one")
    does the same: a card put into play is in play, active, whether or not the text says "activated"."""
    text = (
        "Search your Stockpile for any copy of any Pilot card you control and put it into play on one engaged, "
        "unpiloted 'Mech you control."
    )
    cards = {
        "raider": unit("Brian", "fast", attack=1, structure=9),
        "home": unit("Brian", "fast", attack=1, structure=9),
        "ace1": _ace("command_post", on="home"),
        "ace2": _ace("stockpile"),
        "guard": unit("Melissa", "fast", attack=0, structure=9),
        "card": mission_card("Brian", text, "Kinship"),
    }
    actions = [
        {"by": "Brian", "play": "card", "choose": ["ace2", "raider"]},
        {"by": "Brian", "assign": "raider", "to": {"guard": 2}},
    ]
    result = battle(cards, _MISSION, actions, assets=("T", ""))
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["ace2"]["zone"] == "command_post"
    assert only(result)["stockpiles"]["Brian"] == 29


def test_mission_search_rule_ids_resolve() -> None:
    """Every rule id mission_search.py cites resolves (``judge rule <id>``)."""
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
