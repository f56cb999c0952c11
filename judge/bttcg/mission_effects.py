"""Mission-card effects a battle executes beyond ``interpret.py``'s, by concern: a die rolled for each card whose
results a later sentence compares ("For each Unit, roll a die. Each Unit with the lowest die roll receives 5
damage": Blow the Pass!), and Units the card's player may have deal their damage to the target as if unblocked, once
for each 'Mech a group lacks ("For each 'Mech fewer than four in the blocking group, you may choose to have one of
your 'Mechs deal damage to the target as if unblocked. The target may deal damage to that 'Mech.": Lance and Star
Diversion), a limit on how many Units deal damage (Batchall), a card of the Scrapheap put into its owner's hand
(Studied Move), effects once for each card scrapped from the hand (Satchel Charges), each player choosing whether
each of their 'Mechs deals damage (Hazardous Battle Zone), Units that may be blocked regardless of their speed until
the end of the turn (Lured into Bog), all damage to one Unit redirected to another (Taking the Hit).

``interpret.effect_problem`` and ``interpret.run_effect`` hand these effects here (:func:`handles`), with the
interpreter's own functions to run the effects inside. Choices come from the action (scenario-format.md, strict
mode): each "you may" from ``may``, each 'Mech from ``choose``; dice from ``dice``, never guessed. Sources: rulebook
p.32 (Mission cards affect the Units in the battle and the target), rulebook p.28-29 (an unblocked Unit deals its
damage to the target), 1997 rulings, Order of Resolving Effects (die rolls are resolved when the card is played)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from judge.bttcg import (
    counter_rules,
    extra_damage,
    head_shot,
    mission_after,
    mission_resolution,
    mission_search,
    random_damage,
    reassign_pilot,
    roll_amounts,
    scrapheap_return,
    stockpile_looks_battle,
    untap_rules,
)
from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import Context, has_dealt_damage, resolve_target, target_problem
from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.state import CardState, LastingBonus, Position, UnsupportedError
from judge.dsl import models as m

BATCHALL_CHOICE = "ce-rulings/batchall"
"""CE rulings, Batchall: "The controllers of the Units choose which ones take the damage"."""
REDIRECT_IN_BATTLE = "ce-rulings/taking-the-hit"
"""CE rulings, Taking the Hit: "The Unit receiving the damage must be in the battle"."""

RULE_IDS = (BATCHALL_CHOICE, REDIRECT_IN_BATTLE)

Problem = Callable[[m.Effect], "str | None"]
Run = Callable[[Context, list[m.Effect]], None]


def _roll_for_each(effect: m.Effect) -> bool:
    """ "For each Unit, roll a die.": one plain die per card, its result kept for a later sentence."""
    if not isinstance(effect, m.ForEach) or len(effect.effects) != 1:
        return False
    roll = effect.effects[0]
    return (
        isinstance(roll, m.RollDie)
        and not roll.branches
        and roll.count == 1
        and not (roll.second or roll.additional or roll.instead or roll.delayed)
    )


def _target_deals_to_that(effect: m.Effect) -> bool:
    """ "The target may deal damage to that 'Mech." (after Lance Diversion's choice)."""
    return (
        isinstance(effect, m.DealsItsDamage)
        and isinstance(effect.source, m.Selector)
        and effect.source.noun == "target"
        and effect.optional
        and not effect.as_if_unblocked
    )


def handles(effect: m.Effect) -> bool:
    """Whether this module executes the effect (else ``interpret.py`` does, or refuses it)."""
    return (
        _roll_for_each(effect)
        or isinstance(effect, m.ForEachFewer | m.DamageDealersLimit)
        or _target_deals_to_that(effect)
        or scrapheap_return.handles(effect)
        or isinstance(effect, m.PerCardScrapped | m.ChooseWhetherDealsDamage)
        or _blocked_regardless(effect)
        or isinstance(effect, m.RedirectAllDamage)
        or mission_resolution.handles(effect)
        or isinstance(effect, m.ReassignPilot)
        or mission_after.handles(effect)
        or isinstance(effect, m.PlayerMayTap)
        or counter_rules.is_counter_rule(effect)
        or mission_search.handles(effect)
        or untap_rules.is_untap_rule(effect)
        or roll_amounts.handles(effect)
        or random_damage.handles(effect)
        or extra_damage.handles(effect)
        or head_shot.handles(effect)
        or stockpile_looks_battle.handles(effect)
    )


BLOCKED_REGARDLESS = "may be blocked regardless of speed"
"""The lasting "stat" (``LastingBonus.stat``) of a Unit that "may be blocked, regardless of their speed"."""


def _blocked_regardless(effect: m.Effect) -> bool:
    """ "All attacking 'Mechs may be blocked, regardless of their speed, until end of turn." (Lured into Bog)."""
    return (
        isinstance(effect, m.Lasting)
        and bool(effect.effects)
        and all(isinstance(e, m.IgnoreSpeed) and e.action == "be_blocked" and e.against is None for e in effect.effects)
    )


def blocked_regardless(pos: Position, unit: str) -> bool:
    """Whether a lasting effect lets any patrolling Unit block the Unit whatever their speeds (rulebook p.25)."""
    return any(b.card_id == unit and b.stat == BLOCKED_REGARDLESS for b in pos.lasting)


def _may_deal_unblocked(effect: m.Effect) -> bool:
    """ "you may choose to have one of your 'Mechs deal damage to the target as if unblocked"."""
    return (
        isinstance(effect, m.DealsItsDamage)
        and effect.optional
        and effect.as_if_unblocked
        and isinstance(effect.to, m.Selector)
        and effect.to.noun == "target"
        and isinstance(effect.source, m.Selector)
        and effect.source.owner == "you"
        and effect.source.quantifier in ("one", "a")
    )


def problem(effect: m.Effect, effect_problem: Problem) -> str | None:
    """Why the engine cannot execute this effect (one :func:`handles` takes) yet, or ``None``."""
    if stockpile_looks_battle.handles(effect):  # "Look at the top three cards ... put them back" (its module)
        return stockpile_looks_battle.problem(effect)
    if mission_resolution.handles(effect):
        return mission_resolution.problem(effect, effect_problem)
    if isinstance(effect, m.ReassignPilot):
        return reassign_pilot.problem(effect)
    if mission_after.handles(effect):
        return mission_after.problem(effect)
    if counter_rules.is_counter_rule(effect):
        return None  # a rule for later missions, checked when they are declared
    if untap_rules.is_untap_rule(effect):
        return untap_rules.untap_problem(effect)  # a rule for the Untap phase, which executes it
    if mission_search.handles(effect):
        return mission_search.problem(effect)
    if roll_amounts.handles(effect):
        return roll_amounts.problem(effect)
    if random_damage.handles(effect):
        return random_damage.problem(effect)
    if extra_damage.handles(effect):
        return extra_damage.problem(effect)
    if head_shot.handles(effect):
        return head_shot.problem(effect)
    if isinstance(effect, m.PlayerMayTap):
        from judge.bttcg.counter_taps import problem as tap_problem

        return tap_problem(effect)
    if isinstance(effect, m.ForEach):
        return target_problem(effect.each)
    if isinstance(effect, m.ForEachFewer):
        if effect.group != "blocking":
            return "effects for each Unit fewer in the attacking group"
        for inner in effect.effects:
            if isinstance(inner, m.DealsItsDamage) and _may_deal_unblocked(inner):
                found = target_problem(inner.source)
            else:
                found = effect_problem(inner)
            if found is not None:
                return found
        return None
    if isinstance(effect, m.ReturnToHand):
        return scrapheap_return.problem(effect)
    if isinstance(effect, m.ChooseWhetherDealsDamage):
        return target_problem(effect.target)
    if isinstance(effect, m.RedirectAllDamage):
        ends = (effect.source, effect.to)
        if all(isinstance(t, m.ThatOne) and t.index in (1, 2) for t in ends):
            return None
        if _redirect_chosen(effect):  # "Redirect all damage dealt to one of your 'Mechs to another 'Mech you control."
            return target_problem(effect.source) or target_problem(effect.to.model_copy(update={"other": False}))
        return "redirecting all damage other than from the first card chosen to the second"
    if isinstance(effect, m.Lasting):
        if effect.until not in ("end_of_mission", "end_of_turn"):
            return f"a lasting effect until {effect.until.replace('_', ' ')}"
        targets = [e.target for e in effect.effects if isinstance(e, m.IgnoreSpeed)]
        return next((p for p in map(target_problem, targets) if p), None)
    if isinstance(effect, m.PerCardScrapped):
        if effect.zone != "hand":
            return "scrapping cards of the Stockpile for an effect each"
        return next((p for p in map(effect_problem, effect.effects) if p), None)
    if isinstance(effect, m.DamageDealersLimit):
        if effect.player != "opponent":
            return "a limit on the damage dealers of the card's own player"
        return target_problem(effect.dealers) or target_problem(effect.at_most)
    assert isinstance(effect, m.DealsItsDamage)
    return target_problem(effect.to)


def run(ctx: Context, effect: m.Effect, run_effects: Run) -> None:
    """Executes an effect :func:`handles` takes."""
    if stockpile_looks_battle.handles(effect):
        stockpile_looks_battle.run(ctx, effect)
        return
    if mission_resolution.handles(effect):
        mission_resolution.run(ctx, effect)
    elif isinstance(effect, m.ReassignPilot):
        reassign_pilot.run(ctx, effect)
    elif mission_after.handles(effect):
        mission_after.run(ctx, effect)
    elif mission_search.handles(effect):
        mission_search.run(ctx, effect)
    elif random_damage.handles(effect):
        random_damage.run(ctx, effect)
    elif extra_damage.handles(effect):
        extra_damage.run(ctx, effect)
    elif head_shot.handles(effect):
        head_shot.run(ctx, effect)
    elif roll_amounts.handles(effect):
        deal = roll_amounts.run(ctx, effect)  # "that much" damage: the amount rolled
        if deal is not None:
            run_effects(ctx, [deal])
    elif counter_rules.is_counter_rule(effect):
        ctx.pos.note(
            f"{ctx.pos.name(ctx.source)}: a rule for later missions (the blockers are already declared)",
            counter_rules.COUNTER_RULE,
        )
    elif untap_rules.is_untap_rule(effect):
        ctx.pos.note(
            f"{ctx.pos.name(ctx.source)}: a rule for the Untap phase (what its counters do as a card would untap)",
            *untap_rules.RULE_IDS,
        )
    elif isinstance(effect, m.PlayerMayTap):
        from judge.bttcg.counter_taps import COUNTER_RULE, in_battle

        ctx.pos.note(f"{ctx.pos.name(ctx.source)}: {in_battle(effect)}", COUNTER_RULE)
    elif isinstance(effect, m.ForEach):
        _roll_each(ctx, effect)
    elif isinstance(effect, m.ForEachFewer):
        _for_each_fewer(ctx, effect, run_effects)
    elif isinstance(effect, m.DamageDealersLimit):
        _limit_dealers(ctx, effect)
    elif isinstance(effect, m.ReturnToHand):
        scrapheap_return.run(ctx, effect)
    elif isinstance(effect, m.PerCardScrapped):
        _per_card_scrapped(ctx, effect, run_effects)
    elif isinstance(effect, m.ChooseWhetherDealsDamage):
        _choose_whether_deals(ctx, effect)
    elif isinstance(effect, m.Lasting):
        _lasting_blocked_regardless(ctx, effect)
    elif isinstance(effect, m.RedirectAllDamage):
        _redirect_all(ctx, effect)
    elif isinstance(effect, m.DealsItsDamage):
        _target_may_deal(ctx, effect)


def _roll_each(ctx: Context, effect: m.ForEach) -> None:
    """One die for each card the selector reaches, in the order the scenario lists them (the attacking group, then
    the blockers, then the target: a die's result belongs to its card; with ``dice`` absent every result is
    enumerated, so the order only names which listed result goes to which card)."""
    pos = ctx.pos
    source = pos.name(ctx.source)
    if ctx.roll is None:
        raise UnsupportedError(f"{source}: the engine does not execute a die roll outside a battle yet")
    for card_id in resolve_target(ctx, effect.each):
        value = ctx.roll(source)
        ctx.rolls[card_id] = value
        pos.note(f"{source}: the die for {pos.name(card_id)} rolls {value}", r.DIE_ROLLS_AT_ONCE)


def _for_each_fewer(ctx: Context, effect: m.ForEachFewer, run_effects: Run) -> None:
    """ "For each 'Mech fewer than four in the blocking group, ...": the blocking group as the card resolves (its
    Units still in the battle); for each one short, the effects once (each "you may" answered in ``may``)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    group = [c for c in battle.blockers if c in battle.fighters and not battle.fighters[c].removed]
    fitting = [c for c in group if _noun_fits(effect.noun, pos.faces[c].unit_type)]
    short = max(effect.than - len(fitting), 0)
    pos.note(
        f"{source}: the blocking group holds {len(fitting)} {effect.noun}(s), {short} fewer than {effect.than}",
        r.MISSION_CARDS_AFFECT,
    )
    chosen: list[str] = []
    for _ in range(short):
        for inner in effect.effects:
            if ctx.failed:
                return
            if isinstance(inner, m.DealsItsDamage) and _may_deal_unblocked(inner):
                _may_unblocked(ctx, inner, chosen)
            else:
                run_effects(ctx, [inner])
    ctx.last = chosen


def _noun_fits(noun: str, unit_type: str | None) -> bool:
    if noun == "unit":
        return unit_type is not None
    if noun == "vehicle":
        return unit_type in ("vehicle", "battle_armor")  # CE rulings: Types of Units
    return unit_type == noun


def _may_unblocked(ctx: Context, effect: m.DealsItsDamage, chosen: list[str]) -> None:
    """ "you may choose to have one of your 'Mechs deal damage to the target as if unblocked": the next ``may``
    answer; if yes, the next card of ``choose`` (one of the player's 'Mechs in the battle, each at most once) deals
    all its damage, missiles included, to the target (rulebook p.28-29: an unblocked Unit's damage goes to the
    target; 1997 rulings, Heroic Sacrifice: what it would deal to the blockers goes to the target instead)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if ctx.may is None:
        raise UnsupportedError(f"{source}: the engine does not take 'may' answers for this action yet")
    if not ctx.may:
        ctx.violate(
            f"{source}: say whether {ctx.player} has one of their 'Mechs deal damage to the target as if unblocked: "
            "the next answer in 'may' (true or false) is missing",
            CARDS_MAKE_EXCEPTIONS,
            r.MISSION_CARDS_AFFECT,
        )
        return
    if not ctx.may.pop(0):
        pos.note(f"{source}: {ctx.player} chooses no 'Mech for this one", CARDS_MAKE_EXCEPTIONS)
        return
    picked = resolve_target(ctx, effect.source)
    for card_id in picked:
        fighter = battle.fighters.get(card_id)
        if card_id in chosen or fighter is None or fighter.removed:
            why = "was already chosen" if card_id in chosen else "is not in the battle"
            ctx.violate(f"{source}: {pos.name(card_id)} {why}", r.MISSION_CARDS_AFFECT)
            return
        if fighter.assigned or fighter.missiles:
            raise UnsupportedError(f"{source}: the engine does not move damage already assigned for this card yet")
        fighter.only_to = [battle.target]
        chosen.append(card_id)
        pos.note(
            f"{source}: {pos.name(card_id)} deals its damage to {pos.name(battle.target)} as if unblocked",
            CARDS_MAKE_EXCEPTIONS,
            r.HEROIC_SACRIFICE_DAMAGE,
            r.MISSILES_ARE_ITS_DAMAGE,
        )


def _target_may_deal(ctx: Context, effect: m.DealsItsDamage) -> None:
    """ "The target may deal damage to that 'Mech.": a target that deals no damage (a Stockpile, a site with no
    attack: rulebook p.29) has nothing to deal; a target that could fight is refused (not executed yet)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    target = battle.target
    if not target.endswith(".stockpile") and (pos.faces[target].kind == "unit" or pos.faces[target].attack > 0):
        raise UnsupportedError(
            f"{source}: the engine does not execute a target dealing its damage to a 'Mech that attacks it as if "
            "unblocked yet"
        )
    pos.note(f"{source}: {pos.name(target)} has no damage to deal", r.MISSION_CARDS_AFFECT)


def _limit_dealers(ctx: Context, effect: m.DamageDealersLimit) -> None:
    """ "Your opponent cannot deal damage with more attacking 'Mechs than the number of blocking 'Mechs." (Batchall):
    the limit is counted as the card resolves; the opponent's Units beyond it deal no damage (missiles included: CE
    rulings, Missiles). Which ones deal damage is their controller's choice (CE rulings, Batchall: "The controllers
    of the Units choose which ones take the damage"), given in the action's ``choose`` (strict mode: missing or
    impossible choices are violations); the others are "the 'Mechs that do not deal damage for this reason"."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    limited = pos.other(ctx.player)
    last, chosen_before = list(ctx.last), list(ctx.chosen)
    dealers = [c for c in resolve_target(ctx, effect.dealers) if pos.owners.get(c) == limited]
    limit = len(resolve_target(ctx, effect.at_most))
    ctx.last, ctx.chosen = last, chosen_before
    pos.note(f"{source}: {limited} deals damage with at most {limit} of {len(dealers)} Unit(s)", r.MISSION_CARDS_AFFECT)
    if len(dealers) <= limit:
        return
    keep: list[str] = []
    for _ in range(limit):
        if not ctx.choose:
            ctx.violate(
                f"{source}: choose which of {limited}'s Units deal damage ({limit}; missing in 'choose')",
                r.MISSION_CARDS_AFFECT,
                BATCHALL_CHOICE,
            )
            return
        pick = ctx.choose.pop(0)
        if pick not in dealers or pick in keep:
            ctx.violate(f"{source}: {pos.name(pick)} cannot be chosen to deal damage", r.MISSION_CARDS_AFFECT)
            return
        keep.append(pick)
    for card_id in dealers:
        if card_id in keep:
            continue
        battle.fighters[card_id].deals_no_damage = True
        ctx.not_dealing.append(card_id)
        pos.note(
            f"{source}: {pos.name(card_id)} deals no damage (its missiles included)",
            r.PREVENT_DAMAGE_DEALT,
            r.MISSILES_ARE_ITS_DAMAGE,
            BATCHALL_CHOICE,
        )


def _per_card_scrapped(ctx: Context, effect: m.PerCardScrapped, run_effects: Run) -> None:
    """ "that 'Mech gets +2 attack for each card you scrap from your hand. You cannot scrap more than three cards in
    this way." (Satchel Charges): how many cards the player scraps is their choice, given in ``amounts`` under the
    played card's own id (an extension; strict mode: missing is a violation), the cards themselves in ``choose``
    (each one of the player's cards in hand); the effects happen once for each card scrapped (rulebook p.9: the
    card's text makes the exception)."""
    pos = ctx.pos
    source = pos.name(ctx.source)
    count = ctx.amounts.get(ctx.source)
    if count is None:
        ctx.violate(
            f"{source}: say how many cards {ctx.player} scraps from their hand ('amounts' under {ctx.source})",
            CARDS_MAKE_EXCEPTIONS,
            r.MISSION_CARDS_AFFECT,
        )
        return
    if count < 0 or (effect.max is not None and count > effect.max):
        ctx.violate(f"{source}: at most {effect.max} cards may be scrapped, not {count}", CARDS_MAKE_EXCEPTIONS)
        return
    scrapped: list[str] = []
    for _ in range(count):
        pick = ctx.choose.pop(0) if ctx.choose else None
        state = pos.cards.get(pick or "")
        if pick is None or state is None or state.zone != "hand" or pos.owners[pick] != ctx.player:
            what = "missing in 'choose'" if pick is None else f"{pick} is not a card in {ctx.player}'s hand"
            ctx.violate(f"{source}: choose the cards scrapped from the hand ({what})", r.MISSION_CARDS_AFFECT)
            return
        if pick in scrapped:
            ctx.violate(f"{source}: {pos.name(pick)} is chosen twice", r.MISSION_CARDS_AFFECT)
            return
        scrapped.append(pick)
    last = list(ctx.last)
    for card_id in scrapped:
        pos.cards[card_id] = CardState(zone="scrapheap")
        pos.note(f"{source}: {ctx.player} scraps {pos.name(card_id)} from their hand", CARDS_MAKE_EXCEPTIONS)
        ctx.last = list(last)  # "that 'Mech": the one named before, for each card
        run_effects(ctx, effect.effects)


def _choose_whether_deals(ctx: Context, effect: m.ChooseWhetherDealsDamage) -> None:
    """ "Each player may choose whether each of his or her 'Mechs deals damage." (Hazardous Battle Zone): for each
    'Mech in the battle whose damage is not assigned yet (one that has, "has already dealt damage": CE rulings,
    Massive Battlefield Confusion), its controller's answer, in ``may``, in the order the scenario lists the 'Mechs
    (the attacking group, then the blockers): ``true`` it deals its damage ("Each 'Mech that deals damage"),
    ``false`` it deals none (missiles included: CE rulings, Missiles). Strict mode: a missing answer is a
    violation."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if ctx.may is None:
        raise UnsupportedError(f"{source}: the engine does not take 'may' answers for this action yet")
    for card_id in resolve_target(ctx, effect.target):
        fighter = battle.fighters.get(card_id)
        if fighter is None or fighter.removed or has_dealt_damage(ctx, card_id):
            continue
        owner = pos.owners[card_id]
        if not ctx.may:
            ctx.violate(
                f"{source}: say whether {pos.name(card_id)} deals damage ({owner}'s choice): the next answer in "
                "'may' (true or false) is missing",
                CARDS_MAKE_EXCEPTIONS,
                r.MISSION_CARDS_AFFECT,
            )
            return
        if ctx.may.pop(0):
            ctx.dealing.append(card_id)
            pos.note(f"{source}: {owner} has {pos.name(card_id)} deal its damage", CARDS_MAKE_EXCEPTIONS)
        else:
            fighter.deals_no_damage = True
            pos.note(
                f"{source}: {owner} has {pos.name(card_id)} deal no damage (its missiles included)",
                CARDS_MAKE_EXCEPTIONS,
                r.PREVENT_DAMAGE_DEALT,
                r.MISSILES_ARE_ITS_DAMAGE,
            )


def _lasting_blocked_regardless(ctx: Context, effect: m.Lasting) -> None:
    """ "All attacking 'Mechs may be blocked, regardless of their speed, until end of turn.": kept in
    ``Position.lasting`` and ended by ``lasting.end`` (until the end of the turn: rulebook p.33, p.9; of the mission:
    rulebook p.13); a later mission of the turn lets any patrolling Unit block a group holding one of them, the
    speed rule of blocking set aside for it (rulebook p.25: patrolling Units cannot block a group if they are slower
    than every member; the card makes the exception, p.9): ``mission.check_blockers`` asks
    :func:`blocked_regardless`."""
    pos = ctx.pos
    until: Literal["mission", "turn"] = "mission" if effect.until == "end_of_mission" else "turn"
    for inner in effect.effects:
        assert isinstance(inner, m.IgnoreSpeed)
        for card_id in resolve_target(ctx, inner.target):
            if card_id.endswith(".stockpile") or pos.cards[card_id].zone == "scrapheap":
                continue
            pos.lasting = [*pos.lasting, LastingBonus(ctx.source, card_id, BLOCKED_REGARDLESS, 0, until)]
            pos.note(
                f"{pos.name(ctx.source)}: {pos.name(card_id)} may be blocked regardless of its speed until the end of "
                f"the {until}",
                CARDS_MAKE_EXCEPTIONS,
                r.BLOCK_SPEED,
            )


def _redirect_chosen(effect: m.RedirectAllDamage) -> bool:
    """The older wording: both Units chosen as the effect happens, "one of your 'Mechs" and "another 'Mech you
    control" (one each, the second other than the first)."""
    first, second = effect.source, effect.to
    return (
        isinstance(first, m.Selector)
        and isinstance(second, m.Selector)
        and first.quantifier in ("one", "a")
        and second.quantifier in ("one", "a")
        and first.count is None
        and second.count is None
        and second.other
    )


def _redirect_all(ctx: Context, effect: m.RedirectAllDamage) -> None:
    """ "Choose two of your Units. Redirect all damage from the first Unit to the second." (Taking the Hit): the two
    chosen before, in the order of ``choose`` (or, in the older wording, "Redirect all damage dealt to one of your
    'Mechs to another 'Mech you control.", the two chosen now), two different Units; the second must be in the
    battle (CE rulings, Taking the Hit). When damage resolves, all the damage the first would receive (Units',
    Mission cards', missiles aside: refused) is received by the second, with its prevention, multipliers and armor
    (rulebook p.29-30)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if _redirect_chosen(effect):  # the older wording: the two Units chosen now, in the order of ``choose``
        picks = resolve_target(ctx, effect.source)
        picks += resolve_target(ctx, effect.to.model_copy(update={"other": False})) if picks else []
        first_at, second_at = 0, 1
    else:
        assert isinstance(effect.source, m.ThatOne) and isinstance(effect.to, m.ThatOne)
        picks = list(ctx.last)
        first_at, second_at = (effect.source.index or 1) - 1, (effect.to.index or 1) - 1
    if ctx.failed:
        return
    if max(first_at, second_at) >= len(picks):
        ctx.violate(
            f"{source}: two Units must be chosen for the damage to go from one to the other", r.MISSION_CARDS_AFFECT
        )
        return
    first, second = picks[first_at], picks[second_at]
    fighter = battle.fighters.get(second)
    if first == second or fighter is None or fighter.removed:
        why = "the same Unit twice" if first == second else f"{pos.name(second)} is not in the battle"
        ctx.violate(f"{source}: {why}", r.MISSION_CARDS_AFFECT, REDIRECT_IN_BATTLE)
        return
    if first in battle.redirect_all or second in battle.redirect_all or first in battle.redirect_all.values():
        raise UnsupportedError(f"{source}: the engine does not execute damage redirected twice yet")
    battle.redirect_all[first] = second
    pos.note(
        f"{source}: all damage to {pos.name(first)} goes to {pos.name(second)} (resolved at the end of the battle)",
        CARDS_MAKE_EXCEPTIONS,
        REDIRECT_IN_BATTLE,
    )
