"""Mech chess (seed 003): every card note, every rule, the designer, scenarios and a random-play test.

Each test names the rule it checks: the document's (``mechchess/...``) or this project's reading where the document is
silent (``mechchess-judge/...``, rulings/mechchess-interpretations.rules).
"""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.cards.models import MechChessCard
from judge.cli import main
from judge.dsl import mechchess as d
from judge.importers.yamlfile import YamlDocument
from judge.mechchess.designer import check_rule_ids, design
from judge.mechchess.engine import line_between, parse_square
from judge.mechchess.notes import NoteError, card_note, parse_note
from judge.mechchess.scenario import simulate
from judge.mechchess.scenario_load import load_scenario
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.scenario_input import ScenarioError

UNSUPPORTED_BTTCG = (
    "game: bttcg\nplayers: {A: {assets: [T]}, B: {}}\n"
    "cards:\n  r: {owner: A, unit: {type: mech, speed: fast, attack: 1, armor: 0, structure: 2}}\n"
    '  d: {owner: A, mission: {text: "Skip your next Untap phase."}}\n'
    "mission: {attacker: A, group: [r], target: B.stockpile}\nactions:\n  - {by: A, play: d}\n"
)
"""A BattleTech scenario this version refuses: it plays a card whose effect the engine does not execute yet."""


def answer(builtin_pool: CardPool, scenario: dict[str, Any]) -> dict[str, Any]:
    doc = YamlDocument(yaml.safe_dump(scenario, sort_keys=False))
    loaded, position = load_scenario(doc, builtin_pool)
    return simulate(loaded, position, builtin_pool).as_json()


def base(board: dict[str, Any], white: list[str], black: list[str], **extra: Any) -> dict[str, Any]:
    return {
        "game": "mechchess",
        "players": {"White": {"hand": white}, "Black": {"hand": black}},
        "board": board,
        **extra,
    }


def messages(result: dict[str, Any]) -> list[str]:
    return [v["message"] for v in result["violations"]]


# --- every card note parses (issue: "every card 100%") ----------------------------------------------------------


def test_every_card_note_parses(builtin_pool: CardPool) -> None:
    cards = [c for c in builtin_pool.cards if isinstance(c, MechChessCard)]
    assert len(cards) == 30
    with_notes = [c for c in cards if c.notes]
    assert len(with_notes) == 22
    for card in with_notes:
        note = card_note(card)
        assert note.requires or note.effects, card.name


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        ("Use by Mech with move of 4+", d.CardNote(requires=[d.MoveAtLeast(move=4)])),
        ("Use by Mech with move of 5", d.CardNote(requires=[d.MoveAtLeast(move=5, exact=True)])),
        ("MR or LR only", d.CardNote(requires=[d.RangeIs(ranges=["mr", "lr"])])),
        (
            "CR attack does +2 Dam by Mech with Jump",
            d.CardNote(effects=[d.DamageBonus(amount=2, at_range="cr", attacker_jump_capable=True)]),
        ),
        ("Mech move is permanently –1", d.CardNote(effects=[d.PermanentMove(amount=-1)])),
        (
            "Damage +3 & Mech cannot move next turn",
            d.CardNote(effects=[d.DamageBonus(amount=3), d.CannotMove(next_turn_only=True)]),
        ),
        ("Damage Rating: ER = (LR – 2)", d.CardNote(effects=[d.DerivedRating(rating="er", source="lr", minus=2)])),
    ],
)
def test_card_notes_become_data(note: str, expected: d.CardNote) -> None:
    assert parse_note(note) == expected


def test_a_note_the_grammar_does_not_know_is_an_error() -> None:
    with pytest.raises(NoteError) as info:
        parse_note("Use by Mech with purple paint")
    assert info.value.column > 1


# --- the board ----------------------------------------------------------------------------------------------------


def test_the_map_is_8x8() -> None:
    """mechchess/the-map"""
    assert parse_square("a1") == (0, 0) and parse_square("h8") == (7, 7)
    for bad in ("i1", "a9", "a0", "", "a10"):
        with pytest.raises(ValueError):
            parse_square(bad)


def test_moves_and_attacks_are_orthogonal_or_diagonal() -> None:
    """mechchess/move-phase-5, mechchess/battle-phase-3"""
    assert line_between("d1", "d4") == (3, ["d2", "d3"])
    assert line_between("a1", "c3") == (2, ["b2"])
    assert line_between("a1", "b3") is None


# --- moving -----------------------------------------------------------------------------------------------------


def test_move_card_moves_exactly_its_number(builtin_pool: CardPool) -> None:
    """mechchess/move-phase-3, mechchess-judge/move-distance"""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    ok = answer(
        builtin_pool,
        base(board, ["Slow Move"], [], actions=[{"by": "White", "move": "d1", "to": "d3", "card": "Slow Move"}]),
    )
    assert ok["legal"] and "d3" in ok["outcomes"][0]["board"]
    short = answer(
        builtin_pool,
        base(board, ["Slow Move"], [], actions=[{"by": "White", "move": "d1", "to": "d2", "card": "Slow Move"}]),
    )
    assert not short["legal"] and "exactly 2" in messages(short)[0]


def test_unit_uses_move_cards_up_to_its_move_rating(builtin_pool: CardPool) -> None:
    """mechchess/move-phase-4: the Atlas (Move 2) cannot use Average Move (3); an Ace's rating is +1
    (mechchess/ace-pilots-2)."""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    action = [{"by": "White", "move": "d1", "to": "d4", "card": "Average Move"}]
    result = answer(builtin_pool, base(board, ["Average Move"], [], actions=action))
    assert not result["legal"] and "move rating 2" in messages(result)[0]
    board["d1"]["ace"] = True
    assert answer(builtin_pool, base(board, ["Average Move"], [], actions=action))["legal"]


def test_units_cannot_move_through_units_except_jumping(builtin_pool: CardPool) -> None:
    """mechchess/move-phase-2, mechchess-judge/jumping-units"""
    board = {
        "d1": {"owner": "White", "unit": "Catapult"},
        "d2": {"owner": "White", "unit": "Locust"},
        "h8": {"owner": "Black", "unit": "Locust"},
    }
    blocked = answer(
        builtin_pool,
        base(board, ["Slow Move"], [], actions=[{"by": "White", "move": "d1", "to": "d3", "card": "Slow Move"}]),
    )
    assert "passes through the unit on d2" in messages(blocked)[0]
    jump = answer(
        builtin_pool, base(board, ["Jump"], [], actions=[{"by": "White", "move": "d1", "to": "d4", "card": "Jump"}])
    )
    assert jump["legal"] and "d4" in jump["outcomes"][0]["board"]
    too_far = answer(
        builtin_pool, base(board, ["Jump"], [], actions=[{"by": "White", "move": "d1", "to": "d6", "card": "Jump"}])
    )
    assert "up to 4" in messages(too_far)[0]  # Range = Max Move +1 (Catapult: 3 + 1)


def test_jump_card_needs_a_jump_capable_unit(builtin_pool: CardPool) -> None:
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    result = answer(
        builtin_pool, base(board, ["Jump"], [], actions=[{"by": "White", "move": "d1", "to": "d2", "card": "Jump"}])
    )
    assert "jump-capable" in messages(result)[0]


def test_units_may_not_stack(builtin_pool: CardPool) -> None:
    """mechchess/setup-3"""
    board = {"d1": {"owner": "White", "unit": "Jenner"}, "d2": {"owner": "Black", "unit": "Locust"}}
    result = answer(
        builtin_pool,
        base(
            board, ["Very Slow Move"], [], actions=[{"by": "White", "move": "d1", "to": "d2", "card": "Very Slow Move"}]
        ),
    )
    assert "units may not stack" in messages(result)[0]


def test_several_units_forward_with_one_card(builtin_pool: CardPool) -> None:
    """mechchess/move-phase-6, mechchess-judge/forward: the first player's forward is up the ranks."""
    board = {
        "a2": {"owner": "White", "unit": "Jenner"},
        "b2": {"owner": "White", "unit": "Locust"},
        "h8": {"owner": "Black", "unit": "Wasp"},
    }
    action = [{"by": "White", "move": ["a2", "b2"], "forward": True, "card": "Slow Move"}]
    result = answer(builtin_pool, base(board, ["Slow Move"], [], actions=action))
    assert result["legal"]
    assert {"a4", "b4"} <= set(result["outcomes"][0]["board"])


def test_difficult_ground_negates_the_move(builtin_pool: CardPool) -> None:
    """mechchess/card-list-notation/x, mechchess-judge/special-cards"""
    board = {"d1": {"owner": "White", "unit": "Jenner"}, "h8": {"owner": "Black", "unit": "Locust"}}
    actions = [
        {"by": "White", "move": "d1", "to": "d3", "card": "Slow Move"},
        {"by": "Black", "special": "Difficult Ground"},
    ]
    result = answer(builtin_pool, base(board, ["Slow Move"], ["Difficult Ground"], actions=actions))
    assert result["legal"]
    (outcome,) = result["outcomes"]
    assert "d1" in outcome["board"] and "d3" not in outcome["board"]
    assert outcome["hands"] == {"White": [], "Black": []}


# --- attacking -------------------------------------------------------------------------------------------------


def test_gunnery_damage_is_the_roll_or_the_rating_whichever_is_smaller(builtin_pool: CardPool) -> None:
    """mechchess/battle-phase-6: the Stalker's LR rating is 3; rolls 1-3 deal the roll, 4-6 deal 3."""
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d4": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"}]
    result = answer(builtin_pool, base(board, ["Long Range"], [], phase="battle", actions=actions))
    (attack,) = result["attacks"]
    assert attack["damage"] == {"1": "1/6", "2": "1/6", "3": "2/3"}
    assert sum(Fraction(o["probability"]) for o in result["outcomes"]) == 1
    assert {o["board"]["d4"]["hits"] for o in result["outcomes"]} == {12, 11, 10}


def test_ace_adds_one_to_the_gunnery_roll(builtin_pool: CardPool) -> None:
    """mechchess/ace-pilots-3"""
    board = {"d1": {"owner": "White", "unit": "Stalker", "ace": True}, "d4": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"}]
    (attack,) = answer(builtin_pool, base(board, ["Long Range"], [], phase="battle", actions=actions))["attacks"]
    assert attack["damage"] == {"2": "1/6", "3": "5/6"}


def white_attacks(
    builtin_pool: CardPool, board: dict[str, Any], attacker: str, target: str, card: str
) -> dict[str, Any]:
    """The answer when White, holding only ``card``, attacks ``target`` from ``attacker`` in the Battle phase."""
    action = {"by": "White", "attack": attacker, "target": target, "card": card}
    return answer(builtin_pool, base(board, [card], [], phase="battle", actions=[action]))


def test_attack_range_and_line_of_fire(builtin_pool: CardPool) -> None:
    """mechchess/battle-phase-2, mechchess/battle-phase-8"""
    board = {
        "d1": {"owner": "White", "unit": "Stalker"},
        "d2": {"owner": "White", "unit": "Locust"},
        "d3": {"owner": "Black", "unit": "Atlas"},
    }
    blocked = white_attacks(builtin_pool, board, "d1", "d3", "Medium Range")
    assert "stands between" in messages(blocked)[0]
    wrong = white_attacks(builtin_pool, board, "d2", "d3", "Long Range")
    assert not wrong["legal"]


def test_unit_without_a_rating_cannot_use_that_attack_card(builtin_pool: CardPool) -> None:
    """mechchess/units-table-notation/range: the Charger has no MR or LR rating ("-")."""
    board = {"d1": {"owner": "White", "unit": "Charger"}, "d3": {"owner": "Black", "unit": "Atlas"}}
    result = white_attacks(builtin_pool, board, "d1", "d3", "Medium Range")
    assert "no damage rating at MR" in messages(result)[0]


def test_extreme_range_rating_is_lr_less_two(builtin_pool: CardPool) -> None:
    """The Extreme Range card's note: ER = (LR - 2). The Catapult's LR is 5: ER 3."""
    board = {"a1": {"owner": "White", "unit": "Catapult"}, "a5": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "a1", "target": "a5", "card": "Extreme Range"}]
    result = answer(builtin_pool, base(board, ["Extreme Range"], [], phase="battle", actions=actions))
    assert result["attacks"][0]["rating"] == 3


def test_defense_card_negates_an_attack_when_its_note_allows(builtin_pool: CardPool) -> None:
    """mechchess/battle-phase-9, mechchess-judge/defense-cards: Dodge needs a move of 4+."""
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d4": {"owner": "Black", "unit": "Jenner"}}
    actions = [
        {"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"},
        {"by": "Black", "defend": "Dodge"},
    ]
    result = answer(builtin_pool, base(board, ["Long Range"], ["Dodge"], phase="battle", actions=actions))
    assert result["legal"] and result["attacks"][0]["negated"]
    assert result["outcomes"][0]["board"]["d4"]["hits"] == 4
    board["d4"]["unit"] = "Atlas"  # move 2: no Dodge
    result = answer(builtin_pool, base(board, ["Long Range"], ["Dodge"], phase="battle", actions=actions))
    assert "move of 4+" in messages(result)[0]


@pytest.mark.parametrize(
    ("defense", "target", "attack", "allowed"),
    [
        ("Behind Cover", "Atlas", "Long Range", True),
        ("Behind Cover", "Atlas", "Close Range", False),
        ("Evade", "Locust", "Close Range", True),
        ("Evade", "Atlas", "Close Range", False),
        ("Maneuver", "Marauder", "Close Range", True),
        ("Escape", "Locust", "Close Range", True),
        ("Escape", "Jenner", "Close Range", False),
        ("Jump Clear", "Jenner", "Close Range", True),
        ("Jump Clear", "Locust", "Close Range", False),
        ("Heavy Armor", "Archer", "Close Range", True),
        ("Heavy Armor", "Hunchback", "Close Range", True),
        ("Heavy Armor", "Locust", "Close Range", False),
        ("Massive Armor", "Marauder", "Close Range", True),
        ("Massive Armor", "Archer", "Close Range", False),
    ],
)
def test_defense_card_conditions(builtin_pool: CardPool, defense: str, target: str, attack: str, allowed: bool) -> None:
    """Every Defense card's note (card list, type D), against the attacking Stalker (12 hits)."""
    distance = {"Close Range": 1, "Long Range": 3}[attack]
    board = {"d1": {"owner": "White", "unit": "Stalker"}, f"d{1 + distance}": {"owner": "Black", "unit": target}}
    actions = [
        {"by": "White", "attack": "d1", "target": f"d{1 + distance}", "card": attack},
        {"by": "Black", "defend": defense},
    ]
    result = answer(builtin_pool, base(board, [attack], [defense], phase="battle", actions=actions))
    assert result["legal"] is allowed, messages(result)


def test_attack_modifiers(builtin_pool: CardPool) -> None:
    """mechchess/card-list-notation/z: Critical Hit +2, Head Shot destroys, Leg Damage and Weapons Hit last."""
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d2": {"owner": "Black", "unit": "Atlas"}}

    def attack(modifier: str) -> dict[str, Any]:
        actions = [{"by": "White", "attack": "d1", "target": "d2", "card": "Close Range", "modifiers": [modifier]}]
        return answer(
            builtin_pool, base(board, ["Close Range", modifier], [], phase="battle", actions=actions, dice=[2])
        )

    assert attack("Critical Hit")["outcomes"][0]["board"]["d2"]["hits"] == 13 - 4
    assert "d2" not in attack("Head Shot")["outcomes"][0]["board"]
    assert attack("Topples")["outcomes"][0]["board"]["d2"]["hits"] == 13 - 5


def after_modifier(
    builtin_pool: CardPool, modifier: str, black_hand: list[str], black_actions: list[dict[str, Any]]
) -> dict[str, Any]:
    """White's Stalker (d1) hits Black's Atlas (d2) at Close Range with ``modifier`` (roll 2), ends its turn; Black
    draws three in its Orders phase, ends it, then takes ``black_actions``."""
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d2": {"owner": "Black", "unit": "Atlas"}}
    actions = [
        {"by": "White", "attack": "d1", "target": "d2", "card": "Close Range", "modifiers": [modifier]},
        {"by": "White", "pass": True},
        {"by": "Black", "pass": True},
        *black_actions,
    ]
    deck = ["Tactics", "Ambush", "Evade"]
    scenario = base(board, ["Close Range", modifier], black_hand, phase="battle", actions=actions, dice=[2], deck=deck)
    return answer(builtin_pool, scenario)


def test_gyros_destroyed_unit_can_no_longer_move(builtin_pool: CardPool) -> None:
    """mechchess/card-list-notation/z, card list: Gyros Destroyed "Mech can no longer move"."""
    move = [{"by": "Black", "move": "d2", "to": "d3", "card": "Very Slow Move"}]
    result = after_modifier(builtin_pool, "Gyros Destroyed", ["Very Slow Move"], move)
    assert messages(result) == ["the unit on d2 can no longer move (Gyros Destroyed)"]
    assert result["outcomes"][0]["board"]["d2"]["hits"] == 13 - 2, "the damage itself is the roll"
    control = after_modifier(builtin_pool, "Critical Hit", ["Very Slow Move"], move)
    assert control["legal"], messages(control)


def test_topples_unit_cannot_move_next_turn(builtin_pool: CardPool) -> None:
    """Card list: Topples "Damage +3 & Mech cannot move next turn" (mechchess-judge/attack-modifiers: its owner's
    next turn)."""
    move = [{"by": "Black", "move": "d2", "to": "d3", "card": "Very Slow Move"}]
    result = after_modifier(builtin_pool, "Topples", ["Very Slow Move"], move)
    assert messages(result) == ["the unit on d2 cannot move this turn (Topples)"]
    assert result["outcomes"][0]["board"]["d2"]["hits"] == 13 - 5


def test_leg_damage_lowers_the_move_rating_permanently(builtin_pool: CardPool) -> None:
    """Card list: Leg Damage "Mech move is permanently –1": the Atlas (move 2) may no longer use a Slow Move (2)."""
    result = after_modifier(
        builtin_pool, "Leg Damage", ["Slow Move"], [{"by": "Black", "move": "d2", "to": "d4", "card": "Slow Move"}]
    )
    assert messages(result) == ["Slow Move moves 2, more than its move rating 1"]
    control = after_modifier(
        builtin_pool, "Critical Hit", ["Slow Move"], [{"by": "Black", "move": "d2", "to": "d4", "card": "Slow Move"}]
    )
    assert control["legal"], messages(control)


def test_weapons_hit_lowers_the_damage_ratings_permanently(builtin_pool: CardPool) -> None:
    """Card list: Weapons Hit "Mech Damage Ratings are permanently –1": the Atlas's CR rating 6 becomes 5, so a
    gunnery roll of 6 (greater than the rating) deals 5 (mechchess/battle-phase-6)."""
    attack = [
        {"by": "Black", "pass": True},
        {"by": "Black", "attack": "d2", "target": "d1", "card": "Close Range"},
    ]
    hit = after_modifier(builtin_pool, "Weapons Hit", ["Close Range"], attack)
    assert hit["legal"], messages(hit)
    assert hit["attacks"][1]["rating"] == 5
    assert hit["attacks"][1]["damage"] == {"1": "1/6", "2": "1/6", "3": "1/6", "4": "1/6", "5": "1/3"}
    control = after_modifier(builtin_pool, "Critical Hit", ["Close Range"], attack)
    assert control["attacks"][1]["rating"] == 6


def test_heat_sinks_damaged_unit_cannot_move_and_attack_in_one_turn(builtin_pool: CardPool) -> None:
    """Card list: Heat Sinks damaged "Unit cannot Move & Attack in same turn"."""
    move_and_attack = [
        {"by": "Black", "move": "d2", "to": "d3", "card": "Very Slow Move"},
        {"by": "Black", "pass": True},
        {"by": "Black", "attack": "d3", "target": "d1", "card": "Medium Range"},
    ]
    hand = ["Very Slow Move", "Medium Range"]
    result = after_modifier(builtin_pool, "Heat Sinks damaged", hand, move_and_attack)
    assert not result["legal"]
    assert len(result["violations"]) == 1 and result["violations"][0]["action"] == 5
    assert "Heat Sinks" in messages(result)[0]
    assert after_modifier(builtin_pool, "Critical Hit", hand, move_and_attack)["legal"]


@pytest.mark.parametrize(("unit", "legal"), [("Locust", True), ("Jenner", False)])
def test_very_fast_move_needs_a_move_of_five(builtin_pool: CardPool, unit: str, legal: bool) -> None:
    """mechchess/move-phase-3 and the unit table: Very Fast Move (5) for the Locust (move 5), not the Jenner (4J)."""
    board = {"a1": {"owner": "White", "unit": unit}, "h8": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "move": "a1", "to": "a6", "card": "Very Fast Move"}]
    result = answer(builtin_pool, base(board, ["Very Fast Move"], [], actions=actions))
    assert result["legal"] is legal, messages(result)
    if legal:
        assert result["outcomes"][0]["board"]["a6"]["unit"] == unit


def test_death_from_above_is_close_range_by_a_jumper(builtin_pool: CardPool) -> None:
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d2": {"owner": "Black", "unit": "Atlas"}}
    actions = [
        {"by": "White", "attack": "d1", "target": "d2", "card": "Close Range", "modifiers": ["Death from Above"]}
    ]
    result = answer(builtin_pool, base(board, ["Close Range", "Death from Above"], [], phase="battle", actions=actions))
    assert "jump-capable attacker" in messages(result)[0]


def test_destroyed_unit_is_removed_and_the_leader_captured(builtin_pool: CardPool) -> None:
    """mechchess/battle-phase-7, mechchess/victory, mechchess-judge/leader"""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "d2": {"owner": "Black", "unit": "Locust"}}
    scenario = base(
        board,
        ["Close Range"],
        [],
        phase="battle",
        actions=[{"by": "White", "attack": "d1", "target": "d2", "card": "Close Range"}],
    )
    scenario["players"]["Black"]["leader"] = "d2"
    result = answer(builtin_pool, scenario)
    (attack,) = result["attacks"]
    assert attack["destroyed"] == "5/6"  # the Locust has 2 hits: a roll of 1 leaves it standing
    winners = {o["winner"]: Fraction(o["probability"]) for o in result["outcomes"]}
    assert winners == {"White": Fraction(5, 6), None: Fraction(1, 6)}


def test_overheating_hits_a_unit_that_moved_and_attacked(builtin_pool: CardPool) -> None:
    """Card list: Overheating "Unit that just moved & attacked takes 1 Hit"."""
    board = {"d1": {"owner": "White", "unit": "Jenner"}, "d4": {"owner": "Black", "unit": "Locust"}}
    actions = [
        {"by": "White", "move": "d1", "to": "d2", "card": "Very Slow Move"},
        {"by": "White", "attack": "d2", "target": "d4", "card": "Medium Range"},
        {"by": "Black", "special": "Overheating", "unit": "d2"},
    ]
    result = answer(
        builtin_pool, base(board, ["Very Slow Move", "Medium Range"], ["Overheating"], actions=actions, dice=[1])
    )
    assert result["legal"], messages(result)
    assert result["outcomes"][0]["board"]["d2"]["hits"] == 3  # Overheating: 1 hit to a unit that moved and attacked


def test_orders_phase_draws_three_and_hand_limit(builtin_pool: CardPool) -> None:
    """mechchess/orders-phase, mechchess/orders-phase-3"""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    deck = ["Slow Move", "Close Range", "Dodge"]
    hand = ["Tactics", "Ambush", "Evade"]
    result = answer(builtin_pool, base(board, hand, [], phase="orders", deck=deck))
    assert "holds 6 cards" not in " ".join(messages(result))  # the limit is checked when the phase ends
    result = answer(
        builtin_pool,
        base(board, hand, [], phase="orders", deck=deck, actions=[{"by": "White", "pass": True}]),
    )
    assert any("holds 6 cards" in m for m in messages(result))
    fixed = base(
        board,
        hand,
        [],
        phase="orders",
        deck=deck,
        actions=[{"by": "White", "discard": ["Evade"]}, {"by": "White", "pass": True}],
    )
    assert answer(builtin_pool, fixed)["legal"]


def test_drawing_needs_the_deck(builtin_pool: CardPool) -> None:
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    result = answer(builtin_pool, base(board, [], [], phase="orders"))
    assert "deck's order" in messages(result)[0]


def test_orders_phase_2_deck_runs_out_discard_becomes_the_new_deck_in_the_given_order(builtin_pool: CardPool) -> None:
    """mechchess/orders-phase-2: "If the deck runs out, shuffle the discard and draw from it." The draw takes the last
    card of the deck, then goes on from the new deck, whose order the scenario gives (``reshuffle:``)."""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    discard = ["Close Range", "Ambush", "Dodge"]
    scenario = base(board, [], [], phase="orders", deck=["Slow Move"], discard=discard)
    result = answer(builtin_pool, {**scenario, "reshuffle": ["Dodge", "Ambush", "Close Range"]})
    assert result["legal"], messages(result)
    outcome = result["outcomes"][0]
    assert outcome["hands"]["White"] == ["Slow Move", "Dodge", "Ambush"]
    assert outcome["deck"] == ["Close Range"] and outcome["discard"] == []
    steps = [step["text"] for step in result["trace"]]
    assert any("the discard becomes the new deck, in the order the scenario gives" in t for t in steps)
    assert any(step["rules"] == ["mechchess/orders-phase-2"] for step in result["trace"])


def test_orders_phase_2_reshuffle_order_must_be_the_discard(builtin_pool: CardPool) -> None:
    """mechchess/orders-phase-2: the new deck is the discard, so a given order with other cards is a violation."""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    scenario = base(board, [], [], phase="orders", deck=[], discard=["Close Range", "Dodge"])
    result = answer(builtin_pool, {**scenario, "reshuffle": ["Dodge", "Ambush"]})
    assert not result["legal"]
    assert "must hold exactly the cards of the discard (Close Range, Dodge)" in messages(result)[0]
    assert result["violations"][0]["rules"] == ["mechchess/orders-phase-2"]


def test_orders_phase_2_seeded_shuffle_is_the_discard_in_a_repeatable_order(builtin_pool: CardPool) -> None:
    """mechchess/orders-phase-2 with ``seed:`` (scenario-format.md: "plus seed for shuffles"): the new deck is a
    permutation of the discard, the same for the same seed; without a seed or an order the judge does not guess."""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    discard = ["Close Range", "Ambush", "Dodge", "Evade", "Tactics", "Slow Move", "Jump"]
    scenario = base(board, [], [], phase="orders", deck=["Fast Move"], discard=discard)
    hands = set()
    for seed in range(6):
        first = answer(builtin_pool, {**scenario, "seed": seed})
        assert first == answer(builtin_pool, {**scenario, "seed": seed}), "a seed gives one order"
        outcome = first["outcomes"][0]
        hand = outcome["hands"]["White"]
        assert hand[0] == "Fast Move" and len(hand) == 3
        assert sorted(hand[1:] + outcome["deck"]) == sorted(discard)
        hands.add(tuple(hand))
    assert len(hands) > 1, "different seeds shuffle differently"
    unseeded = answer(builtin_pool, scenario)
    assert not unseeded["legal"]
    assert "give its order in 'reshuffle:' or a 'seed:'" in messages(unseeded)[0]


def test_draw_stops_short_when_deck_and_discard_are_empty(builtin_pool: CardPool) -> None:
    """mechchess/orders-phase-2: with nothing left to shuffle, the player draws what there is."""
    board = {"d1": {"owner": "White", "unit": "Atlas"}, "h8": {"owner": "Black", "unit": "Locust"}}
    result = answer(builtin_pool, base(board, [], [], phase="orders", deck=["Dodge"]))
    assert result["legal"], messages(result)
    assert result["outcomes"][0]["hands"]["White"] == ["Dodge"]
    assert any("(the deck and the discard are empty)" in step["text"] for step in result["trace"])


def test_malformed_scenarios_say_where(builtin_pool: CardPool) -> None:
    for scenario, needle in (
        (base({"z9": {"owner": "White", "unit": "Atlas"}}, [], []), "not a square"),
        (base({"d1": {"owner": "Red", "unit": "Atlas"}}, [], []), "not a player"),
        (base({"d1": {"owner": "White", "unit": "Zorblax"}}, [], []), "no card named"),
        (base({"d1": {"owner": "White", "unit": "Atlas", "hits": 20}}, [], []), "starts with 13"),
        ({**base({}, [], []), "colour": "red"}, "colour"),
    ):
        with pytest.raises(ScenarioError, match=needle):
            answer(builtin_pool, scenario)


def test_too_many_unknown_rolls_are_refused(builtin_pool: CardPool) -> None:
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d4": {"owner": "Black", "unit": "Atlas"}}
    actions = [{"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"}] * 7
    with pytest.raises(ScenarioError, match="at most 6 rolls"):
        answer(builtin_pool, base(board, ["Long Range"] * 7, [], phase="battle", actions=actions))


def test_simulate_command(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    board = {"d1": {"owner": "White", "unit": "Stalker"}, "d4": {"owner": "Black", "unit": "Atlas"}}
    path = tmp_path / "s.yaml"
    scenario = base(
        board,
        ["Long Range"],
        [],
        phase="battle",
        actions=[{"by": "White", "attack": "d1", "target": "d4", "card": "Long Range"}],
    )
    path.write_text(yaml.safe_dump(scenario, sort_keys=False))
    code = main(["simulate", str(path), "--json"])
    assert code == 0, capsys.readouterr().err
    data = json.loads(capsys.readouterr().out)
    assert data["legal"] and len(data["outcomes"]) == 3, data
    rulings = RulingBase.load()
    for step in data["trace"]:
        for rule in step["rules"]:
            assert rulings.get(rule) is not None, rule  # every cited id resolves with judge rule
    path.write_text("game: mechchess\nplayers: [\n")
    assert main(["simulate", str(path)]) == 2
    assert "s.yaml:" in capsys.readouterr().err
    path.write_text(UNSUPPORTED_BTTCG)
    assert main(["simulate", str(path)]) == 2
    assert "not answered by this version" in capsys.readouterr().err


# --- designing your own 'Mechs ----------------------------------------------------------------------------------


def test_designer_ratings() -> None:
    """mechchess/designing-your-own-mechs: hits = mass/10 rounded up + armor; move by speed; damage classes."""
    result = design({"name": "Z", "mass": 55, "armor": "heavy", "move": "fast", "damage": {"cr": "brutal"}})
    assert (result.hits, result.move, result.ratings) == (8, 4, {"cr": 4, "mr": None, "lr": None})
    assert not result.problems
    wrong = design({"name": "Z", "mass": 55, "armor": "heavy", "move": "fast", "hits": 9})
    assert [p[0] for p in wrong.problems] == ["hits"]
    bad = design({"name": "Z", "mass": 5, "armor": "paper", "move": "warp", "damage": {"cr": "huge"}})
    assert {p[0] for p in bad.problems} >= {"mass", "move", "damage.cr"}
    check_rule_ids(RulingBase.load())


def test_the_unit_table_agrees_with_the_designer_move_ratings(builtin_pool: CardPool) -> None:
    """Every unit of the table has a move the designer can produce (2-5)."""
    from judge.cards.models import MechChessUnit

    assert {u.move for u in builtin_pool.cards if isinstance(u, MechChessUnit)} <= {2, 3, 4, 5}


# --- random play ------------------------------------------------------------------------------------------------


def test_random_play_never_breaks_the_engine(builtin_pool: CardPool) -> None:
    """Random positions and random actions, legal or not: the engine answers every time, probabilities sum to 1,
    no two units share a square, hits stay within 0..starting hits."""
    from judge.cards.models import MechChessUnit

    rng = random.Random(20261121)
    units = [u for u in builtin_pool.cards if isinstance(u, MechChessUnit)]
    cards = [c for c in builtin_pool.cards if isinstance(c, MechChessCard)]
    squares = [f"{f}{r}" for f in "abcdefgh" for r in range(1, 9)]
    for _ in range(60):
        chosen = rng.sample(squares, 8)
        board = {
            sq: {"owner": "White" if i < 4 else "Black", "unit": rng.choice(units).name, "ace": rng.random() < 0.2}
            for i, sq in enumerate(chosen)
        }
        hands = {p: [rng.choice(cards).name for _ in range(5)] for p in ("White", "Black")}
        actions = []
        for _ in range(rng.randint(1, 6)):
            by = rng.choice(["White", "Black"])
            kind = rng.choice(["move", "attack", "defend", "special", "pass"])
            card = rng.choice(hands[by])
            if kind == "move":
                actions.append({"by": by, "move": rng.choice(chosen), "to": rng.choice(squares), "card": card})
            elif kind == "attack":
                actions.append({"by": by, "attack": rng.choice(chosen), "target": rng.choice(chosen), "card": card})
            elif kind == "defend":
                actions.append({"by": by, "defend": card})
            elif kind == "special":
                actions.append({"by": by, "special": card, "unit": rng.choice(chosen)})
            else:
                actions.append({"by": by, "pass": True})
        scenario = {
            "game": "mechchess",
            "players": {p: {"hand": hands[p]} for p in ("White", "Black")},
            "board": board,
            "phase": rng.choice(["move", "battle"]),
            "actions": actions,
            "deck": [rng.choice(cards).name for _ in range(12)],
        }
        result = answer(builtin_pool, scenario)
        assert sum(Fraction(o["probability"]) for o in result["outcomes"]) == 1
        for outcome in result["outcomes"]:
            assert len(outcome["board"]) <= 8
            for unit in outcome["board"].values():
                assert unit["hits"] >= 1


def test_setup_fills_the_back_two_rows_with_50_hits(builtin_pool: CardPool) -> None:
    """mechchess/setup, mechchess/setup-2, mechchess/ace-pilots, mechchess-judge/set-up-hits, mechchess-judge/leader"""
    # 16 units whose starting hits total 50: Locust, Stinger and Wasp have 2, Commando 3, Cicada 4, Atlas 13
    white = ["Locust", "Stinger", "Wasp", "Locust", "Stinger", "Wasp", "Locust", "Stinger"]
    white += ["Wasp", "Locust", "Stinger", "Commando", "Cicada", "Cicada", "Cicada", "Atlas"]
    assert (
        sum(
            {"Locust": 2, "Stinger": 2, "Wasp": 2, "Commando": 3, "Spider": 3, "Cicada": 4, "Atlas": 13}[u]
            for u in white
        )
        == 50
    )
    board: dict[str, Any] = {}
    for i, unit in enumerate(white):
        board[f"{'abcdefgh'[i % 8]}{1 + i // 8}"] = {"owner": "White", "unit": unit}
        board[f"{'abcdefgh'[i % 8]}{8 - i // 8}"] = {"owner": "Black", "unit": unit}
    scenario = base(board, [], [], setup=True)
    scenario["players"]["White"].update(leader="h2", aces=["a1", "b1"])
    scenario["players"]["Black"].update(leader="h7")
    assert answer(builtin_pool, scenario)["legal"]
    board["h2"]["unit"] = "Zeus"  # 10 hits instead of 13
    scenario["players"]["White"]["aces"] = ["a1", "b1", "c1"]
    result = answer(builtin_pool, scenario)
    assert {m.split(" ")[-1] for m in messages(result)} >= {"50", "two"}
