"""The BattleTech TCG misrulings: the mistakes players really make at the table, each a switch the engine tests
(:func:`judge.misrulings.misruled`) at the one place its rule lives, turned on only by the quiz
(:func:`judge.misrulings.applying`). Each names the records it breaks (ids of ``rulings/*.rules``, current ones:
none is superseded).

Importing this module only declares them: it is cheap, and the engine imports it for the constants."""

from __future__ import annotations

from judge.misrulings import declare

GAME = "bttcg"

ARMOR_PER_SOURCE = declare(
    "bttcg/armor-per-source",
    GAME,
    "Armor subtracted from each source of damage",
    "The card's armor is subtracted from the damage of each source separately (each Unit's damage, each Overheat, "
    "each card's damage, the missiles) instead of once from the lump sum of the battle's damage.",
    ("rulebook/resolving-damage-8", "rulebook/resolving-damage-9", "ce-rulings/overheat"),
)

INITIATIVE_TIE_TO_DEFENDER = declare(
    "bttcg/initiative-tie-to-defender",
    GAME,
    "Initiative ties go to the defender",
    "When the initiative scores are tied, the defending player wins initiative (and goes second) instead of the "
    "attacking player.",
    ("rulebook/determine-who-wins-initiative", "rulebook/determine-who-wins-initiative-5"),
)

REDUCED_DAMAGE_REASSIGNED = declare(
    "bttcg/reduced-damage-reassigned",
    GAME,
    "Damage reassigned after an attack reduction (Heavy Fog)",
    "When a Unit's attack drops after its damage was assigned (Heavy Fog), its player reassigns the damage it still "
    "deals wherever he or she likes, instead of only taking the lost damage back from where it was assigned.",
    (
        "rulebook/one-player-goes-first-8",
        "rulebook/one-player-goes-first-9",
        "ce-rulings/reducing-the-attack-of-a-unit-that-has-assigned-its-damage",
        "ce-rulings/reducing-the-attack-of-a-unit-that-has-assigned-its-damage-2",
    ),
)

ECM_CUMULATIVE = declare(
    "bttcg/ecm-cumulative",
    GAME,
    "ECM stacks",
    "Each Unit with ECM in a group adds its armor bonus to every Unit of the group (two ECM: +2 armor) instead of the "
    "bonus counting once.",
    ("ce-rulings/ecm", "ce-rulings/ecm-2"),
)

DEPLETED_DEALS_DAMAGE = declare(
    "bttcg/depleted-deals-damage",
    GAME,
    "A depleted Unit deals damage",
    "A Unit that was depleted at the start of the battle deals its damage (and fires its missiles) like any other.",
    ("rulebook/one-player-goes-first-11", "rulings-1997/mechs-under-attack-2"),
)

ASSEMBLY_REPAIRS_PER_RESOURCE = declare(
    "bttcg/assembly-repairs-per-resource",
    GAME,
    "Assembly repairs more than once a turn",
    "With the Assembly asset, each {R} spent repairs 1 damage (one repair per Assembly card tapped) instead of 1 "
    "damage per turn, however many Assembly cards are in play.",
    ("ce-rulings/repair-reload-phase", "rulebook/repair-reload-phase-2"),
)

ANTI_MISSILE_NOT_CUMULATIVE = declare(
    "bttcg/anti-missile-not-cumulative",
    GAME,
    "Anti-Missile does not stack",
    "Several Units with Anti-Missile in a group take only 1 (the best one's value) off each missile fired at the "
    "group, as if Anti-Missile were not cumulative like ECM.",
    ("ce-rulings/anti-missile", "ce-rulings/anti-missile-2"),
)

BLOCKERS_DO_NOT_TAP = declare(
    "bttcg/blockers-do-not-tap",
    GAME,
    "Blocking does not tap",
    "The blocking Units stay untapped, as a target included in the battle does, instead of tapping to block.",
    ("rulebook/blocking", "rulings-1997/declaring-blocks"),
)

OVERHEAT_NOT_PREVENTABLE = declare(
    "bttcg/overheat-not-preventable",
    GAME,
    "Overheat damage cannot be prevented",
    "Damage prevention (a Mission card preventing damage to a Unit) is not applied to the Unit's own Overheat damage, "
    "as if self-inflicted heat got around it; only its armor counts against it.",
    ("ce-rulings/heavy-fog-2", "rulebook/resolving-damage-2", "ce-rulings/overheat"),
)

CONSTRUCTION_ROUNDS_UP = declare(
    "bttcg/construction-rounds-up",
    GAME,
    "The odd point of damage removes a construction counter",
    "Damage to a card under construction removes one counter per 2 points rounded up: the odd point removes a "
    "counter too, instead of scrapping the card (if it is left over) or being lost.",
    ("rulebook/resolving-damage-6", "rulings-1997/cards-under-construction-2"),
)
