"""Card effects during the turn, outside a battle: activated abilities used in the turn's phases (``use: ability``
when no battle is under way) and what a card does when it is revealed as it is activated (rulebook p.20). Effects
run only through the card's parsed text; an effect, cost, condition or selector the turn does not execute is
refused (:class:`~judge.bttcg.state.UnsupportedError`), never guessed.

Executed: ``{T}`` costs; drawing cards ("Draw a card when you activate this card."); timing by ``Use this ability
only during your <phase> phase`` (or none: any time of your own turn, CE rulings: Abilities); repairing damage to a
chosen Unit; scrapping this card or a chosen card (cards on it go with it); an OmniMech swapped for another
configuration of it searched from the Stockpile and put into the Patrol region (the new card is named among the cards
``stockpile`` of the scenario). A violation leaves the position
as it was: the checks all come before any change."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from judge.bttcg import refinements
from judge.bttcg import turn_rules as t
from judge.bttcg.activate_effect import handles as handles_activate
from judge.bttcg.activate_effect import plan_activate_effects
from judge.bttcg.asset_costs import does_not_pay_problem, plan_stop, stop_with_choice
from judge.bttcg.asset_loss import is_asset_loss_part, plan_loss
from judge.bttcg.attackable_regardless import is_attackable_grant, plan_attackable
from judge.bttcg.battle_moments import outside_a_mission
from judge.bttcg.cancel import AFTER_IT_COMES_INTO_PLAY, cancelled_by
from judge.bttcg.cancel import CARDS_MAKE_EXCEPTIONS as CANCEL_RULE
from judge.bttcg.choose_asset import asset_problem, plan_provides, provided_with_choice, take_asset
from judge.bttcg.costs import plan_costs
from judge.bttcg.counter_moves import plan_counter_move
from judge.bttcg.counters import plan_per_counter, plan_per_counter_removed
from judge.bttcg.damage_changes import is_lasting_multiplier
from judge.bttcg.executes import SELECTOR_FIELDS_IN_TURN
from judge.bttcg.faces import CardFace
from judge.bttcg.hand_looks import with_hand_choices
from judge.bttcg.hand_scrap import hand_scrap_problem, plan_hand_scrap
from judge.bttcg.kept_assets import any_of_problem, holds_in_turn, is_kept_asset, plan_keep
from judge.bttcg.may import note_answer, take_answer
from judge.bttcg.mission_lasting import is_each_mission, plan_each_mission
from judge.bttcg.move_card import plan_move_card
from judge.bttcg.move_enhancement import plan_move_enhancement
from judge.bttcg.next_turn import is_next_turn, plan_next_turn
from judge.bttcg.omni import chassis, plan_search
from judge.bttcg.one_of import take_option
from judge.bttcg.out_of_game import plan_out_of_game
from judge.bttcg.pay_repeatedly import is_offer, plan_offer
from judge.bttcg.play_windows import once_each_turn
from judge.bttcg.refusals import unsupported
from judge.bttcg.reload_effect import plan_reload, reload_problem
from judge.bttcg.resources import computed_resources
from judge.bttcg.restock import plan_restock
from judge.bttcg.scenario import Action
from judge.bttcg.scrap_others import plan_scrap_others
from judge.bttcg.scrapheap_shuffle import handles as handles_shuffle
from judge.bttcg.scrapheap_shuffle import plan_shuffle
from judge.bttcg.scrapheap_top import plan_restock_top, restocks_top
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.stockpile_damage import is_stockpile_damage
from judge.bttcg.stockpile_damage import plan as stockpile_plan
from judge.bttcg.stockpile_looks import plan_look, plan_put_back
from judge.bttcg.stockpile_search import is_hand_search, plan_hand_search
from judge.bttcg.stockpile_top import plan_top, shows_top
from judge.bttcg.terrain import plan_put_in_region, plan_scrap_terrain
from judge.bttcg.trigger_it import on_this_card
from judge.bttcg.turn import PHASE_NAMES, TurnRunner, card
from judge.bttcg.turn_after_roll import between_actions
from judge.bttcg.turn_choices import no_choice_left, take_choice
from judge.bttcg.turn_deployments import plan_deployment
from judge.bttcg.turn_divided import merge_divided
from judge.bttcg.turn_effects import turn_effect_problem
from judge.bttcg.turn_for_each import resources_for_each
from judge.bttcg.turn_moves import REVEAL_ONE_SHOTS
from judge.bttcg.turn_moves import handles as handles_move
from judge.bttcg.turn_plan import _Plan, _RefusedError
from judge.bttcg.turn_rolls import plan_roll, roll_problem
from judge.bttcg.turn_steps import (
    every_card,
    gain,
    gain_step,
    plan_draw,
    plan_more,
    plan_move_step,
    plan_repair,
    plan_scrap,
    refuse_step,
    scrap_card,
)
from judge.bttcg.turn_triggers import sentence, unless_in_deploy
from judge.bttcg.untap_rules import standing_rule
from judge.dsl import models as m

_SELECTOR_FIELDS = SELECTOR_FIELDS_IN_TURN  # the table of executes.py
"""The refinements of a selector the turn checks; a selector with any other is refused."""
_TRIGGERS_ON_ACTIVATION = frozenset({"revealed", "activated", "comes_into_play"})
"""Activating a card reveals it (rulebook p.20) and puts it in play (p.13: "If you activate a copy of a Unique card
when there's already a copy in play"): what it does when revealed, activated or when it comes into play happens then
(ComStar Support's "When ComStar Support comes into play, choose an asset" is "When you activate this card" in its
Commander's Edition printing). A card put into play otherwise is refused there (put_into_play.py)."""


def is_ability_use(action: Action) -> bool:
    """``use: ability`` / ``ability N`` (a card's activated ability), not a Unit option."""
    return action.ability_number is not None


def is_resource_use(pos: Position, action: Action) -> bool:
    """``use`` of a card's ``{T}: {R}`` ability with nothing chosen: tapping the card for resources (``tap``)."""
    card_id = action.card or action.unit
    if action.ability_number is None or card_id not in pos.faces or action.choose:
        return False
    ability = pos.faces[card_id].activated(action.ability_number)
    simple_cost = ability is not None and all(  # other costs are paid by use_ability (judge/bttcg/costs.py)
        isinstance(c, m.TapCost) or (isinstance(c, m.ScrapCost) and c.source == "stockpile") for c in ability.cost
    )
    return ability is not None and simple_cost and all(isinstance(e, m.AddResources) for e in ability.effects)


# --- using an ability ---------------------------------------------------------------------------------------------


def use_ability(run: TurnRunner, index: int | None, action: Action) -> None:
    """A card's activated ability used during the turn, no battle under way: its timing checked, its ``{T}`` paid,
    its effects executed with the action's ``choose``. Unspent resources are lost (the use spends none)."""
    pos = run.pos
    by = action.by
    card_id = action.card or action.unit or ""
    face = card(pos, card_id)
    which = action.ability_number
    if which is None:
        raise UnsupportedError(f"action {index}: '{action.use}' is not 'ability' / 'ability N'")
    if run.over(index):
        return
    ability = face.activated(which)
    if ability is None:
        pos.violate(index, f"{face.name} has no activated ability number {which}", t.TAP_ABILITY)
        return
    if run.own(index, by, card_id, t.COMMAND_ABILITIES_WHEN_ACTIVE) is None:
        return
    state = pos.cards[card_id]
    if not is_active(pos.cards[card_id]):
        where = "under construction" if state.zone == "construction" else f"not in play ({state.zone})"
        pos.violate(
            index,
            f"{face.name} is {where}: its abilities are used only once it is activated",
            t.COMMAND_ABILITIES_WHEN_ACTIVE,
            t.UNDER_CONSTRUCTION_NOT_A_UNIT,
        )
        return
    restrictions = [  # where it was played on (played_on) was settled when it was activated: attach.py
        c
        for a in face.abilities
        if isinstance(a, m.PlayRestriction)
        for c in a.conditions
        if not isinstance(c, m.PlayedOn)
    ]
    once = once_each_turn(run, index, card_id, which, face, [*ability.conditions, *restrictions])
    if once is None or not _timing_holds(run, index, by, face, once[0]):
        return
    plan = _Plan(
        chosen=list(action.choose or []),
        may=list(action.may or []),
        amounts=dict(action.amounts or {}),
        either=list(action.either or []),
        top=action.top,
    )
    try:
        pay = plan_costs(run, index, by, card_id, ability, plan, scrap_card)  # judge/bttcg/costs.py
        _plan_effects(run, index, by, card_id, ability.effects, plan)
        no_choice_left(pos, index, face, plan)
    except _RefusedError:
        return
    pos.note(
        f"{by} uses {face.name}'s ability" + (" and taps it" if m.TapCost() in ability.cost else ""),
        t.TAP_ABILITY,
        t.COMMAND_ABILITIES_WHEN_ACTIVE,
    )
    pay()
    once[1]()
    if plan.spend:  # "pay {R}" in its effects (judge/bttcg/cost_points.py): the resources made before it
        run.turn.resources -= plan.spend
        pos.note(f"{by} spends {plan.spend} resource(s) on {face.name}'s ability", t.RESOURCES_AT_ONCE)
    run.lose_resources()
    for step in plan.steps:
        step()
    if run.turn.winner is None:  # a Stockpile emptied by the cost: once the whole ability is assessed
        run.check_stockpiles()


def _timing_holds(run: TurnRunner, index: int | None, by: str, face: CardFace, conditions: list[m.Condition]) -> bool:
    """Whether the ability may be used now, during the turn with no mission under way: ``During(phase=...)`` of the
    right player's phase; with no timing at all, any time of your own turn (CE rulings: Abilities). Records the
    violation when not.

    :raises UnsupportedError: for a condition the turn does not check.
    """
    pos, turn = run.pos, run.turn
    timed = False
    for condition in conditions:  # a battle's moment, wherever it stands among the conditions: battle_moments.py
        if (outside := outside_a_mission(face.name, condition)) is not None:
            pos.violate(index, outside[0], *outside[1])
            return False
        if (between := between_actions(face.name, by, condition)) is not None:  # judge/bttcg/turn_after_roll.py
            pos.violate(index, between[0], *between[1])
            return False
    for condition in conditions:
        if isinstance(condition, m.AnyOf) and any_of_problem(condition) is None:  # judge/bttcg/kept_assets.py
            timed = True
            if not holds_in_turn(condition, by, turn.player):
                pos.violate(index, f"{face.name}'s ability is not used now (see its timing)", t.SEQUENCE)
                return False
            continue
        if not isinstance(condition, m.During) or condition.unless is not None or condition.target_in_enhanced_region:
            raise UnsupportedError(f"{face.name}: the engine does not check '{condition.kind}' during the turn yet")
        timed = True
        if condition.at_end:
            raise UnsupportedError(f"{face.name}: the engine does not check this timing during the turn yet")
        # "but not during a mission": the turn's actions all come before its missions (turn_scenario.run_turn)
        whose = {"your": by == turn.player, "opponent": by != turn.player, "any": True}[condition.whose]
        if condition.phase is None:
            if not whose:
                pos.violate(index, f"{face.name}'s ability is used only on {by}'s own turn", t.SEQUENCE)
                return False
            continue
        if not whose or turn.phase != condition.phase:
            owner = {"your": f"{by}'s", "opponent": "an opponent's", "any": "a"}[condition.whose]
            pos.violate(
                index,
                f"{face.name}'s ability is used only during {owner} {PHASE_NAMES[condition.phase]} phase "
                f"(now: {turn.player}'s {PHASE_NAMES[turn.phase]} phase)",
                t.SEQUENCE,
            )
            return False
        if turn.phase_ended:  # a card was activated at its end (judge/bttcg/activation_timing.py)
            phase = PHASE_NAMES[turn.phase]
            pos.violate(index, f"the {phase} phase has ended: {face.name}'s ability is not used in it", t.SEQUENCE)
            return False
    if not timed and by != turn.player:
        pos.violate(
            index,
            f"{face.name}'s ability says not when it is used: any time of {by}'s own turn, not {turn.player}'s",
            t.ABILITY_ANY_TIME_OF_YOUR_TURN,
        )
        return False
    return True


# --- revealing a card as it is activated ----------------------------------------------------------------------------


def reveal_plan(
    run: TurnRunner,
    index: int | None,
    by: str,
    card_id: str,
    choose: list[str],
    may: list[bool] | None = None,
    either: list[int] | None = None,
    region: str | None = None,
    amounts: dict[str, int] | None = None,
) -> Callable[[], None] | None:
    """What a card does as it is activated, and so revealed (rulebook p.20): its abilities triggered when it is
    revealed or activated, and its one-shot effects (a Subterfuge's "Choose any ... and scrap it"), settled with
    ``choose`` and the answers of ``may`` (judge/bttcg/may.py), and a Terrain card's ``region``
    (judge/bttcg/terrain.py), before the activation; ``None`` (the violation recorded) when a choice is not legal.

    :raises UnsupportedError: for a trigger with conditions, or an effect the turn does not execute.
    """
    face = run.pos.faces[card_id]
    cancelling = cancelled_by(run.pos, card_id)  # "all Subterfuge cards that are revealed are scrapped with no effect"
    if cancelling is not None:
        return _cancelled_plan(run, index, card_id, cancelling, bool(choose or may or either or amounts))
    if (answering := run.turn.cancelled.get(card_id)) is not None:  # "That Subterfuge card has no effect"
        return _cancelled_plan(run, index, card_id, answering, False)  # its choices were made: none is done
    groups: list[list[m.Effect]] = []
    for ability in face.abilities:
        if isinstance(ability, m.Triggered) and ability.trigger in _TRIGGERS_ON_ACTIVATION:
            if unless_in_deploy(ability) and run.turn.phase == "deploy" and by == run.turn.player:
                continue  # "... unless you reveal it during your Deploy phase": activated then (turn_triggers.py)
            if ability.conditions:
                raise UnsupportedError(f"{face.name}: the engine does not check the conditions of its trigger yet")
            # where the card goes (put_on) is the activation's ``on``, checked by judge.bttcg.attach
            effects: list[m.Effect] = on_this_card([e for e in ability.effects if not isinstance(e, m.PutOn)])
            groups.append(
                effects + provided_with_choice(face.abilities, ability) + stop_with_choice(face.abilities, ability)
            )
    groups = [g for g in groups if g]
    nukes: list[Callable[[], None]] = []
    losses: list[m.Static] = []
    if _scrapped_when_revealed(face):  # what it does can be done only then: done, or refused, never dropped
        for ability in face.abilities:
            if not isinstance(ability, m.Static):
                continue
            if is_stockpile_damage(ability):  # the planners of whole sentences first, then one-shot effects
                nukes.append(stockpile_plan(run, by, card_id, ability))
            elif is_asset_loss_part(ability):
                losses.append(ability)  # judge/bttcg/asset_loss.py
            elif standing_rule(ability):
                continue  # what its counters do as a card would untap: the Untap phase's (untap_rules.py)
            elif one_shot(ability):
                merged = merge_divided(list(ability.effects))
                problem = next(filter(None, (turn_effect_problem(e, on_reveal=True) for e in merged)), None)
                if problem is not None:  # named with its sentence before anything is planned
                    raise unsupported(face.name, ability, problem)
                groups.append(list(ability.effects))
            else:
                raise UnsupportedError(
                    f"{face.name}: {sentence(ability)} (the engine does not execute this as the card is revealed yet)"
                )
    if not groups and not losses and (choose or may or either or amounts):
        run.pos.violate(index, f"{face.name} chooses nothing when it is activated", t.ACTIVATE)
        return None
    plan = _Plan(
        chosen=list(choose), may=list(may or []), either=list(either or []), region=region, amounts=dict(amounts or {})
    )
    try:
        for effects in groups:
            # "Choose a site. Double the damage ... to that site ...", "Choose a 'Mech ... That 'Mech may be attacked
            # ...": "that" is the one chosen in the sentence before (damage_changes.py, attackable_regardless.py)
            if not all(is_lasting_multiplier(e) or is_attackable_grant(e) for e in effects):
                plan.last = []
            _plan_effects(run, index, by, card_id, effects, plan)
        nukes += [plan_loss(run, index, by, card_id, losses, plan)] if losses else []
        no_choice_left(run.pos, index, face, plan)
    except _RefusedError:
        return None
    if not groups:
        return lambda: None

    def apply() -> None:
        rules = [t.ACTIVATE, t.REVEAL] + ([t.SCRAPPED_WHEN_REVEALED] if _scrapped_when_revealed(face) else [])
        run.pos.note(f"{face.name} is revealed as it is activated", *rules)
        for step in plan.steps:
            step()
        for nuke in nukes:
            nuke()

    return apply


def _cancelled_plan(
    run: TurnRunner, index: int | None, card_id: str, by_card: str, chosen: bool
) -> Callable[[], None] | None:
    """Revealed as it is activated while a card in play scraps such cards with no effect (judge/bttcg/cancel.py):
    scrapped, nothing of its text happens; choices or answers given are more than it asks for (strict mode)."""
    pos = run.pos
    name = pos.name(card_id)
    if chosen:
        pos.violate(
            index, f"{name} chooses nothing when it is activated: {by_card} scraps it with no effect", t.ACTIVATE
        )
        return None

    def apply() -> None:
        pos.note(f"{name} is revealed as it is activated", t.ACTIVATE, t.REVEAL)
        pos.note(f"{by_card}: {name} is scrapped with no effect", CANCEL_RULE, AFTER_IT_COMES_INTO_PLAY)
        scrap_card(pos, card_id, by_card)

    return apply


def scrapped_when_revealed(face: CardFace) -> bool:
    return _scrapped_when_revealed(face)


def done_when_revealed(ability: m.Static) -> bool:
    """Whether :func:`reveal_plan` executes this ability of a card scrapped when revealed (else it refuses it)."""
    return one_shot(ability) or executed_whole_when_revealed(ability)


def executed_whole_when_revealed(ability: m.Static) -> bool:
    """Whether :func:`reveal_plan` executes this ability whole by its own planner (Stockpile damage, an asset lost),
    its selectors and conditions included."""
    return is_stockpile_damage(ability) or is_asset_loss_part(ability)


def _scrapped_when_revealed(face: CardFace) -> bool:
    """ "Scrap this card when it is revealed." (rulebook p.24: certain Command cards are scrapped as soon as they are
    revealed)."""
    return any(
        isinstance(a, m.Triggered)
        and a.trigger == "revealed"
        and not unless_in_deploy(a)
        and any(isinstance(e, m.Scrap) and isinstance(e.target, m.This) for e in a.effects)
        for a in face.abilities
    )


def one_shot(ability: m.Static) -> bool:
    """An ability of effects done once, without conditions: on a card scrapped as it is revealed, what it does as it
    is revealed (the Subterfuge's "Choose any ... and scrap it", Hidden Reserves' "Draw three cards", SAFE Report's
    "Look at opponent's hand. Draw a card."): the moves of ``REVEAL_ONE_SHOTS`` (judge/bttcg/turn_moves.py) and the
    effects the turn executes as a card is activated (``turn_effects.turn_effect_problem``)."""
    effects = merge_divided(list(ability.effects))  # the damage divided among cards chosen (turn_divided.py)
    if is_stockpile_damage(ability):  # Tactical Nuke's kind: judge/bttcg/stockpile_damage.py
        return False
    return (
        not ability.conditions
        and bool(effects)
        and all(isinstance(e, REVEAL_ONE_SHOTS) or turn_effect_problem(e, on_reveal=True) is None for e in effects)
    )


# --- effects --------------------------------------------------------------------------------------------------------


def _plan_effects(
    run: TurnRunner, index: int | None, by: str, source: str, effects: list[m.Effect], plan: _Plan
) -> None:
    """Checks the effects in order and adds their steps to ``plan``.

    :raises _RefusedError: after recording a violation.
    :raises UnsupportedError: for an effect the turn does not execute.
    """
    pos = run.pos
    face = pos.faces[source]
    rest = merge_divided(list(effects))  # "Choose any number of ... and deal 5 damage to them divided": turn_divided
    rest = with_hand_choices(rest)  # "Look at opponent's hand and choose a card": in that hand (hand_looks.py)
    while rest:
        effect = rest.pop(0)
        if handles_shuffle(effect):  # cards of a Scrapheap shuffled in, as many scrapped (scrapheap_shuffle.py)
            rest = plan_shuffle(pos, by, source, effect, rest, plan, partial(refuse_step, pos, index))
        elif handles_activate(effect):  # another card activated (judge/bttcg/activate_effect.py)
            take = partial(take_choice, pos, index, by, face, plan=plan)
            rest = plan_activate_effects(run, by, source, effect, rest, plan, take, partial(refuse_step, pos, index))
        elif handles_move(effect):  # cards moved or tapped (judge/bttcg/turn_moves.py)
            plan_move_step(run, index, by, source, effect, plan)
        elif isinstance(effect, m.Repair):
            plan_repair(pos, index, by, source, effect, plan)
        elif isinstance(effect, m.Deplete) and reload_problem(effect) is None:  # judge/bttcg/reload_effect.py
            plan.steps.append(
                plan_reload(pos, source, effect, plan, partial(take_choice, pos, index, by, face, plan=plan))
            )
        elif (
            isinstance(effect, m.Choose)
            and isinstance(effect.target, m.Selector)
            and refinements.the_opponent(effect.target)
        ):  # "Choose an opponent": the only one (refinements.the_opponent)
            pos.note(f"{face.name}: {by} chooses {pos.other(by)}, the only opponent", t.COMMAND_ABILITIES_WHEN_ACTIVE)
        elif isinstance(effect, m.Choose) and not effect.more:
            plan.last = [take_choice(pos, index, by, face, effect.target, plan)]
        elif isinstance(effect, m.Choose):  # "Choose any Inner Sphere Unit and any Clan Unit ...": each, in order
            plan.picked = []
            for target in [effect.target, *effect.more]:
                plan.last = list(plan.picked)  # "controlled by different players": than the card chosen before
                plan.picked.append(take_choice(pos, index, by, face, target, plan))
            plan.last = list(plan.picked)
        elif isinstance(effect, m.Scrap) and effect.player == "you":
            plan_scrap(pos, index, by, source, effect.target, plan)
        elif isinstance(effect, m.Scrap) and hand_scrap_problem(effect) is None:  # judge/bttcg/hand_scrap.py
            plan_hand_scrap(pos, by, source, plan)
        elif isinstance(effect, m.Search) and is_hand_search(effect):  # into the hand (stockpile_search.py)
            refuse = partial(refuse_step, pos, index)
            rest = plan_hand_search(pos, by, source, effect, rest, plan, refuse, run.check_stockpiles)
        elif isinstance(effect, m.Search):
            rest = plan_search(run, index, by, source, effect, rest, plan)
        elif isinstance(effect, m.Draw) and effect.count_of is None and not effect.delayed:
            plan_draw(run, by if effect.player == "you" else pos.other(by), face, effect.count, plan)
        elif shows_top(effect):  # and what the card shown decides (judge/bttcg/stockpile_top.py)
            deploying = lambda e: plan_deployment(run, index, face, e)  # noqa: E731
            rest = plan_top(run, by, face, rest, plan, plan.top, partial(refuse_step, pos, index), deploying)
            plan.top = None
        elif is_kept_asset(effect):  # "You have that asset available for the rest of the game" (kept_assets.py)
            plan.steps.append(plan_keep(pos, by, source, plan))
        elif isinstance(effect, m.Lasting) and is_each_mission(effect):  # at the end of each mission this turn
            plan.steps.append(plan_each_mission(pos, by, source, effect))
        elif is_next_turn(effect):  # "Next turn, each 'Mech opponent controls ..." (judge/bttcg/next_turn.py)
            assert isinstance(effect, m.Lasting)
            plan.steps.append(plan_next_turn(pos, by, source, effect))
        elif is_offer(effect):  # "you may pay {R} as often as you wish and ..." (judge/bttcg/pay_repeatedly.py)
            assert isinstance(effect, m.Lasting)
            plan.steps.append(plan_offer(pos, by, source, effect))
        elif isinstance(effect, m.AddCounters | m.RemoveCounters | m.Show | m.Lasting):
            plan_more(pos, index, by, source, effect, plan)
        elif isinstance(effect, m.LookAtTop):  # and the restocks of the cards looked at (stockpile_looks.py)
            rest = plan_look(pos, by, source, effect, rest, plan, partial(refuse_step, pos, index))
        elif restocks_top(effect):  # "Restock the top card of your Scrapheap" (judge/bttcg/scrapheap_top.py)
            next_choice = lambda: plan.chosen.pop(0) if plan.chosen else None  # noqa: E731
            step, plan.last = plan_restock_top(pos, index, by, source, next_choice, partial(refuse_step, pos, index))
            plan.steps.append(step)
        elif isinstance(effect, m.Restock):
            step, plan.last = plan_restock(
                pos,
                by,
                source,
                effect,
                lambda: plan.chosen.pop(0) if plan.chosen else None,
                partial(refuse_step, pos, index),
                plan.last,  # "restocks that card": the one just chosen from a hand
            )
            plan.steps.append(step)
        elif isinstance(effect, m.PerCounter):
            plan.steps.append(plan_per_counter(pos, source, effect, partial(gain, run)))
        elif isinstance(effect, m.PerCounterRemoved):
            refuse = partial(refuse_step, pos, index)
            plan.steps.append(plan_per_counter_removed(pos, source, effect, plan.amounts, partial(gain, run), refuse))
            plan.amounts.pop(source, None)
        elif isinstance(effect, m.RollDie) and roll_problem(effect) is None:  # judge/bttcg/turn_rolls.py
            plan_roll(run, source, effect, plan)
        elif isinstance(effect, m.AddResources) and not effect.from_roll and effect.amount_of is None:
            plan.steps.append(partial(gain_step, run, source, effect.count))
        elif isinstance(effect, m.AddResources) and (n := computed_resources(pos, by, effect)) is not None:
            plan.steps.append(partial(gain_step, run, source, n))  # one per different asset available
        elif isinstance(effect, m.ChooseAsset):
            take_asset(pos, index, by, face.name, plan, rest)  # judge/bttcg/choose_asset.py
        elif isinstance(effect, m.ProvidesAsset) and asset_problem(effect) is None:
            plan.steps.append(plan_provides(pos, source, effect, plan))
        elif isinstance(effect, m.AssetDoesNotPay) and does_not_pay_problem(effect) is None:  # asset_costs.py
            plan.steps.append(plan_stop(pos, source, plan))
        elif isinstance(effect, m.AdditionalDeployment | m.CountsAsDeployment):
            plan.steps.append(plan_deployment(run, index, face, effect, by))  # judge/bttcg/turn_deployments.py
        elif isinstance(effect, m.MoveEnhancement):  # judge/bttcg/move_enhancement.py
            plan.steps.append(plan_move_enhancement(pos, by, source, plan.chosen, partial(refuse_step, pos, index)))
        elif isinstance(effect, m.ForEach):  # "Gain {R} for each card you control that provides {P}"
            gained, counted = resources_for_each(pos, by, source, effect)
            names = ", ".join(pos.name(c) for c in counted) or "none"
            plan.steps.append(partial(pos.note, f"{face.name} counts {names}", t.RESOURCES_AT_ONCE))
            plan.steps.append(partial(gain_step, run, source, gained))
        elif isinstance(effect, m.PutInRegion):  # a Terrain card, as it is activated (judge/bttcg/terrain.py)
            plan.steps.append(plan_put_in_region(pos, source, plan.region))
        elif isinstance(effect, m.ScrapOthers) and effect.scope == "region" and effect.subtype == "Terrain":
            step, plan.last = plan_scrap_terrain(pos, by, source, plan.region, partial(scrap_card, pos))
            plan.steps.append(step)
            plan.gone |= set(plan.last)
        elif isinstance(effect, m.ScrapOthers):
            step, plan.last = plan_scrap_others(pos, by, source, effect, partial(scrap_card, pos))
            plan.steps.append(step)
            plan.gone |= set(plan.last)
        elif isinstance(effect, m.May):
            if plan.may is None:
                raise UnsupportedError(
                    f"{face.name}: the engine does not take 'may' answers as a card is activated yet"
                )
            chosen = take_answer(pos, by, source, effect, plan.may, partial(refuse_step, pos, index))
            plan.steps.append(note_answer(pos, by, source, effect, chosen))
            rest = [*effect.effects, *rest] if chosen else rest
        elif isinstance(effect, m.ReplaceCounters | m.MoveCounters | m.DistributeCounters):  # counter_moves.py
            hooks = (partial(take_choice, pos, index, by, face, plan=plan), partial(every_card, pos, by, face, plan))
            step, plan.last = plan_counter_move(pos, source, effect, plan, (*hooks, partial(refuse_step, pos, index)))
            plan.steps.append(step)
        elif isinstance(effect, m.MoveCard):  # a Pilot moved onto another 'Mech (judge/bttcg/move_card.py)
            pick = partial(take_choice, pos, index, by, face, plan=plan)
            step, plan.last = plan_move_card(pos, by, source, effect, plan.last, pick)
            plan.steps.append(step)
        elif isinstance(effect, m.RemoveFromGame | m.ExtraTurn):  # judge/bttcg/out_of_game.py
            step, plan.last = plan_out_of_game(pos, by, source, effect)
            plan.steps.append(step)
        elif isinstance(effect, m.PutOnStockpile | m.ShuffleInto):  # the cards looked at, back (stockpile_looks.py)
            plan.steps.append(plan_put_back(pos, by, source, effect, plan))
        elif is_attackable_grant(effect):  # judge/bttcg/attackable_regardless.py
            plan.steps.append(plan_attackable(pos, source, plan.last))
        elif isinstance(effect, m.OneOf):  # "either ... or ...": the option chosen (judge/bttcg/one_of.py)
            option, step = take_option(pos, by, source, effect, plan.either, partial(refuse_step, pos, index))
            plan.steps.append(step)
            rest = [*option, *rest]
        else:
            raise UnsupportedError(f"{face.name}: the engine does not execute '{effect.kind}' during the turn yet")


__all__ = ["chassis", "is_ability_use", "is_resource_use", "one_shot", "reveal_plan", "use_ability"]
