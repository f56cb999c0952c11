"""The interpreter of Domination card abilities (the DSL of :mod:`judge.dsl.domination`) for the engine
(:mod:`judge.domination.engine`).

Each card's text is parsed ONCE (:func:`card_abilities`, cached per card) into an :class:`Abilities` index the hot
loop reads (its Support resolution, its deploy / start-of-combat / overrun / damaged triggers, its statics...).
Every decision an ability asks for goes to the deciding player's :class:`~judge.domination.engine.Strategy`.

Executed node kinds
    Abilities: ``resolution`` (Support cards in the Action phase; Resource cards' Plus through their yield and
    ``buy_ban`` in the Buy phase), ``triggered`` (triggers ``you_deploy_this``, ``start_of_combat`` with ``whose``,
    ``you_overrun``, ``this_damaged``, ``opponent_deploys``), ``static`` (Attack/Defense ``plus`` with ``per``
    counts and conditions; ``cannot_be_damaged``), ``replacement`` (``this_damaged`` and ``you_buy_this``),
    ``activated`` (once per turn per ability name, at the end of the Action phase), ``deploy_restriction``,
    ``reaction`` (``opponent_plays``, ``during_combat``, ``unit_damaged``).
    Effects: ``plus`` (all resources, both players, ``per``), ``combat_bonus``, ``draw_until``, ``discard``,
    ``discard_hand``, ``damage`` (pick or ref, ``chooser``, ``all``, ``cost_of`` counts, ``additional``),
    ``scrap``, ``gain`` (Supply or Scrapheap, random, every destination), ``gain_copy``, ``reveal`` (deck top,
    hand, deck until; then discard), ``choose_cards``, ``move`` (every zone, ``or_reveal_hand``), ``instead``,
    ``set_aside``, ``choose_one``, ``may``, ``if``, ``by_type``, ``for_each_revealed``, ``delayed`` (end of your
    Combat phase, start of your next turn), ``lasting`` (triggers ``unit_damaged`` and ``you_buy_or_gain``),
    ``extra_turn``, ``no_cleanup_draw``, ``buy_ban``, ``cancel``, ``zero_overrun``, ``force_overrun``,
    ``overrun_bonus``. Conditions: ``did`` (and negated), ``discarded_any``, ``compare`` of ``count``,
    ``cost_of``, ``attack_of``, ``empty_supply_piles``, ``number``. Selectors: types, name, cost limits (the FAQ's
    LosTech rule), ``without_ability``, ``highest_cost``, owner and zone.

Not executed yet (skipped without crashing, counted in ``Game.skipped`` by kind)
    ``triggered`` abilities with any other trigger (``you_buy_this``, ``during_combat``, ``unit_damaged``,
    ``opponent_plays``, ``you_buy_or_gain``: no card of the list has one), ``lasting`` with a trigger other than
    ``unit_damaged``/``you_buy_or_gain``, ``reaction`` with ``you_deploy_this``/``this_damaged``/
    ``start_of_combat``/``you_overrun``/``you_buy_this``/``opponent_deploys``/``you_buy_or_gain`` (none printed),
    an Allegiance card's abilities other than its "+N ..." bonuses and its Static, start-of-combat, Overrun and
    activated abilities (``allegiance:<kind>``; the seed lists no Allegiance card). Such abilities are listed in
    :attr:`Abilities.unhandled` and counted in ``Game.skipped`` when their card is in the Supply (or offered, for an
    Allegiance); any effect kind missing from :data:`HANDLERS` is skipped and counted when met. Every effect kind of
    the DSL has a handler (tested), and no card of the list has an unhandled ability.

Simplifications: a card set aside (Hidden Base) is out of the deck until the start of its owner's next turn (not
scored if the game ends first); Activated abilities are offered once, at the end of the Action phase; several
Reactions to one damaged unit are offered to the unit's owner first; copies of a card are interchangeable (a
unit's "this" is any copy of it in the zone).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from judge.cards.models import DominationCard
from judge.domination.misrulings import ONCE_PER_TURN_PER_COPY, PLACING_IS_DEPLOYING
from judge.domination.text import parse_domination_text
from judge.dsl import domination as d
from judge.dsl.core import Node
from judge.misrulings import misruled

if TYPE_CHECKING:
    from judge.domination.engine import CardInfo, Game, Player, Strategy

TYPES = {
    "Unit - Mech": frozenset({"unit", "mech"}),
    "Unit - Vehicle": frozenset({"unit", "vehicle"}),
    "Unit - Infantry": frozenset({"unit", "infantry"}),
    "Support": frozenset({"support"}),
    "Support - Attack": frozenset({"support"}),  # domination/set-up-faq-3: a subset of Support
    "Reaction": frozenset({"reaction"}),
    "Resource": frozenset({"resource"}),
    "Allegiance": frozenset({"allegiance"}),
}
REACTION_TRIGGERS = (d.OpponentPlays, d.DuringCombat, d.UnitDamaged)
LASTING_TRIGGERS = (d.UnitDamaged, d.YouBuyOrGain)


@dataclass(frozen=True)
class Abilities:
    """A card's parsed abilities, sorted by when the engine needs them."""

    labels: frozenset[str] = frozenset()
    resolution: tuple[d.Effect, ...] = ()
    on_deploy: tuple[d.Triggered, ...] = ()
    on_opponent_deploys: tuple[d.Triggered, ...] = ()
    start_of_combat: tuple[d.Triggered, ...] = ()
    """Used at the start of your Combat phase (``whose`` ``you`` or ``either``)."""
    start_of_defense: tuple[d.Triggered, ...] = ()
    """Used at the start of your opponent's Combat phase (``whose`` ``opponent`` or ``either``)."""
    on_overrun: tuple[d.Triggered, ...] = ()
    on_damaged: tuple[d.Triggered, ...] = ()
    statics: tuple[d.Static, ...] = ()
    protection: tuple[d.Static, ...] = ()
    activated: tuple[d.Activated, ...] = ()
    reactions: tuple[d.Reaction, ...] = ()
    damage_replacement: d.Replacement | None = None
    buy_replacement: d.Replacement | None = None
    deploy_restrictions: tuple[d.DeployRestriction, ...] = ()
    gives_actions: int = 0
    buy_ban: bool = False
    damages_itself: bool = False
    """A start-of-combat ability that may damage this unit (EXPENDABLE, OVERHEAT): used after the others."""
    bonuses: tuple[d.Plus, ...] = ()
    """An Allegiance card's "+N ..." lines: its bonus in each turn for the rest of the game (:func:`start_turn`)."""
    unhandled: tuple[str, ...] = ()
    """Abilities the engine does not execute (``kind`` or ``kind:trigger``)."""


@cache
def card_abilities(card: DominationCard) -> Abilities:
    """Parses the card's text once and indexes its abilities (the abilities that parse; every card of the list
    parses in full: tested in tests/test_domination_text.py)."""
    abilities = parse_domination_text(card.text, card.name).abilities if card.text else []
    slots: dict[str, list[Any]] = {}
    found: dict[str, Any] = {}
    unhandled: list[str] = []

    def add(slot: str, item: Any) -> None:
        slots.setdefault(slot, []).append(item)

    triggered_slots = {
        d.YouDeployThis: "on_deploy",
        d.OpponentDeploys: "on_opponent_deploys",
        d.StartOfCombat: "start_of_combat",
        d.YouOverrun: "on_overrun",
        d.ThisDamaged: "on_damaged",
    }
    for ability in abilities:
        if isinstance(ability, d.Resolution):
            add("resolution", ability)
        elif isinstance(ability, d.Triggered):
            slot = triggered_slots.get(type(ability.trigger))
            if slot is None:
                unhandled.append(f"triggered:{ability.trigger.kind}")
            else:
                add(slot, ability)
        elif isinstance(ability, d.Static):
            if any(isinstance(e, d.CannotBeDamaged) for e in ability.effects):
                add("protection", ability)
            if any(isinstance(e, d.Plus) for e in ability.effects):
                add("statics", ability)
        elif isinstance(ability, d.Replacement):
            found["buy_replacement" if isinstance(ability.event, d.YouBuyThis) else "damage_replacement"] = ability
        elif isinstance(ability, d.Activated):
            add("activated", ability)
        elif isinstance(ability, d.DeployRestriction):
            add("deploy_restrictions", ability)
        elif isinstance(ability, d.Reaction):
            if isinstance(ability.when, REACTION_TRIGGERS):
                add("reactions", ability)
            else:
                unhandled.append(f"reaction:{ability.when.kind}")
    resolution: tuple[d.Effect, ...] = tuple(e for r in slots.pop("resolution", []) for e in r.effects)
    bonuses: tuple[d.Plus, ...] = ()
    if card.card_type == "Allegiance":
        resolution, bonuses, unhandled = _allegiance_abilities(resolution, slots, found, unhandled)
    gives_actions = sum(
        e.amount for e in resolution if isinstance(e, d.Plus) and e.resource == "actions" and e.player == "you"
    )
    return Abilities(
        labels=frozenset(a.name for a in abilities if a.name),
        resolution=resolution,
        gives_actions=gives_actions,
        buy_ban=any(isinstance(e, d.BuyBan) for e in resolution),
        damages_itself=any(
            isinstance(e, d.May) and isinstance(e.effect, d.Damage) and isinstance(e.effect.target, d.Ref)
            for t in slots.get("start_of_combat", ())
            for e in t.effects
        ),
        unhandled=tuple(unhandled),
        bonuses=bonuses,
        on_deploy=tuple(slots.get("on_deploy", ())),
        on_opponent_deploys=tuple(slots.get("on_opponent_deploys", ())),
        start_of_combat=tuple(t for t in slots.get("start_of_combat", ()) if t.trigger.whose != "opponent"),
        start_of_defense=tuple(t for t in slots.get("start_of_combat", ()) if t.trigger.whose != "you"),
        on_overrun=tuple(slots.get("on_overrun", ())),
        on_damaged=tuple(slots.get("on_damaged", ())),
        statics=tuple(slots.get("statics", ())),
        protection=tuple(slots.get("protection", ())),
        activated=tuple(slots.get("activated", ())),
        reactions=tuple(slots.get("reactions", ())),
        deploy_restrictions=tuple(slots.get("deploy_restrictions", ())),
        damage_replacement=found.get("damage_replacement"),
        buy_replacement=found.get("buy_replacement"),
    )


ALLEGIANCE_SLOTS = frozenset({"start_of_combat", "on_overrun", "statics", "activated"})
"""What an Allegiance card's labelled abilities may be (the hooks that look at Allegiances); others are not run."""


def _allegiance_abilities(
    resolution: tuple[d.Effect, ...], slots: dict[str, list[Any]], found: dict[str, Any], unhandled: list[str]
) -> tuple[tuple[d.Effect, ...], tuple[d.Plus, ...], list[str]]:
    """An Allegiance's power "for the remainder of the game" (domination/during-the-game): its unlabelled "+N ..."
    lines become a bonus in each turn; its labelled Static, start-of-combat, Overrun and once-per-turn abilities
    work as a deployed unit's do. Anything else on an Allegiance is listed as not executed."""
    bonuses = tuple(e for e in resolution if isinstance(e, d.Plus) and e.player == "you")
    unhandled = unhandled + [f"allegiance:{e.kind}" for e in resolution if e not in bonuses]
    for slot in list(slots):
        if slot not in ALLEGIANCE_SLOTS:
            unhandled += [f"allegiance:{item.kind}" for item in slots.pop(slot)]
    for key in list(found):
        if found[key] is not None:
            unhandled.append(f"allegiance:{found.pop(key).kind}")
    return (), bonuses, unhandled


def card_types(card: DominationCard) -> frozenset[str]:
    return TYPES[card.card_type]


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
    for held in (ctx.held, ctx.aside):
        if card in held:
            held.remove(card)
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


def damage_unit(game: Game, seat: int, card: int) -> bool:
    """Damages a deployed unit of ``seat`` (domination/glossary/damage): to its owner's discard pile unless a
    replacement (TANK, HEAVY ARMOR) or a Reaction (Expert Mech Techs, Headshot!) sends it elsewhere; then its
    ``this_damaged`` triggers (DURABLE, COUNTER ATTACK) and lasting ``unit_damaged`` effects happen."""
    owner = game.players[seat]
    if card not in owner.deployment or protected(game, seat, card):
        return False
    owner.deployment.remove(card)
    info = game.cards[card]
    destination: str | None = "discard_pile"
    replacement = info.ab.damage_replacement
    if replacement is not None and (
        not replacement.optional or game.strategy(seat).replace(game, owner, card, replacement.to)
    ):
        destination = replacement.to
    if destination == "discard_pile" and game.reactive:
        destination = _damage_reactions(game, seat, card, info)
    if destination is not None:
        put(game, seat, card, destination)
    for triggered in info.ab.on_damaged:
        resolve(game, seat, card, triggered.effects)
    for lasting_ctx, lasting in list(game.lasting):
        when = lasting.trigger
        if isinstance(when, d.UnitDamaged):
            if when.whose != "either" and (when.whose == "you") != (lasting_ctx.me == seat):
                continue
            if matches(lasting_ctx, info, when.selector):
                run(Ctx(game, lasting_ctx.me, lasting_ctx.source, event=card), lasting.effects)
    return True


def _damage_reactions(game: Game, seat: int, card: int, info: CardInfo) -> str | None:
    """Reactions to a damaged unit (the owner's first): where it goes, or ``None`` if a Reaction moved it."""
    destination = "discard_pile"
    for holder in (seat, 1 - seat):
        for reaction_card, reaction in reactions_in_hand(game, holder, d.UnitDamaged):
            when = reaction.when
            assert isinstance(when, d.UnitDamaged)
            if when.whose != "either" and (when.whose == "you") != (holder == seat):
                continue
            ctx = Ctx(game, holder, reaction_card, event=card)
            if not matches(ctx, info, when.selector):
                continue
            if not game.strategy(holder).use_reaction(game, game.players[holder], reaction_card, card):
                continue
            ctx.held.append(card)
            react(ctx, reaction)
            if card not in ctx.held:
                return None
            if ctx.instead is not None:
                destination = ctx.instead
    return destination


def gained(game: Game, seat: int, card: int) -> None:
    """A card bought or gained: lasting ``you_buy_or_gain`` effects (Social Generals)."""
    for lasting_ctx, lasting in list(game.lasting):
        trigger = lasting.trigger
        if (
            isinstance(trigger, d.YouBuyOrGain)
            and lasting_ctx.me == seat
            and matches(lasting_ctx, game.cards[card], trigger.selector)
        ):
            run(Ctx(game, seat, lasting_ctx.source, event=card), lasting.effects)


# --- effects ---------------------------------------------------------------------------------------------------------


def _amount(ctx: Ctx, e: d.Plus) -> int:
    return e.amount * (len(candidates(ctx, zone_cards(ctx, e.per.selector), e.per.selector)) if e.per else 1)


def _plus(ctx: Ctx, e: d.Plus) -> bool:
    game = ctx.game
    seat = ctx.seat(e.player)
    n = _amount(ctx, e)
    resource = e.resource
    if resource == "cards":
        game.draw(game.players[seat], n)
        return True
    state = game.state
    if resource in ("attack", "defense"):
        if (resource == "attack") == (seat == game.active):
            state.bonus[seat] += n
    elif seat == game.active:  # Actions, Buys, Industry, LosTech are the turn's player's
        if resource == "actions":
            state.actions += n
        elif resource == "buys":
            state.buys += n
        elif resource == "industry":
            state.industry += n
        else:
            state.lostech += n
    return True


def _combat_bonus(ctx: Ctx, e: d.CombatBonus) -> bool:
    ctx.game.state.bonus[ctx.me] += e.amount
    return True


def _draw_until(ctx: Ctx, e: d.DrawUntil) -> bool:
    player = ctx.player("you")
    while len(player.hand) < e.hand_size and ctx.game.draw(player, 1):
        pass
    return len(player.hand) >= e.hand_size


def _pick_from(ctx: Ctx, who: str, zone: list[int], pick: d.Pick, purpose: str) -> list[int]:
    """The performer picks cards from one of his zones: removes and returns them."""
    found = candidates(ctx, zone, pick.selector)
    count = amount(ctx, pick.count, len(found))
    if count >= len(found):
        positions = found
    else:
        chosen = ctx.strategy(who).choose_cards(ctx.game, ctx.player(who), [zone[i] for i in found], count, purpose)
        positions = [found[k] for k in chosen[:count]]
    return [zone.pop(i) for i in sorted(set(positions), reverse=True)]


def _discard(ctx: Ctx, e: d.Discard) -> bool:
    player = ctx.player(e.player)
    if isinstance(e.cards, d.Ref):
        wanted = refs(ctx, e.cards)
        moved = [c for c in wanted if take(ctx, ctx.seat(e.player), c)]
        complete = bool(wanted) and len(moved) == len(wanted)
    else:
        count = e.cards.count
        moved = _pick_from(ctx, e.player, player.hand, e.cards, "discard")
        complete = (isinstance(count, int) and len(moved) >= count) or not isinstance(count, int)
    player.discard.extend(moved)
    ctx.discarded = moved
    ctx.discarded_any = bool(moved)
    return complete


def _discard_hand(ctx: Ctx, e: d.DiscardHand) -> bool:
    player = ctx.player(e.player)
    ctx.discarded, player.hand = player.hand, []
    player.discard.extend(ctx.discarded)
    ctx.discarded_any = bool(ctx.discarded)
    return True


def _damage(ctx: Ctx, e: d.Damage) -> bool:
    game = ctx.game
    seat = ctx.seat(e.player)
    player = game.players[seat]
    if isinstance(e.target, d.Ref):
        wanted = refs(ctx, e.target)
        ctx.damaged = [c for c in wanted if damage_unit(game, seat, c)]
        return bool(wanted) and len(ctx.damaged) == len(wanted)
    pool = [player.deployment[i] for i in candidates(ctx, player.deployment, e.target.selector)]
    pool = [c for c in pool if not protected(game, seat, c)]
    count = amount(ctx, e.target.count, len(pool))
    if count >= len(pool):
        chosen = pool
    else:
        chooser = ctx.me if e.chooser == "you" else seat
        purpose = "damage" if chooser == seat else "damage_opponent"
        picks = game.strategy(chooser).choose_cards(game, game.players[chooser], pool, count, purpose)
        chosen = [pool[k] for k in picks[:count]]
    ctx.damaged = [c for c in chosen if damage_unit(game, seat, c)]
    return len(ctx.damaged) >= count


def _scrap(ctx: Ctx, e: d.Scrap) -> bool:
    if isinstance(e.cards, d.Ref):
        wanted = refs(ctx, e.cards)
        moved = [c for c in wanted if take(ctx, ctx.seat(e.player), c)]
        complete = bool(wanted) and len(moved) == len(wanted)
    else:
        moved = _pick_from(ctx, e.player, ctx.player(e.player).hand, e.cards, "scrap")
        complete = not isinstance(e.cards.count, int) or len(moved) >= e.cards.count
    ctx.game.scrapheap.extend(moved)
    ctx.scrapped = moved
    return complete


def _gain(ctx: Ctx, e: d.Gain) -> bool:
    """domination/glossary/gain, domination/action-phase-faq-7: to the discard pile unless stated."""
    game = ctx.game
    got: list[int] = []
    for _ in range(e.count):
        if e.source == "scrapheap":
            found = candidates(ctx, game.scrapheap, e.selector)
            if not found:
                break
            if e.random:
                position = game.rng.choice(found)
            else:
                options = [game.scrapheap[i] for i in found]
                position = found[ctx.strategy("you").choose_cards(game, ctx.player("you"), options, 1, "gain")[0]]
            card = game.scrapheap.pop(position)
        else:
            options = [c for c, n in game.supply.items() if n > 0 and matches(ctx, game.cards[c], e.selector)]
            if not options:
                break
            picks = ctx.strategy("you").choose_cards(game, ctx.player("you"), options, 1, "gain")
            if not picks:
                break
            card = options[picks[0]]
            game.supply[card] -= 1
        put(game, ctx.me, card, e.to)
        got.append(card)
        gained(game, ctx.me, card)
    ctx.gained = got
    return len(got) == e.count


def _gain_copy(ctx: Ctx, e: d.GainCopy) -> bool:
    game = ctx.game
    cards = refs(ctx, e.card)
    if not cards or game.supply.get(cards[0], 0) <= 0:
        ctx.gained = []
        return False
    game.supply[cards[0]] -= 1
    ctx.player("you").discard.append(cards[0])
    ctx.gained = [cards[0]]
    gained(game, ctx.me, cards[0])
    return True


def _reveal(ctx: Ctx, e: d.Reveal) -> bool:
    game = ctx.game
    player = ctx.player(e.player)
    cards: list[int] = []
    if e.source == "hand":
        cards = list(player.hand)
    else:
        while e.source == "deck_until" or len(cards) < (e.count or 1):
            card = top_card(game, player)
            if card is None:
                break
            cards.append(card)
            if e.source == "deck_until" and e.until is not None and matches(ctx, game.cards[card], e.until):
                break
    ctx.revealed = cards
    ctx.revealed_seat = ctx.seat(e.player)
    ctx.other = list(cards)
    if e.source != "hand":
        if e.then_discard:
            player.discard.extend(cards)
            ctx.other = []
        else:
            ctx.held.extend(cards)
    return e.source != "deck_top" or len(cards) == (e.count or 1)


def _choose_cards(ctx: Ctx, e: d.ChooseCards) -> bool:
    game = ctx.game
    if isinstance(e.among, d.Ref):
        pool = refs(ctx, e.among)
        owner = ctx.revealed_seat if e.among.to in ("revealed", "other_revealed") else ctx.me
    else:
        zone = zone_cards(ctx, e.among)
        pool = [zone[i] for i in candidates(ctx, zone, e.among)]
        owner = ctx.seat(e.among.owner or "you")
    if e.count >= len(pool):
        chosen = list(pool)
    else:
        picks = ctx.strategy(e.chooser).choose_cards(game, ctx.player(e.chooser), pool, e.count, "choose")
        chosen = [pool[k] for k in picks[: e.count]]
    for card in chosen:
        if card in ctx.other:
            ctx.other.remove(card)
    ctx.chosen = chosen
    if e.discard:
        moved = [c for c in chosen if take(ctx, owner, c)]
        game.players[owner].discard.extend(moved)
        ctx.discarded = moved
    return len(chosen) == e.count


def _move(ctx: Ctx, e: d.Move) -> bool:
    game = ctx.game
    owner = ctx.seat(e.owner)
    if isinstance(e.cards, d.Ref):
        wanted = refs(ctx, e.cards)
        moved = [c for c in wanted if take(ctx, owner, c)]
    else:
        player = ctx.player(e.player)
        zone = player.deployment if e.cards.selector.zone == "deployment_zone" else player.hand
        moved = _pick_from(ctx, e.player, zone, e.cards, "move")
        if not moved and e.or_reveal_hand:
            return True  # he reveals a hand without such a card instead
    for card in moved:
        put(game, owner, card, e.to)
    return bool(moved)


def _instead(ctx: Ctx, e: d.Instead) -> bool:
    ctx.instead = e.to
    return True


def _set_aside(ctx: Ctx, e: d.SetAside) -> bool:
    moved = _pick_from(ctx, e.player, ctx.player(e.player).hand, e.cards, "set_aside")
    ctx.aside.extend(moved)
    return bool(moved)


def _choose_one(ctx: Ctx, e: d.ChooseOne) -> bool:
    chosen = ctx.strategy(e.chooser).choose_options(
        ctx.game, ctx.player(e.chooser), ctx, e.options, e.count, e.distinct
    )
    for k in sorted(chosen):
        run(ctx, e.options[k])
    return True


def _if(ctx: Ctx, e: d.If) -> None:
    if holds(ctx, e.condition):
        run(ctx, e.effects)


def _by_type(ctx: Ctx, e: d.ByType) -> None:
    cards = refs(ctx, e.card)
    if not cards:
        return
    types = ctx.game.cards[cards[0]].types
    for branch in e.branches:
        if not types.isdisjoint(branch.types):
            run(ctx, branch.effects)
            return


def _for_each_revealed(ctx: Ctx, e: d.ForEachRevealed) -> None:
    cards = list(dict.fromkeys(ctx.revealed)) if e.distinct_names else list(ctx.revealed)
    for card in cards:
        ctx.each = card
        run(ctx, e.effects)
    ctx.each = None


def _delayed(ctx: Ctx, e: d.Delayed) -> bool:
    if e.at == "end_of_your_combat_phase":
        ctx.game.state.end_of_combat.append((ctx, e.effects))
    else:
        ctx.game.next_turn[ctx.me].append((ctx, e.effects))
    return True


def _lasting(ctx: Ctx, e: d.Lasting) -> bool:
    if not isinstance(e.trigger, LASTING_TRIGGERS):
        ctx.game.skipped[f"lasting:{e.trigger.kind}"] += 1
        return False
    ctx.game.lasting.append((ctx, e))
    return True


def _extra_turn(ctx: Ctx, e: d.ExtraTurn) -> bool:
    if ctx.me == ctx.game.active:
        ctx.game.state.extra_turn = e.max_consecutive or 1_000_000
    return True


def _no_cleanup_draw(ctx: Ctx, e: d.NoCleanupDraw) -> bool:
    ctx.game.state.no_cleanup_draw = True
    return True


def _buy_ban(ctx: Ctx, e: d.BuyBan) -> bool:
    game = ctx.game
    named = ctx.strategy("opponent").name_card(game, ctx.player("opponent"), ctx.player("you"))
    if named is not None:
        game.state.banned.add(named)
    return True


def _cancel(ctx: Ctx, e: d.Cancel) -> bool:
    ctx.cancelled = True
    return True


def _zero_overrun(ctx: Ctx, e: d.ZeroOverrun) -> bool:
    ctx.game.state.zero_overrun = True
    return True


def _force_overrun(ctx: Ctx, e: d.ForceOverrun) -> bool:
    ctx.game.state.force_overrun = True
    return True


def _overrun_bonus(ctx: Ctx, e: d.OverrunBonus) -> bool:
    ctx.game.state.overrun_bonus += e.amount
    return True


def _static_only(ctx: Ctx, e: d.CannotBeDamaged) -> None:
    return None


HANDLERS: dict[type[Node], Callable[[Ctx, Any], bool | None]] = {
    d.Plus: _plus,
    d.CombatBonus: _combat_bonus,
    d.DrawUntil: _draw_until,
    d.Discard: _discard,
    d.DiscardHand: _discard_hand,
    d.Damage: _damage,
    d.Scrap: _scrap,
    d.Gain: _gain,
    d.GainCopy: _gain_copy,
    d.Reveal: _reveal,
    d.ChooseCards: _choose_cards,
    d.Move: _move,
    d.Instead: _instead,
    d.SetAside: _set_aside,
    d.ChooseOne: _choose_one,
    d.If: _if,
    d.ByType: _by_type,
    d.ForEachRevealed: _for_each_revealed,
    d.Delayed: _delayed,
    d.Lasting: _lasting,
    d.ExtraTurn: _extra_turn,
    d.NoCleanupDraw: _no_cleanup_draw,
    d.BuyBan: _buy_ban,
    d.Cancel: _cancel,
    d.ZeroOverrun: _zero_overrun,
    d.ForceOverrun: _force_overrun,
    d.OverrunBonus: _overrun_bonus,
    d.CannotBeDamaged: _static_only,
}
"""Effect kind → its handler (``May`` is handled by :func:`run`, which needs the effects after it)."""

EXECUTED = frozenset(kind.model_fields["kind"].default for kind in HANDLERS) | {"may"}
"""The effect kinds the engine executes."""


NONE: list[d.Effect] = []
"""No "If you do" effects (one shared list)."""


def run(ctx: Ctx, effects: Sequence[d.Effect]) -> None:
    """Does the effects in order; an effect kind without a handler is skipped and counted."""
    for position, effect in enumerate(effects):
        if isinstance(effect, d.May):
            following = effects[position + 1] if position + 1 < len(effects) else None
            then = following.effects if isinstance(following, d.If) and isinstance(following.condition, d.Did) else NONE
            who = effect.player
            if ctx.strategy(who).may(ctx.game, ctx.player(who), effect.effect, ctx, then):
                run(ctx, [effect.effect])
            else:
                ctx.did = False
            continue
        handler = HANDLERS.get(type(effect))
        if handler is None:
            ctx.game.skipped[effect.kind] += 1
            continue
        done = handler(ctx, effect)
        if done is not None:
            ctx.did = done


def finish(ctx: Ctx) -> None:
    """Revealed cards no effect moved go back on top of the deck they came from, in their order."""
    if ctx.held:
        ctx.game.players[ctx.revealed_seat].deck.extend(reversed(ctx.held))
        ctx.held = []


def resolve(game: Game, seat: int, card: int, effects: Sequence[d.Effect], event: int | None = None) -> Ctx:
    ctx = Ctx(game, seat, card, event)
    run(ctx, effects)
    finish(ctx)
    return ctx


def react(ctx: Ctx, reaction: d.Reaction) -> None:
    """Reveals a Reaction from the holder's hand (discarding it when the card says so) and does its effects."""
    player = ctx.game.players[ctx.me]
    if reaction.discard and ctx.source in player.hand:
        player.hand.remove(ctx.source)
        player.discard.append(ctx.source)
    run(ctx, reaction.effects)


def reactions_in_hand(game: Game, seat: int, when: type) -> list[tuple[int, d.Reaction]]:
    infos = game.cards
    return [
        (card, reaction)
        for card in dict.fromkeys(game.players[seat].hand)
        for reaction in infos[card].ab.reactions
        if isinstance(reaction.when, when)
    ]


# --- the engine's hooks --------------------------------------------------------------------------------------------


def can_deploy(game: Game, seat: int, card: int) -> bool:
    """domination/glossary/deploy, with a DeployRestriction (Mad Cat mk II's CHAMPION MECH)."""
    restrictions = game.cards[card].ab.deploy_restrictions
    if not restrictions:
        return True
    ctx = Ctx(game, seat, card)
    return all(holds(ctx, r.condition) for r in restrictions)


def deployed(game: Game, seat: int, card: int) -> None:
    """domination/action-phase-5: the unit's deploy triggers, fully resolved; then the opponent's
    ``opponent_deploys`` triggers (Raven's ACTIVE PROBE)."""
    for triggered in game.cards[card].ab.on_deploy:
        resolve(game, seat, card, triggered.effects)
    other = 1 - seat
    for unit in list(game.players[other].deployment):
        for watcher in game.cards[unit].ab.on_opponent_deploys:
            when = watcher.trigger
            assert isinstance(when, d.OpponentDeploys)
            if matches(Ctx(game, other, unit), game.cards[card], when.selector):
                resolve(game, other, unit, watcher.effects, event=card)


def play_support(game: Game, seat: int, card: int) -> None:
    """domination/action-phase-2/3: the Support card's instructions top to bottom, fully resolved, unless the
    opponent cancels it with a Reaction (Assassination)."""
    if game.reactive:
        other = 1 - seat
        for reaction_card, reaction in reactions_in_hand(game, other, d.OpponentPlays):
            when = reaction.when
            assert isinstance(when, d.OpponentPlays)
            ctx = Ctx(game, other, reaction_card, event=card)
            if matches(ctx, game.cards[card], when.selector) and game.strategy(other).use_reaction(
                game, game.players[other], reaction_card, card
            ):
                react(ctx, reaction)
                if ctx.cancelled:
                    return
    resolve(game, seat, card, game.cards[card].ab.resolution)


def start_of_combat(game: Game, attacker: int, defender: int) -> None:
    """domination/combat-phase/step-a: the attacker's abilities, then the defender's; abilities that damage their
    own unit last (so the choice to use them sees the other bonuses)."""
    infos = game.cards
    for seat, attacking in ((attacker, True), (defender, False)):
        player = game.players[seat]
        deployment = player.deployment
        sources = [*deployment, *player.allegiance] if player.allegiance else deployment
        units = [c for c in sources if (infos[c].ab.start_of_combat if attacking else infos[c].ab.start_of_defense)]
        if not units:
            continue
        if len(units) > 1:
            units.sort(key=lambda c: infos[c].ab.damages_itself)
        for unit in units:
            if unit in deployment or unit in player.allegiance:
                ab = infos[unit].ab
                for trigger in ab.start_of_combat if attacking else ab.start_of_defense:
                    resolve(game, seat, unit, trigger.effects)


def total(game: Game, seat: int, attacking: bool) -> int:
    """domination/combat-phase/step-b: printed values, Static bonuses (with ``per`` counts and conditions) and the
    bonuses of this Combat phase."""
    infos = game.cards
    result = game.state.bonus[seat]
    player = game.players[seat]
    for card in player.deployment:
        info = infos[card]
        result += info.attack if attacking else info.defense
        if info.ab.statics:
            result += static_bonus(game, seat, card, "attack" if attacking else "defense")
    for card in player.allegiance:  # domination/during-the-game: its power for the rest of the game
        if infos[card].ab.statics:
            result += static_bonus(game, seat, card, "attack" if attacking else "defense")
    return result


def static_bonus(game: Game, seat: int, card: int, resource: str) -> int:
    ctx = Ctx(game, seat, card)
    bonus = 0
    for static in game.cards[card].ab.statics:
        if static.condition is not None and not holds(ctx, static.condition):
            continue
        for e in static.effects:
            if isinstance(e, d.Plus) and e.resource == resource:
                bonus += e.amount * (
                    len(candidates(ctx, zone_cards(ctx, e.per.selector), e.per.selector)) if e.per else 1
                )
    return bonus


def overran(game: Game, attacker: int) -> None:
    """The attacker's ``you_overrun`` triggers (GUERRILLA FIGHTER, GREAT DEATH; and his Allegiance's)."""
    player = game.players[attacker]
    for unit in [*player.deployment, *player.allegiance]:
        for trigger in game.cards[unit].ab.on_overrun:
            resolve(game, attacker, unit, trigger.effects)


def defend_overrun(game: Game, defender: int) -> None:
    """The defender's ``during_combat`` Reactions (Defense System), offered when he is about to scrap cards."""
    for card, reaction in reactions_in_hand(game, defender, d.DuringCombat):
        when = reaction.when
        assert isinstance(when, d.DuringCombat)
        if when.whose == "opponent" and game.strategy(defender).use_reaction(game, game.players[defender], card, None):
            ctx = Ctx(game, defender, card)
            react(ctx, reaction)
            finish(ctx)


def end_of_combat(game: Game) -> None:
    pending, game.state.end_of_combat = game.state.end_of_combat, []
    for ctx, effects in pending:
        run(ctx, effects)
        finish(ctx)


def once_per_turn_key(name: str, copy: int) -> str:
    """What a use of a once-per-turn ability is recorded under in ``TurnState.used``: its name, for it is used once
    per turn regardless of how many copies of the unit are deployed (domination/combat-phase-faq-3). ``copy``
    numbers the copies of the unit from 0."""
    if misruled(ONCE_PER_TURN_PER_COPY):
        return f"{name} ({copy + 1})"
    return name


def activate(game: Game, seat: int) -> None:
    """Activated abilities (once per turn per ability, domination/combat-phase-faq-3), offered at the end of the
    Action phase."""
    state = game.state
    player = game.players[seat]
    units = [*player.deployment, *player.allegiance]
    copies: dict[int, int] = {}
    for unit in units if misruled(ONCE_PER_TURN_PER_COPY) else list(dict.fromkeys(units)):
        copy = copies[unit] = copies.get(unit, -1) + 1
        for ability in game.cards[unit].ab.activated:
            key = once_per_turn_key(ability.name or game.cards[unit].name, copy)
            if key in state.used or (unit not in player.deployment and unit not in player.allegiance):
                continue
            if game.strategy(seat).use_activated(game, player, unit, ability):
                state.used.add(key)
                resolve(game, seat, unit, ability.effects)


def bought(game: Game, seat: int, card: int) -> None:
    """A card just bought (on the discard pile): its ``you_buy_this`` replacement (Kit Fox's QUICK TO DEPLOY),
    then lasting ``you_buy_or_gain`` effects."""
    replacement = game.cards[card].ab.buy_replacement
    player = game.players[seat]
    if replacement is not None and (
        not replacement.optional or game.strategy(seat).replace(game, player, card, replacement.to)
    ):
        player.discard.remove(card)
        put(game, seat, card, replacement.to)
    if game.lasting:
        gained(game, seat, card)


def start_turn(game: Game, seat: int) -> None:
    """Lasting effects until the start of this player's turn end; his delayed effects (Hidden Base) happen; the
    Allegiances' bonuses of this turn are given (:func:`allegiance_bonuses`)."""
    if game.players[0].allegiance or game.players[1].allegiance:
        allegiance_bonuses(game, seat)
    if game.lasting:
        game.lasting = [(c, e) for c, e in game.lasting if not (c.me == seat and e.until == "start_of_your_next_turn")]
    pending, game.next_turn[seat] = game.next_turn[seat], []
    for ctx, effects in pending:
        run(ctx, effects)
        finish(ctx)


def allegiance_bonuses(game: Game, active: int, resources: frozenset[str] | None = None) -> None:
    """The "+N ..." lines of the Allegiances bought (domination/during-the-game: "for the remainder of the game"),
    given at the start of each turn as a Support card's would be when played: the active player's Cards (drawn
    now), Actions, Buys, Industry, LosTech and Attack; his opponent's Defense. ``resources`` limits them (an
    Allegiance bought in the Buy phase gives what that phase can still use)."""
    for player in game.players:
        for card in player.allegiance:
            for bonus in game.cards[card].ab.bonuses:
                if resources is not None and bonus.resource not in resources:
                    continue
                if bonus.resource == "cards" and player.seat != active:
                    continue
                if bonus.resource == "actions":
                    if player.seat == active:
                        game.state.extra_actions += _amount(Ctx(game, player.seat, card), bonus)
                    continue
                _plus(Ctx(game, player.seat, card), bonus)


def bought_allegiance_bonus(game: Game, seat: int, card: int) -> tuple[int, int, int]:
    """The Industry, LosTech and Buys an Allegiance bought in the Buy phase gives at once (domination/during-the-game:
    "immediately gains the power or bonus"); its other bonuses come from the next turn on."""
    ctx = Ctx(game, seat, card)
    gives = {"industry": 0, "lostech": 0, "buys": 0}
    for bonus in game.cards[card].ab.bonuses:
        if bonus.resource in gives:
            gives[bonus.resource] += _amount(ctx, bonus)
    return gives["industry"], gives["lostech"], gives["buys"]


def end_turn(game: Game, seat: int) -> None:
    if game.lasting:
        game.lasting = [(c, e) for c, e in game.lasting if not (c.me == seat and e.until == "end_of_your_turn")]


def worth(info: CardInfo) -> int:
    """A rough value of a card for default choices."""
    return info.industry_cost + 3 * info.lostech_cost + info.industry


# --- default choices (Strategy) ---------------------------------------------------------------------------------


def option_score(game: Game, me: Player, ctx: Ctx, option: Sequence[d.Effect]) -> float:
    """How good an option of a ChooseOne looks: +Cards, +Actions (when the hand can use them), +Buys, +Industry;
    discarding an opponent's revealed card is good when that card is."""
    score = 0.0
    playable = any(game.cards[c].is_support or game.cards[c].is_unit for c in me.hand)
    for e in option:
        if isinstance(e, d.Plus) and e.player == "you":
            weight = {"cards": 2.0, "actions": 1.5 if playable else 0.1, "buys": 1.2, "industry": 1.0}
            score += weight.get(e.resource, 1.0) * e.amount
        elif isinstance(e, d.Discard) and isinstance(e.cards, d.Ref) and ctx.revealed_seat != ctx.me:
            score += sum(worth(game.cards[c]) for c in refs(ctx, e.cards)) - 2.5
    return score


def _overrun_now(game: Game) -> int:
    """The attacker's Total Attack Value minus the defender's Total Defense Value, as they stand now."""
    attacker = game.active
    return total(game, attacker, True) - total(game, 1 - attacker, False)


_GAINS: dict[int, tuple[Sequence[d.Effect], int, bool]] = {}
"""By ``id``; each entry keeps its list alive, so an id is never reused for another list."""


def _gains(then: Sequence[d.Effect]) -> tuple[int, bool]:
    """The Attack bonus and whether an Overrun is forced by "If you do" effects (cached: the DSL is parsed once)."""
    found = _GAINS.get(id(then))
    if found is None:
        bonus = sum(e.amount for e in then if isinstance(e, d.Plus) and e.resource == "attack")
        bonus += sum(e.amount for e in then if isinstance(e, d.CombatBonus))
        forced = any(isinstance(e, (d.ForceOverrun, d.OverrunBonus)) for e in then)
        found = _GAINS[id(then)] = (then, bonus, forced)
    return found[1], found[2]


def worth_doing(game: Game, me: Player, effect: d.Effect, ctx: Ctx, then: Sequence[d.Effect]) -> bool:
    """The default answer to a May: damage or discard for a combat bonus only when it raises the attacker's
    Overrun (or lowers the one against the defender); damage for an effect on the opponent when he has a unit it
    hits; taking a unit back into the hand: no; the rest: yes."""
    attack_bonus, forced = _gains(then)
    attacking = ctx.me == game.active
    if isinstance(effect, d.Damage) and isinstance(effect.target, d.Ref):  # damage this unit
        if attack_bonus:
            difference = _overrun_now(game)
            before = min(max(difference, 0), OVERRUN_CAP)
            after = min(max(difference + attack_bonus - game.cards[ctx.source].attack, 0), OVERRUN_CAP)
            return attacking and after > before
        selectors = [e.target.selector for e in then if isinstance(e, d.Damage) and isinstance(e.target, d.Pick)]
        other = game.players[1 - ctx.me]
        return any(candidates(ctx, other.deployment, selector) for selector in selectors)
    if isinstance(effect, d.Discard) and isinstance(effect.cards, d.Pick):
        needed = effect.cards.count if isinstance(effect.cards.count, int) else 1
        if len(me.hand) < needed:
            return False
        overrun = _overrun_now(game)
        if forced:
            return attacking and overrun < OVERRUN_CAP - 1
        if attack_bonus:
            return overrun < OVERRUN_CAP if attacking else overrun > 0
        return True
    if isinstance(effect, d.Damage):  # the opponent may damage a Mech (Trial of Possession): when he has one
        return bool(me.deployment)
    if isinstance(effect, d.Move):
        if isinstance(effect.cards, d.Ref):  # a bought or gained card on top of the deck: a good one
            return any(worth(game.cards[c]) >= 3 for c in refs(ctx, effect.cards))
        return False
    return True


def activation_pays(game: Game, me: Player, ability: d.Activated) -> bool:
    """The default for once-per-turn abilities (Catapult, Hunchback): when the opponent has a unit to damage, and
    any cards to discard are not Resources."""
    if not game.players[1 - me.seat].deployment:
        return False
    for e in ability.effects:
        if isinstance(e, d.Discard) and isinstance(e.cards, d.Pick) and isinstance(e.cards.count, int):
            spare = sum(1 for c in me.hand if not game.cards[c].is_resource)
            if spare < e.cards.count:
                return False
    return True


OVERRUN_CAP = 3
