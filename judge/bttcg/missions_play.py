"""Playing a scenario's missions: each battle run once per combination of the dice rolled during it, its damage
resolved over every die result left, and each mission after the first (an ``attack`` action, an extension) played
from every distinct end state of the one before. The answer merges the end states of all the ways it went, and
marks the violations and trace steps that happen only in some of them with the rolls or results they follow."""

from __future__ import annotations

import copy
import json
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import partial
from typing import Any

from judge.bttcg import rules as r
from judge.bttcg.assets import settle
from judge.bttcg.battle import BattleRunner
from judge.bttcg.damage import Outcome, Resolver
from judge.bttcg.dice import DiceStream, NeedRollError
from judge.bttcg.enumeration import factorise, listed_limit, summary_of
from judge.bttcg.lasting import end as end_lasting
from judge.bttcg.mission import declare
from judge.bttcg.refusals import refuse_battle_triggers
from judge.bttcg.reveal import reveal_all
from judge.bttcg.scenario import Action, MissionSpec
from judge.bttcg.state import Battle, Position
from judge.bttcg.stats import check_bystanders, check_supported, initiative, initiative_winner
from judge.budget import RUN_CARD, WorkBudgetError, current

MAX_BATTLE_BRANCHES = 1296
"""Battles run once per combination of the dice rolled during them (6^4 at most); beyond, fix them in ``dice``."""
MAX_WAYS = 20_000
"""Ways a scenario of several missions can go (end states of one mission times the runs of the next)."""


@dataclass(frozen=True)
class Mission:
    """One mission of a scenario and the battle actions that follow its declaration (with their indices in the
    scenario's ``actions``)."""

    spec: MissionSpec
    actions: list[Action]
    indices: list[int]
    declared_by: int | None
    """The index of the ``attack`` action that declares it (``None`` for the scenario's ``mission``)."""


def missions(first: MissionSpec, actions: list[Action], indices: list[int]) -> list[Mission]:
    """The scenario's missions: ``mission`` with the actions up to the first ``attack``, then each ``attack`` with
    the actions after it."""
    found = [Mission(first, [], [], None)]
    for action, index in zip(actions, indices, strict=True):
        if action.attack is not None:
            found.append(Mission(action.mission(), [], [], index))
        else:
            found[-1].actions.append(action)
            found[-1].indices.append(index)
    return found


@dataclass
class Run:
    """One way a battle went: its probability, its position and battle, the dice it rolled, and what led to it."""

    probability: Fraction
    pos: Position
    battle: Battle
    dice: DiceStream
    labels: tuple[str, ...]


@dataclass
class Leaf:
    """One way the whole scenario ended."""

    probability: Fraction
    outcome: Outcome
    run: Run
    labels: tuple[str, ...]


class MissionPlay:
    def __init__(self, planned: list[Mission]) -> None:
        self.missions = planned
        self.leaves: list[Leaf] = []
        self.likeliest: dict[int, Run] = {}
        self.ways = 0
        self.work = 0
        """The work of the damage resolutions so far (:data:`~judge.bttcg.damage.MAX_TOTAL_BRANCHES`)."""
        self.summary: dict[str, Any] | None = None
        """The summary of a wide distribution answered from its independent parts (:meth:`_by_parts`)."""
        self.listed: list[dict[str, Any]] = []
        self.solo: Run | None = None
        """The only way the scenario went, when it is answered by parts."""

    def play(
        self,
        k: int,
        start: Callable[[DiceStream], Position],
        fixed: list[int],
        probability: Fraction,
        labels: tuple[str, ...],
    ) -> None:
        """Mission ``k`` from the position ``start`` makes, with ``fixed`` dice left."""
        for run in self.battle_runs(self.missions[k], start, fixed, probability, labels):
            if k not in self.likeliest or run.probability > self.likeliest[k].probability:
                self.likeliest[k] = run
            pos = run.pos
            pos.note("Damage resolves: all of it at once, at the end of the battle", r.RESOLVE_DAMAGE, r.BATTLE_STEPS)
            resolver = Resolver(pos, run.battle, run.dice.rest, spent=self.work)
            last = k == len(self.missions) - 1
            if last and run.probability == 1 and self._by_parts(run, resolver):
                continue
            resolved = resolver.outcomes()
            self.work += resolver.work
            if not last:  # counted before the next missions are played from each way this one ends
                left = len(self.missions) - 1 - k
                current().afford(
                    len(resolved) * left * len(pos.cards) * RUN_CARD,
                    f"the {len(resolved):,} ways mission {k + 1} ends, each played on through {left} more "
                    f"mission{'s' if left > 1 else ''} of {len(pos.cards)} cards,",
                )
            if any(o.winner for o in resolved):
                pos.note(
                    "A Stockpile ran out: its owner loses (both: a draw), checked after the whole effect",
                    r.VICTORY,
                    r.STOCKPILE_DAMAGE,
                )
            for outcome in resolved:
                self.ways += 1
                if self.ways > MAX_WAYS:
                    raise WorkBudgetError(
                        f"this scenario's missions can go more than {MAX_WAYS:,} ways: fix some dice with 'dice:'"
                    )
                more = (*run.labels, _result_label(k, pos, outcome)) if len(resolved) > 1 and not last else run.labels
                if last or outcome.winner:
                    self.leaves.append(Leaf(run.probability * outcome.probability, outcome, run, more))
                    continue
                rest = run.dice.rest[min(outcome.dice_used, len(run.dice.rest)) :]
                self.play(k + 1, _after(pos, outcome), rest, run.probability * outcome.probability, more)

    def _by_parts(self, run: Run, resolver: Resolver) -> bool:
        """Answers the scenario from the independent parts of its only way to end, when there are more outcomes than
        an answer lists (:mod:`judge.bttcg.enumeration`); False, having answered nothing, otherwise."""
        product = factorise(resolver)
        if product is None or product.size <= listed_limit(len(product.cards)):
            return False
        resolver.trace_fixed()
        resolver.note_vehicles()
        if product.can_end_the_game():
            run.pos.note(
                "A Stockpile ran out: its owner loses (both: a draw), checked after the whole effect",
                r.VICTORY,
                r.STOCKPILE_DAMAGE,
            )
        self.listed, self.summary = summary_of(product)
        self.solo = run
        return True

    def battle_runs(
        self,
        mission: Mission,
        start: Callable[[DiceStream], Position],
        fixed: list[int],
        probability: Fraction,
        labels: tuple[str, ...],
    ) -> list[Run]:
        """The battle run once for each combination of the dice rolled during it that are not fixed.

        The combinations are explored breadth first, so that a battle whose dice need more than
        :data:`MAX_BATTLE_BRANCHES` runs is refused after about a fifth of them (every combination waiting is at least
        one run), not after nearly all; the runs are then put back in the order of their dice."""
        runs: list[tuple[tuple[int, ...], Run]] = []
        todo: deque[tuple[tuple[int, ...], Fraction]] = deque([((), probability)])
        while todo:
            branch, p = todo.popleft()
            dice = DiceStream(list(fixed), branch)
            try:  # a die the turn rolls before the mission (untap_rolls.py): the first of the dice
                pos = start(dice)
            except NeedRollError as need:
                todo.extend(((*branch, face), p / need.faces) for face in range(1, need.faces + 1))
                continue
            current().spend(len(pos.cards) * RUN_CARD, f"the runs of this battle ({len(pos.cards)} cards each)")
            before = len(pos.violations)
            try:  # a die rolled before blockers are assigned (before_blockers.py)
                battle = declare(
                    pos,
                    mission.spec,
                    partial(reveal_all, pos, dice=dice, actions=mission.actions, indices=mission.indices),
                )
            except NeedRollError:
                todo.extend(((*branch, face), p / 6) for face in range(1, 7))
                continue
            pos.violations[before:] = [
                v if v.action is not None else replace(v, action=mission.declared_by) for v in pos.violations[before:]
            ]
            for fighter in list(battle.fighters):
                check_supported(pos, fighter)
            check_bystanders(pos, battle)
            refuse_battle_triggers(pos, battle.fighters)
            before = len(pos.violations)
            try:
                BattleRunner(pos, battle, dice).run(mission.actions)
            except NeedRollError as need:
                if len(runs) + len(todo) + need.faces > MAX_BATTLE_BRANCHES:
                    raise WorkBudgetError(
                        f"the dice rolled during this battle need more than {MAX_BATTLE_BRANCHES} runs: "
                        "fix some with 'dice:'"
                    ) from None
                todo.extend(((*branch, face), p / need.faces) for face in range(1, need.faces + 1))
                continue
            # the battle numbers its actions from 0: back to the scenario's indices
            pos.violations[before:] = [
                v if v.action is None else replace(v, action=mission.indices[v.action]) for v in pos.violations[before:]
            ]
            rolled = ", ".join(dice.enumerated)
            runs.append((branch, Run(p, pos, battle, dice, (*labels, rolled) if rolled else labels)))
        return [run for _, run in sorted(runs, key=lambda found: found[0])]

    def answer(
        self,
    ) -> tuple[list[dict[str, Any]], dict[str, Any], list[dict[str, Any]], list[dict[str, Any]], list[Any] | None]:
        """Violations, the first battle's initiative, the merged outcomes, the trace, and with several missions
        each battle's initiative."""
        merged: dict[str, tuple[Fraction, dict[str, Any]]] = {}
        for leaf in self.leaves:
            shown = leaf.outcome.as_json()
            key = json.dumps([shown["cards"], shown["stockpiles"], shown["winner"]], sort_keys=True)
            probability = leaf.probability + (merged[key][0] if key in merged else 0)
            merged[key] = (probability, shown)
        outcomes = list(self.listed)
        for probability, shown in sorted(merged.values(), key=lambda item: -item[0]):
            shown["probability"] = str(probability)
            shown["p"] = float(probability)
            outcomes.append(shown)
        initiatives = [_initiative(self.likeliest[k]) for k in sorted(self.likeliest)]
        # each way's steps once: the outcomes of one run share its violations and trace
        ways = {(leaf.labels, id(leaf.run)): (leaf.labels, leaf.run) for leaf in self.leaves}
        if self.solo is not None:
            ways[(self.solo.labels, id(self.solo))] = (self.solo.labels, self.solo)
        violations = merge_steps(
            [(labels, [v.as_json() for v in run.pos.violations]) for labels, run in ways.values()], "message"
        )
        trace = merge_steps([(labels, [t.as_json() for t in run.pos.trace]) for labels, run in ways.values()], "text")
        return violations, initiatives[0], outcomes, trace, initiatives if len(self.missions) > 1 else None


def _initiative(run: Run) -> dict[str, Any]:
    scores = {p: initiative(run.pos, run.battle, p) for p in run.pos.players}
    return {"winner": initiative_winner(run.pos, run.battle), "scores": scores}


def _after(pos: Position, outcome: Outcome) -> Callable[[DiceStream], Position]:
    """The position an outcome of one mission leaves, for the next (made afresh for each of its runs)."""

    def start(dice: DiceStream) -> Position:
        del dice  # the turn's dice were rolled before the first mission
        after = Position(
            players=pos.players,
            assets=dict(pos.assets),
            stockpiles=dict(outcome.stockpiles),
            faces=pos.faces,
            owners=pos.owners,
            cards=copy.deepcopy(outcome.states),
            violations=list(pos.violations),
            trace=list(pos.trace),
            costs=pos.costs,
            lasting=list(pos.lasting),
            declared_assets=dict(pos.declared_assets),
            beginnings=list(pos.beginnings),
            bans=list(pos.bans),
        )
        settle(after, "After the mission")  # a card providing an asset may have been scrapped (rulebook p.14)
        end_lasting(after, "mission")
        return after

    return start


def _result_label(k: int, pos: Position, outcome: Outcome) -> str:
    """What one end state of mission ``k`` differs in from the position before its damage resolved."""
    parts = []
    for card_id, state in outcome.states.items():
        before = pos.cards[card_id]
        if state.zone == "scrapheap" and before.zone != "scrapheap":
            parts.append(f"{pos.name(card_id)} is scrapped")
        elif state.damage != before.damage:
            parts.append(f"{pos.name(card_id)} has {state.damage} damage")
        elif state.counters != before.counters:
            parts.append(f"{pos.name(card_id)} has {state.counters} counters")
    for player, count in outcome.stockpiles.items():
        if count != pos.stockpiles[player]:
            parts.append(f"{player}'s Stockpile has {count} cards")
    return f"mission {k + 1} ends with " + (", ".join(parts) if parts else "no change")


def merge_steps(per_way: list[tuple[tuple[str, ...], list[dict[str, Any]]]], text_key: str) -> list[dict[str, Any]]:
    """Violations or trace steps of every way the scenario went: those common to all once, the others once, saying
    after which rolls or results they happen."""
    if len({json.dumps(steps, sort_keys=True) for _, steps in per_way}) == 1:
        return per_way[0][1]
    keyed = [[json.dumps(step, sort_keys=True) for step in steps] for _, steps in per_way]
    common = set(keyed[0]).intersection(*keyed[1:])
    merged: list[dict[str, Any]] = []
    labels: dict[str, list[str]] = {}
    steps_by_key: dict[str, dict[str, Any]] = {}
    for (label, steps), keys in zip(per_way, keyed, strict=True):
        for step, key in zip(steps, keys, strict=True):
            if key in common:
                if key not in steps_by_key:
                    steps_by_key[key] = step
                    merged.append(step)
                continue
            if key not in labels:
                labels[key] = []
                steps_by_key[key] = step
                merged.append(step)
            labels[key].append("; ".join(label))
    for key, when in labels.items():
        step = dict(steps_by_key[key])
        step[text_key] = f"If {' or '.join(dict.fromkeys(when))}: {step[text_key]}"
        merged[merged.index(steps_by_key[key])] = step
    return merged
