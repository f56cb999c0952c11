"""The Deploy phase (rulebook p.18-20): deploying cards with the turn's deployments, tapping cards for resources and
spending them at once on construction counters, activating cards whose counters cover their total cost (assets
available ignore their asset costs), Unique cards, Enhancements and Pilots put on cards, and reassigning Pilots.
Each function takes the :class:`~judge.bttcg.turn.TurnRunner` of the turn, the action's index (or ``None``) and the
player acting; a broken rule is a violation and the action does nothing else."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.activation_moments import RULES as MOMENT_RULES
from judge.bttcg.activation_moments import activation_moment, not_now
from judge.bttcg.activation_timing import CARDS_MAKE_EXCEPTIONS as ACTIVATED_AS_TEXT_SAYS
from judge.bttcg.activation_timing import activation_phase, at_end, timing_problem
from judge.bttcg.asset_costs import cost_assets
from judge.bttcg.asset_loss import regain
from judge.bttcg.assets import settle
from judge.bttcg.attach import lets_opponent_own, placement_misfit, placements
from judge.bttcg.cancel import refuse_cancelled
from judge.bttcg.executes import refusal
from judge.bttcg.faces import CardFace
from judge.bttcg.patrol_at_once import RULES as PATROL_RULES
from judge.bttcg.patrol_at_once import choice as patrol_choice
from judge.bttcg.patrol_at_once import revealed_on_deploy
from judge.bttcg.pilot_sharing import share as share_bonuses
from judge.bttcg.refusals import refuse_kept_imperatives, refuse_unchecked_restrictions, refuse_unfired, unsupported
from judge.bttcg.scenario import BtScenario
from judge.bttcg.state import Position, UnsupportedError, is_active, under_construction
from judge.bttcg.surcharge import plan_surcharge, refuse_uncounted
from judge.bttcg.terrain import REGION_NAMES, TERRAIN, region_choice_problem
from judge.bttcg.turn import (
    PHASE_NAMES,
    TurnRunner,
    card,
    is_enhancement,
    is_pilot,
    kinds_in,
)
from judge.bttcg.turn_abilities import reveal_plan, scrapped_when_revealed
from judge.bttcg.turn_fired import plan_on_deploy
from judge.bttcg.turn_scrapped import after_scrap
from judge.bttcg.turn_triggers import on_reveal_at_deploy
from judge.cards.cost import CostError, parse_cost
from judge.cards.models import BtCard, Cost
from judge.dsl import models as m
from judge.scenario_input import ScenarioError

_DEPLOYMENT_KINDS = frozenset({"additional_deployment", "free_deployment", "counts_as_deployment"})
_CHANGES_CONSTRUCTION = frozenset(
    {"construction_spend_limit", "counter_bonus", "distribute_counters", "per_cost_point"}
)


def costs_of(scenario: BtScenario, pool_cards: dict[str, BtCard]) -> dict[str, Cost]:
    """The construction costs the scenario knows: a pool card's cost, an inline Unit's or Command card's ``cost``.

    :raises ScenarioError: for an inline cost that does not read, naming the card's field.
    """
    costs: dict[str, Cost] = {}
    for card_id, spec in scenario.cards.items():
        pool_card = pool_cards.get(card_id)
        inline = spec.unit or spec.command
        if spec.card is not None and pool_card is not None and pool_card.cost is not None:
            costs[card_id] = pool_card.cost
        elif inline is not None and inline.cost is not None:
            try:
                costs[card_id] = parse_cost(inline.cost)
            except CostError as exc:
                kind = "unit" if spec.unit is not None else "command"
                raise ScenarioError(str(exc), field=f"cards.{card_id}.{kind}.cost") from None
    return costs


def _statics(face: CardFace) -> list[m.Static]:
    return [a for a in face.abilities if isinstance(a, m.Static)]


def _refuse_static(pos: Position, kinds: frozenset[str], step: str) -> None:
    """:raises UnsupportedError: when a card in play has a continuous ability changing this step. A card under
    construction scrapped as it is revealed has none: what its text does happens once, as it is activated (rulebook
    p.14: a Command card's abilities are used only once it is activated; p.20: activating reveals it)."""
    for card_id, state in pos.cards.items():
        if state.zone in ("hand", "scrapheap", "stockpile"):
            continue
        if under_construction(state) and scrapped_when_revealed(pos.faces[card_id]):
            continue
        for ability in _statics(pos.faces[card_id]):
            found = [str(getattr(n, "kind", "")) for n in kinds_in(ability) if getattr(n, "kind", None) in kinds]
            if found:
                raise unsupported(pos.faces[card_id].name, ability, f"{refusal('effect', found[0])}, on {step}")


# --- deploying ------------------------------------------------------------------------------------------------------


def _once_active(ability: m.Ability) -> bool:
    """Whether the ability acts only once its card is activated: an ability its controller uses ("{T}: You may make
    an additional deployment this turn", "Use this ability only ...") or one fired by something other than
    revealing the card ("When this card is activated", "Whenever you deploy a card": the cards in play watch).
    "You can't use the abilities of a Command card until you've activated it" (rulebook p.14, Playing Area; CE
    rulings: Construction Region), so none of these changes how the card itself is deployed."""
    if isinstance(ability, m.Activated) or (isinstance(ability, m.Static) and ability.used):
        return True
    if isinstance(ability, m.Static) and ability.effects and all(isinstance(e, m.Lasting) for e in ability.effects):
        return True  # "Until the end of the turn, you may pay {R} ... an additional deployment": from its activation on
    return isinstance(ability, m.Triggered) and ability.trigger != "revealed"


def _deployment_rules(face: CardFace) -> tuple[bool, bool]:
    """(deploying it revealed makes an additional deployment, deploying it revealed uses no deployment).

    :raises UnsupportedError: for a deployment effect of the card the engine does not execute (with conditions, or
        counting as a deployment).
    """
    additional = free = False
    for ability in face.abilities:
        if _once_active(ability):  # used or fired once the card is in play, never as it is deployed
            continue
        found = [n for n in kinds_in(ability) if getattr(n, "kind", None) in _DEPLOYMENT_KINDS]
        if not found:
            continue
        simple = isinstance(ability, m.Static) and not ability.conditions and len(found) == len(ability.effects)
        if not simple or any(isinstance(n, m.CountsAsDeployment) for n in found):
            raise UnsupportedError(f"{face.name}: the engine does not execute its deployment ability yet")
        for node in found:
            if isinstance(node, m.AdditionalDeployment):
                if not node.when_revealed:
                    raise UnsupportedError(f"{face.name}: the engine does not execute its deployment ability yet")
                additional = True
            elif isinstance(node, m.FreeDeployment):
                if not node.if_revealed:
                    raise UnsupportedError(f"{face.name}: the engine does not execute its deployment ability yet")
                free = True
    return additional, free


def deploy(
    run: TurnRunner, index: int | None, by: str, card_id: str, revealed: bool = False, may: list[bool] | None = None
) -> None:
    """Puts a Unit or Command card from the player's hand under construction, using one of the turn's deployments
    (two, one on the first player's first turn; rulebook p.18). A card that says so makes an additional deployment,
    or uses none, when deployed revealed; an additional deployment still needs one left (1997 rulings). The cards
    in play that watch deployments fire after it, with ``may`` (judge/bttcg/turn_fired.py)."""
    pos, turn = run.pos, run.turn
    face = card(pos, card_id)
    if not run.acting(index, by, "deploy", "deploy cards", t.DEPLOYMENTS):
        return
    if run.own(index, by, card_id, t.DEPLOY) is None:
        return
    state = pos.cards[card_id]
    if state.zone != "hand":
        pos.violate(
            index, f"{face.name} is not in {by}'s hand ({state.zone}): only cards in hand are deployed", t.DEPLOY
        )
        return
    if face.kind == "mission":
        pos.violate(index, f"{face.name} is a Mission card: only Unit and Command cards are deployed", t.DEPLOY_PHASE)
        return
    refuse_unfired(pos, ("you_play_card",), owner=by)  # "Whenever you play ...": not fired yet (deploy: on_deploy)
    additional, free = _deployment_rules(face)
    additional, free = additional and revealed, free and revealed
    if not free and turn.deployments < 1:
        rules = (t.DEPLOYMENTS, t.REVEALED_FOR_DEPLOYMENT) if additional else (t.DEPLOYMENTS,)
        pos.violate(index, f"{by} has no deployment left this turn", *rules)
        return
    if free:
        refuse_uncounted(run, by, "a deployment using none")
    surcharge = plan_surcharge(run, index, by)  # "Making a deployment costs ... an additional 0+2L"
    if surcharge is None:
        return
    if revealed:  # what it does when revealed is refused, never dropped
        refuse_cancelled(pos, card_id, "deployed revealed")  # "... revealed are scrapped with no effect" (cancel.py)
        on_reveal_at_deploy(face)
        cost = turn.costs.get(card_id)
        revealed_on_deploy(run, card_id, None if cost is None else cost.total(cost_assets(pos, by)))
    fired = plan_on_deploy(run, index, by, card_id, may)  # "Whenever you deploy ...": settled before, run after
    if fired is None:
        return
    regain(pos, by, card_id)  # an asset lost until a Resource providing it is deployed (asset_loss.py)
    surcharge()
    run.lose_resources()
    if not free:
        turn.deployments -= 1
    if additional:
        turn.deployments += 1
    turn.deployed.append(card_id)
    if revealed:
        turn.revealed.append(card_id)
    state.zone = "construction"
    state.counters = state.damage = 0
    state.other_counters = {}
    state.tapped = state.depleted = state.activated = False
    state.on = state.guarding = None
    how = " revealed" if revealed else " face down"
    if free:
        how += ", using no deployment"
    elif additional:
        how += ", making an additional deployment"
    cited = [t.DEPLOY, t.DEPLOYMENTS] + ([t.EXTRA_DEPLOYMENTS] if free or additional else [])
    pos.note(f"{by} deploys {face.name}{how}; {turn.deployments} deployment(s) left", *cited)
    fired()


# --- resources and construction counters ----------------------------------------------------------------------------


def construct(run: TurnRunner, index: int | None, by: str, counters: dict[str, int]) -> None:
    """Spends resources just generated on construction counters, distributed as the player chooses among his or her
    cards under construction, never on cards already activated (rulebook p.19)."""
    pos, turn = run.pos, run.turn
    for card_id in counters:
        card(pos, card_id)
    if not run.acting(index, by, "deploy", "put construction counters on cards", t.CONSTRUCT):
        return
    _refuse_static(pos, _CHANGES_CONSTRUCTION, "construction")
    for card_id, n in counters.items():
        face = pos.faces[card_id]
        if n < 0:
            pos.violate(index, f"{n} construction counters: counters are added, never taken off", t.CONSTRUCT)
            return
        if run.own(index, by, card_id, t.CONSTRUCT) is None:
            return
        if not under_construction(pos.cards[card_id]):
            state = pos.cards[card_id]
            what = "already activated" if state.zone == "construction" else f"not under construction ({state.zone})"
            pos.violate(index, f"{face.name} is {what}: counters go only on cards under construction", t.CONSTRUCT)
            return
    total = sum(counters.values())
    if total > turn.resources:
        pos.violate(
            index,
            f"{total} construction counter(s) need {total} resource(s); {by} has {turn.resources} unspent",
            t.CONSTRUCT,
            t.SPEND_RESOURCES,
            t.RESOURCES_AT_ONCE,
        )
        return
    for card_id, n in counters.items():
        pos.cards[card_id].counters += n
    turn.resources -= total
    placed = ", ".join(f"{n} on {pos.name(c)}" for c, n in counters.items() if n) or "none"
    interwoven = [t.ONE_AT_A_TIME, t.CONSTRUCT_BETWEEN_DEPLOYMENTS] if turn.deployed else []
    pos.note(
        f"{by} spends {total} resource(s) on construction counters: {placed}",
        t.CONSTRUCT,
        t.RESOURCES_AT_ONCE,
        *interwoven,
    )


# --- activating -----------------------------------------------------------------------------------------------------


def total_cost(run: TurnRunner, card_id: str) -> int:
    """The card's total construction cost for its owner now: the base cost plus each asset cost whose asset he or
    she does not have available (rulebook p.19; 1997 rulings, Dasher D).

    :raises UnsupportedError: for a card whose cost the position does not know.
    """
    cost = run.turn.costs.get(card_id)
    if cost is None:
        raise UnsupportedError(
            f"{run.pos.name(card_id)}: its construction cost is not known, so it cannot be activated"
        )
    return cost.total(cost_assets(run.pos, run.pos.owners[card_id]))  # judge/bttcg/asset_costs.py


def titles(face: CardFace) -> set[str]:
    """The titles a Unique card has in play: its name and every name it counts as (rulebook p.13)."""
    names = {face.name.casefold()}
    for ability in _statics(face):
        names |= {e.name.casefold() for e in ability.effects if isinstance(e, m.CountsAs)}
    return names


def unique_clash(pos: Position, card_id: str) -> str | None:
    """An active Unique card, on either side, with a title this Unique card has (CE General Rulings)."""
    face = pos.faces[card_id]
    if not face.unique:
        return None
    mine = titles(face)
    for other, other_face in pos.faces.items():
        if other != card_id and other_face.unique and is_active(pos.cards[other]) and mine & titles(other_face):
            return other
    return None


def stat_changes(face: CardFace) -> dict[str, int]:
    """What an Enhancement or Pilot does to the stats of the card it is on (``This 'Mech gets +2 attack``)."""
    total: dict[str, int] = {}
    for ability in _statics(face):
        if ability.conditions:
            continue
        for effect in ability.effects:
            on_it = isinstance(effect.target, m.PilotedUnit | m.Enhanced) if isinstance(effect, m.ModifyStat) else False
            if isinstance(effect, m.ModifyStat) and on_it and not effect.from_roll and effect.amount_from is None:
                total[effect.stat] = total.get(effect.stat, 0) + effect.amount
    return total


def below_zero(pos: Position, face: CardFace, unit_id: str) -> str | None:
    """The stat the card would take below 0 on this Unit (ignoring other modifiers than printed values and the
    Enhancements and Pilots already on it), or ``None``."""
    unit = pos.faces[unit_id]
    printed = {"attack": unit.attack, "armor": unit.armor, "structure": unit.structure or 0}
    for other, state in pos.cards.items():
        if state.on == unit_id and other in pos.faces and state.zone not in ("hand", "scrapheap", "stockpile"):
            for stat, n in stat_changes(pos.faces[other]).items():
                printed[stat] = printed.get(stat, 0) + n
    for stat, n in stat_changes(face).items():
        if stat in printed and printed[stat] + n < 0:
            return stat
    return None


def pilot_of(pos: Position, mech_id: str) -> str | None:
    for other, state in pos.cards.items():
        if state.on == mech_id and is_pilot(pos.faces[other]) and state.zone not in ("hand", "scrapheap", "stockpile"):
            return other
    return None


def _check_placement(run: TurnRunner, index: int | None, by: str, face: CardFace, on: str | None) -> bool:
    """Where an Enhancement or Pilot goes when activated: Pilots on a 'Mech without a Pilot, Enhancements on a Unit
    or a site, Terrain in a region; other cards on nothing (rulebook p.12-13; CE General Rulings); and where its own
    text says ("put it on one of your Units having at least 1 attack": :mod:`judge.bttcg.attach`)."""
    pos = run.pos
    if not (is_pilot(face) or is_enhancement(face)):
        if placements(face):
            raise UnsupportedError(
                f"{face.name}: its text puts it on a card, but it is no Enhancement or Pilot: the engine does not know "
                "where it goes"
            )
        if on is not None:
            pos.violate(
                index, f"{face.name} is not an Enhancement or Pilot: it goes on no card", t.ENHANCEMENT, t.PILOT
            )
            return False
        return True
    if on is None:
        if is_enhancement(face) and face.has_keyword("Terrain"):
            return True
        pos.violate(index, f"{face.name} is played on a card: say which", t.PILOT if is_pilot(face) else t.ENHANCEMENT)
        return False
    target = card(pos, on) if not on.endswith(".stockpile") else None
    if is_pilot(face):
        if target is None or target.kind != "unit" or target.unit_type != "mech" or not is_active(pos.cards[on]):
            pos.violate(
                index, f"{face.name} is a Pilot: Pilots go only on 'Mechs in play", t.PILOTS_ONLY_ON_MECHS, t.PILOT
            )
            return False
        if pos.owners[on] != by and not lets_opponent_own(face):
            pos.violate(index, f"{face.name} goes on one of {by}'s 'Mechs", t.PILOT)
            return False
        if pilot_of(pos, on) is not None:
            pos.violate(index, f"{target.name} already has a Pilot: one Pilot on a 'Mech at a time", t.PILOT)
            return False
    elif target is not None and target.kind == "unit" and is_active(pos.cards[on]):
        pass
    elif run.not_own_site(by, on) is not None:
        pos.violate(index, f"{face.name} goes on a Unit in play or one of {by}'s sites", t.ENHANCEMENT, t.SITES)
        return False
    misfit = placement_misfit(pos, by, face, on)
    if misfit is not None:
        pos.violate(index, misfit, t.RULES_MAKE_EXCEPTIONS, t.PILOT if is_pilot(face) else t.ENHANCEMENT)
        return False
    if target is not None and target.kind == "unit" and pos.owners[on] == by:
        stat = below_zero(pos, face, on)
        if stat is not None:
            pos.violate(index, f"{face.name} would take {target.name}'s {stat} below 0", t.STATS_NOT_BELOW_ZERO)
            return False
    return True


def activate(
    run: TurnRunner,
    index: int | None,
    by: str,
    card_id: str,
    on: str | None = None,
    choose: list[str] | None = None,
    patrol: bool | None = None,
    may: list[bool] | None = None,
    either: list[int] | None = None,
    region: str | None = None,
    amounts: dict[str, int] | None = None,
) -> None:
    """Activates a card under construction whose counters cover its total cost, in the Deploy phase only (rulebook
    p.20; CE General Rulings), or in the phase its text names (judge/bttcg/activation_timing.py): a Command card
    goes to the Command Post at once (an Enhancement or Pilot onto ``on``, a Terrain card in ``region``:
    terrain.py), a Unit stays in the Construction region until the end of the turn (unless its text lets it go on
    patrol at once: ``patrol``, :mod:`judge.bttcg.patrol_at_once`). A Unique card is not activated while another
    of the same title is in play. Activating reveals the card: what it does when revealed or activated happens then,
    with the cards of ``choose``
    and ``amounts`` and the answers of ``may`` and ``either`` (:func:`judge.bttcg.turn_abilities.reveal_plan`)."""
    pos, turn = run.pos, run.turn
    face = card(pos, card_id)
    if on is not None and not on.endswith(".stockpile"):
        card(pos, on)
    for ability in face.abilities:  # before the Deploy phase is checked: the card's text may make the exception
        if isinstance(ability, m.PlayRestriction) and (ability.activate or ability.reveal):
            if activation_phase([ability]) is None:  # a phase named: activation_timing.py
                if (moment := activation_moment(ability)) is not None:  # judge/bttcg/activation_moments.py
                    pos.violate(index, not_now(face.name, moment), *MOMENT_RULES)
                    return
                raise UnsupportedError(f"{face.name}: the engine does not check when it may be activated yet")
            if (problem := timing_problem(ability)) is not None:  # judge/bttcg/activation_timing.py
                raise unsupported(face.name, ability, problem)
    phase = activation_phase(face.abilities) or "deploy"  # the card's text makes the exception (rulebook p.9)
    when = (t.ACTIVATE_ONLY_IN_DEPLOY, t.ACTIVATE) if phase == "deploy" else (ACTIVATED_AS_TEXT_SAYS, t.ACTIVATE)
    ending, ended = at_end(face.abilities), turn.phase_ended
    turn.phase_ended = ended and not ending  # cards activated at the end of the phase: one after another
    acting = run.acting(index, by, phase, "activate cards", *when)
    turn.phase_ended = ended
    if not acting:
        return
    if run.own(index, by, card_id, t.ACTIVATE) is None:
        return
    state = pos.cards[card_id]
    if not under_construction(pos.cards[card_id]):
        what = "already activated" if state.zone == "construction" else f"not under construction ({state.zone})"
        pos.violate(index, f"{face.name} is {what}: only cards under construction are activated", t.ACTIVATE)
        return
    refuse_unchecked_restrictions(face.name, face.abilities)  # "Play only on a 'Mech.": not passed over
    if not scrapped_when_revealed(face):
        refuse_kept_imperatives(face.name, face.abilities)  # "Double the number of construction counters ..."
    cost = total_cost(run, card_id)
    if state.counters < cost:
        pos.violate(
            index,
            f"{face.name} costs {cost} for {by} (assets available: {''.join(sorted(pos.assets[by])) or 'none'}) "
            f"and has {state.counters} construction counter(s)",
            t.TOTAL_COST,
            t.ASSET_COSTS,
            t.ASSET_COST_IGNORED,
        )
        return
    clash = unique_clash(pos, card_id)
    if clash is not None:
        rules = [t.UNIQUE, t.UNIQUE_RULEBOOK]
        if pos.faces[clash].name.casefold() != face.name.casefold():
            rules.append(t.UNIQUE_COUNTS_AS)
        pos.violate(
            index,
            f"{face.name} is Unique and {pos.name(clash)} ({pos.owners[clash]}'s) is in play: it cannot be activated",
            *rules,
        )
        return
    if not _check_placement(run, index, by, face, on):
        return
    if (misfit := region_choice_problem(face, region)) is not None:  # rulebook p.12: in one of your regions
        pos.violate(index, misfit, t.ACTIVATE, TERRAIN)
        return
    to_patrol = patrol_choice(run, index, card_id, patrol)
    if to_patrol is None:
        return
    revealed = reveal_plan(run, index, by, card_id, choose or [], may, either, region, amounts)
    if revealed is None:
        return
    # Activating spends nothing and keeps the resources just generated: the rulebook's example puts two counters on
    # a 'Mech, activates it, then spends the other six of the same resources (rulebook p.20).
    extra = state.counters - cost
    state.counters = 0
    turn.activated.append(card_id)
    if ending and not turn.phase_ended:
        turn.phase_ended = True
        pos.note(f"{face.name} is activated at the end of {by}'s {PHASE_NAMES[phase]} phase: it is over", *when)
    rules = [t.ACTIVATE, t.TOTAL_COST] + ([t.EXTRA_COUNTERS] if extra > 0 else [])
    rules += [t.ACTIVATE_KEEPS_RESOURCES] if turn.resources else []
    spare = f"; {extra} extra counter(s) ignored" if extra > 0 else ""
    if face.kind == "unit" and to_patrol:
        state.zone = "patrol"
        pos.note(
            f"{by} activates {face.name} (cost {cost}{spare}) and, as its text allows, moves it to the Patrol region "
            "at once",
            *rules,
            *PATROL_RULES,
        )
    elif face.kind == "unit":
        state.activated = True
        pos.note(
            f"{by} activates {face.name} (cost {cost}{spare}); a Unit stays in the Construction region until the end "
            "of the turn",
            *rules,
            t.COMMAND_TO_POST,
            t.UNITS_WAIT,
        )
    else:
        state.zone, state.on = "command_post", on
        where = f"onto {pos.name(on)}" if on is not None else "to the Command Post"
        where = f"into play, in {by}'s {REGION_NAMES[region]}" if region is not None else where
        pos.note(f"{by} activates {face.name} (cost {cost}{spare}); it goes {where} at once", *rules, t.COMMAND_TO_POST)
    if face.kind == "unit" or not face.is_site_card:
        _scrap_site_enhancements(pos, card_id)
    settle(pos, f"{face.name} is activated")  # an asset it provides is available at once (rulebook p.14, p.20)
    if is_pilot(face) and on is not None:  # "Each Pilot that you activate also gives its ... bonuses" (Warrior Caste)
        share_bonuses(pos, by, card_id)
    revealed()


def _scrap_site_enhancements(pos: Position, card_id: str) -> None:
    """A site Enhancement on a card under construction stays only if the card activated is still a site (CE
    General Rulings, Enhancements)."""
    for other, state in pos.cards.items():
        if state.on == card_id and is_enhancement(pos.faces[other]) and state.zone != "scrapheap":
            state.zone, state.on = "scrapheap", None
            pos.note(
                f"{pos.name(other)} enhanced {pos.name(card_id)} as a site; activated, that is no site: it is scrapped",
                t.SITE_ENHANCEMENT_ON_ACTIVATION,
            )
            after_scrap(pos, other, was_building=False)  # "Whenever a card is scrapped, ...": turn_scrapped.py


# --- Pilots ---------------------------------------------------------------------------------------------------------


def reassignment_problem(pos: Position, face: CardFace, mech_id: str) -> tuple[str, tuple[str, ...]] | None:
    """Why the Pilot ``face`` may not be reassigned onto the 'Mech ``mech_id``, with the rules, or ``None``: only onto
    an unpiloted 'Mech (rulebook p.20, one at a time), never taking a stat below 0 (1997 rulings); used by the turn's
    reassignment and by a card's (``reassign_pilot.py``).

    :raises UnsupportedError: for a Pilot whose text restricts another card's reassignment (not executed yet).
    """
    mech = pos.name(mech_id)
    if pilot_of(pos, mech_id) is not None:
        return (
            f"{mech} already has a Pilot: Pilots are reassigned one at a time, to an unpiloted 'Mech",
            (t.REASSIGN_NEEDS_UNPILOTED_MECH, t.REASSIGN_PILOTS),
        )
    restrictions = [n for a in face.abilities for n in kinds_in(a) if isinstance(n, m.CannotBeReassigned)]
    if any(not isinstance(n.target, m.This) for n in restrictions):
        raise UnsupportedError(f"{face.name}: the engine does not execute its reassignment restriction yet")
    if restrictions:  # "Rookie Pilot cannot be reassigned." (rulebook p.9: cards make exceptions to the rules)
        return f"{face.name} cannot be reassigned (its text)", (t.RULES_MAKE_EXCEPTIONS, t.REASSIGN_PILOTS)
    stat = below_zero(pos, face, mech_id)
    if stat is not None:
        return f"{face.name} would take {mech}'s {stat} below 0", (t.REASSIGN_NOT_BELOW_ZERO, t.STATS_NOT_BELOW_ZERO)
    return None


def reassign_pilot(run: TurnRunner, index: int | None, by: str, pilot_id: str, mech_id: str) -> None:
    """Moves one of the player's Pilots to another of his or her 'Mechs, which has no Pilot: one at a time, so only
    with an unpiloted 'Mech (rulebook p.20; CE General Rulings); neither 'Mech taps, and the 'Mech's attack may not
    go below 0 (1997 rulings)."""
    pos = run.pos
    face = card(pos, pilot_id)
    mech = card(pos, mech_id)
    if not run.acting(index, by, "deploy", "reassign Pilots", t.REASSIGN_PILOTS):
        return
    if (
        run.own(index, by, pilot_id, t.REASSIGN_PILOTS) is None
        or run.own(index, by, mech_id, t.REASSIGN_PILOTS) is None
    ):
        return
    state = pos.cards[pilot_id]
    if not is_pilot(face) or state.on is None or not is_active(pos.cards[pilot_id]):
        pos.violate(index, f"{face.name} is not a Pilot on a 'Mech", t.REASSIGN_PILOTS, t.PILOT)
        return
    if mech.kind != "unit" or mech.unit_type != "mech" or not is_active(pos.cards[mech_id]):
        pos.violate(index, f"{mech.name} is not a 'Mech in play: Pilots go only on 'Mechs", t.PILOTS_ONLY_ON_MECHS)
        return
    if state.on == mech_id:
        pos.violate(index, f"{face.name} already pilots {mech.name}", t.REASSIGN_PILOTS)
        return
    refused = reassignment_problem(pos, face, mech_id)
    if refused is not None:
        pos.violate(index, refused[0], *refused[1])
        return
    run.lose_resources()
    before = state.on
    state.on = mech_id
    pos.note(
        f"{by} reassigns {face.name} from {pos.name(before)} to {mech.name}; neither 'Mech taps",
        t.REASSIGN_PILOTS,
        t.REASSIGN_NEEDS_UNPILOTED_MECH,
        t.REASSIGN_DOES_NOT_TAP,
    )
