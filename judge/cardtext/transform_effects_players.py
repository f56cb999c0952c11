"""The transformer of ``grammar/players.lark`` (:mod:`judge.dsl.effects_players`): a player other than the card's
controller, or every player, as the one who does the effects ("Your opponent may draw a card.", "Each player draws
two cards.")."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_player_rules import PlayerRulesMixin
from judge.cardtext.transform_selectors_core import HIS_OR_HERS
from judge.dsl import models as m

_ACTORS: dict[str, m.Actor] = {
    "your opponent": "opponent",
    "that opponent": "opponent",
    "each player": "each_player",
    "each opponent": "each_opponent",
    "target player": "target_player",
    "target opponent": "target_opponent",
    "any player": "target_player",
    "a player": "target_player",
    "any opponent": "target_opponent",
    "an opponent": "target_opponent",
    "that player": "that_player",
}


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def actor_of(subject: Token) -> m.Actor:
    """The acting player a subject names ("Each player" -> ``each_player``)."""
    return _ACTORS[" ".join(str(subject).lower().split())]


def _flat(effects: Any) -> list[Any]:
    return [e for item in effects for e in (item if isinstance(item, list) else [item])]


_OPPONENTS: frozenset[m.Actor] = frozenset({"opponent", "each_opponent", "target_opponent"})


def _acted(actor: m.Actor, effects: list[Any], optional: bool) -> m.PlayerActs:
    """The effects done by ``actor``. "His or her" cards are the acting player's own (``owner`` actor: "each player
    untaps one of his or her 'Mechs", rulebook "Object of the Game": "your opponent ... scraps a card from his or her
    Stockpile"). Another opponent's card with any player acting ("each player ... an opposing Unit") is not read yet:
    refused rather than misread."""
    acts = m.PlayerActs(actor=actor, effects=[_theirs_to_actor(e) for e in effects], optional=optional)
    if actor not in _OPPONENTS and any(
        isinstance(n, m.Selector) and n.owner == "opponent" for n in _nodes(acts.effects)
    ):
        raise ValueError("the cards of whichever player acts ('his or her' after 'each player') are not read yet")
    return acts


def _theirs_to_actor(node: Any) -> Any:
    """``node`` with each selector read from "of his or her ..." (``HIS_OR_HERS``) made the acting player's."""
    if isinstance(node, list):
        return [_theirs_to_actor(item) for item in node]
    if isinstance(node, m.Selector) and node.owner == "opponent" and any(node is s for s in HIS_OR_HERS):
        return node.model_copy(update={"owner": "actor"})
    if isinstance(node, m.Node) and not isinstance(node, m.Selector):
        update = {}
        for name in type(node).model_fields:
            value = getattr(node, name)
            if isinstance(value, m.Node | list):
                changed = _theirs_to_actor(value)
                if changed != value:
                    update[name] = changed
        return node.model_copy(update=update) if update else node
    return node


def _nodes(node: object) -> list[object]:
    found: list[object] = []
    if isinstance(node, list):
        for item in node:
            found.extend(_nodes(item))
    elif isinstance(node, m.Node):
        found.append(node)
        for name in type(node).model_fields:
            found.extend(_nodes(getattr(node, name)))
    return found


@v_args(inline=True)
class PlayersTransformer(PlayerRulesMixin, Transformer[Token, Any]):
    """``grammar/players.lark`` -> :class:`~judge.dsl.models.PlayerActs`; each verb is the effect of the same meaning
    the controller's imperative builds ("draws a card" as "draw a card"), done by the acting player."""

    def player_may(self, subject: Token, effects: list[Any]) -> m.PlayerActs:
        return _acted(actor_of(subject), _flat(effects), optional=True)

    def player_acts(self, subject: Token, *verbs: Any) -> m.PlayerActs:
        return _acted(actor_of(subject), _flat(v for v in verbs if not isinstance(v, Token)), optional=False)

    def return_to_owners_hand(self, target: Any, _owners: Token) -> m.ReturnToOwner:
        return m.ReturnToOwner(target=target)

    def put_on_owners_stockpile(self, target: Any, _owners: Token) -> m.ReturnToOwner:
        return m.ReturnToOwner(target=target, to="stockpile_top")

    def put_into_play_for_owner(self, target: Any, _owners: Token) -> m.ReturnToOwner:
        return m.ReturnToOwner(target=target, to="play")

    def deploy_card(self, target: Any, free: Token | None) -> m.DeployCard:
        return m.DeployCard(target=target, free=free is not None)

    def put_under_construction(self, target: Any, _into: Token, counters: Token | None) -> m.DeployCard:
        # a card put into the Construction region is deployed without a deployment of the turn (the effect puts it)
        count = 0 if counters is None else _COUNTS.get(str(counters).split()[1], 0) or int(str(counters).split()[1])
        return m.DeployCard(target=target, free=True, counters=count)

    def player_draws(self, count: int) -> m.Draw:
        return m.Draw(count=count)

    def player_scraps(self, target: Any) -> m.Scrap:
        return m.Scrap(target=target)

    def player_restocks(self, target: Any) -> m.Restock:
        return m.Restock(target=target)

    def player_shuffles_hand(self, _his: Token, _her: Token) -> m.ShuffleInto:
        return m.ShuffleInto(target=m.Selector(quantifier="all", noun="card", zone="hand"))

    def player_shuffles_scrapheap(self, _his: Token, _heap: Token, _her: Token) -> m.ShuffleInto:
        return m.ShuffleInto(target=m.Selector(quantifier="all", noun="card", zone="scrapheap"))

    def player_searches(self, _his: Token, target: Any) -> m.Search:
        return m.Search(target=target)

    def player_shuffles(self, _his: Token) -> m.Shuffle:
        return m.Shuffle()

    def player_returns(self, target: Any, _his: Token) -> m.ReturnToHand:
        # "returns <target> to his or her hand", "puts <target> into his or her hand"
        return m.ReturnToHand(target=target)

    def player_puts_into_play(self, target: Any) -> m.PutIntoPlay:
        return m.PutIntoPlay(target=target)

    def player_untaps(self, target: Any) -> m.Tap:
        return m.Tap(target=target, untap=True)

    def player_taps(self, target: Any) -> m.Tap:
        return m.Tap(target=target)

    def player_gains_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target)

    def player_gains_resources(self, *symbols: Token) -> m.AddResources:
        return m.AddResources(count=len(symbols))
