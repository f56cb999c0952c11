"""Resolving damage (rulebook p.29-31): all at once; prevention, then armor once for the lump sum (Overheat damage
included); damage counters against structure; Stockpile damage scraps cards; cards under construction lose a counter
per 2 damage; Vehicles roll on any unprevented damage; missiles rolled when damage resolves. Dice the scenario does
not fix are enumerated exactly: equal states are merged after every roll, so the work grows with the number of
distinct totals, not with 6^rolls."""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from math import prod

from judge.bttcg import (
    attached_scrapped,
    battle_triggers,
    damage_changes,
    head_shot,
    instead_of_scrapheap,
    missile_rules,
    own_scrapped,
    pilot_groups,
    pilot_triggers,
    redirect,
    rerolls,
    stockpile_moves,
    stockpile_scrapped,
    terrain_damage,
)
from judge.bttcg import rules as r
from judge.bttcg.clones import copy_state, copy_states
from judge.bttcg.interpret_later import apply_later
from judge.bttcg.misrulings import (
    ANTI_MISSILE_NOT_CUMULATIVE,
    ARMOR_PER_SOURCE,
    CONSTRUCTION_ROUNDS_UP,
    OVERHEAT_NOT_PREVENTABLE,
)
from judge.bttcg.outcomes import Outcome, card_json, winner_of
from judge.bttcg.scrap_if_damaged import to_scrap
from judge.bttcg.state import (
    Battle,
    CardState,
    Fighter,
    MissileVolley,
    Position,
    UnsupportedError,
    under_construction,
)
from judge.bttcg.stats import all_abilities, armor, missile_shield, structure
from judge.budget import CARD_STATE, STEP, WorkBudgetError, current
from judge.dsl import models as m
from judge.misrulings import misruled

MAX_BRANCHES = 200_000
"""Work budget: distinct states times rolls; beyond it the scenario must fix its dice."""
MAX_TOTAL_BRANCHES = 2 * MAX_BRANCHES
"""Work budget of all the damage resolutions of one scenario (one per way its battles went)."""


VEHICLE_ROLL_WAYS = [(Fraction(2, 6), True), (Fraction(4, 6), False)]
"""A Vehicle's unfixed roll as the two states it leads to: "On a 5 or 6, scrap that Vehicle" (rulebook p.29-31,
Resolving Damage), 1-4 leaves it."""


missile_damage = missile_rules.missile_damage
"""1-2 deal 1-2; 3 deals 3 only with Munitions; 4-6 nothing (rulebook p.31)."""


def counters_removed(through: int) -> int:
    """Construction counters removed by damage that got through to a card under construction: one per 2 points, the
    odd point lost (rulebook p.30; 1997 rulings: Cards Under Construction)."""
    if misruled(CONSTRUCTION_ROUNDS_UP):
        return (through + 1) // 2  # the mistake: the odd point removes a counter too
    return through // 2


class Resolver:
    def __init__(self, pos: Position, battle: Battle, dice: list[int], spent: int = 0) -> None:
        """``spent``: the work the scenario's other resolutions have done already (against
        :data:`MAX_TOTAL_BRANCHES`)."""
        self.pos = pos
        self.battle = battle
        self.dice = dice
        self.work = 0
        self.limit = min(MAX_BRANCHES, MAX_TOTAL_BRANCHES - spent)
        self._armor: dict[str, int] = {}  # each card's armor: the position does not change while damage resolves
        self._structure: dict[str, int] = {}  # each card's structure damage, which armor does not stop
        self.rolled: set[str] = set()
        self.pilots_rolled: set[str] = set()
        self.fired: dict[str, tuple[str, ...]] = {}  # what cards did as the battle ended, with the rules deciding it
        self.shields_of = [*battle.shields, *pilot_groups.shields(pos, battle)]  # with a Pilot's for its group
        self.scrap_at = terrain_damage.at_resolution(pos, battle)  # Terrain's "scrap each 'Mech that received 3 ..."

    def _refuse(self) -> WorkBudgetError:
        if self.limit < MAX_BRANCHES:
            return WorkBudgetError(
                f"the unfixed dice of this scenario need more than {MAX_TOTAL_BRANCHES:,} branches over all the ways "
                "its battles go: fix some with 'dice:'"
            )
        return WorkBudgetError(
            f"the unfixed dice of this scenario need more than {MAX_BRANCHES:,} branches: fix some with 'dice:'"
        )

    def _spend(self, n: int) -> None:
        self.work += n
        if self.work > self.limit:
            raise self._refuse()

    # --- what each card receives -------------------------------------------------------------------------------

    def _fighter(self, card_id: str) -> Fighter | None:
        return self.battle.fighters.get(card_id)

    def _receives(self, card_id: str) -> bool:
        fighter = self._fighter(card_id)
        return fighter is None or not fighter.removed

    def fixed_sources(self) -> list[tuple[str, int]]:
        """Damage that needs no die, source by source (recipient, amount): each Unit's assigned damage, each
        Overheat damage, each card's damage."""
        found: list[tuple[str, int]] = []
        for fighter in self.battle.active():
            for recipient, n in (fighter.assigned or {}).items():
                if self._receives(recipient) and not fighter.deals_no_damage:
                    found.append((self._to(recipient), n))
            if fighter.overheat and fighter.card_id not in self.battle.no_overheat:
                found.append((self._to(fighter.card_id), fighter.overheat))
        for hit in self.battle.card_damage:
            if self._receives(hit.recipient):
                found.append((self._to(hit.recipient), hit.amount))
        return found

    def _to(self, recipient: str) -> str:
        """Who receives damage dealt to ``recipient``: itself, or the Unit all its damage is redirected to ("Redirect
        all damage from the first Unit to the second": judge/bttcg/mission_effects.py), which must still be in the
        battle (CE rulings, Taking the Hit).

        :raises UnsupportedError: when that Unit has left the battle (what happens then is not settled)."""
        to = self.battle.redirect_all.get(recipient)
        if to is None:
            return recipient
        if not self._receives(to):
            raise UnsupportedError(
                f"{self.pos.name(recipient)}'s damage is redirected to {self.pos.name(to)}, which left the battle: the "
                "engine does not settle where it goes yet"
            )
        return to

    def fixed_damage(self) -> dict[str, int]:
        """Damage that needs no die, per card: Units' assigned damage, Overheat damage, damage from cards."""
        total: dict[str, int] = {}
        for recipient, n in self.fixed_sources():
            total[recipient] = total.get(recipient, 0) + n
        return total

    def _group_keyword(self, player: str, name: str) -> list[m.Keyword]:
        found = []
        for fighter in self.battle.side(player):
            abilities = all_abilities(self.pos, fighter.card_id)
            found += [a for a in abilities if isinstance(a, m.Keyword) and a.name == name]
        return found

    def _missile_table(self, unit: str, recipient: str, top: int = 6) -> list[int]:
        """Damage of one missile for each roll 1..``top`` (above 6: a roll an ability added to, rerolls.py), with NARC
        (the firer's group may subtract from the roll, used when it helps) and Anti-Missile (each in the recipient's
        group takes 1 off, cumulative)."""
        fighter = self.battle.fighters[unit]
        munitions = "M" in self.pos.assets[fighter.player]
        narc = max((k.value or 1 for k in self._group_keyword(fighter.player, "NARC")), default=0)
        target_fighter = self._fighter(recipient)
        anti = 0
        if target_fighter is not None:
            values = [k.value or 1 for k in self._group_keyword(target_fighter.player, "Anti-Missile")]
            # the mistake: only the best Anti-Missile of the group counts
            anti = max(values, default=0) if misruled(ANTI_MISSILE_NOT_CUMULATIVE) else sum(values)
        table, rules = [], missile_rules.rules_for(self.pos, unit)  # "Add 1 to each missile roll" (missile_rules.py)
        for roll in range(1, top + 1):
            best = max(missile_rules.damage(rules, roll, s, munitions) for s in range(narc + 1) if roll - s >= 1)
            table.append(max(best - anti, 0))
        return table

    # --- the distribution ----------------------------------------------------------------------------------------

    def _rolled_volleys(self) -> list[tuple[str, list[int], int]]:
        """The volleys whose missiles are rolled: (recipient, damage per die face, missiles)."""
        tables = [(v, self._missile_table(v.unit, v.recipient)) for v in self._rolled()]
        return [(v.recipient, [n * v.factor for n in table], v.count) for v, table in tables]  # missile_sabotage.py

    def _rolled(self) -> list[MissileVolley]:
        """The volleys whose missiles are rolled, in the order they were fired."""
        found = []
        for volley in self.battle.volleys:
            firer = self.battle.fighters[volley.unit]
            if not self._receives(volley.recipient) or firer.removed or firer.deals_no_damage:
                continue  # missiles are part of the Unit's damage (CE rulings: Missiles)
            if volley.recipient in self.battle.redirect_all:
                raise UnsupportedError(
                    f"missiles fired at {self.pos.name(volley.recipient)}, whose damage is redirected: the engine does "
                    "not execute that yet"
                )
            if missile_shield(self.pos, volley.recipient) is not None:
                continue  # all missile damage to it is prevented: nothing to roll for
            found.append(volley)
        return found

    def missile_work(self, volleys: list[tuple[str, list[int], int]]) -> int:
        """The work :meth:`missiles` will spend, counted before any of it: the distribution before each missile has
        one state per combination of the totals each card can have received so far (a missile hits one card, so the
        combinations are all reachable), and each state is extended by the die's faces (one if the die is fixed)."""
        totals: dict[str, set[int]] = {}
        work = used = 0
        for recipient, table, count in volleys:
            for _ in range(count):
                faces = [self.dice[used]] if used < len(self.dice) else list(range(1, 7))
                work += prod(len(found) for found in totals.values()) * len(faces)
                if work > self.limit:
                    return work
                before = totals.get(recipient, {0})
                totals[recipient] = {t + table[face - 1] for t in before for face in faces}
                used += 1
        return work

    def joint_states(self, volleys: list[tuple[str, list[int], int]]) -> int:
        """The number of distinct states :meth:`missiles` ends with, counted before it runs: one per combination of
        the totals each card can receive (each reachable, a missile hitting one card)."""
        totals: dict[str, set[int]] = {}
        missiles = [(recipient, table) for recipient, table, count in volleys for _ in range(count)]
        for used, (recipient, table) in enumerate(missiles):
            faces = [self.dice[used]] if used < len(self.dice) else list(range(1, 7))
            totals[recipient] = {t + table[face - 1] for t in totals.get(recipient, {0}) for face in faces}
        return prod(len(found) for found in totals.values())

    def missiles(self) -> dict[rerolls.MissileState, Fraction]:
        """Extra damage per card from missiles, as a distribution over (damage per card, dice used, die uses used:
        abilities used as the dice are rolled, judge/bttcg/rerolls.py).

        :raises WorkBudgetError: before enumerating anything, when :meth:`missile_work` exceeds the budget."""
        if self.battle.die_uses:
            return rerolls.missile_rolls(self, self._rolled())
        volleys = self._rolled_volleys()
        steps = self.missile_work(volleys)
        if self.work + steps > self.limit:
            raise self._refuse()
        current().spend(steps * STEP, f"the missiles' dice ({steps:,} enumeration steps)")
        dist: dict[rerolls.MissileState, Fraction] = {((), 0, ()): Fraction(1)}
        for recipient, table, count in volleys:
            for _ in range(count):
                nxt: dict[rerolls.MissileState, Fraction] = {}
                for (extra, used, _none), p in dist.items():
                    faces = [self.dice[used]] if used < len(self.dice) else list(range(1, 7))
                    self._spend(len(faces))
                    for face in faces:
                        dmg = table[face - 1]
                        got = dict(extra)
                        if dmg:
                            got[recipient] = got.get(recipient, 0) + dmg
                        key = (tuple(sorted(got.items())), used + 1, ())
                        nxt[key] = nxt.get(key, Fraction(0)) + p / len(faces)
                dist = nxt
        return dist

    def shields(self, card_id: str) -> int:
        shields = [s for s in self.shields_of if s.recipient == card_id]
        if any(s.everything for s in shields):
            return 10**9
        return sum(s.amount for s in shields)

    def received(self, card_id: str, total: int) -> tuple[int, int]:
        """What the card receives (multiplied: "double all damage received by ...", cumulative) and what of it
        prevention can reach (not the damage of an effect that "cannot be prevented")."""
        factor = self.factor(card_id)
        fixed = sum(h.amount for h in self.battle.card_damage if self._to(h.recipient) == card_id and h.unpreventable)
        fighter = self._fighter(card_id)
        if misruled(OVERHEAT_NOT_PREVENTABLE) and fighter is not None and card_id not in self.battle.no_overheat:
            fixed += fighter.overheat  # the mistake: prevention does not reach the Unit's own Overheat damage
        unpreventable = fixed if self._receives(card_id) else 0
        shielded = any(s.recipient == card_id for s in self.shields_of)
        amounts = (total * factor, (total - unpreventable) * factor)
        return damage_changes.halve(self.battle, card_id, amounts, shielded, factor)

    def prevented(self, card_id: str, total: int) -> tuple[int, int]:
        """(damage received, damage prevented) for a card receiving ``total``."""
        received, preventable = self.received(card_id, total)
        return received, min(self.shields(card_id), preventable)

    def armor_of(self, card_id: str) -> int:
        """The card's armor in this battle (computed once: it is asked again for every way the dice fall)."""
        if card_id not in self._armor:
            self._armor[card_id] = armor(self.pos, self.battle, self._fighter(card_id), card_id)
        return self._armor[card_id]

    def armor_stops(self, card_id: str, after_prevention: int, total: int) -> int:
        """What the card's armor stops of the ``after_prevention`` damage left of the ``total`` it receives: its armor,
        once, against the lump sum of the battle's damage (rulebook p.30)."""
        arm = self.armor_of(card_id)
        if misruled(ARMOR_PER_SOURCE):  # the mistake: the armor again against each source of damage
            arm = sum(min(arm, n) for n in self._sources(card_id, total))
        return damage_changes.armor_stops(arm, after_prevention, self.structure_of(card_id))

    def factor(self, card_id: str) -> int:
        """What the damage the card receives is multiplied by: the battle's multipliers and the turn's lasting ones
        (Effective Groundwork's, for the turn: judge/bttcg/damage_changes.py), cumulative."""
        return self.battle.multipliers.get(card_id, 1) * damage_changes.lasting_factor(self.pos, card_id)

    def structure_of(self, card_id: str) -> int:
        """The card's structure damage (judge/bttcg/damage_changes.py), computed once.

        :raises UnsupportedError: when prevention or a multiplier also reaches the card (not settled by the rules)."""
        if card_id not in self._structure:
            part = damage_changes.structure_part(self.battle, card_id, self._to, self._receives)
            shielded = any(s.recipient == card_id for s in self.shields_of) or card_id in self.battle.halved
            problem = damage_changes.structure_problem(part, shielded, self.factor(card_id))
            if problem is not None:
                raise UnsupportedError(f"{self.pos.name(card_id)}: the engine does not resolve {problem} yet")
            self._structure[card_id] = part
        return self._structure[card_id]

    def _sources(self, card_id: str, total: int) -> list[int]:
        """The damage the card receives source by source (its missiles' rolls as one source), multiplied as
        :meth:`received` multiplies it."""
        factor = self.factor(card_id)
        amounts = [n for recipient, n in self.fixed_sources() if recipient == card_id]
        missiles = total - sum(amounts)
        return [n * factor for n in amounts + ([missiles] if missiles > 0 else [])]

    def outcomes(self) -> list[Outcome]:
        """Every distinct outcome, most likely first: one resolution per distinct state of the missiles' damage,
        counted in the work budget (:mod:`judge.budget`) before any is made."""
        fixed = self.fixed_damage()
        merged: dict[str, tuple[Fraction, Outcome]] = {}
        self.trace_fixed()
        if self.battle.die_uses:
            ways = rerolls.joint_bound(self, self._rolled())
        else:
            ways = self.joint_states(self._rolled_volleys())
        cost = ways * len(self.pos.cards) * CARD_STATE
        what = f"{ways:,} distinct ways the dice fall, each an outcome of {len(self.pos.cards)} cards,"
        current().afford(cost, what)  # before the enumeration
        states = self.missiles()
        current().spend(cost, what)
        for (extra, used, applied), p in states.items():
            incoming = dict(fixed)
            for card_id, n in extra:
                incoming[card_id] = incoming.get(card_id, 0) + n
            paid = rerolls.tapped_by(self.battle, applied), rerolls.scrapped_by(self.battle, applied)
            for q, outcome in head_shot.after_damage(self, incoming, self._apply(incoming, used, *paid)):
                fixed_used = min(outcome.dice_used, len(self.dice))
                key = json.dumps([outcome.cards, outcome.stockpiles, outcome.winner, fixed_used], sort_keys=True)
                if self.pos.stockpile_order is not None:  # a game: cards drawn differ from cards scrapped
                    key += json.dumps(outcome.drawn, sort_keys=True)
                prob = p * q
                if key in merged:
                    prob += merged[key][0]
                merged[key] = (prob, outcome)
        self.note_vehicles()
        found = [replace(o, probability=prob) for prob, o in merged.values()]
        return sorted(found, key=lambda o: -o.probability)

    def trace_fixed(self) -> None:
        """The trace of what is known before any die is rolled (:meth:`_trace_fixed`)."""
        self._trace_fixed(self.fixed_damage())

    def note_vehicles(self) -> None:
        """The trace step of each Vehicle that rolled, and of each Pilot whose 'Mech was scrapped and whose ability
        rolled a die (after the outcomes are resolved)."""
        for vehicle in sorted(self.rolled):
            self.pos.note(
                f"{self.pos.name(vehicle)} received damage that was not prevented: its controller rolls, 5-6 scraps it",
                r.VEHICLE_ROLL,
                r.VEHICLE_ROLL_CE,
            )
        for said, rules in self.fired.items():
            self.pos.note(said, *rules)
        for pilot in sorted(self.pilots_rolled):
            self.pos.note(
                f"{self.pos.name(pilot)}: the 'Mech it pilots is scrapped, and its ability triggers (a die)",
                r.ENHANCEMENTS_AFFECT_BATTLE,
                r.DIE_ROLLS_AT_ONCE,
            )

    def _trace_fixed(self, fixed: dict[str, int]) -> None:
        """One trace step per card or site that receives damage: what it receives, what is prevented (and by what),
        what its armor stops once, and what that does; with missiles still to roll, the part that is known."""
        random = {v.recipient for v in self.battle.volleys if missile_shield(self.pos, v.recipient) is None}
        for site in sorted({v.recipient for v in self.battle.volleys} - random):
            shield = missile_shield(self.pos, site)
            assert shield is not None
            self.pos.note(
                f"{self.pos.name(shield)} prevents all missile damage to {self.pos.name(site)} (its text)",
                r.PREVENTION_AND_ARMOR,
            )
        order = list(self.pos.cards)
        for card_id in sorted(set(fixed) | random, key=lambda c: order.index(c) if c in order else -1):
            total, prevented = self.prevented(card_id, fixed.get(card_id, 0))
            name = self.pos.name(card_id)
            parts = [f"{name} receives {total} damage" + (" plus its missiles' rolls" if card_id in random else "")]
            rules = [r.RESOLVE_DAMAGE, r.PREVENTION_AND_ARMOR]
            shields = [s for s in self.shields_of if s.recipient == card_id]
            if shields:
                sources = " and ".join(dict.fromkeys(self.pos.name(s.source) for s in shields))
                parts.append(f"{sources} prevent{'s' if len(shields) == 1 else ''} {prevented}")
            arm = self.armor_of(card_id)
            stopped = self.armor_stops(card_id, total - prevented, fixed.get(card_id, 0))
            if arm:
                once = "from each source" if misruled(ARMOR_PER_SOURCE) else "once, for the whole battle's damage"
                parts.append(f"armor {arm} stops {stopped} ({once})")
                rules.append(r.ARMOR_ONCE)
            if card_id not in random:
                parts.append(self._effect_of(card_id, total - prevented - stopped, rules, total))
            self.pos.note("; ".join(parts), *rules)

    def _effect_of(self, card_id: str, through: int, rules: list[str], received: int = 0) -> str:
        """What damage that got through does to the card or site (rulebook p.29-30)."""
        if card_id.endswith(".stockpile"):
            rules.append(r.STOCKPILE_DAMAGE)
            player = card_id[: -len(".stockpile")]
            return f"{min(through, self.pos.stockpiles[player])} cards scrapped from the Stockpile"
        state = self.pos.cards[card_id]
        if state.zone in ("hand", "scrapheap"):
            return "out of play: no damage counters"
        if self._redirected(card_id, received):
            rules += [r.REDIRECT_EXACT_AMOUNT, r.REDIRECT_POINT_DEFENSE]
            return "the damage redirected to it scraps it (its text)"
        if under_construction(state):
            rules.append(r.CONSTRUCTION_DAMAGE)
            if through > 2 * state.counters or (through and not state.counters):
                return (
                    f"{through} damage get through: more than its {state.counters} construction counters take, scrapped"
                )
            return f"{through} damage get through: {counters_removed(through)} construction counters removed"
        rules.append(r.DAMAGE_COUNTERS)
        limit = structure(self.pos, card_id)
        counters = state.damage + through
        if not through:
            return "no damage gets through"
        if limit is not None and counters >= limit:
            return f"{through} damage counters, {counters} in all, at least its structure {limit}: scrapped"
        return f"{through} damage counters ({counters} in all, structure {limit})"

    def _redirected(self, card_id: str, total: int) -> bool:
        """An Enhancement scrapped by the damage redirected to it, whatever its armor (redirect.redirect_scraps)."""
        return redirect.redirect_scraps(self.pos, card_id, total)

    def unchanged(self) -> Outcome:
        """The position as it is, as an outcome (a card receiving nothing)."""
        return self._outcome(dict(self.pos.cards), dict(self.pos.stockpiles), 0)

    def apply_one(self, recipient: str, total: int, used: int) -> list[tuple[Fraction, Outcome]]:
        """The outcomes of ``recipient`` alone receiving ``total`` (:mod:`judge.bttcg.enumeration`)."""
        return self._apply({recipient: total}, used)

    def _apply(
        self, incoming: dict[str, int], used: int, tapped: list[str] | None = None, paid: list[str] | None = None
    ) -> list[tuple[Fraction, Outcome]]:
        """``tapped``: the cards tapped, ``paid``: the cards of the hand scrapped, to pay for abilities used as the
        missiles were rolled (rerolls.py)."""
        cards = dict(self.pos.cards)  # copy on write: a card's state is copied as it first changes (clones.py)
        for card_id in tapped or []:
            cards[card_id] = copy_state(cards[card_id])
            cards[card_id].tapped = True
        for card_id in paid or []:
            cards[card_id] = CardState(zone="scrapheap")
        stockpiles = dict(self.pos.stockpiles)
        received = {c: self.received(c, n)[0] for c, n in incoming.items() if self._receives(c)}
        scrapped: list[str] = to_scrap(self.battle.watches, received)  # judge/bttcg/scrap_if_damaged.py
        vehicles: list[str] = []
        damaged: set[str] = set()  # damage got through the armor of them (glossary, Armor; rulebook p.29)
        from_stockpiles: dict[str, int] = {}  # cards scrapped from each Stockpile (rulebook p.29-30)
        for card_id, incoming_total in incoming.items():
            total, prevented = self.prevented(card_id, incoming_total)
            after_prevention = total - prevented
            through = after_prevention - self.armor_stops(card_id, after_prevention, incoming_total)
            if through > 0:
                damaged.add(card_id)
            if card_id.endswith(".stockpile"):
                player = card_id[: -len(".stockpile")]
                from_stockpiles[player] = min(max(through, 0), stockpiles[player])
                stockpiles[player] = max(stockpiles[player] - through, 0)
                stockpile_moves.refuse_lost_tops(self.battle, {player: through})
                continue
            state = cards[card_id] = copy_state(cards[card_id])  # its counters or damage may change
            face = self.pos.faces[card_id]
            if state.zone in ("hand", "scrapheap"):
                continue  # out of play (a card played or scrapped during the battle): no damage counters
            if self._redirected(card_id, incoming_total):
                scrapped.append(card_id)
                continue
            if under_construction(state):
                if through > 2 * state.counters or (through and not state.counters):
                    scrapped.append(card_id)
                else:
                    state.counters -= counters_removed(through)
                continue
            state.damage += through
            limit = structure(self.pos, card_id)
            deep = self.scrap_at is not None and face.unit_type == "mech" and through >= self.scrap_at
            if deep or (limit is not None and state.damage >= limit):
                scrapped.append(card_id)
            elif face.unit_type == "vehicle" and after_prevention > 0:
                vehicles.append(card_id)  # a Vehicle already scrapped by its damage needs no roll
                self.rolled.add(card_id)
        unfixed = sum(1 for i in range(len(vehicles)) if used + i >= len(self.dice))
        current().spend(  # the outcomes beyond the one already counted, before they are made
            (2**unfixed - 1) * len(cards) * CARD_STATE,
            f"the rolls of {len(vehicles)} Vehicles ({2**unfixed:,} ways), each an outcome of {len(cards)} cards,",
        )
        branches: list[tuple[Fraction, list[str], int]] = [(Fraction(1), [], used)]
        for vehicle in vehicles:
            nxt = []
            for p, lost, at in branches:
                # 5-6 scraps it (rulebook, Resolving Damage; CE rulings: Vehicles): an unfixed die is two branches
                ways = [(Fraction(1), self.dice[at] >= 5)] if at < len(self.dice) else VEHICLE_ROLL_WAYS
                self._spend(len(ways))
                for q, scraps in ways:
                    nxt.append((p * q, lost + ([vehicle] if scraps else []), at + 1))
            branches = nxt
        scrapped = list(dict.fromkeys(scrapped))  # a card scrapped for two reasons is scrapped once
        results = []
        for p, lost, at, home in self._pilot_rolls(scrapped, branches):
            final = copy_states(cards)  # each state copied: what follows changes them
            for card_id in scrapped + lost:
                _scrap(final, card_id)
            after, drawn_after = dict(stockpiles), dict[str, int]()
            apply_later(self.pos.cards, final, after, self.battle.later, frozenset(damaged), drawn_after)
            for pilot in home:
                final[pilot] = CardState(zone="hand")  # "return Natasha Kerensky to your hand"
            stockpile_moves.after_damage(self.pos, final, after, scrapped + lost)  # Shin Yodama
            ended = battle_triggers.at_battle_end(self.pos, self.battle, final, frozenset(damaged))
            self.fired.update(dict.fromkeys(ended, battle_triggers.RULE_IDS))
            restocked = instead_of_scrapheap.in_battle(self.pos, self.battle, final, after)
            self.fired.update(dict.fromkeys(restocked, instead_of_scrapheap.RULE_IDS))
            returned = attached_scrapped.after_damage(self.pos, final, scrapped + lost)  # "If enhanced 'Mech is ..."
            self.fired.update(dict.fromkeys(returned, attached_scrapped.RULE_IDS))
            drawn = own_scrapped.after_damage(self.pos, self.battle, final, after, drawn_after)  # "When ~ is scrapped"
            self.fired.update(dict.fromkeys(drawn, own_scrapped.RULE_IDS))
            watched = stockpile_scrapped.after_damage(self.pos, self.battle, final, from_stockpiles)
            self.fired.update(dict.fromkeys(watched, stockpile_scrapped.RULE_IDS))
            results.append((p, self._outcome(final, after, at, drawn_after)))
        return results

    def _pilot_rolls(
        self, scrapped: list[str], branches: list[tuple[Fraction, list[str], int]]
    ) -> list[tuple[Fraction, list[str], int, list[str]]]:
        """Each way the dice fall for the Pilots whose Unit is scrapped ("If 'Mech piloted by this card is scrapped,
        roll a die: ...": judge/bttcg/pilot_triggers.py), after the Vehicles' rolls: the Pilots returned to hand."""
        found: list[tuple[Fraction, list[str], int, list[str]]] = []
        for p, lost, at in branches:
            ways: list[tuple[Fraction, int, list[str]]] = [(p, at, [])]
            for pilot, roll in pilot_triggers.scrapped_rolls(self.pos, scrapped + lost):
                self.pilots_rolled.add(pilot)
                nxt = []
                for q, k, home in ways:
                    faces = [self.dice[k]] if k < len(self.dice) else list(range(1, 7))
                    self._spend(len(faces))
                    for value in faces:
                        back = pilot_triggers.goes_to_hand(roll, value)
                        nxt.append((q / len(faces), k + 1, home + ([pilot] if back else [])))
                ways = nxt
            found += [(q, lost, k, home) for q, k, home in ways]
        return found

    def _outcome(
        self,
        cards: dict[str, CardState],
        stockpiles: dict[str, int],
        dice_used: int,
        drawn: dict[str, int] | None = None,
    ) -> Outcome:
        winner = winner_of(self.pos.players, stockpiles)
        shown = {cid: card_json(s) for cid, s in cards.items()}
        return Outcome(Fraction(1), shown, dict(stockpiles), winner, cards, dice_used, dict(drawn or {}))


def _scrap(cards: dict[str, CardState], card_id: str) -> None:
    cards[card_id] = CardState(zone="scrapheap")
    for other, state in cards.items():
        if state.on == card_id and state.zone != "scrapheap":
            cards[other] = CardState(zone="scrapheap")


__all__ = ["MAX_BRANCHES", "Outcome", "Resolver", "card_json", "counters_removed", "missile_damage", "winner_of"]
