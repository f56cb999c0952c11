"""``If that Unit receives 5 or more damage, scrap this card`` (the Mercenary Contracts): checked when the battle's
damage resolves, on the damage the Unit receives, which is counted before prevention and armor ("Of the 14 damage
received by the Sunder, 2 is prevented by the Mission card, and its armor subtracts another 3": rulebook p.29-30,
Resolving Damage); the card is scrapped with the damage (rulebook p.29: all damage resolves at once). The Unit is the
one chosen before ("that Unit"); a Unit that left the battle receives none (CE rulings: Removing Units from
Battle)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import Context, resolve_target, target_problem
from judge.bttcg.state import ScrapWatch
from judge.dsl import models as m

RECEIVED_BEFORE_PREVENTION = "rulebook/resolving-damage-9"
"""Rulebook p.29-30, the Sunder example: damage received is counted before prevention and armor."""
RULE_IDS = (RECEIVED_BEFORE_PREVENTION, r.RESOLVE_DAMAGE)


def scrap_if_damaged_problem(effect: m.ScrapIfDamaged) -> str | None:
    if not isinstance(effect.watched, m.ThatOne):
        return "a condition on damage received by a card not chosen before"
    return target_problem(effect.watched)


def run_scrap_if_damaged(ctx: Context, effect: m.ScrapIfDamaged) -> None:
    """Keeps the watch on the battle, for damage resolution (:func:`to_scrap`)."""
    pos = ctx.pos
    for card_id in resolve_target(ctx, effect.watched):
        ctx.battle.watches.append(ScrapWatch(ctx.source, card_id, effect.threshold))
        pos.note(
            f"{pos.name(ctx.source)} will be scrapped if {pos.name(card_id)} receives {effect.threshold} or more "
            "damage in this battle (counted before prevention and armor)",
            RECEIVED_BEFORE_PREVENTION,
        )


def to_scrap(watches: list[ScrapWatch], received: dict[str, int]) -> list[str]:
    """The cards whose watched Unit received at least the threshold (``received``: per card, before prevention
    and armor)."""
    return [w.source for w in watches if received.get(w.watched, 0) >= w.threshold]


__all__ = ["RULE_IDS", "run_scrap_if_damaged", "scrap_if_damaged_problem", "to_scrap"]
