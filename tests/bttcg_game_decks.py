"""Invented decks for the whole-game tests (issue 19): no pool card text, only sentences written for the tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from judge.bttcg.game import Deck, Game, apply, current_player, is_over, legal_actions, new_game
from judge.bttcg.stockpile_cards import consistent
from judge.cards.cost import parse_cost
from judge.cards.models import BtCard


def resource(name: str, text: str = "{T}: {R}", provides: tuple[str, ...] = ()) -> BtCard:
    return BtCard(
        name=name,
        card_type="Command",
        subtypes=["Resource"],
        cost=parse_cost("0"),
        text=text,
        provides=list(provides),  # type: ignore[arg-type]
    )


def mech(name: str, cost: str, speed: str, attack: int, armor: int, structure: int, text: str = "") -> BtCard:
    return BtCard(
        name=name,
        card_type="Unit",
        subtypes=["'Mech"],
        cost=parse_cost(cost),
        speed=speed,  # type: ignore[arg-type]
        attack=attack,
        armor=armor,
        structure=structure,
        mass=50,
        text=text,
    )


def mission(name: str, text: str) -> BtCard:
    return BtCard(name=name, card_type="Mission", text=text)


def invented_deck(name: str, size: int = 30) -> Deck:
    """A small deck of invented cards: Resources, 'Mechs of each speed, Mission cards."""
    kinds = [
        resource("Test Depot"),
        resource("Test Factory", "{T}: {R}{R}"),
        resource("Test Assembly Yard", "{T}: {R}", ("A",)),
        resource("Test Depot"),
        mech("Test Runner", "2", "fast", 2, 0, 2),
        mech("Test Walker", "3", "moderate", 3, 1, 3, "Jump (-1 attack: +1 initiative)"),
        mech("Test Crawler", "4", "slow", 4, 1, 4, "Overheat 2: +2 attack"),
        mission("Test Push", "One of your Units gets +2 attack."),
        mission("Test Cover", "You win initiative."),
    ]
    return Deck(name, tuple(kinds[i % len(kinds)] for i in range(size)), None)


ZONES = {"stockpile", "hand", "construction", "patrol", "guard", "command_post", "scrapheap"}


def deck_with(name: str, extra: tuple[BtCard, ...], size: int = 30) -> Deck:
    """An invented legal deck of ``size`` cards holding the cards of ``extra`` (a test's set-up)."""
    base = invented_deck(name, size - len(extra))
    return Deck(name, (*base.cards, *extra), None)


def take(game: Game, player: str, name: str, zone: str) -> str:
    """A card of ``player``'s named ``name`` moved to ``zone`` (a test's set-up)."""
    pos = game.pos
    card_id = next(c for c in pos.cards if pos.owners[c] == player and pos.faces[c].name == name)
    if pos.cards[card_id].zone == "stockpile":
        assert pos.stockpile_order is not None
        pos.stockpile_order[player].remove(card_id)
        pos.stockpiles[player] -= 1
    pos.cards[card_id].zone = zone
    game.legal_cache = None
    return card_id


def check_invariants(game: Game, total: int) -> None:
    """Every card in exactly one zone, damage and counters never negative, the Stockpile counts equal to the ordered
    Stockpiles, the number of cards constant, and no violation recorded by an action offered as legal."""
    pos = game.pos
    assert len(pos.cards) == total
    for card_id, state in pos.cards.items():
        assert state.zone in ZONES, (card_id, state.zone)
        assert state.damage >= 0 and state.counters >= 0, card_id
        assert all(n >= 0 for n in state.other_counters.values()), card_id
    assert consistent(pos) is None, consistent(pos)
    assert all(n >= 0 for n in pos.stockpiles.values())
    assert not pos.violations, [v.message for v in pos.violations]


def play_random_checked(decks: tuple[Deck, Deck], seed: int, max_turns: int = 300) -> Game:
    """A random game, the invariants checked after every action; every decision has a legal action."""
    game = new_game(decks, seed)
    rng = random.Random(seed)
    total = len(game.pos.cards)
    check_invariants(game, total)
    while not is_over(game) and game.turn_number <= max_turns:
        actions = legal_actions(game)
        if not actions:
            assert game.error is not None, "a decision without a legal action"
            break
        assert all(a.player == current_player(game) for a in actions)
        apply(game, rng.choice(actions))
        if game.error is None:
            check_invariants(game, total)
    return game


def missile_deck(name: str, size: int = 30) -> Deck:
    """The invented deck with a missile carrier among its 'Mechs."""
    deck = invented_deck(name, size)
    carrier = mech("Test Launcher", "3", "fast", 1, 0, 3, "Missile 2")
    return Deck(name, tuple(carrier if c.name == "Test Crawler" else c for c in deck.cards), None)


def random_decisions(seed: int, turns: int = 20) -> Iterator[Game]:
    """Every decision of a seeded random game between :func:`missile_deck` and :func:`invented_deck` (moves drawn from
    the full legal lists), the game yielded as it stands before each move, for its first ``turns`` turns."""
    rng = random.Random(seed)
    game = new_game((missile_deck("A"), invented_deck("B")), seed)
    while not is_over(game) and game.turn_number <= turns:
        yield game
        actions = legal_actions(game)
        apply(game, actions[rng.randrange(len(actions))], check=False)
