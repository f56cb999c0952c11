"""The Domination DSL (:mod:`judge.dsl.domination`): effects, in the order an ability lists them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from judge.dsl.core import Node
from judge.dsl.domination_selectors import (
    CardType,
    Condition,
    Count,
    Pick,
    Player,
    Ref,
    Resource,
    Selector,
    Zone,
)
from judge.dsl.domination_triggers import (
    Trigger,
)

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


for _model in (
    Plus,
    CombatBonus,
    DrawUntil,
    Discard,
    DiscardHand,
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
    ExtraTurn,
    NoCleanupDraw,
    BuyBan,
    Cancel,
    ZeroOverrun,
    ForceOverrun,
    OverrunBonus,
    CannotBeDamaged,
):
    _model.model_rebuild()
