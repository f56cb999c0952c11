"""A card's attack or armor now doubled, tripled or exchanged (gramD8, issue 18 item 3), in the words card sets use:
read, rendered back, and refused out loud by the engine (it does not multiply or exchange a stat yet). Every
sentence is invented; each is read back from its English rendering, and wordings that must not read are checked
unread."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, mission_card, unit
from tests.cardtext_helpers import effects_of


def _effect(text: str) -> m.Effect:
    effect = effects_of(text, "Grog", "Unit")[0]
    while isinstance(effect, m.Lasting):
        effect = effect.effects[0]
    return effect


_ONE_UNIT = m.Selector(quantifier="one", noun="unit")
_ONE_MECH = m.Selector(quantifier="one", noun="mech")


@pytest.mark.parametrize(
    ("text", "target", "stat", "times"),
    [
        ("Double the attack of target Unit.", _ONE_UNIT, "attack", 2),
        ("Double the armor of target 'Mech until end of turn.", _ONE_MECH, "armor", 2),
        ("Triple the attack of Grog.", m.This(), "attack", 3),
        ("Target Unit's attack is doubled.", _ONE_UNIT, "attack", 2),
        ("Grog's armor is tripled until the end of the turn.", m.This(), "armor", 3),
        ("{T}: Double the armor of target 'Mech.", _ONE_MECH, "armor", 2),
    ],
)
def test_a_stat_doubled_rulebook_p26(text: str, target: m.Target, stat: str, times: int) -> None:
    """rulebook p.26-29: a Unit's attack and armor now, with every change that applies; "Double the attack of X",
    "X's attack is doubled" multiply it."""
    assert _effect(text) == m.MultiplyStat(target=target, stat=stat, times=times)


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Switch the attack and armor of target Unit.", _ONE_UNIT),
        ("Swap target 'Mech's attack and armor until the end of the turn.", _ONE_MECH),
        ("Exchange Grog's attack and armor.", m.This()),
        ("Target Unit's attack and armor are switched.", _ONE_UNIT),
        ("Grog's attack and armor are exchanged until end of turn.", m.This()),
    ],
)
def test_attack_and_armor_exchanged_rulebook_p26(text: str, target: m.Target) -> None:
    """rulebook p.26-29: a Unit's attack and armor now; "Switch the attack and armor of X" exchanges them."""
    assert _effect(text) == m.SwapStats(target=target)


@pytest.mark.parametrize(
    "text",
    [
        "Double target Unit's structure.",  # structure is not multiplied here
        "Double the initiative of target Unit.",
        "Target Unit's attack is doubled and tripled.",
        "Switch the attack and structure of target Unit.",
        "Double target Unit.",
    ],
)
def test_other_multiplied_stats_are_not_read(text: str) -> None:
    """Not a catch-all: only attack and armor are doubled, tripled or exchanged, once, of one named card."""
    assert not parse_card_text(text, "Grog", "Unit").ok


def test_a_stat_doubled_is_refused_out_loud() -> None:
    """The engine does not multiply or exchange a stat yet: the table names both, and a battle with such a card is
    refused rather than guessed (issue 17: a confident wrong answer is the worst)."""
    assert not executed("effect", "multiply_stat")
    assert not executed("effect", "swap_stats")
    cards = {
        "raider": unit("Brian", "fast", attack=2, structure=9),
        "victim": unit("Melissa", "slow", attack=0, structure=9),
        "boost": mission_card("Brian", "Double the attack of target Unit.", "Boost"),
    }
    attack = {"attacker": "Brian", "group": ["raider"], "target": "victim"}
    with pytest.raises(ScenarioError, match="not answered by this version"):
        battle(cards, attack, [{"by": "Brian", "play": "boost", "choose": ["raider"]}])
