"""Answers a whole game gets from the engine's own checks instead of a trial (issue 19, speed): each is a function
the engine itself calls to record its violation (one rule in one place), asked here of a candidate action before it
is tried; a candidate the check rules out is one the trial would find illegal, so it is not tried.

- :func:`choice_cannot_pay`: the card chosen to pay an ability's ``Scrap a card from your hand`` / ``Scrap one of
  your Resources in play`` cost (judge/bttcg/costs.py ``scrap_choice_problem``, what ``plan_costs`` records; the
  cards paying come first in the action's ``choose``).

- :func:`redirect_left_short`: an attacking Unit's whole assignment that leaves damage redirected to an Enhancement
  short of (or beyond) the amount that scraps it when no other attacking Unit is still to assign (judge/bttcg/
  redirect.py ``left_short``, the rule ``check_complete`` records at the end of the battle). A later rise of its
  attack could still top it up (rulebook p.28): such an assignment is not offered all the same, since only the end
  of the battle would tell.

Guard duty is decided the same way (judge/bttcg/game/turns.py ``guard_legal``). Everything else a candidate needs is
still tried: the costs and timing of abilities, a Mission card's choices and conditions, deployments and missions
are answered by running the engine, since only executing them tells (what an effect's choice reaches depends on the
effects before it, on lasting effects, on Terrain and on the battle). tests/test_bttcg_game_fast_legality.py
compares every check with the trial over random positions of pool games."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg.costs import scrap_choice_problem
from judge.bttcg.game.actions import Action
from judge.bttcg.game.state import Game
from judge.bttcg.redirect import left_short
from judge.bttcg.state import Fighter
from judge.dsl import models as m


def choice_cannot_pay(game: Game, action: Action) -> bool:
    """Whether a ``use`` of an ability during the turn (no battle under way) chooses, first, a card that cannot pay
    the ability's first cost paid by a chosen card: the engine would record that violation (the costs are checked
    first, in order, before any effect) whatever else happens, so the action is illegal. ``False`` when the check
    does not apply (no such cost, nothing chosen, in a battle: judge/bttcg/ability_costs.py pays there)."""
    if action.kind != "use" or not action.choose or game.battle is not None or action.card is None:
        return False
    face = game.pos.faces.get(action.card)
    ability = None if face is None else face.activated(action.amount)
    if face is None or ability is None:
        return False
    for cost in ability.cost:
        if isinstance(cost, m.ScrapCost) and cost.source not in ("this", "stockpile"):
            chosen = action.choose[0]
            if not chosen.endswith(".stockpile") and chosen not in game.pos.faces:
                return False  # an unknown card: the engine says so itself
            return scrap_choice_problem(game.pos, action.player, face, cost, chosen, []) is not None
    return False


def redirect_left_short(game: Game, card_id: str, to: dict[str, int], still: Callable[[Fighter], bool]) -> bool:
    """Whether the Unit's whole assignment ``to`` in the game's battle leaves redirected damage that the end of the
    battle rejects, no other attacking Unit left to assign (``still``: the player is still to assign its damage
    among several recipients; one with a single recipient gets the engine's default, never a redirect)
    (judge/bttcg/redirect.py ``left_short``)."""
    b = game.battle
    if b is None or b.runner is None or card_id not in b.runner.battle.fighters:
        return False
    return left_short(game.pos, b.runner.battle, b.runner.battle.fighters[card_id], to, still)


__all__ = ["choice_cannot_pay", "redirect_left_short"]
