"""The cards an Enhancement or a Pilot is on, and a Unit's own acts as triggers, in the other wordings card sets use
(issue 18 item 3 b, f). Every sentence is invented; each is also read back from its English rendering. They read as
the nodes of the same meaning where there is one (``Enhanced``, ``PilotedUnit``, the ``activated`` and ``revealed``
triggers, ``piloted_attacks_or_blocks``); the new triggers are refused out loud (the node-kind table)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed, refusal
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed


@pytest.mark.parametrize(
    "text",
    [
        "Enhanced 'Mech gets +2 armor.",
        "Enhanced Unit gets +2 armor.",
        "The 'Mech this card enhances gets +2 armor.",
        "The Vehicle Lucky Charm enhances gets +2 armor.",
    ],
)
def test_the_card_an_enhancement_is_on_rulebook_p12(text: str) -> None:
    """Rulebook p.12: an Enhancement is put on a card and affects it; "enhanced 'Mech" is that card."""
    assert effects_of(text, "Lucky Charm", "Enhancement") == [m.ModifyStat(target=m.Enhanced(), stat="armor", amount=2)]
    assert executed("target", "enhanced")


@pytest.mark.parametrize(
    "text",
    [
        "The 'Mech piloted by Ace Vance gets +2 attack.",
        "The 'Mech Ace Vance pilots gets +2 attack.",
        "{T}: The 'Mech piloted by Ace Vance gets +2 attack.",
    ],
)
def test_the_mech_a_pilot_pilots_rulebook_p12(text: str) -> None:
    """Rulebook p.12-13: a Pilot is put on a 'Mech and affects the 'Mech it pilots."""
    assert effects_of(text, "Ace Vance", "Pilot") == [m.ModifyStat(target=m.PilotedUnit(), stat="attack", amount=2)]


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("When Grog is activated, draw a card.", "activated"),
        ("When this card is revealed, draw a card.", "revealed"),
    ],
)
def test_the_card_activated_or_revealed_said_of_the_card_rulebook_deploy_phase(text: str, trigger: str) -> None:
    """Rulebook, Deploy phase: a card is activated (or revealed); "When ~ is activated" is "When you activate ~"."""
    (ability,) = parsed(text, "Grog")
    assert ability == m.Triggered(trigger=trigger, effects=[m.Draw(count=1)])


@pytest.mark.parametrize(
    ("text", "trigger", "watched"),
    [
        ("When Grog attacks, draw a card.", "unit_attacks", m.This()),
        ("Whenever this 'Mech blocks, draw a card.", "unit_blocks", m.This()),
        ("Whenever Grog attacks or blocks, draw a card.", "unit_attacks_or_blocks", m.This()),
        ("When this Vehicle attacks, draw a card.", "unit_attacks", m.This()),
        ("Whenever the 'Mech piloted by Grog attacks, draw a card.", "unit_attacks", m.PilotedUnit()),
    ],
)
def test_a_units_own_attack_or_block_as_trigger_rulebook_missions_phase(
    text: str, trigger: str, watched: m.Target
) -> None:
    """Rulebook, Missions phase: Units attack, block and are blocked; a card may act when its own Unit does."""
    (ability,) = parsed(text, "Grog")
    assert ability == m.Triggered(trigger=trigger, watched=watched, effects=[m.Draw(count=1)])
    assert executed("trigger", trigger)  # effects on that Unit alone, as it attacks or blocks (pilot_triggers.py)
    assert "attack" in refusal("trigger", trigger) or "block" in refusal("trigger", trigger)


def test_the_piloted_mech_attacking_or_blocking_keeps_its_executed_trigger() -> None:
    (ability,) = parsed("Whenever the 'Mech piloted by Grog attacks or blocks, draw a card.", "Grog", "Pilot")
    assert ability == m.Triggered(trigger="piloted_attacks_or_blocks", effects=[m.Draw(count=1)])
    assert executed("trigger", "piloted_attacks_or_blocks")


def test_the_card_scrapped_said_of_the_card_is_refused_as_it_fires() -> None:
    """ "When ~ is scrapped": the ``scrapped`` trigger watching the card itself, which the engine refuses as it fires
    (turn_scrapped.scrapped_problem: not a selector)."""
    from judge.bttcg.turn_scrapped import scrapped_problem

    (ability,) = parsed("When Grog is scrapped, draw two cards.", "Grog")
    assert ability == m.Triggered(trigger="scrapped", watched=m.This(), effects=[m.Draw(count=2)])
    assert isinstance(ability, m.Triggered) and scrapped_problem(ability) is not None


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Play on a 'Mech.", m.Selector(quantifier="a", noun="mech")),
        ("Play only on a fast 'Mech.", m.Selector(quantifier="a", noun="mech", speed="fast")),
        ("Play Lucky Charm on one of your Units.", m.Selector(quantifier="one", noun="unit", owner="you")),
        ("Play only on a 'Mech of 55 tons or more.", m.Selector(quantifier="a", noun="mech", min_tons=55)),
        ("Play on a site.", m.Selector(quantifier="a", noun="site")),
    ],
)
def test_where_an_enhancement_goes_without_only_rulebook_p12(text: str, target: m.Selector) -> None:
    """Rulebook p.12: an Enhancement (or a Pilot) is put on the card its text names; "Play on a 'Mech." is "Play this
    card only on a 'Mech."."""
    assert parsed(text, "Lucky Charm", "Enhancement") == [m.PlayRestriction(conditions=[m.PlayedOn(target=target)])]
    assert executed("condition", "played_on")


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Play only when you are attacking.", m.WhenIn(roles=["attacking"])),
        ("Play this card when one of your Units is blocked.", m.WhenIn(roles=["blocked"])),
        ("Play when one of your 'Mechs is blocking.", m.WhenIn(roles=["blocking"])),
        ("Play during the Deploy phase.", m.During(phase="deploy", whose="any")),
    ],
)
def test_when_a_mission_is_played_without_only_rulebook_missions_phase(text: str, condition: m.Condition) -> None:
    """Rulebook, Missions phase: a group of Units attacks or blocks together; a Mission card may be played only in
    a role ("when one of your Units is blocked": your group is). "Play when ..." is "Play only when ..."."""
    assert parsed(text, "Lucky Charm", "Mission") == [m.PlayRestriction(conditions=[condition])]


@pytest.mark.parametrize(
    ("text", "cost"),
    [
        ("Tap Lucky Charm: Draw a card.", [m.TapCost()]),
        ("Tap: Draw a card.", [m.TapCost()]),
        ("Pay {R}{R}: Draw a card.", [m.ResourceCost(), m.ResourceCost()]),
        ("{T}, scrap this card: Draw a card.", [m.TapCost(), m.ScrapCost(source="this")]),
        ("Scrap Lucky Charm: Draw a card.", [m.ScrapCost(source="this")]),
        ("Remove two fuel counters from Lucky Charm: Draw a card.", [m.RemoveCountersCost(counter="fuel", count=2)]),
    ],
)
def test_costs_written_out_rulebook_glossary_tap(text: str, cost: list[m.AbilityCost]) -> None:
    """Rulebook glossary (Tap, the tap symbol) and p.18 (resources): an ability's cost before its colon, as the
    symbols ("{T}", "{R}") or in words ("Tap ~", "Pay {R}"), scrapping the card or removing its counters."""
    assert parsed(text, "Lucky Charm", "Command") == [m.Activated(cost=cost, effects=[m.Draw(count=1)])]


def test_play_on_an_opponents_turn_stays_a_timing() -> None:
    """ "Play only on an opponent's turn." is when, not where ("Play on a 'Mech.")."""
    assert parsed("Play only on an opponent's turn.") == [m.PlayRestriction(conditions=[m.During(whose="opponent")])]
