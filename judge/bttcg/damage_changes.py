"""Changes to how the damage a card's effect deals resolves in a battle: structure damage, which armor does not stop
("Deal 1 structure damage to one 'Mech"), and damage the text says the card itself deals ("Marik Arms Trade deals 1
damage to attacking 'Mech").

Sources: the rulebook's glossary (p.44, Armor: "When a Unit or site is damaged, its armor diminishes some of that
damage; only damage that gets through the armor has any lasting effect"; p.46, Structure: "Serious damage to a Unit
or Command card is represented by damage counters"): structure damage is damage that goes to the structure as damage
counters, past the armor. Resolving damage (rulebook p.29-30): prevention, then armor once for the lump sum, then
damage counters against structure. Where the card's structure damage meets prevention or a multiplier, the order the
rules give for ordinary damage does not say which part of the lump sum they reach: the engine refuses rather than
guess (:func:`structure_problem`).

A card's effect is dealt by the card whatever the wording ("Deal 1 damage" or "~ deals 1 damage"): the engine
records every effect's damage with the card as its source (``CardDamage.source``), so "~ deals" names the same card
(CE General Rulings, Temporary Cease-Fire: damage "dealt by cards other than Units" is the card's own).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg.state import Battle
from judge.dsl import models as m

STRUCTURE = "rulebook/glossary-index/structure"
ARMOR = "rulebook/glossary-index/armor"
RULE_IDS = (STRUCTURE, ARMOR)


def source_problem(effect: m.DealDamage) -> str | None:
    """Damage the text says a card deals: executed when that card is the card whose effect it is (``~ deals``)."""
    if effect.source is None or isinstance(effect.source, m.This):
        return None
    return "damage dealt by a named card"


def structure_part(battle: Battle, card_id: str, to: Callable[[str], str], receives: Callable[[str], bool]) -> int:
    """The structure damage (armor does not stop it) among the damage ``card_id`` receives from cards' effects."""
    return sum(
        hit.amount
        for hit in battle.card_damage
        if hit.structure and receives(hit.recipient) and to(hit.recipient) == card_id
    )


def structure_problem(battle: Battle, card_id: str, structure: int, shielded: bool) -> str | None:
    """Why the engine does not resolve this card's structure damage: prevention or a multiplier on the same card
    (which part of the lump sum each reaches is not settled by the rules)."""
    if not structure:
        return None
    if shielded:
        return "structure damage to a card whose damage is also prevented"
    if battle.multipliers.get(card_id, 1) != 1:
        return "structure damage to a card whose damage is also multiplied"
    return None


def armor_stops(armor: int, after_prevention: int, structure: int) -> int:
    """What armor stops of the damage left after prevention: never the structure damage (it goes to the structure
    as damage counters: rulebook glossary, Armor and Structure)."""
    return max(0, min(armor, after_prevention - structure))
