"""Invented decks for the whole-game tests (issue 19): no pool card text, only sentences written for the tests."""

from __future__ import annotations

from judge.bttcg.game import Deck
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
