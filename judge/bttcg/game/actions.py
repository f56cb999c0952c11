"""One choice a player makes in a whole game (issue 19): what :func:`judge.bttcg.game.legal_actions` offers and
:func:`judge.bttcg.game.apply` does. Cheap, hashable and comparable; ``describe`` says it in the game's words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.bttcg.game.state import Game

KINDS = (
    "deploy",  # a card from hand under construction (rulebook p.18)
    "resources",  # tap a card for resources (rulebook p.19)
    "construct",  # spend resources on construction counters (rulebook p.19)
    "activate",  # a card fully paid for (rulebook p.20)
    "use",  # a card's ability during the turn, or in a battle
    "reassign",  # a Pilot onto another of its player's 'Mechs (rulebook p.20)
    "repair",  # Assembly: 1 damage (rulebook p.21)
    "guard",  # a Unit on guard duty at a site (rulebook p.33)
    "unguard",  # back to patrol
    "mission",  # a group sent against a target (rulebook p.23-24)
    "block",  # the defender's blocking group, or none (rulebook p.25)
    "play",  # a Mission card in a battle (rulebook p.27)
    "option",  # a Unit option in a battle: Jump, Overheat, Alpha Strike, Missile (rulebook p.27-31)
    "assign",  # a Unit's damage (the rest of it; amount 1: one point) to a recipient (rulebook p.27-28)
    "pass",  # done in this step of the battle
    "restock",  # Logistics: a card from hand to the bottom of the Stockpile (rulebook p.33)
    "end_phase",  # on to the next phase (or the next player's turn)
)


@dataclass(frozen=True, order=True, init=False)
class Action:
    """Immutable, hashable and ordered as a frozen dataclass; made by :meth:`__init__` writing its fields at once
    (a whole game makes tens of them per decision: the generated frozen ``__init__`` sets each field through
    ``object.__setattr__``, about three times slower)."""

    kind: str
    player: str
    card: str | None = None
    """The card acted with (a card id of the game)."""
    cards: tuple[str, ...] = ()
    """A group (the attacking or blocking Units), or the cards chosen."""
    target: str | None = None
    """A mission's target, a guarded site, a Pilot's or Enhancement's Unit, a recipient of damage."""
    amount: int = 0
    """Construction counters, the number of an ability."""
    include_target: bool = False
    """With ``block``: the target joins the battle (rulebook p.25)."""
    choose: tuple[str, ...] = ()
    """The targets the card's text asks for, in order (scenario ``choose``)."""
    may: tuple[bool, ...] = ()
    """The answers to what the card says its player "may" do, in order (scenario ``may``)."""
    patrol: tuple[bool, ...] = ()
    """With ``activate``: whether a Unit that may go on patrol as soon as it is activated does (scenario ``patrol``)."""
    either: tuple[int, ...] = ()
    """The options chosen where the card says "either ... or ...", numbered from 1, in order (scenario ``either``)."""

    def __init__(
        self,
        kind: str,
        player: str,
        card: str | None = None,
        cards: tuple[str, ...] = (),
        target: str | None = None,
        amount: int = 0,
        include_target: bool = False,
        choose: tuple[str, ...] = (),
        may: tuple[bool, ...] = (),
        patrol: tuple[bool, ...] = (),
        either: tuple[int, ...] = (),
    ) -> None:
        fields = self.__dict__
        fields["kind"], fields["player"], fields["card"], fields["cards"] = kind, player, card, cards
        fields["target"], fields["amount"], fields["include_target"] = target, amount, include_target
        fields["choose"], fields["may"], fields["patrol"], fields["either"] = choose, may, patrol, either

    def describe(self, game: Game) -> str:
        """The action in the game's words (card names, not ids)."""
        pos = game.pos

        def name(card_id: str | None) -> str:
            if card_id is None:
                return "?"
            return pos.name(card_id) if card_id in pos.faces or card_id.endswith(".stockpile") else card_id

        card, target = name(self.card), name(self.target)
        group = ", ".join(map(name, self.cards))
        if self.kind == "block":
            what = "does not block" if not self.cards else f"blocks with {group}"
            what += " and includes the target" if self.include_target else ""
        elif self.kind == "activate":
            what = f"activates {card}" + (f" on {target}" if self.target else "")
            what += "".join(" (on patrol at once)" if y else " (not on patrol yet)" for y in self.patrol)
        elif self.kind in ("play", "use"):
            what = f"plays {card}" if self.kind == "play" else f"uses {card}'s ability {self.amount}"
            what += "".join(f" on {name(c)}" for c in self.choose)
            what += "".join(" (does what it may)" if y else " (declines what it may)" for y in self.may)
            what += "".join(f" (option {n})" for n in self.either)
        else:
            what = {
                "deploy": f"deploys {card}",
                "resources": f"taps {card} for resources",
                "construct": f"puts {self.amount} construction counter(s) on {card}",
                "repair": f"repairs 1 damage to {card}",
                "reassign": f"reassigns {card} to {target}",
                "guard": f"puts {card} on guard at {target}",
                "unguard": f"takes {card} off guard duty",
                "mission": f"sends {group} against {target}",
                "option": f"uses {card}'s {self.target}"
                + ", ".join(f" {self.choose.count(c)} at {name(c)}" for c in dict.fromkeys(self.choose))
                if self.target == "missile"
                else f"uses {card}'s {self.target}" + "".join(f" at {name(c)}" for c in self.choose),
                "assign": f"assigns 1 of {card}'s damage to {target} (more to assign)"
                if self.amount == 1
                else f"assigns {card}'s damage to {target}"
                if game.battle is None or game.battle.splitting != self.card
                else f"assigns the rest of {card}'s damage to {target}",
                "pass": "passes",
                "restock": f"restocks {card}",
                "end_phase": "ends the phase",
            }.get(self.kind, self.kind)
        return f"{self.player} {what}"


__all__ = ["KINDS", "Action"]
