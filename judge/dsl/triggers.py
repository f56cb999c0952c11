"""Triggered abilities (``grammar/triggers.lark``): what fires them ("When you activate this card", "Whenever a
'Mech you control is scrapped") and their effects."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.conditions import Condition
from judge.dsl.core import Node
from judge.dsl.effects import Effect
from judge.dsl.selectors import Target

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
    "unit_attacks",
    "unit_blocks",
    "unit_attacks_or_blocks",
    "unit_damages",
    "unit_depleted",
    "unit_reloaded",
    "phase_start",
    "unit_attacked",
    "unit_blocked",
    "unit_unblocked",
    "unit_attacks_alone",
    "unit_scraps",
    "unit_survives",
    "opponent_draws",
    "opponent_draws_extra",
    "unit_damaged",
]
"""``unit_attacks``, ``unit_blocks``, ``unit_attacks_or_blocks``: the Unit ``watched`` names (this card, or the 'Mech
this Pilot pilots) attacks or blocks ("When ~ attacks, ..."); with a :class:`~judge.dsl.conditions.Facing` condition,
only against those cards ("When ~ blocks a Vehicle"). ``unit_damages``: the Unit ``watched`` deals damage (to the
cards of its :class:`~judge.dsl.conditions.Facing` condition, if any: "Whenever ~ deals damage to a site";
rulebook p.30, Resolving Damage). ``unit_depleted``, ``unit_reloaded``: the Unit ``watched`` is depleted or reloaded
(glossary, Deplete and Reload). An Enhancement's ability on its card being scrapped is ``scrapped`` with ``watched``
the :class:`~judge.dsl.selectors.Enhanced` card. ``phase_start``: the phase its
:class:`~judge.dsl.conditions.During` condition names begins (of ``whose`` turn; rulebook p.16, the phases of a
turn); ``phase_end`` is its end. ``unit_attacked``, ``unit_blocked`` (by the cards of a
:class:`~judge.dsl.conditions.Facing` condition, if any), ``unit_unblocked`` (it attacks and is not blocked),
``unit_attacks_alone``, ``unit_scraps`` (a card of its ``Facing`` condition), ``unit_survives`` (it is still in play
as the battle ends): the events of a battle (rulebook p.26-30) for the Unit ``watched`` names (this card, the 'Mech
a Pilot pilots, or any of a kind: a :class:`~judge.dsl.selectors.Selector`). ``opponent_draws``: an opponent
draws one or more cards; ``opponent_draws_extra``: outside of his or her Draw phase (rulebook p.17, Draw Phase:
a player draws in the Draw phase, and other cards may let him or her draw more). ``unit_damaged``: the Unit
``watched`` receives damage ("Whenever ~ takes damage"; rulebook p.30, Resolving Damage)."""


class Triggered(Node):
    kind: Literal["triggered"] = "triggered"
    trigger: Trigger
    effects: list[Effect]
    conditions: list[Condition] = Field(default_factory=list)
    label: str | None = None
    """The name the card prints before the ability ("Targeting Computer: ...", "Evasive - ..."): kept to be
    shown, never a rule (rulebook p.31: "Option names are printed in bold on the card")."""
    option: (
        Literal["Overheat", "Alpha Strike", "Jump", "Missile", "ECM", "Anti-Missile", "NARC", "C3", "VTOL"] | None
    ) = None
    """The Unit option whose use triggers it (``piloted_uses_option``, ``uses_option``)."""
    watched: Target | None = None
    """The cards whose scrapping triggers it (``scrapped``: "Whenever a 'Mech you control is scrapped"), or whose use
    of ``option`` does (``uses_option``: "Whenever that 'Mech uses Overheat")."""
    """The cards whose deployment (``you_deploy``: "Whenever you deploy a Mission card") or scrapping triggers it
    (``scrapped``: "Whenever a 'Mech you control is scrapped"; with
    ``zone`` ``stockpile``, cards scrapped from the Stockpile of the selector's ``owner``)."""
    instead: bool = False
    """The effects replace the event ("... put them into your hand instead")."""
