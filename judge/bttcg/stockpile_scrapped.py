"""Command cards in play that watch the cards scrapped from a Stockpile, as battle damage scraps them: those other
than Resource or Unit cards scrapped from its player's Stockpile go to that player's hand (Ghost Bear High Command);
a resource at the beginning of its player's next Deploy phase for each Resource card scrapped from the opponent's
Stockpile (Hanse Davion - The Fox); the cards scrapped from its player's Stockpile go to the hand instead, then as
many cards of the hand are scrapped (St. Ives Salvage Crew).

Rulebook p.29-30, Resolving Damage: "If your Stockpile is damaged, scrap a number of cards from it equal to the amount
of damage that got through. If your Stockpile runs out of cards as a result of this, you lose." A Command card in
play can affect the battle (rulebook p.26) and its text makes the exception (rulebook p.9). The cards scrapped are
the Stockpile's, face down and unnamed: the scenario counts a Stockpile's cards (scenario-format.md, ``stockpile``),
so which of them are Resource, Unit or other cards is not known, and the answer never names them. The outcome holds
what the scenario follows: the Stockpile's count goes down by the cards scrapped whatever the card does with them
(into the hand instead of the Scrapheap: they leave the Stockpile all the same, and a Stockpile run out is still a
loss, CE General Rulings: Victory Conditions); what the card does with the unnamed cards is said in the trace, in
words that name none of them; the resources of a later Deploy phase are beyond the battle's answer and are said too.

Refused, never guessed: a watched Stockpile that loses cards in the battle to an effect (drawn or scrapped: the engine
does not tell them apart there yet), or that holds cards the scenario names (``zone: stockpile``: one of them may be
among those scrapped, and its zone would then be wrong); St. Ives Salvage Crew's player with a named card in hand as
it chooses the cards of the hand to scrap (the choice is the player's, and the scenario cannot give it as damage
resolves yet); a watcher with conditions or other effects.
"""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, CardState, Position, UnsupportedError, is_active
from judge.dsl import models as m

CARDS_MAKE_EXCEPTIONS = "rulebook/about-this-rulebook-2"
RULE_IDS = (r.STOCKPILE_DAMAGE, CARDS_MAKE_EXCEPTIONS)

_WATCHED_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "zone", "card_type", "not_types"})


def _watched(ability: m.Triggered) -> m.Selector | None:
    """The cards of a Stockpile the ability watches ("a card other than a Resource or Unit ... from your
    Stockpile"), or ``None``."""
    watched = ability.watched
    if not isinstance(watched, m.Selector) or watched.zone != "stockpile" or watched.noun != "card":
        return None
    if watched.owner not in ("you", "opponent") or set(watched.model_dump(exclude_defaults=True)) - _WATCHED_FIELDS:
        return None
    return watched


def _to_hand(effect: m.Effect) -> bool:
    """ "put that card into your hand" / "put them into your hand": the cards scrapped."""
    return (
        isinstance(effect, m.ReturnToHand)
        and isinstance(effect.target, m.ThatOne)
        and effect.target.index is None
        and effect.target.among is None
        and effect.delayed is None
    )


def _resources_later(effect: m.Effect) -> int | None:
    """ "gain one resource at the beginning of your next Deploy phase": the resources, or ``None``."""
    if not isinstance(effect, m.AtTheBeginning) or effect.of != "deploy_phase" or not effect.next:
        return None
    if effect.whose != "you" or len(effect.effects) != 1:
        return None
    gain = effect.effects[0]
    if not isinstance(gain, m.AddResources) or gain.from_roll or gain.amount_of is not None:
        return None
    return gain.count


def _hand_selector(target: m.Target) -> bool:
    """ "that many cards in your hand" / "an equal number of cards from your hand"."""
    return (
        isinstance(target, m.Selector)
        and target.quantifier == "that_many"
        and target.noun == "card"
        and target.zone == "hand"
        and target.owner in ("any", "you")
    )


def _swaps_with_hand(effects: list[m.Effect]) -> bool:
    """St. Ives Salvage Crew: the cards into the hand instead, then as many cards of the hand scrapped."""
    if len(effects) == 3:
        to_hand, choose, scrap = effects
        chosen = isinstance(choose, m.Choose) and _hand_selector(choose.target) and not choose.more
        return (
            _to_hand(to_hand)
            and chosen
            and isinstance(scrap, m.Scrap)
            and isinstance(scrap.target, m.ThatOne)
            and scrap.target.plural
        )
    if len(effects) == 2:  # "then scrap an equal number of cards from your hand" (MechWarrior)
        to_hand, scrap = effects
        return _to_hand(to_hand) and isinstance(scrap, m.Scrap) and _hand_selector(scrap.target)
    return False


def _what(ability: m.Ability) -> str | None:
    """``hand``, ``resources`` or ``swap``: what the ability does with the cards it watches, or ``None``."""
    if not isinstance(ability, m.Triggered) or ability.trigger != "scrapped" or ability.conditions:
        return None
    watched = _watched(ability)
    if watched is None or not ability.effects:
        return None
    effects = list(ability.effects)
    if ability.instead:
        return "swap" if watched.owner == "you" and _swaps_with_hand(effects) else None
    if len(effects) == 1 and _to_hand(effects[0]) and watched.owner == "you":
        return "hand"
    if len(effects) == 1 and _resources_later(effects[0]) is not None and watched.quantifier == "each":
        return "resources"
    return None


def supported(ability: m.Ability) -> bool:
    """Whether :func:`after_damage` executes this ability of a Command card in play beside the battle."""
    return _what(ability) is not None


def _kinds(watched: m.Selector) -> str:
    """The watched cards, in words: "cards", "Resource cards", "cards other than Resource or Unit cards"."""
    words = f"{watched.card_type} cards" if watched.card_type is not None else "cards"
    if watched.not_types:
        words += " other than " + " or ".join(watched.not_types) + " cards"
    return words


def watchers(pos: Position) -> list[tuple[str, m.Triggered, str]]:
    """The Command cards in play with such an ability: card id, ability, the player whose Stockpile it watches."""
    found: list[tuple[str, m.Triggered, str]] = []
    for card_id, state in pos.cards.items():
        face = pos.faces[card_id]
        if face.kind != "command" or not is_active(state) or state.on is not None:
            continue
        for ability in face.abilities:
            if isinstance(ability, m.Triggered) and supported(ability):
                watched = _watched(ability)
                assert watched is not None
                owner = pos.owners[card_id]
                found.append((card_id, ability, owner if watched.owner == "you" else pos.other(owner)))
    return found


def after_damage(
    pos: Position, battle: Battle, final: dict[str, CardState], scrapped_from: dict[str, int]
) -> list[str]:
    """One outcome of the battle: what each watcher does with the cards damage scrapped from the Stockpile it
    watches (``scrapped_from``: how many, by player), said in words naming none of them.

    :raises UnsupportedError: as the module says."""
    said: list[str] = []
    for card_id, ability, player in watchers(pos):
        scrapped = scrapped_from.get(player, 0)
        name = pos.name(card_id)
        if battle.stockpile_loss.get(player, 0) > 0:
            raise UnsupportedError(
                f"{name}: {player}'s Stockpile loses cards to an effect in the battle, and {name} watches the cards "
                "scrapped from it: the engine does not tell cards drawn from cards scrapped there yet"
            )
        if scrapped <= 0:
            continue
        named = [c for c, s in final.items() if s.zone == "stockpile" and pos.owners[c] == player]
        if named:
            raise UnsupportedError(
                f"{name}: {scrapped} card(s) are scrapped from {player}'s Stockpile, which holds "
                f"{', '.join(pos.name(c) for c in named)}: which cards go is not known, and {name} watches them"
            )
        watched = _watched(ability)
        assert watched is not None
        what = _what(ability)
        kinds = _kinds(watched)
        if what == "hand":
            said.append(
                f"{name}: of the {scrapped} card(s) scrapped from {player}'s Stockpile, the {kinds} go to "
                f"{player}'s hand (the scenario does not name them)"
            )
        elif what == "resources":
            per = _resources_later(ability.effects[0]) or 0
            owner = pos.owners[card_id]
            said.append(
                f"{name}: {owner} gains {per} resource(s) at the beginning of {owner}'s next Deploy phase for each "
                f"{kinds[:-1]} among the {scrapped} card(s) scrapped from {player}'s Stockpile (the scenario does "
                "not name them)"
            )
        else:
            in_hand = [c for c, s in final.items() if s.zone == "hand" and pos.owners[c] == player]
            if in_hand:
                raise UnsupportedError(
                    f"{name}: {player} puts the {scrapped} card(s) scrapped from the Stockpile into the hand "
                    f"instead, then chooses {scrapped} card(s) of the hand to scrap, which holds "
                    f"{', '.join(pos.name(c) for c in in_hand)}: the scenario cannot give that choice as damage "
                    "resolves yet"
                )
            said.append(
                f"{name}: the {scrapped} card(s) scrapped from {player}'s Stockpile go to {player}'s hand instead; "
                f"{player} then scraps {scrapped} card(s) of the hand, none the scenario names"
            )
    return said


__all__ = ["RULE_IDS", "after_damage", "supported", "watchers"]
