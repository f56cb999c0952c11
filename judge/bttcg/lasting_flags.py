"""Lasting effects that are no change of a stat, kept for the rest of the mission or the turn: "Prevent all damage
dealt to target 'Mech this turn." (``prevent_all_damage`` received), "Target Unit cannot block this turn."
(``cannot_block``): kept in ``Position.lasting`` as flags and ended by ``lasting.end`` with the mission or the turn.

Rules: a Mission card's effects last until the end of that mission (rulebook p.13, Mission Cards), unless the card
says longer: the card's words make the exception (rulebook p.9), and "this turn" / "until end of turn" ends after
the End of Turn phase (rulebook p.33), so it still holds in a later mission of the same turn.

- all damage to the card is prevented in this battle (a shield, as the same effect without a duration: rulebook
  p.29-30, Resolving Damage: prevention before armor) and in each later battle while the flag lasts
  (:func:`start`, as each mission is declared);
- the card cannot block: checked as blockers are declared in a later mission (``mission.check_blockers`` asks
  :func:`cannot_block`; rulebook p.25, Blocking). In the battle under way its blockers are declared already: a
  blocker stays one (the card says it cannot *block*, not that it leaves the battle).

Refused (:func:`problem`): prevention of the damage a card deals, or only of missiles, lasting; "cannot block unless
guarding"; any other lasting effect (``lasting.lasting_problem``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import resolve_target, target_problem
from judge.bttcg.state import Battle, LastingBonus, Position, Shield
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
END_OF_TURN = "rulebook/end-of-turn-phase"
MISSION_EFFECTS_END = "rulebook/mission-cards"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, END_OF_TURN, MISSION_EFFECTS_END)

PREVENT_ALL = "all damage to it prevented"
CANNOT_BLOCK = "cannot block"
_UNTIL: dict[str, Literal["mission", "turn"]] = {"end_of_mission": "mission", "end_of_turn": "turn"}


def _flag(inner: m.Effect) -> str | None:
    if isinstance(inner, m.PreventAllDamage) and inner.received and not inner.dealt and not inner.missile:
        return PREVENT_ALL
    if isinstance(inner, m.CannotBlock) and not inner.unless_guarding:
        return CANNOT_BLOCK
    return None


def handles(effect: m.Effect) -> bool:
    """Whether the lasting effect is one of these flags (all its effects)."""
    return (
        isinstance(effect, m.Lasting)
        and bool(effect.effects)
        and all(isinstance(e, m.PreventAllDamage | m.CannotBlock) for e in effect.effects)
    )


def problem(effect: m.Lasting) -> str | None:
    """Why a battle does not execute this lasting effect yet (``None``: it does)."""
    if effect.until not in _UNTIL:
        return f"a lasting effect until {effect.until.replace('_', ' ')} other than a change of a stat"
    for inner in effect.effects:
        if _flag(inner) is None:
            return f"a lasting effect '{inner.kind}' other than all damage received prevented or 'cannot block'"
        assert isinstance(inner, m.PreventAllDamage | m.CannotBlock)
        found = target_problem(inner.target)
        if found is not None:
            return found
    return None


def run(ctx: Context, effect: m.Lasting) -> None:
    """The flags kept until the mission's or the turn's end; all damage to the card prevented in this battle too."""
    pos, until = ctx.pos, _UNTIL[effect.until]
    source = pos.name(ctx.source)
    for inner in effect.effects:
        flag = _flag(inner)
        assert flag is not None and isinstance(inner, m.PreventAllDamage | m.CannotBlock)  # problem() says so
        for card_id in resolve_target(ctx, inner.target):
            if card_id.endswith(".stockpile") or pos.cards[card_id].zone == "scrapheap":
                continue
            pos.lasting = [*pos.lasting, LastingBonus(ctx.source, card_id, flag, 0, until)]
            rules = (CARDS_MAKE_EXCEPTIONS, END_OF_TURN) if until == "turn" else (MISSION_EFFECTS_END,)
            if flag == PREVENT_ALL:
                ctx.battle.shields.append(Shield(card_id, 0, ctx.source, everything=True))
                pos.note(
                    f"{source}: all damage to {pos.name(card_id)} is prevented until the end of the {until}",
                    r.PREVENTION_AND_ARMOR,
                    *rules,
                )
            else:
                pos.note(f"{source}: {pos.name(card_id)} cannot block until the end of the {until}", r.BLOCKING, *rules)


def start(pos: Position, battle: Battle) -> None:
    """A mission declared: all damage to the cards whose prevention lasts is prevented in its battle too."""
    for kept in pos.lasting:
        if kept.stat == PREVENT_ALL and pos.cards[kept.card_id].zone != "scrapheap":
            battle.shields.append(Shield(kept.card_id, 0, kept.source, everything=True))
            pos.note(
                f"{pos.name(kept.source)}: all damage to {pos.name(kept.card_id)} is still prevented",
                r.PREVENTION_AND_ARMOR,
                CARDS_MAKE_EXCEPTIONS,
                END_OF_TURN,
            )


def cannot_block(pos: Position, card_id: str) -> str | None:
    """The card whose "cannot block" holds now, or ``None``."""
    return next((pos.name(k.source) for k in pos.lasting if k.card_id == card_id and k.stat == CANNOT_BLOCK), None)
