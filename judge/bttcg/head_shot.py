"""A die for each point of structure damage dealt to a chosen 'Mech, rolled once damage is applied: low faces prevent
the point, middle ones do nothing, a 6 scraps the 'Mech, and without a 6 the card goes back to its owner's hand after
the mission (Head Shot; DSL ``per_damage`` with ``structure``, its die's branches ``prevent_that_damage``,
``no_effect`` and ``scrap``, then ``if_not_rolled``).

Sources: 1997 rulings, Order of Resolving Effects During Missions (Head Shot relies on information known only once
damage is applied: it resolves after damage is applied, and the missiles' rolls come before it); rulebook p.29-30 and
Glossary, Structure and Armor (structure damage is the damage that gets through armor, as damage counters: one die
for each, and a point prevented is one damage counter fewer); CE rulings, Mission Cards (the card stays in effect
for the mission; "return ... after mission": to its owner's hand once the mission is over).

Executed: in each way damage resolves, the dice for the points of structure damage the 'Mech took (from the
scenario's ``dice`` left after the battle's other rolls, in order, then enumerated with their exact probabilities):
each point prevented on its faces comes off its damage counters, a scrapping face scraps it (with the cards on it),
and the card goes back to the hand when no die shows the face it names. Refused, never guessed: a 'Mech the damage
itself scraps (whether preventing a point afterwards saves it is not settled); a 'Mech whose damage is redirected;
a scrapping that other cards would react to (a card on the 'Mech with a triggered ability or one that moves it, a
card that restocks it, an effect waiting on its scrapping, a Command card's battle trigger the engine does not
execute); every point prevented when an effect after the mission asks whether it received structure damage. An
effect after the mission that untaps, depletes or puts counters on the 'Mech ("If that 'Mech receives no structure
damage, untap that 'Mech after mission") is applied with the dice either way (a scrapped card keeps none of it). A
Command card beside the battle watching a 'Mech scrapped ("Whenever a 'Mech you control is scrapped, put a salvage
counter on this card") gets its counters when the die scraps it (judge/bttcg/battle_triggers.py:
``on_late_scrap``)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.battle_triggers import RULE_IDS as BATTLE_TRIGGER_RULES
from judge.bttcg.battle_triggers import on_late_scrap
from judge.bttcg.state import CardState, Later, PerDamageRoll, UnsupportedError
from judge.bttcg.stats import structure
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.damage import Outcome, Resolver
    from judge.bttcg.interpret_targets import Context

AFTER_DAMAGE_APPLIED = r.DIE_ROLLS_AT_ONCE
"""1997 rulings, Order of Resolving Effects During Missions: Head Shot and Pryde's Pride resolve after damage."""
STRUCTURE = "rulebook/glossary-index/structure"
LATE = frozenset({"scrapped", "battle_end", "you_damage_stockpile"})
"""The triggers of Command cards beside a battle (judge/bttcg/battle_triggers.py): a supported one sees the 'Mech
scrapped once damage is applied through ``on_late_scrap``; any other is refused."""
RULE_IDS = (AFTER_DAMAGE_APPLIED, STRUCTURE, r.RESOLVE_DAMAGE, r.MISSION_CARD_STAYS_IN_EFFECT)


def _that(target: m.Target | None) -> bool:
    return isinstance(target, m.ThatOne) and target.index is None and target.among is None and not target.plural


def _faces(effect: m.PerDamage) -> tuple[frozenset[int], frozenset[int]] | None:
    """The faces that prevent a point and those that scrap the 'Mech, when every branch does one of those or
    nothing, else ``None``."""
    if len(effect.effects) != 1 or not isinstance(effect.effects[0], m.RollDie):
        return None
    roll = effect.effects[0]
    if roll.count != 1 or roll.second or roll.additional or roll.instead or roll.delayed:
        return None
    prevent: set[int] = set()
    scrap: set[int] = set()
    for branch in roll.branches:
        faces = set(range(branch.low, min(branch.high, 6) + 1))
        (only,) = branch.effects if len(branch.effects) == 1 else (None,)
        if isinstance(only, m.PreventThatDamage):
            prevent |= faces
        elif isinstance(only, m.Scrap) and _that(only.target):
            scrap |= faces
        elif not isinstance(only, m.NoEffect):
            return None
    return frozenset(prevent), frozenset(scrap)


def handles(effect: m.Effect) -> bool:
    """ "For each structure damage dealt to that 'Mech, roll a die: ..." and "If you don't roll at least one 6,
    return this card to your hand after mission"."""
    if isinstance(effect, m.PerDamage):
        return (
            effect.structure
            and effect.per == 1
            and effect.by is None
            and not effect.during_battle
            and _that(effect.to)
            and _faces(effect) is not None
        )
    if isinstance(effect, m.IfNotRolled):
        (back,) = effect.effects if len(effect.effects) == 1 else (None,)
        return isinstance(back, m.ReturnToHand) and isinstance(back.target, m.This) and back.delayed == "mission"
    return False


def problem(effect: m.Effect) -> str | None:
    return None  # every shape :func:`handles` takes is executed


def run(ctx: Context, effect: m.Effect) -> None:
    """Kept on the battle for damage resolution (:func:`after_damage`)."""
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if isinstance(effect, m.IfNotRolled):
        mine = [i for i, roll in enumerate(battle.per_damage) if roll.source == ctx.source]
        if len(mine) != 1:
            raise UnsupportedError(f"{source}: 'if you don't roll' with no die rolled for each point of damage before")
        battle.per_damage[mine[0]] = replace(battle.per_damage[mine[0]], returns_unless=effect.value)
        pos.note(
            f"{source}: unless a die shows {effect.value}, it returns to {ctx.player}'s hand after the mission",
            r.MISSION_CARD_STAYS_IN_EFFECT,
        )
        return
    assert isinstance(effect, m.PerDamage)
    faces = _faces(effect)
    assert faces is not None
    if len(ctx.last) != 1 or ctx.last[0] not in battle.fighters:
        raise UnsupportedError(f"{source}: a die for each point of damage to no card of the battle, or to several")
    card = ctx.last[0]
    if battle.per_damage:
        raise UnsupportedError(f"{source}: two cards rolling for each point of damage: not executed yet")
    battle.per_damage.append(PerDamageRoll(ctx.source, ctx.player, card, faces[0], faces[1]))
    pos.note(
        f"{source}: once damage is applied, a die for each point of structure damage {pos.name(card)} took",
        AFTER_DAMAGE_APPLIED,
        STRUCTURE,
    )


def _refuse_reactions(resolver: Resolver, roll: PerDamageRoll) -> None:
    """:raises UnsupportedError: when scrapping the 'Mech now would be seen by other cards (see the module)."""
    from judge.bttcg.battle_triggers import supported
    from judge.bttcg.instead_of_scrapheap import restocks
    from judge.bttcg.state import is_active
    from judge.bttcg.stockpile_moves import _stockpiled_by

    pos, battle, card = resolver.pos, resolver.battle, roll.card
    name = pos.name(roll.source)
    on_it = [c for c, s in pos.cards.items() if s.on == card and s.zone not in ("hand", "scrapheap", "stockpile")]
    reacting = (
        any(isinstance(a, m.Triggered) for c in on_it for a in pos.faces[c].abilities)
        or bool(_stockpiled_by(pos, card))
        or restocks(pos.faces[card])
        or any(_waits_on(item, card) for item in battle.later)
        or bool(battle.watches)
        or card in battle.redirect_all
        or any(  # Command cards beside the battle: only what battle_triggers.on_late_scrap executes
            pos.faces[c].kind == "command"
            and is_active(s)
            and any(
                not supported(a) for a in pos.faces[c].abilities if isinstance(a, m.Triggered) and a.trigger in LATE
            )
            for c, s in pos.cards.items()
        )
    )
    if reacting:
        raise UnsupportedError(
            f"{name}: other cards react to {pos.name(card)}'s damage or scrapping as damage resolves: its dice after "
            "damage is applied are not executed with them yet"
        )


_UNMOVED = ("untap", "deplete", "counters")
"""What a pending effect may do to the 'Mech after the mission whatever its dice: a scrapped card is neither untapped
nor depleted and its counters go with it; the dice touch only its damage and zone, never whether it is tapped."""


def _waits_on(item: Later, card: str) -> bool:
    """Whether a pending effect's outcome turns on the 'Mech being scrapped (before or after its dice), or changes
    the 'Mech otherwise than :data:`_UNMOVED` (then the order of the two would matter)."""
    return card in (*(item.if_scrapped or ()), *item.if_all_scrapped) or (
        card in item.cards and item.what not in _UNMOVED
    )


def _all_prevented(resolver: Resolver, roll: PerDamageRoll) -> None:
    """:raises UnsupportedError: when every point of structure damage is prevented and a pending effect asks whether
    the 'Mech received structure damage ("If that 'Mech receives no structure damage, untap that 'Mech after
    mission"): whether damage applied and then prevented after damage is applied was received is not settled. With
    any point left, or the 'Mech scrapped, it received some either way."""
    battle = resolver.battle
    if any(
        roll.card in (*item.if_unharmed, *item.if_structure_damaged, *(item.if_dealt or ())) for item in battle.later
    ):
        name = resolver.pos.name(roll.source)
        raise UnsupportedError(
            f"{name}: every point of structure damage {resolver.pos.name(roll.card)} took is prevented after damage "
            "is applied: whether it received structure damage for an effect after the mission is not settled"
        )


def _dice(resolver: Resolver, roll: PerDamageRoll, n: int, at: int) -> dict[tuple[bool, int, bool, int], Fraction]:
    """The ways ``n`` dice fall from the fixed die ``at`` on: (scrapped, points prevented, the face named rolled,
    fixed dice used) -> probability."""
    ways: dict[tuple[bool, int, bool, int], Fraction] = {(False, 0, False, at): Fraction(1)}
    for _ in range(n):
        nxt: dict[tuple[bool, int, bool, int], Fraction] = {}
        for (scrapped, prevented, named, k), p in ways.items():
            faces = [resolver.dice[k]] if k < len(resolver.dice) else list(range(1, 7))
            for face in faces:
                key = (
                    scrapped or face in roll.scrap,
                    prevented + (face in roll.prevent),
                    named or face == roll.returns_unless,
                    k + 1 if k < len(resolver.dice) else k,
                )
                nxt[key] = nxt.get(key, Fraction(0)) + p / len(faces)
        ways = nxt
    return ways


def after_damage(
    resolver: Resolver, incoming: dict[str, int], results: list[tuple[Fraction, Outcome]]
) -> list[tuple[Fraction, Outcome]]:
    """Each way damage resolved, split by the dice rolled for each point of structure damage (the way itself when
    the battle has none)."""
    battle, pos = resolver.battle, resolver.pos
    if not battle.per_damage:
        return results
    (roll,) = battle.per_damage
    card, name = roll.card, pos.name(roll.source)
    total = incoming.get(card, 0)
    received, prevented = resolver.prevented(card, total) if total else (0, 0)
    through = received - prevented - resolver.armor_stops(card, received - prevented, total) if total else 0
    if through > 0:  # no die without structure damage: nothing else can see the 'Mech change
        _refuse_reactions(resolver, roll)
    before = pos.cards[card].damage
    limit = structure(pos, card)
    if limit is not None and before + through >= limit:
        raise UnsupportedError(
            f"{name}: the damage itself scraps {pos.name(card)}: whether a point {name} prevents afterwards saves it "
            "is not settled by the rules"
        )
    faces = ", ".join(
        f"{'/'.join(map(str, sorted(f)))} {what}"
        for f, what in ((roll.prevent, "prevents a point"), (roll.scrap, "scraps it"))
        if f
    )
    text = f"{name}: {pos.name(card)} took {through} structure damage: {through} dice once damage is applied ({faces})"
    if not any(entry.text == text for entry in pos.trace):  # once, whatever the missiles' rolls
        pos.note(text, AFTER_DAMAGE_APPLIED, STRUCTURE)
    found: list[tuple[Fraction, Outcome]] = []
    for q, outcome in results:
        if outcome.states[card].damage != before + through:
            raise UnsupportedError(f"{name}: {pos.name(card)} changed otherwise as damage resolved: not executed yet")
        for (scrapped, saved, named, used), p in _dice(resolver, roll, through, outcome.dice_used).items():
            states = {c: replace(s) for c, s in outcome.states.items()}
            if scrapped:
                states[card] = CardState(zone="scrapheap")
                for other, state in states.items():
                    if state.on == card and state.zone != "scrapheap":
                        states[other] = CardState(zone="scrapheap")
                for said in on_late_scrap(pos, battle, states, card):  # "Whenever a 'Mech you control is scrapped"
                    if not any(entry.text == said for entry in pos.trace):
                        pos.note(said, AFTER_DAMAGE_APPLIED, *BATTLE_TRIGGER_RULES)
            else:
                if saved == through:
                    _all_prevented(resolver, roll)
                states[card].damage -= saved
            if roll.returns_unless is not None and not named:
                states[roll.source] = CardState(zone="hand")
            found.append((q * p, resolver._outcome(states, dict(outcome.stockpiles), used, outcome.drawn)))
    return found


__all__ = ["RULE_IDS", "after_damage", "handles", "problem", "run"]
