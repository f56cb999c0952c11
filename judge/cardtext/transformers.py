"""One Transformer per grammar file, merged along the chain of ``%import`` of the grammars as in Lark's
``examples/composition``: ``grammar/options.lark`` and ``keywords.lark`` in :mod:`.transform_units`, ``selectors.lark``
in :mod:`.transform_selectors`, ``conditions.lark`` in :mod:`.transform_conditions`, ``effects.lark`` in
:mod:`.transform_effects`, ``triggers.lark`` in :mod:`.transform_triggers`, ``cardtext.lark`` (the sentences and
abilities) here; what they share is in :mod:`.transform_helpers`. Each grammar's transformer is unaware of who
imports it."""

from __future__ import annotations

from functools import cache
from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_conditions import ConditionsTransformer
from judge.cardtext.transform_dispatch import DirectCalls
from judge.cardtext.transform_effects import EffectsTransformer, bonus_for_you
from judge.cardtext.transform_effects_amounts import AmountsTransformer
from judge.cardtext.transform_effects_players import PlayersTransformer
from judge.cardtext.transform_effects_rules import RulesTransformer
from judge.cardtext.transform_helpers import (
    PHASES,
    Attachment,
    LimitAttachment,
    OtherwiseAttachment,
    as_cards,
    compose,
    die_range_of,
    duration_of,
    resolve_for,
)
from judge.cardtext.transform_mission_target import MissionTargetStaticsMixin
from judge.cardtext.transform_mission_words import MissionWordsMixin
from judge.cardtext.transform_moments import MomentsMixin, OwnConditionsMixin
from judge.cardtext.transform_named import NamedOptionsMixin
from judge.cardtext.transform_own import OwnAbilitiesMixin
from judge.cardtext.transform_placement import PlacementMixin
from judge.cardtext.transform_selectors import SelectorsTransformer, count_value
from judge.cardtext.transform_terrain_regions import TerrainRegionsMixin
from judge.cardtext.transform_triggers import TriggersTransformer
from judge.cardtext.transform_unit_rules import UnitRulesMixin
from judge.cardtext.transform_units import KeywordsTransformer, OptionsTransformer, ReminderMismatchError, signed
from judge.dsl import models as m

__all__ = [
    "Attachment",
    "CardTextTransformer",
    "LimitAttachment",
    "OtherwiseAttachment",
    "as_cards",
    "card_text_transformer",
]


@v_args(inline=True)
class CardTextTransformer(
    MissionWordsMixin,
    MissionTargetStaticsMixin,
    TerrainRegionsMixin,
    UnitRulesMixin,
    MomentsMixin,
    OwnConditionsMixin,
    OwnAbilitiesMixin,
    NamedOptionsMixin,
    PlacementMixin,
    DirectCalls,
):
    """``grammar/cardtext.lark`` → abilities (and :class:`Attachment` for sentences that qualify the one before)."""

    def __init__(self, card_type: str | None = None) -> None:
        super().__init__()
        self.card_type = card_type

    def start(self, *items: Any) -> list[Any]:
        # a keyword list ("VTOL, ECM") is one item of the grammar and one ability per keyword
        return [ability for item in items for ability in (item if isinstance(item, list) else [item])]

    def keyword_list(self, *abilities: m.Ability) -> list[m.Ability]:
        return list(abilities)

    def sentence(self, statement: Any) -> Any:
        return statement

    def pilot_bonus(self, label: Token | None, *changes: tuple[str, int] | None) -> m.Static | m.Resolve:
        found = [c for c in changes if c is not None]
        if self.card_type == "Mission" and label is None:
            # a Mission has no 'Mech to pilot: its bare "+1 initiative" is the player's ("You get +1 initiative")
            if any(stat != "initiative" for stat, _amount in found):
                raise ValueError("a bare bonus on a Mission names no Unit to get it")
            return m.Resolve(effects=[bonus_for_you(c) for c in found])
        target = m.PilotedUnit()
        effects = [m.ModifyStat(target=target, stat=c[0], amount=c[1]) for c in found]
        return m.Static(effects=effects)

    def resources_plus_per_counter_removed(self, cost: list[Any], *parts: Any) -> m.Activated:
        # the first symbols, "plus", the symbols per counter, "each", the kind, this card (or None for no ".")
        kinds = [p.type if isinstance(p, Token) else "" for p in parts]
        plus, each = kinds.index("PLUS_WORD"), kinds.index("EACH")
        per_counter = m.PerCounterRemoved(counter=str(parts[each + 1]), effects=[m.AddResources(count=each - plus - 1)])
        return m.Activated(cost=cost, effects=[m.AddResources(count=plus), per_counter])

    def resource_ability(self, cost: list[Any], *symbols: Token) -> m.Activated:
        count = sum(1 for s in symbols if s is not None)
        return m.Activated(cost=cost, effects=[m.AddResources(count=count)])

    def for_each(self, each: Any, effects: list[Any]) -> Any:
        return self.resolve([m.ForEach(each=each, effects=effects)])

    def lasting_before(self, until: Token, effects: list[Any]) -> Any:
        return self.resolve([m.Lasting(until=duration_of(until), effects=effects)])

    def bonus_lasting(self, change: tuple[str, int], until: Token) -> Any:
        return self.resolve([m.Lasting(until=duration_of(until), effects=[bonus_for_you(change)])])

    def bonus_ability(self, cost: list[Any], change: tuple[str, int]) -> m.Activated:
        return m.Activated(cost=cost, effects=[bonus_for_you(change)])

    def per_initiative_point(self, _each: Token, _opponents: Token, effects: list[Any]) -> Any:
        return self.resolve([m.PerInitiativePoint(effects=effects)])

    def during_enhanced_mission_static(self, _self: Any, effects: list[Any]) -> m.Static:
        return m.Static(
            effects=effects, conditions=[m.During(whose="any", mission=True, target_in_enhanced_region=True)]
        )

    def unblockable(self) -> m.Static:
        return m.Static(effects=[m.Unblockable()])

    def activated_scrap(self, cost: list[Any], selector: Any, effects: list[Any]) -> m.Activated:
        scrap = _scrap_cost(selector)
        if isinstance(scrap, str):
            if isinstance(selector, m.Selector) and selector.owner == "you" and selector.omni:
                # "{T}: Scrap any Omni 'Mech you control to search ...": a card chosen as the ability resolves, not a
                # cost (the older printing: "{T}: Choose and scrap an Omni 'Mech you control. Search ...")
                return m.Activated(cost=cost, effects=[m.Scrap(target=selector), *effects])
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

    def activated_bonus(self, cost: list[Any], change: tuple[str, int], effects: list[Any] | None) -> m.Activated:
        return m.Activated(cost=cost, effects=[bonus_for_you(change), *(effects or [])])

    def scrap_self_ability(self, _self: Any, effects: list[Any]) -> m.Activated:
        return m.Activated(cost=[m.ScrapCost(source="this")], effects=effects)

    def cannot_be_reassigned(self, target: Any) -> m.Static:
        return m.Static(effects=[m.CannotBeReassigned(target=target)])

    def free_deployment(self, _self: Any) -> m.Static:
        return m.Static(effects=[m.FreeDeployment()])

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

    def additional_deployment(self, *_parts: Any) -> m.Static:
        return m.Static(effects=[m.AdditionalDeployment()])

    def counts_as(self, name: Token) -> m.Static:
        return m.Static(effects=[m.CountsAs(name=str(name))])

    def activated(self, cost: list[Any], effects: list[Any]) -> m.Activated:
        return m.Activated(cost=cost, effects=effects)

    def resolve(self, effects: list[Any]) -> m.Resolve | m.Static:
        return resolve_for(self.card_type, effects)

    def move_enhancement(self, _self: Any, phase: Token) -> m.Static:
        return m.Static(effects=[m.MoveEnhancement()], conditions=[m.During(phase=PHASES[str(phase)])])

    def rider_free_deployment(self) -> Attachment:
        return Attachment(effects=[m.FreeDeployment(if_revealed=False)])

    def rider_counts_as_deployment(self) -> Attachment:
        return Attachment(effects=[m.CountsAsDeployment()])

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
        effects = [bonus_for_you((str(stat), 1))]
        return m.Activated(cost=cost, effects=[m.PerCounterRemoved(counter=str(kind), effects=effects)])

    def per_excess_before(self, per: int, effects: list[Any]) -> Any:
        return self.per_excess_after(effects, per)

    def at_the_end(self, when: Token, effects: list[Any]) -> Any:
        return self.resolve([m.AtTheEnd(of="battle" if str(when).endswith("battle") else "mission", effects=effects)])

    def older_hand_to_hand_deals(self, _self: Any, amount: Token, *_rest: Any) -> m.Keyword:
        return m.Keyword(name="Hand-to-Hand", value=signed(amount), wording="older")

    def older_ap(self, _self: Any, amount: Token, *_rest: Any) -> m.Keyword:
        if signed(amount) != 1:
            raise ReminderMismatchError(f"AP: +1 damage to targets other than 'Mechs, not {amount}")
        return m.Keyword(name="AP", wording="older")

    def resolve_several(self, *parts: list[Any]) -> m.Resolve | m.Static:
        return self.resolve([e for part in parts for e in part])

    def while_in_play(self, _self: Any, effects: list[Any]) -> Any:
        return self.resolve(effects)

    def limit_exemption(self, target: Any) -> Attachment:
        return Attachment(effects=[m.LimitExemption(attacks_on=target)])

    def option_either(self, target: Any, *_rest: Any) -> Attachment:
        return Attachment(effects=[m.OptionRequirement(target=target, mode="either")])

    def option_must(self, target: Any, *_rest: Any) -> Attachment:
        return Attachment(effects=[m.OptionRequirement(target=target, mode="must")])

    def option_cannot(self, target: Any) -> Attachment:
        return Attachment(effects=[m.OptionRequirement(target=target, mode="cannot")])

    def static_during_mission(self, effects: list[Any], _during: Token) -> m.Static:
        return m.Static(effects=effects, conditions=[m.During(whose="any", mission=True)])

    def once_activated(self, _self: Any, effects: list[Any]) -> m.Static:
        # a permanent's abilities hold once it is in play: a plain static ability, where "it" is the card itself
        it = m.ThatOne()
        return m.Static(
            effects=[
                e.model_copy(update={"target": m.This()}) if getattr(e, "target", None) == it else e for e in effects
            ]
        )

    def after_this_battle(self, when: Token, effects: list[Any]) -> Any:
        return self.at_the_end(when, effects)

    def for_each_after(self, effects: list[Any], each: Any) -> Any:
        if not isinstance(each, m.Selector) or each.quantifier != "each":
            raise ValueError("effects repeated for cards name them with 'each'")
        return self.resolve([m.ForEach(each=each, effects=effects)])

    # asset: construction and deployment
    def construction_spend_limit(self, *parts: Any) -> m.Static:
        resources = sum(1 for p in parts if isinstance(p, Token) and p.type.endswith("RESOURCE"))
        effects: list[Any] = [m.ConstructionSpendLimit(resources=resources)]
        if isinstance(parts[-1], m.PayToEnd):
            effects.append(parts[-1])
        return m.Static(effects=effects)

    def pay_to_end_until(self, _any: Token, _one: Token, cost: Any, phase: Token) -> m.PayToEnd:
        return m.PayToEnd(cost=cost, phase=PHASES[str(phase)])

    def pay_to_end(self, _any: Token, cost: Any, phase: Token) -> Attachment:
        return Attachment(effects=[m.PayToEnd(cost=cost, phase=PHASES[str(phase)])])

    def deployment_surcharge(self, _a: Token, *parts: Any) -> m.Static:
        who, cost = parts[0], parts[-1]
        player = "opponent" if isinstance(who, Token) and who.type.endswith("EACH") else "you"
        return m.Static(effects=[m.DeploymentSurcharge(player=player, cost=cost)])

    def excess_of_that(self, *parts: Any) -> int:
        return self.excess(*parts)

    def per_excess_of_that(self, effects: list[Any], per: int) -> Attachment:
        # "for every 3 construction counters above its cost": a rider on the ability that named the card
        return Attachment(effects=[m.PerExcessConstruction(per=per, effects=effects, of_that=True)])

    def during_phase_static(self, phase: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[m.During(phase=PHASES[str(phase)])])

    def per_cost_point(self, _each: Token, *parts: Any) -> Any:
        return self.resolve([m.PerCostPoint(effects=parts[-1])])

    def remove_counters_to(self, count: Any, kind: Token, _self: Any, effects: list[Any]) -> m.Activated:
        number = count_value(count) if isinstance(count, Token) else count
        return m.Activated(cost=[m.RemoveCountersCost(counter=str(kind), count=number)], effects=effects)

    def if_structure_damage(self, noun: str, _structure: Token, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfStructureDamage(watched=m.ThatOne(noun=noun), effects=effects)])

    def while_role(self, effects: list[Any], *roles: Token | None) -> m.Static:
        """ "~ gets +2 attack while attacking": the effects hold while their card is in the role (rulebook p.26)."""
        units = {_role_unit(getattr(effect, "target", None)) for effect in effects}
        if len(units) != 1 or None in units:
            raise ValueError("a role names the card the effects are about: this card or the 'Mech it pilots")
        (unit,) = units
        return m.Static(effects=effects, conditions=[m.UnitRole(unit=unit, roles=_roles(roles))])

    def while_role_before(self, subject: Any, *parts: Any) -> m.Static:
        """ "While ~ is blocking, it gets +1 armor": "it" is the card named as the subject."""
        *roles, effects = parts
        unit = _role_unit(subject)
        if unit is None:
            raise ValueError("a role names this card or the 'Mech it pilots")
        named = m.This() if unit == "this" else m.PilotedUnit()
        effects = [
            e.model_copy(update={"target": named}) if getattr(e, "target", None) == m.ThatOne() else e for e in effects
        ]
        return self.while_role(effects, *roles)

    def if_self_state(self, _self: Any, state: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[m.CardState(state=str(state))])

    def at_the_end_of_each(self, when: Token, effects: list[Any], each: Any = None) -> m.Triggered:
        if each is not None:
            if not isinstance(each, m.Selector) or each.quantifier != "each":
                raise ValueError("effects repeated for cards name them with 'each'")
            effects = [m.ForEach(each=each, effects=effects)]
        trigger = "battle_end" if str(when).endswith("battle") else "mission_end"
        return m.Triggered(trigger=trigger, effects=effects)

    def assignment_replaces(self, _a: Token, _noun: str) -> Attachment:
        return Attachment(amend=(m.DamageOnlyTo, {"reassign": True}))

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

    def if_not_rolled(self, value: Token, effects: list[Any]) -> Any:
        low, high = die_range_of(value)
        if low != high:
            raise ValueError(f"a roll missed is one number, not {value}")
        return self.resolve([m.IfNotRolled(value=low, effects=effects)])

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

    def skip_phase(self, phase: Token) -> Attachment:
        return Attachment(amend=(m.ExtraTurn, {"skip_phases": [PHASES[str(phase)]]}))

    def activated_remove_from_game(self, cost: list[Any], _self: Any, _game: Token, effects: list[Any]) -> m.Activated:
        # "{T}: Remove ~ from the game to ...": the card leaves the game as the ability is used
        return m.Activated(cost=cost, effects=[m.RemoveFromGame(target=m.This()), *effects])

    def for_each_fewer(self, each: Any, than: int, group: Token, effects: list[Any]) -> Any:
        if not (isinstance(each, m.Selector) and each == m.Selector(quantifier="each", noun=each.noun)):
            raise ValueError("a group falls short by plain cards ('each 'Mech')")
        if str(group) not in ("attacking", "blocking"):
            raise ValueError("only an attacking or blocking group falls short")
        return self.resolve([m.ForEachFewer(noun=each.noun, than=than, group=str(group), effects=effects)])

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
        return bonus_for_you((str(stat), 1))

    def x_gets(self, target: Any, _x: Token, stat: Token) -> m.ModifyStat:
        return m.ModifyStat(target=target, stat=str(stat), amount=1)

    def x_reminder(self, *_parts: Any) -> Attachment:
        # Long-Range's reminder with the computed number: the keyword gained before it is reminded
        return Attachment(amend=(m.GainAbility, {"ability": _remind_long_range}))

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

    def if_did(self, word: Token, effects: list[Any]) -> Attachment:
        """ "If you do, ..." / "If not, ...": a rider on the optional effect before it (item 3 b)."""
        did = str(word) == "If you do" or (str(word).endswith(" does") and not str(word).endswith("not does"))
        return Attachment(effects=[m.IfDid(did=did, effects=effects)])

    def otherwise_after(self, *effects: list[Any]) -> OtherwiseAttachment:
        return OtherwiseAttachment([e for part in effects for e in part])

    def per_damage_dealt(self, per: Token, source: Any, to: Any, effects: list[Any]) -> Any:
        return self.resolve([m.PerDamageDealt(per=int(per), source=source, to=to, effects=effects)])

    def pay_during_phase(self, phase: Token, resources: int, effects: list[Any]) -> m.Activated:
        cost: list[Any] = [m.ResourceCost() for _ in range(resources)]
        return m.Activated(cost=cost, effects=effects, conditions=[m.During(phase=PHASES[str(phase)])])

    def activated_several(self, cost: list[Any], *parts: list[Any]) -> m.Activated:
        return m.Activated(cost=cost, effects=[e for part in parts for e in part])

    def if_guessed(self, *parts: Any) -> Attachment:
        effects, otherwise = _effects_and_otherwise(parts)
        return Attachment(effects=[m.IfGuessed(effects=effects, otherwise=otherwise)])

    def if_challenged(self, *parts: Any) -> Attachment:
        effects, otherwise = _effects_and_otherwise(parts)
        return Attachment(effects=[m.IfChallenged(effects=effects, otherwise=otherwise)])

    def each_attack(self, _each: Token, until: Token, effects: list[Any]) -> Any:
        return self.lasting_before(until, effects)


def _effects_and_otherwise(parts: tuple[Any, ...]) -> tuple[list[Any], list[Any]]:
    """The effects of an "If ..., <effects>[; otherwise, <effects>]" rider, without the tokens before them."""
    lists = [p for p in parts if isinstance(p, list)]
    return lists[0], (lists[1] if len(lists) > 1 else [])


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


def _remind_long_range(ability: Any) -> Any:
    if not isinstance(ability, m.Keyword) or ability.name != "Long-Range":
        raise ValueError("Long-Range's reminder after an ability that is not Long-Range")
    return ability.model_copy(update={"reminder": True})


@cache
def card_text_transformer(card_type: str | None = None) -> Transformer[Token, Any]:
    """The transformer for ``grammar/cardtext.lark`` and the grammars it imports, composed along their chain of
    ``%import`` (selectors < conditions < effects < rules < amounts < players < triggers < cardtext; effects also
    imports options and keywords)."""
    selectors = SelectorsTransformer(card_type)
    conditions = compose(ConditionsTransformer(), selectors=selectors)
    effects = compose(
        EffectsTransformer(), conditions=conditions, options=OptionsTransformer(), keywords=KeywordsTransformer()
    )
    rules = compose(RulesTransformer(), effects=effects)
    amounts = compose(AmountsTransformer(), rules=rules)
    players = compose(PlayersTransformer(), amounts=amounts)
    triggers = compose(TriggersTransformer(card_type), players=players)
    return compose(CardTextTransformer(card_type), triggers=triggers)


def _role_unit(target: Any) -> str | None:
    """Whose battle role a condition watches: ``this`` card or the 'Mech it pilots (``UnitRole.unit``)."""
    if isinstance(target, m.This):
        return "this"
    if isinstance(target, m.PilotedUnit):
        return "piloted_unit"
    return None


def _roles(roles: tuple[Token | None, ...]) -> list[str]:
    """The roles of a "while <role>" tail; "the target of a mission" is the Unit attacked (glossary, Target)."""
    return [str(r) if r is not None else "attacked" for r in roles] or ["attacked"]
