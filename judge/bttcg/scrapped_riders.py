"""A rider on a card chosen in a mission: the card scraps itself if the chosen 'Mech is scrapped (Khan Natasha Kerensky;
DSL ``if_scrapped`` watching "that" card), or else untaps after the mission (``otherwise``). The card's text stays in
effect for the mission (CE rulings: Mission Cards; rulebook p.9: a card's text makes exceptions to the rules); the
chosen card is scrapped during the mission when it is in the Scrapheap once damage has resolved (rulebook p.29-30:
damage resolves all at once, at the end of the battle), and the card then scraps itself, in every outcome
(``interpret_later.apply_later``).

Executed: the card scrapping itself, or untapping itself after the mission; structure damage to the Units that
dealt damage to the chosen card (:mod:`judge.bttcg.scrapped_damage`); the watched card put on top of its player's
Stockpile (Contract with Snord's Irregulars: "If that Unit is scrapped later this mission, put it on top of your
Stockpile": from the Scrapheap, one card more in that Stockpile; the cards that were on it stay in the Scrapheap,
rulebook p.30: they went there with it). Refused, never guessed: other effects; a watched card other than the one
card chosen just before, or one its player does not own (whose Stockpile it goes to is not settled); the watched card
scrapped by an effect before damage resolves (the card would then be scrapped at once, mid-battle: the engine does
not move it then yet). A Stockpile run out as damage resolved has ended the game first (CE General Rulings, Victory
Conditions: ``interpret_later.apply_later`` does nothing after)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg import scrapped_damage
from judge.bttcg.state import CardState, Later, UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:
    from judge.bttcg.interpret_targets import Context

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, r.MISSION_CARD_STAYS_IN_EFFECT, r.RESOLVE_DAMAGE)


def handles(effect: m.IfScrapped) -> bool:
    """ "If that 'Mech is scrapped (during this mission), ...": a rider on the one card chosen before."""
    watched = effect.watched
    return (
        isinstance(watched, m.ThatOne)
        and watched.index is None
        and watched.among is None
        and not watched.plural
        and not effect.during_battle
    )


def _scraps_itself(effect: m.Effect) -> bool:
    return isinstance(effect, m.Scrap) and effect.player == "you" and isinstance(effect.target, m.This)


def _untaps_itself_later(effect: m.Effect) -> bool:
    return (
        isinstance(effect, m.Tap) and effect.untap and effect.delayed == "mission" and isinstance(effect.target, m.This)
    )


def _stockpiles_it(effect: m.Effect) -> bool:
    """ "put it on top of your Stockpile": the watched card, on top of its player's own."""
    return (
        isinstance(effect, m.PutOnStockpile)
        and isinstance(effect.target, m.ThatOne)
        and effect.target.index is None
        and effect.target.among is None
        and not effect.target.plural
        and effect.stockpile == "yours"
        and not effect.bottom
        and not effect.any_order
    )


def problem(effect: m.IfScrapped) -> str | None:
    if scrapped_damage.handles(effect):  # structure damage to the Units that dealt it damage (Pryde's Pride)
        return scrapped_damage.problem(effect)
    if effect.effects and all(map(_stockpiles_it, effect.effects)) and not effect.otherwise:
        return None
    if not effect.effects or not all(map(_scraps_itself, effect.effects)):
        return "a condition on a card scrapped in the mission, other than the card scrapping itself"
    if not all(map(_untaps_itself_later, effect.otherwise)):
        return "a condition on a card scrapped in the mission, otherwise other than untapping this card after it"
    return None


def settle(ctx: Context, effect: m.IfScrapped) -> list[Later]:
    """The rider's things to do after damage resolves, on the card chosen before (``ctx.last``)."""
    pos, source = ctx.pos, ctx.source
    watched = tuple(ctx.last)
    if len(watched) != 1:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not watch a rider on no card or several yet")
    if scrapped_damage.handles(effect):
        return scrapped_damage.settle(ctx, effect, watched)
    if all(map(_stockpiles_it, effect.effects)):
        if pos.owners[watched[0]] != ctx.player:
            raise UnsupportedError(
                f"{pos.name(source)}: {pos.name(watched[0])} is not {ctx.player}'s, and it goes on top of "
                f"{ctx.player}'s own Stockpile: not executed"
            )
        pos.note(
            f"{pos.name(source)}: if {pos.name(watched[0])} is scrapped in this mission, it goes on top of "
            f"{ctx.player}'s Stockpile",
            *RULE_IDS,
        )
        return [Later("stockpile", source, ctx.player, 0, watched, if_scrapped=watched)]
    pos.note(
        f"{pos.name(source)}: if {pos.name(watched[0])} is scrapped in this mission, {pos.name(source)} is scrapped"
        + ("; otherwise it untaps after the mission" if effect.otherwise else ""),
        CARDS_MAKE_EXCEPTIONS,
        r.MISSION_CARD_STAYS_IN_EFFECT,
    )
    found = [Later("scrap", source, ctx.player, 0, (source,), if_scrapped=watched)]
    if effect.otherwise:
        found.append(Later("untap", source, ctx.player, 0, (source,), if_scrapped=watched, unless=True))
    return found


def apply(before: dict[str, CardState], cards: dict[str, CardState], item: Later, stockpiles: dict[str, int]) -> None:
    """One outcome: the card scraps itself (with what is on it) or untaps itself, as the watched card went; or the
    watched card goes from the Scrapheap on top of its player's Stockpile.

    :raises UnsupportedError: when the watched card was scrapped by an effect before damage resolved."""
    assert item.if_scrapped is not None
    if any(before[c].zone == "scrapheap" for c in item.if_scrapped):
        raise UnsupportedError(
            f"the card a rider of {item.source} watches was scrapped before damage resolved: the engine does not "
            "scrap or untap that card at once, mid-battle, yet"
        )
    scrapped = all(cards[c].zone == "scrapheap" for c in item.if_scrapped)
    if scrapped == item.unless:
        return
    if item.what == "damage":
        scrapped_damage.apply(cards, item)
        return
    if item.what == "stockpile":
        for card_id in item.cards:
            cards[card_id] = CardState(zone="stockpile")
            stockpiles[item.player] += 1
        return
    for card_id in item.cards:
        state = cards[card_id]
        if state.zone in ("scrapheap", "hand"):
            continue
        if item.what == "untap":
            state.tapped = state.depleted  # a depleted card stays tapped
            continue
        cards[card_id] = CardState(zone="scrapheap")
        for other, on in cards.items():
            if on.on == card_id and on.zone != "scrapheap":
                cards[other] = CardState(zone="scrapheap")
