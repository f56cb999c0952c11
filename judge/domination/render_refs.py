"""The Domination renderer's references and descriptions (:mod:`judge.domination.render`): the cards an ability
has named so far ("it", "that unit", "the revealed card"), the cards a pick describes, the events after "when" and
the conditions after "if"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from judge.domination.render_words import (
    UNIT_TYPES,
    RenderError,
    noun,
    number_word,
    possessive,
    with_article,
    zone_phrase,
)
from judge.dsl import domination as d

_COMPARISONS = {
    "ge": "equal to or greater than",
    "le": "equal to or less than",
    "gt": "greater than",
    "lt": "less than",
    "eq": "equal to",
}
_EVENT_CARDS = (
    d.YouDeployThis,
    d.ThisDamaged,
    d.YouBuyThis,
    d.OpponentDeploys,
    d.OpponentPlays,
    d.UnitDamaged,
    d.YouBuyOrGain,
)


@dataclass
class Mention:
    kind: str
    selector: d.Selector | None = None
    """The cards' description (the reveal's "until" selector, the chosen or damaged cards' selector)."""
    count: int | None = None
    player: d.Player = "you"


@dataclass
class RendererBase:
    this: str
    """"this unit" (Unit abilities) or "this card"."""
    trigger: d.Trigger | None = None
    mentions: list[Mention] = field(default_factory=list)

    # --- references

    def latest(self, kinds: Sequence[str] | None = None) -> Mention | None:
        for mention in reversed(self.mentions):
            if kinds is None or mention.kind in kinds:
                return mention
        return None

    def _latest_is(self, kind: str) -> bool:
        latest = self.latest()
        return latest is not None and latest.kind == kind

    def last_reveal(self) -> Mention | None:
        return self.latest(["revealed"])

    def ref(self, ref: d.Ref) -> str:
        kind = ref.to
        if kind == "this":
            return self.this
        if kind == "event":
            return self._event_ref()
        if kind == "revealed":
            reveal = self.last_reveal()
            if ref.filter is not None:
                if self._latest_is("revealed") and reveal is not None and reveal.selector == ref.filter:
                    return "that unit" if set(ref.filter.types) <= set(UNIT_TYPES) | {"unit"} else "that card"
                return "the revealed " + noun(ref.filter, plural=True, cards=True)
            if self._latest_is("revealed") and reveal is not None and reveal.count == 1:
                return "it"
            plural = reveal is None or reveal.count != 1
            return "the revealed " + ("cards" if plural else "card")
        if kind == "other_revealed":
            reveal = self.last_reveal()
            chosen = self.latest(["chosen"])
            if reveal is not None and reveal.count is not None:
                left = reveal.count - (chosen.count or 0 if chosen is not None else 0)
                return "the other card" if left == 1 else "the other cards"
            return "the other revealed cards"
        if kind in ("each", "set_aside") or (kind == "damaged" and self._latest_is(kind)):
            if not self._latest_is(kind):
                raise RenderError(f"no phrase for the {kind} card here")
            return "the card" if kind == "set_aside" else "it"
        if kind == "gained":
            return "the gained card"
        if kind in ("discarded", "scrapped"):
            return f"the card you {kind}"
        if kind == "chosen":
            if self._latest_is("chosen"):
                return "it"
            chosen = self.latest(["chosen"])
            described = chosen.selector if chosen is not None and chosen.selector is not None else d.Selector()
            return f"the {noun(described.model_copy(update={'owner': None, 'zone': None}))} you chose"
        damaged = self.latest(["damaged"])
        if damaged is None or damaged.player != "opponent":
            raise RenderError("only the unit your opponent damaged is named")
        described = (damaged.selector or d.Selector(types=["unit"])).model_copy(
            update={"owner": None, "zone": None, "cost": None}
        )
        return f"the {noun(described)} your opponent damaged"

    def card(self, ref: d.Ref) -> str:
        """A reference where "it" would read badly ("the Industry cost of the card")."""
        text = self.ref(ref)
        return "the card" if text == "it" and ref.to == "revealed" else text

    def _event_ref(self) -> str:
        if not self._latest_is("event"):
            raise RenderError("the trigger's card is named only right after the trigger")
        match self.trigger:
            case d.UnitDamaged(whose="opponent", selector=selector):
                return "the damaged " + noun(selector)
            case d.UnitDamaged(selector=selector) | d.OpponentPlays(selector=selector):
                return "that " + noun(selector)
        return "it"

    def mention(self, effect: d.Effect) -> None:
        """Records the cards an effect names, as the parser does."""
        match effect:
            case d.Reveal(source=source, count=count, until=until, player=player):
                n = count if source == "deck_top" else None
                self.mentions.append(Mention("revealed", until, n, player))
            case d.ChooseCards(count=count, among=among):
                self.mentions.append(Mention("chosen", among if isinstance(among, d.Selector) else None, count))
            case d.Gain() | d.GainCopy():
                self.mentions.append(Mention("gained"))
            case d.Discard() | d.DiscardHand():
                self.mentions.append(Mention("discarded"))
            case d.Scrap():
                self.mentions.append(Mention("scrapped"))
            case d.Damage(target=target, player=player):
                selector = target.selector if isinstance(target, d.Pick) else None
                self.mentions.append(Mention("damaged", selector, None, player))
            case d.SetAside():
                self.mentions.append(Mention("set_aside"))
            case d.May(effect=inner):
                self.mention(inner)

    # --- picks and costs

    def cost(self, cost: d.CostLimit) -> str:
        if cost.relative_to is not None:
            if cost.op != "at_most":
                raise RenderError("only 'up to' a card's cost")
            if cost.industry == 0:
                return f" up to the cost of {self.ref(cost.relative_to)}"
            return f" costing up to {cost.industry} Industry more than {self.ref(cost.relative_to)}"
        return f" costing {cost.industry} Industry or {'less' if cost.op == 'at_most' else 'more'}"

    def posts(self, selector: d.Selector, preposition: str) -> str:
        text = self.cost(selector.cost) if selector.cost else ""
        text += zone_phrase(selector, preposition)
        if selector.without_ability:
            text += f" (not including units with the {selector.without_ability} ability)"
        return text

    def pick(self, pick: d.Pick, preposition: str = "from", *, pre: str = "", cards: bool = False) -> str:
        selector = pick.selector
        if selector.highest_cost:
            if pick.count != 1 or selector.cost or selector.without_ability or pre:
                raise RenderError("'the unit with the highest cost' takes nothing else")
            return f"the {noun(selector)} with the highest cost" + zone_phrase(selector, "in")
        count = pick.count
        if selector.owner is not None and selector.zone is None:
            if selector.owner == "opponent" and not pre and count == 1:
                return self.pick(
                    pick.model_copy(update={"selector": selector.model_copy(update={"owner": None})}), pre="opposing"
                )
            if isinstance(count, int) and not pre and not selector.cost:
                return f"{number_word(count)} of {possessive(selector.owner)} {noun(selector, plural=True)}"
            raise RenderError("whose cards, but not where")
        if count == "all":
            head = f"all {noun(selector, plural=True, cards=cards)}"
        elif isinstance(count, d.CostOf):
            raise RenderError("a computed count is phrased by the damage")
        elif count == 1:
            head = with_article((pre + " " if pre else "") + noun(selector, cards=cards))
        else:
            head = f"{number_word(count)} {pre + ' ' if pre else ''}{noun(selector, plural=True, cards=cards)}"
        return head + self.posts(selector, preposition)

    # --- triggers and conditions

    def event(self, trigger: d.Trigger) -> str:
        """The trigger after "when" (and records its card, as the parser does)."""
        text = self._event(trigger)
        self.trigger = trigger
        if isinstance(trigger, _EVENT_CARDS):
            self.mentions.append(Mention("event"))
        return text

    def _event(self, trigger: d.Trigger) -> str:
        match trigger:
            case d.YouDeployThis():
                return f"you deploy {self.this}"
            case d.ThisDamaged():
                return f"{self.this} is damaged"
            case d.YouOverrun():
                return "you Overrun your opponent"
            case d.YouBuyThis():
                return f"you buy {self.this}"
            case d.OpponentDeploys(selector=selector):
                return "your opponent deploys " + with_article(noun(selector))
            case d.OpponentPlays(selector=selector):
                return "your opponent plays " + with_article(noun(selector))
            case d.UnitDamaged(whose="you", selector=d.Selector(types=["unit"]) as selector) if selector == d.Selector(
                types=["unit"]
            ):
                return "one of your units is damaged"
            case d.UnitDamaged(whose="you", selector=selector):
                return with_article(noun(selector)) + " is damaged"
            case d.UnitDamaged(whose="opponent", selector=selector):
                return "your opponent damages " + with_article(noun(selector))
            case d.UnitDamaged(whose="either", selector=selector):
                return with_article(noun(selector)) + " is damaged (including your opponent's)"
            case d.YouBuyOrGain(selector=selector):
                return "you buy or gain " + with_article(noun(selector))
        raise RenderError(f"no 'when' phrase for {trigger.kind}")

    def condition(self, condition: d.Condition) -> str:
        match condition:
            case d.Did(negated=False):
                return "you do"
            case d.Did(negated=True):
                return "he doesn't"
            case d.DiscardedAny():
                return "you discarded any cards in this way"
            case d.Compare(left=d.EmptySupplyPiles(), op="ge", right=d.Number(value=n)):
                return f"there are {number_word(n)} or more empty Supply piles"
            case d.Compare(left=d.Count(selector=mine), op="lt", right=d.Count(selector=theirs)) if (
                mine.owner == "you" and theirs == mine.model_copy(update={"owner": "opponent"})
            ):
                return f"you have fewer {noun(mine, plural=True)}{self.posts(mine, 'in')} than your opponent has in his"
            case d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=0)) if (
                selector.owner == "you" and selector.zone is not None
            ):
                return f"you do not have any {noun(selector, plural=True)}{self.posts(selector, 'in')}"
            case d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=1)) if (
                selector.owner == "you" and selector.zone is not None
            ):
                return f"it is the only {noun(selector)}{self.posts(selector, 'in')}"
            case d.Compare(left=d.Count(selector=selector), op="ge", right=d.Number(value=n)) if (
                selector.owner is not None and selector.zone is not None and n >= 1
            ):
                subject = "your opponent has" if selector.owner == "opponent" else "you have"
                amount = (
                    with_article(noun(selector))
                    if n == 1
                    else f"{number_word(n)} or more {noun(selector, plural=True)}"
                )
                return f"{subject} {amount}{self.posts(selector, 'in')}"
            case d.Compare(left=d.CostOf(card=card, divided_by=1), op="eq", right=d.Number(value=n)):
                return f"{self.card(card)} costs {n} Industry"
            case d.Compare(left=d.CostOf(card=card, divided_by=1), op=op, right=right):
                return f"the Industry cost of {self.card(card)} is {_COMPARISONS[op]} {self.value(right)}"
            case d.Compare(left=d.AttackOf(card=left), op="gt", right=d.AttackOf(card=right)):
                return f"{self.ref(left)} has an Attack Value greater than {self.ref(right)}"
        raise RenderError(f"no phrase for the condition {condition.model_dump()}")

    def value(self, value: d.Count | d.CostOf | d.AttackOf | d.EmptySupplyPiles | d.Number) -> str:
        match value:
            case d.Count(selector=selector) if selector.zone is not None:
                return f"the number of {noun(selector, plural=True)}{self.posts(selector, 'in')}"
            case d.Number(value=n):
                return str(n)
        raise RenderError(f"no phrase for the value {value.kind}")
