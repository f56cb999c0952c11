"""Selector refinements that need a battle under way (``refinements.IN_BATTLE``): "that is involved in the mission",
"that have already used Alpha Strikes", "that dealt damage to that Unit", "'Mechs attacking that site". During the
turn they are refused: nothing is involved in a mission then."""

from __future__ import annotations

from judge.bttcg.refinements_base import Where, the_one
from judge.bttcg.state import Battle, UnsupportedError
from judge.dsl import models as m


def in_battle(where: Where, word: str) -> Battle:
    if where.battle is None:
        raise UnsupportedError(f"the engine does not resolve '{word}' outside a battle")
    return where.battle


def in_mission(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "that is involved in the mission": an attacking or blocking Unit still in the battle, or the target (rulebook
    p.26; Glossary, Engaged: "Units involved in a battle")."""
    battle = in_battle(where, "involved in the mission")
    fighter = battle.fighters.get(card_id)
    if card_id == battle.target or (fighter is not None and not fighter.removed):
        return None
    return "it is not involved in the mission"


def used_option(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "that have already used Alpha Strikes": a Unit that used that option in this battle (rulebook p.27-28:
    options are used once per mission; ``battle.BattleRunner`` records each use)."""
    battle = in_battle(where, f"that has used {selector.used_option}")
    fighter = battle.fighters.get(card_id)
    if fighter is not None and selector.used_option in fighter.options_used:
        return None
    return f"it has not used {selector.used_option} in this battle"


def dealt_damage_to_that(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "each Unit that had assigned damage to that Unit during the battle" (Pryde's Pride): a Unit of the battle
    whose damage is assigned to that card, its missiles included (CE rulings: Missiles: part of the damage it deals;
    Massive Battlefield Confusion: a Unit has dealt damage once its damage is assigned)."""
    battle = in_battle(where, "that dealt damage to that card")
    that = the_one(where, "that dealt damage to that card")
    fighter = battle.fighters.get(card_id)
    if fighter is None:
        return "it is not in the battle"
    dealt = (fighter.assigned or {}).get(that, 0) + (fighter.missiles or {}).get(that, 0)
    return None if dealt > 0 else f"it assigned no damage to {where.pos.name(that)}"


def attacking_that(where: Where, selector: m.Selector, card_id: str) -> str | None:
    """ "'Mechs attacking that site": the attacking Units still in the battle, when that card is the target of the
    mission (rulebook p.24-25: the attacking group and its target)."""
    battle = in_battle(where, "attacking that card")
    that = the_one(where, "attacking that card")
    fighter = battle.fighters.get(card_id)
    if battle.target != that or card_id not in battle.group or fighter is None or fighter.removed:
        return f"it is not attacking {where.pos.name(that)}"
    return None


__all__ = ["attacking_that", "dealt_damage_to_that", "in_battle", "in_mission", "used_option"]
