"""What a card does when its controller attacks: "Scrap Warden Faction if you attack." (``you_attack``), fired as the
mission is declared (rulebook p.24, Sending Units on a Mission: declaring the attack), before anything of the battle;
the card's text makes the exception (rulebook p.9). Only a card scrapping itself is executed here (:func:`executed`);
any other such ability stays refused (``refusals.refuse_battle_triggers``, ``stats.check_bystanders``). The
defender's cards do not fire: their controller does not attack."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.scenario import MissionSpec
from judge.bttcg.state import CardState, Position
from judge.dsl import models as m

_IN_PLAY = ("patrol", "guard", "construction", "command_post")


def executed(ability: m.Ability) -> bool:
    """ "Scrap this card if you attack.": a ``you_attack`` trigger, without conditions, whose effects scrap the card
    itself."""
    return (
        isinstance(ability, m.Triggered)
        and ability.trigger == "you_attack"
        and not ability.conditions
        and ability.watched is None
        and bool(ability.effects)
        and all(isinstance(e, m.Scrap) and e.player == "you" and isinstance(e.target, m.This) for e in ability.effects)
    )


def fire(pos: Position, spec: MissionSpec) -> None:
    """The attacker's cards in play that are scrapped because he or she attacks (with the cards on them)."""
    for card_id, state in list(pos.cards.items()):
        if pos.owners[card_id] != spec.attacker or state.zone not in _IN_PLAY or state.on is not None:
            continue
        if state.zone == "construction" and not state.activated:
            continue  # under construction: a site, its text not in play yet
        if any(executed(a) for a in pos.faces[card_id].abilities):
            pos.cards[card_id] = CardState(zone="scrapheap")
            for other, on_it in list(pos.cards.items()):
                if on_it.on == card_id and on_it.zone != "scrapheap":
                    pos.cards[other] = CardState(zone="scrapheap")
            pos.note(
                f"{pos.name(card_id)} is scrapped: {spec.attacker} attacks (its text)",
                t.RULES_MAKE_EXCEPTIONS,
                r.MISSION,
            )
