"""What the battle interpreter (:mod:`judge.bttcg.interpret`) does not execute of an effect, named before anything
runs: :func:`effect_problem` (static: the benchmark of executable cards asks the same function); the interpreter
raises :class:`~judge.bttcg.state.UnsupportedError` with it rather than skip the effect."""

from __future__ import annotations

from judge.bttcg import (
    battle_lasting,
    card_counts,
    damage_changes,
    damage_riders,
    die_rolls,
    if_did,
    lasting_flags,
    mission_effects,
    outnumbering,
    player_acts,
    refinements,
    stat_changes,
    stockpile_moves,
)
from judge.bttcg.counters import counters_problem
from judge.bttcg.counters_removed import removed_problem
from judge.bttcg.executes import AMOUNTS_EXECUTED, refusal
from judge.bttcg.interpret_later import later_problem
from judge.bttcg.interpret_targets import target_problem
from judge.bttcg.kept_assets import is_kept_asset
from judge.bttcg.lasting import lasting_problem
from judge.bttcg.lasting_speed import in_battle_problem
from judge.bttcg.one_of import one_of_problem
from judge.bttcg.per_damage import per_damage_problem
from judge.bttcg.scrap_if_damaged import scrap_if_damaged_problem
from judge.dsl import models as m

_PLAIN_AMOUNTS = AMOUNTS_EXECUTED  # the table of executes.py


def _quantity_problem(q: m.Quantity | None) -> str | None:
    if q is None:
        return None
    whose = None if q.card is None or q.of == "die_roll" else target_problem(q.card)
    if q.of == "counters" and q.counter is not None and q.card is None and q.times == 1 and not q.less:
        return None  # "equal to the number of time counters on this card" (judge/bttcg/counters.py)
    if q.of == "cards_counted" and q.times == 1 and not q.less:  # "the number of 'Mechs you control" (card_counts)
        return card_counts.selector_problem(q.card)
    if q.of in _PLAIN_AMOUNTS and q.times == 1 and not q.less and (q.card is None or q.of != "die_roll"):
        return whose
    if q.of not in _PLAIN_AMOUNTS:
        return refusal("amount", q.of)
    return "an amount computed from " + q.of.replace("_", " ") + " (multiplied or less)"


def _all(*problems: str | None) -> str | None:
    return next((p for p in problems if p is not None), None)


def _effects_problem(effects: list[m.Effect]) -> str | None:
    return _all(*(effect_problem(e) for e in effects))


def effect_problem(effect: m.Effect) -> str | None:
    """Why the engine cannot execute this effect in a battle yet, or ``None`` when it can (its targets included)."""
    if mission_effects.handles(effect):  # a die for each card, "for each 'Mech fewer ..." (mission_effects.py)
        return mission_effects.problem(effect, effect_problem)
    if isinstance(effect, m.ChooseAsset) or is_kept_asset(effect):  # Think Tank (judge/bttcg/kept_assets.py)
        return None
    if isinstance(effect, m.PerDamageDealt):  # Civilian Settlement (judge/bttcg/per_damage.py)
        return per_damage_problem(effect)
    if isinstance(effect, m.PerCounterRemoved):  # "that much initiative" (judge/bttcg/counters_removed.py)
        return removed_problem(effect, effect_problem)
    if isinstance(effect, m.ModifyStat) and effect.only_against:
        return stat_changes.limited_problem(effect)
    if isinstance(effect, m.SetStat):
        return stat_changes.set_stat_problem(effect)
    if isinstance(effect, m.ModifyStat):
        if effect.stat not in ("attack", "armor", "initiative") or effect.only_against:
            return f"a change of {effect.stat}" + (" only against some targets" if effect.only_against else "")
        if effect.amount_from == "base_structure":
            return "a bonus equal to a base structure"
        return target_problem(effect.target)
    if isinstance(effect, m.PreventDamage):
        return _all(_quantity_problem(effect.amount_of), target_problem(effect.target))
    if isinstance(effect, m.DealDamage):
        if (named := damage_changes.source_problem(effect)) is not None:
            return named
        if effect.divided and effect.amount_of is not None:
            return "a computed amount of damage divided among cards"
        return _all(_quantity_problem(effect.amount_of), target_problem(effect.target))
    if isinstance(effect, m.PlayerActs):
        return player_acts.problem(effect, effect_problem)
    if isinstance(effect, m.IfDid):
        return if_did.problem(effect, effect_problem)
    if isinstance(effect, m.HalveDamage):
        return _all(damage_changes.halving_problem(effect), target_problem(effect.target))
    if isinstance(effect, m.RemoveFromBattle | m.Choose | m.PreventAllDamage | m.MultiplyDamage | m.JoinBattle):
        if isinstance(effect, m.PreventAllDamage) and effect.missile:
            return "prevention of missile damage only"
        if isinstance(effect, m.MultiplyDamage) and effect.damage != "all":
            return "multiplied Overheat damage"
        if isinstance(effect, m.JoinBattle) and not isinstance(effect.target, m.ThatOne):
            return "a card joining the battle that was not chosen before"
        more = effect.more if isinstance(effect, m.Choose) else []
        return _all(*(target_problem(t) for t in [effect.target, *more]))
    if isinstance(effect, m.WinInitiative | m.NoEffect | m.UnpreventableDamage | m.StillDealsDamage):
        return target_problem(effect.target) if isinstance(effect, m.StillDealsDamage) else None
    if isinstance(effect, m.Tap):
        if effect.delayed is not None:
            return later_problem(effect)
        return target_problem(effect.target)
    if isinstance(effect, m.ReturnToHand):
        if isinstance(effect.target, m.This) and effect.delayed == "mission":
            return None
        return "returning a card to its owner's hand other than this card after the mission"
    if isinstance(effect, m.RollDie):
        return die_rolls.roll_problem(effect, _effects_problem)
    if isinstance(effect, m.Draw):
        if effect.count_of is not None or (effect.player != "you" and effect.delayed is not None):
            return "drawing a computed number of cards, or by an opponent later"
        return None if effect.delayed in (None, "mission") else f"drawing after the {effect.delayed}"
    if isinstance(effect, m.AtTheEnd | m.Deplete | m.IfNoStructureDamage | m.IfScrapped):
        return later_problem(effect)
    if isinstance(effect, m.IfDamages | m.IfReceivesDamage) and damage_riders.handles(effect):
        return later_problem(effect)
    if isinstance(effect, m.ForEach) and isinstance(effect.each, m.Selector) and effect.each.after_first:
        each = refinements.counted_selector(effect.each)  # "for each 'Mech after the first ...": a count
        return _all(refinements.after_first_problem(effect), target_problem(each), _effects_problem(effect.effects))
    if isinstance(effect, m.ForEach):
        return _all(target_problem(effect.each), _effects_problem(effect.effects))
    if isinstance(effect, m.PerInitiativePoint):
        return _effects_problem(effect.effects)
    if isinstance(effect, m.Scrap):
        return _scrap_problem(effect)
    if isinstance(effect, m.DealsItsDamage):
        if effect.optional or effect.as_if_unblocked:
            return "a Unit that may deal its damage as if unblocked"
        if not (isinstance(effect.to, m.Selector) and effect.to.noun == "target"):
            return "a Unit dealing its damage to a card other than the target"
        return target_problem(effect.source)
    if isinstance(effect, m.DamageOnlyTo):
        if effect.reassign or effect.even_own_group or not isinstance(effect.to, m.ThatOne):
            return "damage assigned at random or again"
        return target_problem(effect.source)
    if isinstance(effect, m.NoOptionDrawback):
        return target_problem(effect.target) if effect.option == "Overheat" else "Alpha Strike without depleting"
    if isinstance(effect, m.IfTons):
        return _all(
            target_problem(effect.watched), _effects_problem(effect.effects), _effects_problem(effect.otherwise)
        )
    if isinstance(effect, m.IfNoneRemain):
        return _all(target_problem(effect.watched), *map(_when_none_remain_problem, effect.effects))
    if isinstance(effect, m.AddCounters | m.RemoveCounters):
        return counters_problem(effect)
    if isinstance(effect, m.Lasting) and battle_lasting.handles(effect):  # "... this battle" (battle_lasting.py)
        return battle_lasting.problem(effect)
    if isinstance(effect, m.Lasting) and lasting_flags.handles(effect):  # "... this turn" (lasting_flags.py)
        return lasting_flags.problem(effect)
    if isinstance(effect, m.Lasting):
        return lasting_problem(effect) or in_battle_problem(effect)  # a speed shift: the turn's (lasting_speed.py)
    if isinstance(effect, m.May):
        return _effects_problem(effect.effects)
    if isinstance(effect, m.OneOf):
        return one_of_problem(effect, effect_problem)
    if isinstance(effect, m.ScrapIfDamaged):
        return scrap_if_damaged_problem(effect)
    if isinstance(effect, m.PutOnStockpile):
        return stockpile_moves.put_problem(effect)
    if isinstance(effect, m.PerOutnumbering):
        return outnumbering.problem(effect)
    if isinstance(effect, m.CountCards):
        return card_counts.count_problem(effect)
    return refusal("effect", effect.kind)  # the kinds no branch above executes: named by the table


def as_if_unblocked(effect: m.Effect) -> bool:
    """ "deal damage to the target as if unblocked": the attacking Units, all their damage to the target."""
    return (
        isinstance(effect, m.DealsItsDamage)
        and effect.as_if_unblocked
        and not effect.optional
        and isinstance(effect.to, m.Selector)
        and effect.to.noun == "target"
    )


def _when_none_remain_problem(effect: m.Effect) -> str | None:
    """Once no blocking Unit remains, the attackers may deal their damage to the target as if unblocked."""
    if isinstance(effect, m.DealsItsDamage) and as_if_unblocked(effect):
        return target_problem(effect.source)
    return effect_problem(effect)


def _scrap_problem(effect: m.Scrap) -> str | None:
    target = effect.target
    if effect.player == "you" and isinstance(target, m.This | m.PilotedUnit):
        return None  # the card itself ("roll a die: 1-3, scrap Helicopter Support"), or the 'Mech its Pilot is on
    if effect.player != "you" or not isinstance(target, m.Selector):
        return "scrapping an opponent's card or a card not chosen by a selector"
    if target.zone == "stockpile" and not target.their_zone and target.noun == "card":
        rest = target.model_copy(update={"zone": None, "noun": "card", "top": False})  # its cards come off the top
        return target_problem(rest) if (target.count or 1) >= 1 else None
    if target.zone is not None or target.noun not in ("unit", "mech", "vehicle", "battle_armor"):
        return "scrapping cards other than Units or cards of your Stockpile"
    return target_problem(target)  # any player's Units in the battle (rulebook p.32: Mission cards scrap Units)
