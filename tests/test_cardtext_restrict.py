"""Restrictions and limits: timings of "Use this ability only ...", play conditions, limits on attacks and on playing
cards. Every sentence here is invented; each is read, checked against its DSL, rendered and read back."""

from __future__ import annotations

from judge.dsl import models as m
from tests.cardtext_helpers import parsed


def only(text: str, name: str | None = None, card_type: str | None = None) -> list[m.Ability]:
    return parsed(text, name, card_type)


def conditions(restriction: str) -> list[m.Condition]:
    (ability,) = only("{T}: Draw two cards. " + restriction)
    assert isinstance(ability, m.Activated)
    return ability.conditions


# --- timings ------------------------------------------------------------------------------------------------------


def test_before_assigning_blockers_with_or_without_only() -> None:
    assert conditions("Use this ability during a mission and only before assigning blockers.") == [
        m.During(whose="any", mission=True),
        m.BeforeBlockers(),
    ]
    assert conditions("Use this ability only before assigning blockers, and only once each turn.") == [
        m.BeforeBlockers(),
        m.OnceEachTurn(),
    ]


def test_when_declaring_an_attack_with_a_number_of_units() -> None:
    assert conditions("Use this ability only when declaring an attack.") == [m.DeclaringAttack()]
    assert conditions("Use this ability only when declaring an attack with only two Units.") == [
        m.DeclaringAttack(count=2, noun="unit")
    ]


def test_during_the_phase_of_any_player() -> None:
    assert conditions("Use this ability only during the Deploy phase, but not during a mission.") == [
        m.During(phase="deploy", whose="any", not_during_mission=True)
    ]


def test_a_battle_role_after_another_timing() -> None:
    assert conditions("Use this ability only during battle and only when blocking or blocked.") == [
        m.During(whose="any", battle=True),
        m.WhenIn(roles=["blocking", "blocked"]),
    ]


def test_battle_role_of_the_piloted_mech() -> None:
    assert conditions("Use this ability only when this 'Mech attacks or is blocked.") == [
        m.UnitRole(unit="this", roles=["attacking", "blocked"])
    ]
    assert conditions(
        "Use this ability only if a 'Mech piloted by ~ blocks alone during battle.",
    ) == [
        m.UnitRole(unit="piloted_unit", roles=["blocking"], alone=True),
        m.During(whose="any", battle=True),
    ]


def test_battle_role_of_the_card_itself() -> None:
    assert conditions("Use this ability only if ~ attacks alone.") == [
        m.UnitRole(unit="this", roles=["attacking"], alone=True)
    ]


def test_at_the_end_of_a_mission_and_the_role_in_it() -> None:
    expected = [m.ThatIsIn(role="attacking", that_mission=True), m.During(whose="any", mission=True, at_end=True)]
    assert (
        conditions("Use this ability only if that 'Mech attacked that mission, and only after a mission.") == expected
    )
    at_end = "Use this ability if that 'Mech attacked that mission and only at the end of a mission."
    assert conditions(at_end) == expected


def test_one_of_several_turns() -> None:
    assert conditions(
        "Use this ability during battle, or on your turn, or during a mission on any opponent's turn."
    ) == [m.AnyOf(options=[m.During(whose="any", battle=True), m.During(), m.During(whose="opponent", mission=True)])]
    assert conditions("Use this ability only on your turn, and only once each turn.") == [m.During(), m.OnceEachTurn()]


def test_after_every_missile_die_is_rolled() -> None:
    assert conditions(
        "Use this ability during battle, and only after all of the missile dice for that Unit have been rolled."
    ) == [
        m.During(whose="any", battle=True),
        m.AfterRoll(missile=True, all_dice=True),
    ]


def test_a_mission_cards_effects_restricted_in_time() -> None:
    (resolve,) = only(
        "You may subtract 2 from any of your missile die rolls. Use this ability only during battle.",
        card_type="Mission",
    )
    assert resolve == m.Resolve(
        effects=[m.May(effects=[m.AdjustMissileRoll(amount=-2)])], conditions=[m.During(whose="any", battle=True)]
    )


# --- Pilots: the printed "Pilot" label, bonuses ----------------------------------------------------------------------


def test_pilot_label_before_a_sentence() -> None:
    attacking = m.Selector(quantifier="any", noun="unit", states=["attacking"])
    assert only("Pilot Using Alpha Strike does not deplete any attacking Unit.") == [
        m.Static(effects=[m.NoOptionDrawback(target=attacking, option="Alpha Strike")])
    ]
    yours = m.Selector(quantifier="one", noun="unit", owner="you")
    assert only("Pilot You may add or subtract 2 from the die roll for each missile fired by one of your Units.") == [
        m.Static(effects=[m.May(effects=[m.AdjustMissileRoll(amount=2, either_way=True, fired_by=yours)])])
    ]


def test_pilot_bonus_with_a_full_stop() -> None:
    assert only("Pilot: -2 initiative, +1 attack.") == [
        m.Static(
            effects=[
                m.ModifyStat(target=m.PilotedUnit(), stat="initiative", amount=-2),
                m.ModifyStat(target=m.PilotedUnit(), stat="attack", amount=1),
            ]
        )
    ]


# --- play conditions -------------------------------------------------------------------------------------------------


def test_played_on_a_mech_having_an_option_or_without_a_pilot() -> None:
    assert only("Play ~ only on a Unit having the Jump option.", "Boots") == [
        m.PlayRestriction(conditions=[m.PlayedOn(target=m.Selector(quantifier="a", noun="unit", with_option="Jump"))])
    ]
    unpiloted = m.Selector(quantifier="a", noun="mech", owner="opponent", states=["unpiloted"])
    assert only("Play ~ only on a 'Mech an opponent controls that does not have a pilot.", "Cadet") == [
        m.PlayRestriction(conditions=[m.PlayedOn(target=unpiloted)])
    ]


def test_play_only_if_a_player_controls_at_least_some_cards() -> None:
    clan = m.Selector(quantifier="each", count=2, noun="card", card_type="Clan")
    assert only("Play only if opponent controls at least two Clan cards and only when attacked.") == [
        m.PlayRestriction(
            conditions=[m.Controls(player="opponent", target=clan, at_least=2), m.WhenIn(roles=["attacked"])]
        )
    ]


# --- cards that do nothing -------------------------------------------------------------------------------------------


def test_no_cards_of_a_kind_do_anything() -> None:
    every = m.Selector(quantifier="all", noun="card", card_type="Mission")
    assert only("No Mission cards do anything when revealed.", card_type="Command") == [
        m.Static(effects=[m.Cancel(target=every, on="revealed")])
    ]


def test_while_in_play_cards_that_are_revealed_are_scrapped() -> None:
    revealed = m.Selector(quantifier="each", noun="card", card_type="Command", states=["revealed"])
    assert only(
        "If ~ is in play, each Command card that is revealed is scrapped with no effect.", "Censor", "Command"
    ) == [m.Static(effects=[m.Cancel(target=revealed, scrap=True)])]


# --- limits ----------------------------------------------------------------------------------------------------------


def test_attack_limit_and_the_attacks_it_does_not_count() -> None:
    sites = m.Selector(quantifier="one", noun="site", owner="you")
    limit = "You cannot attack more than twice per turn."
    assert only(limit + " Attacks that target one of your sites do not count toward this limit.") == [
        m.Static(effects=[m.AttackLimit(player="you", count=2), m.LimitExemption(attacks_on=sites)])
    ]


def test_a_player_who_may_not_play_a_kind_of_card_for_a_while() -> None:
    (ability,) = only("{T}: Your opponent may not play Command cards until end of turn.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.Lasting(until="end_of_turn", effects=[m.NoPlayerPlays(card_type="Command", player="opponent")])
    ]
    assert only("Opponent cannot play Command cards during this mission.", card_type="Mission") == [
        m.Resolve(
            effects=[
                m.Lasting(until="end_of_mission", effects=[m.NoPlayerPlays(card_type="Command", player="opponent")])
            ]
        )
    ]


# --- Unit options chosen and required -------------------------------------------------------------------------------


def test_choose_an_option_then_require_or_forbid_it() -> None:
    blocking = m.Selector(quantifier="each", noun="unit", states=["blocking"])
    (ability,) = only(
        "{T}: Choose one of the following options: Jump or Overheat. Each blocking Unit cannot use that option."
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.ChooseOption(options=["Jump", "Overheat"]),
        m.OptionRequirement(target=blocking, mode="cannot"),
    ]


def test_choose_whether_they_must_use_the_option() -> None:
    patrolling = m.Selector(quantifier="all", noun="unit", states=["patrolling"])
    text = (
        "{T}: Choose one of the following options: Alpha Strike, Jump, or Missile. "
        "Patrolling Units either use this option or cannot use it (your choice)."
    )
    (ability,) = only(text)
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.OptionRequirement(target=patrolling, mode="either")


def test_when_you_play_a_kind_of_card() -> None:
    assert conditions("Use this ability only when you reveal a Mission.") == [
        m.YouPlay(verb="reveal", card_type="Mission")
    ]


def test_a_battle_treated_as_a_missions_with_no_missions_played() -> None:
    (ability,) = only("{T}: Draw a card and treat this battle as if it occurred during a mission.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [m.Draw(count=1), m.BattleAsMission()]
    (ability,) = only("{T}: Tap ~, but Command cards may not be played.")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [m.Tap(target=m.This()), m.NoPlayerPlays(card_type="Command")]
