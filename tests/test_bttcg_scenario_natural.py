"""Everyday English for BattleTech scenarios (issue 21 item 2, judge/bttcg/scenario_natural.py): each construction
read into the same model as its controlled-English spelling, the defaults the rules give (rulebook p.24: the
attacker's Units attack, the opponent's block and are attacked; a Mission card played was in hand), and the
refusals: a phrase the reader cannot place says where and why, and a suggestion keeps the user's words."""

from __future__ import annotations

import contextlib
import re

import pytest

from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_natural import clauses, naturalise, sentences
from judge.bttcg.scenario_text import ScenarioTextError, parse_text
from judge.scenario_input import ScenarioError

RAIDER = "Brian's fast 'Mech Raider (attack 7, armor 0, structure 5)"
GUARD = "Melissa's slow 'Mech Guard (attack 3, armor 3, structure 10)"
CONTROLLED = (
    "The players are Brian and Melissa. Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5. "
    "Melissa has a slow 'Mech Guard with attack 3, armor 3 and structure 10. Brian attacks Guard with Raider."
)


def same_battle(text: str) -> BtScenario:
    told, controlled = parse_text(text), parse_text(CONTROLLED)
    assert told.mission == controlled.mission
    assert told.cards == controlled.cards
    assert list(told.players) == ["Brian", "Melissa"], "the attacker is the active player (rulebook p.23)"
    return told


@pytest.mark.parametrize(
    "text",
    [
        f"{RAIDER} attacks {GUARD}.",
        f"{GUARD} is attacked by {RAIDER}.",
        f"{GUARD} gets attacked by {RAIDER}.",
        f"Brian attacks {GUARD} with his fast 'Mech Raider (attack 7, armor 0, structure 5).",
        f"Brian attacked {GUARD} with his fast 'Mech Raider, 7/0/5.",
        f"Brian sends his fast 'Mech Raider (7/0/5) against {GUARD}.",
        f"Brian attacks with his fast Mech Raider (7/0/5) against {GUARD}.",
        "Brian's Raider attacks Melissa's Guard. Raider is a fast 'Mech with 7 attack, 0 armor and 5 structure. "
        "Guard is a slow Mech with structure 10, armor 3 and attack 3.",
        "Brian has a fast 'Mech called Raider with attack 7, armor 0 and structure 5. Melissa has a slow 'Mech named "
        "Guard (3/3/10). The Raider attacks the Guard.",
        f"Brian attacks {GUARD} with Raider, a fast Mech with 7 attack, 0 armor and 5 structure.",
    ],
)
def test_the_ways_of_saying_an_attack_rulebook_p24(text: str) -> None:
    """rulebook p.24 "Sending Units on a Mission": one mission, however it is told."""
    same_battle(text)


@pytest.mark.parametrize(
    "text",
    [
        "brian's Raider attacks melissa's Guard. Raider is a fast 'Mech with 7 attack, 0 armor and 5 structure. "
        "Guard is a slow Mech with structure 10, armor 3 and attack 3.",
        "brian attacks melissa's slow 'Mech Guard (3/3/10) with his fast 'Mech Raider (7/0/5).",
    ],
)
def test_player_names_typed_in_lower_case_are_the_players_rulebook_p24(text: str) -> None:
    """rulebook p.24 "Sending Units on a Mission": the same mission when the players' names are typed in lower case
    (a name owns something or does what only a player does; the names are written with their capital)."""
    same_battle(text)


def test_everything_typed_in_lower_case_rulebook_p24() -> None:
    """rulebook p.24: names and cards all in lower case still make the one mission, between the two players."""
    told = parse_text(
        "brian's fast mech raider (7/0/5) attacks melissa's slow mech guard (attack 3, armor 3, structure 10)."
    )
    assert list(told.players) == ["Brian", "Melissa"]
    assert told.mission is not None and told.mission.group == ["raider"] and told.mission.target == "guard"
    assert told.cards["raider"].owner == "Brian" and told.cards["guard"].owner == "Melissa"


def test_a_lower_case_noun_after_a_determiner_is_no_player() -> None:
    """ "the raider's" is a card's, not a player's: no name is invented from it."""
    from judge.bttcg.scenario_natural import capitalise_players

    text = "Brian's Raider (7/0/5) attacks Melissa's Guard (3/3/10). Is the raider's attack enough?"
    assert capitalise_players(text) == text
    assert capitalise_players("the guard's owner melissa.") == "the guard's owner melissa."


def test_questions_are_taken_as_the_question() -> None:
    told = parse_text(f"{RAIDER} attacks {GUARD}. Does the Guard survive? Who wins?")
    assert told.question == "Does the Guard survive? Who wins?"


def test_assets_and_stockpiles_as_players_say_them() -> None:
    told = parse_text(
        f"Both players have Tactics. Brian has Munitions. Melissa has 12 cards in her Stockpile. {RAIDER} attacks "
        "Melissa's Stockpile."
    )
    assert told.players["Brian"].assets == ["T", "M"] and told.players["Melissa"].assets == ["T"]
    assert told.players["Melissa"].stockpile == 12
    assert told.mission is not None and told.mission.target == "Melissa.stockpile"
    again = parse_text(f"Brian and Melissa both have Tactics. Melissa has no Munitions. {RAIDER} attacks {GUARD}.")
    assert again.players["Melissa"].assets == ["T"]
    stated = parse_text(f"Melissa's Stockpile (2 cards left) is attacked by {RAIDER}.")
    assert stated.players["Melissa"].stockpile == 2


def test_blocks_rulebook_p24() -> None:
    """rulebook p.24 "Blocking": the opponent blocks the whole group, with Units of theirs."""
    jenny = "Melissa's fast 'Mech Jenny (attack 3, armor 1, structure 3)"
    for told in (f"{jenny} blocks.", f"{jenny} blocks the Raider.", f"Melissa blocks with her {jenny[10:]}."):
        scenario = parse_text(f"{RAIDER} attacks Melissa's Stockpile. {told}")
        assert scenario.mission is not None and scenario.mission.blockers == ["jenny"], told
        assert scenario.cards["jenny"].owner == "Melissa"
    for told in ("Melissa doesn't block.", "Nobody blocks.", "Melissa does not block the Raider."):
        scenario = parse_text(f"{RAIDER} attacks Melissa's Stockpile. {told}")
        assert scenario.mission is not None and not scenario.mission.blockers, told


def test_a_mission_card_played_was_in_hand_and_its_choices_keep_their_words() -> None:
    """rulebook p.32 "Playing Mission Cards": a card played comes from its player's hand."""
    told = parse_text(
        f"{RAIDER} attacks {GUARD}. Melissa plays Move to Partial Cover on the Guard. Then she plays Heavy Fog."
    )
    assert told.cards["move-to-partial-cover"].zone == "hand" and told.cards["move-to-partial-cover"].owner == "Melissa"
    plays = [(a.by, a.play, a.choose) for a in told.actions]
    assert plays == [("Melissa", "move-to-partial-cover", ["guard"]), ("Melissa", "heavy-fog", None)]
    clause = parse_text(f"{RAIDER} attacks {GUARD}, and Melissa plays Move to Partial Cover on it.")
    assert clause.actions[0].choose == ["guard"], "'it': the card named last"


def test_options_missiles_damage_and_dice_rulebook_p31() -> None:
    """rulebook p.31 "Using Unit Options and Abilities": Jump, Alpha Strike, Overheat, Missile."""
    archer = "Brian's fast 'Mech Archer (attack 1, armor 1, structure 4, Missile 2, Jump, Alpha Strike +2)"
    told = parse_text(
        f"{archer} attacks {GUARD}. Archer jumps. Archer alpha strikes. Brian fires Archer's 2 missiles at "
        "Melissa's Stockpile. Guard deals 3 damage to Archer. The dice roll 6, then 2."
    )
    archer_unit = told.cards["archer"].unit
    assert (
        archer_unit is not None
        and archer_unit.text == "Missile 2 Jump (-1 attack: +1 initiative) Alpha Strike: +2 attack"
    )
    uses = [(a.by, a.use, a.unit, a.at) for a in told.actions if a.use]
    assert uses == [
        ("Brian", "Jump", "archer", None),
        ("Brian", "Alpha Strike", "archer", None),
        ("Brian", "Missile", "archer", {"Melissa.stockpile": 2}),
    ]
    assigned = [(a.by, a.assign, a.to) for a in told.actions if a.assign]
    assert assigned == [("Melissa", "guard", {"archer": 3})]
    assert told.dice == [6, 2]
    assert parse_text(f"{RAIDER} attacks {GUARD}. The die shows 5.").dice == [5]
    assert parse_text(f"{RAIDER} attacks {GUARD}. Brian rolls a 3.").dice == [3]


def test_states_and_places() -> None:
    told = parse_text(
        f"{GUARD} is guarding Melissa's Stockpile. Melissa's Guard already has 6 damage on it. "
        f"{RAIDER} is tapped. Raider attacks Melissa's Stockpile."
    )
    assert told.cards["guard"].zone == "guard" and told.cards["guard"].guarding == "Melissa.stockpile"
    assert told.cards["guard"].damage == 6 and told.cards["raider"].tapped


def test_a_unit_written_out_without_a_stat_is_refused_rulebook_p10() -> None:
    """rulebook p.10 "Unit Cards": a Unit's attack, armor and structure are printed on it; none has a default."""
    with pytest.raises(ScenarioTextError) as caught:
        parse_text("Brian's fast Mech with attack 7 attacks Melissa's Sunder. Melissa plays Move to Partial Cover.")
    assert "without its armor" in str(caught.value) and "rulebook p.10" in str(caught.value)
    assert caught.value.line == 1
    with pytest.raises(ScenarioTextError, match="without its speed"):
        parse_text("Brian's 'Mech Raider (7/0/5) attacks Melissa's Stockpile.")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("My Raider attacks your Sunder.", "'my'"),
        ("Raider attacks Sunder.", "whose Units attack"),
        (f"{RAIDER} attacks {GUARD}. Brian summons a dragon.", "cannot place"),
        (f"{RAIDER} attacks {GUARD}. Gaurd deals 3 damage to Raider.", "is it 'Guard'?"),
        (f"{RAIDER} attacks {GUARD}. Guard deals its damage to Raider.", "how much"),
        ("Carol's Raider attacks Melissa's Sunder. Brian has Tactics.", "more than two players"),
    ],
)
def test_what_cannot_be_placed_is_refused_with_where_and_why(text: str, why: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_text(text)
    assert why in str(caught.value) and caught.value.line == 1, str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "Brian atacks Sunder with Raider.",
        "Raider activates the Sunder.",
        "Melissa plys Move to Partial Cover on Sunder.",
        "Brian's Raider (fast 'Mech, 7/0/5) attacks.",
        "Brian hurls the Raider at Sunder.",
        "Brian's fast Mech with attack 7 atacks Melissa's Sunder.",
    ],
)
def test_suggestions_keep_the_users_words_and_invent_no_card(text: str) -> None:
    """A suggestion is the sentence itself with its spelling fixed, or its verb's form with placeholders: never a
    card or a verb the user did not write (issue 21)."""
    with pytest.raises(ScenarioError) as caught:
        parse_text(text)
    suggestion = getattr(caught.value, "suggestion", None)
    if suggestion is None:
        return
    written = {w.casefold().strip(".,'") for w in text.split()}
    keywords = {"attacks", "plays", "with", "on", "the", "blocks", "has", "patrol", "uses", "deals", "damage", "to"}
    for word in re.sub(r"<[^>]+>", "", suggestion).split():
        assert word.casefold().strip(".,'") in written | keywords | {""}, (suggestion, word)


def test_controlled_english_is_read_as_before() -> None:
    """Everyday English is read only when the text is not controlled English: every controlled sentence keeps its
    meaning (the whole phrasing's tests are tests/test_bttcg_scenario_text.py)."""
    with pytest.raises(ScenarioError, match="two zones"):
        parse_text("Brian has Sunder on patrol in hand. Melissa passes.")
    with pytest.raises(ScenarioError, match="'Raider #1' or 'Raider #2'"):
        parse_text("Brian has Raider. Brian has Raider. Melissa has Sunder. Brian attacks Sunder with Raider.")


def test_sentences_clauses_and_line_for_line() -> None:
    told = sentences("Brian reveals Ambush!. Does it survive?\nMelissa passes.")
    assert [(s.line, s.text, s.question) for s in told] == [
        (1, "Brian reveals Ambush!.", False),
        (1, "Does it survive?", True),
        (2, "Melissa passes.", False),
    ]
    assert clauses("Raider attacks Sunder, and Melissa plays Cover on it", ["Brian", "Melissa"]) == [
        "Raider attacks Sunder",
        "Melissa plays Cover on it",
    ]
    assert clauses("Brian and Melissa both have Tactics", ["Brian", "Melissa"]) == [
        "Brian and Melissa both have Tactics"
    ]
    natural = naturalise(f"{RAIDER} attacks {GUARD}.\n\nRaider jumps.")
    assert natural.text.count("\n") == 3 and natural.text.splitlines()[2] == "Brian uses Jump with raider."


def test_more_ways_players_say_it() -> None:
    """Phrasings written after the constructions (a second round, not the forty): each read to what it says."""
    two = parse_text("Brian attacks Melissa's Stockpile with two fast 'Mechs: Raider (7/0/5) and Wasp (7/0/5).")
    assert two.mission is not None and two.mission.group == ["raider", "wasp"]
    assert two.cards["wasp"].unit is not None and two.cards["wasp"].unit.speed == "fast"
    owned = parse_text(
        "Melissa controls a slow 'Mech Guard (3/3/10). The Guard belongs to Melissa. Brian's fast 'Mech Raider "
        "(7/0/5) attacks the Guard. It is blocked by Melissa's fast 'Mech Jenny (3/1/3)."
    )
    assert owned.mission is not None and owned.mission.target == "guard" and owned.mission.blockers == ["jenny"]
    said = parse_text(
        "Brian (Tactics) attacks Melissa's depleted slow 'Mech Guard (7 attack / 3 armor / 10 structure) with his "
        "fast Mech Raider (7/0/5); Melissa has Tactics and so does Brian."
    )
    assert said.players["Brian"].assets == ["T"] and said.players["Melissa"].assets == ["T"]
    guard = said.cards["guard"].unit
    assert guard is not None and (guard.attack, guard.armor, guard.structure) == (7, 3, 10)
    assert said.cards["guard"].depleted


def test_any_words_are_read_or_refused_never_a_crash() -> None:
    """Word salads of the forty phrasings' words: each reads or is refused as malformed input (never another
    exception), quickly; a sentence too long to place is refused before any construction is tried."""
    import random
    import time

    from tests.phrasings_check import load_cases

    words = " ".join(case.text for case in load_cases()).split()
    rng = random.Random(21)
    start = time.perf_counter()
    for _ in range(400):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 40))) + rng.choice(("", ".", "?"))
        with contextlib.suppress(ScenarioError):
            parse_text(text)
    assert time.perf_counter() - start < 30
    with pytest.raises(ScenarioError, match="is a full stop missing"):
        parse_text("Brian's " * 100 + "Raider attacks Melissa's Sunder.")


def test_the_readmes_everyday_example_reads() -> None:
    from tests.conftest import ROOT

    section = (ROOT / "README.md").read_text(encoding="utf-8").split("### Everyday English", 1)[1]
    example = section.split("```\n", 2)[1].split("```", 1)[0]
    with pytest.raises(ScenarioTextError, match="without its armor"):
        parse_text(example.replace("attack 7, armor 0 and structure 5", "attack 7"))
    told = parse_text(example)
    assert told.question == "Does the Sunder survive?" and told.mission is not None
    assert told.mission.target == "sunder" and told.actions[0].choose == ["sunder"]
