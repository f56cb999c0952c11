"""The scenario's choices as a :class:`~judge.domination.engine.Strategy`: every choice a card or rule asks for comes
from the action (strict mode); a missing or impossible one is a violation (:class:`RuleViolationError`)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from judge.domination.context import Ctx
from judge.domination.engine import (
    Game,
    Player,
    Strategy,
)
from judge.domination.scenario_load import ScrapSpec
from judge.dsl import domination as d

# --- choices ---------------------------------------------------------------------------------------------------


class RuleViolationError(Exception):
    """A broken rule or a missing/impossible choice: stops the scenario at the current action."""

    def __init__(self, message: str, rules: Sequence[str]) -> None:
        super().__init__(message)
        self.message = message
        self.rules = list(rules)


STRICT = "domination/combat-phase-13"
"""The owner of a unit chooses which to damage; in general, a player's choice is his to make: given in the action."""


class Script(Strategy):
    """The choices of one player, as his actions give them (strict mode: never a guess)."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.names: list[str] = []
        self.options: list[int] = []
        self.mays: list[bool] = []
        self.uses: Counter[str] = Counter()
        self.reacts: Counter[str] = Counter()
        self.scrap: ScrapSpec | None = None
        self.combat = False
        self.used: list[str] = []
        self.revealed: list[str] = []
        """Reaction cards revealed (for the trace)."""
        """Units whose optional start-of-combat ability was used (for the trace)."""

    def leftovers(self) -> list[str]:
        left = [f"choose {n!r}" for n in self.names] + [f"option {o}" for o in self.options]
        left += [f"may {m}" for m in self.mays] + [f"use {n!r}" for n in self.uses.elements()]
        left += [f"react {n!r}" for n in self.reacts.elements()] + (["scrap"] if self.scrap is not None else [])
        return left

    def clear(self) -> None:
        self.names, self.options, self.mays = [], [], []
        self.uses, self.reacts, self.scrap = Counter(), Counter(), None

    def choose_cards(self, game: Game, me: Player, cards: Sequence[int], count: int, purpose: str) -> list[int]:
        count = min(count, len(cards))
        if count <= 0:
            return []
        if len(set(cards)) == 1:  # copies of one card: no real choice
            return list(range(count))
        picks: list[int] = []
        offered = sorted({game.cards[c].name for c in cards})
        for _ in range(count):
            if not self.names:
                raise RuleViolationError(
                    f"{me.name} must choose {count} card(s) ({purpose}) among {', '.join(offered)}: "
                    "give them in 'choose'",
                    [STRICT],
                )
            name = self.names.pop(0)
            pos = next((i for i, c in enumerate(cards) if i not in picks and game.cards[c].name == name), None)
            if pos is None:
                raise RuleViolationError(
                    f"{me.name} cannot choose {name!r} ({purpose}): the choices are {', '.join(offered)}", [STRICT]
                )
            picks.append(pos)
        return picks

    def choose_options(
        self, game: Game, me: Player, ctx: Ctx, options: Sequence[Sequence[d.Effect]], count: int, distinct: bool
    ) -> list[int]:
        chosen: list[int] = []
        for _ in range(count):
            if not self.options:
                raise RuleViolationError(
                    f"{me.name} must choose {count} of {len(options)} options: give 'options'", [STRICT]
                )
            number = self.options.pop(0)
            if number > len(options) or (distinct and number - 1 in chosen):
                raise RuleViolationError(f"option {number} cannot be chosen (there are {len(options)})", [STRICT])
            chosen.append(number - 1)
        return chosen

    def may(self, game: Game, me: Player, effect: d.Effect, ctx: Ctx, then: Sequence[d.Effect]) -> bool:
        if self.combat:  # a Unit's optional ability at the start of combat: used only when an action says so
            name = game.cards[ctx.source].name
            if self.uses[name] > 0:
                self.uses[name] -= 1
                self.uses += Counter()  # drops zero counts
                self.used.append(name)
                return True
            return False
        return self._answer(me, f"whether to {effect.kind.replace('_', ' ')}")

    def _answer(self, me: Player, question: str) -> bool:
        if not self.mays:
            raise RuleViolationError(f"{me.name} must say {question}: give 'may'", [STRICT])
        return self.mays.pop(0)

    def replace(self, game: Game, me: Player, card: int, to: str) -> bool:
        return self._answer(me, f"whether {game.cards[card].name} goes to {to} instead")

    def use_reaction(self, game: Game, me: Player, card: int, event: int | None) -> bool:
        name = game.cards[card].name
        if self.reacts[name] > 0:
            self.reacts[name] -= 1
            self.reacts += Counter()
            self.revealed.append(name)
            return True
        return False

    def use_activated(self, game: Game, me: Player, unit: int, ability: d.Activated) -> bool:
        return False  # activated abilities are used by a 'use' action in the Action phase

    def name_card(self, game: Game, me: Player, buyer: Player) -> int | None:
        if not self.names:
            raise RuleViolationError(f"{me.name} must name a card of the Supply: give it in 'choose'", [STRICT])
        name = self.names.pop(0)
        index = next((c for c, n in game.supply.items() if game.cards[c].name == name and n > 0), None)
        if index is None:
            raise RuleViolationError(f"{name!r} is not a card in the Supply", [STRICT])
        return index

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        return None
