"""The core of the effects transformer (``grammar/effects.lark``): the effects list, bonuses, damage, cards drawn,
moved and counted, amounts computed when the effect happens and durations (:mod:`judge.dsl.effects_core`,
:mod:`judge.dsl.durations`); the other effect mixins build on it and :mod:`.transform_effects` combines them."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import die_range_of, duration_of, others_scrapped
from judge.cardtext.transform_selectors import count_value, either_of
from judge.cardtext.transform_units import signed
from judge.dsl import models as m


def bonus_for_you(change: tuple[str, int]) -> m.ModifyStat:
    """ "You get +1 initiative": the bonus of one of your Units."""
    stat, amount = change
    return m.ModifyStat(target=m.Selector(quantifier="a", noun="unit", owner="you"), stat=stat, amount=amount)


@v_args(inline=True)
class EffectsCoreTransformer(Transformer[Token, Any]):
    """Effects of :mod:`judge.dsl.effects_core` and :mod:`judge.dsl.durations`, and the effects list; what the other
    effect mixins call through ``self`` is here."""

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

    def deal_divided(self, amount: Token, _divided: Token, target: Any) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), divided=True)

    def deal_divided_after(self, amount: Token, target: Any, _divided: Token) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), divided=True)

    def gain_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target)

    def opponent_gains_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target, player="opponent")

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

    def prevent_all_missile(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, received=True, missile=True)

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

    def reveal_it(self) -> m.RevealCard:
        """ "reveal it": the card found or named before (item 3 c)."""
        return m.RevealCard(target=m.ThatOne())

    def multiply_counters(self, word: Token, kind: Token, target: Any) -> m.MultiplyCounters:
        return m.MultiplyCounters(counter=str(kind), target=target, factor=2 if str(word).lower() == "double" else 3)

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

    def quantity_excess(self, _self: Any) -> m.Quantity:
        """Only construction counters are paid above a card's cost (grammar: the word itself)."""
        return m.Quantity(of="excess_construction")

    def receives_quantity(self, target: Any, quantity: m.Quantity) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=quantity)

    def deal_quantity_first(self, quantity: m.Quantity, target: Any) -> m.DealDamage:
        # "Deal damage equal to its attack to target Unit": "its" comes before the card it could name, so
        # whose attack it is (this card's or the target's) is not read (unread rather than read wrong)
        if quantity.of in ("attack", "armor") and quantity.card is None and quantity.divided_by == 1:
            raise ValueError(f"whose {quantity.of} 'its' names before the card dealt damage is not clear")
        return self.deal_quantity(target, quantity)

    def gets_x_per(self, target: Any, _x: Token, stat: Token, counted: Any) -> m.ForEach:
        # "+X attack, where X is the number of <cards>": +1 for each of them (the cards counted when it happens)
        if not isinstance(counted, m.Selector) or counted.quantifier not in ("all", "each", "any") or counted.count:
            raise ValueError("X counts the cards of a plural ('the number of 'Mechs you control')")
        return m.ForEach(
            each=counted.model_copy(update={"quantifier": "each"}),
            effects=[m.ModifyStat(target=target, stat=str(stat), amount=1)],
        )

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

    def add_or_subtract_each_missile(self, amount: Token, _each: Token, target: Any) -> m.AdjustMissileRoll:
        return m.AdjustMissileRoll(amount=int(amount), either_way=True, fired_by=target)

    def lasting_this_mission(self, effect: Any, _during: Token) -> m.Lasting:
        return m.Lasting(until="end_of_mission", effects=effect if isinstance(effect, list) else [effect])

    def attacker_prevents(self, _who: Token, up_to: Token | None, amount: Token, target: Any) -> m.PreventDamage:
        return m.PreventDamage(target=target, amount=int(amount), up_to=up_to is not None, chooser="attacker")

    def add_to_stat(self, amount: Token, target: Any, stat: Token) -> m.ModifyStat:
        return m.ModifyStat(target=target, stat=str(stat).split()[-1].lower(), amount=signed(amount))

    def prevent_all_received_by(self, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, received=True)

    def at_end_of_battle(self, effect: Any, _when: Token) -> m.AtTheEnd:
        return m.AtTheEnd(of="battle", effects=effect if isinstance(effect, list) else [effect])

    def after_the_mission(self, effects: list[Any]) -> m.Deplete | m.AtTheEnd:
        # "After the mission, deplete ..." is the delayed deplete
        if len(effects) == 1 and isinstance(effects[0], m.Deplete) and effects[0].delayed is None:
            return effects[0].model_copy(update={"delayed": "mission"})
        return m.AtTheEnd(of="mission", effects=effects)

    def untap_after_battle(self, target: Any, _when: Token) -> m.Tap:
        return m.Tap(target=target, untap=True, delayed="battle")

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

    # item 3 e: amounts read from the die and counted
    def quantity_die_roll(self) -> m.Quantity:
        return m.Quantity(of="die_roll")

    def quantity_cards_in_hand(self, _cards: Token) -> m.Quantity:
        return m.Quantity(of="cards_in_hand")

    def quantity_count(self, target: Any) -> m.Quantity:
        return m.Quantity(of="cards_counted", card=target)

    def deals_and_receives_no_damage(self, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True, received=True)

    def no_effect_on(self, _token: Token, _target: Any) -> m.NoEffect:
        return m.NoEffect()

    def put_into_patrol(self, target: Any, activated: Token | None, _with: Token | None, damage: Any) -> Any:
        return m.PutIntoPlay(target=target, patrol=True, activated=activated is not None, damage=damage)

    # keywords with a computed number
    def gain_keyword_x(self, target: Any, name: str, quantity: m.Quantity) -> m.GainAbility:
        return m.GainAbility(target=target, ability=m.Keyword(name=name), value_of=quantity)

    def x_long_range(self) -> str:
        return "Long-Range"

    def x_hand_to_hand(self) -> str:
        return "Hand-to-Hand"

    def deal_roll(self, _roll: Token, target: Any) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="die_roll"))

    def scrap_both(self, first: Any, _and: Token, second: Any) -> list[m.Scrap]:
        return [m.Scrap(target=first), m.Scrap(target=second)]

    def gain_resource_words(self, count: int, _resources: Token) -> m.AddResources:
        return m.AddResources(count=count)

    def put_into_play_activated(self, target: Any, _activated: Token, on: Any) -> m.PutIntoPlay:
        return m.PutIntoPlay(target=target, on=on)

    def reveal_that_card(self, _card: Token) -> m.RevealCard:
        return m.RevealCard(target=m.ThatOne(noun="card"))

    def cannot_be_attacked_by(self, target: Any, by: Any) -> m.CannotBeAttacked:
        return m.CannotBeAttacked(target=target, by=by)

    def gets_and_prevents(self, target: Any, changes: list[tuple[str, int]], _and: Token, amount: Token) -> list[Any]:
        return [*self.modify_stats(target, changes), m.PreventDamage(target=target, amount=int(amount), up_to=False)]


class ChooseInIt:
    """ "Choose any card in it": a choice among the cards of the hand the effect before it looked at; the effects
    rule resolves it (it names no hand on its own)."""

    def __init__(self, choose: m.Choose) -> None:
        self.choose = choose


def _player(parts: tuple[Token, ...]) -> Literal["you", "opponent"]:
    """The player the subject among ``parts`` names: an opponent (kept as a token) or you (not kept)."""
    return "opponent" if any(t.type.endswith("OPPONENT_SUBJ") for t in parts) else "you"
