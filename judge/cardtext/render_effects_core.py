"""The common effects in plain English (:mod:`judge.dsl.effects_core`): stats, damage, amounts, cards."""

from __future__ import annotations

from judge.cardtext.render_abilities import render_ability
from judge.cardtext.render_effects import _effects, _rolled
from judge.cardtext.render_selectors import _COUNT_WORDS, _WHOSE_STOCKPILE, _counters, _others, _target
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_core`; ``None`` for a form it has none for."""
    match effect:
        case m.PreventDamage(target=target, amount=amount, up_to=up_to, amount_of=None, chooser="attacker"):
            return f"the attacking player prevents {'up to ' if up_to else ''}{amount} damage to {_target(target)}"
        case m.AddCounters(counter=counter, count=count, target=target, stat=str() as stat, stat_amount=amount):
            many = "a" if count == 1 else _COUNT_WORDS.get(count, str(count))
            counters = "counter" if count == 1 else "counters"
            kind = "" if counter is None else f" {counter}"
            return f"put {many} {amount:+d} {stat}{kind} {counters} on {_target(target)}"
        case m.AddResources(amount_of=m.Quantity(of="different_assets")):
            return "gain as many resources as you have different assets in play"
        case m.RemoveCounters(counter=counter, target=target, all_counters=True):
            return f"remove all {counter} counters from {_target(target)}"
        case m.PutIntoPlay(target=target, on=None, patrol=True, activated=activated, damage=damage):
            text = f"put {_target(target)} into your Patrol region" + (", activated" if activated else "")
            return text + (f", with damage counters equal to {_quantity(damage)}" if damage is not None else "")
        case m.PutIntoPlay(target=target, on=on, activated=True, patrol=False):
            where = "" if on is None else f", on {_target(on)}"
            return f"put {_target(target)} into play, activated{where}"
        case m.Draw(count_of=m.Quantity(of="that_much"), player="you", delayed=None):
            return "draw that many cards"
        case m.Draw(count_of=m.Quantity(of="cards_in_hand"), player="you", delayed=None):
            return "draw as many cards as are in your hand"
        case m.PutOnStockpile(target=target, stockpile="yours", bottom=True, any_order=any_order):
            return f"put {_target(target)} on the bottom of your Stockpile" + (" in any order" if any_order else "")
        case m.PutOnStockpile(target=target, stockpile="that"):
            return f"return {_target(target)} in any order"
        case m.Show(target=target, player="opponent", to="you"):
            return f"he or she shows you {_target(target)}"
        case m.May(effects=[m.Restock(player="opponent", target=target)]):
            return f"you may choose to have your opponent restock {_target(target)}"
        case m.Draw(count=count, player="opponent"):
            cards = "a card" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} cards"
            return f"your opponent draws {cards}"
        case m.Restock(target=target, player="opponent"):
            return f"your opponent restocks {_target(target)}"
        case m.Scrap(target=target, player="opponent"):
            return f"your opponent scraps {_target(target)}"
        case m.DealDamage(source=source, target=target, amount=amount, amount_of=None, structure=structure) if (
            source is not None
        ):
            return f"{_target(source)} deals {amount} {'structure ' if structure else ''}damage to {_target(target)}"
        case m.DealDamage(target=target, amount_of=m.Quantity(of="die_roll"), structure=False, divided=False):
            return f"{_target(target)} receives {_rolled()} damage"
        case m.DealDamage(target=target, amount_of=m.Quantity(of="that_much"), structure=False, divided=False):
            return f"deal that much damage to {_target(target)}"
        case m.DealDamage(target=target, amount_of=m.Quantity() as quantity, structure=False, divided=False):
            return f"deal damage to {_target(target)} equal to {_quantity(quantity)}"
        case m.PreventDamage(target=target, amount_of=m.Quantity(of="die_roll"), up_to=False):
            return f"prevent {_rolled()} damage to {_target(target)}"
        case m.DealDamage(target=target, amount=amount, structure=False, divided=True):
            return f"deal {amount} damage divided any way you choose among {_target(target)}"
        case m.DealDamage(target=m.ThatOne(noun=str()) as target, amount=amount, structure=False):
            return f"{_target(target)} receives {amount} damage"
        case m.DealDamage(target=target, amount=amount, structure=structure):
            return f"deal {amount} {'structure ' if structure else ''}damage to {_target(target)}"
        case m.PreventDamage(target=target, amount=amount, up_to=up_to):
            return f"prevent {'up to ' if up_to else ''}{amount} damage to {_target(target)}"
        case m.Draw(count=count, delayed=delayed):
            cards = "a card" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} cards"
            return f"draw {cards}" + (" after the mission" if delayed else "")
        case m.ReturnToHand(target=target, delayed=delayed):
            return f"return {_target(target)} to your hand" + (" after the mission" if delayed else "")
        case m.NoEffect():
            return "no effect"
        case m.Shuffle():
            return "shuffle your Stockpile afterwards"
        case m.ActivateCard(target=target):
            return f"activate {_target(target)}"
        case m.RevealCard(target=target):
            return f"reveal {_target(target)}"
        case m.MultiplyCounters(counter=counter, target=target, factor=factor):
            word = "double" if factor == 2 else "triple"
            return f"{word} the number of {counter} counters on {_target(target)}"
        case m.PutOn(target=target):
            return f"put it on {_target(target)}"
        case m.CannotBeAttacked(target=target, by=by) if by is not None:
            return f"{_target(target)} cannot be attacked by {_target(by)}"
        case m.CannotBeAttacked(target=target):
            return f"{_target(target)} cannot be attacked"
        case m.CannotBeReassigned(target=target):
            return f"{_target(target)} cannot be reassigned"
        case m.LookAtHand():
            return "look at an opponent's hand"
        case m.LookAtTop(count=count, whose=whose):
            cards = "card" if count == 1 else f"{_COUNT_WORDS.get(count, str(count))} cards"
            return f"look at the top {cards} of {_WHOSE_STOCKPILE[whose]}"
        case m.Show(target=target):
            return f"show {_target(target)} to all players"
        case m.RemoveFromBattle(target=target):
            return f"remove {_target(target)} from battle"
        case m.Repair(target=target, all_damage=True):
            return f"repair all damage to {_target(target)}"
        case m.PreventAllDamage(target=target, missile=True):
            return f"prevent all missile damage to {_target(target)}"
        case m.Repair(target=target, amount=amount, up_to=up_to):
            return f"repair {'up to ' if up_to else ''}{amount} damage to {_target(target)}"
        case m.AddCounters(counter=counter, count=count, target=target):
            return f"put {_counters(counter, count)} on {_target(target)}"
        case m.RemoveCounters(counter=counter, count=count, target=target):
            return f"remove {_counters(counter, count)} from {_target(target)}"
        case m.AdjustMissileRoll(amount=amount, either_way=True, fired_by=fired_by) if fired_by is not None:
            lead = f"add {amount} to or subtract {amount} from the missile die roll"
            return f"{lead} of any missile fired by {_target(fired_by)}"
        case m.AdjustMissileRoll(amount=amount, either_way=False, fired_by=None) if amount < 0:
            return f"subtract {-amount} from any of your missile die rolls"
        case m.AdjustMissileRoll(amount=amount, either_way=True, fired_by=None):
            return f"add or subtract {amount} from one of your missile die rolls"
        case m.AdjustMissileRoll(amount=amount, either_way=False, fired_by=None) if amount > 0:
            return f"add {amount} to one of your missile die rolls"
        case m.RerollMissile(all_fired_by=fired_by) if fired_by is not None:
            return f"re-roll all of the missile dice for {_target(fired_by)}"
        case m.RerollMissile():
            return "reroll one of your missile die rolls"
        case m.Deplete(target=target, reload=True, delayed=None):
            return f"reload {_target(target)}"
        case m.Deplete(target=target, delayed=delayed):
            return f"deplete {_target(target)}" + (" at the end of the mission" if delayed else "")
        case m.Unblockable():
            return "this mission cannot be blocked"
        case m.AddResources(from_roll=True):
            return f"gain +({_rolled()}) resources"
        case m.AddResources(count=count):
            return "gain " + " ".join("{R}" for _ in range(count))
        case m.PutInRegion():
            return "put it in one of your regions"
        case m.ScrapOthers() as others:
            return f"scrap all other {_others(others)}"
        case m.AddToDieRoll(amount=amount):
            return f"add {amount:+d} to one of your die rolls"
        case m.AdditionalDeployment(when_revealed=False):
            return "you may make an additional deployment this turn"
        case m.Restock(target=m.ThatOne(noun="card", among=1, plural=False, card_type=None), any_order=False):
            return "restock one of them"
        case m.Restock(target=target, any_order=any_order):
            return f"restock {_target(target)}" + (" in any order" if any_order else "")
        case m.PutIntoPlay(target=target, on=None, damage=damage, patrol=patrol):
            text = f"put {_target(target)} into play" + (" in your Patrol region" if patrol else "")
            if patrol and damage is not None:
                return text + f", with damage counters equal to {_quantity(damage)}"
            return text + (f" with damage counters equal to {_quantity(damage)}" if damage is not None else "")
        case m.PutIntoPlay(target=target, on=on) if on is not None:
            return f"put {_target(target)} into play on {_target(on)}"
        case m.PutOnStockpile(target=target, any_order=any_order):
            return f"put {_target(target)} on top of your Stockpile" + (" in any order" if any_order else "")
        case m.Search(target=target):
            return f"search your Stockpile for {_target(target)}"
        case m.GainAbility(target=target, ability=m.Keyword(name=name, value=None), value_of=m.Quantity() as x):
            return f"{_target(target)} gains {name} X, where X is equal to {_quantity(x)}"
        case m.GainAbility(target=target, ability=ability):
            return f"{_target(target)} gains {render_ability(ability)}"
        case m.Choose(target=target, more=more) if more:
            return f"choose {_target(target)}" + "".join(f" and {_target(t)}" for t in more)
        case m.Choose(target=target, more=[]):
            return f"choose {_target(target)}"
        case m.WinInitiative():
            return "you win initiative"
        case m.Tap(target=target, untap=True, delayed="battle"):
            return f"untap {_target(target)} at the end of the battle"
        case m.Tap(target=target, untap=True, delayed=str() as delayed):
            when = "after the mission" if delayed == "mission" else "at the end of your turn"
            return f"untap {_target(target)} {when}"
        case m.Tap(target=target, untap=untap):
            return f"{'untap' if untap else 'tap'} {_target(target)}"
        case m.PreventAllDamage(target=target, dealt=dealt, received=received):
            how = "dealt and received by" if dealt and received else ("dealt by" if dealt else "to")
            return f"prevent all damage {how} {_target(target)}"
        case m.SetStat(target=target, stat=stat, value=value):
            return f"reduce the {stat} of {_target(target)} to {value}"
        case m.May(effects=effects):
            return f"you may {_effects(effects, capital=False)}"
        case m.PerCounterRemoved(counter=counter, effects=effects):
            each = f"{_effects(effects, capital=False, infinitive=True)} for each counter removed"
            return f"remove any number of {counter} counters from this card to {each}"
        case m.PerCounter(counter=counter, effects=effects):
            return f"{_effects(effects, capital=False)} for each {counter} counter on this card"
        case m.PerExcessConstruction(per=per, effects=effects):
            every = "each construction counter" if per == 1 else f"every {per} construction counters"
            return f"{_effects(effects, capital=False)} for {every} above the cost of this card"
        case m.Scrap(target=target):
            return f"scrap {_target(target)}"
        case m.AdditionalDeployment():
            return "you may deploy this card revealed to make an additional deployment this turn"
        case m.CountsAs(name=name):
            return f"counts as {name} while in play"
        case m.GainControl(target=target, player="opponent"):
            return f"your opponent gains control of {_target(target)}"
        case m.GainControl(target=target):
            return f"gain control of {_target(target)}"
        case m.CannotBlock(target=target, unless_guarding=unless):
            return f"{_target(target)} cannot block" + (" unless guarding" if unless else "")
    return None


def _quantity(quantity: m.Quantity) -> str:
    if quantity.less:
        return f"{quantity.less} less than {_quantity(quantity.model_copy(update={'less': 0}))}"
    match quantity:
        case m.Quantity(of="base_attack" | "base_armor" | "base_structure" as of, card=None):
            return f"its base {of.removeprefix('base_')}"
        case m.Quantity(of="tonnage", divided_by=10, card=None, round_up=False):
            return "its tonnage divided by ten (rounded down)"
        case m.Quantity(of="tonnage", divided_by=10, card=card, round_up=up):
            rounded = f"divided by ten (rounded {'up' if up else 'down'})"
            return f"its tonnage {rounded}" if card is None else f"the tonnage {rounded} of {_target(card)}"
        case m.Quantity(of="base_attack" | "base_armor" | "base_structure" as of, card=card) if card is not None:
            return f"the base {of.removeprefix('base_')} of {_target(card)}"
        case m.Quantity(of="attack", divided_by=2, card=None, round_up=round_up):
            return f"half its attack, rounded {'up' if round_up else 'down'}"
        case m.Quantity(of="counters", counter=str() as counter):
            return f"the number of {counter} counters on this card"
        case m.Quantity(of="excess_construction"):
            return "the number of construction counters above the cost of this card"
        case m.Quantity(of="overheat_damage", times=times):
            return {1: "", 2: "double ", 3: "triple "}[times] + "the damage of its Overheat option"
        case m.Quantity(of="cards_in_hand", card=None):
            return "the number of cards in your hand"
        case m.Quantity(of="die_roll", divided_by=1, times=1, card=None):
            return "the die roll"
        case m.Quantity(of="attack" | "armor" as of, divided_by=1, times=1, card=None):
            return f"its {of}"
        case m.Quantity(of="attack" | "armor" as of, divided_by=1, times=1, card=card) if card is not None:
            return f"the {of} of {_target(card)}"
        case m.Quantity(of="cards_counted", card=card) if card is not None:
            return f"the number of {_target(card)}"
    raise ValueError(f"no English for the amount {quantity!r}")
