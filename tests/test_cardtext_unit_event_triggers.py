"""Issue 18 (gramB9): more wordings of a Unit's events and the game's moments as triggers, read from invented
sentences (never pool text), each read back from its English (``tests/cardtext_helpers.py``): the card scrapped in
a battle or mission, "this" alone for the card, a Unit of a kind depleted or reloaded, a Unit blocking a group that
includes a kind of Unit, a kind of Unit attacking one of your sites, an option used said with its verb, the piloted
'Mech scrapping a Unit, a Unit attacking alongside another, a card of a kind played, the start of your turn with a
condition. What the engine does not do yet is refused by name."""

from __future__ import annotations

import pytest

from judge.bttcg.executable import face_with, refusals_of
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

NAME = "Cinder Hawk"


def _triggered(text: str, card_type: str = "Unit") -> m.Triggered:
    (ability,) = parsed(text, NAME, card_type)
    assert isinstance(ability, m.Triggered)
    return ability


def _unread(text: str, card_type: str = "Unit") -> bool:
    return not parse_card_text(text, NAME, card_type, suggestions=False).ok


def _refused(text: str, card_type: str = "Unit", subtypes: tuple[str, ...] = ("'Mech",)) -> list[str]:
    result = parse_card_text(text, NAME, card_type, suggestions=False)
    unit = card_type == "Unit"
    card = BtCard(
        name=NAME,
        card_type=card_type,
        subtypes=list(subtypes if unit else ()),
        text=text,
        attack=3 if unit else None,
        armor=2 if unit else None,
        structure=4 if unit else None,
    )
    return [str(x) for reasons in refusals_of(face_with(card, result.abilities)) for x in reasons]


@pytest.mark.parametrize(
    ("text", "during"),
    [
        ("When Cinder Hawk is scrapped during a battle, draw a card.", m.During(whose="any", battle=True)),
        ("When this 'Mech is scrapped in battle, draw a card.", m.During(whose="any", battle=True)),
        ("Whenever Cinder Hawk is destroyed in a battle, draw a card.", m.During(whose="any", battle=True)),
        ("When this Unit is scrapped during a mission, draw a card.", m.During(whose="any", mission=True)),
        ("When Cinder Hawk is scrapped during this battle, draw a card.", m.During(whose="any", battle=True)),
    ],
)
def test_the_card_scrapped_in_a_battle_rulebook_p26(text: str, during: m.During) -> None:
    """Rulebook p.26-30: Units are scrapped by a battle's damage; the card's own scrapping then (glossary, Scrap).
    The engine refuses the trigger by name."""
    ability = _triggered(text)
    assert ability.trigger == "scrapped" and isinstance(ability.watched, m.This) and ability.conditions == [during]
    assert _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "When this is destroyed, draw a card.",
        "When this is scrapped, draw a card.",
        "Whenever this attacks, draw a card.",
        "When this blocks, draw a card.",
        "When this enters play, draw a card.",
    ],
)
def test_this_alone_is_the_card_itself(text: str) -> None:
    """Fan wording: "this" alone is the card (the card's own name, "this 'Mech")."""
    ability = _triggered(text)
    same = _triggered(text.replace("this", "Cinder Hawk", 1).replace("When Cinder Hawk", "When Cinder Hawk"))
    assert ability == same


@pytest.mark.parametrize(
    ("text", "trigger", "owner"),
    [
        ("Whenever a Unit you control is depleted, draw a card.", "unit_depleted", "you"),
        ("Whenever a Unit is depleted, draw a card.", "unit_depleted", "any"),
        ("Whenever one of your 'Mechs is reloaded, draw a card.", "unit_reloaded", "you"),
        ("When a Unit you control reloads, draw a card.", "unit_reloaded", "you"),
        ("Whenever an opposing Unit becomes depleted, draw a card.", "unit_depleted", "opponent"),
    ],
)
def test_a_unit_of_a_kind_depleted_or_reloaded_glossary_deplete(text: str, trigger: str, owner: str) -> None:
    """Glossary, Deplete and Reload: a Unit depleted by its options, reloaded in the Repair/Reload phase."""
    ability = _triggered(text, "Command")
    assert ability.trigger == trigger and isinstance(ability.watched, m.Selector)
    assert ability.watched.owner == owner
    assert _refused(text, "Command")


def test_becomes_depleted_is_depleted_glossary_deplete() -> None:
    assert _triggered("Whenever Cinder Hawk becomes depleted, draw a card.") == _triggered(
        "Whenever Cinder Hawk is depleted, draw a card."
    )


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("Whenever Cinder Hawk blocks a group that includes a Vehicle, draw a card.", "vehicle"),
        ("When this 'Mech blocks a group containing a Battle Armor Unit, draw a card.", "battle_armor"),
        ("Whenever Cinder Hawk blocks an attacking group including a 'Mech, draw a card.", "mech"),
        ("Whenever Cinder Hawk blocks a group with at least one Vehicle, draw a card.", "vehicle"),
        ("When Cinder Hawk blocks a group that contains a Vehicle, draw a card.", "vehicle"),
    ],
)
def test_blocks_a_group_that_includes_rulebook_p27_blocking(text: str, noun: str) -> None:
    """Rulebook p.27: the blocking group blocks the whole attacking group, so blocking a group that includes a
    Vehicle is blocking that Vehicle ("When ~ blocks a Vehicle")."""
    ability = _triggered(text)
    assert ability.trigger == "unit_blocks"
    (facing,) = ability.conditions
    assert isinstance(facing, m.Facing) and isinstance(facing.target, m.Selector) and facing.target.noun == noun
    if noun == "vehicle":
        assert ability == _triggered("Whenever Cinder Hawk blocks a Vehicle, draw a card.")


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Whenever an opposing Unit attacks one of your sites, draw a card.", "opponent"),
        ("When an opposing 'Mech attacks one of your sites, draw a card.", "opponent"),
        ("Whenever a Unit you control attacks a site, draw a card.", "you"),
        ("Whenever one of your Units attacks an opponent's Stockpile, draw a card.", "you"),
        ("Whenever an opposing Unit blocks one of your Units, draw a card.", "opponent"),
    ],
)
def test_a_kind_of_unit_attacks_a_card_rulebook_p24_missions(text: str, owner: str) -> None:
    """Rulebook p.24: a mission is sent against a site, a Stockpile or a Unit; a kind of Unit doing so is a trigger
    on what it attacks (refused by name: a Command card's trigger on another Unit's attack or block in a battle)."""
    ability = _triggered(text, "Command")
    assert ability.trigger in ("unit_attacks", "unit_blocks")
    assert isinstance(ability.watched, m.Selector) and ability.watched.owner == owner
    assert [c.kind for c in ability.conditions] == ["facing"]
    assert any(
        r in ("a 'unit_attacks' trigger in a battle", "a 'unit_blocks' trigger in a battle")
        for r in _refused(text, "Command")
    )


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Whenever Cinder Hawk overheats, draw a card.", "Overheat"),
        ("Whenever this 'Mech jumps, draw a card.", "Jump"),
        ("When Cinder Hawk makes an Alpha Strike, draw a card.", "Alpha Strike"),
        ("Whenever this Unit fires its missiles, draw a card.", "Missile"),
        ("Whenever this overheats, draw a card.", "Overheat"),
    ],
)
def test_an_option_said_with_its_verb_rulebook_p31_unit_options(text: str, option: str) -> None:
    """Rulebook p.31, Unit options: "overheats" is "uses its Overheat option" (the same trigger)."""
    ability = _triggered(text)
    assert ability == _triggered(f"Whenever Cinder Hawk uses its {option} option, draw a card.")


@pytest.mark.parametrize(
    ("text", "card_type", "option"),
    [
        ("Whenever a Unit you control overheats, draw a card.", "Command", "Overheat"),
        ("Whenever an opposing 'Mech jumps, draw a card.", "Command", "Jump"),
        ("Whenever the piloted 'Mech overheats, draw a card.", "Pilot", "Overheat"),
        ("When the piloted Mech makes an Alpha Strike, draw a card.", "Pilot", "Alpha Strike"),
        ("Whenever one of your Units makes an Alpha Strike, draw a card.", "Command", "Alpha Strike"),
    ],
)
def test_an_option_verb_of_a_kind_or_the_piloted_mech_rulebook_p31(text: str, card_type: str, option: str) -> None:
    ability = _triggered(text, card_type)
    assert ability.trigger in ("uses_option", "piloted_uses_option") and ability.option == option


@pytest.mark.parametrize(
    "text",
    [
        "Whenever the piloted 'Mech destroys a Unit, draw a card.",
        "Whenever the piloted Mech scraps a Unit, draw a card.",
        "When the piloted 'Mech scraps an opposing Unit, draw a card.",
        "Whenever the piloted OmniMech destroys a 'Mech, draw a card.",
        "When the piloted 'Mech destroys a Vehicle, draw a card.",
    ],
)
def test_the_piloted_mech_scraps_a_unit_glossary_scrap(text: str) -> None:
    """Glossary, Scrap: a Unit whose damage scraps another; the 'Mech a Pilot pilots (rulebook p.12)."""
    ability = _triggered(text, "Pilot")
    assert ability.trigger == "unit_scraps" and isinstance(ability.watched, m.PilotedUnit)
    assert [c.kind for c in ability.conditions] == ["facing"]


@pytest.mark.parametrize(
    "text",
    [
        "Whenever this attacks alongside another Unit, draw a card.",
        "Whenever Cinder Hawk attacks with another Unit, draw a card.",
        "Whenever Cinder Hawk attacks with one or more other Units, draw a card.",
        "When this 'Mech attacks together with another Unit, draw a card.",
        "Whenever Cinder Hawk attacks in a group with another Unit, draw a card.",
    ],
)
def test_attacks_alongside_another_unit_rulebook_p23_attacking_group(text: str) -> None:
    """Rulebook p.23: the Units sent on a mission together form the attacking group; attacking alongside another
    Unit is attacking in a group with it (refused by name: the engine does not fire the trigger yet)."""
    ability = _triggered(text)
    assert ability.trigger == "unit_attacks" and isinstance(ability.watched, m.This)
    (group,) = ability.conditions
    assert isinstance(group, m.InGroupWith) and isinstance(group.others, m.Selector) and group.others.other
    assert _refused(text)


@pytest.mark.parametrize(
    ("text", "kind", "during"),
    [
        ("Whenever you play a Mission card, draw a card.", "Mission", []),
        ("When you play a Command card, draw a card.", "Command", []),
        (
            "Whenever you play a Mission card during a battle, draw a card.",
            "Mission",
            [m.During(whose="any", battle=True)],
        ),
        (
            "Whenever you play a Mission card during this mission, draw a card.",
            "Mission",
            [m.During(whose="any", mission=True)],
        ),
        ("Whenever you play an Enhancement card, draw a card.", "Enhancement", []),
    ],
)
def test_whenever_you_play_a_card_of_a_kind_rulebook_p24(text: str, kind: str, during: list[m.During]) -> None:
    """Rulebook p.24: Mission cards are played during a mission; playing one is a trigger (refused by name)."""
    ability = _triggered(text, "Command")
    assert ability.trigger == "you_play_card" and ability.conditions == during
    assert isinstance(ability.watched, m.Selector) and ability.watched.card_type == kind
    assert any("plays a card" in r for r in _refused(text, "Command"))


@pytest.mark.parametrize(
    ("text", "player", "count", "noun"),
    [
        ("At the beginning of your turn, if you control 3 or more Mechs, draw a card.", "you", 3, "mech"),
        ("At the start of your turn, if you control three or more 'Mechs, draw a card.", "you", 3, "mech"),
        ("At the beginning of each of your turns, if you have 2 or more Units in play, draw a card.", "you", 2, "unit"),
        ("At the start of each of your turns, if you control two or more Vehicles, draw a card.", "you", 2, "vehicle"),
        (
            "At the beginning of your turn, if an opponent controls four or more 'Mechs, draw a card.",
            "opponent",
            4,
            "mech",
        ),
    ],
)
def test_turn_start_with_a_condition_rulebook_p16(text: str, player: str, count: int, noun: str) -> None:
    """Rulebook p.16: the turn begins; the condition between the moment and the effect is checked as it fires (the
    engine refuses a turn-start ability with conditions by name)."""
    ability = _triggered(text, "Command")
    assert ability.trigger == "turn_start"
    target = m.Selector(quantifier="each", noun=noun, count=count)
    assert ability.conditions == [m.Controls(player=player, target=target, at_least=count)]
    assert any("with conditions" in r for r in _refused(text, "Command"))


@pytest.mark.parametrize(
    "text",
    [
        "Whenever Cinder Hawk blocks a group that includes, draw a card.",  # includes nothing
        "Whenever Cinder Hawk attacks alongside a site, draw a card.",  # a group is of Units
        "Whenever Cinder Hawk overheats a Unit, draw a card.",  # an option has no object
        "At the beginning of your turn, if you control more 'Mechs, draw a card.",  # how many is not said
        "Whenever you play Mission, draw a card.",  # a card of a type
        "When this is, draw a card.",  # no event
    ],
)
def test_meaningless_trigger_wordings_stay_unread(text: str) -> None:
    assert _unread(text)


@pytest.mark.parametrize(
    ("text", "same"),
    [
        ("Each time Cinder Hawk attacks, draw a card.", "Whenever Cinder Hawk attacks, draw a card."),
        ("Every time this 'Mech blocks, draw a card.", "Whenever this 'Mech blocks, draw a card."),
        ("Each time Cinder Hawk is blocked, draw a card.", "Whenever Cinder Hawk is blocked, draw a card."),
        ("Each time this Unit overheats, draw a card.", "Whenever this Unit overheats, draw a card."),
        (
            "Every time Cinder Hawk survives a battle, draw a card.",
            "Whenever Cinder Hawk survives a battle, draw a card.",
        ),
    ],
)
def test_each_time_is_whenever(text: str, same: str) -> None:
    """Fan wording: "Each time" opening a sentence is the rulebook's "Whenever" (every such event)."""
    assert _triggered(text) == _triggered(same)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("Whenever Cinder Hawk receives damage, draw a card.", "Unit"),
        ("Whenever this 'Mech takes damage, draw a card.", "Unit"),
        ("When Cinder Hawk is dealt damage, draw a card.", "Unit"),
        ("Whenever a Unit you control takes damage, draw a card.", "Command"),
        ("Whenever an opposing 'Mech suffers damage, draw a card.", "Command"),
    ],
)
def test_a_unit_receives_damage_rulebook_p30_resolving_damage(text: str, card_type: str) -> None:
    """Rulebook p.30, Resolving Damage: damage a Unit receives; the trigger is refused by name."""
    ability = _triggered(text, card_type)
    assert ability.trigger == "unit_damaged"
    assert any("receives damage" in r for r in _refused(text, card_type))


@pytest.mark.parametrize(
    "text",
    [
        "Whenever Cinder Hawk becomes the target of a mission, draw a card.",
        "When Cinder Hawk becomes the target of an opponent's mission, draw a card.",
        "Whenever this 'Mech is the target of a mission, draw a card.",
        "Whenever Cinder Hawk becomes the target of an opposing mission, draw a card.",
        "Whenever this Unit is the target of an opponent's mission, draw a card.",
    ],
)
def test_the_target_of_a_mission_is_attacked_glossary_target(text: str) -> None:
    """Glossary, Target: the card a mission is sent against is attacked ("Whenever ~ is attacked")."""
    assert _triggered(text) == _triggered("Whenever Cinder Hawk is attacked, draw a card.")


@pytest.mark.parametrize(
    "text",
    [
        "Each time, draw a card.",  # no event
        "Draw a card each time.",  # no event
        "Whenever Cinder Hawk receives, draw a card.",  # receives nothing
        "Whenever Cinder Hawk becomes the target, draw a card.",  # of what
        "Whenever Cinder Hawk takes damage to a site, draw a card.",  # a Unit receives, it does not deal here
    ],
)
def test_meaningless_event_wordings_stay_unread(text: str) -> None:
    assert _unread(text)
