"""Tapping cards for resources in the Deploy phase (rulebook p.18-19; CE General Rulings: a Command card's ability
is used only while it is active, resources are spent at once): which cards provide resources and how many (their
``{T}: {R}`` ability, or a number per counter), and the tap itself. Resources are spent on construction counters by
:func:`judge.bttcg.deploy.construct`."""

from __future__ import annotations

from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import TurnRunner, card
from judge.dsl import models as m


def resources_of(face: CardFace) -> int | None:
    """The resources a card makes by tapping (``{T}: {R}{R}``), or ``None`` when it has no such ability.

    :raises UnsupportedError: for a resource ability the engine does not execute (other costs, a die roll, a
        computed amount, conditions, more effects).
    """
    found = resource_ability(face)
    return None if found is None else found[0]


def resource_ability(face: CardFace) -> tuple[int, int] | None:
    """The resources a card makes by tapping and the cards its cost scraps from its owner's Stockpile
    (``{T}: Scrap a card from your Stockpile to gain {R}{R}``: ``(2, 1)``), or ``None`` without such an ability.

    :raises UnsupportedError: as :func:`resources_of`.
    """
    found = [
        a
        for a in face.abilities
        if isinstance(a, m.Activated) and any(isinstance(e, m.AddResources) or _per_counter(e) for e in a.effects)
    ]
    for ability in found:
        effect = ability.effects[0]
        scraps = [c for c in ability.cost if isinstance(c, m.ScrapCost)]
        simple_cost = ability.cost == [m.TapCost()] or (
            len(ability.cost) == 2
            and ability.cost[0] == m.TapCost()
            and len(scraps) == 1
            and scraps[0].source == "stockpile"
            and scraps[0].card_type is None
        )
        simple = (
            simple_cost
            and not ability.conditions
            and len(ability.effects) == 1
            and isinstance(effect, m.AddResources)
            and not effect.from_roll
            and effect.amount_of is None
        )
        if simple and isinstance(effect, m.AddResources):
            return effect.count, sum(c.count for c in scraps)
    if found:
        raise UnsupportedError(f"{face.name}: the engine does not execute this resource ability yet")
    return None


def _per_counter(effect: m.Effect) -> bool:
    """ "Gain {R} for each investment counter on this card": resources of an ability used with ``use`` (its count
    changes with the counters), refused by ``tap`` rather than answered "does not provide resources"."""
    return isinstance(effect, m.PerCounter | m.ForEach) and any(isinstance(e, m.AddResources) for e in effect.effects)


def computed_resources(pos: Position, by: str, effect: m.AddResources) -> int | None:
    """ "Gain as many resources as you have different assets in play." (Operation Advisory Council): the number of
    assets the player has available, each counted once (rulebook p.14: "you either have a particular asset in play or
    you don't"); ``None`` for any other computed amount."""
    amount = effect.amount_of
    if effect.from_roll or amount is None or amount.of != "different_assets":
        return None
    if (amount.divided_by, amount.times, amount.less, amount.card) != (1, 1, 0, None):
        return None
    return len(pos.assets[by])


def tap_for_resources(run: TurnRunner, index: int | None, by: str, card_id: str) -> None:
    """Taps one of the player's active cards for its resources (rulebook p.12, p.19). Resources are spent at once:
    on the next action that spends them (construction counters, a repair); any other action loses what is left
    (CE General Rulings). Several cards tapped one after another pay one cost together."""
    pos, turn = run.pos, run.turn
    face = card(pos, card_id)
    if run.over(index):
        return
    if by != turn.player or turn.phase in ("start", "over"):
        pos.violate(index, f"{by} cannot tap cards for resources now: it is not {by}'s turn", t.SPEND_RESOURCES)
        return
    if run.own(index, by, card_id, t.RESOURCE_CARDS) is None:
        return
    state = pos.cards[card_id]
    if not is_active(pos.cards[card_id]):
        pos.violate(
            index,
            f"{face.name} is not active ({state.zone}): its abilities are used only once it is activated",
            t.COMMAND_ABILITIES_WHEN_ACTIVE,
            t.UNDER_CONSTRUCTION_NOT_A_UNIT,
        )
        return
    ability = resource_ability(face)
    if ability is None:
        pos.violate(index, f"{face.name} does not provide resources", t.RESOURCE_CARDS)
        return
    count, scrapped = ability
    if state.tapped or state.depleted:
        pos.violate(index, f"{face.name} is tapped: a tapped card cannot be tapped for resources", t.TAP_ABILITY)
        return
    if scrapped > pos.stockpiles[by]:
        pos.violate(
            index,
            f"{face.name}'s cost scraps {scrapped} card(s) from {by}'s Stockpile, which has {pos.stockpiles[by]}",
            t.RESOURCE_CARDS,
        )
        return
    state.tapped = True
    turn.resources += count
    paid = (
        f" and scraps {scrapped} card(s) from the Stockpile ({pos.stockpiles[by] - scrapped} left)" if scrapped else ""
    )
    stockpile_cards.scrap_top(pos, by, scrapped)
    pos.note(
        f"{by} taps {face.name}{paid} for {count} resource(s); {turn.resources} to spend at once",
        t.RESOURCE_CARDS,
        t.SPEND_RESOURCES,
        t.RESOURCES_AT_ONCE,
    )
    if scrapped:
        run.check_stockpiles()
