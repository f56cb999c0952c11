"""The contractions players and designers write, and a sentence opening with "It" (issue 18: the way people type a
card): read as the words the grammar reads, the error still pointing at and quoting the word as printed."""

from __future__ import annotations

import pytest

from judge.cardtext.normalize import normalize
from judge.cardtext.parser import parse_card_text


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("~ can't be blocked.", "~ cannot be blocked."),
        ("Target 'Mech can't block this turn.", "Target 'Mech cannot block this turn."),
        (
            "Tap target 'Mech. It doesn't untap during your next Untap phase.",
            "Tap target 'Mech. it does not untap during your next Untap phase.",
        ),
        (
            "Tap target 'Mech. It doesn’t untap during your next Untap phase.",
            "Tap target 'Mech. it does not untap during your next Untap phase.",
        ),
    ],
)
def test_contractions_read_as_their_words(text: str, plain: str) -> None:
    assert normalize(text).text == plain
    read, spelt = parse_card_text(text, "Rook", "Unit"), parse_card_text(plain, "Rook", "Unit")
    assert read.ok and read.abilities == spelt.abilities


def test_columns_of_a_contraction_point_at_the_printed_word() -> None:
    """Only the case and the contraction change: the printed column of each character that follows is kept."""
    norm = normalize("X can't Y")
    assert norm.text == "X cannot Y"
    assert norm.position(norm.text.index("Y")) == "X can't Y".index("Y")


def test_an_error_on_a_contraction_quotes_it_as_printed() -> None:
    result = parse_card_text("Overheat 4: don't attack", None, "Unit")
    assert not result.ok
    assert 'unexpected "don\'t"' in result.errors[0].message
    assert result.errors[0].column == len("Overheat 4: ") + 1


def test_st_ives_is_no_sentence_end_ce_general_rulings_affiliations() -> None:
    """CE General Rulings, the affiliations: St. Ives is one of them; "St." before a name does not end a sentence."""
    from judge.cardtext.parser import split_sentences

    text = "Deal 2 damage to target St. Ives Unit. Draw a card."
    assert [text[a:b] for a, b in split_sentences(text)] == ["Deal 2 damage to target St. Ives Unit.", "Draw a card."]
    assert parse_card_text(text, None, "Mission").ok
    assert len(split_sentences("Go to St. the end.")) == 2  # not before a name: a full stop
