"""The Battletech: Domination engine (seed 001): supply, decks, the four phases of a turn, the end of the game and
the score. Built for speed (self-play runs thousands of games): plain classes and card indexes in the hot loop.

Every rule here names its record in ``rulings/domination.rules`` (ids ``domination/...``) where it is implemented.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from judge.cards.models import DominationCard

BASE_PILES = ("Basic Factory", "Munitions Factory", "Advanced Factory", "Infantry Platoon")
START_DECK = (("Basic Factory", 7), ("Infantry Platoon", 3))  # domination/starting-decks
HAND_SIZE = 5  # domination/clean-up-phase
ACTIONS = 2  # domination/action-phase
OVERRUN_MAX = 3  # domination/combat-phase
EMPTY_PILES_TO_END = 4  # domination/end-of-game
RECOMMENDED_FIRST_GAME = (
    # domination/recommended-supply-piles-for-1st-game; "Schrek PPC Tank" and "Artillery Support" are not in the
    # card list (the list has "Schrek PPC Carrier"; no Artillery card): the nearest card stands in, see README
    "Cicada",
    "Schrek PPC Carrier",
    "Battle Armor Squad",
    "Uziel",
    "Awesome",
    "Mad Cat (Timberwolf)",
    "Ammo Dump",
    "Rapid Deployment",
    "Supply Route",
    "Convoy",
    "Command Council",
)


@dataclass
class CardInfo:
    """What the hot loop needs of a card, read once from its :class:`DominationCard` (and its parsed text)."""

    index: int
    card: DominationCard
    name: str
    is_unit: bool
    is_resource: bool
    is_support: bool
    is_reaction: bool
    industry_cost: int
    lostech_cost: int
    attack: int
    defense: int
    industry: int = 0
    """For Resource cards: the Industry it gives when played in the Buy phase."""
    lostech: int = 0
    buys: int = 0


@dataclass
class Player:
    name: str
    deck: list[int] = field(default_factory=list)
    """The draw deck; the top card is the last item."""
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    deployment: list[int] = field(default_factory=list)
    play: list[int] = field(default_factory=list)

    def cards_in_deck(self) -> int:
        """The score: draw deck + hand + discard; deployed units do not count (domination/end-of-game)."""
        return len(self.deck) + len(self.hand) + len(self.discard) + len(self.play)


@dataclass
class Game:
    cards: list[CardInfo]
    supply: dict[int, int]
    players: list[Player]
    rng: random.Random
    scrapheap: list[int] = field(default_factory=list)
    turn: int = 0
    active: int = 0
    log: list[str] | None = None

    def info(self, name: str) -> CardInfo:
        return next(c for c in self.cards if c.name == name)

    def say(self, text: str) -> None:
        if self.log is not None:
            self.log.append(text)

    # --- decks (domination/players-deck) ---------------------------------------------------------------------

    def draw(self, player: Player, count: int) -> list[int]:
        """Draws, shuffling the discard into a new deck only when the deck is empty and a card is needed."""
        drawn: list[int] = []
        for _ in range(count):
            if not player.deck:
                if not player.discard:
                    break
                player.deck, player.discard = player.discard, []
                self.rng.shuffle(player.deck)
            card = player.deck.pop()
            player.hand.append(card)
            drawn.append(card)
        return drawn

    def gain(self, player: Player, card: int) -> bool:
        """Takes a card from the Supply onto the player's discard pile (domination/glossary/gain)."""
        if self.supply.get(card, 0) <= 0:
            return False
        self.supply[card] -= 1
        player.discard.append(card)
        return True

    def empty_piles(self) -> int:
        return sum(1 for count in self.supply.values() if count == 0)

    def over(self) -> bool:
        """The end of the game, checked at the end of each turn (domination/end-of-game)."""
        if self.empty_piles() >= EMPTY_PILES_TO_END:
            return True
        return any(p.cards_in_deck() == 0 for p in self.players)

    def result(self) -> tuple[str | None, list[int]]:
        """The winner (``None`` for a draw) and the scores: most cards in the deck; ties broken by deployed units
        (domination/end-of-game-2)."""
        scores = [p.cards_in_deck() for p in self.players]
        keys = [(p.cards_in_deck(), len(p.deployment)) for p in self.players]
        if keys[0] == keys[1]:
            return None, scores
        return self.players[0 if keys[0] > keys[1] else 1].name, scores


class Strategy:
    """A self-play player: the choices a turn asks for. Subclasses override what they decide differently."""

    name = "base"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def units_to_damage(self, game: Game, me: Player, count: int) -> list[int]:
        """Which deployed units to damage (indexes into ``me.deployment``): the cheapest by default."""
        order = sorted(range(len(me.deployment)), key=lambda i: game.cards[me.deployment[i]].industry_cost)
        return order[:count]

    def overrun_scrap(self, game: Game, me: Player, count: int) -> list[tuple[str, int]]:
        """Which cards to scrap when Overrun: ("hand", index) / ("deck", 0) for the top card / ("deployment", i).
        Default: the cheapest cards of the hand first, then the top of the deck."""
        hand = sorted(range(len(me.hand)), key=lambda i: game.cards[me.hand[i]].industry_cost)
        picks: list[tuple[str, int]] = [("hand", i) for i in hand[:count]]
        picks += [("deck", 0)] * (count - len(picks))
        return picks

    def deploy(self, game: Game, me: Player) -> int | None:
        """A unit in hand to deploy (index into ``me.hand``), or ``None``: the strongest by default."""
        units = [i for i, c in enumerate(me.hand) if game.cards[c].is_unit]
        if not units:
            return None
        return max(units, key=lambda i: game.cards[me.hand[i]].attack + game.cards[me.hand[i]].defense)

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        """A card to buy with this much Industry and LosTech, or ``None``."""
        raise NotImplementedError


def affordable(game: Game, industry: int, lostech: int) -> list[CardInfo]:
    return [
        info
        for info in game.cards
        if game.supply.get(info.index, 0) > 0 and info.industry_cost <= industry and info.lostech_cost <= lostech
    ]


class BigMoney(Strategy):
    """Buys the best Resource it can afford (Advanced, then Munitions Factory); otherwise the strongest unit it can
    afford once it can pay 6 or more; otherwise the dearest card it can afford (every card counts in the score)."""

    name = "big-money"

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        options = affordable(game, industry, lostech)
        resources = [c for c in options if c.is_resource and c.industry > 1]
        if resources:
            return max(resources, key=lambda c: (c.industry + 2 * c.lostech, c.industry_cost)).index
        units = [c for c in options if c.is_unit and c.attack + c.defense > 0]
        if units and industry >= 6:
            return max(units, key=lambda c: (c.attack + c.defense, c.industry_cost)).index
        return max(options, key=lambda c: c.industry_cost).index if options else None


class AttackHeavy(Strategy):
    """Buys the unit with the most Attack it can afford (Munitions Factory when it can afford no unit with Attack)
    and deploys the highest Attack first."""

    name = "attack"

    def deploy(self, game: Game, me: Player) -> int | None:
        units = [i for i, c in enumerate(me.hand) if game.cards[c].is_unit]
        return max(units, key=lambda i: game.cards[me.hand[i]].attack, default=None)

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        options = affordable(game, industry, lostech)
        units = [c for c in options if c.is_unit and c.attack > 0]
        if units:
            return max(units, key=lambda c: (c.attack, c.defense, -c.industry_cost)).index
        resources = [c for c in options if c.is_resource and c.industry > 1]
        return max(resources, key=lambda c: c.industry).index if resources else None


class RandomLegal(Strategy):
    """Every choice at random among the legal ones (buying nothing is one of them)."""

    name = "random"

    def units_to_damage(self, game: Game, me: Player, count: int) -> list[int]:
        return self.rng.sample(range(len(me.deployment)), min(count, len(me.deployment)))

    def overrun_scrap(self, game: Game, me: Player, count: int) -> list[tuple[str, int]]:
        picks: list[tuple[str, int]] = []
        hand = list(range(len(me.hand)))
        self.rng.shuffle(hand)
        for _ in range(count):
            if hand and self.rng.random() < 0.5:
                picks.append(("hand", hand.pop()))
            else:
                picks.append(("deck", 0))
        return picks

    def deploy(self, game: Game, me: Player) -> int | None:
        units = [i for i, c in enumerate(me.hand) if game.cards[c].is_unit]
        if not units or self.rng.random() < 0.2:
            return None
        return self.rng.choice(units)

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        options = affordable(game, industry, lostech)
        if not options or self.rng.random() < 0.1:
            return None
        return self.rng.choice(options).index


STRATEGIES: dict[str, Callable[[random.Random], Strategy]] = {
    "big-money": BigMoney,
    "attack": AttackHeavy,
    "random": RandomLegal,
}


def combat(game: Game, attacker: Player, defender: Player, defender_strategy: Strategy) -> None:
    """The Combat phase (domination/combat-phase): totals, Overrun (at most 3 cards scrapped, the defender's
    choice), and a damaged unit whenever the Attack is above 0."""
    attack = sum(game.cards[c].attack for c in attacker.deployment)
    defense = sum(game.cards[c].defense for c in defender.deployment)
    overrun = min(max(attack - defense, 0), OVERRUN_MAX)
    if overrun:
        picks = defender_strategy.overrun_scrap(game, defender, overrun)
        hand_indexes = sorted((i for kind, i in picks if kind == "hand"), reverse=True)
        for i in hand_indexes:
            if i < len(defender.hand):
                game.scrapheap.append(defender.hand.pop(i))
        for _ in range(sum(1 for kind, _i in picks if kind == "deck")):
            if not defender.deck and defender.discard:
                defender.deck, defender.discard = defender.discard, []
                game.rng.shuffle(defender.deck)
            if defender.deck:
                game.scrapheap.append(defender.deck.pop())
        for i in sorted((i for kind, i in picks if kind == "deployment"), reverse=True):
            if i < len(defender.deployment):
                game.scrapheap.append(defender.deployment.pop(i))
        game.say(f"{attacker.name} attacks {attack} against {defense}: {defender.name} is Overrun by {overrun}")
    if attack > 0 and defender.deployment:
        for i in sorted(defender_strategy.units_to_damage(game, defender, 1), reverse=True):
            defender.discard.append(defender.deployment.pop(i))


def action_phase(game: Game, me: Player, strategy: Strategy) -> None:
    """The Action phase (domination/action-phase): two actions; here, deploying units (Support cards' effects come
    with the card-text grammar)."""
    actions = ACTIONS
    while actions > 0:
        choice = strategy.deploy(game, me)
        if choice is None:
            break
        me.deployment.append(me.hand.pop(choice))
        actions -= 1


def buy_phase(game: Game, me: Player, strategy: Strategy) -> None:
    """The Buy phase (domination/buy-phase): Resource cards are played, then cards bought (one Buy per turn)."""
    industry = lostech = 0
    buys = 1
    for card in [c for c in me.hand if game.cards[c].is_resource]:
        info = game.cards[card]
        industry += info.industry
        lostech += info.lostech
        buys += info.buys
        me.hand.remove(card)
        me.play.append(card)
    while buys > 0:
        choice = strategy.buy(game, me, industry, lostech)
        if choice is None:
            break
        info = game.cards[choice]
        if info.industry_cost > industry or info.lostech_cost > lostech or not game.gain(me, choice):
            break
        industry -= info.industry_cost
        lostech -= info.lostech_cost
        buys -= 1


def clean_up(game: Game, me: Player) -> None:
    """The Clean-Up phase (domination/clean-up-phase): play area and hand to the discard, draw five."""
    me.discard += me.play
    me.discard += me.hand
    me.play = []
    me.hand = []
    game.draw(me, HAND_SIZE)


def new_game(cards: list[CardInfo], piles: list[str], rng: random.Random, names: tuple[str, str] = ("A", "B")) -> Game:
    """Sets up the Supply (the 4 base piles and the chosen Supply piles), deals the starting decks, draws the
    starting hands and gives the second player his bonus Infantry Platoon (domination/start-of-game)."""
    by_name = {c.name: c for c in cards}
    supply: dict[int, int] = {}
    for name in BASE_PILES:
        supply[by_name[name].index] = by_name[name].card.pile_size or 0
    for name in piles:
        supply[by_name[name].index] = by_name[name].card.pile_size or 5
    players = [Player(names[0]), Player(names[1])]
    game = Game(cards=cards, supply=supply, players=players, rng=rng)
    for player in players:
        for name, count in START_DECK:
            for _ in range(count):
                supply[by_name[name].index] -= 1
                player.deck.append(by_name[name].index)
        rng.shuffle(player.deck)
        game.draw(player, HAND_SIZE)
    platoon = by_name["Infantry Platoon"].index
    supply[platoon] -= 1
    players[1].deployment.append(platoon)
    return game


def play_game(game: Game, strategies: list[Strategy], max_turns: int = 200) -> tuple[str | None, list[int], int]:
    """Plays to the end: the winner (``None`` for a draw), the scores and the number of turns."""
    while game.turn < max_turns:
        me = game.players[game.active]
        other = game.players[1 - game.active]
        combat(game, me, other, strategies[1 - game.active])
        action_phase(game, me, strategies[game.active])
        buy_phase(game, me, strategies[game.active])
        clean_up(game, me)
        game.turn += 1
        if game.over():
            break
        game.active = 1 - game.active
    winner, scores = game.result()
    return winner, scores, game.turn
