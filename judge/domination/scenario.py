"""Battletech: Domination scenarios (``game: domination``; ``shared/spec/scenario-format.md``): the state at the start
of (or during) the active player's turn and what the players do, answered with legality, a cited trace and the end
state (every zone, scores, Overrun values, winner).

Strict mode: every choice a card or rule asks for comes from the action (``choose``, ``options``, ``may``, ``scrap``);
a missing or impossible choice is a violation, never a guess. Not using an optional Unit ability or Reaction is the
default (domination/combat-phase-3): they are used only when an action says ``use`` / ``react``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.domination import context, effects, hooks
from judge.domination.engine import (
    ACTIONS,
    Game,
    Player,
    buy_allegiance,
    clean_up,
    damages_a_unit,
    overrun_value,
)
from judge.domination.scenario_load import PHASES, Action, Loaded
from judge.domination.scenario_script import STRICT, RuleViolationError, Script

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


def new_run(loaded: Loaded, rng: random.Random) -> Run:
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
            aside=list(p.aside),
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


def enter_buy(run: Run) -> None:
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
            enter_buy(run)
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


def do_action(run: Run, action: Action, verb: str) -> None:
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


def finish_run(run: Run) -> None:
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


def uses_allegiances(run: Run) -> bool:
    """The scenario plays with the Allegiance add-on (its answer then shows the Allegiances)."""
    return bool(run.loaded.allegiances) or any(p.allegiance for p in run.loaded.players)
