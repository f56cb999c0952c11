"""Mech chess scenarios (``game: mechchess``; README "Mech chess scenarios"): a position and what the players do,
answered with legality, a cited trace, each attack's exact damage distribution and every outcome's probability."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from judge.budget import CARD_STATE, STEP, WorkBudgetError, current, work_budget
from judge.cards.models import MechChessCard
from judge.dsl import mechchess as d
from judge.mechchess.engine import (
    AttackPlan,
    Drawn,
    Piece,
    Position,
    RuleViolationError,
    damage,
    declare_attack,
    defense_allowed,
    move_forward,
    move_one,
    resolve_attack,
    setup_violations,
    take_hits,
)
from judge.mechchess.notes import card_note
from judge.mechchess.scenario_load import Action, MechChessScenario
from judge.pool import CardPool
from judge.scenario_input import ScenarioError

MAX_ENUMERATED_ROLLS = 6

# --- simulation ---------------------------------------------------------------------------------------------------


@dataclass
class Branch:
    position: Position
    probability: Fraction
    dice: int = 0
    pending: AttackPlan | None = None
    pending_action: int | None = None
    last_move: tuple[int, Position] | None = None
    """The action index of the last Move card played and the position before it (for Difficult Ground)."""


@dataclass
class Answer:
    legal: bool
    violations: list[dict[str, Any]]
    outcomes: list[dict[str, Any]]
    attacks: list[dict[str, Any]]
    trace: list[dict[str, Any]]

    def as_json(self) -> dict[str, Any]:
        return {
            "game": "mechchess",
            "legal": self.legal,
            "violations": self.violations,
            "outcomes": self.outcomes,
            "attacks": self.attacks,
            "trace": self.trace,
        }


@dataclass
class _Run:
    scenario: MechChessScenario
    pool: CardPool
    violations: dict[tuple[int | None, str], list[str]] = field(default_factory=dict)
    trace: list[dict[str, Any]] = field(default_factory=list)
    attacks: dict[int, dict[str, Any]] = field(default_factory=dict)

    def violation(self, index: int | None, exc: RuleViolationError) -> None:
        self.violations.setdefault((index, exc.message), exc.rules)

    def note(self, index: int | None, text: str, rules: list[str]) -> None:
        """A trace step (branches that take the same step add it once)."""
        step = {"text": text, "rules": rules}
        if step not in self.trace:
            self.trace.append(step)

    def card(self, name: str) -> MechChessCard:
        card = self.pool.lookup(name, "mechchess")
        assert isinstance(card, MechChessCard)
        return card


def simulate(scenario: MechChessScenario, start: Position, pool: CardPool) -> Answer:
    """Plays the scenario's actions from its position, every unknown gunnery roll enumerated, within the request's
    work budget (:mod:`judge.budget`: each action on each branch, each roll followed, counted before it is done).

    :raises ScenarioError: when more rolls would have to be enumerated than :data:`MAX_ENUMERATED_ROLLS`, or the
        branches they make would take more than the work budget.
    """
    try:
        with work_budget():
            return _simulate(scenario, start, pool)
    except WorkBudgetError as exc:
        raise ScenarioError(str(exc), None, "dice") from None


def _simulate(scenario: MechChessScenario, start: Position, pool: CardPool) -> Answer:
    attacks = sum(1 for a in scenario.actions if a.attack is not None)
    if attacks - len(scenario.dice) > MAX_ENUMERATED_ROLLS:
        raise ScenarioError(
            f"{attacks} attacks but {len(scenario.dice)} dice given: at most {MAX_ENUMERATED_ROLLS} rolls are "
            "enumerated; give the others in 'dice:'",
            None,
            "dice",
        )
    run = _Run(scenario, pool)
    if scenario.setup:
        for problem in setup_violations(start):
            run.violation(None, problem)
    branches = [Branch(start.copy(), Fraction(1))]
    if start.phase == "orders":
        branches = [_orders(run, b, None) for b in branches]
    budget = current()
    for index, action in enumerate(scenario.actions):
        budget.spend(len(branches) * STEP * (len(start.board) + 1), f"action {index} on {len(branches):,} branches")
        next_branches: list[Branch] = []
        for branch in branches:
            if branch.pending is not None and action.defend is None:
                next_branches += _resolve(run, branch)
            else:
                next_branches.append(branch)
        branches = []
        for branch in next_branches:
            _act(run, branch, index, action)
            branches.append(branch)
        branches = _merge(branches)
    final: list[Branch] = []
    for branch in branches:
        final += _resolve(run, branch) if branch.pending is not None else [branch]
    outcomes = _outcomes(_merge(final))
    violations = [
        {"action": index, "message": message, "rules": rules} for (index, message), rules in run.violations.items()
    ]
    return Answer(
        legal=not violations,
        violations=violations,
        outcomes=outcomes,
        attacks=[run.attacks[i] for i in sorted(run.attacks)],
        trace=run.trace,
    )


def _note_draw(run: _Run, index: int | None, drawn: Drawn, what: str, rules: list[str]) -> None:
    if drawn.reshuffled:
        run.note(index, drawn.reshuffled, ["mechchess/orders-phase-2"])
    short = " (the deck and the discard are empty)" if drawn.short else ""
    run.note(index, f"{what} {', '.join(drawn.cards) or 'nothing'}{short}", rules)


def _orders(run: _Run, branch: Branch, index: int | None) -> Branch:
    position = branch.position
    try:
        drawn = position.draw(position.player, 3, "mechchess/orders-phase")
        _note_draw(run, index, drawn, f"{position.player}'s Orders phase: draws", ["mechchess/orders-phase"])
    except RuleViolationError as exc:
        run.violation(index, exc)
    position.phase = "orders"
    return branch


def _end_orders(run: _Run, branch: Branch, index: int) -> None:
    position = branch.position
    if len(position.hands[position.player]) > 5:
        run.violation(
            index,
            RuleViolationError(
                f"{position.player} holds {len(position.hands[position.player])} cards: discard down to 5 first "
                "(a 'discard' action)",
                ["mechchess/orders-phase-3"],
            ),
        )
    position.phase = "move"


def _next_turn(run: _Run, branch: Branch, index: int) -> None:
    position = branch.position
    if branch.pending is not None:
        return
    position.active = 1 - position.active
    position.turn += 1
    for piece in position.board.values():
        piece.moved = piece.attacked = False
    run.note(index, f"turn {position.turn}: {position.player} takes his turn", ["mechchess/turn-sequence"])
    _orders(run, branch, index)


def _act(run: _Run, branch: Branch, index: int, action: Action) -> None:
    position = branch.position
    if position.winner is not None:
        run.violation(index, RuleViolationError(f"the game is over: {position.winner} has won", ["mechchess/victory"]))
        return
    reaction = action.defend is not None or (action.special in ("Difficult Ground", "Overheating"))
    plays = action.move is not None or action.attack is not None or action.special is not None
    if action.by != position.player and not reaction and plays:
        if position.phase == "orders":
            _end_orders(run, branch, index)
        _next_turn(run, branch, index)
    try:
        if action.discard is not None:
            _discard(run, branch, index, action)
        elif action.pass_:
            _pass(run, branch, index, action)
        elif action.move is not None:
            _move(run, branch, index, action)
        elif action.attack is not None:
            _attack(run, branch, index, action)
        elif action.defend is not None:
            _defend(run, branch, index, action)
        elif action.special is not None:
            _special(run, branch, index, action)
    except RuleViolationError as exc:
        run.violation(index, exc)
        run.note(index, f"action {index} is not legal and has no effect: {exc.message}", exc.rules)


def _own_turn(position: Position, action: Action, rule: str) -> None:
    if action.by != position.player:
        raise RuleViolationError(
            f"it is {position.player}'s turn, not {action.by}'s", [rule, "mechchess/turn-sequence"]
        )


def _discard(run: _Run, branch: Branch, index: int, action: Action) -> None:
    position = branch.position
    _own_turn(position, action, "mechchess/orders-phase-3")
    if position.phase != "orders":
        raise RuleViolationError("cards are discarded down to 5 in the Orders phase", ["mechchess/orders-phase-3"])
    for name in action.discard or []:
        hand = position.hands[action.by]
        if name not in hand:
            raise RuleViolationError(f"{name} is not in {action.by}'s hand", ["mechchess/orders-phase-3"])
        hand.remove(name)
        position.discard.append(name)
    run.note(index, f"{action.by} discards {', '.join(action.discard or [])}", ["mechchess/orders-phase-3"])


def _pass(run: _Run, branch: Branch, index: int, action: Action) -> None:
    position = branch.position
    _own_turn(position, action, "mechchess/turn-sequence-2")
    if position.phase == "orders":
        _end_orders(run, branch, index)
    elif position.phase == "move":
        position.phase = "battle"
    else:
        _next_turn(run, branch, index)
        return
    run.note(index, f"{action.by} ends the phase; now the {position.phase} phase", ["mechchess/turn-sequence-2"])


def _move(run: _Run, branch: Branch, index: int, action: Action) -> None:
    position = branch.position
    _own_turn(position, action, "mechchess/move-phase")
    if position.phase == "orders":
        _end_orders(run, branch, index)
    if position.phase == "battle":
        raise RuleViolationError("the Move phase comes before the Battle phase", ["mechchess/turn-sequence-2"])
    if action.card is None:
        raise RuleViolationError("a move plays a Move card ('card:')", ["mechchess/move-phase"])
    card = run.card(action.card)
    before = position.copy()
    if card.card_type != "M":
        raise RuleViolationError(f"{card.name} is not a Move card", ["mechchess/move-phase"])
    if action.forward or isinstance(action.move, list):
        squares = action.move if isinstance(action.move, list) else [action.move or ""]
        rules = move_forward(position, action.by, squares, card)
        text = f"{action.by} plays {card.name}: units on {', '.join(squares)} move {card.range} forward"
    else:
        if action.to is None:
            raise RuleViolationError("a move names where the unit goes ('to:')", ["mechchess/move-phase"])
        start = action.move if isinstance(action.move, str) else ""
        rules = move_one(position, action.by, start, action.to, card)
        moved = position.board[action.to.lower()].unit.name
        text = f"{action.by} plays {card.name}: the {moved} moves {start} to {action.to}"
    position.play(action.by, card, "M", "mechchess/move-phase")
    branch.last_move = (index, before)
    run.note(index, text, rules)


def _attack(run: _Run, branch: Branch, index: int, action: Action) -> None:
    position = branch.position
    _own_turn(position, action, "mechchess/battle-phase")
    if position.phase == "orders":
        _end_orders(run, branch, index)
    position.phase = "battle"
    if action.card is None or action.target is None:
        raise RuleViolationError("an attack plays an Attack card ('card:') at a 'target:'", ["mechchess/battle-phase"])
    card = run.card(action.card)
    modifiers = [run.card(m) for m in action.modifiers]
    plan = declare_attack(position, action.by, action.attack or "", action.target, card, modifiers)
    branch.pending = plan
    branch.pending_action = index
    attacker = position.board[plan.attacker]
    target = position.board[plan.target]
    run.note(
        index,
        f"{action.by} plays {card.name}: the {attacker.unit.name} on {plan.attacker} attacks the "
        f"{target.unit.name} on {plan.target} ({plan.distance} square{'' if plan.distance == 1 else 's'}, "
        f"damage rating {plan.rating})",
        plan.rules,
    )
    if index not in run.attacks:
        run.attacks[index] = _distribution(index, plan, attacker, target)


def _distribution(index: int, plan: AttackPlan, attacker: Piece, target: Piece) -> dict[str, Any]:
    damage_odds: dict[int, Fraction] = {}
    destroyed = Fraction(0)
    for roll in range(1, 7):
        amount, destroy = damage(plan, attacker, roll)
        damage_odds[amount] = damage_odds.get(amount, Fraction(0)) + Fraction(1, 6)
        if destroy or amount >= target.hits:
            destroyed += Fraction(1, 6)
    return {
        "action": index,
        "attacker": plan.attacker,
        "target": plan.target,
        "rating": plan.rating,
        "damage": {str(k): str(v) for k, v in sorted(damage_odds.items())},
        "destroyed": str(destroyed),
        "negated": False,
    }


def _defend(run: _Run, branch: Branch, index: int, action: Action) -> None:
    position = branch.position
    plan = branch.pending
    if plan is None:
        raise RuleViolationError(
            "a Defense card negates an attack just declared; there is none", ["mechchess/battle-phase-9"]
        )
    target = position.board[plan.target]
    if action.by != target.owner:
        raise RuleViolationError(
            f"only {target.owner} defends the {target.unit.name}", ["mechchess-judge/defense-cards"]
        )
    card = run.card(action.defend or "")
    allowed, why = defense_allowed(position, plan, card)
    if not allowed:
        raise RuleViolationError(why, ["mechchess-judge/defense-cards", "mechchess/battle-phase-9"])
    position.play(action.by, card, "D", "mechchess/battle-phase-9")
    branch.pending = None
    run.note(index, f"{action.by} plays {card.name}: the attack is negated", ["mechchess/battle-phase-9"])
    if branch.pending_action in run.attacks:
        run.attacks[branch.pending_action]["negated"] = True


def _special(run: _Run, branch: Branch, index: int, action: Action) -> None:
    position = branch.position
    card = run.card(action.special or "")
    note = card_note(card)
    rules = ["mechchess/card-list-notation/x", "mechchess-judge/special-cards"]
    if any(isinstance(e, d.NegateMove) for e in note.effects):
        if branch.last_move is None or branch.last_move[0] != index - 1 or action.by == position.player:
            raise RuleViolationError(f"{card.name} is played by the opponent right after a Move card", rules)
        position.play(action.by, card, "X", rules[0])
        restored = branch.last_move[1]
        restored.discard = position.discard
        restored.hands = position.hands  # the cards stay played: only the units go back
        branch.position = restored
        branch.last_move = None
        run.note(index, f"{action.by} plays {card.name}: the move is negated", rules)
        return
    if any(isinstance(e, d.HitIfMovedAndAttacked) for e in note.effects):
        square = (action.unit or "").lower()
        piece = position.board.get(square)
        if piece is None or not (piece.moved and piece.attacked) or action.by == piece.owner:
            raise RuleViolationError(f"{card.name} hits an opposing unit that just moved and attacked", rules)
        position.play(action.by, card, "X", rules[0])
        hits = next(e.hits for e in note.effects if isinstance(e, d.HitIfMovedAndAttacked))
        run.note(index, f"{action.by} plays {card.name}: " + take_hits(position, square, hits), rules)
        return
    _own_turn(position, action, rules[0])
    position.play(action.by, card, "X", rules[0])
    for effect in note.effects:
        if isinstance(effect, d.LookAtHand):
            other = position.opponent(action.by)
            run.note(
                index,
                f"{action.by} plays {card.name}: looks at {other}'s hand "
                f"({', '.join(position.hands[other]) or 'empty'})",
                rules,
            )
        elif isinstance(effect, d.Draw):
            drawn = position.draw(action.by, effect.count, rules[0])
            _note_draw(run, index, drawn, f"{action.by} plays {card.name}: draws", rules)


def _resolve(run: _Run, branch: Branch) -> list[Branch]:
    plan = branch.pending
    assert plan is not None
    branch.pending = None
    dice = run.scenario.dice
    rolls = [dice[branch.dice]] if branch.dice < len(dice) else list(range(1, 7))
    current().spend(len(rolls) * CARD_STATE * (len(branch.position.board) + 1), "following a gunnery roll")
    out = []
    for roll in rolls:
        position = branch.position.copy()
        text, rules = resolve_attack(position, plan, roll)
        if len(rolls) == 1:
            run.note(branch.pending_action, text, rules)
        out.append(Branch(position, branch.probability / len(rolls), branch.dice + 1, None, None, branch.last_move))
    if len(rolls) > 1 and branch.pending_action is not None:
        run.note(
            branch.pending_action,
            "the gunnery roll is not given: each of 1-6 (1/6 each) is followed (damage distribution in 'attacks')",
            ["mechchess/battle-phase-6", "mechchess/dice"],
        )
    return out


def _state_key(position: Position) -> str:
    return json.dumps(_state(position), sort_keys=True)


def _unit_state(piece: Piece, turn: int) -> dict[str, Any]:
    """A unit as the answer shows it: owner, unit and hits, and what lasts on it (the modifier cards still in force,
    whether it moved or attacked this turn) when anything does."""
    state: dict[str, Any] = {"owner": piece.owner, "unit": piece.unit.name, "hits": piece.hits}
    lasting = piece.lasting_now(turn)
    if lasting:
        state["lasting"] = lasting
    if piece.moved:
        state["moved"] = True
    if piece.attacked:
        state["attacked"] = True
    return state


def _state(position: Position) -> dict[str, Any]:
    return {
        "board": {square: _unit_state(p, position.turn) for square, p in sorted(position.board.items())},
        "destroyed": sorted(position.destroyed),
        "hands": position.hands,
        "deck": position.deck,
        "discard": position.discard,
        "winner": position.winner,
    }


def _merge(branches: list[Branch]) -> list[Branch]:
    """Branches in the same state with the same future (dice used, pending attack, last move) become one."""
    merged: dict[str, Branch] = {}
    for branch in branches:
        pending = branch.pending
        plan = (
            (pending.attacker, pending.target, pending.card.name, [m.name for m in pending.modifiers])
            if pending
            else None
        )
        key = repr((branch.position, branch.dice, plan, branch.pending_action, branch.last_move))
        if key in merged:
            merged[key].probability += branch.probability
        else:
            merged[key] = branch
    return list(merged.values())


def _outcomes(branches: list[Branch]) -> list[dict[str, Any]]:
    grouped: dict[str, tuple[Fraction, Position]] = {}
    for branch in branches:
        key = _state_key(branch.position)
        probability, position = grouped.get(key, (Fraction(0), branch.position))
        grouped[key] = (probability + branch.probability, position)
    ordered = sorted(grouped.values(), key=lambda item: -item[0])
    return [
        {"probability": str(probability), "p": float(probability), **_state(position)}
        for probability, position in ordered
    ]
