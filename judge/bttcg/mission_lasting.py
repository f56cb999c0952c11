"""A lasting effect set during the turn that acts at the end of every mission for the rest of the turn (Assault on
the Rear Echelon: "Until the end of the turn, any patrolling 'Mechs that block are depleted at the end of the
mission."; its Commander's Edition printing says the same of "all patrolling Units that blocked the mission").

Rules:

- the effect holds until the end of the turn (rulebook p.9: the card's words make the exception to the rules; p.33,
  End of Turn phase, the last of the turn): it is kept in ``Position.each_mission`` when the card's plan runs and
  dropped when the turn is over (:func:`end_each_mission`);
- each mission declared while it holds gets its effects as effects waiting for the end of the mission
  (``interpret_later``: their cards settled when the battle's steps are over, applied after damage resolves to the
  cards still in play; a battle is the whole of a mission here, so its end and the mission's are one moment);
- "any patrolling 'Mechs that block" is every one of them (the card's plural; the CE printing says "all"): a rule
  that holds for the turn asks no choice of anyone. A patrolling 'Mech that blocks is one of the mission's blockers
  from the Patrol region (rulebook Glossary, Patrol region; a guarding Unit is not patrolling);
- depleted: tapped and turned face down, reloaded before it untaps (rulebook Glossary, Deplete).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import target_problem
from judge.bttcg.lasting import CARDS_MAKE_EXCEPTIONS, END_OF_TURN
from judge.bttcg.opponent_plays import DEPLETE
from judge.bttcg.state import Battle, Deferred, Position
from judge.dsl import models as m

RULE_IDS = (CARDS_MAKE_EXCEPTIONS, END_OF_TURN, DEPLETE, r.MISSION_CARDS_AFFECT)
_EVERY = frozenset({"any", "all", "each"})


def is_each_mission(effect: m.Effect) -> bool:
    """ "Until the end of the turn, <cards> are depleted at the end of the mission": a lasting effect of depletions
    that wait for the end of each mission."""
    return (
        isinstance(effect, m.Lasting)
        and bool(effect.effects)
        and all(isinstance(e, m.Deplete) and e.delayed == "mission" for e in effect.effects)
    )


def each_mission_problem(effect: m.Lasting) -> str | None:
    """Why the turn cannot keep this effect for the missions of the turn yet, or ``None``."""
    if effect.until != "end_of_turn":
        return f"depleting cards at the end of each mission until '{effect.until}'"
    for inner in effect.effects:
        assert isinstance(inner, m.Deplete)
        target = inner.target
        if inner.reload or not isinstance(target, m.Selector) or target.quantifier not in _EVERY:
            return "reloading, or depleting cards chosen, at the end of each mission"
        if target.count is not None:
            return "depleting a number of cards at the end of each mission"
        problem = target_problem(_every(target))  # checked in the battle, as the mission's effects are
        if problem is not None:
            return problem
    return None


def _every(target: m.Selector) -> m.Selector:
    return target.model_copy(update={"quantifier": "all"})


def plan_each_mission(pos: Position, by: str, source: str, effect: m.Lasting) -> Callable[[], None]:
    """The step that keeps the effect for the missions of the turn (checked by :func:`each_mission_problem`)."""
    problem = each_mission_problem(effect)
    assert problem is None, problem  # turn_effects.turn_effect_problem refused it before
    effects: list[m.Effect] = []
    for inner in effect.effects:
        assert isinstance(inner, m.Deplete) and isinstance(inner.target, m.Selector)
        effects.append(inner.model_copy(update={"target": _every(inner.target)}))

    def step() -> None:
        pos.each_mission = [*pos.each_mission, Deferred(effects, by, source, [])]
        pos.note(
            f"{pos.name(source)}: until the end of the turn, at the end of each mission, its depletions happen",
            CARDS_MAKE_EXCEPTIONS,
            END_OF_TURN,
            DEPLETE,
        )

    return step


def start_mission(pos: Position, battle: Battle) -> None:
    """A mission declared: the effects kept for each mission of the turn wait for its end."""
    for kept in pos.each_mission:
        battle.deferred.append(Deferred(list(kept.effects), kept.player, kept.source, []))
        pos.note(f"{pos.name(kept.source)}: its effect waits for the end of this mission", CARDS_MAKE_EXCEPTIONS)


def end_each_mission(pos: Position) -> None:
    """The turn is over: the effects kept for its missions end."""
    for kept in pos.each_mission:
        pos.note(f"{pos.name(kept.source)}'s effect on each mission ends with the turn", END_OF_TURN)
    pos.each_mission = []


__all__ = [
    "RULE_IDS",
    "each_mission_problem",
    "end_each_mission",
    "is_each_mission",
    "plan_each_mission",
    "start_mission",
]
