"""Effects as data (like Fireplace's ``Hit(TARGET, 3)``), but produced by the card-text parser, never by hand.

Every node is a frozen pydantic model with a ``kind`` tag; the unions are discriminated by it, so a DSL tree goes to
JSON and back exactly (``AbilityList.model_validate_json(abilities.model_dump_json()) == abilities``) and has a
JSON Schema (:func:`dsl_schema`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, RootModel

from judge.cards.models import Cost

Stat = Literal["attack", "armor", "structure", "initiative"]


class Node(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# --- selectors ----------------------------------------------------------------------------------------------------

Noun = Literal[
    "unit", "mech", "vehicle", "card", "site", "target", "stockpile", "command_card", "mission_card", "pilot"
]
Quantifier = Literal["each", "one", "any", "a", "all", "that", "up_to", "any_number"]
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
    "Unit",
    "Mech",
    "Pilot",
]
Zone = Literal["hand", "scrapheap", "stockpile"]
GroupMember = Literal["this", "piloted_unit", "that"]
"""A card a selector is measured against: this card, the 'Mech this Pilot pilots, the 'Mech named before."""


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
    excluding: list[Literal["guarding", "dealt_damage", "in_battle"]] = Field(default_factory=list)
    """Cards left out: "that is not guarding", "that has not dealt damage", "that is not in the battle"."""
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
    min_base_attack: int | None = None
    provides: Literal["A", "L", "M", "P", "T"] | None = None
    """Only cards that provide this asset ("that provides {P}")."""
    their_zone: bool = False
    """The zone is the acting opponent's rather than yours ("a card from his or her Stockpile")."""
    dealt_damage_to_that: Noun | None = None
    """Only cards that dealt damage to the card named before ("each Unit that dealt damage to that Unit")."""
    attacking_that: Noun | None = None
    """Only cards attacking the card named before ("'Mechs attacking that site")."""
    lowest_roll: bool = False
    within_resources: int | None = None
    """Under construction and this many Resources or fewer short of fully constructed."""
    on: Noun | None = None
    """Cards played on a card of this kind: "any Enhancement on a site"."""
    same_speed: bool = False
    """Only cards of the same speed as the card the effect is about ("patrolling 'Mechs that are the same speed")."""
    or_slower: bool = False
    """With ``same_speed``: or slower ("each opposing Unit of the same speed or slower")."""
    speed: Literal["slow", "moderate", "fast"] | None = None
    """Only cards of this speed ("each slow 'Mech")."""
    guarding_target: bool = False
    """Only cards guarding the target of the attack under way ("'Mechs guarding the target")."""
    in_enhanced_region: bool = False
    """Only cards in the region this card enhances ("any site in the region enhanced by this card")."""
    legal_target: bool = False
    """Only cards the attack under way could target ("one site that is a legal target for that attack")."""
    after_first: bool = False
    """All but the first of these cards ("each Unit after the first")."""
    """Only the cards whose die roll (rolled for each of them before) is the lowest ("with the lowest die roll")."""
    """Only cards with at least this printed attack ("with a base attack of at least 1")."""
    """Only the top card of the zone ("the top card of your Scrapheap")."""


class This(Node):
    """The card itself (its name in its own text, or "this card")."""

    kind: Literal["this"] = "this"


class PilotedUnit(Node):
    """The 'Mech piloted by this Pilot."""

    kind: Literal["piloted_unit"] = "piloted_unit"


class ThatOne(Node):
    """A card chosen or named earlier in the same ability ("that Unit", "it")."""

    kind: Literal["that"] = "that"
    noun: Noun = "unit"
    card_type: CardKind | None = None
    """``that Subterfuge card``."""


class Either(Node):
    """One of several kinds of card, chosen when the effect happens ("any Unit or the target")."""

    kind: Literal["either"] = "either"
    options: list[Selector]


class Enhanced(Node):
    """The card this Enhancement is on ("Site this card enhances", "that 'Mech")."""

    kind: Literal["enhanced"] = "enhanced"


class Remaining(Node):
    """The cards left over from those looked at or taken before ("restock the remaining cards")."""

    kind: Literal["remaining"] = "remaining"


Target = Annotated[Selector | This | PilotedUnit | ThatOne | Either | Enhanced | Remaining, Field(discriminator="kind")]
"""``ThatOne`` with noun ``card`` is "that card"."""


# --- timing, conditions, durations ------------------------------------------------------------------------------

Phase = Literal["untap", "draw", "deploy", "repair_reload", "missions", "end"]


class During(Node):
    """When something may be used: a phase of your turn, a mission, a battle."""

    kind: Literal["during"] = "during"
    phase: Phase | None = None
    whose: Literal["your", "any"] = "your"
    mission: bool = False
    battle: bool = False
    not_during_mission: bool = False
    unless: Literal["reveal", "activate"] | None = None
    """An exception rather than a restriction: ``unless you reveal it during your Deploy phase`` (``reveal``) or
    ``unless you activate it during your Deploy phase`` (``activate``): anywhere but when you do that then."""
    target_in_enhanced_region: bool = False
    """``during a mission whose target is in the region enhanced by this card``."""
    at_end: bool = False
    """Only at the end of the phase, not during it."""


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


# block: conditions on who may attack or block ---------------------------------------------------------------------


class SpeedCompared(Node):
    """Only if the piloted (or chosen) 'Mech is faster (or, with ``faster`` false, slower) than ``than`` ("If 'Mech
    piloted by this card is slower than ...")."""

    kind: Literal["speed_compared"] = "speed_compared"
    than: Target
    faster: bool = True


Condition = Annotated[
    During
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
    ]
    counter: str | None = None
    """With ``counters``: the kind of counter on this card that is counted."""
    divided_by: int = Field(default=1, ge=1)
    """The amount is divided by this, rounded down ("its tonnage divided by ten (rounded down)")."""


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


Player = Literal["you", "opponent"]
"""Who does it: the card's controller, or the opponent the effect names (an opponent as the subject)."""


class Draw(Node):
    kind: Literal["draw"] = "draw"
    count: int = 1
    player: Player = "you"
    delayed: Duration | None = None
    """``after the mission``: the draw waits until the mission is over."""


class AddResources(Node):
    kind: Literal["add_resources"] = "add_resources"
    count: int = 1
    from_roll: bool = False
    """``gain +(1-6) resources``: as many as the die roll shows."""


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


class Show(Node):
    kind: Literal["show"] = "show"
    target: Target


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


class Unblockable(Node):
    """``This mission cannot be blocked.``"""

    kind: Literal["unblockable"] = "unblockable"


class CannotBeReassigned(Node):
    kind: Literal["cannot_be_reassigned"] = "cannot_be_reassigned"
    target: Target


class AddCounters(Node):
    kind: Literal["add_counters"] = "add_counters"
    counter: str
    count: int = 1
    target: Target


class RemoveCounters(Node):
    kind: Literal["remove_counters"] = "remove_counters"
    counter: str
    count: int = 1
    target: Target


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


class RerollMissile(Node):
    """Roll one of your missile dice again."""

    kind: Literal["reroll_missile"] = "reroll_missile"


class GainAbility(Node):
    """The card gains a Unit option or keyword ("gains Missile 2", "gains C3")."""

    kind: Literal["gain_ability"] = "gain_ability"
    target: Target
    ability: Overheat | AlphaStrike | Missile | Jump | Keyword = Field(discriminator="kind")


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


class PutOnStockpile(Node):
    """The target goes on top of your Stockpile."""

    kind: Literal["put_on_stockpile"] = "put_on_stockpile"
    target: Target


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


Until = Literal["end_of_turn", "your_next_turn", "end_of_mission", "end_of_game", "you_deploy"]
"""``you_deploy``: until you deploy a card."""


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
    of: Literal["turn", "draw_phase"] = "turn"
    effects: list[Effect]


class MultiplyDamage(Node):
    """``double all damage dealt to ...``, ``triple all damage dealt to ...``, ``double all damage received by
    ...``."""

    kind: Literal["multiply_damage"] = "multiply_damage"
    target: Target
    factor: int = Field(ge=2, le=3)


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


class PerInitiativePoint(Node):
    """The effects happen once for each point by which your initiative exceeds your opponent's."""

    kind: Literal["per_initiative_point"] = "per_initiative_point"
    effects: list[Effect]


class NoPlayerPlays(Node):
    """No player may play cards of this type ("no player may play Mission cards")."""

    kind: Literal["no_player_plays"] = "no_player_plays"
    card_type: CardKind


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


class DieBranch(Node):
    low: int = Field(ge=1, le=6)
    high: int = Field(ge=1, le=6)
    effects: list[Effect]


class RollDie(Node):
    """Roll a die; the branch whose range holds the result happens."""

    kind: Literal["roll_die"] = "roll_die"
    branches: list[DieBranch] = Field(default_factory=list)
    second: bool = False
    """"Roll a second die" after a first roll's branch: the branches printed after it are this roll's."""


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


class RedirectAttack(Node):
    """The attack under way now targets ``to`` ("redirect it to that site")."""

    kind: Literal["redirect_attack"] = "redirect_attack"
    to: Target


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


Effect = Annotated[
    ModifyStat
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
    | IfNoStructureDamage
    | BlockWhileTapped
    | GroupLimit
    | DealsItsDamage
    | ForEachFewer
    | RedirectAttack
    | AttacksWith
    | SameSpeedAs
    | DamageDealersLimit,
    Field(discriminator="kind"),
]


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


AbilityCost = Annotated[TapCost | ResourceCost | ScrapCost | ReturnToHandCost, Field(discriminator="kind")]


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
]


class Triggered(Node):
    kind: Literal["triggered"] = "triggered"
    trigger: Trigger
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    option: Literal["Overheat", "Alpha Strike"] | None = None
    """The Unit option whose use triggers it (``piloted_uses_option``)."""
    watched: Target | None = None
    """The cards whose scrapping triggers it (``scrapped``: "Whenever a 'Mech you control is scrapped")."""


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
