"""Damage to every Stockpile multiplied until the end of the game (Accelerate Conflict, in substance: once its last
operation counter is removed, the card is scrapped and all damage to every Stockpile is doubled for the rest of the
game; DSL ``lasting`` until ``end_of_game`` of ``multiply_damage`` on each Stockpile), begun as the card's last
counter is removed (judge/bttcg/counters.py).

Rules: a Stockpile receiving damage loses one card for each point (rulebook p.29, Resolving Damage); damage
multipliers are cumulative (CE General Rulings, the multiplied-damage ruling the engine cites as
``MULTIPLIED_DAMAGE_CUMULATIVE``); the card's text makes the exception (rulebook p.9). The multiplier is kept with
the other lasting multipliers (``damage_changes.lasting_factor``, read by the battle's damage, the turn's damage and
Stockpile damage from cards) and never ends in the scenario."""

from __future__ import annotations

from judge.bttcg.damage_changes import MULTIPLIER, MULTIPLIER_RULE_IDS
from judge.bttcg.state import LastingBonus, Position
from judge.dsl import models as m

RULE_IDS = MULTIPLIER_RULE_IDS


def stockpile_factor(effect: m.Effect) -> int | None:
    """ "double all damage dealt to each player's Stockpile until the end of the game": the factor, else ``None``."""
    if not isinstance(effect, m.Lasting) or effect.until != "end_of_game" or len(effect.effects) != 1:
        return None
    inner = effect.effects[0]
    if not isinstance(inner, m.MultiplyDamage) or inner.damage != "all":
        return None
    target = inner.target
    every = (
        isinstance(target, m.Selector)
        and target.noun == "stockpile"
        and target.quantifier in ("each", "all")
        and target.owner == "any"
        and not set(target.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner"}
    )
    return inner.factor if every else None


def begin(pos: Position, source: str, factor: int) -> None:
    """From now on, damage dealt to each player's Stockpile is multiplied by ``factor``."""
    pos.lasting = [
        *pos.lasting,
        *(LastingBonus(source, f"{player}.stockpile", MULTIPLIER, factor, "game") for player in pos.players),
    ]
    pos.note(
        f"{pos.name(source)}: damage dealt to each player's Stockpile is multiplied by {factor} until the end of the "
        "game (cumulative)",
        *RULE_IDS,
    )


__all__ = ["RULE_IDS", "begin", "stockpile_factor"]
