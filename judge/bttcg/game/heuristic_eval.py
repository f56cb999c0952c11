"""What a sensible player weighs, as pure functions over the engine's :class:`~judge.bttcg.state.Position` (issue 19,
"Strategies"): what a player can afford now, what deploying a card is worth, what a mission is expected to do to the
opponent's Stockpile against the Units that may block it, which blockers protect a site best, and whether a Mission
card helps. These are estimates for choosing among legal actions, never rules: every rule they need (costs, assets,
stats, who may block) is asked of the engine's own functions, and an estimate the engine cannot make (an
:class:`~judge.bttcg.state.UnsupportedError`) falls back to the printed values.

Rules the estimates follow (rulebook, Commander's Edition): total construction cost = base + each asset cost whose
asset is not available (p.19, "Constructing Cards"); resources come from tapping active Command cards (p.19);
a patrolling Unit blocks only if at least as fast as the slowest attacker, a guard blocks any attack on its site
(p.25, "Blocking"); armor subtracts once from the damage a card receives in a battle and a Unit is scrapped when its
damage counters reach its structure (p.29, "Resolving Damage"); a missile deals 1 or 2 on a roll of 1 or 2, and 3 on a
3 with Munitions (p.31, "Missile Y"); a blocked attacker's missiles may still be fired at the target (p.31)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import combinations

from judge.bttcg.asset_costs import cost_assets
from judge.bttcg.faces import SPEED_RANK, CardFace
from judge.bttcg.mission import check_blockers
from judge.bttcg.resources import resources_of
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.stats import all_abilities, armor, attachment_bonus, static_bonus, structure
from judge.dsl import models as m

MISSILE_MEAN = 0.5
"""Expected damage of one missile without Munitions: (1 + 2) / 6 (rulebook p.31, "Missile Y")."""
MISSILE_MEAN_MUNITIONS = 1.0
"""With Munitions a roll of 3 deals 3: (1 + 2 + 3) / 6 (rulebook p.31)."""
MAX_BLOCK_GROUP = 3
"""The largest blocking group :func:`best_block` tries (a bound on the search, not a rule)."""


_MEMO: list[dict[tuple[str, str], int]] = []
"""While :func:`snapshot` holds: the stats read so far, by (what, card id)."""


@contextmanager
def snapshot() -> Iterator[None]:
    """Within it the position is not changed (one decision of a strategy): a Unit's attack, armor and structure left
    are read from the engine once and remembered."""
    _MEMO.append({})
    try:
        yield
    finally:
        _MEMO.pop()


def _memo(what: str, card_id: str, read: Callable[[], int]) -> int:
    if not _MEMO:
        return read()
    key = (what, card_id)
    memo = _MEMO[-1]
    if key not in memo:
        memo[key] = read()
    return memo[key]


def _safe(default: int, read: object) -> int:
    return read if isinstance(read, int) else default


def cost_now(pos: Position, card_id: str) -> int | None:
    """The card's total construction cost for its owner now (rulebook p.19), or ``None`` when the position does not
    know its cost."""
    cost = pos.costs.get(card_id)
    if cost is None:
        return None
    return cost.total(cost_assets(pos, pos.owners[card_id]))


def still_to_pay(pos: Position, card_id: str) -> int | None:
    """Construction counters the card still needs before it can be activated (0: it can be now)."""
    total = cost_now(pos, card_id)
    return None if total is None else max(total - pos.cards[card_id].counters, 0)


def resources_available(pos: Position, player: str, *, tapped_too: bool = False) -> int:
    """The resources the player can still make this turn: each of his or her active, untapped, undepleted Command
    cards with a plain ``{T}: {R}`` ability (rulebook p.19); ``tapped_too``: the tapped ones too, the income of a
    turn. A resource ability the engine does not execute counts 0."""
    total = 0
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] != player or state.zone != "command_post" or state.depleted:
            continue
        if state.tapped and not tapped_too:
            continue
        try:
            total += resources_of(pos.faces[card_id]) or 0
        except UnsupportedError:
            continue
    return total


def affordable(pos: Position, player: str, card_id: str) -> bool:
    """Whether the player can pay the rest of the card's cost with the resources he or she can still make now."""
    left = still_to_pay(pos, card_id)
    return left is not None and left <= resources_available(pos, player)


# --- a Unit's strength ----------------------------------------------------------------------------------------------


def _bonus(pos: Position, card_id: str, stat: str) -> int:
    if card_id not in pos.cards:
        return 0
    try:
        return static_bonus(pos, card_id, stat) + attachment_bonus(pos, card_id, stat)
    except UnsupportedError:
        return 0


def all_abilities_of(pos: Position, card_id: str) -> list[m.Ability]:
    """The card's abilities, its own and those its Pilot and Enhancements give it (judge.bttcg.stats.all_abilities),
    or its printed ones when the engine cannot read the others."""
    if card_id not in pos.cards:
        return list(pos.faces[card_id].abilities)
    try:
        return list(all_abilities(pos, card_id))
    except UnsupportedError:
        return list(pos.faces[card_id].abilities)


def unit_attack(pos: Position, card_id: str, options: bool = True) -> int:
    """The Unit's attack estimate (:func:`_unit_attack`), remembered during a :func:`snapshot`."""
    return _memo("attack+" if options else "attack", card_id, lambda: _unit_attack(pos, card_id, options))


def _unit_attack(pos: Position, card_id: str, options: bool) -> int:
    """The Unit's attack outside a battle: printed, its own static bonuses and what its Pilot and Enhancements give
    (judge.bttcg.stats); with ``options``, plus its best attack option that does not scrap it (Overheat whose heat
    its structure survives, Alpha Strike when not depleted: rulebook p.31)."""
    total = pos.faces[card_id].attack + _bonus(pos, card_id, "attack")
    if not options:
        return max(total, 0)
    best = 0
    left = toughness(pos, card_id) - unit_armor(pos, card_id)
    depleted = card_id in pos.cards and pos.cards[card_id].depleted
    for ability in all_abilities_of(pos, card_id):
        if isinstance(ability, m.Overheat) and ability.heat < left:
            best = max(best, ability.attack)
        if isinstance(ability, m.AlphaStrike) and not depleted:
            best = max(best, ability.attack)
    return max(total + best, 0)


def unit_armor(pos: Position, card_id: str) -> int:
    """The card's armor outside a battle (judge.bttcg.stats.armor)."""
    return _memo("armor", card_id, lambda: _unit_armor(pos, card_id))


def _unit_armor(pos: Position, card_id: str) -> int:
    try:
        return armor(pos, None, None, card_id)
    except UnsupportedError:
        return pos.faces[card_id].armor


def structure_left(pos: Position, card_id: str) -> int:
    """Structure minus the damage counters already on it (at least 0)."""
    return _memo("structure", card_id, lambda: _structure_left(pos, card_id))


def _structure_left(pos: Position, card_id: str) -> int:
    try:
        whole = structure(pos, card_id)
    except UnsupportedError:
        whole = pos.faces[card_id].structure
    damage = pos.cards[card_id].damage if card_id in pos.cards else 0
    return max(_safe(0, whole) - damage, 0)


def toughness(pos: Position, card_id: str) -> int:
    """The damage one battle must deal to scrap the Unit: its armor plus the structure it has left (rulebook p.29)."""
    return unit_armor(pos, card_id) + structure_left(pos, card_id)


def missiles(pos: Position, card_id: str) -> int:
    """How many missiles its Missile options fire (rulebook p.31)."""
    return sum(a.count for a in all_abilities_of(pos, card_id) if isinstance(a, m.Missile))


def missile_damage(pos: Position, player: str, card_ids: list[str]) -> float:
    """The expected damage of the missiles these Units fire (rulebook p.31: 1-2 deal 1-2, 3 deals 3 with Munitions)."""
    mean = MISSILE_MEAN_MUNITIONS if "M" in pos.assets.get(player, frozenset()) else MISSILE_MEAN
    return mean * sum(missiles(pos, c) for c in card_ids)


def unit_value(pos: Position, card_id: str) -> float:
    """A Unit's worth on the table, in points of damage: its attack counts double (it hits Stockpiles), then its
    toughness, its missiles and its speed (a fast Unit attacks and blocks more)."""
    face = pos.faces[card_id]
    speed = SPEED_RANK.get(face.speed or "slow", 0)
    return 2.0 * unit_attack(pos, card_id) + toughness(pos, card_id) + 2.0 * missiles(pos, card_id) + speed


# --- deploying ------------------------------------------------------------------------------------------------------


def _is_resource(face: CardFace) -> bool:
    try:
        return face.kind == "command" and bool(resources_of(face))
    except UnsupportedError:
        return False


def asset_savings(pos: Position, player: str, face: CardFace) -> int:
    """How much the assets this card provides that the player lacks would take off the costs of the cards in his or
    her hand and under construction (rulebook p.19: an available asset ignores its asset costs)."""
    from judge.bttcg.assets import provided_by

    missing = provided_by(face) - pos.assets.get(player, frozenset())
    saved = 0
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] != player or state.zone not in ("hand", "construction") or state.activated:
            continue
        cost = pos.costs.get(card_id)
        if cost is not None and cost.resources is None:
            saved += sum(n for asset, n in cost.assets.items() if asset in missing)
    return saved


def deploy_value(pos: Position, player: str, card_id: str) -> float:
    """The worth of deploying this card of the player's hand now. A Resource card is worth most while the player
    makes few resources, and more for the assets it adds; a Unit for its strength per resource it costs, and more
    when it can be activated this turn; other Command cards a little; Mission cards are not deployed (0)."""
    face = pos.faces[card_id]
    cost = cost_now(pos, card_id)
    if face.kind == "mission" or cost is None:
        return 0.0
    income = resources_available(pos, player, tapped_too=True)
    if _is_resource(face):
        made = resources_of(face) or 0
        scarcity = 12.0 / (1 + income)
        return 4.0 + scarcity * made + asset_savings(pos, player, face) - 0.5 * cost
    if face.kind == "unit":
        value = unit_value(pos, card_id) / (1.0 + cost / 4.0)
        if cost <= resources_available(pos, player):
            value += 2.0
        return value
    if {"Pilot", "Enhancement"} & face.keywords or face.has_keyword("Pilot") or face.has_keyword("Enhancement"):
        if not _has_unit(pos, player):
            return 0.0  # nothing to put it on (rulebook p.13: Pilots and Enhancements go on Units)
        gain = sum(2.0 * n if stat == "attack" else float(n) for stat, n in face.signed)
        return 1.0 + gain - 0.25 * cost
    return 1.0 + asset_savings(pos, player, face) - 0.25 * cost


def _has_unit(pos: Position, player: str) -> bool:
    return any(pos.owners[c] == player and pos.faces[c].kind == "unit" and is_active(s) for c, s in pos.cards.items())


# --- missions and blocking ------------------------------------------------------------------------------------------


def can_block(pos: Position, blocker: str, attackers: list[str], target: str) -> bool:
    """Whether the Unit may block an attack of these Units on the target, asked of the engine's own check of a
    blocking group (judge.bttcg.mission.check_blockers: untapped, on patrol and not slower than the slowest attacker
    unless a card says otherwise, or guarding the target: rulebook p.24-25, p.33), on a group of this Unit alone;
    the violations it records are taken back (the position is not changed)."""
    if pos.faces[blocker].kind != "unit" or blocker == target or pos.cards[blocker].zone not in ("patrol", "guard"):
        return False
    spec = MissionSpec(attacker=pos.owners[attackers[0]], group=attackers, target=target, blockers=[blocker])
    before = len(pos.violations)
    try:
        check_blockers(pos, spec, pos.owners[blocker])
    except UnsupportedError:
        return False
    finally:
        legal = len(pos.violations) == before
        del pos.violations[before:]
    return legal


def possible_blockers(pos: Position, defender: str, attackers: list[str], target: str) -> list[str]:
    """The defender's Units that may block the attack (:func:`can_block`)."""
    return [c for c in pos.cards if pos.owners[c] == defender and can_block(pos, c, attackers, target)]


@dataclass(frozen=True)
class Fight:
    """The expected outcome of a battle between two groups: the cards each side loses."""

    attackers_lost: tuple[str, ...]
    blockers_lost: tuple[str, ...]


def _kills(pos: Position, damage: int, victims: list[str]) -> tuple[str, ...]:
    """The Units a side's total damage scraps when assigned well: the easiest to scrap first (armor subtracts once
    per battle from each card's total, rulebook p.29)."""
    dead: list[str] = []
    for victim in sorted(victims, key=lambda c: (toughness(pos, c), -unit_value(pos, c))):
        need = toughness(pos, victim)
        if need <= damage:
            dead.append(victim)
            damage -= need
    return tuple(dead)


def fight(pos: Position, attackers: list[str], blockers: list[str]) -> Fight:
    """Each side's damage assigned to scrap as many of the other side as it can; simultaneous (rulebook p.29)."""
    hit = sum(unit_attack(pos, a) for a in attackers)
    back = sum(unit_attack(pos, b) for b in blockers)
    return Fight(attackers_lost=_kills(pos, back, attackers), blockers_lost=_kills(pos, hit, blockers))


def _lost(pos: Position, cards: tuple[str, ...]) -> float:
    return sum(unit_value(pos, c) for c in cards)


STOCKPILE_WEIGHT = 1.5
"""Points of value one card scrapped from a Stockpile is worth (the game is won on Stockpiles)."""


def block_score(pos: Position, defender: str, attackers: list[str], blockers: list[str], target: str) -> float:
    """The defender's gain (higher is better) from blocking with ``blockers`` (``[]``: not blocking): the value of the
    attackers scrapped, minus his or her own Units lost, minus the damage expected on a Stockpile target (the
    attackers' full attack when unblocked, their missiles either way: rulebook p.31)."""
    attacker = pos.owners[attackers[0]]
    shots = missile_damage(pos, attacker, attackers)
    if target.endswith(".stockpile"):
        if not blockers:
            full = sum(unit_attack(pos, a) for a in attackers) + shots
            return -STOCKPILE_WEIGHT * full
        outcome = fight(pos, attackers, blockers)
        return _lost(pos, outcome.attackers_lost) - _lost(pos, outcome.blockers_lost) - STOCKPILE_WEIGHT * shots
    if not blockers:
        if pos.faces[target].kind == "unit":
            outcome = fight(pos, attackers, [target])
            return _lost(pos, outcome.attackers_lost) - _lost(pos, outcome.blockers_lost)
        damage = sum(unit_attack(pos, a) for a in attackers) - unit_armor(pos, target)
        return -float(max(damage, 0)) * 2.0
    outcome = fight(pos, attackers, blockers)
    return _lost(pos, outcome.attackers_lost) - _lost(pos, outcome.blockers_lost)


def best_block(pos: Position, defender: str, attackers: list[str], target: str, candidates: list[str]) -> list[str]:
    """The blocking group among ``candidates`` (Units that may block) that protects the target best: the highest
    :func:`block_score`, not blocking included, trying groups of up to :data:`MAX_BLOCK_GROUP` Units; ties go to
    the smaller group (fewer Units tapped)."""
    best: list[str] = []
    best_score = block_score(pos, defender, attackers, [], target)
    ordered = sorted(candidates, key=lambda c: -unit_value(pos, c))
    for size in range(1, min(MAX_BLOCK_GROUP, len(ordered)) + 1):
        for group in combinations(ordered, size):
            score = block_score(pos, defender, attackers, list(group), target)
            if score > best_score + 1e-9:
                best, best_score = list(group), score
    return best


def mission_value(pos: Position, attacker: str, group: list[str], target: str) -> float:
    """What sending ``group`` at ``target`` is expected to gain the attacker: the negation of the defender's best
    answer (:func:`best_block` over the Units that may block)."""
    defender = pos.other(attacker)
    candidates = possible_blockers(pos, defender, group, target)
    block = best_block(pos, defender, group, target, candidates)
    return -block_score(pos, defender, group, block, target)


def mission_pays(pos: Position, attacker: str, group: list[str], target: str) -> bool:
    """Whether the mission is expected to gain more than it costs (:func:`mission_value` above 0)."""
    return mission_value(pos, attacker, group, target) > 0


# --- Mission cards --------------------------------------------------------------------------------------------------


def _owner_sign(owner: str) -> int:
    return {"you": 1, "opponent": -1}.get(owner, 0)


def _effect_score(effect: m.Effect) -> float:
    """A rough sign of one effect for the player who plays it: + for raising his or her side's stats, lowering the
    other's, preventing damage, dealing damage; 0 when unclear."""
    if isinstance(effect, m.ModifyStat):
        target = effect.target
        amount = effect.amount if effect.amount else 2
        if isinstance(target, m.Selector):
            sign = _owner_sign(target.owner)
            if sign == 0 and "attacking" in target.states:
                sign = 1
            return float(sign * amount) if sign else 0.5 * abs(amount)
        return 0.5 * abs(amount)
    if isinstance(effect, (m.PreventDamage, m.PreventAllDamage, m.DealDamage, m.WinInitiative, m.RemoveFromBattle)):
        return 1.0
    return 0.0


def mission_card_side(face: CardFace) -> int:
    """Whose fighters the Mission card's chosen card should be: +1 its player's (it raises a stat of "your"
    Units), -1 the opponent's (it lowers one, or names opposing Units), 0 either or unclear."""
    total = 0
    for ability in face.abilities:
        if not isinstance(ability, m.Resolve):
            continue
        for effect in ability.effects:
            if isinstance(effect, m.ModifyStat) and isinstance(effect.target, m.Selector):
                owner = _owner_sign(effect.target.owner) or (1 if "attacking" in effect.target.states else 0)
                total += owner if effect.amount >= 0 else -owner
            elif isinstance(effect, (m.PreventDamage, m.PreventAllDamage)):
                total += 1
            elif isinstance(effect, (m.DealDamage, m.RemoveFromBattle)):
                total -= 1
    return (total > 0) - (total < 0)


def mission_card_helps(face: CardFace) -> bool:
    """Whether playing this Mission card is expected to help its player (its effects score above 0): raising one's
    own attack or armor, lowering the opponent's, preventing damage, dealing damage, winning initiative."""
    effects = [e for a in face.abilities if isinstance(a, m.Resolve) for e in a.effects]
    return sum(_effect_score(e) for e in effects) > 0
