"""A site Enhancement moved to another site: "You may move this card to a different site during your Deploy phase"
(Combat Engineers, Infantry Platoon, Elite Infantry).

- Rulebook p.12 (Command Cards, Enhancement): "Once you've put an Enhancement somewhere, you can't move it around";
  the card's text makes the exception (rulebook p.9). It is the player's to do or not ("you may"): an ability the
  player uses (``use: ability N``, the card's own), during his or her Deploy phase only (its timing is checked as any
  used ability's: ``turn_abilities._timing_holds``), never in a battle.
- Where it goes: the site of ``choose``, a different one from the site it is on, one of the player's own sites
  (rulebook p.12: Enhancements go "on your sites"; p.14, Playing Area: a site is the player's Stockpile, a Command
  card in the Command Post other than an Enhancement or Pilot, or a card under construction). Strict mode: no site
  chosen, a card that is not a site, another player's site or the same site is a violation, never a guess.
- Nothing else changes: the Enhancement keeps its state (tapped or not); what it does for its site it now does for
  the new one (``stats.attachments``, ``redirect_of``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import NoReturn

from judge.bttcg import turn_rules as t
from judge.bttcg.attach import _site_misfit
from judge.bttcg.faces import CardFace, moves_enhancement
from judge.bttcg.state import Position

RULE_IDS = (t.ENHANCEMENT, t.SITES, t.RULES_MAKE_EXCEPTIONS)


def _owner_of(pos: Position, site: str) -> str:
    return site[: -len(".stockpile")] if site.endswith(".stockpile") else pos.owners[site]


def plan_move_enhancement(
    pos: Position,
    by: str,
    source: str,
    chosen: list[str],
    refuse: Callable[[str, str], NoReturn],
) -> Callable[[], None]:
    """The site of ``chosen`` (its first, taken) checked; the step that moves the Enhancement there.

    :raises _RefusedError: through ``refuse``, after recording a violation.
    """
    face: CardFace = pos.faces[source]
    now = pos.cards[source].on
    if now is None:
        refuse(f"{face.name} is not on a site: it has nowhere to move from", t.ENHANCEMENT)
    if not chosen:
        refuse(f"{face.name}: say which site it moves to (choose: a card id or '<player>.stockpile')", t.ENHANCEMENT)
    site = chosen.pop(0)
    if not site.endswith(".stockpile") and site not in pos.cards:
        refuse(f"{face.name}: {site} is not a card of the scenario", t.ENHANCEMENT)
    if site == now:
        refuse(f"{face.name} is on {pos.name(site)} already: it moves to a different site, by its text", t.ENHANCEMENT)
    if _owner_of(pos, site) != by:
        refuse(f"{pos.name(site)} is not {by}'s: {face.name} moves to one of {by}'s sites", t.ENHANCEMENT)
    misfit = _site_misfit(pos, face, site)
    if misfit is not None:
        refuse(misfit, t.SITES)

    def move() -> None:
        pos.cards[source] = replace(pos.cards[source], on=site)
        pos.note(f"{by} moves {face.name} from {pos.name(now or '')} to {pos.name(site)} (its text)", *RULE_IDS)

    return move


__all__ = ["RULE_IDS", "moves_enhancement", "plan_move_enhancement"]
