"""Domination strategies written as data (issue 23): a short YAML file of priorities a designer can write without
Python, read into a :class:`PriorityStrategy`. The built-in ``strong`` strategy is one such file
(``strategies/strong.yaml``).

A file names the strategy and, in order of preference, what it buys: the first ``buy`` rule under which a card of
the Supply is affordable decides, the card ranked by the rule's ``prefer`` list. The other keys say which unit it
deploys first, what it scraps when Overrun, and whether it uses Reactions and once-per-turn abilities::

    name: strong
    buy:
      - {kind: unit, min_industry: 6, prefer: [attack, defense]}   # a strong unit when rich
      - {kind: resource, max_owned: 4, prefer: [industry, lostech]}  # then Factories, up to four
      - {kind: unit, prefer: [defense, attack]}
    deploy: [attack, defense]
    overrun_scrap: value      # or: cheapest_hand (the cheapest cards in hand, then the deck's top)
    reactions: always         # or: never
    activated: when_it_pays   # or: always, never
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from judge.domination import choices, hooks
from judge.domination.engine import CardInfo, Game, Player, Strategy, affordable, deployable
from judge.dsl import domination as d
from judge.importers.yamlfile import read_yaml_file
from judge.scenario_input import validate

Stat = Literal["attack", "defense", "industry", "lostech", "cost", "worth"]
Kind = Literal["unit", "resource", "support", "reaction", "any"]
MAX_RULES = 50
MAX_FILE = 64 * 1024


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BuyRule(_Strict):
    """One line of the buying priorities."""

    kind: Kind = "any"
    min_industry: int = Field(default=0, ge=0, le=100)
    """Only with at least this much Industry to spend."""
    max_owned: int | None = Field(default=None, ge=0, le=100)
    """Only while the player owns fewer copies of the card than this (deck, hand, discard, deployed)."""
    min_attack: int = Field(default=0, ge=0, le=100)
    prefer: list[Stat] = Field(default_factory=lambda: list[Stat](["cost"]), min_length=1, max_length=6)
    """The ranking among the cards the rule allows, highest first (``cost``: Industry + 3 x LosTech)."""


class PrioritySpec(_Strict):
    """A strategy file."""

    name: str = Field(min_length=1, max_length=40, pattern=r"^[a-z0-9][a-z0-9-]*$")
    description: str = Field(default="", max_length=500)
    buy: list[BuyRule] = Field(min_length=1, max_length=MAX_RULES)
    deploy: list[Stat] = Field(default_factory=lambda: list[Stat](["attack", "defense"]), min_length=1, max_length=6)
    overrun_scrap: Literal["value", "cheapest_hand"] = "value"
    reactions: Literal["always", "never"] = "always"
    activated: Literal["when_it_pays", "always", "never"] = "when_it_pays"


def read_priorities(path: Path) -> PrioritySpec:
    """The strategy file at ``path``.

    :raises PoolFileError: for a file that cannot be read, is larger than 64 KB or is not YAML.
    :raises ScenarioError: for an unknown key or a wrong value, with its line and dotted place.
    """
    return validate(PrioritySpec, read_yaml_file(path))


def _stat(info: CardInfo, stat: Stat) -> int:
    if stat == "cost":
        return info.industry_cost + 3 * info.lostech_cost
    if stat == "worth":
        return hooks.worth(info)
    value: int = getattr(info, stat)
    return value


def _kind(info: CardInfo, kind: Kind) -> bool:
    if kind == "unit":
        return info.is_unit
    if kind == "resource":
        return info.is_resource
    if kind == "support":
        return info.is_support
    if kind == "reaction":
        return info.is_reaction
    return True


def _owned(me: Player, card: int) -> int:
    return sum(zone.count(card) for zone in (me.deck, me.hand, me.discard, me.deployment, me.play, me.aside))


class PriorityStrategy(Strategy):
    """A strategy read from a :class:`PrioritySpec`; the choices the file does not cover are the defaults of
    :class:`~judge.domination.engine.Strategy`."""

    def __init__(self, rng: random.Random, spec: PrioritySpec) -> None:
        super().__init__(rng)
        self.spec = spec
        self.name = spec.name

    def buy(self, game: Game, me: Player, industry: int, lostech: int) -> int | None:
        options = affordable(game, industry, lostech)
        for rule in self.spec.buy:
            if industry < rule.min_industry:
                continue
            fits = [
                c
                for c in options
                if _kind(c, rule.kind)
                and c.attack >= rule.min_attack
                and (rule.max_owned is None or _owned(me, c.index) < rule.max_owned)
            ]
            if fits:
                return max(fits, key=lambda c: (*(_stat(c, s) for s in rule.prefer), -c.index)).index
        return None

    def deploy(self, game: Game, me: Player) -> int | None:
        units = deployable(game, me)
        if not units:
            return None
        return max(units, key=lambda i: tuple(_stat(game.cards[me.hand[i]], s) for s in self.spec.deploy))

    def overrun_scrap(self, game: Game, me: Player, count: int) -> list[tuple[str, int]]:
        """``value``: the cards in hand worth less than an average card of his draw deck (dead Resource cards and the
        cheapest first), then the deck's top card, whose expected worth is that average (domination/combat-phase-8:
        he chooses among hand, deck and deployment zone)."""
        if self.spec.overrun_scrap == "cheapest_hand" or not me.deck:
            return super().overrun_scrap(game, me, count)
        average = sum(hooks.worth(game.cards[c]) for c in me.deck) / len(me.deck)
        cheap = sorted(
            (i for i, c in enumerate(me.hand) if hooks.worth(game.cards[c]) < average),
            key=lambda i: hooks.worth(game.cards[me.hand[i]]),
        )
        picks: list[tuple[str, int]] = [("hand", i) for i in cheap[:count]]
        return picks + [("deck", 0)] * (count - len(picks))

    def use_reaction(self, game: Game, me: Player, card: int, event: int | None) -> bool:
        return self.spec.reactions == "always"

    def use_activated(self, game: Game, me: Player, unit: int, ability: d.Activated) -> bool:
        if self.spec.activated == "when_it_pays":
            return choices.activation_pays(game, me, ability)
        return self.spec.activated == "always"
