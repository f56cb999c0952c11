"""The transformer of the sentences of ``grammar/cardtext.lark``: a Mission card's timing and effect in one
sentence ("Play when blocked: Target Unit gets +2 attack."). A mixin of
:class:`~judge.cardtext.transformers.CardTextTransformer`. Rulebook p.24-25 (Mission cards)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import resolve_for
from judge.dsl import models as m


@v_args(inline=True)
class MomentsMixin(Transformer[Token, Any]):
    """Sentences that join a play restriction and the effects it allows."""

    card_type: str | None

    def play_restriction_then(self, restriction: Any, effects: list[Any]) -> list[Any]:
        if not isinstance(restriction, m.PlayRestriction) or restriction.activate or restriction.reveal:
            raise ValueError("only a card's play restriction opens an effect with a colon")
        return [restriction, resolve_for(self.card_type, effects)]


_ASSETS = ("Assembly", "Logistics", "Munitions", "Politics", "Tactics")


def _asset(words: Token) -> str:
    name = next((w for w in str(words).split() if w in _ASSETS), None)
    if name is None:
        raise ValueError(f"no asset in {words!s}")
    return name


def _player(parts: tuple[Any, ...]) -> str:
    return "opponent" if any(isinstance(p, Token) and p.type.endswith("OPPONENT_CONTROLS") for p in parts) else "you"


@v_args(inline=True)
class OwnConditionsMixin(Transformer[Token, Any]):
    """A static ability's condition said after it or with "as long as" (the same DSL as said before it)."""

    def while_self_state(self, effects: list[Any], *parts: Any) -> m.Static:
        """Glossary, Tap: a card tapped or untapped; "while it is tapped" is about the card whose effects change."""
        if {type(getattr(e, "target", None)) for e in effects} != {m.This}:
            raise ValueError("'while it is tapped' is about the card the effects change: this card")
        return m.Static(effects=effects, conditions=[m.CardState(state=str(parts[-1]))])

    def while_state_before(self, subject: Any, state: Token, effects: list[Any]) -> m.Static:
        """ "While ~ is tapped, <effects>": as "If ~ is tapped, <effects>" (the card's own state)."""
        if not isinstance(subject, m.This):
            raise ValueError("'while ... is tapped' is said of this card")
        return m.Static(effects=effects, conditions=[m.CardState(state=str(state))])

    def cannot_be_attacked_if(self, _self: Any, state: Token, target: Any) -> m.Static:
        return self.cannot_be_attacked_while(target, state)

    def cannot_be_attacked_while(self, target: Any, *parts: Any) -> m.Static:
        if not isinstance(target, m.This):
            raise ValueError("'cannot be attacked while tapped' is said of this card")
        state = m.CardState(state=str(parts[-1]))
        return m.Static(effects=[m.CannotBeAttacked(target=target)], conditions=[state])

    def while_in_group_after(self, effects: list[Any], *parts: Any) -> m.Static:
        """Glossary, Group: the same as "While ~ is in a group with ..., <effects>"."""
        if {type(getattr(e, "target", None)) for e in effects} != {m.This}:
            raise ValueError("'while it is in a group with' is about the card the effects change: this card")
        return m.Static(effects=effects, conditions=[m.InGroupWith(target=m.This(), others=parts[-1])])

    def while_has_asset_after(self, effects: list[Any], *parts: Any) -> m.Static:
        return m.Static(effects=effects, conditions=[m.HasAsset(asset=_asset(parts[-1]))])

    def while_has_the_asset(self, asset: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[m.HasAsset(asset=_asset(asset))])

    def while_controls_after(self, effects: list[Any], *parts: Any) -> m.Static:
        selector = parts[-1]
        if not isinstance(selector, m.Selector):
            raise ValueError("the cards controlled are named by a selector")
        if selector.quantifier not in ("a", "one", "any"):
            raise ValueError("'while you control' names one card of a kind")
        return m.Static(effects=effects, conditions=[m.Controls(player=_player(parts), target=selector)])

    def while_controls_many(self, *parts: Any) -> m.Static:
        """ "If you control three or more 'Mechs": as many as "at least three 'Mechs" (controls_at_least)."""
        count = next(p for p in parts if isinstance(p, int) and not isinstance(p, bool))
        noun = next(p for p in parts if isinstance(p, str) and not isinstance(p, Token))
        effects = next(p for p in parts if isinstance(p, list))
        target = m.Selector(quantifier="each", noun=noun, count=count)
        control = m.Controls(player=_player(parts), target=target, at_least=count)
        return m.Static(effects=effects, conditions=[control])

    def while_controls_many_after(self, *parts: Any) -> m.Static:
        return self.while_controls_many(*parts)
