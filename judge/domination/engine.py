"""The Battletech: Domination engine (seed 001): supply, decks, the four phases of a turn, the end of the game and
the score. Built for speed (self-play runs thousands of games): plain classes and card indexes in the hot loop.

Every rule here names its record in ``rulings/domination.rules`` (ids ``domination/...``) where it is implemented.
Card abilities are executed by :mod:`judge.domination.effects` (its docstring lists the DSL node kinds executed
and not yet executed); their choices are the :class:`Strategy`'s.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from judge.cards.models import DominationCard
from judge.domination import choices, context, effects, hooks
from judge.domination.abilities import Abilities
from judge.domination.context import Ctx, TurnState
from judge.domination.misrulings import (
    BASE_PILES_NOT_COUNTED,
    DAMAGE_ONLY_WHEN_OVERRUN,
    DEPLOYED_UNITS_SCORED,
    OVERRUN_UNCAPPED,
)
from judge.dsl import domination as d
from judge.misrulings import misruled

BASE_PILES = ("Basic Factory", "Munitions Factory", "Advanced Factory", "Infantry Platoon")
START_DECK = (("Basic Factory", 7), ("Infantry Platoon", 3))  # domination/starting-decks
HAND_SIZE = 5  # domination/clean-up-phase
ACTIONS = 2  # domination/action-phase
OVERRUN_MAX = 3  # domination/combat-phase
EMPTY_PILES_TO_END = 4  # domination/end-of-game
ALLEGIANCES_OFFERED = 5  # domination/set-up (Allegiance add-on)
ALLEGIANCES_PER_PLAYER = 1  # domination/during-the-game
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
    types: frozenset[str] = frozenset()
    """``unit``/``mech``/``vehicle``/``infantry``/``support``/``resource``/``reaction`` (DSL card types)."""
    ab: Abilities = field(default_factory=Abilities)
    """Its abilities, parsed once (:func:`judge.domination.abilities.card_abilities`)."""
    is_allegiance: bool = False


@dataclass
class Player:
    name: str
    deck: list[int] = field(default_factory=list)
    """The draw deck; the top card is the last item."""
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    deployment: list[int] = field(default_factory=list)
    play: list[int] = field(default_factory=list)
    seat: int = 0
    allegiance: list[int] = field(default_factory=list)
    """The Allegiance he bought (at most one), next to his draw deck: never shuffled in, discarded or renounced
    (domination/during-the-game-2, domination/during-the-game-3)."""
    bought: set[int] = field(default_factory=set)
    """The cards he bought in a Buy phase this game (for balance reports: :mod:`judge.domination.balance`)."""
    aside: list[int] = field(default_factory=list)
    """Cards he set aside (domination/glossary/set-aside: "until instructions indicate where they go", Hidden Base's
    "at the start of your next turn"): still his cards, in no other zone."""

    def cards_in_deck(self) -> int:
        """The score: every card of his put into his Deck (domination/end-of-game-2), his set-aside cards included;
        deployed units do not count (its NOTE), nor does an Allegiance (domination/end-of-game-allegiance-add-on)."""
        count = len(self.deck) + len(self.hand) + len(self.discard) + len(self.play) + len(self.aside)
        if misruled(DEPLOYED_UNITS_SCORED):
            count += len(self.deployment)
        return count


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
    state: TurnState = field(default_factory=TurnState)
    strategies: list[Strategy] = field(default_factory=list)
    """The players' strategies by seat (set by :func:`play_game`); without them, :class:`Strategy` defaults."""
    lasting: list[tuple[Ctx, d.Lasting]] = field(default_factory=list)
    next_turn: list[list[tuple[Ctx, list[d.Effect]]]] = field(default_factory=lambda: [[], []])
    skipped: Counter[str] = field(default_factory=Counter)
    """DSL node kinds met in play that the engine does not execute (skipped), by kind."""
    reactive: bool = False
    """Some Reaction card is in the game (checked only then, for speed)."""
    consecutive: int = 1
    fallback: Strategy | None = None
    allegiances: list[int] = field(default_factory=list)
    """The Allegiances offered face up next to the Supply and not bought yet (one copy of each: domination/contents;
    not part of the Supply: domination/during-the-game-4)."""

    def use(self, seat: int, strategy: Strategy) -> None:
        """The strategy that decides for this seat from now (a phase called with a strategy installs it)."""
        if not self.strategies:
            self.strategies = [self.strategy(0), self.strategy(1)]
        if self.strategies[seat] is not strategy:
            self.strategies[seat] = strategy

    def strategy(self, seat: int) -> Strategy:
        if self.strategies:
            return self.strategies[seat]
        if self.fallback is None:
            self.fallback = Strategy(self.rng)
        return self.fallback

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
        """The end of the game, checked at the end of each turn (domination/end-of-game); the empty base piles count
        (domination/end-of-game-faq)."""
        empty = self.empty_piles()
        if misruled(BASE_PILES_NOT_COUNTED):
            empty -= sum(1 for c, n in self.supply.items() if n == 0 and self.cards[c].name in BASE_PILES)
        if empty >= EMPTY_PILES_TO_END:
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


LOSING = frozenset({"discard", "scrap", "damage", "move"})
"""Choice purposes where the chooser gives up his own cards (he picks the least valuable)."""


class Strategy:
    """A self-play player: the choices a turn asks for. Subclasses override what they decide differently.

    The defaults: play Support cards that give +Actions first, then the other Support cards, then deploy the
    strongest unit; give up the least valuable cards (dead cards in hand first); gain and choose the most valuable;
    use optional abilities when they help (an EXPENDABLE or OVERHEAT only when it raises the Overrun)."""

    name = "base"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose_action(self, game: Game, me: Player) -> int | None:
        """The card in hand to play or deploy with the next Action (index into ``me.hand``), or ``None`` to end the
        Action phase (domination/action-phase)."""
        cards = game.cards
        support = None
        for i, c in enumerate(me.hand):
            info = cards[c]
            if info.is_support:
                if info.ab.gives_actions:
                    return i
                if support is None or info.industry_cost > cards[me.hand[support]].industry_cost:
                    support = i
        return support if support is not None else self.deploy(game, me)

    def deploy(self, game: Game, me: Player) -> int | None:
        """A unit in hand to deploy (index into ``me.hand``), or ``None``: the strongest by default."""
        units = deployable(game, me)
        if not units:
            return None
        return max(units, key=lambda i: game.cards[me.hand[i]].attack + game.cards[me.hand[i]].defense)

    def choose_cards(self, game: Game, me: Player, cards: Sequence[int], count: int, purpose: str) -> list[int]:
        """Which ``count`` of ``cards`` (positions in it): ``purpose`` is ``discard``, ``scrap``, ``damage`` (his
        own units), ``move``, ``set_aside``, ``gain``, ``choose`` or ``damage_opponent`` (the opponent's units)."""
        infos = game.cards
        if purpose in LOSING:
            dead = purpose == "discard"
            order = sorted(
                range(len(cards)),
                key=lambda i: (dead and infos[cards[i]].is_resource, hooks.worth(infos[cards[i]])),
            )
        else:
            order = sorted(range(len(cards)), key=lambda i: -hooks.worth(infos[cards[i]]))
        return order[:count]

    def choose_options(
        self, game: Game, me: Player, ctx: Ctx, options: Sequence[Sequence[d.Effect]], count: int, distinct: bool
    ) -> list[int]:
        """Which options of a "choose one/two" (positions; repeated when not ``distinct``): the best scored."""
        scores = [choices.option_score(game, me, ctx, option) for option in options]
        order = sorted(range(len(options)), key=lambda i: -scores[i])
        return order[:count] if distinct else [order[0]] * count

    def may(self, game: Game, me: Player, effect: d.Effect, ctx: Ctx, then: Sequence[d.Effect]) -> bool:
        """Whether to do an optional ``effect`` (``then``: what doing it brings, the "If you do" effects)."""
        return choices.worth_doing(game, me, effect, ctx, then)

    def replace(self, game: Game, me: Player, card: int, to: str) -> bool:
        """Whether to use an optional replacement (HEAVY ARMOR, QUICK TO DEPLOY): yes."""
        return True

    def use_reaction(self, game: Game, me: Player, card: int, event: int | None) -> bool:
        """Whether to reveal a Reaction card: yes."""
        return True

    def use_activated(self, game: Game, me: Player, unit: int, ability: d.Activated) -> bool:
        """Whether to use a once-per-turn ability: when the opponent has a unit to damage and it costs no card the
        turn still needs."""
        return choices.activation_pays(game, me, ability)

    def name_card(self, game: Game, me: Player, buyer: Player) -> int | None:
        """The card the buyer may not buy this turn (Black Market): the dearest in the Supply."""
        options = [c for c, n in game.supply.items() if n > 0]
        return max(options, key=lambda c: hooks.worth(game.cards[c])) if options else None

    def overrun_scrap(self, game: Game, me: Player, count: int) -> list[tuple[str, int]]:
        """Which cards to scrap when Overrun: ("hand", index) / ("deck", 0) for the top card / ("deployment", i).
        Default: the cheapest cards of the hand first, then the top of the deck."""
        hand = sorted(range(len(me.hand)), key=lambda i: game.cards[me.hand[i]].industry_cost)
        picks: list[tuple[str, int]] = [("hand", i) for i in hand[:count]]
        picks += [("deck", 0)] * (count - len(picks))
        return picks

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        """A card to buy with this much Industry and LosTech, or ``None``."""
        raise NotImplementedError

    def buy_allegiance(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        """An offered Allegiance to buy (asked at the start of the Buy phase while he has none), or ``None``. The
        default: the dearest he can afford."""
        options = affordable_allegiances(game, industry, lostech)
        return max(options, key=hooks.worth).index if options else None


def deployable(game: Game, me: Player) -> list[int]:
    """Units in hand that can be deployed now (positions in ``me.hand``)."""
    cards = game.cards
    return [
        i
        for i, c in enumerate(me.hand)
        if cards[c].is_unit and (not cards[c].ab.deploy_restrictions or hooks.can_deploy(game, me.seat, c))
    ]


def affordable(game: Game, industry: int, lostech: int) -> list[CardInfo]:
    """The cards of the Supply that can be bought with this much Industry and LosTech (and not banned)."""
    banned = game.state.banned
    infos = game.cards
    return [
        info
        for info in (infos[c] for c, n in game.supply.items() if n > 0)
        if info.industry_cost <= industry and info.lostech_cost <= lostech and info.index not in banned
    ]


def affordable_allegiances(game: Game, industry: int, lostech: int) -> list[CardInfo]:
    """The offered Allegiances that can be bought with this much Industry and LosTech."""
    infos = game.cards
    return [
        infos[c] for c in game.allegiances if infos[c].industry_cost <= industry and infos[c].lostech_cost <= lostech
    ]


def buy_allegiance(game: Game, me: Player, card: int) -> str | None:
    """Moves an offered Allegiance next to ``me``'s draw deck, or says which rule forbids it (the cost is the
    caller's: it has the Buy phase's Industry and LosTech)."""
    if card not in game.allegiances:
        return "domination/set-up"  # not offered (or already bought: one copy of each)
    if len(me.allegiance) >= ALLEGIANCES_PER_PLAYER:
        return "domination/during-the-game"
    game.allegiances.remove(card)
    me.allegiance.append(card)
    return None


def overrun_value(attack: int, defense: int, bonus: int) -> int:
    """The number of cards an Overrun defender scraps: the Overrun Value (never below zero, domination/combat-phase-8)
    plus any bonus (ER PPCs), at most three (domination/combat-phase/step-c, domination/combat-phase-10)."""
    value = max(attack - defense, 0) + bonus
    if misruled(OVERRUN_UNCAPPED):
        return value
    return min(value, OVERRUN_MAX)


def damages_a_unit(attack: int, overran: bool) -> bool:
    """Whether the defender must damage a unit at the end of the Combat phase: whenever the Total Attack Value is above
    zero, Overrun or not (domination/combat-phase/step-d, domination/combat-phase-11, domination/combat-phase-faq)."""
    if misruled(DAMAGE_ONLY_WHEN_OVERRUN):
        return overran
    return attack > 0


def combat(game: Game, attacker: Player, defender: Player, defender_strategy: Strategy) -> None:
    """The Combat phase (domination/combat-phase): the units' start-of-combat abilities (attacker first), totals
    with Static bonuses, Overrun (at most 3 cards scrapped, the defender's choice), and a damaged unit whenever the
    Attack is above 0; then the abilities delayed to the end of the Combat phase."""
    state = game.state
    game.use(defender.seat, defender_strategy)
    hooks.start_of_combat(game, attacker.seat, defender.seat)
    attack = hooks.total(game, attacker.seat, attacking=True)
    defense = hooks.total(game, defender.seat, attacking=False)
    overran = attack > defense or state.force_overrun
    overrun = 0
    if overran:
        overrun = overrun_value(attack, defense, state.overrun_bonus)
        hooks.overran(game, attacker.seat)
        if overrun and game.reactive:
            hooks.defend_overrun(game, defender.seat)
        if state.zero_overrun:
            overrun = 0
    if overrun:
        picks = defender_strategy.overrun_scrap(game, defender, overrun)
        hand_indexes = sorted((i for kind, i in picks if kind == "hand"), reverse=True)
        for i in hand_indexes:
            if i < len(defender.hand):
                game.scrapheap.append(defender.hand.pop(i))
        for _ in range(sum(1 for kind, _i in picks if kind == "deck")):
            card = context.top_card(game, defender)
            if card is not None:
                game.scrapheap.append(card)
        for i in sorted((i for kind, i in picks if kind == "deployment"), reverse=True):
            if i < len(defender.deployment):
                game.scrapheap.append(defender.deployment.pop(i))
        game.say(f"{attacker.name} attacks {attack} against {defense}: {defender.name} is Overrun by {overrun}")
    if damages_a_unit(attack, overran) and defender.deployment:
        pool = [c for c in defender.deployment if not context.protected(game, defender.seat, c)]
        if pool:
            pick = defender_strategy.choose_cards(game, defender, pool, 1, "damage")
            effects.damage_unit(game, defender.seat, pool[pick[0]])
    if state.end_of_combat:
        hooks.end_of_combat(game)


def action_phase(game: Game, me: Player, strategy: Strategy) -> None:
    """The Action phase (domination/action-phase): two Actions (more from +Actions); each plays a Support card
    (to the play area, fully resolved: domination/action-phase-faq) or deploys a unit (its deploy abilities fully
    resolved); then once-per-turn abilities."""
    state = game.state
    state.actions = ACTIONS + state.extra_actions  # an Allegiance's +Actions
    game.use(me.seat, strategy)
    cards = game.cards
    while state.actions > 0:  # domination/action-phase-faq-3: no Action left, no card played
        choice = strategy.choose_action(game, me)
        if choice is None or not 0 <= choice < len(me.hand):
            break
        card = me.hand[choice]
        info = cards[card]
        if info.is_unit and (not info.ab.deploy_restrictions or hooks.can_deploy(game, me.seat, card)):
            me.hand.pop(choice)
            state.actions -= 1
            me.deployment.append(card)
            hooks.deployed(game, me.seat, card)
        elif info.is_support:
            me.hand.pop(choice)
            state.actions -= 1
            me.play.append(card)
            hooks.play_support(game, me.seat, card)
        else:
            break
    if any(cards[c].ab.activated for c in me.deployment):
        hooks.activate(game, me.seat)


def buy_phase(game: Game, me: Player, strategy: Strategy) -> None:
    """The Buy phase (domination/buy-phase): Resource cards are played, then cards bought (one Buy per turn, more
    with +Buys; Industry and LosTech from Support cards add up: domination/action-phase-faq-5)."""
    state = game.state
    game.use(me.seat, strategy)
    industry, lostech, buys = state.industry, state.lostech, state.buys
    ban = False
    for card in [c for c in me.hand if game.cards[c].is_resource]:
        info = game.cards[card]
        industry += info.industry
        lostech += info.lostech
        buys += info.buys
        ban = ban or info.ab.buy_ban
        me.hand.remove(card)
        me.play.append(card)
    if ban:  # Black Market: the opponent names a card this player cannot buy this turn
        opponent = game.players[1 - me.seat]
        named = game.strategy(opponent.seat).name_card(game, opponent, me)
        if named is not None:
            state.banned.add(named)
    if game.allegiances and len(me.allegiance) < ALLEGIANCES_PER_PLAYER:
        # domination/during-the-game: bought in the Buy phase for its cost; it takes no Buy; its bonus at once
        choice = strategy.buy_allegiance(game, me, industry, lostech)
        if choice is not None:
            info = game.cards[choice]
            if info.industry_cost <= industry and info.lostech_cost <= lostech and not buy_allegiance(game, me, choice):
                industry -= info.industry_cost
                lostech -= info.lostech_cost
                more_industry, more_lostech, more_buys = hooks.bought_allegiance_bonus(game, me.seat, choice)
                industry += more_industry
                lostech += more_lostech
                buys += more_buys
    while buys > 0:
        choice = strategy.buy(game, me, industry, lostech)
        if choice is None or choice in state.banned:
            break
        info = game.cards[choice]
        if info.industry_cost > industry or info.lostech_cost > lostech or not game.gain(me, choice):
            break
        hooks.bought(game, me.seat, choice)
        me.bought.add(choice)
        industry -= info.industry_cost
        lostech -= info.lostech_cost
        buys -= 1


def clean_up(game: Game, me: Player) -> None:
    """The Clean-Up phase (domination/clean-up-phase): play area and hand to the discard, draw five (none after
    All-Out Assault)."""
    me.discard += me.play
    me.discard += me.hand
    me.play = []
    me.hand = []
    if not game.state.no_cleanup_draw:
        game.draw(me, HAND_SIZE)


def new_game(
    cards: list[CardInfo],
    piles: list[str],
    rng: random.Random,
    names: tuple[str, str] = ("A", "B"),
    allegiances: Sequence[str] = (),
) -> Game:
    """Sets up the Supply (the 4 base piles and the chosen Supply piles), deals the starting decks, draws the
    starting hands and gives the second player his bonus Infantry Platoon (domination/start-of-game). With the
    Allegiance add-on, ``allegiances`` are the Allegiance cards in the box: five of them, chosen at random, are
    offered (domination/set-up).

    :raises ValueError: for a name in ``allegiances`` that is not an Allegiance card, or an Allegiance in
        ``piles``."""
    by_name = {c.name: c for c in cards}
    supply: dict[int, int] = {}
    for name in BASE_PILES:
        supply[by_name[name].index] = by_name[name].card.pile_size or 0
    for name in piles:
        if by_name[name].is_allegiance:
            raise ValueError(f"{name!r} is an Allegiance: not a Supply pile (domination/during-the-game-4)")
        supply[by_name[name].index] = by_name[name].card.pile_size or 5
    players = [Player(names[0], seat=0), Player(names[1], seat=1)]
    game = Game(cards=cards, supply=supply, players=players, rng=rng)
    game.reactive = any(cards[c].ab.reactions for c in supply)
    for c in supply:
        game.skipped.update(cards[c].ab.unhandled)  # abilities the engine does not execute: counted, never run
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
    box = list(dict.fromkeys(allegiances))  # one copy of each (domination/contents)
    for name in box:
        if name not in by_name or not by_name[name].is_allegiance:
            raise ValueError(f"{name!r} is not an Allegiance card")
    offered = rng.sample(box, ALLEGIANCES_OFFERED) if len(box) > ALLEGIANCES_OFFERED else box
    game.allegiances = [by_name[name].index for name in offered]
    for c in game.allegiances:
        game.skipped.update(cards[c].ab.unhandled)
    return game


def play_turn(game: Game, strategies: Sequence[Strategy]) -> None:
    """One turn of the active player: the four phases (domination/start-of-game-2), with the turn's effects."""
    me = game.players[game.active]
    other = game.players[1 - game.active]
    game.state = TurnState()
    hooks.start_turn(game, game.active)
    combat(game, me, other, strategies[1 - game.active])
    action_phase(game, me, strategies[game.active])
    buy_phase(game, me, strategies[game.active])
    clean_up(game, me)
    hooks.end_turn(game, game.active)


def play_game(game: Game, strategies: list[Strategy], max_turns: int = 200) -> tuple[str | None, list[int], int]:
    """Plays to the end: the winner (``None`` for a draw), the scores and the number of turns. An extra turn
    (All-Out Assault) keeps the same player active, up to its limit of consecutive turns."""
    game.strategies = list(strategies)
    while game.turn < max_turns:
        play_turn(game, strategies)
        game.turn += 1
        if game.over():
            break
        if game.state.extra_turn > game.consecutive:
            game.consecutive += 1
            continue
        game.consecutive = 1
        game.active = 1 - game.active
    winner, scores = game.result()
    return winner, scores, game.turn
