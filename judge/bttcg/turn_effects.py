"""Which effects a card's ability executes during the turn (``turn_abilities._plan_effects``, for an ability used and
for what a card does as it is activated), asked without a position: the coverage figures
(``judge/bttcg/executable.py``) and the run refuse the same variants."""

from __future__ import annotations

from judge.bttcg.activate_effect import activate_problem
from judge.bttcg.activate_effect import handles as handles_activate
from judge.bttcg.attach import placement_problem
from judge.bttcg.attackable_regardless import attackable_problem
from judge.bttcg.choose_asset import asset_problem
from judge.bttcg.cost_points import cost_point_problem
from judge.bttcg.counter_moves import counter_move_problem
from judge.bttcg.damage_changes import is_lasting_multiplier, lasting_multiplier_problem
from judge.bttcg.gain_control import control_problem, is_control
from judge.bttcg.hand_scrap import hand_scrap_problem, is_opponent_scrap
from judge.bttcg.kept_assets import is_kept_asset
from judge.bttcg.lasting import lasting_problem
from judge.bttcg.mission_lasting import each_mission_problem, is_each_mission
from judge.bttcg.move_card import move_card_problem
from judge.bttcg.next_turn import is_next_turn, next_turn_problem
from judge.bttcg.one_of import one_of_problem
from judge.bttcg.out_of_game import out_of_game_problem
from judge.bttcg.pay_repeatedly import is_offer, offer_problem
from judge.bttcg.play_bans import outside_mission_problem
from judge.bttcg.reload_effect import reload_problem
from judge.bttcg.restock import draw_problem, restock_problem
from judge.bttcg.scrapheap_shuffle import handles as handles_shuffle
from judge.bttcg.scrapheap_shuffle import shuffle_problem
from judge.bttcg.stockpile_looks import look_problem, put_back_problem
from judge.bttcg.stockpile_search import is_hand_search, search_problem
from judge.bttcg.stockpile_top import if_card_problem
from judge.bttcg.turn_deployments import deployment_problem
from judge.bttcg.turn_for_each import for_each_problem
from judge.bttcg.turn_moves import handles as handles_move
from judge.bttcg.turn_moves import move_problem
from judge.bttcg.turn_rolls import roll_problem
from judge.dsl import models as m

TURN_EFFECTS = frozenset(
    {"repair", "choose", "scrap", "search", "put_into_play", "shuffle", "per_cost_point", "add_resources"}
    | {"add_counters", "remove_counters", "per_counter", "per_counter_removed", "show", "lasting", "may"}
    | {"restock", "draw", "scrap_others", "additional_deployment", "counts_as_deployment"}
    | {"choose_asset", "provides_asset", "look_at_top", "deplete", "if_card_is", "move_enhancement", "put_in_region"}
    | {"for_each"}
)
"""The effect kinds ``turn_abilities._plan_effects`` executes (``{T}: {R}``: ``resources.resources_of``)."""


def _plain_resources(effects: list[m.Effect]) -> bool:
    return all(isinstance(e, m.AddResources) and not e.from_roll and e.amount_of is None for e in effects)


def _different_assets(effect: m.AddResources) -> bool:
    """ "as many resources as you have different assets in play" (``resources.computed_resources``)."""
    amount = effect.amount_of
    return (
        not effect.from_roll
        and amount is not None
        and amount.of == "different_assets"
        and (amount.divided_by, amount.times, amount.less, amount.card) == (1, 1, 0, None)
    )


def _configuration_put(effect: m.PutIntoPlay) -> bool:
    """ "put it into play in your Patrol region" after a search for an OmniMech's configuration (omni.py)."""
    that = effect.target
    plain = isinstance(that, m.ThatOne) and that.index is None and not that.plural and that.among is None
    return plain and effect.patrol and effect.on is None and effect.damage is None


def checks_own_selectors(effect: m.Effect) -> bool:
    """Whether :func:`turn_effect_problem` names every refinement of the effect's selectors the turn does not check
    (restocking a card of the hand, a card taken from a Scrapheap, a card tapped)."""
    own = (handles_move, is_hand_search, is_each_mission, handles_activate, handles_shuffle)
    return isinstance(effect, m.Restock | m.PerCostPoint) or any(check(effect) for check in own)


def turn_effect_problem(effect: m.Effect, on_reveal: bool = False) -> str | None:
    """Why the turn cannot execute this effect (``on_reveal``: as a card is activated), or ``None`` when it can (its
    targets are checked when it runs)."""
    if isinstance(effect, m.PutOn) and on_reveal:  # where it goes: the activation's ``on`` (judge/bttcg/attach.py)
        return placement_problem(effect.target)
    if isinstance(effect, m.PutIntoPlay) and _configuration_put(effect):
        return None  # the configuration found, into the Patrol region: omni.plan_search (refused elsewhere at run time)
    if handles_shuffle(effect):  # cards of a Scrapheap shuffled in, as many scrapped (scrapheap_shuffle.py)
        return shuffle_problem(effect)
    if handles_activate(effect):  # another card activated (judge/bttcg/activate_effect.py)
        return activate_problem(effect)
    if handles_move(effect):
        return move_problem(effect)
    if isinstance(effect, m.Scrap) and is_opponent_scrap(effect):  # "That opponent scraps the chosen cards."
        return hand_scrap_problem(effect)  # judge/bttcg/hand_scrap.py
    if isinstance(effect, m.ReplaceCounters | m.MoveCounters | m.DistributeCounters):  # counter_moves.py
        return counter_move_problem(effect)
    if isinstance(effect, m.MoveCard):  # judge/bttcg/move_card.py
        return move_card_problem(effect)
    if isinstance(effect, m.RemoveFromGame | m.ExtraTurn):  # judge/bttcg/out_of_game.py
        return out_of_game_problem(effect)
    if isinstance(effect, m.PutOnStockpile | m.ShuffleInto):  # the cards looked at, back (stockpile_looks.py)
        return put_back_problem(effect)
    if isinstance(effect, m.OneOf):  # the option chosen runs as the others do (judge/bttcg/one_of.py)
        return one_of_problem(effect, lambda e: turn_effect_problem(e, on_reveal))
    if isinstance(effect, m.RollDie):  # judge/bttcg/turn_rolls.py
        return roll_problem(effect)
    if isinstance(effect, m.IgnoreSpeed):  # a 'Mech attacked whatever its speed (Caught in Hangar)
        return attackable_problem(effect)  # judge/bttcg/attackable_regardless.py
    if effect.kind not in TURN_EFFECTS:
        return f"'{effect.kind}' during the turn"
    if isinstance(effect, m.PerCostPoint):  # after an OmniMech's configuration found (omni.py, cost_points.py)
        return cost_point_problem(effect)
    if isinstance(effect, m.Search) and is_hand_search(effect):  # into the hand: judge/bttcg/stockpile_search.py
        return search_problem(effect)
    if isinstance(effect, m.Search) and not (
        isinstance(effect.target, m.Selector) and effect.target.configuration_of_that
    ):  # what omni.plan_search runs; any other search is refused there at run time
        return "searching other than for an OmniMech's configuration, or for a card put into a hand"
    if is_kept_asset(effect):  # "You have that asset available for the rest of the game" (kept_assets.py)
        return None
    if isinstance(effect, m.Lasting) and is_each_mission(effect):  # judge/bttcg/mission_lasting.py
        return each_mission_problem(effect)
    if isinstance(effect, m.Lasting) and is_next_turn(effect):  # "Next turn, each 'Mech opponent controls ..."
        return next_turn_problem(effect)  # judge/bttcg/next_turn.py
    if isinstance(effect, m.Lasting) and is_offer(effect):  # "you may pay {R} as often as you wish and ..."
        return offer_problem(effect)  # judge/bttcg/pay_repeatedly.py
    if isinstance(effect, m.Lasting) and is_control(effect):  # judge/bttcg/gain_control.py
        return control_problem(effect)
    if isinstance(effect, m.Lasting) and is_lasting_multiplier(effect):
        return lasting_multiplier_problem(effect)  # judge/bttcg/damage_changes.py
    if isinstance(effect, m.Lasting):
        return outside_mission_problem(effect) or lasting_problem(effect)  # a ban's: judge/bttcg/play_bans.py
    if isinstance(effect, m.Restock):
        return restock_problem(effect)
    if isinstance(effect, m.IfCardIs):
        return if_card_problem(effect)  # right after the top card shown: judge/bttcg/stockpile_top.py
    if isinstance(effect, m.Deplete):
        return reload_problem(effect)  # judge/bttcg/reload_effect.py
    if isinstance(effect, m.LookAtTop):
        return look_problem(effect)  # the restock of a card looked at: stockpile_looks.sequence_problems
    if isinstance(effect, m.Draw):
        return draw_problem(effect)
    if isinstance(effect, m.ScrapOthers) and not (
        effect.scope == "yours" or (on_reveal and effect.scope == "region" and effect.subtype == "Terrain")
    ):  # a Terrain card's "scrap all other Terrain cards in that region" as it is activated (terrain.py)
        return "scrapping the other cards of a region other than a Terrain card's as it is activated"
    if isinstance(effect, m.ForEach):  # resources for each card providing an asset (turn_for_each.py)
        return for_each_problem(effect)
    if isinstance(effect, m.PutInRegion) and not on_reveal:
        return "putting a card in a region other than as it is activated"
    if isinstance(effect, m.PerCounter | m.PerCounterRemoved) and not _plain_resources(effect.effects):
        return "effects per counter other than resources"
    if isinstance(effect, m.AdditionalDeployment | m.CountsAsDeployment):
        return deployment_problem(effect)
    if isinstance(effect, m.ProvidesAsset):
        return asset_problem(effect)
    if isinstance(effect, m.AddResources) and not _plain_resources([effect]) and not _different_assets(effect):
        return "resources from a die roll or a computed amount"
    if isinstance(effect, m.May):  # the answers: the action's ``may`` (judge/bttcg/may.py), as a card is activated too
        return next((p for p in (turn_effect_problem(e, on_reveal) for e in effect.effects) if p), None)
    return None


__all__ = ["TURN_EFFECTS", "checks_own_selectors", "turn_effect_problem"]
