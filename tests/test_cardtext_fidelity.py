"""Fidelity: what counts as parsed keeps what the text says. Each sentence is invented; its DSL keeps the detail the
reading used to lose, the rendering says it, and parse -> render -> parse gives the same DSL."""

from __future__ import annotations

from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed


def read(text: str, name: str | None = "Zorblax", card_type: str | None = "Mission") -> tuple[list[m.Ability], str]:
    """The abilities of ``text`` and their rendering, after checking that the rendering reads back the same."""
    abilities = parsed(text, name, card_type)
    return abilities, render_abilities(abilities)


def effects(text: str, name: str | None = "Zorblax", card_type: str | None = "Mission") -> list[m.Effect]:
    return effects_of(text, name, card_type)


# --- pronouns: "it" / "them" are whatever was named last, not "that Unit" -----------------------------------------


def test_it_after_a_chosen_site_is_a_pronoun_not_that_unit() -> None:
    assert effects("Choose any site and deal 4 structure damage to it.") == [
        m.Choose(target=m.Selector(quantifier="any", noun="site")),
        m.DealDamage(target=m.ThatOne(noun=None), amount=4, structure=True),
    ]
    _abilities, rendered = read("Choose any site and deal 4 structure damage to it.")
    assert "to it" in rendered and "Unit" not in rendered


def test_it_after_a_card_taken_from_a_zone_is_a_pronoun() -> None:
    _abilities, rendered = read("{T}: Choose an Enhancement card from your Scrapheap and put it into your hand.")
    assert "return it to your hand" in rendered and "that Unit" not in rendered


def test_it_as_a_damage_target_after_an_either_choice() -> None:
    found = effects("{T}: Choose any 'Mech or the target and deal 3 damage to it.", card_type="Command")
    assert found[-1] == m.DealDamage(target=m.ThatOne(), amount=3)
    _abilities, rendered = read("{T}: Choose any 'Mech or the target and deal 3 damage to it.", card_type="Command")
    assert "deal 3 damage to it" in rendered


def test_them_is_a_plural_pronoun() -> None:
    found = effects("Remove all blocking 'Mechs from the battle and untap them.")
    assert found[-1] == m.Tap(target=m.ThatOne(plural=True), untap=True)
    _abilities, rendered = read("Remove all blocking 'Mechs from the battle and untap them.")
    assert rendered.endswith("untap them.")


def test_them_as_the_target_of_divided_damage() -> None:
    _abilities, rendered = read("Choose any number of 'Mechs and deal 6 damage to them divided any way you choose.")
    assert "among them" in rendered


def test_that_unit_is_still_that_unit() -> None:
    found = effects("Choose one of your Units. Tap that Unit and it joins the battle.")
    assert m.Tap(target=m.ThatOne(noun="unit")) in found
    _abilities, rendered = read("Choose one of your Units. Tap that Unit and it joins the battle.")
    assert "Tap that Unit and it joins the battle." in rendered


# --- amounts equal to the die roll, inside a branch --------------------------------------------------------------


def test_a_bonus_equal_to_the_roll_renders_with_its_branch_range() -> None:
    text = "Choose one of your 'Mechs. Roll a die: 1-3: Draw a card. 4-6: That 'Mech gets +(4-6) armor."
    _abilities, rendered = read(text)
    assert "+(4-6) armor" in rendered and "+(1-6)" not in rendered


def test_damage_and_prevention_equal_to_the_roll_render_with_their_branch_range() -> None:
    text = "Roll a die: 1-4, that 'Mech receives 1-4 damage; 5-6, prevent 5-6 damage to that 'Mech."
    _abilities, rendered = read(text)
    assert "receives 1-4 damage" in rendered and "prevent 5-6 damage" in rendered


# --- articles -----------------------------------------------------------------------------------------------------


def test_an_before_a_vowel_sound() -> None:
    _abilities, rendered = read("Tap an opposing 'Mech. Untap an unpiloted Unit.")
    assert "Tap an opposing 'Mech" in rendered and "Untap an unpiloted Unit" in rendered
    _abilities, rendered = read("Choose a unique Unit.")
    assert "a unique Unit" in rendered


def test_a_counter_kind_starting_with_a_consonant() -> None:
    text = "Remove a salvage counter from Zorblax at the beginning of your turn."
    _abilities, rendered = read(text, card_type="Command")
    assert rendered.startswith("Remove a salvage counter")


def test_the_last_counter_does_not_become_an_operation_counter() -> None:
    _abilities, rendered = read("When the last counter has been removed, scrap Zorblax.", card_type="Command")
    assert "operation" not in rendered


# --- a choice among the cards looked at; restocking and stacking in any order --------------------------------------


def test_one_of_those_cards_is_a_choice_among_them() -> None:
    found = effects(
        "{T}: Look at the top four cards of your Stockpile. Put one of those cards into your hand; "
        "restock the remaining cards in any order.",
        card_type="Command",
    )
    assert m.ReturnToHand(target=m.ThatOne(noun="card", among=1)) in found
    assert m.Restock(target=m.Remaining(), any_order=True) in found


def test_two_of_them_and_a_restock_without_order() -> None:
    found = effects(
        "{T}: Look at the top five cards of your Stockpile. Put two of them into your hand; restock the remaining "
        "cards.",
        card_type="Command",
    )
    assert m.ReturnToHand(target=m.ThatOne(noun="card", among=2)) in found
    assert m.Restock(target=m.Remaining()) in found
    _abilities, rendered = read(
        "{T}: Look at the top five cards of your Stockpile. Put two of them into your hand; restock the remaining "
        "cards.",
        card_type="Command",
    )
    assert "two of those cards" in rendered and "in any order" not in rendered


def test_that_card_is_not_one_of_them() -> None:
    _abilities, rendered = read("Choose a card from your hand. Restock that card.", card_type="Command")
    assert "restock that card" in rendered.lower() and "one of them" not in rendered


def test_two_cards_put_on_the_stockpile_in_any_order() -> None:
    text = "If 'Mech piloted by Zorblax is scrapped, put it and Zorblax on top of your Stockpile in any order."
    (ability,) = read(text, card_type="Pilot")[0]
    assert isinstance(ability, m.Triggered)
    assert ability.effects == [
        m.PutOnStockpile(target=m.ThatOne(), any_order=True),
        m.PutOnStockpile(target=m.This(), any_order=True),
    ]
    assert "in any order" in read(text, card_type="Pilot")[1]


# --- "and/or": a mix of kinds, not one kind or the other -----------------------------------------------------------


def test_and_or_lets_the_chosen_cards_mix_kinds() -> None:
    text = "Choose any number of sites and/or Units and deal 6 damage to them divided any way you choose."
    sites, units = (m.Selector(quantifier="any_number", noun=noun) for noun in ("site", "unit"))
    found = effects(text)
    assert found[0] == m.Choose(target=m.Either(options=[sites, units], mixed=True))
    assert found[1] == m.DealDamage(target=m.ThatOne(plural=True), amount=6, divided=True)
    _abilities, rendered = read(text)
    assert "sites and/or Units" in rendered


def test_or_alone_stays_one_kind() -> None:
    (found,) = effects("Deal 2 damage to one site or 'Mech.")
    assert isinstance(found, m.DealDamage) and isinstance(found.target, m.Either) and not found.target.mixed


# --- the last die branch goes on in the sentences after it that talk about the same card --------------------------


def test_a_sentence_about_that_card_after_the_last_branch_is_part_of_it() -> None:
    mech = m.ThatOne(noun="mech")
    found = effects(
        "Choose one of your 'Mechs. Roll a die: 1-3: Draw a card. 4-6: That 'Mech gets +2 attack. "
        "Repair 1 damage to that 'Mech."
    )
    roll = found[-1]
    assert isinstance(roll, m.RollDie)
    assert roll.branches[-1] == m.DieBranch(
        low=4, high=6, effects=[m.ModifyStat(target=mech, stat="attack", amount=2), m.Repair(target=mech, amount=1)]
    )
    _abilities, rendered = read(
        "Choose one of your 'Mechs. Roll a die: 1-3: Draw a card. 4-6: That 'Mech gets +2 attack. "
        "Repair 1 damage to that 'Mech."
    )
    assert "4-6: that 'Mech gets +2 attack and repair 1 damage to that 'Mech." in rendered


def test_a_card_chosen_in_the_last_branch_is_acted_on_in_that_branch() -> None:
    found = effects("Roll a die: 1-2: Draw a card. 3-6: Choose an opposing 'Mech. Tap that 'Mech.")
    roll = found[-1]
    assert isinstance(roll, m.RollDie) and len(found) == 1
    assert roll.branches[-1].effects[-1] == m.Tap(target=m.ThatOne(noun="mech"))


def test_a_new_line_after_the_last_branch_ends_the_roll() -> None:
    abilities, _rendered = read(
        "Choose one of your 'Mechs. Roll a die: 1-3: Draw a card. 4-6: That 'Mech gets +2 attack.\n"
        "Repair 1 damage to that 'Mech."
    )
    assert abilities[-1] == m.Resolve(effects=[m.Repair(target=m.ThatOne(noun="mech"), amount=1)])


# --- durations: the end of your turn is not the end of the turn ---------------------------------------------------


def test_until_the_end_of_your_turn_keeps_whose_turn() -> None:
    found = effects("Untap a tapped Unit an opponent controls and gain control of it until the end of your turn.")
    assert found[-1] == m.Lasting(until="end_of_your_turn", effects=[m.GainControl(target=m.ThatOne())])
    _abilities, rendered = read("Tap a Unit an opponent controls and gain control of it until end of your turn.")
    assert "until the end of your turn" in rendered
    found = effects("Untap a tapped Unit an opponent controls and gain control of it until the end of the turn.")
    assert found[-1] == m.Lasting(until="end_of_turn", effects=[m.GainControl(target=m.ThatOne())])


def test_plural_subjects_take_plural_verbs() -> None:
    _abilities, rendered = read("All 'Mechs engaged in battle with Zorblax get -2 attack.", card_type="Unit")
    assert "get -2 attack" in rendered and "gets" not in rendered


def test_a_scrap_cost_in_play_is_one_of_your_cards() -> None:
    (ability,) = read("{T}: Scrap one of your Resource cards in play to draw a card.", card_type="Command")[0]
    assert isinstance(ability, m.Activated)
    assert m.ScrapCost(source="play", card_type="Resource") in ability.cost
    assert "one of your Resource cards in play" in read("{T}: Scrap a Resource card in play to draw a card.")[1]


# --- a bare "+1 initiative" on a Mission is the player's, not a Pilot's 'Mech's ------------------------------------


def test_a_bare_initiative_bonus_on_a_mission_is_yours() -> None:
    you = m.Selector(quantifier="a", noun="unit", owner="you")
    abilities, rendered = read("+2 initiative Draw two cards.", card_type="Mission")
    assert abilities[0] == m.Resolve(effects=[m.ModifyStat(target=you, stat="initiative", amount=2)])
    assert rendered.startswith("You get +2 initiative.")
    # on a Pilot it is still the bonus of the 'Mech it pilots
    (bonus,) = read("+2 initiative", card_type="Command")[0]
    assert bonus == m.Static(effects=[m.ModifyStat(target=m.PilotedUnit(), stat="initiative", amount=2)])


def test_a_bare_attack_bonus_on_a_mission_is_not_understood() -> None:
    assert not parse_card_text("+2 attack", "Zorblax", "Mission").ok


# --- an activated ability goes on in the sentences that act on what it chose ---------------------------------------


def test_a_sentence_about_the_card_an_activated_ability_chose_is_part_of_it() -> None:
    abilities, rendered = read(
        "{T}: Choose one of your Units. That Unit gets +3 armor. Use this ability only during a mission.",
        card_type="Command",
    )
    (ability,) = abilities
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Choose(target=m.Selector(quantifier="one", noun="unit", owner="you")),
        m.ModifyStat(target=m.ThatOne(noun="unit"), stat="armor", amount=3),
    ]
    assert ability.conditions == [m.During(whose="any", mission=True)]
    assert "/" not in rendered


def test_shuffling_afterwards_ends_the_search_ability() -> None:
    (ability,) = read(
        "{T}: Search your Stockpile for a Clan card. Put that card into your hand. Shuffle your Stockpile afterwards.",
        card_type="Command",
    )[0]
    assert isinstance(ability, m.Activated)
    assert [type(e) for e in ability.effects] == [m.Search, m.ReturnToHand, m.Shuffle]


def test_an_unrelated_sentence_after_an_activated_ability_stays_apart() -> None:
    abilities, _rendered = read("{T}: Draw a card. Each of your Units gets +1 armor.", card_type="Command")
    assert abilities == [
        m.Activated(cost=[m.TapCost()], effects=[m.Draw()]),
        m.Static(
            effects=[
                m.ModifyStat(target=m.Selector(quantifier="each", noun="unit", owner="you"), stat="armor", amount=1)
            ]
        ),
    ]
