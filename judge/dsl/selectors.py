"""Which cards an effect reaches (``grammar/selectors.lark``): selectors and the other targets (this card, "that
'Mech", the card enhanced ...), and the words they are made of (nouns, owners, states, card kinds, zones)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from judge.dsl.core import Node

Stat = Literal["attack", "armor", "structure", "initiative"]


Noun = Literal[
    "unit",
    "mech",
    "vehicle",
    "battle_armor",
    "card",
    "site",
    "target",
    "stockpile",
    "command_card",
    "mission_card",
    "pilot",
    "player",
]


Quantifier = Literal["each", "one", "any", "a", "all", "that", "up_to", "any_number", "that_many"]
"""``that_many``: as many as the effect before counted or moved ("scrap that many cards from your Stockpile")."""


Owner = Literal["you", "opponent", "any", "actor"]
"""``actor``: the cards of the player who does the effects ("Each player untaps one of his or her 'Mechs": each
player's own), only inside a :class:`~judge.dsl.effects_players.PlayerActs`."""


UnitState = Literal[
    "attacking",
    "blocking",
    "patrolling",
    "guarding",
    "engaged",
    "tapped",
    "untapped",
    "depleted",
    "blocked",
    "piloted",
    "unpiloted",
    "under_construction",
    "revealed",
]


CardKind = Literal[
    "Mission",
    "Command",
    "Enhancement",
    "Resource",
    "Subterfuge",
    "Mercenary",
    "Faction",
    "Terrain",
    "Operation",
    "ComStar",
    "Kurita",
    "Clan",
    "Unit",
    "Mech",
    "Pilot",
]


Zone = Literal["hand", "scrapheap", "stockpile"]


GroupMember = Literal["this", "piloted_unit", "that", "enhanced"]
"""A card a selector is measured against: this card, the 'Mech this Pilot pilots, the 'Mech named before, the 'Mech
this Enhancement enhances."""


class StatBound(Node):
    """(issue 18 item 4): a bound on a card's stat now ("with 3 or less attack", "with at least 4 armor")."""

    kind: Literal["stat_bound"] = "stat_bound"
    stat: Literal["attack", "armor", "structure"]
    bound: Literal["at_least", "at_most"]
    value: int = Field(ge=0)


class Selector(Node):
    """Which cards an effect reaches: ``each attacking Unit``, ``one of your 'Mechs``, ``any opposing Unit``."""

    kind: Literal["selector"] = "selector"
    quantifier: Quantifier
    noun: Noun
    count: int | None = None
    owner: Owner = "any"
    states: list[UnitState] = Field(default_factory=list)
    with_option: str | None = None
    """Only cards with this option or keyword ("'Mechs with Jump")."""
    without_option: str | None = None
    """Only cards without this option or keyword."""
    min_attack: int | None = None
    """Only cards having at least this much attack."""
    excluding: list[Literal["guarding", "dealt_damage", "in_battle", "unique", "scrapped"]] = Field(
        default_factory=list
    )
    """Cards left out: "that is not guarding", "that has not dealt damage", "that is not in the battle", "that is
    not Unique", "that was not scrapped during battle"."""
    in_play: bool = False
    other_than: Noun | None = None
    """``card in play other than a Unit``."""
    other: bool = False
    """Not the card the selector is measured against ("each other ...")."""
    unique: bool = False
    card_type: CardKind | None = None
    """A card of this type or subtype (``noun`` is then ``card``)."""
    in_group_with: GroupMember | None = None
    """Only cards in a group that includes this member."""
    engaged_with: GroupMember | None = None
    """Only cards engaged in battle with this member."""
    min_tons: int | None = None
    """Only cards of at least this many tons."""
    zone: Zone | None = None
    """Cards out of play, in this zone of yours (from your Scrapheap, in your hand)."""
    top: bool = False
    """Only the top card of the zone ("the top card of your Scrapheap")."""
    min_base_attack: int | None = None
    """Only cards with at least this printed attack ("with a base attack of at least 1")."""
    provides: Literal["A", "L", "M", "P", "T"] | None = None
    """Only cards that provide this asset ("that provides {P}")."""
    their_zone: bool = False
    """The zone is the acting player's rather than yours ("a card from his or her Stockpile"): the opponent's, or
    whichever player a :class:`~judge.dsl.effects_players.PlayerActs` names ("each player scraps a card from his or
    her hand")."""
    dealt_damage_to_that: Noun | None = None
    """Only cards that dealt damage to the card named before ("each Unit that dealt damage to that Unit")."""
    attacking_that: Noun | None = None
    """Only cards attacking the card named before ("'Mechs attacking that site")."""
    lowest_roll: bool = False
    """Only the cards whose die roll (rolled for each of them before) is the lowest ("with the lowest die roll")."""
    within_resources: int | None = None
    """Under construction and this many Resources or fewer short of fully constructed."""
    on: Noun | None = None
    """Cards played on a card of this kind: "any Enhancement on a site"."""
    in_mission: bool = False
    """Only cards involved in the mission under way ("that is involved in the mission")."""
    omni: bool = False
    """Only OmniMechs ("an Omni 'Mech you control")."""
    configuration_of_that: bool = False
    """Another configuration of the OmniMech named before ("any configuration of that 'Mech")."""
    played_by_you: Literal["activate", "reveal"] | None = None
    """Only cards as you activate (or reveal) them ("each Pilot that you activate")."""
    same_speed: bool = False
    """Only cards of the same speed as the card the effect is about ("patrolling 'Mechs that are the same speed")."""
    deals_damage: Literal["deals", "already_dealt", "none"] | None = None
    """Only cards that deal damage in this battle: as they deal it ("that deals damage"), or that have dealt it
    before ("that has already dealt damage during this battle"); ``none``: only cards that deal no damage (because
    of the effect before: "that do not deal damage for this reason")."""
    min_damage_received: int | None = None
    """Only cards that received at least this much damage ("that received 3 or more structure damage")."""
    structure_damage: bool = False
    """With ``min_damage_received``: only structure damage counts."""
    in_enhanced_region: bool = False
    """Only cards in the region this card enhances ("any site in the region enhanced by this card")."""
    in_that_region: bool = False
    """Only cards in the region of the card named before ("another card in that region")."""
    used_option: Literal["Overheat", "Alpha Strike"] | None = None
    """Only cards that have already used this option in this battle ("that have already used Alpha Strikes")."""
    with_counters: str | None = None
    """Only cards with at least one counter of this kind on them ("each Unit with a time counter")."""
    alignment: Literal["Clan", "Inner Sphere"] | None = None
    """Only cards of this alignment ("an Inner Sphere 'Mech", "a Clan Unit")."""
    took_structure_damage: bool = False
    """Only cards that received structure damage in the battle ("each blocking Unit that took structure damage")."""
    other_controller: bool = False
    """Controlled by another player than the card chosen before it ("Choose a Clan 'Mech and an Inner Sphere Unit
    controlled by different players")."""
    missile_damage_from: GroupMember | None = None
    """Only cards that received damage from missiles fired by this member ("each 'Mech that receives damage from
    missiles fired from 'Mech enhanced by ~")."""
    random: bool = False
    """The cards are chosen at random, not by the player ("a randomly selected Unit", "one card at random")."""
    speed: Literal["slow", "moderate", "fast"] | None = None
    """Only cards of this speed ("each slow 'Mech")."""
    not_types: list[CardKind] = Field(default_factory=list)
    """Cards of none of these types ("a card other than a Mission or 'Mech")."""
    just_drawn: bool = False
    """Only cards you have just drawn ("a card you have just drawn")."""
    or_slower: bool = False
    """With ``same_speed``: or slower ("each opposing Unit of the same speed or slower")."""
    guarding_target: bool = False
    """Only cards guarding the target of the attack under way ("'Mechs guarding the target")."""
    legal_target: bool = False
    """Only cards the attack under way could target ("one site that is a legal target for that attack")."""
    after_first: bool = False
    """All but the first of these cards ("each Unit after the first")."""
    affiliation: str | None = None
    """Only cards of this House or Clan affiliation ("each Steiner Unit", "Davion 'Mechs you control"; CE General
    Rulings, the affiliation lists: ``judge.cards.keywords.AFFILIATIONS``)."""
    unaffiliated: bool = False
    """Only cards of no affiliation ("each unaffiliated 'Mech"; CE General Rulings, the affiliation lists)."""
    min_counters: int | None = Field(default=None, ge=1)
    """With ``with_counters``: at least this many of those counters ("with two or more bounty counters on it")."""
    min_damage_counters: int | None = Field(default=None, ge=1)
    """Only cards with at least this much damage on them ("a damaged Unit", "with 2 or more damage counters on
    it"): the damage counters a card keeps until repaired (rulebook, Repair/Reload phase)."""
    this_turn: list[Literal["attacked", "blocked", "was_blocked", "damaged", "dealt_damage"]] = Field(
        default_factory=list
    )
    """Only cards that did one of these earlier in this turn ("that blocked this turn", "that attacked or blocked
    this turn", "that was damaged this turn")."""
    # (issue 18): more relative clauses of selectors
    speeds: list[Literal["slow", "moderate", "fast"]] = Field(default_factory=list)
    """Only cards of one of these speeds ("that are moderate or fast"; rulebook, Units: each has a speed)."""
    not_this_turn: list[Literal["attacked", "blocked", "was_blocked", "damaged"]] = Field(default_factory=list)
    """Only cards that did none of these earlier in this turn ("that has not attacked this turn", "that did not
    attack or block this turn")."""
    max_tons: int | None = None
    """Only cards of at most this many tons ("a 'Mech of 40 tons or less"; glossary, Tonnage)."""
    compared_stat: Stat | None = None
    """With ``compared`` and ``compared_with``: only cards whose stat compares so with that card's ("with equal or
    lower attack than ~")."""
    compared: Literal["lower", "equal_or_lower", "higher", "equal_or_higher", "equal"] | None = None
    compared_with: GroupMember | None = None
    # (issue 18 item 4)
    stat_bounds: list[StatBound] = Field(default_factory=list)
    """Only cards whose stat now is within these bounds ("with 3 or less attack", "that has at least 4 armor")."""


class This(Node):
    """The card itself (its name in its own text, or "this card")."""

    kind: Literal["this"] = "this"


class PilotedUnit(Node):
    """The 'Mech piloted by this Pilot."""

    kind: Literal["piloted_unit"] = "piloted_unit"


class ThatOne(Node):
    """A card chosen or named earlier in the same ability ("that Unit", "it")."""

    kind: Literal["that"] = "that"
    noun: Noun | None = None
    """The kind the text names ("that site"); ``None`` is a pronoun ("it", "them"): the card or cards chosen or named
    last, whatever their kind (a Unit, a site, a card in a zone, this card)."""
    card_type: CardKind | None = None
    """``that Subterfuge card``."""
    index: int | None = Field(default=None, ge=1, le=2)
    """Which of the cards chosen together: "the first Unit" (1), "the second" (2)."""
    plural: bool = False
    """A plural pronoun ("them"): several cards."""
    among: int | None = None
    """This many chosen among the cards named before ("one of them", "one of those cards")."""


class Receiving(Node):
    """The card receiving the damage the effect is about ("the Unit receiving that damage")."""

    kind: Literal["receiving"] = "receiving"
    noun: Noun = "unit"


class Either(Node):
    """One of several kinds of card, chosen when the effect happens ("any Unit or the target")."""

    kind: Literal["either"] = "either"
    options: list[Selector]
    mixed: bool = False
    """ "and/or": the cards chosen may be of several of the kinds together ("any number of 'Mechs and/or sites");
    otherwise they are all of one kind, chosen when the effect happens."""


class Enhanced(Node):
    """The card this Enhancement is on ("Site this card enhances", "that 'Mech")."""

    kind: Literal["enhanced"] = "enhanced"


class Remaining(Node):
    """The cards left over from those looked at or taken before ("restock the remaining cards")."""

    kind: Literal["remaining"] = "remaining"


class ScrappedOne(Node):
    """The card scrapped earlier in the same ability ("the scrapped 'Mech"), whatever "that 'Mech" names since."""

    kind: Literal["scrapped"] = "scrapped"
    noun: Noun = "unit"


class CopyOf(Node):
    """Any card with the same name as one the selector reaches ("any copy of a Mission card you control")."""

    kind: Literal["copy_of"] = "copy_of"
    of: Selector


Target = Annotated[
    Selector | This | PilotedUnit | ThatOne | Either | Enhanced | Remaining | Receiving | ScrappedOne | CopyOf,
    Field(discriminator="kind"),
]
"""``ThatOne`` with noun ``card`` is "that card"."""


Player = Literal["you", "opponent"]
"""Who does it: the card's controller, or the opponent the effect names (an opponent as the subject)."""
