"""Card models of the three games, as pydantic value objects.

Every card carries its sources: which document or file, which set, which line. Stats that a card does not have
are ``None``, never 0 (a Command card without armor is not a card with armor 0).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

from judge.documents import SEED_DOCUMENTS

Game = Literal["bttcg", "domination", "mechchess"]
GAMES: tuple[Game, ...] = ("bttcg", "domination", "mechchess")

Asset = Literal["A", "L", "M", "P", "T"]
ASSETS: tuple[Asset, ...] = ("A", "L", "M", "P", "T")
ASSET_NAMES: dict[Asset, str] = {
    "A": "Assembly",
    "L": "Logistics",
    "M": "Munitions",
    "P": "Politics",
    "T": "Tactics",
}

Speed = Literal["slow", "moderate", "fast"]
SPEEDS: tuple[Speed, ...] = ("slow", "moderate", "fast")

Stat = Literal["attack", "armor", "structure"]


class _Value(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def slugify(text: str) -> str:
    """``"Sunder (SD1-OB)"`` → ``"sunder-sd1-ob"``; apostrophes vanish (``'Mech`` → ``mech``)."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"['’`]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


class Source(_Value):
    """Where a card record comes from: a source document (a seed, by its number) or a card file."""

    document: str
    """``"000"``..``"004"`` for the seed documents, or a card file's name (``lackey-setinfo.txt``)."""
    title: str | None = None
    set: str | None = None
    section: str | None = None
    page: int | None = None
    line: int | None = None
    quote: str | None = None

    def cite(self) -> str:
        """A short human-readable citation: ``lackey-setinfo.txt, line 12`` or
        ``000 BattleTech TCG Commander's Edition rulebook (1998), Resolving Damage, p.29``."""
        if self.document in SEED_DOCUMENTS:
            parts = [f"{self.document} {SEED_DOCUMENTS[self.document]}"]
        else:
            parts = [f"{self.document} ({self.title})" if self.title else self.document]
        if self.section:
            parts.append(self.section)
        if self.page is not None:
            parts.append(f"p.{self.page}")
        if self.line is not None:
            parts.append(f"line {self.line}")
        return ", ".join(parts)


class Cost(_Value):
    """A BattleTech TCG cost: a base cost plus asset costs (``6+3A+3M+3T``), or a series of resource symbols
    (``R·R·R``, ``resources`` set, no base)."""

    base: int = Field(default=0, ge=0)
    assets: dict[Asset, int] = Field(default_factory=dict)
    resources: int | None = Field(default=None, ge=1)
    """Set only for the resource-symbol spelling."""

    def __str__(self) -> str:
        if self.resources is not None:
            return "·".join("R" for _ in range(self.resources))
        return str(self.base) + "".join(f"+{n}{asset}" for asset, n in self.assets.items())

    def total(self, available: frozenset[str] | set[str] | tuple[str, ...] = frozenset()) -> int:
        """The total cost for a player with these assets available: the base plus every asset cost whose
        asset is not available (rulebook p.19, "Constructing Cards"). Resource-symbol costs are their count."""
        if self.resources is not None:
            return self.resources
        return self.base + sum(n for asset, n in self.assets.items() if asset not in available)


class Printing(_Value):
    """One printing of a BattleTech TCG card: the set it appeared in and the wording printed there."""

    set: str | None
    """The set's name (``Unlimited``, ``Commander's Edition``...), or ``None`` for a quotation in a document."""
    name: str
    """The name as that source spells it (``Sunder (SD1-OB) (CE)``)."""
    rarity: str | None = None
    number: str | None = None
    text: str = ""
    partial_text: bool = False
    """The source quotes only part of the card's text."""
    errata_note: str | None = None
    """An ``Errata: ...`` note the community list attaches to this row (applied by the rulings, not here)."""
    source: Source


class Erratum(_Value):
    """An official correction of a card, from a ruling (``@erratum`` of a rulings record)."""

    record: str
    """The id of the ruling that states it (``ce-rulings/forged-mission-orders``)."""
    change: str
    """As the transcription writes it: ``text "..."``, ``base-cost 4``, ``affiliation ComStar``..."""
    sets: list[str] = Field(default_factory=list)
    """The printings it names; empty: every printing."""
    applied: bool
    """Whether it changes the current text and stats (it does unless it names only older printings that the current
    wording has already replaced)."""


class BtCard(_Value):
    """A card of the BattleTech Trading Card Game, merged across every source that knows it."""

    game: Literal["bttcg"] = "bttcg"
    name: str
    card_type: Literal["Unit", "Command", "Mission"] | None = None
    subtypes: list[str] = Field(default_factory=list)
    """``'Mech``, ``Omni``, ``Vehicle``, ``Resource``, ``Pilot``, ``Enhancement``, ``Terrain``, ``Mercenary``..."""
    unique: bool = False
    alignment: Literal["Clan", "Inner Sphere"] | None = None
    affiliations: list[str] = Field(default_factory=list)
    cost: Cost | None = None
    provides: list[Asset] = Field(default_factory=list)
    """The assets a Resource makes available."""
    attack: int | None = None
    armor: int | None = None
    structure: int | None = None
    signed_stats: list[Stat] = Field(default_factory=list)
    """Stats printed with a sign (``+1``, ``-0``): modifiers a Pilot or Enhancement gives the card it is on."""
    speed: Speed | None = None
    mass: int | None = Field(default=None, description="tons")
    armament: list[str] = Field(default_factory=list)
    text: str = ""
    """The current text: the newest official wording known (Commander's Edition where there is one), with the
    errata of the rulings applied."""
    printings: list[Printing] = Field(default_factory=list)
    errata: list[Erratum] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def slug(self) -> str:
        return slugify(self.name)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def sets(self) -> list[str]:
        seen: list[str] = []
        for printing in self.printings:
            if printing.set and printing.set not in seen:
                seen.append(printing.set)
        return seen

    @property
    def type_line(self) -> str:
        """The keyword line as the Commander's Edition prints it: ``Unit - 'Mech - Inner Sphere - Kurita``."""
        parts: list[str] = [self.card_type] if self.card_type else []
        parts += self.subtypes
        if self.unique:
            parts.append("Unique")
        if self.alignment:
            parts.append(self.alignment)
        parts += self.affiliations
        return " - ".join(parts)

    def total_cost(self, available: frozenset[str] | set[str] | tuple[str, ...] = frozenset()) -> int | None:
        """The card's total construction cost for a player with these assets (rulebook p.19)."""
        return None if self.cost is None else self.cost.total(available)


DominationType = Literal[
    "Unit - Mech",
    "Unit - Vehicle",
    "Unit - Infantry",
    "Support",
    "Support - Attack",
    "Reaction",
    "Resource",
    "Allegiance",
]
"""``Allegiance``: the optional add-on's black cards (domination/card-types-7); the seed lists none, a user brings
them in a card file."""


class DominationCard(_Value):
    """A card of Battletech: Domination (seed ``001``, "Card List (v2.2)")."""

    game: Literal["domination"] = "domination"
    name: str
    card_type: DominationType
    industry: int = Field(ge=0)
    lostech: int = Field(default=0, ge=0)
    attack: int | None = None
    defense: int | None = None
    text: str = ""
    base: bool = False
    """A base card: its pile is in every game."""
    pile_size: int | None = Field(default=None, ge=1)
    transcription_notes: str | None = None
    source: Source

    @computed_field  # type: ignore[prop-decorator]
    @property
    def slug(self) -> str:
        return "domination-" + slugify(self.name)

    @property
    def is_unit(self) -> bool:
        return self.card_type.startswith("Unit")


DamageRating = Annotated[int, Field(ge=0)] | None
"""A Mech chess damage rating; ``None`` where the unit table prints ``-`` (no attack at that range)."""


class MechChessUnit(_Value):
    """A 'Mech of Mech chess (seed ``003``, "Unit Table")."""

    game: Literal["mechchess"] = "mechchess"
    kind: Literal["unit"] = "unit"
    name: str
    hits: int = Field(ge=1)
    move: int = Field(ge=0)
    jump: bool = False
    cr: DamageRating = None
    mr: DamageRating = None
    lr: DamageRating = None
    source: Source

    @computed_field  # type: ignore[prop-decorator]
    @property
    def slug(self) -> str:
        return "mechchess-" + slugify(self.name)

    def damage_rating(self, attack_range: int) -> int | None:
        """The damage rating at range 1 (CR), 2 (MR) or 3 (LR); ``None`` where the unit has none.

        :raises ValueError: for any other range (Extreme Range derives from LR: seed 003, card list).
        """
        ratings = {1: self.cr, 2: self.mr, 3: self.lr}
        if attack_range not in ratings:
            raise ValueError(f"no damage rating column for range {attack_range}")
        return ratings[attack_range]


MechChessCardType = Literal["M", "A", "D", "X", "Z"]
MECHCHESS_CARD_TYPES: dict[str, str] = {
    "M": "Movement",
    "A": "Attack",
    "D": "Defense",
    "X": "Special",
    "Z": "Attack Modifier",
}


class MechChessCard(_Value):
    """A card of the Mech chess shared deck (seed ``003``, "Card List")."""

    game: Literal["mechchess"] = "mechchess"
    kind: Literal["card"] = "card"
    name: str
    count: int = Field(ge=1)
    range: int | None = None
    """The card's number: spaces moved (M) or attack range (A); ``None`` where the list prints ``-`` or ``X``."""
    range_text: str
    """The number column as printed (``3``, ``-``, ``X``)."""
    card_type: MechChessCardType
    notes: str = ""
    source: Source

    @computed_field  # type: ignore[prop-decorator]
    @property
    def slug(self) -> str:
        return "mechchess-" + slugify(self.name)


Card = BtCard | DominationCard | MechChessUnit | MechChessCard
