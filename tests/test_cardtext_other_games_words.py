"""Other card games' words for this game's things (issue 18, judge/cardtext/normalize_games.py and the host words of
normalize.py): each wording reads as the rulebook's own wording of the same meaning, to the same DSL; the words whose
meaning is not certain stay as printed. Every sentence is invented; each is read back from its English rendering."""

from __future__ import annotations

import pytest

from judge.cardtext.normalize import normalize
from judge.cardtext.parser import parse_card_text
from tests.cardtext_helpers import effects_of, parsed


def same_as(wording: str, rulebook: str, card_type: str | None = None) -> None:
    assert parsed(wording, "Test Card", card_type) == parsed(rulebook, "Test Card", card_type), wording


@pytest.mark.parametrize(
    ("wording", "rulebook"),
    [
        ("Return a Unit from your graveyard to your hand.", "Return a Unit from your Scrapheap to your hand."),
        (
            "Put a Pilot card from your discard pile into your hand.",
            "Put a Pilot card from your Scrapheap into your hand.",
        ),
        ("Shuffle your Graveyard into your library.", "Shuffle your Scrapheap into your Stockpile."),
        ("Shuffle your discard pile into your deck.", "Shuffle your Scrapheap into your Stockpile."),
        ("Search your library for a Vehicle card.", "Search your Stockpile for a Vehicle card."),
        ("Search your deck for a 'Mech card.", "Search your Stockpile for a 'Mech card."),
        ("Scrap the top three cards of your library.", "Scrap the top three cards of your Stockpile."),
        ("Look at the top two cards of your deck.", "Look at the top two cards of your Stockpile."),
    ],
)
def test_graveyard_and_library_are_scrapheap_and_stockpile_rulebook_playing_area(wording: str, rulebook: str) -> None:
    """Rulebook, Playing Area (the deck shuffled face down is the Stockpile) and glossary, Scrapheap ("A card that
    you scrap, or remove from play, goes into your Scrapheap")."""
    same_as(wording, rulebook)


@pytest.mark.parametrize(
    "text",
    [
        "Your deck may contain up to three copies of ~.",
        "You may have only one copy of this card in your deck.",
        "Your deck cannot contain Mission cards.",
    ],
)
def test_deck_of_deck_construction_keeps_its_word_rulebook_p35(text: str) -> None:
    """Rulebook p.35, Deck Construction: "deck" there is the whole deck, not the Stockpile in play."""
    assert "deck" in normalize(text).text
    assert "Stockpile" not in normalize(text).text


@pytest.mark.parametrize(
    ("wording", "rulebook"),
    [
        ("Both players draw a card.", "Each player draws a card."),
        ("All players draw two cards.", "Each player draws two cards."),
        (
            "Both players search their Stockpile for a Pilot card.",
            "Each player searches his or her Stockpile for a Pilot card.",
        ),
        ("Both players shuffle their Stockpile.", "Each player shuffles his or her Stockpile."),
        (
            "Each player scraps the top card of their Stockpile.",
            "Each player scraps the top card of his or her Stockpile.",
        ),
        ("Each opponent scraps a card from their hand.", "Each opponent scraps a card from his or her hand."),
        (
            "Target player scraps the top two cards of their deck.",
            "Target player scraps the top two cards of his or her Stockpile.",
        ),
    ],
)
def test_both_players_and_their_rulebook_p9(wording: str, rulebook: str) -> None:
    """Rulebook p.9: what each player does, each does for himself or herself ("his or her")."""
    same_as(wording, rulebook)


def test_their_after_plural_players_is_left_as_printed() -> None:
    """ "their" only becomes "his or her" after a single player in the same sentence."""
    assert "their" in normalize("Opponents scrap cards from their hand.").text
    assert "their" in normalize("Draw a card. Units lose their bonuses.").text


@pytest.mark.parametrize(
    ("wording", "rulebook"),
    [
        ("Each player mills two cards.", "Each player scraps the top two cards of his or her Stockpile."),
        ("Each opponent mills a card.", "Each opponent scraps the top card of his or her Stockpile."),
        ("Mill three cards.", "Scrap the top three cards of your Stockpile."),
        ("Target player mills 4 cards.", "Target player scraps the top 4 cards of his or her Stockpile."),
        ("Your opponent mills one card.", "Your opponent scraps the top card of his or her Stockpile."),
    ],
)
def test_mill_is_scrapping_the_top_of_a_stockpile_rulebook_object_of_the_game(wording: str, rulebook: str) -> None:
    """Rulebook, Object of the Game: cards scrapped from the top of a player's Stockpile."""
    same_as(wording, rulebook)


@pytest.mark.parametrize(
    "wording",
    [
        "Tap for {R}.",
        "Tap to add {R}.",
        "Tap ~ for {R}.",
        "Tap this card to produce {R}.",
        "Tap: Add {R}.",
        "{T}: Add {R}.",
    ],
)
def test_tap_for_a_resource_rulebook_glossary_tap(wording: str) -> None:
    """Rulebook glossary, Tap: a card with the tap symbol is turned sideways to use its ability; a Resource's is {R}."""
    same_as(wording, "{T}: {R}", "Command")


@pytest.mark.parametrize(
    "wording",
    ["Sacrifice ~: Draw a card.", "Sacrifice this card: Draw a card.", "Sacrifice Test Card: Draw a card."],
)
def test_sacrifice_this_card_is_scrapping_it_rulebook_glossary_scrapheap(wording: str) -> None:
    same_as(wording, "Scrap ~: Draw a card.", "Command")


def test_sacrifice_another_card_is_not_read() -> None:
    """ "Sacrifice a Unit" (a cost of another card) has no mapping here: it stays an error, never a guess."""
    assert not parse_card_text("Sacrifice a Unit: Draw a card.", "Test Card", "Command").ok


@pytest.mark.parametrize(
    ("wording", "rulebook"),
    [
        ("Take control of target Unit until end of turn.", "Gain control of target Unit until end of turn."),
        ("Take control of target Vehicle.", "Gain control of target Vehicle."),
        (
            "You control target Unit until the end of the turn.",
            "Gain control of target Unit until the end of the turn.",
        ),
        (
            "You control that Vehicle until the end of your turn.",
            "Gain control of that Vehicle until the end of your turn.",
        ),
        ("Your opponent takes control of ~.", "Your opponent gains control of ~."),
    ],
)
def test_take_control_is_gain_control_ce_general_rulings_control(wording: str, rulebook: str) -> None:
    """CE General Rulings (control of a card: its controller is the player who may use it)."""
    same_as(wording, rulebook)


def test_you_control_without_a_time_is_not_an_effect() -> None:
    """ "You control a 'Mech" (a condition, not a change of control) is not read as gaining control."""
    assert "Gain control" not in normalize("If you control a 'Mech, draw a card.").text
    assert "Gain control" not in normalize("You control no Units.").text


@pytest.mark.parametrize(
    "wording",
    [
        "When this Mech enters play, draw a card.",
        "When this 'Mech enters play, draw a card.",
        "When this Mech comes into play, draw a card.",
        "When this 'Mech enters the battlefield, draw a card.",
        "When Test Card enters play, draw a card.",
    ],
)
def test_this_mech_enters_play_is_the_unit_coming_into_play_rulebook_p18(wording: str) -> None:
    """Rulebook p.18, Deploying Cards: a Unit comes into play when fully constructed and activated."""
    same_as(wording, "When ~ comes into play, draw a card.", "Unit")


@pytest.mark.parametrize(
    ("wording", "rulebook"),
    [
        ("Equipped Unit gets +2 attack.", "The Unit ~ enhances gets +2 attack."),
        ("Enchanted Unit gets +1 armor.", "The Unit ~ enhances gets +1 armor."),
        ("The attached Unit gets +1 attack.", "The Unit ~ enhances gets +1 attack."),
        ("Attached Mech gets +1 armor.", "The 'Mech piloted by ~ gets +1 armor."),
        ("Enchanted 'Mech gets +2 attack.", "The 'Mech piloted by ~ gets +2 attack."),
        ("The equipped 'Mech gets +1 initiative.", "The 'Mech piloted by ~ gets +1 initiative."),
    ],
)
def test_equipped_unit_is_the_card_this_is_on_rulebook_p12(wording: str, rulebook: str) -> None:
    """Rulebook p.12: Enhancements and Pilots are played on the cards they affect."""
    same_as(wording, rulebook, "Command")


def test_every_equipped_unit_is_not_the_host() -> None:
    """ "Each equipped Unit" is every such Unit (a selector), not the card this one is on; not read as the host."""
    assert "enhances" not in normalize("Each equipped Unit gets +1 attack.", "X", "Command").text
    # on a Mission there is no card it is on
    assert "enhances" not in normalize("Equipped Unit gets +1 attack.", "X", "Mission").text


def test_errors_quote_the_printed_words() -> None:
    """A sentence with another game's word that does not read still points at the printed words."""
    result = parse_card_text("Shuffle your graveyard into your library twice over.", "Test Card", "Mission")
    assert not result.ok
    assert "graveyard" in str(result.errors[0].as_json()) or "library" in str(result.errors[0].as_json())


def test_rulebook_words_are_unchanged() -> None:
    text = "Shuffle your Scrapheap into your Stockpile. Each player draws a card."
    assert normalize(text).text == text
    assert effects_of("Each player draws a card.")


@pytest.mark.parametrize(
    ("wording", "rulebook"),
    [
        ("Exile target Unit.", "Remove target Unit from the game."),
        ("Exile target Vehicle an opponent controls.", "Remove target Vehicle an opponent controls from the game."),
        ("Exile ~.", "Remove ~ from the game."),
        ("exile that 'Mech.", "remove that 'Mech from the game."),
        ("Draw a card. Exile a Unit you control.", "Draw a card. Remove a Unit you control from the game."),
    ],
)
def test_exile_is_removing_from_the_game_rulebook_glossary_scrapheap(wording: str, rulebook: str) -> None:
    """Rulebook glossary, Scrapheap ("A card that you scrap, or remove from play ..."); a card removed from the game
    does not come back."""
    same_as(wording, rulebook)


@pytest.mark.parametrize(
    "text",
    [
        "Exile target Unit until end of turn.",
        "Exile target Unit. Return it to play at the end of the turn.",
        "Exile target Unit, then return it to play.",
    ],
)
def test_exile_for_a_while_is_not_removing_from_the_game(text: str) -> None:
    """A card exiled and brought back is not removed from the game: left as printed (an error, never a guess)."""
    assert "from the game" not in normalize(text).text


@pytest.mark.parametrize(
    "wording",
    [
        "Look at the top two cards of target player's Stockpile.",
        "Look at the top two cards of any player's Stockpile.",
        "Look at the top two cards of a player's library.",
        "Look at the top two cards of target player's deck.",
        "Look at the top two cards of any player's library.",
    ],
)
def test_any_players_stockpile_is_any_stockpile(wording: str) -> None:
    """The Stockpile of a player the card's controller chooses (rulebook p.9: the card's controller chooses)."""
    same_as(wording, "Look at the top two cards of any Stockpile.")
