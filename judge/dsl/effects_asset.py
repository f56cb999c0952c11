"""Effects (``grammar/effects.lark``) on assets (chosen, provided, gained and lost), construction and deployment
costs, payments, counters distributed and moved, cards moved between regions and battles."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.cards.models import Cost
from judge.dsl.conditions import Phase
from judge.dsl.core import Node
from judge.dsl.selectors import Player, Stat, Target

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


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
