"""Units that may go to the Patrol region as soon as they are activated (DSL ``patrol_at_once``): "You may move
Jenner IIC to your Patrol region as soon as you activate it", "If Dart is fully constructed when you reveal it, you
may immediately place it in your Patrol region".

- A Unit activated waits in the Construction region until the End of Turn phase, so it cannot attack that turn
  (rulebook p.20 "Activating Cards", p.24; CE General Rulings, Deploy Phase); a card's text makes an exception to the
  rules (rulebook p.9): these Units may go on patrol at once, and so may attack the turn they are activated.
- "You may" is the player's choice, given with the activation (``activate: <id>, patrol: true|false``); strict mode:
  a missing choice is a violation, never a guess (shared/spec/scenario-format.md, "Strict mode").
- Activating a card reveals it, and a card can be activated only once fully constructed (rulebook p.20): a Unit
  face down until it is activated is fully constructed when revealed. A Unit deployed revealed (this turn) was
  revealed with no construction counters: fully constructed then only if its total cost was 0, a case the engine
  refuses (what "immediately place it" does to a card not yet activated is not settled); otherwise it is not, and it
  waits like any other Unit. A scenario gives no way to say that a card under construction is face up, so a card
  that starts under construction is face down (rulebook p.18: cards are deployed face down)."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.bttcg.state import UnsupportedError
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_triggers import sentence
from judge.dsl import models as m

RULES = (t.RULES_MAKE_EXCEPTIONS, t.UNITS_WAIT, t.ACTIVATE)


def _abilities(face: CardFace) -> list[tuple[m.Static, m.PatrolAtOnce]]:
    found: list[tuple[m.Static, m.PatrolAtOnce]] = []
    for ability in face.abilities:
        if not isinstance(ability, m.Static):
            continue
        for effect in ability.effects:
            if isinstance(effect, m.PatrolAtOnce):
                if ability.conditions or len(ability.effects) != 1 or face.kind != "unit":
                    raise UnsupportedError(f"{face.name}: {sentence(ability)} (the engine does not execute this yet)")
                found.append((ability, effect))
    return found


def revealed_on_deploy(run: TurnRunner, card_id: str, total_cost: int | None) -> None:
    """A card deployed revealed: a Unit that may go on patrol when fully constructed as it is revealed is refused if
    its total cost is 0 then.

    :raises UnsupportedError: for that case.
    """
    face = run.pos.faces[card_id]
    for ability, effect in _abilities(face):
        if effect.when == "revealed" and total_cost == 0:
            raise UnsupportedError(
                f"{face.name}: {sentence(ability)} (revealed as it is deployed with a total cost of 0: the engine does "
                "not place a card not yet activated in the Patrol region)"
            )


def choice(run: TurnRunner, index: int | None, card_id: str, patrol: bool | None) -> bool | None:
    """Whether the Unit being activated goes on patrol at once: ``True``/``False``, or ``None`` when the choice is
    missing or not the player's to make (the violation recorded). Nothing changes here.

    :raises UnsupportedError: for a ``patrol_at_once`` ability the engine does not read.
    """
    pos = run.pos
    face = pos.faces[card_id]
    if face.kind != "unit":
        if patrol is not None:
            pos.violate(index, f"{face.name} is not a Unit: only Units go to the Patrol region", t.COMMAND_TO_POST)
            return None
        return False
    found = _abilities(face)
    may = any(effect.when == "activated" or card_id not in run.turn.revealed for _, effect in found)
    if not may:
        if patrol:
            why = (
                "it was revealed as it was deployed, not fully constructed then"
                if found
                else "its text does not say it may"
            )
            pos.violate(
                index,
                f"{face.name} cannot go to the Patrol region as it is activated ({why}): a Unit activated waits in "
                "the Construction region until the end of the turn",
                *RULES,
            )
            return None
        return False
    if patrol is None:
        pos.violate(
            index,
            f"{face.name} may go to the Patrol region as soon as it is activated: say whether it does "
            "('patrol: true' or 'patrol: false')",
            *RULES,
        )
        return None
    return patrol


__all__ = ["RULES", "choice", "revealed_on_deploy"]
