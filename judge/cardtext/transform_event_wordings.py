"""The transformer of the wordings of the game's events as triggers (``grammar/triggers.lark``, a
section of it): a card of some kind scrapped ("Whenever one of your Units is scrapped during a battle"), the piloted
'Mech's events ("When the piloted 'Mech is scrapped"), this Unit coming into play, a Unit of some kind dealing
damage or scrapping a card, the start and end of every player's turn. A mixin of
:class:`~judge.cardtext.transform_triggers.TriggersTransformer`. Rulebook p.12 (Pilots), p.16 (the turn), p.26-30
(Battle, Resolving Damage); glossary, Scrap."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m


def scrapped_during(parts: tuple[Any, ...]) -> list[m.Condition]:
    """ "during a battle" / "during this mission": the ability fires only then; "in battle", "during one of
    your missions" (a mission on your turn: rulebook p.23, the active player sends the missions)."""
    for part in parts:
        if isinstance(part, Token) and part.type.endswith("SCRAPPED_DURING"):
            if str(part).endswith("battle"):
                return [m.During(whose="any", battle=True)]
            if "your" in str(part):
                return [m.During(whose="your", mission=True)]
            return [m.During(whose="any", mission=True)]
    return []


_during = scrapped_during


def kind_watched(watched: Any) -> m.Selector:
    """The cards watched, any one of a kind: "a Unit you control", "one of your Units" (the same cards)."""
    if not isinstance(watched, m.Selector) or watched.quantifier not in ("any", "a", "each", "one"):
        raise ValueError("the cards whose events trigger an ability are any of a kind")
    if watched.quantifier == "one":
        if watched.owner != "you":
            raise ValueError("'one' of cards that are not yours names no kind")
        # the same selector as the pool's wordings: "a 'Mech you control" reads "any" (whenever_scrapped), "a Unit
        # you control" reads "a"
        return watched.model_copy(update={"quantifier": "any" if watched.noun == "mech" else "a"})
    return watched


@v_args(inline=True)
class EventWordingsMixin(Transformer[Token, Any]):
    """Triggers on a card scrapped, damage dealt, a card scrapped by a Unit, the turn's start and end."""

    def when_kind_scrapped(self, watched: Any, *parts: Any) -> m.Triggered:
        return m.Triggered(
            trigger="scrapped", watched=kind_watched(watched), effects=parts[-1], conditions=_during(parts)
        )

    def piloted_acts_b8(self, _mech: Token, *parts: Any) -> m.Triggered:
        acts = sorted({p for p in parts[:-1] if isinstance(p, str) and not isinstance(p, Token)})
        if acts == ["attacks", "blocks"]:
            return m.Triggered(trigger="piloted_attacks_or_blocks", effects=parts[-1])
        trigger = "unit_attacks" if acts == ["attacks"] else "unit_blocks"
        return m.Triggered(trigger=trigger, watched=m.PilotedUnit(), effects=parts[-1])

    def when_kind_damages(self, watched: Any, *parts: Any) -> m.Triggered:
        target, effects = parts[-2], parts[-1]
        return m.Triggered(
            trigger="unit_damages", watched=kind_watched(watched), effects=effects, conditions=[m.Facing(target=target)]
        )

    def when_kind_scraps(self, watched: Any, scrapped: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(
            trigger="unit_scraps",
            watched=kind_watched(watched),
            effects=effects,
            conditions=[m.Facing(target=scrapped)],
        )

    def at_every_turn_start(self, _turn: Token, effects: list[Any]) -> m.Triggered:
        # rulebook p.16: the players take turns; "each turn" is every player's, yours and your opponents'
        return m.Triggered(trigger="turn_start", effects=effects, conditions=[m.During(whose="any")])

    def at_every_turn_end(self, _turn: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="turn_end", effects=effects, conditions=[m.During(whose="any")])

    def opponent_draws_trigger(self, _draws: Token, *parts: Any) -> m.Triggered:
        """Rulebook p.17, Draw Phase: a player draws a card in it; "outside of his or her Draw phase" is any other
        draw (a card's)."""
        extra = any(isinstance(p, Token) and p.type.endswith("OUTSIDE_DRAW_PHASE") for p in parts)
        return m.Triggered(trigger="opponent_draws_extra" if extra else "opponent_draws", effects=parts[-1])
