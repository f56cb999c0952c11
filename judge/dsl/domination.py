"""The effect DSL of Battletech: Domination cards (seed ``001``, "Card List (v2.2)"), produced by
``grammar/domination.lark`` (:mod:`judge.domination.text`), never by hand.

Same style as the BattleTech TCG DSL (:mod:`judge.dsl.models`): frozen pydantic nodes tagged by ``kind``, unions
discriminated by it, so a tree goes to JSON and back exactly and has a JSON Schema (:func:`dsl_schema`).

Conventions every node relies on (the rules' glossary, seed 001):

- "you" is the player who controls the card: who plays the Support/Resource card, who deployed the Unit, who holds
  the Reaction. "opponent" is the other player (the game has two). ``player`` fields say who performs an effect.
- Card types: a Unit is a Mech, a Vehicle or an Infantry card; a Support-Attack card is also a Support card.
- A card always moves to a zone of its owner (its owner's hand, deck, discard pile, deployment zone); a gained card is
  owned by the player who gains it.
- "Damage a unit": the performing player takes one of his own deployed units (his deployment zone) and puts it into
  his discard pile. Unless an effect says otherwise, that player chooses which of his qualifying units; with none, it
  does nothing. Only deployed units can be damaged.
- "Discard": put a card into its owner's discard pile; without another zone, from the performer's hand.
- "Scrap": put a card into the Scrapheap (out of the game). "Gain": take a card from the Supply (or where stated)
  without paying its cost and put it into the gainer's discard pile, unless a destination is stated.
- "Reveal": show cards to both players; revealed cards that no later effect of the same ability moves go back where
  they came from (the top of the deck keeps its order).
- Effects of one ability happen in the listed order; an effect that cannot be done does as much as it can.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, RootModel

from judge.dsl.core import Node

Player = Literal["you", "opponent"]
"""Who does something, relative to the card's controller."""

CardType = Literal["unit", "mech", "vehicle", "infantry", "support", "resource", "reaction"]
"""``unit`` is any Unit card (Mech, Vehicle or Infantry); ``support`` includes Support-Attack cards."""

BaseCard = Literal["Infantry Platoon", "Basic Factory", "Munitions Factory", "Advanced Factory"]
"""The base cards, whose piles are in the Supply of every game."""

Zone = Literal["hand", "deck_top", "discard_pile", "deployment_zone", "scrapheap", "supply"]
"""Where cards go or are looked for: a player's hand, the top of his draw deck, his discard pile, his deployment zone;
the Scrapheap; the Supply (its pile of the card's name)."""

Resource = Literal["cards", "actions", "buys", "industry", "lostech", "attack", "defense"]


# --- which cards: selectors and references ------------------------------------------------------------------------


class CostLimit(Node):
    """A limit on a card's cost. ``at_most``: its Industry cost is at most ``industry`` (plus the Industry cost of
    ``relative_to`` when given), and it has LosTech in its cost only if the limit has: never for a plain number
    ("costing 5 Industry or less", "costing up to 4 Industry"), and only when ``relative_to`` has LosTech in its cost
    ("up to the cost of the card you discarded") -- the rules' FAQ: references to cards costing "up to" some cost
    include LosTech only if LosTech is in the given cost. ``at_least``: its Industry cost is at least ``industry``
    (LosTech in its cost does not matter)."""

    kind: Literal["cost_limit"] = "cost_limit"
    op: Literal["at_most", "at_least"]
    industry: int = Field(ge=0)
    relative_to: Ref | None = None


class Selector(Node):
    """Which cards qualify: all conditions hold. ``types``: the card is of one of these types (empty: any card);
    ``name``: a card of this name; ``cost``: within the limit; ``owner`` and ``zone``: a card in that player's zone
    (``deployment_zone`` or ``hand``), or anywhere the effect looks when not given; ``without_ability``: not a card
    whose text has an ability of this name ("not including units with the ECM ability"); ``highest_cost``: among the
    cards that otherwise qualify, only those with the highest Industry cost (LosTech not compared; when several tie,
    any of them qualifies)."""

    kind: Literal["selector"] = "selector"
    types: list[CardType] = Field(default_factory=list)
    name: BaseCard | None = None
    cost: CostLimit | None = None
    owner: Player | None = None
    zone: Literal["hand", "deployment_zone"] | None = None
    without_ability: str | None = None
    highest_cost: bool = False


RefTarget = Literal[
    "this",
    "event",
    "revealed",
    "other_revealed",
    "chosen",
    "each",
    "gained",
    "discarded",
    "scrapped",
    "damaged",
    "set_aside",
]


class Ref(Node):
    """Cards an earlier part of the same ability singled out (the ability's text names them: "it", "that unit",
    "the other cards"). ``to``:

    - ``this``: this card itself;
    - ``event``: the card the ability's trigger is about (the unit being damaged, the Support card being played, the
      card being bought or gained, the unit being deployed); for a trigger about this card, this card;
    - ``revealed``: the cards revealed by the latest Reveal of this ability; with ``filter``, only those of them that
      match it ("the revealed Unit cards"; after revealing until a Mech or Vehicle unit, that unit);
    - ``other_revealed``: those revealed cards that no effect since the Reveal has chosen, moved or discarded;
    - ``chosen``: the cards chosen by the latest ChooseCards; ``each``: in a ForEachRevealed, the current card;
    - ``gained``, ``discarded``, ``scrapped``, ``damaged``, ``set_aside``: the cards the latest Gain, Discard (or
      DiscardHand), Scrap, Damage or SetAside of this ability moved.

    A reference to cards that do not exist (nothing was revealed, the opponent damaged nothing) is to no card: an
    effect on it does nothing and a comparison with it is false."""

    kind: Literal["ref"] = "ref"
    to: RefTarget
    filter: Selector | None = None


class Pick(Node):
    """``count`` cards matching ``selector``, chosen by the player who performs the effect (unless the effect names
    another chooser) from the zone the selector (or the effect) names; fewer if fewer match. ``all``: every matching
    card. A :class:`CostOf` count is computed when the effect happens."""

    kind: Literal["pick"] = "pick"
    count: int | Literal["all"] | CostOf = 1
    selector: Selector = Field(default_factory=lambda: Selector())


# --- numbers and conditions ------------------------------------------------------------------------------------


class Count(Node):
    """The number of cards matching ``selector`` (its ``owner`` and ``zone`` say where to count)."""

    kind: Literal["count"] = "count"
    selector: Selector


class CostOf(Node):
    """The Industry cost of the referenced card divided by ``divided_by``, rounded down. Without such a card it is 0
    as a count of units to damage, and a :class:`Compare` with it is false."""

    kind: Literal["cost_of"] = "cost_of"
    card: Ref
    divided_by: int = Field(default=1, ge=1)


class AttackOf(Node):
    """The printed Attack Value of the referenced unit."""

    kind: Literal["attack_of"] = "attack_of"
    card: Ref


class EmptySupplyPiles(Node):
    """The number of Supply piles that are empty now."""

    kind: Literal["empty_supply_piles"] = "empty_supply_piles"


class Number(Node):
    """A fixed number, as printed ("two or more empty Supply piles", "costs 0 Industry")."""

    kind: Literal["number"] = "number"
    value: int = Field(ge=0)


Value = Annotated[Count | CostOf | AttackOf | EmptySupplyPiles | Number, Field(discriminator="kind")]


class Compare(Node):
    """True when ``left`` compares to ``right`` by ``op`` (``lt`` <, ``le`` <=, ``eq`` =, ``ge`` >=, ``gt`` >),
    both measured when the condition is checked. A value about a missing card makes the comparison false."""

    kind: Literal["compare"] = "compare"
    left: Value
    op: Literal["lt", "le", "eq", "ge", "gt"]
    right: Value


class Did(Node):
    """ "If you do" (``negated``: "If he doesn't"): whether the player of the effect just before this one (a
    :class:`May` or any effect) did it, in full. A May that was declined, or an effect that could not be done
    completely (two cards to discard and only one in hand), was not done."""

    kind: Literal["did"] = "did"
    negated: bool = False


class DiscardedAny(Node):
    """ "If you discarded any cards in this way": the Discard or DiscardHand just before this put at least one card
    into the discard pile."""

    kind: Literal["discarded_any"] = "discarded_any"


Condition = Annotated[Compare | Did | DiscardedAny, Field(discriminator="kind")]


# --- triggers ------------------------------------------------------------------------------------------------------


class YouDeployThis(Node):
    """You deploy this unit (from your hand, using an Action). Putting it into the deployment zone by an effect is not
    a deployment and does not trigger this."""

    kind: Literal["you_deploy_this"] = "you_deploy_this"


class ThisDamaged(Node):
    """This unit is damaged (taken from the deployment zone to its owner's discard pile, whatever caused it)."""

    kind: Literal["this_damaged"] = "this_damaged"


class StartOfCombat(Node):
    """The start of a Combat phase: ``you`` your own (you attack), ``opponent`` your opponent's (you defend),
    ``either`` both. Abilities used then are declared and resolved in the Combat phase's first step, the attacker's
    first, before the Total Attack and Defense Values are summed."""

    kind: Literal["start_of_combat"] = "start_of_combat"
    whose: Literal["you", "opponent", "either"] = "you"


class YouOverrun(Node):
    """You Overrun your opponent: in your Combat phase your Total Attack Value exceeds his Total Defense Value (or an
    effect makes him Overrun)."""

    kind: Literal["you_overrun"] = "you_overrun"


class YouBuyThis(Node):
    """You buy this card in your Buy phase (paying its cost; gaining it does not count)."""

    kind: Literal["you_buy_this"] = "you_buy_this"


class OpponentDeploys(Node):
    """Your opponent deploys a unit matching ``selector`` (from his hand, using an Action)."""

    kind: Literal["opponent_deploys"] = "opponent_deploys"
    selector: Selector


class OpponentPlays(Node):
    """Your opponent plays a card matching ``selector`` from his hand (the event card is that card)."""

    kind: Literal["opponent_plays"] = "opponent_plays"
    selector: Selector


class DuringCombat(Node):
    """Any moment of a Combat phase: ``opponent``, your opponent's (you defend); ``you``, your own."""

    kind: Literal["during_combat"] = "during_combat"
    whose: Player


class UnitDamaged(Node):
    """A unit matching ``selector`` is damaged: ``you``, one of your units; ``opponent``, one of your opponent's
    units; ``either``, one of anybody's. The event card is the damaged unit."""

    kind: Literal["unit_damaged"] = "unit_damaged"
    whose: Literal["you", "opponent", "either"]
    selector: Selector


class YouBuyOrGain(Node):
    """You buy or gain a card matching ``selector`` (the event card is that card)."""

    kind: Literal["you_buy_or_gain"] = "you_buy_or_gain"
    selector: Selector = Field(default_factory=lambda: Selector())


Trigger = Annotated[
    YouDeployThis
    | ThisDamaged
    | StartOfCombat
    | YouOverrun
    | YouBuyThis
    | OpponentDeploys
    | OpponentPlays
    | DuringCombat
    | UnitDamaged
    | YouBuyOrGain,
    Field(discriminator="kind"),
]


# --- effects ------------------------------------------------------------------------------------------------------


class Plus(Node):
    """ "+N Cards/Actions/Buys/Industry/LosTech/Attack/Defense" for ``player``: ``cards``, he draws N cards at once
    (shuffling his discard pile into a new deck when his deck runs out, then drawing as many as he can);
    ``actions``, N more Actions this turn's Action phase; ``buys``, N more Buys this turn's Buy phase;
    ``industry``/``lostech``, N more Industry/LosTech to spend this turn's Buy phase (no Resource cards are taken);
    ``attack``, his Total Attack Value is N higher this Combat phase; ``defense``, his Total Defense Value is N
    higher this Combat phase. In a :class:`Static` ability the attack or defense bonus holds in every Combat phase
    while this unit is in its owner's deployment zone (attack when he attacks, defense when he defends). With
    ``per``, the bonus is N times that count, measured when the values are summed."""

    kind: Literal["plus"] = "plus"
    resource: Resource
    amount: int = Field(ge=1)
    player: Player = "you"
    per: Count | None = None


class CombatBonus(Node):
    """ "+N Attack (or +N Defense)": in your Combat phase your Total Attack Value is N higher; in your opponent's
    Combat phase your Total Defense Value is N higher (this Combat phase only)."""

    kind: Literal["combat_bonus"] = "combat_bonus"
    amount: int = Field(ge=1)


class DrawUntil(Node):
    """You draw cards one at a time until you have ``hand_size`` cards in your hand (none if you already have that
    many; stop when deck and discard pile are both empty)."""

    kind: Literal["draw_until"] = "draw_until"
    hand_size: int = Field(ge=1)


class Discard(Node):
    """``player`` discards ``cards``: a Pick from his hand (he chooses which), or the referenced cards, from wherever
    they are, into their owner's discard pile."""

    kind: Literal["discard"] = "discard"
    player: Player = "you"
    cards: Pick | Ref


class DiscardHand(Node):
    """``player`` discards every card in his hand."""

    kind: Literal["discard_hand"] = "discard_hand"
    player: Player = "you"


class Damage(Node):
    """``player`` damages units of his own deployment zone: the referenced unit, or the Pick's count of his deployed
    units matching its selector (all of them for ``all``; as many as he has if fewer). ``chooser``: who chooses which
    units (``owner``, the damaging player; ``you``, this card's controller chooses among the opponent's units).
    ``additional``: on top of the unit the Combat phase itself makes him damage, not instead of it."""

    kind: Literal["damage"] = "damage"
    player: Player
    target: Pick | Ref
    chooser: Literal["owner", "you"] = "owner"
    additional: bool = False


class Scrap(Node):
    """``player`` scraps ``cards`` (puts them into the Scrapheap): a Pick from his hand (he chooses), or the
    referenced cards from wherever they are."""

    kind: Literal["scrap"] = "scrap"
    player: Player = "you"
    cards: Pick | Ref


class Gain(Node):
    """You gain ``count`` cards matching ``selector``: from the Supply (the top card of a pile you choose), or from
    the Scrapheap (``scrapheap``; with ``random``, picked at random among the Scrapheap's cards, else chosen by you).
    Each goes to ``to``: your discard pile, your hand, the top of your deck, or your deployment zone (which is not a
    deployment). Without a matching card, nothing is gained."""

    kind: Literal["gain"] = "gain"
    count: int = Field(default=1, ge=1)
    selector: Selector = Field(default_factory=lambda: Selector())
    source: Literal["supply", "scrapheap"] = "supply"
    random: bool = False
    to: Literal["discard_pile", "hand", "deck_top", "deployment_zone"] = "discard_pile"


class GainCopy(Node):
    """You gain a card of the same name as the referenced card from the Supply, into your discard pile (nothing if
    that pile is empty or not in the Supply)."""

    kind: Literal["gain_copy"] = "gain_copy"
    card: Ref


class Reveal(Node):
    """``player`` reveals cards from his own deck or hand: ``deck_top``, the top ``count`` cards of his deck;
    ``hand``, his whole hand; ``deck_until``, cards from the top of his deck one by one until one matches ``until``
    (or deck and discard pile run out). With ``then_discard``, the revealed cards are then discarded. They are the
    ability's revealed cards (:class:`Ref` ``revealed``)."""

    kind: Literal["reveal"] = "reveal"
    player: Player = "you"
    source: Literal["deck_top", "hand", "deck_until"]
    count: int | None = Field(default=None, ge=1)
    until: Selector | None = None
    then_discard: bool = False


class ChooseCards(Node):
    """``chooser`` chooses ``count`` cards among the referenced cards (or among the cards matching a selector); they
    are the ability's chosen cards. With ``discard``, the chosen cards are then discarded."""

    kind: Literal["choose_cards"] = "choose_cards"
    chooser: Player = "you"
    count: int = Field(default=1, ge=1)
    among: Ref | Selector
    discard: bool = False


class Move(Node):
    """``player`` puts ``cards`` (a Pick he makes from his own zone, or the referenced cards) into ``to`` of
    ``owner``, who is always the cards' owner ("into your hand", "on top of his deck"; ``supply``: back onto the
    Supply pile of the card's name). Several cards put on top of a deck go in the order their owner chooses
    (``any_order``: the card says so). Putting a unit into the deployment zone is not a deployment.
    ``or_reveal_hand``: if the player has no card matching the Pick, he reveals his hand to show it instead."""

    kind: Literal["move"] = "move"
    player: Player = "you"
    cards: Pick | Ref
    to: Zone
    owner: Player = "you"
    any_order: bool = False
    or_reveal_hand: bool = False


class Instead(Node):
    """A replacement: the referenced card, which the ability's trigger is putting into its owner's discard pile, goes
    to ``to`` instead and never reaches the discard pile."""

    kind: Literal["instead"] = "instead"
    card: Ref
    to: Zone


class SetAside(Node):
    """``player`` puts ``cards`` (a Pick from his hand) aside, out of play (``face_down``: unseen by the other
    player), until a later effect of the ability (:class:`Ref` ``set_aside``) says where they go."""

    kind: Literal["set_aside"] = "set_aside"
    player: Player = "you"
    cards: Pick
    face_down: bool = False


class ChooseOne(Node):
    """``chooser`` chooses ``count`` of the options (each option a list of effects); the chosen options' effects
    happen, in the printed order of the options (each effect is done by the player it names). With ``distinct``
    ("must be different") no option may be chosen twice; without it, an option may be chosen more than once."""

    kind: Literal["choose_one"] = "choose_one"
    chooser: Player = "you"
    count: int = Field(default=1, ge=1)
    distinct: bool = False
    options: list[list[Effect]]


class May(Node):
    """``player`` may do ``effect`` (his choice; an effect he cannot do in full he may still choose, and does what
    he can). The :class:`Did` condition after it tells whether he did it in full."""

    kind: Literal["may"] = "may"
    player: Player = "you"
    effect: Effect


class If(Node):
    """The effects happen only if ``condition`` holds when this is reached."""

    kind: Literal["if"] = "if"
    condition: Condition
    effects: list[Effect]


class TypeBranch(Node):
    """One outcome of a :class:`ByType`: for a card of one of ``types``, ``effects`` (empty: "no effect")."""

    kind: Literal["type_branch"] = "type_branch"
    types: list[CardType]
    effects: list[Effect]


class ByType(Node):
    """Looks at the referenced card (one card) and does the effects of the first branch whose types it has; a card
    of none of the branches' types (a Reaction card, when no branch names Reaction) does nothing."""

    kind: Literal["by_type"] = "by_type"
    card: Ref
    branches: list[TypeBranch]


class ForEachRevealed(Node):
    """Does ``effects`` once for each revealed card (the latest Reveal's), the current card being :class:`Ref`
    ``each``; with ``distinct_names``, once for each different card name among them (two revealed cards of one name
    count once)."""

    kind: Literal["for_each_revealed"] = "for_each_revealed"
    distinct_names: bool = False
    effects: list[Effect]


class Delayed(Node):
    """The effects happen later, once: ``end_of_your_combat_phase``, at the end of your current Combat phase (after
    the Overrun scrapping and the Combat phase's own damage); ``start_of_your_next_turn``, at the start of your next
    turn, before its Combat phase."""

    kind: Literal["delayed"] = "delayed"
    at: Literal["end_of_your_combat_phase", "start_of_your_next_turn"]
    effects: list[Effect]


class Lasting(Node):
    """From now ``until`` the start of your next turn (or the end of this turn), every time ``trigger`` happens, the
    effects happen (:class:`Ref` ``event`` is the trigger's card)."""

    kind: Literal["lasting"] = "lasting"
    until: Literal["start_of_your_next_turn", "end_of_your_turn"]
    trigger: Trigger
    effects: list[Effect]


class ExtraTurn(Node):
    """You take another turn right after this one (all four phases). With ``max_consecutive``, not if that would make
    you take more than that many turns in a row (the extra turn is then lost)."""

    kind: Literal["extra_turn"] = "extra_turn"
    max_consecutive: int | None = Field(default=None, ge=2)


class NoCleanupDraw(Node):
    """You draw no cards in this turn's Clean-up phase (your hand for the next turn stays empty)."""

    kind: Literal["no_cleanup_draw"] = "no_cleanup_draw"


class BuyBan(Node):
    """Your opponent names a card (any card name); you cannot buy a card of that name for the rest of this turn."""

    kind: Literal["buy_ban"] = "buy_ban"


class Cancel(Node):
    """The referenced card (a Support card being played) is played with no effect: it stays played (the Action it
    used is spent, it goes to the play area) but none of its instructions happen."""

    kind: Literal["cancel"] = "cancel"
    card: Ref


class ZeroOverrun(Node):
    """Your opponent's Overrun Value is zero for the rest of the turn: you scrap no cards for being Overrun. (Whether
    he Overran you is unchanged, so abilities triggered by overrunning still trigger.)"""

    kind: Literal["zero_overrun"] = "zero_overrun"


class ForceOverrun(Node):
    """Your opponent is Overrun in this Combat phase even if your Total Attack Value does not exceed his Total
    Defense Value; the Overrun Value is then the difference, at least zero (plus any :class:`OverrunBonus`), and
    abilities triggered by overrunning trigger."""

    kind: Literal["force_overrun"] = "force_overrun"


class OverrunBonus(Node):
    """Your Overrun Value this Combat phase is ``amount`` higher (if your opponent is Overrun). The defender still
    scraps at most three cards per turn for being Overrun."""

    kind: Literal["overrun_bonus"] = "overrun_bonus"
    amount: int = Field(ge=1)


class CannotBeDamaged(Node):
    """This unit cannot be damaged: it is never chosen, or made, to be damaged; when its owner must damage a unit and
    it is his only unit, he damages none."""

    kind: Literal["cannot_be_damaged"] = "cannot_be_damaged"


Effect = Annotated[
    Plus
    | CombatBonus
    | DrawUntil
    | Discard
    | DiscardHand
    | Damage
    | Scrap
    | Gain
    | GainCopy
    | Reveal
    | ChooseCards
    | Move
    | Instead
    | SetAside
    | ChooseOne
    | May
    | If
    | ByType
    | ForEachRevealed
    | Delayed
    | Lasting
    | ExtraTurn
    | NoCleanupDraw
    | BuyBan
    | Cancel
    | ZeroOverrun
    | ForceOverrun
    | OverrunBonus
    | CannotBeDamaged,
    Field(discriminator="kind"),
]


# --- abilities ------------------------------------------------------------------------------------------------------


class Static(Node):
    """Always on while this unit is in its owner's deployment zone (and ``condition``, when given, holds at the
    moment it matters): its effects are :class:`Plus` attack/defense bonuses and :class:`CannotBeDamaged`."""

    kind: Literal["static"] = "static"
    name: str | None = None
    """The ability's label as printed ("INSPRIRING", "ECM"), for every ability kind."""
    condition: Condition | None = None
    effects: list[Effect]


class Triggered(Node):
    """When ``trigger`` happens while this unit is in its owner's deployment zone (for :class:`YouDeployThis`,
    :class:`YouBuyThis` and :class:`ThisDamaged`, as this unit is deployed, bought or damaged), the effects happen
    in order. An ability used at the start of a Combat phase is used then or not at all; using an ability does not
    use an Action."""

    kind: Literal["triggered"] = "triggered"
    name: str | None = None
    trigger: Trigger
    effects: list[Effect]


class Activated(Node):
    """Once per turn during your Action phase you may use it (without an Action, while this unit is in your
    deployment zone): the effects happen in order. Once per turn for the ability, however many units with it you
    have deployed (rules FAQ)."""

    kind: Literal["activated"] = "activated"
    name: str | None = None
    effects: list[Effect]


class Replacement(Node):
    """When ``event`` would put this card into your discard pile (it is damaged, or bought), it goes to ``to``
    instead (with ``optional``, if you choose so then)."""

    kind: Literal["replacement"] = "replacement"
    name: str | None = None
    event: ThisDamaged | YouBuyThis
    optional: bool = False
    to: Zone


class DeployRestriction(Node):
    """This unit can be deployed only while ``condition`` holds (checked as you would deploy it)."""

    kind: Literal["deploy_restriction"] = "deploy_restriction"
    name: str | None = None
    condition: Condition


class Reaction(Node):
    """While this card is in your hand, when ``when`` happens (or during it, for :class:`DuringCombat`), you may
    reveal it (with ``discard``, then discard it); if you do, the effects happen. Playing a Reaction does not use an
    Action."""

    kind: Literal["reaction"] = "reaction"
    name: str | None = None
    when: Trigger
    discard: bool = False
    effects: list[Effect]


class Resolution(Node):
    """What a Support card does when played in the Action phase (using an Action), or a Resource card when played in
    the Buy phase: its effects, top to bottom, fully resolved before anything else."""

    kind: Literal["resolution"] = "resolution"
    name: str | None = None
    effects: list[Effect]


Ability = Annotated[
    Static | Triggered | Activated | Replacement | DeployRestriction | Reaction | Resolution,
    Field(discriminator="kind"),
]


for _model in (
    CostLimit,
    Selector,
    Ref,
    Pick,
    Count,
    CostOf,
    AttackOf,
    Compare,
    OpponentDeploys,
    OpponentPlays,
    UnitDamaged,
    YouBuyOrGain,
    Plus,
    Discard,
    Damage,
    Scrap,
    Gain,
    GainCopy,
    Reveal,
    ChooseCards,
    Move,
    Instead,
    SetAside,
    ChooseOne,
    May,
    If,
    TypeBranch,
    ByType,
    ForEachRevealed,
    Delayed,
    Lasting,
    Cancel,
    Static,
    Triggered,
    Activated,
    Replacement,
    DeployRestriction,
    Reaction,
    Resolution,
):
    _model.model_rebuild()


class DominationAbilityList(RootModel[list[Ability]]):
    """A Domination card's abilities, in printed order."""


def dsl_schema() -> dict[str, Any]:
    """The JSON Schema of a Domination card's abilities."""
    return DominationAbilityList.model_json_schema()
