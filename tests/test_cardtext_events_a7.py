"""Issue 18 (gramA7): the game's own moments and events as triggers, read from invented sentences (never pool text)
that vary the wording, each read back from its English rendering (``tests/cardtext_helpers.py``). What the engine
does not do yet is refused out loud through the node-kind table (``judge/bttcg/executes.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed, refusal
from judge.bttcg.faces import CardFace
from judge.bttcg.phase_starts import refuse_phase_starts
from judge.bttcg.refusals import refuse_battle_triggers
from judge.bttcg.state import CardState, Position, UnsupportedError
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

# --- the beginning or end of a named phase ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "trigger", "phase", "whose"),
    [
        ("At the beginning of your Untap phase, draw a card.", "phase_start", "untap", "your"),
        ("At the start of your Draw phase, draw a card.", "phase_start", "draw", "your"),
        ("At the beginning of each of your Draw phases, draw a card.", "phase_start", "draw", "your"),
        ("At the start of each player's Missions phase, that player draws a card.", "phase_start", "missions", "any"),
        ("At the beginning of each Repair/Reload phase, draw a card.", "phase_start", "repair_reload", "any"),
        ("At the start of your opponent's Deploy phase, draw a card.", "phase_start", "deploy", "opponent"),
        ("At the beginning of your End of Turn phase, draw a card.", "phase_start", "end", "your"),
        ("At the end of each opponent's Deploy phase, draw a card.", "phase_end", "deploy", "opponent"),
        ("At the end of each of your Repair/Reload phases, draw a card.", "phase_end", "repair_reload", "your"),
        ("At the end of each player's End of Turn phase, draw a card.", "phase_end", "end", "any"),
    ],
)
def test_the_beginning_or_end_of_a_named_phase_rulebook_p16_phases(
    text: str, trigger: str, phase: str, whose: str
) -> None:
    """Rulebook p.16: a turn is its Untap, Draw, Deploy, Repair/Reload, Missions and End of Turn phases (p.33, End
    of Turn Phase), in order; an ability fires as the phase named begins or ends, of whose turn the text says."""
    (ability,) = parsed(text, "Hollow Crown", "Command")
    assert isinstance(ability, m.Triggered)
    assert ability.trigger == trigger
    assert ability.conditions == [m.During(phase=phase, whose=whose, at_end=trigger == "phase_end")]  # type: ignore[arg-type]
    assert isinstance(ability.effects[0], m.Draw | m.PlayerActs)


def test_the_end_of_turn_phase_is_the_end_phase_rulebook_p33() -> None:
    """Rulebook p.33, End of Turn Phase: the rulebook's own name for the last phase, read as the "End" phase."""
    (first,) = parsed("Play this card only during your End of Turn phase.", None, "Mission")
    (second,) = parsed("Play this card only during your End phase.", None, "Mission")
    assert first == second
    (used,) = parsed("{T}: Draw a card. Use this ability only during the End of Turn phase.", None, "Command")
    assert isinstance(used, m.Activated)
    assert used.conditions == [m.During(phase="end", whose="any")]


def test_a_phase_beginning_is_refused_out_loud_as_the_phase_begins() -> None:
    """Rulebook p.9: a card's text makes an exception to the rules; the engine does not do what fires as a phase
    begins, so it refuses then, naming the card (and leaves other phases and other players' turns alone)."""
    assert not executed("trigger", "phase_start")
    assert "beginning of a phase" in refusal("trigger", "phase_start")
    (ability,) = parsed("At the beginning of your Draw phase, draw a card.", None, "Command")
    face = CardFace(name="Signal Tower", kind="command", abilities=(ability,))
    pos = Position(
        ("A", "B"),
        {"A": frozenset(), "B": frozenset()},
        {"A": 20, "B": 20},
        {"c": face},
        {"c": "A"},
        {"c": CardState("command_post")},
    )
    refuse_phase_starts(pos, "deploy", "A")  # another phase
    refuse_phase_starts(pos, "draw", "B")  # the opponent's Draw phase
    with pytest.raises(UnsupportedError, match="Signal Tower"):
        refuse_phase_starts(pos, "draw", "A")


# --- a Unit's events in a battle ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Whenever Hollow Crown is attacked, it gets +1 armor until end of turn.", "unit_attacked"),
        ("When this 'Mech is blocked, it gets +1 attack until end of battle.", "unit_blocked"),
        ("Whenever this Vehicle is blocked, draw a card.", "unit_blocked"),
        ("When Hollow Crown attacks and is not blocked, draw a card.", "unit_unblocked"),
        ("Whenever this Unit attacks and isn't blocked, draw a card.", "unit_unblocked"),
        ("When Hollow Crown attacks alone, it gets +2 attack until end of turn.", "unit_attacks_alone"),
        ("Whenever Hollow Crown survives a battle, put a veteran counter on it.", "unit_survives"),
        ("When this 'Mech survives the battle, draw a card.", "unit_survives"),
    ],
)
def test_a_units_own_events_in_a_battle_rulebook_p26_battle(text: str, trigger: str) -> None:
    """Rulebook p.26-30, Battle: a Unit is attacked (its site or itself the target), blocked or not (p.27, Blocking),
    attacks alone (a group of one), and is still in play as its battle ends; its ability fires then."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Triggered)
    assert (ability.trigger, ability.watched, ability.conditions) == (trigger, m.This(), [])


@pytest.mark.parametrize(
    ("text", "trigger", "facing"),
    [
        (
            "Whenever Hollow Crown is blocked by a Vehicle, it gets +2 attack until end of turn.",
            "unit_blocked",
            "vehicle",
        ),
        ("When Hollow Crown scraps an opposing Unit, draw a card.", "unit_scraps", "unit"),
        ("Whenever this 'Mech scraps a 'Mech, draw a card.", "unit_scraps", "mech"),
    ],
)
def test_what_a_unit_is_blocked_by_or_scraps_glossary_scrap(text: str, trigger: str, facing: str) -> None:
    """Rulebook p.27 (Blocking) and glossary, Scrap: the Units blocking it, the card its damage scraps."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Triggered) and ability.trigger == trigger
    (condition,) = ability.conditions
    assert isinstance(condition, m.Facing) and isinstance(condition.target, m.Selector)
    assert condition.target.noun == facing


@pytest.mark.parametrize(
    ("text", "trigger", "owner"),
    [
        ("Whenever a Unit you control attacks, it gets +1 attack until end of turn.", "unit_attacks", "you"),
        ("Whenever a Vehicle you control blocks, draw a card.", "unit_blocks", "you"),
        ("Whenever an opposing 'Mech attacks or blocks, draw a card.", "unit_attacks_or_blocks", "opponent"),
        ("Whenever one of your Units is blocked, draw a card.", "unit_blocked", "you"),
        ("When an opposing Unit is not blocked, draw a card.", "unit_unblocked", "opponent"),
        ("Whenever a 'Mech you control is attacked, draw a card.", "unit_attacked", "you"),
    ],
)
def test_any_units_events_rulebook_p26_battle(text: str, trigger: str, owner: str) -> None:
    """Rulebook p.26, Battle: the same events, of any Unit of a kind (yours, an opponent's)."""
    (ability,) = parsed(text, None, "Command")
    assert isinstance(ability, m.Triggered) and ability.trigger == trigger
    assert isinstance(ability.watched, m.Selector) and ability.watched.owner == owner


@pytest.mark.parametrize(
    "text", ["When you deploy Hollow Crown, draw a card.", "When Hollow Crown is deployed, draw a card."]
)
def test_the_card_itself_deployed_rulebook_p18_deploy_phase(text: str) -> None:
    """Rulebook p.18, Deploy Phase: deploying puts the card in the Construction region (not its activation)."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Triggered)
    assert (ability.trigger, ability.watched) == ("you_deploy", m.This())


def test_a_units_events_are_refused_out_loud() -> None:
    """What the engine does not do yet is refused, naming what is missing (the node-kind table), and a card outside
    the battle that watches any Unit of a kind is refused as the battle's events come."""
    for trigger in ("unit_attacked", "unit_blocked", "unit_unblocked", "unit_attacks_alone", "unit_scraps"):
        assert not executed("trigger", trigger)
    assert "survives a battle" in refusal("trigger", "unit_survives")
    (ability,) = parsed("Whenever a Unit you control attacks, draw a card.", None, "Unit")
    face = CardFace(name="Watch Post", kind="unit", unit_type="mech", speed="slow", structure=3, abilities=(ability,))
    pos = Position(
        ("A", "B"),
        {"A": frozenset(), "B": frozenset()},
        {"A": 20, "B": 20},
        {"w": face},
        {"w": "A"},
        {"w": CardState("patrol")},
    )
    with pytest.raises(UnsupportedError, match="Watch Post"):
        refuse_battle_triggers(pos, [])
    (own,) = parsed("Whenever Hollow Crown is attacked, draw a card.", "Hollow Crown", "Unit")
    pos.faces["w"] = CardFace(
        name="Watch Post", kind="unit", unit_type="mech", speed="slow", structure=3, abilities=(own,)
    )
    refuse_battle_triggers(pos, [])  # its own Unit is not in the battle: nothing fires


# --- battle roles and places as conditions, the battle's end and its damage -------------------------------------


@pytest.mark.parametrize(
    ("text", "role", "unit"),
    [
        ("Hollow Crown gets +2 attack while attacking alone.", "attacking", "this"),
        ("Hollow Crown gets +2 attack when attacking alone.", "attacking", "this"),
        ("This 'Mech gets +1 armor when blocking alone.", "blocking", "this"),
        ("While Hollow Crown is attacking alone, it gets +2 attack.", "attacking", "this"),
        ("As long as this 'Mech is blocking alone, it gets +2 armor.", "blocking", "this"),
        ("'Mech piloted by Hollow Crown gets +1 attack while attacking alone.", "attacking", "piloted_unit"),
    ],
)
def test_a_role_held_alone_rulebook_p26_battle(text: str, role: str, unit: str) -> None:
    """Rulebook p.26, Battle: a Unit attacking or blocking alone is a group of one; its ability holds only then."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Static)
    assert ability.conditions == [m.UnitRole(unit=unit, roles=[role], alone=True)]  # type: ignore[arg-type, list-item]


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("Hollow Crown gets +2 attack while guarding.", "guarding"),
        ("Hollow Crown gets +1 armor when patrolling.", "patrolling"),
        ("This 'Mech gets +1 armor while guarding a site.", "guarding"),
    ],
)
def test_while_guarding_or_patrolling_without_it_is_rulebook_p33_guarding_a_site(text: str, state: str) -> None:
    """Rulebook p.33, Guarding a Site, and glossary, Patrol region: the same condition without "it is"."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Static)
    assert ability.conditions == [m.CardState(target=m.This(), state=state)]  # type: ignore[arg-type]


def test_the_end_of_each_battle_the_card_is_in_rulebook_p26_battle() -> None:
    """Rulebook p.26, Battle: a Unit is in a battle as one of the attacking or the blocking group."""
    (ability,) = parsed("At the end of each battle Hollow Crown is in, draw a card.", "Hollow Crown", "Unit")
    assert isinstance(ability, m.Triggered) and ability.trigger == "battle_end"
    assert ability.conditions == [m.UnitRole(unit="this", roles=["attacking", "blocking"])]


@pytest.mark.parametrize(
    "text",
    [
        "After damage is resolved, draw a card.",
        "When damage resolves, draw a card.",
        "When damage is resolved, draw a card.",
    ],
)
def test_after_damage_is_resolved_rulebook_p30_resolving_damage(text: str) -> None:
    """Rulebook p.30, Resolving Damage: the battle's last step; "after" it and "when" it resolves are one moment."""
    assert parsed(text, None, "Mission") == parsed("When damage is resolved, draw a card.", None, "Mission")


# --- a Unit's own option used as its trigger ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Whenever Hollow Crown uses its Jump option, it gets +1 attack until end of turn.", "Jump"),
        ("When this 'Mech uses Alpha Strike, draw a card.", "Alpha Strike"),
        ("Whenever you use Hollow Crown's Missile option, draw a card.", "Missile"),
        ("Whenever you use this 'Mech's Overheat option, draw a card.", "Overheat"),
    ],
)
def test_a_units_own_option_used_rulebook_p31_unit_options(text: str, option: str) -> None:
    """Rulebook p.31, Using Unit Options and Abilities: its controller uses the Unit's option; the Unit's ability
    fires then ("you use ~'s option" and "~ uses its option" are the same event)."""
    (ability,) = parsed(text, "Hollow Crown", "Unit")
    assert isinstance(ability, m.Triggered)
    assert (ability.trigger, ability.watched, ability.option) == ("uses_option", m.This(), option)


def test_a_units_own_option_trigger_is_refused_out_loud() -> None:
    """Only a Pilot's or Enhancement's trigger on its Unit's Overheat or Alpha Strike is executed (option_triggers)."""
    from judge.bttcg.executable import ability_refusals

    (ability,) = parsed("Whenever Hollow Crown uses its Jump option, draw a card.", "Hollow Crown", "Unit")
    face = CardFace(name="Hollow Crown", kind="unit", unit_type="mech", speed="fast", structure=4, abilities=(ability,))
    assert ability_refusals(face, ability)
