"""Continuous abilities of the Command cards in play beside the battle: "Each of your 'Mechs gets -1 structure and
+1 attack." (Wolf High Command), "Each of your blocking 'Mechs gets +2 attack." (Warden Faction), "Each of your
'Mechs ... gains C3" (Kurita High Command), "Each of your Pilots gets +1 initiative and +1 attack." (Training
Facility), a Command card's own "+1 initiative" ("You get +1 initiative.", Khan Natasha Kerensky).

Rulebook p.26 (cards that can affect the battle): "All Command cards can affect the battle, except for Enhancements
and Pilots", which affect it only through the Unit they are on (``stats.attachment_bonus``); Terrain affects a
mission whose target is in the region it enhances (Glossary, Terrain; rulebook p.26): a Terrain card's changes to
Units' attack and armor and to initiative ("Fast 'Mechs get -1 attack.") hold in such a mission only
(:func:`terrain_executed`), never outside a battle. Rulebook p.26 (initiative): "Your total initiative score is
equal to your base initiative plus all initiative modifiers provided by all your cards that can affect the battle."
A continuous ability is always on while its card is in play, without anyone using it (Glossary; CE rulings, Sharilar
Mori: "Sharilar Mori's ability is continuous. The only way to get around it is to scrap it").

Only abilities without conditions are executed here, whose effects :func:`executes` answers for; every other
continuous ability of a Command card in play is refused by ``stats.check_bystanders``, never passed over.
"""

from __future__ import annotations

from collections.abc import Iterator

from judge.bttcg import continuous_kinds, held_assets, refinements, refinements_cards
from judge.bttcg.face_cache import from_face
from judge.bttcg.face_index import states_whose_face
from judge.bttcg.faces import CardFace
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Battle, Position, UnsupportedError, is_active
from judge.bttcg.terrain import is_region_timing, is_terrain, target_in_region
from judge.bttcg.unit_types import UNIT_NOUNS, noun_fits
from judge.dsl import models as m

STATS = ("attack", "armor", "structure")
"""The Unit stats a Command card in play changes here (initiative: :func:`initiative_bonus`)."""
_PLAIN = frozenset({"kind", "quantifier", "noun", "owner", "states"})
"""The selector fields a continuous change of "each of your 'Mechs" may have."""
_REFINED = (
    frozenset({"speed", "other", "with_counters", "alignment"}) | refinements_cards.FIELDS | continuous_kinds.FIELDS
)
"""The refinements it may have besides ("fast 'Mechs", "each other 'Mech you control", "each unaffiliated 'Mech",
"each Unit with two or more bounty counters on it", "each of your Units with VTOL"), checked as in every selector
(``refinements.misfit``; options: ``continuous_kinds.py``)."""
_STATES = frozenset({"attacking", "blocking", "engaged"})
"""The states a Unit is chosen by: in the battle's attacking or blocking group (Glossary, Group), or in the battle
at all (Glossary, Engaged: "Units involved in a battle are said to be engaged in that battle")."""
_OTHER_STATES = frozenset(refinements.STATES)
"""The states checked as in every selector: tapped, untapped, depleted, patrolling, guarding, piloted, unpiloted."""
_UNIT_NOUNS = UNIT_NOUNS
_KEYWORDS = frozenset({"C3", "ECM", "AP"})
"""Keywords a Unit may gain from a Command card in play: read from ``stats.all_abilities`` by the battle."""


def _units(target: m.Target, *, terrain: bool = False) -> m.Selector | None:
    """ "Each of your 'Mechs", "each of your blocking 'Mechs", "each opposing Unit": the selector, else ``None``. A
    Terrain card's may also choose the Units "in this region" (``continuous_kinds.fits``)."""
    if not isinstance(target, m.Selector) or target.quantifier not in ("each", "all"):
        return None
    if target.noun not in _UNIT_NOUNS or not set(target.states) <= _STATES | _OTHER_STATES:
        return None
    if not continuous_kinds.executes(target, terrain=terrain):
        return None
    allowed = _PLAIN | _REFINED | (continuous_kinds.TERRAIN_FIELDS if terrain else frozenset())
    return target if set(target.model_dump(exclude_defaults=True)) <= allowed else None


units_of = _units
"""The selector of Units a continuous ability chooses (for ``attack_bans``)."""


def _pilots(target: m.Target) -> bool:
    """ "Each of your Pilots": every Pilot its controller has in play."""
    return (
        isinstance(target, m.Selector)
        and target.quantifier in ("each", "all")
        and target.noun == "pilot"
        and target.owner == "you"
        and set(target.model_dump(exclude_defaults=True)) <= _PLAIN - {"states"}
    )


def _you(target: m.Target) -> bool:
    """ "You get +1 initiative": the grammar reads it as the bonus of one of your Units
    (``judge/cardtext/transform_effects.py``); on a Command card in play, its controller's initiative. A bare
    "+1 initiative" (Takashi Kurita) the grammar reads as a Pilot's, of the 'Mech it pilots: on a Command card that
    is not a Pilot (:func:`_sources` takes no Pilot, Enhancement or Terrain; the Pilots whose keyword line misses
    the keyword are Pilots by rulebook p.40's table: ``older_pilots.py``) there is no such 'Mech, and the modifier is
    the card's own, given to its controller's score (rulebook p.26: "all initiative modifiers provided by all your
    cards that can affect the battle")."""
    if isinstance(target, m.PilotedUnit):
        return True
    return isinstance(target, m.Selector) and target.model_dump(exclude_defaults=True) == {
        "quantifier": "a",
        "noun": "unit",
        "owner": "you",
    }


def _that_player(target: m.Target) -> bool:
    """ "That player gets -1 initiative" (Sharilar Mori): the player its card chose as it was activated."""
    return isinstance(target, m.ThatOne) and target.model_dump(exclude_defaults=True) == {"noun": "player"}


def _chooses_a_player(face: CardFace) -> bool:
    """ "Choose a player when you activate this card": the choice "that player" names."""
    return any(
        isinstance(a, m.Triggered)
        and a.trigger == "activated"
        and not a.conditions
        and len(a.effects) == 1
        and isinstance(a.effects[0], m.Choose)
        and not a.effects[0].more
        and isinstance(a.effects[0].target, m.Selector)
        and a.effects[0].target.model_dump(exclude_defaults=True) == {"quantifier": "a", "noun": "player"}
        for a in face.abilities
    )


def _plain_change(effect: m.ModifyStat) -> bool:
    return not effect.from_roll and effect.amount_from is None and effect.only_against is None


def _to_units(effect: m.Effect) -> bool:
    """A change to Units chosen by a selector ("Each of your 'Mechs gets +1 attack", "Each other 'Mech you control
    gains C3"): a Command card's in play, or a Unit's in the battle."""
    if isinstance(effect, m.ModifyStat) and _plain_change(effect):
        return _units(effect.target) is not None and effect.stat in (*STATS, "initiative")
    if isinstance(effect, m.GainAbility) and effect.value_of is None:
        ability = effect.ability
        return isinstance(ability, m.Keyword) and ability.name in _KEYWORDS and _units(effect.target) is not None
    return False


def executes(effect: m.Effect) -> bool:
    """Whether this effect of a continuous ability of a Command card in play is executed here."""
    if isinstance(effect, m.ModifyStat) and _plain_change(effect):
        if isinstance(effect.target, m.This) or _you(effect.target) or _that_player(effect.target):
            return effect.stat == "initiative"  # the card's own initiative modifier: its controller's score
        if _pilots(effect.target):
            return effect.stat in ("attack", "initiative")  # what each Pilot gives its 'Mech and its controller
        if continuous_kinds.command_cards(effect.target):
            return effect.stat == "armor"  # "Your Command cards have +1 armor" (continuous_kinds.py)
    return _to_units(effect)


def unit_executes(effect: m.Effect) -> bool:
    """Whether this effect of a Unit's continuous ability is executed here: a change to other Units ("Each other
    'Mech you control gets +1 armor"), done while the Unit can affect the battle (rulebook p.26: it is attacking,
    blocking or the target)."""
    return _to_units(effect)


def is_executed(ability: m.Ability, *, unit: bool = False) -> bool:
    """A continuous ability, without conditions, whose every effect :func:`executes` (a Unit's:
    :func:`unit_executes`) answers for."""
    return (
        isinstance(ability, m.Static)
        and not ability.conditions
        and not ability.used
        and bool(ability.effects)
        and all(map(unit_executes if unit else executes, ability.effects))
    )


def _sources(pos: Position, battle: Battle | None = None) -> Iterator[tuple[str, m.Effect]]:
    """The effects of the continuous abilities executed here, of each Command card in play that is not on another
    card (an Enhancement or Pilot on a Unit acts through that Unit: rulebook p.26), and of each Unit in the battle
    (rulebook p.26: "Units can affect the battle only if they're attacking, blocking, or the target itself").

    :raises UnsupportedError: for such an ability of a depleted card: face down (rulebook p.21: "Depleted cards are
        always face down"), whether its text still applies is not settled (as ``assets.py`` does for assets).
    """
    for card_id, state in states_whose_face(pos, "continuous.command_executed", _command_executed):
        face = pos.faces[card_id]
        if state.on is not None or state.zone not in ("command_post", "patrol", "guard"):
            continue
        if is_terrain(face):
            yield from _terrain_sources(pos, battle, card_id)
            continue
        if face.keywords & {"Enhancement", "Pilot"}:
            continue
        for effects in from_face(face, "continuous.executed", _executed):
            if state.depleted:
                raise UnsupportedError(
                    f"{face.name} is depleted (face down): whether its continuous ability still applies is not "
                    "settled by the rules"
                )
            for effect in effects:
                yield card_id, effect
    for card_id in battle.fighters if battle is not None else ():
        if card_id not in pos.cards or pos.faces[card_id].kind != "unit":
            continue
        for effects in from_face(pos.faces[card_id], "continuous.unit_executed", _unit_executed):
            for effect in effects:
                yield card_id, effect


def _command_executed(face: CardFace) -> bool:
    """A Command card on its own (not an Enhancement or Pilot), or a Terrain card, with continuous abilities executed
    here: the cards :func:`_sources` reads (judge/bttcg/face_index.py)."""
    if face.kind != "command":
        return False
    if is_terrain(face):
        return bool(from_face(face, "continuous.terrain_executed", _terrain_executed))
    if face.keywords & {"Enhancement", "Pilot"}:
        return False
    return bool(from_face(face, "continuous.executed", _executed))


def terrain_executes(effect: m.Effect) -> bool:
    """Whether this effect of a Terrain card's continuous ability is executed here, in a mission whose target is in
    the region it enhances: a change to the attack or armor of the Units a selector chooses ("Fast 'Mechs get -1
    attack"), or its controller's initiative ("You get +1 initiative"). Structure and keywords are read outside a
    battle too (``stats.structure``, ``stats.all_abilities``), where a Terrain card affects nothing: refused."""
    if not isinstance(effect, m.ModifyStat) or not _plain_change(effect):
        return False
    if _units(effect.target, terrain=True) is not None:
        return effect.stat in ("attack", "armor", "initiative")
    return effect.stat == "initiative" and (isinstance(effect.target, m.This) or _you(effect.target))


def terrain_executed(ability: m.Ability) -> bool:
    """A Terrain card's continuous ability whose every effect :func:`terrain_executes` answers for, without conditions
    or only "This ability applies only during a mission whose target is in the region enhanced by this card" (which
    says what the Glossary, Terrain, says of every Terrain card)."""
    return (
        isinstance(ability, m.Static)
        and not ability.used
        and all(is_region_timing(c) for c in ability.conditions)
        and bool(ability.effects)
        and all(map(terrain_executes, ability.effects))
    )


def bystander_executed(face: CardFace, ability: m.Ability) -> bool:
    """Whether ``stats.check_bystanders`` passes this continuous ability of a Command card beside the battle: a
    Terrain card's (:func:`terrain_executed`), any other's not on a card (:func:`is_executed`)."""
    if is_terrain(face):
        return terrain_executed(ability)
    if held_assets.held(ability):  # "You have Munitions available.": an asset of its controller (held_assets.py)
        return True
    return is_executed(ability) and not face.keywords & {"Enhancement", "Pilot"}


def _terrain_sources(pos: Position, battle: Battle | None, card_id: str) -> Iterator[tuple[str, m.Effect]]:
    """The executed effects of a Terrain card in play, in a mission whose target is in the region it enhances only
    (Glossary, Terrain: "A Terrain can affect any mission whose target is in the region it enhances"; rulebook p.26:
    "Terrain cards in the region containing the target ... can affect the battle"); none outside a battle.

    :raises UnsupportedError: as ``terrain.target_in_region`` (the scenario does not give its region), or for a
        depleted card."""
    face = pos.faces[card_id]
    effects = from_face(face, "continuous.terrain_executed", _terrain_executed)
    if not effects or battle is None or not is_active(pos.cards[card_id]):
        return
    if pos.cards[card_id].depleted:
        raise UnsupportedError(
            f"{face.name} is depleted (face down): whether its continuous ability still applies is not settled by "
            "the rules"
        )
    if target_in_region(pos, battle, card_id):
        for effect in effects:
            yield card_id, effect


def _terrain_executed(face: CardFace) -> tuple[m.Effect, ...]:
    return tuple(e for a in face.abilities if isinstance(a, m.Static) and terrain_executed(a) for e in a.effects)


def _executed(face: CardFace) -> tuple[tuple[m.Effect, ...], ...]:
    """The effects of each of the face's continuous abilities executed here (read once: judge/bttcg/face_cache.py)."""
    return tuple(tuple(a.effects) for a in face.abilities if isinstance(a, m.Static) and is_executed(a))


def _unit_executed(face: CardFace) -> tuple[tuple[m.Effect, ...], ...]:
    """The same for a Unit's continuous abilities (:func:`unit_executes`)."""
    return tuple(tuple(a.effects) for a in face.abilities if isinstance(a, m.Static) and is_executed(a, unit=True))


def _reaches(pos: Position, battle: Battle | None, source: str, selector: m.Selector, card_id: str) -> bool:
    face = pos.faces[card_id]
    if face.kind != "unit" or card_id not in pos.cards:
        return False
    if not noun_fits(selector.noun, face.unit_type):  # CE rulings: Types of Units
        return False
    mine = pos.owners[card_id] == pos.owners[source]
    if (selector.owner == "you" and not mine) or (selector.owner == "opponent" and mine):
        return False
    for state in selector.states:
        if state in _OTHER_STATES:
            continue  # refinements.misfit, below
        if battle is None:
            return False  # attacking or blocking: only in a battle
        if state == "attacking" and card_id not in battle.group:
            return False
        if state == "blocking" and card_id not in battle.blockers:
            return False
        if state == "engaged" and (card_id not in battle.fighters or battle.fighters[card_id].removed):
            return False
    if selector.other and card_id == source:
        return False  # "each other 'Mech you control": not the card itself
    if selector.speed is not None and speed_of(pos, card_id) != selector.speed:
        return False
    if selector.with_counters and selector.min_counters is None and not _has(pos, card_id, selector.with_counters):
        return False
    if not continuous_kinds.fits(pos, source, selector, card_id):  # "with VTOL", "in this region" (continuous_kinds.py)
        return False
    where = refinements.Where(pos, pos.owners[source], source, battle)
    if refinements.misfit(where, selector.model_copy(update={"other": False}), card_id) is not None:
        return False
    return pos.cards[card_id].zone in ("patrol", "guard") or pos.cards[card_id].activated


reaches = _reaches
"""Whether a selector of a card in play (``source``) chooses a Unit (for ``attack_bans``)."""


def _has(pos: Position, card_id: str, kind: str) -> bool:
    from judge.bttcg.counters import count  # counters.py reads selectors too: imported when used

    return count(pos.cards[card_id], kind) > 0


def _pilots_on(pos: Position, card_id: str, owner: str) -> int:
    """How many Pilots of ``owner`` are on the card."""
    return sum(
        1
        for c, state in pos.cards.items()
        if state.on == card_id
        and state.zone != "scrapheap"
        and "Pilot" in pos.faces[c].keywords
        and pos.owners[c] == owner
    )


def unit_bonus(pos: Position, battle: Battle | None, card_id: str, stat: str) -> int:
    """What the Command cards in play add to a Unit's ``stat`` (``attack``, ``armor``, ``structure``): their changes
    to "each of your 'Mechs", and each Pilot's extra attack from "Each of your Pilots gets +1 attack" (a Pilot's
    attack modifier is given to the 'Mech it is on: Glossary, Pilot, "play on a 'Mech to give it an added ability or
    effect")."""
    if card_id not in pos.faces or card_id not in pos.cards:
        return 0  # a Stockpile
    total = 0
    for source, effect in _sources(pos, battle):
        if not isinstance(effect, m.ModifyStat) or effect.stat != stat:
            continue
        if _pilots(effect.target):
            total += effect.amount * _pilots_on(pos, card_id, pos.owners[source])
            continue
        if continuous_kinds.command_cards(effect.target):  # "Your Command cards have +1 armor"
            total += effect.amount if continuous_kinds.command_card_reached(pos, source, effect.target, card_id) else 0
            continue
        selector = _units(effect.target, terrain=True)
        if selector is not None and _reaches(pos, battle, source, selector, card_id):
            total += effect.amount
    return total


def gained_keywords(pos: Position, card_id: str, battle: Battle | None = None) -> list[m.Ability]:
    """The keywords a Unit gains from the Command cards in play ("Each of your 'Mechs gains C3")."""
    if card_id not in pos.faces or card_id not in pos.cards:
        return []
    found: list[m.Ability] = []
    for source, effect in _sources(pos, battle):
        if isinstance(effect, m.GainAbility):
            selector = _units(effect.target, terrain=True)
            if selector is not None and _reaches(pos, battle, source, selector, card_id):
                found.append(effect.ability)
    return found


def _chosen_player(pos: Position, source: str) -> str:
    """The player the card chose as it was activated (the scenario's ``chosen_player``).

    :raises UnsupportedError: when its text chooses no player, or the scenario does not say which."""
    name = pos.faces[source].name
    if not _chooses_a_player(pos.faces[source]):
        raise UnsupportedError(f"{name}: 'that player' names no player its text chose: not executed")
    chosen = pos.cards[source].chosen_player
    if chosen is None:
        raise UnsupportedError(
            f"{name}: which player it chose as it was activated is not said (chosen_player): its initiative "
            "change is not applied by guess"
        )
    return chosen


def initiative_bonus(pos: Position, battle: Battle, player: str) -> int:
    """What the player's Command cards in play add to the player's initiative score (rulebook p.26): a card's own
    "+1 initiative", and "Each of your Pilots gets +1 initiative" once for each of the player's Pilots on a Unit in
    the battle (a Pilot affects the battle only through its Unit: rulebook p.26). A bare "+1 initiative" on a Command
    card that is not a Pilot is the card's own (:func:`_you`)."""
    total = 0
    for source, effect in _sources(pos, battle):
        if isinstance(effect, m.ModifyStat) and _that_player(effect.target):
            total += effect.amount if _chosen_player(pos, source) == player else 0
            continue
        if not isinstance(effect, m.ModifyStat) or effect.stat != "initiative":
            continue
        selector = _units(effect.target, terrain=True)
        if selector is not None:  # "Your 'Mechs get +1 initiative": each Unit in the battle reached gives it to
            fighters = [f.card_id for f in battle.side(player)]  # its controller
            total += effect.amount * sum(_reaches(pos, battle, source, selector, c) for c in fighters)
            continue
        if pos.owners[source] != player:
            continue
        if isinstance(effect.target, m.This) or _you(effect.target):
            total += effect.amount
        elif _pilots(effect.target):
            total += effect.amount * sum(_pilots_on(pos, f.card_id, player) for f in battle.side(player))
    return total
