"""Effects (``grammar/effects.lark``) on cards moving between Stockpile, hand, Scrapheap and play (stock), and on dice:
die rolls and their branches, effects repeated for each point of damage, rolls that miss a number (dice)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from judge.dsl.conditions import Phase
from judge.dsl.core import Node
from judge.dsl.durations import Duration
from judge.dsl.selectors import CardKind, Noun, Owner, Target, Zone

if TYPE_CHECKING:
    from judge.dsl.effects import Effect


# stock: cards moving between Stockpile, hand, Scrapheap and play ---------------------------------------------------


class IfCardIs(Node):
    """A rider on the card revealed, shown or looked at before: if it is (with ``negated``, is not) a card of this
    type, the effects happen, the others otherwise; with ``any_of``, the effects happen to those of the cards looked
    at that are ("If any of those cards are Mission cards, ...")."""

    kind: Literal["if_card_is"] = "if_card_is"
    card_type: CardKind
    negated: bool = False
    any_of: bool = False
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class ShuffleInto(Node):
    """Shuffle cards into your Stockpile, or into the Stockpile named before ("into that Stockpile")."""

    kind: Literal["shuffle_into"] = "shuffle_into"
    target: Target
    stockpile: Literal["yours", "that"] = "yours"


class CountCards(Node):
    """Count cards: those each target reaches ("Count the number of your Units and the number of opposing Units"), or
    those in a zone of yours ("Count the number of cards in your hand"); "that many" and "the difference" in the
    effects after it use the numbers."""

    kind: Literal["count_cards"] = "count_cards"
    targets: list[Target] = Field(default_factory=list)
    zone: Zone | None = None


class PerCardScrapped(Node):
    """Scrap any number of cards from a zone of yours (at most ``max``); the effects happen once for each card
    scrapped ("prevent 1 damage to any Unit for each card you scrap from your hand")."""

    kind: Literal["per_card_scrapped"] = "per_card_scrapped"
    zone: Literal["hand", "stockpile"] = "hand"
    effects: list[Effect]
    max: int | None = Field(default=None, ge=1)
    """At most this many cards ("You cannot scrap more than two cards in this way.")."""


class MustAttack(Node):
    """The cards attack a player's Stockpile if they are able to ("each patrolling Unit attacks your Stockpile if
    able")."""

    kind: Literal["must_attack"] = "must_attack"
    target: Target
    stockpile: Owner


class HideCounters(Node):
    """Hide a number of counters (at most ``max``) for a guessing game; "that many" after it is their number."""

    kind: Literal["hide_counters"] = "hide_counters"
    max: int = Field(ge=1)


class IfGuessed(Node):
    """A rider on the counters hidden before: if the opponent guesses how many they are, the effects happen, the
    others otherwise."""

    kind: Literal["if_guessed"] = "if_guessed"
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class Claim(Node):
    """Claim that a card (face down to the opponent) is of a type; the opponent may challenge the claim."""

    kind: Literal["claim"] = "claim"
    target: Target
    card_type: CardKind


class IfChallenged(Node):
    """A rider on the claim before it: if the opponent challenges it, the effects happen, the others otherwise."""

    kind: Literal["if_challenged"] = "if_challenged"
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class IfWithinResources(Node):
    """The effects happen if the card named before is under construction and at most ``resources`` Resources short of
    fully constructed ("if that Unit is within 1 Resources of being fully constructed, activate it")."""

    kind: Literal["if_within_resources"] = "if_within_resources"
    watched: Target
    resources: int = Field(ge=0)
    effects: list[Effect]


class IfReceivesDamage(Node):
    """The effects happen if the card named before receives damage: at least ``threshold`` of it ("If that 'Mech
    receives 3 or more damage, ...; otherwise, ..."), or any (``threshold`` none; from ``source``; ``structure``: only
    structure damage counts, "is dealt structure damage")."""

    kind: Literal["if_receives_damage"] = "if_receives_damage"
    watched: Target
    threshold: int | None = Field(default=None, ge=1)
    source: Target | None = None
    structure: bool = False
    effects: list[Effect]
    otherwise: list[Effect] = Field(default_factory=list)


class PerDamageDealt(Node):
    """The effects happen once for every ``per`` damage the ``source`` cards deal to the ``to`` cards ("For every 2
    damage dealt by blocking 'Mechs to the target, ...")."""

    kind: Literal["per_damage_dealt"] = "per_damage_dealt"
    per: int = Field(ge=1)
    source: Target
    to: Target
    effects: list[Effect]


class DieBranch(Node):
    low: int = Field(ge=1, le=12)
    high: int = Field(ge=1, le=12)
    """Up to 6 for a die; a total of two dice goes up to 12 ("roll two dice: 2-12, ...")."""
    effects: list[Effect]


class RollDie(Node):
    """Roll a die; the branch whose range holds the result happens."""

    kind: Literal["roll_die"] = "roll_die"
    branches: list[DieBranch] = Field(default_factory=list)
    second: bool = False
    """"Roll a second die" after a first roll's branch: the branches printed after it are this roll's."""
    count: int = Field(default=1, ge=1)
    """How many dice are rolled together ("roll two dice"); their total is the result."""
    additional: bool = False
    """"Roll an additional die": one more die added to the roll before it."""
    instead: bool = False
    """"Roll 2 dice instead": this roll replaces the roll before it."""
    delayed: Duration | None = None
    """The roll waits until after the mission ("roll a die after the mission: ...")."""


# --- dice: effects repeated for each point of damage, rolls that miss a number ----------------------------------


class PerDamage(Node):
    """The effects happen once for each ``per`` points of damage dealt (by ``by``, to ``to``); in them "that damage"
    is those points and "the 'Mech receiving the damage" the card they are dealt to."""

    kind: Literal["per_damage"] = "per_damage"
    per: int = Field(default=1, ge=1)
    structure: bool = False
    """Only structure damage counts."""
    by: Target | None = None
    to: Target | None = None
    during_battle: bool = False
    """Only damage dealt during the battle ("during battle", "later this battle")."""
    effects: list[Effect]


class PreventThatDamage(Node):
    """Prevent the damage the effect is about (the points a :class:`PerDamage` is repeated for)."""

    kind: Literal["prevent_that_damage"] = "prevent_that_damage"


class IfNotRolled(Node):
    """The effects happen if none of the dice rolled show ``value`` ("If you don't roll at least one 6, ...")."""

    kind: Literal["if_not_rolled"] = "if_not_rolled"
    value: int = Field(ge=1, le=6)
    effects: list[Effect]


class WhenDamageResolved(Node):
    """The effects wait until the battle's damage is resolved, and happen only if ``still_in_battle`` (when given)
    is still in the battle then."""

    kind: Literal["when_damage_resolved"] = "when_damage_resolved"
    still_in_battle: Target | None = None
    effects: list[Effect]


class IfCouldHaveAttacked(Node):
    """The effects happen if any of the cards the selector reaches could have attacked this turn but did not."""

    kind: Literal["if_could_have_attacked"] = "if_could_have_attacked"
    watched: Target
    effects: list[Effect]


class PerOutnumbering(Node):
    """The effects happen once for each card by which your cards of this kind outnumber the opposing ones ("For each
    engaged 'Mech that opponent controls that is fewer than the number of your engaged 'Mechs, ...", "+X ..., where X
    is the difference")."""

    kind: Literal["per_outnumbering"] = "per_outnumbering"
    noun: Noun = "unit"
    engaged: bool = False
    effects: list[Effect]


class RedirectAttack(Node):
    """The attack under way now targets ``to`` instead ("current attack is redirected to this card", "redirect it
    to that site")."""

    kind: Literal["redirect_attack"] = "redirect_attack"
    to: Target


class RemoveFromGame(Node):
    """The card leaves the game: not to a Scrapheap or a hand, for the rest of the game."""

    kind: Literal["remove_from_game"] = "remove_from_game"
    target: Target


class ExtraTurn(Node):
    """You take another turn after this one; ``skip_phases`` are left out of it."""

    kind: Literal["extra_turn"] = "extra_turn"
    skip_phases: list[Phase] = Field(default_factory=list)
