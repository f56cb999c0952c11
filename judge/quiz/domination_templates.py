"""Generated Battletech: Domination scenarios (seed 001): a Combat phase (deployed units, the Overrun, the damaged
unit) and the card questions (a Support card played, or a Unit deployed, in the Action phase). Cards are the
built-in card list (``cards/domination.yaml``); shuffles are fixed by a seed, so each scenario has one outcome.

Strict mode asks for every choice (which cards an Overrun scraps, which unit is damaged, a card's "choose" and
"you may"): the templates propose the choices a player could make, in order, and the first the engine finds legal
is asked (:class:`judge.quiz.build.Draft`)."""

from __future__ import annotations

import copy
import random
import re
from itertools import islice
from typing import Any

from judge.cards.models import DominationCard
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool
from judge.quiz.build import MAX_VARIANTS, Draft

A, B = "A", "B"
_PLACES = re.compile(r"\b(?:place|put)\b[^.]*\bin your deployment zone", re.IGNORECASE)
"""Card text that puts a unit into the deployment zone ("Place that unit in your deployment zone")."""
_DEPLOYS = re.compile(r"\bwhen you deploy (?:this|a) unit\b", re.IGNORECASE)
"""A Unit whose text does something when it is deployed: its card question is about that."""
BASE = ("Basic Factory", "Basic Factory", "Basic Factory", "Munitions Factory", "Infantry Platoon")
_CACHE: dict[int, tuple[CardPool, list[DominationCard]]] = {}


def _cards(pool: CardPool) -> list[DominationCard]:
    cached = _CACHE.get(id(pool))
    if cached is None or cached[0] is not pool:
        cards = sorted((c for c in pool.cards if isinstance(c, DominationCard)), key=lambda c: c.name)
        cached = (pool, cards)
        _CACHE[id(pool)] = cached
    return cached[1]


def _units(pool: CardPool) -> list[str]:
    return [c.name for c in _cards(pool) if c.card_type.startswith("Unit")]


def _supply(pool: CardPool, extra: list[str]) -> dict[str, int]:
    supply = {c.name: c.pile_size or 5 for c in _cards(pool) if c.base}
    for name in extra:
        supply.setdefault(name, 5)
    return supply


def combat_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """A's deployed units attack B's (domination/combat-phase): perhaps a start-of-combat ability used; B scraps
    the Overrun Value and damages a unit of his choice; the scenario ends with the Combat phase."""
    pool = knowledge.pool
    units = _units(pool)
    attackers = [rng.choice(units) for _ in range(rng.randint(1, 3))]
    defenders = [rng.choice(units) for _ in range(rng.randint(1, 3))]
    hand = [rng.choice(BASE) for _ in range(rng.randint(1, 4))]
    deck = [rng.choice(BASE) for _ in range(rng.randint(1, 3))]
    data: dict[str, Any] = {
        "game": "domination",
        "seed": rng.randint(1, 9999),
        "players": {
            A: {
                "hand": [rng.choice(BASE) for _ in range(3)],
                "deck": [rng.choice(BASE) for _ in range(3)],
                "deployment": attackers,
            },
            B: {"hand": hand, "deck": deck, "deployment": defenders},
        },
        "supply": _supply(pool, []),
        "phase": "combat",
        "until": "combat",
        "actions": [],
    }
    uses = [{"by": A, "use": name} for name in dict.fromkeys(attackers) if rng.random() < 0.3]
    variants = list(islice(_overrun_choices(data, uses, hand, deck, defenders), MAX_VARIANTS))
    return Draft("domination", variants, "The Combat phase of a Battletech: Domination turn (seed 001).")


def _overrun_choices(
    data: dict[str, Any], uses: list[dict[str, Any]], hand: list[str], deck: list[str], defenders: list[str]
) -> Any:
    """The scenario with each Overrun choice (0-3 cards: the hand first, then the deck) and each damaged unit."""
    for count in range(4):
        from_hand = hand[:count]
        from_deck = min(count - len(from_hand), len(deck))
        if len(from_hand) + from_deck < count:
            continue
        for damaged in [None, *dict.fromkeys(defenders)]:
            variant = copy.deepcopy(data)
            actions = list(uses)
            if count:
                scrap: dict[str, Any] = {"hand": from_hand} if from_hand else {}
                if from_deck:
                    scrap["deck"] = from_deck
                actions.append({"by": B, "scrap": scrap})
            if damaged:
                actions.append({"by": B, "choose": [damaged]})
            variant["actions"] = actions
            yield variant


def card_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """A plays a Support card (or deploys a Unit whose text does something when it is deployed) in his Action
    phase; the scenario ends with the Action phase. The card's choices ("choose one", "you may", which cards) are
    searched."""
    pool = knowledge.pool
    cards = [c for c in _cards(pool) if c.card_type.startswith("Support") or _DEPLOYS.search(c.text)]
    card = cards[pick % len(cards)]
    others = [c.name for c in _cards(pool) if not c.base and c.name != card.name]
    hand = [card.name, *(rng.choice(BASE) for _ in range(4))]
    units = [n for n in _units(pool) if n != "Infantry Platoon"]
    deck = [rng.choice([*BASE, rng.choice(others), rng.choice(units)]) for _ in range(5)]
    if "deployment zone" in card.text:
        # a card that puts a unit in the deployment zone: a unit with a "when you deploy" ability on top
        deploying = [
            c.name for c in _cards(pool) if c.card_type.startswith("Unit") and "when you deploy" in c.text.casefold()
        ]
        if deploying:
            deck.insert(0, rng.choice(deploying))
    data: dict[str, Any] = {
        "game": "domination",
        "seed": rng.randint(1, 9999),
        "players": {
            A: {
                "hand": hand,
                "deck": deck,
                "discard": [rng.choice(BASE) for _ in range(rng.randint(0, 2))],
                "deployment": [rng.choice(_units(pool)) for _ in range(rng.randint(0, 2))],
            },
            B: {
                "hand": [rng.choice(BASE) for _ in range(5)],
                "deck": [rng.choice(BASE) for _ in range(3)],
                "deployment": [rng.choice(_units(pool)) for _ in range(rng.randint(1, 2))],
            },
        },
        "supply": _supply(pool, rng.sample(others, 3)),
        "phase": "action",
        "until": "action",
        "actions": [],
    }
    verb = "deploy" if card.card_type.startswith("Unit") else "play"
    variants = list(islice(_card_choices(data, verb, card.name, rng), MAX_VARIANTS))
    kind = "Unit" if verb == "deploy" else card.card_type
    return Draft(
        "domination",
        variants,
        f"{card.name} ({kind}, cost {card.industry} Industry): “{' '.join(card.text.split()) or 'no text'}”",
        sources=[r.id for r in knowledge.rulings_for(card) if r.current][:3],
        card=card.name,
        question=f"What does {card.name}'s text do in this situation?",
    )


def _card_choices(data: dict[str, Any], verb: str, name: str, rng: random.Random) -> Any:
    """The card played with no choice, then with each kind of choice a card text asks for ("you may", "choose
    one", a card named), then answered by the opponent's choice of a card in his hand."""
    players = data["players"]
    names = list(
        dict.fromkeys([*players[A]["hand"][1:], *players[A]["deployment"], *players[B]["deployment"], *data["supply"]])
    )
    rng.shuffle(names)
    choices: list[dict[str, Any]] = [
        {},
        {"may": [True]},
        {"may": [False]},
        {"options": [1]},
        {"options": [2]},
        {"options": [1, 2]},
        {"options": [3]},
        *({"choose": [n]} for n in names[:8]),
    ]
    for choice in choices:
        variant = copy.deepcopy(data)
        variant["actions"] = [{"by": A, verb: name, **choice}]
        yield variant
    for answer in dict.fromkeys(players[B]["hand"]):
        variant = copy.deepcopy(data)
        variant["actions"] = [{"by": A, verb: name}, {"by": B, "choose": [answer]}]
        yield variant


def ability_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """A deployed unit's once-per-turn ability used in the Action phase (domination/combat-phase-faq-3: once per
    turn, however many copies are deployed). Two copies, used once or twice: the question is whether it is legal.
    The hand and the opponent's units are copies of one card each, so that no choice is left to give (copies of one
    card are no choice)."""
    pool = knowledge.pool
    once = [c.name for c in _cards(pool) if c.card_type.startswith("Unit") and "once per turn" in c.text.casefold()]
    if not once:
        return None
    unit = rng.choice(once)
    defender = rng.choice(_units(pool))
    data: dict[str, Any] = {
        "game": "domination",
        "seed": rng.randint(1, 9999),
        "players": {
            A: {
                "hand": [rng.choice(BASE)] * 4,
                "deck": [rng.choice(BASE) for _ in range(4)],
                "deployment": [unit, unit],
            },
            B: {"hand": [rng.choice(BASE)] * 3, "deployment": [defender] * rng.randint(1, 3)},
        },
        "supply": _supply(pool, []),
        "phase": "action",
        "until": "action",
        "actions": [{"by": A, "use": unit} for _ in range(rng.choice((1, 2, 2)))],
    }
    intro = "The Action phase of a Battletech: Domination turn: a deployed unit's ability (seed 001)."
    return Draft("domination", [data], intro, legality=True)


def endgame_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """The end of the game (domination/end-of-game): three Supply piles are empty, and A buys the last card of
    another (or not); the turn is played to its end, the bigger Deck wins (deployed units do not count)."""
    pool = knowledge.pool
    cards = _cards(pool)
    supply = _supply(pool, rng.sample([c.name for c in cards if not c.base], 5))
    piles = list(supply)
    for pile in rng.sample(piles, 3):
        supply[pile] = 0
    cheap = [p for p in piles if supply[p] and next(c for c in cards if c.name == p).industry <= 2]
    if not cheap:
        return None
    last = rng.choice(cheap)
    supply[last] = 1
    a_hand = ["Basic Factory", "Basic Factory", *(rng.choice(BASE) for _ in range(rng.randint(0, 3)))]
    data: dict[str, Any] = {
        "game": "domination",
        "seed": rng.randint(1, 9999),
        "players": {
            A: {
                "hand": a_hand,
                "deck": [rng.choice(BASE) for _ in range(rng.randint(2, 6))],
                "deployment": [rng.choice(_units(pool)) for _ in range(rng.randint(0, 2))],
            },
            B: {
                "hand": [rng.choice(BASE) for _ in range(rng.randint(2, 5))],
                "deck": [rng.choice(BASE) for _ in range(rng.randint(0, 4))],
                "deployment": [rng.choice(_units(pool)) for _ in range(rng.randint(0, 5))],
            },
        },
        "supply": supply,
        "phase": "buy",
        "actions": [{"by": A, "buy": last}] if rng.random() < 0.8 else [],
    }
    intro = "The last turn of a game of Battletech: Domination? (seed 001: the end of the game)"
    return Draft("domination", [data], intro)


def placing_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """A Support card that puts a unit into the deployment zone without deploying it (domination/action-phase-faq-8:
    its "when you deploy this unit" ability does not happen), the unit on top of the deck having such an ability."""
    pool = knowledge.pool
    cards = _cards(pool)
    placers = [c.name for c in cards if c.card_type.startswith("Support") and _PLACES.search(c.text)]
    deploying = [c.name for c in cards if c.card_type.startswith("Unit") and "when you deploy" in c.text.casefold()]
    if not placers or not deploying:
        return None
    card = placers[pick % len(placers)]
    defenders = [rng.choice(_units(pool)) for _ in range(rng.randint(1, 3))]
    data: dict[str, Any] = {
        "game": "domination",
        "seed": rng.randint(1, 9999),
        "players": {
            A: {
                "hand": [card, *(rng.choice(BASE) for _ in range(3))],
                "deck": [rng.choice(deploying), *(rng.choice(BASE) for _ in range(3))],
            },
            B: {"hand": [rng.choice(BASE) for _ in range(3)], "deployment": defenders},
        },
        "supply": _supply(pool, []),
        "phase": "action",
        "until": "action",
    }
    variants = []
    for damaged in [None, *dict.fromkeys(defenders)]:
        variant = copy.deepcopy(data)
        variant["actions"] = [{"by": A, "play": card}]
        if damaged:
            variant["actions"].append({"by": B, "choose": [damaged]})
        variants.append(variant)
    intro = "The Action phase of a Battletech: Domination turn: a unit put into play (seed 001)."
    return Draft("domination", variants, intro)
