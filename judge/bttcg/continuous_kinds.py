"""The Units a continuous change of a card in play chooses by what they have or where they are (``continuous.py``):
"Each of your Units with VTOL gets +1 attack", "Each opposing 'Mech without Jump gets -1 armor" (a Command card in
play or a Unit in the battle), "Units in this region get +1 armor" (a Terrain card).

Rules:

- options and keywords (``with_option`` / ``without_option``): a Unit has an option or keyword printed on it
  (rulebook p.31, Using Unit Options; CE General Rulings: VTOL, ECM, ...) or gained from an Enhancement or Pilot on it
  (Glossary, Enhancement, Pilot: they give the Unit "an added ability"; ``stats.gained_abilities``). A keyword a
  Command card in play may give (C3, ECM, AP: ``continuous._KEYWORDS``) would make the change depend on the other
  continuous abilities in play: such a selector is not executed here (refused, never guessed);
- "in this region" (``in_enhanced_region``) of a Terrain card: the Units of its controller in the region it enhances
  (Glossary, Terrain), a patrolling Unit in the Patrol region, a guarding Unit in the region of the site it guards
  (rulebook p.25, Guarding a Site: "A guarding Unit is in the same region as the site it's guarding"), a Unit
  activated this turn in the Construction region (rulebook p.20) (``terrain.region_of_site``). A Terrain card affects
  only a mission whose target is in that region (rulebook p.26): ``continuous._terrain_sources``.

A Command card's change to the armor of Command cards ("Your Command cards have +1 armor"): Command cards have armor
(rulebook p.29, Resolving Damage: "Units and Command cards have a base armor value"), read wherever one receives
damage (``stats.armor``, in a battle and outside one). The Command cards are the player's activated ones in play (a
card under construction is only a card under construction, not a Command card: 1997 rulings, Under Construction
Region; CE rulings, Construction Region), the card itself included. Other stats of Command cards, and other sites
(whose base armor is 0 and is not read: ``stats.armor``), are refused.
"""

from __future__ import annotations

from judge.bttcg.state import Position, is_active
from judge.bttcg.terrain import enhanced_region, region_of_site
from judge.dsl import models as m

FIELDS = frozenset({"with_option", "without_option"})
"""The refinements of a continuous change to Units resolved here, whatever card it is on."""
TERRAIN_FIELDS = frozenset({"in_enhanced_region"})
"""Those resolved here for a Terrain card's change only."""

_OPTIONS: dict[str, type[m.Ability]] = {
    "Overheat": m.Overheat,
    "Alpha Strike": m.AlphaStrike,
    "Missile": m.Missile,
    "Jump": m.Jump,
}
_GIVEN_IN_PLAY = frozenset({"C3", "ECM", "AP"})
"""Keywords a Command card in play may give a Unit (``continuous._KEYWORDS``)."""


def executes(selector: m.Selector, *, terrain: bool) -> bool:
    """Whether the selector's refinements of this module are resolved (``in_enhanced_region`` only for a Terrain
    card; no option or keyword a Command card in play may give)."""
    if selector.in_enhanced_region and not terrain:
        return False
    return not ({selector.with_option, selector.without_option} & _GIVEN_IN_PLAY)


def has_option(pos: Position, card_id: str, name: str) -> bool:
    """Whether the Unit has the option or keyword, printed or gained from a card on it."""
    from judge.bttcg.stats import gained_abilities  # stats reads the continuous changes: imported when used

    face = pos.faces[card_id]
    abilities = [*face.abilities, *(g.ability for g, _ in gained_abilities(pos, card_id))]
    if name in _OPTIONS:
        return any(isinstance(a, _OPTIONS[name]) for a in abilities)
    return name in face.keywords or any(isinstance(a, m.Keyword) and a.name == name for a in abilities)


_COMMAND_CARDS = frozenset({"kind", "quantifier", "noun", "owner", "card_type"})


def command_cards(target: m.Target) -> bool:
    """ "Your Command cards", "each opposing Command card": every Command card of a player (or of both)."""
    return (
        isinstance(target, m.Selector)
        and target.quantifier in ("each", "all")
        and target.noun == "card"
        and target.card_type == "Command"
        and set(target.model_dump(exclude_defaults=True)) <= _COMMAND_CARDS
    )


def command_card_reached(pos: Position, source: str, target: m.Target, card_id: str) -> bool:
    """Whether the card is one of the Command cards :func:`command_cards` names, of the right player, activated."""
    assert isinstance(target, m.Selector)
    if pos.faces[card_id].kind != "command" or not is_active(pos.cards[card_id]):
        return False
    mine = pos.owners[card_id] == pos.owners[source]
    return not ((target.owner == "you" and not mine) or (target.owner == "opponent" and mine))


def fits(pos: Position, source: str, selector: m.Selector, card_id: str) -> bool:
    """Whether the Unit fits the selector's refinements of this module (the card ``source`` is the change's).

    :raises UnsupportedError: for "in this region" of a Terrain card whose region the scenario does not give
        (``terrain.enhanced_region``)."""
    if selector.with_option is not None and not has_option(pos, card_id, selector.with_option):
        return False
    if selector.without_option is not None and has_option(pos, card_id, selector.without_option):
        return False
    if selector.in_enhanced_region:
        return region_of_site(pos, card_id) == enhanced_region(pos, source)
    return True


__all__ = ["FIELDS", "TERRAIN_FIELDS", "command_card_reached", "command_cards", "executes", "fits", "has_option"]
