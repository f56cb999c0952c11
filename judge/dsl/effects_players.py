"""Effects (``grammar/players.lark``) done by a player other than the card's controller, or by every player: "Your
opponent may draw a card.", "Each player draws two cards.", "Target player scraps a card from his or her hand." (issue
18 item 3 a). The effects inside are the acting player's: "you", "your" and "his or her" in them are that player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.selectors import Target

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


Actor = Literal["opponent", "each_player", "each_opponent", "target_player", "target_opponent", "that_player"]
"""Who acts: the opponent ("your opponent", "that opponent"), every player in turn ("each player"), every opponent,
one player the controller chooses ("target player", "target opponent", "a player", "any player"), or the player
named before ("that player")."""


class PlayerActs(Node):
    """``actor`` does the effects, from his or her side; ``optional``: if he or she chooses ("may"), the choice being
    the acting player's, not the controller's (rulebook "Object of the Game": "your opponent ... scraps a card from
    his or her Stockpile")."""

    kind: Literal["player_acts"] = "player_acts"
    actor: Actor
    effects: list[Effect]
    optional: bool = False


class ReturnToOwner(Node):
    """The cards go to their owner's hand, the top of their owner's Stockpile, or into play under their owner's
    control ("Return target Unit to its owner's hand."): the owner is the player whose deck the card came from, who
    may not be its controller (rulebook "Starting a Game", "Playing Area": each player plays his or her own deck
    into his or her own hand, Stockpile and regions; gaining control of a card does not change whose deck it came
    from)."""

    kind: Literal["return_to_owner"] = "return_to_owner"
    target: Target
    to: Literal["hand", "stockpile_top", "stockpile_bottom", "play"] = "hand"


class IfDid(Node):
    """A rider on the optional effect before it: the effects happen only if the player did it (``did``), or only if
    he or she did not ("If you do, draw a card.", "If not, scrap this card.")."""

    kind: Literal["if_did"] = "if_did"
    did: bool = True
    effects: list[Effect]


class DeployCard(Node):
    """A card found or named before deployed by the effect: put face down into its controller's Construction
    region (rulebook p.18, Deploying Cards), ``free``: without using one of the turn's deployments ("deploy it without
    using a deployment"; otherwise it is deploying as the rulebook's, which uses one), ``counters``: with so many
    construction counters on it already ("put it into your Construction region with three construction counters on
    it"; rulebook p.18: each counter is a Resource paid towards its cost)."""

    kind: Literal["deploy_card"] = "deploy_card"
    target: Target
    free: bool = False
    counters: int = Field(default=0, ge=0)


__all__ = ["Actor", "DeployCard", "IfDid", "PlayerActs", "ReturnToOwner"]
