"""The card-text grammar and the effect DSL: every Unit option and keyword from its definition, errors that say
where, round trips, and the real pool read in place (../shared, skipped when absent)."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.cards.models import BtCard
from judge.cardtext.coverage import measure, printings_to_measure
from judge.cardtext.normalize import normalize
from judge.cardtext.parser import CardTextError, parse_card_text, split_sentences
from judge.cardtext.render import render_abilities, without_reminders
from judge.dsl import models as m
from judge.pool import CardPool


def only(text: str, name: str | None = None, card_type: str | None = None) -> list[m.Ability]:
    result = parse_card_text(text, name, card_type)
    assert result.ok, [e.as_json() for e in result.errors]
    return result.abilities


# --- Unit options: rulebook p.31, "Using Unit Options and Abilities" ------------------------------------------------


def test_overheat_rulebook_p31() -> None:
    assert only("Overheat 2: +3 attack") == [m.Overheat(heat=2, attack=3)]


def test_alpha_strike_rulebook_p31() -> None:
    assert only("Alpha Strike: +2 attack") == [m.AlphaStrike(attack=2)]


def test_missile_rulebook_p31() -> None:
    assert only("Missile 3") == [m.Missile(count=3)]


def test_jump_rulebook_p31() -> None:
    assert only("Jump (-1 attack: +1 initiative)") == [m.Jump(attack=-1, initiative=1)]


def test_options_run_together_on_one_line() -> None:
    # the community list runs a card's abilities together with no separator
    assert only("Missile 1 Overheat 4:+3 attack Jump (-1 attack:+1 initiative)") == [
        m.Missile(count=1),
        m.Overheat(heat=4, attack=3),
        m.Jump(),
    ]


# --- keywords: their definitions in 002 (Unit Options) and the rulebook (assets) -----------------------------------


@pytest.mark.parametrize("name", ["ECM", "Anti-Missile", "NARC", "C3", "AP", "VTOL", "Tactics", "Assembly"])
def test_keyword_without_reminder(name: str) -> None:
    (keyword,) = only(name)
    assert keyword == m.Keyword(name=name)


def test_long_range_and_hand_to_hand_take_a_value() -> None:
    assert only("Long-Range 2") == [m.Keyword(name="Long-Range", value=2)]
    assert only("Hand-to-Hand 1") == [m.Keyword(name="Hand-to-Hand", value=1)]


def test_long_range_reminder_is_checked_against_the_keyword() -> None:
    good = "Long-Range 3 (If Zorblax is blocked, it may deal up to 3 of its damage to the target.)"
    (keyword,) = only(good, name="Zorblax (ZB-1)")
    assert keyword == m.Keyword(name="Long-Range", value=3, reminder=True)
    bad = parse_card_text(good.replace("up to 3", "up to 2"), name="Zorblax (ZB-1)")
    assert not bad.ok
    assert "reminder text says" in bad.errors[0].message


def test_tactics_reminder_in_the_rulebooks_words() -> None:
    # rulebook "Initiative": with Tactics your base initiative is 1
    (keyword,) = only("Tactics (Your base initiative is 1.)")
    assert keyword == m.Keyword(name="Tactics", reminder=True)
    assert not parse_card_text("Tactics (Your base initiative is 2.)").ok


# --- sentences -------------------------------------------------------------------------------------------------------


def test_a_card_names_itself() -> None:
    abilities = only("Scrap Zorblax Strike when it is revealed.", name="Zorblax Strike")
    assert abilities == [m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This())])]
    assert only("Scrap this card when it is revealed.") == abilities


def test_timing_restriction_attaches_to_the_ability_before_it() -> None:
    (ability,) = only("{T}: Draw a card. Use this ability only during your Draw phase.")
    assert ability == m.Activated(cost=[m.TapCost()], effects=[m.Draw()], conditions=[m.During(phase="draw")])


def test_restriction_with_nothing_to_restrict_is_an_error() -> None:
    result = parse_card_text("Use this ability only during battle.")
    assert result.status == "failed"
    assert "restricts no ability" in result.errors[0].message


def test_mission_effects_resolve_and_permanent_effects_are_static() -> None:
    text = "Each opposing Unit gets -1 attack."
    effect = m.ModifyStat(target=m.Selector(quantifier="each", noun="unit", owner="opponent"), stat="attack", amount=-1)
    assert only(text, card_type="Mission") == [m.Resolve(effects=[effect])]
    assert only(text, card_type="Command") == [m.Static(effects=[effect])]


def test_selectors_compose() -> None:
    (ability,) = only("Deal 2 damage to each attacking 'Mech.", card_type="Mission")
    assert isinstance(ability, m.Resolve)
    (damage,) = ability.effects
    assert damage == m.DealDamage(amount=2, target=m.Selector(quantifier="each", noun="mech", states=["attacking"]))
    (ability,) = only("Prevent up to 2 damage to one of your Units.", card_type="Mission")
    assert ability.effects == [  # type: ignore[union-attr]
        m.PreventDamage(amount=2, target=m.Selector(quantifier="one", noun="unit", owner="you"))
    ]


def test_pilot_bonus() -> None:
    (ability,) = only("+2 initiative, +1 attack")
    assert ability == m.Static(
        effects=[
            m.ModifyStat(target=m.PilotedUnit(), stat="initiative", amount=2),
            m.ModifyStat(target=m.PilotedUnit(), stat="attack", amount=1),
        ]
    )


def test_play_restriction() -> None:
    assert only("Play only when blocked or blocking.") == [
        m.PlayRestriction(conditions=[m.WhenIn(roles=["blocked", "blocking"])])
    ]


# --- errors: the span, what was expected, a suggestion; no catch-all ----------------------------------------------


def test_misspelt_option_reports_where_and_suggests() -> None:
    result = parse_card_text("Missile 1\nOverhaet 2: +2 attack")
    assert result.status == "partial"
    (error,) = result.errors
    assert (error.line, error.column) == (2, 1)
    assert error.suggestion == "Overheat 2: +2 attack"
    assert error.expected


def test_unknown_sentence_is_not_parsed() -> None:
    result = parse_card_text("The moon turns purple and every card is happy.")
    assert result.status == "failed"
    assert result.abilities == []
    assert result.errors[0].span == (0, 46)


def test_error_columns_point_into_the_printed_text() -> None:
    text = "Missile 1\nScrap Zorblax Strike whenever.\n"
    result = parse_card_text(text, name="Zorblax Strike")
    (error,) = result.errors
    assert text[error.span[0] : error.span[1]] == "Scrap Zorblax Strike whenever."


def test_overlong_text_is_refused() -> None:
    with pytest.raises(CardTextError):
        parse_card_text("Missile 1 " * 500)


def test_sentence_split_keeps_reminders_whole() -> None:
    text = normalize("ECM (Each thing gets +1 armor.) Missile 1. Draw a card.").text
    assert [text[a:b] for a, b in split_sentences(text)] == [
        "ECM (Each thing gets +1 armor.) Missile 1.",
        "Draw a card.",
    ]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_parser_raises_nothing_on_any_text(text: str) -> None:
    result = parse_card_text(text)
    assert result.status in ("parsed", "partial", "failed")
    json.dumps(result.as_json())


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["Missile", "Overheat", "2", ":", "+1", "attack", "(", ")", ".", "Jump", "{T}", "Deal", "damage", "to"]
        ),
        max_size=25,
    )
)
def test_parser_raises_nothing_on_grammar_words(words: list[str]) -> None:
    parse_card_text(" ".join(words))


# --- the real pool, in place -----------------------------------------------------------------------------------------


def _parsed(full_pool: CardPool) -> list[tuple[BtCard, list[m.Ability]]]:
    out = []
    for card in full_pool.cards:
        if isinstance(card, BtCard):
            for printing in printings_to_measure(card):
                result = parse_card_text(printing.text, card.name, card.card_type)
                if result.ok and result.abilities:
                    out.append((card, result.abilities))
    return out


def test_coverage_floor(full_pool: CardPool) -> None:
    """The issue's target, 95% of the printings fully read by the grammar, held as a ratchet at what was reached (911
    of 943, now ``read``); since issue 17 ``parsed`` is what the engine executes in full (483 of 943: Units 389 of
    434, Missions 69 of 114, Command cards 25 of 395), held as ratchets too. The coverage report lists the rest with
    the reason."""
    report = measure(full_pool, game="bttcg").as_json()
    assert report["total"] == 943
    assert report["read"] / report["total"] >= 0.966
    assert report["parsed"] >= 483
    types = report["types"]
    assert (types["Unit"]["parsed"], types["Mission"]["parsed"], types["Command"]["parsed"]) >= (389, 69, 25)
    assert all(c["read"] == "parsed" and not c["refused"] for c in report["cards"] if c["status"] == "parsed")


@pytest.mark.parametrize(
    ("keyword", "pattern"),
    [
        ("ECM", r"\bECM \("),
        ("Anti-Missile", r"Anti-[Mm]issile \("),
        ("NARC", r"\bN(ARC|arc) \("),
        ("C3", r"\bC3 \("),
        ("Long-Range", r"Long-Range \d \("),
        ("Hand-to-Hand", r"Hand-to-Hand \d \("),
        ("AP", r"\bAP \("),
    ],
)
def test_every_printed_reminder_of_a_keyword_is_recognised(full_pool: CardPool, keyword: str, pattern: str) -> None:
    """Every reminder wording the pool prints for the keyword is parsed and agrees with it (002 Unit Options)."""
    found = 0
    for card in full_pool.cards:
        if not isinstance(card, BtCard):
            continue
        for printing in printings_to_measure(card):
            for match in re.finditer(pattern + r"[^()]*\)", printing.text):
                found += 1
                fragment = match.group(0)
                if "leas tone" in fragment:  # the community list's typo for "least one": not checked, and said so
                    (typo,) = parse_card_text(fragment, card.name, card.card_type).abilities
                    assert isinstance(typo, m.Keyword) and typo.wording == "unchecked"
                    continue
                abilities = parse_card_text(fragment, card.name, card.card_type)
                assert abilities.ok, (card.name, fragment, [e.message for e in abilities.errors])
                (parsed,) = abilities.abilities
                assert isinstance(parsed, m.Keyword) and parsed.name == keyword and parsed.reminder
    assert found > 0


def test_dsl_json_round_trip_over_the_pool(full_pool: CardPool) -> None:
    for _card, abilities in _parsed(full_pool):
        data = m.AbilityList(abilities).model_dump_json()
        assert m.AbilityList.model_validate_json(data).root == abilities


def test_render_then_parse_gives_the_same_dsl_over_the_pool(full_pool: CardPool) -> None:
    checked = 0
    for card, abilities in _parsed(full_pool):
        english = render_abilities(abilities)
        again = parse_card_text(english, None, card.card_type)
        assert again.ok, (card.name, english, [e.message for e in again.errors])
        assert again.abilities == without_reminders(abilities), (card.name, english)
        checked += 1
    assert checked > 300


def test_schema_is_exported() -> None:
    schema = m.dsl_schema()
    assert schema["type"] == "array"
    assert "Overheat" in schema["$defs"]


# --- general constructions of the card language (invented sentences) -----------------------------------------------


def _static(text: str, name: str | None = "Zorblax", card_type: str = "Command") -> list[m.Effect]:
    (ability,) = only(text, name=name, card_type=card_type)
    assert isinstance(ability, m.Static | m.Resolve | m.Activated | m.Triggered)
    return ability.effects


YOUR_UNIT = m.Selector(quantifier="one", noun="unit", owner="you")


def test_costs_written_together_and_gain_resources() -> None:
    (ability,) = only("{T}{R}{R}: Gain {R}{R}.")
    assert ability == m.Activated(
        cost=[m.TapCost(), m.ResourceCost(), m.ResourceCost()], effects=[m.AddResources(count=2)]
    )
    (ability,) = only("{R} {R}, {T}: Draw a card.")
    assert isinstance(ability, m.Activated) and len(ability.cost) == 3


def test_scrap_cards_from_your_stockpile_as_a_cost() -> None:
    (ability,) = only("{T}: Scrap two cards from your Stockpile to gain {R}.")
    assert ability == m.Activated(
        cost=[m.TapCost(), m.ScrapCost(source="stockpile", count=2)], effects=[m.AddResources(count=1)]
    )


def test_activated_bonus_to_you() -> None:
    (ability,) = only("{T}: +2 initiative and draw a card.")
    you = m.Selector(quantifier="a", noun="unit", owner="you")
    assert ability == m.Activated(
        cost=[m.TapCost()], effects=[m.ModifyStat(target=you, stat="initiative", amount=2), m.Draw()]
    )


def test_after_mission_without_the_and_untap_later() -> None:
    assert _static("Return Zorblax to your hand after mission.", card_type="Mission") == [
        m.ReturnToHand(target=m.This(), delayed="mission")
    ]
    assert _static("Untap that 'Mech at end of current mission.", card_type="Mission") == [
        m.Tap(target=m.ThatOne(noun="mech"), untap=True, delayed="mission")
    ]
    assert _static("Untap 'Mech piloted by Zorblax at end of your turn.") == [
        m.Tap(target=m.PilotedUnit(), untap=True, delayed="turn")
    ]


def test_card_kinds_zones_and_moving_cards() -> None:
    mission = m.Selector(quantifier="any", noun="card", card_type="Mission", unique=True, zone="scrapheap")
    assert _static("Put any unique Mission card from your Scrapheap into your hand.") == [
        m.ReturnToHand(target=mission)
    ]
    found = m.Selector(quantifier="a", noun="card", card_type="Mercenary")
    assert _static("Search your Stockpile for a Mercenary card and put it into play.") == [
        m.Search(target=found),
        m.PutIntoPlay(target=m.ThatOne()),
    ]
    pilot = m.Selector(quantifier="a", noun="card", card_type="Pilot", zone="hand")
    assert _static("Take a Pilot card from your hand and put it on top of your Stockpile.") == [
        m.Choose(target=pilot),
        m.PutOnStockpile(target=m.ThatOne()),
    ]


def test_selectors_in_a_group_with_the_piloted_mech_and_other() -> None:
    group = m.Selector(quantifier="each", noun="mech", other=True, in_group_with="piloted_unit")
    assert _static("Each other 'Mech in a group that includes 'Mech piloted by Zorblax gets +1 attack.") == [
        m.ModifyStat(target=group, stat="attack", amount=1)
    ]


def test_selectors_engaged_in_battle_with_and_bare_plural() -> None:
    engaged = m.Selector(quantifier="all", noun="mech", engaged_with="this")
    assert _static("'Mechs engaged in battle with Zorblax get -1 attack.") == [
        m.ModifyStat(target=engaged, stat="attack", amount=-1)
    ]


def test_selectors_tons_attack_option_construction_and_your() -> None:
    heavy = m.Selector(quantifier="each", noun="unit", min_tons=75)
    assert _static("Each Unit of 75 tons or more gets +1 armor.")[0].target == heavy  # type: ignore[union-attr]
    strong = m.Selector(quantifier="one", noun="unit", owner="you", min_attack=2, without_option="Jump")
    assert _static("Deal 1 damage to one of your Units without Jump having at least 2 attack.") == [
        m.DealDamage(target=strong, amount=1)
    ]
    building = m.Selector(quantifier="one", noun="mech", owner="you", states=["under_construction"])
    assert _static("Put three construction counters on one of your 'Mechs under construction.") == [
        m.AddCounters(counter="construction", count=3, target=building)
    ]
    assert _static("Your 'Mech gets +2 attack.", card_type="Mission") == [
        m.ModifyStat(target=m.Selector(quantifier="that", noun="mech", owner="you"), stat="attack", amount=2)
    ]
    piloted = m.Selector(quantifier="a", noun="mech", states=["piloted"])
    assert _static("{T}: Untap a piloted 'Mech.") == [m.Tap(target=piloted, untap=True)]


def test_either_with_a_bare_noun() -> None:
    either = m.Either(options=[m.Selector(quantifier="one", noun="mech"), m.Selector(quantifier="one", noun="site")])
    assert _static("Deal 2 structure damage to one 'Mech or site.", card_type="Mission") == [
        m.DealDamage(target=either, amount=2, structure=True)
    ]


def test_gets_but_receives_damage() -> None:
    assert _static("One of your Units gets +2 attack but receives 1 damage.", card_type="Mission") == [
        m.ModifyStat(target=YOUR_UNIT, stat="attack", amount=2),
        m.DealDamage(target=m.ThatOne(noun="unit"), amount=1),
    ]


def test_prevent_all_damage_and_deals_no_damage() -> None:
    that = m.ThatOne(noun="unit")
    assert _static("Prevent all damage dealt and received by that Unit.", card_type="Mission") == [
        m.PreventAllDamage(target=that, dealt=True, received=True)
    ]
    attacking = m.Selector(quantifier="each", noun="unit", states=["attacking"])
    assert _static("Each attacking Unit deals no damage.", card_type="Mission") == [
        m.PreventAllDamage(target=attacking, dealt=True)
    ]
    assert _static("Your 'Mechs do not deal damage.", card_type="Mission") == [
        m.PreventAllDamage(target=m.Selector(quantifier="all", noun="mech", owner="you"), dealt=True)
    ]


def test_reduce_a_stat_to_a_value() -> None:
    opposing = m.Selector(quantifier="each", noun="unit", owner="opponent")
    assert _static("Reduce the armor of each opposing Unit to 1.", card_type="Mission") == [
        m.SetStat(target=opposing, stat="armor", value=1)
    ]


def test_per_excess_construction_and_may() -> None:
    untap = m.Tap(target=YOUR_UNIT, untap=True)
    assert _static(
        "For every two construction counters above the cost of Zorblax, you may untap one of your Units."
    ) == [m.PerExcessConstruction(per=2, effects=[m.May(effects=[untap])])]
    assert _static("Untap one of your Units for each construction counter above the cost of Zorblax.") == [
        m.PerExcessConstruction(per=1, effects=[untap])
    ]


def test_pilot_triggers_after_a_bonus() -> None:
    bonus, trigger = only(
        "+1 initiative Whenever 'Mech piloted by Zorblax attacks or blocks, roll a die: 1-3, no effect; "
        "4-6, untap that 'Mech after the mission.",
        name="Zorblax",
    )
    assert bonus == m.Static(effects=[m.ModifyStat(target=m.PilotedUnit(), stat="initiative", amount=1)])
    assert isinstance(trigger, m.Triggered) and trigger.trigger == "piloted_attacks_or_blocks"
    (scrapped,) = only("If 'Mech piloted by Zorblax is scrapped, return Zorblax to your hand.", name="Zorblax")
    assert scrapped == m.Triggered(trigger="piloted_scrapped", effects=[m.ReturnToHand(target=m.This())])


def test_older_hand_to_hand_and_ap_wordings() -> None:
    assert only("Zorblax deals +3 damage to a Mech that is the same speed or slower.", name="Zorblax") == [
        m.Keyword(name="Hand-to-Hand", value=3, wording="older")
    ]
    assert only("Zorblax deals +1 damage to any target other than an OmniMech.", name="Zorblax") == [
        m.Keyword(name="AP", wording="older")
    ]


def test_activation_conditions_with_phases() -> None:
    assert only("Activate only at the end of your Draw phase.") == [
        m.PlayRestriction(conditions=[m.During(phase="draw", at_end=True)], activate=True)
    ]
    assert only("You may activate Zorblax only during your Deploy phase.", name="Zorblax") == [
        m.PlayRestriction(conditions=[m.During(phase="deploy")], activate=True)
    ]


def test_counters_as_effects_and_reroll() -> None:
    assert _static("{T}: Remove an operation counter from a card.") == [
        m.RemoveCounters(counter="operation", target=m.Selector(quantifier="a", noun="card"))
    ]
    (ability,) = only(
        "{T}{R}: Reroll one of your missile die rolls. Use this ability only immediately after the die roll."
    )
    assert ability == m.Activated(
        cost=[m.TapCost(), m.ResourceCost()], effects=[m.RerollMissile()], conditions=[m.AfterRoll()]
    )


def test_opponent_does() -> None:
    assert _static("Your opponent scraps that card and draws two cards.", card_type="Mission") == [
        m.Scrap(target=m.ThatOne(noun="card"), player="opponent"),
        m.Draw(count=2, player="opponent"),
    ]


def test_repair_up_to_and_one_additional_deployment() -> None:
    assert _static("Repair up to 2 damage to one of your Units.", card_type="Mission") == [
        m.Repair(target=YOUR_UNIT, amount=2, up_to=True)
    ]
    assert _static("Draw a card and you may make one additional deployment this turn.", card_type="Mission") == [
        m.Draw(),
        m.AdditionalDeployment(when_revealed=False),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Each other 'Mech in a group that includes 'Mech piloted by Zorblax gets +1 attack and +1 initiative.",
        "For every 3 construction counters above the cost of Zorblax, deal 1 damage to one 'Mech or site.",
        "{T}: Scrap a card from your hand to put any Subterfuge card from your Scrapheap into your hand.",
        "Whenever 'Mech piloted by Zorblax attacks or blocks, you may put a static counter on each attacking Unit.",
        "Prevent all damage to all of your 'Mechs engaged in battle with that 'Mech.",
    ],
)
def test_new_constructions_render_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Command")
    again = parse_card_text(render_abilities(abilities), None, "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


def test_per_counter_on_this_card() -> None:
    assert _static("{T}: Gain {R} for each deposit counter on Zorblax.") == [
        m.PerCounter(counter="deposit", effects=[m.AddResources(count=1)])
    ]


def test_once_each_turn_with_a_phase() -> None:
    (ability,) = only("{T}: Draw two cards. Use this ability only once each turn, during your Draw phase.")
    assert isinstance(ability, m.Activated)
    assert ability.conditions == [m.OnceEachTurn(), m.During(phase="draw")]
    (ability,) = only("{T}: Draw two cards. Use this ability only during your Draw phase and only once each turn.")
    assert isinstance(ability, m.Activated)
    assert ability.conditions == [m.During(phase="draw"), m.OnceEachTurn()]


def test_die_branch_with_effects_after_a_semicolon() -> None:
    (ability,) = only("Roll a die: 1-3: No effect. 4-6: That Unit receives 2 damage; draw a card.", card_type="Mission")
    assert isinstance(ability, m.Resolve)
    (roll,) = ability.effects
    assert isinstance(roll, m.RollDie)
    assert roll.branches[-1].effects == [m.DealDamage(target=m.ThatOne(noun="unit"), amount=2), m.Draw()]


def test_self_names_in_other_spellings() -> None:
    assert normalize("Zorb Walker cannot block.", "ZorbWalker (ZW-1)").text == "~ cannot block."
    assert normalize("Scrap 'Mech Zorblax when it is revealed.", "Mech Zorblax").text == "Scrap ~ when it is revealed."
    assert normalize("Deal 1 damage for Zorblax.", "Zorblax 'Mech").text == "Deal 1 damage for ~."
    assert normalize("Return Zorb Into Cover.", "Zorb into Cover").text == "Return ~."
    assert only("n/a", name="Zorblax (ZB-1)", card_type="Unit") == []


def test_reveal_and_activation_conditions_on_opponents_plays() -> None:
    assert only("Reveal Zorblax when opponent attacks.", name="Zorblax") == [
        m.PlayRestriction(conditions=[m.WhenIn(roles=["attacked"])], reveal=True)
    ]
    subterfuge = m.Selector(quantifier="a", noun="card", card_type="Subterfuge")
    assert only("You may activate Zorblax when any opponent reveals a Subterfuge card.", name="Zorblax") == [
        m.PlayRestriction(conditions=[m.OpponentPlays(verb="reveals", target=subterfuge)], activate=True)
    ]
    assert only("Activate Zorblax only when you are attacked.", name="Zorblax") == [
        m.PlayRestriction(conditions=[m.WhenIn(roles=["attacked"])], activate=True)
    ]


def test_if_scrapped_rider() -> None:
    (ability,) = only(
        "{T}: One of your Units gets +1 attack. If that Unit is scrapped during this mission, scrap Zorblax.",
        name="Zorblax",
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.IfScrapped(
        watched=m.ThatOne(noun="unit"), during_mission=True, effects=[m.Scrap(target=m.This())]
    )


def test_for_each_with_a_die_roll_and_its_branches() -> None:
    (ability,) = only(
        "For each attacking Unit, roll a die. 1-3: No effect. 4-6: That Unit receives 1 damage.", card_type="Mission"
    )
    assert isinstance(ability, m.Resolve)
    (each,) = ability.effects
    assert isinstance(each, m.ForEach)
    assert each.each == m.Selector(quantifier="each", noun="unit", states=["attacking"])
    (roll,) = each.effects
    assert isinstance(roll, m.RollDie) and len(roll.branches) == 2


def test_durations_lasting() -> None:
    you = m.Selector(quantifier="a", noun="unit", owner="you")
    bonus = m.ModifyStat(target=you, stat="initiative", amount=1)
    assert _static("You get +1 initiative until your next turn.") == [
        m.Lasting(until="your_next_turn", effects=[bonus])
    ]
    assert _static("+1 initiative until the beginning of your next turn.") == [
        m.Lasting(until="your_next_turn", effects=[bonus])
    ]
    each = m.Selector(quantifier="each", noun="unit")
    assert _static("For the rest of this mission, each Unit gets -1 armor.") == [
        m.Lasting(until="end_of_mission", effects=[m.ModifyStat(target=each, stat="armor", amount=-1)])
    ]


def test_gain_control_until_the_end_of_the_turn() -> None:
    mech = m.Selector(quantifier="a", noun="mech", owner="opponent", states=["tapped"])
    assert _static("Untap a tapped 'Mech your opponent controls and gain control of it until end of turn.") == [
        m.Tap(target=mech, untap=True),
        m.Lasting(until="end_of_turn", effects=[m.GainControl(target=m.ThatOne())]),
    ]
    assert _static("That opponent gains control of Zorblax.") == [m.GainControl(target=m.This(), player="opponent")]


def test_gets_and_more_predicates_speed_and_cannot_block() -> None:
    that = m.ThatOne(noun="mech")
    assert _static("That 'Mech gets -1 attack, is now moderate, and cannot block unless guarding.") == [
        m.ModifyStat(target=that, stat="attack", amount=-1),
        m.SetSpeed(target=that, speed="moderate"),
        m.CannotBlock(target=that, unless_guarding=True),
    ]


def test_plus_x_where_x_is_a_base_stat() -> None:
    assert _static("One of your Units gets +X armor, where X is its base attack.", card_type="Mission") == [
        m.ModifyStat(target=YOUR_UNIT, stat="armor", amount=0, amount_from="base_attack")
    ]


def test_group_size_play_condition() -> None:
    assert only("Play only when attacking with exactly three 'Mechs.") == [
        m.PlayRestriction(conditions=[m.GroupSize(roles=["attacking"], count=3)])
    ]


def test_cannot_attack_or_block_alone_or_in_a_group() -> None:
    assert _static("'Mech piloted by Zorblax cannot attack or block in a group.") == [
        m.CannotAttackOrBlock(target=m.PilotedUnit(), how="in_group")
    ]


def test_resources_in_play_and_the_top_card() -> None:
    resources = m.Selector(quantifier="up_to", count=3, noun="card", card_type="Resource")
    assert _static("{T}: Untap up to three resources.") == [m.Tap(target=resources, untap=True)]
    in_play = m.Selector(quantifier="one", noun="card", card_type="Resource", owner="you", in_play=True)
    assert _static("{T}: Scrap one of your Resources in play.") == [m.Scrap(target=in_play)]
    top = m.Selector(quantifier="one", noun="card", zone="stockpile", top=True)
    assert _static("{T}: Show the top card of your Stockpile to all players.") == [m.Show(target=top)]


def test_bonus_ability_run_together_and_search_and_choose() -> None:
    bonus, draw = only("{T}: +1 initiative {T}: Search your Stockpile and choose a Pilot card.")
    assert isinstance(bonus, m.Activated) and isinstance(draw, m.Activated)
    assert draw.effects == [m.Search(target=m.Selector(quantifier="a", noun="card", card_type="Pilot"))]


def test_has_a_stat_change_and_an_option_and_base_attack_selector() -> None:
    (play, ability) = only(
        "Play Zorblax only on a 'Mech with a base attack of at least 2. That 'Mech has -1 attack and Missile 1.",
        name="Zorblax",
        card_type="Command",
    )
    mech = m.Selector(quantifier="a", noun="mech", min_base_attack=2)
    assert play == m.PlayRestriction(conditions=[m.PlayedOn(target=mech)])
    that = m.ThatOne(noun="mech")
    assert ability == m.Static(
        effects=[
            m.ModifyStat(target=that, stat="attack", amount=-1),
            m.GainAbility(target=that, ability=m.Missile(count=1)),
        ]
    )


def test_attacks_alone_and_not_blocked_play_condition() -> None:
    assert only("Play only when a Unit attacks alone and isn't blocked.") == [
        m.PlayRestriction(conditions=[m.AttacksAlone(), m.WhenIn(roles=["unblocked"])])
    ]


def test_at_the_end_of_each_of_your_turns() -> None:
    assert only("Untap one of your Units at the end of each of your turns.") == [
        m.Triggered(trigger="turn_end", effects=[m.Tap(target=YOUR_UNIT, untap=True)])
    ]


def test_option_without_its_drawback_and_the_trigger_on_its_use() -> None:
    (trigger,) = only(
        "Whenever 'Mech piloted by Zorblax uses Alpha Strike, it gets an additional +1 attack and does not deplete.",
        name="Zorblax",
    )
    assert trigger == m.Triggered(
        trigger="piloted_uses_option",
        option="Alpha Strike",
        effects=[
            m.ModifyStat(target=m.ThatOne(), stat="attack", amount=1),
            m.NoOptionDrawback(target=m.ThatOne(), option="Alpha Strike"),
        ],
    )
    assert _static("That 'Mech does not receive Overheat damage.") == [
        m.NoOptionDrawback(target=m.ThatOne(noun="mech"), option="Overheat")
    ]


def test_capitalised_adjective_and_ignore_speed() -> None:
    patrolling = m.Selector(quantifier="all", noun="unit", states=["patrolling"])
    assert _static(
        "Patrolling Units may block attacks against the site Zorblax enhances, regardless of their speed."
    ) == [m.IgnoreSpeed(target=patrolling, action="block", against=m.Enhanced())]
    assert _static("That Unit may be attacked regardless of its speed.") == [
        m.IgnoreSpeed(target=m.ThatOne(noun="unit"), action="be_attacked")
    ]
    attacking = m.Selector(quantifier="all", noun="mech", states=["attacking"])
    assert _static("Attacking 'Mechs deal no damage.", card_type="Mission") == [
        m.PreventAllDamage(target=attacking, dealt=True)
    ]


def test_redirect_damage_from_the_enhanced_site() -> None:
    assert only(
        "When that site is damaged, attacker may choose to redirect up to 2 damage to Zorblax, scrapping it.",
        name="Zorblax",
    ) == [
        m.Triggered(
            trigger="enhanced_site_damaged", effects=[m.RedirectDamage(amount=2, up_to=True, to=m.This(), scrap=True)]
        )
    ]
    assert _static("Scrap Zorblax to prevent 1 damage to the site it enhances.")[0] == m.PreventDamage(
        target=m.Enhanced(), amount=1, up_to=False
    )


def test_damage_divided_among_any_number_and_or() -> None:
    either = m.Either(
        options=[m.Selector(quantifier="any_number", noun="unit"), m.Selector(quantifier="any_number", noun="site")],
        mixed=True,
    )
    assert _static(
        "Deal 3 damage divided any way you choose among any number of Units and/or sites.", card_type="Mission"
    ) == [m.DealDamage(target=either, amount=3, divided=True)]


def test_per_initiative_point_and_remove_from_the_battle() -> None:
    assert _static("For each point by which your initiative exceeds your opponent's, draw a card.") == [
        m.PerInitiativePoint(effects=[m.Draw()])
    ]
    assert _static("Remove one of your Units from the battle.", card_type="Mission") == [
        m.RemoveFromBattle(target=YOUR_UNIT)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "That Unit gets -2 attack, is now slow, and cannot block unless guarding.",
        "Gain control of an unpiloted Unit an opponent controls until the end of your turn and untap it.",
        "For each blocking 'Mech, roll a die. 1-4: No effect. 5-6: That 'Mech deals no damage.",
        "Until end of turn, all attacking Units may be blocked, regardless of their speed.",
        "Choose any number of sites and/or 'Mechs and deal 7 damage to them divided any way you choose.",
        "{T}: One of your Units gets +1 attack. If that Unit is scrapped later this mission, scrap Zorblax.",
        "Whenever 'Mech piloted by Zorblax uses Overheat, it gets +1 attack and receives no Overheat damage.",
    ],
)
def test_later_constructions_render_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Command")
    again = parse_card_text(render_abilities(abilities), None, "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


def test_scrap_to_typed_cards_in_play_or_from_hand() -> None:
    (ability,) = only("{T}: Scrap one of your Resources in play to draw a card.")
    assert ability == m.Activated(
        cost=[m.TapCost(), m.ScrapCost(source="play", card_type="Resource")], effects=[m.Draw()]
    )
    (ability,) = only("Scrap any card from your hand to draw a card.", card_type="Command")
    assert ability == m.Activated(cost=[m.ScrapCost(source="hand")], effects=[m.Draw()])
    (ability,) = only("Scrap one of your Units to draw a card.", card_type="Mission")
    assert ability == m.Resolve(effects=[m.Scrap(target=YOUR_UNIT), m.Draw()])


def test_instead_of_the_scrapheap_and_if_damages_rider() -> None:
    assert _static("If Zorblax goes into your Scrapheap from play, restock it instead.") == [
        m.InsteadOfScrapheap(effects=[m.Restock(target=m.ThatOne())])
    ]
    (ability,) = only("{T}: One of your Units gets +1 attack. If that Unit damages a site, draw a card.")
    assert isinstance(ability, m.Activated)
    assert ability.effects[-1] == m.IfDamages(
        watched=m.ThatOne(noun="unit"), target=m.Selector(quantifier="a", noun="site"), effects=[m.Draw()]
    )


def test_cancel_missile_damage_repair_all_and_provides() -> None:
    assert _static("That Mission card has no effect.") == [m.Cancel(target=m.ThatOne(noun="card", card_type="Mission"))]
    assert _static("That card is scrapped with no effect.") == [m.Cancel(target=m.ThatOne(noun="card"), scrap=True)]
    assert _static("Zorblax prevents all missile damage to that site.") == [
        m.PreventAllDamage(target=m.ThatOne(noun="site"), received=True, missile=True)
    ]
    assert _static("Repair all damage to one of your Units.", card_type="Mission") == [
        m.Repair(target=YOUR_UNIT, amount=0, all_damage=True)
    ]
    provider = m.Selector(quantifier="any", noun="card", card_type="Command", provides="T", in_play=True)
    assert _static("{T}: Scrap any Command card in play that provides {T}.") == [m.Scrap(target=provider)]


def test_errata_wordings_quoted_by_the_ce_rulings_parse(builtin_pool: CardPool) -> None:
    """The issue's "the errata texts quoted in 002 parse": every complete card text the CE rulings quote parses. The
    partial quotations (flagged ``partial_text``) that are fragments ("...opponent scraps ...", a die branch without
    its roll) are not sentences of their own: 16 of the 22 quotations parse, every complete one among them."""
    quoted = [
        (card, printing)
        for card in builtin_pool.cards
        if isinstance(card, BtCard)
        for printing in card.printings
        if printing.text and printing.source.document == "002"
    ]
    assert len(quoted) == 22
    complete = [(c, p) for c, p in quoted if not p.partial_text]
    assert len(complete) == 12
    failing = [c.name for c, p in complete if not parse_card_text(p.text, c.name, c.card_type).ok]
    assert failing == []
    assert sum(parse_card_text(p.text, c.name, c.card_type).ok for c, p in quoted) >= 16


# --- amounts, exceptions, stockpiles, upkeep and recurring effects (invented sentences) ----------------------------


def test_unless_names_the_verb_of_the_exception() -> None:
    (ability,) = only("Scrap Zorblax when it is revealed unless you activate it during your Deploy phase.", "Zorblax")
    assert ability == m.Triggered(
        trigger="revealed",
        effects=[m.Scrap(target=m.This())],
        conditions=[m.During(phase="deploy", unless="activate")],
    )
    (ability,) = only("Scrap Zorblax when it is revealed unless you reveal it during your Draw phase.", "Zorblax")
    assert isinstance(ability, m.Triggered) and ability.conditions == [m.During(phase="draw", unless="reveal")]


def test_bonus_as_large_as_the_die_roll() -> None:
    mech = m.Selector(quantifier="one", noun="mech", owner="you", states=["attacking"])
    assert _static("Roll a die: 1-6, one of your attacking 'Mechs gets +(1-6) attack.", card_type="Mission") == [
        m.RollDie(
            branches=[
                m.DieBranch(low=1, high=6, effects=[m.ModifyStat(target=mech, stat="attack", amount=0, from_roll=True)])
            ]
        )
    ]


def test_lowest_die_roll_selector() -> None:
    lowest = m.Selector(quantifier="each", noun="mech", lowest_roll=True)
    assert _static("Each 'Mech with the lowest die roll receives 4 damage.", card_type="Mission") == [
        m.DealDamage(target=lowest, amount=4)
    ]


def printed_reminder(full_pool: CardPool, keyword: str, wording: str = "current") -> str:
    """A reminder in ``wording`` (current or older) that the community pool prints after ``keyword`` ("(...)" with
    its full stop inside), read from ../shared/data in place: the reminder grammar checks the exact wording, so tests
    cannot invent one, and card text is not copied into the repository."""
    for card in full_pool.cards:
        if isinstance(card, BtCard):
            for printing in printings_to_measure(card):
                match = re.search(rf"\b{re.escape(keyword)} (\([^()]*\.\))", printing.text)
                if match is None:
                    continue
                result = parse_card_text(f"{keyword} {match.group(1)}", card.name, card.card_type)
                if result.ok and getattr(result.abilities[0], "wording", None) == wording:
                    return match.group(1)
    pytest.fail(f"the pool prints no parsable {wording} {keyword} reminder")


def test_sentence_ending_on_a_reminder_takes_its_full_stop(full_pool: CardPool) -> None:
    effects = _static(f"Each of your Units gains C3 {printed_reminder(full_pool, 'C3')}")
    assert effects == [
        m.GainAbility(
            target=m.Selector(quantifier="each", noun="unit", owner="you"),
            ability=m.Keyword(name="C3", reminder=True),
        )
    ]


def test_one_target_you_do_not_control_and_put_into_play_on() -> None:
    either = m.Either(
        options=[m.Selector(quantifier="one", noun="unit", owner="opponent"), m.Selector(quantifier="a", noun="target")]
    )
    assert _static("{T}: Deal 2 damage to one Unit you do not control or one target.") == [
        m.DealDamage(target=either, amount=2)
    ]
    pilot = m.Selector(quantifier="a", noun="card", card_type="Pilot", zone="hand")
    mech = m.Selector(quantifier="any", noun="mech", owner="you", states=["unpiloted"])
    assert _static("{T}: Choose a Pilot card in your hand and put it into play on any of your unpiloted 'Mechs.") == [
        m.Choose(target=pilot),
        m.PutIntoPlay(target=m.ThatOne(), on=mech),
    ]


def test_may_attack_regardless_of_speed() -> None:
    assert _static("'Mech piloted by Zorblax may attack Units regardless of their speed.") == [
        m.IgnoreSpeed(target=m.PilotedUnit(), action="attack", against=m.Selector(quantifier="all", noun="unit"))
    ]


def test_computed_amounts_of_damage() -> None:
    site = m.Selector(quantifier="any", noun="site")
    assert _static("Choose any site and deal damage to it equal to the number of time counters on Zorblax.") == [
        m.Choose(target=site),
        m.DealDamage(target=m.ThatOne(), amount=0, amount_of=m.Quantity(of="counters", counter="time")),
    ]
    yours = m.Selector(quantifier="that", noun="mech", owner="you")
    theirs = m.Selector(quantifier="that", noun="mech", owner="opponent")
    assert _static(
        "Roll a die: 1-3: Your 'Mech receives damage equal to its tonnage divided by ten (rounded down). "
        "4-6: Opponent's 'Mech receives damage equal to its base armor.",
        card_type="Mission",
    ) == [
        m.RollDie(
            branches=[
                m.DieBranch(
                    low=1,
                    high=3,
                    effects=[m.DealDamage(target=yours, amount=0, amount_of=m.Quantity(of="tonnage", divided_by=10))],
                ),
                m.DieBranch(
                    low=4,
                    high=6,
                    effects=[m.DealDamage(target=theirs, amount=0, amount_of=m.Quantity(of="base_armor"))],
                ),
            ]
        )
    ]
    that = m.ThatOne(noun="mech")
    roll = m.Quantity(of="die_roll")
    assert _static("That 'Mech receives 2-3 damage and prevent 4-6 damage to that 'Mech.", card_type="Mission") == [
        m.DealDamage(target=that, amount=0, amount_of=roll),
        m.PreventDamage(target=that, amount=0, up_to=False, amount_of=roll),
    ]


def test_stockpiles_as_targets_and_that_much() -> None:
    opposing = m.Selector(quantifier="each", noun="stockpile", owner="opponent")
    own = m.Selector(quantifier="that", noun="stockpile", owner="you")
    assert _static(
        "Deal damage to each opposing Stockpile equal to the number of construction counters above the cost of "
        "Zorblax, then deal that much damage to your own Stockpile."
    ) == [
        m.DealDamage(target=opposing, amount=0, amount_of=m.Quantity(of="excess_construction")),
        m.DealDamage(target=own, amount=0, amount_of=m.Quantity(of="that_much")),
    ]


def test_upkeep_with_a_chosen_opponent_or_scrapping() -> None:
    cost = only(
        "During your Repair/Reload phase, pay 2 +1P; otherwise, tap Zorblax and your opponent gains control of it.",
        "Zorblax",
    )[0].cost  # type: ignore[union-attr]
    text = (
        "During your Repair/Reload phase, pay 2/1P or tap Zorblax and choose an opponent. "
        "That opponent gains control of Zorblax."
    )
    assert only(text, "Zorblax") == [m.Upkeep(cost=cost, otherwise=["tap", "opponent_gains_control"])]
    text = (
        "During your Repair/Reload phase, pay (2 +1P) or tap Zorblax and choose an opponent; "
        "your opponent gains control of Zorblax at the end of your turn."
    )
    assert only(text, "Zorblax") == [
        m.Upkeep(cost=cost, otherwise=["tap", "opponent_gains_control"], control_at_end_of_turn=True)
    ]
    text = "During your Repair/Reload phase, pay 2 +1P. If you cannot pay this cost, scrap Zorblax."
    assert only(text, "Zorblax") == [m.Upkeep(cost=cost, otherwise=["scrap"])]


def test_recurring_effects_and_multiplied_damage() -> None:
    (ability,) = only(
        "When the last time counter has been removed, scrap Zorblax and opponent scraps a card at the "
        "beginning of his or her turn until the end of the game.",
        "Zorblax",
    )
    assert ability == m.Triggered(
        trigger="last_counter_removed",
        effects=[
            m.Scrap(target=m.This()),
            m.Lasting(
                until="end_of_game",
                effects=[
                    m.AtTheBeginning(
                        whose="opponent",
                        effects=[m.Scrap(target=m.Selector(quantifier="a", noun="card"), player="opponent")],
                    )
                ],
            ),
        ],
    )
    assert _static("Draw an additional card at the beginning of your Draw phase until you deploy a card.") == [
        m.Lasting(until="you_deploy", effects=[m.AtTheBeginning(of="draw_phase", effects=[m.Draw()])])
    ]
    assert _static("Triple all damage dealt to that site this turn.", card_type="Mission") == [
        m.Lasting(until="end_of_turn", effects=[m.MultiplyDamage(target=m.ThatOne(noun="site"), factor=3)])
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Scrap Zorblax when it is revealed unless you activate it during your Deploy phase.",
        "Roll a die: 1-3, that 'Mech receives 1-3 damage; 4-6, prevent 4-6 damage to that 'Mech.",
        "Each 'Mech with the lowest die roll receives 4 damage.",
        "Deal to one 'Mech or site damage equal to the number of time counters on Zorblax.",
        "Each player's Stockpile receives 2 damage for each construction counter above the cost of Zorblax.",
        "During your Repair/Reload phase, pay 1/2P or tap Zorblax and choose an opponent.",
        "During your Repair/Reload phase, pay 3 +3L. If you cannot pay this cost, scrap Zorblax.",
        "When the last time counter has been removed, scrap Zorblax; opponent scraps two cards at the "
        "beginning of his or her turn until you deploy a card.",
        "Double the damage dealt to that site this turn.",
        "Zorblax may attack 'Mechs regardless of their speed.",
        "At the beginning of your turn, put one time counter on Zorblax.",
    ],
)
def test_amounts_and_upkeep_render_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Command")
    again = parse_card_text(render_abilities(abilities), None, "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


def test_their_zone_one_of_and_otherwise_rider() -> None:
    theirs = m.Selector(quantifier="a", noun="card", zone="stockpile", their_zone=True)
    assert _static("Your opponent scraps a card from his or her Stockpile.", card_type="Mission") == [
        m.Scrap(target=theirs, player="opponent")
    ]
    (ability,) = only(
        "{T}: One of your Units gets either +1 attack or +3 armor (your choice). If that Unit is scrapped during "
        "this mission, scrap Zorblax; otherwise, untap Zorblax after the mission.",
        "Zorblax",
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.OneOf(
            options=[
                [m.ModifyStat(target=YOUR_UNIT, stat="attack", amount=1)],
                [m.ModifyStat(target=YOUR_UNIT, stat="armor", amount=3)],
            ]
        ),
        m.IfScrapped(
            watched=m.ThatOne(noun="unit"),
            during_mission=True,
            effects=[m.Scrap(target=m.This())],
            otherwise=[m.Tap(target=m.This(), untap=True, delayed="mission")],
        ),
    ]


def test_piloted_triggers_cannot_be_blocked_and_both_on_the_stockpile() -> None:
    assert only(
        "If 'Mech piloted by Zorblax is scrapped during a mission, put it and Zorblax on top of your Stockpile.",
        "Zorblax",
    ) == [
        m.Triggered(
            trigger="piloted_scrapped",
            effects=[m.PutOnStockpile(target=m.ThatOne()), m.PutOnStockpile(target=m.This())],
            conditions=[m.During(whose="any", mission=True)],
        )
    ]
    assert only(
        "If 'Mech piloted by Zorblax attacks alone, it cannot be blocked, but at end of mission put Zorblax into "
        "your hand.",
        "Zorblax",
    ) == [
        m.Triggered(
            trigger="piloted_attacks_alone",
            effects=[m.CannotBeBlocked(target=m.ThatOne()), m.ReturnToHand(target=m.This(), delayed="mission")],
        )
    ]


def test_card_kinds_either_you_own_and_at_the_end_of_the_battle() -> None:
    either = m.Either(
        options=[
            m.Selector(quantifier="any", noun="card", card_type="Mission", owner="you"),
            m.Selector(quantifier="any", noun="card", card_type="Command", owner="you"),
        ]
    )
    assert _static("{T}: Put any Mission or Command card you own on top of your Stockpile.") == [
        m.PutOnStockpile(target=either)
    ]
    mechs = m.Selector(quantifier="all", noun="mech", owner="opponent", with_option="Jump")
    assert _static("At the end of this battle, tap all opposing 'Mechs with Jump.", card_type="Mission") == [
        m.AtTheEnd(of="battle", effects=[m.Tap(target=mechs)])
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Your opponent scraps two cards from his or her hand at the beginning of his or her turn.",
        "That 'Mech gets either +2 attack or +2 armor. If that 'Mech is scrapped, draw a card; otherwise, draw two "
        "cards.",
        "If 'Mech piloted by Zorblax is scrapped during a mission, put that 'Mech and Zorblax on top of your "
        "Stockpile in any order.",
        "If 'Mech piloted by Zorblax attacks alone, it cannot be blocked.",
        "{T}: Put a Mission card or Command card you own on top of your Stockpile.",
        "At the end of the mission, untap each attacking 'Mech.",
    ],
)
def test_their_zones_and_choices_render_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Command")
    again = parse_card_text(render_abilities(abilities), None, "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


def test_trigger_on_your_attack() -> None:
    (ability,) = only("Draw a card and scrap Zorblax if you attack.", "Zorblax")
    assert ability == m.Triggered(trigger="you_attack", effects=[m.Draw(), m.Scrap(target=m.This())])
    again = parse_card_text(render_abilities([ability]), None, "Command")
    assert again.abilities == [ability]


# --- fourth round: general constructions (invented sentences) ----------------------------------------------------


def test_sentences_after_a_die_branch_continue_it_when_another_branch_follows() -> None:
    that = m.ThatOne(noun="unit")
    (ability,) = only(
        "Roll a die: 1-2: That Unit receives 1 damage. Return Zorblax to your hand. Draw a card. "
        "3-6: That Unit gets +1 attack. Draw a card.",
        "Zorblax",
        "Mission",
    )[:1]
    assert ability == m.Resolve(
        effects=[
            m.RollDie(
                branches=[
                    m.DieBranch(
                        low=1,
                        high=2,
                        effects=[m.DealDamage(target=that, amount=1), m.ReturnToHand(target=m.This()), m.Draw()],
                    ),
                    m.DieBranch(low=3, high=6, effects=[m.ModifyStat(target=that, stat="attack", amount=1)]),
                ]
            )
        ]
    )
    # after the last branch, a sentence is an ability of its own (it may not belong to the branch)
    assert only("Roll a die: 1-2: Draw a card. 3-6: Draw two cards. Draw a card.", None, "Mission")[1:] == [
        m.Resolve(effects=[m.Draw()])
    ]


def test_last_counter_of_any_kind_and_untap_at_the_end_of_the_mission() -> None:
    (ability,) = only("When the last counter has been removed, scrap Zorblax.", "Zorblax", "Command")
    assert ability == m.Triggered(trigger="last_counter_removed", effects=[m.Scrap(target=m.This())])
    assert _static("Untap that 'Mech at the end of the mission.", card_type="Mission") == [
        m.Tap(target=m.ThatOne(noun="mech"), untap=True, delayed="mission")
    ]


def test_bonus_only_against_targets_other_than_units() -> None:
    bonus = m.ModifyStat(target=YOUR_UNIT, stat="attack", amount=3, only_against="other_than_units")
    (ability,) = only("{T}: One of your Units has +3 attack, only usable against targets other than Units.")
    assert ability == m.Activated(cost=[m.TapCost()], effects=[bonus])
    piloted = bonus.model_copy(update={"target": m.PilotedUnit()})
    assert _static("'Mech piloted by Zorblax deals +3 damage to any target other than a 'Mech.") == [piloted]
    again = parse_card_text(render_abilities([m.Static(effects=[piloted])]), None, "Command")
    assert again.abilities == [m.Static(effects=[piloted])]


def test_each_get_and_receive_less_damage() -> None:
    attacking = m.Selector(quantifier="all", noun="unit", states=["attacking"])
    assert _static("Attacking Units each get -1 attack and receive 1 less damage.", card_type="Mission") == [
        m.ModifyStat(target=attacking, stat="attack", amount=-1),
        m.PreventDamage(target=attacking.model_copy(update={"quantifier": "each"}), amount=1, up_to=False),
    ]


def test_reminder_printed_after_the_full_stop_of_its_keyword(full_pool: CardPool) -> None:
    text = f"That Unit gains ECM. {printed_reminder(full_pool, 'ECM')}\nDraw a card."
    gains, draw = only(text, "Zorblax", "Command")
    assert gains == m.Static(
        effects=[m.GainAbility(target=m.ThatOne(noun="unit"), ability=m.Keyword(name="ECM", reminder=True))]
    )
    assert draw == m.Static(effects=[m.Draw()])


def test_give_and_only_if_that_mech_is_in_a_role() -> None:
    (ability,) = only(
        "{T}: Scrap a card from your hand to give your blocking 'Mech +2 armor. "
        "Use this ability only during a mission, and only if that 'Mech is blocking alone."
    )
    yours = m.Selector(quantifier="that", noun="mech", owner="you", states=["blocking"])
    assert ability == m.Activated(
        cost=[m.TapCost(), m.ScrapCost(source="hand")],
        effects=[m.ModifyStat(target=yours, stat="armor", amount=2)],
        conditions=[m.During(whose="any", mission=True), m.ThatIsIn(role="blocking", alone=True)],
    )
    again = parse_card_text(render_abilities([ability]), None, "Command")
    assert again.abilities == [ability]
    (ability,) = only("{T}: Draw a card. Use this ability only if that 'Mech is attacked.")
    assert isinstance(ability, m.Activated) and ability.conditions == [m.ThatIsIn(role="attacked")]


def test_if_that_mech_weighs_at_least_and_damage_only_to() -> None:
    it = m.ThatOne()
    effects = _static(
        "If that 'Mech is 80 tons or more, it gets +2 armor; otherwise, draw a card.", card_type="Mission"
    )
    assert effects == [
        m.IfTons(
            watched=m.ThatOne(noun="mech"),
            min_tons=80,
            effects=[m.ModifyStat(target=it, stat="armor", amount=2)],
            otherwise=[m.Draw()],
        )
    ]
    yours = m.Selector(quantifier="each", noun="unit", owner="you")
    assert _static("Each of your Units deals damage only to that Unit.", card_type="Mission") == [
        m.DamageOnlyTo(source=yours, to=m.ThatOne(noun="unit"))
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Roll a die: 1-3: Draw a card. Untap that 'Mech. 4-6: If that 'Mech is 50 tons or more, it gets +3 attack.",
        "All of your 'Mechs deal damage only to that 'Mech.",
        "{T}: One of your Units has +2 attack, only usable against targets other than Units.",
        "Blocking Units each get +1 armor and receive 1 less damage.",
    ],
)
def test_fourth_round_renders_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Mission")
    again = parse_card_text(render_abilities(abilities), None, "Mission")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


def test_joining_and_leaving_the_battle() -> None:
    spare = m.Selector(quantifier="one", noun="unit", owner="you", states=["untapped"], excluding=["in_battle"])
    assert _static("Choose one of your untapped Units that is not engaged in the battle.", card_type="Mission") == [
        m.Choose(target=spare)
    ]
    that = m.ThatOne(noun="mech")
    assert _static("Tap that 'Mech to have it join the battle.", card_type="Mission") == [
        m.Tap(target=that),
        m.JoinBattle(target=that),
    ]
    assert _static("That 'Mech is removed from battle; that Unit joins the battle.", card_type="Mission") == [
        m.RemoveFromBattle(target=that),
        m.JoinBattle(target=m.ThatOne(noun="unit")),
    ]
    text = "Choose one of your 'Mechs that is not in the battle. Tap that 'Mech and it joins the battle."
    abilities = only(text, "Zorblax", "Mission")
    again = parse_card_text(render_abilities(abilities), None, "Mission")
    assert again.abilities == abilities


def test_no_player_may_play_and_the_no_structure_damage_rider() -> None:
    assert _static("Until the beginning of your next turn, no player may play Command cards.") == [
        m.Lasting(until="your_next_turn", effects=[m.NoPlayerPlays(card_type="Command")])
    ]
    text = "Choose one of your Units. If that Unit receives no structure damage, draw a card."
    (ability,) = only(text, "Zorblax", "Mission")
    assert ability == m.Resolve(
        effects=[m.Choose(target=YOUR_UNIT), m.IfNoStructureDamage(watched=m.ThatOne(noun="unit"), effects=[m.Draw()])]
    )
    again = parse_card_text(render_abilities([ability]), None, "Mission")
    assert again.abilities == [ability]
    assert _static("All of your 'Mechs do not receive Overheat damage.") == [
        m.NoOptionDrawback(target=m.Selector(quantifier="all", noun="mech", owner="you"), option="Overheat")
    ]


# --- fifth round: general constructions (invented sentences) -----------------------------------------------------


def test_units_one_or_more_speeds_slower_or_faster() -> None:
    attacking = m.Selector(quantifier="all", noun="unit", states=["attacking"])
    assert _static("All attacking Units are one speed slower.") == [m.ShiftSpeed(target=attacking, steps=-1)]
    assert _static("That 'Mech is two speed faster.", card_type="Mission") == [
        m.ShiftSpeed(target=m.ThatOne(noun="mech"), steps=2)
    ]


def test_mechs_attacking_that_site() -> None:
    at_site = m.Selector(quantifier="all", noun="mech", attacking_that="site")
    assert _static("'Mechs attacking that site get -1 attack.") == [
        m.ModifyStat(target=at_site, stat="attack", amount=-1)
    ]
    each = m.Selector(quantifier="each", noun="unit", attacking_that="site")
    assert _static("Each Unit attacking that site is one speed faster.") == [m.ShiftSpeed(target=each, steps=1)]


def test_effect_during_any_mission_against_the_enhanced_region() -> None:
    (ability,) = only(
        "During any mission in which the target is in the region enhanced by Zorblax, "
        "all attacking 'Mechs get +1 attack.",
        "Zorblax",
        "Command",
    )
    assert ability == m.Static(
        effects=[
            m.ModifyStat(
                target=m.Selector(quantifier="all", noun="mech", states=["attacking"]), stat="attack", amount=1
            )
        ],
        conditions=[m.During(whose="any", mission=True, target_in_enhanced_region=True)],
    )


def test_the_chosen_cards_and_those_cards() -> None:
    scrap = m.Scrap(target=m.ThatOne(noun="card"), player="opponent")
    _look, chosen = only("Look at an opponent's hand. That opponent scraps the chosen cards.", "Zorblax", "Command")
    assert chosen == m.Static(effects=[scrap])
    assert _static("Your opponent scraps those cards.") == [scrap]


def test_each_unit_that_dealt_damage_to_that_unit_receives_structure_damage() -> None:
    (ability,) = only(
        "Choose one of your 'Mechs. If that 'Mech is scrapped, each Unit that dealt damage to that 'Mech "
        "receives 4 structure damage.",
        "Zorblax",
        "Mission",
    )
    dealers = m.Selector(quantifier="each", noun="unit", dealt_damage_to_that="mech")
    assert isinstance(ability, m.Resolve)
    assert ability.effects[1] == m.IfScrapped(
        watched=m.ThatOne(noun="mech"), effects=[m.DealDamage(target=dealers, amount=4, structure=True)]
    )
    text = (
        "Choose a Unit. If that Unit is scrapped later this mission, each 'Mech that had assigned damage to that Unit "
        "during the battle receives 1 structure damage."
    )
    assert _static(text, card_type="Mission")[1] == m.IfScrapped(
        watched=m.ThatOne(noun="unit"),
        during_mission=True,
        effects=[
            m.DealDamage(
                target=m.Selector(quantifier="each", noun="mech", dealt_damage_to_that="unit"), amount=1, structure=True
            )
        ],
    )


def test_remove_any_number_of_counters_for_an_effect_per_counter() -> None:
    (ability,) = only(
        "{T}: Remove any number of time counters from Zorblax to draw a card for each counter removed.", "Zorblax"
    )
    assert ability == m.Activated(cost=[m.TapCost()], effects=[m.PerCounterRemoved(counter="time", effects=[m.Draw()])])
    (ability,) = only("{T}: Remove any number of support counters and gain {R} for each counter removed.", "Zorblax")
    assert ability == m.Activated(
        cost=[m.TapCost()], effects=[m.PerCounterRemoved(counter="support", effects=[m.AddResources(count=1)])]
    )


def test_counters_each_untap_phase_and_that_much_per_counter_removed() -> None:
    (ability,) = only("Put another time counter on it during each of your Untap phases.", "Zorblax")
    assert ability == m.Triggered(
        trigger="turn_start", effects=[m.AddCounters(counter="time", count=1, target=m.This())]
    )
    (ability,) = only("{T}: Remove any number of time counters from Zorblax to get that much attack.", "Zorblax")
    bonus = m.ModifyStat(target=m.Selector(quantifier="a", noun="unit", owner="you"), stat="attack", amount=1)
    assert ability == m.Activated(cost=[m.TapCost()], effects=[m.PerCounterRemoved(counter="time", effects=[bonus])])


def test_whenever_a_mech_is_scrapped_or_you_damage_a_stockpile() -> None:
    (ability,) = only("Whenever a 'Mech an opponent controls is scrapped, draw a card.", "Zorblax")
    assert ability == m.Triggered(
        trigger="scrapped", watched=m.Selector(quantifier="any", noun="mech", owner="opponent"), effects=[m.Draw()]
    )
    (ability,) = only("Whenever a 'Mech you control is scrapped, put a time counter on Zorblax.", "Zorblax")
    assert isinstance(ability, m.Triggered) and ability.watched == m.Selector(
        quantifier="any", noun="mech", owner="you"
    )
    (ability,) = only("Whenever you damage an opponent's Stockpile, draw a card.", "Zorblax")
    assert ability == m.Triggered(trigger="you_damage_stockpile", effects=[m.Draw()])
    (ability,) = only("Draw a card each time you deal damage to your opponent's Stockpile.", "Zorblax")
    assert ability == m.Triggered(trigger="you_damage_stockpile", effects=[m.Draw()])
    assert not parse_card_text("Whenever you damage your own Stockpile, draw a card.", "Zorblax", "Command").ok


def test_adjusting_missile_die_rolls() -> None:
    text = (
        "Until the end of the mission, you may subtract 2 from each missile die roll "
        "immediately after rolling that missile die."
    )
    assert _static(text, card_type="Mission") == [
        m.Lasting(until="end_of_mission", effects=[m.May(effects=[m.AdjustMissileRoll(amount=-2)])])
    ]
    (ability,) = only(
        "You may add 2 to or subtract 2 from the missile die roll of any missile fired by 'Mech piloted by Zorblax.",
        "Zorblax",
    )
    assert ability == m.Static(
        effects=[m.May(effects=[m.AdjustMissileRoll(amount=2, either_way=True, fired_by=m.PilotedUnit())])]
    )
    text = "You may add 1 to or subtract 2 from the missile die roll of any missile fired by 'Mech piloted by Zorblax."
    assert not parse_card_text(text, "Zorblax", "Command").ok


def test_one_of_those_cards_and_the_remaining_cards() -> None:
    effects = _static("Put one of those cards into your hand; restock the remaining cards in any order.")
    assert effects == [
        m.ReturnToHand(target=m.ThatOne(noun="card", among=1)),
        m.Restock(target=m.Remaining(), any_order=True),
    ]
    assert _static("Restock the remaining cards.") == [m.Restock(target=m.Remaining())]


@pytest.mark.parametrize(
    "text",
    [
        "All attacking Units are one speed slower.",
        "'Mechs attacking that site are two speed faster.",
        "During any mission in which the target is in the region enhanced by Zorblax, each Unit gets +1 armor.",
        "Look at an opponent's hand. That opponent scraps the chosen cards.",
        "Choose a Unit. If that Unit is scrapped, each 'Mech that dealt damage to that Unit receives 2 damage.",
        "{T}: Remove any number of time counters from Zorblax to gain {R}{R} for each counter removed.",
        "Whenever a 'Mech you control is scrapped, draw a card.",
        "For the rest of this mission, you may subtract 1 from any of your missile die rolls.",
        "Look at the top two cards of your Stockpile. Put one of those cards into your hand; "
        "restock the remaining cards.",
        "You may subtract 3 from each missile die roll until end of mission.",
        "Whenever you damage an opponent's Stockpile, put a time counter on Zorblax.",
    ],
)
def test_fifth_round_renders_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Command")
    again = parse_card_text(render_abilities(abilities), "Zorblax", "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


# --- sixth round --------------------------------------------------------------------------------------------------


def test_a_named_card_deals_damage() -> None:
    [ability] = only("{T}: Zorblax deals 2 damage to an attacking Unit.", name="Zorblax", card_type="Command")
    assert isinstance(ability, m.Activated)
    [effect] = ability.effects
    assert effect == m.DealDamage(
        amount=2, target=m.Selector(quantifier="a", noun="unit", states=["attacking"]), source=m.This()
    )


def test_an_adjective_and_a_noun_without_article() -> None:
    [ability] = only("{T}: Deal 1 damage to blocking 'Mech.", card_type="Command")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.DealDamage(amount=1, target=m.Selector(quantifier="a", noun="mech", states=["blocking"]))
    ]
    [plural] = only("{T}: Deal 1 damage to blocking 'Mechs.", card_type="Command")
    assert isinstance(plural, m.Activated)
    assert plural.effects == [
        m.DealDamage(amount=1, target=m.Selector(quantifier="all", noun="mech", states=["blocking"]))
    ]


def test_cannot_be_blocked_by_cards_of_the_same_speed() -> None:
    [ability] = only("That Unit cannot be blocked by guarding 'Mechs that are the same speed.", card_type="Command")
    assert isinstance(ability, m.Static)
    by = m.Selector(quantifier="all", noun="mech", states=["guarding"], same_speed=True)
    assert ability.effects == [m.CannotBeBlocked(target=m.ThatOne(noun="unit"), by=by)]


def test_an_activated_ability_repeated_for_each_card() -> None:
    [ability] = only("{T}: Draw a card for each card you control that provides {L}.", card_type="Command")
    assert isinstance(ability, m.Activated)
    each = m.Selector(quantifier="each", noun="card", owner="you", provides="L")
    assert ability.effects == [m.ForEach(each=each, effects=[m.Draw(count=1)])]
    assert not parse_card_text("{T}: Draw a card for a card you control.", None, "Command").ok


def test_a_second_die_takes_the_branches_after_it() -> None:
    text = (
        "{T}: Roll a die. 1-4: Draw a card. Roll a second die. 1-5: Draw a card. 6: Untap that 'Mech. 5-6: No effect."
    )
    [ability] = only(text, card_type="Command")
    assert isinstance(ability, m.Activated)
    draw, untap = m.Draw(count=1), m.Tap(target=m.ThatOne(noun="mech"), untap=True)
    second = m.RollDie(
        second=True,
        branches=[m.DieBranch(low=1, high=5, effects=[draw]), m.DieBranch(low=6, high=6, effects=[untap])],
    )
    # the second roll's branches cover the die: the branch after them is the first roll's again
    assert ability.effects == [
        m.RollDie(
            branches=[
                m.DieBranch(low=1, high=4, effects=[draw, second]),
                m.DieBranch(low=5, high=6, effects=[m.NoEffect()]),
            ]
        )
    ]


def test_activate_a_card_close_to_fully_constructed() -> None:
    text = "{T}: Activate one of your 'Mechs under construction that is within 3 Resources of being fully constructed."
    [ability] = only(text, card_type="Command")
    assert isinstance(ability, m.Activated)
    mech = m.Selector(quantifier="one", noun="mech", owner="you", states=["under_construction"], within_resources=3)
    assert ability.effects == [m.ActivateCard(target=mech)]


def test_reveal_a_card_and_double_its_counters() -> None:
    text = "Reveal one of your 'Mechs under construction. Triple the number of booty counters on that card."
    effects = [
        e for ability in only(text, card_type="Command") if isinstance(ability, m.Static) for e in ability.effects
    ]
    mech = m.Selector(quantifier="one", noun="mech", owner="you", states=["under_construction"])
    assert effects == [
        m.RevealCard(target=mech),
        m.MultiplyCounters(counter="booty", target=m.ThatOne(noun="card"), factor=3),
    ]
    # revealing this card is still a restriction, not an effect
    [restriction] = only("Reveal Zorblax only when you are attacked.", name="Zorblax", card_type="Command")
    assert not isinstance(restriction, m.Static)


def test_resources_plus_more_for_each_counter_removed() -> None:
    [ability] = only("{T}: {R}{R}, plus {R} for each booty counter you remove from Zorblax.", "Zorblax", "Command")
    assert isinstance(ability, m.Activated)
    per_counter = m.PerCounterRemoved(counter="booty", effects=[m.AddResources(count=1)])
    assert ability.effects == [m.AddResources(count=2), per_counter]


def test_scrap_one_card_or_another_and_a_card_on_a_site() -> None:
    effects = _static("Scrap any Mission card or scrap any Enhancement on a Unit.")
    options = [
        m.Selector(quantifier="any", noun="card", card_type="Mission"),
        m.Selector(quantifier="any", noun="card", card_type="Enhancement", on="unit"),
    ]
    assert effects == [m.Scrap(target=m.Either(options=options))]


def test_choose_a_card_in_the_hand_looked_at() -> None:
    [ability] = only("{T}: Look at an opponent's hand and choose a Mission card in it.", card_type="Command")
    assert isinstance(ability, m.Activated)
    chosen = m.Selector(quantifier="a", noun="card", card_type="Mission", zone="hand", their_zone=True)
    assert ability.effects == [m.LookAtHand(), m.Choose(target=chosen)]
    # "it" must be a hand just looked at
    assert not parse_card_text("{T}: Choose a Mission card in it.", None, "Command").ok


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Look at any opponent's hand and choose any card in it. Draw a card.",
        "{T}: Roll a die. 1-6: Each of your 'Mechs gets +(1-6) attack. Roll a second die. 1-6: Draw a card.",
        "{T}: Zorblax deals 3 damage to attacking 'Mech.",
        "That 'Mech cannot be blocked by patrolling 'Mechs that are the same speed.",
        "Scrap a Terrain card or scrap an Enhancement on a 'Mech.",
        "Choose any Mission card or any Enhancement on a site.",
        "{T}: {R}, plus {R} {R} for each deposit counter you remove from Zorblax.",
        "Reveal one of your 'Mechs under construction. Triple the number of construction counters on that card.",
        "{T}: Activate one of your Units under construction that is within 1 Resources of being fully constructed.",
        "Zorblax cannot be blocked by an attacking Unit that is the same speed.",
        "That 'Mech deals 2 structure damage to the target.",
        "{T}: Draw a card for each card you control that provides {L}.",
        "{T}: Deal 1 damage to a site for each attacking 'Mech.",
    ],
)
def test_sixth_round_renders_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Command")
    again = parse_card_text(render_abilities(abilities), "Zorblax", "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


# --- seventh round --------------------------------------------------------------------------------------------------


def test_putting_the_card_into_your_hand_is_the_cost_of_its_ability() -> None:
    [ability] = only(
        "Put Zorblax into your hand to have all attacking Units deal no damage. Use this ability only during battle.",
        name="Zorblax",
        card_type="Command",
    )
    assert isinstance(ability, m.Activated)
    assert ability.cost == [m.ReturnToHandCost()]
    assert ability.effects == [
        m.PreventAllDamage(target=m.Selector(quantifier="all", noun="unit", states=["attacking"]), dealt=True)
    ]
    assert ability.conditions == [m.During(battle=True, whose="any")]
    # only the card itself pays that way
    assert not parse_card_text("Put a Unit into your hand to draw a card.", None, "Command").ok


def test_redirect_all_damage_dealt_to_one_card_to_another() -> None:
    [ability] = only("Redirect all damage dealt to one of your sites to another Unit you control.", card_type="Mission")
    assert isinstance(ability, m.Resolve)
    assert ability.effects == [
        m.RedirectAllDamage(
            source=m.Selector(quantifier="one", noun="site", owner="you"),
            to=m.Selector(quantifier="a", noun="unit", owner="you", other=True),
        )
    ]


def test_replace_counters_with_more_of_the_same_type() -> None:
    [ability] = only(
        "{T}: Replace two counters on one of your Units with three counters of the same type.", card_type="Command"
    )
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.ReplaceCounters(target=m.Selector(quantifier="one", noun="unit", owner="you"), count=2, replacement=3)
    ]
    # a replacement that adds nothing is not one
    assert not parse_card_text("Replace two counters on a card with two counters of the same type.", None, "Command").ok


def test_play_only_as_the_defending_player() -> None:
    [restriction, _draw] = only(
        "Play Zorblax only if you are the defending player and do not control any blocking Units. Draw a card.",
        name="Zorblax",
        card_type="Mission",
    )
    assert restriction == m.PlayRestriction(conditions=[m.Defending(no_blockers="unit")])
    [restriction, _draw] = only("Play only if you are the defending player. Draw a card.", card_type="Mission")
    assert restriction == m.PlayRestriction(conditions=[m.Defending()])


def test_another_names_a_different_card() -> None:
    [ability] = only("{T}: Deal 1 damage to another blocking 'Mech.", card_type="Command")
    assert isinstance(ability, m.Activated)
    assert ability.effects == [
        m.DealDamage(amount=1, target=m.Selector(quantifier="a", noun="mech", states=["blocking"], other=True))
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Put Zorblax into your hand to have each opposing 'Mech deal no damage.",
        "Put Zorblax into your hand to draw two cards. Use this ability only during a mission.",
        "Redirect all damage dealt to a site you control to another opposing Unit.",
        "{T}: Deal 2 damage to another attacking Unit.",
        "{T}: Replace one counter on a card with two counters of the same type.",
        "Play only if you are the defending player and do not control any blocking Units. Draw two cards.",
    ],
)
def test_seventh_round_renders_back_to_the_same_dsl(text: str) -> None:
    abilities = only(text, name="Zorblax", card_type="Command")
    again = parse_card_text(render_abilities(abilities), "Zorblax", "Command")
    assert again.ok, [e.message for e in again.errors]
    assert again.abilities == abilities


def test_blanks_are_evened_out_and_every_character_keeps_its_printed_column() -> None:
    """A run of blanks or a tab reads as one space, a lone space stays as it is; every character of the result
    remembers its column in the printed text, so errors point into it (judge/cardtext/normalize.py)."""
    printed = "Deal  2 damage\tto  target Unit. Draw a card."
    done = normalize(printed)
    assert done.text == "Deal 2 damage to target Unit. Draw a card."
    assert all(printed[done.position(i)] == ch or ch == " " for i, ch in enumerate(done.text))
    assert done.position(done.text.index("2")) == printed.index("2")
    assert done.position(done.text.index("Draw")) == printed.index("Draw")
