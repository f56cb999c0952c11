"""The effects part of the node-kind table (:mod:`judge.bttcg.executes`): every effect kind card text can produce,
mapped to the functions that execute it, or to what is missing for it. To execute an effect kind, name its executor
here and narrow or drop its ``missing``."""

from __future__ import annotations

from judge.bttcg.dsl_kinds import effect_kinds
from judge.bttcg.executes_entry import (
    _BATTLE,
    _DEPLOYING,
    _LATER,
    _MOVES,
    _PHASE_END,
    _PLACED,
    _PUT,
    _SEARCH,
    Entry,
    _by,
    _no,
)

_EFFECTS_EXECUTED: dict[str, Entry] = {
    # a Unit's, Pilot's or Enhancement's own effects (triggers.lark): read, not executed yet
    "option_uses": _no("a Unit's option used more often than once each battle"),
    "missile_rule": _by(
        "judge.bttcg.missile_rules.damage",
        missing="a change of a Unit's missiles other than a roll raised or a damage on a roll, always on, by its own "
        "text or its Pilot's or Enhancement's (extra damage per missile)",
    ),
    # missiles added, missile damage prevented missile by missile (amounts.lark): read, not executed yet
    "extra_missiles": _no("a Unit's Missile option firing more missiles than its number"),
    "prevent_missile_damage": _no("damage prevented from each missile fired at a card"),
    "hands_revealed": _no("players playing with their hands revealed"),
    # Mission cards' effects in other sets' words (effects_mission.py): read, not executed yet
    "if_battle_role": _no("effects that happen only if the mission is (not) blocked or its side attacks or blocks"),
    "skip_next_phase": _no("a player skipping his or her next phase"),
    "redirect_some_damage": _no("an amount of the damage dealt to a card dealt to another card instead"),
    "cannot_be_enhanced": _by(
        "judge.bttcg.enhance_bans.misfit",
        missing="a card no Enhancement can be played on other than always, by its own text or a card's on it",
    ),
    "cannot_be_target_of": _no("a card that cannot be the target of some kind of cards"),
    "per_on_card": _by(
        "judge.bttcg.own_stats.bonus",
        missing="effects counted for each card or damage counter on the card itself other than a Unit's own stat "
        "change",
    ),
    # who may attack and block, the options a Unit may use (triggers.lark): read, not executed yet
    "cannot_attack": _by(
        "judge.bttcg.unit_restrictions.check",
        "judge.bttcg.attack_bans.check",
        missing="cards that cannot attack other than always, by their own text, their Pilot's or Enhancement's, or a "
        "Command or Terrain card's in play",
    ),
    "blocker_limit": _no("a most on the Units blocking a card"),
    "cannot_use_option": _no("a Unit that cannot use one of its options"),
    # read, not executed yet (rulebook p.33: guarding; p.24-25: Battle Armor attack and block in groups)
    "cannot_guard": _no("a Unit that cannot be assigned to guard a site"),
    "may_act_alone": _no("a Unit that may attack or block alone although the rules say it may not (Battle Armor)"),
    # read, not executed yet (rulebook p.23: a mission's target; p.25: blockers tap; p.29: repairing)
    "attack_only": _no("a Unit that may attack only some kinds of Units or sites"),
    "blocks_without_tapping": _no("a Unit that does not tap to block"),
    "cannot_be_repaired": _no("cards whose damage cannot be repaired"),
    # damage raised or multiplied against a kind of card ("deals +2 damage to Vehicles"): read, not executed
    "damage_against": _no("the damage a Unit deals raised or multiplied against some kind of card"),
    "multiply_stat": _no("a card's attack or armor now doubled or tripled"),
    "swap_stats": _no("a card's attack and armor now exchanged"),
    # players as actors and owners (grammar/players.lark, issue 18 item 3 a): read, not executed yet
    "player_acts": _by(
        "judge.bttcg.player_acts.run",
        missing="effects done by a player other than the card's controller (a target player, that player), other "
        "than draws, scraps of his or her Stockpile and tapping or untapping his or her cards in a battle",
    ),
    # a card deployed by an effect (grammar/players.lark): read, not executed yet
    "deploy_card": _no("a card deployed by an effect, with or without a deployment or construction counters"),
    "return_to_owner": _no("returning a card to its owner's hand or Stockpile, or into play under its owner's control"),
    # the rules a card changes (grammar/rules.lark, issue 18 item 3 g, h): read, not executed yet
    "must_act": _no("cards made to attack or block if able"),
    "cost_change": _no("cards that cost more or less to deploy, construct, activate, play or reveal"),
    "if_did": _by(
        "judge.bttcg.if_did.run",
        missing="effects that depend on whether the optional effect before was done ('If you do', 'If not'), "
        "other than in a battle",
    ),
    # rules of deck construction: applied by `judge deck check` (deck_rules.py), nothing in play (stats._DECK_RULES)
    "deck_copies": _by(
        "judge.bttcg.deck_rules.copies_allowed", missing="copies of a card in a deck other than as a card's own rule"
    ),
    "deck_affiliations": _by(
        "judge.bttcg.deck_rules.open_sides", missing="the affiliations of a deck other than as a card's own rule"
    ),
    # the rules a card changes for players (grammar/players.lark): read, not executed yet
    "base_initiative": _by(
        "judge.bttcg.base_initiative.base",
        missing="a player's base initiative set or changed other than by a Command card in play (rulebook p.26: 1 "
        "with Tactics, else 0)",
    ),
    "extra_each_turn": _by(
        "judge.bttcg.extra_each_turn.extra",
        missing="more deployments or draws each turn other than from a card in play (rulebook p.18: two "
        "deployments; p.17: the draws)",
    ),
    "untap_limit": _no("a limit on the cards a player untaps in the Untap phase (rulebook p.17: all of them)"),
    "play_limit": _by(
        "judge.bttcg.play_limits.over",
        missing="a limit on the cards of a kind played in each battle or turn other than Mission cards in each "
        "battle by a Command card in play",
    ),
    "play_ban_during": _by(
        "judge.bttcg.step_bans.banned_now",
        missing="cards of a kind that may not be played during a step of the battle or a phase, other than Mission "
        "cards in the Initiative step by a Command card in play",
    ),
    # amounts written other ways (grammar/amounts.lark, issue 18 item 3 d): read, not executed yet
    "halve_damage": _by(
        "judge.bttcg.damage_changes.plan_halving",
        "judge.bttcg.own_halving.start",
        missing="damage halved other than the damage a card receives in a battle, rounded as the card says",
    ),
    # in a battle (interpret.py: their variants the engine does not run are named by effect_problem)
    "modify_stat": _by(
        _BATTLE,
        "judge.bttcg.stats.static_bonus",
        "judge.bttcg.stats.attachment_bonus",
        "judge.bttcg.continuous.unit_bonus",
        "judge.bttcg.continuous.initiative_bonus",
        "judge.bttcg.stat_changes.run_limited",
    ),
    "set_stat": _by("judge.bttcg.stat_changes.run_set_stat", missing="setting a stat other than armor in a battle"),
    "unpreventable_damage": _by(_BATTLE),
    "still_deals_damage": _by(_BATTLE),
    "deals_its_damage": _by(_BATTLE, "judge.bttcg.mission_effects.run"),
    "if_none_remain": _by(_BATTLE),
    "deal_damage": _by(
        _BATTLE, "judge.bttcg.turn_damage.plan_damage", missing="damage divided, or of a computed amount, in the turn"
    ),
    "prevent_damage": _by(_BATTLE),
    "draw": _by(
        _BATTLE,
        _LATER,
        "judge.bttcg.turn_steps.plan_draw",
        missing="drawing a computed number of cards, or by an opponent later",
    ),
    "win_initiative": _by(_BATTLE),
    "tap": _by(
        _BATTLE,
        _LATER,
        _MOVES,
        "judge.bttcg.turn_end.at_turn_end",
        missing="tapping or untapping later during the turn other than untapping at its end, or a depleted card",
    ),
    "scrap": _by(_BATTLE, "judge.bttcg.turn_steps.plan_scrap", "judge.bttcg.mission._revealed"),
    "if_could_have_attacked": _by(_PHASE_END, missing="'could have attacked' but for a card scrapping itself"),
    "choose": _by(_BATTLE, "judge.bttcg.turn_abilities._plan_effects"),
    "return_to_hand": _by(
        _BATTLE,
        "judge.bttcg.mission_effects.run",
        _MOVES,
        missing="returning to its owner's hand a card in play other than this card after the mission",
    ),
    "no_effect": _by(_BATTLE),
    # as missile dice are rolled when damage resolves (rerolls.py)
    "reroll_missile": _by(
        "judge.bttcg.rerolls.missile_rolls",
        missing="a reroll other than of one of your missile die rolls, by an ability used immediately after it",
    ),
    "adjust_missile_roll": _by(
        "judge.bttcg.rerolls.missile_rolls",
        missing="a change of missile rolls other than by an ability used immediately after the roll (a Mission "
        "card's, a lasting one)",
    ),
    "add_to_die_roll": _by(
        "judge.bttcg.rerolls.missile_rolls",
        missing="a change of a die roll other than of one of your missile rolls, by an ability used immediately "
        "after it",
    ),
    "roll_die": _by(
        _BATTLE,
        "judge.bttcg.mission_effects.run",
        missing="an additional, a replacing or a delayed roll, branches on several dice, or a roll outside a battle",
    ),
    "remove_from_battle": _by(_BATTLE),
    "deplete": _by(
        _LATER,
        "judge.bttcg.reload_effect.plan_reload",
        missing="depleting at once, or reloading other than one card chosen during the turn",
    ),
    "prevent_all_damage": _by(_BATTLE, "judge.bttcg.stats.missile_shield"),
    "multiply_damage": _by(_BATTLE),
    "at_the_end": _by(_LATER, "judge.bttcg.mission_after.run"),
    "for_each": _by(_BATTLE, "judge.bttcg.mission_effects.run", "judge.bttcg.turn_for_each.resources_for_each"),
    "damage_dealers_limit": _by(
        "judge.bttcg.mission_effects.run", missing="a limit on the damage dealers of the card's own player"
    ),
    "choose_whether_deals_damage": _by("judge.bttcg.mission_effects.run"),
    "assign_extra_damage": _by("judge.bttcg.extra_damage.run"),  # rulebook p.27: the rise of attack, assigned now
    "per_damage": _by(
        "judge.bttcg.head_shot.run",
        "judge.bttcg.head_shot.after_damage",
        missing="a die for each point of damage other than of structure damage to a chosen 'Mech after damage",
    ),
    "prevent_that_damage": _by(
        "judge.bttcg.head_shot.after_damage", missing="preventing a point of damage other than as Head Shot's die says"
    ),
    "if_not_rolled": _by(
        "judge.bttcg.head_shot.after_damage",
        missing="'if you don't roll' other than returning the card to hand after dice for each point of damage",
    ),
    "redirect_all_damage": _by(
        "judge.bttcg.mission_effects.run",
        "judge.bttcg.damage.Resolver.fixed_sources",
        missing="redirecting all damage other than from the first card chosen to the second",
    ),
    "per_card_scrapped": _by(
        "judge.bttcg.mission_effects.run", missing="scrapping cards for an effect each other than in a battle"
    ),
    "for_each_fewer": _by(
        "judge.bttcg.mission_effects.run", missing="effects for each Unit fewer in the attacking group"
    ),
    "no_option_drawback": _by(_BATTLE),
    "per_initiative_point": _by(_BATTLE),
    "if_tons": _by(_BATTLE),
    "damage_only_to": _by(_BATTLE),
    "join_battle": _by(_BATTLE),
    "if_no_structure_damage": _by(_LATER),
    "when_damage_resolved": _by(
        "judge.bttcg.mission_resolution.run",
        "judge.bttcg.mission_resolution.at_resolution",
        missing="effects as damage resolves other than scrapping the card chosen and effects for each other Unit",
    ),
    # the Untap phase's exceptions (untap_rules.py; counters' rules: untap_counters.py)
    **{
        kind: _by(
            "judge.bttcg.untap_rules.stays_tapped",
            "judge.bttcg.untap_counters.counters_keep_tapped",
            "judge.bttcg.mission_effects.run",
            missing="an untap rule other than a card's own or its counters' in the Untap phase (untap_rules.py)",
        )
        for kind in ("does_not_untap", "when_would_untap", "if_counters")
    },
    "remains_tapped": _by(
        "judge.bttcg.untap_rolls.roll",
        missing="a card remaining tapped other than by a die rolled as it would untap (untap_rolls.py)",
    ),
    "reassign_pilot": _by("judge.bttcg.reassign_pilot.run", missing="reassigning a Pilot by a card during the turn"),
    "player_may_tap": _by(
        "judge.bttcg.counter_taps.tap_to_remove",
        "judge.bttcg.mission_effects.run",
        missing="tapping cards for an effect other than removing a counter, during a phase",
    ),
    "if_structure_damage": _by(
        "judge.bttcg.mission_after.run",
        missing="effects if a card receives structure damage other than counters of a named kind put on it",
    ),
    "if_damages": _by(
        "judge.bttcg.damage_riders.settle",
        missing="a condition on the damage a card deals, other than scrapping the cards under construction it damages",
    ),
    "if_receives_damage": _by(
        "judge.bttcg.damage_riders.settle",
        missing="a condition on damage received, other than structure damage dealt to any engaged Unit",
    ),
    "if_scrapped": _by(
        "judge.bttcg.interpret_later._settle",
        "judge.bttcg.scrapped_riders.settle",
        missing="a condition on cards scrapped at once",
    ),
    # during the turn and the Deploy phase
    "repair": _by("judge.bttcg.turn_steps.plan_repair", missing="repairing during a battle"),
    "search": _by(
        _SEARCH,
        "judge.bttcg.mission_search.run",
        missing="searching other than for an OmniMech's configuration or a copy of a Pilot in a battle",
    ),
    "put_into_play": _by(
        _SEARCH,
        _PUT,
        "judge.bttcg.mission_search.run",
        missing="putting into play other than a card searched for or of the hand",
    ),
    "shuffle": _by(_SEARCH, "judge.bttcg.mission_search.run", missing="shuffling other than after a search"),
    "per_cost_point": _by(
        _SEARCH,
        "judge.bttcg.cost_points.plan_cost_points",
        missing="paying for each point of a cost other than {R} or a card of the Stockpile",
    ),
    "pay_resources": _by(
        "judge.bttcg.cost_points.plan_cost_points", missing="paying resources other than for each point of a cost"
    ),
    "add_resources": _by(
        "judge.bttcg.resources.resources_of",
        "judge.bttcg.turn_steps.gain_step",
        "judge.bttcg.resources.computed_resources",
        missing="resources from a die roll or a computed amount other than one per different asset",
    ),
    # counters, lasting effects, choices, restocking, scrapping (counters.py, lasting.py, may.py, restock.py, ...)
    "add_counters": _by(
        "judge.bttcg.counters.run_counters",
        "judge.bttcg.counters.plan_counters",
        missing="damage counters put by an effect",
    ),
    "remove_counters": _by(
        "judge.bttcg.counters.run_counters",
        "judge.bttcg.counters.plan_counters",
        missing="removing a last counter whose ability does more than scrap its card",
    ),
    "per_counter": _by("judge.bttcg.counters.plan_per_counter", missing="effects per counter other than resources"),
    "per_counter_removed": _by(
        "judge.bttcg.counters.plan_per_counter_removed",
        "judge.bttcg.counters_removed.run_removed",
        missing="effects per counter removed other than resources, or a change of a stat in a battle",
    ),
    "lasting": _by(
        "judge.bttcg.lasting.run_lasting",
        "judge.bttcg.lasting.plan_lasting",
        missing="a lasting effect other than a change of attack, armor or initiative until the end of the mission "
        "or turn, or effects at the beginning of a turn or phase",
    ),
    "at_the_beginning": _by(
        "judge.bttcg.beginnings.begin",
        "judge.bttcg.beginnings.at_phase_begin",
        missing="effects at the beginning of a phase of this turn other than drawing or gaining resources, or at the "
        "beginning of each turn or phase without a lasting effect",
    ),
    "redirect_attack": _by(
        "judge.bttcg.before_blockers.redirect",
        missing="redirecting an attack other than to the card whose ability is used before blockers are assigned",
    ),
    "redirect_missiles": _by(
        "judge.bttcg.missile_sabotage.turn_on_firer",
        missing="missiles redirected other than onto the 'Mech that fired them, by a card revealed as it fires them",
    ),
    "share_bonuses": _by(
        "judge.bttcg.pilot_sharing.share",
        missing="sharing bonuses other than each Pilot's attack and initiative bonuses with each other 'Mech of its "
        "player as it is activated, until end of turn",
    ),
    "cancel": _by(
        "judge.bttcg.cancel.cancelled_by",
        "judge.bttcg.turn_abilities._cancelled_plan",
        missing="cancelling cards other than scrapping every card of a type revealed as it is activated",
    ),
    "no_player_plays": _by(
        "judge.bttcg.play_bans.begin_ban",
        "judge.bttcg.play_bans.banned",
        missing="a ban on playing cards other than Mission cards, lasting at least to the end of the turn",
    ),
    "may": _by("judge.bttcg.may.run_may", "judge.bttcg.turn_abilities._plan_effects"),
    "must_attack": _by(
        "judge.bttcg.next_turn.check",
        "judge.bttcg.next_turn.begin_in_force",
        missing="attacking a Stockpile if able other than each of the opponent's 'Mechs during his or her next turn",
    ),
    "pay_or_else": _by(
        "judge.bttcg.imposed_upkeep.due",
        "judge.bttcg.imposed_upkeep.unpaid",
        missing="a payment imposed other than on each of the opponent's Unique cards in his or her Repair/Reload "
        "phase, or else scrapping it",
    ),
    "pay_repeatedly": _by(
        "judge.bttcg.pay_repeatedly.pay",
        missing="paying as often as you wish other than for additional deployments until the end of the turn",
    ),
    "replace_counters": _by(
        "judge.bttcg.counter_moves.plan_counter_move",
        missing="replacing counters in a battle, or of a kind not settled",
    ),
    "move_counters": _by(
        "judge.bttcg.counter_moves.plan_counter_move",
        missing="moving counters in a battle, for resources each, or as many as wished",
    ),
    "distribute_counters": _by(
        "judge.bttcg.counter_moves.plan_counter_move", missing="distributing counters in a battle"
    ),
    "gain_control": _by(
        "judge.bttcg.gain_control.plan_control",
        missing="gaining control other than of a card named before until the end of the turn or mission, during the "
        "turn",
    ),
    "move_card": _by(
        "judge.bttcg.move_card.plan_move_card",
        missing="moving a card other than a Pilot chosen onto an unpiloted 'Mech, or in a battle",
    ),
    "remove_from_game": _by(
        "judge.bttcg.out_of_game.plan_out_of_game", missing="removing from the game a card other than this one"
    ),
    "extra_turn": _by("judge.bttcg.out_of_game.plan_out_of_game", missing="an extra turn taken in a battle"),
    "shuffle_into": _by(
        "judge.bttcg.stockpile_looks.plan_put_back",
        missing="shuffling cards into a Stockpile other than the cards just looked at on top of it",
    ),
    "one_of": _by("judge.bttcg.one_of.run_one_of", "judge.bttcg.one_of.take_option"),
    "restock": _by(
        "judge.bttcg.restock.plan_restock",
        "judge.bttcg.stockpile_looks.plan_look",
        missing="restocking other than a card of your hand or one just looked at on top of a Stockpile",
    ),
    "look_at_top": _by(
        "judge.bttcg.stockpile_looks.plan_look", missing="looking at the top of a Stockpile in a battle"
    ),
    "scrap_others": _by(
        "judge.bttcg.scrap_others.plan_scrap_others",
        "judge.bttcg.terrain.plan_scrap_terrain",
        missing="scrapping the other cards of a kind other than as a Faction or Terrain card is activated",
    ),
    "group_limit": _by(
        "judge.bttcg.terrain_battle.check_group_limits",
        "judge.bttcg.attack_bans.check",
        missing="a group limit other than a Terrain card's on missions against a target in its region, or a Command "
        "or Terrain card's always on, against any target",
    ),
    "cannot_be_reassigned": _by(
        "judge.bttcg.deploy.reassignment_problem",
        missing="a card that cannot be reassigned other than the Pilot itself",
    ),
    "put_in_region": _by(
        "judge.bttcg.terrain.plan_put_in_region", missing="putting a card in a region other than as it is activated"
    ),
    "scrap_if_damaged": _by(
        "judge.bttcg.scrap_if_damaged.run_scrap_if_damaged",
        missing="a condition on damage received by a card not chosen before",
    ),
    "show": _by(
        "judge.bttcg.show.plan_show",
        "judge.bttcg.stockpile_top.plan_top",
        missing="showing a card during a battle, or one not chosen other than the top card of your Stockpile",
    ),
    "if_card_is": _by(
        "judge.bttcg.stockpile_top.plan_top",
        missing="a condition on a card revealed or looked at other than the top card of your Stockpile shown during "
        "the turn",
    ),
    "additional_deployment": _by(
        _DEPLOYING,
        _MOVES,
        "judge.bttcg.turn_deployments.plan_deployment",
        missing="a deployment ability with conditions",
    ),
    "counts_as_deployment": _by(
        "judge.bttcg.turn_deployments.plan_deployment", missing="an ability counting as a deployment outside the turn"
    ),
    "free_deployment": _by(_DEPLOYING, _MOVES, missing="a deployment ability with conditions"),
    "per_excess_construction": _by(
        "judge.bttcg.reveal._per_excess", _MOVES, missing="excess construction of another card"
    ),
    "activate_card": _by(
        "judge.bttcg.activate_effect.plan_activate_effects",
        missing="activating a card other than one of your own Units under construction during the turn",
    ),
    "reveal_card": _by(
        "judge.bttcg.activate_effect.plan_activate_effects",
        missing="revealing a card other than one of your own Units under construction during the turn",
    ),
    "if_within_resources": _by(
        "judge.bttcg.activate_effect.plan_activate_effects",
        missing="effects other than activating that card if it is within some Resources of being fully constructed",
    ),
    "counts_as": _by("judge.bttcg.deploy.titles", missing="counting as another card anywhere but for Unique titles"),
    # continuous abilities of Enhancements and Pilots (stats.py)
    "gain_ability": _by(
        "judge.bttcg.stats.gained_abilities",
        "judge.bttcg.continuous.gained_keywords",
        missing="gaining an ability other than from a card on it or a keyword from a Command card in play",
    ),
    "redirect_damage": _by("judge.bttcg.stats.redirect_of", missing="redirecting damage other than to this card"),
    # how a Unit may attack, block or be attacked, checked when the mission is declared (unit_restrictions.py)
    "cannot_block": _by(
        "judge.bttcg.unit_restrictions.check",
        "judge.bttcg.counter_rules.check_blockers",
        missing="a restriction on blocking other than a Unit's own, or its Pilot's or Enhancement's, always on",
    ),
    "cannot_attack_or_block": _by(
        "judge.bttcg.unit_restrictions.check",
        missing="a restriction on attacking or blocking other than a Unit's own, or its Pilot's or Enhancement's, "
        "always on",
    ),
    "cannot_be_attacked": _by(
        "judge.bttcg.unit_restrictions.check",
        "judge.bttcg.attack_bans.attacker_fits",
        missing="a card that cannot be attacked other than itself or the card an Enhancement is on, by anyone or by "
        "Units a selector chooses",
    ),
    "ignore_speed": _by(
        "judge.bttcg.unit_restrictions.attacks_regardless",
        "judge.bttcg.block_exceptions.grant",
        "judge.bttcg.attackable_regardless.plan_attackable",
        missing="ignoring speed other than to attack Units (a Unit's own, or its Pilot's or Enhancement's), to block "
        "for the mission, or to be attacked as a card is revealed during the turn",
    ),
    "cannot_be_blocked": _by(
        "judge.bttcg.unit_restrictions.check_unblockable",
        "judge.bttcg.block_exceptions.check",
        missing="a Unit that cannot be blocked other than by its own text or its Pilot's or Enhancement's, attacking "
        "alone",
    ),
    "block_while_tapped": _by(
        "judge.bttcg.block_exceptions.blocks_while_tapped",
        missing="blocking while tapped other than by a Unit's own text, or its Pilot's or Enhancement's",
    ),
    "unblockable": _by(
        "judge.bttcg.mission_unblockable.unblockable",
        missing="a mission that cannot be blocked, other than by a card activated as a Unit attacks alone",
    ),
    "instead_of_scrapheap": _by(
        "judge.bttcg.instead_of_scrapheap.in_battle",
        missing="a card going elsewhere instead of the Scrapheap, other than restocked as a battle scraps it",
    ),
    "set_speed": _by(
        "judge.bttcg.speeds.speed_of",
        "judge.bttcg.counter_speeds.counter_speeds",
        missing="a speed set other than by an Enhancement or Pilot on the Unit or a kind of counter, always on",
    ),
    "shift_speed": _by(
        "judge.bttcg.block_exceptions.not_faster",
        "judge.bttcg.block_exceptions.too_slow_to_block",
        "judge.bttcg.terrain_battle.attack_shift",
        missing="a change of speed other than a Unit's own, or its Pilot's or Enhancement's, to attack and block",
    ),
    # the turn (patrol_at_once.py, assets.py)
    "patrol_at_once": _by(
        "judge.bttcg.patrol_at_once.choice", missing="patrol at once when deployed revealed at 0 cost"
    ),
    "deployment_surcharge": _by(
        "judge.bttcg.surcharge.plan_surcharge", missing="a deployment surcharge on a deployment that uses none"
    ),
    "provides_asset": _by(
        "judge.bttcg.assets.settle",
        "judge.bttcg.choose_asset.plan_provides",
        missing="an asset provided by a card other than this one",
    ),
    "lose_asset": _by(
        "judge.bttcg.asset_loss.plan_loss",
        missing="losing an asset other than an opponent's until a Resource providing it is deployed",
    ),
    "per_damage_dealt": _by(
        "judge.bttcg.per_damage.run_per_damage",
        "judge.bttcg.per_damage.settle",
        missing="effects per damage dealt other than by attacking Units to your Units and the target",
    ),
    "asset_does_not_pay": _by(
        "judge.bttcg.asset_costs.cost_assets",
        "judge.bttcg.asset_costs.plan_stop",
        missing="an asset that no longer pays only the costs of cards under construction",
    ),
    "have_asset": _by(
        "judge.bttcg.kept_assets.plan_keep",
        "judge.bttcg.kept_assets.run_keep",
        "judge.bttcg.held_assets.held",
        missing="an asset available with no card other than the one chosen, for the rest of the game, or one named "
        "while its card is active",
    ),
    "choose_asset": _by(
        "judge.bttcg.choose_asset.take_asset",
        missing="an asset chosen other than for the card to provide it or an opponent to lose it",
    ),
    "look_at_hand": _by(_MOVES, missing="looking at a hand during a battle"),
    "count_cards": _by("judge.bttcg.card_counts.run_count", missing="counting cards of a zone, or during the turn"),
    "put_on_stockpile": _by(
        "judge.bttcg.stockpile_moves.run_put",
        "judge.bttcg.stockpile_moves.after_damage",
        "judge.bttcg.stockpile_looks.plan_put_back",
        missing="putting a card on a Stockpile other than your own card from play in a battle, or a Pilot's 'Mech "
        "and itself scrapped as damage resolves, or the cards just looked at back on their Stockpile",
    ),
    "per_outnumbering": _by(
        "judge.bttcg.outnumbering.run",
        missing="effects for each card outnumbering other than your initiative and your Units' attack, in a battle",
    ),
    "attack_limit": _by(
        "judge.bttcg.attack_limits.check",
        missing="a limit on attacks other than an opponent's, in a mission not known to keep to it",
    ),
    "limit_exemption": _by("judge.bttcg.attack_limits.check", missing="an exemption from a limit other than this card"),
    "move_enhancement": _by(
        "judge.bttcg.move_enhancement.plan_move_enhancement",
        missing="moving an Enhancement to another site other than in its player's Deploy phase",
    ),
    "put_on": _by(_PLACED, "judge.bttcg.deploy.activate", missing="attaching a card other than itself as activated"),
}
"""Effect kinds some function executes (at least in some of their variants)."""


def effect_entries() -> dict[str, Entry]:
    entries = dict(_EFFECTS_EXECUTED)
    for kind in effect_kinds():
        if kind not in entries:
            entries[kind] = _no(f"the effect '{kind}'")
    return entries
