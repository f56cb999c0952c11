"""Deployments an ability used during the turn makes or uses: "{T}: You may make an additional deployment this turn.
Use this ability only during your Deploy phase." ('Mech Hangar, Theodore Kurita) and "{T}: {R} {R}. Using this ability
counts as one of your deployments." (Heavy Industry).

- "Some cards give you additional deployments, and some cards permit deploying a card without using up a deployment"
  (rulebook p.18, Deploying Cards): the additional deployment is one more left this turn. The deployments are counted
  in the Deploy phase (two a turn, one on the first player's first turn); one given outside it is refused, as the
  engine would lose it when the Deploy phase begins.
- "Using up a deployment is part of the cost of using this ability, so you cannot use it if you have used all of your
  deployments for that turn" (1997 rulings, Heavy Industry): with none left, using it is a violation; otherwise one
  fewer is left.
- "{T}: Choose any Resource card in your hand and put it into play. This does not count as a deployment." (Merchant
  Caste; rulebook p.18: "some cards permit deploying a card without using up a deployment"): the card of ``choose``,
  of the player's hand and of the type named, goes to the Command Post, active, with no cost paid (CE rulings,
  Solaris Contacts: "you don't also have to pay the cost"), its assets available at once (rulebook p.14). A card
  with something to do as it is activated or revealed, a play restriction or a Unique title in play is refused
  (whether it happens when a card is put into play is not settled); a Unit is not executed here.
- "Choose any Pilot card in your hand and put it into play on any unpiloted 'Mech you control." (Solaris Contacts):
  the Pilot, then the 'Mech, in ``choose``; the 'Mech checked as for a Pilot activated onto it."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.faces import CardFace
from judge.bttcg.state import UnsupportedError
from judge.bttcg.surcharge import refuse_uncounted
from judge.bttcg.turn import TurnRunner
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.dsl import models as m

SOLARIS_CONTACTS = "ce-rulings/solaris-contacts"
"""CE rulings, Solaris Contacts: a card put into play this way is not paid for."""
HEAVY_INDUSTRY = "rulings-1997/heavy-industry"
"""1997 rulings, Heavy Industry: using up a deployment is part of the cost."""
RULE_IDS = (t.EXTRA_DEPLOYMENTS, t.DEPLOYMENTS, HEAVY_INDUSTRY, SOLARIS_CONTACTS, t.COMMAND_TO_POST)


def deployment_problem(effect: m.Effect) -> str | None:
    """Why an ability used during the turn cannot make or use a deployment this way (``None``: it can)."""
    if isinstance(effect, m.AdditionalDeployment) and effect.when_revealed:
        return "an additional deployment for deploying a card revealed, as an ability's effect"
    return None


def plan_deployment(
    run: TurnRunner, index: int | None, face: CardFace, effect: m.AdditionalDeployment | m.CountsAsDeployment
) -> Callable[[], None]:
    """Checks the deployment the effect makes or uses now, and returns the step that changes the count.

    :raises _RefusedError: after recording a violation (no deployment left to use).
    :raises UnsupportedError: outside the Deploy phase, or for what :func:`deployment_problem` names.
    """
    turn, pos = run.turn, run.pos
    problem = deployment_problem(effect)
    if problem is not None:
        raise UnsupportedError(f"{face.name}: the engine does not execute {problem} yet")
    if turn.phase != "deploy":
        raise UnsupportedError(
            f"{face.name}: a deployment made or used outside the Deploy phase (the engine counts deployments in the "
            "Deploy phase only)"
        )
    if isinstance(effect, m.AdditionalDeployment):

        def more() -> None:
            turn.deployments += 1
            pos.note(f"{face.name}: one additional deployment this turn ({turn.deployments} left)", *RULE_IDS[:2])

        return more
    refuse_uncounted(run, turn.player, f"{face.name}'s ability counting as a deployment")
    if turn.deployments < 1:
        _refuse(
            run,
            index,
            f"{face.name}: using this ability counts as one of {turn.player}'s deployments, and none is left",
            HEAVY_INDUSTRY,
            t.DEPLOYMENTS,
        )

    def use() -> None:
        turn.deployments -= 1
        pos.note(
            f"{face.name}: using it counts as a deployment ({turn.deployments} left)", HEAVY_INDUSTRY, t.DEPLOYMENTS
        )

    return use


def is_put_into_play_from_hand(effect: m.Effect, rest: list[m.Effect]) -> bool:
    """ "Choose any Resource card in your hand and put it into play. This does not count as a deployment." """
    if not isinstance(effect, m.Choose) or effect.more or len(rest) < 2:
        return False
    target, put, free = effect.target, rest[0], rest[1]
    fields = {"kind", "quantifier", "noun", "card_type", "zone", "owner"}
    return (
        isinstance(target, m.Selector)
        and target.zone == "hand"
        and target.noun == "card"
        and target.card_type is not None
        and target.owner in ("any", "you")
        and set(target.model_dump(exclude_defaults=True)) <= fields
        and isinstance(put, m.PutIntoPlay)
        and isinstance(put.target, m.ThatOne)
        and (put.on is None or _on_your_unpiloted_mech(put.on))
        and not put.patrol
        and not put.activated
        and isinstance(free, m.FreeDeployment)
        and not free.if_revealed
    )


def _on_your_unpiloted_mech(on: m.Target) -> bool:
    """ "on any unpiloted 'Mech you control" (Solaris Contacts)."""
    fields = {"kind", "quantifier", "noun", "owner", "states"}
    return (
        isinstance(on, m.Selector)
        and on.noun == "mech"
        and on.owner == "you"
        and on.states == ["unpiloted"]
        and set(on.model_dump(exclude_defaults=True)) <= fields
    )


def plan_put_into_play(
    run: TurnRunner, index: int | None, by: str, face: CardFace, effect: m.Choose, rest: list[m.Effect], plan: _Plan
) -> list[m.Effect]:
    """The card of ``plan.chosen`` checked now, its move planned; the effects left after the three sentences.

    :raises _RefusedError: after recording a violation.
    :raises UnsupportedError: for a card whose coming into play is not settled (see the module).
    """
    from judge.bttcg.assets import settle  # assets.py imports the turn
    from judge.bttcg.deploy import unique_clash  # deploy.py imports turn_abilities, which imports this module

    pos = run.pos
    assert isinstance(effect.target, m.Selector) and effect.target.card_type is not None
    wanted = effect.target.card_type
    if not plan.chosen:
        _refuse(
            run, index, f"{face.name}: say which {wanted} card of {by}'s hand it puts into play (choose)", *RULE_IDS
        )
    pick = plan.chosen.pop(0)
    if pick not in pos.faces:
        _refuse(run, index, f"{face.name}: {pick} is not a card of the scenario", *RULE_IDS)
    other, state = pos.faces[pick], pos.cards[pick]
    if pos.owners[pick] != by or state.zone != "hand":
        _refuse(run, index, f"{face.name}: {other.name} is not in {by}'s hand ({state.zone})", *RULE_IDS)
    put_on = rest[0].on if isinstance(rest[0], m.PutIntoPlay) else None
    if other.kind != "command" or not other.has_keyword(wanted) or (put_on is None and not other.is_site_card):
        _refuse(run, index, f"{face.name}: {other.name} is not a {wanted} card it puts into play", *RULE_IDS)
    host = None if put_on is None else _take_host(run, index, by, face, other, plan)
    reacts = any(
        (isinstance(a, m.Triggered) and a.trigger in ("activated", "revealed", "comes_into_play"))
        or isinstance(a, m.PlayRestriction)
        for a in other.abilities
    )
    if reacts or (other.unique and unique_clash(pos, pick) is not None):
        raise UnsupportedError(
            f"{face.name}: putting {other.name} into play (what it does as it comes into play, a restriction or a "
            "Unique title in play is not settled for a card put into play yet)"
        )
    plan.last = [pick]

    def put() -> None:
        state.zone, state.tapped, state.depleted, state.counters = "command_post", False, False, 0
        state.on = host
        where = "in the Command Post" if host is None else f"on {pos.name(host)}"
        pos.note(
            f"{face.name}: {by} puts {other.name} from the hand into play, {where}, with no cost paid and no "
            "deployment used",
            t.EXTRA_DEPLOYMENTS,
            SOLARIS_CONTACTS,
            t.COMMAND_TO_POST,
        )
        settle(pos, f"{other.name} is put into play")

    plan.steps.append(put)
    return rest[2:]


def _take_host(run: TurnRunner, index: int | None, by: str, face: CardFace, pilot: CardFace, plan: _Plan) -> str:
    """The 'Mech the Pilot goes on: the next of ``choose``, one of ``by``'s 'Mechs in play without a Pilot, checked
    as when a Pilot is activated onto it (rulebook p.12-13: one Pilot a 'Mech; its own text; stats not below 0)."""
    from judge.bttcg.deploy import _check_placement  # deploy.py imports turn_abilities, which imports this module

    if not plan.chosen:
        _refuse(run, index, f"{face.name}: say which unpiloted 'Mech of {by}'s {pilot.name} goes on", t.PILOT)
    host = plan.chosen.pop(0)
    if host not in run.pos.faces or run.pos.owners[host] != by:
        _refuse(run, index, f"{face.name}: {pilot.name} goes on a 'Mech {by} controls, not {host}", t.PILOT)
    if not _check_placement(run, index, by, pilot, host):
        raise _RefusedError
    return host


def _refuse(run: TurnRunner, index: int | None, message: str, *rules: str) -> NoReturn:
    run.pos.violate(index, message, *rules)
    raise _RefusedError


__all__ = [
    "HEAVY_INDUSTRY",
    "RULE_IDS",
    "deployment_problem",
    "is_put_into_play_from_hand",
    "plan_deployment",
    "plan_put_into_play",
]
