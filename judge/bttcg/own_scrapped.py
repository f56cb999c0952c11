"""What a card does when it is itself scrapped in a battle ("When Bramble is scrapped, draw two cards.", "When this
card is scrapped, your opponent draws a card."): DSL trigger ``scrapped`` watching the card itself (``This``).

Rules: a card's text makes an exception to the rules (rulebook p.9); damage resolves all at once, at the end of the
battle, and the cards it scraps go to the Scrapheap then (rulebook p.29-30; Glossary, Scrap); a card scrapped by an
effect during the battle is in the Scrapheap once it is over as well. A card scrapped in the battle is one in play as
the battle began (``Battle.in_play_at_start``) and in its owner's Scrapheap once it is over, whatever scrapped it (a
card "restocked instead" was never scrapped: checked after ``instead_of_scrapheap``). Each player draws from his or
her own Stockpile (rulebook, Object of the Game), one card fewer for each; the draws are counted as damage resolves
(the number of cards left is the same whichever moment of the battle they are drawn in).

Executed: draws by the card's controller ("you": the player who controlled it as it was scrapped) or by the opponent.
Refused out loud (``stats.check_supported``, ``refusals.refuse_battle_triggers``; during the turn
``turn_scrapped.before_scrap``): any other effect ("you may return it to your hand", "your opponent scraps a card from
his or her hand"), conditions, a replacement ("instead")."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, CardState, Position
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, r.VICTORY)


def is_own(ability: m.Ability) -> bool:
    """ "When this card is scrapped, ...": the card's own ability when it is scrapped."""
    return isinstance(ability, m.Triggered) and ability.trigger == "scrapped" and isinstance(ability.watched, m.This)


def _draws(effect: m.Effect) -> bool:
    return isinstance(effect, m.Draw) and effect.count_of is None and effect.delayed is None


def supported(ability: m.Ability) -> bool:
    """Whether a battle executes this ability as its card is scrapped in it."""
    if not is_own(ability):
        return False
    assert isinstance(ability, m.Triggered)
    return (
        not ability.conditions and not ability.instead and bool(ability.effects) and all(map(_draws, ability.effects))
    )


def after_damage(
    pos: Position,
    battle: Battle,
    final: dict[str, CardState],
    stockpiles: dict[str, int],
    drawn: dict[str, int] | None = None,
) -> list[str]:
    """The draws of the cards scrapped in this outcome of the battle (``final``), taken off ``stockpiles`` (and
    counted in ``drawn``: the cards a whole game moves into the hand); what happened, in words, for the trace."""
    said: list[str] = []
    for card_id in sorted(battle.in_play_at_start):
        if final[card_id].zone != "scrapheap":
            continue
        face = pos.faces[card_id]
        controller = pos.owners[card_id]
        for ability in face.abilities:
            if not supported(ability):
                continue
            assert isinstance(ability, m.Triggered)
            for effect in ability.effects:
                assert isinstance(effect, m.Draw)
                who = controller if effect.player == "you" else pos.other(controller)
                taken = min(effect.count, stockpiles[who])
                stockpiles[who] -= taken
                if drawn is not None:
                    drawn[who] = drawn.get(who, 0) + taken
                said.append(f"{face.name} is scrapped: {who} draws {effect.count} (one card fewer in the Stockpile)")
    return said
