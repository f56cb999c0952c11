"""OmniMech configurations (CE rulings: OmniMech-Pod Cache): which 'Mech an OmniMech is a configuration of, read
from its name, and the search that swaps one configuration for another during the turn (split out of
``turn_abilities.py``)."""

from __future__ import annotations

import re
from functools import partial
from typing import NoReturn

from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.cost_points import cost_point_problem, plan_cost_points
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position, UnsupportedError
from judge.bttcg.turn import TurnRunner, card
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.cards.names import split_code
from judge.dsl import models as m

_CONFIGURATION = re.compile(r"^(?P<chassis>.+?)\s+(?:Prime|[A-Z])(?:\s+Revised)?$")
"""A Clan OmniMech's configuration after its name: ``Daishi A``, ``Daishi Prime``."""
_OMNI_CODE = re.compile(r"^(?P<chassis>.+-O)[A-Z]?$", re.IGNORECASE)
"""An Inner Sphere OmniMech's configuration at the end of its model code: ``BJ2-OB``, ``SD1-O``."""


def chassis(name: str) -> tuple[str, str | None]:
    """The 'Mech an OmniMech is a configuration of, from its name: ``Daishi A (Dire Wolf)`` and ``Daishi Prime (Dire
    Wolf)`` are both ``("daishi", "direwolf")``; ``Blackjack (BJ2-OB)`` is ``("blackjack", "bj2o")``."""
    stem, code = split_code(name)
    found = _CONFIGURATION.match(stem)
    if found is not None:
        stem = found.group("chassis")
    elif code is not None and (omni := _OMNI_CODE.match(code)) is not None:
        code = omni.group("chassis")
    return _key(stem), _key(code) if code is not None else None


def _key(text: str) -> str:
    """Letters and digits only: ``Storm Crow`` and ``Stormcrow`` are one name."""
    return re.sub(r"[^a-z0-9]", "", text.casefold())


def not_a_configuration(old: CardFace, new: CardFace) -> str | None:
    """Why ``new`` is not a configuration of the OmniMech ``old`` (both Omni 'Mechs of one chassis), or ``None``."""
    if new.kind != "unit" or new.unit_type != "mech":
        return "it is not a 'Mech"
    if not new.has_keyword("Omni"):
        return "it is not an Omni 'Mech (an OmniMech's configurations are OmniMechs)"
    if chassis(old.name) != chassis(new.name):
        return "it is another 'Mech"
    return None


def plan_search(
    run: TurnRunner,
    index: int | None,
    by: str,
    source: str,
    effect: m.Search,
    rest: list[m.Effect],
    plan: _Plan,
) -> list[m.Effect]:
    """``search your Stockpile for any configuration of that 'Mech`` and what is done with the card found: put
    into the Patrol region (activated), the Stockpile shuffled, paid per point of base cost above the old one.
    Returns the effects after those it took."""
    pos = run.pos
    face = pos.faces[source]
    target = effect.target
    if not (isinstance(target, m.Selector) and target.configuration_of_that and len(plan.last) == 1):
        raise UnsupportedError(f"{face.name}: the engine does not execute this search during the turn yet")
    old = plan.last[0]
    if not plan.chosen:
        pos.violate(index, f"{face.name}: say which card of {by}'s Stockpile is searched for (choose)", t.STOCKPILE)
        raise _RefusedError
    new = plan.chosen.pop(0)
    new_face = card(pos, new)
    state = pos.cards[new]
    if pos.owners[new] != by or state.zone != "stockpile":
        pos.violate(
            index, f"{new_face.name} is not in {by}'s Stockpile: the search is of {by}'s Stockpile", t.STOCKPILE
        )
        raise _RefusedError
    old_face = pos.faces[old]
    problem = not_a_configuration(old_face, new_face)
    if problem is not None:
        pos.violate(index, f"{new_face.name} is not a configuration of {old_face.name}: {problem}", t.OMNI)
        raise _RefusedError
    put: m.PutIntoPlay | None = None
    while rest and isinstance(rest[0], m.PutIntoPlay | m.Shuffle | m.PerCostPoint):
        taken = rest.pop(0)
        if isinstance(taken, m.PerCostPoint):
            old_cost, new_cost = run.turn.costs.get(old), run.turn.costs.get(new)
            if old_cost is None or new_cost is None:
                raise UnsupportedError(f"{face.name}: the base construction costs of the two 'Mechs are not known")
            problem = cost_point_problem(taken)
            if problem is not None:
                raise UnsupportedError(f"{face.name}: the engine does not execute {problem} yet")
            if new_cost.base > old_cost.base:  # paid point by point (judge/bttcg/cost_points.py)
                points = new_cost.base - old_cost.base
                plan_cost_points(run, by, source, points, taken, plan, partial(_refuse, pos, index))
        elif isinstance(taken, m.PutIntoPlay):
            if not (isinstance(taken.target, m.ThatOne) and taken.patrol and taken.on is None and taken.damage is None):
                raise UnsupportedError(f"{face.name}: the engine does not put this card into play yet")
            put = taken
    if put is None:
        raise UnsupportedError(f"{face.name}: the engine does not execute a search without putting the card in play")

    def search() -> None:
        stockpile_cards.take(pos, by, new, "patrol")  # the real card, in a whole game
        stockpile_cards.shuffle(pos, by)
        state.zone, state.activated, state.tapped = "patrol", False, False
        pos.note(
            f"{by} searches the Stockpile for {new_face.name} and puts it into the Patrol region, activated "
            f"({pos.stockpiles[by]} card(s) left in the Stockpile, shuffled)",
            t.OMNI,
            t.STOCKPILE,
        )
        run.check_stockpiles()

    plan.steps.append(search)
    plan.last = [new]
    return rest


def _refuse(pos: Position, index: int | None, message: str, rule: str) -> NoReturn:
    pos.violate(index, message, rule)
    raise _RefusedError


__all__ = ["chassis", "not_a_configuration", "plan_search"]
