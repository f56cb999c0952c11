"""A Unit's speed now: its printed speed, or the one a card on it sets ("That Unit gets -2 attack, is now slow, and
cannot block unless guarding": Tracking System Failure; rulebook p.9: a card's text makes exceptions to the rules).
Speed decides which Units may be attacked and which may block (rulebook p.24-25), and Hand-to-Hand's bonus (CE
rulings). A kind of counter on it may set it too, as the card that put the counter says (``counter_speeds``). Two
cards setting different speeds on one Unit are refused: which applies is not settled here."""

from __future__ import annotations

from judge.bttcg.counter_speeds import counter_speeds
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

Speed = str

_ON_IT = (m.ThatOne, m.Enhanced, m.PilotedUnit)


def sets_speed(effect: m.Effect) -> bool:
    """Whether the effect sets the speed of the Unit its card is on ("that Unit is now slow")."""
    if not isinstance(effect, m.SetSpeed) or not isinstance(effect.target, _ON_IT):
        return False
    target = effect.target
    return not (isinstance(target, m.ThatOne) and (target.index or target.among or target.plural))


def speed_of(pos: Position, card_id: str) -> Speed | None:
    """The card's speed now (``None`` for a card without one).

    :raises UnsupportedError: when cards on it set different speeds.
    """
    face = pos.faces[card_id]
    found: set[str] = set()
    for other, state in pos.cards.items():
        if state.on != card_id or state.zone in ("hand", "scrapheap", "stockpile"):
            continue
        for ability in pos.faces[other].abilities:
            if isinstance(ability, m.Static) and not ability.conditions and not ability.used:
                found |= {e.speed for e in ability.effects if isinstance(e, m.SetSpeed) and sets_speed(e)}
    found |= counter_speeds(pos, card_id)  # "A 'Mech with a hindrance counter ... its speed is slow"
    if len(found) > 1:
        raise UnsupportedError(f"{face.name}: cards on it set different speeds ({', '.join(sorted(found))})")
    return next(iter(found)) if found else face.speed
