"""Effects (``grammar/effects.lark``) that restrict: limits on attacks and their exemptions, Unit options chosen and
required (restrict), who may attack and block and how many (block)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Noun, Target

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


# --- restrict: limits -------------------------------------------------------------------------------------------


class AttackLimit(Node):
    """A player may attack at most ``count`` times each turn ("Opponent cannot attack more than once per turn.",
    "Each player may attack only once during each of his or her turns.": ``each``, every player's own turns).
    Rulebook p.23 (Missions Phase): "There's no real limit to the number of missions you can have in a single
    turn"; a card may set one."""

    kind: Literal["attack_limit"] = "attack_limit"
    player: Literal["you", "opponent", "each"]
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
