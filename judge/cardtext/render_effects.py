"""Effects in plain English (effects.lark, :mod:`judge.dsl.effects`): lists of effects joined as the grammar reads
them, riders (sentences that qualify the ability before them), and each effect by the renderer of its models
module (``render_effects_core``, ``render_effects_battle``, ... as ``judge.dsl.effects_core``, ...)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextvars import ContextVar
from functools import cache

from judge.cardtext.render_conditions import _PHASES
from judge.cardtext.render_selectors import _NOUNS, _ORDINALS, _kind_word, _target
from judge.dsl import models as m

_ROLLED: ContextVar[tuple[int, int]] = ContextVar("_ROLLED", default=(1, 6))
"""The results the die roll can have where an amount "equal to the die roll" is rendered: the range of the die
branch being rendered ("3-6: that Unit gets +(3-6) attack"), the whole die outside a branch."""


def _rolled() -> str:
    low, high = _ROLLED.get()
    # a one-result branch would read as a fixed amount ("6 damage"): the whole die keeps it the die roll
    return f"{low}-{high}" if low < high else "1-6"


def _effects(effects: Sequence[m.Effect], capital: bool = True, infinitive: bool = False) -> str:
    """The effects joined with "and"; ``infinitive`` after "to" ("Scrap a card to give that 'Mech +1 attack")."""
    parts: list[str] = []
    index = 0
    while index < len(effects):
        effect = effects[index]
        following = effects[index + 1] if index + 1 < len(effects) else None
        if isinstance(effect, m.ModifyStat) and effect.roll is not None:
            rolls = [effect]
            for after in effects[index + 1 :]:
                if not (isinstance(after, m.ModifyStat) and after.roll is not None and after.target == effect.target):
                    break
                rolls.append(after)
            bonuses = " and ".join(f"additional {e.stat} equal to the {_ORDINALS[e.roll or 1]} roll" for e in rolls)
            parts.append(f"{_target(effect.target)} gets {bonuses}")
            index += len(rolls)
            continue
        if (
            isinstance(effect, m.ModifyStat)
            and effect.from_roll
            and isinstance(following, m.DealDamage)
            and following.target == effect.target
        ):
            gets = f"gets +({_rolled()}) {effect.stat}"
            parts.append(f"{_target(effect.target)} {gets} but receives {following.amount} damage")
            index += 2
            continue
        if (
            isinstance(effect, m.PutOnStockpile)
            and effect.any_order
            and isinstance(following, m.PutOnStockpile)
            and following.any_order
        ):
            # two cards put on top together, in the order their owner chooses
            both = f"{_target(effect.target)} and {_target(following.target)}"
            parts.append(f"put {both} on top of your Stockpile in any order")
            index += 2
            continue
        if isinstance(effect, m.ModifyStat) and effect.only_against is not None:
            parts.append(
                f"{_target(effect.target)} gets {effect.amount:+d} {effect.stat}, only usable against targets other "
                "than Units"
            )
            index += 1
            continue
        if isinstance(effect, m.ModifyStat) and effect.amount_from is not None:
            base = effect.amount_from.removeprefix("base_")
            parts.append(f"{_target(effect.target)} gets +X {effect.stat}, where X is its base {base}")
            index += 1
            continue
        if isinstance(effect, m.ModifyStat):
            group = [effect]
            while (
                index + 1 < len(effects)
                and isinstance(effects[index + 1], m.ModifyStat)
                and effects[index + 1].target == effect.target  # type: ignore[union-attr]
                and effects[index + 1].amount_from is None  # type: ignore[union-attr]
                and effects[index + 1].only_against is None  # type: ignore[union-attr]
            ):
                index += 1
                group.append(effects[index])  # type: ignore[arg-type]
            parts.append(_modify(group, give=infinitive and not parts))
        else:
            parts.append(_effect(effect))
        index += 1
    text = " and ".join(parts)
    return text[0].upper() + text[1:] if capital else text


def _modify(group: list[m.ModifyStat], give: bool = False) -> str:
    changes = " and ".join(f"+({_rolled()}) {e.stat}" if e.from_roll else f"{e.amount:+d} {e.stat}" for e in group)
    target = group[0].target
    if isinstance(target, m.Selector) and target.owner == "you" and target.quantifier == "a" and target.noun == "unit":
        return f"get {changes}" if give else f"you get {changes}"
    if give and not any(e.from_roll for e in group):
        return f"give {_target(target)} {changes}"
    many = isinstance(target, m.Selector) and target.quantifier in ("all", "any_number", "up_to")
    return f"{_target(target)} {'get' if many else 'gets'} {changes}"


def _effect(effect: m.Effect) -> str:
    """One effect, by the renderer of the models module of its kind (``judge.dsl.effects_core`` ->
    ``judge.cardtext.render_effects_core``)."""
    render = effect_renderers().get(type(effect).__module__)
    text = render(effect) if render is not None else None
    if text is None:
        raise ValueError(f"no English for the effect {effect!r}")
    return text


@cache
def effect_renderers() -> dict[str, Callable[[m.Effect], str | None]]:
    """The renderer of each models module of effects, by the module's name. Imported when first needed: they render
    the effects nested in theirs with :func:`_effects` of this module."""
    from judge.cardtext import (
        render_durations,
        render_effects_amounts,
        render_effects_asset,
        render_effects_attack_rules,
        render_effects_battle,
        render_effects_core,
        render_effects_hidden,
        render_effects_missiles,
        render_effects_mission,
        render_effects_own,
        render_effects_permissions,
        render_effects_players,
        render_effects_redirect,
        render_effects_restrict,
        render_effects_rules,
        render_effects_stock,
        render_effects_untap,
        render_player_rules,
    )

    return {
        "judge.dsl.durations": render_durations.effect_text,
        "judge.dsl.effects_core": render_effects_core.effect_text,
        "judge.dsl.effects_battle": render_effects_battle.effect_text,
        "judge.dsl.effects_restrict": render_effects_restrict.effect_text,
        "judge.dsl.effects_stock": render_effects_stock.effect_text,
        "judge.dsl.effects_asset": render_effects_asset.effect_text,
        "judge.dsl.effects_untap": render_effects_untap.effect_text,
        "judge.dsl.effects_players": render_effects_players.effect_text,
        "judge.dsl.effects_rules": render_effects_rules.effect_text,
        "judge.dsl.effects_amounts": render_effects_amounts.effect_text,
        "judge.dsl.effects_own": render_effects_own.effect_text,
        "judge.dsl.effects_missiles": render_effects_missiles.effect_text,
        "judge.dsl.effects_mission": render_effects_mission.effect_text,
        "judge.dsl.effects_hidden": render_effects_hidden.effect_text,
        "judge.dsl.effects_redirect": render_effects_redirect.effect_text,
        "judge.dsl.effects_permissions": render_effects_permissions.effect_text,
        "judge.dsl.player_rules": render_player_rules.effect_text,
        "judge.dsl.effects_attack_rules": render_effects_attack_rules.effect_text,
    }


_RIDERS = (
    m.ScrapIfDamaged,
    m.CountsAsDeployment,
    m.IfScrapped,
    m.IfDamages,
    m.IfNoStructureDamage,
    m.LimitExemption,
    m.OptionRequirement,
    m.IfStructureDamage,
    m.IfCardIs,
    m.IfReceivesDamage,
    m.IfGuessed,
    m.IfChallenged,
    m.IfDid,
)


def _is_rider(effect: m.Effect) -> bool:
    if isinstance(effect, m.PayToEnd) or (isinstance(effect, m.PerExcessConstruction) and effect.of_that):
        return True
    if isinstance(effect, m.IfScrapped) and isinstance(effect.watched, m.Selector):  # a condition on a group
        return False
    if isinstance(effect, m.IfReceivesDamage) and effect.threshold is None:  # "If that Unit receives any damage"
        return False
    return isinstance(effect, _RIDERS) or (isinstance(effect, m.FreeDeployment) and not effect.if_revealed)


def _split_riders(effects: Sequence[m.Effect]) -> tuple[list[m.Effect], list[m.Effect]]:
    main: list[m.Effect] = [e for e in effects if not _is_rider(e)]
    return main, [e for e in effects if _is_rider(e)]


def _riders(riders: Sequence[m.Effect]) -> str:
    out = ""
    for rider in riders:
        if isinstance(rider, m.ScrapIfDamaged):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives {rider.threshold} or more damage, scrap this card."
        elif isinstance(rider, m.IfScrapped):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            during = " during this mission" if rider.during_mission else ""
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            out += f" If that {noun} is scrapped{during}, {_effects(rider.effects, capital=False)}{otherwise}."
        elif isinstance(rider, m.IfDamages):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} damages {_target(rider.target)}, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.IfNoStructureDamage):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives no structure damage, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.LimitExemption):
            out += f" Attacks that target {_target(rider.attacks_on)} do not count toward this limit."
        elif isinstance(rider, m.OptionRequirement):
            who = _target(rider.target)
            subject = who[:1].upper() + who[1:]
            out += {
                "must": f" {subject} must use that option (if able).",
                "cannot": f" {subject} cannot use that option.",
                "either": f" Choose whether {who} must use that option (if able) or cannot use it.",
            }[rider.mode]
        elif isinstance(rider, m.IfStructureDamage):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            out += f" If that {noun} receives structure damage, {_effects(rider.effects, capital=False)}."
        elif isinstance(rider, m.CountsAsDeployment):
            out += " Using this ability counts as one of your deployments."
        elif isinstance(rider, m.PayToEnd):
            phase = _PHASES[rider.phase]
            out += f" Any player may pay {rider.cost} during his or her {phase} phase to end this effect."
        elif isinstance(rider, m.PerExcessConstruction):
            every = "each construction counter" if rider.per == 1 else f"every {rider.per} construction counters"
            out += f" {_effects(rider.effects)} for {every} above its cost."
        elif isinstance(rider, m.IfCardIs):
            out += " " + _if_card_is(rider)
        elif isinstance(rider, m.IfChallenged):
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            out += f" If opponent challenges this claim, {_effects(rider.effects, capital=False)}{otherwise}."
        elif isinstance(rider, m.IfGuessed):
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            effects = _effects(rider.effects, capital=False)
            out += f" If opponent guesses how many counters you have hidden, {effects}{otherwise}."
        elif isinstance(rider, m.IfReceivesDamage):
            noun = _NOUNS[rider.watched.noun or "unit"][0] if isinstance(rider.watched, m.ThatOne) else "Unit"
            otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
            effects = _effects(rider.effects, capital=False)
            out += f" If that {noun} receives {rider.threshold} or more damage, {effects}{otherwise}."
        elif isinstance(rider, m.IfDid):
            out += f" If {'you do' if rider.did else 'not'}, {_effects(rider.effects, capital=False)}."
        else:
            out += " This does not count as a deployment."
    return out


def _if_card_is(rider: m.IfCardIs) -> str:
    effects = _effects(rider.effects, capital=False)
    if rider.any_of:
        return f"If any of those cards are {_kind_word(rider.card_type)}s, {effects}."
    negated = "not " if rider.negated else ""
    kind = _kind_word(rider.card_type)
    article = "an" if kind[0] in "AEIO" else "a"  # "a Unit card", "an Enhancement card"
    otherwise = f"; otherwise, {_effects(rider.otherwise, capital=False)}" if rider.otherwise else ""
    return f"If that card is {negated}{article} {kind}, {effects}{otherwise}."


def render_effect(effect: m.Effect) -> str:
    """One effect in plain English (used by the engine's messages)."""
    return _effect(effect)
