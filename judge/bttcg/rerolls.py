"""Abilities used immediately after a missile die is rolled: a reroll of one of your missile die rolls (Coventry
Metal Works), +1 to one of your die rolls (NAIS, Field Command Post), a change either way of each roll of the
missiles a Pilot's 'Mech fires (Targeting Ace), a reroll of all of a 'Mech's missile dice (Huntress), a Mission
card's change of each roll for the rest of the mission (Missile Spotter).

The rules: missile dice are rolled when damage resolves at the end of the battle, one die per missile fired
(rulebook p.31, Missile; 1997 rulings, Order of Resolving Effects During Missions, 2); an ability that says "use it
immediately after rolling" is used on a die already rolled, as its player sees it; several modifications combine on
one roll, NARC's included (CE General Rulings, Unit Options: NARC). Munitions, NARC and Anti-Missile read the roll
as it ends (``damage.Resolver._missile_table``).

The scenario says how its player uses the ability, since the choice depends on the die: the ``use`` action's
``on_roll`` (an extension of scenario-format.md) lists the faces on which it is used, and its ``choose`` may name
the Unit whose missiles it watches. The ability is used on the first of the player's missile rolls (that Unit's,
when chosen) that shows one of those faces, as the missiles are rolled in the order they were fired; a roll that
was rerolled or changed is looked at again by the abilities not used yet, in the order the scenario lists them. If
no roll shows one of the faces, the ability is not used and its card stays untapped. With dice left open, the
answer is the exact distribution: a reroll is one more die, enumerated like the others (never sampled).
"""

from __future__ import annotations

from fractions import Fraction
from math import prod
from typing import TYPE_CHECKING, cast

from judge.bttcg import ability_costs
from judge.bttcg import rules as r
from judge.bttcg.battle_uses import may_use
from judge.bttcg.executes import nodes, refusal
from judge.bttcg.refusals import unsupported
from judge.bttcg.scenario import Action
from judge.bttcg.state import REROLL, Battle, DieUse, MissileVolley, Position, UnsupportedError, is_active
from judge.budget import STEP, current
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.damage import Resolver
    from judge.bttcg.interpret_targets import Context

RULES = (r.MISSILE, r.DIE_ROLLS_AT_ONCE, r.DIE_ROLL_CHANGES_COMBINE)

MissileState = tuple[tuple[tuple[str, int], ...], int, tuple[int, ...]]
"""Extra damage per card, dice used, and the die uses (indices into ``Battle.die_uses``) used so far."""


def after_roll(ability: m.Ability) -> bool:
    """Whether the ability is used immediately after a die is rolled ("Use this ability immediately after ..."): an
    activated one, or one its player uses without a cost (``Static.used``: ``faces.usable``)."""
    used = isinstance(ability, m.Activated) or (isinstance(ability, m.Static) and ability.used)
    return used and any(isinstance(c, m.AfterRoll) for c in getattr(ability, "conditions", []))


def handled_refusals() -> frozenset[str]:
    """The table's refusals of kinds this module executes inside an after-roll ability (what "You may" offers, one
    of two changes: :func:`problems` checks them), which the table cannot tell from the same kinds elsewhere."""
    return frozenset({refusal("effect", "one_of"), refusal("effect", "may")})


def _core(effects: list[m.Effect]) -> list[m.Effect]:
    """The effects a player may apply to the roll: what "You may ..." offers is answered by the scenario's policy."""
    if len(effects) == 1 and isinstance(effects[0], m.May):
        return list(effects[0].effects)
    return effects


def _options(effects: list[m.Effect]) -> list[m.Effect]:
    """The changes offered: one, or each of "Reroll one of your missile die rolls or add 1 to that roll"."""
    core = _core(effects)
    if len(core) == 1 and isinstance(core[0], m.OneOf):
        return [e for option in core[0].options for e in option] if all(len(o) == 1 for o in core[0].options) else []
    return core


def problems(ability: m.Activated | m.Static) -> list[str]:
    """What of an after-roll ability the engine does not execute yet (empty: all of it): it executes a reroll of a
    missile die or a change of a missile roll by a number (either way, or one of the two), paid by tapping the card,
    on one of the player's rolls or on each roll of the missiles its Pilot's 'Mech fires, as missiles resolve."""
    if any(isinstance(e, m.RerollMissile) and e.all_fired_by is not None for e in ability.effects):
        return _all_of_problems(ability)
    found: list[str] = []
    for condition in ability.conditions:
        if not isinstance(condition, m.AfterRoll):
            found.append("a condition beside 'immediately after rolling' on a die roll's ability")
        elif condition.all_dice:
            found.append("an ability used once all of a 'Mech's missile dice are rolled")
    options = _options(ability.effects)
    if not options or len(_core(ability.effects)) != 1:
        found.append("an ability used after a die roll with several effects")
    for effect in options:
        if isinstance(effect, m.AdjustMissileRoll) and effect.fired_by is not None:
            if not isinstance(effect.fired_by, m.PilotedUnit):
                found.append("a change of the missile rolls of a 'Mech other than the one a Pilot pilots")
        elif not isinstance(effect, m.RerollMissile | m.AddToDieRoll | m.AdjustMissileRoll):
            found.append(f"the effect '{effect.kind}' after a die roll")
    if any(not isinstance(c, m.TapCost) for c in getattr(ability, "cost", [])):
        found.append("a cost other than {T} of an ability used after a die roll")
    return found


def _all_of_problems(ability: m.Activated | m.Static) -> list[str]:
    """What of a reroll of all of the missile dice of a 'Mech the ability chooses, once they are all rolled
    (Huntress), the engine does not execute (empty: all of it), its cost {T} and cards of the hand scrapped."""
    effects = ability.effects
    chosen = effects[0].target if len(effects) == 2 and isinstance(effects[0], m.Choose) else None
    shape = (
        isinstance(chosen, m.Selector)
        and chosen.noun in ("mech", "unit")
        and chosen.owner == "you"
        and not cast(m.Choose, effects[0]).more
        and isinstance(effects[1], m.RerollMissile)
        and isinstance(effects[1].all_fired_by, m.ThatOne)
    )
    found = [] if shape else ["rerolling all of the missile dice of a 'Mech other than one chosen by the ability"]
    if any(not (isinstance(c, m.AfterRoll) and c.all_dice) for c in ability.conditions):
        found.append("a condition beside 'after all of the missile dice are rolled'")
    costs = getattr(ability, "cost", [])
    if any(not (isinstance(c, m.TapCost) or ability_costs.from_hand(c)) for c in costs):
        found.append("a cost other than {T} or cards of the hand of an ability used after a die roll")
    return found


def _offered(effects: list[m.Effect]) -> set[int]:
    """What the ability may do to a roll: ``REROLL``, or each change it offers."""
    found: set[int] = set()
    for effect in _options(effects):
        if isinstance(effect, m.RerollMissile):
            found.add(REROLL)
        elif isinstance(effect, m.AddToDieRoll | m.AdjustMissileRoll):
            found.add(effect.amount)
            if isinstance(effect, m.AdjustMissileRoll) and effect.either_way:
                found.add(-effect.amount)
    return found


def _each_of(pos: Position, card_id: str, effects: list[m.Effect]) -> str | None:
    """The 'Mech whose every missile roll the ability watches ("for each missile fired from 'Mech piloted by ..."):
    the one its Pilot is on; ``None`` for an ability used once."""
    fired_by = [e.fired_by for e in _options(effects) if isinstance(e, m.AdjustMissileRoll) and e.fired_by]
    return pos.cards[card_id].on or "" if fired_by else None


def is_use(pos: Position, action: Action) -> bool:
    """Whether the action uses a card's after-roll ability (placed at damage resolution, not in a battle step)."""
    which = action.ability_number
    face = pos.faces.get(action.card or action.unit or "")
    if action.verb != "use" or which is None or face is None:
        return False
    ability = face.activated(which)
    return ability is not None and after_roll(ability)


def _policy(index: int, pos: Position, name: str, action: Action, offered: set[int]) -> dict[int, int] | None:
    """The scenario's ``on_roll`` as face -> what the ability does; ``None`` after recording the violation (strict
    mode: what the player does on each face is a choice the scenario makes)."""
    words = {REROLL: "reroll"}
    can = " or ".join(words.get(o, f"{o:+d}") for o in sorted(offered))
    if not action.on_roll:
        pos.violate(
            index, f"{name}'s ability is used immediately after a die is rolled: say on which faces ('on_roll')", *RULES
        )
        return None
    if isinstance(action.on_roll, list):
        if len(offered) != 1:
            pos.violate(index, f"{name}'s ability may {can}: say which on each face ('on_roll': {{4: ...}})", *RULES)
            return None
        return dict.fromkeys(action.on_roll, next(iter(offered)))
    policy = {face: REROLL if do == "reroll" else do for face, do in action.on_roll.items()}
    wrong = sorted(face for face, do in policy.items() if do not in offered)
    if wrong:
        pos.violate(index, f"{name}'s ability may only {can} (not what 'on_roll' says for {wrong[0]})", *RULES)
        return None
    return policy


def record(pos: Position, battle: Battle, index: int, action: Action) -> None:
    """Checks the use of an after-roll ability and keeps it for damage resolution (:func:`missile_rolls`): its card
    in play and its player's, the ability once per battle (rulebook p.27), its card untapped to pay {T}, what it does
    on each face given (strict mode), the Unit chosen one of the player's in the battle, a Pilot's 'Mech in it.

    :raises UnsupportedError: for what of the ability the engine does not execute (:func:`problems`)."""
    card_id = action.card or action.unit or ""
    face = pos.faces[card_id]
    which = action.ability_number
    assert which is not None
    ability = face.activated(which)
    assert ability is not None
    missing = problems(ability)
    if missing:
        raise unsupported(face.name, ability, missing[0])
    if pos.owners[card_id] != action.by:
        pos.violate(index, f"{face.name} is not {action.by}'s", r.GOES_FIRST)
        return
    if not is_active(pos.cards[card_id]):
        pos.violate(index, f"{face.name} is not in play, so it has no ability to use", r.CARD_UNDER_CONSTRUCTION)
        return
    key = f"{card_id}#{which}"
    if not may_use(pos, battle, index, card_id, key, taps=any(isinstance(c, m.TapCost) for c in ability.cost)):
        return
    if any(isinstance(e, m.RerollMissile) and e.all_fired_by is not None for e in ability.effects):
        _record_all_of(pos, battle, index, action, ability)
        return
    policy = _policy(index, pos, face.name, action, _offered(ability.effects))
    if policy is None:
        return
    piloted = _each_of(pos, card_id, ability.effects)
    chosen = list(action.choose or []) if piloted is None else [piloted]
    fighter = battle.fighters.get(chosen[0]) if len(chosen) == 1 else None
    if chosen and (fighter is None or fighter.removed or fighter.player != action.by):
        whose = "the 'Mech it pilots is not in the battle" if piloted is not None else "choose one of "
        pos.violate(
            index,
            f"{face.name}'s ability is used on {action.by}'s missile rolls: "
            + (whose if piloted is not None else f"{whose}{action.by}'s Units in the battle"),
            *RULES,
        )
        return
    battle.abilities_used.append(key)
    unit = chosen[0] if chosen else None
    any_roll = any(isinstance(e, m.AddToDieRoll) for e in _options(ability.effects))
    policy_items = tuple(sorted(policy.items()))
    battle.die_uses.append(DieUse(card_id, action.by, policy_items, unit, piloted is not None, any_roll=any_roll))
    words = [f"{'rerolls' if do == REROLL else f'{do:+d} to'} a {f}" for f, do in sorted(policy.items())]
    whose = f"{pos.name(unit)}'s" if unit else f"{action.by}'s"
    which_rolls = f"each of {whose} missile rolls" if piloted is not None else f"the first of {whose} missile rolls"
    paid = f", tapping {face.name}" if any(isinstance(c, m.TapCost) for c in ability.cost) else ""
    pos.note(
        f"{action.by} will use {face.name}'s ability on {which_rolls} it applies to, immediately after it is rolled "
        f"when damage resolves: {', '.join(words)}{paid}",
        *RULES,
    )


def _record_all_of(pos: Position, battle: Battle, index: int, action: Action, ability: m.Activated) -> None:
    """A reroll of all of the missile dice of a 'Mech chosen, paid with a card of the hand (Huntress): the cards
    paying first in ``choose``, then the 'Mech (1997 rulings, Black Market Connections: all
    choices at once); ``on_roll`` the faces every one of its dice must show for its player to reroll them all."""
    card_id = action.card or action.unit or ""
    face = pos.faces[card_id]
    paying = ability_costs.take_from_hand(pos, index, action.by, face, ability.cost, list(action.choose or []))
    if paying is None:
        return
    hand, rest = paying
    fighter = battle.fighters.get(rest[0]) if len(rest) == 1 else None
    if fighter is None or fighter.removed or fighter.player != action.by or pos.faces[rest[0]].unit_type != "mech":
        pos.violate(index, f"{face.name}: choose one of {action.by}'s 'Mechs in the battle (after the cost)", *RULES)
        return
    if not isinstance(action.on_roll, list):
        pos.violate(
            index,
            f"{face.name}'s ability rerolls all of a 'Mech's missile dice: say the faces every one must show "
            "('on_roll': [4, 5, 6])",
            *RULES,
        )
        return
    if any(u.all_of and u.unit == rest[0] for u in battle.die_uses):
        raise UnsupportedError(f"{face.name}: two abilities rerolling all of one 'Mech's missile dice")
    battle.abilities_used.append(f"{card_id}#{action.ability_number}")
    policy = tuple((f, REROLL) for f in sorted(set(action.on_roll)))
    battle.die_uses.append(DieUse(card_id, action.by, policy, rest[0], all_of=True, paid_with=tuple(hand)))
    faces = ", ".join(str(f) for f, _ in policy)
    paid = "".join(f", scrapping {pos.name(c)} from the hand" for c in hand)
    pos.note(
        f"{action.by} will use {face.name}'s ability once all of {pos.name(rest[0])}'s missile dice are rolled, if "
        f"every one shows {faces}: all of them rolled again, tapping {face.name}{paid}",
        *RULES,
    )


def other_rolls(pos: Position, battle: Battle, player: str) -> str | None:
    """A die roll ``player`` may make in this battle other than a missile roll, or ``None``: a Vehicle's roll as it
    receives damage (rulebook, Resolving Damage), a roll of a card of the player's in the battle, on a Unit in it,
    played or used in it."""
    side = {f.card_id for f in battle.side(player)}
    for card_id in sorted(side):
        if pos.faces[card_id].unit_type == "vehicle":
            return f"{pos.name(card_id)} rolls as a Vehicle receiving damage"
    involved = side | {c for c, s in pos.cards.items() if s.on in side} | set(battle.played)
    involved |= {key.split("#")[0] for key in battle.abilities_used}
    for card_id in sorted(involved):
        if pos.owners.get(card_id) == player and any(
            isinstance(n, m.RollDie) for n in nodes(pos.faces[card_id].abilities)
        ):
            return f"{pos.name(card_id)} rolls a die"
    return None


def lasting_change(effects: list[m.Effect]) -> m.AdjustMissileRoll | None:
    """A Mission card's change of each missile roll for the rest of the mission, offered as each die is rolled
    (Missile Spotter): the change it offers, or ``None`` for other effects. The older wording's "You may subtract 1
    from any of your missile die rolls until end of mission" is the same offer, made at each roll."""
    first = effects[0] if len(effects) == 1 else None
    if isinstance(first, m.May) and len(first.effects) == 1 and isinstance(first.effects[0], m.Lasting):
        effects = [first.effects[0].model_copy(update={"effects": [m.May(effects=first.effects[0].effects)]})]
    if len(effects) == 1 and isinstance(effects[0], m.Lasting) and effects[0].until in ("end_of_mission", None):
        effects = list(effects[0].effects)
    core = _core(effects)
    if len(core) == 1 and isinstance(core[0], m.AdjustMissileRoll) and core[0].fired_by is None:
        return core[0]
    return None


def when_rolled(ability: m.Resolve) -> bool:
    """Whether a Mission card's ability with a lasting change of each missile roll has only "Use this ability
    immediately after rolling the die roll" as its conditions: when :func:`record_play`'s change is made anyway."""
    return all(isinstance(c, m.AfterRoll) and not c.all_dice for c in ability.conditions)


def record_play(ctx: Context, action: Action, change: m.AdjustMissileRoll) -> None:
    """A Mission card's change of each missile roll for the rest of the mission, kept for damage resolution: the
    scenario's ``on_roll`` says on which faces its player makes it (strict mode: unsaid is a violation; the card is
    then not played). A battle is one mission: it lasts to damage resolution (rulebook p.26)."""
    pos, battle = ctx.pos, ctx.battle
    name = pos.name(ctx.source)
    offered = {change.amount, -change.amount} if change.either_way else {change.amount}
    if not action.on_roll:
        ctx.violate(f"{name}: say on which faces of the missile rolls its player uses it ('on_roll')", *RULES)
        return
    if isinstance(action.on_roll, list):
        if len(offered) != 1:
            ctx.violate(f"{name}: say what it does on each face ('on_roll': {{4: ...}})", *RULES)
            return
        policy = dict.fromkeys(action.on_roll, next(iter(offered)))
    else:
        policy = {f: REROLL if do == "reroll" else do for f, do in action.on_roll.items()}
        if any(do not in offered for do in policy.values()):
            ctx.violate(f"{name} changes a roll only by {' or '.join(f'{o:+d}' for o in sorted(offered))}", *RULES)
            return
    # "each missile die roll" (the DSL does not keep "your"): the opponent's rolls are refused, not guessed
    battle.die_uses.append(
        DieUse(ctx.source, ctx.player, tuple(sorted(policy.items())), each=True, others_unsettled=True)
    )
    words = ", ".join(f"{do:+d} to a {f}" for f, do in sorted(policy.items()))
    pos.note(f"{name}: for the rest of the mission {ctx.player} changes each missile roll: {words}", *RULES)


# --- the missiles' distribution --------------------------------------------------------------------------------

Roll = tuple[int, int, tuple[int, ...], Fraction]
"""A die as it ends: its value, dice used, die uses used, probability."""


def _faces(dice: list[int], used: int) -> list[int]:
    return [dice[used]] if used < len(dice) else list(range(1, 7))


def _roll(resolver: Resolver, volley: MissileVolley, used: int, applied: tuple[int, ...]) -> list[Roll]:
    """Every way one missile's die ends: rolled, then changed by the die uses that watch it, in their order (each
    once on a roll; one used once in the battle is not used again; a reroll is a new roll, looked at again)."""
    uses = resolver.battle.die_uses
    player = resolver.battle.fighters[volley.unit].player

    def after(value: int, at: int, done: tuple[int, ...], here: frozenset[int], p: Fraction) -> list[Roll]:
        for i, use in enumerate(uses):
            do = None if use.all_of else use.action(value)
            if i in done or i in here or use.player != player or use.unit not in (None, volley.unit) or do is None:
                continue
            now = done if use.each else tuple(sorted((*done, i)))
            if do == REROLL:
                faces = _faces(resolver.dice, at)
                resolver._spend(len(faces))
                return [x for face in faces for x in after(face, at + 1, now, frozenset(), p / len(faces))]
            if value + do < 1:
                raise UnsupportedError(
                    f"{resolver.pos.name(use.card_id)} would make a missile roll below 1: the rules do not say what "
                    "it deals"
                )
            return after(value + do, at, now, here | {i}, p)
        return [(value, at, done, p)]

    faces = _faces(resolver.dice, used)
    resolver._spend(len(faces))
    return [x for face in faces for x in after(face, used + 1, applied, frozenset(), Fraction(1, len(faces)))]


def _top(battle: Battle) -> int:
    """The highest a missile roll can end: 6, plus every addition that could reach it."""
    return 6 + sum(max(0, *(do for _, do in u.policy)) for u in battle.die_uses)


def _rerolls(battle: Battle) -> int:
    return sum(any(do == REROLL for _, do in u.policy) for u in battle.die_uses)


def work_bound(resolver: Resolver, volleys: list[MissileVolley]) -> int:
    """An upper bound of the enumeration steps of :func:`missile_rolls`, counted before any of it: each missile's
    states (one per combination of the totals each card can have received) times the subsets of die uses used and
    the dice they may have consumed, each extended by six faces and by six again for each reroll."""
    uses = resolver.battle.die_uses
    rerolls = _rerolls(resolver.battle)
    spread = (1 << len(uses)) * (rerolls + 1)
    totals: dict[str, set[int]] = {}
    work = 0
    top = _top(resolver.battle)
    for volley in volleys:
        table = resolver._missile_table(volley.unit, volley.recipient, top)
        for _ in range(volley.count):
            work += prod(len(found) for found in totals.values()) * spread * 6 * (rerolls + 1)
            before = totals.get(volley.recipient, {0})
            totals[volley.recipient] = {t + d for t in before for d in set(table)}
    again = sum(v.count for u in uses if u.all_of for v in volleys if v.unit == u.unit)
    return work * (1 + again * 6)  # each 'Mech's dice rolled all again: up to six faces more for each of them


Pending = tuple[tuple[int, tuple[tuple[str, int], ...], bool], ...]
"""For each die use rerolling all of a 'Mech's dice not settled yet: its index, the damage that 'Mech's missiles
dealt so far per card, and whether every one of its dice showed a face of the policy."""


def _add(extra: tuple[tuple[str, int], ...], recipient: str, damage: int) -> tuple[tuple[str, int], ...]:
    if not damage:
        return extra
    got = dict(extra)
    got[recipient] = got.get(recipient, 0) + damage
    return tuple(sorted(got.items()))


def missile_rolls(resolver: Resolver, volleys: list[MissileVolley]) -> dict[MissileState, Fraction]:
    """Extra damage per card from missiles with the die uses of the battle, as a distribution over (damage per card,
    dice used, die uses used): exact, equal states merged after every missile.

    :raises WorkBudgetError: before enumerating anything, when :func:`work_bound` exceeds the budget."""
    steps = work_bound(resolver, volleys)
    if resolver.work + steps > resolver.limit:
        raise resolver._refuse()
    current().spend(steps * STEP, f"the missiles' dice and their rerolls ({steps:,} enumeration steps at most)")
    top = _top(resolver.battle)
    uses = resolver.battle.die_uses
    for use in uses:
        other = other_rolls(resolver.pos, resolver.battle, use.player) if use.any_roll else None
        if other is not None:
            raise UnsupportedError(
                f"{resolver.pos.name(use.card_id)}: 'one of your die rolls' while {use.player} makes other die rolls "
                f"in this battle ({other}): the engine applies it to missile rolls only"
            )
        theirs = [v for v in volleys if resolver.battle.fighters[v.unit].player != use.player]
        if use.others_unsettled and theirs:
            raise UnsupportedError(
                f"{resolver.pos.name(use.card_id)}: whether 'each missile die roll' includes the opponent's missiles "
                f"({resolver.pos.name(theirs[0].unit)}'s) is not settled by the rulings"
            )
    missiles = [(v, resolver._missile_table(v.unit, v.recipient, top)) for v in volleys for _ in range(v.count)]
    last = {v.unit: k for k, (v, _) in enumerate(missiles)}
    start: Pending = tuple((i, (), True) for i, u in enumerate(uses) if u.all_of and u.unit in last)
    dist: dict[tuple[tuple[tuple[str, int], ...], int, tuple[int, ...], Pending], Fraction] = {
        ((), 0, (), start): Fraction(1)
    }
    for k, (volley, table) in enumerate(missiles):
        nxt: dict[tuple[tuple[tuple[str, int], ...], int, tuple[int, ...], Pending], Fraction] = {}
        for (extra, used, applied, pending), p in dist.items():
            for value, at, done, q in _roll(resolver, volley, used, applied):
                damage = table[value - 1]
                now = _add(extra, volley.recipient, damage)
                watching: list[tuple[int, tuple[tuple[str, int], ...], bool]] = []
                for i, contrib, ok in pending:
                    if uses[i].unit == volley.unit:
                        contrib, ok = _add(contrib, volley.recipient, damage), ok and uses[i].action(value) is not None
                    watching.append((i, contrib, ok))
                settled = [w for w in watching if last[volley.unit] == k and uses[w[0]].unit == volley.unit]
                left = tuple(w for w in watching if w not in settled)
                ways = [(now, at, done, Fraction(1))]
                for i, contrib, ok in settled:  # all of that 'Mech's dice rolled: its player rerolls them all or not
                    if ok:
                        ways = [
                            w for way in ways for w in _reroll_all(resolver, missiles, volley.unit, i, contrib, way)
                        ]
                for extra2, at2, done2, r2 in ways:
                    key = (extra2, at2, done2, left)
                    nxt[key] = nxt.get(key, Fraction(0)) + p * q * r2
        dist = nxt
    found: dict[MissileState, Fraction] = {}
    for (extra, used, applied, _pending), p in dist.items():
        found[(extra, used, applied)] = found.get((extra, used, applied), Fraction(0)) + p
    return found


def _reroll_all(
    resolver: Resolver,
    missiles: list[tuple[MissileVolley, list[int]]],
    unit: str,
    index: int,
    contrib: tuple[tuple[str, int], ...],
    way: tuple[tuple[tuple[str, int], ...], int, tuple[int, ...], Fraction],
) -> list[tuple[tuple[tuple[str, int], ...], int, tuple[int, ...], Fraction]]:
    """Every way the 'Mech's missiles end when all are rolled again: their damage so far taken back, each die
    rolled anew (the other die uses still watching), the use counted as used."""
    extra, at, done, p = way
    base = dict(extra)
    for recipient, n in contrib:
        base[recipient] -= n
    start = tuple(sorted((c, n) for c, n in base.items() if n))
    dist = {(start, at, tuple(sorted((*done, index)))): p}
    for volley, table in (mt for mt in missiles if mt[0].unit == unit):
        nxt: dict[tuple[tuple[tuple[str, int], ...], int, tuple[int, ...]], Fraction] = {}
        for (now, used, applied), q in dist.items():
            for value, at2, done2, r2 in _roll(resolver, volley, used, applied):
                key = (_add(now, volley.recipient, table[value - 1]), at2, done2)
                nxt[key] = nxt.get(key, Fraction(0)) + q * r2
        dist = nxt
    return [(e, a, d, q) for (e, a, d), q in dist.items()]


def scrapped_by(battle: Battle, applied: tuple[int, ...]) -> list[str]:
    """The cards of the hand scrapped to pay for the die uses used."""
    return [c for i in applied for c in battle.die_uses[i].paid_with]


def tapped_by(battle: Battle, applied: tuple[int, ...]) -> list[str]:
    """The cards tapped to pay for the die uses used ({T}: the cost of each, paid when it is used)."""
    return [battle.die_uses[i].card_id for i in applied]


def joint_bound(resolver: Resolver, volleys: list[MissileVolley]) -> int:
    """The distinct ways the missiles end, bounded before they are enumerated: one per combination of the totals
    each card can receive (whatever the dice fixed), times the subsets of die uses used and the dice they may have
    consumed."""
    uses = resolver.battle.die_uses
    rerolls = _rerolls(resolver.battle)
    totals: dict[str, set[int]] = {}
    top = _top(resolver.battle)
    for volley in volleys:
        values = set(resolver._missile_table(volley.unit, volley.recipient, top))
        for _ in range(volley.count):
            totals[volley.recipient] = {t + d for t in totals.get(volley.recipient, {0}) for d in values}
    ways: int = prod(len(found) for found in totals.values())
    return ways * (1 << len(uses)) * (rerolls + 1)
