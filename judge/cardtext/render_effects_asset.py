"""Assets, construction and deployment costs, payments and counters moved, in plain English
(:mod:`judge.dsl.effects_asset`)."""

from __future__ import annotations

from judge.cardtext.render_conditions import _PHASES
from judge.cardtext.render_effects import _effects
from judge.cardtext.render_selectors import _COUNT_WORDS, _NOUNS, _target
from judge.dsl import models as m

_ASSET_NAMES = {"A": "Assembly", "L": "Logistics", "M": "Munitions", "P": "Politics", "T": "Tactics"}


def _asset(asset: str | None) -> str:
    return "that asset" if asset is None else _ASSET_NAMES[asset]


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_asset`; ``None`` for a form it has none for."""
    match effect:
        case m.AssignExtraDamage(target=target):
            return f"{_target(target)} assign this extra damage after this card is played"
        case m.NewBattle(noun=noun):
            return f"begin a new battle using all surviving {_NOUNS[noun][1]} from this battle"
        case m.ArmorNotReplenished():
            return "Armor does not replenish before the second battle"
        case m.NextBattle(effects=[m.NoMissiles()]):
            return "missiles cannot be used during that battle"
        case m.NextBattle(effects=[m.SetStat(target=target, stat=stat, value=value)]):
            return f"{_target(target)} have {value} {stat} during that battle"
        case m.RedirectMissiles(to=to, factor=factor):
            how = {1: "", 2: "double ", 3: "triple "}[factor]
            return f"those missiles deal {how}damage to {_target(to)} instead of dealing damage to their targets"
        case m.ChooseAsset():
            return "choose an asset"
        case m.ProvidesAsset(target=target, asset=asset):
            return f"{_target(target)} provides {_asset(asset)}"
        case m.HaveAsset(options=[]):
            return "gain that asset"
        case m.HaveAsset(options=[single]):
            return f"gain {_asset(single)}"
        case m.HaveAsset(options=[*first, last]):
            return f"gain {', '.join(first)}{',' if len(first) > 1 else ''} or {last}"
        case m.LoseAsset(asset=asset, until_provider_deployed=until):
            lost = f"your opponent loses {_asset(asset)}"
            return lost + (f" until he or she deploys a Resource card that provides {_asset(asset)}" if until else "")
        case m.AssetDoesNotPay(asset=asset, under_construction=False):
            return f"Players with {_asset(asset)} available may not ignore asset costs specifying {_asset(asset)}"
        case m.AssetDoesNotPay(asset=asset, under_construction=True):
            return f"Having {_asset(asset)} in play does not pay the asset cost of cards under construction"
        case m.ConstructionSpendLimit(resources=resources):
            symbols = " ".join("{R}" for _ in range(resources))
            return f"players cannot spend more than {symbols} on construction counters each turn"
        case m.DeploymentSurcharge(player=player, cost=cost):
            who = "each opponent" if player == "opponent" else "you"
            return f"making a deployment costs {who} an additional {cost}"
        case m.PayRepeatedly(resources=resources, effects=effects):
            symbols = " ".join("{R}" for _ in range(resources))
            each = (
                "gain an additional deployment"
                if effects == [m.AdditionalDeployment(when_revealed=False)]
                else _effects(effects, capital=False)
            )
            return f"pay {symbols} as often as you wish and {each} each time"
        case m.DistributeCounters(counter=counter, among=among):
            return f"distribute those {counter} counters in any way you choose among {_target(among)}"
        case m.MoveCard(target=target, to=to):
            moved = "it" if target == m.ThatOne() else _target(target)
            return f"move {moved} to {_target(to)}"
        case m.MoveCounters(counter=counter, count=None, to=to, resources_each=int() as each) if each > 0:
            symbols = " ".join("{R}" for _ in range(each))
            return f"pay {symbols} for each {counter} counter you move to {_target(to)}"
        case m.MoveCounters(counter=counter, count=int() as count, to=to, resources_each=0, source=source) if (
            source is not None
        ):
            many = _COUNT_WORDS.get(count, str(count)) if count > 1 else "one"
            which = "" if counter is None else f"{counter} "
            return f"transfer {many} {which}counter{'s' if count > 1 else ''} from {_target(source)} to {_target(to)}"
        case m.CounterBonus(counter=counter, stat=stat, amount=amount, target=target):
            return f"each {counter} counter adds {amount:+d} {stat} to {_target(target)}"
        case m.PayOrElse(player="opponent", cost=cost, phase=phase, otherwise=otherwise):
            instead = _effects(otherwise, capital=False).removeprefix("your opponent ")
            return f"your opponent either pays {cost} during his or her {_PHASES[phase]} phase or {instead}"
        case m.PerCostPoint(effects=effects):
            lead = "for each point by which the base construction cost of the new 'Mech exceeds that of the old"
            return f"{lead}, {_effects(effects, capital=False)}"
        case m.ShareBonuses(source=source, stats=stats, to=to):
            return f"{_target(source)} also gives its {' and '.join(stats)} bonuses to {_target(to)}"
    return None
