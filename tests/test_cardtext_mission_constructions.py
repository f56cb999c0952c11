"""Mission cards' constructions and abilities' timing in other sets' words (issue 18, gramB10; the gramB10 sections
of ``grammar/cardtext.lark``, ``triggers.lark`` and ``effects.lark``). Every sentence is invented (never pool text);
each is read back from its English rendering (``tests/cardtext_helpers.py``). New node kinds are refused out loud by
the engine's node-kind table; the other wordings read as the nodes the pool's wordings give."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed, refusal
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

ONE_UNIT = m.Selector(quantifier="one", noun="unit")


# --- effects only if the mission is (not) blocked, or the card's side attacks or blocks --------------------------


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("If the mission is unblocked, draw two cards.", "unblocked"),
        ("If unblocked, draw two cards.", "unblocked"),
        ("If it is not blocked, draw two cards.", "unblocked"),
        ("If your attack was not blocked, draw two cards.", "unblocked"),
        ("Draw two cards if the attacking group is unblocked.", "unblocked"),
        ("If the mission is blocked, draw two cards.", "blocked"),
        ("If you are attacking, draw two cards.", "attacking"),
        ("If blocking, draw two cards.", "blocking"),
        ("Draw two cards if you are blocking.", "blocking"),
    ],
)
def test_effects_only_if_the_mission_is_unblocked_rulebook_p27(text: str, role: str) -> None:
    """Rulebook p.27, Blocking: a mission the defending player does not block is unblocked; the condition is checked
    as the Mission card resolves (not when it may be played: "Play only when unblocked")."""
    (ability,) = parsed(text, None, "Mission")
    assert isinstance(ability, m.Resolve)
    (effect,) = ability.effects
    assert isinstance(effect, m.IfBattleRole)
    assert effect.role == role
    assert effect.effects == [m.Draw(count=2)]


def test_effects_if_unblocked_keep_their_target_rulebook_p27() -> None:
    (ability,) = parsed("Target Unit gets +3 armor if it is not blocked.", None, "Mission")
    assert isinstance(ability, m.Resolve)
    assert ability.effects == [
        m.IfBattleRole(role="unblocked", effects=[m.ModifyStat(target=ONE_UNIT, stat="armor", amount=3)])
    ]


def test_effects_if_unblocked_are_refused_by_name_by_the_engine() -> None:
    assert not executed("effect", "if_battle_role")
    assert "blocked" in refusal("effect", "if_battle_role")


@pytest.mark.parametrize(
    "text",
    [
        "If the Stockpile is unblocked, draw two cards.",
        "If he is attacking, draw two cards.",
        "If the mission is unblocked draw two cards.",
        "If the mission is sometimes blocked, draw two cards.",
        "If unblocked.",
    ],
)
def test_effects_if_unblocked_negatives(text: str) -> None:
    """Not a catch-all: another subject, no comma, another state, no effects do not read."""
    assert not parse_card_text(text, None, "Mission").ok


# --- a player's next phase skipped ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "phase", "player"),
    [
        ("Skip your next Draw phase.", "draw", "you"),
        ("Skip your next Repair/Reload phase.", "repair_reload", "you"),
        ("Your opponent skips his or her next Untap phase.", "untap", "opponent"),
        ("An opponent skips their next Deploy phase.", "deploy", "opponent"),
        ("That opponent skips his or her next End of Turn phase.", "end", "opponent"),
    ],
)
def test_skip_next_phase_rulebook_p16(text: str, phase: str, player: str) -> None:
    """Rulebook p.16: the phases of a turn in order; p.9: a card makes the exception."""
    (ability,) = parsed(text, None, "Mission")
    assert isinstance(ability, m.Resolve)
    assert ability.effects == [m.SkipNextPhase(phase=phase, player=player)]
    assert not executed("effect", "skip_next_phase")


@pytest.mark.parametrize(
    "text", ["Skip your Draw phase.", "Skip your next Lunch phase.", "Your opponent skips your next Draw phase."]
)
def test_skip_next_phase_negatives(text: str) -> None:
    assert not parse_card_text(text, None, "Mission").ok


# --- restrictions written short --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Attacking only. Target Unit gets +1 attack.", "attacking"),
        ("Target Unit gets +1 attack. Attacking only.", "attacking"),
        ("Blocking only. Target Unit gets +2 armor.", "blocking"),
        ("Target Unit gets +2 armor. Blocking only.", "blocking"),
        ("Draw a card. Blocking only.", "blocking"),
    ],
)
def test_role_only_on_a_mission_card_is_its_play_restriction_rulebook_p24(text: str, role: str) -> None:
    """Rulebook p.24: Mission cards are played during a mission; "Attacking only." is "Play only when attacking."."""
    abilities = parsed(text, None, "Mission")
    assert m.PlayRestriction(conditions=[m.WhenIn(roles=[role])]) in abilities


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("{T}: Draw a card. Deploy phase only.", m.During(phase="deploy")),
        ("{T}: Draw a card. Draw Phase only.", m.During(phase="draw")),
        ("{T}: Draw a card. End of Turn phase only.", m.During(phase="end")),
        ("{T}: Target Unit gets +1 attack this battle. Attacking only.", m.WhenIn(roles=["attacking"])),
        ("{T}: Target Unit gets +1 armor this battle. Blocking only.", m.WhenIn(roles=["blocking"])),
    ],
)
def test_short_restriction_after_an_ability_is_its_use_restriction(text: str, condition: m.Condition) -> None:
    """The same restriction as "Use this ability only ..." after the ability (rulebook p.31, abilities)."""
    (ability,) = parsed(text, None, "Unit")
    assert isinstance(ability, m.Activated)
    assert ability.conditions == [condition]


@pytest.mark.parametrize("text", ["Deploy phase only.", "Attacking only.", "{T}: Draw a card. Lunch phase only."])
def test_short_restriction_negatives(text: str) -> None:
    """A restriction with no ability before it, or a phase the game does not have, does not read."""
    assert not parse_card_text(text, None, "Unit").ok


# --- an activated ability's timing said after its cost ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("{T}: During your Repair/Reload phase, draw a card.", m.During(phase="repair_reload")),
        ("Tap: During your Draw phase, draw a card.", m.During(phase="draw")),
        ("{R}: During each of your Untap phases, draw a card.", m.During(phase="untap")),
        ("{T}: During a mission, draw a card.", m.During(whose="any", mission=True)),
        ("{T}: During any battle, draw a card.", m.During(whose="any", battle=True)),
    ],
)
def test_activated_timing_after_its_cost_rulebook_p16(text: str, condition: m.Condition) -> None:
    """ "{T}: During your Draw phase, ..." is the ability with the restriction "use only during your ... phase"."""
    (ability,) = parsed(text, None, "Unit")
    assert ability == m.Activated(cost=ability.cost, effects=[m.Draw(count=1)], conditions=[condition])
    again = parse_card_text(text.replace("During", "during").split(": ", 1)[0] + ": Draw a card.", None, "Unit")
    assert again.ok and again.abilities[0].cost == ability.cost  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text", ["{T}: During your Lunch phase, draw a card.", "{T}: During your Deploy phase draw a card."]
)
def test_activated_timing_negatives(text: str) -> None:
    assert not parse_card_text(text, None, "Unit").ok


# --- "If a Unit was scrapped this battle, ..." -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "noun", "during"),
    [
        ("If a Unit was scrapped this battle, draw a card.", "unit", True),
        ("If a 'Mech is scrapped during this battle, draw a card.", "mech", True),
        ("If a Vehicle was scrapped in this battle, draw a card.", "vehicle", True),
        ("If a Unit were scrapped in the battle, draw a card.", "unit", True),
        ("If a 'Mech was scrapped, draw a card.", "mech", False),
    ],
)
def test_if_a_unit_was_scrapped_is_any_scrapped_glossary_scrap(text: str, noun: str, during: bool) -> None:
    """Glossary, Scrap: "If a Unit was scrapped" is "If any Units were scrapped" (the pool's wording)."""
    (ability,) = parsed(text, None, "Mission")
    assert isinstance(ability, m.Resolve)
    (effect,) = ability.effects
    assert isinstance(effect, m.IfScrapped)
    assert effect.watched == m.Selector(quantifier="any", noun=noun)
    assert effect.during_battle is during


# --- "On 4+, ..." --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "low"),
    [
        ("Roll a die. On 4+, draw two cards.", 4),
        ("Roll a die. On 2+, draw two cards.", 2),
        ("Roll a die. On an 5+, draw two cards.", 5),
        ("Roll a die. On a 6+, draw two cards.", 6),
        ("Roll a die: 1-2: restock a card. On 3+, draw two cards.", 3),
    ],
)
def test_die_result_and_above_with_a_plus_glossary_die_roll(text: str, low: int) -> None:
    """Glossary, Die roll: a die's results are 1 to 6; "On 4+" is the rulebook's "On a 4-6"."""
    (ability,) = parsed(text, None, "Mission")
    assert isinstance(ability, m.Resolve)
    (roll,) = ability.effects
    assert isinstance(roll, m.RollDie)
    assert roll.branches[-1] == m.DieBranch(low=low, high=6, effects=[m.Draw(count=2)])


@pytest.mark.parametrize(
    "text", ["On 4+, draw two cards.", "Roll a die. On 7+, draw two cards.", "Roll a die. On 4+ draw two cards."]
)
def test_die_result_with_a_plus_negatives(text: str) -> None:
    """No roll before it, a result a die cannot show, no comma: not read."""
    assert not parse_card_text(text, None, "Mission").ok
