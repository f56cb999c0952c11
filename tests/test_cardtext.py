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
    """A ratchet, not the target: the share of fully parsed printings never falls below what was reached
    (the issue's target is 95%; the coverage report lists the rest with the reason)."""
    report = measure(full_pool).as_json()
    assert report["total"] == 943
    assert report["parsed"] / report["total"] >= 0.54


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
                if "leas tone" in fragment:  # the community list's typo for "least one": reported, not guessed
                    assert not parse_card_text(fragment, card.name, card.card_type).ok
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
