"""What the cards in play do when a card is scrapped during the turn, outside a battle (DSL trigger ``scrapped``):
"Whenever a 'Mech you control is scrapped, put a salvage counter on Salvage Yard", "Whenever any opposing Unit is
scrapped, put a verse counter on this card" (The Remembrance). A card's text makes an exception to the rules
(rulebook p.9): such an ability happens whenever another card's effect scraps a card it watches (damage dealt
during the turn, a card scrapped by an ability), right after the card goes to the Scrapheap (rulebook p.14; Glossary,
Scrap).

Executed: counters put on the watching card itself. A card under construction is a site, not a Unit or a specific
Command card (CE rulings: Construction Region), so "a 'Mech you control" does not watch it; "you control": the
watching card's owner, who controls it. Refused out loud, never dropped: any other such ability that fires, one whose
watched cards the engine cannot read, a replacement ("... instead"), and a Pilot's ability when the 'Mech it pilots is
scrapped (``piloted_scrapped``). Abilities watching cards scrapped from a Stockpile do not fire for a card scrapped
from play."""

from __future__ import annotations

from judge.bttcg import turn_rules as t
from judge.bttcg.counters import COUNTER, count, counter_name, put
from judge.bttcg.refusals import unsupported
from judge.bttcg.state import Position, is_active
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, t.UNDER_CONSTRUCTION_NOT_A_UNIT)
_READ = frozenset({"kind", "quantifier", "noun", "owner"})


def scrapped_problem(ability: m.Triggered) -> str | None:
    """Why the turn cannot do this ``scrapped`` ability yet, or ``None`` when it can."""
    if ability.conditions or ability.instead:
        return "abilities when a card is scrapped, with conditions or instead of the scrapping"
    watched = ability.watched
    if not isinstance(watched, m.Selector):
        return "abilities when a card is scrapped, of cards not said by a selector"
    if watched.zone is None and set(watched.model_dump(exclude_defaults=True)) - _READ:
        return "abilities when a card is scrapped, of cards the engine cannot read"
    if watched.zone is not None:
        return "abilities when a card is scrapped from a Stockpile"
    for effect in ability.effects:
        plain = isinstance(effect, m.AddCounters) and effect.stat is None and effect.counter != "damage"
        if not plain or not isinstance(getattr(effect, "target", None), m.This):
            return "abilities when a card is scrapped other than counters on their own card"
    return None


def _watches(pos: Position, watcher: str, watched: m.Target | None, card_id: str, was_building: bool) -> bool | None:
    """Whether the ability of ``watcher`` watches ``card_id`` scrapped from play (``None``: cannot say)."""
    if not isinstance(watched, m.Selector):
        return None
    if watched.zone is not None:
        return False  # cards scrapped from a Stockpile
    if set(watched.model_dump(exclude_defaults=True)) - _READ:
        return None
    face = pos.faces[card_id]
    nouns = {
        "card": True,
        "unit": face.kind == "unit" and not was_building,
        "mech": face.kind == "unit" and face.unit_type == "mech" and not was_building,
        "vehicle": face.kind == "unit" and face.unit_type == "vehicle" and not was_building,
        "command_card": face.kind == "command" and not was_building,
    }
    if watched.noun not in nouns:
        return None
    mine = pos.owners[card_id] == pos.owners[watcher]
    owner = {"you": mine, "opponent": not mine, "any": True}[watched.owner]
    return nouns[watched.noun] and owner


def before_scrap(pos: Position, card_id: str) -> None:
    """:raises UnsupportedError: for a Pilot or card on ``card_id`` with an ability when the card it is on is
    scrapped ("If 'Mech piloted by this card is scrapped, ..."), or for the card's own ability when it is scrapped
    ("When this card is scrapped, draw a card": a battle's, own_scrapped.py): not executed during the turn yet."""
    for ability in pos.faces[card_id].abilities:
        if isinstance(ability, m.Triggered) and ability.trigger == "scrapped" and isinstance(ability.watched, m.This):
            raise unsupported(
                pos.faces[card_id].name, ability, "a card's own ability when it is scrapped, during the turn"
            )
    for other, state in pos.cards.items():
        if state.on != card_id or not is_active(state):
            continue
        face = pos.faces[other]
        for ability in face.abilities:
            if isinstance(ability, m.Triggered) and ability.trigger == "piloted_scrapped":
                raise unsupported(face.name, ability, "a Pilot's ability when its Unit is scrapped, during the turn")


def after_scrap(pos: Position, card_id: str, was_building: bool) -> None:
    """The ``scrapped`` abilities of the active cards in play that watch ``card_id``, just scrapped from play.

    :raises UnsupportedError: for such an ability that fires and :func:`scrapped_problem` names, or whose watched
        cards the engine cannot read.
    """
    for watcher, state in pos.cards.items():
        if watcher == card_id or not is_active(state):
            continue
        face = pos.faces[watcher]
        for ability in face.abilities:
            if not isinstance(ability, m.Triggered) or ability.trigger != "scrapped":
                continue
            fires = _watches(pos, watcher, ability.watched, card_id, was_building)
            if fires is False:
                continue
            problem = scrapped_problem(ability) if fires else "abilities when a card is scrapped, of cards unread"
            if problem is not None:
                raise unsupported(face.name, ability, f"{problem} ({pos.name(card_id)} is scrapped)")
            for effect in ability.effects:
                assert isinstance(effect, m.AddCounters)  # scrapped_problem says so
                kind = counter_name(effect.counter, effect.stat, effect.stat_amount)
                put(state, kind, effect.count)
                pos.note(
                    f"{pos.name(card_id)} is scrapped: {face.name} gets {effect.count} {kind} counter(s) "
                    f"(now {count(state, kind)})",
                    CARDS_MAKE_EXCEPTIONS,
                    COUNTER,
                    *([t.UNDER_CONSTRUCTION_NOT_A_UNIT] if was_building else []),
                )


__all__ = ["RULE_IDS", "after_scrap", "before_scrap", "scrapped_problem"]
