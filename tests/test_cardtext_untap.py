"""Card text about tapping and untapping: cards that stay tapped, untaps replaced by other effects, depleting and
reloading. Every sentence here is invented; each is also read back from its English rendering."""

from __future__ import annotations

from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def only(text: str, name: str | None = "Zorblax", card_type: str | None = None) -> list[m.Ability]:
    return parsed(text, name, card_type)


def effects(text: str, card_type: str | None = None) -> list[m.Effect]:
    (ability,) = only(text, card_type=card_type)
    assert isinstance(ability, m.Static | m.Resolve)
    return ability.effects


# --- cards that do not untap ------------------------------------------------------------------------------------------


def test_cards_that_do_not_untap_as_normal() -> None:
    attackers = m.Selector(quantifier="all", noun="unit", states=["attacking"])
    assert effects("Attacking Units do not untap as normal during their controllers' Untap phase.") == [
        m.DoesNotUntap(target=attackers, during="untap_phase")
    ]
    assert effects("That 'Mech will not untap.") == [m.DoesNotUntap(target=m.ThatOne(noun="mech"))]


def test_cards_with_counters_do_not_untap() -> None:
    held = m.Selector(quantifier="all", noun="unit", owner="opponent", with_counters="static")
    assert effects(
        "Opposing Units with any static counters on them will not untap during their controllers' Untap phase."
    ) == [m.DoesNotUntap(target=held, during="untap_phase")]
    one = m.Selector(quantifier="a", noun="unit", with_counters="diversion")
    assert effects(
        "A Unit with one of these diversion counters cannot untap during its controller's next Untap phase."
    ) == [m.DoesNotUntap(target=one, during="next_untap_phase")]


def test_controller_may_choose_not_to_untap() -> None:
    depleted = m.Selector(quantifier="each", noun="mech", owner="you", states=["depleted"])
    assert effects("You may choose to not untap each of your depleted 'Mechs.") == [
        m.DoesNotUntap(target=depleted, optional=True)
    ]
    assert effects("You may choose not to untap Zorblax during your Untap phase.") == [
        m.DoesNotUntap(target=m.This(), during="untap_phase", optional=True)
    ]


def test_an_opponents_cards_stay_tapped() -> None:
    theirs = m.Selector(quantifier="each", count=2, noun="card", owner="opponent", provides="L")
    assert effects("Scrap two of his or her cards that provide {L}.", card_type="Mission") == [m.Scrap(target=theirs)]
    assert effects("Those Units do not untap during his or her next Untap phase.") == [
        m.DoesNotUntap(target=m.ThatOne(noun="unit"), during="next_untap_phase")
    ]
    assert effects("During his or her next turn, the chosen 'Mech cannot untap.") == [
        m.Lasting(until="their_next_turn", effects=[m.DoesNotUntap(target=m.ThatOne(noun="mech"))])
    ]


def test_units_do_not_untap_as_long_as_the_pilot_stays() -> None:
    opposing = m.Selector(quantifier="each", noun="mech", owner="opponent")
    assert effects(
        "Each opposing 'Mech does not untap as long as Zorblax pilots that 'Mech and that 'Mech remains untapped."
    ) == [
        m.DoesNotUntap(
            target=opposing,
            as_long_as=[
                m.CardState(target=m.ThatOne(noun="mech"), state="piloted_by_this"),
                m.CardState(target=m.ThatOne(noun="mech"), state="untapped"),
            ],
        )
    ]


def test_units_hit_by_missiles_of_the_enhanced_mech() -> None:
    hit = m.Selector(quantifier="each", noun="unit", missile_damage_from="enhanced")
    assert effects(
        "Deal 1 damage to each Unit that received damage from missiles fired by 'Mech enhanced by Zorblax."
    ) == [m.DealDamage(target=hit, amount=1)]


# --- depleting and reloading ------------------------------------------------------------------------------------------


def test_reload_a_depleted_unit() -> None:
    (ability,) = only("{T}: Reload one of your depleted Units.")
    assert isinstance(ability, m.Activated)
    depleted = m.Selector(quantifier="one", noun="unit", owner="you", states=["depleted"])
    assert ability.effects == [m.Deplete(target=depleted, reload=True)]


def test_alpha_strikes_do_not_deplete_while_this_card_is_tapped() -> None:
    (ability,) = only("If Zorblax is tapped, Alpha Strikes do not deplete any of your Units.")
    yours = m.Selector(quantifier="any", noun="unit", owner="you")
    assert ability == m.Static(
        effects=[m.NoOptionDrawback(target=yours, option="Alpha Strike")],
        conditions=[m.CardState(state="tapped")],
    )


def test_blockers_are_depleted_after_the_mission() -> None:
    guards = m.Selector(quantifier="each", noun="unit", states=["guarding", "blocking"])
    assert effects("Each guarding Unit that blocks is depleted at the end of the mission.") == [
        m.Deplete(target=guards, delayed="mission")
    ]


def test_deplete_after_the_mission_stays_a_delayed_deplete() -> None:
    blockers = m.Selector(quantifier="each", noun="unit", states=["blocking"])
    assert effects("After this mission, deplete each blocking Unit.") == [m.Deplete(target=blockers, delayed="mission")]


# --- alignments -------------------------------------------------------------------------------------------------------


def test_clan_and_inner_sphere_units() -> None:
    assert effects("Deplete each Clan 'Mech and reload one Inner Sphere Unit.", card_type="Mission") == [
        m.Deplete(target=m.Selector(quantifier="each", noun="mech", alignment="Clan")),
        m.Deplete(target=m.Selector(quantifier="one", noun="unit", alignment="Inner Sphere"), reload=True),
    ]


# --- untaps replaced --------------------------------------------------------------------------------------------------


def test_a_die_roll_whenever_a_card_with_counters_would_untap() -> None:
    (ability,) = only(
        "Whenever any Unit with a support counter would untap, roll a die: 1-4: Remove all support counters from it. "
        "5-6: That Unit remains tapped.",
        card_type="Mission",
    )
    assert ability == m.Resolve(
        effects=[
            m.WhenWouldUntap(
                target=m.Selector(quantifier="any", noun="unit", with_counters="support"),
                effects=[
                    m.RollDie(
                        branches=[
                            m.DieBranch(
                                low=1,
                                high=4,
                                effects=[
                                    m.RemoveCounters(counter="support", count=0, target=m.ThatOne(), all_counters=True)
                                ],
                            ),
                            m.DieBranch(low=5, high=6, effects=[m.RemainsTapped(target=m.ThatOne(noun="unit"))]),
                        ]
                    )
                ],
            )
        ]
    )


def test_whenever_a_mech_with_a_counter_would_untap() -> None:
    timed = m.Selector(quantifier="a", noun="mech", with_counters="time")
    assert effects("Whenever a 'Mech with a time counter would normally untap, draw a card.") == [
        m.WhenWouldUntap(target=timed, effects=[m.Draw()])
    ]


def test_effects_instead_of_an_untap() -> None:
    that = m.ThatOne(noun="mech")
    assert effects(
        "As long as there are any support counters on that 'Mech, whenever that 'Mech would untap, deal 1 damage to it "
        "instead."
    ) == [
        m.IfCounters(
            counter="support",
            watched=that,
            effects=[m.WhenWouldUntap(target=that, effects=[m.DealDamage(target=m.ThatOne(), amount=1)], instead=True)],
        )
    ]
    assert effects("If there are any support counters on that Unit, it gets -1 attack.") == [
        m.IfCounters(
            counter="support",
            watched=m.ThatOne(noun="unit"),
            effects=[m.ModifyStat(target=m.ThatOne(), stat="attack", amount=-1)],
        )
    ]
    assert effects("Instead, draw a card any time Zorblax would untap.") == [
        m.WhenWouldUntap(target=m.This(), effects=[m.Draw()], instead=True)
    ]


def test_counters_removed_instead_of_an_untap() -> None:
    yours = m.Selector(quantifier="one", noun="unit", owner="you")
    assert effects("Instead, remove two support counters any time one of your Units would normally untap.") == [
        m.WhenWouldUntap(
            target=yours, effects=[m.RemoveCounters(counter="support", count=2, target=yours)], instead=True
        )
    ]
    attackers = m.Selector(quantifier="each", noun="unit", states=["attacking"])
    assert effects(
        "Draw a card and remove one of these support counters from each attacking Unit.", card_type="Mission"
    ) == [m.Draw(), m.RemoveCounters(counter="support", target=attackers)]


# --- counters that hinder, structure damage ---------------------------------------------------------------------------


def test_a_rider_on_structure_damage() -> None:
    (ability,) = only(
        "Choose one of your Units. If that Unit receives structure damage, draw a card.", card_type="Mission"
    )
    assert ability == m.Resolve(
        effects=[
            m.Choose(target=m.Selector(quantifier="one", noun="unit", owner="you")),
            m.IfStructureDamage(watched=m.ThatOne(noun="unit"), effects=[m.Draw()]),
        ]
    )


def test_units_with_a_counter_cannot_block_and_change_speed() -> None:
    hidden = m.Selector(quantifier="each", noun="unit", owner="opponent", with_counters="camouflage")
    assert effects("Each opposing Unit with a camouflage counter cannot block, and its speed is moderate.") == [
        m.CannotBlock(target=hidden),
        m.SetSpeed(target=hidden, speed="moderate"),
    ]


# --- after the mission or the battle ----------------------------------------------------------------------------------


def test_for_each_unit_that_took_structure_damage() -> None:
    hurt = m.Selector(quantifier="each", noun="unit", states=["attacking"], took_structure_damage=True)
    assert effects(
        "After this mission, for each attacking Unit that took structure damage, draw a card.", card_type="Mission"
    ) == [m.AtTheEnd(of="mission", effects=[m.ForEach(each=hurt, effects=[m.Draw()])])]
    opposing = m.Selector(quantifier="each", noun="unit", owner="opponent", took_structure_damage=True)
    assert effects(
        "For each opposing Unit that takes structure damage during the battle, repair 1 damage to Zorblax."
    ) == [m.ForEach(each=opposing, effects=[m.Repair(target=m.This(), amount=1)])]


def test_untap_at_the_end_of_the_battle() -> None:
    assert effects("Untap Zorblax at the end of this battle.") == [m.Tap(target=m.This(), untap=True, delayed="battle")]


def test_effects_if_every_card_of_a_group_was_scrapped() -> None:
    attackers = m.Selector(quantifier="all", noun="mech", states=["attacking"])
    assert effects(
        "After the mission, if all attacking 'Mechs were scrapped when damage was resolved, draw two cards.",
        card_type="Mission",
    ) == [
        m.AtTheEnd(
            of="mission", effects=[m.IfScrapped(watched=attackers, during_battle=True, effects=[m.Draw(count=2)])]
        )
    ]
    opposing = m.Selector(quantifier="all", noun="unit", owner="opponent")
    assert effects(
        "If all opposing Units are scrapped during this battle, you win initiative.", card_type="Mission"
    ) == [m.IfScrapped(watched=opposing, during_battle=True, effects=[m.WinInitiative()])]


# --- a player taps cards to get an effect -----------------------------------------------------------------------------


def test_a_player_may_tap_cards_for_an_effect() -> None:
    during = m.During(phase="deploy", not_during_mission=True)
    three = m.Selector(quantifier="each", count=3, noun="mech")
    assert effects(
        "During the controller's Deploy phase, but not during a mission, that player may tap three 'Mechs to draw a "
        "card.",
        card_type="Mission",
    ) == [m.PlayerMayTap(player="controller", during=during, tap=three, effects=[m.Draw()])]
    removed = m.RemoveCounters(counter="static", target=m.ThatOne())
    assert effects(
        "During any player's Deploy phase but not during a mission, that player may tap three 'Mechs to remove this "
        "static counter.",
        card_type="Mission",
    ) == [m.PlayerMayTap(player="any", during=during, tap=three, effects=[removed])]


def test_a_player_may_tap_cards_he_or_she_controls_is_that_players() -> None:
    """ "that player may tap two Units he or she controls": the pronoun names that player, the one who taps (read as
    the wording without it, "that player may tap two 'Mechs"); "Units an opponent controls" stays the opponent's, and
    "one Unit he or she controls" after "Choose an opponent" stays that opponent's."""
    during = m.During(phase="deploy", not_during_mission=True)
    drawn = [m.Draw()]
    assert effects(
        "During any player's Deploy phase, but not during a mission, that player may tap three untapped Units he or "
        "she controls to draw a card.",
        card_type="Mission",
    ) == [
        m.PlayerMayTap(
            player="any",
            during=during,
            tap=m.Selector(quantifier="each", count=3, noun="unit", states=["untapped"]),
            effects=drawn,
        )
    ]
    assert effects(
        "During the controller's Deploy phase, but not during a mission, that player may tap two 'Mechs an opponent "
        "controls to draw a card.",
        card_type="Mission",
    ) == [
        m.PlayerMayTap(
            player="controller",
            during=during,
            tap=m.Selector(quantifier="each", count=2, noun="mech", owner="opponent"),
            effects=drawn,
        )
    ]
    (choose,) = effects("Choose an opponent and one Unit he or she controls.", card_type="Mission")
    assert isinstance(choose, m.Choose) and choose.more[0] == m.Selector(
        quantifier="one", noun="unit", owner="opponent"
    )


# --- blocking whatever the speed, choosing the card scrapped ----------------------------------------------------------


def test_block_the_current_attack_with_any_units() -> None:
    guards = m.Selector(quantifier="one", noun="mech", owner="you", states=["guarding"])
    assert effects("You may block the current attack with one of your guarding 'Mechs, regardless of their speed.") == [
        m.IgnoreSpeed(target=guards, action="block")
    ]


def test_choose_and_scrap_a_card_to_pay() -> None:
    (ability,) = only("Choose and scrap a Command card from your hand to give Zorblax +2 armor.")
    assert ability == m.Activated(
        cost=[m.ScrapCost(source="hand", card_type="Command")],
        effects=[m.ModifyStat(target=m.This(), stat="armor", amount=2)],
    )


# --- moving a Pilot ---------------------------------------------------------------------------------------------------


def test_reassign_a_pilot() -> None:
    source = m.Selector(quantifier="one", noun="mech", owner="you", states=["depleted"])
    other = m.Selector(quantifier="a", noun="unit", owner="you", other=True)
    assert effects(
        "Reassign a pilot from one of your depleted 'Mechs to another one of your Units.", card_type="Mission"
    ) == [m.ReassignPilot(source=source, to=other)]


# --- the cards chosen before ------------------------------------------------------------------------------------------


def test_units_whose_damage_is_not_assigned_or_not_in_the_battle() -> None:
    assert effects("Choose any attacking 'Mech whose damage has not been assigned yet.", card_type="Mission") == [
        m.Choose(target=m.Selector(quantifier="any", noun="mech", states=["attacking"], excluding=["dealt_damage"]))
    ]
    assert effects("Untap one of your Units not involved in the battle.", card_type="Mission") == [
        m.Tap(target=m.Selector(quantifier="one", noun="unit", owner="you", excluding=["in_battle"]), untap=True)
    ]


def test_choose_two_units_of_different_players_then_tap_one_and_untap_the_other() -> None:
    (ability,) = only("{T}: Choose a Clan 'Mech and an Inner Sphere Unit controlled by different players.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Choose(
            target=m.Selector(quantifier="a", noun="mech", alignment="Clan"),
            more=[m.Selector(quantifier="a", noun="unit", alignment="Inner Sphere", other_controller=True)],
        )
    ]
    first, second = m.ThatOne(index=1), m.ThatOne(index=2)
    assert effects("Untap one and tap the other.") == [
        m.OneOf(
            options=[
                [m.Tap(target=first), m.Tap(target=second, untap=True)],
                [m.Tap(target=second), m.Tap(target=first, untap=True)],
            ]
        )
    ]


# --- a battle outside a mission ---------------------------------------------------------------------------------------


def test_engage_the_chosen_units_and_let_the_opponent_avoid_the_battle() -> None:
    assert effects("Engage those Units in battle.") == [m.EngageInBattle(target=m.ThatOne(noun="unit"))]
    assert effects("Tap these 'Mechs.") == [m.Tap(target=m.ThatOne(noun="mech"))]
    inner = m.Selector(quantifier="any", noun="card", owner="opponent", alignment="Inner Sphere")
    assert effects("If that opponent controls no Inner Sphere cards, draw a card.") == [
        m.IfNoneControlled(cards=[inner], effects=[m.Draw()])
    ]
    yours = m.Selector(quantifier="that", noun="unit", owner="you")
    assert effects("He or she may avoid this battle by untapping your Unit.") == [
        m.AvoidBattle(effects=[m.Tap(target=yours, untap=True)])
    ]
