"""Effects (``grammar/effects.lark``), the common ones: stats and damage, amounts computed when the effect happens
(:class:`Quantity`), drawing, tapping, scrapping, choosing, counters, cards moved and put into play, effects repeated
or left to the controller's choice."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.durations import Duration
from judge.dsl.keywords import Keyword
from judge.dsl.options import AlphaStrike, Jump, Missile, Overheat
from judge.dsl.selectors import Owner, Player, Stat, Target

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


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
        "cards_counted",
        "armor",
    ]
    """``cards_counted``: the number of cards ``card`` reaches ("X, where X is the number of 'Mechs you control");
    ``attack``, ``armor``: the card's stat now, with every change that applies ("damage equal to its attack")."""
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
