"""The OpenSpiel-shaped interface of a whole game (issue 19): :func:`current_player`, :func:`legal_actions`,
:func:`apply`, :func:`is_over`.

Legal actions are asked of the engine (judge/bttcg/game/trial.py): an action the engine would answer with a
violation is never offered, and applying an offered action never records one (a test checks it over many random
games). A decision's candidates are listed once with their trials deferred (legality.py): :func:`legal_actions`
decides them all (the reference list), :func:`is_legal` one, and the random strategy draws from
:func:`candidate_actions` deciding one or two (sampling.py). A card the engine refuses (``UnsupportedError``) is
offered all the same, and applying it ends the game with
``error`` set: "not answered by this version: <card>: <sentence>" (never skipped silently, never counted as a win)."""

from __future__ import annotations

from collections.abc import Sequence

from judge.bttcg.dice import NeedRollError
from judge.bttcg.game import battles, legality
from judge.bttcg.game.actions import Action
from judge.bttcg.game.lazy import Candidates, Lazy
from judge.bttcg.game.legality import Decision
from judge.bttcg.game.state import Game
from judge.bttcg.game.trial import PLAIN, SHARED_ZONE
from judge.bttcg.game.turns import apply_turn, turn_actions
from judge.bttcg.state import CardState, UnsupportedError
from judge.bttcg.stockpile_cards import consistent
from judge.budget import WorkBudgetError


class IllegalActionError(ValueError):
    """An action that is not among the legal actions of the game now (a strategy's mistake)."""


def is_over(game: Game) -> bool:
    """A Stockpile ran out, or the engine refused a card (``error``), or the turn limit was reached (``end``)."""
    return game.winner is not None or game.error is not None or bool(game.end)


def current_player(game: Game) -> str:
    """The player who chooses next: the active player, or in a mission the defender choosing blockers and the
    players in the battle's steps."""
    if game.battle is not None:
        return battles.actor(game)
    return game.active


def decision(game: Game) -> Decision | None:
    """The current decision's candidates, listed once (their trials deferred: judge/bttcg/game/legality.py);
    ``None`` once the game is over. A refusal met while listing them ends the game with the refusal as its error."""
    if is_over(game):
        return None
    if game.legal_cache is None:
        game.refused = set()
        game.deferring = {}
        found: Sequence[Action | Lazy]
        try:
            if game.battle is None:
                found = turn_actions(game)
            elif game.battle.runner is None:
                found = battles.block_actions(game)
            else:
                found = battles.fight_actions(game)
        except UnsupportedError as exc:
            _fail(game, exc)
            return None
        finally:
            trials, game.deferring = game.deferring, None
        game.legal_cache = Decision(Candidates(found), trials)
    return game.legal_cache


def candidate_actions(game: Game) -> list[Action]:
    """The current decision's candidates: every legal action once, and actions not decided yet
    (:func:`is_legal` decides them); empty once the game is over."""
    found = decision(game)
    return [] if found is None else list(found.candidates)


def is_legal(game: Game, action: Action) -> bool:
    """Whether ``action`` is among :func:`legal_actions`, deciding that action alone (its trial run once)."""
    found = decision(game)
    if found is None:
        return False
    if action in found.verdicts or action in found.trials:
        return legality.is_legal(game, found, action)
    for candidate, decide in found.candidates.pairs():
        if candidate == action:
            return legality.is_legal(game, found, action, decide)
    return False


def legal_actions(game: Game) -> list[Action]:
    """The current player's legal actions (empty once the game is over), computed once per decision: the candidates
    the engine offers, in order (the reference the lazy :func:`is_legal` agrees with)."""
    found = decision(game)
    if found is None:
        return []
    if found.legal is None:
        found.legal = [a for a, decide in found.candidates.pairs() if legality.is_legal(game, found, a, decide)]
    return list(found.legal)


def refused_actions(game: Game) -> set[Action]:
    """Those of the legal actions the engine refuses (found while trying them): applying one ends the game with its
    error. A strategy may avoid them; the random strategy does not (the refusals surface)."""
    legal_actions(game)
    return {a for a in game.refused if isinstance(a, Action)}


def apply(game: Game, action: Action, *, check: bool = True) -> None:
    """Does ``action`` with the engine. ``check``: refuse an action that is not legal now (a strategy choosing
    among :func:`legal_actions` passes).

    :raises IllegalActionError: for an action not among the legal ones (with ``check``).
    """
    if check and not is_legal(game, action):
        raise IllegalActionError(f"not a legal action now: {action.describe(game)}")
    game.legal_cache = None
    game.actions += 1
    if game.tracing:
        game.trace.append(f"[turn {game.turn_number}, action {game.actions}] {action.describe(game)}")
    try:
        if game.battle is None and action.kind == "mission":
            battles.send(game, action)
        elif game.battle is None:
            apply_turn(game, action)
        elif game.battle.runner is None:
            battles.block(game, action)
        else:
            battles.fight(game, action)
            if game.battle is None:
                from judge.bttcg.game.turns import settle_winner  # after damage resolved

                settle_winner(game)
        problem = consistent(game.pos)
        if problem is not None:
            raise UnsupportedError(
                f"{action.describe(game)}: the Stockpile's cards were changed by an effect the game does not move "
                f"card by card yet ({problem})"
            )
        _plain_stockpiles(game)
    except (UnsupportedError, WorkBudgetError) as exc:
        _fail(game, exc, action)
    except NeedRollError as exc:  # a die rolled by dice other than the game's: not executed in a game yet
        _fail(game, UnsupportedError(f"a die rolled outside the game's dice ({exc})"), action)
    game.collect_trace()


def _plain_stockpiles(game: Game) -> None:
    """A card in a Stockpile keeps nothing of where it was (no damage, counters or tapping: rulebook p.33,
    restocking; p.10): its state is the plain one."""
    pos = game.pos
    assert pos.stockpile_order is not None
    for order in pos.stockpile_order.values():
        for card_id in order:
            if pos.cards[card_id].__dict__ != PLAIN:
                pos.cards[card_id] = CardState(zone=SHARED_ZONE)


def _fail(game: Game, exc: Exception, action: Action | None = None) -> None:
    """The game ends with the engine's refusal; the card acted with is named when the refusal names no card first."""
    said = str(exc)
    if action is not None and action.card in game.pos.faces:
        names = {face.name for face in game.pos.faces.values()}
        if not any(said.startswith(f"{name}:") for name in names):
            said = f"{game.pos.faces[action.card].name}: {said}"
    game.error = f"not answered by this version: {said}"
    game.end = "the engine refused a card"
    game.collect_trace()


__all__ = [
    "IllegalActionError",
    "apply",
    "candidate_actions",
    "current_player",
    "decision",
    "is_legal",
    "is_over",
    "legal_actions",
    "refused_actions",
]
