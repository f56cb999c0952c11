"""The transformer of the play conditions (``grammar/conditions.lark``): the
defending player, a group of so many Units of a kind, an asset in play or not (yours or an opponent's), a
Stockpile's size, a mission's target. A mixin of :class:`~judge.cardtext.transform_conditions.ConditionsTransformer`.
Rulebook p.24-30 (missions, groups, blocking); glossary, Assets and Stockpile."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_selectors import noun_of
from judge.dsl import models as m


def _tokens(parts: tuple[Any, ...], *types: str) -> list[Token]:
    return [p for p in parts if isinstance(p, Token) and p.type.endswith(types)]


@v_args(inline=True)
class PlayConditionsB9Mixin(Transformer[Token, Any]):
    """More wordings of a Mission card's play conditions."""

    def defending_bare(self, *_words: Any) -> m.Defending:
        """ "when defending", "while you are defending": the defending player (rulebook p.24: the player whose
        site, Stockpile or Unit a mission targets)."""
        return m.Defending()

    def group_one(self, _a: Token) -> tuple[int, bool]:
        return 1, True

    def group_at(self, *parts: Any) -> tuple[int, bool]:
        return next(p for p in parts if isinstance(p, int) and not isinstance(p, bool)), True

    def group_at_least(self, *parts: Any) -> m.GroupSize:
        """ "when attacking with three or more Units", "if you are blocking with at least one Battle Armor Unit",
        "when you attack with a Vehicle": the player's group in that role (rulebook p.23-27: an attacking group, a
        blocking group) holds so many of the kind or more."""
        roles = [str(t) for t in _tokens(parts, "ROLE")]
        verbs = _tokens(parts, "GROUP_VERB")
        roles += [{"attack": "attacking", "block": "blocking"}[str(v)] for v in verbs]
        if roles not in (["attacking"], ["blocking"]):
            raise ValueError("a group is counted only when attacking or blocking")
        count = next(p for p in parts if isinstance(p, tuple))[0]
        kinds = _tokens(parts, "MECH", "UNIT_TYPE", "UNIT")
        noun = noun_of(kinds[0])
        return m.GroupSize(roles=roles, count=count, noun=noun, at_least=True)

    def asset_held(self, holder: Token, asset: Token, _present: Token) -> m.HasAsset:
        """ "if your opponent doesn't have Logistics available": an asset in play (glossary, Assets: a player has
        an asset while a card providing it is in play)."""
        words = str(holder).replace("’", "'")
        absent = "not" in words or "n't" in words
        player = "opponent" if "opponent" in words else "you"
        return m.HasAsset(asset=str(asset), player=player, absent=absent)

    def stockpile_size(self, holder: Token, count: int, more: Token, _cards: Token) -> m.StockpileSize:
        """ "if your Stockpile has 10 or fewer cards" (glossary, Stockpile)."""
        words = str(holder).replace("’", "'")
        if words.startswith(("his", "their")):
            raise ValueError("whose Stockpile is counted is not named")
        player = "opponent" if "opponent" in words else "you"
        return m.StockpileSize(player=player, count=count, at_most=str(more) != "more")

    def stockpile_size_have(self, *parts: Any) -> m.StockpileSize:
        """ "if you have 5 or more cards in your Stockpile", "if your opponent has 10 or fewer cards in his or her
        Stockpile": the same count, said of the player."""
        opponent = bool(_tokens(parts, "OPPONENT_HAS"))
        (holder,) = _tokens(parts, "STOCKPILE_HOLDER")
        words = str(holder).replace("’", "'")
        if opponent != (words != "your Stockpile"):
            raise ValueError("the Stockpile counted is not the player's named")
        count = next(p for p in parts if isinstance(p, int) and not isinstance(p, bool))
        (more,) = _tokens(parts, "MORE_OR_FEWER")
        return m.StockpileSize(player="opponent" if opponent else "you", count=count, at_most=str(more) != "more")

    def own_unit_targeted(self, _one: Token, kind: Token, *parts: Any) -> list[m.Condition]:
        """ "when one of your Units is the target of the mission": an opponent attacks it (glossary, Target); "and
        the mission is blocked": you, the defending player, block it (rulebook p.27, Blocking)."""
        target = m.Selector(quantifier="one", noun=noun_of(kind), owner="you")
        conditions: list[m.Condition] = [m.OpponentAttacks(target=target)]
        if _tokens(parts, "MISSION_BLOCKED"):
            conditions.append(m.WhenIn(roles=["blocking"]))
        return conditions

    def during_own_mission(self, *_words: Token) -> m.During:
        """ "during one of your missions": a mission on your turn (rulebook p.23: the active player sends them)."""
        return m.During(whose="your", mission=True)

    def mission_target_is(self, target: Any) -> m.OpponentAttacks:
        """ "during a mission whose target is one of your sites": an opponent's mission against it (rulebook p.24:
        a mission's target is a site, a Stockpile or a Unit), as "when an opponent attacks one of your sites"."""
        if not isinstance(target, m.Selector) or target.owner != "you":
            raise ValueError("a mission's target here is one of your own cards")
        return m.OpponentAttacks(target=target)
