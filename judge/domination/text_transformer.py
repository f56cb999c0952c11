"""The Domination text transformer, ``grammar/domination.lark`` → :mod:`judge.dsl.domination`
(:class:`DominationTransformer`): the rules for bonuses, picks, references, events, conditions and words, on top of
:class:`~judge.domination.text_clause_rules.ClauseRules` (texts, sentences, clauses and instructions)."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token, v_args

from judge.domination.text_clause_rules import ClauseRules
from judge.domination.text_values import (
    THIS,
    _card_types,
    _counted,
    _Dest,
    _event_selector,
    _Flag,
    _has,
    _need_this,
    _Noun,
    _PickSpec,
    _selector,
    _Without,
    _YouPlayThis,
    _Zone,
)
from judge.dsl import domination as d


@v_args(inline=True)
class DominationTransformer(ClauseRules):
    """``grammar/domination.lark`` → :mod:`judge.dsl.domination` (after :func:`resolve_antecedents`)."""

    # --- bonuses

    def plus(self, amount: Token, resource: d.Resource, per: d.Count | None) -> d.Plus:
        value = int(str(amount).replace(" ", "").replace("-", "-"))
        if value < 1:
            raise ValueError("only bonuses of +1 or more are known")
        if per is not None and resource not in ("attack", "defense"):
            raise ValueError("only Attack and Defense bonuses are counted 'per' card")
        return d.Plus(resource=resource, amount=value, per=per)

    def cards(self) -> str:
        return "cards"

    def actions(self) -> str:
        return "actions"

    def buys(self) -> str:
        return "buys"

    def industry(self) -> str:
        return "industry"

    def lostech(self) -> str:
        return "lostech"

    def attack(self) -> str:
        return "attack"

    def defense(self) -> str:
        return "defense"

    def per(self, noun: _Noun, *posts: Any) -> d.Count:
        noun.agree(1)
        selector = _selector(noun, posts)
        if selector.zone is None:
            raise ValueError("'per' says where to count ('in your deployment zone')")
        return d.Count(selector=selector)

    # --- which cards

    def pick(self, quantity: tuple[int | Literal["all"], str | None], *rest: Any) -> _PickSpec:
        count, flag = quantity
        flags: set[str] = {flag} if flag else set()
        index = 0
        while index < len(rest) and isinstance(rest[index], str):
            flags.add(rest[index])
            index += 1
        noun = rest[index]
        noun.agree(count)
        selector = _selector(noun, rest[index + 1 :], flags)
        if "opposing" in flags:
            if selector.owner not in (None, "opponent"):
                raise ValueError("an opposing card is your opponent's")
            selector = selector.model_copy(update={"owner": "opponent"})
        return _PickSpec(count=count, selector=selector, flags=frozenset(flags))

    def pick_of(self, count: int, whose: d.Player, noun: _Noun) -> _PickSpec:
        noun.agree("many")
        return _PickSpec(count=count, selector=_selector(noun, ()).model_copy(update={"owner": whose}))

    def pick_highest(self, noun: _Noun, zone: _Zone | None) -> _PickSpec:
        noun.agree(1)
        selector = _selector(noun, [zone] if zone else [])
        return _PickSpec(count=1, selector=selector.model_copy(update={"highest_cost": True}))

    def take_pick(self, quantity: tuple[int | Literal["all"], str | None], noun: _Noun, zone: _Zone) -> _PickSpec:
        count, flag = quantity
        if flag is not None or count == "all":
            raise ValueError("say how many cards to take")
        noun.agree(count)
        return _PickSpec(count=count, selector=_selector(noun, [zone]))

    def one(self) -> tuple[int, None]:
        return (1, None)

    def quantity(self, count: int) -> tuple[int, None]:
        return (count, None)

    def any(self) -> tuple[int, str]:
        return (1, "any")

    def all(self) -> tuple[Literal["all"], None]:
        return ("all", None)

    def count_a(self, count: int) -> int:
        return count

    def a_count(self) -> int:
        return 1

    def opposing(self) -> str:
        return "opposing"

    def random(self) -> str:
        return "random"

    def additional(self) -> str:
        return "additional"

    def from_supply(self) -> _Flag:
        return _Flag("from_supply")

    def from_scrapheap(self) -> _Flag:
        return _Flag("from_scrapheap")

    def of_your_choice(self) -> _Flag:
        return _Flag("of_your_choice")

    def without_paying(self) -> _Flag:
        return _Flag("without_paying")

    def not_including(self, name: Token) -> _Without:
        return _Without(str(name))

    def in_zone(self, whose: d.Player, zone: Literal["hand", "deployment_zone"]) -> _Zone:
        return _Zone(whose, zone)

    from_zone = in_zone

    def hand(self) -> str:
        return "hand"

    def deployment_zone(self) -> str:
        return "deployment_zone"

    def cost_at_most(self, industry: Token) -> d.CostLimit:
        return d.CostLimit(op="at_most", industry=int(industry))

    def cost_at_least(self, industry: Token) -> d.CostLimit:
        return d.CostLimit(op="at_least", industry=int(industry))

    def cost_up_to_more_than(self, industry: Token, ref: d.Ref) -> d.CostLimit:
        return d.CostLimit(op="at_most", industry=int(industry), relative_to=ref)

    def cost_up_to_cost_of(self, ref: d.Ref) -> d.CostLimit:
        return d.CostLimit(op="at_most", industry=0, relative_to=ref)

    def noun_kinds(self, kinds: list[str], *head: Any) -> _Noun:
        """ "Mech", "Mechs", "Infantry", "Mech or Vehicle unit", "Support card"."""
        types = _card_types(kinds)
        if head or "mech" in kinds or "vehicle" in kinds:
            plural: bool | None = False
        else:
            plural = True if "mechs" in kinds else None
        return _Noun(types=types, plural=plural)

    def noun_kinds_plural(self, kinds: list[str]) -> _Noun:
        return _Noun(types=_card_types(kinds), plural=True)

    def noun_unit(self) -> _Noun:
        return _Noun(types=["unit"], plural=False)

    def noun_units(self) -> _Noun:
        return _Noun(types=["unit"], plural=True)

    def noun_card(self) -> _Noun:
        return _Noun(types=[], plural=False)

    def noun_cards(self) -> _Noun:
        return _Noun(types=[], plural=True)

    def noun_name(self, name: tuple[d.BaseCard, bool]) -> _Noun:
        return _Noun(types=[], name=name[0], plural=name[1])

    def kinds(self, *kinds: str) -> list[str]:
        if len(set(_card_types(kinds))) != len(kinds):
            raise ValueError("a card type named twice")
        return list(kinds)

    def mech(self, token: Token) -> str:
        return "mechs" if str(token).endswith("s") else "mech"

    def vehicle(self) -> str:
        return "vehicle"

    def infantry(self) -> str:
        return "infantry"

    def unit(self, _token: Token) -> str:
        return "unit"

    def support(self) -> str:
        return "support"

    def resource(self) -> str:
        return "resource"

    def reaction_type(self) -> str:
        return "reaction"

    def infantry_platoon(self) -> tuple[str, bool]:
        return ("Infantry Platoon", False)

    def infantry_platoons(self) -> tuple[str, bool]:
        return ("Infantry Platoon", True)

    def basic_factory(self) -> tuple[str, bool]:
        return ("Basic Factory", False)

    def munitions_factory(self) -> tuple[str, bool]:
        return ("Munitions Factory", False)

    def advanced_factory(self) -> tuple[str, bool]:
        return ("Advanced Factory", False)

    # --- references

    def ref_this(self, *_tokens: Any) -> d.Ref:
        return THIS

    def ref_event(self) -> d.Ref:
        return d.Ref(to="event")

    def ref_each(self) -> d.Ref:
        return d.Ref(to="each")

    def ref_set_aside(self) -> d.Ref:
        return d.Ref(to="set_aside")

    def ref_revealed(self, noun: _Noun | None = None) -> d.Ref:
        if noun is None or (not noun.types and noun.name is None):
            return d.Ref(to="revealed")
        return d.Ref(to="revealed", filter=_selector(noun, ()))

    def ref_other_revealed(self, *_items: Any) -> d.Ref:
        return d.Ref(to="other_revealed")

    def ref_gained(self, _noun: _Noun | None = None) -> d.Ref:
        return d.Ref(to="gained")

    def ref_discarded(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="discarded")

    def ref_scrapped(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="scrapped")

    def ref_chosen(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="chosen")

    def ref_damaged(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="damaged")

    def antecedent(self, *_children: Any) -> d.Ref:
        raise ValueError("a pronoun was not resolved")  # resolve_antecedents runs first

    antecedent_damaged = antecedent

    def to_hand(self, whose: d.Player) -> _Dest:
        return _Dest("hand", whose)

    def to_deck_top(self, *items: Any) -> _Dest:
        whose = next((i for i in items if i in ("you", "opponent")), None)
        return _Dest("deck_top", whose, True in items)

    def any_order(self) -> bool:
        return True

    def to_deployment_zone(self, whose: d.Player) -> _Dest:
        return _Dest("deployment_zone", whose)

    def to_supply(self) -> _Dest:
        return _Dest("supply", None)

    # --- events

    def you_deploy(self, ref: d.Ref) -> d.Trigger:
        _need_this(ref, "'when you deploy'")
        return d.YouDeployThis()

    def ref_damaged_event(self, ref: d.Ref) -> d.Trigger:
        _need_this(ref, "'when ... is damaged'")
        return d.ThisDamaged()

    def unit_damaged(self, spec: _PickSpec, including: bool | None) -> d.Trigger:
        spec.allow()
        if spec.count != 1:
            raise ValueError("a trigger is about one card")
        selector = spec.selector
        if selector.zone not in (None, "deployment_zone"):
            raise ValueError("only deployed units are damaged")
        whose: Literal["you", "opponent", "either"] = "either" if including else (selector.owner or "you")
        if including and selector.owner is not None:
            raise ValueError("'(including your opponent's)' is said of any unit")
        return d.UnitDamaged(whose=whose, selector=selector.model_copy(update={"owner": None, "zone": None}))

    def including(self, _poss: Any) -> bool:
        return True

    def you_overrun(self, _overrun: Token, _opp: Any) -> d.Trigger:
        return d.YouOverrun()

    def you_buy(self, ref: d.Ref) -> d.Trigger:
        _need_this(ref, "'when you buy'")
        return d.YouBuyThis()

    def you_play(self, ref: d.Ref) -> _YouPlayThis:
        _need_this(ref, "'when you play'")
        return _YouPlayThis()

    def you_buy_or_gain(self, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.YouBuyOrGain(selector=_event_selector(quantity, noun))

    def opponent_deploys(self, _opp: Any, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.OpponentDeploys(selector=_event_selector(quantity, noun))

    def opponent_plays(self, _opp: Any, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.OpponentPlays(selector=_event_selector(quantity, noun))

    def opponent_damages(self, _opp: Any, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.UnitDamaged(whose="opponent", selector=_event_selector(quantity, noun))

    # --- conditions

    def did(self) -> d.Condition:
        return d.Did()

    def did_not(self) -> d.Condition:
        return d.Did(negated=True)

    def discarded_any(self) -> d.Condition:
        return d.DiscardedAny()

    def opponent_has(self, _opp: Any, at_least: tuple[int, bool], noun: _Noun, *posts: Any) -> d.Condition:
        return _has("opponent", at_least, noun, posts)

    def you_have(self, at_least: tuple[int, bool], noun: _Noun, *posts: Any) -> d.Condition:
        return _has("you", at_least, noun, posts)

    def you_have_none(self, noun: _Noun, *posts: Any) -> d.Condition:
        selector = _counted("you", noun, posts)
        return d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=0))

    def fewer(self, noun: _Noun, *rest: Any) -> d.Condition:
        noun.agree("many")
        posts = [p for p in rest if isinstance(p, d.CostLimit | _Zone | _Without)]
        yours = _counted("you", noun, posts)
        theirs = yours.model_copy(update={"owner": "opponent"})
        return d.Compare(left=d.Count(selector=yours), op="lt", right=d.Count(selector=theirs))

    def empty_piles(self, count: int) -> d.Condition:
        return d.Compare(left=d.EmptySupplyPiles(), op="ge", right=d.Number(value=count))

    empty_piles_again = empty_piles

    def cost_compare(
        self, ref: d.Ref, op: Literal["lt", "le", "eq", "ge", "gt"], value: d.Count | d.Number
    ) -> d.Condition:
        return d.Compare(left=d.CostOf(card=ref), op=op, right=value)

    def costs_exactly(self, ref: d.Ref, industry: Token) -> d.Condition:
        return d.Compare(left=d.CostOf(card=ref), op="eq", right=d.Number(value=int(industry)))

    def attack_greater(self, left: d.Ref, right: d.Ref) -> d.Condition:
        return d.Compare(left=d.AttackOf(card=left), op="gt", right=d.AttackOf(card=right))

    def only_one(self, ref: d.Ref, noun: _Noun, *posts: Any) -> d.Condition:
        noun.agree(1)
        _need_this(ref, "'it is the only ...'")
        selector = _counted("you", noun, posts)
        return d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=1))

    def one_at_least(self) -> tuple[int, bool]:
        return (1, False)

    def at_least(self, count: int) -> tuple[int, bool]:
        """ "one or more" (a plural noun follows)."""
        return (count, True)

    def ge(self) -> str:
        return "ge"

    def le(self) -> str:
        return "le"

    def gt(self) -> str:
        return "gt"

    def lt(self) -> str:
        return "lt"

    def eq(self) -> str:
        return "eq"

    def count_value(self, noun: _Noun, *posts: Any) -> d.Count:
        noun.agree("many")
        selector = _selector(noun, posts)
        if selector.zone is None:
            raise ValueError("'the number of' says where to count")
        return d.Count(selector=selector)

    def number_value(self, value: Token) -> d.Number:
        return d.Number(value=int(value))

    # --- words

    def opp(self) -> str:
        return "opponent"

    def opp_poss(self) -> str:
        return "opponent"

    def you(self) -> str:
        return "you"

    def opponent(self) -> str:
        return "opponent"

    def count(self, value: Token) -> int:
        return int(value)

    def word_1(self) -> int:
        return 1

    def word_2(self) -> int:
        return 2

    def word_3(self) -> int:
        return 3

    def word_4(self) -> int:
        return 4

    def word_5(self) -> int:
        return 5

    def word_6(self) -> int:
        return 6
