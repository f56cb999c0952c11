"""What every way of using a card's ability in a battle checks and records alike (battle.py's plain use,
rerolls.py's missile rerolls, before_blockers.py's and attack_declared.py's uses as the attack is declared):
rulebook, One Player Goes First, "Use card abilities that can affect the battle. Each ability can be used only once
each battle", and a {T} cost paid only by an untapped card (Glossary, Tap)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Position


def may_use(pos: Position, battle: Battle, index: int, card_id: str, key: str, *, taps: bool) -> bool:
    """Whether the ability ``key`` (``<card id>#<number>``) may be used now; a violation is noted when not."""
    name = pos.faces[card_id].name
    if key in battle.abilities_used:
        pos.violate(index, f"{name}'s ability has been used in this battle", r.ABILITY_ONCE_PER_BATTLE)
        return False
    if taps and pos.cards[card_id].tapped:
        pos.violate(index, f"{name} is tapped and cannot pay {{T}}", r.ABILITY_ONCE_PER_BATTLE)
        return False
    return True


def record_use(pos: Position, battle: Battle, card_id: str, key: str, *, taps: bool) -> None:
    """The ability used: its {T} paid, and once in this battle."""
    if taps:
        pos.cards[card_id].tapped = True
    battle.abilities_used.append(key)


__all__ = ["may_use", "record_use"]
