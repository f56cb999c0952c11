"""A cost added to each deployment by a card in play: "Making a deployment costs each opponent an additional 0+2L."
(Coordinator Theodore Kurita, ``deployment_surcharge``).

- The card's text is the rule (rulebook p.9: cards make exceptions). The cost is a cost other than a construction
  cost, a base cost and asset costs (rulebook p.19): its total for the player deploying is the base plus each asset
  cost whose asset he or she does not have available (0+2L: nothing with Logistics, 2 without). It is paid with the
  resources tapped for just before the deployment (rulebook p.19, "Whenever you have a reason to spend resources");
  without enough unspent, the deployment is a violation and nothing happens.
- Each card in play that says so adds its cost, for the players it names ("each opponent": its controller's
  opponents).
- Refused, never guessed: a surcharge with conditions, a deployment that uses no deployment (deployed revealed,
  "This does not count as a deployment") and an ability that counts as a deployment, while a surcharge applies:
  whether they are "making a deployment" is not settled by the rules documents."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import turn_rules as t
from judge.bttcg.asset_costs import cost_assets
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import is_active
from judge.bttcg.turn import TurnRunner
from judge.cards.models import Cost
from judge.dsl import models as m

OTHER_COSTS = "rulebook/constructing-cards-3"
"""Rulebook p.19: costs other than construction costs, a base cost and asset costs (1+2P)."""
RULE_IDS = (t.RULES_MAKE_EXCEPTIONS, OTHER_COSTS, t.ASSET_COSTS, t.SPEND_RESOURCES)


def surcharges(run: TurnRunner, by: str) -> list[tuple[str, m.Static, Cost]]:
    """The cards in play adding a cost to ``by``'s deployments, with the cost each adds.

    :raises UnsupportedError: for a surcharge with conditions.
    """
    pos = run.pos
    found: list[tuple[str, m.Static, Cost]] = []
    for card_id, state in pos.cards.items():
        if not is_active(state):
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Static):
                continue
            for effect in ability.effects:
                if not isinstance(effect, m.DeploymentSurcharge):
                    continue
                if ability.conditions:
                    raise unsupported(face.name, ability, "a deployment surcharge with conditions")
                mine = pos.owners[card_id] == by
                if {"you": mine, "opponent": not mine}.get(effect.player, True):
                    found.append((card_id, ability, effect.cost))
    return found


def refuse_uncounted(run: TurnRunner, by: str, what: str) -> None:
    """:raises UnsupportedError: when a surcharge applies to ``by`` and ``what`` (a deployment using none, an
    ability counting as one) may or may not be "making a deployment"."""
    for card_id, ability, _ in surcharges(run, by):
        raise unsupported(run.pos.name(card_id), ability, f"a deployment surcharge on {what}")


def plan_surcharge(run: TurnRunner, index: int | None, by: str) -> Callable[[], None] | None:
    """The surcharges on ``by``'s deployment checked against the resources unspent; the step paying them, or
    ``None`` after recording a violation."""
    pos, turn = run.pos, run.turn
    found = surcharges(run, by)
    if not found:
        return lambda: None
    total = sum(cost.total(cost_assets(pos, by)) for _, _, cost in found)
    names = ", ".join(f"{pos.name(c)} ({cost})" for c, _, cost in found)
    if turn.resources < total:
        pos.violate(
            index,
            f"making a deployment costs {by} an additional {total} ({names}; assets available: "
            f"{''.join(sorted(pos.assets[by])) or 'none'}): {turn.resources} resource(s) unspent (tap cards first)",
            *RULE_IDS,
        )
        return None

    def pay() -> None:
        turn.resources -= total
        pos.note(f"{by} pays {total} resource(s) to make a deployment ({names})", *RULE_IDS)

    return pay


__all__ = ["RULE_IDS", "plan_surcharge", "refuse_uncounted", "surcharges"]
