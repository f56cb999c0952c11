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

A point is offered only where the started distribution can then be finished legally (tried on a copy), so that a
started distribution can always be finished: first the rest given to one later recipient; when none takes it, every
way of spreading the rest over that recipient and the later ones, most to the earliest first (after a drop, for
instance, the damage left may have to be taken back from several recipients at once: rulebook p.28). The bound (said,
not hidden): at most :data:`SEARCH_BOUND` whole distributions are tried for one decision; a Unit whose damage no
distribution tried within the bound places is refused out loud, the bound named."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from judge.bttcg.battle import BattleRunner
from judge.bttcg.battle_assign import damage_to_assign
from judge.bttcg.game.actions import Action
from judge.bttcg.state import Fighter, UnsupportedError

if TYPE_CHECKING:
    from judge.bttcg.game.battles import BattleInProgress


SEARCH_BOUND = 64
"""The most whole distributions tried, beyond the rest given to one recipient, for one decision of a Unit's
assignment (each is a trial of the engine on a copy)."""


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


def spreads(total: int, slots: int) -> Iterator[tuple[int, ...]]:
    """Every way of putting ``total`` points in ``slots`` ordered places, the most in the earliest place first."""
    if slots == 1:
        yield (total,)
        return
    for first in range(total, -1, -1):
        for others in spreads(total - first, slots - 1):
            yield (first, *others)


class _Search:
    """The whole distributions tried for one decision (each once), within :data:`SEARCH_BOUND`."""

    def __init__(self, placed: Callable[[Action, dict[str, int]], bool], player: str, card_id: str) -> None:
        self.placed, self.player, self.card_id = placed, player, card_id
        self.seen: dict[tuple[tuple[str, int], ...], bool] = {}
        self.tried = 0
        self.bounded = False

    def legal(self, last: str, to: dict[str, int], *, searching: bool = False) -> bool:
        key = tuple(sorted((c, n) for c, n in to.items() if n))
        if key not in self.seen:
            if searching and self.tried >= SEARCH_BOUND:
                self.bounded = True
                return False
            self.tried += int(searching)
            self.seen[key] = self.placed(Action("assign", self.player, self.card_id, target=last), dict(key))
        return self.seen[key]


def _finishable(search: _Search, start: dict[str, int], recipients: list[str], i: int, points: int) -> bool:
    """Whether, one point given to ``recipients[i]`` on top of ``start``, the other ``points`` can be spread over
    that recipient and the later ones (some to a later one, where the distribution's last action puts them) so that
    the engine takes the whole assignment: the rest to one later recipient first, then every other spread."""
    here = dict(start)
    here[recipients[i]] = here.get(recipients[i], 0) + 1
    for later in recipients[i + 1 :]:
        to = dict(here)
        to[later] = to.get(later, 0) + points
        if search.legal(later, to):
            return True
    places = recipients[i:]
    for spread in spreads(points, len(places)):
        if not any(spread[1:]) or sum(1 for n in spread if n) == 1:
            continue  # no point after it (not this action's way), or the rest to one recipient (tried above)
        to = dict(here)
        for recipient, n in zip(places, spread, strict=True):
            to[recipient] = to.get(recipient, 0) + n
        last = next(r for r, n in zip(reversed(places), reversed(spread), strict=True) if n)
        if search.legal(last, to, searching=True):
            return True
    return False


def actions_for(
    runner: BattleRunner,
    b: BattleInProgress,
    player: str,
    fighter: Fighter,
    recipients: list[str],
    placed: Callable[[Action, dict[str, int]], bool],
) -> list[Action]:
    """The legal ways to go on with the Unit's assignment: the rest to each later recipient where the engine takes
    it, and one point to each recipient from which the distribution can then be finished (:func:`_finishable`).
    ``placed`` asks the engine (on a copy) whether the whole assignment ``to`` is legal.

    :raises UnsupportedError: when the Unit's damage must be assigned and no way is found (never a pass offered in
        its place: rulebook p.27, assigning damage is the one thing a player must do in his or her step).
    """
    card_id = fighter.card_id
    points = given(b, card_id)
    last = max((recipients.index(c) for c in points if c in recipients), default=-1)
    left = rest(runner, b, fighter)
    search = _Search(placed, player, card_id)
    found: list[Action] = []
    for i, recipient in enumerate(recipients):
        if i > last and search.legal(recipient, assignment(runner, b, fighter, recipient)):
            found.append(Action("assign", player, card_id, target=recipient))
    start = assignment(runner, b, fighter, recipients[0])
    start[recipients[0]] -= max(left, 0)  # the old damage kept and the points given, nothing of the rest
    for i, recipient in enumerate(recipients[:-1]):
        if left >= 2 and i >= last and _finishable(search, start, recipients, i, left - 1):
            found.append(Action("assign", player, card_id, target=recipient, amount=1))
    if not found:
        name = runner.pos.name(card_id)
        among = ", ".join(runner.pos.name(c) for c in recipients)
        bound = f"; the search stopped at its bound of {SEARCH_BOUND} distributions" if search.bounded else ""
        raise UnsupportedError(
            f"{name}: the game finds no legal assignment of its {left} damage among {among} (a distribution it "
            f"does not enumerate, or one the engine cannot take{bound})"
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


__all__ = ["SEARCH_BOUND", "actions_for", "assignment", "base", "close", "give_point", "given", "rest", "spreads"]
