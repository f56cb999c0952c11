"""Looking at the top cards of a Stockpile in a battle (a Mission card's "Look at the top three cards of your
Stockpile and put them back in any order", an ability used during a mission), and what happens to the cards looked
at right after: put back on top in the order the player chooses, on the bottom, shuffled into that Stockpile, or
restocked (one of them, that card, the remaining ones).

Rules: the Stockpile is "a player's draw pile" (rulebook p.46, Glossary: Stockpile); to restock is "to place a card
on the bottom of your Stockpile" (Glossary: Restock); Mission cards affect the battle and the players' cards
(rulebook p.32). The top cards of a Stockpile are hidden information a scenario does not fix: it counts the
Stockpile (``players.<p>.stockpile``), never its order. Whichever cards are looked at and however they go back, the
Stockpile keeps as many cards and every card of the scenario keeps its zone, so the outcome is the same for every
order and every choice (the trace says so), as during the turn (``stockpile_looks.py``).

In a whole game (issue 19: the Stockpile's real order is known, ``Position.stockpile_order``) the order chosen is a
choice the game does not ask for yet, and the cards a battle draws or scraps leave the Stockpile as it ends
(``stockpile_moves.settle_battle_losses``): any put-back, restock or shuffle there is refused, never guessed; the
look alone changes nothing and runs.

The cards put back are those of the look just before in the same ability (``Context.looked``): "them" without a look
before it is refused (:func:`sequence_problems` in the coverage figures, :func:`run` as it runs)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import turn_rules as t
from judge.bttcg.restock import RESTOCK, restocks_looked
from judge.bttcg.state import UnsupportedError
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module
    from judge.bttcg.interpret_targets import Context

RULE_IDS = (t.STOCKPILE, RESTOCK)


def puts_back(effect: m.Effect) -> bool:
    """ "put them back in any order", "shuffle them into that Stockpile", "put them on the bottom of your Stockpile":
    the cards just looked at (a plural "them", every one of them), back into a Stockpile."""
    if not isinstance(effect, m.PutOnStockpile | m.ShuffleInto):
        return False
    target = effect.target
    return isinstance(target, m.ThatOne) and target.plural and target.index is None and target.among is None


def handles(effect: m.Effect) -> bool:
    """Whether this module executes the effect in a battle: a look at the top of a Stockpile, or what follows it."""
    return isinstance(effect, m.LookAtTop) or puts_back(effect) or restocks_looked(effect)


def problem(effect: m.Effect) -> str | None:
    """Why a battle cannot execute this effect (one :func:`handles` takes) yet, or ``None``."""
    if isinstance(effect, m.LookAtTop):
        if effect.whose not in ("you", "opponent") or effect.count < 1:
            return "looking at the top of a Stockpile of a player chosen, in a battle"
        return None
    if isinstance(effect, m.Restock) and effect.player != "you" and not isinstance(effect.target, m.Remaining):
        return "an opponent restocking a card looked at, in a battle"
    return None


def sequence_problems(effects: list[m.Effect], restocks: bool = True) -> list[str]:
    """The put-backs of "them" and restocks of "that card" not after a look at the top of a Stockpile in the same
    ability (:func:`run` refuses them as it runs: "them" names no card looked at), and the cards of another player's
    Stockpile put into your own. ``restocks=False``: the restocks left to the turn's checks (a card chosen from a
    hand, ``stockpile_looks.sequence_problems``)."""
    found: list[str] = []
    looked: m.LookAtTop | None = None
    for effect in effects:
        inner = effect.effects if isinstance(effect, m.May) else [effect]
        if any(puts_back(e) or (restocks and restocks_looked(e)) for e in inner) and looked is None:
            found.append("putting back or restocking cards not just looked at on top of a Stockpile")
        mine = [e for e in inner if isinstance(e, m.PutOnStockpile | m.ShuffleInto) and e.stockpile == "yours"]
        if looked is not None and looked.whose != "you" and any(puts_back(e) for e in mine):
            found.append("putting cards looked at on top of another player's Stockpile into your own")
        looked = effect if isinstance(effect, m.LookAtTop) else looked
    return found


def run(ctx: Context, effect: m.Effect) -> None:
    """Executes an effect :func:`handles` takes (its :func:`problem` checked before).

    :raises UnsupportedError: for "them" with no look before, a Stockpile with no card to look at, a card put into
        another player's Stockpile, or an order chosen in a whole game.
    """
    pos = ctx.pos
    source = pos.name(ctx.source)
    if isinstance(effect, m.LookAtTop):
        whose = ctx.player if effect.whose == "you" else pos.other(ctx.player)
        if pos.stockpiles[whose] == 0:
            raise UnsupportedError(f"{source}: {whose}'s Stockpile has no card to look at (the game is over)")
        ctx.looked = (whose, min(effect.count, pos.stockpiles[whose]))
        pos.note(
            f"{source}: {ctx.player} looks at the top {ctx.looked[1]} card(s) of {whose}'s Stockpile (hidden: the "
            "scenario does not say which cards they are, and the answer does not depend on it)",
            t.STOCKPILE,
        )
        return
    if ctx.looked is None:
        raise UnsupportedError(f"{source}: 'them' names no cards looked at on top of a Stockpile here")
    whose, count = ctx.looked
    if pos.stockpile_order is not None and (count > 1 or not isinstance(effect, m.PutOnStockpile) or effect.bottom):
        raise UnsupportedError(
            f"{source}: the order {ctx.player} puts {whose}'s Stockpile back in during a battle is a choice a whole "
            "game does not ask for yet"
        )
    if isinstance(effect, m.Restock):
        _restock(ctx, effect, whose, count)
        return
    assert isinstance(effect, m.PutOnStockpile | m.ShuffleInto)
    if effect.stockpile == "yours" and whose != ctx.player:
        raise UnsupportedError(
            f"{source}: {ctx.player} putting cards of {whose}'s Stockpile into {ctx.player}'s own is not executed"
        )
    if isinstance(effect, m.ShuffleInto):
        how = "shuffles them into"
    elif effect.bottom:
        how = "puts them, in the order chosen, on the bottom of"
    else:
        how = "returns them, in the order chosen, on top of"
    pos.note(
        f"{source}: {ctx.player} {how} {whose}'s Stockpile: the {count} card(s) looked at stay in it, still "
        f"{pos.stockpiles[whose]} cards (every card of the scenario keeps its zone, whatever the order)",
        t.STOCKPILE,
    )


def _restock(ctx: Context, effect: m.Restock, whose: str, count: int) -> None:
    """ "restock that card / one of them / the remaining cards": from the top to the bottom of the same Stockpile,
    its owner's own (Glossary: Restock)."""
    pos = ctx.pos
    source = pos.name(ctx.source)
    restocker = ctx.player if effect.player == "you" else pos.other(ctx.player)
    if restocker != whose:
        raise UnsupportedError(
            f"{source}: {restocker} restocking a card of {whose}'s Stockpile (a restock puts a card at the bottom of "
            "its owner's own Stockpile) is not executed"
        )
    if isinstance(effect.target, m.Remaining):
        which = "the remaining card(s) looked at, in the order chosen,"
    else:
        which = "one of them" if isinstance(effect.target, m.ThatOne) and effect.target.among else "that card"
    pos.note(
        f"{source}: {restocker} restocks {which} from the top of the Stockpile to its bottom, still "
        f"{pos.stockpiles[whose]} cards (the scenario does not give the Stockpile's order: every card of it keeps its "
        f"zone whichever card {'is chosen' if count > 1 else 'it is'})",
        RESTOCK,
        t.STOCKPILE,
    )


__all__ = ["RULE_IDS", "handles", "problem", "puts_back", "run", "sequence_problems"]
