"""Who may not attack, or attack a card, by the text of a card other than the attacking Unit's own (or its Pilot's or
Enhancement's: ``unit_restrictions.py``), checked as the mission is declared:

- "Slow Units cannot attack." (``cannot_attack`` of the Units a selector chooses) on a Command card in play that is
  not on another card (rulebook p.26: "All Command cards can affect the battle, except for Enhancements and Pilots"),
  or on a Terrain card, in a mission whose target is in the region it enhances (Glossary, Terrain: "A Terrain can
  affect any mission whose target is in the region it enhances"; rulebook p.12: Terrain "affects attacks in that
  region");
- "Units cannot attack in groups of more than three." (``group_limit``, against any target; the same for blocking),
  on such a card: a larger attacking (blocking) group is a violation (rulebook p.24-25: the groups);
- "Enhanced site cannot be attacked by slow Units." / "~ cannot be attacked by slow Units." (``cannot_be_attacked``
  ``by`` a selector): no group with such a Unit may attack it (:func:`attacker_fits`, for ``unit_restrictions``).

A card's text makes exceptions to the rules (rulebook p.9); the attacking group is the mission's (rulebook p.24).
Only continuous abilities without conditions are executed here (a Terrain card's, also with "This ability applies
only during a mission whose target is in the region enhanced by this card", which says the same), whose selectors
choose Units by kind, owner, speed, states a card has outside a battle (tapped, ...) and the refinements every
selector has; anything else stays refused (``stats.check_bystanders``, ``stats.check_supported``).
"""

from __future__ import annotations

from judge.bttcg import continuous, terrain
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.unit_types import UNIT_NOUNS, noun_fits
from judge.dsl import models as m

_IN_BATTLE = frozenset({"attacking", "blocking", "engaged"})
"""States a Unit has only in a battle: no selector of who may attack or be attacked has them here (a mission is not
declared yet)."""
_ON_OTHER_CARDS = frozenset({"Enhancement", "Pilot"})


def chosen(target: m.Target | None) -> m.Selector | None:
    """ "Slow Units", "each opposing 'Mech", "tapped Vehicles": the Units a selector chooses before a battle (as
    ``continuous`` reads them), else ``None``."""
    selector = continuous.units_of(target) if target is not None else None
    if selector is None or set(selector.states) & _IN_BATTLE:
        return None
    return selector


def _ban(effect: m.Effect) -> bool:
    """ "Slow Units cannot attack."; "Units cannot attack in groups of more than three." (any target)."""
    if isinstance(effect, m.GroupLimit):
        return effect.against is None and effect.noun in UNIT_NOUNS
    return isinstance(effect, m.CannotAttack) and chosen(effect.target) is not None


def bans(ability: m.Ability, *, terrain_card: bool = False) -> bool:
    """Whether the ability is always on and only forbids Units a selector chooses to attack, or groups larger than a
    most to attack or block (a Terrain card's: also "This ability applies only during a mission whose target is in
    the region enhanced by this card")."""
    if not isinstance(ability, m.Static) or ability.used or not ability.effects:
        return False
    timings = all(terrain.is_region_timing(c) for c in ability.conditions) if terrain_card else not ability.conditions
    return timings and all(map(_ban, ability.effects))


def bystander_executed(face: CardFace, ability: m.Ability) -> bool:
    """Whether ``stats.check_bystanders`` passes this ability of a Command card beside the battle (done here)."""
    if terrain.is_terrain(face):
        return bans(ability, terrain_card=True)
    return face.kind == "command" and not face.keywords & _ON_OTHER_CARDS and bans(ability)


def attacker_fits(pos: Position, source: str, by: m.Target, unit: str) -> bool:
    """Whether the attacking ``unit`` is one of the Units ``by`` chooses, as the text of ``source`` reads it ("cannot
    be attacked by slow Units"; "you" and "opponent" are its controller's and the other player's)."""
    selector = chosen(by)
    if selector is None:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not check who may attack it by this selector yet")
    return continuous.reaches(pos, None, source, selector, unit)


def _sources(pos: Position) -> list[tuple[str, m.CannotAttack | m.GroupLimit]]:
    """Each ban in play, with the card saying it."""
    found: list[tuple[str, m.CannotAttack | m.GroupLimit]] = []
    for card_id, state in pos.cards.items():
        face = pos.faces[card_id]
        if face.kind != "command" or state.on is not None or not is_active(state):
            continue
        for ability in face.abilities:
            if isinstance(ability, m.Static) and bystander_executed(face, ability):
                found += [(card_id, e) for e in ability.effects if isinstance(e, m.CannotAttack | m.GroupLimit)]
    return found


def check(pos: Position, spec: MissionSpec) -> None:
    """Records a violation for each Unit of the attacking group a card in play forbids to attack.

    :raises UnsupportedError: for a depleted card with such a ban (face down: whether its text still applies is not
        settled), or a Terrain card whose region decides and the scenario does not give."""
    for source, effect in _sources(pos):
        hit = (
            _over_the_limit(pos, spec, source, effect)
            if isinstance(effect, m.GroupLimit)
            else _barred(pos, spec, source, effect)
        )
        if not hit:
            continue
        name = pos.name(source)
        if pos.cards[source].depleted:
            raise UnsupportedError(
                f"{name} is depleted (face down): whether its continuous ability still applies is not settled"
            )
        rules: tuple[str, ...] = (t.RULES_MAKE_EXCEPTIONS, r.MISSION)
        if terrain.is_terrain(pos.faces[source]):
            if terrain.region_of_site(pos, spec.target) != terrain.enhanced_region(pos, source):
                continue  # it affects only missions whose target is in the region it enhances
            rules = (terrain.TERRAIN_GLOSSARY, *rules)
        if isinstance(effect, m.GroupLimit):
            what = "attack" if effect.action == "attack" else "block"
            cited = (*rules, r.BLOCKING) if effect.action == "block" else rules
            pos.violate(
                None,
                f"no group of more than {effect.most} {effect.noun}s can {what} ({name}): this one has {len(hit)}",
                *cited,
            )
            continue
        for unit in hit:
            pos.violate(None, f"{pos.name(unit)} cannot attack ({name})", *rules)


def _barred(pos: Position, spec: MissionSpec, source: str, effect: m.CannotAttack) -> list[str]:
    """The attackers the ban chooses."""
    selector = chosen(effect.target)
    assert selector is not None  # bans() says so
    return [u for u in spec.group if u in pos.faces and continuous.reaches(pos, None, source, selector, u)]


def _over_the_limit(pos: Position, spec: MissionSpec, source: str, effect: m.GroupLimit) -> list[str]:
    """The Units of the attacking (blocking) group the limit counts, when they are more than it allows; ``player``:
    the limit binds only the groups of the card's controller ("you") or of the other player."""
    player = spec.attacker if effect.action == "attack" else pos.other(spec.attacker)
    mine = player == pos.owners[source]
    if (effect.player == "you" and not mine) or (effect.player == "opponent" and mine):
        return []
    group = spec.group if effect.action == "attack" else spec.blockers
    units = [
        c
        for c in group
        if c in pos.faces and pos.faces[c].kind == "unit" and noun_fits(effect.noun, pos.faces[c].unit_type)
    ]
    return units if len(units) > effect.most else []
