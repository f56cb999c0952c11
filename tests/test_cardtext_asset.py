"""Assets, construction and deployment in card text: assets chosen, provided, gained and lost; limits and costs on
construction and deployment; construction counters removed and distributed; cards moved. Invented sentences only."""

from __future__ import annotations

from judge.cards.cost import parse_cost
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def only(text: str, name: str | None = "Zorblax", card_type: str | None = "Command") -> list[m.Ability]:
    return parsed(text, name, card_type)


def static(*effects: m.Effect) -> m.Static:
    return m.Static(effects=list(effects))


def sel(**fields: object) -> m.Selector:
    return m.Selector.model_validate(fields)


# --- assets ---------------------------------------------------------------------------------------------------------


def test_asset_chosen_when_the_card_comes_into_play_then_provided() -> None:
    assert only("Draw a card. When Zorblax comes into play, draw a card and choose one asset.") == [
        static(m.Draw()),
        m.Triggered(trigger="comes_into_play", effects=[m.Draw(), m.ChooseAsset()]),
    ]
    assert only("Zorblax provides that asset and each other Unit gets +1 armor.", card_type="Unit") == [
        static(
            m.ProvidesAsset(target=m.This()),
            m.ModifyStat(target=sel(quantifier="each", noun="unit", other=True), stat="armor", amount=1),
        )
    ]


def test_choose_the_asset_the_card_provides() -> None:
    assert only("When Zorblax comes into play, untap it and choose the asset it provides.") == [
        m.Triggered(
            trigger="comes_into_play",
            effects=[m.Tap(target=m.ThatOne(), untap=True), m.ChooseAsset(), m.ProvidesAsset(target=m.This())],
        )
    ]


def test_a_named_asset_provided() -> None:
    assert only("Zorblax provides Munitions.") == [static(m.ProvidesAsset(target=m.This(), asset="M"))]


def test_gain_one_asset_of_a_list_for_a_while() -> None:
    (ability,) = only("{R}: Gain L, P or T until end of turn.")
    assert ability == m.Activated(
        cost=[m.ResourceCost()],
        effects=[m.Lasting(until="end_of_turn", effects=[m.HaveAsset(options=["L", "P", "T"])])],
    )
    (two,) = only("Scrap Zorblax to gain A or M.")
    assert two.effects == [m.HaveAsset(options=["A", "M"])]  # type: ignore[union-attr]


def test_the_chosen_asset_available_for_the_rest_of_the_mission() -> None:
    (ability,) = only("{T}: Choose any asset and you have that asset available for the rest of the mission.")
    assert ability.effects == [  # type: ignore[union-attr]
        m.ChooseAsset(),
        m.Lasting(until="end_of_mission", effects=[m.HaveAsset()]),
    ]


def test_opponent_loses_an_asset_until_a_provider_is_deployed() -> None:
    abilities = only(
        "Draw a card and choose any opponent and an asset. Your opponent loses Assembly until he or she deploys a "
        "Resource card that provides Assembly."
    )
    assert abilities == [
        static(
            m.Draw(), m.Choose(target=m.Selector(quantifier="any", noun="player", owner="opponent")), m.ChooseAsset()
        ),
        static(m.LoseAsset(asset="A", until_provider_deployed=True)),
    ]
    assert only("Your opponent loses Tactics and draws a card.") == [
        static(m.LoseAsset(asset="T"), m.Draw(player="opponent"))
    ]


def test_an_asset_that_no_longer_pays_asset_costs() -> None:
    assert only("Players with Politics available may not ignore asset costs specifying Politics.") == [
        static(m.AssetDoesNotPay(asset="P"))
    ]
    assert only("Having Logistics in play does not pay the asset cost of cards under construction.") == [
        static(m.AssetDoesNotPay(asset="L", under_construction=True))
    ]
    bad = parse_card_text("Players with Politics available may not ignore asset costs specifying Tactics.", None)
    assert not bad.ok


def test_resources_for_each_different_asset() -> None:
    (ability,) = only("Scrap Zorblax to gain as many resources as you have different assets in play.")
    assert ability == m.Activated(
        cost=[m.ScrapCost(source="this")],
        effects=[m.AddResources(count=0, amount_of=m.Quantity(of="different_assets"))],
    )


# --- construction and deployment --------------------------------------------------------------------------------


def test_construction_spending_limited_until_a_player_pays() -> None:
    limit = static(
        m.ConstructionSpendLimit(resources=3),
        m.PayToEnd(cost=parse_cost("2+1T"), phase="draw"),
    )
    assert only(
        "Players cannot spend more than {R}{R}{R} on construction each turn. Any player may pay 2+1T during his or "
        "her Draw phase to end this effect."
    ) == [limit]
    assert only(
        "Players cannot spend more than {R} {R} {R} on construction counters each turn until any one player pays "
        "2+1T during his or her Draw phase."
    ) == [limit]


def test_a_payment_to_end_an_effect_needs_an_effect_before_it() -> None:
    lone = parse_card_text("Any player may pay 3 during his or her Deploy phase to end this effect.", None)
    assert not lone.ok


def test_deployments_cost_more() -> None:
    assert only("Making a deployment costs you an additional 1+1A.") == [
        static(m.DeploymentSurcharge(player="you", cost=parse_cost("1+1A")))
    ]
    assert only("Making a deployment costs each opponent an additional 2.") == [
        static(m.DeploymentSurcharge(cost=parse_cost("2")))
    ]


def test_pay_as_often_as_you_wish() -> None:
    assert only("For the rest of this turn, you may pay {R} {R} as often as you wish and draw a card each time.") == [
        static(
            m.Lasting(
                until="end_of_turn",
                effects=[m.May(effects=[m.PayRepeatedly(resources=2, effects=[m.Draw()])])],
            )
        )
    ]
    (gained,) = only(
        "Until your next turn, pay {R} {R} {R} as often as you wish and gain an additional deployment each time."
    )
    assert gained == static(
        m.Lasting(
            until="your_next_turn",
            effects=[m.PayRepeatedly(resources=3, effects=[m.AdditionalDeployment(when_revealed=False)])],
        )
    )


def test_counters_removed_then_distributed() -> None:
    yours = sel(quantifier="all", noun="card", owner="you", states=["under_construction"])
    theirs = sel(quantifier="each", noun="mech", owner="opponent", states=["under_construction"])
    assert only(
        "Remove all booty counters from the cards in your Under Construction region. Distribute those booty "
        "counters in any way you choose among each 'Mech in any opponent's Construction Region."
    ) == [
        static(m.RemoveCounters(counter="booty", count=0, target=yours, all_counters=True)),
        static(m.DistributeCounters(counter="booty", among=theirs)),
    ]


def test_activate_a_fully_constructed_card_and_reward_its_excess() -> None:
    (ability,) = only(
        "{T}: Activate one of your 'Mechs in your Under Construction region that is fully constructed. Put two +2 "
        "armor counters on it for each construction counter above its cost. Use this ability only during your "
        "Deploy phase."
    )
    constructed = sel(quantifier="one", noun="mech", owner="you", states=["under_construction"], within_resources=0)
    assert ability == m.Activated(
        cost=[m.TapCost()],
        effects=[
            m.ActivateCard(target=constructed),
            m.PerExcessConstruction(
                per=1,
                of_that=True,
                effects=[m.AddCounters(counter=None, stat="armor", stat_amount=2, count=2, target=m.ThatOne())],
            ),
        ],
        conditions=[m.During(phase="deploy")],
    )


def test_excess_of_the_card_named_before_needs_an_ability_before_it() -> None:
    assert not parse_card_text("Draw a card for every 2 construction counters above its cost.", None).ok


# --- selectors and moving cards --------------------------------------------------------------------------------------


def test_a_card_in_play_or_under_construction() -> None:
    (ability,) = only("{T}: Choose a card in play or under construction.")
    assert ability.effects == [  # type: ignore[union-attr]
        m.Choose(
            target=m.Either(
                options=[
                    sel(quantifier="a", noun="card", in_play=True),
                    sel(quantifier="a", noun="card", states=["under_construction"]),
                ]
            )
        )
    ]


def test_a_card_in_an_opponents_under_construction_region() -> None:
    (ability,) = only("{R}, {T}: Choose one card in opponent's Under Construction region.")
    assert ability.effects == [  # type: ignore[union-attr]
        m.Choose(target=sel(quantifier="one", noun="card", owner="opponent", states=["under_construction"]))
    ]


def test_move_a_pilot_that_is_not_unique() -> None:
    abilities = only("Choose a Pilot that is not Unique that an opponent controls and move it to another 'Mech.")
    pilot = sel(quantifier="a", noun="pilot", owner="opponent", excluding=["unique"])
    assert abilities == [
        static(
            m.Choose(target=pilot),
            m.MoveCard(target=m.ThatOne(), to=sel(quantifier="a", noun="mech", other=True)),
        )
    ]


def test_a_lower_case_pilot_card_or_a_unique_card() -> None:
    assert only("Return a unique card in play or a pilot card to your hand.", card_type="Mission") == [
        m.Resolve(
            effects=[
                m.ReturnToHand(
                    target=m.Either(
                        options=[
                            sel(quantifier="a", noun="card", unique=True, in_play=True),
                            sel(quantifier="a", noun="card", card_type="Pilot"),
                        ]
                    )
                )
            ]
        )
    ]


def test_two_owners_are_refused() -> None:
    assert not parse_card_text("Choose one of your Pilots that an opponent controls.", None).ok


def test_a_pilot_shares_its_bonuses_as_you_activate_it() -> None:
    (ability,) = only(
        "Each Pilot that you reveal also gives its armor bonus to each other Unit you control, until end of turn."
    )
    pilots = sel(quantifier="each", noun="pilot", played_by_you="reveal")
    others = sel(quantifier="each", noun="unit", owner="you", other=True)
    assert ability == static(
        m.Lasting(
            until="end_of_turn",
            effects=[m.ShareBonuses(source=pilots, stats=["armor"], to=others)],
        )
    )


def test_if_any_cards_are_scrapped_during_this_battle() -> None:
    assert only(
        "If any blocking Units are scrapped during this battle, return one of those cards to your hand at the end "
        "of this battle.",
        card_type="Mission",
    ) == [
        m.Resolve(
            effects=[
                m.IfScrapped(
                    watched=sel(quantifier="any", noun="unit", states=["blocking"]),
                    during_battle=True,
                    effects=[m.AtTheEnd(of="battle", effects=[m.ReturnToHand(target=m.ThatOne(noun="card", among=1))])],
                )
            ]
        )
    ]
    assert not parse_card_text("If that Unit or a site are scrapped later this battle, draw a card.", None).ok


def test_the_new_card_put_into_play_activated() -> None:
    abilities = only(
        "Search your Stockpile for a Pilot card. Put the new Pilot into play, activated, on one attacking 'Mech you "
        "control that is involved in the mission.",
        card_type="Mission",
    )
    involved = sel(quantifier="one", noun="mech", owner="you", states=["attacking"], in_mission=True)
    assert abilities[-1] == m.Resolve(
        effects=[m.PutIntoPlay(target=m.ThatOne(noun="pilot"), on=involved, activated=True)]
    )
    (mech,) = only("Put the new 'Mech into play, activated.", card_type="Mission")
    assert mech == m.Resolve(effects=[m.PutIntoPlay(target=m.ThatOne(noun="mech"), activated=True)])


def test_what_kind_of_card_the_one_named_before_is() -> None:
    # "If it is (not) a <kind> card" rides on the ability that revealed or looked at the card (IfCardIs)
    (ability,) = only("{T}: Reveal the top card of your Stockpile. If it is not a Subterfuge card, restock it.")
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.IfCardIs(
        card_type="Subterfuge", negated=True, effects=[m.Restock(target=m.ThatOne(noun="card"))]
    )
    assert not parse_card_text("If that card is an Enhancement, draw a card; otherwise, scrap it.", None).ok
    (any_kind,) = only("Transfer one counter from Zorblax to another site.")
    assert any_kind == static(
        m.MoveCounters(counter=None, count=1, source=m.This(), to=sel(quantifier="a", noun="site", other=True))
    )


def test_whether_the_card_named_before_is_a_unit() -> None:
    (ability,) = only(
        "{T}: Reveal the top card of your Stockpile. If it is a 'Mech, put it into your hand; otherwise, restock it."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.IfCardIs(
        card_type="Mech",
        effects=[m.ReturnToHand(target=m.ThatOne(noun="card"))],
        otherwise=[m.Restock(target=m.ThatOne(noun="card"))],
    )


def test_a_card_put_into_the_patrol_region() -> None:
    assert only("Put the new 'Mech into your Patrol region, activated.", card_type="Mission") == [
        m.Resolve(effects=[m.PutIntoPlay(target=m.ThatOne(noun="mech"), patrol=True, activated=True)])
    ]
    (ability,) = only("{T}: Put one of your Units under construction into play in your Patrol region.")
    assert ability.effects == [  # type: ignore[union-attr]
        m.PutIntoPlay(
            target=sel(quantifier="one", noun="unit", owner="you", states=["under_construction"]), patrol=True
        )
    ]


def test_opponent_pays_for_each_card_or_loses_it() -> None:
    (ability,) = only(
        "For each tapped 'Mech he or she controls, your opponent either pays 2+1M during his or her Untap phase or "
        "restocks that 'Mech."
    )
    tapped = sel(quantifier="each", noun="mech", owner="opponent", states=["tapped"])
    assert ability == static(
        m.ForEach(
            each=tapped,
            effects=[
                m.PayOrElse(
                    cost=parse_cost("2+1M"),
                    phase="untap",
                    otherwise=[m.Restock(target=m.ThatOne(noun="mech"), player="opponent")],
                )
            ],
        )
    )


def test_an_omnimech_configuration_paid_per_point_of_cost() -> None:
    abilities = only(
        "{T}: Choose and scrap one Omni 'Mech you control. Search your Stockpile for a configuration of that 'Mech "
        "and put it into your Patrol region. For each point by which the base construction cost of the new 'Mech "
        "exceeds that of the old, pay {R} {R} or draw a card."
    )
    assert abilities == [
        m.Activated(
            cost=[m.TapCost()],
            effects=[
                m.Scrap(target=sel(quantifier="one", noun="mech", owner="you", omni=True)),
                # the sentence naming "that 'Mech" goes on with the activated ability
                m.Search(target=sel(quantifier="a", noun="mech", configuration_of_that=True)),
                m.PutIntoPlay(target=m.ThatOne(), patrol=True),
                # the payment for the new configuration is part of the ability too
                m.PerCostPoint(effects=[m.OneOf(options=[[m.PayResources(count=2)], [m.Draw()]])]),
            ],
        ),
    ]


def test_an_omnimech_scrapped_to_search_for_a_configuration_is_an_effect_not_a_cost() -> None:
    """The Commander's Edition wording: "Scrap ... you control to search ..." chooses the 'Mech as the ability
    resolves (it is not a cost); the example in parentheses says nothing of its own; the sentences after it about
    the new 'Mech, and the timing, are the same ability's."""
    (ability,) = only(
        "{T}: Scrap any Omni 'Mech you control to search your Stockpile for any configuration of that 'Mech. (For "
        "example, you may scrap a Zorblax A to search for a Zorblax Prime, A, B, etc.) For each point by which the "
        "base construction cost of the new 'Mech exceeds that of the old, pay {R} or scrap one card from your "
        "Stockpile.\nPut the new 'Mech into your Patrol region, activated.\nShuffle your Stockpile afterwards. Use "
        "this ability only during your Deploy phase."
    )
    assert ability == m.Activated(
        cost=[m.TapCost()],
        effects=[
            m.Scrap(target=sel(quantifier="any", noun="mech", owner="you", omni=True)),
            m.Search(target=sel(quantifier="any", noun="mech", configuration_of_that=True)),
            m.PutIntoPlay(target=m.ThatOne(noun="mech"), activated=True, patrol=True),
            m.Shuffle(),
            m.PerCostPoint(
                effects=[
                    m.OneOf(
                        options=[
                            [m.PayResources()],
                            [m.Scrap(target=sel(quantifier="one", noun="card", zone="stockpile"))],
                        ]
                    )
                ]
            ),
        ],
        conditions=[m.During(phase="deploy")],
    )


def test_counters_removed_from_the_card_to_pay() -> None:
    abilities = only(
        "Remove one investment counter from Zorblax to deal 1 damage to a site. Use this ability only during battle."
    )
    assert abilities == [
        m.Activated(
            cost=[m.RemoveCountersCost(counter="investment")],
            effects=[m.DealDamage(target=sel(quantifier="a", noun="site"), amount=1)],
            conditions=[m.During(whose="any", battle=True)],
        )
    ]
    (two,) = only("Remove two booty counters from Zorblax to draw a card.")
    assert two == m.Activated(cost=[m.RemoveCountersCost(counter="booty", count=2)], effects=[m.Draw()])
