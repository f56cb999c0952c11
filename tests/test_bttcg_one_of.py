"""A choice between effects, "either ... or ..." (judge/bttcg/one_of.py): the scenario says which option the card's
player chose in the action's ``either`` (an extension: 1 the first, 2 the second); strict mode (scenario-format.md):
a choice without its answer, an option the card does not have or an answer no choice asks for is a violation naming
it, never a guess. The card's text makes the exception and its player chooses (rulebook p.9)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.one_of import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, battle, only, traced, unit

ACADEMY = "{T}: One of your Units gets either +1 attack or +3 armor. Use this ability only during a mission."
ATTACK_UNIT = {"attacker": "Brian", "group": ["raider"], "target": "sentry"}


def academy(either: list[int] | None, extra: list[int] | None = None) -> dict[str, Any]:
    """Brian's Raider (attack 4) attacks Melissa's Sentry (attack 3, armor 0, structure 9), unblocked; Melissa uses
    the academy on her Sentry with the options of ``either``."""
    cards = {
        "raider": unit("Brian", "fast", attack=4, structure=9),
        "sentry": unit("Melissa", "slow", attack=3, structure=9),
        "academy": {"owner": "Melissa", "command": {"name": "Academy", "text": ACADEMY}},
    }
    use: dict[str, Any] = {"by": "Melissa", "use": "ability", "card": "academy", "choose": ["sentry"]}
    if either is not None:
        use["either"] = either + (extra or [])
    return battle(cards, ATTACK_UNIT, [use])


def test_one_of_first_option_rulebook_p9() -> None:
    """Rulebook p.9, the card's text: option 1, +1 attack: the Sentry deals 3 + 1 = 4 damage to the Raider; it
    receives the Raider's 4 (armor 0)."""
    result = academy([1])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 4 and cards["sentry"]["damage"] == 4
    assert cards["academy"]["tapped"]
    assert CARDS_MAKE_EXCEPTIONS in traced(result)
    assert any("chooses option 1" in step["text"] for step in result["trace"])


def test_one_of_second_option_rulebook_p9() -> None:
    """Option 2, +3 armor: the Sentry deals 3 and receives 4 - 3 = 1."""
    result = academy([2])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["raider"]["damage"] == 3 and cards["sentry"]["damage"] == 1


@pytest.mark.parametrize(
    ("either", "said"),
    [(None, "is missing"), ([3], "not an option 3"), ([1, 2], "left over")],
)
def test_one_of_strict_mode_missing_unknown_or_extra_answer(either: list[int] | None, said: str) -> None:
    """Strict mode (scenario-format.md): no answer, an option the card does not have, an answer too many: each a
    violation naming the card, never a guess."""
    result = academy(either)
    assert not result["legal"]
    assert any(said in v["message"] and "Academy" in v["message"] for v in result["violations"])


def test_one_of_during_the_turn_an_ability_rulebook_p9() -> None:
    """During the turn (an ability without a timing, used in Brian's Deploy phase: any time of his own turn, CE
    rulings, Abilities): option 1 draws a card, option 2 puts a deposit counter on the card; no answer is a
    violation and nothing changes (not even the tap)."""
    text = "{T}: Either draw a card or put a deposit counter on this card."

    def use(either: list[int] | None) -> dict[str, Any]:
        action: dict[str, Any] = {"by": "Brian", "use": "ability", "card": "bank"}
        if either is not None:
            action["either"] = either
        doc = {
            "game": "bttcg",
            "players": {"Brian": {"stockpile": 10}, "Melissa": {}},
            "phase": "deploy",
            "cards": {"bank": {"owner": "Brian", "command": {"name": "Bank", "text": text}}},
            "actions": [action],
        }
        return answer(yaml.safe_dump(doc, sort_keys=False))

    first, second, missing = use([1]), use([2]), use(None)
    assert first["legal"], first["violations"]
    assert only(first)["stockpiles"]["Brian"] == 9 and "other_counters" not in only(first)["cards"]["bank"]
    assert second["legal"], second["violations"]
    assert only(second)["stockpiles"]["Brian"] == 10
    assert only(second)["cards"]["bank"]["other_counters"] == {"deposit": 1}
    assert not missing["legal"] and not only(missing)["cards"]["bank"]["tapped"]
    assert "is missing" in missing["violations"][0]["message"]


def test_one_of_answers_in_plain_english_read_back() -> None:
    """The plain-text spelling: "answering yes and option 2" is ``may: [true]`` and ``either: [2]``, and back."""
    model = parse_text(
        "The players are Brian and Melissa. Brian has Tactics.\n"
        "Brian has a fast 'Mech Raider with attack 4, armor 0 and structure 9 on patrol.\n"
        "Melissa has a slow 'Mech Sentry with attack 3, armor 0 and structure 9 on patrol.\n"
        f'Melissa has a Command card Academy with text "{ACADEMY}" in the command post.\n'
        "Brian attacks Sentry with Raider.\n"
        "Melissa uses ability with the card Academy on Sentry answering yes and option 2.\n"
    )
    action = model.actions[0]
    assert action.may == [True] and action.either == [2]
    again = parse_text(to_text(model)).actions[0]
    assert again.may == [True] and again.either == [2]


def test_either_goes_only_with_play_use_and_activate_and_counts_from_one() -> None:
    base: dict[str, Any] = {"game": "bttcg", "players": {"Brian": {}, "Melissa": {}}}
    with pytest.raises(ValueError, match="'either' goes with activate or play or use"):
        BtScenario.model_validate(base | {"actions": [{"by": "Brian", "pass": True, "either": [1]}]})
    with pytest.raises(ValueError, match="numbers the options chosen from 1"):
        BtScenario.model_validate(base | {"actions": [{"by": "Brian", "use": "ability", "card": "x", "either": [0]}]})


def test_the_one_of_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


FOCHT = (
    "{T}: Choose any Inner Sphere Unit and any Clan Unit controlled by different players. Tap one and untap the "
    "other. Use this ability only during your Missions phase."
)


def focht(choose: list[str], either: list[int]) -> dict[str, Any]:
    """Brian's tapped Inner Sphere 'Mech, Melissa's untapped Clan 'Mech and Clan 'Mech of Brian's; Brian uses the
    inline Focht in his Missions phase."""
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "missions",
        "cards": {
            "hunter": unit("Brian", keywords=["Inner Sphere"], tapped=True),
            "wolf": unit("Melissa", keywords=["Clan"]),
            "cub": unit("Brian", keywords=["Clan"]),
            "focht": {"owner": "Brian", "command": {"name": "Focht", "text": FOCHT}},
        },
        "actions": [{"by": "Brian", "use": "ability", "card": "focht", "choose": choose, "either": either}],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


@pytest.mark.parametrize(("option", "hunter", "wolf"), [(1, True, False), (2, False, True)])
def test_one_of_tap_one_and_untap_the_other_ce_rulings_anastasius_focht(option: int, hunter: bool, wolf: bool) -> None:
    """CE rulings, Anastasius Focht: both choices are made before the ability is used; "Tap one and untap the other"
    is the player's choice of which (option 1: the first chosen taps, the second untaps; option 2: the reverse)."""
    result = focht(["hunter", "wolf"], [option])
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert (cards["hunter"]["tapped"], cards["wolf"]["tapped"]) == (hunter, wolf)
    assert cards["focht"]["tapped"]


def test_one_of_focht_the_second_unit_controlled_by_another_player_ce_rulings_anastasius_focht() -> None:
    """CE rulings, Anastasius Focht: its requirements must all be met: a Clan Unit of the same player as the Inner
    Sphere one is no choice for it (a violation, nothing changes)."""
    result = focht(["hunter", "cub"], [1])
    assert not result["legal"]
    assert "controlled by the player" in result["violations"][0]["message"]
    assert only(result)["cards"]["hunter"]["tapped"] and not only(result)["cards"]["focht"]["tapped"]


def test_one_of_return_or_shuffle_the_cards_looked_at_rulebook_glossary_stockpile(full_pool: CardPool) -> None:
    """look_at_top of any Stockpile, then put_on_stockpile / shuffle_into (Report from the Watch, pool card read in
    place: the top five cards of any Stockpile looked at, then returned in any order or shuffled into it): the
    Stockpile is chosen (``Melissa.stockpile``), and either option keeps its 20 cards and the card
    the scenario names in it in its zone (rulebook Glossary, Stockpile: a player's draw pile; the scenario does not
    give its order); no option chosen, or no Stockpile chosen, is a violation (nothing changes)."""
    card = full_pool.lookup("Report from the Watch", "bttcg")
    assert isinstance(card, BtCard) and card_refusals(face_of_pool_card(card)).refused == []

    def report(choose: list[str], either: list[int] | None) -> dict[str, Any]:
        action: dict[str, Any] = {"by": "Brian", "activate": "watch", "choose": choose}
        if either is not None:
            action["either"] = either
        doc = {
            "game": "bttcg",
            "players": {"Brian": {"stockpile": 20}, "Melissa": {"stockpile": 20}},
            "phase": "deploy",
            "cards": {
                "watch": {"owner": "Brian", "card": "Report from the Watch", "zone": "construction", "counters": 20},
                "hidden": {"owner": "Melissa", "command": {"name": "Hidden"}, "zone": "stockpile"},
            },
            "actions": [action],
        }
        return answer(yaml.safe_dump(doc, sort_keys=False), full_pool)

    for option, said in ((1, "returns them"), (2, "shuffles them into Melissa's Stockpile")):
        result = report(["Melissa.stockpile"], [option])
        assert result["legal"], result["violations"]
        outcome = only(result)
        assert (
            outcome["stockpiles"] == {"Brian": 20, "Melissa": 20} and outcome["cards"]["hidden"]["zone"] == "stockpile"
        )
        assert outcome["cards"]["watch"]["zone"] == "scrapheap"
        assert any(said in step["text"] for step in result["trace"])
    for choose, either in ((["Melissa.stockpile"], None), ([], [1])):
        result = report(choose, either)
        assert not result["legal"] and only(result)["cards"]["watch"]["zone"] == "construction"
