"""Players as actors and owners (issue 18 item 3 a): an opponent, each player, a target player as the one who does
the effects, and cards going back to their owner rather than to the controller. Every sentence is invented; each
is also read back from its English rendering. The engine refuses these nodes out loud (``judge/bttcg/executes.py``).
"""

from __future__ import annotations

import pytest

from judge.bttcg.executes import executed, refusal
from judge.dsl import models as m
from tests.cardtext_helpers import effects_of

A_CARD_OF_THEIR_HAND = m.Selector(quantifier="a", noun="card", zone="hand", their_zone=True)


@pytest.mark.parametrize(
    ("text", "actor"),
    [
        ("Your opponent may draw a card.", "opponent"),
        ("Each player may draw a card.", "each_player"),
        ("Target player may draw a card.", "target_player"),
        ("Any opponent may draw a card.", "target_opponent"),
        ("That player may draw a card.", "that_player"),
    ],
)
def test_another_player_may_act_rulebook_object_of_the_game(text: str, actor: m.Actor) -> None:
    """Rulebook, "Object of the Game": "your opponent discards, or scraps, a card from his or her Stockpile": the
    player the text names acts, and "his or her" is that player's; a "may" of that player is that player's choice."""
    assert effects_of(text) == [m.PlayerActs(actor=actor, effects=[m.Draw(count=1)], optional=True)]


def test_each_player_and_target_player_act_in_the_third_person() -> None:
    assert effects_of("Each player draws two cards.") == [m.PlayerActs(actor="each_player", effects=[m.Draw(count=2)])]
    assert effects_of("Target player discards a card from his or her hand.") == [
        m.PlayerActs(actor="target_player", effects=[m.Scrap(target=A_CARD_OF_THEIR_HAND)])
    ]
    assert effects_of("Each opponent scraps a card from his or her hand and shuffles his or her Stockpile.") == [
        m.PlayerActs(actor="each_opponent", effects=[m.Scrap(target=A_CARD_OF_THEIR_HAND), m.Shuffle()])
    ]
    pilot = m.Selector(quantifier="a", noun="card", card_type="Pilot")
    assert effects_of("Your opponent searches his or her Stockpile for a Pilot card.") == [
        m.PlayerActs(actor="opponent", effects=[m.Search(target=pilot)])
    ]
    one_unit = m.Selector(quantifier="one", noun="unit")
    assert effects_of("Target opponent untaps target Unit and returns target Unit to his or her hand.") == [
        m.PlayerActs(
            actor="target_opponent", effects=[m.Tap(target=one_unit, untap=True), m.ReturnToHand(target=one_unit)]
        )
    ]


def test_the_opponent_as_subject_keeps_its_older_reading() -> None:
    """The opponent-as-subject the grammar read before ("Your opponent draws a card") keeps its DSL."""
    assert effects_of("Your opponent draws two cards.") == [m.Draw(count=2, player="opponent")]
    assert effects_of("Your opponent restocks that Unit and draws two cards.") == [
        m.Restock(target=m.ThatOne(noun="unit"), player="opponent"),
        m.Draw(count=2, player="opponent"),
    ]


@pytest.mark.parametrize(
    ("text", "actor"),
    [
        ("Each player may untap one of his or her 'Mechs.", "each_player"),
        ("Target player untaps one of his or her 'Mechs.", "target_player"),
        ("Your opponent may untap one of his or her 'Mechs.", "opponent"),
    ],
)
def test_his_or_her_cards_follow_the_actor_rulebook_object_of_the_game(text: str, actor: m.Actor) -> None:
    """Rulebook, "Object of the Game" ("your opponent ... scraps a card from his or her Stockpile"): "his or her"
    cards are the acting player's own, whoever acts (``owner`` actor)."""
    (acts,) = effects_of(text)
    assert isinstance(acts, m.PlayerActs) and acts.actor == actor
    assert acts.effects == [m.Tap(target=m.Selector(quantifier="one", noun="mech", owner="actor"), untap=True)]


def test_his_or_her_cards_without_an_actor_stay_the_opponents() -> None:
    """After "Choose an opponent." the cards of "his or her" are that opponent's, as before."""
    assert effects_of("Tap all of his or her 'Mechs.") == [
        m.Tap(target=m.Selector(quantifier="all", noun="mech", owner="opponent"))
    ]


@pytest.mark.parametrize(
    ("text", "to"),
    [
        ("Return target Unit to its owner's hand.", "hand"),
        ("Put each attacking 'Mech into their owners' hands.", "hand"),
        ("Put that card on top of its owner's Stockpile.", "stockpile_top"),
        ("Return target 'Mech into play under its owner's control.", "play"),
    ],
)
def test_cards_go_back_to_their_owner_rulebook_starting_a_game(text: str, to: str) -> None:
    """Rulebook, "Starting a Game" and "Playing Area": each player plays his or her own deck into his or her own
    hand, Stockpile and regions; a card controlled by another player goes back to its owner's."""
    (effect,) = effects_of(text)
    assert isinstance(effect, m.ReturnToOwner)
    assert effect.to == to


def test_player_nodes_are_refused_out_loud() -> None:
    """Returning to its owner is refused; another player's draws run in a battle (player_acts.py), the rest of what
    another player does is named."""
    assert not executed("effect", "return_to_owner")
    assert "owner" in refusal("effect", "return_to_owner")
    assert executed("effect", "player_acts")
    assert "player" in refusal("effect", "player_acts")
