"""One missile die rolled again or changed, in the other words card sets use (gramD8, issue 18 item 2): the same
nodes as the pool's "Reroll one of your missile die rolls" and "subtract 1 from any of your missile die rolls", so
the engine's rerolls (judge/bttcg/rerolls.py) execute them. Every sentence is invented; each is read back from its
English rendering, and wordings that must not read are checked unread."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.bttcg_helpers import battle, unit
from tests.cardtext_helpers import effects_of


def _core(text: str) -> m.Effect:
    (effect,) = effects_of(text, "Grog", "Command")
    while isinstance(effect, m.May):
        (effect,) = effect.effects
    return effect


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Reroll one missile.",
        "{T}: Re-roll a missile die.",
        "{T}: You may reroll one of your missile dice.",
        "{T}: Reroll one missile roll.",
        "{T}: reroll one of your missile rolls.",
        "{T}: Reroll a missile die roll.",
    ],
)
def test_one_missile_die_rolled_again_rulebook_p31(text: str) -> None:
    """rulebook p.31, Missile: a die per missile; "Reroll one missile", "Re-roll a missile die", "reroll one of your
    missile dice" roll one of them again, as "Reroll one of your missile die rolls"."""
    assert _core(text) == m.RerollMissile()


@pytest.mark.parametrize(
    ("text", "amount", "either_way"),
    [
        ("{T}: Add or subtract 1 from one of your missile rolls.", 1, True),
        ("{T}: add or subtract 2 from a missile die roll.", 2, True),
        ("{T}: Add 1 to or subtract 1 from one of your missile die rolls.", 1, True),
        ("{T}: Add 1 to one of your missile rolls.", 1, False),
        ("{T}: Add 2 to a missile roll.", 2, False),
        ("{T}: Subtract 1 from one missile roll.", -1, False),
        ("{T}: subtract 2 from one of your missile die rolls.", -2, False),
    ],
)
def test_one_missile_roll_changed_rulebook_p31(text: str, amount: int, either_way: bool) -> None:
    """rulebook p.31, Missile: the die of one missile raised, lowered, or either as the player chooses."""
    assert _core(text) == m.AdjustMissileRoll(amount=amount, either_way=either_way)


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Reroll one die.",  # which die? (a missile's, an ability's roll)
        "{T}: Reroll one missile attack.",
        "{T}: Add 1 to or subtract 2 from one of your missile rolls.",  # two amounts
        "{T}: Add or subtract one of your missile rolls.",  # no amount
        "{T}: Reroll two missiles.",
    ],
)
def test_other_rerolls_are_not_read(text: str) -> None:
    """Not a catch-all: a reroll names one missile's die, a change its amount; other wordings stay unread."""
    assert not parse_card_text(text, "Grog", "Command").ok


def test_one_missile_rerolled_in_a_battle_rulebook_p31() -> None:
    """rulebook p.31: a missile's die deals 1 on a 1, 2 on a 2, nothing on 3-6 without Munitions. "Reroll one
    missile." used as the die shows 5: the next die (2) deals 2 and the card is tapped (as the pool's wording)."""
    text = "{T}: Reroll one missile. Use this ability only immediately after that die roll."
    cards: dict[str, Any] = {
        "lrm": unit("Brian", "fast", attack=0, text="Missile 1"),
        "gadget": {"owner": "Brian", "command": {"name": "Gadget", "keywords": ["Resource"], "text": text}},
    }
    mission = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile"}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"Melissa.stockpile": 1}}
    use = {"by": "Brian", "use": "ability", "card": "gadget", "on_roll": [4, 5, 6]}
    result = battle(cards, mission, [{"by": "Melissa", "pass": True}, fire, use], dice=[5, 2])
    assert result["legal"], result["violations"]
    found = {
        (30 - o["stockpiles"]["Melissa"], o["cards"]["gadget"]["tapped"]): o["probability"] for o in result["outcomes"]
    }
    assert {k: Fraction(v) for k, v in found.items()} == {(2, True): 1}
