"""The rules the BattleTech battle engine applies, by the ids of their records (``rulings/*.rules``): one place, so
every decision the engine takes names its source and ``judge rule <id>`` resolves it (a test checks that every id
here does)."""

from __future__ import annotations

# Sending Units on a mission (rulebook p.24)
MISSION = "rulebook/sending-units-on-a-mission"
TARGET_SITE = "rulebook/sending-units-on-a-mission-2"
TARGET_SLOWER_UNIT = "rulebook/sending-units-on-a-mission-3"
TARGET_DEPLETED = "rulebook/sending-units-on-a-mission-4"
ONLY_PATROL_ATTACKS = "rulebook/sending-units-on-a-mission-5"
BATTLE_ARMOR_ATTACK = "rulebook/sending-units-on-a-mission-6"
BATTLE_ARMOR_NEVER_ALONE = "ce-rulings/battle-armor"

# Blocking (rulebook p.24-25)
BLOCKING = "rulebook/blocking"
BLOCK_SPEED = "rulebook/blocking-2"
INCLUDE_TARGET = "rulebook/blocking-5"
UNBLOCKED_UNIT_TARGET = "rulebook/blocking-7"
BATTLE_ARMOR_BLOCK = "rulebook/blocking-8"
UNBLOCKED_CONSTRUCTION_REVEALED = "rulebook/blocking-9"
SCRAPPED_UNACTIVATED = "rulings-1997/scrap-when-revealed"
"""1997 rulings: a card scrapped when revealed, revealed by an unblocked attack, is never activated."""
UNBLOCKED_SITE = "rulebook/blocking-10"
GUARD_OWN_SITE = "rulebook/guarding-a-site"

# Battle (rulebook p.26-30)
AFFECT_BATTLE = "rulebook/battle"
UNITS_AFFECT_BATTLE = "rulebook/battle-2"
TARGET_AFFECTS_BATTLE = "rulebook/battle-3"
BATTLE_STEPS = "rulebook/battle-7"
INITIATIVE = "rulebook/determine-who-wins-initiative"
INITIATIVE_SCORE = "rulebook/determine-who-wins-initiative-2"
ASSETS_NOT_CUMULATIVE = "rulebook/determine-who-wins-initiative-3"
INITIATIVE_STEP = "rulebook/determine-who-wins-initiative-4"
INITIATIVE_ONLY = "rulebook/determine-who-wins-initiative-6"
JUMP_CUMULATIVE = "ce-rulings/jump"
LAST_WIN_INITIATIVE = "ce-rulings/tactical-superiority-2"
GOES_FIRST = "rulebook/one-player-goes-first"
ABILITY_ONCE_PER_BATTLE = "rulebook/one-player-goes-first-3"
ASSIGN_DAMAGE = "rulebook/one-player-goes-first-5"
DAMAGE_EQUALS_ATTACK = "rulebook/one-player-goes-first-7"
ATTACK_CHANGES_AFTER_ASSIGNING = "rulebook/one-player-goes-first-8"
TAKE_BACK_CHOICE = "ce-rulings/reducing-the-attack-of-a-unit-that-has-assigned-its-damage"
RAISE_AFTER_ASSIGNING = "ce-rulings/increasing-the-attack-of-a-unit-that-has-assigned-its-damage"
TARGET_DAMAGE_ONLY_IF_IN_BATTLE = "rulebook/one-player-goes-first-10"
DEPLETED_DEALS_NO_DAMAGE = "rulebook/one-player-goes-first-11"
GOES_SECOND = "rulebook/the-other-player-goes-second"
ABILITIES_AFFECT_ONLY_BATTLE = "ce-rulings/abilities"
ABILITY_ONLY_IF_IN_BATTLE = "ce-rulings/abilities-4"

# Options (rulebook p.31)
OPTIONS_ONCE_PER_MISSION = "rulebook/using-unit-options-and-abilities"
OVERHEAT = "rulebook/using-unit-options-and-abilities/overheat"
OVERHEAT_LUMP_SUM = "ce-rulings/overheat"
ALPHA_STRIKE = "rulebook/using-unit-options-and-abilities/alpha-strike"
MISSILE = "rulebook/using-unit-options-and-abilities/missile"
MISSILES_UP_TO = "ce-rulings/missiles"
JUMP = "rulebook/using-unit-options-and-abilities/jump"
LONG_RANGE = "ce-rulings/long-range-targeting-system-2"
KEYWORD_ON_CARD = "rulebook/about-this-rulebook-2"
CARD_UNDER_CONSTRUCTION = "ce-rulings/construction-region"
OPTION_GAINED_AGAIN = "ce-rulings/enhancements-2"
ENHANCEMENTS_AFFECT_BATTLE = "rulebook/battle-4"
REDIRECT_EXACT_AMOUNT = "ce-rulings/enhancements-5"
REDIRECT_POINT_DEFENSE = "ce-rulings/enhancements-6"

# Mission cards (rulebook p.32)
MISSION_CARDS_AFFECT = "rulebook/playing-mission-cards-4"
MISSION_CARD_ONCE = "rulebook/playing-mission-cards-5"
MISSION_CARDS_LIMIT = "rulebook/playing-mission-cards-6"
PLAY_ONLY_DURING_BATTLE = "rulebook/blocking-10"
REMOVED_FROM_BATTLE = "rulebook/playing-mission-cards-7"
REMOVED_FROM_BATTLE_CE = "ce-rulings/removing-units-from-battle"
REMOVED_STAY_TAPPED = "ce-rulings/removing-units-from-battle-5"
ALL_BLOCKERS_REMOVED = "ce-rulings/removing-units-from-battle-8"
TARGET_JOINS_WHEN_UNBLOCKED = "ce-rulings/removing-units-from-battle-9"

MISSION_CARD_STAYS_IN_EFFECT = "ce-rulings/mission-cards-3"

# Card rulings the interpreter applies to every card with the same text (the DSL, never the card's name)
PREVENT_DAMAGE_DEALT = "ce-rulings/temporary-cease-fire"
MISSILES_ARE_ITS_DAMAGE = "ce-rulings/missiles-2"
EXPERT_TIMING_LOCKED = "ce-rulings/expert-timing"
MULTIPLIED_DAMAGE_CUMULATIVE = "ce-rulings/effective-groundwork"
JOINS_BATTLE = "ce-rulings/deploy-reinforcements"
HEROIC_SACRIFICE_DAMAGE = "rulings-1997/heroic-sacrifice-2"
OVERWHELM_MISSILES = "rulings-1997/overwhelm"
OVERRUN_NEEDS_SCRAPPED = "ce-rulings/overrun"
BASE_VALUES_FIXED = "ce-rulings/brutal-punch"
TONNAGE = "rulebook/glossary-index/tonnage"
"""A Unit's tonnage is printed on it: "of 80 tons or more", "its tonnage divided by ten"."""
NONE_REMAIN_UNBLOCKED = "ce-rulings/blitzkrieg"
"""Blocking Units removed from battle (not guarding ones): "If no blocking Units remain, deal damage to the target as
if unblocked"."""
DEALT_DAMAGE_IS_ASSIGNED = "ce-rulings/massive-battlefield-confusion"
"""A Unit that "has dealt damage" is one whose damage is already assigned (Bait and Switch's selector)."""

DIE_ROLLS_AT_ONCE = "rulings-1997/order-of-resolving-effects-during-missions"
DIE_ROLL_CHANGES_COMBINE = "ce-rulings/narc"
"""Several abilities that modify die rolls (Missile Spotter, NAIS, Targeting Ace, Field Command Post) can apply to one
roll, NARC's modification too (CE General Rulings, Unit Options: NARC)."""
CONDITION_CHECKED_ON_PLAY = "rulings-1997/order-of-resolving-effects-during-missions-2"
PLAY_ONLY_WHEN = "ce-rulings/abilities-2"

# Revealing a card under construction when the opponent attacks (an extension: the action ``reveal``)
REVEAL_ONLY_WHEN_ATTACKED = "ce-rulings/deploy-phase-4"
REVEAL_BEFORE_BLOCKERS = "ce-rulings/ambush-2"
REVEAL_BEFORE_BLOCKERS_1997 = "rulings-1997/ambush-2"
REVEAL_DAMAGE_AT_END = "ce-rulings/ambush"

# Resolving damage (rulebook p.29-30)
RESOLVE_DAMAGE = "rulebook/resolving-damage"
PREVENTION_AND_ARMOR = "rulebook/resolving-damage-2"
DAMAGE_COUNTERS = "rulebook/resolving-damage-4"
STOCKPILE_DAMAGE = "rulebook/resolving-damage-5"
STOCKPILE_COUNTED = "rulebook/glossary-index/stockpile"
"""Glossary, Stockpile: a player's draw pile; "if your Stockpile has 10 or fewer cards" counts it."""
CONSTRUCTION_DAMAGE = "rulebook/resolving-damage-6"
VEHICLE_ROLL = "rulebook/resolving-damage-7"
VEHICLE_ROLL_CE = "ce-rulings/vehicles"
ARMOR_ONCE = "rulebook/resolving-damage-8"
VICTORY = "ce-rulings/victory-conditions"
OBJECT_OF_THE_GAME = "rulebook/object-of-the-game"


def rule_ids(namespace: dict[str, object]) -> tuple[str, ...]:
    """The rule ids a module of constants holds (its upper-case names), for the test that they all resolve."""
    return tuple(value for name, value in sorted(namespace.items()) if name.isupper() and isinstance(value, str))


ALL_RULE_IDS: tuple[str, ...] = rule_ids(globals())
