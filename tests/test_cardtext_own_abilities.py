"""Issue 18 item 2 and 3 (gramA6): the constructions of a card's OWN abilities (Units, Pilots, Enhancements), each a
general construction of the game's language read from invented sentences (never pool text) that vary the wording,
each read back from its English rendering (``tests/cardtext_helpers.py``). What the engine does not execute yet is
refused out loud through the node-kind table (``judge/bttcg/executes.py``)."""

from __future__ import annotations

import pytest

from judge.bttcg.allegiance import printed_affiliations, printed_alignment
from judge.bttcg.executes import executed, refusal
from judge.bttcg.faces import face_of
from judge.bttcg.scenario import CardSpec
from judge.cards.keywords import AFFILIATIONS, ALIGNMENTS
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of, parsed

# --- durations: the end of the battle -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Target 'Mech gets +2 attack until the end of the battle.",
        "Each attacking Unit gets +1 armor until end of battle.",
        "For the rest of this battle, each blocking 'Mech gets -1 attack.",
        "For the rest of the battle, Hollow Crown gets +2 armor.",
    ],
)
def test_until_the_end_of_the_battle_rulebook_p26_battle(text: str) -> None:
    """Rulebook p.26, Battle: a mission's battle ends once its damage is resolved; "until the end of the battle" and
    "for the rest of this battle" last until then (not to the end of the turn, nor of the mission)."""
    (lasting,) = effects_of(text, "Hollow Crown")
    assert isinstance(lasting, m.Lasting)
    assert lasting.until == "end_of_battle"


def test_until_the_end_of_the_battle_is_refused_out_loud() -> None:
    assert not executed("until", "end_of_battle")
    assert "end of battle" in refusal("until", "end_of_battle")


# --- keywords printed in the text: allegiance, VTOL's reminder ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Mercenary", ["Mercenary"]),
        ("Inner Sphere.", ["Inner Sphere"]),
        ("Unique. Clan.", ["Unique", "Clan"]),
        ("Clan, Jump", ["Clan", None]),
        ("Steiner.", ["Steiner"]),
        ("Ghost Bear, ECM", ["Ghost Bear", "ECM"]),
        ("Wolf's Dragoons", ["Wolf's Dragoons"]),
    ],
)
def test_an_allegiance_printed_as_a_keyword_glossary_keyword_ce_general_rulings(
    text: str, names: list[str | None]
) -> None:
    """Rulebook glossary, Keyword ("alignment (such as Clan or Inner Sphere)") and Affiliation; CE General Rulings,
    the House and Clan lists ("Mercenary, Wolf's Dragoons, and Periphery do not count as Houses")."""
    abilities = parsed(text, "Hollow Crown", "Unit")
    assert [a.name if isinstance(a, m.Keyword) else None for a in abilities] == names


def test_every_alignment_and_affiliation_of_the_rulings_is_a_keyword_name() -> None:
    from typing import get_args

    assert set(get_args(m.AllegianceName)) == {*ALIGNMENTS, *AFFILIATIONS, "Mercenary"}


@pytest.mark.parametrize(
    "text",
    [
        "Davion 'Mechs you control get +1 attack.",
        "Target Steiner Unit gets +1 armor.",
        "Each Clan Unit gets +1 attack.",
    ],
)
def test_an_allegiance_before_a_noun_stays_a_selector(text: str) -> None:
    (effect,) = effects_of(text)
    assert isinstance(effect, m.ModifyStat)


def test_a_printed_allegiance_is_the_cards_alignment_and_affiliation_glossary_affiliation() -> None:
    """Glossary, Affiliation and Keyword: the printed word is the card's alignment or affiliation, as the card list's
    column would say; it adds to the listed ones, never replaces them."""
    abilities = parsed("Unique. Inner Sphere. Steiner.", "Hollow Crown", "Unit")
    assert printed_alignment(abilities, None) == "Inner Sphere"
    assert printed_alignment(abilities, "Clan") == "Clan"
    assert printed_affiliations(abilities, ["Davion"]) == {"Davion", "Steiner"}
    spec = CardSpec.model_validate(
        {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "fast", "attack": 2, "armor": 1, "structure": 3, "text": "Clan. Wolf."},
        }
    )
    face = face_of("u1", spec, None)
    assert (face.alignment, face.affiliations) == ("Clan", frozenset({"Wolf"}))
    assert executed("keyword", "Inner Sphere") and executed("keyword", "Mercenary")


@pytest.mark.parametrize(
    "text",
    [
        "VTOL (Only guarding Units and other VTOL Units can block this Unit.)",
        "VTOL (Only VTOL Units and guarding Units may block ~.)",
        "VTOL (This Unit can be blocked only by guarding Units and VTOL Units.)",
        "VTOL (Only non-VTOL patrolling Units can't block attacking VTOL Units.)",
    ],
)
def test_vtol_reminder_in_the_rulings_wordings_ce_general_rulings_vtol(text: str) -> None:
    """CE General Rulings, Unit Options, VTOL: "Guarding Units may block normally. Only non-VTOL patrolling Units
    can't block attacking VTOL Units": who may block it, said either way round."""
    (keyword,) = parsed(text, "Skyreach", "Unit")
    assert keyword == m.Keyword(name="VTOL", reminder=True)


def test_a_vtol_reminder_naming_other_blockers_is_not_read() -> None:
    assert not parse_card_text("VTOL (Only patrolling Units can block this Unit.)", "Skyreach", "Unit").ok
