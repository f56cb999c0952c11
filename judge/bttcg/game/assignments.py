"""Assigning a Unit's damage in a whole game, split among its recipients (rulebook p.27-28, One Player Goes First:
"When you assign a Unit's damage, you distribute that damage any way you choose among the Units on the other side";
"If a Unit's attack value goes up after you've assigned its damage, you assign the new damage immediately. You can't
reassign the old damage ... If a Unit's attack value goes down ..., you take back that much damage from wherever it
was assigned"; CE General Rulings, Increasing / Reducing the Attack of a Unit That Has Assigned Its Damage).

A distribution is chosen as a short sequence of actions, each one asked of the engine (one rule in one place):

- ``assign`` with ``amount`` 0 gives the rest of the Unit's damage (all of it when none is given yet) to one recipient
  and places the whole assignment in the battle (the scenario's ``assign``/``to``);
- ``assign`` with ``amount`` 1 gives one point to a recipient and keeps the Unit's assignment open: until the rest is
  given, only that Unit's assignment goes on (nothing is placed in the battle meanwhile).

The recipients are taken in the order the engine lists them (:meth:`~judge.bttcg.battle.BattleRunner.recipients`):
points go to a recipient at or after the last one given a point, and the rest to a later one, so that each
distribution is reached by exactly one sequence. After a rise (``pending`` "raise") the old damage stays where it
went and only the new damage is distributed; after a drop (``pending`` "lower") the damage left is distributed anew
and the engine takes it only as taken back from where it went.

The bound (said, not hidden): a point is offered only where giving the rest to some later recipient is then legal
(tried on a copy), so that a started distribution can always be finished; a distribution that only a further split
could make legal is not reached."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.bttcg.battle import BattleRunner
from judge.bttcg.battle_assign import damage_to_assign
from judge.bttcg.game.actions import Action
from judge.bttcg.state import Fighter, UnsupportedError

if TYPE_CHECKING:
    from judge.bttcg.game.battles import BattleInProgress


def base(fighter: Fighter) -> dict[str, int]:
    """What stays assigned whatever the new assignment says: the old damage after a rise, else nothing."""
    return dict(fighter.assigned or {}) if fighter.pending == "raise" else {}


def given(b: BattleInProgress, card_id: str) -> dict[str, int]:
    """The points given so far in the Unit's open distribution (empty when none is open)."""
    return dict(b.split) if b.splitting == card_id else {}


def rest(runner: BattleRunner, b: BattleInProgress, fighter: Fighter) -> int:
    """The damage still to give: the whole (:func:`~judge.bttcg.battle_assign.damage_to_assign`) less the old damage
    kept after a rise and the points already given."""
    kept = sum(base(fighter).values()) + sum(given(b, fighter.card_id).values())
    return damage_to_assign(runner, fighter) - kept


def assignment(runner: BattleRunner, b: BattleInProgress, fighter: Fighter, recipient: str) -> dict[str, int]:
    """The whole assignment the engine is given when the rest goes to ``recipient``."""
    to = base(fighter)
    for card_id, n in given(b, fighter.card_id).items():
        to[card_id] = to.get(card_id, 0) + n
    to[recipient] = to.get(recipient, 0) + max(rest(runner, b, fighter), 0)
    return to


def actions_for(
    runner: BattleRunner,
    b: BattleInProgress,
    player: str,
    fighter: Fighter,
    recipients: list[str],
    placed: Callable[[Action, dict[str, int]], bool],
) -> list[Action]:
    """The legal ways to go on with the Unit's assignment: the rest to each later recipient where the engine takes
    it, and one point to each recipient from which the rest can then go to a later one. ``placed`` asks the engine
    (on a copy) whether the whole assignment ``to`` is legal.

    :raises UnsupportedError: when the Unit's damage must be assigned and no way is found (never a pass offered in
        its place: rulebook p.27, assigning damage is the one thing a player must do in his or her step).
    """
    card_id = fighter.card_id
    points = given(b, card_id)
    last = max((recipients.index(c) for c in points if c in recipients), default=-1)
    left = rest(runner, b, fighter)
    found: list[Action] = []
    for i, recipient in enumerate(recipients):
        if i > last:
            action = Action("assign", player, card_id, target=recipient)
            if placed(action, assignment(runner, b, fighter, recipient)):
                found.append(action)
    for i, recipient in enumerate(recipients[:-1]):
        if left < 2 or i < last:
            continue
        for later in recipients[i + 1 :]:
            to = assignment(runner, b, fighter, later)
            to[later] -= 1
            to[recipient] = to.get(recipient, 0) + 1
            if placed(Action("assign", player, card_id, target=later), to):
                found.append(Action("assign", player, card_id, target=recipient, amount=1))
                break
    if not found:
        name = runner.pos.name(card_id)
        among = ", ".join(runner.pos.name(c) for c in recipients)
        raise UnsupportedError(
            f"{name}: the game finds no legal assignment of its {left} damage among {among} (a distribution it "
            "does not enumerate, or one the engine cannot take)"
        )
    return found


def give_point(b: BattleInProgress, action: Action) -> None:
    """One point of the Unit's damage given to a recipient; its distribution stays open (nothing placed yet)."""
    if b.splitting != action.card:
        b.splitting, b.split = action.card, {}
    target = action.target or ""
    b.split[target] = b.split.get(target, 0) + 1


def close(b: BattleInProgress) -> None:
    """The Unit's distribution is placed in the battle: none is open any more."""
    b.splitting, b.split = None, {}


__all__ = ["actions_for", "assignment", "base", "close", "give_point", "given", "rest"]
