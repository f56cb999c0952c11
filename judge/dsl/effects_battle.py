"""Effects (``grammar/effects.lark``) on battles: damage multiplied, redirected, limited or made unpreventable,
speeds set and compared, who cannot attack or block, riders on scrapping and damage."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import CardKind, Target

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


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


# --- battle: damage in battle ------------------------------------------------------------------------------------


class UnpreventableDamage(Node):
    """The damage of the effect before cannot be prevented ("This damage cannot be prevented.")."""

    kind: Literal["unpreventable_damage"] = "unpreventable_damage"


class StillDealsDamage(Node):
    """The card deals its damage in this battle even if the effect before scraps it ("That 'Mech may still deal
    damage.")."""

    kind: Literal["still_deals_damage"] = "still_deals_damage"
    target: Target
