"""The attacking and blocking groups a whole game offers (rulebook p.23-25: "you can send a group of one or more
'Mechs and other Units on a mission"; "Your opponent either blocks your entire attacking group, or doesn't block it
at all"; Battle Armor attacks and blocks only in groups of at least two; Glossary, Group and Missions phase: "as
many 'Mechs as you like, either singly or in groups"). Which groups are legal (speed, guard duty, Battle Armor, cards'
limits) the engine says, on a copy (judge/bttcg/game/trial.py); this module only says which groups are tried.

The bound (said, not hidden): every group, smallest first, while the groups of each size fit in :data:`MAX_GROUPS`;
then the whole lot together. With up to five candidates that is every group (31); with more, the groups of the small
sizes that fit, and everyone. Interchangeable Units (copies of a card in the same state, with nothing on them) make
one group, not one per copy."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from itertools import combinations, combinations_with_replacement
from math import comb

MAX_GROUPS = 40
"""The groups of a side tried at most (before the whole lot together): a bounded enumeration."""
MISSILE_SPLITS = 20
"""The ways of firing a Unit's missiles at its recipients tried at most; beyond, each recipient takes them all."""


def groups(candidates: list[str], key: Callable[[str], Hashable] = lambda c: c) -> list[tuple[str, ...]]:
    """The groups of ``candidates`` tried, smallest first (the module's bound); ``key`` says which Units are
    interchangeable: of the groups made of the same keys, only the first is tried."""
    found: list[tuple[str, ...]] = []
    seen: set[tuple[Hashable, ...]] = set()
    for size in range(1, len(candidates)):
        batch = []
        for group in combinations(candidates, size):
            signature = tuple(sorted(map(key, group), key=repr))
            if signature not in seen:
                seen.add(signature)
                batch.append(group)
        if len(found) + len(batch) > MAX_GROUPS:
            break
        found += batch
    if candidates:
        found.append(tuple(candidates))
    return found


def missile_splits(recipients: list[str], count: int) -> list[tuple[str, ...]]:
    """The ways of firing ``count`` missiles at ``recipients`` (rulebook p.31, Missile Y: "assign each of its Y
    missiles to anything its normal damage could have been dealt to"), each a multiset of recipients (one entry per
    missile), all of them at each recipient first; every split while there are at most :data:`MISSILE_SPLITS`."""
    whole = [(r,) * count for r in recipients]
    if count < 2 or len(recipients) < 2:
        return whole
    if comb(len(recipients) + count - 1, count) > MISSILE_SPLITS:
        return whole
    split = [c for c in combinations_with_replacement(recipients, count) if len(set(c)) > 1]
    return whole + split


__all__ = ["MAX_GROUPS", "MISSILE_SPLITS", "groups", "missile_splits"]
