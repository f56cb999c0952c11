"""One resolution of a Domination ability (:class:`Ctx`), the turn's running totals (:class:`TurnState`), the
selectors, values and conditions an ability reads, and moving cards between zones (domination/glossary)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.domination.misrulings import PLACING_IS_DEPLOYING
from judge.dsl import domination as d
from judge.misrulings import misruled

if TYPE_CHECKING:
    from judge.domination.engine import CardInfo, Game, Player, Strategy


# --- turn state, contexts ----------------------------------------------------------------------------------------


@dataclass
class TurnState:
    """What the current turn's effects add up to (reset at the start of every turn)."""

    actions: int = 0
    extra_actions: int = 0
    """Actions the Action phase starts with beyond its two (an Allegiance's +Actions)."""
    buys: int = 1
    industry: int = 0
    lostech: int = 0
    bonus: list[int] = field(default_factory=lambda: [0, 0])
    """Per seat: added to the Total Attack Value when attacking, the Total Defense Value when defending."""
    overrun_bonus: int = 0
    force_overrun: bool = False
    zero_overrun: bool = False
    used: set[str] = field(default_factory=set)
    """Once-per-turn abilities used this turn (by ability name: once regardless of copies)."""
    banned: set[int] = field(default_factory=set)
    no_cleanup_draw: bool = False
    extra_turn: int = 0
    """With an extra turn: the most consecutive turns allowed (0: none)."""
    end_of_combat: list[tuple[Ctx, list[d.Effect]]] = field(default_factory=list)


class Ctx:
    """One resolution of an ability: its controller's seat, its card, and what its earlier effects singled out."""

    __slots__ = (
        "aside",
        "cancelled",
        "chosen",
        "damaged",
        "did",
        "discarded",
        "discarded_any",
        "each",
        "event",
        "gained",
        "game",
        "held",
        "instead",
        "me",
        "other",
        "revealed",
        "revealed_seat",
        "scrapped",
        "source",
    )

    def __init__(self, game: Game, seat: int, source: int, event: int | None = None) -> None:
        self.game = game
        self.me = seat
        self.source = source
        self.event = event
        self.did = True
        self.discarded_any = False
        self.revealed: list[int] = []
        self.revealed_seat = seat
        self.other: list[int] = []
        self.held: list[int] = []
        """Cards taken from the top of a deck by a Reveal, not yet moved anywhere."""
        self.aside: list[int] = []
        self.chosen: list[int] = []
        self.gained: list[int] = []
        self.discarded: list[int] = []
        self.scrapped: list[int] = []
        self.damaged: list[int] = []
        self.each: int | None = None
        self.instead: str | None = None
        self.cancelled = False

    def seat(self, who: str) -> int:
        return self.me if who == "you" else 1 - self.me

    def player(self, who: str) -> Player:
        return self.game.players[self.seat(who)]

    def strategy(self, who: str) -> Strategy:
        return self.game.strategy(self.seat(who))


# --- cards, selectors, values, conditions ------------------------------------------------------------------------


def refs(ctx: Ctx, ref: d.Ref) -> list[int]:
    to = ref.to
    if to == "this":
        cards = [ctx.source]
    elif to == "event":
        cards = [ctx.event if ctx.event is not None else ctx.source]
    elif to == "revealed":
        cards = ctx.revealed
    elif to == "other_revealed":
        cards = list(ctx.other)
    elif to == "each":
        cards = [] if ctx.each is None else [ctx.each]
    else:
        cards = getattr(ctx, "aside" if to == "set_aside" else to)
    if ref.filter is not None:
        cards = [c for c in cards if matches(ctx, ctx.game.cards[c], ref.filter)]
    return list(cards)


def within(ctx: Ctx, info: CardInfo, limit: d.CostLimit) -> bool:
    """domination/action-phase-faq-6: "up to" a cost includes LosTech only when the given cost has it."""
    if limit.op == "at_least":
        return info.industry_cost >= limit.industry
    cap, lostech = limit.industry, 0
    if limit.relative_to is not None:
        relative = refs(ctx, limit.relative_to)
        if not relative:
            return False
        base = ctx.game.cards[relative[0]]
        cap += base.industry_cost
        lostech = base.lostech_cost
    return info.industry_cost <= cap and info.lostech_cost <= lostech


def matches(ctx: Ctx, info: CardInfo, selector: d.Selector) -> bool:
    if selector.types and info.types.isdisjoint(selector.types):
        return False
    if selector.name is not None and info.name != selector.name:
        return False
    if selector.cost is not None and not within(ctx, info, selector.cost):
        return False
    return selector.without_ability is None or selector.without_ability not in info.ab.labels


def candidates(ctx: Ctx, cards: Sequence[int], selector: d.Selector) -> list[int]:
    """Positions in ``cards`` of the cards matching the selector (only the dearest with ``highest_cost``)."""
    infos = ctx.game.cards
    found = [i for i, c in enumerate(cards) if matches(ctx, infos[c], selector)]
    if selector.highest_cost and found:
        top = max(infos[cards[i]].industry_cost for i in found)
        found = [i for i in found if infos[cards[i]].industry_cost == top]
    return found


def zone_cards(ctx: Ctx, selector: d.Selector, default: str = "deployment_zone") -> list[int]:
    player = ctx.player(selector.owner or "you")
    return player.hand if (selector.zone or default) == "hand" else player.deployment


def value(ctx: Ctx, v: d.Value) -> int | None:
    if isinstance(v, d.Number):
        return v.value
    if isinstance(v, d.Count):
        return len(candidates(ctx, zone_cards(ctx, v.selector), v.selector))
    if isinstance(v, d.EmptySupplyPiles):
        return ctx.game.empty_piles()
    cards = refs(ctx, v.card)
    if not cards:
        return None
    info = ctx.game.cards[cards[0]]
    return info.industry_cost // v.divided_by if isinstance(v, d.CostOf) else info.attack


def holds(ctx: Ctx, condition: d.Condition) -> bool:
    if isinstance(condition, d.Did):
        return ctx.did != condition.negated
    if isinstance(condition, d.DiscardedAny):
        return ctx.discarded_any
    left, right = value(ctx, condition.left), value(ctx, condition.right)
    if left is None or right is None:
        return False
    op = condition.op
    if op == "lt":
        return left < right
    if op == "le":
        return left <= right
    if op == "eq":
        return left == right
    if op == "ge":
        return left >= right
    return left > right


def amount(ctx: Ctx, count: int | str | d.CostOf, available: int) -> int:
    if isinstance(count, int):
        return count
    if isinstance(count, d.CostOf):
        return value(ctx, count) or 0
    return available


# --- moving cards --------------------------------------------------------------------------------------------------


def top_card(game: Game, player: Player) -> int | None:
    """Takes the top card of the deck, shuffling the discard pile into a new deck first if needed."""
    if not player.deck:
        if not player.discard:
            return None
        player.deck, player.discard = player.discard, []
        game.rng.shuffle(player.deck)
    return player.deck.pop()


def take(ctx: Ctx, seat: int, card: int) -> bool:
    """Takes a card from wherever it is: held by this ability (revealed, set aside), else a zone of ``seat``."""
    if card in ctx.other:
        ctx.other.remove(card)
    if card in ctx.held:
        ctx.held.remove(card)
        return True
    if card in ctx.aside:  # out of its player's set-aside zone too
        ctx.aside.remove(card)
        owner = ctx.game.players[seat]
        for player in (owner, *(p for p in ctx.game.players if p is not owner)):
            if card in player.aside:
                player.aside.remove(card)
                break
        return True
    player = ctx.game.players[seat]
    for zone in (player.hand, player.deployment, player.discard, player.play, player.deck):
        if card in zone:
            zone.remove(card)
            return True
    return False


def put(game: Game, seat: int, card: int, zone: str) -> None:
    player = game.players[seat]
    if zone == "hand":
        player.hand.append(card)
    elif zone == "deck_top":
        player.deck.append(card)
    elif zone == "deployment_zone":
        player.deployment.append(card)  # domination/action-phase-faq-8: placing is not deploying
        if misruled(PLACING_IS_DEPLOYING):
            from judge.domination.hooks import deployed  # the hooks run effects, which move cards with this

            deployed(game, seat, card)
    elif zone == "scrapheap":
        game.scrapheap.append(card)
    elif zone == "supply":
        game.supply[card] = game.supply.get(card, 0) + 1
    else:
        player.discard.append(card)


def protected(game: Game, seat: int, card: int) -> bool:
    """A unit that cannot be damaged now (Gladiator's TOTEM MECH)."""
    statics = game.cards[card].ab.protection
    if not statics:
        return False
    ctx = Ctx(game, seat, card)
    return any(s.condition is None or holds(ctx, s.condition) for s in statics)
