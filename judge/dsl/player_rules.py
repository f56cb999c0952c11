"""Rules of the game a card changes for a player (``grammar/players.lark``; issue 18 item 3 h): a player's
base initiative (how many missions a player may send each turn is
:class:`~judge.dsl.effects_restrict.AttackLimit`), how many cards of a kind may be played in each
battle or turn, and cards that may not be played during a step of the battle or a phase."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from judge.dsl.conditions import BattleStep, During
from judge.dsl.core import Node
from judge.dsl.selectors import CardKind, Noun

RulePlayer = Literal["you", "opponent", "each"]
"""Whose rule it changes: the controller's, the opponent's, or every player's ("each player", "players")."""


class BaseInitiative(Node):
    """The player's base initiative is ``value`` (with ``value`` ``None``: raised by ``change``, lowered when it is
    negative) instead of what the rules say: rulebook p.26 (Determine Who Wins Initiative): "Your base initiative is
    1 if you have the Tactics asset available, and 0 otherwise"; Glossary, Tactics."""

    kind: Literal["base_initiative"] = "base_initiative"
    player: RulePlayer = "you"
    value: int | None = Field(default=None, ge=0)
    change: int = 0


class PlayLimit(Node):
    """At most ``most`` cards of the kind may be played in each battle (or turn): rulebook p.32 (Playing Mission
    Cards): the number of Mission cards a player may play is limited by his or her initiative score; a card may
    limit it further."""

    kind: Literal["play_limit"] = "play_limit"
    card_type: CardKind
    most: int = Field(ge=1)
    per: Literal["battle", "turn"] = "battle"
    player: RulePlayer = "each"
    """``each``: the limit counts every player's cards together only with ``together``."""
    together: bool = False
    """ "No more than one Mission card may be played in each battle": all players' cards counted together."""


class PlayBanDuring(Node):
    """The player may not play cards of the kind at that time ("Players may not play Mission cards during the
    Initiative step."): rulebook p.26 (Battle, its steps) and p.16 (the phases of a turn)."""

    kind: Literal["play_ban_during"] = "play_ban_during"
    card_type: CardKind
    player: RulePlayer = "each"
    timing: BattleStep | During


class ExtraEachTurn(Node):
    """The player gets ``count`` more deployments (or draws ``count`` more cards) each turn: rulebook p.18 (Deploy
    Phase): "You get two deployments each turn, during your Deploy phase"; "Some cards give you additional
    deployments"; p.17 (Draw Phase): the cards a player draws."""

    kind: Literal["extra_each_turn"] = "extra_each_turn"
    what: Literal["deployment", "draw"]
    count: int = Field(default=1, ge=1)
    player: RulePlayer = "you"


class UntapLimit(Node):
    """The player untaps at most ``most`` cards of the kind during his or her Untap phase: rulebook p.17 (Untap
    Phase): "During your Untap phase, you untap all of your tapped cards"."""

    kind: Literal["untap_limit"] = "untap_limit"
    player: RulePlayer = "each"
    most: int = Field(ge=1)
    noun: Noun = "card"


__all__ = ["BaseInitiative", "ExtraEachTurn", "PlayBanDuring", "PlayLimit", "RulePlayer", "UntapLimit"]
