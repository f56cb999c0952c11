"""Card text about who may attack and block: speeds counted differently, blockers limited by speed or group size,
damage dealt as if unblocked, cards that fight together. Every sentence here is invented."""

from __future__ import annotations

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import parsed

PILOTED = m.PilotedUnit()


def only(text: str, name: str | None = "Zorblax", card_type: str | None = "Command") -> list[m.Ability]:
    return parsed(text, name, card_type)


def effects_of(text: str, card_type: str = "Command") -> list[m.Effect]:
    (ability,) = only(text, card_type=card_type)
    assert isinstance(ability, m.Static | m.Resolve | m.Activated)
    return ability.effects


# --- speed counted as another speed for attacking or blocking ------------------------------------------------------


def test_may_attack_and_block_as_if_slower() -> None:
    guards = m.Selector(quantifier="each", noun="unit", states=["guarding"])
    assert effects_of("Each guarding Unit may attack and block as if two speed slower.") == [
        m.ShiftSpeed(target=guards, steps=-2, only_for=["attack", "block"])
    ]


def test_may_block_as_if_faster_with_a_speed_in_the_selector() -> None:
    slow = m.Selector(quantifier="each", noun="mech", owner="you", speed="slow")
    assert effects_of("Each slow 'Mech you control may block as if one speed faster.") == [
        m.ShiftSpeed(target=slow, steps=1, only_for=["block"])
    ]


def test_may_attack_as_if_it_were_faster_for_a_while() -> None:
    assert effects_of("Until the end of the mission, that Unit may attack as if it were two speed faster.") == [
        m.Lasting(
            until="end_of_mission",
            effects=[m.ShiftSpeed(target=m.ThatOne(noun="unit"), steps=2, only_for=["attack"])],
        )
    ]


# --- who may block: except by, while tapped, under a speed condition ----------------------------------------------


def test_an_ability_that_holds_while_the_piloted_mech_is_of_a_speed() -> None:
    (bonus, ability) = only("+2 attack If 'Mech piloted by Zorblax is moderate, it cannot be attacked by slow Units.")
    assert bonus == m.Static(effects=[m.ModifyStat(target=PILOTED, stat="attack", amount=2)])
    slow = m.Selector(quantifier="all", noun="unit", speed="slow")
    assert ability == m.Static(
        effects=[m.CannotBeAttacked(target=PILOTED, by=slow)], conditions=[m.PilotedSpeed(speeds=["moderate"])]
    )
    (ability,) = only("If a 'Mech piloted by Zorblax is a slow 'Mech, it may block as if one speed faster.")
    assert ability == m.Static(
        effects=[m.ShiftSpeed(target=PILOTED, steps=1, only_for=["block"])],
        conditions=[m.PilotedSpeed(speeds=["slow"])],
    )


def test_cannot_be_blocked_except_by_defenders_of_the_target() -> None:
    attackers = m.Selector(quantifier="each", noun="unit", states=["attacking"])
    assert effects_of("Each attacking Unit cannot be blocked except by any moderate 'Mech guarding the target.") == [
        m.CannotBeBlocked(
            target=attackers,
            except_by=m.Selector(quantifier="any", noun="mech", speed="moderate", guarding_target=True),
        )
    ]
    assert effects_of("That Unit cannot be blocked except by 'Mechs guarding the target.") == [
        m.CannotBeBlocked(
            target=m.ThatOne(noun="unit"),
            except_by=m.Selector(quantifier="all", noun="mech", guarding_target=True),
        )
    ]


def test_an_ability_that_holds_while_the_piloted_mech_is_slower_than_others() -> None:
    (ability,) = only("If 'Mech piloted by Zorblax is slower than attacking Unit opponent controls, it gets +1 armor.")
    attacker = m.Selector(quantifier="a", noun="unit", owner="opponent", states=["attacking"])
    assert ability == m.Static(
        effects=[m.ModifyStat(target=PILOTED, stat="armor", amount=1)],
        conditions=[m.SpeedCompared(than=attacker, faster=False)],
    )


def test_may_block_while_tapped() -> None:
    patrols = m.Selector(quantifier="each", noun="mech", owner="you", states=["patrolling"])
    assert effects_of("Each of your patrolling 'Mechs may block while tapped.") == [m.BlockWhileTapped(target=patrols)]


# --- blocking and attacking whatever the speed ----------------------------------------------------------------------


def _for_the_mission(*effects: m.Effect) -> m.Lasting:
    return m.Lasting(until="end_of_mission", effects=list(effects))


def test_may_block_for_the_mission_under_way_regardless_of_speed() -> None:
    guards = m.Selector(quantifier="each", noun="unit", owner="you", states=["guarding"])
    assert effects_of("Each of your guarding Units may block this attack, regardless of their speed.") == [
        _for_the_mission(m.IgnoreSpeed(target=guards, action="block"))
    ]
    (ability,) = only("{T}{R}: That Unit may block during the current attack regardless of its speed.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [_for_the_mission(m.IgnoreSpeed(target=m.ThatOne(noun="unit"), action="block"))]


def test_may_attack_cards_an_opponent_controls_whatever_their_speed() -> None:
    (_bonus, ability) = only(
        "Pilot: +2 initiative A 'Mech piloted by Zorblax may attack each Unit controlled by an opponent regardless of "
        "that Unit's speed."
    )
    assert isinstance(ability, m.Static)
    assert ability.effects == [
        m.IgnoreSpeed(
            target=PILOTED, action="attack", against=m.Selector(quantifier="each", noun="unit", owner="opponent")
        )
    ]
    assert effects_of("That Unit may attack one opposing 'Mech, regardless of that 'Mech's speed.") == [
        m.IgnoreSpeed(
            target=m.ThatOne(noun="unit"),
            action="attack",
            against=m.Selector(quantifier="one", noun="mech", owner="opponent"),
        )
    ]


def test_whose_card_is_said_once() -> None:
    # two owners for one card: refused (the same owner said twice, "one of your 'Mechs in your ... region", is fine)
    result = parse_card_text("Each of your 'Mechs controlled by your opponent cannot block.", None, "Command")
    assert not result.ok


# --- how many cards a group that attacks or blocks may hold ---------------------------------------------------------


def test_no_group_of_more_than_n_may_attack_a_target_or_block_an_attack_against_it() -> None:
    text = (
        "No group containing more than four 'Mechs can block an attack against the target, and no group containing "
        "more than one Unit can attack such a target."
    )
    assert parse_card_text(text, "Zorblax", "Command").ok is False  # "such a target" only after the block clause
    in_region = m.Selector(quantifier="a", noun="target", in_enhanced_region=True)
    text = (
        "No group containing more than four 'Mechs can attack a target in the region enhanced by Zorblax, and no "
        "group containing more than one Unit can block an attack against such a target."
    )
    assert effects_of(text) == [
        m.GroupLimit(action="attack", most=4, noun="mech", against=in_region),
        m.GroupLimit(action="block", most=1, noun="unit", against=in_region),
    ]
    assert effects_of("No group containing more than three Units can block.") == [
        m.GroupLimit(action="block", most=3, noun="unit")
    ]


def test_player_cannot_block_or_attack_with_more_than_n() -> None:
    site = m.Selector(quantifier="any", noun="site", in_enhanced_region=True)
    assert effects_of(
        "You cannot block an attack against any site in the region enhanced by Zorblax with more than three Units."
    ) == [m.GroupLimit(action="block", most=3, noun="unit", player="you", against=site)]
    assert effects_of("Your opponent cannot attack with more than two 'Mechs.") == [
        m.GroupLimit(action="attack", most=2, noun="mech", player="opponent")
    ]


def test_cannot_assign_more_than_n_to_block() -> None:
    (ability,) = only("{T}: That opponent cannot assign more than two Units to block this attack.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [_for_the_mission(m.GroupLimit(action="block", most=2, noun="unit", player="opponent"))]
    assert effects_of("You cannot assign more than three 'Mechs to block.") == [
        m.GroupLimit(action="block", most=3, noun="mech", player="you")
    ]


def test_cannot_deal_damage_with_more_cards_than_the_number_of_others() -> None:
    assert effects_of("You cannot deal damage with more blocking Units than the number of tapped Units.") == [
        m.DamageDealersLimit(
            player="you",
            dealers=m.Selector(quantifier="all", noun="unit", states=["blocking"]),
            at_most=m.Selector(quantifier="all", noun="unit", states=["tapped"]),
        )
    ]


# --- damage to the target as if unblocked ---------------------------------------------------------------------------

ONE_TARGET = m.Selector(quantifier="a", noun="target")


def test_you_may_have_cards_deal_damage_as_if_unblocked() -> None:
    yours = m.Selector(quantifier="up_to", count=2, noun="unit", owner="you")
    assert effects_of(
        "You may choose to have up to two of your Units deal damage to one target as if unblocked.", "Mission"
    ) == [m.DealsItsDamage(source=yours, to=ONE_TARGET, optional=True, as_if_unblocked=True)]
    assert effects_of("You may have that 'Mech deal damage to the target as if unblocked.", "Mission") == [
        m.DealsItsDamage(source=m.ThatOne(noun="mech"), to=ONE_TARGET, optional=True, as_if_unblocked=True)
    ]


def test_for_each_card_a_group_falls_short() -> None:
    (ability,) = only("For each Unit fewer than three in the attacking group, draw a card.", card_type="Mission")
    assert ability == m.Resolve(
        effects=[m.ForEachFewer(noun="unit", than=3, group="attacking", effects=[m.Draw(count=1)])]
    )


# --- an attack given another target ---------------------------------------------------------------------------------


def test_redirect_the_attack_to_a_legal_target() -> None:
    site = m.Selector(quantifier="one", noun="site", legal_target=True)
    assert effects_of(
        "Until your next turn, you may redirect it to one site that is a legal target for that attack."
    ) == [m.Lasting(until="your_next_turn", effects=[m.May(effects=[m.RedirectAttack(to=site)])])]


def test_for_each_attack_against_you_lasts_as_long_as_the_attacks() -> None:
    assert effects_of("For each attack against you this turn, draw a card.") == [
        m.Lasting(until="end_of_turn", effects=[m.Draw(count=1)])
    ]
    assert effects_of(
        "For each attack against you until the end of the mission (including this one), prevent 1 damage to the target."
    ) == [m.Lasting(until="end_of_mission", effects=[m.PreventDamage(target=ONE_TARGET, amount=1, up_to=False)])]


# --- cards chosen by speed, and cards that fight together ----------------------------------------------------------


def test_cards_of_the_same_speed_or_slower() -> None:
    slower = m.Selector(quantifier="each", noun="unit", owner="opponent", same_speed=True, or_slower=True)
    same = m.Selector(quantifier="each", noun="unit", owner="opponent", same_speed=True)
    assert effects_of("Tap each opposing Unit of the same speed or slower.", "Mission") == [m.Tap(target=slower)]
    assert effects_of("Tap each opposing Unit of the same speed.", "Mission") == [m.Tap(target=same)]


def test_attacks_or_blocks_with_a_partner_and_takes_its_speed() -> None:
    (attacks, speed) = only(
        "Zorblax blocks with one of your Units. The speed of Zorblax is the same as the 'Mech with which it blocks."
    )
    assert attacks == m.Static(
        effects=[
            m.AttacksWith(
                target=m.This(), partner=m.Selector(quantifier="one", noun="unit", owner="you"), actions=["block"]
            )
        ]
    )
    partner = m.Selector(quantifier="a", noun="mech", in_group_with="this")
    assert speed == m.Static(effects=[m.SameSpeedAs(target=m.This(), like=partner)])
    assert effects_of("That Unit attacks and blocks with one of your Units.") == [
        m.AttacksWith(
            target=m.ThatOne(noun="unit"),
            partner=m.Selector(quantifier="one", noun="unit", owner="you"),
            actions=["attack", "block"],
        )
    ]
    assert effects_of("The speed of that Unit is the same as that 'Mech.") == [
        m.SameSpeedAs(target=m.ThatOne(noun="unit"), like=m.ThatOne(noun="mech"))
    ]


def test_cannot_be_attacked_by_cards_of_a_speed() -> None:
    (ability,) = only("{T}{R}: Zorblax cannot be attacked by moderate Units.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.CannotBeAttacked(target=m.This(), by=m.Selector(quantifier="all", noun="unit", speed="moderate"))
    ]


def test_a_sentence_opening_on_a_speed() -> None:
    fast = m.Selector(quantifier="all", noun="mech", speed="fast", states=["attacking"])
    assert effects_of("Fast attacking 'Mechs cannot be blocked by slow 'Mechs.") == [
        m.CannotBeBlocked(target=fast, by=m.Selector(quantifier="all", noun="mech", speed="slow"))
    ]


def test_if_the_piloted_mech_is_one_of_several_speeds() -> None:
    (ability,) = only("If 'Mech piloted by Zorblax is slow or moderate, it cannot be blocked by fast 'Mechs.")
    fast = m.Selector(quantifier="all", noun="mech", speed="fast")
    assert ability == m.Static(
        effects=[m.CannotBeBlocked(target=PILOTED, by=fast)], conditions=[m.PilotedSpeed(speeds=["slow", "moderate"])]
    )


def test_cards_after_the_first_blocking_or_blocked_by_the_piloted_mech() -> None:
    (_bonus, ability) = only(
        "Pilot: +2 attack Deal 1 damage to each Unit after the first that is blocking or blocked by 'Mech piloted by "
        "Zorblax."
    )
    each = m.Selector(quantifier="each", noun="unit", after_first=True, engaged_with="piloted_unit")
    assert ability == m.Static(effects=[m.DealDamage(target=each, amount=1)])


def test_this_mech_gets_a_bonus_and_prevents_damage() -> None:
    assert effects_of("Until the end of the turn, this 'Mech gets +1 attack and prevents 1 damage.", "Unit") == [
        m.Lasting(
            until="end_of_turn",
            effects=[
                m.ModifyStat(target=m.This(), stat="attack", amount=1),
                m.PreventDamage(target=m.This(), amount=1, up_to=False),
            ],
        )
    ]
    assert effects_of("This 'Mech gets +2 armor and prevents 3 damage.") == [
        m.ModifyStat(target=PILOTED, stat="armor", amount=2),
        m.PreventDamage(target=PILOTED, amount=3, up_to=False),
    ]
