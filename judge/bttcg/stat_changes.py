"""Changes of a Unit's stats in a battle beyond adding to them: a stat set to a value ("Reduce the armor of each
opposing Unit to 0": ``set_stat``) and an attack bonus usable only against some targets ("One of your Units has +5
attack, only usable against targets other than Units": ``modify_stat`` with ``only_against``).

Sources: rulebook p.9 (a card's text makes an exception to the rules); Resolving Damage, rulebook p.29 (armor
subtracted from the damage received: a Unit whose armor is reduced to 0 has nothing subtracted); the limited bonus
is used as AP's (its reminder: "+1 attack, only against targets other than Units"; ``stats.bonus_usable``), the bonus
going only to the recipients it is usable against when the Unit's damage is assigned (rulebook p.28, assigning
damage).

What the engine does not settle it refuses: a stat other than armor set; a change of armor after the armor was set
(whether it still applies, the text does not say: the set value is kept only against what came before); a limited
bonus given to a Unit whose damage is already assigned.
"""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import Context, resolve_target, target_problem
from judge.bttcg.state import Fighter, UnsupportedError
from judge.bttcg.stats import OTHER_THAN_UNITS
from judge.dsl import models as m

SET_TO_VALUE = "rulebook/resolving-damage-2"
"""Armor subtracted from the damage received (rulebook p.29)."""
RULE_IDS = (SET_TO_VALUE, r.MISSION_CARDS_AFFECT, r.KEYWORD_ON_CARD, r.DAMAGE_EQUALS_ATTACK)


def set_stat_problem(effect: m.SetStat) -> str | None:
    if effect.stat != "armor":
        return f"setting a Unit's {effect.stat} to a value"
    return target_problem(effect.target)


def run_set_stat(ctx: Context, effect: m.SetStat) -> None:
    """The armor of each Unit in the battle the target reaches is ``value`` for the rest of the battle, whatever
    changed it before (rulebook p.9: the card's text)."""
    pos, battle = ctx.pos, ctx.battle
    for card_id in resolve_target(ctx, effect.target):
        fighter = battle.fighters.get(card_id)
        if fighter is None or fighter.removed:
            continue
        fighter.armor_set = effect.value
        pos.note(
            f"{pos.name(ctx.source)}: the armor of {pos.name(card_id)} is now {effect.value} for this battle",
            r.MISSION_CARDS_AFFECT,
            SET_TO_VALUE,
        )


def check_armor_change(ctx: Context, fighter: Fighter) -> None:
    """:raises UnsupportedError: for a change of armor to a Unit whose armor an effect set before in this battle."""
    if fighter.armor_set is not None:
        raise UnsupportedError(
            f"{ctx.pos.name(ctx.source)}: the engine does not change the armor of {ctx.pos.name(fighter.card_id)} "
            "after an effect set it to a value yet"
        )


def limited_problem(effect: m.ModifyStat) -> str | None:
    """An attack bonus only against targets other than Units, from an effect in a battle: executed."""
    if effect.stat != "attack" or effect.only_against != "other_than_units" or effect.from_roll or effect.amount_from:
        return f"a change of {effect.stat} only against some targets"
    return target_problem(effect.target)


def run_limited(ctx: Context, effect: m.ModifyStat) -> None:
    """Each Unit the target reaches gets the bonus, usable only against targets other than Units: it goes only to
    such recipients when its damage is assigned (``battle_assign``, ``stats.limited_bonuses``)."""
    pos, battle = ctx.pos, ctx.battle
    for card_id in resolve_target(ctx, effect.target):
        fighter = battle.fighters.get(card_id)
        if fighter is None or fighter.removed:
            continue
        if fighter.assigned is not None or fighter.missiles:
            raise UnsupportedError(
                f"{pos.name(ctx.source)}: the engine does not give a limited attack bonus to "
                f"{pos.name(card_id)}, whose damage is already assigned, yet"
            )
        fighter.limited.append((effect.amount, OTHER_THAN_UNITS))
        pos.note(
            f"{pos.name(ctx.source)}: {pos.name(card_id)} gets {effect.amount:+d} attack, only against targets "
            "other than Units",
            r.MISSION_CARDS_AFFECT,
            r.KEYWORD_ON_CARD,
        )
