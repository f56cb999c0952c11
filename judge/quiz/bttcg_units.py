"""The Units of generated BattleTech battles: invented ones (stats and Unit options drawn at random), or the card
pool's Units whose every ability is a Unit option the battle templates plan for (Jump, Overheat, Alpha Strike,
Missile, ECM, Anti-Missile). The templates compute what each Unit deals from these numbers; the engine has the last
word (a draft it finds illegal is dropped)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from judge.bttcg.executable import measure_types
from judge.bttcg.faces import CardFaceError, face_of_pool_card
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.pool import CardPool

SPEEDS = ("slow", "moderate", "fast")
RANK = {speed: i for i, speed in enumerate(SPEEDS)}
NAMES = (
    "Raider",
    "Hunter",
    "Striker",
    "Lancer",
    "Warden",
    "Bulwark",
    "Sentinel",
    "Ranger",
    "Brawler",
    "Marksman",
    "Vanguard",
    "Outrider",
)
OPTION_TEXTS = (
    "",
    "",
    "Jump (-1 attack: +1 initiative)",
    "Overheat 2: +2 attack",
    "Alpha Strike: +3 attack",
    "Missile 2",
    "Anti-Missile",
    "ECM",
)
_KEYWORDS = {"ECM", "Anti-Missile"}
_CACHE: dict[int, tuple[CardPool, list[BtCard], list[str]]] = {}


@dataclass
class Unit:
    """One Unit of a generated battle, as the template plans with it."""

    id: str
    owner: str
    name: str
    speed: str
    attack: int
    spec: dict[str, Any]
    jump: bool = False
    overheat: int = 0
    alpha: int = 0
    missiles: int = 0
    depleted: bool = False


def _plain_units(pool: CardPool) -> tuple[list[BtCard], list[str]]:
    """The pool's Units with only planned-for abilities, and the Mission cards the engine executes in full (both
    computed once per pool)."""
    cached = _CACHE.get(id(pool))
    if cached is not None and cached[0] is pool:
        return cached[1], cached[2]
    units: list[BtCard] = []
    seen: set[str] = set()
    for card in pool.cards:
        if not isinstance(card, BtCard) or card.card_type != "Unit" or card.name in seen or card.unique:
            continue
        seen.add(card.name)
        try:
            face = face_of_pool_card(card)
        except CardFaceError:
            continue
        if face.unit_type == "battle_armor" or not all(_planned(a) for a in face.abilities):
            continue
        units.append(card)
    missions = sorted(measure_types(pool, ("Mission",))["Mission"].executed)
    _CACHE[id(pool)] = (pool, units, missions)
    return units, missions


def executable_missions(pool: CardPool) -> list[str]:
    """The pool's Mission cards whose every ability the engine executes (``benchmarks/executable.py``)."""
    return _plain_units(pool)[1]


def _planned(ability: m.Ability) -> bool:
    if isinstance(ability, m.Keyword):
        return ability.name in _KEYWORDS
    return isinstance(ability, m.Jump | m.Overheat | m.AlphaStrike | m.Missile)


def invented(rng: random.Random, uid: str, owner: str, name: str, speeds: tuple[str, ...] = SPEEDS) -> Unit:
    """An invented 'Mech: stats and one Unit option (or none) at random."""
    text = rng.choice(OPTION_TEXTS)
    attack = rng.randint(2, 7)
    body: dict[str, Any] = {
        "type": "mech",
        "speed": rng.choice(speeds),
        "attack": attack,
        "armor": rng.randint(0, 3),
        "structure": rng.randint(4, 10),
        "name": name,
    }
    if text:
        body["text"] = text
    unit = Unit(uid, owner, name, body["speed"], attack, {"owner": owner, "unit": body})
    unit.jump = text.startswith("Jump")
    unit.overheat = 2 if text.startswith("Overheat") else 0
    unit.alpha = 3 if text.startswith("Alpha") else 0
    unit.missiles = 2 if text.startswith("Missile") else 0
    return unit


def from_pool(card: BtCard, uid: str, owner: str) -> Unit:
    """A pool Unit with only planned-for abilities (:func:`pool_units`)."""
    face = face_of_pool_card(card)
    assert face.speed is not None
    unit = Unit(uid, owner, card.name, face.speed, face.attack, {"owner": owner, "card": card.name})
    for ability in face.abilities:
        if isinstance(ability, m.Jump):
            unit.jump = True
        elif isinstance(ability, m.Overheat):
            unit.overheat = ability.attack
        elif isinstance(ability, m.AlphaStrike):
            unit.alpha = ability.attack
        elif isinstance(ability, m.Missile):
            unit.missiles = ability.count
    return unit


def pool_units(pool: CardPool) -> list[BtCard]:
    return _plain_units(pool)[0]


def draw_unit(
    rng: random.Random, pool: CardPool, uid: str, owner: str, taken: set[str], speeds: tuple[str, ...] = SPEEDS
) -> Unit:
    """A Unit of one of ``speeds``: from the pool half the time when it has some (never the same card twice),
    else invented (a name not taken yet)."""
    fitting = [c for c in pool_units(pool) if c.speed in speeds and c.name not in taken]
    if fitting and rng.random() < 0.5:
        card = rng.choice(fitting)
        taken.add(card.name)
        return from_pool(card, uid, owner)
    name = rng.choice([n for n in NAMES if n not in taken] or [uid])
    taken.add(name)
    return invented(rng, uid, owner, name, speeds)
