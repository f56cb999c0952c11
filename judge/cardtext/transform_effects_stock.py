"""The effects on Stockpiles, hands and dice (:mod:`judge.dsl.effects_stock`): die rolls and their branches, cards
shuffled, counted and restocked, extra turns; a mixin of :mod:`.transform_effects`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_effects_core import EffectsCoreTransformer
from judge.cardtext.transform_helpers import PHASES, Attachment, die_range_of
from judge.cardtext.transform_selectors import stockpile_of
from judge.dsl import models as m


@v_args(inline=True)
class EffectsStockTransformer(EffectsCoreTransformer):
    """Effects of :mod:`judge.dsl.effects_stock`."""

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

    def die_branch_on(self, first: Token, second: Token | None, *effects: list[Any]) -> Attachment:
        # "On a 4-6, ...", "On a 1 or 2, ...": a branch of the roll before it (item 3 e)
        if second is None:
            return self.die_branch(first, *effects)
        low, high = die_range_of(first)
        low_2, high_2 = die_range_of(second)
        if low_2 != high + 1:
            raise ValueError(f"'{first} or {second}' is not one run of die results")
        return Attachment(branch=m.DieBranch(low=low, high=high_2, effects=[e for part in effects for e in part]))

    def each_receive_that_much(self, first: Any, _and: Token, second: Any, _each: Token) -> list[m.DealDamage]:
        return [self.deal_that_much(first), self.deal_that_much(second)]

    def each_receive_damage(
        self, first: Any, _and: Token, second: Any, _each: Token, amount: Token, structure: Token | None
    ) -> list[m.DealDamage]:
        return [self.deal_damage(amount, structure, first), self.deal_damage(amount, structure, second)]

    def if_receives_damage(
        self, noun: str, structure: Token | None, source: Any, effects: list[Any]
    ) -> m.IfReceivesDamage:
        watched = m.ThatOne(noun=noun)
        return m.IfReceivesDamage(watched=watched, source=source, structure=structure is not None, effects=effects)

    def if_dealt_damage(self, watched: Any, structure: Token | None, effects: list[Any]) -> m.IfReceivesDamage:
        return m.IfReceivesDamage(watched=watched, structure=structure is not None, effects=effects)

    def count_cards(self, *targets: Any) -> m.CountCards:
        return m.CountCards(targets=list(targets))

    # dice: more dice, a die for each card, bonuses as large as one of the dice rolled
    def roll_additional_die(self) -> m.RollDie:
        return m.RollDie(additional=True)

    def roll_die_for_each(self, count: int, each: Any, outcomes: list[m.DieBranch] | None = None) -> m.ForEach:
        if not isinstance(each, m.Selector) or each.quantifier != "each":
            raise ValueError("a die rolled for each card names the cards with 'each'")
        return m.ForEach(each=each, effects=[m.RollDie(branches=outcomes or [], count=count)])

    def die_branch_bonus(self, die_range: Token, changes: list[tuple[str, int]]) -> Attachment:
        # "4-6: +1 initiative.": a bonus with no subject goes to the card the roll is about
        return self.die_branch(die_range, self.modify_stats(m.ThatOne(), changes))

    def roll_bonus(self, stat: Token, ordinal: Token) -> tuple[str, int]:
        return str(stat), _ORDINALS[str(ordinal)]

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

    def redirect_attack(self, to: Any) -> m.RedirectAttack:
        return m.RedirectAttack(to=to)

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

    def put_on_stockpile_bottom(self, target: Any, in_any_order: Token | None = None) -> m.PutOnStockpile:
        # "... on the bottom of your Stockpile in any order" (the cards looked at that are left)
        return m.PutOnStockpile(target=target, bottom=True, any_order=in_any_order is not None)

    def shuffle_scrapheap(self, _heap: Token) -> m.ShuffleInto:
        return m.ShuffleInto(target=m.Selector(quantifier="all", noun="card", zone="scrapheap"))

    def return_in_any_order(self, target: Any, _order: Token) -> m.PutOnStockpile:
        return m.PutOnStockpile(target=target, stockpile="that")

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

    def may_have_opponent_restock(self, _who: Token, target: Any) -> m.May:
        return m.May(effects=[m.Restock(target=target, player="opponent")])

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

    def claim(self, target: Any, _a: Token, kind: str) -> m.Claim:
        return m.Claim(target=target, card_type=kind)

    def show_to(self, target: Any, effects: list[Any]) -> list[Any]:
        return [m.Show(target=target), *effects]


_ORDINALS = {"first": 1, "second": 2, "third": 3}
