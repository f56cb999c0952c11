"""The battle (rulebook p.26-29): the initiative step, the player who lost initiative, the player who won; each
action of the scenario placed in its step and checked, Unit options, Mission cards and damage assignment."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from judge.bttcg import ability_conditions as unit_conditions
from judge.bttcg import (
    ability_costs,
    option_triggers,
    pilot_triggers,
    play_limits,
    reactions,
    rerolls,
    step_bans,
    stockpile_moves,
    terrain,
)
from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.battle_assign import assign_damage, attack_changed, deals_no_damage_depleted, finish_assignments
from judge.bttcg.battle_uses import may_use
from judge.bttcg.checkpoint import checkpoint
from judge.bttcg.counter_costs import paid as counters_paid
from judge.bttcg.counter_costs import pays as pays_counters
from judge.bttcg.dice import DiceStream
from judge.bttcg.faces import usable
from judge.bttcg.interpret import Context, changes_initiative, run_effects
from judge.bttcg.interpret_later import settle
from judge.bttcg.may import no_answer_left
from judge.bttcg.misrulings import INITIATIVE_TIE_TO_DEFENDER
from judge.bttcg.play_bans import CARDS_MAKE_EXCEPTIONS as BAN_RULE
from judge.bttcg.play_bans import banned
from judge.bttcg.play_restrictions import condition_problem, restriction_problem
from judge.bttcg.redirect import redirect_targets
from judge.bttcg.refusals import unsupported
from judge.bttcg.reveal import RULES as REVEAL_RULES
from judge.bttcg.reveal import leading
from judge.bttcg.scenario import Action
from judge.bttcg.state import Battle, Fighter, MissileVolley, Position, UnsupportedError, is_active
from judge.bttcg.stats import (
    all_abilities,
    attack,
    initiative,
    initiative_winner,
    long_range,
)
from judge.bttcg.turn_deployments import HEAVY_INDUSTRY, in_a_mission
from judge.dsl import models as m
from judge.misrulings import misruled

OPTION_NAMES = {"jump": "Jump", "overheat": "Overheat", "alpha strike": "Alpha Strike", "missile": "Missile"}


class BattleRunner:
    """Runs a scenario's actions through one battle."""

    def __init__(self, pos: Position, battle: Battle, dice: DiceStream) -> None:
        self.pos = pos
        self.battle = battle
        self.dice = dice

    # --- steps -------------------------------------------------------------------------------------------------

    def loser(self) -> str:
        return (
            self.battle.defender
            if initiative_winner(self.pos, self.battle) == self.battle.attacker
            else self.battle.attacker
        )

    def _scores(self) -> str:
        b = self.battle
        return ", ".join(f"{p} {initiative(self.pos, b, p)}" for p in (b.attacker, b.defender))

    def start(self) -> None:
        pilot_triggers.fire(  # "Whenever 'Mech piloted by this card attacks or blocks, ..."
            self.pos,
            self.battle,
            lambda c: Context(
                self.pos,
                self.battle,
                self.pos.owners[c],
                c,
                None,
                attack_changed=self.attack_changed,
                roll=self.dice.roll,
            ),
        )
        tie = "defender" if misruled(INITIATIVE_TIE_TO_DEFENDER) else "attacker"  # as stats.initiative_winner
        self.pos.note(
            f"Initiative: {self._scores()}; {self.loser()} is losing initiative (ties go to the {tie})",
            r.INITIATIVE,
            r.INITIATIVE_SCORE,
        )

    def _end_initiative(self) -> None:
        b = self.battle
        b.first = self.loser()
        b.step = "first"
        winner = self.pos.other(b.first)
        self.pos.note(
            f"{winner} wins initiative ({self._scores()}); {b.first} goes first, {winner} second",
            r.INITIATIVE,
            r.GOES_FIRST,
        )

    def run(self, actions: list[Action]) -> None:
        self.begin(leading(actions, self.pos))  # revealed when the mission was declared (reveal.py)
        for index, action in enumerate(actions):
            self.place(index, action)
        self.finish()

    def begin(self, revealed: int = 0) -> None:
        """:meth:`start`; then :meth:`place` each action, and :meth:`finish` (judge/bttcg/game/battles.py)."""
        self.revealed = revealed
        self.events: dict[int, reactions.Event] = {}  # what a Unit did at an action, that a card answers
        self.start()

    def finish(self) -> None:
        """The steps are over: defaults of assignment, effects waiting settled; then damage resolves (damage.py)."""
        if self.battle.step == "initiative":
            self._end_initiative()
        self.battle.step = "done"
        self.finish_assignments()
        settle(self.pos, self.battle, self.dice.roll)  # dice rolled as damage resolves (mission_resolution.py)
        for card_id in self.battle.returning:
            self.pos.cards[card_id].zone = "hand"
            self.pos.cards[card_id].on = None  # a Pilot returned to hand leaves its 'Mech
        stockpile_moves.settle_battle_losses(self.pos, self.battle)

    def place(self, index: int, action: Action) -> None:
        """Puts the action in its step (scenario-format.md "Order and steps") and runs it."""
        b = self.battle
        if index < self.revealed:
            return  # revealed or used as the mission was declared (reveal.py, before_blockers.py)
        if action.verb == "reveal":
            if index >= self.revealed and reactions.answers(self.pos.faces[action.reveal or ""].abilities):
                reactions.reveal(self.pos, b, index, action, self.events.get(index - 1))  # judge/bttcg/reactions.py
            elif index >= self.revealed:
                face = self.pos.faces[action.reveal or ""]
                reactions.refuse_unanswered(face.name, face.abilities)  # revealed in answer: refused, not judged
                self.pos.violate(
                    index,
                    f"{self.pos.name(action.reveal or '')} is revealed when the opponent attacks, before blockers are "
                    "assigned: first among the mission's actions",
                    *REVEAL_RULES,
                )
            return
        if rerolls.is_use(self.pos, action):  # used as damage resolves, whatever the step (rerolls.py)
            rerolls.record(self.pos, b, index, action)
            return
        if b.step == "initiative":
            if action.verb == "pass":
                if action.by == self.loser():
                    self.pos.note(f"{action.by} concedes initiative", r.INITIATIVE_STEP)
                    self._end_initiative()
                return
            if self._changes_initiative(action):
                if action.by != self.loser():
                    self.pos.violate(
                        index,
                        f"{action.by} is winning initiative: only the player losing initiative acts in this step",
                        r.INITIATIVE_STEP,
                    )
                    return
                self.run_action(index, action)
                self.pos.note(
                    f"Initiative now: {self._scores()}; {self.loser()} is losing initiative", r.INITIATIVE_STEP
                )
                return
            self._end_initiative()
        if b.step == "first":
            if action.by == b.first:
                if action.verb == "pass":
                    b.step = "second"
                    return
                self.run_action(index, action)
                return
            b.step = "second"
        if b.step == "second":
            if action.by == b.first:
                if action.verb == "assign" and self._assigned(action):
                    self.run_action(index, action)
                    return
                if action.verb == "pass":
                    return
                self.pos.violate(
                    index,
                    f"{action.by} lost initiative and has finished "
                    "battling: the player who won initiative is acting now",
                    r.GOES_SECOND,
                )
                return
            if action.verb == "pass":
                b.step = "done"
                return
            self.run_action(index, action)
            return
        if action.verb != "pass":
            if action.verb == "assign" and (self._pending(action) or self._assigned(action)):
                self.run_action(index, action)
                return
            self.pos.violate(index, f"{action.by} has passed: both players are done battling", r.GOES_SECOND)

    def _assigned(self, action: Action) -> bool:
        """An assignment of a Unit whose damage was assigned before (a new assignment after its attack changed, or
        an attempt to reassign, checked by :meth:`assign`), or of the target that came into the battle late."""
        fighter = self.battle.fighters.get(action.assign or "")
        return fighter is not None and (fighter.assigned is not None or fighter.joined)

    def _pending(self, action: Action) -> bool:
        fighter = self.battle.fighters.get(action.assign or "")
        return fighter is not None and fighter.pending is not None

    def _changes_initiative(self, action: Action) -> bool:
        if action.verb == "use":
            if (action.use or "").strip().lower() == "jump":
                return True
            face = self.pos.faces.get(action.card or action.unit or "")
            return face is not None and any(changes_initiative(a.effects) for a in usable(face.abilities))
        if action.verb == "play" and action.play in self.pos.faces:
            face = self.pos.faces[action.play]
            return any(isinstance(a, m.Resolve) and changes_initiative(a.effects) for a in face.abilities)
        return False

    # --- actions -----------------------------------------------------------------------------------------------

    def run_action(self, index: int, action: Action) -> None:
        if action.verb == "play":
            self.play(index, action)
        elif action.verb == "use":
            self.use(index, action)
        elif action.verb == "assign":
            self.assign(index, action)

    def _own_fighter(self, index: int, action: Action, card_id: str) -> Fighter | None:
        fighter = self.battle.fighters.get(card_id)
        if fighter is None or fighter.removed:
            self.pos.violate(index, f"{self.pos.name(card_id)} is not in the battle", r.UNITS_AFFECT_BATTLE)
            return None
        if fighter.player != action.by:
            self.pos.violate(index, f"{self.pos.name(card_id)} is not {action.by}'s", r.GOES_FIRST)
            return None
        return fighter

    def use(self, index: int, action: Action) -> None:
        name = OPTION_NAMES.get((action.use or "").strip().lower())
        card_id = action.unit or action.card or ""
        if name is None:
            self.use_ability(index, action, card_id)
            return
        fighter = self._own_fighter(index, action, card_id)
        if fighter is None:
            return
        face = self.pos.faces[card_id]
        classes = {"Jump": m.Jump, "Overheat": m.Overheat, "Alpha Strike": m.AlphaStrike, "Missile": m.Missile}
        have = [a for a in all_abilities(self.pos, card_id) if isinstance(a, classes[name])]
        used = fighter.options_used.count(name)
        if not have:
            self.pos.violate(index, f"{face.name} has no {name} option", r.OPTIONS_ONCE_PER_MISSION)
            return
        if used >= len(have):
            self.pos.violate(
                index, f"{face.name} has already used {name}: each option once per mission", r.OPTIONS_ONCE_PER_MISSION
            )
            return
        option = have[used]
        if isinstance(option, m.Jump):
            if attack(self.pos, self.battle, fighter) < 1:
                self.pos.violate(index, f"{face.name}'s attack is below 1: it cannot Jump", r.JUMP)
                return
            fighter.options_used.append(name)
            fighter.initiative += option.initiative
            fighter.attack_mod += option.attack
            self.pos.note(
                f"{face.name} jumps: {option.attack:+d} attack, {option.initiative:+d} initiative",
                r.JUMP,
                r.JUMP_CUMULATIVE,
            )
            self.attack_changed(card_id, option.attack, index)
        elif isinstance(option, m.Overheat):
            fighter.options_used.append(name)
            fighter.attack_mod += option.attack
            fighter.overheat += option.heat
            self.events[index] = reactions.Event("overheats", card_id, option.heat)
            self.pos.note(
                f"{face.name} overheats: {option.attack:+d} attack, "
                f"{option.heat} Overheat damage at the end of the battle",
                r.OVERHEAT,
            )
            self.attack_changed(card_id, option.attack, index)
            option_triggers.run(self.pos, card_id, name, lambda c: self._context(index, action, self.pos.owners[c], c))
        elif isinstance(option, m.AlphaStrike):
            card = self.pos.cards[card_id]
            if card.depleted:
                self.pos.violate(index, f"{face.name} is depleted: it cannot Alpha Strike", r.ALPHA_STRIKE)
                return
            fighter.options_used.append(name)
            kept = option_triggers.keeps_undepleted(self.pos, card_id, self.battle)
            if not kept:
                card.tapped = card.depleted = True
            fighter.attack_mod += option.attack
            how = "it is not depleted" if kept else "it is depleted"
            self.pos.note(f"{face.name} uses Alpha Strike: {option.attack:+d} attack; {how}", r.ALPHA_STRIKE)
            self.attack_changed(card_id, option.attack, index)
            option_triggers.run(self.pos, card_id, name, lambda c: self._context(index, action, self.pos.owners[c], c))
        elif isinstance(option, m.Missile):
            self.fire(index, action, fighter, option)

    def _context(self, index: int, action: Action, player: str, card_id: str) -> Context:
        """Where the effects of a card played or used by ``player`` run: the action's choices and amounts, this
        battle's dice and its record of lowered attacks."""
        return Context(
            self.pos,
            self.battle,
            player,
            card_id,
            index,
            list(action.choose or []),
            dict(action.amounts or {}),
            attack_changed=self.attack_changed,
            roll=self.dice.roll,
            pick=self.dice.pick,
            may=list(action.may or []),
            either=list(action.either or []),
        )

    def use_ability(self, index: int, action: Action, card_id: str) -> None:
        """A card's activated ability (``use: ability``, or ``ability 2`` for its second): the cost paid, the
        conditions checked, each ability once per battle (rulebook p.27; CE rulings: Abilities)."""
        pos, b = self.pos, self.battle
        face = pos.faces[card_id]
        which = action.ability_number
        if which is None:
            raise UnsupportedError(
                f"action {index}: '{action.use}' is neither an option (Jump, Overheat, Alpha Strike, Missile) nor "
                "'ability' / 'ability N' (a card's N-th activated ability)"
            )
        ability = face.activated(which)
        if ability is None:
            pos.violate(index, f"{face.name} has no activated ability number {which}", r.ABILITY_ONCE_PER_BATTLE)
            return
        if pos.owners[card_id] != action.by:
            pos.violate(index, f"{face.name} is not {action.by}'s", r.GOES_FIRST)
            return
        state = pos.cards[card_id]
        if not is_active(state):
            where = (
                "under construction: a site, not a Unit or Command card"
                if state.zone == "construction"
                else "not in play"
            )
            pos.violate(index, f"{face.name} is {where}, so it has no ability to use", r.CARD_UNDER_CONSTRUCTION)
            return
        key = f"{card_id}#{which}"
        if not may_use(pos, b, index, card_id, key, taps=False):  # {T} is paid with the other costs, below
            return
        if (no_deployment := in_a_mission(face.name, ability)) is not None:  # judge/bttcg/turn_deployments.py
            pos.violate(index, no_deployment, HEAVY_INDUSTRY, t.DEPLOYMENTS)
            return
        host = pos.cards[card_id].on or card_id
        restrictions = [  # where it was played on (played_on) was settled when it was activated: attach.py
            c
            for a in face.abilities
            if isinstance(a, m.PlayRestriction)
            for c in a.conditions
            if not isinstance(c, m.PlayedOn)
        ]
        for condition in [*ability.conditions, *restrictions]:
            if terrain.is_region_timing(condition):  # "... whose target is in the region enhanced by this card"
                unmet_region = terrain.region_problem(pos, b, card_id)
                if unmet_region is not None:
                    pos.violate(index, f"{face.name}'s ability is used only {unmet_region[0]}", *unmet_region[1])
                    return
                continue
            plain = isinstance(condition, m.During) and condition_problem(condition) is None  # no other timing
            if plain and isinstance(condition, m.During) and condition.mission:
                continue  # a scenario is a mission
            unit_s = host != card_id or face.kind == "unit"  # else a Command card's: restriction_problem (a battle)
            if plain and isinstance(condition, m.During) and condition.battle and unit_s:
                fighter = b.fighters.get(host)  # CE rulings, Abilities: a Unit's, Pilot's or Enhancement's
                if fighter is None or fighter.removed:
                    pos.violate(
                        index,
                        f"{face.name}'s ability is used only during battle, and {pos.name(host)} is not in it",
                        r.ABILITY_ONLY_IF_IN_BATTLE,
                    )
                    return
                continue
            if isinstance(condition, unit_conditions.CHECKED):  # about the Unit the ability belongs to
                why = unit_conditions.static_problem(condition)
                if why is not None:
                    raise UnsupportedError(f"{face.name}: the engine does not check {why} yet")
                unmet = unit_conditions.problem(pos, b, card_id, condition)
                if unmet is not None:
                    pos.violate(
                        index,
                        f"{face.name}'s ability is used only {unmet}",
                        r.PLAY_ONLY_WHEN,
                        r.CONDITION_CHECKED_ON_PLAY,
                    )
                    return
                continue
            problem = restriction_problem(self.pos, self.battle, action.by, condition)
            if problem is not None:
                pos.violate(index, f"{face.name}'s ability is used only {problem[0]}", *problem[1])
                return
        paying = ability_costs.take_from_hand(pos, index, action.by, face, ability.cost, list(action.choose or []))
        if paying is None:
            return
        with self._checkpoint() as undo:  # changes kept, or undone (judge/bttcg/undo.py)
            if not counters_paid(pos, index, card_id, ability.cost, action.by):
                return  # "Remove a supply counter from ~:" with too few (a violation: counter_costs.py)
            for cost in ability.cost:
                if ability_costs.leaves_play(cost, face) or ability_costs.from_hand(cost) or pays_counters(cost):
                    continue  # paid once the effects are settled (ability_costs.pay), or above
                if not isinstance(cost, m.TapCost):
                    raise UnsupportedError(f"{face.name}: the engine does not pay the cost '{cost.kind}' yet")
                card = pos.cards[card_id]
                if card.tapped:
                    pos.violate(index, f"{face.name} is tapped and cannot pay {{T}}", r.ABILITY_ONCE_PER_BATTLE)
                    return
                card.tapped = True
            b.abilities_used.append(key)
            pos.note(
                f"{action.by} uses {face.name}'s ability", r.ABILITY_ONCE_PER_BATTLE, r.ABILITIES_AFFECT_ONLY_BATTLE
            )
            ctx = self._context(index, action.model_copy(update={"choose": paying[1] or None}), action.by, card_id)
            on = pos.cards[card_id].on
            if on is not None:
                ctx.last = [on]  # "that 'Mech" of an Enhancement or Pilot: the card it is on
            run_effects(ctx, ability.effects)
            no_answer_left(ctx)
            if ctx.failed:
                undo(f"{face.name}'s ability is not used: what it asks for cannot be chosen")
                return
            ability_costs.pay(pos, card_id, ability.cost, paying[0])

    def fire(self, index: int, action: Action, fighter: Fighter, option: m.Missile) -> None:
        face = self.pos.faces[fighter.card_id]
        at = action.at or {}
        if sum(at.values()) > option.count:
            self.pos.violate(
                index,
                f"{face.name} has Missile {option.count}: it fires at most {option.count}",
                r.MISSILE,
                r.MISSILES_UP_TO,
            )
            return
        if self._depleted(index, fighter, fired=True):
            return
        allowed = self.recipients(fighter, missiles=True)
        for recipient in at:
            if recipient not in allowed:
                self.pos.violate(
                    index, f"{face.name}'s missiles cannot be fired at {self.pos.name(recipient)}", r.MISSILE
                )
                return
        fighter.options_used.append("Missile")
        fighter.missiles = dict(at)
        for recipient, count in at.items():
            if count:
                self.battle.volleys.append(MissileVolley(fighter.card_id, recipient, count))
        self.events[index] = reactions.Event("assigns_missiles", fighter.card_id)  # a card may answer (reactions.py)
        fired = ", ".join(f"{n} at {self.pos.name(t)}" for t, n in at.items() if n) or "none"
        self.pos.note(f"{face.name} fires missiles: {fired} (rolled when damage resolves)", r.MISSILE, r.MISSILES_UP_TO)

    def play(self, index: int, action: Action) -> None:
        card_id = action.play or ""
        pos, b = self.pos, self.battle
        face, card = pos.faces[card_id], pos.cards[card_id]
        player = action.by
        if face.kind != "mission":
            pos.violate(index, f"{face.name} is not a Mission card", r.MISSION_CARDS_AFFECT)
            return
        if pos.owners[card_id] != player or card.zone != "hand":
            pos.violate(index, f"{face.name} is not in {player}'s hand", r.MISSION_CARDS_AFFECT)
            return
        ban = banned(pos, player, "Mission")  # "no player may play Mission cards" (judge/bttcg/play_bans.py)
        if ban is not None:
            pos.violate(index, f"{ban}: {player} may not play Mission cards now", BAN_RULE, r.MISSION_CARDS_AFFECT)
            return
        if (step_ban := step_bans.banned_now(pos, b, player)) is not None:  # "... during the Initiative step"
            pos.violate(index, f"{step_ban}: no Mission cards in the Initiative step", *step_bans.RULE_IDS)
            return
        if (limit := play_limits.over(pos, b, player)) is not None:  # "No more than one Mission card may be played"
            pos.violate(index, limit, *play_limits.RULE_IDS)
            return
        played = b.mission_cards.setdefault(player, [])
        if face.name in played:
            pos.violate(index, f"{player} has already played {face.name} in this battle", r.MISSION_CARD_ONCE)
            return
        score = initiative(pos, b, player)
        if len(played) + 1 > score:
            pos.violate(
                index,
                f"{player}'s initiative score is {score}: {player} cannot play a Mission card number {len(played) + 1}",
                r.MISSION_CARDS_LIMIT,
            )
            return
        for restriction in (a for a in face.abilities if isinstance(a, m.PlayRestriction)):
            for condition in restriction.conditions:
                problem = restriction_problem(self.pos, self.battle, player, condition)
                if problem is not None:
                    pos.violate(index, f"{face.name} is played only {problem[0]}", *problem[1])
                    return
        with self._checkpoint() as undo:  # changes kept, or undone (judge/bttcg/undo.py)
            played.append(face.name)
            card.zone = "scrapheap"
            b.played.append(card_id)
            pos.note(
                f"{player} plays {face.name} ({len(played)} of at most {score} Mission cards)", r.MISSION_CARDS_LIMIT
            )
            ctx = self._context(index, action, player, card_id)
            alone = [c for c in b.group if c in b.fighters and not b.fighters[c].removed]
            if any(
                isinstance(c, m.AttacksAlone)
                for a in face.abilities
                if isinstance(a, m.PlayRestriction)
                for c in a.conditions
            ):
                ctx.last = alone  # "That Unit": the one attacking alone
            for ability in face.abilities:
                if not isinstance(ability, m.Resolve | m.PlayRestriction):  # never passed over in silence
                    raise unsupported(
                        face.name, ability, f"a {ability.kind.replace('_', ' ')} ability on a Mission card"
                    )
                if isinstance(ability, m.Resolve):
                    change = rerolls.lasting_change(ability.effects)
                    if ability.conditions and not (change is not None and rerolls.when_rolled(ability)):
                        raise UnsupportedError(
                            f"{face.name}: the engine does not check the conditions of its effects yet"
                        )
                    if change is not None:  # each missile roll changed as damage resolves (rerolls.py)
                        rerolls.record_play(ctx, action, change)
                        continue
                    run_effects(ctx, ability.effects)
            no_answer_left(ctx)
            if ctx.failed:
                undo(f"{face.name} is not played: what it asks for cannot be chosen")

    def _depleted(self, index: int, fighter: Fighter, fired: bool) -> bool:
        """Whether the Unit was depleted at the start of the battle: it deals no damage, and trying is a violation
        (rulebook p.28)."""
        depleted = deals_no_damage_depleted(fighter)
        if depleted and fired:
            self.pos.violate(
                index,
                f"{self.pos.name(fighter.card_id)} was depleted at the start of the battle and deals no damage",
                r.DEPLETED_DEALS_NO_DAMAGE,
            )
        return depleted

    def _checkpoint(self) -> AbstractContextManager[Callable[[str], None]]:
        """A way back inside the block (judge/bttcg/checkpoint.py)."""
        return checkpoint(self.pos, self.battle)

    # --- damage assignment -------------------------------------------------------------------------------------

    def recipients(self, fighter: Fighter, missiles: bool = False, redirect: bool = False) -> list[str]:
        """Where a Unit's damage can go: the Units on the other side; the target only if included or unblocked;
        missiles also at the target when blocked (rulebook p.27-28, p.31); only where an effect says, if one does;
        with ``redirect``, the Enhancements the attacker may redirect damage to (never by default)."""
        b = self.battle
        if fighter.only_to is not None:
            return list(fighter.only_to)
        other = [f.card_id for f in b.active() if f.player != fighter.player]
        in_reach = not b.blocked or b.include_target or missiles or long_range(self.pos, b, fighter) > 0
        gone = not b.target_is_stockpile and self.pos.cards[b.target].zone == "scrapheap"  # CE rulings: Ambush!
        if fighter.player == b.attacker and b.target not in other and in_reach and not gone:
            other.append(b.target)
        if redirect and not missiles:
            other += redirect_targets(self.pos, b, fighter, other)
        return other

    def attack_changed(self, card_id: str, delta: int, index: int | None) -> None:
        """A Unit's attack changed after assigning (:func:`judge.bttcg.battle_assign.attack_changed`)."""
        attack_changed(self, card_id, delta, index)

    def assign(self, index: int, action: Action) -> None:
        assign_damage(self, index, action)

    def finish_assignments(self) -> None:
        """The one default of strict mode (:func:`judge.bttcg.battle_assign.finish_assignments`)."""
        finish_assignments(self)
