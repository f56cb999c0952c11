"""Card text about players and damage in battle: choosing a player, damage that cannot be prevented or is dealt by a
card's own attack, Overheat damage, redirected and shared damage, and the rarer wordings around them (invented
sentences)."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def only(text: str, name: str | None = None, card_type: str | None = None) -> list[m.Ability]:
    return parsed(text, name, card_type, round_trip=False)


AN_OPPONENT = m.Selector(quantifier="a", noun="player", owner="opponent")
THAT_MECH = m.ThatOne(noun="mech")
THAT_UNIT = m.ThatOne(noun="unit")
THE_TARGET = m.Selector(quantifier="a", noun="target")
ATTACKING_MECHS = m.Selector(quantifier="each", noun="mech", states=["attacking"])
BLOCKING_MECHS = m.Selector(quantifier="each", noun="mech", states=["blocking"])


# --- players ----------------------------------------------------------------------------------------------------


def test_choosing_an_opponent_or_a_player() -> None:
    (ability,) = only("{R}, {T}: Choose an opponent.")
    assert ability == m.Activated(cost=[m.ResourceCost(), m.TapCost()], effects=[m.Choose(target=AN_OPPONENT)])
    (ability,) = only("Choose any player.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.Choose(target=m.Selector(quantifier="any", noun="player"))])


def test_that_player_after_a_player_chosen_when_revealed() -> None:
    trigger, bonus = only(
        "When you reveal Quill Harbor, choose a player. That opponent gets +2 initiative.", "Quill Harbor"
    )
    assert trigger == m.Triggered(
        trigger="revealed", effects=[m.Choose(target=m.Selector(quantifier="a", noun="player"))]
    )
    assert bonus == m.Static(effects=[m.ModifyStat(target=m.ThatOne(noun="player"), stat="initiative", amount=2)])


def test_an_opponent_and_a_card_he_or_she_controls() -> None:
    (ability,) = only("Choose an opponent and one tapped Unit he or she controls.", card_type="Mission")
    tapped = m.Selector(quantifier="one", noun="unit", owner="opponent", states=["tapped"])
    assert ability == m.Resolve(effects=[m.Choose(target=AN_OPPONENT, more=[tapped])])


def test_activation_when_an_opponent_attacks_some_of_your_cards() -> None:
    (ability,) = only("You may activate Glass Bastion when your opponent attacks a site you control.", "Glass Bastion")
    target = m.Selector(quantifier="a", noun="site", owner="you")
    assert ability == m.PlayRestriction(conditions=[m.OpponentAttacks(target=target)], activate=True)


# --- damage of the effect before, and a card's own damage -------------------------------------------------------


def test_damage_that_cannot_be_prevented_and_a_card_that_still_deals_damage() -> None:
    first, second = only("Deal 4 damage to that Unit. This damage cannot be prevented.", card_type="Mission")
    assert first == m.Resolve(effects=[m.DealDamage(target=THAT_UNIT, amount=4)])
    assert second == m.Resolve(effects=[m.UnpreventableDamage()])
    (ability,) = only("Each blocking 'Mech may still deal damage.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.StillDealsDamage(target=BLOCKING_MECHS)])


def test_a_card_dealing_its_own_damage() -> None:
    (ability,) = only("Deal that 'Mech's damage to each blocking Unit.", card_type="Mission")
    blocking = m.Selector(quantifier="each", noun="unit", states=["blocking"])
    assert ability == m.Resolve(effects=[m.DealsItsDamage(source=THAT_MECH, to=blocking)])
    (ability,) = only("Each guarding Unit may deal damage to that 'Mech.", card_type="Mission")
    guarding = m.Selector(quantifier="each", noun="unit", states=["guarding"])
    assert ability == m.Resolve(effects=[m.DealsItsDamage(source=guarding, to=THAT_MECH, optional=True)])
    (ability,) = only("Each attacking 'Mech may deal damage to one opposing Unit as if unblocked.", card_type="Mission")
    opposing = m.Selector(quantifier="one", noun="unit", owner="opponent")
    assert ability == m.Resolve(
        effects=[m.DealsItsDamage(source=ATTACKING_MECHS, to=opposing, optional=True, as_if_unblocked=True)]
    )


def test_all_of_its_damage_but_a_drawback() -> None:
    (ability,) = only(
        "Each attacking 'Mech deals all of its damage to the target, but triple all damage received by that 'Mech.",
        card_type="Mission",
    )
    assert ability == m.Resolve(
        effects=[m.DealsItsDamage(source=ATTACKING_MECHS, to=THE_TARGET), m.MultiplyDamage(target=THAT_MECH, factor=3)]
    )


def test_each_player_chooses_whether_his_or_her_cards_deal_damage() -> None:
    (ability,) = only("Each player may choose whether each of his or her Units deals damage.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.ChooseWhetherDealsDamage(target=m.Selector(quantifier="each", noun="unit"))])


def test_cards_that_deal_or_have_dealt_damage() -> None:
    (ability,) = only(
        "Each Unit that has already dealt damage receives 3 damage; each attacking Unit that deals damage receives "
        "1 damage.",
        card_type="Mission",
    )
    dealt = m.Selector(quantifier="each", noun="unit", deals_damage="already_dealt")
    deals = m.Selector(quantifier="each", noun="unit", states=["attacking"], deals_damage="deals")
    assert ability == m.Resolve(effects=[m.DealDamage(target=dealt, amount=3), m.DealDamage(target=deals, amount=1)])


def test_cards_that_received_enough_damage() -> None:
    (ability,) = only(
        "At the end of the battle, return each Unit that received 4 or more damage to your hand.", card_type="Mission"
    )
    hurt = m.Selector(quantifier="each", noun="unit", min_damage_received=4)
    assert ability == m.Resolve(effects=[m.AtTheEnd(of="battle", effects=[m.ReturnToHand(target=hurt)])])


def test_the_card_receiving_the_damage() -> None:
    (ability,) = only("Return the 'Mech receiving that damage to your hand.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.ReturnToHand(target=m.Receiving(noun="mech"))])


# --- Overheat damage --------------------------------------------------------------------------------------------


def test_overheat_damage_prevented_or_not_received() -> None:
    (ability,) = only("Prevent all Overheat damage to each blocking 'Mech.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.NoOptionDrawback(target=BLOCKING_MECHS, option="Overheat")])
    (ability,) = only("Roll a die: 1-4: no effect; 5-6: 'Mechs do not receive Overheat damage.", card_type="Mission")
    no_heat = m.NoOptionDrawback(target=m.Selector(quantifier="all", noun="mech"), option="Overheat")
    assert ability == m.Resolve(
        effects=[
            m.RollDie(
                branches=[
                    m.DieBranch(low=1, high=4, effects=[m.NoEffect()]),
                    m.DieBranch(low=5, high=6, effects=[no_heat]),
                ]
            )
        ]
    )


def test_effects_only_during_a_mission() -> None:
    (ability,) = only("Each attacking Unit receives no Overheat damage during a mission.", card_type="Command")
    attacking = m.Selector(quantifier="each", noun="unit", states=["attacking"])
    assert ability == m.Static(
        effects=[m.NoOptionDrawback(target=attacking, option="Overheat")],
        conditions=[m.During(whose="any", mission=True)],
    )


def test_multiplied_overheat_damage() -> None:
    (ability,) = only("Deal double Overheat damage to each attacking 'Mech.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.MultiplyDamage(target=ATTACKING_MECHS, factor=2, damage="overheat")])


def test_whenever_that_card_uses_an_option() -> None:
    (ability,) = only("Whenever that Unit uses Overheat, each of your 'Mechs gets +1 armor.", card_type="Command")
    yours = m.Selector(quantifier="each", noun="mech", owner="you")
    assert ability == m.Triggered(
        trigger="uses_option",
        option="Overheat",
        watched=THAT_UNIT,
        effects=[m.ModifyStat(target=yours, stat="armor", amount=1)],
    )


# --- who prevents, where damage goes, shared damage -------------------------------------------------------------


def test_the_attacking_player_prevents_damage() -> None:
    (ability,) = only("The attacking player prevents 3 damage to each blocking 'Mech.", card_type="Mission")
    assert ability == m.Resolve(
        effects=[m.PreventDamage(target=BLOCKING_MECHS, amount=3, up_to=False, chooser="attacker")]
    )


def test_redirect_from_one_chosen_card_to_the_other() -> None:
    (ability,) = only("Redirect all damage from the second 'Mech to the first.", card_type="Mission")
    second, first = m.ThatOne(noun="mech", index=2), m.ThatOne(noun="mech", index=1)
    assert ability == m.Resolve(effects=[m.RedirectAllDamage(source=second, to=first)])


def test_assigning_their_damage_only_to_one_card() -> None:
    (ability,) = only("You may assign their damage only to the target.", card_type="Mission")
    yours = m.Selector(quantifier="all", noun="unit", owner="you")
    assert ability == m.Resolve(effects=[m.DamageOnlyTo(source=yours, to=THE_TARGET)])
    (ability,) = only("Each of your Units deals damage only to that opposing 'Mech.", card_type="Mission")
    assert isinstance(ability, m.Resolve)
    assert ability.effects == [
        m.DamageOnlyTo(source=m.Selector(quantifier="each", noun="unit", owner="you"), to=THAT_MECH)
    ]


def test_two_cards_each_receive_damage() -> None:
    (ability,) = only("That 'Mech and each blocking Unit each receive that much damage.", card_type="Mission")
    that_much = m.Quantity(of="that_much")
    blocking = m.Selector(quantifier="each", noun="unit", states=["blocking"])
    assert ability == m.Resolve(
        effects=[
            m.DealDamage(target=THAT_MECH, amount=0, amount_of=that_much),
            m.DealDamage(target=blocking, amount=0, amount_of=that_much),
        ]
    )
    (ability,) = only("Your Unit and that 'Mech each receive 2 structure damage.", card_type="Mission")
    assert ability == m.Resolve(
        effects=[
            m.DealDamage(target=m.Selector(quantifier="that", noun="unit", owner="you"), amount=2, structure=True),
            m.DealDamage(target=THAT_MECH, amount=2, structure=True),
        ]
    )


def test_scrap_this_card_and_the_damaged_card() -> None:
    (ability,) = only(
        "{T}: Choose one of your Units. If that Unit receives 4 or more damage, scrap Ironbark and that Unit.",
        "Ironbark",
    )
    assert isinstance(ability, m.Activated)
    scrap_both = [m.Scrap(target=m.This()), m.Scrap(target=THAT_UNIT)]
    assert ability.effects[-1] == m.IfReceivesDamage(watched=THAT_UNIT, threshold=4, effects=scrap_both)


def test_a_stat_added_to_a_possessive() -> None:
    (ability,) = only("Add +2 to that Unit's Attack.", card_type="Command")
    assert ability == m.Static(effects=[m.ModifyStat(target=THAT_UNIT, stat="attack", amount=2)])


def test_a_unit_or_a_kind_of_card() -> None:
    (ability,) = only("{T}: Deal 2 damage to a Unit or Enhancement card.")
    assert isinstance(ability, m.Activated)
    either = m.Either(
        options=[
            m.Selector(quantifier="a", noun="unit"),
            m.Selector(quantifier="a", noun="card", card_type="Enhancement"),
        ]
    )
    assert ability.effects == [m.DealDamage(target=either, amount=2)]


# --- the card itself --------------------------------------------------------------------------------------------


def test_static_effects_once_activated() -> None:
    (ability,) = only("Once Mirrorfield has been activated, each site you control cannot be scrapped.", "Mirrorfield")
    sites = m.Selector(quantifier="each", noun="site", owner="you")
    assert ability == m.Static(effects=[m.CannotBeScrapped(target=sites)])
    (ability,) = only("Once Mirrorfield has been activated it is not a site.", "Mirrorfield")
    assert ability == m.Static(effects=[m.NotASite(target=m.This())])
    (ability,) = only("That card is not a site and cannot be scrapped.", card_type="Command")
    that_card = m.ThatOne(noun="card")
    assert ability == m.Static(effects=[m.NotASite(target=that_card), m.CannotBeScrapped(target=that_card)])


def test_scrap_the_other_copies() -> None:
    (ability,) = only(
        "When you reveal Mirrorfield, scrap all other copies of Mirrorfield that you control.", "Mirrorfield"
    )
    assert ability == m.Triggered(trigger="revealed", effects=[m.ScrapCopies()])


# --- older and rarer wordings ------------------------------------------------------------------------------------


def test_if_no_cards_remain_and_attackers_deal_damage_as_if_unblocked() -> None:
    (ability,) = only(
        "If no guarding Units remain, deal damage to each blocking 'Mech as if unblocked.", card_type="Mission"
    )
    attacking = m.Selector(quantifier="each", noun="unit", states=["attacking"])
    assert ability == m.Resolve(
        effects=[
            m.IfNoneRemain(
                watched=m.Selector(quantifier="all", noun="unit", states=["guarding"]),
                effects=[m.DealsItsDamage(source=attacking, to=BLOCKING_MECHS, as_if_unblocked=True)],
            )
        ]
    )


def test_choosing_not_to_deal_damage_and_instead_something_else() -> None:
    (ability,) = only(
        "You may choose to not deal damage with that Unit and instead draw a card and prevent 2 points of damage "
        "to it.",
        card_type="Mission",
    )
    assert ability == m.Resolve(
        effects=[
            m.May(
                effects=[
                    m.PreventAllDamage(target=THAT_UNIT, dealt=True),
                    m.Draw(count=1),
                    m.PreventDamage(target=m.ThatOne(), amount=2, up_to=False),
                ]
            )
        ]
    )


def test_missiles_turned_on_another_card() -> None:
    text = "Those missiles deal triple damage to that Unit instead of dealing damage to their targets."
    (ability,) = only(text, card_type="Command")
    assert ability == m.Static(effects=[m.RedirectMissiles(to=THAT_UNIT, factor=3)])


def test_a_bare_noun_or_the_target() -> None:
    (ability,) = only("{T}: Deal 2 damage to Unit or target.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.DealDamage(target=m.Either(options=[m.Selector(quantifier="a", noun="unit"), THE_TARGET]), amount=2)
    ]


def test_effects_for_each_card_after_them() -> None:
    (ability,) = only("That 'Mech gets +2 armor for each blocking Unit with ECM.", card_type="Command")
    each = m.Selector(quantifier="each", noun="unit", states=["blocking"], with_option="ECM")
    assert ability == m.Static(
        effects=[m.ForEach(each=each, effects=[m.ModifyStat(target=THAT_MECH, stat="armor", amount=2)])]
    )


def test_if_a_card_receives_any_damage_from_the_enhanced_mech() -> None:
    (ability,) = only(
        "If that Unit receives any damage from 'Mech enhanced by Cinderhook, draw a card.", "Cinderhook", "Command"
    )
    assert ability == m.Static(
        effects=[m.IfReceivesDamage(watched=THAT_UNIT, source=m.Enhanced(), effects=[m.Draw(count=1)])]
    )


def test_an_amount_from_the_overheat_option() -> None:
    (ability,) = only(
        "Deal damage to each attacking 'Mech equal to triple the damage of its Overheat option.", card_type="Mission"
    )
    amount = m.Quantity(of="overheat_damage", times=3)
    assert ability == m.Resolve(effects=[m.DealDamage(target=ATTACKING_MECHS, amount=0, amount_of=amount)])


def test_a_limit_on_the_cards_scrapped() -> None:
    (ability,) = only(
        "Draw a card for each card you scrap from your hand. You cannot scrap more than five cards in this way.",
        card_type="Mission",
    )
    assert ability == m.Resolve(effects=[m.PerCardScrapped(max=5, effects=[m.Draw()])])
    assert not parse_card_text("You cannot scrap more than five cards in this way.", None, "Mission").ok


def test_cards_in_the_enhanced_region_and_a_limit_on_attacking_groups() -> None:
    (ability,) = only(
        "Each site in the region enhanced by Dunmoor cannot be the target of a mission in which more than three "
        "Units attack.",
        "Dunmoor",
        "Command",
    )
    sites = m.Selector(quantifier="each", noun="site", in_enhanced_region=True)
    assert ability == m.Static(effects=[m.GroupLimit(action="attack", most=3, noun="unit", against=sites)])


def test_plural_mechs_by_the_damage_they_deal() -> None:
    (ability,) = only("'Mechs that do not deal damage for this reason get +1 armor.", card_type="Mission")
    spared = m.Selector(quantifier="all", noun="mech", deals_damage="none")
    assert ability == m.Resolve(effects=[m.ModifyStat(target=spared, stat="armor", amount=1)])
    (ability,) = only("Each guarding Unit does not receive damage.", card_type="Mission")
    guarding = m.Selector(quantifier="each", noun="unit", states=["guarding"])
    assert ability == m.Resolve(effects=[m.PreventAllDamage(target=guarding, received=True)])
    (ability,) = only(
        "Each attacking Unit that has already dealt damage assign this extra damage after Longreach is played.",
        "Longreach",
        "Mission",
    )
    dealt = m.Selector(quantifier="each", noun="unit", states=["attacking"], deals_damage="already_dealt")
    assert ability == m.Resolve(effects=[m.AssignExtraDamage(target=dealt)])


def test_a_subject_without_article_dealt_damage_and_stat_counters() -> None:
    (ability,) = only(
        "If attacking Unit opponent controls is dealt structure damage, put two +1 armor clubbing limb counters on "
        "that 'Mech.",
        card_type="Mission",
    )
    watched = m.Selector(quantifier="a", noun="unit", owner="opponent", states=["attacking"])
    counters = m.AddCounters(counter="clubbing limb", count=2, target=THAT_MECH, stat="armor", stat_amount=1)
    assert ability == m.Resolve(effects=[m.IfReceivesDamage(watched=watched, structure=True, effects=[counters])])


def test_counting_cards_and_transferring_counters() -> None:
    (ability,) = only("{R}: Count the number of attacking 'Mechs and the number of your Units.")
    assert ability == m.Activated(
        cost=[m.ResourceCost()],
        effects=[
            m.CountCards(
                targets=[
                    m.Selector(quantifier="all", noun="mech", states=["attacking"]),
                    m.Selector(quantifier="all", noun="unit", owner="you"),
                ]
            )
        ],
    )
    (ability,) = only("You may transfer two booty counters from that card to another site in that region.")
    other_site = m.Selector(quantifier="a", noun="site", other=True, in_that_region=True)
    transfer = m.MoveCounters(count=2, counter="booty", source=m.ThatOne(noun="card"), to=other_site)
    assert ability == m.Static(effects=[m.May(effects=[transfer])])


def test_a_new_battle_and_what_holds_during_it() -> None:
    (ability,) = only(
        "After the battle, begin a new battle using all surviving Units from this battle.", None, "Mission"
    )
    assert ability == m.Resolve(effects=[m.AtTheEnd(of="battle", effects=[m.NewBattle(noun="unit")])])
    (ability,) = only(
        "Each Unit that has already used Overheat have 1 armor during that battle and missiles cannot be used during "
        "that battle.",
        card_type="Mission",
    )
    heated = m.Selector(quantifier="each", noun="unit", used_option="Overheat")
    assert ability == m.Resolve(
        effects=[
            m.NextBattle(effects=[m.SetStat(target=heated, stat="armor", value=1)]),
            m.NextBattle(effects=[m.NoMissiles()]),
        ]
    )
    (ability,) = only("Armor does not replenish before the next battle.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.ArmorNotReplenished()])


@pytest.mark.parametrize(
    "text",
    [
        "After the battle, begin a new battle using all surviving Units from this battle.",
        "Each Unit that has already used Overheat have 1 armor during that battle and missiles cannot be used during "
        "that battle.",
        "Armor does not replenish before the next battle.",
        "'Mechs that have already used Alpha Strikes get -1 attack.",
        "That 'Mech deals its damage to each blocking Unit.",
        "Each blocking Unit may deal its damage to the target.",
        "That Unit receives no damage.",
        "{R}, {T}: Choose an opponent.",
        "Choose an opponent and one tapped Unit he or she controls.",
        "When you reveal this card, choose a player. That opponent gets +2 initiative.",
        "You may activate this card when your opponent attacks a site you control.",
        "Deal 4 damage to that Unit. This damage cannot be prevented. Each blocking 'Mech may still deal damage.",
        "Deal that 'Mech's damage to each blocking Unit.",
        "Each guarding Unit may deal damage to that 'Mech.",
        "Each attacking 'Mech may deal damage to one opposing Unit as if unblocked.",
        "Each attacking 'Mech deals all of its damage to the target, but triple all damage received by that 'Mech.",
        "Each player may choose whether each of his or her Units deals damage.",
        "Each Unit that has already dealt damage receives 3 damage; each attacking Unit that deals damage receives "
        "1 damage.",
        "At the end of the battle, return each Unit that received 4 or more structure damage to your hand.",
        "Return the 'Mech receiving that damage to your hand.",
        "Prevent all Overheat damage to each blocking 'Mech.",
        "Roll a die: 1-4: no effect; 5-6: 'Mechs do not receive Overheat damage.",
        "Each attacking Unit receives no Overheat damage during a mission.",
        "Deal double Overheat damage to each attacking 'Mech.",
        "Whenever that Unit uses Overheat, each of your 'Mechs gets +1 armor.",
        "The attacking player prevents 3 damage to each blocking 'Mech.",
        "Choose two attacking 'Mechs. Redirect all damage from the second 'Mech to the first.",
        "You may assign their damage only to the target.",
        "That 'Mech and each blocking Unit each receive that much damage.",
        "{T}: Choose one of your Units. If that Unit receives 4 or more damage, scrap this card and that Unit.",
        "Add +2 to that Unit's Attack.",
        "{T}: Deal 2 damage to a Unit or Enhancement card.",
        "Once this card has been activated, each site you control cannot be scrapped.",
        "That card is not a site and cannot be scrapped.",
        "When you reveal this card, scrap all other copies of this card that you control.",
        "If no guarding Units remain, deal damage to each blocking 'Mech as if unblocked.",
        "You may choose to not deal damage with that Unit and instead draw a card and prevent 2 points of damage "
        "to it.",
        "Those missiles deal triple damage to that Unit instead of dealing damage to their targets.",
        "{T}: Deal 2 damage to Unit or target.",
        "That 'Mech gets +2 armor for each blocking Unit with ECM.",
        "If that Unit receives any damage from 'Mech enhanced by this card, draw a card.",
        "If that Unit receives any structure damage, put a -1 attack clubbing limb counter on it.",
        "Deal damage to each attacking 'Mech equal to triple the damage of its Overheat option.",
        "Each site in the region enhanced by this card cannot be the target of a mission in which more than three "
        "Units attack.",
        "Each 'Mech in the region enhanced by this card gets +1 armor.",
        "'Mechs that do not deal damage for this reason get +1 armor.",
        "Each guarding Unit does not receive damage.",
        "Each attacking Unit that has already dealt damage assign this extra damage after this card is played.",
        "If attacking Unit opponent controls is dealt structure damage, put two +1 armor clubbing limb counters on "
        "that 'Mech.",
        "{R}: Count the number of attacking 'Mechs and the number of your Units.",
        "You may transfer two booty counters from that card to another site in that region.",
        "Transfer one counter from that 'Mech to another card in that region.",
    ],
)
def test_battle_constructions_render_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, card_type="Command")
    again = parse_card_text(render_abilities(abilities), None, "Command")
    assert again.ok, [e.as_json() for e in again.errors]
    assert again.abilities == abilities
