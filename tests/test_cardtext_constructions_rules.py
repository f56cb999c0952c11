"""The rules a card changes (issue 18 item 3 g, h): cards made to attack or block, cards that cost more or less,
and deck construction. Every sentence is invented; each is also read back from its English rendering. The engine
refuses these nodes out loud (``judge/bttcg/executes.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

ONE_UNIT = m.Selector(quantifier="one", noun="unit")


def test_forced_attacks_and_blocks_rulebook_p23() -> None:
    """Rulebook p.23 (Missions phase): attacking and blocking are the player's choice; a card may take it away."""
    assert effects_of("Target Unit must attack this turn if able.") == [
        m.Lasting(until="end_of_turn", effects=[m.MustAct(target=ONE_UNIT, action="attack", if_able=True)])
    ]
    opposing = m.Selector(quantifier="each", noun="mech", owner="opponent")
    assert effects_of("Each opposing 'Mech must block, if able.") == [
        m.MustAct(target=opposing, action="block", if_able=True)
    ]


@pytest.mark.parametrize(
    ("text", "amount", "less", "step"),
    [
        ("Each Command card costs {R} more to activate.", 1, False, "activate"),
        ("Each Mission card costs 2 more to play.", 2, False, "play"),
        ("Each of your 'Mechs costs 1 less to deploy.", 1, True, "deploy"),
    ],
)
def test_costs_changed_rulebook_p18(text: str, amount: int, less: bool, step: str) -> None:
    """Rulebook p.18 (Deploy Phase): a card's construction cost, which a card may raise or lower."""
    (effect,) = effects_of(text)
    assert isinstance(effect, m.CostChange)
    assert (effect.amount, effect.less, effect.step) == (amount, less, step)


@pytest.mark.parametrize(
    ("text", "copies"),
    [
        ("Your deck may contain any number of copies of Grog.", None),
        ("You may include up to 8 copies of Grog in your deck.", 8),
        ("Your deck may include up to six copies of Grog.", 6),
    ],
)
def test_deck_construction_changed_rulebook_p35(text: str, copies: int | None) -> None:
    """Rulebook p.35 (Deck Construction): the limits on a deck, which a card may change for itself."""
    assert effects_of(text, "Grog") == [m.DeckCopies(copies=copies)]


def test_rule_changes_are_refused_out_loud() -> None:
    for kind in ("must_act", "cost_change"):  # deck_copies: applied by `judge deck check` (judge/bttcg/deck_rules.py)
        assert not executed("effect", kind)
