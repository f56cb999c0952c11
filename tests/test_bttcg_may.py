"""Optional effects, "you may" (judge/bttcg/may.py): the scenario answers in the action's ``may`` (an extension);
strict mode (scenario-format.md): a "may" without its answer, or an answer no "may" asks for, is a violation that
names it, never a guess. What is optional is the card's own exception to the rules (rulebook p.9)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS, RULE_IDS
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text
from judge.bttcg.scenario_write import to_text
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, battle, mission_card, only, traced, unit

GAMBLE = "Choose one of your 'Mechs. You may put a +2 attack counter on that 'Mech."
ATTACK = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}


def gamble(may: list[bool] | None) -> dict[str, Any]:
    cards = {"raider": unit("Brian", "fast", attack=2), "gamble": mission_card("Brian", GAMBLE, "Gamble")}
    play: dict[str, Any] = {"by": "Brian", "play": "gamble", "choose": ["raider"]}
    if may is not None:
        play["may"] = may
    return battle(cards, ATTACK, [play])


def test_may_yes_does_the_optional_effect_rulebook_p9() -> None:
    """may, answered yes: the +2 attack counter goes on the Raider (2 + 2 damage to the Stockpile)."""
    result = gamble([True])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - 4
    assert outcome["cards"]["raider"]["other_counters"] == {"+2 attack": 1}
    assert CARDS_MAKE_EXCEPTIONS in traced(result)


def test_may_no_declines_the_optional_effect() -> None:
    """may, answered no: nothing is put; the card is still played."""
    result = gamble([False])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 30 - 2 and "other_counters" not in outcome["cards"]["raider"]
    assert outcome["cards"]["gamble"]["zone"] == "scrapheap"
    assert any("chooses not to" in step["text"] for step in result["trace"])


@pytest.mark.parametrize(("may", "said"), [(None, "is missing"), ([True, False], "left over")])
def test_may_strict_mode_a_missing_or_extra_answer_is_a_violation(may: list[bool] | None, said: str) -> None:
    """Strict mode: the "may" without an answer is named (never guessed either way), and an answer the card does
    not ask for is refused; the card is not played."""
    result = gamble(may)
    assert not result["legal"]
    message = result["violations"][0]["message"]
    assert said in message and "Gamble" in message
    assert only(result)["cards"]["gamble"]["zone"] == "hand"


def test_may_during_the_turn_an_ability_with_an_optional_effect() -> None:
    """may in a Command card's ability used during the turn: yes puts the deposit counter, no puts none (the card
    still taps), no answer is a violation and nothing changes."""
    text = "{T}: You may put a deposit counter on this card. Use this ability only during your Deploy phase."

    def use(may: list[bool] | None) -> dict[str, Any]:
        action: dict[str, Any] = {"by": "Brian", "use": "ability", "card": "bank"}
        if may is not None:
            action["may"] = may
        doc = {
            "game": "bttcg",
            "players": {"Brian": {}, "Melissa": {}},
            "phase": "deploy",
            "cards": {"bank": {"owner": "Brian", "command": {"name": "Bank", "text": text}}},
            "actions": [action],
        }
        return answer(yaml.safe_dump(doc, sort_keys=False))

    yes, no, missing = use([True]), use([False]), use(None)
    assert yes["legal"] and only(yes)["cards"]["bank"]["other_counters"] == {"deposit": 1}
    assert no["legal"] and "other_counters" not in only(no)["cards"]["bank"] and only(no)["cards"]["bank"]["tapped"]
    assert not missing["legal"] and not only(missing)["cards"]["bank"]["tapped"]
    assert "is missing" in missing["violations"][0]["message"]


def test_may_answers_in_plain_english_read_back() -> None:
    """The plain-text spelling: "Brian plays Gamble on Raider answering yes." is ``may: [true]``, and back."""
    model = parse_text(
        "The players are Brian and Melissa. Brian has Tactics.\n"
        "Brian has a fast 'Mech Raider with attack 2, armor 0 and structure 5 on patrol.\n"
        f'Brian has a Mission card Gamble with text "{GAMBLE}" in hand.\n'
        "Brian attacks Melissa's Stockpile with Raider.\n"
        "Brian plays Gamble on Raider answering yes and no.\n"
    )
    assert model.actions[0].may == [True, False]
    again = parse_text(to_text(model))
    assert again.actions[0].may == [True, False]


def test_may_goes_only_with_play_use_deploy_activate_and_reveal() -> None:
    """An extension: also with a card revealed in a mission (judge/bttcg/before_blockers.py: the redirect it may do)."""
    with pytest.raises(ValueError, match="'may' goes with activate or deploy or play or reveal or use"):
        BtScenario.model_validate(
            {
                "game": "bttcg",
                "players": {"Brian": {}, "Melissa": {}},
                "actions": [{"by": "Brian", "pass": True, "may": [True]}],
            }
        )


def test_the_may_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]


def test_may_where_the_action_gives_no_answers_is_refused_not_a_violation() -> None:
    """A "may" reached where the action has no ``may`` (a card revealed, an effect at the end of the battle) is
    refused out loud: a violation would blame the scenario for an answer it cannot give."""
    from judge.bttcg.faces import CardFace
    from judge.bttcg.interpret import run_effect
    from judge.bttcg.interpret_targets import Context
    from judge.bttcg.state import Battle, CardState, Position, UnsupportedError
    from judge.cardtext.parser import parse_card_text
    from judge.dsl import models as m

    effect = parse_card_text("You may draw a card.", "Odd", "Mission", suggestions=False).abilities[0]
    assert isinstance(effect, m.Resolve) and isinstance(effect.effects[0], m.May)
    face = CardFace(name="Odd", kind="mission", abilities=(effect,))
    pos = Position(
        ("A", "B"),
        {"A": frozenset(), "B": frozenset()},
        {"A": 5, "B": 5},
        {"odd": face},
        {"odd": "A"},
        {"odd": CardState("hand")},
    )
    ctx = Context(pos, Battle("A", "B", [], [], "B.stockpile", False), "A", "odd", None)
    with pytest.raises(UnsupportedError, match="does not take 'may' answers"):
        run_effect(ctx, effect.effects[0])
