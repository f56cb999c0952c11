"""Card text about cards moving between Stockpile, hand, Scrapheap and play: looking, revealing, shuffling, riders
on the card revealed, cards scrapped from a Stockpile (invented sentences)."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.cardtext.render import render_abilities
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def only(text: str, name: str | None = "Zorblax", card_type: str | None = "Command") -> list[m.Ability]:
    return parsed(text, name, card_type, round_trip=False)


def test_a_rider_on_the_type_of_the_card_revealed() -> None:
    [ability] = only(
        "{R}: Show the top card of opponent's Stockpile to all players. If it is a Subterfuge card, restock it. "
        "If that card is not a Subterfuge card, scrap it."
    )
    assert isinstance(ability, m.Activated)
    top = m.Selector(quantifier="one", noun="card", zone="stockpile", top=True, owner="opponent")
    card = m.ThatOne(noun="card")  # "it" is the card revealed
    assert ability.effects == [
        m.Show(target=top),
        m.IfCardIs(card_type="Subterfuge", effects=[m.Restock(target=card)]),
        m.IfCardIs(card_type="Subterfuge", negated=True, effects=[m.Scrap(target=card)]),
    ]
    # a rider needs an ability before it, and only a card has a card type
    assert not parse_card_text("If that card is a Resource card, draw a card.", None, "Command").ok
    assert not parse_card_text("{T}: Draw a card. If that Unit is a 'Mech, draw a card.", None, "Command").ok


def test_otherwise_in_the_next_sentence_completes_the_rider() -> None:
    [ability] = only(
        "{R}: Reveal the top card of your Stockpile and draw a card. If that card is a 'Mech, scrap it. "
        "Otherwise, return it to your hand; draw a card."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.IfCardIs(
        card_type="Mech",
        effects=[m.Scrap(target=m.ThatOne(noun="card"))],
        otherwise=[m.ReturnToHand(target=m.ThatOne(noun="card")), m.Draw()],
    )
    # with nothing to complete, "Otherwise" is an error
    assert not parse_card_text("{T}: Draw a card. Otherwise, draw two cards.", None, "Command").ok


def test_any_of_the_cards_looked_at() -> None:
    [ability] = only(
        "{T}: Draw a card and look at the top three cards of your Stockpile. If any of those cards are Command "
        "cards, scrap them."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Draw(),
        m.LookAtTop(count=3),
        m.IfCardIs(card_type="Command", any_of=True, effects=[m.Scrap(target=m.ThatOne(plural=True))]),
    ]


def test_the_top_of_other_stockpiles() -> None:
    [ability] = only("{R}: Draw a card, then look at the top card of any opponent's Stockpile.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [m.Draw(), m.LookAtTop(count=1, whose="opponent")]
    [ability] = only("Look at the top two cards of any Stockpile and draw a card.")
    assert isinstance(ability, m.Static)
    assert ability.effects == [m.LookAtTop(count=2, whose="any"), m.Draw()]
    [ability] = only("{R}: Scrap the top card of opponent's Stockpile.")
    assert isinstance(ability, m.Activated)
    theirs = m.Selector(quantifier="one", noun="card", zone="stockpile", top=True, owner="opponent")
    assert ability.effects == [m.Scrap(target=theirs)]


def test_return_in_any_order_or_shuffle_into_a_stockpile() -> None:
    [ability] = only("Either shuffle those cards into that Stockpile or return those cards in any order.")
    assert isinstance(ability, m.Static)
    those = m.ThatOne(noun="card")
    assert ability.effects == [
        m.OneOf(
            options=[
                [m.ShuffleInto(target=those, stockpile="that")],
                [m.PutOnStockpile(target=those, stockpile="that")],
            ]
        )
    ]


def test_that_many_cards() -> None:
    [ability] = only(
        "{R}: Restock that many cards from your hand and shuffle up to two cards from your hand into your Stockpile."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Restock(target=m.Selector(quantifier="that_many", noun="card", zone="hand")),
        m.ShuffleInto(target=m.Selector(quantifier="up_to", count=2, noun="card", zone="hand")),
    ]
    [count, draw] = only("Count the number of cards in your Scrapheap. Draw that many cards.")
    assert isinstance(count, m.Static) and isinstance(draw, m.Static)
    assert count.effects[0] == m.CountCards(zone="scrapheap")
    assert draw.effects == [m.Draw(count=0, count_of=m.Quantity(of="that_much"))]
    [ability] = only("{T}: Choose and restock an equal number of cards, then draw as many cards as are in your hand.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Restock(target=m.Selector(quantifier="that_many", noun="card")),
        m.Draw(count=0, count_of=m.Quantity(of="cards_in_hand")),
    ]


def test_cards_scrapped_from_a_stockpile() -> None:
    [ability] = only("Whenever a card other than a Mission or 'Mech is scrapped from your Stockpile, draw a card.")
    assert ability == m.Triggered(
        trigger="scrapped",
        watched=m.Selector(quantifier="a", noun="card", zone="stockpile", owner="you", not_types=["Mission", "Mech"]),
        effects=[m.Draw()],
    )
    [ability] = only(
        "Whenever one or more cards are scrapped from opponent's Stockpile, restock them instead, then you may "
        "scrap that many cards from your hand."
    )
    assert isinstance(ability, m.Triggered) and ability.instead
    assert ability.watched == m.Selector(quantifier="any", noun="card", zone="stockpile", owner="opponent")
    assert ability.effects == [
        m.Restock(target=m.ThatOne(plural=True)),
        m.May(effects=[m.Scrap(target=m.Selector(quantifier="that_many", noun="card", zone="hand"))]),
    ]
    [ability] = only(
        "For each Command card scrapped from any Stockpile, gain two resources at the beginning of your next "
        "Draw phase."
    )
    assert isinstance(ability, m.Triggered)
    assert ability.watched == m.Selector(quantifier="each", noun="card", card_type="Command", zone="stockpile")
    assert ability.effects == [
        m.AtTheBeginning(of="draw_phase", next=True, effects=[m.AddResources(count=2)]),
    ]
    # the cards scrapped are named with "each" after "For"
    assert not parse_card_text("For a card scrapped from your Stockpile, draw a card.", None, "Command").ok


def test_effects_for_each_card_you_scrap() -> None:
    [ability] = only("{T}: Prevent 1 damage to any site for each card you scrap from your Stockpile.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.PerCardScrapped(
            zone="stockpile",
            effects=[m.PreventDamage(amount=1, up_to=False, target=m.Selector(quantifier="any", noun="site"))],
        )
    ]


def test_effects_for_every_few_damage_dealt() -> None:
    [ability] = only(
        "For every 2 damage dealt by blocking 'Mechs to Units or sites you control, the attacking player restocks "
        "a card from his or her hand."
    )
    assert isinstance(ability, m.Static)
    yours = [m.Selector(quantifier="all", noun=noun, owner="you") for noun in ("unit", "site")]
    assert ability.effects == [
        m.PerDamageDealt(
            per=2,
            source=m.Selector(quantifier="all", noun="mech", states=["blocking"]),
            to=m.Either(options=yours),
            effects=[
                m.Restock(
                    target=m.Selector(quantifier="a", noun="card", zone="hand", their_zone=True),
                    player="opponent",
                )
            ],
        )
    ]


def test_have_an_opponent_restock_a_card() -> None:
    [_draw, ability] = only(
        "{R}: Draw a card. You may choose to have your opponent restock the top card of your Stockpile."
    )
    assert isinstance(ability, m.Static)
    top = m.Selector(quantifier="one", noun="card", zone="stockpile", top=True)
    assert ability.effects == [m.May(effects=[m.Restock(target=top, player="opponent")])]


def test_the_most_cards_scrapped_for_an_effect() -> None:
    [ability] = only(
        "Roll a die: 1-3, repair 1 damage to that Unit; 4-6, that Unit gets +1 armor for each card you scrap from "
        "your Stockpile. "
        "You cannot scrap more than two cards in this way.",
        card_type="Mission",
    )
    assert isinstance(ability, m.Resolve)
    [roll] = ability.effects
    assert isinstance(roll, m.RollDie)
    assert roll.branches[-1].effects == [
        m.PerCardScrapped(
            zone="stockpile", max=2, effects=[m.ModifyStat(target=m.ThatOne(noun="unit"), stat="armor", amount=1)]
        )
    ]
    # with no such effect before it, the limit limits nothing
    assert not parse_card_text("Draw a card. You cannot scrap more than two cards in this way.", None, "Mission").ok


def test_a_unit_from_your_hand_into_your_patrol_region_and_what_its_damage_does() -> None:
    [ability] = only(
        "{R}, {T}: Draw a card, and put any 'Mech card from your hand into your Patrol region, activated. If that "
        "'Mech receives 4 or more damage, scrap that 'Mech and Zorblax; otherwise, untap that 'Mech after the "
        "mission."
    )
    assert isinstance(ability, m.Activated)
    [draw, put, rider] = ability.effects
    assert draw == m.Draw()
    mech_card = m.Selector(quantifier="any", noun="card", card_type="Mech", zone="hand")
    assert put == m.PutIntoPlay(target=mech_card, patrol=True, activated=True)
    assert rider == m.IfReceivesDamage(
        watched=m.ThatOne(noun="mech"),
        threshold=4,
        effects=[m.Scrap(target=m.ThatOne(noun="mech")), m.Scrap(target=m.This())],
        otherwise=[m.Tap(target=m.ThatOne(noun="mech"), untap=True, delayed="mission")],
    )
    [ability] = only(
        "{R}: Put a Unit card from your hand into play in your Patrol region. If that Unit receives 3 or more "
        "damage, scrap Zorblax and that Unit. Otherwise, draw a card."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.IfReceivesDamage(
        watched=m.ThatOne(noun="unit"),
        threshold=3,
        effects=[m.Scrap(target=m.This()), m.Scrap(target=m.ThatOne(noun="unit"))],
        otherwise=[m.Draw()],
    )
    # the older rider that only scraps this card keeps its own node
    [ability] = only("{T}: Untap one of your Units. If that Unit receives 2 or more damage, scrap Zorblax.")
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.ScrapIfDamaged(watched=m.ThatOne(noun="unit"), threshold=2)


def test_any_copy_of_a_card_and_adjectives_with_commas() -> None:
    [ability, _put] = only(
        "Draw a card and search your Stockpile for any copy of a Mission card you control. Put it into play on "
        "a tapped, piloted Unit you control.",
        card_type="Mission",
    )
    assert isinstance(ability, m.Resolve)
    assert ability.effects == [
        m.Draw(),
        m.Search(target=m.CopyOf(of=m.Selector(quantifier="a", noun="card", card_type="Mission", owner="you"))),
    ]
    [ability] = only("Put it into play on a tapped, piloted Unit you control.", card_type="Mission")
    assert ability == m.Resolve(
        effects=[
            m.PutIntoPlay(
                target=m.ThatOne(),
                on=m.Selector(quantifier="a", noun="unit", owner="you", states=["tapped", "piloted"]),
            )
        ]
    )


def test_an_optional_cost_paid_in_a_phase() -> None:
    [ability] = only(
        "During your Deploy phase, you may pay {R} to restock a card from your hand. If that card is a Command "
        "card, draw a card."
    )
    assert ability == m.Activated(
        cost=[m.ResourceCost()],
        effects=[
            m.Restock(target=m.Selector(quantifier="a", noun="card", zone="hand")),
            m.IfCardIs(card_type="Command", effects=[m.Draw()]),
        ],
        conditions=[m.During(phase="deploy")],
    )


def test_whenever_you_deploy_a_card_show_it_to_get_more() -> None:
    [ability] = only(
        "Whenever you deploy a Mission card, you may show that card to all players to draw two cards, and also "
        "may restock a card from your hand."
    )
    assert ability == m.Triggered(
        trigger="you_deploy",
        watched=m.Selector(quantifier="a", noun="card", card_type="Mission"),
        effects=[
            m.May(
                effects=[
                    m.Show(target=m.ThatOne(noun="card")),
                    m.Draw(count=2),
                    m.Restock(target=m.Selector(quantifier="a", noun="card", zone="hand")),
                ]
            )
        ],
    )
    # on its own, an additional deployment this turn stays the node it was
    [ability] = only("You may make one additional deployment this turn.")
    assert ability == m.Static(effects=[m.AdditionalDeployment(when_revealed=False)])


def test_choose_an_opponent_and_keep_his_or_her_cards_tapped() -> None:
    [first, second, third] = only(
        "{R}: Choose any opponent and draw a card. Deplete all of his or her untapped Units. During his or her "
        "next turn, those Units cannot untap."
    )
    assert isinstance(first, m.Activated)
    assert first.effects == [m.Choose(target=m.Selector(quantifier="any", noun="player", owner="opponent")), m.Draw()]
    theirs = m.Selector(quantifier="all", noun="unit", owner="opponent", states=["untapped"])
    assert second == m.Static(effects=[m.Deplete(target=theirs)])
    untap = m.DoesNotUntap(target=m.ThatOne(noun="unit"))
    assert third == m.Static(effects=[m.Lasting(until="their_next_turn", effects=[untap])])


def test_a_card_under_construction_shown_or_activated() -> None:
    [ability] = only(
        "{R}: Tap a Unit in opponent's Construction region. He or she shows you that Unit. Use this ability only "
        "during battle."
    )
    assert isinstance(ability, m.Activated)  # the sentence naming "that Unit" goes on with the activated ability
    assert ability.effects == [
        m.Tap(target=m.Selector(quantifier="a", noun="unit", owner="opponent", states=["under_construction"])),
        m.Show(target=m.ThatOne(noun="unit"), player="opponent", to="you"),
    ]
    assert ability.conditions == [m.During(whose="any", battle=True)]
    [ability] = only(
        "{R}: Choose any of your Units under construction; if that Unit is within 1 Resources of being fully "
        "constructed, activate it; draw a card."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Choose(target=m.Selector(quantifier="any", noun="unit", owner="you", states=["under_construction"])),
        m.IfWithinResources(watched=m.ThatOne(noun="unit"), resources=1, effects=[m.ActivateCard(target=m.ThatOne())]),
        m.Draw(),
    ]


def test_transfer_counters_to_another_card_in_that_region() -> None:
    [ability] = only("{R}: Transfer three counters from any Unit to another Unit in that region.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.MoveCounters(
            counter=None,
            count=3,
            source=m.Selector(quantifier="any", noun="unit"),
            to=m.Selector(quantifier="a", noun="unit", other=True, in_that_region=True),
        )
    ]


def test_units_in_one_state_or_another_must_attack_a_stockpile() -> None:
    [choose, attack] = only(
        "Choose an opponent and draw a card. During that opponent's next turn, each tapped or engaged 'Mech "
        "attacks your Stockpile if able."
    )
    chosen = m.Choose(target=m.Selector(quantifier="a", noun="player", owner="opponent"))
    assert choose == m.Static(effects=[chosen, m.Draw()])
    either = m.Either(
        options=[m.Selector(quantifier="each", noun="mech", states=[state]) for state in ("tapped", "engaged")]
    )
    assert attack == m.Static(
        effects=[m.Lasting(until="their_next_turn", effects=[m.MustAttack(target=either, stockpile="you")])]
    )


def test_reveal_when_a_unit_uses_an_option() -> None:
    [reveal] = only("Reveal Zorblax when a Unit overheats.")
    assert reveal == m.PlayRestriction(conditions=[m.WhenUnitDoes(event="overheats", noun="unit")], reveal=True)
    [reveal] = only("Reveal Zorblax only when a 'Mech assigns missiles.")
    assert reveal == m.PlayRestriction(conditions=[m.WhenUnitDoes(event="assigns_missiles")], reveal=True)


def test_each_of_your_turns_until_the_end_of_the_game() -> None:
    [ability] = only("Draw two cards at the beginning of each of your turns until the end of the game.")
    assert ability == m.Static(
        effects=[m.Lasting(until="end_of_game", effects=[m.AtTheBeginning(effects=[m.Draw(count=2)])])]
    )


def test_hide_counters_for_the_opponent_to_guess() -> None:
    [ability] = only(
        "Hide up to seven counters. If your opponent guesses how many counters you have hidden, draw that many "
        "cards. Otherwise, opponent restocks that many cards from his or her hand."
    )
    assert ability == m.Static(
        effects=[
            m.HideCounters(max=7),
            m.IfGuessed(
                effects=[m.Draw(count=0, count_of=m.Quantity(of="that_much"))],
                otherwise=[
                    m.Restock(
                        target=m.Selector(quantifier="that_many", noun="card", zone="hand", their_zone=True),
                        player="opponent",
                    )
                ],
            ),
        ]
    )


def test_cards_just_drawn_and_the_top_cards_of_your_scrapheap() -> None:
    [draw, scrap] = only(
        "{R}: Scrap a card you have just drawn and draw another card. Scrap Zorblax from play to restock two "
        "cards, in any order, from the top of your Scrapheap."
    )
    assert draw == m.Activated(
        cost=[m.ResourceCost()],
        effects=[m.Scrap(target=m.Selector(quantifier="a", noun="card", just_drawn=True)), m.Draw()],
    )
    assert scrap == m.Activated(
        cost=[m.ScrapCost(source="this")],
        effects=[m.Restock(target=m.Selector(quantifier="each", count=2, noun="card", zone="scrapheap", top=True))],
    )


def test_a_unit_in_your_construction_region_that_is_fully_constructed() -> None:
    [ability] = only(
        "{R}, {T}: Draw a card, then activate a Unit in your Construction Region that is fully constructed."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Draw(),
        m.ActivateCard(
            target=m.Selector(
                quantifier="a", noun="unit", owner="you", states=["under_construction"], within_resources=0
            )
        ),
    ]


def test_cards_involved_in_the_mission_and_the_new_card() -> None:
    [search, put] = only(
        "Draw a card and search your Stockpile for any copy of any 'Mech card you control, whether or not it is "
        "involved in the mission. Put the new 'Mech into play, activated, on each site you control that is "
        "involved in the mission.",
        card_type="Mission",
    )
    copy = m.CopyOf(of=m.Selector(quantifier="any", noun="card", card_type="Mech", owner="you"))
    assert search == m.Resolve(effects=[m.Draw(), m.Search(target=copy)])
    assert put == m.Resolve(
        effects=[
            m.PutIntoPlay(
                target=m.ThatOne(noun="mech"),
                on=m.Selector(quantifier="each", noun="site", owner="you", in_mission=True),
                activated=True,
            )
        ]
    )
    # "activated" after the region is no comma that goes on with another effect
    [ability] = only("{T}: Put a Unit card from your hand into your Patrol region, then draw a card.")
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.Draw()


def test_next_turn_cards_able_to_attack_a_stockpile_must_do_so() -> None:
    [ability] = only("Next turn, each Unit opponent controls able to attack any Stockpile must do so.")
    theirs = m.Selector(quantifier="each", noun="unit", owner="opponent")
    assert ability == m.Static(
        effects=[m.Lasting(until="their_next_turn", effects=[m.MustAttack(target=theirs, stockpile="any")])]
    )


def test_the_top_few_cards_and_the_whole_scrapheap() -> None:
    [ability] = only(
        "{T}: Reveal the top two cards of your Stockpile, then shuffle your Scrapheap into your Stockpile."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.RevealCard(target=m.Selector(quantifier="each", count=2, noun="card", zone="stockpile", top=True)),
        m.ShuffleInto(target=m.Selector(quantifier="all", noun="card", zone="scrapheap")),
    ]


def test_claim_a_card_and_a_challenge_of_the_claim() -> None:
    [ability] = only(
        "{R}: Draw a card and claim a card you have just drawn is a Mission card. If your opponent challenges this "
        "claim, reveal that card. If it is not a Mission card, you scrap both drawn cards."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Draw(),
        m.Claim(target=m.Selector(quantifier="a", noun="card", just_drawn=True), card_type="Mission"),
        m.IfChallenged(effects=[m.RevealCard(target=m.ThatOne(noun="card"))]),
        m.IfCardIs(
            card_type="Mission",
            negated=True,
            effects=[m.Scrap(target=m.Selector(quantifier="each", count=2, noun="card", just_drawn=True))],
        ),
    ]


def test_shuffle_your_hand_and_the_bottom_of_your_stockpile() -> None:
    [ability] = only(
        "{R}: Shuffle your hand into your Stockpile, then put a card from your Scrapheap on the bottom of your "
        "Stockpile."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.ShuffleInto(target=m.Selector(quantifier="all", noun="card", zone="hand")),
        m.PutOnStockpile(target=m.Selector(quantifier="a", noun="card", zone="scrapheap"), bottom=True),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "{R}: Look at the top card of any Stockpile. If it is not a Command card, scrap it. Otherwise, draw two cards.",
        "{T}, {R}: Reveal the top card of opponent's Stockpile and draw a card. If that card is a 'Mech, restock it.",
        "{R}: Look at the top four cards of any Stockpile. If any of those cards are Units, scrap them.",
        "Look at the top two cards of your Stockpile. Either shuffle those cards into that Stockpile or return "
        "those cards in any order.",
        "{R}: Shuffle up to three cards from your hand into your Stockpile and draw that many cards. Use this "
        "ability only during your Deploy phase.",
        "Count the number of cards in your Scrapheap. Restock that many cards from your hand.",
        "{T}: Draw as many cards as are in your hand. Choose and restock two cards from your hand in any order.",
        "Whenever one or more cards are scrapped from any Stockpile, restock them instead, then draw an equal "
        "number of cards.",
        "Whenever a card other than a Mission or 'Mech is scrapped from opponent's Stockpile, draw a card.",
        "For each Unit card scrapped from your Stockpile, gain two resources at the beginning of your next turn.",
        "{T}: Prevent 1 damage to any site for each card you scrap from your Stockpile.",
        "For every 5 damage dealt by blocking Units to Units you control, the attacking player restocks a card from "
        "his or her hand. Use this ability only during battle.",
        "{R}: Draw a card. You may choose to have your opponent restock the top card of your Stockpile.",
        "Roll a die: 1-4, repair 1 damage to that Unit; 5-6, deal 2 damage to any site for each card you scrap "
        "from your Stockpile. You cannot scrap more than two cards in this way.",
        "{R}, {T}: Put a 'Mech card from your hand into your Patrol region, activated. If that 'Mech receives 3 or "
        "more damage, scrap that 'Mech and Zorblax. Otherwise, untap that 'Mech after the mission.",
        "Search your Stockpile for any copy of a Mission card you control and put it into play on a tapped, "
        "blocking Unit you control.",
        "During your Untap phase, you may pay {R} to scrap the top card of your Stockpile. If that card is a "
        "Resource, restock it.",
        "Whenever you deploy a 'Mech, draw a card, and also may make an additional deployment this turn.",
        "Whenever you deploy a Mission or Command card, you may show that card to all players to restock a card "
        "from your hand.",
        "{R}: Choose a 'Mech in opponent's Construction region. He or she shows you that 'Mech.",
        "{R}, {T}: Reveal a Unit under construction; if that Unit is within 1 Resources of being fully constructed, "
        "activate it.",
        "{T}: Transfer two counters from one of your sites to another site in that region.",
        "Choose an opponent. Untap all of his or her tapped Units. Those Units cannot untap during his or her next "
        "turn.",
        "Choose any opponent. During his or her next turn, each blocking or attacking Unit attacks any Stockpile "
        "if able.",
        "Next turn, each Unit an opponent controls able to attack any Stockpile must do so.",
        "Reveal Zorblax when a Unit overheats. Draw two cards when you reveal Zorblax.",
        "Reveal Zorblax only when a Unit assigns missiles.",
        "Hide up to six counters. If your opponent guesses how many counters you have hidden, draw that many "
        "cards; otherwise, opponent restocks that many cards from his or her hand.",
        "{R}: Scrap a card you have just drawn and draw another card.",
        "Scrap Zorblax from play to restock two cards, in any order, from the top of your Stockpile.",
        "{R}, {T}: Activate a Unit in your Construction Region that is fully constructed.",
        "Search your Stockpile for any copy of any Unit card you control, whether or not it is involved in the "
        "mission, and draw a card. Put the new Unit into play, activated, on an untapped site you control that is "
        "involved in the mission.",
        "{T}: Restock the top three cards from your Scrapheap. Shuffle your Scrapheap into your Stockpile.",
        "Shuffle your hand into your Stockpile and draw four cards. Put a card from your hand on the bottom of your "
        "Stockpile.",
        "{R}: You may claim a card you have just drawn is a 'Mech and restock a card from your hand. If opponent "
        "challenges this claim, reveal the first card; otherwise, draw a card.",
    ],
)
def test_stock_constructions_render_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text)
    again = parse_card_text(render_abilities(abilities), "Zorblax", "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities
