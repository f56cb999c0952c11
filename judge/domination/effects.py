"""The interpreter of Domination card abilities (the DSL of :mod:`judge.dsl.domination`) for the engine
(:mod:`judge.domination.engine`).

Each card's text is parsed ONCE (:func:`judge.domination.abilities.card_abilities`, cached per card) into an
:class:`~judge.domination.abilities.Abilities` index the hot loop reads (its Support resolution, its deploy /
start-of-combat / overrun / damaged triggers, its statics...).
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

Simplifications: Activated abilities are offered once, at the end of the Action phase; several
Reactions to one damaged unit are offered to the unit's owner first; copies of a card are interchangeable (a
unit's "this" is any copy of it in the zone).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from judge.domination.abilities import LASTING_TRIGGERS
from judge.domination.context import (
    Ctx,
    amount,
    candidates,
    holds,
    matches,
    protected,
    put,
    refs,
    take,
    top_card,
    zone_cards,
)
from judge.dsl import domination as d
from judge.dsl.core import Node

if TYPE_CHECKING:
    from judge.domination.engine import CardInfo, Game


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


def plus_amount(ctx: Ctx, e: d.Plus) -> int:
    return e.amount * (len(candidates(ctx, zone_cards(ctx, e.per.selector), e.per.selector)) if e.per else 1)


def apply_plus(ctx: Ctx, e: d.Plus) -> bool:
    game = ctx.game
    seat = ctx.seat(e.player)
    n = plus_amount(ctx, e)
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
    """The cards go to their player's set-aside zone (domination/glossary/set-aside), still his and scored
    (domination/end-of-game-2), until the ability's instructions move them (:func:`take` takes them back)."""
    player = ctx.player(e.player)
    moved = _pick_from(ctx, e.player, player.hand, e.cards, "set_aside")
    ctx.aside.extend(moved)
    player.aside.extend(moved)
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
    d.Plus: apply_plus,
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
