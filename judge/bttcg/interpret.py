"""The interpreter: the card-text DSL's effects executed in a battle. Targets are resolved from the scenario's
``choose`` and ``amounts`` (strict mode: a missing or impossible choice is a violation); an effect the engine does
not execute yet raises :class:`UnsupportedError` rather than being skipped."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, CardDamage, Fighter, Position, Shield, UnsupportedError
from judge.dsl import models as m

AttackChanged = Callable[[str, int, int | None], None]
Roll = Callable[[str], int]
"""Called with (fighter id, change, action index) when an effect changes an attack after it may have been assigned."""


@dataclass
class Context:
    pos: Position
    battle: Battle
    player: str
    source: str
    action: int | None
    choose: list[str] = field(default_factory=list)
    amounts: dict[str, int] = field(default_factory=dict)
    last: list[str] = field(default_factory=list)
    attack_changed: AttackChanged | None = None
    roll: Roll | None = None
    mission_card: bool = True
    failed: bool = False

    def violate(self, message: str, *rules: str) -> None:
        self.failed = True
        self.pos.violate(self.action, message, *rules)


def _candidates(ctx: Context) -> list[str]:
    """What a Mission card can affect: attacking Units, blocking Units, the target (rulebook p.32)."""
    found = [f.card_id for f in ctx.battle.active()]
    if ctx.battle.target not in found:
        found.append(ctx.battle.target)
    return found


def _unit_noun(noun: str, unit_type: str | None) -> bool:
    if noun == "unit":
        return unit_type is not None
    if noun == "mech":
        return unit_type == "mech"
    if noun == "vehicle":
        return unit_type in ("vehicle", "battle_armor")  # CE rulings: Types of Units
    return False


def _has_option(ctx: Context, card_id: str, name: str) -> bool:
    classes = {"Overheat": m.Overheat, "Alpha Strike": m.AlphaStrike, "Missile": m.Missile, "Jump": m.Jump}
    face = ctx.pos.faces[card_id]
    if name in classes:
        return any(isinstance(a, classes[name]) for a in face.abilities)
    return face.has_keyword(name)


_SIMPLE_SELECTOR_FIELDS = {"kind", "quantifier", "noun", "count", "owner", "states", "with_option", "without_option"}


def _matches(ctx: Context, selector: m.Selector, card_id: str) -> bool:
    pos, battle = ctx.pos, ctx.battle
    if card_id.endswith(".stockpile"):
        if selector.noun not in ("site", "target", "stockpile"):
            return False
        owner = card_id[: -len(".stockpile")]
    else:
        face = pos.faces[card_id]
        owner = pos.owners[card_id]
        if selector.noun == "target" or selector.noun == "site":
            if card_id != battle.target:
                return False
        elif selector.noun == "card":
            pass
        elif not _unit_noun(selector.noun, face.unit_type):
            return False
    if selector.owner == "you" and owner != ctx.player:
        return False
    if selector.owner == "opponent" and owner == ctx.player:
        return False
    for state in selector.states:
        if state == "attacking" and card_id not in battle.group:
            return False
        if state == "blocking" and card_id not in battle.blockers:
            return False
        if state == "engaged" and card_id not in battle.fighters:
            return False
        if state in ("tapped", "untapped", "depleted"):
            if card_id.endswith(".stockpile"):
                return False
            card = pos.cards[card_id]
            if (state == "tapped" and not card.tapped) or (state == "untapped" and card.tapped):
                return False
            if state == "depleted" and not card.depleted:
                return False
    if selector.with_option and (card_id.endswith(".stockpile") or not _has_option(ctx, card_id, selector.with_option)):
        return False
    return not (
        selector.without_option
        and not card_id.endswith(".stockpile")
        and _has_option(ctx, card_id, selector.without_option)
    )


def _describe(selector: m.Selector) -> str:
    from judge.cardtext.render import render_target

    return render_target(selector)


def _check_simple(ctx: Context, target: m.Selector) -> None:
    """:raises UnsupportedError: for a selector with refinements the engine does not resolve yet."""
    extra = {k for k, v in target.model_dump(exclude_defaults=True).items() if v} - _SIMPLE_SELECTOR_FIELDS
    unsupported_states = ("patrolling", "guarding", "blocked", "piloted", "unpiloted", "under_construction", "revealed")
    if extra or any(s in unsupported_states for s in target.states):
        raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: the engine does not resolve '{_describe(target)}' yet")


def resolve_target(ctx: Context, target: m.Target) -> list[str]:
    """The cards an effect reaches.

    :raises UnsupportedError: for a kind of target the engine does not resolve yet.
    """
    if isinstance(target, m.This):
        return [ctx.source]
    if isinstance(target, m.ThatOne):
        return list(ctx.last)
    if isinstance(target, m.PilotedUnit | m.Enhanced):
        host = ctx.pos.cards[ctx.source].on
        return [host] if host is not None else []
    if isinstance(target, m.Either) and not target.mixed:
        return _either(ctx, target)
    if not isinstance(target, m.Selector):
        raise UnsupportedError(
            f"{ctx.pos.name(ctx.source)}: the engine does not resolve the target '{target.kind}' yet"
        )
    _check_simple(ctx, target)

    matching = [c for c in _candidates(ctx) if _matches(ctx, target, c)]
    if target.quantifier in ("each", "all"):
        ctx.last = matching
        return matching
    if target.quantifier in ("one", "a", "any", "that"):
        count = target.count or 1
        chosen: list[str] = []
        for _ in range(count):
            if not ctx.choose:
                ctx.violate(
                    f"{ctx.pos.name(ctx.source)}: choose {_describe(target)} (missing in 'choose')",
                    r.MISSION_CARDS_AFFECT,
                )
                return []
            pick = ctx.choose.pop(0)
            if pick not in matching:
                ctx.violate(
                    f"{ctx.pos.name(ctx.source)}: {ctx.pos.name(pick)} is not {_describe(target)} in this battle",
                    r.MISSION_CARDS_AFFECT,
                )
                return []
            chosen.append(pick)
        ctx.last = chosen
        return chosen
    raise UnsupportedError(f"{ctx.pos.name(ctx.source)}: the engine does not resolve '{_describe(target)}' yet")


def _either(ctx: Context, target: m.Either) -> list[str]:
    """One card that any of the selectors reaches ("any Unit or the target"), from ``choose``."""
    for option in target.options:
        _check_simple(ctx, option)
    if not ctx.choose:
        ctx.violate(f"{ctx.pos.name(ctx.source)}: a choice is missing in 'choose'", r.MISSION_CARDS_AFFECT)
        return []
    pick = ctx.choose.pop(0)
    if not any(pick in _candidates(ctx) and _matches(ctx, option, pick) for option in target.options):
        ctx.violate(f"{ctx.pos.name(ctx.source)}: {ctx.pos.name(pick)} cannot be chosen", r.MISSION_CARDS_AFFECT)
        return []
    ctx.last = [pick]
    return [pick]


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


def run_effects(ctx: Context, effects: list[m.Effect]) -> None:
    """Executes effects in order.

    :raises UnsupportedError: for an effect the engine does not execute yet.
    """
    for effect in effects:
        if ctx.failed:
            return
        run_effect(ctx, effect)


def run_effect(ctx: Context, effect: m.Effect) -> None:
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if isinstance(effect, m.ModifyStat) and not (effect.from_roll or effect.amount_from or effect.only_against):
        for card_id in resolve_target(ctx, effect.target):
            fighter = battle.fighters.get(card_id)
            if fighter is None or fighter.removed:
                continue
            sign = f"{effect.amount:+d}"
            if effect.stat == "attack":
                fighter.attack_mod += effect.amount
                pos.note(f"{source}: {pos.name(card_id)} gets {sign} attack", r.MISSION_CARDS_AFFECT)
                if ctx.attack_changed is not None:
                    ctx.attack_changed(card_id, effect.amount, ctx.action)
            elif effect.stat == "armor":
                fighter.armor_mod += effect.amount
                pos.note(f"{source}: {pos.name(card_id)} gets {sign} armor", r.MISSION_CARDS_AFFECT)
            elif effect.stat == "initiative":
                fighter.initiative += effect.amount
                pos.note(f"{source}: {pos.name(card_id)} gets {sign} initiative", r.INITIATIVE_SCORE)
            else:
                raise UnsupportedError(f"{source}: the engine does not change {effect.stat} in a battle yet")
        return
    if isinstance(effect, m.PreventDamage) and effect.amount_of is None:
        for card_id in resolve_target(ctx, effect.target):
            amount = _amount(ctx, card_id, effect.amount, effect.up_to)
            battle.shields.append(Shield(card_id, amount, ctx.source))
            pos.note(
                f"{source}: up to {amount} damage to {pos.name(card_id)} will be prevented", r.PREVENTION_AND_ARMOR
            )
        return
    if isinstance(effect, m.DealDamage) and effect.amount_of is None and not effect.structure and effect.source is None:
        targets = resolve_target(ctx, effect.target)
        if effect.divided:
            split = {t: ctx.amounts.get(t, 0) for t in targets}
            if sum(split.values()) != effect.amount:
                ctx.violate(
                    f"{source}: divide {effect.amount} damage in 'amounts' among the chosen cards", r.RESOLVE_DAMAGE
                )
                return
        else:
            split = dict.fromkeys(targets, effect.amount)
        for card_id, amount in split.items():
            battle.card_damage.append(CardDamage(card_id, amount, ctx.source))
            pos.note(
                f"{source} deals {amount} damage to {pos.name(card_id)} (resolved at the end of the battle)",
                r.RESOLVE_DAMAGE,
            )
        return
    if isinstance(effect, m.WinInitiative):
        battle.initiative_won_by_effect = ctx.player
        pos.note(f"{source}: {ctx.player} wins initiative (the last such card played decides)", r.LAST_WIN_INITIATIVE)
        return
    if isinstance(effect, m.RemoveFromBattle):
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
        if was_blocked and not battle.blocked:
            _unblocked(ctx)
        return
    if isinstance(effect, m.Choose):
        resolve_target(ctx, effect.target)
        return
    if isinstance(effect, m.Tap) and effect.delayed is None:
        for card_id in resolve_target(ctx, effect.target):
            if not card_id.endswith(".stockpile"):
                pos.cards[card_id].tapped = not effect.untap
                verb = "untaps" if effect.untap else "taps"
                pos.note(f"{source}: {pos.name(card_id)} {verb}", r.MISSION_CARDS_AFFECT)
        return
    if isinstance(effect, m.ReturnToHand) and isinstance(effect.target, m.This) and effect.delayed == "mission":
        battle.returning.append(ctx.source)
        pos.note(f"{source} returns to {ctx.player}'s hand after the mission", r.MISSION_CARDS_AFFECT)
        return
    if isinstance(effect, m.RollDie) and _plain_roll(effect) and ctx.roll is not None:
        value = ctx.roll(source)
        branch = next((b for b in effect.branches if b.low <= value <= b.high), None)
        pos.note(f"{source}: the die rolls {value}", r.DIE_ROLLS_AT_ONCE)
        if branch is not None:
            run_effects(ctx, branch.effects)
        return
    from judge.cardtext.render import render_effect

    raise UnsupportedError(f"{source}: the engine does not execute this effect yet: {render_effect(effect)}")


def _unblocked(ctx: Context) -> None:
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


def _plain_roll(effect: m.RollDie) -> bool:
    return effect.count == 1 and not (effect.second or effect.additional or effect.instead or effect.delayed)


def changes_initiative(effects: list[m.Effect]) -> bool:
    """Whether a card's effects directly change someone's initiative (rulebook p.27: only those are used in the
    initiative step)."""
    return any(
        isinstance(e, m.WinInitiative) or (isinstance(e, m.ModifyStat) and e.stat == "initiative") for e in effects
    )
