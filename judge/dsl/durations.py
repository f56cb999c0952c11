"""How long effects last and when delayed effects happen (``grammar/durations.lark``): "until end of turn", "for the
rest of this mission", "at the beginning of your next turn", "at the end of the battle"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from judge.dsl.core import Node
from judge.dsl.selectors import Player

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


Duration = Literal["mission", "battle", "turn", "game"]


Until = Literal[
    "end_of_turn",
    "your_next_turn",
    "end_of_mission",
    "end_of_game",
    "you_deploy",
    "end_of_your_turn",
    "their_next_turn",
    "end_of_battle",
]
"""``you_deploy``: until you deploy a card. ``end_of_your_turn``: the end of your own turn, not of the turn it
happens in when that is an opponent's ("until the end of your turn"). ``their_next_turn``: until the end of the
chosen opponent's next turn ("during his or her next turn"). ``end_of_battle``: until the battle under way ends
("until the end of the battle", "for the rest of this battle"; rulebook p.26, Battle)."""


class Lasting(Node):
    """Effects that last until a moment (``until the end of your turn``, ``for the rest of this mission``)."""

    kind: Literal["lasting"] = "lasting"
    until: Until
    effects: list[Effect]


class AtTheBeginning(Node):
    """Effects that happen again at the beginning of each turn of a player, or of their Draw phase ("opponent scraps
    a card at the beginning of his or her turn")."""

    kind: Literal["at_the_beginning"] = "at_the_beginning"
    whose: Player = "you"
    of: Literal["turn", "draw_phase", "deploy_phase"] = "turn"
    effects: list[Effect]
    next: bool = False
    """Only once, at the next such moment ("at the beginning of your next turn")."""


class AtTheEnd(Node):
    """Effects that wait until the end of the battle or mission ("At the end of this battle, ...")."""

    kind: Literal["at_the_end"] = "at_the_end"
    of: Literal["battle", "mission"]
    effects: list[Effect]
