"""Cards returned from a player's Scrapheap to his or her hand in a battle: "Put any Mission card from your Scrapheap
into your hand." (Studied Move), "Return a 'Mech card from your Scrapheap to your hand.", "Put two Pilot cards from
your Scrapheap into your hand." The cards are the player's choice, named in the scenario's ``choose`` (one id for
each card; strict mode: a missing one is a violation), each one of the player's own cards in his or her Scrapheap of
the type the card names (rulebook p.9, card types and subtypes: ``refinements.card_is``).

Rulebook p.9: the card's text makes the exception to "Mission cards can only affect attacking Units, blocking Units,
or the target" (p.32). A Mission card played in this battle is not in the Scrapheap yet: it goes there after the
mission (rulebook p.13, Mission Cards: their effects last until the end of that mission), this card included."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg.may import CARDS_MAKE_EXCEPTIONS
from judge.bttcg.state import CardState
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module: its context is imported when run
    from judge.bttcg.interpret_targets import Context

_PLAIN = frozenset({"kind", "quantifier", "noun", "zone", "card_type", "count"})
"""The words of the selector executed here ("a", "any", "two"; "Mission", "'Mech", "Pilot"; "from your Scrapheap")."""


def handles(effect: m.Effect) -> bool:
    """A card of a Scrapheap returned to its owner's hand (a Mission card, a Pilot card, any card the text names)."""
    target = getattr(effect, "target", None)
    return isinstance(effect, m.ReturnToHand) and isinstance(target, m.Selector) and target.zone == "scrapheap"


def problem(effect: m.ReturnToHand) -> str | None:
    """Why the engine does not execute this return in a battle yet (``None``: it does)."""
    target = effect.target
    assert isinstance(target, m.Selector)
    plain = set(target.model_dump(exclude_defaults=True)) <= _PLAIN and not effect.delayed
    chosen = target.quantifier in ("a", "one", "any") or (target.quantifier == "each" and target.count)
    if not plain or target.noun != "card" or not chosen:
        return "returning to hand cards of the Scrapheap other than chosen cards of your own of a type"
    return None


def _kind(target: m.Selector) -> str:
    what = "card" if target.card_type is None else f"{target.card_type.replace('Mech', chr(39) + 'Mech')} card"
    return f"{target.count} {what}s" if target.count else f"a {what}"


def run(ctx: Context, effect: m.ReturnToHand) -> None:
    """Each card chosen in ``choose`` goes from the player's Scrapheap to his or her hand."""
    from judge.bttcg.refinements import card_is

    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    target = effect.target
    assert isinstance(target, m.Selector)
    kind = _kind(target)
    wanted = target.count or 1
    if len(ctx.choose) < wanted:
        ctx.violate(f"{source}: choose {kind} of your Scrapheap (missing in 'choose')", r.MISSION_CARDS_AFFECT)
        return
    picks = [ctx.choose.pop(0) for _ in range(wanted)]
    if len(set(picks)) != len(picks):
        ctx.violate(f"{source}: {kind} means different cards, not one card twice", r.MISSION_CARDS_AFFECT)
        return
    for pick in picks:
        state = pos.cards.get(pick)
        fits = (
            state is not None
            and state.zone == "scrapheap"
            and pick not in battle.played
            and pos.owners[pick] == ctx.player
            and (target.card_type is None or card_is(pos.faces[pick], target.card_type))
        )
        if not fits:
            name = pos.name(pick) if pick in pos.faces else pick
            ctx.violate(
                f"{source}: {name} is not {_kind(target.model_copy(update={'count': None}))} in {ctx.player}'s "
                "Scrapheap",
                r.MISSION_CARDS_AFFECT,
            )
            return
    for pick in picks:
        pos.cards[pick] = CardState(zone="hand")
        pos.note(f"{source}: {pos.name(pick)} goes from {ctx.player}'s Scrapheap to their hand", CARDS_MAKE_EXCEPTIONS)
    ctx.last = picks
