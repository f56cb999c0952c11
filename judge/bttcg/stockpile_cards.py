"""Every change of a Stockpile, in one place: the count the scenarios know (``Position.stockpiles``) and, in a whole
game where every card exists (``Position.stockpile_order``, issue 19), the real cards in order, top first.

A scenario gives no Stockpile order (``stockpile_order`` is ``None``): only the count changes, as it always did, and
the answers stay what they were. In a game the card moves with the count: drawn into the hand, scrapped from the top
to the Scrapheap (rulebook p.29-30: "scrap that many cards from it"), restocked at the bottom (rulebook p.33), put on
top. Rulebook p.10 (the Stockpile is the draw pile; the top card is drawn), glossary: Stockpile, Scrapheap."""

from __future__ import annotations

from judge.bttcg.state import Position, UnsupportedError


def ordered(pos: Position, player: str) -> list[str] | None:
    """The player's Stockpile in order, top first, or ``None`` (a scenario: the count only)."""
    return None if pos.stockpile_order is None else pos.stockpile_order[player]


def draw(pos: Position, player: str, count: int) -> list[str]:
    """Up to ``count`` cards drawn from the top of the Stockpile into the hand, one at a time (rulebook p.18); the
    cards drawn (none known in a scenario), the count lowered by as many as there were."""
    drawn = min(count, pos.stockpiles[player])
    pos.stockpiles[player] -= drawn
    return _off_top(pos, player, drawn, "hand")


def scrap_top(pos: Position, player: str, count: int) -> list[str]:
    """Up to ``count`` cards scrapped from the top of the Stockpile to the Scrapheap (damage to the Stockpile, a cost:
    rulebook p.29-30); the cards scrapped (none known in a scenario)."""
    scrapped = min(count, pos.stockpiles[player])
    pos.stockpiles[player] -= scrapped
    return _off_top(pos, player, scrapped, "scrapheap")


def to_bottom(pos: Position, player: str, card_id: str) -> None:
    """A card put at the bottom of its owner's Stockpile (restocking: rulebook p.33)."""
    pos.cards[card_id].zone = "stockpile"
    pos.stockpiles[player] += 1
    order = ordered(pos, player)
    if order is not None:
        order.append(card_id)


def to_top(pos: Position, player: str, card_id: str) -> None:
    """A card put on top of its owner's Stockpile."""
    pos.cards[card_id].zone = "stockpile"
    pos.stockpiles[player] += 1
    order = ordered(pos, player)
    if order is not None:
        order.insert(0, card_id)


def take(pos: Position, player: str, card_id: str, zone: str) -> None:
    """A card found in its owner's Stockpile ("search your Stockpile for ...") goes to ``zone``."""
    pos.stockpiles[player] -= 1
    pos.cards[card_id].zone = zone
    order = ordered(pos, player)
    if order is not None and card_id in order:
        order.remove(card_id)


def shuffle(pos: Position, player: str) -> None:
    """The player's Stockpile is shuffled: in a game, its order with the game's random generator; in a scenario
    nothing changes (no order is known)."""
    order = ordered(pos, player)
    if order is not None and pos.shuffler is not None:
        pos.shuffler.shuffle(order)


def consistent(pos: Position) -> str | None:
    """Why the ordered Stockpiles disagree with the counts or the cards' zones, or ``None`` (always ``None`` in a
    scenario)."""
    if pos.stockpile_order is None:
        return None
    cards, in_stockpiles = pos.cards, 0
    for player, order in pos.stockpile_order.items():
        if len(order) != pos.stockpiles[player]:
            return f"{player}'s Stockpile counts {pos.stockpiles[player]} cards but holds {len(order)}"
        for c in order:  # a loop, not any(): asked after every action of a whole game
            if cards[c].zone != "stockpile":
                return f"a card of {player}'s Stockpile is in another zone"
        in_stockpiles += len(order)
    if [s.zone for s in cards.values()].count("stockpile") != in_stockpiles:
        return "a card is in a Stockpile zone but in no Stockpile"
    return None


def _off_top(pos: Position, player: str, count: int, zone: str) -> list[str]:
    order = ordered(pos, player)
    if order is None or count == 0:
        return []
    moved, order[:count] = order[:count], []
    for card_id in moved:
        state = pos.cards[card_id]
        state.zone = zone
    return moved


def settle_counts(pos: Position, counts: dict[str, int], drawn: dict[str, int] | None = None) -> None:
    """Damage resolved (judge/bttcg/damage.py gives the new counts and card states): in a game the cards scrapped by
    damage to a Stockpile come off its top (rulebook p.29-30), then the cards drawn after damage resolved
    (``drawn``, by player: "draw a card after mission") come off the top into the hand, one at a time (rulebook
    p.18: the top card is drawn). Without an order the counts are set.

    :raises UnsupportedError: in a game, for cards put into a Stockpile as damage resolves (on top or at the bottom:
        the resolver counts them only) or a Stockpile that grew.
    """
    if pos.stockpile_order is None:
        pos.stockpiles.update(counts)
        return
    for player, order in pos.stockpile_order.items():
        known = set(order)
        if any(s.zone == "stockpile" and pos.owners[c] == player and c not in known for c, s in pos.cards.items()):
            raise UnsupportedError(
                f"cards put into {player}'s Stockpile as damage resolves: the game does not know where in it yet"
            )
        taken = (drawn or {}).get(player, 0)
        excess = len(order) - counts[player] - taken
        if excess < 0:
            raise UnsupportedError(f"{player}'s Stockpile gained cards the game cannot place in order")
        scrap_top(pos, player, excess)
        draw(pos, player, taken)


__all__ = ["consistent", "draw", "ordered", "scrap_top", "settle_counts", "shuffle", "take", "to_bottom", "to_top"]
