"""The built-in Domination strategies for self-play (``judge domination play --strategy``): big-money, attack and
random, each a :class:`~judge.domination.engine.Strategy`."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path

from judge.domination.context import Ctx
from judge.domination.engine import Game, Player, Strategy, affordable, affordable_allegiances, deployable
from judge.dsl import domination as d
from judge.paths import data_dir


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
        return max(deployable(game, me), key=lambda i: game.cards[me.hand[i]].attack, default=None)

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

    def choose_action(self, game: Game, me: Player) -> int | None:
        legal = [i for i, c in enumerate(me.hand) if game.cards[c].is_support] + deployable(game, me)
        if not legal or self.rng.random() < 0.2:
            return None
        return self.rng.choice(legal)

    def choose_cards(self, game: Game, me: Player, cards: Sequence[int], count: int, purpose: str) -> list[int]:
        return self.rng.sample(range(len(cards)), min(count, len(cards)))

    def choose_options(
        self, game: Game, me: Player, ctx: Ctx, options: Sequence[Sequence[d.Effect]], count: int, distinct: bool
    ) -> list[int]:
        if distinct:
            return self.rng.sample(range(len(options)), min(count, len(options)))
        return [self.rng.randrange(len(options)) for _ in range(count)]

    def may(self, game: Game, me: Player, effect: d.Effect, ctx: Ctx, then: Sequence[d.Effect]) -> bool:
        return self.rng.random() < 0.5

    def replace(self, game: Game, me: Player, card: int, to: str) -> bool:
        return self.rng.random() < 0.5

    def use_reaction(self, game: Game, me: Player, card: int, event: int | None) -> bool:
        return self.rng.random() < 0.5

    def use_activated(self, game: Game, me: Player, unit: int, ability: d.Activated) -> bool:
        return self.rng.random() < 0.5

    def name_card(self, game: Game, me: Player, buyer: Player) -> int | None:
        return self.rng.choice(list(game.supply))

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

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        options = affordable(game, industry, lostech)
        if not options or self.rng.random() < 0.1:
            return None
        return self.rng.choice(options).index

    def buy_allegiance(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        options = affordable_allegiances(game, industry, lostech)
        if not options or self.rng.random() < 0.5:
            return None
        return self.rng.choice(options).index


def _from_file(name: str) -> Callable[[random.Random], Strategy]:
    """A built-in strategy written as priorities (``strategies/<name>.yaml``, :mod:`judge.domination.priorities`)."""
    from judge.domination.priorities import PriorityStrategy, read_priorities

    spec = read_priorities(data_dir("strategies") / f"{name}.yaml")
    return lambda rng: PriorityStrategy(rng, spec)


STRATEGIES: dict[str, Callable[[random.Random], Strategy]] = {
    "big-money": BigMoney,
    "attack": AttackHeavy,
    "random": RandomLegal,
    "strong": _from_file("strong"),
}


def strategy_factory(name: str) -> Callable[[random.Random], Strategy]:
    """The strategy ``name`` gives: a built-in one (:data:`STRATEGIES`), or a priorities file's path
    (``*.yaml``, :mod:`judge.domination.priorities`).

    :raises KeyError: for a name that is neither.
    :raises PoolFileError: for a file that cannot be read or is not YAML.
    :raises ScenarioError: for a file whose keys or values are wrong, with the line.
    """
    if name in STRATEGIES:
        return STRATEGIES[name]
    if not name.endswith((".yaml", ".yml")):
        raise KeyError(f"unknown strategy {name!r}: one of {', '.join(STRATEGIES)}, or a priorities file (*.yaml)")
    from judge.domination.priorities import PriorityStrategy, read_priorities

    spec = read_priorities(Path(name))
    return lambda rng: PriorityStrategy(rng, spec)
