"""The rules the BattleTech turn sequence applies (untap, draw, deploy, repair/reload, missions, end of turn), by the
ids of their records (``rulings/*.rules``): one place, so every step of a turn names its source and ``judge rule
<id>`` resolves it (a test checks that every id here does). Kept apart from :mod:`judge.bttcg.rules` (the battle)
until the two are folded together."""

from __future__ import annotations

from judge.bttcg.rules import rule_ids

# The turn (rulebook p.16-17)
SEQUENCE = "rulebook/sequence-of-play-2"
RULES_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"

# Untap phase (rulebook p.17)
UNTAP = "rulebook/untap-phase-5"
UNTAP_NOT_DECLINED = "ce-rulings/untap-phase"

# Draw phase (rulebook p.18)
DRAW = "rulebook/draw-phase"
DRAW_NOT_FEWER = "ce-rulings/draw-phase"

# Deploy phase (rulebook p.18-20)
DEPLOY_PHASE = "rulebook/deploy-phase"
DEPLOY = "rulebook/deploying-cards"
DEPLOYMENTS = "rulebook/deploying-cards-2"
EXTRA_DEPLOYMENTS = "rulebook/deploying-cards-3"
REVEALED_FOR_DEPLOYMENT = "rulings-1997/deployment-costs-2"
ONE_AT_A_TIME = "ce-rulings/deploy-phase-5"
TOTAL_COST = "rulebook/constructing-cards"
ASSET_COSTS = "rulebook/assets-3"
ASSETS = "rulebook/assets-2"
ASSETS_NOT_CUMULATIVE = "rulings-1997/assets"
ASSET_COST_IGNORED = "rulings-1997/deployment-costs"
SPEND_RESOURCES = "rulebook/constructing-cards-2"
CONSTRUCT = "rulebook/constructing-cards-4"
RESOURCE_CARDS = "rulebook/command-cards-2"
TAP_ABILITY = "rulebook/untap-phase-4"
RESOURCES_AT_ONCE = "ce-rulings/resources"
RESOURCES_AT_ONCE_EXAMPLE = "ce-rulings/resources-2"
RESOURCES_LOST = "rulings-1997/resources-2"
ACTIVATE = "rulebook/activating-cards"
ACTIVATE_ONLY_IN_DEPLOY = "ce-rulings/deploy-phase-3"
ACTIVATE_KEEPS_RESOURCES = "rulebook/activating-cards-3"
CONSTRUCT_BETWEEN_DEPLOYMENTS = "ce-rulings/deploy-phase-6"
COMMAND_TO_POST = "rulebook/activating-cards-2"
UNITS_WAIT = "ce-rulings/deploy-phase"
EXTRA_COUNTERS = "rulings-1997/deployment-2"
UNDER_CONSTRUCTION_NOT_A_UNIT = "ce-rulings/construction-region"
COMMAND_ABILITIES_WHEN_ACTIVE = "rulebook/playing-area-4"

# Unique cards (rulebook p.13, CE General Rulings)
UNIQUE = "ce-rulings/unique-cards"
UNIQUE_RULEBOOK = "rulebook/unique-cards"
UNIQUE_COUNTS_AS = "rulebook/unique-cards-2"

# Enhancements and Pilots (rulebook p.12-13, p.20; CE General Rulings)
ENHANCEMENT = "rulebook/command-cards-3"
PILOT = "rulebook/command-cards-4"
PILOTS_ONLY_ON_MECHS = "ce-rulings/pilots"
REASSIGN_PILOTS = "rulebook/reassigning-pilots"
REASSIGN_NEEDS_UNPILOTED_MECH = "ce-rulings/reassigning-pilots"
REASSIGN_DOES_NOT_TAP = "rulings-1997/reassigning-pilots"
REASSIGN_NOT_BELOW_ZERO = "rulings-1997/reassigning-pilots-2"
STATS_NOT_BELOW_ZERO = "ce-rulings/unit-stats-2"
SITES = "rulebook/playing-area-7"
SITE_ENHANCEMENT_ON_ACTIVATION = "ce-rulings/enhancements-4"

# Repair/Reload phase (rulebook p.21)
REPAIR_RELOAD = "rulebook/repair-reload-phase"
REPAIR = "rulebook/repair-reload-phase-2"
REPAIR_ONCE = "ce-rulings/repair-reload-phase"
RELOAD = "rulebook/repair-reload-phase-3"

# Missions phase (rulebook p.23, p.33)
MISSIONS_PHASE = "rulebook/missions-phase"
GUARD_IN_MISSIONS_PHASE = "rulebook/missions-phase-2"
GUARD = "rulebook/guarding-a-site-3"
GUARD_OFF = "rulebook/guarding-a-site-4"
GUARD_ONLY_IN_MISSIONS = "ce-rulings/assigning-units-to-guard"

# End of Turn phase (rulebook p.33)
END_OF_TURN = "rulebook/end-of-turn-phase"
END_TO_PATROL = "rulebook/end-of-turn-phase-2"
END_NO_GUARD = "ce-rulings/end-of-turn-phase"
RESTOCK = "rulebook/end-of-turn-phase-3"
END_TELL = "rulebook/end-of-turn-phase-4"

# Card abilities used during the turn (rulebook p.14, p.17; CE General Rulings)
ABILITY_ANY_TIME_OF_YOUR_TURN = "ce-rulings/abilities-5"
REPAIR_BY_CARDS = "ce-rulings/repair-reload-phase-3"
CARDS_REPAIR = "rulebook/glossary-index/structure"
REPAIRING = "rulebook/glossary-index/repair"
SCRAP = "rulebook/glossary-index/scrap"
STOCKPILE = "rulebook/glossary-index/stockpile"
OMNI = "rulebook/what-do-your-cards-do-2"

# Revealing a card as it is activated (rulebook p.20, p.24)
ACTIVATING_REVEALS = "rulebook/activating-cards"
REVEAL = "rulebook/glossary-index/reveal"
SCRAPPED_WHEN_REVEALED = "rulebook/blocking-9"
UNDER_CONSTRUCTION_NO_UNIT_EXAMPLE = "ce-rulings/construction-region-2"

ALL_RULE_IDS: tuple[str, ...] = rule_ids(globals())
