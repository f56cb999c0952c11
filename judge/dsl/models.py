"""Effects as data (like Fireplace's ``Hit(TARGET, 3)``), but produced by the card-text parser, never by hand.

Every node is a frozen pydantic model with a ``kind`` tag; the unions are discriminated by it, so a DSL tree goes to
JSON and back exactly (``AbilityList.model_validate_json(abilities.model_dump_json()) == abilities``) and has a
JSON Schema (:func:`dsl_schema`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, RootModel
from typing_extensions import TypeAliasType

from judge.cards.models import Cost
from judge.dsl.core import Node

Stat = Literal["attack", "armor", "structure", "initiative"]


# --- selectors ----------------------------------------------------------------------------------------------------

Noun = Literal[
    "unit", "mech", "vehicle", "card", "site", "target", "stockpile", "command_card", "mission_card", "pilot", "player"
]
Quantifier = Literal["each", "one", "any", "a", "all", "that", "up_to", "any_number", "that_many"]
"""``that_many``: as many as the effect before counted or moved ("scrap that many cards from your Stockpile")."""
Owner = Literal["you", "opponent", "any"]
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
    """The zone is the acting opponent's rather than yours ("a card from his or her Stockpile")."""
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
    """"and/or": the cards chosen may be of several of the kinds together ("any number of 'Mechs and/or sites");
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


# --- timing, conditions, durations ------------------------------------------------------------------------------

Phase = Literal["untap", "draw", "deploy", "repair_reload", "missions", "end"]


class During(Node):
    """When something may be used: a phase of your turn, a mission, a battle."""

    kind: Literal["during"] = "during"
    phase: Phase | None = None
    whose: Literal["your", "any", "opponent"] = "your"
    mission: bool = False
    battle: bool = False
    not_during_mission: bool = False
    unless: Literal["reveal", "activate"] | None = None
    """An exception rather than a restriction: ``unless you reveal it during your Deploy phase`` (``reveal``) or
    ``unless you activate it during your Deploy phase`` (``activate``): anywhere but when you do that then."""
    target_in_enhanced_region: bool = False
    """``during a mission whose target is in the region enhanced by this card``."""
    at_end: bool = False
    """Only at the end of the phase (or of the mission: "at the end of a mission", "after a mission"), not during
    it. With no phase, mission or battle, ``During()`` is the whole of the player's turn ("on your turn")."""


class HasAsset(Node):
    """``if you have Tactics in play``."""

    kind: Literal["has_asset"] = "has_asset"
    asset: Literal["Assembly", "Logistics", "Munitions", "Politics", "Tactics"]


class AttacksAlone(Node):
    """``when one of your Units attacks alone``."""

    kind: Literal["attacks_alone"] = "attacks_alone"


class AfterRoll(Node):
    """Immediately after rolling a die (a missile die, or any die roll)."""

    kind: Literal["after_roll"] = "after_roll"
    missile: bool = False
    all_dice: bool = False
    """Only once all of the missile dice for that 'Mech have been rolled."""


class Defending(Node):
    """Only while you are the defending player; with ``no_blockers``, controlling no blocking Units (or 'Mechs)."""

    kind: Literal["defending"] = "defending"
    no_blockers: Literal["unit", "mech"] | None = None


class WhenIn(Node):
    """A battle role the card's side is in: attacking, blocking, attacked, blocked, unblocked."""

    kind: Literal["when_in"] = "when_in"
    roles: list[Literal["attacking", "blocking", "attacked", "blocked", "unblocked"]]


class PilotedSpeed(Node):
    """Only if the piloted (or chosen) 'Mech has one of these speeds."""

    kind: Literal["speed_is"] = "speed_is"
    speeds: list[Literal["slow", "moderate", "fast"]]


class ThatIsIn(Node):
    """Only if the card named before is in this battle role (alone): ``only if that 'Mech is attacking alone``."""

    kind: Literal["that_is_in"] = "that_is_in"
    role: Literal["attacking", "blocking", "attacked", "blocked", "unblocked"]
    alone: bool = False
    that_mission: bool = False
    """The role it had in the mission named before: ``only if that 'Mech blocked that mission``."""


class OnceEachTurn(Node):
    """``only once each turn``."""

    kind: Literal["once_each_turn"] = "once_each_turn"


class PlayedOn(Node):
    """Where an Enhancement may be played: ``Play this card only on a 'Mech.``"""

    kind: Literal["played_on"] = "played_on"
    target: Target


class OpponentPlays(Node):
    """``when opponent activates a 'Mech``, ``when any opponent reveals a Subterfuge card``."""

    kind: Literal["opponent_plays"] = "opponent_plays"
    verb: Literal["activates", "reveals"]
    target: Target


class GroupSize(Node):
    """``when attacking or blocking with exactly four 'Mechs``."""

    kind: Literal["group_size"] = "group_size"
    roles: list[Literal["attacking", "blocking"]]
    count: int = Field(ge=1)
    noun: Noun = "mech"


# --- restrict: further timing restrictions and play conditions ---------------------------------------------------


class BeforeBlockers(Node):
    """``before assigning blockers``: during an attack, before the defending player assigns blockers."""

    kind: Literal["before_blockers"] = "before_blockers"


class DeclaringAttack(Node):
    """``when declaring an attack``; with ``count``, an attack made with exactly that many cards (``with only one
    'Mech``)."""

    kind: Literal["declaring_attack"] = "declaring_attack"
    count: int | None = Field(default=None, ge=1)
    noun: Literal["mech", "unit"] = "mech"


class UnitRole(Node):
    """A battle role of one card the ability is about: ``when 'Mech piloted by this card blocks or is blocked``,
    ``if 'Mech piloted by this card attacks or blocks alone``. ``this`` is the card itself ("this 'Mech"); on a Pilot,
    whose card is no 'Mech, "this 'Mech" is the 'Mech it pilots."""

    kind: Literal["unit_role"] = "unit_role"
    unit: Literal["piloted_unit", "this"]
    roles: list[Literal["attacking", "blocking", "attacked", "blocked", "unblocked"]] = Field(min_length=1)
    alone: bool = False


class AnyOf(Node):
    """Any one of these timings: ``on your turn, or during a mission on any opponent's turn``."""

    kind: Literal["any_of"] = "any_of"
    options: list[During] = Field(min_length=2)


class Controls(Node):
    """A player controls at least ``at_least`` cards of the selector: ``if opponent controls at least one Clan
    card``."""

    kind: Literal["controls"] = "controls"
    player: Literal["you", "opponent"]
    target: Selector
    at_least: int = Field(default=1, ge=1)


class YouPlay(Node):
    """``when you activate a Faction``: only as you activate (or reveal) a card of this kind."""

    kind: Literal["you_play"] = "you_play"
    verb: Literal["activate", "reveal"]
    card_type: CardKind


# --- battle: conditions -----------------------------------------------------------------------------------------


class OpponentAttacks(Node):
    """``when opponent attacks one of your 'Mechs``: an opponent's attack on these cards."""

    kind: Literal["opponent_attacks"] = "opponent_attacks"
    target: Target


class CardState(Node):
    """Only while a card is in a state: tapped, untapped, or piloted by this Pilot ("If this card is tapped, ...", "as
    long as this card pilots that 'Mech and that 'Mech remains untapped")."""

    kind: Literal["card_state"] = "card_state"
    target: Target = Field(default_factory=This)
    state: Literal["tapped", "untapped", "piloted_by_this"]


class MissionInvolves(Node):
    """Only during a mission that involves this card ("during a mission involving 'Mech piloted by this card")."""

    kind: Literal["mission_involves"] = "mission_involves"
    target: Target


class WhenUnitDoes(Node):
    """``when a 'Mech overheats``, ``when a 'Mech assigns missiles``: the moment a Unit uses an option."""

    kind: Literal["when_unit_does"] = "when_unit_does"
    event: Literal["overheats", "assigns_missiles"]
    noun: Noun = "mech"


# block: conditions on who may attack or block ---------------------------------------------------------------------


class SpeedCompared(Node):
    """Only if the piloted (or chosen) 'Mech is faster (or, with ``faster`` false, slower) than ``than`` ("If 'Mech
    piloted by this card is slower than ...")."""

    kind: Literal["speed_compared"] = "speed_compared"
    than: Target
    faster: bool = True


Condition = Annotated[
    During
    | OpponentAttacks
    | WhenIn
    | PilotedSpeed
    | PlayedOn
    | AfterRoll
    | HasAsset
    | AttacksAlone
    | OnceEachTurn
    | OpponentPlays
    | GroupSize
    | ThatIsIn
    | Defending
    | BeforeBlockers
    | DeclaringAttack
    | UnitRole
    | AnyOf
    | Controls
    | YouPlay
    | CardState
    | MissionInvolves
    | WhenUnitDoes
    | SpeedCompared,
    Field(discriminator="kind"),
]

Duration = Literal["mission", "battle", "turn", "game"]


# --- effects ----------------------------------------------------------------------------------------------------


class ModifyStat(Node):
    kind: Literal["modify_stat"] = "modify_stat"
    target: Target
    stat: Stat
    amount: int
    from_roll: bool = False
    """``+(3-6) attack``: as much as the die roll shows (``amount`` is then 0)."""
    roll: int | None = Field(default=None, ge=1)
    """With ``from_roll``, which of the dice rolled together it is ("equal to the first roll": 1)."""
    amount_from: Literal["base_attack", "base_armor", "base_structure"] | None = None
    """``+X attack, where X is its base armor``: as much as that printed stat of the target (``amount`` is then
    0)."""
    only_against: Literal["other_than_units"] | None = None
    """The bonus counts only against targets other than Units ("only usable against targets other than Units",
    AP's reminder with any amount; older printings: "deals +5 damage to any target other than a 'Mech")."""


class Quantity(Node):
    """An amount the card computes when the effect happens: ``equal to its base attack``, ``equal to its tonnage
    divided by ten (rounded down)``, ``equal to the number of time counters on this card``, ``that much`` (the amount
    of the effect before it), ``1-2 damage`` (the die roll)."""

    kind: Literal["quantity"] = "quantity"
    of: Literal[
        "base_attack",
        "base_armor",
        "base_structure",
        "tonnage",
        "counters",
        "excess_construction",
        "that_much",
        "die_roll",
        "overheat_damage",
        "different_assets",
        "attack",
        "cards_in_hand",
    ]
    counter: str | None = None
    """With ``counters``: the kind of counter on this card that is counted."""
    divided_by: int = Field(default=1, ge=1)
    """The amount is divided by this, rounded down ("its tonnage divided by ten (rounded down)")."""
    times: int = Field(default=1, ge=1, le=3)
    """The amount is multiplied by this ("double the damage of its Overheat option": ``overheat_damage``, 2)."""
    round_up: bool = False
    """The division rounds up ("divided by ten (rounded up)")."""
    less: int = Field(default=0, ge=0)
    """So much less than the amount ("one less than its structure")."""
    card: Target | None = None
    """Whose stat or tonnage it is ("the base armor of your 'Mech"); none for the card the effect acts on ("its")."""


class DealDamage(Node):
    kind: Literal["deal_damage"] = "deal_damage"
    target: Target
    amount: int
    amount_of: Quantity | None = None
    """A computed amount (``amount`` is then 0)."""
    structure: bool = False
    """Structure damage: armor does not stop it."""
    divided: bool = False
    """The damage is divided any way you choose among the cards the target reaches."""
    source: Target | None = None
    """The card that deals the damage when the text names it ("~ deals 1 damage to ..."); none for the card's
    controller dealing it ("Deal 1 damage to ...")."""


class PreventDamage(Node):
    kind: Literal["prevent_damage"] = "prevent_damage"
    target: Target
    amount: int
    up_to: bool = True
    amount_of: Quantity | None = None
    """A computed amount (``amount`` is then 0)."""
    chooser: Literal["you", "attacker"] = "you"
    """Who prevents it: the card's controller, or the attacking player ("The attacking player prevents ...")."""


Player = Literal["you", "opponent"]
"""Who does it: the card's controller, or the opponent the effect names (an opponent as the subject)."""


class Draw(Node):
    kind: Literal["draw"] = "draw"
    count: int = 1
    player: Player = "you"
    delayed: Duration | None = None
    """``after the mission``: the draw waits until the mission is over."""
    count_of: Quantity | None = None
    """A computed number of cards ("draw that many cards", "draw as many cards as are in your hand"); ``count`` is
    then 0."""


class AddResources(Node):
    kind: Literal["add_resources"] = "add_resources"
    count: int = 1
    from_roll: bool = False
    """``gain +(1-6) resources``: as many as the die roll shows."""
    amount_of: Quantity | None = None
    """A computed amount ("as many resources as you have different assets in play"; ``count`` is then 0)."""


class WinInitiative(Node):
    kind: Literal["win_initiative"] = "win_initiative"


class Tap(Node):
    kind: Literal["tap"] = "tap"
    target: Target
    untap: bool = False
    delayed: Duration | None = None
    """The untap waits until after the mission or the end of your turn."""


class Scrap(Node):
    kind: Literal["scrap"] = "scrap"
    target: Target
    player: Player = "you"


class Choose(Node):
    """Choose cards for the effects that follow ("Choose one of your Units.", "Choose one of your 'Mechs and one
    'Mech an opponent controls.")."""

    kind: Literal["choose"] = "choose"
    target: Target
    more: list[Target] = Field(default_factory=list)


class AdditionalDeployment(Node):
    """Deploying this card revealed makes an additional deployment this turn."""

    kind: Literal["additional_deployment"] = "additional_deployment"
    when_revealed: bool = True


class CountsAs(Node):
    kind: Literal["counts_as"] = "counts_as"
    name: str


class CannotBlock(Node):
    kind: Literal["cannot_block"] = "cannot_block"
    target: Target
    unless_guarding: bool = False


class CannotBeAttacked(Node):
    kind: Literal["cannot_be_attacked"] = "cannot_be_attacked"
    target: Target
    by: Target | None = None
    """Only these cannot attack it ("cannot be attacked by moderate Units"); none for no card at all."""


class ReturnToHand(Node):
    kind: Literal["return_to_hand"] = "return_to_hand"
    target: Target
    delayed: Duration | None = None


class PatrolAtOnce(Node):
    """The Unit may go to its Patrol region at once instead of waiting in Construction until the end of the turn
    (rulebook "Activating Cards" is the rule this overrides)."""

    kind: Literal["patrol_at_once"] = "patrol_at_once"
    when: Literal["revealed", "activated"] = "activated"
    if_fully_constructed: bool = False


class FreeDeployment(Node):
    """Playing the card does not count as a deployment (if it was revealed the turn it is played)."""

    kind: Literal["free_deployment"] = "free_deployment"
    if_revealed: bool = True


class ScrapIfDamaged(Node):
    """``If that Unit receives 5 or more damage, scrap this card.``"""

    kind: Literal["scrap_if_damaged"] = "scrap_if_damaged"
    watched: Target
    threshold: int


class LookAtHand(Node):
    kind: Literal["look_at_hand"] = "look_at_hand"
    whose: Literal["opponent"] = "opponent"


class LookAtTop(Node):
    kind: Literal["look_at_top"] = "look_at_top"
    count: int
    whose: Owner = "you"
    """Whose Stockpile: yours, an opponent's, or any player's (chosen)."""


class Show(Node):
    kind: Literal["show"] = "show"
    target: Target
    player: Player = "you"
    """Who shows it: you, or the opponent who owns it ("He or she shows you that Unit.")."""
    to: Literal["all_players", "you"] = "all_players"


class RemoveFromBattle(Node):
    kind: Literal["remove_from_battle"] = "remove_from_battle"
    target: Target


class Repair(Node):
    kind: Literal["repair"] = "repair"
    target: Target
    amount: int
    up_to: bool = False
    all_damage: bool = False
    """``repair all damage to ...`` (``amount`` is then 0)."""


class Deplete(Node):
    kind: Literal["deplete"] = "deplete"
    target: Target
    delayed: Duration | None = None
    reload: bool = False
    """The opposite: the depleted cards are reloaded ("reload one of your depleted Units")."""


class Unblockable(Node):
    """``This mission cannot be blocked.``"""

    kind: Literal["unblockable"] = "unblockable"


class CannotBeReassigned(Node):
    kind: Literal["cannot_be_reassigned"] = "cannot_be_reassigned"
    target: Target


class AddCounters(Node):
    kind: Literal["add_counters"] = "add_counters"
    counter: str | None
    """The counters' kind ("construction", "clubbing limb"); none for a counter named only by the stat it changes
    ("a +1 attack counter")."""
    count: int = 1
    target: Target
    stat: Stat | None = None
    """battle: each counter changes this stat of the card it is on by ``stat_amount`` ("a +1 attack ... counter")."""
    stat_amount: int = 0


class RemoveCounters(Node):
    kind: Literal["remove_counters"] = "remove_counters"
    counter: str
    count: int = 1
    target: Target
    all_counters: bool = False
    """Every counter of the kind on the target ("remove all construction counters from ..."; ``count`` is then 0)."""


class ScrapOthers(Node):
    """``scrap all other Terrain cards in that region`` / ``scraps all other Factions you control``."""

    kind: Literal["scrap_others"] = "scrap_others"
    subtype: Literal["Terrain", "Faction"]
    scope: Literal["region", "yours"]


class PutInRegion(Node):
    kind: Literal["put_in_region"] = "put_in_region"


class MoveEnhancement(Node):
    """``You may move this card to a different site``."""

    kind: Literal["move_enhancement"] = "move_enhancement"


class CountsAsDeployment(Node):
    kind: Literal["counts_as_deployment"] = "counts_as_deployment"


class AddToDieRoll(Node):
    kind: Literal["add_to_die_roll"] = "add_to_die_roll"
    amount: int


class AdjustMissileRoll(Node):
    """Change missile die rolls after they are rolled ("subtract 1 from any of your missile die rolls"); with
    ``either_way``, add or subtract ``amount``; ``fired_by``: only the missiles this card fires."""

    kind: Literal["adjust_missile_roll"] = "adjust_missile_roll"
    amount: int
    either_way: bool = False
    fired_by: Target | None = None


class Restock(Node):
    kind: Literal["restock"] = "restock"
    target: Target
    player: Player = "you"
    any_order: bool = False
    """Several cards restocked in the order their owner chooses ("in any order")."""


class RerollMissile(Node):
    """Roll one of your missile dice again."""

    kind: Literal["reroll_missile"] = "reroll_missile"
    all_fired_by: Target | None = None
    """Roll again all of the missile dice of this card, rather than one of yours ("re-roll all of the missile dice
    for that 'Mech")."""


class GainAbility(Node):
    """The card gains a Unit option or keyword ("gains Missile 2", "gains C3")."""

    kind: Literal["gain_ability"] = "gain_ability"
    target: Target
    ability: Overheat | AlphaStrike | Missile | Jump | Keyword = Field(discriminator="kind")
    value_of: Quantity | None = None
    """The keyword's number is computed when the effect happens ("Long-Range X, where X is equal to half its attack,
    rounded down"); the keyword's ``value`` is then none."""


class NoEffect(Node):
    kind: Literal["no_effect"] = "no_effect"


class Shuffle(Node):
    kind: Literal["shuffle"] = "shuffle"


class RevealCard(Node):
    """Reveal a face-down card: a card under construction is turned face up."""

    kind: Literal["reveal_card"] = "reveal_card"
    target: Target


class MultiplyCounters(Node):
    """Double (or triple) the number of counters of a kind on a card: as many more are put on it."""

    kind: Literal["multiply_counters"] = "multiply_counters"
    counter: str
    target: Target
    factor: int = Field(default=2, ge=2)


class ActivateCard(Node):
    """Activate a card under construction before it is fully constructed (it comes into play)."""

    kind: Literal["activate_card"] = "activate_card"
    target: Target


class PreventAllDamage(Node):
    """All damage dealt by the target (also read from "X deals no damage"), received by it, or both, is
    prevented."""

    kind: Literal["prevent_all_damage"] = "prevent_all_damage"
    target: Target
    dealt: bool = False
    received: bool = False
    missile: bool = False
    """Only missile damage."""


class SetStat(Node):
    """A stat of the target becomes ``value`` (the "Reduce the STAT of TARGET to N" phrasing)."""

    kind: Literal["set_stat"] = "set_stat"
    target: Target
    stat: Stat
    value: int


class May(Node):
    """The effects are the controller's choice ("you may ...")."""

    kind: Literal["may"] = "may"
    effects: list[Effect]


class PerExcessConstruction(Node):
    """The effects happen once for every ``per`` construction counters paid above the card's cost (Command cards
    that reward paying more than their cost)."""

    kind: Literal["per_excess_construction"] = "per_excess_construction"
    per: int = Field(default=1, ge=1)
    effects: list[Effect]
    of_that: bool = False
    """Counters above the cost of the card named before ("above its cost"), not of this card."""


class PerCounter(Node):
    """The effects happen once for each counter of this kind on the card itself."""

    kind: Literal["per_counter"] = "per_counter"
    counter: str
    effects: list[Effect]


class PerCounterRemoved(Node):
    """Remove any number of counters of this kind from the card itself; the effects happen once for each counter
    removed ("Remove any number of booty counters from this card to gain {R} for each counter removed")."""

    kind: Literal["per_counter_removed"] = "per_counter_removed"
    counter: str
    effects: list[Effect]


class PutIntoPlay(Node):
    """The target comes into play without being deployed."""

    kind: Literal["put_into_play"] = "put_into_play"
    target: Target
    on: Target | None = None
    """A Pilot or Enhancement put into play on this card ("put it into play on any unpiloted 'Mech you control")."""
    activated: bool = False
    """The card comes into play activated ("put the new Pilot into play, activated, on ...")."""
    patrol: bool = False
    """The card comes into play in your Patrol region ("put the new 'Mech into your Patrol region")."""
    damage: Quantity | None = None
    """The card comes into play with this many damage counters ("with damage counters equal to one less than its
    structure")."""


class PutOnStockpile(Node):
    """The target goes on top of your Stockpile."""

    kind: Literal["put_on_stockpile"] = "put_on_stockpile"
    target: Target
    any_order: bool = False
    """Put there together with the other cards of the same effect, in the order you choose ("in any order")."""
    stockpile: Literal["yours", "that"] = "yours"
    """``that``: back on top of the Stockpile they were looked at in, in any order ("return those cards in any
    order")."""
    bottom: bool = False
    """On the bottom of the Stockpile rather than on top."""


class Search(Node):
    """Search your Stockpile for a card; the card found is "that card" / "it" for the effects that follow."""

    kind: Literal["search"] = "search"
    target: Target


class PutOn(Node):
    """An Enhancement goes onto the card it enhances when it is activated."""

    kind: Literal["put_on"] = "put_on"
    target: Target


class GainControl(Node):
    """The player takes control of the target (``gain control of it``, ``that opponent gains control of ...``)."""

    kind: Literal["gain_control"] = "gain_control"
    target: Target
    player: Player = "you"


Until = Literal[
    "end_of_turn",
    "your_next_turn",
    "end_of_mission",
    "end_of_game",
    "you_deploy",
    "end_of_your_turn",
    "their_next_turn",
]
"""``you_deploy``: until you deploy a card. ``end_of_your_turn``: the end of your own turn, not of the turn it
happens in when that is an opponent's ("until the end of your turn"). ``their_next_turn``: until the end of the
chosen opponent's next turn ("during his or her next turn")."""


class Lasting(Node):
    """Effects that last until a moment (``until the end of your turn``, ``for the rest of this mission``)."""

    kind: Literal["lasting"] = "lasting"
    until: Until
    effects: list[Effect]


class AtTheBeginning(Node):
    """Effects that happen again at the beginning of each turn of a player, or of their Draw phase ("opponent scraps
    a card at the beginning of his or her turn")."""

    kind: Literal["at_the_beginning"] = "at_the_beginning"
    whose: Player = "you"
    of: Literal["turn", "draw_phase", "deploy_phase"] = "turn"
    effects: list[Effect]
    next: bool = False
    """Only once, at the next such moment ("at the beginning of your next turn")."""


class MultiplyDamage(Node):
    """``double all damage dealt to ...``, ``triple all damage dealt to ...``, ``double all damage received by
    ...``."""

    kind: Literal["multiply_damage"] = "multiply_damage"
    target: Target
    factor: int = Field(ge=2, le=3)
    damage: Literal["all", "overheat"] = "all"
    """Which damage is multiplied: all of it, or only the Overheat damage ("Deal triple Overheat damage to ...")."""


class OneOf(Node):
    """The controller chooses one of the options ("gets either +2 attack or +2 armor")."""

    kind: Literal["one_of"] = "one_of"
    options: list[list[Effect]] = Field(min_length=2)


class CannotBeBlocked(Node):
    kind: Literal["cannot_be_blocked"] = "cannot_be_blocked"
    target: Target
    by: Target | None = None
    """Only these cannot block it ("cannot be blocked by patrolling 'Mechs"); none for no card at all."""
    except_by: Target | None = None
    """Only these may block it ("cannot be blocked except by any moderate 'Mech guarding the target")."""


class AtTheEnd(Node):
    """Effects that wait until the end of the battle or mission ("At the end of this battle, ...")."""

    kind: Literal["at_the_end"] = "at_the_end"
    of: Literal["battle", "mission"]
    effects: list[Effect]


class SetSpeed(Node):
    """``That Unit is now slow``."""

    kind: Literal["set_speed"] = "set_speed"
    target: Target
    speed: Literal["slow", "moderate", "fast"]


class ShiftSpeed(Node):
    """``all attacking Units are one speed slower``: the cards count as this many speeds faster (negative: slower)."""

    kind: Literal["shift_speed"] = "shift_speed"
    target: Target
    steps: int
    only_for: list[Literal["attack", "block"]] = Field(default_factory=list)
    """The shift counts only when the cards attack or block ("may block as if two speed slower"); empty: always."""


class CannotAttackOrBlock(Node):
    """``cannot attack or block alone`` / ``cannot attack or block in a group``."""

    kind: Literal["cannot_attack_or_block"] = "cannot_attack_or_block"
    target: Target
    how: Literal["alone", "in_group"]


class IfScrapped(Node):
    """A rider: if the card named before is scrapped (during this mission), the effects happen."""

    kind: Literal["if_scrapped"] = "if_scrapped"
    watched: Target
    during_mission: bool = False
    during_battle: bool = False
    """Scrapped during the battle ("if any attacking Units were scrapped during the battle")."""
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)
    """What happens if it is not scrapped ("...; otherwise, untap this card after the mission")."""


class ForEach(Node):
    """The effects happen once for each card the selector reaches; "that 'Mech" in them is that card."""

    kind: Literal["for_each"] = "for_each"
    each: Target
    effects: list[Effect]


class NoOptionDrawback(Node):
    """A Unit option without its cost: Alpha Strike that does not deplete, Overheat with no Overheat damage."""

    kind: Literal["no_option_drawback"] = "no_option_drawback"
    target: Target
    option: Literal["Overheat", "Alpha Strike"]


class IgnoreSpeed(Node):
    """Speed does not limit who may block, be blocked or be attacked ("regardless of their speed")."""

    kind: Literal["ignore_speed"] = "ignore_speed"
    target: Target
    action: Literal["block", "be_blocked", "be_attacked", "attack"]
    against: Target | None = None
    """Only when blocking attacks against this card; with ``attack``, the cards it may attack."""


class ReplaceCounters(Node):
    """Replace ``count`` counters on ``target`` with ``replacement`` counters of the same type."""

    kind: Literal["replace_counters"] = "replace_counters"
    target: Target
    count: int = 1
    replacement: int


class RedirectAllDamage(Node):
    """All damage that would be dealt to ``source`` is dealt to ``to`` instead."""

    kind: Literal["redirect_all_damage"] = "redirect_all_damage"
    source: Target
    to: Target


class RedirectDamage(Node):
    """Damage dealt to the site this card enhances goes to ``to`` instead, at the attacker's choice; with
    ``scrap``, that card is then scrapped."""

    kind: Literal["redirect_damage"] = "redirect_damage"
    amount: int
    up_to: bool = False
    to: Target
    chooser: Literal["attacker"] = "attacker"
    scrap: bool = False


class IfDamages(Node):
    """A rider: if the card named before damages the target, the effects happen."""

    kind: Literal["if_damages"] = "if_damages"
    watched: Target
    target: Target
    effects: list[Effect]


class InsteadOfScrapheap(Node):
    """If this card would go to your Scrapheap from play, the effects happen instead."""

    kind: Literal["instead_of_scrapheap"] = "instead_of_scrapheap"
    effects: list[Effect]


class Cancel(Node):
    """The card has no effect (and, with ``scrap``, is scrapped)."""

    kind: Literal["cancel"] = "cancel"
    target: Target
    scrap: bool = False
    on: Literal["activated", "revealed"] | None = None
    """Only when the card is activated (or revealed): "No Subterfuge cards do anything when activated."."""


class PerInitiativePoint(Node):
    """The effects happen once for each point by which your initiative exceeds your opponent's."""

    kind: Literal["per_initiative_point"] = "per_initiative_point"
    effects: list[Effect]


class NoPlayerPlays(Node):
    """No player may play cards of this type ("no player may play Mission cards")."""

    kind: Literal["no_player_plays"] = "no_player_plays"
    card_type: CardKind
    player: Literal["any", "you", "opponent"] = "any"
    """Only this player may not play them ("You cannot play Mission cards", "That opponent may not play ...")."""


class IfNoStructureDamage(Node):
    """A rider: if the card named before receives no structure damage, the effects happen."""

    kind: Literal["if_no_structure_damage"] = "if_no_structure_damage"
    watched: Target
    effects: list[Effect]


class JoinBattle(Node):
    """The card joins the battle under way ("That Unit joins the battle.")."""

    kind: Literal["join_battle"] = "join_battle"
    target: Target


class IfTons(Node):
    """The effects happen if the card named before weighs at least ``min_tons``, the others otherwise ("If that
    'Mech is 60 tons or more, it gets +4 attack; otherwise, it gets +1 attack.")."""

    kind: Literal["if_tons"] = "if_tons"
    watched: Target
    min_tons: int = Field(ge=1)
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class DamageOnlyTo(Node):
    """The cards of ``source`` may deal their damage only to ``to`` ("All of your 'Mechs deal damage only to that
    'Mech.")."""

    kind: Literal["damage_only_to"] = "damage_only_to"
    source: Target
    to: Target
    even_own_group: bool = False
    """``to`` may be in the group of the card dealing the damage ("possibly even a Unit in its group")."""
    reassign: bool = False
    """Damage already assigned before this effect is assigned again this way ("damage from 'Mechs that have already
    dealt damage is redirected")."""


# --- restrict: limits -------------------------------------------------------------------------------------------


class AttackLimit(Node):
    """A player may attack at most ``count`` times each turn ("Opponent cannot attack more than once per turn.")."""

    kind: Literal["attack_limit"] = "attack_limit"
    player: Literal["you", "opponent"]
    count: int = Field(ge=1)


class LimitExemption(Node):
    """A rider on the limit before it: attacks against these cards do not count toward it ("Attacks that target
    this card do not count toward this limit.")."""

    kind: Literal["limit_exemption"] = "limit_exemption"
    attacks_on: Target


OptionName = Literal["Overheat", "Alpha Strike", "Missile", "Jump", "ECM", "Anti-Missile", "NARC", "C3", "VTOL"]


class ChooseOption(Node):
    """Choose one of these Unit options ("Choose one of the following options: Missile, Overheat, or Jump."); what
    follows says what happens to it."""

    kind: Literal["choose_option"] = "choose_option"
    options: list[OptionName] = Field(min_length=2)


class OptionRequirement(Node):
    """The Unit option chosen before: the cards must use it if able (``must``), cannot use it (``cannot``), or one of
    the two, as the controller chooses (``either``)."""

    kind: Literal["option_requirement"] = "option_requirement"
    target: Target
    mode: Literal["must", "cannot", "either"]


class BattleAsMission(Node):
    """The battle under way counts as one that occurs during a mission ("Treat this battle as if it occurred during a
    mission")."""

    kind: Literal["battle_as_mission"] = "battle_as_mission"


# stock: cards moving between Stockpile, hand, Scrapheap and play ---------------------------------------------------


class IfCardIs(Node):
    """A rider on the card revealed, shown or looked at before: if it is (with ``negated``, is not) a card of this
    type, the effects happen, the others otherwise; with ``any_of``, the effects happen to those of the cards looked
    at that are ("If any of those cards are Mission cards, ...")."""

    kind: Literal["if_card_is"] = "if_card_is"
    card_type: CardKind
    negated: bool = False
    any_of: bool = False
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class ShuffleInto(Node):
    """Shuffle cards into your Stockpile, or into the Stockpile named before ("into that Stockpile")."""

    kind: Literal["shuffle_into"] = "shuffle_into"
    target: Target
    stockpile: Literal["yours", "that"] = "yours"


class CountCards(Node):
    """Count cards: those each target reaches ("Count the number of your Units and the number of opposing Units"), or
    those in a zone of yours ("Count the number of cards in your hand"); "that many" and "the difference" in the
    effects after it use the numbers."""

    kind: Literal["count_cards"] = "count_cards"
    targets: list[Target] = Field(default_factory=list)
    zone: Zone | None = None


class PerCardScrapped(Node):
    """Scrap any number of cards from a zone of yours (at most ``max``); the effects happen once for each card
    scrapped ("prevent 1 damage to any Unit for each card you scrap from your hand")."""

    kind: Literal["per_card_scrapped"] = "per_card_scrapped"
    zone: Literal["hand", "stockpile"] = "hand"
    effects: list[Effect]
    max: int | None = Field(default=None, ge=1)
    """At most this many cards ("You cannot scrap more than two cards in this way.")."""


class MustAttack(Node):
    """The cards attack a player's Stockpile if they are able to ("each patrolling Unit attacks your Stockpile if
    able")."""

    kind: Literal["must_attack"] = "must_attack"
    target: Target
    stockpile: Owner


class HideCounters(Node):
    """Hide a number of counters (at most ``max``) for a guessing game; "that many" after it is their number."""

    kind: Literal["hide_counters"] = "hide_counters"
    max: int = Field(ge=1)


class IfGuessed(Node):
    """A rider on the counters hidden before: if the opponent guesses how many they are, the effects happen, the
    others otherwise."""

    kind: Literal["if_guessed"] = "if_guessed"
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class Claim(Node):
    """Claim that a card (face down to the opponent) is of a type; the opponent may challenge the claim."""

    kind: Literal["claim"] = "claim"
    target: Target
    card_type: CardKind


class IfChallenged(Node):
    """A rider on the claim before it: if the opponent challenges it, the effects happen, the others otherwise."""

    kind: Literal["if_challenged"] = "if_challenged"
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class IfWithinResources(Node):
    """The effects happen if the card named before is under construction and at most ``resources`` Resources short of
    fully constructed ("if that Unit is within 1 Resources of being fully constructed, activate it")."""

    kind: Literal["if_within_resources"] = "if_within_resources"
    watched: Target
    resources: int = Field(ge=0)
    effects: list[Effect]


class IfReceivesDamage(Node):
    """The effects happen if the card named before receives damage: at least ``threshold`` of it ("If that 'Mech
    receives 3 or more damage, ...; otherwise, ..."), or any (``threshold`` none; from ``source``; ``structure``: only
    structure damage counts, "is dealt structure damage")."""

    kind: Literal["if_receives_damage"] = "if_receives_damage"
    watched: Target
    threshold: int | None = Field(default=None, ge=1)
    source: Target | None = None
    structure: bool = False
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class PerDamageDealt(Node):
    """The effects happen once for every ``per`` damage the ``source`` cards deal to the ``to`` cards ("For every 2
    damage dealt by blocking 'Mechs to the target, ...")."""

    kind: Literal["per_damage_dealt"] = "per_damage_dealt"
    per: int = Field(ge=1)
    source: Target
    to: Target
    effects: list[Effect]


class DieBranch(Node):
    low: int = Field(ge=1, le=12)
    high: int = Field(ge=1, le=12)
    """Up to 6 for a die; a total of two dice goes up to 12 ("roll two dice: 2-12, ...")."""
    effects: list[Effect]


class RollDie(Node):
    """Roll a die; the branch whose range holds the result happens."""

    kind: Literal["roll_die"] = "roll_die"
    branches: list[DieBranch] = Field(default_factory=list)
    second: bool = False
    """"Roll a second die" after a first roll's branch: the branches printed after it are this roll's."""
    count: int = Field(default=1, ge=1)
    """How many dice are rolled together ("roll two dice"); their total is the result."""
    additional: bool = False
    """"Roll an additional die": one more die added to the roll before it."""
    instead: bool = False
    """"Roll 2 dice instead": this roll replaces the roll before it."""
    delayed: Duration | None = None
    """The roll waits until after the mission ("roll a die after the mission: ...")."""


# --- dice: effects repeated for each point of damage, rolls that miss a number ----------------------------------


class PerDamage(Node):
    """The effects happen once for each ``per`` points of damage dealt (by ``by``, to ``to``); in them "that damage"
    is those points and "the 'Mech receiving the damage" the card they are dealt to."""

    kind: Literal["per_damage"] = "per_damage"
    per: int = Field(default=1, ge=1)
    structure: bool = False
    """Only structure damage counts."""
    by: Target | None = None
    to: Target | None = None
    during_battle: bool = False
    """Only damage dealt during the battle ("during battle", "later this battle")."""
    effects: list[Effect]


class PreventThatDamage(Node):
    """Prevent the damage the effect is about (the points a :class:`PerDamage` is repeated for)."""

    kind: Literal["prevent_that_damage"] = "prevent_that_damage"


class IfNotRolled(Node):
    """The effects happen if none of the dice rolled show ``value`` ("If you don't roll at least one 6, ...")."""

    kind: Literal["if_not_rolled"] = "if_not_rolled"
    value: int = Field(ge=1, le=6)
    effects: list[Effect]


class WhenDamageResolved(Node):
    """The effects wait until the battle's damage is resolved, and happen only if ``still_in_battle`` (when given)
    is still in the battle then."""

    kind: Literal["when_damage_resolved"] = "when_damage_resolved"
    still_in_battle: Target | None = None
    effects: list[Effect]


class IfCouldHaveAttacked(Node):
    """The effects happen if any of the cards the selector reaches could have attacked this turn but did not."""

    kind: Literal["if_could_have_attacked"] = "if_could_have_attacked"
    watched: Target
    effects: list[Effect]


class PerOutnumbering(Node):
    """The effects happen once for each card by which your cards of this kind outnumber the opposing ones ("For each
    engaged 'Mech that opponent controls that is fewer than the number of your engaged 'Mechs, ...", "+X ..., where X
    is the difference")."""

    kind: Literal["per_outnumbering"] = "per_outnumbering"
    noun: Noun = "unit"
    engaged: bool = False
    effects: list[Effect]


class RedirectAttack(Node):
    """The attack under way now targets ``to`` instead ("current attack is redirected to this card", "redirect it
    to that site")."""

    kind: Literal["redirect_attack"] = "redirect_attack"
    to: Target


class RemoveFromGame(Node):
    """The card leaves the game: not to a Scrapheap or a hand, for the rest of the game."""

    kind: Literal["remove_from_game"] = "remove_from_game"
    target: Target


class ExtraTurn(Node):
    """You take another turn after this one; ``skip_phases`` are left out of it."""

    kind: Literal["extra_turn"] = "extra_turn"
    skip_phases: list[Phase] = Field(default_factory=list)


# --- battle: damage in battle ------------------------------------------------------------------------------------


class UnpreventableDamage(Node):
    """The damage of the effect before cannot be prevented ("This damage cannot be prevented.")."""

    kind: Literal["unpreventable_damage"] = "unpreventable_damage"


class StillDealsDamage(Node):
    """The card deals its damage in this battle even if the effect before scraps it ("That 'Mech may still deal
    damage.")."""

    kind: Literal["still_deals_damage"] = "still_deals_damage"
    target: Target


# block: who may attack and block ---------------------------------------------------------------------------------


class BlockWhileTapped(Node):
    """The cards may block while tapped ("Each of your patrolling 'Mechs may block while tapped")."""

    kind: Literal["block_while_tapped"] = "block_while_tapped"
    target: Target


class GroupLimit(Node):
    """No group of more than ``most`` cards may attack (or block); with ``player``, only that player's groups; with
    ``against``, only attacks against these ("No group containing more than four 'Mechs can attack the target",
    "That opponent cannot assign more than two Units to block")."""

    kind: Literal["group_limit"] = "group_limit"
    action: Literal["attack", "block"]
    most: int = Field(ge=1)
    noun: Noun = "unit"
    player: Literal["you", "opponent", "any"] = "any"
    against: Target | None = None


class DamageDealersLimit(Node):
    """No more of ``dealers`` may deal damage than there are ``at_most`` ("You cannot deal damage with more blocking
    Units than the number of tapped Units")."""

    kind: Literal["damage_dealers_limit"] = "damage_dealers_limit"
    player: Literal["you", "opponent"]
    dealers: Target
    at_most: Target


class DealsItsDamage(Node):
    """``source`` deals its own battle damage (its attack) to ``to``: "Deal that 'Mech's damage to the target.",
    "One of your Units deals all of its damage to the target", "The target may deal damage to that 'Mech."."""

    kind: Literal["deals_its_damage"] = "deals_its_damage"
    source: Target
    to: Target
    optional: bool = False
    """The source's controller may choose not to ("may deal damage to ...")."""
    as_if_unblocked: bool = False
    """The damage is dealt as if the source were not blocked."""


class ChooseWhetherDealsDamage(Node):
    """The controller of each card the target reaches chooses whether it deals its damage ("Each player may choose
    whether each of his or her 'Mechs deals damage.")."""

    kind: Literal["choose_whether_deals_damage"] = "choose_whether_deals_damage"
    target: Target


class NotASite(Node):
    """The card is not a site (it cannot be the target of a mission)."""

    kind: Literal["not_a_site"] = "not_a_site"
    target: Target


class CannotBeScrapped(Node):
    kind: Literal["cannot_be_scrapped"] = "cannot_be_scrapped"
    target: Target


class ScrapCopies(Node):
    """Scrap all other copies of this card you control."""

    kind: Literal["scrap_copies"] = "scrap_copies"


class IfNoneRemain(Node):
    """The effects happen if none of the cards the selector reaches remain ("If no blocking Units remain, ...")."""

    kind: Literal["if_none_remain"] = "if_none_remain"
    watched: Target
    effects: list[Effect]


# --- asset: assets chosen, provided, gained and lost; construction and deployment costs; moving cards ---------------

AssetLetter = Literal["A", "L", "M", "P", "T"]
"""Assembly, Logistics, Munitions, Politics, Tactics (the rulebook's "Assets")."""


class ChooseAsset(Node):
    """Choose one of the five assets ("choose any asset", "choose an opponent and any asset"); the effects after it
    call it "that asset"."""

    kind: Literal["choose_asset"] = "choose_asset"


class ProvidesAsset(Node):
    """The target provides an asset, as Resource cards do ("~ provides that asset"); ``asset`` none is the asset
    chosen before ("that asset")."""

    kind: Literal["provides_asset"] = "provides_asset"
    target: Target
    asset: AssetLetter | None = None


class HaveAsset(Node):
    """The player has an asset available with no card providing it: the asset chosen before ("you have that asset
    available") when ``options`` is empty, else one of ``options``, chosen when it happens ("gain A, L, M, P, or
    T")."""

    kind: Literal["have_asset"] = "have_asset"
    player: Player = "you"
    options: list[AssetLetter] = Field(default_factory=list)


class LoseAsset(Node):
    """The player no longer has the asset available (``asset`` none: the asset chosen before); with
    ``until_provider_deployed``, until he or she deploys a Resource card that provides it."""

    kind: Literal["lose_asset"] = "lose_asset"
    player: Player = "opponent"
    asset: AssetLetter | None = None
    until_provider_deployed: bool = False


class AssetDoesNotPay(Node):
    """Having the asset available no longer lets a player ignore the asset costs that specify it (``asset`` none:
    the asset chosen before); with ``under_construction``, said of the cards under construction."""

    kind: Literal["asset_does_not_pay"] = "asset_does_not_pay"
    asset: AssetLetter | None = None
    under_construction: bool = False


class ConstructionSpendLimit(Node):
    """No player may spend more than ``resources`` resources on construction counters in a turn."""

    kind: Literal["construction_spend_limit"] = "construction_spend_limit"
    resources: int = Field(ge=1)


class PayToEnd(Node):
    """A rider: any player may pay ``cost`` during his or her ``phase`` phase to end the effect before it."""

    kind: Literal["pay_to_end"] = "pay_to_end"
    cost: Cost
    phase: Phase


class DeploymentSurcharge(Node):
    """Each deployment the player makes costs ``cost`` more ("making a deployment costs each opponent an additional
    0 +2L")."""

    kind: Literal["deployment_surcharge"] = "deployment_surcharge"
    player: Player = "opponent"
    cost: Cost


class PayRepeatedly(Node):
    """Pay ``resources`` as often as you wish; the effects happen each time."""

    kind: Literal["pay_repeatedly"] = "pay_repeatedly"
    resources: int = Field(ge=1)
    effects: list[Effect]


class DistributeCounters(Node):
    """The counters of this kind removed before are put back, divided as you choose among the target's cards."""

    kind: Literal["distribute_counters"] = "distribute_counters"
    counter: str
    among: Target


class MoveCard(Node):
    """A card in play moves onto another card ("move it to any unpiloted 'Mech you control": a Pilot changes
    'Mechs)."""

    kind: Literal["move_card"] = "move_card"
    target: Target
    to: Target


class ShareBonuses(Node):
    """The stat bonuses the source's cards give (a Pilot's) also go to ``to`` ("also gives its attack and initiative
    bonuses to each other 'Mech you control")."""

    kind: Literal["share_bonuses"] = "share_bonuses"
    source: Target
    stats: list[Stat]
    to: Target


class AssignExtraDamage(Node):
    """The cards the target reaches, though they have already dealt their damage in this battle, also deal the
    damage the effect before adds to them ("... assign this extra damage after this card is played")."""

    kind: Literal["assign_extra_damage"] = "assign_extra_damage"
    target: Target


class NewBattle(Node):
    """A new battle begins with the cards of this kind that survived this one ("begin a new battle using all
    surviving 'Mechs from this battle")."""

    kind: Literal["new_battle"] = "new_battle"
    noun: Literal["unit", "mech"] = "unit"


class ArmorNotReplenished(Node):
    """Armor damage is not repaired before the next battle ("Armor does not replenish before the second
    battle.")."""

    kind: Literal["armor_not_replenished"] = "armor_not_replenished"


class NoMissiles(Node):
    """Missiles cannot be used."""

    kind: Literal["no_missiles"] = "no_missiles"


class NextBattle(Node):
    """Effects that hold during the battle begun by the effect before ("... during that battle")."""

    kind: Literal["next_battle"] = "next_battle"
    effects: list[Effect]


class RedirectMissiles(Node):
    """The missiles named before deal their damage to ``to`` instead of to their targets, multiplied by ``factor``
    ("Those missiles deal double damage to that 'Mech instead of dealing damage to their targets.")."""

    kind: Literal["redirect_missiles"] = "redirect_missiles"
    to: Target
    factor: int = Field(default=1, ge=1, le=3)


class MoveCounters(Node):
    """Counters of the kind moved onto ``to``: as many as you wish (``count`` none), each for ``resources_each``
    resources ("pay {R} for each infantry counter you move to another site")."""

    kind: Literal["move_counters"] = "move_counters"
    counter: str | None
    """None: counters of any kind ("transfer one counter from that card to ...")."""
    count: int | None = None
    to: Target
    resources_each: int = Field(default=0, ge=0)
    source: Target | None = None
    """The card the counters leave ("from that card"); none where the text does not say."""


class CounterBonus(Node):
    """Each counter of the kind changes a stat of the card it is on ("Each infantry counter adds +1 attack to that
    site.")."""

    kind: Literal["counter_bonus"] = "counter_bonus"
    counter: str
    stat: Stat
    amount: int
    target: Target


class RedirectToCounters(Node):
    """Damage to the site goes to the counters of the kind on it instead, ``amount`` for each counter, each counter
    that takes damage scrapped; the attacker chooses."""

    kind: Literal["redirect_to_counters"] = "redirect_to_counters"
    counter: str
    amount: int = Field(default=1, ge=1)
    chooser: Literal["attacker"] = "attacker"


class PayOrElse(Node):
    """The player pays ``cost`` during his or her ``phase`` phase, or the ``otherwise`` effects happen ("opponent
    either pays (1 +2P) during his or her Repair/Reload phase or scraps that card")."""

    kind: Literal["pay_or_else"] = "pay_or_else"
    player: Player = "opponent"
    cost: Cost
    phase: Phase
    otherwise: list[Effect]


class PayResources(Node):
    """Pay resources ("pay {R} or scrap one card from your Stockpile": one option of a choice)."""

    kind: Literal["pay_resources"] = "pay_resources"
    count: int = Field(default=1, ge=1)


class PerCostPoint(Node):
    """The effects happen once for each point by which the base construction cost of the new card (an OmniMech's
    new configuration) exceeds that of the old one."""

    kind: Literal["per_cost_point"] = "per_cost_point"
    effects: list[Effect]


# --- untap: tapping and untapping, depleting and reloading, untaps replaced -------------------------------------

UntapTime = Literal["untap_phase", "next_untap_phase", "next_turn"]
"""When cards do not untap: during their controller's Untap phases, only the next one, or all their controller's
next turn."""


class WhenWouldUntap(Node):
    """Whenever the cards would untap, the effects happen; with ``instead``, in place of the untap ("whenever that Unit
    would untap, deal 1 damage to it instead"). "That card remains tapped" among them keeps it tapped."""

    kind: Literal["when_would_untap"] = "when_would_untap"
    target: Target
    effects: list[Effect]
    instead: bool = False


class RemainsTapped(Node):
    """The card does not untap this time (an effect of :class:`WhenWouldUntap`: "That Unit remains tapped.")."""

    kind: Literal["remains_tapped"] = "remains_tapped"
    target: Target


class IfCounters(Node):
    """The effects hold only while there are counters of this kind on the card named ("As long as there are any
    support counters on that Unit, ...", "If there are any support counters on it, ...")."""

    kind: Literal["if_counters"] = "if_counters"
    counter: str
    watched: Target
    effects: list[Effect]


class IfStructureDamage(Node):
    """A rider: if the card named before receives structure damage, the effects happen ("If that Unit receives
    structure damage, draw a card.")."""

    kind: Literal["if_structure_damage"] = "if_structure_damage"
    watched: Target
    effects: list[Effect]


class PlayerMayTap(Node):
    """A player may tap cards they control to get the effects, during that player's own phase (``during``): any
    player, or the controller of the card named before ("During the controller's Deploy phase, that player may tap
    three 'Mechs to draw a card.")."""

    kind: Literal["player_may_tap"] = "player_may_tap"
    player: Literal["any", "controller"]
    during: During
    tap: Target
    effects: list[Effect]


class ReassignPilot(Node):
    """Move a Pilot from one 'Mech to another ("reassign a pilot from one of your depleted 'Mechs to another one of
    your Units")."""

    kind: Literal["reassign_pilot"] = "reassign_pilot"
    source: Target
    to: Target


class EngageInBattle(Node):
    """The cards fight a battle against each other ("Engage those Units in battle.")."""

    kind: Literal["engage_in_battle"] = "engage_in_battle"
    target: Target


class IfNoneControlled(Node):
    """The effects happen only if the player named before controls none of these cards ("If that opponent controls
    no Inner Sphere cards, ...")."""

    kind: Literal["if_none_controlled"] = "if_none_controlled"
    cards: list[Selector] = Field(min_length=1)
    effects: list[Effect]


class AvoidBattle(Node):
    """The player may call the battle off; ``effects`` are how ("he or she may avoid this battle by untapping your
    Unit")."""

    kind: Literal["avoid_battle"] = "avoid_battle"
    player: Player = "opponent"
    effects: list[Effect]


class DoesNotUntap(Node):
    """The cards do not untap ("that 'Mech does not untap"); ``during`` narrows it to a time; with ``optional``, their
    controller may choose not to untap them ("You may choose to not untap each of your depleted 'Mechs.")."""

    kind: Literal["does_not_untap"] = "does_not_untap"
    target: Target
    during: UntapTime | None = None
    optional: bool = False
    as_long_as: list[CardState] = Field(default_factory=list)
    """Only while every one of these holds ("as long as this card pilots that 'Mech")."""


class AttacksWith(Node):
    """The card attacks (and blocks) only together with a ``partner`` ("this card blocks with one of your Units")."""

    kind: Literal["attacks_with"] = "attacks_with"
    target: Target
    partner: Target
    actions: list[Literal["attack", "block"]]


class SameSpeedAs(Node):
    """The card's speed is that of ``like`` ("The speed of this card is the same as that 'Mech"; "the 'Mech with
    which it blocks" is a 'Mech in a group with it)."""

    kind: Literal["same_speed_as"] = "same_speed_as"
    target: Target
    like: Target


class ForEachFewer(Node):
    """The effects happen once for each card by which a battle group falls short of ``than`` ("For each Unit fewer
    than three in the attacking group, ...")."""

    kind: Literal["for_each_fewer"] = "for_each_fewer"
    noun: Noun = "mech"
    than: int = Field(ge=1)
    group: Literal["attacking", "blocking"]
    effects: list[Effect]


Effect = TypeAliasType(  # named: pydantic builds the schema of this recursive union once, not per use
    "Effect",
    Annotated[
        ModifyStat
        | UnpreventableDamage
        | StillDealsDamage
        | DealsItsDamage
        | ChooseWhetherDealsDamage
        | NotASite
        | CannotBeScrapped
        | ScrapCopies
        | IfNoneRemain
        | IfReceivesDamage
        | AssignExtraDamage
        | CountCards
        | NewBattle
        | ArmorNotReplenished
        | NoMissiles
        | NextBattle
        | RedirectMissiles
        | DealDamage
        | PreventDamage
        | Draw
        | AddResources
        | WinInitiative
        | Tap
        | Scrap
        | Choose
        | AdditionalDeployment
        | CountsAs
        | CannotBlock
        | CannotBeAttacked
        | ReturnToHand
        | PatrolAtOnce
        | FreeDeployment
        | ScrapIfDamaged
        | NoEffect
        | Shuffle
        | ActivateCard
        | RevealCard
        | MultiplyCounters
        | PutOn
        | RollDie
        | LookAtHand
        | LookAtTop
        | Show
        | RemoveFromBattle
        | Repair
        | Deplete
        | Unblockable
        | CannotBeReassigned
        | AddCounters
        | RemoveCounters
        | ScrapOthers
        | PutInRegion
        | MoveEnhancement
        | CountsAsDeployment
        | AddToDieRoll
        | Restock
        | GainAbility
        | PutIntoPlay
        | PutOnStockpile
        | Search
        | PreventAllDamage
        | SetStat
        | May
        | PerExcessConstruction
        | RerollMissile
        | PerCounter
        | PerCounterRemoved
        | AdjustMissileRoll
        | GainControl
        | Lasting
        | AtTheBeginning
        | MultiplyDamage
        | OneOf
        | CannotBeBlocked
        | AtTheEnd
        | SetSpeed
        | ShiftSpeed
        | CannotAttackOrBlock
        | IfScrapped
        | ForEach
        | NoOptionDrawback
        | IgnoreSpeed
        | RedirectDamage
        | RedirectAllDamage
        | ReplaceCounters
        | PerInitiativePoint
        | IfDamages
        | InsteadOfScrapheap
        | Cancel
        | IfTons
        | DamageOnlyTo
        | JoinBattle
        | NoPlayerPlays
        | AttackLimit
        | LimitExemption
        | ChooseOption
        | OptionRequirement
        | BattleAsMission
        | IfNoStructureDamage
        | ChooseAsset
        | ProvidesAsset
        | HaveAsset
        | LoseAsset
        | AssetDoesNotPay
        | ConstructionSpendLimit
        | PayToEnd
        | DeploymentSurcharge
        | PayRepeatedly
        | DistributeCounters
        | MoveCard
        | ShareBonuses
        | MoveCounters
        | CounterBonus
        | RedirectToCounters
        | PayOrElse
        | PayResources
        | PerCostPoint
        | DoesNotUntap
        | WhenWouldUntap
        | RemainsTapped
        | IfCounters
        | IfStructureDamage
        | PlayerMayTap
        | ReassignPilot
        | EngageInBattle
        | IfNoneControlled
        | AvoidBattle
        | PerDamage
        | PreventThatDamage
        | IfNotRolled
        | RemoveFromGame
        | ExtraTurn
        | WhenDamageResolved
        | RedirectAttack
        | IfCouldHaveAttacked
        | PerCardScrapped
        | PerOutnumbering
        | IfCardIs
        | ShuffleInto
        | PerDamageDealt
        | IfWithinResources
        | MustAttack
        | HideCounters
        | IfGuessed
        | Claim
        | IfChallenged
        | BlockWhileTapped
        | GroupLimit
        | ForEachFewer
        | AttacksWith
        | SameSpeedAs
        | DamageDealersLimit,
        Field(discriminator="kind"),
    ],
)


# --- costs ------------------------------------------------------------------------------------------------------


class TapCost(Node):
    kind: Literal["tap_cost"] = "tap_cost"


class ResourceCost(Node):
    kind: Literal["resource_cost"] = "resource_cost"
    count: int = 1


class ScrapCost(Node):
    """Scrap cards to pay: from your hand or the top of your Stockpile (``count`` cards), or this card itself."""

    kind: Literal["scrap_cost"] = "scrap_cost"
    source: Literal["hand", "stockpile", "this", "play"] = "hand"
    count: int = 1
    card_type: CardKind | None = None
    """Only cards of this type ("Scrap a Resource card from your hand to ...")."""


class ReturnToHandCost(Node):
    """Put this card from play into your hand to pay ("Put ~ into your hand to ...")."""

    kind: Literal["return_to_hand_cost"] = "return_to_hand_cost"


class RemoveCountersCost(Node):
    """Remove counters of the kind from this card to pay ("Remove a deposit counter from this card to ...")."""

    kind: Literal["remove_counters_cost"] = "remove_counters_cost"
    counter: str
    count: int = Field(default=1, ge=1)


AbilityCost = Annotated[
    TapCost | ResourceCost | ScrapCost | ReturnToHandCost | RemoveCountersCost, Field(discriminator="kind")
]


# --- abilities --------------------------------------------------------------------------------------------------


class Overheat(Node):
    """``Overheat X: +Y attack`` (rulebook p.31): +Y attack, X Overheat damage at the end of the battle."""

    kind: Literal["overheat"] = "overheat"
    heat: int = Field(ge=0)
    attack: int


class AlphaStrike(Node):
    """``Alpha Strike: +Y attack`` (rulebook p.31): +Y attack; the Unit is depleted."""

    kind: Literal["alpha_strike"] = "alpha_strike"
    attack: int


class Missile(Node):
    """``Missile Y`` (rulebook p.31): Y missiles, each rolled when damage resolves."""

    kind: Literal["missile"] = "missile"
    count: int = Field(ge=0)


class Jump(Node):
    """``Jump (-1 attack: +1 initiative)`` (rulebook p.31)."""

    kind: Literal["jump"] = "jump"
    attack: int = -1
    initiative: int = 1


KeywordName = Literal[
    "ECM",
    "Anti-Missile",
    "NARC",
    "C3",
    "Long-Range",
    "Hand-to-Hand",
    "AP",
    "VTOL",
    "Assembly",
    "Logistics",
    "Munitions",
    "Politics",
    "Tactics",
]


class Keyword(Node):
    """A keyword ability (``ECM``, ``Long-Range 2``...), with the parameter its reminder text confirmed."""

    kind: Literal["keyword"] = "keyword"
    name: KeywordName
    value: int | None = None
    reminder: bool = False
    """The card prints the keyword's reminder text (checked against the keyword by the parser)."""
    wording: Literal["current", "older"] = "current"
    """Which reminder wording the card prints: the Commander's Edition one or an older printing's."""


class Static(Node):
    """An ability that is always on while the card is in play."""

    kind: Literal["static"] = "static"
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    used: bool = False
    """Qualified by ``Use this ability only ...``: an ability its controller uses (plays) when the conditions allow,
    once each battle, rather than one always on (CE General Rulings, Abilities: "if you play an ability that can only
    be played under certain conditions"; rulebook p.27: "Each ability can be used only once each battle")."""


class Activated(Node):
    """``{T}: ...``: pay the cost, get the effects, within the timing restrictions."""

    kind: Literal["activated"] = "activated"
    cost: list[AbilityCost]
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)


Trigger = Literal[
    "revealed",
    "activated",
    "turn_start",
    "turn_end",
    "last_counter_removed",
    "piloted_attacks_or_blocks",
    "piloted_scrapped",
    "piloted_attacks_alone",
    "you_attack",
    "piloted_uses_option",
    "enhanced_site_damaged",
    "scrapped",
    "you_damage_stockpile",
    "uses_option",
    "comes_into_play",
    "battle_end",
    "mission_end",
    "you_play_card",
    "phase_end",
    "you_deploy",
]


class Triggered(Node):
    kind: Literal["triggered"] = "triggered"
    trigger: Trigger
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    option: Literal["Overheat", "Alpha Strike"] | None = None
    """The Unit option whose use triggers it (``piloted_uses_option``, ``uses_option``)."""
    watched: Target | None = None
    """The cards whose scrapping triggers it (``scrapped``: "Whenever a 'Mech you control is scrapped"), or whose use
    of ``option`` does (``uses_option``: "Whenever that 'Mech uses Overheat")."""
    """The cards whose deployment (``you_deploy``: "Whenever you deploy a Mission card") or scrapping triggers it
    (``scrapped``: "Whenever a 'Mech you control is scrapped"; with
    ``zone`` ``stockpile``, cards scrapped from the Stockpile of the selector's ``owner``)."""
    instead: bool = False
    """The effects replace the event ("... put them into your hand instead")."""


class Upkeep(Node):
    """``During your Repair/Reload phase, pay 1+2P; otherwise, tap this card and your opponent gains control of
    it.``"""

    kind: Literal["upkeep"] = "upkeep"
    cost: Cost
    otherwise: list[Literal["tap", "opponent_gains_control", "scrap"]]
    """What happens if the upkeep is not paid; the opponent chosen then gains control of the card at once, or at the
    end of your turn with ``control_at_end_of_turn``."""
    control_at_end_of_turn: bool = False


class PlayRestriction(Node):
    """``Play only during battle.`` / ``Play only when blocked.``: when a Mission card may be played; with
    ``activate``, when a Command card may be activated ("You may activate this card only when attacked.")."""

    kind: Literal["play_restriction"] = "play_restriction"
    conditions: list[Condition]
    activate: bool = False
    reveal: bool = False
    """When a Command card may be revealed ("Reveal this card when opponent attacks.")."""


class Resolve(Node):
    """What a Mission card does when it is played (its effects in order)."""

    kind: Literal["resolve"] = "resolve"
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    """When its effects may be used, as for an ability ("Use this ability immediately after rolling the die roll.")."""


Ability = Annotated[
    Overheat
    | AlphaStrike
    | Missile
    | Jump
    | Keyword
    | Static
    | Activated
    | Triggered
    | PlayRestriction
    | Resolve
    | Upkeep,
    Field(discriminator="kind"),
]


for _model in (
    GainAbility,
    Choose,
    DieBranch,
    RollDie,
    May,
    PerExcessConstruction,
    PerCounter,
    Lasting,
    AtTheBeginning,
    OneOf,
    AtTheEnd,
    IfScrapped,
    ForEach,
    PerInitiativePoint,
    IfDamages,
    InsteadOfScrapheap,
    IfTons,
    IfNoStructureDamage,
    IfNoneRemain,
    IfReceivesDamage,
    NextBattle,
    PayRepeatedly,
    PayOrElse,
    PerCostPoint,
    WhenWouldUntap,
    IfCounters,
    IfStructureDamage,
    PlayerMayTap,
    IfNoneControlled,
    AvoidBattle,
    PerDamage,
    IfNotRolled,
    WhenDamageResolved,
    IfCouldHaveAttacked,
    PerCardScrapped,
    PerOutnumbering,
    IfCardIs,
    PerCardScrapped,
    PerDamageDealt,
    IfReceivesDamage,
    IfWithinResources,
    IfGuessed,
    IfChallenged,
    ForEachFewer,
    Static,
    Activated,
    Triggered,
    Resolve,
):
    _model.model_rebuild()


class AbilityList(RootModel[list[Ability]]):
    """A card's abilities, in printed order."""


def dsl_schema() -> dict[str, Any]:
    """The JSON Schema of a card's abilities (``judge parse --schema``)."""
    return AbilityList.model_json_schema()
