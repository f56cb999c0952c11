"""Timing restrictions and conditions (``grammar/conditions.lark``): when an ability may be used, a card played, a
battle role held ("Play only when blocked.", "Use this ability only during a mission.")."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import CardKind, Noun, Selector, Target, This

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
    player: Literal["you", "opponent"] = "you"
    """Whose assets ("if your opponent has Logistics available")."""
    absent: bool = False
    """The asset not in play ("if your opponent doesn't have Logistics available")."""


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


class OncePer(Node):
    """``only once per battle``, ``once during each mission``: used at most once in each battle (or mission) rather
    than once each turn (rulebook p.24-26: a turn's Missions phase holds any number of missions, each with one
    battle at most)."""

    kind: Literal["once_per"] = "once_per"
    scope: Literal["battle", "mission"]


class PlayedOn(Node):
    """Where an Enhancement may be played: ``Play this card only on a 'Mech.``"""

    kind: Literal["played_on"] = "played_on"
    target: Target


class OpponentPlays(Node):
    """``when opponent activates a 'Mech``, ``when any opponent reveals a Subterfuge card``; ``plays``: a Mission
    card played (rulebook p.24-25: Mission cards are played during a mission), ``when your opponent plays a Mission
    card``."""

    kind: Literal["opponent_plays"] = "opponent_plays"
    verb: Literal["activates", "reveals", "plays"]
    target: Target


class GroupSize(Node):
    """``when attacking or blocking with exactly four 'Mechs``."""

    kind: Literal["group_size"] = "group_size"
    roles: list[Literal["attacking", "blocking"]]
    count: int = Field(ge=1)
    noun: Noun = "mech"
    at_least: bool = False
    """So many or more of the kind in the group ("when attacking with three or more Units", "when blocking
    with at least one Battle Armor Unit"), rather than exactly so many."""


class StockpileSize(Node):
    """``if your Stockpile has 10 or fewer cards`` (glossary, Stockpile: a player's deck, its cards
    counted)."""

    kind: Literal["stockpile_size"] = "stockpile_size"
    player: Literal["you", "opponent"] = "you"
    count: int = Field(ge=0)
    at_most: bool = True
    """``count`` or fewer cards; else ``count`` or more."""


# --- restrict: further timing restrictions and play conditions ---------------------------------------------------


class BeforeBlockers(Node):
    """``before assigning blockers``: during an attack, before the defending player assigns blockers."""

    kind: Literal["before_blockers"] = "before_blockers"


class AfterBlockers(Node):
    """``after blockers are declared``: during a mission, once the defending player has assigned blockers (rulebook
    p.27, Blocking), before the battle's initiative."""

    kind: Literal["after_blockers"] = "after_blockers"


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
    state: Literal["tapped", "untapped", "piloted_by_this", "guarding", "patrolling"]
    """``guarding``: guarding one of its controller's sites; ``patrolling``: in the Patrol region (rulebook p.33,
    Guarding a Site; glossary, Patrol region)."""


class BattleStep(Node):
    """Only during one step of a battle (rulebook p.26-27, the four steps: determining initiative, the player who
    lost initiative, the player who won it, resolving damage): "Use this ability only during the Initiative step"."""

    kind: Literal["battle_step"] = "battle_step"
    step: Literal["initiative", "resolve_damage"]


class InGroupWith(Node):
    """Only while the card is in a group (attacking or blocking) with one of these cards ("If ~ is in a group with
    another Clan Unit"; glossary, Group)."""

    kind: Literal["in_group_with"] = "in_group_with"
    target: Target = Field(default_factory=This)
    others: Target


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


class InitiativeResult(Node):
    """Only if you lost (or won) initiative in the battle under way ("Play only if you lost initiative."): the player
    who lost initiative acts first (rulebook "Battles", the battle sequence)."""

    kind: Literal["initiative_result"] = "initiative_result"
    won: bool = False


class ControlsNone(Node):
    """Only while the player controls none of the cards ("Play only if you control no 'Mechs.")."""

    kind: Literal["controls_none"] = "controls_none"
    player: Literal["you", "opponent"]
    target: Selector


class Facing(Node):
    """Only against these cards: the Units or card the watched Unit attacks or blocks, or deals damage to ("When ~
    blocks a Vehicle", "Whenever ~ deals damage to a site"; rulebook p.26, Battle: the attacking and the blocking
    groups; the target of an attack)."""

    kind: Literal["facing"] = "facing"
    target: Target


class MissionTarget(Node):
    """Only during a mission whose target is one of these cards, whoever's ("+2 attack while the mission's
    target is a Vehicle", "Units attacking sites in this region"; rulebook p.23: a mission's target is an opposing
    Unit or site; glossary, Terrain)."""

    kind: Literal["mission_target"] = "mission_target"
    target: Target


Condition = Annotated[
    During
    | MissionTarget
    | Facing
    | InGroupWith
    | BattleStep
    | InitiativeResult
    | ControlsNone
    | OpponentAttacks
    | WhenIn
    | PilotedSpeed
    | PlayedOn
    | AfterRoll
    | HasAsset
    | AttacksAlone
    | OnceEachTurn
    | OncePer
    | OpponentPlays
    | GroupSize
    | StockpileSize
    | ThatIsIn
    | Defending
    | BeforeBlockers
    | AfterBlockers
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
