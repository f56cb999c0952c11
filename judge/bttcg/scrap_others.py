"""``Activating Crusader Faction scraps all other Factions you control`` (the Faction cards' own rule: rulebook p.9,
cards make exceptions to the rules): as the card is activated, every other Faction card its player controls in play
goes to the Scrapheap (rulebook p.33, Glossary: Scrap), with what is on it. Terrain cards' "put it in one of your
regions and scrap all other Terrain cards in that region" is judge/bttcg/terrain.py's (the region chosen)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS,)


def plan_scrap_others(
    pos: Position, by: str, source: str, effect: m.ScrapOthers, scrap: Callable[[str, str], None]
) -> tuple[Callable[[], None], list[str]]:
    """The other Factions of ``by`` in play, settled now, and the step scrapping them (``scrap(card, source name)``).

    :raises UnsupportedError: for other cards than Factions (Terrain: terrain.plan_scrap_terrain).
    """
    name = pos.name(source)
    if effect.scope != "yours" or effect.subtype != "Faction":
        raise UnsupportedError(
            f"{name}: the engine does not execute scrapping the other {effect.subtype} cards here yet (a Terrain "
            "card's, as it is activated: terrain.plan_scrap_terrain)"
        )
    others = [
        c
        for c, state in pos.cards.items()
        if c != source and pos.owners[c] == by and is_active(state) and pos.faces[c].has_keyword(effect.subtype)
    ]

    def step() -> None:
        scrapped = ", ".join(pos.name(o) for o in others) or "none"
        pos.note(f"{name} is activated: it scraps the other Factions {by} controls ({scrapped})", CARDS_MAKE_EXCEPTIONS)
        for other in others:
            scrap(other, name)

    return step, others


__all__ = ["RULE_IDS", "plan_scrap_others"]
