"""The transformer of ``grammar/rules.lark`` (:mod:`judge.dsl.effects_rules`): cards made to attack or block, cards
that cost more or less, and the rules of deck construction a card changes."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_attack_rules import AttackRulesMixin
from judge.cardtext.transform_helpers import duration_of
from judge.dsl import models as m

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@v_args(inline=True)
class RulesTransformer(AttackRulesMixin, Transformer[Token, Any]):
    """``grammar/rules.lark`` -> :class:`~judge.dsl.models.MustAct`, :class:`~judge.dsl.models.CostChange`,
    :class:`~judge.dsl.models.DeckCopies`."""

    def must_act(self, target: Any, action: Token, *rest: Token | None) -> Any:
        until = next((t for t in rest if t is not None and t.type.endswith("UNTIL")), None)
        if_able = any(t is not None and t.type.endswith("IF_ABLE_CLAUSE") for t in rest)
        effect = m.MustAct(target=target, action=str(action), if_able=if_able)
        return m.Lasting(until=duration_of(until), effects=[effect]) if until is not None else effect

    def cost_change(self, target: Any, *parts: Token) -> m.CostChange:
        kept = [p for p in parts if p is not None and not p.type.endswith("RESOURCES")]
        minimum = None
        if kept[-1].type.endswith("COST_MINIMUM"):  # "..., to a minimum of 1"
            minimum = int("".join(c for c in str(kept.pop()) if c.isdigit()))
        *amount, change, step = kept
        count = int(amount[0]) if amount[0].type.endswith("INT") else len(amount)
        if minimum is not None and str(change) != "less":
            raise ValueError("only a card that costs less has a minimum cost")
        return m.CostChange(target=target, amount=count, less=str(change) == "less", step=str(step), minimum=minimum)

    def group_size_limit_bare(self, noun: Any, action: Token, most: int) -> m.GroupLimit:
        if noun not in ("unit", "mech", "vehicle", "battle_armor"):
            raise ValueError("a group limit names a kind of Unit")
        # "Units cannot attack in groups of more than three.": every group of the kind (Glossary, Group)
        return m.GroupLimit(action=str(action), most=most, noun=noun)

    def provides_assets(self, *parts: Any) -> list[m.ProvidesAsset]:
        """ "Provides Munitions.", "~ provides Assembly and Tactics.": each asset provided by this card."""
        words = str(parts[-1]).replace(",", " ").split()[1:]
        return [m.ProvidesAsset(target=m.This(), asset=w[0]) for w in words if w != "and"]

    def add_resource_symbols(self, *symbols: Token) -> m.AddResources:
        return m.AddResources(count=len(symbols))

    def add_resource_words(self, count: int, _resources: Token) -> m.AddResources:
        return m.AddResources(count=count)

    def deck_affiliations(self, _card: Token, affiliation: Token) -> m.DeckAffiliations:
        side = str(affiliation).split()[1]
        return m.DeckAffiliations(side=side if side in ("House", "Clan") else None)

    def deck_copies(self, *parts: Any) -> m.DeckCopies:
        copies = next(str(p) for p in parts if isinstance(p, Token) and p.type.endswith("COPIES"))
        if copies.startswith("any number"):
            return m.DeckCopies()
        word = copies.split()[2]
        return m.DeckCopies(copies=int(word) if word.isdigit() else _NUMBERS[word])

    def must_act_verb(self, target: Any, words: Token) -> Any:
        """ "~ attacks each turn if able", "Target Unit blocks this turn if able": the card must attack (block)
        if able; "this turn" and "this mission" are how long (rulebook p.23: attacks are declared in the Missions
        phase, so "each turn" is the standing rule, as "must attack each turn if able" reads)."""
        text = str(words)
        effect = m.MustAct(target=target, action="block" if text.startswith("block") else "attack", if_able=True)
        if " this turn " in text:
            return m.Lasting(until="end_of_turn", effects=[effect])
        if " this mission " in text:
            return m.Lasting(until="end_of_mission", effects=[effect])
        return effect

    def cannot_be_targeted_by(self, target: Any, kind: Token) -> m.CannotBeTargetOf:
        return m.CannotBeTargetOf(target=target, card_type=str(kind))

    def cannot_guard(self, target: Any) -> m.CannotGuard:
        return m.CannotGuard(target=target)

    def may_act_alone(self, target: Any, words: Token) -> m.MayActAlone:
        actions = str(words).split(" ", 1)[1].removesuffix(" alone")
        return m.MayActAlone(target=target, actions=[a for a in ("attack", "block") if a in actions])

    def speed_taken(self, target: Any, speed: Token) -> m.SetSpeed:
        """ "becomes fast", "'s speed is slow", "is considered moderate": the speed set (glossary, Speed)."""
        return m.SetSpeed(target=target, speed=str(speed))

    def cannot_block_unless_guarding(self, target: Any, _unless: Token) -> m.CannotBlock:
        return m.CannotBlock(target=target, unless_guarding=True)
