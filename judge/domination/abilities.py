"""Domination card abilities, parsed once per card and indexed for the engine's hot loop (:func:`card_abilities`);
split from :mod:`judge.domination.effects`, which executes them."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from judge.cards.models import DominationCard
from judge.domination.text import parse_domination_text
from judge.dsl import domination as d

if TYPE_CHECKING:
    pass


TYPES = {
    "Unit - Mech": frozenset({"unit", "mech"}),
    "Unit - Vehicle": frozenset({"unit", "vehicle"}),
    "Unit - Infantry": frozenset({"unit", "infantry"}),
    "Support": frozenset({"support"}),
    "Support - Attack": frozenset({"support"}),  # domination/set-up-faq-3: a subset of Support
    "Reaction": frozenset({"reaction"}),
    "Resource": frozenset({"resource"}),
    "Allegiance": frozenset({"allegiance"}),
}
REACTION_TRIGGERS = (d.OpponentPlays, d.DuringCombat, d.UnitDamaged)
LASTING_TRIGGERS = (d.UnitDamaged, d.YouBuyOrGain)


@dataclass(frozen=True)
class Abilities:
    """A card's parsed abilities, sorted by when the engine needs them."""

    labels: frozenset[str] = frozenset()
    resolution: tuple[d.Effect, ...] = ()
    on_deploy: tuple[d.Triggered, ...] = ()
    on_opponent_deploys: tuple[d.Triggered, ...] = ()
    start_of_combat: tuple[d.Triggered, ...] = ()
    """Used at the start of your Combat phase (``whose`` ``you`` or ``either``)."""
    start_of_defense: tuple[d.Triggered, ...] = ()
    """Used at the start of your opponent's Combat phase (``whose`` ``opponent`` or ``either``)."""
    on_overrun: tuple[d.Triggered, ...] = ()
    on_damaged: tuple[d.Triggered, ...] = ()
    statics: tuple[d.Static, ...] = ()
    protection: tuple[d.Static, ...] = ()
    activated: tuple[d.Activated, ...] = ()
    reactions: tuple[d.Reaction, ...] = ()
    damage_replacement: d.Replacement | None = None
    buy_replacement: d.Replacement | None = None
    deploy_restrictions: tuple[d.DeployRestriction, ...] = ()
    gives_actions: int = 0
    buy_ban: bool = False
    damages_itself: bool = False
    """A start-of-combat ability that may damage this unit (EXPENDABLE, OVERHEAT): used after the others."""
    bonuses: tuple[d.Plus, ...] = ()
    """An Allegiance card's "+N ..." lines: its bonus in each turn for the rest of the game (:func:`start_turn`)."""
    unhandled: tuple[str, ...] = ()
    """Abilities the engine does not execute (``kind`` or ``kind:trigger``)."""


@cache
def card_abilities(card: DominationCard) -> Abilities:
    """Parses the card's text once and indexes its abilities (the abilities that parse; every card of the list
    parses in full: tested in tests/test_domination_text.py)."""
    abilities = parse_domination_text(card.text, card.name).abilities if card.text else []
    slots: dict[str, list[Any]] = {}
    found: dict[str, Any] = {}
    unhandled: list[str] = []

    def add(slot: str, item: Any) -> None:
        slots.setdefault(slot, []).append(item)

    triggered_slots = {
        d.YouDeployThis: "on_deploy",
        d.OpponentDeploys: "on_opponent_deploys",
        d.StartOfCombat: "start_of_combat",
        d.YouOverrun: "on_overrun",
        d.ThisDamaged: "on_damaged",
    }
    for ability in abilities:
        if isinstance(ability, d.Resolution):
            add("resolution", ability)
        elif isinstance(ability, d.Triggered):
            slot = triggered_slots.get(type(ability.trigger))
            if slot is None:
                unhandled.append(f"triggered:{ability.trigger.kind}")
            else:
                add(slot, ability)
        elif isinstance(ability, d.Static):
            if any(isinstance(e, d.CannotBeDamaged) for e in ability.effects):
                add("protection", ability)
            if any(isinstance(e, d.Plus) for e in ability.effects):
                add("statics", ability)
        elif isinstance(ability, d.Replacement):
            found["buy_replacement" if isinstance(ability.event, d.YouBuyThis) else "damage_replacement"] = ability
        elif isinstance(ability, d.Activated):
            add("activated", ability)
        elif isinstance(ability, d.DeployRestriction):
            add("deploy_restrictions", ability)
        elif isinstance(ability, d.Reaction):
            if isinstance(ability.when, REACTION_TRIGGERS):
                add("reactions", ability)
            else:
                unhandled.append(f"reaction:{ability.when.kind}")
    resolution: tuple[d.Effect, ...] = tuple(e for r in slots.pop("resolution", []) for e in r.effects)
    bonuses: tuple[d.Plus, ...] = ()
    if card.card_type == "Allegiance":
        resolution, bonuses, unhandled = _allegiance_abilities(resolution, slots, found, unhandled)
    gives_actions = sum(
        e.amount for e in resolution if isinstance(e, d.Plus) and e.resource == "actions" and e.player == "you"
    )
    return Abilities(
        labels=frozenset(a.name for a in abilities if a.name),
        resolution=resolution,
        gives_actions=gives_actions,
        buy_ban=any(isinstance(e, d.BuyBan) for e in resolution),
        damages_itself=any(
            isinstance(e, d.May) and isinstance(e.effect, d.Damage) and isinstance(e.effect.target, d.Ref)
            for t in slots.get("start_of_combat", ())
            for e in t.effects
        ),
        unhandled=tuple(unhandled),
        bonuses=bonuses,
        on_deploy=tuple(slots.get("on_deploy", ())),
        on_opponent_deploys=tuple(slots.get("on_opponent_deploys", ())),
        start_of_combat=tuple(t for t in slots.get("start_of_combat", ()) if t.trigger.whose != "opponent"),
        start_of_defense=tuple(t for t in slots.get("start_of_combat", ()) if t.trigger.whose != "you"),
        on_overrun=tuple(slots.get("on_overrun", ())),
        on_damaged=tuple(slots.get("on_damaged", ())),
        statics=tuple(slots.get("statics", ())),
        protection=tuple(slots.get("protection", ())),
        activated=tuple(slots.get("activated", ())),
        reactions=tuple(slots.get("reactions", ())),
        deploy_restrictions=tuple(slots.get("deploy_restrictions", ())),
        damage_replacement=found.get("damage_replacement"),
        buy_replacement=found.get("buy_replacement"),
    )


ALLEGIANCE_SLOTS = frozenset({"start_of_combat", "on_overrun", "statics", "activated"})
"""What an Allegiance card's labelled abilities may be (the hooks that look at Allegiances); others are not run."""


def _allegiance_abilities(
    resolution: tuple[d.Effect, ...], slots: dict[str, list[Any]], found: dict[str, Any], unhandled: list[str]
) -> tuple[tuple[d.Effect, ...], tuple[d.Plus, ...], list[str]]:
    """An Allegiance's power "for the remainder of the game" (domination/during-the-game): its unlabelled "+N ..."
    lines become a bonus in each turn; its labelled Static, start-of-combat, Overrun and once-per-turn abilities
    work as a deployed unit's do. Anything else on an Allegiance is listed as not executed."""
    bonuses = tuple(e for e in resolution if isinstance(e, d.Plus) and e.player == "you")
    unhandled = unhandled + [f"allegiance:{e.kind}" for e in resolution if e not in bonuses]
    for slot in list(slots):
        if slot not in ALLEGIANCE_SLOTS:
            unhandled += [f"allegiance:{item.kind}" for item in slots.pop(slot)]
    for key in list(found):
        if found[key] is not None:
            unhandled.append(f"allegiance:{found.pop(key).kind}")
    return (), bonuses, unhandled


def card_types(card: DominationCard) -> frozenset[str]:
    return TYPES[card.card_type]
