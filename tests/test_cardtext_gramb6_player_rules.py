"""The rules of the game a card changes for players (gramB6, issue 18 item 3 h): base initiative, how many missions a
player may send each turn, how many cards of a kind may be played in each battle or turn, cards not played during a
step of the battle or a phase. Every sentence is invented; each is read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Your opponent's base initiative is 0.", m.BaseInitiative(player="opponent", value=0)),
        ("Your base initiative is 2.", m.BaseInitiative(player="you", value=2)),
        ("Each player's base initiative is 1.", m.BaseInitiative(player="each", value=1)),
        ("Your base initiative is increased by 1.", m.BaseInitiative(player="you", change=1)),
        ("Your opponent's base initiative is reduced by 2.", m.BaseInitiative(player="opponent", change=-2)),
        ("Each opponent's base initiative is lowered by 1.", m.BaseInitiative(player="opponent", change=-1)),
    ],
)
def test_base_initiative_changed_rulebook_p26(text: str, expected: m.BaseInitiative) -> None:
    """Rulebook p.26 (Determine Who Wins Initiative): "Your base initiative is 1 if you have the Tactics asset
    available, and 0 otherwise" (Glossary, Tactics); a card may set or change it."""
    assert effects_of(text) == [expected]


@pytest.mark.parametrize(
    ("text", "player", "most"),
    [
        ("Each player may attack only once during each of his or her turns.", "each", 1),
        ("You may attack only twice each turn.", "you", 2),
        ("Your opponent may attack only once per turn.", "opponent", 1),
        ("Players may attack only three times during each turn.", "each", 3),
    ],
)
def test_missions_each_turn_limited_rulebook_p23(text: str, player: str, most: int) -> None:
    """Rulebook p.23 (Missions Phase): "There's no real limit to the number of missions you can have in a single
    turn"; a card may set one."""
    assert effects_of(text) == [m.AttackLimit(player=player, count=most)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "No more than one Mission card may be played in each battle.",
            m.PlayLimit(card_type="Mission", most=1, together=True),
        ),
        (
            "No more than two Mission cards may be played in each battle by each player.",
            m.PlayLimit(card_type="Mission", most=2),
        ),
        ("You may play only two Mission cards each battle.", m.PlayLimit(card_type="Mission", most=2, player="you")),
        (
            "Your opponent cannot play more than one Mission card in each mission.",
            m.PlayLimit(card_type="Mission", most=1, player="opponent"),
        ),
        (
            "Each player may play no more than one Command card each turn.",
            m.PlayLimit(card_type="Command", most=1, per="turn"),
        ),
    ],
)
def test_cards_played_in_each_battle_limited_rulebook_p32(text: str, expected: m.PlayLimit) -> None:
    """Rulebook p.32 (Playing Mission Cards): "The number of Mission cards you can play is limited by your current
    initiative score"; a card may limit them further, each player's or all together."""
    assert effects_of(text) == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Players may not play Mission cards during the Initiative step.",
            m.PlayBanDuring(card_type="Mission", timing=m.BattleStep(step="initiative")),
        ),
        (
            "Your opponent cannot play Mission cards during the Initiative step of a battle.",
            m.PlayBanDuring(card_type="Mission", player="opponent", timing=m.BattleStep(step="initiative")),
        ),
        (
            "You can't play Command cards during your opponent's Missions phase.",
            m.PlayBanDuring(card_type="Command", player="you", timing=m.During(phase="missions", whose="opponent")),
        ),
        (
            "Players cannot play Enhancement cards during the End phase.",
            m.PlayBanDuring(card_type="Enhancement", timing=m.During(phase="end", whose="any")),
        ),
    ],
)
def test_cards_not_played_at_a_time_rulebook_p26_p16(text: str, expected: m.PlayBanDuring) -> None:
    """Rulebook p.26 (a battle's steps) and p.16 (a turn's phases): a card may forbid playing cards of a kind then."""
    assert effects_of(text) == [expected]


def test_a_chosen_player_is_no_rule_of_the_game() -> None:
    """ "Target player may attack only once each turn" names a player chosen elsewhere: not read as a rule."""
    assert not parse_card_text("Target player may attack only once each turn.").ok


def test_player_rules_are_refused_out_loud() -> None:
    for kind in ("base_initiative", "play_ban_during", "play_limit"):  # base_initiative.py, step_bans.py,
        # play_limits.py (some variants only)
        assert executed("effect", kind)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Units cannot attack in groups of more than three.", m.GroupLimit(action="attack", most=3, noun="unit")),
        ("'Mechs cannot block in groups larger than two.", m.GroupLimit(action="block", most=2, noun="mech")),
        ("Vehicles cannot attack in a group of more than 2.", m.GroupLimit(action="attack", most=2, noun="vehicle")),
        ("Units cannot block in groups of more than four.", m.GroupLimit(action="block", most=4, noun="unit")),
    ],
)
def test_group_size_limited_glossary_group_rulebook_p24(text: str, expected: m.GroupLimit) -> None:
    """Glossary, Group, and rulebook p.24 (Sending Units on a Mission): any number of Units may go on a mission
    together; a card may limit the size of every attacking or blocking group."""
    assert effects_of(text) == [expected]


def test_group_size_limit_of_some_cards_only_is_not_read() -> None:
    """ "Attacking Units cannot block in groups ..." is not a limit on every group of a kind: not read."""
    assert not parse_card_text("Attacking Units cannot block in groups of more than three.").ok


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "You get one additional deployment during each of your Deploy phases.",
            m.ExtraEachTurn(what="deployment"),
        ),
        ("You may make two additional deployments each turn.", m.ExtraEachTurn(what="deployment", count=2)),
        (
            "Your opponent gets an additional deployment during his or her Deploy phase.",
            m.ExtraEachTurn(what="deployment", player="opponent"),
        ),
        ("At the beginning of your Draw phase, draw an additional card.", m.ExtraEachTurn(what="draw")),
        (
            "Each player draws two additional cards during his or her Draw phase.",
            m.ExtraEachTurn(what="draw", count=2, player="each"),
        ),
    ],
)
def test_more_deployments_or_draws_each_turn_rulebook_p17_p18(text: str, expected: m.ExtraEachTurn) -> None:
    """Rulebook p.18 (Deploy Phase): "You get two deployments each turn ... Some cards give you additional
    deployments"; p.17 (Draw Phase): the cards a player draws, which a card may add to."""
    assert effects_of(text) == [expected]


def test_a_deployment_in_the_draw_phase_is_not_read() -> None:
    """Deployments come in the Deploy phase, draws in the Draw phase (rulebook p.17-18): a mix-up is not read."""
    assert not parse_card_text("You get an additional deployment during each of your Draw phases.").ok
    assert not parse_card_text("You draw an additional card during each of your Deploy phases.").ok


def test_more_each_turn_is_executed() -> None:
    assert executed("effect", "extra_each_turn")  # judge/bttcg/extra_each_turn.py


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("Your deck may include cards of any House affiliation.", "House"),
        ("Your deck may contain cards of any Clan affiliation.", "Clan"),
        ("Your deck may include cards of any affiliation.", None),
    ],
)
def test_deck_affiliations_changed_rulebook_p36(text: str, side: str | None) -> None:
    """Rulebook p.36 (Universe Deck Construction): "you must choose an affiliation for it ... all the cards that list
    affiliations must include the affiliation you chose"; a card may open the deck to other affiliations."""
    assert effects_of(text) == [m.DeckAffiliations(side=side)]  # type: ignore[arg-type]
    assert executed("effect", "deck_affiliations")  # by `judge deck check` (judge/bttcg/deck_rules.py)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Players cannot untap more than two 'Mechs during their Untap phase.",
            m.UntapLimit(most=2, noun="mech"),
        ),
        (
            "Your opponent cannot untap more than one Unit during his or her Untap phase.",
            m.UntapLimit(player="opponent", most=1, noun="unit"),
        ),
        (
            "You cannot untap more than three Units during your Untap phase.",
            m.UntapLimit(player="you", most=3, noun="unit"),
        ),
    ],
)
def test_untaps_limited_rulebook_p17(text: str, expected: m.UntapLimit) -> None:
    """Rulebook p.17 (Untap Phase): "During your Untap phase, you untap all of your tapped cards"; a card may limit
    how many."""
    assert effects_of(text) == [expected]
    assert not executed("effect", "untap_limit")


def test_an_untap_limit_in_anothers_phase_is_not_read() -> None:
    """Whose Untap phase must be the player's whose untaps are limited: "Players ... during your Untap phase" is
    not read (a wrong owner would be a wrong answer)."""
    assert not parse_card_text("Players cannot untap more than two 'Mechs during your Untap phase.").ok
