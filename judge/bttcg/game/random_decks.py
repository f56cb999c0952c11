"""A legal random deck for an affiliation, seeded: the same pool, affiliation, seed and size give the same deck.

The deck is legal (``judge deck check``'s rules, checked before it is returned: judge/bttcg/game/deck_legality.py): at
most 60 cards (rulebook p.15, "Starting a Game"), one copy of a Unique card (rulebook p.13, "Unique Cards"), Universe
Deck Construction for the affiliation (rulebook p.36: no card of the other side, every card listing affiliations lists
it, at most 10 Units that aren't 'Mechs). It is also meant to be played, following the rulebook's "Tuning Your Deck"
(p.37): 24 'Mechs, 24 Resources and 12 other cards "leaning heavily towards Mission cards" in 60, the same shares in a
smaller deck (Vehicles and Battle Armor among the 24 Units: "treat them as 'Mechs while building your deck", p.37,
still at most 10 of them); 'Mechs of cost 6 and above left out ("removing some of the more expensive 'Mechs (say, cost
6 and above)") where the affiliation has enough cheaper ones, their cost counted with the assets the affiliation's
Resources can provide (rulebook p.19, "Constructing Cards"); Resources chosen "to see what kinds of asset costs they
tend to have": first a Resource providing Tactics when the deck holds Mission cards (their number in a battle is
limited by the initiative score, whose base is 1 with Tactics and 0 without: rulebook p.26, p.32) and one for each
asset a Mission card may be played only with, then one providing each asset the chosen Units' costs ask for, where
the affiliation has them, the rest Resources that make resources (``{T}: {R}``, judge/bttcg/resources.py).

Two limits are choices of this module, not rules: at most :data:`MAX_COPIES` copies of a card that isn't Unique (the
rules set no limit: 1997 archive) so that decks vary; and, with ``executed_only`` (the default, for self-play), only
cards every ability of which the engine executes (``judge.bttcg.executable.card_refusals``): a card the engine refuses
would end a game as an error. Cards known only from quotations in the rules documents, or only by part of their text,
are never chosen (their keywords or text may be incomplete).
"""

from __future__ import annotations

import random
import weakref
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from typing import Generic, TypeVar

from judge.bttcg.assets import ASSET_NAMES
from judge.bttcg.deck import Rules, allowed
from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import CardFace, CardFaceError, face_of_pool_card
from judge.bttcg.game import candidates_cache
from judge.bttcg.game.deck_legality import check
from judge.bttcg.game.decks_model import Deck
from judge.bttcg.game.state import face
from judge.bttcg.resources import resources_of
from judge.bttcg.state import UnsupportedError
from judge.cards.models import BtCard
from judge.cards.names import fold
from judge.documents import SEED_DOCUMENTS
from judge.dsl import models as m
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool

MAX_COPIES = 4
"""At most this many copies of a card that isn't Unique in a random deck: a choice for variety, not a rule (the rules
set no limit on copies of cards that aren't Unique: 1997 archive, not contradicted by the newer documents)."""
DEFAULT_SIZE = 60
"""The rulebook's deck: 60 cards at most (p.15), "a 60-card deck" (p.37, "Tuning Your Deck")."""
MIN_SIZE = 10
"""A random deck holds at least this many cards: five are drawn to begin (rulebook p.15), and a deck needs a few
Units, Resources and one other card to be played. Not a rule (the sources set no minimum)."""
MAX_SEED = 2**63 - 1
MAX_EXCLUDED = 1000
"""At most this many card names left out of a random deck (the pool holds about 650 cards)."""
MAX_AFFILIATION_CHARS = 40
"""An affiliation's name longer than this is none (the longest is 14 characters); the error shows this much of it."""
EXPENSIVE = 6
"""Rulebook p.37, "Tuning Your Deck", step 2: "removing some of the more expensive 'Mechs (say, cost 6 and above)"."""
MIN_CHEAP_UNITS = 6
"""Fewer cheaper Units than this for the affiliation: the expensive ones are kept too."""
SHARES = (24, 24, 8, 4)
"""Units, Resources, Mission cards, other Command cards in a 60-card deck (rulebook p.37: 24 'Mechs, 24 Resources,
12 other cards "leaning heavily towards Mission cards": two in three of them here)."""


class DeckBuildError(ValueError):
    """A random deck that cannot be built: a seed, size or affiliation out of range, or a pool too small."""


@dataclass(frozen=True)
class Candidates:
    """The pool's cards a random deck may take, by the part of the deck they fill."""

    units: tuple[BtCard, ...]
    resources: tuple[BtCard, ...]
    """Resource cards that make resources or provide an asset."""
    producing: frozenset[str]
    """The slugs of the Resources that make resources by tapping."""
    missions: tuple[BtCard, ...]
    commands: tuple[BtCard, ...]
    """Command cards other than Resources (Pilots, Enhancements, Terrain...)."""

    def restricted(self, rules: Rules, affiliation: str) -> Candidates:
        def keep(cards: tuple[BtCard, ...]) -> tuple[BtCard, ...]:
            return tuple(c for c in cards if allowed(c, rules, affiliation))

        return Candidates(
            keep(self.units), keep(self.resources), self.producing, keep(self.missions), keep(self.commands)
        )


MAX_CACHED_POOLS = 8
"""Pools whose knowledge base and candidates are kept (the oldest forgotten first)."""

_Cached = TypeVar("_Cached")


class _PerPool(Generic[_Cached]):
    """A value per pool object (pools are not hashable: keyed by identity, the pool held weakly)."""

    def __init__(self) -> None:
        self.values: dict[int, tuple[weakref.ref[CardPool], _Cached]] = {}

    def get(self, pool: CardPool) -> _Cached | None:
        held = self.values.get(id(pool))
        return held[1] if held is not None and held[0]() is pool else None

    def put(self, pool: CardPool, value: _Cached) -> None:
        self.values = {k: v for k, v in self.values.items() if v[0]() is not None}
        while len(self.values) >= MAX_CACHED_POOLS:
            del self.values[next(iter(self.values))]
        self.values[id(pool)] = (weakref.ref(pool), value)


_KNOWLEDGE: _PerPool[KnowledgeBase] = _PerPool()
_CANDIDATES: _PerPool[dict[tuple[bool, str | None], Candidates]] = _PerPool()


def knowledge_of(pool: KnowledgeBase | CardPool) -> KnowledgeBase:
    """The knowledge base (a card pool gets the rulings' errata applied, once per pool)."""
    if isinstance(pool, KnowledgeBase):
        return pool
    found = _KNOWLEDGE.get(pool)
    if found is None:
        found = KnowledgeBase.from_pool(pool)
        _KNOWLEDGE.put(pool, found)
    return found


def _complete(card: BtCard) -> bool:
    """Known from a card list (not only from quotations in the rules documents) with its whole text."""
    listed = [p for p in card.printings if p.source.document not in SEED_DOCUMENTS]
    return bool(listed) and not all(p.partial_text for p in card.printings if p.text)


def _face(card: BtCard, executed_only: bool) -> CardFace | None:
    """The card's face when a random deck may take it, else ``None``."""
    if card.card_type is None or not _complete(card):
        return None
    if card.card_type != "Mission" and card.cost is None:
        return None  # nothing to construct it with (rulebook p.19)
    try:
        face = face_of_pool_card(card)
    except CardFaceError:
        return None
    if executed_only and card_refusals(face).refused:
        return None
    return face


def _produces(face: CardFace) -> bool:
    try:
        return bool(resources_of(face))
    except UnsupportedError:
        return False


def candidates(
    knowledge: KnowledgeBase, executed_only: bool = True, affiliation: str | None = None, rules: Rules | None = None
) -> Candidates:
    """Every card of the pool a random deck may take (of any affiliation, or of ``affiliation`` as the rules spell
    it), each name once, sorted by name so that a seed gives the same deck whatever the pool's order. Computed once
    per pool, and kept on disk for the next process under a digest of the cards and the code
    (judge/bttcg/game/candidates_cache.py)."""
    per_pool = _CANDIDATES.get(knowledge.pool)
    if per_pool is None:
        per_pool = {}
        _CANDIDATES.put(knowledge.pool, per_pool)
    if (executed_only, affiliation) in per_pool:
        return per_pool[executed_only, affiliation]
    if affiliation is not None:
        every = candidates(knowledge, executed_only)
        per_pool[executed_only, affiliation] = every.restricted(rules or Rules.load(knowledge), affiliation)
        return per_pool[executed_only, affiliation]
    cards = sorted((c for c in knowledge.pool.cards if isinstance(c, BtCard)), key=lambda c: c.slug)
    digest = candidates_cache.pool_digest(cards, executed_only)
    kept = candidates_cache.load(digest)
    found = _computed(cards, executed_only) if kept is None else _rebuilt(cards, kept)
    if kept is None:
        candidates_cache.save(digest, _slugs(found), (*found.units, *found.resources, *found.missions, *found.commands))
    per_pool[executed_only, None] = found
    return found


def _slugs(found: Candidates) -> dict[str, list[str]]:
    return {
        "units": [c.slug for c in found.units],
        "resources": [c.slug for c in found.resources],
        "producing": sorted(found.producing),
        "missions": [c.slug for c in found.missions],
        "commands": [c.slug for c in found.commands],
    }


def _rebuilt(cards: list[BtCard], kept: dict[str, list[str]]) -> Candidates:
    """The candidates from their kept slugs (judge/bttcg/game/candidates_cache.py), each slug's first card."""
    by_slug: dict[str, BtCard] = {}
    for card in cards:
        by_slug.setdefault(card.slug, card)

    def part(name: str) -> tuple[BtCard, ...]:
        return tuple(by_slug[s] for s in kept[name])

    return Candidates(
        part("units"), part("resources"), frozenset(kept["producing"]), part("missions"), part("commands")
    )


def _computed(cards: list[BtCard], executed_only: bool) -> Candidates:
    """The candidates, each card's text read and its execution asked of the engine."""
    parts: dict[str, list[BtCard]] = {"units": [], "resources": [], "missions": [], "commands": []}
    producing: set[str] = set()
    seen: set[str] = set()
    for card in cards:
        if card.slug in seen or (face := _face(card, executed_only)) is None:
            continue
        seen.add(card.slug)
        if card.card_type == "Unit":
            parts["units"].append(card)
        elif card.card_type == "Mission":
            parts["missions"].append(card)
        elif "Resource" in card.subtypes:
            if _produces(face):
                producing.add(card.slug)
            if card.slug in producing or card.provides:
                parts["resources"].append(card)
        else:
            parts["commands"].append(card)
    return Candidates(
        tuple(parts["units"]),
        tuple(parts["resources"]),
        frozenset(producing),
        tuple(parts["missions"]),
        tuple(parts["commands"]),
    )


def _cap(card: BtCard, rules: Rules) -> int:
    return rules.unique_max if card.unique else MAX_COPIES


def _mech(card: BtCard) -> bool:
    return "'Mech" in card.subtypes


class _Builder:
    """The deck as it is filled: copies per card, the Units that aren't 'Mechs left under the limit."""

    def __init__(self, rng: random.Random, rules: Rules) -> None:
        self.rng = rng
        self.rules = rules
        self.cards: list[BtCard] = []
        self.copies: Counter[int] = Counter()
        """Copies by card (``id``: a card's slug is computed each time it is asked; the candidates are one object
        per name)."""
        self.non_mech_left = rules.max_non_mech  # rulebook p.36

    def room(self, card: BtCard) -> int:
        left = _cap(card, self.rules) - self.copies[id(card)]
        if card.card_type == "Unit" and not _mech(card):
            left = min(left, self.non_mech_left)
        return max(left, 0)

    def add(self, card: BtCard, copies: int) -> None:
        self.cards += [card] * copies
        self.copies[id(card)] += copies
        if card.card_type == "Unit" and not _mech(card):
            self.non_mech_left -= copies

    def fill(self, cards: tuple[BtCard, ...], count: int, *, fewest: int = 1) -> int:
        """Adds ``count`` copies of cards picked at random from ``cards`` (each 1 to its room copies, at least
        ``fewest`` where there is room); the copies added (fewer where the cards run out)."""
        added = 0
        while added < count:
            open_cards = [c for c in cards if self.room(c) > 0]
            if not open_cards:
                break
            card = self.rng.choice(open_cards)
            most = min(self.room(card), count - added)
            copies = self.rng.randint(min(fewest, most), most)
            self.add(card, copies)
            added += copies
        return added


def _targets(size: int) -> tuple[int, int, int, int]:
    """Units, Resources, Mission cards, other Command cards for a deck of ``size`` (:data:`SHARES` scaled)."""
    units = round(size * SHARES[0] / DEFAULT_SIZE)
    resources = round(size * SHARES[1] / DEFAULT_SIZE)
    others = size - units - resources
    missions = round(others * SHARES[2] / (SHARES[2] + SHARES[3]))
    return units, resources, missions, others - missions


def _resolve_affiliation(rules: Rules, affiliation: str) -> str:
    if not isinstance(affiliation, str) or len(affiliation) > MAX_AFFILIATION_CHARS:
        shown = f"{affiliation[:MAX_AFFILIATION_CHARS]!r}..." if isinstance(affiliation, str) else repr(affiliation)
        raise DeckBuildError(f"no affiliation named {shown}; the affiliations: {', '.join(rules.sides)}")
    chosen = rules.affiliation(affiliation)
    if chosen is None:
        raise DeckBuildError(f"no affiliation named {affiliation!r}; the affiliations: {', '.join(rules.sides)}")
    return chosen


def _check_numbers(seed: int, size: int, rules: Rules) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise DeckBuildError(f"the seed is {seed!r}; a seed is a whole number from 0 to {MAX_SEED}")
    if isinstance(size, bool) or not isinstance(size, int) or not MIN_SIZE <= size <= rules.max_size:
        raise DeckBuildError(
            f"the size is {size!r}; a random deck holds {MIN_SIZE} to {rules.max_size} cards (at most "
            f"{rules.max_size}: rulebook p.15)"
        )


def random_deck(
    pool: KnowledgeBase | CardPool,
    affiliation: str,
    seed: int,
    *,
    size: int = DEFAULT_SIZE,
    executed_only: bool = True,
    exclude: Collection[str] = (),
) -> Deck:
    """A legal random deck of ``size`` cards for the affiliation (module docstring), the same for the same seed,
    named ``random:AFFILIATION:SEED`` (with `` (N cards)`` for another size, `` (any card)`` without
    ``executed_only``).

    ``exclude``: names of cards to leave out (the pool's names, case and apostrophes aside, model codes included), at
    most :data:`MAX_EXCLUDED`: cards the engine executes by ``executable.card_refusals`` yet refused in a game (a
    sweep leaves them out to measure the rest, and reports them).

    :raises DeckBuildError: for a seed or size out of range, no such affiliation, too many names excluded, or a pool
        without the cards.
    """
    knowledge = knowledge_of(pool)
    rules = Rules.load(knowledge)
    _check_numbers(seed, size, rules)
    chosen = _resolve_affiliation(rules, affiliation)
    found = _without(candidates(knowledge, executed_only, chosen, rules), exclude)
    problem = _unbuildable(found, size, rules)
    if problem is not None:
        raise DeckBuildError(f"no random {chosen} deck of {size} cards from this pool: {problem}")
    left_out = ":" + ",".join(sorted({_excluded_key(n) for n in exclude})) if exclude else ""
    builder = _Builder(random.Random(f"random-deck:{chosen}:{seed}:{size}:{executed_only}{left_out}"), rules)
    units, resources, missions, commands = _targets(size)
    assets = frozenset(a for card in found.resources for a in card.provides)
    cheap = tuple(c for c in found.units if (c.total_cost(assets) or 0) < EXPENSIVE)
    builder.fill(cheap if len(cheap) >= MIN_CHEAP_UNITS else found.units, units)
    builder.fill(found.missions, missions)
    _resources(builder, found, resources, mission_assets(builder.cards))
    builder.fill(found.commands, commands)
    builder.fill(found.units + found.resources + found.missions + found.commands, size - len(builder.cards))
    name = f"random:{chosen}:{seed}" + (f" ({size} cards)" if size != DEFAULT_SIZE else "")
    name += f" (without {len(exclude)} cards)" if exclude else ""
    deck = Deck(name + ("" if executed_only else " (any card)"), tuple(builder.cards), chosen)
    report = check(deck, knowledge)
    if not report.legal or len(deck.cards) != size:  # the rules of judge deck check, asked every time
        raise AssertionError(f"{deck.name}: a random deck that is not legal: {report.text()}")
    return deck


def _excluded_key(name: str) -> str:
    return " ".join(fold(name).split())


def _without(found: Candidates, exclude: Collection[str]) -> Candidates:
    """The candidates but the cards named in ``exclude`` (by name, case and apostrophes aside)."""
    if isinstance(exclude, str) or len(exclude) > MAX_EXCLUDED or not all(isinstance(n, str) for n in exclude):
        raise DeckBuildError(f"exclude is a collection of at most {MAX_EXCLUDED} card names")
    if not exclude:
        return found
    names = {_excluded_key(n) for n in exclude}

    def keep(cards: tuple[BtCard, ...]) -> tuple[BtCard, ...]:
        return tuple(c for c in cards if _excluded_key(c.name) not in names)

    return Candidates(
        keep(found.units), keep(found.resources), found.producing, keep(found.missions), keep(found.commands)
    )


def mission_assets(cards: list[BtCard]) -> list[str]:
    """The assets the deck's Mission cards need, in order: Tactics when it holds any (the number of Mission cards a
    player plays is limited by the initiative score, whose base is 1 with Tactics and 0 without: rulebook p.26,
    p.32), then each asset a Mission card may be played only with ("Play only if you have ... in play")."""
    found: list[str] = ["T"] if any(c.card_type == "Mission" for c in cards) else []
    for card in cards:
        if card.card_type != "Mission":
            continue
        for ability in face(card).abilities:
            if isinstance(ability, m.PlayRestriction):
                names = [
                    c.asset for c in ability.conditions if isinstance(c, m.HasAsset) and c == m.HasAsset(asset=c.asset)
                ]
                found += [letter for letter, name in ASSET_NAMES.items() if name in names and letter not in found]
    return found


def _resources(builder: _Builder, found: Candidates, count: int, first: list[str]) -> None:
    """A Resource for each asset in ``first`` (the Mission cards' needs), then for each asset the Units' costs ask
    for (most asked first), where the affiliation has one; then Resources that make resources."""
    wanted: Counter[str] = Counter()
    for card in builder.cards:
        if card.cost is not None and card.card_type == "Unit":
            wanted.update(card.cost.assets)
    provided: set[str] = set()
    added = 0
    for asset in [*first, *sorted(wanted, key=lambda a: (-wanted[a], a))]:
        providers = tuple(c for c in found.resources if asset in c.provides and builder.room(c) > 0)
        if asset in provided or not providers or added >= count:
            continue
        card = builder.rng.choice(providers)
        copies = min(builder.rng.randint(2, MAX_COPIES), builder.room(card), count - added)
        builder.add(card, copies)
        provided |= set(card.provides)
        added += copies
    producing = tuple(c for c in found.resources if c.slug in found.producing)
    added += builder.fill(producing, count - added, fewest=2)
    builder.fill(found.resources, count - added)


def _unbuildable(found: Candidates, size: int, rules: Rules) -> str | None:
    """Why the candidates cannot make a playable deck of ``size`` cards, or ``None``."""
    if not found.units:
        return "no Unit it may take"
    if not found.producing & {c.slug for c in found.resources}:
        return "no Resource that makes resources"
    non_mech = sum(_cap(c, rules) for c in found.units if not _mech(c))
    room = sum(_cap(c, rules) for c in (*found.resources, *found.missions, *found.commands))
    room += sum(_cap(c, rules) for c in found.units if _mech(c)) + min(non_mech, rules.max_non_mech)
    if room < size:
        return f"it may take {room} cards at most ({MAX_COPIES} copies of each card that isn't Unique)"
    return None


def affiliations(pool: KnowledgeBase | CardPool, *, executed_only: bool = True, size: int = DEFAULT_SIZE) -> list[str]:
    """The affiliations (CE General Rulings, Universe Rules; in their order) a random deck can be built for."""
    knowledge = knowledge_of(pool)
    rules = Rules.load(knowledge)
    return [a for a in rules.sides if _unbuildable(candidates(knowledge, executed_only, a, rules), size, rules) is None]


__all__ = [
    "DEFAULT_SIZE",
    "MAX_COPIES",
    "MAX_SEED",
    "MIN_SIZE",
    "Candidates",
    "DeckBuildError",
    "affiliations",
    "candidates",
    "knowledge_of",
    "mission_assets",
    "random_deck",
]
