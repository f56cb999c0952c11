"""A Unit's trigger only against some cards (``facing``): "When ~ attacks a site, ...", "Whenever ~ blocks a
Vehicle, ...", on the ``unit_attacks`` / ``unit_blocks`` / ``unit_attacks_or_blocks`` triggers that
``pilot_triggers.fire`` runs as the mission is declared.

Rules: a Unit attacks the mission's target (rulebook p.23-24: "Brian attacks Melissa's Arrow IV Battery"); a site is
"a card under construction in the Construction region, a single card in the Command Post, or your Stockpile"
(Glossary: Site); an activated Unit is a Unit, not a site (CE rulings, Construction Region). A blocker blocks the
whole attacking group (rulebook p.24, Blocking: "Your opponent either blocks your entire attacking group, or doesn't
block it at all"; Glossary: Group), so it blocks a Vehicle when the attacking group holds one.

Executed: the card kinds a selector names without a choice ("a site", "a Vehicle", "a 'Mech", "a Unit"), opposing
or not (what a Unit attacks or blocks is always its opponent's: rulebook p.23-24); anything else (its own player's
cards, a state, a name, "deals damage to") stays refused, named by :func:`facing_problem`."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Position, is_active, under_construction
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

SITE = "rulebook/glossary-index/site"
"""Glossary: Site (a card under construction, a card in the Command Post, a Stockpile)."""
RULE_IDS = (SITE, r.BLOCKING)

_NOUNS = frozenset({"site", "unit", "mech", "vehicle", "battle_armor"})
_PLAIN = frozenset({"kind", "quantifier", "noun"})
_TRIGGERS = frozenset({"unit_attacks", "unit_blocks", "unit_attacks_or_blocks", "piloted_attacks_or_blocks"})


def facing_problem(condition: m.Facing) -> str | None:
    """Why :func:`holds` cannot check this condition yet, or ``None``."""
    target = condition.target
    if not isinstance(target, m.Selector) or target.quantifier not in ("a", "an", "one", "any"):
        return "a Unit's trigger only against a card named otherwise than by its kind"
    if target.owner not in ("any", "opponent"):  # what a Unit attacks or blocks is always the opponent's
        return "a Unit's trigger only against cards of its own player"
    if target.noun not in _NOUNS or set(target.model_dump(exclude_defaults=True)) - _PLAIN - {"owner"}:
        return "a Unit's trigger only against some cards other than a site or a kind of Unit"
    return None


def supported(ability: m.Triggered) -> bool:
    """Whether every condition of this attack or block trigger is a ``facing`` :func:`holds` checks."""
    return ability.trigger in _TRIGGERS and all(
        isinstance(c, m.Facing) and facing_problem(c) is None for c in ability.conditions
    )


def _fits(pos: Position, card_id: str, noun: str) -> bool:
    """Whether the card (or a player's Stockpile, ``<player>.stockpile``) is of the kind the noun names."""
    if card_id.endswith(".stockpile"):
        return noun == "site"
    state = pos.cards[card_id]
    unit_type = pos.faces[card_id].unit_type if pos.faces[card_id].kind == "unit" else None
    if noun == "site":  # a card under construction, or a card in the Command Post (Glossary: Site)
        return under_construction(state) or (state.zone == "command_post" and unit_type is None)
    return is_active(state) and not under_construction(state) and noun_fits(noun, unit_type)


def holds(pos: Position, battle: Battle, ability: m.Triggered, role: str) -> bool:
    """Whether the Unit's attack (the mission's target) or block (any Unit of the attacking group) faces the cards
    every condition names. ``role`` is ``"attacks"`` or ``"blocks"``."""
    for condition in ability.conditions:
        assert isinstance(condition, m.Facing) and isinstance(condition.target, m.Selector)
        noun = condition.target.noun
        if role == "attacks":
            faced = [battle.target]
        else:
            faced = [u for u in battle.group if not (battle.fighters.get(u) and battle.fighters[u].removed)]
        if not any(_fits(pos, card_id, noun) for card_id in faced):
            return False
    return True


__all__ = ["RULE_IDS", "SITE", "facing_problem", "holds", "supported"]
