"""What the engine knows of a card: its face (type, speed, stats, keywords, parsed abilities), from the pool or from
an inline card of the scenario. A card whose text does not parse is refused: the engine runs card effects only
through the card-text DSL, never by name."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, cast

from judge.bttcg import older_pilots
from judge.bttcg.allegiance import printed_affiliations, printed_alignment
from judge.bttcg.scenario import CardSpec
from judge.bttcg.unit_types import UnitTypeConflictError, printed_unit_type
from judge.cards.models import BtCard
from judge.cardtext.parser import parse_card_text
from judge.dsl import models as m

Kind = Literal["unit", "command", "mission"]
UnitType = Literal["mech", "vehicle", "battle_armor"]
SPEED_RANK = {"slow": 0, "moderate": 1, "fast": 2}
_UNIT_TYPES: dict[str, UnitType] = {"'Mech": "mech", "Vehicle": "vehicle", "Battle Armor": "battle_armor"}


class CardFaceError(ValueError):
    """A card the engine cannot use: its text does not parse, or it lacks what its type needs (a Unit's stats)."""


@dataclass(frozen=True)
class CardFace:
    name: str
    kind: Kind
    unit_type: UnitType | None = None
    speed: Literal["slow", "moderate", "fast"] | None = None
    attack: int = 0
    armor: int = 0
    structure: int | None = None
    tons: int | None = None
    """A Unit's mass in tons (a pool card's ``mass``); ``None`` when unknown (inline Units have none): an effect that
    needs it is refused."""
    keywords: frozenset[str] = frozenset()
    """Subtypes and keywords of the keyword line: ``Enhancement``, ``Pilot``, ``Resource``, ``Terrain``..."""
    abilities: tuple[m.Ability, ...] = ()
    unique: bool = False
    signed: tuple[tuple[str, int], ...] = ()
    provides: frozenset[str] = frozenset()
    """The asset letters printed on a pool card (a Resource's asset symbols); see :mod:`judge.bttcg.assets`."""
    alignment: Literal["Clan", "Inner Sphere"] | None = None
    """The card's alignment keyword (Glossary, Keyword: "alignment (such as Clan or Inner Sphere)"): a pool card's,
    or an inline card's ``keywords`` naming it; ``None`` when unknown."""
    """Stats printed with a sign on a Pilot or Enhancement: what it gives the card it is on (``("attack", 1)``)."""
    affiliations: frozenset[str] = frozenset()
    """A pool card's Clan and House affiliations (``Kurita``, ``Wolf``): rulebook, Older Printings, Clan and House:
    older printings list them at the end of the keyword line, newer ones as icons, "equivalent in the game" (an
    inline card's are its ``keywords``)."""

    def activated(self, number: int) -> m.Activated | None:
        """The card's ``number``-th ability used by its controller (from 1), or ``None`` if it has fewer: its
        activated abilities (``{T}: ...``) in the order printed, then those qualified by ``Use this ability only
        ...`` (:func:`usable`)."""
        found = usable(self.abilities)
        return found[number - 1] if 1 <= number <= len(found) else None

    def has_keyword(self, name: str) -> bool:
        return any(isinstance(a, m.Keyword) and a.name == name for a in self.abilities) or name in self.keywords

    @property
    def is_site_card(self) -> bool:
        """Enhancements and Pilots are Command cards but never sites (rulebook p.24)."""
        return self.kind == "command" and not ({"Enhancement", "Pilot"} & self.keywords)


def usable(abilities: tuple[m.Ability, ...] | list[m.Ability]) -> list[m.Activated]:
    """The abilities a player uses (plays) rather than ones always on: activated abilities, then abilities qualified
    by ``Use this ability only ...`` (``Static.used``), as activated abilities without a cost. Those are played
    when their conditions allow, each once each battle (CE General Rulings, Abilities: "if you play an ability that
    can only be played under certain conditions"; "Unit, Pilot, and Enhancement abilities that say 'Play only during
    battle' can only be played if the relevant Unit is involved in the battle"; rulebook p.27)."""
    found = [a for a in abilities if isinstance(a, m.Activated)]
    found += [
        m.Activated(cost=[], effects=a.effects, conditions=a.conditions)
        for a in abilities
        if isinstance(a, m.Static) and (a.used or moves_enhancement(a))
    ]
    return found


def moves_enhancement(ability: m.Ability) -> bool:
    """ "You may move this card to a different site during your Deploy phase.": a continuous ability in the DSL, used
    by its player as an ability is (:func:`usable`), only in the phase it names (judge/bttcg/move_enhancement.py)."""
    return (
        isinstance(ability, m.Static)
        and bool(ability.effects)
        and all(isinstance(e, m.MoveEnhancement) for e in ability.effects)
        and bool(ability.conditions)
        and all(isinstance(c, m.During) and c.phase is not None for c in ability.conditions)
    )


READ_BEFORE: dict[tuple[str, str, str], tuple[m.Ability, ...]] = {}
"""Texts read in an earlier process, by (text, name, card type): the pool's cards random decks take, kept on disk
under a digest of the code that reads them (judge/bttcg/game/candidates_cache.py), so that a game's start-up need
not load the grammar."""


def _read(text: str, name: str, card_type: str) -> tuple[m.Ability, ...]:
    """The parsed text: read before, or read now (:func:`_abilities`)."""
    known = READ_BEFORE.get((text, name, card_type))
    return known if known is not None else _abilities(text, name, card_type)


@lru_cache(maxsize=4096)
def _abilities(text: str, name: str, card_type: str) -> tuple[m.Ability, ...]:
    """The parsed text (cached: DSL nodes are immutable).

    :raises CardFaceError: for text that does not parse.
    """
    if not text.strip():
        return ()
    result = parse_card_text(text, name, card_type, suggestions=False)
    if result.errors:
        first = result.errors[0]
        raise CardFaceError(f"the text of {name} does not parse (column {first.column}: {first.message})")
    return tuple(result.abilities)


def _printed_type(name: str, abilities: tuple[m.Ability, ...], type_line: UnitType | None) -> UnitType | None:
    """The Unit type the text prints as a keyword ("Vehicle"), refused when it is not the type line's."""
    try:
        return cast(UnitType | None, printed_unit_type(name, abilities, type_line))
    except UnitTypeConflictError as error:
        raise CardFaceError(str(error)) from error


def printed_unique(abilities: tuple[m.Ability, ...]) -> bool:
    """Whether the text prints the keyword Unique ("Unique." as an ability, issue 18 item 2): the card is Unique as
    when its type line says so (rulebook "Unique Cards", p.13; glossary, Unique)."""
    return any(isinstance(a, m.Keyword) and a.name == "Unique" for a in abilities)


def face_of_pool_card(card: BtCard) -> CardFace:
    """:raises CardFaceError: for a card without a type, a Unit without stats or speed, or text that does not parse."""
    if card.card_type is None:
        raise CardFaceError(f"{card.name} has no card type in the pool")
    kind: Kind = card.card_type.lower()  # type: ignore[assignment]
    unit_type = next((_UNIT_TYPES[s] for s in card.subtypes if s in _UNIT_TYPES), None)
    if kind == "unit" and (card.speed is None or card.attack is None or card.armor is None or card.structure is None):
        raise CardFaceError(f"{card.name} lacks a speed, attack, armor or structure in the pool")
    abilities = _read(card.text, card.name, card.card_type)
    if kind == "unit":
        unit_type = _printed_type(card.name, abilities, unit_type) or unit_type or "mech"
    return CardFace(
        name=card.name,
        kind=kind,
        unit_type=unit_type if kind == "unit" else None,
        speed=card.speed,
        attack=card.attack or 0,
        armor=card.armor or 0,
        structure=card.structure,
        tons=card.mass if kind == "unit" else None,
        keywords=older_pilots.keywords(card.name, card.card_type, card.subtypes),  # rulebook p.40
        abilities=abilities,
        unique=card.unique or printed_unique(abilities),
        signed=tuple((stat, getattr(card, stat) or 0) for stat in card.signed_stats),
        provides=frozenset(card.provides),
        alignment=printed_alignment(abilities, card.alignment),
        affiliations=printed_affiliations(abilities, card.affiliations),
    )


def face_of(card_id: str, spec: CardSpec, pool_card: BtCard | None) -> CardFace:
    """The face of one scenario card.

    :raises CardFaceError: as :func:`face_of_pool_card`, or for an inline card whose text does not parse.
    """
    if spec.card is not None:
        assert pool_card is not None, card_id
        return face_of_pool_card(pool_card)
    if spec.unit is not None:
        unit = spec.unit
        name = unit.name or card_id
        abilities = _abilities(unit.text, name, "Unit")
        _printed_type(name, abilities, unit.type)
        return CardFace(
            name=name,
            kind="unit",
            unit_type=unit.type,
            speed=unit.speed,
            attack=unit.attack,
            armor=unit.armor,
            structure=unit.structure,
            keywords=frozenset(unit.keywords),
            abilities=abilities,
            unique="Unique" in unit.keywords or printed_unique(abilities),
            alignment=printed_alignment(abilities, _alignment(unit.keywords)),
            affiliations=printed_affiliations(abilities, ()),
        )
    if spec.command is not None:
        command = spec.command
        name = command.name or card_id
        return CardFace(
            name=name,
            kind="command",
            attack=command.attack or 0,
            armor=command.armor,
            structure=command.structure,
            keywords=frozenset(command.keywords),
            abilities=(abilities := _abilities(command.text, name, "Command")),
            unique="Unique" in command.keywords or printed_unique(abilities),
            alignment=printed_alignment(abilities, _alignment(command.keywords)),
            affiliations=printed_affiliations(abilities, ()),
        )
    assert spec.mission is not None, card_id
    name = spec.mission.name or card_id
    return CardFace(name=name, kind="mission", abilities=_abilities(spec.mission.text, name, "Mission"))


def _alignment(keywords: list[str]) -> Literal["Clan", "Inner Sphere"] | None:
    """An inline card's alignment, when its ``keywords`` name one."""
    return "Clan" if "Clan" in keywords else "Inner Sphere" if "Inner Sphere" in keywords else None


def default_zone(face: CardFace) -> str:
    """``patrol`` for Units, ``command_post`` for Command cards, ``hand`` for Mission cards (scenario-format.md)."""
    return {"unit": "patrol", "command": "command_post", "mission": "hand"}[face.kind]
