"""Effects: what an ability does (``grammar/effects.lark``). The recursive :data:`Effect` union of every effect node
(nodes hold lists of effects: "you may ...", "for each ...", "until end of turn"), gathered from the modules of its
concerns (``effects_core``, ``effects_battle``, ``effects_restrict``, ``effects_stock``, ``effects_asset``,
``effects_untap``) and :mod:`judge.dsl.durations`. The effect models name :data:`Effect` before it exists; they are
completed (``model_rebuild``) here, once it does."""

from __future__ import annotations

from typing import Annotated, get_args

from pydantic import BaseModel, Field
from typing_extensions import TypeAliasType

from judge.dsl.durations import AtTheBeginning, AtTheEnd, Lasting
from judge.dsl.effects_amounts import DamageAgainst, HalveDamage, MultiplyStat, SwapStats
from judge.dsl.effects_asset import (
    ArmorNotReplenished,
    AssetDoesNotPay,
    AssignExtraDamage,
    ChooseAsset,
    ConstructionSpendLimit,
    CounterBonus,
    DeploymentSurcharge,
    DistributeCounters,
    HaveAsset,
    LoseAsset,
    MoveCard,
    MoveCounters,
    NewBattle,
    NextBattle,
    NoMissiles,
    PayOrElse,
    PayRepeatedly,
    PayResources,
    PayToEnd,
    PerCostPoint,
    ProvidesAsset,
    RedirectMissiles,
    RedirectToCounters,
    ShareBonuses,
)
from judge.dsl.effects_attack_rules import AttackOnly, BlocksWithoutTapping, CannotBeRepaired
from judge.dsl.effects_battle import (
    Cancel,
    CannotAttackOrBlock,
    CannotBeBlocked,
    DamageOnlyTo,
    ForEach,
    IfDamages,
    IfNoStructureDamage,
    IfScrapped,
    IfTons,
    IgnoreSpeed,
    InsteadOfScrapheap,
    JoinBattle,
    MultiplyDamage,
    NoOptionDrawback,
    NoPlayerPlays,
    OneOf,
    PerInitiativePoint,
    RedirectAllDamage,
    RedirectDamage,
    ReplaceCounters,
    SetSpeed,
    ShiftSpeed,
    StillDealsDamage,
    UnpreventableDamage,
)
from judge.dsl.effects_core import (
    ActivateCard,
    AddCounters,
    AdditionalDeployment,
    AddResources,
    AddToDieRoll,
    AdjustMissileRoll,
    CannotBeAttacked,
    CannotBeReassigned,
    CannotBlock,
    Choose,
    CountsAs,
    CountsAsDeployment,
    DealDamage,
    Deplete,
    Draw,
    FreeDeployment,
    GainAbility,
    GainControl,
    LookAtHand,
    LookAtTop,
    May,
    ModifyStat,
    MoveEnhancement,
    MultiplyCounters,
    NoEffect,
    PatrolAtOnce,
    PerCounter,
    PerCounterRemoved,
    PerExcessConstruction,
    PreventAllDamage,
    PreventDamage,
    PutInRegion,
    PutIntoPlay,
    PutOn,
    PutOnStockpile,
    RemoveCounters,
    RemoveFromBattle,
    Repair,
    RerollMissile,
    Restock,
    ReturnToHand,
    RevealCard,
    Scrap,
    ScrapIfDamaged,
    ScrapOthers,
    Search,
    SetStat,
    Show,
    Shuffle,
    Tap,
    Unblockable,
    WinInitiative,
)
from judge.dsl.effects_hidden import HandsRevealed
from judge.dsl.effects_missiles import ExtraMissiles, PreventMissileDamage
from judge.dsl.effects_mission import IfBattleRole, SkipNextPhase
from judge.dsl.effects_own import CannotBeEnhanced, CannotBeTargetOf, MissileRule, OptionUses, PerOnCard
from judge.dsl.effects_permissions import BlockerLimit, CannotAttack, CannotGuard, CannotUseOption, MayActAlone
from judge.dsl.effects_players import DeployCard, IfDid, PlayerActs, ReturnToOwner
from judge.dsl.effects_redirect import RedirectSomeDamage
from judge.dsl.effects_restrict import (
    AttackLimit,
    BattleAsMission,
    BlockWhileTapped,
    CannotBeScrapped,
    ChooseOption,
    ChooseWhetherDealsDamage,
    DamageDealersLimit,
    DealsItsDamage,
    GroupLimit,
    IfNoneRemain,
    LimitExemption,
    NotASite,
    OptionRequirement,
    ScrapCopies,
)
from judge.dsl.effects_rules import CostChange, DeckAffiliations, DeckCopies, MustAct
from judge.dsl.effects_stock import (
    Claim,
    CountCards,
    DieBranch,
    ExtraTurn,
    HideCounters,
    IfCardIs,
    IfChallenged,
    IfCouldHaveAttacked,
    IfGuessed,
    IfNotRolled,
    IfReceivesDamage,
    IfWithinResources,
    MustAttack,
    PerCardScrapped,
    PerDamage,
    PerDamageDealt,
    PerOutnumbering,
    PreventThatDamage,
    RedirectAttack,
    RemoveFromGame,
    RollDie,
    ShuffleInto,
    WhenDamageResolved,
)
from judge.dsl.effects_untap import (
    AttacksWith,
    AvoidBattle,
    DoesNotUntap,
    EngageInBattle,
    ForEachFewer,
    IfCounters,
    IfNoneControlled,
    IfStructureDamage,
    PlayerMayTap,
    ReassignPilot,
    RemainsTapped,
    SameSpeedAs,
    WhenWouldUntap,
)
from judge.dsl.player_rules import BaseInitiative, ExtraEachTurn, PlayBanDuring, PlayLimit, UntapLimit

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
        | DamageDealersLimit
        | PlayerActs
        | ReturnToOwner
        | DeployCard
        | MustAct
        | CostChange
        | DeckCopies
        | DeckAffiliations
        | BaseInitiative
        | ExtraEachTurn
        | UntapLimit
        | PlayLimit
        | PlayBanDuring
        | IfDid
        | HalveDamage
        | DamageAgainst
        | MultiplyStat
        | SwapStats
        | OptionUses
        | MissileRule
        | ExtraMissiles
        | PreventMissileDamage
        | HandsRevealed
        | RedirectSomeDamage
        | CannotBeEnhanced
        | CannotBeTargetOf
        | PerOnCard
        | CannotAttack
        | BlockerLimit
        | CannotUseOption
        | CannotGuard
        | MayActAlone
        | AttackOnly
        | BlocksWithoutTapping
        | CannotBeRepaired
        | IfBattleRole
        | SkipNextPhase,
        Field(discriminator="kind"),
    ],
)


def _complete_effect_models() -> None:
    """Builds the effect models that name :data:`Effect` (or an effect model that does) now that it exists: each
    effect module names it for the type checker only, so pydantic left them incomplete when they were defined."""
    models: tuple[type[BaseModel], ...] = (*get_args(get_args(Effect.__value__)[0]), DieBranch)
    for model in models:
        if not model.__pydantic_complete__:
            model.model_rebuild(_types_namespace={"Effect": Effect})


_complete_effect_models()
