"""One Transformer per grammar file (``grammar/options.lark`` and ``keywords.lark`` in :mod:`.transform_units`,
``selectors.lark`` in :mod:`.transform_selectors`, ``cardtext.lark`` here), merged with Lark's ``merge_transformers``
as in Lark's ``examples/composition``: each grammar's transformer is unaware of who imports it."""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from lark import Token, Transformer, v_args
from lark.visitors import merge_transformers

from judge.cardtext.transform_selectors import SelectorsTransformer, and_or
from judge.cardtext.transform_units import KeywordsTransformer, OptionsTransformer, ReminderMismatchError, signed
from judge.dsl import models as m

Items = list[Any]


class ChooseInIt:
    """ "Choose any card in it": a choice among the cards of the hand the effect before it looked at; the effects
    rule resolves it (it names no hand on its own)."""

    def __init__(self, choose: m.Choose) -> None:
        self.choose = choose


class BareOrdinal:
    """ "the second" with no noun: the card of the same kind as "the first ..." before it in the sentence (the rule
    that names both resolves it)."""

    def __init__(self, word: str, index: int) -> None:
        self.word = word
        self.index = index


class Attachment:
    """A sentence that qualifies the ability before it: a timing restriction (``conditions``), a rider effect
    (``effects``, such as "If that Unit receives 5 or more damage, scrap this card.") or a further branch of the die
    roll before it (``branch``)."""

    def __init__(
        self,
        conditions: list[Any] | None = None,
        effects: list[Any] | None = None,
        branch: Any = None,
        otherwise: list[str] | None = None,
        amend: Any = None,
    ) -> None:
        self.conditions = conditions or []
        self.effects = effects or []
        self.branch = branch
        self.otherwise = otherwise or []
        """What happens if the upkeep before it is not paid ("If you cannot pay this cost, scrap ~.")."""
        self.amend = amend
        """A change to the last effect of a kind before it: ``(kind, update)`` ("If a Unit had already assigned
        damage, this random assignment replaces the original one." amends the damage assignment before it)."""


@v_args(inline=True)
class CardTextTransformer(Transformer[Token, Any]):
    """``grammar/cardtext.lark`` → abilities (and :class:`Attachment` for sentences that qualify the one before)."""

    def __init__(self, card_type: str | None = None) -> None:
        super().__init__()
        self.card_type = card_type

    def start(self, *items: Any) -> list[Any]:
        return list(items)

    def sentence(self, statement: Any) -> Any:
        return statement

    def option(self, option: Any) -> Any:
        return option

    def keyword(self, keyword: Any) -> Any:
        return keyword

    # bonuses and resources
    def stat_change(self, amount: Token, stat: Token) -> tuple[str, int]:
        return str(stat), signed(amount)

    def pilot_bonus(self, label: Token | None, *changes: tuple[str, int] | None) -> m.Static | m.Resolve:
        found = [c for c in changes if c is not None]
        if self.card_type == "Mission" and label is None:
            # a Mission has no 'Mech to pilot: its bare "+1 initiative" is the player's ("You get +1 initiative")
            if any(stat != "initiative" for stat, _amount in found):
                raise ValueError("a bare bonus on a Mission names no Unit to get it")
            return m.Resolve(effects=[self.you_get(c) for c in found])
        target = m.PilotedUnit()
        effects = [m.ModifyStat(target=target, stat=c[0], amount=c[1]) for c in found]
        return m.Static(effects=effects)

    def stat_changes(self, *changes: Any) -> list[tuple[str, int]]:
        return [c for c in changes if not isinstance(c, Token)]

    def modify_and_gain(self, target: Any, changes: list[tuple[str, int]], _and: Token, ability: Any) -> list[Any]:
        return [*self.modify_stats(target, changes), m.GainAbility(target=target, ability=ability)]

    def tap_cost(self, _token: Token) -> m.TapCost:
        return m.TapCost()

    def resource_cost(self, _token: Token) -> m.ResourceCost:
        return m.ResourceCost()

    def cost(self, *parts: Any) -> list[Any]:
        return list(parts)

    def resources_plus_per_counter_removed(self, cost: list[Any], *parts: Any) -> m.Activated:
        # the first symbols, "plus", the symbols per counter, "each", the kind, this card (or None for no ".")
        kinds = [p.type if isinstance(p, Token) else "" for p in parts]
        plus, each = kinds.index("PLUS_WORD"), kinds.index("EACH")
        per_counter = m.PerCounterRemoved(counter=str(parts[each + 1]), effects=[m.AddResources(count=each - plus - 1)])
        return m.Activated(cost=cost, effects=[m.AddResources(count=plus), per_counter])

    def resource_ability(self, cost: list[Any], *symbols: Token) -> m.Activated:
        count = sum(1 for s in symbols if s is not None)
        return m.Activated(cost=cost, effects=[m.AddResources(count=count)])

    # sentences
    def self_ref(self, *_tokens: Any) -> m.This:
        return m.This()

    def scrap_when_revealed(self, _self: m.This, verb: Token | None, phase: Token | None) -> m.Triggered:
        conditions: list[Any] = []
        if phase is not None:
            conditions.append(m.During(phase=_PHASES[str(phase)], unless=str(verb)))
        return m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This())], conditions=conditions)

    def activation_restriction(self, *parts: Any) -> m.PlayRestriction:
        return m.PlayRestriction(conditions=[parts[-1]], activate=True)

    def when_attacked(self, *_tokens: Any) -> m.WhenIn:
        return m.WhenIn(roles=["attacked"])

    def opponent_plays(self, *parts: Any) -> m.OpponentPlays:
        verb, target = parts[-2], parts[-1]
        return m.OpponentPlays(verb=str(verb), target=target)

    def reveal_restriction(self, *parts: Any) -> m.PlayRestriction:
        return m.PlayRestriction(conditions=[parts[-1]], reveal=True)

    def group_size(self, *parts: Any) -> m.GroupSize:
        roles = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("ROLE")]
        if any(role not in ("attacking", "blocking") for role in roles):
            raise ValueError("a group is counted only when attacking or blocking")
        count = next(p for p in parts if isinstance(p, int))
        return m.GroupSize(roles=roles, count=count)

    def if_scrapped(
        self, noun: str, during: Token | None, effects: list[Any], otherwise: list[Any] | None = None
    ) -> Attachment:
        effect = m.IfScrapped(
            watched=m.ThatOne(noun=noun), during_mission=during is not None, effects=effects, otherwise=otherwise or []
        )
        return Attachment(effects=[effect])

    def for_each(self, each: Any, effects: list[Any]) -> Any:
        return self.resolve([m.ForEach(each=each, effects=effects)])

    def lasting(self, effect: Any, *rest: Token) -> m.Lasting:
        until = rest[-1]
        return m.Lasting(until=_until(until), effects=effect if isinstance(effect, list) else [effect])

    def lasting_before(self, until: Token, effects: list[Any]) -> Any:
        return self.resolve([m.Lasting(until=_until(until), effects=effects)])

    def bonus_lasting(self, change: tuple[str, int], until: Token) -> Any:
        return self.resolve([m.Lasting(until=_until(until), effects=[self.you_get(change)])])

    def bonus_ability(self, cost: list[Any], change: tuple[str, int]) -> m.Activated:
        return m.Activated(cost=cost, effects=[self.you_get(change)])

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

    def attacks_alone_play(self, _attacker: Any, not_blocked: Token | None) -> list[Any]:
        conditions: list[Any] = [m.AttacksAlone()]
        if not_blocked is not None:
            conditions.append(m.WhenIn(roles=["unblocked"]))
        return conditions

    def alone_attacker(self, *_parts: Any) -> None:
        return None

    def at_end_of_each_turn(self, effects: list[Any], _when: Token) -> m.Triggered:
        return m.Triggered(trigger="turn_end", effects=effects)

    def site_damaged(
        self, noun: str, _who: Token, up_to: Token | None, amount: Token, to: Any, scrapping: Token | None
    ) -> m.Triggered:
        if noun != "site":
            raise ValueError(f"only a site's damage is redirected, not a {noun}'s")
        effect = m.RedirectDamage(amount=int(amount), up_to=up_to is not None, to=to, scrap=scrapping is not None)
        return m.Triggered(trigger="enhanced_site_damaged", effects=[effect])

    def per_initiative_point(self, _each: Token, _opponents: Token, effects: list[Any]) -> Any:
        return self.resolve([m.PerInitiativePoint(effects=effects)])

    def piloted_uses_option(self, _a: Any, _mech: Token, _self: Any, option: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_uses_option", option=str(option), effects=effects)

    def gain_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target)

    def opponent_gains_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target, player="opponent")

    def speed_slower(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=-steps)

    def speed_faster(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=steps)

    def during_enhanced_mission_static(self, _self: Any, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[self.during_enhanced_mission(_self)])

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

    def at_end_of_phase(self, phase: Token) -> m.During:
        return m.During(phase=_PHASES[str(phase)], at_end=True)

    def make_additional_deployment(self, _a: Token, verb: Token, _self: Any) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=[m.AdditionalDeployment(when_revealed=False)])

    def unblockable(self) -> m.Static:
        return m.Static(effects=[m.Unblockable()])

    def activated_scrap(self, cost: list[Any], selector: Any, effects: list[Any]) -> m.Activated:
        scrap = _scrap_cost(selector)
        if isinstance(scrap, str):
            raise ValueError(scrap)
        return m.Activated(cost=[*cost, scrap], effects=effects)

    def scrap_to(self, selector: Any, effects: list[Any]) -> Any:
        scrap = _scrap_cost(selector)
        if isinstance(scrap, m.ScrapCost) and self.card_type != "Mission":
            return m.Activated(cost=[scrap], effects=effects)
        return self.resolve([m.Scrap(target=selector), *effects])

    def return_to_hand_to(self, target: Any, effects: list[Any]) -> m.Activated:
        if not isinstance(target, m.This):
            raise ValueError("only the card itself can be put into your hand to pay a cost")
        return m.Activated(cost=[m.ReturnToHandCost()], effects=effects)

    def if_damages(self, noun: str, target: Any, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfDamages(watched=m.ThatOne(noun=noun), target=target, effects=effects)])

    def instead_of_scrapheap(self, _self: Any, _heap: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=[m.InsteadOfScrapheap(effects=effects)])

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

    def that_kind(self, kind: Token, _card: Token) -> m.ThatOne:
        return m.ThatOne(noun="card", card_type=str(kind))

    def put_into_play(self, target: Any, activated: Token | None = None, on: Any = None) -> m.PutIntoPlay:
        return m.PutIntoPlay(target=target, on=on, activated=activated is not None)

    def put_on_stockpile(self, target: Any, in_any_order: Token | None = None) -> m.PutOnStockpile:
        return m.PutOnStockpile(target=target, any_order=in_any_order is not None)

    def search(self, target: Any) -> m.Search:
        return m.Search(target=target)

    def activated_bonus(self, cost: list[Any], change: tuple[str, int], effects: list[Any] | None) -> m.Activated:
        return m.Activated(cost=cost, effects=[self.you_get(change), *(effects or [])])

    def gain_resources(self, *symbols: Token) -> m.AddResources:
        return m.AddResources(count=len(symbols))

    def scrap_self_ability(self, _self: Any, effects: list[Any]) -> m.Activated:
        return m.Activated(cost=[m.ScrapCost(source="this")], effects=effects)

    def cannot_be_reassigned(self, target: Any) -> m.Static:
        return m.Static(effects=[m.CannotBeReassigned(target=target)])

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

    def after_missile_roll(self) -> m.AfterRoll:
        return m.AfterRoll(missile=True)

    def deplete(self, target: Any, at_end: Token | None) -> m.Deplete:
        return m.Deplete(target=target, delayed="mission" if at_end is not None else None)

    def gain_roll_resources(self, die_range: Token) -> m.AddResources:
        if _die_range(die_range) != (1, 6):
            raise ValueError(f"resources +({die_range}) is not a die roll")
        return m.AddResources(count=1, from_roll=True)

    def after_roll(self, *words: Any) -> m.AfterRoll:
        return m.AfterRoll(missile=any(str(w) == "missile" for w in words))

    def play_restriction(self, *conditions: Any) -> m.PlayRestriction:
        flat = [c for condition in conditions for c in (condition if isinstance(condition, list) else [condition])]
        flat = [c for c in flat if c is not None and not isinstance(c, m.This)]
        return m.PlayRestriction(conditions=flat)

    def use_restriction(self, *conditions: Any) -> Attachment:
        flat = [c for condition in conditions for c in (condition if isinstance(condition, list) else [condition])]
        return Attachment(conditions=[c for c in flat if not isinstance(c, Token) and c is not None])

    def played_on(self, _self: Any, where: Any) -> m.PlayRestriction:
        target = where if not isinstance(where, Token) else m.Selector(quantifier="one", noun="site", owner="you")
        return m.PlayRestriction(conditions=[m.PlayedOn(target=target)])

    def free_deployment(self, _self: Any) -> m.Static:
        return m.Static(effects=[m.FreeDeployment()])

    def upkeep_cost(self, text: Token) -> Any:
        from judge.cards.cost import parse_cost

        return parse_cost(str(text).replace("/", " +"))

    def upkeep(self, cost: Any, _self: Any, _who: Token, *rest: Any) -> m.Upkeep:
        later = rest[-1] is not None
        return m.Upkeep(cost=cost, otherwise=["tap", "opponent_gains_control"], control_at_end_of_turn=later)

    def upkeep_or_tap(self, cost: Any, _self: Any, _a: Token, who: Token | None, *rest: Any) -> m.Upkeep:
        if who is None:  # what the chosen opponent does follows in the next sentence
            return m.Upkeep(cost=cost, otherwise=["tap"])
        later = rest[-1] is not None
        return m.Upkeep(cost=cost, otherwise=["tap", "opponent_gains_control"], control_at_end_of_turn=later)

    def upkeep_bare(self, cost: Any) -> m.Upkeep:
        return m.Upkeep(cost=cost, otherwise=[])

    def upkeep_unpaid(self, _self: Any) -> Attachment:
        return Attachment(otherwise=["scrap"])

    def scrap_if_damaged(
        self, noun: str, threshold: Token, effects: list[Any], otherwise: list[Any] | None = None
    ) -> Attachment:
        watched = m.ThatOne(noun=noun)
        if effects == [m.Scrap(target=m.This())] and otherwise is None:
            return Attachment(effects=[m.ScrapIfDamaged(watched=watched, threshold=int(threshold))])
        rider = m.IfReceivesDamage(watched=watched, threshold=int(threshold), effects=effects)
        return Attachment(effects=[rider.model_copy(update={"otherwise": otherwise or []})])

    def noun_word(self, word: Token) -> str:
        text = str(word).lower()
        if "ech" in text:
            return "mech"
        return {"card": "card", "cards": "card", "site": "site", "sites": "site"}.get(text, "unit")

    def patrol_on_activate(self, *_parts: Any) -> m.Static:
        return m.Static(effects=[m.PatrolAtOnce(when="activated")])

    def patrol_when(self, verb: Token, _self: Any) -> m.Static:
        return m.Static(effects=[m.PatrolAtOnce(when=_TRIGGERS[str(verb)])])

    def patrol_if_constructed(self, _self: Any, verb: Token) -> m.Static:
        when = "revealed" if str(verb) == "reveal" else "activated"
        return m.Static(effects=[m.PatrolAtOnce(when=when, if_fully_constructed=True)])

    def triggered_after(self, effects: list[Any], verb: Token, _self: Any) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=effects)

    def triggered_you_attack(self, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="you_attack", effects=effects)

    def triggered_before(self, verb: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=effects)

    def whenever_scrapped(self, *parts: Any) -> m.Triggered:
        # [a] 'Mech, "you control" (nothing kept) or OPPONENT_CONTROLS, the effects
        owner = "opponent" if len(parts) > 3 and isinstance(parts[-2], Token) else "you"
        watched = m.Selector(quantifier="any", noun="mech", owner=owner)
        return m.Triggered(trigger="scrapped", watched=watched, effects=parts[-1])

    def whenever_you_damage_stockpile(self, stockpile: Any, effects: list[Any]) -> m.Triggered:
        if not isinstance(stockpile, Token) or "pponent" not in str(stockpile):
            raise ValueError("only damage to an opponent's Stockpile triggers this")
        return m.Triggered(trigger="you_damage_stockpile", effects=effects)

    def each_time_you_damage_stockpile(self, effects: list[Any], _each: Token, stockpile: Any) -> m.Triggered:
        return self.whenever_you_damage_stockpile(stockpile, effects)

    def older_long_range(self, *parts: Any) -> m.Keyword:
        value = parts[-1]
        return m.Keyword(name="Long-Range", value=int(value), wording="older")

    def older_hand_to_hand(self, _self: Any, amount: Token, _unit: Token) -> m.Keyword:
        return m.Keyword(name="Hand-to-Hand", value=signed(amount), wording="older")

    def older_anti_missile(self, _each: Token, _mech: Token, _self: Any, amount: Token) -> m.Keyword:
        if signed(amount) != -1:
            raise ReminderMismatchError("Anti-Missile: each missile deals -1 damage, not " + str(amount))
        return m.Keyword(name="Anti-Missile", wording="older")

    def cannot_be_attacked(self, target: Any) -> m.Static:
        return m.Static(effects=[m.CannotBeAttacked(target=target)])

    def count_word(self, word: Token) -> int:
        text = str(word).lower()
        return _COUNTS.get(text) or int(text)

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
        low, high = _die_range(die_range)
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
        low, high = _die_range(die_range)
        return Attachment(branch=m.DieBranch(low=low, high=high, effects=[e for part in effects for e in part]))

    def put_on(self, what: Any, target: Any) -> m.PutOn:
        if what != m.ThatOne():
            raise ValueError("only 'it' (this card) can be put on another card")
        return m.PutOn(target=target)

    def no_effect(self, _token: Token) -> m.NoEffect:
        return m.NoEffect()

    def it(self) -> m.ThatOne:
        return m.ThatOne()

    def them(self) -> m.ThatOne:
        return m.ThatOne(plural=True)

    def additional_deployment(self, *_parts: Any) -> m.Static:
        return m.Static(effects=[m.AdditionalDeployment()])

    def counts_as(self, name: Token) -> m.Static:
        return m.Static(effects=[m.CountsAs(name=str(name))])

    def activated(self, cost: list[Any], effects: list[Any]) -> m.Activated:
        return m.Activated(cost=cost, effects=effects)

    def resolve(self, effects: list[Any]) -> m.Resolve | m.Static:
        if self.card_type == "Mission":
            return m.Resolve(effects=effects)
        return m.Static(effects=effects)

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

    def counters_on_entry(self, count: int, kind: Token, _self: Any, when: Token) -> m.Triggered:
        trigger = "activated" if str(when) == "activated" else "revealed"
        effect = m.AddCounters(counter=str(kind), count=count, target=m.This())
        return m.Triggered(trigger=trigger, effects=[effect])

    def counter_each_turn(self, _a: Token, kind: Token, _self: Any, when: Token) -> m.Triggered:
        if not str(when).endswith("of your turn"):
            raise ValueError(f"a counter is removed from this card at the beginning of your turn, not {when}")
        effect = m.RemoveCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

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

    def stockpile(self, words: Token) -> m.Selector:
        text = str(words).lower()
        if text.startswith("your own"):
            return m.Selector(quantifier="that", noun="stockpile", owner="you")
        if text.startswith("each"):
            return m.Selector(quantifier="each", noun="stockpile", owner="opponent" if "opposing" in text else "any")
        return m.Selector(quantifier="that", noun="stockpile", owner="opponent")

    def opponents_unit(self, _opponents: Token, noun: Token) -> m.Selector:
        # "Opponent's 'Mech": the one the opponent has in this battle, as "your 'Mech" is yours
        return m.Selector(quantifier="that", noun="mech" if "ech" in str(noun) else "unit", owner="opponent")

    def counter_each_turn_add(self, _a: Token, kind: Token, _self: Any) -> m.Triggered:
        effect = m.AddCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def counter_each_untap_phase(self, kind: Token, *_rest: Any) -> m.Triggered:
        # the Untap phase opens the turn: the same moment as "at the beginning of each of your turns"
        effect = m.AddCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def last_counter(self, _kind: Token | None, *effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="last_counter_removed", effects=[e for part in effects for e in part])

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

    def scrap_others_on_activation(self, _self: Any, scope: Token) -> m.Triggered:
        return m.Triggered(trigger="activated", effects=[_scrap_others(scope)])

    def scrap_others(self, scope: Token) -> m.ScrapOthers:
        return _scrap_others(scope)

    def put_in_region(self, what: Any) -> m.PutInRegion:
        if what != m.ThatOne():
            raise ValueError("only 'it' (this card) can be put in a region")
        return m.PutInRegion()

    def move_enhancement(self, _self: Any, phase: Token) -> m.Static:
        return m.Static(effects=[m.MoveEnhancement()], conditions=[m.During(phase=_PHASES[str(phase)])])

    def rider_free_deployment(self) -> Attachment:
        return Attachment(effects=[m.FreeDeployment(if_revealed=False)])

    def rider_counts_as_deployment(self) -> Attachment:
        return Attachment(effects=[m.CountsAsDeployment()])

    def attacks_alone(self, _one: Token, _unit: Token) -> m.AttacksAlone:
        return m.AttacksAlone()

    def has_asset(self, asset: Token) -> m.HasAsset:
        return m.HasAsset(asset=str(asset))

    def during_enhanced_mission(self, _self: Any) -> m.During:
        return m.During(whose="any", mission=True, target_in_enhanced_region=True)

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

    def remaining(self, _cards: Token) -> m.Remaining:
        return m.Remaining()

    def restock(self, target: Any, in_any_order: Token | None = None) -> m.Restock:
        return m.Restock(target=target, any_order=in_any_order is not None)

    def untap_them(self) -> m.Tap:
        return m.Tap(target=m.ThatOne(plural=True), untap=True)

    def gain_ability(self, target: Any, ability: Any) -> m.GainAbility:
        return m.GainAbility(target=target, ability=ability)

    def enhanced(self, *_parts: Any) -> m.Enhanced:
        return m.Enhanced()

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
        stat, amount = change
        return m.ModifyStat(target=m.Selector(quantifier="a", noun="unit", owner="you"), stat=stat, amount=amount)

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
        replacement = self.count_word(Token("INT", str(more).split()[1]))
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

    def excess(self, *parts: Any) -> int:
        counts = [p for p in parts if isinstance(p, int)]
        return counts[0] if counts else 1

    def per_excess_after(self, effects: list[Any], per: int) -> Any:
        return self.resolve([m.PerExcessConstruction(per=per, effects=effects)])

    def per_counter(self, effects: list[Any], _each: Token, kind: Token, _self: Any) -> Any:
        return self.resolve([m.PerCounter(counter=str(kind), effects=effects)])

    def activated_per_counter(
        self, cost: list[Any], effects: list[Any], _each: Token, kind: Token, _self: Any
    ) -> m.Activated:
        return m.Activated(cost=cost, effects=[m.PerCounter(counter=str(kind), effects=effects)])

    def activated_for_each(self, cost: list[Any], effects: list[Any], each: m.Selector) -> m.Activated:
        if each.quantifier != "each":
            raise ValueError("an ability repeated for its cards names them with 'each'")
        return m.Activated(cost=cost, effects=[m.ForEach(each=each, effects=effects)])

    def activated_per_counter_removed(self, cost: list[Any], *parts: Any) -> m.Activated:
        # cost, "any number of", the kind, this card (or None), the effects, "each"
        kind, effects = parts[1], parts[-2]
        return m.Activated(cost=cost, effects=[m.PerCounterRemoved(counter=str(kind), effects=effects)])

    def activated_that_much_per_counter(self, cost: list[Any], *parts: Any) -> m.Activated:
        # "to get that much initiative": one point for each counter removed
        kind, stat = parts[1], parts[-1]
        effects = [self.you_get((str(stat), 1))]
        return m.Activated(cost=cost, effects=[m.PerCounterRemoved(counter=str(kind), effects=effects)])

    def once_each_turn(self, _each: Token) -> m.OnceEachTurn:
        return m.OnceEachTurn()

    def per_excess_before(self, per: int, effects: list[Any]) -> Any:
        return self.per_excess_after(effects, per)

    def piloted_attacks_or_blocks(self, _a: Any, _mech: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_attacks_or_blocks", effects=effects)

    def piloted_scrapped(
        self, _a: Any, _mech: Token, _self: Any, during: Token | None, effects: list[Any]
    ) -> m.Triggered:
        conditions = [] if during is None else [m.During(whose="any", mission=True)]
        return m.Triggered(trigger="piloted_scrapped", effects=effects, conditions=conditions)

    def piloted_attacks_alone(self, _a: Any, _mech: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_attacks_alone", effects=effects)

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

    def at_the_end(self, when: Token, effects: list[Any]) -> Any:
        return self.resolve([m.AtTheEnd(of="battle" if str(when).endswith("battle") else "mission", effects=effects)])

    def either_kind(self, first: Any, kind: Token, _card: Token, owned: Token | None) -> m.Either:
        options = first.options if isinstance(first, m.Either) else [first]
        last = options[-1]
        if isinstance(last, m.Selector) and last.card_type is None and last.noun in ("unit", "mech"):
            # "a 'Mech or Command card": the quantifier is shared, the kind of card is the second one's own
            second = m.Selector(quantifier=last.quantifier, count=last.count, noun="card", card_type=str(kind))
        elif not isinstance(last, m.Selector) or last.card_type is None:
            raise ValueError("a card kind after 'or' needs a kind of card before it")
        else:
            second = last.model_copy(update={"card_type": str(kind)})
        if owned is not None:
            options = [o.model_copy(update={"owner": "you"}) for o in options]
            second = second.model_copy(update={"owner": "you"})
        return m.Either(options=[*options, second])

    def older_hand_to_hand_deals(self, _self: Any, amount: Token, *_rest: Any) -> m.Keyword:
        return m.Keyword(name="Hand-to-Hand", value=signed(amount), wording="older")

    def older_ap(self, _self: Any, amount: Token, *_rest: Any) -> m.Keyword:
        if signed(amount) != 1:
            raise ReminderMismatchError(f"AP: +1 damage to targets other than 'Mechs, not {amount}")
        return m.Keyword(name="AP", wording="older")

    def either_noun(self, first: Any, *rest: Any) -> m.Either:
        noun = rest[-1]
        last = first.options[-1] if isinstance(first, m.Either) else first
        if not isinstance(last, m.Selector) or last.noun == "target":
            raise ValueError("a bare noun after 'or' needs a quantifier before it")
        second = m.Selector(quantifier=last.quantifier, count=last.count, noun=noun)
        return self.either(first, *[r for r in rest[:-1] if and_or([r])], second)

    def untap_it(self) -> m.Tap:
        return m.Tap(target=m.ThatOne(), untap=True)

    def tap_it(self) -> m.Tap:
        return m.Tap(target=m.ThatOne())

    def scrap(self, target: Any) -> m.Scrap:
        return m.Scrap(target=target)

    def cannot_block(self, target: Any, unless: Token | None = None) -> m.CannotBlock:
        return m.CannotBlock(target=target, unless_guarding=unless is not None)

    # targets
    def piloted_unit(self, *_tokens: Any) -> m.PilotedUnit:
        return m.PilotedUnit()

    def that_one(self, noun: str) -> m.ThatOne:
        return m.ThatOne(noun=noun)

    def scrap_either(self, first: Any, second: Any) -> m.Scrap:
        # "Scrap any Terrain card or scrap any Enhancement on a site": one of them, chosen when it happens
        return m.Scrap(target=self.either(first, second))

    def either(self, first: Any, *rest: Any) -> m.Either:
        second = rest[-1]
        options = [*(first.options if isinstance(first, m.Either) else [first]), second]
        if not all(isinstance(o, m.Selector) for o in options):
            raise ValueError("a choice between this card and other cards is not in the DSL yet")
        # "and/or": the cards chosen may be of several of the kinds together
        mixed = and_or(rest) or (isinstance(first, m.Either) and first.mixed)
        return m.Either(options=options, mixed=mixed)

    # timing
    def during_phase(self, phase: Token, not_during_mission: Token | None) -> m.During:
        return m.During(phase=_PHASES[str(phase)], not_during_mission=not_during_mission is not None)

    def during_mission(self) -> m.During:
        return m.During(whose="any", mission=True)

    def during_battle(self) -> m.During:
        return m.During(whose="any", battle=True)

    def that_is_in(self, _mech: Token, role: Token, alone: Token | None) -> m.ThatIsIn:
        return m.ThatIsIn(role=str(role), alone=alone is not None)

    def if_tons(self, noun: str, tons: Token, effects: list[Any], otherwise: list[Any] | None = None) -> m.IfTons:
        return m.IfTons(watched=m.ThatOne(noun=noun), min_tons=int(tons), effects=effects, otherwise=otherwise or [])

    def no_player_plays(self, _no_player: Token, kind: Token, _cards: Token) -> m.NoPlayerPlays:
        return m.NoPlayerPlays(card_type=str(kind))

    def if_no_structure_damage(self, noun: str, _structure: Token, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfNoStructureDamage(watched=m.ThatOne(noun=noun), effects=effects)])

    def join_battle(self, target: Any) -> m.JoinBattle:
        return m.JoinBattle(target=target)

    def tap_to_join_battle(self, target: Any) -> list[Any]:
        return [m.Tap(target=target), m.JoinBattle(target=target)]

    def resolve_several(self, *parts: list[Any]) -> m.Resolve | m.Static:
        return self.resolve([e for part in parts for e in part])

    def damage_only_to(self, source: Any, to: Any) -> m.DamageOnlyTo:
        return m.DamageOnlyTo(source=source, to=to)

    def speed_is(self, _mech: Token, *speeds: Token) -> m.PilotedSpeed:
        return m.PilotedSpeed(speeds=[str(s) for s in speeds])

    def defending(self, no_blockers: Token | None) -> m.Defending:
        if no_blockers is None:
            return m.Defending()
        return m.Defending(no_blockers="unit" if str(no_blockers).endswith("Units") else "mech")

    def when_in(self, *roles: Token) -> m.WhenIn:
        return m.WhenIn(roles=[str(r) for r in roles])

    # restrict: more timings of "Use this ability only ..."
    def after_all_missile_dice(self, *_parts: Any) -> m.AfterRoll:
        return m.AfterRoll(missile=True, all_dice=True)

    def during_any_phase(self, phase: Token, not_during_mission: Token | None) -> m.During:
        return m.During(phase=_PHASES[str(phase)], whose="any", not_during_mission=not_during_mission is not None)

    def before_blockers(self) -> m.BeforeBlockers:
        return m.BeforeBlockers()

    def declaring_attack(self, _an: Token, count: int | None = None, noun: Token | None = None) -> m.DeclaringAttack:
        if count is None:
            return m.DeclaringAttack()
        return m.DeclaringAttack(count=count, noun="unit" if str(noun).startswith("Unit") else "mech")

    def unit_role(self, unit: str, *rest: Any) -> list[Any]:
        roles = [r for r in rest if isinstance(r, str) and not isinstance(r, Token)]
        tokens = [r for r in rest if isinstance(r, Token)]
        alone = any(t.type.endswith("ALONE") for t in tokens)
        conditions: list[Any] = [m.UnitRole(unit=unit, roles=roles, alone=alone)]
        if any(t.type.endswith("DURING_BATTLE") for t in tokens):
            conditions.append(m.During(whose="any", battle=True))
        return conditions

    def subject_piloted(self, *_parts: Any) -> str:
        return "piloted_unit"

    def subject_this(self, _mech: Token) -> str:
        return "this"

    def subject_self(self, _self: Any) -> str:
        return "this"

    def verb_attacks(self) -> str:
        return "attacking"

    def verb_blocks(self) -> str:
        return "blocking"

    def verb_is(self, role: Token) -> str:
        return str(role)

    def at_end_of_mission(self) -> m.During:
        return m.During(whose="any", mission=True, at_end=True)

    def that_role_in_mission(self, _mech: Token, role: Token) -> m.ThatIsIn:
        past = {"blocked": "blocking", "attacked": "attacking"}
        if str(role) not in past:
            raise ValueError(f"'{role} that mission' is not a role in a mission")
        return m.ThatIsIn(role=past[str(role)], that_mission=True)

    def any_of(self, *options: Any) -> m.AnyOf:
        # "on your turn, or during a mission on any opponent's turn": one of several times of the turn
        flat = [o for option in options for o in (option.options if isinstance(option, m.AnyOf) else [option])]
        if not all(isinstance(o, m.During) for o in flat):
            raise ValueError("only times of the turn can be alternatives")
        return m.AnyOf(options=flat)

    def on_your_turn(self) -> m.During:
        return m.During()

    def mission_on_opponents_turn(self, _opponents: Token) -> m.During:
        return m.During(whose="opponent", mission=True)

    def add_or_subtract_each_missile(self, amount: Token, _each: Token, target: Any) -> m.AdjustMissileRoll:
        return m.AdjustMissileRoll(amount=int(amount), either_way=True, fired_by=target)

    def no_deplete_using(self, _option: Token, target: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Alpha Strike")

    def controls_at_least(self, *parts: Any) -> m.Controls:
        who, target = parts[0], parts[-1]
        if not isinstance(target, m.Selector) or (target.quantifier not in ("a", "one") and target.count is None):
            raise ValueError("'at least' needs a number of cards")
        player = "opponent" if isinstance(who, Token) and who.type.endswith("OPPONENT_CONTROLS") else "you"
        return m.Controls(player=player, target=target, at_least=target.count or 1)

    def cancel_when(self, target: Any, when: Token) -> m.Cancel:
        return m.Cancel(target=target, on=str(when).split()[-1])

    def no_card_does_anything(self, kind: Token, _cards: Token, when: Token) -> m.Cancel:
        every = m.Selector(quantifier="all", noun="card", card_type=str(kind))
        return m.Cancel(target=every, on=str(when).split()[-1])

    def while_in_play(self, _self: Any, effects: list[Any]) -> Any:
        return self.resolve(effects)

    def player_cannot_play(self, *parts: Token) -> m.NoPlayerPlays:
        # "You" is not kept: an opponent subject comes first when there is one
        return m.NoPlayerPlays(card_type=str(parts[-2]), player=_player(parts))

    def attack_limit(self, *parts: Token) -> m.AttackLimit:
        times = str(parts[-1])
        count = {"once": 1, "twice": 2}.get(times) or int(times.split()[0])
        return m.AttackLimit(player=_player(parts), count=count)

    def lasting_this_mission(self, effect: Any, _during: Token) -> m.Lasting:
        return m.Lasting(until="end_of_mission", effects=effect if isinstance(effect, list) else [effect])

    def limit_exemption(self, target: Any) -> Attachment:
        return Attachment(effects=[m.LimitExemption(attacks_on=target)])

    def choose_option(self, _following: Token, *names: Token | None) -> m.ChooseOption:
        return m.ChooseOption(options=[str(n) for n in names if n is not None])

    def option_either(self, target: Any, *_rest: Any) -> Attachment:
        return Attachment(effects=[m.OptionRequirement(target=target, mode="either")])

    def option_must(self, target: Any, *_rest: Any) -> Attachment:
        return Attachment(effects=[m.OptionRequirement(target=target, mode="must")])

    def option_cannot(self, target: Any) -> Attachment:
        return Attachment(effects=[m.OptionRequirement(target=target, mode="cannot")])

    def you_play(self, verb: Token, _a: Token, kind: Token, _card: Token | None) -> m.YouPlay:
        return m.YouPlay(verb=str(verb), card_type=str(kind))

    def no_player_plays_passive(self, kind: Token, _cards: Token) -> m.NoPlayerPlays:
        return m.NoPlayerPlays(card_type=str(kind))

    def battle_as_mission(self) -> m.BattleAsMission:
        return m.BattleAsMission()

    # --- battle: players, damage in battle ------------------------------------------------------------------------
    def opponent_attacks(self, *parts: Any) -> m.OpponentAttacks:
        return m.OpponentAttacks(target=parts[-1])

    def that_player(self) -> m.ThatOne:
        # "that player" / "that opponent": the player chosen before
        return m.ThatOne(noun="player")

    def that_opposing(self, _opposing: Token, noun: str) -> m.ThatOne:
        return m.ThatOne(noun=noun)

    def that_nth(self, ordinal: Token, noun: str | None) -> m.ThatOne | BareOrdinal:
        index = 1 if str(ordinal) == "first" else 2
        return BareOrdinal(str(ordinal), index) if noun is None else m.ThatOne(noun=noun, index=index)

    def receiving(self, noun: str) -> m.Receiving:
        return m.Receiving(noun=noun)

    def whenever_that_uses_option(self, noun: str, option: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="uses_option", watched=m.ThatOne(noun=noun), option=str(option), effects=effects)

    def static_during_mission(self, effects: list[Any], _during: Token) -> m.Static:
        return m.Static(effects=effects, conditions=[self.during_mission()])

    def once_activated(self, _self: Any, effects: list[Any]) -> m.Static:
        # a permanent's abilities hold once it is in play: a plain static ability, where "it" is the card itself
        it = m.ThatOne()
        return m.Static(
            effects=[
                e.model_copy(update={"target": m.This()}) if getattr(e, "target", None) == it else e for e in effects
            ]
        )

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

    def bare_plural_mechs(self, mech: Token) -> m.Selector:
        # "'Mechs do not ...": all of them
        if not str(mech).endswith("s"):
            raise ValueError(f"{mech} with no quantifier names no card")
        return m.Selector(quantifier="all", noun="mech")

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

    def after_this_battle(self, when: Token, effects: list[Any]) -> Any:
        return self.at_the_end(when, effects)

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

    def bare_noun_or_target(self, word: Token) -> m.Either:
        # older printings drop the articles: "Deal 1 damage to 'Mech or target."
        noun = self.noun_word(word)
        return m.Either(options=[m.Selector(quantifier="a", noun=noun), m.Selector(quantifier="a", noun="target")])

    def for_each_after(self, effects: list[Any], each: Any) -> Any:
        if not isinstance(each, m.Selector) or each.quantifier != "each":
            raise ValueError("effects repeated for cards name them with 'each'")
        return self.resolve([m.ForEach(each=each, effects=effects)])

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

    def triggered_comes_into_play(self, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="comes_into_play", effects=effects)

    # asset: construction and deployment
    def construction_spend_limit(self, *parts: Any) -> m.Static:
        resources = sum(1 for p in parts if isinstance(p, Token) and p.type.endswith("RESOURCE"))
        effects: list[Any] = [m.ConstructionSpendLimit(resources=resources)]
        if isinstance(parts[-1], m.PayToEnd):
            effects.append(parts[-1])
        return m.Static(effects=effects)

    def pay_to_end_until(self, _any: Token, _one: Token, cost: Any, phase: Token) -> m.PayToEnd:
        return m.PayToEnd(cost=cost, phase=_PHASES[str(phase)])

    def pay_to_end(self, _any: Token, cost: Any, phase: Token) -> Attachment:
        return Attachment(effects=[m.PayToEnd(cost=cost, phase=_PHASES[str(phase)])])

    def deployment_surcharge(self, _a: Token, *parts: Any) -> m.Static:
        who, cost = parts[0], parts[-1]
        player = "opponent" if isinstance(who, Token) and who.type.endswith("EACH") else "you"
        return m.Static(effects=[m.DeploymentSurcharge(player=player, cost=cost)])

    def resources(self, *tokens: Token) -> int:
        return len(tokens)

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

    def with_counters(self, target: Any, _with: Token, kind: Token, _on_them: Token | None) -> m.Selector:
        if not isinstance(target, m.Selector) or target.with_counters is not None:
            raise ValueError("only a selector can ask for counters on its cards")
        return target.model_copy(update={"with_counters": str(kind)})

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

    def excess_of_that(self, *parts: Any) -> int:
        return self.excess(*parts)

    def per_excess_of_that(self, effects: list[Any], per: int) -> Attachment:
        # "for every 3 construction counters above its cost": a rider on the ability that named the card
        return Attachment(effects=[m.PerExcessConstruction(per=per, effects=effects, of_that=True)])

    def site_damaged_counters(self, noun: str, _who: Token, amount: Token, *parts: Any) -> m.Triggered:
        # a, the kind, each, the kind again, the site word
        _a, kind, _each, again, _site = parts
        if noun != "site" or str(kind) != str(again):
            raise ValueError("damage to a site goes to the counters of one kind on it")
        effect = m.RedirectToCounters(counter=str(kind), amount=int(amount))
        return m.Triggered(trigger="enhanced_site_damaged", effects=[effect])

    def during_phase_static(self, phase: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[m.During(phase=_PHASES[str(phase)])])

    def pay_to_move_counters(self, resources: int, *parts: Any) -> m.MoveCounters:
        kind, to = parts[-2], parts[-1]
        return m.MoveCounters(counter=str(kind), to=to, resources_each=resources)

    def transfer_counters(self, count: int, kind: str | None, source: Any, to: Any) -> m.MoveCounters:
        return m.MoveCounters(counter=kind, count=count, source=source, to=to)

    def opponent_pays_or(self, cost: Any, phase: Token, otherwise: Any) -> m.PayOrElse:
        effects = otherwise if isinstance(otherwise, list) else [otherwise]
        return m.PayOrElse(cost=cost, phase=_PHASES[str(phase)], otherwise=effects)

    def per_cost_point(self, _each: Token, *parts: Any) -> Any:
        return self.resolve([m.PerCostPoint(effects=parts[-1])])

    def pay_or(self, resources: int, *parts: Any) -> m.OneOf:
        other = parts[-1]
        return m.OneOf(options=[[m.PayResources(count=resources)], other if isinstance(other, list) else [other]])

    def remove_counters_to(self, count: Any, kind: Token, _self: Any, effects: list[Any]) -> m.Activated:
        number = self.count_word(count) if isinstance(count, Token) else count
        return m.Activated(cost=[m.RemoveCountersCost(counter=str(kind), count=number)], effects=effects)

    def counter_kind(self, kind: Token) -> str:
        return str(kind)

    def construction_kind(self) -> str:
        return "construction"

    def counter_bonus(self, _each: Token, kind: Token, amount: Token, stat: Token, target: Any) -> m.CounterBonus:
        return m.CounterBonus(counter=str(kind), stat=str(stat), amount=signed(amount), target=target)

    def the_new(self, noun: Token) -> m.ThatOne:
        # the card just searched for or chosen: "the new Pilot", "the new 'Mech"
        return m.ThatOne(noun="pilot" if str(noun).lower().startswith("pilot") else self.noun_word(noun))

    def at_end_of_battle(self, effect: Any, _when: Token) -> m.AtTheEnd:
        return m.AtTheEnd(of="battle", effects=effect if isinstance(effect, list) else [effect])

    def share_bonuses(self, source: Any, *parts: Any) -> m.ShareBonuses:
        stats = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("STAT")]
        if len(set(stats)) != len(stats):
            raise ValueError("a bonus is named twice")
        return m.ShareBonuses(source=source, stats=stats, to=parts[-1])

    def remove_one_of_these(self, _one: Token, kind: Token, target: Any) -> m.RemoveCounters:
        return m.RemoveCounters(counter=str(kind), target=target)

    def if_structure_damage(self, noun: str, _structure: Token, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfStructureDamage(watched=m.ThatOne(noun=noun), effects=effects)])

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
        during = m.During(phase=_PHASES[str(phase)], not_during_mission=not_during_mission is not None)
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

    def if_self_state(self, _self: Any, state: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[m.CardState(state=str(state))])

    def bare_with_counters(self, noun: Token, _with: Token, kind: Token, _on_them: Token | None) -> m.Selector:
        if not str(noun).endswith("s"):
            raise ValueError(f"{noun} with no quantifier names no card")
        selector = m.Selector(quantifier="all", noun="mech" if "ech" in str(noun) else "unit")
        return selector.model_copy(update={"with_counters": str(kind)})

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

    def scrapped_one(self, noun: str) -> m.ScrappedOne:
        return m.ScrappedOne(noun=noun)

    def deal_amount_quantity(self, _a: Token, target: Any, quantity: m.Quantity) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=quantity)

    # missile dice rolled again or changed
    def reroll_or_add_missile(self, amount: Token) -> m.OneOf:
        return m.OneOf(options=[[m.RerollMissile()], [m.AdjustMissileRoll(amount=int(amount))]])

    def reroll_all_missiles(self, target: Any) -> m.RerollMissile:
        return m.RerollMissile(all_fired_by=target)

    def at_the_end_of_each(self, when: Token, effects: list[Any], each: Any = None) -> m.Triggered:
        if each is not None:
            if not isinstance(each, m.Selector) or each.quantifier != "each":
                raise ValueError("effects repeated for cards name them with 'each'")
            effects = [m.ForEach(each=each, effects=effects)]
        trigger = "battle_end" if str(when).endswith("battle") else "mission_end"
        return m.Triggered(trigger=trigger, effects=effects)

    def put_into_play_with(self, target: Any, damage: m.Quantity | None) -> m.PutIntoPlay:
        # "return a 'Mech from your Scrapheap to play under your control"
        return m.PutIntoPlay(target=target, damage=damage)

    def with_damage(self, quantity: m.Quantity) -> m.Quantity:
        return quantity

    def quantity_less(self, amount: Token, quantity: m.Quantity) -> m.Quantity:
        if quantity.less:
            raise ValueError("an amount made less twice")
        return quantity.model_copy(update={"less": self.count_word(amount)})

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

    def assignment_replaces(self, _a: Token, _noun: str) -> Attachment:
        return Attachment(amend=(m.DamageOnlyTo, {"reassign": True}))

    def plural_no_overheat_damage(self, noun: Token, _option: Token) -> m.NoOptionDrawback:
        # "'Mechs do not receive Overheat damage": all of them
        if not str(noun).endswith("s"):
            raise ValueError(f"{noun} with no quantifier names no card")
        everyone = m.Selector(quantifier="all", noun="mech" if "ech" in str(noun) else "unit")
        return m.NoOptionDrawback(target=everyone, option="Overheat")

    # effects repeated for each point of damage
    def per_damage(self, _each: Token, *parts: Any) -> Any:
        per, structure, by, to, during, effects = parts
        effect = m.PerDamage(
            per=int(per) if per is not None else 1,
            structure=structure is not None,
            by=by,
            to=to,
            during_battle=bool(during),
            effects=effects,
        )
        return self.resolve([effect])

    def damage_during(self) -> bool:
        return True

    def prevent_that_damage(self) -> m.PreventThatDamage:
        return m.PreventThatDamage()

    def if_not_rolled(self, value: Token, effects: list[Any]) -> Any:
        low, high = _die_range(value)
        if low != high:
            raise ValueError(f"a roll missed is one number, not {value}")
        return self.resolve([m.IfNotRolled(value=low, effects=effects)])

    # counters kept on the card and spent
    def whenever_selector_scrapped(self, watched: Any, effects: list[Any]) -> m.Triggered:
        if not isinstance(watched, m.Selector) or watched.quantifier not in ("any", "a", "each"):
            raise ValueError("the cards whose scrapping triggers an ability are any of a kind")
        return m.Triggered(trigger="scrapped", watched=watched, effects=effects)

    def per_counter_removed_ability(self, _any: Token, kind: Token, *parts: Any) -> m.Activated:
        # this card (or None), the effects, "each": no cost but the counters
        effects = parts[-2]
        return m.Activated(cost=[], effects=[m.PerCounterRemoved(counter=str(kind), effects=effects)])

    def that_much_per_counter_removed(self, _any: Token, kind: Token, _self: Any, effects: list[Any]) -> m.Activated:
        # "to deal that much damage": one damage for each counter removed
        that_much = m.Quantity(of="that_much")
        if not any(isinstance(e, m.DealDamage) and e.amount_of == that_much for e in effects):
            raise ValueError("counters removed to no effect counted by them ('that much')")
        each = [
            e.model_copy(update={"amount": 1, "amount_of": None})
            if isinstance(e, m.DealDamage) and e.amount_of == that_much
            else e
            for e in effects
        ]
        return m.Activated(cost=[], effects=[m.PerCounterRemoved(counter=str(kind), effects=each)])

    def deal_that_much_divided(self, target: Any, _distributed: Token) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="that_much"), divided=True)

    def deal_damage_to_first(self, target: Any, amount: Token, structure: Token | None) -> m.DealDamage:
        # "deal to an opposing 'Mech 1 damage"
        return m.DealDamage(amount=int(amount), target=target, structure=structure is not None)

    # cards removed from the game, extra turns
    def scrap_when_revealed_removed(self, _self: Any, _game: Token) -> m.Triggered:
        return m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This()), m.RemoveFromGame(target=m.This())])

    def remove_from_game(self, target: Any, _game: Token) -> m.RemoveFromGame:
        return m.RemoveFromGame(target=target)

    def extra_turn(self, skipped: Token | None) -> m.ExtraTurn:
        return m.ExtraTurn(skip_phases=[] if skipped is None else [_PHASES[str(skipped)]])

    def skip_phase(self, phase: Token) -> Attachment:
        return Attachment(amend=(m.ExtraTurn, {"skip_phases": [_PHASES[str(phase)]]}))

    def activated_remove_from_game(self, cost: list[Any], _self: Any, _game: Token, effects: list[Any]) -> m.Activated:
        # "{T}: Remove ~ from the game to ...": the card leaves the game as the ability is used
        return m.Activated(cost=cost, effects=[m.RemoveFromGame(target=m.This()), *effects])

    def card_played(self, *parts: Any) -> m.Triggered:
        # "For each" or "Whenever you play a", the type, "card", the card the mission involves, the effects
        kind, involving, effects = parts[-4], parts[-2], parts[-1]
        watched = m.Selector(quantifier="each", noun="card", card_type=str(kind))
        conditions: list[Any] = [m.MissionInvolves(target=involving)]
        return m.Triggered(trigger="you_play_card", watched=watched, effects=effects, conditions=conditions)

    def mission_involving(self, target: Any) -> Any:
        return target

    def that_one_of_speed(self, _speed: Token, noun: str) -> m.ThatOne:
        # "that slow 'Mech": the card named before, whose speed was said there
        return m.ThatOne(noun=noun)

    def deals_and_receives_no_damage(self, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True, received=True)

    def when_damage_resolved(self, noun: str | None, effects: list[Any]) -> Any:
        still = None if noun is None else m.ThatOne(noun=noun)
        return self.resolve([m.WhenDamageResolved(still_in_battle=still, effects=effects)])

    def no_effect_on(self, _token: Token, _target: Any) -> m.NoEffect:
        return m.NoEffect()

    # block: who may attack and block, and how fast they count
    def piloted_speed_static(self, *parts: Any) -> m.Static:
        speeds = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("SPEED")]
        condition = m.PilotedSpeed(speeds=speeds)
        return m.Static(effects=_about(parts[-1], m.PilotedUnit()), conditions=[condition])

    def piloted_faster_static(self, *parts: Any) -> m.Static:
        compared, than, effects = parts[-3], parts[-2], parts[-1]
        condition = m.SpeedCompared(than=than, faster=str(compared) == "faster")
        return m.Static(effects=_about(effects, m.PilotedUnit()), conditions=[condition])

    def speed_compared(self, _mech: Token, compared: Token, than: Any) -> m.SpeedCompared:
        return m.SpeedCompared(than=than, faster=str(compared) == "faster")

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

    def for_each_fewer(self, each: Any, than: int, group: Token, effects: list[Any]) -> Any:
        if not (isinstance(each, m.Selector) and each == m.Selector(quantifier="each", noun=each.noun)):
            raise ValueError("a group falls short by plain cards ('each 'Mech')")
        if str(group) not in ("attacking", "blocking"):
            raise ValueError("only an attacking or blocking group falls short")
        return self.resolve([m.ForEachFewer(noun=each.noun, than=than, group=str(group), effects=effects)])

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

    def at_end_of_your_phase(self, phase: Token, effects: list[Any], idle: Any = None) -> m.Triggered:
        if idle is not None:
            effects = [m.IfCouldHaveAttacked(watched=idle, effects=effects)]
        conditions: list[Any] = [m.During(phase=_PHASES[str(phase)], at_end=True)]
        return m.Triggered(trigger="phase_end", effects=effects, conditions=conditions)

    def could_have_attacked(self, watched: Any) -> Any:
        return watched

    def scrap_limit(self, most: int) -> Attachment:
        return Attachment(amend=(m.PerCardScrapped, {"max": most}))

    def any_scrapped_at_end(self, effect: m.IfScrapped, _when: Token) -> Any:
        # "If any attacking 'Mechs are scrapped during this battle, put one of those 'Mechs into play at end of the
        # battle.": the check waits until the end of the battle too
        return self.resolve([m.AtTheEnd(of="battle", effects=[effect])])

    def has_damage_counters(self, noun: str, _has: Token, quantity: m.Quantity) -> Attachment:
        # "That 'Mech has a number of damage counters equal to ...": the card put into play before it
        return Attachment(amend=(m.PutIntoPlay, {"damage": quantity}))

    # effects for each card by which yours outnumber the opposing ones
    def activated_per_outnumbering(self, cost: list[Any], _each: Token, *parts: Any) -> m.Activated:
        engaged, noun, _controls, engaged_yours, nouns, effects = parts
        if noun != nouns or (engaged is None) != (engaged_yours is None):
            raise ValueError("cards are outnumbered only by cards of the same kind")
        effect = m.PerOutnumbering(noun=noun, engaged=engaged is not None, effects=effects)
        return m.Activated(cost=cost, effects=[effect])

    def fewer_opposing(self, _opposing: Token, noun: str, *bonuses: Any) -> Attachment:
        effects = [b for b in bonuses if isinstance(b, m.ModifyStat)]
        return Attachment(effects=[m.PerOutnumbering(noun=noun, effects=effects)])

    def x_you_get(self, _x: Token, stat: Token) -> m.ModifyStat:
        return self.you_get((str(stat), 1))

    def x_gets(self, target: Any, _x: Token, stat: Token) -> m.ModifyStat:
        return m.ModifyStat(target=target, stat=str(stat), amount=1)

    # keywords with a computed number
    def gain_keyword_x(self, target: Any, name: str, quantity: m.Quantity) -> m.GainAbility:
        return m.GainAbility(target=target, ability=m.Keyword(name=name), value_of=quantity)

    def x_long_range(self) -> str:
        return "Long-Range"

    def x_hand_to_hand(self) -> str:
        return "Hand-to-Hand"

    def x_reminder(self, *_parts: Any) -> Attachment:
        # Long-Range's reminder with the computed number: the keyword gained before it is reminded
        return Attachment(amend=(m.GainAbility, {"ability": _remind_long_range}))

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

    def if_card_is(self, *parts: Any) -> Attachment:
        # [that noun], "not" or None, "a", the kind, the effects, the effects otherwise or None
        *head, negated, _a, kind, effects, otherwise = parts
        if head and head[0] != "card":
            raise ValueError(f"only a card is of a card type, not that {head[0]}")
        effect = m.IfCardIs(
            card_type=kind, negated=negated is not None, effects=as_cards(effects), otherwise=as_cards(otherwise or [])
        )
        return Attachment(effects=[effect])

    def if_any_card_is(self, _any: Token, _cards: Token, kind: str, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfCardIs(card_type=kind, any_of=True, effects=as_cards(effects))])

    def otherwise_after(self, *effects: list[Any]) -> OtherwiseAttachment:
        return OtherwiseAttachment([e for part in effects for e in part])

    def your_stockpile(self) -> str:
        return "you"

    def any_stockpile(self, _any: Token) -> str:
        return "any"

    def that_stockpile(self) -> str:
        return "that"

    def stockpile_whose(self, words: Token) -> str:
        selector = self.stockpile(words)
        if selector.quantifier != "that" or selector.owner != "opponent":
            raise ValueError(f"cards come from one Stockpile, not {words}")
        return "opponent"

    def _scrapped_from(self, selector: Any, whose: str) -> m.Selector:
        if not isinstance(selector, m.Selector) or selector.zone is not None or selector.owner != "any":
            raise ValueError("the cards scrapped from a Stockpile are named by a plain selector")
        return selector.model_copy(update={"zone": "stockpile", "owner": whose})

    def stockpile_scrapped(self, selector: Any, whose: str, effects: list[Any]) -> m.Triggered:
        watched = self._scrapped_from(selector, whose)
        return m.Triggered(trigger="scrapped", watched=watched, effects=as_cards(effects))

    def stockpile_scrapped_instead(self, selector: Any, whose: str, effect: Any, more: list[Any] | None) -> m.Triggered:
        first = effect if isinstance(effect, list) else [effect]
        watched = self._scrapped_from(selector, whose)
        effects = as_cards([*first, *(more or [])])
        return m.Triggered(trigger="scrapped", watched=watched, effects=effects, instead=True)

    def for_each_scrapped(self, selector: Any, whose: str, effects: list[Any]) -> m.Triggered:
        if not isinstance(selector, m.Selector) or selector.quantifier != "each":
            raise ValueError("'For' names the cards scrapped with 'each'")
        return self.stockpile_scrapped(selector, whose, effects)

    def per_damage_dealt(self, per: Token, source: Any, to: Any, effects: list[Any]) -> Any:
        return self.resolve([m.PerDamageDealt(per=int(per), source=source, to=to, effects=effects)])

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

    def pay_during_phase(self, phase: Token, resources: int, effects: list[Any]) -> m.Activated:
        cost: list[Any] = [m.ResourceCost() for _ in range(resources)]
        return m.Activated(cost=cost, effects=effects, conditions=[m.During(phase=_PHASES[str(phase)])])

    def activated_several(self, cost: list[Any], *parts: list[Any]) -> m.Activated:
        return m.Activated(cost=cost, effects=[e for part in parts for e in part])

    def opponent_shows_you(self, _who: Token, target: Any) -> m.Show:
        return m.Show(target=target, player="opponent", to="you")

    def if_within_resources(
        self, noun: str, amount: Token, _resources: Token, effects: list[Any]
    ) -> m.IfWithinResources:
        return m.IfWithinResources(watched=m.ThatOne(noun=noun), resources=int(amount), effects=effects)

    def must_attack(self, target: Any, stockpile: str) -> m.MustAttack:
        return m.MustAttack(target=target, stockpile=stockpile)

    def when_overheats(self, _a: Token, noun: Token) -> m.WhenUnitDoes:
        return m.WhenUnitDoes(event="overheats", noun=self.noun_word(noun))

    def when_assigns_missiles(self, _a: Token, noun: Token) -> m.WhenUnitDoes:
        return m.WhenUnitDoes(event="assigns_missiles", noun=self.noun_word(noun))

    def hide_counters(self, _up_to: Token, most: Any) -> m.HideCounters:
        words = {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
        return m.HideCounters(max=most if isinstance(most, int) else words[str(most)])

    def if_guessed(self, *parts: Any) -> Attachment:
        effects, otherwise = _effects_and_otherwise(parts)
        return Attachment(effects=[m.IfGuessed(effects=effects, otherwise=otherwise)])

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

    def if_challenged(self, *parts: Any) -> Attachment:
        effects, otherwise = _effects_and_otherwise(parts)
        return Attachment(effects=[m.IfChallenged(effects=effects, otherwise=otherwise)])

    def whenever_you_deploy(self, selector: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="you_deploy", watched=selector, effects=effects)

    def show_to(self, target: Any, effects: list[Any]) -> list[Any]:
        return [m.Show(target=target), *effects]

    def copy_of(self, _any: Token, selector: Any) -> m.CopyOf:
        if not isinstance(selector, m.Selector):
            raise ValueError("a copy is of the cards a selector names")
        return m.CopyOf(of=selector)

    def bare_you_control(self, first: Token, *nouns: str) -> Any:
        if not str(first).endswith("s"):
            raise ValueError(f"{first} with no quantifier names no card")
        selectors = [m.Selector(quantifier="all", noun=noun, owner="you") for noun in (self.noun_word(first), *nouns)]
        return selectors[0] if len(selectors) == 1 else m.Either(options=selectors)

    def each_attack(self, _each: Token, until: Token, effects: list[Any]) -> Any:
        return self.lasting_before(until, effects)

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

    def partner_mech(self, _mech: Token) -> m.Selector:
        # the 'Mech a card attacks or blocks with: the one in a group with it
        return m.Selector(quantifier="a", noun="mech", in_group_with="this")

    def cannot_be_attacked_by(self, target: Any, by: Any) -> m.CannotBeAttacked:
        return m.CannotBeAttacked(target=target, by=by)

    def this_mech(self, _mech: Token) -> Any:
        # a 'Mech card's own text means itself; a Pilot's (or another card's) the 'Mech it pilots
        return m.This() if self.card_type == "Unit" else m.PilotedUnit()

    def gets_and_prevents(self, target: Any, changes: list[tuple[str, int]], _and: Token, amount: Token) -> list[Any]:
        return [*self.modify_stats(target, changes), m.PreventDamage(target=target, amount=int(amount), up_to=False)]


def _effects_and_otherwise(parts: tuple[Any, ...]) -> tuple[list[Any], list[Any]]:
    """The effects of an "If ..., <effects>[; otherwise, <effects>]" rider, without the tokens before them."""
    lists = [p for p in parts if isinstance(p, list)]
    return lists[0], (lists[1] if len(lists) > 1 else [])


def as_cards(effects: list[Any]) -> list[Any]:
    """The effects with "it" / "them" read as the cards the sentence is about: the card revealed or looked at, the
    cards scrapped from a Stockpile."""

    def card(target: Any) -> Any:
        if isinstance(target, m.ThatOne) and target == m.ThatOne():  # "it": the card, not a Unit
            return target.model_copy(update={"noun": "card"})
        return target

    return [e.model_copy(update={"target": card(e.target)}) if hasattr(e, "target") else e for e in effects]


class LimitAttachment(Attachment):
    """ "You cannot scrap more than two cards in this way.": the most cards scrapped for the effect repeated for
    each card scrapped in the ability before it; the parser puts it into that effect's ``max``."""

    def __init__(self, most: int) -> None:
        super().__init__()
        self.most = most


class OtherwiseAttachment(Attachment):
    """ "Otherwise, ...": what happens when the condition of the last rider before it ("If that card is a Mission
    card, ...") does not hold; the parser puts the effects into that rider's ``otherwise``."""

    def __init__(self, otherwise_effects: list[Any]) -> None:
        super().__init__()
        self.otherwise_effects = otherwise_effects


def _limited_player(parts: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """Whose attacks or blocks a limit is on ("You cannot ...", "Opponent cannot ..."), and the rest of the parts."""
    if parts and isinstance(parts[0], Token) and parts[0].type.endswith("OPPONENT_SUBJ"):
        return "opponent", parts[1:]
    return "you", parts


_SAME_TARGET = m.Selector(quantifier="that", noun="target")
"""``such a target``: the target named by the limit before it."""


def _about(effects: list[Any], subject: Any) -> list[Any]:
    """The effects with "it" (the card named before) as ``subject``: "If 'Mech piloted by ~ is fast, it ..."."""
    return [
        e.model_copy(update={"target": subject}) if getattr(e, "target", None) == m.ThatOne() else e for e in effects
    ]


_TRIGGERS = {"activate": "activated", "reveal": "revealed"}


def _player(parts: tuple[Token, ...]) -> Literal["you", "opponent"]:
    """The player the subject among ``parts`` names: an opponent (kept as a token) or you (not kept)."""
    return "opponent" if any(t.type.endswith("OPPONENT_SUBJ") for t in parts) else "you"


def _scrap_cost(selector: Any) -> m.ScrapCost | str:
    """The cost of scrapping the cards the selector names, or why they cannot pay one: plain cards (of one type)
    from your hand, the top of your Stockpile, or yours in play."""
    if not isinstance(selector, m.Selector) or not (selector.zone in ("hand", "stockpile") or selector.in_play):
        return "only cards from your hand, your Stockpile or in play can be scrapped to pay a cost"
    source = selector.zone or "play"
    plain = m.Selector(
        quantifier=selector.quantifier,
        count=selector.count,
        noun="card",
        zone=selector.zone,
        card_type=selector.card_type,
        in_play=selector.in_play,
        owner=selector.owner if source == "play" else "any",
    )
    if selector != plain:
        return "only plain cards from your hand, your Stockpile or in play can be scrapped to pay a cost"
    if selector.quantifier not in ("a", "one", "any") and selector.count is None:
        return f"'{selector.quantifier}' cards cannot be counted to pay a cost"
    return m.ScrapCost(source=source, count=selector.count or 1, card_type=selector.card_type)


def _until(token: Token) -> m.Until:
    text = str(token).lower()
    if text.startswith(("during", "next turn")):  # the opponent's turn after this one
        return "their_next_turn"
    if "next turn" in text:
        return "your_next_turn"
    if text.endswith("deploy a card"):
        return "you_deploy"
    if text.endswith("mission"):
        return "end_of_mission"
    if text.endswith("game"):
        return "end_of_game"
    if text.endswith("your turn"):
        return "end_of_your_turn"
    return "end_of_turn"


def _scrap_others(scope: Token) -> m.ScrapOthers:
    if str(scope).startswith("Terrain"):
        return m.ScrapOthers(subtype="Terrain", scope="region")
    return m.ScrapOthers(subtype="Faction", scope="yours")


_ORDINALS = {"first": 1, "second": 2, "third": 3}


def _remind_long_range(ability: Any) -> Any:
    if not isinstance(ability, m.Keyword) or ability.name != "Long-Range":
        raise ValueError("Long-Range's reminder after an ability that is not Long-Range")
    return ability.model_copy(update={"reminder": True})


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _die_range(token: Token) -> tuple[int, int]:
    numbers = [int(n) for n in str(token).replace("–", "-").replace(" ", "").split("-")]
    low, high = numbers[0], numbers[-1]
    if low > high:
        raise ValueError(f"die range {token} runs backwards")
    return low, high


_PHASES = {
    "Untap": "untap",
    "Draw": "draw",
    "Deploy": "deploy",
    "Repair/Reload": "repair_reload",
    "Missions": "missions",
    "End": "end",
}


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


@cache
def card_text_transformer(card_type: str | None = None) -> Transformer[Token, Any]:
    """The merged transformer for ``grammar/cardtext.lark`` and the grammars it imports."""
    merged: Transformer[Token, Any] = merge_transformers(  # type: ignore[no-untyped-call]
        CardTextTransformer(card_type),
        options=OptionsTransformer(),
        keywords=KeywordsTransformer(),
        selectors=SelectorsTransformer(),
    )
    return merged
