"""Mission-card effects after the mission, once for each card that took structure damage in the battle (For the
Chancellor!: "for each blocking Unit that took structure damage during the combat", one of the player's 'Mechs
untapped, a "may"), and counters put on a card chosen if it receives structure damage (Hip Shattered: a hindrance
counter; what the counter does is the card's other sentence, :mod:`judge.bttcg.counter_rules`).

Sources: rulebook p.29, Resolving Damage, and the glossary (Armor: "only damage that gets through the armor has any
lasting effect"; Structure: it is counted in damage counters): a Unit took structure damage when some damage got
through its armor as the battle's damage resolved; rulebook p.32: a Mission card affects the Units in the battle
(the 'Mechs untapped are the player's 'Mechs in the battle); CE rulings, Mission Cards: a played Mission card stays
in effect until the end of the mission; the end of the battle is the end of the mission here
(``interpret_later``).

The choices: "you may untap one of your 'Mechs" is answered when the card is played, in its ``choose``: the 'Mechs
the player untaps, in order (each one of their 'Mechs in the battle, at most one for each blocking Unit); in an
outcome where ``n`` of the blocking Units took structure damage, the first ``n`` of them untap (fewer listed: the
player declines the others, a "may"). A 'Mech scrapped or depleted stays so (a depleted card stays tapped)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.interpret_targets import Context, resolve_target, target_problem
from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.state import Later
from judge.bttcg.untap_counters import refuse_untap_by_effect
from judge.dsl import models as m

RULE_IDS = (r.RESOLVE_DAMAGE, r.ARMOR_ONCE, r.MISSION_CARDS_AFFECT, r.MISSION_CARD_STAYS_IN_EFFECT)


def _optional(effects: list[m.Effect]) -> bool:
    return len(effects) == 1 and isinstance(effects[0], m.May)


def _untap_one(effects: list[m.Effect], delayed: bool = False) -> m.Tap | None:
    """ "you may untap one of your 'Mechs" (or without "may"; ``delayed``: "untap one attacking 'Mech at the end of
    the combat"): the untap, else ``None``."""
    first = effects[0] if effects else None
    if len(effects) == 1 and isinstance(first, m.May):
        effects = first.effects
    if len(effects) != 1:
        return None
    tap = effects[0]
    if (
        not isinstance(tap, m.Tap)
        or not tap.untap
        or tap.delayed not in (("battle", "mission") if delayed else (None,))
    ):
        return None
    target = tap.target
    if not (isinstance(target, m.Selector) and target.quantifier in ("one", "a") and target.count is None):
        return None
    return tap


def _each_damaged(effect: m.Effect, delayed: bool = False) -> m.ForEach | None:
    """ "for each blocking Unit that took structure damage during the combat, <untap one>" (``delayed``: the untap
    itself waits for the end of the combat)."""
    if not isinstance(effect, m.ForEach) or not isinstance(effect.each, m.Selector):
        return None
    if not effect.each.took_structure_damage or _untap_one(effect.effects, delayed) is None:
        return None
    return effect


def _for_each(effect: m.Effect) -> m.ForEach | None:
    """The "for each ..." of either wording: after the mission, for each ...; for each ..., at the end of the combat."""
    if isinstance(effect, m.AtTheEnd) and len(effect.effects) == 1:
        return _each_damaged(effect.effects[0])
    return _each_damaged(effect, delayed=True)


def handles(effect: m.Effect) -> bool:
    """Whether this module executes the effect: after the mission, for each card that took structure damage; if the
    card chosen receives structure damage."""
    return isinstance(effect, m.IfStructureDamage) or _for_each(effect) is not None


_OWN_COUNTERS = ("construction", "damage")


def _counters_on_it(effects: list[m.Effect]) -> list[m.AddCounters] | None:
    """ "put a hindrance counter on it": counters of a named kind (neither construction nor damage counters) on the
    card watched, else ``None``."""
    found = [e for e in effects if isinstance(e, m.AddCounters)]
    if len(found) != len(effects) or not found:
        return None
    if any(e.counter in (None, *_OWN_COUNTERS) or e.stat or not isinstance(e.target, m.ThatOne) for e in found):
        return None
    return found


def _if_damaged_problem(effect: m.IfStructureDamage) -> str | None:
    if not isinstance(effect.watched, m.ThatOne) or effect.watched.index or effect.watched.among:
        return "a condition on structure damage to a card not chosen before"
    if _counters_on_it(effect.effects) is None:
        return "effects if a card receives structure damage other than counters of a named kind put on it"
    return None


def _if_damaged(ctx: Context, effect: m.IfStructureDamage) -> None:
    """The counters, put in each outcome where the card chosen took structure damage (damage through its armor)."""
    found = _counters_on_it(effect.effects)
    assert found is not None
    pos = ctx.pos
    for card_id in (c for c in ctx.last if not c.endswith(".stockpile")):
        for add in found:
            assert add.counter is not None
            ctx.battle.later.append(
                Later(
                    "counters",
                    ctx.source,
                    ctx.player,
                    add.count,
                    (card_id,),
                    if_structure_damaged=(card_id,),
                    at_least=1,
                    counter=add.counter,
                )
            )
            pos.note(
                f"{pos.name(ctx.source)}: if {pos.name(card_id)} receives structure damage (damage through its armor), "
                f"it gets {add.count} {add.counter} counter(s)",
                r.RESOLVE_DAMAGE,
                CARDS_MAKE_EXCEPTIONS,
            )


def _watched(each: m.Selector) -> m.Selector:
    return each.model_copy(update={"took_structure_damage": False})


def problem(effect: m.Effect) -> str | None:
    """Why the engine cannot execute this effect yet, or ``None``."""
    if isinstance(effect, m.IfStructureDamage):
        return _if_damaged_problem(effect)
    each = _for_each(effect)
    assert each is not None and isinstance(each.each, m.Selector)
    tap = _untap_one(each.effects, delayed=each is effect)
    assert tap is not None
    return target_problem(_watched(each.each)) or target_problem(tap.target)


def run(ctx: Context, effect: m.Effect) -> None:
    """The cards watched (those the selector reaches now: a card that left the battle receives no damage), the
    'Mechs chosen to untap, kept as :class:`Later` steps applied in each outcome (``interpret_later.apply_later``)."""
    if isinstance(effect, m.IfStructureDamage):
        _if_damaged(ctx, effect)
        return
    each = _for_each(effect)
    assert each is not None and isinstance(each.each, m.Selector)
    tap = _untap_one(each.effects, delayed=each is effect)
    assert tap is not None
    pos = ctx.pos
    source = pos.name(ctx.source)
    last = list(ctx.last)
    watched = tuple(c for c in resolve_target(ctx, _watched(each.each)) if not c.endswith(".stockpile"))
    chosen: list[str] = []
    while ctx.choose and len(chosen) < len(watched):
        picked = resolve_target(ctx, tap.target)
        if ctx.failed:
            return
        if picked[0] in chosen:
            ctx.violate(f"{source}: {pos.name(picked[0])} is chosen twice", r.MISSION_CARDS_AFFECT)
            return
        chosen += picked
    if not _optional(each.effects) and len(chosen) < len(watched):
        eligible = resolve_target(ctx, tap.target.model_copy(update={"quantifier": "each"}))
        if len(chosen) < min(len(watched), len(eligible)):
            ctx.violate(
                f"{source}: choose, in order, the 'Mechs untapped for each of {len(watched)} Unit(s) that may take "
                "structure damage (missing in 'choose')",
                r.MISSION_CARDS_AFFECT,
            )
            return
    ctx.last = last
    for at, card_id in enumerate(chosen, start=1):
        refuse_untap_by_effect(pos, card_id, later=True)  # a counter's "whenever it would untap"
        ctx.battle.later.append(
            Later("untap", ctx.source, ctx.player, 0, (card_id,), if_structure_damaged=watched, at_least=at)
        )
    names = ", ".join(map(pos.name, watched)) or "none"
    untaps = ", ".join(map(pos.name, chosen)) or "no 'Mech"
    pos.note(
        f"{source}: after the mission, for each of {names} that took structure damage (damage through its armor), "
        f"{ctx.player} untaps the next of: {untaps}",
        r.MISSION_CARD_STAYS_IN_EFFECT,
        r.RESOLVE_DAMAGE,
        CARDS_MAKE_EXCEPTIONS,
    )


__all__ = ["RULE_IDS", "handles", "problem", "run"]
