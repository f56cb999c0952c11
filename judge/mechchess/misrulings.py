"""The Mech chess misrulings (:mod:`judge.misrulings`): mistakes players make with the rules of seed 003, each a
switch the engine (:mod:`judge.mechchess.engine`) tests at the one place the rule lives. Off unless the quiz turns
one on with :func:`judge.misrulings.applying`.
"""

from __future__ import annotations

from judge.misrulings import declare

GAME = "mechchess"

GUNNERY_UNCAPPED = declare(
    "mechchess/gunnery-uncapped",
    GAME,
    "Gunnery roll not capped by the damage rating",
    "deals the gunnery roll as damage even when it is greater than the attacker's damage rating at that range, "
    "instead of the rating",
    ("mechchess/battle-phase-6", "mechchess-judge/gunnery"),
)

ACE_BONUS_AFTER_CAP = declare(
    "mechchess/ace-bonus-after-cap",
    GAME,
    "Ace's +1 added to the damage instead of the gunnery roll",
    "adds the Ace's +1 to the damage after the roll has been capped at the damage rating, so an Ace deals one more "
    "than its rating, instead of adding it to the gunnery roll before the cap",
    ("mechchess/ace-pilots-3", "mechchess/battle-phase-6", "mechchess-judge/gunnery"),
)

MOVE_UP_TO = declare(
    "mechchess/move-up-to-the-number",
    GAME,
    "Move card used for fewer squares than its number",
    "moves a unit any number of squares up to the Move card's number, instead of exactly that many",
    ("mechchess/move-phase-3", "mechchess-judge/move-distance"),
)

FIRE_THROUGH_UNITS = declare(
    "mechchess/fire-through-units",
    GAME,
    "Line of fire ignored",
    "attacks an enemy unit at the card's range even when another unit stands on a square in between",
    ("mechchess/battle-phase-8", "mechchess-judge/attack-distance"),
)

EXTREME_RANGE_AS_LONG = declare(
    "mechchess/extreme-range-as-long-range",
    GAME,
    "Extreme Range rated like Long Range",
    "uses the attacker's Long Range damage rating for an Extreme Range attack, forgetting the card's \"ER = (LR - 2)\"",
    ("mechchess/units-table-notation/range", "mechchess-judge/attack-cards-a-unit-can-use"),
)

DEFENSE_WITHOUT_CONDITION = declare(
    "mechchess/defense-card-without-its-condition",
    GAME,
    "Defense card played without meeting its note",
    "negates an attack with any Defense card, ignoring the card's note (the range, the move rating, jump capability, "
    "the starting hits or the sizes it requires)",
    ("mechchess-judge/defense-cards", "mechchess/battle-phase-9"),
)
