"""The interpreter: the card-text DSL's effects executed in a battle. Targets are resolved from the scenario's
``choose`` and ``amounts`` (``interpret_targets.py``); effects that wait for the end of the battle or mission are
kept and applied after damage resolves (``interpret_later.py``). What the engine does not execute yet is named by
:func:`effect_problem` (static: the benchmark of executable cards asks the same function) and raises
:class:`UnsupportedError` rather than being skipped."""

from __future__ import annotations

from dataclasses import replace

from judge.bttcg import (
    battle_lasting,
    card_counts,
    damage_changes,
    die_rolls,
    if_did,
    lasting_flags,
    mission_effects,
    outnumbering,
    pilot_triggers,
    player_acts,
    stat_changes,
    stockpile_moves,
)
from judge.bttcg import rules as r
from judge.bttcg.counters import counted, run_counters
from judge.bttcg.counters_removed import run_removed
from judge.bttcg.gain_control import left_play
from judge.bttcg.interpret_later import defer
from judge.bttcg.interpret_problems import as_if_unblocked, effect_problem
from judge.bttcg.interpret_targets import Context, check_target, resolve_target, tons
from judge.bttcg.kept_assets import is_kept_asset, run_choose_asset, run_keep
from judge.bttcg.lasting import run_lasting
from judge.bttcg.may import run_may
from judge.bttcg.one_of import run_one_of
from judge.bttcg.per_damage import run_per_damage
from judge.bttcg.scrap_if_damaged import run_scrap_if_damaged
from judge.bttcg.state import CardDamage, CardState, Fighter, Shield, UnsupportedError
from judge.bttcg.stats import attack, initiative, limited_bonuses
from judge.bttcg.turn_rules import RULES_MAKE_EXCEPTIONS
from judge.bttcg.untap_counters import refuse_untap_by_effect
from judge.dsl import models as m

__all__ = ["Context", "changes_initiative", "effect_problem", "resolve_target", "run_effect", "run_effects"]


def run_effects(ctx: Context, effects: list[m.Effect]) -> None:
    """Executes effects in order.

    :raises UnsupportedError: for an effect the engine does not execute yet.
    """
    before: m.Effect | None = None
    for effect in effects:
        if ctx.failed:
            return
        run_effect(ctx, _same_choice(before, effect))
        before = effect


def _same_choice(before: m.Effect | None, effect: m.Effect) -> m.Effect:
    """ "One of your Units gets +2 attack and +5 armor" (Contract with Eridani Light Horse): the grammar gives each
    change its own copy of the subject; one sentence names one Unit, so the second change goes to the card chosen for
    the first ("that" one), never to a second choice."""
    if not isinstance(effect, m.ModifyStat) or not isinstance(before, m.ModifyStat):
        return effect
    target = effect.target
    single = isinstance(target, m.Selector) and target.quantifier in ("one", "a", "any") and target.count is None
    if single and isinstance(target, m.Selector) and before.target == target:
        return effect.model_copy(update={"target": m.ThatOne(noun=target.noun)})
    return effect


def _unsupported(ctx: Context, effect: m.Effect, problem: str) -> UnsupportedError:
    from judge.cardtext.render import render_effect

    try:
        words = render_effect(effect)
    except ValueError:  # an effect the renderer has no English for yet: named by its kind
        words = effect.kind
    return UnsupportedError(
        f"{ctx.pos.name(ctx.source)}: the engine does not execute this effect yet ({problem}): {words}"
    )


def run_effect(ctx: Context, effect: m.Effect) -> None:
    problem = effect_problem(effect)
    if problem is not None:
        raise _unsupported(ctx, effect, problem)
    if mission_effects.handles(effect):
        mission_effects.run(ctx, effect, run_effects)
        return
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if isinstance(effect, m.PerCounterRemoved):  # "that much initiative" (judge/bttcg/counters_removed.py)
        run_removed(ctx, effect, run_effects)
    elif isinstance(effect, m.PerDamageDealt):  # counted when the battle's steps are over (per_damage.py)
        run_per_damage(ctx, effect)
    elif isinstance(effect, m.ChooseAsset):  # "choose any asset" (kept_assets.py)
        run_choose_asset(ctx)
    elif is_kept_asset(effect):  # "You have that asset available for the rest of the game" (kept_assets.py)
        run_keep(ctx)
    elif isinstance(effect, m.ModifyStat) and effect.only_against:
        stat_changes.run_limited(ctx, effect)
    elif isinstance(effect, m.ModifyStat):
        _modify(ctx, effect)
    elif isinstance(effect, m.SetStat):
        stat_changes.run_set_stat(ctx, effect)
    elif isinstance(effect, m.PreventDamage):
        for card_id in resolve_target(ctx, effect.target):
            printed = effect.amount if effect.amount_of is None else _computed(ctx, effect.amount_of, card_id)
            amount = _amount(ctx, card_id, printed, effect.up_to)
            battle.shields.append(Shield(card_id, amount, ctx.source))
            pos.note(
                f"{source}: up to {amount} damage to {pos.name(card_id)} will be prevented", r.PREVENTION_AND_ARMOR
            )
    elif isinstance(effect, m.DealDamage):
        _deal(ctx, effect)
    elif isinstance(effect, m.WinInitiative):
        battle.initiative_won_by_effect = ctx.player
        pos.note(f"{source}: {ctx.player} wins initiative (the last such card played decides)", r.LAST_WIN_INITIATIVE)
    elif isinstance(effect, m.RemoveFromBattle):
        was_blocked = battle.blocked
        for card_id in resolve_target(ctx, effect.target):
            fighter = battle.fighters.get(card_id)
            if fighter is not None:
                fighter.removed = True
                pos.note(
                    f"{source}: {pos.name(card_id)} is removed from battle: it neither deals nor receives damage",
                    r.REMOVED_FROM_BATTLE,
                    r.REMOVED_FROM_BATTLE_CE,
                )
                state = "tapped" if pos.cards[card_id].tapped else "untapped"
                pos.note(f"{pos.name(card_id)} stays {state} unless an effect changes it", r.REMOVED_STAY_TAPPED)
        if was_blocked and not battle.blocked:
            unblocked(ctx)
    elif isinstance(effect, m.Choose):
        picked: list[str] = []
        for target in [effect.target, *effect.more]:
            picked += resolve_target(ctx, target)
        ctx.last = picked
    elif isinstance(effect, m.Tap) and effect.delayed is None:
        for card_id in resolve_target(ctx, effect.target):
            if not card_id.endswith(".stockpile"):
                if effect.untap:
                    refuse_untap_by_effect(pos, card_id)  # a counter's "whenever it would untap" (untap_counters.py)
                pos.cards[card_id].tapped = not effect.untap
                verb = "untaps" if effect.untap else "taps"
                pos.note(f"{source}: {pos.name(card_id)} {verb}", r.MISSION_CARDS_AFFECT)
    elif isinstance(effect, m.ReturnToHand):
        battle.returning.append(ctx.source)
        pos.note(f"{source} returns to {ctx.player}'s hand after the mission", r.MISSION_CARDS_AFFECT)
    elif isinstance(effect, m.RollDie):
        if ctx.roll is None:
            raise _unsupported(ctx, effect, "a die roll outside a battle")
        die_rolls.run_roll(ctx, effect, run_effects)
    elif isinstance(effect, m.NoEffect):
        pos.note(f"{source}: no effect", r.MISSION_CARDS_AFFECT)
    elif isinstance(effect, m.PutOnStockpile):
        stockpile_moves.run_put(ctx, effect)
    elif isinstance(effect, m.PerOutnumbering):
        outnumbering.run(ctx, effect, _modify)
    elif isinstance(effect, m.CountCards):
        card_counts.run_count(ctx, effect)
    else:
        _run_more(ctx, effect)


def _run_more(ctx: Context, effect: m.Effect) -> None:
    """The effects beyond stats, prevention, damage and removal."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if isinstance(effect, m.PreventAllDamage):
        for card_id in resolve_target(ctx, effect.target):
            fighter = battle.fighters.get(card_id)
            if effect.dealt and fighter is not None:
                fighter.deals_no_damage = True
                pos.note(
                    f"{source}: {pos.name(card_id)} deals no damage (its missiles included)",
                    r.PREVENT_DAMAGE_DEALT,
                    r.MISSILES_ARE_ITS_DAMAGE,
                )
            if effect.received:
                battle.shields.append(Shield(card_id, 0, ctx.source, everything=True))
                pos.note(f"{source}: all damage to {pos.name(card_id)} will be prevented", r.PREVENTION_AND_ARMOR)
    elif isinstance(effect, m.IfDamages | m.IfReceivesDamage):
        defer(ctx, effect)  # damage_riders.py: effect_problem let only those through
    elif isinstance(effect, m.Draw | m.AtTheEnd | m.Deplete | m.IfNoStructureDamage | m.Tap | m.IfScrapped):
        if isinstance(effect, m.Draw) and effect.delayed is None:
            who = ctx.player if effect.player == "you" else pos.other(ctx.player)  # "Opponent draws a card"
            battle.stockpile_loss[who] = battle.stockpile_loss.get(who, 0) + effect.count
            battle.stockpile_taken.append((who, "hand", effect.count))
            pos.note(
                f"{source}: {who} draws {effect.count} (one card fewer in the Stockpile for each; a Stockpile "
                "that runs out loses)",
                r.VICTORY,
            )
        else:
            defer(ctx, effect)
    elif isinstance(effect, m.ForEach):
        if not (isinstance(effect.each, m.Selector) and effect.each.after_first):  # resolve_target checks that one
            check_target(ctx, effect.each)
        for card_id in resolve_target(ctx, effect.each):
            ctx.last = [card_id]
            run_effects(ctx, effect.effects)
    elif isinstance(effect, m.PerInitiativePoint):
        other = pos.other(ctx.player)
        points = max(initiative(pos, battle, ctx.player) - initiative(pos, battle, other), 0)
        pos.note(
            f"{source}: {ctx.player}'s initiative exceeds {other}'s by {points} (locked in when played)",
            r.EXPERT_TIMING_LOCKED,
        )
        for _ in range(points):
            run_effects(ctx, effect.effects)
    elif isinstance(effect, m.Scrap):
        _scrap(ctx, effect)
    elif isinstance(effect, m.MultiplyDamage):
        for card_id in resolve_target(ctx, effect.target):
            battle.multipliers[card_id] = battle.multipliers.get(card_id, 1) * effect.factor
            pos.note(
                f"{source}: damage received by {pos.name(card_id)} is multiplied by {effect.factor} (before prevention "
                "and armor: what a card receives is counted before them)",
                r.PREVENTION_AND_ARMOR,
                r.MULTIPLIED_DAMAGE_CUMULATIVE,
            )
    elif isinstance(effect, m.PlayerActs):
        player_acts.run(ctx, effect, run_effects)
    elif isinstance(effect, m.IfDid):
        if_did.run(ctx, effect, run_effects)
    elif isinstance(effect, m.HalveDamage):
        damage_changes.plan_halving(ctx, effect)
    elif isinstance(effect, m.UnpreventableDamage):
        for index in ctx.last_damage:
            hit = battle.card_damage[index]
            battle.card_damage[index] = replace(hit, unpreventable=True)
        if ctx.last_damage:
            pos.note(f"{source}: that damage cannot be prevented (armor still stops it)", r.PREVENTION_AND_ARMOR)
    elif isinstance(effect, m.StillDealsDamage):
        pos.note(f"{source}: damage resolves all at once, so the Unit still deals its damage", r.RESOLVE_DAMAGE)
    elif isinstance(effect, m.JoinBattle):
        _join(ctx, effect)
    elif isinstance(effect, m.DealsItsDamage | m.DamageOnlyTo):
        _only_to(ctx, effect)
    elif isinstance(effect, m.NoOptionDrawback):
        for card_id in resolve_target(ctx, effect.target):
            battle.no_overheat.append(card_id)
        pos.note(f"{source}: no Overheat damage to {', '.join(map(pos.name, ctx.last)) or 'no Unit'}", r.OVERHEAT)
    elif isinstance(effect, m.IfTons):
        _if_tons(ctx, effect)
    elif isinstance(effect, m.IfNoneRemain):
        _if_none_remain(ctx, effect)
    elif isinstance(effect, m.AddCounters | m.RemoveCounters):
        run_counters(ctx, effect)
    elif isinstance(effect, m.Lasting) and battle_lasting.handles(effect):  # "... this battle" (battle_lasting.py)
        battle_lasting.run(ctx, effect, run_effects)
    elif isinstance(effect, m.Lasting) and lasting_flags.handles(effect):  # "... this turn" (lasting_flags.py)
        lasting_flags.run(ctx, effect)
    elif isinstance(effect, m.Lasting):
        run_lasting(ctx, effect)
    elif isinstance(effect, m.May):
        run_may(ctx, effect, run_effects)
    elif isinstance(effect, m.OneOf):
        run_one_of(ctx, effect, run_effects)
    elif isinstance(effect, m.ScrapIfDamaged):
        run_scrap_if_damaged(ctx, effect)
    else:  # pragma: no cover - effect_problem names every kind not handled above
        raise _unsupported(ctx, effect, effect.kind)


def _modify(ctx: Context, effect: m.ModifyStat) -> None:
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    for card_id in resolve_target(ctx, effect.target):
        fighter = battle.fighters.get(card_id)
        if fighter is None or fighter.removed:
            continue
        amount = effect.amount
        if effect.from_roll:
            amount = die_rolls.from_roll(ctx, effect)
        elif effect.amount_from is not None:
            face = pos.faces[card_id]
            amount = face.attack if effect.amount_from == "base_attack" else face.armor  # base: printed
        sign = f"{amount:+d}"
        rules = (r.MISSION_CARDS_AFFECT, r.BASE_VALUES_FIXED) if effect.amount_from else (r.MISSION_CARDS_AFFECT,)
        if effect.stat == "attack":
            fighter.attack_mod += amount
            pos.note(f"{source}: {pos.name(card_id)} gets {sign} attack", *rules)
            if ctx.attack_changed is not None:
                ctx.attack_changed(card_id, amount, ctx.action)
        elif effect.stat == "armor":
            stat_changes.check_armor_change(ctx, fighter)
            fighter.armor_mod += amount
            pos.note(f"{source}: {pos.name(card_id)} gets {sign} armor", *rules)
        else:
            fighter.initiative += amount
            pos.note(f"{source}: {pos.name(card_id)} gets {sign} initiative", r.INITIATIVE_SCORE)


def _computed(ctx: Context, q: m.Quantity, card_id: str) -> int:
    """An amount of the card's text: the printed (base) attack or armor of the card the effect acts on (CE rulings:
    Brutal Punch: a base value cannot be changed) or its tonnage, or of the card the text names ("the base armor of
    your 'Mech"), divided as the text says ("divided by ten (rounded down)"); or the die just rolled."""
    if q.of == "counters":
        return _divided(counted(ctx.pos, ctx.source, q.counter), q)
    if q.of == "cards_counted":  # "equal to the number of 'Mechs you control" (card_counts.py)
        return _divided(card_counts.cards_counted(ctx, q.card), q)
    if q.of == "die_roll":
        if ctx.rolled is None:
            raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: an amount from a die roll with no roll before it")
        return _divided(ctx.rolled, q)
    if q.card is not None:
        last, chosen = list(ctx.last), list(ctx.chosen)
        whose = resolve_target(ctx, q.card)
        ctx.last, ctx.chosen = last, chosen
        if len(whose) != 1:
            raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: an amount from the stats of no card or of several")
        card_id = whose[0]
    if card_id.endswith(".stockpile"):
        return 0
    face = ctx.pos.faces[card_id]
    if q.of == "tonnage":
        value = tons(ctx, card_id)
        ctx.pos.note(
            f"{ctx.pos.name(ctx.source)}: {face.name} weighs {value} tons (the amount: {_divided(value, q)})", r.TONNAGE
        )
        return _divided(value, q)
    return _divided(face.attack if q.of == "base_attack" else face.armor, q)


def _divided(value: int, q: m.Quantity) -> int:
    """``divided by ten (rounded down)`` (or up)."""
    return -(-value // q.divided_by) if q.round_up else value // q.divided_by


def _deal(ctx: Context, effect: m.DealDamage) -> None:
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    targets = resolve_target(ctx, effect.target)
    if effect.divided:
        split = {t: ctx.amounts.get(t, 0) for t in targets}
        if sum(split.values()) != effect.amount:
            ctx.violate(
                f"{source}: divide {effect.amount} damage in 'amounts' among the chosen cards", r.RESOLVE_DAMAGE
            )
            return
    elif effect.amount_of is not None:
        split = {t: _computed(ctx, effect.amount_of, t) for t in targets}
    else:
        split = dict.fromkeys(targets, effect.amount)
    ctx.last_damage = []
    for card_id, amount in split.items():
        ctx.last_damage.append(len(battle.card_damage))
        battle.card_damage.append(CardDamage(card_id, amount, ctx.source, structure=effect.structure))
        kind = "structure damage (armor does not stop it)" if effect.structure else "damage"
        rules = (r.RESOLVE_DAMAGE, *damage_changes.RULE_IDS) if effect.structure else (r.RESOLVE_DAMAGE,)
        pos.note(f"{source} deals {amount} {kind} to {pos.name(card_id)} (resolved at the end of the battle)", *rules)


def _amount(ctx: Context, card_id: str, printed: int, up_to: bool) -> int:
    given = ctx.amounts.get(card_id)
    if given is None:
        return printed
    if not up_to and given != printed:
        ctx.violate(f"{ctx.pos.name(ctx.source)}: the amount is {printed}, not {given}", r.MISSION_CARDS_AFFECT)
        return printed
    if given > printed:
        ctx.violate(f"{ctx.pos.name(ctx.source)}: up to {printed}, not {given}", r.MISSION_CARDS_AFFECT)
        return printed
    return given


def _scrap(ctx: Context, effect: m.Scrap) -> None:
    """Scrap cards from your Stockpile (one fewer each), one of your Units in the battle, or the card itself: it
    leaves play and the battle, dealing and receiving no damage (rulebook p.32; CE rulings: Removing Units...)."""
    pos, battle, target = ctx.pos, ctx.battle, effect.target
    source = pos.name(ctx.source)
    if isinstance(target, m.Selector) and target.zone == "stockpile":
        count = target.count or 1
        battle.stockpile_loss[ctx.player] = battle.stockpile_loss.get(ctx.player, 0) + count
        battle.stockpile_taken.append((ctx.player, "scrapheap", count))
        pos.note(f"{source}: {ctx.player} scraps {count} card(s) from the Stockpile", r.VICTORY)
        return
    was_blocked = battle.blocked
    for card_id in resolve_target(ctx, target):
        _to_scrapheap(ctx, card_id)
        ctx.scrapped = [*ctx.scrapped, card_id]  # "the scrapped Unit"
        fighter = battle.fighters.get(card_id)
        if fighter is not None:
            fighter.removed = True
        pos.note(
            f"{source}: {pos.name(card_id)} is scrapped: it neither deals nor receives damage",
            r.REMOVED_FROM_BATTLE,
            r.REMOVED_FROM_BATTLE_CE,
        )
    if was_blocked and not battle.blocked:
        unblocked(ctx)


def _to_scrapheap(ctx: Context, card_id: str) -> None:
    pilot_triggers.refuse_scrapped_by_effect(ctx.pos, card_id)  # "If 'Mech piloted by X is scrapped": not here yet
    left_play(ctx.pos, card_id)  # to its owner's Scrapheap, whoever controlled it (judge/bttcg/gain_control.py)
    cards = ctx.pos.cards
    cards[card_id] = CardState(zone="scrapheap")
    for other, state in cards.items():
        if state.on == card_id and state.zone != "scrapheap":
            cards[other] = CardState(zone="scrapheap")


def _join(ctx: Context, effect: m.JoinBattle) -> None:
    """A Unit outside the battle joins it on its controller's side: speed, guarding another site or being in the
    Construction region do not stop it (CE rulings: Deploy Reinforcements)."""
    pos, battle = ctx.pos, ctx.battle
    for card_id in resolve_target(ctx, effect.target):
        if card_id in battle.fighters or pos.cards[card_id].zone == "scrapheap":
            continue
        battle.fighters[card_id] = Fighter(card_id, pos.owners[card_id], pos.cards[card_id].depleted, joined=True)
        pos.note(f"{pos.name(ctx.source)}: {pos.name(card_id)} joins the battle", r.JOINS_BATTLE)


def _only_to(ctx: Context, effect: m.DealsItsDamage | m.DamageOnlyTo, unblocked_now: bool = False) -> None:
    """Units whose damage (missiles included) goes only to one card: "One of your Units deals all of its damage to
    the target" (1997 rulings: Heroic Sacrifice: the damage it would deal to the blockers goes to the target
    instead), "You may assign their damage only to that opposing Unit" (1997 rulings: Overwhelm)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if isinstance(effect, m.DealsItsDamage):
        units = resolve_target(ctx, effect.source)
        to = [battle.target]
        rules: tuple[str, ...] = (
            (r.NONE_REMAIN_UNBLOCKED, r.ALL_BLOCKERS_REMOVED, r.MISSILES_ARE_ITS_DAMAGE)
            if unblocked_now
            else (r.HEROIC_SACRIFICE_DAMAGE, r.MISSILES_ARE_ITS_DAMAGE)
        )
    else:
        to = list(ctx.chosen[-1:])  # "that opposing Unit": the one chosen before
        if not to:
            ctx.violate(f"{source}: no card was chosen for the damage to go to", r.MISSION_CARDS_AFFECT)
            return
        units = resolve_target(ctx, effect.source)
        rules = (r.OVERWHELM_MISSILES,)
    for card_id in units:
        fighter = battle.fighters.get(card_id)
        if fighter is None or fighter.removed:
            continue
        fighter.only_to = list(to)
        if fighter.assigned or fighter.missiles:
            if isinstance(effect, m.DamageOnlyTo):
                _moved(ctx, fighter, to[0])
            else:
                fighter.assigned = {to[0]: sum(fighter.assigned.values())} if fighter.assigned else None
                battle.volleys = [v if v.unit != card_id else replace(v, recipient=to[0]) for v in battle.volleys]
        pos.note(f"{source}: {pos.name(card_id)} deals its damage only to {pos.name(to[0])}", *rules)
    if isinstance(effect, m.DealsItsDamage):
        ctx.last = [u for u in units if u in battle.fighters]


def _moved(ctx: Context, fighter: Fighter, to: str) -> None:
    """A Unit whose damage goes only to ``to`` ("You may assign their damage only to that opposing Unit", Overwhelm)
    after some of it was assigned or fired elsewhere: all of it goes there, the missiles fired too (1997 rulings,
    Overwhelm: "'All' of the damage includes damage dealt by missiles. All missiles must be assigned to the chosen
    'Mech"; the card's text makes the exception to "You can't reassign the old damage": rulebook p.9, p.28).

    :raises UnsupportedError: for a Unit with an attack bonus usable only against some recipients (whether it is
        usable against the chosen Unit is not settled).
    """
    pos, battle = ctx.pos, ctx.battle
    if fighter.limited or limited_bonuses(pos, fighter):
        raise UnsupportedError(
            f"{pos.name(ctx.source)}: {pos.name(fighter.card_id)} has an attack bonus usable only against some "
            "recipients: whether it is usable against the chosen Unit once its damage moves there is not settled"
        )
    said = []
    if fighter.assigned:
        fighter.assigned = {to: sum(fighter.assigned.values())}
        said.append("damage assigned")
        if fighter.pending is not None:  # its attack changed since: with one recipient left, it goes there
            fighter.assigned = {to: max(attack(pos, battle, fighter), 0)}  # (rulebook p.28: new damage assigned)
            fighter.pending = None
    if fighter.missiles:
        fighter.missiles = {to: sum(fighter.missiles.values())}
        battle.volleys = [replace(v, recipient=to) if v.unit == fighter.card_id else v for v in battle.volleys]
        said.append("missiles fired")
    pos.note(
        f"{pos.name(ctx.source)}: {pos.name(fighter.card_id)}'s {' and '.join(said)} go to {pos.name(to)} instead",
        r.OVERWHELM_MISSILES,
        r.MISSILES_ARE_ITS_DAMAGE,
        RULES_MAKE_EXCEPTIONS,
        r.ATTACK_CHANGES_AFTER_ASSIGNING,
    )


def _if_tons(ctx: Context, effect: m.IfTons) -> None:
    """ "If that 'Mech is 60 tons or more, ...; otherwise, ...": its printed tonnage (rulebook p.11, Tonnage)."""
    watched = resolve_target(ctx, effect.watched)
    if len(watched) != 1:
        raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: a tonnage condition on no card or on several")
    weight = tons(ctx, watched[0])
    heavy = weight >= effect.min_tons
    ctx.pos.note(
        f"{ctx.pos.name(ctx.source)}: {ctx.pos.name(watched[0])} weighs {weight} tons, "
        + ("at least" if heavy else "less than")
        + f" {effect.min_tons}",
        r.TONNAGE,
    )
    run_effects(ctx, effect.effects if heavy else effect.otherwise)


def _if_none_remain(ctx: Context, effect: m.IfNoneRemain) -> None:
    """ "If no blocking Units remain, deal damage to the target as if unblocked" (CE rulings: Blitzkrieg): checked
    when the card resolves; the attackers then deal all their damage to the target (CE rulings: Removing Units from
    Battle: with every blocker gone they no longer count as blocked)."""
    pos = ctx.pos
    left = resolve_target(ctx, effect.watched)
    if left:
        pos.note(
            f"{pos.name(ctx.source)}: {', '.join(map(pos.name, left))} still in the battle: no further effect",
            r.NONE_REMAIN_UNBLOCKED,
        )
        return
    for inner in effect.effects:
        if ctx.failed:
            return
        if isinstance(inner, m.DealsItsDamage) and as_if_unblocked(inner):
            _only_to(ctx, inner, unblocked_now=True)
        else:
            run_effect(ctx, inner)


def unblocked(ctx: Context) -> None:
    """Every blocker removed: the attackers no longer count as blocked, and a Unit target now fights them (CE
    rulings: Removing Units from Battle)."""
    pos, battle = ctx.pos, ctx.battle
    pos.note("Every blocker is gone: the attackers no longer count as blocked", r.ALL_BLOCKERS_REMOVED)
    target = battle.target
    if target.endswith(".stockpile") or target in battle.fighters:
        return
    face = pos.faces[target]
    if face.kind == "unit" or face.attack > 0:
        battle.fighters[target] = Fighter(target, battle.defender, pos.cards[target].depleted, joined=True)
        pos.note(f"{face.name}, the target, is now in battle with the attackers", r.TARGET_JOINS_WHEN_UNBLOCKED)


def changes_initiative(effects: list[m.Effect]) -> bool:
    """Whether a card's effects directly change someone's initiative (rulebook p.27: only those are used in the
    initiative step)."""
    return any(
        isinstance(e, m.WinInitiative)
        or (isinstance(e, m.ModifyStat) and e.stat == "initiative")
        or (isinstance(e, m.Lasting | m.PerOutnumbering | m.PerCounterRemoved) and changes_initiative(e.effects))
        for e in effects
    )
