"""Battletech: Domination scenarios (``game: domination``; ``shared/spec/scenario-format.md``): the state at the start
of (or during) the active player's turn and what the players do, answered with legality, a cited trace and the end
state (every zone, scores, Overrun values, winner).

Strict mode: every choice a card or rule asks for comes from the action (``choose``, ``options``, ``may``, ``scrap``);
a missing or impossible choice is a violation, never a guess. Not using an optional Unit ability or Reaction is the
default (domination/combat-phase-3): they are used only when an action says ``use`` / ``react``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from judge.cards.models import DominationCard
from judge.domination import context, effects, hooks
from judge.domination import scenario_odds as odds
from judge.domination.context import Ctx
from judge.domination.engine import (
    ACTIONS,
    ALLEGIANCES_OFFERED,
    OVERRUN_MAX,
    CardInfo,
    Game,
    Player,
    Strategy,
    buy_allegiance,
    clean_up,
    damages_a_unit,
    overrun_value,
)
from judge.dsl import domination as d
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardLookupError, CardPool
from judge.scenario_input import ScenarioError, two_players, validate

MAX_ACTIONS = 200
MAX_CARDS = 500
"""Cards in all zones and supply counts together: bounds the work one scenario can cause."""

PHASES = ("combat", "action", "buy", "clean-up")
PhaseName = Literal["combat", "action", "buy"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, strict=True)


class PlayerSpec(_Strict):
    deck: list[str] = Field(default_factory=list)
    """The draw pile, top card first."""
    hand: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    deployment: list[str] = Field(default_factory=list)
    allegiance: str | None = None
    """The Allegiance he bought earlier in the game (Allegiance add-on)."""


class ScrapSpec(_Strict):
    """The defender's Overrun choice (domination/combat-phase/step-c): cards scrapped from each place."""

    hand: list[str] = Field(default_factory=list)
    deck: int = Field(default=0, ge=0, le=OVERRUN_MAX)
    """How many cards from the top of the draw deck."""
    deployment: list[str] = Field(default_factory=list)


class Action(_Strict):
    by: str
    play: str | None = None
    deploy: str | None = None
    buy: str | None = None
    use: str | None = None
    """A deployed Unit (by card name) whose ability is used (start of combat, or once per turn)."""
    react: str | None = None
    """A Reaction card in hand, revealed when the rules offer it."""
    scrap: ScrapSpec | None = None
    pass_: bool = Field(default=False, alias="pass")
    choose: list[str] | None = None
    """Card names, in the order the cards ask for them (alone: the choices the rules ask of this player next)."""
    options: list[int] | None = None
    """For "choose one/two": the options' numbers (1 = first), in order."""
    may: list[bool] | None = None
    """Answers to "you may" questions (and optional replacements), in order."""


class DominationScenario(_Strict):
    game: Literal["domination"]
    title: str | None = None
    question: str | None = None
    players: dict[str, PlayerSpec]
    supply: dict[str, int] = Field(default_factory=dict)
    allegiances: list[str] = Field(default_factory=list)
    """The Allegiance add-on: the Allegiances offered face up next to the Supply and not bought yet."""
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    dice: list[int] = Field(default_factory=list, max_length=MAX_ACTIONS)
    seed: int | None = None
    phase: PhaseName = "combat"
    """The phase the scenario starts in (earlier phases of the turn are over)."""
    until: Literal["combat", "action", "buy", "turn"] = "turn"
    """The scenario ends after this phase (``turn``: after the Clean-Up phase, with the end-of-game check)."""

    @field_validator("players")
    @classmethod
    def _two_players(cls, value: dict[str, PlayerSpec]) -> dict[str, PlayerSpec]:
        return two_players(value, "Domination")

    @field_validator("allegiances")
    @classmethod
    def _offered(cls, value: list[str]) -> list[str]:
        if len(value) > ALLEGIANCES_OFFERED:
            raise ValueError(f"at most {ALLEGIANCES_OFFERED} Allegiances are offered (domination/set-up)")
        return value

    @field_validator("supply")
    @classmethod
    def _counts(cls, value: dict[str, int]) -> dict[str, int]:
        if any(n < 0 for n in value.values()):
            raise ValueError("a Supply pile holds 0 or more cards")
        return value


VERBS = ("play", "deploy", "buy", "use", "react", "scrap")


def _verb(action: Action) -> str:
    verbs = [v for v in VERBS if getattr(action, v) is not None] + (["pass"] if action.pass_ else [])
    if not verbs and action.choose is not None:
        return "choose"
    if len(verbs) != 1:
        raise ValueError("an action has exactly one verb: play, deploy, buy, use, react, scrap, pass (or choose alone)")
    return verbs[0]


@dataclass
class Loaded:
    scenario: DominationScenario
    cards: list[CardInfo]
    by_name: dict[str, int]
    players: list[Player]
    supply: dict[int, int]
    verbs: list[str]
    allegiances: list[int] = field(default_factory=list)


def _build(pool: CardPool) -> list[CardInfo]:
    from judge.domination.selfplay import build_cards

    return build_cards(pool)


def load_scenario(doc: YamlDocument, pool: CardPool) -> Loaded:
    """The validated scenario with every card name resolved.

    :raises ScenarioError: for an unknown field, a wrong type, an unknown card name, an unknown player — with the
        line and field.
    """
    scenario = validate(DominationScenario, doc)
    cards = _build(pool)
    by_name = {c.name: c.index for c in cards}

    def card(name: str, where: list[str | int]) -> int:
        try:
            found = pool.lookup(name, "domination")
        except CardLookupError as exc:
            raise ScenarioError(str(exc), doc.line_of(where), ".".join(str(p) for p in where)) from None
        if not isinstance(found, DominationCard) or found.name not in by_name:
            raise ScenarioError(f"{name!r} is not a Domination card", doc.line_of(where), ".".join(map(str, where)))
        return by_name[found.name]

    def allegiance(name: str, where: list[str | int], wanted: bool) -> int:
        index = card(name, where)
        if cards[index].is_allegiance != wanted:
            place = ".".join(map(str, where))
            if wanted:
                raise ScenarioError(f"{name!r} is not an Allegiance card", doc.line_of(where), place)
            rule = "domination/during-the-game-4" if where[0] == "supply" else "domination/during-the-game-2"
            reason = (
                "is not part of the Supply"
                if where[0] == "supply"
                else "stays next to its owner's draw deck: never in a deck, hand, discard pile or deployment zone"
            )
            raise ScenarioError(f"{name!r} is an Allegiance: it {reason} ({rule})", doc.line_of(where), place)
        return index

    total = sum(scenario.supply.values())
    players: list[Player] = []
    seen: dict[int, list[str | int]] = {}
    for n, name in enumerate(scenario.allegiances):
        seen[allegiance(name, ["allegiances", n], True)] = ["allegiances", n]
    for seat, (name, spec) in enumerate(scenario.players.items()):
        zones: dict[str, list[int]] = {}
        for zone in ("deck", "hand", "discard", "deployment"):
            names: list[str] = getattr(spec, zone)
            zones[zone] = [allegiance(n, ["players", name, zone, i], False) for i, n in enumerate(names)]
            total += len(names)
        owned: list[int] = []
        if spec.allegiance is not None:
            where: list[str | int] = ["players", name, "allegiance"]
            owned.append(allegiance(spec.allegiance, where, True))
            if owned[0] in seen:
                raise ScenarioError(
                    f"there is one copy of each Allegiance: {spec.allegiance!r} is already at "
                    f"{'.'.join(map(str, seen[owned[0]]))} (domination/contents)",
                    doc.line_of(where),
                    ".".join(map(str, where)),
                )
            seen[owned[0]] = where
        players.append(
            Player(
                name,
                deck=list(reversed(zones["deck"])),  # the engine's top card is the last item
                hand=zones["hand"],
                discard=zones["discard"],
                deployment=zones["deployment"],
                seat=seat,
                allegiance=owned,
            )
        )
    if total > MAX_CARDS:
        raise ScenarioError(f"a scenario holds at most {MAX_CARDS} cards (zones and Supply)", doc.line_of([]), None)
    supply = {allegiance(n, ["supply", n], False): count for n, count in scenario.supply.items()}
    verbs: list[str] = []
    for index, action in enumerate(scenario.actions):
        loc: list[str | int] = ["actions", index]
        if action.by not in scenario.players:
            raise ScenarioError(f"{action.by!r} is not a player", doc.line_of([*loc, "by"]), f"actions.{index}.by")
        try:
            verbs.append(_verb(action))
        except ValueError as exc:
            raise ScenarioError(str(exc), doc.line_of(loc), f"actions.{index}") from None
        for key in ("play", "deploy", "buy", "use", "react"):
            value = getattr(action, key)
            if value is not None:
                setattr(action, key, cards[card(value, [*loc, key])].name)
        if action.choose is not None:
            action.choose = [cards[card(n, [*loc, "choose", i])].name for i, n in enumerate(action.choose)]
        if action.scrap is not None:
            for zone in ("hand", "deployment"):
                names = [
                    cards[card(n, [*loc, "scrap", zone, i])].name for i, n in enumerate(getattr(action.scrap, zone))
                ]
                setattr(action.scrap, zone, names)
        if any(o < 1 for o in action.options or []):
            raise ScenarioError(
                "options are numbered from 1", doc.line_of([*loc, "options"]), f"actions.{index}.options"
            )
    offered = [by_name[cards[card(n, ["allegiances", i])].name] for i, n in enumerate(scenario.allegiances)]
    return Loaded(scenario, cards, by_name, players, supply, verbs, offered)


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


# --- the run -----------------------------------------------------------------------------------------------------


@dataclass
class Run:
    loaded: Loaded
    game: Game
    scripts: list[Script]
    phase: str
    trace: list[dict[str, Any]] = field(default_factory=list)
    overrun: dict[str, int] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    industry: int = 0
    lostech: int = 0
    buys: int = 0
    bought: bool = False

    def say(self, text: str, *rules: str) -> None:
        self.trace.append({"text": text, "rules": list(rules)})

    def name(self, card: int) -> str:
        return self.game.cards[card].name

    def names(self, cards: Sequence[int]) -> str:
        return ", ".join(self.name(c) for c in cards) or "nothing"


def _new_run(loaded: Loaded, rng: random.Random) -> Run:
    """A fresh game (copies of the loaded zones: each branch of the odds replays the scenario from the start)."""
    scenario = loaded.scenario
    players = [
        Player(
            p.name,
            deck=list(p.deck),
            hand=list(p.hand),
            discard=list(p.discard),
            deployment=list(p.deployment),
            play=list(p.play),
            seat=p.seat,
            allegiance=list(p.allegiance),
        )
        for p in loaded.players
    ]
    game = Game(cards=loaded.cards, supply=dict(loaded.supply), players=players, rng=rng)
    game.allegiances = list(loaded.allegiances)
    game.log = []
    game.reactive = any(
        loaded.cards[c].ab.reactions for p in loaded.players for c in (*p.hand, *p.deck, *p.discard)
    ) or any(loaded.cards[c].ab.reactions for c in loaded.supply)
    scripts = [Script(rng), Script(rng)]
    game.strategies = [scripts[0], scripts[1]]
    run = Run(loaded, game, scripts, scenario.phase)
    _allegiance_bonuses(run)
    if scenario.phase != "combat":
        game.state.actions = ACTIONS + game.state.extra_actions
    return run


def _allegiance_bonuses(run: Run) -> None:
    """The bonuses of the Allegiances already bought, for this turn (their "+N Cards" are taken as drawn: the hand
    is the one the scenario gives)."""
    game = run.game
    for player in game.players:
        for card in player.allegiance:
            bonuses = [b for b in game.cards[card].ab.bonuses if b.resource != "cards"]
            if bonuses:
                given = ", ".join(f"+{b.amount} {b.resource}" for b in bonuses)
                run.say(f"{player.name}'s Allegiance {run.name(card)}: {given}", "domination/during-the-game")
    hooks.allegiance_bonuses(game, 0, ALLEGIANCE_TURN_RESOURCES)


ALLEGIANCE_TURN_RESOURCES = frozenset({"actions", "buys", "industry", "lostech", "attack", "defense"})


def _combat(run: Run) -> None:
    """domination/combat-phase: step a (abilities, attacker first), b (totals), c (Overrun), d (damage a unit)."""
    game, state = run.game, run.game.state
    attacker, defender = game.players
    for script in run.scripts:
        script.combat = True
    hooks.start_of_combat(game, 0, 1)
    for script, player in zip(run.scripts, game.players, strict=True):
        script.combat = False
        for name in script.used:
            run.say(
                f"{player.name} uses the ability of {name}",
                "domination/combat-phase/step-a",
                "domination/combat-phase-3",
            )
        script.used = []
        if script.uses:
            names = ", ".join(script.uses.elements())
            raise RuleViolationError(
                f"no ability of {names} in the deployment zone can be used now", ["domination/combat-phase-4"]
            )
    attack = hooks.total(game, 0, attacking=True)
    defense = hooks.total(game, 1, attacking=False)
    run.totals = {"attack": attack, "defense": defense}
    run.say(
        f"{attacker.name}'s Total Attack Value {attack} ({run.names(attacker.deployment)}) against "
        f"{defender.name}'s Total Defense Value {defense} ({run.names(defender.deployment)})",
        "domination/combat-phase/step-a",
        "domination/combat-phase/step-b",
    )
    overrun = 0
    overran = attack > defense or state.force_overrun
    if overran:
        overrun = overrun_value(attack, defense, state.overrun_bonus)
        hooks.overran(game, 0)
        if overrun and game.reactive:
            hooks.defend_overrun(game, 1)
            _reveals(run)
        if state.zero_overrun:
            overrun = 0
    run.overrun = {defender.name: overrun}
    script = run.scripts[1]
    if overrun:
        _scrap(run, defender, script, overrun)
    elif script.scrap is not None:
        raise RuleViolationError(f"{defender.name} is not Overrun and scraps nothing", ["domination/combat-phase-8"])
    else:
        run.say(f"{defender.name} is not Overrun (Overrun Value 0)", "domination/combat-phase-8")
    if damages_a_unit(attack, overran) and defender.deployment:
        candidates = [c for c in defender.deployment if not context.protected(game, 1, c)]
        if candidates:
            pick = script.choose_cards(game, defender, candidates, 1, "damage")
            unit = candidates[pick[0]]
            effects.damage_unit(game, 1, unit)
            run.say(
                f"{defender.name} damages {run.name(unit)} (Total Attack Value {attack} > 0)",
                "domination/combat-phase/step-d",
                "domination/combat-phase-faq",
            )
    if state.end_of_combat:
        hooks.end_of_combat(game)


def _scrap(run: Run, defender: Player, script: Script, overrun: int) -> None:
    spec = script.scrap
    available = len(defender.hand) + len(defender.deck) + len(defender.discard) + len(defender.deployment)
    needed = min(overrun, available)
    if spec is None:
        raise RuleViolationError(
            f"{defender.name} is Overrun by {overrun} and must scrap {needed} card(s): give 'scrap'",
            ["domination/combat-phase/step-c"],
        )
    given = len(spec.hand) + spec.deck + len(spec.deployment)
    if given != needed:
        raise RuleViolationError(
            f"{defender.name} is Overrun by {overrun} and must scrap {needed} card(s), not {given}",
            ["domination/combat-phase/step-c", "domination/combat-phase-10"],
        )
    game = run.game
    scrapped: list[int] = []
    for zone_name, names in (("hand", spec.hand), ("deployment", spec.deployment)):
        zone: list[int] = getattr(defender, zone_name)
        for name in names:
            card = next((c for c in zone if run.name(c) == name), None)
            if card is None:
                raise RuleViolationError(
                    f"{defender.name} has no {name} in his {zone_name} to scrap", ["domination/combat-phase/step-c"]
                )
            zone.remove(card)
            scrapped.append(card)
    for _ in range(spec.deck):
        top = context.top_card(game, defender)
        if top is not None:
            scrapped.append(top)
    game.scrapheap += scrapped
    script.scrap = None
    run.say(
        f"{defender.name} is Overrun by {overrun} and scraps {run.names(scrapped)}",
        "domination/combat-phase/step-c",
        "domination/combat-phase-9",
    )


def _enter_buy(run: Run) -> None:
    """domination/buy-phase/step-a: the Resource cards in hand are played (all of them), adding to the Industry of
    Support cards."""
    game, state = run.game, run.game.state
    me = game.players[0]
    resources = [c for c in me.hand if game.cards[c].is_resource]
    run.industry, run.lostech, run.buys = state.industry, state.lostech, state.buys
    ban = False
    for card in resources:
        info = game.cards[card]
        run.industry += info.industry
        run.lostech += info.lostech
        run.buys += info.buys
        ban = ban or info.ab.buy_ban
        me.hand.remove(card)
        me.play.append(card)
    run.say(
        f"{me.name} plays {run.names(resources)}: {run.industry} Industry, {run.lostech} LosTech, {run.buys} Buy(s)",
        "domination/buy-phase/step-a",
        "domination/buy-phase-3",
    )
    if ban:
        other = game.players[1]
        named = run.scripts[1].name_card(game, other, me)
        if named is not None:
            state.banned.add(named)


def _advance(run: Run, target: str) -> None:
    """Ends phases until ``target`` is the current one (domination/start-of-game-3: never back)."""
    while PHASES.index(run.phase) < PHASES.index(target):
        if run.phase == "combat":
            _combat(run)
            _check_leftovers(run)
            run.phase = "action"
            run.game.state.actions = ACTIONS + run.game.state.extra_actions
        elif run.phase == "action":
            run.phase = "buy"
            _enter_buy(run)
        else:
            run.phase = "clean-up"


def _reveals(run: Run) -> None:
    for script, player in zip(run.scripts, run.game.players, strict=True):
        for name in script.revealed:
            run.say(f"{player.name} reveals the Reaction {name}", "domination/glossary/reaction")
        script.revealed = []


def _check_leftovers(run: Run, both: bool = False) -> None:
    """Choices given and never asked for: the active player's after each of his steps; the opponent's (which may
    answer a later question, such as Black Market's named card) at the end."""
    for script, player in list(zip(run.scripts, run.game.players, strict=True))[: 2 if both else 1]:
        left = script.leftovers()
        script.clear()
        if left:
            raise RuleViolationError(f"{player.name} gave choices nothing asked for: {', '.join(left)}", [STRICT])


def _load_choices(script: Script, action: Action) -> None:
    script.names += action.choose or []
    script.options += action.options or []
    script.mays += action.may or []


def _do(run: Run, action: Action, verb: str) -> None:
    game = run.game
    seat = 0 if action.by == game.players[0].name else 1
    me = game.players[seat]
    script = run.scripts[seat]
    if seat == 1 or verb in ("choose", "react", "scrap"):
        _load_choices(script, action)
        if verb == "play" or verb == "deploy" or verb == "buy":
            raise RuleViolationError(
                f"only the active player ({game.players[0].name}) plays, deploys and buys in his turn",
                ["domination/action-phase-9", "domination/buy-phase"],
            )
        if verb == "use":
            script.uses[_canon(run, action.use)] += 1
        elif verb == "react":
            script.reacts[_canon(run, action.react)] += 1
        elif verb == "scrap":
            script.scrap = action.scrap
        return
    if verb == "pass":
        if run.phase == "clean-up":
            raise RuleViolationError("the turn is over: nothing is left to pass", ["domination/start-of-game-3"])
        _load_choices(script, action)
        following = PHASES[PHASES.index(run.phase) + 1]
        _advance(run, following)
        return
    if verb == "use":
        name = _canon(run, action.use)
        _load_choices(script, action)
        if run.phase == "combat":
            script.uses[name] += 1
            return
        _activate(run, me, name)
    elif verb in ("play", "deploy"):
        if PHASES.index(run.phase) > PHASES.index("action"):
            raise RuleViolationError(
                f"the Action phase is over: {action.by} cannot {verb} now", ["domination/start-of-game-3"]
            )
        _advance(run, "action")
        _load_choices(script, action)
        _action(run, me, _canon(run, action.play or action.deploy), verb)
    elif verb == "buy":
        if run.phase == "clean-up":
            raise RuleViolationError("the Buy phase is over", ["domination/start-of-game-3"])
        _advance(run, "buy")
        _load_choices(script, action)
        _buy(run, me, _canon(run, action.buy))
    _check_leftovers(run)


def _canon(run: Run, name: str | None) -> str:
    """A card name of an action (made the card's own name while loading)."""
    assert name is not None
    return name


def _action(run: Run, me: Player, name: str, verb: str) -> None:
    game, state = run.game, run.game.state
    card = next((c for c in me.hand if run.name(c) == name), None)
    info = game.cards[run.loaded.by_name[name]]
    if card is None:
        rule = "domination/action-phase-2" if verb == "play" else "domination/action-phase-4"
        raise RuleViolationError(f"{me.name} has no {name} in hand", [rule])
    if verb == "play" and not info.is_support:
        rules = ["domination/action-phase-11"] if info.is_resource else ["domination/action-phase/play-support"]
        raise RuleViolationError(f"{name} is not a Support card: it cannot be played in the Action phase", rules)
    if verb == "deploy" and not info.is_unit:
        raise RuleViolationError(f"{name} is not a Unit card: it cannot be deployed", ["domination/glossary/deploy"])
    if state.actions <= 0:
        raise RuleViolationError(f"{me.name} has no Action left for {name}", ["domination/action-phase-faq-3"])
    if verb == "deploy" and not hooks.can_deploy(game, 0, card):
        raise RuleViolationError(
            f"{name} cannot be deployed now (its deploy restriction)", ["domination/glossary/deploy"]
        )
    me.hand.remove(card)
    state.actions -= 1
    before = len(me.hand)
    if verb == "deploy":
        me.deployment.append(card)
        hooks.deployed(game, 0, card)
        run.say(
            f"{me.name} deploys {name} ({state.actions} Action(s) left)",
            "domination/action-phase/deploy-unit",
            "domination/action-phase-5",
        )
    else:
        me.play.append(card)
        hooks.play_support(game, 0, card)
        _reveals(run)
        drawn = me.hand[before:] if len(me.hand) > before else []
        extra = f", draws {run.names(drawn)}" if drawn else ""
        run.say(
            f"{me.name} plays {name}{extra} ({state.actions} Action(s) left)",
            "domination/action-phase/play-support",
            "domination/action-phase-3",
        )


def _activate(run: Run, me: Player, name: str) -> None:
    game, state = run.game, run.game.state
    unit = next((c for c in me.deployment if run.name(c) == name), None)
    abilities = game.cards[unit].ab.activated if unit is not None else ()
    if unit is None or not abilities:
        raise RuleViolationError(
            f"{me.name} has no deployed {name} with an ability to use now", ["domination/combat-phase-4"]
        )
    ability = abilities[0]
    label = ability.name or name
    keys = (hooks.once_per_turn_key(label, copy) for copy in range(me.deployment.count(unit)))
    key = next((k for k in keys if k not in state.used), None)
    if key is None:
        raise RuleViolationError(f"{label} can be used once per turn only", ["domination/combat-phase-faq-3"])
    state.used.add(key)
    effects.resolve(game, 0, unit, ability.effects)
    run.say(f"{me.name} uses {label} of {name}", "domination/combat-phase-faq-3")


def _buy(run: Run, me: Player, name: str) -> None:
    game = run.game
    card = run.loaded.by_name[name]
    info = game.cards[card]
    if info.is_allegiance:
        _buy_allegiance(run, me, card)
        return
    if run.buys <= 0:
        raise RuleViolationError(
            f"{me.name} has no Buy left for {name}", ["domination/buy-phase-faq", "domination/buy-phase-faq-3"]
        )
    if card not in game.supply:
        raise RuleViolationError(
            f"{name} is not a pile of the Supply", ["domination/buy-phase", "domination/buy-phase-faq-6"]
        )
    if game.supply[card] <= 0:
        raise RuleViolationError(f"the {name} pile is empty", ["domination/buy-phase"])
    if card in game.state.banned:
        raise RuleViolationError(f"{name} was named: it cannot be bought this turn", ["domination/buy-phase"])
    if info.industry_cost > run.industry or info.lostech_cost > run.lostech:
        raise RuleViolationError(
            f"{name} costs {info.industry_cost} Industry and {info.lostech_cost} LosTech; {me.name} has "
            f"{run.industry} and {run.lostech}",
            ["domination/buy-phase/step-b", "domination/buy-phase-10"],
        )
    game.gain(me, card)
    hooks.bought(game, 0, card)
    run.industry -= info.industry_cost
    run.lostech -= info.lostech_cost
    run.buys -= 1
    run.bought = True
    run.say(
        f"{me.name} buys {name} for {info.industry_cost} Industry ({run.industry} left, {run.buys} Buy(s) left)",
        "domination/buy-phase/step-b",
        "domination/buy-phase-faq-2",
    )


def _buy_allegiance(run: Run, me: Player, card: int) -> None:
    """domination/during-the-game: one Allegiance per player per game, bought in the Buy phase for its cost; it
    takes no Buy, and its power is his at once."""
    game, name = run.game, run.name(card)
    info = game.cards[card]
    owner = next((p for p in game.players if card in p.allegiance), None)
    if owner is not None:
        raise RuleViolationError(
            f"{owner.name} has bought {name} already: there is one copy of each Allegiance",
            ["domination/contents", "domination/during-the-game"],
        )
    if card not in game.allegiances:
        raise RuleViolationError(f"{name} is not offered in this game", ["domination/set-up"])
    if me.allegiance:
        raise RuleViolationError(
            f"{me.name} has bought {run.name(me.allegiance[0])} already: one Allegiance per player per game",
            ["domination/during-the-game"],
        )
    if info.industry_cost > run.industry or info.lostech_cost > run.lostech:
        raise RuleViolationError(
            f"{name} costs {info.industry_cost} Industry and {info.lostech_cost} LosTech; {me.name} has "
            f"{run.industry} and {run.lostech}",
            ["domination/during-the-game"],
        )
    buy_allegiance(game, me, card)
    run.industry -= info.industry_cost
    run.lostech -= info.lostech_cost
    more_industry, more_lostech, more_buys = hooks.bought_allegiance_bonus(game, 0, card)
    run.industry += more_industry
    run.lostech += more_lostech
    run.buys += more_buys
    run.bought = True
    run.say(
        f"{me.name} buys the Allegiance {name} for {info.industry_cost} Industry and {info.lostech_cost} LosTech "
        f"without using a Buy ({run.industry} Industry, {run.buys} Buy(s) left)",
        "domination/during-the-game",
        "domination/during-the-game-2",
    )


def _finish(run: Run) -> None:
    until = run.loaded.scenario.until
    if until == "turn":
        _advance(run, "clean-up")
        _check_leftovers(run, both=True)
        me = run.game.players[0]
        clean_up(run.game, me)
        hooks.end_turn(run.game, 0)
        run.phase = "over"
        run.say(
            f"{me.name} discards his play area and hand and draws {run.names(me.hand)}",
            "domination/clean-up-phase/step-a",
            "domination/clean-up-phase/step-b",
            "domination/clean-up-phase/step-c",
        )
    else:
        _advance(run, until)
        if run.phase == "combat":  # the scenario ends with the Combat phase: resolve it
            _advance(run, "action")
        _check_leftovers(run, both=True)


def _uses_allegiances(run: Run) -> bool:
    """The scenario plays with the Allegiance add-on (its answer then shows the Allegiances)."""
    return bool(run.loaded.allegiances) or any(p.allegiance for p in run.loaded.players)


def _outcome(run: Run) -> dict[str, Any]:
    game = run.game
    names = run.name
    players = {
        p.name: {
            "deck": [names(c) for c in reversed(p.deck)],
            "hand": [names(c) for c in p.hand],
            "discard": [names(c) for c in p.discard],
            "deployment": [names(c) for c in p.deployment],
            "play": [names(c) for c in p.play],
            "score": p.cards_in_deck(),
        }
        for p in game.players
    }
    if _uses_allegiances(run):
        for p in game.players:
            players[p.name]["allegiance"] = names(p.allegiance[0]) if p.allegiance else None
    winner: str | None = None
    if run.phase == "over" and game.over():
        found, _scores = game.result()
        winner = found if found is not None else "draw"
    return {
        "probability": "1",
        "p": 1.0,
        "phase": run.phase,
        "players": players,
        "supply": {names(c): n for c, n in game.supply.items()},
        **({"allegiances": [names(c) for c in game.allegiances]} if _uses_allegiances(run) else {}),
        "scrapheap": [names(c) for c in game.scrapheap],
        "overrun": run.overrun,
        "totals": run.totals,
        "winner": winner,
    }


@dataclass
class Branch:
    """One play of the scenario: its end state (legal) or its violation, and its trace."""

    outcome: dict[str, Any] | None
    violation: dict[str, Any] | None
    trace: list[dict[str, Any]]


def play(loaded: Loaded, rng: random.Random) -> Branch:
    """Plays the scenario once, the random results coming from ``rng``."""
    run = _new_run(loaded, rng)
    violation: dict[str, Any] | None = None
    index: int | None = None
    skipped = Counter(run.game.skipped)
    try:
        if run.phase == "buy":
            _enter_buy(run)
        for position, (action, verb) in enumerate(zip(loaded.scenario.actions, loaded.verbs, strict=True)):
            index = position
            _do(run, action, verb)
        index = None
        _finish(run)
    except RuleViolationError as exc:
        violation = {"action": index, "message": exc.message, "rules": exc.rules}
        run.say(f"stopped: {exc.message}", *exc.rules)
    unexecuted = run.game.skipped - skipped
    if unexecuted:
        run.say(f"not executed by this engine: {', '.join(sorted(unexecuted))}")
    outcome = None if violation else _outcome(run)
    shuffled: list[object] | None = getattr(rng, "shuffled", None)
    if outcome is not None and shuffled is not None:  # without seed: a shuffled deck's order is unknown, not state
        decks = [p.name for p in run.game.players if any(p.deck is x for x in shuffled)]
        for name in decks:
            outcome["players"][name]["deck"] = sorted(outcome["players"][name]["deck"])
        outcome["shuffled"] = decks
    return Branch(outcome, violation, run.trace)


@dataclass
class _Tally:
    """Identical end states (and identical violations) merged, with their total weight and a trace of one."""

    outcomes: dict[str, list[Any]] = field(default_factory=dict)
    violations: dict[str, list[Any]] = field(default_factory=dict)

    def add(self, weight: Fraction | int, branch: Branch) -> None:
        if branch.outcome is not None:
            # the order cards were drawn, discarded or scrapped in is no state (a deck's order is)
            branch.outcome["players"] = {
                name: {**zones, "hand": sorted(zones["hand"]), "discard": sorted(zones["discard"])}
                for name, zones in branch.outcome["players"].items()
            }
            branch.outcome["scrapheap"] = sorted(branch.outcome["scrapheap"])
            item, into = branch.outcome, self.outcomes
        else:
            assert branch.violation is not None
            item, into = branch.violation, self.violations
        key = json.dumps(item, sort_keys=True)
        if key in into:
            into[key][0] += weight
        else:
            into[key] = [weight, item, branch.trace]

    @staticmethod
    def ranked(found: dict[str, list[Any]]) -> list[list[Any]]:
        return [found[k] for k in sorted(found, key=lambda k: (-found[k][0], k))]


def simulate(loaded: Loaded, doc: YamlDocument) -> dict[str, Any]:
    """The answer: ``legal``, ``violations``, ``outcomes`` (most probable first), ``trace``.

    With ``seed``: one play, one outcome (probability 1). Without: every branch of every shuffle and random pick,
    exact (:mod:`judge.domination.scenario_odds`), or past the budget an estimate over seeded games (top-level
    ``estimate`` with ``samples`` and ``confidence``, a Wilson ``interval`` per outcome and violation). The answer
    is illegal when any branch is: each violation carries its branch probability, ``outcomes`` only the legal end
    states, so outcomes and violations together sum to 1.
    """
    base: dict[str, Any] = {"game": "domination", "title": loaded.scenario.title}
    if loaded.scenario.seed is not None:
        branch = play(loaded, random.Random(loaded.scenario.seed))
        return {
            **base,
            "legal": branch.violation is None,
            "violations": [branch.violation] if branch.violation else [],
            "outcomes": [branch.outcome] if branch.outcome else [],
            "trace": branch.trace,
        }
    tally = _Tally()
    estimate: dict[str, Any] | None = None
    if not odds.explore(lambda rng: play(loaded, rng), tally.add):
        tally = _Tally()
        samples = odds.sample(lambda rng: play(loaded, rng), tally.add)
        estimate = {"samples": samples, "confidence": odds.CONFIDENCE, "seeds": f"0..{samples - 1}"}
    outcomes = _ranked(tally.outcomes, estimate)
    violations = _ranked(tally.violations, estimate)
    first = _Tally.ranked(tally.violations or tally.outcomes)[0]
    return {
        **base,
        "legal": not violations,
        "violations": violations,
        "outcomes": outcomes,
        "estimate": estimate,
        "trace": first[2],
    }


def _ranked(found: dict[str, list[Any]], estimate: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Each merged item with ``probability`` (exact, or the observed fraction) and ``p``; estimated: ``interval``."""
    from judge.domination.selfplay import wilson

    ranked: list[dict[str, Any]] = []
    for weight, item, _trace in _Tally.ranked(found):
        share = Fraction(weight, estimate["samples"]) if estimate else Fraction(weight)
        entry = {**item, "probability": str(share), "p": float(share)}
        if estimate:
            low, high = wilson(weight, estimate["samples"])
            entry["interval"] = [round(low, 4), round(high, 4)]
        ranked.append(entry)
    return ranked


def answer(doc: YamlDocument, pool: CardPool) -> dict[str, Any]:
    """:raises ScenarioError: for malformed input."""
    loaded = load_scenario(doc, pool)
    return simulate(loaded, doc)
