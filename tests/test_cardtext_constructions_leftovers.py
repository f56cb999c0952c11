"""Issue 18 item 3 f, g and item 2 leftovers: "unaffiliated", counters and damage on a card, what a card did this
turn, "all your" and "every", the keyword Unique printed in the text, Jump written gain first. Every sentence is
invented; each is also read back from its English rendering (``tests/cardtext_helpers.py``). New selector
refinements are refused out loud by the engine (``judge/bttcg/executes.py``, the selector table)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed


def _target(text: str) -> m.Selector:
    (effect,) = effects_of(text)
    target = dict(effect)["target"]
    assert isinstance(target, m.Selector), target
    return target


@pytest.mark.parametrize(
    "text",
    [
        "Deal 2 damage to each unaffiliated Unit.",
        "Target unaffiliated 'Mech gets +2 attack.",
        "Unaffiliated 'Mechs get +1 armor.",
        "Tap one unaffiliated Vehicle.",
    ],
)
def test_unaffiliated_ce_general_rulings_affiliations(text: str) -> None:
    """CE General Rulings, the affiliation lists: a card names its affiliations; an unaffiliated card names none."""
    assert _target(text).unaffiliated


@pytest.mark.parametrize(
    ("text", "kind", "least"),
    [
        ("Each Unit with 2 or more bounty counters on it gets +1 attack.", "bounty", 2),
        ("'Mechs with at least 3 fuel counters on them get -1 attack.", "fuel", 3),
        ("Scrap each Vehicle with four or more ammo counters on it.", "ammo", 4),
    ],
)
def test_at_least_so_many_counters_rulebook_starting_a_game(text: str, kind: str, least: int) -> None:
    """Rulebook, "Starting a Game": counters mark cards; a card may ask for so many of a kind on a card."""
    target = _target(text)
    assert (target.with_counters, target.min_counters) == (kind, least)


@pytest.mark.parametrize(
    ("text", "least"),
    [
        ("Scrap each 'Mech with three or more damage counters on it.", 3),
        ("Repair 2 damage to target 'Mech with any damage on it.", 1),
        ("Each damaged 'Mech gets +1 attack.", 1),
        ("Deal 1 damage to each Unit with a damage counter on it.", 1),
    ],
)
def test_damage_on_a_card_rulebook_repair_phase(text: str, least: int) -> None:
    """Rulebook, Repair/Reload phase: damage counters stay on a card until repaired; "damaged" cards have some."""
    assert _target(text).min_damage_counters == least


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("Target 'Mech that blocked this turn gets +2 armor.", ["blocked"]),
        ("Deal 3 damage to target Unit that attacked this turn.", ["attacked"]),
        ("Untap each 'Mech that was damaged this turn.", ["damaged"]),
        ("Untap each 'Mech that attacked or blocked this turn.", ["attacked", "blocked"]),
        ("Each Unit that was blocked this turn gets +1 attack.", ["was_blocked"]),
        ("Repair 1 damage to each Unit that dealt damage this turn.", ["dealt_damage"]),
    ],
)
def test_what_a_card_did_this_turn_rulebook_turn_sequence(text: str, done: list[str]) -> None:
    """Rulebook, the turn sequence: Units attack, block and are damaged in the Missions phase; a card may name
    those that did earlier in the turn."""
    assert _target(text).this_turn == done


@pytest.mark.parametrize(
    ("text", "quantifier", "owner"),
    [
        ("Untap all your 'Mechs.", "all", "you"),
        ("Untap all your tapped Units.", "all", "you"),
        ("Untap every 'Mech you control.", "each", "you"),
        ("Tap every opposing Unit.", "each", "opponent"),
    ],
)
def test_mass_untap_and_tap_rulebook_untap_phase(text: str, quantifier: str, owner: str) -> None:
    """Rulebook, Untap phase: a player untaps his or her cards; a card may untap (or tap) all of a kind at once.
    "All your" and "every" are "all of your" and "each"."""
    target = _target(text)
    assert (target.quantifier, target.owner) == (quantifier, owner)


def test_mass_untap_maps_onto_the_executed_tap() -> None:
    assert effects_of("Untap all your 'Mechs.") == [
        m.Tap(target=m.Selector(quantifier="all", noun="mech", owner="you"), untap=True)
    ]
    assert executed("effect", "tap")


@pytest.mark.parametrize(
    "text",
    [
        "Unique.",
        "Unique, Jump.",
        "Unique (You may have only one copy of this card in your deck.)",
        "Unique (Only one copy of this card may be in play at a time.)",
    ],
)
def test_unique_keyword_in_the_text_rulebook_p13(text: str) -> None:
    """Rulebook "Unique Cards" (p.13) and glossary, Unique: one copy in a deck; a copy activated while another is in
    play is scrapped. Printed in the text, it is the keyword the type line gives."""
    abilities = parsed(text)
    assert m.Keyword(name="Unique") in [a.model_copy(update={"reminder": False}) for a in abilities]
    assert executed("keyword", "Unique")


def test_unique_before_a_noun_stays_a_selector() -> None:
    assert _target("Unique 'Mechs get +1 attack.").unique


@pytest.mark.parametrize("text", ["Jump (+1 initiative: -1 attack)", "Jump (+1 initiative, -1 attack)"])
def test_jump_written_gain_first_rulebook_p31(text: str) -> None:
    """Rulebook p.31 and glossary, Jump: -1 attack, +1 initiative, in whichever order the card prints them."""
    assert parsed(text) == parsed("Jump (-1 attack: +1 initiative)") == [m.Jump()]


def test_a_jump_that_gains_attack_stays_flagged() -> None:
    assert parsed("Jump (+1 initiative: +1 attack)") == [m.Jump(attack=1)]


@pytest.mark.parametrize("field", ["unaffiliated", "min_counters", "min_damage_counters", "this_turn"])
def test_new_selector_refinements_are_executed(field: str) -> None:
    """Executed by refinements_cards.py (tests/test_bttcg_refinements_cards.py); "this_turn" only in a battle."""
    assert executed("selector", field)


def test_every_amount_is_not_a_quantifier() -> None:
    """ "every 2 damage" is an amount ("For every 2 damage dealt ..."), not "each"."""
    assert not parse_card_text("Deal 1 damage to every 2 Units.", None, None).ok


def test_unique_printed_in_the_text_blocks_a_second_copy_rulebook_p13() -> None:
    """Rulebook "Unique Cards" (p.13): "If you activate a copy of a Unique card when there's already a copy in play,
    your copy is scrapped" (CE rulings, Unique Cards: it is not activated). Both copies print "Unique." in their text
    only (no Unique on the type line): Melissa's is in play, Brian's is not activated."""
    from judge.bttcg import deploy as d
    from judge.bttcg import turn_rules as t
    from tests.test_bttcg_turn import BRIAN, MELISSA, position, rules_of, runner
    from tests.test_bttcg_turn import unit as turn_unit

    ace = {"name": "Lone Ace", "keywords": ["Pilot"], "text": "Unique. +1 initiative"}
    pos = position(
        {
            "theirs": turn_unit(MELISSA),
            "first": {"owner": MELISSA, "command": ace, "on": "theirs"},
            "mech": turn_unit(BRIAN),
            "second": {"owner": BRIAN, "command": ace, "zone": "construction"},
        }
    )
    run = runner(pos, "deploy", costs={"second": "0"})
    d.activate(run, 0, BRIAN, "second", on="mech")
    assert t.UNIQUE in rules_of(pos)
    assert pos.cards["second"].zone == "construction"
