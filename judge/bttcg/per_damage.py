"""Effects once for every N damage the attacking Units deal to the defending player's Units and the target, in a
mission (Civilian Settlement, in substance: each 3 damage the attackers deal to the defender's Units or the target
costs the attacking player 1 damage to his or her Stockpile, usable only in a mission whose target is in the region
the card enhances)
(Civilian Settlement; DSL ``per_damage_dealt``).

Rules: a Unit deals damage equal to the damage assigned to each card (rulebook p.28-29, Assigning and Resolving
Damage), all of it resolved at once at the end of the battle (p.29); a Stockpile receiving damage loses one card for
each point (p.29; CE General Rulings, Victory Conditions: checked once the whole effect is assessed), so the card's
Stockpile damage resolves with the battle's damage. The ability is used by its controller, the defending player
("your Units", "attacking player's Stockpile"), during a mission whose target is in the region the card enhances
(judge/bttcg/terrain.py checks where). The damage counted is the damage the attacking Units deal as assigned; where
the readings of "damage dealt" differ (a recipient whose armor or a prevention stops some of it, damage redirected
or multiplied, missiles whose dice are not rolled yet, a card's damage from an attacking Unit's ability) the
mission is refused, never guessed."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.damage_changes import lasting_factor
from judge.bttcg.interpret_targets import Context
from judge.bttcg.state import CardDamage, Deferred, UnsupportedError
from judge.bttcg.stats import armor
from judge.dsl import models as m

RULE_IDS = (r.RESOLVE_DAMAGE, r.MISSION_CARD_STAYS_IN_EFFECT)


def _attacking_units(target: m.Target) -> bool:
    return (
        isinstance(target, m.Selector)
        and target.quantifier in ("all", "each")
        and target.noun in ("unit", "mech")
        and target.states == ["attacking"]
        and not set(target.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner", "states"}
    )


def _yours_and_target(target: m.Target) -> bool:
    """ "to your Units and/or the target"."""
    if not isinstance(target, m.Either) or len(target.options) != 2:
        return False
    units, site = target.options
    return (
        isinstance(units, m.Selector)
        and units.noun == "unit"
        and units.owner == "you"
        and not set(units.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner"}
        and isinstance(site, m.Selector)
        and site.noun == "target"
        and not set(site.model_dump(exclude_defaults=True)) - {"kind", "quantifier", "noun", "owner"}
    )


def _stockpile_damage(effects: list[m.Effect]) -> int | None:
    """ "deal 1 damage to attacking player's Stockpile": the damage, else ``None``."""
    if len(effects) != 1 or not isinstance(effects[0], m.DealDamage):
        return None
    deal = effects[0]
    target = deal.target
    plain = not set(deal.model_dump(exclude_defaults=True)) - {"kind", "target", "amount"}  # nothing more said
    if plain and isinstance(target, m.Selector) and target.noun == "stockpile" and target.owner == "opponent":
        return deal.amount
    return None


def per_damage_problem(effect: m.PerDamageDealt) -> str | None:
    """Why the battle cannot do this yet (``None``: it can; the battle's damage is checked when it is counted)."""
    if not (_attacking_units(effect.source) and _yours_and_target(effect.to)):
        return "effects per damage dealt other than by attacking Units to your Units and the target"
    if _stockpile_damage(effect.effects) is None:
        return "effects per damage dealt other than damage to the attacking player's Stockpile"
    return None


def run_per_damage(ctx: Context, effect: m.PerDamageDealt) -> None:
    """Used in the battle by the defending player: counted when the battle's steps are over (:func:`settle`).

    :raises UnsupportedError: used by the attacking player."""
    battle = ctx.battle
    if ctx.player != battle.defender:
        raise UnsupportedError(
            f"{ctx.pos.name(ctx.source)}: used by the attacking player ('your Units' are the attacker's): not executed"
        )
    battle.deferred.append(Deferred([effect], ctx.player, ctx.source, []))
    ctx.pos.note(
        f"{ctx.pos.name(ctx.source)}: the damage the attacking Units deal is counted as it resolves",
        r.MISSION_CARD_STAYS_IN_EFFECT,
    )


def settle(ctx: Context, effect: m.PerDamageDealt) -> None:
    """The damage the attacking Units deal to the defender's Units and the target, as assigned; once for every
    ``per`` of it, the damage to the attacking player's Stockpile, resolved with the battle's damage.

    :raises UnsupportedError: where the readings of "damage dealt" differ (see the module)."""
    pos, battle = ctx.pos, ctx.battle
    name = pos.name(ctx.source)
    each = _stockpile_damage(effect.effects)
    assert each is not None  # per_damage_problem says so
    recipients = {f.card_id for f in battle.side(battle.defender)} | {battle.target}
    attackers = {f.card_id for f in battle.side(battle.attacker)}
    dealt = 0
    for fighter in battle.side(battle.attacker):
        if fighter.missiles:
            raise UnsupportedError(f"{name}: the damage dealt by missiles, whose dice are rolled as damage resolves")
        if fighter.deals_no_damage:
            continue
        for recipient, n in (fighter.assigned or {}).items():
            if recipient not in recipients or n <= 0:
                continue
            stopped = recipient in battle.redirect_all or recipient in battle.multipliers
            stopped = stopped or lasting_factor(pos, recipient) != 1
            stopped = stopped or any(s.recipient == recipient for s in battle.shields)
            if not recipient.endswith(".stockpile"):
                stopped = stopped or armor(pos, battle, battle.fighters.get(recipient), recipient) > 0
            if stopped:
                raise UnsupportedError(
                    f"{name}: damage dealt to {pos.name(recipient)}, whose armor, a prevention, a redirection or a "
                    "multiplier changes what it receives: 'damage dealt' reads two ways there, not executed"
                )
            dealt += n
    if any(hit.source in attackers and hit.recipient in recipients for hit in battle.card_damage):
        raise UnsupportedError(f"{name}: damage an attacking Unit's ability deals: not counted yet")
    times = dealt // effect.per
    stockpile = f"{battle.attacker}.stockpile"
    pos.note(
        f"{name}: the attacking Units deal {dealt} damage to {battle.defender}'s Units and the target: "
        f"{times * each} damage to {battle.attacker}'s Stockpile, resolved with the battle's damage",
        *RULE_IDS,
    )
    if times:
        battle.card_damage.append(CardDamage(stockpile, times * each, ctx.source))


__all__ = ["RULE_IDS", "per_damage_problem", "run_per_damage", "settle"]
