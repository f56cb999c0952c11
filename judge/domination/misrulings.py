"""The Battletech: Domination misrulings (:mod:`judge.misrulings`): mistakes players make with the rules of seed
001 (most of them answered by its FAQ or stressed by a "NOTE"), each a switch the engine
(:mod:`judge.domination.engine`, :mod:`judge.domination.effects`, :mod:`judge.domination.scenario`) tests at the
one place the rule lives. Off unless the quiz turns one on with :func:`judge.misrulings.applying`.
"""

from __future__ import annotations

from judge.misrulings import declare

GAME = "domination"

OVERRUN_UNCAPPED = declare(
    "domination/overrun-uncapped",
    GAME,
    "Overrun not capped at three",
    "makes the defender scrap as many cards as the whole Overrun Value, instead of at most three per turn",
    ("domination/combat-phase/step-c", "domination/combat-phase-10"),
)

DAMAGE_ONLY_WHEN_OVERRUN = declare(
    "domination/damage-only-when-overrun",
    GAME,
    "A unit damaged only when the defender is Overrun",
    "lets the defender damage no unit when he is not Overrun, instead of damaging one whenever the Total Attack "
    "Value is above zero",
    ("domination/combat-phase/step-d", "domination/combat-phase-11", "domination/combat-phase-faq"),
)

ONCE_PER_TURN_PER_COPY = declare(
    "domination/once-per-turn-per-copy",
    GAME,
    "A once-per-turn ability used once per copy",
    'uses a "once per turn" ability once for each copy of the unit in the deployment zone, instead of once per '
    "turn regardless of copies",
    ("domination/combat-phase-faq-3",),
)

PLACING_IS_DEPLOYING = declare(
    "domination/placing-is-deploying",
    GAME,
    "A unit placed in the deployment zone treated as deployed",
    'resolves the "when you deploy this unit" abilities of a unit a card places or puts in the deployment zone, '
    "as if it had been deployed",
    ("domination/action-phase-faq-8", "domination/glossary/deploy"),
)

BASE_PILES_NOT_COUNTED = declare(
    "domination/base-piles-not-counted-for-the-end",
    GAME,
    "Empty base piles not counted for the end of the game",
    "counts only the Unit and Support piles towards the four empty Supply piles that end the game, leaving out "
    "the empty base piles (Basic, Munitions and Advanced Factory, Infantry Platoon)",
    ("domination/end-of-game/condition-b", "domination/end-of-game-faq"),
)

DEPLOYED_UNITS_SCORED = declare(
    "domination/deployed-units-scored",
    GAME,
    "Deployed units counted in the Deck",
    "counts the units in the deployment zone as part of the player's Deck at the end of the game, instead of only "
    "the draw deck, hand and discard pile (deployed units only break a tie)",
    ("domination/end-of-game-2", "domination/end-of-game-faq-2"),
)
