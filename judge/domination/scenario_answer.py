"""Answering a Battletech: Domination scenario: every way its shuffles and dice can go, each played through
(:mod:`judge.domination.scenario`), gathered into outcomes with exact probabilities (or an estimate), the legality
and the cited trace."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from judge.budget import WorkBudgetError, work_budget
from judge.domination import scenario_odds as odds
from judge.domination.engine import ACTIONS
from judge.domination.scenario import Run, do_action, enter_buy, finish_run, new_run, uses_allegiances
from judge.domination.scenario_load import Loaded, load_scenario
from judge.domination.scenario_script import RuleViolationError
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.scenario_input import ScenarioError


def _turn_left(run: Run) -> dict[str, Any]:
    """What the active player has left of his turn where the scenario stops: Actions (domination/action-phase: two,
    more with an Allegiance's +Actions; before the Action phase, what it will start with), Buys, Industry and LosTech
    (domination/buy-phase: in the Action phase what Support cards added so far, from the Buy phase on what is left to
    spend), and the once-per-turn abilities used (domination/combat-phase-faq-3: once per turn whatever the copies)."""
    state = run.game.state
    starting = {"combat": ACTIONS + state.extra_actions, "action": state.actions}
    actions = starting.get(run.phase, 0)
    spending = run.phase in ("combat", "action")
    return {
        "actions": actions,
        "buys": state.buys if spending else run.buys,
        "industry": state.industry if spending else run.industry,
        "lostech": state.lostech if spending else run.lostech,
        "used": sorted(state.used),
    }


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
            "aside": [names(c) for c in p.aside],
            "score": p.cards_in_deck(),
        }
        for p in game.players
    }
    if uses_allegiances(run):
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
        **({"allegiances": [names(c) for c in game.allegiances]} if uses_allegiances(run) else {}),
        "scrapheap": [names(c) for c in game.scrapheap],
        "overrun": run.overrun,
        "totals": run.totals,
        "turn": _turn_left(run),
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
    run = new_run(loaded, rng)
    violation: dict[str, Any] | None = None
    index: int | None = None
    skipped = Counter(run.game.skipped)
    try:
        if run.phase == "buy":
            enter_buy(run)
        for position, (action, verb) in enumerate(zip(loaded.scenario.actions, loaded.verbs, strict=True)):
            index = position
            do_action(run, action, verb)
        index = None
        finish_run(run)
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
    cards = sum(len(p.deck) + len(p.hand) + len(p.discard) + len(p.deployment) for p in loaded.players)
    units = odds.REPLAY_CARD * (cards + len(loaded.scenario.actions))
    if not odds.explore(lambda rng: play(loaded, rng), tally.add, replay_units=units):
        tally = _Tally()
        samples = odds.sample(lambda rng: play(loaded, rng), tally.add, replay_units=units)
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
    """:raises ScenarioError: for malformed input, or a scenario whose answer would take more than the work budget
    (:mod:`judge.budget`)."""
    loaded = load_scenario(doc, pool)
    try:
        with work_budget():
            return simulate(loaded, doc)
    except WorkBudgetError as exc:
        raise ScenarioError(str(exc)) from None
