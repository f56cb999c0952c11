"""The transformer of the effects (``grammar/effects.lark``): what abilities do; merged with the others by
:mod:`judge.cardtext.transformers`."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import (
    PHASES,
    Attachment,
    BareOrdinal,
    die_range_of,
    duration_of,
    others_scrapped,
)
from judge.cardtext.transform_selectors import SelectorsTransformer, count_value, either_of, stockpile_of
from judge.cardtext.transform_units import signed
from judge.dsl import models as m


def bonus_for_you(change: tuple[str, int]) -> m.ModifyStat:
    """ "You get +1 initiative": the bonus of one of your Units."""
    stat, amount = change
    return m.ModifyStat(target=m.Selector(quantifier="a", noun="unit", owner="you"), stat=stat, amount=amount)


@v_args(inline=True)
class EffectsTransformer(Transformer[Token, Any]):
    """``grammar/effects.lark`` → the effects (:data:`~judge.dsl.models.Effect`)."""

    # bonuses and resources
    def stat_change(self, amount: Token, stat: Token) -> tuple[str, int]:
        return str(stat), signed(amount)

    def stat_changes(self, *changes: Any) -> list[tuple[str, int]]:
        return [c for c in changes if not isinstance(c, Token)]

    def modify_and_gain(self, target: Any, changes: list[tuple[str, int]], _and: Token, ability: Any) -> list[Any]:
        return [*self.modify_stats(target, changes), m.GainAbility(target=target, ability=ability)]

    def lasting(self, effect: Any, *rest: Token) -> m.Lasting:
        until = rest[-1]
        return m.Lasting(until=duration_of(until), effects=effect if isinstance(effect, list) else [effect])

    def gets_without_drawback(self, target: Any, changes: list[tuple[str, int]], drawback: Token) -> list[Any]:
        option = "Overheat" if "Overheat" in str(drawback) else "Alpha Strike"
        return [*self.modify_stats(target, changes), m.NoOptionDrawback(target=target, option=option)]

    def no_deplete(self, target: Any, _option: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Alpha Strike")

    def no_overheat_damage(self, target: Any, _option: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def ignore_speed(self, target: Any, action: tuple[str, Any], *_rest: Any) -> m.IgnoreSpeed:
        return m.IgnoreSpeed(target=target, action=action[0], against=action[1])

    def may_block(self, against: Any = None) -> tuple[str, Any]:
        return "block", against

    def may_attack(self, noun: str) -> tuple[str, Any]:
        return "attack", m.Selector(quantifier="all", noun=noun)

    def may_be_blocked(self) -> tuple[str, Any]:
        return "be_blocked", None

    def may_be_attacked(self) -> tuple[str, Any]:
        return "be_attacked", None

    def deal_divided(self, amount: Token, _divided: Token, target: Any) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), divided=True)

    def deal_divided_after(self, amount: Token, target: Any, _divided: Token) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), divided=True)

    def gain_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target)

    def opponent_gains_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target, player="opponent")

    def speed_slower(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=-steps)

    def speed_faster(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=steps)

    def set_speed(self, target: Any, speed: Token) -> m.SetSpeed:
        return m.SetSpeed(target=target, speed=str(speed))

    def cannot_attack_or_block(self, target: Any, how: Token | None = None) -> m.CannotAttackOrBlock:
        return m.CannotAttackOrBlock(target=target, how="alone" if how is None else "in_group")

    def gets_x(self, target: Any, _x: Token, stat: Token, base: Token) -> m.ModifyStat:
        return m.ModifyStat(target=target, stat=str(stat), amount=0, amount_from=f"base_{base}")

    def gets_and_predicates(
        self,
        target: Any,
        changes: list[tuple[str, int]],
        _comma: Token,
        speed: Token,
        cannot: Token | None,
        unless: Token | None,
    ) -> list[Any]:
        effects: list[Any] = [*self.modify_stats(target, changes), m.SetSpeed(target=target, speed=str(speed))]
        if cannot is not None:
            effects.append(m.CannotBlock(target=target, unless_guarding=unless is not None))
        return effects

    def repair_all(self, _all: Token, target: Any) -> m.Repair:
        return m.Repair(target=target, amount=0, all_damage=True)

    def cancel(self, target: Any) -> m.Cancel:
        return m.Cancel(target=target)

    def cancel_scrap(self, target: Any) -> m.Cancel:
        return m.Cancel(target=target, scrap=True)

    def prevent_all_missile(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, received=True, missile=True)

    def prevent_all_missile_by(self, _who: Any, _all: Token, target: Any) -> m.PreventAllDamage:
        return self.prevent_all_missile(_all, target)

    def put_into_play(self, target: Any, activated: Token | None = None, on: Any = None) -> m.PutIntoPlay:
        return m.PutIntoPlay(target=target, on=on, activated=activated is not None)

    def put_on_stockpile(self, target: Any, in_any_order: Token | None = None) -> m.PutOnStockpile:
        return m.PutOnStockpile(target=target, any_order=in_any_order is not None)

    def search(self, target: Any) -> m.Search:
        return m.Search(target=target)

    def gain_resources(self, *symbols: Token) -> m.AddResources:
        return m.AddResources(count=len(symbols))

    def look_at_hand(self, _quantifier: Any, _opponents: Token) -> m.LookAtHand:
        return m.LookAtHand()

    def look_at_top(self, count: int | None, whose: str) -> m.LookAtTop:
        return m.LookAtTop(count=count or 1, whose=whose)

    def show(self, target: Any) -> m.Show:
        return m.Show(target=target)

    def remove_from_battle(self, target: Any, *_battle: Any) -> m.RemoveFromBattle:
        return m.RemoveFromBattle(target=target)

    def repair(self, up_to: Token | None, amount: Token, target: Any) -> m.Repair:
        return m.Repair(target=target, amount=int(amount), up_to=up_to is not None)

    def add_counters(self, count: int, kind: Token, target: Any) -> m.AddCounters:
        return m.AddCounters(counter=str(kind), count=count, target=target)

    def remove_counters(self, count: int, kind: Token, target: Any) -> m.RemoveCounters:
        return m.RemoveCounters(counter=str(kind), count=count, target=target)

    def subtract_from_missile_rolls(self, amount: Token, _each_or_any: Token) -> m.AdjustMissileRoll:
        return m.AdjustMissileRoll(amount=-int(amount))

    def add_or_subtract_missile_roll(
        self, added: Token, subtracted: Token, _any: Token, fired_by: Any
    ) -> m.AdjustMissileRoll:
        if int(added) != int(subtracted):
            raise ValueError("adding and subtracting different amounts is not in the DSL yet")
        return m.AdjustMissileRoll(amount=int(added), either_way=True, fired_by=fired_by)

    def reroll_missile(self) -> m.RerollMissile:
        return m.RerollMissile()

    def opponent_does(self, _who: Token, *actions: Any) -> list[Any]:
        return [a for a in actions if not isinstance(a, Token)]

    def opponent_restocks(self, target: Any) -> m.Restock:
        return m.Restock(target=target, player="opponent")

    def opponent_draws(self, count: int) -> m.Draw:
        return m.Draw(count=count, player="opponent")

    def opponent_scraps(self, target: Any) -> m.Scrap:
        return m.Scrap(target=target, player="opponent")

    def deplete(self, target: Any, at_end: Token | None) -> m.Deplete:
        return m.Deplete(target=target, delayed="mission" if at_end is not None else None)

    def gain_roll_resources(self, die_range: Token) -> m.AddResources:
        if die_range_of(die_range) != (1, 6):
            raise ValueError(f"resources +({die_range}) is not a die roll")
        return m.AddResources(count=1, from_roll=True)

    def return_to_hand(self, target: Any, after: Token | None) -> m.ReturnToHand:
        return m.ReturnToHand(target=target, delayed="mission" if after is not None else None)

    def shuffle(self) -> m.Shuffle:
        return m.Shuffle()

    def activate_card(self, target: Any) -> m.ActivateCard:
        return m.ActivateCard(target=target)

    def reveal_card(self, target: Any) -> m.RevealCard:
        return m.RevealCard(target=target)

    def multiply_counters(self, word: Token, kind: Token, target: Any) -> m.MultiplyCounters:
        return m.MultiplyCounters(counter=str(kind), target=target, factor=2 if str(word).lower() == "double" else 3)

    def die_branch_inline(self, die_range: Token, effects: list[Any]) -> m.DieBranch:
        low, high = die_range_of(die_range)
        return m.DieBranch(low=low, high=high, effects=effects)

    def die_outcomes(self, *parts: m.DieBranch | list[Any]) -> list[m.DieBranch]:
        branches: list[m.DieBranch] = []
        for part in parts:
            if isinstance(part, m.DieBranch):
                branches.append(part)
            else:  # effects after ";" with no die range of their own: more of the branch before
                last = branches[-1]
                branches[-1] = last.model_copy(update={"effects": [*last.effects, *part]})
        return branches

    def roll_die(
        self, count: int, instead: Token | None, after: Token | None, outcomes: list[m.DieBranch] | None = None
    ) -> m.RollDie:
        # "Roll a die:" with its branches in the sentences after it, or "Roll a die: 1-2: ...; 3-6: ..."
        delayed = None if after is None else "mission"
        if any(branch.high > 6 * count for branch in outcomes or []):
            raise ValueError(f"a die range above what {count} dice can roll")
        return m.RollDie(branches=outcomes or [], count=count, instead=instead is not None, delayed=delayed)

    def roll_second_die(self, _a: Token, outcomes: list[m.DieBranch] | None = None) -> m.RollDie:
        return m.RollDie(branches=outcomes or [], second=True)

    def die_branch(self, die_range: Token, *effects: list[Any]) -> Attachment:
        low, high = die_range_of(die_range)
        return Attachment(branch=m.DieBranch(low=low, high=high, effects=[e for part in effects for e in part]))

    def put_on(self, what: Any, target: Any) -> m.PutOn:
        if what != m.ThatOne():
            raise ValueError("only 'it' (this card) can be put on another card")
        return m.PutOn(target=target)

    def no_effect(self, _token: Token) -> m.NoEffect:
        return m.NoEffect()

    def effects(self, *effects: Any) -> list[Any]:
        flat: list[Any] = []
        for effect in effects:
            if isinstance(effect, m.Selector):  # "Choose one of your 'Mechs and one 'Mech an opponent controls"
                if not flat or not isinstance(flat[-1], m.Choose):
                    raise ValueError("a card named with no verb to act on it")
                flat[-1] = flat[-1].model_copy(update={"more": [*flat[-1].more, effect]})
                continue
            if isinstance(effect, ChooseInIt):  # "Look at any opponent's hand and choose any card in it"
                if not flat or not isinstance(flat[-1], m.LookAtHand):
                    raise ValueError("'in it' names no hand looked at before it")
                effect = effect.choose
            flat.extend(effect if isinstance(effect, list) else [effect])
        return flat

    def quantity_base(self, stat: Token) -> m.Quantity:
        return m.Quantity(of=f"base_{stat}")

    def quantity_tonnage(self) -> m.Quantity:
        return m.Quantity(of="tonnage", divided_by=10)

    def quantity_counters(self, kind: Token, _self: Any) -> m.Quantity:
        return m.Quantity(of="counters", counter=str(kind))

    def quantity_excess(self, kind: Token, _self: Any) -> m.Quantity:
        if str(kind) != "construction":
            raise ValueError(f"only construction counters are paid above a card's cost, not {kind} counters")
        return m.Quantity(of="excess_construction")

    def receives_quantity(self, target: Any, quantity: m.Quantity) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=quantity)

    def deal_quantity(self, target: Any, quantity: m.Quantity) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=quantity)

    def receives_roll(self, target: Any, _roll: Token) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="die_roll"))

    def prevent_roll(self, _roll: Token, target: Any) -> m.PreventDamage:
        return m.PreventDamage(target=target, amount=0, up_to=False, amount_of=m.Quantity(of="die_roll"))

    def deal_that_much(self, target: Any) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="that_much"))

    def at_the_beginning(self, effect: Any, when: Token) -> m.AtTheBeginning:
        text = str(when)
        whose = "you" if " your " in text else "opponent"
        of = {"Draw phase": "draw_phase", "Deploy phase": "deploy_phase"}.get(" ".join(text.split()[-2:]), "turn")
        effects = effect if isinstance(effect, list) else [effect]
        return m.AtTheBeginning(whose=whose, of=of, effects=effects, next=" next " in text)

    def multiply_damage(self, word: Token, *parts: Any) -> m.MultiplyDamage:
        return m.MultiplyDamage(target=parts[-1], factor=2 if str(word).lower() == "double" else 3)

    def draw_additional(self) -> m.Draw:
        return m.Draw(count=1)

    def scrap_others(self, scope: Token) -> m.ScrapOthers:
        return others_scrapped(scope)

    def put_in_region(self, what: Any) -> m.PutInRegion:
        if what != m.ThatOne():
            raise ValueError("only 'it' (this card) can be put in a region")
        return m.PutInRegion()

    def receives_damage(self, target: Any, amount: Token, structure: Token | None = None) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), structure=structure is not None)

    def gets_roll(self, target: Any, _die_range: Token, stat: Token, amount: Token | None) -> list[Any]:
        # "+(1-6) attack": as much as the die roll before it shows (a branch "1-3" may print "+(1-3)")
        effects: list[Any] = [m.ModifyStat(target=target, stat=str(stat), amount=0, from_roll=True)]
        if amount is not None:
            effects.append(m.DealDamage(target=target, amount=int(amount)))
        return effects

    def add_to_die_roll(self, amount: Token) -> m.AddToDieRoll:
        return m.AddToDieRoll(amount=signed(amount))

    def additional_deployment_now(self, _one: Token) -> m.AdditionalDeployment:
        return m.AdditionalDeployment(when_revealed=False)

    def restock(self, target: Any, in_any_order: Token | None = None) -> m.Restock:
        return m.Restock(target=target, any_order=in_any_order is not None)

    def gain_ability(self, target: Any, ability: Any) -> m.GainAbility:
        return m.GainAbility(target=target, ability=ability)

    # effects
    def deal_damage(self, amount: Token, structure: Token | None, target: Any) -> m.DealDamage:
        return m.DealDamage(amount=int(amount), target=target, structure=structure is not None)

    def source_deals_damage(self, source: Any, amount: Token, structure: Token | None, target: Any) -> m.DealDamage:
        return m.DealDamage(amount=int(amount), target=target, structure=structure is not None, source=source)

    def prevent_damage(self, up_to: Token | None, amount: Token, target: Any) -> m.PreventDamage:
        return m.PreventDamage(amount=int(amount), target=target, up_to=up_to is not None)

    def draw(self, count: int, after: Token | None = None) -> m.Draw:
        return m.Draw(count=count, delayed="mission" if after is not None else None)

    def choose_in_it(self, target: Any, _in_it: Token) -> ChooseInIt:
        if not isinstance(target, m.Selector) or target.zone is not None:
            raise ValueError("only a card with no zone of its own can be chosen 'in it'")
        return ChooseInIt(m.Choose(target=target.model_copy(update={"zone": "hand", "their_zone": True})))

    def choose(self, target: Any) -> m.Choose:
        return m.Choose(target=target)

    def you_get(self, change: tuple[str, int]) -> m.ModifyStat:
        return bonus_for_you(change)

    def win_initiative(self) -> m.WinInitiative:
        return m.WinInitiative()

    def modify_stats(self, target: Any, changes: list[tuple[str, int]]) -> list[m.ModifyStat]:
        return [m.ModifyStat(target=target, stat=stat, amount=n) for stat, n in changes]

    def tap(self, target: Any) -> m.Tap:
        return m.Tap(target=target)

    def untap(self, target: Any, when: Token | None = None) -> m.Tap:
        # "after the mission" and "at the end of the mission" are the same moment
        delayed = None if when is None else ("turn" if when.type.endswith("AT_END_OF_YOUR_TURN") else "mission")
        return m.Tap(target=target, untap=True, delayed=delayed)

    def gets_and_receives(self, target: Any, changes: list[tuple[str, int]], *rest: Any) -> list[Any]:
        amount = rest[-1]
        noun = target.noun if isinstance(target, m.Selector) and target.noun in ("unit", "mech") else "unit"
        then = m.ThatOne(noun=noun) if isinstance(target, m.Selector) else target
        return [*self.modify_stats(target, changes), m.DealDamage(target=then, amount=int(amount))]

    def gets_and_receives_less(
        self, target: Any, changes: list[tuple[str, int]], _and: Token, amount: Token
    ) -> list[Any]:
        # "Attacking 'Mechs each get -2 attack and receive 2 less damage": 2 damage prevented to each of them
        shielded = (
            target.model_copy(update={"quantifier": "each"})
            if isinstance(target, m.Selector) and target.quantifier == "all"
            else target
        )
        return [*self.modify_stats(target, changes), m.PreventDamage(target=shielded, amount=int(amount), up_to=False)]

    def gets_only_against_non_units(self, target: Any, change: Any, *_rest: Any) -> m.ModifyStat:
        stat, amount = change if isinstance(change, tuple) else ("attack", signed(change))
        return m.ModifyStat(target=target, stat=stat, amount=amount, only_against="other_than_units")

    def prevent_all_received(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, received=True)

    def prevent_all_dealt(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True)

    def prevent_all_both(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True, received=True)

    def replace_counters(self, count: int, target: Any, more: Token) -> m.ReplaceCounters:
        replacement = count_value(Token("INT", str(more).split()[1]))
        if replacement <= count:
            raise ValueError("counters are replaced with more counters of the same type")
        return m.ReplaceCounters(target=target, count=count, replacement=replacement)

    def redirect_all_damage(self, source: Any, to: Any) -> m.RedirectAllDamage:
        if isinstance(to, BareOrdinal):  # "from the first Unit to the second": the second Unit
            if not isinstance(source, m.ThatOne) or source.index is None:
                raise ValueError(f"'the {to.word}' names no card without 'the first' before it")
            to = m.ThatOne(noun=source.noun, index=to.index)
        return m.RedirectAllDamage(source=source, to=to)

    def deals_no_damage(self, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True)

    def set_stat(self, stat: Token, target: Any, value: Token) -> m.SetStat:
        return m.SetStat(target=target, stat=str(stat), value=int(value))

    def may(self, effects: list[Any]) -> Any:
        if effects == [m.AdditionalDeployment(when_revealed=False)]:  # the node is a "may" of its own
            return effects[0]
        return m.May(effects=effects)

    def return_to_hand_later(self, _when: Token, target: Any) -> m.ReturnToHand:
        return m.ReturnToHand(target=target, delayed="mission")

    def put_both_on_stockpile(self, first: Any, second: Any, order: Token | None) -> list[m.PutOnStockpile]:
        return [m.PutOnStockpile(target=t, any_order=order is not None) for t in (first, second)]

    def cannot_be_blocked(self, target: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target)

    def cannot_be_blocked_by(self, target: Any, by: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target, by=by)

    def gets_either(
        self, target: Any, first: tuple[str, int], second: tuple[str, int], _choice: Token | None
    ) -> m.OneOf:
        return m.OneOf(options=[self.modify_stats(target, [first]), self.modify_stats(target, [second])])

    def scrap(self, target: Any) -> m.Scrap:
        return m.Scrap(target=target)

    def cannot_block(self, target: Any, unless: Token | None = None) -> m.CannotBlock:
        return m.CannotBlock(target=target, unless_guarding=unless is not None)

    def scrap_either(self, first: Any, second: Any) -> m.Scrap:
        # "Scrap any Terrain card or scrap any Enhancement on a site": one of them, chosen when it happens
        return m.Scrap(target=either_of(first, second))

    def if_tons(self, noun: str, tons: Token, effects: list[Any], otherwise: list[Any] | None = None) -> m.IfTons:
        return m.IfTons(watched=m.ThatOne(noun=noun), min_tons=int(tons), effects=effects, otherwise=otherwise or [])

    def no_player_plays(self, _no_player: Token, kind: Token, _cards: Token) -> m.NoPlayerPlays:
        return m.NoPlayerPlays(card_type=str(kind))

    def join_battle(self, target: Any) -> m.JoinBattle:
        return m.JoinBattle(target=target)

    def tap_to_join_battle(self, target: Any) -> list[Any]:
        return [m.Tap(target=target), m.JoinBattle(target=target)]

    def damage_only_to(self, source: Any, to: Any) -> m.DamageOnlyTo:
        return m.DamageOnlyTo(source=source, to=to)

    def add_or_subtract_each_missile(self, amount: Token, _each: Token, target: Any) -> m.AdjustMissileRoll:
        return m.AdjustMissileRoll(amount=int(amount), either_way=True, fired_by=target)

    def no_deplete_using(self, _option: Token, target: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Alpha Strike")

    def cancel_when(self, target: Any, when: Token) -> m.Cancel:
        return m.Cancel(target=target, on=str(when).split()[-1])

    def no_card_does_anything(self, kind: Token, _cards: Token, when: Token) -> m.Cancel:
        every = m.Selector(quantifier="all", noun="card", card_type=str(kind))
        return m.Cancel(target=every, on=str(when).split()[-1])

    def player_cannot_play(self, *parts: Token) -> m.NoPlayerPlays:
        # "You" is not kept: an opponent subject comes first when there is one
        return m.NoPlayerPlays(card_type=str(parts[-2]), player=_player(parts))

    def attack_limit(self, *parts: Token) -> m.AttackLimit:
        times = str(parts[-1])
        count = {"once": 1, "twice": 2}.get(times) or int(times.split()[0])
        return m.AttackLimit(player=_player(parts), count=count)

    def lasting_this_mission(self, effect: Any, _during: Token) -> m.Lasting:
        return m.Lasting(until="end_of_mission", effects=effect if isinstance(effect, list) else [effect])

    def choose_option(self, _following: Token, *names: Token | None) -> m.ChooseOption:
        return m.ChooseOption(options=[str(n) for n in names if n is not None])

    def no_player_plays_passive(self, kind: Token, _cards: Token) -> m.NoPlayerPlays:
        return m.NoPlayerPlays(card_type=str(kind))

    def battle_as_mission(self) -> m.BattleAsMission:
        return m.BattleAsMission()

    def unpreventable_damage(self) -> m.UnpreventableDamage:
        return m.UnpreventableDamage()

    def still_deals_damage(self, target: Any) -> m.StillDealsDamage:
        return m.StillDealsDamage(target=target)

    def deals_its_damage(self, source: Any, _all: Token, to: Any, unblocked: Token | None) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, as_if_unblocked=unblocked is not None)

    def may_deal_its_damage(self, source: Any, to: Any, unblocked: Token | None) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, optional=True, as_if_unblocked=unblocked is not None)

    def deal_its_damage(self, source: Any, _possessive: Token, to: Any, unblocked: Token | None) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, as_if_unblocked=unblocked is not None)

    def choose_whether_deals_damage(
        self, chooser: Any, _each: Token, _his_or_her: Token, noun: Token
    ) -> m.ChooseWhetherDealsDamage:
        if chooser != m.Selector(quantifier="each", noun="player"):
            raise ValueError("each player chooses for his or her own cards")
        plural = SelectorsTransformer().noun(noun)
        return m.ChooseWhetherDealsDamage(target=m.Selector(quantifier="each", noun=plural))

    def no_overheat_damage_to(self, _all: Token, _overheat: Token, target: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def multiply_overheat_damage(self, word: Token, _overheat: Token, target: Any) -> m.MultiplyDamage:
        return m.MultiplyDamage(target=target, factor=2 if str(word).lower() == "double" else 3, damage="overheat")

    def attacker_prevents(self, _who: Token, up_to: Token | None, amount: Token, target: Any) -> m.PreventDamage:
        return m.PreventDamage(target=target, amount=int(amount), up_to=up_to is not None, chooser="attacker")

    def assign_damage_only_to(self, to: Any) -> m.DamageOnlyTo:
        # "You may assign their damage": the damage of your Units, which you assign
        return m.DamageOnlyTo(source=m.Selector(quantifier="all", noun="unit", owner="you"), to=to)

    def each_receive_that_much(self, first: Any, _and: Token, second: Any, _each: Token) -> list[m.DealDamage]:
        return [self.deal_that_much(first), self.deal_that_much(second)]

    def each_receive_damage(
        self, first: Any, _and: Token, second: Any, _each: Token, amount: Token, structure: Token | None
    ) -> list[m.DealDamage]:
        return [self.deal_damage(amount, structure, first), self.deal_damage(amount, structure, second)]

    def add_to_stat(self, amount: Token, target: Any, stat: Token) -> m.ModifyStat:
        return m.ModifyStat(target=target, stat=str(stat).split()[-1].lower(), amount=signed(amount))

    def not_a_site(self, target: Any, _a: Token, _site: Token, unscrappable: Token | None) -> list[Any]:
        effects: list[Any] = [m.NotASite(target=target)]
        if unscrappable is not None:
            effects.append(m.CannotBeScrapped(target=target))
        return effects

    def cannot_be_scrapped(self, target: Any) -> m.CannotBeScrapped:
        return m.CannotBeScrapped(target=target)

    def scrap_copies(self, *_parts: Any) -> m.ScrapCopies:
        return m.ScrapCopies()

    def attackers_deal_as_if_unblocked(self, to: Any, _unblocked: Token) -> m.DealsItsDamage:
        # "deal damage to the target as if unblocked" (played when attacking): the attacking Units deal it
        attacking = m.Selector(quantifier="each", noun="unit", states=["attacking"])
        return m.DealsItsDamage(source=attacking, to=to, as_if_unblocked=True)

    def if_none_remain(self, watched: Any, effects: list[Any]) -> m.IfNoneRemain:
        if not isinstance(watched, m.Selector) or watched.quantifier != "all":
            raise ValueError("'if no ... remain' names cards in the plural")
        return m.IfNoneRemain(watched=watched, effects=effects)

    def may_deal_no_damage_instead(self, source: Any, effects: list[Any]) -> m.May:
        # "choose to not deal damage with X and instead ...": X deals no damage, and the effects happen
        return m.May(effects=[self.deals_no_damage(source), *effects])

    def redirect_missiles(self, word: Token | None, to: Any) -> m.RedirectMissiles:
        factor = 1 if word is None else (2 if str(word).lower() == "double" else 3)
        return m.RedirectMissiles(to=to, factor=factor)

    def quantity_overheat(self, word: Token | None, _overheat: Token) -> m.Quantity:
        times = 1 if word is None else (2 if str(word).lower() == "double" else 3)
        return m.Quantity(of="overheat_damage", times=times)

    def if_receives_damage(
        self, noun: str, structure: Token | None, source: Any, effects: list[Any]
    ) -> m.IfReceivesDamage:
        watched = m.ThatOne(noun=noun)
        return m.IfReceivesDamage(watched=watched, source=source, structure=structure is not None, effects=effects)

    def if_dealt_damage(self, watched: Any, structure: Token | None, effects: list[Any]) -> m.IfReceivesDamage:
        return m.IfReceivesDamage(watched=watched, structure=structure is not None, effects=effects)

    def add_stat_counters(self, count: int, change: tuple[str, int], kind: Token | None, target: Any) -> m.AddCounters:
        stat, amount = change
        counter = None if kind is None else str(kind)
        return m.AddCounters(counter=counter, count=count, target=target, stat=stat, stat_amount=amount)

    def attack_group_limit(self, target: Any, count: int, noun: Token) -> m.GroupLimit:
        # "<target> cannot be the target of a mission in which more than two 'Mechs attack": no group of more than
        # two 'Mechs can attack it
        kind = "mech" if "ech" in str(noun) else "unit"
        return m.GroupLimit(action="attack", most=count, noun=kind, against=target)

    def prevent_all_received_by(self, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, received=True)

    def assign_extra_damage(self, target: Any, _self: Any) -> m.AssignExtraDamage:
        return m.AssignExtraDamage(target=target)

    def new_battle(self, _all: Token, noun: Token) -> m.NewBattle:
        return m.NewBattle(noun="mech" if "ech" in str(noun) else "unit")

    def armor_not_replenished(self, _before: Token) -> m.ArmorNotReplenished:
        return m.ArmorNotReplenished()

    def no_missiles_next_battle(self, _during: Token) -> m.NextBattle:
        return m.NextBattle(effects=[m.NoMissiles()])

    def set_stat_next_battle(self, target: Any, value: Token, stat: Token, _during: Token) -> m.NextBattle:
        return m.NextBattle(effects=[m.SetStat(target=target, stat=str(stat), value=int(value))])

    def count_cards(self, *targets: Any) -> m.CountCards:
        return m.CountCards(targets=list(targets))

    # asset: assets chosen, provided, gained and lost
    def that_asset(self) -> None:
        return None

    def named_asset(self, name: Token) -> str:
        return str(name).strip("{}")[0]

    def choose_asset(self, _a: Token) -> m.ChooseAsset:
        return m.ChooseAsset()

    def asset_chosen_too(self, _any: Token) -> m.ChooseAsset:
        # "Choose an opponent and any asset": the asset is chosen with what the "choose" before it names
        return m.ChooseAsset()

    def choose_provided_asset(self, target: Any) -> list[Any]:
        # "choose the asset it provides": "it" is the card whose ability this is
        provider = m.This() if target == m.ThatOne() else target
        return [m.ChooseAsset(), m.ProvidesAsset(target=provider)]

    def provides_asset(self, target: Any, asset: str | None) -> m.ProvidesAsset:
        return m.ProvidesAsset(target=target, asset=asset)

    def have_asset(self, asset: str | None) -> m.HaveAsset:
        return m.HaveAsset(options=[] if asset is None else [asset])

    def gain_asset_choice(self, choice: Token) -> m.HaveAsset:
        letters = [c for c in str(choice) if c in "ALMPT"]
        if len(set(letters)) != len(letters):
            raise ValueError(f"an asset is offered twice in {choice}")
        return m.HaveAsset(options=letters)

    def opponent_loses_asset(self, asset: str | None, *until: Any) -> m.LoseAsset:
        # the asset, then "a <kind> card that provides <asset>" (all None without the "until" clause)
        _a, kind, _card, provided = until
        if kind is not None and (str(kind) != "Resource" or provided != asset):
            raise ValueError("an asset lost comes back only with a Resource card that provides it")
        return m.LoseAsset(asset=asset, until_provider_deployed=kind is not None)

    def asset_does_not_pay(self, available: str | None, specified: str | None) -> m.AssetDoesNotPay:
        if available != specified:
            raise ValueError("the asset available and the asset costs it no longer pays differ")
        return m.AssetDoesNotPay(asset=available)

    def asset_does_not_pay_construction(self, asset: str | None) -> m.AssetDoesNotPay:
        return m.AssetDoesNotPay(asset=asset, under_construction=True)

    def gain_per_asset(self) -> m.AddResources:
        return m.AddResources(count=0, amount_of=m.Quantity(of="different_assets"))

    def pay_repeatedly(self, resources: int, *parts: Any) -> m.PayRepeatedly:
        effect = next(p for p in parts if not isinstance(p, Token))
        return m.PayRepeatedly(resources=resources, effects=effect if isinstance(effect, list) else [effect])

    def gain_deployment(self) -> m.AdditionalDeployment:
        return m.AdditionalDeployment(when_revealed=False)

    # untap: tapping and untapping, depleting and reloading, untaps replaced
    def does_not_untap(self, target: Any, _as_normal: Token | None, when: Token | None) -> m.DoesNotUntap:
        return m.DoesNotUntap(target=target, during=_untap_time(when))

    def does_not_untap_while(self, target: Any, states: list[m.CardState]) -> m.DoesNotUntap:
        return m.DoesNotUntap(target=target, as_long_as=states)

    def card_states(self, *parts: Any) -> list[m.CardState]:
        if len(parts) == 1:
            return [parts[0]]
        return [*parts[0], parts[-1]]

    def state_piloted_by_this(self, _self: Any, target: Any) -> m.CardState:
        return m.CardState(target=target, state="piloted_by_this")

    def state_remains(self, target: Any, state: Token) -> m.CardState:
        return m.CardState(target=target, state=str(state))

    def may_not_untap(self, target: Any, when: Token | None) -> m.DoesNotUntap:
        return m.DoesNotUntap(target=target, during=_untap_time(when), optional=True)

    def deplete_passive(self, target: Any, at_end: Token | None) -> m.Deplete:
        return self.deplete(target, at_end)

    def instead_of_untap(self, effects: list[Any], instead: Token | None) -> tuple[list[Any], bool]:
        return effects, instead is not None

    def when_would_untap(self, target: Any, replacement: tuple[list[Any], bool]) -> m.WhenWouldUntap:
        effects, instead = replacement
        return m.WhenWouldUntap(target=target, effects=effects, instead=instead)

    def when_a_mech_would_untap(self, _a: Token, _mech: Token, *parts: Any) -> m.WhenWouldUntap:
        _with, kind, _on_them, replacement = parts
        selector = m.Selector(quantifier="a", noun="mech", with_counters=str(kind))
        return self.when_would_untap(selector, replacement)

    def instead_any_time(self, effects: list[Any], _any: Token, target: Any) -> m.WhenWouldUntap:
        return m.WhenWouldUntap(target=target, effects=effects, instead=True)

    def instead_remove_any_time(self, count: int, kind: Token, _any: Token, target: Any) -> m.WhenWouldUntap:
        # the counter comes off the card that would untap
        removed = m.RemoveCounters(counter=str(kind), count=count, target=target)
        return m.WhenWouldUntap(target=target, effects=[removed], instead=True)

    def remains_tapped(self, target: Any) -> m.RemainsTapped:
        return m.RemainsTapped(target=target)

    def if_counters(self, kind: Token, target: Any, effects: list[Any]) -> m.IfCounters:
        return m.IfCounters(counter=str(kind), watched=target, effects=effects)

    def remove_all_counters(self, _all: Token, kind: Token, target: Any) -> m.RemoveCounters:
        return m.RemoveCounters(counter=str(kind), count=0, target=target, all_counters=True)

    def distribute_counters(self, kind: Token, among: Any) -> m.DistributeCounters:
        return m.DistributeCounters(counter=str(kind), among=among)

    def move_card(self, target: Any, to: Any) -> m.MoveCard:
        return m.MoveCard(target=target, to=to)

    def pay_to_move_counters(self, resources: int, *parts: Any) -> m.MoveCounters:
        kind, to = parts[-2], parts[-1]
        return m.MoveCounters(counter=str(kind), to=to, resources_each=resources)

    def transfer_counters(self, count: int, kind: str | None, source: Any, to: Any) -> m.MoveCounters:
        return m.MoveCounters(counter=kind, count=count, source=source, to=to)

    def opponent_pays_or(self, cost: Any, phase: Token, otherwise: Any) -> m.PayOrElse:
        effects = otherwise if isinstance(otherwise, list) else [otherwise]
        return m.PayOrElse(cost=cost, phase=PHASES[str(phase)], otherwise=effects)

    def pay_or(self, resources: int, *parts: Any) -> m.OneOf:
        other = parts[-1]
        return m.OneOf(options=[[m.PayResources(count=resources)], other if isinstance(other, list) else [other]])

    def counter_kind(self, kind: Token) -> str:
        return str(kind)

    def construction_kind(self) -> str:
        return "construction"

    def counter_bonus(self, _each: Token, kind: Token, amount: Token, stat: Token, target: Any) -> m.CounterBonus:
        return m.CounterBonus(counter=str(kind), stat=str(stat), amount=signed(amount), target=target)

    def at_end_of_battle(self, effect: Any, _when: Token) -> m.AtTheEnd:
        return m.AtTheEnd(of="battle", effects=effect if isinstance(effect, list) else [effect])

    def share_bonuses(self, source: Any, *parts: Any) -> m.ShareBonuses:
        stats = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("STAT")]
        if len(set(stats)) != len(stats):
            raise ValueError("a bonus is named twice")
        return m.ShareBonuses(source=source, stats=stats, to=parts[-1])

    def remove_one_of_these(self, _one: Token, kind: Token, target: Any) -> m.RemoveCounters:
        return m.RemoveCounters(counter=str(kind), target=target)

    def cannot_block_and_speed(self, target: Any, _and: Token, speed: Token) -> list[Any]:
        return [m.CannotBlock(target=target), m.SetSpeed(target=target, speed=str(speed))]

    def after_the_mission(self, effects: list[Any]) -> m.Deplete | m.AtTheEnd:
        # "After the mission, deplete ..." is the delayed deplete
        if len(effects) == 1 and isinstance(effects[0], m.Deplete) and effects[0].delayed is None:
            return effects[0].model_copy(update={"delayed": "mission"})
        return m.AtTheEnd(of="mission", effects=effects)

    def untap_after_battle(self, target: Any, _when: Token) -> m.Tap:
        return m.Tap(target=target, untap=True, delayed="battle")

    def for_each_effect(self, each: Any, effects: list[Any]) -> m.ForEach:
        return m.ForEach(each=each, effects=effects)

    def player_may_tap(self, owner: Token, phase: Token, *rest: Any) -> m.PlayerMayTap:
        not_during_mission, tapped, effects = rest
        during = m.During(phase=PHASES[str(phase)], not_during_mission=not_during_mission is not None)
        player = "any" if str(owner).startswith("any") else "controller"
        return m.PlayerMayTap(player=player, during=during, tap=tapped, effects=effects)

    def remove_counters_from_it(self, *parts: Any) -> m.RemoveCounters:
        # "remove a <kind> counter", "remove this <kind> counter": from the card named before
        count = parts[0] if isinstance(parts[0], int) else 1
        return m.RemoveCounters(counter=str(parts[-1]), count=count, target=m.ThatOne())

    def block_with_regardless(self, target: Any, _regardless: Token) -> m.IgnoreSpeed:
        return m.IgnoreSpeed(target=target, action="block")

    def reassign_pilot(self, _a: Token, source: Any, to: Any) -> m.ReassignPilot:
        return m.ReassignPilot(source=source, to=to)

    def tap_one_untap_other(self, _one: Token) -> m.OneOf:
        return m.OneOf(options=_tap_one_untap_other())

    def engage_in_battle(self, target: Any) -> m.EngageInBattle:
        return m.EngageInBattle(target=target)

    def card_label(self, label: Token) -> m.Selector:
        if label.type.endswith("ALIGNMENT"):
            return m.Selector(quantifier="any", noun="card", owner="opponent", alignment=str(label))
        return m.Selector(quantifier="any", noun="card", owner="opponent", card_type=str(label))

    def if_none_controlled(self, *parts: Any) -> m.IfNoneControlled:
        *cards, _card, effects = parts
        return m.IfNoneControlled(cards=cards, effects=effects)

    def untapping(self, target: Any) -> m.Tap:
        return m.Tap(target=target, untap=True)

    def avoid_battle(self, _he_or_she: Token, by: m.Tap) -> m.AvoidBattle:
        return m.AvoidBattle(effects=[by])

    def reload(self, target: Any) -> m.Deplete:
        return m.Deplete(target=target, reload=True)

    def alpha_strikes_no_deplete(self, *parts: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=parts[-1], option="Alpha Strike")

    # dice: more dice, a die for each card, bonuses as large as one of the dice rolled
    def roll_additional_die(self) -> m.RollDie:
        return m.RollDie(additional=True)

    def roll_die_for_each(self, count: int, each: Any, outcomes: list[m.DieBranch] | None = None) -> m.ForEach:
        if not isinstance(each, m.Selector) or each.quantifier != "each":
            raise ValueError("a die rolled for each card names the cards with 'each'")
        return m.ForEach(each=each, effects=[m.RollDie(branches=outcomes or [], count=count)])

    def if_selector_tons(
        self, watched: Any, tons: Token, effects: list[Any], otherwise: list[Any] | None = None
    ) -> m.IfTons:
        if not isinstance(watched, m.Selector) or watched.quantifier != "that":
            raise ValueError("a weight is checked for a card named before it ('your 'Mech')")
        return m.IfTons(watched=watched, min_tons=int(tons), effects=effects, otherwise=otherwise or [])

    def die_branch_bonus(self, die_range: Token, changes: list[tuple[str, int]]) -> Attachment:
        # "4-6: +1 initiative.": a bonus with no subject goes to the card the roll is about
        return self.die_branch(die_range, self.modify_stats(m.ThatOne(), changes))

    def roll_bonus(self, stat: Token, ordinal: Token) -> tuple[str, int]:
        return str(stat), _ORDINALS[str(ordinal)]

    def gets_rolls(self, target: Any, *bonuses: Any) -> list[m.ModifyStat]:
        # "gets additional attack equal to the first roll and additional armor equal to the second"
        rolls = [b for b in bonuses if isinstance(b, tuple)]
        return [m.ModifyStat(target=target, stat=stat, amount=0, from_roll=True, roll=n) for stat, n in rolls]

    # amounts: "where X is the base armor of your 'Mech", "the scrapped Unit's tonnage divided by 10 (round up)"
    def per_ten(self, rounding: Token) -> m.Quantity:
        return m.Quantity(of="tonnage", divided_by=10, round_up=str(rounding) == "up")

    def quantity_tonnage_rounded(self, tenth: m.Quantity) -> m.Quantity:
        return tenth

    def quantity_base_of(self, stat: Token, card: Any) -> m.Quantity:
        return m.Quantity(of=f"base_{stat}", card=card)

    def quantity_tonnage_of(self, tenth: m.Quantity, card: Any) -> m.Quantity:
        return tenth.model_copy(update={"card": card})

    def quantity_scrapped_tonnage(self, noun: str, _s: Token, tenth: m.Quantity) -> m.Quantity:
        return tenth.model_copy(update={"card": m.ScrappedOne(noun=noun)})

    def quantity_half(self, stat: Token) -> m.Quantity:
        if str(stat) != "attack":
            raise ValueError(f"half of a card's {stat} is not an amount the DSL has")
        return m.Quantity(of="attack", divided_by=2)

    def deal_amount_quantity(self, _a: Token, target: Any, quantity: m.Quantity) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=quantity)

    # missile dice rolled again or changed
    def reroll_or_add_missile(self, amount: Token) -> m.OneOf:
        return m.OneOf(options=[[m.RerollMissile()], [m.AdjustMissileRoll(amount=int(amount))]])

    def reroll_all_missiles(self, target: Any) -> m.RerollMissile:
        return m.RerollMissile(all_fired_by=target)

    def put_into_play_with(self, target: Any, damage: m.Quantity | None) -> m.PutIntoPlay:
        # "return a 'Mech from your Scrapheap to play under your control"
        return m.PutIntoPlay(target=target, damage=damage)

    def with_damage(self, quantity: m.Quantity) -> m.Quantity:
        return quantity

    def quantity_less(self, amount: Token, quantity: m.Quantity) -> m.Quantity:
        if quantity.less:
            raise ValueError("an amount made less twice")
        return quantity.model_copy(update={"less": count_value(amount)})

    def quantity_that_structure(self, noun: str, stat: Token) -> m.Quantity:
        # "that 'Mech's structure"
        if not str(stat).lower().endswith("structure"):
            raise ValueError("only a structure is counted here")
        return m.Quantity(of="base_structure", card=m.ThatOne(noun=noun))

    def quantity_structure(self, _structure: Token) -> m.Quantity:
        return m.Quantity(of="base_structure")

    # damage assigned to another card than the one it was meant for
    def assigns_damage_to(self, source: Any, to: Any, even: bool | None, reassign: bool | None) -> m.DamageOnlyTo:
        return m.DamageOnlyTo(source=source, to=to, even_own_group=bool(even), reassign=bool(reassign))

    def even_own_group(self, _a: Token, noun: str) -> bool:
        return True

    def reassigned(self, noun: str) -> bool:
        return True

    def plural_no_overheat_damage(self, noun: Token, _option: Token) -> m.NoOptionDrawback:
        # "'Mechs do not receive Overheat damage": all of them
        if not str(noun).endswith("s"):
            raise ValueError(f"{noun} with no quantifier names no card")
        everyone = m.Selector(quantifier="all", noun="mech" if "ech" in str(noun) else "unit")
        return m.NoOptionDrawback(target=everyone, option="Overheat")

    def prevent_that_damage(self) -> m.PreventThatDamage:
        return m.PreventThatDamage()

    def deal_that_much_divided(self, target: Any, _distributed: Token) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="that_much"), divided=True)

    def deal_damage_to_first(self, target: Any, amount: Token, structure: Token | None) -> m.DealDamage:
        # "deal to an opposing 'Mech 1 damage"
        return m.DealDamage(amount=int(amount), target=target, structure=structure is not None)

    def remove_from_game(self, target: Any, _game: Token) -> m.RemoveFromGame:
        return m.RemoveFromGame(target=target)

    def extra_turn(self, skipped: Token | None) -> m.ExtraTurn:
        return m.ExtraTurn(skip_phases=[] if skipped is None else [PHASES[str(skipped)]])

    def deals_and_receives_no_damage(self, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True, received=True)

    def no_effect_on(self, _token: Token, _target: Any) -> m.NoEffect:
        return m.NoEffect()

    def cannot_be_blocked_except(self, target: Any, by: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target, except_by=by)

    def shift_speed_for(self, target: Any, actions: list[str], *parts: Any) -> m.ShiftSpeed:
        steps, compared = parts[-2], parts[-1]
        return m.ShiftSpeed(target=target, steps=steps if str(compared) == "faster" else -steps, only_for=actions)

    def as_if_attack(self) -> list[str]:
        return ["attack"]

    def as_if_block(self) -> list[str]:
        return ["block"]

    def as_if_attack_and_block(self) -> list[str]:
        return ["attack", "block"]

    def ignore_speed_this_mission(self, target: Any, _mission: Token, *_rest: Any) -> m.Lasting:
        blocking = m.IgnoreSpeed(target=target, action="block")
        return m.Lasting(until="end_of_mission", effects=[blocking])

    def block_while_tapped(self, target: Any) -> m.BlockWhileTapped:
        return m.BlockWhileTapped(target=target)

    def limit_attack(self, against: Any) -> tuple[str, Any]:
        return "attack", against

    def limit_block(self, against: Any = None) -> tuple[str, Any]:
        return "block", against

    def limit_block_same(self, *_words: Token) -> tuple[str, Any]:
        return "block", _SAME_TARGET

    def group_limit(self, most: int, noun: str, action: tuple[str, Any]) -> m.GroupLimit:
        kind, against = action
        if against is _SAME_TARGET:
            raise ValueError("'such a target' names no target before it")
        return m.GroupLimit(action=kind, most=most, noun=noun, against=against)

    def group_limits(self, *parts: Any) -> list[m.GroupLimit]:
        first = self.group_limit(*parts[:3])
        most, noun, (kind, against) = parts[3:]
        return [first, self.group_limit(most, noun, (kind, first.against if against is _SAME_TARGET else against))]

    def player_block_limit(self, *parts: Any) -> m.GroupLimit:
        player, (against, most, noun) = _limited_player(parts)
        return m.GroupLimit(action="block", most=most, noun=noun, player=player, against=against)

    def player_attack_limit(self, *parts: Any) -> m.GroupLimit:
        player, (against, most, noun) = _limited_player(parts)
        return m.GroupLimit(action="attack", most=most, noun=noun, player=player, against=against)

    def player_assign_limit(self, *parts: Any) -> Any:
        player, (most, noun, mission) = _limited_player(parts)
        limit = m.GroupLimit(action="block", most=most, noun=noun, player=player)
        return limit if mission is None else m.Lasting(until="end_of_mission", effects=[limit])

    def damage_dealers_limit(self, *parts: Any) -> m.DamageDealersLimit:
        player, (dealers, at_most) = _limited_player(parts)
        return m.DamageDealersLimit(player=player, dealers=dealers, at_most=at_most)

    def may_have_deal_as_if_unblocked(self, source: Any, to: Any, _as_if: Token) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, optional=True, as_if_unblocked=True)

    def redirect_attack(self, to: Any) -> m.RedirectAttack:
        return m.RedirectAttack(to=to)

    def any_scrapped(self, watched: Any, during: bool | None, effects: list[Any]) -> m.IfScrapped:
        # "if any attacking Units were scrapped during the battle", "if all blocking 'Mechs are scrapped"
        if not isinstance(watched, m.Selector) or watched.quantifier not in ("any", "all"):
            raise ValueError("'if ... were scrapped' names the cards with 'any' or 'all'")
        return m.IfScrapped(watched=watched, during_battle=bool(during), effects=effects)

    def scrapped_in_battle(self) -> bool:
        return True

    def put_into_patrol(self, target: Any, activated: Token | None, _with: Token | None, damage: Any) -> Any:
        return m.PutIntoPlay(target=target, patrol=True, activated=activated is not None, damage=damage)

    # keywords with a computed number
    def gain_keyword_x(self, target: Any, name: str, quantity: m.Quantity) -> m.GainAbility:
        return m.GainAbility(target=target, ability=m.Keyword(name=name), value_of=quantity)

    def x_long_range(self) -> str:
        return "Long-Range"

    def x_hand_to_hand(self) -> str:
        return "Hand-to-Hand"

    def may_attack_these(self, against: Any) -> tuple[str, Any]:
        # "may attack any 'Mech controlled by your opponent, regardless of that 'Mech's speed"
        return "attack", against

    def deal_roll(self, _roll: Token, target: Any) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="die_roll"))

    # stock: cards moving between Stockpile, hand, Scrapheap and play
    def kind_word(self, kind: Token, _card: Token | None) -> str:
        text = str(kind).lstrip("'’")
        if "ech" in text:
            return "Mech"
        return "Unit" if text.startswith("Unit") else text

    def your_stockpile(self) -> str:
        return "you"

    def any_stockpile(self, _any: Token) -> str:
        return "any"

    def that_stockpile(self) -> str:
        return "that"

    def stockpile_whose(self, words: Token) -> str:
        selector = stockpile_of(words)
        if selector.quantifier != "that" or selector.owner != "opponent":
            raise ValueError(f"cards come from one Stockpile, not {words}")
        return "opponent"

    def shuffle_into(self, target: Any, stockpile: str) -> m.ShuffleInto:
        return m.ShuffleInto(target=target, stockpile="that" if stockpile == "that" else "yours")

    def shuffle_hand(self) -> m.ShuffleInto:
        return m.ShuffleInto(target=m.Selector(quantifier="all", noun="card", zone="hand"))

    def put_on_stockpile_bottom(self, target: Any) -> m.PutOnStockpile:
        return m.PutOnStockpile(target=target, bottom=True)

    def shuffle_scrapheap(self, _heap: Token) -> m.ShuffleInto:
        return m.ShuffleInto(target=m.Selector(quantifier="all", noun="card", zone="scrapheap"))

    def return_in_any_order(self, target: Any, _order: Token) -> m.PutOnStockpile:
        return m.PutOnStockpile(target=target, stockpile="that")

    def either_or(self, _either: Token, first: Any, _or: Token, second: Any) -> m.OneOf:
        options = [option if isinstance(option, list) else [option] for option in (first, second)]
        return m.OneOf(options=options)

    def count_cards_in_zone(self, _cards: Token, zone: str) -> m.CountCards:
        return m.CountCards(zone=zone)

    def draw_that_many(self, _that_many: Token, _cards: Token) -> m.Draw:
        return m.Draw(count=0, count_of=m.Quantity(of="that_much"))

    def draw_as_many_as_hand(self, _cards: Token) -> m.Draw:
        return m.Draw(count=0, count_of=m.Quantity(of="cards_in_hand"))

    def scrap_up_to(self, *parts: Any) -> int:
        count: int = parts[-1]
        return count

    def per_card_scrapped(self, effect: Any, _each: Token, zone: str, most: int | None = None) -> m.PerCardScrapped:
        if zone not in ("hand", "stockpile"):
            raise ValueError(f"cards are scrapped from your hand or Stockpile, not your {zone}")
        return m.PerCardScrapped(zone=zone, effects=effect if isinstance(effect, list) else [effect], max=most)

    def scrap_both(self, first: Any, _and: Token, second: Any) -> list[m.Scrap]:
        return [m.Scrap(target=first), m.Scrap(target=second)]

    def may_have_opponent_restock(self, _who: Token, target: Any) -> m.May:
        return m.May(effects=[m.Restock(target=target, player="opponent")])

    def gain_resource_words(self, count: int, _resources: Token) -> m.AddResources:
        return m.AddResources(count=count)

    def opponent_shows_you(self, _who: Token, target: Any) -> m.Show:
        return m.Show(target=target, player="opponent", to="you")

    def if_within_resources(
        self, noun: str, amount: Token, _resources: Token, effects: list[Any]
    ) -> m.IfWithinResources:
        return m.IfWithinResources(watched=m.ThatOne(noun=noun), resources=int(amount), effects=effects)

    def must_attack(self, target: Any, stockpile: str) -> m.MustAttack:
        return m.MustAttack(target=target, stockpile=stockpile)

    def hide_counters(self, _up_to: Token, most: Any) -> m.HideCounters:
        words = {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
        return m.HideCounters(max=most if isinstance(most, int) else words[str(most)])

    def restock_from_top(self, selector: Any, _order: Token, zone: str) -> m.Restock:
        if not isinstance(selector, m.Selector) or selector.noun != "card" or selector.zone is not None:
            raise ValueError("the top cards of a zone are named as cards")
        return m.Restock(target=selector.model_copy(update={"zone": zone, "top": True}))

    def put_into_play_activated(self, target: Any, _activated: Token, on: Any) -> m.PutIntoPlay:
        return m.PutIntoPlay(target=target, on=on)

    def reveal_that_card(self, _card: Token) -> m.RevealCard:
        return m.RevealCard(target=m.ThatOne(noun="card"))

    def claim(self, target: Any, _a: Token, kind: str) -> m.Claim:
        return m.Claim(target=target, card_type=kind)

    def show_to(self, target: Any, effects: list[Any]) -> list[Any]:
        return [m.Show(target=target), *effects]

    def attacks_with(self, target: Any, actions: list[str], partner: Any) -> m.AttacksWith:
        return m.AttacksWith(target=target, partner=partner, actions=actions)

    def partner_attacks_and_blocks(self) -> list[str]:
        return ["attack", "block"]

    def partner_attacks(self) -> list[str]:
        return ["attack"]

    def partner_blocks(self) -> list[str]:
        return ["block"]

    def same_speed_as(self, target: Any, like: Any) -> m.SameSpeedAs:
        return m.SameSpeedAs(target=target, like=like)

    def cannot_be_attacked_by(self, target: Any, by: Any) -> m.CannotBeAttacked:
        return m.CannotBeAttacked(target=target, by=by)

    def gets_and_prevents(self, target: Any, changes: list[tuple[str, int]], _and: Token, amount: Token) -> list[Any]:
        return [*self.modify_stats(target, changes), m.PreventDamage(target=target, amount=int(amount), up_to=False)]


class ChooseInIt:
    """ "Choose any card in it": a choice among the cards of the hand the effect before it looked at; the effects
    rule resolves it (it names no hand on its own)."""

    def __init__(self, choose: m.Choose) -> None:
        self.choose = choose


def _limited_player(parts: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """Whose attacks or blocks a limit is on ("You cannot ...", "Opponent cannot ..."), and the rest of the parts."""
    if parts and isinstance(parts[0], Token) and parts[0].type.endswith("OPPONENT_SUBJ"):
        return "opponent", parts[1:]
    return "you", parts


_SAME_TARGET = m.Selector(quantifier="that", noun="target")
"""``such a target``: the target named by the limit before it."""


def _player(parts: tuple[Token, ...]) -> Literal["you", "opponent"]:
    """The player the subject among ``parts`` names: an opponent (kept as a token) or you (not kept)."""
    return "opponent" if any(t.type.endswith("OPPONENT_SUBJ") for t in parts) else "you"


_ORDINALS = {"first": 1, "second": 2, "third": 3}


def _tap_one_untap_other() -> list[list[m.Effect]]:
    first, second = m.ThatOne(index=1), m.ThatOne(index=2)
    return [
        [m.Tap(target=first), m.Tap(target=second, untap=True)],
        [m.Tap(target=second), m.Tap(target=first, untap=True)],
    ]


def _untap_time(token: Token | None) -> m.UntapTime | None:
    if token is None:
        return None
    text = str(token).lower()
    if text.endswith("next turn"):
        return "next_turn"
    return "next_untap_phase" if " next " in text else "untap_phase"
