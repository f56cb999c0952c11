"""Effects (``grammar/effects.lark``) on tapping and untapping, depleting and reloading, untaps replaced; Pilots
reassigned, battles engaged and avoided."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.dsl.conditions import CardState, During
from judge.dsl.core import Node
from judge.dsl.selectors import Noun, Player, Selector, Target

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


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
    three 'Mechs to draw a card."). ``tap``: cards of the player who taps ("two Units he or she controls": that
    player's; its owner ``any``, as "that player may tap two 'Mechs")."""

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
