"""Damage resolution that follows distinct states (issue 20): when what each card receives is independent of what
the others receive, the outcomes of a battle are a product of small parts, one per card (or Stockpile) receiving
damage, and a wide distribution is answered from the parts without building its joint outcomes.

Eight missiles fired one at each of eight blockers have 3^8 = 6,561 joint outcomes (4^8 = 65,536 with Munitions),
all distinct; each blocker alone has 3 (or 4). The answer lists the most likely joint outcomes (a best-first walk over
the parts, :func:`likeliest`), counts the rest and gives each card's exact distribution (the summary of
:func:`judge.bttcg.answer.summarised`), for the work of the parts: what costs is bounded by the parts' sizes, not by
their product.

The parts are exact only when nothing links them, so :func:`factorise` answers ``None`` (and the joint enumeration
of :class:`~judge.bttcg.damage.Resolver`, bounded by the work budget, is used) when:

- an effect looks at several cards' damage: a scrap-if-damaged watch, an effect settled after damage;
- a fixed die is left for a Vehicle's roll (which Vehicle takes it depends on the others);
- two parts change the same card or Stockpile (a card on another that is scrapped, a Stockpile hit twice).

Each part is resolved by :meth:`~judge.bttcg.damage.Resolver.apply_one` (the resolution's one implementation,
rulebook p.29-31), so the rules live in ``damage.py`` only.
"""

from __future__ import annotations

import heapq
import json
from dataclasses import dataclass
from fractions import Fraction
from math import prod
from typing import TYPE_CHECKING, Any

from judge.budget import CARD_STATE, current

if TYPE_CHECKING:
    from judge.bttcg.damage import Outcome, Resolver

MAX_LISTED_OUTCOMES = 100
"""Most outcomes an answer lists one by one. A wider distribution (8 missiles at 8 blockers has 6,561) is summarised:
the most likely outcomes, what the others add up to, and each card's own distribution (an answer once weighed 84 MB)."""
MAX_LISTED_CARD_STATES = 10_000
"""Most card states the listed outcomes hold in all (each lists every card): with more than 100 cards, fewer outcomes
are listed (at least :data:`MIN_LISTED_OUTCOMES`), so that an answer stays under about a megabyte."""
MIN_LISTED_OUTCOMES = 10


def listed_limit(cards: int) -> int:
    """How many outcomes an answer over ``cards`` cards lists one by one."""
    by_size = max(MIN_LISTED_OUTCOMES, MAX_LISTED_CARD_STATES // max(cards, 1))
    return min(MAX_LISTED_OUTCOMES, by_size)


@dataclass(frozen=True)
class PartState:
    """One way a part ends: its probability, the cards it changes (their answer JSON) and the Stockpiles."""

    probability: Fraction
    cards: dict[str, dict[str, object]]
    stockpiles: dict[str, int]


@dataclass(frozen=True)
class Part:
    """The cards and Stockpile one recipient's damage can change, with each distinct way it ends (most likely
    first)."""

    recipient: str
    states: list[PartState]


@dataclass(frozen=True)
class Product:
    """The outcomes of one damage resolution as independent parts over an unchanged rest."""

    cards: dict[str, dict[str, object]]
    """Every card's state where no part changes it (the cards in their order in the position)."""
    stockpiles: dict[str, int]
    players: tuple[str, str]
    parts: list[Part]

    @property
    def size(self) -> int:
        """The number of distinct joint outcomes (the parts change disjoint cards, so no two are equal)."""
        return prod(len(part.states) for part in self.parts)

    def joint(self, choice: tuple[int, ...]) -> dict[str, Any]:
        """The joint outcome taking state ``choice[i]`` of part ``i``, in the answer's JSON (without probability)."""
        from judge.bttcg.damage import winner_of

        cards = dict(self.cards)
        stockpiles = dict(self.stockpiles)
        for part, index in zip(self.parts, choice, strict=True):
            cards.update(part.states[index].cards)
            stockpiles.update(part.states[index].stockpiles)
        return {"cards": cards, "stockpiles": stockpiles, "winner": winner_of(self.players, stockpiles)}

    def can_end_the_game(self) -> bool:
        """Whether some outcome empties a Stockpile."""
        for player, count in self.stockpiles.items():
            reached = {count}
            for part in self.parts:
                if any(player in s.stockpiles for s in part.states):
                    reached = {s.stockpiles.get(player, count) for s in part.states}
            if 0 in reached:
                return True
        return False

    def card_outcomes(self) -> dict[str, list[dict[str, Any]]]:
        """Each card's own distribution, most likely first (as ``card_outcomes`` of
        :func:`judge.bttcg.answer.summarised`)."""
        found: dict[str, list[dict[str, Any]]] = {}
        owner = {card_id: part for part in self.parts for s in part.states for card_id in s.cards}
        for card_id, state in self.cards.items():
            part = owner.get(card_id)
            if part is None:
                found[card_id] = [{**state, "probability": "1", "p": 1.0}]
                continue
            seen: dict[str, tuple[Fraction, dict[str, object]]] = {}
            for s in part.states:
                shown = s.cards.get(card_id, state)
                key = json.dumps(shown, sort_keys=True)
                seen[key] = (seen.get(key, (Fraction(0), shown))[0] + s.probability, shown)
            found[card_id] = [
                {**shown, "probability": str(p), "p": float(p)}
                for p, shown in sorted(seen.values(), key=lambda pair: -pair[0])
            ]
        return found


def likeliest(product: Product, count: int) -> list[tuple[Fraction, tuple[int, ...]]]:
    """The ``count`` most likely joint outcomes (probability, one state index per part), most likely first: a
    best-first walk from the likeliest state of every part, each step moving one part to its next state (each
    part's states are sorted, so a successor is never likelier than what it comes from)."""
    current().spend(count * max(len(product.parts), 1) * CARD_STATE, "listing the likeliest outcomes")
    start = tuple(0 for _ in product.parts)
    first = prod((part.states[0].probability for part in product.parts), start=Fraction(1))
    heap: list[tuple[Fraction, tuple[int, ...]]] = [(-first, start)]
    seen = {start}
    found: list[tuple[Fraction, tuple[int, ...]]] = []
    while heap and len(found) < count:
        negative, choice = heapq.heappop(heap)
        found.append((-negative, choice))
        for i, part in enumerate(product.parts):
            if choice[i] + 1 >= len(part.states):
                continue
            nxt = (*choice[:i], choice[i] + 1, *choice[i + 1 :])
            if nxt in seen:
                continue
            seen.add(nxt)
            p = -negative / part.states[choice[i]].probability * part.states[choice[i] + 1].probability
            heapq.heappush(heap, (-p, nxt))
    return found


def factorise(resolver: Resolver) -> Product | None:
    """The resolution's outcomes as independent parts, or ``None`` when they are not independent (see the module's
    docstring). Each part costs one resolution per distinct total it can receive (counted in the work budget)."""
    battle = resolver.battle
    if battle.watches or battle.later or battle.die_uses or battle.per_damage:
        return None  # die uses (rerolls.py) link the missiles of several cards: one reroll, whichever comes first
    volleys = resolver._rolled_volleys()
    missiles = sum(count for _, _, count in volleys)
    if not missiles or len(resolver.dice) > missiles:
        return None  # nothing rolled, or fixed dice left for Vehicles' rolls
    fixed = resolver.fixed_damage()
    totals: dict[str, dict[int, Fraction]] = {card_id: {n: Fraction(1)} for card_id, n in fixed.items()}
    used = 0
    for recipient, table, count in volleys:
        dist = totals.setdefault(recipient, {0: Fraction(1)})
        for _ in range(count):
            faces = [resolver.dice[used]] if used < len(resolver.dice) else list(range(1, 7))
            nxt: dict[int, Fraction] = {}
            for total, p in dist.items():
                for face in faces:
                    got = total + table[face - 1]
                    nxt[got] = nxt.get(got, Fraction(0)) + p / len(faces)
            dist = totals[recipient] = nxt
            used += 1
    pos = resolver.pos
    budget = current()
    applies = sum(len(dist) for dist in totals.values())
    budget.spend(applies * len(pos.cards) * CARD_STATE, f"resolving {applies:,} totals of damage one card at a time")
    from judge.bttcg.damage import card_json

    unchanged = {card_id: card_json(state) for card_id, state in pos.cards.items()}
    base, base_stockpiles = dict(unchanged), dict(pos.stockpiles)
    parts: list[Part] = []
    changed: set[str] = set()
    for recipient, dist in totals.items():
        merged: dict[str, PartState] = {}
        for total, p in dist.items():
            if total == 0 and recipient not in fixed:  # its missiles all missed: it receives nothing, as jointly
                resolved: list[tuple[Fraction, Outcome]] = [(Fraction(1), resolver.unchanged())]
            else:
                resolved = resolver.apply_one(recipient, total, used)
            for q, outcome in resolved:
                cards = {c: s for c, s in outcome.cards.items() if s != unchanged[c]}
                stockpiles = {k: v for k, v in outcome.stockpiles.items() if v != pos.stockpiles[k]}
                key = json.dumps([cards, stockpiles], sort_keys=True)
                found = merged.get(key)
                prob = p * q + (found.probability if found else 0)
                merged[key] = PartState(prob, cards, stockpiles)
        touched = {c for s in merged.values() for c in s.cards}
        touched |= {f"{k}.stockpile" for s in merged.values() for k in s.stockpiles}
        if touched & changed:
            return None  # two parts change the same card or Stockpile: not independent
        changed |= touched
        states = sorted(merged.values(), key=lambda s: -s.probability)
        if len(states) == 1:  # always the same: part of the rest
            base.update(states[0].cards)
            base_stockpiles.update(states[0].stockpiles)
        else:
            parts.append(Part(recipient, states))
    return Product(base, base_stockpiles, pos.players, parts)


def summary_of(product: Product) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The listed outcomes (the :func:`listed_limit` most likely, in the answer's JSON) and the summary of the
    rest, as :func:`judge.bttcg.answer.summarised` gives them for a joint enumeration."""
    listed = likeliest(product, listed_limit(len(product.cards)))
    outcomes = [{"probability": str(p), "p": float(p), **product.joint(choice)} for p, choice in listed]
    rest = 1 - sum((p for p, _ in listed), Fraction(0))
    return outcomes, {
        "outcomes_rest": {"count": product.size - len(listed), "probability": str(rest), "p": float(rest)},
        "card_outcomes": product.card_outcomes(),
    }
