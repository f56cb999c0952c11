"""The heuristic strategy ("heuristic", issue 19 "Strategies"): deploys what it can afford, sends missions when they
pay, blocks to protect its Stockpile, uses Mission cards. It only chooses: it picks one of the legal actions the
engine offers (never anything else), weighing them with the estimates of :mod:`judge.bttcg.game.heuristic_eval`; the
rules stay in the engine. Deterministic given its ``random.Random`` (used only to break ties).

What it does, by the turn's phases (rulebook p.16-33):

- Deploy (p.18-20): activates every card it can (a Pilot or Enhancement onto its strongest Unit); deploys the cards of
  its hand worth most (:func:`~judge.bttcg.game.heuristic_eval.deploy_value`: Resource cards while it makes few
  resources, then Units); taps cards for resources only while a card under construction needs counters, and spends
  them on the card nearest completion first.
- Repair/Reload (p.21): repairs its most valuable damaged Unit when it can.
- Missions (p.23-25, p.33): takes its guards off duty, then sends the mission worth most as long as one is expected to
  pay (:func:`~judge.bttcg.game.heuristic_eval.mission_value`), then puts the Units left untapped on guard at its
  Stockpile, where they block any attack on it whatever their speed (p.33).
- End of Turn (p.33): restocks its least useful card when Logistics lets it (one more card in its Stockpile).
- Blocking (p.25): the blocking group with the best :func:`~judge.bttcg.game.heuristic_eval.block_score`.
- Battle (p.26-31): uses Overheat when the Unit survives the heat and Alpha Strike against an unblocked Stockpile,
  plays the Mission cards that help, then assigns each Unit's damage where it scraps the most, and passes."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from judge.bttcg.game import heuristic_eval as h
from judge.bttcg.game.actions import Action
from judge.bttcg.game.engine import refused_actions
from judge.bttcg.game.strategies import STRATEGIES
from judge.bttcg.resources import resource_ability
from judge.bttcg.state import Position, UnsupportedError, under_construction
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.game.state import Game

DEPLOY_THRESHOLD = 0.5
"""A card of the hand worth less than this (:func:`~judge.bttcg.game.heuristic_eval.deploy_value`) is kept."""


class HeuristicStrategy:
    """Chooses the legal action a sensible player would (see the module's docstring)."""

    name = "heuristic"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._unguarded: tuple[int, str] | None = None
        """The turn (number, player) whose Missions phase began with this player's guards taken off duty."""
        self._tapped_to_repair: tuple[int, str] | None = None
        """The turn in which this player tapped a card for the resource of a repair (once a turn)."""

    # --- the choice -------------------------------------------------------------------------------------------------

    def choose(self, game: Game, actions: Sequence[Action]) -> Action:
        refused = refused_actions(game)
        actions = [a for a in actions if a not in refused] or list(actions)  # a refusal is never chosen by choice
        by_kind: dict[str, list[Action]] = {}
        for action in actions:
            by_kind.setdefault(action.kind, []).append(action)
        pos = game.pos
        try:
            with h.snapshot():
                return self._choose(game, pos, by_kind, actions)
        except UnsupportedError:
            # An estimate the engine cannot make: the plain choice (end the phase, pass), never an illegal one.
            return next((a for a in actions if a.kind in ("end_phase", "pass")), actions[0])

    def _choose(self, game: Game, pos: Position, by_kind: dict[str, list[Action]], actions: Sequence[Action]) -> Action:
        if "block" in by_kind:
            return self._best(by_kind["block"], lambda a: self._block_score(game, a))
        if game.battle is not None:
            return self._battle(game, by_kind, actions)
        return self._turn(game, pos, by_kind, actions)

    def _best(self, actions: Sequence[Action], score: Callable[[Action], float]) -> Action:
        """The action with the highest score; ties broken by the strategy's random generator."""
        scored = [(score(a), a) for a in actions]
        top = max(s for s, _ in scored)
        return self.rng.choice([a for s, a in scored if s >= top - 1e-9])

    # --- the turn ---------------------------------------------------------------------------------------------------

    def _turn(self, game: Game, pos: Position, by_kind: dict[str, list[Action]], actions: Sequence[Action]) -> Action:
        assert game.runner is not None
        turn = game.runner.turn
        p = game.active
        end = next(a for a in actions if a.kind == "end_phase")
        if turn.phase == "deploy":
            return self._deploy(pos, p, turn.resources, by_kind) or end
        if turn.phase == "repair_reload":
            return self._repair(pos, p, turn.resources, by_kind, (game.turn_number, p)) or end
        if turn.phase == "missions":
            return self._missions(game, pos, p, by_kind) or end
        if turn.phase == "end" and "restock" in by_kind:
            return self._best(by_kind["restock"], lambda a: -h.deploy_value(pos, p, a.card or ""))
        return end

    def _deploy(self, pos: Position, p: str, resources: int, by_kind: dict[str, list[Action]]) -> Action | None:
        if "activate" in by_kind:
            return self._best(by_kind["activate"], lambda a: 0.0 if a.target is None else h.unit_value(pos, a.target))
        if "deploy" in by_kind:
            best = self._best(by_kind["deploy"], lambda a: h.deploy_value(pos, p, a.card or ""))
            if h.deploy_value(pos, p, best.card or "") >= DEPLOY_THRESHOLD:
                return best
        if resources > 0 and "construct" in by_kind:
            return self._construct(pos, p, resources, by_kind["construct"])
        taps = [a for a in by_kind.get("resources", []) if _made(pos, a.card or "") > 0]
        if self._needs_counters(pos, p) and taps:
            return self._best(taps, lambda a: _made(pos, a.card or ""))
        return None

    def _needs_counters(self, pos: Position, p: str) -> bool:
        """Whether a card of the player's under construction still needs construction counters."""
        return any(
            pos.owners[c] == p and under_construction(s) and (h.still_to_pay(pos, c) or 0) > 0
            for c, s in pos.cards.items()
        )

    def _construct(self, pos: Position, p: str, resources: int, offered: list[Action]) -> Action:
        """Counters first on the card that can be finished with the resources in hand (the most valuable), then on
        the one nearest completion; never more than the card still needs when a smaller amount is offered."""

        def score(action: Action) -> float:
            card = action.card or ""
            need = h.still_to_pay(pos, card) or 0
            if need == 0:
                return -100.0  # extra counters are ignored (rulebook p.20)
            worth = _card_worth(pos, p, card)
            fits = action.amount <= need
            finishes = action.amount >= need
            return worth + (50.0 if finishes and fits else 0.0) + (10.0 if fits else -20.0) - need

        return self._best(offered, score)

    def _repair(
        self, pos: Position, p: str, resources: int, by_kind: dict[str, list[Action]], now: tuple[int, str]
    ) -> Action | None:
        if "repair" in by_kind:
            return self._best(by_kind["repair"], lambda a: h.unit_value(pos, a.card or ""))
        damaged = any(
            pos.owners[c] == p and pos.faces[c].kind == "unit" and s.damage > 0 and s.zone in ("patrol", "guard")
            for c, s in pos.cards.items()
        )
        taps = [a for a in by_kind.get("resources", []) if _made(pos, a.card or "") > 0]
        if damaged and resources == 0 and "A" in pos.assets[p] and taps and self._tapped_to_repair != now:
            self._tapped_to_repair = now
            return self._best(taps, lambda a: -_made(pos, a.card or ""))
        return None

    def _missions(self, game: Game, pos: Position, p: str, by_kind: dict[str, list[Action]]) -> Action | None:
        now = (game.turn_number, p)
        if self._unguarded != now:
            if "unguard" in by_kind:
                return by_kind["unguard"][0]
            self._unguarded = now
        if "mission" in by_kind:
            scored = [(self._mission_score(pos, p, a), a) for a in by_kind["mission"]]
            top = max(s for s, _ in scored)
            if top > 0:
                return self.rng.choice([a for s, a in scored if s >= top - 1e-9])
        guards = [a for a in by_kind.get("guard", []) if a.target == f"{p}.stockpile"]
        if guards:
            return self._best(guards, lambda a: -h.unit_value(pos, a.card or ""))
        return None

    def _mission_score(self, pos: Position, p: str, action: Action) -> float:
        """A mission's expected gain, a little less for a bigger group (Units left home can block or attack again)."""
        target = action.target or ""
        value = h.mission_value(pos, p, list(action.cards), target)
        if not target.endswith(".stockpile") and pos.faces[target].kind != "unit":
            value = min(value, _site_gain(pos, list(action.cards), target))
        return value - 0.1 * len(action.cards)

    # --- blocking ---------------------------------------------------------------------------------------------------

    def _block_score(self, game: Game, action: Action) -> float:
        battle = game.battle
        assert battle is not None
        blockers = list(action.cards)
        if action.include_target:
            blockers.append(battle.target)
        score = h.block_score(game.pos, action.player, list(battle.group), blockers, battle.target)
        return score - 0.1 * len(action.cards)

    # --- the battle -------------------------------------------------------------------------------------------------

    def _battle(self, game: Game, by_kind: dict[str, list[Action]], actions: Sequence[Action]) -> Action:
        b = game.battle
        assert b is not None and b.runner is not None
        battle, pos = b.runner.battle, game.pos
        unblocked_stockpile = battle.target_is_stockpile and not battle.blocked
        for action in by_kind.get("option", []):
            if action.target == "overheat" and self._overheat_safe(pos, action.card or ""):
                return action
            if action.target == "alpha strike" and unblocked_stockpile and action.player == battle.attacker:
                return action
        missiles = [a for a in by_kind.get("option", []) if a.target == "missile" and len(set(a.choose)) == 1]
        if missiles:  # free damage (rulebook p.31): at the Stockpile when it may be, else where it scraps most
            return self._best(missiles, lambda a: self._recipient_score(game, a.choose[0], a.amount))
        plays = [a for a in by_kind.get("play", []) if self._play_helps(game, a)]
        if plays:
            return self._best(plays, lambda a: 0.0 if not a.choose else 0.5)
        if "assign" in by_kind:
            return self._assign(game, by_kind["assign"])
        return next((a for a in actions if a.kind == "pass"), actions[0])

    def _overheat_safe(self, pos: Position, card_id: str) -> bool:
        """Overheat only when its heat leaves the Unit's structure standing (rulebook p.31: Overheat damage resolves
        with the battle's other damage, armor first)."""
        heats = [a.heat for a in h.all_abilities_of(pos, card_id) if isinstance(a, m.Overheat)]
        return bool(heats) and max(heats) < h.toughness(pos, card_id)

    def _play_helps(self, game: Game, action: Action) -> bool:
        """A Mission card that helps, aimed at the right side: a card raising its player's side at one of his or her
        own fighters, one lowering the other side at an opposing fighter (rulebook p.32: Mission cards affect only
        attacking and blocking Units or the target)."""
        face = game.pos.faces[action.card or ""]
        if not h.mission_card_helps(face):
            return False
        side = h.mission_card_side(face)
        if not action.choose:
            return True
        owner = game.pos.owners.get(action.choose[0])
        return side == 0 or (owner == action.player) == (side > 0)

    def _assign(self, game: Game, offered: list[Action]) -> Action:
        """Each Unit's damage where it scraps the most: onto the recipient it finishes off (the most valuable), else
        onto the recipient already closest to being scrapped; the Stockpile when it is a recipient. All of it to one
        recipient where it may go there; point by point (judge/bttcg/game/assignments.py) only where it may not."""
        pos = game.pos

        def score(action: Action) -> float:
            hit = 1 if action.amount == 1 else h.unit_attack(pos, action.card or "", False)
            return self._recipient_score(game, action.target or "", hit)

        return self._best([a for a in offered if a.amount == 0] or offered, score)

    def _recipient_score(self, game: Game, recipient: str, hit: float) -> float:
        """Where ``hit`` damage does most: the Stockpile when it may go there, then the opposing Unit it finishes
        off (the most valuable), then the one already nearest to being scrapped (armor counts once per battle,
        rulebook p.29)."""
        b = game.battle
        assert b is not None and b.runner is not None
        pos = game.pos
        if recipient.endswith(".stockpile"):
            return 1000.0
        if recipient not in pos.faces or pos.faces[recipient].kind != "unit":
            return 1.0
        assigned = sum((f.assigned or {}).get(recipient, 0) for f in b.runner.battle.active())
        need = h.toughness(pos, recipient) - assigned
        if need <= 0:
            return -100.0  # already scrapped by the damage assigned
        if hit >= need:
            return 100.0 + h.unit_value(pos, recipient)
        return 10.0 - need


def _made(pos: Position, card_id: str) -> float:
    """The resources tapping the card makes; 0 for one whose resource ability the engine does not execute (tapping
    it would end the game unanswered) or that scraps cards of its owner's own Stockpile to pay (the cards the game is
    won on)."""
    try:
        found = resource_ability(pos.faces[card_id])
    except UnsupportedError:
        return 0.0
    if found is None or found[1] > 0:
        return 0.0
    return float(found[0])


def _card_worth(pos: Position, player: str, card_id: str) -> float:
    """What a card under construction is worth once active (a Unit's strength, a Resource's income)."""
    face = pos.faces[card_id]
    if face.kind == "unit":
        return h.unit_value(pos, card_id)
    return 5.0 * _made(pos, card_id) + float(h.asset_savings(pos, player, face)) + 1.0


def _site_gain(pos: Position, group: list[str], target: str) -> float:
    """What an attack on a site other than a Stockpile or Unit is worth at most: a card under construction loses a
    construction counter for each 2 damage and is scrapped beyond that; a Command card is scrapped once damage past
    its armor reaches its structure (rulebook p.29-30)."""
    damage = sum(h.unit_attack(pos, a) for a in group)
    state = pos.cards[target]
    if under_construction(state):
        scrapped = damage > 2 * state.counters
        return 0.5 * min(damage // 2, state.counters) + (3.0 if scrapped else 0.0)
    through = damage - h.unit_armor(pos, target)
    whole = pos.faces[target].structure
    if whole is not None and through >= whole - state.damage:
        return 4.0 + 3.0 * _made(pos, target)
    return 0.2 * max(through, 0)


STRATEGIES["heuristic"] = HeuristicStrategy

__all__ = ["DEPLOY_THRESHOLD", "HeuristicStrategy"]
