"""Cards put on top of a Stockpile (``put_on_stockpile``), in a battle.

Rules: the Stockpile is "a player's draw pile" (rulebook p.46, Glossary: Stockpile); damage to it scraps cards from
it, so from its top, and drawing takes its top card (rulebook p.18, Draw Phase). The scenario counts Stockpiles
(``players.<p>.stockpile``): a card put on top is one card more there, the card's zone ``stockpile``.

Executed:

- A Pilot whose 'Mech, scrapped during a mission, goes with the Pilot on top of the Stockpile (Shin Yodama's
  trigger: :func:`stockpiled_supported`, :func:`after_damage`): as damage resolves the 'Mech is scrapped
  (rulebook p.30: to the Scrapheap, with the cards on it), then the trigger takes the two from the Scrapheap to the
  top of their owner's Stockpile. Damage resolves all at once, so Stockpile damage of the same battle is already
  done: the two cards are not scrapped by it. A Stockpile run out by that same damage has lost at the end of the
  damage (CE General Rulings, Victory Conditions: checked at the end of each effect), which the cards put back would
  undo: that case is refused, not decided. A 'Mech scrapped by a card's effect rather than by damage is refused
  (:func:`refuse_stockpiled_by_effect`).
- An ability used in a battle, during a mission: Omi Kurita's, which taps to put a Resource or Kurita card of its
  player's on top of that player's Stockpile (:func:`put_problem`, :func:`run_put`): the card of ``choose``,
  which must be the player's own and in play (CE rulings, Omi Kurita: "You may get cards only from play. You can't
  retrieve cards in your hand, in your Scrapheap, in your Stockpile, or from outside the game."), of the type or
  affiliation named (a Resource card: the subtype; a Kurita card: the House affiliation, rulebook, Older Printings:
  keyword or icon, "equivalent in the game"). Refused, never guessed: a card taking part in the battle or its
  target, a card with others on it (where they go is not in the rules documents), a card providing an asset its
  player then loses (rulebook p.14: assets come from the cards in play; when that counts in a battle is not settled
  here), and a battle in which that Stockpile then loses cards (damage or draws would take the named card first:
  the scenario does not follow it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge.bttcg import rules as r
from judge.bttcg import stockpile_cards
from judge.bttcg import turn_rules as t
from judge.bttcg.assets import settle
from judge.bttcg.state import Battle, CardState, Position, UnsupportedError, is_active
from judge.dsl import models as m

if TYPE_CHECKING:  # the interpreter imports this module
    from judge.bttcg.interpret import Context

OMI_KURITA = "ce-rulings/omi-kurita"
"""CE Individual Card Rulings, Omi Kurita: cards only from play."""
RULE_IDS = (t.STOCKPILE, OMI_KURITA, r.VICTORY)

_PLAIN = frozenset({"kind", "quantifier", "noun", "owner", "card_type"})
_TYPES = frozenset({"Command", "Unit", "Mech"})
_SUBTYPES = frozenset(
    {"Enhancement", "Resource", "Subterfuge", "Mercenary", "Faction", "Terrain", "Operation", "Pilot"}
)
_OUT_OF_PLAY = ("hand", "scrapheap", "stockpile")


# --- a Pilot's 'Mech scrapped as damage resolves ------------------------------------------------------------------


def stockpiled_supported(ability: m.Ability) -> bool:
    """ "If 'Mech piloted by this card is scrapped [during a mission], put that 'Mech and this card on top of your
    Stockpile.": what :func:`after_damage` executes."""
    if not isinstance(ability, m.Triggered) or ability.trigger != "piloted_scrapped":
        return False
    timing_ok = all(
        isinstance(c, m.During)
        and c.mission
        and not c.battle
        and c.phase is None
        and c.unless is None
        and not c.at_end
        and not c.target_in_enhanced_region
        for c in ability.conditions
    )
    targets = [e.target for e in ability.effects if isinstance(e, m.PutOnStockpile) and _plain_put(e)]
    return (
        timing_ok
        and len(ability.effects) == 2
        and len(targets) == 2
        and any(isinstance(x, m.This) for x in targets)
        and any(isinstance(x, m.ThatOne) and not (x.index or x.among or x.plural) for x in targets)
    )


def _plain_put(effect: m.PutOnStockpile) -> bool:
    return not effect.bottom and effect.stockpile == "yours"


def _stockpiled_by(pos: Position, unit: str) -> list[str]:
    """The cards on ``unit`` whose ability puts it and themselves on top of their Stockpile when it is scrapped."""
    return [
        card_id
        for card_id, state in pos.cards.items()
        if state.on == unit
        and state.zone not in _OUT_OF_PLAY
        and any(stockpiled_supported(a) for a in pos.faces[card_id].abilities)
    ]


def after_damage(pos: Position, final: dict[str, CardState], stockpiles: dict[str, int], scrapped: list[str]) -> None:
    """Once damage has resolved (``final``: the cards' states, ``stockpiles``: the counts, both of one outcome):
    each 'Mech scrapped whose Pilot says so goes, with that Pilot, from the Scrapheap to the top of the Pilot's
    owner's Stockpile.

    :raises UnsupportedError: for a 'Mech its Pilot's owner does not own, or a Stockpile the damage ran out.
    """
    for unit in scrapped:
        for pilot in _stockpiled_by(pos, unit):
            owner = pos.owners[pilot]
            name = pos.name(pilot)
            if pos.owners[unit] != owner:
                raise UnsupportedError(
                    f"{name}: {pos.name(unit)} is not {owner}'s, and {name} puts it on top of {owner}'s own Stockpile: "
                    "not executed"
                )
            if stockpiles[owner] == 0:
                raise UnsupportedError(
                    f"{name}: {owner}'s Stockpile runs out as damage resolves, and {name} then puts cards back on it: "
                    "whether the game is lost first is not decided by the engine yet"
                )
            final[unit] = CardState(zone="stockpile")
            final[pilot] = CardState(zone="stockpile")
            stockpiles[owner] += 2
            text = (
                f"{name}: {pos.name(unit)} is scrapped during the mission, so it and {name} go from the Scrapheap "
                f"on top of {owner}'s Stockpile (2 cards more)"
            )
            if all(entry.text != text for entry in pos.trace):  # once, whatever the dice of the other cards
                pos.note(text, t.STOCKPILE, r.VICTORY)


def refuse_stockpiled_by_effect(pos: Position, unit: str) -> None:
    """:raises UnsupportedError: when a card's effect (not damage) scraps a Unit whose Pilot puts it on top of the
    Stockpile then: only the scrapping as damage resolves executes it."""
    for pilot in _stockpiled_by(pos, unit):
        raise UnsupportedError(
            f"{pos.name(pilot)}: the engine does not execute what it does when {pos.name(unit)} is scrapped by a "
            "card's effect yet (only as damage resolves)"
        )


# --- "Put a Resource card or Kurita card you own on top of your Stockpile." in a battle --------------------------


def _options(target: m.Target) -> list[m.Target]:
    return list(target.options) if isinstance(target, m.Either) else [target]


def put_problem(effect: m.PutOnStockpile) -> str | None:
    """Why a battle cannot put this on top of a Stockpile yet, or ``None`` when :func:`run_put` can."""
    if effect.any_order or not _plain_put(effect):
        return "putting cards on a Stockpile in an order, on its bottom, or back where they were looked at"
    for option in _options(effect.target):
        if not isinstance(option, m.Selector) or option.quantifier not in ("a", "one", "any"):
            return "putting on top of a Stockpile a card not chosen by a selector"
        if option.owner != "you" or option.noun != "card" or set(option.model_dump(exclude_defaults=True)) - _PLAIN:
            return "putting on top of a Stockpile a card other than one of yours of a type or affiliation"
    return None


def _fits(ctx: Context, selector: m.Selector, card_id: str) -> bool:
    """Whether the card is the player's own, in play, and of the type or affiliation named.

    :raises UnsupportedError: for an inline card whose affiliation the scenario does not give.
    """
    pos = ctx.pos
    face, state = pos.faces[card_id], pos.cards[card_id]
    if pos.owners[card_id] != ctx.player or state.zone in _OUT_OF_PLAY:
        return False
    if state.on is None and not is_active(state):
        return False  # under construction: a site, not a card of its type (CE rulings, Construction Region)
    wanted = selector.card_type
    if wanted is None:
        return True
    if wanted in _TYPES:
        return {"Command": face.kind == "command", "Unit": face.kind == "unit", "Mech": face.unit_type == "mech"}[
            wanted
        ]
    if wanted in _SUBTYPES:
        return face.kind == "command" and face.has_keyword(wanted)
    if wanted in face.affiliations or face.has_keyword(wanted):
        return True
    if not face.affiliations and face.alignment is None:
        raise UnsupportedError(
            f"{pos.name(ctx.source)}: whether {pos.name(card_id)} is a {wanted} card is not known (an inline card's "
            f"'keywords' may name its affiliation)"
        )
    return False


def _fits_any(ctx: Context, target: m.Target, card_id: str) -> bool:
    """Whether one of the options reaches the card ("a Resource card or Kurita card").

    :raises UnsupportedError: when none does and one of them cannot tell (an affiliation not given).
    """
    unknown: UnsupportedError | None = None
    for option in _options(target):
        try:
            if isinstance(option, m.Selector) and _fits(ctx, option, card_id):
                return True
        except UnsupportedError as exc:
            unknown = exc
    if unknown is not None:
        raise unknown
    return False


def run_put(ctx: Context, effect: m.PutOnStockpile) -> None:
    """The card of ``choose`` goes from play to the top of the player's Stockpile.

    :raises UnsupportedError: for a card in the battle, with cards on it, or a Stockpile that also loses cards.
    """
    pos, battle = ctx.pos, ctx.battle
    source = pos.name(ctx.source)
    if not ctx.choose:
        ctx.violate(f"{source}: say which card goes on top of {ctx.player}'s Stockpile ('choose')", OMI_KURITA)
        return
    pick = ctx.choose.pop(0)
    if pick not in pos.cards:
        ctx.violate(f"{source}: {pick} is not a card of the scenario", OMI_KURITA)
        return
    if not _fits_any(ctx, effect.target, pick):
        ctx.violate(
            f"{source}: {pos.name(pick)} is not a card {ctx.player} owns in play of the kind named (cards only from "
            "play: not from a hand, a Scrapheap, a Stockpile or outside the game)",
            OMI_KURITA,
        )
        return
    _refuse_untracked(pos, battle, source, pick)
    state = pos.cards[pick]
    state.zone, state.on, state.guarding = "stockpile", None, None
    state.tapped = state.depleted = state.activated = False
    state.damage = state.counters = 0
    state.other_counters = {}
    before = dict(pos.assets)
    settle(pos)  # the assets come from the active cards (rulebook p.14)
    if pos.assets != before:
        raise UnsupportedError(
            f"{source}: {pos.name(pick)} provides an asset its player then no longer has: an asset lost during a "
            "battle is not executed yet"
        )
    stockpile_cards.to_top(pos, ctx.player, pick)
    ctx.last = [pick]
    pos.note(
        f"{source}: {pos.name(pick)} goes from play on top of {ctx.player}'s Stockpile "
        f"({pos.stockpiles[ctx.player]} cards)",
        OMI_KURITA,
        t.STOCKPILE,
    )
    battle.stockpile_tops.setdefault(ctx.player, []).append(pick)


def _refuse_untracked(pos: Position, battle: Battle, source: str, pick: str) -> None:
    if pick in battle.fighters or pick == battle.target:
        raise UnsupportedError(
            f"{source}: {pos.name(pick)} takes part in the battle; a card leaving play during the battle is not "
            "executed yet"
        )
    riders = [c for c, s in pos.cards.items() if s.on == pick and s.zone not in _OUT_OF_PLAY]
    if riders:
        raise UnsupportedError(
            f"{source}: {', '.join(map(pos.name, riders))} is on {pos.name(pick)}; where it goes when that card "
            "leaves play for the Stockpile is not executed yet"
        )


def refuse_lost_tops(battle: Battle, lost: dict[str, int]) -> None:
    """:raises UnsupportedError: when a Stockpile on which a card was put this battle loses cards in it (drawn or
    scrapped by damage): the card on top would be the first to go, and the scenario does not follow it."""
    for player, cards in battle.stockpile_tops.items():
        if cards and lost.get(player, 0) > 0:
            raise UnsupportedError(
                f"{player}'s Stockpile loses cards in the battle after a card was put on top of it: which cards go "
                "is not followed by the engine yet"
            )


def settle_battle_losses(pos: Position, battle: Battle) -> None:
    """The cards drawn or scrapped from each Stockpile by effects during the battle leave it as the battle ends: in a
    game the top cards go into the hand or the Scrapheap, in the order the effects took them (rulebook p.18: the top
    card is drawn; rulebook p.29-30); a scenario counts them only (CE General Rulings, Victory: one fewer each).

    :raises UnsupportedError: for a Stockpile that runs out during the battle, or that loses cards after one was put
        on top of it (:func:`refuse_lost_tops`).
    """
    refuse_lost_tops(battle, battle.stockpile_loss)
    for player, count in battle.stockpile_loss.items():
        if count >= pos.stockpiles[player]:
            raise UnsupportedError(
                f"{player}'s Stockpile runs out during the battle (cards drawn or scrapped by effects): the game "
                "ends then, and the engine answers only battles that reach damage resolution"
            )
        moved = 0  # the rest are counted: a game refuses a Stockpile it cannot follow (stockpile_cards.consistent)
        for taker, zone, number in battle.stockpile_taken:
            if taker == player and moved + number <= count and pos.stockpile_order is not None:
                take = stockpile_cards.draw if zone == "hand" else stockpile_cards.scrap_top
                moved += len(take(pos, player, number))
        pos.stockpiles[player] -= count - moved


__all__ = [
    "OMI_KURITA",
    "RULE_IDS",
    "after_damage",
    "put_problem",
    "refuse_lost_tops",
    "refuse_stockpiled_by_effect",
    "run_put",
    "settle_battle_losses",
    "stockpiled_supported",
]
