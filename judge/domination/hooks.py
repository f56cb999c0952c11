"""The Domination engine's hooks into card abilities: what a deploy, a Support played, the start and end of Combat,
an Overrun, a buy and the start and end of a turn do with the cards' abilities (:mod:`judge.domination.engine`
calls these; the abilities' effects are :mod:`judge.domination.effects`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.domination.context import Ctx, candidates, holds, matches, put, zone_cards
from judge.domination.effects import apply_plus, finish, gained, plus_amount, react, reactions_in_hand, resolve, run
from judge.domination.misrulings import ONCE_PER_TURN_PER_COPY
from judge.dsl import domination as d
from judge.misrulings import misruled

if TYPE_CHECKING:
    from judge.domination.engine import CardInfo, Game


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
                        game.state.extra_actions += plus_amount(Ctx(game, player.seat, card), bonus)
                    continue
                apply_plus(Ctx(game, player.seat, card), bonus)


def bought_allegiance_bonus(game: Game, seat: int, card: int) -> tuple[int, int, int]:
    """The Industry, LosTech and Buys an Allegiance bought in the Buy phase gives at once (domination/during-the-game:
    "immediately gains the power or bonus"); its other bonuses come from the next turn on."""
    ctx = Ctx(game, seat, card)
    gives = {"industry": 0, "lostech": 0, "buys": 0}
    for bonus in game.cards[card].ab.bonuses:
        if bonus.resource in gives:
            gives[bonus.resource] += plus_amount(ctx, bonus)
    return gives["industry"], gives["lostech"], gives["buys"]


def end_turn(game: Game, seat: int) -> None:
    if game.lasting:
        game.lasting = [(c, e) for c, e in game.lasting if not (c.me == seat and e.until == "end_of_your_turn")]


def worth(info: CardInfo) -> int:
    """A rough value of a card for default choices."""
    return info.industry_cost + 3 * info.lostech_cost + info.industry
