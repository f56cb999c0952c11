"""Players as actors and owners (issue 18, grammar/players.lark): another player, or every player, choosing and
scrapping his or her own cards, shuffling his or her hand or Scrapheap into his or her Stockpile, putting a card into
his or her hand, with the verbs joined by "and", "then", "and then". Every sentence is invented; each is read back
from its English rendering (tests.cardtext_helpers)."""

from __future__ import annotations

import pytest

from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

HAND = m.Selector(quantifier="all", noun="card", zone="hand")
HEAP = m.Selector(quantifier="all", noun="card", zone="scrapheap")


def acts(text: str) -> m.PlayerActs:
    (effect,) = effects_of(text)
    assert isinstance(effect, m.PlayerActs), effect
    return effect


@pytest.mark.parametrize(
    ("text", "actor"),
    [
        ("An opponent chooses and scraps one of his or her Units.", "target_opponent"),
        ("Target opponent chooses and scraps one of his or her 'Mechs.", "target_opponent"),
        ("Each player chooses and scraps one of his or her Vehicles.", "each_player"),
        ("Each opponent chooses and discards one of his or her Units.", "each_opponent"),
        ("Your opponent chooses and scraps one of his or her 'Mechs.", "opponent"),
        ("That player chooses and scraps one of his or her Units.", "that_player"),
    ],
)
def test_a_player_chooses_and_scraps_his_or_her_own_card_rulebook_object_of_the_game(text: str, actor: str) -> None:
    """Rulebook, Object of the Game ("your opponent ... scraps a card from his or her Stockpile"): the acting player
    chooses among his or her own cards (``owner`` actor), as "Choose and scrap" is the controller's."""
    effect = acts(text)
    assert effect.actor == actor
    (scrap,) = effect.effects
    assert isinstance(scrap, m.Scrap)
    assert isinstance(scrap.target, m.Selector)
    assert scrap.target.owner == "actor"


@pytest.mark.parametrize(
    "text",
    [
        "Each player shuffles his or her hand into his or her Stockpile and draws five cards.",
        "Each player shuffles his or her hand into his or her Stockpile, then draws five cards.",
        "Each player shuffles his or her hand into his or her Stockpile and then draws five cards.",
        "Each player shuffles their hand into their Stockpile, then draws five cards.",
        "Both players shuffle their hands into their Stockpiles, then draw five cards.",
        "All players shuffle their hand into their library and draw five cards.",
    ],
)
def test_each_player_shuffles_his_or_her_hand_and_draws_rulebook_p17(text: str) -> None:
    """Rulebook p.17 (Draw Phase: cards drawn from the Stockpile) and "Shuffle your hand into your Stockpile" done by
    each player for himself or herself: nothing of it left to the card's controller."""
    effect = acts(text)
    assert effect == m.PlayerActs(actor="each_player", effects=[m.ShuffleInto(target=HAND), m.Draw(count=5)])


@pytest.mark.parametrize(
    ("text", "actor"),
    [
        ("Each player shuffles his or her Scrapheap into his or her Stockpile.", "each_player"),
        ("Each player shuffles his or her graveyard into his or her library.", "each_player"),
        ("Target player shuffles his or her discard pile into his or her deck.", "target_player"),
        ("Each opponent shuffles his or her Scrapheap into his or her Stockpile.", "each_opponent"),
        ("That player shuffles their Scrapheap into their Stockpile.", "that_player"),
    ],
)
def test_a_player_shuffles_his_or_her_scrapheap_into_his_or_her_stockpile(text: str, actor: str) -> None:
    """Rulebook glossary, Scrapheap and Stockpile: each player's own."""
    assert acts(text) == m.PlayerActs(actor=actor, effects=[m.ShuffleInto(target=HEAP)])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        "Target player puts a card from his or her Scrapheap into his or her hand.",
        "Target player returns a card from his or her Scrapheap to his or her hand.",
        "Target player puts a card from their graveyard into their hand.",
    ],
)
def test_a_player_puts_a_card_into_his_or_her_hand(text: str) -> None:
    effect = acts(text)
    assert effect.actor == "target_player"
    (back,) = effect.effects
    assert isinstance(back, m.ReturnToHand)


@pytest.mark.parametrize(
    "text",
    [
        "Each player draws a card and then scraps a card from his or her hand.",
        "Each player draws a card, then scraps a card from his or her hand.",
        "Each player draws a card and scraps a card from his or her hand.",
        "Both players draw a card and scrap a card from their hand.",
        "All players draw a card, then discard a card from their hand.",
    ],
)
def test_the_same_player_does_the_verbs_joined_by_then(text: str) -> None:
    effect = acts(text)
    assert effect.actor == "each_player"
    assert [type(e) for e in effect.effects] == [m.Draw, m.Scrap]


@pytest.mark.parametrize(
    "text",
    [
        # "chooses" without what is done with the choice
        "An opponent chooses one of his or her Units.",
        # "shuffles ... into" someone else's Stockpile
        "Each player shuffles his or her hand into your Stockpile.",
        # a verb joined after "both players" in another sentence does not agree with it
        "Both players draw a card. Then scrap cards from their hand and draw two cards twice.",
    ],
)
def test_player_sentences_that_do_not_read(text: str) -> None:
    assert not parse_card_text(text, "Test Card", "Mission", suggestions=False).ok


def test_a_verb_after_another_subject_is_not_made_each_players() -> None:
    """ "Draw a card and scrap a card." (the controller's) keeps its verbs when another sentence says "both
    players"."""
    effects = effects_of("Draw a card and scrap a card from your hand. Both players draw a card.")
    assert isinstance(effects[0], m.Draw)
    assert isinstance(effects[1], m.Scrap)
    assert effects[2] == m.PlayerActs(actor="each_player", effects=[m.Draw(count=1)])
