"""What the BattleTech engine executes of the card-text DSL, in one place: every node kind of ``judge/dsl/models.py``
that card text can produce (effects, conditions, triggers, durations, selector refinements, amounts, costs, targets,
abilities, keywords) mapped to the functions that execute it, or to what is missing (an explicit refusal).

The engine asks this table for its refusals (:func:`refusal`: ``interpret.effect_problem``, ``condition_problem``,
``interpret_targets.target_problem`` and ``selector_problem`` fall back on it); :mod:`judge.bttcg.refusals` refuses,
in its words, the card text that a step of the engine would otherwise pass over in silence, and triggers the turn
fires where they fire (a deployment, the end of a phase) are refused there, by :mod:`judge.bttcg.turn_triggers`.

To execute a kind: name its executor here (``"module.function"``, checked to exist by
``tests/test_bttcg_executes.py``; effects go in :mod:`judge.bttcg.executes_effects`) and narrow or drop its
``missing``, then drop the refusal that guarded it; a test walks every node kind of the DSL and fails for one with
neither.

Source: "A confident wrong answer is the worst answer" (issue 17): the rulebook p.9 says cards make exceptions to
the rules, so a card whose exception the engine does not apply is refused, never judged by the plain rule.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import get_args

from pydantic import BaseModel

from judge.bttcg import refinements, selectors_battle
from judge.bttcg.beginnings import KEPT_UNTIL as BEGINNINGS_KEPT_UNTIL
from judge.bttcg.dsl_kinds import kinds_of_dsl
from judge.bttcg.executes_effects import effect_entries
from judge.bttcg.executes_entry import (
    _ASSET,
    _ASSET_COSTS,
    _BANS,
    _BEGINNINGS,
    _LATER,
    _PHASE_END,
    _PLACED,
    _TURN,
    _UNTIL_BATTLE,
    _ZONE,
    Entry,
    _by,
    _no,
)
from judge.bttcg.lasting_turns import KEPT_UNTIL as PLAYER_KEPT_UNTIL
from judge.bttcg.play_bans import HOLDS_TO_THE_END_OF_THE_TURN as BANS_KEPT_UNTIL
from judge.dsl import models as m

_PLAYER = "judge.bttcg.lasting_turns.begin"

# --- conditions, targets, selectors, amounts, durations, costs, triggers, abilities, keywords -------------------

_CONDITIONS_EXECUTED: dict[str, Entry] = {
    # read, not executed yet (rulebook p.23: a mission's target; glossary, Terrain)
    "mission_target": _no("an ability that holds only while a mission's target is some kind of card"),
    "any_of": _by(
        "judge.bttcg.play_restrictions.restriction_problem",
        "judge.bttcg.turn_abilities._timing_holds",
        missing="timings of an ability other than a player's turn or a mission on it",
    ),
    "during": _by(
        "judge.bttcg.play_restrictions.restriction_problem",
        "judge.bttcg.turn_abilities._timing_holds",
        missing="a timing other than during a mission or battle, or a phase",
    ),
    "when_in": _by("judge.bttcg.play_restrictions.restriction_problem", "judge.bttcg.reveal._when"),
    "defending": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "once_each_turn": _by(
        "judge.bttcg.play_windows.once_each_turn", missing="'only once each turn' of an ability used in a battle"
    ),
    # "only once per battle", "once during each mission": read, not executed yet
    "after_blockers": _no("a card played or an ability used after blockers are declared"),
    "once_per": _no("'only once per battle' or 'once during each mission' of an ability"),
    "after_roll": _by(
        "judge.bttcg.rerolls.record",
        missing="'immediately after rolling' other than for an activated ability changing a missile die roll",
    ),
    "has_asset": _by("judge.bttcg.play_restrictions.restriction_problem"),
    # a Unit's trigger only against some cards ("When ~ blocks a Vehicle"): judge/bttcg/facing_triggers.py
    "battle_step": _by(
        "judge.bttcg.play_restrictions.restriction_problem",
        missing="an ability used only during the Resolve Damage step of a battle, or a step outside a card played "
        "or used in a battle",
    ),
    "in_group_with": _by(
        "judge.bttcg.own_stats.bonus",
        missing="an ability that holds while its card is in a group with some Unit, other than a Unit's own stat "
        "change",
    ),
    "facing": _by("judge.bttcg.facing_triggers.holds", missing="a Unit's trigger against cards other than a kind"),
    "group_size": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "stockpile_size": _by(
        "judge.bttcg.play_restrictions.restriction_problem", missing="a Stockpile's size outside a play restriction"
    ),
    "initiative_result": _by("judge.bttcg.play_restrictions._initiative_result"),
    "attacks_alone": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "controls": _by(
        "judge.bttcg.play_restrictions.restriction_problem",
        "judge.bttcg.controls.holds",
        missing="the play restriction 'controls' for cards other than of an alignment",
    ),
    "played_on": _by("judge.bttcg.attach.placement_misfit", missing="a card it goes on that the turn cannot check"),
    "opponent_attacks": _by(
        "judge.bttcg.reveal.reveal",
        missing="'when the opponent attacks one of your 'Mechs' other than to activate a card then",
    ),
    "speed_compared": _by(
        "judge.bttcg.block_exceptions.blocks_while_tapped",
        missing="comparing speeds other than a tapped blocker's with the attackers'",
    ),
    # about the Unit an ability used in a battle belongs to (ability_conditions.py); a Mission card's are refused
    "speed_is": _by(
        "judge.bttcg.ability_conditions.problem", missing="a speed condition other than of an ability's own Unit"
    ),
    "that_is_in": _by(
        "judge.bttcg.ability_conditions.problem",
        missing="a role condition other than of an ability's own Unit in this battle",
    ),
    "declaring_attack": _by(
        "judge.bttcg.attack_declared.condition_misfit",
        missing="an ability used as an attack is declared doing other than limiting blockers or banning Mission cards",
    ),
    "before_blockers": _by(
        "judge.bttcg.before_blockers.use",
        "judge.bttcg.play_restrictions.restriction_problem",
        missing="an ability used before blockers are assigned doing other than rolling a die and redirecting the "
        "attack to its card",
    ),
    "opponent_plays": _by(
        "judge.bttcg.opponent_plays.activate",
        missing="a card played when the opponent plays a card, other than activated when the opponent activates a "
        "'Mech",
    ),
    "card_state": _by(
        "judge.bttcg.option_triggers.keeps_undepleted",
        missing="a condition on a card's state other than a Command card untapped keeping its blocking 'Mechs "
        "undepleted",
    ),
    "when_unit_does": _by(
        "judge.bttcg.reactions.reveal",
        missing="a card revealed when a Unit does something other than a 'Mech overheating",
    ),
    "unit_role": _by(
        "judge.bttcg.ability_conditions.problem", missing="a role condition other than of an ability's own Unit"
    ),
}

_TARGETS_EXECUTED: dict[str, Entry] = {
    kind: _by("judge.bttcg.interpret_targets.resolve_target", "judge.bttcg.turn_choices.take_choice")
    for kind in ("selector", "this", "piloted_unit", "that", "either", "enhanced")
} | {
    "remaining": _by(
        "judge.bttcg.stockpile_looks.plan_look",
        missing="the cards remaining other than of those looked at on top of a Stockpile during the turn",
    )
}

_TARGETS_EXECUTED["copy_of"] = _by(
    "judge.bttcg.mission_search.run", missing="'any copy of' other than a Pilot searched for in a battle"
)
_TARGETS_EXECUTED["scrapped"] = _by(
    "judge.bttcg.interpret_targets.resolve_target", missing="'the scrapped card' named during the turn"
)

SELECTOR_FIELDS_EXECUTED = frozenset(
    {"kind", "quantifier", "noun", "count", "owner", "states", "with_option", "without_option", "excluding", "speed"}
    | {"min_tons", "in_group_with", "other", "with_counters"}
    | selectors_battle.FIELDS
    | refinements.FIELDS
)
"""The refinements of a selector a battle resolves (``interpret_targets.matches``)."""
SELECTOR_FIELDS_IN_TURN = frozenset(
    {"kind", "quantifier", "noun", "owner", "states", "in_play", "card_type", "omni", "min_tons", "unique"}
    | refinements.TURN_FIELDS
)
"""The refinements the turn checks (``turn_choices.misfit``)."""

_SELECTOR_SPECIAL = {
    "zone": _by(
        "judge.bttcg.interpret._scrap", _ZONE, missing="a card of a zone other than scrapped or taken in the turn"
    ),
    "unique": _by(_ZONE, "judge.bttcg.turn_choices.misfit", missing="a Unique card chosen in a battle"),
    "engaged_with": _by(
        "judge.bttcg.group_stats.engaged_bonus",
        missing="'engaged in battle with' other than a continuous change of the Units a Unit fights",
    ),
    "guarding_target": _by(
        "judge.bttcg.block_exceptions.check", missing="'guarding the target' other than of who may block a Unit"
    ),
    "same_speed": _by(
        "judge.bttcg.block_exceptions.check", missing="'of the same speed' other than of who may block a Unit"
    ),
    "in_mission": _by(
        "judge.bttcg.mission_search.run",
        missing="'involved in the mission' other than where a Pilot put into play goes",
    ),
    "took_structure_damage": _by(
        "judge.bttcg.mission_after.run", missing="'took structure damage' other than for effects after the mission"
    ),
    "random": _by(
        "judge.bttcg.random_damage.run",
        missing="a card selected at random other than where a Unit's damage goes in a battle",
    ),
    "min_base_attack": _by(_PLACED, missing="a card's base attack checked other than where it goes"),
    "min_attack": _by(_PLACED, missing="a card's attack checked other than where it goes"),
    "top": _by(
        "judge.bttcg.scrapheap_top.plan_restock_top",
        missing="the top card of a zone other than your Scrapheap restocked during the turn",
    ),
}
"""Refinements one effect executes in its own way (scrapping cards from a Stockpile; a card taken from a Scrapheap;
where an Enhancement goes as it is activated, ``attach.py``: "one of your Units having at least 1 attack"; in a
battle or the turn's other abilities they stay refused by ``interpret_targets.selector_problem`` and the turn's own
check)."""

AMOUNTS_EXECUTED = frozenset({"base_attack", "base_armor", "die_roll", "tonnage"})
"""What an amount may be computed from (``interpret._computed``)."""
_AMOUNTS_SPECIAL = {
    "counters": _by("judge.bttcg.counters.counted", "judge.bttcg.interpret._computed"),
    "different_assets": _by(
        "judge.bttcg.resources.computed_resources", missing="different assets counted other than for resources"
    ),
    "excess_construction": _by(
        "judge.bttcg.stockpile_damage.plan",
        "judge.bttcg.stockpile_damage._excess",
        "judge.bttcg.turn_damage.plan_damage",
        missing="construction counters above a card's cost other than for Stockpile damage or damage in the turn",
    ),
    "cards_counted": _by(
        "judge.bttcg.card_counts.cards_counted",
        "judge.bttcg.interpret._computed",
        missing="an amount counted of cards other than Units in play, in a battle",
    ),
    "that_much": _by("judge.bttcg.stockpile_damage.plan", missing="'that much' other than Stockpile damage"),
    "attack": _by(
        "judge.bttcg.stats.long_range",
        missing="a card's attack as an amount other than Long-Range X gained from a card on it",
    ),
}
"""Amounts executed in their own way: "equal to the number of time counters on this card"; "equal to the number
of construction counters above the cost of this card, then deal that much damage" (Tactical Nuke, as it is revealed
when activated; Corridor of Fire's damage in the turn: the other uses are refused where they act, and by
``executable.ability_refusals``)."""
UNTIL_EXECUTED = frozenset({"end_of_mission", "end_of_turn", "end_of_your_turn"})
"""How long a lasting effect lasts (``lasting.py``: ended with the mission or the turn)."""


def _until_elsewhere(until: str) -> Entry:
    """A duration kept for effects at the beginning of a turn or phase (beginnings.py) or bans on playing Mission
    cards (play_bans.py) only."""
    words = until.replace("_", " ")
    kinds = ((_BEGINNINGS, BEGINNINGS_KEPT_UNTIL), (_BANS, BANS_KEPT_UNTIL), (_PLAYER, PLAYER_KEPT_UNTIL))
    executors = [e for e, kept in kinds if until in kept]
    if not executors:
        return _no(f"a lasting effect until {words}")
    player = ", a change of the player's initiative" if until in PLAYER_KEPT_UNTIL else ""
    return Entry(
        tuple(executors),
        f"a lasting effect until {words} other than at the beginning of a turn or phase{player}, "
        "or a ban on playing Mission cards",
    )


_DURATIONS: dict[str, Entry] = {
    "mission": _by(_LATER),
    "battle": _by(_LATER),
    "turn": _by(
        "judge.bttcg.turn_end.untap_later", missing="an effect delayed until the end of the turn other than untapping"
    ),
    "game": _no("an effect delayed until after the game"),
}

_COSTS: dict[str, Entry] = {
    "tap_cost": _by("judge.bttcg.battle.BattleRunner.use_ability", _TURN, "judge.bttcg.resources.resources_of"),
    "scrap_cost": _by(
        "judge.bttcg.costs.plan_costs",
        "judge.bttcg.ability_costs.pay",
        "judge.bttcg.resources.resources_of",
        missing="scrapping cards other than this one or of the hand to pay for an ability in a battle",
    ),
    "resource_cost": _by("judge.bttcg.costs.plan_costs", missing="paying resources for an ability in a battle"),
    "return_to_hand_cost": _by(
        "judge.bttcg.ability_costs.pay", missing="returning a card to hand to pay for an ability"
    ),
    "remove_counters_cost": _by(
        "judge.bttcg.counter_costs.remove",
        "judge.bttcg.costs.plan_costs",
        "judge.bttcg.battle.BattleRunner.use_ability",
    ),
}

_TRIGGERS: dict[str, Entry] = {
    "revealed": _by(
        "judge.bttcg.turn_abilities.reveal_plan",
        "judge.bttcg.mission._revealed",
        "judge.bttcg.reveal.reveal",
        missing="what a card does when revealed, other than being scrapped or choosing and scrapping",
    ),
    "activated": _by("judge.bttcg.turn_abilities.reveal_plan", missing="what a card does when activated"),
    "enhanced_site_damaged": _by(
        "judge.bttcg.stats.redirect_of", missing="what happens when the enhanced site is damaged"
    ),
    "turn_start": _by(
        "judge.bttcg.turn_start.at_turn_start", missing="abilities at the start of a turn other than counters"
    ),
    "turn_end": _by(
        "judge.bttcg.turn_end.at_turn_end",
        missing="abilities at the end of a turn other than untapping the card or the 'Mech it pilots",
    ),
    "last_counter_removed": _by(
        "judge.bttcg.counters.plan_counters",
        missing="what a card does when its last counter is removed, other than scrapping itself",
    ),
    "piloted_attacks_or_blocks": _by(
        "judge.bttcg.pilot_triggers.fire",
        missing="a Pilot's ability when its Unit attacks or blocks, other than effects on that Unit alone",
    ),
    "piloted_scrapped": _by(
        "judge.bttcg.damage.Resolver._pilot_rolls",
        missing="a Pilot's ability when its Unit is scrapped, other than a die returning it to hand as damage resolves",
    ),
    "piloted_attacks_alone": _by(
        "judge.bttcg.unit_restrictions.check_unblockable",
        "judge.bttcg.unit_restrictions.returning",
        missing="a Pilot's ability when its Unit attacks alone, other than being unblockable and returning to hand",
    ),
    "you_attack": _by(
        "judge.bttcg.attack_triggers.fire", missing="abilities when a player attacks other than scrapping the card"
    ),
    "piloted_uses_option": _by(
        "judge.bttcg.option_triggers.run",
        missing="a Pilot's ability when its Unit uses an option, other than stat changes and the option without its "
        "drawback",
    ),
    "scrapped": _by(
        "judge.bttcg.turn_scrapped.after_scrap",
        "judge.bttcg.battle_triggers.at_battle_end",
        "judge.bttcg.stockpile_scrapped.after_damage",
        missing="abilities when a card is scrapped, other than counters on a Command card's own (in a battle: of one "
        "beside it) or cards scrapped from a Stockpile by battle damage",
    ),
    "you_damage_stockpile": _by(
        "judge.bttcg.battle_triggers.at_battle_end",
        missing="abilities when a player damages a Stockpile, other than counters on a Command card's own in a battle",
    ),
    "uses_option": _by(
        "judge.bttcg.option_triggers.run",
        missing="abilities when a Unit uses an option, other than a Pilot's or Enhancement's on its Unit (stat "
        "changes and the option without its drawback)",
    ),
    "comes_into_play": _by(
        "judge.bttcg.turn_abilities.reveal_plan",
        missing="what a card does when it comes into play other than as it is activated",
    ),
    # a Unit's own attack or block as its trigger (triggers.lark, issue 18 item 3 b): read, not executed yet
    "unit_attacks": _by(
        "judge.bttcg.pilot_triggers.fire",
        missing="abilities when this Unit (or the 'Mech a Pilot pilots) attacks, other than effects on that Unit alone",
    ),
    "unit_blocks": _by(
        "judge.bttcg.pilot_triggers.fire",
        missing="abilities when this Unit (or the 'Mech a Pilot pilots) blocks, other than effects on that Unit alone",
    ),
    "unit_attacks_or_blocks": _by(
        "judge.bttcg.pilot_triggers.fire",
        missing="abilities when this Unit attacks or blocks, other than effects on that Unit alone",
    ),
    # a Unit's damage dealt, its being depleted or reloaded (triggers.lark): read, not executed yet
    "unit_damages": _no("abilities when a Unit deals damage"),
    "unit_depleted": _no("abilities when a Unit is depleted"),
    "unit_reloaded": _no("abilities when a Unit is reloaded"),
    "battle_end": _by(
        "judge.bttcg.battle_triggers.at_battle_end",
        missing="abilities at the end of a battle other than counters on a Command card's own, per engaged Unit",
    ),
    "mission_end": _no("abilities at the end of a mission"),
    "you_play_card": _no("abilities when a player plays a card"),
    "phase_end": _by(_PHASE_END, missing="abilities at the end of a phase but for a card scrapping itself"),
    # the beginning of a named phase (rulebook p.16); refused as the phase begins (phase_starts.py)
    "phase_start": _no("abilities at the beginning of a phase"),
    # a Unit's events in a battle (rulebook p.26-30): read, not executed yet
    "unit_attacked": _no("abilities when a Unit is attacked"),
    "unit_blocked": _no("abilities when a Unit is blocked"),
    "unit_unblocked": _no("abilities when a Unit attacks and is not blocked"),
    "unit_attacks_alone": _no("abilities when a Unit attacks alone, other than a Pilot's on its 'Mech"),
    "unit_scraps": _no("abilities when a Unit scraps another card"),
    "unit_survives": _no("abilities when a Unit survives a battle"),
    "unit_damaged": _no("abilities when a Unit receives damage"),
    # an opponent drawing cards (rulebook p.17): read, not executed yet
    "opponent_draws": _no("abilities when an opponent draws a card"),
    "opponent_draws_extra": _no("abilities when an opponent draws a card outside of his or her Draw phase"),
    "you_deploy": _by(
        "judge.bttcg.turn_fired.plan_on_deploy",
        missing="abilities when a player deploys a card with conditions, or effects the turn does not run",
    ),
}

_ABILITIES: dict[str, Entry] = {
    "overheat": _by("judge.bttcg.battle.BattleRunner.use"),
    "alpha_strike": _by("judge.bttcg.battle.BattleRunner.use"),
    "missile": _by("judge.bttcg.battle.BattleRunner.use"),
    "jump": _by("judge.bttcg.battle.BattleRunner.use"),
    "keyword": _by("judge.bttcg.stats.all_abilities", "judge.bttcg.assets.settle"),
    "static": _by(
        "judge.bttcg.stats.static_bonus",
        "judge.bttcg.stats.attachment_bonus",
        "judge.bttcg.deploy._deployment_rules",
        "judge.bttcg.continuous.unit_bonus",
        missing="continuous abilities other than a card's own or its Enhancements' and Pilots' stat changes and "
        "keywords, and a Command card's changes to each of your Units or Pilots (stats.check_supported and "
        "check_bystanders name them)",
    ),
    "activated": _by("judge.bttcg.battle.BattleRunner.use_ability", _TURN),
    "triggered": _by(
        "judge.bttcg.turn_abilities.reveal_plan",
        "judge.bttcg.stats.redirect_of",
        missing="the triggers of the trigger table without an executor (refusals.refuse_unfired refuses them as "
        "they come)",
    ),
    "play_restriction": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "resolve": _by("judge.bttcg.battle.BattleRunner.play"),
    "upkeep": _by(
        "judge.bttcg.upkeep.pay_upkeep",
        "judge.bttcg.upkeep.unpaid",
        "judge.bttcg.upkeep.at_turn_end",
        missing="an upkeep whose card is scrapped and more when it cannot be paid",
    ),
}

_KEYWORDS: dict[str, Entry] = {
    "ECM": _by("judge.bttcg.stats.armor"),
    "C3": _by("judge.bttcg.stats.attack"),
    "Long-Range": _by("judge.bttcg.stats.long_range"),
    "Hand-to-Hand": _by("judge.bttcg.stats.limited_bonuses"),
    "AP": _by("judge.bttcg.stats.limited_bonuses"),
    "NARC": _by("judge.bttcg.damage.Resolver._missile_table"),
    "Anti-Missile": _by("judge.bttcg.damage.Resolver._missile_table"),
    "VTOL": _by("judge.bttcg.mission._is_vtol"),
    # the Unit types printed as keywords: the card's type (faces._printed_type), whose rules the engine applies
    # (rulebook, Resolving Damage: the Vehicle roll; glossary, Battle Armor: never attacks or blocks alone)
    "Vehicle": _by("judge.bttcg.faces._printed_type", "judge.bttcg.damage.Resolver.note_vehicles"),
    # printed in the text as in the type line: the card is Unique (rulebook p.13), checked as it is activated
    "Unique": _by("judge.bttcg.faces.printed_unique", "judge.bttcg.deploy.unique_clash"),
    "Battle Armor": _by(
        "judge.bttcg.faces._printed_type", "judge.bttcg.mission.check_group", "judge.bttcg.mission.check_blockers"
    ),
    # the assets (rulebook p.14): provided by an active Command card (assets.settle), each with its use
    "Assembly": _by(_ASSET, "judge.bttcg.turn.TurnRunner.repair", _ASSET_COSTS),
    "Logistics": _by(_ASSET, "judge.bttcg.turn.TurnRunner.restock", _ASSET_COSTS),
    "Munitions": _by(_ASSET, "judge.bttcg.damage.Resolver._missile_table", _ASSET_COSTS),
    "Politics": _by(_ASSET, _ASSET_COSTS),
    "Tactics": _by(_ASSET, "judge.bttcg.stats.initiative", _ASSET_COSTS),
}
# a card's allegiance printed as a keyword ("Inner Sphere.", "Mercenary"): its alignment or affiliation, as the card
# list's column would say (judge/bttcg/allegiance.py; rulebook glossary, Keyword and Affiliation)
_KEYWORDS |= {
    a: _by("judge.bttcg.allegiance.printed_alignment", "judge.bttcg.allegiance.printed_affiliations")
    for a in get_args(m.AllegianceName)
}
# a card's kind printed in its text as a keyword ("Terrain.", "Artillery."; rulebook p.10): read, not executed
_KEYWORDS |= {
    k: _no(f"the card kind {k} printed in the text as a keyword (the engine takes a card's kind from its keyword line)")
    for k in get_args(m.CardKindKeyword)
}
_SELECTOR_SPECIAL |= {  # judge/bttcg/refinements.py: one function each, in a battle and during the turn
    f: _by(f"{check.__module__}.{check.__name__}", missing=refinements.missing(f))
    for f, check in refinements.CHECKS.items()
}
_SELECTOR_SPECIAL |= {  # Deep Lake's "each 'Mech that received 3 or more structure damage" (terrain_damage.py)
    f: _by(
        "judge.bttcg.terrain_damage.at_resolution",
        missing=f"{refinements.missing(f)}, other than a Terrain card scrapping the 'Mechs that received it",
    )
    for f in ("min_damage_received", "structure_damage")
}
_SELECTOR_SPECIAL |= {  # unresolved, unless one effect resolves it in its own way (above: took_structure_damage)
    f: _no(refinements.missing(f) or f) for f in refinements.UNRESOLVED if f not in _SELECTOR_SPECIAL
}
_SELECTOR_SPECIAL["within_resources"] = _by(
    "judge.bttcg.activate_effect._card",
    missing="the construction cost of a card under construction, other than of a card an ability activates during "
    "the turn",
)
_SELECTOR_SPECIAL["legal_target"] = _by(
    "judge.bttcg.before_blockers.redirect_choice",
    missing="'a legal target for that attack' other than a site an attack is redirected to as a card is activated "
    "when attacked",
)
_SELECTOR_SPECIAL["in_enhanced_region"] = _by(
    "judge.bttcg.terrain_battle.check_group_limits",
    "judge.bttcg.continuous_kinds.fits",
    missing="'in the region enhanced by this card' other than the target of a Terrain card's group limit or the "
    "Units a Terrain card's continuous change reaches",
)
_SELECTOR_SPECIAL["their_zone"] = _by(
    _ZONE, "judge.bttcg.turn_choices.take_choice", missing="a card of an opponent's Stockpile or in a battle"
)
_SELECTOR_SPECIAL["played_by_you"] = _by(
    "judge.bttcg.pilot_sharing.share",
    missing="'each card you activate' other than the Pilots whose bonuses a card shares as they are activated",
)
_SELECTOR_SPECIAL["after_first"] = _by(
    "judge.bttcg.refinements.after_first",
    missing="'after the first' other than counting the cards an effect is done for, in a battle",
)


def table() -> dict[str, dict[str, Entry]]:
    """The whole table: family -> kind -> entry."""
    kinds = kinds_of_dsl()
    return {
        "effect": effect_entries(),
        "condition": {k: _CONDITIONS_EXECUTED.get(k, _no(f"the play restriction '{k}'")) for k in kinds["condition"]},
        "target": {k: _TARGETS_EXECUTED.get(k, _no(f"the target '{k}'")) for k in kinds["target"]},
        "selector": {
            f: (
                _SELECTOR_SPECIAL[f]
                if f in _SELECTOR_SPECIAL
                else _by("judge.bttcg.interpret_targets.matches")
                if f in SELECTOR_FIELDS_EXECUTED
                else _by("judge.bttcg.turn_choices.misfit", missing=f"the refinement {f} of a selector in a battle")
                if f in SELECTOR_FIELDS_IN_TURN
                else _no(f"the refinement {f} of a selector")
            )
            for f in kinds["selector"]
        },
        "amount": {
            a: _AMOUNTS_SPECIAL[a]
            if a in _AMOUNTS_SPECIAL
            else _by("judge.bttcg.interpret._computed")
            if a in AMOUNTS_EXECUTED
            else _no("an amount computed from " + a.replace("_", " "))
            for a in kinds["amount"]
        },
        "duration": {d: _DURATIONS[d] for d in kinds["duration"]},
        "until": {
            u: _by("judge.bttcg.lasting.run_lasting", "judge.bttcg.lasting.plan_lasting")
            if u in UNTIL_EXECUTED
            else _UNTIL_BATTLE
            if u == "end_of_battle"
            else _until_elsewhere(u)
            for u in kinds["until"]
        },
        "cost": {c: _COSTS[c] for c in kinds["cost"]},
        "trigger": {t: _TRIGGERS[t] for t in kinds["trigger"]},
        "ability": {a: _ABILITIES[a] for a in kinds["ability"]},
        "keyword": {k: _KEYWORDS.get(k, _no(f"the keyword {k}")) for k in kinds["keyword"]},
    }


@cache
def _table() -> dict[str, dict[str, Entry]]:
    return table()


def entry(family: str, kind: str) -> Entry:
    found = _table()[family].get(kind)
    return found if found is not None else _no(f"the {family} '{kind}'")


def refusal(family: str, kind: str) -> str:
    """What is missing for this kind, in words (the engine's refusal)."""
    return entry(family, kind).missing or f"the {family} '{kind}'"


def executed(family: str, kind: str) -> bool:
    """Whether some function executes this kind (in some of its variants)."""
    return bool(entry(family, kind).executors)


_NODES: dict[int, tuple[BaseModel, tuple[BaseModel, ...]]] = {}
"""The nodes inside each DSL node walked (the nodes are frozen), by id, with the node itself (so that its id is not
reused while it is here); emptied when it grows past :data:`_NODES_KEPT` (a whole game walks the same cards' DSL on
every action: judge/bttcg/game/)."""
_NODES_KEPT = 50_000


def nodes(node: object) -> Iterator[BaseModel]:
    """Every DSL node inside an ability or effect, itself included."""
    if not isinstance(node, BaseModel):
        return _walk(node)
    found = _NODES.get(id(node))
    if found is None or found[0] is not node:
        if len(_NODES) >= _NODES_KEPT:
            _NODES.clear()
        found = _NODES[id(node)] = (node, tuple(_walk(node)))
    return iter(found[1])


def _walk(node: object) -> Iterator[BaseModel]:
    if isinstance(node, BaseModel):
        yield node
        for name in type(node).model_fields:
            yield from _walk(getattr(node, name))
    elif isinstance(node, list | tuple):
        for item in node:
            yield from _walk(item)
