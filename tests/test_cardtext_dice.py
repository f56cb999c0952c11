"""Die rolls, amounts and counting in card text: several dice, a die for each card, bonuses as large as one of the
dice, amounts computed from the cards, counters kept on a card and spent. Every sentence here is invented."""

from __future__ import annotations

import pytest

from judge.cardtext.normalize import normalize
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def only(text: str, card_type: str | None = "Mission") -> list[m.Ability]:
    return parsed(text, "Zorblax", card_type, round_trip=False)


def round_trip(text: str, card_type: str | None = "Mission") -> None:
    parsed(text, "Zorblax", card_type)


THAT_MECH = m.ThatOne(noun="mech")
YOUR_MECH = m.Selector(quantifier="that", noun="mech", owner="you")


# --- several dice -------------------------------------------------------------------------------------------------


def test_rolling_several_dice_and_more_dice_for_heavy_units() -> None:
    (ability,) = only(
        "Roll a die. 1: Draw a card. 2-6: Roll one die; if your 'Mech is 70 tons or more, roll 3 dice instead."
    )
    assert isinstance(ability, m.Resolve)
    (roll,) = ability.effects
    assert isinstance(roll, m.RollDie)
    assert roll.branches[1].effects == [
        m.RollDie(),
        m.IfTons(watched=YOUR_MECH, min_tons=70, effects=[m.RollDie(count=3, instead=True)]),
    ]
    assert only("If your 'Mech is 55 tons or more, roll an additional die.") == [
        m.Resolve(effects=[m.IfTons(watched=YOUR_MECH, min_tons=55, effects=[m.RollDie(additional=True)])])
    ]


def test_bonuses_as_large_as_each_of_the_dice_continue_the_roll() -> None:
    (ability,) = only(
        "{T}: Choose one of your 'Mechs and roll two dice. That 'Mech gets additional armor equal to the first roll "
        "and additional attack equal to the second. Use this ability only during battle.",
        "Command",
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects[1:] == [
        m.RollDie(count=2),
        m.ModifyStat(target=THAT_MECH, stat="armor", amount=0, from_roll=True, roll=1),
        m.ModifyStat(target=THAT_MECH, stat="attack", amount=0, from_roll=True, roll=2),
    ]
    assert ability.conditions == [m.During(whose="any", battle=True)]


def test_a_die_for_each_card_with_a_bonus_of_no_subject() -> None:
    (ability,) = only("Roll a die for each of your Units:1-4: That Unit gets +1 armor.5-6: +2 attack.")
    each = m.Selector(quantifier="each", noun="unit", owner="you")
    armor = m.ModifyStat(target=m.ThatOne(noun="unit"), stat="armor", amount=1)
    attack = m.ModifyStat(target=m.ThatOne(), stat="attack", amount=2)  # no subject: it, the card rolled for
    assert ability == m.Resolve(
        effects=[
            m.ForEach(
                each=each,
                effects=[
                    m.RollDie(
                        branches=[
                            m.DieBranch(low=1, high=4, effects=[armor]),
                            m.DieBranch(low=5, high=6, effects=[attack]),
                        ]
                    )
                ],
            )
        ]
    )


def test_a_branch_run_into_the_full_stop_before_it_is_split() -> None:
    assert normalize("Draw a card.3-6: Draw two cards.").text == "Draw a card. 3-6: Draw two cards."
    assert normalize("Missile 2. 3 cards").text == "Missile 2. 3 cards"


def test_effects_after_a_semicolon_go_on_with_the_inline_branch() -> None:
    (ability,) = only("Roll a die: 1-3: Your 'Mech receives 2 damage; draw a card; 4-6: Draw two cards.")
    assert isinstance(ability, m.Resolve)
    (roll,) = ability.effects
    assert isinstance(roll, m.RollDie)
    assert roll.branches[0].effects == [m.DealDamage(target=YOUR_MECH, amount=2), m.Draw()]
    assert roll.branches[1] == m.DieBranch(low=4, high=6, effects=[m.Draw(count=2)])


@pytest.mark.parametrize(
    "text",
    [
        "Roll a die. 1: Draw a card. 2-6: Roll one die; if your 'Mech is 70 tons or more, roll 3 dice instead.",
        "If your Unit is 45 tons or more, roll an additional die.",
        "Roll a die for each of your Units:1-4: That Unit gets +1 armor.5-6: +2 attack.",
        "Roll a die: 1-3: Your 'Mech receives 2 damage; draw a card; 4-6: Draw two cards.",
        "{T}: Choose one of your 'Mechs and roll two dice. That 'Mech gets additional armor equal to the first roll "
        "and additional attack equal to the second. Use this ability only during battle.",
    ],
)
def test_dice_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command" if text.startswith("{T}") else "Mission")


# --- amounts ------------------------------------------------------------------------------------------------------


def test_x_damage_where_x_is_a_stat_of_another_card() -> None:
    (ability,) = only("Each opposing Unit receives X damage, where X is the base attack of your 'Mech.")
    opposing = m.Selector(quantifier="each", noun="unit", owner="opponent")
    base = m.Quantity(of="base_attack", card=YOUR_MECH)
    assert ability == m.Resolve(effects=[m.DealDamage(target=opposing, amount=0, amount_of=base)])
    (ability,) = only("That 'Mech receives X damage, where X is equal to its tonnage divided by ten (rounded up).")
    tenth = m.Quantity(of="tonnage", divided_by=10, round_up=True)
    assert ability == m.Resolve(effects=[m.DealDamage(target=THAT_MECH, amount=0, amount_of=tenth)])


def test_the_tonnage_of_the_card_scrapped_before() -> None:
    scrapped = m.Quantity(of="tonnage", divided_by=10, card=m.ScrappedOne(noun="unit"))
    blocking = m.Selector(quantifier="each", noun="unit", states=["blocking"])
    assert only("Deal damage to each blocking Unit equal to the scrapped Unit's tonnage divided by 10 (round down).")[
        0
    ] == m.Resolve(effects=[m.DealDamage(target=blocking, amount=0, amount_of=scrapped)])
    upper = m.Quantity(of="tonnage", divided_by=10, round_up=True, card=m.ScrappedOne(noun="mech"))
    opposing = m.Selector(quantifier="each", noun="unit", owner="opponent")
    assert only(
        "Deal an amount of damage to each opposing Unit equal to the tonnage divided by 10 (rounded up) of the "
        "scrapped 'Mech."
    )[0] == m.Resolve(effects=[m.DealDamage(target=opposing, amount=0, amount_of=upper)])


@pytest.mark.parametrize(
    "text",
    [
        "Each opposing Unit receives X damage, where X is the base attack of your 'Mech.",
        "That 'Mech receives X damage, where X is equal to its tonnage divided by ten (rounded up).",
        "Deal damage to each blocking Unit equal to the scrapped Unit's tonnage divided by 10 (round down).",
        "Scrap one of your Units. Roll a die for each attacking 'Mech:1-2: That 'Mech receives 1 damage.3-6: Deal an "
        "amount of damage to that 'Mech equal to the tonnage divided by 10 (rounded down) of the scrapped Unit.",
    ],
)
def test_amounts_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text)


# --- missile dice, random cards -----------------------------------------------------------------------------------


def test_missile_dice_rolled_again_or_raised() -> None:
    (ability,) = only("{R}: Reroll one of your missile die rolls or add 2 to that roll.", "Command")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [m.OneOf(options=[[m.RerollMissile()], [m.AdjustMissileRoll(amount=2)]])]
    assert only("Re-roll all of the missile dice for each attacking 'Mech.", "Mission") == [
        m.Resolve(
            effects=[m.RerollMissile(all_fired_by=m.Selector(quantifier="each", noun="mech", states=["attacking"]))]
        )
    ]


def test_cards_chosen_at_random() -> None:
    (ability,) = only("Look at your opponent's hand and discard two cards at random from his or her hand.")
    hand = m.Selector(quantifier="each", count=2, noun="card", zone="hand", their_zone=True, random=True)
    assert ability == m.Resolve(effects=[m.LookAtHand(), m.Scrap(target=hand)])
    (ability,) = only("A randomly selected opposing 'Mech receives 2 damage.")
    chosen = m.Selector(quantifier="a", noun="mech", owner="opponent", random=True)
    assert ability == m.Resolve(effects=[m.DealDamage(target=chosen, amount=2)])


@pytest.mark.parametrize(
    "text",
    [
        "{R}: Reroll one of your missile die rolls or add 2 to that roll.",
        "Re-roll all of the missile dice for each attacking 'Mech.",
        "{R}: Scrap two cards from your hand to look at your opponent's hand and discard a card at random from his "
        "or her hand.",
        "A randomly selected opposing 'Mech receives 2 damage.",
    ],
)
def test_missiles_and_random_cards_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command" if text.startswith("{") else "Mission")


# --- counters kept on a card, cards put into play damaged --------------------------------------------------------


def test_counters_added_at_the_end_of_each_battle_for_each_card() -> None:
    (ability,) = only(
        "At the end of each battle, put a salvage counter on ~ for each opposing 'Mech that was not scrapped during "
        "the battle.",
        "Command",
    )
    each = m.Selector(quantifier="each", noun="mech", owner="opponent", excluding=["scrapped"])
    add = m.AddCounters(counter="salvage", target=m.This())
    assert ability == m.Triggered(trigger="battle_end", effects=[m.ForEach(each=each, effects=[add])])
    assert only("At the end of each mission, untap ~.", "Command") == [
        m.Triggered(trigger="mission_end", effects=[m.Tap(target=m.This(), untap=True)])
    ]


def test_a_card_returned_to_play_with_damage_counters() -> None:
    (ability,) = only(
        "{T}, {R}: Return one of your Units from your Scrapheap to play under your control with damage counters "
        "equal to two less than that Unit's structure.",
        "Command",
    )
    assert isinstance(ability, m.Activated)
    damage = m.Quantity(of="base_structure", less=2, card=m.ThatOne(noun="unit"))
    unit = m.Selector(quantifier="one", noun="unit", owner="you", zone="scrapheap")
    assert ability.effects == [m.PutIntoPlay(target=unit, damage=damage)]
    (ability,) = only(
        "Put a 'Mech from your Scrapheap into play with a number of damage counters equal to 1 less than its structure."
    )
    mech = m.Selector(quantifier="a", noun="mech", zone="scrapheap")
    assert ability == m.Resolve(effects=[m.PutIntoPlay(target=mech, damage=m.Quantity(of="base_structure", less=1))])


@pytest.mark.parametrize(
    "text",
    [
        "At the end of each battle, put a salvage counter on ~ for each opposing 'Mech that was not scrapped during "
        "the battle.",
        "At the end of each mission, untap ~.",
        "{T}, {R}: Return one of your Units from your Scrapheap to play under your control with damage counters "
        "equal to two less than that Unit's structure.",
        "Put a 'Mech from your Scrapheap into play with a number of damage counters equal to 1 less than its "
        "structure.",
    ],
)
def test_counters_and_damaged_cards_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command" if text.startswith(("{", "At")) else "Mission")


# --- damage assigned at random ------------------------------------------------------------------------------------

RANDOM_ASSIGNMENT = (
    "Roll a die: 1-3: Draw a card. 4-6: Each blocking 'Mech assigns all its damage to a randomly selected 'Mech, "
    "possibly even a 'Mech in its group. If a 'Mech had already dealt damage, this assignment replaces the original "
    "one."
)
RANDOM_DEALING = (
    "Each tapped Unit deals its damage to a randomly selected opposing Unit (other than itself); damage from Units "
    "that had already assigned damage is reassigned."
)


def test_damage_assigned_to_a_random_card() -> None:
    (ability,) = only(RANDOM_ASSIGNMENT)
    assert isinstance(ability, m.Resolve)
    (roll,) = ability.effects
    assert isinstance(roll, m.RollDie)
    source = m.Selector(quantifier="each", noun="mech", states=["blocking"])
    to = m.Selector(quantifier="a", noun="mech", random=True)
    assert roll.branches[1].effects == [m.DamageOnlyTo(source=source, to=to, even_own_group=True, reassign=True)]


def test_damage_dealt_to_a_random_card_and_dealt_again() -> None:
    (ability,) = only(RANDOM_DEALING)
    source = m.Selector(quantifier="each", noun="unit", states=["tapped"])
    to = m.Selector(quantifier="a", noun="unit", owner="opponent", other=True, random=True)
    assert ability == m.Resolve(effects=[m.DamageOnlyTo(source=source, to=to, reassign=True)])


@pytest.mark.parametrize(
    "text", [RANDOM_ASSIGNMENT, RANDOM_DEALING, "Each attacking Unit deals its damage to a randomly selected Unit."]
)
def test_random_damage_renders_back_to_the_same_dsl(text: str) -> None:
    round_trip(text)


# --- a die for each point of damage, a number that must come up ---------------------------------------------------

PER_STRUCTURE_DAMAGE = (
    "For each 2 structure damage dealt to each blocking Unit, roll a die: 1-4, no effect; 5-6, prevent the damage. "
    "If you do not roll at least one 5, draw two cards."
)
PER_DAMAGE_PILOT = (
    "Pilot: +1 armor For each 2 damage dealt to 'Mech piloted by ~ later this battle,you may roll a die:1-2: Scrap "
    "the Unit receiving the damage.3-6: Prevent that damage."
)


def test_a_die_for_each_points_of_structure_damage() -> None:
    abilities = only(PER_STRUCTURE_DAMAGE)
    roll = m.RollDie(
        branches=[
            m.DieBranch(low=1, high=4, effects=[m.NoEffect()]),
            m.DieBranch(low=5, high=6, effects=[m.PreventThatDamage()]),
        ]
    )
    blocking = m.Selector(quantifier="each", noun="unit", states=["blocking"])
    assert abilities == [
        m.Resolve(effects=[m.PerDamage(per=2, structure=True, to=blocking, effects=[roll])]),
        m.Resolve(effects=[m.IfNotRolled(value=5, effects=[m.Draw(count=2)])]),
    ]


def test_a_pilot_may_roll_for_each_points_of_damage_to_its_mech() -> None:
    (bonus, ability) = only(PER_DAMAGE_PILOT, "Command")
    assert bonus == m.Static(effects=[m.ModifyStat(target=m.PilotedUnit(), stat="armor", amount=1)])
    roll = m.RollDie(
        branches=[
            m.DieBranch(low=1, high=2, effects=[m.Scrap(target=m.Receiving())]),
            m.DieBranch(low=3, high=6, effects=[m.PreventThatDamage()]),
        ]
    )
    per = m.PerDamage(per=2, to=m.PilotedUnit(), during_battle=True, effects=[m.May(effects=[roll])])
    assert ability == m.Static(effects=[per])


def test_a_card_is_scrapped_on_a_roll() -> None:
    (ability,) = only("Roll a die: 1-5, no effect; 6, each blocking Unit is scrapped.")
    assert isinstance(ability, m.Resolve)
    (roll,) = ability.effects
    assert isinstance(roll, m.RollDie)
    assert roll.branches[1].effects == [m.Scrap(target=m.Selector(quantifier="each", noun="unit", states=["blocking"]))]


@pytest.mark.parametrize(
    "text",
    [
        PER_STRUCTURE_DAMAGE,
        PER_DAMAGE_PILOT,
        "If you don't roll at least one 4, return ~ to your hand.",
        "Roll a die: 1-2, Units do not receive Overheat damage; 3-6, 'Mechs receive no Overheat damage.",
        "Roll a die: 1-4: No additional effect. 5-6: Draw a card.",
    ],
)
def test_damage_points_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command" if text.startswith("Pilot") else "Mission")


# --- counters spent -----------------------------------------------------------------------------------------------

SALVAGE_COUNTERS = (
    "Whenever any blocking Unit is scrapped, put a salvage counter on ~. Remove any number of salvage counters to "
    "deal that much damage to attacking 'Mechs, distributed any way you choose. Use this ability only during battle."
)
SUPPORT_COUNTERS = (
    "Remove any number of support counters from ~ and deal to a blocking Unit 2 damage for each counter removed."
)


def test_counters_for_scrapped_cards_spent_on_damage() -> None:
    trigger, spend = only(SALVAGE_COUNTERS, "Command")
    watched = m.Selector(quantifier="any", noun="unit", states=["blocking"])
    assert trigger == m.Triggered(
        trigger="scrapped", watched=watched, effects=[m.AddCounters(counter="salvage", target=m.This())]
    )
    attacking = m.Selector(quantifier="all", noun="mech", states=["attacking"])
    each = m.DealDamage(target=attacking, amount=1, divided=True)
    assert spend == m.Activated(
        cost=[],
        effects=[m.PerCounterRemoved(counter="salvage", effects=[each])],
        conditions=[m.During(whose="any", battle=True)],
    )


def test_counters_spent_on_damage_named_before_its_amount() -> None:
    (spend,) = only(SUPPORT_COUNTERS, "Command")
    blocking = m.Selector(quantifier="a", noun="unit", states=["blocking"])
    assert spend == m.Activated(
        cost=[],
        effects=[m.PerCounterRemoved(counter="support", effects=[m.DealDamage(target=blocking, amount=2)])],
    )


@pytest.mark.parametrize(
    "text",
    [SALVAGE_COUNTERS, SUPPORT_COUNTERS, "Whenever a Unit any opponent controls is scrapped, draw a card."],
)
def test_counters_spent_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command")


# --- cards removed from the game, extra turns ---------------------------------------------------------------------


def test_a_card_scrapped_when_revealed_and_removed_from_the_game() -> None:
    assert only("Scrap ~ when it is revealed and remove it from the game.", "Command") == [
        m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This()), m.RemoveFromGame(target=m.This())])
    ]


def test_an_extra_turn_without_a_phase() -> None:
    (ability,) = only(
        "{R}, {R}: Remove ~ from the game to take an extra turn after this one. Skip the Deploy phase of that turn.",
        "Command",
    )
    assert ability == m.Activated(
        cost=[m.ResourceCost(), m.ResourceCost()],
        effects=[m.RemoveFromGame(target=m.This()), m.ExtraTurn(skip_phases=["deploy"])],
    )


@pytest.mark.parametrize(
    "text",
    [
        "Scrap ~ when it is revealed and remove it from the game.",
        "{R}, {R}: Remove ~ from the game to take an extra turn after this one. Skip the Deploy phase of that turn.",
        "{T}: Remove each tapped Unit from the game.",
    ],
)
def test_removal_and_extra_turns_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command")


# --- a die for each card played ------------------------------------------------------------------------------------

CARD_PLAYED = (
    "Pilot: +2 armor Whenever you play a Command card during a mission involving 'Mech piloted by ~, you may roll a "
    "die at end of mission:1-2: Put that Command card into your hand.3-6: no effect."
)


def test_a_die_after_the_mission_for_each_card_played() -> None:
    (_bonus, ability) = only(CARD_PLAYED, "Command")
    back = m.ReturnToHand(target=m.ThatOne(noun="card", card_type="Command"))
    roll = m.RollDie(
        branches=[
            m.DieBranch(low=1, high=2, effects=[back]),
            m.DieBranch(low=3, high=6, effects=[m.NoEffect()]),
        ],
        delayed="mission",
    )
    assert ability == m.Triggered(
        trigger="you_play_card",
        watched=m.Selector(quantifier="each", noun="card", card_type="Command"),
        effects=[m.May(effects=[roll])],
        conditions=[m.MissionInvolves(target=m.PilotedUnit())],
    )


@pytest.mark.parametrize(
    "text",
    [
        CARD_PLAYED,
        "For each Mission card you play during a mission involving ~, roll a die after the mission: 1-3: draw a "
        "card; 4-6: draw two cards.",
    ],
)
def test_cards_played_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command")


# --- speeds, damage resolved later --------------------------------------------------------------------------------

FAST_UNITS = "For each fast Unit, roll a die: 1-4, no effect; 5-6, that fast Unit neither deals nor receives damage."
RESOLVED = (
    "When damage is resolved, if that Unit is still in the battle, draw a card and roll a die for each opposing "
    "Unit in the battle: 1-4: That Unit receives 2 damage. 5-6: No effect on that Unit."
)


def test_a_die_for_each_card_of_a_speed() -> None:
    (ability,) = only(FAST_UNITS)
    fast = m.Selector(quantifier="each", noun="unit", speed="fast")
    neither = m.PreventAllDamage(target=m.ThatOne(noun="unit"), dealt=True, received=True)
    roll = m.RollDie(
        branches=[
            m.DieBranch(low=1, high=4, effects=[m.NoEffect()]),
            m.DieBranch(low=5, high=6, effects=[neither]),
        ]
    )
    assert ability == m.Resolve(effects=[m.ForEach(each=fast, effects=[roll])])


def test_effects_when_damage_is_resolved_if_still_in_the_battle() -> None:
    (ability,) = only(RESOLVED)
    each = m.Selector(quantifier="each", noun="unit", owner="opponent", states=["engaged"])
    roll = m.RollDie(
        branches=[
            m.DieBranch(low=1, high=4, effects=[m.DealDamage(target=m.ThatOne(noun="unit"), amount=2)]),
            m.DieBranch(low=5, high=6, effects=[m.NoEffect()]),
        ]
    )
    resolved = m.WhenDamageResolved(
        still_in_battle=m.ThatOne(noun="unit"), effects=[m.Draw(), m.ForEach(each=each, effects=[roll])]
    )
    assert ability == m.Resolve(effects=[resolved])


@pytest.mark.parametrize(
    "text",
    [FAST_UNITS, RESOLVED, "When damage is resolved, draw a card.", "Each moderate opposing 'Mech gets -1 initiative."],
)
def test_speeds_and_resolution_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text)


# --- attacks redirected, scrapped cards brought back --------------------------------------------------------------

REDIRECTED = "{R}: Roll a die: 1-4, no effect; 5-6, current attack is redirected to one of your Units."
BACK_IN_PATROL = (
    "After the mission, if any blocking 'Mechs were scrapped during the battle, put one of them into play in your "
    "Patrol region, with damage counters equal to two less than its structure."
)
BACK_AT_END = (
    "If any opposing 'Mechs are scrapped during this battle, put one of those 'Mechs into play at end of the "
    "battle. That 'Mech has damage counters equal to 3 less than that 'Mech's structure."
)


def test_the_current_attack_redirected_on_a_roll() -> None:
    (ability,) = only(REDIRECTED, "Command")
    assert isinstance(ability, m.Activated)
    yours = m.Selector(quantifier="one", noun="unit", owner="you")
    assert ability.effects == [
        m.RollDie(
            branches=[
                m.DieBranch(low=1, high=4, effects=[m.NoEffect()]),
                m.DieBranch(low=5, high=6, effects=[m.RedirectAttack(to=yours)]),
            ]
        )
    ]


def test_a_scrapped_card_back_in_the_patrol_region_after_the_mission() -> None:
    (ability,) = only(BACK_IN_PATROL)
    back = m.PutIntoPlay(
        target=m.ThatOne(noun="card", among=1), patrol=True, damage=m.Quantity(of="base_structure", less=2)
    )
    watched = m.Selector(quantifier="any", noun="mech", states=["blocking"])
    scrapped = m.IfScrapped(watched=watched, during_battle=True, effects=[back])
    assert ability == m.Resolve(effects=[m.AtTheEnd(of="mission", effects=[scrapped])])


def test_a_scrapped_card_back_at_the_end_of_the_battle_with_damage_counters() -> None:
    (ability,) = only(BACK_AT_END)
    damage = m.Quantity(of="base_structure", less=3, card=THAT_MECH)
    watched = m.Selector(quantifier="any", noun="mech", owner="opponent")
    one_of_them = m.ThatOne(noun="mech", among=1)
    back = m.AtTheEnd(of="battle", effects=[m.PutIntoPlay(target=one_of_them, damage=damage)])
    assert ability == m.Resolve(effects=[m.IfScrapped(watched=watched, during_battle=True, effects=[back])])


@pytest.mark.parametrize(
    "text",
    [
        REDIRECTED,
        BACK_IN_PATROL,
        BACK_AT_END,
        "If any opposing Unit was scrapped, put one of them into play in your Patrol region.",
    ],
)
def test_redirects_and_returns_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command" if text.startswith("{") else "Mission")


# --- the end of a phase -------------------------------------------------------------------------------------------

IDLE_GUARDS = (
    "At the end of your Deploy phase, draw a card if any of your guarding Units could have attacked this turn but "
    "did not."
)


def test_an_effect_at_the_end_of_a_phase_if_an_attacker_stayed_home() -> None:
    (ability,) = only(IDLE_GUARDS, "Command")
    idle = m.Selector(quantifier="any", noun="unit", owner="you", states=["guarding"])
    assert ability == m.Triggered(
        trigger="phase_end",
        effects=[m.IfCouldHaveAttacked(watched=idle, effects=[m.Draw()])],
        conditions=[m.During(phase="deploy", at_end=True)],
    )


@pytest.mark.parametrize("text", [IDLE_GUARDS, "At the end of your Untap phase, untap ~."])
def test_phase_ends_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command")


# --- cards scrapped from your hand for more, two cards hit by the same amount ------------------------------------

SCRAPPED_FOR_MORE = (
    "Roll a die: 1-3, draw a card; 4-6, that Unit gets +1 armor for each card you scrap from your hand. You cannot "
    "scrap more than two cards in this way."
)


def test_a_bonus_for_each_card_scrapped_from_your_hand_with_a_limit() -> None:
    (ability,) = only(SCRAPPED_FOR_MORE)
    assert isinstance(ability, m.Resolve)
    (roll,) = ability.effects
    assert isinstance(roll, m.RollDie)
    armor = m.ModifyStat(target=m.ThatOne(noun="unit"), stat="armor", amount=1)
    assert roll.branches[1].effects == [m.PerCardScrapped(max=2, effects=[armor])]


def test_two_cards_each_receive_as_much_as_the_roll() -> None:
    (ability,) = only("Your Unit and a blocking 'Mech opponent controls each receive that much damage.")
    blocking = m.Selector(quantifier="a", noun="mech", owner="opponent", states=["blocking"])
    that_much = m.Quantity(of="that_much")
    assert ability == m.Resolve(
        effects=[
            m.DealDamage(target=m.Selector(quantifier="that", noun="unit", owner="you"), amount=0, amount_of=that_much),
            m.DealDamage(target=blocking, amount=0, amount_of=that_much),
        ]
    )


@pytest.mark.parametrize(
    "text",
    [
        SCRAPPED_FOR_MORE,
        "Each of your Units gets +1 attack for each card you scrap from your hand.",
        "Roll two dice. Your 'Mech and that 'Mech each receive that much damage.",
    ],
)
def test_cards_scrapped_and_shared_amounts_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text)


# --- outnumbering -------------------------------------------------------------------------------------------------

COUNTED = (
    "{R}: Count the number of your 'Mechs and the number of opposing 'Mechs. If there are fewer opposing 'Mechs, "
    "each of your 'Mechs gets +X armor, where X is the difference."
)
OUTNUMBERED = (
    "{T}: For each engaged Unit that opponent controls that is fewer than the number of your engaged Units, you "
    "gain +1 attack. Use this ability only during battle."
)


def test_a_bonus_for_each_card_by_which_yours_outnumber_theirs() -> None:
    (ability,) = only(COUNTED, "Command")
    armor = m.ModifyStat(target=m.Selector(quantifier="each", noun="mech", owner="you"), stat="armor", amount=1)
    counted = m.CountCards(
        targets=[
            m.Selector(quantifier="all", noun="mech", owner="you"),
            m.Selector(quantifier="all", noun="mech", owner="opponent"),
        ]
    )
    assert ability == m.Activated(
        cost=[m.ResourceCost()], effects=[counted, m.PerOutnumbering(noun="mech", effects=[armor])]
    )
    (ability,) = only(OUTNUMBERED, "Command")
    assert isinstance(ability, m.Activated)
    attack = m.ModifyStat(target=m.Selector(quantifier="a", noun="unit", owner="you"), stat="attack", amount=1)
    assert ability.effects == [m.PerOutnumbering(noun="unit", engaged=True, effects=[attack])]


@pytest.mark.parametrize("text", [COUNTED, OUTNUMBERED])
def test_outnumbering_renders_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command")


# --- keywords with a computed number, speeds ignored or compared --------------------------------------------------

LONG_RANGE_X = (
    "That 'Mech gains Long-Range X, where X is its base armor. (If that 'Mech is blocked, it may deal up to X of its "
    "damage to the target.)"
)
ANY_SPEED = (
    "+2 attack A 'Mech piloted by ~ may attack each tapped Unit controlled by your opponent regardless of that "
    "Unit's speed."
)
FASTER = (
    "+1 armor If 'Mech piloted by ~ is faster than any blocking 'Mech, you may roll two dice: 2-12, deal +(2-12) "
    "damage to that 'Mech. Use this ability only during battle."
)


def test_a_keyword_whose_number_is_computed() -> None:
    (ability,) = only(LONG_RANGE_X, "Command")
    reminded = m.Keyword(name="Long-Range", reminder=True)
    armor = m.Quantity(of="base_armor")
    assert ability == m.Static(effects=[m.GainAbility(target=THAT_MECH, ability=reminded, value_of=armor)])


def test_a_piloted_mech_may_attack_opposing_units_whatever_their_speed() -> None:
    (_bonus, ability) = only(ANY_SPEED, "Command")
    against = m.Selector(quantifier="each", noun="unit", owner="opponent", states=["tapped"])
    assert ability == m.Static(effects=[m.IgnoreSpeed(target=m.PilotedUnit(), action="attack", against=against)])


def test_the_total_of_two_dice_as_damage_if_faster() -> None:
    (_bonus, ability) = only(FASTER, "Command")
    hit = m.DealDamage(target=THAT_MECH, amount=0, amount_of=m.Quantity(of="die_roll"))
    roll = m.RollDie(count=2, branches=[m.DieBranch(low=2, high=12, effects=[hit])])
    blocking = m.Selector(quantifier="any", noun="mech", states=["blocking"])
    # the speed comparison is a condition of the static ability (SpeedCompared, as in "If 'Mech piloted by ~ is
    # faster than ..., it may block while tapped")
    faster = m.SpeedCompared(than=blocking)
    during = m.During(whose="any", battle=True)  # "Use this ability only during battle.": an ability used
    assert ability == m.Static(effects=[m.May(effects=[roll])], conditions=[faster, during], used=True)


def test_a_total_one_die_cannot_roll_is_refused() -> None:
    assert not parse_card_text("Roll a die: 2-12, draw a card.", None, "Mission").ok


@pytest.mark.parametrize(
    "text",
    [
        LONG_RANGE_X,
        "Each attacking Unit gains Hand-to-Hand X, where X is equal to half its attack, rounded down.",
        ANY_SPEED,
        FASTER,
    ],
)
def test_computed_keywords_and_speeds_render_back_to_the_same_dsl(text: str) -> None:
    round_trip(text, "Command")


def test_a_long_range_reminder_after_another_keyword_is_refused() -> None:
    result = parse_card_text(
        "That Unit gains Hand-to-Hand X, where X is its base attack. (If that Unit is blocked, it may deal X of its "
        "damage to the target.)",
        None,
        "Command",
    )
    assert [e.message for e in result.errors] == ["not parsed: restricts no ability before it"]
