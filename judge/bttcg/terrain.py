"""Terrain cards and the regions they enhance.

Rules (rulebook p.12, "Command cards": "Terrain cards are a special type of Enhancement that you play in a region
(such as the one containing your Stockpile) and have an ability which affects attacks in that region"; Glossary:
Terrain: "A Terrain can affect any mission whose target is in the region it enhances"; p.26, Battle: "Terrain cards
in the region containing the target ... can affect the battle"; CE General Rulings, Patrol Region: "If you put a
Terrain card in your Patrol region, you can use its ability if a patrolling Unit is the target of a mission";
Single Combat: "Terrain pertains only to the region in which the target of an attack is placed"):

- a Terrain card is put, as it is activated, in one of its player's four regions (rulebook p.12: Stockpile,
  Construction, Command Post, Patrol): the activation's ``region`` (a choice: missing, a violation in strict mode);
  "scrap all other Terrain cards in that region" scraps that player's other Terrain cards in the same region;
- a Terrain card in play enhances the region the scenario's ``region`` says (an extension of the scenario format);
  where the region matters and the scenario does not say it, the engine refuses, never guesses;
- the target of a mission is in a region of its controller: a Stockpile in the Stockpile region, a card under
  construction in the Construction region, a Command card site in the Command Post, a patrolling Unit in the Patrol
  region, a guarding Unit in the region of the site it guards (rulebook p.12; p.25, Guarding a Site: "A guarding
  Unit is in the same region as the site it's guarding").
"""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg.faces import CardFace
from judge.bttcg.state import Battle, Position, UnsupportedError, is_active
from judge.dsl import models as m

REGION_NAMES = {
    "stockpile": "Stockpile region",
    "construction": "Construction region",
    "command_post": "Command Post",
    "patrol": "Patrol region",
}
"""The four regions of a player (rulebook p.12), as the scenario names them and in words."""

TERRAIN = "rulebook/command-cards-3"
"""Rulebook p.12: Terrain cards are played in a region and affect attacks in that region."""
TERRAIN_GLOSSARY = "rulebook/glossary-index/terrain"
TERRAIN_IN_BATTLE = "rulebook/battle-5"
"""Rulebook p.26: Terrain cards in the region containing the target can affect the battle."""
PATROL_REGION_TERRAIN = "ce-rulings/patrol-region"
REGIONS_RULE = "rulebook/playing-area"
GUARD_REGION = "rulebook/guarding-a-site-3"
CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (TERRAIN, TERRAIN_GLOSSARY, TERRAIN_IN_BATTLE, PATROL_REGION_TERRAIN, REGIONS_RULE, GUARD_REGION)


def is_terrain(face: CardFace) -> bool:
    return face.kind == "command" and face.has_keyword("Terrain")


def spec_problem(face: CardFace, zone: str, region: str | None) -> str | None:
    """Why a card of the scenario cannot have this ``region`` (only a Terrain card in play has one), or ``None``."""
    if region is None:
        return None
    if not is_terrain(face):
        return f"{face.name} is no Terrain card: only a Terrain card is put in a region (rulebook p.12)"
    if zone != "command_post":
        return f"{face.name} is not in play ({zone}): only a Terrain card in play enhances a region"
    return None


def region_of_site(pos: Position, site: str) -> tuple[str, str] | None:
    """The player and region a mission's target is in (rulebook p.12, p.25); ``None`` for a card in none of them
    (an illegal target: the mission's own checks say so)."""
    if site.endswith(".stockpile"):
        return site.removesuffix(".stockpile"), "stockpile"
    state = pos.cards[site]
    owner = pos.owners[site]
    if state.zone == "guard" and state.guarding is not None:
        return region_of_site(pos, state.guarding)  # "in the same region as the site it's guarding" (p.25)
    if state.zone == "construction":
        return owner, "construction"
    if state.zone == "patrol":
        return owner, "patrol"
    if state.zone == "command_post" and state.on is None and not is_terrain(pos.faces[site]):
        return owner, "command_post"
    return None


def enhanced_region(pos: Position, card_id: str) -> tuple[str, str]:
    """The player and region a Terrain card in play enhances.

    :raises UnsupportedError: for a card that is no Terrain card in play, or whose region the scenario does not say.
    """
    face = pos.faces[card_id]
    state = pos.cards[card_id]
    if not is_terrain(face) or not is_active(state):
        raise UnsupportedError(f"{face.name}: 'the region enhanced by this card' of a card that is no Terrain in play")
    if state.region is None:
        raise UnsupportedError(
            f"{face.name}: a Terrain card affects only missions whose target is in the region it enhances, and the "
            "scenario does not say which region that is (give the card a 'region': stockpile, construction, "
            "command_post or patrol)"
        )
    return pos.owners[card_id], state.region


def target_in_region(pos: Position, b: Battle, card_id: str) -> bool:
    """Whether the mission's target is in the region the Terrain card enhances (Glossary: Terrain).

    :raises UnsupportedError: as :func:`enhanced_region`.
    """
    return region_of_site(pos, b.target) == enhanced_region(pos, card_id)


def region_problem(pos: Position, b: Battle, card_id: str) -> tuple[str, tuple[str, ...]] | None:
    """``Use this ability only during a mission whose target is in the region enhanced by this card``: why it does
    not hold in this mission (what it asks, the rules), or ``None`` when it holds.

    :raises UnsupportedError: as :func:`enhanced_region`.
    """
    if target_in_region(pos, b, card_id):
        return None
    owner, region = enhanced_region(pos, card_id)
    where = f"{owner}'s {REGION_NAMES[region]}"
    return (
        f"during a mission whose target is in the region it enhances ({where}), and {pos.name(b.target)} is not there",
        (TERRAIN_GLOSSARY, TERRAIN_IN_BATTLE),
    )


def is_region_timing(condition: m.Condition) -> bool:
    """ "Use this ability only during a mission whose target is in the region enhanced by this card" (and nothing
    else of timing): checked by :func:`region_problem`."""
    return (
        isinstance(condition, m.During)
        and condition.target_in_enhanced_region
        and condition.mission
        and condition.phase is None
        and condition.unless is None
        and not (condition.at_end or condition.not_during_mission or condition.battle)
    )


# --- as a Terrain card is activated ----------------------------------------------------------------------------------


def region_choice_problem(face: CardFace, region: str | None) -> str | None:
    """Why an activation's ``region`` does not fit the card (strict mode: the region is the player's choice, so a
    Terrain card needs one; any other card goes in none), or ``None``."""
    if is_terrain(face) and region is None:
        return f"{face.name} is a Terrain card: it is put in one of its player's regions as it is activated: say which"
    if not is_terrain(face) and region is not None:
        return f"{face.name} is no Terrain card: it is put in no region"
    return None


def plan_put_in_region(pos: Position, card_id: str, region: str | None) -> Callable[[], None]:
    """``put it in one of your regions``: the step putting the card in the region chosen.

    :raises UnsupportedError: without a region (:func:`region_choice_problem` records the violation first).
    """
    name = pos.name(card_id)
    if region is None:
        raise UnsupportedError(f"{name}: 'put it in one of your regions' without the region chosen")

    def step() -> None:
        pos.cards[card_id].region = region
        where = f"{pos.owners[card_id]}'s {REGION_NAMES[region]}"
        pos.note(f"{name} is put in {where}, which it enhances", TERRAIN, TERRAIN_GLOSSARY, REGIONS_RULE)

    return step


def plan_scrap_terrain(
    pos: Position, by: str, source: str, region: str | None, scrap: Callable[[str, str], None]
) -> tuple[Callable[[], None], list[str]]:
    """``scrap all other Terrain cards in that region``: the other Terrain cards ``by`` has in play in the region
    ``source`` is put in, settled now, and the step scrapping them (``scrap(card, source name)``).

    :raises UnsupportedError: without the region, or for another Terrain card in play whose region is not known.
    """
    name = pos.name(source)
    if region is None:
        raise UnsupportedError(f"{name}: 'scrap all other Terrain cards in that region' without the region chosen")
    others: list[str] = []
    for other, state in pos.cards.items():
        if other == source or pos.owners[other] != by or not is_active(state) or not is_terrain(pos.faces[other]):
            continue
        if state.region is None:
            raise UnsupportedError(
                f"{name} scraps the other Terrain cards in its region, and the scenario does not say which region "
                f"{pos.name(other)} is in (give it a 'region')"
            )
        if state.region == region:
            others.append(other)

    def step() -> None:
        scrapped = ", ".join(pos.name(o) for o in others) or "none"
        pos.note(
            f"{name} scraps the other Terrain cards in {by}'s {REGION_NAMES[region]} ({scrapped})",
            CARDS_MAKE_EXCEPTIONS,
            TERRAIN,
        )
        for other in others:
            scrap(other, name)

    return step, others


__all__ = [
    "REGION_NAMES",
    "RULE_IDS",
    "enhanced_region",
    "is_region_timing",
    "is_terrain",
    "plan_put_in_region",
    "plan_scrap_terrain",
    "region_choice_problem",
    "region_of_site",
    "region_problem",
    "spec_problem",
    "target_in_region",
]
