"""Named counters (issue 18 item 3 g): a card may name any kind of counter (rulebook, "Starting a Game": "Each
player also needs counters for marking cards"; cards name the kinds they put), so "<word> counter(s)" reads whatever
the word, where the grammar once knew a fixed list. A count, an article, a pronoun or "damage" before "counter" is
not a kind. Every sentence is invented; each is also read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed

ONE_UNIT = m.Selector(quantifier="one", noun="unit")


@pytest.mark.parametrize("word", ["bounty", "fuel", "Ammo", "heat-sink", "morale"])
def test_any_word_names_a_counter_rulebook_starting_a_game(word: str) -> None:
    """Rulebook, "Starting a Game": players mark cards with counters; a card names the kind of counter it puts."""
    assert effects_of(f"Put a {word} counter on target Unit.") == [
        m.AddCounters(counter=word, count=1, target=ONE_UNIT)
    ]


def test_named_counters_added_removed_and_counted() -> None:
    assert effects_of("Put three spotter counters on target Unit.") == [
        m.AddCounters(counter="spotter", count=3, target=ONE_UNIT)
    ]
    assert effects_of("Remove all heat counters from target 'Mech.") == [
        m.RemoveCounters(counter="heat", count=0, target=m.Selector(quantifier="one", noun="mech"), all_counters=True)
    ]
    held = m.Selector(quantifier="each", noun="unit", with_counters="bounty")
    assert effects_of("Each Unit with a bounty counter on it gets +1 attack.") == [
        m.ModifyStat(target=held, stat="attack", amount=1)
    ]


def test_named_counter_as_a_cost_and_on_entry() -> None:
    (ability,) = parsed("Remove a fuel counter from Grog to deal 2 damage to any Unit.", "Grog")
    assert isinstance(ability, m.Activated)
    assert ability.cost == [m.RemoveCountersCost(counter="fuel")]
    (entry,) = parsed("Put two ammo counters on Grog when it is activated.", "Grog")
    assert isinstance(entry, m.Triggered)
    assert entry.effects == [m.AddCounters(counter="ammo", count=2, target=m.This())]


@pytest.mark.parametrize(
    "text",
    [
        "Remove a damage counter from target Unit.",  # damage counters are damage, not a named kind
        "Put a the counter on target Unit.",
    ],
)
def test_words_that_are_not_counter_kinds(text: str) -> None:
    assert not parse_card_text(text, None, None).ok
