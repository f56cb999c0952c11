"""Continuous abilities of the Command cards in play (Glossary, Continuous ability: on while the card is in play),
written once for the rules that read them (base_initiative.py, step_bans.py, extra_each_turn.py).

Rulebook p.26: "All Command cards can affect the battle, except for Enhancements and Pilots"; a Terrain card
enhances a region (CE General Rulings, Difficult Terrain). Their abilities are left to the checks that refuse them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from judge.bttcg.face_index import states_whose_face
from judge.bttcg.faces import CardFace
from judge.bttcg.state import CardState, Position
from judge.dsl import models as m

ON_OTHER_CARDS = frozenset({"Enhancement", "Pilot", "Terrain"})
"""Command cards played on another card or a region: not among the Command cards whose own abilities apply here."""


def only_of(ability: m.Ability, effect: Callable[[m.Effect], bool]) -> bool:
    """A continuous ability, without conditions, whose effects are all ``effect``'s kind."""
    return (
        isinstance(ability, m.Static)
        and not ability.conditions
        and not ability.used
        and bool(ability.effects)
        and all(map(effect, ability.effects))
    )


def in_play(pos: Position) -> Iterator[tuple[str, CardState, m.Static]]:
    """Each continuous ability of each Command card in play on its own (in the Command Post, on patrol, guarding),
    with its card and the card's state."""
    for card_id, state in states_whose_face(pos, "command_statics.in_play", _on_its_own):
        if state.on is not None or state.zone not in ("command_post", "patrol", "guard"):
            continue
        for ability in pos.faces[card_id].abilities:
            if isinstance(ability, m.Static):
                yield card_id, state, ability


def _on_its_own(face: CardFace) -> bool:
    """A Command card played on its own with a continuous ability: the cards :func:`in_play` reads
    (judge/bttcg/face_index.py)."""
    return (
        face.kind == "command"
        and not face.keywords & ON_OTHER_CARDS
        and any(isinstance(a, m.Static) for a in face.abilities)
    )


__all__ = ["ON_OTHER_CARDS", "in_play", "only_of"]
