"""The effects on assets, construction and deployment (:mod:`judge.dsl.effects_asset`): assets chosen, provided and
lost, counters moved, resources paid; a mixin of :mod:`.transform_effects`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_effects_core import EffectsCoreTransformer
from judge.cardtext.transform_helpers import PHASES
from judge.cardtext.transform_units import signed
from judge.dsl import models as m


@v_args(inline=True)
class EffectsAssetTransformer(EffectsCoreTransformer):
    """Effects of :mod:`judge.dsl.effects_asset`."""

    def redirect_missiles(self, word: Token | None, to: Any) -> m.RedirectMissiles:
        factor = 1 if word is None else (2 if str(word).lower() == "double" else 3)
        return m.RedirectMissiles(to=to, factor=factor)

    def quantity_overheat(self, word: Token | None, _overheat: Token) -> m.Quantity:
        times = 1 if word is None else (2 if str(word).lower() == "double" else 3)
        return m.Quantity(of="overheat_damage", times=times)

    def add_stat_counters(self, count: int, change: tuple[str, int], kind: Token | None, target: Any) -> m.AddCounters:
        stat, amount = change
        counter = None if kind is None else str(kind)
        return m.AddCounters(counter=counter, count=count, target=target, stat=stat, stat_amount=amount)

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

    def share_bonuses(self, source: Any, *parts: Any) -> m.ShareBonuses:
        stats = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("STAT")]
        if len(set(stats)) != len(stats):
            raise ValueError("a bonus is named twice")
        return m.ShareBonuses(source=source, stats=stats, to=parts[-1])

    def remove_one_of_these(self, _one: Token, kind: Token, target: Any) -> m.RemoveCounters:
        return m.RemoveCounters(counter=str(kind), target=target)
